//! The rules crate's unit tests, one module per module of `src` they test (issue 23, the four-minute
//! loop: tests here build against the library, which is then compiled once instead of twice).

mod content_tests;
mod layout_tests;
mod packup_tests;
mod pdf_tests;
mod qr_reader_tests;
mod qr_snapshot_msg_tests;
