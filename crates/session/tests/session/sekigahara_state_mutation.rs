//! Issue 19 item 10(b) for 关原大作战: a state that passes `check_state` never reaches a panic or a hang in
//! `apply`. States met in seeded random play are edited at random in their JSON (a number, a name, a list
//! entry, a flag), read back with `state_from_json`, and every action of the prompt (blocked or not) is
//! applied with parameters from the pick-lists, inside `catch_unwind`. The prompt, status, text listing,
//! score and pick-lists of each read state are asked too. `GUNBAI_MUTATIONS` sets the count.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use gunbai_session::core::ruleset::AnyState;
use gunbai_session::core::{ActionCall, Game, KeyKind, SeededDice, Setup};
use gunbai_session::games;
use serde_json::Value;

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

/// A random call of `name` with values from the ruleset's own pick-lists (or odd ones now and then).
fn call(g: &dyn Game, s: &AnyState, name: &str, r: &mut Rng) -> ActionCall {
    let mut c = ActionCall::new(name);
    let Ok(spec) = g.action(name) else { return c };
    for k in &spec.keys {
        let picks: Vec<String> = g
            .candidates(s, name, &k.name)
            .into_iter()
            .map(|x| x.value)
            .collect();
        let one = |r: &mut Rng| -> String {
            if picks.is_empty() || r.below(10) == 0 {
                ["", "京", "大坂", "德川家康", "强行军", "x"][r.below(6)].to_string()
            } else {
                picks[r.below(picks.len())].clone()
            }
        };
        match &k.kind {
            KeyKind::Bool => c.params.insert(&k.name, r.below(2) == 0),
            KeyKind::List => {
                let n = r.below(4);
                let v: Vec<Value> = (0..n).map(|_| Value::from(one(r))).collect();
                c.params.insert(&k.name, Value::Array(v));
            }
            KeyKind::Int { min, max } => {
                let span = (max - min + 1).max(1) as u64;
                c.params.insert(&k.name, min + (r.next() % span) as i64);
            }
            _ => c.params.insert(&k.name, one(r)),
        }
    }
    c
}

/// States met in a few seeded random walks through the prompt.
fn states(g: &Arc<dyn Game>) -> Vec<AnyState> {
    let mut out = Vec::new();
    for (seed, variant, deck) in [
        (1u64, "ja", "virtual"),
        (2, "zh", "virtual"),
        (3, "ja", "shadow"),
    ] {
        let mut setup = Setup::default();
        setup.options.insert("card-text".into(), variant.into());
        setup.options.insert("deck".into(), deck.into());
        let mut s = g.setup(&setup).unwrap();
        let mut r = Rng(seed * 31 + 7);
        let mut dice = SeededDice::new(seed);
        for _ in 0..600 {
            if g.status(&s).winner.is_some() {
                break;
            }
            let open: Vec<String> = g
                .prompt(&s)
                .actions
                .into_iter()
                .filter(|a| a.blocked.is_none())
                .map(|a| a.name)
                .collect();
            if open.is_empty() {
                break;
            }
            let name = open[r.below(open.len())].clone();
            let c = call(g.as_ref(), &s, &name, &mut r);
            if let Ok(a) = g.apply(&s, &c, &mut dice) {
                s = a.state;
                if r.below(4) == 0 {
                    out.push(s.clone());
                }
            } else if open.iter().any(|a| a == "end-card")
                && let Ok(a) = g.apply(&s, &ActionCall::new("end-card"), &mut dice)
            {
                s = a.state;
            }
        }
    }
    out
}

/// One random edit somewhere in the JSON tree.
fn mutate(v: &mut Value, r: &mut Rng) {
    let deeper = r.below(4) != 0;
    match v {
        Value::Object(m) if !m.is_empty() && deeper => {
            let keys: Vec<String> = m.keys().cloned().collect();
            let k = keys[r.below(keys.len())].clone();
            if let Some(x) = m.get_mut(&k) {
                mutate(x, r);
            }
            return;
        }
        Value::Array(a) if !a.is_empty() && deeper => {
            let i = r.below(a.len());
            mutate(&mut a[i], r);
            return;
        }
        _ => {}
    }
    let names = [
        "京",
        "大坂",
        "东海道",
        "大垣",
        "德川家康",
        "石田三成",
        "丰臣秀赖",
        "守备队(大津)",
        "强行军",
        "家康行动",
        "毛利辉元",
        "east",
        "west",
        "",
    ];
    *v = match (v.clone(), r.below(8)) {
        (Value::Array(mut a), 0) if !a.is_empty() => {
            let i = r.below(a.len());
            a.remove(i);
            Value::Array(a)
        }
        (Value::Array(mut a), 1) if !a.is_empty() => {
            let i = r.below(a.len());
            let x = a[i].clone();
            a.push(x);
            Value::Array(a)
        }
        (Value::Bool(b), _) => Value::Bool(!b),
        (Value::Number(_), 2) => Value::from(u64::MAX),
        (Value::Number(_), 3) => Value::from(-1),
        (Value::Number(n), _) => Value::from(
            n.as_u64()
                .unwrap_or(0)
                .saturating_add(1 + r.below(20) as u64),
        ),
        (Value::String(_), _) => Value::from(names[r.below(names.len())]),
        (_, 4) => Value::Null,
        (old, _) => old,
    };
}

#[test]
fn issue_19_item_10b_mutated_states_never_panic_or_hang_in_apply() {
    let count: usize = std::env::var("GUNBAI_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let (tx, rx) = mpsc::channel::<Result<(usize, bool), String>>();
    let worker = std::thread::spawn(move || {
        let g = games::load_embedded("sekigahara").unwrap();
        let base: Vec<Value> = states(&g).iter().map(|s| g.state_json(s)).collect();
        assert!(base.len() > 20, "{} states", base.len());
        let mut r = Rng(0x5E61_6A4A);
        for i in 0..count {
            let mut v = base[r.below(base.len())].clone();
            for _ in 0..1 + r.below(3) {
                mutate(&mut v, &mut r);
            }
            let g2 = g.clone();
            let mut r2 = Rng(r.next() | 1);
            let outcome = catch_unwind(AssertUnwindSafe(move || {
                let Ok(s) = g2.state_from_json(&v) else {
                    return false;
                };
                let p = g2.prompt(&s);
                let _ = (g2.status(&s), g2.show_text(&s), g2.score(&s));
                for a in &p.actions {
                    for _ in 0..3 {
                        let c = call(g2.as_ref(), &s, &a.name, &mut r2);
                        let _ = g2.action_odds(&s, &c);
                        let _ = g2.apply(&s, &c, &mut SeededDice::new(r2.next()));
                    }
                }
                true
            }));
            let msg = match outcome {
                Ok(accepted) => Ok((i, accepted)),
                Err(e) => Err(format!(
                    "mutation {i}: panic: {}",
                    e.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|x| x.to_string()))
                        .unwrap_or_default()
                )),
            };
            if tx.send(msg).is_err() {
                return;
            }
        }
    });
    let mut accepted = 0;
    let mut panics = Vec::new();
    for _ in 0..count {
        // A generous bound per mutated state: an endless draw would never answer.
        match rx.recv_timeout(Duration::from_secs(120)) {
            Ok(Ok((_, a))) => accepted += usize::from(a),
            Ok(Err(p)) => panics.push(p),
            Err(e) => panic!("no answer from the worker ({e}): a hang in apply, or it failed"),
        }
    }
    worker.join().unwrap();
    assert!(
        panics.is_empty(),
        "{} panics: {:?}",
        panics.len(),
        &panics[..panics.len().min(5)]
    );
    // Some edits must pass check_state, or the test would check nothing.
    assert!(
        accepted > count / 20,
        "only {accepted} of {count} mutated states were accepted"
    );
}

/// The edits `apply` would choke on are refused when the state is read: a morale marker far off its
/// track under 家康之书状 (its move toward the East would index past the track), the subversion marker off
/// its track, a count at its limit.
#[test]
fn issue_19_item_10b_states_apply_would_choke_on_are_refused_when_read() {
    let g = games::load_embedded("sekigahara").unwrap();
    let mut setup = Setup::default();
    setup.options.insert("deck".into(), "shadow".into());
    let s = g.setup(&setup).unwrap();
    let draw = ActionCall::new("draw").with("cards", vec!["家康之书状"]);
    let s = g.apply(&s, &draw, &mut SeededDice::new(1)).unwrap().state;
    let base = g.state_json(&s);
    assert!(g.state_from_json(&base).is_ok());
    let edits: [(&str, Value); 3] = [
        ("/morale/毛利辉元", Value::from(u64::MAX / 2)),
        ("/subversion", Value::from(u64::MAX / 2)),
        ("/draws", Value::from(u32::MAX)),
    ];
    for (path, value) in edits {
        let mut v = base.clone();
        *v.pointer_mut(path).unwrap() = value;
        let e = g.state_from_json(&v).err();
        assert!(e.is_some(), "{path}: accepted");
    }
}
