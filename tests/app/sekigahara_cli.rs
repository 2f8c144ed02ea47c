//! Sekigahara through the real binary: every `resolve` procedure and a short `session act` game.

#![allow(clippy::disallowed_methods)]

use serde_json::Value;

use crate::clienv;
use clienv::Env;

fn resolve(e: &Env, proc_: &str, pairs: &[&str], rolls: &[&str]) -> Value {
    let mut args = vec!["resolve", "sekigahara", proc_];
    args.extend_from_slice(pairs);
    for r in rolls {
        args.push("--roll");
        args.push(r);
    }
    args.push("--json");
    e.json(&args)
}

#[test]
fn rule_7_1_attack_through_the_binary() {
    let e = Env::new();
    let v = resolve(
        &e,
        "attack",
        &["strengths=3,2,1", "from=plain", "to=hill", "river=true"],
        &["1"],
    );
    // 3−2 = 1 hits on a 1; 2−2 = 0 and 1−2 < 0 cannot hit and roll nothing.
    assert_eq!(v["result"]["hits"], 1);
    let per = v["result"]["per_counter"].as_array().unwrap();
    assert_eq!(per.len(), 3);
    assert_eq!(per[0]["strength"], 1);
    assert_eq!(per[0]["hit"], true);
    assert!(per[1]["roll"].is_null());
}

#[test]
fn rule_7_2_siege_through_the_binary() {
    let e = Env::new();
    let v = resolve(
        &e,
        "attack",
        &["strengths=4,2", "siege=true", "castle=true", "from=hill"],
        &["2", "1"],
    );
    assert_eq!(v["result"]["per_counter"][0]["strength"], 2);
    assert_eq!(v["result"]["per_counter"][1]["strength"], 1);
    assert_eq!(v["result"]["hits"], 2);
}

#[test]
fn rule_12_subversion_and_intimidation_through_the_binary() {
    let e = Env::new();
    assert_eq!(
        resolve(&e, "subversion", &["track-value=3"], &["3"])["result"]["success"],
        true
    );
    assert_eq!(
        resolve(&e, "subversion", &["track-value=3"], &["4"])["result"]["success"],
        false
    );
    let v = resolve(&e, "intimidation", &["adjacent=friendly"], &["4"]);
    assert_eq!(v["result"]["success"], false);
    assert_eq!(v["result"]["target"], 3);
    assert_eq!(v["result"]["markers_moved"], 2);
    let v = resolve(&e, "intimidation", &["adjacent=leader"], &["4"]);
    assert_eq!(v["result"]["markers_moved"], 0);
    let err = e.err(&["resolve", "sekigahara", "intimidation", "adjacent=castle"]);
    assert!(err.contains("adjacent"), "{err}");
}

#[test]
fn rule_6_2_2_strategic_move_through_the_binary() {
    let e = Env::new();
    let v = resolve(&e, "strategic-move", &["morale=2"], &["5"]);
    assert_eq!(v["result"]["movement_points"], 7);
}

#[test]
fn rule_4_1_draw_through_the_binary_with_input_json() {
    let e = Env::new();
    let f = e.home.path().join("deck.json");
    std::fs::write(
        &f,
        r#"{"draw_pile": ["家康行动", "宇喜多秀家"], "discard": ["德川秀忠"], "held_out": ["家康出马", "秀赖出阵"], "previous": "德川秀忠", "variant": "ja"}"#,
    )
    .unwrap();
    // Two cards: one die; 1–3 the first card of the sorted pile (家康行动), 4–6 the second.
    let v = e.json(&[
        "resolve",
        "sekigahara",
        "draw",
        "--input",
        f.to_str().unwrap(),
        "--roll",
        "1",
        "--json",
    ]);
    assert_eq!(v["result"]["card"], "家康行动");
    assert_eq!(v["result"]["reshuffled"], true);
    let pile = v["result"]["draw_pile"].as_array().unwrap();
    assert_eq!(pile.len(), 3, "the discards went back into the pile");
    assert_eq!(v["result"]["discard"].as_array().unwrap().len(), 0);
    let v = e.json(&[
        "resolve",
        "sekigahara",
        "draw",
        "--input",
        f.to_str().unwrap(),
        "--roll",
        "6",
        "--json",
    ]);
    assert_eq!(v["result"]["card"], "宇喜多秀家");
    assert_eq!(v["result"]["reshuffled"], false);
    assert_eq!(v["result"]["previous"], "宇喜多秀家");
    // A held-out card listed in the pile twice is refused, naming the key.
    std::fs::write(
        &f,
        r#"{"draw_pile": ["强行军", "强行军"], "variant": "zh"}"#,
    )
    .unwrap();
    let err = e.err(&[
        "resolve",
        "sekigahara",
        "draw",
        "--input",
        f.to_str().unwrap(),
    ]);
    assert!(err.contains("draw-pile"), "{err}");
}

#[test]
fn a_session_acts_through_the_binary_with_a_shadow_deck() {
    let e = Env::new();
    let f = e.home.path().join("s.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "sekigahara",
        "--seed",
        "3",
        "--option",
        "deck=shadow",
        "--out",
        fs,
    ]);
    e.ok(&["session", "act", fs, "draw", "cards=宇喜多秀家"]);
    // 宇喜多秀家 (神戸) attacks 安浓津 (富田信隆 + garrison, a working castle): no pre-emptive strike.
    let o = e.run(&[
        "session",
        "act",
        fs,
        "attack",
        "commander=德川家康",
        "target=安浓津",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("5.1"));
    e.ok(&[
        "session",
        "act",
        fs,
        "attack",
        "commander=宇喜多秀家",
        "group=宇喜多①,宇喜多②",
        "target=安浓津",
        "--roll",
        "1",
        "--roll",
        "1",
        "--roll",
        "6",
    ]);
    let show = e.json(&["session", "show", fs, "--json"]);
    assert!(show.to_string().contains("defender assigns"), "{show}");
    e.ok(&[
        "session",
        "act",
        fs,
        "assign-hits",
        "counters=富田信隆,守备队(安浓津)",
    ]);
    e.ok(&["session", "act", fs, "end-card"]);
    let show = e.ok(&["session", "show", fs]);
    assert!(show.contains("富田信隆 — 安浓津 (flipped)"), "{show}");
    e.ok(&["session", "undo", fs]);
}

/// Issue 25 item 1 (rule 4.1, card 强行军): a pile of 强行军 alone is refused at once under both card texts
/// (it used to draw for ever); an attack in a session says its strengths and modifiers in the text output.
#[test]
fn rule_4_1_forced_march_alone_is_refused_and_the_attack_text_shows_strengths() {
    let e = Env::new();
    for variant in ["variant=ja", "variant=zh"] {
        let o = e.run(&["resolve", "sekigahara", "draw", "draw-pile=强行军", variant]);
        assert_eq!(o.status.code(), Some(2), "{variant}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("4.1") && err.contains("no other card"),
            "{err}"
        );
    }
    let f = e.home.path().join("s.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "sekigahara",
        "--seed",
        "3",
        "--option",
        "deck=shadow",
        "--out",
        fs,
    ]);
    e.ok(&["session", "act", fs, "draw", "cards=宇喜多秀家"]);
    let out = e.ok(&[
        "session",
        "act",
        fs,
        "attack",
        "commander=宇喜多秀家",
        "group=宇喜多①",
        "target=安浓津",
        "--roll",
        "6",
        "--roll",
        "6",
    ]);
    assert!(out.contains("strength after modifiers 2, 1"), "{out}");
    assert!(out.contains("siege: −2, minimum 1 (rule 7.2(2))"), "{out}");
}

/// Rule 4.1: `--help-action draw` lists the cards turned only for a session that keeps the real deck;
/// with the app's deck the key is not asked, and a draw without it goes through.
#[test]
fn rule_4_1_help_action_draw_asks_for_cards_only_with_the_real_deck() {
    let e = Env::new();
    for (deck, asked) in [("virtual", false), ("shadow", true)] {
        let f = e.home.path().join(format!("{deck}.gunbai"));
        let fs = f.to_str().unwrap();
        let opt = format!("deck={deck}");
        e.ok(&[
            "session",
            "new",
            "sekigahara",
            "--seed",
            "3",
            "--option",
            &opt,
            "--out",
            fs,
        ]);
        let help = e.json(&["session", "act", fs, "draw", "--help-action", "--json"]);
        let keys: Vec<&str> = help["keys"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|k| k["name"].as_str())
            .collect();
        assert_eq!(keys.contains(&"cards"), asked, "{deck}: {keys:?}");
        if !asked {
            e.ok(&["session", "act", fs, "draw"]);
        }
    }
}
