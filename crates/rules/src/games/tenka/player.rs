//! Tenka's own random player (issue 23): alliances between players not yet allied, and wars with every
//! attack chip placed (on one region for a player without regions, rule 3-2). The generic random player
//! of [`crate::core::play`] fills each key on its own, so it proposed alliances that already stood and
//! left chips unplaced, and 444 of 1 000 random games did not end. A hook of random play only
//! (`fuzz-play`, the random-play tests): the rules never call it.

use serde_json::Value;

use crate::core::Params;
use crate::core::play::{TestRng, random_call};
use crate::core::ruleset::{ActionCall, AnyState, Game};

use super::State;

/// Tenka's player: its alliances and its attack chips; `None` leaves the action to the generic player.
pub fn player(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &Params,
    rng: &mut TestRng,
) -> Option<ActionCall> {
    let s = state.downcast_ref::<State>()?;
    match action {
        "ally" => ally(game, s, state, action, rng),
        "attack-chips" => attack_chips(game, s, state, action, preset, rng),
        _ => None,
    }
}

/// Rule 4: two players with a tile each to exchange, not allied yet, from the pick-lists.
fn ally(
    game: &dyn Game,
    s: &State,
    state: &AnyState,
    action: &str,
    rng: &mut TestRng,
) -> Option<ActionCall> {
    let names: Vec<String> = game
        .candidates(state, action, "a")
        .into_iter()
        .map(|c| c.value)
        .collect();
    let mut pairs = Vec::new();
    for (i, a) in names.iter().enumerate() {
        for b in &names[i + 1..] {
            let (Some(pa), Some(pb)) = (s.player(a), s.player(b)) else {
                continue;
            };
            if !s.allied(pa, pb) {
                pairs.push((a.clone(), b.clone()));
            }
        }
    }
    let (a, b) = rng.pick(&pairs)?.clone();
    Some(ActionCall::new(action).with("a", a).with("b", b))
}

/// Rule 3-2: every chip on a region the war may target; a player without regions puts them all on one.
fn attack_chips(
    game: &dyn Game,
    s: &State,
    state: &AnyState,
    action: &str,
    preset: &Params,
    rng: &mut TestRng,
) -> Option<ActionCall> {
    let spec = game.action(action).ok()?;
    let chips: Vec<&str> = spec
        .keys
        .iter()
        .map(|k| k.name.as_str())
        .filter(|k| k.starts_with("chip-"))
        .collect();
    let targets: Vec<String> = game
        .candidates(state, action, chips.first()?)
        .into_iter()
        .map(|c| c.value)
        .collect();
    let one = rng.pick(&targets)?.clone();
    let mut call = random_call(game, state, action, preset, rng);
    let landless = s.owned(s.active).is_empty();
    for chip in chips {
        let region = if landless {
            one.clone()
        } else {
            rng.pick(&targets)?.clone()
        };
        call.params.insert(chip, Value::from(region));
    }
    Some(call)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Setup;
    use crate::core::play::{Played, play_as};
    use std::sync::Arc;

    fn games_played(with_player: bool) -> Vec<Played> {
        let game = crate::games::load_embedded(super::super::ID).unwrap();
        let no_invariants = |_: &dyn Game, _: &AnyState| Vec::new();
        let scenarios: Vec<String> = game.scenarios().iter().map(|s| s.id.clone()).collect();
        (0..16u64)
            .map(|seed| {
                let setup = Setup {
                    scenario: Some(scenarios[seed as usize % scenarios.len()].clone()),
                    players: 2 + (seed / 2 % 5) as u8,
                    ..Setup::default()
                };
                let own = with_player.then_some(player as crate::core::play::Player);
                play_as(own, game.as_ref(), &setup, seed, 1500, &no_invariants)
            })
            .collect()
    }

    /// Rule 4: the player proposes only alliances that do not stand yet, between players with a tile.
    #[test]
    fn issue_23_rule_4_the_tenka_player_never_proposes_a_standing_alliance() {
        let game = crate::games::load_embedded(super::super::ID).unwrap();
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
}
