//! Sekigahara through sessions: whole games with the app's deck and with a shadow of the real deck, in both
//! card-text variants; replay and undo exact. Tests are named by the rule they exercise.

use gunbai_session::core::{ActionCall, Setup};
use gunbai_session::games::sekigahara::{Card, Loc, Side, State};
use gunbai_session::games::{self};
use gunbai_session::{Session, SessionError};
use serde_json::Value;

fn session(options: &[(&str, &str)], seed: u64) -> Session {
    let g = games::load_embedded("sekigahara").unwrap();
    let mut setup = Setup::default();
    for (k, v) in options {
        setup
            .options
            .insert(k.to_string(), Value::String(v.to_string()));
    }
    Session::create(g, setup, Some(seed), None).unwrap()
}

fn st(s: &Session) -> &State {
    s.state().downcast_ref::<State>().unwrap()
}

fn call(name: &str, kv: &[(&str, Value)]) -> ActionCall {
    let mut c = ActionCall::new(name);
    for (k, v) in kv {
        c.params.insert(k, v.clone());
    }
    c
}

fn ok(s: &mut Session, name: &str, kv: &[(&str, Value)], dice: &[u8]) {
    s.act(call(name, kv), dice, false)
        .unwrap_or_else(|e| panic!("{name} {kv:?}: {e}"));
}

fn list(v: &[&str]) -> Value {
    Value::Array(v.iter().map(|x| Value::from(*x)).collect())
}

fn open_actions(s: &Session) -> Vec<String> {
    s.game
        .prompt(s.state())
        .actions
        .into_iter()
        .filter(|a| a.blocked.is_none())
        .map(|a| a.name)
        .collect()
}

/// A whole game with the app's deck: each card is resolved by the first legal choice the ruleset offers
/// (markers, checks, marches), until a side wins or the draw limit ends it.
fn play_virtual(variant: &str, seed: u64) -> Session {
    let mut s = session(&[("card-text", variant), ("draw-cap", "120")], seed);
    for _ in 0..2000 {
        if s.game.status(s.state()).winner.is_some() {
            break;
        }
        let open = open_actions(&s);
        assert!(!open.is_empty(), "the prompt offers nothing before the end");
        let g = s.game.clone();
        let first = |action: &str, key: &str| {
            g.candidates(s.state(), action, key)
                .first()
                .map(|c| c.value.clone())
        };
        let has = |a: &str| open.iter().any(|x| x == a);
        if has("draw") {
            s.act(call("draw", &[]), &[], true).unwrap();
        } else if has("move-marker") {
            let m = first("move-marker", "marker").unwrap();
            ok(&mut s, "move-marker", &[("marker", m.into())], &[]);
        } else if has("check") {
            let hex = first("check", "hex").unwrap();
            s.act(
                call(
                    "check",
                    &[("kind", "intimidation".into()), ("hex", hex.into())],
                ),
                &[],
                true,
            )
            .unwrap();
        } else if has("march") {
            let c = first("march", "commander").unwrap();
            ok(&mut s, "march", &[("commander", c.into())], &[]);
        } else if has("end-card") {
            ok(&mut s, "end-card", &[], &[]);
        } else {
            panic!("stuck at {}", s.game.prompt(s.state()).step);
        }
    }
    s
}

#[test]
fn rule_4_1_a_whole_game_with_the_apps_deck_in_both_text_variants_replays_exactly() {
    for (variant, seed) in [("ja", 11u64), ("zh", 12)] {
        let s = play_virtual(variant, seed);
        let w = s.game.status(s.state()).winner.expect("the game ended");
        assert!(!w.is_empty());
        let state = st(&s);
        assert!(state.draws >= 1);
        assert!(state.reshuffles >= 1, "家康行动 came up and reshuffled");
        // Replay from the journal gives the same state.
        let g = s.game.clone();
        let again = Session::from_bytes(&s.to_bytes(), None, &|_| Ok(g.clone())).unwrap();
        assert_eq!(s.state_json(), again.state_json());
    }
}

#[test]
fn rule_4_1_undo_past_a_virtual_draw_asks_and_names_the_card_to_put_back() {
    let mut s = session(&[], 5);
    s.act(call("draw", &[]), &[], true).unwrap();
    let card = st(&s).card.as_ref().unwrap().card;
    let turned = st(&s).last_turned.clone();
    match s.undo(None, false) {
        Err(SessionError::NeedsConfirmation(_)) => {}
        other => panic!("expected a confirmation, got {other:?}"),
    }
    let r = s.undo(None, true).unwrap();
    assert!(st(&s).card.is_none());
    let name = turned
        .last()
        .copied()
        .unwrap_or(card)
        .name(gunbai_session::games::sekigahara::Variant::Ja);
    assert!(
        r.hints
            .iter()
            .any(|h| h.contains(&name) && h.contains("back on the draw pile")),
        "{:?}",
        r.hints
    );
}

/// The East scripted to win by subversion with the real deck typed in (shadow), Chinese text.
#[test]
fn rule_14_0_shadow_deck_game_east_wins_the_moment_mitsunari_is_removed() {
    let mut s = session(&[("deck", "shadow"), ("card-text", "zh")], 3);
    // 东军外样诸将 (morale 2): 京极高次 takes 京 (rule 11.0(1)④: 2 columns toward the East).
    ok(&mut s, "draw", &[("cards", list(&["东军外样诸将·2"]))], &[]);
    ok(
        &mut s,
        "move",
        &[
            ("commander", "京极高次".into()),
            ("kind", "normal".into()),
            ("path", list(&["京"])),
        ],
        &[],
    );
    assert_eq!(st(&s).kyo, Side::East);
    ok(&mut s, "end-card", &[], &[]);
    // 家康行动 three times: his group marches to 登场 and enters at 东海道; 家康出马 joins the deck.
    for _ in 0..3 {
        ok(&mut s, "draw", &[("cards", list(&["家康行动"]))], &[]);
        ok(&mut s, "march", &[("commander", "德川家康".into())], &[]);
        ok(&mut s, "end-card", &[], &[]);
    }
    assert_eq!(
        st(&s).counter("德川家康").unwrap().at,
        Loc::Hex("东海道".into())
    );
    assert!(st(&s).deck.draw_pile.contains(&Card::IeyasuTakesField));
    // 强行军 under the Chinese text: draw again — the table turned 家康出马 next.
    ok(
        &mut s,
        "draw",
        &[("cards", list(&["强行军", "家康出马"]))],
        &[],
    );
    assert_eq!(st(&s).card.as_ref().unwrap().card, Card::IeyasuTakesField);
    // Subversion check on 大垣 (marker on the East side): a 1 succeeds; 石田三成 cannot defect and is removed.
    ok(
        &mut s,
        "check",
        &[("kind", "subversion".into()), ("hex", "大垣".into())],
        &[1],
    );
    let w = s.game.status(s.state()).winner.unwrap();
    assert!(w.contains("东军") && w.contains("14.0(2)"), "{w}");
    let e = s.act(call("end-card", &[]), &[], false).unwrap_err();
    assert!(e.to_string().contains("over"), "{e}");
    // Undo in shadow mode needs no confirmation and says what to put back.
    let r = s.undo(None, false).unwrap();
    assert!(
        r.hints.iter().any(|h| h.contains("石田三成")),
        "{:?}",
        r.hints
    );
}

#[test]
fn rule_4_1_card_8_japanese_text_repeats_ieyasu_acts_and_reshuffles_again() {
    let mut s = session(&[("deck", "shadow")], 3);
    ok(&mut s, "draw", &[("cards", list(&["家康行动"]))], &[]);
    ok(&mut s, "end-card", &[], &[]);
    assert_eq!(st(&s).reshuffles, 1);
    ok(&mut s, "draw", &[("cards", list(&["强行军"]))], &[]);
    let cp = st(&s).card.clone().unwrap();
    assert_eq!((cp.card, cp.repeat), (Card::IeyasuActs, true));
    ok(&mut s, "end-card", &[], &[]);
    assert_eq!(st(&s).reshuffles, 2);
    assert!(st(&s).deck.discard.is_empty());
}
