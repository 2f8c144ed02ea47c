//! Times the pack-up QR reader on its test set (issue 22 point 6): a five-code pack-up page at 150 and
//! 300 dpi, rotated 1°/3°/10°, blurred, JPEG q50, in perspective, a phone-like photo; says how many
//! codes each image gave. `cargo bench -p gunbai-print --bench qr`; with `QR_DUMP=DIR` it also writes
//! the images as PNG (to compare with `zbarimg` by hand).
#![allow(clippy::disallowed_methods)] // timing and writing files is the point here

use std::time::Instant;

use gunbai_print::{qr, qr_testset};

fn main() {
    let codes = qr_testset::sample_codes(5);
    let dump = std::env::var("QR_DUMP").ok();
    let mut worst = 0f64;
    for (name, img) in qr_testset::cases(&codes) {
        if let Some(dir) = &dump {
            let file = name.replace([' ', '°'], "_");
            let _ = img.save(format!("{dir}/{file}.png"));
        }
        let t = Instant::now();
        let found = qr::decode_gray_all(img.width() as usize, img.height() as usize, img.as_raw());
        let secs = t.elapsed().as_secs_f64();
        worst = worst.max(secs);
        let read = codes.iter().filter(|c| found.contains(c)).count();
        println!(
            "qr {name:<22} {:>4}x{:<4} px  {read}/{} codes  {secs:>6.2} s",
            img.width(),
            img.height(),
            codes.len()
        );
    }
    println!("qr slowest image {worst:.2} s");
}
