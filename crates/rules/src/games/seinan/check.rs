//! Checks a Seinan state that did not come from set-up and play (a pack-up snapshot, a hand-edited file)
//! as strictly as a set-up: every counter of the counter mix exactly once, in a box that exists, with a
//! face it can show; turn, march points and battle values within their ranges (issue 9, item 12).

use super::data::{HONSHU, Kind, SeinanData};
use super::state::{Place, Side, State};
use crate::core::RuleError;
use crate::msg;

/// No rule ends the game by turn count (digest B16); a snapshot claiming more turns than this is refused
/// as damaged rather than believed. Choice: 999, far beyond any evening's play.
pub const MAX_TURN: u32 = 999;

/// Rule 5.0: one d6 of march points per player turn.
const MAX_MARCH_POINTS: u8 = 6;

/// A name from the file, cut short so a damaged file cannot flood the screen.
fn short(s: &str) -> String {
    crate::core::params::shorten(s)
}

pub fn check_state(d: &SeinanData, s: &State) -> Result<(), RuleError> {
    let town = |b: &str| d.towns.iter().any(|t| t.id == b);
    // With the house turn limit (digest B16) the turn marker moves once past the limit as the game ends.
    let limit = s
        .options
        .turn_limit
        .map_or(MAX_TURN, |l| l.saturating_add(1))
        .min(MAX_TURN);
    if !(1..=limit.max(1)).contains(&s.turn) {
        return Err(RuleError::input(
            "turn",
            msg!("seinan-bad-turn", limit = limit, n = s.turn),
        ));
    }
    // Units (rule 2.0, the counter mix): each counter once, as the unit list gives it.
    // Hashed look-ups (issue 23): this runs on every replayed step, and a linear search of the
    // counter mix for each counter was most of random play's time.
    let specs: rustc_hash::FxHashMap<&str, _> =
        d.units.iter().map(|x| (x.id.as_str(), x)).collect();
    let mut seen = rustc_hash::FxHashSet::default();
    for u in &s.units {
        let Some(&spec) = specs.get(u.id.as_str()) else {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-counter", unit = short(&u.id)),
            ));
        };
        if !seen.insert(u.id.as_str()) {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-twice", unit = &u.id),
            ));
        }
        if spec.kind != u.kind {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-kind", unit = &u.id),
            ));
        }
        if let Place::Map(b) = &u.place
            && !town(b)
        {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-box", unit = &u.id, place = short(b)),
            ));
        }
        // Rule 6.4: only 2-step units have a reverse face; rule 9.2: only samurai convert.
        if u.flipped && !matches!(u.kind, Kind::Saigo | Kind::Government) {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-no-reverse", unit = &u.id),
            ));
        }
        if u.converted && u.kind != Kind::Samurai {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-not-samurai", unit = &u.id),
            ));
        }
        // Where each kind of counter can be (rules 2.2, 2.4, 6.2(3)): Saigo-side units never in 本州;
        // government units and neutral samurai never leave the map (an eliminated government unit
        // goes to 本州, a neutral samurai is never hit).
        if u.side() == Some(Side::Saigo) && u.at() == Some(HONSHU) {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-honshu", unit = &u.id, place = HONSHU),
            ));
        }
        let on_map = matches!(u.place, Place::Map(_));
        if !on_map && (u.kind == Kind::Government || (u.kind == Kind::Samurai && !u.converted)) {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-off-map", unit = &u.id),
            ));
        }
        if u.kind == Kind::Takamori && u.place == Place::Pool {
            return Err(RuleError::input(
                "units",
                msg!("seinan-bad-pool", unit = &u.id),
            ));
        }
    }
    if let Some(missing) = d.units.iter().find(|x| !seen.contains(x.id.as_str())) {
        return Err(RuleError::input(
            "units",
            msg!("seinan-bad-missing", unit = &missing.id),
        ));
    }
    // Rule 8.0(3): 西乡隆盛 out of the game has ended it.
    if s.takamori().is_some_and(|t| t.place == Place::Removed) && s.winner.is_none() {
        return Err(RuleError::input("winner", msg!("seinan-bad-no-winner")));
    }
    // Rule 5.0: march points and their use.
    let m = &s.march;
    if let Some(p) = m.points
        && !(1..=MAX_MARCH_POINTS).contains(&p)
    {
        return Err(RuleError::input("march", msg!("seinan-bad-points", n = p)));
    }
    if m.spent > m.points.unwrap_or(0) {
        return Err(RuleError::input("march", msg!("seinan-bad-spent")));
    }
    for (id, n) in &m.used {
        if !seen.contains(id.as_str()) {
            return Err(RuleError::input(
                "march",
                msg!("seinan-bad-not-unit", name = short(id)),
            ));
        }
        if *n > 2 {
            return Err(RuleError::input(
                "march",
                msg!("seinan-bad-marched", unit = id, n = *n),
            ));
        }
    }
    if let Some(id) = m.stopped.iter().find(|id| !seen.contains(id.as_str())) {
        return Err(RuleError::input(
            "march",
            msg!("seinan-bad-not-unit", name = short(id)),
        ));
    }
    // Rule 6.0: a battle happens in a box, and its hits come from the units in the game.
    if let Some(b) = &s.battle {
        if !town(&b.at) {
            return Err(RuleError::input(
                "battle",
                msg!("seinan-bad-not-box", name = short(&b.at)),
            ));
        }
        if b.round == 0 || b.round as usize > 10 * s.units.len().max(1) {
            return Err(RuleError::input(
                "battle",
                msg!("seinan-bad-round", n = b.round),
            ));
        }
        if let Some((_, hits)) = b.pending
            && hits as usize > 2 * s.units.len()
        {
            return Err(RuleError::input(
                "battle",
                msg!("seinan-bad-pending", n = hits),
            ));
        }
        if let Some(id) = b.siege_losses.iter().find(|id| !seen.contains(id.as_str())) {
            return Err(RuleError::input(
                "battle",
                msg!("seinan-bad-not-unit", name = short(id)),
            ));
        }
    }
    if let Some(b) = s.fought.iter().find(|b| !town(b)) {
        return Err(RuleError::input(
            "fought",
            msg!("seinan-bad-not-box", name = short(b)),
        ));
    }
    if s.replaced as usize > s.units.len() {
        return Err(RuleError::input(
            "replaced",
            msg!("seinan-bad-replaced", n = s.replaced),
        ));
    }
    Ok(())
}
