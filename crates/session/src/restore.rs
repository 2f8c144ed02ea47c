//! Restoring a session file that does not load from its newest good backup (or a file the players
//! name): the one restore used by both the CLI and the GUI.

#![allow(clippy::disallowed_methods)] // edge module: I/O belongs here, not in the rules core

use std::path::{Path, PathBuf};

use crate::{GameLoader, Session, SessionError, store, take_lock};

/// What [`restore`] did, in words for the players.
#[derive(Debug, Clone)]
pub struct Restored {
    pub from: PathBuf,
    /// Where the replaced file was kept (never over an older kept copy).
    pub kept: Option<PathBuf>,
    pub message: String,
}

/// Replaces a session file that does not load with its newest backup that does (or with `from`). A file
/// that loads is left alone unless `force`. The replaced file is kept beside it under a new name
/// (`FILE.damaged`, `FILE.2.damaged`, …: an older kept copy is never overwritten), and the message says
/// how many journal lines the backup lacks. The one restore used by both the CLI and the GUI.
pub fn restore(
    file: &Path,
    from: Option<&Path>,
    force: bool,
    load_game: &GameLoader<'_>,
) -> Result<Restored, SessionError> {
    let _lock = take_lock(file)?;
    store::clean_stray_temps(file);
    let current = std::fs::read(file).ok();
    let count_lines = |b: &[u8]| {
        b.split(|c| *c == b'\n')
            .skip(1)
            .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
            .count()
    };
    if let Some(bytes) = &current
        && let Ok(s) = Session::from_bytes(bytes, Some(file), load_game)
        && !force
    {
        return Err(SessionError::Nothing(format!(
            "{}: the file loads fine ({} actions); restore replaces only a file that does not load (add --force to replace it with a backup anyway)",
            file.display(),
            s.position()
        )));
    }
    let candidates: Vec<PathBuf> = match from {
        Some(f) => vec![f.to_path_buf()],
        None => (1..=store::BACKUPS)
            .map(|n| store::backup_path(file, n))
            .filter(|p| p.exists())
            .collect(),
    };
    let mut why = Vec::new();
    for c in candidates {
        let bytes = match std::fs::read(&c) {
            Ok(b) => b,
            Err(e) => {
                why.push(format!("{}: {e}", c.display()));
                continue;
            }
        };
        let s = match Session::from_bytes(&bytes, Some(&c), load_game) {
            Ok(s) => s,
            Err(e) => {
                why.push(e.to_string());
                continue;
            }
        };
        let kept = match &current {
            Some(_) => {
                let k = store::free_damaged_path(file);
                std::fs::rename(file, &k).map_err(|e| SessionError::io(file, e))?;
                Some(k)
            }
            None => None,
        };
        store::atomic_write(file, &bytes).map_err(|e| SessionError::io(file, e))?;
        let had = current.as_deref().map(count_lines).unwrap_or(0);
        let has = s.records().len();
        let mut message = format!(
            "restored {} from {} ({} actions on the timeline)",
            file.display(),
            c.display(),
            s.position()
        );
        if had > has {
            message.push_str(&format!(
                "; {} later journal line(s) of the replaced file are not in the backup: replay those actions at the table",
                had - has
            ));
        }
        if let Some(k) = &kept {
            message.push_str(&format!("; the replaced file is kept as {}", k.display()));
        }
        return Ok(Restored {
            from: c,
            kept,
            message,
        });
    }
    Err(SessionError::Nothing(format!(
        "{}: no good backup found{}",
        file.display(),
        if why.is_empty() {
            String::new()
        } else {
            format!(" ({})", why.join("; "))
        }
    )))
}
