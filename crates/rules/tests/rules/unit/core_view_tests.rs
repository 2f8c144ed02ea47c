// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::msg::Msg;
    pub(super) use serde::{Deserialize, Serialize};
}
use tested_imports::*;

use gunbai_rules::core::Lang;
use gunbai_rules::core::view::*;

/// Issue 23 (frame time): a view said once reads, message for message, as the view said each frame.
#[test]
fn issue_23_a_said_view_holds_every_message_as_it_reads_in_the_language() {
    let place = Place {
        name: "熊本城".into(),
        owner: Some(Msg::rule("6.1")),
        markers: vec![Msg::ruling(2)],
        pieces: vec![Piece {
            name: "西乡隆盛".into(),
            side: Some(Msg::rule("7.0")),
            marks: vec![Msg::plain("★")],
            ..Default::default()
        }],
        ..Default::default()
    };
    let v = View {
        sections: vec![Section {
            title: Msg::rule("5.0"),
            rule: None,
            rows: vec![
                Row::Line(Msg::ruling(1)),
                Row::Value {
                    label: Msg::rule("4.0"),
                    value: Msg::plain("3"),
                },
                Row::Place(place),
                Row::Formula {
                    label: Msg::rule("6.2"),
                    terms: vec![(Msg::ruling(3), 2)],
                    total: 2,
                    rule: None,
                },
                Row::Table {
                    header: vec![Msg::rule("8.0")],
                    rows: vec![vec![Msg::ruling(4)]],
                },
            ],
        }],
        legend: vec![("★".into(), Msg::ruling(5))],
    };
    for lang in Lang::ALL {
        let said = v.clone().said(|m| m.render(lang));
        let before: Vec<String> = v.messages().iter().map(|m| m.render(lang)).collect();
        let after: Vec<String> = said.messages().iter().map(|m| m.render(lang)).collect();
        assert_eq!(before, after, "{lang:?}");
        assert_eq!(after.len(), 13);
        assert!(
            said.messages().iter().all(|m| matches!(m, Msg::Plain(_))),
            "every message is said"
        );
    }
}
