//! The action names of 西国之雄 as the edge spells them (the CLI's `session act NAME`, the journal's
//! `name`, the prompt's buttons): each is [`Action::name`], written once in `action.rs`.

use super::action::Action;

pub const ADVANCE: &str = Action::Advance.name();
pub const OUCHI_ACTIVATION: &str = Action::OuchiActivation.name();
pub const ACTIVATE: &str = Action::Activate.name();
pub const SUPPLY_CHECK: &str = Action::SupplyCheck.name();
pub const MOVE: &str = Action::Move.name();
pub const SIEGE: &str = Action::Siege.name();
pub const LIFT_SIEGE: &str = Action::LiftSiege.name();
pub const SIEGE_CHECK: &str = Action::SiegeCheck.name();
pub const ASSAULT: &str = Action::Assault.name();
pub const SURRENDER: &str = Action::Surrender.name();
pub const SKIRMISH: &str = Action::Skirmish.name();
pub const TAKE_DAMAGE: &str = Action::TakeDamage.name();
pub const COUNTERATTACK: &str = Action::Counterattack.name();
pub const PURSUE: &str = Action::Pursue.name();
pub const END_COMBAT: &str = Action::EndCombat.name();
pub const BATTLE: &str = Action::Battle.name();
pub const BATTLE_ROUND: &str = Action::BattleRound.name();
pub const BATTLE_END: &str = Action::BattleEnd.name();
pub const BATTLE_RETREAT: &str = Action::BattleRetreat.name();
pub const RALLY: &str = Action::Rally.name();
pub const REPLACE: &str = Action::Replace.name();
pub const REORGANISE: &str = Action::Reorganise.name();
pub const OPEN_CASTLE: &str = Action::OpenCastle.name();
pub const MIYANOO: &str = Action::Miyanoo.name();
pub const RELEASE: &str = Action::Release.name();
pub const RELOCATE: &str = Action::Relocate.name();
pub const ADJUST: &str = Action::Adjust.name();
