//! What a game prints beside its rules, as data the ruleset gives from its validated data (issue 20):
//! counters and cards with their words as [`Msg`]s, and the aid's sections that come from the game's
//! tables (set-up lists, region points, event tables). The printer lays these out; it never reads a
//! game's files or state. Names of people and places are `String`s kept in their own script.

use super::msg::Msg;
use super::view::Section;

/// A game's printed material that depends on its data. Default: nothing (the game prints its aid only).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sheets {
    /// Every counter and marker, in sheet order.
    pub counters: Vec<CounterSpec>,
    /// Lines under the heading of every counter sheet: what the values mean ("2-0-2").
    pub counter_legend: Vec<Msg>,
    /// Card decks (scenario cards, action cards, events).
    pub cards: Vec<CardSpec>,
    /// Aid sections built from the game's data, each with a key the game's aid places it by
    /// (`setup`, `board`, `events`).
    pub aid: Vec<(String, Section)>,
}

impl Sheets {
    /// The aid section with this key, if the game gives one.
    pub fn aid_part(&self, key: &str) -> Option<&Section> {
        self.aid.iter().find(|(k, _)| k == key).map(|(_, s)| s)
    }
    /// The set-up option keys some card depends on (the print screen asks for them).
    pub fn card_option_keys(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for c in &self.cards {
            if let Some((k, _)) = &c.when
                && !out.contains(k)
            {
                out.push(k.clone());
            }
        }
        out
    }
}

/// One face of a counter.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FaceSpec {
    /// Background colour, `#rrggbb`.
    pub colour: String,
    /// The big name in the middle: a name in its own script or a value (`Msg::plain`), or a
    /// marker's word.
    pub name: Msg,
    /// Small line at the top (type, side).
    pub top: Option<Msg>,
    /// A shorter top line for small counters.
    pub top_short: Option<Msg>,
    /// The values at the bottom ("2-0-2", "正面").
    pub bottom: Option<Msg>,
    /// The values without their labels, for small counters.
    pub bottom_short: Option<Msg>,
    /// Rank stars under the top line.
    pub stars: u8,
    /// A band along the bottom marking a reduced (flipped) face, `#rrggbb`.
    pub band: Option<String>,
    /// The values or name are Gunbai's stand-ins, not the rulebook's.
    pub placeholder: bool,
}

impl FaceSpec {
    /// A face showing a name or value as it is (names stay in their own script).
    pub fn new(colour: impl Into<String>, name: impl Into<String>) -> Self {
        Self::said(colour, Msg::plain(name))
    }
    /// A face whose big word is a message (a marker's word in the reader's language).
    pub fn said(colour: impl Into<String>, name: Msg) -> Self {
        Self {
            colour: colour.into(),
            name,
            ..Default::default()
        }
    }
    pub fn top(mut self, m: Msg) -> Self {
        self.top = Some(m);
        self
    }
    pub fn top_short(mut self, m: Msg) -> Self {
        self.top_short = Some(m);
        self
    }
    pub fn bottom(mut self, m: Msg) -> Self {
        self.bottom = Some(m);
        self
    }
    pub fn bottom_short(mut self, m: Msg) -> Self {
        self.bottom_short = Some(m);
        self
    }
    pub fn stars(mut self, n: u8) -> Self {
        self.stars = n;
        self
    }
    pub fn band(mut self, colour: impl Into<String>) -> Self {
        self.band = Some(colour.into());
        self
    }
    pub fn placeholder(mut self, yes: bool) -> Self {
        self.placeholder = yes;
        self
    }
}

/// A counter: front, optional back (`None`: a blank back of the front's colour), copies on the sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct CounterSpec {
    pub front: FaceSpec,
    pub back: Option<FaceSpec>,
    pub copies: u32,
}

impl CounterSpec {
    pub fn new(front: FaceSpec, back: Option<FaceSpec>) -> Self {
        Self {
            front,
            back,
            copies: 1,
        }
    }
    pub fn copies(mut self, n: u32) -> Self {
        self.copies = n;
        self
    }
    /// Both faces get this short top line.
    pub fn top_short(mut self, m: Msg) -> Self {
        self.front.top_short = Some(m.clone());
        if let Some(b) = &mut self.back {
            b.top_short = Some(m);
        }
        self
    }
}

/// One face of a card.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CardFaceSpec {
    /// Background colour, `#rrggbb`.
    pub colour: String,
    /// Colour of the title band, `#rrggbb`.
    pub accent: String,
    pub title: Msg,
    pub subtitle: Msg,
    pub lines: Vec<Msg>,
}

/// A card, and the set-up choice it belongs to (`("card-text", "zh")`), if any: with that option set
/// only the matching cards print; without it, the cards marked `unchosen` (e.g. one whole deck and the
/// other text's differing cards, to swap in).
#[derive(Debug, Clone, PartialEq)]
pub struct CardSpec {
    pub front: CardFaceSpec,
    pub back: Option<CardFaceSpec>,
    pub when: Option<(String, String)>,
    /// Printed when the set-up choice `when` names is not given (always true without `when`).
    pub unchosen: bool,
}
