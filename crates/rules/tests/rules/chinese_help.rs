//! Issue 11 point 4 ("Full 中文"): every input of every registered game explains itself in 中文. Each key
//! of each action, procedure and set-up option carries a help; in 中文 mode a player reads its 中文 text,
//! which must hold no Latin word (rule numbers, result letters and names in their own script are fine).
//! The games' own input messages are read from their source, so this test reads files (the rules crate
//! itself never does).

#![allow(clippy::disallowed_methods)]

use gunbai_rules::core::text::latin_words;
use gunbai_rules::core::{KeySpec, Lang};
use gunbai_rules::games::REGISTRY;
use gunbai_rules::tables::TableFiles;

/// Latin words a 中文 help may keep: the die (d6).
const KEEP: &[&str] = &["d6"];

/// The text without its examples of what a player types (`[[a, b]]`, `{player: n}`, 「red:3」): field
/// names and values typed as they are, in any language.
fn without_examples(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '[' | '{' | '「' => depth += 1,
            ']' | '}' | '」' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// `(game · where · key: what is wrong)` for every help that a 中文 player would read in English.
fn untranslated_helps() -> Vec<String> {
    let mut bad = Vec::new();
    for e in REGISTRY {
        let game = e
            .load_files(TableFiles::embedded(e.id, e.tables))
            .unwrap_or_else(|err| panic!("{}: {err}", e.id));
        let mut keys: Vec<(String, KeySpec)> = Vec::new();
        for a in game.actions() {
            keys.extend(
                a.keys
                    .into_iter()
                    .map(|k| (format!("action {}", a.name), k)),
            );
        }
        for p in game.procedures() {
            keys.extend(
                p.keys
                    .into_iter()
                    .map(|k| (format!("procedure {}", p.id), k)),
            );
        }
        keys.extend(
            game.setup_options()
                .into_iter()
                .map(|k| ("set-up option".to_string(), k)),
        );
        for (at, k) in keys {
            // Issue 20: a help given as a catalogue message is read in 中文 from the catalogue.
            let said_zh = k.said_help.as_ref().map(|m| m.render(Lang::Zh));
            let what = match said_zh.as_ref() {
                _ if k.help.is_empty() && said_zh.is_none() => Some("no help at all".to_string()),
                None => Some(format!("no 中文 for \"{}\"", k.help)),
                Some(zh) => {
                    let latin = latin_words(&without_examples(zh), KEEP);
                    (!latin.is_empty())
                        .then(|| format!("Latin words {latin:?} in \"{zh}\" (for \"{}\")", k.help))
                }
            };
            if let Some(w) = what {
                bad.push(format!("{} · {at} · {}: {w}", e.id, k.name));
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

#[test]
fn issue_11_point_4_every_input_help_of_every_game_reads_in_chinese() {
    let bad = untranslated_helps();
    for b in &bad {
        println!("{b}");
    }
    assert!(bad.is_empty(), "{} helps not in 中文", bad.len());
}

#[test]
fn issue_11_point_4_help_text_picks_the_players_language() {
    let k =
        KeySpec::int("level", 0, 3, "castle level").say_help(gunbai_rules::msg!("core-key-dice"));
    assert_eq!(k.help_msg().render(Lang::En), "dice");
    assert_eq!(
        k.help_msg().render(Lang::Zh),
        gunbai_rules::msg!("core-key-dice").render(Lang::Zh)
    );
    assert_eq!(
        without_examples("每名玩家的兵力数：{player: n}"),
        "每名玩家的兵力数："
    );
    assert_eq!(without_examples("例如「red:3」"), "例如");
    // Without a catalogue help, the developer's note is shown as written (and the check above flags it).
    let k = KeySpec::int("level", 0, 3, "castle level");
    assert_eq!(k.help_msg().render(Lang::Zh), "castle level");
}

// Issue 20: the scan of each game's literal input messages through its phrasebook is gone with the
// phrasebooks; every refusal is a catalogue message, checked in every language by `tests/catalogue.rs`.

/// The Procedures screen in 中文: each procedure's title and its dice ("none" is the front end's own
/// word) read through the game's phrasebook without a Latin word.
#[test]
fn issue_11_point_4_procedure_titles_and_dice_read_in_chinese() {
    let mut bad = Vec::new();
    for e in REGISTRY {
        let game = e.load_files(TableFiles::embedded(e.id, e.tables)).unwrap();
        for p in game.procedures() {
            for t in [&p.title, &p.dice] {
                if *t == "none" {
                    continue;
                }
                let zh = game.say(t, Lang::Zh);
                if !latin_words(&zh, KEEP).is_empty() {
                    bad.push(format!("{} · {}: \"{t}\" → \"{zh}\"", e.id, p.id));
                }
            }
        }
    }
    for b in &bad {
        println!("{b}");
    }
    assert!(bad.is_empty(), "{} procedure words not in 中文", bad.len());
}
