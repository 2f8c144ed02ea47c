//! Small shared helpers: the settings window, big buttons, time formatting.

use egui::{RichText, Ui, Vec2};

use super::{Lang, Settings};
use gunbai_rules::msg;

/// Minimum height of a touch target.
pub const TOUCH: f32 = 40.0;

/// A button at least 40 px high (touch target).
pub fn big_button(ui: &mut Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    ui.add(egui::Button::new(text).min_size(Vec2::new(TOUCH, TOUCH)))
}

/// A big button that can be disabled; `hover` shows on the enabled button, `disabled_hover` on a disabled one.
pub fn big_button_enabled(
    ui: &mut Ui,
    enabled: bool,
    text: impl Into<egui::WidgetText>,
) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(text).min_size(Vec2::new(TOUCH, TOUCH)),
    )
}

/// The settings window (language, theme, scale, odds, table display).
pub fn settings_window(ctx: &egui::Context, s: &mut Settings) {
    if !s.open {
        return;
    }
    let lang = s.lang;
    let mut open = s.open;
    egui::Window::new(msg!("frame-settings").render(lang))
        .id(egui::Id::unique("settings_window"))
        .open(&mut open)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-12.0, 96.0))
        .show(ctx, |ui| {
            egui::Grid::new("settings_grid")
                .num_columns(2)
                .spacing([12.0, 10.0])
                .show(ui, |ui| {
                    ui.label(msg!("frame-language").render(lang));
                    ui.horizontal(|ui| {
                        // Each language by its own name: 中文, English, 日本語.
                        for l in Lang::ALL {
                            ui.selectable_value(&mut s.lang, l, l.native());
                        }
                    });
                    ui.end_row();
                    ui.label(msg!("frame-theme").render(lang));
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut s.dark, false, msg!("frame-light").render(lang));
                        ui.selectable_value(&mut s.dark, true, msg!("frame-dark").render(lang));
                    });
                    ui.end_row();
                    // Steps, not a slider: a live zoom would move the slider under the pointer.
                    ui.label(msg!("frame-scale").render(lang));
                    ui.horizontal_wrapped(|ui| {
                        for z in [0.8f32, 1.0, 1.25, 1.5, 1.75, 2.0] {
                            ui.selectable_value(
                                &mut s.scale,
                                z,
                                format!("{}%", (z * 100.0).round()),
                            );
                        }
                    });
                    ui.end_row();
                    ui.label(msg!("frame-odds").render(lang));
                    ui.checkbox(&mut s.show_odds, msg!("frame-show-odds").render(lang));
                    ui.end_row();
                    ui.label(msg!("frame-table-display").render(lang));
                    ui.checkbox(
                        &mut s.table_display,
                        msg!("frame-table-display").render(lang),
                    );
                    ui.end_row();
                });
            ui.separator();
            shortcut_list(ui, lang);
        });
    s.open = open;
}

/// The keyboard shortcuts, one per line (settings window and the Settings button's hover).
pub fn shortcut_list(ui: &mut Ui, lang: Lang) {
    ui.label(RichText::new(msg!("frame-shortcut-title").render(lang)).strong());
    egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
        for (keys, what) in [
            ("1–6", msg!("frame-sc-die")),
            ("Enter", msg!("frame-sc-enter")),
            ("Esc", msg!("frame-sc-esc")),
            ("Ctrl+Z", msg!("frame-sc-undo")),
            ("Ctrl+Y · Ctrl+Shift+Z", msg!("frame-sc-redo")),
            ("Tab", msg!("frame-sc-tab")),
        ] {
            ui.label(RichText::new(keys).monospace());
            ui.label(what.render(lang));
            ui.end_row();
        }
    });
}

/// Splits a line into pieces that may not be broken: a name with what follows it up to and including
/// the next 、 ， , or space. Laid out one after another in a wrapping row, the line then breaks between
/// names only (egui would otherwise break between any two CJK characters: 10番大/队).
pub fn name_pieces(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in text.chars() {
        cur.push(c);
        if matches!(c, '、' | '，' | ',' | ' ' | '；' | ';' | '：' | ':') {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// What stands in for a screen whose drawing faulted (issue 23, hardening): what happened, and the
/// ways back: undo the last action (the state that drew badly came from it) or go home.
pub fn fault_panel(ui: &mut Ui, app: &mut super::GunbaiApp) {
    let lang = app.settings.lang;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.heading(msg!("frame-fault-title").render(lang));
        ui.add(egui::Label::new(msg!("frame-fault-body").render(lang)).wrap());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let undoable = app
                .session
                .as_ref()
                .is_some_and(|v| v.session.position() > 0);
            if undoable
                && big_button(ui, format!("↶ {}", msg!("frame-undo").render(lang))).clicked()
                && let Some(v) = app.session.as_mut()
            {
                v.undo(None, false);
            }
            if app.screen != super::Screen::Home
                && big_button(ui, format!("◀ {}", msg!("frame-home").render(lang))).clicked()
            {
                app.screen = super::Screen::Home;
            }
        });
    });
}
