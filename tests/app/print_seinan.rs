//! The real Seinan ruleset prints its aid, counters and a pack-up sheet whose QR restores the session.

use gunbai::core::{ActionCall, Setup};
use gunbai::games;
use gunbai::print::{self, PrintOptions, What, qr};
use gunbai::session::Session;

use crate::common;

fn played() -> Session {
    let g = games::load_embedded("seinan").unwrap();
    let mut s = Session::create(g, Setup::default(), Some(1877), None).unwrap();
    s.act(ActionCall::new("march-roll"), &[3], false).unwrap();
    let m = ActionCall::new("march")
        .with("kind", "a")
        .with("units", "1番大队,2番大队")
        .with("to", "八代");
    s.act(m, &[], false).unwrap();
    s
}

#[test]
fn seinan_aid_and_counters_from_the_real_tables() {
    let g = games::load_embedded("seinan").unwrap();
    let opts = PrintOptions {
        date: "2026-11-22".into(),
        ..Default::default()
    };
    let (pages, _, sizes, text) =
        common::inspect(&print::render(g.as_ref(), What::Aid, None, &opts).unwrap());
    assert!(pages >= 1 && !sizes.is_empty() && sizes.iter().all(|s| *s < 600_000));
    for want in [
        "Sequence of play",
        "rule 4.0",
        "rule 5.0",
        "rule 7.0",
        "rule 8.0",
        "rule 9.1",
        "熊本城",
        "鹿儿岛",
        // Rule 6.4②: the aid agrees with the app that a retreat may be partial.
        "partial",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
    let (pages, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &opts).unwrap());
    assert_eq!(pages % 2, 0);
    let text = common::compact(&text);
    // All 13 disaffected samurai with their neutral side (plus the legend line on every page),
    // both faces of the others.
    assert_eq!(text.matches("中立").count(), 13 + pages);
    for want in [
        "西乡隆盛",
        "步兵第14连队",
        "熊本镇台",
        "第1旅团",
        "6番大队",
        "长崎士族",
        "正面",
        "反面",
    ] {
        assert!(text.contains(want), "counters lack {want}");
    }
}

#[test]
fn seinan_packup_qr_restores_the_session_via_import_text() {
    let s = played();
    let g = games::load_embedded("seinan").unwrap();
    let opts = PrintOptions {
        date: "2026-11-22".into(),
        ..Default::default()
    };
    let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts).unwrap();
    let (_, _, _, text) = common::inspect(&pdf);
    assert!(text.contains("八代"), "the state listing shows the march");
    // The QR on the sheet is the payload; scan its matrix and import it with the real registry.
    let payload = qr::encode_payload(&s);
    let (w, dark) = qr::matrix(&payload).unwrap();
    let (side, px) = qr::raster(w, &dark, 2);
    let scanned = qr::decode_gray(side, side, &px).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("s.gunbai");
    let rep = qr::import_text(&scanned, &out).unwrap();
    assert_eq!(rep.game, "seinan");
    let r = Session::open(&out, games::load_embedded).unwrap();
    assert_eq!(r.state_json(), s.state_json());
    assert_eq!(r.position(), 2);
}
