//! Checks a Tenka state that did not come from set-up and play (a pack-up snapshot, a hand-edited file) as
//! strictly as a set-up: the board's regions, 2–6 players, every troop piece and control tile accounted for.

use super::data::TenkaData;
use super::state::{State, Step, storage_for, tiles_for};
use crate::core::RuleError;
use crate::core::params::shorten;

fn bad(field: &str, message: impl Into<String>) -> RuleError {
    RuleError::input(field, message.into())
}

pub fn check_state(d: &TenkaData, s: &State) -> Result<(), RuleError> {
    let n = s.players.len();
    // Rule 2: 2–6 players.
    if !(2..=6).contains(&n) {
        return Err(bad("players", format!("expected 2–6 players, got {n}")));
    }
    if s.active >= n {
        return Err(bad("active", "no such player"));
    }
    if s.turn == 0 {
        return Err(bad("turn", "turns count from 1"));
    }
    for r in &d.regions {
        if !s.regions.contains_key(&r.id) {
            return Err(bad("regions", format!("{} is missing", r.id)));
        }
    }
    for (id, r) in &s.regions {
        if d.region(id).is_none() {
            return Err(bad(
                "regions",
                format!("{} is not a region of this board", shorten(id)),
            ));
        }
        if r.owner.is_some_and(|o| o >= n) || r.troops.keys().any(|o| *o >= n) {
            return Err(bad(
                "regions",
                format!("{id} names a player not in the game"),
            ));
        }
    }
    for &(a, b) in &s.alliances {
        if a >= n || b >= n || a >= b {
            return Err(bad("alliances", "an alliance needs two different players"));
        }
    }
    let mut pairs = s.alliances.clone();
    pairs.dedup();
    if pairs.len() != s.alliances.len() {
        return Err(bad("alliances", "an alliance is listed twice"));
    }
    // Rule 3-1: the troop pieces in play, wherever they are.
    let pieces: u32 = s.storage
        + s.players.iter().map(|p| p.hand).sum::<u32>()
        + s.regions.values().map(|r| r.total()).sum::<u32>();
    let want = storage_for(n as u8);
    if pieces != want {
        return Err(bad(
            "storage",
            format!("{want} troop pieces are in play with {n} players, the state holds {pieces}"),
        ));
    }
    // Rule 3-1 and rule 4: each player's tiles are in hand, on regions, or held by a partner.
    for (i, p) in s.players.iter().enumerate() {
        let used = s.owned(i).len() as u32 + s.allies(i).len() as u32;
        if p.tiles + used != tiles_for(n as u8) {
            return Err(bad(
                "players",
                format!(
                    "{}: {} control tiles accounted for, the set has {}",
                    s.name(i),
                    p.tiles + used,
                    tiles_for(n as u8)
                ),
            ));
        }
    }
    let region_ok = |r: &str| s.regions.contains_key(r);
    match &s.step {
        Step::ChooseStart { player } if *player >= n => {
            return Err(bad("step", "no such player"));
        }
        Step::DrawChoice { region } if !region_ok(region) => {
            return Err(bad("step", "the drawn region is not on the board"));
        }
        _ => {}
    }
    if let Some(w) = &s.war {
        if w.targets.iter().any(|t| !region_ok(t)) {
            return Err(bad("war", "a target is not on the board"));
        }
        if w.defenders.iter().any(|p| *p >= n) {
            return Err(bad("war", "a defender is not in the game"));
        }
    }
    Ok(())
}
