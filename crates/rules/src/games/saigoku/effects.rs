//! Bookkeeping shared by the actions: step losses, morale loss, elimination and 25-2, the end of a
//! siege, castle falls and surrender letters, and the scenario 3 activation triggers.

use super::data::{Rank, SaigokuData};
use super::procedures::{self as pr, SurrenderOutcome, read};
use super::state::{Eliminated, Pending, State};
use crate::core::{DiceSource, Resolution, RuleError};

/// What an action produced: its resolution (if it rolled or looked anything up) and the log lines.
pub(super) type Out = (Option<Resolution>, Vec<crate::core::Msg>);

pub(super) fn morale_str(m: i64) -> String {
    if m == 0 { "0".into() } else { format!("{m}") }
}

/// Merges the rolls, modifiers, cells and log of a sub-procedure into one resolution.
pub(super) fn merge(
    into: &mut Resolution,
    other: &Resolution,
    prefix: &str,
    label: crate::core::Msg,
) {
    into.rolls.extend(other.rolls.iter().copied());
    for m in &other.modifiers {
        let mut m = m.clone();
        m.label = crate::msg!("saigoku-modifier-of", part = label.clone(), label = m.label);
        into.modifiers.push(m);
    }
    for c in &other.cells {
        into.cell(c.clone());
    }
    for p in &other.placeholders {
        if !into.placeholders.contains(p) {
            into.placeholders.push(p.clone());
        }
    }
    for r in &other.rules {
        into.rule(r);
    }
    for (k, v) in &other.result {
        into.result.insert(format!("{prefix}_{k}"), v.clone());
    }
    into.log.extend(other.log.iter().cloned());
}

pub(super) fn record_elim(
    s: &mut State,
    unit: &str,
    cause: &crate::core::Msg,
    log: &mut Vec<crate::core::Msg>,
) {
    let Some(u) = s.unit(unit).cloned() else {
        return;
    };
    let side = s.side_of_army(&u.army);
    if let Some(um) = s.unit_mut(unit) {
        um.steps = 0;
    }
    s.eliminated.push(Eliminated {
        unit: u.name.clone(),
        army: u.army.clone(),
        side,
        rank: u.rank,
        cause: cause.clone(),
        inning: s.inning,
        stage: s.stage,
    });
    log.push(crate::msg!(
        "saigoku-eliminated",
        rank = u.rank.stars(),
        name = &u.name,
        cause = cause.clone()
    ));
}

/// Removes dead units from their forces; a force whose leader died breaks into single-unit forces
/// (our choice: the rules do not say); a dead 总大将 removes the whole army [25-2].
/// Ruling 25.0 / 25-2 (issue 25): 25.0 names the deaths that kill a general — in a field battle or
/// in siege warfare — and 25-2 adds removal by a surrender result. A 总大将 lost otherwise (deserting
/// on a replacement roll, 14-2-4; morale below −4 for lack of supply, 11-4-1) leaves the map
/// without taking his army with him, unless the option `sotaisho-any-loss` says so.
pub(super) fn removes_the_army(s: &State, cause: &crate::core::Msg) -> bool {
    s.option("sotaisho-any-loss") || !(cause.contains("14-2-4") || cause.contains("11-4-1"))
}

pub(super) fn cleanup(s: &mut State, log: &mut Vec<crate::core::Msg>) {
    // 18-3-2: a siege whose besiegers all leave the map (25-2, elimination) ends like any other.
    let mut besieged: Vec<String> = s
        .forces
        .iter()
        .filter(|f| f.besieging)
        .map(|f| f.hex.clone())
        .collect();
    besieged.sort();
    besieged.dedup();
    let mut destroyed_armies = Vec::new();
    for e in &s.eliminated {
        if e.rank == Rank::Sotaisho
            && removes_the_army(s, &e.cause)
            && let Some(a) = s.army(&e.army)
            && !a.destroyed
        {
            destroyed_armies.push(a.id.clone());
        }
    }
    for a in destroyed_armies {
        if let Some(am) = s.armies.iter_mut().find(|x| x.id == a) {
            am.destroyed = true;
        }
        let alive: Vec<String> = s
            .units
            .iter()
            .filter(|u| u.army == a && u.steps > 0)
            .map(|u| u.name.clone())
            .collect();
        log.push(crate::msg!(
            "saigoku-dead-every-unit-that-army",
            army = s.army(&a).map(|x| x.name.clone()).unwrap_or(a.clone())
        ));
        for u in alive {
            record_elim(s, &u, &crate::msg!("saigoku-killed"), log);
        }
    }
    let mut new_forces = Vec::new();
    let forces = std::mem::take(&mut s.forces);
    for mut f in forces {
        f.members
            .retain(|m| s.unit(m).map(|u| u.steps > 0).unwrap_or(false));
        let leader_alive = s.leader(&f).map(|u| u.steps > 0).unwrap_or(false);
        if leader_alive {
            new_forces.push(f);
        } else {
            for m in &f.members {
                let mut g = f.clone();
                g.leader = m.clone();
                g.members = vec![];
                new_forces.push(g);
            }
            if !f.members.is_empty() {
                log.push(crate::msg!(
                    "saigoku-force-breaks-up-now-stand",
                    leader = &f.leader,
                    members = f.members.join("、")
                ));
            }
        }
    }
    s.forces = new_forces.into();
    for h in besieged {
        if !s.forces.iter().any(|f| f.besieging && f.hex == h) {
            siege_over(s, &h, log);
        }
    }
    check_sieges(s, log);
}

/// Applies `n` step losses to the units of `forces`: first the units named in `priority` (one step per
/// entry), then subordinates before leaders, lower ranks first, full units first. With ● at least one
/// unit is eliminated; if the steps did not remove one, the first named (or weakest) unit is removed
/// as well (digest A48).
pub(super) fn take_steps(
    s: &mut State,
    forces: &[String],
    n: i64,
    elim: bool,
    priority: &[String],
    cause: &crate::core::Msg,
    log: &mut Vec<crate::core::Msg>,
) {
    let pool: Vec<(String, bool)> = forces
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| {
            let mut v = vec![(f.leader.clone(), true)];
            v.extend(f.members.iter().map(|m| (m.clone(), false)));
            v
        })
        .collect();
    let alive = |s: &State, n: &str| s.unit(n).map(|u| u.steps > 0).unwrap_or(false);
    let mut queue: Vec<String> = priority
        .iter()
        .filter(|p| pool.iter().any(|(n, _)| n == *p))
        .cloned()
        .collect();
    queue.reverse();
    let mut killed = false;
    for _ in 0..n.max(0) {
        let mut pick = None;
        while let Some(c) = queue.pop() {
            if alive(s, &c) {
                pick = Some(c);
                break;
            }
        }
        if pick.is_none() {
            pick = pool
                .iter()
                .filter(|(n, _)| alive(s, n))
                .min_by_key(|(n, lead)| {
                    let u = s.unit(n).expect("unit");
                    (*lead, u.rank, std::cmp::Reverse(u.steps))
                })
                .map(|(n, _)| n.clone());
        }
        let Some(name) = pick else { break };
        let steps = s.unit(&name).map(|u| u.steps).unwrap_or(0);
        if steps <= 1 {
            record_elim(s, &name, cause, log);
            killed = true;
        } else {
            if let Some(u) = s.unit_mut(&name) {
                u.steps -= 1;
            }
            log.push(crate::msg!(
                "saigoku-loses-step",
                name = &name,
                cause = cause.clone()
            ));
        }
    }
    if elim && !killed {
        let first = priority
            .iter()
            .find(|p| pool.iter().any(|(n, _)| n == *p) && alive(s, p))
            .cloned()
            .or_else(|| {
                pool.iter()
                    .filter(|(n, _)| alive(s, n))
                    .min_by_key(|(n, lead)| {
                        let u = s.unit(n).expect("unit");
                        (*lead, u.rank, u.steps)
                    })
                    .map(|(n, _)| n.clone())
            });
        if let Some(name) = first {
            log.push(crate::msg!("saigoku-one-unit-must-be-eliminated"));
            record_elim(s, &name, cause, log);
        }
    }
    cleanup(s, log);
}

/// Morale loss of one force; below −4 the whole force is eliminated [10-1-2].
pub(super) fn lose_morale(
    s: &mut State,
    leader: &str,
    n: i64,
    cause: &crate::core::Msg,
    log: &mut Vec<crate::core::Msg>,
) {
    let Some(f) = s.force_mut(leader) else { return };
    f.morale -= n;
    let m = f.morale;
    let all = f.all();
    if m < -4 {
        log.push(crate::msg!(
            "saigoku-force-falls-below-morale-eliminated",
            leader = leader
        ));
        for u in all {
            record_elim(
                s,
                &u,
                &crate::msg!("saigoku-morale", cause = cause.clone()),
                log,
            );
        }
        cleanup(s, log);
    } else if n != 0 {
        log.push(crate::msg!(
            "saigoku-force-morale-3",
            leader = leader,
            m = morale_str(m),
            cause = cause.clone()
        ));
    }
}

pub(super) fn siege_required(level: i64) -> i64 {
    10 * level.max(1)
}

/// Ends a siege: besiegers lose the marker; the castle's and the garrison's morale return to 0
/// [18-3-2, digest A45].
pub(super) fn end_siege(s: &mut State, hex: &str, log: &mut Vec<crate::core::Msg>) {
    let besiegers: Vec<String> = s
        .forces
        .iter()
        .filter(|f| f.besieging && f.hex == hex)
        .map(|f| f.leader.clone())
        .collect();
    // No besieger, no siege to end (a castle ruined or taken without one, 21-1).
    if besiegers.is_empty() {
        return;
    }
    for b in &besiegers {
        if let Some(f) = s.force_mut(b) {
            f.besieging = false;
        }
    }
    siege_over(s, hex, log);
}

/// The siege of `hex` is over: the castle's and the garrison's morale return to 0 [18-3-2].
pub(super) fn siege_over(s: &mut State, hex: &str, log: &mut Vec<crate::core::Msg>) {
    for f in s.forces.iter_mut().filter(|f| f.garrison && f.hex == hex) {
        f.morale = 0;
    }
    let name = if let Some(c) = s.castle_mut(hex) {
        c.morale = 0;
        c.name.clone()
    } else {
        String::new()
    };
    log.push(crate::msg!(
        "saigoku-siege-ends-castle-garrison-morale",
        name = &name,
        hex = hex
    ));
}

/// These forces stop besieging (they lift, retreat or are moved); a siege whose remaining besiegers
/// no longer meet the requirement ends, with the morale reset [18-3-1, 18-3-2].
pub(super) fn stop_besieging(s: &mut State, leaders: &[String], log: &mut Vec<crate::core::Msg>) {
    let mut hexes: Vec<String> = leaders
        .iter()
        .filter_map(|l| s.force(l))
        .filter(|f| f.besieging)
        .map(|f| f.hex.clone())
        .collect();
    hexes.dedup();
    for l in leaders {
        if let Some(f) = s.force_mut(l) {
            f.besieging = false;
        }
    }
    for h in hexes {
        let remaining: i64 = s.besiegers_of(&h).iter().map(|f| s.force_strength(f)).sum();
        let level = s.castle(&h).map(|c| c.level).unwrap_or(0);
        if remaining < siege_required(level) {
            if s.forces.iter().any(|f| f.besieging && f.hex == h) {
                end_siege(s, &h, log);
            } else {
                siege_over(s, &h, log);
            }
        }
    }
}

/// Lifts every siege whose besiegers no longer meet the requirement [18-3-1].
pub(super) fn check_sieges(s: &mut State, log: &mut Vec<crate::core::Msg>) {
    let hexes: Vec<String> = s.castles.iter().map(|c| c.hex.clone()).collect();
    for h in hexes {
        let b = s.besiegers_of(&h);
        let any_marker = s.forces.iter().any(|f| f.besieging && f.hex == h);
        if !any_marker {
            continue;
        }
        let strength: i64 = b.iter().map(|f| s.force_strength(f)).sum();
        let c = s.castle(&h).cloned();
        let Some(c) = c else { continue };
        if c.ruined || b.is_empty() || strength < siege_required(c.level) {
            end_siege(s, &h, log);
        }
    }
}

/// Counts a 大内方 castle falling (scenario 3, 36.7 (1), digest A42: once per castle, never decreasing).
pub(super) fn note_fall(s: &mut State, hex: &str, log: &mut Vec<crate::core::Msg>) {
    let count = if let Some(c) = s.castle_mut(hex) {
        let first = c.ouchi_side && !c.fallen;
        c.fallen = true;
        first
    } else {
        false
    };
    if count {
        s.ouchi_fallen += 1;
        log.push(crate::msg!(
            "saigoku-fallen-castles",
            ouchi_fallen = s.ouchi_fallen
        ));
    }
}

/// The besieging army with the most besieging strength (digest A50).
pub(super) fn main_besieger_army(s: &State, hex: &str) -> Option<String> {
    let mut by: std::collections::BTreeMap<String, i64> = Default::default();
    for f in s.besiegers_of(hex) {
        *by.entry(s.force_army(f)).or_default() += s.force_strength(f);
    }
    by.into_iter().max_by_key(|(_, v)| *v).map(|(k, _)| k)
}

/// The castle passes to `army` [20-3-1, 21 (1)]: marker, morale 0, the siege ends, flags cleared.
pub(super) fn transfer_castle(
    s: &mut State,
    hex: &str,
    army: &str,
    log: &mut Vec<crate::core::Msg>,
) {
    let army_name = s.army(army).map(|a| a.name.clone()).unwrap_or(army.into());
    for f in s.forces.iter_mut().filter(|f| f.hex == hex) {
        f.besieging = false;
    }
    if let Some(c) = s.castle_mut(hex) {
        c.owner = Some(army.into());
        c.morale = 0;
        c.no_more_demands = false;
        c.refused = false;
        log.push(crate::msg!(
            "saigoku-becomes-castle-replace-castle-marker",
            name = &c.name,
            hex = hex,
            army_name = &army_name
        ));
    }
    note_fall(s, hex, log);
}

/// Applies a surrender letter D–H to a garrison [20-3]; A–C set their flags. `transfer` = the castle
/// changes hands (not for a ruin, digest A11).
#[allow(clippy::too_many_arguments)]
pub(super) fn apply_letter(
    s: &mut State,
    hex: &str,
    letter: &str,
    demander: Option<&str>,
    eliminate: &[String],
    restore: &[String],
    withdraw_to: Option<&str>,
    log: &mut Vec<crate::core::Msg>,
) {
    match letter {
        "A" => {
            if let Some(c) = s.castle_mut(hex) {
                c.no_more_demands = true;
            }
            log.push(crate::msg!("saigoku-no-more-surrender-demands-against"));
            return;
        }
        "B" => {
            if let Some(c) = s.castle_mut(hex) {
                c.refused = true;
            }
            log.push(crate::msg!("saigoku-b-later-demands-against-this"));
            return;
        }
        "C" => {
            log.push(crate::msg!("saigoku-c-no-answer-c"));
            return;
        }
        _ => {}
    }
    let garrison: Vec<String> = s
        .garrison_of(hex)
        .iter()
        .map(|f| f.leader.clone())
        .collect();
    let units: Vec<String> = garrison
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .collect();
    let kill_n = match letter {
        "E" => 1,
        "F" => 2,
        "G" => units.len().div_ceil(2),
        "H" => units.len(),
        _ => 0,
    };
    // The besieger chooses: named units first, then the highest ranks (most points).
    let mut order: Vec<String> = eliminate
        .iter()
        .filter(|e| units.contains(e))
        .cloned()
        .collect();
    let mut rest: Vec<String> = units
        .iter()
        .filter(|u| !order.contains(u))
        .cloned()
        .collect();
    rest.sort_by_key(|u| std::cmp::Reverse(s.unit(u).map(|x| x.rank).unwrap_or(Rank::Busho)));
    order.extend(rest);
    let removed: Vec<String> = order.into_iter().take(kill_n).collect();
    let removed_steps: i64 = removed
        .iter()
        .filter_map(|u| s.unit(u))
        .map(|u| u.steps as i64)
        .sum();
    for u in &removed {
        record_elim(
            s,
            u,
            &crate::msg!("saigoku-surrender", letter = letter),
            log,
        );
    }
    if letter == "H" {
        // Half the removed steps, rounded up, to the demanding force's reduced units (digest A18).
        if let Some(dem) = demander.and_then(|d| s.force(d)).cloned() {
            let mut budget = (removed_steps + 1) / 2;
            let mut order: Vec<String> = restore
                .iter()
                .filter(|r| dem.all().contains(r))
                .cloned()
                .collect();
            order.extend(dem.all().into_iter().filter(|u| !restore.contains(u)));
            for u in order {
                if budget == 0 {
                    break;
                }
                if let Some(x) = s.unit_mut(&u)
                    && x.steps == 1
                {
                    x.steps = 2;
                    budget -= 1;
                    log.push(crate::msg!("saigoku-restored-full-strength-h", u = &u));
                }
            }
        }
    }
    cleanup(s, log);
    // The rest withdraw to one friendly hex [20-3-2].
    let left: Vec<String> = garrison
        .iter()
        .filter(|l| s.force(l).is_some())
        .cloned()
        .collect();
    let side = left
        .first()
        .and_then(|l| s.force(l))
        .map(|f| s.force_side(f))
        .unwrap_or_default();
    // A hex named before the roll that does not qualify is not an error after the dice: the
    // withdrawal becomes a step of its own.
    let withdraw_to = match withdraw_to {
        Some(to) if !left.is_empty() => match withdraw_blocked(s, &side, hex, to) {
            Some((rule, why)) => {
                log.push(crate::msg!("saigoku-why-rule", why = why, rule = rule));
                None
            }
            None => Some(to),
        },
        other => other,
    };
    if !left.is_empty() {
        match withdraw_to {
            Some(to) => {
                let into_besieged = s
                    .castle(to)
                    .map(|c| {
                        c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(side.clone())
                            && s.is_besieged(to)
                    })
                    .unwrap_or(false);
                for l in &left {
                    if let Some(f) = s.force_mut(l) {
                        f.hex = to.into();
                        f.garrison = into_besieged;
                    }
                }
                log.push(crate::msg!(
                    "saigoku-withdraw",
                    left = left.join("、"),
                    to = to,
                    there = if into_besieged {
                        crate::msg!("saigoku-garrison-besieged-castle-there")
                    } else {
                        crate::core::Msg::default()
                    }
                ));
            }
            None if withdraw_hexes(s, &side, hex).is_empty() => {
                // 20-3-2: with no hex to withdraw to, they surrender as in H.
                log.push(crate::msg!(
                    "saigoku-have-no-hex-with-friendly",
                    left = left.join("、")
                ));
                let units: Vec<String> = left
                    .iter()
                    .filter_map(|l| s.force(l))
                    .flat_map(|f| f.all())
                    .collect();
                for u in &units {
                    record_elim(s, u, &crate::msg!("saigoku-surrender-h"), log);
                }
                cleanup(s, log);
            }
            None => {
                for l in &left {
                    if let Some(f) = s.force_mut(l) {
                        f.garrison = false;
                    }
                }
                log.push(crate::msg!(
                    "saigoku-must-withdraw-one-hex-with",
                    left = left.join("、")
                ));
                s.pending = Some(Pending::Withdraw {
                    forces: left.clone(),
                    from: hex.to_string(),
                    to: None,
                });
            }
        }
    }
}

/// Durability 0: the castle becomes a ruin without owner; the player who caused it rolls on column 0
/// [21 (2), digest A11]; the letter acts on the garrison only.
#[allow(clippy::too_many_arguments)]
pub(super) fn castle_ruined(
    d: &SaigokuData,
    s: &mut State,
    hex: &str,
    causer_morale: i64,
    eliminate: &[String],
    withdraw_to: Option<&str>,
    dice: &mut dyn DiceSource,
    res: &mut Resolution,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let leader = s.garrison_best(hex).map(|u| u.rank).unwrap_or(Rank::Busho);
    let cm = s.castle_morale(hex);
    let refused = s.castle(hex).map(|c| c.refused).unwrap_or(false);
    let has_garrison = !s.garrison_of(hex).is_empty();
    let name = s.castle(hex).map(|c| c.name.clone()).unwrap_or_default();
    log.push(crate::msg!(
        "saigoku-at-durability-becomes-ruin-without",
        name = &name,
        hex = hex
    ));
    end_siege(s, hex, log);
    if let Some(c) = s.castle_mut(hex) {
        c.ruined = true;
        c.owner = None;
        c.no_more_demands = false;
        c.refused = false;
    }
    note_fall(s, hex, log);
    if has_garrison {
        // Ruling 21 (2) (issue 25): the rule names only the table and its column 0, not the
        // modifiers. A roll on the 降服劝告表 takes that table's modifiers (20-2-1: the garrison's
        // highest commander, the morale difference with the force that caused the fall as the
        // demanding side, an earlier B); the log says so.
        log.push(crate::msg!(
            "saigoku-castle-fall-roll-modifiers",
            ruling = crate::core::Msg::ruling(18)
        ));
        let r = pr::surrender(d, 0, leader, causer_morale, cm, refused, dice)?;
        let applied = read::<SurrenderOutcome>(&r)?.applied;
        merge(
            res,
            &r,
            "castle fall",
            crate::msg!("saigoku-part-castle-fall"),
        );
        // E/F/G: the player who caused the fall chooses the units lost (20-3 E–G, 21 (2)).
        apply_letter(s, hex, &applied, None, eliminate, &[], withdraw_to, log);
        for f in s.forces.iter_mut().filter(|f| f.hex == hex) {
            f.garrison = false;
        }
    }
    Ok(())
}

/// Why the garrison of `from` may not withdraw to `to` [20-3-2]: the hex must hold friendly units
/// or a friendly castle (not a ruin), and no enemy units outside a castle [15-6-2].
pub(super) fn withdraw_blocked(
    s: &State,
    side: &str,
    from: &str,
    to: &str,
) -> Option<(String, crate::core::Msg)> {
    if to == from {
        return Some((
            "20-3-2".into(),
            crate::msg!("saigoku-garrison-leaves-name-another-hex", from = from),
        ));
    }
    if s.forces
        .iter()
        .any(|e| e.hex == to && !e.garrison && s.side_of(e) != side)
    {
        return Some((
            "20-3-2".into(),
            crate::msg!("saigoku-holds-enemy-units-garrison-may", to = to),
        ));
    }
    let friendly_units = s.forces.iter().any(|f| f.hex == to && s.side_of(f) == side);
    let friendly_castle = s
        .castle(to)
        .map(|c| !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)).as_deref() == Some(side))
        .unwrap_or(false);
    if !(friendly_units || friendly_castle) {
        return Some((
            "20-3-2".into(),
            crate::msg!("saigoku-holds-neither-friendly-units-nor", to = to),
        ));
    }
    None
}

/// Every hex the garrison leaving `from` may withdraw to [20-3-2]: hexes with units or a castle of
/// its side that [`withdraw_blocked`] accepts.
pub(super) fn withdraw_hexes(s: &State, side: &str, from: &str) -> Vec<String> {
    let mut v: Vec<String> = s
        .forces
        .iter()
        .filter(|f| s.side_of(f) == side)
        .map(|f| f.hex.clone())
        .chain(s.castles.iter().map(|c| c.hex.clone()))
        .filter(|h| withdraw_blocked(s, side, from, h).is_none())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// 21-1 (1): a ruin has lost every function of a castle, so whoever garrisoned it now stands in the
/// hex outside any castle. Enemy units still in the hex (rare: the garrison was besieged) mean they
/// must withdraw as after a fall (20-3-2), placed by hand.
pub(super) fn leave_the_ruin(s: &mut State, hex: &str, log: &mut Vec<crate::core::Msg>) {
    let g: Vec<String> = s
        .garrison_of(hex)
        .iter()
        .map(|f| f.leader.clone())
        .collect();
    if g.is_empty() {
        return;
    }
    for f in s.forces.iter_mut().filter(|f| f.garrison && f.hex == hex) {
        f.garrison = false;
    }
    log.push(crate::msg!(
        "saigoku-leave-ruin-stand-outside-any",
        g = g.join("、"),
        hex = hex
    ));
}

/// The castle falls to the besiegers by morale [21 (1), digest A10].
pub(super) fn castle_falls_by_morale(s: &mut State, hex: &str, log: &mut Vec<crate::core::Msg>) {
    if let Some(army) = main_besieger_army(s, hex) {
        log.push(crate::msg!("saigoku-castle-falls"));
        transfer_castle(s, hex, &army, log);
    }
}

pub(super) fn trigger_activation(
    s: &mut State,
    attacker_side: &str,
    target_army: &str,
    log: &mut Vec<crate::core::Msg>,
) {
    // 36.7 (2): a 尼子方 attack on 大内氏 or 益田氏 activates that army at once.
    if s.scenario != "3" || attacker_side != "amago" {
        return;
    }
    if (target_army == "ouchi" || target_army == "masuda")
        && let Some(a) = s
            .armies
            .iter_mut()
            .find(|a| a.id == target_army && !a.active)
    {
        a.active = true;
        log.push(crate::msg!(
            "saigoku-attacked-activates-at-once",
            name = &a.name
        ));
    }
}
