//! Issue 20 (the tables' words in every language), issue 25 (Saigoku 10: pick-lists that follow the
//! inputs entered so far) and issue 21 (the heading of the start stage once the supply check is made).

use super::*;
use gunbai_rules::core::{Lang, TableWords, text::latin_words};
use gunbai_rules::games::saigoku::data::TABLE_IDS;

/// Every shipped table as the game loads it, with its words.
fn shipped_words() -> Vec<(String, TableWords)> {
    let g = game();
    TABLE_IDS
        .iter()
        .map(|id| {
            let (_, grid) = Grid::find(g.files(), id).expect("a shipped table");
            (id.to_string(), g.grid_words(&grid))
        })
        .collect()
}

/// Issue 20: the 中文 and 日本語 title, note and axis names of every Saigoku table come from the
/// catalogue and have no Latin word (rule numbers and the result letters A–H stay).
#[test]
fn issue_20_every_table_title_note_and_axis_reads_in_chinese_and_japanese() {
    let words = shipped_words();
    assert_eq!(words.len(), TABLE_IDS.len());
    for (id, w) in &words {
        let note = w.note.clone().expect("every shipped table has a note");
        for m in [&w.title, &note, &w.rows, &w.columns] {
            let key = m
                .id()
                .unwrap_or_else(|| panic!("{id}: {m:?} is not from the catalogue"));
            for lang in Lang::ALL {
                assert!(
                    gunbai_rules::core::msg::catalogue().has(lang, key),
                    "{key} missing in {lang:?}"
                );
            }
            let en = m.en();
            assert!(
                !en.trim().is_empty() && !en.contains("saigoku"),
                "{id}: {en}"
            );
            for lang in [Lang::Zh, Lang::Ja] {
                let t = m.render(lang);
                assert!(latin_words(&t, &[]).is_empty(), "{id} {lang:?}: {t}");
                assert!(!t.contains("saigoku"), "{id} {lang:?}: {t}");
                assert_ne!(t, en, "{id} {lang:?}: not translated");
            }
        }
    }
    // The words of the tables' columns, row keys and cells (`morale -1`), each from the catalogue.
    let labels = &words[0].1.labels;
    assert!(labels.len() >= gunbai_rules::games::saigoku::data::TABLE_WORDS.len());
    for (id, m) in labels {
        let key = m
            .id()
            .unwrap_or_else(|| panic!("{id}: {m:?} is not from the catalogue"));
        for lang in Lang::ALL {
            assert!(
                gunbai_rules::core::msg::catalogue().has(lang, key),
                "{key} missing in {lang:?}"
            );
        }
        for lang in [Lang::Zh, Lang::Ja] {
            let t = m.render(lang);
            assert!(latin_words(&t, &[]).is_empty(), "{id} {lang:?}: {t}");
        }
    }
    let w = &words.iter().find(|(id, _)| id == "siege").unwrap().1;
    let say = |m: &gunbai_rules::core::Msg| m.render(Lang::Zh);
    assert_eq!(
        w.cell("morale -1, durability -1", &say),
        "士气 -1, 耐久度 -1"
    );
    assert_eq!(w.cell("hand: 3 steps", &say), "手动处理: 3 steps");
    // The file's own English words are not what a 中文 or 日本語 reader gets.
    let g = game();
    let (_, crt) = Grid::find(g.files(), "crt").unwrap();
    let w = g.grid_words(&crt);
    assert_ne!(w.rows.render(Lang::Zh), crt.row_axis);
    assert_ne!(w.columns.render(Lang::Ja), crt.column_axis);
    assert_eq!(
        g.table_title("crt").map(|t| t.render(Lang::Zh)),
        Some("战斗结果表".to_string())
    );
    // A table the game does not ship has no words of the game's: the front ends show the id.
    assert!(g.table_words("my-own-table").is_none());
    assert!(g.table_title("my-own-table").is_none());
}

/// The players' copy of a table: a title (or note, or axis) they changed is shown as they wrote it;
/// a copy that only changed cells keeps the game's words in every language.
#[test]
fn issue_20_a_title_the_players_changed_wins_and_an_unchanged_one_is_translated() {
    let entry = gunbai_rules::games::entry("saigoku").unwrap();
    let shipped = TableFiles::embedded("saigoku", TABLES);
    let crt = shipped.text("crt.toml").unwrap().text.clone();
    let user = gunbai_rules::tables::Origin::User("/tmp/crt.toml".into());

    // Only the cells changed: the game's words.
    let mut files = shipped.clone();
    files.put("crt.toml", crt.replacen("\"-\"", "\"1\"", 1), user.clone());
    let g = entry.load_files(files).unwrap();
    assert!(g.files().is_user("crt.toml"));
    let t = g.table_title("crt").unwrap();
    assert_eq!(t.render(Lang::Zh), "战斗结果表");
    assert_eq!(t.render(Lang::Ja), "戦闘結果表");

    // The title changed: theirs, in every language; the axes they left alone stay translated.
    let mut files = shipped.clone();
    let title_line = crt.lines().find(|l| l.starts_with("title =")).unwrap();
    files.put(
        "crt.toml",
        crt.replacen(title_line, "title = \"我们的战斗表 (house CRT)\"", 1),
        user,
    );
    let g = entry.load_files(files).unwrap();
    let t = g.table_title("crt").unwrap();
    assert_eq!(t.render(Lang::Zh), "我们的战斗表 (house CRT)");
    assert_eq!(t.render(Lang::En), "我们的战斗表 (house CRT)");
    let (_, grid) = Grid::find(g.files(), "crt").unwrap();
    let w = g.grid_words(&grid);
    assert_eq!(w.rows.render(Lang::Zh), "修正后的骰点");
    assert!(w.note.unwrap().id().is_some());
}

/// 尼子晴久 in 3419 next to 毛利元就 (with 熊谷信直) in 3318, in the 尼子氏 ops phase.
fn facing(d: &SaigokuData) -> State {
    let mut s = amago_phase(d);
    for (force, to) in [
        ("尼子晴久", "3419"),
        ("毛利元就", "3318"),
        ("熊谷信直", "3318"),
    ] {
        s = go(
            d,
            &s,
            ActionCall::new("relocate")
                .with("force", force)
                .with("to", to),
            &[],
        );
    }
    s
}

fn values(c: Vec<gunbai_rules::core::Candidate>) -> Vec<String> {
    let mut v: Vec<String> = c.into_iter().map(|c| c.value).collect();
    v.sort();
    v
}

/// Issue 25 (Saigoku 10), 24-1-3: the defenders of a decisive battle are the forces in the target
/// hex, so the pick-list follows the target chosen in the form; 24-1-2: the attackers stand with the
/// chosen 总大将. Nothing chosen yet: every force that may be picked.
#[test]
fn rule_24_1_3_the_defenders_pick_list_follows_the_chosen_target() {
    let d = data();
    let s = facing(&d);
    let given = |k: &str, v: &str| Params::new().with(k, v);
    let defenders =
        |p: &Params| values(SaigokuRules.candidates_given(&d, &s, "battle", "defenders", p));
    let all = defenders(&Params::new());
    assert_eq!(all, vec!["毛利元就".to_string(), "熊谷信直".to_string()]);
    assert_eq!(defenders(&given("target", "3318")), all);
    // Another hex than the defenders': none of them.
    assert!(defenders(&given("target", "3420")).is_empty());
    // A blank target narrows nothing.
    assert_eq!(defenders(&given("target", " ")), all);
    // 24-1-2: the attackers with the chosen 总大将.
    let attackers = values(SaigokuRules.candidates_given(
        &d,
        &s,
        "battle",
        "attackers",
        &given("force", "尼子晴久"),
    ));
    assert!(attackers.contains(&"尼子晴久".to_string()), "{attackers:?}");
    for a in &attackers {
        assert_eq!(s.force(a).unwrap().hex, "3419", "{a}");
    }

    // The same through the object-safe face (`--help-action`, the form): the keys given so far.
    let g = game();
    let any: gunbai_rules::core::ruleset::AnyState = std::sync::Arc::new(s.clone());
    let listed = |target: &str| {
        let help = gunbai_rules::core::describe_action(
            g.as_ref(),
            &any,
            "battle",
            &given("target", target),
        )
        .unwrap();
        let k = help.keys.iter().find(|k| k.name == "defenders").unwrap();
        values(k.candidates.clone())
    };
    assert_eq!(listed("3318"), all);
    assert!(listed("3420").is_empty());
}

/// Issue 21 point 7, 11-3-1: once the supply-line check of the Inning is made, the heading (prompt,
/// status, board) no longer asks for it: it says it is done and that stage 1 comes next.
#[test]
fn rule_11_3_1_the_heading_says_the_supply_check_is_made_once_it_is() {
    let d = data();
    let s = go(&d, &start("4"), ActionCall::new("advance"), &[]);
    assert_eq!(s.step, Step::Supply);
    let before = view::prompt(&d, &s).step;
    assert_eq!(before.id(), Some("saigoku-inning-start-stage-supply-line"));
    let s = go(&d, &s, ActionCall::new("supply-check"), &[]);
    assert_eq!(s.step, Step::Supply, "the step waits for stage 1");
    let after = view::prompt(&d, &s).step;
    assert_ne!(after.en(), before.en());
    assert_eq!(view::status(&d, &s).phase.en(), after.en());
    for lang in Lang::ALL {
        let t = after.render(lang);
        assert!(t.contains('1'), "{lang:?}: {t}");
        assert_ne!(t, before.render(lang));
    }
    assert!(after.render(Lang::Zh).contains("已完成"));
    // The board shows the same step.
    let board = SaigokuRules.view(&d, &s);
    let shown = format!("{board:?}");
    assert!(
        shown.contains("saigoku-inning-start-stage-supply-done"),
        "{shown}"
    );
}
