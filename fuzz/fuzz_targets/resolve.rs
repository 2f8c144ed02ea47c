//! libFuzzer entry point: `gunbai_fuzz::targets::resolve` (issue 23). Run with
//! `cargo +nightly fuzz run resolve --features libfuzzer corpus/resolve`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    gunbai_fuzz::targets::resolve(data);
});
