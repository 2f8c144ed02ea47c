//! libFuzzer entry point: `gunbai_fuzz::targets::state_apply` (issue 23). Run with
//! `cargo +nightly fuzz run state_apply --features libfuzzer corpus/state_apply`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    gunbai_fuzz::targets::state_apply(data);
});
