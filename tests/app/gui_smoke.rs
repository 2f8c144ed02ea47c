//! Smoke test: every implemented game and scenario opens in the session screen in both languages,
//! and every action form of the first prompt opens. egui_kittest fails on any glyph the embedded font
//! lacks, so this also checks that every game's text renders.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gunbai::core::Setup;
use gunbai::gui::session_view::SessionView;
use gunbai::gui::{GunbaiApp, Lang, Screen};
use gunbai::session::Session;

#[test]
fn every_game_and_scenario_renders_in_both_languages() {
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
        for lang in [Lang::En, Lang::Zh] {
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
            for lang in [Lang::En, Lang::Zh] {
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
