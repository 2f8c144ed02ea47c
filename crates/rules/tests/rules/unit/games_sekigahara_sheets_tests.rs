// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{
        CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Msg, Row, Section, Sep, Sheets,
    };
    pub(super) use gunbai_rules::games::sekigahara::cards::{ALL, Card, Variant};
    pub(super) use gunbai_rules::games::sekigahara::data::{Faction, Kind, SekigaharaData, Side};
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_rules::games::sekigahara::sheets::*;

#[test]
fn rule_4_1_sixteen_cards_per_card_text_and_every_counter_printed() {
    let data = SekigaharaData::load(&gunbai_rules::tables::TableFiles::embedded(
        gunbai_rules::games::sekigahara::ID,
        gunbai_rules::games::sekigahara::TABLES,
    ))
    .expect("the shipped tables load");
    let s = sheets(&data);
    for v in ["ja", "zh"] {
        let n = s
            .cards
            .iter()
            .filter(|c| c.when.as_ref().is_none_or(|(_, x)| x == v))
            .count();
        assert_eq!(n, 16, "card text {v}");
    }
    // No choice made: the Japanese deck and the seven ★ cards of the Chinese text.
    assert_eq!(s.cards.iter().filter(|c| c.unchosen).count(), 16 + 7);
    for c in &data.counters {
        assert!(
            s.counters
                .iter()
                .any(|x| x.front.name == Msg::plain(c.id.clone())),
            "{} has a counter",
            c.id
        );
    }
}
