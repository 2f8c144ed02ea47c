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

/// Unix seconds → `YYYY-MM-DD HH:MM` (UTC), without a date crate.
pub fn fmt_time(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rem / 3600,
        (rem % 3600) / 60
    )
}

/// Howard Hinnant's days → civil date.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_format() {
        assert_eq!(fmt_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(fmt_time(1_795_313_861), "2026-11-22 02:17 UTC");
    }
}
