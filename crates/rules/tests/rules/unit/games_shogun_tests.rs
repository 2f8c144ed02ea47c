//! Shogun unit tests across files: typed keys, set-up (rule 3), and a short sequence of play.

// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::odds::Odds;
    pub(super) use gunbai_rules::core::{
        ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded,
        Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
        Status,
    };
    pub(super) use gunbai_rules::games::shogun::command::Command;
    pub(super) use gunbai_rules::games::shogun::data::{ShogunData, Side, TABLES};
    pub(super) use gunbai_rules::games::shogun::state::{Phase, State};
    pub(super) use gunbai_rules::msg;
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use serde_json::{Value, json};
    pub(super) use std::collections::BTreeMap;
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use gunbai_rules::core::SeededDice;
use gunbai_rules::core::typed::check_keys_match;
use gunbai_rules::games::shogun::input::*;
use gunbai_rules::games::shogun::*;

fn setup4(opts: &[(&str, Value)]) -> State {
    let d = test_data();
    let mut s = Setup {
        scenario: None,
        players: 4,
        options: Default::default(),
    };
    for (k, v) in opts {
        s.options.insert(k.to_string(), v.clone());
    }
    ShogunRules.setup(&d, &s).unwrap()
}

#[test]
fn typed_actions_keys_match_their_structs() {
    for r in [
        check_keys_match::<DraftDeal>(),
        check_keys_match::<DraftTake>(),
        check_keys_match::<PrimeTower>(),
        check_keys_match::<Deal>(),
        check_keys_match::<PlanIn>(),
        check_keys_match::<TurnAction>(),
        check_keys_match::<Reveal>(),
        check_keys_match::<TakeSeat>(),
        check_keys_match::<Build>(),
        check_keys_match::<Collect>(),
        check_keys_match::<Recruit>(),
        check_keys_match::<War>(),
        check_keys_match::<Skip>(),
        check_keys_match::<Winter>(),
        check_keys_match::<WinterDraw>(),
        check_keys_match::<WinterRevolt>(),
        check_keys_match::<ScoreYear>(),
        check_keys_match::<Calibrate>(),
    ] {
        r.unwrap();
    }
}

#[test]
fn rule_3_designated_start_for_four_players() {
    let s = setup4(&[]);
    assert_eq!(s.players.len(), 4);
    assert_eq!(s.players[0].coins, 15);
    // 8 portions, 25 cubes placed, 37 in supply.
    assert_eq!(s.players[0].supply, 62 - 25);
    assert_eq!(s.holdings("red").len(), 8);
    assert_eq!(s.provinces["Yamato"].owner.as_deref(), Some("red"));
    assert_eq!(s.provinces["Yamato"].cubes, 5);
    assert_eq!(s.provinces.len(), 45);
}

#[test]
fn rule_3_2_three_players_remove_eight_provinces_and_p14_moon_side() {
    let d = test_data();
    let s = ShogunRules
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 3,
                options: Default::default(),
            },
        )
        .unwrap();
    assert_eq!(s.provinces.len(), 37);
    assert!(!s.provinces.contains_key("Izumo"));
    assert_eq!(s.players[0].coins, 18);
    let mut o = std::collections::BTreeMap::new();
    o.insert("side".to_string(), Value::from("moon"));
    let e = ShogunRules
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 3,
                options: o,
            },
        )
        .unwrap_err();
    assert_eq!(e.rule(), Some("6"));
}

#[test]
fn rule_2_5_sun_map_is_symmetric_and_flagged_unverified() {
    let d = test_data();
    assert!(d.adjacent(Side::Sun, "Aki", "Iyo"));
    assert!(d.adjacent(Side::Sun, "Iyo", "Aki"));
    assert!(!d.adjacent(Side::Sun, "Aki", "Tosa"));
    assert!(d.placeholder_ids().contains(&"map-sun".to_string()));
    assert!(d.placeholder_ids().contains(&"map-moon".to_string()));
}

fn act(
    d: &ShogunData,
    s: &State,
    name: &str,
    p: &[(&str, Value)],
    dice: &mut dyn DiceSource,
) -> Result<State, RuleError> {
    let mut call = ActionCall::new(name);
    for (k, v) in p {
        call = call.with(k, v.clone());
    }
    let spec = ShogunRules
        .actions(d)
        .into_iter()
        .find(|a| a.name == name)
        .unwrap();
    call.params = call.params.checked(&spec.keys)?;
    Ok(ShogunRules.apply(d, s, &call, dice)?.state)
}

#[test]
fn rule_5_a_round_from_deal_to_the_first_action() {
    let d = test_data();
    let mut dice = SeededDice::new(42);
    let s = setup4(&[]);
    assert_eq!(ShogunRules.prompt(&d, &s).actions[0].name, "prime-tower");
    let s = act(&d, &s, "prime-tower", &[], &mut dice).unwrap();
    // Rule 3.9: the tray is empty; every cube is somewhere.
    assert!(s.tower.tray.is_empty());
    let inside_red = tower::count(&s.tower.inside, "red");
    assert_eq!(s.players[0].supply + inside_red, 37);
    let s = act(&d, &s, "deal", &[], &mut dice).unwrap();
    assert_eq!(s.action_order.len(), 10);
    assert_eq!(s.events_up.len(), 4);
    // Planning is private.
    assert!(ShogunRules.hidden_action(&d, &s, "plan").is_some());
    let s = act(
        &d,
        &s,
        "plan",
        &[
            ("player", "red".into()),
            ("bid", "3".into()),
            ("castle", "Yamato".into()),
            ("tax", "Kaga".into()),
            ("war-a", "Omi".into()),
        ],
        &mut dice,
    );
    // Red holds 8 cards + 5 chests = 13 ≥ 11: all spaces must be filled (rule 5.3).
    assert_eq!(s.unwrap_err().rule(), Some("2.(3)"));
}

#[test]
fn rule_3_6_draft_places_every_portion_and_cycles_untaken_cards() {
    let d = test_data();
    let mut dice = SeededDice::new(5);
    let s = setup4(&[("start", "draft".into())]);
    assert_eq!(s.phase, Phase::DraftDeal);
    assert!(s.holdings("red").is_empty());
    let mut s = act(&d, &s, "draft-deal", &[], &mut dice).unwrap();
    assert_eq!(s.draft.as_ref().unwrap().face_up.len(), 2);
    // A portion the player does not have is refused, naming the key.
    let e = act(
        &d,
        &s,
        "draft",
        &[("card", "deck".into()), ("portion", 1.into())],
        &mut dice,
    )
    .unwrap_err();
    assert!(e.to_string().starts_with("portion:"), "{e}");
    // Everyone takes from the deck for a full round: the two face-up cards are cycled (rule 3.6.4).
    let before = s.draft.as_ref().unwrap().face_up.clone();
    for _ in 0..4 {
        s = act(
            &d,
            &s,
            "draft",
            &[("card", "deck".into()), ("portion", 5.into())],
            &mut dice,
        )
        .unwrap();
    }
    let after = s.draft.as_ref().unwrap().face_up.clone();
    assert_eq!(after.len(), 2);
    assert!(
        after.iter().all(|a| !before.contains(a)),
        "{before:?} → {after:?}"
    );
    // Then face-up cards until every portion is placed.
    while s.phase == Phase::Draft {
        let dr = s.draft.as_ref().unwrap();
        let c = s.players[dr.turn].colour.clone();
        let portion = dr.portions[&c][0];
        let card = dr.face_up[0].clone();
        s = act(
            &d,
            &s,
            "draft",
            &[("card", card.into()), ("portion", portion.into())],
            &mut dice,
        )
        .unwrap();
    }
    assert_eq!(s.phase, Phase::Prime);
    for p in &s.players {
        assert_eq!(s.holdings(&p.colour).len(), 8);
        assert_eq!(p.supply, 62 - 25);
    }
}

#[test]
fn p8_p13_variants_are_set_up_options() {
    let s = setup4(&[
        ("e11-adds", true.into()),
        ("winter-peasants-once", true.into()),
    ]);
    assert!(s.options.e11_adds && s.options.winter_peasants_once);
    let d = setup4(&[]);
    assert!(!d.options.e11_adds && !d.options.winter_peasants_once && !d.options.literal_winter);
}

#[test]
fn rule_6_a9_war_odds_by_seeded_monte_carlo() {
    let d = test_data();
    let mut s = setup4(&[]);
    // Red's Yamato (5 cubes) goes to war against yellow's Ise (4 cubes) at action 1.
    s.phase = Phase::Actions;
    s.action_order = vec![state::Act::WarA];
    s.turn = vec!["red".into()];
    let mut plan = state::Plan::default();
    plan.spaces.insert(state::Act::WarA, "Yamato".into());
    s.plans.insert("red".into(), plan);
    s.provinces.get_mut("Ise").unwrap().owner = Some("yellow".into());
    s.provinces.get_mut("Ise").unwrap().cubes = 1;
    let call = |cubes: i64| {
        let mut c = ActionCall::new("war")
            .with("to", "Ise")
            .with("cubes", cubes)
            .with("attack-extra", false)
            .with("defence-extra", false)
            .with("castle-extra", false);
        let spec = ShogunRules
            .actions(&d)
            .into_iter()
            .find(|a| a.name == "war")
            .unwrap();
        c.params = c.params.checked(&spec.keys).unwrap();
        c
    };
    let win = |cubes| {
        let o = ShogunRules
            .action_odds(&d, &s, &call(cubes))
            .unwrap()
            .unwrap();
        let total: f64 = o.iter().map(|x| x.probability).sum();
        assert!((total - 1.0).abs() < 1e-9);
        o[0].probability
    };
    // Seeded: the same state gives the same odds; more cubes win more often.
    assert_eq!(win(4), win(4));
    assert!(win(4) > win(1) + 0.2, "{} vs {}", win(4), win(1));
}

#[test]
fn rule_7_4_collection_revolt_odds_only_when_a_marker_is_there() {
    let d = test_data();
    let mut s = setup4(&[]);
    s.phase = Phase::Actions;
    s.action_order = vec![state::Act::Tax];
    s.turn = vec!["red".into()];
    let mut plan = state::Plan::default();
    plan.spaces.insert(state::Act::Tax, "Yamato".into());
    s.plans.insert("red".into(), plan);
    let call = ActionCall::new("collect").with("out", Value::Null);
    assert!(ShogunRules.action_odds(&d, &s, &call).is_none());
    s.provinces.get_mut("Yamato").unwrap().revolts = 2;
    let o = ShogunRules.action_odds(&d, &s, &call).unwrap().unwrap();
    assert_eq!(o.len(), 2);
    let total: f64 = o.iter().map(|x| x.probability).sum();
    assert!((total - 1.0).abs() < 1e-9);
    // 5 cubes against 2 peasants: the owner usually keeps the province.
    assert!(o[0].probability > 0.5, "{o:?}");
}

fn setup_n(n: u8, opts: &[(&str, &str)]) -> (ShogunData, Setup, State) {
    let d = test_data();
    let mut s = Setup {
        scenario: None,
        players: n,
        options: Default::default(),
    };
    for (k, v) in opts {
        s.options
            .insert(k.to_string(), Value::String(v.to_string()));
    }
    let st = ShogunRules.setup(&d, &s).unwrap();
    (d, s, st)
}

/// 中文 lines keep rule numbers (P6, E11) but no other Latin words.
fn assert_zh_clean(list: &[gunbai_rules::core::Msg]) {
    for t in list {
        assert!(
            !t.en().is_empty() && !t.render(gunbai_rules::core::Lang::Zh).is_empty(),
            "{t:?}"
        );
        assert_eq!(
            gunbai_rules::core::text::latin_words(
                &t.render(gunbai_rules::core::Lang::Zh),
                &["P6", "P8", "P13", "E11"]
            ),
            Vec::<String>::new(),
            "{t:?}"
        );
    }
}

#[test]
fn rule_3_setup_checklist_follows_players_colours_and_provinces_of_the_state() {
    use gunbai_rules::core::Lang;
    let r = &ShogunRules;
    let has = |list: &[gunbai_rules::core::Msg], lang: Lang, needle: &str| {
        list.iter().any(|t| t.render(lang).contains(needle))
    };
    // 4 players: every province in play, 4 seats with 15 coins, the designated provinces of rule 3.1.
    let (d, setup4, s4) = setup_n(4, &[]);
    let four = r.setup_checklist(&d, &setup4, &s4);
    assert!(has(&four, Lang::En, "all 45 provinces are in play"));
    assert!(has(&four, Lang::En, "Seat 4: purple"));
    assert!(!has(&four, Lang::En, "Seat 5"));
    assert!(has(&four, Lang::En, "15 coins"));
    // Player red holds 大和 with 5 cubes (rule 3.1, 4 players), 8 cards, 37 cubes in supply.
    let red = four
        .iter()
        .find(|t| t.en().starts_with("red: take"))
        .unwrap();
    assert!(red.en().contains("Yamato 大和 ×5"), "{red:?}");
    assert!(red.en().contains("8 province cards") && red.en().contains("37 cubes stay"));
    assert!(
        red.render(gunbai_rules::core::Lang::Zh).starts_with("红方")
            && red.render(gunbai_rules::core::Lang::Zh).contains("大和×5"),
        "{red:?}"
    );
    // 3 players (rule 3 step 2): the 8 marked provinces are named, 18 coins, no 4th seat.
    let (_, setup3, s3) = setup_n(3, &[("colours", "blue,black,yellow")]);
    let three = r.setup_checklist(&d, &setup3, &s3);
    assert_ne!(three, four);
    assert!(has(&three, Lang::En, "8 marked provinces are out"));
    assert!(has(&three, Lang::Zh, "出雲"));
    assert!(has(&three, Lang::En, "18 coins"));
    assert!(!has(&three, Lang::En, "Seat 4"));
    // Colours in seat order as chosen: the first seat is blue and gets player A's provinces.
    assert!(has(&three, Lang::En, "Seat 1: blue"));
    assert!(has(&three, Lang::Zh, "第 1 座：蓝方"));
    let blue = three
        .iter()
        .find(|t| t.en().starts_with("blue: take"))
        .unwrap();
    assert!(blue.en().contains("Suruga 駿河 ×5"), "{blue:?}");
    // Built from the state: cubes moved in the state move in the list.
    let mut moved = s4.clone();
    moved.provinces.get_mut("Yamato").unwrap().cubes = 2;
    let list = r.setup_checklist(&d, &setup4, &moved);
    let red = list
        .iter()
        .find(|t| t.en().starts_with("red: take"))
        .unwrap();
    assert!(red.en().contains("Yamato 大和 ×2"), "{red:?}");
    assert_zh_clean(&four);
    assert_zh_clean(&three);
}

#[test]
fn rule_3_step_5_checklist_follows_draft_deck_tower_and_variant_options() {
    use gunbai_rules::core::Lang;
    let r = &ShogunRules;
    let has = |list: &[gunbai_rules::core::Msg], lang: Lang, needle: &str| {
        list.iter().any(|t| t.render(lang).contains(needle))
    };
    let (d, setup, s) = setup_n(
        5,
        &[
            ("start", "draft"),
            ("decks", "real"),
            ("tower", "real"),
            ("side", "moon"),
        ],
    );
    let mut setup = setup;
    setup.options.insert("e11-adds".into(), Value::Bool(true));
    let s = {
        let mut s2 = s.clone();
        s2.options.e11_adds = true;
        s2
    };
    let list = r.setup_checklist(&d, &setup, &s);
    // Draft (rule 3 step 5): 5 players, 7 portions of 23 cubes; no designated provinces.
    assert!(has(
        &list,
        Lang::En,
        "black: 7 portions on the player board (23 cubes: 5, 4, 4, 3, 3, 2, 2)"
    ));
    assert!(!has(&list, Lang::En, ": take"));
    assert!(has(&list, Lang::En, "moon side"));
    assert!(has(&list, Lang::En, "12 coins"));
    // Real decks and tower: the table shuffles and types; 35 cubes + 10 peasants primed.
    assert!(has(
        &list,
        Lang::En,
        "shuffle the 45 cards in play face down"
    ));
    assert!(has(&list, Lang::En, "throw 7 cubes per player (35)"));
    assert!(has(&list, Lang::En, "Shuffle the event cards"));
    assert!(has(&list, Lang::En, "event E11 adds 2 peasants"));
    // The defaults: the app deals and the model tower primes; no variant line.
    let (_, setup4, s4) = setup_n(4, &[]);
    let default = r.setup_checklist(&d, &setup4, &s4);
    assert!(has(&default, Lang::En, "the app's model primes it"));
    assert!(has(&default, Lang::En, "the app shuffles and deals"));
    assert!(!has(&default, Lang::En, "Variant in force"));
    assert_zh_clean(&list);
}

#[test]
fn legend_names_every_symbol_both_languages() {
    let legend = ShogunRules.legend(&test_data());
    // Every symbol the panel draws: colour square, province box, cubes, buildings, revolts, face-down and
    // current action cards, plans, tower cubes.
    for sym in ["■", "□", "×", "城", "▲", "▒", "✔", "…", "—"] {
        assert!(
            legend.iter().any(|(s, _)| s.contains(sym)),
            "no legend line for {sym}"
        );
    }
    for (sym, t) in &legend {
        assert!(
            !t.en().is_empty() && !t.render(gunbai_rules::core::Lang::Zh).is_empty(),
            "{sym}"
        );
        assert_ne!(
            t.en(),
            t.render(gunbai_rules::core::Lang::Zh),
            "{sym} is not translated"
        );
        assert!(
            gunbai_rules::core::text::latin_words(&t.render(gunbai_rules::core::Lang::Zh), &[])
                .is_empty(),
            "{sym}: {}",
            t.render(gunbai_rules::core::Lang::Zh)
        );
    }
    // Colours are named in words: the province frame is the owner's, grey when neutral; peasants green.
    assert!(legend.iter().any(|(_, t)| {
        t.en().contains("grey when neutral")
            && t.render(gunbai_rules::core::Lang::Zh)
                .contains("中立时为灰色")
    }));
    assert!(legend.iter().any(|(_, t)| {
        t.render(gunbai_rules::core::Lang::Zh)
            .contains("绿色为民军")
    }));
}

#[test]
fn rule_3_1_new_session_words_in_chinese_scenario_blurb_and_start_choices() {
    use gunbai_rules::core::Lang;
    let d = test_data();
    let r = &ShogunRules;
    for sc in r.scenarios(&d) {
        let zh = sc.blurb.render(Lang::Zh);
        assert_eq!(
            gunbai_rules::core::text::latin_words(&zh, &[]),
            Vec::<String>::new(),
            "{zh}"
        );
    }
    // Rule 3 step 6 / 3.1: both ways to start are offered in words, in both languages.
    let start = r.setup_candidates(&d, "start");
    let values: Vec<&str> = start.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(values, ["designated", "draft"]);
    for c in &start {
        let l = c.label.as_ref().expect("a label");
        assert!(
            l.render(gunbai_rules::core::Lang::Zh).contains("规则") && !l.en().is_empty(),
            "{l:?}"
        );
        assert!(
            gunbai_rules::core::text::latin_words(&l.render(gunbai_rules::core::Lang::Zh), &[])
                .is_empty(),
            "{l:?}"
        );
    }
}
