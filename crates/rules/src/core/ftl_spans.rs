//! Where each entry of a Fluent file is, without parsing it (issue 23, `resolve` per process).
//!
//! Two users share this one scanner, so they cannot disagree on what an entry is:
//! - the rules crate's build script (`crates/rules/build.rs`, which includes this file by path) indexes
//!   every shipped catalogue once, at build time, so a process looks an id up instead of scanning a file
//!   of 50–90 KB and hashing its two thousand ids on every start;
//! - [`super::msg::entries`] scans words that arrive at run time (a ruleset outside the registry).
//!
//! This file uses nothing outside `core`: the build script compiles it on its own.

/// Calls `found(id, start, end)` for every message entry of `src`, in file order, duplicates included
/// (the caller keeps the first, as a Fluent bundle does). An entry is a line that starts with an
/// identifier and `=`, with every line after it that does not start a new entry, a comment or a term;
/// `start..end` is its text and `start..start + id.len()` its id.
pub fn each_entry(src: &str, mut found: impl FnMut(&str, usize, usize)) {
    let bytes = src.as_bytes();
    let mut open: Option<(usize, usize)> = None;
    let mut at = 0;
    while at < bytes.len() {
        let end = bytes[at..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(bytes.len(), |i| at + i + 1);
        let line = &bytes[at..end];
        let first = line[0];
        if first.is_ascii_alphabetic() || first == b'#' || first == b'-' {
            if let Some((from, id_len)) = open.take() {
                found(&src[from..from + id_len], from, at);
            }
            if first.is_ascii_alphabetic() {
                let id_len = line
                    .iter()
                    .position(|b| !(b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_'))
                    .unwrap_or(line.len());
                let rest = &line[id_len..];
                let gap = rest
                    .iter()
                    .position(|b| *b != b' ' && *b != b'\t')
                    .unwrap_or(rest.len());
                if rest.get(gap) == Some(&b'=') {
                    open = Some((at, id_len));
                }
            }
        }
        at = end;
    }
    if let Some((from, id_len)) = open {
        found(&src[from..from + id_len], from, bytes.len());
    }
}

/// The size of one entry in a shipped index: its start, the length of its id and its end, each a
/// little-endian `u32`. The entries are sorted by id (bytes), one per id (the first in the file).
pub const SPAN_BYTES: usize = 12;

/// The entry a shipped index holds at `span`, as (its id, its text) in `src`.
pub fn entry_in<'s>(src: &'s str, span: &[u8; SPAN_BYTES]) -> (&'s str, &'s str) {
    let n = |j: usize| {
        u32::from_le_bytes([
            span[j * 4],
            span[j * 4 + 1],
            span[j * 4 + 2],
            span[j * 4 + 3],
        ]) as usize
    };
    let (start, id_len, end) = (n(0), n(1), n(2));
    (&src[start..start + id_len], &src[start..end])
}

/// The shipped index of `src`: its entries' spans, sorted by id, first of two alike kept.
pub fn index_bytes(src: &str) -> Vec<u8> {
    let mut spans: Vec<(usize, usize, usize)> = Vec::new();
    each_entry(src, |id, start, end| spans.push((start, id.len(), end)));
    let id = |s: &(usize, usize, usize)| &src[s.0..s.0 + s.1];
    // A stable sort keeps file order among equal ids, so the first one stays.
    spans.sort_by(|a, b| id(a).cmp(id(b)));
    spans.dedup_by(|later, first| id(later) == id(first));
    let mut out = Vec::with_capacity(spans.len() * SPAN_BYTES);
    for (start, id_len, end) in spans {
        for n in [start, id_len, end] {
            let n = u32::try_from(n).expect("a catalogue file under 4 GB");
            out.extend_from_slice(&n.to_le_bytes());
        }
    }
    out
}
