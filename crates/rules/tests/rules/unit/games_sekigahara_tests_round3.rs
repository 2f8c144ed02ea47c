//! Unit tests of rules round 3 (issue 25 items 1–8, the A19 ruling, issue 19 item 10), named by rule.

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

use gunbai_rules::core::{ActionCall, DiceSource, ManualDice, SeededDice};
use gunbai_rules::games::sekigahara::cards::{self, Card, Deck, Variant};
use gunbai_rules::games::sekigahara::data::{SekigaharaData, Side};
use gunbai_rules::games::sekigahara::state::{Castle, DeckMode, Loc, Options, State};
use gunbai_rules::games::sekigahara::*;

fn data() -> SekigaharaData {
    SekigaharaData::load(&TableFiles::embedded(ID, TABLES)).unwrap()
}

fn fresh(variant: Variant, deck: DeckMode, draw_cap: u32) -> (SekigaharaData, State) {
    let d = data();
    let s = State::new(
        &d,
        Options {
            variant,
            deck,
            freeze_ends: true,
            flip_first: false,
            draw_cap,
        },
    );
    (d, s)
}

fn act(d: &SekigaharaData, s: &State, a: ActionCall, faces: &[u8]) -> Result<State, RuleError> {
    applied(d, s, a, faces).map(|x| x.state)
}

fn applied(
    d: &SekigaharaData,
    s: &State,
    a: ActionCall,
    faces: &[u8],
) -> Result<Applied<State>, RuleError> {
    let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
    let spec = actions::specs()
        .into_iter()
        .find(|x| x.name == a.name)
        .unwrap();
    let a = ActionCall {
        name: a.name.clone(),
        params: a.params.checked(&spec.keys)?,
    };
    actions::apply(d, s, &a, &mut dice)
}

fn turn(d: &SekigaharaData, s: &State, cards: &[&str]) -> State {
    act(
        d,
        s,
        ActionCall::new("draw").with("cards", cards.to_vec()),
        &[],
    )
    .unwrap()
}

fn draw_params(pile: &[&str], variant: &str) -> Params {
    let mut p = Params::new();
    p.insert(
        "draw-pile",
        Value::Array(pile.iter().map(|c| Value::from(*c)).collect()),
    );
    p.insert("variant", variant);
    p
}

/// Always the same face: a dice source that a rejection sampler could wait on for ever.
struct Stuck(u8);
impl DiceSource for Stuck {
    fn d6(&mut self) -> Result<u8, RuleError> {
        Ok(self.0)
    }
}

// ---- Item 1: 强行军 alone never loops -------------------------------------------------------------

/// Rule 4.1 (强行军 is turned with the card after it): the draw's line names both cards, with the
/// reader's comma ("、" in 中文 and 日本語, ", " in English).
#[test]
fn rule_4_1_the_cards_turned_together_are_listed_with_the_readers_comma() {
    let mut seen = false;
    for seed in 0..64 {
        let r = procedures::resolve(
            "draw",
            &draw_params(&["强行军", "石田三成", "大谷吉继"], "zh"),
            &mut SeededDice::new(seed),
        )
        .unwrap();
        let turned: Vec<String> = r.result["turned"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        if turned.len() < 2 {
            continue;
        }
        seen = true;
        let line = gunbai_rules::core::Msg::join(r.log.clone(), gunbai_rules::core::Sep::Space);
        let (zh, ja, en) = (
            line.render(gunbai_rules::core::Lang::Zh),
            line.render(gunbai_rules::core::Lang::Ja),
            line.en(),
        );
        assert!(zh.contains(&turned.join("、")), "{zh}");
        assert!(ja.contains(&turned.join("、")), "{ja}");
        assert!(en.contains(&turned.join(", ")), "{en}");
    }
    assert!(seen, "no draw turned 强行军 with another card");
}

#[test]
fn rule_4_1_forced_march_as_the_only_card_is_refused_not_drawn_for_ever() {
    for variant in ["ja", "zh"] {
        let e = procedures::resolve(
            "draw",
            &draw_params(&["强行军"], variant),
            &mut SeededDice::new(3),
        )
        .unwrap_err();
        assert_eq!(e.rule(), Some("4.1"), "{variant}: {e}");
        assert!(e.to_string().contains("no other card"), "{e}");
    }
}

#[test]
fn rule_4_1_a_draw_never_turns_one_card_twice() {
    // 强行军 is set aside while the draw lasts: after it the pile is empty and the discard reshuffles
    // without it, so the next card is the other one, never 强行军 again.
    for seed in 0..40 {
        let mut deck = Deck {
            draw_pile: vec![Card::ForcedMarch],
            discard: vec![Card::Ukita],
            held_out: vec![],
            previous: None,
        };
        let d = cards::draw(&mut deck, Variant::Zh, None, &mut SeededDice::new(seed)).unwrap();
        assert_eq!(d.turned, vec![Card::ForcedMarch, Card::Ukita]);
        assert_eq!(deck.discard, vec![Card::ForcedMarch]);
    }
    // The typed form: naming 强行军 twice is refused with a message that says why.
    let (d, s) = fresh(Variant::Zh, DeckMode::Shadow, 0);
    let e = act(
        &d,
        &s,
        ActionCall::new("draw").with("cards", vec!["强行军", "强行军"]),
        &[],
    )
    .unwrap_err();
    assert!(e.to_string().contains("named twice"), "{e}");
}

#[test]
fn rule_4_1_a_uniform_pick_ends_for_every_n_even_on_stuck_dice() {
    // A fair stream picks from any number of items, 37 and more included (three dice).
    let mut dice = SeededDice::new(9);
    for n in 1..200 {
        let i = cards::pick(n, &mut dice).unwrap();
        assert!(i < n);
    }
    // Dice that always land in the rejected range: a checked error, not a hang.
    let e = cards::pick(5, &mut Stuck(6)).unwrap_err();
    assert!(matches!(e, RuleError::Dice(_)), "{e}");
    assert!(cards::pick(6, &mut Stuck(6)).is_ok());
}

// ---- Item 2: the Tokugawa group left in 登场 enters later -----------------------------------------

#[test]
fn rule_9_0_3_ruling_a32_counters_waiting_in_the_entry_box_enter_on_a_later_march() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    // Three East counters already stand on 东海道: only three of 德川家康's six fit.
    for id in ["外样主力①", "外样主力②", "外样主力③"] {
        s.counter_mut(id).unwrap().at = Loc::Hex("东海道".into());
    }
    let cols = d.entry_track("德川家康").unwrap().columns;
    for _ in 1..cols {
        s = turn(&d, &s, &["家康行动"]);
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
    let waiting = actions::waiting_group(&s, "德川家康");
    assert_eq!(waiting.len(), 3, "{waiting:?}");
    check::check_state(&d, &s).unwrap();
    // The three outside-lord counters leave; the next 家康行动 lets 德川家康 bring the rest on.
    for id in ["外样主力①", "外样主力②", "外样主力③"] {
        s.counter_mut(id).unwrap().at = Loc::Removed;
    }
    s = turn(&d, &s, &["家康行动"]);
    let p = SekigaharaRules.prompt(&d, &s);
    let march = p.actions.iter().find(|a| a.name == "march").unwrap();
    assert!(march.blocked.is_none(), "{:?}", march.blocked);
    let picks = view::candidates(&d, &s, "march", "commander");
    assert!(picks.iter().any(|c| c.value == "德川家康"));
    s = act(
        &d,
        &s,
        ActionCall::new("march").with("commander", "德川家康"),
        &[],
    )
    .unwrap();
    assert!(actions::waiting_group(&s, "德川家康").is_empty());
    for id in waiting {
        assert_eq!(
            s.counter(&id).unwrap().at,
            Loc::Hex("东海道".into()),
            "{id}"
        );
    }
    check::check_state(&d, &s).unwrap();
}

#[test]
fn rule_9_0_3_a_waiting_group_is_refused_while_the_entry_hex_is_full() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    for id in ["外样主力①", "外样主力②", "外样主力③"] {
        s.counter_mut(id).unwrap().at = Loc::Hex("东海道".into());
    }
    let cols = d.entry_track("德川家康").unwrap().columns;
    for _ in 1..cols {
        s = turn(&d, &s, &["家康行动"]);
        s = act(
            &d,
            &s,
            ActionCall::new("march").with("commander", "德川家康"),
            &[],
        )
        .unwrap();
        s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    }
    s = turn(&d, &s, &["家康行动"]);
    let e = act(
        &d,
        &s,
        ActionCall::new("march").with("commander", "德川家康"),
        &[],
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("6.1(3)"), "{e}");
    assert!(e.to_string().contains("ruling 18"), "{e}");
}

// ---- Item 3: the draw cap counts cards resolved --------------------------------------------------

#[test]
fn rule_4_1_digest_a12_the_draw_cap_does_not_count_forced_march() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow, 2);
    // The opening 强行军 redraws (first card of the game): 宇喜多秀家 is the one card resolved.
    let s = turn(&d, &s, &["强行军", "宇喜多秀家"]);
    assert_eq!(s.draws, 2);
    let s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    assert!(s.winner.is_none(), "one card resolved of two");
    let s = turn(&d, &s, &["德川秀忠"]);
    let s = act(&d, &s, ActionCall::new("end-card"), &[]).unwrap();
    assert!(s.winner.as_ref().is_some_and(|w| w.side.is_none()));
}

// ---- Item 4: the attack line shows strengths and modifiers ---------------------------------------

#[test]
fn rule_7_1_3_the_attack_log_names_strengths_and_modifiers() {
    let terms = procedures::AttackTerms {
        from: procedures::Ground::Hill,
        to: procedures::Ground::Plain,
        river: true,
        castle: false,
        siege: false,
    };
    let r = procedures::attack(&[3, 2], terms, &mut ManualDice::new([1, 6]).unwrap()).unwrap();
    let line = gunbai_rules::core::Msg::join(r.log.clone(), gunbai_rules::core::Sep::Space).en();
    assert!(line.contains("strength after modifiers 3, 2"), "{line}");
    assert!(line.contains("across a river -1 (rule 7.1(3)①)"), "{line}");
    assert!(line.contains("hill to plain +1 (rule 7.1(3)②)"), "{line}");
    let zh = gunbai_rules::core::Msg::join(r.log.clone(), gunbai_rules::core::Sep::Space)
        .render(gunbai_rules::core::Lang::Zh);
    assert!(!zh.contains("strength") && !zh.contains("river"), "{zh}");
    assert!(zh.contains("跨河 -1") && zh.contains("7.1(3)①"), "{zh}");
    // The strengths are listed with the reader's comma.
    assert!(zh.contains("修正后攻击力 3、2"), "{zh}");
    let ja = gunbai_rules::core::Msg::join(r.log.clone(), gunbai_rules::core::Sep::Space)
        .render(gunbai_rules::core::Lang::Ja);
    assert!(ja.contains("修正後の攻撃力 3、2"), "{ja}");
}

// ---- Item 5: who may act, gates named, pick-lists narrowed ---------------------------------------

#[test]
fn rule_5_1_a_morale_gate_that_stops_everyone_is_named_with_the_values() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    s.morale.insert("毛利辉元".into(), 0);
    let s = turn(&d, &s, &["毛利辉元"]);
    let p = SekigaharaRules.prompt(&d, &s);
    assert!(!p.step.contains("may still act"), "{}", p.step);
    let (_, why) = view::blocked(&d, &s, "move").unwrap();
    assert!(
        why.contains("morale is 0") && why.contains("1 or more"),
        "{why}"
    );
    assert!(
        p.hints.iter().any(|h| h.contains("Nobody may act now")),
        "{:?}",
        p.hints
    );
    // Card 东军外样诸将·3 with no outside lord of morale 3 left: the refusal lists the morale values.
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    for id in ["福島正則", "黑田长政"] {
        s.counter_mut(id).unwrap().at = Loc::Removed;
    }
    let s = turn(&d, &s, &["东军外样诸将·3"]);
    let (_, why) = view::blocked(&d, &s, "attack").unwrap();
    assert!(
        why.contains("morale 3") && why.contains("京极高次 2"),
        "{why}"
    );
    let (_, why) = actions::eligible(&d, &s, "京极高次").unwrap_err();
    assert!(
        why.contains("morale is 2; this card needs morale 3"),
        "{why}"
    );
}

#[test]
fn rule_13_0_3_attack_targets_are_narrowed_to_what_the_chosen_commander_may_attack() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    // 丰臣秀赖 in 京, next to 京极高次 (大津), an outside lord: 京 is not his target.
    s.counter_mut("丰臣秀赖").unwrap().at = Loc::Hex("京".into());
    let s = turn(&d, &s, &["东军外样诸将·2"]);
    let targets = view::candidates(&d, &s, "attack", "target");
    assert!(
        !targets
            .iter()
            .any(|c| c.group == "京极高次" && c.value == "京"),
        "{targets:?}"
    );
    // Paths are per commander: what 京极高次 (morale 2) can reach from 大津.
    let paths = view::candidates(&d, &s, "move", "path");
    let his: Vec<&str> = paths
        .iter()
        .filter(|c| c.group == "京极高次")
        .map(|c| c.value.as_str())
        .collect();
    assert!(his.contains(&"京"), "{his:?}");
    assert!(!his.contains(&"金泽") && !his.contains(&"大津"), "{his:?}");
}

// ---- Item 7: pre-emptive strike, messages, internal words ----------------------------------------

#[test]
fn rule_7_2_1_a_preemptive_strike_on_an_ordinary_attack_is_refused() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    s.counter_mut("增田长盛").unwrap().at = Loc::Hex("京".into());
    let s = turn(&d, &s, &["东军外样诸将·2"]);
    let call = || {
        ActionCall::new("attack")
            .with("commander", "京极高次")
            .with("group", Vec::<String>::new())
            .with("target", "京")
    };
    let e = act(&d, &s, call().with("preemptive", true), &[1]).unwrap_err();
    assert_eq!(e.rule(), Some("7.2(1)"), "{e}");
    assert!(act(&d, &s, call().with("preemptive", false), &[1]).is_ok());
}

#[test]
fn rule_12_0_status_and_score_show_the_track_in_players_words() {
    let (d, mut s) = fresh(Variant::Ja, DeckMode::Virtual, 0);
    let status = SekigaharaRules.status(&d, &s);
    let sub = |st: &Status| {
        st.track
            .iter()
            .find(|t| t.0 == "Subversion")
            .map(|t| t.1.clone())
            .unwrap()
    };
    let col = &d.subversion.columns[s.subversion];
    assert_eq!(sub(&status), format!("{} (centre)", col.value));
    s.subversion += 2;
    let col = &d.subversion.columns[s.subversion];
    assert_eq!(
        sub(&SekigaharaRules.status(&d, &s)),
        format!("{} (西军 side)", col.value)
    );
    let score = SekigaharaRules.score(&d, &s).to_string();
    assert!(score.contains("\"subversion_side\":\"west\""), "{score}");
    let text = SekigaharaRules.show_text(&d, &s);
    for word in ["West\"", "Neutral", "WestVictory", "EastVictory"] {
        assert!(!text.contains(word), "{word} in {text}");
    }
    assert!(text.contains("西军 side"), "{text}");
}

// ---- Item 8: the set-up says what frozen markers mean --------------------------------------------

#[test]
fn rule_11_0_4_digest_a11_the_set_up_says_what_frozen_markers_do() {
    let d = data();
    let help = SekigaharaRules
        .setup_options(&d)
        .into_iter()
        .find(|k| k.name == "clamp-ends")
        .unwrap()
        .help;
    assert!(help.contains("do nothing"), "{help}");
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual, 0);
    let list = view::setup_checklist(&d, &s);
    assert!(list.iter().any(|t| t.contains("frozen")), "{list:?}");
}

// ---- A19: a fallen castle is an ordinary hex ------------------------------------------------------

fn strength_of(d: &SekigaharaData, s: &State, from: &str, target: &str) -> i32 {
    let mut s = s.clone();
    s.counter_mut("京极高次").unwrap().at = Loc::Hex(from.into());
    s.counter_mut("增田长盛").unwrap().at = Loc::Hex(target.into());
    let s = turn(d, &s, &["东军外样诸将·2"]);
    let p = actions::Attack {
        commander: "京极高次".into(),
        group: vec![],
        target: target.into(),
        preemptive: false,
    };
    actions::next_roll_strengths(d, &s, Some(&p)).unwrap().1[0]
}

#[test]
fn rule_7_1_3_2_ruling_a19_only_a_working_castle_attacked_from_withholds_the_hill_bonus() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    let base = d.counter("京极高次").unwrap().front;
    // From a hill (今庄, no castle) into a fallen castle on plain (北之庄): +1.
    let mut fallen = s.clone();
    fallen.castles.insert(
        "北之庄".into(),
        Castle {
            owner: Side::West,
            functional: false,
        },
    );
    fallen.counter_mut("青木一矩").unwrap().at = Loc::Removed;
    assert_eq!(strength_of(&d, &fallen, "今庄", "北之庄"), base + 1);
    // From a working castle on a hill (岐阜, held by the East) into plain: no +1.
    let mut held = s.clone();
    held.counter_mut("织田秀信").unwrap().at = Loc::Removed;
    if let Some(c) = held.counter_mut("守备队(岐阜)") {
        c.at = Loc::Removed;
    }
    held.castles.insert(
        "岐阜".into(),
        Castle {
            owner: Side::East,
            functional: true,
        },
    );
    assert_eq!(strength_of(&d, &held, "岐阜", "中山道"), base);
    // The same castle after it fell: an ordinary hill hex, +1.
    held.castles.get_mut("岐阜").unwrap().functional = false;
    assert_eq!(strength_of(&d, &held, "岐阜", "中山道"), base + 1);
}

// ---- Issue 19 item 10: tables check and check_state ----------------------------------------------

fn load_with(file: &str, edit: impl Fn(&str) -> String) -> Result<SekigaharaData, String> {
    let texts: Vec<(&str, String)> = TABLES
        .iter()
        .map(|(n, t)| (*n, if *n == file { edit(t) } else { t.to_string() }))
        .collect();
    let refs: Vec<(&str, &str)> = texts.iter().map(|(n, t)| (*n, t.as_str())).collect();
    SekigaharaData::load(&TableFiles::embedded(ID, &refs)).map_err(|e| e.to_string())
}

#[test]
fn issue_19_item_10a_tables_check_refuses_tables_that_would_fail_in_play() {
    assert!(load_with("map.toml", |t| t.to_string()).is_ok());
    type Edit = Box<dyn Fn(&str) -> String>;
    let cases: Vec<(&str, Edit, &str)> = vec![
        (
            "tracks.toml",
            Box::new(|t| {
                t.replacen(
                    "{ side = \"east\", value = 5 }",
                    "{ side = \"east\", value = 7 }",
                    1,
                )
            }),
            "above 6",
        ),
        (
            "tracks.toml",
            Box::new(|t| {
                format!("{t}\n[[morale]]\nid = \"毛利秀元\"\nstart = 1\nvalues = [0, 1, 2]\n")
            }),
            "no marker 毛利秀元",
        ),
        (
            "tracks.toml",
            Box::new(|t| {
                t.replacen(
                    "{ side = \"east\", value = 5 }",
                    "{ side = \"west\", value = 5 }",
                    1,
                )
            }),
            "East end to the West end",
        ),
        (
            "map.toml",
            Box::new(|t| t.replace("\"今庄\"", "\"今庄 \"")),
            "cannot be typed",
        ),
        (
            "map.toml",
            Box::new(|t| {
                t.replacen(
                    "{ a = \"金泽\", b = \"小松\", kind = \"road\" },",
                    "{ a = \"金泽\", b = \"小松\", kind = \"road\" },\n  { a = \"小松\", b = \"金泽\", kind = \"river\" },",
                    1,
                )
            }),
            "neighbours twice",
        ),
        (
            "counters.toml",
            Box::new(|t| t.replacen("setup = \"郡山\"", "setup = \"大津\"", 1)),
            "belongs to the other side",
        ),
        (
            "counters.toml",
            Box::new(|t| t.replacen("front = 4, back = 2", "front = 9, back = 2", 1)),
            "0 to 6",
        ),
    ];
    for (file, edit, want) in cases {
        let e = load_with(file, edit).unwrap_err();
        assert!(e.contains(file), "{e}");
        assert!(e.contains(want), "{want}: {e}");
    }
}

#[test]
fn issue_19_item_10b_check_state_refuses_what_apply_cannot_take() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Virtual, 0);
    check::check_state(&d, &s).unwrap();
    type Edit = Box<dyn Fn(&mut State)>;
    let bad: Vec<(&str, Edit)> = vec![
        ("subversion", Box::new(|s| s.subversion = usize::MAX)),
        (
            "morale",
            Box::new(|s| {
                s.morale.insert("毛利辉元".into(), 99);
            }),
        ),
        (
            "deck",
            Box::new(|s| s.deck.draw_pile.push(Card::ForcedMarch)),
        ),
        (
            "counters",
            Box::new(|s| {
                s.counter_mut("守备队(大津)").unwrap().at = Loc::Hex("京".into());
            }),
        ),
        (
            "counters",
            Box::new(|s| {
                s.counter_mut("石田三成").unwrap().at = Loc::Hex("大津".into());
            }),
        ),
        (
            "counters",
            Box::new(|s| {
                s.counter_mut("德川①").unwrap().at = Loc::Entry {
                    leader: "德川家康".into(),
                    column: 250,
                };
            }),
        ),
        ("draws", Box::new(|s| s.draws = u32::MAX)),
        (
            "counters",
            Box::new(|s| {
                s.counter_mut("德川①").unwrap().at = Loc::Entry {
                    leader: "德川家康".into(),
                    column: 1,
                };
            }),
        ),
    ];
    for (field, edit) in bad {
        let mut x = s.clone();
        edit(&mut x);
        let e = check::check_state(&d, &x).unwrap_err();
        assert!(e.to_string().contains(field), "{field}: {e}");
    }
}

/// The lines of round 3 read in 中文 and 日本語 with no English word left (lines random play seldom
/// reaches).
#[test]
fn zh_ja_rule_9_0_and_7_2_and_5_1_lines_of_round_3_are_translated() {
    use gunbai_rules::core::{Lang, Msg};
    use gunbai_rules::msg;
    let group = gunbai_rules::games::sekigahara::actions::names(&["德川③".into(), "德川④".into()]);
    let r18 = || Msg::ruling(18);
    for line in [
        msg!(
            "sekigahara-brings-rest",
            id = "德川家康",
            hex = "东海道",
            list = group.clone(),
            ruling = r18()
        ),
        msg!(
            "sekigahara-others-wait-later",
            ruling = r18(),
            leader = "德川家康"
        ),
        msg!(
            "sekigahara-entry-full",
            hex = "东海道",
            id = "德川家康",
            ruling = r18()
        ),
        msg!(
            "sekigahara-entry-enemy",
            hex = "东海道",
            id = "德川家康",
            ruling = r18()
        ),
        msg!("sekigahara-no-march"),
        msg!("sekigahara-preemptive-only-siege", hex = "京"),
        msg!(
            "sekigahara-nobody-may-act",
            card = "東軍外様諸将 (3)",
            why = msg!(
                "sekigahara-no-tozama-morale",
                gate = msg!("sekigahara-gate", g = "three"),
                values = group.clone()
            )
        ),
        msg!(
            "sekigahara-tozama-gate",
            id = "京极高次",
            m = 2,
            gate = msg!("sekigahara-gate", g = "zh"),
            ruling = Msg::ruling(4)
        ),
        msg!(
            "sekigahara-tozama-gate",
            id = "京极高次",
            m = 0,
            gate = msg!("sekigahara-gate", g = "ja"),
            ruling = Msg::ruling(4)
        ),
        msg!("sekigahara-no-west-morale", values = group.clone()),
        msg!("sekigahara-west-lords-morale", m = 0),
        msg!(
            "sekigahara-attack-roll",
            n = 1,
            siege = "yes",
            dice = "1",
            hits = 1
        ),
        msg!(
            "sekigahara-attack-roll",
            n = 2,
            siege = "no",
            dice = "1 6",
            hits = 0
        ),
        msg!("sekigahara-siege-mod-line"),
        msg!("sekigahara-no-modifier"),
    ] {
        for lang in [Lang::Zh, Lang::Ja] {
            let t = line.render(lang);
            assert!(
                gunbai_rules::core::text::latin_words(&t, &[]).is_empty()
                    && !t.contains("sekigahara"),
                "{} => {t}",
                line.en()
            );
        }
    }
}

/// Every state met in the unit crate's random games passes `check_state` (the session tests play more).
#[test]
fn issue_25_every_game_invariants_hold_in_every_state_of_random_games() {
    let d = data();
    for seed in 1..5u64 {
        let variant = if seed % 2 == 0 {
            Variant::Zh
        } else {
            Variant::Ja
        };
        for (i, (s, _)) in crate::unit::games_sekigahara_tests::random_game(seed, variant, 400)
            .iter()
            .enumerate()
        {
            check::check_state(&d, s).unwrap_or_else(|e| panic!("seed {seed}, step {i}: {e}"));
        }
    }
}

/// Rule 5.1 (issue 23): the bare answer the prompt and the pick-lists ask ([`actions::may_act`]) is
/// the worded one's ([`actions::eligible`]) for every counter in every state of random games.
#[test]
fn rule_5_1_may_act_answers_as_eligible_for_every_counter_of_random_games() {
    let d = data();
    let (mut yes, mut no) = (0, 0);
    for seed in 1..4u64 {
        for (s, _) in crate::unit::games_sekigahara_tests::random_game(seed, Variant::Ja, 300) {
            for c in &s.counters {
                let worded = actions::eligible(&d, &s, &c.id).is_ok();
                assert_eq!(
                    actions::may_act(&d, &s, &c.id),
                    worded,
                    "seed {seed}: {}",
                    c.id
                );
                if worded {
                    yes += 1;
                } else {
                    no += 1;
                }
            }
        }
    }
    assert!(yes > 50 && no > 50, "{yes} may act, {no} may not");
}

/// Issue 20: the attack form shows what the ruleset says of the attack typed so far — the strength each
/// die must not exceed (rules 7.1(3), 7.2) as `next_roll_strengths` computes it — and nothing while the
/// inputs do not yet name an attack; a check shows whether subversion is open (rule 12.1).
#[test]
fn issue_20_rule_7_1_3_action_view_gives_the_strengths_of_the_attack_typed_so_far() {
    use gunbai_rules::core::Row;
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    let mut s = s.clone();
    s.counter_mut("京极高次").unwrap().at = Loc::Hex("今庄".into());
    s.counter_mut("增田长盛").unwrap().at = Loc::Hex("北之庄".into());
    let s = turn(&d, &s, &["东军外样诸将·2"]);
    let p = actions::Attack {
        commander: "京极高次".into(),
        group: vec![],
        target: "北之庄".into(),
        preemptive: false,
    };
    let (_, want) = actions::next_roll_strengths(&d, &s, Some(&p)).unwrap();
    let call = ActionCall::new("attack")
        .with("commander", "京极高次")
        .with("target", "北之庄");
    let v = SekigaharaRules.action_view(&d, &s, &call);
    let value = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .find_map(|r| match r {
            Row::Value { value, .. } => Some(value.en()),
            _ => None,
        })
        .expect("the strengths of the next roll");
    let list: Vec<String> = want.iter().map(|x| x.to_string()).collect();
    assert_eq!(value, list.join("  "));
    // Inputs that do not yet name an attack: nothing to show.
    let half = ActionCall::new("attack").with("commander", "京极高次");
    assert_eq!(
        SekigaharaRules.action_view(&d, &s, &half),
        gunbai_rules::core::View::default()
    );
    // A check: subversion open or not, as the rules say for the side of the card in play.
    let v = SekigaharaRules.action_view(&d, &s, &ActionCall::new("check"));
    let line = v.sections[0].rows[0].clone();
    let open = rules::subversion_on(&d, &s, s.card.as_ref().unwrap().side);
    match line {
        Row::Line(m) => assert_eq!(m.en().contains("succeeds"), open, "{}", m.en()),
        other => panic!("{other:?}"),
    }
}

/// Words that tell the table to undo something ("put … back"), in each language: an "on the table
/// now" line must never read backwards (issue 25).
fn reads_backwards(text: &str) -> bool {
    let lower = text.to_lowercase();
    lower
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == "back")
        || ["放回", "归回", "翻回", "恢复", "戻"]
            .iter()
            .any(|w| text.contains(w))
}

/// Issue 25, "tell the table what to do with its pieces": over the ruleset API (the loaded game's
/// `Game::table_now`), after every action of seeded random games that changed the state, the list is
/// not empty, reads forward in 中文, English and 日本語 and comes from the catalogues; the games drew
/// cards (rule 4.1), ended cards (4.1(2)), moved (6.0) and attacked (7.0).
#[test]
fn issue_25_rule_4_1_table_now_after_every_action_reads_forward_in_three_languages() {
    use gunbai_rules::core::Lang;
    use gunbai_rules::core::ruleset::AnyState;
    use std::sync::Arc;
    let game = gunbai_rules::games::load_embedded("sekigahara").unwrap();
    let (mut changed, mut bad) = (0, Vec::new());
    let (mut draws, mut ends, mut moves, mut attacks) = (0, 0, 0, 0);
    for (seed, variant) in (1..=12u64).map(|k| (k, [Variant::Ja, Variant::Zh][k as usize % 2])) {
        let states = crate::unit::games_sekigahara_tests::random_game(seed, variant, 250);
        for pair in states.windows(2) {
            let (before, after) = (&pair[0].0, &pair[1].0);
            if before == after {
                continue;
            }
            changed += 1;
            draws += usize::from(after.draws > before.draws);
            ends += usize::from(before.card.is_some() && after.card.is_none());
            attacks += usize::from(before.combat.is_none() && after.combat.is_some());
            moves += usize::from(
                before.combat.is_none()
                    && after.combat.is_none()
                    && after
                        .counters
                        .iter()
                        .zip(&before.counters)
                        .any(|(a, b)| a.at != b.at && a.at != Loc::Removed),
            );
            let (b, a): (AnyState, AnyState) = (Arc::new(before.clone()), Arc::new(after.clone()));
            let now = game.table_now(&b, &a);
            if now.is_empty() {
                bad.push(format!(
                    "seed {seed}: nothing said after {:?}",
                    pair[1].1.first().map(|m| m.en())
                ));
            }
            for m in &now {
                for lang in [Lang::En, Lang::Zh, Lang::Ja] {
                    let text = game.say(m, lang);
                    if reads_backwards(&text)
                        || text.contains("-now-")
                        || !crate::unit::games_sekigahara_tests::from_catalogue(m)
                    {
                        bad.push(format!("seed {seed} {}: {text}", lang.code()));
                    }
                }
            }
        }
    }
    assert!(
        changed > 500 && draws > 0 && ends > 0 && moves > 0 && attacks > 0,
        "{changed} changes: {draws} draws, {ends} cards ended, {moves} moves, {attacks} attacks"
    );
    assert!(
        bad.is_empty(),
        "{} lines: {:#?}",
        bad.len(),
        &bad[..bad.len().min(20)]
    );
}

/// The walk of rules 6.1–6.3 as it was before issue 23: each hex's counters asked as the walk reaches
/// it. The reference the walk with worked-out obstacles must agree with.
fn reachable_hex_by_hex(d: &SekigaharaData, s: &State, id: &str, strategic: bool) -> Vec<String> {
    use gunbai_rules::games::sekigahara::data::{Hexside, Kind, Terrain};
    let Some(c) = s.counter(id) else {
        return vec![];
    };
    let Some(start) = c.hex().map(String::from) else {
        return vec![];
    };
    let side = c.side;
    let mp = if strategic {
        s.strategic.as_ref().map(|x| x.points).unwrap_or(0)
    } else {
        rules::morale(d, s, id)
    }
    .clamp(0, 64) as usize;
    let zoc = rules::zoc(d, s, side.other());
    let mut seen = std::collections::BTreeSet::from([start.clone()]);
    let (mut out, mut frontier) = (Vec::new(), vec![start]);
    for _ in 0..mp {
        let mut next = Vec::new();
        for here in &frontier {
            for (n, k) in d.neighbours(here) {
                if seen.contains(n) || matches!(k, Hexside::Sea | Hexside::River) {
                    continue;
                }
                let Some(hx) = d.hex(n) else { continue };
                if matches!(hx.terrain, Terrain::Mountain | Terrain::Sea)
                    || strategic && (!hx.road || !matches!(k, Hexside::Road | Hexside::RiverRoad))
                {
                    continue;
                }
                let enemies: Vec<Kind> = s
                    .in_hex(n)
                    .filter(|x| x.side != side)
                    .map(|x| x.kind)
                    .collect();
                let lone_hideyori = !enemies.is_empty()
                    && side == Side::East
                    && enemies.iter().all(|k| *k == Kind::Hideyori);
                if !enemies.is_empty() && !lone_hideyori {
                    continue;
                }
                seen.insert(n.clone());
                out.push(n.clone());
                if !(lone_hideyori
                    || zoc.contains(n)
                    || s.castles.get(n).is_some_and(|x| x.owner != side))
                {
                    next.push(n.clone());
                }
            }
        }
        frontier = next;
    }
    out
}

/// Issue 23, rules 6.1–6.3 and 13.0(4): the move form's paths, walked with each side's obstacles
/// worked out once, are for every commander the hexes the hex-by-hex walk reaches, over the states of
/// random games (in both kinds of move, with 丰臣秀赖 on the map or not).
#[test]
fn rule_6_2_paths_walked_with_worked_out_obstacles_are_the_hex_by_hex_walk() {
    let d = data();
    let (mut compared, mut reached) = (0, 0);
    for seed in 1..4u64 {
        for (s, _) in crate::unit::games_sekigahara_tests::random_game(seed, Variant::Ja, 300) {
            let paths = view::candidates(&d, &s, "move", "path");
            let movers: std::collections::BTreeSet<&str> =
                paths.iter().map(|c| c.group.as_str()).collect();
            for m in movers {
                let strategic = s.strategic.as_ref().is_some_and(|x| x.commander == m);
                let mut want = reachable_hex_by_hex(&d, &s, m, strategic);
                let mut got: Vec<String> = paths
                    .iter()
                    .filter(|c| c.group == m)
                    .map(|c| c.value.clone())
                    .collect();
                let mut alone = view::reachable(&d, &s, m, strategic);
                want.sort();
                got.sort();
                alone.sort();
                assert_eq!(got, want, "seed {seed}: {m}");
                assert_eq!(alone, want, "seed {seed}: {m}");
                compared += 1;
                reached += want.len();
            }
        }
    }
    assert!(
        compared > 100 && reached > 100,
        "{compared} movers, {reached} hexes"
    );
}

/// Rule 2.3, issue 23: the castles of a state are exactly the castle hexes of the map. The check no
/// longer builds both sets; a castle missing, a castle on a hex that has none, and one renamed are each
/// still refused, and the shipped state passes.
#[test]
fn rule_2_3_check_state_refuses_castles_that_are_not_the_maps() {
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    assert!(check::check_state(&d, &s).is_ok());
    let first = s.castles.keys().next().unwrap().clone();
    let no_castle = d.hexes.iter().find(|h| !h.castle).unwrap().id.clone();
    let mut missing = s.clone();
    missing.castles.remove(&first);
    let mut moved = s.clone();
    let c = moved.castles.remove(&first).unwrap();
    moved.castles.insert(no_castle.clone(), c);
    let mut extra = s.clone();
    extra.castles.insert(no_castle, c);
    let mut spaced = s.clone();
    spaced.castles.remove(&first);
    spaced.castles.insert(format!(" {first}"), c);
    for (what, bad) in [
        ("missing", missing),
        ("moved", moved),
        ("extra", extra),
        ("spaced", spaced),
    ] {
        let e = check::check_state(&d, &bad).unwrap_err();
        assert!(e.to_string().contains("castle"), "{what}: {e}");
    }
}

/// Rules 6.1(3), A25 and 2.3 (issue 23: `check_hexes` now counts in a hash map): more than six counters
/// in a hex, both sides in a hex and a castle held by the side not standing in it are each refused,
/// naming the hex; with two hexes wrong, the first in the hexes' order is named, whatever the order
/// of the counters.
#[test]
fn rule_6_1_3_check_state_names_the_first_hex_that_breaks_a_rule() {
    use gunbai_rules::games::sekigahara::data::Kind;
    let (d, s) = fresh(Variant::Ja, DeckMode::Shadow, 0);
    let empty: Vec<String> = d
        .hexes
        .iter()
        .filter(|h| !h.castle && s.in_hex(&h.id).next().is_none())
        .map(|h| h.id.clone())
        .collect();
    let movable = |side: Side| -> Vec<String> {
        s.counters
            .iter()
            .filter(|c| c.side == side && c.on_map() && c.kind != Kind::Garrison)
            .map(|c| c.id.clone())
            .collect()
    };
    let (east, west) = (movable(Side::East), movable(Side::West));
    let put =
        |x: &mut State, id: &str, hex: &str| x.counter_mut(id).unwrap().at = Loc::Hex(hex.into());
    let said = |x: &State| check::check_state(&d, x).unwrap_err().to_string();

    let mut stack = s.clone();
    for id in east.iter().take(7) {
        put(&mut stack, id, &empty[0]);
    }
    let e = said(&stack);
    assert!(e.contains(&empty[0]) && e.contains('7'), "{e}");

    let mut both = s.clone();
    put(&mut both, &east[0], &empty[1]);
    put(&mut both, &west[0], &empty[1]);
    let e = said(&both);
    assert!(e.contains(&empty[1]) && e.contains("both sides"), "{e}");

    // A castle whose counters are of one side, handed to the other.
    let castle = s
        .castles
        .keys()
        .find(|h| s.in_hex(h).next().is_some())
        .unwrap()
        .clone();
    let mut held = s.clone();
    let standing = s.in_hex(&castle).next().unwrap().side;
    held.castles.get_mut(&castle).unwrap().owner = standing.other();
    let e = check::check_state(&d, &held).unwrap_err();
    assert!(e.to_string().contains(&castle), "{e}");
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "castles"),
        "{e}"
    );

    // Two hexes wrong: the one first in order is named, even with its counters listed last.
    let (a, b) = (&empty[2], &empty[3]);
    let (first, second) = if a < b { (a, b) } else { (b, a) };
    let mut two = s.clone();
    put(&mut two, &east[1], second);
    put(&mut two, &west[1], second);
    put(&mut two, &east[2], first);
    put(&mut two, &west[2], first);
    let ids: Vec<String> = [&west[2], &east[2]].map(|x| x.to_string()).to_vec();
    two.counters.sort_by_key(|c| !ids.contains(&c.id));
    two.counters.reverse();
    let e = said(&two);
    assert!(
        e.contains(first.as_str()) && !e.contains(second.as_str()),
        "{e}"
    );
}

/// Rule 6.3 (issue 23): `in_zoc` asked of one hex answers as the whole zone `zoc` builds, for every hex
/// and both sides along random games.
#[test]
fn rule_6_3_in_zoc_answers_as_the_zone_of_control() {
    let d = data();
    let (mut inside, mut outside) = (0, 0);
    for (i, (s, _)) in crate::unit::games_sekigahara_tests::random_game(5, Variant::Ja, 300)
        .into_iter()
        .enumerate()
    {
        if i % 20 != 0 {
            continue;
        }
        for side in [Side::East, Side::West] {
            let zone = rules::zoc(&d, &s, side);
            for h in &d.hexes {
                let asked = rules::in_zoc(&d, &s, side, &h.id);
                assert_eq!(asked, zone.contains(&h.id), "{side:?} {}", h.id);
                if asked {
                    inside += 1;
                } else {
                    outside += 1;
                }
            }
        }
    }
    assert!(inside > 100 && outside > 100, "{inside} in, {outside} out");
}
