//! 天下布武 through the real binary: both `resolve` procedures and a short `session act` game.

#![allow(clippy::disallowed_methods)]

use serde_json::Value;

use crate::clienv;
use clienv::Env;

fn war(e: &Env, pairs: &[&str], rolls: &[&str]) -> Value {
    let mut args = vec!["resolve", "tenka", "war"];
    args.extend_from_slice(pairs);
    for r in rolls {
        args.push("--roll");
        args.push(r);
    }
    args.push("--json");
    e.json(&args)
}

#[test]
fn rule_3_2_war_through_the_binary_attack_die_then_defence_die() {
    let e = Env::new();
    let v = war(
        &e,
        &[
            "attack-chips=3,1",
            "defence-chips=1",
            "troops=2",
            "thick-border=true",
        ],
        &["4", "2"],
    );
    // 4 + 4 = 8 against 1 + 2 + 1 + 2 = 6.
    assert_eq!(v["result"]["attack_total"], 8);
    assert_eq!(v["result"]["defence_total"], 6);
    assert_eq!(v["result"]["winner"], "attacker");
    assert_eq!(v["result"]["rolled"], true);
    assert_eq!(v["rolls"], serde_json::json!([4, 2]));
}

#[test]
fn rule_3_2_war_draw_and_defender_win_through_the_binary() {
    let e = Env::new();
    let v = war(
        &e,
        &["attack-chips=2", "troops=1", "thick-border=false"],
        &["3", "4"],
    );
    assert_eq!(v["result"]["winner"], "draw");
    let v = war(
        &e,
        &["attack-chips=2", "troops=1", "thick-border=false"],
        &["1", "4"],
    );
    assert_eq!(v["result"]["winner"], "defender");
}

#[test]
fn rule_3_2_war_with_zero_attack_chips_rolls_no_dice() {
    let e = Env::new();
    let v = war(
        &e,
        &[
            "attack-chips=0,0",
            "defence-chips=",
            "troops=0",
            "thick-border=false",
        ],
        &[],
    );
    assert_eq!(v["result"]["winner"], "defender");
    assert_eq!(v["result"]["rolled"], false);
    assert!(v["rolls"].as_array().unwrap().is_empty());
    // A die given for a war without dice is refused.
    let err = e.err(&[
        "resolve",
        "tenka",
        "war",
        "attack-chips=0",
        "troops=0",
        "--roll",
        "3",
    ]);
    assert!(err.contains("roll"), "{err}");
}

#[test]
fn rule_1_war_refuses_chips_not_in_the_set_naming_the_key() {
    let e = Env::new();
    let err = e.err(&["resolve", "tenka", "war", "attack-chips=3,3", "troops=0"]);
    assert!(err.contains("attack-chips"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn rule_5_score_through_the_binary_with_an_input_file() {
    let e = Env::new();
    let input = e.path("score.json");
    std::fs::write(
        &input,
        serde_json::json!({
            "regions": [
                {"name": "山城", "points": 3, "owner": "red"},
                {"name": "近江", "points": 2, "owner": "blue"},
                {"name": "尾張", "points": 1, "owner": "blue"},
                {"name": "伊勢", "points": 1, "owner": null}
            ],
            "alliances": [["blue", "yellow"]],
            "troops": {"red": 3, "blue": 3, "yellow": 1},
            "three_point_region": "山城"
        })
        .to_string(),
    )
    .unwrap();
    let v = e.json(&[
        "resolve",
        "tenka",
        "score",
        "--input",
        input.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["result"]["players"]["red"], 3);
    assert_eq!(v["result"]["players"]["blue"], 4);
    assert_eq!(v["result"]["players"]["yellow"], 1);
    assert_eq!(v["result"]["winner"], "blue");
    // Red and blue tied on points and troops: the 3-point region decides.
    std::fs::write(
        &input,
        serde_json::json!({
            "regions": [
                {"name": "山城", "points": 3, "owner": "red"},
                {"name": "近江", "points": 2, "owner": "blue"},
                {"name": "尾張", "points": 1, "owner": "blue"}
            ],
            "troops": {"red": 2, "blue": 2},
            "three_point_region": "山城"
        })
        .to_string(),
    )
    .unwrap();
    let v = e.json(&[
        "resolve",
        "tenka",
        "score",
        "--input",
        input.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["result"]["winner"], "red");
    // Nobody tied holds the 3-point region: no winner.
    std::fs::write(
        &input,
        serde_json::json!({
            "regions": [
                {"name": "近江", "points": 2, "owner": "red"},
                {"name": "尾張", "points": 2, "owner": "blue"}
            ],
            "troops": {"red": 2, "blue": 2},
            "three_point_region": "山城"
        })
        .to_string(),
    )
    .unwrap();
    let v = e.json(&[
        "resolve",
        "tenka",
        "score",
        "--input",
        input.to_str().unwrap(),
        "--json",
    ]);
    assert!(v["result"]["winner"].is_null());
}

#[test]
fn rule_3_2_a_short_game_through_session_act() {
    let e = Env::new();
    let f = e.path("t.gunbai");
    let fs = f.to_str().unwrap();
    let v = e.json(&[
        "session",
        "new",
        "tenka",
        "--scenario",
        "tenka-fubu",
        "--players",
        "2",
        "--option",
        "chips=real",
        "--seed",
        "4",
        "--out",
        fs,
        "--json",
    ]);
    assert!(
        v["prompt"]["step"].as_str().unwrap().contains("blue"),
        "{v}"
    );
    e.ok(&["session", "act", fs, "choose-start", "region=近江"]);
    e.ok(&["session", "act", fs, "choose-start", "region=美濃"]);
    // Red: no war, 2 pieces, redeploy.
    e.ok(&["session", "act", fs, "no-war"]);
    let err = e.err(&["session", "act", fs, "redeploy", "placement=近江=2"]);
    assert!(err.contains("3-2"), "{err}");
    e.ok(&["session", "act", fs, "redeploy", "placement=美濃=2"]);
    // Blue attacks red's 美濃 with real chips; a draw: red returns the tile, pieces go to the storage
    // (no adjacent red region).
    e.ok(&["session", "act", fs, "attack-targets", "regions=美濃"]);
    // Rule 3-2: red (defending) puts its defence chips face down first.
    e.ok(&["session", "act", fs, "defence-placed"]);
    // 3+2 + 5 = 10 against 1+1 + 2 troops + 0 + 4 = 8: blue wins.
    let v = e.json(&[
        "session",
        "act",
        fs,
        "fight-revealed",
        "region=美濃",
        "attack-chips=3,2,0",
        "defence-chips=1,1",
        "--roll",
        "5",
        "--roll",
        "4",
        "--json",
    ]);
    assert_eq!(v["result"]["winner"], "attacker", "{v}");
    let show = e.ok(&["session", "show", fs]);
    assert!(show.contains("美濃 (2 pt): blue"), "{show}");
    let score = e.json(&["session", "score", fs, "--json"]);
    assert_eq!(score["players"]["blue (青)"], 4, "{score}");
}

#[test]
fn rule_5_tile_exhaustion_win_through_session_act() {
    let e = Env::new();
    let f = e.path("w.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "tenka",
        "--scenario",
        "tenka-fubu",
        "--players",
        "2",
        "--option",
        "chips=real",
        "--seed",
        "1",
        "--out",
        fs,
    ]);
    e.ok(&["session", "act", fs, "choose-start", "region=摂津"]);
    e.ok(&["session", "act", fs, "choose-start", "region=美濃"]);
    // Rule 4: the alliance costs each a tile: red has 4 usable tiles left.
    e.ok(&["session", "act", fs, "ally", "a=red", "b=blue"]);
    e.ok(&[
        "session",
        "act",
        fs,
        "attack-targets",
        "regions=越前,近江,尾張,甲斐",
    ]);
    e.ok(&["session", "act", fs, "defence-placed"]);
    for (region, a, d) in [
        ("越前", "3", "2"),
        ("近江", "2", "1"),
        ("尾張", "1", "1,1,1"),
    ] {
        let v = e.json(&[
            "session",
            "act",
            fs,
            "fight-revealed",
            &format!("region={region}"),
            &format!("attack-chips={a}"),
            &format!("defence-chips={d}"),
            "--roll",
            "6",
            "--roll",
            "1",
            "--json",
        ]);
        assert_eq!(v["result"]["winner"], "attacker", "{region}: {v}");
    }
    // 甲斐 got the two 0 chips: no war, no dice.
    let v = e.json(&[
        "session",
        "act",
        fs,
        "fight-revealed",
        "region=甲斐",
        "attack-chips=0,0",
        "defence-chips=",
        "--physical",
        "--json",
    ]);
    assert_eq!(v["result"]["rolled"], false, "{v}");
    e.ok(&["session", "act", fs, "redeploy", "placement=美濃"]);
    e.ok(&["session", "act", fs, "no-war"]);
    e.ok(&["session", "act", fs, "redeploy", "placement=摂津=2"]);
    // Red: one tile left for 伊勢; taking 三河 with none left wins at once.
    e.ok(&[
        "session",
        "act",
        fs,
        "attack-targets",
        "regions=伊勢,三河,山城",
    ]);
    e.ok(&["session", "act", fs, "defence-placed"]);
    for region in ["伊勢", "三河"] {
        e.ok(&[
            "session",
            "act",
            fs,
            "fight-revealed",
            &format!("region={region}"),
            if region == "伊勢" {
                "attack-chips=3"
            } else {
                "attack-chips=2"
            },
            "defence-chips=",
            "--roll",
            "6",
            "--roll",
            "1",
        ]);
    }
    let score = e.json(&["session", "score", fs, "--json"]);
    assert_eq!(score["winner"], "red (赤)", "{score}");
    let show = e.ok(&["session", "show", fs]);
    assert!(show.contains("no control tile left"), "{show}");
    // 山城 was never resolved, and the finished game takes no further action: it says it is over.
    let n = e.json(&["session", "show", fs, "--json"])["n"].clone();
    let o = e.run(&["session", "act", fs, "no-war"]);
    let out = String::from_utf8_lossy(&o.stderr);
    assert!(
        o.status.success() && o.stdout.is_empty(),
        "issue 25: on stderr: {out}"
    );
    assert!(out.starts_with("the game is over:"), "{out}");
    assert_eq!(e.json(&["session", "show", fs, "--json"])["n"], n);
}

#[test]
fn issue_21_tenka_player_names_at_set_up_through_the_binary() {
    let e = Env::new();
    let f = e.path("named.gunbai");
    let fs = f.to_str().unwrap();
    let v = e.json(&[
        "--lang",
        "en",
        "session",
        "new",
        "tenka",
        "--scenario",
        "tenka-fubu",
        "--players",
        "2",
        "--option",
        "name-2=秀吉",
        "--seed",
        "4",
        "--out",
        fs,
        "--json",
    ]);
    // Rule 3-1: the last player (blue) chooses first, named as "name (colour)".
    let step = v["prompt"]["step"].as_str().unwrap();
    assert!(step.contains("秀吉 (blue 青)"), "{v}");
    // The name stays in the file: the step line after reopening says it too.
    let again = e.json(&["--lang", "en", "session", "show", fs, "--json"]);
    assert!(again.to_string().contains("秀吉 (blue 青)"), "{again}");
    let long = format!("name-1={}", "x".repeat(25));
    let err = e.err(&[
        "session",
        "new",
        "tenka",
        "--players",
        "2",
        "--out",
        &e.path("x.gunbai").to_string_lossy(),
        "--option",
        &long,
    ]);
    assert!(err.contains("name-1") || err.contains("Player 1"), "{err}");
}
