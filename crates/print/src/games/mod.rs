//! Per-game printed material: one module per game, one line in [`SHEETS`].

pub mod saigoku;
pub mod seinan;
pub mod sekigahara;
pub mod shogun;
pub mod tenka;

use super::content::GameSheets;
use gunbai_rules::games;

/// The registry: one line per game with printed material of its own.
const SHEETS: &[(&str, &dyn GameSheets)] = &[
    (games::saigoku::ID, &saigoku::Saigoku),
    (games::seinan::ID, &seinan::Seinan),
    (games::shogun::ID, &shogun::Shogun),
    (games::sekigahara::ID, &sekigahara::Sekigahara),
    (games::tenka::ID, &tenka::Tenka),
];

/// The printed material of a game, if it has any yet.
pub fn sheets_for(id: &str) -> Option<&'static dyn GameSheets> {
    SHEETS.iter().find(|(i, _)| *i == id).map(|(_, s)| *s)
}
