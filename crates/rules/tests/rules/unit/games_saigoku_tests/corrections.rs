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
}

/// Issue 25 item 9: a correction by hand never leaves a garrison in a castle of the other side or
/// in a ruin; once the garrison is out, both corrections go through.
#[test]
fn rule_16_1_1_and_21_1_adjust_keeps_garrisons_in_castles_of_their_own_side() {
    let d = data();
    let s = start("3");
    assert!(
        !s.garrison_of("3418").is_empty(),
        "郡山城 starts garrisoned"
    );
    assert_eq!(
        rule_of(&d, &s, adjust("3418", "owner", "amago"), &[]).as_deref(),
        Some("16-1-1")
    );
    assert_eq!(
        rule_of(&d, &s, adjust("3418", "ruined", "true"), &[]).as_deref(),
        Some("21-1")
    );
    // The 毛利氏 garrison's own side may still be named.
    go(&d, &s, adjust("3418", "owner", "mori"), &[]);
    let mut s = s;
    for f in s.forces.iter_mut().filter(|f| f.hex == "3418") {
        f.garrison = false;
        f.hex = "3419".into();
    }
    let s = go(&d, &s, adjust("3418", "owner", "amago"), &[]);
    assert_eq!(s.castle("3418").unwrap().owner.as_deref(), Some("amago"));
    let s = go(&d, &s, adjust("3418", "ruined", "true"), &[]);
    assert!(s.castle("3418").unwrap().ruined);
    // Hex 0000 is no hex of the map (2-1-1).
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("relocate")
                .with("force", "尼子晴久")
                .with("to", "0000"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "to"),
        "{e}"
    );
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

/// Rule 8.1 (corrections by hand): refusing an owner that is no army of the scenario lists the armies
/// with the reader's comma ("、" in 中文 and 日本語, ", " in English).
#[test]
fn rule_8_1_an_unknown_owner_is_refused_listing_the_armies_with_the_readers_comma() {
    use gunbai_rules::core::Lang;
    let d = data();
    let s = start("3");
    let ids: Vec<&str> = s.armies.iter().map(|a| a.id.as_str()).collect();
    assert!(ids.len() >= 2, "{ids:?}");
    let e = act(
        &d,
        &s,
        checked(adjust("3418", "owner", "nobunaga"), &d),
        &[],
    )
    .unwrap_err();
    let m = e.msg(&[]);
    let (ja, zh, en) = (m.render(Lang::Ja), m.render(Lang::Zh), m.render(Lang::En));
    assert!(ja.contains(&ids.join("、")), "{ja}");
    assert!(zh.contains(&ids.join("、")), "{zh}");
    assert!(en.contains(&ids.join(", ")), "{en}");
}

/// Rule 32 (scoring): a castle given to a side the scenario does not have is refused, listing the
/// scenario's sides with the reader's comma.
#[test]
fn rule_32_a_side_not_in_the_scenario_is_refused_listing_its_sides_with_the_readers_comma() {
    use gunbai_rules::core::Lang;
    let d = data();
    let sides: Vec<String> = d
        .scenario("1")
        .unwrap()
        .side
        .iter()
        .map(|x| x.id.clone())
        .collect();
    assert!(sides.len() >= 2, "{sides:?}");
    let input = pr::ScoreInput {
        scenario: "1".into(),
        castles: vec![pr::ScoreCastle {
            hex: "3418".into(),
            level: 1,
            side: "nobunaga".into(),
        }],
        eliminated: vec![],
    };
    let m = pr::score(&d, &input).unwrap_err().msg(&[]);
    let (ja, en) = (m.render(Lang::Ja), m.render(Lang::En));
    assert!(ja.contains(&sides.join("、")), "{ja}");
    assert!(en.contains(&sides.join(", ")), "{en}");
}

/// Rule 32: the score line names every side of the scenario with its points, in the reader's comma.
#[test]
fn rule_32_the_score_line_lists_the_sides_with_the_readers_comma() {
    use gunbai_rules::core::Lang;
    let d = data();
    let sc = d.scenario("1").unwrap();
    assert!(sc.side.len() >= 2);
    let input = pr::ScoreInput {
        scenario: "1".into(),
        castles: vec![pr::ScoreCastle {
            hex: "3418".into(),
            level: 1,
            side: sc.side[0].id.clone(),
        }],
        eliminated: vec![],
    };
    let r = pr::score(&d, &input).unwrap();
    let line = |lang| {
        r.log
            .iter()
            .map(|m| m.render(lang))
            .find(|t| sc.side.iter().all(|s| t.contains(&s.name)))
            .unwrap_or_else(|| panic!("a line names every side: {:?}", r.log))
    };
    for (lang, sep) in [(Lang::Ja, "、"), (Lang::Zh, "、"), (Lang::En, ", ")] {
        let t = line(lang);
        assert_eq!(t.matches(sep).count(), sc.side.len() - 1, "{t}");
        assert!(lang == Lang::En || !t.contains(", "), "{t}");
    }
}
