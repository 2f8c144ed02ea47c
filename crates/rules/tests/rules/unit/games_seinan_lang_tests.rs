//! Issue 20: every word of Seinan comes from the catalogue, in 中文, English and 日本語. A whole game is
//! played from the prompts and every message it shows (prompt, buttons, refusals, status, log lines,
//! results, die notes, modifiers, undo hints, pick-lists, the listing) is checked: a catalogue message
//! (never English written in Rust), known in all three languages, rendered in 中文 and 日本語 with no
//! English word and no id or argument left over.

use std::collections::BTreeSet;
use std::sync::Arc;

use serde_json::Value;

use gunbai_rules::core::msg::{Arg, catalogue};
use gunbai_rules::core::ruleset::AnyState;
use gunbai_rules::core::text::latin_words;
use gunbai_rules::core::{
    ActionCall, Game, Lang, Loaded, ManualDice, Msg, RuleError, SeededDice, Setup,
};
use gunbai_rules::games::seinan::state::{Place, Side, State, WinReason, Winner};
use gunbai_rules::games::seinan::{ID, SeinanRules, TABLES};
use gunbai_rules::tables::TableFiles;

fn game() -> Arc<dyn Game> {
    Arc::new(Loaded::new(SeinanRules, TableFiles::embedded(ID, TABLES)).unwrap())
}

/// The march actions keep the letters rule 5.0 gives them (a, b, c) in every language.
const KEEP: [&str; 3] = ["a", "b", "c"];

/// Words of a 中文 screen that Japanese writes differently: none may show in 日本語.
const CHINESE_ONLY: [&str; 8] = [
    "规则",
    "回合",
    "骰子",
    "单位",
    "战斗",
    "结束",
    "玩家",
    "补充池",
];

/// What went wrong with the messages seen, one line per problem (so one run lists them all).
#[derive(Default)]
struct Checker {
    problems: BTreeSet<String>,
    seen: usize,
}

impl Checker {
    fn check(&mut self, m: &Msg, what: &str) {
        self.seen += 1;
        self.walk(m, what);
        for lang in [Lang::Zh, Lang::Ja] {
            let text = m.render(lang);
            let latin = latin_words(&text, &KEEP);
            if !latin.is_empty() {
                self.problems
                    .insert(format!("{what} [{lang:?}] English {latin:?}: {text}"));
            }
            if text.contains("seinan-") || text.contains("{$") || text.contains("{ $") {
                self.problems
                    .insert(format!("{what} [{lang:?}] id or argument left: {text}"));
            }
        }
        let ja = m.render(Lang::Ja);
        for w in CHINESE_ONLY {
            if ja.contains(w) {
                self.problems
                    .insert(format!("{what} [Ja] Chinese form {w}: {ja}"));
            }
        }
    }

    /// Every part of a message is a catalogue message known in all three languages, or a name shown
    /// as it is; never English written in Rust.
    fn walk(&mut self, m: &Msg, what: &str) {
        match m {
            Msg::Id { id, args } => {
                for lang in Lang::ALL {
                    if !catalogue().has(lang, id) {
                        self.problems
                            .insert(format!("{what}: {id} missing in {lang:?}"));
                    }
                }
                for (_, a) in args {
                    if let Arg::Msg(inner) = a {
                        self.walk(inner, what);
                    }
                }
            }
            Msg::Join { join, .. } => join.iter().for_each(|x| self.walk(x, what)),
            Msg::Plain(_) => {}
        }
    }

    fn error(&mut self, e: &RuleError, what: &str) {
        match e {
            RuleError::Forbidden { reason, .. } => self.check(reason, what),
            // A missing input is refused by the core's key parsing before the game sees the call
            // ("missing; expected text", core/params.rs): the core's words, not this game's.
            RuleError::Input { message, .. } if message.starts_with("missing; expected") => {}
            RuleError::Input { message, .. } => self.check(message, what),
            _ => {}
        }
    }

    fn state(&mut self, g: &dyn Game, s: &AnyState) {
        let p = g.prompt(s);
        self.check(&p.step, "prompt step");
        for h in &p.hints {
            self.check(h, "prompt hint");
        }
        for a in &p.actions {
            self.check(&a.label, "button");
            if let Some((_, why)) = &a.blocked {
                self.check(why, "blocked reason");
            }
            for spec in g.actions() {
                if spec.name != a.name {
                    continue;
                }
                for k in &spec.keys {
                    for c in g.candidates(s, &a.name, &k.name) {
                        self.check(&c.text(), "candidate");
                    }
                }
            }
        }
        for m in g.view(s).messages() {
            self.check(m, "board view");
        }
        let st = g.status(s);
        for (k, v) in &st.track {
            self.check(k, "status track");
            self.check(v, "status value");
        }
        self.check(&st.phase, "status phase");
        if let Some(w) = &st.winner {
            self.check(w, "status winner");
        }
    }

    fn assert_clean(self, at_least: usize) {
        assert!(
            self.seen >= at_least,
            "only {} messages were seen",
            self.seen
        );
        assert!(
            self.problems.is_empty(),
            "{} problems:\n{}",
            self.problems.len(),
            self.problems.into_iter().collect::<Vec<_>>().join("\n")
        );
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick(&mut self, v: &[String]) -> String {
        if v.is_empty() {
            String::new()
        } else {
            v[self.below(v.len())].clone()
        }
    }
}

fn values(g: &dyn Game, s: &AnyState, action: &str, key: &str) -> Vec<String> {
    g.candidates(s, action, key)
        .into_iter()
        .map(|c| c.value)
        .collect()
}

/// Inputs for one try of `name`, from the ruleset's own candidates (sometimes wrong on purpose, so
/// refusals are seen too).
fn inputs(g: &dyn Game, s: &AnyState, name: &str, r: &mut Rng) -> ActionCall {
    let mut c = ActionCall::new(name);
    let list = |v: Vec<String>| Value::from(v);
    match name {
        "march" => {
            let kind = ["a", "a", "b", "c"][r.below(4)];
            let units = values(g, s, name, "units");
            let to = values(g, s, name, "to");
            let mut u = vec![r.pick(&units)];
            if kind == "a" && r.below(2) == 0 {
                u.push(r.pick(&units));
            }
            let steps = if kind == "b" { 2 } else { 1 };
            let t: Vec<String> = (0..steps).map(|_| r.pick(&to)).collect();
            c = c
                .with("kind", kind)
                .with("units", list(u))
                .with("to", list(t));
        }
        "battle" => c = c.with("at", r.pick(&values(g, s, name, "at"))),
        "allocate" => {
            let st = s.downcast_ref::<State>().unwrap();
            let n =
                gunbai_rules::games::seinan::actions::hits_to_allocate(st).map_or(1, |(_, n)| n);
            let units = values(g, s, name, "units");
            let v: Vec<String> = (0..n).map(|_| r.pick(&units)).collect();
            c = c.with("units", list(v));
        }
        "retreat" => {
            if r.below(3) == 0 {
                let moves = values(g, s, name, "moves");
                let v: Vec<String> = (0..2).map(|_| r.pick(&moves)).collect();
                c = c.with("moves", list(v));
            } else {
                c = c.with("to", r.pick(&values(g, s, name, "to")));
            }
            let bu = values(g, s, name, "breakout-unit");
            if !bu.is_empty() && r.below(3) == 0 {
                c = c.with("breakout", true).with("breakout-unit", r.pick(&bu));
            }
        }
        "replace" => {
            let pool = values(g, s, name, "keep");
            c = c.with("keep", r.pick(&pool)).with("remove", r.pick(&pool));
        }
        "attack" if r.below(3) == 0 => {
            let units = values(g, s, name, "allocate");
            let v: Vec<String> = (0..=r.below(3)).map(|_| r.pick(&units)).collect();
            c = c.with("allocate", list(v));
        }
        "remove-excess" => {
            c = c.with("units", list(vec![r.pick(&values(g, s, name, "units"))]));
        }
        _ => {}
    }
    c
}

/// Plays one seeded game to its end (turn limit 3), checking every message on the way.
fn play(seed: u64, ch: &mut Checker) -> AnyState {
    play_with(seed, ch, &mut |_, _, _| {})
}

/// [`play`], handing each accepted action's state before and after (and its name) to `step`.
fn play_with(
    seed: u64,
    ch: &mut Checker,
    on_step: &mut dyn FnMut(&AnyState, &AnyState, &str),
) -> AnyState {
    let g = game();
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut setup = Setup::default();
    setup.options.insert("turn-limit".into(), 3.into());
    setup
        .options
        .insert("stacking".into(), (r.below(2) == 0).into());
    setup
        .options
        .insert("command-rule".into(), (r.below(2) == 0).into());
    let mut s = g.setup(&setup).unwrap();
    for m in g.setup_checklist(&setup, &s) {
        ch.check(&m, "set-up checklist");
    }
    let mut dice = SeededDice::new(seed);
    for step in 0..800 {
        ch.state(g.as_ref(), &s);
        if step % 25 == 0 {
            ch.check(&g.show_text(&s), "listing");
        }
        if g.status(&s).winner.is_some() {
            break;
        }
        let legal: Vec<String> = g
            .prompt(&s)
            .actions
            .iter()
            .filter(|a| a.blocked.is_none())
            .map(|a| a.name.clone())
            .collect();
        // A blocked action is refused in words too.
        if r.below(8) == 0 {
            let all: Vec<String> = g.actions().into_iter().map(|a| a.name).collect();
            let name = r.pick(&all);
            if let Err(e) = g.apply(&s, &ActionCall::new(&name), &mut dice) {
                ch.error(&e, "refusal");
            }
        }
        if legal.is_empty() {
            break;
        }
        let name = r.pick(&legal);
        let call = inputs(g.as_ref(), &s, &name, &mut r);
        if let Some(Ok(odds)) = g.action_odds(&s, &call) {
            for o in odds {
                if let Some(l) = &o.label {
                    ch.check(l, "odds");
                }
            }
        }
        match g.apply(&s, &call, &mut dice) {
            Ok(a) => {
                for l in &a.log {
                    ch.check(l, "log line");
                }
                if let Some(res) = &a.resolution {
                    ch.check(&g.outcome_text(res), "outcome");
                    for n in g.die_notes(res) {
                        ch.check(&n.note, "die note");
                    }
                    for m in &res.modifiers {
                        ch.check(&m.label, "modifier");
                    }
                    for l in &res.log {
                        ch.check(l, "result log");
                    }
                }
                for h in g.undo_hints(&s, &a.state) {
                    ch.check(&h, "undo hint");
                }
                on_step(&s, &a.state, &name);
                s = a.state;
            }
            Err(e) => ch.error(&e, "refusal"),
        }
    }
    ch.check(&g.show_text(&s), "listing at the end");
    s
}

#[test]
fn issue_20_every_message_of_played_games_reads_in_zh_and_ja() {
    let g = game();
    let mut ch = Checker::default();
    let mut won = 0;
    for seed in 0..12u64 {
        let s = play(seed, &mut ch);
        won += usize::from(g.status(&s).winner.is_some());
    }
    assert!(won > 0, "some game reached its end");
    // The words around the game: actions, procedures, set-up options, scenario, legend, rulings.
    for a in g.actions() {
        ch.check(&a.title, "action title");
        ch.check(&g.action_label(&a.name), "action label");
        for k in &a.keys {
            ch.check(&k.label_msg(), "key label");
            ch.check(&k.help_msg(), "key help");
        }
    }
    for p in g.procedures() {
        ch.check(&p.title, "procedure title");
        ch.check(&p.dice, "procedure dice");
        for k in &p.keys {
            ch.check(&k.label_msg(), "procedure key label");
            ch.check(&k.help_msg(), "procedure key help");
        }
    }
    for k in g.setup_options() {
        ch.check(&k.label_msg(), "set-up option label");
        ch.check(&k.help_msg(), "set-up option help");
    }
    for sc in g.scenarios() {
        ch.check(&sc.title, "scenario title");
        ch.check(&sc.blurb, "scenario blurb");
        for l in &sc.checklist {
            ch.check(l, "scenario checklist");
        }
    }
    for (_, m) in g.legend() {
        ch.check(&m, "legend");
    }
    for (_, m) in g.rulings() {
        ch.check(&m, "ruling");
    }
    ch.assert_clean(3000);
}

/// The checker finds what it is for: an id no catalogue has, and English words in 中文 and 日本語.
#[test]
fn issue_20_the_checker_catches_english() {
    let mut ch = Checker::default();
    ch.check(&Msg::dynamic("seinan-no-such-line".into()), "unknown");
    ch.check(&Msg::plain("Battle at 熊本 begins"), "english");
    ch.check(&gunbai_rules::msg!("core-ruling", n = 1), "ok");
    assert!(
        ch.problems.iter().any(|p| p.starts_with("unknown")),
        "{:?}",
        ch.problems
    );
    assert!(
        ch.problems.iter().any(|p| p.starts_with("english")),
        "{:?}",
        ch.problems
    );
    assert!(!ch.problems.iter().any(|p| p.starts_with("ok")));
    let mut ch = Checker::default();
    ch.check(&gunbai_rules::msg!("seinan-ruling-1"), "ok");
    assert!(ch.problems.is_empty(), "{:?}", ch.problems);
}

fn state_of(s: &AnyState) -> &State {
    s.downcast_ref::<State>().unwrap()
}

/// Issue 20, first bullet: the government wins by removing 西乡隆盛 (rule 8.0(3)). The top bar, the
/// prompt, the log and the listing read in one language each — no "wins" or "was removed" in 中文.
#[test]
fn rule_8_0_3_the_government_win_by_removing_saigo_takamori_reads_in_zh_and_ja() {
    let g = game();
    let mut s = g.setup(&Setup::default()).unwrap();
    let call = |name: &str, kv: &[(&str, &str)]| {
        let mut c = ActionCall::new(name);
        for (k, v) in kv {
            let v: Value = if v.contains(',') {
                Value::from(v.split(',').map(String::from).collect::<Vec<_>>())
            } else {
                Value::from(*v)
            };
            c.params.insert(k, v);
        }
        c
    };
    let mut log: Vec<Msg> = Vec::new();
    for (name, kv, dice) in [
        ("march-roll", vec![], vec![6]),
        (
            "march",
            vec![("kind", "b"), ("units", "西乡隆盛"), ("to", "八代,熊本")],
            vec![],
        ),
        (
            "march",
            vec![("kind", "c"), ("units", "西乡隆盛"), ("to", "熊本城")],
            vec![],
        ),
        ("end-march", vec![], vec![]),
        ("battle", vec![("at", "熊本城")], vec![]),
        ("attack", vec![], vec![6, 1]),
    ] {
        let mut d = ManualDice::new(dice).unwrap();
        let a = g.apply(&s, &call(name, &kv), &mut d).unwrap();
        log.extend(a.log);
        s = a.state;
    }
    let w = state_of(&s).winner.clone().expect("the government won");
    assert_eq!(w.side, Side::Government);
    assert_eq!(w.reason, WinReason::TakamoriRemoved);
    let top = g.status(&s).winner.unwrap();
    assert_eq!(
        top.render(Lang::Zh),
        "明治政府军 胜：西乡隆盛已被移出游戏（规则 8.0）"
    );
    assert_eq!(
        top.render(Lang::Ja),
        "明治政府軍の勝利：西乡隆盛がゲームから取り除かれた（ルール 8.0）"
    );
    assert_eq!(
        top.en(),
        "明治政府军 wins: 西乡隆盛 was removed from the game (rule 8.0)"
    );
    let mut ch = Checker::default();
    ch.state(g.as_ref(), &s);
    for l in &log {
        ch.check(l, "log line");
    }
    ch.check(&g.show_text(&s), "listing");
    ch.assert_clean(10);
}

/// Issue 20, first bullet: a field battle at 熊本 logs "熊本 之战开始", not the button's words, and the
/// button reads otherwise ("在 熊本 开战"): the two are different messages, not templates that shadow.
#[test]
fn rule_6_1_a_field_battle_at_kumamoto_logs_in_zh_and_ja() {
    let g = game();
    let mut setup = Setup::default();
    setup
        .options
        .insert("saigo-group1-box".into(), "熊本".into());
    let mut s = g.setup(&setup).unwrap();
    // A government unit marches into 熊本 on its own turn: place it there directly.
    let mut st = state_of(&s).clone();
    st.player = Side::Government;
    st.phase = gunbai_rules::games::seinan::Phase::Combat;
    let gov = st
        .units
        .iter_mut()
        .find(|u| u.side() == Some(Side::Government) && u.at() == Some("熊本城"))
        .unwrap();
    gov.place = Place::Map("熊本".into());
    s = Arc::new(st);
    let p = g.prompt(&s);
    let button = p
        .actions
        .iter()
        .find(|a| a.name == "battle" && a.blocked.is_none())
        .expect("a battle to start");
    assert_eq!(button.label.render(Lang::Zh), "在 熊本 开战");
    assert_eq!(button.label.render(Lang::Ja), "熊本 で戦闘");
    let mut d = ManualDice::new([]).unwrap();
    let a = g
        .apply(&s, &ActionCall::new("battle").with("at", "熊本"), &mut d)
        .unwrap();
    assert_eq!(a.log[0].render(Lang::Zh), "熊本 之战开始（规则 6.1）");
    assert_eq!(
        a.log[0].render(Lang::Ja),
        "熊本 の戦闘が始まる（ルール 6.1）"
    );
    assert_eq!(a.log[0].en(), "Battle at 熊本 begins (rule 6.1)");
    let mut ch = Checker::default();
    ch.state(g.as_ref(), &a.state);
    ch.check(&g.show_text(&a.state), "listing");
    ch.assert_clean(10);
}

/// Saves of format 2 stored the win reason as an English sentence: they still load, as the reason
/// they meant, so they read in every language; words that are none of Gunbai's show as stored.
#[test]
fn rule_8_0_old_saves_with_an_english_win_reason_still_load() {
    let old = |reason: &str, rule: &str| -> Winner {
        serde_json::from_value(serde_json::json!({
            "side": "government", "reason": reason, "rule": rule
        }))
        .unwrap()
    };
    assert_eq!(
        old("西乡隆盛 was removed from the game", "8.0").reason,
        WinReason::TakamoriRemoved
    );
    assert_eq!(
        old("Saigo units hold 熊本城", "8.0").reason,
        WinReason::HoldsCastle
    );
    assert_eq!(
        old("Saigo units hold both 波多 and 小仓", "8.0").reason,
        WinReason::HoldsBoth
    );
    let w = old("the turn limit (5) was reached", "house rule (digest B16)");
    assert_eq!(w.reason, WinReason::TurnLimit(5));
    assert_eq!(
        w.say().render(Lang::Zh),
        "明治政府军 胜：已到回合上限（5）（自定规则）"
    );
    let other = old("the players agreed", "8.0");
    assert_eq!(
        other.reason,
        WinReason::Recorded("the players agreed".into())
    );
    // New saves store the reason as data and read it back the same.
    for r in [
        WinReason::TakamoriRemoved,
        WinReason::HoldsCastle,
        WinReason::HoldsBoth,
        WinReason::TurnLimit(7),
    ] {
        let v = serde_json::to_value(&r).unwrap();
        assert!(!v.to_string().contains(' '), "{v}");
        assert_eq!(serde_json::from_value::<WinReason>(v).unwrap(), r);
    }
}

/// The ids built at run time (`seinan-ruling-N`): every one the game lists renders in all three
/// languages, and the catalogue has no ruling the game does not list.
#[test]
fn issue_20_every_ruling_renders_in_three_languages() {
    let g = game();
    let rulings = g.rulings();
    assert_eq!(
        rulings.len() as u32,
        gunbai_rules::games::seinan::ruling::LAST
    );
    for (i, (n, m)) in rulings.iter().enumerate() {
        assert_eq!(*n, i as u32 + 1, "numbered 1..");
        for lang in Lang::ALL {
            let id = m.id().unwrap();
            assert!(catalogue().has(lang, id), "{id} in {lang:?}");
            assert!(!m.render(lang).contains("seinan-"), "{id}");
        }
    }
    let en = gunbai_rules::core::msg::sources(Lang::En)
        .iter()
        .find(|(d, _)| *d == "seinan")
        .unwrap()
        .1;
    let listed = en
        .lines()
        .filter(|l| l.starts_with("seinan-ruling-"))
        .count();
    assert_eq!(listed, rulings.len());
    // Where a ruling is cited, it reads as Gunbai's ruling N, never the digest's numbering.
    let e = g
        .apply(
            &g.setup(&Setup::default()).unwrap(),
            &ActionCall::new("end-march"),
            &mut ManualDice::new([]).unwrap(),
        )
        .and_then(|a| {
            let mut st = state_of(&a.state).clone();
            st.phase = gunbai_rules::games::seinan::Phase::Combat;
            let gov = st
                .units
                .iter_mut()
                .find(|u| u.side() == Some(Side::Government))
                .unwrap();
            gov.place = Place::Map("鹿儿岛".into());
            let s: AnyState = Arc::new(st);
            g.apply(
                &s,
                &ActionCall::new("end-combat"),
                &mut ManualDice::new([]).unwrap(),
            )
        })
        .unwrap_err();
    let RuleError::Forbidden { reason, .. } = e else {
        panic!("{e:?}")
    };
    let n = gunbai_rules::games::seinan::ruling::FIGHT_ALL;
    assert!(reason.contains(&format!("Gunbai's ruling {n}")), "{reason}");
    assert!(reason.render(Lang::Zh).contains(&format!("军配裁定 {n}")));
    assert!(reason.render(Lang::Ja).contains(&format!("軍配裁定 {n}")));
    assert!(!reason.contains("digest"));
}

/// Issue 20: the board view carries the numbers the panel used to restate — march actions per unit
/// (rule 5.0), the hit faces (rule 6.2), the dice of the attack — read from the rules, not written twice.
#[test]
fn rule_5_0_and_6_2_the_board_view_carries_the_rules_numbers() {
    use gunbai_rules::core::view::Row;
    let g = game();
    let mut setup = Setup::default();
    setup
        .options
        .insert("saigo-group1-box".into(), "熊本".into());
    let s = g.setup(&setup).unwrap();
    let mut st = state_of(&s).clone();
    st.phase = gunbai_rules::games::seinan::Phase::Combat;
    st.unit_mut("6番大队").unwrap().place = Place::Map("熊本城".into());
    let s: AnyState = Arc::new(st);
    let a = g
        .apply(
            &s,
            &ActionCall::new("battle").with("at", "熊本城"),
            &mut ManualDice::new([]).unwrap(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let v = g.view(&a.state);
    let lines: Vec<String> = v.messages().iter().map(|m| m.en()).collect();
    let all = lines.join("\n");
    let per_unit = gunbai_rules::games::seinan::actions::MARCHES_PER_UNIT;
    assert!(
        all.contains(&format!("at most {per_unit} march actions per unit")),
        "{all}"
    );
    let (lo, hi) = gunbai_rules::games::seinan::board::hit_faces();
    assert_eq!((lo, hi), (4, 6));
    assert!(all.contains("each die of 4–6 is a hit (rule 6.2)"), "{all}");
    assert!(all.contains("Siege of 熊本城"), "{all}");
    // The attack's dice: the government's rolling units in 熊本城, as a formula with its number.
    let dice = gunbai_rules::games::seinan::actions::attack_dice(state_of(&a.state))
        .unwrap()
        .1;
    let formula = v
        .sections
        .iter()
        .flat_map(|s| &s.rows)
        .find_map(|r| match r {
            Row::Formula { total, rule, .. } => Some((*total, rule.clone())),
            _ => None,
        })
        .expect("the dice formula");
    assert_eq!(formula, (i64::from(dice), Some("6.2".to_string())));
    // The map: every town a place with its position and its pick value, obstacle routes dashed.
    let map = v
        .sections
        .iter()
        .flat_map(|s| &s.rows)
        .find_map(|r| match r {
            Row::Map { places, links } => Some((places, links)),
            _ => None,
        })
        .expect("the map");
    assert!(map.0.iter().all(|p| p.at.is_some() && p.pick.is_some()));
    assert!(
        map.1
            .iter()
            .any(|l| l.style == gunbai_rules::core::view::LinkStyle::Dashed)
    );
    let battle_box = map.0.iter().find(|p| p.name == "熊本城").unwrap();
    assert_eq!(
        battle_box.colour.as_deref(),
        Some(gunbai_rules::games::seinan::board::BATTLE_COLOUR)
    );
}

/// The odds of a procedure run without a session (`gunbai resolve seinan march --odds`) read in the
/// players' words, not as result keys: "2 march points" / "2 行军点", and the attack's "2 hits".
#[test]
fn rule_5_0_and_6_2_procedure_odds_are_worded() {
    let g = game();
    let march = g.odds("march", &gunbai_rules::core::Params::new()).unwrap();
    let two = march
        .iter()
        .find(|o| o.outcome == "march_points=2")
        .unwrap();
    assert_eq!(two.label.as_ref().unwrap().render(Lang::Zh), "2 行军点");
    assert_eq!(
        two.label.as_ref().unwrap().render(Lang::Ja),
        "行軍ポイント 2"
    );
    let attack = g
        .odds(
            "attack",
            &gunbai_rules::core::Params::new()
                .with("units", 3)
                .with("kumamoto-siege", false),
        )
        .unwrap();
    let mut ch = Checker::default();
    for o in march.iter().chain(&attack) {
        ch.check(o.label.as_ref().expect("worded"), "procedure odds");
    }
    assert_eq!(attack[2].label.as_ref().unwrap().en(), "2 hits");
    // Five march outcomes (2..=6 points) and four attack outcomes (0..=3 hits).
    ch.assert_clean(9);
}

/// Words that tell the table to undo something ("put … back"): an "on the table now" line must never
/// read backwards (issue 25).
fn reads_backwards(text: &str) -> bool {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == "back" || w == "again")
        || ["放回", "归回", "翻回", "移回", "恢复", "戻"]
            .iter()
            .any(|w| text.contains(w))
}

/// Issue 25, "tell the table what to do with its pieces": over the loaded game's `Game::table_now`,
/// after every action of seeded games that changed the public state, the list is not empty, reads
/// forward in 中文, English and 日本語 and every line comes from the catalogue; the games marched
/// (rule 5.0), reorganised (7.0) and moved the track (4.0).
#[test]
fn issue_25_rule_5_0_table_now_after_every_action_reads_forward_in_three_languages() {
    let g = game();
    let mut ch = Checker::default();
    let (mut changed, mut bad) = (0, Vec::new());
    let mut names = BTreeSet::new();
    let (mut ids, mut said) = (BTreeSet::new(), Vec::new());
    for seed in 0..12u64 {
        play_with(seed, &mut ch, &mut |b, a, name| {
            if g.public_state_json(b) == g.public_state_json(a) {
                return;
            }
            changed += 1;
            names.insert(name.to_string());
            let now = g.table_now(b, a);
            if now.is_empty() {
                bad.push(format!("seed {seed}: nothing said after {name}"));
            }
            for m in &now {
                said.push(m.clone());
                if let Some(id) = m.id() {
                    ids.insert(id.to_string());
                }
                for lang in [Lang::En, Lang::Zh, Lang::Ja] {
                    let text = g.say(m, lang);
                    if reads_backwards(&text) || text.contains("-now-") || text.contains("-undo-") {
                        bad.push(format!("seed {seed} {name} {}: {text}", lang.code()));
                    }
                }
            }
        });
    }
    assert!(
        bad.is_empty(),
        "{} lines: {:#?}",
        bad.len(),
        &bad[..bad.len().min(20)]
    );
    // Every line is a catalogue message, read in 中文 and 日本語 with no English or id left.
    ch.problems.clear();
    for m in &said {
        ch.check(m, "on the table now");
    }
    assert!(ch.problems.is_empty(), "{:#?}", ch.problems);
    use gunbai_rules::games::seinan::actions::Action;
    for want in [Action::March, Action::Replace, Action::EndTurn].map(Action::name) {
        assert!(
            names.contains(want),
            "{want} never changed the table: {names:?}"
        );
    }
    for want in ["seinan-now-move", "seinan-now-track", "seinan-now-points"] {
        assert!(ids.contains(want), "{want} never said: {ids:?}");
    }
    assert!(changed > 200, "{changed} changes");
}
