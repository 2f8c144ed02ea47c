//! Issue 20: the session says what it means as messages (`session-…` in `locales/*/session.ftl`), and
//! stores none of its words in English: the journal keeps no log lines (replay derives them) and a
//! pack-up snapshot keeps messages; an older snapshot's English lines still load, shown as stored.

#![allow(clippy::disallowed_methods)] // tests read session files

use std::sync::Arc;

use gunbai_rules::msg;
use gunbai_session::core::{ActionCall, Game, Lang, Msg, Setup};
use gunbai_session::{BaseState, Session, SessionError, error_in, games};

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

#[test]
fn issue_20_the_journal_stores_no_log_lines_and_replay_derives_them() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("s.gunbai");
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
    let live: Vec<Vec<Msg>> = s.log().into_iter().map(|e| e.lines).collect();
    assert!(
        live.iter().any(|l| !l.is_empty()),
        "the actions say something"
    );
    let text = std::fs::read_to_string(&f).unwrap();
    for line in text.lines().skip(1) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(
            v["r"].get("log").is_none(),
            "a record stores no words: {line}"
        );
    }
    let again = Session::open(&f, games::load_embedded).unwrap();
    let replayed: Vec<Vec<Msg>> = again.log().into_iter().map(|e| e.lines).collect();
    assert_eq!(replayed, live, "replay derives the same messages");
}

#[test]
fn issue_20_a_pack_up_snapshot_keeps_messages_and_an_older_english_one_still_loads() {
    let game = shipped("seinan");
    let s = Session::create(game.clone(), Setup::default(), Some(1), None).unwrap();
    let line = msg!("session-reroll-line");
    let base = BaseState {
        state: s.state_json(),
        position: 2,
        log: vec![line.clone(), Msg::plain("西郷隆盛")],
        next_die: 4,
    };
    let t = Session::create_from_state(game.clone(), s.header.clone(), base, None).unwrap();
    let bytes = t.to_bytes();
    let header = String::from_utf8_lossy(&bytes);
    let header = header.lines().next().unwrap();
    assert!(header.contains("session-reroll-line"), "{header}");
    assert!(!header.contains("re-roll"), "no English stored: {header}");
    let back = Session::from_bytes(&bytes, None, &|id| games::load_embedded(id)).unwrap();
    let log = &back.header.base.as_ref().unwrap().log;
    assert_eq!(log[0], line);
    assert_eq!(game.say(&log[0], Lang::Zh), line.render(Lang::Zh));
    assert_ne!(log[0].render(Lang::Zh), log[0].render(Lang::En));
    // A snapshot written before messages: its English lines load and show as stored.
    let old: BaseState = serde_json::from_value(serde_json::json!({
        "state": s.state_json(), "position": 1, "log": ["Turn 1: march roll 3"], "next_die": 1
    }))
    .unwrap();
    assert_eq!(old.log, vec![Msg::plain("Turn 1: march roll 3")]);
    assert_eq!(old.log[0].render(Lang::Zh), "Turn 1: march roll 3");
    let t = Session::create_from_state(game, s.header.clone(), old, None).unwrap();
    assert_eq!(t.header.base.unwrap().log[0].en(), "Turn 1: march roll 3");
}

#[test]
fn issue_20_session_refusals_read_in_each_language() {
    let game = shipped("seinan");
    let mut s = Session::create(game.clone(), Setup::default(), Some(1), None).unwrap();
    let e = s.undo(None, false).unwrap_err();
    assert!(matches!(e, SessionError::Nothing(_)));
    let en = error_in(game.as_ref(), &e, Lang::En, &[]);
    let zh = error_in(game.as_ref(), &e, Lang::Zh, &[]);
    let ja = error_in(game.as_ref(), &e, Lang::Ja, &[]);
    assert_eq!(en, "nothing to undo");
    assert_eq!(e.to_string(), en, "the error's own text is the English");
    assert!(zh.contains("撤销"), "{zh}");
    assert!(ja.contains("取り消"), "{ja}");
    let e = s.redo().unwrap_err();
    assert_ne!(
        error_in(game.as_ref(), &e, Lang::Zh, &[]),
        error_in(game.as_ref(), &e, Lang::Ja, &[])
    );
    // An input error names its key; with the form's specs, by the key's label.
    s.act(call("march-roll", &[]), &[6], false).unwrap();
    let e = s.act(call("march-roll", &[]), &[9], false).unwrap_err();
    let en = error_in(game.as_ref(), &e, Lang::En, &[]);
    assert!(en.starts_with("dice: "), "{en}");
    let zh = error_in(game.as_ref(), &e, Lang::Zh, &[]);
    assert!(zh.starts_with("骰子"), "{zh}");
}

#[test]
fn issue_20_the_players_count_is_refused_naming_the_key_in_each_language() {
    let game = shipped("seinan");
    let setup = Setup {
        players: 7,
        ..Setup::default()
    };
    let e: SessionError = Session::create(game.clone(), setup, Some(1), None)
        .err()
        .expect("refused");
    let en = error_in(game.as_ref(), &e, Lang::En, &[]);
    assert!(en.starts_with("players: ") && en.contains("got 7"), "{en}");
    let zh = error_in(game.as_ref(), &e, Lang::Zh, &[]);
    assert!(zh.contains("7 人"), "{zh}");
}

/// Issue 25 (Saigoku 9): the log line after a result names the placeholder tables behind it in the
/// reader's language: a kind of table file by its name (`session-table-<id>`, every one rendered
/// here), a game's own table by the game's words.
#[test]
fn issue_25_the_log_names_placeholder_tables_in_the_readers_language() {
    use gunbai_session::core::text::latin_words;
    let g = shipped("sekigahara");
    for kind in gunbai_session::TABLE_KINDS {
        let m = gunbai_session::placeholders_line(g.as_ref(), &[kind.to_string()]);
        for lang in Lang::ALL {
            let t = m.render(lang);
            assert!(!t.contains("session-"), "{kind} {lang:?}: {t}");
            // Named in words ("the map"), not by its file ("map-sun").
            assert!(!t.contains(&format!(": {kind} ")), "{kind} {lang:?}: {t}");
            if lang != Lang::En {
                assert!(latin_words(&t, &[]).is_empty(), "{kind} {lang:?}: {t}");
            }
        }
    }
    let s = shipped("saigoku");
    let m = gunbai_session::placeholders_line(
        s.as_ref(),
        &["crt".to_string(), "ouchi-activation".to_string()],
    );
    assert!(
        m.render(Lang::Zh).contains("战斗结果表、大内氏行动判定表"),
        "{}",
        m.render(Lang::Zh)
    );
    assert!(
        m.render(Lang::Ja).contains("戦闘結果表"),
        "{}",
        m.render(Lang::Ja)
    );
    assert!(m.en().contains("combat results table"), "{}", m.en());
}
