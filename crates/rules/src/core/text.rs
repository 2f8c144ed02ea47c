//! Player-facing words in the two languages the app speaks. Rulesets answer labels, outcomes and prompts
//! as [`Text`], so every front end (GUI, CLI, print) shows players' words and never a key or a code name.
//! Names of people, castles and provinces are data and stay in their original script in both languages.

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

/// One phrase in English and 简体中文.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Text {
    pub en: String,
    pub zh: String,
}

impl Text {
    pub fn new(en: impl Into<String>, zh: impl Into<String>) -> Self {
        Self {
            en: en.into(),
            zh: zh.into(),
        }
    }
    /// A name or number that reads the same in both languages (毛利元就, 郡山城, "3").
    pub fn same(s: impl Into<String>) -> Self {
        let s = s.into();
        Self {
            en: s.clone(),
            zh: s,
        }
    }
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => &self.zh,
            // MIGRATION (issue 20): a pair written in Rust has no 日本語; the catalogues do.
            Lang::Ja => &self.en,
        }
    }
    pub fn is_empty(&self) -> bool {
        self.en.is_empty() && self.zh.is_empty()
    }
    /// Joins several phrases with a separator, language by language.
    pub fn join(parts: &[Text], sep: &str) -> Text {
        Text {
            en: parts
                .iter()
                .map(|t| t.en.as_str())
                .collect::<Vec<_>>()
                .join(sep),
            zh: parts
                .iter()
                .map(|t| t.zh.as_str())
                .collect::<Vec<_>>()
                .join(sep),
        }
    }
}

impl std::fmt::Display for Text {
    /// English, for logs and messages that have no language setting (the CLI).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}

/// A key name as a last-resort label ("assault-morale" → "assault morale"), for keys a ruleset has not
/// labelled yet. Front ends prefer the ruleset's own label.
pub fn humanise_key(key: &str) -> Text {
    Text::same(key.replace(['-', '_'], " "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_picks_the_language_and_joins_each_separately() {
        let t = Text::join(&[Text::new("siege", "围城"), Text::same("郡山城")], " · ");
        assert_eq!(t.get(Lang::En), "siege · 郡山城");
        assert_eq!(t.get(Lang::Zh), "围城 · 郡山城");
        assert_eq!(humanise_key("assault-morale").en, "assault morale");
    }
}

/// English phrase templates with their 简体中文, for words a ruleset writes once in English: log lines kept
/// in the journal, prompt steps and hints, refusal reasons, modifier labels, undo hints. `{}` in a
/// template stands for a name or number carried over as it is (毛利元就, 3, 熊本城); the Chinese side
/// takes them in order, or by position as `{0}`, `{1}` when the word order differs. The first template
/// that matches wins; a line that no template matches is tried piece by piece (split at " · " and "; ").
#[derive(Debug, Clone, Default)]
pub struct Phrasebook {
    entries: Vec<(Vec<String>, String)>,
}

impl Phrasebook {
    pub fn new(pairs: &[(&str, &str)]) -> Self {
        Self {
            entries: pairs
                .iter()
                .map(|(en, zh)| (en.split("{}").map(str::to_string).collect(), zh.to_string()))
                .collect(),
        }
    }
    pub fn len(&self) -> usize {
        self.entries.len()
    }
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The text in `lang`: English as given; 中文 from the first matching template, else `None`.
    pub fn translate(&self, text: &str, lang: Lang) -> Option<String> {
        match lang {
            Lang::En => Some(text.to_string()),
            Lang::Zh => self.whole(text).or_else(|| self.pieces(text)),
            // MIGRATION (issue 20): the phrasebooks have no 日本語; lines not yet in the catalogues read in English.
            Lang::Ja => Some(text.to_string()),
        }
    }

    /// The text in `lang`, or as given when the phrasebook has no template for it.
    pub fn words(&self, text: &str, lang: Lang) -> String {
        self.translate(text, lang)
            .unwrap_or_else(|| text.to_string())
    }

    fn whole(&self, text: &str) -> Option<String> {
        self.entries
            .iter()
            .find_map(|(segs, zh)| captures(segs, text).map(|caps| fill(zh, &caps)))
    }

    fn pieces(&self, text: &str) -> Option<String> {
        for sep in [" · ", "; "] {
            if text.contains(sep) {
                let parts: Vec<Option<String>> = text
                    .split(sep)
                    .map(|p| self.whole(p).or_else(|| self.pieces(p)))
                    .collect();
                if parts.iter().all(Option::is_some) {
                    let zh_sep = if sep == "; " { "；" } else { sep };
                    return Some(parts.into_iter().flatten().collect::<Vec<_>>().join(zh_sep));
                }
            }
        }
        None
    }
}

/// The pieces of `text` that the `{}` holes of a template cover, if the template matches it whole.
fn captures(segs: &[String], text: &str) -> Option<Vec<String>> {
    let (first, rest) = segs.split_first()?;
    let mut pos = text.strip_prefix(first.as_str()).map(|_| first.len())?;
    if rest.is_empty() {
        return (pos == text.len()).then(Vec::new);
    }
    let mut caps = Vec::new();
    for (i, seg) in rest.iter().enumerate() {
        let last = i + 1 == rest.len();
        let found = if last {
            // The last literal must end the text.
            text.len()
                .checked_sub(seg.len())
                .filter(|&at| at >= pos && text.is_char_boundary(at) && text[at..] == **seg)
        } else if seg.is_empty() {
            None
        } else {
            text[pos..].find(seg.as_str()).map(|at| pos + at)
        }?;
        let cap = &text[pos..found];
        // A hole holds one name or number: never empty, never across a separator of several phrases.
        if cap.is_empty() || cap.contains(" · ") || cap.contains("; ") {
            return None;
        }
        caps.push(cap.to_string());
        pos = found + seg.len();
    }
    Some(caps)
}

fn fill(zh: &str, caps: &[String]) -> String {
    let mut out = String::new();
    let mut next = 0;
    let mut rest = zh;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) if after[..close].chars().all(|c| c.is_ascii_digit()) => {
                let idx = if close == 0 {
                    next += 1;
                    next - 1
                } else {
                    after[..close].parse().unwrap_or(usize::MAX)
                };
                out.push_str(caps.get(idx).map(String::as_str).unwrap_or(""));
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod phrasebook_tests {
    use super::*;

    fn book() -> Phrasebook {
        Phrasebook::new(&[
            ("march points {}", "行军点 {}"),
            ("{} marches to {}", "{0} 行军至 {1}"),
            (
                "{} loses {} step(s) (rule {})",
                "{0} 损失 {1} 步（规则 {2}）",
            ),
            ("Turn {} · {} march", "第 {} 回合 · {} 行军"),
        ])
    }

    #[test]
    fn templates_carry_names_and_numbers_over() {
        let b = book();
        assert_eq!(b.words("march points 4", Lang::Zh), "行军点 4");
        assert_eq!(
            b.words("6番大队 marches to 熊本城", Lang::Zh),
            "6番大队 行军至 熊本城"
        );
        assert_eq!(
            b.words("毛利元就 loses 2 step(s) (rule 23-3)", Lang::Zh),
            "毛利元就 损失 2 步（规则 23-3）"
        );
        assert_eq!(
            b.words("Turn 3 · 西乡军 march", Lang::Zh),
            "第 3 回合 · 西乡军 行军"
        );
    }

    #[test]
    fn unknown_lines_stay_english_and_pieces_are_tried() {
        let b = book();
        assert_eq!(b.translate("something new", Lang::Zh), None);
        assert_eq!(b.words("something new", Lang::Zh), "something new");
        assert_eq!(b.words("march points 4", Lang::En), "march points 4");
        assert_eq!(
            b.words("march points 2 · 1番大队 marches to 鹿儿岛", Lang::Zh),
            "行军点 2 · 1番大队 行军至 鹿儿岛"
        );
        assert_eq!(b.translate("march points 2 · unknown", Lang::Zh), None);
        // A literal must match whole: "march points" alone is not "march points {}".
        assert_eq!(b.translate("march points ", Lang::Zh), None);
    }
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

#[cfg(test)]
mod latin_tests {
    use super::*;

    #[test]
    fn latin_words_flag_english_but_not_numbers_letters_or_digests() {
        assert_eq!(
            latin_words("第 3 回合 · 规则 23-3-3 · 结果 E · 3fa9 c1d0", &[]),
            Vec::<String>::new()
        );
        assert_eq!(
            latin_words("行军点 2 · march points", &[]),
            vec!["march", "points"]
        );
        assert_eq!(latin_words("d6 掷骰", &["d6"]), Vec::<String>::new());
        assert_eq!(latin_words("变体（P13）· E11", &[]), Vec::<String>::new());
        assert_eq!(latin_words("digest P13", &[]), vec!["digest"]);
    }
}
