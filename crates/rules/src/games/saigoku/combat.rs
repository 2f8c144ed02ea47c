//! Field battles in the session [22–24]: skirmish, the defender's damage split and retreat,
//! counterattack, pursuit, and the decisive battle loop with its retreat rolls.

use super::action::Action;
use super::data::{Rank, SaigokuData};
use super::effects::*;
use super::guards::*;
use super::inputs::{self, BattleSide};
use super::procedures::{
    self as pr, BattleRetreatOutcome, BattleRoundOutcome, CombatOutcome, read,
};
use super::state::{Pending, State};
use crate::core::{DiceSource, RuleError};

pub(super) fn act_skirmish(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Skirmish,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let f = acting_force(s, &leader)?;
    let target = inp.target.clone();
    let garrison_attack = inp.garrison_attack;
    let side = s.force_side(&f);
    if garrison_attack {
        if !f.garrison || target != f.hex {
            return Err(RuleError::forbidden(
                "23-7",
                crate::msg!("saigoku-garrison-attack-made-by-garrison"),
            ));
        }
    } else {
        if f.garrison {
            return Err(RuleError::forbidden(
                "23-7",
                crate::msg!("saigoku-garrison-attacks-only-enemies-own"),
            ));
        }
        check(blocked(s, Action::Skirmish, &f))?;
        // 22-1-2 (hex distances: ruling 2-1-1 in hex.rs).
        if !super::hex::adjacent(&f.hex, &target) {
            return Err(RuleError::forbidden(
                "22-1-2",
                crate::msg!(
                    "saigoku-target-must-be-adjacent-hex",
                    target = &target,
                    hex = &f.hex
                ),
            ));
        }
    }
    // All enemy forces in the hex, garrisons excepted (23-1-2, digest proposal).
    let found = super::guards::skirmish_defenders(s, &f, &target);
    let defenders: Vec<String> = found.iter().map(|x| x.leader.clone()).collect();
    if defenders.is_empty() {
        return Err(RuleError::forbidden(
            "22-1-2",
            crate::msg!("saigoku-no-ungarrisoned-enemy-forces", target = &target),
        ));
    }
    let terrain = inp.terrain.clone();
    let river = inp.river;
    let sides = super::guards::skirmish_sides(s, &f, &found);
    let (def_best, def_morale, att_field) = (
        sides.defender_field_mod,
        sides.defender_morale,
        sides.attacker_field_mod,
    );
    let r = pr::skirmish(
        d,
        sides.attacker_strength,
        &terrain,
        river,
        att_field,
        def_best,
        f.morale,
        def_morale,
        garrison_attack,
        dice,
    )?;
    let mut log = r.log.clone();
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
    }
    let armies: Vec<String> = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| s.force_army(x))
        .collect();
    for a in armies {
        trigger_activation(s, &side, &a, &mut log);
    }
    let CombatOutcome {
        damage,
        eliminate: elim,
    } = read(&r)?;
    s.pending = Some(if damage == 0 && !elim {
        log.push(crate::msg!("saigoku-no-damage-defenders-may-counterattack"));
        Pending::SkirmishAfter {
            attacker: leader,
            defenders,
            from: target,
            retreated: false,
            terrain,
            river,
            garrison_attack,
            retreat_to: None,
            retreat_hexes: 0,
        }
    } else {
        log.push(crate::msg!(
            "saigoku-defender-splits-damage-into-steps",
            damage = damage
        ));
        Pending::SkirmishDamage {
            attacker: leader,
            defenders,
            from: target,
            damage,
            eliminate: elim,
            terrain,
            river,
            garrison_attack,
        }
    });
    Ok((Some(r), log))
}

/// 23-3, 23-3-3: the defending units that lose the steps named under `steps`: every defending unit,
/// the steps taken (at most the damage) and the steps the defenders have in all.
fn skirmish_steps(
    s: &State,
    inp: &inputs::TakeDamage,
    defenders: &[String],
    damage: i64,
    eliminate: bool,
) -> Result<(Vec<String>, i64, i64), RuleError> {
    let steps = &inp.steps;
    let units: Vec<String> = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .collect();
    for u in steps {
        if !units.contains(u) {
            return Err(RuleError::input(
                "steps",
                crate::msg!(
                    "saigoku-not-defending-unit",
                    u = u,
                    units = units.join("、")
                ),
            ));
        }
    }
    let total_steps: i64 = units
        .iter()
        .filter_map(|u| s.unit(u))
        .map(|u| u.steps as i64)
        .sum();
    // With ● one more name than the damage is allowed: the unit removed (0● removes one unit).
    let allowed = if eliminate { damage.max(1) } else { damage };
    if (steps.len() as i64) > allowed {
        return Err(RuleError::input(
            "steps",
            crate::msg!("saigoku-only-damage-take", damage = damage),
        ));
    }
    let taken = (steps.len() as i64).min(damage);
    // 23-3-3: with ● the defender removes at least one unit of its choice: the first one named. If
    // the steps named do not remove it, it is removed anyway and the extra loss stands (digest A48).
    let alive = units
        .iter()
        .any(|u| s.unit(u).map(|x| x.steps > 0).unwrap_or(false));
    if eliminate && steps.is_empty() && alive {
        return Err(RuleError::input(
            "steps",
            crate::msg!("saigoku-name-first-unit-defender-removes"),
        ));
    }
    Ok((units, taken, total_steps))
}

/// 23-4: the defenders left alive (`alive`) retreat `retreat` hexes from `from` to `to` (or stay to
/// garrison the attacked hex, 23-4-6), pay the penalty hexes and lose morale.
#[allow(clippy::too_many_arguments)]
fn skirmish_retreat(
    s: &mut State,
    inp: &inputs::TakeDamage,
    attacker: &str,
    from: &str,
    alive: &[String],
    to: Option<&str>,
    retreat: i64,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let garrison = inp.garrison;
    let dest = to.unwrap_or(from).to_string();
    let side = s
        .force(&alive[0])
        .map(|f| s.force_side(f))
        .unwrap_or_default();
    let attacker_hex = s.force(attacker).map(|f| f.hex.clone());
    check(retreat_blocked(
        s,
        &side,
        from,
        attacker_hex.as_deref(),
        &dest,
        retreat,
        garrison,
    ))?;
    // 23-4-4: a penalty hex is a hex entered, so at most one per hex retreated (none when the
    // force garrisons the attacked hex itself, 23-4-6).
    let moved_at_most = if dest == from { 0 } else { retreat };
    if inp.penalty > moved_at_most {
        return Err(RuleError::input(
            "penalty",
            crate::msg!(
                "saigoku-penalty-hexes-but-at-most",
                penalty = inp.penalty,
                moved_at_most = moved_at_most
            ),
        ));
    }
    if garrison {
        let side = s
            .force(&alive[0])
            .map(|f| s.force_side(f))
            .unwrap_or_default();
        let ok = s
            .castle(&dest)
            .map(|c| !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(side.clone()))
            .unwrap_or(false);
        if !ok {
            return Err(RuleError::forbidden(
                "23-4-6",
                crate::msg!("saigoku-no-own-or-allied-castle-2", dest = &dest),
            ));
        }
    }
    stop_besieging(s, alive, log);
    for l in alive {
        if let Some(f) = s.force_mut(l) {
            f.hex = dest.clone();
            f.garrison = garrison;
        }
    }
    log.push(crate::msg!(
        "saigoku-retreat",
        alive = alive.join("、"),
        garrison = if garrison {
            crate::msg!("saigoku-and-garrison")
        } else {
            crate::core::Msg::default()
        },
        dest = &dest,
        ignored = if garrison {
            crate::msg!("saigoku-remaining-damage-ignored")
        } else {
            crate::core::Msg::default()
        }
    ));
    let penalty = inp.penalty;
    if penalty > 0 {
        // 23-4-4: each retreating force (部队) loses 1 step per penalty hex (our reading when
        // several forces retreat together: every force pays).
        // 23-3-1: the owner names the units that lose them (in each force, in that order).
        for l in alive {
            take_steps(
                s,
                std::slice::from_ref(l),
                penalty,
                false,
                &inp.penalty_losses,
                &crate::msg!("saigoku-retreat-penalty-hexes"),
                log,
            );
        }
    }
    // Morale −1 per retreat hex allocated, also when garrisoning (23-4-5, digest A24).
    for l in alive {
        lose_morale(s, l, retreat, &crate::msg!("saigoku-retreat-2"), log);
    }
    check_sieges(s, log);
    Ok(())
}

pub(super) fn act_take_damage(s: &mut State, inp: &inputs::TakeDamage) -> Result<Out, RuleError> {
    let Some(Pending::SkirmishDamage {
        attacker,
        defenders,
        from,
        damage,
        eliminate,
        terrain,
        river,
        garrison_attack,
    }) = s.pending.clone()
    else {
        return Err(RuleError::forbidden(
            "23-3",
            crate::msg!("saigoku-no-skirmish-damage-waiting"),
        ));
    };
    let (units, taken, total_steps) = skirmish_steps(s, inp, &defenders, damage, eliminate)?;
    let mut retreat = damage - taken;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    if retreat > 4 && taken < total_steps {
        return Err(RuleError::forbidden(
            "23-4-2",
            crate::msg!("saigoku-at-most-retreat-hexes-take", damage = damage - 4),
        ));
    }
    let garrison = inp.garrison;
    let to = super::guards::opt_hex("retreat-to", inp.retreat_to.as_deref())?;
    take_steps(
        s,
        &defenders,
        taken,
        eliminate,
        &inp.steps,
        &crate::msg!("saigoku-skirmish-2"),
        &mut log,
    );
    if retreat > 4 {
        retreat = 4; // everything is gone anyway (digest A26)
    }
    // Forces whose leader fell break up; their survivors still retreat.
    let alive: Vec<String> = s
        .forces
        .iter()
        .filter(|f| units.contains(&f.leader))
        .map(|f| f.leader.clone())
        .collect();
    // 23-4-1, 23-5: a defender wiped out by its step losses does not retreat, so nobody pursues
    // and nobody counterattacks: the combat is over.
    if alive.is_empty() {
        if to.is_some() || garrison || inp.penalty > 0 {
            return Err(RuleError::input(
                "retreat-to",
                crate::msg!("saigoku-these-losses-leave-no-defending"),
            ));
        }
        s.pending = None;
        log.push(crate::msg!("saigoku-defenders-are-gone-no-retreat"));
        return Ok((None, log));
    }
    if retreat > 0 && to.is_none() && !garrison {
        return Err(RuleError::input(
            "retreat-to",
            crate::msg!("saigoku-retreat-hex-es-enter-where", retreat = retreat),
        ));
    }
    if retreat == 0 && (to.is_some() || garrison || inp.penalty > 0) {
        return Err(RuleError::input(
            "retreat-to",
            crate::msg!("saigoku-all-damage-taken-as-steps"),
        ));
    }
    if retreat > 0 {
        skirmish_retreat(
            s,
            inp,
            &attacker,
            &from,
            &alive,
            to.as_deref(),
            retreat,
            &mut log,
        )?;
    }
    let retreated = retreat > 0;
    let retreat_to = retreated.then(|| to.clone().unwrap_or(from.clone()));
    s.pending = Some(Pending::SkirmishAfter {
        attacker,
        defenders: s
            .forces
            .iter()
            .filter(|f| units.contains(&f.leader))
            .map(|f| f.leader.clone())
            .collect(),
        from,
        retreated,
        terrain,
        river,
        garrison_attack,
        retreat_to,
        retreat_hexes: retreat,
    });
    if s.pending
        .as_ref()
        .map(|p| matches!(p, Pending::SkirmishAfter { defenders, .. } if defenders.is_empty()))
        .unwrap_or(false)
        && !retreated
    {
        s.pending = None;
        log.push(crate::msg!("saigoku-defenders-are-gone-combat-ends"));
    }
    Ok((None, log))
}

/// Where a retreat of `hexes` hexes from `from` may end [23-4-2, 23-4-3, 23-4-6] (hex distances:
/// ruling 2-1-1 in hex.rs): never in a hex holding enemy units (garrisoned or not), each hex one
/// further from the attacker (`enemy`, its hex), so it ends exactly `hexes` away — or sooner when the
/// force garrisons an own castle on the way or in the attacked hex itself (`stop_early`, 23-4-6).
pub(super) fn retreat_blocked(
    s: &State,
    side: &str,
    from: &str,
    enemy: Option<&str>,
    to: &str,
    hexes: i64,
    stop_early: bool,
) -> Option<Blocked> {
    if to != from && s.forces.iter().any(|e| e.hex == to && s.side_of(e) != side) {
        return Some((
            "23-4-3".into(),
            crate::msg!("saigoku-holds-enemy-units-retreat-may", to = to),
        ));
    }
    let n = hexes as i32;
    let mut hs = vec![from, to];
    if let Some(e) = enemy {
        hs.push(e);
    }
    let ok = super::hex::some_layout(&hs, |dist| {
        let k = dist(from, to);
        let len_ok = if stop_early { k <= n } else { k == n };
        let away = enemy
            .map(|e| dist(e, to) == dist(e, from) + k)
            .unwrap_or(true);
        len_ok && away
    });
    if ok {
        return None;
    }
    Some((
        "23-4-2".into(),
        match enemy {
            Some(e) => crate::msg!(
                "saigoku-retreat-hex-es-from-moves",
                hexes = hexes,
                from = from,
                e = e,
                to = to
            ),
            None => crate::msg!(
                "saigoku-retreat-hex-es-from-cannot",
                hexes = hexes,
                from = from,
                to = to
            ),
        },
    ))
}

/// The hexes a retreat of `n` hexes (any of 1–4 when None) from `from` may end in, by
/// [`retreat_blocked`]: the pick-list of the retreat keys (the map's terrain is the players' to judge).
pub fn retreat_hexes(
    s: &State,
    side: &str,
    from: &str,
    enemy: Option<&str>,
    n: Option<i64>,
) -> Vec<String> {
    let Some(h) = super::hex::Hex::parse(from) else {
        return Vec::new();
    };
    let lengths: Vec<i64> = match n {
        Some(n) => vec![n],
        None => (1..=4).collect(),
    };
    let mut v = Vec::new();
    for dc in -5..=5 {
        for dr in -5..=5 {
            let (c, r) = (h.col + dc, h.row + dr);
            if !(1..=99).contains(&c) || !(1..=99).contains(&r) {
                continue;
            }
            let to = format!("{c:02}{r:02}");
            if lengths
                .iter()
                .any(|k| retreat_blocked(s, side, from, enemy, &to, *k, false).is_none())
            {
                v.push(to);
            }
        }
    }
    v
}

pub(super) fn act_counterattack(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Counterattack,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let Some(Pending::SkirmishAfter {
        attacker,
        defenders,
        retreated,
        terrain,
        river,
        garrison_attack,
        ..
    }) = s.pending.clone()
    else {
        return Err(RuleError::forbidden(
            "23-6",
            crate::msg!("saigoku-no-skirmish-waiting-for-counterattack"),
        ));
    };
    if retreated {
        return Err(RuleError::forbidden(
            "23-6",
            crate::msg!("saigoku-defenders-that-retreated-cannot-counterattack"),
        ));
    }
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let lift = inp.lift_siege;
    let mut strength = 0;
    for l in &defenders {
        let Some(f) = s.force(l).cloned() else {
            continue;
        };
        let st = s.force_strength(&f);
        if f.besieging && !garrison_attack && !lift {
            strength += (st + 1) / 2; // 18-4-2: half, rounded up
            log.push(crate::msg!(
                "saigoku-besieges-half-strength",
                l = l,
                st = (st + 1) / 2
            ));
        } else {
            strength += st;
        }
    }
    if lift {
        stop_besieging(s, &defenders, &mut log);
    }
    let def_field = defenders
        .iter()
        .filter_map(|l| s.leader(s.force(l)?))
        .max_by_key(|u| (u.rank, u.field))
        .map(|u| u.field)
        .unwrap_or(0);
    let def_morale = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| x.morale)
        .min()
        .unwrap_or(0);
    let af = s.force(&attacker).cloned();
    let Some(af) = af else {
        s.pending = None;
        return Err(RuleError::forbidden(
            "23-6",
            crate::msg!("saigoku-attacker-gone"),
        ));
    };
    let att_field = s.leader(&af).map(|u| u.field).unwrap_or(0);
    let r = pr::counterattack(
        d,
        strength,
        &terrain,
        river,
        def_field,
        att_field,
        def_morale,
        af.morale,
        garrison_attack,
        dice,
    )?;
    let out: CombatOutcome = read(&r)?;
    log.extend(r.log.iter().cloned());
    let losses = inp.losses.clone();
    take_steps(
        s,
        &[attacker],
        out.damage,
        out.eliminate,
        &losses,
        &crate::msg!("saigoku-counterattack-2"),
        &mut log,
    );
    s.pending = None;
    Ok((Some(r), log))
}

pub(super) fn act_pursue(s: &mut State, inp: &inputs::Pursue) -> Result<Out, RuleError> {
    let Some(Pending::SkirmishAfter {
        attacker,
        retreated,
        ..
    }) = s.pending.clone()
    else {
        return Err(RuleError::forbidden(
            "23-5",
            crate::msg!("saigoku-no-skirmish-pursue-from"),
        ));
    };
    if !retreated {
        return Err(RuleError::forbidden(
            "23-5-1",
            crate::msg!("saigoku-pursuit-only-follows-retreat"),
        ));
    }
    let to = super::guards::hex_ok("to", &inp.to)?;
    check(super::guards::pursuit_blocked(s, &to))?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    if let Some(f) = s.force_mut(&attacker) {
        if f.garrison {
            return Err(RuleError::forbidden(
                "23-5",
                crate::msg!("saigoku-garrison-does-not-pursue"),
            ));
        }
        f.hex = to.clone();
        log.push(crate::msg!(
            "saigoku-pursues-along-retreat-path-digest",
            attacker = &attacker,
            to = &to,
            ruling = crate::core::Msg::ruling(8)
        ));
    }
    s.pending = None;
    Ok((None, log))
}

pub(super) fn act_end_combat(s: &mut State) -> Result<Out, RuleError> {
    match &s.pending {
        Some(Pending::SkirmishAfter { .. }) => {
            s.pending = None;
            Ok((None, vec![crate::msg!("saigoku-skirmish-ends")]))
        }
        Some(Pending::SkirmishDamage { .. }) => Err(RuleError::forbidden(
            "23-3",
            crate::msg!("saigoku-defender-must-take-damage-first"),
        )),
        Some(Pending::Battle { .. }) => Err(RuleError::forbidden(
            "24-2-8",
            crate::msg!("saigoku-decisive-battle-goes-on-until"),
        )),
        Some(Pending::BattleRetreat { .. }) => Err(RuleError::forbidden(
            "24-3",
            crate::msg!("saigoku-retreating-forces-must-roll-first"),
        )),
        Some(Pending::Withdraw { .. }) => Err(RuleError::forbidden(
            "20-3-2",
            crate::msg!("saigoku-place-withdrawing-garrison-first"),
        )),
        None => Err(RuleError::forbidden(
            "22",
            crate::msg!("saigoku-no-combat-progress"),
        )),
    }
}

pub(super) fn act_battle(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Battle,
) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let f = acting_force(s, &leader)?;
    // 24-1-1 (the 总大将 leads), 24-1-6 (no garrison), 18-4-1 (no besieger).
    check(blocked(s, Action::Battle, &f))?;
    let target = inp.target.clone();
    let side = s.force_side(&f);
    // 22-1-2, 24-1-1: the two 总大将 stand in adjacent hexes (ruling 2-1-1 in hex.rs).
    if !super::hex::adjacent(&f.hex, &target) {
        return Err(RuleError::forbidden(
            "22-1-2",
            crate::msg!(
                "saigoku-target-must-be-adjacent-hex",
                target = &target,
                hex = &f.hex
            ),
        ));
    }
    let d_sota = s.forces.iter().find(|x| {
        x.hex == target
            && !x.garrison
            && s.side_of(x) != side
            && s.leader(x).map(|u| u.rank) == Some(Rank::Sotaisho)
    });
    let Some(d_sota) = d_sota.cloned() else {
        return Err(RuleError::forbidden(
            "24-1-1",
            crate::msg!("saigoku-no-enemy-outside-castle", target = &target),
        ));
    };
    for t in [&inp.attacker_terrain, &inp.defender_terrain] {
        if matches!(
            d.terrain_class(t).as_deref(),
            Some("mountain") | Some("marsh")
        ) {
            return Err(RuleError::forbidden(
                "24-1-7",
                crate::msg!("saigoku-no-decisive-battle-when-either"),
            ));
        }
    }
    let own_castle = s
        .castle(&target)
        .map(|c| c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(s.force_side(&d_sota)))
        .unwrap_or(false);
    if own_castle && !inp.consent {
        return Err(RuleError::forbidden(
            "24-1-8",
            crate::msg!("saigoku-defender-own-castle-hex-decisive"),
        ));
    }
    // Attacker: the stack with its 总大将, unacted, not garrisoned or besieging [24-1-2, 24-1-4, 24-1-6];
    // the players name who joins (24-2-1), the 总大将's own force always does.
    let may_attack: Vec<String> = s
        .forces
        .iter()
        .filter(|x| {
            x.hex == f.hex && !x.garrison && !x.besieging && !x.acted && s.side_of(x) == side
        })
        .map(|x| x.leader.clone())
        .collect();
    let attackers = joiners(s, &inp.attackers, "attackers", &may_attack, &leader)?;
    // Defender: the stack with its 总大将, garrisons excepted [24-1-3, 24-1-6].
    let may_defend: Vec<String> = s
        .forces
        .iter()
        .filter(|x| x.hex == target && !x.garrison && s.side_of(x) != side)
        .map(|x| x.leader.clone())
        .collect();
    let defenders = joiners(s, &inp.defenders, "defenders", &may_defend, &d_sota.leader)?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    // 18-4-2: a besieging defender fights at half strength unless it lifts the siege now.
    if inp.lift_siege {
        let lifting: Vec<String> = defenders
            .iter()
            .filter(|l| s.force(l).map(|x| x.besieging).unwrap_or(false))
            .cloned()
            .collect();
        if lifting.is_empty() {
            return Err(RuleError::input(
                "lift-siege",
                crate::msg!("saigoku-no-joining-defender-besieging"),
            ));
        }
        stop_besieging(s, &lifting, &mut log);
    }
    for a in &attackers {
        if let Some(x) = s.force_mut(a) {
            x.acted = true;
        }
    }
    log.push(crate::msg!(
        "saigoku-decisive-battle-attack",
        attackers = attackers.join("、"),
        defenders = defenders.join("、"),
        target = &target
    ));
    let armies: Vec<String> = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| s.force_army(x))
        .collect();
    for a in armies {
        trigger_activation(s, &side, &a, &mut log);
    }
    s.pending = Some(Pending::Battle {
        attackers,
        defenders,
        attacker_hex: f.hex.clone(),
        defender_hex: target,
        last: None,
    });
    Ok((None, log))
}

/// The forces named under `key` (each must be one of `may`), or all of `may` when none is named; the
/// 总大将's force `lead` always takes part [24-1-2, 24-1-3, 24-2-1].
fn joiners(
    s: &State,
    named: &[String],
    key: &str,
    may: &[String],
    lead: &str,
) -> Result<Vec<String>, RuleError> {
    let named = named.to_vec();
    if named.is_empty() {
        return Ok(may.to_vec());
    }
    for n in &named {
        if !may.contains(n) {
            let why = match s.force(n) {
                None => crate::msg!("saigoku-no-force-led-by-2", n = n),
                Some(_) => crate::msg!(
                    "saigoku-may-not-join-stacked-with",
                    n = n,
                    may = may.join("、")
                ),
            };
            return Err(RuleError::input(key, why));
        }
    }
    let mut out = vec![lead.to_string()];
    out.extend(named.into_iter().filter(|n| n != lead));
    Ok(out)
}

/// The retreat rolls still due after a decisive battle [24-2-6, 24-3-1]: only forces still on the map
/// roll. When none is left (the side was wiped out, or 25-2 removed its army) the battle is over at
/// once — nobody is waited for.
fn retreat_rolls(
    s: &State,
    forces: Vec<String>,
    battle_hexes: Vec<String>,
    withdraw: bool,
    log: &mut Vec<crate::core::Msg>,
) -> Option<Pending> {
    let forces: Vec<String> = forces
        .into_iter()
        .filter(|f| s.force(f).is_some())
        .collect();
    if forces.is_empty() {
        log.push(crate::msg!("saigoku-no-force-left-retreat-decisive"));
        None
    } else {
        Some(Pending::BattleRetreat {
            forces,
            battle_hexes,
            withdraw,
        })
    }
}

pub(super) fn all_reduced(s: &State, forces: &[String]) -> bool {
    forces
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .filter_map(|u| s.unit(&u))
        .all(|u| u.steps <= 1)
}

/// The best field rating of a 总大将 among the forces `fs` [24-2].
fn best_field(s: &State, fs: &[String]) -> i64 {
    fs.iter()
        .filter_map(|l| s.leader(s.force(l)?))
        .filter(|u| u.rank == Rank::Sotaisho)
        .map(|u| u.field)
        .max()
        .unwrap_or(0)
}

/// The strength of the forces `fs` in a decisive battle; 18-4-2: a force still besieging fights at
/// half strength, rounded up.
fn battle_strength(s: &State, fs: &[String]) -> i64 {
    fs.iter()
        .filter_map(|l| s.force(l))
        .map(|f| {
            let st = s.force_strength(f);
            if f.besieging { (st + 1) / 2 } else { st }
        })
        .sum()
}

/// The lowest morale among the forces `fs` [24-2].
fn lowest_morale(s: &State, fs: &[String]) -> i64 {
    fs.iter()
        .filter_map(|l| s.force(l))
        .map(|f| f.morale)
        .min()
        .unwrap_or(0)
}

/// 24-3-1, digest A31: after a round of a decisive battle, a spent side (or both) rolls to retreat
/// with the forces of its hex that did not take part; else the battle goes on (`(ad, dd)`: the
/// damage to the attackers and to the defenders).
fn after_round(
    s: &mut State,
    attackers: Vec<String>,
    defenders: Vec<String>,
    (attacker_hex, defender_hex): (String, String),
    (ad, dd): (i64, i64),
    log: &mut Vec<crate::core::Msg>,
) {
    let a_done = attackers.is_empty() || all_reduced(s, &attackers);
    let d_done = defenders.is_empty() || all_reduced(s, &defenders);
    let battle_hexes = vec![attacker_hex.clone(), defender_hex.clone()];
    if a_done && d_done {
        log.push(crate::msg!("saigoku-both-sides-are-spent-each"));
        let mut forces = attackers.clone();
        forces.extend(defenders.iter().cloned());
        s.pending = retreat_rolls(s, forces, battle_hexes, true, log);
    } else if a_done {
        log.push(crate::msg!("saigoku-attacker-spent-must-retreat-roll"));
        // Forces in the attacker's hex that did not take part retreat too, each with its own
        // die (digest A31).
        let side = attackers
            .first()
            .and_then(|l| s.force(l))
            .map(|f| s.force_side(f))
            .unwrap_or_default();
        let forces: Vec<String> = s
            .forces
            .iter()
            .filter(|f| f.hex == attacker_hex && !f.garrison && s.side_of(f) == side)
            .map(|f| f.leader.clone())
            .collect();
        s.pending = retreat_rolls(s, forces, battle_hexes, false, log);
    } else if d_done {
        log.push(crate::msg!("saigoku-defender-spent-must-retreat-roll"));
        // Forces in the defender's hex that did not take part retreat too (24-3-1, digest A31).
        let side = defenders
            .first()
            .and_then(|l| s.force(l))
            .map(|f| s.force_side(f))
            .unwrap_or_default();
        let mut forces = defenders.clone();
        forces.extend(
            s.forces
                .iter()
                .filter(|f| {
                    f.hex == defender_hex
                        && !f.garrison
                        && s.side_of(f) == side
                        && !defenders.contains(&f.leader)
                })
                .map(|f| f.leader.clone()),
        );
        s.pending = retreat_rolls(s, forces, battle_hexes, false, log);
    } else {
        if dd != ad {
            log.push(crate::msg!(
                "saigoku-inflicted-more-may-end-battle",
                defender = if dd > ad { "attacker" } else { "defender" }
            ));
        }
        s.pending = Some(Pending::Battle {
            attackers,
            defenders,
            attacker_hex,
            defender_hex,
            last: Some((dd, ad)),
        });
    }
}

pub(super) fn act_battle_round(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::BattleRound,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let Some(Pending::Battle {
        attackers,
        defenders,
        attacker_hex,
        defender_hex,
        ..
    }) = s.pending.clone()
    else {
        return Err(RuleError::forbidden(
            "24-2",
            crate::msg!("saigoku-no-decisive-battle-progress"),
        ));
    };
    let r = pr::battle_round(
        d,
        battle_strength(s, &attackers),
        battle_strength(s, &defenders),
        best_field(s, &attackers),
        best_field(s, &defenders),
        lowest_morale(s, &attackers),
        lowest_morale(s, &defenders),
        dice,
    )?;
    let mut log = r.log.clone();
    let units_of = |s: &State, fs: &[String]| -> Vec<String> {
        fs.iter()
            .filter_map(|l| s.force(l))
            .flat_map(|f| f.all())
            .collect()
    };
    let a_units = units_of(s, &attackers);
    let d_units = units_of(s, &defenders);
    let out: BattleRoundOutcome = read(&r)?;
    let (ad, dd) = (out.attacker_damage, out.defender_damage);
    take_steps(
        s,
        &attackers,
        ad,
        out.attacker_eliminate,
        &inp.attacker_losses.clone(),
        &crate::msg!("saigoku-decisive-battle-2"),
        &mut log,
    );
    take_steps(
        s,
        &defenders,
        dd,
        out.defender_eliminate,
        &inp.defender_losses.clone(),
        &crate::msg!("saigoku-decisive-battle-2"),
        &mut log,
    );
    // Forces whose leader fell break up; their survivors stay in the battle.
    let still = |s: &State, units: &[String]| -> Vec<String> {
        s.forces
            .iter()
            .filter(|f| units.contains(&f.leader))
            .map(|f| f.leader.clone())
            .collect()
    };
    let attackers = still(s, &a_units);
    let defenders = still(s, &d_units);
    after_round(
        s,
        attackers,
        defenders,
        (attacker_hex, defender_hex),
        (ad, dd),
        &mut log,
    );
    Ok((Some(r), log))
}

pub(super) fn act_battle_end(s: &mut State, inp: &inputs::BattleEnd) -> Result<Out, RuleError> {
    let Some(Pending::Battle {
        last,
        attackers,
        defenders,
        attacker_hex,
        defender_hex,
    }) = s.pending.clone()
    else {
        return Err(RuleError::forbidden(
            "24-2-5",
            crate::msg!("saigoku-no-decisive-battle-progress"),
        ));
    };
    let side = inp.side.name();
    let Some((by_att, by_def)) = last else {
        return Err(RuleError::forbidden(
            "24-2-5",
            crate::msg!("saigoku-fight-at-least-one-exchange"),
        ));
    };
    let ok = match inp.side {
        BattleSide::Attacker => by_att > by_def,
        BattleSide::Defender => by_def > by_att,
    };
    if !ok {
        return Err(RuleError::forbidden(
            "24-2-5",
            crate::msg!("saigoku-only-player-who-inflicted-more"),
        ));
    }
    // Literal reading (digest A29): the player ending the battle retreats 1 hex without morale loss
    // — a step of its own (battle-retreat for each force), so each placement is checked.
    let mut log: Vec<crate::core::Msg> = vec![crate::msg!(
        "saigoku-ends-battle-retreats-forces-hex",
        side = side,
        ruling = crate::core::Msg::ruling(9)
    )];
    let forces = match inp.side {
        BattleSide::Attacker => attackers,
        BattleSide::Defender => defenders,
    };
    s.pending = retreat_rolls(s, forces, vec![attacker_hex, defender_hex], true, &mut log);
    Ok((None, log))
}

/// 23-4-2, 23-4-3, 24-2-5, 24-2-7: the hex named for a battle retreat, and the penalty hexes,
/// checked before the die is rolled.
fn retreat_may_end(
    s: &State,
    inp: &inputs::BattleRetreat,
    f: &super::state::Force,
    side: &str,
    enemy: Option<&str>,
    to: Option<&str>,
    withdraw: bool,
) -> Result<(), RuleError> {
    let leader = &f.leader;
    if let Some(t) = to {
        if *t == f.hex {
            return Err(RuleError::input(
                "to",
                crate::msg!(
                    "saigoku-already-name-hex-where-retreat",
                    leader = leader,
                    t = t
                ),
            ));
        }
        // 23-4-3 (never into enemy units), 23-4-2 (away from the enemy, at most 4 hexes, or the
        // 1 hex of 24-2-5 / 24-2-7) — checked before the die is rolled.
        let most = if withdraw { 1 } else { 4 };
        check(retreat_blocked(s, side, &f.hex, enemy, t, most, !withdraw))?;
    } else if withdraw {
        return Err(RuleError::input(
            "to",
            crate::msg!("saigoku-retreat-hex-enter-hex-where"),
        ));
    }
    let most_penalty = if withdraw { 1 } else { 4 };
    if inp.penalty > most_penalty {
        return Err(RuleError::input(
            "penalty",
            crate::msg!(
                "saigoku-penalty-hexes-on-retreat-at",
                penalty = inp.penalty,
                most_penalty = most_penalty
            ),
        ));
    }
    Ok(())
}

/// After the roll: the hex named must be as far as the die says (checked before for the fixed 1
/// hex). A hex that does not fit leaves the force where it is, to be placed by hand. True: it
/// moved.
#[allow(clippy::too_many_arguments)]
fn place_retreat(
    s: &mut State,
    f: &super::state::Force,
    side: &str,
    enemy: Option<&str>,
    to: Option<&str>,
    hexes: i64,
    withdraw: bool,
    log: &mut Vec<crate::core::Msg>,
) -> bool {
    let leader = &f.leader;
    let mut moved = false;
    if let Some(to) = to {
        // After the roll: the hex named must be as far as the die says (checked before for the
        // fixed 1 hex). A hex that does not fit leaves the force where it is, to be placed by hand.
        let fits = withdraw || retreat_blocked(s, side, &f.hex, enemy, to, hexes, false).is_none();
        if fits {
            stop_besieging(s, std::slice::from_ref(&f.leader), log);
            if let Some(g) = s.force_mut(leader) {
                g.hex = to.to_string();
                moved = true;
            }
            log.push(crate::msg!(
                "saigoku-retreats-hex-es",
                leader = leader,
                hexes = hexes,
                to = to
            ));
        } else {
            log.push(crate::msg!(
                "saigoku-must-retreat-hex-es-from",
                leader = leader,
                hexes = hexes,
                hex = &f.hex,
                to = to
            ));
        }
    } else {
        log.push(crate::msg!(
            "saigoku-retreats-hex-es-from-place",
            leader = leader,
            hexes = hexes,
            hex = &f.hex
        ));
    }
    moved
}

pub(super) fn act_battle_retreat(
    s: &mut State,
    inp: &inputs::BattleRetreat,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let Some(Pending::BattleRetreat {
        forces,
        battle_hexes,
        withdraw,
    }) = s.pending.clone()
    else {
        return Err(RuleError::forbidden(
            "24-3",
            crate::msg!("saigoku-no-retreat-roll-due"),
        ));
    };
    let leader = inp.force.clone();
    if !forces.contains(&leader) {
        return Err(RuleError::input(
            "force",
            crate::msg!("saigoku-expected-one", forces = forces.join("、")),
        ));
    }
    let Some(f) = s.force(&leader).cloned() else {
        return Err(RuleError::input(
            "force",
            crate::msg!("saigoku-no-force-led-by-3", leader = &leader),
        ));
    };
    let side = s.force_side(&f);
    // The other side's hex of the battle: each hex of the retreat moves away from it (23-4-2).
    let enemy = battle_hexes.iter().find(|h| **h != f.hex).cloned();
    let to = super::guards::opt_hex("to", inp.to.as_deref())?;
    retreat_may_end(s, inp, &f, &side, enemy.as_deref(), to.as_deref(), withdraw)?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let mut res = None;
    let (hexes, steps) = if withdraw {
        (1, 0)
    } else {
        let r = pr::battle_retreat(dice)?;
        log.extend(r.log.iter().cloned());
        let BattleRetreatOutcome {
            hexes,
            steps_lost: steps,
        } = read(&r)?;
        res = Some(r);
        (hexes, steps)
    };
    take_steps(
        s,
        std::slice::from_ref(&leader),
        steps,
        false,
        &inp.penalty_losses,
        &crate::msg!("saigoku-battle-retreat"),
        &mut log,
    );
    // The losses of 24-3-2 removed the leader: nothing of him retreats; the units of his force
    // that stand alone now still have to retreat, each in its turn (issue 25 item 10).
    if s.force(&leader).is_none() {
        let mut rest: Vec<String> = forces
            .into_iter()
            .filter(|x| *x != leader && s.force(x).is_some())
            .collect();
        let alone: Vec<String> = f
            .members
            .iter()
            .filter(|m| s.force(m).is_some())
            .cloned()
            .collect();
        if !alone.is_empty() {
            log.push(crate::msg!(
                "saigoku-still-retreat",
                alone = alone.join("、")
            ));
        }
        rest.extend(alone);
        s.pending = retreat_rolls(s, rest, battle_hexes, withdraw, &mut log);
        return Ok((res, log));
    }
    let moved = place_retreat(
        s,
        &f,
        &side,
        enemy.as_deref(),
        to.as_deref(),
        hexes,
        withdraw,
        &mut log,
    );
    let pen = if moved || to.is_none() {
        inp.penalty.min(hexes)
    } else {
        0
    };
    if pen > 0 {
        take_steps(
            s,
            std::slice::from_ref(&leader),
            pen,
            false,
            &inp.penalty_losses,
            &crate::msg!("saigoku-retreat-penalty-hexes"),
            &mut log,
        );
    }
    if withdraw {
        log.push(crate::msg!(
            "saigoku-no-morale-loss-for-this",
            leader = &leader
        ));
    } else {
        lose_morale(
            s,
            &leader,
            hexes,
            &crate::msg!(
                "saigoku-retreat-digest",
                ruling = crate::core::Msg::ruling(10)
            ),
            &mut log,
        );
    }
    let rest: Vec<String> = forces
        .into_iter()
        .filter(|f| *f != leader && s.force(f).is_some())
        .collect();
    s.pending = retreat_rolls(s, rest, battle_hexes, withdraw, &mut log);
    Ok((res, log))
}
