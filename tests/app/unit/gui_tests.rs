// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use egui::{Key, KeyboardShortcut, Modifiers, RichText};
    pub(super) use gunbai::core::Game;
    pub(super) use gunbai::core::Lang;
    pub(super) use gunbai_rules::msg;
    pub(super) use std::path::{Path, PathBuf};
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use gunbai::gui::*;

/// Issue 20: every character of every catalogue (中文, English, 日本語: kana, punctuation, dashes)
/// has a glyph in the fonts the GUI installs; a missing one would draw as a box (and panics in
/// kittest), so a translator's choice such as 〜 (U+301C) instead of ～ (U+FF5E) shows here.
#[test]
fn issue_20_the_gui_fonts_draw_every_character_of_the_catalogues() {
    let ctx = egui::Context::default();
    install_fonts(&ctx);
    let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
    out.textures_delta.clear();
    let font = egui::FontId::proportional(16.0);
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        for (domain, text) in gunbai::core::msg::sources(lang) {
            ctx.fonts_mut(|f| {
                for c in text.chars().filter(|c| !c.is_control()) {
                    if !f.has_glyph(&font, c) {
                        missing.push(format!(
                            "{}/{domain}.ftl: {c:?} U+{:04X}",
                            lang.code(),
                            c as u32
                        ));
                    }
                }
            });
        }
    }
    missing.dedup();
    assert!(missing.is_empty(), "{missing:#?}");
}
