//! Reading a typed name from the players: units and boxes, with errors that name the key.

use crate::core::RuleError;
use crate::games::seinan::data::SeinanData;
use crate::games::seinan::state::State;

pub(crate) fn forbid(rule: &str, reason: impl Into<crate::core::Msg>) -> RuleError {
    RuleError::forbidden(rule, reason)
}

pub(crate) fn unit_name(s: &State, name: &str, field: &str) -> Result<String, RuleError> {
    s.unit(name.trim())
        .map(|u| u.id.clone())
        .ok_or_else(|| RuleError::input(field, format!("no unit named {name}")))
}

pub(crate) fn town(data: &SeinanData, name: &str, field: &str) -> Result<String, RuleError> {
    data.town(name).map(String::from).ok_or_else(|| {
        RuleError::input(
            field,
            format!(
                "unknown box {name}; boxes: {}",
                data.towns
                    .iter()
                    .map(|t| t.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    })
}
