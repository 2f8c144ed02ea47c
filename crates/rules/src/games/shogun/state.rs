//! The state of a Shogun game as the players see it on the table: the board (provinces, owners, cubes,
//! buildings, revolt markers), each daimyo's coins, rice and score, the cube tower, the cards on display
//! and where the round stands.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::data::{COLOURS, Side};
use super::tower::{Cubes, LoggedThrow, Model};

/// The ten action cards (行動卡, rule 2.5 / digest §2.5, A1–A10), in the order of the player board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Act {
    Castle,
    Temple,
    Theatre,
    Rice,
    Tax,
    #[serde(rename = "recruit-5")]
    Recruit5,
    #[serde(rename = "recruit-3")]
    Recruit3,
    #[serde(rename = "recruit-1")]
    Recruit1,
    WarA,
    WarB,
}

pub const ACTS: [Act; 10] = [
    Act::Castle,
    Act::Temple,
    Act::Theatre,
    Act::Rice,
    Act::Tax,
    Act::Recruit5,
    Act::Recruit3,
    Act::Recruit1,
    Act::WarA,
    Act::WarB,
];

impl Act {
    pub fn key(self) -> &'static str {
        match self {
            Act::Castle => "castle",
            Act::Temple => "temple",
            Act::Theatre => "theatre",
            Act::Rice => "rice",
            Act::Tax => "tax",
            Act::Recruit5 => "recruit-5",
            Act::Recruit3 => "recruit-3",
            Act::Recruit1 => "recruit-1",
            Act::WarA => "war-a",
            Act::WarB => "war-b",
        }
    }
    pub fn parse(s: &str) -> Option<Act> {
        let t = s.trim().to_ascii_lowercase();
        ACTS.iter()
            .copied()
            .find(|a| a.key() == t || format!("a{}", a.number()) == t)
    }
    /// A1…A10 (digest §2.5).
    pub fn number(self) -> usize {
        ACTS.iter().position(|a| *a == self).unwrap_or(0) + 1
    }
    /// The seed rulebook's number for carrying out an action card (2.(6), the actions phase).
    pub fn rule(self) -> String {
        "2.(6)".to_string()
    }
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Act::Castle => ("Build castle (3)", "修建城堡（3）"),
            Act::Temple => ("Build temple (2)", "修建神社（2）"),
            Act::Theatre => ("Build theatre (1)", "修建剧场（1）"),
            Act::Rice => ("Collect rice", "征收米粮"),
            Act::Tax => ("Collect tax", "征收税金"),
            Act::Recruit5 => ("Recruit 5 armies (3)", "招募5支军队（3）"),
            Act::Recruit3 => ("Recruit 3 armies (2)", "招募3支军队（2）"),
            Act::Recruit1 => ("Recruit 1 army and move (1)", "招募1支军队并移动（1）"),
            Act::WarA => ("War & move A", "战争及调动A"),
            Act::WarB => ("War & move B", "战争及调动B"),
        }
    }
    pub fn building(self) -> Option<Building> {
        match self {
            Act::Castle => Some(Building::Castle),
            Act::Temple => Some(Building::Temple),
            Act::Theatre => Some(Building::Theatre),
            _ => None,
        }
    }
    pub fn cost(self) -> u32 {
        match self {
            Act::Castle | Act::Recruit5 => 3,
            Act::Temple | Act::Recruit3 => 2,
            Act::Theatre | Act::Recruit1 => 1,
            _ => 0,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    Castle,
    Temple,
    Theatre,
}

impl Building {
    /// Its catalogue key (`shogun-building-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Building::Castle => "castle",
            Building::Temple => "temple",
            Building::Theatre => "theatre",
        }
    }
    /// Markers in the box (digest P20): castles 28, temples 26, theatres 26.
    pub fn stock(self) -> u32 {
        match self {
            Building::Castle => 28,
            _ => 26,
        }
    }
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Building::Castle => ("castle", "城堡"),
            Building::Temple => ("temple", "神社"),
            Building::Theatre => ("theatre", "剧场"),
        }
    }
}

/// The five special cards (特殊卡, rule 2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Special {
    Tax,
    Rice,
    Recruit,
    Attack,
    Defence,
}

pub const SPECIALS: [Special; 5] = [
    Special::Tax,
    Special::Rice,
    Special::Recruit,
    Special::Attack,
    Special::Defence,
];

impl Special {
    pub fn key(self) -> &'static str {
        match self {
            Special::Tax => "tax",
            Special::Rice => "rice",
            Special::Recruit => "recruit",
            Special::Attack => "attack",
            Special::Defence => "defence",
        }
    }
    pub fn parse(s: &str) -> Option<Special> {
        SPECIALS.iter().copied().find(|x| x.key() == s.trim())
    }
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Special::Tax => ("Tax +1", "征税 +1"),
            Special::Rice => ("Rice +1", "征粮 +1"),
            Special::Recruit => ("Recruit 5 → 6", "募兵 5→6"),
            Special::Attack => ("Attack +1 cube", "攻击 +1"),
            Special::Defence => ("Defence +1 cube", "防守 +1"),
        }
    }
}

/// One daimyo (大名) at the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub colour: String,
    /// Coins (寶箱 units).
    pub coins: u32,
    /// Rice track (糧食軌).
    pub rice: u32,
    /// Score track (計分軌).
    pub score: u32,
    /// Army cubes in the player's own supply (自家供應區).
    pub supply: u32,
    /// The name the table entered at set-up (issue 21), shown as entered; absent in older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// One province (領地) on the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Prov {
    /// Holder of the province card; `None` = neutral (card in the bank).
    pub owner: Option<String>,
    pub cubes: u32,
    pub castle: bool,
    pub temple: bool,
    pub theatre: bool,
    /// Revolt markers (起義標記).
    pub revolts: u32,
}

impl Prov {
    pub fn buildings(&self) -> u32 {
        u32::from(self.castle) + u32::from(self.temple) + u32::from(self.theatre)
    }
    pub fn has(&self, b: Building) -> bool {
        match b {
            Building::Castle => self.castle,
            Building::Temple => self.temple,
            Building::Theatre => self.theatre,
        }
    }
    pub fn set(&mut self, b: Building, v: bool) {
        match b {
            Building::Castle => self.castle = v,
            Building::Temple => self.temple = v,
            Building::Theatre => self.theatre = v,
        }
    }
    /// A province that turns neutral loses its card, cubes, buildings and markers (rule 7.1 invariant).
    pub fn clear(&mut self) {
        *self = Prov::default();
    }
}

/// A player's plan (rule 5 phase 3): the bid space and the ten action spaces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Plan {
    /// `0`..`4` (chest card), a province name (card), or `none`.
    pub bid: String,
    /// Action → province name, or `chest` (a chest card as a blank). Absent = empty space.
    pub spaces: BTreeMap<Act, String>,
    pub commitment: String,
}

/// The cube tower (骰塔) and its tray (底盤): hidden contents and what lies in the tray.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Tower {
    /// Cubes stuck inside (the model's belief in model mode; derived from what went in and came out when
    /// real throws are typed).
    pub inside: Cubes,
    pub tray: Cubes,
    pub last_in: Cubes,
    pub last_out: Cubes,
    /// Totals of the throws so far (for calibration).
    pub log: Vec<LoggedThrow>,
    pub model: Model,
    /// True once the model was fitted to this table's throws.
    pub calibrated: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Rule 3 step 6 (draft mode): turning up the first two province cards.
    DraftDeal,
    /// Rule 3 step 6.2–6.5: taking province cards and placing army portions.
    Draft,
    /// Rule 3 step 9: prime the tower.
    Prime,
    /// Rule 5 phases 1–2 (and turning up the year's 4 events in spring).
    Deal,
    /// Rule 5 phase 3: private planning, one player at a time.
    Planning,
    /// Rule 5 phases 4–5: the event is drawn and the bids revealed.
    Reveal,
    /// Rule 5 phase 5.4: in bid order, daimyo cards onto special-card spaces.
    Seating,
    /// Rule 5 phase 6.
    Actions,
    /// Rule 8 phase 1.
    Winter,
    /// Rule 8 phase 2: the left neighbour draws the revolting provinces.
    WinterDraw,
    /// Rule 8 phase 2: the revolts, one province at a time.
    WinterRevolt,
    /// Rule 8 phase 3 / rule 9.
    Scoring,
    Over,
}

pub const PHASES: [Phase; 13] = [
    Phase::DraftDeal,
    Phase::Draft,
    Phase::Prime,
    Phase::Deal,
    Phase::Planning,
    Phase::Reveal,
    Phase::Seating,
    Phase::Actions,
    Phase::Winter,
    Phase::WinterDraw,
    Phase::WinterRevolt,
    Phase::Scoring,
    Phase::Over,
];

impl Phase {
    /// Its catalogue key (`shogun-phase-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Phase::DraftDeal => "draft-deal",
            Phase::Draft => "draft",
            Phase::Prime => "prime",
            Phase::Deal => "deal",
            Phase::Planning => "planning",
            Phase::Reveal => "reveal",
            Phase::Seating => "seating",
            Phase::Actions => "actions",
            Phase::Winter => "winter",
            Phase::WinterDraw => "winter-draw",
            Phase::WinterRevolt => "winter-revolt",
            Phase::Scoring => "scoring",
            Phase::Over => "over",
        }
    }
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Phase::DraftDeal => ("Draft: turn up two province cards", "选地：翻开两张领地卡"),
            Phase::Draft => ("Draft: starting provinces", "选地：起始领地"),
            Phase::Prime => ("Prime the tower", "初始投塔"),
            Phase::Deal => ("Deal the action and special cards", "发行动卡与特殊卡"),
            Phase::Planning => ("Planning (in private)", "秘密规划"),
            Phase::Reveal => ("Event and bids", "事件与出价"),
            Phase::Seating => ("Daimyo onto the special cards", "大名就位"),
            Phase::Actions => ("Actions", "执行行动"),
            Phase::Winter => ("Winter: rice loss", "冬季：损失稻米"),
            Phase::WinterDraw => ("Winter: drawing the revolts", "冬季：抽起义领地"),
            Phase::WinterRevolt => ("Winter: revolts", "冬季：起义"),
            Phase::Scoring => ("Year-end scoring", "年终计分"),
            Phase::Over => ("Game over", "游戏结束"),
        }
    }
}

/// Set-up choices that stay for the whole game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Options {
    /// Decks: the app shuffles (`true`), or players type what they turned (shadow of the real decks).
    pub virtual_decks: bool,
    /// The tower: the app's model (`true`), or players type the cubes that came out of the real tower.
    pub model_tower: bool,
    /// Digest P6 variant: compare cards with the loss itself.
    pub literal_winter: bool,
    /// Digest P13 variant: event E11 adds 2 peasants to the usual 1 (3 in all) instead of replacing it.
    #[serde(default)]
    pub e11_adds: bool,
    /// Digest P8 variant: the winter table's peasants are thrown once per player (with the first revolt)
    /// instead of with every revolting province.
    #[serde(default)]
    pub winter_peasants_once: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct WinterEntry {
    pub colour: String,
    pub count: u32,
    pub peasants: u32,
    /// Drawn provinces not yet resolved.
    pub drawn: Vec<String>,
    pub drawn_done: bool,
    /// Revolts of this player resolved so far.
    #[serde(default)]
    pub resolved: u32,
}

/// The whole table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub side: Side,
    pub options: Options,
    /// Seat order (clockwise).
    pub players: Vec<Player>,
    pub provinces: BTreeMap<String, Prov>,
    pub tower: Tower,
    pub year: u8,
    /// 0 spring, 1 summer, 2 autumn, 3 winter.
    pub season: u8,
    pub phase: Phase,
    /// Event cards still face down (virtual decks only; in play order after the shuffle).
    pub event_deck: Vec<String>,
    /// Event cards face up this year and not yet drawn.
    pub events_up: Vec<String>,
    /// The event on the Shogun space this round.
    pub event: Option<String>,
    /// Action cards in dealt order (spaces 1–10).
    pub action_order: Vec<Act>,
    /// Special cards on spaces 1–5.
    pub special_order: Vec<Special>,
    pub plans: BTreeMap<String, Plan>,
    /// Bid rank order after the reveal.
    pub bid_order: Vec<String>,
    /// Position 1–5 taken by each daimyo.
    pub seats: BTreeMap<String, u8>,
    /// Turn order this round (daimyo positions left to right).
    pub turn: Vec<String>,
    pub specials: BTreeMap<String, Special>,
    /// Index into `action_order` of the action being carried out, and into `turn` of the player.
    pub step: usize,
    pub actor: usize,
    /// Rule 7.2 step 8: (colour, province) cards lost this round; those spaces do nothing.
    pub lost: Vec<(String, String)>,
    pub winter: Vec<WinterEntry>,
    /// Year-end breakdowns (year → colour → points).
    pub year_scores: BTreeMap<u8, BTreeMap<String, u32>>,
    pub winners: Vec<String>,
    /// The draft of starting provinces (rule 3 step 6), when the designated start is not used.
    #[serde(default)]
    pub draft: Option<Draft>,
}

/// Rule 3 step 6: the province deck, the two face-up cards and each player's portions still to place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Draft {
    /// Face-down deck, top first (virtual decks only).
    pub deck: Vec<String>,
    pub face_up: Vec<String>,
    /// Portions (cubes) each player still has to place.
    pub portions: BTreeMap<String, Vec<u32>>,
    /// Index into `players` of the player to take a card.
    pub turn: usize,
    /// Turns in a row in which neither face-up card was taken (P15: a full round cycles both).
    pub since_taken: u32,
}

impl State {
    pub fn player(&self, c: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.colour == c)
    }
    pub fn player_mut(&mut self, c: &str) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.colour == c)
    }
    pub fn colours(&self) -> Vec<String> {
        self.players.iter().map(|p| p.colour.clone()).collect()
    }
    /// Province cards a player holds.
    pub fn holdings(&self, c: &str) -> Vec<String> {
        self.provinces
            .iter()
            .filter(|(_, p)| p.owner.as_deref() == Some(c))
            .map(|(n, _)| n.clone())
            .collect()
    }
    pub fn season_words(&self) -> (&'static str, &'static str) {
        match self.season {
            0 => ("spring", "春"),
            1 => ("summer", "夏"),
            2 => ("autumn", "秋"),
            _ => ("winter", "冬"),
        }
    }
    /// The action being carried out and who is to act, during the Actions phase.
    pub fn current(&self) -> Option<(Act, String)> {
        if self.phase != Phase::Actions {
            return None;
        }
        Some((
            *self.action_order.get(self.step)?,
            self.turn.get(self.actor)?.clone(),
        ))
    }
    /// The province planned by `c` for `act`, if it can still be used (rule 5 phase 6 and 7.2 step 8).
    pub fn planned(&self, c: &str, act: Act) -> Option<String> {
        let p = self.plans.get(c)?.spaces.get(&act)?;
        if p == "chest" {
            return None;
        }
        if self.lost.iter().any(|(lc, lp)| lc == c && lp == p) {
            return None;
        }
        if self.provinces.get(p)?.owner.as_deref() != Some(c) {
            return None;
        }
        Some(p.clone())
    }
    /// How many markers of a building type are on the board.
    pub fn built(&self, b: super::state::Building) -> u32 {
        self.provinces.values().filter(|p| p.has(b)).count() as u32
    }
    /// Action cards face up (rule 5 phase 1 and 6.4): the first 5, one more per finished action.
    pub fn actions_face_up(&self) -> usize {
        if matches!(self.phase, Phase::Actions) {
            (5 + self.step).min(self.action_order.len())
        } else {
            5.min(self.action_order.len())
        }
    }
    /// Rule 5.6.4 with real decks: after action k the next face-down action card is turned; the table
    /// types it before play goes on (cards 1–5 are typed at the deal, each later one as it is turned).
    pub fn awaiting_action_card(&self) -> bool {
        self.phase == Phase::Actions
            && !self.options.virtual_decks
            && self.action_order.len() < ACTS.len()
            && self.action_order.len() < 5 + self.step
    }
    pub fn event_effect(&self, data: &super::data::ShogunData) -> Option<super::data::Effect> {
        self.event
            .as_deref()
            .and_then(|e| data.event(e))
            .map(|e| e.effect)
    }
    /// Seat to the left (next clockwise).
    pub fn left_of(&self, c: &str) -> String {
        let i = self.players.iter().position(|p| p.colour == c).unwrap_or(0);
        self.players[(i + 1) % self.players.len()].colour.clone()
    }
    pub fn is_colour(c: &str) -> bool {
        COLOURS.contains(&c)
    }
}
