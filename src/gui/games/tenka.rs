//! 天下布武 panel: draws the board view the ruleset builds (`Game::view`, issue 20) — where the game
//! stands, the players' hands and alliances, the war region by region with the numbers the defence
//! adds, and the board as a node map (regions filled with the controller's colour, points, troop
//! pieces; thick borders drawn thick). It reads no game state and restates no rule: every word and
//! number comes from the view, in the screen's language.

use egui::{Align2, Color32, FontId, Pos2, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::ruleset::AnyState;
use crate::core::view::{Link, LinkStyle, Place, Row, Section};
use crate::core::{Game, Msg};
use crate::gui::Lang;
use crate::gui::form::{FieldValue, FormState};
use crate::gui::node_map::{self, MapFit, MapLink, MapNode};
use crate::gui::view;

/// The region markers the ruleset's legend explains: attacked in this war, the 3-point region.
const ATTACKED: &str = "◇";
const THREE_POINT: &str = "◎";

pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let v = crate::gui::view::said_view(ui, game, state, lang);
    let mut picked = None;
    for s in &v.sections {
        if let Some(p) = section(ui, s, game, lang) {
            picked = Some(p);
        }
    }
    view::legend(ui, &v, game, lang);
    picked
}

/// A section of the view: the map row in the board's own drawing, the rest by the generic drawer.
/// The players' table scrolls sideways in a narrow column (1024×768), so it neither gets cut nor
/// widens the column under the map.
fn section(ui: &mut Ui, s: &Section, game: &dyn Game, lang: Lang) -> Option<String> {
    let say = |m: &Msg| game.say(m, lang);
    let head = ui.label(RichText::new(say(&s.title)).strong().size(16.0));
    if let Some(r) = &s.rule {
        head.on_hover_text(say(&Msg::rule(r.clone())));
    }
    let mut picked = None;
    for (i, r) in s.rows.iter().enumerate() {
        let p = match r {
            Row::Map { places, links } => board(ui, places, links, game, lang),
            Row::Table { .. } => {
                egui::ScrollArea::horizontal()
                    .id_salt(("tenka_table", i))
                    .show(ui, |ui| view::row(ui, r, game, lang))
                    .inner
            }
            _ => view::row(ui, r, game, lang),
        };
        if p.is_some() {
            picked = p;
        }
    }
    ui.add_space(6.0);
    picked
}

/// How the region diagram fits the left column.
pub const MAP_FIT: MapFit = MapFit {
    max_width: 800.0,
    height_ratio: (0.6, 1.2),
    margin: Vec2::new(44.0, 26.0),
    // Boxes kept apart: at 1024 px 尾張 would meet 三河 and 摂津 would cover 大和 where the file puts
    // them; a somewhat taller diagram is the price of every region being readable.
    keep_apart: true,
};

/// The region boxes of the board diagram, in the view's order: place from the map file, width from
/// the name.
pub fn map_nodes(places: &[Place]) -> Vec<MapNode> {
    places
        .iter()
        .map(|p| {
            let (x, y) = p.at.unwrap_or((50.0, 50.0));
            MapNode {
                x,
                y,
                size: Vec2::new(
                    (p.name.chars().count() as f32 * 15.0 + 30.0).max(64.0),
                    44.0,
                ),
            }
        })
        .collect()
}

/// `#rrggbb` → colour (the view's player colours).
fn colour(hex: Option<&String>) -> Option<Color32> {
    hex.and_then(|h| view::colour(h))
}

/// The board: regions at their map positions, borders (thick ones thick), the controller's colour,
/// the points (first marker) and the troop pieces or "neutral" (second marker). Tapping a region
/// returns its name for the open form.
fn board(
    ui: &mut Ui,
    places: &[Place],
    links: &[Link],
    game: &dyn Game,
    lang: Lang,
) -> Option<String> {
    let say = |m: &Msg| game.say(m, lang);
    let mut picked = None;
    let line = ui.visuals().weak_text_color();
    let strong = ui.visuals().strong_text_color();
    let map_links: Vec<MapLink> = links
        .iter()
        .map(|l| MapLink {
            a: l.a,
            b: l.b,
            stroke: if l.style == LinkStyle::Thick {
                Stroke::new(5.0, strong)
            } else {
                Stroke::new(1.5, line)
            },
            dashed: l.style == LinkStyle::Dashed,
        })
        .collect();
    let fill = ui.visuals().window_fill;
    node_map::show(
        ui,
        &MAP_FIT,
        &map_nodes(places),
        &map_links,
        |ui, painter, i, rr| {
            let p = &places[i];
            let (bg, fg) = match colour(p.colour.as_ref()) {
                Some(c) => (c, Color32::WHITE),
                None => (fill, strong),
            };
            painter.rect_filled(rr, 5.0, bg);
            let has = |sym: &str| p.markers.iter().any(|m| *m == Msg::plain(sym));
            let border = if has(ATTACKED) {
                Stroke::new(3.0, Color32::from_rgb(240, 150, 0))
            } else if has(THREE_POINT) {
                Stroke::new(2.0, Color32::from_rgb(180, 140, 0))
            } else {
                Stroke::new(1.2, line)
            };
            painter.rect_stroke(rr, 5.0, border, StrokeKind::Inside);
            let points = p.markers.first().map(say).unwrap_or_default();
            let note = p.markers.get(1).map(say).unwrap_or_default();
            painter.text(
                Pos2::new(rr.center().x, rr.top() + 13.0),
                Align2::CENTER_CENTER,
                format!("{} {points}", p.name),
                FontId::proportional(14.0),
                fg,
            );
            painter.text(
                Pos2::new(rr.center().x, rr.bottom() - 11.0),
                Align2::CENTER_CENTER,
                &note,
                FontId::proportional(13.0),
                fg,
            );
            let resp = ui.interact(rr, ui.scope_id().with(("region", &p.name)), Sense::click());
            let owner = p.owner.as_ref().map(say).unwrap_or_default();
            let label = format!("{} · {points} · {owner} · {note}", p.name);
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
            if resp.clicked() {
                picked = p.pick.clone();
            }
            resp.on_hover_ui(|ui| {
                ui.label(RichText::new(&p.name).strong());
                for pc in &p.pieces {
                    let who = pc.side.as_ref().map(say).unwrap_or_default();
                    let mut t = RichText::new(format!("{who} × {}", pc.name));
                    if let Some(c) = colour(pc.colour.as_ref()) {
                        t = t.color(c);
                    }
                    ui.label(t);
                }
            });
        },
    );
    // Regions listed too, so nothing is only on a hover.
    egui::CollapsingHeader::new(game.say(&Msg::new("tenka-view-regions"), lang))
        .id_salt("tenka_regions")
        .default_open(false)
        .show(ui, |ui| {
            for p in places {
                let parts: Vec<String> = p.owner.iter().chain(&p.markers).map(say).collect();
                ui.label(format!("{} · {}", p.name, parts.join(" · ")));
            }
        });
    picked
}

pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }

    /// Above the fight form: the view's section of the region the form names — what the defence adds
    /// there before the chips and the die (rule 3-2).
    fn action_panel(
        &self,
        ui: &mut Ui,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        form: &mut FormState,
        lang: Lang,
    ) {
        if !matches!(action, "fight" | "fight-revealed") {
            return;
        }
        let Some(FieldValue::Text(region)) = form.values.get("region") else {
            return;
        };
        let title = Msg::plain(region.trim());
        let v = game.view(state);
        if let Some(s) = v.sections.iter().find(|s| s.title == title) {
            for r in &s.rows {
                if matches!(r, Row::Formula { .. }) {
                    view::row(ui, r, game, lang);
                }
            }
        }
    }
}
