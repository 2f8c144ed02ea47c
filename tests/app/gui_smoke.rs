//! Smoke test: every implemented game and scenario opens in the session screen in 中文, English and
//! 日本語, and every action form of the first prompt opens. egui_kittest fails on any glyph the embedded
//! font lacks, so this also checks that every game's text renders (kana included). Then the frame's own
//! words in 日本語 and 中文: no Latin word is left on the home screen, two games' session screens and the
//! dice tray once the game's own words are cut out.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gunbai::core::Setup;
use gunbai::gui::session_view::SessionView;
use gunbai::gui::{GunbaiApp, Lang, Screen};
use gunbai::session::Session;

#[test]
fn every_game_and_scenario_renders_in_every_language() {
    // The app's own data folder keeps the players' table overrides out of the test.
    let home = tempfile::tempdir().unwrap();
    let app = GunbaiApp::in_data_dir(home.path());
    let ids = app.implemented();
    assert!(ids.iter().any(|i| i == "seinan"));
    let mut h = Harness::builder()
        .with_size([1400.0, 1000.0])
        .with_context_setup(gunbai::gui::install_fonts)
        .build_ui_state(|ui, app: &mut GunbaiApp| app.show(ui), app);
    h.run();
    for id in ids {
        let game = h.state().load(&id).unwrap();
        // The New session screen (scenarios, optional rules) and the procedures, in both languages.
        for lang in Lang::ALL {
            {
                let app = h.state_mut();
                app.settings.lang = lang;
                app.home.new_game = Some(id.clone());
                app.screen = Screen::NewSession;
            }
            h.run();
            h.state_mut().screen = Screen::Procedures;
            h.state_mut().procedures.game = Some(id.clone());
            h.run();
            for p in game.procedures() {
                let st = &mut h.state_mut().procedures;
                st.procedure = Some(p.id.clone());
                st.form = gunbai::gui::form::FormState::new(&p.keys, &Default::default());
                h.run();
            }
            h.state_mut().screen = Screen::Tables;
            let files: Vec<String> = game.files().files.keys().cloned().collect();
            for file in files {
                h.state_mut().tables.select(&id, &file);
                h.run();
                let t = &h.state().tables;
                assert!(
                    t.grid.is_some() || t.text.is_some(),
                    "{id} {file} opens in the editor"
                );
            }
        }
        for sc in game.scenarios() {
            let setup = Setup {
                scenario: Some(sc.id.clone()),
                players: sc.max_players,
                ..Default::default()
            };
            for lang in Lang::ALL {
                let s = Session::create(game.clone(), setup.clone(), Some(1), None).unwrap();
                {
                    let app = h.state_mut();
                    app.settings.lang = lang;
                    app.session = Some(SessionView::new(s));
                    app.screen = Screen::Session;
                }
                h.run();
                // Open every allowed action of the first prompt.
                let prompt = game.prompt(h.state().session.as_ref().unwrap().session.state());
                for a in prompt.actions.iter().filter(|a| a.blocked.is_none()) {
                    h.state_mut()
                        .session
                        .as_mut()
                        .unwrap()
                        .open_action(&a.name, &a.label, &a.preset);
                    h.run();
                    assert!(
                        h.state().session.as_ref().unwrap().open.is_some(),
                        "{id} {}: form",
                        a.name
                    );
                }
                assert!(
                    h.query_all_by_label_contains(game.info().title)
                        .next()
                        .is_some()
                );
            }
        }
    }
}

/// Words the frame's text may carry in every language: the app's name, the language switch's
/// "English", key names and units.
const KEEP: &[&str] = &[
    "Gunbai", "English", "Ctrl", "Shift", "Enter", "Esc", "Tab", "PDF", "QR", "OK", "mm", "A4",
];

/// Every label and value on screen (buttons, labels, headers, fields), each whole (not the pieces of
/// its wrapped lines).
fn screen_text(h: &Harness<'static, GunbaiApp>) -> Vec<String> {
    h.query_all(egui_kittest::kittest::by().predicate(|_| true))
        .filter(|n| n.accesskit_node().role() != egui::accesskit::Role::TextRun)
        .flat_map(|n| {
            let a = n.accesskit_node();
            [a.label(), a.value()]
        })
        .flatten()
        .map(|s| s.to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The Latin words of the frame's own text: every line on screen with the game's words (`game`, each
/// as the game says it in this language) cut out, so what is left is what the frame wrote.
fn frame_latin(shown: &[String], game: &[String]) -> Vec<String> {
    let mut game: Vec<&String> = game.iter().filter(|s| !s.trim().is_empty()).collect();
    game.sort_by_key(|s| std::cmp::Reverse(s.len()));
    let mut bad = Vec::new();
    for line in shown {
        let mut rest = line.clone();
        for g in &game {
            rest = rest.replace(g.as_str(), " ");
        }
        for w in gunbai::core::text::latin_words(&rest, KEEP) {
            bad.push(format!("{w:?} in {line:?}"));
        }
    }
    bad
}

/// What a game says about a result: its outcome, the modifiers' labels and the tables it read.
fn resolution_words(
    game: &dyn gunbai::core::Game,
    res: &gunbai::core::Resolution,
    lang: Lang,
) -> Vec<String> {
    let mut words = vec![game.say(&game.outcome_text(res), lang)];
    words.extend(res.modifiers.iter().map(|m| game.say(&m.label, lang)));
    for c in &res.cells {
        words.extend([c.row.clone(), c.column.clone(), c.value.clone()]);
        if let Some((_, g)) = gunbai::gui::dice::find_grid(game, &c.table) {
            words.extend([g.title, g.row_axis, g.column_axis]);
            words.extend(g.columns);
            for r in g.rows {
                words.push(r.key);
                words.extend(r.cells);
            }
        }
    }
    words
}

/// What a game itself says on its home card, its session screen and its log, in `lang`.
fn game_words(app: &GunbaiApp, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for id in app.implemented() {
        let g = app.load(&id).unwrap();
        out.push(g.info().title.to_string());
        out.push(gunbai::gui::home::card_blurb(g.as_ref(), lang));
    }
    let Some(v) = app.session.as_ref() else {
        return out;
    };
    let g = v.session.game.clone();
    let st = v.session.state();
    let say = |m: &gunbai::core::Msg| g.say(m, lang);
    out.push(v.title());
    let p = g.prompt(st);
    out.push(say(&p.step));
    out.extend(p.hints.iter().map(say));
    for a in &p.actions {
        out.push(say(&a.label));
        if let Some((_, why)) = &a.blocked {
            out.push(say(why));
        }
    }
    let status = g.status(st);
    for (k, val) in &status.track {
        out.push(say(k));
        out.push(say(val));
    }
    out.push(say(&status.phase));
    out.extend(status.winner.iter().map(say));
    out.extend(v.undo_hints.iter().map(say));
    out.extend(v.table_now.iter().map(say));
    out.extend(v.error.iter().cloned());
    out.extend(v.notice.iter().cloned());
    if let Some(res) = &v.last {
        out.extend(resolution_words(g.as_ref(), res, lang));
    }
    for e in v.session.public_log() {
        out.push(say(&g.action_label(&e.action.name)));
        out.extend(e.lines.iter().map(&say));
    }
    out
}

/// 日本語 and 中文: the home screen, the session screens of two games (after one action) and the dice
/// tray of a procedure with its result have no Latin word of the frame's; the font draws every glyph.
#[test]
fn issue_20_the_frame_speaks_japanese_and_chinese_with_no_english_left() {
    let home = tempfile::tempdir().unwrap();
    let mut h = Harness::builder()
        .with_size([1400.0, 1000.0])
        .with_context_setup(gunbai::gui::install_fonts)
        .build_ui_state(
            |ui, app: &mut GunbaiApp| app.show(ui),
            GunbaiApp::in_data_dir(home.path()),
        );
    h.run();
    for (lang, name, new_session) in [
        (Lang::Ja, "日本語", "▶ 新しい対局"),
        (Lang::Zh, "中文", "▶ 新对局"),
    ] {
        // The switch on the home screen: each language by its own name.
        h.state_mut().screen = Screen::Home;
        h.run();
        h.get_by_label(name).click();
        h.run();
        assert_eq!(h.state().settings.lang, lang);
        assert!(h.query_all_by_label(new_session).next().is_some());
        let bad = frame_latin(&screen_text(&h), &game_words(h.state(), lang));
        assert!(bad.is_empty(), "{name} home: {bad:#?}");

        for id in ["seinan", "saigoku"] {
            let game = h.state().load(id).unwrap();
            let sc = game.scenarios().into_iter().next();
            let setup = Setup {
                scenario: sc.as_ref().map(|s| s.id.clone()),
                players: sc.as_ref().map_or(2, |s| s.max_players),
                ..Default::default()
            };
            let s = Session::create(game.clone(), setup, Some(7), None).unwrap();
            {
                let app = h.state_mut();
                let mut v = SessionView::new(s);
                // The state column is the game's own panel: folded away, the frame is what shows.
                v.state_hidden = true;
                app.session = Some(v);
                app.screen = Screen::Session;
            }
            h.run();
            // One action with the app's dice, so the result strip and the log have lines.
            let prompt = game.prompt(h.state().session.as_ref().unwrap().session.state());
            let a = prompt
                .actions
                .iter()
                .find(|a| a.blocked.is_none())
                .expect("an allowed action")
                .clone();
            {
                let v = h.state_mut().session.as_mut().unwrap();
                v.open_action(&a.name, &a.label, &a.preset);
                v.submit(true);
                v.open = None;
            }
            h.run();
            h.run();
            let shown = screen_text(&h);
            assert!(
                shown.iter().any(|l| l.contains(game.info().title)),
                "{id}: the session screen is drawn"
            );
            let bad = frame_latin(&shown, &game_words(h.state(), lang));
            assert!(bad.is_empty(), "{name} {id} session: {bad:#?}");
        }

        // The dice tray and a result: the first procedure of a game, rolled with the app's dice.
        let game = h.state().load("seinan").unwrap();
        let p = game.procedures().into_iter().next().expect("a procedure");
        {
            let app = h.state_mut();
            app.screen = Screen::Procedures;
            app.procedures.game = Some("seinan".into());
            app.procedures.procedure = Some(p.id.clone());
            app.procedures.form = gunbai::gui::form::FormState::new(&p.keys, &Default::default());
        }
        h.run();
        let roll = gunbai_rules::msg!("frame-roll").render(lang);
        h.get_by_label(&format!("⚅ {roll}")).click();
        h.run();
        h.run();
        let say = |m: &gunbai::core::Msg| game.say(m, lang);
        let mut words = game_words(h.state(), lang);
        for q in game.procedures() {
            words.push(say(&q.title));
            words.push(say(&q.dice));
        }
        for k in &p.keys {
            words.push(say(&k.label_msg()));
            words.push(say(&k.help_msg()));
            if let gunbai::core::KeyKind::Choice { options } = &k.kind {
                words.extend(options.iter().cloned());
            }
        }
        match &h.state().procedures.result {
            Some(Ok(res)) => words.extend(resolution_words(game.as_ref(), res, lang)),
            Some(Err(e)) => words.push(e.clone()),
            None => panic!("the roll resolved the procedure"),
        }
        let bad = frame_latin(&screen_text(&h), &words);
        assert!(bad.is_empty(), "{name} dice tray: {bad:#?}");
    }
}
