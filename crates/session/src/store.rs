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
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
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
