//! Issue 20: the words of 西国之雄 come from the catalogue in 中文, English and 日本語 — the lines the
//! issue names, and every id built at run time.

use super::*;
use gunbai_rules::core::{Lang, Msg, text::latin_words};

/// No Latin word and no untranslated id in 中文 and 日本語; the English is not empty.
fn reads_in_all_three(m: &Msg) {
    reads_in_all_three_keeping(m, &[]);
}

/// As [`reads_in_all_three`], with values a player types (`minor`) allowed as they are.
fn reads_in_all_three_keeping(m: &Msg, keep: &[&str]) {
    let en = m.en();
    assert!(
        !en.trim().is_empty() && !en.contains("saigoku"),
        "{m:?} → {en}"
    );
    for lang in [Lang::Zh, Lang::Ja] {
        let t = m.render(lang);
        assert!(
            gunbai_rules::core::msg::catalogue().has(lang, m.id().unwrap_or("-"))
                || m.id().is_none(),
            "{m:?} has no {lang:?} line"
        );
        assert!(latin_words(&t, keep).is_empty(), "{en} → {lang:?}: {t}");
        assert!(!t.contains("saigoku"), "{en} → {lang:?}: {t}");
    }
}

/// Issue 20 (c): every id built at run time (`Msg::dynamic`) — action titles, keys' labels and
/// help, procedures and their dice, options, tables, terrains, armies, ranks, victory conditions,
/// scenario notes and rulings — exists in every language and reads without Latin words in 中文 and
/// 日本語.
#[test]
fn issue_20_every_id_built_at_run_time_reads_in_three_languages() {
    let d = data();
    let mut n = 0;
    let mut check = |m: &Msg| {
        n += 1;
        for lang in Lang::ALL {
            let id = m.id().expect("a catalogue message");
            assert!(
                gunbai_rules::core::msg::catalogue().has(lang, id),
                "{id} missing in {lang:?}"
            );
        }
        // A key's help may name a value the player types (the army key `minor`, JSON fields).
        reads_in_all_three_keeping(m, &["minor", "hex", "level", "side", "rank"]);
    };
    for a in SaigokuRules.actions(&d) {
        check(&a.title);
        for k in &a.keys {
            check(&k.label_msg());
            check(&k.help_msg());
        }
    }
    for p in SaigokuRules.procedures(&d) {
        check(&p.title);
        check(&p.dice);
        for k in &p.keys {
            check(&k.label_msg());
            check(&k.help_msg());
        }
    }
    for k in SaigokuRules.setup_options(&d) {
        check(&k.label_msg());
        check(&k.help_msg());
    }
    for t in gunbai_rules::games::saigoku::data::TABLE_IDS {
        check(&gunbai_rules::games::saigoku::data::table_title(t));
    }
    for t in pr::TERRAINS {
        check(&pr::terrain_name(t));
    }
    for a in pr::ARMY_TABLES {
        check(&pr::army_table_name(a));
    }
    for r in [Rank::Busho, Rank::Taisho, Rank::Sotaisho] {
        check(&pr::rank_name(r));
    }
    for v in ["game", "historical"] {
        check(&gunbai_rules::games::saigoku::scenarios::victory_name(v));
    }
    for (note, _) in gunbai_rules::games::saigoku::scenarios::NOTES {
        check(&gunbai_rules::games::saigoku::scenarios::note(note));
    }
    for (_, r) in SaigokuRules.rulings(&d) {
        check(&r);
    }
    // Every note of the shipped scenario table has its catalogue line (a note the table gains
    // without one would show as written).
    for s in &d.scenarios {
        for note in &s.notes {
            assert!(
                gunbai_rules::games::saigoku::scenarios::note(note)
                    .id()
                    .is_some(),
                "{note}"
            );
        }
    }
    assert!(n > 300, "{n}");
}

/// Issue 20 (b): the placeholder badge and the listing name a table in one language — no
/// "补充表 大内氏 (replacement)" — and a replacement line names its table by the army, not its key.
#[test]
fn issue_20_table_names_and_replacement_lines_read_in_one_language() {
    let t = gunbai_rules::games::saigoku::data::table_title("replacement-ouchi");
    assert_eq!(t.render(Lang::Zh), "补充表（大内氏）");
    assert_eq!(t.render(Lang::Ja), "補充表（大内氏）");
    assert!(!t.render(Lang::Zh).contains("replacement"));
    let line = gunbai_rules::msg!(
        "saigoku-replacement-table-column-d-morale",
        table = pr::army_table_name("ouchi"),
        column = "本城",
        die = 1,
        value = -2,
        morale = -1,
        steps = -3,
        desertion = "yes"
    );
    reads_in_all_three(&line);
    assert!(line.render(Lang::Zh).contains("大内 表") && line.render(Lang::Zh).contains("逃散"));
    assert!(line.render(Lang::Ja).contains("大内 表") && line.render(Lang::Ja).contains("逃散"));
    assert!(line.en().ends_with("(desertion)"), "{}", line.en());
    // The listing's placeholder line names the tables in the reader's language.
    let d = data();
    let text = SaigokuRules.show_text(&d, &start("3"));
    assert!(text.render(Lang::Zh).contains("★ 占位表"));
    reads_in_all_three(&Msg::join(
        SaigokuRules
            .placeholders(&d)
            .iter()
            .map(|t| gunbai_rules::games::saigoku::data::table_title(t)),
        gunbai_rules::core::Sep::Comma,
    ));
}

/// Issue 20 (b), rule 24: a field battle's lines read whole in 中文 and 日本語 — the log line that
/// opens it and its modifiers (no button template shadowing the log line, as "Battle at {}" did).
#[test]
fn rule_24_decisive_battle_lines_read_whole_in_chinese_and_japanese() {
    let m = gunbai_rules::msg!(
        "saigoku-decisive-battle-attack",
        attackers = "毛利元就",
        defenders = "陶晴賢",
        target = "3021"
    );
    reads_in_all_three(&m);
    assert_eq!(
        m.render(Lang::Zh),
        "会战（24）：毛利元就 攻击 陶晴賢，地点 3021"
    );
    assert_eq!(
        m.render(Lang::Ja),
        "決戦（24）：毛利元就 が 3021 の 陶晴賢 を攻撃"
    );
    for who in ["attacker", "defender"] {
        let m = gunbai_rules::msg!("saigoku-inflicted-more-may-end-battle", defender = who);
        reads_in_all_three(&m);
        assert!(
            m.en().starts_with(&format!("the {who} inflicted more")),
            "{}",
            m.en()
        );
    }
    let r = gunbai_rules::msg!(
        "saigoku-modifier-of",
        part = gunbai_rules::msg!("saigoku-part-castle-fall"),
        label = gunbai_rules::msg!("saigoku-castle-refused-before-b")
    );
    reads_in_all_three(&r);
}

/// Rule 32, rule 35.6 / 36.6: the winner reads as a sentence in each language — the side's name and
/// how it won — never a side key.
#[test]
fn rule_32_winner_reads_in_three_languages() {
    let d = data();
    let s = start("3");
    for (side, historical) in [("amago", true), ("ouchi", false), ("tie", false)] {
        let w = view::winner_text(&d, &s, side, historical);
        reads_in_all_three(&w);
        assert!(
            !w.en().contains("amago") && !w.en().contains("ouchi"),
            "{}",
            w.en()
        );
    }
    assert!(
        view::winner_text(&d, &s, "amago", true)
            .render(Lang::Zh)
            .contains("历史胜利")
    );
}

/// Gunbai's rulings: numbered 1.., one line each, cited where they apply ("Gunbai's ruling N"), no
/// digest code where a player reads.
#[test]
fn rulings_are_numbered_and_never_say_digest() {
    let d = data();
    let r = SaigokuRules.rulings(&d);
    assert_eq!(r.len() as u32, gunbai_rules::games::saigoku::RULINGS);
    for (i, (n, m)) in r.iter().enumerate() {
        assert_eq!(*n as usize, i + 1);
        for lang in Lang::ALL {
            let t = m.render(lang);
            assert!(
                !t.contains("digest") && !t.contains("A2") && !t.contains("issue"),
                "{t}"
            );
        }
    }
    let en = gunbai_rules::core::msg::sources(Lang::En)
        .iter()
        .find(|(dom, _)| *dom == "saigoku")
        .map(|(_, s)| *s)
        .unwrap();
    for line in en
        .lines()
        .filter_map(|l| l.split_once(" = "))
        .map(|(_, v)| v)
    {
        for bad in ["digest", "our ruling", "本作裁定", "`"] {
            assert!(!line.contains(bad), "{bad}: {line}");
        }
    }
}

/// Issue 20, rule 15-6-3 and rule 9: the board view the panel draws gives each force's numbers as
/// formulas (strength = the sum of its units; movement points = 8 − |morale|), every castle as a
/// place, and every word of it in three languages.
#[test]
fn rule_15_6_3_the_view_gives_each_forces_numbers_and_reads_in_three_languages() {
    use gunbai_rules::core::view::Row;
    let d = data();
    let mut s = amago_phase(&d);
    s.force_mut("尼子晴久").unwrap().morale = -2;
    let v = SaigokuRules.view(&d, &s);
    let mut formulas = 0;
    let mut places = 0;
    for sec in &v.sections {
        for r in &sec.rows {
            match r {
                Row::Formula {
                    terms,
                    total,
                    label,
                    ..
                } => {
                    formulas += 1;
                    let sum: i64 = terms.iter().map(|(_, n)| n).sum();
                    assert_eq!(sum, *total, "{}", label.en());
                    if label.en() == "尼子晴久's force: movement points" {
                        assert_eq!(*total, 6);
                    }
                }
                Row::Place(_) => places += 1,
                _ => {}
            }
        }
    }
    assert!(formulas >= 2 * s.forces.len(), "{formulas}");
    assert_eq!(places, s.forces.len() + s.castles.len());
    for m in v.messages() {
        reads_in_all_three(m);
    }
}

/// Issue 21: the button of the set-up step reads "Start Inning 1", and the log of that action says
/// so — the action's own name is the neutral "next step" (not "End this step"), and its first log
/// line says what it did, in English and in 中文; the later step-endings say theirs (4-1, 29.0).
#[test]
fn issue_21_rule_4_1_the_log_of_start_inning_says_the_inning_starts_in_en_and_zh() {
    let d = data();
    let s = start("1");
    assert_eq!(s.step, Step::Setup);
    let r = SaigokuRules
        .apply(&d, &s, &ActionCall::new("advance"), &mut dice(&[]))
        .unwrap();
    let head = SaigokuRules.action_label(&d, "advance");
    let entry = |lang: Lang| -> Vec<String> {
        std::iter::once(head.render(lang))
            .chain(r.log.iter().map(|m| m.render(lang)))
            .collect()
    };
    let en = entry(Lang::En);
    let zh = entry(Lang::Zh);
    assert!(!en.iter().any(|l| l.contains("End this step")), "{en:?}");
    assert!(!zh.iter().any(|l| l.contains("结束此步骤")), "{zh:?}");
    assert!(
        en.iter().skip(1).any(|l| l.contains("Inning 1 starts")),
        "{en:?}"
    );
    assert!(
        zh.iter().skip(1).any(|l| l.contains("第 1 回合开始")),
        "{zh:?}"
    );
    reads_in_all_three(&r.log[0]);
    reads_in_all_three(&head);
    // The supply step's button starts stage 1: its log says so.
    let mut s = r.state;
    assert_eq!(s.step, Step::Supply);
    s.supply_done = true;
    let r = SaigokuRules
        .apply(&d, &s, &ActionCall::new("advance"), &mut dice(&[]))
        .unwrap();
    assert!(
        r.log[0].render(Lang::En).contains("stage 1 starts"),
        "{:?}",
        r.log
    );
    assert!(
        r.log[0].render(Lang::Zh).contains("第 1 阶段开始"),
        "{:?}",
        r.log
    );
}

/// Issue 20 (typed choices): the log of a closed choice reads in players' words, never its key —
/// the holder of 宮之尾城 by its clan's name (35.6 (2)), a hand correction by the value's name.
#[test]
fn issue_20_rule_35_6_choices_log_in_players_words_not_keys() {
    let d = data();
    let s = start("2");
    let r = SaigokuRules
        .apply(
            &d,
            &s,
            &ActionCall::new("miyanoo").with("side", "mori"),
            &mut dice(&[]),
        )
        .unwrap();
    for lang in [Lang::En, Lang::Zh, Lang::Ja] {
        let t = r.log[0].render(lang);
        assert!(t.contains("毛利氏") && !t.contains("mori"), "{lang:?}: {t}");
    }
    reads_in_all_three(&r.log[0]);
    let r = SaigokuRules
        .apply(
            &d,
            &s,
            &ActionCall::new("miyanoo").with("side", "none"),
            &mut dice(&[]),
        )
        .unwrap();
    assert!(!r.log[0].render(Lang::En).contains("none"), "{:?}", r.log);
    reads_in_all_three(&r.log[0]);
    let c = s.castles[0].hex.clone();
    let r = SaigokuRules
        .apply(
            &d,
            &s,
            &ActionCall::new("adjust")
                .with("target", c.as_str())
                .with("field", "castle-morale")
                .with("value", "-1"),
            &mut dice(&[]),
        )
        .unwrap();
    let en = r.log.last().unwrap().render(Lang::En);
    assert!(
        en.contains("castle morale") && !en.contains("castle-morale"),
        "{en}"
    );
    reads_in_all_three_keeping(r.log.last().unwrap(), &[]);
}

/// Rule 12-2-3 (the forces that may act now): the prompt names at most five, with the reader's comma
/// (", " in English, "、" in 中文 and 日本語), and counts the rest.
#[test]
fn rule_12_2_3_the_forces_that_may_act_are_listed_with_the_readers_comma() {
    let d = data();
    let mut s = start("4");
    // Set-up, the supply check and the first stage's phases, up to 大内氏's ops phase of stage 2.
    for _ in 0..12 {
        if matches!(s.step, Step::Ops { .. }) && s.stage == 2 {
            break;
        }
        let call = if s.step == Step::Supply && !s.supply_done {
            ActionCall::new("supply-check").with("unsupplied", Vec::<String>::new())
        } else {
            ActionCall::new("advance")
        };
        s = act(&d, &s, call, &[]).unwrap();
    }
    assert!(matches!(s.step, Step::Ops { .. }), "{:?}", s.step);
    let eligible = s
        .forces
        .iter()
        .filter(|f| gunbai_rules::games::saigoku::guards::can_act(&s, f))
        .count();
    assert!(eligible > 5, "only {eligible} forces may act");
    let hint = SaigokuRules.prompt(&d, &s).hints[0].clone();
    let ja = hint.render(Lang::Ja);
    let en = hint.render(Lang::En);
    assert_eq!(ja.matches('、').count(), 5, "{ja}");
    assert!(!ja.contains(", "), "{ja}");
    assert_eq!(en.matches(", ").count(), 5, "{en}");
    assert!(ja.contains(&format!("{}", eligible - 5)), "{ja}");
}

/// Rule 18-2 (the siege checks a phase owes): the castles still due are listed with the reader's
/// comma, in the prompt's hint and in the refusal to go on.
#[test]
fn rule_18_2_the_siege_checks_due_are_listed_with_the_readers_comma() {
    let d = data();
    let mut s = start("1");
    let phase = "mori".to_string();
    let ours: Vec<String> = s
        .castles
        .iter()
        .filter(|c| {
            !c.ruined
                && s.phase_armies(&phase)
                    .iter()
                    .any(|a| c.owner.as_deref() == Some(a.id.as_str()))
        })
        .map(|c| c.hex.clone())
        .take(2)
        .collect();
    assert_eq!(ours.len(), 2, "two castles of the phase");
    // Two enemy forces besieging them.
    let enemies: Vec<usize> = s
        .forces
        .iter()
        .enumerate()
        .filter(|(_, f)| s.force_army(f) != phase && s.side_of(f) != s.side_of_army(&phase))
        .map(|(i, _)| i)
        .take(2)
        .collect();
    assert_eq!(enemies.len(), 2, "two enemy forces");
    for (&i, hex) in enemies.iter().zip(&ours) {
        s.forces[i].hex = hex.clone();
        s.forces[i].garrison = false;
        s.forces[i].besieging = true;
    }
    s.lists_changed();
    assert_eq!(s.siege_checks_due(&phase), ours);
    let both = |m: &Msg| {
        let (ja, en) = (m.render(Lang::Ja), m.render(Lang::En));
        assert!(ja.contains(&format!("{}、{}", ours[0], ours[1])), "{ja}");
        assert!(en.contains(&format!("{}, {}", ours[0], ours[1])), "{en}");
    };
    s.step = Step::Ops {
        phase: phase.clone(),
    };
    let pr = SaigokuRules.prompt(&d, &s);
    let hint = pr
        .hints
        .iter()
        .find(|h| h.render(Lang::En).contains(&ours[1]))
        .expect("a hint names the castles due");
    both(hint);
    s.step = Step::SiegeChecks { phase };
    let e = act(&d, &s, ActionCall::new("advance"), &[]).unwrap_err();
    assert_eq!(e.rule(), Some("18-2"));
    both(&e.msg(&[]));
}
