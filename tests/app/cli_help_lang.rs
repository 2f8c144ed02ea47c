//! Issue 20: `--help` reads in the language chosen (`--lang zh|en|ja`, else the environment's): each
//! command's about, each argument's help, the value names of the usage, the headings and the help and
//! version lines, at every level. The commands are enumerated from the command line itself, so a new
//! subcommand is covered by these tests as soon as it exists.

#![allow(clippy::disallowed_methods)]

use std::collections::BTreeSet;

use crate::clienv;
use clienv::Env;
use gunbai::core::Lang;

/// Every command path below `gunbai` (the top command is the empty path), `help` subcommands included.
fn command_paths() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for s in cmd.get_subcommands() {
            path.push(s.get_name().to_string());
            walk(s, path, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(
        &gunbai::cli::command_in(Lang::En),
        &mut Vec::new(),
        &mut out,
    );
    out
}

/// What may stay in Latin letters in a 中文 or 日本語 help: what a player types (the program, command
/// and flag names, the values `print` takes, the example keys), literal syntax (`KEY=VALUE`, file
/// extensions, environment variables) and the names of formats.
fn typed_words() -> BTreeSet<String> {
    let mut keep: BTreeSet<String> = [
        "gunbai",
        "KEY",
        "VALUE",
        "JSON",
        "PDF",
        "QR",
        "CBOR",
        "TOML",
        "toml",
        "Ctrl",
        "LANG",
        "LC_ALL",
        "LC_MESSAGES",
        "aid",
        "counters",
        "cards",
        "packup",
        "calibration",
        // The paper sizes `print --paper` takes.
        "letter",
        "command",
        "rule",
        "true",
        "card",
        "text",
        "crt",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    fn walk(cmd: &clap::Command, keep: &mut BTreeSet<String>) {
        keep.insert(cmd.get_name().to_string());
        for a in cmd.get_arguments() {
            if let Some(l) = a.get_long() {
                keep.extend(l.split('-').map(String::from));
            }
        }
        for s in cmd.get_subcommands() {
            walk(s, keep);
        }
    }
    walk(&gunbai::cli::command_in(Lang::En), &mut keep);
    keep
}

/// The English words left in `text`: runs of four or more Latin letters (words joined by `_` count as
/// one) that are not in `keep`.
fn english_words(text: &str, keep: &BTreeSet<String>) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !keep.contains(*w))
        .flat_map(|w| {
            w.split(|c: char| !c.is_ascii_alphabetic())
                .filter(|run| run.len() >= 4 && !keep.contains(*run))
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The column where each argument's help starts, on screen (a 中文 or 日本語 character takes two
/// columns), for each section of `help` whose arguments have a help.
fn help_columns(help: &str) -> Vec<BTreeSet<usize>> {
    let width = |s: &str| -> usize {
        s.chars()
            .map(|c| match u32::from(c) {
                n if n >= 0x1100 => 2,
                _ => 1,
            })
            .sum()
    };
    help.split("\n\n")
        .map(|section| {
            section
                .lines()
                .filter(|l| l.starts_with("  "))
                .filter_map(|l| {
                    let body = l.trim_start();
                    let gap = body.find("  ")?;
                    let help = body[gap..].trim_start();
                    (!help.is_empty()).then(|| width(l) - width(help))
                })
                .collect::<BTreeSet<usize>>()
        })
        .filter(|cols| !cols.is_empty())
        .collect()
}

#[test]
fn issue_20_cli_help_reads_in_every_language() {
    let e = Env::new();
    let keep = typed_words();
    let paths = command_paths();
    assert!(
        paths.iter().any(|p| p == &["session", "new"]) && paths.len() > 20,
        "every command is enumerated: {paths:?}"
    );
    for path in &paths {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let en = e.ok(&[&path[..], &["--help"]].concat());
        let mut said = Vec::new();
        for lang in ["zh", "ja"] {
            let args = [&["--lang", lang][..], &path[..], &["--help"]].concat();
            let o = e.run(&args);
            assert_eq!(o.status.code(), Some(0), "{args:?} exits 0");
            let help = String::from_utf8(o.stdout).unwrap();
            assert_ne!(help, en, "{args:?} differs from English");
            for english in [
                "Usage",
                "Commands",
                "Options",
                "Arguments",
                "Print help",
                "Print version",
                "default:",
                "[OPTIONS]",
                "COMMAND",
            ] {
                assert!(
                    !help.contains(english),
                    "{args:?}: \"{english}\" in\n{help}"
                );
            }
            let left = english_words(&help, &keep);
            assert!(left.is_empty(), "{args:?}: {left:?} in\n{help}");
            for cols in help_columns(&help) {
                assert_eq!(cols.len(), 1, "{args:?}: the helps line up in\n{help}");
            }
            // Lined up by clap's own display widths, with no invisible padding in the text.
            assert!(!help.contains('\u{200B}'), "{args:?}: a zero-width space");
            // `-h` and `help PATH` say the same.
            let short = e.ok(&[&["--lang", lang][..], &path[..], &["-h"]].concat());
            assert_eq!(short, help, "{args:?} as -h");
            if path.last() != Some(&"help") {
                let via_help = e.ok(&[&["--lang", lang, "help"][..], &path[..]].concat());
                assert_eq!(via_help, help, "{args:?} as help {path:?}");
            }
            said.push(help);
        }
        assert_ne!(said[0], said[1], "{path:?}: 中文 and 日本語 differ");
    }
    // The environment chooses as --lang does.
    let top = e.ok(&["--lang", "ja", "--help"]);
    let from_env = e.run_with_env(&["--help"], &[("LANG", "ja_JP.UTF-8")]);
    assert_eq!(String::from_utf8(from_env.stdout).unwrap(), top);
    assert!(
        top.contains("使い方: gunbai [オプション] [コマンド]"),
        "{top}"
    );
    let zh = e.ok(&["--lang", "zh", "session", "--help"]);
    assert!(zh.contains("用法: gunbai session [选项] <命令>"), "{zh}");
}

#[test]
fn issue_20_cli_help_in_english_reads_as_before() {
    let e = Env::new();
    let top = e.ok(&["--help"]);
    for line in [
        "軍配 Gunbai: referee for physical Japanese-history wargames",
        "Usage: gunbai [OPTIONS] [COMMAND]",
        "Commands:",
        "  resolve  Resolve one procedure without a session",
        "  help     Print this message or the help of the given subcommand(s)",
        "Options:",
        "      --lang <zh|en|ja>  The language of every line: zh (中文), en (English) or ja (日本語); default: the environment's LC_ALL, LC_MESSAGES or LANG, else English",
        "  -h, --help             Print help",
        "  -V, --version          Print version",
    ] {
        assert!(top.lines().any(|l| l == line), "{line:?} in\n{top}");
    }
    assert_eq!(e.ok(&["--lang", "en", "--help"]), top);
    let resolve = e.ok(&["resolve", "--help"]);
    for line in [
        "Usage: gunbai resolve [OPTIONS] <GAME> <PROCEDURE> [PAIRS]...",
        "Arguments:",
        "  <GAME>       The game, as `gunbai games` lists it",
        "  <PROCEDURE>  The procedure, as `gunbai games` lists it for the game",
        "  [PAIRS]...   KEY=VALUE inputs (kebab-case keys)",
        "      --seed <SEED>      Seed for the dice not given with --roll",
    ] {
        assert!(resolve.lines().any(|l| l == line), "{line:?} in\n{resolve}");
    }
    let serve = e.ok(&["serve", "--help"]);
    assert!(
        serve.contains("(the players' choice) [default: 127.0.0.1:7241]"),
        "{serve}"
    );
    assert!(
        e.ok(&["print", "--help"]).contains(
            "      --paper <PAPER>                  Paper size: a4 or letter [default: a4]"
        )
    );
    // `help` at every level answers as `--help`; `help help` explains itself.
    assert_eq!(
        e.ok(&["help", "session", "new"]),
        e.ok(&["session", "new", "--help"])
    );
    assert_eq!(
        e.ok(&["session", "help", "new"]),
        e.ok(&["session", "new", "--help"])
    );
    let help_help = e.ok(&["help", "help"]);
    assert!(
        help_help.contains("Usage: gunbai help [COMMAND]...")
            && help_help.contains("  [COMMAND]...  Print help for the subcommand(s)"),
        "{help_help}"
    );
    // As before: the version on stdout, exit 0; a command missing its subcommand prints its help on
    // stderr, exit 2; a wrong word is one error line, exit 2, in any language.
    let v = e.ok(&["--version"]);
    assert!(v.starts_with("gunbai "), "{v}");
    assert_eq!(e.ok(&["-V"]), v);
    for lang in ["en", "ja"] {
        let o = e.run(&["--lang", lang, "session"]);
        assert_eq!(o.status.code(), Some(2));
        assert!(o.stdout.is_empty());
        let usage = if lang == "en" {
            "Usage: gunbai session [OPTIONS] <COMMAND>"
        } else {
            "使い方: gunbai session [オプション] <コマンド>"
        };
        assert!(String::from_utf8_lossy(&o.stderr).contains(usage));
        let err = e.err(&["--lang", lang, "help", "nonsense"]);
        assert!(err.contains("'nonsense'"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn issue_20_every_id_the_cli_help_uses_is_in_every_catalogue() {
    use gunbai::core::msg::catalogue;
    let ids = gunbai::cli::help_ids();
    for id in [
        "cli-about",
        "cli-about-session-new",
        "cli-arg-resolve-pairs",
        "cli-value-game",
        "cli-heading-usage",
        "cli-help-help",
    ] {
        assert!(ids.iter().any(|i| i == id), "{id} is used: {ids:?}");
    }
    let mut missing = Vec::new();
    for lang in [Lang::En, Lang::Zh, Lang::Ja] {
        for id in &ids {
            if !catalogue().has(lang, id) {
                missing.push(format!("{}: {id}", lang.code()));
            }
        }
    }
    assert!(missing.is_empty(), "missing: {missing:?}");
}

/// Issue 20: every argument and option of every command says what it is for, in every language (the
/// help of an argument with none was an empty column).
#[test]
fn issue_20_every_argument_of_every_command_has_a_help_in_every_language() {
    fn walk(cmd: &clap::Command, path: &str, blank: &mut Vec<String>) {
        for a in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
            let said = a.get_help().map(|h| h.to_string()).unwrap_or_default();
            if said.trim().is_empty() {
                blank.push(format!("{path} {}", a.get_id()));
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, &format!("{path} {}", sub.get_name()), blank);
        }
    }
    for lang in gunbai::core::Lang::ALL {
        let mut blank = Vec::new();
        walk(&gunbai::cli::command_in(lang), "gunbai", &mut blank);
        assert!(blank.is_empty(), "{lang:?}: no help for {blank:#?}");
    }
}
