//! What the front ends ask the 西国之雄 rules: the pick-lists of each action key (only values the
//! action then accepts, by the same guards as `apply`), and results in players' words (both languages)
//! for the odds chart, the table display and the log.

use serde_json::Value;

use super::action::Action;
use super::data::SaigokuData;
use super::guards::blocked;
use super::state::{Force, Pending, State};
use crate::core::{Candidate, Msg, Resolution, Sep};

/// Armies acting now: the current ops phase's, or every army outside the ops phases.
fn phasing(s: &State) -> Vec<String> {
    phasing_ids(s).map(String::from).collect()
}

/// The armies of the phase (every army outside an ops phase), borrowed.
fn phasing_ids(s: &State) -> impl Iterator<Item = &str> {
    let phase = s.current_phase();
    s.armies
        .iter()
        .filter(move |a| phase.is_none_or(|p| a.phase == p))
        .map(|a| a.id.as_str())
}

/// Whether `f` belongs to an army of the phase, without building the list (issue 23: asked for every
/// force of every pick-list).
fn own(s: &State, f: &Force) -> bool {
    let army = s.leader(f).map_or("", |u| u.army.as_str());
    phasing_ids(s).any(|a| a == army)
}

/// A force as a pick-list entry, under its hex.
fn force_entry(f: &Force) -> Candidate {
    Candidate::grouped(f.hex.clone(), f.leader.clone())
}

/// Forces the action's guard accepts (the same guard `apply` runs).
fn forces_for(s: &State, action: Action) -> Vec<Candidate> {
    s.forces
        .iter()
        .filter(|f| blocked(s, action, f).is_none())
        .map(force_entry)
        .collect()
}

/// Living units of the given forces, under their force's leader (loss allocation by the owner).
fn units_of(s: &State, leaders: &[String]) -> Vec<Candidate> {
    leaders
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| {
            f.all()
                .into_iter()
                .filter(|n| s.unit(n).map(|u| u.steps > 0).unwrap_or(false))
                .map(|n| Candidate::grouped(f.leader.clone(), n))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn leaders_where(s: &State, keep: impl Fn(&Force) -> bool) -> Vec<String> {
    s.forces
        .iter()
        .filter(|f| keep(f))
        .map(|f| f.leader.clone())
        .collect()
}

fn castle_entry(s: &State, hex: &str) -> Candidate {
    let c = Candidate::new(hex);
    match s.castle(hex) {
        Some(castle) => c.label(Msg::plain(format!("{} ({hex})", castle.name))),
        None => c,
    }
}

fn hexes(mut v: Vec<String>) -> Vec<Candidate> {
    v.sort();
    v.dedup();
    v.into_iter().map(Candidate::new).collect()
}

/// The pick-list of `key` of `action` with the inputs entered so far (`given`): a list that depends
/// on another input of the same action is narrowed by it (issue 25, Saigoku 10). 24-1-3: the
/// defenders of a decisive battle are the forces in the chosen target hex; 24-1-2: its attackers are
/// the forces stacked with the chosen 总大将. An input not given yet (or blank) narrows nothing.
pub fn candidates_given(
    d: &SaigokuData,
    s: &State,
    action: &str,
    key: &str,
    given: &crate::core::Params,
) -> Vec<Candidate> {
    let all = candidates(d, s, action, key);
    let text = |k: &str| {
        given
            .get(k)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_string)
    };
    // Force entries are grouped under their hex (`force_entry`).
    let in_hex = |all: Vec<Candidate>, hex: Option<String>| match hex {
        Some(h) => all.into_iter().filter(|c| c.group == h).collect(),
        None => all,
    };
    match (Action::from_name(action), key) {
        (Some(Action::Battle), "defenders") => in_hex(all, text("target")),
        (Some(Action::Battle), "attackers") => in_hex(
            all,
            text("force").and_then(|l| s.force(&l).map(|f| f.hex.clone())),
        ),
        _ => all,
    }
}

/// The pick-list of `key` of `action` in this state (empty: free input).
pub fn candidates(d: &SaigokuData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    // An action name the game does not have has no pick-lists (the edge refuses the name itself).
    let Some(action) = Action::from_name(action) else {
        return Vec::new();
    };
    let phasing_sides: Vec<String> = phasing(s).iter().map(|a| s.side_of_army(a)).collect();
    match (action, key) {
        (
            Action::Move
            | Action::Assault
            | Action::Surrender
            | Action::Skirmish
            | Action::Battle
            | Action::Rally,
            "force",
        ) => forces_for(s, action),
        (Action::Siege, "forces") => forces_for(s, action),
        (Action::Replace | Action::Reorganise, "commander") => forces_for(s, action),
        (Action::LiftSiege, "forces") => s
            .forces
            .iter()
            .filter(|f| s.pending.is_none() && own(s, f) && f.besieging)
            .map(force_entry)
            .collect(),
        (Action::Surrender, "eliminate") => {
            let besieged: Vec<String> = leaders_where(s, |f| own(s, f) && f.besieging)
                .iter()
                .filter_map(|l| s.force(l).map(|f| f.hex.clone()))
                .collect();
            units_of(
                s,
                &leaders_where(s, |f| f.garrison && besieged.contains(&f.hex)),
            )
        }
        (Action::Surrender, "restore") => {
            units_of(s, &leaders_where(s, |f| own(s, f) && f.besieging))
        }
        (Action::SiegeCheck | Action::OpenCastle, "castle") => match s.current_phase() {
            Some(p) if s.pending.is_none() => s
                .siege_checks_due(p)
                .iter()
                .map(|h| castle_entry(s, h))
                .collect(),
            _ => Vec::new(),
        },
        // 21 (2): the units of the garrison a fall by assault or siege check may cost.
        (Action::Assault, "eliminate") => {
            let hexes: Vec<String> = forces_for(s, Action::Assault)
                .into_iter()
                .map(|c| c.group)
                .collect();
            units_of(
                s,
                &leaders_where(s, |f| f.garrison && hexes.contains(&f.hex)),
            )
        }
        (Action::SiegeCheck, "eliminate") => {
            let due = s
                .current_phase()
                .map(|p| s.siege_checks_due(p))
                .unwrap_or_default();
            units_of(s, &leaders_where(s, |f| f.garrison && due.contains(&f.hex)))
        }
        (Action::OpenCastle, "eliminate") => {
            let due = s
                .current_phase()
                .map(|p| s.siege_checks_due(p))
                .unwrap_or_default();
            units_of(s, &leaders_where(s, |f| f.garrison && due.contains(&f.hex)))
        }
        // 22-1-2: hexes next to a force that may attack (a garrison: its own hex, 23-7).
        (Action::Skirmish, "target") => hexes(
            s.forces
                .iter()
                .filter(|f| blocked(s, Action::Skirmish, f).is_none())
                .flat_map(|f| {
                    if f.garrison {
                        vec![f.hex.clone()]
                    } else {
                        super::guards::skirmish_targets(s, f)
                    }
                })
                .collect(),
        ),
        (Action::Battle, "target") => hexes(
            s.forces
                .iter()
                .filter(|f| blocked(s, Action::Battle, f).is_none())
                .flat_map(|f| super::guards::battle_targets(s, f))
                .collect(),
        ),
        // 24-1-2: forces stacked with a 总大将 that may start a battle, unacted, not garrisoned or
        // besieging; 24-1-3: forces stacked with an enemy 总大将 outside a castle.
        (Action::Battle, "attackers") => {
            let lead: Vec<String> = s
                .forces
                .iter()
                .filter(|f| blocked(s, Action::Battle, f).is_none())
                .map(|f| f.hex.clone())
                .collect();
            s.forces
                .iter()
                .filter(|f| {
                    lead.contains(&f.hex) && own(s, f) && !f.garrison && !f.besieging && !f.acted
                })
                .map(force_entry)
                .collect()
        }
        (Action::Battle, "defenders") => {
            let targets: Vec<String> = candidates(d, s, Action::Battle.name(), "target")
                .into_iter()
                .map(|c| c.value)
                .collect();
            s.forces
                .iter()
                .filter(|f| {
                    s.pending.is_none()
                        && targets.contains(&f.hex)
                        && !f.garrison
                        && !phasing_sides.contains(&s.force_side(f))
                })
                .map(force_entry)
                .collect()
        }
        (Action::Reorganise, "absorb") => units_of(s, &leaders_where(s, |f| own(s, f))),
        // A commander splits off his subordinates, never himself (13-1).
        (Action::Reorganise, "detach") => units_of(
            s,
            &leaders_where(s, |f| {
                own(s, f) && s.leader(f).map(|u| u.rank.is_commander()).unwrap_or(false)
            }),
        )
        .into_iter()
        .filter(|c| c.group != c.value)
        .collect(),
        (Action::Replace, "column") => {
            // The columns of the replacement tables of the acting armies (14-2), grouped by table.
            let mut tables: Vec<String> = phasing(s)
                .iter()
                .filter_map(|a| s.army(a))
                .map(|a| a.table.clone())
                .collect();
            tables.sort();
            tables.dedup();
            tables
                .iter()
                .filter_map(|t| d.replacement.get(t).map(|g| (t, g)))
                .flat_map(|(t, g)| {
                    g.columns
                        .iter()
                        .map(|c| Candidate::grouped(t.clone(), c.clone()))
                })
                .collect()
        }
        (Action::Move, "drop") => units_of(s, &leaders_where(s, |f| own(s, f)))
            .into_iter()
            .filter(|c| c.group != c.value)
            .collect(),
        (Action::Replace, "units") => units_of(s, &leaders_where(s, |f| own(s, f))),
        (Action::TakeDamage, "steps") => match &s.pending {
            Some(Pending::SkirmishDamage { defenders, .. }) => units_of(s, defenders),
            _ => Vec::new(),
        },
        (Action::Counterattack, "losses") => match &s.pending {
            Some(Pending::SkirmishAfter { attacker, .. }) => {
                units_of(s, std::slice::from_ref(attacker))
            }
            _ => Vec::new(),
        },
        (Action::Pursue, "to") => match &s.pending {
            Some(Pending::SkirmishAfter {
                from,
                retreated: true,
                retreat_to,
                ..
            }) => std::iter::once(from)
                .chain(retreat_to.as_ref())
                .filter(|h| super::guards::pursuit_blocked(s, h).is_none())
                .map(|h| Candidate::new(h.clone()))
                .collect(),
            _ => Vec::new(),
        },
        (Action::BattleRound, "attacker-losses") => match &s.pending {
            Some(Pending::Battle { attackers, .. }) => units_of(s, attackers),
            _ => Vec::new(),
        },
        (Action::BattleRound, "defender-losses") => match &s.pending {
            Some(Pending::Battle { defenders, .. }) => units_of(s, defenders),
            _ => Vec::new(),
        },
        // 20-3-2: a withdrawing garrison goes to a hex with friendly units or a friendly castle.
        (Action::Relocate, "to") => match &s.pending {
            Some(Pending::Withdraw { forces, from, to }) => match to {
                Some(h) => vec![Candidate::new(h.clone())],
                None => {
                    let side = forces
                        .first()
                        .and_then(|l| s.force(l))
                        .map(|f| s.force_side(f))
                        .unwrap_or_default();
                    hexes(super::effects::withdraw_hexes(s, &side, from))
                }
            },
            _ => Vec::new(),
        },
        (Action::Relocate, "force") => match &s.pending {
            Some(Pending::Withdraw { forces, .. }) => forces
                .iter()
                .filter_map(|l| s.force(l))
                .map(force_entry)
                .collect(),
            _ => s.forces.iter().map(force_entry).collect(),
        },
        // 23-3-1: the retreating units that may take the retreat's step losses.
        (Action::TakeDamage, "penalty-losses") => match &s.pending {
            Some(Pending::SkirmishDamage { defenders, .. }) => units_of(s, defenders),
            _ => Vec::new(),
        },
        (Action::BattleRetreat, "penalty-losses") => match &s.pending {
            Some(Pending::BattleRetreat { forces, .. }) => units_of(s, forces),
            _ => Vec::new(),
        },
        // 23-4-2, 23-4-3: where a retreat of 1–4 hexes may end (away from the attacker, no enemy).
        (Action::TakeDamage, "retreat-to") => match &s.pending {
            Some(Pending::SkirmishDamage {
                attacker,
                defenders,
                from,
                ..
            }) => {
                let side = defenders
                    .first()
                    .and_then(|l| s.force(l))
                    .map(|f| s.force_side(f))
                    .unwrap_or_default();
                let enemy = s.force(attacker).map(|f| f.hex.clone());
                hexes(super::combat::retreat_hexes(
                    s,
                    &side,
                    from,
                    enemy.as_deref(),
                    None,
                ))
            }
            _ => Vec::new(),
        },
        // 24-3, 24-2-5, 24-2-7: away from the other side's hex, never among enemies.
        (Action::BattleRetreat, "to") => match &s.pending {
            Some(Pending::BattleRetreat {
                forces,
                battle_hexes,
                withdraw,
            }) => hexes(
                forces
                    .iter()
                    .filter_map(|l| s.force(l))
                    .flat_map(|f| {
                        let enemy = battle_hexes.iter().find(|h| **h != f.hex);
                        super::combat::retreat_hexes(
                            s,
                            &s.force_side(f),
                            &f.hex,
                            enemy.map(String::as_str),
                            withdraw.then_some(1),
                        )
                    })
                    .collect(),
            ),
            _ => Vec::new(),
        },
        (Action::BattleRetreat, "force") => match &s.pending {
            Some(Pending::BattleRetreat { forces, .. }) => forces
                .iter()
                .filter_map(|l| s.force(l))
                .map(force_entry)
                .collect(),
            _ => Vec::new(),
        },
        (Action::SupplyCheck, "unsupplied") => {
            if s.step != super::state::Step::Supply || s.supply_done {
                return Vec::new();
            }
            let mut v: Vec<Candidate> = s
                .forces
                .iter()
                .filter(|f| super::guards::supply_exempt(s, f).is_none())
                .map(|f| {
                    let army = s.force_army(f);
                    let name = s.army(&army).map(|a| a.name.clone()).unwrap_or(army);
                    Candidate::grouped(name, f.leader.clone())
                })
                .collect();
            v.sort_by(|a, b| a.group.cmp(&b.group));
            v
        }
        (Action::Release, "unit") => s
            .units
            .iter()
            .filter(|u| u.immobile)
            .map(|u| Candidate::new(u.name.clone()))
            .collect(),
        (Action::Adjust, "target") => {
            let mut v: Vec<Candidate> = s.forces.iter().map(force_entry).collect();
            v.extend(
                s.castles
                    .iter()
                    .map(|c| castle_entry(s, &c.hex).label(Msg::plain(c.name.clone()))),
            );
            v
        }
        _ => Vec::new(),
    }
}

fn int(v: &Value) -> i64 {
    v.as_i64().unwrap_or_default()
}

/// One field of a result in players' words; None for fields a player need not read (the dice
/// themselves, table values, long event texts).
fn outcome_part(k: &str, v: &Value) -> Option<Msg> {
    let n = int(v);
    // Sub-results of a combined action carry a prefix ("interception_steps", "assault_durability_loss").
    let (who, base) = match k.split_once('_') {
        Some((p @ ("interception" | "assault" | "attacker" | "defender"), rest)) => (p, rest),
        _ => ("", k),
    };
    let with_who = |t: Msg| match who {
        "interception" => crate::msg!("saigoku-outcome-interception", part = t),
        "attacker" => crate::msg!("saigoku-outcome-attacker", part = t),
        "defender" => crate::msg!("saigoku-outcome-defender", part = t),
        _ => t,
    };
    Some(match (base, v) {
        (_, Value::Bool(false) | Value::Null) => return None,
        (
            "roll" | "threshold" | "table_value" | "text" | "letter" | "row" | "required" | "sides",
            _,
        ) => {
            return None;
        }
        ("durability_loss", _) => match n {
            0 => crate::msg!("saigoku-outcome-no-durability-loss"),
            d => crate::msg!("saigoku-outcome-durability-loss", n = d),
        },
        ("eliminate", _) => with_who(crate::msg!("saigoku-outcome-one-unit-removed")),
        ("steps", _) if who == "interception" => {
            with_who(crate::msg!("saigoku-outcome-steps-lost", n = n))
        }
        ("steps", _) => crate::msg!("saigoku-outcome-steps", n = signed(n)),
        ("steps_lost", _) if n == 0 => return None,
        ("steps_lost", _) => crate::msg!("saigoku-outcome-steps-lost", n = n),
        ("hexes", _) => crate::msg!("saigoku-outcome-retreat-hexes", n = n),
        ("damage", _) => with_who(crate::msg!("saigoku-outcome-damage", n = n)),
        ("recovered", _) => crate::msg!("saigoku-outcome-morale-up"),
        ("active", _) => crate::msg!("saigoku-outcome-ouchi-activates"),
        ("allowed", _) => crate::msg!("saigoku-outcome-may-sail"),
        ("can_besiege", _) => crate::msg!("saigoku-outcome-enough-to-besiege"),
        ("event", _) => crate::msg!("saigoku-outcome-castle-event"),
        ("fall", _) => crate::msg!("saigoku-outcome-castle-falls"),
        ("lift", _) => crate::msg!("saigoku-outcome-siege-lifted"),
        ("morale", _) if n != 0 => crate::msg!("saigoku-outcome-morale", n = signed(n)),
        ("durability", _) if n != 0 => crate::msg!("saigoku-outcome-durability", n = signed(n)),
        ("morale" | "durability", _) => return None,
        ("applied", Value::String(t)) => letter_text(t),
        ("meaning", _) => return None,
        ("outcome", Value::String(t)) => Msg::plain(t.clone()),
        // A field no line above names: its value only (never its key).
        (_, Value::Bool(true)) => return None,
        (_, Value::Number(num)) => Msg::plain(num.to_string()),
        _ => return None,
    })
}

/// A signed number as the table prints it (+1, −2).
pub(super) fn signed(n: i64) -> String {
    if n < 0 {
        format!("−{}", -n)
    } else {
        format!("+{n}")
    }
}

/// A surrender answer [20-3] (the letter and the counter's name stay; its effect in words).
fn letter_text(l: &str) -> Msg {
    let (name, effect) = match l {
        "A" => ("彻底抗战", crate::msg!("saigoku-letter-a")),
        "B" => ("拒不开城", crate::msg!("saigoku-letter-b")),
        "C" => ("无应答", crate::msg!("saigoku-letter-c")),
        "D" => ("开城", crate::msg!("saigoku-letter-d")),
        "E" => ("城主切腹并开城", crate::msg!("saigoku-letter-e")),
        "F" => ("主战派切腹并开城", crate::msg!("saigoku-letter-f")),
        "G" => ("解散部队并开城", crate::msg!("saigoku-letter-g")),
        "H" => ("投降", crate::msg!("saigoku-letter-h")),
        _ => return Msg::plain(l),
    };
    crate::msg!(
        "saigoku-surrender-answer",
        letter = l,
        name = name,
        effect = effect
    )
}

/// A result in players' words.
pub fn outcome_text(res: &Resolution) -> Msg {
    let parts: Vec<Msg> = res
        .result
        .iter()
        .filter_map(|(k, v)| outcome_part(k, v))
        .collect();
    if parts.is_empty() {
        crate::msg!("saigoku-outcome-no-effect")
    } else {
        Msg::join(parts, Sep::Dot)
    }
}
