//! 軍配 Gunbai: the referee beside a physical Japanese-history board wargame.
//!
//! A library with thin front ends: `core` (pure rules machinery), `games/<id>` (one pure ruleset each),
//! `session` (event-log sessions with a crash-safe journal), `tables` (TOML game data), `print` (PDFs),
//! and the `cli` and `gui` front ends.

pub mod app;
pub mod cli;
pub mod core;
pub mod fonts;
pub mod games;
pub mod gui;
pub mod print;
pub mod session;
pub mod tables;

/// Opens the GUI.
pub fn gui_entry(session: Option<std::path::PathBuf>) -> Result<(), String> {
    gui::run(session)
}

/// `gunbai print`: writes the PDF and says where.
pub fn print_entry(args: cli::PrintArgs) -> Result<(), String> {
    let out = print::entry::print_command(&args)?;
    crate::cli::say(&format!("wrote {}", out.display()));
    Ok(())
}

/// `gunbai session import`: restores a session from a pack-up QR (text or image).
pub fn import_entry(
    qr_text: Option<String>,
    image: Option<std::path::PathBuf>,
    out: &std::path::Path,
) -> Result<(), String> {
    let r = print::entry::import_command(qr_text, image, out)?;
    crate::cli::say(&r.message);
    Ok(())
}
