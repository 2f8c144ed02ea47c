//! The real Shogun ruleset prints its player aid (round structure, actions and costs, events with rice
//! losses, the winter table, scoring), spare markers, the card sheets and a pack-up sheet.

#![allow(clippy::disallowed_methods)] // the optional PRINT_DUMP copy for looking at the PDFs

use gunbai::core::{ActionCall, Setup};
use gunbai::games;
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

use crate::common;

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-23".into(),
        ..Default::default()
    }
}

#[test]
fn rule_9_shogun_aid_prints_actions_events_winter_and_scoring() {
    let g = games::load_embedded("shogun").unwrap();
    let pdf = print::render(g.as_ref(), What::Aid, None, &opts()).unwrap();
    if let Ok(dir) = std::env::var("PRINT_DUMP") {
        std::fs::write(format!("{dir}/shogun-aid.pdf"), &pdf).unwrap();
    }
    let (pages, _, _, text) = common::inspect(&pdf);
    assert!(pages >= 1);
    let text = common::compact(&text);
    for want in [
        "Sequenceofplay",
        "rule5.5",
        "rule8",
        "rule9,10",
        "Buildcastle",
        "Recruit5armies",
        "E11",
        "Collectricegivesatmost3",
        // The winter table rows from tables/shogun/game.toml.
        "3–4",
        "7+",
        "mostcastlesinaregion",
        "PLACEHOLDERS",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
    // Every event's winter loss is printed: E6 loses 7 rice.
    assert!(text.contains("−7"));
}

#[test]
fn shogun_cards_counters_and_packup() {
    let g = games::load_embedded("shogun").unwrap();
    let pdf = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap();
    if let Ok(dir) = std::env::var("PRINT_DUMP") {
        std::fs::write(format!("{dir}/shogun-cards.pdf"), &pdf).unwrap();
    }
    let (pages, _, _, text) = common::inspect(&pdf);
    assert!(pages >= 1);
    let text = common::compact(&text);
    // 10 action cards, 5 special cards, 12 event cards.
    for want in [
        "A1",
        "A10",
        "Warandmove(2)",
        "Defence+1cube",
        "E1·",
        "E12·",
        "winter−7",
    ] {
        assert!(text.contains(want), "cards lack {want}");
    }
    let (_, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &opts()).unwrap());
    assert!(common::compact(&text).contains("revolt"));
    let mut s = Session::create(
        g.clone(),
        Setup {
            players: 4,
            ..Setup::default()
        },
        Some(3),
        None,
    )
    .unwrap();
    s.act(ActionCall::new("prime-tower"), &[], true).unwrap();
    let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts()).unwrap();
    let (_, _, _, text) = common::inspect(&pdf);
    assert!(
        common::compact(&text).contains("Yamato"),
        "the pack-up lists the board"
    );
}
