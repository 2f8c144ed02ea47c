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
