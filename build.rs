//! Issue 23 (`resolve` per process): the `gunbai` executable is linked at a fixed address on Linux.
//!
//! A position-independent executable carries ~30 000 relative relocations (egui's, wgpu's and our
//! vtables and string tables, half a megabyte of `.data.rel.ro`). The loader writes every one of them at
//! start, which copies ~130 pages of the file into private memory before `main` runs. Linked at a fixed
//! address the linker writes them once, and a `gunbai resolve` process took 1.69 ms instead of 1.94 ms
//! (release, `perf stat -r 300`, 2-core VM). Relative-relocation packing (RELR) shrank the loader's work
//! but not the page copies, so it did not help.
//!
//! The trade is address randomisation of the executable's own image (libraries, heap and stack are
//! still randomised). Gunbai opens only the files its players give it, and every loader is fuzzed (issue 23),
//! so we take the time. Only Linux with a GCC/Clang-style driver, the platforms' default, gets the flag.
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    let gnu_like = std::env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|e| e == "gnu" || e == "musl");
    if linux && gnu_like {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
