// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::RuleError;
    pub(super) use gunbai_rules::games::shogun::data::{COLOURS, PEASANT, ShogunData};
    pub(super) use gunbai_rules::games::shogun::say::{self, rule, ruling};
    pub(super) use gunbai_rules::games::shogun::state::{Building, Phase, State};
    pub(super) use gunbai_rules::games::shogun::tower;
    pub(super) use gunbai_rules::games::shogun::war::Bid;
    pub(super) use gunbai_rules::msg;
    pub(super) use std::collections::BTreeSet;
}
use tested_imports::*;

use gunbai_rules::core::{Ruleset, Setup};
use gunbai_rules::games::shogun::check::*;
use gunbai_rules::games::shogun::{ShogunRules, test_data};

fn state() -> State {
    ShogunRules
        .setup(
            &test_data(),
            &Setup {
                players: 4,
                ..Setup::default()
            },
        )
        .unwrap()
}

#[test]
fn a_fresh_state_passes_and_damage_is_named() {
    let d = test_data();
    let s = state();
    check_state(&d, &s).unwrap();
    let mut bad_cubes = s.clone();
    bad_cubes.players[0].supply += 1;
    let e = check_state(&d, &bad_cubes).unwrap_err();
    assert!(e.to_string().starts_with("players.red.supply"), "{e}");
    let mut neutral = s.clone();
    neutral.provinces.get_mut("Bizen").unwrap().castle = true;
    assert!(
        check_state(&d, &neutral)
            .unwrap_err()
            .to_string()
            .contains("Bizen")
    );
    let mut year = s.clone();
    year.year = 7;
    assert!(
        check_state(&d, &year)
            .unwrap_err()
            .to_string()
            .starts_with("year")
    );
    let mut stranger = s;
    stranger.provinces.get_mut("Yamato").unwrap().owner = Some("black".into());
    assert!(
        check_state(&d, &stranger)
            .unwrap_err()
            .to_string()
            .contains("not at the table")
    );
}
