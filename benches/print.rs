//! Prints the full set of every scenario of every game and reports time and size per item:
//! `cargo bench --bench print` (add `--profile dev` for a quick run; a game id as argument prints that
//! game only).
#![allow(clippy::disallowed_methods)] // timing and writing files is the point here

use std::time::Instant;

use gunbai::core::Setup;
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

fn main() {
    let only: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    for id in gunbai::games::implemented() {
        if only.as_deref().is_some_and(|o| o != id) {
            continue;
        }
        let game = gunbai::games::load_embedded(id).expect("game loads");
        let scenarios: Vec<(Option<String>, u8)> = if game.scenarios().is_empty() {
            vec![(None, game.info().min_players)]
        } else {
            game.scenarios()
                .iter()
                .map(|s| (Some(s.id.clone()), s.min_players))
                .collect()
        };
        for (scenario, players) in scenarios {
            full_set(&game, scenario, players);
        }
    }
}

fn full_set(game: &std::sync::Arc<dyn gunbai::core::Game>, scenario: Option<String>, players: u8) {
    let id = match &scenario {
        Some(sc) => format!("{} {sc}", game.id()),
        None => game.id().to_string(),
    };
    let setup = Setup {
        scenario: scenario.clone(),
        players,
        ..Default::default()
    };
    let session = Session::create(game.clone(), setup, Some(1557), None).expect("session");
    let opts = PrintOptions {
        scenario,
        date: "bench".into(),
        ..Default::default()
    };
    let mut total = (0usize, 0u128);
    for what in What::ALL {
        let runs = 5;
        let t = Instant::now();
        let mut size = 0;
        for _ in 0..runs {
            match print::render(game.as_ref(), what, Some(&session), &opts) {
                Ok(pdf) => size = pdf.len(),
                Err(e) => {
                    println!("{id} {what}: {e}");
                    break;
                }
            }
        }
        if size > 0 {
            let us = t.elapsed().as_micros() / runs;
            total = (total.0 + size, total.1 + us);
            println!(
                "{id} {what:<12} {size:>8} bytes {:>8.1} ms",
                us as f64 / 1000.0
            );
        }
    }
    println!(
        "{id} full set     {:>8} bytes {:>8.1} ms",
        total.0,
        total.1 as f64 / 1000.0
    );
}
