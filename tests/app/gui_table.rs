//! Issue 11 ("at the table"): the GUI read by a whole group, in 中文 and English, with nothing hidden.
//! One test (or more) per point of the issue, over a small bilingual test-double ruleset, so the tests
//! check the generic GUI and not any one game's data.

#![allow(clippy::disallowed_methods)]

use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use gunbai::core::msg::Words;
use gunbai::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Lang, Loaded,
    Msg, Params, ProcedureSpec, Prompt, PromptAction, Resolution, RuleError, Ruleset, ScenarioInfo,
    Setup, Status,
};
use gunbai::gui::{GunbaiApp, Screen};
use gunbai::tables::grid::Grid;
use gunbai::tables::{TableError, TableFiles};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A tiny bilingual game: a march roll (rule 5.0), an attack with a strength (rule 6.2: hits on 4–6),
/// a hidden plan (private input of player 甲, rule 3.1), a refused action (rule 9.9), end of turn.
struct Table;

#[derive(Clone, Serialize, Deserialize, Default)]
struct St {
    turn: u32,
    /// Where group ① starts: set-up option `start` (the checklist must follow it).
    start: String,
    march: Option<u8>,
    hits: u32,
    /// Hidden until the reveal: the plan entered in private.
    plan: Option<i64>,
    /// The ruleset's commitment to that plan (the hand-over screen must show this one).
    #[serde(default)]
    seal: Option<String>,
}

const CRT: &str = r#"
id = "crt"
title = "结果表"
rule = "7.1"
row_axis = "骰子"
column_axis = "odds"
columns = ["1"]
[[rows]]
key = "1"
cells = ["-"]
[[rows]]
key = "2"
cells = ["-"]
[[rows]]
key = "3"
cells = ["丙"]
[[rows]]
key = "4"
cells = ["丁"]
[[rows]]
key = "5"
cells = ["戊"]
[[rows]]
key = "6"
cells = ["己"]
"#;

/// The double's own words, in the catalogue's form (it is not in the registry: `Ruleset::own_words`).
/// Its 日本語 is its 中文: the tests read it in English and 中文.
const ZH_WORDS: &str = "
table-start = 第1队起点
table-start-help = 第1队从哪里出发
table-strength = 进攻单位数
table-strength-help = 掷骰的颗数
table-bid = 秘密出价
table-bid-help = 只有出价的玩家能看到
table-march = 行军掷骰
table-attack = 进攻
table-plan = 计划
table-reveal = 公开计划
table-storm = 强攻城池
table-end = 结束回合
table-group-in = 第1队放在{ $town }
table-turn-marker = 回合标记放在1
table-step = 第{ $turn }回合 · 西乡军行军
table-obstacle = 障碍路线（规则 9.1）
table-player = 玩家甲
table-march-points = 行军点数 { $p }
table-hits = 命中 { $h }
table-turn = 回合
table-phase = 行军阶段
";
const WORDS: Words = Words {
    en: "
table-start = Group ① starts in
table-start-help = where group 1 starts
table-strength = Attacking units
table-strength-help = dice rolled
table-bid = Secret bid
table-bid-help = only the bidding player sees it
table-march = March roll
table-attack = Attack
table-plan = Plan
table-reveal = Reveal plans
table-storm = Storm the castle
table-end = End turn
table-group-in = Group 第1队 in { $town }
table-turn-marker = Turn marker on 1
table-step = Turn { $turn } · 西乡军 march
table-obstacle = obstacle route (rule 9.1)
table-player = Player 甲
table-march-points = { $p } march points
table-hits = { $h } hits
table-turn = Turn
table-phase = March
",
    zh: ZH_WORDS,
    ja: ZH_WORDS,
};

/// One of the double's words (an id of `WORDS`).
fn w(id: &'static str) -> Msg {
    Msg::new(id)
}

fn zh(lang: Lang, en: &str, zh: &str) -> String {
    if lang == Lang::En { en } else { zh }.to_string()
}

impl Ruleset for Table {
    type Data = Grid;
    type State = St;
    fn own_words(&self) -> Option<(&'static str, Words)> {
        Some(("table", WORDS))
    }
    fn info(&self) -> GameInfo {
        GameInfo {
            id: "table",
            title: "測試之戰",
            english: "Table test",
            min_players: 2,
            max_players: 2,
            blurb: "测试",
        }
    }
    fn load(&self, files: &TableFiles) -> Result<Grid, TableError> {
        Grid::load(files, "crt.toml")
    }
    fn procedures(&self, _: &Grid) -> Vec<ProcedureSpec> {
        vec![]
    }
    fn resolve(
        &self,
        _: &Grid,
        p: &str,
        _: &Params,
        _: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        Err(RuleError::UnknownProcedure {
            name: p.into(),
            valid: String::new(),
        })
    }
    fn scenarios(&self, _: &Grid) -> Vec<ScenarioInfo> {
        vec![ScenarioInfo {
            id: "s1".into(),
            title: gunbai::core::Msg::plain("全战役"),
            min_players: 2,
            max_players: 2,
            blurb: Default::default(),
            checklist: vec![gunbai::core::Msg::plain("第1队 in 甲镇")],
        }]
    }
    fn setup_options(&self, _: &Grid) -> Vec<KeySpec> {
        vec![
            KeySpec::choice("start", &["a", "b"], "where group 1 starts")
                .say_label(w("table-start"))
                .say_help(w("table-start-help")),
        ]
    }
    fn setup_candidates(&self, _: &Grid, key: &str) -> Vec<Candidate> {
        if key != "start" {
            return vec![];
        }
        vec![
            Candidate::new("a").label(Msg::plain("甲镇")),
            Candidate::new("b").label(Msg::plain("乙镇")),
        ]
    }
    fn setup(&self, _: &Grid, setup: &Setup) -> Result<St, RuleError> {
        Ok(St {
            turn: 1,
            start: setup
                .options
                .get("start")
                .and_then(Value::as_str)
                .unwrap_or("a")
                .to_string(),
            ..Default::default()
        })
    }
    fn setup_checklist(&self, _: &Grid, _: &Setup, s: &St) -> Vec<Msg> {
        let town = if s.start == "b" { "乙镇" } else { "甲镇" };
        vec![
            w("table-group-in").arg("town", town),
            w("table-turn-marker"),
        ]
    }
    fn actions(&self, _: &Grid) -> Vec<ActionSpec> {
        let a = |name: &str, title: &str, rule: &str, keys: Vec<KeySpec>, rolls: bool| ActionSpec {
            name: name.into(),
            title: gunbai::core::Msg::plain(title),
            rule: rule.into(),
            keys,
            rolls,
        };
        vec![
            a("march", "March roll", "5.0", vec![], true),
            a(
                "attack",
                "Attack",
                "6.2",
                vec![
                    KeySpec::int("strength", 1, 3, "dice rolled")
                        .say_label(w("table-strength"))
                        .say_help(w("table-strength-help")),
                ],
                true,
            ),
            a(
                "plan",
                "Plan",
                "3.1",
                vec![
                    KeySpec::int("bid", 0, 9, "secret bid")
                        .say_label(w("table-bid"))
                        .say_help(w("table-bid-help")),
                ],
                false,
            ),
            a("reveal", "Reveal plans", "3.2", vec![], false),
            a("storm", "Storm the castle", "9.9", vec![], false),
            a("end", "End turn", "4.0", vec![], false),
        ]
    }
    fn action_label(&self, _: &Grid, action: &str) -> Msg {
        w(match action {
            "march" => "table-march",
            "attack" => "table-attack",
            "plan" => "table-plan",
            "reveal" => "table-reveal",
            "storm" => "table-storm",
            _ => "table-end",
        })
    }
    fn prompt(&self, d: &Grid, s: &St) -> Prompt {
        let names = ["march", "attack", "plan", "reveal", "storm", "end"];
        Prompt {
            step: w("table-step").arg("turn", s.turn),
            hints: vec![],
            actions: names
                .iter()
                .map(|n| PromptAction::new(n, self.action_label(d, n)))
                .collect(),
        }
    }
    fn apply(
        &self,
        crt: &Grid,
        s: &St,
        a: &ActionCall,
        d: &mut dyn DiceSource,
    ) -> Result<Applied<St>, RuleError> {
        let mut s = s.clone();
        match a.name.as_str() {
            "march" => {
                let f = d.d6()?;
                let mut r = Resolution::new("table", "march");
                r.rolls.push(f);
                r.modifier("5.0", gunbai::core::Msg::plain("道路"), 1);
                r.modified_roll = Some(f as i32 + 1);
                r.set("march_points", f + 1);
                let cell = crt.lookup_clamped(f as i64, "1")?;
                r.cell(cell);
                s.march = Some(f + 1);
                let mut ap = Applied::new(s).log(gunbai::core::Msg::plain(format!("{}", f + 1)));
                ap.resolution = Some(r);
                Ok(ap)
            }
            "attack" => {
                let n = a.params.int("strength")?;
                let mut r = Resolution::new("table", "attack");
                let mut hits = 0;
                for _ in 0..n {
                    let f = d.d6()?;
                    r.rolls.push(f);
                    // rule 6.2: a hit on 4–6
                    if f >= 4 {
                        hits += 1;
                    }
                }
                r.set("hits", hits);
                s.hits += hits;
                let mut ap = Applied::new(s);
                ap.resolution = Some(r);
                Ok(ap)
            }
            "plan" => {
                let bid = a.params.int("bid")?;
                s.plan = Some(bid);
                s.seal = Some(gunbai::core::commit::commitment(
                    &format!("turn {}", s.turn),
                    &bid.to_string(),
                ));
                // The log line must not show the hidden input.
                Ok(Applied::new(s).log(gunbai::core::Msg::plain("甲 ✓")))
            }
            "reveal" => {
                let p = s.plan.unwrap_or(0);
                Ok(Applied::new(s).log(gunbai::core::Msg::plain(format!("甲: {p}"))))
            }
            // rule 9.9: the castle cannot be stormed in this test
            "storm" => Err(RuleError::forbidden(
                "9.9",
                gunbai::core::Msg::plain("城门紧闭"),
            )),
            _ => {
                s.turn += 1;
                s.march = None;
                Ok(Applied::new(s).log(gunbai::core::Msg::plain("→")))
            }
        }
    }
    fn legend(&self, _: &Grid) -> Vec<(String, Msg)> {
        vec![("- - -".into(), w("table-obstacle"))]
    }
    fn sealed_commitment(&self, _: &Grid, s: &St, call: &ActionCall) -> Option<String> {
        (call.name == "plan").then(|| s.seal.clone()).flatten()
    }
    fn hidden_action(&self, _: &Grid, _: &St, action: &str) -> Option<Msg> {
        (action == "plan").then(|| w("table-player"))
    }
    fn outcome_text(&self, _: &Grid, res: &Resolution) -> Msg {
        match res.procedure.as_str() {
            "march" => {
                let p = res.result["march_points"].as_i64().unwrap_or(0);
                w("table-march-points").arg("p", p)
            }
            _ => {
                let h = res.result["hits"].as_i64().unwrap_or(0);
                w("table-hits").arg("h", h)
            }
        }
    }
    fn status(&self, _: &Grid, s: &St) -> Status {
        Status {
            track: vec![(w("table-turn"), Msg::plain(s.turn.to_string()))],
            phase: w("table-phase"),
            winner: None,
        }
    }
    fn undo_hints(&self, _: &Grid, _: &St, _: &St) -> Vec<Msg> {
        vec![]
    }
    fn score(&self, _: &Grid, _: &St) -> Value {
        Value::Null
    }
    fn show_text(&self, _: &Grid, s: &St) -> Msg {
        Msg::plain(format!("{} · {}", s.turn, s.hits))
    }
    fn placeholders(&self, _: &Grid) -> Vec<String> {
        vec![]
    }
}

fn app(home: &std::path::Path) -> GunbaiApp {
    let files = TableFiles::embedded("table", &[("crt.toml", CRT)]);
    let g: Arc<dyn Game> = Arc::new(Loaded::new(Table, files).unwrap());
    GunbaiApp::with_loader(
        vec!["table".into()],
        Arc::new(move |id| {
            if id == "table" {
                Ok(g.clone())
            } else {
                Err(format!("unknown game '{id}'"))
            }
        }),
        home.to_path_buf(),
    )
}

fn harness_sized(app: GunbaiApp, w: f32, h: f32) -> Harness<'static, GunbaiApp> {
    crate::kit::harness(app, w, h)
}

/// Home → New session → Start → checklist (all ticked) → session screen.
fn start(h: &mut Harness<'static, GunbaiApp>) {
    h.get_by_label("▶ New session").click();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Session);
}

/// Every text on screen: labels of widgets and the values of plain labels. egui's own screen-reader
/// names of handles it draws without text (resize edges, a window's close cross) are left out.
fn texts(h: &Harness<'static, GunbaiApp>) -> Vec<String> {
    h.query_all(by().predicate(|_| true))
        .flat_map(|n| {
            let a = n.accesskit_node();
            [a.label(), a.value()]
        })
        .flatten()
        .filter(|t| !t.trim().is_empty())
        .filter(|t| !(t.starts_with("Resize ") || t == "Close window" || t == "Hide"))
        .collect()
}

/// The node is drawn inside the window (not below the fold or clipped off the right).
fn assert_on_screen(h: &Harness<'static, GunbaiApp>, label: &str, size: (f32, f32)) {
    let Some(n) = h.query_all_by_label_contains(label).next() else {
        panic!("'{label}' is not on screen");
    };
    let r = n.rect();
    assert!(
        r.min.y >= 0.0 && r.max.y <= size.1 && r.min.x >= 0.0 && r.min.x < size.0,
        "'{label}' at {r:?} is outside the {}×{} window",
        size.0,
        size.1
    );
}

const SIZES: [(f32, f32); 3] = [(1024.0, 768.0), (1280.0, 800.0), (1600.0, 1000.0)];

#[test]
fn point_1_result_and_refusal_visible_after_submit_at_three_window_sizes() {
    for size in SIZES {
        let home = tempfile::tempdir().unwrap();
        let mut h = harness_sized(app(home.path()), size.0, size.1);
        h.run();
        start(&mut h);
        // A form with an input, so the centre column is long.
        h.get_by_label("Attack").click();
        h.run();
        for f in [5, 2] {
            h.get_by_label(&f.to_string()).click();
            h.run();
        }
        // strength defaults to 1: one die used; the second face is refused (input, named)
        h.get_by_label("✔ Submit").click();
        h.run();
        assert_on_screen(&h, "✕ Not allowed:", size);
        // Clear the dice, roll with one typed face.
        h.key_press(egui::Key::Escape);
        h.run();
        h.get_by_label("4").click();
        h.run();
        h.get_by_label("✔ Submit").click();
        h.run();
        // rule 6.2: a 4 hits
        assert_on_screen(&h, "→ 1 hits", size);
        // A rule refusal names its rule, where the eye is.
        h.get_by_label("Storm the castle").click();
        h.run();
        assert_on_screen(&h, "rule 9.9: 城门紧闭", size);
    }
}

#[test]
fn point_2_setup_checklist_follows_the_setup_options() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    h.get_by_label("▶ New session").click();
    h.run();
    // The option is labelled in words and its values by name.
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Group ① starts in")
        .click();
    h.run();
    h.get_by_label("乙镇").click();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Checklist);
    h.get_by_label("Group 第1队 in 乙镇");
    assert!(
        h.query_by_label_contains("甲镇").is_none(),
        "the scenario's fixed line is not shown when the set-up moved the group"
    );
    h.get_by_label("0/2");
}

#[test]
fn point_4_a_refused_set_up_option_names_its_label_in_chinese() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.state_mut().settings.lang = Lang::Zh;
    h.run();
    h.get_by_label("▶ 新对局").click();
    h.run();
    // The options line typed by hand: a value the option does not take.
    h.state_mut().home.options_text = "start=z".into();
    h.get_by_label("▶ 开始").click();
    h.run();
    assert_ne!(h.state().screen, Screen::Checklist, "refused");
    let (msg, is_error) = h.state().message.clone().expect("a refusal");
    assert!(is_error);
    assert_eq!(msg, "第1队起点：应为 a|b 之一，实际为 z");
    h.get_by_label(&msg);
}

/// Latin-letter words in `texts` that are not allowed in 中文 mode (hex digests such as a commitment
/// `3fa9 c1d0` are numbers, not words).
fn untranslated(texts: &[String]) -> Vec<String> {
    const OK: &[&str] = &[
        "Gunbai", "Ctrl", "Shift", "Esc", "Enter", "Tab", "PDF", "QR", "mm", "A4", "Letter", "x",
        "y", "d6", "English", "UTC",
    ];
    let mut bad: Vec<String> = texts
        .iter()
        .flat_map(|t| {
            gunbai::core::text::latin_words(t, OK)
                .into_iter()
                .map(move |w| format!("{w} (in \"{t}\")"))
        })
        .collect();
    bad.sort();
    bad.dedup();
    bad
}

#[test]
fn point_4_every_screen_in_chinese_has_no_untranslated_word() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    // The check can fail: the same screen in English is full of Latin words.
    assert!(!untranslated(&texts(&h)).is_empty());
    h.get_by_label("中文").click();
    h.run();
    let mut seen: Vec<String> = texts(&h);
    h.get_by_label("▶ 新对局").click();
    h.run();
    seen.extend(texts(&h));
    h.get_by_label("▶ 开始").click();
    h.run();
    seen.extend(texts(&h));
    h.get_by_label("▶ 开始游戏").click();
    h.run();
    seen.extend(texts(&h));
    // Every action, a roll, the log, the result strip, the table display, the settings.
    h.get_by_label("进攻").click();
    h.run();
    seen.extend(texts(&h));
    h.get_by_label("4").click();
    h.run();
    h.get_by_label("✔ 提交").click();
    h.run();
    seen.extend(texts(&h));
    h.get_by_label("行军掷骰").click();
    h.run();
    h.get_by_label("⚅ 掷骰").click();
    h.run();
    seen.extend(texts(&h));
    h.get_by_label("强攻城池").click();
    h.run();
    seen.extend(texts(&h));
    h.get_by_label("↶ 撤销").click();
    h.run();
    seen.extend(texts(&h));
    h.state_mut().settings.table_display = true;
    h.state_mut().settings.open = true;
    h.run();
    seen.extend(texts(&h));
    let bad = untranslated(&seen);
    assert!(bad.is_empty(), "untranslated in 中文 mode: {bad:#?}");
}

/// Opens the attack form in 中文 and submits it with a strength the rules do not accept (7: the key takes
/// 1 to 3), as a journal or a form past its range would give it. (Drawn, the form clamps the value, so
/// the submit is the one the Submit button makes, called directly.)
fn attack_with_strength_7(h: &mut Harness<'static, GunbaiApp>, lang: Lang) {
    start(h);
    h.state_mut().settings.lang = lang;
    h.run();
    h.get_by_label(&zh(lang, "Attack", "进攻")).click();
    h.run();
    let v = h.state_mut().session.as_mut().unwrap();
    v.open
        .as_mut()
        .unwrap()
        .form
        .values
        .insert("strength".into(), gunbai::gui::form::FieldValue::Int(7));
    v.submit(false);
    h.run();
}

#[test]
fn point_4_a_refused_input_names_the_key_by_its_chinese_label_in_chinese_words() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    attack_with_strength_7(&mut h, Lang::Zh);
    // The key's label and the core's message in 中文, never the key or the English message.
    h.get_by_label("进攻单位数：应为 1 至 3 的整数，实际为 7");
    let all = texts(&h).join("\n");
    assert!(!all.contains("strength"), "the key is not shown: {all}");
    assert!(!all.contains("expected"), "the message is in 中文: {all}");
    // Two faces typed for one die, through the Submit button: the dice named in 中文.
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("进攻").click();
    h.run();
    for f in ["5", "2"] {
        h.get_by_label(f).click();
        h.run();
    }
    h.get_by_label("✔ 提交").click();
    h.run();
    h.get_by_label("骰子：输入了 2 个骰子点数，但此处只用到 1 个");
    // Nothing to redo: the session's own refusal in 中文 too.
    h.key_press(egui::Key::Escape);
    h.run();
    h.state_mut().session.as_mut().unwrap().redo();
    h.run();
    h.get_by_label("没有可以重做的行动");
}

#[test]
fn point_4_a_refused_input_in_english_names_the_label_too() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    attack_with_strength_7(&mut h, Lang::En);
    h.get_by_label("Attacking units: expected 1..=3, got 7");
}

#[test]
fn point_4_a_fields_help_reads_in_chinese_under_it_and_on_hover() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    start(&mut h);
    h.state_mut().settings.lang = Lang::Zh;
    h.run();
    h.get_by_label("进攻").click();
    h.run();
    // Under the field, in 中文; the English help is not on screen.
    h.get_by_label("掷骰的颗数");
    assert!(h.query_by_label("dice rolled").is_none());
    // On hover over the value: the help and what the key takes, in 中文.
    let hover = "掷骰的颗数（1 至 3 的整数）";
    assert!(
        h.query_by_label(hover).is_none(),
        "no tooltip before the hover"
    );
    h.get_by_role(egui::accesskit::Role::SpinButton).hover();
    h.run();
    h.get_by_label(hover);
}

#[test]
fn point_3_forms_log_and_results_use_players_words() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    start(&mut h);
    h.get_by_label("Attack").click();
    h.run();
    // The key's label, never the key.
    h.get_by_label("Attacking units");
    assert!(h.query_by_label("strength").is_none());
    h.get_by_label("+").click();
    h.run();
    for f in [6, 1] {
        h.get_by_label(&f.to_string()).click();
        h.run();
    }
    h.get_by_label("✔ Submit").click();
    h.run();
    h.get_by_label("→ 1 hits");
    let all = texts(&h).join("\n");
    assert!(
        !all.contains("strength="),
        "the log does not dump parameters"
    );
    assert!(!all.contains("hits:"), "the result is in words, not a key");
    h.get_by_label("  1  Attack · [6 1]");
}

#[test]
fn point_5_table_display_shows_the_last_result_big_in_words() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    start(&mut h);
    h.get_by_label("March roll").click();
    h.run();
    h.get_by_label("3").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    h.state_mut().settings.table_display = true;
    h.run();
    // Who rolled, the dice and the total, what happens; the turn.
    assert_eq!(h.query_all_by_label("Last result · March roll").count(), 2);
    // The die and each modifier by its label and rule, then the total.
    assert_eq!(h.query_all_by_label("[3] · +1 道路 (5.0) = 4").count(), 2);
    assert_eq!(h.query_all_by_label("→ 4 march points").count(), 2);
    assert_eq!(h.query_all_by_label("Turn 1").count(), 2);
}

fn app_roll(h: &mut Harness<'static, GunbaiApp>) {
    h.get_by_label("March roll").click();
    h.run();
    h.get_by_label("⚅ Roll").click();
    h.run();
}

fn last_app_faces(h: &Harness<'static, GunbaiApp>) -> Vec<u8> {
    let v = h.state().session.as_ref().unwrap();
    let log = v.session.log();
    log.iter()
        .rfind(|e| !e.undone)
        .map(|e| e.dice.iter().map(|d| d.face).collect())
        .unwrap_or_default()
}

#[test]
fn point_7_reroll_after_undo_is_marked_in_log_and_table_display() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    // A table that chose at set-up to roll fresh dice after every undo (issue 19: keeping them is the
    // default).
    h.get_by_label("▶ New session").click();
    h.run();
    h.get_by_label("Roll fresh dice after an undo").click();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert!(
        !h.state()
            .session
            .as_ref()
            .unwrap()
            .session
            .header
            .keep_undone_dice
    );
    app_roll(&mut h);
    assert!(h.query_by_label_contains("re-rolled after undo").is_none());
    h.get_by_label("↶ Undo").click();
    h.run();
    app_roll(&mut h);
    h.state_mut().settings.table_display = true;
    h.run();
    // In the log line, in the result strip and on the table display.
    assert_eq!(
        h.query_all_by_label_contains("re-rolled after undo")
            .count(),
        3
    );
    let v = h.state().session.as_ref().unwrap();
    let log = v.session.log();
    assert!(log[1].dice[0].app.is_some(), "a fresh app die");
}

#[test]
fn point_7_a_table_that_keeps_undone_dice_gets_the_same_faces_again() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    h.get_by_label("▶ New session").click();
    h.run();
    // Issue 19: every table keeps undone dice unless it chooses otherwise.
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert!(
        h.state()
            .session
            .as_ref()
            .unwrap()
            .session
            .header
            .keep_undone_dice
    );
    // Two app rolls, both undone: the next two rolls give the same faces, in the order rolled, and the
    // session journals them as kept dice (issue 11 point 7).
    app_roll(&mut h);
    let first = last_app_faces(&h);
    assert_eq!(first.len(), 1, "one app die rolled");
    app_roll(&mut h);
    let second = last_app_faces(&h);
    for _ in 0..2 {
        h.get_by_label("↶ Undo").click();
        h.run();
    }
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 0);
    // The tray says which faces come next.
    h.get_by_label_contains(&format!(
        "the app's next rolls use the undone dice again: {} {}",
        first[0], second[0]
    ));
    app_roll(&mut h);
    assert_eq!(
        last_app_faces(&h),
        first,
        "the first undone face comes again"
    );
    app_roll(&mut h);
    assert_eq!(last_app_faces(&h), second, "then the second");
    {
        let v = h.state().session.as_ref().unwrap();
        let log = v.session.log();
        let kept: Vec<Option<u64>> = log[2..].iter().map(|e| e.dice[0].kept).collect();
        assert_eq!(kept, vec![Some(0), Some(1)], "journaled as kept dice");
        // Kept dice are not counted twice in the dice statistics: two app dice were rolled.
        let stats = gunbai::gui::dice::dice_stats(&log);
        assert_eq!(stats.app.iter().sum::<u32>(), 2);
        assert_eq!(stats.table.iter().sum::<u32>(), 0);
    }
    assert_eq!(
        h.query_all_by_label_contains("same dice as before the undo")
            .count(),
        3,
        "both kept rolls are marked in the log, and the last one in the result strip"
    );
    // The queue is used up: the third roll is a fresh app die.
    app_roll(&mut h);
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.session.log()[4].dice[0].app, Some(2));
    // Reopened from disk, the choice is still there.
    let path = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .session
        .path
        .clone()
        .unwrap();
    let mut h2 = harness_sized(app(home.path()), 1280.0, 800.0);
    h2.state_mut().open_session(&path);
    h2.run();
    assert!(h2.state().session.as_ref().unwrap().keeps_undone_dice());
}

#[test]
fn point_7_reveal_seed_asks_first_and_is_written_in_the_session() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    start(&mut h);
    h.get_by_label("Reveal seed").click();
    h.run();
    assert!(!h.state().session.as_ref().unwrap().session.seed_revealed());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(!h.state().session.as_ref().unwrap().session.seed_revealed());
    h.get_by_label("Reveal seed").click();
    h.run();
    h.get_by_label("Show the seed").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    // Issue 19: shown before the end, the seed rolls no more dice: a new committed one takes over.
    assert_eq!(v.session.seeds().len(), 2);
    let bytes = std::fs::read(v.session.path.as_ref().unwrap()).unwrap();
    assert!(
        String::from_utf8_lossy(&bytes).contains("reveal-seed"),
        "the reveal is journaled"
    );
    assert!(String::from_utf8_lossy(&bytes).contains("\"t\":\"reseed\""));
    h.get_by_label_contains("seed revealed");
}

#[test]
fn point_9_ctrl_y_redoes_and_actions_without_inputs_submit_in_one_click() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    start(&mut h);
    h.get_by_label("End turn").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 0);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
}

#[test]
fn point_9_tab_goes_from_number_to_number_skipping_the_step_buttons() {
    use gunbai::gui::form::FormState;
    let keys = vec![
        KeySpec::int("foot", 0, 9, "units on foot").say_label(Msg::plain("Foot")),
        KeySpec::int("horse", 0, 9, "mounted units").say_label(Msg::plain("Horse")),
    ];
    let form = FormState::new(&keys, &Params::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(600.0, 300.0))
        .build_ui_state(
            |ui, f: &mut FormState| {
                f.show(ui, "tab", Lang::En);
            },
            form,
        );
    h.run();
    let fields = |h: &Harness<'_, FormState>| -> Vec<egui::Rect> {
        h.query_all(by().role(egui::accesskit::Role::SpinButton))
            .map(|n| n.rect())
            .collect()
    };
    let before = fields(&h);
    assert_eq!(before.len(), 2, "two number fields");
    // The − and + buttons still answer a click.
    assert_eq!(h.query_all(by().label("+")).count(), 2);
    h.query_all(by().role(egui::accesskit::Role::SpinButton))
        .next()
        .unwrap()
        .focus();
    h.run();
    h.key_press(egui::Key::Tab);
    h.run();
    let focused: Vec<_> = h
        .query_all(by().predicate(|n| n.is_focused()))
        .map(|n| {
            (
                n.accesskit_node().role(),
                n.accesskit_node().label(),
                n.rect(),
            )
        })
        .collect();
    assert_eq!(focused.len(), 1, "one focused widget: {focused:?}");
    let (role, label, rect) = &focused[0];
    assert_ne!(
        *role,
        egui::accesskit::Role::Button,
        "Tab stopped on a step button ({label:?}) instead of the next field"
    );
    // The second field (Horse), which sits below the first.
    assert!(
        (rect.center().y - before[1].center().y).abs() < 4.0,
        "focus went to {rect:?}, the second field is at {:?}",
        before[1]
    );
}

#[test]
fn point_9_a_fixed_player_count_shows_no_slider_and_shortcuts_are_listed() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1024.0, 768.0);
    h.run();
    h.get_by_label("▶ New session").click();
    h.run();
    assert!(
        h.query_all(by().role(egui::accesskit::Role::Slider))
            .next()
            .is_none(),
        "Players 2–2: no slider"
    );
    h.state_mut().settings.open = true;
    h.run();
    h.get_by_label_contains("Ctrl+Y");
}

#[test]
fn point_9_disabled_buttons_fade_in_the_dark_theme() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1024.0, 768.0);
    h.state_mut().settings.dark = true;
    h.run();
    start(&mut h);
    // Nothing to redo: the button is disabled, and disabled widgets are faded well below full.
    let n = h.get_by_label("↷ Redo");
    assert!(n.accesskit_node().is_disabled());
    let alpha = h.ctx.style_of(egui::Theme::Dark).visuals.disabled_alpha;
    assert!(alpha <= 0.35, "disabled alpha {alpha}");
}

#[test]
fn hidden_input_is_handed_over_committed_and_never_shown() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.run();
    start(&mut h);
    h.get_by_label("Plan").click();
    h.run();
    // Pass the screen first: no form yet, and nothing of the session behind it.
    h.get_by_label("Player 甲");
    assert!(h.query_by_label("Secret bid").is_none());
    assert!(h.query_by_label("Log").is_none());
    h.get_by_label("I have the screen: show the form").click();
    h.run();
    h.get_by_label("Secret bid");
    for _ in 0..7 {
        h.get_by_label("+").click();
        h.run();
    }
    h.get_by_label("✔ Hide and commit").click();
    h.run();
    let short = h.state().session.as_ref().unwrap().commitments[0].1.clone();
    // One hash at the table: the ruleset's own commitment, not one the screen made up.
    let seal = h.state().session.as_ref().unwrap().session.state_json()["seal"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(short, gunbai::core::commit::short(&seal));
    h.get_by_label(&format!("Commitment: {short}"));
    assert!(h.query_by_label("Secret bid").is_none(), "the form is gone");
    h.get_by_label("▶ Next").click();
    h.run();
    h.state_mut().settings.table_display = true;
    h.run();
    // The session screen, the log and the table display show the commitment, not the bid.
    let all = texts(&h);
    assert!(all.iter().any(|t| t.contains(&short)));
    assert!(
        !all.iter()
            .any(|t| t.trim() == "7" || t.contains("Secret bid") || t.trim_end().ends_with(": 7")),
        "the hidden bid 7 is not shown anywhere: {all:#?}"
    );
    h.get_by_label("  1  Plan");
    // The ruleset reveals it with its own action.
    h.state_mut().settings.table_display = false;
    h.run();
    h.get_by_label("Reveal plans").click();
    h.run();
    assert!(h.query_all_by_label_contains("甲: 7").next().is_some());
}

#[test]
fn point_12_odds_bar_chart_and_dice_statistics() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.state_mut().settings.show_odds = true;
    h.run();
    start(&mut h);
    h.get_by_label("Attack").click();
    h.run();
    // rule 6.2: one die hits on 4–6: the odds in the ruleset's words, as a chart and as numbers.
    h.get_by_label("1 hits");
    h.get_by_label("0 hits");
    assert_eq!(h.query_all_by_label("50.0%").count(), 2);
    h.get_by_label("+").click();
    h.run();
    assert_eq!(h.query_all_by_label("25.0%").count(), 2);
    // Three app dice and two table dice, then the statistics count them apart.
    h.get_by_label("⚅ Roll").click();
    h.run();
    h.get_by_label("March roll").click();
    h.run();
    h.get_by_label("⚅ Roll").click();
    h.run();
    h.get_by_label("End turn").click();
    h.run();
    h.get_by_label("March roll").click();
    h.run();
    h.key_press(egui::Key::Num6);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("Dice statistics").click();
    h.run();
    h.get_by_label("App dice: 3");
    h.get_by_label("Table dice: 1");
    assert_eq!(
        h.query_all_by_label_contains("too few dice to judge")
            .count(),
        2
    );
    h.get_by_label("1:0  2:0  3:0  4:0  5:0  6:1");
}

#[test]
fn point_10_resume_list_renames_deletes_and_fits_1024() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1024.0, 768.0);
    h.run();
    start(&mut h);
    let path = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .session
        .path
        .clone()
        .unwrap();
    h.get_by_label("◀ Home").click();
    h.run();
    // The list shows the game and scenario, not the file name; every button is inside the window.
    h.get_by_label("全战役");
    let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
    assert!(h.query_by_label_contains(&stem).is_none(), "no file name");
    for label in ["▶ Resume", "Rename", "Delete"] {
        assert!(h.get_by_label(label).rect().max.x <= 1024.0, "{label} fits");
    }
    h.get_by_label("Rename").click();
    h.run();
    let name = || (egui::accesskit::Role::TextInput, "Name");
    h.get_by_role_and_label(name().0, name().1).focus();
    h.run();
    h.get_by_role_and_label(name().0, name().1)
        .type_text("周六对局");
    h.run();
    h.get_by_label("OK").click();
    h.run();
    h.get_by_label("周六对局");
    let renamed = path.with_file_name("周六对局.gunbai");
    assert!(renamed.exists() && !path.exists());
    h.get_by_label("Delete").click();
    h.run();
    h.get_by_label("Delete this session and its backups?");
    h.get_by_label("Delete").click();
    h.run();
    assert!(!renamed.exists());
    h.get_by_label("No saved sessions yet.");
}

#[test]
fn point_10_open_and_save_as_go_through_the_file_dialogs() {
    let home = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = elsewhere.path().join("copy.gunbai");
    let mut h = harness_sized(app(home.path()), 1024.0, 768.0);
    {
        let copy = copy.clone();
        h.state_mut().dialogs = Arc::new(move |ask, _dir| match ask {
            gunbai::gui::FileAsk::SaveSessionAs(_) | gunbai::gui::FileAsk::OpenSession => {
                Some(copy.clone())
            }
            _ => None,
        });
    }
    h.run();
    start(&mut h);
    h.get_by_label("End turn").click();
    h.run();
    h.get_by_label("Save as…").click();
    h.run();
    assert!(copy.exists());
    // Play continues in the copy.
    h.get_by_label("End turn").click();
    h.run();
    let text = std::fs::read_to_string(&copy).unwrap();
    assert_eq!(
        text.lines().count(),
        3,
        "header and two actions in the copy"
    );
    h.state_mut().session = None;
    h.state_mut().screen = Screen::Home;
    h.run();
    h.get_by_label("Open file…").click();
    h.run();
    assert_eq!(h.state().screen, Screen::Session);
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 2);
    // An imported session is named as such in the list.
    assert_eq!(
        gunbai::gui::home::session_name(
            std::path::Path::new("imported-1795313861.gunbai"),
            Lang::En
        ),
        "Imported from a pack-up sheet"
    );
    assert_eq!(
        gunbai::gui::home::session_name(std::path::Path::new("seinan-1795313861.gunbai"), Lang::En),
        ""
    );
}

#[test]
fn point_11_print_preview_keeps_its_size_and_messages_stay_with_their_game() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1280.0, 800.0);
    h.state_mut().screen = Screen::Print;
    h.run();
    let x0 = h.get_by_label("Preview (first page)").rect().min.x;
    for label in ["Letter", "A4", "Letter", "A4"] {
        h.get_by_label(label).click();
        h.run();
        let x = h.get_by_label("Preview (first page)").rect().min.x;
        assert_eq!(x, x0, "the preview panel does not move or shrink");
    }
    {
        let p = &mut h.state_mut().print;
        p.status = Some(("made for the other game".into(), false));
        p.status_game = Some("other".into());
    }
    h.run();
    assert!(h.query_by_label("made for the other game").is_none());
    h.state_mut().print.status_game = Some("table".into());
    h.run();
    h.get_by_label("made for the other game");
}

/// The app over the real games (their table files), in its own data folder.
fn real_app(home: &std::path::Path) -> GunbaiApp {
    GunbaiApp::in_data_dir(home)
}

#[test]
fn point_8_seinan_map_is_a_form_checked_as_you_type_and_cells_fit_their_text() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(real_app(home.path()), 1280.0, 800.0);
    h.run();
    h.get_by_label("▦ Tables").click();
    h.run();
    h.get_by_label("西南战争").click();
    h.run();
    h.get_by_label("★ Map").click();
    h.run();
    // Towns and roads as tables with their fields in words; obstacle routes as check boxes.
    h.get_by_label_contains("Town boxes (");
    h.get_by_label_contains("Roads (");
    assert!(h.query_all_by_label("Obstacle route").count() >= 1);
    h.get_by_label("✔ the game loads with this table");
    // A road to a town that does not exist: refused as it is typed, before any save.
    {
        let st = &mut h.state_mut().tables;
        let form = st.form.as_mut().expect("the map is a form");
        let links = form.table["links"].as_array_mut().unwrap();
        links[0].as_table_mut().unwrap()["b"] = toml::Value::String("京都".into());
        st.text = Some(form.to_text());
        form.source = st.text.clone().unwrap();
    }
    h.run();
    assert!(
        h.query_by_label_contains("京都").is_some(),
        "the error names the unknown town"
    );
    assert!(
        h.query_by_label("✔ the game loads with this table")
            .is_none()
    );
    // A result grid: every cell is at least as wide as its text.
    h.get_by_label("西国之雄").click();
    h.run();
    let crt = h
        .state()
        .load("saigoku")
        .unwrap()
        .files()
        .files
        .keys()
        .find(|k| k.as_str() == "crt.toml")
        .cloned()
        .unwrap();
    h.state_mut().tables.select("saigoku", &crt);
    h.run();
    let grid = h.state().tables.grid.clone().expect("a grid");
    let longest = grid
        .rows
        .iter()
        .flat_map(|r| r.cells.iter())
        .max_by_key(|c| c.chars().count())
        .unwrap()
        .clone();
    let cell = h
        .query_all_by_value(&longest)
        .next()
        .expect("the longest cell is shown");
    assert!(
        cell.rect().width() >= 8.0 * longest.chars().count() as f32,
        "cell '{longest}' is {} px wide",
        cell.rect().width()
    );
}

#[test]
fn point_6_legend_explains_the_games_and_the_apps_symbols() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(app(home.path()), 1024.0, 768.0);
    h.run();
    start(&mut h);
    assert!(
        h.query_by_label("obstacle route (rule 9.1)").is_none(),
        "folded at first"
    );
    h.get_by_label("Legend (symbols)").click();
    h.run();
    h.get_by_label("- - -");
    h.get_by_label("obstacle route (rule 9.1)");
    h.get_by_label("a die the app rolled (seeded, verifiable)");
    h.state_mut().settings.lang = Lang::Zh;
    h.run();
    h.get_by_label("障碍路线（规则 9.1）");
}

#[test]
fn point_9_checklist_lines_break_between_names_never_inside_one() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(real_app(home.path()), 1024.0, 768.0);
    h.run();
    crate::kit::start_to_checklist(&mut h, "seinan", 2);
    // 10番大队 is one piece (with the separator after it), on one line.
    let piece = h
        .query_all(by().predicate(|_| true))
        .find(|n| {
            let a = n.accesskit_node();
            a.role() != egui::accesskit::Role::CheckBox
                && [a.label(), a.value()]
                    .into_iter()
                    .flatten()
                    .any(|t| t.starts_with("10番大队") && t.chars().count() <= 7)
        })
        .expect("10番大队 as a piece of its own");
    assert!(piece.rect().height() < 30.0, "{:?}", piece.rect());
    // The whole line is still the check box's name (clicking it ticks the item).
    let line = h
        .query_all(by().role(egui::accesskit::Role::CheckBox))
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.contains("10番大队"))
        })
        .expect("the item's check box");
    line.click();
    h.run();
    assert!(h.state().home.checklist.iter().any(|b| *b));
}

/// Issue 11 point 4 over the real games: no word in Latin letters in 中文 mode on the session screen of
/// any scenario, nor in any form its prompt opens (prompt, status, labels, state panel, forms, help).
/// `--nocapture` lists what is left when it fails. The one exception is Shogun's province cards: their
/// printed romanised name (Aki, Awa-Shikoku) is shown next to the kanji so the table can match the
/// physical card; those names are allowed, nothing else.
#[test]
fn chinese_mode_over_the_real_games_lists_untranslated_words() {
    let shogun_cards: Vec<String> = {
        let g = gunbai::games::load_embedded("shogun").unwrap();
        let l = g
            .as_any()
            .downcast_ref::<gunbai::core::Loaded<gunbai::games::shogun::ShogunRules>>()
            .unwrap();
        l.data
            .cards
            .iter()
            .flat_map(|c| {
                c.name
                    .split(|ch: char| !ch.is_ascii_alphanumeric())
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|w| !w.is_empty())
            .collect()
    };
    assert!(shogun_cards.iter().any(|w| w == "Shikoku"));
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(real_app(home.path()), 1280.0, 800.0);
    h.state_mut().settings.lang = Lang::Zh;
    h.run();
    let mut report = Vec::new();
    for id in h.state().implemented() {
        let game = h.state().load(&id).unwrap();
        for sc in game.scenarios() {
            let setup = Setup {
                scenario: Some(sc.id.clone()),
                players: sc.max_players,
                ..Default::default()
            };
            let s = gunbai::session::Session::create(game.clone(), setup, Some(1), None).unwrap();
            {
                let a = h.state_mut();
                a.session = Some(gunbai::gui::session_view::SessionView::new(s));
                a.screen = Screen::Session;
            }
            h.run();
            let mut seen = texts(&h);
            let prompt = game.prompt(h.state().session.as_ref().unwrap().session.state());
            for a in prompt.actions.iter().filter(|a| a.blocked.is_none()) {
                h.state_mut()
                    .session
                    .as_mut()
                    .unwrap()
                    .open_action(&a.name, &a.label, &a.preset);
                h.run();
                seen.extend(texts(&h));
            }
            // An example of what to type, in 「…」 (`red:3,green:1`: the colours a command line takes), is
            // input syntax, not a sentence.
            let seen: Vec<String> = seen
                .iter()
                .map(|t| {
                    let mut out = String::new();
                    let mut quoted = false;
                    for c in t.chars() {
                        match c {
                            '「' => quoted = true,
                            '」' => quoted = false,
                            _ if !quoted => out.push(c),
                            _ => {}
                        }
                    }
                    out
                })
                .collect();
            for w in untranslated(&seen) {
                let word = w.split(' ').next().unwrap_or_default();
                // A card name, whole or cut short by the board's narrow column ("Awa-Shi…").
                let card = shogun_cards
                    .iter()
                    .any(|c| c == word || (w.contains('…') && c.starts_with(word)));
                if id == "shogun" && card {
                    continue;
                }
                report.push(format!("{id} · {}: {w}", sc.id));
            }
        }
    }
    report.sort();
    report.dedup();
    for r in &report {
        println!("{r}");
    }
    assert!(report.is_empty(), "{} untranslated words", report.len());
}

/// The home screen over the real games in 中文: every game card's description is in 中文 (names and
/// rule numbers aside).
#[test]
fn point_4_home_screen_of_the_real_games_in_chinese_has_no_untranslated_word() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness_sized(real_app(home.path()), 1280.0, 1000.0);
    h.state_mut().settings.lang = Lang::Zh;
    h.run();
    let bad = untranslated(&texts(&h));
    assert!(bad.is_empty(), "{bad:#?}");
    // It reads the cards: the Seinan card's words are there.
    h.get_by_label_contains("熊本城");
}
