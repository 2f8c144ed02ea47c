//! Prints the full set for Saigoku scenario 4 (or Seinan when Saigoku is not in this build) and reports
//! time and size per item: `cargo bench --bench print` (add `--profile dev` for a quick run).
#![allow(clippy::disallowed_methods)] // timing and writing files is the point here

use std::time::Instant;

use gunbai::core::Setup;
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

fn main() {
    let (id, scenario) = if gunbai::games::entry("saigoku").is_some() {
        ("saigoku", Some("4"))
    } else {
        ("seinan", None)
    };
    let game = gunbai::games::load_embedded(id).expect("game loads");
    let scenario = scenario
        .map(String::from)
        .or_else(|| game.scenarios().first().map(|s| s.id.clone()));
    let setup = Setup {
        scenario: scenario.clone(),
        players: 2,
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
