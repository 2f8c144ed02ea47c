//! Fuzz target bodies of the rules core (issue 23) and a seeded mutator. Each body takes arbitrary bytes
//! and must never panic, loop for ever or read out of bounds: a bad input is an `Err`, never a crash.
//! The libFuzzer targets in `fuzz/` call these; the stable tests run them over seed corpora and many
//! mutated inputs (`crates/rules/tests/rules/fuzz_targets.rs`), so the same code is fuzzed with and without
//! nightly.
//!
//! Input layouts (text, so seeds are readable files):
//! - [`tables`]: `GAME/FILE.toml` on the first line, the file's new text after it.
//! - [`resolve`]: `GAME` and `PROCEDURE` on the first two lines, then `KEY=VALUE` lines, then an
//!   optional line `#` followed by die faces (bytes, taken modulo 6).
//! - [`state_then_apply`]: `GAME` on the first line, a state as JSON after it.

use serde_json::Value;

use super::dice::{DiceSource, ManualDice, SeededDice};
use super::params::Params;
use super::play::{TestRng, improper_refusal, player_call};
use super::rules::RuleError;
use super::ruleset::{ActionCall, AnyState, Game};
use super::text::Lang;
use crate::games;
use crate::tables::{Origin, TableFiles};

/// Splits off the first line (without its `\r`).
fn first_line(data: &[u8]) -> (&str, &[u8]) {
    let end = data.iter().position(|b| *b == b'\n').unwrap_or(data.len());
    let line = std::str::from_utf8(&data[..end]).unwrap_or("");
    let rest = data.get(end + 1..).unwrap_or(&[]);
    (line.trim_end_matches('\r'), rest)
}

/// A stable 64-bit hash of the input (FNV-1a), to seed the choices a body makes.
pub fn hash(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Dice that take their faces from the input, then from a stream seeded by it (never run out).
struct InputDice<'a> {
    faces: std::slice::Iter<'a, u8>,
    rest: SeededDice,
}

impl DiceSource for InputDice<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        match self.faces.next() {
            Some(b) => Ok(b % 6 + 1),
            None => self.rest.d6(),
        }
    }
}

/// Everything a front end reads from a loaded state: none of it may panic.
pub fn read_all(game: &dyn Game, state: &AnyState) {
    let _ = game.status(state);
    let _ = game.show_text(state);
    let _ = game.score(state);
    let _ = game.view(state);
    let _ = game.public_state_json(state);
    let _ = game.undo_hints(state, state);
    let p = game.prompt(state);
    let st = game.status(state);
    for lang in [Lang::En, Lang::Zh, Lang::Ja] {
        for m in p.texts() {
            let _ = game.say(m, lang);
        }
        for (k, v) in &st.track {
            let _ = (game.say(k, lang), game.say(v, lang));
        }
        let _ = game.say(&st.phase, lang);
    }
}

/// Loads a game with one of its table files replaced by the input's text: the load either succeeds or
/// names what is wrong; when it loads, a set-up of each scenario and every procedure's odds with default
/// inputs are tried too.
pub fn tables(data: &[u8]) {
    let (head, rest) = first_line(data);
    let Some((id, file)) = head.split_once('/') else {
        return;
    };
    let Some(entry) = games::entry(id) else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mut files = TableFiles::embedded(entry.id, entry.tables);
    if !files.files.contains_key(file) {
        return;
    }
    files.put(
        file,
        text.to_string(),
        Origin::User(std::path::PathBuf::from(file)),
    );
    let Ok(game) = entry.load_files(files) else {
        return;
    };
    for sc in game.scenarios() {
        let setup = super::ruleset::Setup {
            scenario: Some(sc.id.clone()),
            players: sc.max_players,
            ..Default::default()
        };
        if let Ok(s) = game.setup(&setup) {
            read_all(game.as_ref(), &s);
        }
    }
    for p in game.procedures() {
        let mut dice = SeededDice::new(hash(data));
        if let Ok(params) = Params::from_inputs(&p.keys, &[], None) {
            let _ = game.resolve(&p.id, &params, &mut dice);
        }
    }
}

/// Turns a game id into a loaded game: [`games::load_embedded`], or a cache of it (a fuzzer loads each
/// game once per process, not once per input: issue 23).
pub type Loader<'a> = dyn Fn(&str) -> Result<std::sync::Arc<dyn Game>, String> + 'a;

/// Resolves a procedure with the input's keys (as the CLI reads `KEY=VALUE`) and dice, then its odds.
pub fn resolve(data: &[u8]) {
    resolve_with(data, &games::load_embedded);
}

/// [`resolve`] with the games from `load`.
pub fn resolve_with(data: &[u8], load: &Loader) {
    let Ok(text) = std::str::from_utf8(data.split(|b| *b == b'#').next().unwrap_or(&[])) else {
        return;
    };
    let faces = data
        .iter()
        .position(|b| *b == b'#')
        .map(|i| &data[i + 1..])
        .unwrap_or(&[]);
    let mut lines = text.lines();
    let (Some(id), Some(proc)) = (lines.next(), lines.next()) else {
        return;
    };
    let Ok(game) = load(id.trim()) else {
        return;
    };
    let pairs: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let Ok(spec) = game.procedure(proc.trim()) else {
        return;
    };
    // The CLI's path: keys checked against the specs.
    if let Ok(params) = Params::from_inputs(&spec.keys, &pairs, None) {
        let mut dice = InputDice {
            faces: faces.iter(),
            rest: SeededDice::new(hash(data)),
        };
        if let Ok(r) = game.resolve(&spec.id, &params, &mut dice) {
            let _ = game.outcome_text(&r);
            let _ = game.die_notes(&r);
        }
        // Odds enumerate every die sequence: only for procedures with few dice (the enumeration is
        // bounded by the game, but a fuzzer's budget is not).
        if faces.len() < 4 {
            let _ = game.odds(&spec.id, &params);
        }
    }
    // The GUI's path: raw values, each as text or as a number, checked by the engine.
    let mut raw = Params::new();
    for (k, v) in &pairs {
        let value = v
            .parse::<i64>()
            .map(Value::from)
            .unwrap_or_else(|_| Value::from(v.clone()));
        raw.insert(k, value);
    }
    let mut dice = ManualDice::new(faces.iter().map(|b| b % 6 + 1)).unwrap_or_default();
    let _ = game.resolve(&spec.id, &raw, &mut dice);
}

/// Loads a state from JSON through `state_from_json` (which runs `check_state`); a state it accepts
/// must be readable, and every action with inputs drawn from the candidates must apply or be refused
/// naming a rule or key. Returns the refusals that named neither (a panic is the other failure).
pub fn state_then_apply(data: &[u8]) -> Vec<String> {
    state_then_apply_with(data, &games::load_embedded)
}

/// [`state_then_apply`] with the games from `load`.
pub fn state_then_apply_with(data: &[u8], load: &Loader) -> Vec<String> {
    let (id, rest) = first_line(data);
    let Ok(game) = load(id.trim()) else {
        return Vec::new();
    };
    let Ok(v) = serde_json::from_slice::<Value>(rest) else {
        return Vec::new();
    };
    let Ok(state) = game.state_from_json(&v) else {
        return Vec::new();
    };
    read_all(game.as_ref(), &state);
    let mut rng = TestRng::new(hash(data));
    let mut out = Vec::new();
    let prompt = game.prompt(&state);
    let mut names: Vec<(String, Params)> = prompt
        .actions
        .iter()
        .map(|a| (a.name.clone(), a.preset.clone()))
        .collect();
    // Also actions the prompt does not offer now: they must be refused, not crash.
    for a in game.actions() {
        if rng.chance(30) {
            names.push((a.name, Params::new()));
        }
    }
    for (name, preset) in names {
        let call = player_call(game.as_ref(), &state, &name, &preset, &mut rng);
        let _ = game.action_odds(&state, &call);
        let _ = game.action_view(&state, &call);
        let mut dice = SeededDice::new(rng.next_u64());
        match game.apply(&state, &call, &mut dice) {
            Ok(a) => {
                read_all(game.as_ref(), &a.state);
                let _ = game.public_action(&a.state, &a.state, &call);
            }
            Err(e) => {
                let offered = prompt
                    .actions
                    .iter()
                    .any(|p| p.name == name && p.blocked.is_none());
                if offered && let Some(why) = improper_refusal(&e) {
                    out.push(format!("{name}: {why}"));
                }
            }
        }
    }
    // A call with no keys at all, and one with a key the action does not have.
    let _ = game.apply(&state, &ActionCall::new(""), &mut SeededDice::new(1));
    out
}

/// A seeded mutation of `input`: flips, inserts, deletes, repeats or splices bytes (with `others` as
/// donors), or, when the input is JSON after its first line, changes a value of the JSON instead.
pub fn mutate(input: &[u8], others: &[Vec<u8>], rng: &mut TestRng) -> Vec<u8> {
    let (head, rest) = first_line(input);
    if rng.chance(60)
        && let Ok(mut v) = serde_json::from_slice::<Value>(rest)
    {
        let n = 1 + rng.below(3);
        for _ in 0..n {
            mutate_json(&mut v, rng);
        }
        let mut out = head.as_bytes().to_vec();
        out.push(b'\n');
        out.extend(serde_json::to_vec(&v).unwrap_or_default());
        return out;
    }
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = out.len();
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                out[i] ^= 1 << rng.below(8);
            }
            1 => {
                let i = rng.below(len + 1);
                let b = *rng.pick(INTERESTING).unwrap_or(&b'0');
                out.insert(i, b);
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(16)).min(len);
                out.drain(i..j);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(32)).min(len);
                let chunk = out[i..j].to_vec();
                let at = rng.below(out.len() + 1);
                out.splice(at..at, chunk);
            }
            4 => {
                if let Some(d) = rng.pick(others)
                    && !d.is_empty()
                {
                    let i = rng.below(d.len());
                    let j = (i + 1 + rng.below(64)).min(d.len());
                    let at = rng.below(out.len() + 1);
                    out.splice(at..at, d[i..j].iter().copied());
                }
            }
            _ if len > 0 => {
                let i = rng.below(len);
                out[i] = *rng.pick(INTERESTING).unwrap_or(&b'9');
            }
            _ => {}
        }
    }
    out
}

const INTERESTING: &[u8] = b"0123456789-,=\"{}[]:\n#\xff\x00 ";

/// Changes one value somewhere in `v`: numbers to extremes or neighbours, strings to others found in the
/// document or to odd ones, booleans flipped, keys removed, array items removed or repeated.
pub fn mutate_json(v: &mut Value, rng: &mut TestRng) {
    let mut strings = Vec::new();
    collect_strings(v, &mut strings);
    let mut count = 0usize;
    count_nodes(v, &mut count);
    let target = rng.below(count.max(1));
    let mut i = 0usize;
    mutate_at(v, target, &mut i, &strings, rng);
}

fn collect_strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if out.len() < 2000 => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| collect_strings(x, out)),
        Value::Object(o) => o.values().for_each(|x| collect_strings(x, out)),
        _ => {}
    }
}

fn count_nodes(v: &Value, n: &mut usize) {
    *n += 1;
    match v {
        Value::Array(a) => a.iter().for_each(|x| count_nodes(x, n)),
        Value::Object(o) => o.values().for_each(|x| count_nodes(x, n)),
        _ => {}
    }
}

fn mutate_at(v: &mut Value, target: usize, i: &mut usize, strings: &[String], rng: &mut TestRng) {
    if *i == target {
        *v = match v {
            Value::Number(n) => {
                let x = n.as_i64().unwrap_or(0);
                match rng.below(7) {
                    0 => Value::from(x.saturating_add(1)),
                    1 => Value::from(x.saturating_sub(1)),
                    2 => Value::from(0),
                    3 => Value::from(-1),
                    4 => Value::from(i64::MAX),
                    5 => Value::from(u64::MAX),
                    _ => Value::from(x.saturating_mul(1000)),
                }
            }
            Value::String(_) => match rng.pick(strings) {
                Some(s) if rng.chance(80) => Value::from(s.clone()),
                _ => Value::from(["", " ", "0", "-1", "9999", "𝕏", "a,b"][rng.below(7)]),
            },
            Value::Bool(b) => Value::Bool(!*b),
            Value::Null => Value::from(rng.below(7) as i64),
            Value::Array(a) => {
                let mut a = a.clone();
                if !a.is_empty() {
                    let k = rng.below(a.len());
                    if rng.chance(50) {
                        a.remove(k);
                    } else {
                        let x = a[k].clone();
                        a.push(x);
                    }
                } else {
                    a.push(Value::Null);
                }
                Value::Array(a)
            }
            Value::Object(o) => {
                let mut o = o.clone();
                let keys: Vec<String> = o.keys().cloned().collect();
                if let Some(k) = rng.pick(&keys) {
                    o.remove(k);
                }
                Value::Object(o)
            }
        };
        *i += 1;
        return;
    }
    *i += 1;
    match v {
        Value::Array(a) => a
            .iter_mut()
            .for_each(|x| mutate_at(x, target, i, strings, rng)),
        Value::Object(o) => o
            .values_mut()
            .for_each(|x| mutate_at(x, target, i, strings, rng)),
        _ => {}
    }
}
