//! What the GUI tests share: a harness over an app, and the steps every game's tests take the same way.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gunbai::gui::GunbaiApp;

/// A kittest harness of the given window size over `app`, with the CJK font (a missing glyph fails).
pub fn harness(app: GunbaiApp, w: f32, h: f32) -> Harness<'static, GunbaiApp> {
    Harness::builder()
        .with_size([w, h])
        .with_context_setup(gunbai::gui::install_fonts)
        .build_ui_state(|ui, app: &mut GunbaiApp| app.show(ui), app)
}

/// The app over every game with its files in `home`, in a window of the given size.
pub fn app_harness(home: &std::path::Path, w: f32, h: f32) -> Harness<'static, GunbaiApp> {
    harness(GunbaiApp::in_data_dir(home), w, h)
}

/// Clicks "▶ New session" on the home card titled `title` (the topmost label with that title is the card:
/// a resumable session further down may name the game too).
pub fn new_session_on_card(h: &mut Harness<'static, GunbaiApp>, title: &str) {
    let x = h
        .get_all_by_label(title)
        .min_by_key(|n| n.rect().top() as i64)
        .unwrap()
        .rect()
        .left();
    h.get_all_by_label("▶ New session")
        .min_by_key(|n| (n.rect().left() - x).abs() as i64)
        .unwrap()
        .click();
}

/// From the New session screen of game `id` with `players` players: ▶ Start, on to the set-up checklist.
pub fn start_to_checklist(h: &mut Harness<'static, GunbaiApp>, id: &str, players: u8) {
    {
        let a = h.state_mut();
        a.home.new_game = Some(id.into());
        a.home.players = players;
        a.screen = gunbai::gui::Screen::NewSession;
    }
    h.run();
    h.get_by_label("▶ Start").scroll_to_me();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    assert_eq!(h.state().screen, gunbai::gui::Screen::Checklist);
}

/// With a table file open as text in the table editor: an edit that adds `broken` (naming 京都, a place the
/// game does not have) is refused and never written to `saved`; marking the file as real data is saved.
pub fn table_edit_refused_then_saved(
    h: &mut Harness<'static, GunbaiApp>,
    saved: &std::path::Path,
    broken: &str,
) {
    let original = h
        .state()
        .tables
        .text
        .clone()
        .expect("the file is edited as text");
    h.state_mut().tables.text = Some(format!("{original}\n{broken}"));
    h.run();
    h.get_by_label("Save").click();
    h.run();
    let (msg, err) = h.state().tables.status.clone().unwrap();
    assert!(err && msg.contains("京都"), "{msg}");
    assert!(!saved.exists(), "a broken file is never written");
    h.state_mut().tables.text = Some(original.replace("placeholder = true", "placeholder = false"));
    h.run();
    h.get_by_label("Save").click();
    h.run();
    let (msg, err) = h.state().tables.status.clone().unwrap();
    assert!(!err, "{msg}");
    assert!(
        std::fs::read_to_string(saved)
            .unwrap()
            .contains("placeholder = false")
    );
}

/// The pure node-map layout keeps every box inside the diagram and apart from every other, at each
/// width the left column can have (240–900 px).
pub fn assert_map_boxes_apart(
    nodes: &[gunbai::gui::node_map::MapNode],
    fit: &gunbai::gui::node_map::MapFit,
) {
    let mut width = 240.0;
    while width <= 900.0 {
        let (rects, height) = gunbai::gui::node_map::layout(nodes, width, fit);
        for (i, a) in rects.iter().enumerate() {
            assert!(
                a.left() >= 0.0 && a.right() <= width && a.bottom() <= height,
                "{a:?}"
            );
            for b in &rects[i + 1..] {
                assert!(!a.intersects(*b), "at {width}: {a:?} overlaps {b:?}");
            }
        }
        width += 10.0;
    }
}
