//! The rules crate's unit tests, one module per module of `src` they test (issue 23, the four-minute
//! loop: tests here build against the library, which is then compiled once instead of twice).

mod cli_tests;
mod clock_tests;
mod gui_dice_tests;
mod gui_form_tests;
mod gui_home_tests;
mod gui_node_map_tests;
mod gui_tests;
mod gui_toml_form_tests;
mod gui_util_tests;
mod gui_view_tests;
