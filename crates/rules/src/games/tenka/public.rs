//! What of a Tenka chip placement the players may see (issue 19 item 3): the one public view every
//! output uses (`Ruleset::public_action`, `Ruleset::public_state`).
//!
//! Rule 3-2 (seed 002): the attack and then the defence chips are laid face down on the regions at war;
//! the chips on a region are turned up when that region is fought, one region at a time. So a placement
//! entered with app-held chips (`attack-chips`, `defence-chips`) is public as far as its regions have
//! been fought: a chip on a region fought by `now` shows its region, a chip on a region still to fight
//! reads [`SEALED`]. Once the war is over (every region fought, or the game ended) the whole placement
//! and its secret word show, so its seal can be checked against the log. Typed-in real chips
//! (`attack-targets`, `fight-revealed`) are public as typed.
//!
//! Ruling (issue 19): which chip (its key names its value) lies on which region is what the seal hides;
//! how many chips lie on each region is seen on the table and said by the log line.

use super::data::TenkaData;
use super::state::{State, War};
use crate::core::ActionCall;

const ATTACK_KEYS: [&str; 5] = ["chip-3", "chip-2", "chip-1", "chip-0a", "chip-0b"];
const DEFENCE_KEYS: [&str; 5] = ["chip-2", "chip-1a", "chip-1b", "chip-1c", "chip-1d"];

/// The seal a placement recorded on the war (attack or defence).
type SealOf = fn(&War) -> Option<&String>;

/// A chip placement as the table may see it at `now` (see the module doc); other actions are public.
pub fn public_action(data: &TenkaData, after: &State, now: &State, a: &ActionCall) -> ActionCall {
    let (keys, seal_of): (&[&str], SealOf) = match a.name.as_str() {
        "attack-chips" => (&ATTACK_KEYS, |w| w.attack_commitment.as_ref()),
        "defence-chips" => (&DEFENCE_KEYS, |w| w.defence_commitment.as_ref()),
        _ => return a.clone(),
    };
    let mut p = a.clone();
    let seal = after.war.as_ref().and_then(seal_of);
    let this_war = now
        .war
        .as_ref()
        .filter(|w| now.turn == after.turn && seal.is_some() && seal_of(w) == seal);
    let over = seal.is_some()
        && this_war.is_none()
        && (now.turn > after.turn || now.war.is_none() || now.is_over());
    if over {
        return p;
    }
    let fought: Vec<String> = this_war.map(|w| turned_up(now, w)).unwrap_or_default();
    for k in keys {
        let region = p
            .params
            .get(k)
            .and_then(|v| v.as_str())
            .and_then(|r| data.region(r))
            .map(|r| r.id.clone());
        if !region.is_some_and(|r| fought.contains(&r)) {
            p.seal(k);
        }
    }
    p.seal("salt");
    p
}

/// The regions whose chips lie face up at `now`: those fought, and the one being fought (rule 3-2: its
/// chips are turned before its dice are rolled).
fn turned_up(now: &State, w: &War) -> Vec<String> {
    let mut out: Vec<String> = w.fought.iter().map(|(r, _)| r.clone()).collect();
    if let super::state::Step::Roll { region, .. } = &now.step {
        out.push(region.clone());
    }
    out
}

/// Rule 3-2: chips lie face down until their region is fought; the table sees the targets and the
/// commitments, not the chips. (Chips of regions still to fight are left out: a chip's value cannot
/// read "face down".)
pub fn public_state(s: &State) -> State {
    let mut p = s.clone();
    let fought = s.war.as_ref().map(|w| turned_up(s, w)).unwrap_or_default();
    if let Some(w) = p.war.as_mut() {
        w.attack.retain(|r, _| fought.contains(r));
        w.defence.retain(|r, _| fought.contains(r));
    }
    p
}
