//! Saigoku through the real binary: every `resolve` procedure, and sessions for the four scenarios.

#![allow(clippy::disallowed_methods)]

use serde_json::Value;

use crate::clienv;
use clienv::Env;

trait Resolve {
    fn resolve(&self, proc_: &str, pairs: &[&str], rolls: &[&str]) -> Value;
}

impl Resolve for Env {
    fn resolve(&self, proc_: &str, pairs: &[&str], rolls: &[&str]) -> Value {
        let mut args = vec!["resolve", "saigoku", proc_];
        args.extend_from_slice(pairs);
        for r in rolls {
            args.push("--roll");
            args.push(r);
        }
        args.push("--json");
        self.json(&args)
    }
}

fn rules(v: &Value) -> Vec<String> {
    v["modifiers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["rule"].as_str().unwrap().to_string())
        .collect()
}

fn odds_total(v: &Value) -> f64 {
    v["odds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["probability"].as_f64().unwrap())
        .sum()
}

#[test]
fn rule_18_1_siege_requirement_through_the_binary() {
    let e = Env::new();
    let v = e.resolve("siege-requirement", &["level=3", "strength=25"], &[]);
    assert_eq!(v["result"]["required"], 30);
    assert_eq!(v["result"]["can_besiege"], false);
    assert!(v["rolls"].as_array().unwrap().is_empty());
}

#[test]
fn rule_18_2_siege_check_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "siege-check",
        &[
            "level=1",
            "garrison-units=4",
            "garrison-morale=-2",
            "besieger-morale=0",
        ],
        &["1", "3"],
    );
    assert_eq!(v["result"]["row"], "over");
    assert_eq!(v["result"]["event"], true);
    assert_eq!(v["modified_roll"], 5);
    assert!(
        v["placeholders"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p == "siege")
    );
    assert!((odds_total(&v) - 1.0).abs() < 1e-9);
}

#[test]
fn rule_19_2_interception_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "interception",
        &[
            "garrison-strength=5",
            "field-mod=1",
            "garrison-morale=0",
            "assault-morale=-2",
        ],
        &["2"],
    );
    assert_eq!(rules(&v), vec!["19-2-5 (1)", "19-2-5 (2)", "19-2-5 (3)"]);
    assert_eq!(v["modified_roll"], 6);
    assert!(v["result"].get("steps").is_some() && v["result"].get("eliminate").is_some());
}

#[test]
fn rule_19_3_assault_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "assault",
        &[
            "strength=6",
            "level=2",
            "terrain=rough",
            "assault-morale=0",
            "castle-morale=-1",
        ],
        &["4"],
    );
    assert_eq!(rules(&v), vec!["19-3-2 (1)", "19-3-2 (2)", "19-3-2 (3)"]);
    assert!(v["result"]["durability_loss"].is_i64());
}

#[test]
fn rule_20_2_surrender_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "surrender",
        &[
            "durability=0",
            "garrison-leader=taisho",
            "demander-morale=0",
            "castle-morale=-3",
            "refused-before=true",
        ],
        &["5"],
    );
    assert_eq!(rules(&v), vec!["20-2-1 (2)", "20-2-1 (3)", "20-3 B"]);
    assert_eq!(v["modified_roll"], 5 - 1 + 3 - 1);
    let l = v["result"]["letter"].as_str().unwrap();
    assert!("ABCDEFGH".contains(l));
    assert_eq!(v["cells"][0]["column"], "0");
}

#[test]
fn rule_23_2_skirmish_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "skirmish",
        &[
            "attacker-strength=8",
            "defender-terrain=marsh",
            "river=true",
            "attacker-field-mod=2",
            "defender-field-mod=0",
            "attacker-morale=0",
            "defender-morale=-1",
            "garrison-attack=false",
        ],
        &["3"],
    );
    assert_eq!(
        rules(&v),
        vec!["23-2-1 (1)", "23-2-1 (3)", "23-2-1 (4)", "23-2-1 (5)"]
    );
    assert_eq!(v["modified_roll"], 3); // 3 − 1 marsh − 2 river + 2 field + 1 morale
    assert!(v["result"].get("damage").is_some() && v["result"].get("eliminate").is_some());
}

#[test]
fn rule_23_6_counterattack_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "counterattack",
        &[
            "defender-strength=4",
            "defender-terrain=mountain",
            "river=false",
            "defender-field-mod=1",
            "attacker-field-mod=0",
            "defender-morale=0",
            "attacker-morale=0",
            "vs-garrison=true",
        ],
        &["2"],
    );
    assert_eq!(
        rules(&v),
        vec!["23-6-2 (1)", "23-6-2 (3)", "23-6-2 (4)", "23-7-3"]
    );
    assert_eq!(v["modified_roll"], 3);
}

#[test]
fn rule_24_2_battle_round_and_24_3_retreat_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "battle-round",
        &[
            "attacker-strength=20",
            "defender-strength=12",
            "attacker-field-mod=3",
            "defender-field-mod=0",
            "attacker-morale=0",
            "defender-morale=0",
        ],
        &["2", "4"],
    );
    assert_eq!(v["rolls"], serde_json::json!([2, 4]));
    assert!(v["result"]["attacker_damage"].is_i64() && v["result"]["defender_damage"].is_i64());
    assert!((odds_total(&v) - 1.0).abs() < 1e-9);
    let r = e.resolve("battle-retreat", &[], &["5"]);
    assert_eq!(r["result"]["hexes"], 4);
    assert_eq!(r["result"]["steps_lost"], 1);
}

#[test]
fn rule_14_2_replacement_and_26_rally_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "replacement",
        &["army=mori", "column=本城", "morale=-1"],
        &["6"],
    );
    assert_eq!(rules(&v), vec!["14-2-3"]);
    assert!(v["result"]["steps"].is_i64());
    let r = e.resolve("rally", &["supplied=true"], &[]);
    assert_eq!(r["result"]["recovered"], true);
    assert!(r["rolls"].as_array().unwrap().is_empty());
    let r = e.resolve("rally", &["supplied=false", "leader=taisho"], &["3"]);
    assert_eq!(r["result"]["recovered"], false);
}

#[test]
fn rule_36_7_activation_and_35_7_sea_move_through_the_binary() {
    let e = Env::new();
    let v = e.resolve(
        "ouchi-activation",
        &["inning=4", "fallen-castles=1"],
        &["6"],
    );
    assert_eq!(v["modified_roll"], 7);
    assert!(v["result"]["active"].is_boolean());
    let s = e.resolve("sea-move", &["army=mori"], &["5"]);
    assert_eq!(s["result"]["allowed"], true);
    let s = e.resolve("sea-move", &["army=ouchi", "free-move=true"], &[]);
    assert_eq!(s["result"]["allowed"], true);
}

#[test]
fn rule_32_score_through_the_binary_with_input_json() {
    let e = Env::new();
    let f = e.home.path().join("score.json");
    std::fs::write(
        &f,
        r#"{"scenario": 4, "castles": [{"hex": "3418", "level": 3, "side": "mori"}, {"hex": "4307", "level": 3, "side": "anti-mori"}],
            "eliminated": [{"rank": "taisho", "side": "mori"}]}"#,
    )
    .unwrap();
    let v = e.json(&[
        "resolve",
        "saigoku",
        "score",
        "--input",
        f.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["result"]["sides"]["mori"], 5);
    assert_eq!(v["result"]["sides"]["anti-mori"], 5 + 3);
}

#[test]
fn out_of_range_morale_is_an_input_error() {
    let e = Env::new();
    let o = e.run(&["resolve", "saigoku", "rally", "supplied=maybe"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("supplied"));
}

/// Refusals of `resolve saigoku` that name the key: an unknown key, a rank that is not one, a missing
/// key, a terrain not in the table. Exit 2, one `error:` line.
#[test]
fn resolve_refusals_name_the_key() {
    let e = Env::new();
    for (proc_, pairs, key, says) in [
        (
            "rally",
            vec!["supplied=false", "leader=shogun"],
            "leader",
            "busho|taisho|sotaisho",
        ),
        (
            "surrender",
            vec![
                "durability=3",
                "garrison-leader=daimyo",
                "demander-morale=0",
                "castle-morale=0",
            ],
            "garrison-leader",
            "none|busho|taisho|sotaisho",
        ),
        (
            "siege-requirement",
            vec!["level=1", "strength=20", "bribe=5"],
            "bribe",
            "unknown key",
        ),
        ("siege-requirement", vec!["level=1"], "strength", "missing"),
        (
            "assault",
            vec![
                "strength=6",
                "level=2",
                "terrain=swamp",
                "assault-morale=0",
                "castle-morale=0",
            ],
            "terrain",
            "swamp",
        ),
    ] {
        let mut args = vec!["resolve", "saigoku", proc_];
        args.extend(pairs.iter().copied());
        let m = e.err(&args);
        assert_eq!(m.trim_end().lines().count(), 1, "{args:?}: {m}");
        assert!(
            m.starts_with(&format!("error: {key}")) && m.contains(says),
            "{args:?}: {m}"
        );
    }
}

#[test]
fn all_four_scenarios_start_and_show_every_unit() {
    let e = Env::new();
    for (n, units) in [
        ("1", ["大内义长", "刺贺长信"]),
        ("2", ["陶晴贤", "桂元澄"]),
        ("3", ["尼子晴久", "武田信実"]),
        ("4", ["浦上宗景", "草刈衡繼"]),
    ] {
        let f = e.home.path().join(format!("s{n}.gunbai"));
        let fs = f.to_str().unwrap();
        let v = e.json(&[
            "session",
            "new",
            "saigoku",
            "--scenario",
            n,
            "--seed",
            "3",
            "--out",
            fs,
            "--json",
        ]);
        assert!(v["prompt"]["step"].as_str().unwrap().starts_with("Set-up"));
        let show = e.ok(&["session", "show", fs]);
        for u in units {
            assert!(show.contains(u), "scenario {n}: {u} missing from show");
        }
        assert!(show.contains("大内館") || n == "1" || n == "4");
    }
}

#[test]
fn a_session_acts_through_the_binary() {
    let e = Env::new();
    let f = e.home.path().join("s3.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "saigoku",
        "--scenario",
        "3",
        "--seed",
        "3",
        "--out",
        fs,
    ]);
    e.ok(&["session", "act", fs, "advance"]);
    let out = e.ok(&["session", "act", fs, "ouchi-activation", "--roll", "2"]);
    // Issue 25 (Saigoku 9): the text says which placeholder table shaped the result, by its title.
    assert!(
        out.contains("placeholder values shaped this result: 大内氏 activation table"),
        "{out}"
    );
    // Once: the log's own line (which `session log` shows too), not a second copy.
    assert_eq!(out.matches("placeholder values shaped").count(), 1, "{out}");
    e.ok(&["session", "act", fs, "advance"]);
    e.ok(&["session", "act", fs, "supply-check"]);
    e.ok(&["session", "act", fs, "advance"]);
    let show = e.json(&["session", "show", fs, "--json"]);
    let text = show.to_string();
    assert!(
        text.contains("Inning 1 · Stage 1 · 大内氏 ops phase"),
        "{text}"
    );
    let o = e.run(&["session", "act", fs, "move", "force=陶晴賢", "to=1629"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("36.7"));
    e.ok(&["session", "undo", fs]);
}

/// Scenario 3 up to the 尼子氏 ops phase of stage 1, at seed 3, in `name`.
fn scenario3_to_stage1(e: &Env, name: &str, amago: bool) -> String {
    let f = e.home.path().join(name);
    let fs = f.to_str().unwrap().to_string();
    e.ok(&[
        "session",
        "new",
        "saigoku",
        "--scenario",
        "3",
        "--seed",
        "3",
        "--out",
        &fs,
    ]);
    if amago {
        e.ok(&[
            "session",
            "act",
            &fs,
            "reorganise",
            "commander=尼子晴久",
            "absorb=立原久綱,本田家吉,横道政光,古志重信,秋上綱平",
        ]);
    }
    e.ok(&["session", "act", &fs, "advance"]);
    e.ok(&["session", "act", &fs, "ouchi-activation", "--roll", "2"]);
    e.ok(&["session", "act", &fs, "advance"]);
    e.ok(&["session", "act", &fs, "supply-check"]);
    e.ok(&["session", "act", &fs, "advance"]);
    fs
}

/// Issue 25 (Saigoku 9): `session log` names the placeholder tables behind each logged result, as
/// `session act` does, once, in the reader's language.
#[test]
fn issue_25_session_log_names_the_placeholder_table_behind_a_result() {
    let e = Env::new();
    let fs = scenario3_to_stage1(&e, "log.gunbai", false);
    let en = e.ok(&["session", "log", &fs, "--lang", "en"]);
    let line = "placeholder values shaped this result: 大内氏 activation table";
    assert_eq!(en.matches(line).count(), 1, "{en}");
    // Under the activation roll's entry, not another one.
    let entry = en
        .split('\n')
        .skip_while(|l| !l.contains("activation") || l.contains(line))
        .take_while(|l| !l.contains("supply"))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(entry.contains(line), "{en}");
    let zh = e.ok(&["session", "log", &fs, "--lang", "zh"]);
    assert!(
        zh.contains("此结果用到了占位数值：大内氏行动判定表"),
        "{zh}"
    );
    assert!(!zh.contains("activation table"), "{zh}");
    let ja = e.ok(&["session", "log", &fs, "--lang", "ja"]);
    assert!(
        ja.contains("この結果には仮の値が使われました：大内氏行動判定表"),
        "{ja}"
    );
}

/// Issue 25 (Saigoku 10), 24-1-3: `--help-action` lists as defenders only the forces in the target
/// hex given so far.
#[test]
fn rule_24_1_3_help_action_lists_the_defenders_of_the_chosen_target_only() {
    let e = Env::new();
    let fs = scenario3_to_stage1(&e, "battle.gunbai", true);
    e.ok(&["session", "act", &fs, "advance"]);
    for (force, to) in [
        ("尼子晴久", "3419"),
        ("毛利元就", "3318"),
        ("熊谷信直", "3318"),
    ] {
        e.ok(&[
            "session",
            "act",
            &fs,
            "relocate",
            &format!("force={force}"),
            &format!("to={to}"),
        ]);
    }
    let defenders = |target: &str| -> Vec<String> {
        let mut args = vec!["session", "act", &fs, "battle", "force=尼子晴久"];
        let t = format!("target={target}");
        if !target.is_empty() {
            args.push(&t);
        }
        args.extend(["--help-action", "--json"]);
        let help = e.json(&args);
        let k = help["keys"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["name"] == "defenders")
            .unwrap()
            .clone();
        let mut v: Vec<String> = k["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect();
        v.sort();
        v
    };
    let all = defenders("");
    assert_eq!(all, vec!["毛利元就".to_string(), "熊谷信直".to_string()]);
    assert_eq!(defenders("3318"), all);
    assert!(defenders("3420").is_empty());
}
