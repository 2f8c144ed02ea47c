//! Issue 21 ("at the table, round 2"): every game's session screen at 1024×768 (100 % and 150 %) and at
//! 1600×900; the dice tray only for a step that rolls dice; the result strip's parts and consequences;
//! "on the table now"; Save as… and Resume.

#![allow(clippy::disallowed_methods)]

use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gunbai::core::{ActionCall, Game, Setup};
use gunbai::gui::games::{self, Chance};
use gunbai::gui::session_view::SessionView;
use gunbai::gui::{GunbaiApp, Lang, Screen};
use gunbai::session::Session;

/// The first scenario with its most players (as the smoke test sets games up).
fn first_setup(game: &dyn Game) -> Setup {
    let sc = game.scenarios().into_iter().next();
    Setup {
        players: sc
            .as_ref()
            .map_or(game.info().max_players, |s| s.max_players),
        scenario: sc.map(|s| s.id),
        ..Default::default()
    }
}

/// The app on the session screen of game `id`, just set up.
fn session_app(home: &std::path::Path, id: &str, lang: Lang, scale: f32) -> GunbaiApp {
    let mut app = GunbaiApp::in_data_dir(home);
    let g = app.load(id).unwrap();
    let s = Session::create(g.clone(), first_setup(g.as_ref()), Some(7), None).unwrap();
    app.settings.lang = lang;
    app.settings.scale = scale;
    app.session = Some(SessionView::new(s));
    app.screen = Screen::Session;
    app
}

fn view<'a>(h: &'a mut Harness<'static, GunbaiApp>) -> &'a mut SessionView {
    h.state_mut().session.as_mut().unwrap()
}

/// The action with the longest form that the table sees (not a private input): the hardest to fit.
fn longest_form(game: &dyn Game, v: &SessionView) -> String {
    game.actions()
        .into_iter()
        .filter(|a| game.hidden_action(v.session.state(), &a.name).is_none())
        .max_by_key(|a| a.keys.len())
        .unwrap()
        .name
}

/// Opens an action's form with what the state decides already filled in.
fn open(h: &mut Harness<'static, GunbaiApp>, name: &str) {
    let v = view(h);
    let preset = v.session.game.prefill(v.session.state(), name);
    let label = v.session.game.action_label(name);
    v.open_action(name, &label, &preset);
    h.run();
    h.run();
}

/// Nothing drawn reaches past the window's left or right edge (a column pushed off the screen, a cut
/// die or pick-list), among the widgets in the window's height (the rest scrolls into it).
fn assert_nothing_cut_sideways(h: &Harness<'static, GunbaiApp>, what: &str) {
    let win = h.ctx.content_rect();
    let mut cut = Vec::new();
    for n in h.root().children_recursive() {
        if n.accesskit_node().bounding_box().is_none() {
            continue;
        }
        let r = n.rect();
        if r.width() <= 0.0 || r.bottom() <= win.top() || r.top() >= win.bottom() {
            continue;
        }
        if r.right() > win.right() + 1.0 || r.left() < win.left() - 1.0 {
            cut.push(format!(
                "{:?} {:?} {r:?}",
                n.accesskit_node().role(),
                n.accesskit_node().label()
            ));
        }
    }
    assert!(
        cut.is_empty(),
        "{what}: outside the {win:?} window: {cut:#?}"
    );
}

/// Nothing that starts in the centre ("what now") column runs past its right edge into the dice and log
/// column (a form's field, a pick-list, a button cut by the column).
fn assert_centre_column_holds(h: &Harness<'static, GunbaiApp>, lang: Lang, what: &str) {
    let win = h.ctx.content_rect();
    let what_now = gunbai_rules::msg!("frame-what-now").render(lang);
    let log = gunbai_rules::msg!("frame-log").render(lang);
    let Some(left) = h
        .query_all_by_label(&what_now)
        .map(|n| n.rect().left())
        .reduce(f32::min)
    else {
        return;
    };
    let log_rect = h
        .query_all_by_label(&log)
        .map(|n| n.rect())
        .filter(|r| r.left() > left)
        .min_by_key(|r| r.left() as i64);
    let right = log_rect.map_or(win.right(), |r| r.left() - 4.0);
    // Under the top bar: the columns start where the right column's first heading does.
    let top = h
        .query_all_by_label(&gunbai_rules::msg!("frame-dice-stats").render(lang))
        .chain(h.query_all_by_label(&gunbai_rules::msg!("frame-dice").render(lang)))
        .map(|n| n.rect().top())
        .chain(log_rect.map(|r| r.top()))
        .reduce(f32::min)
        .unwrap_or(win.top())
        - 4.0;
    let mut cut = Vec::new();
    for n in h.root().children_recursive() {
        if n.accesskit_node().bounding_box().is_none() {
            continue;
        }
        let r = n.rect();
        if r.width() <= 0.0 || r.bottom() <= win.top() || r.top() >= win.bottom() {
            continue;
        }
        if r.top() >= top && r.left() >= left - 1.0 && r.left() < right && r.right() > right + 1.0 {
            cut.push(format!(
                "{:?} {:?} {r:?}",
                n.accesskit_node().role(),
                n.accesskit_node().label()
            ));
        }
    }
    assert!(
        cut.is_empty(),
        "{what}: past the centre column's edge at {right}: {cut:#?}"
    );
}

/// The widget labelled `label` (the largest of that label) scrolls wholly into the window.
fn assert_reachable(h: &mut Harness<'static, GunbaiApp>, label: &str, what: &str) {
    h.get_all_by_label(label).next().unwrap().scroll_to_me();
    h.run();
    let win = h.ctx.content_rect();
    let r = h
        .get_all_by_label(label)
        .map(|n| n.rect())
        .max_by_key(|r| (r.area() * 10.0) as i64)
        .unwrap();
    assert!(
        win.expand(1.0).contains_rect(r),
        "{what}: '{label}' at {r:?} is outside the {win:?} window"
    );
}

const SIZES: [(f32, f32, f32); 3] = [
    (1024.0, 768.0, 1.0),
    (1024.0, 768.0, 1.5),
    (1600.0, 900.0, 1.0),
];

#[test]
fn point_1_every_games_longest_form_tray_and_strip_fit_1024_at_100_and_150_percent() {
    let home = tempfile::tempdir().unwrap();
    for id in gunbai::games::ALL_IDS {
        for (w, hgt, scale) in SIZES {
            for lang in [Lang::En, Lang::Zh] {
                let what = format!("{id} {w}×{hgt} at {scale} {lang:?}");
                let mut h = crate::kit::harness(session_app(home.path(), id, lang, scale), w, hgt);
                h.run();
                h.run();
                let game = view(&mut h).session.game.clone();
                let long = longest_form(game.as_ref(), view(&mut h));
                open(&mut h, &long);
                assert_nothing_cut_sideways(&h, &format!("{what}: the {long} form"));
                assert_centre_column_holds(&h, lang, &format!("{what}: the {long} form"));
                assert_reachable(&mut h, &cancel(lang), &what);
                // A step that rolls dice: the tray is on screen, its six faces and Roll whole.
                let rolling = game
                    .actions()
                    .into_iter()
                    .find(|a| a.rolls && games::chance(game.as_ref(), &a.name) == Chance::Dice);
                if let Some(a) = rolling {
                    open(&mut h, &a.name);
                    assert_nothing_cut_sideways(&h, &format!("{what}: the {} tray", a.name));
                    let roll = roll(lang);
                    for f in ["1", "6", roll.as_str()] {
                        assert_reachable(&mut h, f, &what);
                    }
                }
                // The result strip: whole, under everything, at every size.
                let strip = gunbai_rules::msg!("frame-no-result-yet")
                    .render(lang)
                    .split([':', '：'])
                    .next()
                    .unwrap_or_default()
                    .to_string();
                let r = h.get_by_label_contains(&strip).rect();
                assert!(
                    h.ctx.content_rect().expand(1.0).contains_rect(r),
                    "{what}: the strip at {r:?}"
                );
                if w >= 1600.0 {
                    // Wider windows give the columns the room: the centre starts past a quarter.
                    let x = h
                        .get_all_by_label(&gunbai_rules::msg!("frame-what-now").render(lang))
                        .next()
                        .unwrap()
                        .rect()
                        .left();
                    assert!(x >= 1600.0 * 0.25, "{what}: the state column is {x} px");
                }
            }
        }
    }
}

fn cancel(lang: Lang) -> String {
    gunbai_rules::msg!("frame-cancel").render(lang)
}

fn roll(lang: Lang) -> String {
    format!("⚅ {}", gunbai_rules::msg!("frame-roll").render(lang))
}

/// At 150 % the screen is one column: the state and the log are tabs, the tray sits under the form.
#[test]
fn point_1_at_150_percent_the_state_and_the_log_are_tabs() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "seinan", Lang::En, 1.5),
        1024.0,
        768.0,
    );
    h.run();
    h.run();
    assert!(h.query_by_label("Game state").is_some());
    h.get_by_label("Game state").click();
    h.run();
    assert_eq!(view(&mut h).tab, gunbai::gui::session_view::Tab::State);
    h.get_by_label("Result & log").click();
    h.run();
    assert_eq!(view(&mut h).tab, gunbai::gui::session_view::Tab::Log);
    assert_nothing_cut_sideways(&h, "seinan log tab at 150 %");
}

/// Rules 3.9, 5.1, 5.4 and 6 A9: Shogun has no dice. No form of any action shows a die, Roll or "type
/// the die"; a step that draws is one button; the log and the strip show no faces.
#[test]
fn rule_3_9_shogun_shows_no_die_anywhere() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "shogun", Lang::En, 1.0),
        1024.0,
        768.0,
    );
    h.run();
    let no_die = |h: &Harness<'static, GunbaiApp>, at: &str| {
        for f in 1..=6 {
            assert!(
                h.query_all_by_role_and_label(egui::accesskit::Role::Button, &f.to_string())
                    .next()
                    .is_none(),
                "{at}: a die face {f}"
            );
        }
        assert!(h.query_by_label("⚅ Roll").is_none(), "{at}: Roll");
        assert!(h.query_by_label("Dice").is_none(), "{at}: the dice heading");
        assert!(
            h.query_all_by_label_contains("Type the physical die")
                .next()
                .is_none(),
            "{at}: type the die"
        );
    };
    no_die(&h, "start");
    let game = view(&mut h).session.game.clone();
    for a in game.actions() {
        if game
            .hidden_action(view(&mut h).session.state(), &a.name)
            .is_some()
        {
            continue;
        }
        open(&mut h, &a.name);
        no_die(&h, &a.name);
    }
    view(&mut h).open = None;
    // Prime the tower and deal from the prompt: one button each, the app draws.
    for (action, button) in [
        ("prime-tower", "▶ Throw into the tower"),
        ("deal", "▶ Carry out (the app deals)"),
    ] {
        open(&mut h, action);
        h.get_by_label(button).scroll_to_me();
        h.run();
        h.get_by_label(button).click();
        h.run();
        let v = view(&mut h);
        assert_eq!(v.error, None, "{action}");
        assert!(
            v.open.is_none(),
            "{action} done: {:?}",
            v.session
                .log()
                .iter()
                .map(|e| e.action.name.clone())
                .collect::<Vec<_>>()
        );
        no_die(&h, action);
        // The strip says what happened, without "[4 1 …]" faces.
        let w = gunbai::gui::session_view::last_words(view(&mut h), Lang::En).unwrap();
        assert!(w.dice.is_empty(), "{action}: {}", w.dice);
        assert!(!w.lines.is_empty(), "{action}: what happened");
    }
    let entries = view(&mut h).session.log();
    for e in &entries {
        let line = gunbai::gui::log::entry_text(game.as_ref(), e, Lang::En, false);
        assert!(!line.contains('['), "log line with faces: {line}");
    }
}

/// Rule 4.1: a Sekigahara draw is a card, not dice: one "Draw the card" button, and the strip shows the
/// card (never "[4 1]").
#[test]
fn rule_4_1_sekigahara_draw_shows_the_card_not_dice() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "sekigahara", Lang::En, 1.0),
        1024.0,
        768.0,
    );
    h.run();
    open(&mut h, "draw");
    assert!(
        h.query_by_label("⚅ Roll").is_none(),
        "no dice tray for a draw"
    );
    h.get_by_label("▶ Draw the card").click();
    h.run();
    let v = view(&mut h);
    assert_eq!(v.error, None);
    let card = v.last.as_ref().unwrap().result["card"]
        .as_str()
        .unwrap()
        .to_string();
    let w = gunbai::gui::session_view::last_words(view(&mut h), Lang::En).unwrap();
    assert_eq!(w.dice, "", "no faces for a draw");
    assert_eq!(w.outcome.as_deref(), Some(card.as_str()));
    h.get_by_label(&format!("→ {card}"));
}

/// One step of a scripted game: the first allowed action of the prompt (a private input too) that the
/// rules take with its prefill and preset, with app dice. False when none does.
fn script_step(g: &dyn Game, s: &mut Session, skip: &[String]) -> Option<String> {
    let before = s.state().clone();
    let prompt = g.prompt(&before);
    for a in prompt
        .actions
        .iter()
        .filter(|a| a.blocked.is_none() && !skip.contains(&a.name))
    {
        let mut params = g.prefill(&before, &a.name);
        for (k, v) in a.preset.0.iter() {
            params.insert(k, v.clone());
        }
        // A key nothing filled: the ruleset's first candidate (as the players would pick it).
        for k in g.action(&a.name).map(|s| s.keys).unwrap_or_default() {
            if params.get(&k.name).is_some() || k.default.is_some() {
                continue;
            }
            if let Some(c) = g.candidates(&before, &a.name, &k.name).into_iter().next() {
                match k.kind {
                    gunbai::core::KeyKind::List => {
                        params.insert(&k.name, serde_json::json!([c.value]))
                    }
                    _ => params.insert(&k.name, c.value),
                }
            }
        }
        let call = ActionCall {
            name: a.name.clone(),
            params,
        };
        match s.act(call, &[], true) {
            Ok(_) => return Some(a.name.clone()),
            Err(e) => eprintln!("{}: {e}", a.name),
        }
    }
    None
}

/// Point 5: after an action that changes the board, "On the table now" lists what to do with the
/// pieces, on screen; undo's list is its mirror.
#[test]
fn point_5_on_the_table_now_after_an_action_and_on_screen() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "shogun", Lang::En, 1.0),
        1024.0,
        768.0,
    );
    h.run();
    open(&mut h, "prime-tower");
    h.get_by_label("▶ Throw into the tower").click();
    h.run();
    let now = view(&mut h).table_now.clone();
    assert!(!now.is_empty(), "priming the tower changes the table");
    h.get_by_label("On the table now:");
    h.get_by_label(&format!("→ {}", now[0]));
    // The table display shows it too, with the next step.
    h.state_mut().settings.table_display = true;
    h.run();
    assert_eq!(h.query_all_by_label("On the table now:").count(), 2);
    assert_eq!(h.query_all_by_label(&format!("→ {}", now[0])).count(), 2);
    let step = {
        let v = view(&mut h);
        v.session.game.prompt(v.session.state()).step
    };
    h.get_by_label(&format!("What now · {step}"));
    h.state_mut().settings.table_display = false;
    h.run();
    h.get_by_label("↶ Undo").click();
    h.run();
    assert!(view(&mut h).table_now.is_empty());
    h.get_by_label("Put back on the table:");
}

/// Point 5 over the ruleset API: in a scripted game of every game (the prompt's first allowed action
/// with its prefill, app dice), every action after which the board (the public state) changed has a
/// non-empty `Game::table_now`. Counted per game; a game whose undo hints miss a change is listed.
#[test]
fn point_5_table_now_is_not_empty_where_the_board_changes() {
    let mut lacking = Vec::new();
    for id in gunbai::games::ALL_IDS {
        let g = gunbai::games::load_embedded(id).unwrap();
        let mut s = Session::create(g.clone(), first_setup(g.as_ref()), Some(11), None).unwrap();
        let (mut changed, mut empty) = (0, Vec::new());
        // Actions that changed nothing since the last change are not tried again (a script that
        // reorganised forever).
        let mut idle = Vec::new();
        for _ in 0..80 {
            let before = s.state().clone();
            let Some(name) = script_step(g.as_ref(), &mut s, &idle) else {
                break;
            };
            if g.state_json(&before) == g.state_json(s.state()) {
                idle.push(name.clone());
            } else {
                idle.clear();
            }
            if g.public_state_json(&before) != g.public_state_json(s.state()) {
                changed += 1;
                if g.table_now(&before, s.state()).is_empty() {
                    empty.push(name);
                }
            }
        }
        assert!(
            changed > 0,
            "{id}: the script changed the board: {:?}",
            s.log()
                .iter()
                .map(|e| e.action.name.clone())
                .collect::<Vec<_>>()
        );
        if !empty.is_empty() {
            lacking.push(format!("{id}: {empty:?}"));
        }
    }
    // Issue 25: every game words every change of the board (Sekigahara and Tenka now have their own).
    assert!(lacking.is_empty(), "table hints lacking: {lacking:#?}");
}

/// Point 6: Save as… continues in the new file and Resume lists it (also outside the sessions folder);
/// the name offered is the game, the scenario and the date.
#[test]
fn point_6_save_as_then_resume_opens_the_new_file() {
    let home = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = elsewhere.path().join("our-game.gunbai");
    let asked = Arc::new(std::sync::Mutex::new(String::new()));
    let mut app = session_app(home.path(), "seinan", Lang::En, 1.0);
    {
        let (copy, asked) = (copy.clone(), asked.clone());
        app.dialogs = Arc::new(move |ask, _| match ask {
            gunbai::gui::FileAsk::SaveSessionAs(name) => {
                *asked.lock().unwrap() = name.clone();
                Some(copy.clone())
            }
            _ => None,
        });
    }
    let mut h = crate::kit::harness(app, 1024.0, 768.0);
    h.run();
    h.get_by_label("Save as…").click();
    h.run();
    let name = asked.lock().unwrap().clone();
    assert!(name.starts_with("seinan-"), "{name}");
    assert!(!name.chars().take(12).all(|c| c.is_ascii_digit()), "{name}");
    let today = gunbai::clock::today();
    assert!(name.ends_with(&format!("{today}.gunbai")), "{name}");
    // One action in the copy, then home: Resume lists the copy at that action.
    open(&mut h, "march-roll");
    view(&mut h).tray.typed = vec![3];
    view(&mut h).submit(false);
    h.run();
    assert_eq!(view(&mut h).error, None);
    h.get_by_label("◀ Home").click();
    h.run();
    let recent = gunbai::gui::home::scan_sessions(h.state());
    assert!(recent.iter().any(|r| r.path == copy), "{recent:?}");
    h.state_mut().session = None;
    h.state_mut().home.refresh();
    h.run();
    h.get_by_label("our-game");
    let y = h.get_by_label("our-game").rect().center().y;
    h.get_all_by_label("▶ Resume")
        .min_by_key(|n| (n.rect().center().y - y).abs() as i64)
        .unwrap()
        .click();
    h.run();
    let v = view(&mut h);
    assert_eq!(v.session.path.as_deref(), Some(copy.as_path()));
    assert_eq!(
        v.session.position(),
        1,
        "the copy holds the action made after Save as"
    );
}

/// Point 6: with no system file dialog (no portal, no zenity), Save as… asks for a path in the app and
/// says why.
#[test]
fn point_6_save_as_without_a_file_dialog_asks_for_a_path_in_the_app() {
    let home = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let mut app = session_app(home.path(), "tenka", Lang::En, 1.0);
    app.dialogs_missing = Some("no XDG desktop portal, no zenity".into());
    app.dialogs = Arc::new(|_, _| panic!("no dialog may open"));
    let mut h = crate::kit::harness(app, 1024.0, 768.0);
    h.run();
    h.get_by_label("Save as…").click();
    h.run();
    h.get_by_label_contains("No system file dialog here");
    let to = elsewhere.path().join("typed.gunbai");
    view(&mut h).save_as_path = Some(to.display().to_string());
    h.run();
    h.get_by_label("Save").click();
    h.run();
    assert!(to.exists());
    assert_eq!(view(&mut h).session.path.as_deref(), Some(to.as_path()));
    assert!(view(&mut h).save_as_path.is_none());
}

/// Point 2: a pick-list's group headings are on lines of their own, never an id, and picking a value two
/// groups offer lights only the button clicked.
#[test]
fn point_2_pick_groups_on_their_own_line_and_one_button_lit() {
    use gunbai::core::{KeySpec, Params};
    use gunbai::gui::form::{FormState, Pick};
    let keys = vec![KeySpec::text("column", "the column")];
    let picks = vec![
        Pick {
            group: "masuda".into(),
            value: "自国-自城".into(),
            label: "自国-自城".into(),
        },
        Pick {
            group: "大和兴武 1919".into(),
            value: "自国-自城".into(),
            label: "自国-自城".into(),
        },
        Pick {
            group: "大和兴武 1919".into(),
            value: "他国".into(),
            label: "他国".into(),
        },
    ];
    let mut h = Harness::builder()
        .with_size([400.0, 400.0])
        .with_context_setup(gunbai::gui::install_fonts)
        .build_ui_state(
            move |ui, f: &mut FormState| {
                let p = picks.clone();
                f.show_with(ui, "t", Lang::En, &move |_| p.clone());
            },
            FormState::new(&keys, &Params::new()),
        );
    h.run();
    assert!(h.query_by_label("masuda").is_none() && h.query_by_label("masuda:").is_none());
    let heading = h.get_by_label("大和兴武 1919").rect();
    let other = h.get_by_label("他国").rect();
    assert!(
        other.top() >= heading.bottom() - 1.0,
        "{heading:?} {other:?}"
    );
    // Click 自国-自城 under 大和兴武 1919 (the lower of the two buttons).
    h.get_all_by_label("自国-自城")
        .max_by_key(|n| n.rect().top() as i64)
        .unwrap()
        .click();
    h.run();
    let lit: Vec<f32> = h
        .get_all_by_label("自国-自城")
        .filter(|n| n.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True))
        .map(|n| n.rect().top())
        .collect();
    assert_eq!(lit.len(), 1, "one button lit");
    assert!(lit[0] > heading.top(), "the one under the group clicked");
}

/// The dice tray at 1024×768 (design: six big face buttons, touch targets of 40 px at least): the six
/// faces stay on one row (the 6 wrapped onto a line of its own). Shogun has no dice: Seinan's march.
#[test]
fn dice_faces_on_one_row_at_1024() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "seinan", Lang::En, 1.0),
        1024.0,
        768.0,
    );
    h.run();
    open(&mut h, "march-roll");
    let faces: Vec<egui::Rect> = (1..=6)
        .map(|f| {
            h.get_all_by_label(&f.to_string())
                .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
                .map(|n| n.rect())
                .max_by_key(|r| (r.width() * r.height()) as i64)
                .unwrap()
        })
        .collect();
    for r in &faces {
        assert!(r.width() >= 40.0 && r.height() >= 40.0, "{r:?}");
        assert!((r.top() - faces[0].top()).abs() < 1.0, "{faces:?}");
    }
}

/// Point 2: a long action form shows what the players choose (keys without a default, or changed);
/// the options left at their defaults fold under "More options"; the set-up form folds nothing.
#[test]
fn point_2_long_forms_fold_the_options_left_at_their_defaults() {
    use gunbai::core::{KeySpec, Params};
    use gunbai::gui::form::FormState;
    let keys = vec![
        KeySpec::text("force", "the force").say_label(gunbai::core::Msg::plain("Force")),
        KeySpec::text("to", "the hex").say_label(gunbai::core::Msg::plain("Ends in hex")),
        KeySpec::bool("sea", "by sea")
            .optional()
            .say_label(gunbai::core::Msg::plain("By sea")),
        KeySpec::bool("garrison", "garrison")
            .optional()
            .say_label(gunbai::core::Msg::plain("Garrison")),
        KeySpec::int("mp", 0, 40, "mp")
            .optional()
            .say_label(gunbai::core::Msg::plain("MP")),
    ];
    let preset = Params::new().with("sea", true);
    for fold in [true, false] {
        let mut form = FormState::new(&keys, &preset);
        form.fold_defaults = fold;
        let mut h = Harness::builder()
            .with_size([500.0, 700.0])
            .with_context_setup(gunbai::gui::install_fonts)
            .build_ui_state(
                |ui, f: &mut FormState| {
                    f.show(ui, "t", Lang::En);
                },
                form,
            );
        h.run();
        h.get_by_label("Force");
        h.get_by_label("Ends in hex");
        // Changed from its default: shown.
        h.get_by_label("By sea");
        if fold {
            assert!(h.query_by_label("Garrison").is_none(), "folded");
            assert!(h.query_by_label("MP").is_none(), "folded");
            h.get_by_label("More options (2)").click();
            h.run();
        }
        h.get_by_label("Garrison");
        h.get_by_label("MP");
    }
}

/// Point 2: an action's form opens with what the state decides filled in (the ruleset's prefill, the
/// one the CLI's help names), under the prompt's own preset.
#[test]
fn point_2_forms_open_with_the_states_prefill() {
    let home = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for id in gunbai::games::ALL_IDS {
        let mut app = session_app(home.path(), id, Lang::En, 1.0);
        let v = app.session.as_mut().unwrap();
        let game = v.session.game.clone();
        // A few steps into the game, where the state decides more.
        for _ in 0..12 {
            if script_step(game.as_ref(), &mut v.session, &[]).is_none() {
                break;
            }
        }
        for a in game.actions() {
            let prefill = game.prefill(v.session.state(), &a.name);
            v.open_action(&a.name, &a.title, &gunbai::core::Params::new());
            let params = v.open.as_ref().unwrap().form.params();
            for (k, val) in prefill.0.iter() {
                if a.keys.iter().any(|s| &s.name == k) && !val.is_null() {
                    assert_eq!(params.get(k), Some(val), "{id} {} {k}", a.name);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 0, "some action's key is decided by the state");
}

/// Point 7: a message said on one screen goes when the players change the screen or the language; a
/// game for a fixed number of players says "Players 4", not "Players 4–4".
#[test]
fn point_7_stale_messages_go_and_player_counts_read_once() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::app_harness(home.path(), 1024.0, 768.0);
    h.run();
    h.state_mut().message = Some(("seed: expected a whole number".into(), true));
    h.run();
    h.get_by_label("seed: expected a whole number");
    h.state_mut().settings.lang = Lang::Zh;
    h.run();
    h.run();
    assert_eq!(h.state().message, None, "gone with the language change");
    h.state_mut().settings.lang = Lang::En;
    h.state_mut().message = Some(("kept on its screen".into(), false));
    h.run();
    h.run();
    assert!(h.state().message.is_some(), "kept while the screen stays");
    // Changed by a click in the frame (the message was said before it).
    h.get_by_label("▦ Tables").click();
    h.run();
    h.run();
    assert_eq!(h.state().screen, Screen::Tables);
    assert_eq!(h.state().message, None, "gone with the screen change");
    h.state_mut().screen = Screen::Home;
    h.run();
    for id in gunbai::games::ALL_IDS {
        let info = h.state().load(id).unwrap().info();
        if info.min_players == info.max_players {
            let n = info.min_players;
            assert!(
                h.query_by_label(&format!("Players {n}–{n}")).is_none(),
                "{id}"
            );
        }
    }
    assert!(h.query_all_by_label_contains("Players ").all(|n| {
        !n.accesskit_node()
            .label()
            .unwrap_or_default()
            .contains("2–2")
    }),);
}

/// Point 7: the odds stay off at first, one tick away under the tray of a step that rolls.
#[test]
fn point_7_odds_one_tick_away_under_the_tray() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "seinan", Lang::En, 1.0),
        1024.0,
        768.0,
    );
    h.run();
    assert!(!h.state().settings.show_odds);
    open(&mut h, "march-roll");
    assert!(h.query_by_label("Odds").is_none());
    h.get_by_label("Show the odds of this roll").click();
    h.run();
    h.run();
    assert!(h.state().settings.show_odds);
    h.get_by_label("Odds");
}

/// Point 7: Back from Tables (and Print) goes where the players came from: home when they came from
/// home, even with a session open; the session when they came from it.
#[test]
fn point_7_back_from_tables_returns_where_the_players_came_from() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::harness(
        session_app(home.path(), "seinan", Lang::En, 1.0),
        1280.0,
        800.0,
    );
    h.run();
    // From the session to Print, and back.
    h.get_by_label("Print").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Print);
    h.get_by_label("◀ Back").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Session);
    // Home, then Tables: Back goes home, though the session is still open.
    h.get_by_label("◀ Home").click();
    h.run();
    h.get_by_label("▦ Tables").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Tables);
    h.get_by_label("◀ Back").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Home);
    assert!(h.state().session.is_some());
    h.get_by_label("▦ Tables").click();
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().screen, Screen::Home);
}

/// Point 7: the set-up checklist opens at its top, wherever the home and new-session screens were
/// scrolled.
#[test]
fn point_7_the_checklist_opens_at_its_top() {
    let home = tempfile::tempdir().unwrap();
    let mut h = crate::kit::app_harness(home.path(), 1024.0, 600.0);
    h.run();
    h.get_by_label("Import").scroll_to_me();
    h.run();
    crate::kit::start_to_checklist(&mut h, "sekigahara", 2);
    h.run();
    let first = {
        let v = h.state().session.as_ref().unwrap();
        v.session
            .game
            .setup_checklist(&v.session.header.setup, v.session.state())[0]
            .en()
    };
    let r = h
        .get_by_role_and_label(egui::accesskit::Role::CheckBox, &first)
        .rect();
    let win = h.ctx.content_rect();
    assert!(
        win.contains_rect(r) && r.top() < win.height() * 0.5,
        "the first item at {r:?}"
    );
}
