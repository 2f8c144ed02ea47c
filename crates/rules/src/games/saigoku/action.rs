//! 西国之雄's actions as one type (issue 20): every place that decides by action — the guard
//! (`guards::blocked`), the moves (`actions::apply`), the labels, the key specs, the action view —
//! matches [`Action`] exhaustively, so a new action cannot be forgotten in one of them. Names are
//! strings only at the edge (CLI, journal: `ActionCall::name`, the constants of `names.rs`).

use super::inputs::*;
use crate::core::typed::TypedAction;
use crate::core::{KeySpec, Msg, RuleError};
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Advance,
    OuchiActivation,
    Activate,
    SupplyCheck,
    Move,
    Siege,
    LiftSiege,
    SiegeCheck,
    Assault,
    Surrender,
    Skirmish,
    TakeDamage,
    Counterattack,
    Pursue,
    EndCombat,
    Battle,
    BattleRound,
    BattleEnd,
    BattleRetreat,
    Rally,
    Replace,
    Reorganise,
    OpenCastle,
    Miyanoo,
    Release,
    Relocate,
    Adjust,
}

impl Action {
    /// Every action, in the order the action list shows them.
    pub const ALL: [Action; 27] = [
        Action::Advance,
        Action::OuchiActivation,
        Action::Activate,
        Action::SupplyCheck,
        Action::Move,
        Action::Siege,
        Action::LiftSiege,
        Action::SiegeCheck,
        Action::Assault,
        Action::Surrender,
        Action::Skirmish,
        Action::TakeDamage,
        Action::Counterattack,
        Action::Pursue,
        Action::EndCombat,
        Action::Battle,
        Action::BattleRound,
        Action::BattleEnd,
        Action::BattleRetreat,
        Action::Rally,
        Action::Replace,
        Action::Reorganise,
        Action::OpenCastle,
        Action::Miyanoo,
        Action::Release,
        Action::Relocate,
        Action::Adjust,
    ];

    /// The name typed at the edge (`session act FILE NAME`) and kept in the journal.
    pub const fn name(self) -> &'static str {
        match self {
            Action::Advance => "advance",
            Action::OuchiActivation => "ouchi-activation",
            Action::Activate => "activate",
            Action::SupplyCheck => "supply-check",
            Action::Move => "move",
            Action::Siege => "siege",
            Action::LiftSiege => "lift-siege",
            Action::SiegeCheck => "siege-check",
            Action::Assault => "assault",
            Action::Surrender => "surrender",
            Action::Skirmish => "skirmish",
            Action::TakeDamage => "take-damage",
            Action::Counterattack => "counterattack",
            Action::Pursue => "pursue",
            Action::EndCombat => "end-combat",
            Action::Battle => "battle",
            Action::BattleRound => "battle-round",
            Action::BattleEnd => "battle-end",
            Action::BattleRetreat => "battle-retreat",
            Action::Rally => "rally",
            Action::Replace => "replace",
            Action::Reorganise => "reorganise",
            Action::OpenCastle => "open-castle",
            Action::Miyanoo => "miyanoo",
            Action::Release => "release",
            Action::Relocate => "relocate",
            Action::Adjust => "adjust",
        }
    }

    pub fn from_name(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The action of a name typed or journaled, or an error naming the valid ones.
    pub fn parse(name: &str) -> Result<Action, RuleError> {
        Action::from_name(name).ok_or_else(|| RuleError::UnknownAction {
            name: name.into(),
            valid: Action::ALL.map(Action::name).join(", "),
        })
    }

    /// The action's name as a player reads it.
    pub fn label(self) -> Msg {
        match self {
            Action::Advance => msg!("saigoku-action-advance"),
            Action::OuchiActivation => msg!("saigoku-action-ouchi-activation"),
            Action::Activate => msg!("saigoku-action-activate"),
            Action::SupplyCheck => msg!("saigoku-action-supply-check"),
            Action::Move => msg!("saigoku-action-move"),
            Action::Siege => msg!("saigoku-action-siege"),
            Action::LiftSiege => msg!("saigoku-action-lift-siege"),
            Action::SiegeCheck => msg!("saigoku-action-siege-check"),
            Action::Assault => msg!("saigoku-action-assault"),
            Action::Surrender => msg!("saigoku-action-surrender"),
            Action::Skirmish => msg!("saigoku-action-skirmish"),
            Action::TakeDamage => msg!("saigoku-action-take-damage"),
            Action::Counterattack => msg!("saigoku-action-counterattack"),
            Action::Pursue => msg!("saigoku-action-pursue"),
            Action::EndCombat => msg!("saigoku-action-end-combat"),
            Action::Battle => msg!("saigoku-action-battle"),
            Action::BattleRound => msg!("saigoku-action-battle-round"),
            Action::BattleEnd => msg!("saigoku-action-battle-end"),
            Action::BattleRetreat => msg!("saigoku-action-battle-retreat"),
            Action::Rally => msg!("saigoku-action-rally"),
            Action::Replace => msg!("saigoku-action-replace"),
            Action::Reorganise => msg!("saigoku-action-reorganise"),
            Action::OpenCastle => msg!("saigoku-action-open-castle"),
            Action::Miyanoo => msg!("saigoku-action-miyanoo"),
            Action::Release => msg!("saigoku-action-release"),
            Action::Relocate => msg!("saigoku-action-relocate"),
            Action::Adjust => msg!("saigoku-action-adjust"),
        }
    }

    /// The rules the action follows, as the rulebook numbers them.
    pub fn rule(self) -> &'static str {
        match self {
            Action::Advance => "4-1, 29.0",
            Action::OuchiActivation => "36.7 (1)",
            Action::Activate => "36.7 (2)",
            Action::SupplyCheck => "11-3-1, 11-4-1",
            Action::Move => "15, 16",
            Action::Siege => "18-1",
            Action::LiftSiege => "18-3-1",
            Action::SiegeCheck => "18-2",
            Action::Assault => "19",
            Action::Surrender => "20",
            Action::Skirmish => "23",
            Action::TakeDamage => "23-3, 23-4",
            Action::Counterattack => "23-6",
            Action::Pursue => "23-5",
            Action::EndCombat => "23",
            Action::Battle => "24-1",
            Action::BattleRound => "24-2",
            Action::BattleEnd => "24-2-5",
            Action::BattleRetreat => "24-3",
            Action::Rally => "26",
            Action::Replace => "14",
            Action::Reorganise => "13",
            Action::OpenCastle => "20-4",
            Action::Miyanoo => "35.6 (2)",
            Action::Release => "34.7 (2)",
            Action::Relocate => "20-3-2",
            Action::Adjust => "18-2-1 (3)",
        }
    }

    /// True when the action rolls the dice.
    pub fn rolls(self) -> bool {
        match self {
            Action::OuchiActivation
            | Action::SiegeCheck
            | Action::Assault
            | Action::Surrender
            | Action::Skirmish
            | Action::Counterattack
            | Action::BattleRound
            | Action::BattleRetreat
            | Action::Rally
            | Action::Replace => true,
            Action::Advance
            | Action::Activate
            | Action::SupplyCheck
            | Action::Move
            | Action::Siege
            | Action::LiftSiege
            | Action::TakeDamage
            | Action::Pursue
            | Action::EndCombat
            | Action::Battle
            | Action::BattleEnd
            | Action::Reorganise
            | Action::OpenCastle
            | Action::Miyanoo
            | Action::Release
            | Action::Relocate
            | Action::Adjust => false,
        }
    }

    /// The inputs the action takes (from its typed struct in `inputs.rs`).
    pub fn keys(self) -> Vec<KeySpec> {
        match self {
            Action::Advance => Advance::keys(),
            Action::OuchiActivation => OuchiActivation::keys(),
            Action::Activate => Activate::keys(),
            Action::SupplyCheck => SupplyCheck::keys(),
            Action::Move => Move::keys(),
            Action::Siege => Siege::keys(),
            Action::LiftSiege => LiftSiege::keys(),
            Action::SiegeCheck => SiegeCheck::keys(),
            Action::Assault => Assault::keys(),
            Action::Surrender => Surrender::keys(),
            Action::Skirmish => Skirmish::keys(),
            Action::TakeDamage => TakeDamage::keys(),
            Action::Counterattack => Counterattack::keys(),
            Action::Pursue => Pursue::keys(),
            Action::EndCombat => EndCombat::keys(),
            Action::Battle => Battle::keys(),
            Action::BattleRound => BattleRound::keys(),
            Action::BattleEnd => BattleEnd::keys(),
            Action::BattleRetreat => BattleRetreat::keys(),
            Action::Rally => Rally::keys(),
            Action::Replace => Replace::keys(),
            Action::Reorganise => Reorganise::keys(),
            Action::OpenCastle => OpenCastle::keys(),
            Action::Miyanoo => Miyanoo::keys(),
            Action::Release => Release::keys(),
            Action::Relocate => Relocate::keys(),
            Action::Adjust => Adjust::keys(),
        }
    }

    /// The placeholder tables a result of this action may have been shaped by (issue 10, item 12):
    /// `(counters, castle levels)` — the counters' strength, field modifier, rank and action rating,
    /// and the castle list's levels.
    pub fn reads_placeholders(self) -> (bool, bool) {
        match self {
            Action::Siege | Action::Assault => (true, true),
            Action::Skirmish
            | Action::Counterattack
            | Action::BattleRound
            | Action::Surrender
            | Action::Rally
            | Action::Move => (true, false),
            Action::SiegeCheck => (false, true),
            Action::Advance
            | Action::OuchiActivation
            | Action::Activate
            | Action::SupplyCheck
            | Action::LiftSiege
            | Action::TakeDamage
            | Action::Pursue
            | Action::EndCombat
            | Action::Battle
            | Action::BattleEnd
            | Action::BattleRetreat
            | Action::Replace
            | Action::Reorganise
            | Action::OpenCastle
            | Action::Miyanoo
            | Action::Release
            | Action::Relocate
            | Action::Adjust => (false, false),
        }
    }
}
