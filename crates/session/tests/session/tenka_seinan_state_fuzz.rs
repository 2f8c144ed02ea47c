//! Issue 19 item 10 (b) for 天下布武 and 西南战争: `check_state` guarantees what `apply` assumes. States
//! reached in seeded play are edited at random (numbers, names, lists, missing keys), and every state
//! that `state_from_json` accepts then answers every question a front end asks and takes every action
//! of its prompt (inputs from the ruleset's own candidates, random dice) without a panic. A refusal is
//! fine; a panic (an `expect`, an index out of range, an overflow) is the failure.
//!
//! `GUNBAI_RANDOM_GAMES=n` plays n source games per game instead of the quick count.

use std::panic::{AssertUnwindSafe, catch_unwind};

use gunbai_session::Session;
use gunbai_session::core::{ActionCall, DiceSource, Game, RuleError, Setup};
use gunbai_session::games;
use serde_json::Value;

/// A small deterministic generator (xorshift64*), so the test needs no extra crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Random faces; stops after a bound, so that no action can roll for ever.
struct RandomDice {
    rng: Rng,
    left: u32,
}

impl DiceSource for RandomDice {
    fn d6(&mut self) -> Result<u8, RuleError> {
        if self.left == 0 {
            return Err(RuleError::Dice(gunbai_session::core::Msg::plain(
                "no more dice in this test",
            )));
        }
        self.left -= 1;
        Ok(1 + self.rng.below(6) as u8)
    }
}

fn games_count(quick: u64) -> u64 {
    std::env::var("GUNBAI_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(quick)
}

/// Every path to a leaf or container in a JSON value.
fn paths(v: &Value, at: Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    out.push(at.clone());
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let mut p = at.clone();
                p.push(PathStep::Key(k.clone()));
                paths(x, p, out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let mut p = at.clone();
                p.push(PathStep::Index(i));
                paths(x, p, out);
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum PathStep {
    Key(String),
    Index(usize),
}

fn at_mut<'a>(v: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    let mut cur = v;
    for s in path {
        cur = match s {
            PathStep::Key(k) => cur.get_mut(k)?,
            PathStep::Index(i) => cur.get_mut(*i)?,
        };
    }
    Some(cur)
}

/// One random edit: a number, a name, a list or a key changed.
fn mutate(v: &mut Value, names: &[String], r: &mut Rng) {
    let mut all = Vec::new();
    paths(v, vec![], &mut all);
    let path = all[r.below(all.len())].clone();
    let Some(x) = at_mut(v, &path) else {
        return;
    };
    let numbers: [i64; 9] = [0, 1, 2, 3, 5, 7, 60, 4_294_967_295, -1];
    match x {
        Value::Number(_) => *x = Value::from(numbers[r.below(numbers.len())]),
        Value::String(_) => {
            *x = if names.is_empty() || r.below(4) == 0 {
                Value::from(["", "nowhere", "red", "saigo", "fight"][r.below(5)])
            } else {
                Value::from(names[r.below(names.len())].clone())
            }
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(a) => match r.below(3) {
            0 if !a.is_empty() => {
                let i = r.below(a.len());
                a.remove(i);
            }
            1 if !a.is_empty() => {
                let i = r.below(a.len());
                let e = a[i].clone();
                a.push(e);
            }
            _ => a.clear(),
        },
        Value::Object(m) => {
            if !m.is_empty() && r.below(2) == 0 {
                let k = m.keys().nth(r.below(m.len())).cloned().unwrap_or_default();
                m.remove(&k);
            } else if let Some(n) = names.get(r.below(names.len().max(1))) {
                // A map keyed by names (regions, troops by owner): one more entry.
                let e = m.values().next().cloned().unwrap_or(Value::from(1));
                m.insert(n.clone(), e);
            }
        }
        Value::Null => *x = Value::from(numbers[r.below(numbers.len())]),
    }
}

/// Every question and every prompt action on `state`, under `catch_unwind`: `Err` names what panicked.
fn exercise(g: &dyn Game, v: &Value, r: &mut Rng) -> Result<(), String> {
    let Ok(state) = g.state_from_json(v) else {
        return Ok(());
    };
    let step = |what: &str, f: &mut dyn FnMut()| {
        catch_unwind(AssertUnwindSafe(f)).map_err(|_| format!("{what} panicked"))
    };
    let mut prompt = None;
    step("prompt", &mut || prompt = Some(g.prompt(&state)))?;
    step("status", &mut || {
        g.status(&state);
    })?;
    step("show_text", &mut || {
        g.show_text(&state);
    })?;
    step("score", &mut || {
        g.score(&state);
    })?;
    step("public_state_json", &mut || {
        g.public_state_json(&state);
    })?;
    let prompt = prompt.unwrap_or_default();
    for a in &prompt.actions {
        let spec = match g.action(&a.name) {
            Ok(s) => s,
            Err(_) => continue,
        };
        for _try in 0..3 {
            let mut call = ActionCall::new(&a.name);
            for k in &spec.keys {
                let mut cands = Vec::new();
                step("candidates", &mut || {
                    cands = g.candidates(&state, &a.name, &k.name);
                })?;
                if let Some(c) = cands.get(r.below(cands.len().max(1))) {
                    call = call.with(&k.name, c.value.clone());
                }
            }
            let seed = r.next();
            step(&format!("action_odds of {}", a.name), &mut || {
                g.action_odds(&state, &call);
            })?;
            step(
                &format!("apply of {} {:?}", a.name, call.params),
                &mut || {
                    let mut dice = RandomDice {
                        rng: Rng(seed | 1),
                        left: 200,
                    };
                    if let Ok(next) = g.apply(&state, &call, &mut dice) {
                        g.undo_hints(&state, &next.state);
                        g.prompt(&next.state);
                    }
                },
            )?;
        }
    }
    Ok(())
}

/// Source states from seeded play: every position of a game played by the first unblocked action of
/// each prompt with candidate inputs (refusals skipped).
fn positions(g: &std::sync::Arc<dyn Game>, setup: Setup, seed: u64, max: usize) -> Vec<Value> {
    let mut s = Session::create(g.clone(), setup, Some(seed), None).unwrap();
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut out = vec![s.state_json()];
    for _ in 0..max {
        if g.status(s.state()).winner.is_some() {
            break;
        }
        let p = g.prompt(s.state());
        let legal: Vec<String> = p
            .actions
            .iter()
            .filter(|a| a.blocked.is_none())
            .map(|a| a.name.clone())
            .collect();
        if legal.is_empty() {
            break;
        }
        let name = legal[r.below(legal.len())].clone();
        let spec = g.action(&name).unwrap();
        let mut call = ActionCall::new(&name);
        for k in &spec.keys {
            let c = g.candidates(s.state(), &name, &k.name);
            if let Some(c) = c.get(r.below(c.len().max(1))) {
                call = call.with(&k.name, c.value.clone());
            }
        }
        if s.act(call, &[], true).is_ok() {
            out.push(s.state_json());
        }
    }
    out
}

fn names_in(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| names_in(x, out)),
        Value::Object(m) => {
            for (k, x) in m {
                out.push(k.clone());
                names_in(x, out);
            }
        }
        _ => {}
    }
}

fn fuzz(game: &str, setups: &[Setup], quick: u64) {
    let g = games::load_embedded(game).unwrap();
    // Panics are expected to be caught; keep their messages out of the test output.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut failures = Vec::new();
    let mut accepted = 0usize;
    for seed in 0..games_count(quick) {
        let setup = setups[seed as usize % setups.len()].clone();
        let states = positions(&g, setup, seed, 400);
        let mut r = Rng(seed.wrapping_add(0xDEAD_BEEF) | 1);
        for (i, v) in states.iter().enumerate().filter(|(i, _)| i % 7 == 0) {
            let mut names = Vec::new();
            names_in(v, &mut names);
            names.sort();
            names.dedup();
            for _ in 0..6 {
                let mut m = v.clone();
                for _ in 0..=r.below(3) {
                    mutate(&mut m, &names, &mut r);
                }
                if g.state_from_json(&m).is_ok() {
                    accepted += 1;
                }
                if let Err(e) = exercise(g.as_ref(), &m, &mut r) {
                    failures.push(format!("seed {seed} position {i}: {e}\n{m}"));
                }
            }
        }
    }
    std::panic::set_hook(hook);
    eprintln!("{game}: {accepted} edited states passed check_state and were played");
    assert!(
        accepted > 0,
        "no edited state passed check_state: the test tests nothing"
    );
    assert!(
        failures.is_empty(),
        "{} edited states passed check_state and then panicked; first:\n{}",
        failures.len(),
        failures[0]
    );
}

#[test]
fn issue_19_tenka_rule_3_2_edited_states_that_pass_check_state_never_panic() {
    let mut setups = Vec::new();
    for (scenario, players, chips) in [
        ("tenka-fubu", 3, "app"),
        ("gekokujo", 4, "real"),
        ("tenka-fubu", 2, "real"),
    ] {
        let mut s = Setup {
            scenario: Some(scenario.into()),
            players,
            ..Default::default()
        };
        s.options.insert("chips".into(), Value::from(chips));
        setups.push(s);
    }
    fuzz("tenka", &setups, 12);
}

#[test]
fn issue_19_seinan_rule_6_2_edited_states_that_pass_check_state_never_panic() {
    let mut s = Setup::default();
    s.options.insert("turn-limit".into(), 2.into());
    let mut t = s.clone();
    t.options.insert("stacking".into(), true.into());
    t.options.insert("saigo-group1-box".into(), "熊本".into());
    fuzz("seinan", &[s, t], 8);
}
