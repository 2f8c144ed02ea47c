//! Sessions: a game id, a setup, a seed commitment and an append-only journal of records. The state is
//! a fold of the actions on the current timeline, so undo, redo and replay are exact.
//!
//! Durability: the header is written atomically when the session is created; every record is one
//! appended, fsynced line with a checksum. A crash can lose only the line being written; a torn last line
//! is dropped on the next open. Damage anywhere else is an error that names the file and line and points
//! at the rotating backups.

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

pub mod disk;
pub mod format;
pub mod public;
pub mod store;
pub mod words;

// The rules crate's modules under their old paths, so `crate::core::...` reads the same in every crate.
pub use gunbai_rules::{core, games, tables};

use std::collections::{BTreeMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;
use thiserror::Error;

use crate::core::ruleset::AnyState;
use crate::core::{
    ActionCall, DieRecord, Game, Lang, ReplayDice, Resolution, RuleError, SeededDice, Setup,
    TableDice,
};
pub use format::{BaseState, FORMAT, Header, Record, SeedInfo};

#[derive(Debug, Error)]
pub enum SessionError {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    /// Damage the journal cannot recover from by itself.
    #[error("{path}: line {line}: {message}{}", backup_hint(.backups))]
    Corrupt {
        path: String,
        line: usize,
        message: String,
        backups: Vec<PathBuf>,
    },
    #[error("{path}: {message}")]
    Version { path: String, message: String },
    /// The set-up the session was started with is refused by the current rules (a save from before a
    /// rule was corrected). There is no earlier state to open at: the file is left as it is.
    #[error(
        "{path}: line 1: the set-up this session was started with is refused by the current rules ({reason}); the file is left as it is: start a new session with a legal set-up"
    )]
    SetupRefused {
        path: String,
        /// The game id in the header (a front end words the reason with that game's phrasebook).
        game: String,
        reason: RuleError,
    },
    /// Another program (a second Gunbai window or command) is writing the file.
    #[error(
        "{path}: in use by another program (another Gunbai window or command is saving it); try again in a moment"
    )]
    Busy { path: String },
    #[error("{0}")]
    NeedsConfirmation(String),
    #[error("{0}")]
    Nothing(String),
    #[error("{0}")]
    Game(String),
}

fn backup_hint(b: &[PathBuf]) -> String {
    match b.first() {
        Some(p) => format!(
            "; last good backup: {} (restore it with `gunbai session restore FILE`)",
            p.display()
        ),
        None => "; no backup is available".into(),
    }
}

impl SessionError {
    fn io(path: &Path, e: impl std::fmt::Display) -> Self {
        SessionError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        }
    }
}

pub use crate::core::params::shorten;

/// A whole message kept to a readable length (300 characters, then "…").
pub fn shorten_long_line(s: &str) -> String {
    match s.char_indices().nth(300) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// The number of players (0 = the game's usual number) must fit the scenario when one is chosen, else
/// the game: `--players 7` for a two-player game is refused by every front end.
fn check_players(game: &dyn Game, setup: &Setup) -> Result<(), RuleError> {
    let n = setup.players;
    if n == 0 {
        return Ok(());
    }
    let info = game.info();
    let (what, lo, hi) = match setup
        .scenario
        .as_ref()
        .and_then(|id| game.scenarios().into_iter().find(|x| &x.id == id))
    {
        Some(x) => (format!("scenario {}", x.id), x.min_players, x.max_players),
        None => (info.id.to_string(), info.min_players, info.max_players),
    };
    if (lo..=hi).contains(&n) {
        return Ok(());
    }
    let range = if lo == hi {
        lo.to_string()
    } else {
        format!("{lo} to {hi}")
    };
    Err(RuleError::input(
        "players",
        format!("{what} is for {range} players, got {n}"),
    ))
}

/// Why an action does not play under the current rules, in words (`rule X: reason` for a rule's
/// refusal).
fn refusal_text(e: &Option<RuleError>) -> String {
    match e {
        Some(RuleError::Forbidden { rule, reason }) => format!("rule {rule}: {reason}"),
        Some(e) => e.to_string(),
        None => "it was recorded after an action the current rules refuse".into(),
    }
}

/// Takes the write lock of a session file (waits up to [`store::lock_wait()`]).
fn take_lock(path: &Path) -> Result<store::FileLock, SessionError> {
    store::lock(path, store::lock_wait()).map_err(|e| match e {
        store::LockError::Busy => SessionError::Busy {
            path: path.display().to_string(),
        },
        store::LockError::Io(e) => SessionError::io(path, e),
    })
}

/// A repair made when a session file was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Recovery {
    /// An unfinished last write was cut off (never acknowledged, so no action is lost).
    DroppedTail { bytes: usize },
    /// The last record was complete but had no line end: it was kept and the line end added.
    AddedLineEnd,
}

/// One action in the journal, as shown in the log.
#[derive(Debug, Clone, Serialize)]
pub struct LogEntry {
    /// 1-based position on the current timeline (`None` for actions that were undone and dropped).
    pub n: Option<usize>,
    pub action: ActionCall,
    pub dice: Vec<DieRecord>,
    pub lines: Vec<String>,
    /// True when this action is not part of the current state (undone, or a dropped redo branch).
    pub undone: bool,
    /// Why the current rules do not play this action (a save recorded under older rules; see
    /// `Session::recovery_note`). Absent for every action that plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_played: Option<String>,
    pub at: u64,
}

/// What an undo did and what the players must put back.
#[derive(Debug, Clone, Serialize)]
pub struct UndoReport {
    pub undone: Vec<ActionCall>,
    pub hints: Vec<String>,
}

/// A private input is sealed by a hash of the entry and a secret (`salt`, Shogun plans, Tenka chips). A
/// secret nobody typed would leave the hash guessable (a bid has only a few values), so the session draws
/// one when the action takes a `salt` and it is missing or blank. It is journaled with the action, so
/// replay and the reveal give the same hash.
fn seal_with_a_secret(game: &dyn Game, action: &mut ActionCall) {
    let takes_salt = game
        .action(&action.name)
        .is_ok_and(|a| a.keys.iter().any(|k| k.name == "salt"));
    let blank = action
        .params
        .get("salt")
        .and_then(Value::as_str)
        .is_none_or(|t| t.trim().is_empty());
    if takes_salt && blank {
        action.params.insert("salt", random_seed().1);
    }
}

/// Turns a game id into a loaded ruleset (embedded tables, or with the players' overrides).
pub type GameLoader<'a> = dyn Fn(&str) -> Result<Arc<dyn Game>, String> + 'a;

/// How many actions between cached states (undo replays at most this many).
const SNAPSHOT_EVERY: usize = 32;

pub struct Session {
    pub path: Option<PathBuf>,
    pub header: Header,
    pub game: Arc<dyn Game>,
    records: Vec<Record>,
    /// Every act ever journaled: (record index, resolution of its last application).
    acts: Vec<usize>,
    /// Act indices on the current line of play; the state is the fold of `timeline[..cursor]`.
    timeline: Vec<usize>,
    cursor: usize,
    snapshots: Vec<AnyState>,
    state: AnyState,
    stream: SeededDice,
    /// Resolution of the most recent action (for the dice tray).
    pub last_resolution: Option<Resolution>,
    /// Set when opening dropped a torn final line.
    pub recovered_tail: Option<String>,
    /// Set when the last record was complete but lacked its line end (it is kept; the line end is added).
    pub kept_unterminated: bool,
    seed_revealed: bool,
    /// Format of the file as read (older files are rewritten in [`FORMAT`] at their first write).
    file_format: u32,
    /// Checksum of the last record (or of the header): the next record chains to it.
    chain: String,
    /// The bytes this session believes are on disk; a write re-reads the file under the lock and, if
    /// another program changed it, continues from what is there.
    disk: Vec<u8>,
    /// Index of the next app die: app dice in the journal are numbered consecutively.
    next_app: u64,
    /// Word position of the seeded stream after the last app die of the current seed (`None` when a
    /// format 1 record did not keep it; then the stream is redrawn up to `next_app`, which the
    /// consecutive numbering bounds by the dice in the file).
    last_word: Option<u64>,
    /// The seeds in use, each with the global index of its first app die (the header's seed first).
    epochs: Vec<(u64, SeedInfo)>,
    /// Issue 11 point 7, for a table that keeps undone dice: the faces of undone app dice waiting to be
    /// used again, `(origin app die, face)` in the order the next app rolls take them. Rebuilt exactly
    /// by replay: an undo puts the dice of the actions it takes back (in the order they were rolled) at
    /// the front, a redo takes the redone actions' dice out, an act uses them from the front.
    kept: VecDeque<(u64, u8)>,
    /// Acts (by index into `acts`) that cannot be played under the current rules: `Some(why)` for an
    /// action the rules refuse now (recorded under older rules), `None` for an action recorded after
    /// one (its state never existed). They stay in the journal; the state stops before them.
    unplayable: BTreeMap<usize, Option<RuleError>>,
    /// Timeline position of the first unplayable act before the cursor, while replay is behind one.
    blocked: Option<usize>,
    /// What opening did about an action the current rules refuse (said once, like a repair).
    refused_note: Option<String>,
    /// The same note in 中文 (the GUI shows the player's language).
    refused_note_zh: Option<String>,
    /// The record line that cuts the timeline before a refused action, made when the file was read
    /// and not yet written to it (written under the lock by `open` or by the next write).
    pending_line: Option<String>,
}

pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// A fresh random seed and salt for a session (OS randomness, at the edge).
pub fn random_seed() -> (u64, String) {
    let mut b = [0u8; 16];
    let _ = getrandom_bytes(&mut b);
    let seed = u64::from_le_bytes(b[..8].try_into().unwrap_or([7; 8]));
    (seed, format::hex(&b[8..]))
}

fn getrandom_bytes(b: &mut [u8]) -> Result<(), ()> {
    use rand::TryRng;
    rand::rngs::SysRng.try_fill_bytes(b).map_err(|_| ())
}

impl Session {
    /// A session with no records yet, at its initial state.
    fn blank(
        header: Header,
        game: Arc<dyn Game>,
        initial: AnyState,
        path: Option<PathBuf>,
    ) -> Self {
        let first_die = header.base.as_ref().map(|b| b.next_die).unwrap_or(0);
        let chain = format::encode_header(&header).1;
        Session {
            path,
            kept_unterminated: false,
            file_format: FORMAT,
            chain,
            disk: Vec::new(),
            next_app: first_die,
            last_word: Some(0),
            stream: SeededDice::epoch(header.seed.seed, first_die, first_die),
            epochs: vec![(first_die, header.seed.clone())],
            kept: VecDeque::new(),
            unplayable: BTreeMap::new(),
            blocked: None,
            refused_note: None,
            refused_note_zh: None,
            pending_line: None,
            header,
            game,
            records: Vec::new(),
            acts: Vec::new(),
            timeline: Vec::new(),
            cursor: 0,
            snapshots: vec![initial.clone()],
            state: initial,
            last_resolution: None,
            recovered_tail: None,
            seed_revealed: false,
        }
    }

    /// Starts a session. `seed = None` draws a random seed; `path = None` keeps it in memory only.
    pub fn create(
        game: Arc<dyn Game>,
        mut setup: Setup,
        seed: Option<u64>,
        path: Option<PathBuf>,
    ) -> Result<Self, SessionError> {
        // Unknown or malformed options are refused here, naming the key, rather than silently ignored.
        setup.options = setup.checked_options(&game.setup_options())?;
        check_players(game.as_ref(), &setup)?;
        let seed_info = match seed {
            Some(s) => SeedInfo::new(s, String::new()),
            None => {
                let (s, salt) = random_seed();
                SeedInfo::new(s, salt)
            }
        };
        let header = Header {
            magic: format::MAGIC.into(),
            format: FORMAT,
            app: env!("CARGO_PKG_VERSION").into(),
            game: game.id().into(),
            setup,
            seed: seed_info,
            created: now(),
            base: None,
            keep_undone_dice: false,
        };
        let initial = game.setup(&header.setup)?;
        let mut s = Session::blank(header, game, initial, path.clone());
        if let Some(p) = &path {
            // The app's own sessions folder may not exist yet on a first run (a mistyped `--out`
            // folder is refused by the front end before this).
            if let Some(dir) = p.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| SessionError::io(p, e))?;
            }
            let _lock = take_lock(p)?;
            if p.exists() {
                return Err(SessionError::Io {
                    path: p.display().to_string(),
                    message: "file already exists; choose another --out".into(),
                });
            }
            let text = format::encode_header(&s.header).0 + "\n";
            store::atomic_write(p, text.as_bytes()).map_err(|e| SessionError::io(p, e))?;
            s.disk = text.into_bytes();
        }
        Ok(s)
    }

    /// Opens a session file; `load_game` turns the header's game id into a loaded ruleset.
    ///
    /// The file is read under its lock (so a write in progress elsewhere is never mistaken for a torn
    /// line); temp files a killed writer left are removed, a torn last line is cut off and a good file is
    /// copied into the backup ring. On a read-only folder the file is only read.
    pub fn open(
        path: &Path,
        load_game: impl Fn(&str) -> Result<Arc<dyn Game>, String>,
    ) -> Result<Self, SessionError> {
        let lock = match store::lock(path, store::lock_wait()) {
            Ok(l) => Some(l),
            Err(store::LockError::Busy) => {
                return Err(SessionError::Busy {
                    path: path.display().to_string(),
                });
            }
            // No lock file can be made (read-only folder): nothing will be written either.
            Err(store::LockError::Io(_)) => None,
        };
        if lock.is_some() {
            store::clean_stray_temps(path);
        }
        let bytes = std::fs::read(path).map_err(|e| SessionError::io(path, e))?;
        let mut s = Self::from_bytes(&bytes, Some(path), &load_game)?;
        if lock.is_some() {
            s.settle()?;
            // A successfully read file is good: keep it in the backup ring.
            let _ = store::rotate_backup(path, &s.disk);
            // The cut before an action the current rules refuse goes into the file now, so the next
            // open finds a consistent timeline and says nothing more; if the write fails the next
            // write tries again.
            let _ = s.flush_pending();
        }
        Ok(s)
    }

    /// Writes the record made at read time that cuts the timeline before a refused action (see
    /// [`Self::cut_before_refused`]). Call only under the file's lock.
    fn flush_pending(&mut self) -> Result<(), SessionError> {
        let (Some(path), Some(line)) = (self.path.clone(), self.pending_line.clone()) else {
            return Ok(());
        };
        if self.file_format < FORMAT {
            // An older format is rewritten whole (chained), the cut included.
            let (bytes, chain) = self.render();
            store::atomic_write(&path, &bytes).map_err(|e| SessionError::io(&path, e))?;
            self.disk = bytes;
            self.chain = chain;
            self.file_format = FORMAT;
        } else {
            store::append_line(&path, &line).map_err(|e| SessionError::io(&path, e))?;
            self.disk.extend_from_slice(line.as_bytes());
            self.disk.push(b'\n');
        }
        self.pending_line = None;
        Ok(())
    }

    /// After a read under the lock: cuts a torn last line off the file, or ends a complete last record
    /// that lacked its line end, so the next append lands on a clean line.
    fn settle(&mut self) -> Result<(), SessionError> {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        if self.recovered_tail.is_some() {
            let good_len = self
                .disk
                .iter()
                .rposition(|b| *b == b'\n')
                .map(|i| i + 1)
                .unwrap_or(0);
            store::truncate(&path, good_len as u64).map_err(|e| SessionError::io(&path, e))?;
            self.disk.truncate(good_len);
        } else if self.kept_unterminated && self.disk.last() != Some(&b'\n') {
            store::append_line(&path, "").map_err(|e| SessionError::io(&path, e))?;
            self.disk.push(b'\n');
        }
        Ok(())
    }

    /// Takes the file's lock for a write and makes sure this session continues from what is on disk:
    /// if another program wrote the file since it was read, it is read again (under the lock). An older
    /// format is rewritten in the current one first. `None` for sessions kept in memory only.
    fn begin_write(&mut self) -> Result<Option<store::FileLock>, SessionError> {
        let Some(path) = self.path.clone() else {
            return Ok(None);
        };
        let lock = take_lock(&path)?;
        store::clean_stray_temps(&path);
        let bytes = std::fs::read(&path).map_err(|e| SessionError::io(&path, e))?;
        if bytes != self.disk {
            let game = self.game.clone();
            *self = Self::from_bytes(&bytes, Some(&path), &|_: &str| Ok(game.clone()))?;
            self.settle()?;
        }
        if self.file_format < FORMAT {
            // The old file is in the backup ring (every open copies it there); rewrite it chained.
            let (bytes, chain) = self.render();
            store::atomic_write(&path, &bytes).map_err(|e| SessionError::io(&path, e))?;
            self.disk = bytes;
            self.chain = chain;
            self.file_format = FORMAT;
            self.pending_line = None;
        }
        self.flush_pending()?;
        Ok(Some(lock))
    }

    /// [`Self::recovery_note`], once: the note is cleared (the GUI shows it when it opens the session).
    pub fn take_recovery_note(&mut self) -> Option<String> {
        self.take_recovery_note_in(Lang::En)
    }

    /// [`Self::take_recovery_note`] in the player's language.
    pub fn take_recovery_note_in(&mut self, lang: Lang) -> Option<String> {
        let n = self.recovery_note_in(lang);
        self.recovered_tail = None;
        self.kept_unterminated = false;
        self.refused_note = None;
        self.refused_note_zh = None;
        n
    }

    /// What opening had to repair (for a front end that words it in the players' language).
    pub fn recovery(&self) -> Option<Recovery> {
        if let Some(t) = &self.recovered_tail {
            return Some(Recovery::DroppedTail { bytes: t.len() });
        }
        self.kept_unterminated.then_some(Recovery::AddedLineEnd)
    }

    /// What opening had to repair, in English (`None` when nothing). The CLI prints it with every
    /// command; the GUI shows it when it opens a session.
    pub fn recovery_note(&self) -> Option<String> {
        self.recovery_note_in(Lang::En)
    }

    /// What opening repaired or left unplayed, in `lang` (the CLI prints the English one).
    pub fn recovery_note_in(&self, lang: Lang) -> Option<String> {
        let zh = lang == Lang::Zh;
        let repair = self.recovery().map(|r| match (r, zh) {
            (Recovery::DroppedTail { bytes }, false) => format!(
                "the last save was cut off ({bytes} bytes of an unfinished write were dropped); the action in progress when Gunbai stopped was not recorded"
            ),
            (Recovery::DroppedTail { bytes }, true) => format!(
                "上次保存被中断（未写完的 {bytes} 字节已丢弃）；程序停止时正在进行的行动没有记录"
            ),
            (Recovery::AddedLineEnd, false) => {
                "the last record was complete but missing its line end; it was kept and the line end added"
                    .into()
            }
            (Recovery::AddedLineEnd, true) => "最后一条记录完整但缺少换行；已保留并补上换行".into(),
        });
        let (refused, sep) = if zh {
            (&self.refused_note_zh, "；")
        } else {
            (&self.refused_note, "; ")
        };
        match (repair, refused) {
            (Some(a), Some(b)) => Some(format!("{a}{sep}{b}")),
            (a, b) => a.or_else(|| b.clone()),
        }
    }

    /// Set when opening found an action the current rules refuse (see [`Self::recovery_note`]).
    pub fn refused_note(&self) -> Option<&str> {
        self.refused_note.as_deref()
    }

    /// Parses a whole journal held in memory (also used by QR import).
    pub fn from_bytes(
        bytes: &[u8],
        path: Option<&Path>,
        load_game: &GameLoader<'_>,
    ) -> Result<Self, SessionError> {
        let shown = path
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "session".into());
        let backups: Vec<PathBuf> = path
            .map(|p| {
                (1..=store::BACKUPS)
                    .map(|n| store::backup_path(p, n))
                    .filter(|b| b.exists())
                    .collect()
            })
            .unwrap_or_default();
        let corrupt = |line: usize, message: String| SessionError::Corrupt {
            path: shown.clone(),
            line,
            message,
            backups: backups.clone(),
        };
        // Every record is written as one buffer ending in a newline, so bytes after the last newline are
        // an append that a crash interrupted: they were never acknowledged and are dropped.
        let clean_len = bytes
            .iter()
            .rposition(|b| *b == b'\n')
            .map(|i| i + 1)
            .unwrap_or(0);
        let (body, tail) = bytes.split_at(clean_len);
        if body.is_empty() {
            return Err(corrupt(
                1,
                "the file is empty or has no complete header (not a Gunbai session)".into(),
            ));
        }
        let text = std::str::from_utf8(body).map_err(|e| {
            let line = body[..e.valid_up_to()]
                .iter()
                .filter(|b| **b == b'\n')
                .count()
                + 1;
            corrupt(
                line,
                "not UTF-8 text (the file is damaged or not a Gunbai session)".into(),
            )
        })?;
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        let head = lines[0].trim_end_matches('\n');
        let hv: Value = serde_json::from_str(head)
            .map_err(|e| corrupt(1, format!("header is not a Gunbai session header ({e})")))?;
        if hv.get("magic").and_then(Value::as_str) != Some(format::MAGIC) {
            return Err(corrupt(1, "not a Gunbai session file".into()));
        }
        let file_format = format::header_format(&hv).map_err(|m| SessionError::Version {
            path: shown.clone(),
            message: format!("line 1: {m}"),
        })?;
        let raw_header = hv.clone();
        let hv = format::migrate_header(hv).map_err(|m| SessionError::Version {
            path: shown.clone(),
            message: format!("line 1: {m}"),
        })?;
        let header: Header = serde_json::from_value(hv)
            .map_err(|e| corrupt(1, format!("unreadable header ({e})")))?;
        if !header.seed.verify() {
            return Err(corrupt(
                1,
                "the seed does not match its commitment (the file was edited)".into(),
            ));
        }
        let chain = if file_format >= 2 {
            Some(format::check_header_sum(&raw_header).map_err(|m| corrupt(1, m))?)
        } else {
            None
        };
        let game = load_game(&header.game)
            .map_err(|e| SessionError::Game(format!("{shown}: line 1: {e}")))?;
        let initial = match &header.base {
            // `state_from_json` checks the state as strictly as a set-up (`Game::check_state`).
            Some(b) => game
                .state_from_json(&b.state)
                .map_err(|e| corrupt(1, format!("snapshot state: {e}")))?,
            // A rule refusal is not damage: the save is older than a corrected rule.
            None => game.setup(&header.setup).map_err(|e| match e {
                // A rule's refusal; an input the spec never allowed (3 players of a 2-player game)
                // is an edited header and stays a damage error.
                RuleError::Forbidden { .. } => SessionError::SetupRefused {
                    path: shown.clone(),
                    game: header.game.clone(),
                    reason: e,
                },
                e => corrupt(1, format!("setup: {e}")),
            })?,
        };
        let mut s = Session::blank(header, game, initial, path.map(Path::to_path_buf));
        s.file_format = file_format;
        if let Some(c) = chain {
            s.chain = c;
        }
        if path.is_some() {
            s.disk = bytes.to_vec();
        }
        for (i, raw) in lines.iter().enumerate().skip(1) {
            let line_no = i + 1;
            let body = raw.trim_end_matches('\n');
            if body.trim().is_empty() {
                continue;
            }
            let (rec, sum) = format::decode_line(body, file_format, &s.chain)
                .map_err(|m| corrupt(line_no, m))?;
            s.apply_record(rec)
                .map_err(|e| corrupt(line_no, e.to_string()))?;
            s.chain = sum;
        }
        // Bytes after the last line end: a complete, valid record that only lacks its line end is kept;
        // anything else is an append a crash interrupted (never acknowledged) and is dropped.
        if !tail.is_empty() {
            let kept = std::str::from_utf8(tail)
                .ok()
                .filter(|t| !t.trim().is_empty())
                .and_then(|t| format::decode_line(t.trim_end(), file_format, &s.chain).ok())
                .and_then(|(rec, sum)| s.apply_record(rec).ok().map(|()| sum));
            match kept {
                Some(sum) => {
                    s.chain = sum;
                    s.kept_unterminated = true;
                }
                None => s.recovered_tail = Some(String::from_utf8_lossy(tail).into_owned()),
            }
        }
        if let Some(p) = s.blocked {
            s.cut_before_refused(p)?;
        }
        s.position_stream();
        Ok(s)
    }

    /// Issue 10 left saves recorded under the old rules whose actions the corrected rules refuse.
    /// Replay stops at the first refused action on the line of play (a refusal of the rules only: a
    /// damaged or edited record, a broken chain or checksum, dice out of sequence stay hard errors), the
    /// later records are read and checked (dice numbering, seeds) but not played.
    ///
    /// Decision: the session then continues just before the refused action, by an ordinary Undo record
    /// to its position appended to the journal (made here, written by `open` under the lock or by the
    /// next write). The refused action and the actions after it become an undone branch: they stay in
    /// the file and in the log, redo refuses them, replay is exact, and the next open finds the cut and
    /// opens quietly at the same state. App dice of the cut actions keep their numbers: new app dice
    /// continue after the last one in the file (a die the table saw is never drawn again); with kept
    /// dice the cut puts their faces back on the queue like any undo.
    fn cut_before_refused(&mut self, p: usize) -> Result<(), SessionError> {
        let act = self.timeline[p];
        let name = match &self.records[self.acts[act]] {
            Record::Act { action, .. } => self.game.action_label(&action.name).en,
            _ => String::new(),
        };
        let why = self
            .unplayable
            .get(&act)
            .map(refusal_text)
            .unwrap_or_default();
        let after = self.cursor - p - 1;
        let zh_name = match &self.records[self.acts[act]] {
            Record::Act { action, .. } => self.game.action_label(&action.name).zh,
            _ => String::new(),
        };
        let zh_why = match self.unplayable.get(&act) {
            Some(Some(RuleError::Forbidden { rule, reason })) => {
                format!("规则 {rule}：{}", self.game.words(reason, Lang::Zh))
            }
            Some(Some(e)) => self.game.words(&e.to_string(), Lang::Zh),
            _ => "它记录在一个被现行规则拒绝的行动之后".into(),
        };
        self.refused_note_zh = Some(format!(
            "第 {} 个行动（{zh_name}）被现行规则拒绝（{zh_why}）；对局在它之前打开；它与之后的 {after} 个行动仍保存在文件中，但不再执行",
            p + 1
        ));
        self.refused_note = Some(format!(
            "action {} ({name}) is refused by the current rules ({why}); the session opened just before it; it and the {after} action{} after it are kept in the file but not played",
            p + 1,
            if after == 1 { "" } else { "s" }
        ));
        let rec = Record::Undo {
            to: p,
            // Nobody confirmed anything: the cut actions were never played under the current rules.
            confirmed_hidden: false,
            at: now(),
        };
        let (line, sum) = format::encode_chained(&rec, &self.chain);
        self.apply_record(rec)?;
        self.chain = sum;
        if self.path.is_some() {
            self.pending_line = Some(line);
        }
        Ok(())
    }

    /// The kept faces of undone app dice waiting for the next app rolls, `(origin app die, face)` in
    /// the order they will be used (empty unless the table keeps undone dice).
    pub fn kept_dice(&self) -> Vec<(u64, u8)> {
        self.kept.iter().copied().collect()
    }

    /// Moves kept dice for a cursor move from `from` to `to` (issue 11 point 7; only when the table
    /// keeps undone dice): undone actions' dice go to the front in the order they were rolled, redone
    /// actions' dice leave the queue.
    fn move_kept(&mut self, from: usize, to: usize) {
        if !self.header.keep_undone_dice {
            return;
        }
        let origins = |s: &Self, range: std::ops::Range<usize>| -> Vec<(u64, u8)> {
            s.timeline[range]
                .iter()
                .flat_map(|&a| match &s.records[s.acts[a]] {
                    Record::Act { dice, .. } => dice
                        .iter()
                        .filter_map(|d| d.origin().map(|o| (o, d.face)))
                        .collect(),
                    _ => vec![],
                })
                .collect()
        };
        if to < from {
            for x in origins(self, to..from).into_iter().rev() {
                self.kept.push_front(x);
            }
        } else if to > from {
            let redone = origins(self, from..to);
            self.kept
                .retain(|(o, _)| !redone.iter().any(|(r, _)| r == o));
        }
    }

    /// Puts the seeded stream at the next app die: a jump to the journaled word position, or (for
    /// format 1 records without one) a redraw from the current seed's first die, which the consecutive
    /// numbering bounds by the number of dice in the file.
    fn position_stream(&mut self) {
        let (from, seed) = self.epochs.last().cloned().expect("the header's seed");
        self.stream = match self.last_word {
            Some(w) => SeededDice::resume(seed.seed, self.next_app, w),
            None => SeededDice::epoch(seed.seed, from, self.next_app),
        };
    }

    /// Applies a record read from the journal (or just appended) to the in-memory session.
    fn apply_record(&mut self, rec: Record) -> Result<(), SessionError> {
        match &rec {
            Record::Act {
                action, dice, word, ..
            } => {
                // Faces must be real die faces, and app dice must continue the numbering exactly: a gap,
                // repeat or huge index is an edited file (and would make the stream spin to reach it).
                //
                // Kept dice (issue 11 point 7) are used from the front of the queue, in order, with the
                // faces their origin showed, before any fresh app die: a kept face dropped, reordered,
                // changed or skipped for a fresh die is an edited file.
                let mut next_app = self.next_app;
                let mut kept_used = 0usize;
                let mut drop_waiting = false;
                let mut drew_app = false;
                for d in dice {
                    crate::core::check_face(d.face)?;
                    match (d.app, d.kept) {
                        (Some(_), Some(_)) => {
                            return Err(SessionError::Nothing(
                                "a die is recorded both as an app die and as a kept die (the file was edited)".into(),
                            ));
                        }
                        (Some(ix), None) => {
                            if ix != next_app {
                                return Err(SessionError::Nothing(format!(
                                    "app die #{ix} is out of sequence: the next app die is #{next_app} (the file was edited)"
                                )));
                            }
                            // A fresh die while kept ones wait: the session never writes this, but a
                            // file from before the session kept dice does (that version reused undone
                            // faces as typed dice, for the next roll only, then rolled fresh). Older
                            // saves keep loading: the waiting dice are dropped there, as that version
                            // did. App dice are still checked against the seed, so no face is forged.
                            if self.kept.len() > kept_used {
                                drop_waiting = true;
                            }
                            next_app = next_app.checked_add(1).ok_or_else(|| {
                                SessionError::Nothing("app die numbers run out".into())
                            })?;
                            drew_app = true;
                        }
                        (None, Some(o)) => {
                            if drew_app {
                                return Err(SessionError::Nothing(format!(
                                    "the kept die of app die #{o} comes after a fresh app die, but kept dice are used first (the file was edited)"
                                )));
                            }
                            match self.kept.get(kept_used) {
                                Some(&(qo, qf)) if qo == o && qf == d.face => kept_used += 1,
                                Some(&(qo, qf)) => {
                                    return Err(SessionError::Nothing(format!(
                                        "a kept die is recorded as the {} of app die #{o}, but the next kept die is the {qf} of app die #{qo} (the file was edited)",
                                        d.face
                                    )));
                                }
                                None => {
                                    return Err(SessionError::Nothing(format!(
                                        "a kept die (the {} of app die #{o}) is recorded, but no undone die is kept at this point (the file was edited)",
                                        d.face
                                    )));
                                }
                            }
                        }
                        (None, None) => {}
                    }
                }
                let drawn = next_app - self.next_app;
                let last_word = match (drawn, word) {
                    (0, None) => self.last_word,
                    (0, Some(_)) => {
                        return Err(SessionError::Nothing(
                            "a dice stream position is recorded for an action without app dice"
                                .into(),
                        ));
                    }
                    (_, None) => None,
                    (n, Some(w)) => {
                        // Each die uses at least one word of the stream.
                        if let Some(before) = self.last_word
                            && *w < before.saturating_add(n)
                        {
                            return Err(SessionError::Nothing(format!(
                                "the dice stream position {w} goes backwards (the file was edited)"
                            )));
                        }
                        Some(*w)
                    }
                };
                // Behind an unplayable action nothing is played; otherwise a refusal of the current
                // rules (the action, or the number of dice it now uses) makes this action unplayable
                // (see `cut_before_refused`).
                let outcome = match self.blocked {
                    Some(_) => None,
                    None => {
                        let mut replay = ReplayDice::new(dice);
                        Some(
                            self.game
                                .apply(&self.state, action, &mut replay)
                                .and_then(|a| {
                                    if replay.exhausted() {
                                        Ok(a)
                                    } else {
                                        Err(RuleError::Dice(
                                            "the journal recorded more dice than the action uses"
                                                .into(),
                                        ))
                                    }
                                }),
                        )
                    }
                };
                self.next_app = next_app;
                self.last_word = last_word;
                self.kept.drain(..kept_used);
                if drop_waiting {
                    self.kept.clear();
                }
                self.records.push(rec);
                self.acts.push(self.records.len() - 1);
                let act = self.acts.len() - 1;
                self.timeline.truncate(self.cursor);
                self.timeline.push(act);
                self.cursor += 1;
                if self.cursor.is_multiple_of(SNAPSHOT_EVERY) {
                    // A snapshot of an older branch at this position is stale either way.
                    self.snapshots.truncate(self.cursor / SNAPSHOT_EVERY);
                }
                match outcome {
                    Some(Ok(applied)) => {
                        self.state = applied.state;
                        self.last_resolution = applied.resolution;
                        if self.cursor.is_multiple_of(SNAPSHOT_EVERY)
                            && self.snapshots.len() == self.cursor / SNAPSHOT_EVERY
                        {
                            self.snapshots.push(self.state.clone());
                        }
                    }
                    Some(Err(e)) => {
                        self.unplayable.insert(act, Some(e));
                        self.blocked = Some(self.cursor - 1);
                    }
                    None => {
                        self.unplayable.insert(act, None);
                    }
                }
            }
            Record::Undo { to, .. } | Record::Redo { to, .. } => {
                if *to > self.timeline.len() {
                    return Err(SessionError::Nothing(format!("cannot move to action {to}")));
                }
                self.move_kept(self.cursor, *to);
                self.seek(*to)?;
                self.records.push(rec);
            }
            Record::RevealSeed { .. } => {
                self.seed_revealed = true;
                self.records.push(rec);
            }
            Record::Reseed { seed, from, .. } => {
                if !seed.verify() {
                    return Err(SessionError::Nothing(
                        "a new seed does not match its commitment".into(),
                    ));
                }
                if *from != self.next_app {
                    return Err(SessionError::Nothing(format!(
                        "a new seed must start at the next app die #{}, not #{from} (the file was edited)",
                        self.next_app
                    )));
                }
                self.epochs.push((*from, seed.clone()));
                self.stream = SeededDice::epoch(seed.seed, *from, *from);
                self.last_word = Some(0);
                self.seed_revealed = false;
                self.records.push(rec);
            }
        }
        Ok(())
    }

    /// Recomputes the state at cursor `to` from the nearest snapshot (the state stops before the first
    /// unplayable action, if the line of play up to `to` holds one).
    fn seek(&mut self, to: usize) -> Result<(), SessionError> {
        let stop = if self.unplayable.is_empty() {
            to
        } else {
            self.timeline[..to]
                .iter()
                .position(|a| self.unplayable.contains_key(a))
                .unwrap_or(to)
        };
        let snap_ix = (stop / SNAPSHOT_EVERY).min(self.snapshots.len() - 1);
        let mut state = self.snapshots[snap_ix].clone();
        let mut last = None;
        for &act in &self.timeline[snap_ix * SNAPSHOT_EVERY..stop] {
            let Record::Act { action, dice, .. } = &self.records[self.acts[act]] else {
                unreachable!()
            };
            let applied = self
                .game
                .apply(&state, action, &mut ReplayDice::new(dice))?;
            state = applied.state;
            last = applied.resolution;
        }
        self.state = state;
        self.cursor = to;
        self.last_resolution = last;
        self.blocked = (stop < to).then_some(stop);
        Ok(())
    }

    /// Appends one record, chained to the one before it. Call only inside [`Self::begin_write`]'s lock.
    fn append(&mut self, rec: Record) -> Result<(), SessionError> {
        let (line, sum) = format::encode_chained(&rec, &self.chain);
        if let Some(p) = &self.path {
            store::append_line(p, &line).map_err(|e| SessionError::io(p, e))?;
            self.disk.extend_from_slice(line.as_bytes());
            self.disk.push(b'\n');
        }
        self.chain = sum;
        Ok(())
    }

    /// Submits an action. `manual` are faces the players rolled; further dice come from the seeded
    /// stream when `app_dice` is true. The action is journaled (and fsynced) before this returns.
    pub fn act(
        &mut self,
        mut action: ActionCall,
        manual: &[u8],
        app_dice: bool,
    ) -> Result<Option<Resolution>, SessionError> {
        seal_with_a_secret(self.game.as_ref(), &mut action);
        let _lock = self.begin_write()?;
        if let Some(w) = self.game.status(&self.state).winner {
            return Err(RuleError::GameOver(w).into());
        }
        let mut stream = self.stream.clone();
        // A table that keeps undone dice: the app's dice are the kept faces first (issue 11 point 7).
        let mut dice = TableDice::with_kept(
            manual,
            self.kept.iter().copied(),
            if app_dice { Some(&mut stream) } else { None },
        )?;
        let applied = self.game.apply(&self.state, &action, &mut dice)?;
        // The kept dice used leave the queue when the record is applied below.
        let (records, _kept_used) = dice.finish_counted()?;
        let spec = self.game.action(&action.name)?;
        let params = action.params.checked(&spec.keys)?;
        let drew = records.iter().any(|d| d.app.is_some());
        let rec = Record::Act {
            action: ActionCall {
                name: action.name.clone(),
                params,
            },
            dice: records,
            log: applied.log.clone(),
            at: now(),
            reveals_hidden: applied.reveals_hidden,
            word: drew.then(|| stream.word_pos()),
        };
        self.append(rec.clone())?;
        self.stream = stream;
        // Re-applying through the record path keeps one code path for live play and replay.
        self.apply_record(rec)?;
        Ok(self.last_resolution.clone())
    }

    /// Starts a session from a snapshot's state (pack-up QR without room for the journal). The header keeps
    /// the original game, setup and seed; the stream continues at `base.next_die`.
    pub fn create_from_state(
        game: Arc<dyn Game>,
        mut header: Header,
        base: BaseState,
        path: Option<PathBuf>,
    ) -> Result<Self, SessionError> {
        header.format = FORMAT;
        header.base = Some(base);
        let bytes = format::encode_header(&header).0 + "\n";
        // Parsing the header we just built checks the seed and the state the same way an open does.
        let s = Self::from_bytes(bytes.as_bytes(), path.as_deref(), &|_: &str| {
            Ok(game.clone())
        })?;
        if let Some(p) = &path {
            // The app's own sessions folder may not exist yet on a first run (a mistyped `--out`
            // folder is refused by the front end before this).
            if let Some(dir) = p.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| SessionError::io(p, e))?;
            }
            let _lock = take_lock(p)?;
            if p.exists() {
                return Err(SessionError::Io {
                    path: p.display().to_string(),
                    message: "file already exists; choose another --out".into(),
                });
            }
            store::atomic_write(p, &bytes.into_bytes()).map_err(|e| SessionError::io(p, e))?;
        }
        Ok(s)
    }

    /// Records the table's set-up choice to keep undone dice: after an undo, the app's next rolls use the
    /// undone app faces again, in the order they were rolled, before any fresh die (kept dice are
    /// journaled as such). Only before the first action: the header is rewritten in place.
    pub fn set_keep_undone_dice(&mut self, keep: bool) -> Result<(), SessionError> {
        let _lock = self.begin_write()?;
        if !self.records.is_empty() {
            return Err(SessionError::Nothing(
                "the dice policy is chosen at set-up, before the first action".into(),
            ));
        }
        self.header.keep_undone_dice = keep;
        let (bytes, chain) = self.render();
        if let Some(p) = &self.path {
            store::atomic_write(p, &bytes).map_err(|e| SessionError::io(p, e))?;
        }
        self.disk = bytes;
        self.chain = chain;
        Ok(())
    }

    /// Index of the next app die in the seeded stream.
    pub fn next_app_die(&self) -> u64 {
        self.stream.next_index()
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    /// True when there is an action to redo that the current rules can play.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.timeline.len()
            && !self.unplayable.contains_key(&self.timeline[self.cursor])
    }
    /// Number of actions on the current timeline up to the cursor.
    pub fn position(&self) -> usize {
        self.cursor
    }

    /// Undoes back to `to` actions (default: one back). Undoing an action that revealed hidden
    /// information needs `confirm_hidden`.
    pub fn undo(
        &mut self,
        to: Option<usize>,
        confirm_hidden: bool,
    ) -> Result<UndoReport, SessionError> {
        let _lock = self.begin_write()?;
        if self.cursor == 0 {
            return Err(SessionError::Nothing("nothing to undo".into()));
        }
        let to = to.unwrap_or(self.cursor - 1);
        if to >= self.cursor {
            return Err(SessionError::Nothing(format!(
                "cannot undo to action {to}: the session is at action {}",
                self.cursor
            )));
        }
        let undone_recs: Vec<&Record> = self.timeline[to..self.cursor]
            .iter()
            .map(|&a| &self.records[self.acts[a]])
            .collect();
        let hidden = undone_recs.iter().any(|r| {
            matches!(
                r,
                Record::Act {
                    reveals_hidden: true,
                    ..
                }
            )
        });
        if hidden && !confirm_hidden {
            return Err(SessionError::NeedsConfirmation(
                "this undo takes back revealed hidden information (a drawn card); confirm to undo anyway".into(),
            ));
        }
        let undone: Vec<ActionCall> = undone_recs
            .iter()
            .filter_map(|r| match r {
                Record::Act { action, .. } => Some(action.clone()),
                _ => None,
            })
            .collect();
        let before = self.state.clone();
        let rec = Record::Undo {
            to,
            confirmed_hidden: hidden,
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)?;
        let hints = self.game.undo_hints(&self.state, &before);
        Ok(UndoReport { undone, hints })
    }

    pub fn redo(&mut self) -> Result<Vec<String>, SessionError> {
        let _lock = self.begin_write()?;
        if !self.can_redo() {
            if self.cursor < self.timeline.len() {
                return Err(SessionError::Nothing(format!(
                    "action {} cannot be redone: it was recorded under older rules that the current rules correct, and is kept in the file but not played",
                    self.cursor + 1
                )));
            }
            return Err(SessionError::Nothing("nothing to redo".into()));
        }
        let rec = Record::Redo {
            to: self.cursor + 1,
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)?;
        let act = self.timeline[self.cursor - 1];
        match &self.records[self.acts[act]] {
            Record::Act { log, .. } => Ok(log.clone()),
            _ => Ok(vec![]),
        }
    }

    pub fn state(&self) -> &AnyState {
        &self.state
    }

    /// The log: every action ever journaled, in journal order, with its place on the timeline.
    pub fn log(&self) -> Vec<LogEntry> {
        let mut out = Vec::new();
        // Timeline position of each act, computed once (the log is drawn every frame in the GUI).
        let mut pos_of: Vec<Option<usize>> = vec![None; self.acts.len()];
        for (p, &a) in self.timeline.iter().enumerate() {
            pos_of[a] = Some(p);
        }
        for (ai, &ri) in self.acts.iter().enumerate() {
            let Record::Act {
                action,
                dice,
                log,
                at,
                ..
            } = &self.records[ri]
            else {
                continue;
            };
            let pos = pos_of[ai];
            let live = pos.map(|p| p < self.cursor).unwrap_or(false);
            out.push(LogEntry {
                n: pos.map(|p| p + 1),
                action: action.clone(),
                dice: dice.clone(),
                lines: log.clone(),
                undone: !live,
                not_played: self.unplayable.get(&ai).map(refusal_text),
                at: *at,
            });
        }
        out
    }

    pub fn seed_revealed(&self) -> bool {
        self.seed_revealed
    }

    /// Reveals the seed (journaled), so the players can re-derive every app die.
    pub fn reveal_seed(&mut self) -> Result<u64, SessionError> {
        let _lock = self.begin_write()?;
        if !self.seed_revealed {
            let rec = Record::RevealSeed { at: now() };
            self.append(rec.clone())?;
            self.apply_record(rec)?;
        }
        Ok(self.header.seed.seed)
    }

    /// Checks every app die in the journal against the seed(s): the dice are numbered 0..n (or from the
    /// snapshot's first die) without gaps, each face is the one the seed gives, and each journaled stream
    /// position is where the stream really is. One pass over the stream. Returns the number of dice checked.
    pub fn verify_dice(&self) -> Result<usize, String> {
        let mut n = 0;
        let (first, seed) = self.epochs[0].clone();
        let mut stream = SeededDice::epoch(seed.seed, first, first);
        for r in &self.records {
            match r {
                Record::Reseed { seed, from, .. } => {
                    if *from != stream.next_index() {
                        return Err(format!(
                            "a new seed starts at app die #{from}, but the next die is #{}",
                            stream.next_index()
                        ));
                    }
                    stream = SeededDice::epoch(seed.seed, *from, *from);
                }
                Record::Act { dice, word, .. } => {
                    for d in dice {
                        // Kept dice are not drawn from the stream: replay checked each against the
                        // app die it came from.
                        let Some(ix) = d.app else { continue };
                        if ix != stream.next_index() {
                            return Err(format!(
                                "app die #{ix} is out of sequence: expected #{} (dice are numbered without gaps)",
                                stream.next_index()
                            ));
                        }
                        let f = stream.draw().face;
                        if f != d.face {
                            return Err(format!(
                                "app die #{ix} is {} in the journal but the seed gives {f}",
                                d.face
                            ));
                        }
                        n += 1;
                    }
                    if let Some(w) = word
                        && *w != stream.word_pos()
                    {
                        return Err(format!(
                            "the dice stream position {w} recorded after app die #{} is not the seed's ({})",
                            stream.next_index().saturating_sub(1),
                            stream.word_pos()
                        ));
                    }
                }
                _ => {}
            }
        }
        Ok(n)
    }

    /// The seeds of this session with the first die each one rolled (the header's seed first).
    pub fn seeds(&self) -> &[(u64, SeedInfo)] {
        &self.epochs
    }

    /// The commitment of the seed rolling now (shown to the players).
    pub fn commitment(&self) -> &str {
        self.epochs
            .last()
            .map(|(_, s)| s.commitment.as_str())
            .unwrap_or(&self.header.seed.commitment)
    }

    /// Switches to a fresh random seed for every app die from now on (journaled). Used when a pack-up
    /// sheet has printed the journal, seed included: the printed seed is never rolled again.
    pub fn reseed(&mut self) -> Result<(), SessionError> {
        let _lock = self.begin_write()?;
        let (seed, salt) = random_seed();
        let rec = Record::Reseed {
            seed: SeedInfo::new(seed, salt),
            from: self.stream.next_index(),
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)
    }

    /// The whole journal as bytes in the current format (what a write puts on disk), e.g. for the
    /// pack-up QR.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.render().0
    }

    /// The journal in the current format and the checksum its chain ends with.
    fn render(&self) -> (Vec<u8>, String) {
        let bytes = format::encode_journal(&self.header, &self.records);
        (bytes, self.chain_of_records())
    }

    fn chain_of_records(&self) -> String {
        let mut chain = format::encode_header(&self.header).1;
        for r in &self.records {
            chain = format::encode_chained(r, &chain).1;
        }
        chain
    }

    /// Every journal record, in file order.
    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// Last activity time (for the Resume list).
    pub fn last_played(&self) -> u64 {
        self.records
            .iter()
            .rev()
            .map(|r| match r {
                Record::Act { at, .. }
                | Record::Undo { at, .. }
                | Record::Redo { at, .. }
                | Record::RevealSeed { at }
                | Record::Reseed { at, .. } => *at,
            })
            .next()
            .unwrap_or(self.header.created)
    }

    pub fn state_json(&self) -> Value {
        self.game.state_json(&self.state)
    }
    /// The state without the private inputs not yet revealed (what the table may see).
    pub fn public_state_json(&self) -> Value {
        self.game.public_state_json(&self.state)
    }
}

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
