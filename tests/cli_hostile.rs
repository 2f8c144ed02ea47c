//! Issue 9, item 13: the command line under hostile input. One `error:` line naming the key, exit 2,
//! values shortened, repeated keys refused, nothing created by mistake.

#![allow(clippy::disallowed_methods)]

mod clienv;
use clienv::Env;

fn one_line(e: &Env, args: &[&str]) -> String {
    let msg = e.err(args);
    assert_eq!(msg.lines().count(), 1, "{args:?}: one line, got:\n{msg}");
    assert!(msg.starts_with("error: "), "{msg}");
    msg
}

fn new_session(e: &Env, name: &str) -> String {
    let f = e.path(name).to_str().unwrap().to_string();
    e.ok(&["session", "new", "seinan", "--seed", "5", "--out", &f]);
    f
}

/// Before: clap printed a multi-line usage block for these.
#[test]
fn clap_errors_are_one_line_naming_the_option() {
    let e = Env::new();
    let f = new_session(&e, "a.gunbai");
    let m = one_line(&e, &["resolve", "seinan", "march", "--seed", "-1"]);
    assert!(m.contains("--seed") && m.contains("-1"), "{m}");
    let m = one_line(&e, &["session", "new", "seinan", "--players", "300"]);
    assert!(m.contains("--players") && m.contains("300"), "{m}");
    let m = one_line(&e, &["session", "act", &f, "march-roll", "--roll", "-1"]);
    assert!(m.contains("roll") && m.contains("-1"), "{m}");
    let m = one_line(&e, &["session", "act"]);
    assert!(m.contains("<FILE>"), "{m}");
    let m = one_line(&e, &["session", "frobnicate"]);
    assert!(m.contains("frobnicate"), "{m}");
    // Help is still help.
    assert!(e.ok(&["session", "--help"]).contains("Usage"));
}

/// Before: `units=99 units=3` silently kept the last.
#[test]
fn a_key_given_twice_is_refused() {
    let e = Env::new();
    let f = new_session(&e, "b.gunbai");
    e.ok(&["session", "act", &f, "march-roll"]);
    let m = one_line(
        &e,
        &[
            "session", "act", &f, "march", "kind=a", "units=99", "units=3",
        ],
    );
    assert!(m.contains("units: given twice"), "{m}");
    let m = one_line(
        &e,
        &[
            "session",
            "new",
            "seinan",
            "--option",
            "stacking=1",
            "--option",
            "stacking=2",
        ],
    );
    assert!(m.contains("stacking: given twice"), "{m}");
}

/// Before: `--roll +3` was read as 3.
#[test]
fn rule_5_0_a_signed_die_face_is_refused() {
    let e = Env::new();
    let m = one_line(&e, &["resolve", "seinan", "march", "--roll", "+3"]);
    assert!(m.contains("roll") && m.contains("+3"), "{m}");
}

/// Before: `session new --players 7` was accepted for a two-player game.
#[test]
fn players_are_checked_against_the_game_and_scenario() {
    let e = Env::new();
    let out = e.path("p.gunbai");
    let m = one_line(
        &e,
        &[
            "session",
            "new",
            "seinan",
            "--players",
            "7",
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert!(m.contains("players") && m.contains('7'), "{m}");
    assert!(!out.exists());
    let m = one_line(&e, &["session", "new", "saigoku", "--players", "9"]);
    assert!(m.contains("players"), "{m}");
}

/// Before: `--out /no/such/dir/x` silently created the folders.
#[test]
fn out_in_a_missing_folder_is_refused_not_created() {
    let e = Env::new();
    let missing = e.path("no/such/dir");
    let target = missing.join("x.gunbai");
    let m = one_line(
        &e,
        &[
            "session",
            "new",
            "seinan",
            "--out",
            target.to_str().unwrap(),
        ],
    );
    assert!(m.contains("out:") && m.contains("does not exist"), "{m}");
    let m = one_line(
        &e,
        &[
            "session",
            "import",
            "--qr-text",
            "x",
            "--out",
            target.to_str().unwrap(),
        ],
    );
    assert!(m.contains("out:"), "{m}");
    assert!(!e.path("no").exists(), "no folder was created");
}

/// Before: a 100 000-character bad value was echoed back whole.
#[test]
fn long_bad_values_are_shortened() {
    let e = Env::new();
    let long = "9".repeat(100_000);
    for args in [
        vec!["resolve", "seinan", "march", "--seed", long.as_str()],
        vec!["resolve", "seinan", "march", "--roll", long.as_str()],
        vec!["resolve", "seinan", "march", &format!("{long}=1")],
        vec!["resolve", "seinan", "march", long.as_str()],
    ] {
        let m = one_line(&e, &args);
        assert!(m.len() < 400, "{} characters: {}", m.len(), &m[..200]);
        assert!(m.contains('…'), "{m}");
    }
}
