//! The session file format: JSON Lines. Line 1 is the header; every further line is one journal
//! record with a checksum. Versioned; older formats are migrated on load.
//!
//! - Format 1: each record line carries the checksum of its own record (a line edited by hand is caught,
//!   but whole lines could be deleted, swapped or duplicated unnoticed).
//! - Format 2: the header carries a checksum of itself (`sum`), and each record's checksum also covers
//!   the checksum before it (the header's for the first record): a chain, so deleting, reordering or
//!   duplicating records, or editing the header, breaks it at the first changed line. Act records also
//!   keep the dice stream's word position (`word`) so reopening jumps straight to the next die.
//! - Format 3 (issue 19, "a session's past is a fact"): the header pins the table files the session plays
//!   with (`tables`: every file's text at the start), so replay never uses other values; a change of
//!   tables during play is a step of its own on the line of play (`Record::Tables`), undone like an
//!   action. Each act carries a short digest of the state after it (`digest`), so a replay under other
//!   code that reaches another state is noticed at the first action that differs, and nothing is cut
//!   or written without the players' choice. Log lines are no longer stored: replay derives them, so a
//!   reworded sentence never changes a save. A record line must be exactly the canonical form of a known
//!   record (an unknown key or a value read loosely is an edit). A re-roll the table asked for is marked
//!   (`reroll`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::core::{ActionCall, DieRecord, Setup};

/// The format this build writes. Readers accept `1..=FORMAT`.
pub const FORMAT: u32 = 3;
pub const MAGIC: &str = "gunbai-session";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    pub magic: String,
    pub format: u32,
    /// The Gunbai version that created the file (information only).
    pub app: String,
    pub game: String,
    pub setup: Setup,
    pub seed: SeedInfo,
    /// Unix seconds.
    pub created: u64,
    /// Set when the session was restored from a pack-up snapshot: play continues from this state instead of
    /// the scenario setup (added in format 1; absent in ordinary sessions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<BaseState>,
    /// The table chose at set-up to keep undone dice: after an undo the front end offers the undone app
    /// faces again instead of fresh ones (issue 11, point 7). Absent (false) in older files.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub keep_undone_dice: bool,
    /// Format 3: the table files this session started with, pinned (issue 19). `None` in older files,
    /// which play with the tables present when they are opened, as they always did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tables: Option<PinnedTables>,
}

/// Table files pinned in a session: file name → TOML text. A pack-up sheet may carry a file that equals
/// the shipped one by its hash only (`shipped`); reading expands it from this build's shipped tables
/// (and refuses when they differ), so the header reads, and checksums, as it was written.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PinnedTables {
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub text: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub shipped: BTreeMap<String, String>,
}

/// The short content hash a pack-up uses for a shipped table file.
pub fn table_hash(text: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"gunbai-table:v1:");
    h.update(text.as_bytes());
    hex(&h.finalize()[..12])
}

impl PinnedTables {
    /// Replaces every file equal to the build's shipped one (`embedded`: name, text) by its hash.
    pub fn compact(&self, embedded: &[(&str, &str)]) -> PinnedTables {
        let mut out = PinnedTables::default();
        for (name, text) in &self.text {
            match embedded.iter().find(|(n, _)| n == name) {
                Some((_, t)) if t == text => {
                    out.shipped.insert(name.clone(), table_hash(text));
                }
                _ => {
                    out.text.insert(name.clone(), text.clone());
                }
            }
        }
        out
    }

    /// Brings back the files carried by hash from this build's shipped tables.
    pub fn expand(&mut self, embedded: &[(&str, &str)]) -> Result<(), String> {
        for (name, hash) in std::mem::take(&mut self.shipped) {
            match embedded.iter().find(|(n, _)| *n == name) {
                Some((_, t)) if table_hash(t) == hash => {
                    self.text.insert(name, (*t).to_string());
                }
                _ => {
                    return Err(format!(
                        "the table file {name} this session was played with is not the one this version of Gunbai ships; open the sheet with the version that printed it"
                    ));
                }
            }
        }
        Ok(())
    }
}

/// The starting point of a session restored from a snapshot (the journal did not fit the QR code).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BaseState {
    pub state: Value,
    /// Actions played before the snapshot (they are summarised, not replayable).
    pub position: usize,
    /// The summarised log of those actions, as messages (issue 20: a pack-up stores no English; an
    /// older snapshot's English lines load as text and show as stored).
    #[serde(default)]
    pub log: Vec<crate::core::Msg>,
    /// Index of the next app die in the seeded stream, so no die is drawn twice.
    #[serde(default)]
    pub next_die: u64,
}

/// The session's dice seed and its public commitment. The seed stays hidden in the UI until revealed;
/// the commitment is shown at the start so anyone can later check every app roll.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeedInfo {
    pub seed: u64,
    pub salt: String,
    pub commitment: String,
}

impl SeedInfo {
    pub fn new(seed: u64, salt: String) -> Self {
        let commitment = commit(seed, &salt);
        Self {
            seed,
            salt,
            commitment,
        }
    }
    pub fn verify(&self) -> bool {
        commit(self.seed, &self.salt) == self.commitment
    }
}

/// SHA-256 of `gunbai-seed:v1:<salt>:<seed>` in hex.
pub fn commit(seed: u64, salt: &str) -> String {
    let mut h = Sha256::new();
    h.update(format!("gunbai-seed:v1:{salt}:{seed}").as_bytes());
    hex(&h.finalize())
}

pub fn hex(bytes: &[u8]) -> String {
    // Issue 23: every record read takes a checksum in hex; one string, no formatting per byte.
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// One journal record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case")]
pub enum Record {
    /// An action with every die it used (formats 1–2 also kept the English log lines it produced;
    /// format 3 derives them by replay, so they are read and never written).
    Act {
        action: ActionCall,
        dice: Vec<DieRecord>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        log: Vec<String>,
        #[serde(default)]
        at: u64,
        #[serde(default)]
        reveals_hidden: bool,
        /// Word position of the seeded stream after this action's app dice (format 2; absent when the
        /// action drew none). Lets a reopened session jump to the next die instead of drawing up to it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        word: Option<u64>,
        /// Format 3: digest of the state after this action ([`state_digest`]); replay under other code
        /// that reaches another state stops here and asks the players.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        digest: Option<String>,
        /// The table asked for fresh dice after an undo instead of the undone ones (issue 19): the kept
        /// dice waiting were dropped for this action, and the log says it was a re-roll.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reroll: bool,
    },
    /// From this point of play on, these table files read as given (a change the players made during
    /// the session; the other files stay as they were). A step on the line of play: undo takes it back.
    Tables {
        files: BTreeMap<String, String>,
        #[serde(default)]
        at: u64,
    },
    /// The timeline cursor moved back to `to` actions.
    Undo {
        to: usize,
        #[serde(default)]
        confirmed_hidden: bool,
        #[serde(default)]
        at: u64,
    },
    /// The cursor moved forward again to `to`.
    Redo {
        to: usize,
        #[serde(default)]
        at: u64,
    },
    /// Play continues with a new seed from global app die `from` on (after a pack-up printed the old one).
    Reseed {
        seed: SeedInfo,
        from: u64,
        #[serde(default)]
        at: u64,
    },
    /// The seed was shown to the players.
    RevealSeed {
        #[serde(default)]
        at: u64,
    },
}

/// A short digest of a state (its JSON, canonical: keys sorted): 12 hex digits are enough to notice a
/// replay that reaches another state, and keep each record short.
pub fn state_digest(state: &Value) -> String {
    state_text_digest(&serde_json::to_string(state).unwrap_or_default())
}

/// [`state_digest`] of a state's canonical text (`Game::state_text`).
pub fn state_text_digest(text: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"gunbai-state:v1:");
    h.update(text.as_bytes());
    hex(&h.finalize()[..6])
}

fn checksum(json: &str) -> String {
    let mut h = Sha256::new();
    h.update(json.as_bytes());
    hex(&h.finalize()[..6])
}

/// Format 2: the checksum of a record chained to the one before it.
fn chain_sum(prev: &str, body: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"gunbai-chain:v2:");
    h.update(prev.as_bytes());
    h.update(b":");
    h.update(body.as_bytes());
    hex(&h.finalize()[..6])
}

/// Format 1 record line (checksum of the line alone). Kept to read and test old saves; new files use
/// [`encode_chained`].
pub fn encode_record(r: &Record) -> String {
    let body = canonical(r);
    let sum = checksum(&body);
    format!("{{\"r\":{body},\"sum\":\"{sum}\"}}")
}

/// Records are written in canonical form (a JSON value with sorted keys), so the checksum can be
/// recomputed from the parsed line. Written straight from the record (issue 23: the same text, see
/// `record_text`), else through its JSON value.
fn canonical(r: &Record) -> String {
    crate::record_text::text(r).unwrap_or_else(|| {
        let v = serde_json::to_value(r).expect("records serialise");
        serde_json::to_string(&v).expect("values serialise")
    })
}

/// Format 2 record line chained to `prev` (the previous record's checksum, or the header's); returns the
/// line and its checksum (the next record's `prev`).
pub fn encode_chained(r: &Record, prev: &str) -> (String, String) {
    let body = canonical(r);
    let sum = chain_sum(prev, &body);
    (format!("{{\"r\":{body},\"sum\":\"{sum}\"}}"), sum)
}

/// Reads a format 1 record line (checksum of the line alone).
pub fn decode_record(line: &str) -> Result<Record, String> {
    decode_line(line, 1, "").map(|(r, _)| r)
}

/// Reads one record line of a file of `format`; `prev` is the checksum the chain continues from
/// (format 2). Returns the record and its checksum.
pub fn decode_line(line: &str, format: u32, prev: &str) -> Result<(Record, String), String> {
    if format >= 3
        && let Some(read) = decode_as_written(line, prev)
    {
        return Ok(read);
    }
    let v: Value = serde_json::from_str(line).map_err(|e| format!("not valid JSON ({e})"))?;
    let r = v.get("r").ok_or("no record")?;
    let sum = v.get("sum").and_then(Value::as_str).ok_or("no checksum")?;
    let body = serde_json::to_string(r).map_err(|e| e.to_string())?;
    let expected = if format >= 2 {
        chain_sum(prev, &body)
    } else {
        checksum(&body)
    };
    if expected != sum {
        return Err(if format >= 2 {
            "checksum mismatch: the line was changed or damaged, or lines were deleted, swapped or \
             duplicated before it"
                .into()
        } else {
            "checksum mismatch (the line was changed or damaged)".into()
        });
    }
    let rec = Record::deserialize(r).map_err(|e| format!("unreadable record ({e})"))?;
    // Format 3 writes every record in canonical form: a line that reads back as anything else holds
    // a key this version does not know, or a value read loosely; it was edited (issue 19). Compared
    // as values (maps sorted by key, as the canonical text is): the same test as comparing the texts,
    // without writing the record out again (issue 23: reading is most of a reload).
    if format >= 3 && serde_json::to_value(&rec).ok().as_ref() != Some(r) {
        return Err(
            "the record holds something this version never writes (an unknown key or an altered value): the line was edited".into(),
        );
    }
    Ok((rec, sum.to_string()))
}

/// Issue 23: a format 3 line exactly as this version writes it, `{"r":BODY,"sum":"…"}` with BODY in
/// canonical form, read without building a JSON value of the line first: the chain checksum is taken
/// over BODY as it stands and the record read straight from it. It accepts exactly the lines the full
/// reading of [`decode_line`] accepts in that shape (BODY is the canonical text of the record read
/// from it, so the full reading would hash the same text and pass the same canonical check); any
/// other line (`None`) goes to the full reading, which names what is wrong.
fn decode_as_written(line: &str, prev: &str) -> Option<(Record, String)> {
    const TAIL: usize = ",\"sum\":\"\"}".len() + 12;
    let rest = line.strip_prefix("{\"r\":")?;
    let cut = rest.len().checked_sub(TAIL)?;
    let (body, tail) = (rest.get(..cut)?, rest.get(cut..)?);
    let sum = tail.strip_prefix(",\"sum\":\"")?.strip_suffix("\"}")?;
    if chain_sum(prev, body) != sum {
        return None;
    }
    // Issue 23: read in one pass and compared with the canonical text written straight from the
    // record (`record_text`).
    let rec = crate::record_text::read(body)?;
    Some((rec, sum.to_string()))
}

/// The header line of a format 2 file: the header as canonical JSON with `sum`, its own checksum.
/// Returns the line (no newline) and the checksum the record chain starts from.
pub fn encode_header(h: &Header) -> (String, String) {
    let mut v = serde_json::to_value(h).expect("header serialises");
    let sum = chain_sum(
        "header",
        &serde_json::to_string(&v).expect("values serialise"),
    );
    v["sum"] = Value::from(sum.clone());
    (serde_json::to_string(&v).expect("values serialise"), sum)
}

/// Checks a format 2 header's own checksum (`v` as read, before migration). Returns the checksum the
/// record chain starts from.
pub fn check_header_sum(v: &Value) -> Result<String, String> {
    let mut v = v.clone();
    let sum = match v.as_object_mut().and_then(|m| m.remove("sum")) {
        Some(Value::String(s)) => s,
        _ => return Err("the header has no checksum (the file was edited)".into()),
    };
    let body = serde_json::to_string(&v).map_err(|e| e.to_string())?;
    if chain_sum("header", &body) != sum {
        return Err("header checksum mismatch (the header was edited or damaged)".into());
    }
    Ok(sum)
}

/// The format number of a header, refused unless this build reads it (`1..=FORMAT`).
pub fn header_format(v: &Value) -> Result<u32, String> {
    let raw = v.get("format").ok_or("header has no format number")?;
    let Some(n) = raw.as_u64() else {
        return Err(format!(
            "the header's format must be a whole number, got {}",
            crate::shorten(&raw.to_string())
        ));
    };
    if n > u64::from(FORMAT) {
        return Err(format!(
            "made by a newer Gunbai (session format {n}; this build reads formats 1 to {FORMAT}); update Gunbai to open it"
        ));
    }
    if n == 0 {
        return Err("session format 0 does not exist".into());
    }
    // Format 1 headers carried no checksum and none of the later fields: a header that claims format 1
    // but has them was written as a later format and edited down (which would turn the record chain
    // off) (issue 19).
    if n == 1
        && ["sum", "keep_undone_dice", "tables"]
            .iter()
            .any(|k| v.get(k).is_some())
    {
        return Err(
            "the header claims session format 1 but was written in a later format (it was edited)"
                .into(),
        );
    }
    Ok(n as u32)
}

/// Brings an older header (as JSON) up to [`FORMAT`]. Each step is one function, kept forever.
pub fn migrate_header(mut v: Value) -> Result<Value, String> {
    header_format(&v)?;
    // Format 1 → 2 changes only the checksums and adds optional fields: the header reads the same.
    if let Some(m) = v.as_object_mut() {
        m.remove("sum");
    }
    v["format"] = Value::from(FORMAT);
    Ok(v)
}

/// A header line whose pinned tables carry the files equal to this build's shipped ones (`embedded`)
/// by hash only: what a pack-up sheet prints. The header's checksum stays the one of the whole header,
/// which reading checks after bringing the texts back ([`PinnedTables::expand`]).
pub fn compact_header_line(line: &str, embedded: &[(&str, &str)]) -> String {
    let Ok(mut v) = serde_json::from_str::<Value>(line) else {
        return line.to_string();
    };
    let Some(t) = v.get("tables") else {
        return line.to_string();
    };
    let Ok(pinned) = serde_json::from_value::<PinnedTables>(t.clone()) else {
        return line.to_string();
    };
    v["tables"] = serde_json::to_value(pinned.compact(embedded)).unwrap_or_default();
    serde_json::to_string(&v).unwrap_or_else(|_| line.to_string())
}

/// A whole journal as [`encode_journal`] writes it, with the header line compacted for a pack-up
/// ([`compact_header_line`]).
pub fn encode_journal_for_sheet(
    header: &Header,
    records: &[Record],
    embedded: &[(&str, &str)],
) -> Vec<u8> {
    let bytes = encode_journal(header, records);
    let text = String::from_utf8_lossy(&bytes);
    let (head, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let mut out = compact_header_line(head, embedded);
    out.push('\n');
    out.push_str(rest);
    out.into_bytes()
}

/// A whole journal in the current format: the header line, then the chained records.
pub fn encode_journal(header: &Header, records: &[Record]) -> Vec<u8> {
    let (mut s, mut chain) = encode_header(header);
    s.push('\n');
    for r in records {
        let (line, sum) = encode_chained(r, &chain);
        s.push_str(&line);
        s.push('\n');
        chain = sum;
    }
    s.into_bytes()
}

/// Reads a whole journal of any format this build reads, checking every checksum (and the chain), but
/// not replaying it. Errors name the line.
pub fn read_journal(text: &str) -> Result<(Header, Vec<Record>), String> {
    let mut lines = text.lines().enumerate();
    let (_, head) = lines.next().ok_or("empty journal")?;
    let hv: Value =
        serde_json::from_str(head).map_err(|e| format!("line 1: unreadable header ({e})"))?;
    let format = header_format(&hv).map_err(|m| format!("line 1: {m}"))?;
    let mut chain = if format >= 2 {
        check_header_sum(&hv).map_err(|m| format!("line 1: {m}"))?
    } else {
        String::new()
    };
    let hv = migrate_header(hv).map_err(|m| format!("line 1: {m}"))?;
    let header: Header =
        serde_json::from_value(hv).map_err(|e| format!("line 1: unreadable header ({e})"))?;
    let mut records = Vec::new();
    for (i, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let (r, sum) =
            decode_line(line, format, &chain).map_err(|m| format!("line {}: {m}", i + 1))?;
        chain = sum;
        records.push(r);
    }
    Ok((header, records))
}
