//! Engine benchmarks (`cargo bench`): resolve, journal append, reloading a 10 000-event session.
//! Plain timing with std; numbers go in the closing notes, never in test assertions.

#![allow(clippy::disallowed_methods)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use gunbai::core::{ActionCall, Params, SeededDice, Setup};
use gunbai::games;
use gunbai::session::Session;

fn report(name: &str, iters: u64, total: Duration) {
    let per = total.as_secs_f64() / iters as f64;
    let (v, unit) = if per < 1e-6 {
        (per * 1e9, "ns")
    } else if per < 1e-3 {
        (per * 1e6, "µs")
    } else {
        (per * 1e3, "ms")
    };
    println!(
        "{name:<44} {v:>10.2} {unit}/iter  ({iters} iters, {:.2?} total)",
        total
    );
}

fn bench<F: FnMut()>(name: &str, iters: u64, mut f: F) {
    for _ in 0..iters.min(10) {
        f();
    }
    let t = Instant::now();
    for _ in 0..iters {
        f();
    }
    report(name, iters, t.elapsed());
}

const CYCLE: [&str; 4] = ["march-roll", "end-march", "end-combat", "end-turn"];

fn main() {
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let run = |n: &str| filter.as_deref().is_none_or(|f| n.contains(f));
    let seinan = games::load_embedded("seinan").unwrap();

    if run("resolve") {
        let p = Params::new()
            .with("units", 10)
            .with("kumamoto-siege", false)
            .with("side", "saigo");
        let mut dice = SeededDice::new(1);
        bench("resolve seinan attack (10 dice)", 200_000, || {
            black_box(seinan.resolve("attack", &p, &mut dice).unwrap());
        });
        bench("odds seinan attack (10 dice, binomial)", 200_000, || {
            black_box(seinan.odds("attack", &p).unwrap());
        });
        let saigoku = games::load_embedded("saigoku").unwrap();
        let a = Params::new()
            .with("strength", 8)
            .with("level", 2)
            .with("terrain", "clear")
            .with("assault-morale", 0)
            .with("castle-morale", -1);
        bench("resolve saigoku assault (table lookups)", 200_000, || {
            black_box(saigoku.resolve("assault", &a, &mut dice).unwrap());
        });
        bench("odds saigoku assault (enumerated)", 50_000, || {
            black_box(saigoku.odds("assault", &a).unwrap());
        });
        let m = Params::new();
        bench("resolve + odds seinan march (enumerated)", 200_000, || {
            black_box(seinan.odds("march", &m).unwrap());
            black_box(seinan.resolve("march", &m, &mut dice).unwrap());
        });
    }

    if run("process") {
        // Issue 23: `gunbai resolve` as a player runs it, one process each (start-up included). The
        // executable is run from a copy, as an installed one is: the file as the linker wrote it
        // starts about 0.35 ms slower on Linux (the kernel maps its page cache in smaller pieces).
        let dir = tempfile::tempdir().unwrap();
        let args = [
            "resolve",
            "seinan",
            "attack",
            "units=10",
            "side=saigo",
            "kumamoto-siege=false",
            "--seed",
            "1",
        ];
        let one_process = |name: &str, built: &std::path::Path, copy: &str| {
            let exe = dir.path().join(copy);
            std::fs::copy(built, &exe).unwrap();
            bench(name, 200, || {
                let out = std::process::Command::new(&exe)
                    .args(args)
                    .env("LANG", "en")
                    .output()
                    .unwrap();
                assert!(out.status.success());
                black_box(out);
            });
        };
        one_process(
            "gunbai resolve seinan attack (one process)",
            std::path::Path::new(env!("CARGO_BIN_EXE_gunbai")),
            "gunbai",
        );
        // The command-line-only executable (`cargo build-cli`), when one was built: linked statically,
        // it skips the loader and the shared libraries.
        let cli = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("target/x86_64-unknown-linux-gnu/cli/gunbai");
        if cli.is_file() {
            one_process(
                "gunbai resolve seinan attack (one process, cargo build-cli)",
                &cli,
                "gunbai-cli",
            );
        } else {
            println!(
                "(no command-line-only executable: `cargo build-cli` builds one to time here)"
            );
        }
    }

    let dir = std::env::temp_dir().join(format!("gunbai-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();

    if run("append") {
        let f = dir.join("append.gunbai");
        let mut s =
            Session::create(seinan.clone(), Setup::default(), Some(1), Some(f.clone())).unwrap();
        let mut i = 0usize;
        bench("journal append (act + fsync), seinan", 2_000, || {
            s.act(ActionCall::new(CYCLE[i % 4]), &[], true).unwrap();
            i += 1;
        });
        let mut mem = Session::create(seinan.clone(), Setup::default(), Some(1), None).unwrap();
        let mut j = 0usize;
        bench("act in memory (no disk), seinan", 100_000, || {
            mem.act(ActionCall::new(CYCLE[j % 4]), &[], true).unwrap();
            j += 1;
        });
    }

    if run("reload") {
        let f = dir.join("reload.gunbai");
        let _ = std::fs::remove_file(&f);
        let mut s = Session::create(seinan.clone(), Setup::default(), Some(1), None).unwrap();
        for i in 0..10_000 {
            s.act(ActionCall::new(CYCLE[i % 4]), &[], true).unwrap();
        }
        std::fs::write(&f, s.to_bytes()).unwrap();
        let size = std::fs::metadata(&f).unwrap().len();
        println!("10 000-event seinan journal: {size} bytes");
        bench("reload a 10 000-event session (parse + replay)", 20, || {
            let bytes = std::fs::read(&f).unwrap();
            let s = Session::from_bytes(&bytes, None, &games::load_embedded).unwrap();
            assert_eq!(s.position(), 10_000);
            black_box(s);
        });
        let mut s =
            Session::from_bytes(&std::fs::read(&f).unwrap(), None, &games::load_embedded).unwrap();
        bench("undo + redo at the end of 10 000 events", 2_000, || {
            s.undo(None, false).unwrap();
            s.redo().unwrap();
        });
    }
    if run("replay") {
        // Issue 23, linear replay: a 409-action journal (the size of the Saigoku save of the report,
        // played here with Seinan's four-step cycle) opened straight, after an undo to the start and
        // 409 redos, and with 20 000 undo/redo records at its end.
        let mut s = Session::create(seinan.clone(), Setup::default(), Some(1), None).unwrap();
        for i in 0..409 {
            s.act(ActionCall::new(CYCLE[i % 4]), &[], true).unwrap();
        }
        let straight = s.to_bytes();
        let open = |bytes: &[u8]| Session::from_bytes(bytes, None, &games::load_embedded).unwrap();
        bench("reload 409 actions, straight", 50, || {
            black_box(open(&straight));
        });
        let mut u = open(&straight);
        let t = Instant::now();
        u.undo(Some(0), false).unwrap();
        for _ in 0..409 {
            u.redo().unwrap();
        }
        report("undo to the start + 409 redo commands", 410, t.elapsed());
        let redone = u.to_bytes();
        bench("reload 409 actions undone to start and redone", 50, || {
            let s = open(&redone);
            assert_eq!(s.position(), 409);
            black_box(s);
        });
        let mut w = open(&straight);
        let t = Instant::now();
        for _ in 0..10_000 {
            w.undo(None, false).unwrap();
            w.redo().unwrap();
        }
        report("undo + redo command (in memory)", 20_000, t.elapsed());
        let heavy = w.to_bytes();
        bench("reload 409 actions + 20 000 undo/redo records", 10, || {
            let s = open(&heavy);
            assert_eq!(s.position(), 409);
            black_box(s);
        });
    }
    if run("tables") {
        // Issue 9, item 10: a 100 000-row counter list as a user override (validation used to be
        // quadratic: about 35 s per command).
        let e = games::entry("saigoku").unwrap();
        let base = gunbai::tables::TableFiles::embedded(e.id, e.tables);
        // Three sizes: the time should grow in proportion (linear), not fourfold per doubling.
        for n in [25_000, 50_000, 100_000] {
            let mut text = base.text("counters.toml").unwrap().text.clone();
            for i in 0..n {
                text.push_str(&format!(
                    "\n[[rows]]\nkey = \"extra-{i}\"\ncells = [\"busho\", \"2\", \"1\", \"0\", \"2\", \"0\"]\n"
                ));
            }
            let mut files = base.clone();
            files.put(
                "counters.toml",
                text,
                gunbai::tables::Origin::User(dir.join("counters.toml")),
            );
            bench(
                &format!("load saigoku with a {n}-row counter list"),
                3,
                || {
                    black_box(e.load_files(files.clone()).unwrap());
                },
            );
        }
    }

    if run("verify") {
        let mut s = Session::create(seinan.clone(), Setup::default(), Some(1), None).unwrap();
        for i in 0..10_000 {
            s.act(ActionCall::new(CYCLE[i % 4]), &[], true).unwrap();
        }
        bench("verify the dice of a 10 000-event session", 20, || {
            black_box(s.verify_dice().unwrap());
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
}
