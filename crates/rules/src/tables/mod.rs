//! Game data as human-editable TOML under `tables/<game>/`, embedded at build time and overridable by a
//! user copy in the data dir. Parsing goes through raw spec structs (`deny_unknown_fields`), then the
//! ruleset validates them; every error names the file, line:column and field.

pub mod grid;
pub mod names;

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::de::DeserializeOwned;

/// Where a table file came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Shipped inside the binary (`tables/<game>/<file>`).
    Embedded,
    /// The players' own copy in the user data dir (or a folder given to `tables check`).
    User(PathBuf),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableFile {
    /// File name inside the game folder, e.g. `map.toml`.
    pub name: String,
    pub text: String,
    pub origin: Origin,
}

/// The table files of one game, already read into memory.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TableFiles {
    pub game: String,
    pub files: BTreeMap<String, TableFile>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("{file}:{line}:{column}: {field}: {message}")]
    Parse {
        file: String,
        line: usize,
        column: usize,
        field: String,
        message: String,
    },
    #[error("{file}: missing table file")]
    Missing { file: String },
    #[error("{file}: {field}: {message}")]
    Invalid {
        file: String,
        field: String,
        message: String,
    },
    #[error("{path}: {message}")]
    Io { path: String, message: String },
}

impl TableError {
    pub fn invalid(file: &str, field: impl Into<String>, message: impl Into<String>) -> Self {
        TableError::Invalid {
            file: file.into(),
            field: field.into(),
            message: message.into(),
        }
    }
}

impl TableFiles {
    /// The embedded files of a game.
    pub fn embedded(game: &str, files: &[(&str, &str)]) -> Self {
        let mut out = TableFiles {
            game: game.into(),
            files: BTreeMap::new(),
        };
        for (name, text) in files {
            out.files.insert(
                name.to_string(),
                TableFile {
                    name: name.to_string(),
                    text: text.to_string(),
                    origin: Origin::Embedded,
                },
            );
        }
        out
    }

    /// Replaces or adds one file (a user override).
    pub fn put(&mut self, name: &str, text: String, origin: Origin) {
        self.files.insert(
            name.into(),
            TableFile {
                name: name.into(),
                text,
                origin,
            },
        );
    }

    pub fn text(&self, name: &str) -> Result<&TableFile, TableError> {
        self.files.get(name).ok_or_else(|| TableError::Missing {
            file: self.display_name(name),
        })
    }

    /// The name to show for a file: the players' own path for an override, else `tables/<game>/<name>`.
    pub fn display_name(&self, name: &str) -> String {
        match self.files.get(name).map(|f| &f.origin) {
            Some(Origin::User(p)) => p.display().to_string(),
            _ => format!("tables/{}/{}", self.game, name),
        }
    }

    /// Parses one file into a raw spec struct; errors carry file, line:column and the field path.
    pub fn parse<T: DeserializeOwned>(&self, name: &str) -> Result<T, TableError> {
        let f = self.text(name)?;
        parse_toml(&self.display_name(name), &f.text)
    }

    /// Makes a validation error point at what the players must open: their own copy when they have one
    /// (rulesets name the shipped path), with the line:column of the field named in the error (a row, a
    /// cell, a column). Errors it cannot place are returned as they are.
    pub fn locate(&self, e: TableError) -> TableError {
        let TableError::Invalid {
            file,
            field,
            message,
        } = e
        else {
            return e;
        };
        let Some(f) = self.files.values().find(|f| {
            file == f.name
                || file == format!("tables/{}/{}", self.game, f.name)
                || file == self.display_name(&f.name)
        }) else {
            return TableError::Invalid {
                file,
                field,
                message,
            };
        };
        let at = field_offset(&f.text, &field).unwrap_or(0);
        let (line, column) = line_col(&f.text, at);
        TableError::Parse {
            file: self.display_name(&f.name),
            line,
            column,
            field,
            message,
        }
    }

    /// True when the players replaced this file with their own copy.
    pub fn is_user(&self, name: &str) -> bool {
        matches!(
            self.files.get(name).map(|f| &f.origin),
            Some(Origin::User(_))
        )
    }
}

/// Parses TOML text, turning serde/toml errors into `file:line:col: field: message`.
pub fn parse_toml<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, TableError> {
    toml::from_str::<T>(text).map_err(|e| {
        let (line, column) = e.span().map(|s| line_col(text, s.start)).unwrap_or((1, 1));
        let msg = e.message().trim().to_string();
        let field = field_from_message(&msg).unwrap_or_else(|| "-".into());
        TableError::Parse {
            file: file.into(),
            line,
            column,
            field,
            message: msg,
        }
    })
}

/// Byte offset in `text` of a field path as validation errors write it: `columns[2]`, `rows[3].cells`,
/// `rows.<key>.cells[1]`, `rows.<key>.<column>`, `towns[4].id`, `rows`. Best effort: the deepest part
/// found.
fn field_offset(text: &str, field: &str) -> Option<usize> {
    use toml::de::{DeTable, DeValue};
    let doc = DeTable::parse(text).ok()?;
    let root = doc.get_ref();
    // The column names, for `rows.<key>.<column>`.
    let columns: Vec<String> = match root.get("columns").map(|v| v.get_ref()) {
        Some(DeValue::Array(a)) => a
            .iter()
            .map(|c| match c.get_ref() {
                DeValue::String(s) => s.to_string(),
                _ => String::new(),
            })
            .collect(),
        _ => Vec::new(),
    };
    let mut segs: Vec<(String, Option<usize>)> = Vec::new();
    for part in field.split('.') {
        match part.split_once('[') {
            Some((name, rest)) => {
                segs.push((name.to_string(), rest.trim_end_matches(']').parse().ok()))
            }
            None => segs.push((part.to_string(), None)),
        }
    }
    let mut cur: &toml::Spanned<DeValue<'_>>;
    let mut best = None;
    let mut segs = segs.into_iter().peekable();
    let (name, ix) = segs.next()?;
    cur = root.get(name.as_str())?;
    best = Some(cur.span().start).or(best);
    let mut pending_ix = ix;
    loop {
        if let Some(i) = pending_ix.take() {
            match cur.get_ref() {
                DeValue::Array(a) => {
                    cur = a.get(i)?;
                    best = Some(cur.span().start);
                }
                _ => return best,
            }
        }
        let Some((name, ix)) = segs.next() else {
            return best;
        };
        pending_ix = ix;
        let next = match cur.get_ref() {
            // `rows.<key>`: the row whose key is that.
            DeValue::Array(a) => a.iter().find(|row| match row.get_ref() {
                DeValue::Table(t) => t.get("key").is_some_and(
                    |k| matches!(k.get_ref(), DeValue::String(s) if s.as_ref() == name),
                ),
                _ => false,
            }),
            DeValue::Table(t) => t.get(name.as_str()).or_else(|| {
                // `rows.<key>.<column>`: that column's cell.
                let ci = columns.iter().position(|c| *c == name)?;
                match t.get("cells").map(|c| c.get_ref()) {
                    Some(DeValue::Array(cells)) => cells.get(ci),
                    _ => None,
                }
            }),
            _ => None,
        };
        match next {
            Some(n) => {
                cur = n;
                best = Some(cur.span().start);
            }
            None => return best,
        }
    }
}

pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before
        .rsplit('\n')
        .next()
        .map(|l| l.chars().count())
        .unwrap_or(0)
        + 1;
    (line, column)
}

/// serde's messages name the field in backticks (`unknown field `foo``, `missing field `bar``).
fn field_from_message(msg: &str) -> Option<String> {
    let start = msg.find('`')?;
    let rest = &msg[start + 1..];
    let end = rest.find('`')?;
    Some(rest[..end].to_string())
}

/// Records the link between `a` and `b` (either way round) in `seen`; false when it was there already.
/// The one check every map's "listed twice" refusal uses (roads, borders, neighbours).
pub fn first_time_link(
    seen: &mut std::collections::BTreeSet<(String, String)>,
    a: &str,
    b: &str,
) -> bool {
    let key = if a < b { (a, b) } else { (b, a) };
    seen.insert((key.0.to_string(), key.1.to_string()))
}
