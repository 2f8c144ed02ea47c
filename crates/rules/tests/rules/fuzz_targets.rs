//! Issue 23: the rules core's fuzz targets (`gunbai_rules::core::fuzz`, also built as libFuzzer targets in
//! `fuzz/`) run on stable over seed corpora made from the real tables and from states of seeded games,
//! then over many seeded mutations of them. A body must never panic; an offered action must apply or be
//! refused naming a rule or key. `GUNBAI_FUZZ_RUNS=N` runs N mutated inputs per target (default 300);
//! each test prints how many it ran.

use gunbai_rules::core::dice::{DieRecord, ReplayDice};
use gunbai_rules::core::fuzz::{self, mutate};
use gunbai_rules::core::play::{TestRng, play};
use gunbai_rules::core::{Params, Setup};
use gunbai_rules::games;

fn runs() -> usize {
    std::env::var("GUNBAI_FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

/// Every table file of every game, as `GAME/FILE` + its text.
fn table_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for e in games::REGISTRY {
        for (name, text) in e.tables {
            out.push(format!("{}/{name}\n{text}", e.id).into_bytes());
        }
    }
    out
}

/// Every procedure of every game with its keys at their defaults.
fn resolve_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for id in games::implemented() {
        let g = games::load_embedded(id).unwrap();
        for p in g.procedures() {
            let mut text = format!("{id}\n{}\n", p.id);
            for k in &p.keys {
                if let Some(d) = &k.default {
                    let v = match d {
                        serde_json::Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    text.push_str(&format!("{}={v}\n", k.name));
                }
            }
            text.push_str("#\x02\x05\x00");
            out.push(text.into_bytes());
        }
    }
    out
}

/// States of seeded games of every game and scenario (the set-up and every 7th step after it).
fn state_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for id in games::implemented() {
        let g = games::load_embedded(id).unwrap();
        let mut setups: Vec<Setup> = g
            .scenarios()
            .iter()
            .map(|sc| Setup {
                scenario: Some(sc.id.clone()),
                players: sc.max_players,
                ..Setup::default()
            })
            .collect();
        if setups.is_empty() {
            setups.push(Setup {
                players: g.info().max_players,
                ..Setup::default()
            });
        }
        for (seed, setup) in setups.iter().enumerate() {
            let played = play(g.as_ref(), setup, seed as u64, 60, &games::invariants);
            let mut s = g.setup(setup).unwrap();
            let mut push = |s: &gunbai_rules::core::ruleset::AnyState| {
                out.push(format!("{id}\n{}", g.state_json(s)).into_bytes());
            };
            push(&s);
            for (i, step) in played.steps.iter().enumerate() {
                let rec: Vec<DieRecord> =
                    step.faces.iter().map(|f| DieRecord::physical(*f)).collect();
                s = g
                    .apply(&s, &step.call, &mut ReplayDice::new(&rec))
                    .unwrap()
                    .state;
                if i % 7 == 6 {
                    push(&s);
                }
            }
        }
    }
    out
}

/// Runs `body` over the seeds, then over `runs()` seeded mutations; returns how many inputs ran.
fn run(seeds: &[Vec<u8>], salt: u64, mut body: impl FnMut(&[u8])) -> usize {
    assert!(!seeds.is_empty());
    for s in seeds {
        body(s);
    }
    let mut rng = TestRng::new(0x23 ^ salt);
    let n = runs();
    for _ in 0..n {
        let base = &seeds[rng.below(seeds.len())];
        let mut input = mutate(base, seeds, &mut rng);
        // Stack a few mutations now and then, to get further from the seeds.
        while rng.chance(30) {
            input = mutate(&input, seeds, &mut rng);
        }
        body(&input);
    }
    seeds.len() + n
}

#[test]
fn issue_23_fuzz_table_files_never_panic() {
    let n = run(&table_seeds(), 1, fuzz::tables);
    println!("tables: {n} inputs");
}

#[test]
fn issue_23_fuzz_resolve_with_arbitrary_keys_never_panics() {
    let n = run(&resolve_seeds(), 2, fuzz::resolve);
    println!("resolve: {n} inputs");
}

#[test]
fn issue_23_fuzz_check_state_then_apply_never_panics_and_refusals_name_a_rule() {
    let seeds = state_seeds();
    let mut bad = Vec::new();
    let n = run(&seeds, 3, |d| {
        for why in fuzz::state_then_apply(d) {
            if bad.len() < 20 {
                bad.push(format!(
                    "{why}\n  input: {}",
                    String::from_utf8_lossy(&d[..d.len().min(300)])
                ));
            }
        }
    });
    println!("state then apply: {n} inputs");
    assert!(bad.is_empty(), "{bad:#?}");
}

/// The seeds themselves are what the bodies expect: a real table loads, a real state loads and its
/// prompt's offered actions get tried (so a mutation starts from inputs that reach deep code).
#[test]
fn issue_23_fuzz_seeds_reach_the_rules() {
    for s in state_seeds() {
        let text = String::from_utf8(s).unwrap();
        let (id, json) = text.split_once('\n').unwrap();
        let g = games::load_embedded(id).unwrap();
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        assert!(
            g.state_from_json(&v).is_ok(),
            "{id}: a seed state does not load"
        );
    }
    for s in resolve_seeds() {
        let text = String::from_utf8_lossy(&s).to_string();
        let mut l = text.lines();
        let (id, p) = (l.next().unwrap(), l.next().unwrap());
        let g = games::load_embedded(id).unwrap();
        assert!(g.procedure(p).is_ok());
        let _ = Params::new();
    }
}
