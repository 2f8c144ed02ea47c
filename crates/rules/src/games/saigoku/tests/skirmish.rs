//! Chapter 23: skirmish (issue 10, Saigoku item 8).

use super::*;

/// 尼子晴久 attacks 熊谷信直 (one unit, two steps) in 3020 with every CRT cell `cell`.
fn attacked(cell: &str) -> (SaigokuData, State) {
    let mut d = data();
    fill(&mut d.crt, cell);
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "熊谷信直")
            .with("to", "3020"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3019"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("skirmish")
            .with("force", "尼子晴久")
            .with("target", "3020")
            .with("terrain", "clear"),
        &[4],
    );
    (d, s)
}

#[test]
fn rule_23_3_3_one_eliminate_against_a_two_step_unit_removes_it_as_a48() {
    let (d, s) = attacked("1●");
    assert_eq!(s.unit("熊谷信直").unwrap().steps, 2);
    // The defender names the unit it gives up: one step of damage, and ● removes it anyway (A48).
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage").with("steps", "熊谷信直"),
        &[],
    );
    assert_eq!(s.unit("熊谷信直").unwrap().steps, 0);
    assert!(s.force("熊谷信直").is_none());
    assert_eq!(s.pending, None, "the defenders are gone: the combat ends");
}

#[test]
fn rule_23_3_3_eliminate_needs_the_defender_to_name_the_unit() {
    let (d, s) = attacked("1●");
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("take-damage").with("retreat-to", "3124"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "steps"),
        "{e}"
    );
    // A bare ● (no damage) still lets the defender name the unit removed.
    let (d, s) = attacked("●");
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage").with("steps", "熊谷信直"),
        &[],
    );
    assert!(s.force("熊谷信直").is_none());
}
