//! The Tenka state: regions with control tiles and troop pieces, the troop storage, hands, alliances and
//! the war in progress.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::data::TenkaData;
use super::procedures::{How, Winner};
use crate::core::Msg;
use crate::msg;

/// Player colours in play order (a player of the game knows "red", not "player 0").
pub const COLOURS: [(&str, &str); 6] = [
    ("red", "赤"),
    ("blue", "青"),
    ("yellow", "黄"),
    ("green", "緑"),
    ("purple", "紫"),
    ("orange", "橙"),
];

/// Rule 1 / 3-1: troop pieces put in the storage, by player count (2 = 6, 3 = 8, 4 = 9, 5–6 = 10).
pub fn storage_for(players: u8) -> u32 {
    match players {
        2 => 6,
        3 => 8,
        4 => 9,
        _ => 10,
    }
}

/// Rule 1 / 3-1: control tiles per player (2–3 = 6, 4 = 5, 5–6 = 4).
pub fn tiles_for(players: u8) -> u32 {
    match players {
        2 | 3 => 6,
        4 => 5,
        _ => 4,
    }
}

/// The scenario (rule 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scenario {
    /// シナリオ1 天下布武: one starting region each, chosen in reverse play order.
    TenkaFubu,
    /// シナリオ2 下克上: nobody starts with a region.
    Gekokujo,
}

/// How the hidden chips are handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChipMode {
    /// The app holds each side's placement in private (hand-over screen, commitment, reveal).
    App,
    /// The players use the real chips and type the revealed values.
    Real,
}

/// Set-up choices on ambiguous rules (digest section 8).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub chips: ChipMode,
    /// Digest Q3: every chip must be placed (attack: all 5 on targets; defence: all 5 on attacked regions).
    pub all_chips: bool,
    /// Digest Q8: the +1 applies when every border from the attacker's side to the region is thick
    /// (`false`: when any one is).
    pub thick_all_borders: bool,
}

/// One player (a colour) and what it holds off the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    /// Colour in English (also what is typed in actions).
    pub colour: String,
    /// Colour in the original script.
    pub kanji: String,
    /// The player's name as the table entered it at set-up (issue 21), shown beside the colour.
    /// Saves from before names load without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Usable control tiles in hand (支配コマ); exchanged alliance tiles are not in here (rule 4).
    pub tiles: u32,
    /// Troop pieces (兵力コマ) drawn and not yet placed.
    pub hand: u32,
}

/// A region on the board (地域): its controller (支配コマ) and the troop pieces on it by owner
/// (the pieces are uncoloured, but allies may place on each other's regions: digest Q11).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Region {
    pub owner: Option<usize>,
    pub troops: BTreeMap<usize, u32>,
}

impl Region {
    pub fn total(&self) -> u32 {
        self.troops.values().sum()
    }
}

/// Where the sequence of play stands (rule 3-2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "step")]
pub enum Step {
    /// Scenario 1: `player` chooses a starting region (reverse play order, rule 3-1).
    ChooseStart { player: usize },
    /// Before the active player's turn: alliances may be formed, then war or no war (rules 3-2, 4).
    TurnStart,
    /// The defending side places the defence chips.
    DefenceChips,
    /// Regions are fought one by one in the attacker's order.
    Fight,
    /// Rule 3-2: the chips on `region` are face up (`attack`, `defence`) and sum to more than 0: both
    /// sides now roll their die. Revealing first and rolling after means dice typed at the table are
    /// asked for only once everyone knows they are needed (a 0 attack rolls none).
    Roll {
        region: String,
        attack: Vec<u8>,
        defence: Vec<u8>,
    },
    /// A draw on `region`: its controller chooses what to return.
    DrawChoice { region: String },
    /// The active player places all of its troop pieces.
    Redeploy,
    /// The game is over.
    Over,
}

/// The war in progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct War {
    /// Target regions in the order the chips were placed.
    pub targets: Vec<String>,
    /// Hidden until the region is fought (app chips): region -> attack chip values.
    pub attack: BTreeMap<String, Vec<u8>>,
    pub defence: BTreeMap<String, Vec<u8>>,
    pub attack_commitment: Option<String>,
    pub defence_commitment: Option<String>,
    /// The players defending (the targets' controllers, or the next player for neutral targets).
    pub defenders: Vec<usize>,
    /// Regions fought so far, with the result.
    pub fought: Vec<(String, Winner)>,
    /// Real chips: the chip values already revealed this war (each chip is used once).
    pub revealed_attack: Vec<u8>,
    pub revealed_defence: Vec<u8>,
    /// Rule 3-2 / digest Q8, Gunbai's ruling: the thick-border +1 of each target, judged once when the
    /// chips are placed (the war is declared), so the order in which the attacker fights the regions
    /// does not change it. Absent in states saved before the ruling: judged at the fight then.
    #[serde(default)]
    pub thick: BTreeMap<String, bool>,
}

/// Why the game ended (rule 5), as data: every language words it from the catalogue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum EndReason {
    /// The storage ran out when a piece was due: the game was scored, the winner found by `how`.
    StorageExhausted { how: How },
    /// A player took a region with no control tile left to place: it wins at once.
    NoTileLeft,
}

/// The reason an ending records: a kind, or the English text a save written before the kinds kept
/// (shown as stored).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Reason {
    Kind(EndReason),
    Recorded(String),
}

impl Reason {
    pub fn msg(&self) -> Msg {
        match self {
            Reason::Kind(EndReason::StorageExhausted { how }) => {
                msg!("tenka-reason-storage", how = how.msg())
            }
            Reason::Kind(EndReason::NoTileLeft) => msg!("tenka-reason-no-tile"),
            Reason::Recorded(s) => Msg::plain(s.clone()),
        }
    }
}

/// How the game ended (rule 5).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ending {
    /// Winner's player index, or `None` for "no winner".
    pub winner: Option<usize>,
    pub reason: Reason,
    pub rule: String,
    /// Final points by player (storage exhaustion only).
    #[serde(default)]
    pub points: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub scenario: Scenario,
    pub options: Options,
    pub players: Vec<Player>,
    /// Turn number (1 = the first player's first turn).
    pub turn: u32,
    /// The active player (play order = player index order).
    pub active: usize,
    pub step: Step,
    pub regions: BTreeMap<String, Region>,
    /// 兵力コマ置き場: pieces left to draw.
    pub storage: u32,
    /// Alliances (攻守同盟) as pairs (lower index first); each holds the other's tile.
    pub alliances: Vec<(usize, usize)>,
    pub war: Option<War>,
    pub ending: Option<Ending>,
}

impl State {
    pub fn new(data: &TenkaData, scenario: Scenario, players: u8, options: Options) -> Self {
        let n = players as usize;
        Self {
            scenario,
            options,
            players: (0..n)
                .map(|i| Player {
                    colour: COLOURS[i].0.into(),
                    kanji: COLOURS[i].1.into(),
                    name: None,
                    tiles: tiles_for(players),
                    hand: 0,
                })
                .collect(),
            turn: 1,
            active: 0,
            step: match scenario {
                Scenario::TenkaFubu => Step::ChooseStart { player: n - 1 },
                Scenario::Gekokujo => Step::TurnStart,
            },
            regions: data
                .regions
                .iter()
                .map(|r| (r.id.clone(), Region::default()))
                .collect(),
            storage: storage_for(players),
            alliances: vec![],
            war: None,
            ending: None,
        }
    }

    /// "red (赤)": how a player is named on screen and in the log.
    pub fn name(&self, p: usize) -> String {
        self.players
            .get(p)
            .map(|x| format!("{} ({})", x.colour, x.kanji))
            .unwrap_or_else(|| format!("player {}", p + 1))
    }

    /// A player as a player reads it: "red (赤)" in English, its colour character 赤 in 中文 and 日本語;
    /// with a name entered at set-up (issue 21), "name (red 赤)" / "name（赤）", the name as entered.
    pub fn who(&self, p: usize) -> Msg {
        match self.players.get(p) {
            Some(x) => match &x.name {
                Some(name) => msg!(
                    "tenka-player-named",
                    name = Msg::plain(name),
                    colour = x.colour.clone()
                ),
                None => msg!("tenka-player", colour = x.colour.clone()),
            },
            None => msg!("tenka-player-n", n = p + 1),
        }
    }

    /// How the game ended, for the step line: "blue (青) wins (…; rule 5)".
    pub fn ending_msg(&self, e: &Ending) -> Msg {
        match e.winner {
            Some(w) => msg!(
                "tenka-ending-win",
                who = self.who(w),
                reason = e.reason.msg(),
                rule = e.rule.clone()
            ),
            None => msg!(
                "tenka-ending-none",
                reason = e.reason.msg(),
                rule = e.rule.clone()
            ),
        }
    }

    /// Finds a player by colour (English or original script) or by number 1..n.
    pub fn player(&self, typed: &str) -> Option<usize> {
        let t = typed.trim();
        self.players
            .iter()
            .position(|p| p.colour.eq_ignore_ascii_case(t) || p.kanji == t)
            .or_else(|| {
                t.parse::<usize>()
                    .ok()
                    .filter(|i| *i >= 1 && *i <= self.players.len())
                    .map(|i| i - 1)
            })
    }

    pub fn owned(&self, p: usize) -> Vec<String> {
        self.regions
            .iter()
            .filter(|(_, r)| r.owner == Some(p))
            .map(|(k, _)| k.clone())
            .collect()
    }

    pub fn allied(&self, a: usize, b: usize) -> bool {
        let k = (a.min(b), a.max(b));
        self.alliances.contains(&k)
    }

    pub fn allies(&self, p: usize) -> Vec<usize> {
        self.alliances
            .iter()
            .filter_map(|&(a, b)| {
                if a == p {
                    Some(b)
                } else if b == p {
                    Some(a)
                } else {
                    None
                }
            })
            .collect()
    }

    /// The player after `p` in play order.
    pub fn next(&self, p: usize) -> usize {
        (p + 1) % self.players.len()
    }

    /// Troop pieces a player owns on the board.
    pub fn troops_on_board(&self, p: usize) -> u32 {
        self.regions
            .values()
            .map(|r| r.troops.get(&p).copied().unwrap_or(0))
            .sum()
    }

    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }
}
