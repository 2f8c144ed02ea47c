//! Game-specific state panels, one file per game, dispatched on the game id. A game without a panel
//! shows only the generic text listing.

pub mod saigoku;
pub mod seinan;

use egui::Ui;

use super::Lang;
use crate::core::Game;
use crate::core::ruleset::AnyState;

/// True when the game has its own panel (the text listing then starts collapsed).
pub fn has_panel(game: &dyn Game) -> bool {
    matches!(game.info().id, "seinan" | "saigoku")
}

/// The game-specific state panel (left side of the session screen). Returns a value the player
/// tapped (a town box, a unit), which the session screen puts into the open action form.
pub fn game_panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    match game.info().id {
        "seinan" => seinan::panel(ui, game, state, lang),
        "saigoku" => saigoku::panel(ui, game, state, lang),
        _ => None,
    }
}

/// Pick-list values for a key of an action form (units, boxes), as (group, value).
pub fn suggestions(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    key: &str,
) -> Vec<(String, String)> {
    match game.info().id {
        "seinan" => seinan::suggestions(game, state, action, key),
        "saigoku" => saigoku::suggestions(game, state, action, key),
        _ => Vec::new(),
    }
}

/// Optional rules and setup choices a game reads from `Setup.options`, shown as a form on the New
/// session screen; the ruleset lists them.
pub fn setup_options(game: &dyn Game) -> Vec<crate::core::KeySpec> {
    game.setup_options()
}

/// Pick-list values for a setup option (e.g. town boxes).
pub fn setup_suggestions(game: &dyn Game, key: &str) -> Vec<(String, String)> {
    match game.info().id {
        "seinan" => seinan::setup_suggestions(game, key),
        _ => Vec::new(),
    }
}

/// The procedure (and its inputs, read from the state) whose odds describe an action's roll.
pub fn action_odds(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
) -> Option<(String, crate::core::Params)> {
    match game.info().id {
        "seinan" => seinan::action_odds(game, state, action),
        _ => None,
    }
}

/// Per-die marks for a result (hit or not, and why), for games that count hits die by die.
pub fn die_marks(game: &dyn Game, res: &crate::core::Resolution) -> Option<Vec<(bool, String)>> {
    match game.info().id {
        "seinan" => seinan::die_marks(res),
        _ => None,
    }
}

/// The public summary for the table display window (nothing hidden from the board).
pub fn public_panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) {
    let _ = game_panel(ui, game, state, lang);
}

/// What the state already knows about the open action, drawn above its form (the procedure dialog).
pub fn action_panel(
    ui: &mut Ui,
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    form: &mut super::form::FormState,
    lang: Lang,
) {
    if game.info().id == "saigoku" {
        saigoku::action_panel(ui, game, state, action, form, lang);
    }
}

/// Exact odds of a whole action as its form stands, for games that give them (None: use the procedure's).
pub fn whole_action_odds(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    params: &crate::core::Params,
) -> Option<Result<Vec<crate::core::Odds>, String>> {
    match game.info().id {
        "saigoku" => saigoku::whole_action_odds(game, state, action, params),
        _ => None,
    }
}
