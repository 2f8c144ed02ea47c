//! Sturdier QR reading (issue 12 point 2): phone-like images of pack-up codes, made here with the
//! `image` crate — rotated 2–4°, blurred, saved as JPEG at quality 60–92, on grey paper with a
//! shadow — are read back exactly, and a photo holding several codes gives them all.

#![allow(clippy::disallowed_methods)] // the test writes its JPEG renders to temporary files

use crate::common;

use gunbai::core::ActionCall;
use gunbai::print::qr;
use gunbai::session::Session;
use image::{GrayImage, Luma};

/// A payload of a realistic size (a few hundred bytes of journal: version 15–20 at EC M). The same
/// bytes every run: the journal's clock times are set to one fixed moment, so the code drawn (and how a
/// degraded photo of it reads) never depends on when the test runs.
fn payload() -> String {
    payload_at(1_795_000_000)
}

fn payload_at(when: u64) -> String {
    use gunbai::session::format::{self, Record};
    let g = common::game();
    let mut s = Session::create(g.clone(), Default::default(), Some(12), None).unwrap();
    for n in 0..3 {
        s.act(ActionCall::new("chatty").with("n", n), &[], true)
            .unwrap();
    }
    let (mut header, mut records) =
        format::read_journal(std::str::from_utf8(&s.to_bytes()).unwrap()).unwrap();
    header.created = when;
    for r in &mut records {
        if let Record::Act { at, .. } | Record::Undo { at, .. } | Record::Redo { at, .. } = r {
            *at = when;
        }
    }
    let s = Session::from_bytes(
        &format::encode_journal(&header, &records),
        None,
        &|_: &str| Ok(g.clone()),
    )
    .unwrap();
    let t = qr::encode_payload(&s);
    assert!(t.starts_with("GB1:"));
    let (w, _) = qr::matrix(&t).unwrap();
    assert!(
        (61..=121).contains(&w),
        "a version 11–26 code, got {w} modules"
    );
    t
}

/// Draws the code `px` pixels per module, rotated by `deg` about its centre (bilinear), on paper
/// of grey `paper` with a shadow darkening one side by up to `shadow`.
fn photo(text: &str, px: f32, deg: f32, paper: u8, shadow: f32) -> GrayImage {
    let (w, dark) = qr::matrix(text).unwrap();
    let q = qr::QUIET as f32;
    let side_mod = w as f32 + 2.0 * q;
    let size = (side_mod * px * 1.25) as u32;
    let c = size as f32 / 2.0;
    let (sin, cos) = deg.to_radians().sin_cos();
    let module_at = |mx: f32, my: f32| -> f32 {
        // 1.0 dark, 0.0 light, in module coordinates (quiet zone included).
        let (x, y) = (mx - q, my - q);
        if x < 0.0 || y < 0.0 || x >= w as f32 || y >= w as f32 {
            return 0.0;
        }
        if dark[y as usize * w + x as usize] {
            1.0
        } else {
            0.0
        }
    };
    GrayImage::from_fn(size, size, |ix, iy| {
        // Back-rotate the pixel centre into the code's frame, supersampled 2×2.
        let mut ink = 0.0;
        for (ox, oy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
            let (dx, dy) = (ix as f32 + ox - c, iy as f32 + oy - c);
            let (rx, ry) = (cos * dx + sin * dy, -sin * dx + cos * dy);
            let (mx, my) = (rx / px + side_mod / 2.0, ry / px + side_mod / 2.0);
            ink += module_at(mx, my) / 4.0;
        }
        let light = paper as f32 * (1.0 - shadow * ix as f32 / size as f32);
        let v = light * (1.0 - ink) + 25.0 * ink;
        Luma([v.clamp(0.0, 255.0) as u8])
    })
}

fn jpeg(img: &GrayImage, quality: u8, path: &std::path::Path) {
    let mut f = std::fs::File::create(path).unwrap();
    let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut f, quality);
    img.write_with_encoder(enc).unwrap();
}

#[test]
fn rule_packup_degraded_photos_of_a_code_are_read_exactly() {
    let text = payload();
    let dir = tempfile::tempdir().unwrap();
    // (pixels per module, rotation °, blur σ, JPEG quality): 150 dpi prints are ~3.3 px per module.
    let cases = [
        (3.3, 0.0, 0.0, 92),
        (3.3, 2.0, 0.6, 85),
        (3.3, -3.0, 0.8, 75),
        (3.0, 4.0, 0.7, 60),
        (4.0, 2.5, 1.2, 70),
        (4.0, -4.0, 1.0, 60),
        (5.0, 3.0, 1.5, 80),
        (6.0, -2.0, 2.0, 65),
    ];
    let mut failed = Vec::new();
    for (i, &(px, deg, sigma, quality)) in cases.iter().enumerate() {
        let mut img = photo(&text, px, deg, 232, 0.25);
        if sigma > 0.0 {
            img = image::imageops::blur(&img, sigma);
        }
        #[allow(clippy::disallowed_methods)]
        let path = match std::env::var("PRINT_DUMP") {
            Ok(d) => std::path::PathBuf::from(d).join(format!("photo{i}.jpg")),
            Err(_) => dir.path().join(format!("photo{i}.jpg")),
        };
        jpeg(&img, quality, &path);
        if std::env::var("PRINT_DUMP").is_ok() {
            image::open(&path)
                .unwrap()
                .save(path.with_extension("png"))
                .unwrap();
        }
        match qr::decode_image(&path) {
            Ok(t) if t == text => {}
            other => failed.push(format!(
                "{px} px, {deg}°, blur {sigma}, JPEG {quality}: {:?}",
                other.map(|t| t.len())
            )),
        }
    }
    assert!(failed.is_empty(), "not read: {failed:#?}");
}

#[test]
fn rule_packup_one_photo_with_several_codes_gives_them_all() {
    // Content that deflates to a bit over one part.
    let body: Vec<u8> = (0..1400u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let deflated = miniz_oxide::deflate::compress_to_vec(&body, 10);
    let parts = qr::frame_parts(
        qr::PayloadKind::Journal,
        &deflated,
        deflated.len().div_ceil(2).min(900),
    );
    assert_eq!(parts.len(), 2);
    let a = photo(&parts[0], 3.5, 2.0, 235, 0.1);
    let b = photo(&parts[1], 3.5, 2.0, 235, 0.1);
    let mut page = GrayImage::from_pixel(
        a.width() + b.width() + 40,
        a.height().max(b.height()) + 20,
        Luma([235]),
    );
    image::imageops::overlay(&mut page, &a, 10, 10);
    image::imageops::overlay(&mut page, &b, a.width() as i64 + 30, 10);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("page.jpg");
    jpeg(&image::imageops::blur(&page, 0.7), 80, &path);
    let mut found = qr::decode_image_all(&path).unwrap();
    found.sort();
    let mut want = parts.clone();
    want.sort();
    assert_eq!(found, want);
    let (_, joined) = qr::join(&found).unwrap();
    assert_eq!(joined, body);
}
