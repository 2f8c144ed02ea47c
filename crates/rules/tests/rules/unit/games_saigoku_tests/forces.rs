//! Chapters 9–14: forces, morale, supply, action ratings, reorganisation, replacement.

use super::*;

#[test]
fn rule_14_2_3_replacement_reduced_by_morale() {
    let mut d = data();
    fill(d.replacement.get_mut("mori").unwrap(), "3");
    let r = pr::replacement(&d, "mori", "自国-自城", -2, &mut dice(&[4])).unwrap();
    assert_eq!(r.result["table_value"], 3);
    assert_eq!(r.result["steps"], 1);
    assert_eq!(labels(&r), vec![("14-2-3".into(), -2)]);
    let r = pr::replacement(&d, "mori", "自国-自城", -4, &mut dice(&[4])).unwrap();
    assert_eq!(r.result["steps"], -1); // desertion (14-2-4, digest A13)
}

#[test]
fn rule_11_3_1_supply_check_is_required_before_stage_one() {
    let d = data();
    let s = go(&d, &start("4"), ActionCall::new("advance"), &[]);
    let e = act(&d, &s, ActionCall::new("advance"), &[]).unwrap_err();
    assert_eq!(e.rule(), Some("11-3-1"));
    let p = view::prompt(&d, &s);
    let adv = p.actions.iter().find(|a| a.name == "advance").unwrap();
    assert_eq!(adv.blocked.as_ref().unwrap().0, "11-3-1");
}

#[test]
fn rule_11_4_1_unsupplied_force_loses_morale_and_garrison_is_exempt() {
    let d = data();
    let s = go(&d, &start("4"), ActionCall::new("advance"), &[]);
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("supply-check").with("unsupplied", "毛利元就"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("11-1-6"));
    // Leave the castle first (set-up state is garrisoned); use adjust-free relocate.
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3419"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("supply-check").with("unsupplied", "毛利元就"),
        &[],
    );
    assert_eq!(s.force("毛利元就").unwrap().morale, -1);
}

#[test]
fn rule_10_1_2_morale_below_minus_four_eliminates_the_force() {
    let d = data();
    let s = go(&d, &start("4"), ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "平賀広相")
            .with("to", "3419"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "平賀広相")
            .with("field", "morale")
            .with("value", "-4"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("supply-check").with("unsupplied", "平賀広相"),
        &[],
    );
    assert!(s.force("平賀広相").is_none());
    assert_eq!(s.unit("平賀広相").unwrap().steps, 0);
    assert!(
        s.eliminated
            .iter()
            .any(|e| e.unit == "平賀広相" && e.cause.contains("morale"))
    );
}

#[test]
fn rule_12_2_4_action_rating_gates_the_stage() {
    let d = data();
    let mut s = to_stage1(&d, &start("4"));
    // To stage 2: 大内 → 尼子 → 毛利 phases.
    for _ in 0..3 {
        s = go(&d, &s, ActionCall::new("advance"), &[]);
    }
    assert_eq!(s.stage, 2);
    s = go(&d, &s, ActionCall::new("advance"), &[]);
    s = go(&d, &s, ActionCall::new("advance"), &[]);
    assert_eq!(s.current_phase(), Some("mori"));
    // A 武将 of rating 2 acts in stage 2; in stage 3 it may not.
    let s2 = go(
        &d,
        &s,
        ActionCall::new("move")
            .with("force", "平賀広相")
            .with("to", "3419")
            .with("mp", 2),
        &[],
    );
    assert!(s2.force("平賀広相").unwrap().acted);
    let e = act(
        &d,
        &s2,
        checked(
            ActionCall::new("move")
                .with("force", "平賀広相")
                .with("to", "3420"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("12-2-3"));
    let mut s3 = s.clone();
    for _ in 0..3 {
        s3 = go(&d, &s3, ActionCall::new("advance"), &[]);
    }
    assert_eq!(s3.stage, 3);
    let e = act(
        &d,
        &s3,
        checked(
            ActionCall::new("move")
                .with("force", "平賀広相")
                .with("to", "3419"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("12-2-4"));
}

#[test]
fn rule_9_2_2_command_capacity_and_9_2_3_rank_enforced() {
    let d = data();
    let s = start("1");
    // 宍户隆家 has capacity 0 in scenario 1 (34.7 (3)).
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("reorganise")
                .with("commander", "宍户隆家")
                .with("absorb", "福原贞俊"),
            &d,
        ),
        &[],
    );
    assert!(e.is_err());
    // 毛利隆元 (☆, capacity 2) may command other 大将 in scenario 1 (34.7 (4)).
    let s2 = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "毛利隆元")
            .with("absorb", "宍户隆家,桂元澄"),
        &[],
    );
    assert_eq!(
        s2.force("毛利隆元").unwrap().members,
        vec!["宍户隆家", "桂元澄"]
    );
    let e = act(
        &d,
        &s2,
        checked(
            ActionCall::new("reorganise")
                .with("commander", "毛利隆元")
                .with("absorb", "福原贞俊"),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("9-2-2"));
}

#[test]
fn rule_14_2_4_negative_replacement_is_desertion() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "-1");
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("replace")
            .with("commander", "尼子晴久")
            .with("target", "force")
            .with("column", "本城")
            .with("units", "秋上綱平"),
        &[5],
    );
    assert_eq!(s.unit("秋上綱平").unwrap().steps, 1);
    assert!(s.force("尼子晴久").unwrap().acted);
}

#[test]
fn rule_14_3_3_castle_replacement_once_per_stage_and_capped() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "2");
    let s = amago_phase(&d);
    let mut s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "4307")
            .with("field", "durability")
            .with("value", "7"),
        &[],
    );
    s = go(
        &d,
        &s,
        ActionCall::new("replace")
            .with("commander", "尼子晴久")
            .with("target", "castle")
            .with("column", "本城"),
        &[1],
    );
    assert_eq!(s.castle("4307").unwrap().durability, 9);
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("replace")
                .with("commander", "尼子久幸")
                .with("target", "castle")
                .with("column", "本城"),
            &d,
        ),
        &[1],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("14-3-3"));
}

#[test]
fn rule_14_1_1_replacement_may_follow_a_reorganisation_in_the_same_action() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "1");
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "松田誠保")
            .with("field", "steps")
            .with("value", "1"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子国久")
            .with("absorb", "松田誠保"),
        &[],
    );
    assert!(s.force("尼子国久").unwrap().acted);
    let s = go(
        &d,
        &s,
        ActionCall::new("replace")
            .with("commander", "尼子国久")
            .with("target", "force")
            .with("column", "本城"),
        &[4],
    );
    assert_eq!(s.unit("松田誠保").unwrap().steps, 2);
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("replace")
                .with("commander", "尼子国久")
                .with("target", "force")
                .with("column", "本城"),
            &d,
        ),
        &[4],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("12-2-3"));
}

#[test]
fn rule_14_2_4_option_a13_desertion_clamp() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "-1");
    let mut s = amago_phase(&d);
    s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "尼子晴久")
            .with("field", "morale")
            .with("value", "-3"),
        &[],
    );
    let call = ActionCall::new("replace")
        .with("commander", "尼子晴久")
        .with("target", "force")
        .with("column", "本城");
    let plain = go(&d, &s, call.clone(), &[5]);
    let lost = |x: &State| {
        x.units
            .iter()
            .filter(|u| u.army == "amago")
            .map(|u| 2 - u.steps as i64)
            .sum::<i64>()
    };
    assert_eq!(lost(&plain), 4);
    s.options.insert("desertion-clamp".into(), true);
    let clamped = go(&d, &s, call, &[5]);
    assert_eq!(lost(&clamped), 2);
}

#[test]
fn rule_13_2_4_detached_units_count_as_having_acted() {
    let d = data();
    let s = amago_phase(&d);
    // Set-up forming is free; in an ops phase detaching uses the action of everyone involved.
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子晴久")
            .with("detach", "立原久綱"),
        &[],
    );
    assert!(s.force("立原久綱").unwrap().acted);
    assert!(s.force("尼子晴久").unwrap().acted);
    assert_eq!(s.force("尼子晴久").unwrap().members.len(), 4);
}

#[test]
fn rule_9_2_6_only_units_of_the_same_army() {
    let d = data();
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "吉川興経")
            .with("to", "4307"),
        &[],
    );
    let r = ActionCall::new("reorganise")
        .with("commander", "尼子晴久")
        .with("absorb", "吉川興経");
    assert_eq!(rule_of(&d, &s, r, &[]).as_deref(), Some("9-2-6"));
}

/// Ruling 25.0 / 25-2 (issue 25): a 总大将 who deserts on a replacement roll (14-2-4) is not killed
/// in a field battle or siege: his army stays, unless the option `sotaisho-any-loss` is on.
#[test]
fn rule_25_2_ruling_a_sotaisho_lost_to_desertion_keeps_his_army_unless_the_option() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "-2");
    let call = ActionCall::new("replace")
        .with("commander", "尼子晴久")
        .with("target", "force")
        .with("column", "本城")
        .with("supplied", true)
        .with("units", "尼子晴久");
    for (option, destroyed) in [(false, false), (true, true)] {
        let mut s = amago_phase(&d);
        s.options.insert("sotaisho-any-loss".into(), option);
        // 尼子晴久 alone, so the desertion falls on him.
        let members = std::mem::take(&mut s.force_mut("尼子晴久").unwrap().members);
        for m in members {
            let mut f = s.force("尼子晴久").unwrap().clone();
            f.leader = m;
            s.forces.push(f);
        }
        let s = go(&d, &s, call.clone(), &[1]);
        assert_eq!(s.unit("尼子晴久").unwrap().steps, 0, "option {option}");
        assert_eq!(
            s.army("amago").unwrap().destroyed,
            destroyed,
            "option {option}"
        );
        assert_eq!(
            s.units.iter().any(|u| u.army == "amago" && u.steps > 0),
            !destroyed
        );
    }
}

/// Issue 25 item 10: the pick-list of units to split off never offers the commander himself, and
/// the rally log names the rank in the rulebook's words.
#[test]
fn rule_13_1_detach_offers_subordinates_only_and_26_1_2_names_the_rank() {
    let d = data();
    let s = amago_phase(&d);
    let c = SaigokuRules.candidates(&d, &s, "reorganise", "detach");
    assert!(c.iter().any(|c| c.value == "立原久綱"));
    assert!(
        c.iter().all(|c| c.value != c.group),
        "a commander is never offered as his own subordinate"
    );
    let r = pr::rally(false, Rank::Sotaisho, &mut dice(&[6])).unwrap();
    assert!(
        r.log.iter().any(|l| l.contains("led by a 总大将")),
        "{:?}",
        r.log
    );
}

/// Issue 25 item 10: taking a commander under another leaves his subordinates on their own, and the
/// log says so (13).
#[test]
fn rule_13_absorbing_a_commander_says_his_subordinates_stand_alone() {
    let d = data();
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子国久")
            .with("absorb", "松田誠保"),
        &[],
    );
    let call = checked(
        ActionCall::new("reorganise")
            .with("commander", "尼子晴久")
            .with("absorb", "尼子国久"),
        &d,
    );
    let r = SaigokuRules.apply(&d, &s, &call, &mut dice(&[])).unwrap();
    assert!(r.state.force("松田誠保").is_some());
    assert!(
        r.log
            .iter()
            .any(|l| l.contains("松田誠保 now stand alone") && l.contains("尼子国久")),
        "{:?}",
        r.log
    );
}
