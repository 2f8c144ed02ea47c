//! The reader's test set (issue 22 point 6), shared by the reader test and the print benchmark: a
//! pack-up code page drawn as the pack-up sheet draws it (codes at its module size, two to a row,
//! on A4), rasterised at 150 or 300 dpi, then degraded the way scans and phone photos are: rotated
//! 1°, 3° and 10°, blurred, saved as JPEG at quality 50, seen in perspective, and a phone-like
//! photo (perspective, uneven light, blur, noise, JPEG). Everything is deterministic.

use gunbai_scan::testset::draw_modules;
pub use gunbai_scan::testset::{jpeg, perspective, phone, rotate};
use image::{GrayImage, Luma};

use crate::layout::layout;
use crate::qr::{self, QUIET};

/// Module size the pack-up sheet gives a code of `width` modules (about 70 mm across).
fn module_mm(width: usize) -> f32 {
    (70.0 / (width + 2 * QUIET) as f32).clamp(layout().qr_module_mm, 1.0)
}

/// The codes' page of a multi-code pack-up at `dpi`: white A4, codes two to a row, 6 mm apart.
pub fn code_page(texts: &[String], dpi: f32) -> GrayImage {
    let px = dpi / 25.4;
    let (pw, ph) = (210.0f32, 297.0f32);
    let mut img = GrayImage::from_pixel((pw * px) as u32, (ph * px) as u32, Luma([255]));
    let matrices: Vec<(usize, Vec<bool>)> =
        texts.iter().filter_map(|t| qr::matrix(t).ok()).collect();
    let widest = matrices.iter().map(|(w, _)| *w).max().unwrap_or(21);
    let module = module_mm(widest);
    let cell = (widest + 2 * QUIET) as f32 * module;
    let (gap, m) = (6.0, layout().margin_mm);
    for (i, (w, dark)) in matrices.iter().enumerate() {
        let (c, r) = (i % 2, i / 2);
        let x0 = m + 10.0 + c as f32 * (cell + gap) + QUIET as f32 * module;
        let y0 = m + 20.0 + r as f32 * (cell + gap + 6.0) + QUIET as f32 * module;
        draw_modules(&mut img, (x0, y0), (*w, dark), module, px);
    }
    img
}

/// The test set: (name, image) for a pack-up whose codes are `texts`.
pub fn cases(texts: &[String]) -> Vec<(String, GrayImage)> {
    let p150 = code_page(texts, 150.0);
    let p300 = code_page(texts, 300.0);
    vec![
        ("150 dpi".into(), p150.clone()),
        ("300 dpi rotated 1°".into(), rotate(&p300, 1.0)),
        ("150 dpi rotated 1°".into(), rotate(&p150, 1.0)),
        ("150 dpi rotated 3°".into(), rotate(&p150, 3.0)),
        ("300 dpi rotated 3°".into(), rotate(&p300, 3.0)),
        ("150 dpi rotated 10°".into(), rotate(&p150, 10.0)),
        ("300 dpi rotated 10°".into(), rotate(&p300, 10.0)),
        ("150 dpi blurred".into(), image::imageops::blur(&p150, 1.0)),
        ("150 dpi JPEG q50".into(), jpeg(&p150, 50)),
        ("300 dpi JPEG q50".into(), jpeg(&p300, 50)),
        ("perspective".into(), perspective(&p300, 0.12, 2000)),
        ("phone photo".into(), phone(&p300)),
    ]
}

/// The codes of a realistic multi-code pack-up: `n` parts of about [`qr::PART_BYTES`] each.
pub fn sample_codes(n: usize) -> Vec<String> {
    let mut seed = 7u32;
    let body: Vec<u8> = (0..n * qr::PART_BYTES)
        .map(|_| {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (seed >> 24) as u8
        })
        .collect();
    qr::frame_parts(qr::PayloadKind::Journal, &body, qr::PART_BYTES)
}
