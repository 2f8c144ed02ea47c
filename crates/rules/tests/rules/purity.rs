//! The rules crate stays pure: it depends on no GUI, PDF or file-system crate (checked on its manifest), and
//! its source uses no file system, clock, global RNG or environment (clippy's `disallowed-methods` in
//! clippy.toml says the same for the methods it can see).

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
    scan(Path::new("src"), &mut hits, &mut files);
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

/// Crates a pure rules core must never depend on (GUI, PDF, QR images, platform directories).
const FORBIDDEN_DEPENDENCIES: [&str; 8] = [
    "eframe",
    "egui",
    "printpdf",
    "image",
    "rqrr",
    "qrcode",
    "directories",
    "gunbai-session",
];

#[test]
fn rules_crate_depends_on_no_gui_pdf_or_file_crate() {
    let manifest: toml::Table = std::fs::read_to_string("Cargo.toml")
        .unwrap()
        .parse()
        .unwrap();
    let deps = manifest["dependencies"].as_table().unwrap();
    assert!(deps.contains_key("serde"), "read the wrong manifest");
    for name in FORBIDDEN_DEPENDENCIES {
        assert!(
            !deps.contains_key(name),
            "the rules crate depends on {name}"
        );
    }
}
