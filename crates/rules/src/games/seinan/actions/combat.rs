//! Rule 6.0, the combat phase (battles, attacks, hits, retreats, the Saigo advantages of 6.4) and the
//! 熊本城 siege of rule 9.1.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

use super::input::{town, unit_name};
use super::queries::{
    attack_dice, attacker, evict_destinations, hits_to_allocate, retreat_destinations,
};
use crate::core::{DiceSource, KeySpec, Msg, Resolution, RuleError, TypedAction};
use crate::games::seinan::data::{HONSHU, KAGOSHIMA, KUMAMOTO, KUMAMOTO_CASTLE, Kind, SeinanData};
use crate::games::seinan::procedures;
use crate::games::seinan::ruling;
use crate::games::seinan::state::{Battle, Place, Side, State, Step, Unit};
use crate::msg;

no_inputs!(EndCombat = "end-combat");

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct BattleAt {
    pub at: String,
}

impl TypedAction for BattleAt {
    const NAME: &'static str = "battle";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("at", "the box where both sides stand")
                .say_label(msg!("seinan-key-battle-at"))
                .say_help(msg!("seinan-help-battle-at")),
        ]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Attack {
    pub allocate: Vec<String>,
}

impl TypedAction for Attack {
    const NAME: &'static str = "attack";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::list(
                "allocate",
                "optional: the Saigo player's allocation of the hits, one unit per hit",
            )
            .say_label(msg!("seinan-key-allocate"))
            .say_help(msg!("seinan-help-allocate")),
        ]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Allocate {
    pub units: Vec<String>,
}

impl TypedAction for Allocate {
    const NAME: &'static str = "allocate";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::list("units", "one unit per hit (a unit may take two)")
                .say_label(msg!("seinan-key-allocate-units"))
                .say_help(msg!("seinan-help-allocate-units")),
        ]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Retreat {
    /// Every retreating unit not listed in `moves` goes here (the whole-side quick choice).
    pub to: Option<String>,
    /// Per-unit destinations `unit=box`; without `to`, only these units retreat (rule 6.4②).
    pub moves: Vec<String>,
    pub breakout: bool,
    pub breakout_unit: Option<String>,
    pub evict_to: Option<String>,
}

impl TypedAction for Retreat {
    const NAME: &'static str = "retreat";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text(
                "to",
                "box the whole side retreats to (a unit given its own box goes there); leave it \
                 empty to retreat only the units given their own box",
            )
            .optional()
            .say_label(msg!("seinan-key-retreat-to"))
            .say_help(msg!("seinan-help-retreat-to")),
            KeySpec::list(
                "moves",
                "each retreating unit with its box (unit=box); with no whole-side box, only these \
                 units retreat and the others fight on (rule 6.4②)",
            )
            .say_label(msg!("seinan-key-moves"))
            .say_help(msg!("seinan-help-moves")),
            KeySpec::bool(
                "breakout",
                "use the once-per-game Kagoshima breakout (rule 6.4)",
            )
            .say_label(msg!("seinan-key-breakout"))
            .say_help(msg!("seinan-help-breakout")),
            KeySpec::text(
                "breakout-unit",
                "the Saigo unit that breaks out with 西乡隆盛",
            )
            .optional()
            .say_label(msg!("seinan-key-breakout-unit"))
            .say_help(msg!("seinan-help-breakout-unit")),
            KeySpec::text("evict-to", "where government units in 鹿儿岛 go")
                .optional()
                .say_label(msg!("seinan-key-evict-to"))
                .say_help(msg!("seinan-help-evict-to")),
        ]
    }
}

/// Rule 6.1: a battle in a box holding both sides, in the order the phasing player chooses.
pub(super) fn battle(
    data: &SeinanData,
    n: &mut State,
    a: &BattleAt,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let at = town(data, &a.at, "at")?;
    if !n.battles_left(data).contains(&at) {
        return Err(RuleError::forbidden(
            "6.1",
            msg!("seinan-err-no-battle-here", place = &at),
        ));
    }
    let siege = at == KUMAMOTO_CASTLE;
    n.battle = Some(Battle {
        at: at.clone(),
        round: 1,
        step: Step::NonPhasing,
        pending: None,
        siege,
        siege_losses: vec![],
    });
    log.push(if siege {
        msg!("seinan-log-siege-begins", place = &at)
    } else {
        msg!("seinan-battle-begins", place = &at)
    });
    Ok(())
}

/// Rule 6.2: one attack; the hits are allocated at once when there is no choice or the players gave
/// the allocation, else they wait for `allocate`.
pub(super) fn attack(
    data: &SeinanData,
    n: &mut State,
    a: &Attack,
    dice: &mut dyn DiceSource,
    log: &mut Vec<crate::core::Msg>,
) -> Result<Resolution, RuleError> {
    let Some(b) = n.battle.clone() else {
        return Err(RuleError::forbidden(
            "6.1",
            msg!("seinan-err-no-battle-fought"),
        ));
    };
    let Some((side, dice_n, siege)) = attack_dice(n) else {
        return Err(RuleError::forbidden(
            "6.1",
            msg!("seinan-err-no-battle-fought"),
        ));
    };
    let target = side.other();
    let whole = siege && target == Side::Saigo;
    // A typed allocation is checked before the dice for what does not depend on them (the units are
    // the enemy's in this battle, none takes more than it can): a refusal then says nothing about
    // the roll. Its length is compared with the hits only after the dice are committed.
    check_allocation_units(n, &b.at, target, whole, &a.allocate, "allocate")?;
    let saigo_there = n.in_box(&b.at, Side::Saigo).count() as u32;
    let r = procedures::attack(dice_n, siege, side, Some(saigo_there), dice)?;
    let hits = procedures::hits(&r.rolls);
    log.extend(r.log.iter().cloned());
    if let Some(bat) = n.battle.as_mut() {
        bat.pending = (hits > 0).then_some((target, hits));
    }
    if hits > 0 {
        let needed = hits_to_allocate(n).map_or(0, |(_, k)| k);
        let list = if a.allocate.len() == needed {
            Some(a.allocate.clone())
        } else {
            if !a.allocate.is_empty() {
                log.push(msg!(
                    "seinan-log-hits-mismatch",
                    given = a.allocate.len(),
                    needed = needed
                ));
            }
            auto_allocation(n, &b.at, target, hits, b.siege)
        };
        if let Some(list) = list {
            allocate_as(data, n, &list, "allocate", log)?;
        }
    } else {
        advance(n, log);
    }
    Ok(r)
}

/// The checks of an allocation that do not depend on the number of hits: each named unit is one of
/// `target`'s in the battle at `at`, and none is named more often than it can take hits (rule 6.2(3);
/// rule 9.1(2): a whole Saigo unit per government hit in the siege).
fn check_allocation_units(
    n: &State,
    at: &str,
    target: Side,
    whole: bool,
    list: &[String],
    field: &str,
) -> Result<BTreeMap<String, u32>, RuleError> {
    let units: Vec<&Unit> = n.in_box(at, target).collect();
    let mut taken: BTreeMap<String, u32> = BTreeMap::new();
    for name in list {
        let id = unit_name(n, name, field)?;
        let u = units.iter().find(|u| u.id == id).ok_or_else(|| {
            RuleError::input(
                field,
                msg!(
                    "seinan-err-not-in-battle",
                    unit = &id,
                    side = target.say(),
                    place = at
                ),
            )
        })?;
        let t = taken.entry(id.clone()).or_default();
        *t += 1;
        let cap = if whole { 1 } else { u32::from(u.steps()) };
        if *t > cap {
            return Err(RuleError::input(
                field,
                msg!("seinan-err-too-many-hits", unit = &id, cap = cap),
            ));
        }
    }
    Ok(taken)
}

/// When the allocation admits no choice (every unit will be lost anyway), do it without asking.
fn auto_allocation(
    n: &State,
    at: &str,
    target: Side,
    hits: u32,
    siege: bool,
) -> Option<Vec<String>> {
    let units: Vec<&Unit> = n.in_box(at, target).collect();
    let whole = siege && target == Side::Saigo;
    let capacity: u32 = if whole {
        units.len() as u32
    } else {
        units.iter().map(|u| u32::from(u.steps())).sum()
    };
    if hits < capacity {
        return None;
    }
    let mut v = Vec::new();
    for u in units {
        for _ in 0..if whole { 1 } else { u.steps() } {
            v.push(u.id.clone());
        }
    }
    Some(v)
}

/// Rule 6.4①: the Saigo player allocates every hit (both sides, digest B8). Rule 9.1(2): in the siege each
/// government hit removes a whole Saigo unit.
pub(super) fn allocate(
    data: &SeinanData,
    n: &mut State,
    list: &[String],
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    allocate_as(data, n, list, "units", log)
}

/// [`allocate`] with the errors naming `field` (`units` of `allocate`, `allocate` of `attack`).
fn allocate_as(
    data: &SeinanData,
    n: &mut State,
    list: &[String],
    field: &str,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let _ = data;
    let Some(b) = n.battle.clone() else {
        return Err(RuleError::forbidden("6.2", msg!("seinan-no-hits")));
    };
    let (target, hits) = b
        .pending
        .ok_or_else(|| RuleError::forbidden("6.2", msg!("seinan-no-hits")))?;
    let whole = b.siege && target == Side::Saigo;
    let needed = hits_to_allocate(n).map_or(0, |(_, k)| k);
    if list.len() != needed {
        return Err(RuleError::input(
            field,
            msg!(
                "seinan-err-allocate-exactly",
                needed = needed,
                n = list.len()
            ),
        ));
    }
    let taken = check_allocation_units(n, &b.at, target, whole, list, field)?;
    for (id, k) in &taken {
        for _ in 0..*k {
            let line = if whole {
                // Rule 9.1(2): each government hit in the siege removes a whole Saigo unit.
                n.eliminate_by(id, "9.1(2)")
            } else {
                n.hit(id)
            };
            log.push(line);
        }
        if b.siege && target == Side::Government {
            let gone = n
                .unit(id)
                .map(|u| u.at() != Some(KUMAMOTO_CASTLE))
                .unwrap_or(false);
            if gone && let Some(bat) = n.battle.as_mut() {
                bat.siege_losses.push(id.clone());
            }
        }
    }
    if hits as usize > needed {
        log.push(msg!(
            "seinan-log-hits-lost",
            n = hits as usize - needed,
            ruling = Msg::ruling(ruling::HITS)
        ));
    }
    if let Some(bat) = n.battle.as_mut() {
        bat.pending = None;
    }
    advance(n, log);
    Ok(())
}

/// Moves the battle on after an attack step (rule 6.1(3)–(4), rule 9.1(3)–(4)).
fn advance(n: &mut State, log: &mut Vec<crate::core::Msg>) {
    if n.winner.is_some() {
        return;
    }
    let b = n.battle.clone().expect("battle");
    let both = n.has(&b.at, Side::Saigo) && n.has(&b.at, Side::Government);
    if !both {
        end_battle(n, log);
        return;
    }
    match b.step {
        Step::NonPhasing => n.battle.as_mut().expect("battle").step = Step::Phasing,
        Step::Phasing if b.siege => {
            // Rule 9.1(3): the siege lasts one round; the castle held.
            let saigo: Vec<String> = n.in_box(&b.at, Side::Saigo).map(|u| u.id.clone()).collect();
            let kumamoto_held = n.has(KUMAMOTO, Side::Government);
            for id in saigo {
                if kumamoto_held {
                    // Digest B15: nowhere to fall back to.
                    let line = n.eliminate_by(&id, "9.1(3)");
                    log.push(msg!(
                        "seinan-log-no-fallback",
                        line = line,
                        place = KUMAMOTO,
                        ruling = Msg::ruling(ruling::SIEGE)
                    ));
                } else {
                    n.unit_mut(&id).expect("exists").place = Place::Map(KUMAMOTO.into());
                    log.push(msg!(
                        "seinan-log-falls-back",
                        unit = &id,
                        from = KUMAMOTO_CASTLE,
                        to = KUMAMOTO
                    ));
                }
            }
            for id in &b.siege_losses {
                let u = n.unit_mut(id).expect("exists");
                u.place = Place::Map(KUMAMOTO_CASTLE.into());
                u.flipped = false;
                log.push(msg!(
                    "seinan-log-returns",
                    unit = id,
                    place = KUMAMOTO_CASTLE
                ));
            }
            end_battle(n, log);
        }
        Step::Phasing => {
            let bat = n.battle.as_mut().expect("battle");
            bat.round += 1;
            bat.step = Step::NonPhasing;
            log.push(msg!("seinan-log-round", round = bat.round, place = &bat.at));
        }
    }
}

fn end_battle(n: &mut State, log: &mut Vec<crate::core::Msg>) {
    if let Some(b) = n.battle.take() {
        log.push(msg!("seinan-log-battle-over", place = &b.at));
        n.fought.push(b.at);
    }
    n.check_map_victory();
}

/// Rule 6.3: a retreat goes to a box next to the battle, free of enemies (the Saigo side never to
/// 本州).
fn retreat_box_ok(
    data: &SeinanData,
    legal: &[String],
    at: &str,
    side: Side,
    to: &str,
) -> Result<(), RuleError> {
    if legal.iter().any(|t| t == to) {
        return Ok(());
    }
    Err(RuleError::forbidden(
        "6.3",
        if data.road(at, to).is_none() {
            msg!("seinan-err-not-adjacent", to = to, place = at)
        } else if side == Side::Saigo && to == HONSHU {
            msg!("seinan-err-retreat-honshu", place = HONSHU)
        } else {
            msg!("seinan-err-enemy-there", place = to)
        },
    ))
}

/// Rule 6.4③, digest B10: who breaks out to 鹿児島 with 西郷隆盛 (once a game, the Saigo side only).
fn breakout_units(
    n: &State,
    a: &Retreat,
    b: &Battle,
    side: Side,
    in_battle: &BTreeSet<String>,
    per_unit: &BTreeMap<String, String>,
) -> Result<Vec<String>, RuleError> {
    // Rule 6.4③ and digest B10: the breakout inputs only with the breakout.
    if !a.breakout {
        if a.breakout_unit.is_some() {
            return Err(RuleError::forbidden(
                "6.4",
                msg!("seinan-err-breakout-unit-alone"),
            ));
        }
        if a.evict_to.is_some() {
            return Err(RuleError::forbidden("6.4", msg!("seinan-err-evict-alone")));
        }
    }
    let mut breakers: Vec<String> = Vec::new();
    if a.breakout {
        if side != Side::Saigo {
            return Err(RuleError::forbidden(
                "6.4",
                msg!("seinan-err-breakout-side"),
            ));
        }
        if n.breakout_used {
            return Err(RuleError::forbidden(
                "6.4",
                msg!("seinan-err-breakout-used"),
            ));
        }
        let t = n
            .takamori()
            .filter(|t| t.at() == Some(b.at.as_str()))
            .map(|t| t.id.clone());
        let Some(t) = t else {
            return Err(RuleError::forbidden(
                "6.4",
                msg!(
                    "seinan-err-breakout-takamori",
                    ruling = Msg::ruling(ruling::BREAKOUT)
                ),
            ));
        };
        breakers.push(t);
        if let Some(u) = &a.breakout_unit {
            let id = unit_name(n, u, "breakout-unit")?;
            let unit = n.unit(&id).expect("exists");
            if unit.kind == Kind::Takamori {
                return Err(RuleError::forbidden(
                    "6.4",
                    msg!("seinan-err-breakout-himself"),
                ));
            }
            if !in_battle.contains(&id) {
                return Err(RuleError::forbidden(
                    "6.4",
                    msg!("seinan-err-breakout-saigo", unit = &id, place = &b.at),
                ));
            }
            breakers.push(id);
        }
        for id in &breakers {
            if per_unit.contains_key(id) {
                return Err(RuleError::input(
                    "moves",
                    msg!("seinan-err-breaks-out", unit = id, place = KAGOSHIMA),
                ));
            }
        }
    }
    Ok(breakers)
}

/// Rule 6.4③ (ruling on the breakout): where the government units in 鹿児島 are pushed out to when
/// Saigo breaks out (`evicted`: there are some).
fn evict_box(
    data: &SeinanData,
    n: &State,
    a: &Retreat,
    evicted: bool,
) -> Result<Option<String>, RuleError> {
    Ok(if a.breakout && evicted {
        let allowed = evict_destinations(data, n);
        Some(match &a.evict_to {
            Some(t) => {
                let t = town(data, t, "evict-to")?;
                if !allowed.contains(&t) {
                    return Err(RuleError::forbidden(
                        "6.4",
                        msg!(
                            "seinan-err-evict-box",
                            to = &t,
                            place = KAGOSHIMA,
                            ruling = Msg::ruling(ruling::BREAKOUT)
                        ),
                    ));
                }
                t
            }
            None => allowed[0].clone(),
        })
    } else {
        if a.evict_to.is_some() {
            return Err(RuleError::forbidden(
                "6.4",
                msg!("seinan-err-nobody-to-evict", place = KAGOSHIMA),
            ));
        }
        None
    })
}

/// Rule 6.3 with the Saigo player's choices (rule 6.4②: where and how many; `to` is the whole-side
/// quick choice, `moves` alone is a partial retreat and the others fight on) and the breakout (rule
/// 6.4③, digest B10).
pub(super) fn retreat(
    data: &SeinanData,
    n: &mut State,
    a: &Retreat,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let b = n.battle.clone().expect("battle");
    let side = attacker(n, &b);
    let legal = retreat_destinations(data, n);
    let check_box = |to: &str| retreat_box_ok(data, &legal, &b.at, side, to);
    let default_to = match &a.to {
        Some(t) => {
            let t = town(data, t, "to")?;
            check_box(&t)?;
            Some(t)
        }
        None => None,
    };
    let in_battle: BTreeSet<String> = n.in_box(&b.at, side).map(|u| u.id.clone()).collect();
    let mut per_unit: BTreeMap<String, String> = BTreeMap::new();
    for m in &a.moves {
        let (u, t) = m
            .split_once('=')
            .ok_or_else(|| RuleError::input("moves", msg!("seinan-err-unit-box", text = m)))?;
        let id = unit_name(n, u, "moves")?;
        if !in_battle.contains(&id) {
            return Err(RuleError::forbidden(
                "6.3",
                msg!(
                    "seinan-err-not-retreating",
                    unit = &id,
                    side = side.say(),
                    place = &b.at
                ),
            ));
        }
        let t = town(data, t, "moves")?;
        check_box(&t)?;
        if per_unit.insert(id.clone(), t).is_some() {
            return Err(RuleError::input(
                "moves",
                msg!("seinan-err-listed-twice", unit = &id),
            ));
        }
    }
    let breakers = breakout_units(n, a, &b, side, &in_battle, &per_unit)?;
    // Who retreats: with `to`, the whole side; without, only the units named in `moves` (rule 6.4②).
    let mut plan: Vec<(String, String)> = Vec::new();
    for id in in_battle.iter().filter(|id| !breakers.contains(id)) {
        if let Some(to) = per_unit.get(id).cloned().or_else(|| default_to.clone()) {
            plan.push((id.clone(), to));
        }
    }
    if plan.is_empty() && breakers.is_empty() {
        return Err(RuleError::input("to", msg!("seinan-err-where-to")));
    }
    let gov_in_kagoshima: Vec<String> = n
        .in_box(KAGOSHIMA, Side::Government)
        .map(|u| u.id.clone())
        .collect();
    let evict_to = evict_box(data, n, a, !gov_in_kagoshima.is_empty())?;
    n.breakout_used |= a.breakout;
    for (id, to) in &plan {
        n.unit_mut(id).expect("exists").place = Place::Map(to.clone());
        log.push(msg!(
            "seinan-log-retreats",
            unit = id,
            from = &b.at,
            to = to
        ));
    }
    if a.breakout {
        for id in &breakers {
            n.unit_mut(id).expect("exists").place = Place::Map(KAGOSHIMA.into());
            log.push(msg!("seinan-log-breaks-out", unit = id, place = KAGOSHIMA));
        }
        if let Some(chosen) = evict_to {
            for id in gov_in_kagoshima {
                n.unit_mut(&id).expect("exists").place = Place::Map(chosen.clone());
                log.push(msg!(
                    "seinan-log-pushed-out",
                    unit = &id,
                    from = KAGOSHIMA,
                    to = &chosen,
                    ruling = Msg::ruling(ruling::BREAKOUT)
                ));
            }
        }
    }
    let stay = n.in_box(&b.at, side).count();
    if b.siege && side == Side::Government && stay == 0 {
        log.push(msg!(
            "seinan-log-garrison-leaves",
            place = KUMAMOTO_CASTLE,
            ruling = Msg::ruling(ruling::SIEGE)
        ));
    }
    if stay > 0 && n.has(&b.at, side.other()) {
        log.push(msg!(
            "seinan-log-partial-retreat",
            n = stay,
            side = side.say(),
            place = &b.at
        ));
        advance(n, log);
    } else {
        end_battle(n, log);
    }
    Ok(())
}
