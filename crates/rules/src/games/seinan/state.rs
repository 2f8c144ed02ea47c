//! Seinan table state: where every counter is, which face is up, the turn, phase, march points and the
//! battle in progress.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::data::{HAKATA, HONSHU, KAGOSHIMA, KOKURA, KUMAMOTO_CASTLE, Kind, SeinanData};
use crate::core::Msg;
use crate::msg;

/// The two players (rule 1.0): 西乡军 and 明治政府军.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    Saigo,
    Government,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Saigo => Side::Government,
            Side::Government => Side::Saigo,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Side::Saigo => "saigo",
            Side::Government => "government",
        }
    }
    /// The side's name in the reader's language (西乡军 / 西郷軍, 明治政府军 / 明治政府軍).
    pub fn say(self) -> Msg {
        match self {
            Side::Saigo => msg!("seinan-side-saigo"),
            Side::Government => msg!("seinan-side-government"),
        }
    }
}

/// Where a counter is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "where", content = "box")]
pub enum Place {
    /// In a town box on the map (本州 included).
    Map(String),
    /// 西乡军补充区域, the Saigo replacement pool.
    Pool,
    /// Out of the game (replacement discards; Saigo Takamori when hit).
    Removed,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: String,
    pub kind: Kind,
    pub main_body: bool,
    pub place: Place,
    /// 反面: hit once (2-step units only).
    pub flipped: bool,
    /// Samurai on their 西乡军 side (rule 9.2); always false for other kinds.
    pub converted: bool,
}

impl Unit {
    /// The side that controls the unit now; `None` for a neutral samurai (rule 9.2: no effect at all).
    pub fn side(&self) -> Option<Side> {
        match self.kind {
            Kind::Saigo | Kind::Takamori => Some(Side::Saigo),
            Kind::Government => Some(Side::Government),
            Kind::Samurai if self.converted => Some(Side::Saigo),
            Kind::Samurai => None,
        }
    }
    pub fn at(&self) -> Option<&str> {
        match &self.place {
            Place::Map(b) => Some(b),
            _ => None,
        }
    }
    pub fn steps(&self) -> u8 {
        match self.kind {
            Kind::Saigo | Kind::Government => {
                if self.flipped {
                    1
                } else {
                    2
                }
            }
            Kind::Samurai | Kind::Takamori => 1,
        }
    }
    /// Rule 6.2(1): Saigo Takamori does not roll.
    pub fn rolls(&self) -> bool {
        self.kind != Kind::Takamori
    }
}

/// The three phases of a player turn (rule 4.0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// 行军阶段
    March,
    /// 战斗阶段
    Combat,
    /// 再编成阶段
    Reorganisation,
}

impl Phase {
    pub fn say(self) -> Msg {
        match self {
            Phase::March => msg!("seinan-phase-march"),
            Phase::Combat => msg!("seinan-phase-combat"),
            Phase::Reorganisation => msg!("seinan-phase-reorganisation"),
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct March {
    /// This player turn's march points (rule 5.0(1)); `None` until rolled.
    pub points: Option<u8>,
    pub spent: u8,
    /// March actions each unit took part in this turn (rule 5.0: at most 2, digest B5).
    pub used: BTreeMap<String, u8>,
    /// Units that entered a box with enemy units and may not march again this turn.
    pub stopped: BTreeSet<String>,
}

impl March {
    pub fn left(&self) -> u8 {
        self.points.unwrap_or(0).saturating_sub(self.spent)
    }
}

/// Whose attack step it is within a round (rule 6.1(3)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    NonPhasing,
    Phasing,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub at: String,
    pub round: u32,
    pub step: Step,
    /// Hits scored and waiting for the Saigo player to allocate them (rule 6.4①): (target side, hits).
    pub pending: Option<(Side, u32)>,
    /// A 熊本城 siege (rule 9.1).
    pub siege: bool,
    /// Government units removed in this siege, returned if the castle holds (rule 9.1(4)).
    pub siege_losses: Vec<String>,
}

/// Optional rules chosen at setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Options {
    /// Optional rule 10.1, the command system.
    pub command_rule: bool,
    /// Suggested stacking limit of 10 per side per box (rule 5.0(6)).
    pub stacking: bool,
    /// House rule: a turn limit after which the government wins (digest B16; the rules have none).
    pub turn_limit: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Winner {
    pub side: Side,
    pub reason: WinReason,
    pub rule: String,
}

/// Why the game was won (rule 8.0, or the house turn limit), as data: it reads in every language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "WinReasonRepr", into = "WinReasonRepr")]
pub enum WinReason {
    /// Rule 8.0(3): 西乡隆盛 was removed.
    TakamoriRemoved,
    /// Rule 8.0(2): Saigo units hold 熊本城.
    HoldsCastle,
    /// Rule 8.0(1): Saigo units hold both 波多 and 小仓.
    HoldsBoth,
    /// The house turn limit (Gunbai's ruling 9).
    TurnLimit(u32),
    /// Words an older save stored that are none of the above: shown as stored.
    Recorded(String),
}

/// The stored form: a kebab-case word (or `{"turn-limit": N}`); an older save's English sentence
/// still loads (the sentences Gunbai wrote are read back as what they said).
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum WinReasonRepr {
    Known(KnownReason),
    Text(String),
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum KnownReason {
    TakamoriRemoved,
    HoldsCastle,
    HoldsBoth,
    TurnLimit(u32),
}

impl From<WinReasonRepr> for WinReason {
    fn from(r: WinReasonRepr) -> Self {
        match r {
            WinReasonRepr::Known(KnownReason::TakamoriRemoved) => WinReason::TakamoriRemoved,
            WinReasonRepr::Known(KnownReason::HoldsCastle) => WinReason::HoldsCastle,
            WinReasonRepr::Known(KnownReason::HoldsBoth) => WinReason::HoldsBoth,
            WinReasonRepr::Known(KnownReason::TurnLimit(n)) => WinReason::TurnLimit(n),
            WinReasonRepr::Text(t) => WinReason::from_words(&t),
        }
    }
}

impl From<WinReason> for WinReasonRepr {
    fn from(r: WinReason) -> Self {
        match r {
            WinReason::TakamoriRemoved => WinReasonRepr::Known(KnownReason::TakamoriRemoved),
            WinReason::HoldsCastle => WinReasonRepr::Known(KnownReason::HoldsCastle),
            WinReason::HoldsBoth => WinReasonRepr::Known(KnownReason::HoldsBoth),
            WinReason::TurnLimit(n) => WinReasonRepr::Known(KnownReason::TurnLimit(n)),
            WinReason::Recorded(t) => WinReasonRepr::Text(t),
        }
    }
}

impl WinReason {
    /// The English sentences older saves stored (format 2), read back as what they said.
    fn from_words(t: &str) -> Self {
        if t == "西乡隆盛 was removed from the game" {
            WinReason::TakamoriRemoved
        } else if t.starts_with("Saigo units hold both") {
            WinReason::HoldsBoth
        } else if t == format!("Saigo units hold {KUMAMOTO_CASTLE}") {
            WinReason::HoldsCastle
        } else if let Some(n) = t
            .strip_prefix("the turn limit (")
            .and_then(|r| r.strip_suffix(") was reached"))
            .and_then(|n| n.parse().ok())
        {
            WinReason::TurnLimit(n)
        } else {
            WinReason::Recorded(t.to_string())
        }
    }
    pub fn say(&self) -> Msg {
        match self {
            WinReason::TakamoriRemoved => msg!("seinan-win-takamori-removed"),
            WinReason::HoldsCastle => msg!("seinan-win-holds-castle", place = KUMAMOTO_CASTLE),
            WinReason::HoldsBoth => {
                msg!("seinan-win-holds-both", first = HAKATA, second = KOKURA)
            }
            WinReason::TurnLimit(n) => msg!("seinan-win-turn-limit", n = *n),
            WinReason::Recorded(t) => Msg::plain(t.clone()),
        }
    }
}

/// The `rule` of a win by the optional turn limit: a house rule, not a rule of the book (Gunbai's
/// ruling 9).
pub const HOUSE_RULE: &str = "house rule";

impl Winner {
    /// "rule 8.0", or "house rule" for the turn limit: how a win names its rule on screen.
    pub fn cite(&self) -> Msg {
        if self.rule == HOUSE_RULE || self.rule.contains("house rule") {
            msg!("seinan-house-rule")
        } else {
            Msg::rule(self.rule.clone())
        }
    }
    /// "明治政府军 wins: 西乡隆盛 was removed from the game (rule 8.0)".
    pub fn say(&self) -> Msg {
        msg!(
            "seinan-winner",
            side = self.side.say(),
            reason = self.reason.say(),
            cite = self.cite()
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub turn: u32,
    /// The phasing player.
    pub player: Side,
    pub phase: Phase,
    pub units: Vec<Unit>,
    pub march: March,
    pub battle: Option<Battle>,
    /// Boxes whose battle was fought this combat phase.
    pub fought: Vec<String>,
    /// The once-per-game Kagoshima breakout (rule 6.4③).
    pub breakout_used: bool,
    /// Reorganisation: recovery and conscription done (rule 7.0(1)–(2)).
    pub reorganised: bool,
    /// Replacement pairs taken this reorganisation phase (digest B13: once started, continue).
    #[serde(default)]
    pub replaced: u32,
    /// The stacking check of this reorganisation phase has begun (rule 5.0(6)); it comes after
    /// recovery, conscription and replacement (rule 7.0 order, digest B17), so replacement is closed.
    #[serde(default)]
    pub stacking_checked: bool,
    pub options: Options,
    pub winner: Option<Winner>,
}

impl State {
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }
    pub fn unit_mut(&mut self, id: &str) -> Option<&mut Unit> {
        self.units.iter_mut().find(|u| u.id == id)
    }
    /// Units of a side in a box (neutral samurai are nobody's).
    pub fn in_box<'a>(&'a self, town: &'a str, side: Side) -> impl Iterator<Item = &'a Unit> + 'a {
        self.units
            .iter()
            .filter(move |u| u.at() == Some(town) && u.side() == Some(side))
    }
    pub fn has(&self, town: &str, side: Side) -> bool {
        self.in_box(town, side).next().is_some()
    }
    /// A box held by a side: its units are there and no enemy unit is (rule 8.0: a battle still to be
    /// fought there means the box is not held yet).
    pub fn holds(&self, town: &str, side: Side) -> bool {
        self.has(town, side) && !self.has(town, side.other())
    }
    pub fn pool(&self) -> Vec<&Unit> {
        self.units
            .iter()
            .filter(|u| u.place == Place::Pool)
            .collect()
    }
    pub fn takamori(&self) -> Option<&Unit> {
        self.units.iter().find(|u| u.kind == Kind::Takamori)
    }
    /// Boxes holding units of both sides (rule 6.1(1)), in map order.
    pub fn contested(&self, data: &SeinanData) -> Vec<String> {
        data.towns
            .iter()
            .map(|t| t.id.clone())
            .filter(|t| self.has(t, Side::Saigo) && self.has(t, Side::Government))
            .collect()
    }
    /// Battles still to fight this combat phase.
    pub fn battles_left(&self, data: &SeinanData) -> Vec<String> {
        self.contested(data)
            .into_iter()
            .filter(|b| !self.fought.contains(b))
            .collect()
    }

    /// Eliminates one unit where its kind goes (rules 6.2(3), 9.2, 9.3). Returns the log line.
    pub fn eliminate(&mut self, id: &str) -> Msg {
        self.eliminate_by(id, "6.2")
    }

    /// [`State::eliminate`] for a removal another rule orders (9.1(2) siege, 5.0(6) stacking): the log
    /// line cites that rule.
    pub fn eliminate_by(&mut self, id: &str, rule: &str) -> Msg {
        let Some(u) = self.unit_mut(id) else {
            return Msg::default();
        };
        u.flipped = false;
        let line = match u.kind {
            Kind::Government => {
                u.place = Place::Map(HONSHU.into());
                msg!(
                    "seinan-log-eliminated-honshu",
                    unit = id,
                    place = HONSHU,
                    rule = rule
                )
            }
            Kind::Saigo | Kind::Samurai => {
                u.place = Place::Pool;
                msg!("seinan-log-eliminated-pool", unit = id, rule = rule)
            }
            Kind::Takamori => {
                u.place = Place::Removed;
                msg!("seinan-log-takamori-removed", unit = id, rule = rule)
            }
        };
        self.check_takamori();
        line
    }

    /// One hit on a unit (rule 6.2(3)): a face-up 2-step unit flips, anything else is eliminated.
    pub fn hit(&mut self, id: &str) -> Msg {
        let Some(u) = self.unit_mut(id) else {
            return Msg::default();
        };
        if matches!(u.kind, Kind::Saigo | Kind::Government) && !u.flipped {
            u.flipped = true;
            msg!("seinan-log-flipped", unit = id)
        } else {
            self.eliminate(id)
        }
    }

    /// Rule 8.0(3): the government wins at once when Saigo Takamori is removed.
    pub fn check_takamori(&mut self) {
        if self.winner.is_none()
            && self
                .takamori()
                .map(|t| t.place == Place::Removed)
                .unwrap_or(false)
        {
            self.winner = Some(Winner {
                side: Side::Government,
                reason: WinReason::TakamoriRemoved,
                rule: "8.0".into(),
            });
        }
    }

    /// Rule 8.0(1)–(2), checked when a battle ends and at the end of the combat phase (digest B14). Both
    /// conditions need the boxes held: Saigo units there and no government unit (a battle not yet fought
    /// in 小仓 does not give the win, issue 10 item 1).
    pub fn check_map_victory(&mut self) {
        if self.winner.is_some() {
            return;
        }
        if self.holds(KUMAMOTO_CASTLE, Side::Saigo) {
            self.winner = Some(Winner {
                side: Side::Saigo,
                reason: WinReason::HoldsCastle,
                rule: "8.0".into(),
            });
        } else if self.holds(HAKATA, Side::Saigo) && self.holds(KOKURA, Side::Saigo) {
            self.winner = Some(Winner {
                side: Side::Saigo,
                reason: WinReason::HoldsBoth,
                rule: "8.0".into(),
            });
        }
    }

    /// Digest B12: a chain of roads from Saigo Takamori's box to 鹿儿岛 through boxes without government
    /// units (neutral samurai do not block; obstacle routes count; 本州 is never used).
    pub fn line_open(&self, data: &SeinanData) -> bool {
        let Some(start) = self.takamori().and_then(|t| t.at()) else {
            return false;
        };
        if self.has(start, Side::Government) {
            return false;
        }
        let mut seen = BTreeSet::from([start.to_string()]);
        let mut todo = vec![start.to_string()];
        while let Some(b) = todo.pop() {
            if b == KAGOSHIMA {
                return true;
            }
            for (n, _) in data.neighbours(&b) {
                if n != HONSHU && !self.has(n, Side::Government) && seen.insert(n.clone()) {
                    todo.push(n.clone());
                }
            }
        }
        false
    }
}
