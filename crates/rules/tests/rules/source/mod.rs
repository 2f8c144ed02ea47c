//! Reading the workspace's own source, for the tests that check it (catalogue ids, no downcasts).

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir` (a `target` folder is skipped; a missing folder gives none).
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}
