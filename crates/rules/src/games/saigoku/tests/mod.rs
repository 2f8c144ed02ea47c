//! Unit tests, named by rule number.

use serde_json::json;

use super::SaigokuRules;
use super::data::{Rank, SaigokuData, TABLES};
use super::procedures as pr;
use super::state::{State, Step};
use super::{actions, view};

mod battle;
mod play;
mod scenario1;
mod scenario2;
mod siege;
mod skirmish;
use crate::core::{
    ActionCall, DiceSource, Game, ManualDice, Params, Resolution, RuleError, Ruleset, Setup,
};
use crate::tables::{TableFiles, grid::Grid};

fn data() -> SaigokuData {
    SaigokuData::load(&TableFiles::embedded("saigoku", TABLES)).expect("embedded tables load")
}

fn dice(f: &[u8]) -> ManualDice {
    ManualDice::new(f.iter().copied()).unwrap()
}

fn fill(g: &mut Grid, v: &str) {
    for r in g.rows.iter_mut() {
        for c in r.cells.iter_mut() {
            *c = v.into();
        }
    }
}

fn labels(r: &Resolution) -> Vec<(String, i32)> {
    r.modifiers
        .iter()
        .map(|m| (m.rule.clone(), m.value))
        .collect()
}

fn game() -> std::sync::Arc<dyn Game> {
    crate::games::load_embedded("saigoku").unwrap()
}

// ------------------------------------------------------------ data

#[test]
fn rule_31_3_ouchi_yakata_durability_one_is_real_data() {
    let d = data();
    let c = d.castle("1226").unwrap();
    assert_eq!(c.name, "大内館");
    assert_eq!(c.durability, 1);
    assert!(!d.castles_grid.placeholder);
    assert_eq!(d.castle("3418").unwrap().durability, 10);
}

#[test]
fn missing_tables_are_placeholders_and_scoring_is_real() {
    let g = game();
    let ph = g.placeholders();
    for t in [
        "crt",
        "siege",
        "siege-event",
        "surrender",
        "terrain",
        "ouchi-activation",
        "castle-list",
        "counters",
        "replacement-mori",
    ] {
        assert!(
            ph.contains(&t.to_string()),
            "{t} should be a placeholder: {ph:?}"
        );
    }
    assert!(!ph.contains(&"scoring".to_string()));
    assert!(!ph.contains(&"castles".to_string()));
}

#[test]
fn unknown_scenario_field_is_rejected() {
    let mut files = TableFiles::embedded("saigoku", TABLES);
    let text = files
        .text("scenarios.toml")
        .unwrap()
        .text
        .replace("innings = 18", "innings = 18\nturns = 3");
    files.put("scenarios.toml", text, crate::tables::Origin::Embedded);
    let e = SaigokuData::load(&files).unwrap_err().to_string();
    assert!(e.contains("turns"), "{e}");
}

#[test]
fn surrender_table_has_durability_column_zero() {
    let d = data();
    assert_eq!(d.surrender.columns[0], "0");
    assert_eq!(d.surrender.columns.len(), 11);
}

// ------------------------------------------------------------ procedures

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
fn rule_31_1_honjo_column_only_for_mori_ouchi_amago() {
    let d = data();
    assert!(pr::replacement(&d, "amago", "本城", 0, &mut dice(&[2])).is_ok());
    let e = pr::replacement(&d, "masuda", "本城", 0, &mut dice(&[2])).unwrap_err();
    assert_eq!(e.rule(), Some("31-1"));
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
        pr::sea_move("ouchi", true, 1, &mut dice(&[]))
            .unwrap()
            .result["allowed"],
        true
    );
    assert_eq!(
        pr::sea_move("ouchi", false, 1, &mut dice(&[5]))
            .unwrap()
            .result["allowed"],
        false
    );
    assert_eq!(
        pr::sea_move("ouchi", false, 1, &mut dice(&[6]))
            .unwrap()
            .result["allowed"],
        true
    );
    assert_eq!(
        pr::sea_move("mori", false, 1, &mut dice(&[5]))
            .unwrap()
            .result["allowed"],
        true
    );
    assert_eq!(
        pr::sea_move("mori", false, 1, &mut dice(&[4]))
            .unwrap()
            .result["allowed"],
        false
    );
}

#[test]
fn rule_32_scoring_castles_and_removed_units() {
    let g = game();
    let p = Params::new()
        .with("scenario", 3)
        .with(
            "castles",
            json!([{"hex": "3418", "level": 2, "side": "ouchi"}, {"hex": "3010", "level": 1, "side": "amago"}, {"hex": "4307", "level": 3, "side": "amago"}]),
        )
        .with("eliminated", json!([{"rank": "sotaisho", "side": "ouchi"}, {"rank": "busho", "side": "amago"}]));
    let r = g.resolve("score", &p, &mut dice(&[])).unwrap();
    assert_eq!(r.result["sides"]["ouchi"], 5 + 1);
    assert_eq!(r.result["sides"]["amago"], 10 + 5 + 10);
    // 35.6 (1): scenario 2 scores 山吹城 by level.
    let p2 = Params::new().with("scenario", 2).with(
        "castles",
        json!([{"hex": "3010", "level": 1, "side": "mori"}]),
    );
    let r = g.resolve("score", &p2, &mut dice(&[])).unwrap();
    assert_eq!(r.result["sides"]["mori"], 2);
}

#[test]
fn resolve_checks_key_ranges() {
    let g = game();
    let p = Params::new()
        .with("level", 1)
        .with("garrison-units", 2)
        .with("garrison-morale", 1)
        .with("besieger-morale", 0);
    let e = g.resolve("siege-check", &p, &mut dice(&[3])).unwrap_err();
    assert_eq!(e.to_string(), "garrison-morale: expected -4..=0, got 1");
}

#[test]
fn odds_of_siege_check_sum_to_one() {
    let p = Params::new()
        .with("level", 1)
        .with("garrison-units", 2)
        .with("garrison-morale", 0)
        .with("besieger-morale", 0);
    let o = game().odds("siege-check", &p).unwrap();
    let t: f64 = o.iter().map(|x| x.probability).sum();
    assert!((t - 1.0).abs() < 1e-9);
}

// ------------------------------------------------------------ scenarios and actions

fn start(scen: &str) -> State {
    let s = Setup {
        scenario: Some(scen.into()),
        players: 2,
        ..Default::default()
    };
    SaigokuRules.setup(&data(), &s).unwrap()
}

fn act(d: &SaigokuData, s: &State, a: ActionCall, f: &[u8]) -> Result<State, RuleError> {
    let mut dd = dice(f);
    let r = SaigokuRules.apply(d, s, &a, &mut dd)?;
    assert!(dd.d6().is_err(), "unused dice in {}", a.name);
    Ok(r.state)
}

fn checked(a: ActionCall, d: &SaigokuData) -> ActionCall {
    let spec = actions::specs(d)
        .into_iter()
        .find(|s| s.name == a.name)
        .unwrap();
    ActionCall {
        name: a.name.clone(),
        params: a.params.checked(&spec.keys).unwrap(),
    }
}

fn go(d: &SaigokuData, s: &State, a: ActionCall, f: &[u8]) -> State {
    act(d, s, checked(a, d), f).unwrap()
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

fn to_stage1(d: &SaigokuData, s: &State) -> State {
    let mut s = go(d, s, ActionCall::new("advance"), &[]);
    if s.step == Step::Situation {
        s = go(d, &s, ActionCall::new("ouchi-activation"), &[1]);
        s = go(d, &s, ActionCall::new("advance"), &[]);
    }
    s = go(d, &s, ActionCall::new("supply-check"), &[]);
    go(d, &s, ActionCall::new("advance"), &[])
}

#[test]
fn rule_29_sequence_names_the_step_and_skips_empty_phases() {
    let d = data();
    let s = start("1");
    let s = to_stage1(&d, &s);
    assert_eq!(
        view::prompt(&d, &s).step,
        "Inning 1 · Stage 1 · 大内氏 ops phase"
    );
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    // Scenario 1 has no 尼子 army: its phase is skipped.
    assert_eq!(
        view::prompt(&d, &s).step,
        "Inning 1 · Stage 1 · 毛利氏 ops phase"
    );
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
                .with("to", "1629"),
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
                    .with("to", "1629"),
                &d
            ),
            &[]
        )
        .is_ok()
    );
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
fn undo_hints_name_the_table_changes() {
    let d = data();
    let s = start("3");
    let s2 = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "熊谷信直")
            .with("field", "steps")
            .with("value", "1"),
        &[],
    );
    let h = view::undo_hints(&s, &s2);
    assert!(
        h.iter().any(|x| x == "flip 熊谷信直 back to full strength"),
        "{h:?}"
    );
}

#[test]
fn show_text_lists_every_unit_and_castle() {
    let d = data();
    for id in ["1", "2", "3", "4"] {
        let s = start(id);
        let t = view::show_text(&d, &s);
        for u in &s.units {
            assert!(t.contains(&u.name), "scenario {id}: {} missing", u.name);
        }
        for c in &s.castles {
            assert!(t.contains(&c.name), "scenario {id}: {} missing", c.name);
        }
    }
}

/// Scenario 3 at the 尼子氏 ops phase of stage 1, 尼子晴久 commanding 5 more units (strength 13).
fn amago_phase(d: &SaigokuData) -> State {
    let s = start("3");
    let s = go(
        d,
        &s,
        ActionCall::new("reorganise")
            .with("commander", "尼子晴久")
            .with("absorb", "立原久綱,本田家吉,横道政光,古志重信,秋上綱平"),
        &[],
    );
    let s = to_stage1(d, &s);
    go(d, &s, ActionCall::new("advance"), &[])
}

fn set_column(g: &mut Grid, col: &str, v: &str) {
    let i = g.column_index(col).unwrap();
    for r in g.rows.iter_mut() {
        r.cells[i] = v.into();
    }
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
        Some(super::state::Pending::SkirmishAfter {
            retreated: false,
            ..
        })
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
            ActionCall::new("take-damage").with("retreat-to", "3124"),
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
            .with("retreat-to", "3124")
            .with("penalty", 0),
        &[],
    );
    let f = s2.force("熊谷信直").unwrap();
    assert_eq!((f.hex.as_str(), f.morale), ("3124", -4));
    let e = act(&d, &s2, checked(ActionCall::new("counterattack"), &d), &[3]).unwrap_err();
    assert_eq!(e.rule(), Some("23-6"));
    let s3 = go(&d, &s2, ActionCall::new("pursue").with("to", "3020"), &[]);
    assert_eq!(s3.force("尼子晴久").unwrap().hex, "3020");
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
        matches!(&s.pending, Some(super::state::Pending::BattleRetreat { forces }) if forces == &vec!["毛利元就".to_string()])
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
    let f = s.force("熊谷信直").unwrap();
    assert_eq!((f.hex.as_str(), f.garrison), ("3121", false));
    // The check is done: the phase may end.
    assert!(act(&d, &s, ActionCall::new("advance"), &[]).is_ok());
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

fn start_with(scen: &str, opts: &[(&str, serde_json::Value)]) -> Result<State, RuleError> {
    let mut s = Setup {
        scenario: Some(scen.into()),
        players: 2,
        ..Default::default()
    };
    for (k, v) in opts {
        s.options.insert(k.to_string(), v.clone());
    }
    SaigokuRules.setup(&data(), &s)
}

#[test]
fn unknown_setup_option_lists_the_valid_ones() {
    let e = start_with("3", &[("a99", json!(true))])
        .unwrap_err()
        .to_string();
    assert!(e.contains("demand-on-siege-start"), "{e}");
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
    assert_eq!(view::status(&d, &s).winner.as_deref(), Some("ouchi"));
}

#[test]
fn rule_8_3_2_lost_honjo_is_named_at_the_supply_check() {
    let d = data();
    let s = start("3");
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "4307")
            .with("field", "ruined")
            .with("value", "true"),
        &[],
    );
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(&d, &s, ActionCall::new("ouchi-activation"), &[1]);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let p = view::prompt(&d, &s);
    assert!(
        p.hints
            .iter()
            .any(|h| h.contains("尼子氏") && h.contains("8-3-2")),
        "{:?}",
        p.hints
    );
    assert!(!p.hints.iter().any(|h| h.contains("毛利氏 has lost")));
}

fn mori_phase(d: &SaigokuData) -> State {
    let s = amago_phase(d);
    go(d, &s, ActionCall::new("advance"), &[])
}

fn rule_of(d: &SaigokuData, s: &State, a: ActionCall, f: &[u8]) -> Option<String> {
    act(d, s, checked(a, d), f)
        .err()
        .and_then(|e| e.rule().map(str::to_string))
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
        .with("mp", 3)
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
            .with("mp", 3)
            .with("sea", true)
    };
    let s2 = go(
        &d,
        &s,
        sail("伊香贺房明", "2724").with("free-sea", true),
        &[],
    );
    assert!(s2.ouchi_free_sea_used);
    assert_eq!(s2.force("伊香贺房明").unwrap().hex, "2724");
    // ② only one coastal hex launches per phase.
    assert_eq!(
        rule_of(&d, &s2, sail("大内义长", "2724"), &[6]).as_deref(),
        Some("35.7 (2) ②")
    );
    // ⑥ the free sailing covers every force of that hex this phase (no roll; issue 10 item 5).
    let s3 = go(&d, &s2, sail("陶晴贤", "2724"), &[]);
    assert_eq!(s3.force("陶晴贤").unwrap().hex, "2724");
    let e = rule_of(&d, &s, sail("陶晴贤", "2724").with("free-sea", true), &[]);
    assert_eq!(e, None, "the first free sailing is allowed");
    // ⑤ only 大内氏 and 毛利氏.
    assert_eq!(
        rule_of(&d, &s, sail("益田藤兼", "2724"), &[6]).as_deref(),
        Some("35.7 (2) ⑤")
    );
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
fn rule_31_2_ruined_honjo_replenished_without_supply() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "1");
    let mut s = amago_phase(&d);
    {
        let c = s.castle_mut("4307").unwrap();
        c.ruined = true;
        c.owner = None;
        c.durability = 0;
    }
    let call = |col: &str| {
        ActionCall::new("replace")
            .with("commander", "尼子国久")
            .with("target", "castle")
            .with("column", col)
    };
    assert_eq!(
        rule_of(&d, &s, call("自国-自城"), &[2]).as_deref(),
        Some("11-4-2")
    );
    let s = go(&d, &s, call("本城"), &[2]);
    assert_eq!(s.castle("4307").unwrap().owner.as_deref(), Some("amago"));
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
        Some(super::state::Pending::Battle { .. })
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
    assert_eq!(s3.pending, None);
}

#[test]
fn rule_17_1_1_prompt_blocks_siege_until_a_force_stands_in_an_enemy_castle() {
    let d = data();
    let s = amago_phase(&d);
    let p = view::prompt(&d, &s);
    assert_eq!(p.step, "Inning 1 · Stage 1 · 尼子氏 ops phase");
    let find =
        |p: &crate::core::Prompt, n: &str| p.actions.iter().find(|a| a.name == n).cloned().unwrap();
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
