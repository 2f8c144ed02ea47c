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
            ActionCall::new("take-damage").with("retreat-to", "3022"),
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

#[test]
fn rule_23_5_4_no_pursuit_into_a_hex_with_ungarrisoned_enemies() {
    let (d, s) = attacked("2");
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3318"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage").with("retreat-to", "3022"),
        &[],
    );
    assert_eq!(
        rule_of(&d, &s, ActionCall::new("pursue").with("to", "3318"), &[]).as_deref(),
        Some("23-5-4")
    );
    let p = go(&d, &s, ActionCall::new("pursue").with("to", "3020"), &[]);
    assert_eq!(p.force("尼子晴久").unwrap().hex, "3020");
}

#[test]
fn rule_23_2_1_terrain_river_field_and_morale_modifiers() {
    let d = data();
    let r = pr::skirmish(&d, 5, "mountain", true, 2, 1, 0, -2, false, &mut dice(&[3])).unwrap();
    assert_eq!(
        labels(&r),
        vec![
            ("23-2-1 (2)".into(), -2),
            ("23-2-1 (3)".into(), -2),
            ("23-2-1 (4)".into(), 1),
            ("23-2-1 (5)".into(), 2)
        ]
    );
    assert_eq!(r.modified_roll, Some(2));
    let r = pr::skirmish(&d, 5, "rough", false, 0, 0, 0, 0, false, &mut dice(&[3])).unwrap();
    assert_eq!(labels(&r)[0], ("23-2-1 (1)".into(), -1));
    assert!(r.result.contains_key("damage") && r.result.contains_key("eliminate"));
}

#[test]
fn rule_23_7_1_garrison_attack_minus_one_and_no_river() {
    let d = data();
    let r = pr::skirmish(&d, 5, "clear", true, 0, 0, 0, 0, true, &mut dice(&[3])).unwrap();
    assert!(labels(&r).contains(&("23-7-1".into(), -1)));
    assert!(!labels(&r).iter().any(|(rule, _)| rule == "23-2-1 (3)"));
}

#[test]
fn rule_23_6_2_counterattack_marsh_minus_one_as_written_a23() {
    let d = data();
    let r = pr::counterattack(&d, 4, "marsh", false, 0, 0, 0, 0, false, &mut dice(&[3])).unwrap();
    assert_eq!(labels(&r)[0], ("23-6-2 (1)".into(), -1));
    let r = pr::counterattack(&d, 4, "rough", false, 0, 0, 0, 0, false, &mut dice(&[3])).unwrap();
    assert!(!labels(&r).iter().any(|(rule, _)| rule == "23-6-2 (1)"));
}

#[test]
fn rule_23_7_3_counterattack_against_garrison_adds_one() {
    let d = data();
    let r = pr::counterattack(&d, 4, "clear", true, 1, 0, -1, 0, true, &mut dice(&[3])).unwrap();
    let l = labels(&r);
    assert!(l.contains(&("23-7-3".into(), 1)));
    assert!(l.contains(&("23-6-2 (3)".into(), 1)));
    assert!(l.contains(&("23-6-2 (4)".into(), -1)));
    assert!(!l.iter().any(|(rule, _)| rule == "23-6-2 (2)"));
}

#[test]
fn rule_23_4_5_retreat_costs_morale_per_hex_and_23_4_2_caps_at_four() {
    let mut d = data();
    fill(&mut d.crt, "5");
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
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("take-damage").with("retreat-to", "3024"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("23-4-2"));
    let s2 = go(
        &d,
        &s,
        ActionCall::new("take-damage")
            .with("steps", "熊谷信直")
            .with("retreat-to", "3024")
            .with("penalty", 0),
        &[],
    );
    let f = s2.force("熊谷信直").unwrap();
    assert_eq!((f.hex.as_str(), f.morale), ("3024", -4));
    let e = act(&d, &s2, checked(ActionCall::new("counterattack"), &d), &[3]).unwrap_err();
    assert_eq!(e.rule(), Some("23-6"));
    let s3 = go(&d, &s2, ActionCall::new("pursue").with("to", "3020"), &[]);
    assert_eq!(s3.force("尼子晴久").unwrap().hex, "3020");
}

#[test]
fn rule_23_4_4_each_retreating_force_loses_a_step_per_penalty_hex() {
    let mut d = data();
    fill(&mut d.crt, "2");
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
            .with("force", "福原貞俊")
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
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage")
            .with("retreat-to", "3122")
            .with("penalty", 1),
        &[],
    );
    for u in ["熊谷信直", "福原貞俊"] {
        assert_eq!(s.unit(u).unwrap().steps, 1, "{u}");
        let f = s.force(u).unwrap();
        assert_eq!((f.hex.as_str(), f.morale), ("3122", -2), "{u}");
    }
}

#[test]
fn rule_23_7_garrison_attacks_besiegers_in_its_own_hex() {
    let mut d = data();
    fill(&mut d.crt, "-");
    fill(&mut d.siege, "-");
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("siege").with("forces", "尼子晴久"),
        &[],
    );
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let ga = ActionCall::new("skirmish")
        .with("force", "熊谷信直")
        .with("target", "3021")
        .with("terrain", "clear")
        .with("garrison-attack", true);
    let mut dd = dice(&[4]);
    let r = SaigokuRules
        .apply(&d, &s, &checked(ga, &d), &mut dd)
        .unwrap();
    let res = r.resolution.unwrap();
    assert!(
        res.modifiers
            .iter()
            .any(|m| m.rule == "23-7-1" && m.value == -1)
    );
    // 23-7-2/23-7-3: the besiegers counterattack at full strength with +1.
    let mut dd = dice(&[4]);
    let c = SaigokuRules
        .apply(
            &d,
            &r.state,
            &checked(ActionCall::new("counterattack"), &d),
            &mut dd,
        )
        .unwrap();
    let cr = c.resolution.unwrap();
    assert_eq!(cr.cells[0].column, "10-14");
    assert!(
        cr.modifiers
            .iter()
            .any(|m| m.rule == "23-7-3" && m.value == 1)
    );
}

#[test]
fn rule_23_5_a_garrison_is_never_offered_a_pursuit() {
    let (d, mut s) = attacked("2");
    s = go(
        &d,
        &s,
        ActionCall::new("take-damage").with("retreat-to", "3022"),
        &[],
    );
    // Make the attacker a garrison (as after a garrison attack, 23-7).
    s.force_mut("尼子晴久").unwrap().garrison = true;
    assert!(SaigokuRules.candidates(&d, &s, "pursue", "to").is_empty());
    let p = SaigokuRules.prompt(&d, &s);
    let pu = p.actions.iter().find(|a| a.name == "pursue").unwrap();
    assert_eq!(pu.blocked.as_ref().map(|b| b.0.as_str()), Some("23-5"));
}

/// Issue 25 item 1: a retreat never ends in a hex holding enemy units — neither a third hex with
/// enemies nor the attacker's own hex (23-4-3); the same hex, empty, is accepted.
#[test]
fn rule_23_4_3_a_retreat_may_not_end_in_a_hex_holding_enemy_units() {
    let (d, s) = attacked("1");
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子国久")
            .with("to", "3021"),
        &[],
    );
    let retreat = |to: &str| ActionCall::new("take-damage").with("retreat-to", to);
    // 3021 is one hex further from 3019 than 3020, but 尼子国久 stands there.
    assert_eq!(
        rule_of(&d, &s, retreat("3021"), &[]).as_deref(),
        Some("23-4-3")
    );
    // The attacker's own hex.
    assert_eq!(
        rule_of(&d, &s, retreat("3019"), &[]).as_deref(),
        Some("23-4-3")
    );
    // Not further from the attacker (23-4-2).
    assert_eq!(
        rule_of(&d, &s, retreat("3119"), &[]).as_deref(),
        Some("23-4-2")
    );
    let s = go(&d, &s, retreat("3121"), &[]);
    assert_eq!(s.force("熊谷信直").unwrap().hex, "3121");
}

/// Found in issue 25: penalty hexes are hexes entered, at most one per hex retreated (23-4-4).
#[test]
fn rule_23_4_4_no_more_penalty_hexes_than_hexes_retreated() {
    let (d, s) = attacked("1");
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("take-damage")
                .with("retreat-to", "3021")
                .with("penalty", 3),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "penalty"),
        "{e}"
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage")
            .with("retreat-to", "3021")
            .with("penalty", 1),
        &[],
    );
    assert_eq!(s.unit("熊谷信直").unwrap().steps, 1);
}

/// Issue 25 item 5: a defender wiped out by its steps is not asked where it retreats, and nobody
/// pursues it (pursuit follows a retreat only, 23-5).
#[test]
fn rule_23_5_a_defender_wiped_out_neither_retreats_nor_is_pursued() {
    let (d, s) = attacked("3");
    let wiped = ActionCall::new("take-damage").with("steps", "熊谷信直,熊谷信直");
    let e = act(
        &d,
        &s,
        checked(wiped.clone().with("retreat-to", "3021"), &d),
        &[],
    )
    .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "retreat-to"),
        "{e}"
    );
    let s = go(&d, &s, wiped, &[]);
    assert!(s.force("熊谷信直").is_none());
    assert_eq!(s.pending, None);
    let p = SaigokuRules.prompt(&d, &s);
    assert!(p.actions.iter().all(|a| a.name != "pursue"), "{p:?}");
}

/// Issue 25 item 7: the pursuer follows the retreat path (23-5, digest A27): the vacated hex or a
/// hex between it and the retreat's end, never off the path.
#[test]
fn rule_23_5_the_pursuit_stays_on_the_retreat_path() {
    let (d, s) = attacked("2");
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage").with("retreat-to", "3022"),
        &[],
    );
    let pursue = |to: &str| ActionCall::new("pursue").with("to", to);
    assert_eq!(
        rule_of(&d, &s, pursue("3118"), &[]).as_deref(),
        Some("23-5")
    );
    assert_eq!(
        rule_of(&d, &s, pursue("2825"), &[]).as_deref(),
        Some("23-5")
    );
    let offered: Vec<String> = SaigokuRules
        .candidates(&d, &s, "pursue", "to")
        .into_iter()
        .map(|c| c.value)
        .collect();
    assert_eq!(offered, vec!["3020".to_string()], "3022 holds the defender");
    let p = go(&d, &s, pursue("3021"), &[]);
    assert_eq!(p.force("尼子晴久").unwrap().hex, "3021");
}

/// Issue 25 item 7: a skirmish target is a hex next to the attacker (22-1-2); the prompt and the
/// pick-list offer no skirmish without one (item 8).
#[test]
fn rule_22_1_2_a_skirmish_needs_a_target_next_to_the_attacker() {
    let d = data();
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "熊谷信直")
            .with("to", "3025"),
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
    let far = ActionCall::new("skirmish")
        .with("force", "尼子晴久")
        .with("target", "3025")
        .with("terrain", "clear");
    assert_eq!(rule_of(&d, &s, far, &[4]).as_deref(), Some("22-1-2"));
    assert!(
        SaigokuRules
            .candidates(&d, &s, "skirmish", "force")
            .iter()
            .all(|c| c.value != "尼子晴久")
    );
    assert!(
        SaigokuRules
            .candidates(&d, &s, "skirmish", "target")
            .iter()
            .all(|c| c.value != "3025")
    );
    // Next to it, the target is offered.
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "熊谷信直")
            .with("to", "3020"),
        &[],
    );
    assert!(
        SaigokuRules
            .candidates(&d, &s, "skirmish", "target")
            .iter()
            .any(|c| c.value == "3020")
    );
}

/// Found in issue 25: the owner chooses which units lose the penalty steps (23-3-1, 23-4-4);
/// without a choice the subordinates lose them first.
#[test]
fn rule_23_3_1_the_owner_names_the_units_that_lose_the_penalty_steps() {
    let mut d = data();
    fill(&mut d.crt, "1");
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "毛利元就")
            .with("absorb", "桂元澄"),
        &[],
    );
    let s = to_stage1(&d, &s);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3318"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3419"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("skirmish")
            .with("force", "尼子晴久")
            .with("target", "3318")
            .with("terrain", "clear"),
        &[4],
    );
    let retreat = ActionCall::new("take-damage")
        .with("retreat-to", "3317")
        .with("penalty", 1);
    let chosen = go(
        &d,
        &s,
        retreat.clone().with("penalty-losses", "毛利元就"),
        &[],
    );
    assert_eq!(
        chosen.unit("毛利元就").unwrap().steps,
        1,
        "the owner's pick"
    );
    assert_eq!(chosen.unit("桂元澄").unwrap().steps, 2);
    let default = go(&d, &s, retreat, &[]);
    assert_eq!(default.unit("毛利元就").unwrap().steps, 2);
    assert_eq!(default.unit("桂元澄").unwrap().steps, 1);
}
