//! `cargo test --test print_dump -- --ignored` writes every PDF to $PRINT_DUMP (default /tmp/gunbai-print)
//! for looking at with pdftoppm.

mod common;

use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

#[test]
#[ignore]
fn dump_pdfs() {
    let dir = std::env::var("PRINT_DUMP").unwrap_or_else(|_| "/tmp/gunbai-print".into());
    std::fs::create_dir_all(&dir).unwrap();
    let g = common::game();
    let mut s = Session::create(g.clone(), Default::default(), Some(7), None).unwrap();
    s.act(
        gunbai::core::ActionCall::new("move")
            .with("unit", "6番大队")
            .with("to", "熊本"),
        &[],
        true,
    )
    .unwrap();
    s.act(gunbai::core::ActionCall::new("roll"), &[], true)
        .unwrap();
    let opts = PrintOptions {
        date: "2026-11-22".into(),
        scenario: Some("campaign".into()),
        ..Default::default()
    };
    for what in [What::Aid, What::Counters, What::Packup, What::Calibration] {
        let t = std::time::Instant::now();
        let pdf = print::render(g.as_ref(), what, Some(&s), &opts).unwrap();
        println!("{what}: {} bytes in {:?}", pdf.len(), t.elapsed());
        std::fs::write(format!("{dir}/seinan-{what}.pdf"), pdf).unwrap();
    }
    let bleed = PrintOptions {
        bleed_mm: 2.0,
        duplex_offset_mm: (1.0, -0.5),
        ..opts.clone()
    };
    std::fs::write(
        format!("{dir}/seinan-counters-bleed.pdf"),
        print::render(g.as_ref(), What::Counters, None, &bleed).unwrap(),
    )
    .unwrap();
}
