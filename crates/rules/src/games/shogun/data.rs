//! Shogun tables from `tables/shogun/`: the province cards, the map links of both board sides, set-up
//! data, the event cards, the winter table and the tower model's defaults.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::tables::{TableError, TableFiles};

pub const TABLES: &[(&str, &str)] = &[
    (
        "provinces.toml",
        include_str!("../../../../../tables/shogun/provinces.toml"),
    ),
    (
        "map.toml",
        include_str!("../../../../../tables/shogun/map.toml"),
    ),
    (
        "game.toml",
        include_str!("../../../../../tables/shogun/game.toml"),
    ),
];

/// The five player colours (rule 2.1) and the peasant cubes' colour.
pub const COLOURS: [&str; 5] = ["red", "yellow", "blue", "purple", "black"];
/// Peasant cubes (民軍) are green.
pub const PEASANT: &str = "green";
/// The five colour regions of the board (rule 2.2).
pub const REGIONS: [&str; 5] = ["green", "red", "purple", "yellow", "brown"];

/// Player colour in both languages.
pub fn colour_zh(c: &str) -> &'static str {
    match c {
        "red" => "红",
        "yellow" => "黄",
        "blue" => "蓝",
        "purple" => "紫",
        "black" => "黑",
        "green" => "绿",
        "brown" => "棕",
        _ => "?",
    }
}

/// The board side (rule 3 step 1): 太陽 sun or 月亮 moon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    Sun,
    Moon,
}

impl Side {
    pub fn id(self) -> &'static str {
        match self {
            Side::Sun => "sun",
            Side::Moon => "moon",
        }
    }
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "sun" => Some(Side::Sun),
            "moon" => Some(Side::Moon),
            _ => None,
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProvincesSpec {
    #[serde(default)]
    #[allow(dead_code)]
    placeholder: bool,
    cards: Vec<CardSpec>,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct CardSpec {
    pub name: String,
    pub zh: String,
    pub sides: Vec<Side>,
    pub tax: u32,
    pub rice: u32,
    pub slots: u32,
    #[serde(default)]
    pub region_sun: Option<String>,
    #[serde(default)]
    pub region_moon: Option<String>,
}

/// One province of one board side, as the game uses it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Province {
    pub name: String,
    pub zh: String,
    pub region: String,
    pub tax: u32,
    pub rice: u32,
    pub slots: u32,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapSpec {
    sun: SideMap,
    moon: SideMap,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct SideMap {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    #[serde(default)]
    copy_sun: bool,
    #[serde(default)]
    links: Vec<LinkSpec>,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LinkSpec {
    pub a: String,
    pub b: String,
    #[serde(default)]
    pub sea: bool,
    #[serde(default)]
    pub doubtful: bool,
    #[serde(default = "yes")]
    pub enabled: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct GameSpec {
    coins: BTreeMap<String, u32>,
    portions: BTreeMap<String, Vec<u32>>,
    #[serde(rename = "removed-3p")]
    removed_3p: BTreeMap<String, Vec<String>>,
    designated: BTreeMap<String, Vec<Vec<String>>>,
    events: Vec<EventSpec>,
    winter: Vec<WinterRow>,
    tower: TowerSpec,
}

/// Event effects (rule 2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    CastleDefence,
    TempleSafe,
    TheatreCalm,
    #[serde(rename = "rice-max-3")]
    RiceMax3,
    #[serde(rename = "rice-min-4")]
    RiceMin4,
    #[serde(rename = "tax-max-5")]
    TaxMax5,
    #[serde(rename = "tax-min-6")]
    TaxMin6,
    TwoPeasants,
    SmallRecruits,
}

pub const EFFECTS: [Effect; 9] = [
    Effect::CastleDefence,
    Effect::TempleSafe,
    Effect::TheatreCalm,
    Effect::RiceMax3,
    Effect::RiceMin4,
    Effect::TaxMax5,
    Effect::TaxMin6,
    Effect::TwoPeasants,
    Effect::SmallRecruits,
];

impl Effect {
    /// Its catalogue key (`shogun-effect-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Effect::CastleDefence => "castle-defence",
            Effect::TempleSafe => "temple-safe",
            Effect::TheatreCalm => "theatre-calm",
            Effect::RiceMax3 => "rice-max-3",
            Effect::RiceMin4 => "rice-min-4",
            Effect::TaxMax5 => "tax-max-5",
            Effect::TaxMin6 => "tax-min-6",
            Effect::TwoPeasants => "two-peasants",
            Effect::SmallRecruits => "small-recruits",
        }
    }
    /// The event in players' words (our own wording).
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Effect::CastleDefence => (
                "Castle province: defender may add 1 cube",
                "城堡防御：有城堡的领地被攻击时，防守方可从供应区加投 1 个方块",
            ),
            Effect::TempleSafe => (
                "Temple provinces cannot be attacked",
                "神社庇护：有神社的领地不能被攻击",
            ),
            Effect::TheatreCalm => (
                "New theatre may remove 1 revolt marker",
                "剧场安民：建造剧场时可移除该领地 1 个起义标记",
            ),
            Effect::RiceMax3 => ("Collect rice gives at most 3", "征粮最多 3"),
            Effect::RiceMin4 => ("Collect rice gives at least 4", "征粮至少 4"),
            Effect::TaxMax5 => ("Collect tax gives at most 5", "征税最多 5"),
            Effect::TaxMin6 => ("Collect tax gives at least 6", "征税至少 6"),
            Effect::TwoPeasants => (
                "Attack on a neutral province: 2 peasants",
                "攻击中立领地时投入 2 个民军方块",
            ),
            Effect::SmallRecruits => (
                "Recruit 5 places 3, recruit 3 places 2",
                "招募 5 只放 3 个，招募 3 只放 2 个",
            ),
        }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct EventSpec {
    pub id: String,
    pub effect: Effect,
    pub rice_loss: u32,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct WinterRow {
    pub from: u32,
    pub provinces: u32,
    pub peasants: u32,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TowerSpec {
    #[serde(default)]
    pub placeholder: bool,
    #[serde(default)]
    pub note: String,
    pub stick: f64,
    pub release: f64,
}

/// The validated Shogun data.
#[derive(Debug, Clone)]
pub struct ShogunData {
    pub cards: Vec<CardSpec>,
    pub coins: BTreeMap<u8, u32>,
    pub portions: BTreeMap<u8, Vec<u32>>,
    pub removed_3p: BTreeMap<Side, Vec<String>>,
    /// Seats A, B, … → (province, cubes).
    pub designated: BTreeMap<u8, Vec<Vec<(String, u32)>>>,
    pub events: Vec<EventSpec>,
    pub winter: Vec<WinterRow>,
    pub tower: TowerSpec,
    pub links: BTreeMap<Side, Vec<LinkSpec>>,
    pub map_placeholder: BTreeMap<Side, (bool, String)>,
}

const F_PROV: &str = "tables/shogun/provinces.toml";
const F_MAP: &str = "tables/shogun/map.toml";
const F_GAME: &str = "tables/shogun/game.toml";

/// A name a player types in a list (`a,b`) or a `key=value` pair: never empty, no `,` or `=`.
fn check_name(file: &str, field: &str, name: &str) -> Result<(), TableError> {
    if name.trim().is_empty() || name.trim() != name || name.contains([',', '=', ':']) {
        return Err(TableError::invalid(
            file,
            field,
            format!(
                "“{name}”: a name is not empty and has no “,”, “=”, “:” or outer spaces (it is typed in lists)"
            ),
        ));
    }
    Ok(())
}

/// Rule 2.3: each card once per side, by its name or its 中文 (play finds a card by either), its
/// values within what the tracks hold, at most the three kinds of building.
fn check_cards(cards: &[CardSpec]) -> Result<(), TableError> {
    for (i, c) in cards.iter().enumerate() {
        let field = format!("cards[{i}]");
        check_name(F_PROV, &format!("{field}.name"), &c.name)?;
        check_name(F_PROV, &format!("{field}.zh"), &c.zh)?;
        if c.slots > 3 {
            return Err(TableError::invalid(
                F_PROV,
                format!("{field}.slots"),
                format!("{}: at most 3 (one castle, temple and theatre)", c.name),
            ));
        }
        if c.tax > 20 || c.rice > 20 {
            return Err(TableError::invalid(
                F_PROV,
                &field,
                format!("{}: tax and rice are 0 to 20", c.name),
            ));
        }
        if c.sides.is_empty() {
            return Err(TableError::invalid(
                F_PROV,
                format!("{field}.sides"),
                format!("{}: on the sun side, the moon side or both", c.name),
            ));
        }
        for (j, o) in cards[..i].iter().enumerate() {
            let same = [&o.name, &o.zh]
                .iter()
                .any(|a| a.eq_ignore_ascii_case(&c.name) || a.eq_ignore_ascii_case(&c.zh));
            if same && o.sides.iter().any(|s| c.sides.contains(s)) {
                return Err(TableError::invalid(
                    F_PROV,
                    &field,
                    format!(
                        "{} is on a side with cards[{j}] ({}) under the same name",
                        c.name, o.name
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Rule 2.6: each event card once (found by its id), with a rice loss the track can take.
fn game_events_ok(events: &[EventSpec]) -> Result<(), TableError> {
    for (i, e) in events.iter().enumerate() {
        check_name(F_GAME, &format!("events[{i}].id"), &e.id)?;
        if events[..i].iter().any(|o| o.id.eq_ignore_ascii_case(&e.id)) {
            return Err(TableError::invalid(
                F_GAME,
                format!("events[{i}].id"),
                format!("{} is given twice", e.id),
            ));
        }
        if e.rice_loss > 99 {
            return Err(TableError::invalid(
                F_GAME,
                format!("events[{i}].rice-loss"),
                "0 to 99",
            ));
        }
    }
    Ok(())
}

fn players_key(file: &str, field: &str, k: &str) -> Result<u8, TableError> {
    match k.parse::<u8>() {
        Ok(n @ 3..=5) => Ok(n),
        _ => Err(TableError::invalid(
            file,
            format!("{field}.{k}"),
            "expected a number of players 3, 4 or 5",
        )),
    }
}

impl ShogunData {
    pub fn load(files: &TableFiles) -> Result<Self, TableError> {
        let prov: ProvincesSpec = files.parse("provinces.toml")?;
        let map: MapSpec = files.parse("map.toml")?;
        let game: GameSpec = files.parse("game.toml")?;
        for (i, c) in prov.cards.iter().enumerate() {
            for side in &c.sides {
                let r = match side {
                    Side::Sun => &c.region_sun,
                    Side::Moon => &c.region_moon,
                };
                match r {
                    Some(r) if REGIONS.contains(&r.as_str()) => {}
                    _ => {
                        return Err(TableError::invalid(
                            F_PROV,
                            format!("cards[{i}].region-{}", side.id()),
                            format!("{}: expected one of {}", c.name, REGIONS.join(", ")),
                        ));
                    }
                }
            }
        }
        check_cards(&prov.cards)?;
        let mut data = ShogunData {
            cards: prov.cards,
            coins: BTreeMap::new(),
            portions: BTreeMap::new(),
            removed_3p: BTreeMap::new(),
            designated: BTreeMap::new(),
            events: game.events,
            winter: game.winter,
            tower: game.tower,
            links: BTreeMap::new(),
            map_placeholder: BTreeMap::new(),
        };
        for side in [Side::Sun, Side::Moon] {
            let n = data.provinces(side, 4).len();
            if n != 45 {
                return Err(TableError::invalid(
                    F_PROV,
                    "cards",
                    format!("the {} side needs 45 provinces, found {n}", side.id()),
                ));
            }
        }
        for (k, v) in game.coins {
            data.coins.insert(players_key(F_GAME, "coins", &k)?, v);
        }
        for (k, v) in game.portions {
            data.portions
                .insert(players_key(F_GAME, "portions", &k)?, v);
        }
        for (k, v) in game.removed_3p {
            let side = Side::parse(&k).ok_or_else(|| {
                TableError::invalid(F_GAME, format!("removed-3p.{k}"), "expected sun or moon")
            })?;
            for p in &v {
                if data.card(side, p).is_none() {
                    return Err(TableError::invalid(
                        F_GAME,
                        format!("removed-3p.{k}"),
                        format!("unknown province {p}"),
                    ));
                }
            }
            data.removed_3p.insert(side, v);
        }
        for (k, seats) in game.designated {
            let n = players_key(F_GAME, "designated", &k)?;
            let mut out = Vec::new();
            for (si, seat) in seats.iter().enumerate() {
                let mut v = Vec::new();
                for e in seat {
                    let (p, c) = e.split_once(':').ok_or_else(|| {
                        TableError::invalid(
                            F_GAME,
                            format!("designated.{k}[{si}]"),
                            format!("expected Province:cubes, got {e}"),
                        )
                    })?;
                    let cubes: u32 = c.trim().parse().map_err(|_| {
                        TableError::invalid(
                            F_GAME,
                            format!("designated.{k}[{si}]"),
                            format!("cubes: expected a number, got {c}"),
                        )
                    })?;
                    if data.card(Side::Sun, p.trim()).is_none() {
                        return Err(TableError::invalid(
                            F_GAME,
                            format!("designated.{k}[{si}]"),
                            format!("unknown province {p}"),
                        ));
                    }
                    v.push((p.trim().to_string(), cubes));
                }
                out.push(v);
            }
            if out.len() != n as usize {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("designated.{k}"),
                    format!("expected {n} seats, found {}", out.len()),
                ));
            }
            data.designated.insert(n, out);
        }
        for n in 3..=5u8 {
            if !data.coins.contains_key(&n) || !data.portions.contains_key(&n) {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("coins/portions.{n}"),
                    "missing",
                ));
            }
        }
        if data.events.len() < 8 {
            return Err(TableError::invalid(
                F_GAME,
                "events",
                "two years use 8 event cards: at least 8 are needed",
            ));
        }
        if data.winter.is_empty() {
            return Err(TableError::invalid(F_GAME, "winter", "empty table"));
        }
        if !(0.0..=1.0).contains(&data.tower.stick) || !(0.0..=1.0).contains(&data.tower.release) {
            return Err(TableError::invalid(
                F_GAME,
                "tower",
                "stick and release are probabilities 0..1",
            ));
        }
        game_events_ok(&data.events)?;
        data.check_play()?;
        let sun_links = map.sun.links.clone();
        for (side, m) in [(Side::Sun, map.sun), (Side::Moon, map.moon)] {
            let links = if m.copy_sun {
                sun_links.clone()
            } else {
                m.links
            };
            for (i, l) in links.iter().enumerate() {
                for end in [&l.a, &l.b] {
                    // Exactly the card's name: play compares names exactly.
                    if data.card(side, end).is_none_or(|c| c.name != *end) {
                        return Err(TableError::invalid(
                            F_MAP,
                            format!("{}.links[{i}]", side.id()),
                            format!("unknown province {end}"),
                        ));
                    }
                }
                if l.a == l.b {
                    return Err(TableError::invalid(
                        F_MAP,
                        format!("{}.links[{i}]", side.id()),
                        "a link needs two different provinces",
                    ));
                }
            }
            data.links.insert(side, links);
            data.map_placeholder.insert(side, (m.placeholder, m.note));
        }
        Ok(data)
    }

    /// Issue 19 item 10: everything play will look up in these tables, checked at load so that
    /// `tables check` refuses a table that would fail in play (each error names the file and field).
    fn check_play(&self) -> Result<(), TableError> {
        for n in 3..=5u8 {
            // Rule 3.3: starting coins stay far below the tracks' bound (check_state's 999).
            if self.coins.get(&n).is_some_and(|c| *c > 200) {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("coins.{n}"),
                    "at most 200 coins to start",
                ));
            }
            let portions = self.portions.get(&n).cloned().unwrap_or_default();
            // Rule 3.5: the draft places portions of 1..5 cubes (the draft's input takes 1..5), and
            // 7 cubes must stay in the supply for the priming (rule 3.9).
            if portions.is_empty() || portions.iter().any(|p| !(1..=5).contains(p)) {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("portions.{n}"),
                    "portions of 1 to 5 cubes",
                ));
            }
            if portions.iter().sum::<u32>() > 62 - 7 {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("portions.{n}"),
                    "more than 55 cubes: 7 of the 62 are needed to prime the tower (rule 3.9)",
                ));
            }
            let sides: &[Side] = if n == 3 {
                &[Side::Sun] // P14: the 3-player designated start is for the sun side
            } else {
                &[Side::Sun, Side::Moon]
            };
            for side in [Side::Sun, Side::Moon] {
                let in_play = self.provinces(side, n).len();
                if portions.len() * usize::from(n) > in_play {
                    return Err(TableError::invalid(
                        F_GAME,
                        format!("portions.{n}"),
                        format!(
                            "{n} players × {} portions need more provinces than the {in_play} in play on the {} side",
                            portions.len(),
                            side.id()
                        ),
                    ));
                }
            }
            let seats = self
                .designated
                .get(&n)
                .ok_or_else(|| TableError::invalid(F_GAME, format!("designated.{n}"), "missing"))?;
            let mut seen: Vec<&str> = Vec::new();
            for (si, seat) in seats.iter().enumerate() {
                let field = format!("designated.{n}[{si}]");
                let mut cubes = 0u32;
                for (p, k) in seat {
                    for side in sides {
                        if !self.provinces(*side, n).iter().any(|c| c.name == *p) {
                            return Err(TableError::invalid(
                                F_GAME,
                                &field,
                                format!(
                                    "{p} is not in play on the {} side with {n} players",
                                    side.id()
                                ),
                            ));
                        }
                    }
                    if seen.contains(&p.as_str()) {
                        return Err(TableError::invalid(
                            F_GAME,
                            &field,
                            format!("{p} is given twice"),
                        ));
                    }
                    seen.push(p);
                    // Rule 7.1: an own province holds at least 1 cube.
                    if *k == 0 {
                        return Err(TableError::invalid(
                            F_GAME,
                            &field,
                            format!("{p}: at least 1 cube"),
                        ));
                    }
                    cubes = cubes.saturating_add(*k);
                }
                if cubes > 62 - 7 {
                    return Err(TableError::invalid(
                        F_GAME,
                        &field,
                        format!(
                            "{cubes} cubes: 7 of the 62 are needed to prime the tower (rule 3.9)"
                        ),
                    ));
                }
            }
        }
        for (side, names) in &self.removed_3p {
            for (i, x) in names.iter().enumerate() {
                // Play compares names exactly (the province list, the map).
                if self.card(*side, x).is_none_or(|c| c.name != *x) {
                    return Err(TableError::invalid(
                        F_GAME,
                        format!("removed-3p.{}", side.id()),
                        format!("{x}: write the province's name as its card does"),
                    ));
                }
                if names[..i].contains(x) {
                    return Err(TableError::invalid(
                        F_GAME,
                        format!("removed-3p.{}", side.id()),
                        format!("{x} is given twice"),
                    ));
                }
            }
        }
        // Rule 8.2: every shortage of 1 or more finds its row.
        let mut from = 0;
        for (i, r) in self.winter.iter().enumerate() {
            if r.from <= from || (i == 0 && r.from != 1) {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("winter[{i}].from"),
                    "rows start at 1 and rise",
                ));
            }
            from = r.from;
            if !(1..=9).contains(&r.provinces) || r.peasants > 9 {
                return Err(TableError::invalid(
                    F_GAME,
                    format!("winter[{i}]"),
                    "1 to 9 revolting provinces and 0 to 9 peasant cubes",
                ));
            }
        }
        if !self.tower.stick.is_finite() || !self.tower.release.is_finite() {
            return Err(TableError::invalid(F_GAME, "tower", "probabilities 0..1"));
        }
        Ok(())
    }

    /// The province card used on `side` with this name (rule 3 step 4 / digest P4).
    pub fn card(&self, side: Side, name: &str) -> Option<Province> {
        self.card_spec(side, name)
            .map(|c| Self::province_of(c, side))
    }

    /// The card of [`Self::card`] as the table lists it, borrowed (issue 23: `check_state` asks it for
    /// every province after every step of random play, and reads only its slots).
    pub fn card_spec(&self, side: Side, name: &str) -> Option<&CardSpec> {
        let n = crate::core::index::trim_name(name);
        self.cards
            .iter()
            .find(|c| c.sides.contains(&side) && (c.name.eq_ignore_ascii_case(n) || c.zh == n))
    }

    fn province_of(c: &CardSpec, side: Side) -> Province {
        Province {
            name: c.name.clone(),
            zh: c.zh.clone(),
            region: match side {
                Side::Sun => c.region_sun.clone(),
                Side::Moon => c.region_moon.clone(),
            }
            .unwrap_or_default(),
            tax: c.tax,
            rice: c.rice,
            slots: c.slots,
        }
    }

    /// The provinces in play: 45 per side, minus the 8 of rule 3 step 2 with 3 players (digest P4, P21).
    pub fn provinces(&self, side: Side, players: u8) -> Vec<Province> {
        let removed: &[String] = if players == 3 {
            self.removed_3p.get(&side).map(Vec::as_slice).unwrap_or(&[])
        } else {
            &[]
        };
        self.cards
            .iter()
            .filter(|c| c.sides.contains(&side) && !removed.contains(&c.name))
            // Each card as it is, not looked up again by its name (issue 23: `check_state` asks this
            // after every step of random play; card names are unique on a side).
            .map(|c| Self::province_of(c, side))
            .collect()
    }

    /// Neighbours of a province on a side (rule 2.5: borders and dotted water lines).
    pub fn neighbours(&self, side: Side, name: &str) -> Vec<String> {
        let mut v: BTreeSet<String> = BTreeSet::new();
        for l in self.links.get(&side).map(Vec::as_slice).unwrap_or(&[]) {
            if !l.enabled {
                continue;
            }
            if l.a == name {
                v.insert(l.b.clone());
            } else if l.b == name {
                v.insert(l.a.clone());
            }
        }
        v.into_iter().collect()
    }

    pub fn adjacent(&self, side: Side, a: &str, b: &str) -> bool {
        self.neighbours(side, a).iter().any(|n| n == b)
    }

    /// Rule 8 phase 2 table: (revolting provinces, peasant cubes per revolt) for a difference ≥ 1.
    pub fn winter_row(&self, diff: u32) -> Option<WinterRow> {
        self.winter.iter().rev().find(|r| diff >= r.from).copied()
    }

    /// An event card with its text, e.g. "E6 (New theatre may remove 1 revolt marker)" (item: codes are
    /// never shown alone).
    pub fn event_words(&self, id: &str) -> String {
        match self.event(id) {
            Some(e) => format!("{} ({})", e.id, e.effect.words().0),
            None => id.to_string(),
        }
    }

    pub fn event(&self, id: &str) -> Option<&EventSpec> {
        self.events.iter().find(|e| e.id.eq_ignore_ascii_case(id))
    }

    /// Placeholder table ids (the map of each side, the tower defaults).
    pub fn placeholder_ids(&self) -> Vec<String> {
        let mut v = Vec::new();
        for (side, (p, _)) in &self.map_placeholder {
            if *p {
                v.push(format!("map-{}", side.id()));
            }
        }
        if self.tower.placeholder {
            v.push("tower".into());
        }
        v
    }
}
