//! 西南战争's invariants (issue 23), checked after every step of random play (`fuzz-play`, the random-play
//! tests): what must hold in every state the rules reach, beyond `check_state`.

use std::collections::BTreeSet;

use super::data::Kind;
use super::state::{Phase, Place, Side, State};

/// The violations found in `s` (empty when every invariant holds).
pub fn check(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    let mut ids = rustc_hash::FxHashSet::default();
    for u in &s.units {
        // Each counter of the mix is in play once.
        if !ids.insert(u.id.as_str()) {
            out.push(format!("{} is in play twice", u.id));
        }
        let at = u.at();
        // Rule 2.4: 西乡军 never enters 本州.
        if u.side() == Some(Side::Saigo) && at == Some("本州") {
            out.push(format!("rule 2.4: {} is in 本州", u.id));
        }
        // Rules 2.2, 6.2(3): government units and neutral samurai never leave the map.
        if (u.kind == Kind::Government || (u.kind == Kind::Samurai && !u.converted)) && at.is_none()
        {
            out.push(format!("rules 2.2, 6.2(3): {} is off the map", u.id));
        }
        // Rule 9.3: 西乡隆盛 never goes to the pool.
        if u.kind == Kind::Takamori && u.place == Place::Pool {
            out.push("rule 9.3: 西乡隆盛 is in the pool".into());
        }
        if u.converted && u.kind != Kind::Samurai {
            out.push(format!("rule 9.2: {} is converted but no samurai", u.id));
        }
    }
    // Rule 6.1, digest B7: once the combat phase is over no box holds both sides.
    if s.phase == Phase::Reorganisation && s.winner.is_none() {
        let boxes: BTreeSet<&str> = s.units.iter().filter_map(|u| u.at()).collect();
        for b in boxes {
            if s.has(b, Side::Saigo) && s.has(b, Side::Government) {
                out.push(format!(
                    "rule 6.1: both sides in {b} after the combat phase"
                ));
            }
        }
    }
    out
}
