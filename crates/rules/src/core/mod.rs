//! The pure rules core: dice, odds, inputs, rule references, errors and the ruleset trait.
//!
//! Nothing in `core` or `games` touches the file system, the clock, a global RNG or the GUI; the
//! `purity` test and `clippy.toml`'s `disallowed-methods` keep it that way.

pub mod dice;
pub mod odds;
pub mod params;
pub mod rules;
pub mod ruleset;

pub use dice::{DiceSource, DieRecord, ManualDice, ReplayDice, SeededDice, TableDice, check_face};
pub use odds::{Odds, enumerate_odds};
pub use params::{KeyKind, KeySpec, Params};
pub use rules::{Modifier, Resolution, RuleError, TableCell};
pub use ruleset::{
    ActionCall, ActionSpec, Applied, Game, GameInfo, Loaded, ProcedureSpec, Prompt, PromptAction,
    Ruleset, ScenarioInfo, Setup, Status,
};
