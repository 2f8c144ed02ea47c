//! The 16 action cards (rule 2.5, digest §3) and the deck cycle (rules 4.1, 4.2). Card texts are in our
//! own words, per text variant: the Japanese original (`ja`, the default) or the Chinese translation (`zh`).

use serde::{Deserialize, Serialize};

use super::data::Side;
use crate::core::{DiceSource, Msg, RuleError};
use crate::msg;

/// Which card text is in force (digest §18: the seven ★ cards differ).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    #[default]
    Ja,
    Zh,
}

impl Variant {
    pub fn parse(s: &str) -> Option<Variant> {
        match s {
            "ja" => Some(Variant::Ja),
            "zh" => Some(Variant::Zh),
            _ => None,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Variant::Ja => "ja",
            Variant::Zh => "zh",
        }
    }
    /// The text in force as a player reads it.
    pub fn msg(self) -> Msg {
        msg!("sekigahara-variant", v = self.id())
    }
}

/// One action card. The serialised name is the card's Chinese name (three 东军外样诸将 cards carry their
/// morale in the name so each one is named once).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    #[serde(rename = "家康行动")]
    IeyasuActs,
    #[serde(rename = "家康之书状")]
    IeyasuLetter,
    #[serde(rename = "德川秀忠")]
    Hidetada,
    #[serde(rename = "家康出马")]
    IeyasuTakesField,
    #[serde(rename = "东军外样诸将·3")]
    Tozama3,
    #[serde(rename = "东军外样诸将·2")]
    Tozama2,
    #[serde(rename = "东军外样诸将·1/3")]
    Tozama13,
    #[serde(rename = "强行军")]
    ForcedMarch,
    #[serde(rename = "石田三成")]
    Mitsunari,
    #[serde(rename = "宇喜多秀家")]
    Ukita,
    #[serde(rename = "大谷吉继")]
    Otani,
    #[serde(rename = "秀赖出阵")]
    HideyoriSortie,
    #[serde(rename = "三成之指令")]
    MitsunariOrder,
    #[serde(rename = "毛利辉元")]
    Terumoto,
    #[serde(rename = "毛利元康")]
    Motoyasu,
    #[serde(rename = "西军诸将")]
    WestLords,
}

pub const ALL: [Card; 16] = [
    Card::IeyasuActs,
    Card::IeyasuLetter,
    Card::Hidetada,
    Card::IeyasuTakesField,
    Card::Tozama3,
    Card::Tozama2,
    Card::Tozama13,
    Card::ForcedMarch,
    Card::Mitsunari,
    Card::Ukita,
    Card::Otani,
    Card::HideyoriSortie,
    Card::MitsunariOrder,
    Card::Terumoto,
    Card::Motoyasu,
    Card::WestLords,
];

/// Held out of the starting deck (rule 3.0(4)).
pub const HELD_OUT: [Card; 2] = [Card::IeyasuTakesField, Card::HideyoriSortie];

impl Card {
    /// The card's number in the digest's list (1–16).
    pub fn number(self) -> usize {
        ALL.iter().position(|c| *c == self).unwrap_or(0) + 1
    }
    /// The name as printed on the Chinese card (with the morale for the three 东军外样诸将 cards).
    pub fn id(self) -> &'static str {
        match self {
            Card::IeyasuActs => "家康行动",
            Card::IeyasuLetter => "家康之书状",
            Card::Hidetada => "德川秀忠",
            Card::IeyasuTakesField => "家康出马",
            Card::Tozama3 => "东军外样诸将·3",
            Card::Tozama2 => "东军外样诸将·2",
            Card::Tozama13 => "东军外样诸将·1/3",
            Card::ForcedMarch => "强行军",
            Card::Mitsunari => "石田三成",
            Card::Ukita => "宇喜多秀家",
            Card::Otani => "大谷吉继",
            Card::HideyoriSortie => "秀赖出阵",
            Card::MitsunariOrder => "三成之指令",
            Card::Terumoto => "毛利辉元",
            Card::Motoyasu => "毛利元康",
            Card::WestLords => "西军诸将",
        }
    }
    /// The name as printed on the Japanese card.
    pub fn ja_name(self) -> &'static str {
        match self {
            Card::IeyasuActs => "家康動く",
            Card::IeyasuLetter => "家康の書状",
            Card::Hidetada => "徳川秀忠",
            Card::IeyasuTakesField => "家康出馬",
            Card::Tozama3 | Card::Tozama2 | Card::Tozama13 => "東軍外様諸将",
            Card::ForcedMarch => "強行軍",
            Card::Mitsunari => "石田三成",
            Card::Ukita => "宇喜多秀家",
            Card::Otani => "大谷吉継",
            Card::HideyoriSortie => "秀頼出陣",
            Card::MitsunariOrder => "三成の指令",
            Card::Terumoto => "毛利輝元",
            Card::Motoyasu => "毛利元康",
            Card::WestLords => "西軍諸将",
        }
    }
    /// The name in force for a variant (Japanese cards show the Japanese name).
    pub fn name(self, v: Variant) -> String {
        let base = match v {
            Variant::Zh => self.id().split('·').next().unwrap_or("").to_string(),
            Variant::Ja => self.ja_name().to_string(),
        };
        match self {
            Card::Tozama3 => format!("{base} (3)"),
            Card::Tozama2 => format!("{base} (2)"),
            Card::Tozama13 => format!("{base} (1/3)"),
            _ => base,
        }
    }
    /// Whose card it is (`None`: 强行军 belongs to neither side).
    pub fn side(self) -> Option<Side> {
        match self {
            Card::IeyasuActs
            | Card::IeyasuLetter
            | Card::Hidetada
            | Card::IeyasuTakesField
            | Card::Tozama3
            | Card::Tozama2
            | Card::Tozama13 => Some(Side::East),
            Card::ForcedMarch => None,
            _ => Some(Side::West),
        }
    }
    /// Reads a card from what a player types: the Chinese or Japanese name, or its number 1–16.
    pub fn parse(s: &str) -> Option<Card> {
        let t = s.trim();
        if let Ok(n) = t.trim_start_matches('#').parse::<usize>() {
            return ALL.get(n.checked_sub(1)?).copied();
        }
        ALL.iter()
            .copied()
            .find(|c| c.id() == t || c.name(Variant::Ja) == t || c.name(Variant::Zh) == t)
            .or_else(|| {
                ALL.iter()
                    .copied()
                    .find(|c| c.ja_name() == t && !c.is_tozama())
            })
    }
    pub fn is_tozama(self) -> bool {
        matches!(self, Card::Tozama3 | Card::Tozama2 | Card::Tozama13)
    }
    /// True when the two texts differ in substance (★ in the digest).
    pub fn differs(self) -> bool {
        matches!(
            self,
            Card::Tozama13
                | Card::ForcedMarch
                | Card::Mitsunari
                | Card::Otani
                | Card::MitsunariOrder
                | Card::Terumoto
                | Card::Motoyasu
        )
    }

    /// The catalogue key of the card's text: its number, and the text variant where the two differ.
    pub fn text_key(self, v: Variant) -> String {
        if self.varies() {
            format!("{}-{}", self.number(), v.id())
        } else {
            self.number().to_string()
        }
    }
    /// True when the card has two texts in the catalogue (one per text variant).
    fn varies(self) -> bool {
        matches!(
            self,
            Card::Tozama13
                | Card::ForcedMarch
                | Card::Mitsunari
                | Card::Otani
                | Card::MitsunariOrder
                | Card::Terumoto
                | Card::Motoyasu
                | Card::WestLords
        )
    }
    /// The card's effect in our own words, for the text variant in force, as a message (ids
    /// `sekigahara-card-<n>` or `sekigahara-card-<n>-<ja|zh>`, every one rendered by a test).
    pub fn say(self, v: Variant) -> Msg {
        Msg::dynamic(format!("sekigahara-card-{}", self.text_key(v)))
    }
}

/// A uniform pick of one of `n` cards from d6 faces: [`crate::core::dice::uniform`] (issue 23: one
/// bounded pick shared with Shogun; the same faces give the same card as before). No card is an error.
pub fn pick(n: usize, dice: &mut dyn DiceSource) -> Result<usize, RuleError> {
    if n == 0 {
        return Err(RuleError::Data("no card to draw".into()));
    }
    crate::core::dice::uniform(n, dice)
}

/// Rounds of dice a uniform pick tries before it gives up (see [`pick`]).
pub use crate::core::dice::PICK_TRIES;

/// The deck (rules 4.1, 4.2). The draw pile is kept sorted: the app draws uniformly from it, which is the
/// same as drawing the top card of a well-shuffled pile, and a reshuffle is putting cards back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Deck {
    pub draw_pile: Vec<Card>,
    pub discard: Vec<Card>,
    pub held_out: Vec<Card>,
    /// The card drawn before the current one (强行军 under the Japanese text repeats it).
    pub previous: Option<Card>,
}

impl Deck {
    /// Rule 3.0(4): 14 cards; 家康出马 and 秀赖出阵 held out.
    pub fn new() -> Self {
        Deck {
            draw_pile: ALL
                .iter()
                .copied()
                .filter(|c| !HELD_OUT.contains(c))
                .collect(),
            discard: vec![],
            held_out: HELD_OUT.to_vec(),
            previous: None,
        }
    }
    /// Every card once, wherever it is (the deck invariant the property tests check).
    pub fn all_cards(&self, in_play: Option<Card>) -> Vec<Card> {
        let mut v: Vec<Card> = self
            .draw_pile
            .iter()
            .chain(&self.discard)
            .chain(&self.held_out)
            .copied()
            .chain(in_play)
            .collect();
        v.sort();
        v
    }
    /// Takes a named card out of the draw pile (the shadow deck: the players say what they turned).
    pub fn take(&mut self, card: Card) -> Result<Card, RuleError> {
        if self.draw_pile.is_empty() {
            self.reshuffle();
        }
        if let Some(i) = self.draw_pile.iter().position(|c| *c == card) {
            return Ok(self.draw_pile.remove(i));
        }
        let where_ = if self.held_out.contains(&card) {
            "held"
        } else {
            "discard"
        };
        Err(RuleError::forbidden(
            "4.1",
            msg!("sekigahara-cannot-draw", card = card.id(), pile = where_),
        ))
    }
    /// Draws a random card with the dice (the virtual deck).
    pub fn draw_random(&mut self, dice: &mut dyn DiceSource) -> Result<Card, RuleError> {
        if self.draw_pile.is_empty() {
            self.reshuffle();
        }
        let i = pick(self.draw_pile.len(), dice)?;
        Ok(self.draw_pile.remove(i))
    }
    /// Rule 4.1(4): the discards go back into the draw pile (the pile is drawn at random).
    pub fn reshuffle(&mut self) {
        self.draw_pile.append(&mut self.discard);
        self.draw_pile.sort();
    }
    /// Rule 4.2 / digest A13: a held-out card enters the current draw pile.
    pub fn release(&mut self, card: Card) -> bool {
        if let Some(i) = self.held_out.iter().position(|c| *c == card) {
            self.held_out.remove(i);
            self.draw_pile.push(card);
            self.draw_pile.sort();
            true
        } else {
            false
        }
    }
}

/// One draw of the `draw` procedure: the cards turned (强行军 and redraws included) and the card to resolve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draw {
    pub turned: Vec<Card>,
    /// The card whose effect is resolved now.
    pub card: Card,
    /// True when 强行军 repeats the previous card (Japanese text).
    pub repeat: bool,
}

/// Draws until there is a card to resolve (rule 4.1 with card 8, digest A2): under the Japanese text 强行军
/// repeats the previous card (a first card of the game redraws); under the Chinese text it draws again.
/// 强行军 goes to the discard pile once the draw is over; while the draw lasts it is set aside, so a draw
/// never turns the same card twice, and a deck with no other card to turn is refused (rule 4.1) instead of
/// drawing for ever. `typed`: `Some(cards the players turned, in order)` for the shadow deck, `None` for
/// the virtual deck (the dice draw).
pub fn draw(
    deck: &mut Deck,
    variant: Variant,
    typed: Option<&[Card]>,
    dice: &mut dyn DiceSource,
) -> Result<Draw, RuleError> {
    let mut turned: Vec<Card> = Vec::new();
    let mut next_typed = typed.map(|t| t.iter());
    loop {
        if turned.contains(&Card::ForcedMarch) {
            // 强行军 is set aside until the draw ends: the next card comes from the rest of the deck.
            if deck.draw_pile.is_empty() {
                deck.reshuffle();
            }
            if deck.draw_pile.is_empty() {
                return Err(RuleError::forbidden(
                    "4.1",
                    msg!(
                        "sekigahara-forced-no-other",
                        fm = Card::ForcedMarch.name(variant)
                    ),
                ));
            }
        }
        let card = match next_typed.as_mut() {
            Some(it) => match it.next() {
                Some(c) if turned.contains(c) => {
                    return Err(RuleError::input(
                        "cards",
                        msg!(
                            "sekigahara-named-twice",
                            card = c.id(),
                            fm = Card::ForcedMarch.name(variant)
                        ),
                    ));
                }
                Some(c) => deck.take(*c)?,
                None => {
                    return Err(RuleError::input(
                        "cards",
                        msg!("sekigahara-name-next", fm = Card::ForcedMarch.name(variant)),
                    ));
                }
            },
            None => deck.draw_random(dice)?,
        };
        turned.push(card);
        if card != Card::ForcedMarch {
            if let Some(mut it) = next_typed
                && it.next().is_some()
            {
                return Err(RuleError::input(
                    "cards",
                    msg!(
                        "sekigahara-more-named",
                        fm = Card::ForcedMarch.name(variant)
                    ),
                ));
            }
            if turned.contains(&Card::ForcedMarch) {
                deck.discard.push(Card::ForcedMarch);
            }
            return Ok(Draw {
                turned,
                card,
                repeat: false,
            });
        }
        if variant == Variant::Ja
            && let Some(prev) = deck.previous
        {
            if let Some(mut it) = next_typed
                && it.next().is_some()
            {
                return Err(RuleError::input(
                    "cards",
                    msg!(
                        "sekigahara-ja-repeat-only",
                        fm = Card::ForcedMarch.name(variant)
                    ),
                ));
            }
            deck.discard.push(Card::ForcedMarch);
            return Ok(Draw {
                turned,
                card: prev,
                repeat: true,
            });
        }
    }
}
