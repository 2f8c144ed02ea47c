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

pub mod combat;
mod input;
pub mod march;
pub mod queries;
pub mod reorganisation;

use super::data::SeinanData;
use super::procedures;
use super::ruling;
use super::state::{HOUSE_RULE, Phase, Side, State, WinReason, Winner};
use crate::core::typed::parse;
use crate::core::{ActionCall, ActionSpec, Applied, DiceSource, Msg, RuleError, TypedAction};
use crate::msg;

pub use combat::{Allocate, Attack, BattleAt, EndCombat, Retreat};
pub use march::{EndMarch, MARCHES_PER_UNIT, March, MarchKind, MarchRoll};
pub use queries::{
    STACK_LIMIT, attack_dice, attacker, breakout_open, evict_destinations, hits_to_allocate,
    over_stacked, replacement_must_continue, retreat_destinations,
};
pub use reorganisation::{EndTurn, Line, RemoveExcess, Replace};

/// Every action of the game, one variant each (issue 20): its name, label, rule, inputs and when it is
/// allowed are matched exhaustively here; the name is only the journal's and the CLI's spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    MarchRoll,
    March,
    EndMarch,
    Battle,
    Attack,
    Allocate,
    Retreat,
    EndCombat,
    Replace,
    RemoveExcess,
    EndTurn,
}

impl Action {
    /// In the order of play (rule 4.0).
    pub const ALL: [Action; 11] = [
        Action::MarchRoll,
        Action::March,
        Action::EndMarch,
        Action::Battle,
        Action::Attack,
        Action::Allocate,
        Action::Retreat,
        Action::EndCombat,
        Action::Replace,
        Action::RemoveExcess,
        Action::EndTurn,
    ];

    /// The stored name (journal, CLI).
    pub fn name(self) -> &'static str {
        match self {
            Action::MarchRoll => MarchRoll::NAME,
            Action::March => March::NAME,
            Action::EndMarch => EndMarch::NAME,
            Action::Battle => BattleAt::NAME,
            Action::Attack => Attack::NAME,
            Action::Allocate => Allocate::NAME,
            Action::Retreat => Retreat::NAME,
            Action::EndCombat => EndCombat::NAME,
            Action::Replace => Replace::NAME,
            Action::RemoveExcess => RemoveExcess::NAME,
            Action::EndTurn => EndTurn::NAME,
        }
    }

    pub fn from_name(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The player-facing name (front ends show its rule number beside it).
    pub fn label(self) -> Msg {
        match self {
            Action::MarchRoll => msg!("seinan-label-march-roll"),
            Action::March => msg!("seinan-label-march"),
            Action::EndMarch => msg!("seinan-label-end-march"),
            Action::Battle => msg!("seinan-label-battle"),
            Action::Attack => msg!("seinan-label-attack"),
            Action::Allocate => msg!("seinan-label-allocate"),
            Action::Retreat => msg!("seinan-label-retreat"),
            Action::EndCombat => msg!("seinan-label-end-combat"),
            Action::Replace => msg!("seinan-label-replace"),
            Action::RemoveExcess => msg!("seinan-label-remove-excess"),
            Action::EndTurn => msg!("seinan-label-end-turn"),
        }
    }

    /// The title in the list of actions (says a little more than the label where it helps).
    fn title(self) -> Msg {
        match self {
            Action::Attack => msg!("seinan-title-attack"),
            Action::Retreat => msg!("seinan-title-retreat"),
            other => other.label(),
        }
    }

    /// The rule the action carries out, as the rulebook numbers it.
    pub fn rule(self) -> &'static str {
        match self {
            Action::MarchRoll | Action::March => "5.0",
            Action::EndMarch | Action::EndTurn => "4.0",
            Action::Battle | Action::EndCombat => "6.1",
            Action::Attack => "6.2",
            Action::Allocate => "6.4",
            Action::Retreat => "6.3",
            Action::Replace => "7.0",
            Action::RemoveExcess => "5.0(6)",
        }
    }

    fn rolls(self) -> bool {
        match self {
            Action::MarchRoll | Action::Attack => true,
            Action::March
            | Action::EndMarch
            | Action::Battle
            | Action::Allocate
            | Action::Retreat
            | Action::EndCombat
            | Action::Replace
            | Action::RemoveExcess
            | Action::EndTurn => false,
        }
    }

    fn keys(self) -> Vec<crate::core::KeySpec> {
        match self {
            Action::MarchRoll => MarchRoll::keys(),
            Action::March => March::keys(),
            Action::EndMarch => EndMarch::keys(),
            Action::Battle => BattleAt::keys(),
            Action::Attack => Attack::keys(),
            Action::Allocate => Allocate::keys(),
            Action::Retreat => Retreat::keys(),
            Action::EndCombat => EndCombat::keys(),
            Action::Replace => Replace::keys(),
            Action::RemoveExcess => RemoveExcess::keys(),
            Action::EndTurn => EndTurn::keys(),
        }
    }
}

pub fn specs() -> Vec<ActionSpec> {
    Action::ALL
        .into_iter()
        .map(|a| ActionSpec {
            name: a.name().into(),
            title: a.title(),
            rule: a.rule().into(),
            keys: a.keys(),
            rolls: a.rolls(),
        })
        .collect()
}

/// Why an action is not allowed now (the "what now" panel greys it out with this); `None` for a name
/// that is no action of this game (`apply` refuses it as unknown).
pub fn blocked(data: &SeinanData, s: &State, name: &str) -> Option<(String, Msg)> {
    blocked_action(data, s, Action::from_name(name)?)
}

/// [`blocked`] for an action: the first of its conditions that fails, with its rule.
pub fn blocked_action(data: &SeinanData, s: &State, a: Action) -> Option<(String, Msg)> {
    if s.winner.is_some() {
        return Some(("8.0".into(), msg!("seinan-no-game-over")));
    }
    let first = |checks: Vec<(bool, &str, Msg)>| {
        checks
            .into_iter()
            .find(|(fails, _, _)| *fails)
            .map(|(_, rule, why)| (rule.to_string(), why))
    };
    let not_march = (s.phase != Phase::March, "4.0", msg!("seinan-no-not-march"));
    let not_combat = (
        s.phase != Phase::Combat,
        "4.0",
        msg!("seinan-no-not-combat"),
    );
    let no_battle = (s.battle.is_none(), "6.1", msg!("seinan-no-battle"));
    let hits_waiting = (
        s.battle.as_ref().is_some_and(|x| x.pending.is_some()),
        "6.4",
        msg!("seinan-no-allocate-first"),
    );
    let battle_going = (s.battle.is_some(), "6.1", msg!("seinan-no-battle-going"));
    match a {
        Action::MarchRoll => first(vec![
            not_march,
            (s.march.points.is_some(), "5.0", msg!("seinan-no-rolled")),
        ]),
        Action::March => first(vec![
            not_march,
            (
                s.march.points.is_none(),
                "5.0",
                msg!("seinan-no-roll-first"),
            ),
            (s.march.left() == 0, "5.0", msg!("seinan-no-points-left")),
        ]),
        Action::EndMarch => first(vec![not_march]),
        Action::Battle => first(vec![
            not_combat,
            battle_going,
            (
                s.battles_left(data).is_empty(),
                "6.1",
                msg!("seinan-no-both-sides"),
            ),
        ]),
        Action::Attack => first(vec![no_battle, hits_waiting]),
        Action::Retreat => first(vec![
            no_battle,
            hits_waiting,
            (
                retreat_destinations(data, s).is_empty(),
                "6.3",
                msg!("seinan-no-retreat-box"),
            ),
        ]),
        Action::Allocate => first(vec![(
            s.battle.as_ref().is_none_or(|x| x.pending.is_none()),
            "6.2",
            msg!("seinan-no-hits"),
        )]),
        Action::EndCombat => first(vec![
            not_combat,
            battle_going,
            (
                !s.battles_left(data).is_empty(),
                "6.1",
                msg!(
                    "seinan-no-fight-all",
                    ruling = Msg::ruling(ruling::FIGHT_ALL)
                ),
            ),
        ]),
        Action::Replace => first(vec![
            (
                s.phase != Phase::Reorganisation || s.player != Side::Saigo,
                "7.0",
                msg!("seinan-no-not-saigo-reorg"),
            ),
            (s.stacking_checked, "7.0", msg!("seinan-no-stacking-begun")),
            (s.pool().len() < 2, "7.0", msg!("seinan-no-pool-small")),
        ]),
        Action::RemoveExcess => first(vec![
            (
                !s.options.stacking,
                "5.0(6)",
                msg!("seinan-no-stacking-rule"),
            ),
            (
                s.phase != Phase::Reorganisation,
                "5.0(6)",
                msg!("seinan-no-not-reorg"),
            ),
            (
                over_stacked(s).is_empty(),
                "5.0(6)",
                msg!("seinan-no-over-limit"),
            ),
            (
                replacement_must_continue(data, s),
                "7.0",
                msg!(
                    "seinan-no-replace-first",
                    ruling = Msg::ruling(ruling::STACKING_AFTER)
                ),
            ),
        ]),
        Action::EndTurn => first(vec![
            (
                s.phase != Phase::Reorganisation,
                "4.0",
                msg!("seinan-no-phases-first"),
            ),
            (
                replacement_must_continue(data, s),
                "7.0",
                msg!(
                    "seinan-no-replace-goes-on",
                    ruling = Msg::ruling(ruling::REPLACEMENT)
                ),
            ),
            (
                s.options.stacking && !over_stacked(s).is_empty(),
                "5.0(6)",
                msg!("seinan-no-stack-first"),
            ),
        ]),
    }
}

pub fn apply(
    data: &SeinanData,
    s: &State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let kind = allowed(data, s, a)?;
    carry_out(data, s.clone(), kind, a, dice)
}

/// [`apply`] on a state given up by the caller (issue 23, linear replay): the action works on it in
/// place, without a copy. On a refusal the state is gone (see `Ruleset::apply_owned`).
pub fn apply_owned(
    data: &SeinanData,
    s: State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let kind = allowed(data, &s, a)?;
    carry_out(data, s, kind, a, dice)
}

/// The action named by `a`, if it is one of the game and allowed now.
fn allowed(data: &SeinanData, s: &State, a: &ActionCall) -> Result<Action, RuleError> {
    let Some(kind) = Action::from_name(&a.name) else {
        return Err(RuleError::UnknownAction {
            name: a.name.clone(),
            valid: Action::ALL
                .iter()
                .map(|x| x.name())
                .collect::<Vec<_>>()
                .join(", "),
        });
    };
    if let Some((rule, why)) = blocked_action(data, s, kind) {
        return Err(if s.winner.is_some() {
            // The game is over: the reason says why.
            RuleError::GameOver(why)
        } else {
            RuleError::forbidden(&rule, why)
        });
    }
    Ok(kind)
}

/// Carries out an allowed action on `n`, the state it starts from.
fn carry_out(
    data: &SeinanData,
    mut n: State,
    kind: Action,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let player = n.player;
    let won_before = n.winner.is_some();
    let mut resolution = None;
    let mut log = Vec::new();
    match kind {
        Action::MarchRoll => {
            let MarchRoll {} = parse(&a.params)?;
            let r = procedures::march(dice)?;
            n.march.points = Some(procedures::march_points(r.rolls[0]));
            log.extend(r.log.iter().cloned());
            resolution = Some(r);
        }
        Action::March => march::march(data, &mut n, &parse(&a.params)?, &mut log)?,
        Action::EndMarch => {
            let EndMarch {} = parse(&a.params)?;
            n.phase = Phase::Combat;
            log.push(msg!("seinan-log-end-march", side = player.say()));
        }
        Action::Battle => combat::battle(data, &mut n, &parse(&a.params)?, &mut log)?,
        Action::Attack => {
            resolution = Some(combat::attack(
                data,
                &mut n,
                &parse(&a.params)?,
                dice,
                &mut log,
            )?)
        }
        Action::Allocate => {
            let Allocate { units } = parse(&a.params)?;
            combat::allocate(data, &mut n, &units, &mut log)?;
        }
        Action::Retreat => combat::retreat(data, &mut n, &parse(&a.params)?, &mut log)?,
        Action::EndCombat => {
            let EndCombat {} = parse(&a.params)?;
            n.check_map_victory();
            n.phase = Phase::Reorganisation;
            log.push(msg!("seinan-log-end-combat", side = player.say()));
            reorganisation::reorganise(&mut n, &mut log);
        }
        Action::Replace => reorganisation::replace(data, &mut n, &parse(&a.params)?, &mut log)?,
        Action::RemoveExcess => {
            reorganisation::remove_excess(&mut n, &parse(&a.params)?, &mut log)?
        }
        Action::EndTurn => {
            let EndTurn {} = parse(&a.params)?;
            end_turn(&mut n, &mut log);
        }
    }
    if let Some(w) = &n.winner
        && !won_before
    {
        log.push(w.say());
    }
    Ok(Applied {
        state: n,
        resolution,
        log,
        reveals_hidden: false,
    })
}

/// Rule 4.0: the player turn passes; after the government's turn a new game turn starts.
fn end_turn(n: &mut State, log: &mut Vec<crate::core::Msg>) {
    let player = n.player;
    log.push(msg!("seinan-log-end-turn", side = player.say()));
    n.march = Default::default();
    n.fought.clear();
    n.battle = None;
    n.reorganised = false;
    n.replaced = 0;
    n.stacking_checked = false;
    n.phase = Phase::March;
    if player == Side::Saigo {
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
