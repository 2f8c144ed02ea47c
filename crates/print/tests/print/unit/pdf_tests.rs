// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_print::layout::layout;
    pub(super) use gunbai_print::{Paper, PrintError};
    pub(super) use printpdf::{
        Color, FontId, Line, LineDashPattern, LinePoint, Mm, Op, PaintMode, ParsedFont,
        PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Pt, Rect, Rgb, TextItem,
    };
    pub(super) use std::sync::OnceLock;
}
use tested_imports::*;

use gunbai_print::pdf::*;

fn page_showing(texts: &[&str]) -> PdfPage {
    let ops = texts
        .iter()
        .map(|t| Op::ShowText {
            items: vec![TextItem::Text((*t).into())],
        })
        .collect();
    PdfPage::new(Mm(210.0), Mm(297.0), ops)
}

/// Issue 23: without printpdf's `text_layout` we subset the font ourselves. The subset maps every
/// character the pages show (CJK, kana, Latin, digits) to a real glyph with the face's advance,
/// and nothing else: a PDF carries a few glyphs, not the 4.6 MB face.
#[test]
fn issue_23_the_embedded_font_is_the_subset_of_the_characters_shown() {
    let pages = [page_showing(&["関ヶ原 AB"]), page_showing(&["毛利 12"])];
    let sub = subset_font(&pages).expect("the face subsets");
    let face = font().unwrap();
    for c in "関ヶ原AB毛利12 ".chars() {
        let g = sub.lookup_glyph_index(c as u32);
        assert!(g.is_some_and(|g| g != 0), "{c} has no glyph in the subset");
        let old = face.lookup_glyph_index(c as u32).unwrap();
        assert_eq!(
            sub.get_glyph_width(g.unwrap()),
            face.get_glyph_width(old),
            "{c} keeps its advance"
        );
    }
    assert_eq!(sub.lookup_glyph_index('城' as u32), None);
    assert!(
        sub.codepoint_to_glyph.len() < 20,
        "{}",
        sub.codepoint_to_glyph.len()
    );
    assert!(
        sub.original_bytes.len() < 50_000,
        "{}",
        sub.original_bytes.len()
    );
    // Named as a subset: a six-letter tag, the same for the same glyphs.
    let name = sub.font_name.clone().unwrap();
    let (tag, face) = name.split_once('+').unwrap();
    assert_eq!(face, gunbai_print::fonts::CJK_FONT_NAME);
    assert!(
        tag.len() == 6 && tag.chars().all(|c| c.is_ascii_uppercase()),
        "{name}"
    );
    assert_eq!(subset_font(&pages).unwrap().font_name, Some(name.clone()));
    let other = subset_font(&[page_showing(&["城"])]).unwrap().font_name;
    assert_ne!(other, Some(name));
}
