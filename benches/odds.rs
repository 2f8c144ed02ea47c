//! Issue 23, release benchmarks: the odds of every procedure of every game as the GUI shows them before
//! a roll, and the Shogun battle odds (the seeded Monte Carlo over the tower model). `cargo bench --bench
//! odds`. Inputs are each key's default, else the smallest value of its kind (the first option, the low
//! end of a range): what a form shows before the table changes anything.
#![allow(clippy::disallowed_methods)] // timing is the point here

use std::hint::black_box;
use std::time::{Duration, Instant};

use gunbai::core::{KeyKind, Params};
use gunbai::games;
use gunbai::games::shogun::{tower, war};

fn report(name: &str, iters: u64, total: Duration) {
    let per = total.as_secs_f64() / iters as f64;
    let (v, unit) = if per < 1e-3 {
        (per * 1e6, "µs")
    } else {
        (per * 1e3, "ms")
    };
    println!("{name:<58} {v:>9.2} {unit} per call ({iters} calls)");
}

/// Runs `f` for about 0.2 s (at least 5 times) and reports the time per call.
fn bench(name: &str, mut f: impl FnMut()) {
    let start = Instant::now();
    let mut n = 0u64;
    while n < 5 || start.elapsed() < Duration::from_millis(200) {
        f();
        n += 1;
    }
    report(name, n, start.elapsed());
}

/// Inputs for the procedures whose keys have no smallest value (cubes thrown, a column, chips).
fn examples(game: &str, procedure: &str) -> Vec<(&'static str, serde_json::Value)> {
    use serde_json::json;
    match (game, procedure) {
        ("tenka", "war") => vec![
            ("attack-chips", json!(["3", "0"])),
            ("defence-chips", json!(["2"])),
            ("troops", json!(3)),
        ],
        ("shogun", "tower") => vec![
            ("thrown", json!("red:3,peasant:2")),
            ("inside", json!("red:2,yellow:2")),
        ],
        ("shogun", "calibrate") => vec![(
            "throws",
            json!("13:9,10:7,7:8,10:8,4:6,7:8,9:7,5:6,7:7,12:14,9:9,4:5,8:8,6:3,12:13"),
        )],
        ("saigoku", "replacement") => vec![("column", json!("本城"))],
        _ => Vec::new(),
    }
}

fn main() {
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let run = |n: &str| filter.as_deref().is_none_or(|f| n.contains(f));
    for id in games::implemented() {
        let game = games::load_embedded(id).expect("an embedded game loads");
        for spec in game.procedures() {
            let name = format!("odds {id} {}", spec.id);
            if !run(&name) {
                continue;
            }
            let mut p = Params::new();
            // Keys whose smallest value is no input at all: what a table would type.
            for (key, value) in examples(id, &spec.id) {
                p.insert(key, value);
            }
            let given: Vec<String> = p.0.keys().cloned().collect();
            for k in spec
                .keys
                .iter()
                .filter(|k| k.default.is_none() && !given.contains(&k.name))
            {
                match &k.kind {
                    KeyKind::Int { min, .. } => p.insert(&k.name, *min),
                    KeyKind::Bool => p.insert(&k.name, false),
                    KeyKind::Choice { options } => {
                        p.insert(&k.name, options.first().cloned().unwrap_or_default())
                    }
                    KeyKind::Text | KeyKind::List | KeyKind::Json => {}
                }
            }
            let p = match p.checked(&spec.keys) {
                Ok(p) => p,
                Err(e) => {
                    println!("{name:<58} (not run: {e})");
                    continue;
                }
            };
            if let Err(e) = game.odds(&spec.id, &p) {
                println!("{name:<58} (not run: {e})");
                continue;
            }
            bench(&name, || {
                black_box(game.odds(&spec.id, &p).ok());
            });
        }
    }
    if run("shogun battle") {
        // An invasion: red throws 5 new cubes at a province yellow holds with 4; 3 peasants; the
        // tower's model as shipped, 4 000 trials as the war panel uses.
        let b = war::BattleSetup {
            kind: war::Kind::Invasion,
            attacker: "red".into(),
            defender: Some("yellow".into()),
            thrown: [("red".to_string(), 5), ("yellow".to_string(), 4)].into(),
            inside: [("red".to_string(), 2), ("peasant".to_string(), 3)].into(),
            tray: Default::default(),
            revolt_marker: false,
        };
        let trials = gunbai::games::shogun::view::TRIALS;
        bench(
            &format!("shogun battle odds (Monte Carlo, {trials} trials)"),
            || {
                black_box(war::battle_odds(tower::Model::default(), &b, 2006, trials).ok());
            },
        );
    }
}
