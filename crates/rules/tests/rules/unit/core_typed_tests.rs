// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::msg::Msg;
    pub(super) use gunbai_rules::core::params::{KeySpec, Params};
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use serde::de::{self, DeserializeOwned, Visitor};
    pub(super) use serde::{Deserialize, Serialize};
}
use tested_imports::*;

use gunbai_rules::core::typed::*;

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct March {
    to: String,
    units: Vec<String>,
    road_march: bool,
}
impl TypedAction for March {
    const NAME: &'static str = "march";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("to", "box"),
            KeySpec::list("units", "units"),
            KeySpec::bool("road-march", "road march"),
        ]
    }
}

#[test]
fn a_missing_key_is_an_error_naming_it_not_a_default() {
    let p = Params::new()
        .with("units", vec!["1番大队"])
        .with("road-march", true);
    let e = parse::<March>(&p).unwrap_err();
    assert_eq!(e.to_string(), "to: required, not given");
    let p = p.with("to", "熊本").with("speed", 3);
    let e = parse::<March>(&p).unwrap_err();
    assert_eq!(e.to_string(), "speed: not a key of this action");
}

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Rally {
    leader: Rank,
    steps: u32,
}
#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "lowercase")]
enum Rank {
    Busho,
    Taisho,
}

#[test]
fn a_bad_value_names_its_key_not_the_value() {
    let p = Params::new().with("leader", "daimyo").with("steps", 2);
    let e = parse::<Rally>(&p).unwrap_err();
    assert_eq!(e.to_string(), "leader: expected busho|taisho, got daimyo");
    let p = Params::new().with("leader", "busho").with("steps", "two");
    match parse::<Rally>(&p).unwrap_err() {
        RuleError::Input { field, message } => {
            assert_eq!(field, "steps");
            assert!(!message.contains("`"), "{message}");
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_complete_action_reads_into_its_struct() {
    let p = Params::new()
        .with("to", "熊本")
        .with("units", vec!["1番大队"])
        .with("road-march", false);
    let m: March = parse(&p).unwrap();
    assert_eq!(m.to, "熊本");
    assert!(!m.road_march);
}

#[test]
fn key_specs_are_checked_against_the_struct_fields() {
    assert_eq!(struct_fields::<March>(), vec!["to", "units", "road-march"]);
    assert!(check_keys_match::<March>().is_ok());
    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    #[allow(dead_code)]
    struct Drifted {
        to: String,
    }
    impl TypedAction for Drifted {
        const NAME: &'static str = "drifted";
        fn keys() -> Vec<KeySpec> {
            vec![KeySpec::text("destination", "box")]
        }
    }
    assert!(
        check_keys_match::<Drifted>()
            .unwrap_err()
            .contains("destination")
    );
}
