//! 軍配 Gunbai: the referee beside a physical Japanese-history board wargame.
//!
//! The app: thin front ends (`cli`, `gui`) over the workspace crates, re-exported here under short
//! paths: `core`, `games` and `tables` (gunbai-rules: pure rules), `session` (gunbai-session: event-log
//! sessions with a crash-safe journal) and `print` (gunbai-print: PDFs and the pack-up QR). `app` and
//! `print_entry` are the glue both front ends share; `clock` is the only place the app reads the time.

pub mod app;
pub mod cli;
pub mod clock;
pub mod gui;
pub mod print_entry;
pub mod serve;

// The workspace crates under the paths the front ends and tests use (`gunbai::core::...`).
pub use gunbai_print as print;
pub use gunbai_print::fonts;
pub use gunbai_rules::{core, games, tables};
pub use gunbai_session as session;

/// Opens the GUI.
pub fn gui_entry(
    session: Option<std::path::PathBuf>,
    lang: Option<core::Lang>,
    env: core::Lang,
) -> Result<(), String> {
    gui::run(session, lang, env)
}
