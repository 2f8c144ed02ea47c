//! 西南战争 1877 panel: the map as a node-and-link diagram (towns as boxes with their units, obstacle
//! routes dashed red), march points and actions spent, the battle in progress (one die per unit, round
//! order), the replacement pool and the victory conditions with their current state.

use std::collections::BTreeMap;

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::Game;
use crate::core::Loaded;
use crate::core::ruleset::AnyState;
use crate::games::seinan::data::{HAKATA, KAGOSHIMA, KOKURA, KUMAMOTO_CASTLE};
use crate::games::seinan::{Kind, Place, SeinanData, SeinanRules, Side, State, Step, Unit};
use crate::gui::Lang;
use crate::gui::node_map::{self, MapFit, MapLink, MapNode};

/// Counter colours: 西乡军 dark red, 明治政府军 dark blue, neutral 不平士族 grey.
pub const SAIGO: Color32 = Color32::from_rgb(170, 30, 30);
pub const GOVERNMENT: Color32 = Color32::from_rgb(30, 60, 150);
pub const NEUTRAL: Color32 = Color32::from_rgb(120, 120, 120);

fn colour(u: &Unit) -> Color32 {
    match u.side() {
        Some(Side::Saigo) => SAIGO,
        Some(Side::Government) => GOVERNMENT,
        None => NEUTRAL,
    }
}

fn side_colour(s: Side) -> Color32 {
    match s {
        Side::Saigo => SAIGO,
        Side::Government => GOVERNMENT,
    }
}

/// A unit as the counter reads: name, ☆ for Saigo Takamori, ▼ when flipped (reduced).
pub fn unit_text(u: &Unit) -> String {
    let mut s = u.id.clone();
    if u.kind == Kind::Takamori {
        s.push_str(" ☆");
    }
    if u.main_body {
        s.push_str(" ★");
    }
    if u.flipped {
        s.push_str(" ▼");
    }
    if u.kind == Kind::Samurai && !u.converted {
        s.push_str(" (中立)");
    }
    s
}

/// English or 简体中文 for a panel string (names stay in their original script either way).
fn l(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => en,
        Lang::Zh => zh,
    }
}

fn typed<'a>(game: &'a dyn Game, state: &'a AnyState) -> Option<(&'a SeinanData, &'a State)> {
    let l = game.as_any().downcast_ref::<Loaded<SeinanRules>>()?;
    Some((&l.data, state.downcast_ref::<State>()?))
}

/// The whole panel (left side of the session screen and the table display). Returns a town box or
/// unit the player tapped (the session screen puts it into the open action form).
pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let (data, s) = typed(game, state)?;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{} {}", l(lang, "Turn", "回合"), s.turn))
                .size(22.0)
                .strong(),
        );
        ui.label(
            RichText::new(s.player.name())
                .size(22.0)
                .strong()
                .color(side_colour(s.player)),
        );
        ui.label(RichText::new(s.phase.say().render(lang)).size(16.0));
    });
    march_panel(ui, s, lang);
    let mut picked = battle_panel(ui, s, lang);
    ui.separator();
    picked = map_diagram(ui, data, s, lang).or(picked);
    ui.separator();
    pool_panel(ui, s, lang);
    victory_panel(ui, data, s, lang);
    picked
}

fn march_panel(ui: &mut Ui, s: &State, lang: Lang) {
    let m = &s.march;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(l(lang, "March points", "行军点")).strong());
        match m.points {
            None => {
                ui.weak(l(lang, "not rolled (rule 5.0)", "尚未掷骰（规则 5.0）"));
            }
            Some(p) => {
                let pips: String = (0..p)
                    .map(|i| if i < m.spent { '○' } else { '●' })
                    .collect();
                ui.label(
                    RichText::new(format!("{} / {p}", m.left()))
                        .size(26.0)
                        .strong(),
                );
                ui.label(RichText::new(pips).size(20.0));
                ui.weak(format!("{} {}", l(lang, "spent", "已用"), m.spent));
            }
        }
    });
    if !m.used.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.weak(l(lang, "actions:", "行动："));
            for (u, n) in &m.used {
                let t = format!("{u} {}", "●".repeat(*n as usize));
                let t = if *n >= 2 {
                    RichText::new(t).strikethrough()
                } else {
                    RichText::new(t)
                };
                ui.label(t).on_hover_text(l(
                    lang,
                    "at most 2 march actions per unit per turn (rule 5.0)",
                    "每个单位每回合最多 2 次行军行动（规则 5.0）",
                ));
            }
        });
    }
    if !m.stopped.is_empty() {
        ui.weak(format!(
            "{}: {}",
            l(
                lang,
                "stopped (entered an enemy box)",
                "已停止（进入有敌军的格）"
            ),
            m.stopped.iter().cloned().collect::<Vec<_>>().join("、")
        ));
    }
}

fn battle_panel(ui: &mut Ui, s: &State, lang: Lang) -> Option<String> {
    let mut picked = None;
    let b = s.battle.as_ref()?;
    ui.separator();
    let title = if b.siege {
        match lang {
            Lang::En | Lang::Ja => format!("Siege of {} (rule 9.1)", b.at),
            Lang::Zh => format!("{} 攻城战（规则 9.1）", b.at),
        }
    } else {
        match lang {
            Lang::En | Lang::Ja => format!("Battle at {}", b.at),
            Lang::Zh => format!("{} 会战", b.at),
        }
    };
    ui.label(RichText::new(title).size(20.0).strong());
    let non = s.player.other();
    let order = format!(
        "{} {} · 1. {} {} {} · 2. {} {} {}",
        l(lang, "round", "轮次"),
        b.round,
        non.name(),
        l(lang, "attacks", "攻击"),
        if b.step == Step::NonPhasing {
            "◀"
        } else {
            ""
        },
        s.player.name(),
        l(lang, "attacks", "攻击"),
        if b.step == Step::Phasing { "◀" } else { "" },
    );
    ui.label(order).on_hover_text(l(
        lang,
        "rule 6.1: the non-phasing player attacks first, then the phasing player",
        "规则 6.1：非行动方先攻击，然后行动方攻击",
    ));
    for side in [non, s.player] {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(side.name()).strong().color(side_colour(side)));
            for u in s.in_box(&b.at, side) {
                let die = if u.rolls() { "⚀ " } else { "" };
                let r = ui.add(
                    egui::Label::new(
                        RichText::new(format!("{die}{}", unit_text(u))).color(colour(u)),
                    )
                    .sense(Sense::click()),
                );
                if r.clicked() {
                    picked = Some(u.id.clone());
                }
                r.on_hover_text(if u.rolls() {
                    l(
                        lang,
                        "rolls one die; 4–6 hits (rule 6.2)",
                        "掷一颗骰子，4–6 命中（规则 6.2）",
                    )
                } else {
                    l(
                        lang,
                        "Saigo Takamori does not roll (rule 6.2)",
                        "西乡隆盛不掷骰（规则 6.2）",
                    )
                });
            }
        });
    }
    if let Some((target, hits)) = b.pending {
        ui.label(
            RichText::new(match lang {
                Lang::En | Lang::Ja => {
                    format!("{hits} hit(s) on {} to allocate (rule 6.4)", target.name())
                }
                Lang::Zh => format!("{} 有 {hits} 次命中待分配（规则 6.4）", target.name()),
            })
            .strong(),
        );
    }
    if !b.siege_losses.is_empty() {
        ui.weak(format!(
            "{}: {}",
            l(
                lang,
                "government losses returned if the castle holds",
                "守城成功则归还的政府军损失"
            ),
            b.siege_losses.join("、")
        ));
    }
    picked
}

/// Map diagram: positions from `map.toml` (x, y in 0..100, north up).
/// How the town diagram fits the left column (Kyushu is taller than wide).
pub const MAP_FIT: MapFit = MapFit {
    max_width: 900.0,
    height_ratio: (0.8, 1.5),
    margin: Vec2::new(40.0, 24.0),
    keep_apart: true,
};

/// The units in each town, by town id.
fn units_by_town(s: &State) -> BTreeMap<&str, Vec<&Unit>> {
    let mut by_town: BTreeMap<&str, Vec<&Unit>> = BTreeMap::new();
    for u in &s.units {
        if let Some(t) = u.at() {
            by_town.entry(t).or_default().push(u);
        }
    }
    by_town
}

/// The chips a town box shows: units of 西乡军, 政府军 and neutral 不平士族 there (sides with none left out).
fn chips(units: &[&Unit]) -> Vec<(Color32, usize)> {
    [
        (SAIGO, Some(Side::Saigo)),
        (GOVERNMENT, Some(Side::Government)),
        (NEUTRAL, None),
    ]
    .into_iter()
    .map(|(c, side)| (c, units.iter().filter(|u| u.side() == side).count()))
    .filter(|(_, n)| *n > 0)
    .collect()
}

/// The town boxes of the diagram, in the map file's order: place from the file, size from the name and
/// the chips the state puts in the box.
pub fn map_nodes(data: &SeinanData, s: &State) -> Vec<MapNode> {
    let by_town = units_by_town(s);
    data.towns
        .iter()
        .map(|t| {
            let shown = chips(by_town.get(t.id.as_str()).map(Vec::as_slice).unwrap_or(&[])).len();
            let w = (t.id.chars().count() as f32 * 14.0 + 12.0)
                .max(18.0 * shown as f32 + 8.0)
                .max(44.0);
            let h = if shown == 0 { 22.0 } else { 38.0 };
            MapNode {
                x: t.x,
                y: t.y,
                size: Vec2::new(w, h),
            }
        })
        .collect()
}

fn map_diagram(ui: &mut Ui, data: &SeinanData, s: &State, lang: Lang) -> Option<String> {
    let mut picked = None;
    let index: BTreeMap<&str, usize> = data
        .towns
        .iter()
        .enumerate()
        .map(|(i, t)| (t.id.as_str(), i))
        .collect();
    let road = ui.visuals().weak_text_color();
    let links: Vec<MapLink> = data
        .links
        .iter()
        .filter_map(|l| {
            Some(MapLink {
                a: *index.get(l.a.as_str())?,
                b: *index.get(l.b.as_str())?,
                // Obstacle routes (rule 9.1) dashed red, roads plain.
                stroke: if l.obstacle {
                    Stroke::new(2.5, Color32::from_rgb(220, 40, 40))
                } else {
                    Stroke::new(1.5, road)
                },
                dashed: l.obstacle,
            })
        })
        .collect();
    let by_town = units_by_town(s);
    let text_colour = ui.visuals().strong_text_color();
    let fill = ui.visuals().window_fill;
    let battle = s.battle.as_ref().map(|b| b.at.as_str());
    let nodes = map_nodes(data, s);
    node_map::show(ui, &MAP_FIT, &nodes, &links, |ui, painter, i, r| {
        let t = &data.towns[i];
        let units = by_town.get(t.id.as_str()).cloned().unwrap_or_default();
        let shown = chips(&units);
        let border = if battle == Some(t.id.as_str()) {
            Stroke::new(3.0, Color32::from_rgb(230, 150, 0))
        } else {
            Stroke::new(1.2, road)
        };
        painter.rect_filled(r, 4.0, fill);
        painter.rect_stroke(r, 4.0, border, StrokeKind::Inside);
        painter.text(
            Pos2::new(r.center().x, r.top() + 11.0),
            Align2::CENTER_CENTER,
            &t.id,
            FontId::proportional(13.0),
            text_colour,
        );
        let mut x = r.center().x - 9.0 * (shown.len() as f32 - 1.0);
        for (col, n) in shown {
            let chip =
                Rect::from_center_size(Pos2::new(x, r.bottom() - 9.0), Vec2::new(16.0, 13.0));
            painter.rect_filled(chip, 2.0, col);
            painter.text(
                chip.center(),
                Align2::CENTER_CENTER,
                n.to_string(),
                FontId::proportional(11.0),
                Color32::WHITE,
            );
            x += 18.0;
        }
        // Tapping a box puts it into the open action form (e.g. a march destination).
        let resp = ui.interact(r, ui.scope_id().with(("town", &t.id)), Sense::click());
        resp.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::Button,
                true,
                format!("{} {}", l(lang, "map", "地图"), t.id),
            )
        });
        if resp.clicked() {
            picked = Some(t.id.clone());
        }
        resp.on_hover_ui(|ui| {
            ui.label(RichText::new(&t.id).strong());
            for u in &units {
                ui.label(RichText::new(unit_text(u)).color(colour(u)));
            }
        });
    });
    if data.map_placeholder {
        ui.label(
            RichText::new(l(
                lang,
                "★ placeholder roads: check them against your board and correct them under Tables",
                "★ 道路为占位数据：请对照实物地图核对，并在“数据表”中更正",
            ))
            .small()
            .color(Color32::from_rgb(200, 120, 0)),
        )
        .on_hover_text(&data.map_note);
    }
    // Units listed per box below the diagram, so names are never hidden behind a hover.
    egui::CollapsingHeader::new(l(lang, "Units by box", "各格单位"))
        .id_salt("seinan_units")
        .default_open(false)
        .show(ui, |ui| {
            for t in &data.towns {
                let Some(units) = by_town.get(t.id.as_str()) else {
                    continue;
                };
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}:", t.id)).strong());
                    for u in units {
                        let r = ui.add(
                            egui::Label::new(RichText::new(unit_text(u)).color(colour(u)))
                                .sense(Sense::click()),
                        );
                        if r.clicked() {
                            picked = Some(u.id.clone());
                        }
                    }
                });
            }
        });
    picked
}

fn pool_panel(ui: &mut Ui, s: &State, lang: Lang) {
    let pool = s.pool();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("{}: {}", l(lang, "Replacement pool", "补充区域"), pool.len())).strong())
            .on_hover_text(l(
                lang,
                "西乡军补充区域: replacement takes them in pairs, one placed and one removed (rule 7.0)",
                "西乡军补充区域：补充时两个一组，一个放回地图、一个移出游戏（规则 7.0）",
            ));
        for u in pool {
            ui.label(RichText::new(&u.id).color(colour(u)));
        }
    });
    let removed: Vec<&str> = s
        .units
        .iter()
        .filter(|u| u.place == Place::Removed)
        .map(|u| u.id.as_str())
        .collect();
    if !removed.is_empty() {
        ui.weak(format!(
            "{}: {}",
            l(lang, "removed", "已移除"),
            removed.join("、")
        ));
    }
    if s.breakout_used {
        ui.weak(match lang {
            Lang::En | Lang::Ja => format!("{KAGOSHIMA} breakout used (rule 6.4)"),
            Lang::Zh => format!("{KAGOSHIMA} 突围已使用（规则 6.4）"),
        });
    }
}

fn check(ui: &mut Ui, ok: bool, text: String) {
    let (mark, col) = if ok {
        ("✔", Color32::from_rgb(40, 150, 60))
    } else {
        ("–", ui.visuals().weak_text_color())
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(mark).color(col).strong());
        ui.label(text);
    });
}

fn victory_panel(ui: &mut Ui, data: &SeinanData, s: &State, lang: Lang) {
    ui.separator();
    ui.label(RichText::new(l(lang, "Victory (rule 8.0)", "胜利条件（规则 8.0）")).strong());
    // Rule 8.0: the boxes must be held (Saigo units there, no government unit).
    check(
        ui,
        s.holds(HAKATA, Side::Saigo),
        match lang {
            Lang::En | Lang::Ja => format!("西乡军 hold {HAKATA}"),
            Lang::Zh => format!("西乡军 占据 {HAKATA}"),
        },
    );
    check(
        ui,
        s.holds(KOKURA, Side::Saigo),
        match lang {
            Lang::En | Lang::Ja => format!("西乡军 hold {KOKURA}  (both → 西乡军 wins)"),
            Lang::Zh => format!("西乡军 占据 {KOKURA}（两地皆占 → 西乡军 胜）"),
        },
    );
    check(
        ui,
        s.holds(KUMAMOTO_CASTLE, Side::Saigo),
        match lang {
            Lang::En | Lang::Ja => format!("西乡军 hold {KUMAMOTO_CASTLE} → 西乡军 wins"),
            Lang::Zh => format!("西乡军 占据 {KUMAMOTO_CASTLE} → 西乡军 胜"),
        },
    );
    let removed = s
        .takamori()
        .map(|t| t.place == Place::Removed)
        .unwrap_or(false);
    check(
        ui,
        removed,
        l(
            lang,
            "西乡隆盛 removed → 明治政府军 wins",
            "西乡隆盛 被移除 → 明治政府军 胜",
        )
        .into(),
    );
    if let Some(limit) = s.options.turn_limit {
        check(
            ui,
            s.turn > limit,
            match lang {
                Lang::En | Lang::Ja => format!("turn limit {limit} (house rule) → 明治政府军 wins"),
                Lang::Zh => format!("回合上限 {limit}（自定规则）→ 明治政府军 胜"),
            },
        );
    }
    let open = s.line_open(data);
    ui.weak(format!(
        "{} {KAGOSHIMA}: {}",
        l(lang, "line to", "补给线至"),
        if open {
            l(lang, "open", "畅通")
        } else {
            l(lang, "cut", "切断")
        }
    ));
    if let Some(w) = &s.winner {
        ui.label(
            RichText::new(format!("★ {}", w.say().render(lang)))
                .size(20.0)
                .strong()
                .color(side_colour(w.side)),
        );
    }
    let mut opts = Vec::new();
    if s.options.command_rule {
        opts.push(l(lang, "command rule 10.1", "指挥规则 10.1"));
    }
    if s.options.stacking {
        opts.push(l(
            lang,
            "stacking limit 10 (5.0(6))",
            "堆叠上限 10（5.0(6)）",
        ));
    }
    if !opts.is_empty() {
        ui.weak(format!(
            "{}: {}",
            l(lang, "options", "选项"),
            opts.join(", ")
        ));
    }
}

/// The Seinan panel in the session screen's registry.
pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }
}
