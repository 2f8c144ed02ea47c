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
pub mod store;

// The rules crate's modules under their old paths, so `crate::core::...` reads the same in every crate.
pub use gunbai_rules::{core, games, tables};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;
use thiserror::Error;

use crate::core::ruleset::AnyState;
use crate::core::{
    ActionCall, DieRecord, Game, ReplayDice, Resolution, RuleError, SeededDice, Setup, TableDice,
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
    pub at: u64,
}

/// What an undo did and what the players must put back.
#[derive(Debug, Clone, Serialize)]
pub struct UndoReport {
    pub undone: Vec<ActionCall>,
    pub hints: Vec<String>,
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
    seed_revealed: bool,
    /// The seeds in use, each with the global index of its first app die (the header's seed first).
    epochs: Vec<(u64, SeedInfo)>,
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
        Session {
            path,
            stream: SeededDice::epoch(header.seed.seed, first_die, first_die),
            epochs: vec![(first_die, header.seed.clone())],
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
        let s = Session::blank(header, game, initial, path.clone());
        if let Some(p) = &path {
            if p.exists() {
                return Err(SessionError::Io {
                    path: p.display().to_string(),
                    message: "file already exists; choose another --out".into(),
                });
            }
            let text = serde_json::to_string(&s.header).expect("header serialises") + "\n";
            store::atomic_write(p, text.as_bytes()).map_err(|e| SessionError::io(p, e))?;
        }
        Ok(s)
    }

    /// Opens a session file; `load_game` turns the header's game id into a loaded ruleset.
    pub fn open(
        path: &Path,
        load_game: impl Fn(&str) -> Result<Arc<dyn Game>, String>,
    ) -> Result<Self, SessionError> {
        let bytes = std::fs::read(path).map_err(|e| SessionError::io(path, e))?;
        let s = Self::from_bytes(&bytes, Some(path), &load_game)?;
        // A successfully read file is good: keep it in the backup ring.
        let good_len = bytes
            .iter()
            .rposition(|b| *b == b'\n')
            .map(|i| i + 1)
            .unwrap_or(0);
        if s.recovered_tail.is_some() {
            store::truncate(path, good_len as u64).map_err(|e| SessionError::io(path, e))?;
        }
        let _ = store::rotate_backup(path, &bytes[..good_len]);
        Ok(s)
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
            corrupt(line, "not UTF-8 text".into())
        })?;
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        let head = lines[0].trim_end_matches('\n');
        let hv: Value = serde_json::from_str(head)
            .map_err(|e| corrupt(1, format!("header is not a Gunbai session header ({e})")))?;
        if hv.get("magic").and_then(Value::as_str) != Some(format::MAGIC) {
            return Err(corrupt(1, "not a Gunbai session file".into()));
        }
        let hv = format::migrate_header(hv).map_err(|m| SessionError::Version {
            path: shown.clone(),
            message: m,
        })?;
        let header: Header = serde_json::from_value(hv)
            .map_err(|e| corrupt(1, format!("unreadable header ({e})")))?;
        if !header.seed.verify() {
            return Err(corrupt(
                1,
                "the seed does not match its commitment (the file was edited)".into(),
            ));
        }
        let game = load_game(&header.game).map_err(SessionError::Game)?;
        let initial = match &header.base {
            Some(b) => game
                .state_from_json(&b.state)
                .map_err(|e| corrupt(1, format!("snapshot state: {e}")))?,
            None => game.setup(&header.setup)?,
        };
        let mut s = Session::blank(header, game, initial, path.map(Path::to_path_buf));
        if !tail.is_empty() {
            s.recovered_tail = Some(String::from_utf8_lossy(tail).into_owned());
        }
        let mut next_app: u64 = s.header.base.as_ref().map(|b| b.next_die).unwrap_or(0);
        for (i, raw) in lines.iter().enumerate().skip(1) {
            let line_no = i + 1;
            let body = raw.trim_end_matches('\n');
            if body.trim().is_empty() {
                continue;
            }
            let rec = format::decode_record(body).map_err(|m| corrupt(line_no, m))?;
            if let Record::Act { dice, .. } = &rec {
                for d in dice {
                    if let Some(ix) = d.app {
                        if ix < next_app {
                            return Err(corrupt(
                                line_no,
                                "app dice out of order (the file was edited)".into(),
                            ));
                        }
                        next_app = ix + 1;
                    }
                }
            }
            s.apply_record(rec)
                .map_err(|e| corrupt(line_no, e.to_string()))?;
        }
        let (from, seed) = s.epochs.last().cloned().expect("the header's seed");
        s.stream = SeededDice::epoch(seed.seed, from, next_app.max(from));
        Ok(s)
    }

    /// Applies a record read from the journal (or just appended) to the in-memory session.
    fn apply_record(&mut self, rec: Record) -> Result<(), SessionError> {
        match &rec {
            Record::Act { action, dice, .. } => {
                let mut replay = ReplayDice::new(dice);
                let applied = self.game.apply(&self.state, action, &mut replay)?;
                if !replay.exhausted() {
                    return Err(RuleError::Dice(
                        "the journal recorded more dice than the action uses".into(),
                    )
                    .into());
                }
                self.records.push(rec);
                self.acts.push(self.records.len() - 1);
                self.timeline.truncate(self.cursor);
                self.timeline.push(self.acts.len() - 1);
                self.cursor += 1;
                self.state = applied.state;
                self.last_resolution = applied.resolution;
                if self.cursor.is_multiple_of(SNAPSHOT_EVERY) {
                    self.snapshots.truncate(self.cursor / SNAPSHOT_EVERY);
                    self.snapshots.push(self.state.clone());
                }
            }
            Record::Undo { to, .. } | Record::Redo { to, .. } => {
                if *to > self.timeline.len() {
                    return Err(SessionError::Nothing(format!("cannot move to action {to}")));
                }
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
                if *from < self.stream.next_index() {
                    return Err(SessionError::Nothing(
                        "a new seed would reuse dice already drawn".into(),
                    ));
                }
                self.epochs.push((*from, seed.clone()));
                self.stream = SeededDice::epoch(seed.seed, *from, *from);
                self.seed_revealed = false;
                self.records.push(rec);
            }
        }
        Ok(())
    }

    /// Recomputes the state at cursor `to` from the nearest snapshot.
    fn seek(&mut self, to: usize) -> Result<(), SessionError> {
        let snap_ix = (to / SNAPSHOT_EVERY).min(self.snapshots.len() - 1);
        let mut state = self.snapshots[snap_ix].clone();
        let mut last = None;
        for &act in &self.timeline[snap_ix * SNAPSHOT_EVERY..to] {
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
        Ok(())
    }

    fn append(&mut self, rec: Record) -> Result<(), SessionError> {
        if let Some(p) = &self.path {
            store::append_line(p, &format::encode_record(&rec))
                .map_err(|e| SessionError::io(p, e))?;
        }
        Ok(())
    }

    /// Submits an action. `manual` are faces the players rolled; further dice come from the seeded
    /// stream when `app_dice` is true. The action is journaled (and fsynced) before this returns.
    pub fn act(
        &mut self,
        action: ActionCall,
        manual: &[u8],
        app_dice: bool,
    ) -> Result<Option<Resolution>, SessionError> {
        if let Some(w) = self.game.status(&self.state).winner {
            return Err(RuleError::GameOver(w).into());
        }
        let mut stream = self.stream.clone();
        let mut dice = TableDice::new(manual, if app_dice { Some(&mut stream) } else { None })?;
        let applied = self.game.apply(&self.state, &action, &mut dice)?;
        if dice.unused() > 0 {
            return Err(RuleError::input(
                "roll",
                format!(
                    "{} die face(s) given but this action used {}",
                    manual.len(),
                    manual.len() - dice.unused()
                ),
            )
            .into());
        }
        let spec = self.game.action(&action.name)?;
        let params = action.params.checked(&spec.keys)?;
        let rec = Record::Act {
            action: ActionCall {
                name: action.name.clone(),
                params,
            },
            dice: dice.records.clone(),
            log: applied.log.clone(),
            at: now(),
            reveals_hidden: applied.reveals_hidden,
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
        let bytes = serde_json::to_string(&header).expect("header serialises") + "\n";
        // Parsing the header we just built checks the seed and the state the same way an open does.
        let s = Self::from_bytes(bytes.as_bytes(), path.as_deref(), &|_: &str| {
            Ok(game.clone())
        })?;
        if let Some(p) = &path {
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

    /// Records the table's set-up choice to keep undone dice (front ends then reuse the undone app faces
    /// on the next roll). Only before the first action: the header is rewritten in place.
    pub fn set_keep_undone_dice(&mut self, keep: bool) -> Result<(), SessionError> {
        if !self.records.is_empty() {
            return Err(SessionError::Nothing(
                "the dice policy is chosen at set-up, before the first action".into(),
            ));
        }
        self.header.keep_undone_dice = keep;
        if let Some(p) = &self.path {
            let text = serde_json::to_string(&self.header).expect("header serialises") + "\n";
            store::atomic_write(p, text.as_bytes()).map_err(|e| SessionError::io(p, e))?;
        }
        Ok(())
    }

    /// Index of the next app die in the seeded stream.
    pub fn next_app_die(&self) -> u64 {
        self.stream.next_index()
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    pub fn can_redo(&self) -> bool {
        self.cursor < self.timeline.len()
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
        if !self.can_redo() {
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
        if !self.seed_revealed {
            let rec = Record::RevealSeed { at: now() };
            self.append(rec.clone())?;
            self.apply_record(rec)?;
        }
        Ok(self.header.seed.seed)
    }

    /// Checks every app die in the journal against the seed(s). Returns the number of dice checked.
    pub fn verify_dice(&self) -> Result<usize, String> {
        let mut n = 0;
        for &ri in &self.acts {
            if let Record::Act { dice, .. } = &self.records[ri] {
                for d in dice.iter().filter(|d| d.app.is_some()) {
                    let ix = d.app.unwrap_or_default();
                    let (from, seed) = self
                        .epochs
                        .iter()
                        .rev()
                        .find(|(from, _)| *from <= ix)
                        .ok_or_else(|| format!("app die #{ix} comes before the first seed"))?;
                    let f = SeededDice::face_in_epoch(seed.seed, *from, ix);
                    if f != d.face {
                        return Err(format!(
                            "app die #{ix} is {} in the journal but the seed gives {f}",
                            d.face
                        ));
                    }
                    n += 1;
                }
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
        let (seed, salt) = random_seed();
        let rec = Record::Reseed {
            seed: SeedInfo::new(seed, salt),
            from: self.stream.next_index(),
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)
    }

    /// The whole journal as bytes (what is on disk), e.g. for the pack-up QR.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut s = serde_json::to_string(&self.header).expect("header serialises");
        s.push('\n');
        for r in &self.records {
            s.push_str(&format::encode_record(r));
            s.push('\n');
        }
        s.into_bytes()
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
}
