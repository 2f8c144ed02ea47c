// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::dice::{DiceSource, DieRecord, ReplayDice, SeededDice};
    pub(super) use gunbai_rules::core::params::KeyKind;
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use gunbai_rules::core::ruleset::{ActionCall, AnyState, Game, Prompt, Setup};
    pub(super) use rand::{Rng, SeedableRng};
    pub(super) use rand_chacha::ChaCha8Rng;
    pub(super) use serde_json::Value;
}
use tested_imports::*;

use gunbai_rules::core::play::*;

#[test]
fn issue_23_test_rng_is_seeded_and_bounded() {
    let mut a = TestRng::new(7);
    let mut b = TestRng::new(7);
    for _ in 0..100 {
        let x = a.below(5);
        assert_eq!(x, b.below(5));
        assert!(x < 5);
        let y = a.between(-2, 3);
        assert_eq!(y, b.between(-2, 3));
        assert!((-2..=3).contains(&y));
    }
    assert_eq!(a.below(0), 0);
    // The widest range does not overflow.
    let w = a.between(i64::MIN, i64::MAX);
    assert_eq!(w, b.between(i64::MIN, i64::MAX));
    assert_eq!(a.between(4, 4), 4);
}

/// Plays `id` with the random player until a step seals some of its values: the state before
/// it, the call and its dice.
fn first_sealing_step(id: &str, players: u8) -> (AnyState, ActionCall, Vec<DieRecord>) {
    let game = gunbai_rules::games::load_embedded(id).unwrap();
    let setup = Setup {
        players,
        ..Setup::default()
    };
    let mut state = game.setup(&setup).unwrap();
    let mut rng = TestRng::new(3);
    let mut dice = SeededDice::new(3);
    for _ in 0..3000 {
        let offers = offered(&game.prompt(&state));
        let (name, preset) = rng.pick(&offers).cloned().unwrap();
        let mut call = player_call(game.as_ref(), &state, &name, &preset, &mut rng);
        if name == "plan" {
            call.params.insert("salt", "k9-secret-word");
        }
        let mut rec = Recording::new(&mut dice);
        if let Ok(a) = game.apply(&state, &call, &mut rec) {
            let faces: Vec<DieRecord> = rec.faces.iter().map(|f| DieRecord::physical(*f)).collect();
            if !sealed_keys(game.as_ref(), &a.state, &a.state, &call).is_empty() {
                return (state, call, faces);
            }
            state = a.state;
        }
    }
    panic!("{id}: no step sealed anything");
}

#[test]
fn issue_23_a_sealed_shogun_plan_shows_in_no_public_output() {
    let game = gunbai_rules::games::load_embedded(gunbai_rules::games::shogun::ID).unwrap();
    let (before, call, faces) = first_sealing_step(gunbai_rules::games::shogun::ID, 4);
    assert_eq!(call.name, "plan");
    let mut rng = TestRng::new(1);
    let leaks = sealed_leaks(
        game.as_ref(),
        &before,
        &call,
        &faces,
        &public_outputs,
        &mut rng,
    );
    assert!(leaks.is_empty(), "{leaks:#?}");
}

/// The sealed-value check can fail: fed outputs that show the whole state (the plan's cards and
/// its secret word) instead of the public one, it names them.
#[test]
fn issue_23_an_output_showing_a_sealed_plan_is_caught() {
    let game = gunbai_rules::games::load_embedded(gunbai_rules::games::shogun::ID).unwrap();
    let (before, call, faces) = first_sealing_step(gunbai_rules::games::shogun::ID, 4);
    let leaking = |g: &dyn Game, s: &AnyState| vec![("state", g.state_json(s).to_string())];
    let mut rng = TestRng::new(1);
    let leaks = sealed_leaks(game.as_ref(), &before, &call, &faces, &leaking, &mut rng);
    assert!(
        leaks.iter().any(|m| m.contains("the state differs")),
        "{leaks:#?}"
    );
    // The secret word itself is named when an output shows it.
    let shows_secret = |_: &dyn Game, _: &AnyState| vec![("note", "k9-secret-word".into())];
    let leaks = sealed_leaks(
        game.as_ref(),
        &before,
        &call,
        &faces,
        &shows_secret,
        &mut rng,
    );
    assert!(
        leaks.iter().any(|m| m.contains("secret word")),
        "{leaks:#?}"
    );
}

/// Shogun's own player makes whole legal plans, so random games reach the end (the generic
/// player alone rarely fills a plan's eleven spaces: no game of fifty ended with it).
#[test]
fn issue_23_the_shogun_player_plays_games_to_the_end() {
    let game = gunbai_rules::games::load_embedded(gunbai_rules::games::shogun::ID).unwrap();
    let setup = Setup {
        players: 3,
        ..Setup::default()
    };
    let no_invariants = |_: &dyn Game, _: &AnyState| Vec::new();
    let ended = (0..3)
        .filter(|seed| play(game.as_ref(), &setup, *seed, 1500, &no_invariants).ended)
        .count();
    assert!(ended >= 1, "no Shogun game ended");
}

/// The pick-lists kept for a state change no call: with the same generator, calls made with
/// one `Kept` over many tries read as the calls made asking the game each time, for every action
/// offered along random games of every ruleset; a `Kept` forgotten is empty.
#[test]
fn issue_23_calls_made_with_kept_pick_lists_are_the_calls_made_without() {
    let mut compared = 0;
    for e in gunbai_rules::games::REGISTRY {
        let game = gunbai_rules::games::load_embedded(e.id).unwrap();
        // The first scenario with its fewest players (or the game's fewest).
        let setup = match game.scenarios().first() {
            Some(sc) => Setup {
                scenario: Some(sc.id.clone()),
                players: sc.min_players,
                ..Setup::default()
            },
            None => Setup {
                players: game.info().min_players,
                ..Setup::default()
            },
        };
        let mut state = game.setup(&setup).unwrap();
        let mut rng = TestRng::new(9);
        // One `Kept` for the whole game, forgotten when the state changes (as random play does).
        let mut kept = Kept::default();
        let mut dice = SeededDice::new(9);
        for _ in 0..40 {
            let offers = offered(&game.prompt(&state));
            if offers.is_empty() {
                break;
            }
            // Every action offered, twice over, each pick-list asked after the others'.
            for (i, (name, preset)) in offers.iter().chain(&offers).enumerate() {
                let seed = i as u64;
                let a = random_call(game.as_ref(), &state, name, preset, &mut TestRng::new(seed));
                let b = random_call_kept(
                    game.as_ref(),
                    &state,
                    name,
                    preset,
                    &mut TestRng::new(seed),
                    &mut kept,
                );
                assert_eq!(a, b, "{} {name}", e.id);
                compared += 1;
            }
            let (name, preset) = rng.pick(&offers).cloned().unwrap();
            let call = player_call(game.as_ref(), &state, &name, &preset, &mut rng);
            if let Ok(a) = game.apply(&state, &call, &mut dice) {
                state = a.state;
                kept.forget();
                assert!(kept.0.is_empty());
            }
        }
    }
    assert!(compared > 500, "{compared}");
}

#[test]
fn issue_23_shuffle_keeps_every_item() {
    let mut rng = TestRng::new(9);
    let mut v: Vec<u32> = (0..20).collect();
    shuffle(&mut v, &mut rng);
    let mut sorted = v.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..20).collect::<Vec<_>>());
    assert_ne!(v, sorted, "a shuffle of 20 left them in order");
}

#[test]
fn issue_23_a_refusal_must_name_a_rule_or_a_key() {
    assert!(
        improper_refusal(&RuleError::forbidden(
            "6.1",
            gunbai_rules::msg!("core-no-effect")
        ))
        .is_none()
    );
    assert!(
        improper_refusal(&RuleError::input(
            "to",
            gunbai_rules::msg!("core-no-effect")
        ))
        .is_none()
    );
    assert!(improper_refusal(&RuleError::Data("bad".into())).is_some());
    assert!(
        improper_refusal(&RuleError::forbidden(
            " ",
            gunbai_rules::msg!("core-no-effect")
        ))
        .is_some()
    );
}
