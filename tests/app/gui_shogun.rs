//! Shogun through the GUI (egui_kittest, no display): players plan in private (only commitments show),
//! the bids are revealed, and the panel shows the bid order and what each paid (rule 5 phases 3–5).

#![allow(clippy::disallowed_methods)]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gunbai::core::{ActionCall, Setup};
use gunbai::games::shogun::State;
use gunbai::gui::form::FieldValue;
use gunbai::gui::session_view::SessionView;
use gunbai::gui::{GunbaiApp, Screen};
use gunbai::session::Session;

const RED: [&str; 9] = [
    "Suruga", "Mino", "Tamba", "Musashi", "Harima", "Izu", "Owari", "Sagami", "Tajima",
];
const YELLOW: [&str; 9] = [
    "Yamato",
    "Echizen",
    "Shimotsuke",
    "Shimosa",
    "Ise",
    "Hitachi",
    "Awa-Shikoku",
    "Kaga",
    "Kii",
];
const BLUE: [&str; 9] = [
    "Bizen", "Omi", "Hida", "Etchu", "Hoki", "Bitchu", "Bingo", "Settsu", "Shinano",
];
const SPACES: [&str; 10] = [
    "castle",
    "temple",
    "theatre",
    "rice",
    "tax",
    "recruit-5",
    "recruit-3",
    "recruit-1",
    "war-a",
    "war-b",
];

fn st(h: &Harness<'static, GunbaiApp>) -> State {
    h.state()
        .session
        .as_ref()
        .unwrap()
        .session
        .state()
        .downcast_ref::<State>()
        .unwrap()
        .clone()
}

/// Opens the planning form from the prompt, fills it as the player would and submits it.
fn plan(h: &mut Harness<'static, GunbaiApp>, colour: &str, bid: &str, provinces: &[&str]) {
    h.get_by_label("Plan (private)").click();
    h.run();
    // The hand-over screen: who plans, and nothing of the form until that player has the screen.
    assert!(
        h.query_all_by_label_contains(&format!(
            "Pass the screen to {colour}: plan in private (rule 2.(3))"
        ))
        .next()
        .is_some()
    );
    assert!(
        h.query_by_label("✔ Hide and commit").is_none(),
        "form covered"
    );
    h.get_by_label("I have the screen: show the form").click();
    h.run();
    {
        let v = h.state_mut().session.as_mut().unwrap();
        let form = &mut v.open.as_mut().expect("the plan form is open").form;
        assert_eq!(
            form.values["player"],
            FieldValue::Text(colour.into()),
            "the form is for the next player"
        );
        form.values
            .insert("bid".into(), FieldValue::Text(bid.into()));
        for (k, p) in SPACES.iter().zip(provinces) {
            form.values
                .insert(k.to_string(), FieldValue::Text(p.to_string()));
        }
        // 9 cards + 5 chests: every space is filled, chest cards as blanks (rule 5.3).
        for k in &SPACES[provinces.len()..] {
            form.values
                .insert(k.to_string(), FieldValue::Text("chest".into()));
        }
        form.values
            .insert("salt".into(), FieldValue::Text(format!("{colour} secret")));
    }
    h.run();
    h.get_by_label("✔ Hide and commit").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.error, None, "{colour} plan");
    assert!(v.open.is_none(), "{colour}: the form closed on commit");
    // Only the commitment shows, and it is the one rule 5.3's plan recorded (one hash at the table).
    let seal = st(h).plans[colour].commitment.clone();
    h.get_by_label(&format!(
        "Commitment: {}",
        gunbai::core::commit::short(&seal)
    ));
    h.get_by_label("▶ Next").click();
    h.run();
    assert!(st(h).plans.contains_key(colour), "{colour} planned");
}

/// A 3-player session (seed 21) at the planning phase (rule 5.3): tower primed, cards dealt.
fn planning_app(home: &std::path::Path) -> GunbaiApp {
    let g = gunbai::games::load_embedded("shogun").unwrap();
    let setup = Setup {
        players: 3,
        ..Setup::default()
    };
    let mut s = Session::create(g, setup, Some(21), None).unwrap();
    s.act(ActionCall::new("prime-tower"), &[], true).unwrap();
    s.act(ActionCall::new("deal"), &[], true).unwrap();
    let mut app = GunbaiApp::in_data_dir(home);
    app.session = Some(SessionView::new(s));
    app.screen = Screen::Session;
    app
}

#[test]
fn rule_5_3_plan_in_private_then_reveal_bids_order_and_payments() {
    let home = tempfile::tempdir().unwrap();
    let app = planning_app(home.path());
    let mut h = Harness::builder()
        .with_size([1700.0, 4000.0])
        .with_context_setup(gunbai::gui::install_fonts)
        .build_ui_state(|ui, app: &mut GunbaiApp| app.show(ui), app);
    h.run();
    assert!(
        h.query_all_by_label_contains("Planning (in private)")
            .next()
            .is_some()
    );
    let coins: Vec<u32> = st(&h).players.iter().map(|p| p.coins).collect();

    plan(&mut h, "red", "1", &RED);
    plan(&mut h, "yellow", "3", &YELLOW);
    // Only the commitment of a plan shows; the provinces on the spaces stay hidden.
    let c = st(&h).plans["red"].commitment.clone();
    // The round's view: the daimyo, then only the plan's commitment (issue 20: drawn from the view).
    let short = format!("✔ {}", gunbai::core::commit::short(&c));
    h.get_by_label(&short);
    assert!(h.query_by_label_contains("castle Suruga").is_none());
    // The log shows the plan sealed, never its inputs.
    assert!(h.query_all_by_label_contains("(sealed)").next().is_some());
    assert!(
        h.query_all_by_label_contains("castle=Suruga")
            .next()
            .is_none()
    );
    // Blue bids a province card (rule 5.5: ranks between a 1 and a 0).
    plan(&mut h, "blue", "Bizen", &BLUE[1..]);
    assert!(
        h.query_by_label_contains("Draw the event and reveal the bids")
            .is_some()
    );

    h.get_by_label("Draw the event and reveal the bids").click();
    h.run();
    // Rule 5.4: the event is a card the app draws, no die (issue 21 point 3).
    h.get_by_label("▶ Draw the card").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().error, None);
    let f = st(&h);
    // Rule 5.5: 3 > 1 > province card; chests are paid, the card costs nothing.
    assert_eq!(f.bid_order, vec!["yellow", "red", "blue"]);
    assert_eq!(f.player("yellow").unwrap().coins, coins[1] - 3);
    assert_eq!(f.player("red").unwrap().coins, coins[0] - 1);
    assert_eq!(f.player("blue").unwrap().coins, coins[2]);
    h.get_by_label_contains("yellow (3) → red (1) → blue (Bizen 備前)");
    // The same screen in 简体中文 (every glyph must be in the fonts): the panel and the ruleset's lines.
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    assert!(h.query_all_by_label_contains("出价顺序").next().is_some());
    assert!(
        h.query_all_by_label_contains("把大名放到一张空着的特殊卡上")
            .next()
            .is_some()
    );
}

#[test]
fn rule_3_6_draft_from_the_gui() {
    let home = tempfile::tempdir().unwrap();
    let g = gunbai::games::load_embedded("shogun").unwrap();
    let mut setup = Setup {
        players: 3,
        ..Setup::default()
    };
    setup.options.insert("start".into(), "draft".into());
    let mut s = Session::create(g, setup, Some(5), None).unwrap();
    s.act(ActionCall::new("draft-deal"), &[], true).unwrap();
    let mut app = GunbaiApp::in_data_dir(home.path());
    app.session = Some(SessionView::new(s));
    app.screen = Screen::Session;
    let mut h = Harness::builder()
        .with_size([1700.0, 2000.0])
        .with_context_setup(gunbai::gui::install_fonts)
        .build_ui_state(|ui, app: &mut GunbaiApp| app.show(ui), app);
    h.run();
    let up = st(&h).draft.unwrap().face_up;
    // The face-up cards, each by its name (romanised and in its own script).
    for p in &up {
        assert!(h.query_all_by_label_contains(p).next().is_some(), "{p}");
    }
    h.get_by_label("Take a province").click();
    h.run();
    {
        let v = h.state_mut().session.as_mut().unwrap();
        let form = &mut v.open.as_mut().unwrap().form;
        form.values
            .insert("card".into(), FieldValue::Text(up[0].clone()));
        form.values.insert("portion".into(), FieldValue::Int(5));
    }
    h.run();
    h.get_by_label("▶ Carry out (the app deals)").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().error, None);
    let f = st(&h);
    assert_eq!(f.provinces[&up[0]].owner.as_deref(), Some("red"));
    assert_eq!(f.provinces[&up[0]].cubes, 5);
    h.get_by_label("red: portions left");
    h.get_by_label("4 4 3 3 2 2 2 2");
}

/// Issue 11 points 2 and 6 for 將軍: the set-up checklist is read from the set-up state (3 players: the
/// provinces out of play, player A's designated provinces, rule 3), in both languages, and the legend
/// explains the panel's symbols.
#[test]
fn rule_3_checklist_from_the_state_and_legend_on_screen() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::app_harness(home.path(), 1280.0, 800.0);
    h.run();
    crate::kit::start_to_checklist(&mut h, "shogun", 3);
    let s = st(&h);
    assert_eq!(s.players.len(), 3);
    // The seat line carries the coins the state gives a 3-player seat (rule 3 step 3).
    let coins = s.players[0].coins;
    h.get_by_label(&format!(
        "Seat 1: red — player board, daimyo card, 62 cubes, chest cards 0–4 and {coins} coins (rule 1.(2))"
    ));
    assert!(h.query_by_label_contains("Seat 4:").is_none());
    // Red's line names the provinces the state gave red, with their cubes.
    let red = h.get_by_label_contains("red: take 9 province cards");
    let line = red.accesskit_node().label().unwrap_or_default().to_string();
    for p in s.holdings("red") {
        assert!(line.contains(&format!("{p} ")), "{p} missing from {line}");
    }
    h.get_by_label_contains("8 marked provinces are out");
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    h.get_by_label_contains("第 1 座：红方");
    // The heading names the scenario in 中文 too.
    h.get_by_label_contains("將軍 · 將軍：两年");
    h.get_by_label_contains("骰塔：由应用的骰塔模型初始投塔");
    h.state_mut().settings.lang = gunbai::gui::Lang::En;
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Session);
    h.get_by_label("Legend (symbols)").scroll_to_me();
    h.run();
    h.get_by_label("Legend (symbols)").click();
    h.run();
    h.get_by_label("▲");
    h.get_by_label("revolt markers in a province, with their number (rule 5.(3))");
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    h.get_by_label("领地中的起义标记及其数量（规则 5.(3)）");
}

/// The planning form (rule 5.3) at 1024×768: its commit button is reachable inside the window.
#[test]
fn rule_5_3_planning_form_fits_or_scrolls_at_1024() {
    let home = tempfile::tempdir().unwrap();
    let app = planning_app(home.path());
    let mut h = crate::kit::harness(app, 1024.0, 768.0);
    h.run();
    h.get_by_label("Plan (private)").scroll_to_me();
    h.run();
    h.get_by_label("Plan (private)").click();
    h.run();
    h.get_by_label("I have the screen: show the form")
        .scroll_to_me();
    h.run();
    h.get_by_label("I have the screen: show the form").click();
    h.run();
    h.get_by_label("✔ Hide and commit").scroll_to_me();
    h.run();
    let r = h.get_by_label("✔ Hide and commit").rect();
    assert!(
        r.top() >= 0.0 && r.bottom() <= 768.0 && r.left() >= 0.0 && r.right() <= 1024.0,
        "commit button off screen: {r:?}"
    );
}

#[test]
fn rule_3_9_the_prompt_reads_in_one_language_at_a_time() {
    let home = tempfile::tempdir().unwrap();
    let g = gunbai::games::load_embedded("shogun").unwrap();
    let s = Session::create(
        g,
        Setup {
            players: 4,
            scenario: Some("standard".into()),
            ..Setup::default()
        },
        Some(5),
        None,
    )
    .unwrap();
    let mut app = GunbaiApp::in_data_dir(home.path());
    app.session = Some(SessionView::new(s));
    app.screen = Screen::Session;
    let mut h = crate::kit::harness(app, 1280.0, 800.0);
    h.run();
    // English: the step and the button in English only.
    h.get_by_label("Year 1 · spring · Prime the tower");
    let button = |h: &Harness<'static, GunbaiApp>, l: &str| {
        h.query_all(
            egui_kittest::kittest::by()
                .label(l)
                .role(egui::accesskit::Role::Button),
        )
        .count()
    };
    assert_eq!(button(&h, "Prime the tower"), 1);
    // 中文: the same in 中文 only, the scenario title too; no "·" left over from a side-by-side label.
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.state_mut().session.as_mut().unwrap().lang = gunbai::core::Lang::Zh;
    h.run();
    h.get_by_label("第 1 年 · 春 · 初始投塔");
    assert_eq!(button(&h, "初始投塔"), 1);
    assert!(
        h.query_all_by_label_contains("Prime the tower")
            .next()
            .is_none()
    );
    assert!(h.query_by_label("初始投塔 ·").is_none());
    h.get_by_label_contains("將軍：两年");
}

/// Rule 5.1–5.3 in 中文: the deal's log lines and the planning hint read in 中文 with the names they
/// carry (colours, action and special cards), not the English of the journal.
#[test]
fn rule_5_1_deal_log_and_planning_hint_in_chinese() {
    let home = tempfile::tempdir().unwrap();
    let mut app = planning_app(home.path());
    app.settings.lang = gunbai::core::Lang::Zh;
    let mut h = crate::kit::harness(app, 1700.0, 3000.0);
    h.run();
    h.get_by_label_contains("尚未规划：红方、黄方、蓝方");
    h.get_by_label_contains("托盘里的方块归还");
    // In the log and in the strip (what the deal did).
    assert!(h.query_all_by_label_contains("特殊卡：").next().is_some());
    assert!(
        h.query_all_by_label_contains("行动卡 1–5 翻开：")
            .next()
            .is_some()
    );
    for english in [
        "Still to plan",
        "red, yellow",
        "Special cards",
        "Action cards",
        "Cubes in the tray",
        "Build castle",
        "Collect tax",
    ] {
        assert!(
            h.query_all_by_label_contains(english).next().is_none(),
            "{english} on the 中文 screen"
        );
    }
}

/// Rule 5.3 in 中文: the plan form's pick-list reads in 中文 (宝箱), never the English word or a key;
/// in English it reads in words, not a lower-case key.
#[test]
fn rule_5_3_plan_pick_groups_in_the_players_language() {
    let home = tempfile::tempdir().unwrap();
    let mut app = planning_app(home.path());
    app.settings.lang = gunbai::core::Lang::Zh;
    let mut h = crate::kit::harness(app, 1700.0, 3000.0);
    h.run();
    h.query_all(
        egui_kittest::kittest::by()
            .label("秘密规划")
            .role(egui::accesskit::Role::Button),
    )
    .next()
    .expect("the plan button")
    .click();
    h.run();
    h.get_by_label("我已拿到屏幕：显示表单").click();
    h.run();
    // The chest cards read in 中文 (issue 20: the candidates' labels are catalogue messages).
    h.get_by_label("4 宝箱");
    assert!(h.query_by_label("chest").is_none() && h.query_by_label("chest:").is_none());
    h.get_by_label("取消").click();
    h.run();
    h.state_mut().settings.lang = gunbai::core::Lang::En;
    h.run();
    h.get_by_label("Plan (private)").click();
    h.run();
    h.get_by_label("I have the screen: show the form").click();
    h.run();
    h.get_by_label("4 chests");
}

/// Rule 2 (the board's five regions) at 1024×768: each region's heading stays on one line above its
/// column, in English and in 中文 (it was "Region green" wrapped and stretched letter by letter).
#[test]
fn rule_2_region_headings_on_one_line_at_1024() {
    let home = tempfile::tempdir().unwrap();
    let mut app = planning_app(home.path());
    app.settings.lang = gunbai::core::Lang::En;
    let mut h = crate::kit::harness(app, 1024.0, 768.0);
    h.run();
    let one_line = |h: &Harness<'static, GunbaiApp>, names: &[&str]| {
        let rects: Vec<egui::Rect> = names.iter().map(|n| h.get_by_label(n).rect()).collect();
        for (n, r) in names.iter().zip(&rects) {
            assert!(r.height() < 24.0, "{n} wraps: {r:?}");
        }
        // Side by side, left to right, apart.
        for w in rects.windows(2) {
            assert!(w[0].right() <= w[1].left(), "{w:?}");
        }
    };
    one_line(&h, &["Green", "Red", "Purple", "Yellow", "Brown"]);
    assert!(h.query_by_label("Region").is_none());
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    one_line(&h, &["绿区", "红区", "紫区", "黄区", "棕区"]);
}

/// Rule 5.5–6: at the actions phase the hint names the action, the daimyo and the province in one
/// language at a time (it showed "Build castle (3) · 修建城堡（3）— red on Suruga" in 中文 too).
#[test]
fn rule_6_action_hint_reads_in_one_language() {
    let home = tempfile::tempdir().unwrap();
    let mut app = planning_app(home.path());
    {
        let s = &mut app.session.as_mut().unwrap().session;
        for (c, provs) in [("red", RED), ("yellow", YELLOW), ("blue", BLUE)] {
            let mut call = ActionCall::new("plan")
                .with("player", c)
                .with("bid", "2")
                .with("salt", "x");
            for (space, p) in SPACES.iter().zip(provs.iter().chain(["chest"].iter())) {
                call = call.with(space, *p);
            }
            s.act(call, &[], true).unwrap();
        }
        s.act(ActionCall::new("reveal"), &[], true).unwrap();
        for pos in ["1", "2", "3"] {
            s.act(
                ActionCall::new("take-seat").with("position", pos),
                &[],
                true,
            )
            .unwrap();
        }
    }
    assert_eq!(st_app(&app).phase, gunbai::games::shogun::Phase::Actions);
    let first = st_app(&app).action_order[0];
    let mut h = crate::kit::harness(app, 1280.0, 800.0);
    h.run();
    let (en, zh) = first.words();
    let hint = h
        .get_by_label_contains("Action 1 of 10: ")
        .accesskit_node()
        .value()
        .unwrap_or_default();
    assert!(hint.contains(&format!("Action 1 of 10: {en} — ")), "{hint}");
    assert!(!hint.contains(zh), "{hint}");
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    let hint = h
        .get_by_label_contains("第 1 / 10 个行动：")
        .accesskit_node()
        .value()
        .unwrap_or_default();
    assert!(hint.contains(zh), "{hint}");
    assert_eq!(
        gunbai::core::text::latin_words(&hint, &[]),
        Vec::<String>::new(),
        "{hint}"
    );
}

fn st_app(app: &GunbaiApp) -> State {
    app.session
        .as_ref()
        .unwrap()
        .session
        .state()
        .downcast_ref::<State>()
        .unwrap()
        .clone()
}

/// Rule 3.1's set-up choices in 中文: a text field with nothing to pick below (the seat colours, the
/// tower's probabilities) does not tell the player to "pick below".
#[test]
fn rule_3_1_setup_fields_without_picks_do_not_say_pick_below() {
    let home = tempfile::tempdir().unwrap();
    let mut app = GunbaiApp::in_data_dir(home.path());
    app.settings.lang = gunbai::core::Lang::Zh;
    app.home.new_game = Some("shogun".into());
    app.home.players = 4;
    app.screen = Screen::NewSession;
    let mut h = crate::kit::harness(app, 1024.0, 2000.0);
    h.run();
    let placeholder = |h: &Harness<'static, GunbaiApp>, label: &str| {
        h.get_all_by_label(label)
            .find(|n| n.accesskit_node().role() == egui::accesskit::Role::TextInput)
            .unwrap_or_else(|| panic!("no field {label}"))
            .accesskit_node()
            .placeholder()
            .map(str::to_string)
    };
    assert_eq!(
        placeholder(&h, "一行写全部颜色").as_deref(),
        Some("在此输入")
    );
    assert_eq!(placeholder(&h, "骰塔卡住概率").as_deref(), Some("在此输入"));
}

/// Issue 21: at set-up each seat's colour is a drop-down of the game's colours (no free text refused
/// only at Start), and a player's name entered there is shown as "name (colour)" — in the set-up
/// checklist, the top bar and the prompt.
#[test]
fn issue_21_rule_1_2_seat_colours_are_drop_downs_and_names_entered_at_set_up_appear() {
    use egui::accesskit::Role;
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::app_harness(home.path(), 1024.0, 2400.0);
    {
        let a = h.state_mut();
        a.home.new_game = Some("shogun".into());
        a.home.players = 3;
        a.screen = Screen::NewSession;
    }
    h.run();
    // One drop-down per seat, each on its own colour.
    for (i, c) in ["red", "yellow", "blue", "purple", "black"]
        .iter()
        .enumerate()
    {
        let label = format!("Seat {} colour", i + 1);
        let n = h.get_by_role_and_label(Role::ComboBox, &label);
        assert_eq!(
            n.accesskit_node().value().as_deref(),
            Some(*c),
            "seat {}",
            i + 1
        );
    }
    // Seat 1 picks black from its list.
    h.get_by_role_and_label(Role::ComboBox, "Seat 1 colour")
        .click();
    h.run();
    h.get_all_by_label("black")
        .find(|n| n.accesskit_node().role() != Role::ComboBox)
        .expect("black in the open list")
        .click();
    h.run();
    assert_eq!(
        h.get_by_role_and_label(Role::ComboBox, "Seat 1 colour")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("black")
    );
    // Seat 1's player types a name.
    h.get_by_role_and_label(Role::TextInput, "Seat 1 player")
        .focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Seat 1 player")
        .type_text("信長");
    h.run();
    h.get_by_label("▶ Start").scroll_to_me();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    assert!(h.state().message.is_none());
    assert_eq!(h.state().screen, Screen::Checklist);
    let s = st(&h);
    assert_eq!(s.colours(), ["black", "yellow", "blue"]);
    assert_eq!(s.players[0].name.as_deref(), Some("信長"));
    h.get_by_label_contains("Seat 1: 信長 (black) — player board");
    h.get_by_label("▶ Begin play").click();
    h.run();
    {
        let v = h.state_mut().session.as_mut().unwrap();
        v.session
            .act(ActionCall::new("prime-tower"), &[], true)
            .unwrap();
        v.session.act(ActionCall::new("deal"), &[], true).unwrap();
    }
    h.run();
    // The top bar says whose turn it is, by name and colour; so does the planning hint.
    h.get_by_label("To act 信長 (black)");
    h.get_by_label_contains("Still to plan: 信長 (black), yellow, blue");
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.run();
    h.get_by_label("轮到 信長（黑方）");
}
