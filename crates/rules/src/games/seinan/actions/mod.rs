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
use super::ruling;
use super::state::{HOUSE_RULE, Phase, Side, State, WinReason, Winner};
use crate::core::typed::parse;
use crate::core::{ActionCall, ActionSpec, Applied, DiceSource, Msg, RuleError, TypedAction};
use crate::msg;

pub use combat::{Allocate, Attack, BattleAt, EndCombat, Retreat};
use input::forbid;
pub use march::{EndMarch, MARCHES_PER_UNIT, March, MarchKind, MarchRoll};
pub use queries::{
    STACK_LIMIT, attack_dice, attacker, breakout_open, evict_destinations, hits_to_allocate,
    over_stacked, replacement_must_continue, retreat_destinations,
};
pub use reorganisation::{EndTurn, Line, RemoveExcess, Replace};

fn spec<T: TypedAction>(title: Msg, rule: &str, rolls: bool) -> ActionSpec {
    ActionSpec {
        name: T::NAME.into(),
        title,
        rule: rule.into(),
        keys: T::keys(),
        rolls,
    }
}

pub fn specs() -> Vec<ActionSpec> {
    vec![
        spec::<MarchRoll>(msg!("seinan-label-march-roll"), "5.0", true),
        spec::<March>(msg!("seinan-label-march"), "5.0", false),
        spec::<EndMarch>(msg!("seinan-label-end-march"), "4.0", false),
        spec::<BattleAt>(msg!("seinan-label-battle"), "6.1", false),
        spec::<Attack>(msg!("seinan-title-attack"), "6.2", true),
        spec::<Allocate>(msg!("seinan-label-allocate"), "6.4", false),
        spec::<Retreat>(msg!("seinan-title-retreat"), "6.3", false),
        spec::<EndCombat>(msg!("seinan-label-end-combat"), "6.1", false),
        spec::<Replace>(msg!("seinan-label-replace"), "7.0", false),
        spec::<RemoveExcess>(msg!("seinan-label-remove-excess"), "5.0(6)", false),
        spec::<EndTurn>(msg!("seinan-label-end-turn"), "4.0", false),
    ]
}

/// Why an action is not allowed now (the "what now" panel greys it out with this).
pub fn blocked(data: &SeinanData, s: &State, name: &str) -> Option<(String, Msg)> {
    let b = |rule: &str, why: Msg| Some((rule.to_string(), why));
    if s.winner.is_some() {
        return b("8.0", msg!("seinan-no-game-over"));
    }
    match name {
        "march-roll" if s.phase != Phase::March => b("4.0", msg!("seinan-no-not-march")),
        "march-roll" if s.march.points.is_some() => b("5.0", msg!("seinan-no-rolled")),
        "march" if s.phase != Phase::March => b("4.0", msg!("seinan-no-not-march")),
        "march" if s.march.points.is_none() => b("5.0", msg!("seinan-no-roll-first")),
        "march" if s.march.left() == 0 => b("5.0", msg!("seinan-no-points-left")),
        "end-march" if s.phase != Phase::March => b("4.0", msg!("seinan-no-not-march")),
        "battle" if s.phase != Phase::Combat => b("4.0", msg!("seinan-no-not-combat")),
        "battle" if s.battle.is_some() => b("6.1", msg!("seinan-no-battle-going")),
        "battle" if s.battles_left(data).is_empty() => b("6.1", msg!("seinan-no-both-sides")),
        "attack" | "retreat" if s.battle.is_none() => b("6.1", msg!("seinan-no-battle")),
        "attack" | "retreat" if s.battle.as_ref().is_some_and(|x| x.pending.is_some()) => {
            b("6.4", msg!("seinan-no-allocate-first"))
        }
        "retreat" if retreat_destinations(data, s).is_empty() => {
            b("6.3", msg!("seinan-no-retreat-box"))
        }
        "allocate" if s.battle.as_ref().is_none_or(|x| x.pending.is_none()) => {
            b("6.2", msg!("seinan-no-hits"))
        }
        "end-combat" if s.phase != Phase::Combat => b("4.0", msg!("seinan-no-not-combat")),
        "end-combat" if s.battle.is_some() => b("6.1", msg!("seinan-no-battle-going")),
        "end-combat" if !s.battles_left(data).is_empty() => b(
            "6.1",
            msg!(
                "seinan-no-fight-all",
                ruling = Msg::ruling(ruling::FIGHT_ALL)
            ),
        ),
        "replace" if s.phase != Phase::Reorganisation || s.player != Side::Saigo => {
            b("7.0", msg!("seinan-no-not-saigo-reorg"))
        }
        "replace" if s.stacking_checked => b("7.0", msg!("seinan-no-stacking-begun")),
        "replace" if s.pool().len() < 2 => b("7.0", msg!("seinan-no-pool-small")),
        "remove-excess" if !s.options.stacking => b("5.0(6)", msg!("seinan-no-stacking-rule")),
        "remove-excess" if s.phase != Phase::Reorganisation => {
            b("5.0(6)", msg!("seinan-no-not-reorg"))
        }
        "remove-excess" if over_stacked(s).is_empty() => b("5.0(6)", msg!("seinan-no-over-limit")),
        "remove-excess" if replacement_must_continue(data, s) => b(
            "7.0",
            msg!(
                "seinan-no-replace-first",
                ruling = Msg::ruling(ruling::STACKING_AFTER)
            ),
        ),
        "end-turn" if s.phase != Phase::Reorganisation => b("4.0", msg!("seinan-no-phases-first")),
        "end-turn" if replacement_must_continue(data, s) => b(
            "7.0",
            msg!(
                "seinan-no-replace-goes-on",
                ruling = Msg::ruling(ruling::REPLACEMENT)
            ),
        ),
        "end-turn" if s.options.stacking && !over_stacked(s).is_empty() => {
            b("5.0(6)", msg!("seinan-no-stack-first"))
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
            // The game is over: the reason says why.
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
            log.push(msg!("seinan-log-end-march", side = s.player.say()));
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
            log.push(msg!("seinan-log-end-combat", side = s.player.say()));
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
        out.log.push(w.say());
    }
    out.state = n;
    Ok(out)
}

/// Rule 4.0: the player turn passes; after the government's turn a new game turn starts.
fn end_turn(s: &State, n: &mut State, log: &mut Vec<crate::core::Msg>) {
    log.push(msg!("seinan-log-end-turn", side = s.player.say()));
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
            // House rule for the optional turn limit (Gunbai's ruling 9, digest B16): the rebellion failed. The game
            // ends in the last turn: the turn marker stays on the limit ("turn 1/1", not "2/1").
            n.winner = Some(Winner {
                side: Side::Government,
                reason: WinReason::TurnLimit(limit),
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
    fn every_key_is_labelled_and_helped_from_the_catalogue() {
        for a in specs() {
            for k in &a.keys {
                let l = k
                    .said_label
                    .as_ref()
                    .unwrap_or_else(|| panic!("{} {}", a.name, k.name));
                assert!(
                    l.id().is_some(),
                    "{} {}: a catalogue message",
                    a.name,
                    k.name
                );
                assert!(
                    k.said_help.as_ref().and_then(Msg::id).is_some(),
                    "{}",
                    k.name
                );
                for lang in crate::core::Lang::ALL {
                    assert!(!l.render(lang).is_empty(), "{} {}", a.name, k.name);
                }
                assert_ne!(l.en(), k.name, "{}: a label, not the key", a.name);
            }
        }
    }
}
