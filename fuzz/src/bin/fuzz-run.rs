//! `cargo run --release --manifest-path fuzz/Cargo.toml --bin fuzz-run -- TARGET|all --runs N [--seed S]`:
//! runs a fuzz target's body (issue 23) over its seed corpus and N seeded mutations on stable, counting
//! executions (`--write-corpus DIR` writes the seed corpora for libFuzzer instead); an input that panics is written to `fuzz/artifacts/TARGET/` and named.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use gunbai_rules::core::fuzz::mutate;
use gunbai_rules::core::play::TestRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let which = args.first().cloned().unwrap_or_else(|| "all".into());
    let get = |k: &str| {
        args.iter()
            .position(|a| a == k)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
    };
    let runs = get("--runs").unwrap_or(10_000);
    // `--write-corpus DIR`: write each target's seeds to DIR/TARGET/ (a libFuzzer corpus) and stop.
    let corpus_dir = args
        .iter()
        .position(|a| a == "--write-corpus")
        .and_then(|i| args.get(i + 1))
        .map(std::path::PathBuf::from);
    let seed = get("--seed").unwrap_or(23);
    std::panic::set_hook(Box::new(|_| {}));
    let sessions = gunbai_fuzz::seeds::sessions();
    let mut crashes = 0;
    for (name, body) in gunbai_fuzz::targets::ALL {
        if which != "all" && which != *name {
            continue;
        }
        let seeds = gunbai_fuzz::seeds::corpus(name, &sessions);
        if let Some(dir) = &corpus_dir {
            let d = dir.join(name);
            let _ = std::fs::create_dir_all(&d);
            for (i, s) in seeds.iter().enumerate() {
                let _ = std::fs::write(d.join(format!("seed-{i}")), s);
            }
            println!("{name}: {} seeds written to {}", seeds.len(), d.display());
            continue;
        }
        let t = Instant::now();
        let mut rng = TestRng::new(seed);
        let mut execs = 0u64;
        let mut found = 0;
        for i in 0..(seeds.len() as u64 + runs) {
            let input = if (i as usize) < seeds.len() {
                seeds[i as usize].clone()
            } else {
                let base = &seeds[rng.below(seeds.len())];
                let mut m = mutate(base, &seeds, &mut rng);
                while rng.chance(30) {
                    m = mutate(&m, &seeds, &mut rng);
                }
                m
            };
            execs += 1;
            if let Err(p) = catch_unwind(AssertUnwindSafe(|| body(&input))) {
                found += 1;
                let what = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("artifacts")
                    .join(name);
                let _ = std::fs::create_dir_all(&dir);
                let file = dir.join(format!("crash-{seed}-{i}"));
                let _ = std::fs::write(&file, &input);
                if found <= 5 {
                    println!("  {name}: panic: {what} (input {})", file.display());
                }
            }
        }
        crashes += found;
        println!(
            "{name}: {execs} executions ({} seeds), {found} panics, {:.1} s",
            seeds.len(),
            t.elapsed().as_secs_f64()
        );
    }
    std::process::exit(i32::from(crashes > 0));
}
