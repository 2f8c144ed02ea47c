//! The "table display": a second window (egui viewport) that shows only public state, for a screen
//! facing the players: the status track, the game panel summary and the last result.

use egui::{RichText, ViewportBuilder, ViewportId};

use super::{GunbaiApp, games, tr};

pub fn show(ctx: &egui::Context, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let mut close = false;
    let view = app.session.as_ref();
    ctx.show_viewport_immediate(
        ViewportId::from_hash_of("gunbai_table_display"),
        ViewportBuilder::default()
            .with_title(format!("軍配 Gunbai · {}", tr(lang, "table_display")))
            .with_inner_size([900.0, 600.0]),
        |ui, _class| {
            if ui.ctx().input(|i| i.viewport().close_requested()) {
                close = true;
            }
            egui::CentralPanel::default().show(ui, |ui| {
                let Some(v) = view else {
                    ui.heading("軍配 Gunbai");
                    return;
                };
                let status = v.session.game.status(v.session.state());
                ui.label(RichText::new(v.title()).size(34.0).strong());
                ui.horizontal_wrapped(|ui| {
                    for (k, val) in &status.track {
                        ui.label(RichText::new(format!("{k} {val}")).size(30.0));
                        ui.separator();
                    }
                    ui.label(RichText::new(&status.phase).size(26.0));
                });
                if let Some(w) = &status.winner {
                    ui.label(
                        RichText::new(format!("★ {}: {w}", tr(lang, "winner")))
                            .size(34.0)
                            .strong(),
                    );
                }
                ui.separator();
                egui::ScrollArea::vertical().show(ui, |ui| {
                    games::public_panel(ui, v.session.game.as_ref(), v.session.state(), lang);
                    if let Some(r) = &v.last {
                        ui.separator();
                        ui.label(
                            RichText::new(format!("{} · {}", tr(lang, "last_result"), r.procedure))
                                .size(22.0),
                        );
                        let faces: Vec<String> = r.rolls.iter().map(|f| f.to_string()).collect();
                        ui.label(RichText::new(format!("[{}]", faces.join(" "))).size(28.0));
                        for (k, val) in &r.result {
                            ui.label(RichText::new(format!("{k}: {val}")).size(28.0).strong());
                        }
                    }
                });
            });
        },
    );
    if close {
        app.settings.table_display = false;
    }
}
