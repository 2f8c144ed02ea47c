//! The session crate's tests in one binary (one link step instead of fifteen: issue 23's four-minute loop).
//! Each module was a test file of its own; `cargo test -p gunbai-session --test session <module>::` runs one.
//! `unit` holds the library's unit tests, one module per module of `src` (the library then builds once).

mod common;
mod counting;
mod saigoku_playthrough;
mod seinan_random_play;
mod seinan_rules;
mod sekigahara_random_play;
mod sekigahara_rules;
mod sekigahara_state_mutation;
mod session_engine;
mod session_past;
mod session_replay;
mod session_words;
mod session_work;
mod shogun_random_play;
mod shogun_rules;
mod state_text;
mod tenka_playthrough;
mod tenka_random_play;
mod tenka_seinan_state_fuzz;
mod unit;
