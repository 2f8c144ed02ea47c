//! The Sekigahara state: counters where the players see them, the tracks, castles and 京, the deck and
//! the card being resolved.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::cards::{Card, Deck, Variant};
use super::data::{Faction, Kind, SekigaharaData, Side};
use crate::core::Msg;
use crate::msg;

/// Where a counter is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Loc {
    /// On a map hex.
    Hex(String),
    /// On the entry track (登场轨道) of a leader, in a column (0 = START).
    Entry { leader: String, column: u8 },
    /// Removed from the game (除去).
    Removed,
}

/// One counter (驹). Side and faction change when it defects (寝返, rule 12.1(4)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub id: String,
    pub side: Side,
    pub faction: Faction,
    pub kind: Kind,
    pub at: Loc,
    /// Flipped (损耗后翻面) after one hit.
    pub flipped: bool,
    /// Changed side at least once.
    pub defected: bool,
}

impl Counter {
    pub fn hex(&self) -> Option<&str> {
        match &self.at {
            Loc::Hex(h) => Some(h),
            _ => None,
        }
    }
    pub fn on_map(&self) -> bool {
        matches!(self.at, Loc::Hex(_))
    }
}

/// A castle's control and whether it still works as a castle (rule 10.0(4)/(5)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Castle {
    pub owner: Side,
    pub functional: bool,
}

/// How the deck is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckMode {
    /// The app shuffles and draws with the dice.
    #[default]
    Virtual,
    /// The players draw the real cards and type what they turned.
    Shadow,
}

/// Set-up choices (digest §18).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub variant: Variant,
    pub deck: DeckMode,
    /// Digest A11: a marker that reaches an end of its track stays there for good (else it may come back).
    pub freeze_ends: bool,
    /// Digest A21 setting: every face-up counter must be flipped before any is eliminated.
    pub flip_first: bool,
    /// Digest A12: a draw limit that ends the game drawn (0 = none).
    pub draw_cap: u32,
}

/// A marker move a card grants (digest §3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkerGrant {
    /// The markers the player may choose from.
    pub markers: Vec<String>,
    pub toward: Side,
    pub done: bool,
}

/// The card being resolved and what it still allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardPlay {
    pub card: Card,
    /// Whose card it is now (强行军 repeating a card takes that card's side).
    pub side: Side,
    /// True when 强行军 made this card count again (it is not in the hand to discard).
    pub repeat: bool,
    pub marker: Option<MarkerGrant>,
    /// The subversion/intimidation check of 家康出马 and 秀赖出阵 (rule 12.0); `true` once done or skipped.
    pub check: Option<bool>,
    /// Commanders that may still act on this card.
    pub acts_left: u8,
    pub acted: Vec<String>,
    /// Japanese "or" texts: taking one effect forbids the other (digest A1).
    pub exclusive: bool,
    /// Chinese "and then" texts: the marker moves before anyone acts (digest A34).
    pub marker_first: bool,
}

/// An attack under way (rules 7.1–7.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub side: Side,
    pub commander: String,
    pub attackers: Vec<String>,
    pub from: String,
    pub target: String,
    pub siege: bool,
    pub stage: CombatStage,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CombatStage {
    /// Pre-emptive strike hits on the attackers, to be assigned by the attacker (rule 7.2, A22).
    PreemptiveHits { hits: u32 },
    /// The siege attack still to roll after the pre-emptive strike.
    MainRoll,
    /// Hits on the defenders, to be assigned by the defender (rule 7.1(4)).
    Hits { hits: u32 },
    /// The target hex is empty: the attacker may advance (rule 7.3).
    Advance,
}

/// A strategic move whose die has been rolled (rule 6.2(2)①).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strategic {
    pub commander: String,
    pub points: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Winner {
    /// `None`: the draw cap ended the game (Gunbai's ruling 7).
    pub side: Option<Side>,
    pub reason: WinReason,
    pub rule: String,
}

/// Why the game ended (rule 14.0, or the draw limit of Gunbai's ruling 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinKind {
    /// Rule 14.0(1).
    IeyasuRemoved,
    /// Rule 14.0(2).
    MitsunariRemoved,
    /// Rule 14.0(2).
    HideyoriRemoved,
    /// Rule 14.0(3).
    EastVictoryBox,
    /// Rule 14.0(3).
    WestVictoryBox,
    /// The set-up's draw limit (Gunbai's ruling 7), in cards resolved.
    DrawLimit(u32),
}

impl WinKind {
    /// The rule that ends the game this way, as the rulebook numbers it.
    pub fn rule(self) -> &'static str {
        match self {
            WinKind::IeyasuRemoved => "14.0(1)",
            WinKind::MitsunariRemoved | WinKind::HideyoriRemoved => "14.0(2)",
            WinKind::EastVictoryBox | WinKind::WestVictoryBox => "14.0(3)",
            WinKind::DrawLimit(_) => "",
        }
    }
    pub fn msg(self) -> Msg {
        use super::data::{HIDEYORI, IEYASU, MITSUNARI};
        match self {
            WinKind::IeyasuRemoved => msg!("sekigahara-win-removed", who = IEYASU),
            WinKind::MitsunariRemoved => msg!("sekigahara-win-removed", who = MITSUNARI),
            WinKind::HideyoriRemoved => msg!("sekigahara-win-removed", who = HIDEYORI),
            WinKind::EastVictoryBox => msg!("sekigahara-win-box", side = Side::East.msg()),
            WinKind::WestVictoryBox => msg!("sekigahara-win-box", side = Side::West.msg()),
            WinKind::DrawLimit(n) => msg!("sekigahara-win-draw-limit", n = n),
        }
    }
}

/// The reason stored in the state: a kind, or the English words a save of an older version stored
/// (shown as stored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WinReason {
    Known(WinKind),
    Recorded(String),
}

impl Winner {
    pub fn reason_msg(&self) -> Msg {
        match &self.reason {
            WinReason::Known(k) => k.msg(),
            WinReason::Recorded(s) => Msg::plain(s.clone()),
        }
    }
    /// The rule the end follows: the rulebook's number, or Gunbai's ruling 7 for the draw limit.
    pub fn rule_msg(&self) -> Msg {
        let draw_limit = matches!(self.reason, WinReason::Known(WinKind::DrawLimit(_)))
            || self.rule.is_empty()
            || self.rule.starts_with("digest");
        if draw_limit {
            Msg::ruling(7)
        } else {
            Msg::rule(self.rule.clone())
        }
    }
    /// "东军 wins: … (rule 14.0(1))" or "Drawn game: …".
    pub fn msg(&self) -> Msg {
        match self.side {
            Some(side) => msg!(
                "sekigahara-wins",
                side = side.msg(),
                reason = self.reason_msg(),
                rule = self.rule_msg()
            ),
            None => msg!(
                "sekigahara-drawn-game",
                reason = self.reason_msg(),
                rule = self.rule_msg()
            ),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub counters: crate::core::shared::Shared<Counter>,
    /// Column of the subversion marker (0 = the East end).
    pub subversion: usize,
    /// Column of each morale marker (0 = the East end).
    pub morale: BTreeMap<String, usize>,
    pub castles: BTreeMap<String, Castle>,
    /// Who controls 京 (the West at start, rule 2.4(1)⑥).
    pub kyo: Side,
    pub deck: Deck,
    pub card: Option<CardPlay>,
    pub combat: Option<Combat>,
    pub strategic: Option<Strategic>,
    /// Cards drawn so far (强行军 included).
    pub draws: u32,
    /// How many of those were 强行军: the draw limit counts the cards resolved, not 强行军 itself
    /// (digest A12). Absent in older saves (0).
    #[serde(default)]
    pub forced_marches: u32,
    /// The last card turned, for the card panel.
    pub last_turned: Vec<Card>,
    pub reshuffles: u32,
    pub winner: Option<Winner>,
    /// Counters by id (not part of the state: never saved, always equal; issue 23).
    #[serde(skip)]
    pub index: crate::core::index::NameIndex,
}

impl State {
    pub fn counter(&self, id: &str) -> Option<&Counter> {
        // Trimmed once, not once a counter (issue 23: the prompt asks this for every commander).
        let id = crate::core::index::trim_name(id);
        let i = self.index.position(&self.counters, id, |c| &c.id)?;
        Some(&self.counters[i])
    }
    pub fn counter_mut(&mut self, id: &str) -> Option<&mut Counter> {
        let id = crate::core::index::trim_name(id);
        let i = self.index.position(&self.counters, id, |c| &c.id)?;
        Some(&mut self.counters[i])
    }
    /// Forgets the counters' cache if an action made it stale (issue 23).
    pub fn lists_changed(&mut self) {
        self.index.refresh(&self.counters, |c| &c.id);
    }
    /// Counters in a hex.
    pub fn in_hex<'a>(&'a self, hex: &'a str) -> impl Iterator<Item = &'a Counter> + 'a {
        self.counters.iter().filter(move |c| c.hex() == Some(hex))
    }
    pub fn side_in(&self, hex: &str) -> Option<Side> {
        self.in_hex(hex).next().map(|c| c.side)
    }
    pub fn stack(&self, hex: &str) -> usize {
        self.in_hex(hex).count()
    }
    /// The card that is face up on the table.
    pub fn current(&self) -> Option<Card> {
        self.card.as_ref().map(|c| c.card)
    }
    pub fn alive(&self, id: &str) -> bool {
        self.counter(id).is_some_and(|c| c.at != Loc::Removed)
    }
    pub fn castle_works(&self, hex: &str) -> bool {
        self.castles.get(hex).is_some_and(|c| c.functional)
    }
    /// Fresh state from the data (rule 3.0).
    pub fn new(data: &SekigaharaData, options: Options) -> State {
        let counters = data
            .counters
            .iter()
            .map(|c| Counter {
                id: c.id.clone(),
                side: c.side,
                faction: c.faction,
                kind: c.kind,
                at: match c.setup.strip_prefix("entry:") {
                    Some(l) => Loc::Entry {
                        leader: l.to_string(),
                        column: 0,
                    },
                    None => Loc::Hex(c.setup.clone()),
                },
                flipped: false,
                defected: false,
            })
            .collect();
        State {
            options,
            counters,
            subversion: data.subversion.start,
            morale: data
                .morale
                .iter()
                .map(|t| (t.id.clone(), t.start))
                .collect(),
            castles: data
                .hexes
                .iter()
                .filter(|h| h.castle)
                .filter_map(|h| {
                    h.owner.map(|o| {
                        (
                            h.id.clone(),
                            Castle {
                                owner: o,
                                functional: true,
                            },
                        )
                    })
                })
                .collect(),
            kyo: Side::West,
            deck: Deck::new(),
            card: None,
            combat: None,
            strategic: None,
            draws: 0,
            forced_marches: 0,
            last_turned: vec![],
            reshuffles: 0,
            winner: None,
            index: Default::default(),
        }
    }
}
