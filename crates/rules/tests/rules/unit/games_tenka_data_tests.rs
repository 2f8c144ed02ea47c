// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use std::collections::{BTreeMap, BTreeSet};
}
use tested_imports::*;

use gunbai_rules::games::tenka::data::*;
use gunbai_rules::tables::parse_toml;

fn load(text: &str) -> Result<TenkaData, TableError> {
    TenkaData::from_spec(parse_toml(FILE, text)?)
}

#[test]
fn rule_1_the_shipped_board_loads_and_is_flagged_placeholder() {
    let d = load(TABLES[0].1).unwrap();
    assert!(d.map_placeholder);
    assert!(
        d.region(d.three_point_region.as_deref().unwrap())
            .unwrap()
            .points
            == 3
    );
    assert!(d.neighbours("近江").len() >= 2);
}

#[test]
fn rule_1_a_border_to_an_unknown_region_is_named() {
    let e = load(
        "[[regions]]\nid=\"A\"\npoints=1\n[[regions]]\nid=\"B\"\npoints=3\n[[borders]]\na=\"A\"\nb=\"C\"\n",
    )
    .unwrap_err();
    assert!(e.to_string().contains("borders[0]"), "{e}");
    assert!(e.to_string().contains("unknown region C"), "{e}");
}

#[test]
fn rule_5_the_single_three_point_region_is_found_without_designation() {
    let d = load(
        "[[regions]]\nid=\"A\"\npoints=1\n[[regions]]\nid=\"B\"\npoints=3\n[[borders]]\na=\"A\"\nb=\"B\"\nthick=true\n",
    )
    .unwrap();
    assert_eq!(d.three_point_region.as_deref(), Some("B"));
    assert_eq!(d.border("B", "A"), Some(true));
}
