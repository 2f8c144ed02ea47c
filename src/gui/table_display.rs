//! The "table display": a second window (egui viewport) for a screen facing the players, readable across
//! a table: the last result big and in plain words (what was rolled, the dice, the total, what happens),
//! the turn and phase, the key tracks, then the game's public summary. Nothing the board hides.

use egui::{Color32, RichText, ViewportBuilder, ViewportId};

use super::session_view::{SessionView, last_words};
use super::{GunbaiApp, Lang, games};
use gunbai_rules::msg;

pub fn show(ctx: &egui::Context, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let mut close = false;
    let mut view = app.session.as_mut();
    ctx.show_viewport_immediate(
        ViewportId::from_hash_of("gunbai_table_display"),
        ViewportBuilder::default()
            .with_title(format!(
                "軍配 Gunbai · {}",
                msg!("frame-table-display").render(lang)
            ))
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
    let status = game.status(v.session.state());
    ui.label(RichText::new(v.title()).size(28.0).strong());
    ui.horizontal_wrapped(|ui| {
        for (k, val) in &status.track {
            ui.label(
                RichText::new(format!("{} {}", game.say(k, lang), game.say(val, lang)))
                    .size(36.0)
                    .strong(),
            );
            ui.separator();
        }
        ui.label(RichText::new(game.say(&status.phase, lang)).size(30.0));
    });
    if let Some(w) = &status.winner {
        ui.label(
            RichText::new(format!(
                "★ {}",
                msg!(
                    "frame-pair",
                    label = msg!("frame-winner"),
                    value = game.say(w, lang)
                )
                .render(lang)
            ))
            .size(40.0)
            .strong(),
        );
    }
    ui.separator();
    // A private input in progress: the table sees only whose turn it is to enter it.
    if let Some(p) = v.open.as_ref().and_then(|o| o.private.clone()) {
        ui.label(
            RichText::new(msg!("frame-private-input").render(lang))
                .size(26.0)
                .weak(),
        );
        ui.label(RichText::new(game.say(&p, lang)).size(40.0).strong());
        return;
    }
    // The last action in words (each side's total with its parts), what to do on the table now, and
    // the next step with what is pending (issue 21, points 4 and 5).
    if let Some(w) = last_words(v, lang) {
        ui.label(
            RichText::new(format!(
                "{} · {}",
                msg!("frame-last-result").render(lang),
                w.action
            ))
            .size(26.0)
            .weak(),
        );
        if !w.dice.is_empty() {
            ui.add(egui::Label::new(RichText::new(&w.dice).size(40.0).strong()).wrap());
        }
        if let Some(m) = &w.mark {
            ui.label(
                RichText::new(format!("↶⚅ {m}"))
                    .size(30.0)
                    .strong()
                    .color(Color32::from_rgb(220, 120, 0)),
            );
        }
        if let Some(o) = &w.outcome {
            ui.add(egui::Label::new(RichText::new(format!("→ {o}")).size(40.0).strong()).wrap());
        }
        for l in &w.lines {
            ui.add(egui::Label::new(RichText::new(format!("· {l}")).size(24.0)).wrap());
        }
        ui.separator();
    }
    // The public view of the state (issue 19 item 3): sealed inputs and face-down cards stay hidden.
    let public = v.session.public_state();
    if !v.table_now.is_empty() {
        ui.label(
            RichText::new(msg!("frame-on-table-now").render(lang))
                .size(28.0)
                .strong(),
        );
        for h in &v.table_now {
            ui.add(
                egui::Label::new(RichText::new(format!("→ {}", game.say(h, lang))).size(28.0))
                    .wrap(),
            );
        }
        ui.separator();
    }
    let prompt = game.prompt(v.session.state());
    ui.label(
        RichText::new(format!(
            "{} · {}",
            msg!("frame-what-now").render(lang),
            game.say(&prompt.step, lang)
        ))
        .size(30.0)
        .strong(),
    );
    for h in &prompt.hints {
        ui.add(
            egui::Label::new(RichText::new(format!("• {}", game.say(h, lang))).size(22.0)).wrap(),
        );
    }
    ui.separator();
    egui::ScrollArea::vertical().show(ui, |ui| {
        games::public_panel(ui, game.as_ref(), &public, lang);
    });
}
