//! The pure rules of Gunbai: `core` (dice, exact odds, keys and params, rule references and errors, the
//! `Ruleset` trait), `games/<id>` (one ruleset each: state × action × dice → result) and `tables` (TOML game
//! data → validated tables).
//!
//! Nothing here does I/O, reads a clock or draws from a global RNG: this crate depends on no GUI, PDF or
//! file-system crate, so purity is structural (and `clippy.toml` backs it up).

pub mod core;
pub mod games;
pub mod tables;
