// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::odds::Odds;
    pub(super) use gunbai_rules::core::{
        DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep,
    };
    pub(super) use gunbai_rules::games::shogun::data::{COLOURS, PEASANT, ShogunData, Side};
    pub(super) use gunbai_rules::games::shogun::say::{self, rule, ruling};
    pub(super) use gunbai_rules::games::shogun::tower::{self, Model};
    pub(super) use gunbai_rules::games::shogun::war::{self, Bid, Kind, ScoredProvince, Winner};
    pub(super) use gunbai_rules::msg;
    pub(super) use serde_json::{Value, json};
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai_rules::core::{ManualDice, SeededDice};
use gunbai_rules::games::shogun::procedures::*;

fn data() -> ShogunData {
    gunbai_rules::games::shogun::test_data()
}

#[test]
fn rule_8_winter_procedure_fields() {
    let p = Params::new()
        .with("provinces", 9)
        .with("rice", 6)
        .with("event-loss", 2)
        .with("literal", false);
    let r = resolve(&data(), "winter", &p, &mut ManualDice::new([]).unwrap()).unwrap();
    assert_eq!(r.result["rice_after"], 4);
    assert_eq!(r.result["shortage"], 5);
    assert_eq!(r.result["revolting_provinces"], 2);
    assert_eq!(r.result["peasant_cubes"], 3);
}

#[test]
fn rule_7_war_procedure_refuses_attacker_cubes_in_a_revolt() {
    let p = Params::new()
        .with("kind", "winter-revolt")
        .with("attacker-out", 2)
        .with("defender-out", 1)
        .with("peasants-out", 1)
        .with("revolt-marker", false);
    let e = resolve(&data(), "war", &p, &mut ManualDice::new([]).unwrap()).unwrap_err();
    assert!(e.to_string().starts_with("attacker-out:"), "{e}");
}

#[test]
fn rule_7_1_tower_procedure_uses_the_given_model() {
    let p = Params::new()
        .with("thrown", "red:3,green:1")
        .with("inside", "blue:2")
        .with("stick", "0")
        .with("release", "1");
    let r = resolve(&data(), "tower", &p, &mut SeededDice::new(1)).unwrap();
    assert_eq!(r.result["out_total"], 6);
    assert!(r.placeholders.is_empty());
    let o = odds(&data(), "tower", &p).unwrap().unwrap();
    assert_eq!(o.len(), 7);
    assert!((o[6].probability - 1.0).abs() < 1e-12);
    let bad = p.clone().with("stick", "1.5");
    assert!(
        resolve(&data(), "tower", &bad, &mut SeededDice::new(1))
            .unwrap_err()
            .to_string()
            .starts_with("stick:")
    );
}

#[test]
fn rule_7_1_tower_default_model_is_flagged_placeholder() {
    let p = Params::new().with("thrown", "red:3");
    let r = resolve(&data(), "tower", &p, &mut SeededDice::new(1)).unwrap();
    assert_eq!(r.placeholders, vec!["tower".to_string()]);
}

#[test]
fn rule_5_5_turn_order_procedure_parses_bids() {
    let p = Params::new()
        .with("bids", "red:3,blue:card,yellow:0,black:none")
        .with("coins", "red:5,blue:2,yellow:1,black:0");
    let r = resolve(&data(), "turn-order", &p, &mut ManualDice::new([]).unwrap()).unwrap();
    assert_eq!(r.result["order"], json!(["red", "blue", "yellow", "black"]));
    assert_eq!(r.result["paid"]["red"], 3);
    let bad = p.clone().with("bids", "green:3");
    assert!(
        resolve(
            &data(),
            "turn-order",
            &bad,
            &mut ManualDice::new([]).unwrap()
        )
        .unwrap_err()
        .to_string()
        .starts_with("bids:")
    );
}
