//! Dice: one injected source per roll, either the table's physical dice or the session's seeded
//! stream. Faces are recorded so replay never rolls again.

use std::collections::VecDeque;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::rules::RuleError;

/// Where each die came from, as stored in the session journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieRecord {
    pub face: u8,
    /// Index of the die in the session's seeded stream (`None` = a physical die the players typed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app: Option<u64>,
    /// A kept die (issue 11 point 7: the table chose to keep undone dice): the global index of the
    /// original app die whose face is used again after an undo. A kept die has `app: None`. Absent in
    /// every older save and in sessions that never kept a die, so those files read and write unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<u64>,
}

impl DieRecord {
    /// A physical die the players typed.
    pub fn physical(face: u8) -> Self {
        Self {
            face,
            app: None,
            kept: None,
        }
    }
    /// App die `index` of the session's seeded stream.
    pub fn app(face: u8, index: u64) -> Self {
        Self {
            face,
            app: Some(index),
            kept: None,
        }
    }
    /// The face of app die `origin`, undone and used again.
    pub fn kept(face: u8, origin: u64) -> Self {
        Self {
            face,
            app: None,
            kept: Some(origin),
        }
    }
    /// The app die this face first came from: its own index, or the origin of a kept die.
    pub fn origin(&self) -> Option<u64> {
        self.app.or(self.kept)
    }
}

/// The one way randomness enters a procedure.
pub trait DiceSource {
    /// Next d6 face, 1..=6.
    fn d6(&mut self) -> Result<u8, RuleError>;
}

/// Draws one unbiased d6 from a ChaCha8 stream by rejection sampling on the raw `u32`s: the top three
/// bits give 0..8 and 6, 7 are thrown away. This depends only on the ChaCha stream, which is documented as
/// portable, so a seed gives the same dice on every platform and every `rand` version.
fn draw_d6(rng: &mut ChaCha8Rng) -> u8 {
    use rand::Rng;
    loop {
        let x = rng.next_u32() >> 29;
        if x < 6 {
            return x as u8 + 1;
        }
    }
}

/// The session's verifiable stream: die *n* is the *n*-th accepted draw from ChaCha8 seeded with the seed.
#[derive(Debug, Clone)]
pub struct SeededDice {
    rng: ChaCha8Rng,
    next_index: u64,
}

impl SeededDice {
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            next_index: 0,
        }
    }
    /// A stream positioned so that the next die drawn is die `index`.
    pub fn at(seed: u64, index: u64) -> Self {
        Self::epoch(seed, 0, index)
    }
    /// A session may change seed (after a pack-up printed the old one); dice keep one global numbering.
    /// This is the stream of a seed whose first die has global index `base`, positioned at global die `next`.
    pub fn epoch(seed: u64, base: u64, next: u64) -> Self {
        let mut d = Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            next_index: base,
        };
        while d.next_index < next {
            d.draw();
        }
        d
    }
    /// Global die `index` of the stream for `seed` that starts at global index `base`.
    pub fn face_in_epoch(seed: u64, base: u64, index: u64) -> u8 {
        Self::epoch(seed, base, index).draw().face
    }
    /// A stream positioned at global die `next` by jumping straight to the ChaCha word `word` (the word
    /// position the stream had after drawing die `next - 1`, as journaled). Constant time, however far.
    pub fn resume(seed: u64, next: u64, word: u64) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_word_pos(u128::from(word));
        Self {
            rng,
            next_index: next,
        }
    }
    /// Global index of the next die.
    pub fn next_index(&self) -> u64 {
        self.next_index
    }
    /// How many 32-bit words of the ChaCha stream have been used (a die uses one or more: rejection
    /// sampling throws some away). Journaled so a reopened session can jump here with [`Self::resume`].
    pub fn word_pos(&self) -> u64 {
        u64::try_from(self.rng.get_word_pos()).unwrap_or(u64::MAX)
    }
    pub fn draw(&mut self) -> DieRecord {
        let face = draw_d6(&mut self.rng);
        let rec = DieRecord::app(face, self.next_index);
        self.next_index += 1;
        rec
    }
    /// Die `index` of the stream for `seed` (used to verify a session once the seed is revealed).
    pub fn face_at(seed: u64, index: u64) -> u8 {
        Self::at(seed, index).draw().face
    }
}

impl DiceSource for SeededDice {
    fn d6(&mut self) -> Result<u8, RuleError> {
        Ok(self.draw().face)
    }
}

/// Rounds of dice a [`uniform`] pick tries before it gives up.
pub const PICK_TRIES: usize = 64;

/// A uniform index `0..n` from d6 faces, so the players could do it with a real die (issue 23: the one
/// pick shared by Sekigahara's card draw and Shogun's shuffles and draws): as many dice as make
/// 6^k ≥ n (one die up to 6 items, two up to 36, …) read as a base-6 number, rejected at or above the
/// largest multiple of `n` that fits, then taken modulo `n`. `n ≤ 1` needs no die and gives 0.
///
/// Bounded: a fair die passes long before [`PICK_TRIES`] rounds (at worst about one round in two is
/// rejected); a dice source that keeps landing outside the range gets a checked error, never a hang,
/// and an `n` too large for the dice to reach is an error, never an overflow. For every sequence of
/// faces that the two earlier copies accepted this draws the same faces and returns the same index,
/// so old saves replay exactly.
pub fn uniform(n: usize, dice: &mut dyn DiceSource) -> Result<usize, RuleError> {
    if n <= 1 {
        return Ok(0);
    }
    let mut digits = 1u32;
    let mut space = 6usize;
    while space < n {
        digits += 1;
        space = space
            .checked_mul(6)
            .ok_or_else(|| RuleError::Data(format!("cannot pick one of {n} with dice")))?;
    }
    let limit = space - space % n;
    for _ in 0..PICK_TRIES {
        let mut v = 0usize;
        for _ in 0..digits {
            v = v * 6 + usize::from(dice.d6()?.clamp(1, 6) - 1);
        }
        if v < limit {
            return Ok(v % n);
        }
    }
    Err(RuleError::Dice(crate::msg!(
        "core-dice-pick-failed",
        tries = PICK_TRIES,
        n = n
    )))
}

/// Physical dice typed at the table. Runs out with a clear error.
#[derive(Debug, Clone, Default)]
pub struct ManualDice {
    faces: VecDeque<u8>,
}

impl ManualDice {
    pub fn new(faces: impl IntoIterator<Item = u8>) -> Result<Self, RuleError> {
        let faces: VecDeque<u8> = faces.into_iter().collect();
        if let Some(bad) = faces.iter().find(|f| !(1..=6).contains(*f)) {
            return Err(RuleError::input(
                "roll",
                crate::msg!("core-dice-face", got = *bad),
            ));
        }
        Ok(Self { faces })
    }
}

impl DiceSource for ManualDice {
    fn d6(&mut self) -> Result<u8, RuleError> {
        self.faces
            .pop_front()
            .ok_or_else(|| RuleError::Dice(crate::msg!("core-dice-more-needed")))
    }
}

/// The dice of one action at the table: the faces the players typed first, then (if app dice are
/// allowed) the kept faces of undone app dice in queue order, then the session's seeded stream. Every
/// die is recorded.
pub struct TableDice<'a> {
    manual: VecDeque<u8>,
    /// Kept faces `(origin app die, face)`, used only when app dice are allowed.
    kept: VecDeque<(u64, u8)>,
    stream: Option<&'a mut SeededDice>,
    pub records: Vec<DieRecord>,
}

impl<'a> TableDice<'a> {
    /// `stream = None` means physical dice only: asking for more than were typed is an error.
    pub fn new(manual: &[u8], stream: Option<&'a mut SeededDice>) -> Result<Self, RuleError> {
        Self::with_kept(manual, std::iter::empty(), stream)
    }
    /// Like [`Self::new`], for a session that keeps undone dice: after the typed faces, the app's dice
    /// are first the `kept` faces `(origin app die, face)` in this order, then fresh ones from `stream`.
    /// Without a stream (physical dice only) the kept faces are not used.
    pub fn with_kept(
        manual: &[u8],
        kept: impl IntoIterator<Item = (u64, u8)>,
        stream: Option<&'a mut SeededDice>,
    ) -> Result<Self, RuleError> {
        ManualDice::new(manual.iter().copied())?;
        Ok(Self {
            manual: manual.iter().copied().collect(),
            kept: if stream.is_some() {
                kept.into_iter().collect()
            } else {
                VecDeque::new()
            },
            stream,
            records: Vec::new(),
        })
    }
    /// Kept dice used so far.
    pub fn kept_used(&self) -> usize {
        self.records.iter().filter(|r| r.kept.is_some()).count()
    }
    /// Faces typed but not used by the procedure.
    pub fn unused(&self) -> usize {
        self.manual.len()
    }
    /// Ends the roll: every typed face must have been used (a face the procedure did not need is refused,
    /// never dropped silently). Returns the dice as recorded. Every front end ends a roll through here.
    pub fn finish(self) -> Result<Vec<DieRecord>, RuleError> {
        self.finish_counted().map(|(records, _)| records)
    }
    /// [`Self::finish`], also saying how many kept dice the roll used (the session takes them off its
    /// queue of kept dice).
    pub fn finish_counted(self) -> Result<(Vec<DieRecord>, usize), RuleError> {
        if self.manual.is_empty() {
            let kept = self.kept_used();
            return Ok((self.records, kept));
        }
        let used = self
            .records
            .iter()
            .filter(|r| r.app.is_none() && r.kept.is_none())
            .count();
        Err(RuleError::input(
            "roll",
            crate::msg!(
                "core-dice-too-many",
                given = used + self.manual.len(),
                used = used
            ),
        ))
    }
    pub fn faces(&self) -> Vec<u8> {
        self.records.iter().map(|r| r.face).collect()
    }
}

impl DiceSource for TableDice<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let rec = if let Some(face) = self.manual.pop_front() {
            DieRecord::physical(face)
        } else if let Some((origin, face)) = self.kept.pop_front() {
            DieRecord::kept(face, origin)
        } else if let Some(stream) = self.stream.as_deref_mut() {
            stream.draw()
        } else {
            return Err(RuleError::Dice(crate::msg!(
                "core-dice-type-next",
                given = self.records.len()
            )));
        };
        self.records.push(rec);
        Ok(rec.face)
    }
}

/// Replays the faces recorded in a journal event; never rolls.
pub struct ReplayDice<'a> {
    faces: std::slice::Iter<'a, DieRecord>,
}

impl<'a> ReplayDice<'a> {
    pub fn new(records: &'a [DieRecord]) -> Self {
        Self {
            faces: records.iter(),
        }
    }
    pub fn exhausted(&self) -> bool {
        self.faces.len() == 0
    }
}

impl DiceSource for ReplayDice<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let r = self
            .faces
            .next()
            .ok_or_else(|| RuleError::Dice(crate::msg!("core-dice-journal-fewer")))?;
        check_face(r.face)?;
        Ok(r.face)
    }
}

/// A recorded d6 face must be 1..=6 (a journal edited to hold 0, 7 or 255 is refused, never replayed).
pub fn check_face(face: u8) -> Result<(), RuleError> {
    if (1..=6).contains(&face) {
        Ok(())
    } else {
        Err(RuleError::Dice(crate::msg!(
            "core-dice-recorded-face",
            face = face
        )))
    }
}
