//! Issue 23, `resolve` per process: a command that resolves one procedure of one game in one language
//! reads that game's words and the frame's in that language only — not every game's catalogue in three
//! languages at start. Its own test binary (one process, nothing else has said anything yet); counts
//! catalogue files, never times.

use gunbai_session::core::msg::{catalogue, catalogue_files_parsed};
use gunbai_session::core::{Lang, Params, SeededDice};
use gunbai_session::games;

#[test]
fn issue_23_resolving_one_game_in_one_language_reads_only_its_words() {
    let seinan = games::load_embedded("seinan").unwrap();
    let spec = seinan.procedure("attack").unwrap();
    let p = Params::new()
        .with("units", 10)
        .with("kumamoto-siege", false)
        .with("side", "saigo");
    let r = seinan
        .resolve("attack", &p, &mut SeededDice::new(1))
        .unwrap();
    let odds = seinan.odds("attack", &p).unwrap();
    // What `gunbai resolve` prints: the title, the outcome, each modifier's reason and the odds.
    let mut said = vec![
        seinan.say(&spec.title, Lang::En),
        seinan.say(&seinan.outcome_text(&r), Lang::En),
        seinan.say(
            &gunbai_session::core::Msg::rule(spec.rule.as_str()),
            Lang::En,
        ),
    ];
    said.extend(r.log.iter().map(|m| seinan.say(m, Lang::En)));
    said.extend(
        odds.iter()
            .filter_map(|o| o.label.as_ref())
            .map(|m| seinan.say(m, Lang::En)),
    );
    assert!(said.iter().all(|s| !s.is_empty()), "{said:?}");
    assert!(said[0].chars().any(char::is_alphabetic), "{said:?}");

    let read = catalogue().domains_read(Lang::En);
    assert!(read.contains(&"seinan"), "{read:?}");
    for other in games::implemented().into_iter().filter(|g| *g != "seinan") {
        assert!(
            !read.contains(&other),
            "{other}'s words were read: {read:?}"
        );
    }
    for lang in [Lang::Zh, Lang::Ja] {
        assert!(
            catalogue().domains_read(lang).is_empty(),
            "{lang:?} was read"
        );
    }
    // At most the five frame domains and the game's own, in one language (every game in three
    // languages was 30).
    assert!(
        catalogue_files_parsed() <= 6,
        "{}",
        catalogue_files_parsed()
    );
    assert_eq!(catalogue_files_parsed(), read.len());

    // A language not read yet is read when asked for (one test: the tests of a binary share the
    // catalogue, and the check above needs Japanese unread).
    assert_eq!(
        gunbai_session::core::Msg::rule("6.1").render(Lang::Ja),
        "ルール 6.1"
    );
    assert!(catalogue().domains_read(Lang::Ja).contains(&"core"));
    assert!(catalogue().has(Lang::Ja, "seinan-side-saigo"));
    assert!(!catalogue().has(Lang::Ja, "no-domain-has-this-id"));
    assert_eq!(
        catalogue().domains_read(Lang::Ja).len(),
        10,
        "an unknown id reads every file first"
    );
}
