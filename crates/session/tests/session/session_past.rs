//! Issue 19, "a session's past is a fact": pinned tables, opening never writes, replay that checks
//! itself, undo that keeps luck honest, edited files are damage.

#![allow(clippy::disallowed_methods)] // tests read and write session files

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use gunbai_session::core::{ActionCall, Game, Setup};
use gunbai_session::format::{self, Record};
use gunbai_session::games;
use gunbai_session::tables::{Origin, TableFiles};
use gunbai_session::{Session, SessionError, Unplayable};

/// The game with one table file replaced (the players' override).
fn game_with(id: &str, file: &str, edit: impl Fn(&str) -> String) -> Arc<dyn Game> {
    let e = games::entry(id).unwrap();
    let mut files = TableFiles::embedded(e.id, e.tables);
    let text = edit(&files.files[file].text);
    files.put(file, text, Origin::User(format!("/home/me/{file}").into()));
    e.load_files(files).unwrap()
}

fn shipped(id: &str) -> Arc<dyn Game> {
    games::load_embedded(id).unwrap()
}

fn call(name: &str, kv: &[(&str, &str)]) -> ActionCall {
    let mut c = ActionCall::new(name);
    for (k, v) in kv {
        c.params.insert(k, serde_json::Value::String(v.to_string()));
    }
    c
}

/// The one road 八代–鹿儿岛 taken out of the Seinan map.
fn without_the_kagoshima_road(t: &str) -> String {
    let road = "[[links]]\na = \"八代\"\nb = \"鹿儿岛\"\n";
    assert!(t.contains(road), "the shipped map has the road");
    t.replace(road, "")
}

/// A Seinan session on disk in which 6番大队 and 7番大队 marched from 鹿儿岛 to 八代 along that road.
fn seinan_marched(dir: &Path) -> (std::path::PathBuf, serde_json::Value) {
    let f = dir.join("s.gunbai");
    let mut s = Session::create(
        shipped("seinan"),
        Setup::default(),
        Some(7),
        Some(f.clone()),
    )
    .unwrap();
    s.act(call("march-roll", &[]), &[6], false).unwrap();
    s.act(
        call(
            "march",
            &[("kind", "a"), ("units", "6番大队,7番大队"), ("to", "八代")],
        ),
        &[],
        false,
    )
    .unwrap();
    let state = s.state_json();
    (f, state)
}

fn folder_listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn issue_19_item_1_a_table_edited_after_play_changes_neither_the_state_nor_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let (f, state) = seinan_marched(dir.path());
    let bytes = std::fs::read(&f).unwrap();
    let listing = folder_listing(dir.path());
    // The players now keep a map without the road the units marched along.
    let edited = game_with("seinan", "map.toml", without_the_kagoshima_road);
    let s = Session::open(&f, |_| Ok(edited.clone())).unwrap();
    assert_eq!(s.position(), 2, "nothing was cut");
    assert_eq!(s.state_json(), state, "the past state is the one played");
    assert!(s.divergence().is_none());
    assert_eq!(
        s.table_drift(),
        ["map.toml".to_string()],
        "the drift is reported"
    );
    assert_eq!(
        std::fs::read(&f).unwrap(),
        bytes,
        "opening never writes the file"
    );
    assert_eq!(
        folder_listing(dir.path()),
        listing,
        "nor anything beside it"
    );
}

#[test]
fn issue_19_item_1_adopting_the_current_tables_is_a_step_that_undo_takes_back() {
    let dir = tempfile::tempdir().unwrap();
    let (f, _) = seinan_marched(dir.path());
    let edited = game_with("seinan", "map.toml", without_the_kagoshima_road);
    let mut s = Session::open(&f, |_| Ok(edited.clone())).unwrap();
    let lines = s.adopt_current_tables().unwrap();
    assert!(
        lines.iter().any(|l| l.contains("table changed")),
        "{lines:?}"
    );
    assert_eq!(s.position(), 3, "the change is a step of the line of play");
    assert!(s.table_drift().is_empty());
    let log = s.log();
    assert_eq!(log.last().unwrap().action.name, "tables");
    // Replay from the file gives the same line of play, with the change in force.
    let again = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    assert_eq!(again.position(), 3);
    assert_eq!(
        again.game.files().files["map.toml"].text,
        edited.files().files["map.toml"].text
    );
    assert_eq!(
        again.table_drift(),
        ["map.toml".to_string()],
        "against the shipped map now"
    );
    // Undo takes the change back like any action.
    let mut again = again;
    again.undo(None, false).unwrap();
    assert_eq!(again.position(), 2);
    assert_eq!(
        again.game.files().files["map.toml"].text,
        shipped("seinan").files().files["map.toml"].text
    );
}

#[test]
fn issue_19_item_2_opening_a_file_with_a_torn_tail_writes_nothing_the_next_write_repairs() {
    let dir = tempfile::tempdir().unwrap();
    let (f, _) = seinan_marched(dir.path());
    let mut bytes = std::fs::read(&f).unwrap();
    bytes.extend_from_slice(b"{\"r\":{\"t\":\"undo\",\"to\":1");
    std::fs::write(&f, &bytes).unwrap();
    let listing = folder_listing(dir.path());
    let mut s = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    assert!(s.recovery_note().is_some());
    assert_eq!(
        std::fs::read(&f).unwrap(),
        bytes,
        "a read leaves the torn line in place"
    );
    assert_eq!(folder_listing(dir.path()), listing);
    s.undo(None, false).unwrap();
    let after = std::fs::read_to_string(&f).unwrap();
    assert!(
        after.ends_with('\n') && !after.contains("\"to\":1{"),
        "the write cut the torn line first"
    );
    assert!(
        Session::open(&f, |_| Ok(shipped("seinan")))
            .unwrap()
            .recovery_note()
            .is_none()
    );
}

/// Rewrites the digest of the last act of a file (chain sums recomputed, as code that computes
/// another state would see it).
fn with_other_digest(f: &Path) {
    let text = std::fs::read_to_string(f).unwrap();
    let (header, mut records) = format::read_journal(&text).unwrap();
    for r in records.iter_mut().rev() {
        if let Record::Act { digest, .. } = r {
            *digest = Some("000000000000".into());
            break;
        }
    }
    std::fs::write(f, format::encode_journal(&header, &records)).unwrap();
}

#[test]
fn issue_19_replay_that_reaches_another_state_stops_there_and_asks() {
    let dir = tempfile::tempdir().unwrap();
    let (f, _) = seinan_marched(dir.path());
    with_other_digest(&f);
    let bytes = std::fs::read(&f).unwrap();
    let mut s = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    let d = s.divergence().expect("the march no longer agrees");
    assert_eq!(d.position, 2);
    assert_eq!(d.why, Unplayable::Differs);
    assert_eq!(s.position(), 1, "the session stands before it");
    assert_eq!(s.log().len(), 2, "the line of play is kept");
    let note = s.recovery_note().unwrap();
    assert!(
        note.contains("action 2") && note.contains("go on from action 1"),
        "{note}"
    );
    assert_eq!(
        std::fs::read(&f).unwrap(),
        bytes,
        "nothing written without a choice"
    );
    // Playing on without choosing is refused, naming the choice.
    let e = s.act(call("march-roll", &[]), &[3], false).unwrap_err();
    assert!(e.to_string().contains("choose"), "{e}");
    assert_eq!(std::fs::read(&f).unwrap(), bytes);
    // The choice: go on from action 1; the march stays in the file, not played.
    assert_eq!(s.go_on_from_agreeing().unwrap(), 1);
    assert!(s.divergence().is_none());
    let log = s.log();
    assert!(log.iter().any(|e| e.not_played.is_some()));
    assert!(!s.can_redo(), "the differing action is not redone");
    let again = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    assert_eq!(again.position(), 1);
    assert!(again.divergence().is_none(), "the choice is in the file");
}

#[test]
fn issue_19_item_9_a_record_with_an_unknown_key_is_damage_not_a_rules_change() {
    let dir = tempfile::tempdir().unwrap();
    let (f, _) = seinan_marched(dir.path());
    let text = std::fs::read_to_string(&f).unwrap();
    let (header, records) = format::read_journal(&text).unwrap();
    // An edited line with a recomputed chain: one key more.
    let mut out = String::from_utf8(format::encode_journal(&header, &records[..0])).unwrap();
    let mut chain = format::encode_header(&header).1;
    for (i, r) in records.iter().enumerate() {
        let (line, _) = format::encode_chained(r, &chain);
        let line = if i == 1 {
            line.replacen("\"t\":\"act\"", "\"t\":\"act\",\"x\":1", 1)
        } else {
            line
        };
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        let body = serde_json::to_string(&v["r"]).unwrap();
        let sum = chain_sum(&chain, &body);
        out.push_str(&format!("{{\"r\":{body},\"sum\":\"{sum}\"}}\n"));
        chain = sum;
    }
    std::fs::write(&f, out).unwrap();
    match Session::open(&f, |_| Ok(shipped("seinan"))) {
        Err(SessionError::Corrupt { line, message, .. }) => {
            assert_eq!(line, 3);
            assert!(message.contains("edited"), "{message}");
        }
        Err(e) => panic!("expected damage, got {e}"),
        Ok(_) => panic!("an edited record loaded"),
    }
}

/// The chain sum of format 2+ (the same function as the crate's; kept here to forge a line).
fn chain_sum(prev: &str, body: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(b"gunbai-chain:v2:");
    h.update(prev.as_bytes());
    h.update(b":");
    h.update(body.as_bytes());
    h.finalize()[..6]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn issue_19_item_9_a_later_format_that_claims_format_1_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (f, _) = seinan_marched(dir.path());
    let text = std::fs::read_to_string(&f).unwrap();
    let text = text.replacen("\"format\":3", "\"format\":1", 1);
    std::fs::write(&f, text).unwrap();
    match Session::open(&f, |_| Ok(shipped("seinan"))) {
        Err(SessionError::Version { message, .. }) => {
            assert!(message.contains("claims session format 1"), "{message}")
        }
        Err(e) => panic!("expected a format refusal, got {e}"),
        Ok(_) => panic!("a downgraded header loaded"),
    }
}

#[test]
fn issue_19_item_4_after_undo_the_same_dice_come_back_unless_the_table_asks_for_a_reroll() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("d.gunbai");
    let mut s = Session::create(
        shipped("seinan"),
        Setup::default(),
        Some(11),
        Some(f.clone()),
    )
    .unwrap();
    assert!(s.header.keep_undone_dice, "the default for every game");
    s.act(call("march-roll", &[]), &[], true).unwrap();
    let first = s.log().last().unwrap().dice.clone();
    for _ in 0..4 {
        s.undo(None, false).unwrap();
        s.act(call("march-roll", &[]), &[], true).unwrap();
        let again = s.log().last().unwrap().dice.clone();
        assert_eq!(again[0].face, first[0].face, "the undone face comes back");
    }
    // A re-roll the table asks for: fresh dice, and the log says so.
    s.undo(None, false).unwrap();
    s.act_with(call("march-roll", &[]), &[], true, true)
        .unwrap();
    let last = s.log().last().unwrap().clone();
    assert!(last.dice[0].app.is_some(), "a fresh app die");
    assert!(last.lines[0].contains("re-roll"), "{:?}", last.lines);
    // Replay agrees with live play.
    let again = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    assert_eq!(again.state_json(), s.state_json());
    assert!(again.log().last().unwrap().lines[0].contains("re-roll"));
}

#[test]
fn issue_19_item_4_revealing_the_seed_mid_game_commits_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("r.gunbai");
    let mut s = Session::create(
        shipped("seinan"),
        Setup::default(),
        Some(5),
        Some(f.clone()),
    )
    .unwrap();
    s.act(call("march-roll", &[]), &[], true).unwrap();
    let before = s.commitment().to_string();
    assert_eq!(s.reveal_seed().unwrap(), 5);
    assert_ne!(
        s.commitment(),
        before,
        "the rest of the game rolls from a new committed seed"
    );
    assert_eq!(s.seeds().len(), 2);
    s.act(
        call(
            "march",
            &[("kind", "a"), ("units", "6番大队"), ("to", "八代")],
        ),
        &[],
        true,
    )
    .ok();
    let again = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    assert_eq!(again.seeds().len(), 2);
    assert!(again.verify_dice().is_ok());
}

#[test]
fn issue_19_item_7_a_snapshot_whose_counters_cannot_be_held_is_refused() {
    let game = shipped("seinan");
    let s = Session::create(game.clone(), Setup::default(), Some(1), None).unwrap();
    let base = gunbai_session::BaseState {
        state: s.state_json(),
        position: 3,
        log: vec![],
        next_die: u64::MAX,
    };
    let e = Session::create_from_state(game, s.header.clone(), base, None)
        .err()
        .expect("refused");
    assert!(e.to_string().contains("out of range"), "{e}");
}

#[test]
fn issue_19_pinned_tables_travel_by_hash_on_a_sheet_and_come_back_whole() {
    let dir = tempfile::tempdir().unwrap();
    let (f, state) = seinan_marched(dir.path());
    let s = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    let sheet = s.to_bytes_for_sheet();
    assert!(
        sheet.len() * 4 < s.to_bytes().len(),
        "the shipped tables are not printed"
    );
    let back = Session::from_bytes(&sheet, None, &|_: &str| Ok(shipped("seinan"))).unwrap();
    assert_eq!(back.state_json(), state);
    assert_eq!(back.header, s.header);
    // A pinned copy the players edited travels whole.
    let edited = game_with("seinan", "map.toml", without_the_kagoshima_road);
    let mut files = BTreeMap::new();
    files.insert(
        "map.toml".to_string(),
        edited.files().files["map.toml"].text.clone(),
    );
    let mut s = Session::open(&f, |_| Ok(shipped("seinan"))).unwrap();
    s.change_tables(files).unwrap();
    let back = Session::from_bytes(&s.to_bytes_for_sheet(), None, &|_: &str| {
        Ok(shipped("seinan"))
    })
    .unwrap();
    assert_eq!(
        back.game.files().files["map.toml"].text,
        edited.files().files["map.toml"].text
    );
}

#[test]
fn issue_19_item_4_rule_4_1_an_undone_sekigahara_draw_gives_the_same_card_again() {
    let mut s = Session::create(shipped("sekigahara"), Setup::default(), Some(5), None).unwrap();
    let card = |s: &Session| s.state_json()["card"].clone();
    s.act(call("draw", &[]), &[], true).unwrap();
    let first = card(&s);
    assert!(!first.is_null(), "a card is turned");
    for _ in 0..5 {
        s.undo(None, true).unwrap();
        s.act(call("draw", &[]), &[], true).unwrap();
        assert_eq!(card(&s), first, "the undone card comes back");
    }
    // The table may ask for a fresh draw: fresh app dice, marked in the log.
    s.undo(None, true).unwrap();
    s.act_with(call("draw", &[]), &[], true, true).unwrap();
    let last = s.log().last().unwrap().clone();
    assert!(
        last.dice
            .iter()
            .all(|d| d.app.is_some() && d.kept.is_none())
    );
    assert!(last.lines[0].contains("re-roll"));
}

#[test]
fn issue_19_item_9_an_unknown_action_name_is_damage() {
    let dir = tempfile::tempdir().unwrap();
    let (f, _) = seinan_marched(dir.path());
    let text = std::fs::read_to_string(&f).unwrap();
    let (header, mut records) = format::read_journal(&text).unwrap();
    if let Record::Act { action, .. } = &mut records[1] {
        action.name = "teleport".into();
    }
    std::fs::write(&f, format::encode_journal(&header, &records)).unwrap();
    match Session::open(&f, |_| Ok(shipped("seinan"))) {
        Err(SessionError::Corrupt { line, message, .. }) => {
            assert_eq!(line, 3);
            assert!(message.contains("teleport"), "{message}");
        }
        Err(e) => panic!("expected damage, got {e}"),
        Ok(s) => panic!("loaded, divergence {:?}", s.divergence()),
    }
}

#[test]
fn issue_25_rule_4_1_a_card_draw_takes_no_typed_die_faces() {
    let mut s = Session::create(shipped("sekigahara"), Setup::default(), Some(5), None).unwrap();
    match s.act(call("draw", &[]), &[1, 1], true) {
        Err(SessionError::Rule(e)) => {
            let e = e.to_string();
            assert!(e.starts_with("roll:") && e.contains("no die faces"), "{e}");
        }
        other => panic!("typed faces chose a card: {other:?}"),
    }
    assert_eq!(s.position(), 0, "nothing was journaled");
    s.act(call("draw", &[]), &[], true).unwrap();
    assert_eq!(s.position(), 1);
}

#[test]
fn issue_19_a_table_is_named_in_the_players_words_never_by_its_path() {
    use gunbai_session::table_title;
    assert_eq!(
        table_title(
            "crt.toml",
            "id = \"crt\"\ntitle = \"战斗结果表 (combat results)\"\n[[rows]]\n"
        ),
        "战斗结果表 (combat results)"
    );
    let g = shipped("seinan");
    let t = table_title("map.toml", &g.files().files["map.toml"].text);
    assert!(
        t.contains("map") && !t.contains('/') && !t.contains(".toml"),
        "{t}"
    );
    assert_eq!(table_title("units.toml", ""), "units");
}
