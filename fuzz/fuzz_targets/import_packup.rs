//! libFuzzer entry point: `gunbai_fuzz::targets::import_packup` (issue 23). Run with
//! `cargo +nightly fuzz run import_packup --features libfuzzer corpus/import_packup`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    gunbai_fuzz::targets::import_packup(data);
});
