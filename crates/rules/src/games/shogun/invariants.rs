//! Shogun's invariants (issue 23), checked after every step of random play (`fuzz-play`, the random-play
//! tests): what must hold in every state the rules reach, beyond `check_state`.

use super::state::{Building, State};
use super::tower;

/// The violations found in `s` (empty when every invariant holds).
pub fn check(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    // Rule 2.1: 62 cubes of each colour, all somewhere (supply, provinces, tower, tray).
    for p in &s.players {
        let board: u32 = s
            .provinces
            .values()
            .filter(|v| v.owner.as_deref() == Some(p.colour.as_str()))
            .map(|v| v.cubes)
            .sum();
        let total = p.supply
            + board
            + tower::count(&s.tower.inside, &p.colour)
            + tower::count(&s.tower.tray, &p.colour);
        if total != 62 {
            out.push(format!(
                "rule 2.1: {total} {} cubes accounted for, not 62",
                p.colour
            ));
        }
    }
    // Rule 7.1: an owned province holds an army; a neutral one holds nothing.
    for (name, v) in &s.provinces {
        match &v.owner {
            Some(o) => {
                if v.cubes == 0 {
                    out.push(format!("rule 7.1: {name} is held by {o} with no cube"));
                }
                if !s.players.iter().any(|p| &p.colour == o) {
                    out.push(format!("{name} is held by {o}, who is not in the game"));
                }
            }
            None => {
                if v.cubes != 0 || v.buildings() != 0 || v.revolts != 0 {
                    out.push(format!(
                        "rule 7.1: neutral {name} holds cubes, buildings or revolts"
                    ));
                }
            }
        }
    }
    // P20: no more buildings on the map than the box holds.
    for b in [Building::Castle, Building::Temple, Building::Theatre] {
        if s.built(b) > b.stock() {
            out.push(format!(
                "P20: {} {b:?} built, the box has {}",
                s.built(b),
                b.stock()
            ));
        }
    }
    out
}
