//! The "table display": a second window (egui viewport) for a screen facing the players, readable across
//! a table: the last result big and in plain words (what was rolled, the dice, the total, what happens),
//! the turn and phase, the key tracks, then the game's public summary. Nothing the board hides.

use egui::{Color32, RichText, ViewportBuilder, ViewportId};

use super::session_view::{SessionView, dice_line};
use super::{GunbaiApp, Lang, games, log, tr};

pub fn show(ctx: &egui::Context, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let mut close = false;
    let mut view = app.session.as_mut();
    ctx.show_viewport_immediate(
        ViewportId::from_hash_of("gunbai_table_display"),
        ViewportBuilder::default()
            .with_title(format!("軍配 Gunbai · {}", tr(lang, "table_display")))
            .with_inner_size([1000.0, 700.0]),
        |ui, _class| {
            if ui.ctx().input(|i| i.viewport().close_requested()) {
                close = true;
            }
            egui::CentralPanel::default().show(ui, |ui| match view.as_deref_mut() {
                None => {
                    ui.heading("軍配 Gunbai");
                }
                Some(v) => contents(ui, v, lang),
            });
        },
    );
    if close {
        app.settings.table_display = false;
    }
}

fn contents(ui: &mut egui::Ui, v: &mut SessionView, lang: Lang) {
    let game = v.session.game.clone();
    let status = game.status_in(v.session.state(), lang);
    ui.label(RichText::new(v.title()).size(28.0).strong());
    ui.horizontal_wrapped(|ui| {
        for (k, val) in &status.track {
            ui.label(RichText::new(format!("{k} {val}")).size(36.0).strong());
            ui.separator();
        }
        ui.label(RichText::new(&status.phase).size(30.0));
    });
    if let Some(w) = &status.winner {
        ui.label(
            RichText::new(format!("★ {}: {w}", tr(lang, "winner")))
                .size(40.0)
                .strong(),
        );
    }
    ui.separator();
    // A private input in progress: the table sees only whose turn it is to enter it.
    if let Some(p) = v.open.as_ref().and_then(|o| o.private.clone()) {
        ui.label(RichText::new(tr(lang, "private_input")).size(26.0).weak());
        ui.label(RichText::new(p.get(lang)).size(40.0).strong());
        return;
    }
    if let Some(res) = v.last.clone() {
        let who = v
            .last_action_name()
            .map(|n| game.action_label(&n).get(lang).to_string())
            .unwrap_or_else(|| res.procedure.clone());
        ui.label(
            RichText::new(format!("{} · {who}", tr(lang, "last_result")))
                .size(26.0)
                .weak(),
        );
        let line = dice_line(&res);
        if !line.is_empty() {
            ui.label(RichText::new(line).size(48.0).strong());
        }
        let entries = v.log_entries();
        let marks = log::dice_marks(&entries);
        let live_last = entries
            .last()
            .is_some_and(|e| e.n == Some(v.session.position()) && !e.undone);
        if live_last && let Some(m) = marks.last().and_then(|m| log::mark_text(*m, lang)) {
            ui.label(
                RichText::new(format!("↶⚅ {m}"))
                    .size(30.0)
                    .strong()
                    .color(Color32::from_rgb(220, 120, 0)),
            );
        }
        ui.add(
            egui::Label::new(
                RichText::new(format!("→ {}", game.outcome_text(&res).get(lang)))
                    .size(40.0)
                    .strong(),
            )
            .wrap(),
        );
        ui.separator();
    }
    // The public view of the state (issue 19 item 3): sealed inputs and face-down cards stay hidden.
    let public = v.session.public_state();
    egui::ScrollArea::vertical().show(ui, |ui| {
        games::public_panel(ui, game.as_ref(), &public, lang);
    });
}
