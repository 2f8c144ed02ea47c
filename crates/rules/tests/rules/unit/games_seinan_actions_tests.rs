// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::typed::parse;
    pub(super) use gunbai_rules::core::{
        ActionCall, ActionSpec, Applied, DiceSource, Msg, RuleError, TypedAction,
    };
    pub(super) use gunbai_rules::games::seinan::actions::combat::{
        Allocate, Attack, BattleAt, EndCombat, Retreat,
    };
    pub(super) use gunbai_rules::games::seinan::actions::march::{
        EndMarch, MARCHES_PER_UNIT, March, MarchKind, MarchRoll,
    };
    pub(super) use gunbai_rules::games::seinan::actions::queries::{
        STACK_LIMIT, attack_dice, attacker, breakout_open, evict_destinations, hits_to_allocate,
        over_stacked, replacement_must_continue, retreat_destinations,
    };
    pub(super) use gunbai_rules::games::seinan::actions::reorganisation::{
        EndTurn, Line, RemoveExcess, Replace,
    };
    pub(super) use gunbai_rules::games::seinan::data::SeinanData;
    pub(super) use gunbai_rules::games::seinan::procedures;
    pub(super) use gunbai_rules::games::seinan::ruling;
    pub(super) use gunbai_rules::games::seinan::state::{
        HOUSE_RULE, Phase, Side, State, WinReason, Winner,
    };
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_rules::core::typed::check_keys_match;
use gunbai_rules::games::seinan::actions::*;

#[test]
fn every_action_struct_matches_its_key_specs() {
    for r in [
        check_keys_match::<MarchRoll>(),
        check_keys_match::<March>(),
        check_keys_match::<EndMarch>(),
        check_keys_match::<BattleAt>(),
        check_keys_match::<Attack>(),
        check_keys_match::<Allocate>(),
        check_keys_match::<Retreat>(),
        check_keys_match::<EndCombat>(),
        check_keys_match::<Replace>(),
        check_keys_match::<RemoveExcess>(),
        check_keys_match::<EndTurn>(),
    ] {
        r.unwrap();
    }
    assert_eq!(specs().len(), 11);
}

#[test]
fn issue_20_every_action_is_one_variant_found_by_its_name() {
    let names: Vec<&str> = Action::ALL.iter().map(|a| a.name()).collect();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    for a in Action::ALL {
        assert_eq!(Action::from_name(a.name()), Some(a));
        assert!(a.label().id().is_some());
    }
    assert_eq!(Action::from_name("charge"), None);
    let specs: Vec<String> = specs().into_iter().map(|s| s.name).collect();
    assert_eq!(specs, names);
}

#[test]
fn every_key_is_labelled_and_helped_from_the_catalogue() {
    for a in specs() {
        for k in &a.keys {
            let l = k
                .said_label
                .as_ref()
                .unwrap_or_else(|| panic!("{} {}", a.name, k.name));
            assert!(
                l.id().is_some(),
                "{} {}: a catalogue message",
                a.name,
                k.name
            );
            assert!(
                k.said_help.as_ref().and_then(Msg::id).is_some(),
                "{}",
                k.name
            );
            for lang in gunbai_rules::core::Lang::ALL {
                assert!(!l.render(lang).is_empty(), "{} {}", a.name, k.name);
            }
            assert_ne!(l.en(), k.name, "{}: a label, not the key", a.name);
        }
    }
}
