//! The dice ledger: the committed seeds, the numbering of the app's dice, the faces of undone dice
//! kept for the next rolls (issue 11 point 7), the reveal and the check of every app die against its
//! seed.

use super::*;

/// A fresh random seed and salt for a session (OS randomness, at the edge).
pub fn random_seed() -> (u64, String) {
    let mut b = [0u8; 16];
    let _ = getrandom_bytes(&mut b);
    let seed = u64::from_le_bytes(b[..8].try_into().unwrap_or([7; 8]));
    (seed, format::hex(&b[8..]))
}

pub(crate) fn getrandom_bytes(b: &mut [u8]) -> Result<(), ()> {
    use rand::TryRng;
    rand::rngs::SysRng.try_fill_bytes(b).map_err(|_| ())
}

/// What [`Session::check_dice`] found: where the dice numbering and the kept queue stand after an act.
pub(crate) struct DiceCheck {
    pub(crate) next_app: u64,
    pub(crate) kept_used: usize,
    pub(crate) drop_waiting: bool,
    pub(crate) last_word: Option<u64>,
}

/// A private input is sealed by a hash of the entry and a secret (`salt`, Shogun plans, Tenka chips). A
/// secret nobody typed would leave the hash guessable (a bid has only a few values), so the session draws
/// one when the action takes a `salt` and it is missing or blank. It is journaled with the action, so
/// replay and the reveal give the same hash.
pub(crate) fn seal_with_a_secret(game: &dyn Game, action: &mut ActionCall) {
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

impl Session {
    /// The kept faces of undone app dice waiting for the next app rolls, `(origin app die, face)` in
    /// the order they will be used (empty unless the table keeps undone dice).
    pub fn kept_dice(&self) -> Vec<(u64, u8)> {
        self.kept.iter().copied().collect()
    }

    /// Moves kept dice for a cursor move from `from` to `to` (issue 11 point 7; only when the table
    /// keeps undone dice): undone actions' dice go to the front in the order they were rolled, redone
    /// actions' dice leave the queue.
    pub(crate) fn move_kept(&mut self, from: usize, to: usize) {
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
    pub(crate) fn position_stream(&mut self) {
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
    pub(crate) fn check_dice(
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

    /// Takes an act's dice from the ledger ([`Self::check_dice`] found where it stands after them).
    pub(crate) fn take_dice(&mut self, checked: &DiceCheck) {
        self.next_app = checked.next_app;
        self.last_word = checked.last_word;
        if checked.drop_waiting {
            self.kept.clear();
        } else {
            self.kept.drain(..checked.kept_used);
        }
    }

    /// A reveal of the seed rolling now (journaled).
    pub(crate) fn note_reveal(&mut self) {
        self.seed_revealed = true;
        let ix = self.epochs.len() - 1;
        if !self.revealed.contains(&ix) {
            self.revealed.push(ix);
        }
    }

    /// A new committed seed rolls every app die from `from` on (journaled); it must start at the next
    /// app die.
    pub(crate) fn start_seed(&mut self, seed: &SeedInfo, from: u64) -> Result<(), SessionError> {
        if !seed.verify() {
            return Err(SessionError::Nothing(msg!("session-edited-new-seed")));
        }
        if from != self.next_app {
            return Err(SessionError::Nothing(msg!(
                "session-edited-new-seed-start",
                next = self.next_app,
                from = from
            )));
        }
        self.epochs.push((from, seed.clone()));
        self.stream = SeededDice::epoch(seed.seed, from, from);
        self.last_word = Some(0);
        self.seed_revealed = false;
        Ok(())
    }
}
