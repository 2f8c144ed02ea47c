//! Issue 23, speed where journals grow: the work a live act, a resolve and a reload do, counted (no
//! timings). A game builds its action and procedure specs once, not on every act or lookup; a reload
//! applies each act once and writes the state out for its digest only at the sparse check points.

#![allow(clippy::disallowed_methods)] // tests read and write session files

use std::sync::atomic::Ordering;

use crate::counting::{CountState, copied, counting, fold, written};

use gunbai_session::Session;
use gunbai_session::core::{ActionCall, Params, SeededDice, Setup};

fn played(n: usize) -> Vec<u8> {
    let (g, _) = counting();
    let mut s = Session::create(g, Setup::default(), Some(5), None).unwrap();
    for i in 0..n {
        let a = if i % 3 == 0 {
            ActionCall::new("roll")
        } else {
            ActionCall::new("add").with("x", (i % 10) as i64)
        };
        s.act(a, &[], true).unwrap();
    }
    s.to_bytes()
}

/// Issue 23: live play looked every action's spec up by building all of them on each act (twice: the
/// session's key check and the game's own `apply`). A game builds them once.
#[test]
fn issue_23_live_acts_build_the_action_specs_once_per_game() {
    let (g, c) = counting();
    let mut s = Session::create(g.clone(), Setup::default(), Some(5), None).unwrap();
    for i in 0..300 {
        let a = if i % 4 == 0 {
            ActionCall::new("roll")
        } else {
            ActionCall::new("add").with("x", 2)
        };
        s.act(a, &[], true).unwrap();
    }
    assert_eq!(c.applied.load(Ordering::SeqCst), 300);
    assert_eq!(c.action_specs.load(Ordering::SeqCst), 1);
    // A lookup of an unknown action still names the ones there are, from the same specs.
    let e = g.action("no-such").unwrap_err();
    assert!(e.to_string().contains("add"), "{e}");
    assert_eq!(g.actions().len(), 2);
    assert_eq!(c.action_specs.load(Ordering::SeqCst), 1);
}

/// Issue 23: reopening a 1 000-act journal applies each act once and builds the specs once.
#[test]
fn issue_23_a_reload_applies_each_act_once_and_builds_the_specs_once() {
    let bytes = played(1_000);
    let (g, c) = counting();
    let s = Session::from_bytes(&bytes, None, &move |_: &str| Ok(g.clone())).unwrap();
    assert_eq!(s.position(), 1_000);
    assert_eq!(c.applied.load(Ordering::SeqCst), 1_000);
    assert_eq!(c.action_specs.load(Ordering::SeqCst), 1);
}

/// Issue 23: a reload writes the state out for its digest only at the sparse check points (every 32
/// acts and the last), not after every act; a live act writes it once for its record.
#[test]
fn issue_23_a_reload_writes_the_state_out_only_at_the_sparse_digest_checks() {
    let bytes = played(640);
    let (g, _) = counting();
    let before = written();
    let s = Session::from_bytes(&bytes, None, &move |_: &str| Ok(g.clone())).unwrap();
    let on_reload = written() - before;
    assert_eq!(s.position(), 640);
    assert!(
        (1..=640 / 32 + 2).contains(&on_reload),
        "{on_reload} states written out to reopen 640 acts"
    );
}

/// Issue 23: `resolve` and `odds` look the procedure's spec up from specs built once per game.
#[test]
fn issue_23_resolve_and_odds_build_the_procedure_specs_once_per_game() {
    let (g, c) = counting();
    let p = Params::new().with("n", 2);
    let mut dice = SeededDice::new(9);
    for _ in 0..50 {
        let r = g.resolve("throw", &p, &mut dice).unwrap();
        assert_eq!(r.rolls.len(), 2);
        assert!(!g.odds("throw", &p).unwrap().is_empty());
    }
    let e = g.resolve("nothing", &p, &mut dice).unwrap_err();
    assert!(e.to_string().contains("throw"), "{e}");
    assert_eq!(g.procedures().len(), 1);
    assert_eq!(c.procedure_specs.load(Ordering::SeqCst), 1);
}

/// Issue 23, linear replay: a reload hands the state to the rules for each act (they change it in
/// place) instead of having them copy it; a state is copied only where a snapshot also holds it
/// (every 32 acts).
#[test]
fn issue_23_a_reload_hands_the_state_to_the_rules_instead_of_copying_it_per_act() {
    const N: usize = 1_000;
    let bytes = played(N);
    let (g, c) = counting();
    let before = copied();
    let s = Session::from_bytes(&bytes, None, &move |_: &str| Ok(g.clone())).unwrap();
    let copies = copied() - before;
    assert_eq!(s.position(), N);
    assert_eq!(c.applied.load(Ordering::SeqCst), N);
    assert_eq!(c.in_place.load(Ordering::SeqCst), N);
    assert!(
        copies <= N / 32 + 2,
        "{copies} states copied to reopen {N} acts"
    );
}

/// Issue 23: a live act must leave the state as it was when the rules refuse it, so it is applied to
/// a copy (never in place).
#[test]
fn issue_23_a_refused_live_act_leaves_the_state_as_it_was() {
    let (g, c) = counting();
    let mut s = Session::create(g, Setup::default(), Some(5), None).unwrap();
    for x in 0..10 {
        s.act(ActionCall::new("add").with("x", x % 5), &[], true)
            .unwrap();
    }
    let before = s.state_json();
    *c.refuse.lock().unwrap() = Some(7);
    assert!(
        s.act(ActionCall::new("add").with("x", 7), &[], true)
            .is_err()
    );
    assert_eq!(s.state_json(), before);
    assert_eq!(s.position(), 10);
    assert_eq!(c.in_place.load(Ordering::SeqCst), 0);
}

/// Issue 23: when an act read from a file is refused by the current rules after the state was handed
/// over to them, the session still opens just before it with the state the acts before it reach (found
/// again from a snapshot), and asks the players.
#[test]
fn issue_23_a_reload_stops_before_a_refused_act_with_the_state_before_it() {
    let (g, _) = counting();
    let mut s = Session::create(g, Setup::default(), Some(5), None).unwrap();
    // 45 acts of 0..=6, then the act the current rules refuse, then more.
    let amounts: Vec<u64> = (0..45).map(|i| i % 7).chain([7, 1, 2, 3]).collect();
    for x in &amounts {
        s.act(ActionCall::new("add").with("x", *x as i64), &[], true)
            .unwrap();
    }
    let bytes = s.to_bytes();
    let (g, c) = counting();
    *c.refuse.lock().unwrap() = Some(7);
    let s = Session::from_bytes(&bytes, None, &move |_: &str| Ok(g.clone())).unwrap();
    let d = s.divergence().expect("the refused act");
    assert_eq!(d.position, 46);
    assert_eq!(s.position(), 45);
    let total = amounts[..45].iter().fold(1, |t, x| fold(t, *x));
    assert_eq!(
        s.state().downcast_ref::<CountState>(),
        Some(&CountState { steps: 45, total })
    );
}
