//! 关原大作战 panel: the deck (draw pile, discards, held-out cards, the card in play large with the text in
//! force), the subversion and morale tracks drawn as tracks with their markers, the entry tracks, the
//! commanders with command and morale, an attack under way, and the map as a hex-and-link diagram.

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::Game;
use crate::core::Loaded;
use crate::core::ruleset::AnyState;
use crate::games::sekigahara::actions::{Attack, adjacency, next_roll_strengths};
use crate::games::sekigahara::data::{ColumnSide, Hexside, Kind, MARKERS, Terrain};
use crate::games::sekigahara::rules::{marker_value, morale};
use crate::games::sekigahara::state::CombatStage;
use crate::games::sekigahara::{Loc, SekigaharaData, SekigaharaRules, Side, State};
use crate::gui::Lang;
use crate::gui::node_map::{self, MapFit, MapNode};
use std::collections::BTreeMap;

/// Counter colours: 东军 dark blue, 西军 dark red.
pub const EAST: Color32 = Color32::from_rgb(30, 60, 150);
pub const WEST: Color32 = Color32::from_rgb(170, 30, 30);

fn side_colour(s: Side) -> Color32 {
    match s {
        Side::East => EAST,
        Side::West => WEST,
    }
}

fn l(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => en,
        Lang::Zh => zh,
    }
}

fn typed<'a>(game: &'a dyn Game, state: &'a AnyState) -> Option<(&'a SekigaharaData, &'a State)> {
    let l = game.as_any().downcast_ref::<Loaded<SekigaharaRules>>()?;
    Some((&l.data, state.downcast_ref::<State>()?))
}

pub struct Panel;

impl super::GamePanel for Panel {
    /// Above the attack and check forms: what the dice will need, from the state and the inputs so far.
    fn action_panel(
        &self,
        ui: &mut Ui,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        form: &mut crate::gui::form::FormState,
        lang: Lang,
    ) {
        let Some((data, s)) = typed(game, state) else {
            return;
        };
        let params = form.params();
        match action {
            "attack" | "siege-roll" => {
                let spec = game.action(action).ok();
                let checked = spec.and_then(|sp| params.checked(&sp.keys).ok());
                let p = if action == "attack" {
                    match checked.and_then(|c| crate::core::typed::parse::<Attack>(&c).ok()) {
                        Some(p) => Some(p),
                        None => return,
                    }
                } else {
                    None
                };
                match next_roll_strengths(data, s, p.as_ref()) {
                    Ok((pre, v)) => {
                        let who = if pre {
                            l(
                                lang,
                                "Pre-emptive strike first (rule 7.2(1)); defenders' strengths:",
                                "先制攻击（规则 7.2(1)）；守方攻击力：",
                            )
                        } else {
                            l(
                                lang,
                                "One die per counter; hits on a roll at or under:",
                                "每个军势一颗骰子；掷出不大于以下数值即命中：",
                            )
                        };
                        ui.label(RichText::new(who).strong());
                        let list: Vec<String> = v
                            .iter()
                            .map(|x| {
                                if *x <= 0 {
                                    "—".to_string()
                                } else {
                                    x.to_string()
                                }
                            })
                            .collect();
                        ui.label(RichText::new(list.join("  ")).size(22.0));
                    }
                    Err(e) => {
                        ui.weak(e.to_string());
                    }
                }
            }
            "check" => {
                let Some(me) = s.card.as_ref().map(|c| c.side) else {
                    return;
                };
                let col = &data.subversion.columns[s.subversion];
                if crate::games::sekigahara::rules::subversion_on(data, s, me) {
                    ui.label(format!(
                        "{} ≤ {} (rule 12.1)",
                        l(lang, "Subversion succeeds on", "调略判定成功："),
                        col.value
                    ));
                } else {
                    ui.weak(l(
                        lang,
                        "Subversion: not now, the marker is not on your side (rule 12.1)",
                        "调略判定：标记不在己方侧，现在不可（规则 12.1）",
                    ));
                }
                if let Some(hex) = params
                    .get("hex")
                    .and_then(|v| v.as_str())
                    .filter(|h| data.hex(h).is_some())
                {
                    let adj = adjacency(data, s, hex, me);
                    let t =
                        crate::games::sekigahara::procedures::intimidation_target(adj).unwrap_or(2);
                    ui.label(format!(
                        "{} {hex}: ≤ {t} (rule 12.2(1))",
                        l(lang, "Intimidation of", "恫吓判定")
                    ));
                }
            }
            _ => {}
        }
    }

    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        let (data, s) = typed(game, state)?;
        if let Some(w) = &s.winner {
            // The winner line as the ruleset says it (issue 20: no sentence rebuilt here).
            ui.label(RichText::new(game.say(&w.msg(), lang)).size(22.0).strong());
        }
        deck_panel(ui, s, lang);
        ui.separator();
        // The tracks keep their boxes in a row: sideways scrolling where the column is narrower
        // (中文 at 1024×768), never cut at its edge.
        egui::ScrollArea::horizontal()
            .id_salt("sekigahara_tracks")
            .show(ui, |ui| tracks_panel(ui, data, s, lang));
        ui.separator();
        let mut picked = combat_panel(ui, s, lang);
        picked = map_diagram(ui, data, s, lang).or(picked);
        ui.separator();
        commanders_panel(ui, data, s, lang).or(picked)
    }
}

fn deck_panel(ui: &mut Ui, s: &State, lang: Lang) {
    let v = s.options.variant;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(l(lang, "Action deck", "行动牌库"))
                .strong()
                .size(18.0),
        );
        ui.label(
            RichText::new(format!(
                "{} {}",
                s.deck.draw_pile.len(),
                l(lang, "in the draw pile", "张在牌库")
            ))
            .size(18.0),
        );
        ui.weak(format!("· {} ·", v.label().get(lang)));
    });
    let names = |v2: &[crate::games::sekigahara::Card]| {
        v2.iter().map(|c| c.name(v)).collect::<Vec<_>>().join("、")
    };
    ui.horizontal_wrapped(|ui| {
        ui.weak(l(lang, "Discards:", "弃牌："));
        ui.label(if s.deck.discard.is_empty() {
            "—".to_string()
        } else {
            names(&s.deck.discard)
        });
    });
    ui.horizontal_wrapped(|ui| {
        ui.weak(l(lang, "Held out (rule 4.2):", "未加入（规则 4.2）："));
        ui.label(if s.deck.held_out.is_empty() {
            "—".to_string()
        } else {
            names(&s.deck.held_out)
        });
    });
    if let Some(cp) = &s.card {
        egui::Frame::group(ui.style())
            .fill(Color32::from_rgb(250, 246, 232))
            .show(ui, |ui| {
                ui.set_min_width(ui.available_width().min(360.0));
                ui.label(
                    RichText::new(format!("{} · {}", cp.card.name(v), cp.side.name()))
                        .size(28.0)
                        .strong()
                        .color(side_colour(cp.side)),
                );
                if cp.repeat {
                    ui.label(
                        RichText::new(l(
                            lang,
                            "强行军: counts as drawn again",
                            "强行军：视为再次抽到",
                        ))
                        .color(Color32::BLACK),
                    );
                }
                ui.label(
                    RichText::new(cp.card.text(v).get(lang))
                        .size(17.0)
                        .color(Color32::BLACK),
                );
                if cp.card.differs() {
                    ui.label(
                        RichText::new(l(
                            lang,
                            "★ the Japanese and Chinese texts differ on this card",
                            "★ 此卡日文与中文文字不同",
                        ))
                        .small()
                        .color(Color32::DARK_GRAY),
                    );
                }
            });
    } else if let Some(last) = s.deck.previous {
        ui.weak(format!(
            "{} {}",
            l(lang, "Last card:", "上一张："),
            last.name(v)
        ));
    }
}

/// A track as a row of boxes, East end on the left; the marker's box filled.
fn track_row(ui: &mut Ui, label: &str, cells: &[(String, Color32)], at: usize) {
    ui.horizontal(|ui| {
        ui.add_sized(
            [90.0, 22.0],
            egui::Label::new(RichText::new(label).strong()),
        );
        // The boxes share the width left beside the name (26 px each at most): at 1024×768 the
        // eleven boxes of the subversion track ran past the panel's edge (its 胜 box cut off), and
        // the too-wide row widened the map below beyond the panel too.
        let w = (ui.available_width() / cells.len().max(1) as f32).clamp(16.0, 26.0);
        let (rect, resp) =
            ui.allocate_exact_size(Vec2::new(w * cells.len() as f32, 24.0), Sense::hover());
        let marker = cells.get(at).map(|c| c.0.clone()).unwrap_or_default();
        resp.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Meter, true, format!("{label}: {marker}"))
        });
        let p = ui.painter();
        for (i, (t, fill)) in cells.iter().enumerate() {
            let r = Rect::from_min_size(
                Pos2::new(rect.left() + w * i as f32, rect.top()),
                Vec2::new(w - 2.0, 22.0),
            );
            p.rect(
                r,
                2.0,
                *fill,
                Stroke::new(1.0, Color32::GRAY),
                StrokeKind::Inside,
            );
            p.text(
                r.center(),
                Align2::CENTER_CENTER,
                t,
                FontId::proportional(13.0),
                Color32::BLACK,
            );
            if i == at {
                p.circle_filled(
                    r.center_bottom() - Vec2::new(0.0, 3.0),
                    4.0,
                    Color32::from_rgb(230, 170, 0),
                );
                p.rect_stroke(
                    r,
                    2.0,
                    Stroke::new(3.0, Color32::from_rgb(230, 170, 0)),
                    StrokeKind::Outside,
                );
            }
        }
    });
}

fn tracks_panel(ui: &mut Ui, data: &SekigaharaData, s: &State, lang: Lang) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(l(lang, "Tracks (East ← → West)", "轨道（东 ← → 西）")).strong());
        ui.label(format!("京: {}", s.kyo.name()));
    });
    let cells: Vec<(String, Color32)> = data
        .subversion
        .columns
        .iter()
        .map(|c| match c.side {
            ColumnSide::EastVictory => ("胜".to_string(), Color32::from_rgb(160, 180, 240)),
            ColumnSide::WestVictory => ("胜".to_string(), Color32::from_rgb(240, 160, 160)),
            ColumnSide::East => (c.value.to_string(), Color32::from_rgb(215, 225, 250)),
            ColumnSide::West => (c.value.to_string(), Color32::from_rgb(250, 215, 215)),
            ColumnSide::Neutral => ("·".to_string(), Color32::from_rgb(235, 235, 235)),
        })
        .collect();
    track_row(
        ui,
        l(lang, "调略 subversion", "调略轨道"),
        &cells,
        s.subversion,
    );
    for m in MARKERS {
        let Some(t) = data.track(m) else { continue };
        let cells: Vec<(String, Color32)> = t
            .values
            .iter()
            .enumerate()
            .map(|(i, v)| {
                (
                    v.to_string(),
                    if i == t.start {
                        Color32::from_rgb(230, 240, 220)
                    } else {
                        Color32::from_rgb(245, 245, 240)
                    },
                )
            })
            .collect();
        let at = s.morale.get(m).copied().unwrap_or(t.start);
        track_row(ui, m, &cells, at);
        let _ = marker_value(data, s, m);
    }
    for e in &data.entry {
        let at = s.counters.iter().find_map(|c| match &c.at {
            Loc::Entry { leader, column } if *leader == e.leader => Some(*column as usize),
            _ => None,
        });
        let cells: Vec<(String, Color32)> = (0..e.columns)
            .map(|i| {
                let t = if i == 0 {
                    "S".into()
                } else if i + 1 == e.columns {
                    "登".into()
                } else {
                    (i + 1).to_string()
                };
                (t, Color32::from_rgb(240, 240, 250))
            })
            .collect();
        match at {
            Some(a) => track_row(
                ui,
                &format!("{} {}", e.leader, l(lang, "entry", "登场")),
                &cells,
                a,
            ),
            None => {
                ui.weak(format!(
                    "{} {}: {} {}",
                    e.leader,
                    l(lang, "entry", "登场"),
                    l(lang, "on the map at", "已登场于"),
                    e.hex
                ));
            }
        }
    }
}

fn combat_panel(ui: &mut Ui, s: &State, lang: Lang) -> Option<String> {
    let cb = s.combat.as_ref()?;
    let title = if cb.siege {
        format!("{} {} (7.2)", cb.target, l(lang, "siege", "攻城战"))
    } else {
        format!("{} → {} (7.1)", cb.from, cb.target)
    };
    ui.label(RichText::new(title).size(20.0).strong());
    let stage = match &cb.stage {
        CombatStage::PreemptiveHits { hits } => format!(
            "{hits} {}",
            l(
                lang,
                "pre-emptive hit(s): the attacker assigns",
                "次先制攻击损害：攻方分配"
            )
        ),
        CombatStage::MainRoll => l(lang, "the attackers roll next", "接下来攻方掷骰").to_string(),
        CombatStage::Hits { hits } => format!(
            "{hits} {}",
            l(lang, "hit(s): the defender assigns", "次损害：守方分配")
        ),
        CombatStage::Advance => {
            l(lang, "the hex is empty: advance?", "目标格已空：是否前进？").to_string()
        }
    };
    ui.label(stage);
    let mut picked = None;
    ui.horizontal_wrapped(|ui| {
        for id in cb.attackers.iter().chain(
            s.in_hex(&cb.target)
                .map(|c| &c.id)
                .filter(|x| !cb.attackers.contains(x)),
        ) {
            if let Some(c) = s.counter(id) {
                let t = format!("{}{}", c.id, if c.flipped { " ▼" } else { "" });
                if ui
                    .add(
                        egui::Label::new(RichText::new(t).color(side_colour(c.side)))
                            .sense(Sense::click()),
                    )
                    .clicked()
                {
                    picked = Some(c.id.clone());
                }
            }
        }
    });
    ui.separator();
    picked
}

fn commanders_panel(ui: &mut Ui, data: &SekigaharaData, s: &State, lang: Lang) -> Option<String> {
    let mut picked = None;
    ui.label(
        RichText::new(l(
            lang,
            "Commanders (command · morale)",
            "指挥官（统率力 · 战意）",
        ))
        .strong(),
    );
    ui.columns(2, |cols| {
        for (i, side) in [Side::East, Side::West].into_iter().enumerate() {
            let ui = &mut cols[i];
            ui.label(RichText::new(side.name()).strong().color(side_colour(side)));
            for c in s
                .counters
                .iter()
                .filter(|c| c.side == side && c.kind == Kind::Commander && c.at != Loc::Removed)
            {
                let cmd = data.counter(&c.id).map(|x| x.command).unwrap_or(0);
                let at = match &c.at {
                    Loc::Hex(h) => h.clone(),
                    Loc::Entry { .. } => l(lang, "entry track", "登场轨道").into(),
                    Loc::Removed => String::new(),
                };
                let t = format!(
                    "{} {cmd}·{}{}",
                    c.id,
                    morale(data, s, &c.id),
                    if c.flipped { " ▼" } else { "" }
                );
                // Name and numbers on one line, the place on the next: a narrow column never breaks
                // a name (宇喜多/秀家) or a place, and `columns` would stretch a wrapped line letter by
                // letter.
                let r = ui
                    .with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                        let a = ui.add(
                            egui::Label::new(RichText::new(t).color(side_colour(side)))
                                .wrap_mode(egui::TextWrapMode::Extend)
                                .sense(Sense::click()),
                        );
                        let b = ui.add(
                            egui::Label::new(RichText::new(format!("@{at}")).small().weak())
                                .wrap_mode(egui::TextWrapMode::Extend)
                                .sense(Sense::click()),
                        );
                        a.clicked() || b.clicked()
                    })
                    .inner;
                if r {
                    picked = Some(c.id.clone());
                }
            }
        }
    });
    picked
}

/// How the map diagram fits the left column: every hex (its circle and its name above) kept apart, so a
/// 1024 px window never draws one name over another; the diagram grows taller instead.
pub const MAP_FIT: MapFit = MapFit {
    max_width: 900.0,
    height_ratio: (0.75, 2.6),
    margin: Vec2::new(30.0, 24.0),
    keep_apart: true,
};

/// Radius of a hex's circle on the diagram.
const HEX_R: f32 = 13.0;

/// The hexes as boxes of the shared node map, in the map file's order: a name (12 px a character) over
/// a circle.
pub fn map_nodes(data: &SekigaharaData) -> Vec<MapNode> {
    data.hexes
        .iter()
        .map(|h| MapNode {
            x: h.x,
            y: h.y,
            size: Vec2::new(
                (h.id.chars().count() as f32 * 12.0 + 6.0).max(2.0 * HEX_R + 4.0),
                2.0 * HEX_R + 16.0,
            ),
        })
        .collect()
}

fn map_diagram(ui: &mut Ui, data: &SekigaharaData, s: &State, lang: Lang) -> Option<String> {
    let width = ui.available_width().clamp(240.0, MAP_FIT.max_width);
    let (boxes, height) = node_map::layout(&map_nodes(data), width, &MAP_FIT);
    let (rect, resp) = ui.allocate_exact_size(Vec2::new(width, height), Sense::click());
    resp.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Image, true, l(lang, "⊙ map", "⊙ 地图"))
    });
    // Each hex's circle centre on screen (the box's lower part; its name sits above).
    let centres: BTreeMap<&str, Pos2> = data
        .hexes
        .iter()
        .zip(&boxes)
        .map(|(h, b)| {
            let b = b.translate(rect.min.to_vec2());
            (
                h.id.as_str(),
                Pos2::new(b.center().x, b.bottom() - HEX_R - 1.0),
            )
        })
        .collect();
    let pos = |id: &str| centres.get(id).copied().unwrap_or(rect.center());
    let p = ui.painter_at(rect);
    for side in &data.sides {
        let (Some(a), Some(b)) = (data.hex(&side.a), data.hex(&side.b)) else {
            continue;
        };
        let (a, b) = (&a.id, &b.id);
        let stroke = match side.kind {
            Hexside::Road => Stroke::new(3.0, Color32::from_rgb(140, 100, 50)),
            Hexside::RiverRoad => Stroke::new(3.0, Color32::from_rgb(60, 120, 200)),
            Hexside::River => Stroke::new(2.0, Color32::from_rgb(60, 140, 230)),
            Hexside::Sea => Stroke::new(1.0, Color32::from_rgb(120, 170, 220)),
            Hexside::Open => Stroke::new(1.0, Color32::GRAY),
        };
        p.line_segment([pos(a), pos(b)], stroke);
    }
    let mut picked = None;
    for h in &data.hexes {
        let c = pos(&h.id);
        let fill = match h.terrain {
            Terrain::Plain => Color32::from_rgb(235, 230, 200),
            Terrain::Hill => Color32::from_rgb(200, 215, 160),
            Terrain::Mountain => Color32::from_rgb(150, 130, 110),
            Terrain::Sea => Color32::from_rgb(170, 200, 235),
        };
        let owner = if h.kyo {
            Some(s.kyo)
        } else {
            s.castles.get(&h.id).map(|c| c.owner)
        };
        let border = owner.map(side_colour).unwrap_or(Color32::DARK_GRAY);
        let works = s.castle_works(&h.id);
        p.circle(
            c,
            HEX_R,
            fill,
            Stroke::new(
                if h.castle {
                    if works { 3.5 } else { 1.5 }
                } else {
                    1.0
                },
                border,
            ),
        );
        p.text(
            c + Vec2::new(0.0, -HEX_R - 8.0),
            Align2::CENTER_CENTER,
            &h.id,
            FontId::proportional(12.0),
            Color32::BLACK,
        );
        let here: Vec<_> = s.in_hex(&h.id).collect();
        if let Some(first) = here.first() {
            p.text(
                c,
                Align2::CENTER_CENTER,
                here.len().to_string(),
                FontId::proportional(13.0),
                side_colour(first.side),
            );
        }
        if resp.clicked()
            && let Some(at) = resp.interact_pointer_pos()
            && at.distance(c) < HEX_R + 1.0
        {
            picked = Some(h.id.clone());
        }
    }
    let hovered = resp.hover_pos().and_then(|at| {
        data.hexes
            .iter()
            .find(|h| at.distance(pos(&h.id)) < HEX_R + 1.0)
    });
    if let Some(h) = hovered {
        let list: Vec<String> = s
            .in_hex(&h.id)
            .map(|c| format!("{}{}", c.id, if c.flipped { "▼" } else { "" }))
            .collect();
        resp.on_hover_text(format!("{} ({}) {}", h.id, h.province, list.join("、")));
    }
    picked
}
