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
pub(crate) enum Step {
    /// The backup's bytes are in a temp file beside the session file, fsynced.
    TempWritten,
    /// The replaced file is kept under its new name too (a hard link, or a copy).
    DamagedKept,
    /// One rename has put the backup in the place of the file.
    Replaced,
}

/// [`restore`], calling `at` after each [`Step`]; `at` returning false stops the restore there, as a
/// crash would (the tests' way of checking every intermediate state).
pub(crate) fn restore_in_steps(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Setup;

    fn loader(id: &str) -> Result<std::sync::Arc<dyn crate::core::Game>, String> {
        crate::games::load_embedded(id)
    }

    /// A session file with a good backup beside it, then damaged; returns the damaged bytes.
    fn damaged_session(dir: &Path) -> (PathBuf, Vec<u8>) {
        let f = dir.join("t.gunbai");
        let g = loader(crate::games::seinan::ID).unwrap();
        Session::create(g, Setup::default(), Some(11), Some(f.clone())).unwrap();
        // A later sitting's first write copies the good file into the backup ring.
        let mut s = Session::open(&f, loader).unwrap();
        s.act(crate::core::ActionCall::new("march-roll"), &[4], false)
            .unwrap();
        assert!(store::backup_path(&f, 1).exists());
        let damaged = b"{\"magic\":\"gunbai-session\", torn by a disk fault\n".to_vec();
        std::fs::write(&f, &damaged).unwrap();
        assert!(Session::open(&f, loader).is_err());
        (f, damaged)
    }

    /// At every moment a session file is under the name: the original (byte for byte) or one that
    /// loads.
    fn session_is_there(f: &Path, original: &[u8], when: &str) {
        let bytes = std::fs::read(f)
            .unwrap_or_else(|e| panic!("{when}: no session file under its name: {e}"));
        if bytes != original {
            Session::from_bytes(&bytes, Some(f), &loader).unwrap_or_else(|e| {
                panic!("{when}: the file is neither the original nor loads: {e}")
            });
        }
    }

    /// Issue 19 item 6: `session restore` killed mid-way left no session file (it renamed the file to
    /// `.damaged` before writing the backup). A crash is simulated after each step of the swap.
    #[test]
    fn issue_19_6_a_restore_stopped_at_any_step_leaves_a_session_file() {
        for stop in [Step::TempWritten, Step::DamagedKept, Step::Replaced] {
            let dir = tempfile::tempdir().unwrap();
            let (f, original) = damaged_session(dir.path());
            let mut seen = Vec::new();
            let r = restore_in_steps(&f, None, false, &loader, &mut |step| {
                session_is_there(
                    &f,
                    &original,
                    &format!("during the restore, after {step:?}"),
                );
                if step == Step::DamagedKept {
                    let kept = store::free_damaged_path(&f);
                    assert_eq!(
                        kept,
                        dir.path().join("t.gunbai.2.damaged"),
                        "kept copy made"
                    );
                    assert_eq!(
                        std::fs::read(dir.path().join("t.gunbai.damaged")).unwrap(),
                        original,
                        "the kept copy holds the replaced bytes"
                    );
                }
                seen.push(step);
                step != stop
            });
            assert!(r.is_err(), "stopped after {stop:?}");
            assert_eq!(seen.last(), Some(&stop));
            session_is_there(&f, &original, &format!("after a crash after {stop:?}"));
            // The next run finishes the job (or finds nothing to do), and the session opens.
            if std::fs::read(&f).unwrap() == original {
                let done = restore(&f, None, false, &loader).unwrap();
                assert!(done.kept.is_some(), "{}", done.message);
            }
            let s = Session::open(&f, loader).unwrap();
            assert_eq!(s.header.game, crate::games::seinan::ID);
            // No temp file is left behind once the next writer has been.
            let temps = std::fs::read_dir(dir.path())
                .unwrap()
                .flatten()
                .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
                .count();
            assert_eq!(temps, 0, "stop after {stop:?}");
        }
    }

    #[test]
    fn issue_19_6_a_completed_restore_keeps_the_replaced_file_and_loads() {
        let dir = tempfile::tempdir().unwrap();
        let (f, original) = damaged_session(dir.path());
        let r = restore(&f, None, false, &loader).unwrap();
        let kept = r.kept.expect("kept");
        assert_eq!(std::fs::read(&kept).unwrap(), original);
        assert!(Session::open(&f, loader).is_ok());
        // A second damage and restore never overwrites the first kept copy.
        std::fs::write(&f, b"garbage\n").unwrap();
        let r2 = restore(&f, None, false, &loader).unwrap();
        assert_ne!(r2.kept.as_ref(), Some(&kept));
        assert_eq!(std::fs::read(&kept).unwrap(), original);
    }

    /// Issue 19 item 8: `restore --from` a link to `/dev/zero` or a pipe is refused at once.
    #[cfg(unix)]
    #[test]
    fn issue_19_8_restore_from_a_device_or_pipe_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let (f, original) = damaged_session(dir.path());
        let zero = dir.path().join("zero.gunbai");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        let e = restore(&f, Some(&zero), false, &loader)
            .unwrap_err()
            .to_string();
        assert!(e.contains("not an ordinary file"), "{e}");
        assert_eq!(std::fs::read(&f).unwrap(), original, "nothing replaced");
        // A session file that is itself a link to /dev/zero is not replaced either.
        let g = dir.path().join("g.gunbai");
        std::os::unix::fs::symlink("/dev/zero", &g).unwrap();
        let e = restore(&g, Some(&store::backup_path(&f, 1)), false, &loader)
            .unwrap_err()
            .to_string();
        assert!(e.contains("nothing was replaced"), "{e}");
    }
}
