//! The rules crate's tests of the whole tree in one binary (one link instead of seven: issue 23's
//! four-minute loop). Each module was a test file of its own: `cargo test -p gunbai-rules --test rules
//! catalogue::` runs one.

// The modules read the source tree and the environment, which the rules themselves never do.
#![allow(clippy::disallowed_methods)]

mod catalogue;
mod chinese_help;
mod fuzz_targets;
mod no_downcast;
mod purity;
mod random_play;
mod source;
mod uniform_pick;
mod unit;
