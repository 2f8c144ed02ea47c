//! The session layer's dice and old saves through the real binary: kept undone dice (issue 11 point 7),
//! saves whose actions the corrected rules refuse (issue 10), and reseeding after a pack-up snapshot.

#![allow(clippy::disallowed_methods)]

use std::path::Path;

use crate::clienv::Env;
use gunbai::core::{ActionCall, DieRecord, SeededDice, Setup};
use gunbai::games;
use gunbai::session::Session;
use gunbai::session::format::{self, Record};

/// A Seinan action as the log names it (its label, in English).
fn label(action: &str) -> String {
    let g = games::load_embedded("seinan").unwrap();
    g.say(&g.action_label(action), gunbai::core::Lang::En)
}

fn stderr(e: &Env, args: &[&str]) -> (String, String) {
    let o = e.run(args);
    assert!(
        o.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    (
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
    )
}

#[test]
fn point_7_session_new_keep_undone_dice_and_the_log_marks_kept_dice() {
    let e = Env::new();
    let f = e.path("keep.gunbai");
    let fs = f.to_str().unwrap();
    let out = e.ok(&[
        "session",
        "new",
        "seinan",
        "--seed",
        "5",
        "--out",
        fs,
        "--keep-undone-dice",
    ]);
    assert!(out.contains("undone dice are kept"), "{out}");
    e.ok(&["session", "act", fs, "march-roll"]);
    e.ok(&["session", "undo", fs]);
    e.ok(&["session", "act", fs, "march-roll"]);
    let face = SeededDice::face_at(5, 0);
    let log = e.ok(&["session", "log", fs]);
    assert!(
        log.contains(&format!(
            "{} dice [{face} (kept from die #0)]",
            label("march-roll")
        )),
        "{log}"
    );
    assert!(
        !log.contains("physical die"),
        "a kept die is not a typed one: {log}"
    );
    let v = e.json(&["session", "log", fs, "--json"]);
    assert_eq!(v[1]["dice"][0]["kept"], 0);
    assert!(v[1]["dice"][0].get("app").is_none());
    assert!(e.ok(&["session", "verify", fs]).contains("ok: 1 app dice"));
    // Without the flag the undone die is kept too (issue 19: the default); a table that chose fresh
    // dice after undo at set-up gets a fresh app die #1.
    let d = e.path("default.gunbai");
    let v = e.json(&[
        "session",
        "new",
        "seinan",
        "--seed",
        "5",
        "--out",
        d.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["keep_undone_dice"], true);
    let g = e.path("fresh.gunbai");
    let gs = g.to_str().unwrap();
    let v = e.json(&[
        "session",
        "new",
        "seinan",
        "--seed",
        "5",
        "--out",
        gs,
        "--json",
        "--fresh-dice-after-undo",
    ]);
    assert_eq!(v["keep_undone_dice"], false);
    e.ok(&["session", "act", gs, "march-roll"]);
    e.ok(&["session", "undo", gs]);
    e.ok(&["session", "act", gs, "march-roll"]);
    let v = e.json(&["session", "log", gs, "--json"]);
    assert_eq!(v[1]["dice"][0]["app"], 1);
}

/// A Seinan save "recorded under older rules" that let the march points be rolled twice in one player
/// turn (rule 5.0 now refuses the second roll), with the march phase ended after it.
fn old_rules_save(f: &Path) {
    let g = games::load_embedded("seinan").unwrap();
    let mut s = Session::create(g, Setup::default(), Some(31), None).unwrap();
    s.act(ActionCall::new("march-roll"), &[], true).unwrap();
    let mut recs = s.records().to_vec();
    let act = |name: &str, dice: Vec<DieRecord>| Record::Act {
        action: ActionCall::new(name),
        dice,
        log: vec![],
        at: 0,
        reveals_hidden: false,
        word: None,
        digest: None,
        reroll: false,
    };
    recs.push(act(
        "march-roll",
        vec![DieRecord::app(SeededDice::face_at(31, 1), 1)],
    ));
    recs.push(act("end-march", vec![]));
    std::fs::write(f, format::encode_journal(&s.header, &recs)).unwrap();
}

#[test]
fn rule_5_0_an_old_save_with_a_second_march_roll_opens_before_it_and_asks() {
    let e = Env::new();
    let f = e.path("old.gunbai");
    let fs = f.to_str().unwrap();
    old_rules_save(&f);
    let bytes = std::fs::read(&f).unwrap();
    let (out, err) = stderr(&e, &["session", "show", fs]);
    assert_eq!(err.matches("note:").count(), 1, "said once: {err}");
    assert!(
        err.contains("action 2 (Roll march points) no longer plays as recorded (rule 5.0:"),
        "{err}"
    );
    assert!(
        err.contains("go on from action 1 (it and the 1 action after it stay in the file"),
        "{err}"
    );
    assert!(out.contains("March phase"), "{out}");
    // Issue 19: reading writes nothing; the note stays until the players choose.
    assert_eq!(std::fs::read(&f).unwrap(), bytes);
    let (_, err) = stderr(&e, &["session", "show", fs]);
    assert!(err.contains("note:"), "{err}");
    let v = e.json(&["session", "show", fs, "--json"]);
    assert_eq!(v["n"], 1);
    let err = e.err(&["session", "act", fs, "end-march"]);
    assert!(err.contains("choose first"), "{err}");
    assert_eq!(std::fs::read(&f).unwrap(), bytes);
    // The choice, then play continues before the refused roll; its app die #1 is never drawn again.
    let out = e.ok(&["session", "continue", fs]);
    assert!(out.contains("play goes on from action 1"), "{out}");
    let (_, err) = stderr(&e, &["session", "show", fs]);
    assert!(!err.contains("note:"), "{err}");
    e.ok(&["session", "act", fs, "end-march"]);
    let v = e.json(&["session", "log", fs, "--json"]);
    let undone: Vec<bool> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["undone"].as_bool().unwrap())
        .collect();
    assert_eq!(undone, vec![false, true, true, false]);
    assert!(
        v[1]["not_played"]
            .as_str()
            .unwrap()
            .starts_with("rule 5.0:")
    );
    assert!(v[0].get("not_played").is_none());
    let log = e.ok(&["session", "log", fs]);
    assert!(log.contains("(not played: rule 5.0:"), "{log}");
    assert!(
        log.contains(&format!(
            "(not played: it was recorded after an action that does not play now) {}",
            label("end-march")
        )),
        "{log}"
    );
    assert!(e.ok(&["session", "verify", fs]).contains("ok: 2 app dice"));
    let err = e.err(&["session", "redo", fs]);
    assert!(err.contains("nothing to redo"), "{err}");
}

#[test]
fn packup_snapshot_import_reseeds_and_the_dice_still_verify() {
    use gunbai::print::qr::{self, PayloadKind};
    let e = Env::new();
    let g = games::load_embedded("seinan").unwrap();
    let mut s = Session::create(g, Setup::default(), Some(1877), None).unwrap();
    for a in [
        "march-roll",
        "end-march",
        "end-combat",
        "end-turn",
        "march-roll",
    ] {
        s.act(ActionCall::new(a), &[], true).unwrap();
    }
    let next = s.next_app_die();
    assert_eq!(next, 2);
    let text = qr::pack(
        PayloadKind::Snapshot,
        &qr::snapshot_bytes(&qr::snapshot(&s, 3)),
    );
    let f = e.path("snap.gunbai");
    let fs = f.to_str().unwrap();
    let out = e.ok(&["session", "import", "--qr-text", &text, "--out", fs]);
    assert!(out.contains("SNAPSHOT"), "{out}");
    e.ok(&["session", "act", fs, "end-march"]);
    e.ok(&["session", "act", fs, "end-combat"]);
    e.ok(&["session", "act", fs, "end-turn"]);
    e.ok(&["session", "act", fs, "march-roll"]);
    let back = Session::open(&f, games::load_embedded).unwrap();
    // A new seed from the next die on: the printed seed is never rolled again.
    let seeds = back.seeds();
    assert_eq!(seeds.len(), 2);
    assert_eq!(seeds[0].1.seed, 1877);
    let (from, new) = seeds[1].clone();
    assert_eq!(from, next);
    assert_ne!(new.seed, 1877);
    let die = back.log().last().unwrap().dice[0];
    assert_eq!(die.app, Some(next));
    assert_eq!(die.face, SeededDice::face_in_epoch(new.seed, next, next));
    // The stream from the new seed is not the printed one (twelve dice agree by chance once in 6^12).
    let mut printed = SeededDice::at(1877, next);
    let mut fresh = SeededDice::epoch(new.seed, next, next);
    let a: Vec<u8> = (0..12).map(|_| printed.draw().face).collect();
    let b: Vec<u8> = (0..12).map(|_| fresh.draw().face).collect();
    assert_ne!(a, b);
    assert_eq!(back.verify_dice().unwrap(), 1);
    assert!(e.ok(&["session", "verify", fs]).contains("ok: 1 app dice"));
}

#[test]
fn rule_5_0_a_packed_up_save_with_a_refused_action_still_imports() {
    use gunbai::print::qr::{self, PayloadKind, Restored};
    let e = Env::new();
    let f = e.path("old.gunbai");
    old_rules_save(&f);
    let s = Session::open(&f, games::load_embedded).unwrap();
    assert_eq!(s.position(), 1);
    // The lite journal (log lines dropped, re-derived at import) and the full one.
    for (kind, bytes) in [
        (PayloadKind::LiteJournal, qr::lite_journal(&s)),
        (PayloadKind::Journal, s.to_bytes()),
    ] {
        let text = qr::pack(kind, &bytes);
        let Restored::Session(r) = qr::restore(&text, &games::load_embedded).unwrap() else {
            panic!("{kind:?}: expected a session")
        };
        assert_eq!(r.position(), 1, "{kind:?}");
        assert_eq!(r.state_json(), s.state_json(), "{kind:?}");
        assert_eq!(r.log()[0].lines, s.log()[0].lines, "{kind:?}");
        assert!(r.log()[1].not_played.is_some(), "{kind:?}");
        assert_eq!(
            r.divergence().map(|d| d.position),
            Some(2),
            "{kind:?}: the refused action travels with it, for the players to choose"
        );
    }
}
