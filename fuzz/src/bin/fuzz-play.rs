//! `cargo run --release --manifest-path fuzz/Cargo.toml --bin fuzz-play -- GAME|all --games N [--seed S]
//! [--steps M]`: N seeded random games per scenario and player count (issue 23); prints what ran, how
//! long it took and every violation; exits 1 when something was found.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut game = None;
    let (mut n, mut seed, mut steps) = (20usize, 1u64, 300usize);
    let mut i = 0;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--games" => n = v.parse().unwrap_or(n),
            "--seed" => seed = v.parse().unwrap_or(seed),
            "--steps" => steps = v.parse().unwrap_or(steps),
            g if game.is_none() && !g.starts_with("--") => {
                game = Some(g.to_string());
                i += 1;
                continue;
            }
            other => {
                eprintln!("error: unknown argument {other}");
                std::process::exit(2);
            }
        }
        i += 2;
    }
    let ids: Vec<String> = match game.as_deref() {
        None | Some("all") => gunbai_rules::games::implemented()
            .iter()
            .map(|s| s.to_string())
            .collect(),
        Some(g) => vec![g.to_string()],
    };
    // Panics are caught per game and counted; keep their messages short.
    std::panic::set_hook(Box::new(|_| {}));
    let mut found = false;
    for id in ids {
        let t = Instant::now();
        let r = gunbai_fuzz::play::run(&id, n, seed, steps);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{id}: {} games ({} set-ups × {n}), {} ended, {} steps applied, {} refused, {} panics, {} violations, {secs:.2} s",
            r.games,
            r.games / n.max(1),
            r.ended,
            r.steps,
            r.refused,
            r.panics,
            r.violations.len()
        );
        for v in r.violations.iter().take(20) {
            println!("  {v}");
        }
        found |= !r.violations.is_empty();
    }
    std::process::exit(i32::from(found));
}
