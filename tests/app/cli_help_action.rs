//! `session act --help-action` and `session show --json` answer from the ruleset (the same
//! `core::describe_action` the GUI's forms use): keys, legal candidates, pre-filled values and the odds of
//! the action before its dice. Nothing is submitted.

#![allow(clippy::disallowed_methods)]

use serde_json::Value;

use crate::clienv;
use clienv::Env;

fn seinan(env: &Env) -> String {
    let f = env.path("g.gunbai");
    let f = f.to_str().unwrap().to_string();
    env.ok(&[
        "session",
        "new",
        "seinan",
        "--out",
        &f,
        "--option",
        "saigo-group1-box=熊本",
    ]);
    f
}

fn probabilities(odds: &Value) -> Vec<(String, f64)> {
    let mut v: Vec<(String, f64)> = odds
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["outcome"].as_str().unwrap().to_string(),
                o["probability"].as_f64().unwrap(),
            )
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

#[test]
fn rule_5_0_help_action_gives_the_march_roll_odds_without_submitting() {
    let env = Env::new();
    let f = seinan(&env);
    let before = env.json(&["session", "show", &f, "--json"])["n"].clone();
    let help = env.json(&[
        "session",
        "act",
        &f,
        "march-roll",
        "--help-action",
        "--json",
    ]);
    assert_eq!(help["name"], "march-roll");
    assert_eq!(help["rule"], "5.0");
    let odds = probabilities(&help["odds"]);
    let total: f64 = odds.iter().map(|o| o.1).sum();
    assert!((total - 1.0).abs() < 1e-9, "odds sum to {total}");
    // The same distribution as the march procedure on its own (a 1 counts as 2: 2/6 for two points).
    let proc_odds = env.json(&["resolve", "seinan", "march", "--roll", "3", "--json"]);
    let by_proc = probabilities(&proc_odds["odds"]);
    assert_eq!(odds.len(), by_proc.len());
    for (a, b) in odds.iter().zip(&by_proc) {
        assert!((a.1 - b.1).abs() < 1e-12, "{a:?} vs {b:?}");
    }
    // Nothing was submitted.
    assert_eq!(env.json(&["session", "show", &f, "--json"])["n"], before);
    let text = env.ok(&["session", "act", &f, "march-roll", "--help-action"]);
    assert!(text.contains("odds before the roll"), "{text}");
}

#[test]
fn help_action_says_which_key_is_missing_before_the_odds() {
    let env = Env::new();
    let f = env.path("s.gunbai");
    let f = f.to_str().unwrap();
    env.ok(&[
        "session",
        "new",
        "saigoku",
        "--scenario",
        "3",
        "--players",
        "2",
        "--out",
        f,
    ]);
    let help = env.json(&["session", "act", f, "assault", "--help-action", "--json"]);
    assert!(help.get("odds").is_none());
    // The missing key is named by its label, as the form shows it.
    let why = help["odds_unavailable"].as_str().unwrap();
    let force = help["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["name"] == "force")
        .unwrap()["label"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(why.contains(&force), "{why} names {force}");
    let keys: Vec<&str> = help["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["name"].as_str().unwrap())
        .collect();
    assert!(
        keys.contains(&"force") && keys.contains(&"terrain"),
        "{keys:?}"
    );
    // A key the action does not have is refused, naming it.
    let e = env.err(&["session", "act", f, "assault", "banana=1", "--help-action"]);
    assert!(e.contains("banana"), "{e}");
}

#[test]
fn show_json_lists_each_action_with_the_answers_the_gui_uses() {
    let env = Env::new();
    let f = seinan(&env);
    env.ok(&["session", "act", &f, "march-roll", "--roll", "4"]);
    let shown = env.json(&["session", "show", &f, "--json"]);
    let actions = shown["actions"].as_array().unwrap();
    assert!(!actions.is_empty());
    // Through the library: the same describe_action over the same state gives the same answer.
    let s = gunbai::session::Session::open(std::path::Path::new(&f), gunbai::games::load_embedded)
        .unwrap();
    let direct = gunbai::core::describe_prompt(s.game.as_ref(), s.state());
    // The CLI prints every message in words (English without --lang).
    let direct = gunbai::cli::said_json(
        serde_json::to_value(&direct).unwrap(),
        s.game.as_ref(),
        gunbai::core::Lang::En,
    );
    assert_eq!(direct, Value::Array(actions.clone()));
    let march = actions.iter().find(|a| a["name"] == "march").unwrap();
    assert!(
        march.get("blocked").is_none(),
        "march is open after the roll"
    );
}
