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
/// ruleset's default or its "missing key" refusal is exercised too). `preset`: what the prompt pre-sets
/// for the action (what `Game::prefill` gives; taken from the prompt the caller already has, so a step
/// works the prompt out once, issue 23).
pub fn random_call(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &super::params::Params,
    rng: &mut TestRng,
) -> ActionCall {
    random_call_kept(game, state, action, preset, rng, &mut Kept::default())
}

/// The pick-lists asked of one state, kept while it stays as it is (issue 23: random play makes
/// several calls on a state that refusals leave unchanged, and the move form's paths walk the map for
/// every commander). The caller forgets them when the state changes ([`Kept::forget`]).
#[derive(Default)]
pub struct Kept(
    #[doc(hidden)] pub rustc_hash::FxHashMap<(String, String), std::rc::Rc<Vec<super::Candidate>>>,
);

impl Kept {
    pub fn forget(&mut self) {
        self.0.clear();
    }

    fn candidates(
        &mut self,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        key: &str,
    ) -> std::rc::Rc<Vec<super::Candidate>> {
        self.0
            .entry((action.to_string(), key.to_string()))
            .or_insert_with(|| std::rc::Rc::new(game.candidates(state, action, key)))
            .clone()
    }
}

/// [`random_call`] with the pick-lists of `state` kept in `kept` (see [`Kept`]).
pub fn random_call_kept(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &super::params::Params,
    rng: &mut TestRng,
    kept: &mut Kept,
) -> ActionCall {
    let mut call = ActionCall::new(action);
    let Ok(spec) = game.action(action) else {
        return call;
    };
    // Now and then only what is pre-set and what is required: the plain call a table makes most.
    let minimal = rng.chance(30);
    let mut used = std::collections::BTreeSet::new();
    for k in &spec.keys {
        if let Some(v) = preset.get(&k.name)
            && rng.chance(70)
        {
            call.params.insert(&k.name, v.clone());
            continue;
        }
        if k.default.is_some() && (minimal || rng.chance(15)) {
            continue;
        }
        let cands = kept.candidates(game, state, action, &k.name);
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

/// A game's own player for some of its actions (issue 23): fills a call the generic player would
/// rarely make legal, or gives `None` to leave the action to the generic player. A hook of the random
/// player only: the rules never call it.
pub type Player =
    fn(&dyn Game, &AnyState, &str, &super::params::Params, &mut TestRng) -> Option<ActionCall>;

/// The game's own player, if it has one (see [`Player`]; each game's is in its own folder, found
/// through the registry).
pub fn player_of(game: &str) -> Option<Player> {
    crate::games::random_player(game)
}

/// A call of `action` as a random table makes it: most of the time the game's own player (when it has
/// one for this action), else [`random_call`].
pub fn player_call(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &super::params::Params,
    rng: &mut TestRng,
) -> ActionCall {
    player_call_kept(
        player_of(game.id()),
        game,
        state,
        action,
        preset,
        rng,
        &mut Kept::default(),
    )
}

/// [`player_call`] with the given player (`None`: the generic one alone) and the pick-lists of `state`
/// kept in `kept` (see [`Kept`]).
pub fn player_call_kept(
    player: Option<Player>,
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &super::params::Params,
    rng: &mut TestRng,
    kept: &mut Kept,
) -> ActionCall {
    if let Some(p) = player
        && rng.chance(90)
        && let Some(call) = p(game, state, action, preset, rng)
    {
        return call;
    }
    random_call_kept(game, state, action, preset, rng, kept)
}

/// Shuffles `items` in place (Fisher–Yates with the test generator).
pub fn shuffle<T>(items: &mut [T], rng: &mut TestRng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// A function giving what a table sees of a state, each output named ([`public_outputs`]).
pub type Outputs = dyn Fn(&dyn Game, &AnyState) -> Vec<(&'static str, String)>;

/// What a table sees of `state` (issue 23), each output as text: the public state, the view and the
/// prompt (every front end and the pack-up sheet show these, the session's public log adds the public
/// form of each action, [`sealed_leaks`]).
pub fn public_outputs(game: &dyn Game, state: &AnyState) -> Vec<(&'static str, String)> {
    vec![
        ("public state", game.public_state_text(state)),
        (
            "view",
            serde_json::to_string(&game.view(state)).unwrap_or_default(),
        ),
        (
            "prompt",
            serde_json::to_string(&game.prompt(state)).unwrap_or_default(),
        ),
    ]
}

/// The keys of `call` whose values the ruleset keeps face down in `state` (its public form reads
/// [`SEALED`](super::ruleset::SEALED) where the call has a value).
pub fn sealed_keys(
    game: &dyn Game,
    after: &AnyState,
    now: &AnyState,
    call: &ActionCall,
) -> Vec<String> {
    let public = game.public_action(after, now, call);
    call.params
        .0
        .iter()
        .filter(|(k, v)| {
            v.as_str() != Some(super::ruleset::SEALED)
                && public.params.get(k).and_then(Value::as_str) == Some(super::ruleset::SEALED)
        })
        .map(|(k, _)| k.clone())
        .collect()
}

/// Issue 23: public outputs hold no sealed value. `call` (as journaled, with its secret word) applied to
/// `before` with the dice `faces` gave `after`. When the ruleset seals some of its values, a twin of the
/// call with the sealed values moved between its keys and another secret word is applied to `before`
/// with the same dice: every output a table sees (`outputs`: normally [`public_outputs`]; the log
/// lines of the step; the public form of the call) must read the same for both calls, once each call's
/// commitment (a hash of the sealed values and the secret, shown on purpose) is masked. The secret word
/// itself must show nowhere. Returns what leaks (empty when nothing does, or nothing is sealed).
pub fn sealed_leaks(
    game: &dyn Game,
    before: &AnyState,
    call: &ActionCall,
    faces: &[DieRecord],
    outputs: &Outputs,
    rng: &mut TestRng,
) -> Vec<String> {
    let Ok(live) = game.apply(before, call, &mut ReplayDice::new(faces)) else {
        return vec![format!("{}: the call does not apply again", call.name)];
    };
    sealed_leaks_after(game, before, call, &live, faces, outputs, rng)
}

/// [`sealed_leaks`] where the caller has just applied `call` to `before` with the dice `faces` and
/// holds what it gave (`live`): random play checks every sealing step, and the call is not applied a
/// second time for it (issue 23, speed).
pub fn sealed_leaks_after(
    game: &dyn Game,
    before: &AnyState,
    call: &ActionCall,
    live: &super::ruleset::Applied<AnyState>,
    faces: &[DieRecord],
    outputs: &Outputs,
    rng: &mut TestRng,
) -> Vec<String> {
    let apply = |c: &ActionCall| game.apply(before, c, &mut ReplayDice::new(faces)).ok();
    let sealed = sealed_keys(game, &live.state, &live.state, call);
    if sealed.is_empty() {
        return Vec::new();
    }
    let seen = |a: &super::ruleset::Applied<AnyState>, c: &ActionCall| {
        let mut out = outputs(game, &a.state);
        out.push(("log", serde_json::to_string(&a.log).unwrap_or_default()));
        let public = game.public_action(&a.state, &a.state, c);
        out.push((
            "public action",
            serde_json::to_string(&public).unwrap_or_default(),
        ));
        let masks: Vec<String> = game
            .sealed_commitment(&a.state, c)
            .map(|h| vec![super::commit::short(&h), h])
            .unwrap_or_default();
        for (_, text) in out.iter_mut() {
            for m in masks.iter().rev() {
                *text = text.replace(m.as_str(), "(commitment)");
            }
        }
        out
    };
    let mut found = Vec::new();
    let live_out = seen(live, call);
    // The secret word is a sealed value no other output has a reason to hold.
    if sealed.iter().any(|k| k == "salt")
        && let Some(secret) = call.params.get("salt").and_then(Value::as_str)
        && !secret.trim().is_empty()
    {
        for (what, text) in &live_out {
            if text.contains(secret) {
                found.push(format!("{}: the {what} shows the secret word", call.name));
            }
        }
    }
    // An empty space is seen on the table (an action space left empty, a bid of none): only values
    // that lie face down are moved.
    let face_down = |v: &Value| {
        v.as_str().is_none_or(|t| {
            let t = t.trim();
            !(t.is_empty() || t.eq_ignore_ascii_case("none") || t.eq_ignore_ascii_case("empty"))
        })
    };
    let values: Vec<(String, Value)> = sealed
        .iter()
        .filter(|k| *k != "salt")
        .filter_map(|k| call.params.get(k).map(|v| (k.clone(), v.clone())))
        .filter(|(_, v)| face_down(v))
        .collect();
    // A twin must be legal: keys may take different kinds of values (a bid and an action space), so
    // later tries leave more of the first keys where they are; the last moves only the secret word.
    for tries in 0..=2 * values.len() {
        let mut twin = call.clone();
        if sealed.iter().any(|k| k == "salt") {
            twin.params
                .insert("salt", format!("twin-{:016x}", rng.next_u64()));
        }
        let keep = (tries / 2).min(values.len());
        let mut moved: Vec<&Value> = values[keep..].iter().map(|(_, v)| v).collect();
        shuffle(&mut moved, rng);
        for ((k, _), v) in values[keep..].iter().zip(moved) {
            twin.params.insert(k, v.clone());
        }
        if twin == *call {
            continue;
        }
        let Some(other) = apply(&twin) else { continue };
        for ((what, a), (_, b)) in live_out.iter().zip(seen(&other, &twin)) {
            if *a != b {
                found.push(format!(
                    "{}: the {what} differs with other sealed values: {}",
                    call.name,
                    first_difference(a, &b)
                ));
            }
        }
        break;
    }
    found
}

/// Where two texts first differ: a few characters of each from there.
fn first_difference(a: &str, b: &str) -> String {
    let at = a
        .char_indices()
        .zip(b.chars())
        .find(|((_, x), y)| x != y)
        .map(|((i, _), _)| i)
        .unwrap_or(a.len().min(b.len()));
    let from = a[..at]
        .char_indices()
        .rev()
        .nth(40)
        .map(|(i, _)| i)
        .unwrap_or(0);
    let cut = |t: &str| {
        t.get(from..)
            .unwrap_or("")
            .chars()
            .take(120)
            .collect::<String>()
    };
    format!("«{}» / «{}»", cut(a), cut(b))
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

/// What a step of random play leaks: when `call`, just applied to `before` with the dice `faces`
/// (giving `applied`), seals some of its values, [`sealed_leaks_after`] with the public outputs;
/// `None` when it seals nothing. The check both random-play harnesses make after every step that
/// applies.
pub fn step_leaks(
    game: &dyn Game,
    before: &AnyState,
    call: &ActionCall,
    applied: &super::ruleset::Applied<AnyState>,
    faces: &[u8],
    twins: &mut TestRng,
) -> Option<Vec<String>> {
    if sealed_keys(game, &applied.state, &applied.state, call).is_empty() {
        return None;
    }
    let records: Vec<DieRecord> = faces.iter().map(|f| DieRecord::physical(*f)).collect();
    Some(sealed_leaks_after(
        game,
        before,
        call,
        applied,
        &records,
        &public_outputs,
        twins,
    ))
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
    play_as(
        player_of(game.id()),
        game,
        setup,
        seed,
        max_steps,
        invariants,
    )
}

/// [`play`] with the given player (`None`: the generic one alone, to compare a game's own player with).
pub fn play_as(
    player: Option<Player>,
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
    // The sealed-value check's own generator: it does not change the game's choices.
    let mut twins = TestRng::new(seed ^ 0x5ea1);
    let mut refused_in_a_row = 0usize;
    // The actions offered in `state`, kept while tries are refused: a refusal leaves the state as it
    // was, so its checks and its prompt are not made again (issue 23, speed).
    let mut offers: Option<Vec<(String, super::params::Params)>> = None;
    let mut kept = Kept::default();
    for i in 0..max_steps {
        let now = match &mut offers {
            Some(o) => o,
            None => {
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
                offers.insert(offered(&game.prompt(&state)))
            }
        };
        let Some((name, preset)) = rng.pick(now).cloned() else {
            out.violations.push(format!(
                "step {i}: dead end: no action offered before the end"
            ));
            return out;
        };
        let call = player_call_kept(player, game, &state, &name, &preset, &mut rng, &mut kept);
        let mut rec = Recording::new(&mut dice);
        match game.apply(&state, &call, &mut rec) {
            Ok(applied) => {
                let faces = std::mem::take(&mut rec.faces);
                let leaks = step_leaks(game, &state, &call, &applied, &faces, &mut twins);
                if let Some(leaks) = leaks.filter(|l| !l.is_empty()) {
                    out.violations
                        .extend(leaks.into_iter().map(|m| format!("step {i}: {m}")));
                    return out;
                }
                state = applied.state;
                out.steps.push(Step { call, faces });
                refused_in_a_row = 0;
                offers = None;
                kept.forget();
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
        // A replay that meets a refusal stops there, so the state is handed over, not copied.
        s = match game.apply_owned(s, &step.call, &mut dice) {
            Ok(a) => a.state,
            Err(e) => {
                out.push(format!(
                    "replay: step {i} ({}) refused: {e}",
                    step.call.name
                ));
                return out;
            }
        };
    }
    if game.state_json(&s) != game.state_json(live) {
        out.push("replay of the journal differs from the live state".into());
    }
    out
}
