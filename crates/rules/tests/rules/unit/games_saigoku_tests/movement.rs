//! Chapters 15–16: movement and garrisons.

use super::*;

#[test]
fn rule_15_6_3_movement_allowance_is_eight_minus_morale() {
    let d = data();
    let s = to_stage1(&d, &start("4"));
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "平賀広相")
            .with("field", "morale")
            .with("value", "-3"),
        &[],
    );
    // 5 MP + 1 to leave the garrison = 6 > 5.
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("move")
                .with("force", "平賀広相")
                .with("to", "3419")
                .with("mp", 5),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("15-6-3"));
    assert!(
        act(
            &d,
            &s,
            checked(
                ActionCall::new("move")
                    .with("force", "平賀広相")
                    .with("to", "3419")
                    .with("mp", 4),
                &d
            ),
            &[]
        )
        .is_ok()
    );
}

#[test]
fn rule_15_6_2_no_entry_into_ungarrisoned_enemies_and_16_3_1_no_leaving_past_them() {
    let d = data();
    let s = mori_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3020"),
        &[],
    );
    let mv = ActionCall::new("move")
        .with("force", "熊谷信直")
        .with("to", "3020")
        .with("mp", 1);
    assert_eq!(rule_of(&d, &s, mv, &[]).as_deref(), Some("15-6-2"));
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    let out = ActionCall::new("move")
        .with("force", "熊谷信直")
        .with("to", "3121")
        .with("mp", 1);
    assert_eq!(rule_of(&d, &s, out, &[]).as_deref(), Some("16-3-1"));
}

#[test]
fn rule_16_1_1_garrison_only_an_own_or_allied_castle_and_10_4_castle_morale_after_leaving() {
    let d = data();
    let s = mori_phase(&d);
    let enemy = ActionCall::new("move")
        .with("force", "熊谷信直")
        .with("to", "3017")
        .with("mp", 4)
        .with("garrison", true);
    assert_eq!(rule_of(&d, &s, enemy, &[]).as_deref(), Some("16-1-1"));
    let mut s2 = s.clone();
    s2.castle_mut("3021").unwrap().morale = -2;
    let s2 = go(
        &d,
        &s2,
        ActionCall::new("move")
            .with("force", "熊谷信直")
            .with("to", "3121")
            .with("mp", 1),
        &[],
    );
    assert_eq!(s2.castle("3021").unwrap().morale, 0); // digest A46
    assert!(!s2.force("熊谷信直").unwrap().garrison);
}

#[test]
fn rule_15_3_strategic_movement_needs_supply_and_morale_zero() {
    let d = data();
    let s = mori_phase(&d);
    let mv = ActionCall::new("move")
        .with("force", "熊谷信直")
        .with("to", "3121")
        .with("mp", 2)
        .with("strategic", true);
    assert_eq!(rule_of(&d, &s, mv.clone(), &[]).as_deref(), Some("15-3-2"));
    let s2 = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "熊谷信直")
            .with("field", "morale")
            .with("value", "-1"),
        &[],
    );
    assert_eq!(
        rule_of(&d, &s2, mv.clone().with("supplied", true), &[]).as_deref(),
        Some("15-3-3")
    );
    assert!(act(&d, &s, checked(mv.with("supplied", true), &d), &[]).is_ok());
}

/// Issue 25 item 7: every hex entered costs at least the cheapest terrain, so a move ends no
/// further than its MP reach: no 1-MP move from 3418 to 1424 (15-2-2, ruling 2-1-1).
#[test]
fn rule_15_2_2_a_move_ends_no_further_than_its_mp_reach() {
    let d = data();
    let s = mori_phase(&d);
    let from = s.force("毛利元就").unwrap().hex.clone();
    let mv = |to: &str, mp: i64| {
        ActionCall::new("move")
            .with("force", "毛利元就")
            .with("to", to)
            .with("mp", mp)
    };
    assert_eq!(from, "3418");
    assert_eq!(
        rule_of(&d, &s, mv("1424", 1), &[]).as_deref(),
        Some("15-2-2")
    );
    assert_eq!(
        rule_of(&d, &s, mv("3420", 1), &[]).as_deref(),
        Some("15-2-2")
    );
    let s2 = go(&d, &s, mv("3420", 2), &[]);
    assert_eq!(s2.force("毛利元就").unwrap().hex, "3420");
}

/// Found in issue 25: a unit dropped off on the way is never left among enemy forces outside a
/// castle (15-5, 15-6-2).
#[test]
fn rule_15_6_2_nobody_is_dropped_off_in_a_hex_with_enemy_field_forces() {
    let d = data();
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
    let mv = |at: &str| {
        ActionCall::new("move")
            .with("force", "尼子晴久")
            .with("to", "3119")
            .with("mp", 2)
            .with("drop", "立原久綱")
            .with("drop-at", at)
    };
    assert_eq!(rule_of(&d, &s, mv("3020"), &[]).as_deref(), Some("15-6-2"));
    let s = go(&d, &s, mv("3019"), &[]);
    assert_eq!(s.force("立原久綱").unwrap().hex, "3019");
}
