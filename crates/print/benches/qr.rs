//! Times the pack-up QR reader on its test set (issue 22 point 6): a five-code pack-up page at 150 and
//! 300 dpi, rotated 1°/3°/10°, blurred, JPEG q50, in perspective, a phone-like photo; says how many
//! codes each image gave, the wall-clock time and (on Linux) the processor time of the reader, which
//! a machine busy with other work does not inflate. The goal is every image under 2 s.
//! `cargo bench -p gunbai-print --bench qr`; with `QR_DUMP=DIR` it also writes the images as PNG (to
//! compare with `zbarimg` by hand).
#![allow(clippy::disallowed_methods)] // timing and writing files is the point here

use std::time::Instant;

use gunbai_print::{qr, qr_testset};

/// Processor time of this process so far, in seconds (user + system, from `/proc/self/stat`), if
/// the system tells it.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let f: Vec<&str> = rest.split(' ').collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    // Linux counts in clock ticks of 1/100 s (USER_HZ).
    Some(ticks / 100.0)
}

fn main() {
    let codes = qr_testset::sample_codes(5);
    let dump = std::env::var("QR_DUMP").ok();
    let (mut worst, mut worst_cpu) = (0f64, 0f64);
    for (name, img) in qr_testset::cases(&codes) {
        if let Some(dir) = &dump {
            let file = name.replace([' ', '°'], "_");
            let _ = img.save(format!("{dir}/{file}.png"));
        }
        let (t, c0) = (Instant::now(), cpu_seconds());
        let found = qr::decode_gray_all(img.width() as usize, img.height() as usize, img.as_raw());
        let secs = t.elapsed().as_secs_f64();
        let cpu = c0.zip(cpu_seconds()).map(|(a, b)| b - a);
        worst = worst.max(secs);
        worst_cpu = worst_cpu.max(cpu.unwrap_or(0.0));
        let read = codes.iter().filter(|c| found.contains(c)).count();
        let cpu = cpu.map_or(String::new(), |c| format!("  cpu {c:>5.2} s"));
        println!(
            "qr {name:<22} {:>4}x{:<4} px  {read}/{} codes  {secs:>6.2} s{cpu}",
            img.width(),
            img.height(),
            codes.len()
        );
    }
    println!("qr slowest image {worst:.2} s (cpu {worst_cpu:.2} s)");
}
