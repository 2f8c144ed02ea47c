//! Issue 23, linear replay: opening a journal and moving the cursor cost about one application of an
//! action per act on the line of play, however many undo and redo records the journal holds. A
//! counting ruleset tells how many times `apply` ran (no timings).

#![allow(clippy::disallowed_methods)] // tests read and write session files

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::counting::{CountState, counting, fold};
use gunbai_session::Session;
use gunbai_session::core::{ActionCall, Game, Setup};

fn state(s: &Session) -> CountState {
    s.state().downcast_ref::<CountState>().unwrap().clone()
}

fn add(x: u64) -> ActionCall {
    ActionCall::new("add").with("x", x as i64)
}

/// Opens a journal held in memory and returns the session and how many times `apply` ran.
fn open(bytes: &[u8], g: &Arc<dyn Game>, n: &AtomicUsize) -> (Session, usize) {
    let before = n.load(Ordering::SeqCst);
    let g = g.clone();
    let s = Session::from_bytes(bytes, None, &move |_: &str| Ok(g.clone())).unwrap();
    (s, n.load(Ordering::SeqCst) - before)
}

/// Issue 23: 409 actions undone one at a time to the start and redone one at a time (the Saigoku save
/// that opened 18× slower than the straight one). Each undo and redo command costs about one
/// application, and opening the journal costs about what opening the straight one costs.
#[test]
fn issue_23_undo_and_redo_of_every_action_cost_one_application_each_and_reopen_linearly() {
    const N: usize = 409;
    let (g, counts) = counting();
    let n = &counts.applied;
    let mut s = Session::create(g.clone(), Setup::default(), Some(3), None).unwrap();
    for i in 0..N {
        if i % 5 == 0 {
            s.act(ActionCall::new("roll"), &[], true).unwrap();
        } else {
            s.act(add(i as u64 % 10), &[], false).unwrap();
        }
    }
    let straight = s.to_bytes();
    let end = state(&s);

    let before = n.load(Ordering::SeqCst);
    for _ in 0..N {
        s.undo(None, false).unwrap();
    }
    assert_eq!(s.position(), 0);
    assert_eq!(state(&s), CountState { steps: 0, total: 1 });
    for _ in 0..N {
        s.redo().unwrap();
    }
    let moves = n.load(Ordering::SeqCst) - before;
    println!("{moves} applications for {} undo and redo commands", 2 * N);
    assert_eq!(s.position(), N);
    assert_eq!(state(&s), end);
    // Each step back replays at most from the snapshot before it once per run of the window, each
    // step forward applies one action: about one application a command (it was about 16).
    assert!(
        moves <= 2 * N + 2 * 32,
        "{moves} applications for {} undo and redo commands",
        2 * N
    );

    let (plain, applied_straight) = open(&straight, &g, n);
    assert_eq!(applied_straight, N);
    assert_eq!(state(&plain), end);
    let (reopened, applied) = open(&s.to_bytes(), &g, n);
    println!("{applied} applications to open {} records", 3 * N);
    assert_eq!(s.records().len(), 3 * N);
    assert_eq!(state(&reopened), end);
    assert_eq!(reopened.position(), N);
    // The undo and redo records only move the cursor; the state at the end is replayed once from the
    // nearest snapshot: the acts plus at most one snapshot interval (it was about 15 000).
    assert!(
        applied <= N + 32,
        "{applied} applications to open {} records of {N} actions",
        3 * N
    );
}

/// Issue 23: 20 000 undo and redo records at the end of a line of play (they took 11 s to open).
#[test]
fn issue_23_twenty_thousand_undo_redo_records_open_with_the_acts_applications_only() {
    const N: usize = 120;
    let (g, counts) = counting();
    let n = &counts.applied;
    let mut s = Session::create(g.clone(), Setup::default(), Some(4), None).unwrap();
    for i in 0..N {
        s.act(add(i as u64 % 7), &[], false).unwrap();
    }
    let end = state(&s);
    let before = n.load(Ordering::SeqCst);
    for _ in 0..10_000 {
        s.undo(None, false).unwrap();
        s.redo().unwrap();
    }
    let moves = n.load(Ordering::SeqCst) - before;
    println!("{moves} applications for 20 000 undo and redo commands");
    assert_eq!(state(&s), end);
    // One step back is in the window around the cursor, one step forward applies one action.
    assert!(
        moves <= 10_000 + 32,
        "{moves} applications for 20 000 commands"
    );
    let (reopened, applied) = open(&s.to_bytes(), &g, n);
    println!("{applied} applications to open {} records", N + 20_000);
    assert_eq!(reopened.records().len(), N + 20_000);
    assert_eq!(state(&reopened), end);
    assert!(applied <= N + 32, "{applied} applications to open");
}

/// A tiny deterministic generator for the mixed-play test.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// Issue 23: with states kept around the cursor and undo/redo records resolved lazily on reading, every
/// mix of acts, undos to any point, redos and new branches still reaches the state that a fold of the
/// line of play gives, live and after reopening, and reopening applies each act at most once plus one
/// snapshot interval per stretch between branch points.
#[test]
fn issue_23_mixed_undo_redo_and_branches_reach_the_folded_state_live_and_reopened() {
    let (g, counts) = counting();
    let n = &counts.applied;
    let mut s = Session::create(g.clone(), Setup::default(), Some(5), None).unwrap();
    // The model: the line of play (the x of each add) and the cursor.
    let mut line: Vec<u64> = Vec::new();
    let mut cursor = 0usize;
    let mut rng = Lcg(23);
    for round in 0..1_500 {
        match rng.below(10) {
            0..=4 => {
                let x = rng.below(10);
                s.act(add(x), &[], false).unwrap();
                line.truncate(cursor);
                line.push(x);
                cursor += 1;
            }
            5..=6 if cursor > 0 => {
                let to = if rng.below(3) == 0 {
                    rng.below(cursor as u64) as usize
                } else {
                    cursor - 1
                };
                s.undo(Some(to), false).unwrap();
                cursor = to;
            }
            7..=8 if cursor < line.len() => {
                s.redo().unwrap();
                cursor += 1;
            }
            _ => {}
        }
        let want = line[..cursor].iter().fold(1, |t, &x| fold(t, x));
        assert_eq!(
            state(&s),
            CountState {
                steps: cursor as u64,
                total: want
            },
            "round {round}"
        );
        assert_eq!(s.position(), cursor);
        if round % 250 == 249 {
            let (r, _) = open(&s.to_bytes(), &g, n);
            assert_eq!(state(&r), state(&s), "reopened at round {round}");
            assert_eq!(r.position(), cursor);
            assert_eq!(r.can_redo(), cursor < line.len());
        }
    }
    // Reopening: every act of the journal is applied once when it is read (new branches need the state
    // at their start), and each branch point or the end replays at most one snapshot interval.
    let acts = s
        .records()
        .iter()
        .filter(|r| matches!(r, gunbai_session::Record::Act { .. }))
        .count();
    use gunbai_session::Record;
    // Where reading needs the state after cursor moves: an act right after an undo or redo, and the end.
    let resumes = 1 + s
        .records()
        .windows(2)
        .filter(|w| {
            matches!(w[0], Record::Undo { .. } | Record::Redo { .. })
                && matches!(w[1], Record::Act { .. })
        })
        .count();
    let (_, applied) = open(&s.to_bytes(), &g, n);
    assert!(
        applied <= acts + 32 * resumes,
        "{applied} applications for {acts} acts and {resumes} resumes"
    );
}

/// Issue 23, one journal replay: the state at any position of the line of play (what a pack-up cut
/// before a sealed order and the phones' view ask) is replayed by the session's own replay from its
/// nearest snapshot, at most one snapshot interval of applications, live and after a reopen; past the
/// line of play there is none.
#[test]
fn issue_23_the_state_at_a_position_replays_from_the_nearest_snapshot() {
    const N: usize = 100;
    let (g, counts) = counting();
    let n = &counts.applied;
    let mut s = Session::create(g.clone(), Setup::default(), Some(6), None).unwrap();
    let mut expected = vec![CountState { steps: 0, total: 1 }];
    for i in 0..N {
        let x = i as u64 % 10;
        s.act(add(x), &[], false).unwrap();
        let last = expected.last().unwrap().total;
        expected.push(CountState {
            steps: i as u64 + 1,
            total: fold(last, x),
        });
    }
    s.undo(Some(90), false).unwrap();
    s.redo().unwrap();
    let (reopened, _) = open(&s.to_bytes(), &g, n);
    for session in [&s, &reopened] {
        for (p, want) in expected.iter().enumerate() {
            let before = n.load(Ordering::SeqCst);
            let got = session.state_at(p).expect("a position of the line of play");
            let applied = n.load(Ordering::SeqCst) - before;
            assert_eq!(got.downcast_ref::<CountState>(), Some(want), "position {p}");
            assert!(applied < 32, "{applied} applications for the state at {p}");
        }
        assert!(session.state_at(N + 1).is_none());
        assert_eq!(session.position(), 91);
    }
}
