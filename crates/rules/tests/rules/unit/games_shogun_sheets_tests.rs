// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{
        CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Msg, Row, Section, Sheets,
    };
    pub(super) use gunbai_rules::games::shogun::data::{Effect, ShogunData};
    pub(super) use gunbai_rules::games::shogun::state::{ACTS, Act, SPECIALS, Special};
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_rules::games::shogun::sheets::*;

#[test]
fn rule_2_5_ten_action_five_special_cards_and_every_event() {
    let d = ShogunData::load(&gunbai_rules::tables::TableFiles::embedded(
        gunbai_rules::games::shogun::ID,
        gunbai_rules::games::shogun::TABLES,
    ))
    .expect("the shipped tables load");
    let s = sheets(&d);
    assert_eq!(s.cards.len(), 10 + 5 + d.events.len());
    let events = s.aid_part("events").expect("an events section");
    let n = events
        .rows
        .iter()
        .find_map(|r| match r {
            Row::Table { rows, .. } => Some(rows.len()),
            _ => None,
        })
        .unwrap_or(0);
    assert_eq!(n, d.events.len());
}
