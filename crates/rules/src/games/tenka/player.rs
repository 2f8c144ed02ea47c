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
