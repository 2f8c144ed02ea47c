//! Sheet geometry from `print/layouts/sheets.toml` (embedded), so the numbers a printer cares about live
//! in one editable file rather than in the code.

use std::sync::OnceLock;

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    pub counter_sizes_mm: Vec<f32>,
    pub default_counter_mm: f32,
    pub counter_mm_range: (f32, f32),
    pub card_mm: (f32, f32),
    pub bleed_mm_max: f32,
    pub duplex_offset_mm_max: f32,
    pub margin_mm: f32,
    pub footer_mm: f32,
    pub edge_mm: f32,
    pub qr_module_mm: f32,
}

pub const SHEETS_TOML: &str = include_str!("../../../print/layouts/sheets.toml");

/// Parses the shipped layout (a unit test guarantees it parses).
pub fn parse(text: &str) -> Result<Layout, crate::tables::TableError> {
    crate::tables::parse_toml("print/layouts/sheets.toml", text)
}

pub fn layout() -> &'static Layout {
    static L: OnceLock<Layout> = OnceLock::new();
    L.get_or_init(|| {
        parse(SHEETS_TOML).unwrap_or_else(|e| panic!("the embedded print layout is broken: {e}"))
    })
}
