#![allow(clippy::disallowed_methods)] // the tests damage and read session files, as the module they test does

// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::msg;
    pub(super) use gunbai_session::core::Msg;
    pub(super) use gunbai_session::{
        GameLoader, Session, SessionError, error_msg, store, take_lock,
    };
    pub(super) use std::path::{Path, PathBuf};
}
use tested_imports::*;

use gunbai_session::core::Setup;
use gunbai_session::restore::*;

fn loader(id: &str) -> Result<std::sync::Arc<dyn gunbai_session::core::Game>, String> {
    gunbai_session::games::load_embedded(id)
}

/// A session file with a good backup beside it, then damaged; returns the damaged bytes.
fn damaged_session(dir: &Path) -> (PathBuf, Vec<u8>) {
    let f = dir.join("t.gunbai");
    let g = loader(gunbai_session::games::seinan::ID).unwrap();
    Session::create(g, Setup::default(), Some(11), Some(f.clone())).unwrap();
    // A later sitting's first write copies the good file into the backup ring.
    let mut s = Session::open(&f, loader).unwrap();
    s.act(
        gunbai_session::core::ActionCall::new("march-roll"),
        &[4],
        false,
    )
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
    let bytes =
        std::fs::read(f).unwrap_or_else(|e| panic!("{when}: no session file under its name: {e}"));
    if bytes != original {
        Session::from_bytes(&bytes, Some(f), &loader)
            .unwrap_or_else(|e| panic!("{when}: the file is neither the original nor loads: {e}"));
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
        assert_eq!(s.header.game, gunbai_session::games::seinan::ID);
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
