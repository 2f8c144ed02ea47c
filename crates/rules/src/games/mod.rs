//! The rulesets, one folder each. Adding a game = a folder here + `tables/<id>/` + one line in
//! [`REGISTRY`].

use std::sync::Arc;

pub mod saigoku;
pub mod sekigahara;

use crate::core::Game;
use crate::tables::{TableError, TableFiles};

/// Every game id, in the order the home screen shows them (implemented or not).
pub const ALL_IDS: [&str; 5] = ["saigoku", "shogun", "sekigahara", "seinan", "tenka"];

/// Games announced but not in this build yet: id, title in the original script, English title. A game
/// leaves this list when its [`REGISTRY`] line is added.
pub const COMING: &[(&str, &str, &str)] = &[];

/// The title of a game that is not in this build (original script, English).
pub fn coming_title(id: &str) -> (&'static str, &'static str) {
    COMING
        .iter()
        .find(|(i, _, _)| *i == id)
        .map(|(_, t, e)| (*t, *e))
        .unwrap_or(("?", "?"))
}

/// A registered ruleset: its id, its embedded table files and how to load it.
pub struct Entry {
    pub id: &'static str,
    pub tables: &'static [(&'static str, &'static str)],
    /// The game's words in 中文, English and 日本語 (`locales/<lang>/<id>.ftl`).
    pub words: crate::core::msg::Words,
    pub load: fn(TableFiles) -> Result<Arc<dyn Game>, TableError>,
}

pub mod seinan;
pub mod shogun;
pub mod tenka;

pub const REGISTRY: &[Entry] = &[
    Entry {
        id: tenka::ID,
        tables: tenka::TABLES,
        words: tenka::WORDS,
        load: tenka::load,
    },
    Entry {
        id: seinan::ID,
        tables: seinan::TABLES,
        words: seinan::WORDS,
        load: seinan::load,
    },
    Entry {
        id: shogun::ID,
        tables: shogun::TABLES,
        words: shogun::WORDS,
        load: shogun::load,
    },
    Entry {
        id: saigoku::ID,
        tables: saigoku::TABLES,
        words: saigoku::WORDS,
        load: saigoku::load,
    },
    Entry {
        id: sekigahara::ID,
        tables: sekigahara::TABLES,
        words: sekigahara::WORDS,
        load: sekigahara::load,
    },
];

impl Entry {
    /// Loads the game from `files`: the one validation used both to play and by `tables check` and the
    /// table editor. An error names the file the players must open (their own copy when they have one)
    /// with line:column.
    pub fn load_files(&self, files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
        (self.load)(files.clone()).map_err(|e| files.locate(e))
    }
}

pub fn entry(id: &str) -> Option<&'static Entry> {
    REGISTRY.iter().find(|e| e.id == id)
}

/// Ids of the games that have a ruleset in this build.
pub fn implemented() -> Vec<&'static str> {
    REGISTRY.iter().map(|e| e.id).collect()
}

/// Loads a game from its embedded tables only (pure; used by tests and as the base for overrides).
pub fn load_embedded(id: &str) -> Result<Arc<dyn Game>, String> {
    let e = entry(id).ok_or_else(|| unknown_game(id))?;
    e.load_files(TableFiles::embedded(e.id, e.tables))
        .map_err(|e| e.to_string())
}

pub fn unknown_game(id: &str) -> String {
    format!("unknown game '{id}'; valid: {}", implemented().join(", "))
}

/// Each game's own random player, where it has one (issue 23, [`crate::core::play::Player`]).
pub fn random_player(id: &str) -> Option<crate::core::play::Player> {
    match id {
        shogun::ID => Some(shogun::player::player),
        tenka::ID => Some(tenka::player::player),
        _ => None,
    }
}

/// Each game's own invariants (issue 23, `<game>/invariants.rs`): what must hold in every state its rules
/// reach, beyond `check_state`. Checked after every step of random play; empty when all hold.
pub fn invariants(game: &dyn Game, state: &crate::core::ruleset::AnyState) -> Vec<String> {
    let found = match game.id() {
        tenka::ID => state.downcast_ref().map(tenka::invariants::check),
        seinan::ID => state.downcast_ref().map(seinan::invariants::check),
        shogun::ID => state.downcast_ref().map(shogun::invariants::check),
        saigoku::ID => state.downcast_ref().map(saigoku::invariants::check),
        sekigahara::ID => state.downcast_ref().map(sekigahara::invariants::check),
        _ => Some(Vec::new()),
    };
    found.unwrap_or_else(|| vec![format!("the state is not a state of {}", game.id())])
}
