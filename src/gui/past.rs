//! "A session's past is a fact" on screen (issue 19): the choice when an action no longer plays as
//! recorded, the session's own tables against the current ones, and the table's re-roll after an undo.
//! Small panels the session screen calls; the session decides, this only asks and shows.

use egui::{Color32, RichText, Ui};

use super::session_view::SessionView;
use super::util;
use crate::core::Lang;
use gunbai_rules::msg;

/// Shown under the prompt while anything of the session's past needs the table's word.
pub fn banner(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    let amber = Color32::from_rgb(200, 120, 0);
    if let Some(d) = v.session.divergence() {
        if let Some(note) = v.session.divergence_note(lang) {
            ui.colored_label(amber, note);
        }
        let label = match d.position - 1 {
            0 => msg!("frame-go-on-from-start"),
            n => msg!("frame-go-on-from-n", n = n),
        }
        .render(lang);
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
        let names = crate::core::Msg::join(
            names.into_iter().map(crate::core::Msg::plain),
            crate::core::msg::Sep::Comma,
        );
        ui.label(
            RichText::new(msg!("frame-own-tables-differ", tables = names).render(lang)).small(),
        );
        if ui.button(msg!("frame-adopt-tables").render(lang)).clicked() {
            match v.session.adopt_current_tables() {
                Ok(lines) => {
                    v.after_past_change();
                    let lines = crate::core::Msg::join(lines, crate::core::msg::Sep::Semi);
                    v.notice = Some(v.session.game.say(&lines, lang));
                }
                Err(e) => v.error = Some(v.error_words(&e)),
            }
        }
    }
    if v.keeps_undone_dice() && !v.session.kept_dice().is_empty() {
        ui.checkbox(&mut v.reroll, msg!("frame-reroll").render(lang))
            .on_hover_text(msg!("frame-reroll-hint").render(lang));
    }
}
