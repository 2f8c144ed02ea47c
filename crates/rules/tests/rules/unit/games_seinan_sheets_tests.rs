// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{CounterSpec, FaceSpec, Msg, Row, Section, Sep, Sheets};
    pub(super) use gunbai_rules::games::seinan::data::{Kind, SeinanData};
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_rules::games::seinan::sheets::*;

#[test]
fn rule_2_1_every_unit_has_a_counter_and_only_unnamed_ones_are_placeholders() {
    let data = SeinanData::load(&gunbai_rules::tables::TableFiles::embedded(
        gunbai_rules::games::seinan::ID,
        gunbai_rules::games::seinan::TABLES,
    ))
    .expect("the shipped tables load");
    let s = sheets(&data);
    let units: Vec<&CounterSpec> = s
        .counters
        .iter()
        .filter(|c| {
            data.units
                .iter()
                .any(|u| Msg::plain(u.id.clone()) == c.front.name)
        })
        .collect();
    assert_eq!(units.len(), data.units.len());
    for c in units {
        let named = NAMED.iter().any(|n| Msg::plain(*n) == c.front.name);
        assert_eq!(c.front.placeholder, data.units_placeholder && !named);
    }
    assert!(s.aid_part("setup").is_some());
}
