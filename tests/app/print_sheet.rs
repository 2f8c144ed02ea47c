//! Duplex geometry: the mirrored back sheet lines up with the front at zero offset and moves by exactly
//! the offset, both in the layout functions and in the rectangles actually written to the PDF.

use gunbai::print::layout::layout;
use gunbai::print::sheet::{self, Grid, mirror_x, seen_from_front};
use gunbai::print::{self, Paper, PrintOptions, What};

const EPS: f32 = 1e-3;

#[test]
fn back_cells_mirror_the_front_at_zero_offset() {
    for paper in [Paper::A4, Paper::Letter] {
        for s in layout()
            .counter_sizes_mm
            .iter()
            .copied()
            .chain([10.0, 25.0])
        {
            for bleed in [0.0, 1.5] {
                let g = Grid::new(paper, s, s, bleed);
                assert!(g.per_page() > 0);
                for i in 0..g.per_page() {
                    let f = g.front(i);
                    let b = g.back(i, (0.0, 0.0));
                    // Seen from the front through the sheet, the back's right edge lands on the front's left edge + w.
                    assert!(
                        (seen_from_front(g.page_w, b.x + b.w) - f.x).abs() < EPS,
                        "{paper:?} {s} cell {i}"
                    );
                    assert!((b.x - (g.page_w - f.x - f.w)).abs() < EPS);
                    assert!((b.y - f.y).abs() < EPS);
                    // Inside the printable area, clear of the footer.
                    let art = f.grow(bleed);
                    // Crop marks (4.5 mm outside the grid) stay clear of the paper edge (5 mm).
                    assert!(
                        art.x - 4.5 >= layout().edge_mm - EPS
                            && art.x + art.w + 4.5 <= g.page_w - layout().edge_mm + EPS
                    );
                    assert!(
                        art.y - 4.5 >= layout().footer_mm
                            && art.y + art.h + 4.5 <= g.page_h - layout().edge_mm
                    );
                }
                // Cells do not overlap: neighbours are exactly one pitch apart.
                if g.cols > 1 {
                    assert!((g.front(1).x - g.front(0).x - (s + 2.0 * bleed)).abs() < EPS);
                }
            }
        }
    }
}

#[test]
fn back_cells_move_by_exactly_the_offset() {
    let g = Grid::new(Paper::A4, 15.9, 15.9, 0.0);
    for off in [(1.5, -0.7), (-2.0, 3.25), (0.0, 0.5)] {
        for i in [0, 5, g.per_page() - 1] {
            let f = g.front(i);
            let b = g.back(i, off);
            let seen_left = seen_from_front(g.page_w, b.x + b.w);
            assert!(
                (seen_left - (f.x + off.0)).abs() < EPS,
                "x: {seen_left} vs {} + {}",
                f.x,
                off.0
            );
            assert!((b.y - (f.y + off.1)).abs() < EPS);
        }
    }
    let cards = Grid::new(Paper::Letter, layout().card_mm.0, layout().card_mm.1, 0.0);
    assert_eq!(cards.per_page(), 6);
    // Nine poker cards on A4 (3 × 3).
    assert_eq!(
        Grid::new(Paper::A4, layout().card_mm.0, layout().card_mm.1, 0.0).per_page(),
        9
    );
    assert!((mirror_x(210.0, 20.0, 10.0, 0.0) - 180.0).abs() < EPS);
}

#[test]
fn calibration_back_targets_land_on_front_targets() {
    for paper in [Paper::A4, Paper::Letter] {
        let (w, _) = paper.size_mm();
        for (cx, _) in sheet::calibration_targets(paper) {
            assert!((seen_from_front(w, mirror_x(w, cx, 0.0, 0.0)) - cx).abs() < EPS);
            assert!((seen_from_front(w, mirror_x(w, cx, 0.0, 1.0)) - (cx + 1.0)).abs() < EPS);
        }
    }
}

/// Counter-sized filled rectangles (x, y) in pt on a page of the produced PDF.
fn counter_rects(doc: &lopdf::Document, page: u32, size_pt: f32) -> Vec<(f32, f32)> {
    let id = doc.get_pages()[&page];
    let content = doc.get_and_decode_page_content(id).unwrap();
    let mut out = Vec::new();
    for op in content.operations {
        if op.operator == "re" {
            let v: Vec<f32> = op.operands.iter().map(|o| o.as_float().unwrap()).collect();
            if (v[2] - size_pt).abs() < 0.01 && (v[3] - size_pt).abs() < 0.01 {
                out.push((v[0], v[1]));
            }
        }
    }
    out
}

#[test]
fn pdf_back_sheet_rectangles_mirror_the_front_and_shift_by_the_offset() {
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let s_mm = 15.9_f32;
    let pt = |mm: f32| mm * 72.0 / 25.4;
    let page_w = pt(210.0);
    for off in [(0.0_f32, 0.0_f32), (1.0, -0.5)] {
        let opts = PrintOptions {
            counter_mm: s_mm,
            duplex_offset_mm: off,
            ..Default::default()
        };
        let pdf = print::render(g.as_ref(), What::Counters, None, &opts).unwrap();
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let front = counter_rects(&doc, 1, pt(s_mm));
        let back = counter_rects(&doc, 2, pt(s_mm));
        assert_eq!(front.len(), back.len());
        assert!(front.len() > 40, "counters drawn: {}", front.len());
        for (i, (fx, fy)) in front.iter().enumerate() {
            let (bx, by) = back[i];
            let seen = page_w - (bx + pt(s_mm));
            assert!(
                (seen - (fx + pt(off.0))).abs() < 0.02,
                "cell {i}: {seen} vs {fx}"
            );
            assert!((by - (fy + pt(off.1))).abs() < 0.02);
        }
    }
}
