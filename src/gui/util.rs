//! Small shared helpers: the settings window, big buttons, time formatting.

use egui::{RichText, Ui, Vec2};

use super::{Lang, Settings, tr};

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
    egui::Window::new(tr(lang, "settings"))
        .open(&mut open)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-12.0, 96.0))
        .show(ctx, |ui| {
            egui::Grid::new("settings_grid")
                .num_columns(2)
                .spacing([12.0, 10.0])
                .show(ui, |ui| {
                    ui.label(tr(lang, "language"));
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut s.lang, Lang::En, "English");
                        ui.selectable_value(&mut s.lang, Lang::Zh, "简体中文");
                    });
                    ui.end_row();
                    ui.label(tr(lang, "theme"));
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut s.dark, false, tr(lang, "light"));
                        ui.selectable_value(&mut s.dark, true, tr(lang, "dark"));
                    });
                    ui.end_row();
                    // Steps, not a slider: a live zoom would move the slider under the pointer.
                    ui.label(tr(lang, "scale"));
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
                    ui.label(tr(lang, "odds"));
                    ui.checkbox(&mut s.show_odds, tr(lang, "show_odds"));
                    ui.end_row();
                    ui.label(tr(lang, "table_display"));
                    ui.checkbox(&mut s.table_display, tr(lang, "table_display"));
                    ui.end_row();
                });
            ui.separator();
            ui.label(RichText::new(tr(lang, "shortcuts")).small());
        });
    s.open = open;
}
