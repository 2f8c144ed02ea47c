use gunbai_print::qr::*;
use gunbai_print::qr_testset;

/// Issue 22 point 6: the cheap pass finds each code of a pack-up page as its own region, about the
/// code's size, so each is read from a small crop instead of the whole page.
#[test]
fn issue_22_point_6_code_regions_find_each_code_of_a_page_once() {
    let codes = qr_testset::sample_codes(5);
    let (dpi, page) = (150.0, qr_testset::code_page(&codes, 150.0));
    let (w, h) = (page.width() as usize, page.height() as usize);
    let found = gunbai_scan::code_regions(w, h, page.as_raw());
    assert_eq!(found.len(), codes.len(), "{found:?}");
    // The widest code's side on the page, in pixels (as the test page draws it).
    let modules = codes
        .iter()
        .filter_map(|c| matrix(c).ok())
        .map(|m| m.0)
        .max();
    let module_mm = (70.0 / (modules.unwrap_or(21) + 2 * QUIET) as f32)
        .clamp(gunbai_print::layout::layout().qr_module_mm, 1.0);
    let side = modules.unwrap_or(21) as f32 * module_mm * dpi / 25.4;
    for (i, &(x, y, rw, rh)) in found.iter().enumerate() {
        for s in [rw, rh] {
            assert!(
                (side * 0.9..side * 1.3).contains(&(s as f32)),
                "region {i} is {rw}×{rh} px for a code of {side} px"
            );
        }
        for &(x2, y2, w2, h2) in &found[i + 1..] {
            let apart = x + rw <= x2 || x2 + w2 <= x || y + rh <= y2 || y2 + h2 <= y;
            assert!(apart, "regions overlap: {:?}", found);
        }
    }
    // A blank page (the sheet's text page scanned without text) has none.
    let blank = vec![240u8; 400 * 560];
    assert!(gunbai_scan::code_regions(400, 560, &blank).is_empty());
}
