//! 西国之雄 panel: draws the view the ruleset builds (issue 20) — the turn track, the combat in
//! progress, the sides with each army's forces by hex (units, steps, strength and movement formulas),
//! the castles and the removed units — and, above an action's form, the ruleset's view of that action
//! (the forces and castle it concerns, the numbers its procedures read from the state). Nothing here
//! reads the game's state or restates a rule. The one game-specific drawing: an allocation place of
//! the action view (its `pick` names a form key) is drawn as "+1" buttons that add a unit to that key.

use egui::{RichText, Ui};

use crate::core::ruleset::AnyState;
use crate::core::view::{Place, Row, Section};
use crate::core::{ActionCall, Game, Msg};
use crate::gui::Lang;
use crate::gui::form::{FieldValue, FormState};
use crate::gui::view;
use gunbai_rules::msg;

/// The Saigoku panel and procedure dialog in the session screen's registry.
pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        let v = view::said_view(ui, game, state, lang);
        // The legend is the frame's own section (the game's legend), not drawn twice here.
        view::sections(ui, &v.sections, game, lang)
    }

    /// Above an action's form: what the ruleset says about it with the inputs typed so far.
    fn action_panel(
        &self,
        ui: &mut Ui,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        form: &mut FormState,
        lang: Lang,
    ) {
        let call = ActionCall {
            name: action.to_string(),
            params: form.params(),
        };
        let v = game.action_view(state, &call);
        if v.sections.is_empty() {
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("saigoku_dialog")
            .max_height(320.0)
            .show(ui, |ui| {
                egui::Frame::group(ui.style())
                    .fill(ui.visuals().extreme_bg_color)
                    .show(ui, |ui| {
                        for (i, s) in v.sections.iter().enumerate() {
                            ui.push_id(("saigoku-dialog", i), |ui| {
                                section(ui, s, i, form, game, lang)
                            });
                        }
                    });
            });
    }
}

/// One section of the action view. After the first (the pieces the action concerns), a section's
/// lines follow its title on wrapped lines (a procedure's inputs read as one line).
fn section(ui: &mut Ui, s: &Section, i: usize, form: &mut FormState, game: &dyn Game, lang: Lang) {
    let say = |m: &Msg| game.say(m, lang);
    let (lines, rest): (Vec<&Row>, Vec<&Row>) = if i == 0 {
        (Vec::new(), s.rows.iter().collect())
    } else {
        s.rows.iter().partition(|r| matches!(r, Row::Line(_)))
    };
    ui.horizontal_wrapped(|ui| {
        let head = ui.label(RichText::new(say(&s.title)).strong());
        if let Some(r) = &s.rule {
            head.on_hover_text(say(&Msg::rule(r.clone())));
        }
        for r in lines {
            if let Row::Line(m) = r {
                ui.label(RichText::new(say(m)).background_color(ui.visuals().faint_bg_color));
            }
        }
    });
    for r in rest {
        match r {
            Row::Place(p)
                if p.pick
                    .as_deref()
                    .is_some_and(|k| form.values.contains_key(k)) =>
            {
                allocation(ui, p, form, game, lang)
            }
            other => {
                let _ = view::row(ui, other, game, lang);
            }
        }
    }
}

/// An allocation of the action view: one "+1" button per unit (its steps left ●●/●○ when the view
/// counts them; disabled at none), adding the unit to the form key the place names, and "clear".
fn allocation(ui: &mut Ui, p: &Place, form: &mut FormState, game: &dyn Game, lang: Lang) {
    let Some(key) = p.pick.as_deref() else { return };
    let Some(FieldValue::Text(t)) = form.values.get_mut(key) else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        for pc in &p.pieces {
            let mut label = format!("+1 {}", pc.name);
            if let Some((left, full)) = pc.steps {
                let left = left.clamp(0, full) as usize;
                label.push(' ');
                label.push_str(&"●".repeat(left));
                label.push_str(&"○".repeat(full.max(0) as usize - left));
            }
            for m in &pc.marks {
                label.push(' ');
                label.push_str(&game.say(m, lang));
            }
            let enabled = pc.steps.is_none_or(|(left, _)| left > 0);
            if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                *t = crate::gui::form::pick(t, &pc.name, true, false);
            }
        }
        if !t.trim().is_empty()
            && ui
                .small_button(game.say(&msg!("saigoku-dialog-clear"), lang))
                .clicked()
        {
            t.clear();
        }
    });
}
