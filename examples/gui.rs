//! Opens the GUI (same as `gunbai gui`): `cargo run --example gui [SESSION_FILE]`.
fn main() -> Result<(), String> {
    gunbai::gui::run(std::env::args_os().nth(1).map(Into::into))
}
