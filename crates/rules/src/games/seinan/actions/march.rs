//! Rule 5.0, the march phase: the march roll and the three march actions.

use serde::Deserialize;

use super::input::{forbid, town, unit_name};
use crate::core::{KeySpec, RuleError, TypedAction};
use crate::games::seinan::data::{HONSHU, SeinanData};
use crate::games::seinan::state::{Place, Side, State};

no_inputs!(MarchRoll = "march-roll", EndMarch = "end-march");

/// The three march actions of rule 5.0(2)–(3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MarchKind {
    /// 1–2 units from one box to an adjacent box.
    A,
    /// 1 unit two boxes along normal roads.
    B,
    /// 1 unit one box, the only way over an obstacle route.
    C,
}

impl MarchKind {
    pub fn id(self) -> &'static str {
        match self {
            MarchKind::A => "a",
            MarchKind::B => "b",
            MarchKind::C => "c",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct March {
    pub kind: MarchKind,
    pub units: Vec<String>,
    pub to: Vec<String>,
}

impl TypedAction for March {
    const NAME: &'static str = "march";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::choice(
                "kind",
                &["a", "b", "c"],
                "a: 1–2 units one box; b: 1 unit two boxes; c: 1 unit over an obstacle route",
            )
            .label("March action", "行军行动"),
            KeySpec::list("units", "the unit(s) marching").label("Units", "单位"),
            KeySpec::list("to", "destination box (action b: both boxes in order)").label(
                "To (box, or two boxes for b)",
                "目的地（行动 b 为两个格子）",
            ),
        ]
    }
}

/// Rule 5.0: one march action for 1 MP. The whole path is checked before anything moves (a second
/// step along a road that does not exist is refused even when the first step stops at enemy units).
pub(super) fn march(
    data: &SeinanData,
    n: &mut State,
    a: &March,
    log: &mut Vec<crate::core::Msg>,
) -> Result<(), RuleError> {
    let kind = a.kind;
    let path: Vec<String> =
        a.to.iter()
            .map(|t| town(data, t, "to"))
            .collect::<Result<_, _>>()?;
    let units: Vec<String> = a
        .units
        .iter()
        .map(|u| unit_name(n, u, "units"))
        .collect::<Result<_, _>>()?;
    let (max_units, steps) = match kind {
        MarchKind::A => (2, 1),
        MarchKind::B => (1, 2),
        MarchKind::C => (1, 1),
    };
    let k = kind.id();
    if units.is_empty() || units.len() > max_units {
        return Err(RuleError::input(
            "units",
            format!(
                "action {k} moves 1..={max_units} unit(s), got {}",
                units.len()
            ),
        ));
    }
    if path.len() != steps {
        return Err(RuleError::input(
            "to",
            format!("action {k} needs {steps} box(es), got {}", path.len()),
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
    if kind == MarchKind::A && units.len() == 2 && n.options.command_rule {
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
    let start = from.expect("checked");
    // The whole path first (rule 2.4: only along roads; 5.0(3): obstacle routes need action c).
    let mut at = start.clone();
    for next in &path {
        let road = data
            .road(&at, next)
            .ok_or_else(|| forbid("2.4", format!("no road from {at} to {next} on the map")))?;
        if road && kind != MarchKind::C {
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
    }
    // Then the move: rule 5.0(5) stops it in the first box that holds enemy units.
    let mut at = start;
    let mut visited = Vec::new();
    for (i, next) in path.iter().enumerate() {
        at = next.clone();
        visited.push(at.clone());
        if n.has(&at, n.player.other()) {
            if i + 1 < path.len() {
                log.push(
                    format!("stopped at {at}: enemy units (rule 5.0); the second step is lost")
                        .into(),
                );
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
        log.push(
            format!(
                "{id}: {from_box} → {} (march {k}, rule 5.0)",
                visited.join(" → ")
            )
            .into(),
        );
    }
    if enemy {
        log.push(format!("enemy units in {at}: the marching units stop (rule 5.0)").into());
    }
    n.march.spent += 1;
    Ok(())
}
