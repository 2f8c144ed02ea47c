//! 关原大作战 panel: the deck (draw pile, discards, held-out cards, the card in play large with the text in
//! force), the subversion and morale tracks drawn as tracks with their markers, the entry tracks, the
//! commanders with command and morale, an attack under way, and the map as a hex-and-link diagram.

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::Loaded;
use crate::core::ruleset::AnyState;
use crate::core::{Game, Msg};
use crate::games::sekigahara::actions::{Attack, adjacency, next_roll_strengths};
use crate::games::sekigahara::data::{ColumnSide, Hexside, Kind, MARKERS, Terrain};
use crate::games::sekigahara::rules::{marker_value, morale};
use crate::games::sekigahara::state::CombatStage;
use crate::games::sekigahara::{Loc, SekigaharaData, SekigaharaRules, Side, State};
use crate::gui::Lang;
use crate::gui::node_map::{self, MapFit, MapNode};
use gunbai_rules::msg;
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

/// A message of the game's catalogue in the panel's language.
fn say(game: &dyn Game, m: Msg, lang: Lang) -> String {
    game.say(&m, lang)
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
                            say(game, msg!("sekigahara-panel-preemptive-strengths"), lang)
                        } else {
                            say(game, msg!("sekigahara-panel-hits-at-or-under"), lang)
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
                        ui.weak(game.say(&error_msg(&e), lang));
                    }
                }
            }
            "check" => {
                let Some(me) = s.card.as_ref().map(|c| c.side) else {
                    return;
                };
                let col = &data.subversion.columns[s.subversion];
                if crate::games::sekigahara::rules::subversion_on(data, s, me) {
                    ui.label(say(
                        game,
                        msg!("sekigahara-panel-subversion-on", t = col.value),
                        lang,
                    ));
                } else {
                    ui.weak(say(game, msg!("sekigahara-panel-subversion-off"), lang));
                }
                if let Some(hex) = params
                    .get("hex")
                    .and_then(|v| v.as_str())
                    .filter(|h| data.hex(h).is_some())
                {
                    // The target as the ruleset computes it (rule 12.2(1)); none is shown when the
                    // ruleset gives none.
                    let adj = adjacency(data, s, hex, me);
                    if let Some(t) = crate::games::sekigahara::procedures::intimidation_target(adj)
                    {
                        ui.label(say(
                            game,
                            msg!("sekigahara-panel-intimidation", hex = hex, t = t),
                            lang,
                        ));
                    }
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
        deck_panel(ui, game, s, lang);
        ui.separator();
        // The tracks keep their boxes in a row: sideways scrolling where the column is narrower
        // (中文 at 1024×768), never cut at its edge.
        egui::ScrollArea::horizontal()
            .id_salt("sekigahara_tracks")
            .show(ui, |ui| tracks_panel(ui, game, data, s, lang));
        ui.separator();
        let mut picked = combat_panel(ui, game, s, lang);
        picked = map_diagram(ui, game, data, s, lang).or(picked);
        ui.separator();
        commanders_panel(ui, game, data, s, lang).or(picked)
    }
}

fn deck_panel(ui: &mut Ui, game: &dyn Game, s: &State, lang: Lang) {
    let v = s.options.variant;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(say(game, msg!("sekigahara-panel-deck"), lang))
                .strong()
                .size(18.0),
        );
        ui.label(
            RichText::new(say(
                game,
                msg!("sekigahara-panel-in-pile", n = s.deck.draw_pile.len()),
                lang,
            ))
            .size(18.0),
        );
        ui.weak(format!("· {} ·", say(game, v.msg(), lang)));
    });
    let names = |v2: &[crate::games::sekigahara::Card]| {
        v2.iter().map(|c| c.name(v)).collect::<Vec<_>>().join("、")
    };
    ui.horizontal_wrapped(|ui| {
        ui.weak(say(game, msg!("sekigahara-panel-discards"), lang));
        ui.label(if s.deck.discard.is_empty() {
            "—".to_string()
        } else {
            names(&s.deck.discard)
        });
    });
    ui.horizontal_wrapped(|ui| {
        ui.weak(say(game, msg!("sekigahara-panel-held-out"), lang));
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
                    RichText::new(format!(
                        "{} · {}",
                        cp.card.name(v),
                        say(game, cp.side.msg(), lang)
                    ))
                    .size(28.0)
                    .strong()
                    .color(side_colour(cp.side)),
                );
                if cp.repeat {
                    ui.label(
                        RichText::new(say(
                            game,
                            msg!(
                                "sekigahara-panel-repeat",
                                fm = crate::games::sekigahara::Card::ForcedMarch.name(v)
                            ),
                            lang,
                        ))
                        .color(Color32::BLACK),
                    );
                }
                ui.label(
                    RichText::new(say(game, cp.card.say(v), lang))
                        .size(17.0)
                        .color(Color32::BLACK),
                );
                if cp.card.differs() {
                    ui.label(
                        RichText::new(say(game, msg!("sekigahara-panel-differs"), lang))
                            .small()
                            .color(Color32::DARK_GRAY),
                    );
                }
            });
    } else if let Some(last) = s.deck.previous {
        ui.weak(say(
            game,
            msg!("sekigahara-panel-last-card", card = last.name(v)),
            lang,
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

fn tracks_panel(ui: &mut Ui, game: &dyn Game, data: &SekigaharaData, s: &State, lang: Lang) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(say(game, msg!("sekigahara-panel-tracks"), lang)).strong());
        ui.label(say(
            game,
            msg!("sekigahara-show-kyo", side = s.kyo.msg()),
            lang,
        ));
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
        &say(game, msg!("sekigahara-panel-subversion-track"), lang),
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
                &say(
                    game,
                    msg!("sekigahara-panel-entry", leader = e.leader.as_str()),
                    lang,
                ),
                &cells,
                a,
            ),
            None => {
                ui.weak(say(
                    game,
                    msg!(
                        "sekigahara-panel-entered",
                        leader = e.leader.as_str(),
                        hex = e.hex.as_str()
                    ),
                    lang,
                ));
            }
        }
    }
}

fn combat_panel(ui: &mut Ui, game: &dyn Game, s: &State, lang: Lang) -> Option<String> {
    let cb = s.combat.as_ref()?;
    let title = if cb.siege {
        say(
            game,
            msg!("sekigahara-panel-siege", hex = cb.target.as_str()),
            lang,
        )
    } else {
        format!("{} → {} (7.1)", cb.from, cb.target)
    };
    ui.label(RichText::new(title).size(20.0).strong());
    let stage = match &cb.stage {
        CombatStage::PreemptiveHits { hits } => msg!("sekigahara-panel-pre-hits", n = *hits),
        CombatStage::MainRoll => msg!("sekigahara-panel-roll-next"),
        CombatStage::Hits { hits } => msg!("sekigahara-panel-hits", n = *hits),
        CombatStage::Advance => msg!("sekigahara-panel-advance"),
    };
    ui.label(say(game, stage, lang));
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

fn commanders_panel(
    ui: &mut Ui,
    game: &dyn Game,
    data: &SekigaharaData,
    s: &State,
    lang: Lang,
) -> Option<String> {
    let mut picked = None;
    ui.label(RichText::new(say(game, msg!("sekigahara-panel-commanders"), lang)).strong());
    ui.columns(2, |cols| {
        for (i, side) in [Side::East, Side::West].into_iter().enumerate() {
            let ui = &mut cols[i];
            ui.label(
                RichText::new(say(game, side.msg(), lang))
                    .strong()
                    .color(side_colour(side)),
            );
            for c in s
                .counters
                .iter()
                .filter(|c| c.side == side && c.kind == Kind::Commander && c.at != Loc::Removed)
            {
                let cmd = data.counter(&c.id).map(|x| x.command).unwrap_or(0);
                let at = match &c.at {
                    Loc::Hex(h) => h.clone(),
                    Loc::Entry { .. } => say(game, msg!("sekigahara-entry-track"), lang),
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

fn map_diagram(
    ui: &mut Ui,
    game: &dyn Game,
    data: &SekigaharaData,
    s: &State,
    lang: Lang,
) -> Option<String> {
    let width = ui.available_width().clamp(240.0, MAP_FIT.max_width);
    let (boxes, height) = node_map::layout(&map_nodes(data), width, &MAP_FIT);
    let (rect, resp) = ui.allocate_exact_size(Vec2::new(width, height), Sense::click());
    resp.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            say(game, msg!("sekigahara-panel-map"), lang),
        )
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

/// What a refusal says, as a message (the form shows it in the panel's language).
fn error_msg(e: &crate::core::RuleError) -> Msg {
    use crate::core::RuleError;
    match e {
        RuleError::Forbidden { rule, reason } => Msg::join(
            [reason.clone(), Msg::rule(rule.clone())],
            crate::core::Sep::Space,
        ),
        RuleError::Input { message, .. } => message.clone(),
        other => Msg::plain(other.to_string()),
    }
}
