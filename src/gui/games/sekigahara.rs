//! 关原大作战 panel: draws the view the ruleset builds (issue 20) — the deck and the card in play, the
//! tracks, the map with its hexes, counters and hexsides, the entry tracks, the commanders and an attack
//! under way — and, above an action's form, the ruleset's view of that action (the strengths of the next
//! roll, the checks open now). Nothing here reads the game's state or restates a rule: the map diagram is
//! the one game-specific drawing, and it draws the view's own map row.

use egui::{Align2, Color32, FontId, Pos2, RichText, Sense, Shape, Stroke, Ui, Vec2};

use crate::core::ruleset::AnyState;
use crate::core::view::{Link, LinkStyle, Place, Row, Section};
use crate::core::{ActionCall, Game, Msg};
use crate::gui::Lang;
use crate::gui::node_map::{self, MapFit, MapNode};
use crate::gui::view;
use gunbai_rules::msg;

pub struct Panel;

impl super::GamePanel for Panel {
    /// Above an action's form: what the ruleset says about it with the inputs typed so far.
    fn action_panel(
        &self,
        ui: &mut Ui,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        form: &mut crate::gui::form::FormState,
        lang: Lang,
    ) {
        let call = ActionCall {
            name: action.to_string(),
            params: form.params(),
        };
        let v = game.action_view(state, &call);
        let _ = view::sections(ui, &v.sections, game, lang);
    }

    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        let v = crate::gui::view::said_view(ui, game, state, lang);
        let mut picked = None;
        for (i, s) in v.sections.iter().enumerate() {
            if let Some(p) = ui
                .push_id(("sekigahara-section", i), |ui| section(ui, s, game, lang))
                .inner
            {
                picked = Some(p);
            }
            ui.separator();
        }
        // The legend is the frame's own section (the game's legend), not drawn twice here.
        picked
    }
}

/// A section as the generic drawer draws it, but its map row as the hex-and-link diagram.
fn section(ui: &mut Ui, s: &Section, game: &dyn Game, lang: Lang) -> Option<String> {
    let head = ui.label(RichText::new(game.say(&s.title, lang)).strong().size(16.0));
    if let Some(r) = &s.rule {
        head.on_hover_text(game.say(&Msg::rule(r.clone()), lang));
    }
    let mut picked = None;
    for r in &s.rows {
        let p = match r {
            Row::Map { places, links } => map_diagram(ui, game, places, links, lang),
            other => view::row(ui, other, game, lang),
        };
        if p.is_some() {
            picked = p;
        }
    }
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

/// The view's map places as boxes of the shared node map, in the view's order: a name (12 px a
/// character) over a circle.
pub fn map_nodes(places: &[Place]) -> Vec<MapNode> {
    places
        .iter()
        .map(|p| {
            let (x, y) = p.at.unwrap_or((50.0, 50.0));
            MapNode {
                x,
                y,
                size: Vec2::new(
                    (p.name.chars().count() as f32 * 12.0 + 6.0).max(2.0 * HEX_R + 4.0),
                    2.0 * HEX_R + 16.0,
                ),
            }
        })
        .collect()
}

fn rgb(c: Option<&str>) -> Option<Color32> {
    c.and_then(view::colour)
}

/// The map row of the view: each hex a circle at its map position with its name above and the number of
/// counters in it; the hexsides as lines in the style the view gives (the legend says what each means).
fn map_diagram(
    ui: &mut Ui,
    game: &dyn Game,
    places: &[Place],
    links: &[Link],
    lang: Lang,
) -> Option<String> {
    let width = ui.available_width().clamp(240.0, MAP_FIT.max_width);
    let (boxes, height) = node_map::layout(&map_nodes(places), width, &MAP_FIT);
    let (rect, resp) = ui.allocate_exact_size(Vec2::new(width, height), Sense::click());
    resp.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            game.say(&msg!("sekigahara-panel-map"), lang),
        )
    });
    // Each hex's circle centre on screen (the box's lower part; its name sits above).
    let centres: Vec<Pos2> = boxes
        .iter()
        .map(|b| {
            let b = b.translate(rect.min.to_vec2());
            Pos2::new(b.center().x, b.bottom() - HEX_R - 1.0)
        })
        .collect();
    let pos = |i: usize| centres.get(i).copied().unwrap_or(rect.center());
    let p = ui.painter_at(rect);
    for l in links {
        let (a, b) = (pos(l.a), pos(l.b));
        match l.style {
            LinkStyle::Thick => {
                p.line_segment([a, b], Stroke::new(3.0, Color32::from_rgb(140, 100, 50)));
            }
            LinkStyle::Dashed => {
                p.extend(Shape::dashed_line(
                    &[a, b],
                    Stroke::new(2.0, Color32::from_rgb(60, 120, 220)),
                    5.0,
                    4.0,
                ));
            }
            LinkStyle::Plain => {
                p.line_segment([a, b], Stroke::new(1.0, Color32::GRAY));
            }
        }
    }
    let mut picked = None;
    for (i, pl) in places.iter().enumerate() {
        let c = pos(i);
        // Fill: the side of the counters standing there, pale; ring: the holder of a castle or 京.
        let side = pl.pieces.first().and_then(|x| rgb(x.colour.as_deref()));
        let fill = side
            .map(|x| Color32::WHITE.lerp_to_gamma(x, 0.22))
            .unwrap_or(Color32::from_rgb(240, 235, 210));
        let ring = match (&pl.owner, rgb(pl.colour.as_deref())) {
            (Some(_), Some(col)) => Stroke::new(3.0, col),
            _ => Stroke::new(1.0, Color32::DARK_GRAY),
        };
        p.circle(c, HEX_R, fill, ring);
        p.text(
            c + Vec2::new(0.0, -HEX_R - 8.0),
            Align2::CENTER_CENTER,
            &pl.name,
            FontId::proportional(12.0),
            ui.visuals().strong_text_color(),
        );
        if !pl.pieces.is_empty() {
            p.text(
                c,
                Align2::CENTER_CENTER,
                pl.pieces.len().to_string(),
                FontId::proportional(13.0),
                side.unwrap_or(Color32::BLACK),
            );
        }
        if resp.clicked()
            && let Some(at) = resp.interact_pointer_pos()
            && at.distance(c) < HEX_R + 1.0
        {
            picked = pl.pick.clone();
        }
    }
    let hovered = resp
        .hover_pos()
        .and_then(|at| (0..places.len()).find(|i| at.distance(pos(*i)) < HEX_R + 1.0));
    if let Some(i) = hovered {
        let pl = &places[i];
        let mut lines = vec![pl.name.clone()];
        if let Some(o) = &pl.owner {
            lines.push(game.say(o, lang));
        }
        for pc in &pl.pieces {
            let marks: Vec<String> = pc.marks.iter().map(|m| game.say(m, lang)).collect();
            lines.push(
                format!("{} {}", pc.name, marks.join(" "))
                    .trim()
                    .to_string(),
            );
        }
        resp.on_hover_text(lines.join("\n"));
    }
    picked
}
