//! Issue 23, speed where journals grow: the work a live act, a resolve and a reload do, counted (no
//! timings). A game builds its action and procedure specs once, not on every act or lookup; a reload
//! applies each act once and writes the state out for its digest only at the sparse check points.

#![allow(clippy::disallowed_methods)] // tests read and write session files

use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use gunbai_session::Session;
use gunbai_session::core::{
    ActionCall, ActionSpec, Applied, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg, Params,
    ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, SeededDice, Setup, Status,
};
use gunbai_session::tables::{TableError, TableFiles};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

thread_local! {
    /// How many times this thread wrote a state out (a digest, a snapshot for the window never does).
    static WRITTEN: Cell<usize> = const { Cell::new(0) };
}

fn written() -> usize {
    WRITTEN.with(Cell::get)
}

/// What the counting game counts: applications and spec builds.
#[derive(Default)]
struct Counts {
    applied: AtomicUsize,
    action_specs: AtomicUsize,
    procedure_specs: AtomicUsize,
}

struct Counting(Arc<Counts>);

#[derive(Clone, Deserialize, PartialEq, Debug)]
struct CountState {
    steps: u64,
    total: u64,
}

impl Serialize for CountState {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Plain {
            steps: u64,
            total: u64,
        }
        WRITTEN.with(|w| w.set(w.get() + 1));
        Plain {
            steps: self.steps,
            total: self.total,
        }
        .serialize(s)
    }
}

impl Ruleset for Counting {
    type Data = ();
    type State = CountState;
    fn info(&self) -> GameInfo {
        GameInfo {
            id: "counting-work",
            title: "数え",
            english: "Counting",
            min_players: 1,
            max_players: 1,
            blurb: "",
        }
    }
    fn load(&self, _: &TableFiles) -> Result<(), TableError> {
        Ok(())
    }
    fn procedures(&self, _: &()) -> Vec<ProcedureSpec> {
        self.0.procedure_specs.fetch_add(1, Ordering::SeqCst);
        vec![ProcedureSpec {
            id: "throw".into(),
            title: Msg::plain("Throw"),
            rule: "3".into(),
            keys: vec![KeySpec::int("n", 1, 3, "dice").default(1)],
            dice: Msg::plain("d6"),
        }]
    }
    fn resolve(
        &self,
        _: &(),
        p: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        let mut r = Resolution::new("counting-work", p);
        for _ in 0..params.int("n")? {
            r.rolls.push(dice.d6()?);
        }
        Ok(r)
    }
    fn scenarios(&self, _: &()) -> Vec<ScenarioInfo> {
        vec![]
    }
    fn setup(&self, _: &(), _: &Setup) -> Result<CountState, RuleError> {
        Ok(CountState { steps: 0, total: 1 })
    }
    fn actions(&self, _: &()) -> Vec<ActionSpec> {
        self.0.action_specs.fetch_add(1, Ordering::SeqCst);
        vec![
            ActionSpec {
                name: "add".into(),
                title: Msg::plain("Add"),
                rule: "1".into(),
                keys: vec![KeySpec::int("x", 0, 9, "amount").default(1)],
                rolls: false,
            },
            ActionSpec {
                name: "roll".into(),
                title: Msg::plain("Roll"),
                rule: "2".into(),
                keys: vec![],
                rolls: true,
            },
        ]
    }
    fn prompt(&self, _: &(), _: &CountState) -> Prompt {
        Prompt::default()
    }
    fn apply(
        &self,
        _: &(),
        s: &CountState,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<CountState>, RuleError> {
        self.0.applied.fetch_add(1, Ordering::SeqCst);
        let x = match a.name.as_str() {
            "add" => a.params.int("x")? as u64,
            _ => u64::from(dice.d6()?) + 10,
        };
        Ok(Applied::new(CountState {
            steps: s.steps + 1,
            total: (s.total * 31 + x) % 1_000_000_007,
        }))
    }
    fn status(&self, _: &(), _: &CountState) -> Status {
        Status::default()
    }
    fn undo_hints(&self, _: &(), _: &CountState, _: &CountState) -> Vec<Msg> {
        vec![]
    }
    fn score(&self, _: &(), s: &CountState) -> Value {
        Value::from(s.total)
    }
    fn show_text(&self, _: &(), s: &CountState) -> Msg {
        Msg::plain(format!("{s:?}"))
    }
    fn placeholders(&self, _: &()) -> Vec<String> {
        vec![]
    }
}

fn counting() -> (Arc<dyn Game>, Arc<Counts>) {
    let c = Arc::new(Counts::default());
    let g: Arc<dyn Game> =
        Arc::new(Loaded::new(Counting(c.clone()), TableFiles::default()).unwrap());
    (g, c)
}

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
