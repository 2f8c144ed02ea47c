//! Names a table file defines that players type: ids of regions, hexes, towns, units, castles,
//! provinces, sides, row keys and column names. None may hold `,` or `=`: those separate the values
//! typed in `KEY=VALUE,…` lists, so a region named `Kyo, north` could never be named by an action
//! (issue 19 item 10). The check is generic: it walks any table file and looks at the fields that hold
//! names, whatever the game.

use toml::de::{DeTable, DeValue};

use super::{TableError, line_col};

/// Fields whose string value (or every string of whose list) is a name players type.
const NAME_FIELDS: &[&str] = &["id", "key", "name", "alias", "hex", "columns"];

/// The characters a name may not hold.
const SEPARATORS: &[char] = &[',', '='];

/// Every name in `text` (a table file shown as `file`) holding `,` or `=`, each with its line and
/// column. A file that is not valid TOML gives none here (its parse error is reported elsewhere).
pub fn name_errors(file: &str, text: &str) -> Vec<TableError> {
    let Ok(doc) = DeTable::parse(text) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    walk_table(file, text, doc.get_ref(), "", &mut out);
    // A grid whose column is `name` (Saigoku's castles) holds names in that column's cells.
    if let Some(DeValue::Array(cols)) = doc.get_ref().get("columns").map(|c| c.get_ref()) {
        let name_col = cols
            .iter()
            .position(|c| matches!(c.get_ref(), DeValue::String(s) if s.as_ref() == "name"));
        if let (Some(ci), Some(DeValue::Array(rows))) =
            (name_col, doc.get_ref().get("rows").map(|r| r.get_ref()))
        {
            for (ri, row) in rows.iter().enumerate() {
                if let DeValue::Table(t) = row.get_ref()
                    && let Some(DeValue::Array(cells)) = t.get("cells").map(|c| c.get_ref())
                    && let Some(cell) = cells.get(ci)
                {
                    check(
                        file,
                        text,
                        &format!("rows[{ri}].cells[{ci}]"),
                        cell,
                        &mut out,
                    );
                }
            }
        }
    }
    // In the order of the file (the document's keys come sorted).
    out.sort_by_key(|e| match e {
        TableError::Parse { line, column, .. } => (*line, *column),
        _ => (0, 0),
    });
    out
}

fn walk_table(file: &str, text: &str, t: &DeTable<'_>, path: &str, out: &mut Vec<TableError>) {
    for (k, v) in t.iter() {
        let key = k.get_ref().as_ref();
        let here = if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        };
        if NAME_FIELDS.contains(&key) {
            match v.get_ref() {
                DeValue::String(_) => check(file, text, &here, v, out),
                DeValue::Array(a) => {
                    for (i, x) in a.iter().enumerate() {
                        check(file, text, &format!("{here}[{i}]"), x, out);
                    }
                }
                _ => {}
            }
        }
        walk_value(file, text, v, &here, out);
    }
}

fn walk_value(
    file: &str,
    text: &str,
    v: &toml::Spanned<DeValue<'_>>,
    path: &str,
    out: &mut Vec<TableError>,
) {
    match v.get_ref() {
        DeValue::Table(t) => walk_table(file, text, t, path, out),
        DeValue::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                if matches!(x.get_ref(), DeValue::Table(_) | DeValue::Array(_)) {
                    walk_value(file, text, x, &format!("{path}[{i}]"), out);
                }
            }
        }
        _ => {}
    }
}

fn check(
    file: &str,
    text: &str,
    field: &str,
    v: &toml::Spanned<DeValue<'_>>,
    out: &mut Vec<TableError>,
) {
    let DeValue::String(s) = v.get_ref() else {
        return;
    };
    let Some(c) = s.chars().find(|c| SEPARATORS.contains(c)) else {
        return;
    };
    let (line, column) = line_col(text, v.span().start);
    out.push(TableError::Parse {
        file: file.into(),
        line,
        column,
        field: field.into(),
        message: format!(
            "the name '{}' holds '{c}', which separates values typed in KEY=VALUE,… lists, so no action could name it; rename it without ',' or '='",
            crate::core::params::shorten(s)
        ),
    });
}
