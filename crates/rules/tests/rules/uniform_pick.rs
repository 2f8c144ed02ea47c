//! Issue 23: one bounded uniform pick (`core::dice::uniform`) replaces Sekigahara's `cards::pick` and
//! Shogun's `tower::uniform`. The same faces give the same index and use the same dice as both earlier
//! copies did (so old saves replay exactly), and a dice source that never lands in range is an error,
//! never a hang.

use gunbai_rules::core::dice::{PICK_TRIES, uniform};
use gunbai_rules::core::play::TestRng;
use gunbai_rules::core::{DiceSource, ManualDice, RuleError};
use gunbai_rules::games::sekigahara::cards;
use gunbai_rules::games::shogun::tower;

/// Shogun's `tower::uniform` as it was before issue 23 (unbounded).
fn old_shogun(n: usize, dice: &mut dyn DiceSource) -> Result<usize, RuleError> {
    if n <= 1 {
        return Ok(0);
    }
    let mut k = 1usize;
    let mut span = 6usize;
    while span < n {
        span *= 6;
        k += 1;
    }
    let limit = span - span % n;
    loop {
        let mut v = 0usize;
        for _ in 0..k {
            v = v * 6 + usize::from(dice.d6()? - 1);
        }
        if v < limit {
            return Ok(v % n);
        }
    }
}

/// Counts the faces drawn.
struct Counted(ManualDice, usize);
impl DiceSource for Counted {
    fn d6(&mut self) -> Result<u8, RuleError> {
        self.1 += 1;
        self.0.d6()
    }
}

#[test]
fn issue_23_uniform_pick_draws_as_the_old_copies_did() {
    let mut rng = TestRng::new(23);
    for round in 0..20_000 {
        let n = 1 + rng.below(if round % 4 == 0 { 300 } else { 40 });
        let faces: Vec<u8> = (0..64).map(|_| 1 + rng.below(6) as u8).collect();
        let mut a = Counted(ManualDice::new(faces.clone()).unwrap(), 0);
        let mut b = Counted(ManualDice::new(faces.clone()).unwrap(), 0);
        let mut c = Counted(ManualDice::new(faces.clone()).unwrap(), 0);
        let new = uniform(n, &mut a).unwrap();
        let old = old_shogun(n, &mut b).unwrap();
        assert_eq!(new, old, "n {n}, faces {faces:?}");
        assert_eq!(a.1, b.1, "n {n}: dice used");
        assert!(new < n);
        // The two games' names for it are the one pick.
        assert_eq!(tower::uniform(n, &mut c).unwrap(), new);
        let mut d = ManualDice::new(faces.clone()).unwrap();
        assert_eq!(cards::pick(n, &mut d).unwrap(), new);
    }
}

#[test]
fn rule_4_1_a_card_pick_from_dice_that_never_fit_is_an_error_not_a_hang() {
    // One of 5 with a die that always shows 6: every round is rejected.
    let mut sixes = ManualDice::new(vec![6; PICK_TRIES]).unwrap();
    assert!(matches!(uniform(5, &mut sixes), Err(RuleError::Dice(_))));
    // More than 36 items (three dice a round): always 6,6,6 is rejected, still bounded.
    let mut sixes = ManualDice::new(vec![6; 3 * PICK_TRIES]).unwrap();
    assert!(matches!(uniform(37, &mut sixes), Err(RuleError::Dice(_))));
    // An empty deck is no card to draw.
    assert!(cards::pick(0, &mut ManualDice::new([1]).unwrap()).is_err());
    assert_eq!(uniform(0, &mut ManualDice::new([]).unwrap()).unwrap(), 0);
}
