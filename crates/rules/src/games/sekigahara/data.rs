//! Sekigahara tables (`tables/sekigahara/`): the map, the counters and the tracks. All three are
//! placeholders until the players copy their board and counters (digest §1.6).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::tables::{TableError, TableFiles};

pub const TABLES: &[(&str, &str)] = &[
    (
        "map.toml",
        include_str!("../../../../../tables/sekigahara/map.toml"),
    ),
    (
        "counters.toml",
        include_str!("../../../../../tables/sekigahara/counters.toml"),
    ),
    (
        "tracks.toml",
        include_str!("../../../../../tables/sekigahara/tracks.toml"),
    ),
];

/// 东军 / 西军.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    East,
    West,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::East => Side::West,
            Side::West => Side::East,
        }
    }
    /// The side as the players call it (东军 / 西军), same in both languages.
    pub fn name(self) -> &'static str {
        match self {
            Side::East => "东军",
            Side::West => "西军",
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Side::East => "east",
            Side::West => "west",
        }
    }
}

/// 势力 (rule 2.3.1): decides who may be subverted (rule 12.1(2)–(4)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Faction {
    /// 德川/谱代: not subvertible; removed when its hex defects.
    Tokugawa,
    /// 东军外样: subvertible by the West (becomes 西军诸将).
    Tozama,
    /// 西军主战派: not subvertible; removed when its hex defects.
    MainWar,
    /// 西军诸将: subvertible by the East (becomes 东军外样).
    WestLords,
}

impl Faction {
    pub fn name(self) -> &'static str {
        match self {
            Faction::Tokugawa => "德川/谱代",
            Faction::Tozama => "东军外样",
            Faction::MainWar => "西军主战派",
            Faction::WestLords => "西军诸将",
        }
    }
    pub fn subvertible(self) -> bool {
        matches!(self, Faction::Tozama | Faction::WestLords)
    }
}

/// Counter kinds (rule 2.3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// 指挥官驹
    Commander,
    /// 武将驹
    General,
    /// 足轻驹
    Ashigaru,
    /// 守备队驹: never acts, never leaves its castle (rules 5.1(6), 6.4).
    Garrison,
    /// 丰臣秀赖 (rule 13.0).
    Hideyori,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    Plain,
    Hill,
    Mountain,
    Sea,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hexside {
    Open,
    Road,
    River,
    RiverRoad,
    Sea,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HexSpec {
    pub id: String,
    pub province: String,
    pub terrain: Terrain,
    #[serde(default)]
    pub road: bool,
    #[serde(default)]
    pub castle: bool,
    #[serde(default)]
    pub major: bool,
    #[serde(default)]
    pub owner: Option<Side>,
    #[serde(default)]
    pub kyo: bool,
    #[serde(default)]
    pub entry: bool,
    #[serde(default)]
    pub x: f32,
    #[serde(default)]
    pub y: f32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSpec {
    pub a: String,
    pub b: String,
    pub kind: Hexside,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    hexes: Vec<HexSpec>,
    sides: Vec<SideSpec>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterSpec {
    pub id: String,
    pub side: Side,
    pub faction: Faction,
    #[serde(default)]
    pub house: String,
    pub kind: Kind,
    pub front: i32,
    pub back: i32,
    pub setup: String,
    #[serde(default)]
    pub command: u8,
    #[serde(default)]
    pub morale: i32,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CountersFile {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    counters: Vec<CounterSpec>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ColumnSide {
    EastVictory,
    East,
    Neutral,
    West,
    WestVictory,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Column {
    pub side: ColumnSide,
    pub value: u8,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubversionTrack {
    pub start: usize,
    pub columns: Vec<Column>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoraleTrack {
    pub id: String,
    pub start: usize,
    /// Morale of each column, East end first.
    pub values: Vec<i32>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryTrack {
    pub leader: String,
    /// Columns from START to 登场 inclusive.
    pub columns: u8,
    pub hex: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TracksFile {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    subversion: SubversionTrack,
    morale: Vec<MoraleTrack>,
    entry: Vec<EntryTrack>,
}

/// The four morale markers (rule 2.3.3②, digest A9).
pub const MARKERS: [&str; 4] = ["毛利辉元", "毛利元康", "西军诸将", "前田利长"];
/// The West morale markers a card may move (cards 2, 9, 13: not the subversion or 前田 marker; digest A8).
pub const WEST_MARKERS: [&str; 3] = ["毛利辉元", "毛利元康", "西军诸将"];
pub const IEYASU: &str = "德川家康";
pub const HIDETADA: &str = "德川秀忠";
pub const MITSUNARI: &str = "石田三成";
pub const HIDEYORI: &str = "丰臣秀赖";
pub const TERUMOTO: &str = "毛利辉元";
pub const MOTOYASU: &str = "毛利元康";
pub const TOSHINAGA: &str = "前田利长";
pub const UKITA: &str = "宇喜多秀家";
pub const OTANI: &str = "大谷吉继";
pub const OSAKA: &str = "大坂";
pub const ECHIZEN: &str = "越前";

/// The validated data.
#[derive(Debug, Clone)]
pub struct SekigaharaData {
    pub hexes: Vec<HexSpec>,
    pub sides: Vec<SideSpec>,
    pub counters: Vec<CounterSpec>,
    pub subversion: SubversionTrack,
    pub morale: Vec<MoraleTrack>,
    pub entry: Vec<EntryTrack>,
    pub map_placeholder: bool,
    pub counters_placeholder: bool,
    pub tracks_placeholder: bool,
    pub notes: Vec<String>,
    adj: BTreeMap<String, Vec<(String, Hexside)>>,
}

impl SekigaharaData {
    pub fn load(files: &TableFiles) -> Result<Self, TableError> {
        let map: MapFile = files.parse("map.toml")?;
        let counters: CountersFile = files.parse("counters.toml")?;
        let tracks: TracksFile = files.parse("tracks.toml")?;
        let fm = "tables/sekigahara/map.toml";
        let fc = "tables/sekigahara/counters.toml";
        let ft = "tables/sekigahara/tracks.toml";
        let mut ids = BTreeSet::new();
        for (i, h) in map.hexes.iter().enumerate() {
            if !ids.insert(h.id.clone()) {
                return Err(TableError::invalid(
                    fm,
                    format!("hexes[{i}].id"),
                    format!("duplicate hex {}", h.id),
                ));
            }
            if h.castle && h.owner.is_none() {
                return Err(TableError::invalid(
                    fm,
                    format!("hexes[{i}].owner"),
                    "a castle needs an owner at start",
                ));
            }
        }
        if map.hexes.iter().filter(|h| h.kyo).count() != 1 {
            return Err(TableError::invalid(
                fm,
                "hexes",
                "exactly one hex needs kyo = true (京)",
            ));
        }
        if !ids.contains(OSAKA) {
            return Err(TableError::invalid(
                fm,
                "hexes",
                "the rules need the hex 大坂 (rule 13.0)",
            ));
        }
        let mut adj: BTreeMap<String, Vec<(String, Hexside)>> = BTreeMap::new();
        for (i, s) in map.sides.iter().enumerate() {
            for end in [&s.a, &s.b] {
                if !ids.contains(end) {
                    return Err(TableError::invalid(
                        fm,
                        format!("sides[{i}]"),
                        format!("unknown hex {end}"),
                    ));
                }
            }
            adj.entry(s.a.clone())
                .or_default()
                .push((s.b.clone(), s.kind));
            adj.entry(s.b.clone())
                .or_default()
                .push((s.a.clone(), s.kind));
        }
        let mut cids = BTreeSet::new();
        for (i, c) in counters.counters.iter().enumerate() {
            if !cids.insert(c.id.clone()) {
                return Err(TableError::invalid(
                    fc,
                    format!("counters[{i}].id"),
                    format!("duplicate counter {}", c.id),
                ));
            }
            let ok = match c.setup.strip_prefix("entry:") {
                Some(l) => tracks.entry.iter().any(|e| e.leader == l),
                None => ids.contains(&c.setup),
            };
            if !ok {
                return Err(TableError::invalid(
                    fc,
                    format!("counters[{i}].setup"),
                    format!("unknown hex or entry track {}", c.setup),
                ));
            }
            if c.kind == Kind::Commander && c.command == 0 {
                return Err(TableError::invalid(
                    fc,
                    format!("counters[{i}].command"),
                    "a commander needs a command (统率力) of 1 or more",
                ));
            }
        }
        for need in [
            IEYASU, HIDETADA, MITSUNARI, HIDEYORI, TERUMOTO, MOTOYASU, TOSHINAGA,
        ] {
            if !cids.contains(need) {
                return Err(TableError::invalid(
                    fc,
                    "counters",
                    format!("the rules need the counter {need}"),
                ));
            }
        }
        let sv = &tracks.subversion;
        if sv.start >= sv.columns.len() || sv.columns.len() < 3 {
            return Err(TableError::invalid(
                ft,
                "subversion.start",
                "start must be a column of the track",
            ));
        }
        for m in MARKERS {
            match tracks.morale.iter().find(|t| t.id == m) {
                None => {
                    return Err(TableError::invalid(
                        ft,
                        "morale",
                        format!("the rules need the track {m}"),
                    ));
                }
                Some(t) if t.start >= t.values.len() => {
                    return Err(TableError::invalid(
                        ft,
                        format!("morale.{m}.start"),
                        "start must be a column of the track",
                    ));
                }
                _ => {}
            }
        }
        for e in &tracks.entry {
            if !ids.contains(&e.hex) || e.columns < 2 {
                return Err(TableError::invalid(
                    ft,
                    format!("entry.{}", e.leader),
                    "needs a known hex and 2+ columns",
                ));
            }
        }
        let notes = [
            (map.placeholder, map.note),
            (counters.placeholder, counters.note),
            (tracks.placeholder, tracks.note),
        ]
        .into_iter()
        .filter(|(p, n)| *p && !n.is_empty())
        .map(|(_, n)| n)
        .collect();
        Ok(Self {
            hexes: map.hexes,
            sides: map.sides,
            counters: counters.counters,
            subversion: tracks.subversion,
            morale: tracks.morale,
            entry: tracks.entry,
            map_placeholder: map.placeholder,
            counters_placeholder: counters.placeholder,
            tracks_placeholder: tracks.placeholder,
            notes,
            adj,
        })
    }

    pub fn hex(&self, id: &str) -> Option<&HexSpec> {
        self.hexes.iter().find(|h| h.id == id.trim())
    }
    pub fn counter(&self, id: &str) -> Option<&CounterSpec> {
        self.counters.iter().find(|c| c.id == id.trim())
    }
    pub fn neighbours(&self, hex: &str) -> &[(String, Hexside)] {
        self.adj.get(hex).map(Vec::as_slice).unwrap_or(&[])
    }
    /// The hexside between two hexes, if they touch.
    pub fn hexside(&self, a: &str, b: &str) -> Option<Hexside> {
        self.neighbours(a)
            .iter()
            .find(|(n, _)| n == b)
            .map(|(_, k)| *k)
    }
    pub fn track(&self, id: &str) -> Option<&MoraleTrack> {
        self.morale.iter().find(|t| t.id == id)
    }
    pub fn entry_track(&self, leader: &str) -> Option<&EntryTrack> {
        self.entry.iter().find(|e| e.leader == leader)
    }
    pub fn kyo(&self) -> &str {
        self.hexes
            .iter()
            .find(|h| h.kyo)
            .map(|h| h.id.as_str())
            .unwrap_or("京")
    }
}
