// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{DiceSource, RuleError, SeededDice};
    pub(super) use gunbai_rules::games::shogun::data::{REGIONS, ShogunData};
    pub(super) use gunbai_rules::games::shogun::state::Building;
    pub(super) use gunbai_rules::games::shogun::tower::{Cubes, Model, add, count, throw, uniform};
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai_rules::core::{ManualDice, SeededDice};
use gunbai_rules::games::shogun::data::Side;
use gunbai_rules::games::shogun::war::*;

fn data() -> ShogunData {
    gunbai_rules::games::shogun::test_data()
}

#[test]
fn rule_7_2_invasion_attacker_wins_takes_d_plus_p_losses() {
    let r = resolve(Kind::Invasion, 5, 2, 1, false);
    assert_eq!(r.winner, Winner::Attacker);
    assert_eq!(r.province, Holder::Attacker);
    assert_eq!((r.attacker_placed, r.attacker_returned), (2, 3));
    assert_eq!((r.defender_returned, r.peasants_to_bank), (2, 1));
}

#[test]
fn rule_7_2_invasion_defender_wins_peasants_absorb_first() {
    let r = resolve(Kind::Invasion, 2, 3, 1, false);
    assert_eq!(r.winner, Winner::Defender);
    assert_eq!(r.province, Holder::Defender);
    assert_eq!(r.attacker_returned, 2);
    assert_eq!(r.defender_returned, 1);
    assert_eq!(r.defender_placed, 2);
    assert_eq!(r.peasants_to_bank, 1);
}

#[test]
fn rule_7_2_p2_peasants_do_not_defend_a_province_with_a_revolt_marker() {
    let r = resolve(Kind::Invasion, 3, 2, 2, true);
    assert_eq!(r.winner, Winner::Attacker);
    assert_eq!((r.attacker_placed, r.attacker_returned), (1, 2));
    assert_eq!((r.peasants_to_bank, r.peasants_stay), (0, 2));
}

#[test]
fn rule_7_2_peasants_alone_win_and_the_province_becomes_neutral() {
    let r = resolve(Kind::Invasion, 1, 0, 2, false);
    assert_eq!(r.winner, Winner::Defender);
    assert_eq!(r.province, Holder::Neutral);
    assert!(r.clear_province);
}

#[test]
fn rule_7_2_tie_makes_the_province_neutral() {
    let r = resolve(Kind::Invasion, 3, 2, 1, false);
    assert_eq!(r.winner, Winner::Tie);
    assert_eq!(r.province, Holder::Neutral);
    assert_eq!((r.attacker_returned, r.defender_returned), (3, 2));
    let z = resolve(Kind::Invasion, 0, 0, 0, false);
    assert_eq!(z.winner, Winner::Tie);
}

#[test]
fn rule_7_3_expansion_needs_more_than_the_peasants() {
    let w = resolve(Kind::Expansion, 3, 0, 1, false);
    assert_eq!(
        (w.province, w.attacker_placed, w.attacker_returned),
        (Holder::Attacker, 2, 1)
    );
    let l = resolve(Kind::Expansion, 1, 0, 1, false);
    assert_eq!((l.province, l.attacker_returned), (Holder::Neutral, 1));
    assert_eq!(l.peasants_to_bank, 1);
}

#[test]
fn rule_7_4_collection_revolt_won_adds_a_marker() {
    let w = resolve(Kind::CollectionRevolt, 0, 4, 1, true);
    assert_eq!(w.province, Holder::Defender);
    assert_eq!((w.defender_placed, w.defender_returned), (3, 1));
    assert!(w.revolt_marker_added);
    let l = resolve(Kind::CollectionRevolt, 0, 2, 2, true);
    assert_eq!(l.province, Holder::Neutral);
    assert!(l.clear_province);
    assert_eq!(l.defender_returned, 2);
}

#[test]
fn rule_7_5_winter_revolt_adds_no_marker() {
    let w = resolve(Kind::WinterRevolt, 0, 3, 2, false);
    assert_eq!(w.province, Holder::Defender);
    assert!(!w.revolt_marker_added);
}

#[test]
fn rule_8_winter_table_and_p6_rice_left() {
    let d = data();
    let w = winter(&d, 8, 7, 3, false);
    assert_eq!((w.rice_after, w.shortage), (4, 4));
    assert_eq!((w.revolting_provinces, w.peasant_cubes), (2, 2));
    // P7: equal is no revolt.
    let e = winter(&d, 4, 7, 3, false);
    assert_eq!((e.shortage, e.revolting_provinces), (0, 0));
    // Literal reading of the seed: compare with the loss itself.
    let l = winter(&d, 8, 20, 3, true);
    assert_eq!(
        (l.shortage, l.revolting_provinces, l.peasant_cubes),
        (5, 2, 3)
    );
    let big = winter(&d, 12, 0, 2, false);
    assert_eq!((big.revolting_provinces, big.peasant_cubes), (3, 3));
    let one = winter(&d, 5, 4, 0, false);
    assert_eq!((one.revolting_provinces, one.peasant_cubes), (1, 1));
}

#[test]
fn rule_5_5_bid_ranking_and_payment() {
    let bids = vec![
        ("red".to_string(), Bid::Chest(3)),
        ("blue".to_string(), Bid::Card),
        ("yellow".to_string(), Bid::Chest(0)),
        ("black".to_string(), Bid::None),
    ];
    let coins: BTreeMap<String, u32> = ["red", "blue", "yellow", "black"]
        .iter()
        .map(|c| (c.to_string(), 5))
        .collect();
    let t = turn_order(&bids, &coins, &mut ManualDice::new([]).unwrap()).unwrap();
    assert_eq!(t.order, vec!["red", "blue", "yellow", "black"]);
    assert_eq!(t.paid["red"], 3);
    assert_eq!(t.paid["blue"], 0);
}

#[test]
fn rule_5_5_unaffordable_chest_ranks_as_zero_and_ties_are_drawn() {
    let bids = vec![
        ("red".to_string(), Bid::Chest(4)),
        ("blue".to_string(), Bid::Chest(0)),
    ];
    let coins: BTreeMap<String, u32> = [("red".to_string(), 2), ("blue".to_string(), 9)]
        .into_iter()
        .collect();
    // Face 2 → index 1 of [red, blue] drawn first (uniform over 2: faces 1,3,5 → 0; 2,4,6 → 1).
    let t = turn_order(&bids, &coins, &mut ManualDice::new([2]).unwrap()).unwrap();
    assert_eq!(t.paid["red"], 0);
    assert_eq!(t.order, vec!["blue", "red"]);
    assert_eq!(t.draws.len(), 1);
    let mut firsts = BTreeMap::new();
    let mut dice = SeededDice::new(5);
    for _ in 0..600 {
        let t = turn_order(&bids, &coins, &mut dice).unwrap();
        *firsts.entry(t.order[0].clone()).or_insert(0) += 1;
    }
    assert!(firsts["red"] > 240 && firsts["blue"] > 240, "{firsts:?}");
}

fn p(name: &str, owner: &str, c: bool, t: bool, th: bool) -> ScoredProvince {
    ScoredProvince {
        name: name.into(),
        owner: Some(owner.into()),
        castle: c,
        temple: t,
        theatre: th,
    }
}

#[test]
fn rule_9_scoring_with_ties_in_several_regions() {
    let d = data();
    // Green: red and blue tie on castles (2 each), red alone has a temple.
    // Yellow: blue and black tie on theatres (0 each after the −1), black alone has castles.
    let board = vec![
        p("Aki", "red", true, true, false),
        p("Bingo", "blue", true, false, false),
        p("Izu", "blue", false, false, true),
        p("Suruga", "black", true, false, true),
        p("Kai", "black", false, false, false),
        ScoredProvince {
            name: "Mino".into(),
            owner: None,
            castle: false,
            temple: false,
            theatre: false,
        },
    ];
    let s = score(&d, Side::Sun, &board).unwrap();
    // red: 1 province + 2 buildings + castle tie 2 + temple 2 = 7
    assert_eq!(s["red"].total, 7);
    // blue: 2 provinces + 2 buildings + green castle tie 2 + yellow theatre tie 0 = 6
    assert_eq!(s["blue"].total, 6);
    // black: 2 provinces + 2 buildings + yellow castle 3 + theatre tie 0 = 7
    assert_eq!(s["black"].total, 7);
    assert!(
        s["blue"]
            .majorities
            .contains(&("yellow".into(), Building::Theatre, 0))
    );
    // Kai is yellow on the sun side but red on the moon side.
    assert_eq!(d.card(Side::Moon, "Kai").unwrap().region, "red");
}

#[test]
fn rule_9_a_neutral_province_cannot_hold_buildings() {
    let d = data();
    let bad = vec![ScoredProvince {
        name: "Aki".into(),
        owner: None,
        castle: true,
        temple: false,
        theatre: false,
    }];
    assert!(score(&d, Side::Sun, &bad).is_err());
    let unknown = vec![p("Atlantis", "red", false, false, false)];
    assert!(score(&d, Side::Sun, &unknown).is_err());
}
