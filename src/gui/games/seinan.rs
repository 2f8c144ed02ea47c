//! 西南战争 1877 panel: draws the board the ruleset describes (`Game::view`, issue 20) — turn, march
//! points and actions per unit, the battle in progress with one die per rolling unit, the map as a
//! node-and-link diagram (towns as boxes with a chip per side, obstacle routes dashed red, the battle's
//! box outlined), the replacement pool and the victory conditions. Every word and every number comes
//! from the view; the panel neither reads the game's state nor restates a rule.

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::Game;
use crate::core::ruleset::AnyState;
use crate::core::view::{Link, LinkStyle, Piece, Place, Row, Section, View};
use crate::gui::Lang;
use crate::gui::node_map::{self, MapFit, MapLink, MapNode};
use crate::gui::view as draw;
use gunbai_rules::msg;

/// How the town diagram fits the left column (Kyushu is taller than wide).
pub const MAP_FIT: MapFit = MapFit {
    max_width: 900.0,
    height_ratio: (0.8, 1.5),
    margin: Vec2::new(40.0, 24.0),
    keep_apart: true,
};

/// The obstacle routes' colour on the map (the legend says "red dashed line").
const OBSTACLE: Color32 = Color32::from_rgb(220, 40, 40);

fn colour_of(hex: Option<&str>) -> Option<Color32> {
    hex.and_then(draw::colour)
}

/// The chips a town box shows: one per colour of the pieces there (one colour per side), with how many
/// pieces, in the order the pieces come.
fn chips(p: &Place) -> Vec<(Color32, usize)> {
    let mut out: Vec<(Color32, usize)> = Vec::new();
    for pc in &p.pieces {
        let c = colour_of(pc.colour.as_deref()).unwrap_or(Color32::GRAY);
        match out.iter_mut().find(|(x, _)| *x == c) {
            Some((_, n)) => *n += 1,
            None => out.push((c, 1)),
        }
    }
    out
}

/// The town boxes of the diagram, in the view's order: place from the map file, size from the name
/// and the chips in the box.
pub fn map_nodes(places: &[Place]) -> Vec<MapNode> {
    places
        .iter()
        .map(|p| {
            let shown = chips(p).len();
            let w = (p.name.chars().count() as f32 * 14.0 + 12.0)
                .max(18.0 * shown as f32 + 8.0)
                .max(44.0);
            let h = if shown == 0 { 22.0 } else { 38.0 };
            let (x, y) = p.at.unwrap_or((50.0, 50.0));
            MapNode {
                x,
                y,
                size: Vec2::new(w, h),
            }
        })
        .collect()
}

/// The map section's places, for tests and the table display.
pub fn map_places(view: &View) -> Option<&[Place]> {
    view.sections
        .iter()
        .flat_map(|s| &s.rows)
        .find_map(|r| match r {
            Row::Map { places, .. } => Some(places.as_slice()),
            _ => None,
        })
}

/// A piece as the counter reads: "⚀ 6番大队 ★" (the die first, the other marks after the name).
fn piece_text(pc: &Piece, game: &dyn Game, lang: Lang) -> String {
    let marks: Vec<String> = pc.marks.iter().map(|m| game.say(m, lang)).collect();
    let (die, rest): (Vec<&String>, Vec<&String>) = marks.iter().partition(|m| *m == "⚀");
    let mut s = String::new();
    for d in die {
        s.push_str(d);
        s.push(' ');
    }
    s.push_str(&pc.name);
    for m in rest {
        s.push(' ');
        s.push_str(m);
    }
    s
}

/// The whole panel (left side of the session screen and the table display). Returns a town box or
/// unit the player tapped (the session screen puts it into the open action form).
pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let view = crate::gui::view::said_view(ui, game, state, lang);
    let mut picked = None;
    for (i, s) in view.sections.iter().enumerate() {
        if i > 0 {
            ui.separator();
        }
        if let Some(p) = section(ui, s, game, lang) {
            picked = Some(p);
        }
    }
    egui::CollapsingHeader::new(game.say(&msg!("seinan-view-legend"), lang))
        .id_salt("seinan_legend")
        .default_open(false)
        .show(ui, |ui| {
            for (sym, m) in &view.legend {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(sym).strong());
                    ui.label(game.say(m, lang));
                });
            }
        });
    picked
}

fn section(ui: &mut Ui, s: &Section, game: &dyn Game, lang: Lang) -> Option<String> {
    let head = ui.label(RichText::new(game.say(&s.title, lang)).strong().size(18.0));
    if let Some(r) = &s.rule {
        head.on_hover_text(game.say(&crate::core::Msg::rule(r.clone()), lang));
    }
    let mut picked = None;
    for r in &s.rows {
        let p = match r {
            Row::Map { places, links } => map_diagram(ui, places, links, game, lang),
            Row::Place(p) => place_row(ui, p, game, lang),
            Row::Track { label, value, max } => {
                ui.horizontal_wrapped(|ui| match max {
                    // March points left, large: "4 / 6" (the turn of a turn limit: "2 / 5").
                    Some(m) => {
                        ui.label(game.say(label, lang));
                        ui.label(RichText::new(format!("{value} / {m}")).size(24.0).strong());
                    }
                    // A bare number reads with its label ("Turn 2"), never as a lone "2".
                    None => {
                        ui.label(
                            RichText::new(format!("{} {value}", game.say(label, lang)))
                                .size(18.0)
                                .strong(),
                        );
                    }
                });
                None
            }
            other => draw::row(ui, other, game, lang),
        };
        if p.is_some() {
            picked = p;
        }
    }
    picked
}

/// A side's units in one place (a battle, the pool): the holder, then each counter in its colour; a
/// tap on a counter returns its name.
fn place_row(ui: &mut Ui, p: &Place, game: &dyn Game, lang: Lang) -> Option<String> {
    let mut picked = None;
    let c = colour_of(p.colour.as_deref());
    ui.horizontal_wrapped(|ui| {
        let head = match &p.owner {
            Some(o) => game.say(o, lang),
            None => p.name.clone(),
        };
        let mut t = RichText::new(head).strong();
        if let Some(c) = c {
            t = t.color(c);
        }
        ui.label(t).on_hover_text(&p.name);
        for pc in &p.pieces {
            let mut t = RichText::new(piece_text(pc, game, lang));
            if let Some(c) = colour_of(pc.colour.as_deref()) {
                t = t.color(c);
            }
            let r = ui.add(egui::Label::new(t).sense(Sense::click()));
            if r.clicked() {
                picked = Some(pc.name.clone());
            }
        }
    });
    picked
}

fn map_diagram(
    ui: &mut Ui,
    places: &[Place],
    links: &[Link],
    game: &dyn Game,
    lang: Lang,
) -> Option<String> {
    let mut picked = None;
    let road = ui.visuals().weak_text_color();
    let map_links: Vec<MapLink> = links
        .iter()
        .map(|l| MapLink {
            a: l.a,
            b: l.b,
            stroke: if l.style == LinkStyle::Dashed {
                Stroke::new(2.5, OBSTACLE)
            } else {
                Stroke::new(1.5, road)
            },
            dashed: l.style == LinkStyle::Dashed,
        })
        .collect();
    let text_colour = ui.visuals().strong_text_color();
    let fill = ui.visuals().window_fill;
    let nodes = map_nodes(places);
    node_map::show(ui, &MAP_FIT, &nodes, &map_links, |ui, painter, i, r| {
        let p = &places[i];
        let shown = chips(p);
        let border = match colour_of(p.colour.as_deref()) {
            Some(c) => Stroke::new(3.0, c),
            None => Stroke::new(1.2, road),
        };
        painter.rect_filled(r, 4.0, fill);
        painter.rect_stroke(r, 4.0, border, StrokeKind::Inside);
        painter.text(
            Pos2::new(r.center().x, r.top() + 11.0),
            Align2::CENTER_CENTER,
            &p.name,
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
        let name = game.say(&msg!("seinan-view-map-box", place = &p.name), lang);
        let resp = ui.interact(r, ui.scope_id().with(("town", &p.name)), Sense::click());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name.clone()));
        if resp.clicked() {
            picked = p.pick.clone();
        }
        resp.on_hover_ui(|ui| {
            ui.label(RichText::new(&p.name).strong());
            for m in &p.markers {
                ui.label(RichText::new(game.say(m, lang)).italics());
            }
            for pc in &p.pieces {
                let mut t = RichText::new(piece_text(pc, game, lang));
                if let Some(c) = colour_of(pc.colour.as_deref()) {
                    t = t.color(c);
                }
                ui.label(t);
            }
        });
    });
    // Units listed per box below the diagram, so names are never hidden behind a hover.
    egui::CollapsingHeader::new(game.say(&msg!("seinan-view-units-by-box"), lang))
        .id_salt("seinan_units")
        .default_open(false)
        .show(ui, |ui| {
            for p in places.iter().filter(|p| !p.pieces.is_empty()) {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}:", p.name)).strong());
                    for pc in &p.pieces {
                        let mut t = RichText::new(piece_text(pc, game, lang));
                        if let Some(c) = colour_of(pc.colour.as_deref()) {
                            t = t.color(c);
                        }
                        let r = ui.add(egui::Label::new(t).sense(Sense::click()));
                        if r.clicked() {
                            picked = Some(pc.name.clone());
                        }
                    }
                });
            }
        });
    picked
}

/// The Seinan panel in the session screen's registry.
pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }
}
