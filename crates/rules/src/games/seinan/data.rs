//! Seinan tables: the map (towns, roads, obstacle routes) and the counter list, from `tables/seinan/`.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::tables::{TableError, TableFiles};

pub const HONSHU: &str = "本州";
pub const KUMAMOTO: &str = "熊本";
pub const KUMAMOTO_CASTLE: &str = "熊本城";
pub const KAGOSHIMA: &str = "鹿儿岛";
pub const HAKATA: &str = "波多";
pub const KOKURA: &str = "小仓";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapSpec {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    towns: Vec<TownSpec>,
    links: Vec<LinkSpec>,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TownSpec {
    pub id: String,
    #[serde(default)]
    pub alias: Vec<String>,
    #[serde(default)]
    pub x: f32,
    #[serde(default)]
    pub y: f32,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LinkSpec {
    pub a: String,
    pub b: String,
    #[serde(default)]
    pub obstacle: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitsSpec {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    units: Vec<UnitSpec>,
}

/// Counter type (rule 2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// 西乡军部队单位: 2 steps, to the replacement pool when eliminated.
    Saigo,
    /// 明治政府军部队单位: 2 steps, to 本州 when eliminated.
    Government,
    /// 不平士族: 1 step, neutral until conscripted (rule 9.2).
    Samurai,
    /// 西乡隆盛单位: 1 step, never rolls; removing it wins for the government (rule 9.3).
    Takamori,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    pub id: String,
    pub kind: Kind,
    /// 本队 (main body) for optional rule 10.1.
    #[serde(default)]
    pub main_body: bool,
    pub setup: String,
    /// Setup group (rule 3.0: Saigo group ① or ②); information only.
    #[serde(default)]
    pub group: Option<String>,
}

/// The validated Seinan data.
#[derive(Debug, Clone)]
pub struct SeinanData {
    pub towns: Vec<TownSpec>,
    pub links: Vec<LinkSpec>,
    pub units: Vec<UnitSpec>,
    pub map_placeholder: bool,
    pub map_note: String,
    pub units_placeholder: bool,
    pub units_note: String,
    adjacency: BTreeMap<String, Vec<(String, bool)>>,
}

pub const TABLES: &[(&str, &str)] = &[
    (
        "map.toml",
        include_str!("../../../../../tables/seinan/map.toml"),
    ),
    (
        "units.toml",
        include_str!("../../../../../tables/seinan/units.toml"),
    ),
];

/// Issue 19: a name must be one an action can type back: lists are split at `,`, moves read
/// `unit=box`, and typed names are trimmed.
fn typable(file: &str, field: &str, name: &str) -> Result<(), TableError> {
    if name.trim().is_empty() {
        return Err(TableError::invalid(file, field, "a name is needed"));
    }
    if name.trim() != name {
        return Err(TableError::invalid(
            file,
            field,
            format!("the name '{name}' starts or ends with a space"),
        ));
    }
    if let Some(c) = name.chars().find(|c| matches!(c, ',' | '=')) {
        return Err(TableError::invalid(
            file,
            field,
            format!(
                "the name {name} contains '{c}', which no action can name (lists are split at commas, moves read unit=box)"
            ),
        ));
    }
    Ok(())
}

impl SeinanData {
    pub fn load(files: &TableFiles) -> Result<Self, TableError> {
        let map: MapSpec = files.parse("map.toml")?;
        let units: UnitsSpec = files.parse("units.toml")?;
        let f_map = "tables/seinan/map.toml";
        let f_units = "tables/seinan/units.toml";
        let mut ids = BTreeSet::new();
        // Every name a player types back (a box or an alias) resolves to one box.
        let mut names: BTreeMap<String, String> = BTreeMap::new();
        for (i, t) in map.towns.iter().enumerate() {
            typable(f_map, &format!("towns[{i}].id"), &t.id)?;
            for (k, a) in t.alias.iter().enumerate() {
                typable(f_map, &format!("towns[{i}].alias[{k}]"), a)?;
            }
            for n in std::iter::once(&t.id).chain(&t.alias) {
                let key = n.to_lowercase();
                if let Some(other) = names.get(&key).filter(|o| **o != t.id) {
                    return Err(TableError::invalid(
                        f_map,
                        format!("towns[{i}]"),
                        format!(
                            "the name {n} is also a name of {other}: a typed name must find one box"
                        ),
                    ));
                }
                names.insert(key, t.id.clone());
            }
            for (axis, v) in [("x", t.x), ("y", t.y)] {
                if !(0.0..=100.0).contains(&v) {
                    return Err(TableError::invalid(
                        f_map,
                        format!("towns[{i}].{axis}"),
                        format!("expected a position from 0 to 100, got {v}"),
                    ));
                }
            }
            if !ids.insert(t.id.clone()) {
                return Err(TableError::invalid(
                    f_map,
                    format!("towns[{i}].id"),
                    format!("duplicate town {}", t.id),
                ));
            }
        }
        for required in [HONSHU, KUMAMOTO, KUMAMOTO_CASTLE, KAGOSHIMA, HAKATA, KOKURA] {
            if !ids.contains(required) {
                return Err(TableError::invalid(
                    f_map,
                    "towns",
                    format!("the rules need a town box {required}"),
                ));
            }
        }
        let mut adjacency: BTreeMap<String, Vec<(String, bool)>> = BTreeMap::new();
        let mut roads = BTreeSet::new();
        for (i, l) in map.links.iter().enumerate() {
            for end in [&l.a, &l.b] {
                if !ids.contains(end) {
                    return Err(TableError::invalid(
                        f_map,
                        format!("links[{i}]"),
                        format!("unknown town {end}"),
                    ));
                }
            }
            if l.a == l.b {
                return Err(TableError::invalid(
                    f_map,
                    format!("links[{i}]"),
                    "a road needs two different towns",
                ));
            }
            if !crate::tables::first_time_link(&mut roads, &l.a, &l.b) {
                return Err(TableError::invalid(
                    f_map,
                    format!("links[{i}]"),
                    format!("the road {}–{} is listed twice", l.a, l.b),
                ));
            }
            adjacency
                .entry(l.a.clone())
                .or_default()
                .push((l.b.clone(), l.obstacle));
            adjacency
                .entry(l.b.clone())
                .or_default()
                .push((l.a.clone(), l.obstacle));
        }
        // Rule 9.1(1): the castle is joined to 熊本 by an obstacle route (the siege falls back there).
        if !map.links.iter().any(|l| {
            l.obstacle
                && ((l.a == KUMAMOTO && l.b == KUMAMOTO_CASTLE)
                    || (l.b == KUMAMOTO && l.a == KUMAMOTO_CASTLE))
        }) {
            return Err(TableError::invalid(
                f_map,
                "links",
                format!("{KUMAMOTO_CASTLE} needs an obstacle route to {KUMAMOTO} (rule 9.1(1))"),
            ));
        }
        let mut uids = BTreeSet::new();
        for (i, u) in units.units.iter().enumerate() {
            typable(f_units, &format!("units[{i}].id"), &u.id)?;
            if !uids.insert(u.id.clone()) {
                return Err(TableError::invalid(
                    f_units,
                    format!("units[{i}].id"),
                    format!("duplicate unit {}", u.id),
                ));
            }
            if !ids.contains(&u.setup) {
                return Err(TableError::invalid(
                    f_units,
                    format!("units[{i}].setup"),
                    format!("unknown town {}", u.setup),
                ));
            }
            if u.setup == HONSHU && u.kind != Kind::Government {
                return Err(TableError::invalid(
                    f_units,
                    format!("units[{i}].setup"),
                    format!("only government units may be in {HONSHU} (rule 2.4)"),
                ));
            }
        }
        if units
            .units
            .iter()
            .filter(|u| u.kind == Kind::Takamori)
            .count()
            != 1
        {
            return Err(TableError::invalid(
                f_units,
                "units",
                "exactly one unit of kind \"takamori\" is needed",
            ));
        }
        Ok(Self {
            towns: map.towns,
            links: map.links,
            units: units.units,
            map_placeholder: map.placeholder,
            map_note: map.note,
            units_placeholder: units.placeholder,
            units_note: units.note,
            adjacency,
        })
    }

    /// Resolves a typed town name or alias to its id.
    pub fn town(&self, name: &str) -> Option<&str> {
        let n = name.trim();
        self.towns
            .iter()
            .find(|t| t.id == n || t.alias.iter().any(|a| a.eq_ignore_ascii_case(n)))
            .map(|t| t.id.as_str())
    }

    /// Neighbours of a box with the road type (`true` = obstacle route).
    pub fn neighbours(&self, town: &str) -> &[(String, bool)] {
        self.adjacency.get(town).map(Vec::as_slice).unwrap_or(&[])
    }

    /// `Some(obstacle)` when a road joins the two boxes.
    pub fn road(&self, a: &str, b: &str) -> Option<bool> {
        self.neighbours(a)
            .iter()
            .find(|(n, _)| n == b)
            .map(|(_, o)| *o)
    }
}
