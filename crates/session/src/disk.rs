//! Reading table files from disk: the user override folder and `gunbai tables check DIR`.

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

use std::path::{Path, PathBuf};

use crate::tables::{Origin, TableError, TableFiles};

/// The folder where the players' own table copies live: `<data dir>/tables/<game>/<file>.toml`.
pub fn user_tables_dir() -> PathBuf {
    user_tables_in(&crate::store::data_dir())
}

/// The override folder inside a data dir.
pub fn user_tables_in(data: &Path) -> PathBuf {
    data.join("tables")
}

/// Adds every `*.toml` of `dir/<game>/` (if it exists) on top of `files`, as user overrides; the
/// first problem found is an error (see [`overlay_all`]).
pub fn overlay(files: &mut TableFiles, dir: &Path) -> Result<(), TableError> {
    match overlay_all(files, dir).into_iter().next() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Adds every `*.toml` of `dir/<game>/` (if it exists) on top of `files`, as user overrides, and
/// returns every problem found (issue 19 items 8 and 10): a file that cannot be read (not an ordinary
/// file, too large, not UTF-8), a file name the game does not have (`seinan/maps.toml` would silently
/// be no override at all), a name players type holding `,` or `=`. A file with a problem is not
/// added.
pub fn overlay_all(files: &mut TableFiles, dir: &Path) -> Vec<TableError> {
    let game_dir = dir.join(&files.game);
    let Ok(entries) = std::fs::read_dir(&game_dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    let known: Vec<String> = files.files.keys().cloned().collect();
    let mut errors = Vec::new();
    for p in paths {
        if p.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let name = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if !known.contains(&name) {
            errors.push(TableError::Io {
                path: p.display().to_string(),
                message: format!(
                    "not a table file of {} (its files are: {}), so it is not used; rename it to the file it replaces, or remove it",
                    files.game,
                    known.join(", ")
                ),
            });
            continue;
        }
        let text = match read_text(&p) {
            Ok(t) => t,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let bad_names = crate::tables::names::name_errors(&p.display().to_string(), &text);
        if !bad_names.is_empty() {
            errors.extend(bad_names);
            continue;
        }
        files.put(&name, text, Origin::User(p));
    }
    errors
}

/// Writes one user override into the data dir `data`, atomically (temp file + fsync + rename).
pub fn save_override(
    data: &Path,
    game: &str,
    name: &str,
    text: &str,
) -> Result<PathBuf, TableError> {
    let dir = user_tables_in(data).join(game);
    let path = dir.join(name);
    crate::store::atomic_write(&path, text.as_bytes()).map_err(|e| TableError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })?;
    Ok(path)
}

/// Reads a table file as text; invalid UTF-8 is an error naming the file and the line.
pub fn read_text(p: &Path) -> Result<String, TableError> {
    // Issue 19 item 8: only an ordinary file, at most 4 MiB (a link to /dev/zero grew without end).
    let bytes = crate::store::read_bounded(p, crate::store::ReadKind::Table).map_err(|e| {
        TableError::Io {
            path: p.display().to_string(),
            message: e.to_string(),
        }
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let ok = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = ok.iter().filter(|b| **b == b'\n').count() + 1;
        let column = ok.iter().rev().take_while(|b| **b != b'\n').count() + 1;
        TableError::Parse {
            file: p.display().to_string(),
            line,
            column,
            field: "-".into(),
            message: "not UTF-8 text (save the file as UTF-8)".into(),
        }
    })
}
