//! Sessions: a game id, a setup, a seed commitment and an append-only journal of records. The state is
//! a fold of the actions on the current timeline, so undo, redo and replay are exact.
//!
//! Durability: the header is written atomically when the session is created; every record is one
//! appended, fsynced line with a checksum. A crash can lose only the line being written; a torn last line
//! is dropped on the next open. Damage anywhere else is an error that names the file and line and points
//! at the rotating backups.
//!
//! The [`Session`] is defined here with what a front end calls (create, open, act, undo, redo, log);
//! its parts live beside it: `journal` (reading a file and replaying it), `dice` (seeds, commitment,
//! kept dice, verification), `pinning` (the tables a session plays with and their drift), `errors`
//! (the error words), `public` (what outputs may show), `format` and `record_text` (the file format).

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

pub mod bounds;
mod dice;
pub mod disk;
mod errors;
pub mod format;
mod guard;
pub use guard::{contained, faults_refused_here, last_fault, refuse_faults_on_this_thread};
mod journal;
mod pinning;
pub mod public;
pub mod record_text;
pub mod restore;
pub mod store;

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
    ActionCall, DieRecord, Game, Lang, Msg, ReplayDice, Resolution, RuleError, SeededDice, Setup,
    TableDice,
};
pub use format::{BaseState, FORMAT, Header, Record, SeedInfo};
use gunbai_rules::msg;
pub use restore::{Restored, restore};

pub use dice::random_seed;
use dice::seal_with_a_secret;
pub use errors::{
    SessionError, Unplayable, error_in, error_msg, refusal_msg, rule_error_msg,
    rule_error_msg_with, shorten_long_line,
};
pub use journal::read_session_file;
use journal::{ActionKeys, DigestCheck, Point};
pub use pinning::{TABLE_KINDS, placeholders_line, table_name, table_title, table_titles};
use pinning::{describe_table_change, load_pinned, pin, same_texts, texts_of};

pub use crate::core::params::shorten;

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
        Some(x) => (x.title.clone(), x.min_players, x.max_players),
        None => (Msg::plain(info.title), info.min_players, info.max_players),
    };
    if (lo..=hi).contains(&n) {
        return Ok(());
    }
    let m = if lo == hi {
        msg!("session-players-exactly", what = what, n = lo, got = n)
    } else {
        msg!(
            "session-players-range",
            what = what,
            lo = lo,
            hi = hi,
            got = n
        )
    };
    Err(RuleError::input("players", m))
}

/// The first action of the line of play that does not play as recorded (issue 19): the session opens
/// just before it, writes nothing, and waits for the players' choice.
#[derive(Debug, Clone, PartialEq)]
pub struct Divergence {
    /// 1-based number of the action on the line of play.
    pub position: usize,
    pub action: ActionCall,
    pub why: Unplayable,
    /// How many actions of the line of play come after it.
    pub after: usize,
}

/// Takes the write lock of a session file (waits up to [`store::lock_wait()`]).
pub fn take_lock(path: &Path) -> Result<store::FileLock, SessionError> {
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
    pub lines: Vec<Msg>,
    /// True when this action is not part of the current state (undone, or a dropped redo branch).
    pub undone: bool,
    /// Why the current rules do not play this action (a save recorded under older rules; see
    /// `Session::recovery_note`). Absent for every action that plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_played: Option<Msg>,
    pub at: u64,
}

/// What an undo did and what the players must put back.
#[derive(Debug, Clone, Serialize)]
pub struct UndoReport {
    pub undone: Vec<ActionCall>,
    pub hints: Vec<Msg>,
}

/// Turns a game id into a loaded ruleset (embedded tables, or with the players' overrides).
pub type GameLoader<'a> = dyn Fn(&str) -> Result<Arc<dyn Game>, String> + 'a;

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
    /// The states at timeline positions 0, [`SNAPSHOT_EVERY`], 2 × [`SNAPSHOT_EVERY`], … (entries past
    /// the line of play's length may be of a dropped branch; they are replaced before they are used).
    snapshots: Vec<Point>,
    /// Consecutive states at timeline positions `window_base ..` (at most [`WINDOW`]), where the
    /// cursor recently was: undo and redo step through them (issue 23).
    window: VecDeque<Point>,
    window_base: usize,
    /// While a file is read, undo and redo records only move the cursor; the state is brought to it
    /// before the next step that needs it, or at the end (issue 23: a journal's undo/redo records are
    /// resolved to the final line of play before states are replayed).
    reading: bool,
    /// The state is not yet the one at the cursor (`reading` only): [`Self::settle_state`] brings it.
    stale: bool,
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
    /// The keys of each action of the game in force, by action name, and the game they were read from
    /// (see [`Self::check_params`]).
    specs: Option<(Arc<dyn Game>, ActionKeys)>,
    /// Steps (by index into `acts`) that cannot be played under the current code: refused by a rule,
    /// reaching another state than the one recorded, or recorded after such an action. They stay in
    /// the journal; the state stops before them.
    unplayable: BTreeMap<usize, Unplayable>,
    /// Timeline position of the first unplayable act before the cursor, while replay is behind one.
    blocked: Option<usize>,
    /// The game as the session started it: its pinned tables (format 3), else the tables present when
    /// the file was opened (older files).
    base_game: Arc<dyn Game>,
    /// The game after each table change of the session (`Record::Tables`), by record index.
    step_games: BTreeMap<usize, Arc<dyn Game>>,
    /// The log lines of each step (by index into `acts`), derived by replay (format 3 stores none).
    step_lines: Vec<Vec<Msg>>,
    /// Set when the pinned tables could not be read by this version (the current ones are used; the
    /// state digests then show any action whose result changed).
    pinned_note: Option<Msg>,
    /// The table files whose current version (shipped + the players' overrides, what a new session would
    /// start with) differs from the one this session plays with at the cursor.
    drift: Vec<String>,
    /// The current tables, as a new session would load them (for [`Self::table_drift`] and adoption).
    current_game: Option<Arc<dyn Game>>,
    /// The backup ring has a copy of the file as read (made before this process's first write).
    backed_up: bool,
    /// The seeds (by index into `epochs`) whose reveal is journaled.
    revealed: Vec<usize>,
    /// How replay checks the state digests of acts (see [`DigestCheck`]).
    digests: DigestCheck,
    /// The next act read is the file's last: its digest is checked whatever the mode.
    check_next: bool,
    /// A sparse check found a state that differs from the one recorded (the read is then repeated
    /// checking every act, to name the first that differs).
    digest_miss: bool,
    /// The application a live act just made, which its record's path takes instead of applying the
    /// action a second time (issue 23: a live act applies once).
    just_applied: Option<crate::core::Applied<AnyState>>,
}

pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
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
        let start = Point {
            state: initial.clone(),
            game: game.clone(),
            resolution: None,
        };
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
            specs: None,
            unplayable: BTreeMap::new(),
            blocked: None,
            base_game: game.clone(),
            step_games: BTreeMap::new(),
            step_lines: Vec::new(),
            pinned_note: None,
            drift: Vec::new(),
            current_game: None,
            backed_up: false,
            revealed: Vec::new(),
            digests: DigestCheck::Sparse,
            check_next: false,
            digest_miss: false,
            just_applied: None,
            header,
            game,
            records: Vec::new(),
            acts: Vec::new(),
            timeline: Vec::new(),
            cursor: 0,
            snapshots: vec![start.clone()],
            window: VecDeque::from([start]),
            window_base: 0,
            reading: false,
            stale: false,
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
            // Issue 19: after an undo the app's next dice are the undone ones, for every game and
            // every draw, unless the table asks for a fresh roll (journaled as a re-roll).
            keep_undone_dice: true,
            // Issue 19: the tables this session plays with are part of it.
            tables: Some(pin(game.as_ref())),
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

    /// Opens a session file; `load_game` turns the header's game id into a loaded ruleset with the
    /// tables a new session would use now (the session itself plays with its pinned tables).
    ///
    /// Opening only reads (issue 19): no lock file, no repair, no backup, nothing appended. A torn last
    /// line is left out in memory and cut off by the first write; the backup ring takes a copy of the
    /// file before this process first writes it.
    pub fn open(
        path: &Path,
        load_game: impl Fn(&str) -> Result<Arc<dyn Game>, String>,
    ) -> Result<Self, SessionError> {
        let bytes = read_session_file(path)?;
        Self::from_bytes(&bytes, Some(path), &load_game)
    }

    /// Before a write, under the lock: cuts a torn last line off the file, or ends a complete last
    /// record that lacked its line end, so the next append lands on a clean line.
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
            if good_len == self.disk.len() {
                return Ok(());
            }
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
        let bytes = read_session_file(&path)?;
        if bytes != self.disk {
            let current = self.current_game.clone();
            let game = self.base_game.clone();
            let loader = move |_: &str| Ok(current.clone().unwrap_or_else(|| game.clone()));
            *self = Self::from_bytes(&bytes, Some(&path), &loader)?;
        }
        if !self.backed_up {
            // The file as read is good (it parsed): keep it in the backup ring before changing it.
            let _ = store::rotate_backup(&path, &self.disk);
            self.backed_up = true;
        }
        self.settle()?;
        if self.file_format < FORMAT {
            // The old file is in the backup ring; rewrite it in the current format, pinning the tables
            // it was just replayed with (from now on they are the session's own).
            if self.header.tables.is_none() {
                self.header.tables = Some(pin(self.base_game.as_ref()));
            }
            let (bytes, chain) = self.render();
            store::atomic_write(&path, &bytes).map_err(|e| SessionError::io(&path, e))?;
            self.disk = bytes;
            self.chain = chain;
            self.file_format = FORMAT;
        }
        Ok(Some(lock))
    }

    /// [`Self::recovery_note`], once: the note is cleared (the GUI shows it when it opens the session).
    pub fn take_recovery_note(&mut self) -> Option<String> {
        self.take_recovery_note_in(Lang::En)
    }

    /// [`Self::take_recovery_note`] in the player's language: the repairs only (a front end shows
    /// [`Self::divergence_note`] with the choice it asks for, as long as it stands).
    pub fn take_recovery_note_in(&mut self, lang: Lang) -> Option<String> {
        let m = self.take_recovery_msg();
        m.map(|m| self.game.say(&m, lang))
    }

    /// [`Self::take_recovery_note`] as a message.
    pub fn take_recovery_msg(&mut self) -> Option<Msg> {
        let parts: Vec<Msg> = [self.repair_msg(), self.pinned_note.clone()]
            .into_iter()
            .flatten()
            .collect();
        let n = (!parts.is_empty()).then(|| Msg::join(parts, crate::core::Sep::Semi));
        self.recovered_tail = None;
        self.kept_unterminated = false;
        self.pinned_note = None;
        n
    }

    /// What opening had to repair (for a front end that words it in the players' language).
    pub fn recovery(&self) -> Option<Recovery> {
        if let Some(t) = &self.recovered_tail {
            return Some(Recovery::DroppedTail { bytes: t.len() });
        }
        self.kept_unterminated.then_some(Recovery::AddedLineEnd)
    }

    /// What opening had to repair, in English (`None` when nothing); tests read it this way.
    pub fn recovery_note(&self) -> Option<String> {
        self.recovery_note_in(Lang::En)
    }

    /// What opening repaired or left unplayed, in `lang` (the CLI prints it with every command; the
    /// GUI shows it when it opens a session).
    pub fn recovery_note_in(&self, lang: Lang) -> Option<String> {
        self.recovery_msg().map(|m| self.game.say(&m, lang))
    }

    /// What opening repaired or left unplayed, as a message.
    pub fn recovery_msg(&self) -> Option<Msg> {
        let parts: Vec<Msg> = [
            self.repair_msg(),
            self.pinned_note.clone(),
            self.divergence_msg(),
        ]
        .into_iter()
        .flatten()
        .collect();
        (!parts.is_empty()).then(|| Msg::join(parts, crate::core::Sep::Semi))
    }

    /// What opening found torn or unterminated.
    fn repair_msg(&self) -> Option<Msg> {
        self.recovery().map(|r| match r {
            Recovery::DroppedTail { bytes } => msg!("session-recovery-dropped-tail", bytes = bytes),
            Recovery::AddedLineEnd => msg!("session-recovery-added-line-end"),
        })
    }

    /// Refuses a change while a replay disagrees with the record: the table chooses first which one
    /// goes on (issue 19).
    pub(crate) fn refuse_while_diverged(&self) -> Result<(), SessionError> {
        match self.divergence() {
            Some(d) => Err(SessionError::Nothing(msg!(
                "session-choose-first",
                n = d.position,
                from = d.position - 1
            ))),
            None => Ok(()),
        }
    }

    /// The first action of the line of play that does not play as recorded, if the session stands
    /// before one (issue 19). The players choose: [`Self::go_on_from_agreeing`], or leave the file as
    /// it is (nothing is written until they choose).
    pub fn divergence(&self) -> Option<Divergence> {
        let p = self.blocked?;
        let act = *self.timeline.get(p)?;
        let action = match &self.records[self.acts[act]] {
            Record::Act { action, .. } => action.clone(),
            _ => ActionCall::new("tables"),
        };
        Some(Divergence {
            position: p + 1,
            action,
            why: self
                .unplayable
                .get(&act)
                .cloned()
                .unwrap_or(Unplayable::After),
            after: self.timeline.len().saturating_sub(p + 1),
        })
    }

    /// [`Self::divergence`] in words, in `lang`.
    pub fn divergence_note(&self, lang: Lang) -> Option<String> {
        self.divergence_msg().map(|m| self.game.say(&m, lang))
    }

    /// [`Self::divergence`] as a message: which action, why, and the choice.
    pub fn divergence_msg(&self) -> Option<Msg> {
        let d = self.divergence()?;
        let label = self.game.action_label(&d.action.name);
        let n = d.position;
        let from = if n == 1 {
            msg!("session-from-start")
        } else {
            msg!("session-from-action", n = n - 1)
        };
        Some(msg!(
            "session-divergence",
            n = n,
            action = label,
            why = refusal_msg(&d.why),
            from = from,
            after = d.after
        ))
    }

    /// The players' choice after [`Self::divergence`]: play goes on from the last action that agrees
    /// (an ordinary Undo record to it; the later actions stay in the file as an undone branch, and
    /// redo refuses them). Returns the action number play goes on from.
    pub fn go_on_from_agreeing(&mut self) -> Result<usize, SessionError> {
        let _lock = self.begin_write()?;
        let Some(p) = self.blocked else {
            return Err(SessionError::Nothing(msg!("session-nothing-to-choose")));
        };
        let rec = Record::Undo {
            to: p,
            confirmed_hidden: false,
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)?;
        Ok(p)
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
        action: ActionCall,
        manual: &[u8],
        app_dice: bool,
    ) -> Result<Option<Resolution>, SessionError> {
        self.act_with(action, manual, app_dice, false)
    }

    /// [`Self::act`]; `reroll`: the table asks for fresh app dice instead of the undone ones waiting
    /// (issue 19: after an undo the app's next dice and draws are the undone ones unless the table
    /// says so; the log marks the action as a re-roll).
    pub fn act_with(
        &mut self,
        mut action: ActionCall,
        manual: &[u8],
        app_dice: bool,
        reroll: bool,
    ) -> Result<Option<Resolution>, SessionError> {
        seal_with_a_secret(self.game.as_ref(), &mut action);
        let _lock = self.begin_write()?;
        self.refuse_while_diverged()?;
        if let Some(w) = self.game.status(&self.state).winner {
            return Err(RuleError::GameOver(w).into());
        }
        // A card draw, a deal or a tower throw is the app's to make: typed faces would choose the card
        // (issue 25, Sekigahara item 6, rule 4.1).
        if !manual.is_empty() && self.game.chance(&action.name) != crate::core::Chance::Dice {
            return Err(RuleError::input("roll", msg!("session-no-faces-for-draw")).into());
        }
        if reroll && self.kept.is_empty() {
            return Err(SessionError::Nothing(msg!("session-no-kept-dice")));
        }
        let mut stream = self.stream.clone();
        // The app's dice are the kept faces first (issue 11 point 7, the default since issue 19),
        // unless the table asked for a re-roll.
        let kept: Vec<(u64, u8)> = if reroll {
            Vec::new()
        } else {
            self.kept.iter().copied().collect()
        };
        let mut dice = TableDice::with_kept(
            manual,
            kept,
            if app_dice { Some(&mut stream) } else { None },
        )?;
        let applied = guard::guarded(|| self.game.apply(&self.state, &action, &mut dice))?;
        let (records, _kept_used) = dice.finish_counted()?;
        let spec = self.game.action(&action.name)?;
        let params = action.params.checked(&spec.keys)?;
        let drew = records.iter().any(|d| d.app.is_some());
        let word = drew.then(|| stream.word_pos());
        // A record is checked before it is written: the file never holds a line the app would then
        // refuse to read (issue 19, item 7).
        self.check_dice(&records, word, false, reroll)?;
        let rec = Record::Act {
            action: ActionCall {
                name: action.name.clone(),
                params,
            },
            dice: records,
            log: Vec::new(),
            at: now(),
            reveals_hidden: applied.reveals_hidden,
            word,
            // Issue 23: from the state's text written straight from it (the text of its JSON value).
            digest: Some(format::state_text_digest(
                &self.game.state_text(&applied.state),
            )),
            reroll,
        };
        self.append(rec.clone())?;
        self.stream = stream;
        // The record path is the one replay takes (one code path for live play and replay); it takes
        // the application just made with the dice now recorded instead of applying again, and the
        // digest was just taken from this very state: not computed twice (issue 23).
        let mode = std::mem::replace(&mut self.digests, DigestCheck::Off);
        self.just_applied = Some(applied);
        let r = self.apply_record(rec);
        self.just_applied = None;
        self.digests = mode;
        r?;
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
        // A snapshot from a pack-up may carry shipped tables by hash: the session keeps their text.
        if let Some(t) = &mut header.tables {
            let embedded = games::entry(&header.game).map(|e| e.tables).unwrap_or(&[]);
            t.expand(embedded).map_err(|m| SessionError::Version {
                path: "snapshot".into(),
                message: m,
            })?;
        }
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

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    /// True when there is an action to redo that the current rules can play.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.timeline.len()
            && !self.unplayable.contains_key(&self.timeline[self.cursor])
    }
    /// Number of actions in force: on the current timeline up to the cursor, or, while the session
    /// stands before an action that does not play as recorded ([`Self::divergence`]), up to it.
    pub fn position(&self) -> usize {
        self.blocked.unwrap_or(self.cursor)
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
            return Err(SessionError::Nothing(msg!("session-nothing-to-undo")));
        }
        let to = to.unwrap_or(self.cursor - 1);
        if to >= self.cursor {
            return Err(SessionError::Nothing(msg!(
                "session-cannot-undo-to",
                to = to,
                at = self.cursor
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
            return Err(SessionError::NeedsConfirmation(msg!(
                "session-undo-needs-confirmation"
            )));
        }
        let undone: Vec<ActionCall> = undone_recs
            .iter()
            .filter_map(|r| match r {
                Record::Act { action, .. } => Some(action.clone()),
                Record::Tables { .. } => Some(ActionCall::new("tables")),
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

    pub fn redo(&mut self) -> Result<Vec<Msg>, SessionError> {
        let _lock = self.begin_write()?;
        if !self.can_redo() {
            if self.cursor < self.timeline.len() {
                return Err(SessionError::Nothing(msg!(
                    "session-redo-refused",
                    n = self.cursor + 1
                )));
            }
            return Err(SessionError::Nothing(msg!("session-nothing-to-redo")));
        }
        let rec = Record::Redo {
            to: self.cursor + 1,
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)?;
        let act = self.timeline[self.cursor - 1];
        Ok(self.step_lines[act].clone())
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
            let tables = ActionCall::new("tables");
            let (action, dice, at) = match &self.records[ri] {
                Record::Act {
                    action, dice, at, ..
                } => (action, dice.as_slice(), at),
                Record::Tables { at, .. } => (&tables, &[][..], at),
                _ => continue,
            };
            let log = &self.step_lines[ai];
            let pos = pos_of[ai];
            let live = pos.map(|p| p < self.cursor).unwrap_or(false);
            out.push(LogEntry {
                n: pos.map(|p| p + 1),
                action: action.clone(),
                dice: dice.to_vec(),
                lines: log.clone(),
                undone: !live,
                not_played: self.unplayable.get(&ai).map(refusal_msg),
                at: *at,
            });
        }
        out
    }

    /// The whole journal as bytes in the current format (what a write puts on disk), e.g. for the
    /// pack-up QR.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.render().0
    }

    /// [`Self::to_bytes`] for a pack-up sheet: pinned tables equal to this build's shipped ones are
    /// carried by hash (an import expands them, and refuses a build whose shipped tables differ).
    pub fn to_bytes_for_sheet(&self) -> Vec<u8> {
        format::encode_journal_for_sheet(&self.header, &self.records, self.embedded_tables())
    }

    /// This build's shipped table files of the session's game.
    pub fn embedded_tables(&self) -> &'static [(&'static str, &'static str)] {
        games::entry(&self.header.game)
            .map(|e| e.tables)
            .unwrap_or(&[])
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
                | Record::Tables { at, .. }
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
