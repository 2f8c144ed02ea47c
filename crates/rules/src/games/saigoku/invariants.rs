//! 西国之雄's invariants (issue 23), checked after every step of random play (`fuzz-play`, the random-play
//! tests): what must hold in every state the rules reach, beyond `check_state` (which already checks that
//! no garrison stands in a ruin or an enemy castle and that enemies meet only in a castle hex).

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;

use super::state::State;

/// The violations found in `s` (empty when every invariant holds).
pub fn check(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    // Every unit stands in one force at most, and a force's members are units of the game.
    let mut forces_of: FxHashMap<&str, usize> =
        FxHashMap::with_capacity_and_hasher(s.units.len(), Default::default());
    for f in &s.forces {
        for m in f.names() {
            if s.unit(m).is_none() {
                out.push(format!("force {} lists {m}, which is no unit", f.leader));
            }
            *forces_of.entry(m).or_default() += 1;
        }
    }
    // Reported in name order, as before the map was hashed.
    let twice: BTreeMap<&str, usize> = forces_of
        .iter()
        .filter(|(_, n)| **n > 1)
        .map(|(u, n)| (*u, *n))
        .collect();
    for (u, n) in &twice {
        out.push(format!("{u} stands in {n} forces"));
    }
    // Rule 8-1: a castle's durability stays between 0 and its most; a ruin is no one's garrison.
    for c in &s.castles {
        if c.durability < 0 || c.durability > c.max_durability.max(c.level) {
            out.push(format!(
                "rule 8-1: {} has durability {} (most {})",
                c.name, c.durability, c.max_durability
            ));
        }
    }
    // An eliminated unit has no step left and stands in no force.
    for e in &s.eliminated {
        if let Some(u) = s.unit(&e.unit)
            && u.steps > 0
            && forces_of.contains_key(u.name.as_str())
        {
            out.push(format!("{} is eliminated but still on the map", e.unit));
        }
    }
    if s.inning == 0 {
        out.push("the inning track starts at 1".into());
    }
    out
}
