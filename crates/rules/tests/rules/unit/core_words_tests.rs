// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::msg::Msg;
    pub(super) use gunbai_rules::core::params::KeySpec;
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use gunbai_rules::core::text::Lang;
}
use tested_imports::*;

use gunbai_rules::core::params::Params;
use gunbai_rules::core::ruleset::Setup;
use gunbai_rules::core::text::latin_words;
use gunbai_rules::core::words::*;
use gunbai_rules::core::{DiceSource, ManualDice, TableDice};

fn specs() -> Vec<KeySpec> {
    vec![
        KeySpec::int("level", 0, 3, "castle level").say_label(Msg::plain("城等级")),
        KeySpec::bool("line-cut", "line cut").say_label(Msg::plain("补给线被切断")),
        KeySpec::text("to", "box").say_label(Msg::plain("目的地")),
        KeySpec::list("units", "units").say_label(Msg::plain("单位")),
        KeySpec::choice("side", &["1", "2"], "side").say_label(Msg::plain("阵营")),
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
        gunbai_rules::core::check_face(9).unwrap_err(),
    ];
    #[derive(Debug, serde::Deserialize)]
    #[serde(rename_all = "kebab-case", deny_unknown_fields)]
    #[allow(dead_code)]
    struct T {
        to: String,
    }
    let typed = |p: Params| gunbai_rules::core::typed::parse::<T>(&p).unwrap_err();
    v.push(typed(Params::new()));
    v.push(typed(Params::new().with("to", "熊本").with("甲", 1)));
    v
}

#[test]
fn issue_20_core_input_errors_read_in_chinese_and_japanese_with_the_keys_label() {
    let s = specs();
    for e in core_messages() {
        for lang in [Lang::Zh, Lang::Ja] {
            let text = error_in(&e, lang, &s);
            // The values typed (七, 是, 甲), the choice's own values and the keys a command line
            // takes (listed when one is unknown) stay as given.
            let bad = latin_words(
                &text,
                &[
                    "true", "false", "level", "line", "cut", "to", "units", "side",
                ],
            );
            assert!(bad.is_empty(), "{e} → {text}: {bad:?}");
        }
        // English stays readable and names the key by its label.
        let en = error_in(&e, Lang::En, &s);
        assert!(!en.is_empty());
    }
    let e = Params::from_inputs(&s, &[("level".into(), "7".into())], None).unwrap_err();
    assert_eq!(
        error_in(&e, Lang::Zh, &s),
        "城等级：应为 0 至 3 的整数，实际为 7"
    );
    assert_eq!(error_in(&e, Lang::En, &s), "城等级: expected 0..=3, got 7");
}
