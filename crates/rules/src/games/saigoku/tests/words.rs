//! What the players read: errors name the key they typed, undo hints name every marker (issue 10,
//! item 13).

use super::*;

fn input_key(d: &SaigokuData, s: &State, a: ActionCall) -> Option<String> {
    match act(d, s, checked(a, d), &[]) {
        Err(RuleError::Input { field, .. }) => Some(field),
        other => panic!("expected an input error, got {other:?}"),
    }
}

#[test]
fn rule_13_1_errors_name_the_key_the_player_typed() {
    let d = data();
    let s = amago_phase(&d);
    for (a, key) in [
        (
            ActionCall::new("replace")
                .with("commander", "nobody")
                .with("target", "force")
                .with("column", "x"),
            "commander",
        ),
        (
            ActionCall::new("reorganise").with("commander", "nobody"),
            "commander",
        ),
        (ActionCall::new("siege").with("forces", "nobody"), "forces"),
        (
            ActionCall::new("lift-siege").with("forces", "nobody"),
            "forces",
        ),
    ] {
        let name = a.name.clone();
        assert_eq!(input_key(&d, &s, a).as_deref(), Some(key), "{name}");
    }
}

#[test]
fn rule_20_3_undo_hints_name_the_a_and_b_markers_and_the_fallen_castle_counter() {
    let d = data();
    let before = start("3");
    let mut after = before.clone();
    let c = after.castles.iter_mut().find(|c| c.hex == "3021").unwrap();
    c.no_more_demands = true;
    c.refused = true;
    after.ouchi_fallen += 1;
    let hints = SaigokuRules.undo_hints(&d, &before, &after).join("\n");
    assert!(hints.contains("A marker"), "{hints}");
    assert!(hints.contains("B marker"), "{hints}");
    assert!(hints.contains("fallen-castle counter"), "{hints}");
}

#[test]
fn rule_12_placeholder_counters_and_castle_levels_are_named_where_they_shape_a_result() {
    let d = data();
    assert!(d.counters_grid.placeholder && d.castle_list.placeholder);
    let s = amago_phase(&d);
    // A rally roll depends on the leader's rank (counters): named with the result.
    let mut st = s.clone();
    st.force_mut("尼子晴久").unwrap().morale = -1;
    let r = SaigokuRules
        .apply(
            &d,
            &st,
            &checked(ActionCall::new("rally").with("force", "尼子晴久"), &d),
            &mut dice(&[1]),
        )
        .unwrap();
    assert!(
        r.resolution
            .unwrap()
            .placeholders
            .contains(&"counters".to_string())
    );
    // The listing marks them too.
    let text = SaigokuRules.show_text(&d, &s);
    assert!(text.contains("★ placeholder"), "{text}");
    assert!(text.contains("counters") && text.contains("castle-list"));
}
