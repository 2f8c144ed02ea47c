//! Game data as human-editable TOML under `tables/<game>/`, embedded at build time and overridable by a
//! user copy in the data dir. Parsing goes through raw spec structs (`deny_unknown_fields`), then the
//! ruleset validates them; every error names the file, line:column and field.

pub mod grid;

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

    fn display_name(&self, name: &str) -> String {
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

fn line_col(text: &str, offset: usize) -> (usize, usize) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Spec {
        name: String,
        level: u8,
    }

    #[test]
    fn unknown_field_is_named_with_position() {
        let e = parse_toml::<Spec>("tables/x/a.toml", "name = \"a\"\nlevel = 1\nlevle = 2\n")
            .unwrap_err();
        let s = e.to_string();
        assert!(s.starts_with("tables/x/a.toml:3:1: levle:"), "{s}");
    }

    #[test]
    fn wrong_type_has_line() {
        let e = parse_toml::<Spec>("a.toml", "name = \"a\"\nlevel = \"high\"\n").unwrap_err();
        match e {
            TableError::Parse { line, .. } => assert_eq!(line, 2),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn missing_field_named() {
        let e = parse_toml::<Spec>("a.toml", "name = \"a\"\n").unwrap_err();
        assert!(e.to_string().contains("level"), "{e}");
    }
}
