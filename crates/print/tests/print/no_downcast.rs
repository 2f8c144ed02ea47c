//! Issue 20: print takes a game's validated data through the `Game` trait (views, rulings and the
//! ruleset's sheets); no print module downcasts a game's state or data, and none re-parses the games'
//! table files with structs of its own.

#![allow(clippy::disallowed_methods)] // the test reads the crate's source files

use std::path::Path;

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            out.push((p.display().to_string(), text));
        }
    }
}

/// What may not appear in print's source: a downcast to a game's own types, and parsing a game's
/// table files (`toml::from_str`, `files().parse::<…>`, a game's `Loaded<…Rules>`).
const FORBIDDEN: [&str; 6] = [
    "as_any",
    "downcast",
    "toml::from_str",
    "files().parse",
    "Loaded<",
    ".text(\"",
];

#[test]
fn issue_20_no_print_module_downcasts_or_reparses_a_games_tables() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    assert!(
        files.len() >= 10,
        "the print sources are found ({})",
        files.len()
    );
    let mut found = Vec::new();
    for (path, text) in &files {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for bad in FORBIDDEN {
                if code.contains(bad) {
                    found.push(format!("{path}:{}: {bad}", n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "print reads a game's internals: {found:#?}"
    );
}

#[test]
fn issue_20_the_forbidden_list_catches_a_downcast() {
    // The check itself can fail: the old Shogun sheet's way of reaching its data is caught.
    let old = "game.as_any().downcast_ref::<Loaded<ShogunRules>>()";
    assert!(FORBIDDEN.iter().filter(|b| old.contains(*b)).count() >= 2);
    let old = "toml::from_str::<Value>(&f.text)";
    assert!(FORBIDDEN.iter().any(|b| old.contains(b)));
}
