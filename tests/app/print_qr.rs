//! Pack-up QR: base45, the round trip through an image and rqrr back to an identical session, the
//! fallbacks (lite journal, snapshot) and the refusals (bad checksum, unknown version, oversize).

use crate::common;

use gunbai::core::ActionCall;
use gunbai::print::qr::{self, PayloadKind, QrError, Restored};
use gunbai::session::Session;

#[test]
fn base45_matches_rfc_9285_vectors() {
    assert_eq!(qr::base45_encode(b"AB"), "BB8");
    assert_eq!(qr::base45_encode(b"Hello!!"), "%69 VD92EX0");
    assert_eq!(qr::base45_encode(b"base-45"), "UJCLQE7W581");
    assert_eq!(qr::base45_decode("QED8WEX0").unwrap(), b"ietf!");
    assert!(qr::base45_decode("GGW").is_err(), "65536+ must be refused");
    assert!(qr::base45_decode("a").is_err());
}

fn session_with_play() -> Session {
    let g = common::game();
    let mut s = Session::create(g, Default::default(), Some(1877), None).unwrap();
    s.act(
        ActionCall::new("move")
            .with("unit", "6番大队")
            .with("to", "熊本"),
        &[],
        true,
    )
    .unwrap();
    s.act(ActionCall::new("roll"), &[], true).unwrap();
    s.act(ActionCall::new("roll"), &[4], false).unwrap();
    s.act(
        ActionCall::new("move")
            .with("unit", "第1旅团")
            .with("to", "小仓"),
        &[],
        true,
    )
    .unwrap();
    s.undo(None, false).unwrap();
    s.act(
        ActionCall::new("move")
            .with("unit", "第2旅团")
            .with("to", "久留米"),
        &[],
        true,
    )
    .unwrap();
    s
}

/// Renders the module matrix to pixels, decodes it with rqrr and returns the text.
fn through_image(text: &str) -> String {
    let (w, dark) = qr::matrix(text).unwrap();
    let (side, px) = qr::raster(w, &dark, 3);
    qr::decode_gray(side, side, &px).expect("rqrr decodes the rendered QR")
}

#[test]
fn round_trip_through_an_image_restores_the_exact_session() {
    let s = session_with_play();
    let (kind, text) = qr::encode(&s).unwrap();
    assert_eq!(kind, PayloadKind::Journal);
    assert!(text.starts_with("GB1:"));
    assert!(
        text.bytes()
            .all(|b| b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".contains(&b)),
        "alphanumeric mode"
    );
    let scanned = through_image(&text);
    assert_eq!(scanned, text);
    assert_eq!(
        qr::decode_payload(&scanned).unwrap(),
        s.to_bytes_for_sheet()
    );

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("restored.gunbai");
    let rep = qr::import_text_with(&scanned, &out, &common::loader).unwrap();
    assert_eq!(rep.kind, PayloadKind::Journal);
    assert_eq!(rep.position, s.position());
    let r = Session::open(&out, common::loader).unwrap();
    assert_eq!(r.state_json(), s.state_json());
    assert_eq!(r.position(), s.position());
    assert!(r.can_redo() == s.can_redo());
    assert_eq!(
        serde_json::to_value(r.log()).unwrap(),
        serde_json::to_value(s.log()).unwrap()
    );
    assert_eq!(r.verify_dice(), s.verify_dice());
    // Never overwrites.
    let again = qr::import_text_with(&scanned, &out, &common::loader).unwrap_err();
    assert!(again.to_string().contains("already exists"));
}

#[test]
fn png_file_decodes() {
    let s = session_with_play();
    let text = qr::encode_payload(&s);
    let (w, dark) = qr::matrix(&text).unwrap();
    let (side, px) = qr::raster(w, &dark, 4);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("qr.png");
    image::GrayImage::from_raw(side as u32, side as u32, px)
        .unwrap()
        .save(&path)
        .unwrap();
    assert_eq!(qr::decode_image(&path).unwrap(), text);
    let missing = qr::decode_image(&dir.path().join("nope.png")).unwrap_err();
    assert!(matches!(missing, QrError::Image { .. }));
    let blank = dir.path().join("blank.png");
    image::GrayImage::from_pixel(200, 200, image::Luma([255]))
        .save(&blank)
        .unwrap();
    assert!(matches!(
        qr::decode_image(&blank).unwrap_err(),
        QrError::NoCode { .. }
    ));
}

#[test]
fn long_journal_falls_back_to_lite_and_import_rederives_the_log() {
    let g = common::game();
    let mut s = Session::create(g, Default::default(), Some(5), None).unwrap();
    for n in 0..110 {
        s.act(ActionCall::new("chatty").with("n", n), &[], true)
            .unwrap();
    }
    let full = qr::pack(PayloadKind::Journal, &s.to_bytes());
    assert!(!qr::fits(&full), "test needs a journal too big for one QR");
    let (kind, text) = qr::encode(&s).unwrap();
    assert_eq!(kind, PayloadKind::LiteJournal);
    let scanned = through_image(&text);
    let Restored::Session(r) = qr::restore(&scanned, &common::loader).unwrap() else {
        panic!("expected a session")
    };
    assert_eq!(r.state_json(), s.state_json());
    let lines = |x: &Session| x.log().into_iter().map(|e| e.lines).collect::<Vec<_>>();
    assert_eq!(lines(&r), lines(&s), "log lines re-derived by replay");
}

#[test]
fn huge_history_falls_back_to_a_snapshot_that_says_so() {
    let g = common::game();
    let mut s = Session::create(g.clone(), Default::default(), Some(9), None).unwrap();
    for n in 0..400u32 {
        let noise: String =
            format!("{:x}", (n as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)).repeat(3);
        s.act(ActionCall::new("pad").with("text", noise), &[], true)
            .unwrap();
    }
    let (kind, text) = qr::encode(&s).unwrap();
    assert_eq!(kind, PayloadKind::Snapshot);
    let scanned = through_image(&text);
    let Restored::Snapshot(snap) = qr::restore(&scanned, &common::loader).unwrap() else {
        panic!("expected a snapshot")
    };
    assert_eq!(snap.state, s.state_json());
    assert_eq!(snap.position, 400);
    assert_eq!(snap.header, s.header);
    assert!(snap.omitted > 0 || snap.log.len() == 400);
    let restored = snap.state(g.as_ref()).unwrap();
    assert_eq!(g.state_json(&restored), s.state_json());
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("snap.gunbai");
    let rep = qr::import_text_with(&scanned, &out, &common::loader).unwrap();
    assert!(rep.message.contains("SNAPSHOT"));
    // The restored file is a playable session starting from the packed-up state; new app dice continue
    // the stream instead of repeating it.
    let mut back = Session::open(&out, common::loader).unwrap();
    assert_eq!(back.state_json(), s.state_json());
    assert_eq!(
        back.position(),
        0,
        "the summarised actions cannot be undone"
    );
    assert_eq!(back.next_app_die(), s.next_app_die());
    back.act(ActionCall::new("pad").with("text", "after"), &[], true)
        .unwrap();
    let again = Session::open(&out, common::loader).unwrap();
    assert_eq!(again.position(), 1);
    let base = again.header.base.as_ref().expect("snapshot base");
    assert_eq!(base.position, 400);
    assert!(
        !base.log.is_empty(),
        "the summarised earlier log travels with the session"
    );
}

#[test]
fn bad_checksum_is_refused() {
    let s = session_with_play();
    let text = qr::encode_payload(&s);
    let mut bin = qr::base45_decode(&text[4..]).unwrap();
    let last = bin.len() - 1;
    bin[last] ^= 0x01;
    let tampered = format!("GB1:{}", qr::base45_encode(&bin));
    assert_eq!(
        qr::decode_payload(&tampered).unwrap_err(),
        QrError::Checksum
    );
    assert!(QrError::Checksum.to_string().contains("checksum"));
}

#[test]
fn unknown_version_and_foreign_codes_are_refused() {
    let s = session_with_play();
    let text = qr::encode_payload(&s);
    let v2 = text.replacen("GB1:", "GB2:", 1);
    let e = qr::decode_payload(&v2).unwrap_err();
    assert_eq!(e, QrError::Version { found: "2".into() });
    assert!(e.to_string().contains("version 2"));
    assert_eq!(
        qr::decode_payload("https://example.com").unwrap_err(),
        QrError::Prefix
    );
    assert!(matches!(
        qr::decode_payload("GB1:ab").unwrap_err(),
        QrError::Text(_)
    ));
    // Unknown kind with a valid checksum.
    let body = miniz_oxide::deflate::compress_to_vec(b"x", 10);
    let mut bin = vec![b'Z'];
    let mut h = <sha2::Sha256 as sha2::Digest>::new();
    sha2::Digest::update(&mut h, [b'Z']);
    sha2::Digest::update(&mut h, &body);
    bin.extend(&sha2::Digest::finalize(h)[..4]);
    bin.extend(&body);
    let e = qr::decode_payload(&format!("GB1:{}", qr::base45_encode(&bin))).unwrap_err();
    assert_eq!(e, QrError::Kind('Z'));
}

#[test]
fn oversize_inflate_is_refused() {
    let bomb = vec![b'{'; qr::MAX_INFLATED + 1];
    let text = qr::pack(PayloadKind::Journal, &bomb);
    assert!(text.len() < 20_000);
    let e = qr::unpack(&text);
    // Too long for a QR as text, or (if short enough) refused at inflate.
    match e {
        Err(QrError::TooLarge { limit }) => assert_eq!(limit, qr::MAX_INFLATED),
        Err(QrError::Text(m)) => {
            panic!("bomb text should be short enough to reach the inflate limit: {m}")
        }
        other => panic!(
            "expected TooLarge, got {:?}",
            other.map(|(k, b)| (k, b.len()))
        ),
    }
}
