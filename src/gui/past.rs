//! "A session's past is a fact" on screen (issue 19): the choice when an action no longer plays as
//! recorded, the session's own tables against the current ones, and the table's re-roll after an undo.
//! Small panels the session screen calls; the session decides, this only asks and shows.

use egui::{Color32, RichText, Ui};

use super::i18n::tr;
use super::session_view::SessionView;
use super::util;
use crate::core::Lang;

/// Shown under the prompt while anything of the session's past needs the table's word.
pub fn banner(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    let amber = Color32::from_rgb(200, 120, 0);
    if let Some(d) = v.session.divergence() {
        if let Some(note) = v.session.divergence_note(lang) {
            ui.colored_label(amber, note);
        }
        let label = match d.position - 1 {
            0 => tr(lang, "go_on_from_start").to_string(),
            n => format!("{} {n}", tr(lang, "go_on_from")),
        };
        if util::big_button(ui, label).clicked() {
            match v.session.go_on_from_agreeing() {
                Ok(_) => v.after_past_change(),
                Err(e) => v.error = Some(v.error_words(&e)),
            }
        }
        return;
    }
    let drift = v.session.table_drift().to_vec();
    if !drift.is_empty() {
        let names = crate::session::table_titles(v.session.game.as_ref(), &drift);
        ui.label(RichText::new(format!("{} {}", tr(lang, "own_tables"), names.join(", "))).small());
        if ui.button(tr(lang, "adopt_tables")).clicked() {
            match v.session.adopt_current_tables() {
                Ok(lines) => {
                    v.after_past_change();
                    v.notice = Some(lines.join("; "));
                }
                Err(e) => v.error = Some(v.error_words(&e)),
            }
        }
    }
    if v.keeps_undone_dice() && !v.session.kept_dice().is_empty() {
        ui.checkbox(&mut v.reroll, tr(lang, "reroll"))
            .on_hover_text(tr(lang, "reroll_hint"));
    }
}
