//! A game registers once: outside its own folders (`games/<id>` in the rules, GUI and print crates) and the
//! rules registry, no code chooses by game id. Front ends ask the ruleset instead (issue: "the ruleset is
//! the only door").

#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

const IDS: [&str; 5] = ["saigoku", "seinan", "shogun", "sekigahara", "tenka"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Lines that choose by game id: `info().id`, or a game id as a string literal.
fn choosing_by_id(text: &str) -> Vec<(usize, String)> {
    let mut hits = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let literal = IDS.iter().any(|id| code.contains(&format!("\"{id}\"")));
        if code.contains("info().id") || literal {
            hits.push((i + 1, line.trim().to_string()));
        }
    }
    hits
}

/// A game's own files: `…/games/<id>.rs`, `…/games/<id>/…`; and the registry of the rules crate.
fn is_registration(p: &Path) -> bool {
    let s = p.to_string_lossy().replace('\\', "/");
    s.ends_with("crates/rules/src/games/mod.rs")
        || IDS.iter().any(|id| {
            s.contains(&format!("/games/{id}/")) || s.ends_with(&format!("/games/{id}.rs"))
        })
}

#[test]
fn no_code_outside_a_games_own_files_chooses_by_game_id() {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    for krate in ["rules", "session", "print"] {
        rust_files(&Path::new("crates").join(krate).join("src"), &mut files);
    }
    assert!(files.len() > 40, "scanned only {} files", files.len());
    let mut hits = Vec::new();
    for f in files.iter().filter(|f| !is_registration(f)) {
        for (line, text) in choosing_by_id(&std::fs::read_to_string(f).unwrap()) {
            hits.push(format!("{}:{line}: {text}", f.display()));
        }
    }
    assert!(hits.is_empty(), "choosing by game id:\n{}", hits.join("\n"));
}

#[test]
fn the_scan_would_catch_a_match_on_the_id() {
    let hits = choosing_by_id(
        "match game.info().id {\n    \"seinan\" => 1,\n}\n// \"tenka\" in a comment\n",
    );
    assert_eq!(hits.iter().map(|h| h.0).collect::<Vec<_>>(), vec![1, 2]);
    assert!(is_registration(Path::new("src/gui/games/seinan.rs")));
    assert!(is_registration(Path::new(
        "crates/print/src/games/tenka/cards.rs"
    )));
    assert!(!is_registration(Path::new("src/gui/session_view.rs")));
}

#[test]
fn every_registered_game_has_its_tables_a_panel_and_printed_material() {
    let ids = gunbai::games::implemented();
    assert!(ids.len() >= 2, "{ids:?}");
    for id in ids {
        let game = gunbai::games::load_embedded(id).unwrap();
        assert_eq!(game.id(), id);
        assert!(
            Path::new("tables").join(id).is_dir(),
            "{id}: no tables/{id}/ folder"
        );
        assert!(
            gunbai::gui::games::has_panel(game.as_ref()),
            "{id}: no GUI panel line"
        );
        assert!(
            gunbai::print::games::sheets_for(id).is_some(),
            "{id}: no print line"
        );
        assert!(
            !gunbai::games::COMING.iter().any(|(c, _, _)| *c == id),
            "{id} is registered but still listed as coming"
        );
    }
}
