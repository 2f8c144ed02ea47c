//! libFuzzer entry point: `gunbai_fuzz::targets::load_save` (issue 23). Run with
//! `cargo +nightly fuzz run load_save --features libfuzzer corpus/load_save`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    gunbai_fuzz::targets::load_save(data);
});
