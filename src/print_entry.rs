//! Restoring a session from a pack-up QR, shared by the CLI (`gunbai session import …`) and the GUI's
//! import screen: decode, load the game with the players' table overrides, write the session file.

#![allow(clippy::disallowed_methods)] // edge code: files belong here

use std::path::{Path, PathBuf};

use crate::print::qr::{self, ImportReport};

/// `gunbai session import --qr-text TEXT… | --image FILE… --out FILE` (games loaded with the
/// players' table overrides). A multi-code pack-up takes every code: several texts, or several
/// images (each may hold several codes), in any order.
pub fn import_command(
    qr_text: Vec<String>,
    image: Vec<PathBuf>,
    out: &Path,
) -> Result<ImportReport, crate::core::Msg> {
    if qr_text.is_empty() && image.is_empty() {
        return Err(gunbai_rules::msg!("print-qr-err-nothing-given"));
    }
    let mut texts = qr_text;
    // Pages without a code are skipped; the same photo twice counts once (issue 22 point 6).
    texts.extend(qr::decode_images(&image).map_err(|e| e.msg())?);
    qr::import_codes_with(&texts, out, &crate::app::load_game).map_err(|e| e.msg())
}
