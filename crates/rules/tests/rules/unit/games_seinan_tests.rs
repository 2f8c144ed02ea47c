//! Rules-crate tests of the Seinan ruleset through the object-safe [`Game`] (what every front end
//! uses): candidates, odds, die notes, labels, and the rule defects of issue 10, each named by its rule.

use std::sync::Arc;

use serde_json::Value;

use gunbai_rules::core::odds::binomial;
use gunbai_rules::core::ruleset::AnyState;
use gunbai_rules::core::{ActionCall, Game, Lang, Loaded, ManualDice, RuleError, Setup};
use gunbai_rules::games::seinan::procedures::is_hit;
use gunbai_rules::games::seinan::state::{Place, Side, State, Step};
use gunbai_rules::games::seinan::{ID, SeinanRules, TABLES};
use gunbai_rules::tables::TableFiles;

fn game() -> Arc<dyn Game> {
    Arc::new(Loaded::new(SeinanRules, TableFiles::embedded(ID, TABLES)).unwrap())
}

struct Table {
    g: Arc<dyn Game>,
    s: AnyState,
    log: Vec<gunbai_rules::core::Msg>,
}

fn call(name: &str, kv: &[(&str, &str)]) -> ActionCall {
    let mut c = ActionCall::new(name);
    for (k, v) in kv {
        let val = match *v {
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            _ => Value::String(v.to_string()),
        };
        c.params.insert(k, val);
    }
    c
}

impl Table {
    fn new(options: &[(&str, Value)]) -> Result<Self, RuleError> {
        let g = game();
        let mut setup = Setup::default();
        for (k, v) in options {
            setup.options.insert(k.to_string(), v.clone());
        }
        let s = g.setup(&setup)?;
        Ok(Self { g, s, log: vec![] })
    }
    fn st(&self) -> &State {
        self.s.downcast_ref::<State>().unwrap()
    }
    /// Edits the position directly (a test fixture, not play).
    fn edit(&mut self, f: impl FnOnce(&mut State)) {
        let mut n = self.st().clone();
        f(&mut n);
        self.s = Arc::new(n);
    }
    fn put(&mut self, unit: &str, at: &str) {
        self.edit(|s| s.unit_mut(unit).unwrap().place = Place::Map(at.into()));
    }
    fn act(&mut self, name: &str, kv: &[(&str, &str)], dice: &[u8]) -> Result<(), RuleError> {
        let mut d = ManualDice::new(dice.iter().copied()).unwrap();
        let a = self.g.apply(&self.s, &call(name, kv), &mut d)?;
        self.s = a.state;
        self.log = a.log;
        Ok(())
    }
    fn ok(&mut self, name: &str, kv: &[(&str, &str)], dice: &[u8]) {
        self.act(name, kv, dice)
            .unwrap_or_else(|e| panic!("{name} {kv:?}: {e}"));
    }
    fn at(&self, unit: &str) -> Place {
        self.st().unit(unit).unwrap().place.clone()
    }
    fn values(&self, action: &str, key: &str) -> Vec<String> {
        self.g
            .candidates(&self.s, action, key)
            .into_iter()
            .map(|c| c.value)
            .collect()
    }
    fn end_phases(&mut self, names: &[&str]) {
        for n in names {
            self.ok(n, &[], &[]);
        }
    }
}

fn rule_of(r: Result<(), RuleError>) -> String {
    match r {
        Err(e) => e
            .rule()
            .map(String::from)
            .unwrap_or_else(|| format!("not a rule refusal: {e}")),
        Ok(()) => "accepted".into(),
    }
}

fn map(b: &str) -> Place {
    Place::Map(b.into())
}

/// 6番大队 and 7番大队 in 熊本 against 步兵第14连队 (marched in from 久留米), Saigo's combat phase.
fn field_battle() -> Table {
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    t.put("步兵第14连队", "熊本");
    t.end_phases(&["end-march"]);
    t.ok("battle", &[("at", "熊本")], &[]);
    t
}

// --- Part A: the ruleset answers the front ends. ---

#[test]
fn rule_6_2_attack_odds_sum_to_one_and_match_the_binomial_of_rolling_units() {
    let mut t = field_battle();
    // The government (non-phasing) attacks first with its one unit.
    let o =
        t.g.action_odds(&t.s, &call("attack", &[]))
            .unwrap()
            .unwrap();
    assert_eq!(o.len(), 2, "{o:?}");
    // Then Saigo with 2 rolling units: 西乡隆盛 does not roll (rule 6.2), so add him to the box.
    t.ok("attack", &[], &[1]);
    t.put("西乡隆盛", "熊本");
    let o =
        t.g.action_odds(&t.s, &call("attack", &[]))
            .unwrap()
            .unwrap();
    let total: f64 = o.iter().map(|x| x.probability).sum();
    assert!((total - 1.0).abs() < 1e-12);
    let b = binomial(2, 0.5, |k| k.to_string());
    assert_eq!(o.len(), b.len());
    for (x, y) in o.iter().zip(&b) {
        assert!((x.probability - y.probability).abs() < 1e-12);
    }
    // The words of the odds are the words of the result: 2 hits.
    assert_eq!(o[2].label.as_ref().unwrap().render(Lang::Zh), "2 次命中");
    t.ok(
        "attack",
        &[("allocate", "步兵第14连队,步兵第14连队")],
        &[4, 6],
    );
    let r = t.g.outcome_text(&last_attack(&[4, 6]));
    assert_eq!(r.en(), o[2].outcome);
}

fn last_attack(faces: &[u8]) -> gunbai_rules::core::Resolution {
    let mut d = ManualDice::new(faces.iter().copied()).unwrap();
    gunbai_rules::games::seinan::procedures::attack(
        faces.len() as u32,
        false,
        Side::Saigo,
        None,
        &mut d,
    )
    .unwrap()
}

#[test]
fn rule_9_1_2_siege_odds_name_the_whole_units_removed() {
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    t.put("6番大队", "熊本城");
    t.put("7番大队", "熊本城");
    t.end_phases(&["end-march"]);
    t.ok("battle", &[("at", "熊本城")], &[]);
    let o =
        t.g.action_odds(&t.s, &call("attack", &[]))
            .unwrap()
            .unwrap();
    let two = o.iter().find(|x| x.outcome.starts_with("2 hits")).unwrap();
    assert!(
        two.outcome.contains("2 Saigo units removed (rule 9.1)"),
        "{two:?}"
    );
    assert!((two.probability - 0.25).abs() < 1e-12);
}

/// Found by whole-game checks: two government hits on the one Saigo unit in 熊本城 remove one unit; the
/// second hit is lost. The odds line and the attack's result say one, as the log does.
#[test]
fn rule_9_1_2_two_siege_hits_on_one_saigo_unit_report_one_unit_removed() {
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    t.put("6番大队", "熊本城");
    t.end_phases(&["end-march"]);
    t.ok("battle", &[("at", "熊本城")], &[]);
    let o =
        t.g.action_odds(&t.s, &call("attack", &[]))
            .unwrap()
            .unwrap();
    let two = o.iter().find(|x| x.outcome.starts_with("2 hits")).unwrap();
    assert!(
        two.outcome.contains("1 Saigo unit removed (rule 9.1)"),
        "{two:?}"
    );
    let mut d = ManualDice::new([5, 6]).unwrap();
    let a = t.g.apply(&t.s, &call("attack", &[]), &mut d).unwrap();
    let r = a.resolution.unwrap();
    assert_eq!(r.result["hits"], 2);
    assert_eq!(r.result["whole_units_removed"], 1);
}

#[test]
fn rule_5_0_march_roll_odds_count_a_one_as_two() {
    let t = Table::new(&[]).unwrap();
    let o =
        t.g.action_odds(&t.s, &call("march-roll", &[]))
            .unwrap()
            .unwrap();
    let two = o.iter().find(|x| x.outcome == "2 march points").unwrap();
    assert!((two.probability - 2.0 / 6.0).abs() < 1e-12);
    assert_eq!(two.label.as_ref().unwrap().render(Lang::Zh), "2 行军点");
    assert!(t.g.action_odds(&t.s, &call("march", &[])).is_none());
}

#[test]
fn rule_5_0_the_three_march_actions_are_picked_by_their_letter_and_what_they_buy() {
    let mut t = Table::new(&[]).unwrap();
    t.ok("march-roll", &[], &[4]);
    let picks = t.g.candidates(&t.s, "march", "kind");
    let values: Vec<&str> = picks.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(values, ["a", "b", "c"]);
    for c in &picks {
        let label = c.label.clone().unwrap();
        assert!(label.en().starts_with(&format!("{} · ", c.value)), "{c:?}");
        let zh = label.render(Lang::Zh);
        assert!(zh.starts_with(&format!("{} · ", c.value)), "{c:?}");
        // The letter is the rules' own name for the action; everything else is 中文.
        assert!(
            gunbai_rules::core::text::latin_words(&zh, &[c.value.as_str()]).is_empty(),
            "{c:?}"
        );
    }
}

#[test]
fn rule_6_2_die_notes_use_the_rules_hit_test() {
    let g = game();
    let r = last_attack(&[3, 4, 6, 1]);
    let notes = g.die_notes(&r);
    let hits: Vec<bool> = notes.iter().map(|n| n.hit).collect();
    let expected: Vec<bool> = r.rolls.iter().map(|f| is_hit(*f)).collect();
    assert_eq!(hits, expected);
    assert_eq!(hits, vec![false, true, true, false]);
    assert!(notes[1].note.render(Lang::Zh).contains("规则 6.2"));
    let mut d = ManualDice::new([3]).unwrap();
    assert!(
        g.die_notes(&gunbai_rules::games::seinan::procedures::march(&mut d).unwrap())
            .is_empty()
    );
}

#[test]
fn labels_and_outcomes_in_both_languages() {
    let g = game();
    for a in g.actions() {
        let l = g.action_label(&a.name);
        // The rule number is shown beside the label (the spec's rule), not inside it.
        assert!(!l.en().contains("rule") && !l.en().is_empty(), "{l:?}");
        assert_ne!(l.en(), l.render(Lang::Zh));
    }
    let mut d = ManualDice::new([1]).unwrap();
    let r = gunbai_rules::games::seinan::procedures::march(&mut d).unwrap();
    assert_eq!(g.outcome_text(&r).en(), "2 march points");
    let t = g.outcome_text(&last_attack(&[1, 2]));
    assert_eq!(
        (t.en().as_str(), t.render(Lang::Zh).as_str()),
        ("no hits", "未命中")
    );
}

#[test]
fn rule_6_1_every_battle_candidate_is_accepted() {
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    t.put("步兵第14连队", "熊本");
    t.put("1番大队", "熊本城");
    t.end_phases(&["end-march"]);
    let at = t.values("battle", "at");
    assert_eq!(at, vec!["熊本".to_string(), "熊本城".to_string()]);
    for b in at {
        let mut u = Table {
            g: t.g.clone(),
            s: t.s.clone(),
            log: vec![],
        };
        u.ok("battle", &[("at", &b)], &[]);
    }
    // Blocked actions offer nothing.
    assert!(t.values("replace", "keep").is_empty());
}

#[test]
fn rule_6_3_retreat_candidates_are_each_accepted_and_enemy_boxes_are_not_offered() {
    let t = field_battle();
    // The government retreats first (its attack step).
    let to = t.values("retreat", "to");
    assert!(!to.is_empty());
    for b in &to {
        let mut u = Table {
            g: t.g.clone(),
            s: t.s.clone(),
            log: vec![],
        };
        u.ok("retreat", &[("to", b)], &[]);
        assert_eq!(u.at("步兵第14连队"), map(b));
    }
    let moves = t.values("retreat", "moves");
    assert!(
        moves.iter().all(|m| m.starts_with("步兵第14连队=")),
        "{moves:?}"
    );
    for m in &moves {
        let mut u = Table {
            g: t.g.clone(),
            s: t.s.clone(),
            log: vec![],
        };
        u.ok("retreat", &[("moves", m)], &[]);
    }
    // The breakout is the Saigo side's only.
    assert!(t.values("retreat", "breakout-unit").is_empty());
}

#[test]
fn rule_5_0_march_candidates_are_units_that_may_march_and_reachable_boxes() {
    let mut t = Table::new(&[]).unwrap();
    t.ok("march-roll", &[], &[6]);
    let units = t.values("march", "units");
    assert!(units.contains(&"6番大队".to_string()));
    assert!(!units.iter().any(|u| u.contains("士族") || u == "熊本镇台"));
    let to = t.values("march", "to");
    assert!(!to.contains(&"本州".to_string()), "rule 2.4(4)");
    for b in ["八代", "人吉", "宫崎"] {
        assert!(to.contains(&b.to_string()), "{b} in {to:?}");
    }
    t.ok(
        "march",
        &[("kind", "a"), ("units", "1番大队"), ("to", "八代")],
        &[],
    );
    t.ok(
        "march",
        &[("kind", "a"), ("units", "1番大队"), ("to", "鹿儿岛")],
        &[],
    );
    // 1番大队 has used its 2 actions (digest B5): no longer offered.
    assert!(!t.values("march", "units").contains(&"1番大队".to_string()));
}

#[test]
fn rule_3_0_setup_candidates_are_each_accepted() {
    let g = game();
    let boxes = g.setup_candidates("saigo-box");
    assert!(!boxes.is_empty());
    for c in boxes {
        let mut setup = Setup::default();
        setup
            .options
            .insert("saigo-box".into(), Value::String(c.value.clone()));
        g.setup(&setup)
            .unwrap_or_else(|e| panic!("{} offered but refused: {e}", c.value));
    }
}

// --- Part B: issue 10, Seinan items 1–7. ---

/// Item 1.
#[test]
fn rule_8_0_1_hakata_and_kokura_must_be_held_not_merely_entered() {
    let mut t = Table::new(&[("saigo-group1-box", "波多".into())]).unwrap();
    // 小仓: Saigo and government units, the battle there not fought yet; 波多: a battle about to end.
    t.put("1番大队", "小仓");
    t.put("第1旅团", "小仓");
    t.put("第2旅团", "波多");
    t.end_phases(&["end-march"]);
    t.ok("battle", &[("at", "波多")], &[]);
    t.ok("attack", &[], &[1]);
    t.ok("attack", &[], &[6, 6]); // 第2旅团 takes both hits: gone from 波多
    assert_eq!(t.at("第2旅团"), map("本州"));
    assert!(t.st().battle.is_none());
    assert!(
        t.st().winner.is_none(),
        "小仓 still holds government units: not held (rule 8.0(1))"
    );
    // Win the battle in 小仓 and the condition is met.
    t.ok("battle", &[("at", "小仓")], &[]);
    t.ok("attack", &[], &[1]);
    t.ok("attack", &[("allocate", "第1旅团")], &[6]);
    t.ok("attack", &[], &[1]);
    t.ok("attack", &[], &[6]);
    assert_eq!(t.st().winner.as_ref().unwrap().side, Side::Saigo);
    assert_eq!(t.st().winner.as_ref().unwrap().rule, "8.0");
}

/// 13 Saigo units start in 鹿儿岛: 3 over the limit of 10 in the Saigo reorganisation phase.
fn over_stacked_reorganisation() -> Table {
    let mut t = Table::new(&[("stacking", true.into())]).unwrap();
    t.end_phases(&["end-march", "end-combat"]);
    t
}

/// Item 2.
#[test]
fn rule_5_0_6_only_the_excess_is_removed() {
    let mut t = over_stacked_reorganisation();
    let r = t.act(
        "remove-excess",
        &[("units", "1番大队,2番大队,3番大队,4番大队")],
        &[],
    );
    assert_eq!(rule_of(r), "5.0(6)");
    assert_eq!(t.at("4番大队"), map("鹿儿岛"), "refused as a whole");
    // Counted as removals happen: 2, then 1 more, then none.
    t.ok("remove-excess", &[("units", "1番大队,2番大队")], &[]);
    assert_eq!(
        t.values("remove-excess", "units").len(),
        10,
        "still 1 over: the 10 battalions are candidates"
    );
    t.ok("remove-excess", &[("units", "3番大队")], &[]);
    assert_eq!(
        rule_of(t.act("remove-excess", &[("units", "4番大队")], &[])),
        "5.0(6)"
    );
    t.ok("end-turn", &[], &[]);
}

/// Item 3.
#[test]
fn rule_5_0_6_stacking_is_checked_after_replacement() {
    let mut t = over_stacked_reorganisation();
    // Pool of 3: replacement (7.0(3)) comes before the stacking check.
    for u in ["10番大队", "11番大队", "12番大队"] {
        t.edit(|s| s.unit_mut(u).unwrap().place = Place::Pool);
    }
    assert_eq!(t.st().in_box("鹿儿岛", Side::Saigo).count(), 10);
    t.ok(
        "replace",
        &[("keep", "10番大队"), ("remove", "11番大队")],
        &[],
    );
    // Now 11 in 鹿儿岛, pool of 1: remove the one unit over.
    assert_eq!(t.st().pool().len(), 1);
    t.ok("remove-excess", &[("units", "10番大队")], &[]);
    // The removed unit went to the pool (2 there now) but replacement is over: no loop.
    assert_eq!(t.st().pool().len(), 2);
    assert_eq!(
        rule_of(t.act(
            "replace",
            &[("keep", "10番大队"), ("remove", "12番大队")],
            &[]
        )),
        "7.0"
    );
    t.ok("end-turn", &[], &[]);
    assert_eq!(
        t.at("12番大队"),
        Place::Pool,
        "not removed for good by a loop"
    );
}

/// Item 3, the order the other way: removing first ends replacement for the phase.
#[test]
fn rule_7_0_replacement_comes_before_the_stacking_check() {
    let mut t = over_stacked_reorganisation();
    t.edit(|s| s.unit_mut("12番大队").unwrap().place = Place::Pool);
    t.ok("remove-excess", &[("units", "1番大队,2番大队")], &[]);
    assert_eq!(t.st().pool().len(), 3);
    assert_eq!(
        rule_of(t.act(
            "replace",
            &[("keep", "1番大队"), ("remove", "2番大队")],
            &[]
        )),
        "7.0"
    );
    t.ok("end-turn", &[], &[]);
}

/// Item 4.
#[test]
fn rule_2_4_4_and_3_0_setup_refuses_impossible_boxes() {
    let refused = |k: &str, v: Value| match Table::new(&[(k, v)]) {
        Err(e) => e.rule().map(String::from).unwrap_or_else(|| e.to_string()),
        Ok(_) => "accepted".into(),
    };
    assert_eq!(refused("saigo-box", "本州".into()), "2.4");
    assert_eq!(refused("saigo-group1-box", "熊本城".into()), "3.0");
    assert_eq!(refused("saigo-group1-box", "久留米".into()), "3.0");
    assert_eq!(refused("saigo-placement", "6番大队=本州".into()), "2.4");
    let both = Table::new(&[
        ("saigo-group1-box", "波多".into()),
        ("saigo-box", "小仓".into()),
    ]);
    assert_eq!(
        both.err().and_then(|e| e.rule().map(String::from)),
        Some("8.0".into())
    );
    assert!(matches!(
        Table::new(&[("saigo-placement", "熊本镇台=熊本".into())]),
        Err(RuleError::Input { field, .. }) if field == "saigo-placement"
    ));
    assert!(matches!(
        Table::new(&[("saigo-box", "江户".into())]),
        Err(RuleError::Input { field, .. }) if field == "saigo-box"
    ));
}

/// Item 4, decision on 3.0(2) 任意: each Saigo unit may be placed on its own.
#[test]
fn rule_3_0_2_saigo_units_may_be_placed_one_by_one() {
    let t = Table::new(&[
        ("saigo-group1-box", "熊本".into()),
        (
            "saigo-placement",
            Value::String("6番大队=八代,西乡隆盛=人吉".into()),
        ),
    ])
    .unwrap();
    assert_eq!(t.at("6番大队"), map("八代"));
    assert_eq!(t.at("7番大队"), map("熊本"));
    assert_eq!(t.at("西乡隆盛"), map("人吉"));
    assert_eq!(t.at("1番大队"), map("鹿儿岛"));
}

/// Item 5.
#[test]
fn rule_6_4_2_partial_retreat_leaves_the_rest_fighting() {
    let mut t = field_battle();
    t.ok("attack", &[], &[1]); // government misses
    // Saigo step: only 7番大队 retreats to 八代; 6番大队 and 熊本士族… stay and fight on.
    t.ok("retreat", &[("moves", "7番大队=八代")], &[]);
    assert_eq!(t.at("7番大队"), map("八代"));
    assert_eq!(t.at("6番大队"), map("熊本"));
    let b = t.st().battle.as_ref().expect("the battle goes on");
    assert_eq!((b.round, b.step), (2, Step::NonPhasing));
    assert!(t.log.iter().any(|l| l.contains("6.4②")), "{:?}", t.log);
    // The whole side as the quick choice.
    t.ok("attack", &[], &[1]);
    t.ok("retreat", &[("to", "八代")], &[]);
    assert_eq!(t.at("6番大队"), map("八代"));
    assert!(t.st().battle.is_none());
    // A retreat must name somewhere to go.
    let mut u = field_battle();
    assert!(
        matches!(u.act("retreat", &[], &[]), Err(RuleError::Input { field, .. }) if field == "to")
    );
}

/// Item 6.
#[test]
fn rule_6_3_and_6_4_retreat_refuses_what_it_used_to_ignore() {
    let mut t = field_battle();
    t.ok("attack", &[], &[1]);
    // Saigo retreating: an enemy unit and a unit not in the battle in `moves`.
    assert_eq!(
        rule_of(t.act("retreat", &[("moves", "步兵第14连队=八代")], &[])),
        "6.3"
    );
    assert_eq!(
        rule_of(t.act("retreat", &[("moves", "1番大队=八代")], &[])),
        "6.3"
    );
    // evict-to and breakout-unit without the breakout.
    assert_eq!(
        rule_of(t.act("retreat", &[("to", "八代"), ("evict-to", "八代")], &[])),
        "6.4"
    );
    assert_eq!(
        rule_of(t.act(
            "retreat",
            &[("to", "八代"), ("breakout-unit", "6番大队")],
            &[]
        )),
        "6.4"
    );
    // 西乡隆盛 cannot be his own companion.
    t.put("西乡隆盛", "熊本");
    assert_eq!(
        rule_of(t.act(
            "retreat",
            &[
                ("to", "八代"),
                ("breakout", "true"),
                ("breakout-unit", "西乡隆盛")
            ],
            &[]
        )),
        "6.4"
    );
    assert!(t.st().battle.is_some(), "nothing happened");
}

/// Item 6: a two-box march along a road that does not exist, past an enemy stop.
#[test]
fn rule_2_4_march_path_is_checked_in_full() {
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    t.put("第1旅团", "八代");
    t.ok("march-roll", &[], &[6]);
    // 熊本 → 八代 (enemy: the unit would stop) → 小仓: no road 八代–小仓.
    assert_eq!(
        rule_of(t.act(
            "march",
            &[("kind", "b"), ("units", "6番大队"), ("to", "八代,小仓")],
            &[]
        )),
        "2.4"
    );
    assert_eq!(t.at("6番大队"), map("熊本"));
    t.ok(
        "march",
        &[("kind", "b"), ("units", "6番大队"), ("to", "八代,鹿儿岛")],
        &[],
    );
    assert_eq!(
        t.at("6番大队"),
        map("八代"),
        "stopped by enemy units (rule 5.0(5))"
    );
}

/// Item 7: siege removals cite 9.1(2), stacking removals 5.0(6).
#[test]
fn rule_9_1_2_and_5_0_6_removals_cite_their_rule_in_the_log() {
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    t.put("6番大队", "熊本城");
    t.end_phases(&["end-march"]);
    t.ok("battle", &[("at", "熊本城")], &[]);
    t.ok("attack", &[], &[6, 1]);
    assert!(
        t.log
            .iter()
            .any(|l| l.contains("6番大队") && l.contains("rule 9.1(2)")),
        "{:?}",
        t.log
    );
    let mut u = over_stacked_reorganisation();
    u.ok("remove-excess", &[("units", "1番大队")], &[]);
    assert!(
        u.log.iter().any(|l| l.contains("rule 5.0(6)")),
        "{:?}",
        u.log
    );
}

/// Item 7: `show` prints march points only in the march phase, and says when the game is over.
#[test]
fn rule_b16_show_says_game_over_and_march_points_only_while_marching() {
    let mut t = Table::new(&[("turn-limit", 1.into())]).unwrap();
    t.ok("march-roll", &[], &[4]);
    assert!(t.g.show_text(&t.s).contains("march points"));
    t.end_phases(&["end-march"]);
    assert!(!t.g.show_text(&t.s).contains("march points"));
    t.end_phases(&[
        "end-combat",
        "end-turn",
        "end-march",
        "end-combat",
        "end-turn",
    ]);
    let show = t.g.show_text(&t.s);
    assert!(show.contains("game over"), "{show}");
    assert!(!show.contains("March phase"), "{show}");
    assert_eq!(t.g.status(&t.s).phase, "Game over");
}

fn checklist(options: &[(&str, Value)]) -> Vec<gunbai_rules::core::Msg> {
    let t = Table::new(options).unwrap();
    let mut setup = Setup::default();
    for (k, v) in options {
        setup.options.insert(k.to_string(), v.clone());
    }
    t.g.setup_checklist(&setup, &t.s)
}

/// The line of the checklist for `place` and the side `side` (in 中文), if any.
fn line_for(list: &[gunbai_rules::core::Msg], place: &str, side: &str) -> Option<String> {
    list.iter()
        .map(|t| t.render(Lang::Zh))
        .find(|l| l.starts_with(&format!("{place}：{side}")))
}

#[test]
fn rule_3_0_setup_checklist_follows_the_set_up_options() {
    let plain = checklist(&[]);
    let kago = line_for(&plain, "鹿儿岛", "西乡军").expect("the Saigo army starts in 鹿儿岛");
    assert!(
        kago.contains("6番大队") && kago.contains("7番大队"),
        "{kago}"
    );
    assert!(line_for(&plain, "熊本", "西乡军").is_none());
    // Group ① placed in 熊本 (rule 3.0(2)): its battalions are listed there, no longer in 鹿儿岛.
    let moved = checklist(&[("saigo-group1-box", "熊本".into())]);
    let kuma = line_for(&moved, "熊本", "西乡军").expect("group ① listed in 熊本");
    assert!(
        kuma.contains("6番大队") && kuma.contains("7番大队"),
        "{kuma}"
    );
    let kago = line_for(&moved, "鹿儿岛", "西乡军").expect("group ② stays in 鹿儿岛");
    assert!(
        !kago.contains("6番大队") && kago.contains("西乡隆盛"),
        "{kago}"
    );
    // Government set-up follows the state too, and the options add their own lines.
    assert!(line_for(&moved, "熊本城", "明治政府军").is_some());
    assert!(!plain.iter().any(|t| t.contains("rule 5.0(6)")));
    let opts = checklist(&[("stacking", true.into()), ("command-rule", true.into())]);
    assert!(opts.iter().any(|t| t.contains("rule 5.0(6)")));
    assert!(opts.iter().any(|t| t.contains("rule 10.1")));
    // Every line in both languages; the 中文 lines keep no English word.
    for t in moved.iter().chain(&opts) {
        let zh = t.render(Lang::Zh);
        assert!(!t.en().is_empty() && !zh.is_empty());
        assert!(
            gunbai_rules::core::text::latin_words(&zh, &[]).is_empty(),
            "{zh}"
        );
    }
}

#[test]
fn legend_names_every_symbol_both_languages() {
    let legend = game().legend();
    // The marks the Seinan panel draws on counters, the map, the battle and the victory check.
    for sym in ["☆", "★", "▼", "(中立)", "- - -", "●", "⚀", "◀", "✔ / –"] {
        assert!(
            legend.iter().any(|(s, _)| s == sym),
            "the legend does not explain {sym}"
        );
    }
    for (sym, t) in &legend {
        let zh = t.render(Lang::Zh);
        assert!(!t.en().is_empty() && !zh.is_empty(), "{sym}");
        assert_ne!(t.en(), zh, "{sym} is not translated");
        assert!(
            gunbai_rules::core::text::latin_words(&zh, &["c"]).is_empty(),
            "{sym}: {}",
            zh
        );
        assert!(
            gunbai_rules::core::text::latin_words(sym, &[]).is_empty(),
            "{sym}"
        );
    }
}

/// Issue 11 point 2 for refusals: the reasons the rules give when they forbid an action read in 中文
/// (the random play in the session tests covers prompt, status, log lines and undo hints).
#[test]
fn zh_refusal_reasons_are_translated() {
    use gunbai_rules::core::text::{Lang, latin_words};
    let mut reasons = Vec::new();
    let mut note = |r: Result<(), RuleError>| match r {
        Err(RuleError::Forbidden { reason, .. }) => reasons.push(reason),
        other => panic!("expected a rule refusal, got {other:?}"),
    };
    let mut t = Table::new(&[("saigo-group1-box", "熊本".into())]).unwrap();
    note(t.act(
        "march",
        &[("kind", "a"), ("units", "6番大队"), ("to", "八代")],
        &[],
    ));
    note(t.act("battle", &[("at", "熊本")], &[]));
    note(t.act(
        "replace",
        &[("keep", "1番大队"), ("remove", "2番大队")],
        &[],
    ));
    t.ok("march-roll", &[], &[6]);
    note(t.act("march-roll", &[], &[3]));
    note(t.act(
        "march",
        &[("kind", "a"), ("units", "第1旅团"), ("to", "八代")],
        &[],
    ));
    note(t.act(
        "march",
        &[("kind", "a"), ("units", "6番大队"), ("to", "本州")],
        &[],
    ));
    let mut f = field_battle();
    f.ok("attack", &[], &[1]);
    note(f.act("retreat", &[("moves", "步兵第14连队=八代")], &[]));
    note(f.act("retreat", &[("to", "八代"), ("evict-to", "八代")], &[]));
    note(f.act(
        "retreat",
        &[("to", "八代"), ("breakout-unit", "6番大队")],
        &[],
    ));
    note(f.act("allocate", &[("units", "1番大队")], &[]));
    assert!(reasons.len() >= 8, "{reasons:?}");
    let g = game();
    for r in &reasons {
        let zh = g.say(r, Lang::Zh);
        assert!(latin_words(&zh, &[]).is_empty(), "{r} → {zh}");
    }
}

/// Found by whole-game checks (rule 6.4①): a typed `allocate` of an attack was refused with "allocate
/// exactly N hit(s)" before the dice were committed, so the attacker learnt the roll and could retreat
/// instead. Now what the dice decide is checked after the roll (the roll stands, the hits wait for the
/// Saigo player), and a refusal before the roll names the key and says nothing about the hits.
#[test]
fn rule_6_4_1_a_typed_allocation_never_tells_the_hit_count_before_the_dice() {
    let mut t = field_battle();
    t.ok("attack", &[], &[1]);
    let before = t.s.clone();
    // One hit on a 2-step unit, but two named: the roll stands and the hit waits.
    t.ok(
        "attack",
        &[("allocate", "步兵第14连队,步兵第14连队")],
        &[4, 1],
    );
    assert_eq!(
        t.st().battle.as_ref().unwrap().pending,
        Some((Side::Government, 1))
    );
    assert!(
        t.log
            .iter()
            .any(|l| l.contains("do not match the 1 hit to allocate")),
        "{:?}",
        t.log
    );
    // Two hits, one named: no choice is left, both go on the only unit.
    t.s = before.clone();
    t.ok("attack", &[("allocate", "步兵第14连队")], &[4, 6]);
    assert_eq!(t.at("步兵第14连队"), map("本州"));
    // A unit not in the enemy stack is refused before any die, naming the key, without a hit count.
    t.s = before;
    let e = t
        .act("attack", &[("allocate", "6番大队")], &[4, 6])
        .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, message } if field == "allocate" && !message.contains("hit(s)")),
        "{e}"
    );
}

/// Found by whole-game checks: a win by the house turn limit leaves the turn marker on the limit ("1/1",
/// not "2/1"), and the win names a house rule, not a digest number.
#[test]
fn rule_8_0_turn_limit_win_reads_turn_1_of_1_and_names_the_house_rule() {
    let mut t = Table::new(&[("turn-limit", 1.into())]).unwrap();
    t.end_phases(&[
        "end-march",
        "end-combat",
        "end-turn",
        "end-march",
        "end-combat",
        "end-turn",
    ]);
    let st = t.g.status(&t.s);
    let turn = st.track.iter().find(|(k, _)| k == "Turn").unwrap();
    assert_eq!(turn.1, "1/1");
    let w = st.winner.unwrap();
    assert!(w.en().ends_with("(house rule)"), "{w}");
    assert!(!w.contains("B16"), "{w}");
    let show = t.g.show_text(&t.s);
    assert!(show.contains("game over after turn 1"), "{show}");
    assert!(!show.contains("B16"), "{show}");
    t.g.check_state(&t.s).unwrap();
}

/// Rule 5.0(6) ruling: 本州 has no stacking limit, and the players read it where the option is chosen.
#[test]
fn rule_5_0_6_honshu_stacking_exemption_is_named_as_a_ruling() {
    let help = gunbai_rules::games::seinan::setup::options()
        .into_iter()
        .find(|k| k.name == "stacking")
        .unwrap()
        .help_msg();
    let n = gunbai_rules::games::seinan::ruling::HONSHU_NO_LIMIT;
    assert!(
        help.contains(&format!("Gunbai's ruling {n}: no limit in 本州")),
        "{help}"
    );
    assert!(help.render(Lang::Zh).contains(&format!("军配裁定 {n}")));
    let t = Table::new(&[("stacking", true.into())]).unwrap();
    let lines = t.g.setup_checklist(&Setup::default(), &t.s);
    assert!(
        lines
            .iter()
            .any(|l| l.contains(&format!("Gunbai's ruling {n}: no limit in 本州"))),
        "{lines:?}"
    );
}

/// Units conserved and in a place their kind allows (rules 2.2, 2.4, 6.2, 8.0): the invariants random
/// play checks after every step, in check_state.
#[test]
fn rule_2_4_check_state_refuses_units_where_their_kind_cannot_be() {
    let t = Table::new(&[]).unwrap();
    let bad = |f: &dyn Fn(&mut State)| {
        let mut n = t.st().clone();
        f(&mut n);
        gunbai_rules::games::seinan::check::check_state(
            &gunbai_rules::games::seinan::test_data(),
            &n,
        )
        .unwrap_err()
        .to_string()
    };
    assert!(bad(&|s| s.unit_mut("6番大队").unwrap().place = map("本州")).contains("2.4"));
    assert!(bad(&|s| s.unit_mut("第1旅团").unwrap().place = Place::Pool).contains("off the map"));
    assert!(bad(&|s| s.unit_mut("西乡隆盛").unwrap().place = Place::Removed).contains("winner"));
}

/// Rule 2.0 (the counter mix), issue 23: check_state finds each counter in the mix by a hashed look-up
/// and still refuses a counter that is not in the mix, and one that is in play twice, naming it.
#[test]
fn rule_2_0_check_state_refuses_an_unknown_counter_and_a_counter_twice() {
    let t = Table::new(&[]).unwrap();
    let bad = |f: &dyn Fn(&mut State)| {
        let mut n = t.st().clone();
        f(&mut n);
        gunbai_rules::games::seinan::check::check_state(
            &gunbai_rules::games::seinan::test_data(),
            &n,
        )
        .unwrap_err()
    };
    let field = |e: &gunbai_rules::core::RuleError| match e {
        gunbai_rules::core::RuleError::Input { field, .. } => field.clone(),
        other => panic!("not an input error: {other}"),
    };
    let unknown = bad(&|s| s.units[0].id = "第99旅团".into());
    assert_eq!(field(&unknown), "units", "{unknown}");
    assert!(unknown.to_string().contains("第99旅团"), "{unknown}");
    let twice = bad(&|s| {
        let u = s.units[0].clone();
        s.units.push(u);
    });
    assert_eq!(field(&twice), "units", "{twice}");
    let first = t.st().units[0].id.clone();
    assert!(twice.to_string().contains(first.as_str()), "{twice}");
    assert!(
        gunbai_rules::games::seinan::check::check_state(
            &gunbai_rules::games::seinan::test_data(),
            t.st()
        )
        .is_ok()
    );
}

/// Issue 19 item 10 (a): a map or counter list whose names no action can type back, a road listed
/// twice, or a castle without its obstacle route is refused at load, naming the file and the entry.
#[test]
fn issue_19_rule_9_1_tables_check_refuses_what_play_could_not_use() {
    let load = |map: &str, units: &str| {
        gunbai_rules::games::seinan::data::SeinanData::load(&TableFiles::embedded(
            ID,
            &[("map.toml", map), ("units.toml", units)],
        ))
        .map(|_| ())
        .unwrap_err()
        .to_string()
    };
    let map = TABLES[0].1;
    let units = TABLES[1].1;
    let e = load(&map.replace("id = \"八代\"", "id = \"八代, south\""), units);
    assert!(
        e.contains("tables/seinan/map.toml") && e.contains("','"),
        "{e}"
    );
    let e = load(
        &format!("{map}\n[[links]]\na = \"熊本\"\nb = \"熊本城\"\nobstacle = true\n"),
        units,
    );
    assert!(e.contains("listed twice"), "{e}");
    let e = load(
        map,
        &units.replacen("id = \"6番大队\"", "id = \"6番=大队\"", 1),
    );
    assert!(
        e.contains("tables/seinan/units.toml") && e.contains("'='"),
        "{e}"
    );
}
