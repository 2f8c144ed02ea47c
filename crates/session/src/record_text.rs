//! A journal record read and checked in one pass (issue 23, linear replay: no double parse of a
//! record).
//!
//! A record line of format 3 is the canonical text of its record: the JSON value of the record with
//! its keys sorted ([`format::encode_chained`](crate::format::encode_chained)). Reading one used to
//! parse the text into serde's buffer (the record's kind, `t`, comes last in sorted order), read the
//! record from that buffer, then build a JSON value of the record and write it out again to compare.
//! Here the text is read once into [`Flat`], every key any record may hold, and the canonical text is
//! written straight from the record with the keys in sorted order ([`text`]).
//!
//! [`text`] writes exactly what the canonical form writes (a test compares the two for every kind of
//! record with every optional key present and absent). A line it does not reproduce goes to the full
//! reading, which names what is wrong: nothing is accepted here that the full reading refuses.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::core::{ActionCall, DieRecord};
use crate::format::{Record, SeedInfo};

/// Every key of every kind of record, as read (a key no record has is refused).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Flat {
    action: Option<ActionCall>,
    at: Option<u64>,
    confirmed_hidden: Option<bool>,
    dice: Option<Vec<DieRecord>>,
    digest: Option<String>,
    files: Option<BTreeMap<String, String>>,
    from: Option<u64>,
    log: Option<Vec<String>>,
    reroll: Option<bool>,
    reveals_hidden: Option<bool>,
    seed: Option<SeedInfo>,
    t: String,
    to: Option<usize>,
    word: Option<u64>,
}

impl Flat {
    /// The record of kind `t` (keys of other kinds are left out here; the canonical text, written
    /// without them, then differs from the line, which goes to the full reading).
    fn record(self) -> Option<Record> {
        let at = self.at.unwrap_or(0);
        Some(match self.t.as_str() {
            "act" => Record::Act {
                action: self.action?,
                dice: self.dice?,
                log: self.log.unwrap_or_default(),
                at,
                reveals_hidden: self.reveals_hidden.unwrap_or(false),
                word: self.word,
                digest: self.digest,
                reroll: self.reroll.unwrap_or(false),
            },
            "tables" => Record::Tables {
                files: self.files?,
                at,
            },
            "undo" => Record::Undo {
                to: self.to?,
                confirmed_hidden: self.confirmed_hidden.unwrap_or(false),
                at,
            },
            "redo" => Record::Redo { to: self.to?, at },
            "reseed" => Record::Reseed {
                seed: self.seed?,
                from: self.from?,
                at,
            },
            "reveal-seed" => Record::RevealSeed { at },
            _ => return None,
        })
    }
}

/// Reads the body of a record line (the text inside `{"r":…}`) when it is the canonical text of its
/// record; `None` for anything else.
pub fn read(body: &str) -> Option<Record> {
    let rec = serde_json::from_str::<Flat>(body).ok()?.record()?;
    (text(&rec)? == body).then_some(rec)
}

/// A die in canonical order (`app`, `face`, `kept`).
#[derive(Serialize)]
struct Die {
    #[serde(skip_serializing_if = "Option::is_none")]
    app: Option<u64>,
    face: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    kept: Option<u64>,
}

/// A seed in canonical order (`commitment`, `salt`, `seed`).
#[derive(Serialize)]
struct Seed<'a> {
    commitment: &'a str,
    salt: &'a str,
    seed: u64,
}

/// A record in canonical order: the keys sorted, each present exactly when the record's own form
/// writes it.
#[derive(Serialize, Default)]
struct Out<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<&'a ActionCall>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    confirmed_hidden: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dice: Option<Vec<Die>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    digest: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    files: Option<&'a BTreeMap<String, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    log: Option<&'a [String]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reroll: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reveals_hidden: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<Seed<'a>>,
    t: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    word: Option<u64>,
}

/// The canonical text of a record, written straight from it.
pub fn text(r: &Record) -> Option<String> {
    let out = match r {
        Record::Act {
            action,
            dice,
            log,
            at,
            reveals_hidden,
            word,
            digest,
            reroll,
        } => Out {
            action: Some(action),
            at: Some(*at),
            dice: Some(
                dice.iter()
                    .map(|d| Die {
                        app: d.app,
                        face: d.face,
                        kept: d.kept,
                    })
                    .collect(),
            ),
            digest: digest.as_deref(),
            log: (!log.is_empty()).then_some(log.as_slice()),
            reroll: reroll.then_some(true),
            reveals_hidden: Some(*reveals_hidden),
            t: "act",
            word: *word,
            ..Out::default()
        },
        Record::Tables { files, at } => Out {
            at: Some(*at),
            files: Some(files),
            t: "tables",
            ..Out::default()
        },
        Record::Undo {
            to,
            confirmed_hidden,
            at,
        } => Out {
            at: Some(*at),
            confirmed_hidden: Some(*confirmed_hidden),
            t: "undo",
            to: Some(*to),
            ..Out::default()
        },
        Record::Redo { to, at } => Out {
            at: Some(*at),
            t: "redo",
            to: Some(*to),
            ..Out::default()
        },
        Record::Reseed { seed, from, at } => Out {
            at: Some(*at),
            from: Some(*from),
            seed: Some(Seed {
                commitment: &seed.commitment,
                salt: &seed.salt,
                seed: seed.seed,
            }),
            t: "reseed",
            ..Out::default()
        },
        Record::RevealSeed { at } => Out {
            at: Some(*at),
            t: "reveal-seed",
            ..Out::default()
        },
    };
    serde_json::to_string(&out).ok()
}
