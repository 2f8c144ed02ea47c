//! Glue at the edge: loading games with the players' table overrides, and opening sessions.

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

use std::path::Path;
use std::sync::Arc;

use crate::core::Game;
use crate::games;
use crate::session::disk;
use crate::session::{Session, SessionError};
use crate::tables::TableFiles;

/// Loads a game: the embedded tables with the user's overrides (from the default data dir) on top.
pub fn load_game(id: &str) -> Result<Arc<dyn Game>, String> {
    load_game_from(&crate::session::store::data_dir(), id)
}

/// Loads a game with the overrides of the data dir `data`.
pub fn load_game_from(data: &Path, id: &str) -> Result<Arc<dyn Game>, String> {
    let e = games::entry(id).ok_or_else(|| games::unknown_game(id))?;
    let mut files = TableFiles::embedded(e.id, e.tables);
    disk::overlay(&mut files, &disk::user_tables_in(data)).map_err(|e| e.to_string())?;
    e.load_files(files)
        .map_err(|e| format!("{e} (fix the file, or delete it to use the shipped table)"))
}

/// The check before a table edit is saved (the GUI table editor): the whole game loaded with the edited
/// file in place of the current one, through the same validation as play and `tables check`.
pub fn check_table_edit(
    data: &Path,
    game: &str,
    file: &str,
    text: &str,
    saved_as: std::path::PathBuf,
) -> Result<(), String> {
    let e = games::entry(game).ok_or_else(|| games::unknown_game(game))?;
    let mut files = TableFiles::embedded(e.id, e.tables);
    disk::overlay(&mut files, &disk::user_tables_in(data)).map_err(|e| e.to_string())?;
    files.put(
        file,
        text.to_string(),
        crate::tables::Origin::User(saved_as),
    );
    // Issue 19 item 10: a name players type may not hold ',' or '=' (the load would refuse it).
    if let Some(e) = crate::tables::names::name_errors(&files.display_name(file), text)
        .into_iter()
        .next()
    {
        return Err(e.to_string());
    }
    if let Ok(g) = crate::tables::parse_toml::<crate::tables::grid::Grid>(file, text) {
        g.validate(&files.display_name(file))
            .map_err(|e| files.locate(e).to_string())?;
    }
    e.load_files(files).map(|_| ()).map_err(|e| e.to_string())
}

pub fn open_session(path: &Path) -> Result<Session, SessionError> {
    // Issue 19 item 8: a pipe, a device or a huge file is refused before it is opened.
    crate::session::store::check_readable(path, crate::session::store::ReadKind::Session).map_err(
        |e| SessionError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        },
    )?;
    Session::open(path, load_game)
}
