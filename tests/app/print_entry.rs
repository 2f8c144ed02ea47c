//! The ready-made CLI bodies: option parsing, the footer date, print to a file, import from text.
#![allow(clippy::disallowed_methods)] // reads the written file back

use gunbai::cli::PrintArgs;
use gunbai::cli::print as entry;
use gunbai::core::{ActionCall, Setup};
use gunbai::print::qr;
use gunbai::session::Session;

fn args(what: &str, out: std::path::PathBuf) -> PrintArgs {
    PrintArgs {
        game: "seinan".into(),
        what: what.into(),
        session: None,
        paper: "letter".into(),
        out: Some(out),
        counter_mm: Some(19.0),
        bleed_mm: Some(1.0),
        duplex_offset: Some("0.5,-1".into()),
        no_backs: false,
        scenario: None,
        options: vec![],
        force: false,
    }
}

#[test]
fn offsets_dates_and_options_parse() {
    assert_eq!(entry::parse_offset(" 0.5 , -1").unwrap(), (0.5, -1.0));
    assert!(
        entry::parse_offset("1;2")
            .unwrap_err()
            .starts_with("duplex-offset: expected X,Y")
    );
    let dir = tempfile::tempdir().unwrap();
    let o = entry::options(
        &args("counters", dir.path().join("x.pdf")),
        gunbai::core::Lang::En,
    )
    .unwrap();
    assert_eq!(
        (o.counter_mm, o.bleed_mm, o.duplex_offset_mm),
        (19.0, 1.0, (0.5, -1.0))
    );
    let mut bad = args("counters", dir.path().join("x.pdf"));
    bad.counter_mm = Some(99.0);
    assert!(
        entry::options(&bad, gunbai::core::Lang::En)
            .unwrap_err()
            .contains("counter-mm")
    );
}

#[test]
fn print_command_writes_the_pdf_and_import_command_restores() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c.pdf");
    let path = entry::print_command(&args("counters", out.clone())).unwrap();
    assert_eq!(path, out);
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    assert!(
        entry::print_command(&args("poster", dir.path().join("p.pdf")))
            .unwrap_err()
            .contains("what: expected")
    );

    let g = gunbai::games::load_embedded("seinan").unwrap();
    let mut s = Session::create(g, Setup::default(), Some(3), None).unwrap();
    s.act(ActionCall::new("march-roll"), &[5], false).unwrap();
    let text = qr::encode_payload(&s);
    let rep = gunbai::print_entry::import_command(
        vec![text.clone()],
        vec![],
        &dir.path().join("r.gunbai"),
    )
    .unwrap();
    assert_eq!((rep.game.as_str(), rep.position), ("seinan", 1));
    let none = gunbai::print_entry::import_command(vec![], vec![], &dir.path().join("q.gunbai"));
    assert!(none.unwrap_err().contains("--qr-text"));
    let missing_image = gunbai::print_entry::import_command(
        vec![text],
        vec!["x.png".into()],
        &dir.path().join("q.gunbai"),
    );
    assert!(missing_image.unwrap_err().contains("x.png"));
}
