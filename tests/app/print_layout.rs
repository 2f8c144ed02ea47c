//! Issue 12 points 3, 4, 5 and 9, measured on the produced PDFs (lopdf) and on the same pages'
//! display lists: everything ≥ 5 mm from the paper edges, no text boxes overlapping on any counter
//! at any size, placeholder marks and their note, the 100 % note with a 10 mm bar, calibration
//! scales over ±10 mm with labels apart, and the PDF's boxes, date and info fields.

use crate::common;

use gunbai::core::{Game, Setup};
use gunbai::print::pdf::{Shape, text_width_mm};
use gunbai::print::sheet::{self, Grid, PLACEHOLDER_MARK, TEXT_ABOVE, TEXT_BELOW};
use gunbai::print::{self, Paper, PrintOptions, What};
use gunbai::session::Session;
use std::sync::Arc;

const PT_MM: f32 = 25.4 / 72.0;
const EDGE: f32 = 5.0;

fn games() -> Vec<Arc<dyn Game>> {
    let mut ids = gunbai::games::implemented();
    for id in ["saigoku", "seinan"] {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids.into_iter()
        .map(|id| gunbai::games::load_embedded(id).unwrap())
        .collect()
}

fn opts(paper: Paper, bleed: f32) -> PrintOptions {
    PrintOptions {
        paper,
        bleed_mm: bleed,
        duplex_offset_mm: (1.0, -0.5),
        date: "2026-11-23".into(),
        created_unix: 1_795_000_000,
        ..Default::default()
    }
}

fn session(g: &Arc<dyn Game>) -> Session {
    let setup = Setup {
        scenario: g.scenarios().last().map(|s| s.id.clone()),
        ..Default::default()
    };
    // The fewest players the scenario allows.
    (g.info().min_players..=g.info().max_players.max(2))
        .find_map(|n| {
            let setup = Setup {
                players: n,
                ..setup.clone()
            };
            Session::create(g.clone(), setup, Some(3), None).ok()
        })
        .unwrap()
}

/// (x, y, size pt) of every text run on every page, in mm, read from the PDF content streams.
fn pdf_text(pdf: &[u8]) -> Vec<Vec<(f32, f32, f32)>> {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    let mut out = Vec::new();
    for (_, id) in doc.get_pages() {
        let content = doc.get_and_decode_page_content(id).unwrap();
        let mut size = 0.0;
        let mut runs = Vec::new();
        for op in content.operations {
            let f = |i: usize| op.operands[i].as_float().unwrap();
            match op.operator.as_str() {
                "Tf" => size = f(1),
                "Td" => runs.push((f(0) * PT_MM, f(1) * PT_MM, size)),
                _ => {}
            }
        }
        out.push(runs);
    }
    out
}

#[test]
fn rule_print_margins_everything_at_least_5_mm_from_every_edge() {
    for g in games() {
        let s = session(&g);
        for paper in [Paper::A4, Paper::Letter] {
            let (w, h) = paper.size_mm();
            for bleed in [0.0, 3.0] {
                for what in What::ALL {
                    let o = opts(paper, bleed);
                    let Ok(pdf) = print::render(g.as_ref(), what, Some(&s), &o) else {
                        continue;
                    };
                    let id = format!("{} {what} {paper:?} bleed {bleed}", g.info().id);
                    // Left, bottom, top of every text run, from the PDF itself.
                    for (pi, page) in pdf_text(&pdf).iter().enumerate() {
                        for &(x, y, size) in page {
                            let mm = size * PT_MM;
                            assert!(x >= EDGE - 0.01, "{id} p{}: text at x {x:.2}", pi + 1);
                            assert!(
                                y - TEXT_BELOW * mm >= EDGE - 0.01,
                                "{id} p{}: text bottom {:.2}",
                                pi + 1,
                                y - TEXT_BELOW * mm
                            );
                            assert!(
                                y + TEXT_ABOVE * mm <= h - EDGE + 0.01,
                                "{id} p{}: text top {:.2} from the top",
                                pi + 1,
                                h - y - TEXT_ABOVE * mm
                            );
                        }
                    }
                    // Right ends of text, and every line and rectangle, from the same pages'
                    // display lists.
                    let pages = print::preview(g.as_ref(), what, Some(&s), &o).unwrap();
                    // Heading, notes and the scale note do not run into each other.
                    for (pi, p) in pages.iter().enumerate() {
                        let head: Vec<_> = p
                            .shapes
                            .iter()
                            .filter_map(|sh| match sh {
                                Shape::Text {
                                    x,
                                    y,
                                    size_pt,
                                    text,
                                    ..
                                } if *y > h - 20.0 => {
                                    let mm = size_pt * PT_MM;
                                    Some((
                                        *x,
                                        y - TEXT_BELOW * mm,
                                        x + text_width_mm(text, *size_pt),
                                        y + TEXT_ABOVE * mm,
                                        text.clone(),
                                    ))
                                }
                                _ => None,
                            })
                            .collect();
                        for (k, a) in head.iter().enumerate() {
                            for b in &head[k + 1..] {
                                let overlap = a.0 < b.2 - 0.01
                                    && b.0 < a.2 - 0.01
                                    && a.1 < b.3 - 0.01
                                    && b.1 < a.3 - 0.01;
                                assert!(
                                    !overlap,
                                    "{id} p{}: '{}' runs into '{}'",
                                    pi + 1,
                                    a.4,
                                    b.4
                                );
                            }
                        }
                    }
                    for (pi, p) in pages.iter().enumerate() {
                        for sh in &p.shapes {
                            let (x0, y0, x1, y1, what_) = match sh {
                                Shape::Text {
                                    x,
                                    y,
                                    size_pt,
                                    text,
                                    ..
                                } => (*x, *y, x + text_width_mm(text, *size_pt), *y, text.as_str()),
                                Shape::Line { x1, y1, x2, y2, .. } => {
                                    (x1.min(*x2), y1.min(*y2), x1.max(*x2), y1.max(*y2), "line")
                                }
                                Shape::Fill { x, y, w, h, .. }
                                | Shape::Stroke { x, y, w, h, .. } => {
                                    (*x, *y, x + w, y + h, "rectangle")
                                }
                                Shape::Poly { .. } => continue,
                            };
                            let ok = x0 >= EDGE - 0.01
                                && y0 >= EDGE - 0.01
                                && x1 <= w - EDGE + 0.01
                                && y1 <= h - EDGE + 0.01;
                            assert!(
                                ok,
                                "{id} p{}: {what_} at ({x0:.1},{y0:.1})–({x1:.1},{y1:.1})",
                                pi + 1
                            );
                        }
                    }
                }
            }
        }
    }
}

/// Text boxes in a cell: (x0, y0, x1, y1, text).
fn boxes_in(shapes: &[Shape], r: sheet::Rect) -> Vec<(f32, f32, f32, f32, String)> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text {
                x,
                y,
                size_pt,
                text,
                ..
            } if *x >= r.x - 0.01 && *x <= r.x + r.w && *y >= r.y && *y <= r.y + r.h => {
                let mm = size_pt * PT_MM;
                Some((
                    *x,
                    y - TEXT_BELOW * mm,
                    x + text_width_mm(text, *size_pt),
                    y + TEXT_ABOVE * mm,
                    text.clone(),
                ))
            }
            Shape::Poly { points, .. } => {
                let (cx, cy) = points[0];
                if cx < r.x || cx > r.x + r.w || cy < r.y || cy > r.y + r.h {
                    return None;
                }
                let xs = points.iter().map(|p| p.0);
                let ys = points.iter().map(|p| p.1);
                Some((
                    xs.clone().fold(f32::MAX, f32::min),
                    ys.clone().fold(f32::MAX, f32::min),
                    xs.fold(f32::MIN, f32::max),
                    ys.fold(f32::MIN, f32::max),
                    "(mark)".into(),
                ))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn rule_print_counter_faces_have_no_overlapping_text_at_every_size() {
    for g in games() {
        for &size in &gunbai::print::layout::layout().counter_sizes_mm {
            let o = PrintOptions {
                counter_mm: size,
                duplex_offset_mm: (0.0, 0.0),
                ..opts(Paper::A4, 0.0)
            };
            let pages = print::preview(g.as_ref(), What::Counters, None, &o).unwrap();
            let grid = Grid::with_header(Paper::A4, size, size, 0.0, sheet::COUNTER_HEADER_MM);
            for (pi, p) in pages.iter().enumerate() {
                let back = pi % 2 == 1;
                for i in 0..grid.per_page() {
                    let r = if back {
                        grid.back(i, (0.0, 0.0))
                    } else {
                        grid.front(i)
                    };
                    let b = boxes_in(&p.shapes, r);
                    for (k, a) in b.iter().enumerate() {
                        assert!(
                            a.0 >= r.x - 0.05 && a.2 <= r.x + r.w + 0.05 && a.3 <= r.y + r.h,
                            "{} {size} mm p{} cell {i}: '{}' leaves the counter",
                            g.info().id,
                            pi + 1,
                            a.4
                        );
                        for c in &b[k + 1..] {
                            let overlap = a.0 < c.2 - 0.01
                                && c.0 < a.2 - 0.01
                                && a.1 < c.3 - 0.01
                                && c.1 < a.3 - 0.01;
                            assert!(
                                !overlap,
                                "{} {size} mm p{} cell {i}: '{}' overlaps '{}'",
                                g.info().id,
                                pi + 1,
                                a.4,
                                c.4
                            );
                        }
                    }
                    // On a reduced face only the values sit on the band: nothing straddles its edge.
                    let band_top = r.y + r.h * 0.27;
                    let banded = p.shapes.iter().any(|s| matches!(s, Shape::Fill { x, y, h, .. }
                        if (*x - r.x).abs() < 0.01 && (*y - r.y).abs() < 0.01 && (y + h - band_top).abs() < 0.01));
                    if banded {
                        for a in &b {
                            assert!(
                                a.3 <= band_top + 0.01 || a.1 >= band_top - 0.01,
                                "{} {size} mm p{} cell {i}: '{}' crosses the band edge",
                                g.info().id,
                                pi + 1,
                                a.4
                            );
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn rule_print_placeholder_values_are_marked_on_each_counter_with_a_note_and_legend() {
    // The two games whose shipped counter data is (partly) invented.
    for g in ["saigoku", "seinan"].map(|id| gunbai::games::load_embedded(id).unwrap()) {
        let o = opts(Paper::A4, 0.0);
        let pdf = print::render(g.as_ref(), What::Counters, None, &o).unwrap();
        let (_, _, _, text) = common::inspect(&pdf);
        let flat = common::compact(&text);
        assert!(flat.contains("placeholder"), "{}: the note", g.info().id);
        let pages = print::preview(g.as_ref(), What::Counters, None, &o).unwrap();
        let marks = pages[0]
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Poly { points, color } if points.len() == 4 && *color == PLACEHOLDER_MARK))
            .count();
        assert!(marks > 5, "{}: {marks} marks on sheet 1", g.info().id);
        match g.info().id {
            "saigoku" => assert!(flat.contains(&common::compact("2-0-2 = strength"))),
            _ => assert!(flat.contains("本队")),
        }
    }
    // Seinan: the counters the rules name carry no mark; the invented ones do.
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let pages = print::preview(g.as_ref(), What::Counters, None, &opts(Paper::A4, 0.0)).unwrap();
    let grid = Grid::with_header(Paper::A4, 15.9, 15.9, 0.0, sheet::COUNTER_HEADER_MM);
    let named_cell = |name: &str| {
        (0..grid.per_page()).find(|&i| {
            let r = grid.front(i);
            pages[0].shapes.iter().any(|s| {
                matches!(s, Shape::Text { x, y, text, .. }
                if text == name && *x >= r.x && *x <= r.x + r.w && *y >= r.y && *y <= r.y + r.h)
            })
        })
    };
    let marked = |i: usize| {
        let r = grid.front(i);
        pages[0].shapes.iter().any(|s| matches!(s, Shape::Poly { points, color }
            if *color == PLACEHOLDER_MARK && points[0].0 >= r.x && points[0].0 <= r.x + r.w && points[0].1 >= r.y && points[0].1 <= r.y + r.h))
    };
    let takamori = named_cell("西乡隆盛").expect("西乡隆盛 on sheet 1");
    assert!(!marked(takamori), "a named counter is not a placeholder");
}

#[test]
fn rule_print_actual_size_note_and_10_mm_bar_on_counter_card_and_calibration_sheets() {
    let g = gunbai::games::load_embedded("saigoku").unwrap();
    for what in [What::Counters, What::Cards, What::Calibration] {
        let o = opts(Paper::A4, 0.0);
        let pages = print::preview(g.as_ref(), what, None, &o).unwrap();
        for (pi, p) in pages.iter().enumerate() {
            let note = p.shapes.iter().any(
                |s| matches!(s, Shape::Text { text, .. } if text.contains("100 %") && text.contains("10 mm")),
            );
            let bar = p
                .shapes
                .iter()
                .any(|s| matches!(s, Shape::Fill { w, .. } if (*w - 10.0).abs() < 0.001));
            assert!(note && bar, "{what} page {}", pi + 1);
        }
        let pdf = print::render(g.as_ref(), what, None, &o).unwrap();
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let id = doc.get_pages()[&1];
        let bars = doc
            .get_and_decode_page_content(id)
            .unwrap()
            .operations
            .iter()
            .filter(|op| {
                op.operator == "re"
                    && (op.operands[2].as_float().unwrap() - 10.0 / PT_MM).abs() < 0.01
            })
            .count();
        assert!(bars >= 1, "{what}: a 10 mm rectangle in the PDF");
    }
}

#[test]
fn rule_print_calibration_scales_cover_10_mm_either_way_and_labels_do_not_collide() {
    let o = PrintOptions {
        duplex_offset_mm: (0.0, 0.0),
        ..opts(Paper::A4, 0.0)
    };
    let g = common::game();
    let pages = print::preview(g.as_ref(), What::Calibration, None, &o).unwrap();
    let labels: Vec<(f32, f32, f32, f32, String)> = pages[0]
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text {
                x,
                y,
                size_pt,
                text,
                ..
            } if (*size_pt - sheet::CAL_LABEL_PT).abs() < 0.01 => {
                let mm = size_pt * PT_MM;
                Some((
                    x.to_owned(),
                    y - TEXT_BELOW * mm,
                    x + text_width_mm(text, *size_pt),
                    y + TEXT_ABOVE * mm,
                    text.clone(),
                ))
            }
            _ => None,
        })
        .collect();
    for want in ["+10", "-10", "0"] {
        assert!(labels.iter().any(|l| l.4 == want), "label {want}");
    }
    for (k, a) in labels.iter().enumerate() {
        for b in &labels[k + 1..] {
            let overlap = a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3;
            assert!(
                !overlap,
                "calibration labels '{}' and '{}' collide",
                a.4, b.4
            );
        }
    }
    // Ticks every 0.5 mm across ±10 mm on each of the two x scales.
    let ticks = pages[0]
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Line { x1, x2, y1, y2, .. } if (x1 - x2).abs() < 0.001 && (y1 - y2).abs() > 1.0 && (y1 - y2).abs() < 3.0))
        .count();
    assert!(ticks >= 2 * 41, "{ticks} x-scale ticks");
}

#[test]
fn rule_print_pdf_details_date_boxes_info_duplex_offset_and_cut_hint() {
    let g = gunbai::games::load_embedded("saigoku").unwrap();
    let s = session(&g);
    for what in What::ALL {
        for bleed in [0.0, 2.0] {
            let o = opts(Paper::A4, bleed);
            let pdf = print::render(g.as_ref(), what, Some(&s), &o).unwrap();
            let doc = lopdf::Document::load_mem(&pdf).unwrap();
            let info = doc
                .trailer
                .get(b"Info")
                .and_then(|o| o.as_reference())
                .and_then(|r| doc.get_dictionary(r))
                .unwrap();
            let date = info.get(b"CreationDate").unwrap().as_str().unwrap();
            // 1 795 000 000 s after 1970 is 2026-11-18 (UTC).
            assert!(
                String::from_utf8_lossy(date).starts_with("D:20261118"),
                "{what}: {}",
                String::from_utf8_lossy(date)
            );
            assert!(
                info.get(b"GTS_PDFXVersion").is_err(),
                "{what}: no PDF/X field"
            );
            for (k, v) in info.iter() {
                if let Ok(s) = v.as_str() {
                    assert!(
                        !s.is_empty() && s != b"\xFE\xFF",
                        "{what}: empty info field {}",
                        String::from_utf8_lossy(k)
                    );
                }
            }
            for (_, id) in doc.get_pages() {
                let page = doc.get_dictionary(id).unwrap();
                let rect = |k: &[u8]| -> Vec<f32> {
                    page.get(k)
                        .unwrap()
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|o| o.as_float().unwrap())
                        .collect()
                };
                let (m, b, t) = (rect(b"MediaBox"), rect(b"BleedBox"), rect(b"TrimBox"));
                let inside = |a: &[f32], o: &[f32]| {
                    a[0] >= o[0] - 0.01
                        && a[1] >= o[1] - 0.01
                        && a[2] <= o[2] + 0.01
                        && a[3] <= o[3] + 0.01
                };
                assert!(
                    inside(&t, &b) && inside(&b, &m),
                    "{what}: {t:?} ⊆ {b:?} ⊆ {m:?}"
                );
            }
            let (_, _, _, text) = common::inspect(&pdf);
            let flat = common::compact(&text);
            match what {
                What::Cards | What::Counters => {
                    assert!(
                        flat.contains("back(long-edgeduplex,offset+1.0/-0.5mm)"),
                        "{what}: back pages state the offset"
                    );
                    if bleed > 0.0 {
                        assert!(
                            flat.contains("cutalongthecropmarks"),
                            "{what}: what to cut along"
                        );
                    }
                }
                What::Packup => {
                    assert!(flat.contains("Players"));
                    let title = g.scenarios().last().unwrap().title.en();
                    assert!(
                        flat.contains(&common::compact(&title)),
                        "scenario on the pack-up"
                    );
                }
                _ => {}
            }
        }
    }
}
