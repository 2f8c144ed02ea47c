//! Reading a typed name from the players: units and boxes, with errors that name the key.

use crate::core::{Msg, RuleError};
use crate::games::seinan::data::SeinanData;
use crate::games::seinan::state::State;
use crate::msg;

pub(crate) fn unit_name(s: &State, name: &str, field: &str) -> Result<String, RuleError> {
    s.unit(name.trim())
        .map(|u| u.id.clone())
        .ok_or_else(|| RuleError::input(field, msg!("seinan-err-no-unit", name = name)))
}

pub(crate) fn town(data: &SeinanData, name: &str, field: &str) -> Result<String, RuleError> {
    data.town(name).map(String::from).ok_or_else(|| {
        RuleError::input(
            field,
            msg!(
                "seinan-err-no-box",
                name = name,
                boxes = Msg::join(
                    data.towns.iter().map(|t| Msg::plain(t.id.clone())),
                    crate::core::Sep::Comma
                )
            ),
        )
    })
}
