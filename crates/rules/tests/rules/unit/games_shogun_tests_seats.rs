//! Issue 24: every player plans at the same time (seed 2.(3): the players lay their cards face down,
//! in no order among them; the bids turn up together at 2.(5)), so phones may send plans in any order.

// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::odds::Odds;
    pub(super) use gunbai_rules::core::{
        ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded,
        Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
        Status,
    };
    pub(super) use gunbai_rules::games::shogun::command::Command;
    pub(super) use gunbai_rules::games::shogun::data::{ShogunData, Side, TABLES};
    pub(super) use gunbai_rules::games::shogun::state::{Phase, State};
    pub(super) use gunbai_rules::msg;
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use serde_json::{Value, json};
    pub(super) use std::collections::BTreeMap;
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use gunbai_rules::core::{ManualDice, SeededDice};
use gunbai_rules::games::shogun::state::ACTS;
use gunbai_rules::games::shogun::*;

fn dealt() -> (ShogunData, State) {
    let d = test_data();
    let setup = Setup {
        scenario: None,
        players: 4,
        options: Default::default(),
    };
    let s = ShogunRules.setup(&d, &setup).unwrap();
    let mut dice = SeededDice::new(3);
    let s = plan_free(&d, &s, "prime-tower", &[], &mut dice).unwrap();
    let s = plan_free(&d, &s, "deal", &[], &mut dice).unwrap();
    (d, s)
}

fn plan_free(
    d: &ShogunData,
    s: &State,
    name: &str,
    p: &[(&str, Value)],
    dice: &mut dyn DiceSource,
) -> Result<State, RuleError> {
    let mut call = ActionCall::new(name);
    for (k, v) in p {
        call = call.with(k, v.clone());
    }
    let spec = ShogunRules
        .actions(d)
        .into_iter()
        .find(|a| a.name == name)
        .unwrap();
    call.params = call.params.checked(&spec.keys)?;
    ShogunRules.apply(d, s, &call, dice).map(|a| a.state)
}

/// `c`'s plan: a chest bid, its cards on the first action spaces, chests on the rest.
fn plan_of(s: &State, c: &str) -> Vec<(&'static str, Value)> {
    let mut held = s.holdings(c).into_iter();
    let mut v: Vec<(&'static str, Value)> = vec![("player", c.into()), ("bid", "1".into())];
    for act in ACTS {
        v.push((
            act.key(),
            held.next().unwrap_or_else(|| "chest".into()).into(),
        ));
    }
    v
}

fn plan(d: &ShogunData, s: &State, c: &str) -> Result<State, RuleError> {
    plan_free(
        d,
        s,
        "plan",
        &plan_of(s, c),
        &mut ManualDice::new([]).unwrap(),
    )
}

#[test]
fn rule_2_3_plans_are_accepted_in_any_order_and_every_unplanned_player_may_plan() {
    let (d, mut s) = dealt();
    assert_eq!(s.phase, Phase::Planning);
    let mut order = s.colours();
    order.reverse();
    for (i, c) in order.iter().enumerate() {
        // Everyone who has not planned yet may plan now, not only the next in seat order.
        let may = ShogunRules.private_players(&d, &s, "plan").unwrap();
        let mut waiting: Vec<String> = order[i..].to_vec();
        waiting.reverse();
        assert_eq!(may, waiting);
        s = plan(&d, &s, c).unwrap_or_else(|e| panic!("{c}: {e}"));
        assert!(s.plans.contains_key(c));
    }
    // The last plan (the first seat's) ends the planning: the reveal is next, as in seat order.
    assert_ne!(s.phase, Phase::Planning);
    assert_eq!(ShogunRules.private_players(&d, &s, "plan"), Some(vec![]));
    assert_eq!(ShogunRules.private_players(&d, &s, "reveal"), None);
}

#[test]
fn rule_2_3_a_second_plan_of_a_player_who_planned_is_refused() {
    let (d, s) = dealt();
    let last = s.colours().last().cloned().unwrap();
    let s = plan(&d, &s, &last).unwrap();
    match plan(&d, &s, &last) {
        Err(RuleError::Forbidden { rule, .. }) => assert_eq!(rule, "2.(3)"),
        other => panic!("expected a refusal under 2.(3), got {other:?}"),
    }
    assert!(
        !ShogunRules
            .private_players(&d, &s, "plan")
            .unwrap()
            .contains(&last)
    );
}

#[test]
fn rule_2_3_a_plan_form_for_a_named_player_offers_that_players_own_cards() {
    let (d, s) = dealt();
    let cs = s.colours();
    let (first, last) = (cs[0].clone(), cs[cs.len() - 1].clone());
    let mut given = Params::new();
    given.insert("player", last.as_str());
    let values = |v: Vec<Candidate>| -> Vec<String> { v.into_iter().map(|c| c.value).collect() };
    for key in ["bid", "war-a", "rice"] {
        let got = values(ShogunRules.candidates_given(&d, &s, "plan", key, &given));
        for p in s.holdings(&last) {
            assert!(
                got.contains(&p),
                "{key}: {p} of {last} missing from {got:?}"
            );
        }
        for p in s.holdings(&first) {
            assert!(!got.contains(&p), "{key}: {p} of {first} offered to {last}");
        }
    }
    // Without a player (the laptop's form), the next player in seat order, as before.
    let laptop = values(ShogunRules.candidates_given(&d, &s, "plan", "rice", &Params::new()));
    assert_eq!(
        laptop,
        values(ShogunRules.candidates(&d, &s, "plan", "rice"))
    );
    assert!(s.holdings(&first).iter().all(|p| laptop.contains(p)));
}
