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
            let what = match said_zh.as_ref().or(k.help_zh.as_ref()) {
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
    let k = KeySpec::int("level", 0, 3, "castle level").help_zh("城的等级");
    assert_eq!(k.help_text(Lang::En), "castle level");
    assert_eq!(k.help_text(Lang::Zh), "城的等级");
    assert_eq!(
        without_examples("每名玩家的兵力数：{player: n}"),
        "每名玩家的兵力数："
    );
    assert_eq!(without_examples("例如「red:3」"), "例如");
    // Without a 中文 help, the English one is shown (and the check above flags it).
    let k = KeySpec::int("level", 0, 3, "castle level");
    assert_eq!(k.help_text(Lang::Zh), "castle level");
}

/// The message literals of `RuleError::input(field, "…")` / `RuleError::input(field, format!("…", …))` in
/// a game's source (test modules left out), each `{…}` hole filled with a name (甲), as the ruleset
/// would fill it with a unit, a box or a number.
fn input_messages(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if p.is_dir() {
            if name != "tests" {
                input_messages(&p, out);
            }
            continue;
        }
        if !name.ends_with(".rs") || name == "tests.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for (i, _) in code.match_indices("RuleError::input(") {
            let rest = &code[i + "RuleError::input(".len()..];
            // The first top-level comma ends the field.
            let mut depth = 0i32;
            let Some(comma) = rest.char_indices().find_map(|(j, c)| {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => return Some(j),
                    _ => {}
                }
                None
            }) else {
                continue;
            };
            let msg = rest[comma + 1..].trim_start();
            let msg = msg.strip_prefix('&').unwrap_or(msg).trim_start();
            let msg = msg.strip_prefix("format!(").unwrap_or(msg).trim_start();
            let Some(lit) = msg.strip_prefix('"') else {
                continue;
            };
            let mut s = String::new();
            let mut chars = lit.chars();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => {
                        if let Some(n) = chars.next() {
                            if n == '\n' {
                                // A line continuation: the next line's indentation is dropped.
                                let t: String = chars.clone().collect();
                                let skip = t.len() - t.trim_start().len();
                                for _ in 0..t[..skip].chars().count() {
                                    chars.next();
                                }
                            } else {
                                s.push(n);
                            }
                        }
                    }
                    '"' => break,
                    _ => s.push(c),
                }
            }
            // `{x}` / `{}` / `{:?}` holes → a name; `{{` `}}` → braces.
            let mut filled = String::new();
            let mut it = s.chars().peekable();
            while let Some(c) = it.next() {
                match c {
                    '{' if it.peek() == Some(&'{') => {
                        it.next();
                        filled.push('{');
                    }
                    '}' if it.peek() == Some(&'}') => {
                        it.next();
                        filled.push('}');
                    }
                    '{' => {
                        for d in it.by_ref() {
                            if d == '}' {
                                break;
                            }
                        }
                        filled.push('甲');
                    }
                    _ => filled.push(c),
                }
            }
            out.push((
                format!(
                    "{}",
                    p.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                        .unwrap()
                        .display()
                ),
                filled,
            ));
        }
    }
}

/// Each game's own input messages (a unit that is not there, a box that is not adjacent…) read in 中文
/// through its phrasebook (and the core's): every literal message of the source, holes filled.
#[test]
fn issue_11_point_4_every_games_own_input_messages_read_in_chinese() {
    let mut bad = Vec::new();
    let mut seen = 0;
    for e in REGISTRY {
        let game = e.load_files(TableFiles::embedded(e.id, e.tables)).unwrap();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/games")
            .join(e.id);
        let mut msgs = Vec::new();
        input_messages(&dir, &mut msgs);
        // Messages built in a helper before they reach `RuleError::input` (the scan sees only literals).
        if e.id == "saigoku" {
            for m in [
                "甲 may not join: stacked with the 总大将, not garrisoned, besieging (attacker) or acted (24-1-2, 24-1-4, 24-1-6); may: 乙、丙",
                "no force led by 甲",
                "甲 is under 乙 — name the force by its leader",
            ] {
                msgs.push(("src/games/saigoku/combat.rs, guards.rs".into(), m.into()));
            }
        }
        // Issue 20: a game whose refusals are all catalogue messages has no literal left to scan (the
        // catalogue test checks those in every language).
        if msgs.is_empty() {
            continue;
        }
        seen += msgs.len();
        for (file, m) in msgs {
            // A hole may hold one name or a list of options (`expected {ids}` → `a|b|c`).
            let zh = game.words(&m, Lang::Zh);
            let latin = latin_words(&without_examples(&zh), KEEP);
            let as_options = game.words(&m.replace('甲', "甲|乙"), Lang::Zh);
            if !latin.is_empty() && !latin_words(&as_options, KEEP).is_empty() {
                bad.push(format!("{} · {file}: \"{m}\" → \"{zh}\"", e.id));
            }
        }
    }
    bad.sort();
    bad.dedup();
    for b in &bad {
        println!("{b}");
    }
    assert!(seen > 100, "the scan found {seen} messages");
    assert!(bad.is_empty(), "{} input messages not in 中文", bad.len());
}

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
