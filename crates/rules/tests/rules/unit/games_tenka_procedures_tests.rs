// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{
        DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep,
    };
    pub(super) use gunbai_rules::msg;
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use serde_json::{Value, json};
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai_rules::core::{ManualDice, enumerate_odds};
use gunbai_rules::games::tenka::procedures::*;

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| x.to_string()).collect()
}

#[test]
fn rule_3_2_attack_is_chips_plus_die_defence_adds_troops_and_thick_border() {
    let (r, w) = war(
        &[3, 1],
        &[1],
        2,
        true,
        &mut ManualDice::new([4, 2]).unwrap(),
    )
    .unwrap();
    assert_eq!(r.result["attack_total"], 8);
    assert_eq!(r.result["defence_total"], 6);
    assert_eq!(w, Winner::Attacker);
    assert_eq!(r.rolls, vec![4, 2], "attack die first, then defence die");
}

#[test]
fn rule_3_2_equal_totals_are_a_draw() {
    let (r, w) = war(
        &[2],
        &[1, 1],
        0,
        false,
        &mut ManualDice::new([1, 1]).unwrap(),
    )
    .unwrap();
    assert_eq!(w, Winner::Draw);
    assert_eq!(r.result["winner"], "draw");
}

#[test]
fn rule_3_2_zero_attack_chips_means_no_war_and_no_dice() {
    let mut dice = ManualDice::new([6, 6]).unwrap();
    let (r, w) = war(&[0, 0], &[], 0, false, &mut dice).unwrap();
    assert_eq!(w, Winner::Defender);
    assert_eq!(r.result["rolled"], false);
    assert!(r.rolls.is_empty());
    let odds = enumerate_odds(|d| war(&[0], &[], 0, false, d).map(|x| x.0.outcome_key())).unwrap();
    assert_eq!(odds.len(), 1);
}

#[test]
fn rule_1_chips_must_come_from_the_set() {
    assert!(chips("attack-chips", &s(&["3", "0", "0"]), &ATTACK_CHIPS).is_ok());
    let e = chips("attack-chips", &s(&["3", "3"]), &ATTACK_CHIPS).unwrap_err();
    assert!(e.to_string().starts_with("attack-chips:"), "{e}");
    let e = chips("defence-chips", &s(&["3"]), &DEFENCE_CHIPS).unwrap_err();
    assert!(e.to_string().starts_with("defence-chips:"), "{e}");
}

#[test]
fn rule_5_points_plus_alliances_then_troops_then_three_point_region() {
    let reg = |n: &str, p: u32, o: &str| ScoreRegion {
        name: n.into(),
        points: p,
        owner: Some(o.into()),
    };
    let players = s(&["a", "b", "c"]);
    let regions = vec![reg("X", 3, "a"), reg("Y", 2, "b"), reg("Z", 1, "c")];
    let alliances = vec![("b".to_string(), "c".to_string())];
    let troops: BTreeMap<String, u32> = [("a".into(), 1), ("b".into(), 4)].into();
    let st = standing(&regions, &alliances, &troops, &players, Some("X"));
    assert_eq!(st.points["b"], 3);
    assert_eq!(st.points["c"], 2);
    // a and b tie on 3: b has more troops.
    assert_eq!(st.winner.as_deref(), Some("b"));
    let even: BTreeMap<String, u32> = [("a".into(), 2), ("b".into(), 2)].into();
    let st = standing(&regions, &alliances, &even, &players, Some("X"));
    assert_eq!(
        st.winner.as_deref(),
        Some("a"),
        "a holds the 3-point region"
    );
    let st = standing(&regions, &alliances, &even, &players, None);
    assert_eq!(st.winner, None, "nobody holds a 3-point region");
}
