// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use rand::SeedableRng;
    pub(super) use rand_chacha::ChaCha8Rng;
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use std::collections::VecDeque;
}
use tested_imports::*;

use gunbai_rules::core::dice::*;

#[test]
fn a_typed_face_left_over_is_refused_not_dropped() {
    let mut d = TableDice::new(&[3, 5], None).unwrap();
    assert_eq!(d.d6().unwrap(), 3);
    let e = d.finish().unwrap_err();
    assert_eq!(
        e,
        RuleError::input(
            "roll",
            gunbai_rules::msg!("core-dice-too-many", given = 2, used = 1)
        )
    );
    let mut d = TableDice::new(&[4], None).unwrap();
    d.d6().unwrap();
    assert_eq!(d.finish().unwrap().len(), 1);
}
