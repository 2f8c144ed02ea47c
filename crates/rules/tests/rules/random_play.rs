//! Issue 23: random play with invariants, the quick count of `cargo test` (the release-build count is
//! `fuzz-play`, see `fuzz/README.md`). Seeded games of every game, scenario and player count, choosing
//! among the offered actions with inputs from the ruleset's candidates; after every step: no panic, an
//! action offered until the end, every offered action applies or is refused naming a rule or key,
//! `check_state` and the game's own invariants hold; at the end the steps replay to the live state and a
//! fresh set-up equals the first state. `GUNBAI_RANDOM_GAMES=N` plays N games per game.

use gunbai_rules::core::play::play;
use gunbai_rules::core::{Game, Setup};
use gunbai_rules::games;

fn count() -> u64 {
    std::env::var("GUNBAI_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20)
}

/// Every (scenario, players) the game offers.
fn setups(g: &dyn Game) -> Vec<Setup> {
    let mut out = Vec::new();
    for sc in g.scenarios() {
        for players in sc.min_players..=sc.max_players {
            out.push(Setup {
                scenario: Some(sc.id.clone()),
                players,
                ..Setup::default()
            });
        }
    }
    if out.is_empty() {
        let info = g.info();
        for players in info.min_players..=info.max_players {
            out.push(Setup {
                players,
                ..Setup::default()
            });
        }
    }
    out
}

fn run(id: &str) {
    let g = games::load_embedded(id).unwrap();
    let all = setups(g.as_ref());
    assert!(!all.is_empty(), "{id}: no set-up");
    let mut applied = 0;
    for seed in 0..count() {
        let setup = &all[seed as usize % all.len()];
        let played = play(g.as_ref(), setup, seed, 150, &games::invariants);
        assert!(
            played.violations.is_empty(),
            "{id} seed {seed} {setup:?}: {:#?}",
            played.violations
        );
        applied += played.steps.len();
    }
    // The player must get somewhere: most of its tries apply.
    assert!(
        applied as u64 >= count(),
        "{id}: only {applied} steps applied"
    );
}

#[test]
fn issue_23_tenka_random_play_holds_its_invariants() {
    run("tenka");
}

#[test]
fn issue_23_seinan_random_play_holds_its_invariants() {
    run("seinan");
}

#[test]
fn issue_23_shogun_random_play_holds_its_invariants() {
    run("shogun");
}

#[test]
fn issue_23_saigoku_random_play_holds_its_invariants() {
    run("saigoku");
}

#[test]
fn issue_23_sekigahara_random_play_holds_its_invariants() {
    run("sekigahara");
}

/// The invariants can fail: a state broken by hand is caught (each game's check is not a no-op).
#[test]
fn issue_23_invariants_catch_a_broken_state() {
    use std::sync::Arc;
    let g = games::load_embedded("tenka").unwrap();
    let s = g
        .setup(&Setup {
            players: 3,
            ..Setup::default()
        })
        .unwrap();
    assert!(games::invariants(g.as_ref(), &s).is_empty());
    let mut t = s.downcast_ref::<games::tenka::State>().unwrap().clone();
    t.storage += 1;
    let broken: gunbai_rules::core::ruleset::AnyState = Arc::new(t);
    assert!(!games::invariants(g.as_ref(), &broken).is_empty());

    let g = games::load_embedded("shogun").unwrap();
    let s = g
        .setup(&Setup {
            players: 4,
            ..Setup::default()
        })
        .unwrap();
    assert!(games::invariants(g.as_ref(), &s).is_empty());
    let mut t = s.downcast_ref::<games::shogun::State>().unwrap().clone();
    t.players[0].supply += 1;
    let broken: gunbai_rules::core::ruleset::AnyState = Arc::new(t);
    assert!(!games::invariants(g.as_ref(), &broken).is_empty());
    // A state of another game is named as such.
    let other = games::load_embedded("tenka").unwrap();
    assert!(!games::invariants(other.as_ref(), &s).is_empty());
}

/// Issue 23: a replay hands each state to the rules (`Game::apply_owned`; Seinan, Saigoku and
/// Sekigahara work on it in place) instead of copying it. Along a random game of every game, each
/// step gives through `apply_owned` the same state and log as `apply` on a copy.
#[test]
fn issue_23_apply_owned_equals_apply_on_a_copy_in_every_game() {
    use gunbai_rules::core::ManualDice;
    for id in ["tenka", "seinan", "shogun", "saigoku", "sekigahara"] {
        let g = games::load_embedded(id).unwrap();
        let setup = &setups(g.as_ref())[0];
        let played = play(g.as_ref(), setup, 7, 150, &games::invariants);
        assert!(played.steps.len() > 10, "{id}: {}", played.steps.len());
        let mut s = g.setup(setup).unwrap();
        for step in &played.steps {
            let dice = || ManualDice::new(step.faces.iter().copied()).unwrap();
            let copy = g.apply(&s, &step.call, &mut dice()).unwrap();
            let owned = g.apply_owned(s.clone(), &step.call, &mut dice()).unwrap();
            assert_eq!(
                g.state_json(&owned.state),
                g.state_json(&copy.state),
                "{id} {}",
                step.call.name
            );
            assert_eq!(
                format!("{:?}", owned.log),
                format!("{:?}", copy.log),
                "{id}"
            );
            s = copy.state;
        }
    }
}
