//! Rule 3.0, the set-up, with the optional rules chosen at the start (10.1 command, 5.0(6) stacking,
//! the house turn limit of digest B16).
//!
//! Decision on 3.0(2) 任意: the government lines read "place: N units (names)" (①久留米：1 单位…), and
//! the Saigo lines put 任意 where the place stands, so 任意 means the Saigo player places these units
//! where he likes, not which units. Each battalion (and 西乡隆盛) may be placed on its own with
//! `saigo-placement`; the two group boxes are the quick choice, and 鹿儿岛 stays the default (digest
//! B1). Free placement still keeps the rules: never in 本州 (2.4(4)), never in a box where government
//! units set up (3.0(1): 熊本城, 久留米, 本州 — a start inside the enemy is not a set-up), and not in both
//! 波多 and 小仓 (that would meet 8.0(1) before anyone moved).

use std::collections::BTreeMap;

use serde::Deserialize;

use super::actions::STACK_LIMIT;
use super::data::{HAKATA, HONSHU, KOKURA, Kind, SeinanData};
use super::ruling;
use super::state::{Options, Phase, Place, Side, State, Unit};
use crate::core::{Candidate, KeySpec, Msg, RuleError, Setup};
use crate::msg;

pub fn options() -> Vec<KeySpec> {
    vec![
        KeySpec::bool(
            "command-rule",
            "optional rule 10.1: the command system (main body / detachment)",
        )
        .say_label(msg!("seinan-key-command-rule"))
        .say_help(msg!("seinan-help-command-rule")),
        KeySpec::bool(
            "stacking",
            "suggested stacking limit of 10 units per side per box (rule 5.0(6)); ruling: no limit in 本州, where eliminated government units gather",
        )
        .say_label(msg!("seinan-key-stacking", limit = STACK_LIMIT))
        .say_help(msg!(
            "seinan-help-stacking",
            limit = STACK_LIMIT,
            ruling = Msg::ruling(ruling::HONSHU_NO_LIMIT)
        )),
        KeySpec::int(
            "turn-limit",
            0,
            99,
            "house rule: the government wins after this turn (0 = no limit)",
        )
        .default(0)
        .say_label(msg!("seinan-key-turn-limit"))
        .say_help(msg!("seinan-help-turn-limit")),
        KeySpec::text(
            "saigo-group1-box",
            "box of Saigo group ① (6番大队, 7番大队; the rules leave it to the player: 鹿儿岛 if empty)",
        )
        .optional()
        .say_label(msg!("seinan-key-group1"))
        .say_help(msg!("seinan-help-group1")),
        KeySpec::text(
            "saigo-box",
            "box of the other Saigo units and 西乡隆盛 (鹿儿岛 if empty)",
        )
        .optional()
        .say_label(msg!("seinan-key-group2"))
        .say_help(msg!("seinan-help-group2")),
        KeySpec::list(
            "saigo-placement",
            "place single Saigo units, unit=box (overrides the group boxes; rule 3.0(2) 任意)",
        )
        .say_label(msg!("seinan-key-placement"))
        .say_help(msg!("seinan-help-placement")),
    ]
}

/// The options as read after `Setup::checked_options` (absent keys take the spec's default).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
struct SetupOptions {
    command_rule: bool,
    stacking: bool,
    turn_limit: u32,
    saigo_group1_box: Option<String>,
    saigo_box: Option<String>,
    saigo_placement: Vec<String>,
}

/// Boxes a Saigo unit may start in (see the module's decision on 3.0(2)).
pub fn saigo_start_boxes(data: &SeinanData) -> Vec<String> {
    data.towns
        .iter()
        .map(|t| t.id.clone())
        .filter(|t| allowed_start(data, t).is_ok())
        .collect()
}

fn allowed_start(data: &SeinanData, b: &str) -> Result<(), (&'static str, Msg)> {
    if b == HONSHU {
        return Err(("2.4", msg!("seinan-err-setup-honshu", place = HONSHU)));
    }
    if data
        .units
        .iter()
        .any(|u| u.kind == Kind::Government && u.setup == b)
    {
        return Err(("3.0", msg!("seinan-err-setup-government", place = b)));
    }
    Ok(())
}

fn start_box(data: &SeinanData, key: &str, name: &str) -> Result<String, RuleError> {
    let b = data
        .town(name)
        .map(String::from)
        .ok_or_else(|| RuleError::input(key, msg!("seinan-err-setup-no-box", name = name)))?;
    // The reason names the box and the rule; the option's key stays out of what a player reads.
    allowed_start(data, &b).map_err(|(rule, why)| RuleError::forbidden(rule, why))?;
    Ok(b)
}

/// Candidates for the set-up options that name boxes.
pub fn candidates(data: &SeinanData, key: &str) -> Vec<Candidate> {
    match key {
        "saigo-group1-box" | "saigo-box" => saigo_start_boxes(data)
            .into_iter()
            .map(Candidate::new)
            .collect(),
        _ => Vec::new(),
    }
}

pub fn setup(data: &SeinanData, setup: &Setup) -> Result<State, RuleError> {
    let checked = setup.checked_options(&options())?;
    let o: SetupOptions = serde_json::from_value(serde_json::Value::Object(
        checked.into_iter().collect(),
    ))
    .map_err(|e| {
        RuleError::input(
            "options",
            msg!("seinan-err-setup-options", text = e.to_string()),
        )
    })?;
    if let Some(s) = &setup.scenario
        && s != "1877"
    {
        return Err(RuleError::input(
            "scenario",
            msg!("seinan-err-scenario", text = s),
        ));
    }
    if setup.players != 0 && setup.players != 2 {
        return Err(RuleError::input(
            "players",
            msg!("seinan-err-players", n = setup.players),
        ));
    }
    let group1 = match &o.saigo_group1_box {
        Some(b) => Some(start_box(data, "saigo-group1-box", b)?),
        None => None,
    };
    let group2 = match &o.saigo_box {
        Some(b) => Some(start_box(data, "saigo-box", b)?),
        None => None,
    };
    let mut single: BTreeMap<String, String> = BTreeMap::new();
    for p in &o.saigo_placement {
        let (u, b) = p.split_once('=').ok_or_else(|| {
            RuleError::input("saigo-placement", msg!("seinan-err-unit-box", text = p))
        })?;
        let u = u.trim();
        let spec = data.units.iter().find(|x| x.id == u).ok_or_else(|| {
            RuleError::input("saigo-placement", msg!("seinan-err-no-unit", name = u))
        })?;
        if !matches!(spec.kind, Kind::Saigo | Kind::Takamori) {
            return Err(RuleError::input(
                "saigo-placement",
                msg!("seinan-err-setup-not-saigo", unit = u),
            ));
        }
        let b = start_box(data, "saigo-placement", b)?;
        if single.insert(u.to_string(), b).is_some() {
            return Err(RuleError::input(
                "saigo-placement",
                msg!("seinan-err-placed-twice", unit = u),
            ));
        }
    }
    let units: Vec<Unit> = data
        .units
        .iter()
        .map(|u| {
            let mut at = u.setup.clone();
            if matches!(u.kind, Kind::Saigo | Kind::Takamori) {
                let chosen = if u.group.as_deref() == Some("1") {
                    &group1
                } else {
                    &group2
                };
                if let Some(b) = single.get(&u.id).or(chosen.as_ref()) {
                    at = b.clone();
                }
            }
            Unit {
                id: u.id.clone(),
                kind: u.kind,
                main_body: u.main_body,
                place: Place::Map(at),
                flipped: false,
                converted: false,
            }
        })
        .collect();
    let state = State {
        turn: 1,
        player: Side::Saigo,
        phase: Phase::March,
        units,
        march: Default::default(),
        battle: None,
        fought: vec![],
        breakout_used: false,
        reorganised: false,
        replaced: 0,
        stacking_checked: false,
        options: Options {
            command_rule: o.command_rule,
            stacking: o.stacking,
            turn_limit: Some(o.turn_limit).filter(|t| *t > 0),
        },
        winner: None,
    };
    // Rule 8.0(1): a set-up that holds both 波多 and 小仓 would be won before the first march.
    if state.has(HAKATA, Side::Saigo) && state.has(KOKURA, Side::Saigo) {
        return Err(RuleError::forbidden(
            "8.0",
            msg!("seinan-err-setup-wins", first = HAKATA, second = KOKURA),
        ));
    }
    Ok(state)
}
