//! The pure rules core: dice, odds, inputs, rule references, errors and the ruleset trait.
//!
//! Nothing in `core` or `games` touches the file system, the clock, a global RNG or the GUI; the
//! `purity` test and `clippy.toml`'s `disallowed-methods` keep it that way.

pub mod canonical;
pub mod commit;
pub mod dice;
pub mod ftl_spans;
pub mod fuzz;
pub mod help;
pub mod index;
pub mod msg;
pub mod odds;
pub mod params;
pub mod play;
pub mod rules;
pub mod ruleset;
pub mod shared;
pub mod sheets;
pub mod text;
pub mod typed;
pub mod view;
pub mod words;

pub use dice::{DiceSource, DieRecord, ManualDice, ReplayDice, SeededDice, TableDice, check_face};
pub use help::{ActionHelp, KeyHelp, asked_keys, describe_action, describe_prompt};
pub use msg::{Arg, Msg, Sep, catalogue};
pub use odds::{Odds, enumerate_odds, enumerate_odds_text};
pub use params::{KeyKind, KeySpec, Params};
pub use rules::{Modifier, Resolution, RuleError, TableCell};
pub use ruleset::{
    ActionCall, ActionSpec, Applied, Candidate, Chance, DieNote, Game, GameInfo, Loaded,
    ProcedureSpec, Prompt, PromptAction, Ruleset, ScenarioInfo, Setup, Status, TableWords,
};
pub use sheets::{CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Sheets};
pub use text::Lang;
pub use typed::{NoInputs, TypedAction};
pub use view::{Link, LinkStyle, Piece, Place, Row, Section, View};
