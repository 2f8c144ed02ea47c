// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::ActionCall;
    pub(super) use gunbai_rules::core::ruleset::SEALED;
    pub(super) use gunbai_rules::games::shogun::state::{ACTS, Act, Phase, State};
}
use tested_imports::*;

use gunbai_rules::core::{Ruleset, SeededDice, Setup};
use gunbai_rules::games::shogun::ShogunRules;
use gunbai_rules::games::shogun::public::*;
use gunbai_rules::games::shogun::state::Phase;

/// As the engine does: params checked against the action's keys (defaults filled) first.
fn apply(s: &State, a: ActionCall, dice: &mut SeededDice) -> State {
    let d = gunbai_rules::games::shogun::test_data();
    let spec = ShogunRules
        .actions(&d)
        .into_iter()
        .find(|x| x.name == a.name)
        .unwrap();
    let a = ActionCall {
        params: a.params.checked(&spec.keys).unwrap(),
        ..a
    };
    ShogunRules.apply(&d, s, &a, dice).unwrap().state
}

/// A 3-player game dealt and planned: each player puts its provinces on the action spaces A1–A8
/// and chest cards on both wars, bids 2 with the salt `salt-<colour>`.
fn planned() -> (Vec<State>, Vec<ActionCall>, SeededDice) {
    let d = gunbai_rules::games::shogun::test_data();
    let setup = Setup {
        players: 3,
        ..Default::default()
    };
    let mut dice = SeededDice::new(5);
    let mut s = ShogunRules.setup(&d, &setup).unwrap();
    s = apply(&s, ActionCall::new("prime-tower"), &mut dice);
    s = apply(&s, ActionCall::new("deal"), &mut dice);
    let mut states = vec![];
    let mut calls = vec![];
    for c in s.colours() {
        // Rule 5.3 / P26: with 11 cards or more every space is filled.
        let held = s.holdings(&c);
        let mut call = ActionCall::new("plan")
            .with("player", c.clone())
            .with("bid", "2")
            .with("war-a", "chest")
            .with("war-b", "chest")
            .with("salt", format!("salt-{c}"));
        for (act, p) in ACTS[..8].iter().zip(&held) {
            call = call.with(act.key(), p.clone());
        }
        s = apply(&s, call.clone(), &mut dice);
        states.push(s.clone());
        calls.push(call);
    }
    (states, calls, dice)
}

#[test]
fn rule_5_3_a_plan_is_sealed_until_the_reveal() {
    let (states, calls, _) = planned();
    let now = states.last().unwrap();
    assert_eq!(now.phase, Phase::Reveal);
    for (after, call) in states.iter().zip(&calls) {
        let p = public_action(after, now, call);
        for k in ["bid", "castle", "rice", "war-a", "salt"] {
            assert_eq!(p.params.get(k).unwrap(), SEALED, "{k}");
        }
        // The player is public.
        assert_eq!(p.params.get("player"), call.params.get("player"));
        assert!(p.has_sealed());
    }
    // The state: commitments only.
    let pub_s = public_state(now);
    for plan in pub_s.plans.values() {
        assert_eq!(plan.bid, SEALED);
        assert!(plan.spaces.values().all(|x| x == SEALED));
        assert!(!plan.commitment.is_empty());
    }
}

#[test]
fn rule_5_6_each_card_is_turned_only_at_its_action_and_the_round_end_shows_all() {
    let d = gunbai_rules::games::shogun::test_data();
    let (states, calls, mut dice) = planned();
    let mut s = states.last().unwrap().clone();
    s = apply(&s, ActionCall::new("reveal"), &mut dice);
    // Rule 5 phase 5: the bids are up, no action card is turned yet.
    let p = public_action(&states[0], &s, &calls[0]);
    assert_eq!(p.params.get("bid").unwrap(), "2");
    assert_eq!(p.params.get("castle").unwrap(), SEALED);
    let mut free: Vec<i64> = vec![1, 2, 3, 4, 5];
    while s.phase == Phase::Seating {
        let pos = free.remove(0);
        s = apply(
            &s,
            ActionCall::new("take-seat").with("position", pos),
            &mut dice,
        );
    }
    assert_eq!(s.phase, Phase::Actions);
    // Play on until the castle action (or rice) has been carried out by somebody, checking at
    // every step that exactly the cards of the actions reached are shown.
    let mut seen_turned = false;
    let mut seen_sealed = false;
    let year_season = (s.year, s.season);
    while (s.year, s.season) == year_season {
        for (after, call) in states.iter().zip(&calls) {
            let c = call.params.get("player").unwrap().as_str().unwrap();
            let p = public_action(after, &s, call);
            for act in [Act::Castle, Act::Rice, Act::WarA] {
                let shown = p.params.get(act.key()) == call.params.get(act.key());
                assert_eq!(shown, turned(&s, c, act), "{c} {act:?}");
                seen_turned |= shown;
                seen_sealed |= !shown;
            }
            // The salt stays sealed while any card is face down.
            assert_eq!(p.params.get("salt").unwrap(), SEALED);
        }
        let pub_s = public_state(&s);
        let up = s.actions_face_up();
        assert_eq!(pub_s.action_order[..up], s.action_order[..up]);
        let mut rest = s.action_order[up..].to_vec();
        rest.sort();
        assert_eq!(pub_s.action_order[up..], rest[..], "face down: board order");
        let Some((_, _)) = s.current() else { break };
        let prompt = ShogunRules.prompt(&d, &s);
        let name = prompt
            .actions
            .iter()
            .find(|a| a.blocked.is_none() && a.name != "calibrate" && a.name != "war")
            .map(|a| a.name.clone())
            .unwrap_or_else(|| "skip".into());
        s = apply(&s, ActionCall::new(&name), &mut dice);
    }
    assert!(seen_turned && seen_sealed);
    // The round is over: every plan of it is public whole, salt included.
    assert!((s.year, s.season) > year_season, "{:?}", s.phase);
    for (after, call) in states.iter().zip(&calls) {
        assert_eq!(&public_action(after, &s, call), call);
    }
}

#[test]
fn rule_3_10_the_event_deck_order_is_not_public() {
    let (states, _, _) = planned();
    let s = states.last().unwrap();
    assert!(s.event_deck.len() > 1);
    let p = public_state(s);
    let mut sorted = s.event_deck.clone();
    sorted.sort();
    assert_eq!(p.event_deck, sorted);
}

#[test]
fn rule_5_3_an_action_off_the_line_of_play_stays_sealed() {
    // Asked with now = after (an undone plan): nothing of it shows, ever.
    let (states, calls, _) = planned();
    let p = public_action(&states[0], &states[0], &calls[0]);
    assert_eq!(p.params.get("castle").unwrap(), SEALED);
    assert_eq!(p.params.get("salt").unwrap(), SEALED);
}
