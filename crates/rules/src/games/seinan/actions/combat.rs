//! Rule 6.0, the combat phase (battles, attacks, hits, retreats, the Saigo advantages of 6.4) and the
//! 熊本城 siege of rule 9.1.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

use super::input::{forbid, town, unit_name};
use super::queries::{
    attack_dice, attacker, evict_destinations, hits_to_allocate, retreat_destinations,
};
use crate::core::{DiceSource, KeySpec, Resolution, RuleError, TypedAction};
use crate::games::seinan::data::{HONSHU, KAGOSHIMA, KUMAMOTO, KUMAMOTO_CASTLE, Kind, SeinanData};
use crate::games::seinan::procedures;
use crate::games::seinan::state::{Battle, Place, Side, State, Step, Unit};

no_inputs!(EndCombat = "end-combat");

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct BattleAt {
    pub at: String,
}

impl TypedAction for BattleAt {
    const NAME: &'static str = "battle";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::text("at", "the box where both sides stand").label("Battle box", "战斗格子")]
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
            .label(
                "Hits go to (optional, one unit per hit)",
                "命中分配（可选，每次命中一个单位）",
            ),
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
                .label("One unit per hit", "每次命中一个单位"),
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
            .label("Whole side retreats to", "全军撤退至"),
            KeySpec::list(
                "moves",
                "each retreating unit with its box (unit=box); with no whole-side box, only these \
                 units retreat and the others fight on (rule 6.4②)",
            )
            .label("Units that retreat (unit=box)", "撤退的单位（单位=格子）"),
            KeySpec::bool(
                "breakout",
                "use the once-per-game Kagoshima breakout (rule 6.4)",
            )
            .label("Kagoshima breakout", "鹿儿岛突围"),
            KeySpec::text(
                "breakout-unit",
                "the Saigo unit that breaks out with 西乡隆盛",
            )
            .optional()
            .label("Unit breaking out with 西乡隆盛", "随西乡隆盛突围的单位"),
            KeySpec::text("evict-to", "where government units in 鹿儿岛 go")
                .optional()
                .label("Government units in 鹿儿岛 go to", "鹿儿岛的政府军撤至"),
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
        return Err(forbid(
            "6.1",
            format!("{at} does not hold units of both sides, or was fought already"),
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
        format!("Siege of {at} begins (rule 9.1)").into()
    } else {
        format!("Battle at {at} begins (rule 6.1)").into()
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
        return Err(forbid("6.1", "no battle is being fought"));
    };
    let Some((side, dice_n, siege)) = attack_dice(n) else {
        return Err(forbid("6.1", "no battle is being fought"));
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
                log.push(format!(
                    "the hits given beforehand ({}) do not match the {needed} hit(s) to allocate: \
                     the Saigo player allocates them now (rule 6.4①)",
                    a.allocate.len()
                ).into());
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
                format!("{id} is not a {} unit in the battle at {at}", target.name()),
            )
        })?;
        let t = taken.entry(id.clone()).or_default();
        *t += 1;
        let cap = if whole { 1 } else { u32::from(u.steps()) };
        if *t > cap {
            return Err(RuleError::input(
                field,
                format!("{id} cannot take more than {cap} hit(s)"),
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
        return Err(forbid("6.2", "no hits to allocate"));
    };
    let (target, hits) = b
        .pending
        .ok_or_else(|| forbid("6.2", "no hits to allocate"))?;
    let whole = b.siege && target == Side::Saigo;
    let needed = hits_to_allocate(n).map_or(0, |(_, k)| k);
    if list.len() != needed {
        return Err(RuleError::input(
            field,
            format!("allocate exactly {needed} hit(s), got {}", list.len()),
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
            log.push(line.into());
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
        log.push(
            format!(
                "{} hit(s) more than the stack can take are lost (digest B8)",
                hits as usize - needed
            )
            .into(),
        );
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
                    log.push(
                        format!("{line}: {KUMAMOTO} holds government units (digest B15)").into(),
                    );
                } else {
                    n.unit_mut(&id).expect("exists").place = Place::Map(KUMAMOTO.into());
                    log.push(
                        format!(
                            "{id} falls back from {KUMAMOTO_CASTLE} to {KUMAMOTO} (rule 9.1(3))"
                        )
                        .into(),
                    );
                }
            }
            for id in &b.siege_losses {
                let u = n.unit_mut(id).expect("exists");
                u.place = Place::Map(KUMAMOTO_CASTLE.into());
                u.flipped = false;
                log.push(
                    format!(
                        "{id} returns to {KUMAMOTO_CASTLE} face-up: the castle held (rule 9.1(4))"
                    )
                    .into(),
                );
            }
            end_battle(n, log);
        }
        Step::Phasing => {
            let bat = n.battle.as_mut().expect("battle");
            bat.round += 1;
            bat.step = Step::NonPhasing;
            log.push(format!("round {} at {} (rule 6.1)", bat.round, bat.at).into());
        }
    }
}

fn end_battle(n: &mut State, log: &mut Vec<crate::core::Msg>) {
    if let Some(b) = n.battle.take() {
        log.push(format!("the battle at {} is over (rule 6.1)", b.at).into());
        n.fought.push(b.at);
    }
    n.check_map_victory();
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
    let check_box = |to: &str| -> Result<(), RuleError> {
        if legal.iter().any(|t| t == to) {
            return Ok(());
        }
        Err(forbid(
            "6.3",
            if data.road(&b.at, to).is_none() {
                format!("{to} is not adjacent to {}", b.at)
            } else if side == Side::Saigo && to == HONSHU {
                format!("Saigo units may not retreat into {HONSHU}")
            } else {
                format!("{to} holds enemy units")
            },
        ))
    };
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
            .ok_or_else(|| RuleError::input("moves", format!("expected unit=box, got {m}")))?;
        let id = unit_name(n, u, "moves")?;
        if !in_battle.contains(&id) {
            return Err(forbid(
                "6.3",
                format!(
                    "{id} is not a {} unit in the battle at {}: only the retreating side's units \
                     there retreat",
                    side.name(),
                    b.at
                ),
            ));
        }
        let t = town(data, t, "moves")?;
        check_box(&t)?;
        if per_unit.insert(id.clone(), t).is_some() {
            return Err(RuleError::input("moves", format!("{id} is listed twice")));
        }
    }
    // Rule 6.4③ and digest B10: the breakout inputs only with the breakout.
    if !a.breakout {
        if a.breakout_unit.is_some() {
            return Err(forbid(
                "6.4",
                "breakout-unit goes with the Kagoshima breakout: set breakout too",
            ));
        }
        if a.evict_to.is_some() {
            return Err(forbid(
                "6.4",
                "evict-to goes with the Kagoshima breakout: set breakout too",
            ));
        }
    }
    let mut breakers: Vec<String> = Vec::new();
    if a.breakout {
        if side != Side::Saigo {
            return Err(forbid("6.4", "only the Saigo side can break out to 鹿儿岛"));
        }
        if n.breakout_used {
            return Err(forbid(
                "6.4",
                "the Kagoshima breakout is once per game and was used",
            ));
        }
        let t = n
            .takamori()
            .filter(|t| t.at() == Some(b.at.as_str()))
            .map(|t| t.id.clone());
        let Some(t) = t else {
            return Err(forbid(
                "6.4",
                "西乡隆盛 must be in the battle to break out (digest B10)",
            ));
        };
        breakers.push(t);
        if let Some(u) = &a.breakout_unit {
            let id = unit_name(n, u, "breakout-unit")?;
            let unit = n.unit(&id).expect("exists");
            if unit.kind == Kind::Takamori {
                return Err(forbid(
                    "6.4",
                    "the unit breaking out with 西乡隆盛 is one other Saigo unit, not 西乡隆盛 himself",
                ));
            }
            if !in_battle.contains(&id) {
                return Err(forbid(
                    "6.4",
                    format!("{id} is not a Saigo unit in the battle at {}", b.at),
                ));
            }
            breakers.push(id);
        }
        for id in &breakers {
            if per_unit.contains_key(id) {
                return Err(RuleError::input(
                    "moves",
                    format!("{id} breaks out to {KAGOSHIMA}; it cannot also retreat elsewhere"),
                ));
            }
        }
    }
    // Who retreats: with `to`, the whole side; without, only the units named in `moves` (rule 6.4②).
    let mut plan: Vec<(String, String)> = Vec::new();
    for id in in_battle.iter().filter(|id| !breakers.contains(id)) {
        if let Some(to) = per_unit.get(id).cloned().or_else(|| default_to.clone()) {
            plan.push((id.clone(), to));
        }
    }
    if plan.is_empty() && breakers.is_empty() {
        return Err(RuleError::input(
            "to",
            "name where the units go: to=BOX for the whole side, or moves=UNIT=BOX for some \
             (rule 6.4②)",
        ));
    }
    let gov_in_kagoshima: Vec<String> = n
        .in_box(KAGOSHIMA, Side::Government)
        .map(|u| u.id.clone())
        .collect();
    let evict_to = if a.breakout && !gov_in_kagoshima.is_empty() {
        let allowed = evict_destinations(data, n);
        Some(match &a.evict_to {
            Some(t) => {
                let t = town(data, t, "evict-to")?;
                if !allowed.contains(&t) {
                    return Err(forbid(
                        "6.4",
                        format!(
                            "{t} is not adjacent to {KAGOSHIMA} or holds Saigo units (digest B10)"
                        ),
                    ));
                }
                t
            }
            None => allowed[0].clone(),
        })
    } else {
        if a.evict_to.is_some() {
            return Err(forbid(
                "6.4",
                format!("no government units in {KAGOSHIMA} to push out"),
            ));
        }
        None
    };
    n.breakout_used |= a.breakout;
    for (id, to) in &plan {
        n.unit_mut(id).expect("exists").place = Place::Map(to.clone());
        log.push(format!("{id} retreats from {} to {to} (rule 6.3)", b.at).into());
    }
    if a.breakout {
        for id in &breakers {
            n.unit_mut(id).expect("exists").place = Place::Map(KAGOSHIMA.into());
            log.push(format!("{id} breaks out to {KAGOSHIMA} (rule 6.4, once per game)").into());
        }
        if let Some(chosen) = evict_to {
            for id in gov_in_kagoshima {
                n.unit_mut(&id).expect("exists").place = Place::Map(chosen.clone());
                log.push(
                    format!("{id} is pushed out of {KAGOSHIMA} to {chosen} (rule 6.4, digest B10)")
                        .into(),
                );
            }
        }
    }
    let stay = n.in_box(&b.at, side).count();
    if b.siege && side == Side::Government && stay == 0 {
        log.push(format!("the garrison leaves {KUMAMOTO_CASTLE} (digest B15)").into());
    }
    if stay > 0 && n.has(&b.at, side.other()) {
        log.push(
            format!(
                "partial retreat: {stay} {} unit(s) stay at {} and fight on; no attack this step \
             (rule 6.4②)",
                side.name(),
                b.at
            )
            .into(),
        );
        advance(n, log);
    } else {
        end_battle(n, log);
    }
    Ok(())
}
