// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_print::core::ruleset::AnyState;
    pub(super) use gunbai_print::core::{Game, Msg, Sep};
    pub(super) use gunbai_print::session::format::{self, Header, Record};
    pub(super) use gunbai_print::session::{Session, bounds, store};
    pub(super) use qrcode::{EcLevel, QrCode};
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use serde_json::Value;
    pub(super) use sha2::{Digest, Sha256};
    pub(super) use std::path::{Path, PathBuf};
    pub(super) use std::sync::Arc;
    pub(super) use thiserror::Error;
}
use tested_imports::*;

use gunbai_rules::core::Lang;

#[test]
fn issue_20_a_snapshot_reads_back_every_message_it_stores() {
    let m = Msg::join(
        [
            gunbai_rules::msg!("core-rule", rule = "6.1"),
            Msg::plain("毛利元就"),
            gunbai_rules::msg!("core-ruling", n = 3),
        ],
        Sep::Space,
    );
    let mut bytes = Vec::new();
    ciborium::into_writer(&m, &mut bytes).unwrap();
    let back: Msg = ciborium::from_reader(bytes.as_slice()).unwrap();
    assert_eq!(back, m);
    assert_eq!(back.render(Lang::Ja), m.render(Lang::Ja));
}
