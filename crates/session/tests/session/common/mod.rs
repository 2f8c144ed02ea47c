//! Checks shared by the whole-game tests (issue 11 point 4: nothing in English left in 中文).

#![allow(dead_code)]

use std::collections::BTreeSet;

use gunbai_session::Session;
use gunbai_session::core::Lang;
use gunbai_session::core::text::latin_words;

/// Latin-letter words left in a 中文 line; a commitment's hex groups (承诺值 83c7 bbbf) are not words.
pub fn english_left(zh: &str) -> Vec<String> {
    latin_words(zh, &[])
        .into_iter()
        .filter(|w| !(w.len() == 4 && w.chars().all(|c| c.is_ascii_hexdigit())))
        .collect()
}

/// The log lines of `s` (every action, undone ones too) whose 中文 still has English: "line ⇒ 中文".
pub fn untranslated_log_lines(s: &Session) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for e in s.log() {
        for line in &e.lines {
            let zh = s.game.say(line, Lang::Zh);
            if !english_left(&zh).is_empty() {
                out.insert(format!("{}  ⇒  {zh}", line.en()));
            }
        }
    }
    out
}

/// Fails listing every untranslated line.
pub fn assert_all_translated(untranslated: BTreeSet<String>) {
    assert!(
        untranslated.is_empty(),
        "{} lines:\n{}",
        untranslated.len(),
        untranslated.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// The prompt (step, hints, buttons, refusal reasons) reads in 中文 with no English word; `at` says where.
pub fn assert_prompt_in_chinese(s: &Session, at: &str) {
    let prompt = s.game.prompt(s.state());
    for m in prompt.texts() {
        let l = s.game.say(m, Lang::Zh);
        let words = english_left(&l);
        assert!(words.is_empty(), "{at}: {l} ({words:?})");
    }
}
