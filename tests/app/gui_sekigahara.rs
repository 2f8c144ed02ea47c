//! Sekigahara through the GUI (egui_kittest, no display): draw cards until 家康行动, finish it, and see the
//! reshuffle in the log (rule 4.1(4)); the card panel shows the text in force; undo asks before taking
//! back a drawn card.

#![allow(clippy::disallowed_methods)]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gunbai::gui::GunbaiApp;

fn harness(home: &std::path::Path) -> Harness<'static, GunbaiApp> {
    crate::kit::app_harness(home, 1600.0, 1400.0)
}

fn click(h: &mut Harness<'static, GunbaiApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The app dice of these tests: a seed whose first app faces are these (the draw is the app's to
/// make: a card draw takes no typed faces, rule 4.1, issue 25; the seed is searched, not assumed).
const FACES: [u8; 4] = [1, 3, 1, 1];

fn seed_for_faces() -> u64 {
    (0..200_000u64)
        .find(|&seed| {
            FACES
                .iter()
                .enumerate()
                .all(|(i, f)| gunbai::core::SeededDice::face_at(seed, i as u64) == *f)
        })
        .expect("a seed with these first faces")
}

/// Opens "Draw a card" and lets the app draw with its next two dice (`a`, `b` are the faces the seed
/// gives, said for the reader; the draw shows no dice tray: issue 21 point 3).
fn draw(h: &mut Harness<'static, GunbaiApp>, a: &str, b: &str) {
    let _ = (a, b);
    click(h, "Draw a card");
    click(h, "▶ Draw the card");
}

/// A new 关原 session from its home card, set up and in play.
fn playing(home: &std::path::Path) -> Harness<'static, GunbaiApp> {
    let mut h = harness(home);
    h.run();
    crate::kit::new_session_on_card(&mut h, "关原大作战");
    h.run();
    h.state_mut().home.seed_text = seed_for_faces().to_string();
    click(&mut h, "▶ Start");
    click(&mut h, "▶ Begin play");
    h
}

#[test]
fn rule_4_1_4_draw_until_ieyasu_acts_and_see_the_reshuffle_in_the_log() {
    let home = tempfile::tempdir().unwrap();
    let mut h = playing(home.path());
    assert!(
        h.get_all_by_label_contains("Draw a card (14 in the draw pile)")
            .next()
            .is_some()
    );
    // The pile is kept in card order: dice 1,3 read 2 → the third card, 德川秀忠.
    draw(&mut h, "1", "3");
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.error, None);
    assert_eq!(v.last.as_ref().unwrap().result["card"], "德川秀忠");
    // The card panel shows the drawn card large with its text (Japanese text by default).
    h.get_by_label("徳川秀忠 · 东军");
    h.get_by_label("East: 德川秀忠 may act.");
    // No inputs and no dice: one click submits it.
    click(&mut h, "Finish the card");
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(
        (v.error.clone(), v.session.position()),
        (None, 2),
        "{:?}",
        v.session
            .log()
            .iter()
            .map(|l| l.lines.clone())
            .collect::<Vec<_>>()
    );
    // Dice 1,1 → the first card of the 13 left: 家康行动.
    draw(&mut h, "1", "1");
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(
        v.error,
        None,
        "{:?}",
        v.session
            .log()
            .iter()
            .map(|l| (l.dice.clone(), l.lines.clone()))
            .collect::<Vec<_>>()
    );
    h.get_by_label("家康動く · 东军");
    // No inputs and no dice: one click submits it.
    click(&mut h, "Finish the card");
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.error, None);
    let log = v.session.log();
    assert!(
        log.last()
            .unwrap()
            .lines
            .iter()
            .any(|l| l.contains("Reshuffle") && l.contains("14 cards")),
        "{:?}",
        log.last().unwrap().lines
    );
    assert!(
        h.query_all_by_label_contains("Reshuffle: every discard")
            .next()
            .is_some()
    );
    assert!(
        h.get_all_by_label_contains("Draw a card (14 in the draw pile)")
            .next()
            .is_some()
    );
    // Undo past the reshuffle, then past the draw: the draw asks for confirmation first.
    click(&mut h, "↶ Undo");
    click(&mut h, "↶ Undo");
    assert!(h.state().session.as_ref().unwrap().confirm_undo.is_some());
}

/// A shadow-deck session opened in the GUI: the attack form shows the strengths the dice need (the siege
/// modifier applied), the check form the subversion and intimidation targets.
#[test]
fn rule_7_2_attack_dialog_shows_the_siege_strengths_before_the_roll() {
    use gunbai::core::{ActionCall, Setup};
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("s.gunbai");
    let g = gunbai::games::load_embedded("sekigahara").unwrap();
    let mut setup = Setup::default();
    setup.options.insert("deck".into(), "shadow".into());
    let mut s = gunbai::session::Session::create(g, setup, Some(3), Some(path.clone())).unwrap();
    s.act(
        ActionCall::new("draw").with("cards", vec!["宇喜多秀家"]),
        &[],
        false,
    )
    .unwrap();
    drop(s);
    let mut h = harness(home.path());
    h.state_mut().open_session(&path);
    h.run();
    h.get_by_label("宇喜多秀家 · 西军");
    click(&mut h, "Attack");
    {
        let v = h.state_mut().session.as_mut().unwrap();
        let f = &mut v.open.as_mut().unwrap().form;
        for (k, val) in [
            ("commander", "宇喜多秀家"),
            ("group", "宇喜多①"),
            ("target", "安浓津"),
        ] {
            if let Some(gunbai::gui::form::FieldValue::Text(t)) = f.values.get_mut(k) {
                *t = val.to_string();
            }
        }
    }
    h.run();
    // Siege of 安浓津 (rule 7.2(2)): 4 − 2 = 2 and 3 − 2 = 1.
    h.get_by_label_contains("hits on a roll at or under");
    h.get_by_label("2  1");
}

/// Issue 11 points 2, 4 and 6 for 关原: the set-up checklist names the set-aside cards as the card text in
/// force spells them (rule 4.2) and reads in 中文; the prompt is in 中文. (The legend's words are checked
/// in the rules crate: `legend_names_every_symbol_both_languages`.)
#[test]
fn rule_3_0_checklist_and_prompt_in_chinese() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    crate::kit::new_session_on_card(&mut h, "关原大作战");
    h.run();
    click(&mut h, "▶ Start");
    // The checklist: Japanese card text by default, so 家康出馬 (not 家康出马) is set aside.
    assert!(h.get_all_by_label_contains("家康出馬").next().is_some());
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    assert!(
        h.get_all_by_label_contains("调略标记：自东端起第")
            .next()
            .is_some()
    );
    assert!(h.get_all_by_label_contains("放在一旁").next().is_some());
    h.state_mut().settings.lang = gunbai::core::Lang::En;
    h.run();
    click(&mut h, "▶ Begin play");
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    assert!(
        h.get_all_by_label_contains("抽卡（牌库剩 14 张）")
            .next()
            .is_some()
    );
}

/// Rule 4.1 in 中文: the draw form has a 中文 title whether it was opened on the 中文 screen or opened in
/// English and the screen then switched (the title once read "Draw a card · 规则 4.1"), and nothing on the
/// screen says "Draw a card".
#[test]
fn rule_4_1_draw_form_title_in_chinese() {
    use egui_kittest::kittest::NodeT;
    let texts = |h: &Harness<'static, GunbaiApp>| -> Vec<String> {
        h.query_all(egui_kittest::kittest::by().predicate(|_| true))
            .flat_map(|n| {
                let a = n.accesskit_node();
                [a.label(), a.value()]
            })
            .flatten()
            .collect()
    };
    let check = |h: &Harness<'static, GunbaiApp>| {
        let all = texts(h);
        let title = all
            .iter()
            .find(|t| t.contains("规则 4.1"))
            .expect("the form title names rule 4.1");
        assert!(title.starts_with("抽卡"), "{title}");
        let english: Vec<&String> = all.iter().filter(|t| t.contains("Draw a card")).collect();
        assert!(english.is_empty(), "{english:?}");
    };
    let home = tempfile::tempdir().unwrap();
    let mut h = playing(home.path());
    // Opened in English, read in 中文.
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Draw a card")
        .click();
    h.run();
    assert!(h.state().session.as_ref().unwrap().open.is_some());
    h.get_by_label("Draw a card · rule 4.1");
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    check(&h);
    // Opened on the 中文 screen.
    h.state_mut().session.as_mut().unwrap().open = None;
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "抽卡")
        .click();
    h.run();
    assert!(h.state().session.as_ref().unwrap().open.is_some());
    check(&h);
}

/// At 1024×768 the Attack form opens below 关原's card text and a dozen action buttons: the centre column
/// scrolls to the form, so its heading and first fields are where the eye is (rule 7.0's form).
#[test]
fn rule_7_0_attack_form_scrolls_into_view_at_1024() {
    use gunbai::core::{ActionCall, Setup};
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("s.gunbai");
    let g = gunbai::games::load_embedded("sekigahara").unwrap();
    let mut setup = Setup::default();
    setup.options.insert("deck".into(), "shadow".into());
    let mut s = gunbai::session::Session::create(g, setup, Some(3), Some(path.clone())).unwrap();
    s.act(
        ActionCall::new("draw").with("cards", vec!["石田三成"]),
        &[],
        false,
    )
    .unwrap();
    drop(s);
    let mut h = crate::kit::app_harness(home.path(), 1024.0, 768.0);
    h.state_mut().open_session(&path);
    h.run();
    let buttons_bottom = h.get_by_label("Attack").rect().bottom();
    click(&mut h, "Attack");
    let heading = h.get_by_label_contains("Attack · rule").rect();
    assert!(
        heading.top() >= 0.0 && heading.top() < buttons_bottom,
        "the form heading is scrolled up to the top of the column: {heading:?} (buttons end at {buttons_bottom})"
    );
    // The first field under it is inside the window too.
    let field = h.get_by_label("commander").rect();
    assert!(field.bottom() < 768.0, "{field:?}");
    // Nothing of the form (fields, picks, help) runs past the centre column under the dice panel.
    // (The what-now heading may be scrolled above the window: the dice heading, unscrolled, marks
    // where the columns begin under the top bar.)
    let dice_heading = h.get_by_label("Dice").rect();
    let (dice, top) = (dice_heading.left(), dice_heading.top());
    let centre = h.get_by_label("What now").rect().left();
    let wide: Vec<String> = h
        .query_all(egui_kittest::kittest::by())
        .filter_map(|n| {
            let a = n.accesskit_node();
            let r = a.bounding_box()?;
            let (l, rt, f) = (r.x0 as f32, r.x1 as f32, (r.y1 - r.y0) as f32);
            (l >= centre && l < dice && rt > dice + 1.0 && f < 200.0 && r.y0 as f32 >= top)
                .then(|| format!("{:?} {:?} {r:?}", a.role(), a.label().or(a.value())))
        })
        .collect();
    assert!(wide.is_empty(), "past the centre column: {wide:#?}");
}

/// At 1024×768 (issue 11: nothing cut off) the tracks (rule 12.1's subversion track, the morale
/// tracks) and the map stay inside the state panel, left of the what-now column.
#[test]
fn rule_12_1_tracks_and_map_inside_the_state_panel_at_1024() {
    use gunbai::core::{Row, Setup};
    let home = tempfile::tempdir().unwrap();
    let mut h = playing_at(home.path(), 1024.0, 768.0);
    h.run();
    let column = h.get_by_label("What now").rect().left();
    // The tracks as the ruleset's view names them: every track row's label and value on screen.
    let g = gunbai::games::load_embedded("sekigahara").unwrap();
    let v = g.view(&g.setup(&Setup::default()).unwrap());
    let labels: Vec<String> = v
        .sections
        .iter()
        .flat_map(|s| &s.rows)
        .filter_map(|r| match r {
            Row::Track { label, .. } => Some(g.say(label, gunbai::core::Lang::En)),
            _ => None,
        })
        .collect();
    assert!(labels.len() >= 5, "{labels:?}");
    let mut tracks: Vec<egui::Rect> = Vec::new();
    for l in &labels {
        let found: Vec<egui::Rect> = h.get_all_by_label(l).map(|n| n.rect()).collect();
        assert!(!found.is_empty(), "the track {l} is drawn");
        tracks.extend(found);
    }
    for r in &tracks {
        assert!(
            r.right() <= column,
            "a track runs under the what-now column: {r:?} vs {column}"
        );
    }
    let map = h.get_by_label("⊙ map").rect();
    assert!(map.right() <= column, "{map:?} vs {column}");
}

fn playing_at(home: &std::path::Path, w: f32, hgt: f32) -> Harness<'static, GunbaiApp> {
    let mut h = crate::kit::app_harness(home, w, hgt);
    h.run();
    crate::kit::new_session_on_card(&mut h, "关原大作战");
    h.run();
    h.get_by_label("▶ Start").scroll_to_me();
    h.run();
    h.state_mut().home.seed_text = seed_for_faces().to_string();
    click(&mut h, "▶ Start");
    click(&mut h, "▶ Begin play");
    h
}

/// Rule 8.0 (commanders) at 1024×768: each commander's name and numbers stay on one line in the state
/// panel (no "宇喜多/秀家" break, no letter-stretched "小 野 木 公 乡"); the place is its own line.
#[test]
fn rule_8_0_commander_names_stay_whole_at_1024() {
    let home = tempfile::tempdir().unwrap();
    let mut h = playing_at(home.path(), 1024.0, 768.0);
    h.run();
    let column = h.get_by_label("What now").rect().left();
    for name in ["宇喜多秀家", "小野木公乡", "福島正則", "长宗我部盛亲"] {
        let n = h
            .get_all_by_label_contains(name)
            .find(|n| !n.accesskit_node().label().unwrap_or_default().contains('@'))
            .unwrap_or_else(|| panic!("{name}: the name's own line"));
        let r = n.rect();
        assert!(r.height() < 26.0, "{name} wraps: {r:?}");
        assert!(
            r.right() <= column + 1.0,
            "{name} runs under the centre: {r:?}"
        );
    }
}

/// The map diagram keeps every place's circle and name apart at every width of the left column.
#[test]
fn rule_1_6_map_places_never_overlap_at_any_panel_width() {
    use gunbai::core::{Row, Setup};
    use gunbai::gui::games::sekigahara::{MAP_FIT, map_nodes};
    let g = gunbai::games::load_embedded("sekigahara").unwrap();
    // The map nodes as the panel draws them: from the map row of the ruleset's view.
    let v = g.view(&g.setup(&Setup::default()).unwrap());
    let places = v
        .sections
        .iter()
        .flat_map(|s| &s.rows)
        .find_map(|r| match r {
            Row::Map { places, .. } => Some(places),
            _ => None,
        })
        .expect("the view has a map");
    let nodes = map_nodes(places);
    assert!(nodes.len() >= 30);
    crate::kit::assert_map_boxes_apart(&nodes, &MAP_FIT);
}

/// Rule 4.1: the draw form asks for the cards turned only when the table keeps the real deck (the
/// "shadow" option); with the app's deck the app draws for itself and the form has no such field.
#[test]
fn rule_4_1_the_draw_form_asks_for_the_cards_turned_only_with_the_real_deck() {
    use egui::accesskit::Role;
    let open_draw = |h: &mut Harness<'static, GunbaiApp>| {
        h.get_by_role_and_label(Role::Button, "Draw a card").click();
        h.run();
        assert!(h.state().session.as_ref().unwrap().open.is_some());
        h.get_by_label("Draw a card · rule 4.1");
    };
    // The app's deck (the default).
    let home = tempfile::tempdir().unwrap();
    let mut h = playing(home.path());
    open_draw(&mut h);
    assert!(h.query_by_label_contains("cards turned").is_none());
    // The real deck, chosen on the new-session screen.
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    crate::kit::new_session_on_card(&mut h, "关原大作战");
    h.run();
    let form = &mut h
        .state_mut()
        .home
        .option_form
        .as_mut()
        .expect("the options form")
        .1;
    assert!(form.values.contains_key("deck"));
    form.values.insert(
        "deck".into(),
        gunbai::gui::form::FieldValue::Text("shadow".into()),
    );
    click(&mut h, "▶ Start");
    click(&mut h, "▶ Begin play");
    open_draw(&mut h);
    h.get_by_label_contains("cards turned");
}
