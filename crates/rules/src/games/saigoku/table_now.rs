//! "On the table now" (issue 25): what the players do with the counters and markers after an action,
//! in forward words (the undo hints in `view.rs` say the opposite way). Each line follows the rule
//! that moved the piece: steps lost or replaced (22–24, 14), a unit eliminated (25), a force formed or
//! reorganised (13), moved, retreated or pursued (15, 23-4, 24-3), 籠城 (16), a siege (18), a castle's
//! durability and morale (17–19), its fall or ruin (21), the surrender markers A and B (20-3), the
//! Inning marker (4-1) and the scenario counters (35.7 ⑥, 36.7 (1)).

use super::actions::step_text;
use super::effects::morale_str;
use super::state::State;
use crate::core::{Msg, Sep};
use crate::msg;

fn members(m: &[String]) -> Msg {
    if m.is_empty() {
        msg!("saigoku-alone")
    } else {
        Msg::join(m.iter().map(|x| Msg::plain(x.clone())), Sep::Comma)
    }
}

/// What to do on the table after an action took `before` to `after`. Never empty when the two
/// differ: a step that moves no piece (a roll noted, a phase ended) says so.
pub fn table_now(before: &State, after: &State) -> Vec<Msg> {
    let mut out = Vec::new();
    for ua in &after.units {
        let Some(ub) = before.unit(&ua.name) else {
            continue;
        };
        if ub.steps == ua.steps {
            continue;
        }
        let hex_before = before
            .force_of(&ub.name)
            .map(|f| f.hex.clone())
            .unwrap_or_default();
        let hex_after = after
            .force_of(&ua.name)
            .map(|f| f.hex.clone())
            .unwrap_or_default();
        out.push(match (ub.steps, ua.steps) {
            // Rule 25 / 22-2: a unit with no step left comes off the map.
            (_, 0) => msg!("saigoku-now-eliminated", ub = &ua.name, hex = &hex_before),
            // Rule 14: a unit comes (again) onto the map.
            (0, a) => msg!(
                "saigoku-now-place",
                ub = &ua.name,
                hex = &hex_after,
                strength = if a == 1 {
                    msg!("saigoku-on-reduced-side")
                } else {
                    msg!("saigoku-at-full-strength")
                }
            ),
            (2, 1) => msg!("saigoku-now-flip-reduced", ub = &ua.name),
            (1, 2) => msg!("saigoku-now-flip-full", ub = &ua.name),
            _ => msg!("saigoku-now-steps", ub = &ua.name, steps = ua.steps),
        });
    }
    for fa in &after.forces {
        let fb = before
            .force(&fa.leader)
            .or_else(|| before.force_of(&fa.leader));
        let Some(fb) = fb else {
            // Rule 13: a new force (a detachment, or a leader entering).
            out.push(msg!(
                "saigoku-now-force-new",
                leader = &fa.leader,
                hex = &fa.hex,
                members = members(&fa.members)
            ));
            continue;
        };
        if fa.hex != fb.hex {
            out.push(msg!(
                "saigoku-now-move-force",
                leader = &fa.leader,
                hex = &fb.hex,
                hex2 = &fa.hex
            ));
        }
        if fa.leader != fb.leader || fa.members != fb.members {
            out.push(msg!(
                "saigoku-now-force-members",
                leader = &fa.leader,
                members = members(&fa.members)
            ));
        }
        if fa.garrison != fb.garrison {
            out.push(if fa.garrison {
                msg!("saigoku-now-garrison", leader = &fa.leader)
            } else {
                msg!("saigoku-remove-marker-from", leader = &fa.leader)
            });
        }
        if fa.besieging != fb.besieging {
            let castle = after
                .castle(&fa.hex)
                .or_else(|| before.castle(&fb.hex))
                .map(|c| c.name.clone())
                .unwrap_or(fa.hex.clone());
            out.push(if fa.besieging {
                msg!("saigoku-now-siege", leader = &fa.leader, castle = &castle)
            } else {
                msg!(
                    "saigoku-remove-siege-marker-from",
                    leader = &fa.leader,
                    castle = &castle
                )
            });
        }
        if fa.morale != fb.morale && fa.leader == fb.leader {
            out.push(msg!(
                "saigoku-now-morale",
                leader = &fa.leader,
                morale = morale_str(fa.morale)
            ));
        }
    }
    // A force that is no more: its leader joined another force (13) or fell (25).
    for fb in &before.forces {
        if after.force(&fb.leader).is_some() {
            continue;
        }
        match after.force_of(&fb.leader) {
            Some(into) if into.leader != fb.leader => out.push(msg!(
                "saigoku-now-force-joins",
                leader = &fb.leader,
                into = &into.leader
            )),
            Some(_) => {}
            None => out.push(msg!(
                "saigoku-now-force-gone",
                leader = &fb.leader,
                hex = &fb.hex
            )),
        }
    }
    for ca in &after.castles {
        let Some(cb) = before.castle(&ca.hex) else {
            continue;
        };
        if ca.durability != cb.durability {
            out.push(msg!(
                "saigoku-now-durability",
                cb = &ca.name,
                hex = &ca.hex,
                durability = ca.durability
            ));
        }
        if ca.owner != cb.owner || ca.ruined != cb.ruined {
            out.push(match &ca.owner {
                // Rule 21: the castle falls to (or is taken by) another army.
                Some(o) if !ca.ruined => msg!(
                    "saigoku-now-castle-marker",
                    o = after.army(o).map(|a| a.name.clone()).unwrap_or(o.clone()),
                    cb = &ca.name,
                    hex = &ca.hex
                ),
                _ if ca.ruined => msg!("saigoku-now-ruin", cb = &ca.name, hex = &ca.hex),
                _ => msg!("saigoku-now-castle-unheld", cb = &ca.name, hex = &ca.hex),
            });
        }
        if ca.morale != cb.morale {
            out.push(msg!(
                "saigoku-now-castle-morale",
                cb = &ca.name,
                morale = morale_str(ca.morale)
            ));
        }
        // The surrender answer markers A and B (20-3).
        if ca.no_more_demands != cb.no_more_demands {
            out.push(if ca.no_more_demands {
                msg!("saigoku-now-a-marker", cb = &ca.name)
            } else {
                msg!("saigoku-remove-marker-from-2", cb = &ca.name)
            });
        }
        if ca.refused != cb.refused {
            out.push(if ca.refused {
                msg!("saigoku-now-b-marker", cb = &ca.name)
            } else {
                msg!("saigoku-remove-b-marker-from-b", cb = &ca.name)
            });
        }
    }
    if before.ouchi_fallen != after.ouchi_fallen {
        out.push(msg!(
            "saigoku-now-fallen-counter",
            ouchi_fallen = after.ouchi_fallen
        ));
    }
    if after.ouchi_free_sea_used && !before.ouchi_free_sea_used {
        out.push(msg!("saigoku-now-free-sailing-used"));
    }
    for a in &after.armies {
        if let Some(b) = before.army(&a.id)
            && a.active != b.active
        {
            out.push(if a.active {
                msg!("saigoku-now-active", name = &a.name)
            } else {
                msg!("saigoku-now-inactive", name = &a.name)
            });
        }
    }
    // Rule 4-1: the Inning marker, then the step of the sequence the table is at now.
    if before.inning != after.inning {
        out.push(msg!("saigoku-now-inning", inning = after.inning));
    }
    if before.stage != after.stage || before.step != after.step {
        out.push(msg!("saigoku-now-table-step", step = step_text(after)));
    }
    if out.is_empty() && before != after {
        out.push(msg!("saigoku-now-nothing"));
    }
    out
}
