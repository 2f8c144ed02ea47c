//! The print crate's tests in one binary (issue 23, the four-minute loop): the unit tests, one module
//! per module of `src` they test, build against the library every other crate uses instead of a second
//! build of it; `cargo test -p gunbai-print --test print unit::` runs them.

mod no_downcast;
mod unit;
