//! 简体中文 for the English lines the 关原 ruleset writes (prompt steps and hints, action labels, refusal
//! reasons, status tracks, log lines, modifiers, undo hints). Names of people, castles and hexes and the
//! rule numbers are carried over through the `{}` holes. Our own words, not the rulebook's.

use std::sync::LazyLock;

use super::cards::{ALL, Variant};
use crate::core::Phrasebook;

/// Fixed templates: English with `{}` holes → 中文 (`{}` in order, `{0}`, `{1}` by position).
const TEMPLATES: &[(&str, &str)] = &[
];

pub static PHRASES: LazyLock<Phrasebook> = LazyLock::new(|| {
    // The card texts come first (whole lines, in both card-text versions), then the templates.
    let mut owned: Vec<(String, String)> = Vec::new();
    for c in ALL {
        for v in [Variant::Ja, Variant::Zh] {
            let t = c.text(v);
            owned.push((t.en.replace("{}", "{ }"), t.zh));
        }
    }
    let mut pairs: Vec<(&str, &str)> = owned.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    pairs.extend_from_slice(TEMPLATES);
    Phrasebook::new(&pairs)
});
