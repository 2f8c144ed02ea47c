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

use crate::core::index::NameIndex;
use std::collections::HashSet;

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
    /// Row key → position, built on the first lookup so loading a big table stays linear. Only a
    /// hint: every hit is checked against `rows` (which the table editor may change in place) and a
    /// miss falls back to a scan ([`NameIndex`]).
    #[serde(skip)]
    index: NameIndex,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridRow {
    pub key: String,
    pub cells: Vec<String>,
}

impl Grid {
    /// A grid from its parts (the row index starts empty).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: String,
        title: String,
        rule: String,
        placeholder: bool,
        note: String,
        row_axis: String,
        column_axis: String,
        columns: Vec<String>,
        rows: Vec<GridRow>,
    ) -> Self {
        Grid {
            id,
            title,
            rule,
            placeholder,
            note,
            row_axis,
            column_axis,
            columns,
            rows,
            index: NameIndex::default(),
        }
    }

    /// Checks the shape: every row has one cell per column, keys are unique. Linear in the size.
    pub fn validate(&self, file: &str) -> Result<(), TableError> {
        if self.columns.is_empty() {
            return Err(TableError::invalid(
                file,
                "columns",
                "at least one column is needed",
            ));
        }
        let mut keys = HashSet::with_capacity(self.rows.len());
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
            if !keys.insert(r.key.as_str()) {
                return Err(TableError::invalid(
                    file,
                    format!("rows[{i}].key"),
                    format!("duplicate row '{}'", r.key),
                ));
            }
        }
        let mut cols = HashSet::with_capacity(self.columns.len());
        for (i, c) in self.columns.iter().enumerate() {
            if !cols.insert(c.as_str()) {
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
        g.validate(&files.display_name(name))?;
        Ok(g)
    }

    /// Position of the row with this key.
    fn row_position(&self, key: &str) -> Option<usize> {
        self.index.position(&self.rows, key, |r| &r.key)
    }

    /// The grid whose id is `table` among a game's files: the file named after it, else any file
    /// holding it. Returns the file name and the grid.
    pub fn find(files: &super::TableFiles, table: &str) -> Option<(String, Grid)> {
        let direct = format!("{table}.toml");
        if let Ok(g) = Grid::load(files, &direct) {
            return Some((direct, g));
        }
        files.files.keys().find_map(|name| {
            Grid::load(files, name)
                .ok()
                .filter(|g| g.id == table)
                .map(|g| (name.clone(), g))
        })
    }

    pub fn has_row(&self, key: &str) -> bool {
        self.row_position(key).is_some()
    }

    /// For tables read with [`Self::lookup_clamped`]: every row key is a whole number and they run
    /// without gaps (a renamed or missing row would only fail at the table, mid-game).
    pub fn check_numbered_rows(&self, file: &str) -> Result<(), TableError> {
        let mut nums = Vec::with_capacity(self.rows.len());
        for (i, r) in self.rows.iter().enumerate() {
            let n: i64 = r.key.trim().parse().map_err(|_| {
                TableError::invalid(
                    file,
                    format!("rows[{i}].key"),
                    format!(
                        "row '{}' must be a whole number (the rows are a modified die roll)",
                        crate::core::params::shorten(&r.key)
                    ),
                )
            })?;
            nums.push(n);
        }
        let (Some(lo), Some(hi)) = (nums.iter().min(), nums.iter().max()) else {
            return Err(TableError::invalid(file, "rows", "the table has no rows"));
        };
        if (hi - lo) as u64 + 1 != nums.len() as u64 {
            let have: HashSet<i64> = nums.iter().copied().collect();
            let gap = (*lo..*hi).find(|n| !have.contains(n)).unwrap_or(*hi);
            return Err(TableError::invalid(
                file,
                "rows",
                format!("rows {lo} to {hi} must all be there; row {gap} is missing"),
            ));
        }
        Ok(())
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
            .row_position(row)
            .map(|i| &self.rows[i])
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
