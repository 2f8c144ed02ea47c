// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use egui::{RichText, Ui};
    pub(super) use gunbai::gui::Lang;
    pub(super) use gunbai_rules::msg;
    pub(super) use toml::{Table, Value};
}
use tested_imports::*;

use gunbai::gui::toml_form::*;

const MAP: &str = r#"
placeholder = true
note = "roads"
[[towns]]
id = "熊本"
alias = ["Kumamoto"]
x = 40
y = 60
[[links]]
a = "熊本"
b = "熊本城"
obstacle = true
[[links]]
a = "熊本"
b = "八代"
"#;

#[test]
fn a_map_of_records_round_trips_and_keeps_every_value() {
    let f = TomlForm::parse(MAP).expect("the map fits the form");
    let back: Table = toml::from_str(&f.to_text()).unwrap();
    assert_eq!(back, f.table);
    assert_eq!(back["links"].as_array().unwrap().len(), 2);
    assert_eq!(back["towns"][0]["alias"][0].as_str(), Some("Kumamoto"));
}

#[test]
fn nested_tables_do_not_fit() {
    assert!(TomlForm::parse("[a]\n[a.b]\nc = 1\n").is_none());
    assert!(TomlForm::parse("not toml = = ").is_none());
}
