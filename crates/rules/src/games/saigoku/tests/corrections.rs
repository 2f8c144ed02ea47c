//! Corrections by hand (`adjust`, `relocate`) are validated like any action (issue 10, item 11).

use super::*;

fn adjust(target: &str, field: &str, value: &str) -> ActionCall {
    ActionCall::new("adjust")
        .with("target", target)
        .with("field", field)
        .with("value", value)
}

fn input_key(d: &SaigokuData, s: &State, a: ActionCall) -> Option<String> {
    match act(d, s, checked(a, d), &[]) {
        Err(RuleError::Input { field, .. }) => Some(field),
        _ => None,
    }
}

#[test]
fn rule_8_1_adjust_refuses_values_the_castle_cannot_have() {
    let d = data();
    let s = start("3");
    for (field, value) in [
        ("owner", "nobunaga"),
        ("level", "7"),
        ("durability", "11"),
        ("castle-morale", "-5"),
        ("ruined", "yes"),
    ] {
        assert_eq!(
            input_key(&d, &s, adjust("3418", field, value)).as_deref(),
            Some("value"),
            "{field}={value}"
        );
    }
    let s = go(&d, &s, adjust("3418", "level", "3"), &[]);
    assert_eq!(s.castle("3418").unwrap().level, 3);
    let s = go(&d, &s, adjust("3418", "owner", "amago"), &[]);
    assert_eq!(s.castle("3418").unwrap().owner.as_deref(), Some("amago"));
    let s = go(&d, &s, adjust("3418", "ruined", "true"), &[]);
    assert!(s.castle("3418").unwrap().ruined);
}

#[test]
fn rule_16_1_1_relocate_garrisons_only_an_own_castle_and_takes_only_hexes() {
    let d = data();
    let s = start("3");
    let place = |to: &str, g: bool| {
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", to)
            .with("garrison", g)
    };
    // A 毛利氏 castle (郡山城) is no garrison for an 尼子氏 force.
    assert_eq!(
        rule_of(&d, &s, place("3418", true), &[]).as_deref(),
        Some("16-1-1")
    );
    // No castle in 3319.
    assert_eq!(
        rule_of(&d, &s, place("3319", true), &[]).as_deref(),
        Some("16-1-1")
    );
    // Any text is not a hex.
    assert_eq!(
        input_key(&d, &s, place("the big hill", false)).as_deref(),
        Some("to")
    );
    let s = go(&d, &s, place("3319", false), &[]);
    assert_eq!(s.force("尼子晴久").unwrap().hex, "3319");
}
