//! Chapters 15, 33, 36: movement, set-up and scenario 3 activation (issue 10, item 10).

use super::*;

#[test]
fn rule_33_2_2_units_in_a_castle_hex_may_start_outside_the_castle() {
    let d = data();
    let s = start_with("3", &[("ungarrisoned", json!(["熊谷信直"]))]).unwrap();
    let f = s.force("熊谷信直").unwrap();
    assert!(d.castle(&f.hex).is_some() && !f.garrison);
    // The others in castle hexes start garrisoned.
    assert!(s.forces.iter().any(|f| f.garrison));
    let e = start_with("3", &[("ungarrisoned", json!(["織田信長"]))]).unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "ungarrisoned"),
        "{e}"
    );
}

#[test]
fn rule_15_5_units_are_dropped_off_during_a_move() {
    let d = data();
    let s = amago_phase(&d);
    let start_hex = s.force("尼子晴久").unwrap().hex.clone();
    let s = go(
        &d,
        &s,
        ActionCall::new("move")
            .with("force", "尼子晴久")
            .with("to", "4409")
            .with("mp", 2)
            .with("drop", "立原久綱"),
        &[],
    );
    let f = s.force("尼子晴久").unwrap();
    assert_eq!(f.hex, "4409");
    assert!(!f.members.contains(&"立原久綱".to_string()));
    let dropped = s.force("立原久綱").unwrap();
    assert_eq!(dropped.hex, start_hex);
    assert!(dropped.acted, "dropped units have acted");
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("move")
                .with("force", "尼子国久")
                .with("drop", "毛利元就"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "drop"),
        "{e}"
    );
}

#[test]
fn rule_36_7_2_the_activation_trigger_is_offered_during_the_ops_phases() {
    let d = data();
    let s = amago_phase(&d);
    let p = SaigokuRules.prompt(&d, &s);
    assert!(
        p.actions
            .iter()
            .any(|a| a.name == "activate" && a.blocked.is_none()),
        "{:?}",
        p.actions
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("activate").with("army", "ouchi"),
        &[],
    );
    assert!(s.army("ouchi").unwrap().active);
}
