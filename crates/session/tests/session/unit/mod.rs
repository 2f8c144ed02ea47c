//! The rules crate's unit tests, one module per module of `src` they test (issue 23, the four-minute
//! loop: tests here build against the library, which is then compiled once instead of twice).

mod bounds_tests;
mod format_tests;
mod record_text_tests;
mod restore_tests;
