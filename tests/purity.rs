//! The rules core stays pure: no file system, clock, global RNG or GUI in `src/core` and `src/games`
//! (clippy's `disallowed-methods` in clippy.toml says the same for the methods it can see).

#![allow(clippy::disallowed_methods)]

use std::path::Path;

const FORBIDDEN: [&str; 9] = [
    "std::fs",
    "std::io::",
    "egui",
    "eframe",
    "thread_rng",
    "rand::rng",
    "SystemTime",
    "Instant::now",
    "std::env",
];

fn scan(dir: &Path, hits: &mut Vec<String>, files: &mut usize) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            scan(&p, hits, files);
        } else if p.extension().is_some_and(|x| x == "rs") {
            *files += 1;
            let text = std::fs::read_to_string(&p).unwrap();
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for f in FORBIDDEN {
                    if code.contains(f) {
                        hits.push(format!("{}:{}: {f}", p.display(), i + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn rules_core_has_no_io_clock_rng_or_gui() {
    let mut hits = Vec::new();
    let mut files = 0;
    for d in ["src/core", "src/games"] {
        scan(Path::new(d), &mut hits, &mut files);
    }
    assert!(files >= 8, "scanned only {files} files");
    assert!(hits.is_empty(), "impure rules core:\n{}", hits.join("\n"));
}

#[test]
fn the_scan_would_catch_a_violation() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bad.rs"),
        "fn f() { let _ = std::fs::read(\"x\"); }\n",
    )
    .unwrap();
    let mut hits = Vec::new();
    let mut files = 0;
    scan(dir.path(), &mut hits, &mut files);
    assert_eq!(hits.len(), 1);
}
