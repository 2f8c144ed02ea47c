//! A counting ruleset for the tests of replay and of the work a session does (issue 23): it tells how
//! many times `apply` ran, how often the specs were built and how often a state was written out, so the
//! tests count work instead of timing it.

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use gunbai_session::core::{
    ActionCall, ActionSpec, Applied, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg, Params,
    ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup, Status,
};
use gunbai_session::tables::{TableError, TableFiles};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

thread_local! {
    /// How many times this thread wrote a state out (a digest, a snapshot for the window never does).
    static WRITTEN: Cell<usize> = const { Cell::new(0) };
    /// How many times this thread copied a state.
    static COPIED: Cell<usize> = const { Cell::new(0) };
}

pub fn written() -> usize {
    WRITTEN.with(Cell::get)
}

pub fn copied() -> usize {
    COPIED.with(Cell::get)
}

/// What the counting game counts: applications and spec builds.
#[derive(Default)]
pub struct Counts {
    pub applied: AtomicUsize,
    /// Applications to a state handed over to the rules (`apply_owned`, issue 23).
    pub in_place: AtomicUsize,
    /// `add` with this amount is refused (rules "corrected" since a journal was recorded).
    pub refuse: Mutex<Option<u64>>,
    pub action_specs: AtomicUsize,
    pub procedure_specs: AtomicUsize,
}

/// `add x`: the total takes `x` in an order-dependent way (a different line of play gives a different
/// state); `roll`: adds a die; the procedure `throw` rolls `n` dice. Every `apply`, every build of the
/// action or procedure specs and every time a state is written out is counted.
struct Counting(Arc<Counts>);

#[derive(Deserialize, PartialEq, Debug)]
pub struct CountState {
    pub steps: u64,
    pub total: u64,
}

impl Clone for CountState {
    fn clone(&self) -> Self {
        COPIED.with(|c| c.set(c.get() + 1));
        CountState {
            steps: self.steps,
            total: self.total,
        }
    }
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
        let x = self.amount(a, dice)?;
        Ok(Applied::new(CountState {
            steps: s.steps + 1,
            total: fold(s.total, x),
        }))
    }
    fn apply_owned(
        &self,
        _: &(),
        mut s: CountState,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<CountState>, RuleError> {
        self.0.applied.fetch_add(1, Ordering::SeqCst);
        self.0.in_place.fetch_add(1, Ordering::SeqCst);
        // The state is changed before the refusal, as a ruleset working in place may do.
        s.steps += 1;
        let x = self.amount(a, dice)?;
        s.total = fold(s.total, x);
        Ok(Applied::new(s))
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

impl Counting {
    /// What an action adds: `x`, or a die + 10; `add` of the refused amount is refused.
    fn amount(&self, a: &ActionCall, dice: &mut dyn DiceSource) -> Result<u64, RuleError> {
        match a.name.as_str() {
            "add" => {
                let x = a.params.int("x")? as u64;
                if self.0.refuse.lock().is_ok_and(|r| *r == Some(x)) {
                    return Err(RuleError::forbidden("1", Msg::plain("not that amount")));
                }
                Ok(x)
            }
            _ => Ok(u64::from(dice.d6()?) + 10),
        }
    }
}

/// The total after adding `x` (the order of the adds matters).
pub fn fold(total: u64, x: u64) -> u64 {
    (total.wrapping_mul(31).wrapping_add(x)) % 1_000_000_007
}

/// A counting game and its counters (each test its own: tests run in parallel).
pub fn counting() -> (Arc<dyn Game>, Arc<Counts>) {
    let c = Arc::new(Counts::default());
    let g: Arc<dyn Game> =
        Arc::new(Loaded::new(Counting(c.clone()), TableFiles::default()).unwrap());
    (g, c)
}
