//! The app's integration tests in one binary (CLI through the real `gunbai` binary, GUI with egui_kittest,
//! PDFs parsed with lopdf): one test binary links the GUI and PDF crates once instead of once per file,
//! which keeps a clean `cargo test` quick on two cores. `unit` holds the library's unit tests, one module per
//! module of `src` (the library then builds once: issue 23).

#![allow(clippy::disallowed_methods)] // tests read and write files

mod bounded_reads;
mod cli_contract;
mod cli_help_action;
mod cli_help_lang;
mod cli_hostile;
mod cli_lang;
mod clienv;
mod common;
mod files_never_clobbered;
mod game_over_cli;
mod gui_fit;
mod gui_saigoku;
mod gui_seinan;
mod gui_sekigahara;
mod gui_session;
mod gui_shogun;
mod gui_smoke;
mod gui_table;
mod gui_tenka;
mod kit;
mod print_dump;
mod print_entry;
mod print_lang;
mod print_layout;
mod print_multi_qr;
mod print_pdf;
mod print_qr;
mod print_qr_photo;
mod print_qr_reader;
mod print_round3;
mod print_saigoku;
mod print_seinan;
mod print_sekigahara;
mod print_sheet;
mod print_shogun;
mod print_tenka;
mod print_words;
mod registration;
mod saigoku_cli;
mod sealed_outputs;
mod sekigahara_cli;
mod serve_browser;
mod serve_cli;
mod serve_gui;
mod serve_season;
mod serve_tenka;
mod session_dice;
mod session_durability;
mod session_hostile;
mod shogun_cli;
mod tables_check;
mod tenka_cli;
mod unit;
