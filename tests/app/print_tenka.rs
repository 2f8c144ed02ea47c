//! 天下布武 prints its aid and its sheet of chips, control tiles and troop tokens (parsed back with lopdf).

use gunbai::games;
use gunbai::print::{self, PrintOptions, What};

use crate::common;

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-23".into(),
        ..Default::default()
    }
}

#[test]
fn rule_3_2_tenka_aid_has_the_turn_war_formula_draw_alliances_and_scoring() {
    let g = games::load_embedded("tenka").unwrap();
    let (pages, _, sizes, text) =
        common::inspect(&print::render(g.as_ref(), What::Aid, None, &opts()).unwrap());
    assert!(pages >= 1 && sizes.iter().all(|s| *s < 600_000));
    let text = common::compact(&text);
    for want in [
        "rule3-1",
        "rule3-2",
        "rule4",
        "rule5",
        "attackchips+attackdie",
        "returnthetile",
        "3-pointregion",
        "山城",
        "PLACEHOLDER",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
}

#[test]
fn rule_1_tenka_counter_sheet_has_every_chip_tile_and_troop() {
    let g = games::load_embedded("tenka").unwrap();
    let (pages, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &opts()).unwrap());
    assert_eq!(pages % 2, 0, "fronts and backs");
    let text = common::compact(&text);
    // 5 attack and 5 defence chips, each with a face-down back (its mark).
    assert_eq!(text.matches("ATK").count(), 5);
    assert_eq!(text.matches("DEF").count(), 5);
    // 6 colours × 6 tiles, both faces (and the legend line on every page).
    assert_eq!(text.matches("control").count(), 72 + pages);
    assert_eq!(text.matches("troop").count(), 20 + pages);
}
