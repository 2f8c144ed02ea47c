//! Saigoku printed material from its table files: aid, counters with stars and both values, markers,
//! and one scenario card per scenario on a card sheet with mirrored backs.

mod common;

use gunbai::print::{self, PrintOptions, What};

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-22".into(),
        scenario: Some("4".into()),
        ..Default::default()
    }
}

/// The game under test: the real ruleset when this build has it, else the stand-in with its tables.
fn game() -> std::sync::Arc<dyn gunbai::core::Game> {
    gunbai::games::load_embedded("saigoku").unwrap_or_else(|_| common::saigoku())
}

#[test]
fn saigoku_aid_has_rules_scenario_notes_and_placeholder_tables() {
    let g = game();
    let (pages, _, sizes, text) =
        common::inspect(&print::render(g.as_ref(), What::Aid, None, &opts()).unwrap());
    assert!(pages >= 2, "pages {pages}");
    assert!(!sizes.is_empty() && sizes.iter().all(|s| *s < 600_000));
    for want in [
        "西国之雄",
        "rule 4-1, 29.0",
        "rule 19",
        "rule 32",
        "大内氏灭亡",
        "籠城",
        "PLACEHOLDER",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
}

#[test]
fn saigoku_counters_have_names_stars_values_and_markers() {
    let g = game();
    let pdf = print::render(g.as_ref(), What::Counters, None, &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    let text = common::compact(&text);
    assert!(pages >= 2 && pages % 2 == 0, "pages {pages}");
    for want in [
        "毛利元就",
        "陶晴賢",
        "尼子晴久",
        "大内氏",
        "毛利氏",
        "−4",
        "耐久力",
        "包围",
        "籠城",
        "Inning",
        "Stage",
    ] {
        assert!(text.contains(want), "counters lack {want}");
    }
    // 毛利元就's front "strength-field-action" and the reduced back both appear.
    let rows = gunbai::tables::grid::Grid::load(g.files(), "counters.toml").unwrap();
    let r = rows.rows.iter().find(|r| r.key == "毛利元就").unwrap();
    let ix = |c: &str| rows.column_index(c).unwrap();
    let front = format!(
        "{}-{}-{}",
        r.cells[ix("strength")],
        r.cells[ix("field")],
        r.cells[ix("action")]
    );
    let back = format!(
        "{}-{}-{}",
        r.cells[ix("reduced")],
        r.cells[ix("field")],
        r.cells[ix("action")]
    );
    assert!(
        text.contains(&front) && text.contains(&back),
        "{front} / {back}"
    );
}

#[test]
fn saigoku_scenario_cards_one_per_scenario_with_backs() {
    let g = game();
    let pdf = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    assert_eq!(pages, 2, "4 cards fit one sheet: front + back");
    for want in [
        "1 折敷畑之战",
        "2 严岛合战",
        "3 郡山之戰",
        "4 大内氏灭亡",
        "innings",
        "毛利方",
        "scenario 4",
    ] {
        assert!(text.contains(want), "cards lack {want}");
    }
}

#[test]
fn saigoku_scenario_4_packup_qr_restores_the_session() {
    use gunbai::core::Setup;
    use gunbai::print::qr;
    use gunbai::session::Session;
    let g = game();
    let setup = Setup {
        scenario: Some("4".into()),
        players: 2,
        ..Default::default()
    };
    let s = Session::create(g.clone(), setup, Some(1557), None).unwrap();
    let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    assert!(pages >= 1 && text.contains("pack-up sheet"));
    let payload = qr::encode_payload(&s);
    let (w, dark) = qr::matrix(&payload).unwrap();
    let (side, px) = qr::raster(w, &dark, 2);
    let scanned = qr::decode_gray(side, side, &px).unwrap();
    let qr::Restored::Session(r) = qr::restore(&scanned, &common::any_loader).unwrap() else {
        panic!("expected the whole session")
    };
    assert_eq!(r.state_json(), s.state_json());
    assert_eq!(r.header, s.header);
}
