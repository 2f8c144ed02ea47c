//! Generic session behaviour with a tiny test ruleset: hidden information, undo to any entry, replay.

#![allow(clippy::disallowed_methods)] // tests read and write session files

use std::sync::Arc;

use gunbai_session::core::{
    ActionCall, ActionSpec, Applied, DiceSource, GameInfo, KeySpec, Loaded, Msg, Params,
    ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup, Status,
};
use gunbai_session::tables::{TableError, TableFiles};
use gunbai_session::{Session, SessionError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A deck game: `draw` reveals the top card of a face-down deck (hidden information); `roll` adds a die;
/// `jam` is a fault in the rules (it panics).
struct Deck;

#[derive(Clone, Serialize, Deserialize, PartialEq, Debug)]
struct DeckState {
    deck: Vec<u8>,
    hand: Vec<u8>,
    total: i64,
}

impl Ruleset for Deck {
    type Data = ();
    type State = DeckState;
    fn info(&self) -> GameInfo {
        GameInfo {
            id: "deck",
            title: "山札",
            english: "Deck",
            min_players: 1,
            max_players: 1,
            blurb: "",
        }
    }
    fn load(&self, _: &TableFiles) -> Result<(), TableError> {
        Ok(())
    }
    fn procedures(&self, _: &()) -> Vec<ProcedureSpec> {
        vec![]
    }
    fn resolve(
        &self,
        _: &(),
        p: &str,
        _: &Params,
        _: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        Err(RuleError::UnknownProcedure {
            name: p.into(),
            valid: String::new(),
        })
    }
    fn scenarios(&self, _: &()) -> Vec<ScenarioInfo> {
        vec![]
    }
    fn setup(&self, _: &(), _: &Setup) -> Result<DeckState, RuleError> {
        Ok(DeckState {
            deck: vec![5, 3, 9],
            hand: vec![],
            total: 0,
        })
    }
    fn actions(&self, _: &()) -> Vec<ActionSpec> {
        vec![
            ActionSpec {
                name: "draw".into(),
                title: Msg::plain("Draw"),
                rule: "1".into(),
                keys: vec![],
                rolls: false,
            },
            ActionSpec {
                name: "jam".into(),
                title: Msg::plain("Jam"),
                rule: "3".into(),
                keys: vec![],
                rolls: false,
            },
            ActionSpec {
                name: "roll".into(),
                title: Msg::plain("Roll"),
                rule: "2".into(),
                keys: vec![KeySpec::int("times", 1, 3, "dice").default(1)],
                rolls: true,
            },
        ]
    }
    fn prompt(&self, _: &(), _: &DeckState) -> Prompt {
        Prompt::default()
    }
    fn apply(
        &self,
        _: &(),
        s: &DeckState,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<DeckState>, RuleError> {
        let mut n = s.clone();
        match a.name.as_str() {
            "draw" => {
                let c = n
                    .deck
                    .pop()
                    .ok_or_else(|| RuleError::forbidden("1", Msg::plain("the deck is empty")))?;
                n.hand.push(c);
                let mut out = Applied::new(n).log(Msg::plain(format!("drew {c}")));
                out.reveals_hidden = true;
                Ok(out)
            }
            "jam" => panic!("a fault in the test rules"),
            _ => {
                for _ in 0..a.params.int("times")? {
                    n.total += i64::from(dice.d6()?);
                }
                Ok(Applied::new(n))
            }
        }
    }
    fn status(&self, _: &(), _: &DeckState) -> Status {
        Status::default()
    }
    fn undo_hints(&self, _: &(), b: &DeckState, a: &DeckState) -> Vec<Msg> {
        if a.hand.len() > b.hand.len() {
            vec![Msg::plain("put the card back on the deck, face down")]
        } else {
            vec![]
        }
    }
    fn score(&self, _: &(), s: &DeckState) -> Value {
        Value::from(s.total)
    }
    fn show_text(&self, _: &(), s: &DeckState) -> Msg {
        Msg::plain(format!("{s:?}"))
    }
    fn placeholders(&self, _: &()) -> Vec<String> {
        vec![]
    }
}

fn game() -> Arc<dyn gunbai_session::core::Game> {
    Arc::new(Loaded::new(Deck, TableFiles::default()).unwrap())
}

fn total(s: &Session) -> i64 {
    s.state().downcast_ref::<DeckState>().unwrap().total
}

#[test]
fn undo_past_a_drawn_card_needs_confirmation() {
    let mut s = Session::create(game(), Setup::default(), Some(3), None).unwrap();
    s.act(ActionCall::new("draw"), &[], true).unwrap();
    let e = s.undo(None, false).unwrap_err();
    assert!(matches!(e, SessionError::NeedsConfirmation(_)), "{e}");
    assert_eq!(s.position(), 1, "nothing was undone");
    let r = s.undo(None, true).unwrap();
    assert_eq!(
        r.hints,
        vec![Msg::plain("put the card back on the deck, face down")]
    );
    assert_eq!(s.position(), 0);
}

#[test]
fn undo_to_any_entry_and_replay_is_exact() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("d.gunbai");
    let mut s = Session::create(game(), Setup::default(), Some(3), Some(f.clone())).unwrap();
    let mut totals = vec![0];
    for i in 0..6 {
        s.act(ActionCall::new("roll").with("times", 1 + i % 3), &[], true)
            .unwrap();
        totals.push(total(&s));
    }
    s.undo(Some(2), false).unwrap();
    assert_eq!(total(&s), totals[2]);
    // Physical dice after an undo: the redo branch is dropped but stays in the journal.
    s.act(ActionCall::new("roll").with("times", 2), &[6, 6], true)
        .unwrap();
    assert_eq!(total(&s), totals[2] + 12);
    let log = s.log();
    assert_eq!(log.len(), 7);
    assert_eq!(log.iter().filter(|e| e.undone).count(), 4);
    // Reopening replays the journal to the same state, with no new rolls.
    let reopened = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(total(&reopened), total(&s));
    assert_eq!(reopened.position(), 3);
    assert_eq!(reopened.verify_dice().unwrap(), 1 + 2 + 3 + 1 + 2 + 3);
}

#[test]
fn app_dice_continue_the_stream_after_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("e.gunbai");
    let mut a = Session::create(game(), Setup::default(), Some(9), Some(f.clone())).unwrap();
    a.act(ActionCall::new("roll"), &[], true).unwrap();
    let mut b = Session::open(&f, |_| Ok(game())).unwrap();
    b.act(ActionCall::new("roll"), &[], true).unwrap();
    // The second app die is die #1 of the stream, whatever process drew it.
    let d = &b.log()[1].dice[0];
    assert_eq!(d.app, Some(1));
    assert_eq!(d.face, gunbai_session::core::SeededDice::face_at(9, 1));
}

#[test]
fn physical_dice_only_needs_every_face() {
    let mut s = Session::create(game(), Setup::default(), Some(3), None).unwrap();
    let e = s
        .act(ActionCall::new("roll").with("times", 2), &[4], false)
        .unwrap_err();
    assert!(e.to_string().contains("dice"), "{e}");
    assert_eq!(s.position(), 0);
    let e = s
        .act(ActionCall::new("roll").with("times", 1), &[4, 5], false)
        .unwrap_err();
    assert!(e.to_string().starts_with("roll:"), "{e}");
}

#[test]
fn bad_params_name_the_key() {
    let mut s = Session::create(game(), Setup::default(), Some(3), None).unwrap();
    let e = s
        .act(ActionCall::new("roll").with("times", 9), &[], true)
        .unwrap_err();
    assert_eq!(e.to_string(), "times: expected 1..=3, got 9");
}

#[test]
fn reseed_keeps_old_dice_verifiable_and_never_reuses_the_printed_seed() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("r.gunbai");
    let mut s = Session::create(game(), Setup::default(), Some(21), Some(f.clone())).unwrap();
    s.act(ActionCall::new("roll").with("times", 3), &[], true)
        .unwrap();
    let old = s.commitment().to_string();
    s.reseed().unwrap();
    assert_ne!(s.commitment(), old);
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    let dice = &s.log()[1].dice;
    assert_eq!(dice[0].app, Some(3), "global numbering continues");
    let (from, new_seed) = s.seeds()[1].clone();
    assert_eq!(from, 3);
    assert_eq!(
        dice[0].face,
        gunbai_session::core::SeededDice::face_at(new_seed.seed, 0)
    );
    let back = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(back.verify_dice().unwrap(), 5);
    assert_eq!(back.commitment(), s.commitment());
}

#[test]
fn keep_undone_dice_is_chosen_before_the_first_action_and_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("keep.gunbai");
    let mut s = Session::create(game(), Setup::default(), Some(5), Some(f.clone())).unwrap();
    assert!(s.header.keep_undone_dice, "issue 19: the default");
    s.set_keep_undone_dice(false).unwrap();
    s.act(ActionCall::new("roll").with("times", 1), &[], true)
        .unwrap();
    // The header was rewritten before any record: the journal still opens and chains.
    let again = Session::open(&f, |_| Ok(game())).unwrap();
    assert!(!again.header.keep_undone_dice);
    assert_eq!(again.position(), 1);
    // After the first action the choice is fixed.
    assert!(s.set_keep_undone_dice(true).is_err());
}

// ------------------------------------------------------------------ issue 11 point 7: kept dice

fn keeping(f: &std::path::Path, seed: u64) -> Session {
    let mut s =
        Session::create(game(), Setup::default(), Some(seed), Some(f.to_path_buf())).unwrap();
    s.set_keep_undone_dice(true).unwrap();
    s
}

fn app_faces(s: &Session, entry: usize) -> Vec<(Option<u64>, Option<u64>, u8)> {
    s.log()[entry]
        .dice
        .iter()
        .map(|d| (d.app, d.kept, d.face))
        .collect()
}

#[test]
fn point_7_two_undone_rolls_come_back_in_order_over_the_next_two_rolls() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("kept.gunbai");
    let mut s = keeping(&f, 41);
    s.act(ActionCall::new("roll").with("times", 1), &[], true)
        .unwrap();
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    let first: Vec<u8> = s.log()[0].dice.iter().map(|d| d.face).collect();
    let second: Vec<u8> = s.log()[1].dice.iter().map(|d| d.face).collect();
    let rolled: Vec<(u64, u8)> = (0..3)
        .map(|i| (i, gunbai_session::core::SeededDice::face_at(41, i)))
        .collect();
    assert_eq!(
        [first, second].concat(),
        rolled.iter().map(|x| x.1).collect::<Vec<_>>()
    );
    s.undo(Some(0), false).unwrap();
    assert_eq!(s.kept_dice(), rolled, "in the order they were rolled");
    // Two dice, then two more: the three kept faces in order, then a fresh app die #3.
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    assert_eq!(
        app_faces(&s, 2),
        vec![(None, Some(0), rolled[0].1), (None, Some(1), rolled[1].1)]
    );
    assert_eq!(s.kept_dice(), vec![rolled[2]]);
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    assert_eq!(
        app_faces(&s, 3),
        vec![
            (None, Some(2), rolled[2].1),
            (
                Some(3),
                None,
                gunbai_session::core::SeededDice::face_at(41, 3)
            )
        ]
    );
    assert!(s.kept_dice().is_empty());
    assert_eq!(
        total(&s),
        i64::from(rolled.iter().map(|x| x.1).sum::<u8>())
            + i64::from(gunbai_session::core::SeededDice::face_at(41, 3))
    );
    // Kept dice are not drawn from the stream: the seed check passes over the 4 app dice.
    assert_eq!(s.verify_dice().unwrap(), 4);
    // Reopened from disk: the same dice, the same state.
    let back = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(app_faces(&back, 3), app_faces(&s, 3));
    assert_eq!(total(&back), total(&s));
    assert_eq!(back.verify_dice().unwrap(), 4);
    // A table that does not keep undone dice rolls fresh ones after an undo.
    let g = dir.path().join("fresh.gunbai");
    let mut t = Session::create(game(), Setup::default(), Some(41), Some(g)).unwrap();
    t.set_keep_undone_dice(false).unwrap();
    t.act(ActionCall::new("roll"), &[], true).unwrap();
    t.undo(None, false).unwrap();
    assert!(t.kept_dice().is_empty());
    t.act(ActionCall::new("roll"), &[], true).unwrap();
    assert_eq!(t.log()[1].dice[0].app, Some(1));
}

#[test]
fn point_7_typed_faces_come_first_and_physical_rolls_leave_kept_dice_waiting() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("typed.gunbai");
    let mut s = keeping(&f, 7);
    s.act(ActionCall::new("roll"), &[], true).unwrap();
    let f0 = s.log()[0].dice[0].face;
    s.undo(None, false).unwrap();
    // Physical dice only: the kept face waits.
    s.act(ActionCall::new("roll"), &[6], false).unwrap();
    assert_eq!(s.kept_dice(), vec![(0, f0)]);
    // A typed face, then the kept one.
    s.act(ActionCall::new("roll").with("times", 2), &[2], true)
        .unwrap();
    assert_eq!(app_faces(&s, 2), vec![(None, None, 2), (None, Some(0), f0)]);
    assert!(s.kept_dice().is_empty());
}

#[test]
fn point_7_redo_takes_the_redone_dice_off_the_queue_and_reopening_rebuilds_it() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("redo.gunbai");
    let mut s = keeping(&f, 12);
    for _ in 0..3 {
        s.act(ActionCall::new("roll"), &[], true).unwrap();
    }
    let face = |i| gunbai_session::core::SeededDice::face_at(12, i);
    s.undo(Some(1), false).unwrap();
    assert_eq!(s.kept_dice(), vec![(1, face(1)), (2, face(2))]);
    s.redo().unwrap();
    assert_eq!(s.kept_dice(), vec![(2, face(2))]);
    s.undo(Some(0), false).unwrap();
    assert_eq!(
        s.kept_dice(),
        vec![(0, face(0)), (1, face(1)), (2, face(2))]
    );
    let back = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(back.kept_dice(), s.kept_dice(), "replay rebuilds the queue");
    // One kept die used, then the action that used it undone: it goes back to the front.
    s.act(ActionCall::new("roll"), &[], true).unwrap();
    assert_eq!(app_faces(&s, 3), vec![(None, Some(0), face(0))]);
    s.undo(None, false).unwrap();
    assert_eq!(
        s.kept_dice(),
        vec![(0, face(0)), (1, face(1)), (2, face(2))]
    );
    let back = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(back.kept_dice(), s.kept_dice());
}

/// Header and records of a journal (checksums not checked), to craft files.
fn parts(text: &str) -> (gunbai_session::Header, Vec<gunbai_session::Record>) {
    let mut lines = text.lines();
    let mut hv: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    hv.as_object_mut().unwrap().remove("sum");
    let header = serde_json::from_value(hv).unwrap();
    let records = lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            serde_json::from_value(v["r"].clone()).unwrap()
        })
        .collect();
    (header, records)
}

#[test]
fn point_7_an_edited_kept_die_is_refused_naming_file_and_line() {
    use gunbai_session::Record;
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("edit.gunbai");
    let mut s = keeping(&f, 3);
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    s.undo(None, false).unwrap();
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    drop(s);
    let (h, recs) = parts(&std::fs::read_to_string(&f).unwrap());
    // Line 4 holds the act with the two kept dice.
    let Record::Act { dice, .. } = &recs[2] else {
        panic!("an act")
    };
    assert!(dice.iter().all(|d| d.kept.is_some()));
    type Edit = Box<dyn Fn(&mut Vec<gunbai_session::core::DieRecord>)>;
    let edits: Vec<(&str, Edit)> = vec![
        (
            "face",
            Box::new(|d| d[0].face = if d[0].face == 6 { 1 } else { 6 }),
        ),
        ("order", Box::new(|d| d.swap(0, 1))),
        (
            "a fresh die for a kept one",
            Box::new(|d| {
                d[0].kept = None;
                d[0].app = Some(2);
            }),
        ),
        ("dropped", Box::new(|d| d[0].kept = None)),
    ];
    for (what, edit) in edits {
        let mut recs = recs.clone();
        if let Record::Act { dice, .. } = &mut recs[2] {
            edit(dice);
        }
        std::fs::write(&f, gunbai_session::format::encode_journal(&h, &recs)).unwrap();
        let e = match Session::open(&f, |_| Ok(game())) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{what}: an edited kept die was accepted"),
        };
        assert!(e.contains("edit.gunbai: line 4"), "{what}: {e}");
        assert!(e.contains("edited"), "{what}: {e}");
    }
    // The unedited file loads.
    std::fs::write(&f, gunbai_session::format::encode_journal(&h, &recs)).unwrap();
    assert!(Session::open(&f, |_| Ok(game())).is_ok());
}

#[test]
fn point_7_a_save_from_before_kept_dice_loads_and_writes_the_same_bytes() {
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/seinan-format2.gunbai");
    let bytes = std::fs::read(&fixture).unwrap();
    let s = Session::from_bytes(&bytes, None, &gunbai_session::games::load_embedded).unwrap();
    assert!(s.position() > 0);
    assert!(
        s.log()
            .iter()
            .all(|e| e.dice.iter().all(|d| d.kept.is_none()))
    );
    // Rewritten in the current format, the journal reads back to the same play, with no kept die.
    let again =
        Session::from_bytes(&s.to_bytes(), None, &gunbai_session::games::load_embedded).unwrap();
    assert_eq!(again.state_json(), s.state_json());
    assert!(
        !String::from_utf8(s.to_bytes())
            .unwrap()
            .contains("\"kept\"")
    );
}

// ------------------------------------------------------------------ issue 10: old saves, corrected rules

/// A journal recorded under "older rules" that let `draw` run past the empty deck: the fourth draw is
/// refused by the current rules (rule 1), and one roll was played after it.
fn old_rules_journal(f: &std::path::Path) -> (Session, u8) {
    use gunbai_session::Record;
    let mut s = Session::create(game(), Setup::default(), Some(8), None).unwrap();
    // Recorded by a version that rolled fresh dice after an undo.
    s.set_keep_undone_dice(false).unwrap();
    let act = |name: &str, dice| Record::Act {
        action: ActionCall::new(name),
        dice,
        log: vec![],
        at: 0,
        reveals_hidden: name == "draw",
        word: None,
        digest: None,
        reroll: false,
    };
    let face = gunbai_session::core::SeededDice::face_at(8, 0);
    let mut recs = vec![act("draw", vec![]); 4];
    recs.push(act(
        "roll",
        vec![gunbai_session::core::DieRecord::app(face, 0)],
    ));
    if let Record::Act { action, .. } = &mut recs[4] {
        *action = ActionCall::new("roll").with("times", 1);
    }
    std::fs::write(f, gunbai_session::format::encode_journal(&s.header, &recs)).unwrap();
    (s, face)
}

#[test]
fn rule_1_an_old_save_with_an_action_the_rules_now_refuse_opens_just_before_it_and_asks() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("old.gunbai");
    old_rules_journal(&f);
    let bytes = std::fs::read(&f).unwrap();
    let mut s = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(
        s.position(),
        3,
        "the session stands before the refused draw"
    );
    assert_eq!(s.log().len(), 5, "the line of play is kept as recorded");
    let st = s.state().downcast_ref::<DeckState>().unwrap().clone();
    assert_eq!(st.hand, vec![9, 3, 5]);
    assert_eq!(st.total, 0, "the roll after the refused draw is not played");
    let note = s.recovery_note().expect("a note");
    assert!(
        note.contains("action 4 (Draw) no longer plays as recorded (rule 1: the deck is empty)"),
        "{note}"
    );
    assert!(
        note.contains("go on from action 3 (it and the 1 action after it stay in the file"),
        "{note}"
    );
    // Issue 19: opening never writes, and nothing is cut without the players' choice.
    assert_eq!(std::fs::read(&f).unwrap(), bytes);
    let e = s
        .act(ActionCall::new("roll"), &[], true)
        .unwrap_err()
        .to_string();
    assert!(e.contains("choose first"), "{e}");
    assert_eq!(std::fs::read(&f).unwrap(), bytes);
    // The choice: go on from action 3. The refused actions stay in the file and the log, undone.
    assert_eq!(s.go_on_from_agreeing().unwrap(), 3);
    assert_eq!(s.position(), 3);
    let log = s.log();
    assert_eq!(log.len(), 5);
    assert!(log[3].undone && log[4].undone);
    assert!(!s.can_redo());
    let e = s.redo().unwrap_err().to_string();
    assert!(e.contains("action 4 cannot be redone"), "{e}");
    let again = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(again.recovery_note(), None, "the choice is in the file");
    assert_eq!(again.position(), 3);
    assert_eq!(again.state().downcast_ref::<DeckState>().unwrap(), &st);
    // Play goes on; the app die the cut roll used is never drawn again.
    s.act(ActionCall::new("roll"), &[], true).unwrap();
    assert_eq!(s.log()[5].dice[0].app, Some(1));
    assert_eq!(s.verify_dice().unwrap(), 2);
    let third = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(third.position(), 4);
    assert_eq!(total(&third), total(&s));
    assert_eq!(third.recovery_note(), None);
}

#[test]
fn rule_1_a_refused_action_read_from_memory_is_not_cut_and_damage_stays_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("mem.gunbai");
    old_rules_journal(&f);
    let bytes = std::fs::read(&f).unwrap();
    // Read without a file (a QR import): the journal is kept as it is, the divergence reported.
    let s = Session::from_bytes(&bytes, None, &|_: &str| Ok(game())).unwrap();
    assert_eq!(s.divergence().map(|d| d.position), Some(4));
    let again = Session::from_bytes(&s.to_bytes(), None, &|_: &str| Ok(game())).unwrap();
    assert_eq!(again.divergence().map(|d| d.position), Some(4));
    // A damaged record is still a hard error naming the line, not a refusal.
    let text = String::from_utf8(bytes).unwrap();
    let damaged = text.replacen("\"draw\"", "\"drav\"", 1);
    let e = Session::from_bytes(damaged.as_bytes(), Some(&f), &|_: &str| Ok(game()))
        .err()
        .expect("refused")
        .to_string();
    assert!(e.contains("line 2") && e.contains("checksum"), "{e}");
}

#[test]
fn point_7_a_keep_dice_save_from_the_version_before_still_loads() {
    // That version reused the undone faces as typed dice for the next roll only, then rolled fresh app
    // dice: replay accepts it and drops the dice still waiting (older saves keep loading).
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("old.gunbai");
    let mut s = Session::create(game(), Setup::default(), Some(8), Some(f.clone())).unwrap();
    // That version did not keep dice unless asked (issue 19 made it the default).
    s.set_keep_undone_dice(false).unwrap();
    s.act(ActionCall::new("roll").with("times", 2), &[], true)
        .unwrap();
    let undone: Vec<u8> = s.log()[0].dice.iter().map(|d| d.face).collect();
    s.undo(None, false).unwrap();
    // The old GUI: one undone face as a typed die, then a fresh app die for the next roll.
    s.act(
        ActionCall::new("roll").with("times", 1),
        &undone[..1],
        false,
    )
    .unwrap();
    s.act(ActionCall::new("roll").with("times", 1), &[], true)
        .unwrap();
    let live = total(&s);
    drop(s);
    let (mut h, mut recs) = parts(&std::fs::read_to_string(&f).unwrap());
    h.keep_undone_dice = true;
    // Records of that version carried no state digest.
    for r in &mut recs {
        if let gunbai_session::Record::Act { digest, .. } = r {
            *digest = None;
        }
    }
    std::fs::write(&f, gunbai_session::format::encode_journal(&h, &recs)).unwrap();
    let s = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(total(&s), live);
    assert_eq!(s.position(), 2);
    assert!(s.verify_dice().is_ok());
    // Nothing waits any more: the next roll draws from the seed.
    assert!(s.kept_dice().is_empty());
}

// ------------------------------------------------------------------ issue 23: a fault in the rules

/// Hardening (issue 23): a ruleset that panics refuses the action; the session, its file and the
/// table stand as before, and play goes on.
#[test]
fn issue_23_a_fault_in_the_rules_refuses_the_action_and_writes_nothing() {
    gunbai_session::refuse_faults_on_this_thread();
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("jam.gunbai");
    let mut s = Session::create(game(), Setup::default(), Some(3), Some(f.clone())).unwrap();
    s.act(ActionCall::new("roll"), &[], true).unwrap();
    let (bytes, before) = (std::fs::read(&f).unwrap(), total(&s));
    let e = s.act(ActionCall::new("jam"), &[], true).unwrap_err();
    assert!(matches!(e, SessionError::Rule(RuleError::Fault)), "{e:?}");
    let m = gunbai_session::error_msg(&e);
    for lang in gunbai_session::core::Lang::ALL {
        let t = m.render(lang);
        assert!(!t.is_empty() && !t.contains("core-error"), "{lang:?}: {t}");
    }
    assert_eq!(std::fs::read(&f).unwrap(), bytes, "the file is not written");
    assert_eq!((s.position(), total(&s)), (1, before));
    s.act(ActionCall::new("roll"), &[], true).unwrap();
    assert_eq!(s.position(), 2);
    assert_eq!(Session::open(&f, |_| Ok(game())).unwrap().position(), 2);
}

/// Hardening (issue 23): a journal holding an act that now faults (written by a version whose rules
/// played it) opens just before it, as one whose act the current rules refuse, with no panic.
#[test]
fn issue_23_a_journal_whose_act_now_faults_opens_just_before_it() {
    gunbai_session::refuse_faults_on_this_thread();
    use gunbai_session::Record;
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("jammed.gunbai");
    let s = Session::create(game(), Setup::default(), Some(8), None).unwrap();
    let act = |name: &str| Record::Act {
        action: ActionCall::new(name),
        dice: vec![],
        log: vec![],
        at: 0,
        reveals_hidden: name == "draw",
        word: None,
        digest: None,
        reroll: false,
    };
    let recs = vec![act("draw"), act("jam"), act("draw")];
    std::fs::write(&f, gunbai_session::format::encode_journal(&s.header, &recs)).unwrap();
    let bytes = std::fs::read(&f).unwrap();
    let s = Session::open(&f, |_| Ok(game())).unwrap();
    assert_eq!(
        s.position(),
        1,
        "the session stands before the act that faults"
    );
    assert_eq!(s.log().len(), 3, "the line of play is kept as recorded");
    assert!(s.divergence().is_some());
    assert_eq!(std::fs::read(&f).unwrap(), bytes, "opening never writes");
}

/// A debug build (the tests, random play) lets a fault in the rules through, so that play-throughs
/// and fuzzers still find it (issue 23).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "a fault in the test rules")]
fn issue_23_a_debug_build_lets_a_fault_in_the_rules_through() {
    let mut s = Session::create(game(), Setup::default(), Some(3), None).unwrap();
    let _ = s.act(ActionCall::new("jam"), &[], true);
}

#[test]
fn issue_23_a_fault_while_drawing_is_contained_where_faults_are_refused() {
    // A thread of its own: the refusal is asked for per thread.
    std::thread::spawn(|| {
        gunbai_session::refuse_faults_on_this_thread();
        assert_eq!(gunbai_session::contained(|| 7), Some(7));
        assert_eq!(gunbai_session::last_fault(), None);
        let drawn: Option<u8> = gunbai_session::contained(|| panic!("a view that faults"));
        assert_eq!(drawn, None);
        // The panic line is kept for a report (the quiet hook took it), not printed for players.
        let line = gunbai_session::last_fault().expect("the refused fault is kept");
        assert!(line.contains("a view that faults"), "{line}");
        assert!(line.contains("session_engine.rs"), "{line}");
    })
    .join()
    .unwrap();
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "a view that faults")]
fn issue_23_a_debug_build_lets_a_fault_while_drawing_through() {
    let _: Option<()> = gunbai_session::contained(|| panic!("a view that faults"));
}

/// A build for players refuses a fault in the rules without being asked (issue 23); this test runs
/// in release only (`cargo test --release -p gunbai-session --test session issue_23`).
#[test]
#[cfg(not(debug_assertions))]
fn issue_23_a_release_build_refuses_a_fault_in_the_rules_by_itself() {
    let mut s = Session::create(game(), Setup::default(), Some(3), None).unwrap();
    let e = s.act(ActionCall::new("jam"), &[], true).unwrap_err();
    assert!(matches!(e, SessionError::Rule(RuleError::Fault)), "{e:?}");
    assert_eq!(s.position(), 0);
}
