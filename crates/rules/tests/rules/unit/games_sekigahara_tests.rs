//! Unit tests, named by the rule they check.

// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::odds::Odds;
    pub(super) use gunbai_rules::core::{
        ActionCall, ActionSpec, Applied, Candidate, DiceSource, DieNote, Game, GameInfo, KeySpec,
        Loaded, Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo,
        Setup, Status,
    };
    pub(super) use gunbai_rules::games::sekigahara::cards::{Card, Variant};
    pub(super) use gunbai_rules::games::sekigahara::data::{SekigaharaData, Side, TABLES};
    pub(super) use gunbai_rules::games::sekigahara::state::{DeckMode, Loc, Options, State};
    pub(super) use gunbai_rules::msg;
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use serde_json::{Value, json};
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use gunbai_rules::core::{ActionCall, ManualDice, SeededDice, enumerate_odds};
use gunbai_rules::games::sekigahara::cards::{self, ALL, Card, Deck, Variant};
use gunbai_rules::games::sekigahara::data::{ColumnSide, SekigaharaData, Side};
use gunbai_rules::games::sekigahara::procedures::{self, AttackTerms, Ground};
use gunbai_rules::games::sekigahara::rules;
use gunbai_rules::games::sekigahara::state::{CombatStage, DeckMode, Loc, Options, State};
use gunbai_rules::games::sekigahara::*;

fn data() -> SekigaharaData {
    SekigaharaData::load(&TableFiles::embedded(ID, TABLES)).unwrap()
}

fn opts(variant: Variant, deck: DeckMode) -> Options {
    Options {
        variant,
        deck,
        freeze_ends: true,
        flip_first: false,
        draw_cap: 0,
    }
}

fn fresh(variant: Variant, deck: DeckMode) -> (SekigaharaData, State) {
    let d = data();
    let s = State::new(&d, opts(variant, deck));
    (d, s)
}

fn act(d: &SekigaharaData, s: &State, a: ActionCall, faces: &[u8]) -> Result<State, RuleError> {
    let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
    let spec = actions::specs()
        .into_iter()
        .find(|x| x.name == a.name)
        .unwrap();
    let a = ActionCall {
        name: a.name.clone(),
        params: a.params.checked(&spec.keys)?,
    };
    actions::apply(d, s, &a, &mut dice).map(|x| x.state)
}

/// Draws a named card (shadow deck).
fn turn(d: &SekigaharaData, s: &State, card: Card) -> State {
    act(
        d,
        s,
        ActionCall::new("draw").with("cards", vec![card.id()]),
        &[],
    )
    .unwrap()
}

const PLAIN: AttackTerms = AttackTerms {
    from: Ground::Plain,
    to: Ground::Plain,
    river: false,
    castle: false,
    siege: false,
};

#[test]
fn rule_3_0_setup_counters_markers_and_deck() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual);
    assert_eq!(s.deck.draw_pile.len(), 14);
    assert_eq!(
        s.deck.held_out,
        vec![Card::IeyasuTakesField, Card::HideyoriSortie]
    );
    assert_eq!(s.kyo, Side::West);
    assert_eq!(s.counter("石田三成").unwrap().at, Loc::Hex("大垣".into()));
    assert!(matches!(
        s.counter("德川家康").unwrap().at,
        Loc::Entry { column: 0, .. }
    ));
    for m in data::MARKERS {
        assert_eq!(s.morale[m], d.track(m).unwrap().start);
    }
    assert_eq!(rules::subversion_column(&d, &s), ColumnSide::Neutral);
    // Rule 6.1(3): no hex starts over the stacking limit.
    for h in &d.hexes {
        assert!(s.stack(&h.id) <= 6, "{}", h.id);
    }
}

#[test]
fn rule_4_1_deck_property_no_card_lost_or_duplicated_over_10000_draws() {
    let mut dice = SeededDice::new(1600);
    for variant in [Variant::Ja, Variant::Zh] {
        let mut deck = Deck::new();
        let mut released = [false, false];
        for n in 0..5000u32 {
            let d = cards::draw(&mut deck, variant, None, &mut dice).unwrap();
            // Held-out cards are never drawn before their condition.
            if !released[0] {
                assert!(!d.turned.contains(&Card::IeyasuTakesField));
            }
            if !released[1] {
                assert!(!d.turned.contains(&Card::HideyoriSortie));
            }
            let in_play = (!d.repeat).then_some(d.card);
            assert_eq!(deck.all_cards(in_play), {
                let mut all = ALL.to_vec();
                all.sort();
                all
            });
            if !d.repeat {
                deck.discard.push(d.card);
            }
            deck.previous = Some(d.card);
            if d.card == Card::IeyasuActs {
                // Reshuffle exactly after 家康行动: nothing left in the discard pile.
                deck.reshuffle();
                assert!(deck.discard.is_empty());
            } else {
                assert!(!deck.discard.is_empty());
            }
            if n == 300 {
                released[0] = deck.release(Card::IeyasuTakesField);
            }
            if n == 900 {
                released[1] = deck.release(Card::HideyoriSortie);
            }
        }
        assert!(released[0] && released[1]);
    }
}

#[test]
fn rule_4_1_every_card_of_the_pile_is_equally_likely() {
    let deck = Deck::new();
    let odds = draw_odds(&deck, Variant::Zh);
    let total: f64 = odds.iter().map(|o| o.probability).sum();
    assert!((total - 1.0).abs() < 1e-12);
    // Chinese text: 强行军 draws again, so 13 cards share the whole probability.
    assert_eq!(odds.len(), 13);
    assert!(
        odds.iter()
            .all(|o| (o.probability - 1.0 / 13.0).abs() < 1e-12)
    );
    // The two-dice pick is uniform (rejection sampling).
    // A 6 is thrown away for five cards; two dice for 13 cards reject 36 − 26 = 10 sums.
    assert_eq!(
        cards::pick(5, &mut ManualDice::new([6, 3]).unwrap()).unwrap(),
        2
    );
    assert_eq!(
        cards::pick(13, &mut ManualDice::new([6, 6, 1, 2]).unwrap()).unwrap(),
        1
    );
}

#[test]
fn rule_4_1_card_8_forced_march_japanese_repeats_previous_chinese_draws_again() {
    let mut dice = ManualDice::new([]).unwrap();
    let mut deck = Deck::new();
    deck.previous = Some(Card::Ukita);
    let d = cards::draw(
        &mut deck,
        Variant::Ja,
        Some(&[Card::ForcedMarch]),
        &mut dice,
    )
    .unwrap();
    assert_eq!((d.card, d.repeat), (Card::Ukita, true));
    assert!(deck.discard.contains(&Card::ForcedMarch));
    let mut deck = Deck::new();
    deck.previous = Some(Card::Ukita);
    let d = cards::draw(
        &mut deck,
        Variant::Zh,
        Some(&[Card::ForcedMarch, Card::Hidetada]),
        &mut dice,
    )
    .unwrap();
    assert_eq!((d.card, d.repeat), (Card::Hidetada, false));
    // First card of the game under the Japanese text: draw again.
    let mut deck = Deck::new();
    let e = cards::draw(
        &mut deck,
        Variant::Ja,
        Some(&[Card::ForcedMarch]),
        &mut dice,
    )
    .unwrap_err();
    assert!(e.to_string().contains("name the next card"), "{e}");
}

/// Rule 4.1 (issue 23): the app's deck draws for itself, so its draw form offers no card (each would
/// be refused, and the list once followed the hidden order of the pile); a shadowed real deck offers
/// the cards left in the pile, by card number, and each of them is accepted.
#[test]
fn rule_4_1_the_draw_form_offers_cards_only_for_a_real_deck_and_never_in_pile_order() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual);
    assert!(view::candidates(&d, &s, "draw", "cards").is_empty());
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let offered: Vec<String> = view::candidates(&d, &s, "draw", "cards")
        .into_iter()
        .map(|c| c.value)
        .collect();
    let mut left: Vec<Card> = s.deck.draw_pile.clone();
    left.sort_by_key(|c| c.number());
    left.dedup();
    let left: Vec<String> = left.iter().map(|c| c.id().to_string()).collect();
    assert_eq!(offered, left);
    assert!(offered.len() > 1);
    // 强行军 is turned with the card after it (rule 4.1, card 8), so it is named with another.
    let other = offered
        .iter()
        .find(|c| *c != Card::ForcedMarch.id())
        .unwrap();
    for card in &offered {
        let mut named = vec![card.as_str()];
        if card == Card::ForcedMarch.id() {
            named.push(other);
        }
        act(&d, &s, ActionCall::new("draw").with("cards", named), &[])
            .unwrap_or_else(|e| panic!("{card}: {e}"));
    }
}

/// Rule 4.1: a draw asks for the cards turned only when the table keeps the real deck. With the
/// app's deck the forms (the GUI's, the phones', `--help-action`) leave the key out, and the draw
/// takes none; every other key of every action is asked in both modes.
#[test]
fn rule_4_1_the_draw_asks_for_the_cards_turned_only_with_the_real_deck() {
    use gunbai_rules::core::describe_action;
    use gunbai_rules::core::ruleset::AnyState;
    let game = gunbai_rules::games::load_embedded(ID).unwrap();
    for (deck, asked) in [("virtual", false), ("shadow", true)] {
        let (_, _, s) = setup_with(&[("deck", deck)]);
        let any: AnyState = Arc::new(s);
        assert_eq!(game.asks(&any, "draw", "cards"), asked, "{deck}");
        let help = describe_action(game.as_ref(), &any, "draw", &Params::new()).unwrap();
        assert_eq!(help.keys.iter().any(|k| k.name == "cards"), asked, "{deck}");
        for spec in game.actions() {
            for k in &spec.keys {
                if (spec.name.as_str(), k.name.as_str()) != ("draw", "cards") {
                    assert!(
                        game.asks(&any, &spec.name, &k.name),
                        "{deck}: {}.{}",
                        spec.name,
                        k.name
                    );
                }
            }
        }
    }
    // The app's deck draws with the key left out: its default, no card named.
    let (d, _, s) = setup_with(&[("deck", "virtual")]);
    let after = act(&d, &s, ActionCall::new("draw"), &[1, 1, 1, 1, 1, 1]).unwrap();
    assert_eq!(after.draws, s.draws + 1);
}

#[test]
fn rule_4_2_held_out_cards_cannot_be_typed_in_and_enter_on_their_condition() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let e = act(
        &d,
        &s,
        ActionCall::new("draw").with("cards", vec!["家康出马"]),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("4.1"));
    // Marching 德川家康 to 登场 puts 家康出马 into the draw pile.
    let mut s = s;
    let cols = d.entry_track("德川家康").unwrap().columns;
    for _ in 1..cols {
        s = turn(&d, &s, Card::IeyasuActs);
        s = act(
            &d,
            &s,
            ActionCall::new("march").with("commander", "德川家康"),
            &[],
        )
        .unwrap();
        s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    }
    assert_eq!(s.counter("德川家康").unwrap().at, Loc::Hex("东海道".into()));
    assert!(s.deck.draw_pile.contains(&Card::IeyasuTakesField));
    assert!(!s.deck.held_out.contains(&Card::IeyasuTakesField));
}

#[test]
fn rule_4_1_4_reshuffle_after_ieyasu_acts_through_the_session_actions() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Ukita);
    let s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    assert_eq!(s.deck.discard, vec![Card::Ukita]);
    let s = turn(&d, &s, Card::IeyasuActs);
    let s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    assert!(s.deck.discard.is_empty());
    assert_eq!(s.deck.draw_pile.len(), 14);
    assert_eq!(s.reshuffles, 1);
}

#[test]
fn rule_7_1_3_attack_modifiers_and_hits_on_roll_at_most_strength() {
    let hill = AttackTerms {
        to: Ground::Hill,
        river: true,
        ..PLAIN
    };
    assert_eq!(procedures::modified_strength(3, hill).0, 1);
    let down = AttackTerms {
        from: Ground::Hill,
        ..PLAIN
    };
    assert_eq!(procedures::modified_strength(3, down).0, 4);
    // Digest A19: no hill→plain +1 where a castle is involved.
    assert_eq!(
        procedures::modified_strength(
            3,
            AttackTerms {
                castle: true,
                ..down
            }
        )
        .0,
        3
    );
    let r = procedures::attack(&[3, 3], PLAIN, &mut ManualDice::new([3, 4]).unwrap()).unwrap();
    assert_eq!(r.result["hits"], 1);
    assert_eq!(r.result["per_counter"][0]["hit"], true);
    assert_eq!(r.result["per_counter"][1]["hit"], false);
}

#[test]
fn rule_7_1_3_a_counter_at_strength_zero_cannot_hit() {
    let t = AttackTerms {
        to: Ground::Hill,
        river: true,
        ..PLAIN
    };
    let r = procedures::attack(&[2, 3], t, &mut ManualDice::new([1]).unwrap()).unwrap();
    assert_eq!(r.rolls, vec![1]);
    assert_eq!(r.result["per_counter"][0]["hit"], false);
    assert!(r.result["per_counter"][0]["roll"].is_null());
    assert_eq!(r.result["hits"], 1);
}

#[test]
fn rule_7_2_siege_minus_two_minimum_one_no_terrain() {
    let siege = AttackTerms {
        from: Ground::Hill,
        river: true,
        siege: true,
        ..PLAIN
    };
    assert_eq!(procedures::modified_strength(4, siege).0, 2);
    assert_eq!(procedures::modified_strength(2, siege).0, 1);
    assert_eq!(procedures::modified_strength(1, siege).0, 1);
}

#[test]
fn rule_7_1_hit_odds_closed_form_matches_enumeration() {
    let o = hits_odds(&[3, 1, 5]);
    let e = enumerate_odds(|d| {
        procedures::attack(&[3, 1, 5], PLAIN, d).map(|r| format!("hits={}", r.result["hits"]))
    })
    .unwrap();
    for x in &e {
        let c = o.iter().find(|y| y.outcome == x.outcome).unwrap();
        assert!((c.probability - x.probability).abs() < 1e-12);
    }
}

#[test]
fn rule_12_1_subversion_succeeds_on_roll_at_most_track_value() {
    assert_eq!(
        procedures::subversion(3, &mut ManualDice::new([3]).unwrap())
            .unwrap()
            .result["success"],
        true
    );
    assert_eq!(
        procedures::subversion(3, &mut ManualDice::new([4]).unwrap())
            .unwrap()
            .result["success"],
        false
    );
}

#[test]
fn rule_12_2_intimidation_targets_and_failure_moves_two() {
    for (adj, t) in [("leader", 4u8), ("friendly", 3), ("none", 2)] {
        let ok = procedures::intimidation(adj, &mut ManualDice::new([t]).unwrap()).unwrap();
        assert_eq!(ok.result["success"], true);
        assert_eq!(ok.result["markers_moved"], 0);
        let bad = procedures::intimidation(adj, &mut ManualDice::new([t + 1]).unwrap()).unwrap();
        assert_eq!(bad.result["markers_moved"], 2);
    }
}

#[test]
fn rule_6_2_2_strategic_move_is_die_plus_morale() {
    let r = procedures::strategic_move(2, &mut ManualDice::new([4]).unwrap()).unwrap();
    assert_eq!(r.result["movement_points"], 6);
}

#[test]
fn rule_5_2_morale_printed_track_and_defected() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    assert_eq!(rules::morale(&d, &s, "福島正則"), 3);
    assert_eq!(rules::morale(&d, &s, "石田三成"), 3);
    let start = rules::marker_value(&d, &s, "西军诸将");
    assert_eq!(rules::morale(&d, &s, "小西行长"), start);
    rules::move_marker(&d, &mut s, "西军诸将", Side::West, 2);
    assert!(rules::morale(&d, &s, "小西行长") > start);
    // 5.2(1)③: a West lord who defected counts 1.
    let k = s.counter_mut("小西行长").unwrap();
    k.side = Side::East;
    assert_eq!(rules::morale(&d, &s, "小西行长"), 1);
}

#[test]
fn rule_11_0_4_markers_freeze_at_the_ends() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    rules::move_marker(&d, &mut s, "毛利辉元", Side::East, 10);
    assert_eq!(s.morale["毛利辉元"], 0);
    rules::move_marker(&d, &mut s, "毛利辉元", Side::West, 1);
    assert_eq!(s.morale["毛利辉元"], 0, "frozen for good (digest A11)");
    s.options.freeze_ends = false;
    rules::move_marker(&d, &mut s, "毛利辉元", Side::West, 1);
    assert_eq!(s.morale["毛利辉元"], 1);
}

#[test]
fn rule_11_0_1_castle_capture_moves_two_for_major_castles_and_kyo_two() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    let start = s.subversion;
    let mut log = vec![];
    rules::entered(&d, &mut s, "清洲", Side::West, &mut log); // major, East castle
    assert_eq!(s.subversion, start + 2);
    assert!(!s.castles["清洲"].functional);
    rules::entered(&d, &mut s, "京", Side::East, &mut log);
    assert_eq!(s.subversion, start);
    assert_eq!(s.kyo, Side::East);
}

#[test]
fn rule_14_0_victory_when_mitsunari_removed_or_subversion_box() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    let mut log = vec![];
    rules::remove(&d, &mut s, "石田三成", Side::East, &mut log);
    assert_eq!(s.winner.as_ref().unwrap().side, Some(Side::East));
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    rules::move_all(
        &d,
        &mut s,
        Side::West,
        20,
        gunbai_rules::core::Msg::plain("test"),
        &mut log,
    );
    let w = s.winner.unwrap();
    assert_eq!((w.side, w.rule.as_str()), (Some(Side::West), "14.0(3)"));
}

#[test]
fn rule_12_1_defection_turns_lords_removes_main_war_and_keeps_castle() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let mut s = s;
    // Put the subversion marker on the East side so the East may subvert.
    s.subversion = 1;
    s.deck.release(Card::IeyasuTakesField);
    let s = turn(&d, &s, Card::IeyasuTakesField);
    let before_sub = s.subversion;
    let s = act(
        &d,
        &s,
        ActionCall::new("check")
            .with("kind", "subversion")
            .with("hex", "大垣"),
        &[1],
    )
    .unwrap();
    // 石田三成 (main-war) is removed: the East wins at once.
    assert_eq!(s.counter("小西行长").unwrap().side, Side::East);
    assert_eq!(s.counter("石田三成").unwrap().at, Loc::Removed);
    assert_eq!(s.winner.as_ref().unwrap().side, Some(Side::East));
    assert!(
        s.castles["大垣"].functional,
        "rule 10.0(5): keeps its function"
    );
    assert_eq!(s.castles["大垣"].owner, Side::East);
    assert!(s.subversion <= before_sub);
}

#[test]
fn rule_12_1_subversion_needs_the_marker_on_your_side() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    s.deck.release(Card::IeyasuTakesField);
    let s = turn(&d, &s, Card::IeyasuTakesField);
    let e = act(
        &d,
        &s,
        ActionCall::new("check")
            .with("kind", "subversion")
            .with("hex", "大垣"),
        &[1],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("12.1"));
    // Intimidation is always allowed; failure moves every marker 2 toward the West.
    let start = s.subversion;
    let s2 = act(
        &d,
        &s,
        ActionCall::new("check")
            .with("kind", "intimidation")
            .with("hex", "大垣"),
        &[6],
    )
    .unwrap();
    assert_eq!(s2.subversion, start + 2);
}

#[test]
fn rule_5_1_cards_name_who_may_act_japanese_or_chinese() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s1 = turn(&d, &s, Card::Tozama3);
    assert!(actions::eligible(&d, &s1, "福島正則").is_ok());
    assert!(actions::eligible(&d, &s1, "池田辉政").is_err());
    assert!(actions::eligible(&d, &s1, "德川家康").is_err());
    // Card 7 (digest A6): morale 2 counts under the Japanese text, not the Chinese.
    let s2 = turn(&d, &s, Card::Tozama13);
    assert!(actions::eligible(&d, &s2, "池田辉政").is_ok());
    let (d, z) = fresh(Variant::Zh, DeckMode::Shadow);
    let z2 = turn(&d, &z, Card::Tozama13);
    assert!(actions::eligible(&d, &z2, "池田辉政").is_err());
}

#[test]
fn rule_5_1_card_9_japanese_is_either_or_chinese_is_both() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Mitsunari);
    let s = act(
        &d,
        &s,
        ActionCall::new("move-marker").with("marker", "毛利辉元"),
        &[],
    )
    .unwrap();
    assert!(actions::eligible(&d, &s, "石田三成").is_err());
    let (d, z) = fresh(Variant::Zh, DeckMode::Shadow);
    let z = turn(&d, &z, Card::Mitsunari);
    // Chinese: the marker first (digest A34), then he may act; the card cannot end before the marker.
    assert!(actions::eligible(&d, &z, "石田三成").is_err());
    assert!(view::blocked(&d, &z, "end-card").is_some());
    let z = act(
        &d,
        &z,
        ActionCall::new("move-marker").with("marker", "毛利辉元"),
        &[],
    )
    .unwrap();
    assert!(actions::eligible(&d, &z, "石田三成").is_ok());
}

/// Rule 11.0(3) and rule 4.1: a refused marker lists the card's markers, and a refused card name
/// lists the cards, each in the reader's comma.
#[test]
fn rule_11_0_3_and_4_1_refusals_list_markers_and_cards_with_the_readers_comma() {
    use gunbai_rules::core::Lang;
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Mitsunari);
    let markers = s
        .card
        .as_ref()
        .unwrap()
        .marker
        .as_ref()
        .unwrap()
        .markers
        .clone();
    assert!(markers.len() >= 2, "{markers:?}");
    let e = act(
        &d,
        &s,
        ActionCall::new("move-marker").with("marker", "京"),
        &[],
    )
    .unwrap_err();
    let m = e.msg(&[]);
    assert!(
        m.render(Lang::Ja).contains(&markers.join("、")),
        "{}",
        m.render(Lang::Ja)
    );
    assert!(
        m.render(Lang::En).contains(&markers.join(", ")),
        "{}",
        m.render(Lang::En)
    );
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let e = act(
        &d,
        &s,
        ActionCall::new("draw").with("cards", vec!["京"]),
        &[],
    )
    .unwrap_err();
    let names: Vec<&str> = cards::ALL.iter().map(|c| c.id()).collect();
    let m = e.msg(&[]);
    assert!(
        m.render(Lang::Zh).contains(&names.join("、")),
        "{}",
        m.render(Lang::Zh)
    );
    assert!(
        m.render(Lang::En).contains(&names.join(", ")),
        "{}",
        m.render(Lang::En)
    );
}

#[test]
fn rule_6_2_normal_move_stops_in_zoc_and_takes_kyo() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    // 京极高次 (大津, morale 2) moves into 京 (West-held, empty): the East takes 京 (+2 toward the East).
    let s = turn(&d, &s, Card::Tozama2);
    let start = s.subversion;
    // 京 is next to 伏见 (West): in enemy ZOC, so it must be the last hex.
    let e = act(
        &d,
        &s,
        ActionCall::new("move")
            .with("commander", "京极高次")
            .with("kind", "normal")
            .with("path", vec!["京", "龟冈"]),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("6.3(1)"));
    let s = act(
        &d,
        &s,
        ActionCall::new("move")
            .with("commander", "京极高次")
            .with("kind", "normal")
            .with("path", vec!["京"]),
        &[],
    )
    .unwrap();
    assert_eq!(s.kyo, Side::East);
    assert_eq!(s.subversion, start - 2);
}

#[test]
fn rule_7_2_siege_with_preemptive_strike_then_hits_and_advance() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    // 京极高次 in 大津 attacks 佐和山 (石田正澄 + garrison, a working castle).
    let s = turn(&d, &s, Card::Tozama2);
    let s = act(
        &d,
        &s,
        ActionCall::new("attack")
            .with("commander", "京极高次")
            .with("group", Vec::<String>::new())
            .with("target", "佐和山")
            .with("preemptive", true),
        &[6, 6, 1],
    )
    .unwrap();
    // Pre-emptive: two misses; then one attacker at 2−2 → 1: rolls 1, a hit for the defender to assign.
    let cb = s.combat.clone().unwrap();
    assert!(cb.siege);
    assert_eq!(cb.stage, CombatStage::Hits { hits: 1 });
    let s = act(
        &d,
        &s,
        ActionCall::new("assign-hits").with("counters", vec!["守备队(佐和山)"]),
        &[],
    )
    .unwrap();
    assert!(s.counter("守备队(佐和山)").unwrap().flipped);
    assert!(s.combat.is_none());
}

#[test]
fn typed_actions_keys_match_their_structs() {
    for r in actions::typed_checks() {
        r.unwrap();
    }
}

#[test]
fn rule_4_1_virtual_draw_reveals_hidden_and_prompt_is_never_empty() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual);
    let p = view::prompt(&d, &s);
    assert!(
        p.actions
            .iter()
            .any(|a| a.name == "draw" && a.blocked.is_none())
    );
    let mut dice = SeededDice::new(7);
    let call = ActionCall::new("draw").with("cards", Vec::<String>::new());
    let a = actions::apply(&d, &s, &call, &mut dice).unwrap();
    assert!(a.reveals_hidden);
    assert!(a.state.card.is_some());
    let p = view::prompt(&d, &a.state);
    assert!(p.actions.iter().any(|x| x.blocked.is_none()));
}

#[test]
fn rule_7_1_attack_odds_in_a_session_and_placeholder_flags() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Ukita);
    let call = ActionCall::new("attack")
        .with("commander", "宇喜多秀家")
        .with("group", vec!["宇喜多①"])
        .with("target", "安浓津")
        .with("preemptive", false);
    let o = SekigaharaRules.action_odds(&d, &s, &call).unwrap().unwrap();
    // Siege of 安浓津: strengths 4−2 = 2 and 3−2 = 1 → no hit 4/6 × 5/6.
    let none = o.iter().find(|x| x.outcome == "hits=0").unwrap();
    assert!((none.probability - 20.0 / 36.0).abs() < 1e-12);
    let mut dice = ManualDice::new([6, 6]).unwrap();
    let a = actions::apply(&d, &s, &call, &mut dice).unwrap();
    let r = a.resolution.unwrap();
    assert!(r.placeholders.contains(&"counters".to_string()));
}

#[test]
fn rule_6_2_2_strategic_move_roads_only_and_unused_points_are_lost() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    // Card 7 lets one commander act: the roll spends the activation, the move still follows.
    let s = turn(&d, &s, Card::Tozama13);
    // 京极高次 in 大津 (a road hex) rolls 3 + morale 2 = 5 hexes.
    let s = act(
        &d,
        &s,
        ActionCall::new("strategic-roll").with("commander", "京极高次"),
        &[3],
    )
    .unwrap();
    assert_eq!(s.strategic.as_ref().unwrap().points, 5);
    assert!(view::blocked(&d, &s, "end-card").is_some());
    assert!(view::blocked(&d, &s, "move").is_none());
    // 大津 → 龟山 is a road, 龟山 holds West counters: no entering enemy hexes.
    let mv = |path: Vec<&str>| {
        ActionCall::new("move")
            .with("commander", "京极高次")
            .with("kind", "strategic")
            .with("path", path)
    };
    assert!(act(&d, &s, mv(vec!["龟山"]), &[]).is_err());
    let s = act(&d, &s, mv(vec![]), &[]).unwrap();
    assert!(s.strategic.is_none());
    assert_eq!(s.counter("京极高次").unwrap().at, Loc::Hex("大津".into()));
}

#[test]
fn rule_13_0_1_hideyori_leaves_osaka_only_with_terumoto_morale_and_the_marker_west() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Terumoto);
    let out = ActionCall::new("move")
        .with("commander", "毛利辉元")
        .with("group", vec!["丰臣秀赖"])
        .with("kind", "normal")
        .with("path", vec!["郡山"]);
    let e = act(&d, &s, out.clone(), &[]).unwrap_err();
    assert_eq!(e.rule(), Some("13.0(1)"));
    let mut s = s;
    s.subversion = d.subversion.start + 1; // West side
    let s = act(&d, &s, out, &[]).unwrap();
    assert_eq!(s.counter("丰臣秀赖").unwrap().at, Loc::Hex("郡山".into()));
    // Rule 4.2②: 秀赖出阵 enters the draw pile at once.
    assert!(s.deck.draw_pile.contains(&Card::HideyoriSortie));
}

#[test]
fn rule_13_0_4_a_lone_hideyori_is_captured_and_the_east_wins() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    s.counter_mut("丰臣秀赖").unwrap().at = Loc::Hex("京".into());
    let s = turn(&d, &s, Card::Tozama2);
    let s = act(
        &d,
        &s,
        ActionCall::new("move")
            .with("commander", "京极高次")
            .with("kind", "normal")
            .with("path", vec!["京"]),
        &[],
    )
    .unwrap();
    assert_eq!(s.counter("丰臣秀赖").unwrap().at, Loc::Removed);
    let w = s.winner.unwrap();
    assert_eq!((w.side, w.rule.as_str()), (Some(Side::East), "14.0(2)"));
}

#[test]
fn rule_11_0_2_an_attacked_commanders_marker_moves_toward_his_side() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Tozama2);
    let before = s.morale["西军诸将"];
    // 京极高次 (大津) attacks 龟山 (锅岛胜茂 and others on the 西军诸将 track): a siege, strength 2 − 2 → 1.
    let s = act(
        &d,
        &s,
        ActionCall::new("attack")
            .with("commander", "京极高次")
            .with("target", "龟山")
            .with("preemptive", false),
        &[6],
    )
    .unwrap();
    assert_eq!(s.morale["西军诸将"], before + 1, "toward the West");
    assert!(s.combat.is_none(), "a miss ends the attack");
}

#[test]
fn rule_9_0_entry_waits_while_the_entry_hex_holds_enemies() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    s.counter_mut("织田秀信").unwrap().at = Loc::Hex("东海道".into());
    let cols = d.entry_track("德川家康").unwrap().columns;
    for _ in 1..cols {
        s = turn(&d, &s, Card::IeyasuActs);
        s = act(
            &d,
            &s,
            ActionCall::new("march").with("commander", "德川家康"),
            &[],
        )
        .unwrap();
        s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    }
    assert!(matches!(
        s.counter("德川家康").unwrap().at,
        Loc::Entry { .. }
    ));
    assert!(s.deck.held_out.contains(&Card::IeyasuTakesField));
}

#[test]
fn rule_8_0_recovery_turns_flipped_counters_face_up_but_not_in_enemy_zoc() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow);
    s.counter_mut("外样主力①").unwrap().flipped = true;
    s.counter_mut("前田①").unwrap().flipped = true;
    let s1 = turn(&d, &s, Card::IeyasuLetter);
    assert!(view::blocked(&d, &s1, "recover").is_some());
    let s2 = turn(&d, &s, Card::Tozama3);
    let rec = |who: &str, c: &str| {
        ActionCall::new("recover")
            .with("commander", who)
            .with("counters", vec![c])
    };
    // 外样主力甲 touches 岐阜 and 犬山 (West): in enemy ZOC, no recovery.
    let e = act(&d, &s2, rec("福島正則", "外样主力①"), &[])
        .map(|_| ())
        .unwrap_err();
    assert_eq!(e.rule(), Some("8.0(3)"));
    let mut s3 = s2.clone();
    for gone in ["织田秀信", "石川贞清", "守备队(岐阜)", "守备队(犬山)"] {
        s3.counter_mut(gone).unwrap().at = Loc::Removed;
    }
    let s3 = act(&d, &s3, rec("福島正則", "外样主力①"), &[]).unwrap();
    assert!(!s3.counter("外样主力①").unwrap().flipped);
    // Digest A24: no ZOC reaches into a working castle, so 前田利长 in 金泽 (next to 小松) may recover.
    let s4 = turn(&d, &s, Card::Tozama13);
    let s4 = act(&d, &s4, rec("前田利长", "前田①"), &[]).unwrap();
    assert!(!s4.counter("前田①").unwrap().flipped);
}

#[test]
fn rule_7_2_1_preemptive_strike_dice_come_first_and_die_notes_line_up() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow);
    let s = turn(&d, &s, Card::Tozama2);
    let call = ActionCall::new("attack")
        .with("commander", "京极高次")
        .with("group", Vec::<String>::new())
        .with("target", "佐和山")
        .with("preemptive", true);
    let mut dice = ManualDice::new([6, 6, 1]).unwrap();
    let a = actions::apply(&d, &s, &call, &mut dice).unwrap();
    let r = a.resolution.unwrap();
    assert_eq!(r.rolls, vec![6, 6, 1]);
    let notes = SekigaharaRules.die_notes(&d, &r);
    assert_eq!(notes.len(), 3);
    assert_eq!(
        notes.iter().map(|n| n.hit).collect::<Vec<_>>(),
        vec![false, false, true]
    );
    assert_eq!(r.result["preemptive_hits"], 0);
}

/// One seeded game of at most `max` actions: at each step the unblocked actions of the prompt are tried
/// in a random order, each with a few fillings from the candidates, and the first the rules accept is
/// played. Returns every state reached with the log lines and modifiers of the action that led there.
/// A message in `lang` as a player reads it.
pub(super) fn say(
    _: &SekigaharaData,
    m: &gunbai_rules::core::Msg,
    lang: gunbai_rules::core::Lang,
) -> String {
    m.render(lang)
}

pub(super) fn random_game(
    seed: u64,
    variant: Variant,
    max: usize,
) -> Vec<(State, Vec<gunbai_rules::core::Msg>)> {
    let d = data();
    // A small xorshift: the test needs repeatable picks, not good randomness.
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut rng = move |n: usize| -> usize {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    let mut s = State::new(&d, opts(variant, DeckMode::Virtual));
    let mut out = vec![(s.clone(), vec![])];
    let specs = actions::specs();
    for _ in 0..max {
        if s.winner.is_some() {
            break;
        }
        let p = SekigaharaRules.prompt(&d, &s);
        let mut legal: Vec<&gunbai_rules::core::PromptAction> =
            p.actions.iter().filter(|a| a.blocked.is_none()).collect();
        // Prefer fighting over finishing the card, so that combats happen.
        let mut order = Vec::new();
        while !legal.is_empty() {
            let i = rng(legal.len());
            order.push(legal.remove(i));
        }
        if let Some(i) = order.iter().position(|a| a.name == "end-card")
            && rng(10) < 8
        {
            let a = order.remove(i);
            order.push(a);
        }
        let mut played = false;
        'actions: for pa in order {
            let spec = specs.iter().find(|x| x.name == pa.name).unwrap();
            for _ in 0..8 {
                let mut call = ActionCall::new(&pa.name);
                call.params = pa.preset.clone();
                for k in &spec.keys {
                    // The app's deck draws by itself.
                    if call.params.get(&k.name).is_some() || pa.name == "draw" {
                        continue;
                    }
                    let c = SekigaharaRules.candidates(&d, &s, &pa.name, &k.name);
                    if pa.name == "move" && k.name == "path" {
                        // One step to a neighbouring hex of the commander.
                        let Some(h) = call
                            .params
                            .get("commander")
                            .and_then(|v| v.as_str())
                            .and_then(|c| s.counter(c))
                            .and_then(|c| c.hex())
                            .map(String::from)
                        else {
                            continue;
                        };
                        let n: Vec<&String> = d.neighbours(&h).iter().map(|(n, _)| n).collect();
                        if s.strategic.is_some() && rng(3) == 0 {
                            let none: Vec<String> = vec![];
                            call.params.insert("path", none);
                        } else if let Some(x) = n.get(rng(n.len())) {
                            call.params.insert("path", vec![(*x).clone()]);
                        }
                    } else if c.is_empty() {
                        continue;
                    } else if matches!(k.name.as_str(), "group" | "counters") {
                        let pick: Vec<String> = c
                            .iter()
                            .filter(|_| rng(2) == 0)
                            .map(|x| x.value.clone())
                            .collect();
                        if pa.name == "assign-hits" {
                            let hits = match s.combat.as_ref().map(|cb| &cb.stage) {
                                Some(CombatStage::Hits { hits })
                                | Some(CombatStage::PreemptiveHits { hits }) => *hits as usize,
                                _ => 0,
                            };
                            let all: Vec<String> =
                                (0..hits).map(|i| c[i % c.len()].value.clone()).collect();
                            call.params.insert("counters", all);
                        } else {
                            call.params.insert(&k.name, pick);
                        }
                    } else {
                        let x = &c[rng(c.len())];
                        call.params.insert(&k.name, x.value.clone());
                    }
                }
                let Ok(params) = call.params.checked(&spec.keys) else {
                    continue;
                };
                call.params = params;
                let mut dice = SeededDice::new(rng(1 << 30) as u64);
                if let Ok(a) = SekigaharaRules.apply(&d, &s, &call, &mut dice) {
                    let mut lines = a.log.clone();
                    if let Some(r) = &a.resolution {
                        lines.extend(r.modifiers.iter().map(|m| m.label.clone()));
                        lines.extend(r.log.iter().cloned());
                        lines.push(SekigaharaRules.outcome_text(&d, r));
                        lines.extend(SekigaharaRules.die_notes(&d, r).into_iter().map(|n| n.note));
                    }
                    lines.extend(SekigaharaRules.undo_hints(&d, &s, &a.state));
                    s = a.state;
                    out.push((s.clone(), lines));
                    played = true;
                    break 'actions;
                } else if let Err(RuleError::Forbidden { reason, .. }) =
                    SekigaharaRules.apply(&d, &s, &call, &mut SeededDice::new(1))
                {
                    // Refusals are player words too.
                    out.last_mut().unwrap().1.push(reason);
                }
            }
        }
        // A random filling can miss the one legal move (a strategic road march): stop this game there.
        if !played {
            break;
        }
    }
    out
}

/// True when every catalogue id in `m` is in all three languages (issue 20): every word a player
/// reads comes from the catalogue or is a name shown as it is.
pub(super) fn from_catalogue(m: &gunbai_rules::core::Msg) -> bool {
    m.unknown_id().is_none()
}

/// The problems of one message in 中文 and 日本語: English words, an id with no catalogue entry, words
/// written in Rust.
fn problems(m: &gunbai_rules::core::Msg) -> Vec<String> {
    use gunbai_rules::core::Lang;
    use gunbai_rules::core::text::latin_words;
    let mut out = Vec::new();
    if !from_catalogue(m) {
        out.push(format!("not from the catalogue: {m:?}"));
    }
    for lang in [Lang::Zh, Lang::Ja] {
        let t = m.render(lang);
        let latin = latin_words(&t, &["S"]);
        if !latin.is_empty() || t.contains("sekigahara") {
            out.push(format!("{lang:?}: {} => {t} ({latin:?})", m.en()));
        }
    }
    out
}

#[test]
fn issue_20_every_line_of_a_played_game_reads_in_zh_and_ja() {
    let d = data();
    let r = &SekigaharaRules;
    let mut missing = std::collections::BTreeSet::new();
    let mut check = |m: &gunbai_rules::core::Msg| missing.extend(problems(m));
    let mut states = 0;
    // Issue 23 (the test loop): a game of each variant here, six with `heavy-tests`.
    let games = if cfg!(feature = "heavy-tests") { 6 } else { 2 };
    for (seed, variant) in [
        (1, Variant::Ja),
        (2, Variant::Zh),
        (3, Variant::Ja),
        (4, Variant::Zh),
        (5, Variant::Ja),
        (6, Variant::Zh),
    ]
    .into_iter()
    .take(games)
    {
        for (s, lines) in random_game(seed, variant, 200) {
            states += 1;
            for m in r.prompt(&d, &s).texts() {
                check(m);
            }
            for a in r.prompt(&d, &s).actions {
                check(&a.label);
                if let Some((_, w)) = &a.blocked {
                    check(w);
                }
            }
            let st = r.status(&d, &s);
            for (k, v) in &st.track {
                check(k);
                check(v);
            }
            check(&st.phase);
            if let Some(w) = &st.winner {
                check(w);
            }
            check(&r.show_text(&d, &s));
            for m in r.view(&d, &s).messages() {
                check(m);
            }
            for l in &lines {
                check(l);
            }
        }
    }
    assert!(states > 300, "only {states} states played");
    assert!(
        missing.is_empty(),
        "{} lines not in one language:\n{}",
        missing.len(),
        missing.into_iter().collect::<Vec<_>>().join("\n")
    );
}

fn setup_with(opts: &[(&str, &str)]) -> (SekigaharaData, Setup, State) {
    let d = data();
    let mut setup = Setup {
        scenario: Some("1600".into()),
        players: 2,
        ..Default::default()
    };
    for (k, v) in opts {
        setup
            .options
            .insert(k.to_string(), serde_json::Value::String(v.to_string()));
    }
    let s = SekigaharaRules.setup(&d, &setup).unwrap();
    (d, setup, s)
}

#[test]
fn setup_checklist_follows_the_set_up_options() {
    use gunbai_rules::core::Lang;
    let r = &SekigaharaRules;
    // Rule 4.2: the set-aside cards are named in the card text in force.
    let (d, setup, s) = setup_with(&[("card-text", "ja"), ("deck", "virtual")]);
    let ja = r.setup_checklist(&d, &setup, &s);
    let (_, setup_zh, s_zh) = setup_with(&[("card-text", "zh"), ("deck", "shadow")]);
    let zh = r.setup_checklist(&d, &setup_zh, &s_zh);
    let has = |list: &[gunbai_rules::core::Msg], lang: Lang, needle: &str| {
        list.iter().any(|t| say(&d, t, lang).contains(needle))
    };
    assert!(has(
        &ja,
        Lang::En,
        &Card::IeyasuTakesField.name(Variant::Ja)
    ));
    assert!(has(
        &zh,
        Lang::En,
        &Card::IeyasuTakesField.name(Variant::Zh)
    ));
    assert_ne!(
        Card::IeyasuTakesField.name(Variant::Ja),
        Card::IeyasuTakesField.name(Variant::Zh)
    );
    // The deck option: the app's deck keeps the real cards in the box; the shadow deck shuffles them.
    assert!(has(&ja, Lang::En, "The app shuffles"));
    assert!(!has(&zh, Lang::En, "The app shuffles"));
    assert!(has(&zh, Lang::Zh, "实体卡洗匀"));
    // Rule 3.0: every counter is listed where the state has it, once.
    for c in &s.counters {
        let n = ja.iter().filter(|t| t.contains(c.id.as_str())).count();
        assert!(n >= 1, "{} missing from the checklist", c.id);
    }
    // Built from the state, not the counter table: a counter moved in the state moves in the list.
    let mut moved = s.clone();
    let who = moved
        .counters
        .iter()
        .position(|c| matches!(c.at, Loc::Hex(_)))
        .unwrap();
    let id = moved.counters[who].id.clone();
    moved.counters[who].at = Loc::Hex("关原".into());
    let list = r.setup_checklist(&d, &setup, &moved);
    let line = list.iter().find(|t| t.starts_with("关原:")).unwrap();
    assert!(
        line.contains(&id) && say(&d, line, Lang::Zh).contains(&id),
        "{line:?}"
    );
    // Every language, and the 中文 and 日本語 sides have no English in them.
    for t in ja.iter().chain(&zh) {
        assert!(!t.en().is_empty());
        assert_eq!(problems(t), Vec::<String>::new());
    }
}

#[test]
fn legend_names_every_symbol_both_languages() {
    let d = data();
    let legend = SekigaharaRules.legend(&d);
    // Every symbol the panel draws: flipped mark, map lines and fills, castle rings, counts, the commander
    // list and the card's star.
    for sym in ["▼", "━", "─", "●", "◯", "3", "@", "★"] {
        assert!(
            legend.iter().any(|(s, _)| s.contains(sym)),
            "no legend line for {sym}"
        );
    }
    for (sym, t) in &legend {
        let (en, zh, ja) = (
            t.en(),
            t.render(gunbai_rules::core::Lang::Zh),
            t.render(gunbai_rules::core::Lang::Ja),
        );
        assert!(!en.is_empty() && !zh.is_empty() && !ja.is_empty(), "{sym}");
        assert_ne!(en, zh, "{sym} is not translated");
        assert_ne!(zh, ja, "{sym} has no 日本語");
        assert_eq!(problems(t), Vec::<String>::new(), "{sym}");
    }
    // Colours named in words, not only shown: the map lines say which colour is a road.
    assert!(legend.iter().any(|(_, t)| {
        t.contains("brown: road")
            && t.render(gunbai_rules::core::Lang::Zh)
                .contains("棕色：道路")
    }));
}

/// The lines issue 20 names for 关原 (a refusal once read "甲 没有enemy军势", the winner and the
/// subversion status mixed languages) and the lines a random game seldom reaches, in every language.
#[test]
fn issue_20_rule_12_7_and_14_lines_read_in_one_language() {
    use gunbai_rules::core::{Lang, Msg};
    use gunbai_rules::msg;
    let east = Side::East.msg();
    let lines = [
        msg!("sekigahara-target-no-enemy", hex = "甲"),
        msg!(
            "sekigahara-hex-no-side",
            hex = "甲",
            side = Side::West.msg()
        ),
        msg!(
            "sekigahara-enemy-in-hex",
            hex = "甲",
            ruling = Msg::ruling(15)
        ),
        msg!("sekigahara-subversion-roll", f = 2, t = 3, ok = "yes"),
        msg!("sekigahara-subversion-roll", f = 5, t = 3, ok = "no"),
        msg!("sekigahara-intimidation-roll", f = 5, t = 3, ok = "no"),
        msg!(
            "sekigahara-defection",
            hex = "松尾山",
            who = actions::names(&["小早川秀秋".into(), "小早川①".into()]),
            side = east.clone()
        ),
        msg!(
            "sekigahara-markers-move",
            why = msg!("sekigahara-why-won-over", side = Side::West.msg()),
            n = 1,
            side = Side::West.msg(),
            cols = 1
        ),
        msg!("sekigahara-hits-to-assign", n = 2, by = "defender"),
        msg!("sekigahara-hits-all-eliminated", n = 1),
        msg!("sekigahara-die-note", hit = "yes", s = 3),
        msg!(
            "sekigahara-mod-line",
            label = procedures::mod_label("downhill"),
            v = "+1",
            rule = Msg::rule("7.1(3)②")
        ),
        msg!("sekigahara-subversion-victory", side = east.clone()),
        msg!(
            "sekigahara-subversion-value",
            value = 2,
            part = ColumnSide::Neutral.msg()
        ),
    ];
    for m in &lines {
        assert_eq!(problems(m), Vec::<String>::new());
    }
    // Rule 14.0: every way the game ends, as the status and the log say it.
    for (side, kind) in [
        (Some(Side::West), state::WinKind::IeyasuRemoved),
        (Some(Side::East), state::WinKind::MitsunariRemoved),
        (Some(Side::East), state::WinKind::HideyoriRemoved),
        (Some(Side::East), state::WinKind::EastVictoryBox),
        (Some(Side::West), state::WinKind::WestVictoryBox),
        (None, state::WinKind::DrawLimit(40)),
    ] {
        let w = state::Winner {
            side,
            reason: state::WinReason::Known(kind),
            rule: kind.rule().into(),
        };
        assert_eq!(problems(&w.msg()), Vec::<String>::new(), "{kind:?}");
    }
    // Names and rule numbers are carried over; 日本語 uses its own forms (東軍, not 东军).
    let zh = lines[6].render(Lang::Zh);
    assert!(
        zh.contains("松尾山") && zh.contains("小早川秀秋") && zh.contains("12.1(2)/(4)"),
        "{zh}"
    );
    let ja = lines[6].render(Lang::Ja);
    assert!(ja.contains("東軍") && !ja.contains("东军"), "{ja}");
    // The draw limit cites Gunbai's ruling, not a digest's code.
    let w = state::Winner {
        side: None,
        reason: state::WinReason::Known(state::WinKind::DrawLimit(40)),
        rule: String::new(),
    };
    let en = w.msg().en();
    assert!(
        en.contains("40") && en.contains("ruling 7") && !en.contains("digest"),
        "{en}"
    );
}

/// Rule 14.0: the winner is kept as a kind; a save of an older version that stored English words still
/// loads and shows them as stored.
#[test]
fn rule_14_0_win_reasons_are_kinds_and_old_english_reasons_still_load() {
    let w = state::Winner {
        side: Some(Side::East),
        reason: state::WinReason::Known(state::WinKind::MitsunariRemoved),
        rule: "14.0(2)".into(),
    };
    let json = serde_json::to_value(&w).unwrap();
    assert_eq!(json["reason"], "mitsunari-removed");
    let back: state::Winner = serde_json::from_value(json).unwrap();
    assert_eq!(back, w);
    let cap: state::Winner = serde_json::from_value(serde_json::json!({
        "side": null, "reason": {"draw-limit": 40}, "rule": ""
    }))
    .unwrap();
    assert_eq!(
        cap.reason,
        state::WinReason::Known(state::WinKind::DrawLimit(40))
    );
    let old: state::Winner = serde_json::from_value(serde_json::json!({
        "side": "west", "reason": "德川家康 removed", "rule": "14.0(1)"
    }))
    .unwrap();
    assert_eq!(
        old.reason,
        state::WinReason::Recorded("德川家康 removed".into())
    );
    assert!(old.msg().en().contains("德川家康 removed"));
    assert!(
        old.msg()
            .render(gunbai_rules::core::Lang::Zh)
            .contains("规则 14.0(1)")
    );
    let old_cap: state::Winner = serde_json::from_value(serde_json::json!({
        "side": null, "reason": "draw limit of 40 cards reached", "rule": "digest A12"
    }))
    .unwrap();
    assert!(!old_cap.msg().en().contains("digest"), "{}", old_cap.msg());
}

/// Ids built at run time: the card texts (`sekigahara-card-<n>[-ja|-zh]`) and Gunbai's rulings
/// (`sekigahara-ruling-<n>`), each in all three languages.
#[test]
fn issue_20_dynamic_ids_render_in_every_language() {
    use gunbai_rules::core::Lang;
    use gunbai_rules::core::msg::catalogue;
    let mut ids = Vec::new();
    for c in ALL {
        for v in [Variant::Ja, Variant::Zh] {
            ids.push(c.say(v));
        }
    }
    let rulings = SekigaharaRules.rulings(&data());
    assert_eq!(
        rulings.len(),
        gunbai_rules::games::sekigahara::RULINGS as usize
    );
    for (i, (n, m)) in rulings.iter().enumerate() {
        assert_eq!(*n as usize, i + 1, "rulings are numbered 1..");
        ids.push(m.clone());
    }
    for m in &ids {
        let id = m.id().unwrap();
        for lang in Lang::ALL {
            assert!(catalogue().has(lang, id), "{id} missing in {lang:?}");
            assert!(!m.render(lang).is_empty(), "{id}");
        }
        assert_eq!(problems(m), Vec::<String>::new());
    }
    // The two texts differ where the cards differ (rule 2.5, the ★ cards).
    assert_ne!(
        Card::ForcedMarch.say(Variant::Ja).en(),
        Card::ForcedMarch.say(Variant::Zh).en()
    );
    assert_eq!(
        Card::Ukita.say(Variant::Ja).en(),
        Card::Ukita.say(Variant::Zh).en()
    );
}

/// Issue 19 item 10(b), issue 20: a state that breaks the rules is refused naming the field, in every
/// language.
#[test]
fn issue_20_a_broken_state_is_refused_in_every_language() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual);
    let mut twice = s.clone();
    let first = twice.counters[0].clone();
    twice.counters.push(first);
    let mut off = s.clone();
    off.subversion = 99;
    let mut cap = s.clone();
    cap.options.draw_cap = 600;
    let mut both = s.clone();
    let here = both.counters[0].hex().unwrap().to_string();
    let enemy = both
        .counters
        .iter()
        .position(|c| c.side != both.counters[0].side && c.on_map())
        .unwrap();
    both.counters[enemy].at = Loc::Hex(here);
    for broken in [twice, off, cap, both] {
        let e = check::check_state(&d, &broken).unwrap_err();
        let m = match &e {
            RuleError::Input { message, .. } => message.clone(),
            other => panic!("{other}"),
        };
        assert_eq!(problems(&m), Vec::<String>::new(), "{e}");
    }
}

/// Issue 20: the board view names the deck, the tracks and every counter where the state has it, and an
/// attack under way shows the strengths of the next roll (rule 7.2(2): −2, at least 1, in a siege).
#[test]
fn issue_20_rule_7_2_the_view_shows_the_board_and_the_next_rolls_strengths() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Virtual);
    let v = SekigaharaRules.view(&d, &s);
    let mut places: Vec<&gunbai_rules::core::Place> = Vec::new();
    let mut links = 0;
    for r in v.sections.iter().flat_map(|x| &x.rows) {
        match r {
            gunbai_rules::core::Row::Place(p) => places.push(p),
            gunbai_rules::core::Row::Map {
                places: m,
                links: l,
            } => {
                places.extend(m);
                links += l.len();
                // Every hex of the map at its map position; a link joins two of them.
                assert_eq!(m.len(), d.hexes.len());
                assert!(m.iter().all(|p| p.at.is_some() && p.pick.is_some()));
                assert!(l.iter().all(|k| k.a < m.len() && k.b < m.len()));
            }
            _ => {}
        }
    }
    assert!(links > 0, "the map has its hexsides");
    for c in s.counters.iter().filter(|c| c.at != Loc::Removed) {
        let p = places
            .iter()
            .find(|p| p.pieces.iter().any(|x| x.name == c.id))
            .unwrap_or_else(|| panic!("{} has no place", c.id));
        if let Some(h) = c.hex() {
            assert_eq!(p.name, h, "{}", c.id);
        }
    }
    assert_eq!(v.legend.len(), SekigaharaRules.legend(&d).len());
    // A siege under way: the table of the next roll holds the siege strengths.
    let castle = s.castles.keys().next().unwrap().clone();
    let attacker = s.counters.iter().position(|c| c.on_map()).unwrap();
    let from = d
        .neighbours(&castle)
        .iter()
        .find(|(_, k)| *k != gunbai_rules::games::sekigahara::data::Hexside::Sea)
        .unwrap()
        .0
        .clone();
    s.counters[attacker].at = Loc::Hex(from.clone());
    let id = s.counters[attacker].id.clone();
    s.combat = Some(gunbai_rules::games::sekigahara::state::Combat {
        side: s.counters[attacker].side,
        commander: id.clone(),
        attackers: vec![id.clone()],
        from,
        target: castle,
        siege: true,
        stage: CombatStage::MainRoll,
    });
    let (_, want) = actions::next_roll_strengths(&d, &s, None).unwrap();
    let v = SekigaharaRules.view(&d, &s);
    let table = v.sections[0]
        .rows
        .iter()
        .find_map(|r| match r {
            gunbai_rules::core::Row::Table { rows, .. } => Some(rows.clone()),
            _ => None,
        })
        .expect("a table of the next roll");
    assert_eq!(table.len(), 1);
    assert_eq!(table[0][0].en(), id);
    assert_eq!(table[0][1].en(), want[0].to_string());
    assert!(want[0] >= 1, "a siege strength is at least 1");
    for m in v.messages() {
        assert_eq!(problems(m), Vec::<String>::new());
    }
}

/// Issue 20 (typed actions): one enum names every action; the stored name reads back as the same action,
/// each has a title in every language, and an unknown name is refused naming the valid ones.
#[test]
fn issue_20_typed_actions_round_trip_and_unknown_names_are_refused() {
    use actions::Act;
    let specs = actions::specs();
    assert_eq!(specs.len(), Act::ALL.len());
    for (a, spec) in Act::ALL.into_iter().zip(&specs) {
        assert_eq!(Act::parse(a.name()), Some(a));
        assert_eq!(spec.name, a.name());
        assert_eq!(problems(&a.title()), Vec::<String>::new(), "{a:?}");
        assert_eq!(SekigaharaRules.action_label(&data(), a.name()), a.title());
    }
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual);
    let e = SekigaharaRules
        .apply(&d, &s, &ActionCall::new("fly"), &mut SeededDice::new(1))
        .unwrap_err();
    assert!(e.to_string().contains("end-card"), "{e}");
    // Choices are read at the edge: a kind that is not one of the choices is refused naming the field.
    assert!(actions::CheckKind::parse("bribe").is_err());
    assert_eq!(
        actions::MoveKind::parse(" strategic").unwrap(),
        actions::MoveKind::Strategic
    );
}
