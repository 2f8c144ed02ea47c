//! The session file format: JSON Lines. Line 1 is the header; every further line is one journal
//! record with a checksum. Versioned; older formats are migrated on load.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::core::{ActionCall, DieRecord, Setup};

/// The format this build writes. Readers accept `1..=FORMAT`.
pub const FORMAT: u32 = 1;
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
}

/// The starting point of a session restored from a snapshot (the journal did not fit the QR code).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BaseState {
    pub state: Value,
    /// Actions played before the snapshot (they are summarised, not replayable).
    pub position: usize,
    /// The summarised log of those actions.
    #[serde(default)]
    pub log: Vec<String>,
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
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One journal record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case")]
pub enum Record {
    /// An action with every die it used and the log lines it produced.
    Act {
        action: ActionCall,
        dice: Vec<DieRecord>,
        #[serde(default)]
        log: Vec<String>,
        #[serde(default)]
        at: u64,
        #[serde(default)]
        reveals_hidden: bool,
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

fn checksum(json: &str) -> String {
    let mut h = Sha256::new();
    h.update(json.as_bytes());
    hex(&h.finalize()[..6])
}

/// Records are written in canonical form (a JSON value with sorted keys), so the checksum can be
/// recomputed from the parsed line.
pub fn encode_record(r: &Record) -> String {
    let v = serde_json::to_value(r).expect("records serialise");
    let body = serde_json::to_string(&v).expect("values serialise");
    let sum = checksum(&body);
    format!("{{\"r\":{body},\"sum\":\"{sum}\"}}")
}

pub fn decode_record(line: &str) -> Result<Record, String> {
    let v: Value = serde_json::from_str(line).map_err(|e| format!("not valid JSON ({e})"))?;
    let r = v.get("r").ok_or("no record")?;
    let sum = v.get("sum").and_then(Value::as_str).ok_or("no checksum")?;
    let body = serde_json::to_string(r).map_err(|e| e.to_string())?;
    if checksum(&body) != sum {
        return Err("checksum mismatch (the line was changed or damaged)".into());
    }
    serde_json::from_value(r.clone()).map_err(|e| format!("unreadable record ({e})"))
}

/// Brings an older header (as JSON) up to [`FORMAT`]. Each step is one function, kept forever.
pub fn migrate_header(mut v: Value) -> Result<Value, String> {
    let format = v
        .get("format")
        .and_then(Value::as_u64)
        .ok_or("header has no format number")? as u32;
    if format > FORMAT {
        return Err(format!(
            "made by a newer Gunbai (session format {format}; this build reads formats 1 to {FORMAT}); update Gunbai to open it"
        ));
    }
    if format == 0 {
        return Err("session format 0 does not exist".into());
    }
    // Future migrations go here: `if format < 2 { v = v1_to_v2(v) }`.
    v["format"] = Value::from(FORMAT);
    Ok(v)
}
