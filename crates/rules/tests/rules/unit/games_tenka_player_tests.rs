// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::Params;
    pub(super) use gunbai_rules::core::play::{TestRng, random_call};
    pub(super) use gunbai_rules::core::ruleset::{ActionCall, AnyState, Game};
    pub(super) use gunbai_rules::games::tenka::State;
    pub(super) use serde_json::Value;
}
use tested_imports::*;

use gunbai_rules::core::Setup;
use gunbai_rules::core::play::{Played, play_as};
use gunbai_rules::games::tenka::player::*;
use std::sync::Arc;

fn games_played(with_player: bool) -> Vec<Played> {
    let game = gunbai_rules::games::load_embedded(gunbai_rules::games::tenka::ID).unwrap();
    let no_invariants = |_: &dyn Game, _: &AnyState| Vec::new();
    let scenarios: Vec<String> = game.scenarios().iter().map(|s| s.id.clone()).collect();
    (0..16u64)
        .map(|seed| {
            let setup = Setup {
                scenario: Some(scenarios[seed as usize % scenarios.len()].clone()),
                players: 2 + (seed / 2 % 5) as u8,
                ..Setup::default()
            };
            let own = with_player.then_some(player as gunbai_rules::core::play::Player);
            play_as(own, game.as_ref(), &setup, seed, 1500, &no_invariants)
        })
        .collect()
}

/// Rule 4: the player proposes only alliances that do not stand yet, between players with a tile.
#[test]
fn issue_23_rule_4_the_tenka_player_never_proposes_a_standing_alliance() {
    let game = gunbai_rules::games::load_embedded(gunbai_rules::games::tenka::ID).unwrap();
    let setup = Setup {
        players: 3,
        ..Setup::default()
    };
    let mut s: State = game
        .setup(&setup)
        .unwrap()
        .downcast_ref::<State>()
        .unwrap()
        .clone();
    s.alliances.push((0, 1));
    let any: AnyState = Arc::new(s.clone());
    let mut rng = TestRng::new(4);
    for _ in 0..50 {
        let Some(call) = player(game.as_ref(), &any, "ally", &Params::new(), &mut rng) else {
            continue;
        };
        let a = s
            .player(call.params.get("a").unwrap().as_str().unwrap())
            .unwrap();
        let b = s
            .player(call.params.get("b").unwrap().as_str().unwrap())
            .unwrap();
        assert_ne!(a, b);
        assert!(!s.allied(a, b), "{call:?}");
    }
}

/// Issue 23: with its own player more random Tenka games reach the end than with the generic one.
#[test]
fn issue_23_the_tenka_player_plays_more_games_to_the_end() {
    let ended = |v: &[Played]| v.iter().filter(|p| p.ended).count();
    let (own, generic) = (games_played(true), games_played(false));
    assert!(
        ended(&own) > ended(&generic),
        "own player {} ended, generic {}",
        ended(&own),
        ended(&generic)
    );
}
