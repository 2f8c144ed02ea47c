//! Unit tests, named by rule number.

use serde_json::json;

use gunbai_rules::games::saigoku::SaigokuRules;
use gunbai_rules::games::saigoku::data::{Rank, SaigokuData, TABLES};
use gunbai_rules::games::saigoku::procedures as pr;
use gunbai_rules::games::saigoku::state::{State, Step};
use gunbai_rules::games::saigoku::{actions, view};

mod battle;
mod corrections;
mod dialog_view;
mod forces;
mod lang;
mod movement;
mod outcomes;
mod play;
mod procedure_inputs;
mod saidata;
mod scenario1;
mod scenario2;
mod scenarios;
mod setup;
mod siege;
mod skirmish;
mod tables;
mod words;
use gunbai_rules::core::{
    ActionCall, DiceSource, Game, ManualDice, Params, Resolution, RuleError, Ruleset, Setup,
};
use gunbai_rules::tables::{TableFiles, grid::Grid};

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
    gunbai_rules::games::load_embedded("saigoku").unwrap()
}

// ------------------------------------------------------------ data

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
    files.put(
        "scenarios.toml",
        text,
        gunbai_rules::tables::Origin::Embedded,
    );
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
        let t =
            gunbai_rules::core::Msg::join(view::show_text(&d, &s), gunbai_rules::core::Sep::Line)
                .en();
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

fn mori_phase(d: &SaigokuData) -> State {
    let s = amago_phase(d);
    go(d, &s, ActionCall::new("advance"), &[])
}

fn rule_of(d: &SaigokuData, s: &State, a: ActionCall, f: &[u8]) -> Option<String> {
    act(d, s, checked(a, d), f)
        .err()
        .and_then(|e| e.rule().map(str::to_string))
}
