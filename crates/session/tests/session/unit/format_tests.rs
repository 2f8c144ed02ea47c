// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_session::core::{ActionCall, DieRecord, Setup};
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use serde_json::Value;
    pub(super) use sha2::{Digest, Sha256};
    pub(super) use std::collections::BTreeMap;
}
use tested_imports::*;

use gunbai_session::format::*;

#[test]
fn format_above_u32_is_refused_not_truncated() {
    // 4294967297 = 2^32 + 1 would become 1 if cast to u32 (issue 9, item 7).
    let v: Value = serde_json::from_str(r#"{"format":4294967297}"#).unwrap();
    let e = header_format(&v).unwrap_err();
    assert!(e.contains("4294967297"), "{e}");
    assert!(migrate_header(v).is_err());
    let v: Value = serde_json::from_str(r#"{"format":-1}"#).unwrap();
    assert!(header_format(&v).is_err());
}

#[test]
fn chain_breaks_when_lines_are_swapped() {
    let a = Record::RevealSeed { at: 1 };
    let b = Record::RevealSeed { at: 2 };
    let (la, sa) = encode_chained(&a, "h");
    let (lb, sb) = encode_chained(&b, &sa);
    assert_eq!(decode_line(&la, 2, "h").unwrap().1, sa);
    assert_eq!(decode_line(&lb, 2, &sa).unwrap().1, sb);
    assert!(decode_line(&lb, 2, "h").is_err());
    assert!(decode_line(&la, 2, &sb).is_err());
}

/// Issue 23: the hex of a checksum is written without formatting each byte; it reads as before
/// (two lower-case digits a byte, leading zeros kept).
#[test]
fn issue_23_hex_writes_two_lower_case_digits_a_byte() {
    assert_eq!(hex(&[0x00, 0x0f, 0xa5, 0xff, 0x10]), "000fa5ff10");
    assert_eq!(hex(&[]), "");
    let all: Vec<u8> = (0..=255).collect();
    let expected: String = all.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(hex(&all), expected);
}
