// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use fluent_bundle::concurrent::FluentBundle;
    pub(super) use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
    pub(super) use gunbai_rules::core::text::Lang;
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use std::borrow::Cow;
    pub(super) use std::collections::HashMap;
    pub(super) use std::fmt;
    pub(super) use std::sync::{LazyLock, RwLock};
}
use gunbai_rules::msg;
use tested_imports::*;

use gunbai_rules::core::msg::*;

#[test]
fn a_message_reads_in_each_language_with_names_as_given() {
    let m = Msg::rule("6.1");
    assert_eq!(m.render(Lang::En), "rule 6.1");
    assert_eq!(m.render(Lang::Zh), "规则 6.1");
    assert_eq!(m.render(Lang::Ja), "ルール 6.1");
    let r = Msg::ruling(3);
    assert!(r.render(Lang::En).contains('3'));
    assert_ne!(r.render(Lang::En), r.render(Lang::Zh));
}

#[test]
fn issue_20_the_rulings_a_message_cites_are_found_at_any_depth() {
    let m = Msg::join(
        [
            gunbai_rules::msg!(
                "core-error-forbidden",
                rule = Msg::rule("6.1"),
                reason = Msg::ruling(3)
            ),
            Msg::ruling(7),
            Msg::ruling(3),
        ],
        Sep::Dot,
    );
    assert_eq!(m.rulings_cited(), vec![3, 7]);
    assert!(Msg::rule("6.1").rulings_cited().is_empty());
}

#[test]
fn issue_20_a_ruleset_outside_the_registry_brings_its_own_words() {
    // Built at run time: the id belongs to a domain no catalogue file has until it registers.
    let m = Msg::dynamic("msgtest-hello".into()).arg("n", 2);
    assert_eq!(m.unknown_id().as_deref(), Some("msgtest-hello (zh)"));
    register(
        "msgtest",
        Words {
            en: "msgtest-hello = { $n ->\n    [one] one step\n   *[other] { $n } steps\n}\n",
            zh: "msgtest-hello = { $n } 步\n",
            ja: "msgtest-hello = { $n } 歩\n",
        },
    );
    // Registering twice changes nothing.
    register(
        "msgtest",
        Words {
            en: "msgtest-hello = x\n",
            zh: "",
            ja: "",
        },
    );
    assert_eq!(m.render(Lang::En), "2 steps");
    assert_eq!(m.render(Lang::Zh), "2 步");
    assert_eq!(m.render(Lang::Ja), "2 歩");
    assert_eq!(m.unknown_id(), None);
    assert_eq!(Msg::rule("6.1").unknown_id(), None);
}

#[test]
fn issue_23_a_file_is_scanned_into_entries_without_parsing() {
    let src = "# a comment\nx-one = one\nx-many = { $n ->\n    [one] a step\n   *[other] { $n } steps\n}\n\n## group\nx-ref = see { x-one } and { x-many.attr }, { NUMBER($n) }, { $v }, { \"lit\" }\n    .attr = more\nx-one = second\nnot an entry\n";
    let e = entries(src);
    assert_eq!(e["x-one"], "x-one = one\n", "the first of two wins");
    assert_eq!(
        e["x-many"],
        "x-many = { $n ->\n    [one] a step\n   *[other] { $n } steps\n}\n\n"
    );
    assert!(e["x-ref"].ends_with(".attr = more\n"));
    assert_eq!(e.len(), 3);
    assert_eq!(named_in(e["x-ref"]), vec!["x-one", "x-many"]);
    assert!(named_in(e["x-many"]).is_empty());
    // Every entry of a shipped file parses on its own as it does in its file.
    for (_, words) in FRAME_WORDS.iter().chain(
        gunbai_rules::games::REGISTRY
            .iter()
            .map(|g| (g.id, g.words))
            .collect::<Vec<_>>()
            .iter(),
    ) {
        for lang in [Lang::En, Lang::Zh, Lang::Ja] {
            let whole =
                FluentResource::try_new(words.get(lang).to_string()).unwrap_or_else(|(r, _)| r);
            let ids = whole
                .entries()
                .filter(|e| matches!(e, fluent_syntax::ast::Entry::Message(_)))
                .count();
            assert_eq!(entries(words.get(lang)).len(), ids, "{lang:?}");
            for text in entries(words.get(lang)).values() {
                assert!(FluentResource::try_new(text.to_string()).is_ok(), "{text}");
            }
        }
    }
}

#[test]
fn issue_23_the_build_indexes_every_shipped_file_as_the_scan_reads_it() {
    let mut indexed = 0;
    for (domain, words) in FRAME_WORDS.iter().copied().chain(
        gunbai_rules::games::REGISTRY
            .iter()
            .map(|g| (g.id, g.words)),
    ) {
        for lang in [Lang::En, Lang::Zh, Lang::Ja] {
            let src = words.get(lang);
            let spans = shipped_index(lang, domain, src)
                .unwrap_or_else(|| panic!("{domain} in {lang:?} has no build index"));
            let index = Index::Shipped { src, spans };
            let scanned = entries(src);
            let mut from_index = index.all();
            let mut from_scan: Vec<_> = scanned.iter().map(|(k, v)| (*k, *v)).collect();
            from_index.sort();
            from_scan.sort();
            assert_eq!(from_index, from_scan, "{domain} in {lang:?}");
            for (id, text) in &from_scan {
                assert_eq!(index.get(id), Some((*id, *text)), "{domain} {id}");
                // A prefix of an id, or an id with more after it, is not that id.
                assert_ne!(index.get(&id[..id.len() - 1]).map(|e| e.0), Some(*id));
                assert_eq!(index.get(&format!("{id}-not-there")), None);
            }
            indexed += 1;
        }
    }
    assert_eq!(
        indexed,
        3 * (FRAME_WORDS.len() + gunbai_rules::games::REGISTRY.len())
    );
    // A file that is not the shipped one (other length) gets no shipped index.
    assert!(shipped_index(Lang::En, "core", "core-x = y\n").is_none());
}

#[test]
fn issue_23_a_message_that_names_another_reads_both_and_no_more() {
    register(
        "msgref",
        Words {
            en: "msgref-a = A\nmsgref-b = B { msgref-a }\nmsgref-c = C\n",
            zh: "msgref-a = 甲\nmsgref-b = 乙{ msgref-a }\nmsgref-c = 丙\n",
            ja: "msgref-a = い\nmsgref-b = ろ{ msgref-a }\nmsgref-c = は\n",
        },
    );
    assert_eq!(Msg::dynamic("msgref-b".into()).render(Lang::Zh), "乙甲");
    let b = catalogue().read();
    let lb = &b.by_lang[&Lang::Zh];
    assert!(lb.added.contains("msgref-a") && lb.added.contains("msgref-b"));
    assert!(!lb.added.contains("msgref-c"));
    assert!(lb.bundle.has_message("msgref-a"));
    assert!(!lb.bundle.has_message("msgref-c"));
}

#[test]
fn joins_use_each_languages_punctuation() {
    let m = Msg::join([Msg::plain("美濃"), Msg::plain("近江")], Sep::Comma);
    assert_eq!(m.render(Lang::En), "美濃, 近江");
    assert_eq!(m.render(Lang::Zh), "美濃、近江");
}

#[test]
fn messages_round_trip_through_json() {
    let m = msg!("core-rule", rule = "6.1");
    let back: Msg = serde_json::from_str(&serde_json::to_string(&m).unwrap()).unwrap();
    assert_eq!(back, m);
    // A text an older save stored reads as stored.
    let old: Msg = serde_json::from_str("\"Turn 3\"").unwrap();
    assert_eq!(old, Msg::Plain("Turn 3".into()));
}
