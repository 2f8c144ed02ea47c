use gunbai_rules::core::Lang;
use gunbai_rules::core::msg::Msg;
use gunbai_rules::core::ruleset::table_now_from_views;
use gunbai_rules::core::view::{Piece, Place, Row, Section, View};

fn board(owner: &str, pieces: &[&str], turn: i64) -> View {
    let place = Place {
        name: "熊本城".into(),
        owner: Some(Msg::plain(owner)),
        pieces: pieces
            .iter()
            .map(|n| Piece {
                name: n.to_string(),
                ..Piece::default()
            })
            .collect(),
        ..Place::default()
    };
    let quiet = Place {
        name: "鹿児島".into(),
        ..Place::default()
    };
    View {
        sections: vec![Section {
            rows: vec![
                Row::Track {
                    label: gunbai_rules::msg!("core-key-dice"),
                    value: turn,
                    max: None,
                },
                Row::Place(place),
                Row::Place(quiet),
            ],
            ..Section::default()
        }],
        ..View::default()
    }
}

/// Issue 25, the default of `table_now` for a game with no words of its own: forward, neutral
/// lines naming the places and tracks of the board that changed (never the undo hints reversed,
/// which read "put … back"); one "as the board shows" line when the state changed but the board
/// did not; nothing when nothing changed. Every line reads in 中文, English and 日本語.
#[test]
fn issue_25_default_table_now_names_the_changed_places_and_tracks_and_never_reads_backwards() {
    let before = board("西郷軍", &["6番大隊"], 1);
    let after = board("政府軍", &["6番大隊", "熊本鎮台"], 2);
    let now = table_now_from_views(&before, &after, true);
    assert_eq!(now.len(), 2, "{now:?}");
    let en: Vec<String> = now.iter().map(|m| m.render(Lang::En)).collect();
    assert!(
        en[0].contains("熊本城") && !en[0].contains("鹿児島"),
        "{en:?}"
    );
    assert!(en[1].contains("dice"), "{en:?}");
    for m in &now {
        assert_eq!(m.unknown_id(), None);
        for lang in [Lang::En, Lang::Zh, Lang::Ja] {
            let t = m.render(lang);
            assert!(!t.contains("core-now") && !t.contains("{"), "{t}");
            assert!(
                !t.to_lowercase().contains("back") && !t.contains("戻") && !t.contains("放回"),
                "{t}"
            );
        }
    }
    // The state changed, the board did not: one neutral line.
    let same = table_now_from_views(&before, &before, true);
    assert_eq!(same.len(), 1);
    assert!(same[0].render(Lang::En).contains("as the board shows"));
    // Nothing changed: nothing to do.
    assert!(table_now_from_views(&before, &before, false).is_empty());
}
