//! Result tables as editable grids: one TOML file per table, rows × columns of short text cells.
//!
//! ```toml
//! id = "crt"
//! title = "Combat results"
//! rule = "23-4"
//! placeholder = true            # shipped values are not the rulebook's: fill in from your copy
//! note = "Not printed in the rule text; enter it from your copy."
//! row_axis = "modified die"
//! column_axis = "strength"
//! columns = ["1", "2", "3"]
//! [[rows]]
//! key = "1"
//! cells = ["-", "1", "1"]
//! ```
//! The GUI's table editor edits any file of this shape and saves it as a user override.

use serde::{Deserialize, Serialize};

use super::TableError;
use crate::core::{RuleError, TableCell};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grid {
    pub id: String,
    pub title: String,
    pub rule: String,
    #[serde(default)]
    pub placeholder: bool,
    #[serde(default)]
    pub note: String,
    pub row_axis: String,
    pub column_axis: String,
    pub columns: Vec<String>,
    pub rows: Vec<GridRow>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridRow {
    pub key: String,
    pub cells: Vec<String>,
}

impl Grid {
    /// Checks the shape: every row has one cell per column, keys are unique.
    pub fn validate(&self, file: &str) -> Result<(), TableError> {
        if self.columns.is_empty() {
            return Err(TableError::invalid(
                file,
                "columns",
                "at least one column is needed",
            ));
        }
        for (i, r) in self.rows.iter().enumerate() {
            if r.cells.len() != self.columns.len() {
                return Err(TableError::invalid(
                    file,
                    format!("rows[{i}].cells"),
                    format!(
                        "row '{}' has {} cells but there are {} columns",
                        r.key,
                        r.cells.len(),
                        self.columns.len()
                    ),
                ));
            }
            if self.rows[..i].iter().any(|o| o.key == r.key) {
                return Err(TableError::invalid(
                    file,
                    format!("rows[{i}].key"),
                    format!("duplicate row '{}'", r.key),
                ));
            }
        }
        for (i, c) in self.columns.iter().enumerate() {
            if self.columns[..i].contains(c) {
                return Err(TableError::invalid(
                    file,
                    format!("columns[{i}]"),
                    format!("duplicate column '{c}'"),
                ));
            }
        }
        Ok(())
    }

    /// Parses and validates a grid file of a game.
    pub fn load(files: &super::TableFiles, name: &str) -> Result<Grid, TableError> {
        let g: Grid = files.parse(name)?;
        g.validate(&format!("tables/{}/{}", files.game, name))?;
        Ok(g)
    }

    pub fn column_index(&self, column: &str) -> Option<usize> {
        self.columns.iter().position(|c| c == column)
    }

    /// The cell at (row key, column key), as a [`TableCell`] that remembers whether it is a placeholder.
    pub fn lookup(&self, row: &str, column: &str) -> Result<TableCell, RuleError> {
        let ci = self.column_index(column).ok_or_else(|| {
            RuleError::Data(format!(
                "table {}: no column '{column}' (columns: {})",
                self.id,
                self.columns.join(", ")
            ))
        })?;
        let r = self
            .rows
            .iter()
            .find(|r| r.key == row)
            .ok_or_else(|| RuleError::Data(format!("table {}: no row '{row}'", self.id)))?;
        Ok(TableCell {
            table: self.id.clone(),
            row: row.into(),
            column: column.into(),
            value: r.cells[ci].clone(),
            placeholder: self.placeholder,
        })
    }

    /// Numeric row lookup clamped to the table's first and last numeric rows (a modified die of 9 on a
    /// table that ends at 8 reads row 8), the usual wargame convention.
    pub fn lookup_clamped(&self, row: i64, column: &str) -> Result<TableCell, RuleError> {
        let nums: Vec<i64> = self
            .rows
            .iter()
            .filter_map(|r| r.key.parse().ok())
            .collect();
        let (Some(lo), Some(hi)) = (nums.iter().min(), nums.iter().max()) else {
            return Err(RuleError::Data(format!(
                "table {}: rows are not numbered",
                self.id
            )));
        };
        self.lookup(&row.clamp(*lo, *hi).to_string(), column)
    }

    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g() -> Grid {
        Grid {
            id: "t".into(),
            title: "T".into(),
            rule: "1".into(),
            placeholder: true,
            note: String::new(),
            row_axis: "die".into(),
            column_axis: "col".into(),
            columns: vec!["a".into(), "b".into()],
            rows: vec![
                GridRow {
                    key: "1".into(),
                    cells: vec!["x".into(), "y".into()],
                },
                GridRow {
                    key: "2".into(),
                    cells: vec!["z".into(), "w".into()],
                },
            ],
        }
    }

    #[test]
    fn lookup_marks_placeholder() {
        let c = g().lookup("2", "b").unwrap();
        assert_eq!(c.value, "w");
        assert!(c.placeholder);
    }

    #[test]
    fn clamped_rows() {
        assert_eq!(g().lookup_clamped(9, "a").unwrap().value, "z");
        assert_eq!(g().lookup_clamped(-3, "a").unwrap().value, "x");
    }

    #[test]
    fn ragged_row_is_an_error() {
        let mut x = g();
        x.rows[1].cells.pop();
        assert!(
            x.validate("f")
                .unwrap_err()
                .to_string()
                .contains("rows[1].cells")
        );
    }

    #[test]
    fn roundtrip_toml() {
        let x = g();
        let back: Grid = toml::from_str(&x.to_toml()).unwrap();
        assert_eq!(back, x);
    }
}
