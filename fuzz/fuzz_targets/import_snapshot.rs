//! libFuzzer entry point: `gunbai_fuzz::targets::import_snapshot` (issue 23). Run with
//! `cargo +nightly fuzz run import_snapshot --features libfuzzer corpus/import_snapshot`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    gunbai_fuzz::targets::import_snapshot(data);
});
