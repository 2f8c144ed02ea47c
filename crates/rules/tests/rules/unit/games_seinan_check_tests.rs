// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::RuleError;
    pub(super) use gunbai_rules::games::seinan::data::{HONSHU, Kind, SeinanData};
    pub(super) use gunbai_rules::games::seinan::state::{Place, Side, State};
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_rules::core::{Ruleset, Setup};
use gunbai_rules::games::seinan::SeinanRules;
use gunbai_rules::games::seinan::check::*;

fn data_and_state() -> (SeinanData, State) {
    let files =
        gunbai_rules::tables::TableFiles::embedded("seinan", gunbai_rules::games::seinan::TABLES);
    let d = SeinanData::load(&files).unwrap();
    let s = SeinanRules.setup(&d, &Setup::default()).unwrap();
    (d, s)
}

#[test]
fn the_set_up_passes() {
    let (d, s) = data_and_state();
    check_state(&d, &s).unwrap();
}

#[test]
fn rule_2_0_units_exist_once_in_boxes_that_exist() {
    let (d, s) = data_and_state();
    let mut x = s.clone();
    x.units[0].place = Place::Map("大阪".into());
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .contains("not on the map")
    );
    let mut x = s.clone();
    let dup = x.units[0].clone();
    x.units.push(dup);
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .contains("twice")
    );
    let mut x = s.clone();
    x.units.pop();
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .contains("missing")
    );
    let mut x = s.clone();
    x.units[0].id = "ghost".into();
    assert!(check_state(&d, &x).is_err());
}

#[test]
fn rule_5_0_turn_and_march_points_in_range() {
    let (d, s) = data_and_state();
    let mut x = s.clone();
    x.turn = u32::MAX;
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .starts_with("turn:")
    );
    let mut x = s.clone();
    x.turn = 0;
    assert!(check_state(&d, &x).is_err());
    let mut x = s.clone();
    x.march.points = Some(200);
    assert!(check_state(&d, &x).is_err());
    let mut x = s.clone();
    x.march.points = Some(2);
    x.march.spent = 3;
    assert!(check_state(&d, &x).is_err());
}
