//! Rule references, modifiers, resolutions and the typed rule errors.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::msg::Msg;

/// One modifier applied to a roll, with the rule that grants it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifier {
    /// Rule number as the rulebook prints it, e.g. `"19-3"` or `"6.2"`.
    pub rule: String,
    pub label: Msg,
    pub value: i32,
}

impl Modifier {
    pub fn new(rule: impl Into<String>, label: impl Into<Msg>, value: i32) -> Self {
        Self {
            rule: rule.into(),
            label: label.into(),
            value,
        }
    }
}

/// The table cell a resolution looked up, so the GUI can highlight it and the placeholder badge can
/// open the editor at that cell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCell {
    /// Table id, as in `tables/<game>/<file>.toml` (`"crt"`, `"siege"`…).
    pub table: String,
    pub row: String,
    pub column: String,
    pub value: String,
    /// True when the table is a shipped placeholder the players have not replaced.
    pub placeholder: bool,
}

/// Everything one procedure did: dice, modifiers, the table cell, the result and its log lines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Resolution {
    pub game: String,
    pub procedure: String,
    /// Raw die faces in the order they were consumed.
    pub rolls: Vec<u8>,
    pub modifiers: Vec<Modifier>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub modified_roll: Option<i32>,
    pub result: Map<String, Value>,
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub cells: Vec<TableCell>,
    /// Names of the placeholder tables this resolution used (empty when all data was real).
    pub placeholders: Vec<String>,
    /// Rules applied, in order (for the log and for tests that check rule coverage).
    pub rules: Vec<String>,
    pub log: Vec<Msg>,
}

impl Resolution {
    pub fn new(game: &str, procedure: &str) -> Self {
        Self {
            game: game.into(),
            procedure: procedure.into(),
            ..Default::default()
        }
    }
    pub fn set(&mut self, key: &str, value: impl Into<Value>) -> &mut Self {
        self.result.insert(key.into(), value.into());
        self
    }
    pub fn modifier(&mut self, rule: &str, label: impl Into<Msg>, value: i32) -> &mut Self {
        self.modifiers.push(Modifier::new(rule, label, value));
        self
    }
    pub fn modifier_total(&self) -> i32 {
        self.modifiers.iter().map(|m| m.value).sum()
    }
    pub fn rule(&mut self, rule: &str) -> &mut Self {
        if !self.rules.iter().any(|r| r == rule) {
            self.rules.push(rule.into());
        }
        self
    }
    pub fn log(&mut self, line: impl Into<Msg>) -> &mut Self {
        self.log.push(line.into());
        self
    }
    pub fn cell(&mut self, cell: TableCell) -> &mut Self {
        if cell.placeholder && !self.placeholders.contains(&cell.table) {
            self.placeholders.push(cell.table.clone());
        }
        self.cells.push(cell);
        self
    }
    /// A short, stable text of the result used to group outcomes in the odds (`hits=2`).
    pub fn outcome_key(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        for (k, v) in &self.result {
            let v = match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            parts.push(format!("{k}={v}"));
        }
        parts.join(", ")
    }
}

/// Why the core refused an input or an action. The CLI prints these as `error: <text>`; the GUI shows
/// them beside the action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A key is missing or its value is out of range. `field` is the kebab-case key.
    #[error("{field}: {message}")]
    Input { field: String, message: Msg },
    /// The action is well formed but a rule forbids it now.
    #[error("not allowed by rule {rule}: {reason}")]
    Forbidden { rule: String, reason: Msg },
    #[error("unknown procedure '{name}'; valid: {valid}")]
    UnknownProcedure { name: String, valid: String },
    #[error("unknown action '{name}'; valid: {valid}")]
    UnknownAction { name: String, valid: String },
    #[error("dice: {0}")]
    Dice(Msg),
    /// The game is over; nothing more can be done but undo.
    #[error("the game is over: {0}")]
    GameOver(Msg),
    #[error("table data: {0}")]
    Data(String),
    /// A fault inside a ruleset (it panicked) stopped the action (issue 23, hardening): the session
    /// refuses the action as for any other refusal, and nothing is recorded.
    #[error(
        "an error inside Gunbai's rules stopped this action: nothing was recorded and the table stands as before"
    )]
    Fault,
}

impl RuleError {
    /// Bad input: the one helper every game uses to refuse a missing or out-of-range key, or a
    /// damaged snapshot field, naming the field (kebab-case, as the player typed it).
    pub fn input(field: &str, message: impl Into<Msg>) -> Self {
        RuleError::Input {
            field: field.into(),
            message: message.into(),
        }
    }
    /// A refused action: the one helper every game uses to name the rule that forbids it now.
    pub fn forbidden(rule: &str, reason: impl Into<Msg>) -> Self {
        RuleError::Forbidden {
            rule: rule.into(),
            reason: reason.into(),
        }
    }
    /// The refusal as a player reads it: the key named by its label (`keys`: the specs of the action,
    /// procedure or set-up form the input came from), the rule by its number.
    pub fn msg(&self, keys: &[super::params::KeySpec]) -> Msg {
        match self {
            RuleError::Input { field, message } => crate::msg!(
                "core-error-input",
                field = super::words::key_label(keys, field),
                message = message.clone()
            ),
            RuleError::Forbidden { rule, reason } => crate::msg!(
                "core-error-forbidden",
                rule = Msg::rule(rule.clone()),
                reason = reason.clone()
            ),
            RuleError::UnknownProcedure { name, valid } => {
                crate::msg!("core-error-unknown-procedure", name = name, valid = valid)
            }
            RuleError::UnknownAction { name, valid } => {
                crate::msg!("core-error-unknown-action", name = name, valid = valid)
            }
            RuleError::Dice(m) => crate::msg!("core-error-dice", message = m.clone()),
            RuleError::GameOver(m) => crate::msg!("core-error-game-over", reason = m.clone()),
            RuleError::Data(m) => crate::msg!("core-error-data", message = m),
            RuleError::Fault => crate::msg!("core-error-fault"),
        }
    }
    /// The rule number that forbids an action, for the GUI's hover text.
    pub fn rule(&self) -> Option<&str> {
        match self {
            RuleError::Forbidden { rule, .. } => Some(rule),
            _ => None,
        }
    }
}
