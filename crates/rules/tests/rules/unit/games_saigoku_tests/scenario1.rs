//! Chapter 34: scenario 1 special rules (issue 10, Saigoku items 6 and 7).

use super::*;

#[test]
fn rule_34_7_1_the_move_before_play_is_one_move_per_force() {
    let d = data();
    let s = start("1");
    let s = go(
        &d,
        &s,
        ActionCall::new("move")
            .with("force", "熊谷信直")
            .with("garrison", false),
        &[],
    );
    let again = ActionCall::new("move").with("force", "熊谷信直");
    assert_eq!(rule_of(&d, &s, again, &[]).as_deref(), Some("34.7 (1)"));
    assert!(
        SaigokuRules
            .candidates(&d, &s, "move", "force")
            .iter()
            .all(|c| c.value != "熊谷信直")
    );
    // Every other 毛利氏 force still has its own move.
    assert!(
        SaigokuRules
            .candidates(&d, &s, "move", "force")
            .iter()
            .any(|c| c.value == "吉川元春")
    );
}

#[test]
fn rule_34_7_4_the_three_senior_taisho_command_only_the_other_four() {
    let d = data();
    let s = start("1");
    // 吉川元春 joins 毛利隆元's hex.
    let hex = s.force("毛利隆元").unwrap().hex.clone();
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "吉川元春")
            .with("to", hex.as_str()),
        &[],
    );
    // One senior 大将 may not take another under command.
    let e = ActionCall::new("reorganise")
        .with("commander", "毛利隆元")
        .with("absorb", "吉川元春");
    assert_eq!(rule_of(&d, &s, e, &[]).as_deref(), Some("9-2-3"));
    // One of the other four: allowed.
    let ok = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "毛利隆元")
            .with("absorb", "宍户隆家"),
        &[],
    );
    assert_eq!(
        ok.force("毛利隆元").unwrap().members,
        vec!["宍户隆家".to_string()]
    );
    // 毛利元就 takes 毛利隆元 and 宍户隆家, then detaches them with 毛利隆元 leading 宍户隆家.
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "毛利元就")
            .with("absorb", "毛利隆元,宍户隆家"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "毛利元就")
            .with("detach", "毛利隆元,宍户隆家")
            .with("detach-leader", "毛利隆元"),
        &[],
    );
    assert_eq!(
        s.force("毛利隆元").unwrap().members,
        vec!["宍户隆家".to_string()]
    );
}
