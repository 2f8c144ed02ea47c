//! Shogun's words as catalogue messages (issue 20): the names of colours, provinces, action cards,
//! buildings, special cards, phases, seasons and events, and the rule references, every one a [`Msg`]
//! read from `locales/<lang>/shogun.ftl`. Rule numbers are the seed rulebook's own (1.(1)–6.(3));
//! where Gunbai decides what the seed leaves open, the line cites "Gunbai's ruling N" ([`ruling`]),
//! each listed once in [`rulings`].

use super::data::{Effect, ShogunData};
use super::state::{Act, Building, Phase, Special};
use crate::core::{Msg, Sep};
use crate::msg;

/// The player and region colours that have a word of their own.
pub const COLOUR_WORDS: [&str; 7] = ["red", "yellow", "blue", "purple", "black", "green", "brown"];

/// A player's colour (the player themself): 红方 / 赤 / red.
pub fn colour(c: &str) -> Msg {
    if COLOUR_WORDS.contains(&c) {
        Msg::dynamic(format!("shogun-colour-{c}"))
    } else {
        Msg::plain(c)
    }
}

/// Several players, in order, joined as a list.
pub fn colours<S: AsRef<str>>(cs: &[S], sep: Sep) -> Msg {
    Msg::join(cs.iter().map(|c| colour(c.as_ref())), sep)
}

/// A player as the table knows them (issue 21): "name (colour)" when a name was entered at set-up,
/// the colour alone otherwise. The name is shown as entered.
pub fn who(s: &super::State, c: &str) -> Msg {
    match s.player(c).and_then(|p| p.name.as_deref()) {
        Some(name) => named(name, c),
        None => colour(c),
    }
}

/// "name (colour)".
fn named(name: &str, c: &str) -> Msg {
    crate::msg!(
        "shogun-player-named",
        name = Msg::plain(name),
        colour = colour(c)
    )
}

/// Several players by [`who`], in order, joined as a list.
pub fn whos<S: AsRef<str>>(s: &super::State, cs: &[S], sep: Sep) -> Msg {
    Msg::join(cs.iter().map(|c| who(s, c.as_ref())), sep)
}

/// The names the table entered, kept aside while a state is being changed (issue 21).
pub struct Names(std::collections::BTreeMap<String, String>);

impl Names {
    pub fn of(s: &super::State) -> Names {
        Names(
            s.players
                .iter()
                .filter_map(|p| Some((p.colour.clone(), p.name.clone()?)))
                .collect(),
        )
    }

    /// As [`who`].
    pub fn who(&self, c: &str) -> Msg {
        match self.0.get(c) {
            Some(name) => named(name, c),
            None => colour(c),
        }
    }

    /// As [`whos`].
    pub fn whos<S: AsRef<str>>(&self, cs: &[S], sep: Sep) -> Msg {
        Msg::join(cs.iter().map(|c| self.who(c.as_ref())), sep)
    }
}

/// A region of the board by its colour.
pub fn region(r: &str) -> Msg {
    if super::data::REGIONS.contains(&r) {
        Msg::dynamic(format!("shogun-region-{r}"))
    } else {
        Msg::plain(r)
    }
}

/// A province by its card name: the romanised name and the kanji in English, the kanji alone in 中文
/// and 日本語 (names stay in their own script).
pub fn prov(data: &ShogunData, name: &str) -> Msg {
    let kanji = data
        .cards
        .iter()
        .find(|c| c.name == name)
        .map(|c| c.zh.clone())
        .unwrap_or_else(|| name.to_string());
    msg!("shogun-province", name = name, kanji = kanji)
}

/// Several provinces joined as a list.
pub fn provs<S: AsRef<str>>(data: &ShogunData, names: &[S]) -> Msg {
    Msg::join(names.iter().map(|n| prov(data, n.as_ref())), Sep::Comma)
}

pub fn season(n: u8) -> Msg {
    Msg::dynamic(format!("shogun-season-{}", n.min(3)))
}

pub fn act(a: Act) -> Msg {
    Msg::dynamic(format!("shogun-act-{}", a.key()))
}

pub fn building(b: Building) -> Msg {
    Msg::dynamic(format!("shogun-building-{}", b.key()))
}

pub fn special(s: Special) -> Msg {
    Msg::dynamic(format!("shogun-special-{}", s.key()))
}

pub fn phase(p: Phase) -> Msg {
    Msg::dynamic(format!("shogun-phase-{}", p.key()))
}

pub fn effect(e: Effect) -> Msg {
    Msg::dynamic(format!("shogun-effect-{}", e.key()))
}

/// An event card with its text ("E6 (New theatre may remove 1 revolt marker)"): codes are never shown
/// alone (seed 2.(4)).
pub fn event(data: &ShogunData, id: &str) -> Msg {
    match data.event(id) {
        Some(e) => msg!("shogun-event", id = e.id.clone(), effect = effect(e.effect)),
        None => Msg::plain(id),
    }
}

/// "rule 2.(6)" in the seed rulebook's numbering.
pub fn rule(n: &str) -> Msg {
    Msg::rule(n)
}

/// "Gunbai's ruling N".
pub fn ruling(n: u32) -> Msg {
    Msg::ruling(n)
}

/// `text (reference)`.
pub fn paren(text: Msg, reference: Msg) -> Msg {
    msg!("shogun-paren", text = text, rule = reference)
}

/// Two references in a row ("rule 2.(6), Gunbai's ruling 28").
pub fn and(a: Msg, b: Msg) -> Msg {
    msg!("shogun-rule-and", a = a, b = b)
}

/// The rulings Gunbai makes for Shogun where the seed is silent or ambiguous, numbered as lines cite
/// them (ruling N answers the same question everywhere it is cited).
pub const RULINGS: u32 = 29;

pub fn rulings() -> Vec<(u32, Msg)> {
    (1..=RULINGS)
        .map(|n| (n, Msg::dynamic(format!("shogun-ruling-{n}"))))
        .collect()
}

/// The board side in words.
pub fn side(s: super::data::Side) -> Msg {
    Msg::dynamic(format!("shogun-side-{}", s.id()))
}
