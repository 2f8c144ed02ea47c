//! The public view of a session (issue 19 item 3): what every output shows of the journal and the
//! state. The ruleset decides what of a record is public (`Game::public_action`, asked with the state
//! right after the record and the state the table is at) and what of a state (`Game::public_state`);
//! this file only finds those two states for every record and says where a pack-up must stop.
//!
//! A record off the line of play (undone, a dropped redo branch) is asked with `now = after`: its
//! private inputs were never turned at the table, so they stay sealed for good. A record the current
//! rules do not play has no state after it: if its action takes a secret word (a sealed input), all of
//! its values are sealed.
//!
//! The seal protects the screen and every output of the app; the session file itself holds every
//! value (replay needs them), so a player who opens it in a text editor can read them (README).

use super::*;

/// Where a pack-up made now must stop so that it carries no sealed value (see [`Session::sealed_cut`]).
#[derive(Debug, Clone, PartialEq)]
pub struct SealedCut {
    /// `Some(k)`: the first `k` journal records carry nothing sealed and restore exactly to
    /// `position` (the first sealed record is on the line of play). `None`: an action off the line
    /// of play is the first sealed record, so only a snapshot of the state at `position` is safe.
    pub records: Option<usize>,
    /// Actions on the line of play before the first one with a value still sealed.
    pub position: usize,
    /// The actions of the line of play from `position` on (left off the pack-up), as the table may
    /// see them: 1-based number and public action (sealed values read `(sealed)`).
    pub left_off: Vec<(usize, ActionCall)>,
}

impl Session {
    /// The log as the table may see it: [`Session::log`] with every action in its public form.
    pub fn public_log(&self) -> Vec<LogEntry> {
        let mut log = self.log();
        let public = self.public_actions(&log);
        for (e, p) in log.iter_mut().zip(public) {
            e.action = p;
        }
        log
    }

    /// The current state as the table may see it (`Game::public_state`).
    pub fn public_state(&self) -> AnyState {
        self.game.public_state(self.state())
    }

    /// Where a pack-up must stop (issue 19 item 3): `None` when no journaled value is still sealed,
    /// else the first record with a value still sealed and what is left off from it.
    ///
    /// Decision: a pack-up made while a sealed input is not yet revealed carries the session only up to
    /// just before the first such input (the journal up to that record when it is on the line of
    /// play, else a snapshot of the state there); the sheet says which actions are left off and that
    /// the players enter their sealed orders again after restoring.
    pub fn sealed_cut(&self) -> Option<SealedCut> {
        let log = self.log();
        let public = self.public_actions(&log);
        let sealed: Vec<bool> = log
            .iter()
            .zip(&public)
            .map(|(e, p)| e.action != *p)
            .collect();
        let first = sealed.iter().position(|x| *x)?;
        let record_of_first = self
            .records()
            .iter()
            .enumerate()
            .filter(|(_, r)| matches!(r, Record::Act { .. }))
            .nth(first)
            .map(|(i, _)| i);
        let live_first = log
            .iter()
            .zip(&sealed)
            .filter(|(e, s)| **s && !e.undone)
            .filter_map(|(e, _)| e.n)
            .min();
        let position = live_first.map(|n| n - 1).unwrap_or(self.position());
        let mut left_off: Vec<(usize, ActionCall)> = log
            .iter()
            .zip(public)
            .filter(|(e, _)| !e.undone)
            .filter_map(|(e, p)| e.n.filter(|n| *n > position).map(|n| (n, p)))
            .collect();
        left_off.sort_by_key(|(n, _)| *n);
        Some(SealedCut {
            records: if log[first].undone {
                None
            } else {
                record_of_first
            },
            position,
            left_off,
        })
    }

    /// The state a session starts from: its snapshot's, or its set-up.
    fn initial_state(&self) -> Option<AnyState> {
        match &self.header.base {
            Some(b) => self.game.state_from_json(&b.state).ok(),
            None => self.game.setup(&self.header.setup).ok(),
        }
    }

    /// The public form of each entry of `log` (= [`Session::log`], one per journaled action in journal
    /// order). One replay of the journal gives the state right after each record.
    fn public_actions(&self, log: &[LogEntry]) -> Vec<ActionCall> {
        let after = self.states_after();
        let now = self.state();
        log.iter()
            .enumerate()
            .map(|(i, e)| match after.get(i).cloned().flatten() {
                Some(a) if !e.undone => self.game.public_action(&a, now, &e.action),
                Some(a) => self.game.public_action(&a, &a, &e.action),
                None => self.sealed_whole(&e.action),
            })
            .collect()
    }

    /// The state right after each journaled action, in journal order, replaying every branch of play
    /// as it was recorded (`None` for an action the current rules do not play, and those after it).
    fn states_after(&self) -> Vec<Option<AnyState>> {
        let mut line: Vec<Option<AnyState>> = vec![self.initial_state()];
        let mut cursor = 0usize;
        let mut out = Vec::new();
        for r in self.records() {
            match r {
                Record::Act { action, dice, .. } => {
                    let after = line.get(cursor).cloned().flatten().and_then(|st| {
                        crate::guard::guarded(|| {
                            self.game.apply(&st, action, &mut ReplayDice::new(dice))
                        })
                        .ok()
                        .map(|a| a.state)
                    });
                    out.push(after.clone());
                    line.truncate(cursor + 1);
                    line.push(after);
                    cursor = line.len() - 1;
                }
                Record::Undo { to, .. } | Record::Redo { to, .. } => {
                    cursor = (*to).min(line.len() - 1);
                }
                _ => {}
            }
        }
        out
    }

    /// An action with no state after it: every value sealed when it takes a secret word (a private
    /// input, see `seal_with_a_secret`), else as it is.
    fn sealed_whole(&self, action: &ActionCall) -> ActionCall {
        let private = self
            .game
            .action(&action.name)
            .is_ok_and(|a| a.keys.iter().any(|k| k.name == "salt"));
        let mut p = action.clone();
        if private {
            let keys: Vec<String> = p.params.0.keys().cloned().collect();
            for k in keys {
                p.seal(&k);
            }
        }
        p
    }
}
