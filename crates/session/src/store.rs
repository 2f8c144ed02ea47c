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
    let tmp = write_temp(path, bytes)?;
    replace_with(&tmp, path)
}

/// The first half of [`atomic_write`]: the bytes in a temp file beside `path` (`.NAME.tmpPID`,
/// fsynced; a killed writer's leftover is removed by [`clean_stray_temps`]). Returns its path.
pub fn write_temp(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    let dir = parent_dir(path);
    fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let mut f = File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    Ok(tmp)
}

/// The second half of [`atomic_write`]: one rename puts `tmp` in the place of `path` (at every
/// instant `path` is either the old file or the new one), then the folder is fsynced.
pub fn replace_with(tmp: &Path, path: &Path) -> io::Result<()> {
    fs::rename(tmp, path)?;
    sync_dir(parent_dir(path));
    Ok(())
}

/// Keeps a copy of `path` under the new name `kept` without moving `path`: a hard link (the same
/// bytes under a second name), or where links are not possible a copy written to a temp file, fsynced
/// and renamed into place (`bytes`: the file's content as it was read). `kept` must not exist (see
/// [`free_damaged_path`]).
pub fn keep_copy(path: &Path, kept: &Path, bytes: &[u8]) -> io::Result<()> {
    if fs::hard_link(path, kept).is_ok() {
        sync_dir(parent_dir(kept));
        return Ok(());
    }
    atomic_write(kept, bytes)
}

/// Appends one line and fsyncs it before returning: the journal's unit of durability.
///
/// `sync_data` (fdatasync), not `sync_all` (issue 23, append): it flushes the bytes and the metadata
/// needed to read them back, the file's new length included, and leaves out only the times. The
/// file's name is already durable (the header was written by [`atomic_write`], which syncs the
/// folder), so an acknowledged line survives a crash as with `sync_all`; a line a crash cuts short
/// is a torn tail, dropped on the next open as before. On the 2-core reference machine the flush is
/// the append's cost: a 170-byte synced write takes about 3.3 ms there, an append 3.5–3.8 ms; on
/// tmpfs (no flush) the same append takes about 0.07 ms (lock, check of the file, act, record).
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
    if read_bounded(&newest, ReadKind::Session)
        .map(|b| b == good)
        .unwrap_or(false)
    {
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

// ---------------------------------------------------------------- bounded reads

/// What a file named by the players is read as; each kind has its own size bound (issue 19 item 8: a
/// link to `/dev/zero` grew without end, a FIFO blocked for ever).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadKind {
    /// A session journal (or one of its backups): 256 MiB.
    Session,
    /// A table file (TOML): 4 MiB.
    Table,
    /// A JSON input file (`resolve --input`): 16 MiB.
    Input,
    /// A photo or scan of a pack-up QR code: 64 MiB.
    Image,
}

impl ReadKind {
    /// The largest file of this kind that is read, in bytes.
    pub fn limit(self) -> u64 {
        const MIB: u64 = 1 << 20;
        match self {
            ReadKind::Session => 256 * MIB,
            ReadKind::Table => 4 * MIB,
            ReadKind::Input => 16 * MIB,
            ReadKind::Image => 64 * MIB,
        }
    }

    fn what(self) -> &'static str {
        match self {
            ReadKind::Session => "a session file",
            ReadKind::Table => "a table file",
            ReadKind::Input => "an input file",
            ReadKind::Image => "an image",
        }
    }
}

fn mib(n: u64) -> String {
    format!("{:.1} MiB", n as f64 / (1u64 << 20) as f64)
}

/// Refuses anything but an ordinary file (a folder, a pipe, a device such as `/dev/zero`) and a file
/// larger than the kind's bound. Links are followed: what counts is what they point at.
fn check_regular(meta: &fs::Metadata, kind: ReadKind) -> io::Result<()> {
    if !meta.is_file() {
        let what = if meta.is_dir() {
            "a folder"
        } else {
            "a pipe, a device or another special file"
        };
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{what}, not an ordinary file: give the path of {} saved on disk",
                kind.what()
            ),
        ));
    }
    if meta.len() > kind.limit() {
        return Err(too_large(kind, meta.len()));
    }
    Ok(())
}

fn too_large(kind: ReadKind, len: u64) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!(
            "too large for {} ({}; at most {} is read)",
            kind.what(),
            mib(len),
            mib(kind.limit())
        ),
    )
}

/// Checks, without opening it, that `path` is an ordinary file within the kind's bound: the check
/// before a read done elsewhere (a pipe blocks already at its opening).
pub fn check_readable(path: &Path, kind: ReadKind) -> io::Result<()> {
    check_regular(&fs::metadata(path)?, kind)
}

/// Reads a file the players named: only an ordinary file (checked before opening, so a pipe never
/// blocks, and again on the opened file), and at most the kind's bound (a file that grows while it is
/// read stops there and is refused).
pub fn read_bounded(path: &Path, kind: ReadKind) -> io::Result<Vec<u8>> {
    use std::io::Read as _;
    check_readable(path, kind)?;
    let f = File::open(path)?;
    let meta = f.metadata()?;
    check_regular(&meta, kind)?;
    let mut out = Vec::with_capacity(meta.len() as usize);
    f.take(kind.limit() + 1).read_to_end(&mut out)?;
    if out.len() as u64 > kind.limit() {
        return Err(too_large(kind, out.len() as u64));
    }
    Ok(out)
}

/// [`read_bounded`] as UTF-8 text.
pub fn read_bounded_text(path: &Path, kind: ReadKind) -> io::Result<String> {
    String::from_utf8(read_bounded(path, kind)?).map_err(|e| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("not UTF-8 text ({})", e.utf8_error()),
        )
    })
}

// ---------------------------------------------------------------- never clobbered

/// True when `bytes` begin like a session journal (its header's magic), whatever the file's name.
pub fn looks_like_session(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(512)];
    let head = String::from_utf8_lossy(head);
    head.trim_start().starts_with('{') && head.contains(&format!("\"{}\"", crate::format::MAGIC))
}

/// True when `bytes` begin like a PDF.
pub fn looks_like_pdf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"%PDF-")
}

/// The first bytes of an ordinary file (up to `n`), for telling what it is.
fn read_head(path: &Path, n: u64) -> io::Result<Vec<u8>> {
    use std::io::Read as _;
    let mut out = Vec::new();
    File::open(path)?.take(n).read_to_end(&mut out)?;
    Ok(out)
}

/// Before a PDF is written to `path` (issue 19 item 5: `print --out` overwrote anything, the session
/// file itself included): a new file is fine; an existing PDF only with `force`; a session file (by
/// its content, whatever its name), any other file, a folder or a special file never. The message
/// says what is there and what to do.
pub fn check_pdf_target(path: &Path, force: bool) -> Result<(), String> {
    let meta = match fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e.to_string()),
    };
    // A link is judged by what it points at (a dangling link is refused: it is not ours to replace).
    let meta = if meta.file_type().is_symlink() {
        fs::metadata(path).map_err(|_| {
            "a link to a missing file is in the way; choose another file name".to_string()
        })?
    } else {
        meta
    };
    if !meta.is_file() {
        return Err(
            "this is a folder or a special file, not a PDF; choose another file name".into(),
        );
    }
    let head = read_head(path, 512).map_err(|e| e.to_string())?;
    if looks_like_session(&head) {
        return Err(
            "this is a session file: a PDF is never written over a session; choose another file name"
                .into(),
        );
    }
    if !looks_like_pdf(&head) {
        return Err(
            "a file that is not a PDF already has this name; it is left as it is: choose another file name"
                .into(),
        );
    }
    if !force {
        return Err(
            "a PDF already has this name; add --force to replace it, or choose another file name"
                .into(),
        );
    }
    Ok(())
}
