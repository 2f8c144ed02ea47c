//! Frame time (issue 23): the session screen of Saigoku scenario 4 drawn headless by egui (layout and
//! tessellation, no GPU), CPU per frame as a median over many frames; and the cold start of the app up
//! to its first frame (loading the game, the fonts, the first layout) in this process.
//! `cargo bench --bench frame`. Plain timings, printed; nothing here asserts a time.

#![allow(clippy::disallowed_methods)]

use std::time::{Duration, Instant};

use gunbai::core::{Lang, Setup};
use gunbai::gui::session_view::SessionView;
use gunbai::gui::{GunbaiApp, Screen};
use gunbai::session::Session;

fn raw_input(size: egui::Vec2) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    }
}

/// One frame as eframe draws it, without the GPU: the pass, then the triangles.
fn frame(ctx: &egui::Context, app: &mut GunbaiApp, size: egui::Vec2) -> usize {
    let out = ctx.run_ui(raw_input(size), |ui| app.show(ui));
    let ppp = out.pixels_per_point;
    ctx.tessellate(out.shapes, ppp).len()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn session_app(home: &std::path::Path, id: &str, scenario: &str, lang: Lang) -> GunbaiApp {
    let mut app = GunbaiApp::in_data_dir(home);
    let g = app.load(id).expect("the game loads");
    let setup = Setup {
        scenario: Some(scenario.into()),
        players: 0,
        ..Default::default()
    };
    let s = Session::create(g, setup, Some(7), None).expect("the scenario sets up");
    app.settings.lang = lang;
    app.session = Some(SessionView::new(s));
    app.screen = Screen::Session;
    app
}

fn main() {
    let home = std::env::temp_dir().join(format!("gunbai-frame-bench-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a temporary folder");
    let size = egui::vec2(1024.0, 768.0);

    // Cold start: game, session, fonts and the first frames (egui lays text out over the first two).
    let t = Instant::now();
    let mut app = session_app(&home, gunbai::games::saigoku::ID, "4", Lang::Ja);
    let ctx = egui::Context::default();
    gunbai::gui::install_fonts(&ctx);
    let _ = frame(&ctx, &mut app, size);
    let first = t.elapsed();
    let _ = frame(&ctx, &mut app, size);
    println!(
        "cold start to the first frame (Saigoku 4, 日本語)   {:>8.1} ms  (second frame at {:.1} ms)",
        first.as_secs_f64() * 1e3,
        t.elapsed().as_secs_f64() * 1e3
    );

    for (name, lang) in [
        ("日本語", Lang::Ja),
        ("English", Lang::En),
        ("中文", Lang::Zh),
    ] {
        app.settings.lang = lang;
        for _ in 0..5 {
            let _ = frame(&ctx, &mut app, size);
        }
        let mut times = Vec::with_capacity(300);
        let mut prims = 0;
        for _ in 0..300 {
            let t = Instant::now();
            prims = frame(&ctx, &mut app, size);
            times.push(t.elapsed());
        }
        let worst = *times.iter().max().expect("frames were timed");
        println!(
            "frame, session screen of Saigoku 4 ({name:<7})   median {:>6.3} ms  worst {:>6.3} ms  ({prims} meshes, 300 frames, 1024×768)",
            median(times).as_secs_f64() * 1e3,
            worst.as_secs_f64() * 1e3,
        );
    }
    // The table editor of Saigoku (issue 23): the list of its table files, each titled in the
    // players' words, and the first table open.
    app.settings.lang = Lang::Ja;
    app.screen = Screen::Tables;
    app.tables.game = Some(gunbai::games::saigoku::ID.into());
    for _ in 0..5 {
        let _ = frame(&ctx, &mut app, size);
    }
    let mut times = Vec::with_capacity(100);
    for _ in 0..100 {
        let t = Instant::now();
        let _ = frame(&ctx, &mut app, size);
        times.push(t.elapsed());
    }
    println!(
        "frame, table editor of Saigoku (日本語)        median {:>6.3} ms  worst {:>6.3} ms  (100 frames, 1024×768)",
        median(times.clone()).as_secs_f64() * 1e3,
        times.iter().max().expect("frames were timed").as_secs_f64() * 1e3,
    );
    std::fs::remove_dir_all(&home).ok();
}
