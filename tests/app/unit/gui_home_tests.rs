// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use egui::{Color32, RichText, Ui};
    pub(super) use gunbai::core::{Game, Msg, Setup};
    pub(super) use gunbai::gui::{GunbaiApp, Screen, session_view::SessionView, util};
    pub(super) use gunbai::session::{Session, store};
    pub(super) use gunbai_rules::msg;
    pub(super) use std::path::PathBuf;
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use gunbai::gui::home::*;
use serde_json::Value;

/// The home cards' lines are built at run time (`frame-blurb-<game id>`): each shipped game has
/// one in every language, and a 中文 or 日本語 one has no English word.
#[test]
fn issue_20_every_game_has_its_home_card_line_in_every_language() {
    for id in gunbai::games::ALL_IDS {
        let m = format!("frame-blurb-{id}");
        for lang in gunbai::gui::Lang::ALL {
            assert!(gunbai::core::msg::catalogue().has(lang, &m), "{m} {lang:?}");
            let text = Msg::dynamic(m.clone()).render(lang);
            assert!(!text.is_empty() && !text.contains("frame-"), "{m} {lang:?}");
            if lang != gunbai::gui::Lang::En {
                let latin = gunbai::core::text::latin_words(&text, &[]);
                assert!(latin.is_empty(), "{m} {lang:?}: {latin:?}");
            }
        }
    }
}

#[test]
fn options_line_is_read_by_the_game_specs() {
    let specs = [
        gunbai::core::KeySpec::bool("command-rule", "rule 10.1"),
        gunbai::core::KeySpec::int("turn-limit", 0, 99, "house rule"),
        gunbai::core::KeySpec::text("side", "side"),
    ];
    let pairs = option_pairs("command-rule=true, turn-limit=12, side = saigo").unwrap();
    let o = Setup::parse_options(&pairs, &specs).unwrap();
    assert_eq!(o["command-rule"], Value::Bool(true));
    assert_eq!(o["turn-limit"], Value::from(12));
    assert_eq!(o["side"], Value::from("saigo"));
    assert!(option_pairs("oops").is_err());
    // The same check as the command line: a bad value or a repeated key names the key.
    let e = Setup::parse_options(&option_pairs("turn-limit=100").unwrap(), &specs).unwrap_err();
    assert!(e.to_string().starts_with("turn-limit:"), "{e}");
    let e = Setup::parse_options(&option_pairs("side=a, side=b").unwrap(), &specs).unwrap_err();
    assert_eq!(e.to_string(), "side: given twice");
}
