//! Commitments for hidden inputs (Shogun planning, Tenka chips): at commit the table sees a hash of the
//! player's entry and a salt; at the reveal anyone can check the entry against it. Pure: the salt is an
//! input (the session layer draws it), so replay gives the same commitment.

use sha2::{Digest, Sha256};

/// SHA-256 of `salt` and `payload` (hex, lower case). Shown shortened to the table (`short`).
pub fn commitment(salt: &str, payload: &str) -> String {
    let mut h = Sha256::new();
    h.update(salt.as_bytes());
    h.update(b"\n");
    h.update(payload.as_bytes());
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The first 8 hex digits, grouped for reading aloud ("3fa9 c1d0").
pub fn short(commitment: &str) -> String {
    let head: String = commitment.chars().take(8).collect();
    if head.len() == 8 {
        format!("{} {}", &head[..4], &head[4..])
    } else {
        head
    }
}
