//! Saigoku no Yu data: the TOML files of `tables/saigoku/`, parsed into raw spec structs
//! (`deny_unknown_fields`) and validated. Result tables are editable grids ([`Grid`]); the scenario
//! file has its own shape.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::core::{RuleError, TableCell};
use crate::tables::grid::Grid;
use crate::tables::{TableError, TableFiles};

/// The embedded table files (`tables/saigoku/*.toml`).
pub const TABLES: &[(&str, &str)] = &[
    (
        "crt.toml",
        include_str!("../../../../../tables/saigoku/crt.toml"),
    ),
    (
        "siege.toml",
        include_str!("../../../../../tables/saigoku/siege.toml"),
    ),
    (
        "siege-event.toml",
        include_str!("../../../../../tables/saigoku/siege-event.toml"),
    ),
    (
        "garrison-limit.toml",
        include_str!("../../../../../tables/saigoku/garrison-limit.toml"),
    ),
    (
        "surrender.toml",
        include_str!("../../../../../tables/saigoku/surrender.toml"),
    ),
    (
        "replacement-mori.toml",
        include_str!("../../../../../tables/saigoku/replacement-mori.toml"),
    ),
    (
        "replacement-ouchi.toml",
        include_str!("../../../../../tables/saigoku/replacement-ouchi.toml"),
    ),
    (
        "replacement-amago.toml",
        include_str!("../../../../../tables/saigoku/replacement-amago.toml"),
    ),
    (
        "replacement-masuda.toml",
        include_str!("../../../../../tables/saigoku/replacement-masuda.toml"),
    ),
    (
        "replacement-urakami.toml",
        include_str!("../../../../../tables/saigoku/replacement-urakami.toml"),
    ),
    (
        "replacement-minor.toml",
        include_str!("../../../../../tables/saigoku/replacement-minor.toml"),
    ),
    (
        "terrain.toml",
        include_str!("../../../../../tables/saigoku/terrain.toml"),
    ),
    (
        "ouchi-activation.toml",
        include_str!("../../../../../tables/saigoku/ouchi-activation.toml"),
    ),
    (
        "castles.toml",
        include_str!("../../../../../tables/saigoku/castles.toml"),
    ),
    (
        "castle-list.toml",
        include_str!("../../../../../tables/saigoku/castle-list.toml"),
    ),
    (
        "counters.toml",
        include_str!("../../../../../tables/saigoku/counters.toml"),
    ),
    (
        "scoring.toml",
        include_str!("../../../../../tables/saigoku/scoring.toml"),
    ),
    (
        "scenarios.toml",
        include_str!("../../../../../tables/saigoku/scenarios.toml"),
    ),
];

/// Armies that have a replacement table (`replacement-<id>.toml`); minor daimyo share `minor`.
pub const REPLACEMENT_ARMIES: [&str; 6] = ["mori", "ouchi", "amago", "masuda", "urakami", "minor"];

/// Terrain classes the rules give fixed effects to [23-2-1, 23-4-3, 23-4-4, 24-1-7].
pub const TERRAIN_CLASSES: [&str; 5] = ["clear", "rough", "marsh", "mountain", "peak"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rank {
    /// 武将 (no star).
    Busho,
    /// 大将 (☆).
    Taisho,
    /// 总大将 (☆☆).
    Sotaisho,
}

impl Rank {
    pub fn parse(s: &str) -> Option<Rank> {
        match s {
            "busho" | "武将" | "none" => Some(Rank::Busho),
            "taisho" | "大将" | "☆" => Some(Rank::Taisho),
            "sotaisho" | "总大将" | "☆☆" => Some(Rank::Sotaisho),
            _ => None,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Rank::Busho => "busho",
            Rank::Taisho => "taisho",
            Rank::Sotaisho => "sotaisho",
        }
    }
    pub fn stars(self) -> &'static str {
        match self {
            Rank::Busho => "",
            Rank::Taisho => "☆",
            Rank::Sotaisho => "☆☆",
        }
    }
    pub fn is_commander(self) -> bool {
        self != Rank::Busho
    }
}

/// One counter's printed values (counters.toml, placeholder).
#[derive(Debug, Clone, PartialEq)]
pub struct Counter {
    pub rank: Rank,
    pub strength: i64,
    pub reduced: i64,
    pub field: i64,
    pub action: u8,
    pub command: u8,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    #[serde(default)]
    pub aliases: BTreeMap<String, String>,
    pub scenario: Vec<ScenarioSpec>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSpec {
    pub id: String,
    pub title: String,
    pub full_title: String,
    pub date: String,
    pub rule: String,
    pub area: String,
    pub innings: u32,
    pub first_setup: String,
    pub victory: Vec<String>,
    #[serde(default)]
    pub immobile: Vec<String>,
    #[serde(default)]
    pub senior_taisho: Vec<String>,
    #[serde(default)]
    pub sea_move: bool,
    #[serde(default)]
    pub inactive: Vec<String>,
    #[serde(default)]
    pub notes: Vec<String>,
    #[serde(default)]
    pub command: BTreeMap<String, u8>,
    pub side: Vec<SideSpec>,
    pub army: Vec<ArmySpec>,
    pub place: Vec<PlaceSpec>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSpec {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmySpec {
    pub id: String,
    pub name: String,
    pub side: String,
    /// Which ops phase the army acts in: `ouchi`, `amago` or `mori` [29.0].
    pub phase: String,
    /// Replacement table id (`replacement-<table>.toml`).
    pub table: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceSpec {
    pub army: String,
    pub hex: String,
    pub units: Vec<String>,
}

/// A castle row merged from castles.toml (real) and castle-list.toml (placeholder).
#[derive(Debug, Clone, PartialEq)]
pub struct CastleSpec {
    pub hex: String,
    pub name: String,
    pub durability: i64,
    pub level: i64,
    pub home: Option<String>,
    /// Owner army id per scenario id (absent = not used in that scenario).
    pub owners: BTreeMap<String, String>,
}

/// Everything Saigoku loads.
#[derive(Debug, Clone)]
pub struct SaigokuData {
    pub crt: Grid,
    pub siege: Grid,
    pub siege_event: Grid,
    pub garrison_limit: Grid,
    pub surrender: Grid,
    pub replacement: BTreeMap<String, Grid>,
    pub terrain: Grid,
    pub ouchi: Grid,
    pub castles_grid: Grid,
    pub castle_list: Grid,
    pub counters_grid: Grid,
    pub scoring: Grid,
    pub castles: Vec<CastleSpec>,
    pub counters: BTreeMap<String, Counter>,
    pub aliases: BTreeMap<String, String>,
    pub scenarios: Vec<ScenarioSpec>,
    /// Castles by hex (issue 23: `check_state` asks for every castle of the state after every step).
    castle_index: crate::core::index::NameIndex,
    /// The counters' ids, hashed (issue 23: `check_state` asks for every unit's after every step).
    counter_ids: rustc_hash::FxHashSet<String>,
}

fn int_cell(g: &Grid, file: &str, row: &str, col: &str) -> Result<i64, TableError> {
    let c = g
        .lookup(row, col)
        .map_err(|e| TableError::invalid(file, format!("rows.{row}.{col}"), e.to_string()))?;
    c.value.trim().parse::<i64>().map_err(|_| {
        TableError::invalid(
            file,
            format!("rows.{row}.{col}"),
            format!("expected a whole number, got '{}'", c.value),
        )
    })
}

fn require_columns(g: &Grid, file: &str, cols: &[&str]) -> Result<(), TableError> {
    for c in cols {
        if g.column_index(c).is_none() {
            return Err(TableError::invalid(
                file,
                "columns",
                format!("missing column '{c}'"),
            ));
        }
    }
    Ok(())
}

fn require_rows(g: &Grid, file: &str, rows: &[&str]) -> Result<(), TableError> {
    for r in rows {
        if !g.rows.iter().any(|x| x.key == *r) {
            return Err(TableError::invalid(
                file,
                "rows",
                format!("missing row '{r}'"),
            ));
        }
    }
    Ok(())
}

const DIE_ROWS: [&str; 6] = ["1", "2", "3", "4", "5", "6"];

/// Parses a CRT cell: `-` = 0, `N`, `N●` (also `N*`).
pub fn parse_crt_cell(s: &str) -> Option<(i64, bool)> {
    let t = s.trim();
    if t == "-" || t == "—" || t.is_empty() {
        return Some((0, false));
    }
    let elim = t.ends_with('●') || t.ends_with('*');
    let num = t.trim_end_matches(['●', '*']).trim();
    if num.is_empty() && elim {
        return Some((0, true));
    }
    num.parse::<i64>()
        .ok()
        .filter(|n| *n >= 0)
        .map(|n| (n, elim))
}

/// Does a CRT column label ("0", "3-4", "20+") cover this strength?
pub fn column_covers(label: &str, strength: i64) -> Option<bool> {
    let l = label.trim();
    if let Some(a) = l.strip_suffix('+') {
        return a.trim().parse::<i64>().ok().map(|a| strength >= a);
    }
    if let Some((a, b)) = l.split_once('-') {
        let a = a.trim().parse::<i64>().ok()?;
        let b = b.trim().parse::<i64>().ok()?;
        return Some(strength >= a && strength <= b);
    }
    l.parse::<i64>().ok().map(|a| strength == a)
}

/// Parses the effects of a siege or event cell (`-`, `event`, `morale -1`, `durability -2`, `fall`,
/// `lift`, joined by `,`). Unknown words are kept as free text for the players.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SiegeEffect {
    pub event: bool,
    pub morale: i64,
    pub durability: i64,
    pub fall: bool,
    pub lift: bool,
    pub text: Vec<String>,
}

pub fn parse_siege_cell(s: &str) -> SiegeEffect {
    let mut e = SiegeEffect::default();
    for part in s
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty() && *p != "-" && *p != "—")
    {
        let mut w = part.split_whitespace();
        let head = w.next().unwrap_or("");
        let num = w.next().and_then(|n| n.parse::<i64>().ok());
        match (head, num) {
            ("event", _) => e.event = true,
            ("fall", _) => e.fall = true,
            ("lift", _) => e.lift = true,
            ("morale", Some(n)) => e.morale += n,
            ("durability", Some(n)) => e.durability += n,
            _ => e.text.push(part.to_string()),
        }
    }
    e
}

impl SaigokuData {
    pub fn load(files: &TableFiles) -> Result<Self, TableError> {
        let crt = Grid::load(files, "crt.toml")?;
        require_rows(&crt, "tables/saigoku/crt.toml", &DIE_ROWS)?;
        require_columns(&crt, "tables/saigoku/crt.toml", &["0"])?;
        for (i, c) in crt.columns.iter().enumerate() {
            if column_covers(c, 0).is_none() {
                return Err(TableError::invalid(
                    "tables/saigoku/crt.toml",
                    format!("columns[{i}]"),
                    format!("'{c}' is not a strength range (use 'a-b', 'a+' or a number)"),
                ));
            }
        }
        for r in &crt.rows {
            for (i, c) in r.cells.iter().enumerate() {
                if parse_crt_cell(c).is_none() {
                    return Err(TableError::invalid(
                        "tables/saigoku/crt.toml",
                        format!("rows.{}.cells[{i}]", r.key),
                        format!("expected '-', a number or a number with ●, got '{c}'"),
                    ));
                }
            }
        }
        let siege = Grid::load(files, "siege.toml")?;
        require_rows(&siege, "tables/saigoku/siege.toml", &["within", "over"])?;
        require_columns(&siege, "tables/saigoku/siege.toml", &DIE_ROWS)?;
        let siege_event = Grid::load(files, "siege-event.toml")?;
        require_columns(&siege_event, "tables/saigoku/siege-event.toml", &["effect"])?;
        let garrison_limit = Grid::load(files, "garrison-limit.toml")?;
        for l in ["0", "1", "2", "3"] {
            int_cell(
                &garrison_limit,
                "tables/saigoku/garrison-limit.toml",
                l,
                "units",
            )?;
        }
        let surrender = Grid::load(files, "surrender.toml")?;
        let dcols: Vec<String> = (0..=10).map(|i| i.to_string()).collect();
        let dref: Vec<&str> = dcols.iter().map(String::as_str).collect();
        require_columns(&surrender, "tables/saigoku/surrender.toml", &dref)?;
        require_rows(&surrender, "tables/saigoku/surrender.toml", &DIE_ROWS)?;
        for r in &surrender.rows {
            for (i, c) in r.cells.iter().enumerate() {
                if !matches!(c.trim(), "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H") {
                    return Err(TableError::invalid(
                        "tables/saigoku/surrender.toml",
                        format!("rows.{}.cells[{i}]", r.key),
                        format!("expected a letter A–H, got '{c}'"),
                    ));
                }
            }
        }
        let mut replacement = BTreeMap::new();
        for a in REPLACEMENT_ARMIES {
            let file = format!("replacement-{a}.toml");
            let g = Grid::load(files, &file)?;
            require_rows(&g, &format!("tables/saigoku/{file}"), &DIE_ROWS)?;
            for c in &g.columns {
                for r in DIE_ROWS {
                    int_cell(&g, &format!("tables/saigoku/{file}"), r, c)?;
                }
            }
            replacement.insert(a.to_string(), g);
        }
        let terrain = Grid::load(files, "terrain.toml")?;
        require_columns(
            &terrain,
            "tables/saigoku/terrain.toml",
            &["mp", "strategic-mp", "assault-drm", "class"],
        )?;
        require_rows(
            &terrain,
            "tables/saigoku/terrain.toml",
            &["clear", "rough", "marsh", "mountain"],
        )?;
        for r in &terrain.rows {
            int_cell(
                &terrain,
                "tables/saigoku/terrain.toml",
                &r.key,
                "assault-drm",
            )?;
            let class = &r.cells[terrain.column_index("class").unwrap_or(0)];
            if !TERRAIN_CLASSES.contains(&class.as_str()) {
                return Err(TableError::invalid(
                    "tables/saigoku/terrain.toml",
                    format!("rows.{}.class", r.key),
                    format!(
                        "expected one of {}, got '{class}'",
                        TERRAIN_CLASSES.join(", ")
                    ),
                ));
            }
        }
        let ouchi = Grid::load(files, "ouchi-activation.toml")?;
        let icols: Vec<String> = (1..=20).map(|i| i.to_string()).collect();
        let iref: Vec<&str> = icols.iter().map(String::as_str).collect();
        require_columns(&ouchi, "tables/saigoku/ouchi-activation.toml", &iref)?;
        let scoring = Grid::load(files, "scoring.toml")?;
        for r in [
            "level-0", "level-1", "level-2", "level-3", "3418", "3010", "sotaisho", "taisho",
            "busho",
        ] {
            int_cell(&scoring, "tables/saigoku/scoring.toml", r, "points")?;
        }

        let castles_grid = Grid::load(files, "castles.toml")?;
        require_columns(
            &castles_grid,
            "tables/saigoku/castles.toml",
            &["name", "durability"],
        )?;
        let castle_list = Grid::load(files, "castle-list.toml")?;
        require_columns(
            &castle_list,
            "tables/saigoku/castle-list.toml",
            &["level", "home", "s1", "s2", "s3", "s4"],
        )?;
        let mut castles = Vec::new();
        for r in &castles_grid.rows {
            let f = "tables/saigoku/castles.toml";
            let durability = int_cell(&castles_grid, f, &r.key, "durability")?;
            if !(0..=10).contains(&durability) {
                return Err(TableError::invalid(
                    f,
                    format!("rows.{}.durability", r.key),
                    "expected 0..=10",
                ));
            }
            let name = castles_grid
                .lookup(&r.key, "name")
                .map(|c| c.value)
                .unwrap_or_default();
            let fl = "tables/saigoku/castle-list.toml";
            let (level, home, owners) = if castle_list.has_row(&r.key) {
                let level = int_cell(&castle_list, fl, &r.key, "level")?;
                if !(0..=3).contains(&level) {
                    return Err(TableError::invalid(
                        fl,
                        format!("rows.{}.level", r.key),
                        "expected 0..=3",
                    ));
                }
                let home = castle_list
                    .lookup(&r.key, "home")
                    .map(|c| c.value)
                    .unwrap_or_default();
                let mut owners = BTreeMap::new();
                for s in 1..=4 {
                    let v = castle_list
                        .lookup(&r.key, &format!("s{s}"))
                        .map(|c| c.value)
                        .unwrap_or_default();
                    if !v.trim().is_empty() {
                        owners.insert(s.to_string(), v.trim().to_string());
                    }
                }
                (level, Some(home).filter(|h| !h.trim().is_empty()), owners)
            } else {
                (1, None, BTreeMap::new())
            };
            castles.push(CastleSpec {
                hex: r.key.clone(),
                name,
                durability,
                level,
                home,
                owners,
            });
        }

        let counters_grid = Grid::load(files, "counters.toml")?;
        let f = "tables/saigoku/counters.toml";
        require_columns(
            &counters_grid,
            f,
            &["rank", "strength", "reduced", "field", "action", "command"],
        )?;
        let mut counters = BTreeMap::new();
        for r in &counters_grid.rows {
            let rank_s = counters_grid
                .lookup(&r.key, "rank")
                .map(|c| c.value)
                .unwrap_or_default();
            let rank = Rank::parse(rank_s.trim()).ok_or_else(|| {
                TableError::invalid(
                    f,
                    format!("rows.{}.rank", r.key),
                    format!("expected sotaisho|taisho|busho, got '{rank_s}'"),
                )
            })?;
            let action = int_cell(&counters_grid, f, &r.key, "action")?;
            if !(1..=4).contains(&action) {
                return Err(TableError::invalid(
                    f,
                    format!("rows.{}.action", r.key),
                    "expected 1..=4",
                ));
            }
            let command = int_cell(&counters_grid, f, &r.key, "command")?;
            counters.insert(
                r.key.clone(),
                Counter {
                    rank,
                    strength: int_cell(&counters_grid, f, &r.key, "strength")?,
                    reduced: int_cell(&counters_grid, f, &r.key, "reduced")?,
                    field: int_cell(&counters_grid, f, &r.key, "field")?,
                    action: action as u8,
                    command: command.clamp(0, 20) as u8,
                },
            );
        }

        let sf: ScenarioFile = files.parse("scenarios.toml")?;
        let fs = "tables/saigoku/scenarios.toml";
        for s in &sf.scenario {
            for a in &s.army {
                if !s.side.iter().any(|x| x.id == a.side) {
                    return Err(TableError::invalid(
                        fs,
                        format!("scenario {}.army {}", s.id, a.id),
                        "unknown side",
                    ));
                }
                if !["ouchi", "amago", "mori"].contains(&a.phase.as_str()) {
                    return Err(TableError::invalid(
                        fs,
                        format!("scenario {}.army {}.phase", s.id, a.id),
                        "expected ouchi|amago|mori",
                    ));
                }
                if !REPLACEMENT_ARMIES.contains(&a.table.as_str()) {
                    return Err(TableError::invalid(
                        fs,
                        format!("scenario {}.army {}.table", s.id, a.id),
                        "no such replacement table",
                    ));
                }
            }
            for p in &s.place {
                if !s.army.iter().any(|a| a.id == p.army) {
                    return Err(TableError::invalid(
                        fs,
                        format!("scenario {}.place {}", s.id, p.hex),
                        format!("unknown army '{}'", p.army),
                    ));
                }
            }
            for v in &s.victory {
                if v != "game" && v != "historical" {
                    return Err(TableError::invalid(
                        fs,
                        format!("scenario {}.victory", s.id),
                        "expected game|historical",
                    ));
                }
            }
        }
        Ok(Self {
            crt,
            siege,
            siege_event,
            garrison_limit,
            surrender,
            replacement,
            terrain,
            ouchi,
            castles_grid,
            castle_list,
            counters_grid,
            scoring,
            castles,
            counter_ids: counters.keys().cloned().collect(),
            counters,
            aliases: sf.aliases,
            scenarios: sf.scenario,
            castle_index: Default::default(),
        })
    }

    /// The counter id for a unit name as a scenario writes it (digest A38).
    pub fn counter_id<'a>(&'a self, name: &'a str) -> &'a str {
        self.aliases.get(name).map(String::as_str).unwrap_or(name)
    }

    /// Whether `id` is a counter's id, as `counters.contains_key(id)` answers.
    pub fn has_counter(&self, id: &str) -> bool {
        self.counter_ids.contains(id)
    }

    pub fn counter(&self, name: &str) -> Option<&Counter> {
        self.counters.get(self.counter_id(name))
    }

    pub fn castle(&self, hex: &str) -> Option<&CastleSpec> {
        let i = self.castle_index.position(&self.castles, hex, |c| &c.hex)?;
        Some(&self.castles[i])
    }

    pub fn scenario(&self, id: &str) -> Option<&ScenarioSpec> {
        self.scenarios.iter().find(|s| s.id == id)
    }

    /// The CRT column for a total strength (the first column whose range covers it; past the last
    /// column, the last).
    pub fn crt_column(&self, strength: i64) -> String {
        let s = strength.max(0);
        if let Some(c) = self
            .crt
            .columns
            .iter()
            .find(|c| column_covers(c, s) == Some(true))
        {
            return c.clone();
        }
        self.crt
            .columns
            .last()
            .cloned()
            .unwrap_or_else(|| "0".into())
    }

    /// CRT lookup: (cell, damage, ●).
    pub fn crt_lookup(
        &self,
        modified: i64,
        strength: i64,
    ) -> Result<(TableCell, i64, bool), RuleError> {
        let col = self.crt_column(strength);
        let cell = self.crt.lookup_clamped(modified, &col)?;
        let (n, e) = parse_crt_cell(&cell.value)
            .ok_or_else(|| RuleError::Data(format!("crt: bad cell '{}'", cell.value)))?;
        Ok((cell, n, e))
    }

    pub fn terrain_names(&self) -> Vec<String> {
        self.terrain.rows.iter().map(|r| r.key.clone()).collect()
    }

    /// The fewest MP a hex may cost to enter [15-2-2, 15-2-3]: the cheapest cell of the terrain
    /// table's `mp` (or `strategic-mp`) column. Cells that are not numbers (a note) are skipped; with
    /// none left, 1.
    pub fn cheapest_hex(&self, strategic: bool) -> f64 {
        let col = if strategic { "strategic-mp" } else { "mp" };
        self.terrain
            .rows
            .iter()
            .filter_map(|r| self.terrain.lookup(&r.key, col).ok())
            .filter_map(|c| c.value.trim().parse::<f64>().ok())
            .filter(|v| v.is_finite() && *v >= 0.0)
            .reduce(f64::min)
            .unwrap_or(1.0)
    }

    pub fn terrain_class(&self, terrain: &str) -> Option<String> {
        self.terrain.lookup(terrain, "class").ok().map(|c| c.value)
    }

    pub fn garrison_limit(&self, level: i64) -> Result<(TableCell, i64), RuleError> {
        let c = self.garrison_limit.lookup(&level.to_string(), "units")?;
        let n = c
            .value
            .trim()
            .parse::<i64>()
            .map_err(|_| RuleError::Data(format!("garrison-limit: '{}'", c.value)))?;
        Ok((c, n))
    }

    pub fn score_value(&self, key: &str) -> i64 {
        self.scoring
            .lookup(key, "points")
            .ok()
            .and_then(|c| c.value.trim().parse().ok())
            .unwrap_or(0)
    }
}

/// The tables of the game by id, as a player names them (ids `saigoku-table-<id>`, each rendered in
/// a test); a table id the game does not ship (a user's own file) shows as its id.
pub const TABLE_IDS: &[&str] = &[
    "castle-list",
    "castles",
    "counters",
    "crt",
    "garrison-limit",
    "ouchi-activation",
    "replacement-amago",
    "replacement-masuda",
    "replacement-minor",
    "replacement-mori",
    "replacement-ouchi",
    "replacement-urakami",
    "scoring",
    "siege-event",
    "siege",
    "surrender",
    "terrain",
];

/// A table's name in the players' language.
pub fn table_title(id: &str) -> crate::core::Msg {
    if TABLE_IDS.contains(&id) {
        crate::core::Msg::dynamic(format!("saigoku-table-{id}"))
    } else {
        crate::core::Msg::plain(id)
    }
}

/// A shipped table's words in the players' language (issue 20): its title, note and axis names from
/// the catalogue (`saigoku-table-<id>`, `-note`, `-rows`, `-columns`; the six replacement tables
/// share one note and axes, `saigoku-table-replacement-…`). `None` for a table the game does not ship.
/// The players' own text wins where they changed it ([`crate::core::TableWords::of_grid`]).
pub fn table_words(id: &str) -> Option<crate::core::TableWords> {
    use crate::core::Msg;
    if !TABLE_IDS.contains(&id) {
        return None;
    }
    let part = if id.starts_with("replacement-") {
        "replacement"
    } else {
        id
    };
    let say = |what: &str| Msg::dynamic(format!("saigoku-table-{part}-{what}"));
    Some(crate::core::TableWords {
        title: table_title(id),
        note: Some(say("note")),
        rows: say("rows"),
        columns: say("columns"),
        labels: table_labels(),
    })
}

/// The words the shipped tables write their columns, row keys and cells in (ids
/// `saigoku-table-word-<word>`, each rendered in a test): one word means the same in every table.
pub const TABLE_WORDS: &[&str] = &[
    "level",
    "home",
    "name",
    "durability",
    "rank",
    "strength",
    "reduced",
    "field",
    "action",
    "command",
    "units",
    "points",
    "effect",
    "morale",
    "event",
    "fall",
    "lift",
    "hand",
    "within",
    "over",
    "mp",
    "strategic-mp",
    "assault-drm",
    "class",
];

/// The players' words for the ids the shipped tables use: [`TABLE_WORDS`], the scenario columns of
/// the castle list (`s1`–`s4`), the castle levels of the scoring table (`level-0`–`level-3`), the
/// ranks and the terrain types.
pub fn table_labels() -> Vec<(String, crate::core::Msg)> {
    use super::procedures::{TERRAINS, rank_name, terrain_name};
    let mut v: Vec<(String, crate::core::Msg)> = TABLE_WORDS
        .iter()
        .map(|w| {
            (
                w.to_string(),
                crate::core::Msg::dynamic(format!("saigoku-table-word-{w}")),
            )
        })
        .collect();
    for n in 1..=4 {
        v.push((
            format!("s{n}"),
            crate::msg!("saigoku-table-word-scenario", n = n),
        ));
    }
    for n in 0..=3 {
        v.push((
            format!("level-{n}"),
            crate::msg!("saigoku-table-word-castle-level", level = n),
        ));
    }
    for r in [Rank::Busho, Rank::Taisho, Rank::Sotaisho] {
        v.push((r.id().to_string(), rank_name(r)));
    }
    for t in TERRAINS {
        v.push((t.to_string(), terrain_name(t)));
    }
    v
}
