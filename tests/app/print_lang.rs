//! Issue 20: a player aid, a counter sheet, a card sheet and a pack-up sheet print in 中文, English and
//! 日本語; every printed word of print comes from its catalogue (`locales/*/print.ftl`) or the game's
//! messages; the aid ends with the appendix of Gunbai's rulings; CJK fonts are embedded.

use gunbai::core::{ActionCall, Game, Lang, Msg, Setup, text::latin_words};
use gunbai::games;
use gunbai::print::pdf::{Doc, Footer};
use gunbai::print::{self, Paper, PrintOptions, What, aid};
use gunbai::session::Session;
use gunbai_rules::msg;

use crate::common;

fn opts(lang: Lang) -> PrintOptions {
    PrintOptions {
        date: "2026-11-26".into(),
        lang,
        ..Default::default()
    }
}

/// The page text with its whitespace removed, and the Latin words of the page (as printed, before
/// the whitespace goes).
fn text_of(g: &dyn Game, what: What, s: Option<&Session>, lang: Lang) -> (String, Vec<String>) {
    let pdf = print::render(g, what, s, &opts(lang))
        .unwrap_or_else(|e| panic!("{} {what} {lang:?}: {e}", g.info().id));
    let (pages, fonts, sizes, text) = common::inspect(&pdf);
    assert!(pages >= 1);
    // The CJK font is embedded (a subset), whatever the language.
    assert!(
        fonts
            .iter()
            .any(|f| f.contains("WenQuanYi") || f.contains("wqy"))
            || !sizes.is_empty(),
        "{what} {lang:?}: no embedded font ({fonts:?})"
    );
    (common::compact(&text), latin_words(&text, &[]))
}

/// A catalogue message in `lang`, without spaces (as `common::compact` leaves the PDF's text).
fn said(m: Msg, lang: Lang) -> String {
    common::compact(&m.render(lang))
}

fn session(id: &str) -> Session {
    let g = games::load_embedded(id).unwrap();
    let info = g.info();
    let setup = Setup {
        scenario: g.scenarios().first().map(|s| s.id.clone()),
        players: info.min_players.max(2),
        ..Default::default()
    };
    Session::create(g, setup, Some(7), None).expect("a session starts")
}

#[test]
fn issue_20_aids_print_in_every_language_with_no_latin_words_in_zh_and_ja() {
    for id in ["seinan", "tenka", "shogun"] {
        let g = games::load_embedded(id).unwrap();
        let mut seen = Vec::new();
        for lang in Lang::ALL {
            let (text, bad) = text_of(g.as_ref(), What::Aid, None, lang);
            // The heading and a section title from the print catalogue, in this language.
            let heading = said(
                msg!(
                    "print-aid-heading",
                    english = if lang == Lang::En {
                        g.info().english
                    } else {
                        ""
                    }
                ),
                lang,
            );
            assert!(
                text.contains(&heading),
                "{id} {lang:?}: heading '{heading}'"
            );
            let section = said(
                match id {
                    "seinan" => msg!("print-seinan-march"),
                    "tenka" => msg!("print-tenka-alliances"),
                    _ => msg!("print-shogun-winter"),
                },
                lang,
            );
            assert!(
                text.contains(&section),
                "{id} {lang:?}: section '{section}'"
            );
            if lang != Lang::En {
                assert!(
                    bad.is_empty(),
                    "{id} aid in {lang:?} has Latin words: {bad:?}"
                );
            }
            seen.push(text);
        }
        // Three different texts: nothing fell back to one language.
        assert_ne!(seen[0], seen[1], "{id}: 中文 and English aids are the same");
        assert_ne!(
            seen[1], seen[2],
            "{id}: English and 日本語 aids are the same"
        );
        assert_ne!(seen[0], seen[2], "{id}: 中文 and 日本語 aids are the same");
    }
}

#[test]
fn issue_20_japanese_aids_use_japanese_forms_not_chinese_ones() {
    for id in ["seinan", "tenka", "shogun"] {
        let g = games::load_embedded(id).unwrap();
        let (text, _) = text_of(g.as_ref(), What::Aid, None, Lang::Ja);
        // Words whose Japanese form differs (a name from the game's data may still use them, so
        // only words no name of these games contains).
        for zh in ["规则", "回合", "胜者", "玩家", "骰子", "阶段"] {
            assert!(!text.contains(zh), "{id} aid in 日本語 has '{zh}'");
        }
        assert!(text.contains("ルール"), "{id}: rule numbers read ルール");
    }
}

#[test]
fn issue_20_counter_sheets_print_in_every_language() {
    for id in ["seinan", "tenka"] {
        let g = games::load_embedded(id).unwrap();
        for lang in Lang::ALL {
            let (text, bad) = text_of(g.as_ref(), What::Counters, None, lang);
            let cut = said(msg!("print-sheet-cut-lines"), lang);
            assert!(text.contains(&cut), "{id} {lang:?}: heading lacks '{cut}'");
            let legend_word = said(
                if id == "seinan" {
                    msg!("print-seinan-m-battle")
                } else {
                    msg!("print-tenka-troop")
                },
                lang,
            );
            assert!(
                text.contains(&legend_word),
                "{id} {lang:?}: counters lack '{legend_word}'"
            );
            if lang != Lang::En {
                assert!(bad.is_empty(), "{id} counters in {lang:?}: {bad:?}");
            }
        }
    }
}

#[test]
fn issue_20_card_sheets_print_in_every_language() {
    for (id, word) in [
        ("shogun", msg!("print-shogun-act-rice")),
        ("sekigahara", msg!("print-sekigahara-card-back")),
    ] {
        let g = games::load_embedded(id).unwrap();
        for lang in Lang::ALL {
            let (text, bad) = text_of(g.as_ref(), What::Cards, None, lang);
            let cut = said(msg!("print-sheet-cut-lines"), lang);
            assert!(text.contains(&cut), "{id} {lang:?}: heading lacks '{cut}'");
            let w = said(word.clone(), lang);
            assert!(text.contains(&w), "{id} {lang:?}: cards lack '{w}'");
            if lang != Lang::En {
                assert!(bad.is_empty(), "{id} cards in {lang:?}: {bad:?}");
            }
        }
    }
}

#[test]
fn issue_20_packup_sheets_print_in_every_language() {
    for id in ["seinan", "tenka"] {
        let g = games::load_embedded(id).unwrap();
        let mut s = session(id);
        // One action so the log heading prints.
        let first = g.prompt(s.state()).actions.first().map(|a| a.name.clone());
        if let Some(name) = first {
            let _ = s.act(ActionCall::new(&name), &[], true);
        }
        for lang in Lang::ALL {
            let (text, bad) = text_of(g.as_ref(), What::Packup, Some(&s), lang);
            for m in [
                msg!("print-packup-tracks"),
                msg!("print-packup-table"),
                msg!("print-packup-title", title = g.info().title),
            ] {
                let w = said(m, lang);
                assert!(text.contains(&w), "{id} {lang:?}: pack-up lacks '{w}'");
            }
            if lang != Lang::En {
                assert!(bad.is_empty(), "{id} pack-up in {lang:?}: {bad:?}");
                // Print's own English never shows.
                for en in [
                    "Turntracks",
                    "Torestore",
                    "Tablestate",
                    "pack-upsheet",
                    "Actionsplayed",
                ] {
                    assert!(!text.contains(en), "{id} pack-up in {lang:?} has '{en}'");
                }
            }
        }
    }
}

#[test]
fn issue_20_the_aid_ends_with_gunbais_rulings_numbered_as_on_screen() {
    let info = games::load_embedded("seinan").unwrap().info();
    for lang in Lang::ALL {
        let mut doc = Doc::new(
            "t",
            Paper::A4,
            Footer {
                game: String::new(),
                scenario: None,
                date: String::new(),
                brand: String::new(),
            },
            0,
        )
        .unwrap();
        let rulings = vec![(1, "甲乙丙丁".to_string()), (7, "戊己庚辛".to_string())];
        aid::render(
            &mut doc,
            &info,
            lang,
            &aid::Parts {
                first: &[],
                sections: &[],
                tables: &[],
                rulings: &rulings,
            },
        );
        let (_, _, _, text) = common::inspect(&doc.finish());
        let text = common::compact(&text);
        let head = said(msg!("print-aid-rulings"), lang);
        assert!(text.contains(&head), "{lang:?}: no '{head}'");
        assert!(
            text.contains("1.甲乙丙丁"),
            "{lang:?}: ruling 1 under its number"
        );
        assert!(
            text.contains("7.戊己庚辛"),
            "{lang:?}: ruling 7 under its number"
        );
    }
    // Every game's own rulings are in its aid, each under its number.
    for id in games::implemented() {
        let g = games::load_embedded(id).unwrap();
        let rulings = g.rulings();
        if rulings.is_empty() {
            continue;
        }
        for lang in Lang::ALL {
            let (text, _) = text_of(g.as_ref(), What::Aid, None, lang);
            assert!(text.contains(&said(msg!("print-aid-rulings"), lang)));
            for (n, m) in &rulings {
                let line = common::compact(&g.say(m, lang));
                let start: String = line.chars().take(6).collect();
                assert!(
                    text.contains(&format!("{n}.{start}")),
                    "{id} {lang:?}: ruling {n} '{start}…' not in the appendix"
                );
            }
        }
    }
}

#[test]
fn issue_20_print_lang_option_works_and_a_wrong_one_is_named() {
    use gunbai::cli::print as entry;
    let (lang, rest) = entry::lang_option(vec![
        ("lang".into(), "ja".into()),
        ("card-text".into(), "zh".into()),
    ])
    .unwrap();
    assert_eq!(lang, Some(Lang::Ja));
    assert_eq!(rest, vec![("card-text".to_string(), "zh".to_string())]);
    let e = entry::lang_option(vec![("lang".into(), "fr".into())]).unwrap_err();
    assert!(e.starts_with("lang:") && e.contains("fr"), "{e}");
}

#[test]
fn issue_20_kana_and_kanji_have_glyphs_in_the_embedded_font() {
    // Every character of the 日本語 print catalogue is in the embedded font (no tofu boxes).
    let font = gunbai::print::pdf::font().expect("the embedded font parses");
    let ja = gunbai::core::msg::sources(Lang::Ja)
        .iter()
        .find(|(d, _)| *d == "print")
        .map(|(_, s)| *s)
        .unwrap();
    let missing: Vec<char> = ja
        .chars()
        .filter(|c| !c.is_ascii() && !c.is_whitespace())
        .filter(|c| font.lookup_glyph_index(*c as u32).is_none())
        .collect();
    assert!(missing.is_empty(), "no glyph for {missing:?}");
    assert!(
        "ルールのシート"
            .chars()
            .all(|c| font.lookup_glyph_index(c as u32).is_some())
    );
}

#[test]
fn issue_20_gunbai_print_lang_prints_in_that_language() {
    let e = crate::clienv::Env::new();
    let dir = tempfile::tempdir().unwrap();
    for (i, (flags, lang)) in [
        (vec!["--lang", "ja"], Lang::Ja),
        (vec!["--lang", "zh"], Lang::Zh),
        (vec!["--option", "lang=ja"], Lang::Ja),
        (vec![], Lang::En),
    ]
    .into_iter()
    .enumerate()
    {
        let out = dir.path().join(format!("aid-{i}.pdf"));
        let out_s = out.display().to_string();
        let mut args = vec!["print", "tenka", "aid", "--out", out_s.as_str()];
        args.extend(flags.iter().copied());
        e.ok(&args);
        let (_, _, _, text) = common::inspect(&std::fs::read(&out).unwrap());
        let want = said(msg!("print-tenka-alliances"), lang);
        assert!(
            common::compact(&text).contains(&want),
            "{flags:?}: the aid reads '{want}'"
        );
    }
    // A language we do not print is an error naming the option.
    let bad = dir.path().join("bad.pdf").display().to_string();
    let err = e.err(&[
        "print", "tenka", "aid", "--out", &bad, "--option", "lang=fr",
    ]);
    assert!(err.contains("lang") && err.contains("fr"), "{err}");
}
