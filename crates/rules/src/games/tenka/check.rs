//! Checks a Tenka state that did not come from set-up and play (a pack-up snapshot, a hand-edited file) as
//! strictly as a set-up: the board's regions, 2–6 players, every troop piece and control tile accounted for.

use super::data::TenkaData;
use super::procedures::{ATTACK_CHIPS, DEFENCE_CHIPS};
use super::state::{State, Step, storage_for, tiles_for};
use super::view::unfought;
use crate::core::RuleError;
use crate::core::params::shorten;
use crate::msg;

pub fn check_state(d: &TenkaData, s: &State) -> Result<(), RuleError> {
    let n = s.players.len();
    // Rule 2: 2–6 players.
    if !(2..=6).contains(&n) {
        return Err(RuleError::input(
            "players",
            msg!("tenka-check-error-players", got = n),
        ));
    }
    if s.active >= n {
        return Err(RuleError::input(
            "active",
            msg!("tenka-check-error-no-player"),
        ));
    }
    if s.turn == 0 || s.turn > MAX_TURN {
        return Err(RuleError::input(
            "turn",
            msg!("tenka-check-error-turn", max = MAX_TURN),
        ));
    }
    for r in &d.regions {
        if !s.regions.contains_key(&r.id) {
            return Err(RuleError::input(
                "regions",
                msg!("tenka-check-error-missing", region = r.id.clone()),
            ));
        }
    }
    for (id, r) in &s.regions {
        if d.region(id).is_none() {
            return Err(RuleError::input(
                "regions",
                msg!("tenka-check-error-not-region", region = shorten(id)),
            ));
        }
        if r.owner.is_some_and(|o| o >= n) || r.troops.keys().any(|o| *o >= n) {
            return Err(RuleError::input(
                "regions",
                msg!("tenka-check-error-region-player", region = id),
            ));
        }
    }
    for &(a, b) in &s.alliances {
        if a >= n || b >= n || a >= b {
            return Err(RuleError::input(
                "alliances",
                msg!("tenka-check-error-alliance-players"),
            ));
        }
    }
    let mut pairs = s.alliances.clone();
    pairs.sort_unstable();
    pairs.dedup();
    if pairs.len() != s.alliances.len() {
        return Err(RuleError::input(
            "alliances",
            msg!("tenka-check-error-alliance-twice"),
        ));
    }
    // Rule 3-1: the troop pieces in play, wherever they are.
    // Summed wide, so that no edited count can wrap around.
    let pieces: u64 = u64::from(s.storage)
        + s.players.iter().map(|p| u64::from(p.hand)).sum::<u64>()
        + s.regions
            .values()
            .flat_map(|r| r.troops.values())
            .map(|n| u64::from(*n))
            .sum::<u64>();
    let want = u64::from(storage_for(n as u8));
    if pieces != want {
        return Err(RuleError::input(
            "storage",
            msg!(
                "tenka-check-error-pieces",
                want = want,
                players = n,
                got = pieces
            ),
        ));
    }
    // Rule 3-1 and rule 4: each player's tiles are in hand, on regions, or held by a partner.
    for (i, p) in s.players.iter().enumerate() {
        let used = s.owned(i).len() as u64 + s.allies(i).len() as u64;
        if u64::from(p.tiles) + used != u64::from(tiles_for(n as u8)) {
            return Err(RuleError::input(
                "players",
                msg!(
                    "tenka-check-error-tiles",
                    who = s.who(i),
                    got = u64::from(p.tiles) + used,
                    want = tiles_for(n as u8)
                ),
            ));
        }
    }
    check_steps(s)
}

/// Each chip of `chips` is a chip of `set`, used at most once.
fn from_set(chips: &[u8], set: &[u8]) -> bool {
    let mut left = set.to_vec();
    chips
        .iter()
        .all(|c| match left.iter().position(|x| x == c) {
            Some(i) => {
                left.remove(i);
                true
            }
            None => false,
        })
}

/// The turn counter's bound: far beyond any game (the storage ends one long before), and far from
/// wrapping around.
const MAX_TURN: u32 = 1_000_000;

/// What `apply` relies on at each step (issue 19): the war a step needs, a drawn region with a tile,
/// a region to roll for that is still to be fought, an ending exactly when the game is over.
fn check_steps(s: &State) -> Result<(), RuleError> {
    let n = s.players.len();
    let region_ok = |r: &str| s.regions.contains_key(r);
    if let Some(e) = &s.ending {
        if e.winner.is_some_and(|w| w >= n) {
            return Err(RuleError::input("ending", msg!("tenka-check-error-winner")));
        }
        if s.step != Step::Over {
            return Err(RuleError::input("step", msg!("tenka-check-error-ended")));
        }
    } else if s.step == Step::Over {
        return Err(RuleError::input(
            "step",
            msg!("tenka-check-error-no-ending"),
        ));
    }
    if let Some(w) = &s.war {
        if w.targets.iter().any(|t| !region_ok(t)) {
            return Err(RuleError::input(
                "war",
                msg!("tenka-check-error-target-board"),
            ));
        }
        let mut unique = w.targets.clone();
        unique.sort();
        unique.dedup();
        if unique.len() != w.targets.len() {
            return Err(RuleError::input(
                "war",
                msg!("tenka-check-error-target-twice"),
            ));
        }
        if w.defenders.iter().any(|p| *p >= n) {
            return Err(RuleError::input("war", msg!("tenka-check-error-defender")));
        }
        let foreign = |r: &String| !w.targets.contains(r);
        if w.fought.iter().any(|(r, _)| foreign(r))
            || w.attack.keys().any(foreign)
            || w.defence.keys().any(foreign)
            || w.thick.keys().any(foreign)
        {
            return Err(RuleError::input(
                "war",
                msg!("tenka-check-error-not-target"),
            ));
        }
        // Rule 1: the chips of the war come from the one set of each (3, 2, 1, 0, 0 / 2, 1, 1, 1, 1).
        let placed_a: Vec<u8> = w.attack.values().flatten().copied().collect();
        let placed_d: Vec<u8> = w.defence.values().flatten().copied().collect();
        if !from_set(&placed_a, &ATTACK_CHIPS) || !from_set(&w.revealed_attack, &ATTACK_CHIPS) {
            return Err(RuleError::input(
                "war",
                msg!("tenka-check-error-attack-set"),
            ));
        }
        if !from_set(&placed_d, &DEFENCE_CHIPS) || !from_set(&w.revealed_defence, &DEFENCE_CHIPS) {
            return Err(RuleError::input(
                "war",
                msg!("tenka-check-error-defence-set"),
            ));
        }
    }
    if let Step::Roll {
        attack, defence, ..
    } = &s.step
        && (!from_set(attack, &ATTACK_CHIPS) || !from_set(defence, &DEFENCE_CHIPS))
    {
        return Err(RuleError::input(
            "step",
            msg!("tenka-check-error-revealed-set"),
        ));
    }
    let war_needed = matches!(
        s.step,
        Step::DefenceChips | Step::Fight | Step::Roll { .. } | Step::DrawChoice { .. }
    );
    if war_needed && s.war.is_none() {
        return Err(RuleError::input("war", msg!("tenka-check-error-needs-war")));
    }
    let left = unfought(s);
    match &s.step {
        Step::ChooseStart { player } if *player >= n => {
            return Err(RuleError::input(
                "step",
                msg!("tenka-check-error-no-player"),
            ));
        }
        Step::DrawChoice { region } => {
            if !region_ok(region) {
                return Err(RuleError::input(
                    "step",
                    msg!("tenka-check-error-draw-board"),
                ));
            }
            if s.regions[region].owner.is_none() {
                return Err(RuleError::input(
                    "step",
                    msg!("tenka-check-error-draw-tile"),
                ));
            }
        }
        Step::Roll { region, .. } if !left.contains(region) => {
            return Err(RuleError::input(
                "step",
                msg!("tenka-check-error-roll-region"),
            ));
        }
        Step::Fight | Step::DefenceChips if left.is_empty() => {
            return Err(RuleError::input("war", msg!("tenka-check-error-none-left")));
        }
        Step::Redeploy if s.owned(s.active).is_empty() => {
            return Err(RuleError::input("step", msg!("tenka-check-error-redeploy")));
        }
        _ => {}
    }
    Ok(())
}
