//! Rule 5.0, the march phase: the march roll and the three march actions.

use serde::Deserialize;

use super::input::{town, unit_name};
use crate::core::{KeySpec, Msg, RuleError, Sep, TypedAction};
use crate::games::seinan::data::{HONSHU, SeinanData};
use crate::games::seinan::ruling;
use crate::games::seinan::state::{Place, Side, State};
use crate::msg;

no_inputs!(MarchRoll = "march-roll", EndMarch = "end-march");

/// Rule 5.0 (Gunbai's ruling 1): the march actions one unit may take part in during a player turn.
pub const MARCHES_PER_UNIT: u8 = 2;

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
            .say_label(msg!("seinan-key-kind"))
            .say_help(msg!("seinan-help-kind")),
            KeySpec::list("units", "the units marching")
                .say_label(msg!("seinan-key-units"))
                .say_help(msg!("seinan-help-units")),
            KeySpec::list("to", "destination box (action b: both boxes in order)")
                .say_label(msg!("seinan-key-to"))
                .say_help(msg!("seinan-help-to")),
        ]
    }
}

/// Rules 5.0 and 10.1 (optional): the units marching together are the phasing player's, stand in
/// one box (`from`) and may still march.
fn units_may_march(
    n: &State,
    units: &[String],
    from: Option<&str>,
    kind: MarchKind,
) -> Result<(), RuleError> {
    for id in units {
        let u = n.unit(id).expect("exists");
        if u.side() != Some(n.player) {
            return Err(RuleError::forbidden(
                "5.0",
                msg!("seinan-err-not-phasing", unit = id, side = n.player.say()),
            ));
        }
        if u.at() != from || from.is_none() {
            return Err(RuleError::forbidden(
                "5.0",
                msg!(
                    "seinan-err-same-box",
                    ruling = Msg::ruling(ruling::SAME_BOX)
                ),
            ));
        }
        if n.march.stopped.contains(id) {
            return Err(RuleError::forbidden(
                "5.0",
                msg!("seinan-err-stopped", unit = id),
            ));
        }
        if n.march.used.get(id).copied().unwrap_or(0) >= MARCHES_PER_UNIT {
            return Err(RuleError::forbidden(
                "5.0",
                msg!(
                    "seinan-err-marched-out",
                    unit = id,
                    n = MARCHES_PER_UNIT,
                    ruling = Msg::ruling(ruling::MARCH_TWICE)
                ),
            ));
        }
    }
    if kind == MarchKind::A && units.len() == 2 && n.options.command_rule {
        // Optional rule 10.1: two detachments may not move together for 1 MP.
        if !units
            .iter()
            .any(|id| n.unit(id).map(|u| u.main_body).unwrap_or(false))
        {
            return Err(RuleError::forbidden("10.1", msg!("seinan-err-detachments")));
        }
    }
    Ok(())
}

/// The whole path first (rule 2.4: only along roads, never 本州 for the Saigo side; 5.0(3): obstacle
/// routes need action c).
fn path_ok(
    data: &SeinanData,
    player: Side,
    start: &str,
    path: &[String],
    kind: MarchKind,
) -> Result<(), RuleError> {
    // Rule 2.4: only along roads; 5.0(3): obstacle routes need action c.
    let mut at = start.to_string();
    for next in path {
        let road = data.road(&at, next).ok_or_else(|| {
            RuleError::forbidden("2.4", msg!("seinan-err-no-road", from = &at, to = next))
        })?;
        if road && kind != MarchKind::C {
            return Err(RuleError::forbidden(
                "5.0",
                msg!("seinan-err-obstacle", from = &at, to = next),
            ));
        }
        if player == Side::Saigo && next == HONSHU {
            return Err(RuleError::forbidden(
                "2.4",
                msg!("seinan-err-honshu", place = HONSHU),
            ));
        }
        at = next.clone();
    }
    Ok(())
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
            msg!(
                "seinan-err-march-units",
                kind = k,
                max = max_units,
                n = units.len()
            ),
        ));
    }
    if path.len() != steps {
        return Err(RuleError::input(
            "to",
            msg!(
                "seinan-err-march-boxes",
                kind = k,
                steps = steps,
                n = path.len()
            ),
        ));
    }
    if units.len() == 2 && units[0] == units[1] {
        return Err(RuleError::input("units", msg!("seinan-err-same-unit")));
    }
    let from = n.unit(&units[0]).and_then(|u| u.at()).map(String::from);
    units_may_march(n, &units, from.as_deref(), kind)?;
    let start = from.expect("checked");
    path_ok(data, n.player, &start, &path, kind)?;
    // Then the move: rule 5.0(5) stops it in the first box that holds enemy units.
    let mut at = start;
    let mut visited = Vec::new();
    for (i, next) in path.iter().enumerate() {
        at = next.clone();
        visited.push(at.clone());
        if n.has(&at, n.player.other()) {
            if i + 1 < path.len() {
                log.push(msg!("seinan-log-stopped-early", place = &at));
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
        log.push(msg!(
            "seinan-log-march",
            unit = id,
            from = from_box,
            path = Msg::join(visited.iter().map(|v| Msg::plain(v.clone())), Sep::Arrow),
            kind = k
        ));
    }
    if enemy {
        log.push(msg!("seinan-log-enemy-stop", place = &at));
    }
    n.march.spent += 1;
    Ok(())
}
