//! Generic session behaviour with a tiny test ruleset: hidden information, undo to any entry, replay.

use std::sync::Arc;

use gunbai_session::core::{
    ActionCall, ActionSpec, Applied, DiceSource, GameInfo, KeySpec, Loaded, Params, ProcedureSpec,
    Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup, Status,
};
use gunbai_session::tables::{TableError, TableFiles};
use gunbai_session::{Session, SessionError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A deck game: `draw` reveals the top card of a face-down deck (hidden information); `roll` adds a die.
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
                title: "Draw".into(),
                rule: "1".into(),
                keys: vec![],
                rolls: false,
            },
            ActionSpec {
                name: "roll".into(),
                title: "Roll".into(),
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
                    .ok_or_else(|| RuleError::forbidden("1", "the deck is empty"))?;
                n.hand.push(c);
                let mut out = Applied::new(n).log(format!("drew {c}"));
                out.reveals_hidden = true;
                Ok(out)
            }
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
    fn undo_hints(&self, _: &(), b: &DeckState, a: &DeckState) -> Vec<String> {
        if a.hand.len() > b.hand.len() {
            vec!["put the card back on the deck, face down".into()]
        } else {
            vec![]
        }
    }
    fn score(&self, _: &(), s: &DeckState) -> Value {
        Value::from(s.total)
    }
    fn show_text(&self, _: &(), s: &DeckState) -> String {
        format!("{s:?}")
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
        vec!["put the card back on the deck, face down".to_string()]
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
    assert!(!s.header.keep_undone_dice);
    s.set_keep_undone_dice(true).unwrap();
    s.act(ActionCall::new("roll").with("times", 1), &[], true)
        .unwrap();
    // The header was rewritten before any record: the journal still opens and chains.
    let again = Session::open(&f, |_| Ok(game())).unwrap();
    assert!(again.header.keep_undone_dice);
    assert_eq!(again.position(), 1);
    // After the first action the choice is fixed.
    assert!(s.set_keep_undone_dice(false).is_err());
}
