//! Seinan through the GUI (egui_kittest, no display): new session → march roll typed as 1 → 2 points
//! (rule 5.0) → log → undo.

#![allow(clippy::disallowed_methods)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gunbai::gui::GunbaiApp;

fn harness(home: &std::path::Path) -> Harness<'static, GunbaiApp> {
    crate::kit::app_harness(home, 1600.0, 1100.0)
}

/// Clicks "New session" on the 西南战争 card (the button under its title).
fn new_seinan_session(h: &mut Harness<'static, GunbaiApp>) {
    crate::kit::new_session_on_card(h, "西南战争");
}

#[test]
fn rule_5_0_seinan_typed_one_counts_as_two_march_points() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    h.get_by_label("西南战争");
    new_seinan_session(&mut h);
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert!(
        h.query_by_label_contains("Turn 1 · 西乡军 player turn")
            .is_some()
    );
    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("1").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.error, None);
    assert_eq!(v.session.position(), 1);
    assert_eq!(
        v.last.as_ref().unwrap().result["march_points"],
        2,
        "rule 5.0: a 1 counts as 2"
    );
    // The result strip says what happens in the ruleset's words.
    let words = {
        let v = h.state().session.as_ref().unwrap();
        v.session.game.outcome_text(v.last.as_ref().unwrap()).en()
    };
    h.get_by_label(&format!("→ {words}"));
    // The Seinan panel shows 2 of 2 points left.
    h.get_by_label("2 / 2");
    assert!(
        h.state().session.as_ref().unwrap().session.log()[0]
            .lines
            .iter()
            .any(|l| l.contains("2"))
    );
    h.get_by_label("↶ Undo").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.session.position(), 0);
    assert!(v.session.log()[0].undone);
    assert!(
        h.query_by_label("2 / 2").is_none(),
        "the march points are gone after undo"
    );
}

#[test]
fn table_editor_refuses_a_broken_map_and_saves_a_good_one() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    h.get_by_label("▦ Tables").click();
    h.run();
    h.get_by_label("西南战争").click();
    h.run();
    // Tables are listed by name in words, not by file name.
    h.get_by_label("★ Map").click();
    h.run();
    h.get_by_label("Edit as text").click();
    h.run();
    // A road to a town that does not exist: the whole game is loaded before saving, so it is refused;
    // a good edit is saved as the players' override.
    let saved = home.path().join("tables/seinan/map.toml");
    crate::kit::table_edit_refused_then_saved(
        &mut h,
        &saved,
        "[[links]]\na = \"熊本\"\nb = \"京都\"\n",
    );
}

/// Sets a text key of the open action form (as picking from a combo would).
fn set_field(h: &mut Harness<'static, GunbaiApp>, key: &str, value: &str) {
    let v = h.state_mut().session.as_mut().unwrap();
    let form = &mut v.open.as_mut().expect("an action form is open").form;
    form.values.insert(
        key.into(),
        gunbai::gui::form::FieldValue::Text(value.into()),
    );
}

#[test]
fn rule_9_1_siege_through_the_gui_shows_the_battle_panel() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_seinan_session(&mut h);
    h.run();
    // Optional setup: Saigo group ① starts in 熊本 (typed as key=value).
    h.state_mut().home.options_text = "saigo-group1-box=熊本".into();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("6").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    h.get_by_label("6 / 6");
    for unit in ["6番大队", "7番大队"] {
        h.get_by_label("March").click();
        h.run();
        set_field(&mut h, "kind", "c");
        // Units and boxes are picked from the lists under the fields.
        h.get_by_label(unit).click();
        h.run();
        if unit == "6番大队" {
            // Tapping the box on the map fills the destination too.
            h.get_by_label("map 熊本城").click();
        } else {
            h.get_by_label("熊本城").click();
        }
        h.run();
        h.get_by_label("Submit").click();
        h.run();
        assert_eq!(h.state().session.as_ref().unwrap().error, None);
    }
    h.get_by_label("End march phase").click();
    h.run();
    // An action without inputs submits in one click.
    h.get_by_label("Battle at 熊本城").click();
    h.run();
    h.get_by_label("Submit").click();
    h.run();
    // The battle panel: siege, round order, one die per rolling unit.
    h.get_by_label("Siege of 熊本城 (rule 9.1)");
    assert!(
        h.query_by_label_contains("round 1 · 1. 明治政府军 attacks")
            .is_some()
    );
    let labels: Vec<String> = h
        .query_all_by_label_contains("⚀")
        .map(|n| format!("{n:?}"))
        .collect();
    assert!(labels.iter().any(|l| l.contains("⚀ 6番大队")), "{labels:?}");
    // The government attacks first with its two units: type 5 and 2.
    h.get_by_label("明治政府军 attacks (2 dice)").click();
    h.run();
    // Odds (off by default): the attack procedure with the two rolling government units, siege rules.
    // The ruleset words the odds ("2 hits"), the same words as the result.
    assert!(h.query_by_label_contains("2 hits").is_none());
    h.state_mut().settings.show_odds = true;
    h.run();
    assert!(
        h.query_by_label_contains("2 hits").is_some(),
        "odds for 2 dice"
    );
    assert!(h.query_by_label_contains("3 hits").is_none());
    h.key_press(egui::Key::Num5);
    h.key_press(egui::Key::Num2);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.error, None);
    assert_eq!(v.last.as_ref().unwrap().rolls, vec![5, 2]);
    // rule 6.2: the 5 hits, the 2 does not; the result strip says so in the ruleset's words.
    let words = v.session.game.outcome_text(v.last.as_ref().unwrap()).en();
    assert!(words.contains('1'), "{words}");
    h.get_by_label(&format!("→ {words}"));
    // The same screen in 简体中文 (kittest fails on any glyph the embedded font lacks).
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    h.get_by_label("行军点");
    h.get_by_label("胜利条件（规则 8.0）");
    // And in 日本語 (issue 20): the panel's words come from the ruleset's view and catalogue.
    h.state_mut().settings.lang = gunbai::gui::Lang::Ja;
    h.run();
    h.get_by_label("行軍ポイント");
    h.get_by_label("勝利条件（ルール 8.0）");
    h.get_by_label("熊本城 の攻城戦（ルール 9.1）");
    assert!(
        h.query_all_by_label_contains("1. 明治政府軍が攻撃")
            .next()
            .is_some()
    );
}

/// Issue 20: the Seinan panel draws the ruleset's view; it never downcasts to the game's state or data.
#[test]
fn issue_20_the_seinan_panel_does_not_downcast() {
    let src = include_str!("../../src/gui/games/seinan.rs");
    for banned in ["as_any", "downcast", "games::seinan::"] {
        assert!(!src.contains(banned), "the panel uses {banned}");
    }
}

#[test]
fn print_screen_makes_a_pdf_of_the_open_session() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_seinan_session(&mut h);
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    h.get_by_label("Print").click();
    h.run();
    h.get_by_label("Pack-up sheet (QR)").click();
    h.run();
    // The preview shows the first page of exactly this job.
    let (_, preview) = h.state().print.preview.clone().expect("a preview");
    let page = preview.expect("the preview renders");
    assert!(page.shapes.iter().any(
        |s| matches!(s, gunbai::print::pdf::Shape::Text { text, .. } if text.contains("西南战争"))
    ));
    // No viewer in a test run.
    h.get_by_label("Open the PDF when done").click();
    h.run();
    assert!(!h.state().print.open_after);
    h.get_by_label("Make PDF").click();
    h.run();
    let (msg, err) = h.state().print.status.clone().unwrap();
    assert!(!err, "{msg}");
    let pdf = std::fs::read(home.path().join("print/seinan-packup.pdf")).expect(&msg);
    assert!(pdf.starts_with(b"%PDF"));
    // Back returns to the session.
    h.get_by_label("◀ Back").click();
    h.run();
    assert_eq!(h.state().screen, gunbai::gui::Screen::Session);
}

#[test]
fn pack_up_qr_text_imports_into_a_new_session() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_seinan_session(&mut h);
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("1").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    let (_, text) =
        gunbai::print::qr::encode(&h.state().session.as_ref().unwrap().session).unwrap();
    let original = h.state().session.as_ref().unwrap().session.path.clone();
    h.get_by_label("◀ Home").click();
    h.run();
    h.state_mut().home.import_path = text;
    h.run();
    h.get_by_label("Import").click();
    h.run();
    let v = h.state().session.as_ref().expect("imported session open");
    assert_ne!(v.session.path, original, "imported as a new file");
    assert_eq!(v.session.position(), 1);
    h.get_by_label("2 / 2");
    // Issue 21 point 6: in Resume the import reads as its original (game, scenario, turn), with a
    // small note.
    let recent = gunbai::gui::home::scan_sessions(h.state());
    assert_eq!(recent.len(), 2, "{recent:?}");
    let (a, b) = (&recent[0], &recent[1]);
    assert_eq!(
        (&a.game, &a.scenario, &a.turn, &a.error),
        (&b.game, &b.scenario, &b.turn, &b.error)
    );
    let notes: Vec<String> = recent
        .iter()
        .map(|r| gunbai::gui::home::session_name(&r.path, gunbai::gui::Lang::En))
        .collect();
    assert!(
        notes.contains(&"Imported from a pack-up sheet".to_string()),
        "{notes:?}"
    );
    assert!(notes.contains(&String::new()), "{notes:?}");
}

#[test]
fn rule_5_0_procedures_panel_resolves_without_a_session() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    h.get_by_label("⚅ Procedures").click();
    h.run();
    h.get_by_label("西南战争").click();
    h.run();
    h.get_by_label("March points").click();
    h.run();
    h.get_by_label("Show odds").click();
    h.run();
    h.get_by_label("1").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    // The outcome in the ruleset's words, in the result strip.
    let words = {
        let app = h.state();
        let Some(Ok(r)) = &app.procedures.result else {
            panic!("a result")
        };
        app.load("seinan").unwrap().outcome_text(r).en()
    };
    h.get_by_label(&format!("→ {words}"));
    // A 1 counts as 2, so 2 march points has odds 2/6.
    h.get_by_label("33.3%");
    assert!(h.state().session.is_none(), "no session was created");
}

#[test]
fn procedures_panel_refuses_a_typed_face_the_procedure_does_not_use() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    h.get_by_label("⚅ Procedures").click();
    h.run();
    h.get_by_label("西南战争").click();
    h.run();
    h.get_by_label("March points").click();
    h.run();
    // Two faces typed for a one-die procedure: refused as on the command line, not dropped.
    h.get_by_label("3").click();
    h.run();
    h.get_by_label("5").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    assert!(
        h.query_by_label_contains("2 die faces given but this used 1")
            .is_some(),
        "the extra face is refused"
    );
    assert!(h.query_by_label_contains("march_points").is_none());
}

/// Issue 11 point 4: the Procedures screen in 中文 — the procedure's title, its dice, its fields' helps
/// and a refusal (a face typed too many) all read in 中文.
#[test]
fn point_4_procedures_screen_in_chinese_with_a_refusal_in_chinese() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    h.get_by_label("⚅ 程序速查").click();
    h.run();
    h.get_by_label("西南战争").click();
    h.run();
    h.get_by_label("攻击（每个单位一颗骰子，4–6 命中）").click();
    h.run();
    h.get_by_label("攻击（每个单位一颗骰子，4–6 命中） · 规则 6.2 · 每个单位一颗骰子");
    h.get_by_label("掷骰的单位数（西乡隆盛不计入）");
    for f in ["3", "5"] {
        h.get_by_label(f).click();
        h.run();
    }
    h.get_by_label("✔ 提交").click();
    h.run();
    // No rolling units given (0): neither face is used.
    h.get_by_label("骰子：输入了 2 个骰子点数，但此处只用到 0 个");
    let all: Vec<String> = h
        .query_all(egui_kittest::kittest::by())
        .filter_map(|n| {
            use egui_kittest::kittest::NodeT;
            n.accesskit_node().label().map(|l| l.to_string())
        })
        .collect();
    assert!(
        !all.iter()
            .any(|t| t.contains("die face") || t.contains("rolling units")),
        "{all:?}"
    );
}

/// The town boxes' rectangles on screen (their click targets, "map 熊本"), by town.
fn town_boxes(h: &Harness<'static, GunbaiApp>, towns: &[String]) -> Vec<(String, egui::Rect)> {
    towns
        .iter()
        .map(|t| (t.clone(), h.get_by_label(&format!("map {t}")).rect()))
        .collect()
}

/// Issue 11 (the map at 1024 px): no two town boxes of the map diagram overlap at 1024×768, 1280×800 or
/// 1600×1000 (熊本 used to sit on 久留米 and 熊本城), and every box is inside the left column.
#[test]
fn map_boxes_never_overlap_at_three_window_sizes() {
    let g = gunbai::games::load_embedded("seinan").unwrap();
    // The towns as the board view lists them (no downcast to the game's data).
    let towns: Vec<String> = {
        let s = g.setup(&Default::default()).unwrap();
        let v = g.view(&s);
        gunbai::gui::games::seinan::map_places(&v)
            .unwrap()
            .iter()
            .map(|p| p.name.clone())
            .collect()
    };
    assert!(towns.contains(&"熊本".to_string()) && towns.len() > 10);
    for (w, hgt) in [(1024.0, 768.0), (1280.0, 800.0), (1600.0, 1000.0)] {
        let home = tempfile::tempdir().unwrap();
        let s =
            gunbai::session::Session::create(g.clone(), Default::default(), Some(1), None).unwrap();
        let mut app = GunbaiApp::in_data_dir(home.path());
        app.session = Some(gunbai::gui::session_view::SessionView::new(s));
        app.screen = gunbai::gui::Screen::Session;
        let mut h = crate::kit::harness(app, w, hgt);
        h.run();
        let boxes = town_boxes(&h, &towns);
        let column = h
            .query_all_by_label("Game state")
            .next()
            .map(|n| n.rect())
            .unwrap();
        for (i, (a, ra)) in boxes.iter().enumerate() {
            assert!(ra.width() > 20.0 && ra.height() > 15.0, "{a}: {ra:?}");
            assert!(
                ra.right() < w * 0.5 && ra.left() >= column.left() - 1.0,
                "{a} outside the left column at {w}: {ra:?}"
            );
            for (b, rb) in &boxes[i + 1..] {
                assert!(
                    !ra.intersects(*rb),
                    "at {w}×{hgt}: {a} {ra:?} overlaps {b} {rb:?}"
                );
            }
        }
    }
}

/// The same check without a screen, over every width the left column can have (the layout is pure).
#[test]
fn map_layout_keeps_boxes_apart_at_every_panel_width() {
    use gunbai::gui::games::seinan::{MAP_FIT, map_nodes, map_places};
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let s = g.setup(&Default::default()).unwrap();
    let v = g.view(&s);
    let nodes = map_nodes(map_places(&v).unwrap());
    // Chips in the boxes: 鹿儿岛 holds 西乡军, so its box is the tall one.
    assert!(nodes.iter().any(|n| n.size.y > 30.0));
    crate::kit::assert_map_boxes_apart(&nodes, &MAP_FIT);
}
