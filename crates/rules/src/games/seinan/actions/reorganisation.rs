//! Rule 7.0, the reorganisation phase: recovery and conscription (done as the phase opens),
//! replacement, then the suggested stacking check of rule 5.0(6) (digest B17), then the end of the
//! player turn.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::input::unit_name;
use super::queries::{STACK_LIMIT, over_stacked};
use crate::core::{KeySpec, Msg, RuleError, TypedAction};
use crate::games::seinan::data::{KAGOSHIMA, Kind, SeinanData};
use crate::games::seinan::ruling;
use crate::games::seinan::state::{Place, State};
use crate::msg;

no_inputs!(EndTurn = "end-turn");

/// Whether Saigo Takamori's line to 鹿儿岛 is open (rule 7.0(3)): traced on the map, or as the players
/// see it on their own board (the shipped roads are placeholders).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    Auto,
    Open,
    Cut,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Replace {
    pub keep: String,
    pub remove: String,
    pub line: Line,
}

impl TypedAction for Replace {
    const NAME: &'static str = "replace";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("keep", "pool unit placed with 西乡隆盛")
                .say_label(msg!("seinan-key-keep"))
                .say_help(msg!("seinan-help-keep")),
            KeySpec::text("remove", "pool unit removed from the game")
                .say_label(msg!("seinan-key-remove"))
                .say_help(msg!("seinan-help-remove")),
            KeySpec::choice(
                "line",
                &["auto", "open", "cut"],
                "Saigo's line to 鹿儿岛 (auto = trace it on the map)",
            )
            .default("auto")
            .say_label(msg!("seinan-key-line"))
            .say_help(msg!("seinan-help-line")),
        ]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RemoveExcess {
    pub units: Vec<String>,
}

impl TypedAction for RemoveExcess {
    const NAME: &'static str = "remove-excess";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::list("units", "units the opposing player removes")
                .say_label(msg!("seinan-key-remove-units"))
                .say_help(msg!("seinan-help-remove-units")),
        ]
    }
}

/// Rule 7.0(1) recovery and 7.0(2) conscription, done as the reorganisation phase opens.
pub(super) fn reorganise(n: &mut State, log: &mut Vec<crate::core::Msg>) {
    for u in n.units.iter_mut().filter(|u| u.flipped && u.at().is_some()) {
        u.flipped = false;
        log.push(msg!("seinan-log-recovers", unit = &u.id));
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
            log.push(msg!("seinan-log-joins", unit = &u.id, place = b));
        }
    }
    n.reorganised = true;
}

/// Rule 7.0(3): one replacement pair.
pub(super) fn replace(
    data: &SeinanData,
    n: &mut State,
    a: &Replace,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let open = match a.line {
        Line::Open => true,
        Line::Cut => false,
        Line::Auto => n.line_open(data),
    };
    if !open {
        return Err(RuleError::forbidden(
            "7.0",
            msg!(
                "seinan-err-line-cut",
                place = KAGOSHIMA,
                ruling = Msg::ruling(ruling::LINE)
            ),
        ));
    }
    let keep = unit_name(n, &a.keep, "keep")?;
    let remove = unit_name(n, &a.remove, "remove")?;
    if keep == remove {
        return Err(RuleError::input("remove", msg!("seinan-err-two-different")));
    }
    for (id, f) in [(&keep, "keep"), (&remove, "remove")] {
        if n.unit(id).map(|u| &u.place) != Some(&Place::Pool) {
            return Err(RuleError::input(
                f,
                msg!("seinan-err-not-in-pool", unit = id),
            ));
        }
    }
    let to = n
        .takamori()
        .and_then(|t| t.at())
        .map(String::from)
        .ok_or_else(|| RuleError::forbidden("7.0", msg!("seinan-err-takamori-off-map")))?;
    let u = n.unit_mut(&keep).expect("exists");
    u.place = Place::Map(to.clone());
    u.flipped = false;
    if u.kind == Kind::Samurai {
        u.converted = true; // Digest B13: a samurai returns on its 西乡军 side.
    }
    n.unit_mut(&remove).expect("exists").place = Place::Removed;
    n.replaced += 1;
    log.push(msg!(
        "seinan-log-replaced",
        unit = keep,
        place = to,
        removed = remove
    ));
    Ok(())
}

/// Rule 5.0(6)②: the opposing player removes the units over the limit, and only those: each removal
/// is counted against its box as it happens. The check comes after replacement (rule 7.0 order,
/// digest B17), so it closes replacement for this phase.
pub(super) fn remove_excess(
    n: &mut State,
    a: &RemoveExcess,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    if a.units.is_empty() {
        return Err(RuleError::input("units", msg!("seinan-err-name-removals")));
    }
    let mut removed: BTreeMap<String, usize> = BTreeMap::new();
    for name in &a.units {
        let id = unit_name(n, name, "units")?;
        let over = over_stacked(n);
        let u = n.unit(&id).expect("exists");
        if u.kind == Kind::Takamori {
            return Err(RuleError::forbidden(
                "5.0(6)",
                msg!(
                    "seinan-err-takamori-stacking",
                    ruling = Msg::ruling(ruling::STACKING_AFTER)
                ),
            ));
        }
        let Some(at) = u.at().map(String::from) else {
            return Err(RuleError::input(
                "units",
                msg!("seinan-err-not-on-map", unit = &id),
            ));
        };
        if u.side() != Some(n.player) {
            return Err(RuleError::forbidden(
                "5.0(6)",
                msg!("seinan-err-not-phasing-side", unit = &id),
            ));
        }
        if !over.iter().any(|(b, _)| *b == at) {
            let done = removed.get(&at).copied().unwrap_or(0);
            return Err(RuleError::forbidden(
                "5.0(6)",
                if done > 0 {
                    msg!(
                        "seinan-err-down-to-limit",
                        place = &at,
                        limit = STACK_LIMIT,
                        done = done
                    )
                } else {
                    msg!("seinan-err-not-over", place = &at, limit = STACK_LIMIT)
                },
            ));
        }
        let line = n.eliminate_by(&id, "5.0(6)");
        *removed.entry(at).or_default() += 1;
        log.push(msg!("seinan-log-stacking", line = line));
    }
    n.stacking_checked = true;
    Ok(())
}
