use gunbai_rules::core::rules::*;

#[test]
fn issue_23_input_names_the_field_and_keeps_the_message() {
    let e = RuleError::input(
        "players",
        gunbai_rules::msg!("tenka-check-error-players", got = 7),
    );
    let RuleError::Input { field, message } = &e else {
        panic!("not an input error: {e:?}");
    };
    assert_eq!(field, "players");
    assert_eq!(message.id(), Some("tenka-check-error-players"));
    assert_eq!(e.rule(), None);
    assert_eq!(e.msg(&[]).id(), Some("core-error-input"));
}

#[test]
fn issue_23_forbidden_names_the_rule_and_keeps_the_reason() {
    let e = RuleError::forbidden("2.(5)", gunbai_rules::msg!("shogun-err-all-seated"));
    let RuleError::Forbidden { rule, reason } = &e else {
        panic!("not a refusal: {e:?}");
    };
    assert_eq!(rule, "2.(5)");
    assert_eq!(reason.id(), Some("shogun-err-all-seated"));
    assert_eq!(e.rule(), Some("2.(5)"));
    assert_eq!(e.msg(&[]).id(), Some("core-error-forbidden"));
}
