//! Issue 9, item 13: the command line under hostile input. One `error:` line naming the key, exit 2,
//! values shortened, repeated keys refused, nothing created by mistake.

#![allow(clippy::disallowed_methods)]

use crate::clienv;
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

// ------------------------------------------------------------------ items 8, 9: table overrides

fn user_table(e: &Env, name: &str, edit: impl Fn(&str) -> String) -> std::path::PathBuf {
    let dir = e.path("mine/saigoku");
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(format!("tables/saigoku/{name}")).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, edit(&text)).unwrap();
    p
}

/// Items 8 and 9: `tables check` passed overrides that failed later at the table (a renamed
/// castle-event row, a counter list with no rows, "banana" in a siege cell that then counted as no
/// effect), and named the shipped file without line:column. Now check and play run one validation and
/// name the players' file with line:column.
#[test]
fn rule_18_2_tables_check_refuses_what_play_would_trip_on_naming_the_users_file() {
    type Edit = Box<dyn Fn(&str) -> String>;
    let cases: Vec<(&str, Edit, &str)> = vec![
        (
            "siege.toml",
            Box::new(|t: &str| t.replacen("\"morale -1\"", "\"banana\"", 1)),
            "banana",
        ),
        (
            "siege-event.toml",
            Box::new(|t: &str| t.replacen("key = \"4\"", "key = \"four\"", 1)),
            "whole number",
        ),
        (
            "counters.toml",
            Box::new(|t: &str| t.split("[[rows]]").next().unwrap().to_string() + "rows = []\n"),
            "no rows",
        ),
    ];
    for (name, edit, what) in cases {
        let e = Env::new();
        let p = user_table(&e, name, edit);
        let m = one_line(&e, &["tables", "check", e.path("mine").to_str().unwrap()]);
        let shown = format!("{}:", p.display());
        assert!(m.contains(&shown), "{name}: names the user's file: {m}");
        assert!(m.contains(what), "{name}: {m}");
        // line:column right after the path
        let after = &m[m.find(&shown).unwrap() + shown.len()..];
        let line: String = after.chars().take_while(char::is_ascii_digit).collect();
        assert!(!line.is_empty(), "{name}: line number: {m}");
        // Play refuses it the same way (the same validation).
        let home = e.path("tables/saigoku");
        std::fs::create_dir_all(&home).unwrap();
        std::fs::copy(&p, home.join(name)).unwrap();
        let m = one_line(&e, &["session", "new", "saigoku", "--scenario", "1"]);
        assert!(m.contains(what), "{name}: {m}");
    }
}

/// Item 8: a table file that is not UTF-8 is named with its line.
#[test]
fn a_table_file_that_is_not_utf8_is_named_with_its_line() {
    let e = Env::new();
    let p = user_table(&e, "siege.toml", |t| t.to_string());
    let mut bytes = std::fs::read(&p).unwrap();
    let third_line = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(1)
        .unwrap()
        .0
        + 2;
    bytes[third_line] = 0xff;
    std::fs::write(&p, bytes).unwrap();
    let m = one_line(&e, &["tables", "check", e.path("mine").to_str().unwrap()]);
    assert!(m.contains(&format!("{}:3:", p.display())), "{m}");
    assert!(m.contains("UTF-8"), "{m}");
}

/// Item 9: the table editor's save check is the same validation ("banana" was saved).
#[test]
fn rule_18_2_the_table_editor_refuses_a_cell_outside_the_grammar() {
    let text = std::fs::read_to_string("tables/saigoku/siege.toml").unwrap();
    let bad = text.replacen("\"morale -1\"", "\"banana\"", 1);
    let data = tempfile::tempdir().unwrap();
    let e = gunbai::gui::tables_editor::check_with(data.path(), "saigoku", "siege.toml", &bad)
        .unwrap_err();
    assert!(e.contains("banana") && e.contains("siege.toml:"), "{e}");
    gunbai::gui::tables_editor::check_with(data.path(), "saigoku", "siege.toml", &text).unwrap();
}

/// Before: `scenario=[1]` said the key was missing.
#[test]
fn a_value_of_the_wrong_shape_is_named_not_called_missing() {
    let e = Env::new();
    let m = one_line(&e, &["resolve", "saigoku", "score", "scenario=[1]"]);
    assert!(m.contains("scenario") && m.contains("[1]"), "{m}");
    assert!(!m.contains("missing"), "{m}");
}
