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

#[cfg(test)]
mod tests {
    use super::super::{ID, TABLES, TenkaRules};
    use super::*;
    use crate::core::ruleset::SEALED;
    use crate::core::{ManualDice, Ruleset, Setup};
    use crate::tables::TableFiles;

    fn data() -> TenkaData {
        TenkaData::load(&TableFiles::embedded(ID, TABLES)).unwrap()
    }

    fn ok(s: &State, call: &ActionCall, dice: &[u8]) -> State {
        let mut d = ManualDice::new(dice.iter().copied()).unwrap();
        let spec = TenkaRules
            .actions(&data())
            .into_iter()
            .find(|a| a.name == call.name)
            .unwrap();
        let call = ActionCall {
            params: call.params.checked(&spec.keys).unwrap(),
            ..call.clone()
        };
        TenkaRules.apply(&data(), s, &call, &mut d).unwrap().state
    }

    fn call(name: &str, salt: &str, chips: &[(&str, &str)]) -> ActionCall {
        let mut c = ActionCall::new(name).with("salt", salt);
        for (k, v) in chips {
            c = c.with(k, *v);
        }
        c
    }

    #[test]
    fn rule_3_2_chips_show_region_by_region_as_they_are_fought() {
        let d = data();
        let setup = Setup {
            scenario: Some("tenka-fubu".into()),
            players: 3,
            ..Setup::default()
        };
        let mut s = TenkaRules.setup(&d, &setup).unwrap();
        for r in ["尾張", "近江", "美濃"] {
            s = ok(&s, &ActionCall::new("choose-start").with("region", r), &[]);
        }
        // Red attacks the neutral 越前 and 甲斐; blue (the next player) defends them.
        let attack = call(
            "attack-chips",
            "kawa-secret",
            &[
                ("chip-3", "越前"),
                ("chip-2", "越前"),
                ("chip-1", "甲斐"),
                ("chip-0a", "甲斐"),
                ("chip-0b", "越前"),
            ],
        );
        let after_a = ok(&s, &attack, &[]);
        let defence = call(
            "defence-chips",
            "yama-secret",
            &[
                ("chip-2", "甲斐"),
                ("chip-1a", "越前"),
                ("chip-1b", "越前"),
                ("chip-1c", "越前"),
                ("chip-1d", "越前"),
            ],
        );
        let after_d = ok(&after_a, &defence, &[]);
        // Before any fight: every chip and both secret words are sealed.
        for (after, c) in [(&after_a, &attack), (&after_d, &defence)] {
            let p = public_action(&d, after, &after_d, c);
            assert!(
                p.params.0.iter().all(|(_, v)| v.is_null() || v == SEALED),
                "{p:?}"
            );
        }
        // The state leaves the chips out, keeps the targets and the seals.
        let ps = public_state(&after_d);
        let w = ps.war.as_ref().unwrap();
        assert!(w.attack.is_empty() && w.defence.is_empty());
        assert_eq!(w.targets, after_d.war.as_ref().unwrap().targets);
        assert!(w.attack_commitment.is_some());
        // 甲斐 is fought (attack 1 + die 1 against defence 2 + die 6: the defender holds).
        let turned = ok(
            &after_d,
            &ActionCall::new("fight").with("region", "甲斐"),
            &[],
        );
        // Turned up before the dice (rule 3-2: reveal, then roll).
        let p = public_action(&d, &after_a, &turned, &attack);
        assert_eq!(p.params.get("chip-1").unwrap(), "甲斐");
        assert_eq!(p.params.get("chip-3").unwrap(), SEALED);
        let after_f = ok(&turned, &ActionCall::new("roll"), &[1, 6]);
        let p = public_action(&d, &after_a, &after_f, &attack);
        assert_eq!(p.params.get("chip-1").unwrap(), "甲斐");
        assert_eq!(p.params.get("chip-0a").unwrap(), "甲斐");
        for k in ["chip-3", "chip-2", "chip-0b", "salt"] {
            assert_eq!(p.params.get(k).unwrap(), SEALED, "{k}");
        }
        let p = public_action(&d, &after_d, &after_f, &defence);
        assert_eq!(p.params.get("chip-2").unwrap(), "甲斐");
        assert_eq!(p.params.get("chip-1a").unwrap(), SEALED);
        assert_eq!(p.params.get("salt").unwrap(), SEALED);
        let ps = public_state(&after_f);
        let w = ps.war.as_ref().unwrap();
        assert!(w.attack.contains_key("甲斐") && !w.attack.contains_key("越前"));
        // Asked as an action off the line of play (now = after): nothing shows.
        let p = public_action(&d, &after_a, &after_a, &attack);
        assert_eq!(p.params.get("chip-1").unwrap(), SEALED);
        // 越前 is fought: the war is over, everything shows, the secret words too (the seals can be
        // checked).
        let end = ok(
            &ok(
                &after_f,
                &ActionCall::new("fight").with("region", "越前"),
                &[],
            ),
            &ActionCall::new("roll"),
            &[1, 6],
        );
        assert!(
            end.war.is_none() || end.turn > after_a.turn,
            "{:?}",
            end.step
        );
        assert_eq!(public_action(&d, &after_a, &end, &attack), attack);
        assert_eq!(public_action(&d, &after_d, &end, &defence), defence);
    }
}
