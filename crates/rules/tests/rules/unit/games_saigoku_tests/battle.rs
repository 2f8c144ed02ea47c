//! Chapter 24–25: the decisive battle (issue 10, Saigoku items 1–4).

use super::*;
use gunbai_rules::games::saigoku::state::Pending;

/// 尼子晴久 (with five units) in 3419 facing 毛利元就 alone in 3318, in the 尼子氏 ops phase.
fn facing(d: &SaigokuData) -> State {
    let s = amago_phase(d);
    let s = go(
        d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3419"),
        &[],
    );
    go(
        d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3318"),
        &[],
    )
}

fn battle(target: &str) -> ActionCall {
    ActionCall::new("battle")
        .with("force", "尼子晴久")
        .with("target", target)
        .with("attacker-terrain", "clear")
        .with("defender-terrain", "clear")
}

#[test]
fn rule_24_2_6_and_25_2_a_wiped_out_side_rolls_no_retreat_and_the_battle_ends() {
    let mut d = data();
    fill(&mut d.crt, "2●");
    let s = facing(&d);
    let s = go(&d, &s, battle("3318"), &[]);
    // The defending 总大将 takes the first loss: he dies, 25-2 removes 毛利氏, nobody is left to roll.
    let s = go(
        &d,
        &s,
        ActionCall::new("battle-round").with("defender-losses", "毛利元就"),
        &[3, 3],
    );
    assert!(s.army("mori").unwrap().destroyed);
    assert_eq!(s.pending, None, "no retreat roll is waited for");
    let p = SaigokuRules.prompt(&d, &s);
    assert!(
        p.actions
            .iter()
            .any(|a| a.name == "advance" && a.blocked.is_none()),
        "the game goes on: {p:?}"
    );
    assert!(
        SaigokuRules
            .candidates(&d, &s, "battle-retreat", "force")
            .is_empty()
    );
}

#[test]
fn rule_24_3_a_retreating_force_removed_by_25_2_is_not_waited_for() {
    let d = data();
    let mut s = facing(&d);
    // Two forces must roll; the second belongs to an army whose 总大将 then falls (25-2).
    s.pending = Some(Pending::BattleRetreat {
        forces: vec!["毛利元就".into(), "熊谷信直".into()],
        battle_hexes: vec!["3419".into(), "3318".into()],
        withdraw: false,
    });
    // 6: two steps lost — 毛利元就 has two, so he dies and 毛利氏 (熊谷信直 too) is removed.
    let s = go(
        &d,
        &s,
        ActionCall::new("battle-retreat").with("force", "毛利元就"),
        &[6],
    );
    assert!(s.force("熊谷信直").is_none());
    assert_eq!(s.pending, None);
}

#[test]
fn rule_24_1_6_a_garrisoned_sotaisho_may_not_start_a_decisive_battle() {
    let d = data();
    let s = facing(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "4307")
            .with("garrison", true),
        &[],
    );
    assert_eq!(
        rule_of(&d, &s, battle("3318"), &[]).as_deref(),
        Some("24-1-6")
    );
    assert!(
        SaigokuRules
            .candidates(&d, &s, "battle", "force")
            .iter()
            .all(|c| c.value != "尼子晴久")
    );
    let p = SaigokuRules.prompt(&d, &s);
    let b = p.actions.iter().find(|a| a.name == "battle").unwrap();
    assert!(b.blocked.is_some(), "{b:?}");
}

#[test]
fn rule_18_4_1_a_besieging_sotaisho_may_not_start_a_decisive_battle() {
    let d = data();
    let mut s = facing(&d);
    s.forces
        .iter_mut()
        .find(|f| f.leader == "尼子晴久")
        .unwrap()
        .besieging = true;
    assert_eq!(
        rule_of(&d, &s, battle("3318"), &[]).as_deref(),
        Some("18-4-1")
    );
    assert!(
        SaigokuRules
            .candidates(&d, &s, "battle", "force")
            .iter()
            .all(|c| c.value != "尼子晴久")
    );
}

#[test]
fn rule_18_4_2_a_besieging_defender_fights_the_battle_at_half_strength_unless_it_lifts() {
    let mut d = data();
    let s = facing(&d);
    let mori = s.force("毛利元就").unwrap().clone();
    let full = s.force_strength(&mori);
    let half = (full + 1) / 2;
    let (cf, ch) = (d.crt_column(full), d.crt_column(half));
    assert_ne!(cf, ch, "the test needs two different CRT columns");
    fill(&mut d.crt, "-");
    set_column(&mut d.crt, &ch, "1");
    let mut s = s;
    s.forces
        .iter_mut()
        .find(|f| f.leader == "毛利元就")
        .unwrap()
        .besieging = true;
    let fought = go(&d, &s, battle("3318"), &[]);
    let r = SaigokuRules
        .apply(
            &d,
            &fought,
            &checked(ActionCall::new("battle-round"), &d),
            &mut dice(&[3, 3]),
        )
        .unwrap();
    let res = r.resolution.unwrap();
    assert_eq!(res.result["attacker_damage"], 1, "half strength: {}", ch);
    // Lifting the siege when attacked: full strength.
    let lifted = go(&d, &s, battle("3318").with("lift-siege", true), &[]);
    assert!(!lifted.force("毛利元就").unwrap().besieging);
    let r = SaigokuRules
        .apply(
            &d,
            &lifted,
            &checked(ActionCall::new("battle-round"), &d),
            &mut dice(&[3, 3]),
        )
        .unwrap();
    assert_eq!(r.resolution.unwrap().result["attacker_damage"], 0);
}

#[test]
fn rule_24_1_2_and_24_1_3_the_players_choose_which_stacked_forces_join() {
    let d = data();
    let s = facing(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子国久")
            .with("to", "3419"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "熊谷信直")
            .with("to", "3318"),
        &[],
    );
    // Not named: everyone who may joins.
    let all = go(&d, &s, battle("3318"), &[]);
    let Some(Pending::Battle {
        attackers,
        defenders,
        ..
    }) = &all.pending
    else {
        panic!("battle pending")
    };
    assert_eq!(attackers.len(), 2);
    assert_eq!(defenders.len(), 2);
    // Named: only the 总大将s.
    let few = go(
        &d,
        &s,
        battle("3318")
            .with("attackers", "尼子晴久")
            .with("defenders", "毛利元就"),
        &[],
    );
    let Some(Pending::Battle {
        attackers,
        defenders,
        ..
    }) = &few.pending
    else {
        panic!("battle pending")
    };
    assert_eq!(attackers, &vec!["尼子晴久".to_string()]);
    assert_eq!(defenders, &vec!["毛利元就".to_string()]);
    assert!(
        !few.force("尼子国久").unwrap().acted,
        "who stays out keeps its action"
    );
    // Someone who may not join is refused by the key the player typed.
    let e = act(
        &d,
        &s,
        checked(battle("3318").with("attackers", "熊谷信直"), &d),
        &[],
    )
    .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "attackers"),
        "{e}"
    );
}

#[test]
fn rule_24_2_3_battle_round_rolls_two_dice_without_terrain() {
    let d = data();
    let r = pr::battle_round(&d, 10, 8, 3, 1, 0, -1, &mut dice(&[2, 5])).unwrap();
    assert_eq!(r.rolls, vec![2, 5]);
    assert_eq!(r.result["attacker_roll"], 5);
    assert_eq!(r.result["defender_roll"], 2);
    assert!(r.result.contains_key("attacker_damage") && r.result.contains_key("defender_damage"));
    assert!(r.modifiers.iter().all(|m| m.rule == "24-2-3"));
}

#[test]
fn rule_24_3_retreat_die() {
    for (face, hexes, steps) in [(1, 1, 0), (4, 4, 0), (5, 4, 1), (6, 4, 2)] {
        let r = pr::battle_retreat(&mut dice(&[face])).unwrap();
        assert_eq!(r.result["hexes"], hexes);
        assert_eq!(r.result["steps_lost"], steps);
    }
}

#[test]
fn rule_26_1_1_supplied_rally_uses_no_die() {
    let r = pr::rally(true, Rank::Busho, &mut dice(&[])).unwrap();
    assert_eq!(r.result["recovered"], true);
    assert!(r.rolls.is_empty());
    let odds = SaigokuRules
        .odds(
            &data(),
            "rally",
            &Params::new().with("supplied", true).with("leader", "busho"),
        )
        .unwrap();
    assert_eq!(odds.len(), 1);
    assert!((odds[0].probability - 1.0).abs() < 1e-12);
}

#[test]
fn rule_26_1_2_unsupplied_rally_threshold_by_rank() {
    assert_eq!(
        pr::rally(false, Rank::Busho, &mut dice(&[1]))
            .unwrap()
            .result["recovered"],
        true
    );
    assert_eq!(
        pr::rally(false, Rank::Busho, &mut dice(&[2]))
            .unwrap()
            .result["recovered"],
        false
    );
    assert_eq!(
        pr::rally(false, Rank::Taisho, &mut dice(&[2]))
            .unwrap()
            .result["recovered"],
        true
    );
    assert_eq!(
        pr::rally(false, Rank::Sotaisho, &mut dice(&[3]))
            .unwrap()
            .result["recovered"],
        true
    );
    assert_eq!(
        pr::rally(false, Rank::Sotaisho, &mut dice(&[4]))
            .unwrap()
            .result["recovered"],
        false
    );
    let odds = SaigokuRules
        .odds(
            &data(),
            "rally",
            &Params::new()
                .with("supplied", false)
                .with("leader", "sotaisho"),
        )
        .unwrap();
    let yes = odds
        .iter()
        .find(|o| o.outcome.contains("recovered=true"))
        .unwrap();
    assert!((yes.probability - 0.5).abs() < 1e-12);
}

#[test]
fn rule_25_2_dead_sotaisho_removes_the_army() {
    let d = data();
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "毛利元就")
            .with("field", "steps")
            .with("value", "0"),
        &[],
    );
    assert!(s.army("mori").unwrap().destroyed);
    assert!(
        s.units
            .iter()
            .filter(|u| u.army == "mori")
            .all(|u| u.steps == 0)
    );
    assert_eq!(s.eliminated.iter().filter(|e| e.army == "mori").count(), 5);
    let sc = view::score_state(&d, &s);
    assert!(sc["sides"]["amago"].as_i64().unwrap() >= 10 + 4);
}

#[test]
fn rule_24_2_6_decisive_battle_spent_side_rolls_its_retreat() {
    let mut d = data();
    fill(&mut d.crt, "1");
    let s = amago_phase(&d);
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
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3318"),
        &[],
    );
    let bad = ActionCall::new("battle")
        .with("force", "尼子晴久")
        .with("target", "3318")
        .with("attacker-terrain", "clear")
        .with("defender-terrain", "mountain");
    assert_eq!(
        act(&d, &s, checked(bad, &d), &[]).unwrap_err().rule(),
        Some("24-1-7")
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("battle")
            .with("force", "尼子晴久")
            .with("target", "3318")
            .with("attacker-terrain", "clear")
            .with("defender-terrain", "clear"),
        &[],
    );
    let s = go(&d, &s, ActionCall::new("battle-round"), &[3, 3]);
    assert_eq!(s.unit("毛利元就").unwrap().steps, 1);
    assert!(
        matches!(&s.pending, Some(gunbai_rules::games::saigoku::state::Pending::BattleRetreat { forces, .. }) if forces == &vec!["毛利元就".to_string()])
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("battle-retreat")
            .with("force", "毛利元就")
            .with("to", "3217"),
        &[2],
    );
    let f = s.force("毛利元就").unwrap();
    assert_eq!((f.hex.as_str(), f.morale), ("3217", -2));
    assert_eq!(s.pending, None);
}

#[test]
fn rule_24_2_5_only_the_winner_of_the_exchange_may_end_the_battle() {
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
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子晴久")
            .with("absorb", "立原久綱,本田家吉,横道政光,古志重信,秋上綱平"),
        &[],
    );
    let s = to_stage1(&d, &s);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
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
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3318"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("battle")
            .with("force", "尼子晴久")
            .with("target", "3318")
            .with("attacker-terrain", "clear")
            .with("defender-terrain", "clear"),
        &[],
    );
    let end = ActionCall::new("battle-end").with("side", "attacker");
    assert_eq!(rule_of(&d, &s, end.clone(), &[]).as_deref(), Some("24-2-5"));
    let mut d2 = d.clone();
    set_column(&mut d2.crt, "5-6", "-"); // the defender's column: no damage to the attacker
    let s2 = go(&d2, &s, ActionCall::new("battle-round"), &[3, 3]);
    assert!(matches!(
        s2.pending,
        Some(gunbai_rules::games::saigoku::state::Pending::Battle { .. })
    ));
    assert_eq!(
        rule_of(
            &d2,
            &s2,
            ActionCall::new("battle-end").with("side", "defender"),
            &[]
        )
        .as_deref(),
        Some("24-2-5")
    );
    let s3 = go(&d2, &s2, end, &[]);
    assert!(
        matches!(&s3.pending, Some(Pending::BattleRetreat { forces, withdraw: true, .. }) if forces == &vec!["尼子晴久".to_string()]),
        "{:?}",
        s3.pending
    );
}

/// The battle of the test above, ended by the attacker after winning an exchange.
fn attacker_ended_the_battle() -> (SaigokuData, State) {
    let mut d = data();
    fill(&mut d.crt, "1");
    set_column(&mut d.crt, "5-6", "-");
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "毛利元就")
            .with("absorb", "桂元澄"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子晴久")
            .with("absorb", "立原久綱,本田家吉,横道政光,古志重信,秋上綱平"),
        &[],
    );
    let s = to_stage1(&d, &s);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
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
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3318"),
        &[],
    );
    let s = go(&d, &s, battle("3318"), &[]);
    let s = go(&d, &s, ActionCall::new("battle-round"), &[3, 3]);
    let s = go(
        &d,
        &s,
        ActionCall::new("battle-end").with("side", "attacker"),
        &[],
    );
    (d, s)
}

/// Issue 25 item 4: the retreat of the player who ends the battle is a step of the prompt: each of
/// its forces is placed 1 hex away from the enemy, without roll or morale loss.
#[test]
fn rule_24_2_5_the_retreat_after_battle_end_is_a_step_of_one_hex() {
    let (d, s) = attacker_ended_the_battle();
    let p = SaigokuRules.prompt(&d, &s);
    assert!(
        p.actions
            .iter()
            .any(|a| a.name == "battle-retreat" && a.blocked.is_none()),
        "{p:?}"
    );
    assert!(
        p.actions
            .iter()
            .all(|a| a.name != "advance" || a.blocked.is_some())
    );
    let morale = s.force("尼子晴久").unwrap().morale;
    let back = |to: &str| {
        ActionCall::new("battle-retreat")
            .with("force", "尼子晴久")
            .with("to", to)
    };
    // Not toward the enemy, not 2 hexes, not into the enemy (23-4-2, 23-4-3).
    assert_eq!(
        rule_of(&d, &s, back("3318"), &[]).as_deref(),
        Some("23-4-3")
    );
    assert_eq!(
        rule_of(&d, &s, back("3418"), &[]).as_deref(),
        Some("23-4-3")
    );
    assert_eq!(
        rule_of(&d, &s, back("3421"), &[]).as_deref(),
        Some("23-4-2")
    );
    let s = go(&d, &s, back("3420"), &[]);
    assert_eq!(s.pending, None);
    let f = s.force("尼子晴久").unwrap();
    assert_eq!((f.hex.as_str(), f.morale), ("3420", morale));
}

/// Issue 25 item 7: the two 总大将 stand in adjacent hexes (22-1-2, 24-1-1): no decisive battle from
/// 3419 on 3425.
#[test]
fn rule_22_1_2_a_decisive_battle_needs_the_enemy_sotaisho_next_to_it() {
    let d = data();
    let s = facing(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3425"),
        &[],
    );
    assert_eq!(
        rule_of(&d, &s, battle("3425"), &[]).as_deref(),
        Some("22-1-2")
    );
    // Item 8: the prompt does not offer it, nor the pick-lists.
    let p = SaigokuRules.prompt(&d, &s);
    let b = p.actions.iter().find(|a| a.name == "battle").unwrap();
    assert!(b.blocked.is_some(), "{b:?}");
    assert!(
        SaigokuRules
            .candidates(&d, &s, "battle", "target")
            .is_empty()
    );
}

/// Issue 25 item 8: an enemy 总大将 inside a castle is no target: the prompt does not offer a
/// battle that can only be refused (24-1-6).
#[test]
fn rule_24_1_6_a_garrisoned_enemy_sotaisho_is_no_battle_target() {
    let d = data();
    let s = facing(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3418")
            .with("garrison", true),
        &[],
    );
    let p = SaigokuRules.prompt(&d, &s);
    let b = p.actions.iter().find(|a| a.name == "battle").unwrap();
    assert!(b.blocked.is_some(), "{b:?}");
    assert_eq!(
        rule_of(&d, &s, battle("3418"), &[]).as_deref(),
        Some("24-1-6")
    );
}

/// Issue 25 item 1: the retreat after a decisive battle never ends among enemy units (23-4-3,
/// 24-3); a hex that does not match the die leaves the force in place to be placed by hand, and
/// costs no re-roll.
#[test]
fn rule_23_4_3_a_battle_retreat_may_not_end_among_enemy_units() {
    let d = data();
    let mut s = facing(&d);
    s.pending = Some(Pending::BattleRetreat {
        forces: vec!["毛利元就".into()],
        battle_hexes: vec!["3419".into(), "3318".into()],
        withdraw: false,
    });
    let back = |to: &str| {
        ActionCall::new("battle-retreat")
            .with("force", "毛利元就")
            .with("to", to)
    };
    // The attacker's own hex, and a hex toward it.
    assert_eq!(
        rule_of(&d, &s, back("3419"), &[1]).as_deref(),
        Some("23-4-3")
    );
    assert_eq!(
        rule_of(&d, &s, back("3420"), &[1]).as_deref(),
        Some("23-4-2")
    );
    // 1: one hex, to 3317.
    let one = go(&d, &s, back("3317"), &[1]);
    assert_eq!(one.force("毛利元就").unwrap().hex, "3317");
    // 3: three hexes, and 3317 is only one: the force stays where it is.
    let three = go(&d, &s, back("3317"), &[3]);
    assert_eq!(three.force("毛利元就").unwrap().hex, "3318");
}
