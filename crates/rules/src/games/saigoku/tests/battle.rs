//! Chapter 24–25: the decisive battle (issue 10, Saigoku items 1–4).

use super::super::state::Pending;
use super::*;

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
