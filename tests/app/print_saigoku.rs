//! Saigoku printed material from its table files: aid, counters with stars and both values, markers,
//! and one scenario card per scenario on a card sheet with mirrored backs.

#![allow(clippy::disallowed_methods)] // reads the shipped scenario file to compare against

use crate::common;

use gunbai::print::{self, PrintOptions, What};

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-22".into(),
        scenario: Some("4".into()),
        ..Default::default()
    }
}

/// The game under test: the real ruleset when this build has it, else the stand-in with its tables.
fn game() -> std::sync::Arc<dyn gunbai::core::Game> {
    gunbai::games::load_embedded("saigoku").unwrap_or_else(|_| common::saigoku())
}

#[test]
fn saigoku_aid_has_rules_scenario_notes_and_placeholder_tables() {
    let g = game();
    let (pages, _, sizes, text) =
        common::inspect(&print::render(g.as_ref(), What::Aid, None, &opts()).unwrap());
    assert!(pages >= 2, "pages {pages}");
    assert!(!sizes.is_empty() && sizes.iter().all(|s| *s < 600_000));
    for want in [
        "西国之雄",
        "rule 4-1, 29.0",
        "rule 19",
        "rule 32",
        "大内氏灭亡",
        "Garrison and siege",
        "PLACEHOLDER",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
}

#[test]
fn saigoku_counters_have_names_stars_values_and_markers() {
    let g = game();
    let pdf = print::render(g.as_ref(), What::Counters, None, &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    let text = common::compact(&text);
    assert!(pages >= 2 && pages % 2 == 0, "pages {pages}");
    for want in [
        "毛利元就",
        "陶晴賢",
        "尼子晴久",
        "大内氏",
        "毛利氏",
        "−4",
        "durability",
        "包围",
        "籠城",
        "Inning",
        "Stage",
    ] {
        assert!(text.contains(want), "counters lack {want}");
    }
    // 毛利元就's front "strength-field-action" and the reduced back both appear.
    let rows = gunbai::tables::grid::Grid::load(g.files(), "counters.toml").unwrap();
    let r = rows.rows.iter().find(|r| r.key == "毛利元就").unwrap();
    let ix = |c: &str| rows.column_index(c).unwrap();
    let front = format!(
        "{}-{}-{}",
        r.cells[ix("strength")],
        r.cells[ix("field")],
        r.cells[ix("action")]
    );
    let back = format!(
        "{}-{}-{}",
        r.cells[ix("reduced")],
        r.cells[ix("field")],
        r.cells[ix("action")]
    );
    assert!(
        text.contains(&front) && text.contains(&back),
        "{front} / {back}"
    );
}

#[test]
fn saigoku_scenario_cards_one_per_scenario_with_backs() {
    let g = game();
    let pdf = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    // Each scenario's card, with continuation cards for long set-ups: fronts and backs in pairs.
    assert!(pages >= 2 && pages % 2 == 0, "{pages} pages");
    for want in [
        "1 折敷畑之战",
        "2 严岛合战",
        "3 郡山之戰",
        "4 大内氏灭亡",
        "innings",
        "毛利方",
        "scenario 4",
    ] {
        assert!(text.contains(want), "cards lack {want}");
    }
}

#[test]
fn saigoku_scenario_4_packup_qr_restores_the_session() {
    use gunbai::core::Setup;
    use gunbai::print::qr;
    use gunbai::session::Session;
    let g = game();
    let setup = Setup {
        scenario: Some("4".into()),
        players: 2,
        ..Default::default()
    };
    let s = Session::create(g.clone(), setup, Some(1557), None).unwrap();
    let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts()).unwrap();
    let (pages, _, _, text) = common::inspect(&pdf);
    assert!(pages >= 1 && text.contains("pack-up sheet"));
    let payload = qr::encode_payload(&s);
    let (w, dark) = qr::matrix(&payload).unwrap();
    let (side, px) = qr::raster(w, &dark, 2);
    let scanned = qr::decode_gray(side, side, &px).unwrap();
    let qr::Restored::Session(r) = qr::restore(&scanned, &common::any_loader).unwrap() else {
        panic!("expected the whole session")
    };
    assert_eq!(r.state_json(), s.state_json());
    assert_eq!(r.header, s.header);
}

/// Castles each army holds at the start of each scenario, from the scenario set-ups themselves.
/// (army key, marker name, side, castles) per scenario id.
type CastleCounts = Vec<(String, Vec<(String, String, String, usize)>)>;

fn castles_at_start() -> CastleCounts {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tables/saigoku/scenarios.toml"
    ))
    .unwrap();
    let v: toml::Value = toml::from_str(&text).unwrap();
    let mut out = Vec::new();
    for scen in v["scenario"].as_array().unwrap() {
        let armies = scen["army"].as_array().unwrap();
        let mut counts: Vec<(String, String, String, usize)> = Vec::new();
        for p in scen["place"].as_array().unwrap() {
            let a = armies
                .iter()
                .find(|a| a["id"].as_str() == p["army"].as_str())
                .unwrap();
            let id = a["id"].as_str().unwrap().to_string();
            let minor = a.get("table").and_then(|t| t.as_str()) == Some("minor");
            let name = if minor {
                "中小大名".to_string()
            } else {
                a["name"].as_str().unwrap().to_string()
            };
            let key = if minor {
                format!("minor-{}", a["side"].as_str().unwrap())
            } else {
                id
            };
            match counts.iter_mut().find(|c| c.0 == key) {
                Some(c) => c.3 += 1,
                None => counts.push((key, name, a["side"].as_str().unwrap().into(), 1)),
            }
        }
        out.push((scen["id"].as_str().unwrap().to_string(), counts));
    }
    out
}

#[test]
fn rule_33_2_enough_castle_markers_for_every_clan_and_minor_daimyo_in_each_scenario() {
    let g = gunbai::games::load_embedded("saigoku").unwrap();
    let counters =
        gunbai::print::content::counters(g.as_ref(), &g.sheets(), gunbai::core::Lang::Zh);
    let markers: Vec<_> = counters
        .iter()
        .filter(|c| c.front.top.starts_with('城'))
        .collect();
    for m in &markers {
        let back = m.back.as_ref().expect("both sides used");
        assert_eq!(
            back.name, "废城",
            "the back of a castle marker is the ruined side (21-1)"
        );
    }
    let copies = |name: &str| -> u32 {
        markers
            .iter()
            .filter(|c| c.front.name == name)
            .map(|c| c.copies)
            .sum()
    };
    let scen = castles_at_start();
    let s3 = &scen.iter().find(|(id, _)| id == "3").unwrap().1;
    let need = |name: &str| -> usize { s3.iter().filter(|c| c.1 == name).map(|c| c.3).sum() };
    assert_eq!((need("尼子氏"), need("大内氏")), (10, 7));
    // The issue counts 6 minor-daimyo castles in scenario 3 (the set-ups name 5): at least 6.
    assert!(copies("中小大名") as usize >= need("中小大名").max(6));
    assert!(copies("尼子氏") >= 10 && copies("大内氏") >= 7);
    for (id, counts) in &scen {
        for (_, name, _, n) in counts {
            // Minor daimyo markers are per side; compare the total with all sides' markers.
            let have = copies(name) as usize;
            let needed: usize = counts.iter().filter(|c| &c.1 == name).map(|c| c.3).sum();
            assert!(
                have >= needed,
                "scenario {id}: {have} {name} markers, {needed} castles ({n})"
            );
        }
    }
}

#[test]
fn rule_33_scenario_cards_carry_their_set_up_at_7_pt_without_repeats() {
    let g = gunbai::games::load_embedded("saigoku").unwrap();
    let o = opts();
    let pages = print::preview(g.as_ref(), What::Cards, None, &o).unwrap();
    for p in &pages {
        for s in &p.shapes {
            if let gunbai::print::pdf::Shape::Text { size_pt, text, .. } = s {
                assert!(*size_pt >= 6.99, "'{text}' at {size_pt} pt");
            }
        }
    }
    let pdf = print::render(g.as_ref(), What::Cards, None, &o).unwrap();
    let (_, _, _, text) = common::inspect(&pdf);
    let flat = common::compact(&text);
    let toml_text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tables/saigoku/scenarios.toml"
    ))
    .unwrap();
    let v: toml::Value = toml::from_str(&toml_text).unwrap();
    for scen in v["scenario"].as_array().unwrap() {
        for p in scen["place"].as_array().unwrap() {
            for u in p
                .get("units")
                .and_then(|u| u.as_array())
                .into_iter()
                .flatten()
            {
                // Printed as on the counters (issue 22 point 8: one form per game).
                let u = u.as_str().unwrap();
                let u = v["aliases"].get(u).and_then(|a| a.as_str()).unwrap_or(u);
                assert!(
                    flat.contains(u),
                    "scenario {}: {u} not on its card",
                    scen["id"]
                );
            }
        }
    }
    // No line twice on one scenario's cards.
    for c in gunbai::print::content::cards(
        g.as_ref(),
        &g.sheets(),
        &Default::default(),
        gunbai::core::Lang::En,
    ) {
        let mut seen = std::collections::BTreeSet::new();
        for l in &c.front.lines {
            assert!(
                seen.insert(l.to_lowercase()),
                "{}: '{l}' twice",
                c.front.title
            );
        }
        assert_eq!(
            c.front
                .lines
                .iter()
                .filter(|l| l.to_lowercase().contains("sets up first"))
                .count(),
            1,
            "{}",
            c.front.title
        );
    }
}

#[test]
fn rule_print_saigoku_aid_tables_in_players_words_one_placeholder_note_tables_first() {
    let g = gunbai::games::load_embedded("saigoku").unwrap();
    let pdf = print::render(g.as_ref(), What::Aid, None, &opts()).unwrap();
    let (_, _, _, text) = common::inspect(&pdf);
    let flat = common::compact(&text);
    assert_eq!(
        flat.matches("PLACEHOLDER").count(),
        1,
        "one placeholder note for all tables"
    );
    for id in ["ouchi", "level-0", "assault-drm"] {
        assert!(!text.contains(id), "internal id '{id}' on paper");
    }
    assert_eq!(flat.matches("Scoring").count(), 1, "scoring printed once");
    // Combat results and terrain come before the rules text.
    let crt = flat
        .find("战斗结果表")
        .or_else(|| flat.find("combatresults"));
    let terrain = flat.find("地形").unwrap();
    let actions = flat.find("Actions").unwrap();
    assert!(
        crt.unwrap() < actions && terrain < actions,
        "tables up front"
    );
    // No table text under 7 pt, no heading outside its bar.
    let pages = print::preview(g.as_ref(), What::Aid, None, &opts()).unwrap();
    for p in &pages {
        for s in &p.shapes {
            if let gunbai::print::pdf::Shape::Text { size_pt, text, .. } = s {
                assert!(*size_pt >= 6.4, "'{text}' at {size_pt} pt");
            }
        }
    }
}

/// Issue 20: the aid's result tables are headed in the reader's language: each table's title and the
/// names of its axes come from the game's catalogue (`Game::grid_words`), not the file's English.
#[test]
fn issue_20_saigoku_aid_tables_are_headed_in_the_readers_language() {
    use gunbai::core::Lang;
    let g = gunbai::games::load_embedded("saigoku").unwrap();
    for lang in [Lang::Zh, Lang::Ja] {
        // Without a scenario: its set-up blurb is the scenario table's own text (not a table's).
        let o = PrintOptions {
            lang,
            scenario: None,
            ..opts()
        };
        let (_, _, _, text) =
            common::inspect(&print::render(g.as_ref(), What::Aid, None, &o).unwrap());
        let flat = common::compact(&text);
        // Not a Latin word left on the aid: the tables' columns, rows and cells are in words too.
        let latin = gunbai::core::text::latin_words(&text, &[]);
        assert!(latin.is_empty(), "{lang:?}: {latin:?}");
        for id in [
            "crt",
            "terrain",
            "siege",
            "siege-event",
            "surrender",
            "garrison-limit",
            "ouchi-activation",
            "replacement-mori",
        ] {
            let (_, grid) = gunbai::tables::grid::Grid::find(g.files(), id).unwrap();
            let w = g.grid_words(&grid);
            for m in [&w.title, &w.rows, &w.columns] {
                let said = common::compact(&g.say(m, lang));
                assert!(flat.contains(&said), "{id} {lang:?}: '{said}' not printed");
            }
            // The file's own English axis names are not what this reader gets.
            for english in [&grid.row_axis, &grid.column_axis] {
                if english.contains(' ') {
                    assert!(
                        !flat.contains(&common::compact(english)),
                        "{id} {lang:?}: '{english}' printed"
                    );
                }
            }
        }
    }
}
