//! 軍配 Gunbai: the referee beside a physical Japanese-history board wargame.
//!
//! A library with thin front ends: `core` (pure rules machinery), `games/<id>` (one pure ruleset each),
//! `session` (event-log sessions with a crash-safe journal), `tables` (TOML game data), `print` (PDFs),
//! and the `cli` and `gui` front ends.

pub mod app;
pub mod cli;
pub mod clock;
pub mod gui;
pub mod print_entry;

// The workspace crates under the paths the front ends and tests use (`gunbai::core::...`).
pub use gunbai_print as print;
pub use gunbai_print::fonts;
pub use gunbai_rules::{core, games, tables};
pub use gunbai_session as session;

/// Opens the GUI.
pub fn gui_entry(session: Option<std::path::PathBuf>) -> Result<(), String> {
    gui::run(session)
}

/// `gunbai print`: writes the PDF and says where.
pub fn print_entry(args: cli::PrintArgs) -> Result<(), String> {
    let out = print_entry::print_command(&args)?;
    crate::cli::say(&format!("wrote {}", out.display()));
    Ok(())
}

/// `gunbai session import`: restores a session from a pack-up QR (text or image).
pub fn import_entry(
    qr_text: Option<String>,
    image: Option<std::path::PathBuf>,
    out: &std::path::Path,
) -> Result<(), String> {
    let r = print_entry::import_command(qr_text, image, out)?;
    crate::cli::say(&r.message);
    Ok(())
}
