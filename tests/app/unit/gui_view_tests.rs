// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use egui::{Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};
    pub(super) use gunbai::core::view::{Link, LinkStyle, Place, Row, Section, View};
    pub(super) use gunbai::core::{Game, Msg};
    pub(super) use gunbai::gui::Lang;
    pub(super) use gunbai::gui::node_map::{self, MapFit, MapLink, MapNode};
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai::gui::view::*;

/// A formula reads with every number it used, the label's colon as each language writes it.
#[test]
fn issue_20_a_formula_shows_every_term_with_the_languages_colon() {
    let g = gunbai::games::load_embedded(gunbai::games::seinan::ID).unwrap();
    let terms = [
        (Msg::plain("兵"), 3),
        (Msg::plain("城"), 1),
        (Msg::plain("伤"), -2),
    ];
    let label = Msg::plain("战力");
    assert_eq!(
        formula_text(&label, &terms, 2, g.as_ref(), Lang::En),
        "战力: 兵 3 + 城 1 − 伤 2 = 2"
    );
    assert_eq!(
        formula_text(&label, &terms, 2, g.as_ref(), Lang::Ja),
        "战力：兵 3 + 城 1 − 伤 2 = 2"
    );
}

#[test]
fn colours_read_from_hex() {
    assert_eq!(colour("#c03030"), Some(Color32::from_rgb(0xc0, 0x30, 0x30)));
    assert_eq!(colour("red"), None);
    assert_eq!(colour("#12345"), None);
}
