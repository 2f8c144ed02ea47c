// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use clap::{Args, FromArgMatches, Parser, Subcommand};
    pub(super) use gunbai::app;
    pub(super) use gunbai::cli::help::{command_in, help_ids};
    pub(super) use gunbai::cli::output::Say;
    pub(super) use gunbai::core::{
        ActionCall, Game, Lang, Msg, Params, SeededDice, Setup, TableDice,
    };
    pub(super) use gunbai::session::{Session, store};
    pub(super) use gunbai_rules::msg;
    pub(super) use serde_json::{Map, Value, json};
    pub(super) use std::path::{Path, PathBuf};
    pub(super) use std::sync::OnceLock;
}
use tested_imports::*;

use gunbai::cli::*;

/// Issue 23: a command line that parses is read by the plain derive, without building the help
/// in the reader's language; the tree in every language reads it the same.
#[test]
fn issue_23_a_command_line_reads_the_same_with_or_without_the_help_words() {
    // Any game: the lines need a game id, and no code outside a game's folder names one.
    let ids = gunbai::games::implemented();
    let (a, b) = (ids[0], ids[ids.len() - 1]);
    let lines: [&[&str]; 6] = [
        &["gunbai"],
        &[
            "gunbai", "--lang", "ja", "resolve", a, "attack", "units=3", "--roll", "4",
        ],
        &[
            "gunbai",
            "session",
            "new",
            b,
            "--players",
            "3",
            "--seed",
            "7",
            "--json",
        ],
        &["gunbai", "--lang", "zh", "print", "aid", a],
        &[
            "gunbai", "session", "act", "a.gunbai", "advance", "--lang", "en",
        ],
        &["gunbai", "tables", "check", "dir"],
    ];
    for line in lines {
        let plain = Cli::try_parse_from(line).map(|c| format!("{c:?}"));
        for lang in Lang::ALL {
            let mut words = command_in(lang);
            let built = words
                .try_get_matches_from_mut(line)
                .and_then(|m| Cli::from_arg_matches(&m))
                .map(|c| format!("{c:?}"));
            assert_eq!(
                plain.as_ref().map_err(|e| e.kind()),
                built.as_ref().map_err(|e| e.kind()),
                "{line:?} in {lang:?}"
            );
        }
        let parsed = parse(line.iter().map(Into::into).collect()).map(|c| format!("{c:?}"));
        assert_eq!(parsed.ok(), plain.ok(), "{line:?}");
    }
    // What asks for help fails the plain parse, so the words are built for it.
    for line in [
        &["gunbai", "--help"][..],
        &["gunbai", "help", "resolve"],
        &["gunbai", "-V"],
    ] {
        assert!(Cli::try_parse_from(line).is_err(), "{line:?}");
        assert!(
            parse(line.iter().map(Into::into).collect()).is_err(),
            "{line:?}"
        );
    }
}

#[test]
fn issue_23_a_fault_while_a_command_runs_is_an_error_in_words() {
    std::thread::spawn(|| {
        gunbai::session::refuse_faults_on_this_thread();
        assert!(run_contained(|| Ok(())).is_ok());
        let e = run_contained(|| panic!("a view that faults")).unwrap_err();
        let words = msg!("cli-error-fault").render(lang());
        assert_eq!(e.0, words);
        assert!(
            !e.0.contains(".rs"),
            "no source file where a player reads: {}",
            e.0
        );
    })
    .join()
    .unwrap();
}
