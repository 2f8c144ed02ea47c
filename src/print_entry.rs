//! Restoring a session from a pack-up QR, shared by the CLI (`gunbai session import …`) and the GUI's
//! import screen: decode, load the game with the players' table overrides, write the session file.

#![allow(clippy::disallowed_methods)] // edge code: files belong here

use std::path::{Path, PathBuf};

use crate::print::qr::{self, ImportReport};

/// `gunbai session import --qr-text TEXT | --image FILE --out FILE` (games loaded with the players'
/// table overrides).
pub fn import_command(
    qr_text: Option<String>,
    image: Option<PathBuf>,
    out: &Path,
) -> Result<ImportReport, String> {
    let text = match (qr_text, image) {
        (Some(t), None) => t,
        (None, Some(img)) => qr::decode_image(&img).map_err(|e| e.to_string())?,
        _ => return Err("give exactly one of --qr-text TEXT or --image FILE".into()),
    };
    qr::import_text_with(&text, out, &crate::app::load_game).map_err(|e| e.to_string())
}
