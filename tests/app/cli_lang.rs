//! Issue 20: the command line speaks 中文, English or 日本語: `--lang zh|en|ja` on every command, else
//! the language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. Names stay in their
//! own script; action and key names stay as typed (they are what a player types on the command line).

#![allow(clippy::disallowed_methods)]

use std::collections::BTreeSet;

use crate::clienv;
use clienv::Env;

/// Words in Latin letters in `text`, leaving out numbers, rule numbers, hex digests (the seed
/// commitment), single capital letters and the words in `keep`.
fn latin_words(text: &str, keep: &BTreeSet<String>) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| !(w.len() >= 8 && w.chars().all(|c| c.is_ascii_hexdigit())))
        .filter(|w| !(w.len() == 1 && w.chars().all(|c| c.is_ascii_uppercase())))
        .filter(|w| !keep.contains(*w))
        .map(str::to_string)
        .collect()
}

/// The command-line words of a game a player types (action and key names), as `gunbai games --json`
/// lists them: the prompt names each action it offers so that the player can type it.
fn typed_words(e: &Env, game: &str) -> BTreeSet<String> {
    let games = e.json(&["games", "--json"]);
    let g = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == game)
        .unwrap()
        .clone();
    let mut out = BTreeSet::new();
    for a in g["actions"].as_array().unwrap() {
        let mut names = vec![a["name"].as_str().unwrap().to_string()];
        for k in a["keys"].as_array().unwrap() {
            names.push(k["name"].as_str().unwrap().to_string());
        }
        for n in names {
            out.extend(n.split('-').map(str::to_string));
        }
    }
    out
}

fn act(e: &Env, f: &str, args: &[&str]) {
    let mut a = vec!["session", "act", f];
    a.extend(args.iter());
    e.ok(&a);
}

/// A Seinan game the government wins by removing 西乡隆盛 at 熊本城 (rule 8.0).
fn won_by_removing_saigo(e: &Env) -> String {
    let f = e.path("saigo-removed.gunbai").to_str().unwrap().to_string();
    e.ok(&["session", "new", "seinan", "--seed", "7", "--out", &f]);
    act(e, &f, &["march-roll", "--roll", "6"]);
    act(
        e,
        &f,
        &["march", "kind=b", "units=西乡隆盛", "to=八代,熊本"],
    );
    act(e, &f, &["march", "kind=c", "units=西乡隆盛", "to=熊本城"]);
    act(e, &f, &["end-march"]);
    act(e, &f, &["battle", "at=熊本城"]);
    act(e, &f, &["attack", "--roll", "6,1"]);
    let status = &e.json(&["session", "show", &f, "--json"])["status"];
    assert!(!status["winner"].is_null(), "the game is won: {status}");
    f
}

/// A field battle in 熊本 in the government's turn (Saigo's group ① in 熊本, 步兵第14连队 marches in).
fn field_battle_at_kumamoto(e: &Env) -> String {
    let f = e.path("field-battle.gunbai").to_str().unwrap().to_string();
    e.ok(&[
        "session",
        "new",
        "seinan",
        "--seed",
        "7",
        "--out",
        &f,
        "--option",
        "saigo-group1-box=熊本",
    ]);
    act(e, &f, &["end-march"]);
    act(e, &f, &["end-combat"]);
    act(e, &f, &["end-turn"]);
    act(e, &f, &["march-roll", "--roll", "6"]);
    act(e, &f, &["march", "kind=a", "units=步兵第14连队", "to=熊本"]);
    act(e, &f, &["end-march"]);
    act(e, &f, &["battle", "at=熊本"]);
    f
}

/// `session show --lang zh|ja` of `f`: no English word (names and typed words aside), and in 日本語
/// none of the Chinese forms Japanese writes otherwise.
fn check_show(e: &Env, f: &str, what: &str) {
    let keep = typed_words(e, "seinan");
    let en = e.ok(&["session", "show", f, "--lang", "en"]);
    let zh = e.ok(&["session", "show", f, "--lang", "zh"]);
    let ja = e.ok(&["session", "show", f, "--lang", "ja"]);
    assert_ne!(zh, en, "{what}: 中文 differs from English");
    assert_ne!(ja, zh, "{what}: 日本語 differs from 中文");
    for (lang, out) in [("zh", &zh), ("ja", &ja)] {
        let left = latin_words(out, &keep);
        assert!(left.is_empty(), "{what} --lang {lang}: {left:?} in\n{out}");
    }
    for zh_only in ["回合", "规则", "胜者", "骰子", "行动"] {
        assert!(
            !ja.contains(zh_only),
            "{what} --lang ja: the Chinese form {zh_only} in\n{ja}"
        );
    }
}

#[test]
fn issue_20_show_of_a_seinan_game_won_by_removing_saigo_has_no_english_in_zh_or_ja() {
    let e = Env::new();
    let f = won_by_removing_saigo(&e);
    check_show(&e, &f, "won by removing 西乡隆盛");
    // The score reads in the language too (the game's status in its words), English as before.
    for lang in ["zh", "ja"] {
        let score = e.ok(&["session", "score", &f, "--lang", lang]);
        assert!(score.contains("西乡隆盛"), "{lang}: {score}");
        let left = latin_words(&score, &BTreeSet::new());
        assert!(left.is_empty(), "score --lang {lang}: {left:?} in\n{score}");
    }
    let score = e.ok(&["session", "score", &f]);
    assert!(score.contains("Saigo takamori removed: yes"), "{score}");
}

#[test]
fn issue_20_show_of_a_field_battle_at_kumamoto_has_no_english_in_zh_or_ja() {
    let e = Env::new();
    let f = field_battle_at_kumamoto(&e);
    check_show(&e, &f, "field battle at 熊本");
}

#[test]
fn issue_20_a_bad_lang_is_refused_naming_the_flag() {
    let e = Env::new();
    for args in [
        vec!["--lang", "fr", "games"],
        vec!["games", "--lang", "klingon"],
        vec!["games", "--lang="],
    ] {
        let err = e.err(&args);
        assert!(err.contains("--lang"), "{args:?}: {err}");
        assert!(
            err.contains("zh") && err.contains("ja"),
            "{args:?} says what it takes: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// A refusal of the session in the language asked for: "nothing to undo" on a new session.
fn nothing_to_undo(e: &Env, f: &str, args: &[&str], vars: &[(&str, &str)]) -> String {
    let mut a = vec!["session", "undo", f];
    a.extend(args.iter());
    let o = e.run_with_env(&a, vars);
    assert_eq!(o.status.code(), Some(2));
    String::from_utf8(o.stderr).unwrap()
}

#[test]
fn issue_20_the_language_comes_from_lang_else_the_environment_else_english() {
    let e = Env::new();
    let f = e.path("g.gunbai").to_str().unwrap().to_string();
    e.ok(&["session", "new", "seinan", "--seed", "7", "--out", &f]);
    let en = nothing_to_undo(&e, &f, &[], &[]);
    let zh = nothing_to_undo(&e, &f, &[], &[("LANG", "zh_CN.UTF-8")]);
    let ja = nothing_to_undo(
        &e,
        &f,
        &[],
        &[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "ja_JP.UTF-8")],
    );
    let ja2 = nothing_to_undo(&e, &f, &[], &[("LC_MESSAGES", "ja_JP")]);
    let c = nothing_to_undo(&e, &f, &[], &[("LANG", "C")]);
    let flag = nothing_to_undo(&e, &f, &["--lang", "en"], &[("LANG", "zh_CN.UTF-8")]);
    let flag_ja = nothing_to_undo(&e, &f, &["--lang=ja"], &[]);
    assert!(en.contains("nothing to undo"), "{en}");
    assert!(c.contains("nothing to undo"), "C is English: {c}");
    assert!(flag.contains("nothing to undo"), "--lang wins: {flag}");
    assert!(zh.contains("没有可以撤销的行动"), "{zh}");
    assert!(
        ja.contains("取り消せる行動はありません"),
        "LC_ALL first: {ja}"
    );
    assert_eq!(ja2, ja);
    assert_eq!(flag_ja, ja);
    for out in [&en, &zh, &ja] {
        assert!(out.starts_with("error: "), "scripts keep the prefix: {out}");
    }
    // The same rule in the library: the first variable set decides.
    let env = |vars: &'static [(&'static str, &'static str)]| {
        gunbai::cli::lang_from_env(move |k| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        })
    };
    use gunbai::core::Lang;
    assert_eq!(env(&[]), Lang::En);
    assert_eq!(env(&[("LANG", "ja_JP.UTF-8")]), Lang::Ja);
    assert_eq!(env(&[("LANG", "ja_JP.UTF-8"), ("LC_ALL", "C")]), Lang::En);
    assert_eq!(
        env(&[("LANG", "en_US"), ("LC_MESSAGES", "zh_TW")]),
        Lang::Zh
    );
}

#[test]
fn issue_20_an_input_error_names_its_key_in_the_language_asked_for() {
    let e = Env::new();
    let f = e.path("g.gunbai").to_str().unwrap().to_string();
    e.ok(&["session", "new", "seinan", "--seed", "7", "--out", &f]);
    let zh = e.err(&[
        "session",
        "act",
        &f,
        "march-roll",
        "--roll",
        "9",
        "--lang",
        "zh",
    ]);
    let ja = e.err(&[
        "session",
        "act",
        &f,
        "march-roll",
        "--roll",
        "9",
        "--lang",
        "ja",
    ]);
    let en = e.err(&["session", "act", &f, "march-roll", "--roll", "9"]);
    for (lang, err) in [("zh", &zh), ("ja", &ja), ("en", &en)] {
        assert!(err.starts_with("error: roll"), "{lang}: {err}");
        assert!(err.contains('9'), "{lang}: {err}");
    }
    assert!(en.contains("expected a die face"), "{en}");
    assert!(zh.contains("骰子点数"), "{zh}");
    assert!(ja.contains("ダイスの目"), "{ja}");
}

#[test]
fn issue_20_undo_and_log_follow_lang() {
    let e = Env::new();
    let f = e.path("g.gunbai").to_str().unwrap().to_string();
    e.ok(&["session", "new", "seinan", "--seed", "7", "--out", &f]);
    e.ok(&["session", "act", &f, "march-roll", "--roll", "3"]);
    let log_en = e.ok(&["session", "log", &f]);
    let log_zh = e.ok(&["session", "log", &f, "--lang", "zh"]);
    assert!(log_en.contains("dice [3*]"), "{log_en}");
    assert!(log_zh.contains("骰子［3*］"), "{log_zh}");
    assert!(log_zh.contains("实体骰子"), "{log_zh}");
    let undo = e.ok(&["session", "undo", &f, "--lang", "ja"]);
    assert!(undo.contains("行動 1 件を取り消しました"), "{undo}");
    let undo_en = {
        e.ok(&["session", "redo", &f]);
        e.ok(&["session", "undo", &f])
    };
    assert!(
        undo_en.starts_with("undone 1 action; now at action 0"),
        "{undo_en}"
    );
}

/// Issue 20: print's and the pack-up reader's refusals and the import's report read in the language
/// asked for (they were English in every language). Only what the player typed (option names, the
/// value given, `GB1`) stays in Latin letters.
#[test]
fn issue_20_print_and_import_refusals_read_in_chinese_and_japanese() {
    let e = Env::new();
    // `error:` is the prefix scripts read, in every language (see above).
    let keep: BTreeSet<String> = [
        "error",
        "what",
        "aid",
        "counters",
        "cards",
        "packup",
        "calibration",
        "paper",
        "a4",
        "letter",
        "A5",
        "counter",
        "mm",
        "scenario",
        "seinan",
        "saigoku",
        "qr",
        "text",
        "image",
        "out",
        "GB1",
        "session",
        "nonsense",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.gunbai");
    let pdf = dir.path().join("x.pdf");
    let (out, pdf) = (out.to_str().unwrap(), pdf.to_str().unwrap());
    let cases: Vec<Vec<&str>> = vec![
        vec!["print", "seinan", "nonsense", "--out", pdf],
        vec!["print", "seinan", "aid", "--paper", "A5", "--out", pdf],
        vec![
            "print",
            "saigoku",
            "aid",
            "--scenario",
            "nonsense",
            "--out",
            pdf,
        ],
        vec!["print", "seinan", "packup", "--out", pdf],
        vec!["session", "import", "--out", out],
        vec!["session", "import", "--qr-text", "nonsense", "--out", out],
        vec!["session", "import", "--qr-text", "GB1:0000", "--out", out],
    ];
    for case in &cases {
        let en = e.err(&[&["--lang", "en"][..], &case[..]].concat());
        for lang in ["zh", "ja"] {
            let said = e.err(&[&["--lang", lang][..], &case[..]].concat());
            assert_ne!(said, en, "{case:?} reads differently in {lang}");
            let bad = latin_words(&said, &keep);
            assert!(bad.is_empty(), "{case:?} in {lang}: {said} — {bad:?}");
        }
    }
}

/// Issue 23 (the test loop): the test build leaves the window out (`--no-default-features`). There,
/// `gunbai gui` and a bare `gunbai` refuse in the reader's language, say how to get the window, and
/// write no file; every other command works as in the full build.
#[cfg(not(feature = "desktop"))]
#[test]
fn issue_23_a_build_without_the_window_says_so_in_every_language() {
    let e = Env::new();
    for (lang, words) in [
        ("en", "without its window"),
        ("zh", "未包含窗口"),
        ("ja", "ウィンドウなし"),
    ] {
        for args in [vec!["--lang", lang, "gui"], vec!["--lang", lang]] {
            let o = e.run(&args);
            assert!(!o.status.success(), "{args:?} should fail without a window");
            let err = String::from_utf8(o.stderr).unwrap();
            assert!(err.contains(words), "{args:?}: {err}");
            assert!(err.contains("cargo run --release"), "{args:?}: {err}");
            assert!(
                !err.contains("frame-"),
                "{args:?} shows a message id: {err}"
            );
        }
    }
    assert_eq!(
        std::fs::read_dir(e.home.path()).unwrap().count(),
        0,
        "refusing to open a window wrote a file"
    );
    assert!(e.ok(&["games"]).contains("seinan"));
}
