//! 軍配 Gunbai: the referee beside a physical Japanese-history board wargame.
//!
//! A library with thin front ends: `core` (pure rules machinery), `games/<id>` (one pure ruleset each),
//! `session` (event-log sessions with a crash-safe journal), `tables` (TOML game data), `print` (PDFs),
//! and the `cli` and `gui` front ends.

pub mod core;
pub mod fonts;
pub mod games;
pub mod gui;
pub mod session;
pub mod tables;
