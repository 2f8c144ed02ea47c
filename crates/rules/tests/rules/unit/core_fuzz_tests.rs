// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::dice::{DiceSource, ManualDice, SeededDice};
    pub(super) use gunbai_rules::core::params::Params;
    pub(super) use gunbai_rules::core::play::{TestRng, improper_refusal, player_call};
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use gunbai_rules::core::ruleset::{ActionCall, AnyState, Game};
    pub(super) use gunbai_rules::core::text::Lang;
    pub(super) use gunbai_rules::games;
    pub(super) use gunbai_rules::tables::{Origin, TableFiles};
    pub(super) use serde_json::Value;
}
use tested_imports::*;

use gunbai_rules::core::fuzz::*;

#[test]
fn issue_23_mutate_is_seeded_and_changes_the_input() {
    let input = b"tenka\n{\"a\":[1,2,{\"b\":\"x\"}],\"c\":true}".to_vec();
    let mut a = TestRng::new(1);
    let mut b = TestRng::new(1);
    let mut changed = 0;
    for _ in 0..50 {
        let x = mutate(&input, &[], &mut a);
        assert_eq!(x, mutate(&input, &[], &mut b));
        changed += usize::from(x != input);
    }
    assert!(changed > 40, "{changed}");
}

/// The mutator itself never panics: numbers at the ends of i64 are moved without overflow.
#[test]
fn issue_23_mutate_json_at_the_ends_of_i64_does_not_overflow() {
    let mut rng = TestRng::new(5);
    for _ in 0..500 {
        let mut v = serde_json::json!([i64::MAX, i64::MIN, u64::MAX]);
        mutate_json(&mut v, &mut rng);
    }
}
