//! Sessions: a game id, a setup, a seed commitment and an append-only journal of records. The state is
//! a fold of the actions on the current timeline, so undo, redo and replay are exact.
//!
//! Durability: the header is written atomically when the session is created; every record is one
//! appended, fsynced line with a checksum. A crash can lose only the line being written; a torn last line
//! is dropped on the next open. Damage anywhere else is an error that names the file and line and points
//! at the rotating backups.

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

pub mod bounds;
pub mod disk;
pub mod format;
pub mod public;
mod record_text;
mod restore;
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
        message: Msg,
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
        reason: Box<RuleError>,
    },
    /// Another program (a second Gunbai window or command) is writing the file.
    #[error(
        "{path}: in use by another program (another Gunbai window or command is saving it); try again in a moment"
    )]
    Busy { path: String },
    #[error("{0}")]
    NeedsConfirmation(Msg),
    #[error("{0}")]
    Nothing(Msg),
    #[error("{0}")]
    Game(Msg),
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

/// A session error as a message (the players' language is the front end's): keys are named as
/// given; [`error_in`] names them by the form's labels.
pub fn error_msg(e: &SessionError) -> Msg {
    match e {
        SessionError::Rule(r) => rule_error_msg(r),
        SessionError::Io { path, message } => msg!(
            "session-error-io",
            file = path.as_str(),
            detail = message.as_str()
        ),
        SessionError::Corrupt {
            path,
            line,
            message,
            backups,
        } => {
            let hint = match backups.first() {
                Some(p) => msg!("session-backup-hint", backup = p.display().to_string()),
                None => msg!("session-no-backup"),
            };
            msg!(
                "session-error-corrupt",
                file = path.as_str(),
                line = *line,
                detail = message.clone(),
                hint = hint
            )
        }
        SessionError::Version { path, message } => msg!(
            "session-error-version",
            file = path.as_str(),
            detail = message.as_str()
        ),
        SessionError::SetupRefused { path, reason, .. } => msg!(
            "session-error-setup-refused",
            file = path.as_str(),
            reason = rule_error_msg(reason)
        ),
        SessionError::Busy { path } => msg!("session-error-busy", file = path.as_str()),
        SessionError::NeedsConfirmation(m) | SessionError::Nothing(m) | SessionError::Game(m) => {
            m.clone()
        }
    }
}

/// A rule error as a message, the key it names by its label in `keys` (the specs of the action,
/// procedure or set-up form the input came from).
pub fn rule_error_msg_with(e: &RuleError, keys: &[crate::core::KeySpec]) -> Msg {
    e.msg(keys)
}

/// A refusal as a player reads it in `lang`: a rule's refusal names its rule, an input error names
/// the key by its label (`keys`: the specs of the form the input came from), the game's words through
/// [`Game::say`].
pub fn error_in(
    game: &dyn Game,
    e: &SessionError,
    lang: Lang,
    keys: &[crate::core::KeySpec],
) -> String {
    let m = match e {
        SessionError::Rule(r) => rule_error_msg_with(r, keys),
        other => error_msg(other),
    };
    game.say(&m, lang)
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

/// Why a journaled action does not play now (issue 19): the current rules refuse it, or they reach
/// another state than the one recorded with it.
#[derive(Debug, Clone, PartialEq)]
pub enum Unplayable {
    /// A rule of the current code refuses the action (a save recorded under older rules).
    Refused(RuleError),
    /// The action plays, but to another state than the one the journal recorded after it (a rule the
    /// code corrects since).
    Differs,
    /// Recorded after an action that does not play: its state never existed under the current code.
    After,
}

/// Why an action does not play under the current rules, as a message (`rule X: reason` for a rule's
/// refusal).
pub fn refusal_msg(e: &Unplayable) -> Msg {
    match e {
        Unplayable::Refused(RuleError::Forbidden { rule, reason }) => msg!(
            "session-refused-by-rule",
            rule = Msg::rule(rule.as_str()),
            reason = reason.clone()
        ),
        Unplayable::Refused(e) => msg!("session-refused", reason = rule_error_msg(e)),
        Unplayable::Differs => msg!("session-result-differs"),
        Unplayable::After => msg!("session-after-unplayable"),
    }
}

/// A rule error as a message, as the command line says it: the key named as typed, a rule's refusal
/// "not allowed by rule X: …" (see [`error_in`] for the key by its label).
pub fn rule_error_msg(e: &RuleError) -> Msg {
    match e {
        RuleError::Input { field, message } => msg!(
            "session-input-error",
            field = field.as_str(),
            message = message.clone()
        ),
        RuleError::Forbidden { rule, reason } => msg!(
            "session-forbidden",
            rule = Msg::rule(rule.as_str()),
            reason = reason.clone()
        ),
        other => other.msg(&[]),
    }
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

/// How many consecutive states of the line of play the session keeps around the cursor (issue 23,
/// linear replay): a run of undos or redos, one step at a time, then costs one application a step
/// (amortised) instead of a replay from the nearest snapshot each time.
const WINDOW: usize = 2 * SNAPSHOT_EVERY;

/// The keys of each action of a game, by action name.
type ActionKeys = BTreeMap<String, Vec<crate::core::KeySpec>>;

/// A state on the line of play with the game in force there and the resolution of the step that
/// reached it (issue 23: a snapshot or a state of the window around the cursor).
#[derive(Clone)]
struct Point {
    state: AnyState,
    game: Arc<dyn Game>,
    resolution: Option<Resolution>,
}

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

/// How replay checks the digest each act carries (issue 19 and issue 23, linear replay): every act
/// when looking for the first that differs; at each snapshot position and at the file's last act on
/// an ordinary read (a state that differs anywhere before shows there, and the read is repeated with
/// every act checked); not at all when the act was just played live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DigestCheck {
    All,
    Sparse,
    Off,
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

/// What [`Session::check_dice`] found: where the dice numbering and the kept queue stand after an act.
struct DiceCheck {
    next_app: u64,
    kept_used: usize,
    drop_waiting: bool,
    last_word: Option<u64>,
}

/// A table file in the players' words: its `title` (result tables and most data files have one), else
/// what its opening comment says it is ("西南战争 1877 — the map (rule 2.4)." gives "the map (rule
/// 2.4)"), else the file's name without its ending. Never a path.
pub fn table_title(name: &str, text: &str) -> String {
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            break;
        }
        if let Some(v) = t.strip_prefix("title") {
            let v = v.trim_start();
            if let Some(v) = v.strip_prefix('=') {
                let v = v.trim().trim_matches('"');
                if !v.is_empty() {
                    return v.to_string();
                }
            }
        }
    }
    if let Some(first) = text.lines().next().and_then(|l| l.strip_prefix('#')) {
        let first = first.trim();
        let what = first.split_once(" — ").map(|(_, w)| w).unwrap_or(first);
        let what = what.trim().trim_end_matches('.');
        if !what.is_empty() && what.chars().count() <= 60 {
            return what.to_string();
        }
    }
    name.trim_end_matches(".toml").to_string()
}

/// A table named in a log line: the game's words for it in the reader's language (the players' own
/// title where they changed it), else its file's title ([`table_title`]).
pub fn table_name(game: &dyn Game, id: &str) -> Msg {
    let name = format!("{id}.toml");
    let text = game
        .files()
        .files
        .get(&name)
        .map(|f| f.text.as_str())
        .unwrap_or("");
    // Only a result table (grid) is read whole: a map is no grid and may be long.
    if text.contains("row_axis")
        && let Ok(g) = crate::tables::grid::Grid::load(game.files(), &name)
    {
        return game.grid_words(&g).title;
    }
    match game.table_words(id) {
        Some(w) => w.title,
        None if TABLE_KINDS.contains(&id) => Msg::dynamic(format!("session-table-{id}")),
        None => Msg::plain(table_title(&name, text)),
    }
}

/// Table files that are no result grid, named by their kind (`session-table-<id>`) when the game has
/// no words of its own for them.
pub const TABLE_KINDS: [&str; 7] = [
    "map", "units", "counters", "tracks", "map-sun", "map-moon", "tower",
];

/// The log line after a result that placeholder tables (`ids`) shaped: which ones, and that their
/// values are stand-ins to check against the players' copy of the rules.
pub fn placeholders_line(game: &dyn Game, ids: &[String]) -> Msg {
    msg!(
        "session-placeholders-shaped",
        tables = Msg::join(
            ids.iter().map(|id| table_name(game, id)),
            crate::core::Sep::Comma
        )
    )
}

/// The table files (by name) in the players' words, for a list on screen or in the CLI.
pub fn table_titles(game: &dyn Game, names: &[String]) -> Vec<String> {
    names
        .iter()
        .map(|n| {
            let text = game
                .files()
                .files
                .get(n)
                .map(|f| f.text.as_str())
                .unwrap_or("");
            table_title(n, text)
        })
        .collect()
}

/// The log line of a table change: which table, and for a result table which cells, with the value
/// before and after (the players' own words for the table: its title and its row and column labels).
fn describe_table_change(
    before: &dyn Game,
    after: &dyn Game,
    files: &BTreeMap<String, String>,
) -> Vec<Msg> {
    use crate::tables::grid::Grid;
    let mut out = Vec::new();
    for name in files.keys() {
        let old = before.files().files.get(name).map(|f| f.text.as_str());
        let new = after.files().files.get(name).map(|f| f.text.as_str());
        let grids = (
            old.and_then(|t| crate::tables::parse_toml::<Grid>(name, t).ok()),
            new.and_then(|t| crate::tables::parse_toml::<Grid>(name, t).ok()),
        );
        match grids {
            (Some(a), Some(b)) => {
                let mut cells = Vec::new();
                for row in &b.rows {
                    for (ci, cell) in row.cells.iter().enumerate() {
                        let col = b.columns.get(ci).cloned().unwrap_or_default();
                        let was = a
                            .rows
                            .iter()
                            .find(|r| r.key == row.key)
                            .and_then(|r| a.column_index(&col).and_then(|i| r.cells.get(i)));
                        if was != Some(cell) {
                            cells.push(msg!(
                                "session-table-cell",
                                row_axis = b.row_axis.as_str(),
                                row = row.key.as_str(),
                                column_axis = b.column_axis.as_str(),
                                column = col.as_str(),
                                value = cell.as_str(),
                                was = was.map(String::as_str).unwrap_or("—")
                            ));
                        }
                    }
                }
                if cells.is_empty() {
                    out.push(msg!(
                        "session-table-changed-notes",
                        table = b.title.as_str()
                    ));
                } else {
                    out.push(msg!(
                        "session-table-changed-cells",
                        table = b.title.as_str(),
                        cells = Msg::join(cells, crate::core::Sep::Semi)
                    ));
                }
            }
            _ => out.push(msg!(
                "session-table-changed",
                table = table_title(name, new.unwrap_or(""))
            )),
        }
    }
    out
}

/// Reads a session file: an ordinary file only (a pipe or a device is refused before it is opened), at
/// most the session bound of [`store::ReadKind`] (issue 19, reads without bounds).
pub fn read_session_file(path: &Path) -> Result<Vec<u8>, SessionError> {
    store::read_bounded(path, store::ReadKind::Session).map_err(|e| SessionError::io(path, e))
}

/// The texts of the table files a game was loaded with (pinned into a new session).
fn pin(game: &dyn Game) -> format::PinnedTables {
    format::PinnedTables {
        text: texts_of(game),
        shipped: BTreeMap::new(),
    }
}

/// The texts of a loaded game's table files, by file name.
fn texts_of(game: &dyn Game) -> BTreeMap<String, String> {
    game.files()
        .files
        .iter()
        .map(|(n, f)| (n.clone(), f.text.clone()))
        .collect()
}

/// True when `game` was loaded from exactly these texts (then the loaded game serves as it is).
fn same_texts(game: &dyn Game, texts: &BTreeMap<String, String>) -> bool {
    let files = &game.files().files;
    files.len() == texts.len()
        && files
            .iter()
            .all(|(n, f)| texts.get(n).is_some_and(|t| *t == f.text))
}

/// The rules of `like` loaded from pinned texts. A file keeps the origin it has in `current` when the
/// text is the same (a shipped file still counts as shipped, a players' copy as theirs); another text
/// counts as the session's own copy.
fn load_pinned(
    like: &dyn Game,
    texts: &BTreeMap<String, String>,
    current: Option<&Arc<dyn Game>>,
) -> Result<Arc<dyn Game>, String> {
    use crate::tables::{Origin, TableFiles};
    let id = like.files().game.clone();
    let shipped = games::entry(&id).map(|e| e.tables).unwrap_or(&[]);
    let mut files = TableFiles::embedded(&id, &[]);
    for (name, text) in texts {
        let origin = match current.and_then(|g| g.files().files.get(name)) {
            Some(f) if f.text == *text => f.origin.clone(),
            _ if shipped.iter().any(|(n, t)| n == name && t == text) => Origin::Embedded,
            _ => Origin::User(PathBuf::from(format!("{name} (this session's copy)"))),
        };
        files.put(name, text.clone(), origin);
    }
    like.with_files(files).map_err(|e| e.to_string())
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

    /// The table files (by name) whose current version — shipped with the overrides the players keep,
    /// what a new session would start with — differs from the one this session plays with now.
    pub fn table_drift(&self) -> &[String] {
        &self.drift
    }

    /// The tables a new session would load changed (the players saved or reverted a copy): the drift
    /// is measured against them from now on.
    pub fn set_current_tables(&mut self, current: Arc<dyn Game>) {
        self.current_game = Some(current);
        self.compute_drift();
    }

    /// Recomputes [`Self::table_drift`] against `current` (the tables a new session would load).
    fn compute_drift(&mut self) {
        let Some(cur) = &self.current_game else {
            self.drift.clear();
            return;
        };
        let mine = &self.game.files().files;
        let theirs = &cur.files().files;
        let mut names: Vec<String> = mine
            .iter()
            .filter(|(n, f)| theirs.get(*n).map(|t| &t.text) != Some(&f.text))
            .map(|(n, _)| n.clone())
            .collect();
        names.extend(theirs.keys().filter(|n| !mine.contains_key(*n)).cloned());
        self.drift = names;
    }

    /// Parses a whole journal held in memory (also used by QR import).
    pub fn from_bytes(
        bytes: &[u8],
        path: Option<&Path>,
        load_game: &GameLoader<'_>,
    ) -> Result<Self, SessionError> {
        let s = Self::parse(bytes, path, load_game, DigestCheck::Sparse)?;
        if s.digest_miss {
            return Self::parse(bytes, path, load_game, DigestCheck::All);
        }
        Ok(s)
    }

    fn parse(
        bytes: &[u8],
        path: Option<&Path>,
        load_game: &GameLoader<'_>,
        digests: DigestCheck,
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
        let corrupt = |line: usize, message: Msg| SessionError::Corrupt {
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
            return Err(corrupt(1, msg!("session-corrupt-empty")));
        }
        let text = std::str::from_utf8(body).map_err(|e| {
            let line = body[..e.valid_up_to()]
                .iter()
                .filter(|b| **b == b'\n')
                .count()
                + 1;
            corrupt(line, msg!("session-corrupt-not-text"))
        })?;
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        let head = lines[0].trim_end_matches('\n');
        let hv: Value = serde_json::from_str(head)
            .map_err(|e| corrupt(1, msg!("session-corrupt-header", detail = e.to_string())))?;
        if hv.get("magic").and_then(Value::as_str) != Some(format::MAGIC) {
            return Err(corrupt(1, msg!("session-corrupt-not-session")));
        }
        let file_format = format::header_format(&hv).map_err(|m| SessionError::Version {
            path: shown.clone(),
            message: format!("line 1: {m}"),
        })?;
        let mut hv = hv;
        // A pack-up carries shipped table files by hash: bring their text back before the header's
        // checksum is checked (it covers the text).
        if let Some(t) = hv.get_mut("tables")
            && t.get("shipped").is_some()
        {
            let mut pinned: format::PinnedTables = serde_json::from_value(t.clone())
                .map_err(|e| corrupt(1, msg!("session-corrupt-pinned", detail = e.to_string())))?;
            let id = hv.get("game").and_then(Value::as_str).unwrap_or_default();
            let embedded = games::entry(id).map(|e| e.tables).unwrap_or(&[]);
            pinned.expand(embedded).map_err(|m| SessionError::Version {
                path: shown.clone(),
                message: format!("line 1: {m}"),
            })?;
            hv["tables"] = serde_json::to_value(&pinned).unwrap_or_default();
        }
        let raw_header = hv.clone();
        let hv = format::migrate_header(hv).map_err(|m| SessionError::Version {
            path: shown.clone(),
            message: format!("line 1: {m}"),
        })?;
        let header: Header = serde_json::from_value(hv)
            .map_err(|e| corrupt(1, msg!("session-corrupt-header", detail = e.to_string())))?;
        if !header.seed.verify() {
            return Err(corrupt(1, msg!("session-corrupt-seed")));
        }
        let chain = if file_format >= 2 {
            Some(format::check_header_sum(&raw_header).map_err(|m| corrupt(1, Msg::plain(m)))?)
        } else {
            None
        };
        if let Some(b) = &header.base {
            bounds::check_base(b)
                .map_err(|m| corrupt(1, msg!("session-corrupt-snapshot-bounds", detail = m)))?;
        }
        // Issue 19: the session plays with its pinned tables; the loader's tables (what a new session
        // would use) only tell whether they drifted. Older files play with the loader's tables.
        let current = load_game(&header.game);
        let mut pinned_note = None;
        let game = match (&header.tables, &current) {
            (None, Ok(g)) => g.clone(),
            (None, Err(e)) => {
                return Err(SessionError::Game(msg!(
                    "session-game-unloadable",
                    file = shown.as_str(),
                    detail = e.as_str()
                )));
            }
            (Some(p), Ok(g)) if same_texts(g.as_ref(), &p.text) => g.clone(),
            (Some(p), Ok(cur)) => match load_pinned(cur.as_ref(), &p.text, Some(cur)) {
                Ok(g) => g,
                Err(e) => {
                    pinned_note = Some(msg!("session-pinned-unreadable", detail = e));
                    cur.clone()
                }
            },
            // The players' current copy does not load (a broken override): the session's own
            // tables need only the rules, which the shipped tables give.
            (Some(p), Err(e)) => games::load_embedded(&header.game)
                .and_then(|like| load_pinned(like.as_ref(), &p.text, None))
                .map_err(|e2| {
                    SessionError::Game(msg!(
                        "session-game-unloadable",
                        file = shown.as_str(),
                        detail = format!("{e}; {e2}")
                    ))
                })?,
        };
        let initial = match &header.base {
            // `state_from_json` checks the state as strictly as a set-up (`Game::check_state`).
            Some(b) => game.state_from_json(&b.state).map_err(|e| {
                corrupt(
                    1,
                    msg!("session-corrupt-snapshot", detail = rule_error_msg(&e)),
                )
            })?,
            // A rule refusal is not damage: the save is older than a corrected rule.
            None => game.setup(&header.setup).map_err(|e| match e {
                // A rule's refusal; an input the spec never allowed (3 players of a 2-player game)
                // is an edited header and stays a damage error.
                RuleError::Forbidden { .. } => SessionError::SetupRefused {
                    path: shown.clone(),
                    game: header.game.clone(),
                    reason: Box::new(e),
                },
                e => corrupt(
                    1,
                    msg!("session-corrupt-setup", detail = rule_error_msg(&e)),
                ),
            })?,
        };
        let mut s = Session::blank(header, game, initial, path.map(Path::to_path_buf));
        s.digests = digests;
        s.pinned_note = pinned_note;
        s.current_game = current.ok();
        s.file_format = file_format;
        if let Some(c) = chain {
            s.chain = c;
        }
        if path.is_some() {
            s.disk = bytes.to_vec();
        }
        let last_line = lines
            .iter()
            .rposition(|l| !l.trim().is_empty())
            .unwrap_or(0);
        s.reading = true;
        for (i, raw) in lines.iter().enumerate().skip(1) {
            let line_no = i + 1;
            let body = raw.trim_end_matches('\n');
            if body.trim().is_empty() {
                continue;
            }
            s.check_next = i == last_line && tail.is_empty();
            let (rec, sum) = format::decode_line(body, file_format, &s.chain)
                .map_err(|m| corrupt(line_no, Msg::plain(m)))?;
            s.apply_record(rec)
                .map_err(|e| corrupt(line_no, error_msg(&e)))?;
            s.chain = sum;
        }
        // Bytes after the last line end: a complete, valid record that only lacks its line end is kept;
        // anything else is an append a crash interrupted (never acknowledged) and is dropped.
        if !tail.is_empty() {
            s.check_next = true;
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
        s.reading = false;
        s.settle_state()
            .map_err(|e| corrupt(lines.len(), error_msg(&e)))?;
        s.position_stream();
        s.compute_drift();
        Ok(s)
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

    /// Checks an act's dice against the session (issue 11 point 7 and issue 19): faces are die faces,
    /// app dice continue the numbering exactly (a gap, repeat or huge index is an edited file), kept dice
    /// are used from the front of the queue with the faces their origin showed, before any fresh die.
    /// `legacy` allows what files of older versions wrote (a fresh die while kept ones wait, which then
    /// dropped them); `reroll` is the table's explicit choice of fresh dice (the waiting ones are dropped).
    fn check_dice(
        &self,
        dice: &[DieRecord],
        word: Option<u64>,
        legacy: bool,
        reroll: bool,
    ) -> Result<DiceCheck, SessionError> {
        let mut next_app = self.next_app;
        let mut kept_used = 0usize;
        let mut drop_waiting = reroll;
        let mut drew_app = false;
        let edited = SessionError::Nothing;
        for d in dice {
            crate::core::check_face(d.face)?;
            match (d.app, d.kept) {
                (Some(_), Some(_)) => {
                    return Err(edited(msg!("session-edited-app-and-kept")));
                }
                (Some(ix), None) => {
                    if ix != next_app {
                        return Err(edited(msg!(
                            "session-edited-out-of-sequence",
                            die = ix,
                            next = next_app
                        )));
                    }
                    if ix >= bounds::MAX_NEXT_DIE {
                        return Err(edited(msg!(
                            "session-edited-past-last-die",
                            die = ix,
                            last = bounds::MAX_NEXT_DIE
                        )));
                    }
                    if !reroll && self.kept.len() > kept_used {
                        if !legacy {
                            return Err(edited(msg!("session-edited-fresh-while-kept")));
                        }
                        drop_waiting = true;
                    }
                    next_app += 1;
                    drew_app = true;
                }
                (None, Some(o)) => {
                    if drew_app || reroll {
                        return Err(edited(msg!("session-edited-kept-after-fresh", die = o)));
                    }
                    match self.kept.get(kept_used) {
                        Some(&(qo, qf)) if qo == o && qf == d.face => kept_used += 1,
                        Some(&(qo, qf)) => {
                            return Err(edited(msg!(
                                "session-edited-kept-mismatch",
                                face = d.face,
                                die = o,
                                next_face = qf,
                                next_die = qo
                            )));
                        }
                        None => {
                            return Err(edited(msg!(
                                "session-edited-no-kept",
                                face = d.face,
                                die = o
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
                return Err(edited(msg!("session-edited-word-without-dice")));
            }
            (_, None) => None,
            (n, Some(w)) => {
                // Each die uses at least one word of the stream.
                if let Some(before) = self.last_word
                    && w < before.saturating_add(n)
                {
                    return Err(edited(msg!("session-edited-word-backwards", word = w)));
                }
                Some(w)
            }
        };
        Ok(DiceCheck {
            next_app,
            kept_used,
            drop_waiting,
            last_word,
        })
    }

    /// Adds a step (an act or a table change) to the line of play at the cursor, dropping the redo
    /// branch from the line (it stays in the journal).
    fn push_step(&mut self, rec: Record, lines: Vec<Msg>) -> usize {
        self.records.push(rec);
        self.acts.push(self.records.len() - 1);
        self.step_lines.push(lines);
        let act = self.acts.len() - 1;
        // States of the window past the cursor belong to the line being replaced.
        let keep = (self.cursor + 1).saturating_sub(self.window_base);
        self.window.truncate(keep);
        self.timeline.truncate(self.cursor);
        self.timeline.push(act);
        self.cursor += 1;
        if self.cursor.is_multiple_of(SNAPSHOT_EVERY) {
            // A snapshot of an older branch at this position is stale either way.
            self.snapshots.truncate(self.cursor / SNAPSHOT_EVERY);
        }
        act
    }

    /// Keeps a snapshot of the state when the cursor is at a snapshot position, and the state in the
    /// window around the cursor.
    fn snapshot_here(&mut self) {
        let snap = self.cursor.is_multiple_of(SNAPSHOT_EVERY)
            && self.snapshots.len() == self.cursor / SNAPSHOT_EVERY;
        // While a file is read the window is left alone (a seek builds it where the cursor ends).
        if !snap && self.reading {
            return;
        }
        let here = Point {
            state: self.state.clone(),
            game: self.game.clone(),
            resolution: self.last_resolution.clone(),
        };
        if snap {
            self.snapshots.push(here.clone());
        }
        if !self.reading {
            self.remember(self.cursor, here);
        }
    }

    /// Adds the state at timeline position `pos` to the window (which starts again there when `pos`
    /// does not follow it), dropping its oldest states beyond [`WINDOW`].
    fn remember(&mut self, pos: usize, p: Point) {
        if self.window.is_empty() || pos != self.window_base + self.window.len() {
            self.window.clear();
            self.window_base = pos;
        }
        self.window.push_back(p);
        while self.window.len() > WINDOW {
            self.window.pop_front();
            self.window_base += 1;
        }
    }

    /// Checks an act's keys against its action's spec. The specs are built once per game and kept
    /// (issue 23: building every spec of the game for each act read was a large part of a reload).
    fn check_params(&mut self, action: &ActionCall) -> Result<(), SessionError> {
        let here = &self.game;
        if self
            .specs
            .as_ref()
            .is_none_or(|(g, _)| !std::ptr::addr_eq(Arc::as_ptr(g), Arc::as_ptr(here)))
        {
            let all = self
                .game
                .actions()
                .into_iter()
                .map(|a| (a.name.clone(), a.keys))
                .collect();
            self.specs = Some((here.clone(), all));
        }
        match self.specs.as_ref().and_then(|(_, m)| m.get(&action.name)) {
            Some(keys) => {
                action.params.checked(keys)?;
            }
            // An unknown action: the game's own refusal names the ones it has.
            None => {
                self.game.action(&action.name)?;
            }
        }
        Ok(())
    }

    /// While a file is read: brings the state to the cursor after undo and redo records moved it.
    fn settle_state(&mut self) -> Result<(), SessionError> {
        if self.stale {
            self.stale = false;
            self.seek(self.cursor)?;
        }
        Ok(())
    }

    /// Applies a record read from the journal (or just appended) to the in-memory session.
    fn apply_record(&mut self, rec: Record) -> Result<(), SessionError> {
        match &rec {
            Record::Act {
                action,
                dice,
                word,
                digest,
                reroll,
                log,
                ..
            } => {
                self.settle_state()?;
                let just_applied = self.just_applied.take();
                let legacy = digest.is_none();
                let checked = self.check_dice(dice, *word, legacy, *reroll)?;
                // An action whose keys the action's own spec refuses (an unknown action, a key it
                // never had, a value of the wrong kind) was edited, not recorded under older rules.
                if !legacy {
                    self.check_params(action)?;
                }
                // Behind an unplayable action nothing is played; otherwise a refusal of the current
                // rules (the action, or the number of dice it now uses), or another state than the
                // recorded one, makes this action unplayable: the session stops before it and asks.
                let outcome = match self.blocked {
                    Some(_) => None,
                    None => {
                        let applied = match just_applied {
                            Some(a) => Ok(a),
                            None => self.replay_act(action, dice)?,
                        };
                        let check = match self.digests {
                            DigestCheck::All => true,
                            DigestCheck::Sparse => {
                                self.check_next || (self.cursor + 1).is_multiple_of(SNAPSHOT_EVERY)
                            }
                            DigestCheck::Off => false,
                        };
                        Some(match applied {
                            Ok(a)
                                if check
                                    && digest.as_ref().is_some_and(|d| {
                                        *d != format::state_digest(&self.game.state_json(&a.state))
                                    }) =>
                            {
                                if self.digests == DigestCheck::All {
                                    Err(Unplayable::Differs)
                                } else {
                                    // Read again checking every act, to name the first that differs.
                                    self.digest_miss = true;
                                    Ok(a)
                                }
                            }
                            Ok(a) => Ok(a),
                            Err(e) => Err(Unplayable::Refused(e)),
                        })
                    }
                };
                self.next_app = checked.next_app;
                self.last_word = checked.last_word;
                if checked.drop_waiting {
                    self.kept.clear();
                } else {
                    self.kept.drain(..checked.kept_used);
                }
                // Formats 1–2 stored the English log lines: shown as stored when the action does
                // not play now (replay derives them otherwise).
                let stored: Vec<Msg> = log.iter().map(Msg::plain).collect();
                let (lines, ok) = match outcome {
                    Some(Ok(applied)) => {
                        let mut lines = applied.log;
                        // Issue 25 (Saigoku 9): the log says which placeholder tables shaped the
                        // result, by their names in the reader's language.
                        if let Some(r) = applied.resolution.as_ref()
                            && !r.placeholders.is_empty()
                        {
                            lines.push(placeholders_line(self.game.as_ref(), &r.placeholders));
                        }
                        self.state = applied.state;
                        self.last_resolution = applied.resolution;
                        (lines, None)
                    }
                    Some(Err(why)) => (stored, Some(why)),
                    None => (stored, Some(Unplayable::After)),
                };
                let mut lines = lines;
                if *reroll {
                    lines.insert(0, msg!("session-reroll-line"));
                }
                let act = self.push_step(rec, lines);
                match ok {
                    None => self.snapshot_here(),
                    Some(why) => {
                        if self.blocked.is_none() {
                            self.blocked = Some(self.cursor - 1);
                        }
                        self.unplayable.insert(act, why);
                    }
                }
            }
            Record::Tables { files, .. } => {
                self.settle_state()?;
                let before = self.game.clone();
                let mut texts = texts_of(before.as_ref());
                for (n, t) in files {
                    if !texts.contains_key(n) {
                        return Err(SessionError::Nothing(msg!(
                            "session-edited-unknown-table",
                            file = n.as_str()
                        )));
                    }
                    texts.insert(n.clone(), t.clone());
                }
                let game = load_pinned(before.as_ref(), &texts, self.current_game.as_ref())
                    .map_err(|e| {
                        SessionError::Nothing(msg!("session-table-change-unreadable", detail = e))
                    })?;
                let lines = describe_table_change(before.as_ref(), game.as_ref(), files);
                let ix = self.records.len();
                let blocked = self.blocked.is_some();
                let act = self.push_step(rec, lines);
                self.step_games.insert(ix, game.clone());
                if blocked {
                    self.unplayable.insert(act, Unplayable::After);
                } else {
                    self.game = game;
                    self.snapshot_here();
                    self.compute_drift();
                }
            }
            Record::Undo { to, .. } | Record::Redo { to, .. } => {
                if *to > self.timeline.len() {
                    return Err(SessionError::Nothing(msg!(
                        "session-cannot-move-to",
                        to = *to
                    )));
                }
                self.move_kept(self.cursor, *to);
                if self.reading {
                    // Only the cursor moves; the state follows when a step needs it (issue 23).
                    self.cursor = *to;
                    self.stale = true;
                } else {
                    self.seek(*to)?;
                }
                self.records.push(rec);
            }
            Record::RevealSeed { .. } => {
                self.seed_revealed = true;
                let ix = self.epochs.len() - 1;
                if !self.revealed.contains(&ix) {
                    self.revealed.push(ix);
                }
                self.records.push(rec);
            }
            Record::Reseed { seed, from, .. } => {
                if !seed.verify() {
                    return Err(SessionError::Nothing(msg!("session-edited-new-seed")));
                }
                if *from != self.next_app {
                    return Err(SessionError::Nothing(msg!(
                        "session-edited-new-seed-start",
                        next = self.next_app,
                        from = *from
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

    /// Applies a journaled act to the state at the cursor with the dice it recorded (all of them must
    /// be used). While a file is read the state is handed over to the rules, which work on it in place
    /// (issue 23, linear replay: no copy of the state per act); should the act not play, the state
    /// before it is found again from the nearest snapshot. A read that checks every digest keeps the
    /// state (an act whose result differs leaves it as it was).
    fn replay_act(
        &mut self,
        action: &ActionCall,
        dice: &[DieRecord],
    ) -> Result<Result<crate::core::Applied<AnyState>, RuleError>, SessionError> {
        let mut replay = ReplayDice::new(dice);
        let in_place = self.reading && self.digests != DigestCheck::All;
        let applied = if in_place {
            let state = std::mem::replace(&mut self.state, Arc::new(()));
            self.game.apply_owned(state, action, &mut replay)
        } else {
            self.game.apply(&self.state, action, &mut replay)
        };
        let applied = applied.and_then(|a| {
            if replay.exhausted() {
                Ok(a)
            } else {
                Err(RuleError::Dice(msg!("session-more-dice-recorded")))
            }
        });
        if in_place && applied.is_err() {
            // The state went to the rules: the one at the cursor comes back from a snapshot.
            self.seek(self.cursor)?;
        }
        Ok(applied)
    }

    /// Recomputes the state at cursor `to` from the nearest known state: a snapshot, or a state of the
    /// window around the cursor (the state stops before the first unplayable action, if the line of
    /// play up to `to` holds one). A step of undo or redo costs one application (issue 23).
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
        let snap_pos = snap_ix * SNAPSHOT_EVERY;
        // The window's last state at or before `stop`, when it is nearer than the snapshot.
        let in_window = (!self.window.is_empty() && self.window_base <= stop)
            .then(|| stop.min(self.window_base + self.window.len() - 1))
            .filter(|&p| p >= snap_pos);
        let (from, mut point) = match in_window {
            Some(p) => {
                // States past `p` in the window stay valid (the line of play is unchanged), but
                // replay continues from `p` only when it is the window's last state.
                (p, self.window[p - self.window_base].clone())
            }
            None => {
                let start = self.snapshots[snap_ix].clone();
                self.window.clear();
                self.window_base = snap_pos;
                self.window.push_back(start.clone());
                (snap_pos, start)
            }
        };
        for pos in from..stop {
            let ri = self.acts[self.timeline[pos]];
            match &self.records[ri] {
                Record::Act { action, dice, .. } => {
                    let applied =
                        point
                            .game
                            .apply(&point.state, action, &mut ReplayDice::new(dice))?;
                    point.state = applied.state;
                    point.resolution = applied.resolution;
                }
                _ => {
                    if let Some(g) = self.step_games.get(&ri) {
                        point.game = g.clone();
                    }
                }
            }
            self.remember(pos + 1, point.clone());
        }
        let game_changed = !std::ptr::addr_eq(Arc::as_ptr(&self.game), Arc::as_ptr(&point.game));
        self.state = point.state;
        self.game = point.game;
        self.cursor = to;
        self.last_resolution = point.resolution;
        self.blocked = (stop < to).then_some(stop);
        if game_changed {
            self.compute_drift();
        }
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
        if let Some(d) = self.divergence() {
            return Err(SessionError::Nothing(msg!(
                "session-choose-first",
                n = d.position,
                from = d.position - 1
            )));
        }
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
        let applied = self.game.apply(&self.state, &action, &mut dice)?;
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
            digest: Some(format::state_digest(&self.game.state_json(&applied.state))),
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

    /// Changes table files from this point of play on (issue 19): the players' decision, journaled as a
    /// step of the line of play (undo takes it back). `files`: file name → its new text; the other
    /// files stay as the session has them. Refused when the game does not load with them or the
    /// state on the table does not fit them.
    pub fn change_tables(
        &mut self,
        files: BTreeMap<String, String>,
    ) -> Result<Vec<Msg>, SessionError> {
        let _lock = self.begin_write()?;
        if let Some(d) = self.divergence() {
            return Err(SessionError::Nothing(msg!(
                "session-choose-first",
                n = d.position,
                from = d.position - 1
            )));
        }
        let mut texts = texts_of(self.game.as_ref());
        let mut changed = BTreeMap::new();
        for (n, t) in files {
            match texts.get(&n) {
                None => {
                    return Err(SessionError::Nothing(msg!(
                        "session-no-such-table-file",
                        file = n.as_str()
                    )));
                }
                Some(old) if *old == t => {}
                Some(_) => {
                    texts.insert(n.clone(), t.clone());
                    changed.insert(n, t);
                }
            }
        }
        if changed.is_empty() {
            return Err(SessionError::Nothing(msg!("session-same-tables")));
        }
        let game = load_pinned(self.game.as_ref(), &texts, self.current_game.as_ref())
            .map_err(|e| SessionError::Game(msg!("session-tables-refused", detail = e)))?;
        game.check_state(&self.state)?;
        let rec = Record::Tables {
            files: changed,
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)?;
        Ok(self.step_lines.last().cloned().unwrap_or_default())
    }

    /// Takes every table file that differs (see [`Self::table_drift`]) from the current tables into
    /// this session, from this point of play on.
    pub fn adopt_current_tables(&mut self) -> Result<Vec<Msg>, SessionError> {
        let Some(cur) = self.current_game.clone() else {
            return Err(SessionError::Nothing(msg!(
                "session-current-tables-unloadable"
            )));
        };
        let files = self
            .drift
            .iter()
            .filter_map(|n| {
                cur.files()
                    .files
                    .get(n)
                    .map(|f| (n.clone(), f.text.clone()))
            })
            .collect();
        self.change_tables(files)
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

    /// Records the table's set-up choice to keep undone dice: after an undo, the app's next rolls use the
    /// undone app faces again, in the order they were rolled, before any fresh die (kept dice are
    /// journaled as such). Only before the first action: the header is rewritten in place.
    pub fn set_keep_undone_dice(&mut self, keep: bool) -> Result<(), SessionError> {
        let _lock = self.begin_write()?;
        if !self.records.is_empty() {
            return Err(SessionError::Nothing(msg!("session-dice-policy-at-setup")));
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

    pub fn seed_revealed(&self) -> bool {
        self.seed_revealed
    }

    /// Reveals the seed rolling now (journaled), so the players can re-derive every app die. Before the
    /// end of the game a new committed seed rolls every later die (issue 19: a seed shown mid-game would
    /// let anyone compute the dice to come); `Self::commitment` then shows the new one.
    pub fn reveal_seed(&mut self) -> Result<u64, SessionError> {
        let _lock = self.begin_write()?;
        let seed = self
            .epochs
            .last()
            .map(|(_, s)| s.seed)
            .unwrap_or(self.header.seed.seed);
        if !self.seed_revealed {
            let rec = Record::RevealSeed { at: now() };
            self.append(rec.clone())?;
            self.apply_record(rec)?;
        }
        if self.game.status(&self.state).winner.is_none() {
            let (new, salt) = random_seed();
            let rec = Record::Reseed {
                seed: SeedInfo::new(new, salt),
                from: self.stream.next_index(),
                at: now(),
            };
            self.append(rec.clone())?;
            self.apply_record(rec)?;
        }
        Ok(seed)
    }

    /// Checks every app die in the journal against the seed(s): the dice are numbered 0..n (or from the
    /// snapshot's first die) without gaps, each face is the one the seed gives, and each journaled stream
    /// position is where the stream really is. One pass over the stream. Returns the number of dice checked.
    pub fn verify_dice(&self) -> Result<usize, String> {
        self.verify_dice_msg().map_err(|m| m.en())
    }

    /// [`Self::verify_dice`], the failure as a message (a front end words it in its language).
    pub fn verify_dice_msg(&self) -> Result<usize, Msg> {
        let mut n = 0;
        let (first, seed) = self.epochs[0].clone();
        let mut stream = SeededDice::epoch(seed.seed, first, first);
        for r in &self.records {
            match r {
                Record::Reseed { seed, from, .. } => {
                    if *from != stream.next_index() {
                        return Err(msg!(
                            "session-verify-seed-start",
                            from = *from,
                            next = stream.next_index()
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
                            return Err(msg!(
                                "session-verify-out-of-sequence",
                                die = ix,
                                next = stream.next_index()
                            ));
                        }
                        let f = stream.draw().face;
                        if f != d.face {
                            return Err(msg!(
                                "session-verify-face",
                                die = ix,
                                face = d.face,
                                seed_face = f
                            ));
                        }
                        n += 1;
                    }
                    if let Some(w) = word
                        && *w != stream.word_pos()
                    {
                        return Err(msg!(
                            "session-verify-word",
                            word = *w,
                            die = stream.next_index().saturating_sub(1),
                            seed_word = stream.word_pos()
                        ));
                    }
                }
                _ => {}
            }
        }
        Ok(n)
    }

    /// The seeds whose reveal is journaled, each with the first app die it rolled (issue 19: a seed shown
    /// before the end rolls no later die).
    pub fn revealed_seeds(&self) -> Vec<(u64, SeedInfo)> {
        self.revealed
            .iter()
            .filter_map(|&i| self.epochs.get(i).cloned())
            .collect()
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
