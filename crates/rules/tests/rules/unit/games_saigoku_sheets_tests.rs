// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{
        CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Msg, Row, Section, Sep, Sheets,
    };
    pub(super) use gunbai_rules::games::saigoku::data::{Rank, SaigokuData, ScenarioSpec};
    pub(super) use gunbai_rules::msg;
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai_rules::games::saigoku::sheets::*;

#[test]
fn rule_33_2_every_counter_of_the_list_and_a_card_per_scenario() {
    let d = SaigokuData::load(&gunbai_rules::tables::TableFiles::embedded(
        gunbai_rules::games::saigoku::ID,
        gunbai_rules::games::saigoku::TABLES,
    ))
    .expect("the shipped tables load");
    let s = sheets(&d);
    for id in d.counters.keys() {
        assert!(
            s.counters
                .iter()
                .any(|c| c.front.name == Msg::plain(id.clone())),
            "{id} has a counter"
        );
    }
    assert_eq!(s.cards.len(), d.scenarios.len());
    for sc in &d.scenarios {
        assert!(s.aid_part(&format!("scenario-{}", sc.id)).is_some());
    }
}
