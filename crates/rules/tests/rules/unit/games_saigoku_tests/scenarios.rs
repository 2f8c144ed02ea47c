//! Chapters 33–36: the scenarios and their special rules.

use super::*;

#[test]
fn rule_36_7_1_activation_adds_fallen_castles() {
    let d = data();
    let r = pr::ouchi_activation(&d, 3, 2, &mut dice(&[5])).unwrap();
    assert_eq!(labels(&r), vec![("36.7 (1)".into(), 2)]);
    assert_eq!(r.modified_roll, Some(7));
    assert_eq!(r.cells[0].column, "3");
    assert!(r.placeholders.contains(&"ouchi-activation".to_string()));
}

#[test]
fn rule_35_7_sea_move_rolls() {
    assert_eq!(
        pr::sea_move(pr::SeaArmy::Ouchi, true, 1, &mut dice(&[]))
            .unwrap()
            .result["allowed"],
        true
    );
    assert_eq!(
        pr::sea_move(pr::SeaArmy::Ouchi, false, 1, &mut dice(&[5]))
            .unwrap()
            .result["allowed"],
        false
    );
    assert_eq!(
        pr::sea_move(pr::SeaArmy::Ouchi, false, 1, &mut dice(&[6]))
            .unwrap()
            .result["allowed"],
        true
    );
    assert_eq!(
        pr::sea_move(pr::SeaArmy::Mori, false, 1, &mut dice(&[5]))
            .unwrap()
            .result["allowed"],
        true
    );
    assert_eq!(
        pr::sea_move(pr::SeaArmy::Mori, false, 1, &mut dice(&[4]))
            .unwrap()
            .result["allowed"],
        false
    );
}

#[test]
fn rule_33_all_four_scenarios_set_up() {
    let d = data();
    for (id, n, title) in [
        ("1", 35, "折敷畑"),
        ("2", 35, "严岛"),
        ("3", 68, "郡山"),
        ("4", 73, "大内灭亡"),
    ] {
        let s = start(id);
        assert_eq!(s.units.len(), n, "scenario {id}");
        let info = SaigokuRules
            .scenarios(&d)
            .into_iter()
            .find(|x| x.id == id)
            .unwrap();
        assert_eq!(info.title, title);
        assert!(info.checklist.len() > 5);
        assert!(s.castles.iter().all(|c| c.owner.is_some()));
    }
    let s3 = start("3");
    assert!(!s3.army("ouchi").unwrap().active);
    assert!(s3.army("amago").unwrap().active);
    assert_eq!(s3.side_of_army("mori"), "ouchi");
    assert_eq!(start("4").side_of_army("amago"), "anti-mori");
    let s1 = start("1");
    assert!(s1.unit("刺贺长信").unwrap().immobile);
    assert_eq!(s1.unit("毛利元就").unwrap().command, 5);
    assert_eq!(s1.unit("宍户隆家").unwrap().command, 0);
    assert_eq!(s1.unit("陶晴贤").unwrap().counter, "陶晴賢");
}

#[test]
fn rule_36_6_historical_victory_option_only_where_offered() {
    let mut s = Setup {
        scenario: Some("1".into()),
        ..Default::default()
    };
    s.options.insert("victory".into(), json!("historical"));
    assert!(SaigokuRules.setup(&data(), &s).is_err());
    s.scenario = Some("3".into());
    assert_eq!(
        SaigokuRules.setup(&data(), &s).unwrap().victory,
        "historical"
    );
}

#[test]
fn rule_36_7_inactive_ouchi_cannot_act_until_activated() {
    let d = data();
    let s = to_stage1(&d, &start("3")); // activation roll 1: no ○ in the placeholder table
    assert!(!s.army("ouchi").unwrap().active);
    let e = act(
        &d,
        &s,
        checked(
            ActionCall::new("move")
                .with("force", "陶晴賢")
                .with("to", "1629")
                .with("mp", 1),
            &d,
        ),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("36.7"));
    let s = go(
        &d,
        &s,
        ActionCall::new("activate").with("army", "ouchi"),
        &[],
    );
    assert!(
        act(
            &d,
            &s,
            checked(
                ActionCall::new("move")
                    .with("force", "陶晴賢")
                    .with("to", "1629")
                    .with("mp", 1),
                &d
            ),
            &[]
        )
        .is_ok()
    );
}

#[test]
fn rule_35_6_2_scenario_2_historical_victory_by_miyanoo() {
    let d = data();
    let mut s = start_with("2", &[("victory", json!("historical"))]).unwrap();
    s = go(
        &d,
        &s,
        ActionCall::new("miyanoo").with("side", "ouchi"),
        &[],
    );
    s.step = Step::End;
    assert_eq!(view::score_state(&d, &s)["winner"], "ouchi");
    let w = view::status(&d, &s)
        .winner
        .map(|w| w.en())
        .unwrap_or_default();
    assert!(
        w.starts_with("大内方 wins by the historical condition"),
        "{w}"
    );
}

#[test]
fn rule_34_7_2_immobile_until_released() {
    let d = data();
    let s = start("1");
    let s = to_stage1(&d, &s);
    let s = go(&d, &s, ActionCall::new("advance"), &[]); // 毛利 phase
    let mv = ActionCall::new("move")
        .with("force", "刺贺长信")
        .with("to", "3011")
        .with("mp", 1);
    assert_eq!(
        rule_of(&d, &s, mv.clone(), &[]).as_deref(),
        Some("34.7 (2)")
    );
    let s = go(
        &d,
        &s,
        ActionCall::new("release").with("unit", "刺贺长信"),
        &[],
    );
    assert!(act(&d, &s, checked(mv, &d), &[]).is_ok());
}

#[test]
fn rule_34_7_1_mori_moves_one_mp_before_play_only_in_scenario_1() {
    let d = data();
    let s = start("1");
    let s2 = go(
        &d,
        &s,
        ActionCall::new("move").with("force", "熊谷信直"),
        &[],
    );
    assert!(!s2.force("熊谷信直").unwrap().garrison); // leaving the castle costs the 1 MP
    let far = ActionCall::new("move")
        .with("force", "熊谷信直")
        .with("to", "3121")
        .with("mp", 1);
    assert_eq!(rule_of(&d, &s, far, &[]).as_deref(), Some("34.7 (1)"));
    let s3 = start("3");
    let mv = ActionCall::new("move").with("force", "熊谷信直");
    assert_eq!(rule_of(&d, &s3, mv, &[]).as_deref(), Some("33.2"));
}

#[test]
fn rule_35_7_sea_movement_in_the_session() {
    let d = data();
    let s = start("2");
    let s = to_stage1(&d, &s);
    // 大内氏 phase: free sailing once per game.
    let sail = |f: &str, to: &str| {
        ActionCall::new("move")
            .with("force", f)
            .with("to", to)
            .with("mp", 7)
            .with("sea", true)
    };
    let s2 = go(
        &d,
        &s,
        sail("伊香贺房明", "2226").with("free-sea", true),
        &[],
    );
    assert!(s2.ouchi_free_sea_used);
    assert_eq!(s2.force("伊香贺房明").unwrap().hex, "2226");
    // ② only one coastal hex launches per phase.
    assert_eq!(
        rule_of(
            &d,
            &s2,
            sail("大内义长", &s2.force("大内义长").unwrap().hex.clone()),
            &[6]
        )
        .as_deref(),
        Some("35.7 (2) ②")
    );
    // ⑥ the free sailing covers every force of that hex this phase (no roll; issue 10 item 5).
    let s3 = go(&d, &s2, sail("陶晴贤", "2226"), &[]);
    assert_eq!(s3.force("陶晴贤").unwrap().hex, "2226");
    let e = rule_of(&d, &s, sail("陶晴贤", "2226").with("free-sea", true), &[]);
    assert_eq!(e, None, "the first free sailing is allowed");
    // ⑤ only 大内氏 and 毛利氏.
    assert_eq!(
        rule_of(
            &d,
            &s,
            sail("益田藤兼", &s.force("益田藤兼").unwrap().hex.clone()),
            &[6]
        )
        .as_deref(),
        Some("35.7 (2) ⑤")
    );
}
