// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use serde::{Deserialize, Deserializer, Serialize, Serializer};
    pub(super) use std::ops::{Deref, DerefMut};
    pub(super) use std::sync::{Arc, OnceLock};
}
use tested_imports::*;

use gunbai_rules::core::shared::*;

#[test]
fn issue_23_a_shared_list_is_copied_only_when_a_copy_changes() {
    let a: Shared<String> = vec!["甲".to_string(), "乙".into()].into();
    let mut b = a.clone();
    assert!(Arc::ptr_eq(&a.0, &b.0));
    assert_eq!(a, b);
    b.push("丙".into());
    assert!(!Arc::ptr_eq(&a.0, &b.0));
    assert_eq!(a.len(), 2);
    assert_eq!(b.len(), 3);
    b[0] = "丁".into();
    assert_eq!(a[0], "甲");
    // Saved and read as the list itself.
    let text = serde_json::to_string(&b).unwrap();
    assert_eq!(text, r#"["丁","乙","丙"]"#);
    let back: Shared<String> = serde_json::from_str(&text).unwrap();
    assert_eq!(back, b);
    assert_eq!(format!("{a:?}"), format!("{:?}", vec!["甲", "乙"]));
}

#[derive(Clone, Serialize)]
struct Piece {
    name: String,
    at: u8,
    hurt: bool,
}

#[derive(Clone, Serialize)]
struct Table {
    turn: u32,
    pieces: Shared<Piece>,
    stacks: Shared<Vec<String>>,
}

fn by_value<T: Serialize>(v: &T) -> String {
    serde_json::to_string(&serde_json::to_value(v).unwrap()).unwrap()
}

#[test]
fn issue_23_a_kept_canonical_text_is_the_lists_text_until_it_changes() {
    let piece = |name: &str, at| Piece {
        name: name.into(),
        at,
        hurt: false,
    };
    let mut a = Table {
        turn: 1,
        pieces: vec![piece("甲", 1), piece("乙\"", 2)].into(),
        stacks: vec![vec!["丙".into()]].into(),
    };
    let text = gunbai_rules::core::canonical::to_string(&a).unwrap();
    assert_eq!(text, by_value(&a));
    // Kept by the list, and shared by a copy of the state.
    assert!(a.pieces.0.canonical.get().is_some_and(Option::is_some));
    let mut b = a.clone();
    assert_eq!(gunbai_rules::core::canonical::to_string(&b).unwrap(), text);
    // A change through the copy: the copy's text is its own, the original keeps its own.
    b.pieces[1].hurt = true;
    b.turn = 2;
    assert!(b.pieces.0.canonical.get().is_none());
    assert_eq!(
        gunbai_rules::core::canonical::to_string(&b).unwrap(),
        by_value(&b)
    );
    assert_ne!(gunbai_rules::core::canonical::to_string(&b).unwrap(), text);
    assert_eq!(gunbai_rules::core::canonical::to_string(&a).unwrap(), text);
    // A change of the only holder of the list, in place.
    a.stacks[0].push("丁".into());
    a.pieces.retain(|p| p.at > 1);
    assert_eq!(
        gunbai_rules::core::canonical::to_string(&a).unwrap(),
        by_value(&a)
    );
    // Other serializers get the list, never the kept text.
    assert_eq!(
        serde_json::to_string(&a.pieces).unwrap(),
        r#"[{"name":"乙\"","at":2,"hurt":false}]"#
    );
    assert!(!gunbai_rules::core::canonical::writing());
}
