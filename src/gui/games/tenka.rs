//! 天下布武 panel: the board as a node map (regions filled with the controller's colour, points, troop
//! pieces; thick borders drawn thick), the players with tiles and pieces in hand, alliances as links
//! between players, and the war in progress (face-down chips per region, then each region's result).

use std::collections::BTreeMap;

use egui::{Align2, Color32, FontId, Pos2, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::Game;
use crate::core::Loaded;
use crate::core::ruleset::AnyState;
use crate::games::tenka::moves::thick_bonus;
use crate::games::tenka::procedures::Winner;
use crate::games::tenka::{State, Step, TenkaData, TenkaRules, view};
use crate::gui::Lang;
use crate::gui::form::{FieldValue, FormState};
use crate::gui::node_map::{self, MapFit, MapLink, MapNode};

/// The players' colours (play order: red, blue, yellow, green, purple, orange).
pub const COLOURS: [Color32; 6] = [
    Color32::from_rgb(200, 40, 40),
    Color32::from_rgb(40, 80, 200),
    Color32::from_rgb(215, 170, 0),
    Color32::from_rgb(40, 150, 60),
    Color32::from_rgb(130, 60, 170),
    Color32::from_rgb(230, 120, 20),
];

fn colour(p: usize) -> Color32 {
    COLOURS[p % COLOURS.len()]
}

fn l(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// A player's name as the players read it in the chosen language.
fn who(s: &State, p: usize, lang: Lang) -> String {
    match lang {
        Lang::En => s.name(p),
        // The colour character alone (赤, 青, …): the English colour word stays off the 中文 screen.
        Lang::Zh => s.players[p].kanji.clone(),
    }
}

fn typed<'a>(game: &'a dyn Game, state: &'a AnyState) -> Option<(&'a TenkaData, &'a State)> {
    let l = game.as_any().downcast_ref::<Loaded<TenkaRules>>()?;
    Some((&l.data, state.downcast_ref::<State>()?))
}

pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let (data, s) = typed(game, state)?;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{} {}", l(lang, "Turn", "回合"), s.turn))
                .size(22.0)
                .strong(),
        );
        if let Some(p) = view::actor(s) {
            ui.label(
                RichText::new(who(s, p, lang))
                    .size(22.0)
                    .strong()
                    .color(colour(p)),
            );
        }
        ui.label(
            RichText::new(format!(
                "{}: {}",
                l(lang, "Troop storage", "兵力存放处"),
                s.storage
            ))
            .size(18.0),
        )
        .on_hover_text(l(
            lang,
            "The game ends when a piece is due and none is left (rule 5)",
            "应取兵力而存放处已空时游戏结束（规则 5）",
        ));
    });
    // The players' table scrolls sideways in a narrower column (1024×768), so it neither gets cut
    // nor widens the column under the map.
    egui::ScrollArea::horizontal()
        .id_salt("tenka_players")
        .show(ui, |ui| players_panel(ui, s, lang));
    war_panel(ui, s, lang);
    ui.separator();
    board(ui, data, s, lang)
}

/// The line under a region's name on the board: neutral, or the troop pieces on it, in the player's
/// language (English showed 中文 "兵 3", and an owned region without troops a bare "—").
pub fn region_note(owned: bool, troops: u32, lang: Lang) -> String {
    match (owned, lang) {
        (false, _) => l(lang, "neutral", "中立").to_string(),
        (true, Lang::En) if troops == 1 => "1 troop".to_string(),
        (true, Lang::En) => format!("{troops} troops"),
        (true, _) => format!("兵 {troops}"),
    }
}

fn players_panel(ui: &mut Ui, s: &State, lang: Lang) {
    egui::Grid::new("tenka_players")
        .striped(true)
        .show(ui, |ui| {
            ui.strong(l(lang, "Player", "玩家"));
            ui.strong(l(lang, "Tiles", "支配棋")).on_hover_text(l(
                lang,
                "usable control tiles in hand",
                "手中可用的支配棋",
            ));
            ui.strong(l(lang, "Troops in hand", "手中兵力"));
            ui.strong(l(lang, "On the board", "场上兵力"));
            ui.end_row();
            // The marker follows who acts now, as the step line and the top bar do (rule 3-1: the
            // starting regions are chosen in reverse play order).
            let acting = view::actor(s).unwrap_or(s.active);
            for (i, p) in s.players.iter().enumerate() {
                let name = if i == acting {
                    format!("▶ {}", who(s, i, lang))
                } else {
                    who(s, i, lang)
                };
                ui.label(RichText::new(name).strong().color(colour(i)));
                ui.label(p.tiles.to_string());
                ui.label(p.hand.to_string());
                ui.label(s.troops_on_board(i).to_string());
                ui.end_row();
            }
        });
    if !s.alliances.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(l(lang, "Alliances:", "攻守同盟：")).strong());
            for (a, b) in &s.alliances {
                ui.label(RichText::new(who(s, *a, lang)).color(colour(*a)));
                ui.label("↔");
                ui.label(RichText::new(who(s, *b, lang)).color(colour(*b)));
                ui.add_space(12.0);
            }
        })
        .response
        .on_hover_text(l(
            lang,
            "Allies exchanged a control tile: +1 point each at the end; the alliance ends only when one attacks the other or loses all its regions (rule 4)",
            "同盟双方交换一枚支配棋：终局各得 1 分；仅当一方攻击另一方或失去全部地域时解除（规则 4）",
        ));
    }
}

fn war_panel(ui: &mut Ui, s: &State, lang: Lang) {
    let Some(w) = &s.war else {
        return;
    };
    ui.separator();
    ui.label(
        RichText::new(format!(
            "{} · {} {}",
            l(lang, "War (rule 3-2)", "战争（规则 3-2）"),
            l(lang, "attacker", "攻方"),
            who(s, s.active, lang)
        ))
        .strong()
        .size(18.0),
    );
    let defender = view::defence_actor(s, &w.defenders);
    ui.label(format!(
        "{} {}",
        l(lang, "Defence:", "防守："),
        if w.defenders.is_empty() {
            format!(
                "{} {}",
                who(s, defender, lang),
                l(
                    lang,
                    "(neutral regions: next player)",
                    "（中立地域：下一位玩家）"
                )
            )
        } else {
            w.defenders
                .iter()
                .map(|d| who(s, *d, lang))
                .collect::<Vec<_>>()
                .join(" + ")
        }
    ));
    for t in &w.targets {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t).strong());
            let fought = w.fought.iter().find(|(r, _)| r == t).map(|(_, x)| *x);
            match fought {
                Some(x) => {
                    let a = w.attack.get(t).cloned().unwrap_or_default();
                    let d = w.defence.get(t).cloned().unwrap_or_default();
                    if !a.is_empty() {
                        ui.label(format!(
                            "{} {:?} · {} {:?}",
                            l(lang, "attack", "攻"),
                            a,
                            l(lang, "defence", "守"),
                            d
                        ));
                    }
                    ui.label(
                        RichText::new(match x {
                            Winner::Attacker => l(lang, "attacker won", "攻方胜"),
                            Winner::Defender => l(lang, "defender held", "守方胜"),
                            Winner::Draw => l(lang, "draw", "平局"),
                        })
                        .strong(),
                    );
                }
                None => {
                    // Face down: the number of chips is public, their values are not.
                    let na = w.attack.get(t).map(Vec::len).unwrap_or(0);
                    let nd = w.defence.get(t).map(Vec::len).unwrap_or(0);
                    if na > 0 {
                        ui.label(format!("■×{na}")).on_hover_text(l(
                            lang,
                            "attack chips, face down",
                            "攻击筹码（背面朝上）",
                        ));
                    }
                    if nd > 0 {
                        ui.label(format!("□×{nd}")).on_hover_text(l(
                            lang,
                            "defence chips, face down",
                            "防御筹码（背面朝上）",
                        ));
                    }
                    ui.weak(l(lang, "to resolve", "待结算"));
                }
            }
        });
    }
    if let Step::DrawChoice { region } = &s.step {
        ui.label(
            RichText::new(format!(
                "{} {region}: {}",
                l(lang, "Draw on", "平局："),
                l(
                    lang,
                    "the defender returns the troop pieces (tile stays) or the control tile (pieces move to an adjacent region of its side)",
                    "守方退回兵力（保留支配棋），或退回支配棋（兵力移至己方相邻地域）"
                )
            ))
            .color(Color32::from_rgb(200, 120, 0)),
        );
    }
    ui.weak(l(
        lang,
        "Attack = chips + die · Defence = chips + troops + 1 across a thick border + die",
        "攻 = 筹码 + 骰 · 守 = 筹码 + 兵力 + 粗国境 1 + 骰",
    ));
}

/// The board: regions at their map positions, borders (thick ones thick), the controller's colour,
/// points and troop pieces. Tapping a region returns its name for the open form.
/// How the region diagram fits the left column.
pub const MAP_FIT: MapFit = MapFit {
    max_width: 800.0,
    height_ratio: (0.6, 1.2),
    margin: Vec2::new(44.0, 26.0),
    // Boxes kept apart: at 1024 px 尾張 would meet 三河 and 摂津 would cover 大和 where the file puts
    // them; a somewhat taller diagram is the price of every region being readable.
    keep_apart: true,
};

/// The region boxes of the board diagram, in the map file's order: place from the file, width from the
/// name.
pub fn map_nodes(data: &TenkaData) -> Vec<MapNode> {
    data.regions
        .iter()
        .map(|r| MapNode {
            x: r.x,
            y: r.y,
            size: Vec2::new((r.id.chars().count() as f32 * 15.0 + 30.0).max(64.0), 44.0),
        })
        .collect()
}

fn board(ui: &mut Ui, data: &TenkaData, s: &State, lang: Lang) -> Option<String> {
    let mut picked = None;
    let index: BTreeMap<&str, usize> = data
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| (r.id.as_str(), i))
        .collect();
    let line = ui.visuals().weak_text_color();
    let links: Vec<MapLink> = data
        .borders
        .iter()
        .filter_map(|b| {
            Some(MapLink {
                a: *index.get(b.a.as_str())?,
                b: *index.get(b.b.as_str())?,
                // Thick borders drawn thick.
                stroke: if b.thick {
                    Stroke::new(5.0, ui.visuals().strong_text_color())
                } else {
                    Stroke::new(1.5, line)
                },
                dashed: false,
            })
        })
        .collect();
    let targets: Vec<&String> = s
        .war
        .as_ref()
        .map(|w| w.targets.iter().collect())
        .unwrap_or_default();
    let text = ui.visuals().strong_text_color();
    let fill = ui.visuals().window_fill;
    node_map::show(
        ui,
        &MAP_FIT,
        &map_nodes(data),
        &links,
        |ui, painter, i, rr| {
            let r = &data.regions[i];
            let st = &s.regions[&r.id];
            let (bg, fg) = match st.owner {
                Some(o) => (colour(o), Color32::WHITE),
                None => (fill, text),
            };
            painter.rect_filled(rr, 5.0, bg);
            let border = if targets.contains(&&r.id) {
                Stroke::new(3.0, Color32::from_rgb(240, 150, 0))
            } else if data.three_point_region.as_deref() == Some(r.id.as_str()) {
                Stroke::new(2.0, Color32::from_rgb(180, 140, 0))
            } else {
                Stroke::new(1.2, line)
            };
            painter.rect_stroke(rr, 5.0, border, StrokeKind::Inside);
            painter.text(
                Pos2::new(rr.center().x, rr.top() + 13.0),
                Align2::CENTER_CENTER,
                format!("{} {}", r.id, r.points),
                FontId::proportional(14.0),
                fg,
            );
            let troops = st.total();
            let sub = region_note(st.owner.is_some(), troops, lang);
            painter.text(
                Pos2::new(rr.center().x, rr.bottom() - 11.0),
                Align2::CENTER_CENTER,
                sub,
                FontId::proportional(13.0),
                fg,
            );
            let resp = ui.interact(rr, ui.scope_id().with(("region", &r.id)), Sense::click());
            let label = format!(
                "{} {} · {} {} · {} · {} {}",
                l(lang, "region", "地域"),
                r.id,
                r.points,
                l(lang, "pt", "分"),
                st.owner
                    .map(|o| who(s, o, lang))
                    .unwrap_or_else(|| l(lang, "neutral", "中立").into()),
                troops,
                l(lang, "troops", "兵力")
            );
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
            if resp.clicked() {
                picked = Some(r.id.clone());
            }
            resp.on_hover_ui(|ui| {
                ui.label(RichText::new(&r.id).strong());
                for (o, n) in &st.troops {
                    ui.label(
                        RichText::new(format!("{} × {n}", who(s, *o, lang))).color(colour(*o)),
                    );
                }
            });
        },
    );
    // Regions listed too, so nothing is only on a hover.
    egui::CollapsingHeader::new(l(lang, "Regions", "地域一览"))
        .id_salt("tenka_regions")
        .default_open(false)
        .show(ui, |ui| {
            for r in &data.regions {
                let st = &s.regions[&r.id];
                ui.label(format!(
                    "{} ({} {}): {}{}",
                    r.id,
                    r.points,
                    l(lang, "pt", "分"),
                    st.owner
                        .map(|o| who(s, o, lang))
                        .unwrap_or_else(|| l(lang, "neutral", "中立").into()),
                    if st.total() > 0 {
                        format!(" · {} {}", st.total(), l(lang, "troops", "兵力"))
                    } else {
                        String::new()
                    }
                ));
            }
        });
    if data.map_placeholder {
        ui.label(
            RichText::new(l(
                lang,
                "★ placeholder board: enter your regions, points and borders (Tables → 天下布武 → the map)",
                "★ 地图为占位数据：请输入你的地域、分数与国境（数据表 → 天下布武 → 地图）",
            ))
            .small()
            .color(Color32::from_rgb(200, 120, 0)),
        )
        .on_hover_text(&data.map_note);
    }
    picked
}

/// Above the fight form: what the defence adds on the chosen region before the chips and dice (rule 3-2).
fn fight_panel(ui: &mut Ui, data: &TenkaData, s: &State, region: &str, lang: Lang) {
    let Some(r) = s.regions.get(region) else {
        return;
    };
    let thick = thick_bonus(data, s, s.active, region);
    ui.label(
        RichText::new(format!(
            "{region}: {} {} · {} {}",
            l(lang, "troops", "兵力"),
            r.total(),
            l(lang, "thick border", "粗国境"),
            if thick { "+1" } else { "+0" }
        ))
        .size(17.0),
    );
    ui.weak(l(
        lang,
        "Attack = chips + attack die (rolled first) · Defence = chips + troops + thick border + defence die",
        "攻 = 筹码 + 攻方骰（先掷）· 守 = 筹码 + 兵力 + 粗国境 + 守方骰",
    ));
}

pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }

    fn action_panel(
        &self,
        ui: &mut Ui,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        form: &mut FormState,
        lang: Lang,
    ) {
        let Some((data, s)) = typed(game, state) else {
            return;
        };
        if matches!(action, "fight" | "fight-revealed")
            && let Some(FieldValue::Text(region)) = form.values.get("region")
        {
            fight_panel(ui, data, s, region.trim(), lang);
        }
    }
}
