//! Tenka's actions as one type (issue 20): every place that decides by action — the guard, the
//! moves, the labels, the key specs — matches [`Action`] exhaustively, so a new action cannot be
//! forgotten in one of them. Names are strings only at the edge (CLI, journal: `ActionCall::name`).

use super::actions::{
    Ally, AttackChips, AttackTargets, ChooseStart, DefenceChips, DrawChoice, Fight, FightRevealed,
    Redeploy,
};
use crate::core::typed::TypedAction;
use crate::core::{KeySpec, Msg};
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    ChooseStart,
    Ally,
    NoWar,
    AttackChips,
    AttackTargets,
    DefenceChips,
    DefencePlaced,
    Fight,
    FightRevealed,
    Roll,
    DrawChoice,
    Redeploy,
}

impl Action {
    /// Every action, in the order the prompt lists them.
    pub const ALL: [Action; 12] = [
        Action::ChooseStart,
        Action::Ally,
        Action::NoWar,
        Action::AttackChips,
        Action::AttackTargets,
        Action::DefenceChips,
        Action::DefencePlaced,
        Action::Fight,
        Action::FightRevealed,
        Action::Roll,
        Action::DrawChoice,
        Action::Redeploy,
    ];

    /// The name typed at the edge and kept in the journal.
    pub fn name(self) -> &'static str {
        match self {
            Action::ChooseStart => "choose-start",
            Action::Ally => "ally",
            Action::NoWar => "no-war",
            Action::AttackChips => "attack-chips",
            Action::AttackTargets => "attack-targets",
            Action::DefenceChips => "defence-chips",
            Action::DefencePlaced => "defence-placed",
            Action::Fight => "fight",
            Action::FightRevealed => "fight-revealed",
            Action::Roll => "roll",
            Action::DrawChoice => "draw-choice",
            Action::Redeploy => "redeploy",
        }
    }

    pub fn from_name(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The action's name as a player reads it.
    pub fn label(self) -> Msg {
        match self {
            Action::ChooseStart => msg!("tenka-action-choose-start"),
            Action::Ally => msg!("tenka-action-ally"),
            Action::NoWar => msg!("tenka-action-no-war"),
            Action::AttackChips => msg!("tenka-action-attack-chips"),
            Action::AttackTargets => msg!("tenka-action-attack-targets"),
            Action::DefenceChips => msg!("tenka-action-defence-chips"),
            Action::DefencePlaced => msg!("tenka-action-defence-placed"),
            Action::Fight => msg!("tenka-action-fight"),
            Action::FightRevealed => msg!("tenka-action-fight-revealed"),
            Action::Roll => msg!("tenka-action-roll"),
            Action::DrawChoice => msg!("tenka-action-draw-choice"),
            Action::Redeploy => msg!("tenka-action-redeploy"),
        }
    }

    /// The rule the action follows, as the rule sheet numbers it.
    pub fn rule(self) -> &'static str {
        match self {
            Action::ChooseStart => "3-1",
            Action::Ally => "4",
            Action::NoWar
            | Action::AttackChips
            | Action::AttackTargets
            | Action::DefenceChips
            | Action::DefencePlaced
            | Action::Fight
            | Action::FightRevealed
            | Action::Roll
            | Action::DrawChoice
            | Action::Redeploy => "3-2",
        }
    }

    /// The inputs the action takes.
    pub fn keys(self) -> Vec<KeySpec> {
        match self {
            Action::ChooseStart => ChooseStart::keys(),
            Action::Ally => Ally::keys(),
            Action::AttackChips => AttackChips::keys(),
            Action::AttackTargets => AttackTargets::keys(),
            Action::DefenceChips => DefenceChips::keys(),
            Action::Fight => Fight::keys(),
            Action::FightRevealed => FightRevealed::keys(),
            Action::DrawChoice => DrawChoice::keys(),
            Action::Redeploy => Redeploy::keys(),
            Action::NoWar | Action::DefencePlaced | Action::Roll => vec![],
        }
    }

    /// True when the action rolls the dice (rule 3-2: the war's two dice).
    pub fn rolls(self) -> bool {
        match self {
            Action::Roll | Action::FightRevealed => true,
            Action::ChooseStart
            | Action::Ally
            | Action::NoWar
            | Action::AttackChips
            | Action::AttackTargets
            | Action::DefenceChips
            | Action::DefencePlaced
            | Action::Fight
            | Action::DrawChoice
            | Action::Redeploy => false,
        }
    }

    /// True for the actions of app-held chips, false for those of real chips, `None` for both.
    pub fn app_chips(self) -> Option<bool> {
        match self {
            Action::AttackChips | Action::DefenceChips | Action::Fight | Action::Roll => Some(true),
            Action::AttackTargets | Action::DefencePlaced | Action::FightRevealed => Some(false),
            Action::ChooseStart
            | Action::Ally
            | Action::NoWar
            | Action::DrawChoice
            | Action::Redeploy => None,
        }
    }
}
