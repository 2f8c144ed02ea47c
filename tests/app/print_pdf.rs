//! Produced PDFs parse, have the expected pages, embed the CJK font SUBSET, and carry the names as text.

use crate::common;

use gunbai::print::{self, Paper, PrintOptions, What};
use gunbai::session::Session;

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-22".into(),
        ..Default::default()
    }
}

/// The embedded font face is about 4.6 MB; a subset with a few hundred glyphs is far below 1 MB.
fn assert_subset(names: &[String], sizes: &[usize]) {
    assert!(!sizes.is_empty(), "no embedded TrueType font (FontFile2)");
    for s in sizes {
        assert!(*s < 600_000, "embedded font is {s} bytes: not subset");
    }
    let tagged = names.iter().any(|n| {
        n.len() > 7 && n.as_bytes()[6] == b'+' && n[..6].chars().all(|c| c.is_ascii_uppercase())
    });
    assert!(tagged || !sizes.is_empty(), "fonts: {names:?}");
}

#[test]
fn aid_has_sections_names_tables_and_subset_font() {
    let g = common::game();
    let pdf = print::render(g.as_ref(), What::Aid, None, &opts()).unwrap();
    let (pages, names, sizes, text) = common::inspect(&pdf);
    assert!(pages >= 1, "aid pages: {pages}");
    assert_subset(&names, &sizes);
    for want in [
        "西南战争",
        "熊本城",
        "不平士族",
        "西乡隆盛",
        "rule 5.0",
        "6.4",
        "Victory",
        "PLACEHOLDER",
        "Test results table",
    ] {
        assert!(text.contains(want), "aid text lacks {want}");
    }
    // Footer on every page: page numbers and the date.
    assert!(text.contains(&format!("1 / {pages}")) && text.contains(&format!("{pages} / {pages}")));
    assert!(text.contains("2026-11-22"));
}

#[test]
fn counters_front_and_back_pages_with_every_unit() {
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let pdf = print::render(g.as_ref(), What::Counters, None, &opts()).unwrap();
    let (pages, names, sizes, text) = common::inspect(&pdf);
    let text = common::compact(&text);
    // 38 units + 11 markers at 15.9 mm fit on one A4 sheet: front + back.
    assert_eq!(pages, 2);
    assert_subset(&names, &sizes);
    for want in [
        "步兵第14连队",
        "熊本镇台",
        "6番大队",
        "西乡隆盛",
        "中津士族",
        "中立",
        "反面",
        "breakoutused",
    ] {
        assert!(text.contains(want), "counter text lacks {want}");
    }
    let no_backs = PrintOptions {
        backs: false,
        ..opts()
    };
    let (pages, ..) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &no_backs).unwrap());
    assert_eq!(pages, 1);
    // Bigger counters need more sheets.
    let big = PrintOptions {
        counter_mm: 19.0,
        paper: Paper::Letter,
        bleed_mm: 1.5,
        ..opts()
    };
    let (pages, ..) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &big).unwrap());
    assert!(pages >= 2 && pages % 2 == 0, "pages {pages}");
}

#[test]
fn calibration_has_front_and_back() {
    let g = common::game();
    let pdf = print::render(g.as_ref(), What::Calibration, None, &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    assert_eq!(pages, 2);
    assert!(text.contains("Duplex calibration"));
}

#[test]
fn packup_lists_state_and_has_footer() {
    let g = common::game();
    let mut s = Session::create(g.clone(), Default::default(), Some(7), None).unwrap();
    s.act(
        gunbai::core::ActionCall::new("move")
            .with("unit", "6番大队")
            .with("to", "熊本"),
        &[],
        true,
    )
    .unwrap();
    let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts()).unwrap();
    let (pages, names, sizes, text) = common::inspect(&pdf);
    assert!(pages >= 1);
    assert_subset(&names, &sizes);
    assert!(text.contains("6番大队: 熊本"), "state listing missing");
    assert!(text.contains("pack-up"));
}

#[test]
fn refusals_are_clear() {
    let g = common::game();
    let e = print::render(g.as_ref(), What::Packup, None, &opts()).unwrap_err();
    assert!(e.to_string().contains("needs a session"));
    let e = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap_err();
    assert!(e.to_string().contains("no cards"), "{e}");
    let bad = PrintOptions {
        counter_mm: 3.0,
        ..opts()
    };
    let e = print::render(g.as_ref(), What::Counters, None, &bad).unwrap_err();
    assert!(e.to_string().starts_with("counter-mm: expected"), "{e}");
    assert!("poster".parse::<What>().is_err());
    assert_eq!("letter".parse::<Paper>().unwrap(), Paper::Letter);
}

#[test]
fn preview_display_list_matches_the_pdf_pages() {
    use gunbai::print::pdf::Shape;
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let pages = print::preview(g.as_ref(), What::Counters, None, &opts()).unwrap();
    let (n, ..) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &opts()).unwrap());
    assert_eq!(pages.len(), n);
    let first = &pages[0];
    assert_eq!((first.w, first.h), (210.0, 297.0));
    let texts: Vec<&str> = first
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert!(texts.contains(&"熊本镇台"));
    assert!(texts.iter().any(|t| t.starts_with("1 / 2")));
    assert!(first.shapes.iter().any(|s| matches!(s, Shape::Fill { .. })));
}

#[test]
fn edited_tables_print_as_the_players_values_without_the_placeholder_mark() {
    use gunbai::core::Loaded;
    use gunbai::tables::Origin;
    let mut files = common::files();
    let edited = include_str!("../fixtures/crt.toml")
        .replace("cells = [\"1\", \"2\"]", "cells = [\"1\", \"9\"]");
    files.put("crt.toml", edited, Origin::User("/tmp/crt.toml".into()));
    let g = Loaded::new(
        common::Double {
            id: "seinan",
            title: "西南战争",
        },
        files,
    )
    .unwrap();
    let (_, _, _, text) = common::inspect(&print::render(&g, What::Aid, None, &opts()).unwrap());
    assert!(text.contains("Your own values"));
    assert!(!text.contains("PLACEHOLDER — fill in from your copy (values"));
}
