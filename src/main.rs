//! The `gunbai` binary: a thin shell over the library.

fn main() {
    std::process::exit(gunbai::cli::main());
}
