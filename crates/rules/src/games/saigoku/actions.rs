//! Session actions of 西国之雄: the action specs, the dispatcher, the sequence of play, and the actions
//! of movement, supply, morale recovery, replacement and reorganisation (siege warfare in `siege.rs`,
//! field battles in `combat.rs`). Positions on the map are entered by the players (the app has no
//! map): hexes, terrain, rivers, supply, penalty hexes.

use super::action::Action;
use super::combat::*;
use super::data::{Rank, SaigokuData};
use super::effects::*;
use super::guards::{
    acting_force, blocked, can_act, cannot_act, check, find_force, no_pending, supply_exempt,
};
use super::inputs::{self, ActivateArmy, AdjustField, ReplaceTarget};
use super::procedures::{
    self as pr, ActivationOutcome, RallyOutcome, ReplacementOutcome, SeaMoveOutcome, read,
};
use super::siege::*;
use super::state::{Force, State, Step};
use crate::core::typed::parse;
use crate::core::{
    ActionCall, ActionSpec, Applied, DiceSource, KeySpec, Msg, Resolution, RuleError, Sep,
};

const PHASES: [&str; 3] = ["ouchi", "amago", "mori"];

/// The action specs: keys from the typed inputs (`inputs.rs`, through [`Action::keys`]); terrain
/// keys become a choice of the terrain table's names.
pub fn specs(d: &SaigokuData) -> Vec<ActionSpec> {
    let terrains = d.terrain_names();
    let t: Vec<&str> = terrains.iter().map(String::as_str).collect();
    Action::ALL
        .iter()
        .map(|a| {
            let keys = a
                .keys()
                .into_iter()
                .map(|k| {
                    if k.name.ends_with("terrain") {
                        KeySpec::choice(&k.name, &t, &k.help)
                    } else {
                        k
                    }
                })
                .map(|k| super::inputs::say_key(a.name(), k))
                .collect();
            ActionSpec {
                name: a.name().into(),
                title: a.label(),
                rule: a.rule().into(),
                keys,
                rolls: a.rolls(),
            }
        })
        .collect()
}

// ---------------------------------------------------------------- helpers

pub fn step_text(s: &State) -> crate::core::Msg {
    match &s.step {
        Step::Setup => crate::msg!("saigoku-set-up-scenario", scenario = &s.scenario),
        Step::Situation => crate::msg!(
            "saigoku-inning-start-stage-situation-change",
            inning = s.inning
        ),
        Step::Supply => crate::msg!("saigoku-inning-start-stage-supply-line", inning = s.inning),
        Step::Ops { phase } => crate::msg!(
            "saigoku-inning-stage-ops-phase",
            inning = s.inning,
            stage = s.stage,
            phase = State::phase_name(phase)
        ),
        Step::SiegeChecks { phase } => {
            crate::msg!(
                "saigoku-inning-stage-ops-phase-siege",
                inning = s.inning,
                stage = s.stage,
                phase = State::phase_name(phase)
            )
        }
        Step::End => crate::msg!("saigoku-game-over-after-inning", innings = s.innings),
    }
}

// ---------------------------------------------------------------- sequence of play

fn phases_in_play(s: &State) -> Vec<&'static str> {
    PHASES
        .iter()
        .copied()
        .filter(|p| s.armies.iter().any(|a| a.phase == *p))
        .collect()
}

fn begin_phase(s: &mut State, phase: &str) {
    s.step = Step::Ops {
        phase: phase.into(),
    };
    for f in s.forces.iter_mut() {
        f.acted = false;
        f.detached = false;
        f.reorganised = false;
    }
    s.demanded.clear();
    s.assaulted.clear();
    s.siege_checked.clear();
    s.sea_hex = None;
    s.sea_pass = None;
    s.sea_to = None;
}

fn begin_inning_start(s: &mut State) {
    s.stage = 0;
    s.activation_rolled = false;
    s.supply_done = false;
    let needs_situation = s.scenario == "3" && s.armies.iter().any(|a| !a.active);
    s.step = if needs_situation {
        Step::Situation
    } else {
        Step::Supply
    };
}

fn next_phase(s: &mut State, log: &mut Vec<crate::core::Msg>) {
    let phases = phases_in_play(s);
    let cur = s.current_phase().map(str::to_string).unwrap_or_default();
    let pos = phases.iter().position(|p| *p == cur);
    if let Some(p) = pos.and_then(|i| phases.get(i + 1)) {
        begin_phase(s, p);
        return;
    }
    if s.stage < 4 {
        s.stage += 1;
        for c in s.castles.iter_mut() {
            c.replenished = false;
        }
        begin_phase(s, phases[0]);
        return;
    }
    // End of the Inning [4-1, 29.0].
    if s.inning >= s.innings {
        s.step = Step::End;
        log.push(crate::msg!("saigoku-last-inning-over-score-game"));
        return;
    }
    s.inning += 1;
    log.push(crate::msg!("saigoku-move-inning-marker", inning = s.inning));
    begin_inning_start(s);
}

/// True when ending this step ends the game: the last ops phase (or its siege checks) of stage 4 of
/// the last Inning [4-1, 32].
pub(super) fn last_step_of_the_game(s: &State) -> bool {
    let Some(phase) = s.current_phase() else {
        return false;
    };
    let last = phases_in_play(s).last().copied();
    s.inning >= s.innings && s.stage >= 4 && last == Some(phase)
}

/// 35.6 (2): the historical victory of scenario 2 turns on who holds 宮之尾城 when the game ends, so
/// the players say it before the last step closes (the `miyanoo` action).
pub(super) fn miyanoo_due(s: &State) -> bool {
    s.scenario == "2"
        && s.victory == "historical"
        && s.miyanoo.is_none()
        && last_step_of_the_game(s)
}

fn advance(s: &mut State, log: &mut Vec<crate::core::Msg>) -> Result<(), RuleError> {
    no_pending(s)?;
    if miyanoo_due(s)
        && s.siege_checks_due(s.current_phase().unwrap_or_default())
            .is_empty()
    {
        return Err(RuleError::forbidden(
            "35.6 (2)",
            crate::msg!("saigoku-game-ends-now-record-first"),
        ));
    }
    // Issue 21: the log says what this step-ending did (the button read "Start Inning 1", not the
    // generic name of the action).
    log.push(match &s.step {
        Step::Setup => crate::msg!("saigoku-log-inning-starts", inning = s.inning),
        Step::Situation => crate::msg!("saigoku-log-situation-done", inning = s.inning),
        Step::Supply => crate::msg!("saigoku-log-stage-starts", stage = 1),
        Step::Ops { phase } | Step::SiegeChecks { phase } => crate::msg!(
            "saigoku-log-ops-phase-ends",
            phase = State::phase_name(phase),
            stage = s.stage
        ),
        Step::End => {
            return Err(RuleError::GameOver(crate::msg!(
                "saigoku-err-last-inning-over"
            )));
        }
    });
    match s.step.clone() {
        Step::Setup => begin_inning_start(s),
        Step::Situation => {
            if !s.activation_rolled && s.armies.iter().any(|a| !a.active) {
                return Err(RuleError::forbidden(
                    "36.7 (1)",
                    crate::msg!("saigoku-roll-activation-first-ouchi-activation"),
                ));
            }
            s.step = Step::Supply;
        }
        Step::Supply => {
            if !s.supply_done {
                return Err(RuleError::forbidden(
                    "11-3-1",
                    crate::msg!("saigoku-make-supply-line-check-first"),
                ));
            }
            s.stage = 1;
            for c in s.castles.iter_mut() {
                c.replenished = false;
            }
            let first = phases_in_play(s)[0];
            begin_phase(s, first);
        }
        Step::Ops { phase } => {
            if s.siege_checks_due(&phase).is_empty() {
                next_phase(s, log);
            } else {
                s.step = Step::SiegeChecks { phase };
            }
        }
        Step::SiegeChecks { phase } => {
            let due = s.siege_checks_due(&phase);
            if !due.is_empty() {
                return Err(RuleError::forbidden(
                    "18-2",
                    crate::msg!(
                        "saigoku-check-siege-first",
                        due = Msg::join(due.into_iter().map(Msg::plain), Sep::Comma)
                    ),
                ));
            }
            next_phase(s, log);
        }
        Step::End => {
            return Err(RuleError::GameOver(crate::msg!(
                "saigoku-err-last-inning-over"
            )));
        }
    }
    log.push(crate::msg!("saigoku-now-step", step = step_text(s)));
    Ok(())
}

// ---------------------------------------------------------------- actions

fn act_ouchi_activation(
    d: &SaigokuData,
    s: &mut State,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    if s.scenario != "3" {
        return Err(RuleError::forbidden(
            "36.7",
            crate::msg!("saigoku-only-scenario-has-activation"),
        ));
    }
    if s.step != Step::Situation {
        return Err(RuleError::forbidden(
            "36.7 (1)",
            crate::msg!("saigoku-activation-roll-made-situation-change"),
        ));
    }
    if s.activation_rolled {
        return Err(RuleError::forbidden(
            "36.7 (1)",
            crate::msg!("saigoku-activation-roll-this-inning-was"),
        ));
    }
    let r = pr::ouchi_activation(d, s.inning as i64, s.ouchi_fallen, dice)?;
    s.activation_rolled = true;
    let mut log = r.log.clone();
    if read::<ActivationOutcome>(&r)?.active {
        for a in s
            .armies
            .iter_mut()
            .filter(|a| a.id == "ouchi" || a.id == "masuda")
        {
            a.active = true;
        }
        log.push(crate::msg!(
            "saigoku-are-active-from-now-on",
            ruling = crate::core::Msg::ruling(14)
        ));
    }
    Ok((Some(r), log))
}

fn act_activate(s: &mut State, inp: &inputs::Activate) -> Result<Out, RuleError> {
    if s.scenario != "3" {
        return Err(RuleError::forbidden(
            "36.7",
            crate::msg!("saigoku-only-scenario-has-inactive-armies"),
        ));
    }
    let mut log: Vec<crate::core::Msg> = Vec::new();
    for a in s.armies.iter_mut() {
        let chosen = match inp.army {
            ActivateArmy::Both => a.id == "ouchi" || a.id == "masuda",
            ActivateArmy::Ouchi => a.id == "ouchi",
            ActivateArmy::Masuda => a.id == "masuda",
        };
        if chosen && !a.active {
            a.active = true;
            log.push(crate::msg!("saigoku-activates", name = &a.name));
        }
    }
    if log.is_empty() {
        return Err(RuleError::forbidden(
            "36.7 (2)",
            crate::msg!("saigoku-that-army-already-active"),
        ));
    }
    Ok((None, log))
}

fn act_supply(s: &mut State, inp: &inputs::SupplyCheck) -> Result<Out, RuleError> {
    if s.step != Step::Supply {
        return Err(RuleError::forbidden(
            "11-3-1",
            crate::msg!("saigoku-supply-line-check-made-start"),
        ));
    }
    if s.supply_done {
        return Err(RuleError::forbidden(
            "11-3-1",
            crate::msg!("saigoku-supply-line-check-this-inning"),
        ));
    }
    let list = super::guards::distinct("unsupplied", &inp.unsupplied)?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    for l in &list {
        let f = super::guards::find_force_as(s, "unsupplied", l)?;
        check(supply_exempt(s, f))?;
    }
    for l in &list {
        lose_morale(s, l, 1, &crate::msg!("saigoku-no-supply-line"), &mut log);
    }
    if list.is_empty() {
        log.push(crate::msg!("saigoku-supply-check-every-force-traces"));
    }
    s.supply_done = true;
    Ok((None, log))
}

pub(super) fn enemy_forces_in(s: &State, hex: &str, side: &str) -> Vec<String> {
    s.forces
        .iter()
        .filter(|f| f.hex == hex && s.side_of(f) != side)
        .map(|f| f.leader.clone())
        .collect()
}

/// 15-1-2, 15-2-2 (hex distances: ruling 2-1-1 in hex.rs): every hex entered costs at least the
/// cheapest terrain of the terrain table (a sea hex 1 MP, 35.7 (2) ③), so the MP spent on hexes
/// bound how far the force can end from where it started.
fn move_reach(d: &SaigokuData, inp: &inputs::Move) -> i32 {
    let cost = if inp.sea {
        d.cheapest_hex(inp.strategic).min(1.0)
    } else {
        d.cheapest_hex(inp.strategic)
    };
    if cost > 0.0 {
        (inp.mp.max(0) as f64 / cost).floor() as i32
    } else {
        i32::MAX
    }
}

/// 15-2-2: hex `h` lies within `reach` hexes of `from` (`mp`: the MP the player gave).
fn too_far(h: &str, from: &str, reach: i32, mp: i64) -> Result<(), RuleError> {
    match super::hex::min_distance(from, h) {
        Some(k) if k > reach => Err(RuleError::forbidden(
            "15-2-2",
            crate::msg!(
                "saigoku-hexes-from-mp-on-hexes",
                h = h,
                k = k,
                from = from,
                mp = mp,
                reach = reach
            ),
        )),
        _ => Ok(()),
    }
}

/// 16-3-1: a garrison stays while enemies stand in its hex; 15-6-2: no move into a hex with enemy
/// units outside a castle.
fn may_leave_for(
    s: &State,
    f: &Force,
    to: &str,
    side: &str,
    leaving: bool,
) -> Result<(), RuleError> {
    if leaving && !enemy_forces_in(s, &f.hex, side).is_empty() {
        return Err(RuleError::forbidden(
            "16-3-1",
            crate::msg!("saigoku-garrison-may-not-leave-while"),
        ));
    }
    if to != f.hex {
        let enemies = enemy_forces_in(s, to, side);
        if enemies
            .iter()
            .any(|e| s.force(e).map(|x| !x.garrison).unwrap_or(false))
        {
            return Err(RuleError::forbidden(
                "15-6-2",
                crate::msg!("saigoku-holds-enemy-units-that-are", to = to),
            ));
        }
    }
    Ok(())
}

/// 16-1-1: a force garrisons only an own or allied castle that is not a ruin.
fn may_garrison(s: &State, to: &str, side: &str) -> Result<(), RuleError> {
    let ok = s
        .castle(to)
        .map(|c| {
            !c.ruined
                && c.owner
                    .as_ref()
                    .map(|o| s.side_of_army(o) == side)
                    .unwrap_or(false)
        })
        .unwrap_or(false);
    if !ok {
        return Err(RuleError::forbidden(
            "16-1-1",
            crate::msg!("saigoku-no-own-or-allied-castle", to = to),
        ));
    }
    Ok(())
}

/// 15-6-3 (34.7 (1) at set-up): the MP within the allowance; 33.2: no move before play but the
/// scenario-1 毛利 set-up move; 15-3-2, 15-3-3: strategic movement.
fn move_allowed(
    s: &State,
    inp: &inputs::Move,
    f: &Force,
    army: &str,
    mp: i64,
    setup_move: bool,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let allowance = super::guards::move_allowance(s, f);
    if mp > allowance {
        let rule = if setup_move { "34.7 (1)" } else { "15-6-3" };
        return Err(RuleError::forbidden(
            rule,
            crate::msg!(
                "saigoku-mp-needed-allowance-morale-for",
                mp = mp,
                allowance = allowance
            ),
        ));
    }
    if setup_move && !(s.scenario == "1" && army == "mori") {
        return Err(RuleError::forbidden(
            "33.2",
            crate::msg!("saigoku-no-movement-before-play-this"),
        ));
    }
    if inp.strategic {
        if !inp.supplied {
            return Err(RuleError::forbidden(
                "15-3-2",
                crate::msg!("saigoku-strategic-movement-needs-supply-line"),
            ));
        }
        if f.morale != 0 {
            return Err(RuleError::forbidden(
                "15-3-3",
                crate::msg!("saigoku-strategic-movement-needs-morale"),
            ));
        }
        log.push(crate::msg!(
            "saigoku-strategic-movement-never-adjacent-enemy"
        ));
    }
    Ok(())
}

/// 35.7 (2): sea movement (scenario 2): who may sail, from and to where, and the roll or the free
/// sailing that lets every force of the hex sail this phase. The bool: the force may sail.
fn sail(
    s: &mut State,
    inp: &inputs::Move,
    f: &Force,
    to: &str,
    army: &str,
    dice: &mut dyn DiceSource,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(Resolution, bool), RuleError> {
    let leader = &f.leader;
    if s.scenario != "2" {
        return Err(RuleError::forbidden(
            "35.7 (2)",
            crate::msg!("saigoku-sea-movement-exists-only-scenario"),
        ));
    }
    if army != "ouchi" && army != "mori" {
        return Err(RuleError::forbidden(
            "35.7 (2) ⑤",
            crate::msg!("saigoku-only-forces-may-move-by"),
        ));
    }
    if let Some(h) = &s.sea_hex
        && h != &f.hex
    {
        return Err(RuleError::forbidden(
            "35.7 (2) ②",
            crate::msg!("saigoku-sea-movement-already-launched-from", h = h),
        ));
    }
    if let Some(h) = &s.sea_to
        && h != to
    {
        return Err(RuleError::forbidden(
            "35.7 (2) ④",
            crate::msg!("saigoku-forces-sailing-together-this-phase", h = h),
        ));
    }
    let free = inp.free_sea;
    let units = s.force_units(f);
    let r = match s
        .sea_pass
        .filter(|_| s.sea_hex.as_deref() == Some(f.hex.as_str()))
    {
        // ⑥ / ⑦: the free sailing or the 毛利氏 roll covers every force of the hex this phase.
        Some(pass) => {
            let mut r = Resolution::new(pr::GAME, "sea-move");
            r.rule("35.7 (2)");
            r.set("allowed", pass);
            r.log(if pass {
                crate::msg!("saigoku-sails-with-rest", leader = leader, hex = &f.hex)
            } else {
                crate::msg!("saigoku-failed-roll-this-phase", hex = &f.hex)
            });
            r
        }
        None => {
            if free && (army != "ouchi" || s.ouchi_free_sea_used) {
                return Err(RuleError::forbidden(
                    "35.7 (2) ⑥",
                    crate::msg!("saigoku-free-sailing-once-per-game"),
                ));
            }
            let r = pr::sea_move(pr::SeaArmy::of("force", army)?, free, units as i64, dice)?;
            if free {
                s.ouchi_free_sea_used = true;
            }
            if free || army == "mori" {
                s.sea_pass = Some(read::<SeaMoveOutcome>(&r)?.allowed);
            }
            r
        }
    };
    s.sea_hex = Some(f.hex.clone());
    log.extend(r.log.iter().cloned());
    if !read::<SeaMoveOutcome>(&r)?.allowed {
        log.push(crate::msg!(
            "saigoku-may-not-sail-this-phase",
            leader = leader,
            ruling = crate::core::Msg::ruling(16)
        ));
        return Ok((r, false));
    }
    s.sea_to = Some(to.to_string());
    Ok((r, true))
}

/// 15-5: subordinates may be dropped off during the move (no MP, nobody picked up, 15-5-2).
#[allow(clippy::too_many_arguments)]
fn drop_off(
    s: &mut State,
    inp: &inputs::Move,
    f: &Force,
    to: &str,
    side: &str,
    reach: i32,
    setup_move: bool,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let leader = &f.leader;
    let drop = super::guards::distinct("drop", &inp.drop)?;
    for (i, u) in drop.iter().enumerate() {
        if drop[..i].contains(u) {
            return Err(RuleError::input(
                "drop",
                crate::msg!("saigoku-named-twice", u = u),
            ));
        }
        if !f.members.contains(u) {
            return Err(RuleError::input(
                "drop",
                crate::msg!("saigoku-not-subordinate", u = u, leader = leader),
            ));
        }
    }
    let drop_at =
        super::guards::opt_hex("drop-at", inp.drop_at.as_deref())?.unwrap_or(f.hex.clone());
    if !drop.is_empty() {
        // 15-5-1: the drop-off hex lies on the way, so within the move's reach of both ends; 15-6-2:
        // the force never stood in a hex with enemy units outside a castle, so nobody is left there.
        too_far(&drop_at, &f.hex, reach, inp.mp)?;
        too_far(to, &drop_at, reach, inp.mp)?;
        if enemy_forces_in(s, &drop_at, side)
            .iter()
            .any(|e| s.force(e).map(|x| !x.garrison).unwrap_or(false))
        {
            return Err(RuleError::forbidden(
                "15-6-2",
                crate::msg!("saigoku-holds-enemy-units-that-are-2", drop_at = &drop_at),
            ));
        }
        if let Some(fm) = s.force_mut(leader) {
            fm.members.retain(|m| !drop.contains(m));
        }
        for u in &drop {
            s.forces.push(Force {
                leader: u.clone(),
                members: vec![],
                hex: drop_at.clone(),
                morale: f.morale,
                garrison: false,
                besieging: false,
                acted: true,
                detached: !setup_move,
                reorganised: false,
                leader_at: Default::default(),
            });
        }
        log.push(crate::msg!(
            "saigoku-dropped-off-they-have-acted",
            drop = drop.join("、"),
            drop_at = &drop_at
        ));
    }
    Ok(())
}

fn act_move(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Move,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let setup_move = s.step == Step::Setup;
    let f = if setup_move {
        find_force(s, &leader)?.clone()
    } else {
        acting_force(s, &leader)?
    };
    let to = super::guards::opt_hex("to", inp.to.as_deref())?.unwrap_or(f.hex.clone());
    let side = s.force_side(&f);
    let army = s.force_army(&f);
    let mut log: Vec<crate::core::Msg> = Vec::new();
    // 34.7 (1) the set-up move, 34.7 (2) immobile units, 18-4-1 besiegers stay.
    check(blocked(s, Action::Move, &f))?;
    let garrison = inp.garrison;
    let leaving = f.garrison && (to != f.hex || !garrison);
    let entering = garrison && (!f.garrison || to != f.hex);
    may_leave_for(s, &f, &to, &side, leaving)?;
    let reach = move_reach(d, inp);
    too_far(&to, &f.hex, reach, inp.mp)?;
    if entering {
        may_garrison(s, &to, &side)?;
    }
    let mp = inp.mp + i64::from(leaving) + i64::from(entering);
    move_allowed(s, inp, &f, &army, mp, setup_move, &mut log)?;
    let mut res = None;
    if inp.sea {
        let (r, allowed) = sail(s, inp, &f, &to, &army, dice, &mut log)?;
        if !allowed {
            return Ok((Some(r), log));
        }
        res = Some(r);
    }
    drop_off(s, inp, &f, &to, &side, reach, setup_move, &mut log)?;
    let was_garrison_hex = f.garrison.then(|| f.hex.clone());
    if let Some(fm) = s.force_mut(&leader) {
        fm.hex = to.clone();
        fm.garrison = garrison;
        // Also at set-up: the move before play is one move per force (34.7 (1)).
        fm.acted = true;
    }
    if let Some(h) = was_garrison_hex
        && leaving
        && s.garrison_of(&h).is_empty()
        && let Some(c) = s.castle_mut(&h)
    {
        c.morale = 0; // digest A46
    }
    log.push(crate::msg!(
        "saigoku-force-moves-mp",
        leader = &leader,
        to = &to,
        mp = mp,
        garrison = if entering {
            crate::msg!("saigoku-garrisons-castle")
        } else if leaving {
            crate::msg!("saigoku-leaving-garrison")
        } else {
            crate::core::Msg::default()
        }
    ));
    Ok((res, log))
}

fn act_rally(
    s: &mut State,
    inp: &inputs::Rally,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let f = acting_force(s, &leader)?;
    check(blocked(s, Action::Rally, &f))?;
    // A garrison in its own castle counts as supplied (11-1-6, digest A34).
    let own_garrison = f.garrison
        && s.castle(&f.hex)
            .and_then(|c| c.owner.clone())
            .map(|o| s.side_of_army(&o) == s.force_side(&f))
            .unwrap_or(false);
    let supplied = inp.supplied || own_garrison;
    let rank = s.leader(&f).map(|u| u.rank).unwrap_or(Rank::Busho);
    let r = pr::rally(supplied, rank, dice)?;
    let recovered = read::<RallyOutcome>(&r)?.recovered;
    let mut log = r.log.clone();
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
        if recovered {
            fm.morale = (fm.morale + 1).min(0);
            log.push(crate::msg!(
                "saigoku-force-morale",
                leader = &leader,
                morale = morale_str(fm.morale)
            ));
        }
    }
    Ok((Some(r), log))
}

/// The replacement result, clamped at −2 with the option `desertion-clamp` (digest A13).
fn desertion_clamp(
    s: &State,
    r: &Resolution,
    log: &mut Vec<crate::core::Msg>,
) -> Result<i64, RuleError> {
    let steps = read::<ReplacementOutcome>(r)?.steps;
    if steps < -2 && s.option("desertion-clamp") {
        log.push(crate::msg!(
            "saigoku-desertion-limited-steps-option-desertion",
            ruling = crate::core::Msg::ruling(3)
        ));
        return Ok(-2);
    }
    Ok(steps)
}

/// 14-3: a commander replenishes the castle in his hex (a ruined one is restored, 21-1 (2)(3)).
#[allow(clippy::too_many_arguments)]
fn replenish_castle(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Replace,
    f: &Force,
    castle: Option<super::state::Castle>,
    army: &super::state::Army,
    besieged_here: bool,
    dice: &mut dyn DiceSource,
    log: &mut Vec<crate::core::Msg>,
) -> Result<Resolution, RuleError> {
    let c = castle.ok_or_else(|| {
        RuleError::forbidden("14-3-1", crate::msg!("saigoku-no-castle", hex = &f.hex))
    })?;
    let allied = s.option("allied-castle-replacement")
        && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(army.side.clone());
    let owner_ok = c.ruined || c.owner.as_deref() == Some(army.id.as_str()) || allied;
    if !owner_ok {
        return Err(RuleError::forbidden(
            "14-3-2",
            crate::msg!(
                "saigoku-only-owning-army-commanders-replenish",
                ruling = crate::core::Msg::ruling(11)
            ),
        ));
    }
    if c.replenished {
        return Err(RuleError::forbidden(
            "14-3-3",
            crate::msg!("saigoku-one-commander-per-castle-per"),
        ));
    }
    if f.garrison && besieged_here {
        return Err(RuleError::forbidden(
            "14-3-5",
            crate::msg!("saigoku-garrison-commander-cannot-replenish-besieged"),
        ));
    }
    let r = pr::replacement(d, &army.table, &inp.column, f.morale, dice)?;
    log.extend(r.log.iter().cloned());
    let steps = desertion_clamp(s, &r, log)?;
    let cm = s.castle_mut(&c.hex).expect("castle");
    cm.replenished = true;
    if steps > 0 && cm.ruined {
        // 21-1 (2)(3): a restored ruin becomes the replenisher's castle (digest A12: needs a gain).
        cm.ruined = false;
        cm.owner = Some(army.id.clone());
        cm.morale = 0;
        cm.durability = steps.min(cm.max_durability);
        log.push(crate::msg!(
            "saigoku-restored-as-castle-place-control",
            cm = &cm.name,
            army = &army.name
        ));
    } else if !cm.ruined {
        let nd = (cm.durability + steps).clamp(0, cm.max_durability);
        cm.durability = nd;
        log.push(crate::msg!("saigoku-durability", cm = &cm.name, nd = nd));
        if nd == 0 {
            cm.ruined = true;
            cm.owner = None;
            log.push(crate::msg!(
                "saigoku-becomes-ruin-digest-no-surrender",
                cm = &cm.name,
                ruling = crate::core::Msg::ruling(2)
            ));
            let h = c.hex.clone();
            end_siege(s, &h, log);
            // 21-1 (1): a ruin is no castle for anybody: its garrison stands in the hex.
            leave_the_ruin(s, &h, log);
            note_fall(s, &h, log);
        }
    }
    Ok(r)
}

/// 14-2-4..14-2-6: a commander's force regains steps, the units named first (desertion takes
/// steps instead).
fn replenish_force(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Replace,
    f: &Force,
    army: &super::state::Army,
    dice: &mut dyn DiceSource,
    log: &mut Vec<crate::core::Msg>,
) -> Result<Resolution, RuleError> {
    let r = pr::replacement(d, &army.table, &inp.column, f.morale, dice)?;
    log.extend(r.log.iter().cloned());
    let steps = desertion_clamp(s, &r, log)?;
    let order = inp.units.clone();
    if steps > 0 {
        let mut budget = steps;
        let mut seq: Vec<String> = order
            .iter()
            .filter(|u| f.all().contains(u))
            .cloned()
            .collect();
        seq.extend(f.all().into_iter().filter(|u| !order.contains(u)));
        for u in seq {
            while budget > 0 && s.unit(&u).map(|x| x.steps == 1).unwrap_or(false) {
                if let Some(x) = s.unit_mut(&u) {
                    x.steps = 2;
                }
                budget -= 1;
                log.push(crate::msg!(
                    "saigoku-regains-step-flip-full-strength",
                    u = &u
                ));
            }
        }
        if budget > 0 {
            log.push(crate::msg!("saigoku-step-result-are-lost", budget = budget));
        }
    } else if steps < 0 {
        take_steps(
            s,
            std::slice::from_ref(&f.leader),
            -steps,
            false,
            &order,
            &crate::msg!("saigoku-desertion"),
            log,
        );
    }
    Ok(r)
}

fn act_replace(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Replace,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = inp.commander.clone();
    // 14-1-1: a replacement may follow a reorganisation in the same action.
    let f = super::guards::find_force_as(s, "commander", &leader)?.clone();
    // 14-1-2 (commanders only, not detached); 14-1-1 (after a reorganisation in the same action).
    check(blocked(s, Action::Replace, &f))?;
    let army_id = s.force_army(&f);
    let army = s
        .army(&army_id)
        .cloned()
        .ok_or_else(|| RuleError::Data("army".into()))?;
    let column = inp.column.clone();
    let target = inp.target;
    let castle = s.castle(&f.hex).cloned();
    let besieged_here = s.is_besieged(&f.hex);
    let own_castle = castle
        .as_ref()
        .map(|c| {
            !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(army.side.clone())
        })
        .unwrap_or(false);
    let ruined_home = castle
        .as_ref()
        .map(|c| c.ruined && army.home.as_deref() == Some(&c.hex))
        .unwrap_or(false);
    if column == "本城" && target != ReplaceTarget::Castle && s.option("honjo-column-castle-only")
    {
        return Err(RuleError::forbidden(
            "31-1",
            crate::msg!(
                "saigoku-column-replenishes-only-castle-option",
                ruling = crate::core::Msg::ruling(4)
            ),
        ));
    }
    if column == "本城" && army.home.as_deref() != Some(f.hex.as_str()) {
        return Err(RuleError::forbidden(
            "31-1",
            crate::msg!(
                "saigoku-column-used-only-at-army",
                ruling = crate::core::Msg::ruling(4)
            ),
        ));
    }
    // Supply [11-3 (2), 11-4-2]; exceptions: an unbesieged own garrison [16-5], a ruined 本城 [31-2].
    let garrison_ok = f.garrison && own_castle && !besieged_here;
    let ruined_home_ok = target == ReplaceTarget::Castle && ruined_home && column == "本城";
    if !(inp.supplied || garrison_ok || ruined_home_ok) {
        return Err(RuleError::forbidden(
            "11-4-2",
            crate::msg!("saigoku-no-supply-line-no-replacement"),
        ));
    }
    if f.garrison && besieged_here && target == ReplaceTarget::Force {
        return Err(RuleError::forbidden(
            "16-5",
            crate::msg!("saigoku-besieged-garrison-may-not-replenish"),
        ));
    }
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let r = if target == ReplaceTarget::Castle {
        replenish_castle(d, s, inp, &f, castle, &army, besieged_here, dice, &mut log)?
    } else {
        replenish_force(d, s, inp, &f, &army, dice, &mut log)?
    };
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
        fm.reorganised = false;
    }
    Ok((Some(r), log))
}

/// Rules 12, 13-1-2, 13-2-2, 13-2-3: a reorganisation in the operations phase.
fn reorganise_may_act(s: &State, f: &Force, absorb: &[String]) -> Result<(), RuleError> {
    let Step::Ops { .. } = &s.step else {
        return Err(RuleError::forbidden(
            "12",
            crate::msg!("saigoku-reorganisation-action-ops-phase"),
        ));
    };
    if f.detached {
        return Err(RuleError::forbidden(
            "13-1-2",
            crate::msg!("saigoku-this-commander-was-under-superior"),
        ));
    }
    let mut any_may_act = can_act(s, f);
    if let Some((rule, reason)) = cannot_act(s, f)
        && rule != "12-2-4"
    {
        return Err(RuleError::forbidden(&rule, reason));
    }
    for a in absorb {
        if let Some(src) = s.force_of(a) {
            if src.acted {
                return Err(RuleError::forbidden(
                    "13-2-2",
                    crate::msg!("saigoku-force-already-acted", leader = &src.leader),
                ));
            }
            any_may_act |= can_act(s, src);
        }
    }
    if !any_may_act {
        return Err(RuleError::forbidden(
            "13-2-3",
            crate::msg!("saigoku-at-least-one-force-involved"),
        ));
    }
    Ok(())
}

/// 9-2-3: a commander commands lower ranks only; 34.7 (4): 毛利隆元, 吉川元春 and 小早川隆景 may
/// also command the other 大将 — not one another (`senior`: the scenario's senior 大将).
fn may_command(senior: &[String], cmd: &str, cmd_rank: Rank, sub: &str, sub_rank: Rank) -> bool {
    sub_rank < cmd_rank
        || (senior.iter().any(|x| x == cmd)
            && !senior.iter().any(|x| x == sub)
            && cmd_rank == Rank::Taisho
            && sub_rank == Rank::Taisho)
}

/// A force after it took in the units named under `absorb` (rules 13-1-4, 13-2-2, 9-2-3, 9-2-6).
struct Absorbed {
    members: Vec<String>,
    morale: i64,
    forces: Vec<Force>,
    /// Units left alone when their leader was taken away (issue 25 item 10).
    released: Vec<crate::core::Msg>,
}

/// Takes the `absorb` units out of their forces into `f` (led by `commander`).
fn absorb_units(
    s: &State,
    f: &Force,
    leader: &str,
    commander: &super::state::Unit,
    absorb: &[String],
    senior: &[String],
) -> Result<Absorbed, RuleError> {
    let mut members = f.members.clone();
    let mut morale = f.morale;
    let mut new_forces: Vec<Force> = s.forces.to_vec();
    let mut released: Vec<crate::core::Msg> = Vec::new();
    for a in absorb {
        let u = s.unit(a).cloned().ok_or_else(|| {
            RuleError::input("absorb", crate::msg!("saigoku-unknown-unit-2", a = a))
        })?;
        let src = s
            .force_of(a)
            .cloned()
            .ok_or_else(|| RuleError::input("absorb", crate::msg!("saigoku-not-on-map", a = a)))?;
        if src.leader == leader {
            return Err(RuleError::input(
                "absorb",
                crate::msg!("saigoku-already-this-force", a = a),
            ));
        }
        if src.hex != f.hex {
            return Err(RuleError::forbidden(
                "13-1-4",
                crate::msg!("saigoku-not", a = a, hex = &f.hex),
            ));
        }
        if u.army != commander.army {
            return Err(RuleError::forbidden(
                "9-2-6",
                crate::msg!("saigoku-belongs-another-army", a = a),
            ));
        }
        if src.leader != *a {
            let sup = s.unit(&src.leader).map(|x| x.rank).unwrap_or(Rank::Busho);
            if sup > commander.rank {
                return Err(RuleError::forbidden(
                    "13-2-2",
                    crate::msg!("saigoku-commanded-by-superior", a = a, leader = &src.leader),
                ));
            }
        }
        if !may_command(senior, leader, commander.rank, a, u.rank) {
            return Err(RuleError::forbidden(
                "9-2-3",
                crate::msg!("saigoku-not-lower-rank-than", a = a, leader = leader),
            ));
        }
        morale = morale.min(src.morale);
        // Take the unit out of its force; a leader taken away leaves his subordinates alone — and
        // the log says so (issue 25 item 10).
        if src.leader == *a {
            let left: Vec<&String> = src.members.iter().filter(|m| !absorb.contains(m)).collect();
            if !left.is_empty() {
                released.push(crate::msg!(
                    "saigoku-now-stand-alone-was-taken",
                    list = left
                        .iter()
                        .map(|m| m.as_str())
                        .collect::<Vec<_>>()
                        .join("、"),
                    a = a,
                    leader = leader
                ));
            }
        }
        new_forces = new_forces
            .into_iter()
            .flat_map(|g| {
                if g.leader == src.leader && g.leader == *a {
                    g.members
                        .iter()
                        .filter(|m| !absorb.contains(m))
                        .map(|m| Force {
                            leader: m.clone(),
                            members: vec![],
                            ..g.clone()
                        })
                        .collect::<Vec<_>>()
                } else if g.leader == src.leader {
                    let mut g = g;
                    g.members.retain(|m| m != a);
                    vec![g]
                } else {
                    vec![g]
                }
            })
            .collect();
        members.push(a.clone());
    }
    Ok(Absorbed {
        members,
        morale,
        forces: new_forces,
        released,
    })
}

/// 9-2-2, 9-2-3: the `detach` units leave as forces of their own, or as one force under
/// `detach-leader`.
#[allow(clippy::too_many_arguments)]
fn detach_units(
    s: &State,
    inp: &inputs::Reorganise,
    f: &Force,
    detach: &[String],
    morale: i64,
    setup: bool,
    senior: &[String],
    new_forces: &mut Vec<Force>,
) -> Result<(), RuleError> {
    let acted = !setup;
    let dl = inp.detach_leader.clone();
    let mk = |l: &str, ms: Vec<String>| Force {
        leader: l.to_string(),
        members: ms,
        hex: f.hex.clone(),
        morale,
        garrison: f.garrison,
        besieging: f.besieging,
        acted,
        detached: !setup,
        reorganised: false,
        leader_at: Default::default(),
    };
    match dl {
        Some(dl) => {
            if !detach.contains(&dl) {
                return Err(RuleError::input(
                    "detach-leader",
                    crate::msg!("saigoku-must-be-one-detached-units"),
                ));
            }
            let du = s.unit(&dl).cloned().ok_or_else(|| {
                RuleError::input("detach-leader", crate::msg!("saigoku-unknown-unit"))
            })?;
            let rest: Vec<String> = detach.iter().filter(|x| **x != dl).cloned().collect();
            if !du.rank.is_commander() || rest.len() > du.command as usize {
                return Err(RuleError::forbidden(
                    "9-2-2",
                    crate::msg!("saigoku-cannot-command-units", dl = &dl, rest = rest.len()),
                ));
            }
            if rest.iter().any(|r| {
                s.unit(r)
                    .map(|u| !may_command(senior, &dl, du.rank, r, u.rank))
                    .unwrap_or(true)
            }) {
                return Err(RuleError::forbidden(
                    "9-2-3",
                    crate::msg!("saigoku-commands-lower-ranks-only", dl = &dl),
                ));
            }
            new_forces.push(mk(&dl, rest));
        }
        None => {
            for x in detach {
                new_forces.push(mk(x, vec![]));
            }
        }
    }
    Ok(())
}

fn act_reorganise(
    d: &SaigokuData,
    s: &mut State,
    inp: &inputs::Reorganise,
) -> Result<Out, RuleError> {
    no_pending(s)?;
    let leader = inp.commander.clone();
    let setup = s.step == Step::Setup;
    let f = super::guards::find_force_as(s, "commander", &leader)?.clone();
    let commander = s
        .unit(&leader)
        .cloned()
        .ok_or_else(|| RuleError::input("commander", crate::msg!("saigoku-unknown-unit")))?;
    if !commander.rank.is_commander() {
        return Err(RuleError::forbidden(
            "13-1-1",
            crate::msg!("saigoku-only-commander-or-can-form"),
        ));
    }
    let absorb = super::guards::distinct("absorb", &inp.absorb)?;
    let detach = super::guards::distinct("detach", &inp.detach)?;
    let mut log: Vec<crate::core::Msg> = Vec::new();
    if !setup {
        reorganise_may_act(s, &f, &absorb)?;
    }
    // Scenario 1 rule (4), also scenario 2: these 大将 may command 大将 (34.7 (4), 35.7 (1)).
    let scen_senior: Vec<String> = d
        .scenario(&s.scenario)
        .map(|x| x.senior_taisho.clone())
        .unwrap_or_default();
    let Absorbed {
        mut members,
        morale,
        forces: mut new_forces,
        released,
    } = absorb_units(s, &f, &leader, &commander, &absorb, &scen_senior)?;
    for x in &detach {
        if !members.contains(x) {
            return Err(RuleError::input(
                "detach",
                crate::msg!("saigoku-not-subordinate-2", x = x, leader = &leader),
            ));
        }
    }
    members.retain(|m| !detach.contains(m));
    if members.len() > commander.command as usize {
        return Err(RuleError::forbidden(
            "9-2-2",
            crate::msg!(
                "saigoku-commands-at-most-units",
                leader = &leader,
                command = commander.command
            ),
        ));
    }
    if members.iter().any(|m| {
        new_forces
            .iter()
            .any(|g| &g.leader == m && !g.members.is_empty())
    }) {
        return Err(RuleError::forbidden(
            "9-2-4",
            crate::msg!("saigoku-commanded-commander-cannot-command-others"),
        ));
    }
    let acted = !setup;
    for g in new_forces.iter_mut() {
        if g.leader == leader {
            g.members = members.clone();
            g.morale = morale;
            if acted {
                g.acted = true;
                g.reorganised = true;
            }
        }
    }
    if !detach.is_empty() {
        detach_units(
            s,
            inp,
            &f,
            &detach,
            morale,
            setup,
            &scen_senior,
            &mut new_forces,
        )?;
        log.push(crate::msg!(
            "saigoku-detach-from-force",
            detach = detach.join("、"),
            leader = &leader,
            acted = if setup {
                crate::core::Msg::default()
            } else {
                crate::msg!("saigoku-they-count-as-having-acted")
            }
        ));
    }
    s.forces = new_forces.into();
    log.extend(released);
    log.push(crate::msg!(
        "saigoku-force-morale-2",
        leader = &leader,
        members = if members.is_empty() {
            crate::msg!("saigoku-alone")
        } else {
            crate::core::Msg::plain(members.join("、"))
        },
        morale = morale_str(morale)
    ));
    if setup {
        log.push(crate::msg!("saigoku-set-up-reorganisation-free"));
    }
    Ok((None, log))
}

fn act_miyanoo(s: &mut State, inp: &inputs::Miyanoo) -> Result<Out, RuleError> {
    if s.scenario != "2" {
        return Err(RuleError::forbidden(
            "35.6 (2)",
            crate::msg!("saigoku-matters-only-scenario"),
        ));
    }
    let side = inp.side.name();
    // "none" is an answer too: recorded as such (absent = not asked yet).
    s.miyanoo = Some(side.to_string());
    Ok((
        None,
        vec![crate::msg!("saigoku-held-by", side = inp.side.label())],
    ))
}

fn act_release(s: &mut State, inp: &inputs::Release) -> Result<Out, RuleError> {
    let u = inp.unit.clone();
    let unit = s
        .unit_mut(&u)
        .ok_or_else(|| RuleError::input("unit", crate::msg!("saigoku-unknown-unit-3", u = &u)))?;
    if !unit.immobile {
        return Err(RuleError::forbidden(
            "34.7 (2)",
            crate::msg!("saigoku-not-held-place", u = &u),
        ));
    }
    unit.immobile = false;
    Ok((
        None,
        vec![crate::msg!("saigoku-may-move-from-now-on", u = &u)],
    ))
}

fn act_relocate(s: &mut State, inp: &inputs::Relocate) -> Result<Out, RuleError> {
    let leader = inp.force.clone();
    let f = find_force(s, &leader)?.clone();
    let to = super::guards::hex_ok("to", &inp.to)?;
    let g = inp.garrison;
    // 16-1-1: a force garrisons only a castle of its own side (not a ruin, not an empty hex).
    if g {
        let side = s.force_side(&f);
        match s.castle(&to) {
            None => {
                return Err(RuleError::forbidden(
                    "16-1-1",
                    crate::msg!("saigoku-no-castle-garrison", to = &to),
                ));
            }
            Some(c) if c.ruined => {
                return Err(RuleError::forbidden(
                    "16-1-1",
                    crate::msg!("saigoku-ruin", name = &c.name),
                ));
            }
            Some(c) if c.owner.as_ref().map(|o| s.side_of_army(o)) != Some(side) => {
                return Err(RuleError::forbidden(
                    "16-1-1",
                    crate::msg!("saigoku-belongs-other-side-cannot-be", name = &c.name),
                ));
            }
            Some(_) => {}
        }
    }
    // 20-3-2: a garrison withdrawing from a fallen castle goes, all of it, to one hex with
    // friendly units or a friendly castle, never among enemies; into a besieged castle it garrisons.
    let mut g = g;
    if let Some(super::state::Pending::Withdraw {
        forces,
        from,
        to: first,
    }) = s.pending.clone()
        && forces.contains(&leader)
    {
        if let Some(h) = &first
            && *h != to
        {
            return Err(RuleError::forbidden(
                "20-3-2",
                crate::msg!("saigoku-garrison-withdraws-one-hex-others", h = h),
            ));
        }
        let side = s.force_side(&f);
        if let Some((rule, why)) = withdraw_blocked(s, &side, &from, &to) {
            return Err(RuleError::forbidden(&rule, why));
        }
        let own_besieged = s
            .castle(&to)
            .map(|c| {
                !c.ruined
                    && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(side.clone())
                    && s.is_besieged(&to)
            })
            .unwrap_or(false);
        g = g || own_besieged;
        let rest: Vec<String> = forces.into_iter().filter(|x| *x != leader).collect();
        s.pending = (!rest.is_empty()).then(|| super::state::Pending::Withdraw {
            forces: rest,
            from,
            to: Some(to.clone()),
        });
    }
    let mut log: Vec<crate::core::Msg> = vec![crate::msg!(
        "saigoku-force-placed",
        leader = &leader,
        to = &to,
        garrisoned = if g { ", garrisoned" } else { "" }
    )];
    stop_besieging(s, std::slice::from_ref(&leader), &mut log);
    if let Some(f) = s.force_mut(&leader) {
        f.hex = to.clone();
        f.garrison = g;
    }
    check_sieges(s, &mut log);
    Ok((None, log))
}

fn act_adjust(s: &mut State, inp: &inputs::Adjust) -> Result<Out, RuleError> {
    let target = inp.target.clone();
    let field = inp.field;
    let value = inp.value.clone();
    let mut log: Vec<crate::core::Msg> = Vec::new();
    match field {
        AdjustField::Steps => adjust_steps(s, &target, &value, &mut log)?,
        AdjustField::Morale => adjust_force_morale(s, &target, &value)?,
        AdjustField::Durability
        | AdjustField::CastleMorale
        | AdjustField::Owner
        | AdjustField::Level
        | AdjustField::Ruined => adjust_castle(s, field, &target, &value)?,
    }
    log.push(crate::msg!(
        "saigoku-set-by-hand",
        target = &target,
        field = field.label(),
        value = &value
    ));
    Ok((None, log))
}

/// A hand correction's value as a whole number.
fn whole_number(value: &str) -> Result<i64, RuleError> {
    value.trim().parse::<i64>().map_err(|_| {
        RuleError::input(
            "value",
            crate::msg!("saigoku-expected-whole-number-got", value = value),
        )
    })
}

/// A unit's steps set by hand (0 removes it).
fn adjust_steps(
    s: &mut State,
    target: &str,
    value: &str,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let n = whole_number(value)?;
    if !(0..=2).contains(&n) {
        return Err(RuleError::input(
            "value",
            crate::msg!("saigoku-steps-expected"),
        ));
    }
    if s.unit(target).is_none() {
        return Err(RuleError::input(
            "target",
            crate::msg!("saigoku-unknown-unit-4", target = target),
        ));
    }
    if n == 0 {
        record_elim(s, target, &crate::msg!("saigoku-adjusted-by-hand"), log);
        cleanup(s, log);
    } else if let Some(u) = s.unit_mut(target) {
        u.steps = n as u8;
    }
    Ok(())
}

/// A force's morale set by hand.
fn adjust_force_morale(s: &mut State, target: &str, value: &str) -> Result<(), RuleError> {
    let n = whole_number(value)?;
    if !(-4..=0).contains(&n) {
        return Err(RuleError::input(
            "value",
            crate::msg!("saigoku-morale-expected"),
        ));
    }
    let f = s.force_mut(target).ok_or_else(|| {
        RuleError::input(
            "target",
            crate::msg!("saigoku-no-force-led-by", target = target),
        )
    })?;
    f.morale = n;
    Ok(())
}

/// 16-1-1, 18-1, 21-1 (1): a hand correction keeps garrisons in castles of their own side and
/// besiegers at enemy castles; a ruin holds no garrison.
fn castle_correction_allowed(
    s: &State,
    field: AdjustField,
    target: &str,
    value: &str,
    armies: &[String],
) -> Result<(), RuleError> {
    if s.castle(target).is_some() {
        let garrison_sides: Vec<String> = s
            .garrison_of(target)
            .iter()
            .map(|f| s.force_side(f))
            .collect();
        let besieger_sides: Vec<String> = s
            .forces
            .iter()
            .filter(|f| f.besieging && f.hex == target)
            .map(|f| s.force_side(f))
            .collect();
        if field == AdjustField::Ruined && value.trim() == "true" && !garrison_sides.is_empty() {
            return Err(RuleError::forbidden(
                "21-1",
                crate::msg!("saigoku-ruin-holds-no-garrison-place"),
            ));
        }
        if field == AdjustField::Ruined && value.trim() == "true" && !besieger_sides.is_empty() {
            return Err(RuleError::forbidden(
                "21-1",
                crate::msg!("saigoku-ruin-cannot-be-besieged-lift"),
            ));
        }
        if field == AdjustField::Owner
            && (value.is_empty() || value == "none" || armies.iter().any(|a| a == value))
        {
            let new_side = if value.is_empty() || value == "none" {
                None
            } else {
                Some(s.side_of_army(value))
            };
            if garrison_sides.iter().any(|g| Some(g) != new_side.as_ref()) {
                return Err(RuleError::forbidden(
                    "16-1-1",
                    crate::msg!("saigoku-garrison-belongs-another-side-must"),
                ));
            }
            if besieger_sides.iter().any(|b| Some(b) == new_side.as_ref()) {
                return Err(RuleError::forbidden(
                    "18-1",
                    crate::msg!("saigoku-forces-that-side-besiege-castle"),
                ));
            }
        }
    }
    Ok(())
}

/// A castle's durability, morale, owner, level or ruin set by hand.
fn adjust_castle(
    s: &mut State,
    field: AdjustField,
    target: &str,
    value: &str,
) -> Result<(), RuleError> {
    let armies: Vec<String> = s.armies.iter().map(|a| a.id.clone()).collect();
    castle_correction_allowed(s, field, target, value, &armies)?;
    let c = s.castle_mut(target).ok_or_else(|| {
        RuleError::input(
            "target",
            crate::msg!("saigoku-no-castle-hex", target = target),
        )
    })?;
    // Out-of-range values are refused, not clamped: the log must say what the table has.
    let ranged = |lo: i64, hi: i64, what: crate::core::Msg| -> Result<i64, RuleError> {
        let n = whole_number(value)?;
        if (lo..=hi).contains(&n) {
            Ok(n)
        } else {
            Err(RuleError::input(
                "value",
                crate::msg!("saigoku-expected-got", what = what, lo = lo, hi = hi, n = n),
            ))
        }
    };
    match field {
        // Set above (not a castle's value).
        AdjustField::Steps | AdjustField::Morale => {}
        AdjustField::Durability => {
            c.durability = ranged(0, 10, crate::msg!("saigoku-what-durability"))?
        }
        AdjustField::CastleMorale => {
            c.morale = ranged(-4, 0, crate::msg!("saigoku-what-castle-morale"))?
        }
        AdjustField::Level => c.level = ranged(0, 3, crate::msg!("saigoku-what-castle-level"))?,
        AdjustField::Ruined => {
            c.ruined = match value.trim() {
                "true" => true,
                "false" => false,
                other => {
                    return Err(RuleError::input(
                        "value",
                        crate::msg!("saigoku-ruined-expected-true-false-got", other = other),
                    ));
                }
            }
        }
        AdjustField::Owner => {
            c.owner = if value.is_empty() || value == "none" {
                None
            } else if armies.iter().any(|a| a == value) {
                Some(value.to_string())
            } else {
                return Err(RuleError::input(
                    "value",
                    crate::msg!(
                        "saigoku-owner-expected-one-or-none",
                        // The reader's comma: "mori, amago" in English, "mori、amago" in 中文 and 日本語.
                        armies = Msg::join(armies.iter().map(Msg::plain), Sep::Comma),
                        value = value
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Placeholder data that shaped a result is named with it (issue 10, item 12): the counters'
/// strength, field modifier, rank and action rating, and the castle list's levels.
fn shaped_by_placeholders(d: &SaigokuData, action: Action, r: &mut Resolution) {
    let (counters, levels) = action.reads_placeholders();
    for (uses, g) in [(counters, &d.counters_grid), (levels, &d.castle_list)] {
        if uses && g.placeholder && !r.placeholders.contains(&g.id) {
            r.placeholders.push(g.id.clone());
        }
    }
}

pub fn apply(
    d: &SaigokuData,
    s: &State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    apply_owned(d, s.clone(), a, dice)
}

/// [`apply`] on a state the caller hands over (issue 23: a replay works in place instead of on a
/// copy per step); on a refusal the state is gone.
pub fn apply_owned(
    d: &SaigokuData,
    mut st: State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    if st.step == Step::End {
        return Err(RuleError::GameOver(crate::msg!(
            "saigoku-err-last-inning-over"
        )));
    }
    // Every action's params are read into its typed inputs (`inputs.rs`) before its body runs:
    // missing, unknown, mistyped = an error naming the key.
    // The name is a string only at the edge: an unknown one is refused naming the valid ones.
    let action = Action::parse(&a.name)?;
    let p = &a.params;
    let (res, log) = match action {
        Action::Advance => {
            parse::<inputs::Advance>(p)?;
            let mut log: Vec<crate::core::Msg> = Vec::new();
            advance(&mut st, &mut log)?;
            (None, log)
        }
        Action::OuchiActivation => {
            parse::<inputs::OuchiActivation>(p)?;
            act_ouchi_activation(d, &mut st, dice)?
        }
        Action::Activate => act_activate(&mut st, &parse::<inputs::Activate>(p)?)?,
        Action::SupplyCheck => act_supply(&mut st, &parse::<inputs::SupplyCheck>(p)?)?,
        Action::Move => act_move(d, &mut st, &parse::<inputs::Move>(p)?, dice)?,
        Action::Siege => act_siege(&mut st, &parse::<inputs::Siege>(p)?)?,
        Action::LiftSiege => act_lift(&mut st, &parse::<inputs::LiftSiege>(p)?)?,
        Action::SiegeCheck => act_siege_check(d, &mut st, &parse::<inputs::SiegeCheck>(p)?, dice)?,
        Action::Assault => act_assault(d, &mut st, &parse::<inputs::Assault>(p)?, dice)?,
        Action::Surrender => act_surrender(d, &mut st, &parse::<inputs::Surrender>(p)?, dice)?,
        Action::Skirmish => act_skirmish(d, &mut st, &parse::<inputs::Skirmish>(p)?, dice)?,
        Action::TakeDamage => act_take_damage(&mut st, &parse::<inputs::TakeDamage>(p)?)?,
        Action::Counterattack => {
            act_counterattack(d, &mut st, &parse::<inputs::Counterattack>(p)?, dice)?
        }
        Action::Pursue => act_pursue(&mut st, &parse::<inputs::Pursue>(p)?)?,
        Action::EndCombat => {
            parse::<inputs::EndCombat>(p)?;
            act_end_combat(&mut st)?
        }
        Action::Battle => act_battle(d, &mut st, &parse::<inputs::Battle>(p)?)?,
        Action::BattleRound => {
            act_battle_round(d, &mut st, &parse::<inputs::BattleRound>(p)?, dice)?
        }
        Action::BattleEnd => act_battle_end(&mut st, &parse::<inputs::BattleEnd>(p)?)?,
        Action::BattleRetreat => {
            act_battle_retreat(&mut st, &parse::<inputs::BattleRetreat>(p)?, dice)?
        }
        Action::Rally => act_rally(&mut st, &parse::<inputs::Rally>(p)?, dice)?,
        Action::Replace => act_replace(d, &mut st, &parse::<inputs::Replace>(p)?, dice)?,
        Action::Reorganise => act_reorganise(d, &mut st, &parse::<inputs::Reorganise>(p)?)?,
        Action::OpenCastle => act_open_castle(&mut st, &parse::<inputs::OpenCastle>(p)?)?,
        Action::Miyanoo => act_miyanoo(&mut st, &parse::<inputs::Miyanoo>(p)?)?,
        Action::Release => act_release(&mut st, &parse::<inputs::Release>(p)?)?,
        Action::Relocate => act_relocate(&mut st, &parse::<inputs::Relocate>(p)?)?,
        Action::Adjust => act_adjust(&mut st, &parse::<inputs::Adjust>(p)?)?,
    };
    let mut res = res;
    if let Some(r) = res.as_mut() {
        shaped_by_placeholders(d, action, r);
    }
    // A withdrawal step whose forces are all gone (removed by hand, 20-3-2 surrender) is over.
    if let Some(super::state::Pending::Withdraw { forces, .. }) = &st.pending {
        let left: Vec<String> = forces
            .iter()
            .filter(|f| st.force(f).is_some())
            .cloned()
            .collect();
        if left.is_empty() {
            st.pending = None;
        } else if let Some(super::state::Pending::Withdraw { forces, .. }) = &mut st.pending {
            *forces = left;
        }
    }
    st.lists_changed();
    let mut out = Applied::new(st);
    out.resolution = res;
    out.log = log;
    Ok(out)
}
