//! Random play (issue 23): one seeded test generator and one random player shared by the games' random-play
//! tests, the fuzz targets and `fuzz-play`. The player chooses among the actions the prompt offers and
//! fills each key from the ruleset's own candidates (or a value of the key's kind), so it plays what a
//! table could type. After every step [`check_step`] looks for what must never happen: a dead end before
//! the end, an offered action refused without a rule or a key, a state that fails the game's own checks.
//!
//! Pure: the generator is a seeded ChaCha stream, nothing here reads a clock or a file.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::dice::{DiceSource, DieRecord, ReplayDice, SeededDice};
use super::params::KeyKind;
use super::rules::RuleError;
use super::ruleset::{ActionCall, AnyState, Game, Prompt, Setup};

/// The one seeded generator of the tests and the fuzzers: the same seed gives the same choices on every
/// platform (ChaCha8 is portable).
#[derive(Debug, Clone)]
pub struct TestRng(ChaCha8Rng);

impl TestRng {
    pub fn new(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }
    /// A number in `min..=max` (either bound when the range is empty).
    pub fn between(&mut self, min: i64, max: i64) -> i64 {
        if max <= min {
            return min;
        }
        // In i128: the span of two i64 bounds may not fit an i64.
        let span = (i128::from(max) - i128::from(min) + 1) as u128;
        (i128::from(min) + (u128::from(self.next_u64()) % span) as i128) as i64
    }
}

/// A call of `action` as a table might type it: the pre-set values most of the time, a candidate of the
/// ruleset where it gives a pick-list, else a value of the key's kind (sometimes left out, so the
/// ruleset's default or its "missing key" refusal is exercised too).
pub fn random_call(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &super::params::Params,
    rng: &mut TestRng,
) -> ActionCall {
    let mut call = ActionCall::new(action);
    let Ok(spec) = game.action(action) else {
        return call;
    };
    let prefill = game.prefill(state, action);
    // Now and then only what is pre-set and what is required: the plain call a table makes most.
    let minimal = rng.chance(30);
    let mut used = std::collections::BTreeSet::new();
    for k in &spec.keys {
        let given = preset.get(&k.name).or_else(|| prefill.get(&k.name));
        if let Some(v) = given
            && rng.chance(70)
        {
            call.params.insert(&k.name, v.clone());
            continue;
        }
        if k.default.is_some() && (minimal || rng.chance(15)) {
            continue;
        }
        let cands = game.candidates(state, action, &k.name);
        let v: Value = match &k.kind {
            KeyKind::List => {
                let n = rng.below(4);
                let items: Vec<Value> = (0..n)
                    .filter_map(|_| rng.pick(&cands).map(|c| Value::from(c.value.clone())))
                    .collect();
                Value::Array(items)
            }
            _ if !cands.is_empty() => {
                // Keys that share a pick-list (the spaces of a plan) mostly get different values.
                let fresh: Vec<&String> = cands
                    .iter()
                    .map(|c| &c.value)
                    .filter(|v| !used.contains(*v))
                    .collect();
                let c = match rng.pick(&fresh) {
                    Some(v) if rng.chance(85) => (*v).clone(),
                    _ => rng
                        .pick(&cands)
                        .map(|c| c.value.clone())
                        .unwrap_or_default(),
                };
                used.insert(c.clone());
                match &k.kind {
                    KeyKind::Int { .. } => {
                        c.parse::<i64>().map(Value::from).unwrap_or(Value::from(c))
                    }
                    KeyKind::Bool => c.parse::<bool>().map(Value::from).unwrap_or(Value::from(c)),
                    _ => Value::from(c),
                }
            }
            KeyKind::Int { min, max } => {
                // Mostly small numbers (die rolls, steps), sometimes anywhere in range.
                let top = if rng.chance(80) {
                    (*max).min(min.saturating_add(6))
                } else {
                    *max
                };
                Value::from(rng.between(*min, top))
            }
            KeyKind::Bool => Value::from(rng.chance(30)),
            KeyKind::Choice { options } => rng
                .pick(options)
                .map(|o| Value::from(o.clone()))
                .unwrap_or(Value::Null),
            KeyKind::Text | KeyKind::Json => continue,
        };
        call.params.insert(&k.name, v);
    }
    call
}

/// The actions the prompt offers now (not blocked), with their pre-set values.
pub fn offered(prompt: &Prompt) -> Vec<(String, super::params::Params)> {
    prompt
        .actions
        .iter()
        .filter(|a| a.blocked.is_none())
        .map(|a| (a.name.clone(), a.preset.clone()))
        .collect()
}

/// Why a refusal of an offered action is not a proper one, if it is not: a refusal must name the rule
/// (`Forbidden`) or the key (`Input`), or say the game is over. Unknown actions, table-data errors and
/// dice errors from a seeded stream mean the offer and the rules disagree.
pub fn improper_refusal(e: &RuleError) -> Option<String> {
    match e {
        RuleError::Forbidden { rule, .. } if !rule.trim().is_empty() => None,
        RuleError::Input { field, .. } if !field.trim().is_empty() => None,
        RuleError::GameOver(_) => None,
        other => Some(format!("refused without a rule or a key: {other}")),
    }
}

/// A dice source that records every face it hands out, for replay.
pub struct Recording<'a> {
    inner: &'a mut dyn DiceSource,
    pub faces: Vec<u8>,
}

impl<'a> Recording<'a> {
    pub fn new(inner: &'a mut dyn DiceSource) -> Self {
        Self {
            inner,
            faces: Vec::new(),
        }
    }
}

impl DiceSource for Recording<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let f = self.inner.d6()?;
        self.faces.push(f);
        Ok(f)
    }
}

/// One step a random game took: the call and the dice it used.
#[derive(Debug, Clone)]
pub struct Step {
    pub call: ActionCall,
    pub faces: Vec<u8>,
}

/// What one random game did, and every violation found (empty when all held).
#[derive(Debug, Clone, Default)]
pub struct Played {
    pub steps: Vec<Step>,
    pub refused: usize,
    pub ended: bool,
    pub violations: Vec<String>,
}

/// Checks of the state after a step: the ruleset's own `check_state` and the game's invariants.
pub fn check_state_and(
    game: &dyn Game,
    state: &AnyState,
    invariants: &dyn Fn(&dyn Game, &AnyState) -> Vec<String>,
) -> Vec<String> {
    let mut out = Vec::new();
    if let Err(e) = game.check_state(state) {
        out.push(format!("check_state: {e}"));
    }
    out.extend(invariants(game, state));
    out
}

/// Plays one seeded game of at most `max_steps` tries from `setup`, choosing among the offered actions,
/// and checks after every step: the prompt offers an action until the game is decided, every offered
/// action applies or is refused naming a rule or key, `check_state` and `invariants` hold. At the end the
/// recorded steps are replayed from a fresh set-up with their own dice and must give the same state
/// (replay of the journal equals the live state), and a fresh set-up equals the first state (undo to
/// the start gives the initial state back).
pub fn play(
    game: &dyn Game,
    setup: &Setup,
    seed: u64,
    max_steps: usize,
    invariants: &dyn Fn(&dyn Game, &AnyState) -> Vec<String>,
) -> Played {
    let mut out = Played::default();
    let initial = match game.setup(setup) {
        Ok(s) => s,
        Err(e) => {
            out.violations.push(format!("set-up refused: {e}"));
            return out;
        }
    };
    let mut state = initial.clone();
    let mut rng = TestRng::new(seed);
    let mut dice = SeededDice::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut refused_in_a_row = 0usize;
    for i in 0..max_steps {
        let v = check_state_and(game, &state, invariants);
        if !v.is_empty() {
            out.violations
                .extend(v.into_iter().map(|m| format!("step {i}: {m}")));
            return out;
        }
        if game.status(&state).winner.is_some() {
            out.ended = true;
            break;
        }
        let prompt = game.prompt(&state);
        let offers = offered(&prompt);
        let Some((name, preset)) = rng.pick(&offers).cloned() else {
            out.violations.push(format!(
                "step {i}: dead end: no action offered before the end"
            ));
            return out;
        };
        let call = random_call(game, &state, &name, &preset, &mut rng);
        let mut rec = Recording::new(&mut dice);
        match game.apply(&state, &call, &mut rec) {
            Ok(applied) => {
                let faces = std::mem::take(&mut rec.faces);
                state = applied.state;
                out.steps.push(Step { call, faces });
                refused_in_a_row = 0;
            }
            Err(e) => {
                if let Some(why) = improper_refusal(&e) {
                    out.violations
                        .push(format!("step {i}: {} {:?}: {why}", call.name, call.params));
                    return out;
                }
                out.refused += 1;
                refused_in_a_row += 1;
                // A random player can keep typing wrong values; it is not stuck as long as something
                // applies now and then.
                if refused_in_a_row > 400 {
                    break;
                }
            }
        }
    }
    out.violations
        .extend(replay_matches(game, setup, &initial, &out.steps, &state));
    out
}

/// Replays `steps` from a fresh set-up with their recorded dice: every step must apply again and the end
/// state must equal `live`; the fresh set-up must equal `initial`.
pub fn replay_matches(
    game: &dyn Game,
    setup: &Setup,
    initial: &AnyState,
    steps: &[Step],
    live: &AnyState,
) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(mut s) = game.setup(setup) else {
        return vec!["set-up refused on replay".into()];
    };
    if game.state_json(&s) != game.state_json(initial) {
        out.push("undo to the start: a fresh set-up differs from the first state".into());
    }
    for (i, step) in steps.iter().enumerate() {
        let records: Vec<DieRecord> = step.faces.iter().map(|f| DieRecord::physical(*f)).collect();
        let mut dice = ReplayDice::new(&records);
        match game.apply(&s, &step.call, &mut dice) {
            Ok(a) => s = a.state,
            Err(e) => {
                out.push(format!(
                    "replay: step {i} ({}) refused: {e}",
                    step.call.name
                ));
                return out;
            }
        }
    }
    if game.state_json(&s) != game.state_json(live) {
        out.push("replay of the journal differs from the live state".into());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_23_test_rng_is_seeded_and_bounded() {
        let mut a = TestRng::new(7);
        let mut b = TestRng::new(7);
        for _ in 0..100 {
            let x = a.below(5);
            assert_eq!(x, b.below(5));
            assert!(x < 5);
            let y = a.between(-2, 3);
            assert_eq!(y, b.between(-2, 3));
            assert!((-2..=3).contains(&y));
        }
        assert_eq!(a.below(0), 0);
        // The widest range does not overflow.
        let w = a.between(i64::MIN, i64::MAX);
        assert_eq!(w, b.between(i64::MIN, i64::MAX));
        assert_eq!(a.between(4, 4), 4);
    }

    #[test]
    fn issue_23_a_refusal_must_name_a_rule_or_a_key() {
        assert!(
            improper_refusal(&RuleError::forbidden("6.1", crate::msg!("core-no-effect"))).is_none()
        );
        assert!(improper_refusal(&RuleError::input("to", crate::msg!("core-no-effect"))).is_none());
        assert!(improper_refusal(&RuleError::Data("bad".into())).is_some());
        assert!(
            improper_refusal(&RuleError::forbidden(" ", crate::msg!("core-no-effect"))).is_some()
        );
    }
}
