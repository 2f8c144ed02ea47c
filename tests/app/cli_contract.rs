//! The CLI contract, through the real binary: JSON shapes, error exits, sessions.

#![allow(clippy::disallowed_methods)]

use std::path::Path;

use crate::clienv;
use clienv::Env;

#[test]
fn resolve_march_json_contract() {
    let e = Env::new();
    let v = e.json(&["resolve", "seinan", "march", "--roll", "1", "--json"]);
    for k in [
        "game",
        "procedure",
        "inputs",
        "rolls",
        "modifiers",
        "result",
        "odds",
        "placeholders",
    ] {
        assert!(v.get(k).is_some(), "missing {k} in {v}");
    }
    assert_eq!(v["game"], "seinan");
    assert_eq!(v["rolls"], serde_json::json!([1]));
    assert_eq!(v["result"]["march_points"], 2);
    assert_eq!(v["modified_roll"], 2);
    assert_eq!(v["modifiers"][0]["rule"], "5.0");
    let total: f64 = v["odds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["probability"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
}

#[test]
fn resolve_attack_uses_supplied_faces_in_order() {
    let e = Env::new();
    let v = e.json(&[
        "resolve",
        "seinan",
        "attack",
        "units=3",
        "kumamoto-siege=true",
        "side=government",
        "--roll",
        "4,1",
        "--roll",
        "6",
        "--json",
    ]);
    assert_eq!(v["rolls"], serde_json::json!([4, 1, 6]));
    assert_eq!(v["result"]["hits"], 2);
    assert_eq!(v["result"]["whole_units_removed"], 2);
    assert_eq!(v["odds"].as_array().unwrap().len(), 4);
}

#[test]
fn resolve_rolls_missing_faces_from_seed_reproducibly() {
    let e = Env::new();
    let a = e.json(&[
        "resolve", "seinan", "attack", "units=5", "--seed", "99", "--json",
    ]);
    let b = e.json(&[
        "resolve", "seinan", "attack", "units=5", "--seed", "99", "--json",
    ]);
    assert_eq!(a["rolls"], b["rolls"]);
    assert_eq!(a["rolls"].as_array().unwrap().len(), 5);
}

#[test]
fn resolve_replenish_and_victory() {
    let e = Env::new();
    let v = e.json(&[
        "resolve",
        "seinan",
        "replenish",
        "pool=5",
        "line-cut=false",
        "--json",
    ]);
    assert_eq!(
        (
            v["result"]["placed"].as_u64(),
            v["result"]["removed"].as_u64(),
            v["result"]["remaining"].as_u64()
        ),
        (Some(2), Some(2), Some(1))
    );
    let input = e.path("v.json");
    std::fs::write(
        &input,
        r#"{"saigo_in": ["熊本城"], "saigo_takamori_removed": false}"#,
    )
    .unwrap();
    let v = e.json(&[
        "resolve",
        "seinan",
        "victory",
        "--input",
        input.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["result"]["winner"], "saigo");
}

#[test]
fn errors_name_the_key_and_exit_2() {
    let e = Env::new();
    assert!(
        e.err(&["resolve", "seinan", "attack", "units=99"])
            .contains("units: expected 0..=60, got 99")
    );
    assert!(
        e.err(&["resolve", "seinan", "attack", "units=3", "side=rebels"])
            .contains("side: expected saigo|government, got rebels")
    );
    assert!(
        e.err(&["resolve", "seinan", "replenish", "pool=2", "line-cut=maybe"])
            .contains("line-cut: expected true|false")
    );
    assert!(
        e.err(&["resolve", "seinan", "attack", "units=2", "color=red"])
            .contains("valid keys: units, kumamoto-siege, side")
    );
    assert!(
        e.err(&["resolve", "seinan", "march", "--roll", "7"])
            .contains("roll: expected a die face 1..=6, got 7")
    );
    assert!(
        e.err(&["resolve", "seinan", "march", "--roll", "0"])
            .contains("roll")
    );
    assert!(
        e.err(&["resolve", "seinan", "march", "--roll", "3,4"])
            .contains("roll"),
        "too many faces"
    );
    assert!(
        e.err(&["resolve", "seinan", "nope"])
            .contains("valid: march, attack, replenish, victory")
    );
    assert!(e.err(&["resolve", "chess", "march"]).contains("valid: "));
    assert!(
        e.err(&["resolve", "seinan", "attack", "units"])
            .contains("KEY=VALUE")
    );
}

#[test]
fn games_lists_procedures_and_keys() {
    let e = Env::new();
    let v = e.json(&["games", "--json"]);
    let seinan = v
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == "seinan")
        .unwrap();
    let procs: Vec<&str> = seinan["procedures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(procs, vec!["march", "attack", "replenish", "victory"]);
    assert!(e.ok(&["games"]).contains("西南战争"));
}

fn new_session(e: &Env, name: &str, opts: &[&str]) -> String {
    let f = e.path(name);
    let fs = f.to_str().unwrap().to_string();
    let mut args = vec!["session", "new", "seinan", "--seed", "5", "--out", &fs];
    for o in opts {
        args.push("--option");
        args.push(o);
    }
    e.ok(&args);
    fs
}

#[test]
fn session_act_undo_redo_show_log() {
    let e = Env::new();
    let f = new_session(&e, "a.gunbai", &[]);
    let v = e.json(&["session", "act", &f, "march-roll", "--roll", "1", "--json"]);
    assert_eq!(v["result"]["march_points"], 2);
    assert_eq!(v["n"], 1);
    e.ok(&[
        "session",
        "act",
        &f,
        "march",
        "kind=a",
        "units=6番大队,7番大队",
        "to=八代",
    ]);
    let show = e.json(&["session", "show", &f, "--json"]);
    assert_eq!(show["n"], 2);
    let undo = e.json(&["session", "undo", &f, "--json"]);
    assert!(
        undo["hints"]
            .as_array()
            .unwrap()
            .iter()
            .any(|h| h == "move 6番大队 from 八代 back to 鹿儿岛"),
        "{undo}"
    );
    let log = e.json(&["session", "log", &f, "--json"]);
    assert_eq!(log.as_array().unwrap().len(), 2);
    assert_eq!(log[1]["undone"], true);
    e.ok(&["session", "redo", &f]);
    let log = e.json(&["session", "log", &f, "--json"]);
    assert_eq!(log[1]["undone"], false);
    // A new action after an undo drops the redo branch but keeps it in the journal, marked undone.
    e.ok(&["session", "undo", &f]);
    e.ok(&[
        "session",
        "act",
        &f,
        "march",
        "kind=a",
        "units=1番大队",
        "to=八代",
    ]);
    let log = e.json(&["session", "log", &f, "--json"]);
    assert_eq!(log.as_array().unwrap().len(), 3);
    assert_eq!(log[1]["undone"], true);
    assert_eq!(log[2]["undone"], false);
    assert!(e.err(&["session", "redo", &f]).contains("nothing to redo"));
    // Undo to a position.
    e.ok(&["session", "undo", &f, "--to", "0"]);
    assert_eq!(e.json(&["session", "show", &f, "--json"])["n"], 0);
}

#[test]
fn session_act_refusal_names_the_rule() {
    let e = Env::new();
    let f = new_session(&e, "b.gunbai", &[]);
    let err = e.err(&[
        "session",
        "act",
        &f,
        "march",
        "kind=a",
        "units=1番大队",
        "to=八代",
    ]);
    assert!(err.contains("rule 5.0"), "{err}");
    let err = e.err(&["session", "act", &f, "fly"]);
    assert!(
        err.contains("unknown action 'fly'") && err.contains("march-roll"),
        "{err}"
    );
    let err = e.err(&["session", "act", &f, "march-roll", "--roll", "9"]);
    assert!(err.contains("roll:"), "{err}");
}

#[test]
fn seed_commitment_verifies_after_reveal() {
    let e = Env::new();
    let f = new_session(&e, "c.gunbai", &[]);
    e.ok(&["session", "act", &f, "march-roll"]);
    let show = e.json(&["session", "show", &f, "--json", "--reveal-seed"]);
    assert_eq!(show["seed"], "5");
    let out = e.ok(&["session", "verify", &f]);
    assert!(out.contains("ok: 1 app dice match"), "{out}");
}

/// Issue 3: a scripted siege of 熊本城 that the castle survives; the government losses come back.
#[test]
fn scripted_kumamoto_siege_castle_survives() {
    let e = Env::new();
    let f = new_session(&e, "siege.gunbai", &["saigo-group1-box=熊本"]);
    for args in [
        vec!["march-roll", "--roll", "6"],
        vec!["march", "kind=c", "units=6番大队", "to=熊本城"],
        vec!["march", "kind=c", "units=7番大队", "to=熊本城"],
        vec!["end-march"],
        vec!["battle", "at=熊本城"],
        // Government (defender) attacks first: two misses.
        vec!["attack", "--roll", "2,3"],
        // Saigo: two hits, both on 步兵第13连队 (eliminated to 本州).
        vec![
            "attack",
            "allocate=步兵第13连队,步兵第13连队",
            "--roll",
            "5,6",
        ],
    ] {
        let mut a = vec!["session", "act", f.as_str()];
        a.extend(args);
        e.ok(&a);
    }
    let show = e.json(&["session", "show", &f, "--json"]);
    let units = show["state"]["units"].as_array().unwrap();
    let find = |id: &str| units.iter().find(|u| u["id"] == id).unwrap().clone();
    assert_eq!(
        find("步兵第13连队")["place"]["box"],
        "熊本城",
        "returned to the castle (rule 9.1)"
    );
    assert_eq!(find("步兵第13连队")["flipped"], false);
    assert_eq!(find("熊本镇台")["place"]["box"], "熊本城");
    assert_eq!(
        find("6番大队")["place"]["box"],
        "熊本",
        "fell back (rule 9.1)"
    );
    assert_eq!(find("7番大队")["place"]["box"], "熊本");
    assert!(show["status"]["winner"].is_null());
    let log = e.ok(&["session", "log", &f]);
    assert!(log.contains("步兵第13连队 returns to 熊本城"), "{log}");
}

#[test]
fn tables_check_and_path() {
    let e = Env::new();
    let out = e.ok(&["tables", "check"]);
    assert!(out.contains("ok: seinan"), "{out}");
    assert!(out.contains("placeholders: map units"), "{out}");
    let p = e.ok(&["tables", "path"]);
    assert!(Path::new(p.trim()).starts_with(e.home.path()));
    // A broken user copy is reported with file, line:column and field.
    let dir = e.path("mine/seinan");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("map.toml"),
        "placeholder = false\ntowns = []\nlinks = []\ncolour = 1\n",
    )
    .unwrap();
    let err = e.err(&["tables", "check", e.path("mine").to_str().unwrap()]);
    assert!(err.contains("map.toml:4:1: colour:"), "{err}");
    // A valid copy passes and is reported as the user's.
    std::fs::write(
        dir.join("map.toml"),
        include_str!("../../tables/seinan/map.toml")
            .replace("placeholder = true", "placeholder = false"),
    )
    .unwrap();
    let out = e.ok(&["tables", "check", e.path("mine").to_str().unwrap()]);
    assert!(
        out.contains("yours: map.toml") && out.contains("placeholders: units"),
        "{out}"
    );
}

#[test]
fn user_override_changes_the_game() {
    let e = Env::new();
    let dir = e.home.path().join("tables/seinan");
    std::fs::create_dir_all(&dir).unwrap();
    // The players' map joins 鹿儿岛 straight to 熊本.
    let map = include_str!("../../tables/seinan/map.toml").to_string()
        + "\n[[links]]\na = \"鹿儿岛\"\nb = \"熊本\"\n";
    std::fs::write(dir.join("map.toml"), map).unwrap();
    let f = new_session(&e, "o.gunbai", &[]);
    e.ok(&["session", "act", &f, "march-roll", "--roll", "2"]);
    e.ok(&[
        "session",
        "act",
        &f,
        "march",
        "kind=a",
        "units=1番大队",
        "to=熊本",
    ]);
}

/// Issue 3: a game refereed through `session act` from setup to a victory, every phase prompted.
#[test]
fn seinan_from_setup_to_victory_through_the_cli() {
    let e = Env::new();
    let f = new_session(
        &e,
        "win.gunbai",
        &["saigo-box=熊本", "saigo-group1-box=熊本"],
    );
    let steps: Vec<(Vec<&str>, &str)> = vec![
        (vec!["march-roll", "--roll", "5"], "March phase"),
        (
            vec!["march", "kind=c", "units=1番大队", "to=熊本城"],
            "March phase",
        ),
        (
            vec!["march", "kind=c", "units=2番大队", "to=熊本城"],
            "March phase",
        ),
        (
            vec!["march", "kind=c", "units=3番大队", "to=熊本城"],
            "March phase",
        ),
        (
            vec!["march", "kind=c", "units=4番大队", "to=熊本城"],
            "March phase",
        ),
        (vec!["end-march"], "Combat phase"),
        (vec!["battle", "at=熊本城"], "battle at 熊本城 round 1"),
        (vec!["attack", "--roll", "1,2"], "battle at 熊本城 round 1"),
        (vec!["attack", "--roll", "6,6,5,4"], "Game over"),
    ];
    for (args, expect) in steps {
        let mut a = vec!["session", "act", f.as_str(), "--json"];
        a.extend(args.iter());
        let v = e.json(&a);
        let step = v["prompt"]["step"].as_str().unwrap();
        assert!(step.contains(expect), "after {args:?}: step is {step}");
    }
    let score = e.json(&["session", "score", &f, "--json"]);
    assert_eq!(score["winner"], "saigo");
    assert_eq!(score["conditions"]["saigo_in_kumamoto_castle"], true);
    // Acting after the end is not a mistake: the game says it is over, plainly, and changes nothing.
    let n = e.json(&["session", "show", &f, "--json"])["n"].clone();
    // Issue 25: said on stderr (exit 0), not printed as a result.
    let o = e.run(&["session", "act", &f, "end-combat"]);
    let out = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success() && o.stdout.is_empty(), "{out}");
    assert!(out.starts_with("the game is over: "), "{out}");
    assert!(!out.contains("error"), "{out}");
    let o = e.run(&["session", "act", &f, "end-combat", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stderr).unwrap();
    assert!(
        v["game_over"].as_str().is_some_and(|w| !w.is_empty()),
        "{v}"
    );
    assert_eq!(e.json(&["session", "show", &f, "--json"])["n"], n);
}

#[test]
fn session_new_checks_options() {
    let e = Env::new();
    let f = e.path("opt.gunbai");
    let fs = f.to_str().unwrap();
    let err = e.err(&[
        "session",
        "new",
        "seinan",
        "--out",
        fs,
        "--option",
        "comand-rule=true",
    ]);
    assert!(
        err.contains("comand-rule: unknown option; valid: command-rule, stacking"),
        "{err}"
    );
    let err = e.err(&[
        "session",
        "new",
        "seinan",
        "--out",
        fs,
        "--option",
        "turn-limit=500",
    ]);
    assert!(
        err.contains("turn-limit: expected 0..=99, got 500"),
        "{err}"
    );
    let err = e.err(&[
        "session",
        "new",
        "seinan",
        "--out",
        fs,
        "--option",
        "saigo-box=东京",
    ]);
    assert!(err.contains("saigo-box: unknown town box 东京"), "{err}");
    assert!(!f.exists(), "nothing written on a refused setup");
    e.ok(&[
        "session",
        "new",
        "seinan",
        "--out",
        fs,
        "--option",
        "command-rule=true",
        "--option",
        "turn-limit=8",
    ]);
    let show = e.json(&["session", "show", fs, "--json"]);
    assert_eq!(show["setup"]["options"]["command-rule"], true);
    assert_eq!(show["state"]["options"]["turn_limit"], 8);
}

#[test]
fn physical_dice_only_refuses_to_roll_for_the_table() {
    let e = Env::new();
    let f = new_session(&e, "phys.gunbai", &[]);
    let err = e.err(&["session", "act", &f, "march-roll", "--physical"]);
    assert!(err.contains("dice:"), "{err}");
    assert_eq!(
        e.json(&["session", "show", &f, "--json"])["n"],
        0,
        "nothing journaled"
    );
    let v = e.json(&[
        "session",
        "act",
        &f,
        "march-roll",
        "--physical",
        "--roll",
        "4",
        "--json",
    ]);
    assert_eq!(v["result"]["march_points"], 4);
}
