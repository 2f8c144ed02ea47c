//! Reading and replaying the journal: a file's lines read and checked, each record applied to the
//! session, the state at any point of the line of play found again from the nearest snapshot or the
//! window of states around the cursor (issue 23, linear replay).

use super::*;

/// How many actions between cached states (undo replays at most this many).
pub(crate) const SNAPSHOT_EVERY: usize = 32;

/// How many consecutive states of the line of play the session keeps around the cursor (issue 23,
/// linear replay): a run of undos or redos, one step at a time, then costs one application a step
/// (amortised) instead of a replay from the nearest snapshot each time.
pub(crate) const WINDOW: usize = 2 * SNAPSHOT_EVERY;

/// The keys of each action of a game, by action name.
pub(crate) type ActionKeys = BTreeMap<String, Vec<crate::core::KeySpec>>;

/// A state on the line of play with the game in force there and the resolution of the step that
/// reached it (issue 23: a snapshot or a state of the window around the cursor).
#[derive(Clone)]
pub(crate) struct Point {
    pub(crate) state: AnyState,
    pub(crate) game: Arc<dyn Game>,
    pub(crate) resolution: Option<Resolution>,
}

/// How replay checks the digest each act carries (issue 19 and issue 23, linear replay): every act
/// when looking for the first that differs; at each snapshot position and at the file's last act on
/// an ordinary read (a state that differs anywhere before shows there, and the read is repeated with
/// every act checked); not at all when the act was just played live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DigestCheck {
    All,
    Sparse,
    Off,
}

/// Reads a session file: an ordinary file only (a pipe or a device is refused before it is opened), at
/// most the session bound of [`store::ReadKind`] (issue 19, reads without bounds).
pub fn read_session_file(path: &Path) -> Result<Vec<u8>, SessionError> {
    store::read_bounded(path, store::ReadKind::Session).map_err(|e| SessionError::io(path, e))
}

/// The file being read, as its errors name it: its path (or "session" for a journal in memory) and the
/// backups a damaged file can be restored from.
struct FileRef {
    shown: String,
    backups: Vec<PathBuf>,
}

impl FileRef {
    fn new(path: Option<&Path>) -> Self {
        FileRef {
            shown: path
                .map(|p| p.display().to_string())
                .unwrap_or_else(|| "session".into()),
            backups: path
                .map(|p| {
                    (1..=store::BACKUPS)
                        .map(|n| store::backup_path(p, n))
                        .filter(|b| b.exists())
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// Damage at `line` that the journal cannot recover from by itself.
    fn corrupt(&self, line: usize, message: Msg) -> SessionError {
        SessionError::Corrupt {
            path: self.shown.clone(),
            line,
            message,
            backups: self.backups.clone(),
        }
    }

    /// A header this version cannot read (a newer format, tables of another build).
    fn version(&self, m: impl std::fmt::Display) -> SessionError {
        SessionError::Version {
            path: self.shown.clone(),
            message: format!("line 1: {m}"),
        }
    }
}

/// The lines of a journal up to its last line end (each with its line end) and the bytes after it.
/// Every record is written as one buffer ending in a newline, so bytes after the last newline are an
/// append that a crash interrupted.
fn split_lines<'a>(
    bytes: &'a [u8],
    file: &FileRef,
) -> Result<(Vec<&'a str>, &'a [u8]), SessionError> {
    let clean_len = bytes
        .iter()
        .rposition(|b| *b == b'\n')
        .map(|i| i + 1)
        .unwrap_or(0);
    let (body, tail) = bytes.split_at(clean_len);
    if body.is_empty() {
        return Err(file.corrupt(1, msg!("session-corrupt-empty")));
    }
    let text = std::str::from_utf8(body).map_err(|e| {
        let line = body[..e.valid_up_to()]
            .iter()
            .filter(|b| **b == b'\n')
            .count()
            + 1;
        file.corrupt(line, msg!("session-corrupt-not-text"))
    })?;
    Ok((text.split_inclusive('\n').collect(), tail))
}

/// A header as read: the header in the current form, the format the file was written in, and the
/// checksum its record chain starts from (format 2 on).
struct HeadRead {
    header: Header,
    format: u32,
    chain: Option<String>,
}

/// Reads and checks the header line: the magic word, the format, the shipped tables a pack-up
/// carries by hash, the migration to the current form, the seed's commitment, the header's checksum
/// and the bounds of a snapshot's counters.
fn read_header(line: &str, file: &FileRef) -> Result<HeadRead, SessionError> {
    let head = line.trim_end_matches('\n');
    let mut hv: Value = serde_json::from_str(head)
        .map_err(|e| file.corrupt(1, msg!("session-corrupt-header", detail = e.to_string())))?;
    if hv.get("magic").and_then(Value::as_str) != Some(format::MAGIC) {
        return Err(file.corrupt(1, msg!("session-corrupt-not-session")));
    }
    let file_format = format::header_format(&hv).map_err(|m| file.version(m))?;
    // A pack-up carries shipped table files by hash: bring their text back before the header's
    // checksum is checked (it covers the text).
    if let Some(t) = hv.get_mut("tables")
        && t.get("shipped").is_some()
    {
        let mut pinned: format::PinnedTables = serde_json::from_value(t.clone())
            .map_err(|e| file.corrupt(1, msg!("session-corrupt-pinned", detail = e.to_string())))?;
        let id = hv.get("game").and_then(Value::as_str).unwrap_or_default();
        let embedded = games::entry(id).map(|e| e.tables).unwrap_or(&[]);
        pinned.expand(embedded).map_err(|m| file.version(m))?;
        hv["tables"] = serde_json::to_value(&pinned).unwrap_or_default();
    }
    let raw_header = hv.clone();
    let hv = format::migrate_header(hv).map_err(|m| file.version(m))?;
    let header: Header = serde_json::from_value(hv)
        .map_err(|e| file.corrupt(1, msg!("session-corrupt-header", detail = e.to_string())))?;
    if !header.seed.verify() {
        return Err(file.corrupt(1, msg!("session-corrupt-seed")));
    }
    let chain = if file_format >= 2 {
        Some(format::check_header_sum(&raw_header).map_err(|m| file.corrupt(1, Msg::plain(m)))?)
    } else {
        None
    };
    if let Some(b) = &header.base {
        bounds::check_base(b)
            .map_err(|m| file.corrupt(1, msg!("session-corrupt-snapshot-bounds", detail = m)))?;
    }
    Ok(HeadRead {
        header,
        format: file_format,
        chain,
    })
}

/// The games of a session being opened.
struct Games {
    /// The game the session plays with.
    game: Arc<dyn Game>,
    /// The tables a new session would load now (`load_game`).
    current: Result<Arc<dyn Game>, String>,
    /// Set when the pinned tables could not be read.
    pinned_note: Option<Msg>,
}

/// The game a session plays with, the tables a new session would load now (`load_game`), and a note
/// when the pinned tables could not be read. Issue 19: the session plays with its pinned tables; the
/// loader's tables only tell whether they drifted. Older files play with the loader's tables.
fn session_game(
    header: &Header,
    load_game: &GameLoader<'_>,
    file: &FileRef,
) -> Result<Games, SessionError> {
    let current = load_game(&header.game);
    let unloadable = |detail: String| {
        SessionError::Game(msg!(
            "session-game-unloadable",
            file = file.shown.as_str(),
            detail = detail
        ))
    };
    let mut pinned_note = None;
    let game = match (&header.tables, &current) {
        (None, Ok(g)) => g.clone(),
        (None, Err(e)) => return Err(unloadable(e.clone())),
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
            .map_err(|e2| unloadable(format!("{e}; {e2}")))?,
    };
    Ok(Games {
        game,
        current,
        pinned_note,
    })
}

/// The state a session starts from: its snapshot's (checked as strictly as a set-up), or its set-up.
/// A rule's refusal of the set-up is not damage: the save is older than a corrected rule.
fn first_state(game: &dyn Game, header: &Header, file: &FileRef) -> Result<AnyState, SessionError> {
    match &header.base {
        // `state_from_json` checks the state as strictly as a set-up (`Game::check_state`).
        Some(b) => game.state_from_json(&b.state).map_err(|e| {
            file.corrupt(
                1,
                msg!("session-corrupt-snapshot", detail = rule_error_msg(&e)),
            )
        }),
        None => game.setup(&header.setup).map_err(|e| match e {
            // A rule's refusal; an input the spec never allowed (3 players of a 2-player game)
            // is an edited header and stays a damage error.
            RuleError::Forbidden { .. } => SessionError::SetupRefused {
                path: file.shown.clone(),
                game: header.game.clone(),
                reason: Box::new(e),
            },
            e => file.corrupt(
                1,
                msg!("session-corrupt-setup", detail = rule_error_msg(&e)),
            ),
        }),
    }
}

impl Session {
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

    /// Reads a journal with the given digest check: the lines, the header, the game and tables the
    /// session plays with, its first state, then every record in turn.
    fn parse(
        bytes: &[u8],
        path: Option<&Path>,
        load_game: &GameLoader<'_>,
        digests: DigestCheck,
    ) -> Result<Self, SessionError> {
        let file = FileRef::new(path);
        let (lines, tail) = split_lines(bytes, &file)?;
        let head = read_header(lines[0], &file)?;
        let games = session_game(&head.header, load_game, &file)?;
        let initial = first_state(games.game.as_ref(), &head.header, &file)?;
        let mut s = Session::blank(
            head.header,
            games.game,
            initial,
            path.map(Path::to_path_buf),
        );
        s.digests = digests;
        s.pinned_note = games.pinned_note;
        s.current_game = games.current.ok();
        s.file_format = head.format;
        if let Some(c) = head.chain {
            s.chain = c;
        }
        if path.is_some() {
            s.disk = bytes.to_vec();
        }
        s.reading = true;
        s.read_records(&lines, tail.is_empty(), &file)?;
        s.read_tail(tail);
        s.reading = false;
        s.settle_state()
            .map_err(|e| file.corrupt(lines.len(), error_msg(&e)))?;
        s.position_stream();
        s.compute_drift();
        Ok(s)
    }

    /// Applies the records of the lines after the header, each checked against the chain.
    /// `clean_end`: the file ends with a line end (else the tail is read after these lines).
    fn read_records(
        &mut self,
        lines: &[&str],
        clean_end: bool,
        file: &FileRef,
    ) -> Result<(), SessionError> {
        let last_line = lines
            .iter()
            .rposition(|l| !l.trim().is_empty())
            .unwrap_or(0);
        for (i, raw) in lines.iter().enumerate().skip(1) {
            let line_no = i + 1;
            let body = raw.trim_end_matches('\n');
            if body.trim().is_empty() {
                continue;
            }
            self.check_next = i == last_line && clean_end;
            let (rec, sum) = format::decode_line(body, self.file_format, &self.chain)
                .map_err(|m| file.corrupt(line_no, Msg::plain(m)))?;
            self.apply_record(rec)
                .map_err(|e| file.corrupt(line_no, error_msg(&e)))?;
            self.chain = sum;
        }
        Ok(())
    }

    /// Bytes after the last line end: a complete, valid record that only lacks its line end is kept;
    /// anything else is an append a crash interrupted (never acknowledged) and is dropped.
    fn read_tail(&mut self, tail: &[u8]) {
        if tail.is_empty() {
            return;
        }
        self.check_next = true;
        let kept = std::str::from_utf8(tail)
            .ok()
            .filter(|t| !t.trim().is_empty())
            .and_then(|t| format::decode_line(t.trim_end(), self.file_format, &self.chain).ok())
            .and_then(|(rec, sum)| self.apply_record(rec).ok().map(|()| sum));
        match kept {
            Some(sum) => {
                self.chain = sum;
                self.kept_unterminated = true;
            }
            None => self.recovered_tail = Some(String::from_utf8_lossy(tail).into_owned()),
        }
    }

    /// Adds a step (an act or a table change) to the line of play at the cursor, dropping the redo
    /// branch from the line (it stays in the journal).
    pub(crate) fn push_step(&mut self, rec: Record, lines: Vec<Msg>) -> usize {
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
    pub(crate) fn snapshot_here(&mut self) {
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
    pub(crate) fn remember(&mut self, pos: usize, p: Point) {
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
    pub(crate) fn check_params(&mut self, action: &ActionCall) -> Result<(), SessionError> {
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
    pub(crate) fn settle_state(&mut self) -> Result<(), SessionError> {
        if self.stale {
            self.stale = false;
            self.seek(self.cursor)?;
        }
        Ok(())
    }

    /// Applies a record read from the journal (or just appended) to the in-memory session.
    pub(crate) fn apply_record(&mut self, rec: Record) -> Result<(), SessionError> {
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
                let (lines, why) =
                    self.play_act(action, dice, *word, digest.as_deref(), *reroll, log)?;
                let act = self.push_step(rec, lines);
                self.after_act(act, why);
            }
            Record::Tables { files, .. } => {
                let (game, lines) = self.read_table_change(files)?;
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
                self.move_cursor(*to)?;
                self.records.push(rec);
            }
            Record::RevealSeed { .. } => {
                self.note_reveal();
                self.records.push(rec);
            }
            Record::Reseed { seed, from, .. } => {
                self.start_seed(seed, *from)?;
                self.records.push(rec);
            }
        }
        Ok(())
    }

    /// Plays an act of the journal: its dice checked against the ledger and taken from it, its keys
    /// against its action's spec, then the action applied (unless the session already stands before an
    /// action that does not play). Returns the act's log lines and, when it does not play now, why.
    fn play_act(
        &mut self,
        action: &ActionCall,
        dice: &[DieRecord],
        word: Option<u64>,
        digest: Option<&str>,
        reroll: bool,
        stored: &[String],
    ) -> Result<(Vec<Msg>, Option<Unplayable>), SessionError> {
        self.settle_state()?;
        let just_applied = self.just_applied.take();
        let legacy = digest.is_none();
        let checked = self.check_dice(dice, word, legacy, reroll)?;
        // An action whose keys the action's own spec refuses (an unknown action, a key it never had,
        // a value of the wrong kind) was edited, not recorded under older rules.
        if !legacy {
            self.check_params(action)?;
        }
        // Behind an unplayable action nothing is played.
        let outcome = match self.blocked {
            Some(_) => None,
            None => Some(self.play_or_refuse(action, dice, digest, just_applied)?),
        };
        self.take_dice(&checked);
        let (mut lines, why) = self.act_lines(outcome, stored);
        if reroll {
            lines.insert(0, msg!("session-reroll-line"));
        }
        Ok((lines, why))
    }

    /// The application of an act (the one a live act just made, else a replay), or why it does not
    /// play now: a refusal of the current rules (the action, or the number of dice it now uses), or
    /// another state than the one recorded (the session then stops before it and asks).
    fn play_or_refuse(
        &mut self,
        action: &ActionCall,
        dice: &[DieRecord],
        digest: Option<&str>,
        just_applied: Option<crate::core::Applied<AnyState>>,
    ) -> Result<Result<crate::core::Applied<AnyState>, Unplayable>, SessionError> {
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
        Ok(match applied {
            Ok(a) if check && digest.is_some_and(|d| !self.digest_agrees(d, &a.state)) => {
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

    /// True when `state` has the digest `d` recorded with its act. The digest is taken from the
    /// state's text written straight from it (issue 23); should that differ, from its JSON value, the
    /// form the digest was recorded from, before the state counts as another.
    fn digest_agrees(&self, d: &str, state: &AnyState) -> bool {
        d == format::state_text_digest(&self.game.state_text(state))
            || d == format::state_digest(&self.game.state_json(state))
    }

    /// The log lines of an act and why it does not play, if it does not; an act that plays moves the
    /// state on. Formats 1–2 stored the English log lines (`stored`): shown as stored when the action
    /// does not play now (replay derives them otherwise).
    fn act_lines(
        &mut self,
        outcome: Option<Result<crate::core::Applied<AnyState>, Unplayable>>,
        stored: &[String],
    ) -> (Vec<Msg>, Option<Unplayable>) {
        let stored = || stored.iter().map(Msg::plain).collect();
        match outcome {
            Some(Ok(applied)) => {
                let mut lines = applied.log;
                // Issue 25 (Saigoku 9): the log says which placeholder tables shaped the result, by
                // their names in the reader's language.
                if let Some(r) = applied.resolution.as_ref()
                    && !r.placeholders.is_empty()
                {
                    lines.push(placeholders_line(self.game.as_ref(), &r.placeholders));
                }
                self.state = applied.state;
                self.last_resolution = applied.resolution;
                (lines, None)
            }
            Some(Err(why)) => (stored(), Some(why)),
            None => (stored(), Some(Unplayable::After)),
        }
    }

    /// After an act joined the line of play: a snapshot when it played, else the session stands before
    /// the first act that does not play.
    fn after_act(&mut self, act: usize, why: Option<Unplayable>) {
        match why {
            None => self.snapshot_here(),
            Some(why) => {
                if self.blocked.is_none() {
                    self.blocked = Some(self.cursor - 1);
                }
                self.unplayable.insert(act, why);
            }
        }
    }

    /// The game after a table change of the journal, and its log lines. A file the session does not
    /// have, or tables that do not load, is an edit.
    fn read_table_change(
        &mut self,
        files: &BTreeMap<String, String>,
    ) -> Result<(Arc<dyn Game>, Vec<Msg>), SessionError> {
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
        let game =
            load_pinned(before.as_ref(), &texts, self.current_game.as_ref()).map_err(|e| {
                SessionError::Nothing(msg!("session-table-change-unreadable", detail = e))
            })?;
        let lines = describe_table_change(before.as_ref(), game.as_ref(), files);
        Ok((game, lines))
    }

    /// An undo or redo record: the cursor moves to `to` (the kept dice with it). While a file is read
    /// only the cursor moves; the state follows when a step needs it (issue 23).
    fn move_cursor(&mut self, to: usize) -> Result<(), SessionError> {
        if to > self.timeline.len() {
            return Err(SessionError::Nothing(msg!(
                "session-cannot-move-to",
                to = to
            )));
        }
        self.move_kept(self.cursor, to);
        if self.reading {
            self.cursor = to;
            self.stale = true;
        } else {
            self.seek(to)?;
        }
        Ok(())
    }

    /// Applies a journaled act to the state at the cursor with the dice it recorded (all of them must
    /// be used). While a file is read the state is handed over to the rules, which work on it in place
    /// (issue 23, linear replay: no copy of the state per act); should the act not play, the state
    /// before it is found again from the nearest snapshot. A read that checks every digest keeps the
    /// state (an act whose result differs leaves it as it was).
    pub(crate) fn replay_act(
        &mut self,
        action: &ActionCall,
        dice: &[DieRecord],
    ) -> Result<Result<crate::core::Applied<AnyState>, RuleError>, SessionError> {
        let mut replay = ReplayDice::new(dice);
        let in_place = self.reading && self.digests != DigestCheck::All;
        let applied = if in_place {
            let state = std::mem::replace(&mut self.state, Arc::new(()));
            crate::guard::guarded(|| self.game.apply_owned(state, action, &mut replay))
        } else {
            crate::guard::guarded(|| self.game.apply(&self.state, action, &mut replay))
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
    pub(crate) fn seek(&mut self, to: usize) -> Result<(), SessionError> {
        let stop = self.playable_until(to);
        let snap_ix = (stop / SNAPSHOT_EVERY).min(self.snapshots.len() - 1);
        let snap_pos = snap_ix * SNAPSHOT_EVERY;
        let (from, mut point) = match self.window_point(stop, snap_pos) {
            // States past it in the window stay valid (the line of play is unchanged), but replay
            // continues from it only when it is the window's last state.
            Some(p) => p,
            None => {
                let start = self.snapshots[snap_ix].clone();
                self.window.clear();
                self.window_base = snap_pos;
                self.window.push_back(start.clone());
                (snap_pos, start)
            }
        };
        for pos in from..stop {
            self.replay_step(pos, &mut point)?;
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

    /// How far the line of play up to `to` plays under the current rules: the position of its first
    /// action that does not play, else `to`.
    fn playable_until(&self, to: usize) -> usize {
        if self.unplayable.is_empty() {
            return to;
        }
        self.timeline[..to]
            .iter()
            .position(|a| self.unplayable.contains_key(a))
            .unwrap_or(to)
    }

    /// The window's last state at or before `pos`, when it is not before `not_before` (the nearest
    /// snapshot's position).
    fn window_point(&self, pos: usize, not_before: usize) -> Option<(usize, Point)> {
        let p = (!self.window.is_empty() && self.window_base <= pos)
            .then(|| pos.min(self.window_base + self.window.len() - 1))
            .filter(|&p| p >= not_before)?;
        Some((p, self.window[p - self.window_base].clone()))
    }

    /// Replays the step at timeline position `pos` on `point`: an act with the dice it recorded, or a
    /// table change (its game from then on). The one replay of the journal: undo, redo, a read after
    /// undo and redo records, and [`Self::state_at`].
    fn replay_step(&self, pos: usize, point: &mut Point) -> Result<(), SessionError> {
        let ri = self.acts[self.timeline[pos]];
        match &self.records[ri] {
            Record::Act { action, dice, .. } => {
                let applied = crate::guard::guarded(|| {
                    point
                        .game
                        .apply(&point.state, action, &mut ReplayDice::new(dice))
                })?;
                point.state = applied.state;
                point.resolution = applied.resolution;
            }
            _ => {
                if let Some(g) = self.step_games.get(&ri) {
                    point.game = g.clone();
                }
            }
        }
        Ok(())
    }

    /// The state at `position` on the current line of play (`None` when the current rules do not
    /// play that far), from the nearest snapshot or state of the window (issue 23: at most
    /// [`SNAPSHOT_EVERY`] applications, with the tables in force at each step). Nothing changes.
    pub fn state_at(&self, position: usize) -> Option<AnyState> {
        if position > self.timeline.len() || self.playable_until(position) < position {
            return None;
        }
        let snap_ix = (position / SNAPSHOT_EVERY).min(self.snapshots.len().checked_sub(1)?);
        let snap_pos = snap_ix * SNAPSHOT_EVERY;
        let (from, mut point) = self
            .window_point(position, snap_pos)
            .unwrap_or_else(|| (snap_pos, self.snapshots[snap_ix].clone()));
        for pos in from..position {
            self.replay_step(pos, &mut point).ok()?;
        }
        Some(point.state)
    }
}
