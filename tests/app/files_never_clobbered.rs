//! Issue 19 item 5: `print --out` overwrote anything, the session file itself included
//! (`print tenka packup --session t.gunbai --out t.gunbai` left a PDF named t.gunbai). Now a session
//! file (known by its content, whatever its name) and any file that is not a PDF are never written
//! over; an existing PDF only with `--force`.

#![allow(clippy::disallowed_methods)]

use crate::clienv;
use clienv::Env;

fn new_session(e: &Env, name: &str) -> String {
    let f = e.path(name).to_str().unwrap().to_string();
    e.ok(&[
        "session",
        "new",
        "tenka",
        "--players",
        "2",
        "--seed",
        "3",
        "--out",
        &f,
    ]);
    f
}

#[test]
fn issue_19_5_print_out_never_writes_over_the_session_file() {
    let e = Env::new();
    let f = new_session(&e, "t.gunbai");
    let before = std::fs::read(&f).unwrap();
    let m = e.err(&["print", "tenka", "packup", "--session", &f, "--out", &f]);
    assert!(m.contains("session file"), "{m}");
    assert_eq!(m.lines().count(), 1, "{m}");
    // Not even with --force, and not under a PDF's name either: the content decides.
    let m = e.err(&[
        "print",
        "tenka",
        "packup",
        "--session",
        &f,
        "--out",
        &f,
        "--force",
    ]);
    assert!(m.contains("session file"), "{m}");
    let disguised = e.path("t.pdf");
    std::fs::copy(&f, &disguised).unwrap();
    let m = e.err(&[
        "print",
        "tenka",
        "packup",
        "--session",
        &f,
        "--out",
        disguised.to_str().unwrap(),
        "--force",
    ]);
    assert!(m.contains("session file"), "{m}");
    assert_eq!(
        std::fs::read(&f).unwrap(),
        before,
        "the session is untouched"
    );
    assert_eq!(std::fs::read(&disguised).unwrap(), before);
    // The session still opens.
    e.ok(&["session", "show", &f]);
}

#[test]
fn issue_19_5_print_out_refuses_a_file_that_is_not_a_pdf() {
    let e = Env::new();
    let notes = e.path("notes.txt");
    std::fs::write(&notes, "our house rules\n").unwrap();
    for force in [false, true] {
        let mut args = vec!["print", "seinan", "aid", "--out", notes.to_str().unwrap()];
        if force {
            args.push("--force");
        }
        let m = e.err(&args);
        assert!(m.contains("not a PDF"), "{m}");
    }
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "our house rules\n"
    );
    // A folder in the way is refused as well.
    let dir = e.path("folder.pdf");
    std::fs::create_dir(&dir).unwrap();
    let m = e.err(&["print", "seinan", "aid", "--out", dir.to_str().unwrap()]);
    assert!(m.contains("folder"), "{m}");
}

#[test]
fn issue_19_5_an_existing_pdf_is_replaced_only_with_force() {
    let e = Env::new();
    let out = e.path("aid.pdf");
    let o = out.to_str().unwrap();
    e.ok(&["print", "seinan", "aid", "--out", o]);
    let first = std::fs::read(&out).unwrap();
    assert!(first.starts_with(b"%PDF-"));
    let m = e.err(&["print", "seinan", "aid", "--out", o, "--paper", "letter"]);
    assert!(m.contains("--force"), "{m}");
    assert_eq!(std::fs::read(&out).unwrap(), first, "left as it was");
    e.ok(&[
        "print", "seinan", "aid", "--out", o, "--paper", "letter", "--force",
    ]);
    let second = std::fs::read(&out).unwrap();
    assert!(second.starts_with(b"%PDF-"));
    assert_ne!(second, first, "replaced by the letter-size aid");
}

/// The GUI print screen writes with the same rule: a session file lying in the print folder under
/// the default PDF name is never written over (an earlier PDF there is replaced, as before).
#[test]
fn issue_19_5_the_print_screen_never_writes_over_a_session_file() {
    use egui_kittest::kittest::Queryable;
    let home = tempfile::tempdir().unwrap();
    let target = home.path().join("print").join("seinan-aid.pdf");
    std::fs::create_dir_all(target.parent().unwrap()).unwrap();
    let g = gunbai::games::load_embedded("seinan").unwrap();
    gunbai::session::Session::create(
        g,
        gunbai::core::Setup::default(),
        Some(1),
        Some(target.clone()),
    )
    .unwrap();
    let before = std::fs::read(&target).unwrap();
    let mut app = gunbai::gui::GunbaiApp::in_data_dir(home.path());
    app.screen = gunbai::gui::Screen::Print;
    app.print.game = Some("seinan".into());
    app.print.what = "aid".into();
    app.print.open_after = false;
    let mut h = crate::kit::harness(app, 1280.0, 900.0);
    h.run();
    h.get_by_label("Make PDF").click();
    h.run();
    let (msg, err) = h.state().print.status.clone().unwrap();
    assert!(err, "refused: {msg}");
    assert!(msg.contains("session file"), "{msg}");
    assert_eq!(
        std::fs::read(&target).unwrap(),
        before,
        "the session is untouched"
    );
    // An earlier PDF under that name is the app's own: replaced.
    std::fs::write(&target, b"%PDF-1.7\nold\n").unwrap();
    h.get_by_label("Make PDF").click();
    h.run();
    let (msg, err) = h.state().print.status.clone().unwrap();
    assert!(!err, "{msg}");
    assert!(std::fs::read(&target).unwrap().len() > 100);
}
