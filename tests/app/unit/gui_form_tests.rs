// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use egui::{RichText, Ui};
    pub(super) use gunbai::core::{KeyKind, KeySpec, Msg, Params};
    pub(super) use gunbai::gui::Lang;
    pub(super) use gunbai_rules::msg;
    pub(super) use serde_json::Value;
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai::gui::form::*;

#[test]
fn prefilled_from_preset_then_default() {
    let keys = vec![
        KeySpec::int("units", 0, 9, "rolling units"),
        KeySpec::bool("kumamoto-siege", "siege"),
        KeySpec::choice("side", &["saigo", "government"], "side"),
        KeySpec::list("boxes", "boxes"),
    ];
    let preset = Params::new().with("units", 3).with("side", "government");
    let f = FormState::new(&keys, &preset);
    let p = f.params();
    assert_eq!(p.get("units"), Some(&Value::from(3)));
    assert_eq!(p.get("kumamoto-siege"), Some(&Value::Bool(false)));
    assert_eq!(p.get("side"), Some(&Value::from("government")));
    assert!(
        p.get("boxes").is_none(),
        "empty list with a default is left to the default"
    );
    assert!(p.checked(&keys).is_ok());
}

#[test]
fn pick_adds_and_removes_list_items() {
    assert_eq!(pick("", "1番大队", true, false), "1番大队");
    assert_eq!(pick("1番大队", "2番大队", true, false), "1番大队, 2番大队");
    assert_eq!(pick("1番大队, 2番大队", "1番大队", true, true), "2番大队");
    assert_eq!(pick("熊本", "熊本城", false, false), "熊本城");
}

#[test]
fn list_split_on_commas() {
    let keys = vec![KeySpec::list("boxes", "b")];
    let mut f = FormState::new(&keys, &Params::new());
    f.values
        .insert("boxes".into(), FieldValue::Text("波多, 小仓".into()));
    assert_eq!(
        f.params().get("boxes"),
        Some(&serde_json::json!(["波多", "小仓"]))
    );
}
