//! Siege warfare in the session [17–21]: establishing and lifting a siege, the siege check, the
//! assault with its interception, surrender demands and the agreed opening of a castle.

use super::action::Action;
use super::data::{Rank, SaigokuData};
use super::effects::*;
use super::guards::acting_force_as;
use super::guards::*;
use super::inputs;
use super::procedures::{
    self as pr, AssaultOutcome, InterceptionOutcome, SiegeCheckOutcome, SiegeRequirementOutcome,
    SurrenderOutcome, read,
};
use super::state::{Castle, State, Step};
use crate::core::{DiceSource, Resolution, RuleError};

pub(super) fn act_siege(s: &mut State, inp: &inputs::Siege) -> Result<Out, RuleError> {
    let list = super::guards::distinct("forces", &inp.forces)?;
    if list.is_empty() {
        return Err(RuleError::input(
            "forces",
            crate::msg!("saigoku-name-at-least-one-force"),
        ));
    }
    let mut hex = None;
    let mut side = None;
    for l in &list {
        let f = acting_force_as(s, "forces", l)?;
        check(blocked(s, Action::Siege, &f))?;
        if let Some(h) = &hex
            && h != &f.hex
        {
            return Err(RuleError::forbidden(
                "18-1",
                crate::msg!("saigoku-all-besieging-forces-must-be"),
            ));
        }
        hex = Some(f.hex.clone());
        side = Some(s.force_side(&f));
    }
    let hex = hex.unwrap_or_default();
    let side = side.unwrap_or_default();
    let c = s.castle(&hex).cloned().ok_or_else(|| {
        RuleError::forbidden("17-1-1", crate::msg!("saigoku-no-castle", hex = &hex))
    })?;
    if c.ruined {
        return Err(RuleError::forbidden(
            "21-1",
            crate::msg!("saigoku-ruined-castle-cannot-be-besieged"),
        ));
    }
    let owner = c.owner.clone().unwrap_or_default();
    if s.side_of_army(&owner) == side {
        return Err(RuleError::forbidden(
            "17-1-1",
            crate::msg!("saigoku-that-castle-friendly"),
        ));
    }
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let r = begin_siege(s, &c, &list, &mut log)?;
    for l in &list {
        if let Some(f) = s.force_mut(l) {
            f.acted = true;
        }
    }
    trigger_activation(s, &side, &owner, &mut log);
    Ok((Some(r), log))
}

/// Rule 18-1: the forces already besieging `c` plus `adding` must meet the castle's siege requirement;
/// then `adding` are marked as besieging (17-1-2). Returns the requirement resolution.
fn begin_siege(
    s: &mut State,
    c: &Castle,
    adding: &[String],
    log: &mut Vec<crate::core::Msg>,
) -> Result<Resolution, RuleError> {
    let existing: i64 = s
        .besiegers_of(&c.hex)
        .iter()
        .map(|f| s.force_strength(f))
        .sum();
    let added: i64 = adding
        .iter()
        .filter_map(|l| s.force(l))
        .map(|f| s.force_strength(f))
        .sum();
    let r = pr::siege_requirement(c.level, existing + added);
    let need: SiegeRequirementOutcome = read(&r)?;
    if !need.can_besiege {
        return Err(RuleError::forbidden(
            "18-1",
            crate::msg!(
                "saigoku-strength-below-siege-requirement-2",
                added = existing + added,
                required = need.required
            ),
        ));
    }
    for l in adding {
        if let Some(f) = s.force_mut(l) {
            f.besieging = true;
        }
    }
    log.extend(r.log.iter().cloned());
    log.push(crate::msg!(
        "saigoku-put-siege-marker-on-at",
        adding = adding.join("、"),
        name = &c.name,
        hex = &c.hex
    ));
    Ok(r)
}

pub(super) fn act_lift(s: &mut State, inp: &inputs::LiftSiege) -> Result<Out, RuleError> {
    no_pending(s)?;
    let list = super::guards::distinct("forces", &inp.forces)?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    for l in &list {
        let f = super::guards::find_force_as(s, "forces", l)?;
        if !f.besieging {
            return Err(RuleError::forbidden(
                "18-3-1",
                crate::msg!("saigoku-not-besieging", l = l),
            ));
        }
        log.push(crate::msg!("saigoku-lifts-part-siege", l = l));
    }
    // Morale resets only when the siege as a whole ends.
    stop_besieging(s, &list, &mut log);
    Ok((None, log))
}

pub(super) fn act_siege_check(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::SiegeCheck,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    no_pending(s)?;
    let hex = inp.castle.clone();
    let Step::SiegeChecks { phase } = s.step.clone() else {
        return Err(RuleError::forbidden(
            "4-1-2 (3-2)",
            crate::msg!("saigoku-siege-checks-come-after-phasing"),
        ));
    };
    if !s.siege_checks_due(&phase).contains(&hex) {
        return Err(RuleError::forbidden(
            "18-2",
            crate::msg!("saigoku-not-besieged-castle-phasing-army", hex = &hex),
        ));
    }
    let c = s
        .castle(&hex)
        .cloned()
        .ok_or_else(|| RuleError::input("castle", crate::msg!("saigoku-no-such-castle")))?;
    let garrison_units: i64 = s
        .garrison_of(&hex)
        .iter()
        .map(|f| s.force_units(f) as i64)
        .sum();
    let gm = s.castle_morale(&hex);
    let bm = s
        .besiegers_of(&hex)
        .iter()
        .map(|f| f.morale)
        .min()
        .unwrap_or(0);
    let mut r = pr::siege_check(d, c.level, garrison_units, gm, bm, dice)?;
    let mut log = r.log.clone();
    s.siege_checked.push(hex.clone());
    let out: SiegeCheckOutcome = read(&r)?;
    let (dm, dd) = (out.morale, out.durability);
    let garrison: Vec<String> = s
        .garrison_of(&hex)
        .iter()
        .map(|f| f.leader.clone())
        .collect();
    if dm != 0 {
        if garrison.is_empty() {
            let m = c.morale + dm;
            if m < -4 {
                castle_falls_by_morale(s, &hex, &mut log);
            } else if let Some(cm) = s.castle_mut(&hex) {
                cm.morale = m.min(0);
                log.push(crate::msg!(
                    "saigoku-morale-2",
                    name = &c.name,
                    morale = morale_str(cm.morale)
                ));
            }
        } else {
            // Each garrison force; those pushed below −4 are removed (digest A10).
            for g in &garrison {
                if dm < 0 {
                    lose_morale(s, g, -dm, &crate::msg!("saigoku-siege-result"), &mut log);
                } else if let Some(f) = s.force_mut(g) {
                    f.morale = (f.morale + dm).min(0);
                }
            }
            if s.garrison_of(&hex).is_empty() {
                castle_falls_by_morale(s, &hex, &mut log);
            }
        }
    }
    if dd != 0 && s.castle(&hex).map(|c| c.owner.is_some()).unwrap_or(false) {
        let nd = (s.castle(&hex).map(|c| c.durability).unwrap_or(0) + dd).clamp(0, 10);
        if let Some(cm) = s.castle_mut(&hex) {
            cm.durability = nd;
        }
        log.push(crate::msg!("saigoku-durability-3", name = &c.name, nd = nd));
        if nd == 0 {
            castle_ruined(
                d,
                s,
                &hex,
                bm,
                &inp.eliminate.clone(),
                super::guards::opt_hex("withdraw-to", inp.withdraw_to.as_deref())?.as_deref(),
                dice,
                &mut r,
                &mut log,
            )?;
        }
    }
    if out.fall && s.castle(&hex).map(|c| !c.ruined).unwrap_or(false) {
        castle_falls_by_morale(s, &hex, &mut log);
    }
    if out.lift {
        end_siege(s, &hex, &mut log);
    }
    let text = out.text.unwrap_or_default();
    if !text.is_empty() {
        log.push(crate::msg!(
            "saigoku-apply-by-hand-use-adjust",
            text = &text
        ));
    }
    Ok((Some(r), log))
}

pub(super) fn act_assault(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Assault,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let f = acting_force(s, &leader)?;
    check(blocked(s, Action::Assault, &f))?;
    let c = enemy_castle_in_hex(s, &f)?;
    s.assaulted.push(c.hex.clone());
    let terrain = inp.terrain.clone();
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let mut res = Resolution::new(pr::GAME, "assault");
    if inp.siege {
        begin_siege(s, &c, std::slice::from_ref(&leader), &mut log)?;
    }
    let owner = c.owner.clone().unwrap_or_default();
    trigger_activation(s, &s.force_side(&f).clone(), &owner, &mut log);
    // A. Interception [19-2].
    let gstr: i64 = s
        .garrison_of(&c.hex)
        .iter()
        .map(|g| s.force_strength(g))
        .sum();
    let gfield = s.garrison_best(&c.hex).map(|u| u.field).unwrap_or(0);
    let gm = s.castle_morale(&c.hex);
    let ri = pr::interception(d, gstr, gfield, gm, f.morale, dice)?;
    let icpt: InterceptionOutcome = read(&ri)?;
    merge(
        &mut res,
        &ri,
        "interception",
        crate::msg!("saigoku-part-interception"),
    );
    log.extend(ri.log.iter().cloned());
    let losses = inp.losses.clone();
    take_steps(
        s,
        std::slice::from_ref(&leader),
        icpt.steps,
        icpt.eliminate,
        &losses,
        &crate::msg!("saigoku-interception"),
        &mut log,
    );
    // B. Assault [19-3].
    // The survivors assault, even if the interception killed the leader and the force broke up.
    let members = f.all();
    let strength: i64 = members
        .iter()
        .filter_map(|u| s.unit(u))
        .map(|u| u.current_strength())
        .sum();
    let am = f.morale;
    let ra = pr::assault(
        d,
        strength,
        c.level,
        &terrain,
        am,
        s.castle_morale(&c.hex),
        dice,
    )?;
    res.rolls.extend(ra.rolls.iter().copied());
    res.modifiers.extend(ra.modifiers.iter().cloned());
    for cell in &ra.cells {
        res.cell(cell.clone());
    }
    for r in &ra.rules {
        res.rule(r);
    }
    res.modified_roll = ra.modified_roll;
    let loss = read::<AssaultOutcome>(&ra)?.durability_loss;
    res.set("durability_loss", loss);
    res.log.extend(ra.log.iter().cloned());
    log.extend(ra.log.iter().cloned());
    for g in s.forces.iter_mut().filter(|g| members.contains(&g.leader)) {
        g.acted = true;
    }
    if loss > 0 {
        let nd = (c.durability - loss).max(0);
        if let Some(cm) = s.castle_mut(&c.hex) {
            cm.durability = nd;
        }
        log.push(crate::msg!(
            "saigoku-durability-4",
            name = &c.name,
            durability = c.durability,
            nd = nd
        ));
        if nd == 0 {
            castle_ruined(
                d,
                s,
                &c.hex,
                am,
                &inp.eliminate.clone(),
                super::guards::opt_hex("withdraw-to", inp.withdraw_to.as_deref())?.as_deref(),
                dice,
                &mut res,
                &mut log,
            )?;
        }
    }
    res.log = log.clone();
    Ok((Some(res), log))
}

pub(super) fn act_surrender(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Surrender,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let f = acting_force(s, &leader)?;
    check(blocked(s, Action::Surrender, &f))?;
    let c = enemy_castle_in_hex(s, &f)?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    if !f.besieging {
        // Option (digest A21): the siege starts in the same action.
        begin_siege(s, &c, std::slice::from_ref(&leader), &mut log)?;
    }
    let leader_rank = s
        .garrison_best(&c.hex)
        .map(|u| u.rank)
        .unwrap_or(Rank::Busho);
    let r = pr::surrender(
        d,
        c.durability,
        leader_rank,
        f.morale,
        s.castle_morale(&c.hex),
        c.refused,
        dice,
    )?;
    log.extend(r.log.iter().cloned());
    s.demanded.push(c.hex.clone());
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
    }
    let letter = read::<SurrenderOutcome>(&r)?.applied;
    let elim = inp.eliminate.clone();
    let restore = inp.restore.clone();
    let army = s.force_army(&f);
    apply_letter(
        s,
        &c.hex,
        &letter,
        Some(&leader),
        &elim,
        &restore,
        super::guards::opt_hex("withdraw-to", inp.withdraw_to.as_deref())?.as_deref(),
        &mut log,
    );
    if matches!(letter.as_str(), "D" | "E" | "F" | "G" | "H") {
        transfer_castle(s, &c.hex, &army, &mut log);
    }
    Ok((Some(r), log))
}

/// 20-4: during its own siege check the garrison may offer to open the castle; the players agree
/// the terms (digest A22: a manual outcome). Named units are removed, the rest withdraw, the castle
/// passes to a besieging army.
pub(super) fn act_open_castle(s: &mut State, inp: &inputs::OpenCastle) -> Result<Out, RuleError> {
    no_pending(s)?;
    let hex = inp.castle.clone();
    let Step::SiegeChecks { phase } = s.step.clone() else {
        return Err(RuleError::forbidden(
            "20-4",
            crate::msg!("saigoku-garrison-offers-open-castle-during"),
        ));
    };
    let owner = s
        .castle(&hex)
        .and_then(|c| c.owner.clone())
        .unwrap_or_default();
    let owner_phase = s.army(&owner).map(|a| a.phase.clone()).unwrap_or_default();
    if owner_phase != phase || !s.is_besieged(&hex) {
        return Err(RuleError::forbidden(
            "20-4",
            crate::msg!("saigoku-not-besieged-castle-phasing-army-2", hex = &hex),
        ));
    }
    let to_army = match inp.to_army.clone() {
        Some(a) => {
            if !s.besiegers_of(&hex).iter().any(|f| s.force_army(f) == a) {
                return Err(RuleError::input(
                    "to-army",
                    crate::msg!("saigoku-not-besieging-2", a = &a, hex = &hex),
                ));
            }
            a
        }
        None => main_besieger_army(s, &hex).unwrap_or_default(),
    };
    let garrison_units: Vec<String> = s.garrison_of(&hex).iter().flat_map(|f| f.all()).collect();
    let elim = inp.eliminate.clone();
    for u in &elim {
        if !garrison_units.contains(u) {
            return Err(RuleError::input(
                "eliminate",
                crate::msg!("saigoku-not-garrison", u = u),
            ));
        }
    }
    let mut log: Vec<crate::core::Msg> = vec![crate::msg!(
        "saigoku-garrison-opens-castle-by-agreement",
        hex = &hex
    )];
    for u in &elim {
        record_elim(s, u, &crate::msg!("saigoku-agreed-surrender"), &mut log);
    }
    cleanup(s, &mut log);
    apply_letter(
        s,
        &hex,
        "D",
        None,
        &[],
        &[],
        super::guards::opt_hex("withdraw-to", inp.withdraw_to.as_deref())?.as_deref(),
        &mut log,
    );
    transfer_castle(s, &hex, &to_army, &mut log);
    if !s.siege_checked.contains(&hex) {
        s.siege_checked.push(hex.clone());
    }
    Ok((None, log))
}
