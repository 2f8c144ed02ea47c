// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::odds::{Odds, binomial};
    pub(super) use gunbai_rules::core::typed::parse;
    pub(super) use gunbai_rules::core::{
        DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep,
    };
    pub(super) use gunbai_rules::games::seinan::data::{
        HAKATA, HONSHU, KOKURA, KUMAMOTO_CASTLE, SeinanData,
    };
    pub(super) use gunbai_rules::games::seinan::state::Side;
    pub(super) use gunbai_rules::msg;
    pub(super) use serde::Deserialize;
    pub(super) use serde::de::DeserializeOwned;
    pub(super) use serde_json::Value;
}
use tested_imports::*;

use gunbai_rules::core::{ManualDice, enumerate_odds};
use gunbai_rules::games::seinan::procedures::*;

#[test]
fn every_procedure_key_is_labelled_from_the_catalogue() {
    for p in specs() {
        for k in &p.keys {
            let l = k
                .said_label
                .as_ref()
                .unwrap_or_else(|| panic!("{} {}", p.id, k.name));
            assert!(l.id().is_some() && l.en() != k.name, "{} {}", p.id, k.name);
            assert!(
                k.said_help.as_ref().and_then(Msg::id).is_some(),
                "{}",
                k.name
            );
        }
    }
}

#[test]
fn rule_5_0_a_one_counts_as_two() {
    let r = march(&mut ManualDice::new([1]).unwrap()).unwrap();
    assert_eq!(r.result["march_points"], 2);
    assert_eq!(r.modifiers[0].rule, "5.0");
    for f in 2..=6u8 {
        assert_eq!(march_points(f), f);
    }
}

#[test]
fn rule_5_0_march_odds() {
    let o = enumerate_odds(|d| march(d).map(|r| r.outcome_key())).unwrap();
    let two = o.iter().find(|x| x.outcome == "march_points=2").unwrap();
    assert!((two.probability - 2.0 / 6.0).abs() < 1e-12);
    assert_eq!(o.len(), 5);
}

#[test]
fn rule_6_2_hits_on_four_to_six() {
    let r = attack(
        6,
        false,
        Side::Saigo,
        None,
        &mut ManualDice::new([1, 2, 3, 4, 5, 6]).unwrap(),
    )
    .unwrap();
    assert_eq!(r.result["hits"], 3);
    assert_eq!(r.result["whole_units_removed"], 0);
}

#[test]
fn rule_9_1_government_siege_hits_remove_whole_units() {
    let r = attack(
        2,
        true,
        Side::Government,
        None,
        &mut ManualDice::new([4, 6]).unwrap(),
    )
    .unwrap();
    assert_eq!(r.result["whole_units_removed"], 2);
    let s = attack(
        2,
        true,
        Side::Saigo,
        None,
        &mut ManualDice::new([4, 6]).unwrap(),
    )
    .unwrap();
    assert_eq!(s.result["whole_units_removed"], 0);
}

#[test]
fn rule_7_0_3_replenish_pairs() {
    let r = replenish(5, false);
    assert_eq!(
        (r.result["placed"].clone(), r.result["remaining"].clone()),
        (2.into(), 1.into())
    );
    let c = replenish(5, true);
    assert_eq!(c.result["placed"], 0);
    assert_eq!(c.result["remaining"], 5);
}

fn winner(boxes: &[&str], removed: bool) -> Result<String, RuleError> {
    let data = gunbai_rules::games::seinan::test_data();
    let v: Vec<String> = boxes.iter().map(|x| x.to_string()).collect();
    victory(&data, &v, removed).map(|r| r.result["winner"].as_str().unwrap().to_string())
}

#[test]
fn rule_9_1_2_two_hits_on_one_saigo_unit_in_the_castle_remove_one_unit() {
    let r = attack(
        2,
        true,
        Side::Government,
        Some(1),
        &mut ManualDice::new([4, 6]).unwrap(),
    )
    .unwrap();
    assert_eq!(r.result["hits"], 2);
    assert_eq!(r.result["whole_units_removed"], 1);
    let p = Params::new()
        .with("units", 2)
        .with("kumamoto-siege", true)
        .with("side", "government")
        .with("saigo-units", 1);
    let o = odds("attack", &p).unwrap().unwrap();
    assert!(
        o.iter()
            .any(|x| x.outcome == "hits=2, whole_units_removed=1"),
        "{o:?}"
    );
    assert!(o.iter().all(|x| !x.outcome.contains("removed=2")), "{o:?}");
}

#[test]
fn rule_2_4_victory_check_refuses_saigo_units_in_honshu() {
    let e = winner(&["本州"], false).unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, message } if field == "saigo-in" && message.contains("2.4")),
        "{e}"
    );
}

#[test]
fn rule_8_0_victory_conditions() {
    assert_eq!(winner(&["波多", "小仓"], false).unwrap(), "saigo");
    assert_eq!(winner(&["波多"], false).unwrap(), "none");
    assert_eq!(winner(&["熊本城"], false).unwrap(), "saigo");
    assert_eq!(winner(&["熊本城"], true).unwrap(), "government");
}

#[test]
fn rule_8_0_victory_check_reads_map_aliases_and_refuses_unknown_boxes() {
    // The map's aliases: 博多 and Hakata are 波多, Kokura is 小仓 (digest B3).
    assert_eq!(winner(&["Hakata", "Kokura"], false).unwrap(), "saigo");
    assert_eq!(winner(&["博多", "小倉"], false).unwrap(), "saigo");
    let e = winner(&["波多", "江户"], false).unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, message } if field == "saigo-in" && message.contains("江户")),
        "{e}"
    );
}

#[test]
fn rule_6_2_attack_odds_are_binomial() {
    let p = Params::new()
        .with("units", 3)
        .with("kumamoto-siege", false)
        .with("side", "saigo");
    let o = odds("attack", &p).unwrap().unwrap();
    let enumerated =
        enumerate_odds(|d| attack(3, false, Side::Saigo, None, d).map(|r| r.outcome_key()))
            .unwrap();
    for e in &enumerated {
        let c = o.iter().find(|x| x.outcome == e.outcome).unwrap();
        assert!(
            (c.probability - e.probability).abs() < 1e-12,
            "{}",
            e.outcome
        );
    }
}
