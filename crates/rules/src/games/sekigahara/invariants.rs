//! 关原大作战's invariants (issue 23), checked after every step of random play (`fuzz-play`, the
//! random-play tests): what must hold in every state the rules reach, beyond `check_state` (which already
//! checks the counters, hexes, tracks, castles and deck one by one).

use std::collections::BTreeMap;

use super::cards::ALL;
use super::state::State;

/// The violations found in `s` (empty when every invariant holds).
pub fn check(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    // Rules 4.1, 4.2: the 16 cards are each in one place (draw pile, discard, held out, or the one in play).
    let mut seen: BTreeMap<_, usize> = BTreeMap::new();
    for c in s
        .deck
        .draw_pile
        .iter()
        .chain(&s.deck.discard)
        .chain(&s.deck.held_out)
    {
        *seen.entry(*c).or_default() += 1;
    }
    for (c, n) in &seen {
        if *n > 1 {
            out.push(format!("rule 4.1: card {c:?} is in the deck {n} times"));
        }
    }
    if seen.len() > ALL.len() {
        out.push(format!(
            "rule 4.1: {} cards, the game has {}",
            seen.len(),
            ALL.len()
        ));
    }
    // Digest A12: 强行军 is one of the cards drawn, so never more of them than draws.
    if s.forced_marches > s.draws {
        out.push(format!(
            "digest A12: {} forced marches in {} draws",
            s.forced_marches, s.draws
        ));
    }
    // Digest A25: outside an attack, no hex holds both sides.
    if s.combat.is_none() {
        let mut sides: rustc_hash::FxHashMap<&str, _> =
            rustc_hash::FxHashMap::with_capacity_and_hasher(s.counters.len(), Default::default());
        for c in &s.counters {
            if let Some(h) = c.hex()
                && let Some(other) = sides.insert(h, c.side)
                && other != c.side
            {
                out.push(format!("digest A25: both sides in hex {h}"));
            }
        }
    }
    out
}
