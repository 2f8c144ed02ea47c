//! Issue 20: every line of Shogun a player reads is a catalogue message, in 中文, English and 日本語.
//! A whole game is played from the prompts and every message of every step is rendered in 中文 and
//! 日本語 and checked for Latin words and untranslated ids; the lines the issue names (the result strip
//! of the bids, the winner) are checked one by one; every id built at run time is rendered in all three
//! languages.

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

use gunbai_rules::core::text::{Lang, latin_words};
use gunbai_rules::core::{Msg, SeededDice, catalogue};
use gunbai_rules::games::shogun::data::EFFECTS;
use gunbai_rules::games::shogun::state::{ACTS, PHASES, SPECIALS};
use gunbai_rules::games::shogun::*;

/// Every way a message can fail a player reading `lang`: Latin words (an English leftover or a key),
/// an id shown as its words, a 中文-only form in 日本語.
fn problems(m: &Msg, lang: Lang) -> Vec<String> {
    let text = m.render(lang);
    // A commitment code is shown as it is: groups of 4 hex digits ("0788 efaf").
    let mut bad: Vec<String> = latin_words(&text, &[])
        .into_iter()
        .filter(|w| !(w.len() == 4 && w.chars().all(|c| c.is_ascii_hexdigit())))
        .collect();
    if text.contains("shogun") {
        bad.push(format!("an id: {text}"));
    }
    if lang == Lang::Ja {
        // Forms that are 中文 only (Japanese writes ルール/規則, ターン, サイコロ, 領地 …).
        for zh in ["规则", "回合", "骰子", "领地", "玩家", "计分", "没有"] {
            if text.contains(zh) {
                bad.push(format!("中文 form {zh} in: {text}"));
            }
        }
    }
    bad
}

fn assert_reads_in_zh_and_ja(what: &str, m: &Msg) {
    assert_eq!(m.unknown_id(), None, "{what}: {m:?}");
    for lang in [Lang::Zh, Lang::Ja] {
        let bad = problems(m, lang);
        assert!(
            bad.is_empty(),
            "{what} in {lang:?}: {bad:?}\n  en: {}\n  {lang:?}: {}",
            m.en(),
            m.render(lang)
        );
    }
}

/// The inputs of an action, chosen from the prompt's presets and the ruleset's candidates.
pub(super) fn inputs(
    d: &ShogunData,
    s: &State,
    name: &str,
    preset: &gunbai_rules::core::Params,
) -> ActionCall {
    let mut c = ActionCall {
        name: name.into(),
        params: preset.clone(),
    };
    let spec = ShogunRules
        .actions(d)
        .into_iter()
        .find(|a| a.name == name)
        .expect("an action of the game");
    let first = |key: &str| {
        ShogunRules
            .candidates(d, s, name, key)
            .into_iter()
            .next()
            .map(|c| c.value)
    };
    match Command::from_name(name) {
        Some(Command::Draft) => {
            c = c
                .with("card", first("card").unwrap_or_else(|| "deck".into()))
                .with(
                    "portion",
                    first("portion")
                        .and_then(|p| p.parse::<i64>().ok())
                        .unwrap_or(1),
                );
        }
        Some(Command::Plan) => {
            let who = preset
                .get("player")
                .and_then(|v| v.as_str())
                .unwrap_or_default()
                .to_string();
            let mut held = s.holdings(&who);
            let mut chests = 1;
            c = c.with("bid", "1");
            for a in ACTS {
                if let Some(p) = held.pop() {
                    c = c.with(a.key(), p);
                } else if chests < 5 {
                    chests += 1;
                    c = c.with(a.key(), "chest");
                }
            }
        }
        Some(Command::TakeSeat) => {
            c = c.with(
                "position",
                first("position")
                    .and_then(|p| p.parse::<i64>().ok())
                    .unwrap_or(1),
            );
        }
        Some(Command::War) => {
            if let Some(to) = first("to") {
                c = c.with("to", to).with("cubes", 1);
            }
        }
        _ => {}
    }
    c.params = c
        .params
        .checked(&spec.keys)
        .expect("inputs the game accepts");
    c
}

/// Plays one seeded game of `players` to its end from the prompts, handing every message a player
/// reads on the way to `seen`. Returns the final state.
pub(super) fn play(
    players: u8,
    opts: &[(&str, &str)],
    seed: u64,
    seen: &mut dyn FnMut(&str, &Msg),
) -> State {
    play_with(players, opts, seed, seen, &mut |_, _, _| {})
}

/// [`play`], handing each action's state before and after (and its name) to `on_step`.
pub(super) fn play_with(
    players: u8,
    opts: &[(&str, &str)],
    seed: u64,
    seen: &mut dyn FnMut(&str, &Msg),
    on_step: &mut dyn FnMut(&State, &State, &str),
) -> State {
    let d = test_data();
    let mut setup = Setup {
        scenario: Some("standard".into()),
        players,
        options: Default::default(),
    };
    for (k, v) in opts {
        setup.options.insert(k.to_string(), Value::from(*v));
    }
    let r = &ShogunRules;
    let mut s = r.setup(&d, &setup).unwrap();
    for m in r.setup_checklist(&d, &setup, &s) {
        seen("checklist", &m);
    }
    let mut dice = SeededDice::new(seed);
    for _ in 0..3000 {
        let pr = r.prompt(&d, &s);
        for m in pr.texts() {
            seen("prompt", m);
        }
        let st = r.status(&d, &s);
        for (k, v) in &st.track {
            seen("status track", k);
            seen("status value", v);
        }
        seen("status phase", &st.phase);
        if let Some(w) = &st.winner {
            seen("status winner", w);
        }
        seen("show", &r.show_text(&d, &s));
        for m in r.view(&d, &s).messages() {
            seen("view", m);
        }
        if s.phase == Phase::Over {
            return s;
        }
        let Some(a) = pr
            .actions
            .iter()
            .find(|a| a.blocked.is_none() && a.name != "calibrate")
        else {
            panic!("no action at {:?}", s.phase);
        };
        if let Some(h) = r.hidden_action(&d, &s, &a.name) {
            seen("hand-over", &h);
        }
        for k in r
            .actions(&d)
            .iter()
            .filter(|x| x.name == a.name)
            .flat_map(|x| x.keys.clone())
        {
            for c in r.candidates(&d, &s, &a.name, &k.name) {
                seen("candidate", &c.text());
            }
        }
        let call = inputs(&d, &s, &a.name, &a.preset);
        if let Some(Ok(odds)) = r.action_odds(&d, &s, &call) {
            for o in odds {
                if let Some(l) = &o.label {
                    seen("odds", l);
                }
            }
        }
        let applied = r
            .apply(&d, &s, &call, &mut dice)
            .unwrap_or_else(|e| panic!("{} refused at {:?}: {e}", a.name, s.phase));
        for m in &applied.log {
            seen("log", m);
        }
        if let Some(res) = &applied.resolution {
            seen("outcome", &r.outcome_text(&d, res));
            for m in &res.log {
                seen("resolution log", m);
            }
        }
        for m in r.undo_hints(&d, &s, &applied.state) {
            seen("undo", &m);
        }
        on_step(&s, &applied.state, &a.name);
        seen("action label", &r.action_label(&d, &a.name));
        s = applied.state;
    }
    panic!("the game did not end");
}

#[test]
fn issue_20_a_whole_game_reads_in_chinese_and_japanese_without_latin_or_ids() {
    for (players, opts, seed) in [
        (4, vec![], 7),
        (3, vec![("start", "draft"), ("side", "moon")], 11),
        (
            5,
            vec![("e11-adds", "true"), ("winter-peasants-once", "true")],
            23,
        ),
    ] {
        let mut count = 0;
        let mut kinds = std::collections::BTreeSet::new();
        let end = play(players, &opts, seed, &mut |what, m| {
            count += 1;
            kinds.insert(what.to_string());
            assert_reads_in_zh_and_ja(what, m);
        });
        assert_eq!(end.phase, Phase::Over);
        assert!(!end.winners.is_empty());
        // The game went through wars or revolts, scoring and the end: logs, outcomes and undo hints.
        for k in [
            "log",
            "outcome",
            "undo",
            "status winner",
            "resolution log",
            "candidate",
        ] {
            assert!(kinds.contains(k), "no {k} seen with {players} players");
        }
        assert!(count > 1000, "{count} messages");
    }
}

#[test]
fn issue_20_a_refusals_read_in_chinese_and_japanese() {
    let d = test_data();
    let r = &ShogunRules;
    let s = r
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 4,
                options: Default::default(),
            },
        )
        .unwrap();
    // Every action not allowed now says why (the guard the buttons and apply share).
    for c in gunbai_rules::games::shogun::Command::ALL {
        if let Some((_, why)) = view::blocked_command(&d, &s, c) {
            assert_reads_in_zh_and_ja("blocked", &why);
        }
    }
    let e = r
        .apply(
            &d,
            &s,
            &ActionCall::new("score-year"),
            &mut SeededDice::new(1),
        )
        .unwrap_err();
    match e {
        RuleError::Forbidden { rule, reason } => {
            assert_eq!(rule, "3.(3)");
            assert_reads_in_zh_and_ja("refusal", &reason);
        }
        other => panic!("{other:?}"),
    }
    let e = r
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 3,
                options: [("side".to_string(), Value::from("moon"))]
                    .into_iter()
                    .collect(),
            },
        )
        .unwrap_err();
    match e {
        RuleError::Forbidden { reason, .. } => {
            assert_reads_in_zh_and_ja("set-up refusal", &reason);
            assert!(reason.contains("Gunbai's ruling 14"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn issue_20_b_the_bids_result_strip_names_the_players_in_each_language() {
    // The issue's "→ 顺位 purple → yellow → red → blue": the turn order of a reveal, one language each.
    let bids = vec![
        ("purple".to_string(), war::Bid::Chest(4)),
        ("yellow".to_string(), war::Bid::Chest(3)),
        ("red".to_string(), war::Bid::Card),
        ("blue".to_string(), war::Bid::None),
    ];
    let coins = bids.iter().map(|(c, _)| (c.clone(), 10)).collect();
    let res = procedures::turn_order_res(&bids, &coins, &mut SeededDice::new(3)).unwrap();
    let strip = ShogunRules.outcome_text(&test_data(), &res);
    assert_eq!(strip.en(), "turn order purple → yellow → red → blue");
    assert_eq!(strip.render(Lang::Zh), "行动顺序 紫方 → 黄方 → 红方 → 蓝方");
    assert_eq!(strip.render(Lang::Ja), "手番順 紫 → 黄 → 赤 → 青");
    for m in &res.log {
        assert_reads_in_zh_and_ja("bids log", m);
    }
}

#[test]
fn issue_20_b_rule_4_the_winner_line_is_one_language_with_the_rulebooks_number() {
    let d = test_data();
    let mut s = ShogunRules
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 4,
                options: Default::default(),
            },
        )
        .unwrap();
    for (p, (score, coins)) in s
        .players
        .iter_mut()
        .zip([(30, 9), (30, 5), (20, 40), (12, 1)])
    {
        p.score = score;
        p.coins = coins;
    }
    s.winners = vec!["red".into()];
    s.phase = Phase::Over;
    let w = ShogunRules.status(&d, &s).winner.expect("a winner");
    assert!(w.contains("red wins") && w.contains("(rule 4)"), "{w}");
    assert!(w.render(Lang::Zh).contains("红方 获胜") && w.render(Lang::Zh).contains("规则 4"));
    assert!(w.render(Lang::Ja).contains("赤 の勝利") && w.render(Lang::Ja).contains("ルール 4"));
    assert_reads_in_zh_and_ja("winner", &w);
    // Shared victory cites Gunbai's ruling 22, not the digest's "P22".
    s.players[1].coins = 9;
    s.winners = vec!["red".into(), "yellow".into()];
    let w = ShogunRules.status(&d, &s).winner.expect("a winner");
    assert!(
        w.contains("Gunbai's ruling 22") && !w.contains("P22"),
        "{w}"
    );
    assert_reads_in_zh_and_ja("shared winner", &w);
}

#[test]
fn issue_20_rule_references_are_the_seeds_numbers_and_rulings_not_the_digests() {
    // A war's log cites seed 5.(1) and ruling 17 (the digest said "rule 7.2, P17").
    let mut seen_rules = Vec::new();
    play(4, &[], 7, &mut |_, m| seen_rules.push(m.en()));
    for line in &seen_rules {
        for digest in [
            "P1)", "P5", "P17", "P22", "P24", "P28", "P29", "digest", "rule 6 A", "rule 7.",
            "rule 8", "rule 9", "rule 10", "rule 5.5", "rule 5.6", "rule 3.9",
        ] {
            assert!(
                !line.contains(digest),
                "digest reference {digest} in: {line}"
            );
        }
    }
    assert!(seen_rules.iter().any(|l| l.contains("rule 2.(6)")));
    assert!(seen_rules.iter().any(|l| l.contains("Gunbai's ruling")));
}

#[test]
fn issue_20_c_every_id_built_at_run_time_reads_in_three_languages() {
    let d = test_data();
    let mut ids: Vec<Msg> = Vec::new();
    ids.extend(say::COLOUR_WORDS.iter().map(|c| say::colour(c)));
    ids.extend(data::REGIONS.iter().map(|r| say::region(r)));
    ids.extend(
        data::REGIONS
            .iter()
            .map(|r| Msg::dynamic(format!("shogun-region-head-{r}"))),
    );
    ids.extend((0..4).map(say::season));
    ids.extend(ACTS.iter().map(|a| say::act(*a)));
    ids.extend(
        [
            state::Building::Castle,
            state::Building::Temple,
            state::Building::Theatre,
        ]
        .into_iter()
        .map(say::building),
    );
    ids.extend(SPECIALS.iter().map(|s| say::special(*s)));
    ids.extend(PHASES.iter().map(|p| say::phase(*p)));
    ids.extend(EFFECTS.iter().map(|e| say::effect(*e)));
    ids.extend([Side::Sun, Side::Moon].into_iter().map(say::side));
    ids.extend(
        gunbai_rules::games::shogun::Command::ALL.map(gunbai_rules::games::shogun::Command::label),
    );
    ids.extend(
        [
            "invasion",
            "expansion",
            "collection-revolt",
            "winter-revolt",
        ]
        .iter()
        .map(|k| Msg::dynamic(format!("shogun-kind-{k}"))),
    );
    ids.extend(ShogunRules.rulings(&d).into_iter().map(|(_, m)| m));
    for a in ShogunRules.actions(&d) {
        ids.push(a.title.clone());
        for k in &a.keys {
            ids.push(k.label_msg());
            ids.push(k.help_msg());
        }
    }
    for k in ShogunRules.setup_options(&d) {
        ids.push(k.label_msg());
        ids.push(k.help_msg());
    }
    for p in ShogunRules.procedures(&d) {
        ids.push(p.title.clone());
        ids.push(p.dice.clone());
        for k in &p.keys {
            ids.push(k.label_msg());
            ids.push(k.help_msg());
        }
    }
    for m in &ids {
        let id = m
            .id()
            .unwrap_or_else(|| panic!("not a catalogue message: {m:?}"));
        for lang in Lang::ALL {
            assert!(catalogue().has(lang, id), "{id} is missing in {lang:?}");
            assert!(!m.render(lang).is_empty(), "{id} reads empty in {lang:?}");
        }
        assert_ne!(
            m.render(Lang::En),
            m.render(Lang::Zh),
            "{id} is not in 中文"
        );
    }
    assert!(ids.len() > 150, "{}", ids.len());
}

#[test]
fn issue_20_rulings_are_numbered_one_line_each_and_every_citation_is_listed() {
    let d = test_data();
    let rulings = ShogunRules.rulings(&d);
    let numbers: Vec<u32> = rulings.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=say::RULINGS).collect::<Vec<_>>());
    for (n, m) in &rulings {
        assert_eq!(m.id(), Some(format!("shogun-ruling-{n}").as_str()));
        for lang in Lang::ALL {
            let t = m.render(lang);
            assert!(
                !t.contains('\n') && !t.contains("shogun"),
                "{n} {lang:?}: {t}"
            );
        }
    }
    // Every ruling a line cites is one of the list.
    let src = [
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/shogun/play.rs"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/shogun/view.rs"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/shogun/setup_words.rs"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/shogun/procedures.rs"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/shogun/tower.rs"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/shogun/mod.rs"
        )),
    ]
    .concat();
    for part in src.split("ruling(").skip(1) {
        let n: String = part.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = n.parse::<u32>() {
            assert!(numbers.contains(&n), "ruling {n} is cited but not listed");
        }
    }
}

#[test]
fn issue_20_rule_1_7_the_view_carries_the_track_the_daimyo_and_every_province() {
    use gunbai_rules::core::view::Row;
    let d = test_data();
    let s = ShogunRules
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 4,
                options: Default::default(),
            },
        )
        .unwrap();
    let v = ShogunRules.view(&d, &s);
    // The year track with its length from the rules (seed 1.(7): 2 years), not from a panel.
    let year = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .find_map(|r| match r {
            Row::Track { label, value, max } if label.id() == Some("shogun-track-year") => {
                Some((*value, *max))
            }
            _ => None,
        });
    assert_eq!(year, Some((1, Some(board::YEARS))));
    // One row per daimyo with its coins.
    let table = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .find_map(|r| match r {
            Row::Table { rows, .. } if rows.len() == 4 => Some(rows.clone()),
            _ => None,
        })
        .expect("the daimyo table");
    assert_eq!(table[0][0].en(), "red");
    assert_eq!(table[0][1].en(), s.players[0].coins.to_string());
    // Every province in play is a place, named in its own script, tappable by its card name.
    let places: Vec<_> = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .filter_map(|r| match r {
            Row::Place(p) => Some(p),
            _ => None,
        })
        .collect();
    assert_eq!(places.len(), s.provinces.len());
    let yamato = places.iter().find(|p| p.name == "大和").expect("大和");
    assert_eq!(yamato.pick.as_deref(), Some("Yamato"));
    assert_eq!(yamato.owner.as_ref().map(Msg::en).as_deref(), Some("red"));
    assert_eq!(yamato.colour.as_deref(), Some(board::colour_hex("red")));
    assert_eq!(
        yamato.pieces[0].name,
        format!("×{}", s.provinces["Yamato"].cubes)
    );
    assert!(v.legend.iter().any(|(sym, _)| sym == "▲"));
    for m in v.messages() {
        assert_reads_in_zh_and_ja("view", m);
    }
}

#[test]
fn issue_20_rule_2_3_the_view_shows_a_plan_only_as_its_commitment() {
    use gunbai_rules::core::view::Row;
    let d = test_data();
    let mut s = ShogunRules
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 3,
                options: Default::default(),
            },
        )
        .unwrap();
    s.phase = Phase::Planning;
    s.plans.insert(
        "red".into(),
        state::Plan {
            bid: "4".into(),
            spaces: [(state::Act::Castle, "Suruga".to_string())]
                .into_iter()
                .collect(),
            commitment: "0123456789abcdef".into(),
        },
    );
    let v = ShogunRules.view(&d, &s);
    let lines: Vec<String> = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .filter_map(|r| match r {
            Row::Value { label, value } => Some(format!("{} {}", label.en(), value.en())),
            _ => None,
        })
        .collect();
    assert!(lines.iter().any(|l| l == "red ✔ 0123 4567"), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.starts_with("yellow … not planned")),
        "{lines:?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("Suruga") || l.contains("駿河")),
        "{lines:?}"
    );
}

#[test]
fn issue_20_rule_1_2_a_damaged_state_is_refused_in_each_language() {
    let d = test_data();
    let s = ShogunRules
        .setup(
            &d,
            &Setup {
                scenario: None,
                players: 4,
                options: Default::default(),
            },
        )
        .unwrap();
    let mut damaged = s.clone();
    damaged.players[0].supply += 5;
    match ShogunRules.check_state(&d, &damaged).unwrap_err() {
        RuleError::Input { field, message } => {
            assert_eq!(field, "players.red.supply");
            assert!(message.contains("the box has 62"), "{message}");
            assert_reads_in_zh_and_ja("check", &message);
        }
        other => panic!("{other:?}"),
    }
    let mut damaged = s;
    damaged.year = 3;
    match ShogunRules.check_state(&d, &damaged).unwrap_err() {
        RuleError::Input { message, .. } => {
            assert!(message.contains("rule 1.(7)"), "{message}");
            assert_reads_in_zh_and_ja("check", &message);
        }
        other => panic!("{other:?}"),
    }
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

/// Every catalogue id in a message, its arguments included.
fn all_ids(m: &Msg, out: &mut std::collections::BTreeSet<String>) {
    match m {
        Msg::Id { id, args } => {
            out.insert(id.to_string());
            for (_, a) in args {
                if let gunbai_rules::core::msg::Arg::Msg(x) = a {
                    all_ids(x, out);
                }
            }
        }
        Msg::Join { join, .. } => join.iter().for_each(|x| all_ids(x, out)),
        Msg::Plain(_) => {}
    }
}

/// Issue 25 (seed 5, the war's pieces): over the loaded game's `Game::table_now`, after every action of
/// whole seeded games that changed the public state, the list is not empty, reads forward in 中文,
/// English and 日本語 with no id left, and every line comes from the catalogue; wars (seed 5) placed
/// cubes and moved cards, action cards were turned (2.(6)), the tray and supplies were named.
#[test]
fn issue_25_rule_5_table_now_after_every_action_reads_forward_in_three_languages() {
    use gunbai_rules::core::ruleset::AnyState;
    use std::sync::Arc;
    let game = gunbai_rules::games::load_embedded("shogun").unwrap();
    let (mut changed, mut bad) = (0, Vec::new());
    let (mut ids, mut said) = (std::collections::BTreeSet::new(), Vec::new());
    for (players, opts, seed) in [
        (4, vec![], 7),
        (3, vec![("start", "draft"), ("side", "moon")], 11),
        (5, vec![("e11-adds", "true")], 23),
    ] {
        play_with(players, &opts, seed, &mut |_, _| {}, &mut |b, a, name| {
            let (b, a): (AnyState, AnyState) = (Arc::new(b.clone()), Arc::new(a.clone()));
            if game.public_state_json(&b) == game.public_state_json(&a) {
                return;
            }
            changed += 1;
            let now = game.table_now(&b, &a);
            if now.is_empty() {
                bad.push(format!("seed {seed}: nothing said after {name}"));
            }
            for m in &now {
                said.push(m.clone());
                for lang in [Lang::En, Lang::Zh, Lang::Ja] {
                    let text = game.say(m, lang);
                    if reads_backwards(&text) || text.contains("-now-") || text.contains("{") {
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
    for m in &said {
        assert_reads_in_zh_and_ja("on the table now", m);
        all_ids(m, &mut ids);
    }
    for want in [
        "shogun-now-thrown",
        "shogun-now-cubes-stand",
        "shogun-now-card-from-bank",
        "shogun-now-tray",
        "shogun-now-face-up",
        "shogun-now-supply-gains",
    ] {
        assert!(ids.contains(want), "{want} never said: {ids:?}");
    }
    assert!(changed > 300, "{changed} changes");
}
