//! Seinan session actions: the sequence of play (rule 4.0) as pure moves over [`State`]. Each action's
//! inputs are a typed struct (kebab-case keys, unknown keys refused) with its key specs beside it, in
//! the file of its rule chapter: `march.rs` (5.0), `combat.rs` (6.0, 9.1), `reorganisation.rs` (7.0,
//! 5.0(6)). [`blocked`] is the one place that says when an action is not allowed; the prompt and
//! `apply` both ask it. The chapter files import only the two leaves `input.rs` (names typed by the
//! players) and `queries.rs` (questions about the position), never each other or this file: no loops.

/// An action without inputs: `{}` and nothing else.
macro_rules! no_inputs {
    ($($t:ident = $name:literal),* $(,)?) => {$(
        #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct $t {}
        impl $crate::core::TypedAction for $t {
            const NAME: &'static str = $name;
            fn keys() -> Vec<$crate::core::KeySpec> {
                Vec::new()
            }
        }
    )*};
}

mod combat;
mod input;
mod march;
mod queries;
mod reorganisation;

use super::data::SeinanData;
use super::procedures;
use super::state::{HOUSE_RULE, Phase, Side, State, Winner};
use crate::core::typed::parse;
use crate::core::{ActionCall, ActionSpec, Applied, DiceSource, RuleError, TypedAction};

pub use combat::{Allocate, Attack, BattleAt, EndCombat, Retreat};
use input::forbid;
pub use march::{EndMarch, March, MarchKind, MarchRoll};
pub use queries::{
    STACK_LIMIT, attack_dice, attacker, breakout_open, evict_destinations, hits_to_allocate,
    over_stacked, replacement_must_continue, retreat_destinations,
};
pub use reorganisation::{EndTurn, Line, RemoveExcess, Replace};

fn spec<T: TypedAction>(title: &str, rule: &str, rolls: bool) -> ActionSpec {
    ActionSpec {
        name: T::NAME.into(),
        title: title.into(),
        rule: rule.into(),
        keys: T::keys(),
        rolls,
    }
}

pub fn specs() -> Vec<ActionSpec> {
    vec![
        spec::<MarchRoll>("Roll march points", "5.0", true),
        spec::<March>("March", "5.0", false),
        spec::<EndMarch>("End the march phase", "4.0", false),
        spec::<BattleAt>("Start a battle", "6.1", false),
        spec::<Attack>("Attack (one die per unit)", "6.2", true),
        spec::<Allocate>("Allocate hits", "6.4", false),
        spec::<Retreat>("Retreat instead of attacking", "6.3", false),
        spec::<EndCombat>("End the combat phase", "6.1", false),
        spec::<Replace>("Replacement pair", "7.0", false),
        spec::<RemoveExcess>("Remove over-stacked units", "5.0(6)", false),
        spec::<EndTurn>("End the player turn", "4.0", false),
    ]
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
        "retreat" if retreat_destinations(data, s).is_empty() => {
            b("6.3", "no adjacent box is free of enemy units")
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
        "replace" if s.stacking_checked => b(
            "7.0",
            "replacement comes before the stacking check, which has begun",
        ),
        "replace" if s.pool().len() < 2 => b("7.0", "the pool needs 2 or more units"),
        "remove-excess" if !s.options.stacking => b("5.0(6)", "the stacking rule is not in use"),
        "remove-excess" if s.phase != Phase::Reorganisation => {
            b("5.0(6)", "checked in the reorganisation phase")
        }
        "remove-excess" if over_stacked(s).is_empty() => b("5.0(6)", "no box is over the limit"),
        "remove-excess" if replacement_must_continue(data, s) => b(
            "7.0",
            "finish replacement first: stacking is checked after it (digest B13, B17)",
        ),
        "end-turn" if s.phase != Phase::Reorganisation => {
            b("4.0", "finish the march and combat phases first")
        }
        "end-turn" if replacement_must_continue(data, s) => b(
            "7.0",
            "once replacement has started it goes on while the pool holds 2 (digest B13)",
        ),
        "end-turn" if s.options.stacking && !over_stacked(s).is_empty() => {
            b("5.0(6)", "remove the units over the stacking limit first")
        }
        _ => None,
    }
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
    let log = &mut out.log;
    match a.name.as_str() {
        MarchRoll::NAME => {
            let MarchRoll {} = parse(&a.params)?;
            let r = procedures::march(dice)?;
            n.march.points = Some(procedures::march_points(r.rolls[0]));
            log.extend(r.log.iter().cloned());
            out.resolution = Some(r);
        }
        March::NAME => march::march(data, &mut n, &parse(&a.params)?, log)?,
        EndMarch::NAME => {
            let EndMarch {} = parse(&a.params)?;
            n.phase = Phase::Combat;
            log.push(format!("{} ends the march phase (rule 4.0)", s.player.name()).into());
        }
        BattleAt::NAME => combat::battle(data, &mut n, &parse(&a.params)?, log)?,
        Attack::NAME => {
            out.resolution = Some(combat::attack(data, &mut n, &parse(&a.params)?, dice, log)?)
        }
        Allocate::NAME => {
            let Allocate { units } = parse(&a.params)?;
            combat::allocate(data, &mut n, &units, log)?;
        }
        Retreat::NAME => combat::retreat(data, &mut n, &parse(&a.params)?, log)?,
        EndCombat::NAME => {
            let EndCombat {} = parse(&a.params)?;
            n.check_map_victory();
            n.phase = Phase::Reorganisation;
            log.push(format!("{} ends the combat phase (rule 4.0)", s.player.name()).into());
            reorganisation::reorganise(&mut n, log);
        }
        Replace::NAME => reorganisation::replace(data, &mut n, &parse(&a.params)?, log)?,
        RemoveExcess::NAME => reorganisation::remove_excess(&mut n, &parse(&a.params)?, log)?,
        EndTurn::NAME => {
            let EndTurn {} = parse(&a.params)?;
            end_turn(s, &mut n, log);
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
        out.log
            .push(format!("{} wins: {} ({})", w.side.name(), w.reason, w.cite()).into());
    }
    out.state = n;
    Ok(out)
}

/// Rule 4.0: the player turn passes; after the government's turn a new game turn starts.
fn end_turn(s: &State, n: &mut State, log: &mut Vec<crate::core::Msg>) {
    log.push(format!("{} ends the player turn (rule 4.0)", s.player.name()).into());
    n.march = Default::default();
    n.fought.clear();
    n.battle = None;
    n.reorganised = false;
    n.replaced = 0;
    n.stacking_checked = false;
    n.phase = Phase::March;
    if s.player == Side::Saigo {
        n.player = Side::Government;
    } else {
        if let Some(limit) = n.options.turn_limit
            && n.turn >= limit
            && n.winner.is_none()
        {
            // House rule for the optional turn limit (digest B16): the rebellion failed. The game
            // ends in the last turn: the turn marker stays on the limit ("turn 1/1", not "2/1").
            n.winner = Some(Winner {
                side: Side::Government,
                reason: format!("the turn limit ({limit}) was reached"),
                rule: HOUSE_RULE.into(),
            });
            return;
        }
        n.player = Side::Saigo;
        n.turn += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::typed::check_keys_match;

    #[test]
    fn every_action_struct_matches_its_key_specs() {
        for r in [
            check_keys_match::<MarchRoll>(),
            check_keys_match::<March>(),
            check_keys_match::<EndMarch>(),
            check_keys_match::<BattleAt>(),
            check_keys_match::<Attack>(),
            check_keys_match::<Allocate>(),
            check_keys_match::<Retreat>(),
            check_keys_match::<EndCombat>(),
            check_keys_match::<Replace>(),
            check_keys_match::<RemoveExcess>(),
            check_keys_match::<EndTurn>(),
        ] {
            r.unwrap();
        }
        assert_eq!(specs().len(), 11);
    }

    #[test]
    fn every_key_is_labelled_in_both_languages() {
        for a in specs() {
            for k in &a.keys {
                let l = k
                    .label
                    .as_ref()
                    .unwrap_or_else(|| panic!("{} {}", a.name, k.name));
                assert!(
                    !l.en.is_empty() && !l.zh.is_empty(),
                    "{} {}",
                    a.name,
                    k.name
                );
                assert_ne!(l.en, k.name, "{}: a label, not the key", a.name);
            }
        }
    }
}
