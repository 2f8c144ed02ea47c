//! The tables a session plays with (issue 19): pinned into the session when it starts, changed as a
//! step of the line of play, and the drift between them and the tables a new session would load; the
//! tables' names in the players' words.

use super::*;

/// A table file in the players' words: its `title` (result tables and most data files have one), else
/// what its opening comment says it is ("西南战争 1877 — the map (rule 2.4)." gives "the map (rule
/// 2.4)"), else the file's name without its ending. Never a path.
pub fn table_title(name: &str, text: &str) -> String {
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            break;
        }
        if let Some(v) = t.strip_prefix("title") {
            let v = v.trim_start();
            if let Some(v) = v.strip_prefix('=') {
                let v = v.trim().trim_matches('"');
                if !v.is_empty() {
                    return v.to_string();
                }
            }
        }
    }
    if let Some(first) = text.lines().next().and_then(|l| l.strip_prefix('#')) {
        let first = first.trim();
        let what = first.split_once(" — ").map(|(_, w)| w).unwrap_or(first);
        let what = what.trim().trim_end_matches('.');
        if !what.is_empty() && what.chars().count() <= 60 {
            return what.to_string();
        }
    }
    name.trim_end_matches(".toml").to_string()
}

/// A table named in a log line: the game's words for it in the reader's language (the players' own
/// title where they changed it), else its file's title ([`table_title`]).
pub fn table_name(game: &dyn Game, id: &str) -> Msg {
    let name = format!("{id}.toml");
    let text = game
        .files()
        .files
        .get(&name)
        .map(|f| f.text.as_str())
        .unwrap_or("");
    // The loaded table's title or the game's words for it (kept by the loaded game, issue 23).
    match game.table_title(id) {
        Some(t) => t,
        None if TABLE_KINDS.contains(&id) => Msg::dynamic(format!("session-table-{id}")),
        None => Msg::plain(table_title(&name, text)),
    }
}

/// Table files that are no result grid, named by their kind (`session-table-<id>`) when the game has
/// no words of its own for them.
pub const TABLE_KINDS: [&str; 7] = [
    "map", "units", "counters", "tracks", "map-sun", "map-moon", "tower",
];

/// The log line after a result that placeholder tables (`ids`) shaped: which ones, and that their
/// values are stand-ins to check against the players' copy of the rules.
pub fn placeholders_line(game: &dyn Game, ids: &[String]) -> Msg {
    msg!(
        "session-placeholders-shaped",
        tables = Msg::join(
            ids.iter().map(|id| table_name(game, id)),
            crate::core::Sep::Comma
        )
    )
}

/// The table files (by name) in the players' words, for a list on screen or in the CLI.
pub fn table_titles(game: &dyn Game, names: &[String]) -> Vec<String> {
    names
        .iter()
        .map(|n| {
            let text = game
                .files()
                .files
                .get(n)
                .map(|f| f.text.as_str())
                .unwrap_or("");
            table_title(n, text)
        })
        .collect()
}

/// The log line of a table change: which table, and for a result table which cells, with the value
/// before and after (the players' own words for the table: its title and its row and column labels).
pub(crate) fn describe_table_change(
    before: &dyn Game,
    after: &dyn Game,
    files: &BTreeMap<String, String>,
) -> Vec<Msg> {
    use crate::tables::grid::Grid;
    let mut out = Vec::new();
    for name in files.keys() {
        let old = before.files().files.get(name).map(|f| f.text.as_str());
        let new = after.files().files.get(name).map(|f| f.text.as_str());
        let grids = (
            old.and_then(|t| crate::tables::parse_toml::<Grid>(name, t).ok()),
            new.and_then(|t| crate::tables::parse_toml::<Grid>(name, t).ok()),
        );
        match grids {
            (Some(a), Some(b)) => {
                let mut cells = Vec::new();
                for row in &b.rows {
                    for (ci, cell) in row.cells.iter().enumerate() {
                        let col = b.columns.get(ci).cloned().unwrap_or_default();
                        let was = a
                            .rows
                            .iter()
                            .find(|r| r.key == row.key)
                            .and_then(|r| a.column_index(&col).and_then(|i| r.cells.get(i)));
                        if was != Some(cell) {
                            cells.push(msg!(
                                "session-table-cell",
                                row_axis = b.row_axis.as_str(),
                                row = row.key.as_str(),
                                column_axis = b.column_axis.as_str(),
                                column = col.as_str(),
                                value = cell.as_str(),
                                was = was.map(String::as_str).unwrap_or("—")
                            ));
                        }
                    }
                }
                if cells.is_empty() {
                    out.push(msg!(
                        "session-table-changed-notes",
                        table = b.title.as_str()
                    ));
                } else {
                    out.push(msg!(
                        "session-table-changed-cells",
                        table = b.title.as_str(),
                        cells = Msg::join(cells, crate::core::Sep::Semi)
                    ));
                }
            }
            _ => out.push(msg!(
                "session-table-changed",
                table = table_title(name, new.unwrap_or(""))
            )),
        }
    }
    out
}

/// The texts of the table files a game was loaded with (pinned into a new session).
pub(crate) fn pin(game: &dyn Game) -> format::PinnedTables {
    format::PinnedTables {
        text: texts_of(game),
        shipped: BTreeMap::new(),
    }
}

/// The texts of a loaded game's table files, by file name.
pub(crate) fn texts_of(game: &dyn Game) -> BTreeMap<String, String> {
    game.files()
        .files
        .iter()
        .map(|(n, f)| (n.clone(), f.text.clone()))
        .collect()
}

/// True when `game` was loaded from exactly these texts (then the loaded game serves as it is).
pub(crate) fn same_texts(game: &dyn Game, texts: &BTreeMap<String, String>) -> bool {
    let files = &game.files().files;
    files.len() == texts.len()
        && files
            .iter()
            .all(|(n, f)| texts.get(n).is_some_and(|t| *t == f.text))
}

/// The rules of `like` loaded from pinned texts. A file keeps the origin it has in `current` when the
/// text is the same (a shipped file still counts as shipped, a players' copy as theirs); another text
/// counts as the session's own copy.
pub(crate) fn load_pinned(
    like: &dyn Game,
    texts: &BTreeMap<String, String>,
    current: Option<&Arc<dyn Game>>,
) -> Result<Arc<dyn Game>, String> {
    use crate::tables::{Origin, TableFiles};
    let id = like.files().game.clone();
    let shipped = games::entry(&id).map(|e| e.tables).unwrap_or(&[]);
    let mut files = TableFiles::embedded(&id, &[]);
    for (name, text) in texts {
        let origin = match current.and_then(|g| g.files().files.get(name)) {
            Some(f) if f.text == *text => f.origin.clone(),
            _ if shipped.iter().any(|(n, t)| n == name && t == text) => Origin::Embedded,
            _ => Origin::User(PathBuf::from(format!("{name} (this session's copy)"))),
        };
        files.put(name, text.clone(), origin);
    }
    like.with_files(files).map_err(|e| e.to_string())
}

impl Session {
    /// The table files (by name) whose current version — shipped with the overrides the players keep,
    /// what a new session would start with — differs from the one this session plays with now.
    pub fn table_drift(&self) -> &[String] {
        &self.drift
    }

    /// The tables a new session would load changed (the players saved or reverted a copy): the drift
    /// is measured against them from now on.
    pub fn set_current_tables(&mut self, current: Arc<dyn Game>) {
        self.current_game = Some(current);
        self.compute_drift();
    }

    /// Recomputes [`Self::table_drift`] against `current` (the tables a new session would load).
    pub(crate) fn compute_drift(&mut self) {
        let Some(cur) = &self.current_game else {
            self.drift.clear();
            return;
        };
        let mine = &self.game.files().files;
        let theirs = &cur.files().files;
        let mut names: Vec<String> = mine
            .iter()
            .filter(|(n, f)| theirs.get(*n).map(|t| &t.text) != Some(&f.text))
            .map(|(n, _)| n.clone())
            .collect();
        names.extend(theirs.keys().filter(|n| !mine.contains_key(*n)).cloned());
        self.drift = names;
    }

    /// Changes table files from this point of play on (issue 19): the players' decision, journaled as a
    /// step of the line of play (undo takes it back). `files`: file name → its new text; the other
    /// files stay as the session has them. Refused when the game does not load with them or the
    /// state on the table does not fit them.
    pub fn change_tables(
        &mut self,
        files: BTreeMap<String, String>,
    ) -> Result<Vec<Msg>, SessionError> {
        let _lock = self.begin_write()?;
        self.refuse_while_diverged()?;
        let mut texts = texts_of(self.game.as_ref());
        let mut changed = BTreeMap::new();
        for (n, t) in files {
            match texts.get(&n) {
                None => {
                    return Err(SessionError::Nothing(msg!(
                        "session-no-such-table-file",
                        file = n.as_str()
                    )));
                }
                Some(old) if *old == t => {}
                Some(_) => {
                    texts.insert(n.clone(), t.clone());
                    changed.insert(n, t);
                }
            }
        }
        if changed.is_empty() {
            return Err(SessionError::Nothing(msg!("session-same-tables")));
        }
        let game = load_pinned(self.game.as_ref(), &texts, self.current_game.as_ref())
            .map_err(|e| SessionError::Game(msg!("session-tables-refused", detail = e)))?;
        game.check_state(&self.state)?;
        let rec = Record::Tables {
            files: changed,
            at: now(),
        };
        self.append(rec.clone())?;
        self.apply_record(rec)?;
        Ok(self.step_lines.last().cloned().unwrap_or_default())
    }

    /// Takes every table file that differs (see [`Self::table_drift`]) from the current tables into
    /// this session, from this point of play on.
    pub fn adopt_current_tables(&mut self) -> Result<Vec<Msg>, SessionError> {
        let Some(cur) = self.current_game.clone() else {
            return Err(SessionError::Nothing(msg!(
                "session-current-tables-unloadable"
            )));
        };
        let files = self
            .drift
            .iter()
            .filter_map(|n| {
                cur.files()
                    .files
                    .get(n)
                    .map(|f| (n.clone(), f.text.clone()))
            })
            .collect();
        self.change_tables(files)
    }
}
