//! The pack-up QR reader (issue 22 point 6): the reader's test set (a five-code pack-up page, rotated,
//! blurred, JPEG, in perspective, a phone-like photo; made by `qr_testset` from the codes) is read
//! completely; a page without a code is skipped; the same code or photo given twice is one code.
//! Speed is measured by `cargo bench -p gunbai-print --bench qr`, not here.

use gunbai::core::Setup;
use gunbai::print::{qr, qr_testset};
use gunbai::session::Session;

#[test]
fn rule_packup_import_skips_a_page_without_a_code_and_takes_a_photo_given_twice_once() {
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let s = Session::create(g, Setup::default(), Some(5), None).unwrap();
    let text = qr::encode_payload(&s);
    // The same code twice is one code, not two sheets.
    let (_, once) = qr::join(std::slice::from_ref(&text)).unwrap();
    let (_, twice) = qr::join(&[text.clone(), text.clone()]).unwrap();
    assert_eq!(once, twice);
    let dir = tempfile::tempdir().unwrap();
    let (w, dark) = qr::matrix(&text).unwrap();
    let (side, px) = qr::raster(w, &dark, 4);
    let code = dir.path().join("code.png");
    image::GrayImage::from_raw(side as u32, side as u32, px)
        .unwrap()
        .save(&code)
        .unwrap();
    let blank = dir.path().join("text-page.png");
    image::GrayImage::from_pixel(400, 560, image::Luma([250]))
        .save(&blank)
        .unwrap();
    let out = dir.path().join("restored.gunbai");
    let rep = gunbai::print_entry::import_command(
        vec![],
        vec![blank.clone(), code.clone(), code.clone()],
        &out,
    )
    .unwrap();
    assert_eq!(rep.position, s.position());
    // Only pages without a code: an error naming the file.
    let e = gunbai::print_entry::import_command(vec![], vec![blank], &dir.path().join("x.gunbai"))
        .unwrap_err();
    assert!(e.contains("text-page.png"), "{e}");
}

#[test]
fn rule_packup_reader_reads_every_code_of_the_test_set() {
    let codes = qr_testset::sample_codes(5);
    let mut missed = Vec::new();
    for (name, img) in qr_testset::cases(&codes) {
        let found = qr::decode_gray_all(img.width() as usize, img.height() as usize, img.as_raw());
        let lost: Vec<usize> = (0..codes.len())
            .filter(|&k| !found.contains(&codes[k]))
            .map(|k| k + 1)
            .collect();
        if !lost.is_empty() {
            missed.push(format!("{name}: codes {lost:?} not read"));
        }
    }
    assert!(missed.is_empty(), "{missed:#?}");
}
