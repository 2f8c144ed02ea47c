//! Seinan session actions: the sequence of play (rule 4.0) as pure moves over [`State`].

use std::collections::BTreeMap;

use super::data::{HONSHU, KAGOSHIMA, KUMAMOTO, KUMAMOTO_CASTLE, Kind, SeinanData};
use super::procedures;
use super::state::{Battle, Phase, Place, Side, State, Step, Unit};
use crate::core::{
    ActionCall, ActionSpec, Applied, DiceSource, KeySpec, Prompt, PromptAction, RuleError,
};

/// Suggested stacking limit (rule 5.0(6)).
pub const STACK_LIMIT: usize = 10;

pub fn specs() -> Vec<ActionSpec> {
    let a = |name: &str, title: &str, rule: &str, keys: Vec<KeySpec>, rolls: bool| ActionSpec {
        name: name.into(),
        title: title.into(),
        rule: rule.into(),
        keys,
        rolls,
    };
    vec![
        a("march-roll", "Roll march points", "5.0", vec![], true),
        a(
            "march",
            "March",
            "5.0",
            vec![
                KeySpec::choice(
                    "kind",
                    &["a", "b", "c"],
                    "a: 1–2 units one box; b: 1 unit two boxes; c: 1 unit over an obstacle route",
                ),
                KeySpec::list("units", "the unit(s) marching"),
                KeySpec::list("to", "destination box (action b: both boxes in order)"),
            ],
            false,
        ),
        a("end-march", "End the march phase", "4.0", vec![], false),
        a(
            "battle",
            "Start a battle",
            "6.1",
            vec![KeySpec::text("at", "the box where both sides stand")],
            false,
        ),
        a(
            "attack",
            "Attack (one die per unit)",
            "6.2",
            vec![KeySpec::list(
                "allocate",
                "optional: the Saigo player's allocation of the hits, one unit per hit",
            )],
            true,
        ),
        a(
            "allocate",
            "Allocate hits",
            "6.4",
            vec![KeySpec::list(
                "units",
                "one unit per hit (a unit may take two)",
            )],
            false,
        ),
        a(
            "retreat",
            "Retreat instead of attacking",
            "6.3",
            vec![
                KeySpec::text(
                    "to",
                    "box every retreating unit goes to (unless listed in moves)",
                )
                .optional(),
                KeySpec::list("moves", "per-unit destinations, unit=box"),
                KeySpec::bool(
                    "breakout",
                    "use the once-per-game Kagoshima breakout (rule 6.4)",
                ),
                KeySpec::text(
                    "breakout-unit",
                    "the Saigo unit that breaks out with 西乡隆盛",
                )
                .optional(),
                KeySpec::text("evict-to", "where government units in 鹿儿岛 go").optional(),
            ],
            false,
        ),
        a("end-combat", "End the combat phase", "6.1", vec![], false),
        a(
            "replace",
            "Replacement pair",
            "7.0",
            vec![
                KeySpec::text("keep", "pool unit placed with 西乡隆盛"),
                KeySpec::text("remove", "pool unit removed from the game"),
                KeySpec::choice(
                    "line",
                    &["auto", "open", "cut"],
                    "Saigo's line to 鹿儿岛 (auto = trace it on the map)",
                )
                .default("auto"),
            ],
            false,
        ),
        a(
            "remove-excess",
            "Remove over-stacked units",
            "5.0(6)",
            vec![KeySpec::list("units", "units the opposing player removes")],
            false,
        ),
        a("end-turn", "End the player turn", "4.0", vec![], false),
    ]
}

fn forbid(rule: &str, reason: impl Into<String>) -> RuleError {
    RuleError::forbidden(rule, reason)
}

fn unit_name(data: &SeinanData, s: &State, name: &str, field: &str) -> Result<String, RuleError> {
    let _ = data;
    s.unit(name.trim())
        .map(|u| u.id.clone())
        .ok_or_else(|| RuleError::input(field, format!("no unit named {name}")))
}

fn town(data: &SeinanData, name: &str, field: &str) -> Result<String, RuleError> {
    data.town(name).map(String::from).ok_or_else(|| {
        RuleError::input(
            field,
            format!(
                "unknown box {name}; boxes: {}",
                data.towns
                    .iter()
                    .map(|t| t.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    })
}

/// Why an action is not allowed now (the "what now" panel greys it out with this).
pub fn blocked(data: &SeinanData, s: &State, name: &str) -> Option<(String, String)> {
    let b = |rule: &str, why: &str| Some((rule.to_string(), why.to_string()));
    if s.winner.is_some() {
        return b("8.0", "the game is over");
    }
    match name {
        "march-roll" if s.phase != Phase::March => b("4.0", "only in the march phase"),
        "march-roll" if s.march.points.is_some() => {
            b("5.0", "march points are rolled once per player turn")
        }
        "march" if s.phase != Phase::March => b("4.0", "only in the march phase"),
        "march" if s.march.points.is_none() => b("5.0", "roll march points first"),
        "march" if s.march.left() == 0 => b("5.0", "no march points left"),
        "end-march" if s.phase != Phase::March => b("4.0", "only in the march phase"),
        "battle" if s.phase != Phase::Combat => b("4.0", "only in the combat phase"),
        "battle" if s.battle.is_some() => b("6.1", "finish the current battle first"),
        "battle" if s.battles_left(data).is_empty() => b("6.1", "no box holds units of both sides"),
        "attack" | "retreat" if s.battle.is_none() => b("6.1", "no battle in progress"),
        "attack" | "retreat" if s.battle.as_ref().is_some_and(|x| x.pending.is_some()) => {
            b("6.4", "the Saigo player must allocate the hits first")
        }
        "allocate" if s.battle.as_ref().is_none_or(|x| x.pending.is_none()) => {
            b("6.2", "no hits to allocate")
        }
        "end-combat" if s.phase != Phase::Combat => b("4.0", "only in the combat phase"),
        "end-combat" if s.battle.is_some() => b("6.1", "finish the current battle first"),
        "end-combat" if !s.battles_left(data).is_empty() => b(
            "6.1",
            "every box with both sides must be fought (digest B7)",
        ),
        "replace" if s.phase != Phase::Reorganisation || s.player != Side::Saigo => {
            b("7.0", "only in the Saigo player's reorganisation phase")
        }
        "replace" if s.pool().len() < 2 => b("7.0", "the pool needs 2 or more units"),
        "remove-excess" if !s.options.stacking => b("5.0(6)", "the stacking rule is not in use"),
        "remove-excess" if s.phase != Phase::Reorganisation => {
            b("5.0(6)", "checked in the reorganisation phase")
        }
        "remove-excess" if over_stacked(s).is_empty() => b("5.0(6)", "no box is over the limit"),
        "end-turn" if s.phase != Phase::Reorganisation => {
            b("4.0", "finish the march and combat phases first")
        }
        "end-turn" if s.options.stacking && !over_stacked(s).is_empty() => {
            b("5.0(6)", "remove the units over the stacking limit first")
        }
        "end-turn"
            if s.player == Side::Saigo
                && s.replaced > 0
                && s.pool().len() >= 2
                && s.line_open(data) =>
        {
            b(
                "7.0",
                "once replacement has started it goes on while the pool holds 2 (digest B13)",
            )
        }
        _ => None,
    }
}

/// Boxes where the phasing side has more than the stacking limit (rule 5.0(6), digest B17).
pub fn over_stacked(s: &State) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.side() == Some(s.player)) {
        if let Some(b) = u.at() {
            *counts.entry(b.to_string()).or_default() += 1;
        }
    }
    counts
        .into_iter()
        .filter(|(_, n)| *n > STACK_LIMIT)
        .collect()
}

fn attacker(s: &State, b: &Battle) -> Side {
    match b.step {
        Step::NonPhasing => s.player.other(),
        Step::Phasing => s.player,
    }
}

pub fn prompt(data: &SeinanData, s: &State) -> Prompt {
    let mut p = Prompt {
        step: format!(
            "Turn {} · {} player turn · {}",
            s.turn,
            s.player.name(),
            s.phase.name()
        ),
        ..Default::default()
    };
    if let Some(w) = &s.winner {
        p.step = format!("Game over · {} wins", w.side.name());
        p.hints.push(format!("{} (rule {})", w.reason, w.rule));
        return p;
    }
    let act = |name: &str, label: String| {
        let mut a = PromptAction::new(name, label);
        if let Some((r, why)) = blocked(data, s, name) {
            a = a.blocked(&r, why);
        }
        a
    };
    match s.phase {
        Phase::March => {
            match s.march.points {
                None => p.hints.push("Roll one die for march points; a 1 counts as 2 (rule 5.0).".into()),
                Some(mp) => p.hints.push(format!(
                    "{} of {mp} march points left. a: 1–2 units to an adjacent box · b: 1 unit two boxes · c: 1 unit over an obstacle route. At most 2 actions per unit.",
                    s.march.left()
                )),
            }
            p.actions
                .push(act("march-roll", "Roll march points".into()));
            p.actions.push(act("march", "March".into()));
            p.actions.push(act("end-march", "End march phase".into()));
        }
        Phase::Combat => {
            if let Some(b) = &s.battle {
                let who = attacker(s, b);
                p.step
                    .push_str(&format!(" · battle at {} round {}", b.at, b.round));
                if let Some((target, hits)) = b.pending {
                    p.hints.push(format!(
                        "{hits} hit(s) on {}: the Saigo player allocates them (rule 6.4).",
                        target.name()
                    ));
                    p.actions
                        .push(act("allocate", format!("Allocate {hits} hit(s)")));
                } else {
                    let dice = s.in_box(&b.at, who).filter(|u| u.rolls()).count();
                    p.hints.push(format!(
                        "{} attacks with {dice} dice, or retreats instead (rules 6.2, 6.3).",
                        who.name()
                    ));
                    if b.siege {
                        p.hints.push(format!(
                            "Siege of {KUMAMOTO_CASTLE}: one round only (rule 9.1)."
                        ));
                    }
                    p.actions.push(act(
                        "attack",
                        format!("{} attacks ({dice} dice)", who.name()),
                    ));
                    p.actions
                        .push(act("retreat", format!("{} retreats", who.name())));
                }
            } else {
                let left = s.battles_left(data);
                if left.is_empty() {
                    p.hints
                        .push("No battles left: end the combat phase.".into());
                } else {
                    p.hints.push(format!(
                        "Battles to fight, in the order {} chooses: {}",
                        s.player.name(),
                        left.join("、")
                    ));
                }
                for b in &left {
                    p.actions
                        .push(act("battle", format!("Battle at {b}")).preset("at", b.clone()));
                }
                if left.is_empty() {
                    p.actions.push(act("battle", "Battle".into()));
                }
                p.actions.push(act("end-combat", "End combat phase".into()));
            }
        }
        Phase::Reorganisation => {
            p.hints
                .push("Recovery and conscription are done (rule 7.0).".into());
            if s.player == Side::Saigo {
                let open = s.line_open(data);
                p.hints.push(format!(
                    "Replacement: pool {} · line to {KAGOSHIMA} {} on the map{}.",
                    s.pool().len(),
                    if open { "open" } else { "cut" },
                    if data.map_placeholder {
                        " (placeholder roads: check your board)"
                    } else {
                        ""
                    }
                ));
                p.actions.push(act("replace", "Replace a pair".into()));
            }
            if s.options.stacking {
                for (b, n) in over_stacked(s) {
                    p.hints.push(format!(
                        "{b}: {n} units, over the limit of {STACK_LIMIT} (rule 5.0(6))."
                    ));
                }
                p.actions
                    .push(act("remove-excess", "Remove excess units".into()));
            }
            p.actions.push(act("end-turn", "End player turn".into()));
        }
    }
    p
}

pub fn apply(
    data: &SeinanData,
    s: &State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    if let Some((rule, why)) = blocked(data, s, &a.name) {
        return Err(if s.winner.is_some() {
            RuleError::GameOver(why)
        } else {
            forbid(&rule, why)
        });
    }
    let mut n = s.clone();
    let mut out = Applied::new(s.clone());
    match a.name.as_str() {
        "march-roll" => {
            let r = procedures::march(dice)?;
            n.march.points = r.result["march_points"].as_u64().map(|v| v as u8);
            out.log.extend(r.log.iter().cloned());
            out.resolution = Some(r);
        }
        "march" => march(data, &mut n, a, &mut out.log)?,
        "end-march" => {
            n.phase = Phase::Combat;
            out.log
                .push(format!("{} ends the march phase", s.player.name()));
        }
        "battle" => {
            let at = town(data, &a.params.text("at")?, "at")?;
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
            out.log.push(if siege {
                format!("Siege of {at} begins (rule 9.1)")
            } else {
                format!("Battle at {at} begins (rule 6.1)")
            });
        }
        "attack" => {
            let b = n.battle.clone().expect("checked by blocked()");
            let side = attacker(&n, &b);
            let dice_n = n.in_box(&b.at, side).filter(|u| u.rolls()).count() as u32;
            let r = procedures::attack(dice_n, b.siege, side.id(), dice)?;
            let hits = r.result["hits"].as_u64().unwrap_or(0) as u32;
            out.log.extend(r.log.iter().cloned());
            out.resolution = Some(r);
            let target = side.other();
            let bat = n.battle.as_mut().expect("battle");
            bat.pending = if hits > 0 { Some((target, hits)) } else { None };
            let alloc = a.params.list("allocate")?;
            if hits > 0
                && (!alloc.is_empty()
                    || auto_allocation(&n, &b.at, target, hits, b.siege).is_some())
            {
                let list = if alloc.is_empty() {
                    auto_allocation(&n, &b.at, target, hits, b.siege).unwrap_or_default()
                } else {
                    alloc
                };
                allocate(data, &mut n, &list, &mut out.log)?;
            } else if hits == 0 {
                advance(data, &mut n, &mut out.log);
            }
        }
        "allocate" => {
            let list = a.params.list("units")?;
            allocate(data, &mut n, &list, &mut out.log)?;
        }
        "retreat" => retreat(data, &mut n, a, &mut out.log)?,
        "end-combat" => {
            n.check_map_victory();
            n.phase = Phase::Reorganisation;
            out.log
                .push(format!("{} ends the combat phase", s.player.name()));
            reorganise(&mut n, &mut out.log);
        }
        "replace" => replace(data, &mut n, a, &mut out.log)?,
        "remove-excess" => {
            let list = a.params.list("units")?;
            let over = over_stacked(&n);
            for name in &list {
                let id = unit_name(data, &n, name, "units")?;
                let u = n.unit(&id).expect("exists");
                if u.kind == Kind::Takamori {
                    return Err(forbid(
                        "5.0(6)",
                        "西乡隆盛 may not be removed for stacking (digest B17)",
                    ));
                }
                if u.side() != Some(n.player)
                    || !over.iter().any(|(b, _)| Some(b.as_str()) == u.at())
                {
                    return Err(forbid(
                        "5.0(6)",
                        format!("{id} is not in an over-stacked box of the phasing side"),
                    ));
                }
                let line = n.eliminate(&id);
                out.log.push(format!("Stacking: {line}"));
            }
        }
        "end-turn" => {
            out.log
                .push(format!("{} ends the player turn", s.player.name()));
            n.march = Default::default();
            n.fought.clear();
            n.battle = None;
            n.reorganised = false;
            n.replaced = 0;
            n.phase = Phase::March;
            if s.player == Side::Saigo {
                n.player = Side::Government;
            } else {
                if let Some(limit) = n.options.turn_limit
                    && n.turn >= limit
                    && n.winner.is_none()
                {
                    // House rule for the optional turn limit (digest B16): the rebellion failed.
                    n.winner = Some(super::state::Winner {
                        side: Side::Government,
                        reason: format!("the turn limit ({limit}) was reached"),
                        rule: "B16 (house rule)".into(),
                    });
                }
                n.player = Side::Saigo;
                n.turn += 1;
            }
        }
        other => {
            return Err(RuleError::UnknownAction {
                name: other.into(),
                valid: specs()
                    .iter()
                    .map(|s| s.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    }
    if let Some(w) = &n.winner
        && s.winner.is_none()
    {
        out.log.push(format!(
            "{} wins: {} (rule {})",
            w.side.name(),
            w.reason,
            w.rule
        ));
    }
    out.state = n;
    Ok(out)
}

/// Rule 5.0: one march action for 1 MP.
fn march(
    data: &SeinanData,
    n: &mut State,
    a: &ActionCall,
    log: &mut Vec<String>,
) -> Result<(), RuleError> {
    let kind = a.params.text("kind")?;
    let names = a.params.list("units")?;
    let path: Vec<String> = a
        .params
        .list("to")?
        .iter()
        .map(|t| town(data, t, "to"))
        .collect::<Result<_, _>>()?;
    let units: Vec<String> = names
        .iter()
        .map(|u| unit_name(data, n, u, "units"))
        .collect::<Result<_, _>>()?;
    let (max_units, steps) = match kind.as_str() {
        "a" => (2, 1),
        "b" | "c" => (1, if kind == "b" { 2 } else { 1 }),
        _ => unreachable!("checked by the key spec"),
    };
    if units.is_empty() || units.len() > max_units {
        return Err(RuleError::input(
            "units",
            format!(
                "action {kind} moves 1..={max_units} unit(s), got {}",
                units.len()
            ),
        ));
    }
    if path.len() != steps {
        return Err(RuleError::input(
            "to",
            format!("action {kind} needs {steps} box(es), got {}", path.len()),
        ));
    }
    if units.len() == 2 && units[0] == units[1] {
        return Err(RuleError::input("units", "the same unit twice"));
    }
    let from = n.unit(&units[0]).and_then(|u| u.at()).map(String::from);
    for id in &units {
        let u = n.unit(id).expect("exists");
        if u.side() != Some(n.player) {
            return Err(forbid(
                "5.0",
                format!(
                    "{id} does not belong to the phasing player {}",
                    n.player.name()
                ),
            ));
        }
        if u.at().map(String::from) != from || from.is_none() {
            return Err(forbid(
                "5.0",
                "units marching together must start in the same box (digest B6)",
            ));
        }
        if n.march.stopped.contains(id) {
            return Err(forbid(
                "5.0",
                format!("{id} entered a box with enemy units and must stop"),
            ));
        }
        if n.march.used.get(id).copied().unwrap_or(0) >= 2 {
            return Err(forbid(
                "5.0",
                format!("{id} already took part in 2 march actions this turn (digest B5)"),
            ));
        }
    }
    if kind == "a" && units.len() == 2 && n.options.command_rule {
        // Optional rule 10.1: two detachments may not move together for 1 MP.
        if !units
            .iter()
            .any(|id| n.unit(id).map(|u| u.main_body).unwrap_or(false))
        {
            return Err(forbid(
                "10.1",
                "two detachments (支队) cannot march together: one must be a main body (本队)",
            ));
        }
    }
    let mut at = from.expect("checked");
    let mut visited = Vec::new();
    for (i, next) in path.iter().enumerate() {
        let road = data
            .road(&at, next)
            .ok_or_else(|| forbid("2.4", format!("no road from {at} to {next} on the map")))?;
        if road && kind != "c" {
            return Err(forbid(
                "5.0",
                format!("{at}–{next} is an obstacle route: use march action c"),
            ));
        }
        if n.player == Side::Saigo && next == HONSHU {
            return Err(forbid(
                "2.4",
                format!("Saigo units may never enter {HONSHU}"),
            ));
        }
        at = next.clone();
        visited.push(at.clone());
        if n.has(&at, n.player.other()) {
            if i + 1 < path.len() {
                log.push(format!(
                    "stopped at {at}: enemy units (rule 5.0); the second step is lost"
                ));
            }
            break;
        }
    }
    let enemy = n.has(&at, n.player.other());
    for id in &units {
        let from_box = n
            .unit(id)
            .and_then(|u| u.at())
            .unwrap_or_default()
            .to_string();
        n.unit_mut(id).expect("exists").place = Place::Map(at.clone());
        *n.march.used.entry(id.clone()).or_default() += 1;
        if enemy {
            n.march.stopped.insert(id.clone());
        }
        log.push(format!(
            "{id}: {from_box} → {} (march {kind}, rule 5.0)",
            visited.join(" → ")
        ));
    }
    if enemy {
        log.push(format!(
            "enemy units in {at}: the marching units stop (rule 5.0)"
        ));
    }
    n.march.spent += 1;
    Ok(())
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
fn allocate(
    data: &SeinanData,
    n: &mut State,
    list: &[String],
    log: &mut Vec<String>,
) -> Result<(), RuleError> {
    let b = n.battle.clone().expect("battle");
    let (target, hits) = b
        .pending
        .ok_or_else(|| forbid("6.2", "no hits to allocate"))?;
    let whole = b.siege && target == Side::Saigo;
    let units: Vec<Unit> = n.in_box(&b.at, target).cloned().collect();
    let capacity: u32 = if whole {
        units.len() as u32
    } else {
        units.iter().map(|u| u32::from(u.steps())).sum()
    };
    // Digest B8: hits beyond what the stack can absorb are lost.
    let needed = hits.min(capacity) as usize;
    if list.len() != needed {
        return Err(RuleError::input(
            "units",
            format!("allocate exactly {needed} hit(s), got {}", list.len()),
        ));
    }
    let mut taken: BTreeMap<String, u32> = BTreeMap::new();
    for name in list {
        let id = unit_name(data, n, name, "units")?;
        let u = units.iter().find(|u| u.id == id).ok_or_else(|| {
            RuleError::input(
                "units",
                format!(
                    "{id} is not a {} unit in the battle at {}",
                    target.name(),
                    b.at
                ),
            )
        })?;
        let t = taken.entry(id.clone()).or_default();
        *t += 1;
        let cap = if whole { 1 } else { u32::from(u.steps()) };
        if *t > cap {
            return Err(RuleError::input(
                "units",
                format!("{id} cannot take more than {cap} hit(s)"),
            ));
        }
    }
    for (id, k) in &taken {
        for _ in 0..*k {
            let line = if whole {
                if target == Side::Saigo {
                    n.eliminate(id)
                } else {
                    n.hit(id)
                }
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
            if gone {
                n.battle
                    .as_mut()
                    .expect("battle")
                    .siege_losses
                    .push(id.clone());
            }
        }
    }
    if hits as usize > needed {
        log.push(format!(
            "{} hit(s) more than the stack can take are lost (digest B8)",
            hits as usize - needed
        ));
    }
    n.battle.as_mut().expect("battle").pending = None;
    advance(data, n, log);
    Ok(())
}

/// Moves the battle on after an attack step (rule 6.1(3)–(4), rule 9.1(3)–(4)).
fn advance(data: &SeinanData, n: &mut State, log: &mut Vec<String>) {
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
                    let line = n.eliminate(&id);
                    log.push(format!(
                        "{line}: {KUMAMOTO} holds government units (digest B15)"
                    ));
                } else {
                    n.unit_mut(&id).expect("exists").place = Place::Map(KUMAMOTO.into());
                    log.push(format!(
                        "{id} falls back from {KUMAMOTO_CASTLE} to {KUMAMOTO} (rule 9.1)"
                    ));
                }
            }
            for id in &b.siege_losses {
                let u = n.unit_mut(id).expect("exists");
                u.place = Place::Map(KUMAMOTO_CASTLE.into());
                u.flipped = false;
                log.push(format!(
                    "{id} returns to {KUMAMOTO_CASTLE} face-up: the castle held (rule 9.1)"
                ));
            }
            end_battle(n, log);
            let _ = data;
        }
        Step::Phasing => {
            let bat = n.battle.as_mut().expect("battle");
            bat.round += 1;
            bat.step = Step::NonPhasing;
            log.push(format!("round {} at {}", bat.round, bat.at));
        }
    }
}

fn end_battle(n: &mut State, log: &mut Vec<String>) {
    if let Some(b) = n.battle.take() {
        log.push(format!("the battle at {} is over (rule 6.1)", b.at));
        n.fought.push(b.at);
    }
    n.check_map_victory();
}

/// Rule 6.3 with the Saigo player's choices (rule 6.4②, digest B9) and the breakout (rule 6.4③, B10).
fn retreat(
    data: &SeinanData,
    n: &mut State,
    a: &ActionCall,
    log: &mut Vec<String>,
) -> Result<(), RuleError> {
    let b = n.battle.clone().expect("battle");
    let side = attacker(n, &b);
    let default_to = match a.params.opt_text("to") {
        Some(t) => Some(town(data, &t, "to")?),
        None => None,
    };
    let mut per_unit: BTreeMap<String, String> = BTreeMap::new();
    for m in a.params.list("moves")? {
        let (u, t) = m
            .split_once('=')
            .ok_or_else(|| RuleError::input("moves", format!("expected unit=box, got {m}")))?;
        per_unit.insert(unit_name(data, n, u, "moves")?, town(data, t, "moves")?);
    }
    let breakout = a.params.bool("breakout")?;
    let mut breakers: Vec<String> = Vec::new();
    if breakout {
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
        if let Some(u) = a.params.opt_text("breakout-unit") {
            let id = unit_name(data, n, &u, "breakout-unit")?;
            if n.unit(&id).and_then(|u| u.at()) != Some(b.at.as_str())
                || n.unit(&id).and_then(Unit::side) != Some(Side::Saigo)
            {
                return Err(RuleError::input(
                    "breakout-unit",
                    format!("{id} is not a Saigo unit in this battle"),
                ));
            }
            breakers.push(id);
        }
    }
    let movers: Vec<String> = n
        .in_box(&b.at, side)
        .map(|u| u.id.clone())
        .filter(|id| !breakers.contains(id))
        .collect();
    // Digest B9/B20: every retreating unit goes to an adjacent box (any road) without enemy units.
    let legal = |to: &str| -> Result<(), RuleError> {
        if data.road(&b.at, to).is_none() {
            return Err(forbid("6.3", format!("{to} is not adjacent to {}", b.at)));
        }
        if n.has(to, side.other()) {
            return Err(forbid("6.3", format!("{to} holds enemy units")));
        }
        if side == Side::Saigo && to == HONSHU {
            return Err(forbid(
                "6.3",
                format!("Saigo units may not retreat into {HONSHU}"),
            ));
        }
        Ok(())
    };
    let mut plan: Vec<(String, String)> = Vec::new();
    for id in &movers {
        let to = per_unit
            .get(id)
            .cloned()
            .or_else(|| default_to.clone())
            .ok_or_else(|| {
                RuleError::input(
                    "to",
                    format!("no destination for {id}; give to=BOX or moves={id}=BOX"),
                )
            })?;
        legal(&to)?;
        plan.push((id.clone(), to));
    }
    n.breakout_used |= breakout;
    for (id, to) in plan {
        n.unit_mut(&id).expect("exists").place = Place::Map(to.clone());
        log.push(format!("{id} retreats from {} to {to} (rule 6.3)", b.at));
    }
    if breakout {
        for id in &breakers {
            n.unit_mut(id).expect("exists").place = Place::Map(KAGOSHIMA.into());
            log.push(format!(
                "{id} breaks out to {KAGOSHIMA} (rule 6.4, once per game)"
            ));
        }
        let evict: Vec<String> = n
            .in_box(KAGOSHIMA, Side::Government)
            .map(|u| u.id.clone())
            .collect();
        if !evict.is_empty() {
            let chosen = match a.params.opt_text("evict-to") {
                Some(t) => {
                    let t = town(data, &t, "evict-to")?;
                    if data.road(KAGOSHIMA, &t).is_none() || n.has(&t, Side::Saigo) {
                        return Err(forbid(
                            "6.4",
                            format!("{t} is not adjacent to {KAGOSHIMA} or holds Saigo units"),
                        ));
                    }
                    t
                }
                None => data
                    .neighbours(KAGOSHIMA)
                    .iter()
                    .map(|(t, _)| t.clone())
                    .find(|t| !n.has(t, Side::Saigo) && t != HONSHU)
                    .unwrap_or_else(|| HONSHU.to_string()),
            };
            for id in evict {
                n.unit_mut(&id).expect("exists").place = Place::Map(chosen.clone());
                log.push(format!(
                    "{id} is pushed out of {KAGOSHIMA} to {chosen} (rule 6.4, digest B10)"
                ));
            }
        }
    }
    if b.siege && side == Side::Government {
        log.push(format!(
            "the garrison leaves {KUMAMOTO_CASTLE} (digest B15)"
        ));
    }
    end_battle(n, log);
    Ok(())
}

/// Rule 7.0(1) recovery and 7.0(2) conscription, done as the reorganisation phase opens.
fn reorganise(n: &mut State, log: &mut Vec<String>) {
    for u in n.units.iter_mut().filter(|u| u.flipped && u.at().is_some()) {
        u.flipped = false;
        log.push(format!("{} recovers to full strength (rule 7.0)", u.id));
    }
    // Digest B11: conscription in both players' phases; a converted samurai does not qualify as the
    // Saigo unit that triggers it, Saigo Takamori does.
    let triggers: Vec<String> = n
        .units
        .iter()
        .filter(|u| matches!(u.kind, Kind::Saigo | Kind::Takamori))
        .filter_map(|u| u.at().map(String::from))
        .collect();
    for u in n.units.iter_mut() {
        if u.kind == Kind::Samurai
            && !u.converted
            && let Some(b) = u.at().map(String::from)
            && triggers.contains(&b)
        {
            u.converted = true;
            log.push(format!(
                "{} joins the Saigo army in {b} (rule 7.0, 9.2)",
                u.id
            ));
        }
    }
    n.reorganised = true;
}

/// Rule 7.0(3): one replacement pair.
fn replace(
    data: &SeinanData,
    n: &mut State,
    a: &ActionCall,
    log: &mut Vec<String>,
) -> Result<(), RuleError> {
    let line = a.params.text("line")?;
    let open = match line.as_str() {
        "open" => true,
        "cut" => false,
        _ => n.line_open(data),
    };
    if !open {
        return Err(forbid(
            "7.0",
            format!("西乡隆盛's line to {KAGOSHIMA} is cut by government units (digest B12)"),
        ));
    }
    let keep = unit_name(data, n, &a.params.text("keep")?, "keep")?;
    let remove = unit_name(data, n, &a.params.text("remove")?, "remove")?;
    if keep == remove {
        return Err(RuleError::input(
            "remove",
            "choose two different pool units",
        ));
    }
    for (id, f) in [(&keep, "keep"), (&remove, "remove")] {
        if n.unit(id).map(|u| &u.place) != Some(&Place::Pool) {
            return Err(RuleError::input(
                f,
                format!("{id} is not in the replacement pool"),
            ));
        }
    }
    let to = n
        .takamori()
        .and_then(|t| t.at())
        .map(String::from)
        .ok_or_else(|| forbid("7.0", "西乡隆盛 is not on the map"))?;
    let u = n.unit_mut(&keep).expect("exists");
    u.place = Place::Map(to.clone());
    u.flipped = false;
    if u.kind == Kind::Samurai {
        u.converted = true; // Digest B13: a samurai returns on its 西乡军 side.
    }
    n.unit_mut(&remove).expect("exists").place = Place::Removed;
    n.replaced += 1;
    log.push(format!(
        "{keep} returns to {to} face-up; {remove} is removed from the game (rule 7.0)"
    ));
    Ok(())
}

fn place_text(p: &Place) -> String {
    match p {
        Place::Map(b) => b.clone(),
        Place::Pool => "the replacement pool".into(),
        Place::Removed => "out of the game".into(),
    }
}

/// Words for the table: what to change to go from `after` back to `before`.
pub fn undo_hints(before: &State, after: &State) -> Vec<String> {
    let mut v = Vec::new();
    for (b, a) in before.units.iter().zip(&after.units) {
        if b.place != a.place {
            v.push(format!(
                "move {} from {} back to {}",
                b.id,
                place_text(&a.place),
                place_text(&b.place)
            ));
        }
        if b.flipped != a.flipped {
            v.push(if b.flipped {
                format!("flip {} back to its reduced side", b.id)
            } else {
                format!("flip {} back to full strength", b.id)
            });
        }
        if b.converted != a.converted {
            v.push(format!("turn {} back to its neutral (中立) side", b.id));
        }
    }
    if before.turn != after.turn || before.player != after.player || before.phase != after.phase {
        v.push(format!(
            "set the track back to turn {}, {} player turn, {}",
            before.turn,
            before.player.name(),
            before.phase.name()
        ));
    }
    if before.march.points != after.march.points {
        v.push(match before.march.points {
            None => "forget the march roll (march points not rolled yet)".into(),
            Some(p) => format!("march points back to {p}"),
        });
    }
    if before.winner.is_none() && after.winner.is_some() {
        v.push("the game is no longer decided".into());
    }
    v
}

pub fn show_text(data: &SeinanData, s: &State) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "西南战争 1877 · turn {} · {} player turn · {}\n",
        s.turn,
        s.player.name(),
        s.phase.name()
    ));
    if let Some(w) = &s.winner {
        out.push_str(&format!(
            "WINNER: {} — {} (rule {})\n",
            w.side.name(),
            w.reason,
            w.rule
        ));
    }
    if let Some(p) = s.march.points {
        out.push_str(&format!("march points: {} of {p} left\n", s.march.left()));
    }
    if let Some(b) = &s.battle {
        out.push_str(&format!(
            "battle at {} round {} ({:?} attack step)\n",
            b.at, b.round, b.step
        ));
    }
    let face = |u: &Unit| -> String {
        let side = match u.kind {
            Kind::Samurai if u.converted => " [西乡军]",
            Kind::Samurai => " [中立]",
            _ => "",
        };
        format!(
            "{}{}{}",
            u.id,
            if u.flipped { " (flipped)" } else { "" },
            side
        )
    };
    for t in &data.towns {
        let here: Vec<String> = s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()))
            .map(face)
            .collect();
        if !here.is_empty() {
            out.push_str(&format!("{}: {}\n", t.id, here.join(", ")));
        }
    }
    let pool: Vec<String> = s.pool().into_iter().map(face).collect();
    out.push_str(&format!(
        "replacement pool ({}): {}\n",
        pool.len(),
        pool.join(", ")
    ));
    let gone: Vec<String> = s
        .units
        .iter()
        .filter(|u| u.place == Place::Removed)
        .map(|u| u.id.clone())
        .collect();
    if !gone.is_empty() {
        out.push_str(&format!("out of the game: {}\n", gone.join(", ")));
    }
    out.push_str(&format!(
        "Kagoshima breakout: {}\n",
        if s.breakout_used { "used" } else { "available" }
    ));
    out
}
