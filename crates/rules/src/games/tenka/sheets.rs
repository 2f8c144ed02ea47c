//! What Tenka Fubu prints from its data (issue 20: the printer takes validated data, never the table
//! files): the sheet of chips, control tiles and troop pieces, and the aid's board section (regions
//! and their points, rule 1).

use crate::core::{CounterSpec, FaceSpec, Msg, Row, Section, Sheets};
use crate::msg;

use super::data::TenkaData;

const BLACK: &str = "#1a1a1a";
const WHITE: &str = "#f7f7f7";
const WOOD: &str = "#cca66b";

/// Control-tile colours in play order: red, blue, yellow, green (base set), purple, orange (expansion).
fn tiles() -> [(&'static str, Msg); 6] {
    [
        ("#c72929", msg!("print-tenka-red")),
        ("#294fc7", msg!("print-tenka-blue")),
        ("#d9ab00", msg!("print-tenka-yellow")),
        ("#29963d", msg!("print-tenka-green")),
        ("#823dab", msg!("print-tenka-purple")),
        ("#e67814", msg!("print-tenka-orange")),
    ]
}

pub fn sheets(data: &TenkaData) -> Sheets {
    let mut counters = Vec::new();
    // Attack chips (black): value face and a back for placing face down (rule 3-2).
    for v in [3, 2, 1, 0, 0] {
        counters.push(CounterSpec::new(
            FaceSpec::new(BLACK, v.to_string())
                .top(msg!("print-tenka-attack"))
                .bottom(msg!("print-tenka-chip")),
            Some(
                FaceSpec::said(BLACK, msg!("print-tenka-attack-mark"))
                    .top(msg!("print-tenka-attack")),
            ),
        ));
    }
    for v in [2, 1, 1, 1, 1] {
        counters.push(CounterSpec::new(
            FaceSpec::new(WHITE, v.to_string())
                .top(msg!("print-tenka-defence"))
                .bottom(msg!("print-tenka-chip")),
            Some(
                FaceSpec::said(WHITE, msg!("print-tenka-defence-mark"))
                    .top(msg!("print-tenka-defence")),
            ),
        ));
    }
    // Control tiles: 6 per colour (5–6 players use purple and orange from the expansion).
    for (bg, name) in tiles() {
        let face = FaceSpec::said(bg, name).top(msg!("print-tenka-tile"));
        counters.push(CounterSpec::new(face.clone(), Some(face)).copies(6));
    }
    // Troop pieces: one uncoloured pool of 10 (the rules' maximum).
    let troop = FaceSpec::said(WOOD, msg!("print-tenka-troop"));
    counters.push(CounterSpec::new(troop.clone(), Some(troop)).copies(10));

    let mut rows = vec![
        Row::Line(msg!("print-tenka-board-intro")),
        Row::Table {
            header: vec![msg!("print-tenka-region"), msg!("print-tenka-points")],
            rows: data
                .regions
                .iter()
                .map(|r| vec![Msg::plain(r.id.clone()), Msg::plain(r.points.to_string())])
                .collect(),
        },
    ];
    if let Some(t) = &data.three_point_region {
        rows.push(Row::Line(msg!(
            "print-tenka-three-point",
            region = t.as_str()
        )));
    }
    if data.map_placeholder {
        rows.push(Row::Line(msg!("print-tenka-board-placeholder")));
    }
    Sheets {
        counters,
        counter_legend: vec![msg!("print-tenka-legend")],
        cards: Vec::new(),
        aid: vec![(
            "board".into(),
            Section {
                title: msg!("print-tenka-board"),
                rule: Some("1".into()),
                rows,
            },
        )],
    }
}
