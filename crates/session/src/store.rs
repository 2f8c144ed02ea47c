//! Where files live and how they are written safely.

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The platform data dir (`~/.local/share/gunbai` on Linux); `GUNBAI_HOME` overrides it (portable
/// installs, and the CLI tests' child processes). Read once at the edge (the `gunbai` binary, the GUI's
/// start); everything else is handed the folder.
pub fn data_dir() -> PathBuf {
    if let Some(h) = std::env::var_os("GUNBAI_HOME") {
        return PathBuf::from(h);
    }
    directories::ProjectDirs::from("org", "gunbai", "gunbai")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from(".gunbai"))
}

/// Default folder for session files.
pub fn sessions_dir() -> PathBuf {
    sessions_in(&data_dir())
}

/// The session folder inside a data dir.
pub fn sessions_in(data: &Path) -> PathBuf {
    data.join("sessions")
}

/// Writes a whole file crash-safely: temp file in the same folder, fsync, rename, fsync the folder.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = parent_dir(path);
    fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    {
        let mut f = File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)?;
    sync_dir(dir);
    Ok(())
}

/// Appends one line and fsyncs it before returning: the journal's unit of durability.
pub fn append_line(path: &Path, line: &str) -> io::Result<()> {
    let mut f = OpenOptions::new().append(true).open(path)?;
    let mut buf = Vec::with_capacity(line.len() + 1);
    buf.extend_from_slice(line.as_bytes());
    buf.push(b'\n');
    f.write_all(&buf)?;
    f.sync_data()
}

/// Cuts a torn tail (an in-flight write that a crash interrupted) off the journal.
pub fn truncate(path: &Path, len: u64) -> io::Result<()> {
    let f = OpenOptions::new().write(true).open(path)?;
    f.set_len(len)?;
    f.sync_all()
}

fn sync_dir(dir: &Path) {
    // Directory fsync makes the rename durable on Linux; not supported everywhere, so best effort.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// How long a writer waits for another program to finish its write before giving up (5 s;
/// `GUNBAI_LOCK_WAIT_MS` overrides it, for tests).
pub fn lock_wait() -> std::time::Duration {
    let ms = std::env::var("GUNBAI_LOCK_WAIT_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000);
    std::time::Duration::from_millis(ms)
}

/// An exclusive lock on a session file, held while it is read-and-written; released on drop.
///
/// The lock is taken on a hidden companion file (`.NAME.lock`) rather than on the session file itself,
/// because some writes replace the session file (restore, the format upgrade) and a lock on a replaced
/// file would protect nothing. Every writer (GUI and CLI alike) goes through [`lock`].
#[derive(Debug)]
pub struct FileLock {
    _file: File,
}

/// The companion lock file of `path`.
pub fn lock_path(path: &Path) -> PathBuf {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    parent_dir(path).join(format!(".{name}.lock"))
}

fn parent_dir(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Why a lock was not taken.
#[derive(Debug)]
pub enum LockError {
    /// Another program held the lock for longer than [`lock_wait`].
    Busy,
    Io(io::Error),
}

/// Takes the exclusive lock of `path`, waiting up to `wait` for another writer to finish.
pub fn lock(path: &Path, wait: std::time::Duration) -> Result<FileLock, LockError> {
    let lp = lock_path(path);
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lp)
        .map_err(LockError::Io)?;
    let start = std::time::Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(FileLock { _file: file }),
            Err(std::fs::TryLockError::WouldBlock) => {
                if start.elapsed() >= wait {
                    return Err(LockError::Busy);
                }
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(LockError::Io(e)),
        }
    }
}

/// Removes temp files a killed writer left beside `path` (`.NAME.tmpPID`, `.NAME.bakN.tmpPID`). Call
/// only while holding the lock: then no temp file of this session is being written.
pub fn clean_stray_temps(path: &Path) {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return;
    };
    let Ok(entries) = fs::read_dir(parent_dir(path)) else {
        return;
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let own = format!(".{name}.tmp");
    let bak = format!(".{name}.bak");
    for e in entries.flatten() {
        let file_name = e.file_name();
        let Some(n) = file_name.to_str() else {
            continue;
        };
        let stray = n.strip_prefix(&own).is_some_and(digits)
            || n.strip_prefix(&bak).is_some_and(|rest| {
                rest.split_once(".tmp")
                    .is_some_and(|(num, pid)| digits(num) && digits(pid))
            });
        if stray {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// A name for keeping a damaged copy of `path` that overwrites nothing: `NAME.damaged`, then
/// `NAME.2.damaged`, `NAME.3.damaged`, …
pub fn free_damaged_path(path: &Path) -> PathBuf {
    let with = |suffix: &str| {
        let mut s = path.as_os_str().to_os_string();
        s.push(suffix);
        PathBuf::from(s)
    };
    let first = with(".damaged");
    if !first.exists() {
        return first;
    }
    (2u32..)
        .map(|n| with(&format!(".{n}.damaged")))
        .find(|p| !p.exists())
        .expect("some number is free")
}

/// Rotating backups beside the file: `FILE.bak1` (newest) … `FILE.bak3`.
pub const BACKUPS: usize = 3;

pub fn backup_path(path: &Path, n: usize) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(format!(".bak{n}"));
    PathBuf::from(s)
}

/// Copies a known-good file into the backup ring (skipped when the newest backup is identical).
pub fn rotate_backup(path: &Path, good: &[u8]) -> io::Result<()> {
    let newest = backup_path(path, 1);
    if fs::read(&newest).map(|b| b == good).unwrap_or(false) {
        return Ok(());
    }
    for n in (1..BACKUPS).rev() {
        let from = backup_path(path, n);
        if from.exists() {
            fs::rename(&from, backup_path(path, n + 1))?;
        }
    }
    atomic_write(&newest, good)
}
