//! Restoring a session file that does not load from its newest good backup (or a file the players
//! name): the one restore used by both the CLI and the GUI.

#![allow(clippy::disallowed_methods)] // edge module: I/O belongs here, not in the rules core

use std::path::{Path, PathBuf};

use crate::core::Msg;
use crate::{GameLoader, Session, SessionError, error_msg, store, take_lock};
use gunbai_rules::msg;

/// What [`restore`] did, in words for the players.
#[derive(Debug, Clone)]
pub struct Restored {
    pub from: PathBuf,
    /// Where the replaced file was kept (never over an older kept copy).
    pub kept: Option<PathBuf>,
    pub message: Msg,
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
    restore_in_steps(file, from, force, load_game, &mut |_| true)
}

/// The moments of a restore's swap at which a crash may stop it (issue 19 item 6). At each of them a
/// session file exists under the file's name: the original until the last step, the backup after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The backup's bytes are in a temp file beside the session file, fsynced.
    TempWritten,
    /// The replaced file is kept under its new name too (a hard link, or a copy).
    DamagedKept,
    /// One rename has put the backup in the place of the file.
    Replaced,
}

/// [`restore`], calling `at` after each [`Step`]; `at` returning false stops the restore there, as a
/// crash would (the tests' way of checking every intermediate state).
pub fn restore_in_steps(
    file: &Path,
    from: Option<&Path>,
    force: bool,
    load_game: &GameLoader<'_>,
    at: &mut dyn FnMut(Step) -> bool,
) -> Result<Restored, SessionError> {
    // Only the tests stop a restore part-way (as a crash would).
    let stopped = |step: Step| SessionError::Nothing(Msg::plain(format!("{step:?}")));
    let _lock = take_lock(file)?;
    store::clean_stray_temps(file);
    // A file that exists but cannot be read within bounds (a pipe, a device, a huge file) is not
    // replaced: there would be no copy of it to keep.
    let current = match std::fs::symlink_metadata(file) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        _ => Some(
            store::read_bounded(file, store::ReadKind::Session).map_err(|e| {
                SessionError::Nothing(msg!(
                    "session-restore-unreadable",
                    file = file.display().to_string(),
                    detail = e.to_string()
                ))
            })?,
        ),
    };
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
        return Err(SessionError::Nothing(msg!(
            "session-restore-loads-fine",
            file = file.display().to_string(),
            n = s.position()
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
        let bytes = match store::read_bounded(&c, store::ReadKind::Session) {
            Ok(b) => b,
            Err(e) => {
                why.push(msg!(
                    "session-restore-unreadable-backup",
                    file = c.display().to_string(),
                    detail = e.to_string()
                ));
                continue;
            }
        };
        let s = match Session::from_bytes(&bytes, Some(&c), load_game) {
            Ok(s) => s,
            Err(e) => {
                why.push(error_msg(&e));
                continue;
            }
        };
        // Issue 19 item 6: the swap never leaves the name empty. The good bytes go to a temp file
        // first; the replaced file gets its second name while it still has its own; then one rename
        // puts the backup in its place.
        let tmp = store::write_temp(file, &bytes).map_err(|e| SessionError::io(file, e))?;
        if !at(Step::TempWritten) {
            return Err(stopped(Step::TempWritten));
        }
        let kept = match &current {
            Some(old) => {
                let k = store::free_damaged_path(file);
                if let Err(e) = store::keep_copy(file, &k, old) {
                    let _ = std::fs::remove_file(&tmp);
                    return Err(SessionError::io(&k, e));
                }
                Some(k)
            }
            None => None,
        };
        if !at(Step::DamagedKept) {
            return Err(stopped(Step::DamagedKept));
        }
        store::replace_with(&tmp, file).map_err(|e| SessionError::io(file, e))?;
        if !at(Step::Replaced) {
            return Err(stopped(Step::Replaced));
        }
        let had = current.as_deref().map(count_lines).unwrap_or(0);
        let has = s.records().len();
        let mut parts = vec![msg!(
            "session-restored",
            file = file.display().to_string(),
            from = c.display().to_string(),
            n = s.position()
        )];
        if had > has {
            parts.push(msg!("session-restored-lines-missing", n = had - has));
        }
        if let Some(k) = &kept {
            parts.push(msg!(
                "session-restored-kept",
                file = k.display().to_string()
            ));
        }
        return Ok(Restored {
            from: c,
            kept,
            message: Msg::join(parts, crate::core::Sep::Semi),
        });
    }
    Err(SessionError::Nothing(if why.is_empty() {
        msg!("session-no-good-backup", file = file.display().to_string())
    } else {
        msg!(
            "session-no-good-backup-why",
            file = file.display().to_string(),
            why = Msg::join(why, crate::core::Sep::Semi)
        )
    }))
}
