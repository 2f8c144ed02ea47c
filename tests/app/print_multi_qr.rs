//! Pack-up that never fails (issue 12 point 1): a long game splits across several numbered,
//! checksummed codes that import in any order; the snapshot is compact binary; the sheet always
//! prints the readable table state.

use crate::common;

use gunbai::core::{ActionCall, Setup};
use gunbai::print::qr::{self, PayloadKind, QrError, Restored};
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

fn saigoku() -> std::sync::Arc<dyn gunbai::core::Game> {
    gunbai::games::load_embedded("saigoku").unwrap()
}

/// A scenario-4 campaign played to its 48th inning: every stage advanced, with hand corrections of
/// castle values between the steps (each one a journal action), so the journal holds thousands.
fn long_scenario_4() -> Session {
    let setup = Setup {
        scenario: Some("4".into()),
        players: 2,
        ..Default::default()
    };
    let mut s = Session::create(saigoku(), setup, Some(1557), None).unwrap();
    let castles = ["3418", "3010", "3020", "3724"];
    let mut i = 0usize;
    for _ in 0..4000 {
        let adv = s.act(ActionCall::new("advance"), &[], true);
        if let Err(e) = adv {
            let m = e.to_string();
            if m.contains("last Inning") || m.to_lowercase().contains("over") {
                break;
            }
            // Whatever the step asks first (supply check, activation, siege checks).
            let tried = [
                ActionCall::new("supply-check").with("unsupplied", ""),
                ActionCall::new("ouchi-activation"),
            ]
            .into_iter()
            .any(|a| s.act(a, &[], true).is_ok());
            assert!(tried, "stuck at {}: {m}", s.game.prompt(s.state()).step);
            continue;
        }
        for _ in 0..6 {
            let c = castles[i % castles.len()];
            i += 1;
            let _ = s.act(
                ActionCall::new("adjust")
                    .with("target", c)
                    .with("field", "durability")
                    .with("value", (i % 7 + 1).to_string()),
                &[],
                true,
            );
        }
    }
    s
}

#[test]
fn rule_packup_multi_qr_round_trip_of_a_48_inning_scenario_4_campaign() {
    let s = long_scenario_4();
    assert!(s.position() >= 2000, "only {} actions", s.position());
    let status = s.game.status(s.state());
    let inning = status
        .track
        .iter()
        .find(|(k, _)| k.contains("Inning") || k.contains("inning"))
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    assert!(
        inning.starts_with("48") || status.phase.contains("48") || status.phase.contains("End"),
        "played to the last inning: {inning} / {}",
        status.phase
    );
    let packed = qr::encode_codes(&s);
    assert!(
        packed.codes.len() > 1,
        "a campaign this long needs several codes"
    );
    let n = packed.codes.len();
    for (i, c) in packed.codes.iter().enumerate() {
        assert!(
            c.starts_with(&format!("GB2:{}/{n}:", i + 1)),
            "{}",
            &c[..12]
        );
        assert!(qr::fits(c), "each part is one QR code");
    }
    // Through pixels, then imported in reverse order with one code scanned twice.
    let mut scanned: Vec<String> = packed
        .codes
        .iter()
        .map(|c| {
            let (w, dark) = qr::matrix(c).unwrap();
            let (side, px) = qr::raster(w, &dark, 2);
            qr::decode_gray(side, side, &px).expect("each code decodes")
        })
        .collect();
    scanned.reverse();
    scanned.push(scanned[0].clone());
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("campaign.gunbai");
    let rep = qr::import_codes_with(&scanned, &out, &common::any_loader).unwrap();
    assert_eq!(rep.position, s.position());
    let back = Session::open(&out, common::any_loader).unwrap();
    assert_eq!(back.state_json(), s.state_json());
    assert_eq!(back.header.setup, s.header.setup);
    match packed.kind {
        PayloadKind::Snapshot => assert!(rep.message.contains("SNAPSHOT")),
        _ => assert_eq!(back.position(), s.position()),
    }

    // A missing code is named; codes of two sheets are refused.
    let e = qr::import_codes_with(&scanned[1..n], &dir.path().join("x"), &common::any_loader)
        .unwrap_err();
    assert!(
        matches!(&e, QrError::Missing { n: m, .. } if *m == n),
        "{e}"
    );
    assert!(e.to_string().contains(&format!("{n}")), "{e}");

    // The sheet: readable state on the first pages, then every code labelled k / n.
    let pdf = print::render(
        saigoku().as_ref(),
        What::Packup,
        Some(&s),
        &PrintOptions::default(),
    )
    .unwrap();
    #[allow(clippy::disallowed_methods)] // only when asked to, for looking at the sheet
    if let Ok(d) = std::env::var("PRINT_DUMP") {
        std::fs::write(format!("{d}/saigoku-packup-long.pdf"), &pdf).unwrap();
        println!("{:?}: {n} codes", packed.kind);
    }
    let (_, _, _, text) = common::inspect(&pdf);
    assert!(
        text.contains("Table state"),
        "readable state always printed"
    );
    for k in 1..=n {
        assert!(
            text.contains(&format!("Code {k} / {n}")),
            "label of code {k}"
        );
    }
    assert!(text.contains("Players"), "pack-up shows the players");
    let flat: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    assert!(
        flat.contains("Torestore"),
        "how to restore, in players' words"
    );
    assert!(flat.contains("singlequotes"), "single-quote the text");
}

#[test]
fn rule_packup_parts_are_checked_one_by_one_and_as_a_whole() {
    let body: Vec<u8> = (0..5000u32).map(|i| (i * 7919 % 251) as u8).collect();
    let parts = qr::frame_parts(PayloadKind::Journal, &body, 900);
    assert_eq!(parts.len(), 6);
    let p = qr::parse_part(&parts[2]).unwrap();
    assert_eq!((p.k, p.n), (3, 6));
    // One changed character in one part: that part's own checksum refuses it.
    let mut bad = parts[2].clone().into_bytes();
    let at = bad.len() - 5;
    bad[at] = if bad[at] == b'0' { b'1' } else { b'0' };
    let bad = String::from_utf8(bad).unwrap();
    assert!(matches!(
        qr::parse_part(&bad).unwrap_err(),
        QrError::Checksum | QrError::Text(_)
    ));
    // Parts of two different pack-ups do not mix.
    let other = qr::frame_parts(PayloadKind::Journal, &body[..4000], 900);
    let mut mixed = parts[..5].to_vec();
    mixed.push(other[5 - 1].clone());
    assert!(matches!(
        qr::join(&mixed),
        Err(QrError::Mixed) | Err(QrError::Missing { .. })
    ));
}

#[test]
fn rule_packup_old_single_gb1_codes_still_import() {
    // A JSON snapshot (kind S) as older sheets printed it.
    let g = common::game();
    let s = Session::create(g, Default::default(), Some(4), None).unwrap();
    let snap = qr::snapshot(&s, 5);
    let json = serde_json::to_vec(&snap).unwrap();
    let deflated = miniz_oxide::deflate::compress_to_vec(&json, 10);
    let mut bin = vec![b'S'];
    let mut h = <sha2::Sha256 as sha2::Digest>::new();
    sha2::Digest::update(&mut h, [b'S']);
    sha2::Digest::update(&mut h, &deflated);
    bin.extend(&sha2::Digest::finalize(h)[..4]);
    bin.extend(&deflated);
    let old = format!("GB1:{}", qr::base45_encode(&bin));
    let Restored::Snapshot(back) = qr::restore(&old, &common::loader).unwrap() else {
        panic!("expected a snapshot")
    };
    assert_eq!(back.state, s.state_json());
    // The new binary snapshot is smaller than the JSON one.
    assert!(qr::snapshot_bytes(&snap).len() < json.len());
}

#[test]
fn rule_packup_a_state_too_big_for_one_code_becomes_a_multi_code_binary_snapshot() {
    let g = common::game();
    let mut s = Session::create(g.clone(), Default::default(), Some(8), None).unwrap();
    for k in 0..3u64 {
        // Incompressible text in the state: the journal holds three, the state the last one.
        let noise: String = (0..100u64)
            .map(|i| {
                let d = <sha2::Sha256 as sha2::Digest>::digest(format!("{k}/{i}").as_bytes());
                d.iter().map(|b| format!("{b:02x}")).collect::<String>()
            })
            .collect();
        s.act(ActionCall::new("pad").with("text", noise), &[], true)
            .unwrap();
    }
    let packed = qr::encode_codes(&s);
    assert_eq!(packed.kind, PayloadKind::Snapshot);
    assert!(packed.codes.len() > 1, "{} code(s)", packed.codes.len());
    let mut codes = packed.codes.clone();
    codes.rotate_left(1);
    let Restored::Snapshot(snap) = qr::restore_codes(&codes, &common::loader).unwrap() else {
        panic!("expected a snapshot")
    };
    assert_eq!(snap.state, s.state_json());
    assert_eq!(snap.position, 3);
}
