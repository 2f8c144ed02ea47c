//! Chapters 17–21: sieges, assaults, surrender and castle falls (issue 10, Saigoku item 9).

use super::*;

#[test]
fn rule_21_2_e_after_a_fall_by_assault_the_assaulting_player_chooses_the_unit_lost() {
    let mut d = data();
    fill(&mut d.crt, "1");
    set_column(&mut d.surrender, "0", "E");
    let s = amago_phase(&d);
    let mut s = s;
    let katsura = s.force_of("桂元澄").unwrap().leader.clone();
    let mut moves = vec![
        ("尼子晴久".to_string(), false),
        ("毛利元就".to_string(), true),
    ];
    if katsura != "毛利元就" {
        moves.push((katsura, true));
    }
    for (leader, garrison) in moves {
        let hex = "3418";
        s = go(
            &d,
            &s,
            ActionCall::new("relocate")
                .with("force", leader.as_str())
                .with("to", hex)
                .with("garrison", garrison),
            &[],
        );
    }
    s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "3418")
            .with("field", "durability")
            .with("value", "1"),
        &[],
    );
    let offered = SaigokuRules.candidates(&d, &s, "assault", "eliminate");
    assert!(offered.iter().any(|c| c.value == "桂元澄"), "{offered:?}");
    let after = go(
        &d,
        &s,
        ActionCall::new("assault")
            .with("force", "尼子晴久")
            .with("terrain", "clear")
            .with("eliminate", "桂元澄")
            .with("withdraw-to", "3318"),
        &[3, 3, 3],
    );
    assert!(after.castle("3418").unwrap().ruined);
    assert_eq!(
        after.unit("桂元澄").unwrap().steps,
        0,
        "the chosen unit is lost"
    );
    assert!(
        after.unit("毛利元就").unwrap().steps > 0,
        "the 总大将 withdraws"
    );
    assert!(!after.army("mori").unwrap().destroyed, "25-2 not triggered");
}

#[test]
fn rule_20_1_1_no_surrender_demand_after_an_assault_on_that_castle_this_phase() {
    let mut d = data();
    fill(&mut d.crt, "-");
    let mut s = amago_phase(&d);
    for l in ["尼子晴久", "尼子国久"] {
        s = go(
            &d,
            &s,
            ActionCall::new("relocate")
                .with("force", l)
                .with("to", "3021"),
            &[],
        );
    }
    for f in s
        .forces
        .iter_mut()
        .filter(|f| f.hex == "3021" && !f.garrison)
    {
        f.besieging = true;
    }
    let demand = ActionCall::new("surrender").with("force", "尼子晴久");
    assert_eq!(
        rule_of(&d, &s, demand.clone(), &[3]),
        None,
        "a demand is allowed before"
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("assault")
            .with("force", "尼子国久")
            .with("terrain", "clear"),
        &[3, 3],
    );
    assert_eq!(rule_of(&d, &s, demand, &[3]).as_deref(), Some("20-1-1"));
    assert!(
        SaigokuRules
            .candidates(&d, &s, "surrender", "force")
            .is_empty()
    );
}

#[test]
fn rule_18_1_siege_requirement_is_ten_times_level() {
    let r = pr::siege_requirement(0, 9);
    assert_eq!(r.result["required"], 10);
    assert_eq!(r.result["can_besiege"], false);
    let r = pr::siege_requirement(2, 20);
    assert_eq!(r.result["required"], 20);
    assert_eq!(r.result["can_besiege"], true);
}

#[test]
fn rule_18_2_1_roll_of_one_is_a_castle_event_with_morale_drm() {
    let d = data();
    let mut dd = dice(&[1, 4]);
    let r = pr::siege_check(&d, 1, 1, -3, -1, &mut dd).unwrap();
    assert_eq!(r.result["event"], true);
    assert_eq!(r.rolls, vec![1, 4]);
    // besiegers −1 minus garrison −3 = +2 (digest A6)
    assert_eq!(labels(&r), vec![("18-2-1 (3)".to_string(), 2)]);
    assert_eq!(r.modified_roll, Some(6));
    assert!(r.placeholders.contains(&"siege-event".to_string()));
}

#[test]
fn rule_18_2_1_over_the_limit_uses_the_over_row() {
    let d = data();
    let (_, limit) = d.garrison_limit(1).unwrap();
    let r = pr::siege_check(&d, 1, limit + 1, 0, 0, &mut dice(&[3])).unwrap();
    assert_eq!(r.result["row"], "over");
    assert_eq!(r.rolls.len(), 1);
    let r = pr::siege_check(&d, 1, limit, 0, 0, &mut dice(&[3])).unwrap();
    assert_eq!(r.result["row"], "within");
}

#[test]
fn rule_19_2_5_interception_adds_one_field_mod_and_morale_difference() {
    let d = data();
    let r = pr::interception(&d, 4, 2, -1, -3, &mut dice(&[2])).unwrap();
    assert_eq!(
        labels(&r),
        vec![
            ("19-2-5 (1)".into(), 1),
            ("19-2-5 (2)".into(), 2),
            ("19-2-5 (3)".into(), 2)
        ]
    );
    assert_eq!(r.modified_roll, Some(7));
    assert_eq!(r.cells[0].column, "3-4");
    assert_eq!(r.cells[0].row, "6"); // clamped to the last row (digest A5)
}

#[test]
fn rule_19_2_3_empty_castle_intercepts_on_column_zero() {
    let d = data();
    let r = pr::interception(&d, 0, 0, 0, 0, &mut dice(&[5])).unwrap();
    assert_eq!(r.cells[0].column, "0");
}

#[test]
fn rule_19_3_2_assault_subtracts_level_and_adds_morale_difference() {
    let d = data();
    let r = pr::assault(&d, 6, 2, "clear", 0, -2, &mut dice(&[4])).unwrap();
    assert_eq!(
        labels(&r),
        vec![
            ("19-3-2 (1)".into(), -2),
            ("19-3-2 (2)".into(), 0),
            ("19-3-2 (3)".into(), 2)
        ]
    );
    assert_eq!(r.modified_roll, Some(4));
    assert!(r.result.contains_key("durability_loss"));
}

#[test]
fn rule_19_3_1_assault_ignores_the_elimination_mark() {
    let mut d = data();
    fill(&mut d.crt, "3●");
    let r = pr::assault(&d, 6, 0, "clear", 0, 0, &mut dice(&[4])).unwrap();
    assert_eq!(r.result["durability_loss"], 3);
    assert!(!r.result.contains_key("eliminate"));
}

#[test]
fn rule_19_3_wiped_out_force_does_not_assault_and_rolls_nothing() {
    let d = data();
    let r = pr::assault(&d, 0, 1, "clear", 0, 0, &mut dice(&[])).unwrap();
    assert_eq!(r.result["durability_loss"], 0);
    assert!(r.rolls.is_empty());
}

#[test]
fn rule_20_2_1_sotaisho_minus_two_not_cumulative_with_taisho() {
    let d = data();
    let r = pr::surrender(&d, 5, Rank::Sotaisho, 0, 0, false, &mut dice(&[4])).unwrap();
    assert_eq!(
        labels(&r),
        vec![("20-2-1 (1)".into(), -2), ("20-2-1 (3)".into(), 0)]
    );
    let r = pr::surrender(&d, 5, Rank::Taisho, -1, -3, true, &mut dice(&[4])).unwrap();
    assert_eq!(
        labels(&r),
        vec![
            ("20-2-1 (2)".into(), -1),
            ("20-2-1 (3)".into(), 2),
            ("20-3 B".into(), -1)
        ]
    );
    assert_eq!(r.modified_roll, Some(4));
    assert_eq!(r.cells[0].column, "5");
}

#[test]
fn rule_21_2_column_zero_a_to_c_apply_as_d() {
    let mut d = data();
    fill(&mut d.surrender, "A");
    let r = pr::surrender(&d, 0, Rank::Busho, 0, 0, false, &mut dice(&[3])).unwrap();
    assert_eq!(r.result["letter"], "A");
    assert_eq!(r.result["applied"], "D");
    let r = pr::surrender(&d, 4, Rank::Busho, 0, 0, false, &mut dice(&[3])).unwrap();
    assert_eq!(r.result["applied"], "A");
}

#[test]
fn rule_18_3_2_lifting_the_siege_resets_morale() {
    let d = data();
    let mut s = start("3");
    // Put a strong 尼子 force next to 高松城 (3021, garrison 熊谷信直) and besiege it.
    s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子晴久")
            .with("absorb", "立原久綱,本田家吉,横道政光,古志重信,秋上綱平"),
        &[],
    );
    s = to_stage1(&d, &s);
    s = go(&d, &s, ActionCall::new("advance"), &[]); // → 尼子 phase
    s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    s = go(
        &d,
        &s,
        ActionCall::new("siege").with("forces", "尼子晴久"),
        &[],
    );
    assert!(s.is_besieged("3021"));
    s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "熊谷信直")
            .with("field", "morale")
            .with("value", "-2"),
        &[],
    );
    s = go(
        &d,
        &s,
        ActionCall::new("lift-siege").with("forces", "尼子晴久"),
        &[],
    );
    assert!(!s.is_besieged("3021"));
    assert_eq!(s.force("熊谷信直").unwrap().morale, 0);
}

#[test]
fn rule_20_3_h_surrender_removes_the_garrison_and_transfers_the_castle() {
    let mut d = data();
    fill(&mut d.surrender, "H");
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
    // 20-1 / digest A21: the demanding force must already be besieging when its action begins.
    let e = act(
        &d,
        &s,
        checked(ActionCall::new("surrender").with("force", "尼子晴久"), &d),
        &[3],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("12-2-3"));
    let s = go(&d, &s, ActionCall::new("advance"), &[]); // 毛利 phase
    let s = go(&d, &s, ActionCall::new("advance"), &[]); // its siege checks
    assert_eq!(
        s.step,
        Step::SiegeChecks {
            phase: "mori".into()
        }
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("siege-check").with("castle", "3021"),
        &[2],
    );
    let s = go(&d, &s, ActionCall::new("advance"), &[]); // stage 2, 大内
    let s = go(&d, &s, ActionCall::new("advance"), &[]); // 尼子
    let s = go(
        &d,
        &s,
        ActionCall::new("surrender").with("force", "尼子晴久"),
        &[3],
    );
    assert_eq!(s.unit("熊谷信直").unwrap().steps, 0);
    assert!(
        s.eliminated
            .iter()
            .any(|e| e.unit == "熊谷信直" && e.cause.contains("surrender H"))
    );
    let c = s.castle("3021").unwrap();
    assert_eq!(c.owner.as_deref(), Some("amago"));
    assert!(!s.is_besieged("3021"));
    assert_eq!(s.ouchi_fallen, 1); // 36.7 (1): a 大内方 castle fell (digest A42)
}

#[test]
fn rule_21_2_assault_to_durability_zero_ruins_the_castle_and_rolls_column_zero() {
    let mut d = data();
    set_column(&mut d.crt, "1-2", "-");
    set_column(&mut d.crt, "10-14", "10");
    set_column(&mut d.surrender, "0", "E");
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
        ActionCall::new("assault")
            .with("force", "尼子晴久")
            .with("terrain", "clear"),
        &[3, 3, 3],
    );
    let c = s.castle("3021").unwrap();
    assert_eq!(c.durability, 0);
    assert!(c.ruined);
    assert_eq!(c.owner, None);
    assert_eq!(s.unit("熊谷信直").unwrap().steps, 0);
    assert_eq!(s.ouchi_fallen, 1);
}

#[test]
fn rule_20_1_1_no_assault_after_a_demand_in_the_same_phase() {
    let d = data();
    let mut s = amago_phase(&d);
    s.demanded.push("3021".into());
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("assault")
                .with("force", "尼子晴久")
                .with("terrain", "clear"),
            &d,
        ),
        &[3, 3],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("20-1-1"));
}

#[test]
fn rule_18_4_2_besiegers_counterattack_at_half_strength() {
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
    let s = go(&d, &s, ActionCall::new("advance"), &[]); // 毛利 phase
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", "3121"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("skirmish")
            .with("force", "毛利元就")
            .with("target", "3021")
            .with("terrain", "clear"),
        &[4],
    );
    assert!(matches!(
        s.pending,
        Some(
            gunbai_rules::games::saigoku::state::Pending::SkirmishAfter {
                retreated: false,
                ..
            }
        )
    ));
    let mut dd = dice(&[4]);
    let r = SaigokuRules
        .apply(
            &d,
            &s,
            &checked(ActionCall::new("counterattack"), &d),
            &mut dd,
        )
        .unwrap();
    // 13 besieging strength → 7 (rounded up).
    assert_eq!(r.resolution.unwrap().cells[0].column, "7-9");
    let r = SaigokuRules
        .apply(
            &d,
            &s,
            &checked(
                ActionCall::new("counterattack").with("lift-siege", true),
                &d,
            ),
            &mut dice(&[4]),
        )
        .unwrap();
    assert_eq!(r.resolution.unwrap().cells[0].column, "10-14");
    assert!(!r.state.is_besieged("3021"));
    assert_eq!(r.state.pending, None);
}

#[test]
fn rule_20_4_garrison_opens_the_castle_by_agreement() {
    let mut d = data();
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
    let e = act(
        &d,
        &s,
        checked(ActionCall::new("open-castle").with("castle", "3021"), &d),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("20-4"));
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("open-castle")
            .with("castle", "3021")
            .with("withdraw-to", "3121"),
        &[],
    );
    assert_eq!(s.castle("3021").unwrap().owner.as_deref(), Some("amago"));
    // 3121 holds neither friendly units nor a friendly castle (20-3-2): the withdrawal becomes a
    // step of its own, and the phase waits for it (issue 25).
    assert!(matches!(
        &s.pending,
        Some(gunbai_rules::games::saigoku::state::Pending::Withdraw { forces, .. }) if forces == &vec!["熊谷信直".to_string()]
    ));
    assert!(act(&d, &s, ActionCall::new("advance"), &[]).is_err());
    let place = |to: &str| {
        ActionCall::new("relocate")
            .with("force", "熊谷信直")
            .with("to", to)
    };
    assert_eq!(
        rule_of(&d, &s, place("3121"), &[]).as_deref(),
        Some("20-3-2")
    );
    let s = go(&d, &s, place("3418"), &[]);
    assert_eq!(s.pending, None);
    let f = s.force("熊谷信直").unwrap();
    assert_eq!((f.hex.as_str(), f.garrison), ("3418", false));
    // The check is done: the phase may end.
    assert!(act(&d, &s, ActionCall::new("advance"), &[]).is_ok());
}

#[test]
fn rule_20_1_option_a21_demand_in_the_action_that_starts_the_siege() {
    let mut d = data();
    fill(&mut d.surrender, "C");
    let base = amago_phase(&d);
    let mut s = base.clone();
    s.options.insert("demand-on-siege-start".into(), true);
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
        ActionCall::new("surrender").with("force", "尼子晴久"),
        &[4],
    );
    assert!(s.is_besieged("3021"));
    assert!(s.demanded.contains(&"3021".to_string()));
    let b = go(
        &d,
        &base,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    let e = act(
        &d,
        &b,
        checked(ActionCall::new("surrender").with("force", "尼子晴久"), &d),
        &[4],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("20-1"));
}

#[test]
fn rule_18_4_1_besiegers_may_not_move_or_skirmish() {
    let d = data();
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
    let mut s = s;
    s.force_mut("尼子晴久").unwrap().acted = false;
    let mv = ActionCall::new("move")
        .with("force", "尼子晴久")
        .with("to", "3121");
    assert_eq!(rule_of(&d, &s, mv, &[]).as_deref(), Some("18-4-1"));
    let sk = ActionCall::new("skirmish")
        .with("force", "尼子晴久")
        .with("target", "3121")
        .with("terrain", "clear");
    assert_eq!(rule_of(&d, &s, sk, &[3]).as_deref(), Some("18-4-1"));
}

#[test]
fn rule_19_1_garrison_cannot_assault_and_22_1_2_target_must_be_another_hex() {
    let d = data();
    let s = amago_phase(&d);
    let a = ActionCall::new("assault")
        .with("force", "尼子晴久")
        .with("terrain", "clear");
    assert_eq!(rule_of(&d, &s, a, &[3, 3]).as_deref(), Some("19-1"));
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3020"),
        &[],
    );
    let sk = ActionCall::new("skirmish")
        .with("force", "尼子晴久")
        .with("target", "3020")
        .with("terrain", "clear");
    assert_eq!(rule_of(&d, &s, sk, &[3]).as_deref(), Some("22-1-2"));
}

#[test]
fn rule_20_3_a_and_b_flags() {
    let mut d = data();
    fill(&mut d.siege, "-");
    let mut s = amago_phase(&d);
    s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    s = go(
        &d,
        &s,
        ActionCall::new("siege").with("forces", "尼子晴久"),
        &[],
    );
    s.force_mut("尼子晴久").unwrap().acted = false;
    fill(&mut d.surrender, "B");
    let b = go(
        &d,
        &s,
        ActionCall::new("surrender").with("force", "尼子晴久"),
        &[4],
    );
    assert!(b.castle("3021").unwrap().refused);
    // 20-1-2: one demand per castle per phase.
    let mut b2 = b.clone();
    b2.force_mut("尼子晴久").unwrap().acted = false;
    assert_eq!(
        rule_of(
            &d,
            &b2,
            ActionCall::new("surrender").with("force", "尼子晴久"),
            &[4]
        )
        .as_deref(),
        Some("20-1-2")
    );
    fill(&mut d.surrender, "A");
    let a = go(
        &d,
        &s,
        ActionCall::new("surrender").with("force", "尼子晴久"),
        &[4],
    );
    let mut a2 = a.clone();
    a2.force_mut("尼子晴久").unwrap().acted = false;
    a2.demanded.clear();
    assert_eq!(
        rule_of(
            &d,
            &a2,
            ActionCall::new("surrender").with("force", "尼子晴久"),
            &[4]
        )
        .as_deref(),
        Some("20-3 A")
    );
}

#[test]
fn rule_21_1_castle_falls_when_ungarrisoned_morale_drops_below_minus_four() {
    let mut d = data();
    fill(&mut d.siege, "morale -1");
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "熊谷信直")
            .with("to", "3121"),
        &[],
    );
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
    let mut s = go(&d, &s, ActionCall::new("advance"), &[]);
    s.castle_mut("3021").unwrap().morale = -4;
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("siege-check").with("castle", "3021"),
        &[3],
    );
    assert_eq!(s.castle("3021").unwrap().owner.as_deref(), Some("amago"));
    assert!(!s.is_besieged("3021"));
}

#[test]
fn rule_18_2_2_garrison_forces_below_minus_four_are_removed_a10() {
    let mut d = data();
    fill(&mut d.siege, "morale -1");
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3418"),
        &[],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("siege").with("forces", "尼子晴久"),
        &[],
    );
    let mut s = go(&d, &s, ActionCall::new("advance"), &[]);
    s.force_mut("桂元澄").unwrap().morale = -4;
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("siege-check").with("castle", "3418"),
        &[3],
    );
    assert!(s.force("桂元澄").is_none());
    assert_eq!(s.force("毛利元就").unwrap().morale, -1);
    assert_eq!(s.castle("3418").unwrap().owner.as_deref(), Some("mori"));
}

#[test]
fn rule_21_1_ruin_restored_by_replacement_becomes_the_replenishers_castle() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "2");
    let s = amago_phase(&d);
    let mut s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子国久")
            .with("to", "3021"),
        &[],
    );
    {
        let c = s.castle_mut("3021").unwrap();
        c.ruined = true;
        c.owner = None;
        c.durability = 0;
    }
    let s = go(
        &d,
        &s,
        ActionCall::new("replace")
            .with("commander", "尼子国久")
            .with("target", "castle")
            .with("column", "他国-其他")
            .with("supplied", true),
        &[2],
    );
    let c = s.castle("3021").unwrap();
    assert!(!c.ruined);
    assert_eq!((c.owner.as_deref(), c.durability), (Some("amago"), 2));
}

#[test]
fn rule_17_1_1_prompt_blocks_siege_until_a_force_stands_in_an_enemy_castle() {
    let d = data();
    let s = amago_phase(&d);
    let p = view::prompt(&d, &s);
    assert_eq!(p.step, "Inning 1 · Stage 1 · 尼子氏 ops phase");
    let find = |p: &gunbai_rules::core::Prompt, n: &str| {
        p.actions.iter().find(|a| a.name == n).cloned().unwrap()
    };
    assert_eq!(find(&p, "siege").blocked.unwrap().0, "18-1");
    assert!(find(&p, "move").blocked.is_none());
    assert_eq!(find(&p, "lift-siege").blocked.unwrap().0, "18-3-1");
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    let p = view::prompt(&d, &s);
    let siege = find(&p, "siege");
    assert!(siege.blocked.is_none());
    assert_eq!(siege.preset.get("forces"), Some(&json!(["尼子晴久"])));
}

#[test]
fn rule_18_3_2_siege_ends_when_the_besiegers_retreat() {
    let mut d = data();
    fill(&mut d.crt, "2");
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
    let mut s = go(&d, &s, ActionCall::new("advance"), &[]);
    s.force_mut("熊谷信直").unwrap().morale = -2;
    let s = go(
        &d,
        &s,
        ActionCall::new("skirmish")
            .with("force", "熊谷信直")
            .with("target", "3021")
            .with("terrain", "clear")
            .with("garrison-attack", true),
        &[4],
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("take-damage").with("retreat-to", "3119"),
        &[],
    );
    assert!(!s.is_besieged("3021"));
    assert_eq!(s.force("熊谷信直").unwrap().morale, 0);
    assert_eq!(s.force("尼子晴久").unwrap().morale, -2);
}

#[test]
fn rule_19_prefilled_inputs_from_the_state_resolve_and_give_odds() {
    let d = data();
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3418"),
        &[],
    );
    let g = game();
    for proc_ in ["interception", "assault", "surrender", "rally"] {
        let p = view::procedure_inputs(&s, proc_, "尼子晴久").unwrap_or_else(|| panic!("{proc_}"));
        let o = g.odds(proc_, &p).unwrap_or_else(|e| panic!("{proc_}: {e}"));
        let t: f64 = o.iter().map(|x| x.probability).sum();
        assert!((t - 1.0).abs() < 1e-9, "{proc_}");
    }
    let p = view::procedure_inputs(&s, "interception", "尼子晴久").unwrap();
    assert_eq!(p.get("garrison-strength"), Some(&json!(9)));
    assert_eq!(p.get("field-mod"), Some(&json!(3)));
    let p = view::procedure_inputs(&s, "surrender", "尼子晴久").unwrap();
    assert_eq!(p.get("garrison-leader"), Some(&json!("sotaisho")));
    assert!(view::procedure_inputs(&s, "siege-check", "3418").is_some());
    assert!(view::procedure_inputs(&s, "assault", "熊谷信直").is_none()); // its own castle
}

#[test]
fn rule_19_3_survivors_assault_when_the_interception_kills_the_leader() {
    let mut d = data();
    set_column(&mut d.crt, "1-2", "●");
    set_column(&mut d.crt, "3-4", "1");
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子国久")
            .with("absorb", "松田誠保,屋葺幸保"),
        &[],
    );
    let s = to_stage1(&d, &s);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子国久")
            .with("to", "3021"),
        &[],
    );
    let mut dd = dice(&[3, 3]);
    let call = ActionCall::new("assault")
        .with("force", "尼子国久")
        .with("terrain", "clear")
        .with("losses", "尼子国久");
    let r = SaigokuRules
        .apply(&d, &s, &checked(call, &d), &mut dd)
        .unwrap();
    let st = r.state;
    assert_eq!(st.unit("尼子国久").unwrap().steps, 0);
    assert_eq!(r.resolution.unwrap().result["durability_loss"], 1);
    assert_eq!(st.castle("3021").unwrap().durability, 9);
    // The survivors stand alone and have acted.
    assert!(st.force("松田誠保").unwrap().acted && st.force("屋葺幸保").unwrap().acted);
}

/// Issue 25 item 2: a castle its own replacement roll brings to durability 0 is a ruin, and a ruin
/// is no castle for anybody (21-1 (1)): its garrison stands in the hex, outside; no siege ended
/// because there was none.
#[test]
fn rule_21_1_a_castle_ruined_by_its_own_replacement_roll_loses_its_garrison() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "-3");
    let mut s = amago_phase(&d);
    s.castle_mut("4307").unwrap().durability = 2;
    assert!(s.force("尼子国久").unwrap().garrison);
    assert!(!s.is_besieged("4307"));
    let call = checked(
        ActionCall::new("replace")
            .with("commander", "尼子国久")
            .with("target", "castle")
            .with("column", "本城")
            .with("supplied", true),
        &d,
    );
    let r = SaigokuRules.apply(&d, &s, &call, &mut dice(&[2])).unwrap();
    let s2 = r.state;
    assert!(s2.castle("4307").unwrap().ruined);
    assert!(
        s2.garrison_of("4307").is_empty(),
        "a ruin holds no garrison"
    );
    assert!(!s2.force("尼子国久").unwrap().garrison);
    assert!(!r.log.iter().any(|l| l.contains("siege of")), "{:?}", r.log);
    assert!(r.log.iter().any(|l| l.contains("21-1 (1)")), "{:?}", r.log);
    SaigokuRules.check_state(&d, &s2).unwrap();
    // The garrisoned units can now be attacked in the field: a skirmish guard no longer hides them.
    assert!(
        s2.forces
            .iter()
            .filter(|f| f.hex == "4307")
            .all(|f| !f.garrison)
    );
}

/// Found in issue 25: when 25-2 removes every besieger, the siege is over like any other, and the
/// castle's and the garrison's morale go back to 0 (18-3-2).
#[test]
fn rule_18_3_2_a_siege_whose_besiegers_25_2_removes_resets_the_morale() {
    let d = data();
    let s = amago_phase(&d);
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "尼子晴久")
            .with("to", "3021"),
        &[],
    );
    let mut s = go(
        &d,
        &s,
        ActionCall::new("siege").with("forces", "尼子晴久"),
        &[],
    );
    assert!(s.is_besieged("3021"));
    s.castle_mut("3021").unwrap().morale = -2;
    s.force_mut("熊谷信直").unwrap().morale = -2;
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "尼子晴久")
            .with("field", "steps")
            .with("value", "0"),
        &[],
    );
    assert!(s.army("amago").unwrap().destroyed);
    assert!(!s.is_besieged("3021"));
    assert_eq!(s.castle("3021").unwrap().morale, 0);
    assert_eq!(s.force("熊谷信直").unwrap().morale, 0);
}

/// Issue 25 item 8: the prompt's siege preset names every force of the hex that may join, so it
/// reaches the requirement the guard counted on (18-1).
#[test]
fn rule_18_1_the_siege_preset_joins_every_force_that_may() {
    let d = data();
    let s = amago_phase(&d);
    let mut s = s;
    for f in s.forces.iter_mut() {
        if f.leader == "尼子国久" || f.leader == "尼子晴久" {
            f.hex = "3021".into();
            f.garrison = false;
        }
    }
    // Alone, neither may be short; together they are (the preset names both).
    let p = SaigokuRules.prompt(&d, &s);
    let a = p.actions.iter().find(|a| a.name == "siege").unwrap();
    assert!(a.blocked.is_none(), "{a:?}");
    let forces = a.preset.get("forces").cloned().unwrap();
    let names: Vec<String> = serde_json::from_value(forces).unwrap();
    assert!(
        names.contains(&"尼子晴久".to_string()) && names.contains(&"尼子国久".to_string()),
        "{names:?}"
    );
    let call = checked(ActionCall::new("siege").with("forces", names.join(",")), &d);
    let s2 = act(&d, &s, call, &[]).unwrap();
    assert!(s2.is_besieged("3021"));
}

/// Ruling 21 (2) (issue 25): the castle-fall roll on column 0 takes the modifiers of 20-2-1 (the
/// rule names the table, not the modifiers); the game log says it is our ruling.
#[test]
fn rule_21_2_ruling_the_column_zero_roll_takes_the_20_2_1_modifiers() {
    let d = data();
    let r = pr::surrender(&d, 0, Rank::Sotaisho, 0, -1, false, &mut dice(&[3])).unwrap();
    assert!(r.rules.iter().any(|x| x == "21 (2)"));
    assert_eq!(
        labels(&r),
        vec![("20-2-1 (1)".into(), -2), ("20-2-1 (3)".into(), 1)]
    );
    assert_eq!(r.modified_roll, Some(2));
}
