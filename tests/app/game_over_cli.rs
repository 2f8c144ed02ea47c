//! Issue 25, "Every game": acting on a finished game exits 0 ("nothing to do") but says so on stderr,
//! not as a result on stdout; `session score` prints words unless `--json`.

#![allow(clippy::disallowed_methods)]

use crate::clienv;
use clienv::Env;

/// A Seinan game won by 西郷 at 熊本城 (the sequence of `seinan_from_setup_to_victory_through_the_cli`).
fn won_game(e: &Env) -> String {
    let f = e.path("won.gunbai").to_str().unwrap().to_string();
    e.ok(&[
        "session",
        "new",
        "seinan",
        "--seed",
        "5",
        "--out",
        &f,
        "--option",
        "saigo-box=熊本",
        "--option",
        "saigo-group1-box=熊本",
    ]);
    let steps: Vec<Vec<&str>> = vec![
        vec!["march-roll", "--roll", "5"],
        vec!["march", "kind=c", "units=1番大队", "to=熊本城"],
        vec!["march", "kind=c", "units=2番大队", "to=熊本城"],
        vec!["march", "kind=c", "units=3番大队", "to=熊本城"],
        vec!["march", "kind=c", "units=4番大队", "to=熊本城"],
        vec!["end-march"],
        vec!["battle", "at=熊本城"],
        vec!["attack", "--roll", "1,2"],
        vec!["attack", "--roll", "6,6,5,4"],
    ];
    for args in steps {
        let mut a = vec!["session", "act", f.as_str()];
        a.extend(args.iter());
        e.ok(&a);
    }
    assert_eq!(
        e.json(&["session", "score", &f, "--json"])["winner"],
        "saigo"
    );
    f
}

#[test]
fn issue_25_acting_on_a_finished_game_says_so_on_stderr_with_exit_0() {
    let e = Env::new();
    let f = won_game(&e);
    let before = std::fs::read(&f).unwrap();
    for json in [false, true] {
        let mut a = vec!["session", "act", f.as_str(), "end-combat"];
        if json {
            a.push("--json");
        }
        let o = e.run(&a);
        assert_eq!(o.status.code(), Some(0), "nothing to do is not an error");
        let out = String::from_utf8_lossy(&o.stdout);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(out.is_empty(), "no result on stdout: {out}");
        if json {
            let v: serde_json::Value = serde_json::from_str(&err).unwrap();
            assert!(
                v["game_over"]
                    .as_str()
                    .is_some_and(|w| w.contains("熊本城")),
                "{v}"
            );
        } else {
            assert!(err.starts_with("the game is over: "), "{err}");
        }
    }
    assert_eq!(std::fs::read(&f).unwrap(), before, "nothing written");
}

#[test]
fn issue_25_session_score_prints_words_unless_json() {
    let e = Env::new();
    let f = won_game(&e);
    let text = e.ok(&["session", "score", &f]);
    assert!(
        serde_json::from_str::<serde_json::Value>(&text).is_err(),
        "not JSON: {text}"
    );
    assert!(!text.contains('{') && !text.contains('"'), "{text}");
    assert!(text.contains("Winner: saigo"), "{text}");
    // Every line is `Words: value` or a heading, no snake_case key.
    assert!(!text.contains('_'), "{text}");
    let json = e.json(&["session", "score", &f, "--json"]);
    assert_eq!(json["winner"], "saigo");
}
