//! 简体中文 for the core's own input messages (issue 11 point 4): what [`crate::core::params`],
//! [`crate::core::typed`], set-up options and the dice say when an input is wrong. A game's phrasebook
//! is consulted first ([`crate::core::Game::words`]); this one after it. Values the player typed and
//! rule numbers carry over through the `{}` holes. Our own words.

use std::sync::LazyLock;

use super::params::KeySpec;
use super::rules::RuleError;
use super::text::{Lang, Phrasebook, Text};

/// More specific templates first (the first match wins).
const PAIRS: &[(&str, &str)] = &[
    // ---- dice (ManualDice, TableDice, ReplayDice)
    (
        "expected a die face 1..=6, got {}",
        "骰子点数应为 1 至 6，实际为 {}",
    ),
    (
        "{} die face(s) given but this used {}",
        "输入了 {0} 个骰子点数，但此处只用到 {1} 个",
    ),
    (
        "more dice are needed than were given",
        "所需骰子多于已输入的骰子",
    ),
    (
        "this needs more dice: {} given, type the next physical die",
        "骰子不够：已输入 {} 个，请输入下一颗实体骰子的点数",
    ),
    (
        "the journal recorded fewer dice than the action uses",
        "记录中的骰子少于此行动所用的骰子",
    ),
    (
        "a die face of {} was recorded, but a die shows 1 to 6",
        "记录中有点数 {}，但骰子只有 1 至 6",
    ),
    // ---- params.rs: a value that does not fit its key
    (
        "expected {}..={}, got {}",
        "应为 {0} 至 {1} 的整数，实际为 {2}",
    ),
    ("expected true|false, got {}", "应为“是”或“否”，实际为 {}"),
    ("expected true|false", "应为“是”或“否”"),
    ("expected text, got {}", "应为文字，实际为 {}"),
    (
        "expected comma-separated list, got {}",
        "应为用逗号分隔的列表，实际为 {}",
    ),
    ("expected JSON value, got {}", "应为结构化数据，实际为 {}"),
    ("expected a whole number, got {}", "应为整数，实际为 {}"),
    ("expected a list, got {}", "应为列表，实际为 {}"),
    // An empty value: nothing after "got".
    ("expected text, got ", "应为文字，不能为空"),
    (
        "missing; expected {}..={}",
        "未填写；应为 {0} 至 {1} 的整数",
    ),
    ("missing; expected true|false", "未填写；应为“是”或“否”"),
    ("missing; expected text", "未填写；应为文字"),
    ("missing; expected a whole number", "未填写；应为整数"),
    (
        "missing; expected comma-separated list",
        "未填写；应为用逗号分隔的列表",
    ),
    ("missing; expected JSON value", "未填写；应为结构化数据"),
    ("missing; expected {}", "未填写；应为 {} 之一"),
    (
        "given twice ({} and {}); give it once",
        "填了两次（{} 和 {}），只能填一次",
    ),
    // The valid keys are the ruleset's codes: 中文 leaves them out (a form offers only valid ones).
    (
        "unknown key; valid keys: (none)",
        "没有这一项；此处不需要任何输入",
    ),
    (
        "unknown key; valid keys: {}",
        "没有这一项；请只填表单列出的项",
    ),
    // A choice ("expected a|b, got c") is read in code (see [`core_words`]): its options are one word.
    // ---- typed.rs: serde's words, turned into ours
    ("required, not given", "必填，尚未填写"),
    ("not a key of this action", "不是此行动的输入项"),
    ("given twice", "填了两次"),
    // ---- set-up options
    (
        "unknown option; valid: (none)",
        "没有这个选项；此游戏没有可选规则",
    ),
    (
        "unknown option; valid: {}",
        "没有这个选项；请只用列出的可选规则",
    ),
];

static PHRASES: LazyLock<Phrasebook> = LazyLock::new(|| Phrasebook::new(PAIRS));

/// The core's phrasebook (consulted after a game's).
pub fn phrasebook() -> &'static Phrasebook {
    &PHRASES
}

/// A core message in `lang`; `None` when no template fits (English is returned as it is).
pub fn core_words(text: &str, lang: Lang) -> Option<String> {
    PHRASES.translate(text, lang).or_else(|| choice(text, lang))
}

/// A choice refused (`expected saigo|government, got x`, from [`KeySpec::check`]): the options are one
/// word joined by `|`, never a sentence (a game's "expected a hex number, got …" is its own message).
fn choice(text: &str, lang: Lang) -> Option<String> {
    let rest = text.strip_prefix("expected ")?;
    let (options, got) = rest.split_once(", got ")?;
    if options.is_empty() || options.contains(char::is_whitespace) || !options.contains('|') {
        return None;
    }
    Some(match lang {
        Lang::En | Lang::Ja => text.to_string(),
        Lang::Zh if got.is_empty() => format!("应为 {options} 之一，不能为空"),
        Lang::Zh => format!("应为 {options} 之一，实际为 {got}"),
    })
}

/// A refusal as a player reads it, in `lang`: a rule's refusal names its rule (`rule 9.9: …`), the key named by its label (`keys`: the specs of the
/// action, procedure or set-up form the input came from), the rule by its number, the ruleset's reason
/// through `words` (the game's phrasebook, then the core's). English reads as the error's own text.
pub fn error_in(
    e: &RuleError,
    lang: Lang,
    keys: &[KeySpec],
    words: &dyn Fn(&str) -> String,
) -> String {
    if lang == Lang::En {
        return match e {
            RuleError::Input { field, message } => {
                format!("{}: {message}", key_label(keys, field).en)
            }
            RuleError::Forbidden { rule, reason } => format!("rule {rule}: {reason}"),
            other => other.to_string(),
        };
    }
    match e {
        RuleError::Input { field, message } => {
            format!("{}：{}", key_label(keys, field).zh, words(&message.en()))
        }
        RuleError::Forbidden { rule, reason } => format!("规则 {rule}: {}", words(&reason.en())),
        RuleError::UnknownProcedure { name, .. } => format!("没有这个程序：{name}"),
        RuleError::UnknownAction { name, .. } => format!("没有这个行动：{name}"),
        RuleError::Dice(m) => format!("骰子：{}", words(m)),
        RuleError::GameOver(m) => format!("游戏已结束：{}", words(m)),
        RuleError::Data(m) => format!("表格数据有误：{}", words(m)),
    }
}

/// The label of the key an input error names: the spec's own label, the dice for `roll`, else the key
/// in plain words.
pub fn key_label(keys: &[KeySpec], field: &str) -> Text {
    if let Some(k) = keys.iter().find(|k| k.name == field) {
        return k.label_text();
    }
    match field {
        "roll" => Text::new("dice", "骰子"),
        "input" => Text::new("input", "输入"),
        _ => super::text::humanise_key(field),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::params::Params;
    use crate::core::ruleset::Setup;
    use crate::core::text::latin_words;
    use crate::core::{DiceSource, ManualDice, TableDice};

    fn specs() -> Vec<KeySpec> {
        vec![
            KeySpec::int("level", 0, 3, "castle level").label("Castle level", "城等级"),
            KeySpec::bool("line-cut", "line cut").label("Line cut", "补给线被切断"),
            KeySpec::text("to", "box").label("To", "目的地"),
            KeySpec::list("units", "units").label("Units", "单位"),
            KeySpec::choice("side", &["1", "2"], "side").label("Side", "阵营"),
        ]
    }

    /// Every message the core writes for a bad input, produced by the core itself (not copied here).
    fn core_messages() -> Vec<RuleError> {
        let s = specs();
        let p = |pairs: &[(&str, &str)]| {
            let pairs: Vec<(String, String)> = pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            Params::from_inputs(&s, &pairs, None).unwrap_err()
        };
        let all = [("to", "熊本"), ("side", "1")];
        let with = |extra: (&str, &str)| {
            let mut v = all.to_vec();
            v.push(extra);
            p(&v)
        };
        let mut v = vec![
            p(&[("to", "熊本"), ("side", "1")]),
            with(("level", "7")),
            with(("level", "七")),
            p(&[("level", "1"), ("side", "1")]),
            p(&[("level", "1"), ("to", "熊本")]),
            with(("line-cut", "是")),
            with(("side", "3")),
            with(("等级", "1")),
            p(&[("level", "1"), ("level", "2")]),
            Params::from_inputs(&[], &[("甲".into(), "1".into())], None).unwrap_err(),
            Params::new().int("level").unwrap_err(),
            Params::new().with("level", "三").int("level").unwrap_err(),
            Params::new()
                .with("line-cut", 3)
                .bool("line-cut")
                .unwrap_err(),
            Params::new().text("to").unwrap_err(),
            Params::new()
                .with("to", serde_json::json!([1]))
                .text("to")
                .unwrap_err(),
            Params::new().with("units", 3).list("units").unwrap_err(),
            KeySpec::text("to", "")
                .check(&serde_json::json!(""))
                .unwrap_err(),
            Setup::parse_options(&[("甲".into(), "1".into())], &s).unwrap_err(),
            Setup::parse_options(&[("甲".into(), "1".into())], &[]).unwrap_err(),
            Setup::parse_options(
                &[("level".into(), "1".into()), ("level".into(), "2".into())],
                &s,
            )
            .unwrap_err(),
            ManualDice::new([7]).unwrap_err(),
            ManualDice::new([]).unwrap().d6().unwrap_err(),
            {
                let mut d = TableDice::new(&[3, 5], None).unwrap();
                d.d6().unwrap();
                d.finish().unwrap_err()
            },
            TableDice::new(&[], None).unwrap().d6().unwrap_err(),
            crate::core::check_face(9).unwrap_err(),
        ];
        #[derive(Debug, serde::Deserialize)]
        #[serde(rename_all = "kebab-case", deny_unknown_fields)]
        #[allow(dead_code)]
        struct T {
            to: String,
        }
        let typed = |p: Params| crate::core::typed::parse::<T>(&p).unwrap_err();
        v.push(typed(Params::new()));
        v.push(typed(Params::new().with("to", "熊本").with("甲", 1)));
        v
    }

    #[test]
    fn issue_11_point_4_core_input_errors_read_in_chinese_with_the_keys_label() {
        let s = specs();
        let words = |t: &str| core_words(t, Lang::Zh).unwrap_or_else(|| t.to_string());
        for e in core_messages() {
            let zh = error_in(&e, Lang::Zh, &s, &words);
            let bad = latin_words(&zh, &[]);
            assert!(bad.is_empty(), "{e} → {zh}: {bad:?}");
            // English stays readable and names the key by its label.
            let en = error_in(&e, Lang::En, &s, &|t: &str| t.to_string());
            assert!(!en.is_empty());
        }
        let e = Params::from_inputs(&s, &[("level".into(), "7".into())], None).unwrap_err();
        assert_eq!(
            error_in(&e, Lang::Zh, &s, &words),
            "城等级：应为 0 至 3 的整数，实际为 7"
        );
        assert_eq!(
            error_in(&e, Lang::En, &s, &|t: &str| t.to_string()),
            "Castle level: expected 0..=3, got 7"
        );
    }

    #[test]
    fn issue_11_point_4_a_choice_is_read_only_when_its_options_are_words() {
        assert_eq!(
            core_words("expected 1|2, got 3", Lang::Zh).as_deref(),
            Some("应为 1|2 之一，实际为 3")
        );
        // A game's own sentence is not taken for a choice.
        assert_eq!(
            core_words("expected a hex number of four digits, got 甲", Lang::Zh),
            None
        );
    }

    #[test]
    fn issue_11_point_4_an_unknown_message_stays_as_written() {
        assert_eq!(core_words("something new", Lang::Zh), None);
        assert_eq!(
            core_words("required, not given", Lang::En).as_deref(),
            Some("required, not given")
        );
    }
}
