//! The languages the app speaks, and the checks on words a player reads. Rulesets say everything as a
//! [`crate::core::Msg`] from the catalogues; names of people, castles and provinces are data and stay in
//! their original script in every language.

use serde::{Deserialize, Serialize};

/// The language a player reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    /// 简体中文
    Zh,
    /// 日本語
    Ja,
}

impl Lang {
    /// Every language the app ships, in the order the language switch lists them.
    pub const ALL: [Lang; 3] = [Lang::Zh, Lang::En, Lang::Ja];
    /// The BCP 47 code (`zh`, `en`, `ja`), as `--lang` takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            Lang::Ja => "ja",
        }
    }
    /// The language's own name, as its switch shows it.
    pub fn native(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "中文",
            Lang::Ja => "日本語",
        }
    }
    /// Reads `zh`, `en` or `ja` (also `zh-CN`, `ja_JP.UTF-8`, as a locale variable gives it).
    pub fn parse(code: &str) -> Option<Lang> {
        let head: String = code
            .trim()
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match head.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            "ja" => Some(Lang::Ja),
            _ => None,
        }
    }
}

/// A key name as a last-resort label ("assault-morale" → "assault morale"), for keys a ruleset has not
/// labelled yet. Front ends prefer the ruleset's own label.
pub fn humanise_key(key: &str) -> String {
    key.replace(['-', '_'], " ")
}

/// Words in Latin letters left in a 中文 text: what a translation check flags. Not flagged: numbers and
/// rule numbers (23-3-3, 5.0, P13), hex digests (a commitment `3fa9 c1d0`), single capital letters (the
/// result letters printed on the tables, A–H), and the few Latin words the 中文 screen keeps (`keep`).
pub fn latin_words(text: &str, keep: &[&str]) -> Vec<String> {
    let mut bad = Vec::new();
    for w in text.split(|c: char| !c.is_ascii_alphanumeric()) {
        let hex = w.len() >= 4
            && w.chars().all(|c| c.is_ascii_hexdigit())
            && w.chars().any(|c| c.is_ascii_digit());
        let letter = w.len() == 1 && w.chars().all(|c| c.is_ascii_uppercase());
        // A rule or card number with a letter in front (P13, E11, A4) stays as the rules print it.
        let numbered = w.len() >= 2
            && w.starts_with(|c: char| c.is_ascii_uppercase())
            && w[1..].chars().all(|c| c.is_ascii_digit());
        if w.chars().any(|c| c.is_ascii_alphabetic())
            && !hex
            && !letter
            && !numbered
            && !keep.contains(&w)
        {
            bad.push(w.to_string());
        }
    }
    bad
}
