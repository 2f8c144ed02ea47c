//! libFuzzer entry point: `gunbai_fuzz::targets::load_tables` (issue 23). Run with
//! `cargo +nightly fuzz run load_tables --features libfuzzer corpus/load_tables`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    gunbai_fuzz::targets::load_tables(data);
});
