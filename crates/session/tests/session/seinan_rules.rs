//! Seinan rules through in-memory sessions, one test per rule (named by rule number).

use gunbai_session::core::{ActionCall, Setup};
use gunbai_session::games::seinan::{Phase, Place, Side, State, Step};
use gunbai_session::games::{self};
use gunbai_session::{Session, SessionError};

fn session_with(options: &[(&str, serde_json::Value)]) -> Session {
    let g = games::load_embedded("seinan").unwrap();
    let mut setup = Setup::default();
    for (k, v) in options {
        setup.options.insert(k.to_string(), v.clone());
    }
    Session::create(g, setup, Some(7), None).unwrap()
}

fn session() -> Session {
    session_with(&[])
}

fn st(s: &Session) -> &State {
    s.state().downcast_ref::<State>().unwrap()
}

fn act(s: &mut Session, name: &str, kv: &[(&str, &str)], dice: &[u8]) -> Result<(), SessionError> {
    let mut call = ActionCall::new(name);
    for (k, v) in kv {
        let val = match *v {
            "true" => serde_json::Value::Bool(true),
            "false" => serde_json::Value::Bool(false),
            _ => serde_json::Value::String(v.to_string()),
        };
        call.params.insert(k, val);
    }
    s.act(call, dice, false).map(|_| ())
}

fn ok(s: &mut Session, name: &str, kv: &[(&str, &str)], dice: &[u8]) {
    act(s, name, kv, dice).unwrap_or_else(|e| panic!("{name} {kv:?}: {e}"));
}

fn forbidden_rule(r: Result<(), SessionError>) -> String {
    match r {
        Err(SessionError::Rule(e)) => e
            .rule()
            .map(String::from)
            .unwrap_or_else(|| format!("not forbidden: {e}")),
        other => panic!("expected a rule refusal, got {other:?}"),
    }
}

fn at(s: &Session, unit: &str) -> Place {
    st(s).unit(unit).unwrap().place.clone()
}

fn map(b: &str) -> Place {
    Place::Map(b.into())
}

/// Moves a unit directly by editing through legal marches is slow; tests that need a position build it
/// with marches like players would.
fn march_to_yatsushiro(s: &mut Session) {
    ok(s, "march-roll", &[], &[6]);
    ok(
        s,
        "march",
        &[("kind", "a"), ("units", "6番大队,7番大队"), ("to", "八代")],
        &[],
    );
}

#[test]
fn rule_3_0_setup_places_every_group() {
    let s = session();
    assert_eq!(at(&s, "步兵第14连队"), map("久留米"));
    assert_eq!(at(&s, "熊本镇台"), map("熊本城"));
    assert_eq!(at(&s, "步兵第13连队"), map("熊本城"));
    assert_eq!(at(&s, "第1旅团"), map("本州"));
    assert_eq!(at(&s, "西乡隆盛"), map("鹿儿岛"));
    let samurai: Vec<_> = st(&s)
        .units
        .iter()
        .filter(|u| u.id.ends_with("士族"))
        .collect();
    assert_eq!(samurai.len(), 13);
    assert!(samurai.iter().all(|u| !u.converted && u.side().is_none()));
    assert!(st(&s).pool().is_empty());
}

#[test]
fn rule_3_0_saigo_group_box_is_a_setup_option() {
    let s = session_with(&[("saigo-group1-box", "熊本".into())]);
    assert_eq!(at(&s, "6番大队"), map("熊本"));
    assert_eq!(at(&s, "1番大队"), map("鹿儿岛"));
}

#[test]
fn rule_5_0_one_counts_as_two_in_session() {
    let mut s = session();
    ok(&mut s, "march-roll", &[], &[1]);
    assert_eq!(st(&s).march.points, Some(2));
    // Rolled once per player turn.
    assert_eq!(forbidden_rule(act(&mut s, "march-roll", &[], &[3])), "5.0");
}

#[test]
fn rule_5_0_each_action_costs_one_point() {
    let mut s = session();
    ok(&mut s, "march-roll", &[], &[2]);
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "1番大队,2番大队"), ("to", "八代")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "3番大队"), ("to", "八代")],
        &[],
    );
    assert_eq!(st(&s).march.left(), 0);
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "march",
            &[("kind", "a"), ("units", "4番大队"), ("to", "八代")],
            &[]
        )),
        "5.0"
    );
}

#[test]
fn rule_5_0_at_most_two_actions_per_unit() {
    let mut s = session();
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "1番大队"), ("to", "八代")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "1番大队"), ("to", "鹿儿岛")],
        &[],
    );
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "march",
            &[("kind", "a"), ("units", "1番大队"), ("to", "八代")],
            &[]
        )),
        "5.0"
    );
}

#[test]
fn rule_5_0_action_b_moves_one_unit_two_boxes() {
    let mut s = session();
    ok(&mut s, "march-roll", &[], &[3]);
    ok(
        &mut s,
        "march",
        &[("kind", "b"), ("units", "1番大队"), ("to", "八代,熊本")],
        &[],
    );
    assert_eq!(at(&s, "1番大队"), map("熊本"));
    let e = act(
        &mut s,
        "march",
        &[
            ("kind", "b"),
            ("units", "2番大队,3番大队"),
            ("to", "八代,熊本"),
        ],
        &[],
    );
    assert!(e.unwrap_err().to_string().contains("units"));
}

#[test]
fn rule_5_0_obstacle_route_needs_action_c() {
    let mut s = session();
    march_to_yatsushiro(&mut s);
    // 八代–人吉 is an obstacle route on the shipped map.
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "march",
            &[("kind", "a"), ("units", "6番大队"), ("to", "人吉")],
            &[]
        )),
        "5.0"
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "6番大队"), ("to", "人吉")],
        &[],
    );
    assert_eq!(at(&s, "6番大队"), map("人吉"));
}

#[test]
fn rule_5_0_entering_enemy_box_stops_the_unit() {
    let mut s = session();
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "b"), ("units", "1番大队"), ("to", "八代,熊本")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "1番大队"), ("to", "熊本城")],
        &[],
    );
    assert!(st(&s).march.stopped.contains("1番大队"));
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "march",
            &[("kind", "c"), ("units", "1番大队"), ("to", "熊本")],
            &[]
        )),
        "5.0"
    );
}

#[test]
fn rule_2_4_saigo_never_enters_honshu() {
    let mut s = session_with(&[("saigo-group1-box", "小仓".into())]);
    ok(&mut s, "march-roll", &[], &[6]);
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "march",
            &[("kind", "a"), ("units", "6番大队"), ("to", "本州")],
            &[]
        )),
        "2.4"
    );
}

fn government_turn(options: &[(&str, serde_json::Value)]) -> Session {
    let mut s = session_with(options);
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    ok(&mut s, "end-turn", &[], &[]);
    ok(&mut s, "march-roll", &[], &[6]);
    s
}

fn two_regiments_in_kumamoto(s: &mut Session) {
    ok(
        s,
        "march",
        &[("kind", "c"), ("units", "熊本镇台"), ("to", "熊本")],
        &[],
    );
    ok(
        s,
        "march",
        &[("kind", "a"), ("units", "步兵第14连队"), ("to", "熊本")],
        &[],
    );
}

#[test]
fn rule_10_1_two_detachments_cannot_march_together() {
    let mut s = government_turn(&[("command-rule", true.into())]);
    two_regiments_in_kumamoto(&mut s);
    let pair = [
        ("kind", "a"),
        ("units", "熊本镇台,步兵第14连队"),
        ("to", "八代"),
    ];
    assert_eq!(forbidden_rule(act(&mut s, "march", &pair, &[])), "10.1");
    // Two main bodies may: 第1旅团 + 第2旅团 from 本州.
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "第1旅团,第2旅团"), ("to", "小仓")],
        &[],
    );
    // Without the optional rule the detachment pair is fine.
    let mut t = government_turn(&[]);
    two_regiments_in_kumamoto(&mut t);
    ok(&mut t, "march", &pair, &[]);
    assert_eq!(at(&t, "熊本镇台"), map("八代"));
}

/// Saigo group ① in 熊本 next to the castle, ready to besiege it.
fn before_siege() -> Session {
    let mut s = session_with(&[("saigo-group1-box", "熊本".into())]);
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "6番大队"), ("to", "熊本城")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "7番大队"), ("to", "熊本城")],
        &[],
    );
    ok(&mut s, "end-march", &[], &[]);
    s
}

#[test]
fn rule_6_1_combat_is_compulsory_before_ending_the_phase() {
    let mut s = before_siege();
    assert_eq!(forbidden_rule(act(&mut s, "end-combat", &[], &[])), "6.1");
    let p = s.game.prompt(s.state());
    assert!(
        p.actions
            .iter()
            .any(|a| a.name == "battle" && a.preset.0.contains_key("at"))
    );
}

#[test]
fn rule_9_1_siege_castle_holds_and_losses_return() {
    let mut s = before_siege();
    ok(&mut s, "battle", &[("at", "熊本城")], &[]);
    assert!(st(&s).battle.as_ref().unwrap().siege);
    // Government (non-phasing) attacks first: 2 dice, one hit → removes one whole Saigo unit.
    ok(&mut s, "attack", &[("allocate", "6番大队")], &[5, 2]);
    assert_eq!(at(&s, "6番大队"), Place::Pool);
    // Saigo attacks with the one unit left: a hit flips 熊本镇台... allocate a second hit is impossible, so
    // one hit on 熊本镇台 flips it.
    ok(&mut s, "attack", &[("allocate", "熊本镇台")], &[6]);
    // One round only: the castle held, so Saigo falls back to 熊本 and the battle is over.
    assert_eq!(at(&s, "7番大队"), map("熊本"));
    assert!(st(&s).battle.is_none());
    assert!(st(&s).winner.is_none());
    assert!(st(&s).unit("熊本镇台").unwrap().flipped);
}

#[test]
fn rule_9_1_units_removed_in_a_held_siege_return_face_up() {
    let mut s = session_with(&[("saigo-group1-box", "熊本".into())]);
    ok(&mut s, "march-roll", &[], &[6]);
    for u in ["6番大队", "7番大队"] {
        ok(
            &mut s,
            "march",
            &[("kind", "c"), ("units", u), ("to", "熊本城")],
            &[],
        );
    }
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "battle", &[("at", "熊本城")], &[]);
    ok(&mut s, "attack", &[], &[1, 1]); // government misses
    // Saigo: two hits, both on 步兵第13连队 → eliminated to 本州.
    ok(
        &mut s,
        "attack",
        &[("allocate", "步兵第13连队,步兵第13连队")],
        &[4, 4],
    );
    let st = st(&s);
    assert_eq!(
        st.unit("步兵第13连队").unwrap().place,
        map("熊本城"),
        "returned (rule 9.1(4))"
    );
    assert!(!st.unit("步兵第13连队").unwrap().flipped);
    assert_eq!(at(&s, "6番大队"), map("熊本"));
}

#[test]
fn rule_8_0_taking_the_castle_wins_for_saigo() {
    let mut s = before_siege();
    ok(&mut s, "battle", &[("at", "熊本城")], &[]);
    ok(&mut s, "attack", &[], &[1, 3]);
    // Four hits take both 2-step government units: no choice, allocated automatically.
    ok(&mut s, "attack", &[], &[6, 6]);
    let p = s.game.prompt(s.state());
    assert!(
        p.actions.iter().any(|a| a.name == "allocate"),
        "2 hits on 4 steps need an allocation"
    );
    ok(&mut s, "allocate", &[("units", "熊本镇台,熊本镇台")], &[]);
    assert!(st(&s).battle.is_none());
    // 步兵第13连队 still holds: the siege ended, the castle held.
    assert!(st(&s).winner.is_none());
}

#[test]
fn rule_8_0_castle_falls_when_every_defender_is_gone() {
    let mut s = session_with(&[
        ("saigo-box", "熊本".into()),
        ("saigo-group1-box", "熊本".into()),
    ]);
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "1番大队"), ("to", "熊本城")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "2番大队"), ("to", "熊本城")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "3番大队"), ("to", "熊本城")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "4番大队"), ("to", "熊本城")],
        &[],
    );
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "battle", &[("at", "熊本城")], &[]);
    ok(&mut s, "attack", &[], &[1, 1]);
    ok(&mut s, "attack", &[], &[4, 5, 6, 4]);
    let w = st(&s).winner.clone().expect("Saigo holds 熊本城");
    assert_eq!(w.side, Side::Saigo);
    assert_eq!(w.rule, "8.0");
}

#[test]
fn rule_6_2_saigo_takamori_does_not_roll() {
    let mut s = session();
    // Government brings 步兵第14连队 into 鹿儿岛? Too far; instead Saigo marches 西乡隆盛 alone into 八代 and
    // a government unit is not there. Check the dice count through the prompt of a battle at 熊本城 with
    // 西乡隆盛 in it.
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "b"), ("units", "西乡隆盛"), ("to", "八代,熊本")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "西乡隆盛"), ("to", "熊本城")],
        &[],
    );
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "battle", &[("at", "熊本城")], &[]);
    ok(&mut s, "attack", &[], &[1, 1]);
    // Saigo attacks with 0 dice: supplying one die is an error (the action used none).
    let e = act(&mut s, "attack", &[], &[6]).unwrap_err();
    assert!(e.to_string().contains("roll"), "{e}");
    ok(&mut s, "attack", &[], &[]);
    assert_eq!(
        at(&s, "西乡隆盛"),
        map("熊本"),
        "fell back after the one-round siege"
    );
}

#[test]
fn rule_8_0_removing_saigo_takamori_wins_for_the_government() {
    let mut s = session();
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "b"), ("units", "西乡隆盛"), ("to", "八代,熊本")],
        &[],
    );
    ok(
        &mut s,
        "march",
        &[("kind", "c"), ("units", "西乡隆盛"), ("to", "熊本城")],
        &[],
    );
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "battle", &[("at", "熊本城")], &[]);
    ok(&mut s, "attack", &[], &[6, 1]);
    let w = st(&s).winner.clone().unwrap();
    assert_eq!(w.side, Side::Government);
    assert_eq!(at(&s, "西乡隆盛"), Place::Removed);
    // Nothing more can be done.
    assert!(matches!(
        act(&mut s, "end-combat", &[], &[]),
        Err(SessionError::Rule(_))
    ));
}

/// A field battle in 熊本 during the government turn: Saigo group ① in 熊本, 步兵第14连队 marches in.
fn field_battle() -> Session {
    let mut s = session_with(&[("saigo-group1-box", "熊本".into())]);
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    ok(&mut s, "end-turn", &[], &[]);
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "步兵第14连队"), ("to", "熊本")],
        &[],
    );
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "battle", &[("at", "熊本")], &[]);
    s
}

#[test]
fn rule_6_1_non_phasing_attacks_first_then_rounds_repeat() {
    let mut s = field_battle();
    assert_eq!(st(&s).battle.as_ref().unwrap().step, Step::NonPhasing);
    // 6番大队, 7番大队 and 熊本士族 (conscripted in the Saigo reorganisation, rule 7.0) roll.
    ok(&mut s, "attack", &[], &[1, 2, 3]); // Saigo (non-phasing) misses
    assert_eq!(st(&s).battle.as_ref().unwrap().step, Step::Phasing);
    ok(&mut s, "attack", &[], &[3]); // government misses
    let b = st(&s).battle.clone().unwrap();
    assert_eq!((b.round, b.step), (2, Step::NonPhasing));
}

#[test]
fn rule_6_4_saigo_player_allocates_and_flip_then_eliminate() {
    let mut s = field_battle();
    ok(&mut s, "attack", &[], &[4, 1, 1]); // one hit on the lone government unit (2 steps): 1 hit < 2 steps,
    // so the Saigo player still allocates it.
    ok(&mut s, "allocate", &[("units", "步兵第14连队")], &[]);
    assert!(st(&s).unit("步兵第14连队").unwrap().flipped);
    ok(&mut s, "attack", &[], &[5]);
    ok(&mut s, "allocate", &[("units", "熊本士族")], &[]);
    assert_eq!(
        at(&s, "熊本士族"),
        Place::Pool,
        "a samurai has one step (rule 9.2)"
    );
    ok(&mut s, "attack", &[], &[6, 1]); // last step: automatic, eliminated to 本州
    assert_eq!(at(&s, "步兵第14连队"), map("本州"));
    assert!(st(&s).battle.is_none());
}

#[test]
fn rule_6_4_allocation_must_match_the_hits() {
    let mut s = field_battle();
    ok(&mut s, "attack", &[], &[4, 1, 1]);
    let e = act(
        &mut s,
        "allocate",
        &[("units", "步兵第14连队,步兵第14连队")],
        &[],
    )
    .unwrap_err();
    assert!(e.to_string().starts_with("units:"), "{e}");
    let e = act(&mut s, "allocate", &[("units", "6番大队")], &[]).unwrap_err();
    assert!(e.to_string().contains("not a"), "{e}");
}

#[test]
fn rule_6_3_retreat_instead_of_attacking() {
    let mut s = field_battle();
    // The enemy box is not a legal destination.
    let e = act(&mut s, "retreat", &[("to", "久留米")], &[]);
    assert!(
        e.is_ok(),
        "久留米 is empty after the government left it: {e:?}"
    );
    assert_eq!(at(&s, "6番大队"), map("久留米"));
    assert!(st(&s).battle.is_none());
}

#[test]
fn rule_6_3_retreat_refuses_enemy_box_and_non_adjacent() {
    let mut s = field_battle();
    assert_eq!(
        forbidden_rule(act(&mut s, "retreat", &[("to", "熊本城")], &[])),
        "6.3"
    );
    assert_eq!(
        forbidden_rule(act(&mut s, "retreat", &[("to", "鹿儿岛")], &[])),
        "6.3"
    );
}

#[test]
fn rule_6_4_kagoshima_breakout_once_per_game() {
    let mut s = session_with(&[("saigo-box", "熊本".into())]);
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    ok(&mut s, "end-turn", &[], &[]);
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "步兵第14连队"), ("to", "熊本")],
        &[],
    );
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "battle", &[("at", "熊本")], &[]);
    ok(
        &mut s,
        "retreat",
        &[
            ("to", "八代"),
            ("breakout", "true"),
            ("breakout-unit", "1番大队"),
        ],
        &[],
    );
    assert_eq!(at(&s, "西乡隆盛"), map("鹿儿岛"));
    assert_eq!(at(&s, "1番大队"), map("鹿儿岛"));
    assert_eq!(at(&s, "2番大队"), map("八代"));
    assert!(st(&s).breakout_used);
}

#[test]
fn rule_7_0_recovery_and_conscription() {
    let mut s = field_battle();
    ok(&mut s, "attack", &[], &[4, 1, 1]);
    ok(&mut s, "allocate", &[("units", "步兵第14连队")], &[]);
    ok(&mut s, "retreat", &[("to", "久留米")], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    assert_eq!(st(&s).phase, Phase::Reorganisation);
    assert!(
        !st(&s).unit("步兵第14连队").unwrap().flipped,
        "recovery flips every unit face-up"
    );
    // 熊本士族 shares 熊本 with 6番大队 → conscripted (digest B11: in either player's phase).
    assert!(st(&s).unit("熊本士族").unwrap().converted);
    assert!(!st(&s).unit("八代士族").unwrap().converted);
}

#[test]
fn rule_7_0_replacement_in_pairs_needs_open_line() {
    let mut s = field_battle();
    ok(&mut s, "attack", &[], &[1, 1, 1]);
    ok(&mut s, "attack", &[], &[6]);
    ok(&mut s, "allocate", &[("units", "6番大队")], &[]);
    ok(&mut s, "attack", &[], &[1, 1, 1]);
    ok(&mut s, "attack", &[], &[6]);
    ok(&mut s, "allocate", &[("units", "6番大队")], &[]);
    assert_eq!(at(&s, "6番大队"), Place::Pool);
    ok(&mut s, "attack", &[], &[1, 1]);
    ok(&mut s, "attack", &[], &[6]);
    ok(&mut s, "allocate", &[("units", "熊本士族")], &[]);
    assert_eq!(at(&s, "熊本士族"), Place::Pool);
    ok(&mut s, "attack", &[], &[1]);
    ok(&mut s, "attack", &[], &[6]); // 7番大队 alone: 1 hit on 2 steps → allocated by the Saigo player
    ok(&mut s, "allocate", &[("units", "7番大队")], &[]);
    ok(&mut s, "attack", &[], &[1]);
    ok(&mut s, "attack", &[], &[6]); // its last step: no choice, automatic
    assert_eq!(at(&s, "7番大队"), Place::Pool);
    ok(&mut s, "end-combat", &[], &[]);
    // Replacement is only in the Saigo player's reorganisation phase.
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "replace",
            &[("keep", "6番大队"), ("remove", "7番大队")],
            &[]
        )),
        "7.0"
    );
    ok(&mut s, "end-turn", &[], &[]);
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    ok(
        &mut s,
        "replace",
        &[("keep", "6番大队"), ("remove", "7番大队")],
        &[],
    );
    assert_eq!(at(&s, "6番大队"), map("鹿儿岛"));
    assert_eq!(at(&s, "7番大队"), Place::Removed);
}

#[test]
fn rule_7_0_replacement_refused_when_line_cut() {
    let mut s = session();
    // No pool yet: blocked by 7.0 for the pool size.
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    assert_eq!(
        forbidden_rule(act(
            &mut s,
            "replace",
            &[("keep", "6番大队"), ("remove", "7番大队")],
            &[]
        )),
        "7.0"
    );
}

#[test]
fn rule_8_0_hakata_and_kokura_win_after_combat() {
    // A set-up in both boxes is refused (it would win before the first march), so march into 小仓.
    let mut s = session_with(&[
        ("saigo-group1-box", "波多".into()),
        ("saigo-box", "中津".into()),
    ]);
    ok(&mut s, "march-roll", &[], &[6]);
    ok(
        &mut s,
        "march",
        &[("kind", "a"), ("units", "1番大队"), ("to", "小仓")],
        &[],
    );
    // Both boxes hold Saigo units: checked at the end of the combat phase (digest B14).
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    assert_eq!(st(&s).winner.as_ref().unwrap().side, Side::Saigo);
}

#[test]
fn rule_4_0_turn_sequence() {
    let mut s = session();
    for (player, phase) in [
        (Side::Saigo, Phase::March),
        (Side::Saigo, Phase::Combat),
        (Side::Saigo, Phase::Reorganisation),
        (Side::Government, Phase::March),
        (Side::Government, Phase::Combat),
        (Side::Government, Phase::Reorganisation),
    ] {
        assert_eq!((st(&s).player, st(&s).phase), (player, phase));
        let next = match phase {
            Phase::March => "end-march",
            Phase::Combat => "end-combat",
            Phase::Reorganisation => "end-turn",
        };
        ok(&mut s, next, &[], &[]);
    }
    assert_eq!(st(&s).turn, 2);
    assert_eq!(st(&s).player, Side::Saigo);
}

#[test]
fn rule_b16_optional_turn_limit() {
    let mut s = session_with(&[("turn-limit", 1.into())]);
    for a in [
        "end-march",
        "end-combat",
        "end-turn",
        "end-march",
        "end-combat",
        "end-turn",
    ] {
        ok(&mut s, a, &[], &[]);
    }
    assert_eq!(st(&s).winner.as_ref().unwrap().side, Side::Government);
}

#[test]
fn rule_5_0_6_stacking_limit_checked_in_reorganisation() {
    let mut s = session_with(&[("stacking", true.into())]);
    // 12 Saigo units + 西乡隆盛 start in 鹿儿岛: over the limit of 10.
    ok(&mut s, "end-march", &[], &[]);
    ok(&mut s, "end-combat", &[], &[]);
    assert_eq!(forbidden_rule(act(&mut s, "end-turn", &[], &[])), "5.0(6)");
    assert_eq!(
        forbidden_rule(act(&mut s, "remove-excess", &[("units", "西乡隆盛")], &[])),
        "5.0(6)"
    );
    ok(
        &mut s,
        "remove-excess",
        &[("units", "1番大队,2番大队,3番大队")],
        &[],
    );
    ok(&mut s, "end-turn", &[], &[]);
    assert_eq!(at(&s, "1番大队"), Place::Pool);
}

#[test]
fn undo_hints_name_what_to_put_back() {
    let mut s = field_battle();
    ok(&mut s, "attack", &[], &[4, 1, 1]);
    ok(&mut s, "allocate", &[("units", "步兵第14连队")], &[]);
    let r = s.undo(None, false).unwrap();
    assert!(
        r.hints
            .iter()
            .any(|h| h == "flip 步兵第14连队 back to full strength"),
        "{:?}",
        r.hints
    );
}

#[test]
fn rule_2_4_show_says_the_roads_are_placeholders() {
    let s = session();
    let text = s.game.show_text(s.state());
    assert!(
        text.contains("roads: placeholders") && !text.contains("map.toml"),
        "{text}"
    );
}
