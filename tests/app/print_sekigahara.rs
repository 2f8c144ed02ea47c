//! The real Sekigahara ruleset prints its aid, counters and the 16 action cards (parsed with lopdf).

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
fn rule_4_1_sekigahara_aid_lists_the_deck_cards_modifiers_and_triggers() {
    let g = games::load_embedded("sekigahara").unwrap();
    let (pages, _, sizes, text) =
        common::inspect(&print::render(g.as_ref(), What::Aid, None, &opts()).unwrap());
    assert!(pages >= 1 && sizes.iter().all(|s| *s < 600_000));
    let text = common::compact(&text);
    for want in [
        "rule4.1",
        "rule7.1",
        "rule11.0",
        "rule12.0",
        "rule14.0",
        "家康行动",
        "强行军",
        "西军诸将",
        "−2",
        "PLACEHOLDER",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
}

#[test]
fn sekigahara_counters_and_the_16_cards_plus_the_7_chinese_variants() {
    let g = games::load_embedded("sekigahara").unwrap();
    let (pages, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &opts()).unwrap());
    assert_eq!(pages % 2, 0, "fronts and backs");
    let text = common::compact(&text);
    for want in ["德川家康", "石田三成", "丰臣秀赖", "调略", "守备队"] {
        assert!(text.contains(want), "counters lack {want}");
    }
    let (_, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Cards, None, &opts()).unwrap());
    let text = common::compact(&text);
    for want in ["家康動く", "強行軍", "三成の指令", "★中文版", "★日文版"] {
        assert!(text.contains(want), "cards lack {want}");
    }
    assert_eq!(text.matches("★中文版").count(), 7);
}
