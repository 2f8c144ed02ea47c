//! No front end or print module reads a game's own state or data (issue 20): the GUI, the CLI and print
//! draw what the ruleset gives through the `Game` trait (views, prompts, candidates, sheets, messages)
//! and never downcast to a game's types, so no screen or sheet restates a rule. Like the registration
//! test, this reads the source.

// A test of the source tree: it reads files, which the rules themselves never do.
#![allow(clippy::disallowed_methods)]

use crate::source::rust_files;
use std::path::Path;

/// What reaching into a game's own types looks like in the source.
const FORBIDDEN: &[&str] = &["as_any()", "downcast_ref", "downcast::<", "Loaded<"];

fn offences(dirs: &[&str]) -> (usize, Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for d in dirs {
        rust_files(&root.join(d), &mut files);
    }
    let mut bad = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if FORBIDDEN.iter().any(|pat| code.contains(pat)) {
                bad.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    (files.len(), bad)
}

#[test]
fn issue_20_no_front_end_or_print_module_downcasts_a_games_state() {
    let (n, bad) = offences(&["src/gui", "src/cli", "crates/print/src"]);
    assert!(n > 20, "the front ends' source is found ({n} files)");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_scan_sees_a_downcast() {
    let dir = std::env::temp_dir().join(format!("gunbai-downcast-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("panel.rs"),
        "let s = state.downcast_ref::<State>();\n// as_any() in a comment is fine\n",
    )
    .unwrap();
    let (n, bad) = offences(&[dir.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(n, 1);
    assert_eq!(bad.len(), 1, "{bad:?}");
}
