//! The pack-up QR: a text payload any phone scanner returns intact, and its import.
//!
//! One code: `GB1:` + base45(bytes), all in the QR alphanumeric alphabet (so the code uses alphanumeric
//! mode). `1` is the payload version. Bytes = kind (1 byte) + checksum (first 4 bytes of SHA-256 over
//! kind and body) + body, where body is the raw-deflated (miniz_oxide) content:
//! - `J` the whole session journal, exactly as on disk;
//! - `L` the journal with log lines and timestamps stripped (import re-derives the log lines by
//!   replaying the actions, so the restored session is exact; only the wall-clock times are lost);
//! - `B` a snapshot in CBOR (binary): header, current state (`Game::state_json`), status and a
//!   summarised log, used when the journal is too long. It restores the position but not the undo
//!   history. (`S`, the same snapshot as JSON, is what older sheets printed; it still imports.)
//!
//! Several codes (when one is not enough): `GB2:K/N:` + base45(kind, set id (4 bytes: the checksum
//! of the whole deflated body), part checksum (4 bytes over kind, K, N, set id and the part), part).
//! The parts may be scanned in any order; each is checked on its own, then the joined body against
//! the set id. Packing up never fails: a long game becomes more codes, never an error.
//!
//! Decoding refuses a wrong prefix, an unknown version or kind, a bad checksum, and a body that would
//! inflate past [`MAX_INFLATED`] ([`MAX_INFLATED_PARTS`] for several codes).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use qrcode::{EcLevel, QrCode};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use thiserror::Error;

use crate::core::ruleset::AnyState;
use crate::core::{Game, Msg, Sep};
use crate::session::format::{self, Header, Record};
use crate::session::{Session, bounds, store};

/// Prefix of payload version 1 (one code).
pub const PREFIX: &str = "GB1:";
pub const VERSION: u32 = 1;
/// Prefix of payload version 2 (one of several codes: `GB2:K/N:…`).
pub const PREFIX_PARTS: &str = "GB2:";
pub const VERSION_PARTS: u32 = 2;
/// A one-code payload never inflates past this (a scan cannot make us allocate more).
pub const MAX_INFLATED: usize = 1024 * 1024;
/// Several codes together never inflate past this.
pub const MAX_INFLATED_PARTS: usize = 16 * 1024 * 1024;
/// Deflated bytes carried by each code of a multi-code pack-up: about a version-25 code (117
/// modules, 62 mm at 0.5 mm per module), six to a page and easy for a phone.
pub const PART_BYTES: usize = 900;
/// Most codes in one pack-up (the part number is one byte).
pub const MAX_PARTS: usize = 255;
/// The exact (lite) journal is printed as several codes only up to this many; longer games get a
/// snapshot (fewer codes to scan, no undo history).
pub const MAX_EXACT_PARTS: usize = 4;
/// Longest payload text accepted (a version-40 QR holds 4,296 alphanumeric characters).
pub const MAX_TEXT: usize = 4296;
/// Quiet zone in modules.
pub const QUIET: usize = 4;
pub const SNAPSHOT_MAGIC: &str = "gunbai-snapshot";

#[derive(Debug, Error, PartialEq)]
pub enum QrError {
    #[error("not a Gunbai pack-up code (it should start with \"GB1:\")")]
    Prefix,
    #[error(
        "pack-up code version {found} is not known to this Gunbai (it reads version {VERSION}); update Gunbai"
    )]
    Version { found: String },
    #[error("the code text is damaged: {0}")]
    Text(String),
    #[error("checksum mismatch: the code was misread or changed; scan it again")]
    Checksum,
    #[error("unknown payload kind '{0}'")]
    Kind(char),
    #[error("the payload would inflate past {limit} bytes; refused")]
    TooLarge { limit: usize },
    #[error("the payload is not valid deflate data ({0})")]
    Inflate(String),
    #[error("the session is too large for one QR code even as a snapshot ({chars} characters)")]
    DoesNotFit { chars: usize },
    #[error("code {k} of {n} is missing: scan every code of the sheet (missing: {missing})")]
    Missing { k: usize, n: usize, missing: String },
    #[error("these codes come from different pack-up sheets; scan the codes of one sheet only")]
    Mixed,
    #[error("{path}: {message}")]
    Image { path: String, message: String },
    #[error("{path}: no readable QR code found in the image")]
    NoCode { path: String },
    #[error("restoring the session failed: {0}")]
    Session(Msg),
    #[error("{path}: {message}")]
    Io { path: String, message: String },
}

impl QrError {
    /// The refusal as a player reads it, in any language (issue 20); `Display` stays English for logs.
    pub fn msg(&self) -> Msg {
        use gunbai_rules::msg;
        match self {
            QrError::Prefix => msg!("print-qr-err-prefix"),
            QrError::Version { found } => {
                msg!(
                    "print-qr-err-version",
                    found = found.as_str(),
                    known = VERSION.to_string()
                )
            }
            QrError::Text(_) => msg!("print-qr-err-text"),
            QrError::Checksum => msg!("print-qr-err-checksum"),
            QrError::Kind(c) => msg!("print-qr-err-kind", kind = c.to_string()),
            QrError::TooLarge { limit } => msg!("print-qr-err-too-large", limit = *limit),
            QrError::Inflate(_) => msg!("print-qr-err-inflate"),
            QrError::DoesNotFit { chars } => msg!("print-qr-err-does-not-fit", chars = *chars),
            QrError::Missing { k, n, missing } => {
                msg!(
                    "print-qr-err-missing",
                    k = *k,
                    n = *n,
                    missing = missing.as_str()
                )
            }
            QrError::Mixed => msg!("print-qr-err-mixed"),
            QrError::Image { path, message } => {
                msg!(
                    "print-qr-err-image",
                    path = path.as_str(),
                    detail = message.as_str()
                )
            }
            QrError::NoCode { path } => msg!("print-qr-err-no-code", path = path.as_str()),
            QrError::Session(m) => msg!("print-qr-err-session", detail = m.clone()),
            QrError::Io { path, message } => {
                msg!(
                    "print-qr-err-io",
                    path = path.as_str(),
                    detail = message.as_str()
                )
            }
        }
    }
}

/// What the payload carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum PayloadKind {
    /// The whole journal.
    Journal,
    /// The journal without log lines and timestamps (restored exactly by replay).
    LiteJournal,
    /// The current state with a summarised log (no undo history).
    Snapshot,
}

impl PayloadKind {
    fn byte(self) -> u8 {
        match self {
            PayloadKind::Journal => b'J',
            PayloadKind::LiteJournal => b'L',
            // New snapshots are CBOR (`B`); `S` (JSON) still imports.
            PayloadKind::Snapshot => b'B',
        }
    }
    fn from_byte(b: u8) -> Result<Self, QrError> {
        match b {
            b'J' => Ok(PayloadKind::Journal),
            b'L' => Ok(PayloadKind::LiteJournal),
            b'S' | b'B' => Ok(PayloadKind::Snapshot),
            other => Err(QrError::Kind(other as char)),
        }
    }
}

// ---------------------------------------------------------------- base45 (RFC 9285)

const B45: &[u8; 45] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

pub fn base45_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3 / 2 + 2);
    for ch in bytes.chunks(2) {
        let n = if ch.len() == 2 {
            ch[0] as u32 * 256 + ch[1] as u32
        } else {
            ch[0] as u32
        };
        out.push(B45[(n % 45) as usize] as char);
        out.push(B45[(n / 45 % 45) as usize] as char);
        if ch.len() == 2 {
            out.push(B45[(n / 2025) as usize] as char);
        }
    }
    out
}

pub fn base45_decode(s: &str) -> Result<Vec<u8>, QrError> {
    let vals: Vec<u32> = s
        .bytes()
        .enumerate()
        .map(|(i, c)| {
            B45.iter()
                .position(|&b| b == c)
                .map(|v| v as u32)
                .ok_or_else(|| {
                    QrError::Text(format!(
                        "character {} ('{}') is not base45",
                        i + 1,
                        c as char
                    ))
                })
        })
        .collect::<Result<_, _>>()?;
    let mut out = Vec::with_capacity(vals.len() * 2 / 3);
    for ch in vals.chunks(3) {
        match ch {
            [a, b, c] => {
                let n = a + b * 45 + c * 2025;
                if n > 0xFFFF {
                    return Err(QrError::Text("base45 group out of range".into()));
                }
                out.extend([(n >> 8) as u8, n as u8]);
            }
            [a, b] => {
                let n = a + b * 45;
                if n > 0xFF {
                    return Err(QrError::Text("base45 group out of range".into()));
                }
                out.push(n as u8);
            }
            _ => return Err(QrError::Text("base45 text has a dangling character".into())),
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------- framing

fn checksum(kind: u8, body: &[u8]) -> [u8; 4] {
    let mut h = Sha256::new();
    h.update([kind]);
    h.update(body);
    let d = h.finalize();
    [d[0], d[1], d[2], d[3]]
}

/// Frames already-deflated bytes as payload text (exposed for tests of the refusals).
pub fn frame(kind: PayloadKind, deflated: &[u8]) -> String {
    let k = kind.byte();
    let mut bin = vec![k];
    bin.extend(checksum(k, deflated));
    bin.extend_from_slice(deflated);
    format!("{PREFIX}{}", base45_encode(&bin))
}

/// Deflates and frames content bytes.
pub fn pack(kind: PayloadKind, content: &[u8]) -> String {
    frame(kind, &miniz_oxide::deflate::compress_to_vec(content, 10))
}

/// Unframes payload text: checks prefix, version, checksum and kind, then inflates with a limit.
pub fn unpack(text: &str) -> Result<(PayloadKind, Vec<u8>), QrError> {
    let (k, content) = unpack_raw(text)?;
    Ok((PayloadKind::from_byte(k)?, content))
}

fn inflate(deflated: &[u8], limit: usize) -> Result<Vec<u8>, QrError> {
    miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, limit).map_err(|e| {
        if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput {
            QrError::TooLarge { limit }
        } else {
            QrError::Inflate(format!("{:?}", e.status))
        }
    })
}

/// The version digits of a `GBn:` text and what follows the colon.
fn version_of(t: &str) -> Result<(&str, &str), QrError> {
    let rest = t.strip_prefix("GB").ok_or(QrError::Prefix)?;
    let (ver, body) = rest.split_once(':').ok_or(QrError::Prefix)?;
    if ver.is_empty() || ver.len() > 4 || !ver.bytes().all(|b| b.is_ascii_digit()) {
        return Err(QrError::Prefix);
    }
    Ok((ver, body))
}

/// [`unpack`] returning the kind byte (`S` JSON and `B` CBOR snapshots differ here).
fn unpack_raw(text: &str) -> Result<(u8, Vec<u8>), QrError> {
    let t = text.trim();
    if t.len() > MAX_TEXT {
        return Err(QrError::Text(format!(
            "{} characters is more than any QR code holds",
            t.len()
        )));
    }
    let (ver, body) = version_of(t)?;
    if ver != VERSION.to_string() {
        return Err(QrError::Version { found: ver.into() });
    }
    let bin = base45_decode(body)?;
    if bin.len() < 6 {
        return Err(QrError::Text("the code is too short".into()));
    }
    let (k, sum, deflated) = (bin[0], &bin[1..5], &bin[5..]);
    if checksum(k, deflated) != sum {
        return Err(QrError::Checksum);
    }
    PayloadKind::from_byte(k)?;
    Ok((k, inflate(deflated, MAX_INFLATED)?))
}

// ---------------------------------------------------------------- several codes

/// One code of a multi-code pack-up.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    pub kind: u8,
    /// 1-based part number and the number of parts.
    pub k: usize,
    pub n: usize,
    /// Checksum of the whole deflated body: the same on every part of one sheet.
    pub set: [u8; 4],
    pub chunk: Vec<u8>,
}

fn part_sum(kind: u8, k: usize, n: usize, set: &[u8; 4], chunk: &[u8]) -> [u8; 4] {
    let mut h = Sha256::new();
    h.update([kind, k as u8, n as u8]);
    h.update(set);
    h.update(chunk);
    let d = h.finalize();
    [d[0], d[1], d[2], d[3]]
}

/// Splits deflated bytes into `GB2:K/N:` texts of at most `part_bytes` bytes each.
pub fn frame_parts(kind: PayloadKind, deflated: &[u8], part_bytes: usize) -> Vec<String> {
    let k = kind.byte();
    let set = checksum(k, deflated);
    let chunks: Vec<&[u8]> = deflated.chunks(part_bytes.max(1)).collect();
    let n = chunks.len();
    chunks
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut bin = vec![k];
            bin.extend(set);
            bin.extend(part_sum(k, i + 1, n, &set, c));
            bin.extend_from_slice(c);
            format!("{PREFIX_PARTS}{}/{n}:{}", i + 1, base45_encode(&bin))
        })
        .collect()
}

/// Reads one `GB2:K/N:` text and checks its own checksum.
pub fn parse_part(text: &str) -> Result<Part, QrError> {
    let t = text.trim();
    if t.len() > MAX_TEXT {
        return Err(QrError::Text(format!(
            "{} characters is more than any QR code holds",
            t.len()
        )));
    }
    let (ver, rest) = version_of(t)?;
    if ver != VERSION_PARTS.to_string() {
        return Err(QrError::Version { found: ver.into() });
    }
    let bad = || QrError::Text("the code number (K/N) is unreadable".into());
    let (kn, body) = rest.split_once(':').ok_or_else(bad)?;
    let (k, n) = kn.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (k.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
    if !(1..=MAX_PARTS).contains(&n) || !(1..=n).contains(&k) {
        return Err(bad());
    }
    let bin = base45_decode(body)?;
    if bin.len() < 10 {
        return Err(QrError::Text("the code is too short".into()));
    }
    let kind = bin[0];
    PayloadKind::from_byte(kind)?;
    let set: [u8; 4] = [bin[1], bin[2], bin[3], bin[4]];
    let chunk = bin[9..].to_vec();
    if part_sum(kind, k, n, &set, &chunk) != bin[5..9] {
        return Err(QrError::Checksum);
    }
    Ok(Part {
        kind,
        k,
        n,
        set,
        chunk,
    })
}

/// Joins the scanned texts of one pack-up (one `GB1:` code, or every `GB2:` part in any order;
/// repeats of a part are fine) into the kind byte and the content bytes.
fn join_raw(texts: &[String]) -> Result<(u8, Vec<u8>), QrError> {
    // The same code scanned twice (or the same photo given twice) is one code, not two sheets.
    let mut texts: Vec<&str> = texts
        .iter()
        .map(|t| t.trim())
        .filter(|t| !t.is_empty())
        .collect();
    let mut seen = std::collections::BTreeSet::new();
    texts.retain(|t| seen.insert(*t));
    match texts.as_slice() {
        [] => return Err(QrError::Text("no code text given".into())),
        [one] if !one.starts_with(PREFIX_PARTS) => return unpack_raw(one),
        _ => {}
    }
    let mut parts: Vec<Part> = Vec::new();
    for t in &texts {
        if t.starts_with(PREFIX) {
            // A whole one-code pack-up among parts: two sheets mixed up.
            return Err(QrError::Mixed);
        }
        let p = parse_part(t)?;
        if let Some(first) = parts.first()
            && (first.set != p.set || first.n != p.n || first.kind != p.kind)
        {
            return Err(QrError::Mixed);
        }
        if !parts.iter().any(|q| q.k == p.k) {
            parts.push(p);
        }
    }
    parts.sort_by_key(|p| p.k);
    let n = parts[0].n;
    if parts.len() < n {
        let missing: Vec<String> = (1..=n)
            .filter(|k| !parts.iter().any(|p| p.k == *k))
            .map(|k| k.to_string())
            .collect();
        return Err(QrError::Missing {
            k: missing[0].parse().unwrap_or(0),
            n,
            missing: missing.join(", "),
        });
    }
    let kind = parts[0].kind;
    let deflated: Vec<u8> = parts.iter().flat_map(|p| p.chunk.iter().copied()).collect();
    if checksum(kind, &deflated) != parts[0].set {
        return Err(QrError::Checksum);
    }
    Ok((kind, inflate(&deflated, MAX_INFLATED_PARTS)?))
}

/// Joins scanned texts (see [`join_raw`]) into the payload kind and content bytes.
pub fn join(texts: &[String]) -> Result<(PayloadKind, Vec<u8>), QrError> {
    let (k, content) = join_raw(texts)?;
    Ok((PayloadKind::from_byte(k)?, content))
}

// ---------------------------------------------------------------- encoding a session

/// The snapshot carried when the journal does not fit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    pub magic: String,
    pub format: u32,
    pub header: Header,
    /// Actions on the timeline up to the cursor when packed up.
    pub position: usize,
    pub state: Value,
    /// The status tracks and phase as messages (issue 20: a pack-up stores no English; an older
    /// snapshot's English text loads as [`Msg::Plain`] and shows as stored).
    pub status: Vec<(Msg, Msg)>,
    pub phase: Msg,
    /// Summary of the log: the last actions as messages, and how many were left out.
    pub log: Vec<Msg>,
    pub omitted: usize,
    /// Next app die index, so dice drawn after the restore are new ones.
    #[serde(default)]
    pub next_die: u64,
}

impl Snapshot {
    /// The state, for the front ends to show (`game.state_from_json`).
    pub fn state(&self, game: &dyn Game) -> Result<AnyState, QrError> {
        game.state_from_json(&self.state)
            .map_err(|e| QrError::Session(crate::session::rule_error_msg(&e)))
    }
}

/// The journal with log lines, timestamps and all but the last state digest removed (still a valid
/// session file: replay derives the lines, and the last digest still checks where play stands).
pub fn lite_journal(s: &Session) -> Vec<u8> {
    lite_records(s, s.records())
}

/// `records` (the session's, or their first part) as a lite journal.
fn lite_records(s: &Session, records: &[Record]) -> Vec<u8> {
    let last_act = records
        .iter()
        .rposition(|r| matches!(r, Record::Act { .. }));
    let records: Vec<Record> = records
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, mut r)| {
            match &mut r {
                Record::Act {
                    log, at, digest, ..
                } => {
                    log.clear();
                    *at = 0;
                    if Some(i) != last_act {
                        *digest = None;
                    }
                }
                Record::Undo { at, .. }
                | Record::Redo { at, .. }
                | Record::RevealSeed { at }
                | Record::Tables { at, .. }
                | Record::Reseed { at, .. } => *at = 0,
            }
            r
        })
        .collect();
    format::encode_journal_for_sheet(&s.header, &records, s.embedded_tables())
}

/// A playable session (in memory) starting from a snapshot's state.
pub fn snapshot_session(snap: &Snapshot, load_game: &LoadGame) -> Result<Session, QrError> {
    let game = load_game(&snap.header.game).map_err(|e| QrError::Session(Msg::plain(e)))?;
    let base = crate::session::BaseState {
        state: snap.state.clone(),
        position: snap.position,
        log: snap.log.clone(),
        next_die: snap.next_die,
    };
    Session::create_from_state(game, snap.header.clone(), base, None)
        .map_err(|e| QrError::Session(crate::session::error_msg(&e)))
}

/// A snapshot of the session keeping at most `keep` log entries.
pub fn snapshot(s: &Session, keep: usize) -> Snapshot {
    snapshot_at(s, s.position(), s.state(), &live_log(s, s.position()), keep)
}

/// The public log of the line of play up to `position`, in order.
fn live_log(s: &Session, position: usize) -> Vec<crate::session::LogEntry> {
    let mut live: Vec<_> = s.public_log().into_iter().filter(|e| !e.undone).collect();
    live.sort_by_key(|e| e.n);
    live.truncate(position);
    live
}

/// A snapshot of the session's line of play at `position` (whose state is `state` and whose log is
/// `live`), keeping at most `keep` log entries. Its next app die is the session's: a die the table
/// saw in an action left off is never drawn again.
fn snapshot_at(
    s: &Session,
    position: usize,
    state: &AnyState,
    live: &[crate::session::LogEntry],
    keep: usize,
) -> Snapshot {
    let st = s.game.status(state);
    let omitted = live.len().saturating_sub(keep);
    let log = live[omitted..]
        .iter()
        .map(|e| {
            let mut parts = vec![
                Msg::plain(format!("{}.", e.n.unwrap_or(0))),
                s.game.action_label(&e.action.name),
            ];
            parts.extend(e.lines.first().cloned());
            Msg::join(parts, Sep::Space)
        })
        .collect();
    let mut header = s.header.clone();
    if let Some(t) = &header.tables {
        header.tables = Some(t.compact(s.embedded_tables()));
    }
    Snapshot {
        magic: SNAPSHOT_MAGIC.into(),
        format: 1,
        header,
        position,
        next_die: s.next_app_die(),
        state: s.game.state_json(state),
        status: st
            .track
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        phase: st.phase.clone(),
        log,
        omitted,
    }
}

/// True when the text fits one QR code at EC level M.
pub fn fits(text: &str) -> bool {
    QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).is_ok()
}

/// A snapshot as compact binary (CBOR; deterministic: struct fields in order, maps sorted).
pub fn snapshot_bytes(snap: &Snapshot) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail; an error here would be a serde bug, and gives an empty body
    // that import refuses by name.
    let _ = ciborium::into_writer(snap, &mut out);
    out
}

/// Reads a snapshot body: `B` (CBOR) or the older `S` (JSON).
fn snapshot_from(kind: u8, bytes: &[u8]) -> Result<Snapshot, QrError> {
    let snap: Snapshot = if kind == b'S' {
        serde_json::from_slice(bytes)
            .map_err(|e| QrError::Session(Msg::plain(format!("unreadable snapshot ({e})"))))?
    } else {
        ciborium::from_reader(bytes)
            .map_err(|e| QrError::Session(Msg::plain(format!("unreadable snapshot ({e})"))))?
    };
    if snap.magic != SNAPSHOT_MAGIC {
        return Err(QrError::Session(Msg::plain("not a Gunbai snapshot")));
    }
    // The sheet carries shipped tables by hash: the snapshot's header gets their text back.
    let mut snap = snap;
    if let Some(t) = &mut snap.header.tables {
        let embedded = gunbai_rules::games::entry(&snap.header.game)
            .map(|e| e.tables)
            .unwrap_or(&[]);
        t.expand(embedded)
            .map_err(|e| QrError::Session(Msg::plain(e)))?;
    }
    Ok(snap)
}

fn pack_snapshot(snap: &Snapshot) -> (Vec<u8>, String) {
    let deflated = miniz_oxide::deflate::compress_to_vec(&snapshot_bytes(snap), 10);
    let text = frame(PayloadKind::Snapshot, &deflated);
    (deflated, text)
}

/// A pack-up: what it carries and its code texts (one, or several numbered `k/n`).
#[derive(Debug, Clone, PartialEq)]
pub struct Packed {
    pub kind: PayloadKind,
    pub codes: Vec<String>,
    /// For a snapshot: how many earlier log lines were left out of it.
    pub omitted: usize,
}

/// The pack-up codes of a session; never fails. In order of preference: the whole journal in one
/// code; the lite journal in one code; the lite journal in up to [`MAX_EXACT_PARTS`] codes; a
/// snapshot in one code (with as much log as fits); a snapshot with its last 40 log lines in as
/// many codes as it takes.
///
/// Sealed inputs (issue 19 item 3): the codes never carry a value the rules have not yet turned face
/// up. While one is pending ([`Session::sealed_cut`]) the codes hold the session only up to just
/// before the first such input: the journal up to that record, or (when that is not exact or too
/// long) a snapshot of the state there. The sheet then says which actions are left off and that the
/// players enter their sealed orders again after restoring ([`crate::packup`]).
pub fn encode_codes(s: &Session) -> Packed {
    let Some(cut) = s.sealed_cut() else {
        return encode_from(s, s.records(), s.position(), s.state().clone());
    };
    // The state at the cut, replayed. Should the current rules not replay that far, only the header
    // (an exact session with no action) is sure to carry nothing sealed.
    let state = match s.state_at(cut.position) {
        Some(st) => st,
        None => return encode_from(s, &[], 0, s.state().clone()),
    };
    match cut.records {
        Some(k) => encode_from(
            s,
            &s.records()[..k.min(s.records().len())],
            cut.position,
            state,
        ),
        None => encode_snapshot(s, cut.position, &state),
    }
}

/// The codes of the journal `records` (the whole, or a first part that restores to `position`,
/// whose state is `state`), in the order of preference of [`encode_codes`].
fn encode_from(s: &Session, records: &[Record], position: usize, state: AnyState) -> Packed {
    let one = |kind, codes, omitted| Packed {
        kind,
        codes,
        omitted,
    };
    let j = pack(
        PayloadKind::Journal,
        &format::encode_journal_for_sheet(&s.header, records, s.embedded_tables()),
    );
    if fits(&j) {
        return one(PayloadKind::Journal, vec![j], 0);
    }
    let lite = miniz_oxide::deflate::compress_to_vec(&lite_records(s, records), 10);
    let l = frame(PayloadKind::LiteJournal, &lite);
    if fits(&l) {
        return one(PayloadKind::LiteJournal, vec![l], 0);
    }
    if lite.len().div_ceil(PART_BYTES) <= MAX_EXACT_PARTS {
        return one(
            PayloadKind::LiteJournal,
            frame_parts(PayloadKind::LiteJournal, &lite, PART_BYTES),
            0,
        );
    }
    encode_snapshot(s, position, &state)
}

/// A snapshot of the line of play at `position` in one code (with as much log as fits), else with
/// its last 40 log lines in as many codes as it takes.
fn encode_snapshot(s: &Session, position: usize, state: &AnyState) -> Packed {
    let one = |kind, codes, omitted| Packed {
        kind,
        codes,
        omitted,
    };
    let live = live_log(s, position);
    for keep in [40, 20, 10, 5, 0] {
        let snap = snapshot_at(s, position, state, &live, keep);
        let (_, t) = pack_snapshot(&snap);
        if fits(&t) {
            return one(PayloadKind::Snapshot, vec![t], snap.omitted);
        }
    }
    let snap = snapshot_at(s, position, state, &live, 40);
    let (deflated, _) = pack_snapshot(&snap);
    one(
        PayloadKind::Snapshot,
        frame_parts(PayloadKind::Snapshot, &deflated, PART_BYTES),
        snap.omitted,
    )
}

/// The best payload that fits ONE QR code (see [`encode_codes`]); `DoesNotFit` when the session
/// needs several codes.
pub fn encode(s: &Session) -> Result<(PayloadKind, String), QrError> {
    let p = encode_codes(s);
    match p.codes.as_slice() {
        [one] => Ok((p.kind, one.clone())),
        codes => Err(QrError::DoesNotFit {
            chars: codes.iter().map(String::len).sum(),
        }),
    }
}

/// The pack-up payload text of a session when it fits one code; otherwise the first of its codes.
pub fn encode_payload(s: &Session) -> String {
    encode_codes(s).codes.swap_remove(0)
}

/// The payload's content bytes: journal bytes for `J` and `L` (both valid session files; `L` has no
/// log lines until [`restore`] replays it), the snapshot (JSON for `S`, CBOR for `B`).
pub fn decode_payload(text: &str) -> Result<Vec<u8>, QrError> {
    unpack(text).map(|(_, b)| b)
}

// ---------------------------------------------------------------- QR modules

/// The module matrix of a payload: (width, row-major dark flags), EC level M.
pub fn matrix(text: &str) -> Result<(usize, Vec<bool>), QrError> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .map_err(|_| QrError::DoesNotFit { chars: text.len() })?;
    let w = code.width();
    Ok((
        w,
        code.to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect(),
    ))
}

/// Horizontal runs of dark modules per row: (row, first column, length). Drawn as one rect each.
pub fn dark_runs(width: usize, dark: &[bool]) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if dark[y * width + x] {
                let start = x;
                while x < width && dark[y * width + x] {
                    x += 1;
                }
                out.push((y, start, x - start));
            } else {
                x += 1;
            }
        }
    }
    out
}

/// A greyscale raster of the matrix (`px` pixels per module, quiet zone included), for tests and previews.
pub fn raster(width: usize, dark: &[bool], px: usize) -> (usize, Vec<u8>) {
    let side = (width + 2 * QUIET) * px;
    let mut img = vec![255u8; side * side];
    for (y, x0, len) in dark_runs(width, dark) {
        for py in 0..px {
            let row = (y + QUIET) * px + py;
            for x in (x0 + QUIET) * px..(x0 + len + QUIET) * px {
                img[row * side + x] = 0;
            }
        }
    }
    (side, img)
}

/// True when the texts hold a whole pack-up: a `GB1:` code, or every part of one `GB2:` set.
fn complete(found: &[String]) -> bool {
    if found.iter().any(|t| t.starts_with(PREFIX)) {
        return true;
    }
    let parts: Vec<Part> = found.iter().filter_map(|t| parse_part(t).ok()).collect();
    parts
        .first()
        .is_some_and(|p0| (1..=p0.n).all(|k| parts.iter().any(|p| p.k == k && p.set == p0.set)))
}

/// Every QR text found in a greyscale image, trying harder until a whole pack-up is read (issue 22
/// point 6): [`gunbai_scan::read_all`], done once the texts are [`complete`].
pub fn decode_gray_all(w: usize, h: usize, pixels: &[u8]) -> Vec<String> {
    gunbai_scan::read_all(w, h, pixels, &complete)
}

/// Finds and decodes QR codes in a greyscale image; returns the first Gunbai payload (or the first code).
pub fn decode_gray(w: usize, h: usize, pixels: &[u8]) -> Option<String> {
    let found = decode_gray_all(w, h, pixels);
    found
        .iter()
        .find(|s| s.starts_with("GB"))
        .cloned()
        .or_else(|| found.into_iter().next())
}

/// The largest side of a photo or scan the QR reader decodes, in pixels.
pub const MAX_IMAGE_SIDE: u32 = 12_000;
/// The most pixels a photo or scan the QR reader decodes may have (100 Mpx).
pub const MAX_IMAGE_PIXELS: u64 = 100_000_000;

/// Reads an image file for the QR reader (issue 19 item 8: a 20000×20000 PNG of 439 KB took ≥ 3.8 GB
/// before the reader gave up). Only an ordinary file of at most 64 MiB is read; the dimensions in its
/// header are checked before anything is decoded, and the decoder is held to them.
fn load_gray(path: &Path) -> Result<image::GrayImage, QrError> {
    let shown = path.display().to_string();
    let err = |e: &dyn std::fmt::Display| QrError::Image {
        path: shown.clone(),
        message: e.to_string(),
    };
    let bytes = store::read_bounded(path, store::ReadKind::Image).map_err(|e| err(&e))?;
    let reader = || {
        image::ImageReader::new(std::io::Cursor::new(&bytes[..]))
            .with_guessed_format()
            .map_err(|e| err(&e))
    };
    let (w, h) = reader()?.into_dimensions().map_err(|e| err(&e))?;
    if w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE || u64::from(w) * u64::from(h) > MAX_IMAGE_PIXELS {
        return Err(err(&format!(
            "the image is {w} × {h} pixels, too large to read (at most {MAX_IMAGE_SIDE} pixels a side and {} million pixels); scan or photograph the sheet at a lower resolution",
            MAX_IMAGE_PIXELS / 1_000_000
        )));
    }
    let mut r = reader()?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
    // The decoded picture (up to 4 bytes a pixel, 16-bit channels twice that) and no more.
    limits.max_alloc = Some(MAX_IMAGE_PIXELS * 8);
    r.limits(limits);
    Ok(r.decode().map_err(|e| err(&e))?.to_luma8())
}

/// Reads a PNG or JPEG and returns every QR code text in it (a photo of a sheet may hold several).
pub fn decode_image_all(path: &Path) -> Result<Vec<String>, QrError> {
    let img = load_gray(path)?;
    let found = decode_gray_all(img.width() as usize, img.height() as usize, img.as_raw());
    if found.is_empty() {
        return Err(QrError::NoCode {
            path: path.display().to_string(),
        });
    }
    Ok(found)
}

/// Every code text in several images (the pages or photos of one pack-up), in the order found. A
/// page without a code (the sheet's text page) is skipped; only when no image holds a code is that
/// an error. The same photo given twice gives its codes once.
pub fn decode_images(images: &[PathBuf]) -> Result<Vec<String>, QrError> {
    let mut texts: Vec<String> = Vec::new();
    let mut first_empty = None;
    for i in images {
        match decode_image_all(i) {
            Ok(found) => {
                for t in found {
                    if !texts.contains(&t) {
                        texts.push(t);
                    }
                }
            }
            Err(e @ QrError::NoCode { .. }) => {
                first_empty.get_or_insert(e);
            }
            Err(e) => return Err(e),
        }
    }
    match first_empty {
        Some(e) if texts.is_empty() => Err(e),
        _ => Ok(texts),
    }
}

/// Reads a PNG or JPEG and returns the text of the (first Gunbai) QR code in it.
pub fn decode_image(path: &Path) -> Result<String, QrError> {
    let found = decode_image_all(path)?;
    Ok(found
        .iter()
        .find(|s| s.starts_with("GB"))
        .cloned()
        .unwrap_or_else(|| found[0].clone()))
}

// ---------------------------------------------------------------- import

/// Turns a game id into a loaded ruleset (e.g. `gunbai_rules::games::load_embedded`).
pub type LoadGame = dyn Fn(&str) -> Result<Arc<dyn Game>, String>;

/// What a scanned code restored.
pub enum Restored {
    /// An exact session (kinds `J` and `L`), ready to save and play on.
    Session(Box<Session>),
    /// The state only (kind `S`).
    Snapshot(Box<Snapshot>),
}

/// Restores a payload in memory. `load_game` turns a game id into a loaded ruleset
/// (e.g. `gunbai_rules::games::load_embedded`).
pub fn restore(text: &str, load_game: &LoadGame) -> Result<Restored, QrError> {
    restore_codes(&[text.to_string()], load_game)
}

/// Restores the codes of one pack-up (one code, or every part in any order).
pub fn restore_codes(texts: &[String], load_game: &LoadGame) -> Result<Restored, QrError> {
    let (k, bytes) = join_raw(texts)?;
    let serr = |e: crate::session::SessionError| QrError::Session(crate::session::error_msg(&e));
    // Issue 19 item 7: every counter an import brings is held to what a session can hold.
    let bounded = |s: Session| match s.header.base.as_ref().map(bounds::check_base) {
        Some(Err(e)) => Err(QrError::Session(Msg::plain(e))),
        _ => Ok(Restored::Session(Box::new(s))),
    };
    match PayloadKind::from_byte(k)? {
        PayloadKind::Journal => {
            bounded(Session::from_bytes(&bytes, None, load_game).map_err(serr)?)
        }
        // A lite journal is a journal without log lines: since format 3 the session derives every
        // line by replay, from any journal, so it reads like the whole one.
        PayloadKind::LiteJournal => {
            bounded(Session::from_bytes(&bytes, None, load_game).map_err(serr)?)
        }
        PayloadKind::Snapshot => {
            let snap = snapshot_from(k, &bytes)?;
            bounds::check_counters(snap.position, snap.next_die)
                .map_err(|e| QrError::Session(Msg::plain(e)))?;
            let game = load_game(&snap.header.game).map_err(|e| QrError::Session(Msg::plain(e)))?;
            snap.state(game.as_ref())?;
            Ok(Restored::Snapshot(Box::new(snap)))
        }
    }
}

/// What [`import_text`] wrote.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportReport {
    pub kind: PayloadKind,
    pub game: String,
    pub path: PathBuf,
    /// Actions on the restored timeline.
    pub position: usize,
    /// One line for the user.
    pub message: Msg,
}

/// `gunbai session import --qr-text TEXT --out FILE`, with the embedded game tables.
pub fn import_text(text: &str, out: &Path) -> Result<ImportReport, QrError> {
    import_text_with(text, out, &gunbai_rules::games::load_embedded)
}

/// `gunbai session import --image FILE --out FILE`.
pub fn import_image(image: &Path, out: &Path) -> Result<ImportReport, QrError> {
    import_text(&decode_image(image)?, out)
}

/// `gunbai session import --image FILE … --out FILE`: every code found in the images, together.
pub fn import_images(images: &[PathBuf], out: &Path) -> Result<ImportReport, QrError> {
    let texts = decode_images(images)?;
    import_codes_with(&texts, out, &gunbai_rules::games::load_embedded)
}

/// Restores a payload and writes it to `out` (refuses to overwrite); see [`import_codes_with`].
pub fn import_text_with(
    text: &str,
    out: &Path,
    load_game: &LoadGame,
) -> Result<ImportReport, QrError> {
    import_codes_with(&[text.to_string()], out, load_game)
}

/// Restores the codes of one pack-up and writes a session file to `out` (refuses to overwrite).
/// Kinds `J`/`L` give the exact session; a snapshot gives a session starting from its state.
/// Texts that are not Gunbai codes (another QR on the same photo) are left out.
pub fn import_codes_with(
    texts: &[String],
    out: &Path,
    load_game: &LoadGame,
) -> Result<ImportReport, QrError> {
    let gb: Vec<String> = texts
        .iter()
        .filter(|t| t.trim_start().starts_with("GB"))
        .cloned()
        .collect();
    let texts = if gb.is_empty() { texts.to_vec() } else { gb };
    let shown = out.display().to_string();
    if out.exists() {
        return Err(QrError::Io {
            path: shown,
            message: "file already exists; choose another --out".into(),
        });
    }
    let kind = join(&texts)?.0;
    let (bytes, game, position, message) = match restore_codes(&texts, load_game)? {
        Restored::Session(mut s) => {
            // The printed code carried the seed: roll every further app die from a fresh one.
            s.reseed()
                .map_err(|e| QrError::Session(crate::session::error_msg(&e)))?;
            let title = Msg::plain(
                load_game(&s.header.game)
                    .map_or_else(|_| s.header.game.clone(), |g| g.info().title.to_string()),
            );
            let msg = if kind == PayloadKind::Journal {
                gunbai_rules::msg!("print-qr-restored-journal", game = title, n = s.position())
            } else {
                gunbai_rules::msg!("print-qr-restored-lite", game = title, n = s.position())
            };
            (s.to_bytes(), s.header.game.clone(), s.position(), msg)
        }
        Restored::Snapshot(snap) => {
            let title = Msg::plain(
                load_game(&snap.header.game)
                    .map_or_else(|_| snap.header.game.clone(), |g| g.info().title.to_string()),
            );
            let msg = gunbai_rules::msg!(
                "print-qr-restored-snapshot",
                game = title,
                n = snap.position
            );
            let mut s = snapshot_session(&snap, load_game)?;
            s.reseed()
                .map_err(|e| QrError::Session(crate::session::error_msg(&e)))?;
            (s.to_bytes(), snap.header.game.clone(), snap.position, msg)
        }
    };
    store::atomic_write(out, &bytes).map_err(|e| QrError::Io {
        path: shown,
        message: e.to_string(),
    })?;
    Ok(ImportReport {
        kind,
        game,
        path: out.to_path_buf(),
        position,
        message,
    })
}
