//! The reader's test set (issue 22 point 6), shared by the reader test and the print benchmark: a
//! pack-up code page drawn as the pack-up sheet draws it (codes at its module size, two to a row,
//! on A4), rasterised at 150 or 300 dpi, then degraded the way scans and phone photos are: rotated
//! 1°, 3° and 10°, blurred, saved as JPEG at quality 50, seen in perspective, and a phone-like
//! photo (perspective, uneven light, blur, noise, JPEG). Everything is deterministic.

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
        for y in 0..*w {
            for x in 0..*w {
                if !dark[y * w + x] {
                    continue;
                }
                let (ax, ay) = (x0 + x as f32 * module, y0 + y as f32 * module);
                let (bx, by) = (ax + module, ay + module);
                // Area coverage of each pixel (anti-aliased edges, as a rasteriser draws them).
                for py in (ay * px).floor() as u32..(by * px).ceil() as u32 {
                    for pxx in (ax * px).floor() as u32..(bx * px).ceil() as u32 {
                        if pxx >= img.width() || py >= img.height() {
                            continue;
                        }
                        let cx = ((pxx + 1) as f32).min(bx * px) - (pxx as f32).max(ax * px);
                        let cy = ((py + 1) as f32).min(by * px) - (py as f32).max(ay * px);
                        let cover = (cx.max(0.0) * cy.max(0.0)).min(1.0);
                        let v = img.get_pixel(pxx, py)[0] as f32 - 255.0 * cover;
                        img.put_pixel(pxx, py, Luma([v.max(0.0) as u8]));
                    }
                }
            }
        }
    }
    img
}

/// Bilinear sample of `img` at (x, y); white outside.
fn sample(img: &GrayImage, x: f32, y: f32, paper: f32) -> f32 {
    let (w, h) = (img.width() as i64, img.height() as i64);
    let (x0, y0) = (x.floor() as i64, y.floor() as i64);
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let at = |xx: i64, yy: i64| {
        if xx < 0 || yy < 0 || xx >= w || yy >= h {
            paper
        } else {
            img.get_pixel(xx as u32, yy as u32)[0] as f32
        }
    };
    let top = at(x0, y0) * (1.0 - fx) + at(x0 + 1, y0) * fx;
    let bottom = at(x0, y0 + 1) * (1.0 - fx) + at(x0 + 1, y0 + 1) * fx;
    top * (1.0 - fy) + bottom * fy
}

/// Rotated by `deg` about the centre (same size, white corners).
pub fn rotate(img: &GrayImage, deg: f32) -> GrayImage {
    let (sin, cos) = deg.to_radians().sin_cos();
    let (cx, cy) = (img.width() as f32 / 2.0, img.height() as f32 / 2.0);
    GrayImage::from_fn(img.width(), img.height(), |x, y| {
        let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
        let (sx, sy) = (
            cos * dx + sin * dy + cx - 0.5,
            -sin * dx + cos * dy + cy - 0.5,
        );
        Luma([sample(img, sx, sy, 255.0) as u8])
    })
}

/// Seen in perspective: a true projective view of the sheet whose top edge is narrowed by `k` of
/// the width on each side (a sheet on a table photographed from its foot), `out_w` pixels wide.
pub fn perspective(img: &GrayImage, k: f32, out_w: u32) -> GrayImage {
    let (w, h) = (img.width() as f32, img.height() as f32);
    let (ow, oh) = (out_w, (h * out_w as f32 / w) as u32);
    // Depth at the top relative to the bottom; image = sheet / depth (a pinhole camera).
    let q = 1.0 / (1.0 - 2.0 * k);
    GrayImage::from_fn(ow, oh, |x, y| {
        let (xi, yi) = ((x as f32 + 0.5) / ow as f32, (y as f32 + 0.5) / oh as f32);
        let v = yi * q / (1.0 - yi * (1.0 - q));
        let z = q + (1.0 - q) * v;
        let u = 0.5 + (xi - 0.5) * z;
        if !(0.0..=1.0).contains(&u) || !(0.0..=1.0).contains(&v) {
            return Luma([110]);
        }
        Luma([sample(img, u * w - 0.5, v * h - 0.5, 255.0) as u8])
    })
}

/// JPEG at `quality`, decoded again.
pub fn jpeg(img: &GrayImage, quality: u8) -> GrayImage {
    let mut bytes = Vec::new();
    let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality);
    if img.write_with_encoder(enc).is_err() {
        return img.clone();
    }
    image::load_from_memory(&bytes)
        .map(|i| i.to_luma8())
        .unwrap_or_else(|_| img.clone())
}

/// A phone-like photo: perspective, light falling off across the sheet, grey paper, blur, sensor
/// noise and JPEG.
pub fn phone(img: &GrayImage) -> GrayImage {
    let mut p = perspective(&rotate(img, 4.0), 0.06, 2000);
    let (w, h) = (p.width() as f32, p.height() as f32);
    let mut seed = 12345u32;
    for (x, y, px) in p.enumerate_pixels_mut() {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let noise = ((seed >> 16) % 17) as f32 - 8.0;
        let light = 0.92 - 0.3 * (x as f32 / w) * (0.5 + 0.5 * y as f32 / h);
        let v = px[0] as f32 * light + 10.0 + noise;
        *px = Luma([v.clamp(0.0, 255.0) as u8]);
    }
    jpeg(&image::imageops::blur(&p, 1.2), 70)
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
