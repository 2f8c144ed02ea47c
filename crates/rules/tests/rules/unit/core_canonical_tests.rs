use gunbai_rules::core::canonical::*;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

fn by_value<T: Serialize>(v: &T) -> String {
    serde_json::to_string(&serde_json::to_value(v).unwrap()).unwrap()
}

#[derive(Serialize)]
#[serde(rename_all = "kebab-case")]
enum Kind {
    Unit,
    New(u8),
    Pair(i32, String),
    Shape { z: bool, a: Option<f32> },
}

#[derive(Serialize)]
#[serde(tag = "where", content = "box", rename_all = "kebab-case")]
enum Place {
    Map(String),
    Pool,
}

#[derive(Serialize)]
#[serde(tag = "t")]
enum Tagged {
    One { y: u64, b: Vec<u8> },
}

#[derive(Serialize)]
struct Inner {
    zeta: i64,
    alpha: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    skipped: Option<u8>,
}

#[derive(Serialize)]
struct Outer {
    name: String,
    kinds: Vec<Kind>,
    places: Vec<Place>,
    tagged: Tagged,
    #[serde(flatten)]
    inner: Inner,
    by_number: BTreeMap<u32, char>,
    hashed: HashMap<String, (u16, ())>,
    big: i128,
    text: &'static str,
    floats: [f64; 4],
    unit: (),
    json: serde_json::Value,
}

/// Issue 23: the canonical text written straight from a value is the text of its JSON value, for
/// every shape serde writes: structs (keys sorted), enums of every kind and tagging, maps with
/// number keys, flattened fields, skipped fields, floats (a non-finite one is null), escapes.
#[test]
fn issue_23_canonical_json_is_the_text_of_the_json_value_for_every_shape() {
    let v = Outer {
        name: "西郷\"隆盛\"\n\t\u{1}".into(),
        kinds: vec![
            Kind::Unit,
            Kind::New(7),
            Kind::Pair(-3, "熊本城".into()),
            Kind::Shape {
                z: true,
                a: Some(0.1),
            },
            Kind::Shape { z: false, a: None },
        ],
        places: vec![Place::Map("小倉".into()), Place::Pool],
        tagged: Tagged::One {
            y: u64::MAX,
            b: vec![0, 255],
        },
        inner: Inner {
            zeta: i64::MIN,
            alpha: 1e300,
            skipped: None,
        },
        by_number: [(10, 'x'), (2, 'y'), (100, 'z')].into_iter().collect(),
        // Keys that must be escaped, or not, beside plain ones.
        hashed: [
            ("b".to_string(), (1, ())),
            ("a".to_string(), (2, ())),
            ("引\"号\\".to_string(), (3, ())),
            ("tab\tnl\n\u{1f}".to_string(), (4, ())),
            ("del\u{7f} ~".to_string(), (5, ())),
        ]
        .into_iter()
        .collect(),
        big: -5,
        text: "",
        floats: [0.5, f64::NAN, f64::INFINITY, -0.0],
        unit: (),
        json: serde_json::json!({"z": [1, {"b": null, "a": 2.5}], "a": "x"}),
    };
    assert_eq!(to_string(&v).as_deref(), Some(by_value(&v).as_str()));
}

/// A map whose keys a JSON value does not take is left to the JSON value's way.
#[test]
fn issue_23_a_map_with_keys_of_another_shape_is_not_written_here() {
    let m: BTreeMap<(u8, u8), u8> = [((1, 2), 3)].into_iter().collect();
    assert_eq!(to_string(&m), None);
}
