// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_print::PrintError;
    pub(super) use gunbai_print::content::players_words;
    pub(super) use gunbai_print::core::{Game, Lang, Msg};
    pub(super) use gunbai_print::layout::layout;
    pub(super) use gunbai_print::pdf::{Doc, PT_MM, Page, Rgbf, wrap};
    pub(super) use gunbai_print::qr::{self, PayloadKind, QUIET};
    pub(super) use gunbai_print::say;
    pub(super) use gunbai_print::session::Session;
    pub(super) use gunbai_rules::msg;
}
use tested_imports::*;

use gunbai_print::core::catalogue;
use gunbai_print::packup::*;

#[test]
fn issue_20_every_placeholder_table_name_is_in_every_language() {
    for id in TABLE_NAMES {
        let key = format!("print-table-{id}");
        for lang in Lang::ALL {
            assert!(catalogue().has(lang, &key), "{key} in {lang:?}");
            let s = say(lang, Msg::dynamic(key.clone()));
            assert!(!s.is_empty() && !s.contains("print"), "{key} {lang:?}: {s}");
        }
    }
}
