//! Shogun's session actions as one type (issue 20). [`state::Act`](super::state::Act) already names the
//! ten action *cards* on the player boards; a [`Command`] is a step the table takes through the app
//! (deal, plan, reveal, carry out a card, winter…). Every place that decides by action — the guard,
//! `apply`, the labels, the key specs, the kind of chance — matches [`Command`] exhaustively, so a new
//! action cannot be forgotten in one of them. Names are strings only at the edge (CLI, journal:
//! `ActionCall::name`).

use super::input::*;
use super::state::Act;
use crate::core::typed::TypedAction;
use crate::core::{ActionSpec, Chance, KeySpec, Msg};
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    DraftDeal,
    Draft,
    PrimeTower,
    Deal,
    Plan,
    TurnAction,
    Reveal,
    TakeSeat,
    Build,
    Collect,
    Recruit,
    War,
    Skip,
    Winter,
    WinterDraw,
    WinterRevolt,
    ScoreYear,
    Calibrate,
}

impl Command {
    /// Every action, in the order the help lists them.
    pub const ALL: [Command; 18] = [
        Command::DraftDeal,
        Command::Draft,
        Command::PrimeTower,
        Command::Deal,
        Command::Plan,
        Command::TurnAction,
        Command::Reveal,
        Command::TakeSeat,
        Command::Build,
        Command::Collect,
        Command::Recruit,
        Command::War,
        Command::Skip,
        Command::Winter,
        Command::WinterDraw,
        Command::WinterRevolt,
        Command::ScoreYear,
        Command::Calibrate,
    ];

    /// The name typed at the edge and kept in the journal.
    pub fn name(self) -> &'static str {
        match self {
            Command::DraftDeal => DraftDeal::NAME,
            Command::Draft => DraftTake::NAME,
            Command::PrimeTower => PrimeTower::NAME,
            Command::Deal => Deal::NAME,
            Command::Plan => PlanIn::NAME,
            Command::TurnAction => TurnAction::NAME,
            Command::Reveal => Reveal::NAME,
            Command::TakeSeat => TakeSeat::NAME,
            Command::Build => Build::NAME,
            Command::Collect => Collect::NAME,
            Command::Recruit => Recruit::NAME,
            Command::War => War::NAME,
            Command::Skip => Skip::NAME,
            Command::Winter => Winter::NAME,
            Command::WinterDraw => WinterDraw::NAME,
            Command::WinterRevolt => WinterRevolt::NAME,
            Command::ScoreYear => ScoreYear::NAME,
            Command::Calibrate => Calibrate::NAME,
        }
    }

    pub fn from_name(name: &str) -> Option<Command> {
        Command::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The action's name as a player reads it (its button).
    pub fn label(self) -> Msg {
        match self {
            Command::DraftDeal => msg!("shogun-action-draft-deal"),
            Command::Draft => msg!("shogun-action-draft"),
            Command::PrimeTower => msg!("shogun-action-prime-tower"),
            Command::Deal => msg!("shogun-action-deal"),
            Command::Plan => msg!("shogun-action-plan"),
            Command::TurnAction => msg!("shogun-action-turn-action"),
            Command::Reveal => msg!("shogun-action-reveal"),
            Command::TakeSeat => msg!("shogun-action-take-seat"),
            Command::Build => msg!("shogun-action-build"),
            Command::Collect => msg!("shogun-action-collect"),
            Command::Recruit => msg!("shogun-action-recruit"),
            Command::War => msg!("shogun-action-war"),
            Command::Skip => msg!("shogun-action-skip"),
            Command::Winter => msg!("shogun-action-winter"),
            Command::WinterDraw => msg!("shogun-action-winter-draw"),
            Command::WinterRevolt => msg!("shogun-action-winter-revolt"),
            Command::ScoreYear => msg!("shogun-action-score-year"),
            Command::Calibrate => msg!("shogun-action-calibrate"),
        }
    }

    /// The rule the action follows, in the seed rulebook's numbering (Gunbai's ruling 1 for the tower
    /// model's calibration, filed under rule 5, the tower).
    pub fn rule(self) -> &'static str {
        match self {
            Command::DraftDeal => "1.(3)",
            Command::Draft => "1.(4)",
            Command::PrimeTower => "1.(5)",
            Command::Deal => "2.(1)",
            Command::Plan => "2.(3)",
            Command::Reveal => "2.(4)",
            Command::TakeSeat => "2.(5)",
            Command::TurnAction
            | Command::Build
            | Command::Collect
            | Command::Recruit
            | Command::War
            | Command::Skip => "2.(6)",
            Command::Winter => "3.(1)",
            Command::WinterDraw => "3.(2)",
            Command::WinterRevolt => "5.(3)B",
            Command::ScoreYear => "3.(3)",
            Command::Calibrate => "5",
        }
    }

    /// The inputs the action takes, as the typed struct reads them.
    pub fn raw_keys(self) -> Vec<KeySpec> {
        match self {
            Command::DraftDeal => DraftDeal::keys(),
            Command::Draft => DraftTake::keys(),
            Command::PrimeTower => PrimeTower::keys(),
            Command::Deal => Deal::keys(),
            Command::Plan => PlanIn::keys(),
            Command::TurnAction => TurnAction::keys(),
            Command::Reveal => Reveal::keys(),
            Command::TakeSeat => TakeSeat::keys(),
            Command::Build => Build::keys(),
            Command::Collect => Collect::keys(),
            Command::Recruit => Recruit::keys(),
            Command::War => War::keys(),
            Command::Skip => Skip::keys(),
            Command::Winter => Winter::keys(),
            Command::WinterDraw => WinterDraw::keys(),
            Command::WinterRevolt => WinterRevolt::keys(),
            Command::ScoreYear => ScoreYear::keys(),
            Command::Calibrate => Calibrate::keys(),
        }
    }

    /// The inputs with their labels and help from the catalogue.
    pub fn keys(self) -> Vec<KeySpec> {
        self.raw_keys()
            .into_iter()
            .map(|k| say_key(self, k))
            .collect()
    }

    /// What the app draws for the action: the tower's throw, a card, or a deal (rules 3.9, 5.1, 5.4, 6
    /// A9: Shogun has no dice).
    pub fn chance(self) -> Chance {
        match self {
            Command::PrimeTower | Command::War | Command::WinterRevolt => Chance::Tower,
            Command::Reveal | Command::WinterDraw => Chance::Card,
            Command::DraftDeal
            | Command::Draft
            | Command::Deal
            | Command::Plan
            | Command::TurnAction
            | Command::TakeSeat
            | Command::Build
            | Command::Collect
            | Command::Recruit
            | Command::Skip
            | Command::Winter
            | Command::ScoreYear
            | Command::Calibrate => Chance::Deal,
        }
    }

    /// True when the app may draw for the action (the tower, a deck or a deal; never a die).
    pub fn rolls(self) -> bool {
        match self {
            Command::DraftDeal
            | Command::Draft
            | Command::PrimeTower
            | Command::Deal
            | Command::Reveal
            | Command::Collect
            | Command::War
            | Command::WinterDraw
            | Command::WinterRevolt => true,
            Command::Plan
            | Command::TurnAction
            | Command::TakeSeat
            | Command::Build
            | Command::Recruit
            | Command::Skip
            | Command::Winter
            | Command::ScoreYear
            | Command::Calibrate => false,
        }
    }

    /// The action that carries out an action card (rule 2.(6)).
    pub fn for_card(act: Act) -> Command {
        match act {
            Act::Castle | Act::Temple | Act::Theatre => Command::Build,
            Act::Rice | Act::Tax => Command::Collect,
            Act::Recruit5 | Act::Recruit3 | Act::Recruit1 => Command::Recruit,
            Act::WarA | Act::WarB => Command::War,
        }
    }

    /// The action's spec for the front ends.
    pub fn spec(self) -> ActionSpec {
        ActionSpec {
            name: self.name().into(),
            title: self.label(),
            rule: self.rule().into(),
            keys: self.keys(),
            rolls: self.rolls(),
        }
    }
}

/// Every action's spec, in [`Command::ALL`]'s order.
pub fn specs() -> Vec<ActionSpec> {
    Command::ALL.into_iter().map(Command::spec).collect()
}

/// The action's name as a player reads it; a name that is no action of this game is shown as typed.
pub fn label(name: &str) -> Msg {
    Command::from_name(name)
        .map(Command::label)
        .unwrap_or_else(|| Msg::plain(name))
}
