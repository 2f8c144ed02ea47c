//! Shogun's own random player (issue 23): whole legal plans and legal war cubes, which the generic
//! random player of [`crate::core::play`] rarely types. A hook of random play only (`fuzz-play`, the
//! random-play tests): the rules never call it.

use serde_json::Value;

use crate::core::play::{TestRng, random_call, shuffle};
use crate::core::ruleset::{ActionCall, AnyState, Game};

/// Shogun's player: its plans (see [`plan`]) and its wars.
pub fn player(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &crate::core::Params,
    rng: &mut TestRng,
) -> Option<ActionCall> {
    match action {
        "plan" => plan(game, state, action, preset, rng),
        "war" => war(game, state, action, preset, rng),
        _ => None,
    }
}

/// Shogun's `war` (rule 6 A9): the cubes moved are 1 up to all but one of the army in the province the
/// action's card names (the generic player types any number up to 62, nearly always too many).
fn war(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &crate::core::Params,
    rng: &mut TestRng,
) -> Option<ActionCall> {
    let s = state.downcast_ref::<super::State>()?;
    let (act, who) = s.current()?;
    let from = s.planned(&who, act)?;
    let army = i64::from(s.provinces.get(&from)?.cubes);
    let mut call = random_call(game, state, action, preset, rng);
    call.params
        .insert("cubes", rng.between(1, (army - 1).max(1)));
    Some(call)
}

/// Shogun's `plan` (rule 5 phase 3, seed 2.(3)): one player's bid space and ten action spaces, each a
/// chest or one of the player's own province cards, no card twice, at most five chests, and every
/// space filled when the player holds eleven cards or more (P26). The generic player fills each key on
/// its own from the next planner's pick-lists, so it rarely makes a whole legal plan. Uses only what a
/// front end has: the pick-lists of a form that names its player (`candidates_given`).
fn plan(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    preset: &crate::core::Params,
    rng: &mut TestRng,
) -> Option<ActionCall> {
    if action != "plan" {
        return None;
    }
    let spec = game.action(action).ok()?;
    let player = match preset.get("player").and_then(Value::as_str) {
        Some(p) => p.to_string(),
        None => rng
            .pick(&game.candidates(state, action, "player"))?
            .value
            .clone(),
    };
    let given = crate::core::Params::new().with("player", player.as_str());
    let bids: Vec<String> = game
        .candidates_given(state, action, "bid", &given)
        .into_iter()
        .map(|c| c.value)
        .filter(|v| v.parse::<u32>().is_ok())
        .collect();
    let spaces: Vec<&str> = spec
        .keys
        .iter()
        .map(|k| k.name.as_str())
        .filter(|k| !matches!(*k, "player" | "bid" | "salt"))
        .collect();
    // The cards in hand: the player's provinces and five chests (rule 1.(2)).
    let mut cards: Vec<String> = spaces
        .first()
        .map(|k| game.candidates_given(state, action, k, &given))
        .unwrap_or_default()
        .into_iter()
        .map(|c| c.value)
        .filter(|v| v != "chest")
        .collect();
    cards.extend(std::iter::repeat_n("chest".to_string(), 5));
    shuffle(&mut cards, rng);
    // With fewer than eleven cards some spaces stay empty (P26): which ones is random.
    let mut slots: Vec<&str> = std::iter::once("bid").chain(spaces).collect();
    if cards.len() < slots.len() {
        shuffle(&mut slots, rng);
    }
    // An empty bid space is typed `none` (rule 5.3).
    let mut call = ActionCall::new(action)
        .with("player", player.as_str())
        .with("bid", "none");
    for (key, card) in slots.into_iter().zip(cards) {
        let v = if key == "bid" && card == "chest" {
            rng.pick(&bids).cloned().unwrap_or_else(|| "0".into())
        } else {
            card
        };
        call.params.insert(key, Value::from(v));
    }
    Some(call)
}
