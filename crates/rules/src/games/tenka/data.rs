//! Tenka tables: the board (regions, points, borders, the 3-point region) from `tables/tenka/map.toml`.
//! The rule sheet does not describe the board (digest Q1), so the shipped map is a flagged placeholder.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::tables::{TableError, TableFiles};

pub const TABLES: &[(&str, &str)] = &[(
    "map.toml",
    include_str!("../../../../../tables/tenka/map.toml"),
)];

pub const FILE: &str = "tables/tenka/map.toml";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapSpec {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    note: String,
    #[serde(default)]
    three_point_region: Option<String>,
    regions: Vec<RegionSpec>,
    #[serde(default)]
    borders: Vec<BorderSpec>,
}

/// A region of the board (地域): its printed name and points (支配地域ポイント).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RegionSpec {
    pub id: String,
    pub points: u32,
    #[serde(default)]
    pub x: f32,
    #[serde(default)]
    pub y: f32,
}

/// A border between two regions; `thick` = 太い国境 (rule 3-2: defender +1 across it).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct BorderSpec {
    pub a: String,
    pub b: String,
    #[serde(default)]
    pub thick: bool,
}

/// The validated board.
#[derive(Debug, Clone)]
pub struct TenkaData {
    pub regions: Vec<RegionSpec>,
    pub borders: Vec<BorderSpec>,
    /// The region that breaks the last tie (rule 5; digest Q17). `None` when the map names none.
    pub three_point_region: Option<String>,
    pub map_placeholder: bool,
    pub map_note: String,
    adjacency: BTreeMap<String, Vec<(String, bool)>>,
}

impl TenkaData {
    pub fn load(files: &TableFiles) -> Result<Self, TableError> {
        let map: MapSpec = files.parse("map.toml")?;
        Self::from_spec(map)
    }

    pub fn from_spec(map: MapSpec) -> Result<Self, TableError> {
        if map.regions.len() < 2 {
            return Err(TableError::invalid(
                FILE,
                "regions",
                "the board needs at least 2 regions",
            ));
        }
        let mut ids = BTreeSet::new();
        for (i, r) in map.regions.iter().enumerate() {
            if r.id.trim().is_empty() {
                return Err(TableError::invalid(
                    FILE,
                    format!("regions[{i}].id"),
                    "a region needs a name",
                ));
            }
            // Issue 19: every name must be one an action can type back: lists are split at `,`,
            // placements read `region=n`, and typed names are trimmed.
            if let Some(c) = r.id.chars().find(|c| matches!(c, ',' | '=')) {
                return Err(TableError::invalid(
                    FILE,
                    format!("regions[{i}].id"),
                    format!(
                        "the region name {} contains '{c}', which no action can name (lists are split at commas, placements read region=n)",
                        r.id
                    ),
                ));
            }
            if r.id.trim() != r.id {
                return Err(TableError::invalid(
                    FILE,
                    format!("regions[{i}].id"),
                    format!("the region name '{}' starts or ends with a space", r.id),
                ));
            }
            for (axis, v) in [("x", r.x), ("y", r.y)] {
                if !(0.0..=100.0).contains(&v) {
                    return Err(TableError::invalid(
                        FILE,
                        format!("regions[{i}].{axis}"),
                        format!("expected a position from 0 to 100, got {v}"),
                    ));
                }
            }
            if r.points > 1000 {
                return Err(TableError::invalid(
                    FILE,
                    format!("regions[{i}].points"),
                    format!("expected at most 1000 points, got {}", r.points),
                ));
            }
            if !ids.insert(r.id.clone()) {
                return Err(TableError::invalid(
                    FILE,
                    format!("regions[{i}].id"),
                    format!("duplicate region {}", r.id),
                ));
            }
        }
        let mut adjacency: BTreeMap<String, Vec<(String, bool)>> = BTreeMap::new();
        let mut seen = BTreeSet::new();
        for (i, b) in map.borders.iter().enumerate() {
            for end in [&b.a, &b.b] {
                if !ids.contains(end) {
                    return Err(TableError::invalid(
                        FILE,
                        format!("borders[{i}]"),
                        format!("unknown region {end}"),
                    ));
                }
            }
            if b.a == b.b {
                return Err(TableError::invalid(
                    FILE,
                    format!("borders[{i}]"),
                    "a border needs two different regions",
                ));
            }
            if !crate::tables::first_time_link(&mut seen, &b.a, &b.b) {
                return Err(TableError::invalid(
                    FILE,
                    format!("borders[{i}]"),
                    format!("the border {}–{} is listed twice", b.a, b.b),
                ));
            }
            adjacency
                .entry(b.a.clone())
                .or_default()
                .push((b.b.clone(), b.thick));
            adjacency
                .entry(b.b.clone())
                .or_default()
                .push((b.a.clone(), b.thick));
        }
        if let Some(t) = &map.three_point_region {
            match map.regions.iter().find(|r| &r.id == t) {
                None => {
                    return Err(TableError::invalid(
                        FILE,
                        "three_point_region",
                        format!("unknown region {t}"),
                    ));
                }
                Some(r) if r.points != 3 => {
                    return Err(TableError::invalid(
                        FILE,
                        "three_point_region",
                        format!(
                            "{t} is worth {} point(s): the tie-break names the 3-point region (rule 5)",
                            r.points
                        ),
                    ));
                }
                Some(_) => {}
            }
        }
        // Digest Q17: without a designation, the one region worth 3 points (if exactly one) is used.
        let three_point_region = map.three_point_region.or_else(|| {
            let threes: Vec<&RegionSpec> = map.regions.iter().filter(|r| r.points == 3).collect();
            (threes.len() == 1).then(|| threes[0].id.clone())
        });
        Ok(Self {
            regions: map.regions,
            borders: map.borders,
            three_point_region,
            map_placeholder: map.placeholder,
            map_note: map.note,
            adjacency,
        })
    }

    /// Resolves a typed region name to its id.
    pub fn region(&self, name: &str) -> Option<&RegionSpec> {
        let n = name.trim();
        self.regions.iter().find(|r| r.id == n)
    }

    pub fn points(&self, region: &str) -> u32 {
        self.region(region).map(|r| r.points).unwrap_or(0)
    }

    /// Neighbours with the border type (`true` = thick).
    pub fn neighbours(&self, region: &str) -> &[(String, bool)] {
        self.adjacency.get(region).map(Vec::as_slice).unwrap_or(&[])
    }

    /// `Some(thick)` when the two regions share a border.
    pub fn border(&self, a: &str, b: &str) -> Option<bool> {
        self.neighbours(a)
            .iter()
            .find(|(n, _)| n == b)
            .map(|(_, t)| *t)
    }

    pub fn region_ids(&self) -> Vec<String> {
        self.regions.iter().map(|r| r.id.clone()).collect()
    }
}
