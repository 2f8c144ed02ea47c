//! Counter and card sheets: a grid of cut cells with cut lines and crop marks, optional bleed, a back
//! sheet mirrored for long-edge duplex with a per-printer offset, and the calibration page that
//! measures that offset. The geometry is pure (see [`Grid`]) so it is tested numerically.

use super::content::{Card, CardFace, Counter, CounterFace};
use super::pdf::{Doc, PT_MM, Page, Rgbf, text_width_mm, wrap};
use super::{Paper, PrintOptions};
use crate::layout::layout;

/// Space above the grid for the sheet heading (mm).
const HEADER_MM: f32 = 10.0;
/// Crop mark length and gap from the grid (mm).
const MARK_LEN: f32 = 4.0;
const MARK_GAP: f32 = 1.0;

/// A rectangle in page mm (origin bottom-left).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn grow(self, d: f32) -> Rect {
        Rect {
            x: self.x - d,
            y: self.y - d,
            w: self.w + 2.0 * d,
            h: self.h + 2.0 * d,
        }
    }
    pub fn center(self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// Where cells go on a sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    pub page_w: f32,
    pub page_h: f32,
    /// Cut size of one cell.
    pub cell_w: f32,
    pub cell_h: f32,
    pub bleed: f32,
    pub cols: usize,
    pub rows: usize,
    /// Left edge and top edge of the grid (outer edge of the first cell's bleed).
    pub left: f32,
    pub top: f32,
}

impl Grid {
    /// The largest grid of `cell_w × cell_h` cells (each with `bleed` around it) that fits the page
    /// inside the margins, the heading and the footer; centred horizontally.
    pub fn new(paper: Paper, cell_w: f32, cell_h: f32, bleed: f32) -> Grid {
        let (page_w, page_h) = paper.size_mm();
        // Crop marks need MARK_LEN + MARK_GAP outside the grid, and a few mm of printer margin beyond.
        let marks = MARK_LEN + MARK_GAP;
        let avail_w = page_w - 2.0 * (marks + layout().edge_mm);
        let top = page_h - HEADER_MM - marks;
        let avail_h = top - (layout().footer_mm + marks + 0.5);
        let (pw, ph) = (cell_w + 2.0 * bleed, cell_h + 2.0 * bleed);
        let cols = ((avail_w / pw).floor() as usize).max(1);
        let rows = ((avail_h / ph).floor() as usize).max(1);
        let left = (page_w - cols as f32 * pw) / 2.0;
        Grid {
            page_w,
            page_h,
            cell_w,
            cell_h,
            bleed,
            cols,
            rows,
            left,
            top,
        }
    }
    pub fn per_page(&self) -> usize {
        self.cols * self.rows
    }
    fn pitch(&self) -> (f32, f32) {
        (
            self.cell_w + 2.0 * self.bleed,
            self.cell_h + 2.0 * self.bleed,
        )
    }
    /// Cut rectangle of cell `i` (row-major from the top left) on a front page.
    pub fn front(&self, i: usize) -> Rect {
        let (pw, ph) = self.pitch();
        let (col, row) = (i % self.cols, (i / self.cols) % self.rows);
        Rect {
            x: self.left + col as f32 * pw + self.bleed,
            y: self.top - (row + 1) as f32 * ph + self.bleed,
            w: self.cell_w,
            h: self.cell_h,
        }
    }
    /// Cut rectangle of the back of cell `i` on the back page, mirrored left-right for long-edge
    /// duplex and moved by `offset` (x, y mm) as seen from the front through the sheet.
    pub fn back(&self, i: usize, offset: (f32, f32)) -> Rect {
        let f = self.front(i);
        Rect {
            x: mirror_x(self.page_w, f.x, f.w, offset.0),
            y: f.y + offset.1,
            w: f.w,
            h: f.h,
        }
    }
    /// X positions of every vertical cut line, and Y positions of every horizontal one (front page).
    pub fn cuts(&self, cells: usize) -> (Vec<f32>, Vec<f32>) {
        let n = cells.min(self.per_page());
        let used_rows = n.div_ceil(self.cols);
        let used_cols = n.min(self.cols);
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for c in 0..used_cols {
            let r = self.front(c);
            xs.push(r.x);
            xs.push(r.x + r.w);
        }
        for row in 0..used_rows {
            let r = self.front(row * self.cols);
            ys.push(r.y);
            ys.push(r.y + r.h);
        }
        xs.dedup_by(|a, b| (*a - *b).abs() < 0.001);
        ys.dedup_by(|a, b| (*a - *b).abs() < 0.001);
        (xs, ys)
    }
}

/// Left edge on the back page of something whose left edge is `x` (width `w`) on the front:
/// a long-edge flip mirrors left-right; `dx` moves it as seen from the front.
pub fn mirror_x(page_w: f32, x: f32, w: f32, dx: f32) -> f32 {
    page_w - x - w - dx
}

/// Where a back-page point appears when the sheet is seen from the front (inverse of the mirror).
pub fn seen_from_front(page_w: f32, back_x: f32) -> f32 {
    page_w - back_x
}

fn heading(p: &mut Page, grid: &Grid, s: &str) {
    p.text(
        layout().margin_mm,
        grid.top + MARK_LEN + MARK_GAP + 1.5,
        9.0,
        Rgbf::BLACK,
        s,
    );
}

/// Draws the cut lines (bleed 0: lines along every cut across the grid) and the crop marks.
fn cut_marks(p: &mut Page, grid: &Grid, cells: usize) {
    let (xs, ys) = grid.cuts(cells);
    let (Some(&x_lo), Some(&x_hi), Some(&y_lo), Some(&y_hi)) = (
        xs.first(),
        xs.last(),
        ys.iter().min_by(|a, b| a.total_cmp(b)),
        ys.iter().max_by(|a, b| a.total_cmp(b)),
    ) else {
        return;
    };
    let outer = grid.bleed;
    if grid.bleed <= 0.0 {
        for &x in &xs {
            p.line(x, y_lo, x, y_hi, Rgbf::GREY, 0.3);
        }
        for &y in &ys {
            p.line(x_lo, y, x_hi, y, Rgbf::GREY, 0.3);
        }
    }
    for &x in &xs {
        let (a, b) = (y_hi + outer + MARK_GAP, y_lo - outer - MARK_GAP);
        p.line(x, a, x, a + MARK_LEN, Rgbf::BLACK, 0.3);
        p.line(x, b, x, b - MARK_LEN, Rgbf::BLACK, 0.3);
    }
    for &y in &ys {
        let (a, b) = (x_lo - outer - MARK_GAP, x_hi + outer + MARK_GAP);
        p.line(a, y, a - MARK_LEN, y, Rgbf::BLACK, 0.3);
        p.line(b, y, b + MARK_LEN, y, Rgbf::BLACK, 0.3);
    }
}

fn mm_pt(mm: f32) -> f32 {
    mm / PT_MM
}

/// Draws one counter face: artwork over the cut rect plus bleed.
pub fn draw_counter(p: &mut Page, r: Rect, bleed: f32, f: &CounterFace) {
    let art = r.grow(bleed);
    p.fill_rect(art.x, art.y, art.w, art.h, f.bg);
    let s = r.w.min(r.h);
    if let Some(b) = f.band {
        p.fill_rect(art.x, r.y + r.h * 0.64, art.w, r.h * 0.13, b);
    }
    let cx = r.x + r.w / 2.0;
    let max_w = r.w * 0.9;
    if !f.top.is_empty() {
        p.text_fit(
            cx,
            r.y + r.h * 0.80,
            mm_pt(s * 0.15),
            3.0,
            max_w,
            f.fg,
            &f.top,
        );
    }
    if f.stars > 0 {
        let n = f.stars.min(5) as f32;
        let rad = s * 0.035;
        let step = rad * 2.6;
        let y = r.y + r.h * 0.705;
        for k in 0..f.stars.min(5) {
            p.fill_star(
                cx - (n - 1.0) * step / 2.0 + k as f32 * step,
                y,
                rad * 1.5,
                f.fg,
            );
        }
    }
    if !f.name.is_empty() {
        let size = mm_pt(s * 0.26);
        let chars: Vec<char> = f.name.chars().collect();
        // A long name that would shrink below ~70 % reads better on two lines.
        if text_width_mm(&f.name, size) > max_w * 1.45 && chars.len() >= 5 {
            // Split near the middle, but never inside a run of digits (第13 stays whole).
            let mid = chars.len().div_ceil(2);
            let ok = |i: usize| {
                i > 0
                    && i < chars.len()
                    && !(chars[i - 1].is_ascii_digit() && chars[i].is_ascii_digit())
            };
            let at = (0..chars.len())
                .flat_map(|d| [mid + d, mid.saturating_sub(d)])
                .find(|&i| ok(i))
                .unwrap_or(mid);
            let (a, b) = chars.split_at(at);
            let (a, b): (String, String) = (a.iter().collect(), b.iter().collect());
            let small = size * 0.75;
            p.text_fit(cx, r.y + r.h * 0.55, small, 3.0, max_w, f.fg, &a);
            p.text_fit(cx, r.y + r.h * 0.355, small, 3.0, max_w, f.fg, &b);
        } else {
            p.text_fit(cx, r.y + r.h * 0.40, size, 3.0, max_w, f.fg, &f.name);
        }
    }
    if !f.bottom.is_empty() {
        p.text_fit(
            cx,
            r.y + r.h * 0.10,
            mm_pt(s * 0.19),
            3.0,
            max_w,
            f.fg,
            &f.bottom,
        );
    }
}

fn blank_back(f: &CounterFace) -> CounterFace {
    CounterFace::new(f.bg, "")
}

/// Counter sheets: each front page is followed by its mirrored back page when `opts.backs`.
pub fn render_counters(doc: &mut Doc, counters: &[Counter], opts: &PrintOptions) {
    let s = opts.counter_mm;
    let grid = Grid::new(doc.paper, s, s, opts.bleed_mm);
    let all: Vec<&Counter> = counters
        .iter()
        .flat_map(|c| std::iter::repeat_n(c, c.copies.max(1) as usize))
        .collect();
    let pages = all.chunks(grid.per_page()).count();
    for (pi, chunk) in all.chunks(grid.per_page()).enumerate() {
        let p = doc.page();
        heading(
            p,
            &grid,
            &format!(
                "Counters {s} mm — sheet {}/{pages}, front (cut along the lines)",
                pi + 1
            ),
        );
        for (i, c) in chunk.iter().enumerate() {
            draw_counter(p, grid.front(i), grid.bleed, &c.front);
        }
        cut_marks(p, &grid, chunk.len());
        if opts.backs {
            let p = doc.page();
            heading(
                p,
                &grid,
                &format!(
                    "Counters — sheet {}/{pages}, back (long-edge duplex, offset {:+.1}/{:+.1} mm)",
                    pi + 1,
                    opts.duplex_offset_mm.0,
                    opts.duplex_offset_mm.1
                ),
            );
            for (i, c) in chunk.iter().enumerate() {
                let back = c.back.clone().unwrap_or_else(|| blank_back(&c.front));
                draw_counter(p, grid.back(i, opts.duplex_offset_mm), grid.bleed, &back);
            }
        }
    }
}

/// Draws one card face.
pub fn draw_card(p: &mut Page, r: Rect, bleed: f32, f: &CardFace) {
    let art = r.grow(bleed);
    p.fill_rect(art.x, art.y, art.w, art.h, f.bg);
    let band_h = 14.0_f32.min(r.h * 0.2);
    p.fill_rect(art.x, r.y + r.h - band_h, art.w, band_h + bleed, f.accent);
    let fg = f.accent.contrast();
    let pad = 3.0;
    let cx = r.x + r.w / 2.0;
    p.text_fit(
        cx,
        r.y + r.h - band_h + band_h * 0.45,
        12.0,
        6.0,
        r.w - 2.0 * pad,
        fg,
        &f.title,
    );
    if !f.subtitle.is_empty() {
        p.text_fit(
            cx,
            r.y + r.h - band_h + 1.6,
            6.5,
            4.0,
            r.w - 2.0 * pad,
            fg,
            &f.subtitle,
        );
    }
    let body = f.bg.contrast();
    let avail = r.h - band_h - 2.0 * pad;
    // The largest size at which every line fits the card.
    let fits = |size: f32| {
        let lh = size * PT_MM * 1.3;
        let n: usize = f
            .lines
            .iter()
            .map(|l| wrap(l, size, r.w - 2.0 * pad).len())
            .sum();
        n as f32 * lh + f.lines.len() as f32 * lh * 0.3 <= avail
    };
    let size = [6.5, 6.0, 5.5, 5.0, 4.5]
        .into_iter()
        .find(|s| fits(*s))
        .unwrap_or(4.5);
    let lh = size * PT_MM * 1.3;
    let mut y = r.y + r.h - band_h - pad - size * PT_MM;
    for line in &f.lines {
        for l in wrap(line, size, r.w - 2.0 * pad) {
            if y < r.y + pad {
                return;
            }
            p.text(r.x + pad, y, size, body, &l);
            y -= lh;
        }
        y -= lh * 0.3;
    }
}

/// Card sheets (poker size), fronts then mirrored backs like counters.
pub fn render_cards(doc: &mut Doc, cards: &[Card], opts: &PrintOptions) {
    let grid = Grid::new(
        doc.paper,
        layout().card_mm.0,
        layout().card_mm.1,
        opts.bleed_mm,
    );
    let pages = cards.chunks(grid.per_page()).count();
    for (pi, chunk) in cards.chunks(grid.per_page()).enumerate() {
        let p = doc.page();
        heading(
            p,
            &grid,
            &format!(
                "Cards {}×{} mm — sheet {}/{pages}, front",
                layout().card_mm.0,
                layout().card_mm.1,
                pi + 1
            ),
        );
        for (i, c) in chunk.iter().enumerate() {
            draw_card(p, grid.front(i), grid.bleed, &c.front);
        }
        cut_marks(p, &grid, chunk.len());
        if opts.backs {
            let p = doc.page();
            heading(
                p,
                &grid,
                &format!("Cards — sheet {}/{pages}, back (long-edge duplex)", pi + 1),
            );
            for (i, c) in chunk.iter().enumerate() {
                let back = c.back.clone().unwrap_or_else(|| CardFace {
                    bg: c.front.accent,
                    accent: c.front.accent,
                    title: String::new(),
                    subtitle: String::new(),
                    lines: Vec::new(),
                });
                draw_card(p, grid.back(i, opts.duplex_offset_mm), grid.bleed, &back);
            }
        }
    }
}

/// Centres of the calibration targets on the front page.
pub fn calibration_targets(paper: Paper) -> Vec<(f32, f32)> {
    let (w, h) = paper.size_mm();
    vec![(w * 0.3, h * 0.62), (w * 0.7, h * 0.3)]
}

/// Range of the calibration scales, in mm either side of the centre.
pub const CAL_RANGE: i32 = 5;
/// Distance of the calibration rulers from the target centre (mm).
const RULER_MM: f32 = 14.0;

/// The calibration page: a front with targets and scales, and a back with crosses at the mirrored
/// positions (with the current offset applied). Held to the light, the back cross sits on the
/// front scales at the correction to enter.
pub fn render_calibration(doc: &mut Doc, opts: &PrintOptions) {
    let (w, h) = doc.paper.size_mm();
    let targets = calibration_targets(doc.paper);
    let p = doc.page();
    p.text(
        layout().margin_mm,
        h - 18.0,
        14.0,
        Rgbf::BLACK,
        "Duplex calibration — 両面印刷の位置合わせ",
    );
    let lines = [
        "1. Print this page double-sided, flipping on the LONG edge, on the paper you use for counters.".to_string(),
        "2. Hold the sheet against a bright light, front side towards you.".into(),
        "3. On each target, read where the red back lines cross the rulers: the bottom ruler gives x, the left ruler gives y.".into(),
        "4. Enter those two numbers as the duplex offset (x, y in mm) and print this page again to check.".into(),
        format!(
            "Offset used for this print: x {:+.1} mm, y {:+.1} mm. Each scale step is 0.5 mm.",
            opts.duplex_offset_mm.0, opts.duplex_offset_mm.1
        ),
    ];
    let mut y = h - 26.0;
    for l in &lines {
        for part in wrap(l, 9.0, w - 2.0 * layout().margin_mm) {
            p.text(layout().margin_mm, y, 9.0, Rgbf::BLACK, &part);
            y -= 4.6;
        }
    }
    let (ox, oy) = opts.duplex_offset_mm;
    for &(cx, cy) in &targets {
        // Cross and scales. A back cross seen at +d from the centre needs a correction of −d
        // relative to the offset already used, so the labels show (offset − d).
        p.line(cx - 8.0, cy, cx + 8.0, cy, Rgbf::BLACK, 0.3);
        p.line(cx, cy - 8.0, cx, cy + 8.0, Rgbf::BLACK, 0.3);
        // Rulers away from the cross: x along y = cy − RULER_MM, y along x = cx − RULER_MM.
        let (rx, ry) = (cx - RULER_MM, cy - RULER_MM);
        let span = CAL_RANGE as f32;
        p.line(cx - span, ry, cx + span, ry, Rgbf::BLACK, 0.2);
        p.line(rx, cy - span, rx, cy + span, Rgbf::BLACK, 0.2);
        for k in -2 * CAL_RANGE..=2 * CAL_RANGE {
            let d = k as f32 * 0.5;
            let len = if k % 2 == 0 { 2.5 } else { 1.2 };
            p.line(cx + d, ry, cx + d, ry - len, Rgbf::BLACK, 0.2);
            p.line(rx, cy + d, rx - len, cy + d, Rgbf::BLACK, 0.2);
            if k % 4 == 0 {
                p.text_center(cx + d, ry - 5.0, 5.0, Rgbf::BLACK, &cal_label(ox - d));
                p.text_right(rx - 3.2, cy + d - 0.6, 5.0, Rgbf::BLACK, &cal_label(oy - d));
            }
        }
        p.text(cx + span + 2.0, ry - 5.0, 6.0, Rgbf::GREY, "x (mm)");
        p.text_right(rx - 3.2, cy + span + 2.0, 6.0, Rgbf::GREY, "y (mm)");
    }
    if opts.backs {
        let p = doc.page();
        p.text(
            layout().margin_mm,
            h - 18.0,
            14.0,
            Rgbf::BLACK,
            "Duplex calibration — back",
        );
        for &(cx, cy) in &targets {
            let bx = mirror_x(w, cx, 0.0, ox);
            let by = cy + oy;
            p.line(bx - 22.0, by, bx + 22.0, by, Rgbf::RED, 0.4);
            p.line(bx, by - 22.0, bx, by + 22.0, Rgbf::RED, 0.4);
            p.fill_circle(bx, by, 0.6, Rgbf::RED);
        }
    }
}

fn cal_label(v: f32) -> String {
    if v.abs() < 0.01 {
        "0".into()
    } else {
        format!("{v:+}")
    }
}

/// Width of a string in mm at `size_pt` (re-exported for layouts).
pub fn width(s: &str, size_pt: f32) -> f32 {
    text_width_mm(s, size_pt)
}
