//! The catalogues agree (issue 20): every message id is in 中文, English and 日本語 with the same
//! arguments, no file has a syntax error or an id twice, and every id the source names with `msg!` or
//! `Msg::new` exists. Completeness is checked over the catalogues and the source, not by playing games.

// A test of the source tree: it reads files, which the rules themselves never do.
#![allow(clippy::disallowed_methods)]

use crate::source::rust_files;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use gunbai_rules::core::Lang;
use gunbai_rules::core::msg::{domains, sources};

/// id → the `$variables` its value and attributes use.
type Ids = BTreeMap<String, BTreeSet<String>>;

fn vars_of_inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                vars_of_inline(p, out);
            }
            for n in &arguments.named {
                vars_of_inline(&n.value, out);
            }
        }
        InlineExpression::Placeable { expression } => vars_of_expr(expression, out),
        _ => {}
    }
}

fn vars_of_expr(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => vars_of_inline(i, out),
        Expression::Select { selector, variants } => {
            vars_of_inline(selector, out);
            for v in variants {
                vars_of_pattern(&v.value, out);
            }
        }
    }
}

fn vars_of_pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            vars_of_expr(expression, out);
        }
    }
}

/// The ids of one language, with every problem found on the way.
fn ids(lang: Lang, problems: &mut Vec<String>) -> Ids {
    let mut out = Ids::new();
    for (domain, src) in sources(lang) {
        let res = match fluent_syntax::parser::parse(src) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    problems.push(format!("{}/{domain}.ftl: syntax error {e:?}", lang.code()));
                }
                r
            }
        };
        for entry in &res.body {
            match entry {
                Entry::Message(m) => {
                    let id = m.id.name.to_string();
                    if !id.starts_with(&format!("{domain}-")) {
                        problems.push(format!(
                            "{}/{domain}.ftl: id {id} does not start with {domain}-",
                            lang.code()
                        ));
                    }
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        vars_of_pattern(v, &mut vars);
                    } else {
                        problems.push(format!("{}/{domain}.ftl: {id} has no value", lang.code()));
                    }
                    for a in &m.attributes {
                        vars_of_pattern(&a.value, &mut vars);
                    }
                    if out.insert(id.clone(), vars).is_some() {
                        problems.push(format!("{}/{domain}.ftl: {id} given twice", lang.code()));
                    }
                }
                Entry::Junk { content } => problems.push(format!(
                    "{}/{domain}.ftl: cannot read {:?}",
                    lang.code(),
                    content.lines().next().unwrap_or("")
                )),
                _ => {}
            }
        }
    }
    out
}

#[test]
fn issue_20_every_id_is_in_every_language_with_the_same_arguments() {
    let mut problems = Vec::new();
    let en = ids(Lang::En, &mut problems);
    assert!(
        en.contains_key("core-rule"),
        "the core's own messages are read"
    );
    for lang in [Lang::Zh, Lang::Ja] {
        let other = ids(lang, &mut problems);
        for (id, vars) in &en {
            match other.get(id) {
                None => problems.push(format!("{}: {id} is missing", lang.code())),
                Some(v) if v != vars => problems.push(format!(
                    "{}: {id} takes {v:?}, English takes {vars:?}",
                    lang.code()
                )),
                _ => {}
            }
        }
        for id in other.keys() {
            if !en.contains_key(id) {
                problems.push(format!("{}: {id} is not in English", lang.code()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Ids named as literals in the source: `msg!("id"` and `Msg::new("id"` (comments are examples, not uses).
fn ids_in_source(text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    for pat in ["msg!(\"", "Msg::new(\""] {
        let mut rest = code.as_str();
        while let Some(i) = rest.find(pat) {
            let after = &rest[i + pat.len()..];
            if let Some(end) = after.find('"') {
                out.push(after[..end].to_string());
            }
            rest = after;
        }
    }
    out
}

#[test]
fn issue_20_every_id_the_source_names_is_in_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for d in ["src", "crates", "tests", "benches"] {
        rust_files(&root.join(d), &mut files);
    }
    assert!(files.len() > 50, "the workspace source is found");
    let mut problems = Vec::new();
    let en = ids(Lang::En, &mut problems);
    let domains: BTreeSet<&str> = domains().into_iter().collect();
    for f in &files {
        // This file's own patterns are not ids.
        if f.ends_with("catalogue.rs") {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for id in ids_in_source(&text) {
            let domain = id.split('-').next().unwrap_or("");
            if !domains.contains(domain) {
                problems.push(format!("{}: {id} names no domain", f.display()));
            } else if !en.contains_key(&id) {
                problems.push(format!("{}: {id} is not in the catalogue", f.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn ids_are_found_in_source_text() {
    let found = ids_in_source(r#"let a = msg!("seinan-x", n = 1); Msg::new("core-rule")"#);
    assert_eq!(found, vec!["seinan-x", "core-rule"]);
}

/// Every key a game asks for (actions, procedures, set-up options) is labelled and explained from its
/// catalogue, so the fallbacks of `KeySpec::label_msg`/`help_msg` (the key as written) never reach a player.
#[test]
fn issue_20_every_key_of_every_game_is_said_from_the_catalogue() {
    use gunbai_rules::games::REGISTRY;
    use gunbai_rules::tables::TableFiles;
    let mut bad = Vec::new();
    let mut seen = 0;
    for e in REGISTRY {
        let game = e.load_files(TableFiles::embedded(e.id, e.tables)).unwrap();
        let mut keys = Vec::new();
        for a in game.actions() {
            keys.extend(a.keys.into_iter().map(|k| (a.name.clone(), k)));
        }
        for p in game.procedures() {
            keys.extend(p.keys.into_iter().map(|k| (p.id.clone(), k)));
        }
        keys.extend(
            game.setup_options()
                .into_iter()
                .map(|k| ("set-up".to_string(), k)),
        );
        for (at, k) in keys {
            seen += 1;
            if k.said_label.as_ref().and_then(|m| m.id()).is_none() {
                bad.push(format!("{} · {at} · {}: no catalogue label", e.id, k.name));
            }
            if k.said_help.as_ref().and_then(|m| m.id()).is_none() && !k.help.is_empty() {
                bad.push(format!("{} · {at} · {}: no catalogue help", e.id, k.name));
            }
        }
    }
    assert!(seen > 100, "the games' keys are found ({seen})");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Where a message cites one of Gunbai's rulings, its one-line text is at hand (the GUI's hover and
/// `--help-action` show it): every game lists its rulings numbered 1.., and each cited one is found.
#[test]
fn issue_20_a_cited_ruling_brings_its_text() {
    use gunbai_rules::core::{Msg, Sep};
    use gunbai_rules::games::REGISTRY;
    use gunbai_rules::tables::TableFiles;
    for e in REGISTRY {
        let game = e.load_files(TableFiles::embedded(e.id, e.tables)).unwrap();
        let rulings = game.rulings();
        assert!(!rulings.is_empty(), "{} lists its rulings", e.id);
        for (i, (n, text)) in rulings.iter().enumerate() {
            assert_eq!(*n as usize, i + 1, "{}: rulings are numbered 1..", e.id);
            let refusal = Msg::join([Msg::rule("1"), Msg::ruling(*n)], Sep::Dot);
            let notes = game.cited_rulings(&[&refusal]);
            assert_eq!(notes.len(), 1, "{} ruling {n}", e.id);
            for lang in Lang::ALL {
                let note = notes[0].render(lang);
                assert!(note.contains(&text.render(lang)), "{}: {note}", e.id);
                assert!(note.contains(&n.to_string()), "{}: {note}", e.id);
            }
        }
        assert!(game.cited_rulings(&[&Msg::rule("1")]).is_empty());
    }
}

/// What the five mechanisms words went through before issue 20 look like in the source: the English →
/// 中文 phrasebooks, the migration variants of a message (the en/zh pair went with them: it no longer compiles), the
/// 中文-only help field.
/// (Spelled in pieces so this file does not match itself.)
fn old_word_mechanisms() -> Vec<String> {
    [
        ["Phrase", "book"],
        ["Msg::", "Legacy"],
        ["Msg::", "Pair"],
        ["help", "_zh"],
        ["render", "_with"],
    ]
    .iter()
    .map(|p| p.concat())
    .collect()
}

fn old_mechanism_uses(dirs: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for d in dirs {
        rust_files(&root.join(d), &mut files);
    }
    let pats = old_word_mechanisms();
    let mut bad = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            if pats.iter().any(|p| line.contains(p.as_str())) {
                bad.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    bad
}

#[test]
fn issue_20_one_mechanism_for_words_the_old_four_are_gone() {
    let bad = old_mechanism_uses(&["src", "crates", "tests", "benches"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    assert!(!root.join("src/gui/i18n.rs").exists());
    for g in ["seinan", "shogun", "saigoku", "sekigahara", "tenka"] {
        let words = root.join("crates/rules/src/games").join(g).join("words.rs");
        assert!(!words.exists(), "{} is back", words.display());
    }
}

#[test]
fn the_old_mechanism_scan_sees_a_phrasebook() {
    let dir = std::env::temp_dir().join(format!("gunbai-oldwords-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let line = format!("let b = {}::new(&[]);\n", ["Phrase", "book"].concat());
    std::fs::write(dir.join("words.rs"), line).unwrap();
    let bad = old_mechanism_uses(&[dir.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(bad.len(), 1, "{bad:?}");
}

/// Issue 23: the title a session gives a table (its log names the placeholder tables that shaped a
/// result) is kept by the loaded game; kept or not, it is the one read from the table file (else the
/// game's words), in every game and for every table, asked twice.
#[test]
fn issue_23_a_kept_table_title_is_the_one_read_from_the_file() {
    let mut grids = 0;
    for id in gunbai_rules::games::implemented() {
        let g = gunbai_rules::games::load_embedded(id).unwrap();
        for name in g.files().files.keys() {
            let table = name.trim_end_matches(".toml");
            let read = match gunbai_rules::tables::grid::Grid::find(g.files(), table) {
                Some((_, grid)) => {
                    grids += 1;
                    Some(g.grid_words(&grid).title)
                }
                None => g.table_words(table).map(|w| w.title),
            };
            for _ in 0..2 {
                assert_eq!(g.table_title(table), read, "{id} {name}");
            }
        }
    }
    assert!(grids > 5, "only {grids} result tables");
}
