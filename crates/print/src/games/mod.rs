//! Per-game printed material: one module per game, one line in [`sheets_for`].

pub mod saigoku;
pub mod seinan;

use super::content::GameSheets;

/// The printed material of a game, if it has any yet.
pub fn sheets_for(id: &str) -> Option<&'static dyn GameSheets> {
    match id {
        "saigoku" => Some(&saigoku::Saigoku),
        "seinan" => Some(&seinan::Seinan),
        _ => None,
    }
}
