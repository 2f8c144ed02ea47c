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
    /// The side as a player reads it (东军 / 東軍).
    pub fn msg(self) -> crate::core::Msg {
        crate::msg!("sekigahara-side", side = self.id())
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

impl ColumnSide {
    /// The part of the track in the players' words (English lines; 东军/西军 as the players say them).
    pub fn name(self) -> &'static str {
        match self {
            ColumnSide::EastVictory => "东军 victory box",
            ColumnSide::East => "东军 side",
            ColumnSide::Neutral => "centre",
            ColumnSide::West => "西军 side",
            ColumnSide::WestVictory => "西军 victory box",
        }
    }
    /// The part of the track as a player reads it.
    pub fn msg(self) -> crate::core::Msg {
        crate::msg!("sekigahara-column", col = self.id())
    }
    /// The id used in JSON output (as in the tracks table).
    pub fn id(self) -> &'static str {
        match self {
            ColumnSide::EastVictory => "east-victory",
            ColumnSide::East => "east",
            ColumnSide::Neutral => "neutral",
            ColumnSide::West => "west",
            ColumnSide::WestVictory => "west-victory",
        }
    }
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

/// A name players type in a list (a path, a group): not empty, no spaces around it, no comma.
fn typable(name: &str) -> bool {
    !name.is_empty() && name.trim() == name && !name.contains(',') && !name.contains('，')
}

/// Issue 19 item 10(a): everything a procedure looks up in the tables, checked over the whole table at
/// load, so that `gunbai tables check` refuses a table that would fail in play, naming the file and the
/// entry. (The checks of [`SekigaharaData::load`] before it cover unknown names and the basic shapes.)
fn validate(map: &MapFile, counters: &CountersFile, tracks: &TracksFile) -> Result<(), TableError> {
    let fm = "tables/sekigahara/map.toml";
    let fc = "tables/sekigahara/counters.toml";
    let ft = "tables/sekigahara/tracks.toml";
    let hex = |id: &str| map.hexes.iter().find(|h| h.id == id);
    let passable = |h: &HexSpec| !matches!(h.terrain, Terrain::Mountain | Terrain::Sea);
    // The map: names a player can type; castle data only on castles; 京 is not a castle (rule 2.4).
    for (i, h) in map.hexes.iter().enumerate() {
        if !typable(&h.id) {
            return Err(TableError::invalid(
                fm,
                format!("hexes[{i}].id"),
                format!(
                    "'{}' cannot be typed in a path: no spaces around it and no comma",
                    h.id
                ),
            ));
        }
        if !h.castle && (h.major || h.owner.is_some()) {
            return Err(TableError::invalid(
                fm,
                format!("hexes[{i}]"),
                format!("{}: major and owner are for castle hexes only", h.id),
            ));
        }
        if (h.castle || h.kyo || h.entry) && !passable(h) {
            return Err(TableError::invalid(
                fm,
                format!("hexes[{i}].terrain"),
                format!(
                    "{}: a castle, 京 or an entry hex must be plain or hill",
                    h.id
                ),
            ));
        }
        if h.kyo && h.castle {
            return Err(TableError::invalid(
                fm,
                format!("hexes[{i}]"),
                format!("{}: 京 is not a castle (rule 2.4(1)⑥)", h.id),
            ));
        }
    }
    let mut pairs = BTreeSet::new();
    for (i, sd) in map.sides.iter().enumerate() {
        if sd.a == sd.b {
            return Err(TableError::invalid(
                fm,
                format!("sides[{i}]"),
                format!("{} cannot border itself", sd.a),
            ));
        }
        if !crate::tables::first_time_link(&mut pairs, &sd.a, &sd.b) {
            return Err(TableError::invalid(
                fm,
                format!("sides[{i}]"),
                format!("{} and {} are listed as neighbours twice", sd.a, sd.b),
            ));
        }
    }
    // The counters: typable names, factions of their side, values a die can be compared with.
    let mut at: BTreeMap<&str, Vec<&CounterSpec>> = BTreeMap::new();
    for (i, c) in counters.counters.iter().enumerate() {
        let f = |k: &str| format!("counters[{i}].{k}");
        if !typable(&c.id) {
            return Err(TableError::invalid(
                fc,
                f("id"),
                format!(
                    "'{}' cannot be typed in a list: no spaces around it and no comma",
                    c.id
                ),
            ));
        }
        let side_ok = match c.faction {
            Faction::Tokugawa | Faction::Tozama => c.side == Side::East,
            Faction::MainWar | Faction::WestLords => c.side == Side::West,
        };
        if !side_ok {
            return Err(TableError::invalid(
                fc,
                f("faction"),
                format!(
                    "{}: the faction {} is not of its side",
                    c.id,
                    c.faction.name()
                ),
            ));
        }
        for (k, v) in [("front", c.front), ("back", c.back)] {
            if !(0..=6).contains(&v) {
                return Err(TableError::invalid(
                    fc,
                    f(k),
                    format!("{}: an attack strength is 0 to 6, not {v}", c.id),
                ));
            }
        }
        if !(-6..=6).contains(&c.morale) {
            return Err(TableError::invalid(
                fc,
                f("morale"),
                format!("{}: a morale is -6 to 6, not {}", c.id, c.morale),
            ));
        }
        if c.command > 6 {
            return Err(TableError::invalid(
                fc,
                f("command"),
                format!(
                    "{}: a command above 6 breaks the stacking limit (rule 6.1(3))",
                    c.id
                ),
            ));
        }
        if let Some(h) = hex(&c.setup) {
            if !passable(h) {
                return Err(TableError::invalid(
                    fc,
                    f("setup"),
                    format!("{}: {} is a mountain or full-sea hex", c.id, c.setup),
                ));
            }
            if c.kind == Kind::Garrison && !h.castle {
                return Err(TableError::invalid(
                    fc,
                    f("setup"),
                    format!("{}: a garrison is set up in a castle (rule 6.4)", c.id),
                ));
            }
            if h.castle && h.owner != Some(c.side) {
                return Err(TableError::invalid(
                    fc,
                    f("setup"),
                    format!(
                        "{}: {} castle belongs to the other side at start",
                        c.id, c.setup
                    ),
                ));
            }
        } else if c.kind == Kind::Garrison || c.side != Side::East {
            return Err(TableError::invalid(
                fc,
                f("setup"),
                format!("{}: only 东军 field counters start on an entry track", c.id),
            ));
        }
        at.entry(c.setup.as_str()).or_default().push(c);
    }
    for (place, list) in &at {
        if list.len() > 6 {
            return Err(TableError::invalid(
                fc,
                "counters",
                format!(
                    "{place} starts with {} counters; at most 6 (rule 6.1(3))",
                    list.len()
                ),
            ));
        }
        if list.iter().any(|c| c.side != list[0].side) {
            return Err(TableError::invalid(
                fc,
                "counters",
                format!("{place} starts with counters of both sides"),
            ));
        }
    }
    // The counters the rules and cards name, of the kind and side they need.
    let need: [(&str, Kind, Side); 9] = [
        (IEYASU, Kind::Commander, Side::East),
        (HIDETADA, Kind::Commander, Side::East),
        (TOSHINAGA, Kind::Commander, Side::East),
        (MITSUNARI, Kind::Commander, Side::West),
        (UKITA, Kind::Commander, Side::West),
        (OTANI, Kind::Commander, Side::West),
        (TERUMOTO, Kind::Commander, Side::West),
        (MOTOYASU, Kind::Commander, Side::West),
        (HIDEYORI, Kind::Hideyori, Side::West),
    ];
    for (id, kind, side) in need {
        match counters.counters.iter().find(|c| c.id == id) {
            Some(c) if c.kind == kind && c.side == side => {}
            _ => {
                return Err(TableError::invalid(
                    fc,
                    "counters",
                    format!("the rules need {id} as a {} {:?}", side.name(), kind).to_lowercase(),
                ));
            }
        }
    }
    if counters
        .counters
        .iter()
        .any(|c| c.kind == Kind::Hideyori && c.id != HIDEYORI)
    {
        return Err(TableError::invalid(
            fc,
            "counters",
            format!("only {HIDEYORI} has the kind hideyori (rule 13.0)"),
        ));
    }
    if !counters
        .counters
        .iter()
        .any(|c| c.id == HIDEYORI && c.setup == OSAKA)
    {
        return Err(TableError::invalid(
            fc,
            "counters",
            format!("{HIDEYORI} starts in {OSAKA} (rule 3.0, 13.0)"),
        ));
    }
    // The tracks: the subversion track runs from the East end to the West end with a box at each end
    // (rule 14.0(3)); the marker starts off the victory boxes; a check compares a die with each value.
    let sv = &tracks.subversion;
    let order = |c: ColumnSide| c as u8;
    for (i, w) in sv.columns.windows(2).enumerate() {
        if order(w[0].side) > order(w[1].side) {
            return Err(TableError::invalid(
                ft,
                format!("subversion.columns[{}]", i + 1),
                "columns run from the East end to the West end (east-victory, east, neutral, west, west-victory)",
            ));
        }
    }
    for (i, c) in sv.columns.iter().enumerate() {
        if c.value > 6 {
            return Err(TableError::invalid(
                ft,
                format!("subversion.columns[{i}].value"),
                format!("a check rolls one die: {} is above 6", c.value),
            ));
        }
        let end = i == 0 || i + 1 == sv.columns.len();
        if matches!(c.side, ColumnSide::EastVictory | ColumnSide::WestVictory) != end {
            return Err(TableError::invalid(
                ft,
                format!("subversion.columns[{i}].side"),
                "a victory box is at an end of the track, and each end is one",
            ));
        }
    }
    if matches!(
        sv.columns.get(sv.start).map(|c| c.side),
        Some(ColumnSide::EastVictory | ColumnSide::WestVictory)
    ) {
        return Err(TableError::invalid(
            ft,
            "subversion.start",
            "the marker cannot start on a victory box",
        ));
    }
    if sv.columns.first().map(|c| c.side) != Some(ColumnSide::EastVictory)
        || sv.columns.last().map(|c| c.side) != Some(ColumnSide::WestVictory)
    {
        return Err(TableError::invalid(
            ft,
            "subversion.columns",
            "the East end is the east-victory box and the West end the west-victory box",
        ));
    }
    let mut seen = BTreeSet::new();
    for (i, t) in tracks.morale.iter().enumerate() {
        if !MARKERS.contains(&t.id.as_str()) {
            return Err(TableError::invalid(
                ft,
                format!("morale[{i}].id"),
                format!(
                    "no marker {} in the rules; the markers: {}",
                    t.id,
                    MARKERS.join(", ")
                ),
            ));
        }
        if !seen.insert(t.id.as_str()) {
            return Err(TableError::invalid(
                ft,
                format!("morale[{i}].id"),
                format!("the track {} is listed twice", t.id),
            ));
        }
        if t.values.len() < 2 {
            return Err(TableError::invalid(
                ft,
                format!("morale[{i}].values"),
                "a track needs two ends",
            ));
        }
        if let Some(v) = t.values.iter().find(|v| !(-6..=6).contains(*v)) {
            return Err(TableError::invalid(
                ft,
                format!("morale[{i}].values"),
                format!("a morale is -6 to 6, not {v}"),
            ));
        }
    }
    let mut leaders = BTreeSet::new();
    for (i, e) in tracks.entry.iter().enumerate() {
        if !leaders.insert(e.leader.as_str()) {
            return Err(TableError::invalid(
                ft,
                format!("entry[{i}].leader"),
                format!("{} has two entry tracks", e.leader),
            ));
        }
        let setup = format!("entry:{}", e.leader);
        let ok = counters
            .counters
            .iter()
            .any(|c| c.id == e.leader && c.kind == Kind::Commander && c.setup == setup);
        if !ok {
            return Err(TableError::invalid(
                ft,
                format!("entry[{i}].leader"),
                format!(
                    "{} must be a commander set up on this track ({setup})",
                    e.leader
                ),
            ));
        }
        if hex(&e.hex).is_none_or(|h| !passable(h)) {
            return Err(TableError::invalid(
                ft,
                format!("entry[{i}].hex"),
                format!("{} must be a plain or hill hex of the map", e.hex),
            ));
        }
    }
    Ok(())
}

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
    /// Hexes and counters by id (issue 23: the prompt and `check_state` ask for every counter).
    hex_index: crate::core::index::NameIndex,
    counter_index: crate::core::index::NameIndex,
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
        validate(&map, &counters, &tracks)?;
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
            hex_index: Default::default(),
            counter_index: Default::default(),
        })
    }

    pub fn hex(&self, id: &str) -> Option<&HexSpec> {
        let id = crate::core::index::trim_name(id);
        let i = self.hex_index.position(&self.hexes, id, |h| &h.id)?;
        Some(&self.hexes[i])
    }
    pub fn counter(&self, id: &str) -> Option<&CounterSpec> {
        // Trimmed once, not once a counter (issue 23).
        let id = crate::core::index::trim_name(id);
        let i = self.counter_index.position(&self.counters, id, |c| &c.id)?;
        Some(&self.counters[i])
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
