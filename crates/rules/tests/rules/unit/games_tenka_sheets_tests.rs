// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{CounterSpec, FaceSpec, Msg, Row, Section, Sheets};
    pub(super) use gunbai_rules::games::tenka::data::TenkaData;
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_rules::games::tenka::sheets::*;

#[test]
fn rule_1_the_board_section_lists_every_region_with_its_points() {
    let data = TenkaData::load(&gunbai_rules::tables::TableFiles::embedded(
        gunbai_rules::games::tenka::ID,
        gunbai_rules::games::tenka::TABLES,
    ))
    .expect("the shipped map loads");
    let s = sheets(&data);
    let board = s.aid_part("board").expect("a board section");
    let table = board
        .rows
        .iter()
        .find_map(|r| match r {
            Row::Table { rows, .. } => Some(rows),
            _ => None,
        })
        .expect("a table of regions");
    assert_eq!(table.len(), data.regions.len());
    for (row, r) in table.iter().zip(&data.regions) {
        assert_eq!(row[0], Msg::plain(r.id.clone()));
        assert_eq!(row[1], Msg::plain(r.points.to_string()));
    }
    // Rule 3-2: 5 attack and 5 defence chips.
    assert_eq!(
        s.counters
            .iter()
            .filter(|c| c.front.top == Some(msg!("print-tenka-attack")))
            .count(),
        5
    );
}
