//! 將軍 Shogun panel (issue 20): draws the view the ruleset builds — the year and round track, the
//! daimyo, the round (draft, events, action cards, plans, bids), the board as its five colour regions
//! side by side, the cube tower and the winter report. It reads no game state and restates no rule:
//! every word and number comes from `game.view(state)` (the public state), put into the player's
//! language by the catalogue.

use egui::{RichText, Ui};

use crate::core::Game;
use crate::core::ruleset::AnyState;
use crate::core::view::{Row, Section};
use crate::gui::Lang;
use crate::gui::view as draw;

pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }
}

/// A section of the board: its rows are the provinces of one region.
fn is_region(s: &Section) -> bool {
    !s.rows.is_empty() && s.rows.iter().all(|r| matches!(r, Row::Place(_)))
}

pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let view = crate::gui::view::said_view(ui, game, state, lang);
    let mut picked = None;
    let regions: Vec<&Section> = view.sections.iter().filter(|s| is_region(s)).collect();
    let mut regions_drawn = false;
    for s in &view.sections {
        if is_region(s) {
            if !regions_drawn {
                regions_drawn = true;
                ui.separator();
                // The five regions side by side; a column narrower than they are (1024×768)
                // scrolls sideways, never cut at its edge.
                let p = egui::ScrollArea::horizontal()
                    .id_salt("shogun_board")
                    .show(ui, |ui| board(ui, &regions, game, lang))
                    .inner;
                picked = picked.or(p);
                ui.separator();
            }
            continue;
        }
        // Wide tables (the daimyo) scroll sideways too.
        let p = egui::ScrollArea::horizontal()
            .id_salt(("shogun_section", game.say(&s.title, Lang::En)))
            .show(ui, |ui| draw::section(ui, s, game, lang))
            .inner;
        picked = picked.or(p);
    }
    picked
}

/// The regions as columns, each headed by its name on one line, its provinces below.
fn board(ui: &mut Ui, regions: &[&Section], game: &dyn Game, lang: Lang) -> Option<String> {
    let mut picked = None;
    // Each column at least as wide as a region's name and a province's line (seen at 1024×768 in
    // 日本語: narrower columns ran the five names together); the board scrolls sideways instead.
    ui.set_min_width(regions.len().max(1) as f32 * 120.0);
    ui.columns(regions.len().max(1), |cols| {
        for (col, s) in cols.iter_mut().zip(regions) {
            // `columns` lays out justified, which would stretch a wrapped name letter by letter: the
            // column's own lines are left-aligned and the heading never wraps.
            col.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                let head = ui.add(
                    egui::Label::new(RichText::new(game.say(&s.title, lang)).strong())
                        .wrap_mode(egui::TextWrapMode::Extend),
                );
                if let Some(r) = &s.rule {
                    head.on_hover_text(game.say(&crate::core::Msg::rule(r.clone()), lang));
                }
                for r in &s.rows {
                    if let Some(p) = draw::row(ui, r, game, lang) {
                        picked = Some(p);
                    }
                }
            });
        }
    });
    picked
}
