//! Game-specific panels of the session screen: one file per game and one line in [`PANELS`]. Everything
//! else a screen needs about a game (pick-lists, odds, die notes, labels) it asks the ruleset through
//! [`Game`]; nothing here re-implements a rule. A game without a panel shows the generic text listing.

pub mod saigoku;
pub mod seinan;
pub mod sekigahara;
pub mod shogun;
pub mod tenka;

use egui::Ui;

use super::Lang;
use super::form::FormState;
use crate::core::Game;
use crate::core::ruleset::AnyState;
use crate::games;
use gunbai_rules::msg;

/// What a game adds to the session screen.
pub trait GamePanel: Sync {
    /// The state as the board shows it (left column). Returns a value the player tapped (a box, a
    /// unit), which the session screen puts into the open action form.
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String>;
    /// What the state already knows about the open action, drawn above its form.
    fn action_panel(
        &self,
        _ui: &mut Ui,
        _game: &dyn Game,
        _state: &AnyState,
        _action: &str,
        _form: &mut FormState,
        _lang: Lang,
    ) {
    }
    /// The public summary on the table display window (nothing the board hides). Default: the panel.
    fn public_panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) {
        let _ = self.panel(ui, game, state, lang);
    }
}

/// Where the chance of a rolling action comes from: the ruleset says (`Game::chance`); the screen
/// shows only what the step uses (design/ui.md principle 11).
pub use crate::core::Chance;

/// The button that carries a step out when it has no dice to type.
pub trait ChanceButton {
    fn button(self, lang: Lang) -> String;
}

impl ChanceButton for Chance {
    fn button(self, lang: Lang) -> String {
        match self {
            Chance::Dice => msg!("frame-roll"),
            Chance::Card => msg!("frame-chance-card"),
            Chance::Tower => msg!("frame-chance-tower"),
            Chance::Deal => msg!("frame-chance-deal"),
        }
        .render(lang)
    }
}

/// How the open action's chance is drawn (`Chance::Dice` for games without a panel).
pub fn chance(game: &dyn Game, action: &str) -> Chance {
    game.chance(action)
}

/// True when a game rolls no dice at all (Shogun): its screens show no die anywhere.
pub fn dice_free(game: &dyn Game) -> bool {
    game.actions()
        .iter()
        .filter(|a| a.rolls)
        .all(|a| chance(game, &a.name) != Chance::Dice)
}

/// True when the die faces an action journaled are dice the players read (not a deck's or a tower's
/// draws, which are the app's internal faces).
pub fn shows_faces(game: &dyn Game, action: &str) -> bool {
    chance(game, action) == Chance::Dice
}

/// The registry: one line per game that has a panel of its own.
const PANELS: &[(&str, &dyn GamePanel)] = &[
    (games::seinan::ID, &seinan::Panel),
    (games::saigoku::ID, &saigoku::Panel),
    (games::shogun::ID, &shogun::Panel),
    (games::sekigahara::ID, &sekigahara::Panel),
    (games::tenka::ID, &tenka::Panel),
];

fn panel_of(game: &dyn Game) -> Option<&'static dyn GamePanel> {
    PANELS
        .iter()
        .find(|(id, _)| *id == game.id())
        .map(|(_, p)| *p)
}

/// True when the game has its own panel (the text listing then starts collapsed).
pub fn has_panel(game: &dyn Game) -> bool {
    panel_of(game).is_some()
}

pub fn game_panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    panel_of(game).and_then(|p| p.panel(ui, game, state, lang))
}

pub fn public_panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) {
    if let Some(p) = panel_of(game) {
        p.public_panel(ui, game, state, lang);
    }
}

pub fn action_panel(
    ui: &mut Ui,
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    form: &mut FormState,
    lang: Lang,
) {
    if let Some(p) = panel_of(game) {
        p.action_panel(ui, game, state, action, form, lang);
    }
}

/// The ruleset's candidates for a key as (group, value) pick-list entries.
pub fn pick_list(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    key: &str,
) -> Vec<(String, String)> {
    game.candidates(state, action, key)
        .into_iter()
        .map(|c| (c.group, c.value))
        .collect()
}

/// The ruleset's candidates for a set-up option as (group, value) pick-list entries.
pub fn setup_pick_list(game: &dyn Game, key: &str) -> Vec<(String, String)> {
    game.setup_candidates(key)
        .into_iter()
        .map(|c| (c.group, c.value))
        .collect()
}
