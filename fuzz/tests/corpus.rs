//! Issue 23: every fuzz target's body over its seed corpus and seeded mutations on stable, and a quick
//! `fuzz-play` of every game. `GUNBAI_FUZZ_RUNS` sets the mutations per target (default 200).

use gunbai_rules::core::fuzz::mutate;
use gunbai_rules::core::play::TestRng;

#[test]
fn issue_23_every_fuzz_target_survives_its_corpus_and_mutations() {
    let runs: usize = std::env::var("GUNBAI_FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let sessions = gunbai_fuzz::seeds::sessions();
    for (name, body) in gunbai_fuzz::targets::ALL {
        let seeds = gunbai_fuzz::seeds::corpus(name, &sessions);
        assert!(!seeds.is_empty(), "{name}: no seed");
        for s in &seeds {
            body(s);
        }
        let mut rng = TestRng::new(23);
        for _ in 0..runs {
            let m = mutate(&seeds[rng.below(seeds.len())], &seeds, &mut rng);
            body(&m);
        }
    }
}

#[test]
fn issue_23_fuzz_play_quick_count_finds_nothing() {
    for id in gunbai_rules::games::implemented() {
        // Every game also through a session (journal, undo, public log).
        let plan = gunbai_fuzz::play::Plan {
            max_steps: 120,
            session_every: 1,
            ..Default::default()
        };
        let r = gunbai_fuzz::play::run(id, 2, 1, &plan);
        assert!(r.games > 0 && r.steps > 0, "{id}: {r:?}");
        assert_eq!(r.sessions, r.games, "{id}");
        assert!(r.violations.is_empty(), "{id}: {:#?}", r.violations);
    }
}

#[test]
fn issue_23_fuzz_play_plays_the_same_games_on_any_number_of_threads() {
    for id in gunbai_rules::games::implemented() {
        let plan = |workers| gunbai_fuzz::play::Plan {
            max_steps: 80,
            session_every: 3,
            workers,
        };
        let one = gunbai_fuzz::play::run_total(id, 7, 5, &plan(1));
        let three = gunbai_fuzz::play::run_total(id, 7, 5, &plan(3));
        assert_eq!(one.games, 7, "{id}");
        assert!(one.steps > 0, "{id}");
        assert_eq!(
            (one.ended, one.sessions, one.steps, one.refused, one.panics),
            (
                three.ended,
                three.sessions,
                three.steps,
                three.refused,
                three.panics
            ),
            "{id}"
        );
        assert_eq!(one.violations, three.violations, "{id}");
    }
}
