// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::msg::Msg;
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use gunbai_rules::core::text::{Lang, humanise_key};
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use serde_json::{Map, Value};
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai_rules::core::params::*;

/// Issue 23: `checked` answers as `from_inputs` does for the same inputs as a JSON object (the way
/// it was written before), for every action of every game, with inputs right and wrong: values of
/// every kind, keys missing, unknown keys and keys written with '_'.
#[test]
fn issue_23_checked_answers_as_from_inputs_over_every_action() {
    use rand::{RngExt, SeedableRng};
    let by_object = |p: &Params, specs: &[KeySpec]| {
        let obj: Map<String, Value> = p.0.clone().into_iter().collect();
        Params::from_inputs(specs, &[], Some(&obj))
    };
    let pool = [
        Value::Null,
        Value::from(0),
        Value::from(2),
        Value::from(-7),
        Value::from(99_999),
        Value::from(true),
        Value::from(""),
        Value::from("3"),
        Value::from("甲,乙"),
        serde_json::json!(["甲", 1]),
        serde_json::json!({"a": 1}),
    ];
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(23);
    let mut asked = 0;
    for id in gunbai_rules::games::implemented() {
        let g = gunbai_rules::games::load_embedded(id).unwrap();
        for a in g.actions() {
            for _ in 0..40 {
                let mut p = Params::new();
                for k in &a.keys {
                    if rng.random_bool(0.7) {
                        p.0.insert(
                            k.name.clone(),
                            pool[rng.random_range(0..pool.len())].clone(),
                        );
                    }
                }
                match rng.random_range(0..6) {
                    0 => {
                        p.0.insert("no-such-key".into(), Value::from(1));
                    }
                    1 => {
                        if let Some(k) = a.keys.first() {
                            p.0.insert(k.name.replace('-', "_") + "_", Value::from(1));
                        }
                    }
                    2 => {
                        if let Some(k) = a.keys.iter().find(|k| k.name.contains('-')) {
                            p.0.insert(k.name.replace('-', "_"), Value::from(1));
                        }
                    }
                    _ => {}
                }
                let (fast, slow) = (p.checked(&a.keys), by_object(&p, &a.keys));
                assert_eq!(
                    format!("{fast:?}"),
                    format!("{slow:?}"),
                    "{id} {} {:?}",
                    a.name,
                    p.0
                );
                asked += 1;
            }
        }
    }
    assert!(asked > 1000, "only {asked} inputs checked");
}

fn specs() -> Vec<KeySpec> {
    vec![
        KeySpec::int("level", 0, 3, "castle level"),
        KeySpec::bool("line-cut", ""),
    ]
}

#[test]
fn range_error_names_field() {
    let e = Params::from_inputs(&specs(), &[("level".into(), "7".into())], None).unwrap_err();
    assert_eq!(e.to_string(), "level: expected 0..=3, got 7");
}

#[test]
fn unknown_key_lists_valid() {
    let e = Params::from_inputs(&specs(), &[("lvl".into(), "1".into())], None).unwrap_err();
    assert!(e.to_string().contains("valid keys: level, line-cut"), "{e}");
}

#[test]
fn missing_required_key() {
    let e = Params::from_inputs(&specs(), &[], None).unwrap_err();
    assert!(e.to_string().starts_with("level: missing"), "{e}");
}

#[test]
fn defaults_and_json() {
    let mut obj = Map::new();
    obj.insert("level".into(), Value::from(2));
    let p = Params::from_inputs(&specs(), &[], Some(&obj)).unwrap();
    assert_eq!(p.int("level").unwrap(), 2);
    assert!(!p.bool("line-cut").unwrap());
}

#[test]
fn a_key_given_twice_is_refused() {
    let e = Params::from_inputs(
        &specs(),
        &[("level".into(), "3".into()), ("level".into(), "1".into())],
        None,
    )
    .unwrap_err();
    assert!(
        e.to_string().starts_with("level: given twice (3 and 1)"),
        "{e}"
    );
}

#[test]
fn long_bad_values_are_shortened() {
    let long = "9".repeat(100_000);
    let e = Params::from_inputs(&specs(), &[("level".into(), long)], None).unwrap_err();
    let m = e.to_string();
    assert!(m.len() < 100 && m.ends_with('…'), "{m}");
}

#[test]
fn text_of_the_wrong_type_is_not_called_missing() {
    let p = Params::new().with("scenario", serde_json::json!([1]));
    let e = p.text("scenario").unwrap_err().to_string();
    assert_eq!(e, "scenario: expected text, got [1]");
    assert!(
        Params::new()
            .text("scenario")
            .unwrap_err()
            .to_string()
            .contains("missing")
    );
}

#[test]
fn bad_bool() {
    let e = Params::from_inputs(
        &specs(),
        &[
            ("level".into(), "1".into()),
            ("line-cut".into(), "yes".into()),
        ],
        None,
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "line-cut: expected true|false, got yes");
}
