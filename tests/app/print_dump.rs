//! `cargo test --test app print_dump -- --ignored --nocapture` writes every PDF of every registered game to
//! $PRINT_DUMP (default /tmp/gunbai-print) and prints sizes and times, for looking at with pdftoppm.

#![allow(clippy::disallowed_methods)] // timing and writing files is the point here

use crate::common;

use gunbai::core::{ActionCall, Setup};
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

#[test]
#[ignore]
fn dump_pdfs() {
    let dir = std::env::var("PRINT_DUMP").unwrap_or_else(|_| "/tmp/gunbai-print".into());
    std::fs::create_dir_all(&dir).unwrap();
    let mut ids = gunbai::games::implemented();
    if !ids.contains(&"saigoku") {
        ids.push("saigoku");
    }
    for id in ids {
        let g = gunbai::games::load_embedded(id).unwrap_or_else(|_| common::saigoku());
        let scenario = g.scenarios().last().map(|s| s.id.clone());
        let setup = Setup {
            scenario: scenario.clone(),
            players: g.info().min_players.max(2),
            ..Default::default()
        };
        // The fewest players the scenario allows.
        let (lo, hi) = (g.info().min_players, g.info().max_players.max(2));
        let mut s = (lo..=hi)
            .find_map(|n| {
                let setup = Setup {
                    players: n,
                    ..setup.clone()
                };
                Session::create(g.clone(), setup, Some(7), None).ok()
            })
            .unwrap();
        if id == "seinan" {
            s.act(ActionCall::new("march-roll"), &[3], false).unwrap();
            let m = ActionCall::new("march")
                .with("kind", "a")
                .with("units", "1番大队,2番大队")
                .with("to", "八代");
            s.act(m, &[], false).unwrap();
        }
        let opts = PrintOptions {
            date: "2026-11-22".into(),
            scenario,
            ..Default::default()
        };
        for what in What::ALL {
            let t = std::time::Instant::now();
            match print::render(g.as_ref(), what, Some(&s), &opts) {
                Ok(pdf) => {
                    println!("{id} {what}: {} bytes in {:?}", pdf.len(), t.elapsed());
                    std::fs::write(format!("{dir}/{id}-{what}.pdf"), pdf).unwrap();
                }
                Err(e) => println!("{id} {what}: {e}"),
            }
        }
        let bleed = PrintOptions {
            bleed_mm: 2.0,
            duplex_offset_mm: (1.0, -0.5),
            ..opts.clone()
        };
        let pdf = print::render(g.as_ref(), What::Counters, None, &bleed).unwrap();
        std::fs::write(format!("{dir}/{id}-counters-bleed.pdf"), pdf).unwrap();
    }
    // A long session whose journal does not fit: the pack-up QR carries the lite journal at 0.5 mm/module.
    let g = common::game();
    let mut s = Session::create(g.clone(), Setup::default(), Some(5), None).unwrap();
    for n in 0..150 {
        s.act(ActionCall::new("chatty").with("n", n), &[], true)
            .unwrap();
    }
    let opts = PrintOptions {
        date: "2026-11-22".into(),
        ..Default::default()
    };
    let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts).unwrap();
    std::fs::write(format!("{dir}/long-packup.pdf"), pdf).unwrap();
    std::fs::write(
        format!("{dir}/long-packup.txt"),
        gunbai::print::qr::encode_payload(&s),
    )
    .unwrap();
    let letter = PrintOptions {
        paper: gunbai::print::Paper::Letter,
        ..opts
    };
    let g = gunbai::games::load_embedded("saigoku").unwrap_or_else(|_| common::saigoku());
    for what in [What::Cards, What::Counters, What::Aid] {
        let pdf = print::render(g.as_ref(), what, None, &letter).unwrap();
        std::fs::write(format!("{dir}/letter-{what}.pdf"), pdf).unwrap();
    }
    let small = PrintOptions {
        counter_mm: 12.7,
        ..Default::default()
    };
    let g = common::any_loader("seinan").unwrap();
    let pdf = print::render(g.as_ref(), What::Counters, None, &small).unwrap();
    std::fs::write(format!("{dir}/seinan-counters-12.pdf"), pdf).unwrap();
    // Decode the QR from rendered pages (needs poppler's pdftoppm) with our own image import.
    for (name, dpi) in [
        ("long-packup", "150"),
        ("long-packup", "300"),
        ("seinan-packup", "100"),
    ] {
        let png = format!("{dir}/{name}-{dpi}");
        let ok = std::process::Command::new("pdftoppm")
            .args([
                "-r",
                dpi,
                "-png",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
                &format!("{dir}/{name}.pdf"),
                &png,
            ])
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        if ok {
            let t = std::time::Instant::now();
            let text = gunbai::print::qr::decode_image(std::path::Path::new(&format!("{png}.png")));
            println!(
                "decode {name} at {dpi} dpi: {} in {:?}",
                text.map(|t| format!("{} chars", t.len()))
                    .unwrap_or_else(|e| e.to_string()),
                t.elapsed()
            );
        }
    }
}
