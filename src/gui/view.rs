//! Draws a ruleset's [`View`] (issue 20): the board as the game describes it — tracks, places with their
//! pieces, formulas with every number they used, tables and map diagrams — in the player's language.
//! Game panels call [`show`] (or one of the row drawers) instead of reading a game's state, so no panel
//! restates a rule.

use egui::{Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::view::{Link, LinkStyle, Place, Row, Section, View};
use crate::core::{Game, Msg};
use crate::gui::Lang;
use crate::gui::node_map::{self, MapFit, MapLink, MapNode};
use gunbai_rules::msg;

/// `#rrggbb` as a colour; `None` for anything else.
pub fn colour(hex: &str) -> Option<Color32> {
    let h = hex.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some(Color32::from_rgb((v >> 16) as u8, (v >> 8) as u8, v as u8))
}

/// The whole view, section by section, then its legend. Returns the value of a place the player tapped.
pub fn show(ui: &mut Ui, view: &View, game: &dyn Game, lang: Lang) -> Option<String> {
    let picked = sections(ui, &view.sections, game, lang);
    legend(ui, view, game, lang);
    picked
}

/// Some sections of a view (a panel that draws part of the view its own way draws the rest with this).
/// One cached view: the state it was built from (held, so its address is not reused while cached),
/// the game (by address), the language, and the view with its words said.
#[derive(Clone)]
struct SaidView {
    state: crate::core::ruleset::AnyState,
    game: usize,
    lang: Lang,
    view: std::sync::Arc<View>,
}

/// The game's view of `state` with every word said in `lang`, built once per state, game and language
/// and kept for the frames that follow (issue 23: a panel drawn every frame said each of its messages
/// again, a fifth of the frame). A new state (an action, an undo), another game's tables or another
/// language builds it again.
pub fn said_view(
    ui: &Ui,
    game: &dyn Game,
    state: &crate::core::ruleset::AnyState,
    lang: Lang,
) -> std::sync::Arc<View> {
    let id = egui::Id::unique("gunbai-said-view");
    let game_addr = game as *const dyn Game as *const () as usize;
    let hit = ui.ctx().data(|d| d.get_temp::<SaidView>(id)).filter(|c| {
        std::sync::Arc::ptr_eq(&c.state, state) && c.game == game_addr && c.lang == lang
    });
    if let Some(c) = hit {
        return c.view;
    }
    let view = std::sync::Arc::new(game.view(state).said(|m| game.say(m, lang)));
    ui.ctx().data_mut(|d| {
        d.insert_temp(
            id,
            SaidView {
                state: state.clone(),
                game: game_addr,
                lang,
                view: view.clone(),
            },
        )
    });
    view
}

pub fn sections(ui: &mut Ui, sections: &[Section], game: &dyn Game, lang: Lang) -> Option<String> {
    let mut picked = None;
    for (i, s) in sections.iter().enumerate() {
        // Each section its own id scope: two sections may hold tables or maps alike.
        if let Some(p) = ui
            .push_id(("view-section", i), |ui| section(ui, s, game, lang))
            .inner
        {
            picked = Some(p);
        }
    }
    picked
}

/// One section: its heading (with the rule it follows on hover) and its rows.
pub fn section(ui: &mut Ui, s: &Section, game: &dyn Game, lang: Lang) -> Option<String> {
    let say = |m: &Msg| game.say(m, lang);
    let head = ui.label(RichText::new(say(&s.title)).strong().size(16.0));
    if let Some(r) = &s.rule {
        head.on_hover_text(say(&Msg::rule(r.clone())));
    }
    let mut picked = None;
    for r in &s.rows {
        if let Some(p) = row(ui, r, game, lang) {
            picked = Some(p);
        }
    }
    ui.add_space(6.0);
    picked
}

/// One row of a section.
pub fn row(ui: &mut Ui, r: &Row, game: &dyn Game, lang: Lang) -> Option<String> {
    let say = |m: &Msg| game.say(m, lang);
    match r {
        Row::Line(m) => {
            ui.label(say(m));
        }
        Row::Track { label, value, max } => {
            ui.horizontal_wrapped(|ui| {
                ui.label(say(label));
                let v = match max {
                    Some(max) => format!("{value} / {max}"),
                    None => value.to_string(),
                };
                ui.label(RichText::new(v).strong().size(18.0));
            });
        }
        Row::Value { label, value } => {
            ui.horizontal_wrapped(|ui| {
                ui.label(say(label));
                ui.label(RichText::new(say(value)).strong());
            });
        }
        Row::Place(p) => return place(ui, p, game, lang),
        Row::Formula {
            label,
            terms,
            total,
            rule,
        } => {
            let resp = ui.label(formula_text(label, terms, *total, game, lang));
            if let Some(r) = rule {
                resp.on_hover_text(say(&Msg::rule(r.clone())));
            }
        }
        Row::Table { header, rows } => {
            egui::Grid::new(ui.next_auto_id())
                .striped(true)
                .show(ui, |ui| {
                    for h in header {
                        ui.label(RichText::new(say(h)).strong());
                    }
                    ui.end_row();
                    for r in rows {
                        for c in r {
                            ui.label(say(c));
                        }
                        ui.end_row();
                    }
                });
        }
        Row::Map { places, links } => return map(ui, places, links, game, lang),
    }
    None
}

/// A formula as one line, every number it used: `war strength: troops 3 + castle 1 − 1 = 3` (the
/// label's colon as the language writes it).
pub fn formula_text(
    label: &Msg,
    terms: &[(Msg, i64)],
    total: i64,
    game: &dyn Game,
    lang: Lang,
) -> String {
    let parts: String = terms
        .iter()
        .enumerate()
        .map(|(i, (m, n))| {
            let sign = if i == 0 {
                if *n < 0 { "−" } else { "" }
            } else if *n < 0 {
                " − "
            } else {
                " + "
            };
            format!("{sign}{} {}", game.say(m, lang), n.abs())
        })
        .collect();
    msg!(
        "frame-pair",
        label = game.say(label, lang),
        value = format!("{parts} = {total}")
    )
    .render(lang)
}

/// A place as a framed box: name, holder, markers, then its pieces. A tap returns its `pick`.
pub fn place(ui: &mut Ui, p: &Place, game: &dyn Game, lang: Lang) -> Option<String> {
    let say = |m: &Msg| game.say(m, lang);
    let stroke = p
        .colour
        .as_deref()
        .and_then(colour)
        .unwrap_or(ui.visuals().widgets.noninteractive.bg_stroke.color);
    let inner = egui::Frame::group(ui.style())
        .stroke(Stroke::new(1.5, stroke))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(&p.name).strong());
                if let Some(o) = &p.owner {
                    ui.label(RichText::new(say(o)).color(stroke));
                }
                for m in &p.markers {
                    ui.label(RichText::new(say(m)).italics());
                }
            });
            for pc in &p.pieces {
                ui.horizontal_wrapped(|ui| {
                    let c = pc.colour.as_deref().and_then(colour);
                    let mut name = RichText::new(&pc.name);
                    if let Some(c) = c {
                        name = name.color(c);
                    }
                    ui.label(name);
                    if let Some((now, full)) = pc.steps {
                        ui.label(format!("{now}/{full}"));
                    }
                    if let Some(s) = &pc.side {
                        ui.label(RichText::new(say(s)).weak());
                    }
                    for m in &pc.marks {
                        ui.label(say(m));
                    }
                });
            }
        });
    let resp = inner.response.interact(Sense::click());
    (resp.clicked() && p.pick.is_some())
        .then(|| p.pick.clone())
        .flatten()
}

/// A map diagram: each place a box at its map position, links between them.
pub fn map(
    ui: &mut Ui,
    places: &[Place],
    links: &[Link],
    game: &dyn Game,
    lang: Lang,
) -> Option<String> {
    let fit = MapFit {
        max_width: 900.0,
        height_ratio: (0.6, 1.4),
        margin: Vec2::new(44.0, 26.0),
        keep_apart: true,
    };
    let font = FontId::proportional(13.0);
    let nodes: Vec<MapNode> = places
        .iter()
        .map(|p| {
            let (x, y) = p.at.unwrap_or((50.0, 50.0));
            let lines = 1 + usize::from(!p.pieces.is_empty());
            let w = (p.name.chars().count().max(2) as f32) * 14.0 + 16.0;
            MapNode {
                x,
                y,
                size: Vec2::new(w.max(48.0), 18.0 * lines as f32 + 8.0),
            }
        })
        .collect();
    let line = ui.visuals().widgets.noninteractive.fg_stroke.color;
    let map_links: Vec<MapLink> = links
        .iter()
        .map(|l| MapLink {
            a: l.a,
            b: l.b,
            stroke: Stroke::new(
                if l.style == LinkStyle::Thick {
                    3.5
                } else {
                    1.2
                },
                line,
            ),
            dashed: l.style == LinkStyle::Dashed,
        })
        .collect();
    let mut picked = None;
    node_map::show(ui, &fit, &nodes, &map_links, |ui, painter, i, rect| {
        let p = &places[i];
        let c = p.colour.as_deref().and_then(colour);
        let fill = c
            .map(|c| c.linear_multiply(0.25))
            .unwrap_or(ui.visuals().faint_bg_color);
        painter.rect_filled(rect, 4.0, fill);
        painter.rect_stroke(
            rect,
            4.0,
            Stroke::new(1.5, c.unwrap_or(line)),
            StrokeKind::Inside,
        );
        painter.text(
            rect.center_top() + Vec2::new(0.0, 4.0),
            Align2::CENTER_TOP,
            &p.name,
            font.clone(),
            ui.visuals().strong_text_color(),
        );
        if !p.pieces.is_empty() {
            let names: Vec<&str> = p.pieces.iter().map(|pc| pc.name.as_str()).collect();
            painter.text(
                rect.center_bottom() - Vec2::new(0.0, 4.0),
                Align2::CENTER_BOTTOM,
                names.join(" "),
                FontId::proportional(11.0),
                ui.visuals().text_color(),
            );
        }
        let mut hover: Vec<String> = Vec::new();
        if let Some(o) = &p.owner {
            hover.push(game.say(o, lang));
        }
        hover.extend(p.markers.iter().map(|m| game.say(m, lang)));
        for pc in &p.pieces {
            hover.push(pc.name.clone());
        }
        let resp = ui.interact(rect, ui.scope_id().with(("view-map", i)), Sense::click());
        let resp = if hover.is_empty() {
            resp
        } else {
            resp.on_hover_text(hover.join("\n"))
        };
        if resp.clicked() {
            picked = p.pick.clone();
        }
    });
    picked
}

/// What the view's symbols mean.
pub fn legend(ui: &mut Ui, view: &View, game: &dyn Game, lang: Lang) {
    if view.legend.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (sym, m) in &view.legend {
            ui.label(RichText::new(sym).strong());
            ui.label(game.say(m, lang));
            ui.add_space(8.0);
        }
    });
}
