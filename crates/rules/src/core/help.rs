//! What a front end shows for an action before it is submitted, in one answer built from the ruleset:
//! each key with its label, what it accepts, the value the state already gives and the legal candidates,
//! and the exact odds once the inputs are complete. `session act --help-action`, `session show --json`
//! and the GUI's forms all come from here, so no front end re-derives a rule.

use serde::Serialize;
use serde_json::Value;

use super::msg::Msg;
use super::odds::Odds;
use super::params::{KeySpec, Params};
use super::ruleset::{ActionCall, ActionSpec, AnyState, Candidate, Game};

/// One key of an action as a player sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KeyHelp {
    pub name: String,
    pub label: Msg,
    pub spec: KeySpec,
    /// What the state already answers (pre-filled), if anything.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prefill: Option<Value>,
    /// Legal values in this state; empty means free input.
    pub candidates: Vec<Candidate>,
}

/// An action as a player sees it before submitting it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ActionHelp {
    pub name: String,
    pub label: Msg,
    pub rule: String,
    pub rolls: bool,
    pub keys: Vec<KeyHelp>,
    /// `Some((rule, reason))` when the current step does not allow the action.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blocked: Option<(String, Msg)>,
    /// The exact odds with the inputs given (and pre-filled); absent when the action rolls no dice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub odds: Option<Vec<Odds>>,
    /// Why there are no odds yet (an input missing, a rule forbidding the action).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub odds_unavailable: Option<Msg>,
}

/// The keys of `spec` the forms ask for in `state` (`Ruleset::asks`): every form, the GUI's, the
/// phones' and `--help-action`, shows these and no other; the action takes the others' defaults.
pub fn asked_keys<'a>(
    game: &'a dyn Game,
    state: &'a AnyState,
    spec: &'a ActionSpec,
) -> impl Iterator<Item = &'a KeySpec> + 'a {
    spec.keys
        .iter()
        .filter(|k| game.asks(state, &spec.name, &k.name))
}

/// Describes `action` in `state`, with the inputs the player has given so far (`given` may be partial;
/// it is laid over the state's pre-filled values to compute the odds).
pub fn describe_action(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    given: &Params,
) -> Result<ActionHelp, super::rules::RuleError> {
    let spec = game.action(action)?;
    let prefill = game.prefill(state, action);
    let blocked = game
        .prompt(state)
        .actions
        .into_iter()
        .find(|a| a.name == action)
        .and_then(|a| a.blocked);
    let mut params = prefill.clone();
    for (k, v) in &given.0 {
        params.insert(k, v.clone());
    }
    // Each pick-list knows the inputs given so far (the defenders of the chosen target).
    let keys = asked_keys(game, state, &spec)
        .map(|k| KeyHelp {
            name: k.name.clone(),
            label: k.label_msg(),
            spec: k.clone(),
            prefill: prefill.get(&k.name).cloned(),
            candidates: game.candidates_given(state, action, &k.name, &params),
        })
        .collect();
    let (odds, odds_unavailable) = match game.action_odds(
        state,
        &ActionCall {
            name: action.to_string(),
            params,
        },
    ) {
        None => (None, None),
        Some(Ok(o)) => (Some(o), None),
        Some(Err(e)) => (None, Some(e.msg(&spec.keys))),
    };
    Ok(ActionHelp {
        name: spec.name.clone(),
        label: game.action_label(action),
        rule: spec.rule,
        rolls: spec.rolls,
        keys,
        blocked,
        odds,
        odds_unavailable,
    })
}

/// Every action the current step lists, described (for `session show --json`).
pub fn describe_prompt(game: &dyn Game, state: &AnyState) -> Vec<ActionHelp> {
    game.prompt(state)
        .actions
        .iter()
        .filter_map(|a| describe_action(game, state, &a.name, &Params::new()).ok())
        .collect()
}
