//! The pack-up QR: a text payload any phone scanner returns intact, and its import.
//!
//! Text = `GB1:` + base45(bytes), all in the QR alphanumeric alphabet (so the code uses alphanumeric
//! mode). `1` is the payload version. Bytes = kind (1 byte) + checksum (first 4 bytes of SHA-256 over
//! kind and body) + body, where body is the raw-deflated (miniz_oxide) content:
//! - `J` the whole session journal, exactly as on disk;
//! - `L` the journal with log lines and timestamps stripped (import re-derives the log lines by
//!   replaying the actions, so the restored session is exact; only the wall-clock times are lost);
//! - `S` a snapshot: header, current state (`Game::state_json`), status and a summarised log, used
//!   only when even `L` does not fit. It restores the position but not the undo history.
//!
//! Decoding refuses a wrong prefix, an unknown version or kind, a bad checksum, and a body that would
//! inflate past [`MAX_INFLATED`].

use std::path::{Path, PathBuf};
use std::sync::Arc;

use qrcode::{EcLevel, QrCode};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use thiserror::Error;

use crate::core::Game;
use crate::core::ruleset::AnyState;
use crate::session::format::{self, Header, Record};
use crate::session::{Session, store};

/// Prefix of payload version 1.
pub const PREFIX: &str = "GB1:";
pub const VERSION: u32 = 1;
/// A payload never inflates past this (a scan cannot make us allocate more).
pub const MAX_INFLATED: usize = 1024 * 1024;
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
    #[error("{path}: {message}")]
    Image { path: String, message: String },
    #[error("{path}: no readable QR code found in the image")]
    NoCode { path: String },
    #[error("restoring the session failed: {0}")]
    Session(String),
    #[error("{path}: {message}")]
    Io { path: String, message: String },
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
            PayloadKind::Snapshot => b'S',
        }
    }
    fn from_byte(b: u8) -> Result<Self, QrError> {
        match b {
            b'J' => Ok(PayloadKind::Journal),
            b'L' => Ok(PayloadKind::LiteJournal),
            b'S' => Ok(PayloadKind::Snapshot),
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
    let t = text.trim();
    if t.len() > MAX_TEXT {
        return Err(QrError::Text(format!(
            "{} characters is more than any QR code holds",
            t.len()
        )));
    }
    let rest = t.strip_prefix("GB").ok_or(QrError::Prefix)?;
    let (ver, body) = rest.split_once(':').ok_or(QrError::Prefix)?;
    if ver.is_empty() || ver.len() > 4 || !ver.bytes().all(|b| b.is_ascii_digit()) {
        return Err(QrError::Prefix);
    }
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
    let kind = PayloadKind::from_byte(k)?;
    let content = miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, MAX_INFLATED)
        .map_err(|e| {
            if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput {
                QrError::TooLarge {
                    limit: MAX_INFLATED,
                }
            } else {
                QrError::Inflate(format!("{:?}", e.status))
            }
        })?;
    Ok((kind, content))
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
    pub status: Vec<(String, String)>,
    pub phase: String,
    /// Summary of the log: the last actions in words, and how many were left out.
    pub log: Vec<String>,
    pub omitted: usize,
    /// Next app die index, so dice drawn after the restore are new ones.
    #[serde(default)]
    pub next_die: u64,
}

impl Snapshot {
    /// The state, for the front ends to show (`game.state_from_json`).
    pub fn state(&self, game: &dyn Game) -> Result<AnyState, QrError> {
        game.state_from_json(&self.state)
            .map_err(|e| QrError::Session(e.to_string()))
    }
}

/// The journal with log lines and timestamps removed (still a valid session file).
pub fn lite_journal(s: &Session) -> Vec<u8> {
    let records: Vec<Record> = s
        .records()
        .iter()
        .cloned()
        .map(|mut r| {
            match &mut r {
                Record::Act { log, at, .. } => {
                    log.clear();
                    *at = 0;
                }
                Record::Undo { at, .. }
                | Record::Redo { at, .. }
                | Record::RevealSeed { at }
                | Record::Reseed { at, .. } => *at = 0,
            }
            r
        })
        .collect();
    format::encode_journal(&s.header, &records)
}

/// A playable session (in memory) starting from a snapshot's state.
pub fn snapshot_session(snap: &Snapshot, load_game: &LoadGame) -> Result<Session, QrError> {
    let game = load_game(&snap.header.game).map_err(QrError::Session)?;
    let base = crate::session::BaseState {
        state: snap.state.clone(),
        position: snap.position,
        log: snap.log.clone(),
        next_die: snap.next_die,
    };
    Session::create_from_state(game, snap.header.clone(), base, None)
        .map_err(|e| QrError::Session(e.to_string()))
}

/// A snapshot of the session keeping at most `keep` log entries.
pub fn snapshot(s: &Session, keep: usize) -> Snapshot {
    let st = s.game.status(s.state());
    let live: Vec<_> = s.log().into_iter().filter(|e| !e.undone).collect();
    let omitted = live.len().saturating_sub(keep);
    let log = live[omitted..]
        .iter()
        .map(|e| {
            let first = e.lines.first().cloned().unwrap_or_default();
            format!("{}. {} {}", e.n.unwrap_or(0), e.action.name, first)
                .trim_end()
                .to_string()
        })
        .collect();
    Snapshot {
        magic: SNAPSHOT_MAGIC.into(),
        format: 1,
        header: s.header.clone(),
        position: s.position(),
        next_die: s.next_app_die(),
        state: s.state_json(),
        status: st.track,
        phase: st.phase,
        log,
        omitted,
    }
}

/// True when the text fits one QR code at EC level M.
pub fn fits(text: &str) -> bool {
    QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).is_ok()
}

/// The best payload that fits one QR code: the journal, else the lite journal, else a snapshot with
/// as much log as fits.
pub fn encode(s: &Session) -> Result<(PayloadKind, String), QrError> {
    let j = pack(PayloadKind::Journal, &s.to_bytes());
    if fits(&j) {
        return Ok((PayloadKind::Journal, j));
    }
    let l = pack(PayloadKind::LiteJournal, &lite_journal(s));
    if fits(&l) {
        return Ok((PayloadKind::LiteJournal, l));
    }
    let mut last = 0;
    for keep in [40, 20, 10, 5, 0] {
        let snap = serde_json::to_vec(&snapshot(s, keep)).unwrap_or_default();
        let t = pack(PayloadKind::Snapshot, &snap);
        last = t.len();
        if fits(&t) {
            return Ok((PayloadKind::Snapshot, t));
        }
    }
    Err(QrError::DoesNotFit { chars: last })
}

/// The pack-up payload text of a session (the best that fits; see [`encode`]). When nothing fits
/// it returns the smallest snapshot text, which the sheet then reports as too large.
pub fn encode_payload(s: &Session) -> String {
    match encode(s) {
        Ok((_, t)) => t,
        Err(_) => pack(
            PayloadKind::Snapshot,
            &serde_json::to_vec(&snapshot(s, 0)).unwrap_or_default(),
        ),
    }
}

/// The payload's content bytes: journal bytes for `J` and `L` (both valid session files; `L` has no
/// log lines until [`restore`] replays it), snapshot JSON for `S`.
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

/// Finds and decodes QR codes in a greyscale image; returns the first Gunbai payload (or the first code).
pub fn decode_gray(w: usize, h: usize, pixels: &[u8]) -> Option<String> {
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| pixels[y * w + x]);
    let found: Vec<String> = img
        .detect_grids()
        .into_iter()
        .filter_map(|g| g.decode().ok().map(|(_, s)| s))
        .collect();
    found
        .iter()
        .find(|s| s.starts_with("GB"))
        .cloned()
        .or_else(|| found.into_iter().next())
}

/// Reads a PNG or JPEG and returns the text of the QR code in it.
pub fn decode_image(path: &Path) -> Result<String, QrError> {
    let shown = path.display().to_string();
    let img = image::ImageReader::open(path)
        .map_err(|e| QrError::Image {
            path: shown.clone(),
            message: e.to_string(),
        })?
        .with_guessed_format()
        .map_err(|e| QrError::Image {
            path: shown.clone(),
            message: e.to_string(),
        })?
        .decode()
        .map_err(|e| QrError::Image {
            path: shown.clone(),
            message: e.to_string(),
        })?
        .to_luma8();
    let (w, h) = (img.width() as usize, img.height() as usize);
    if let Some(t) = decode_gray(w, h, img.as_raw()) {
        return Ok(t);
    }
    // A large, noisy photo sometimes decodes better smaller.
    if w.max(h) > 1800 {
        let k = 1600.0 / w.max(h) as f32;
        let (sw, sh) = ((w as f32 * k) as u32, (h as f32 * k) as u32);
        let small = image::imageops::resize(&img, sw, sh, image::imageops::FilterType::Triangle);
        if let Some(t) = decode_gray(sw as usize, sh as usize, small.as_raw()) {
            return Ok(t);
        }
    }
    Err(QrError::NoCode { path: shown })
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
    let (kind, bytes) = unpack(text)?;
    let serr = |e: crate::session::SessionError| QrError::Session(e.to_string());
    match kind {
        PayloadKind::Journal => Ok(Restored::Session(Box::new(
            Session::from_bytes(&bytes, None, load_game).map_err(serr)?,
        ))),
        PayloadKind::LiteJournal => {
            let full = relog(&bytes, load_game)?;
            Ok(Restored::Session(Box::new(
                Session::from_bytes(&full, None, load_game).map_err(serr)?,
            )))
        }
        PayloadKind::Snapshot => {
            let snap: Snapshot = serde_json::from_slice(&bytes)
                .map_err(|e| QrError::Session(format!("unreadable snapshot ({e})")))?;
            if snap.magic != SNAPSHOT_MAGIC {
                return Err(QrError::Session("not a Gunbai snapshot".into()));
            }
            let game = load_game(&snap.header.game).map_err(QrError::Session)?;
            snap.state(game.as_ref())?;
            Ok(Restored::Snapshot(Box::new(snap)))
        }
    }
}

/// Re-derives the log lines of a lite journal by replaying its actions (the rules are pure, so the
/// lines come out exactly as they were written).
fn relog(bytes: &[u8], load_game: &LoadGame) -> Result<Vec<u8>, QrError> {
    let bad = |m: String| QrError::Session(m);
    let text = std::str::from_utf8(bytes).map_err(|_| bad("journal is not UTF-8".into()))?;
    // Checksums (and, from format 2, the chain) are checked before anything is replayed.
    let (header, mut records) = format::read_journal(text).map_err(bad)?;
    let game = load_game(&header.game).map_err(QrError::Session)?;
    let mut states: Vec<AnyState> =
        vec![game.setup(&header.setup).map_err(|e| bad(e.to_string()))?];
    let mut cursor = 0usize;
    for (i, r) in records.iter_mut().enumerate() {
        match r {
            Record::Act {
                action, dice, log, ..
            } => {
                let mut replay = crate::core::ReplayDice::new(dice);
                let a = game
                    .apply(&states[cursor], action, &mut replay)
                    .map_err(|e| bad(format!("record {}: {e}", i + 1)))?;
                *log = a.log;
                states.truncate(cursor + 1);
                states.push(a.state);
                cursor += 1;
            }
            Record::Undo { to, .. } | Record::Redo { to, .. } => {
                if *to >= states.len() {
                    return Err(bad(format!("record {}: cannot move to action {to}", i + 1)));
                }
                cursor = *to;
            }
            Record::RevealSeed { .. } | Record::Reseed { .. } => {}
        }
    }
    Ok(format::encode_journal(&header, &records))
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
    pub message: String,
}

/// `gunbai session import --qr-text TEXT --out FILE`, with the embedded game tables.
pub fn import_text(text: &str, out: &Path) -> Result<ImportReport, QrError> {
    import_text_with(text, out, &gunbai_rules::games::load_embedded)
}

/// `gunbai session import --image FILE --out FILE`.
pub fn import_image(image: &Path, out: &Path) -> Result<ImportReport, QrError> {
    import_text(&decode_image(image)?, out)
}

/// Restores a payload and writes it to `out` (refuses to overwrite). Kinds `J`/`L` write a session
/// file; kind `S` writes the snapshot JSON (a session cannot yet start from a given state).
pub fn import_text_with(
    text: &str,
    out: &Path,
    load_game: &LoadGame,
) -> Result<ImportReport, QrError> {
    let shown = out.display().to_string();
    if out.exists() {
        return Err(QrError::Io {
            path: shown,
            message: "file already exists; choose another --out".into(),
        });
    }
    let kind = unpack(text)?.0;
    let (bytes, game, position, message) = match restore(text, load_game)? {
        Restored::Session(mut s) => {
            // The printed code carried the seed: roll every further app die from a fresh one.
            s.reseed().map_err(|e| QrError::Session(e.to_string()))?;
            let msg = format!(
                "restored {} session at action {} ({})",
                s.header.game,
                s.position(),
                if kind == PayloadKind::Journal {
                    "exact journal"
                } else {
                    "exact journal; log lines re-derived, times not kept"
                }
            );
            (s.to_bytes(), s.header.game.clone(), s.position(), msg)
        }
        Restored::Snapshot(snap) => {
            let msg = format!(
                "restored {} from a SNAPSHOT at action {} (play continues from the packed-up state; the {} earlier actions are summarised and cannot be undone)",
                snap.header.game, snap.position, snap.position
            );
            let mut s = snapshot_session(&snap, load_game)?;
            s.reseed().map_err(|e| QrError::Session(e.to_string()))?;
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
