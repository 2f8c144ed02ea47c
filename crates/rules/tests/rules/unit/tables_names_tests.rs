// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::tables::{TableError, line_col};
    pub(super) use toml::de::{DeTable, DeValue};
}
use tested_imports::*;

use gunbai_rules::tables::names::*;

#[test]
fn issue_19_10_names_with_a_comma_or_equals_are_refused_with_their_line() {
    let text = "placeholder = true\n[[regions]]\nid = \"山城\"\n[[regions]]\nid = \"Kyo, north\"\nalias = [\"a=b\"]\n";
    let e = name_errors("tables/tenka/map.toml", text);
    assert_eq!(e.len(), 2, "{e:?}");
    let s = e[0].to_string();
    assert!(
        s.starts_with("tables/tenka/map.toml:5:6: regions[1].id:"),
        "{s}"
    );
    assert!(s.contains("Kyo, north"), "{s}");
    assert!(e[1].to_string().contains(":6:"), "{}", e[1]);
}

#[test]
fn issue_19_10_grid_columns_row_keys_and_castle_names_are_names() {
    let text = "id = \"castles\"\ncolumns = [\"name\", \"a=1\"]\n[[rows]]\nkey = \"1,2\"\ncells = [\"高嶺城, 東\", \"1, 2\"]\n";
    let e = name_errors("c.toml", text);
    let fields: Vec<String> = e
        .iter()
        .map(|x| match x {
            TableError::Parse { field, .. } => field.clone(),
            other => other.to_string(),
        })
        .collect();
    // The `1, 2` cell of another column is a value, not a name.
    assert_eq!(fields, ["columns[1]", "rows[0].key", "rows[0].cells[0]"]);
}

#[test]
fn issue_19_10_every_shipped_table_passes_the_name_check() {
    for e in gunbai_rules::games::REGISTRY {
        for (name, text) in e.tables {
            let errs = name_errors(&format!("tables/{}/{name}", e.id), text);
            assert!(errs.is_empty(), "{errs:?}");
        }
    }
}

#[test]
fn issue_19_10_shipped_like_names_pass() {
    let text = "[[towns]]\nid = \"小仓\"\nalias = [\"小倉\", \"Kokura\"]\nnote = \"a, b = c\"\n";
    assert!(name_errors("m.toml", text).is_empty());
}
