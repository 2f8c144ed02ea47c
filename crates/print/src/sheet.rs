//! Counter and card sheets: a grid of cut cells with cut lines and crop marks, optional bleed, a back
//! sheet mirrored for long-edge duplex with a per-printer offset, and the calibration page that
//! measures that offset. The geometry is pure (see [`Grid`]) so it is tested numerically.

use super::content::{Card, CardFace, Counter, CounterFace, players_words};
use super::pdf::{Doc, PT_MM, Page, Rgbf, text_width_mm, wrap};
use super::{Paper, PrintOptions};
use crate::core::Lang;
use crate::layout::layout;
use crate::say;
use gunbai_rules::msg;

/// Space above the grid for the sheet heading (mm).
const HEADER_MM: f32 = 11.0;
/// Space above a counter grid: the heading and two note lines (legend, placeholder note).
pub const COUNTER_HEADER_MM: f32 = 18.0;
/// Baseline of the heading below the top edge (its glyphs stay ≥ 5 mm from the edge).
const HEADING_FROM_TOP: f32 = 8.5;
/// Crop mark length and gap from the grid (mm).
const MARK_LEN: f32 = 3.5;
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
        Self::with_header(paper, cell_w, cell_h, bleed, HEADER_MM)
    }
    /// The same, leaving `header_mm` above the crop marks for the heading and notes.
    pub fn with_header(paper: Paper, cell_w: f32, cell_h: f32, bleed: f32, header_mm: f32) -> Grid {
        Self::with_offset(paper, cell_w, cell_h, bleed, header_mm, (0.0, 0.0))
    }
    /// The same, leaving room on the front for the back's duplex offset (x, y mm): the back page's
    /// cells, moved by it, still clear the heading, the footer and the paper's edges (issue 22
    /// point 8).
    pub fn with_offset(
        paper: Paper,
        cell_w: f32,
        cell_h: f32,
        bleed: f32,
        header_mm: f32,
        offset: (f32, f32),
    ) -> Grid {
        let (page_w, page_h) = paper.size_mm();
        // Crop marks need MARK_LEN + MARK_GAP outside the grid, and a few mm of printer margin beyond.
        let marks = MARK_LEN + MARK_GAP;
        let (dx, dy) = (offset.0.abs(), offset.1);
        let avail_w = page_w - 2.0 * (marks + layout().edge_mm + dx);
        let top = page_h - header_mm - marks - dy.max(0.0);
        let avail_h = top - (layout().footer_mm + marks + 0.5 + (-dy).max(0.0));
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

/// Draws "print at 100 %" and a 10 mm scale bar ending at `right`, baseline `y`; returns its left edge.
pub fn scale_bar(p: &mut Page, right: f32, y: f32, lang: Lang) -> f32 {
    let size = 7.0;
    let bar_x = right - 10.0;
    p.fill_rect(bar_x, y, 10.0, 0.6, Rgbf::BLACK);
    for x in [bar_x, bar_x + 5.0, right] {
        p.line(x, y, x, y + 2.0, Rgbf::BLACK, 0.3);
    }
    let label = say(lang, msg!("print-sheet-actual-size"));
    let w = text_width_mm(&label, size);
    let x = bar_x - 1.5 - w;
    p.text(x, y, size, Rgbf::BLACK, &label);
    x
}

/// The sheet heading on the left and the scale note on the right of one line; the heading
/// shrinks (down to 6 pt) rather than run into the note.
fn heading(p: &mut Page, grid: &Grid, s: &str, lang: Lang) {
    let y = grid.page_h - HEADING_FROM_TOP;
    let left = layout().margin_mm;
    let note_x = scale_bar(p, grid.page_w - layout().margin_mm, y, lang);
    let room = note_x - 4.0 - left;
    let w = text_width_mm(s, 9.0);
    let size = if w > room {
        (9.0 * room / w).max(7.0)
    } else {
        9.0
    };
    p.text(left, y, size, Rgbf::BLACK, s);
}

/// Note lines under the heading (legend, placeholder note); a line starting with the placeholder
/// mark gets the drawn mark in front.
fn notes(p: &mut Page, grid: &Grid, lines: &[(bool, String)]) {
    let x0 = layout().margin_mm;
    let w = grid.page_w - 2.0 * x0;
    for (i, (mark, l)) in lines.iter().take(2).enumerate() {
        let y = grid.page_h - HEADING_FROM_TOP - 3.8 - i as f32 * 3.3;
        let x = if *mark {
            p.fill_diamond(x0 + 1.3, y + 0.9, 1.3, PLACEHOLDER_MARK);
            x0 + 3.6
        } else {
            x0
        };
        let tw = text_width_mm(l, 7.0);
        let size = if tw > w - (x - x0) {
            (7.0 * (w - (x - x0)) / tw).max(7.0)
        } else {
            7.0
        };
        p.text(x, y, size, Rgbf(0.2, 0.2, 0.2), l);
    }
}

/// Where to cut, for the heading: along the lines, or (with bleed) along the crop marks.
fn cut_hint(bleed: f32, lang: Lang) -> String {
    if bleed > 0.0 {
        say(
            lang,
            msg!("print-sheet-cut-marks", bleed = format!("{bleed:.1}")),
        )
    } else {
        say(lang, msg!("print-sheet-cut-lines"))
    }
}

/// The heading of a back sheet: long-edge duplex and the offset used.
fn back_heading(lang: Lang, cards: bool, sheet: usize, pages: usize, offset: (f32, f32)) -> String {
    let (x, y) = (format!("{:+.1}", offset.0), format!("{:+.1}", offset.1));
    let m = if cards {
        msg!(
            "print-sheet-cards-back",
            sheet = sheet,
            pages = pages,
            x = x,
            y = y
        )
    } else {
        msg!(
            "print-sheet-counters-back",
            sheet = sheet,
            pages = pages,
            x = x,
            y = y
        )
    };
    say(lang, m)
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
    // The finished pieces lie inside the outer cuts; their artwork bleeds beyond them.
    p.set_trim(x_lo, y_lo, x_hi - x_lo, y_hi - y_lo, grid.bleed);
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

/// Height of a text line's box as a share of its size: glyphs reach 0.15 below the baseline
/// and 0.85 above it (the model the counter layout and its overlap test share).
pub const TEXT_BELOW: f32 = 0.15;
pub const TEXT_ABOVE: f32 = 0.85;

/// Colour of the placeholder mark.
pub const PLACEHOLDER_MARK: Rgbf = Rgbf(0.95, 0.55, 0.05);

/// Draws one counter face: artwork over the cut rect plus bleed. Zones from the top: type line,
/// rank stars, the name (one or two lines), the values; a reduced face carries its band along the
/// bottom behind the values (in the band's contrast colour), so the band never meets the name or
/// the stars. Sizes scale with the counter.
pub fn draw_counter(p: &mut Page, r: Rect, bleed: f32, f: &CounterFace) {
    let art = r.grow(bleed);
    p.fill_rect(art.x, art.y, art.w, art.h, f.bg);
    let s = r.w.min(r.h);
    let h = r.h;
    let band_top = r.y + h * 0.27;
    if let Some(b) = f.band {
        p.fill_rect(art.x, art.y, art.w, band_top - art.y, b);
    }
    let cx = r.x + r.w / 2.0;
    let max_w = r.w * 0.9;
    // Top line, kept clear of the placeholder mark in the corner; never under COUNTER_MIN_PT: a
    // line too long at that size gives way to its short form, else is left out (issue 22 point 5).
    let top_y = r.y + h * 0.80;
    if f.placeholder {
        let d = s * 0.055;
        p.fill_diamond(r.x + r.w - d * 1.6, r.y + h - d * 1.6, d, PLACEHOLDER_MARK);
    }
    let (top, top_mm) = counter_top(f, r.w);
    if !top.is_empty() {
        p.text_center(cx, top_y, mm_pt(top_mm), f.fg, top);
    }
    let top_mm = if top.is_empty() { s * 0.1 } else { top_mm };
    let mut name_hi = top_y - TEXT_BELOW * top_mm - s * 0.02;
    if f.stars > 0 {
        let n = f.stars.min(5) as f32;
        let rad = s * 0.05;
        let step = rad * 2.3;
        let y = name_hi - rad - s * 0.005;
        for k in 0..f.stars.min(5) {
            p.fill_star(cx - (n - 1.0) * step / 2.0 + k as f32 * step, y, rad, f.fg);
        }
        name_hi = y - rad - s * 0.02;
    }
    let has_bottom = !f.bottom.is_empty() || f.band.is_some();
    let name_lo = if has_bottom {
        band_top + s * 0.02
    } else {
        r.y + h * 0.1
    };
    if !f.bottom.is_empty() {
        let (text, size) = counter_values(f, r.w);
        let fg = f.band.map(Rgbf::contrast).unwrap_or(f.fg);
        let y = r.y + (band_top - r.y - size) / 2.0 + TEXT_BELOW * size;
        p.text_fit(cx, y, mm_pt(size), 3.0, max_w, fg, text);
    }
    if !f.name.is_empty() {
        let room = (name_hi - name_lo).max(s * 0.1);
        let full = (s * 0.26).min(room);
        let chars: Vec<char> = f.name.chars().collect();
        // A long name that would shrink below ~70 % reads better on two lines.
        if text_width_mm(&f.name, mm_pt(full)) > max_w * 1.45 && chars.len() >= 5 {
            let (a, b) = split_name(&chars);
            let size = (full * 0.75).min(room / 2.05);
            let gap = room - 2.0 * size;
            let y2 = name_lo + gap / 3.0 + TEXT_BELOW * size;
            let y1 = y2 + size + gap / 3.0;
            p.text_fit(cx, y1, mm_pt(size), 3.0, max_w, f.fg, &a);
            p.text_fit(cx, y2, mm_pt(size), 3.0, max_w, f.fg, &b);
        } else {
            let y = name_lo + (room - full) / 2.0 + TEXT_BELOW * full;
            p.text_fit(cx, y, mm_pt(full), 3.0, max_w, f.fg, &f.name);
        }
    }
}

/// Smallest type on a counter at any size (pt): values and top lines never go below it.
pub const COUNTER_MIN_PT: f32 = 7.0;

/// Width available to a counter's top line on a face `w` mm wide: 90 % of it, less the corner
/// the placeholder mark takes (both sides, the line being centred).
fn top_room(f: &CounterFace, w: f32) -> f32 {
    if f.placeholder { w * 0.7 } else { w * 0.9 }
}

/// The top line a face prints and its size in mm: `top` at its size (15 % of the counter, at
/// least [`COUNTER_MIN_PT`]) when it fits, else `top_short`, else nothing ("" and 0).
pub fn counter_top(f: &CounterFace, w: f32) -> (&str, f32) {
    let size = (w * 0.15).max(COUNTER_MIN_PT * PT_MM);
    let room = top_room(f, w);
    [f.top.as_str(), f.top_short.as_str()]
        .into_iter()
        .filter(|t| !t.is_empty())
        .find(|t| text_width_mm(t, mm_pt(size)) <= room)
        .map(|t| (t, size))
        .unwrap_or(("", 0.0))
}

/// The values a face prints and their size in mm: `bottom` at 17 % of the counter (at least
/// [`COUNTER_MIN_PT`]), or `bottom_short` when only that fits at this size; a line that still
/// does not fit is shrunk by the caller.
pub fn counter_values(f: &CounterFace, w: f32) -> (&str, f32) {
    let size = (w * 0.17).max(COUNTER_MIN_PT * PT_MM);
    let room = w * 0.9;
    if text_width_mm(&f.bottom, mm_pt(size)) > room
        && !f.bottom_short.is_empty()
        && text_width_mm(&f.bottom_short, mm_pt(size)) < text_width_mm(&f.bottom, mm_pt(size))
    {
        (&f.bottom_short, size)
    } else {
        (&f.bottom, size)
    }
}

/// Splits a long name near the middle for two lines, never inside a run of digits (第13 stays
/// whole) and preferring a break after 第…旅团/连队-style number groups.
fn split_name(chars: &[char]) -> (String, String) {
    let mid = chars.len().div_ceil(2);
    let ok = |i: usize| {
        i > 0
            && i < chars.len()
            && !(chars[i - 1].is_ascii_digit() && chars[i].is_ascii_digit())
            && !(chars[i - 1] == '第' && chars[i].is_ascii_digit())
    };
    let at = (0..chars.len())
        .flat_map(|d| [mid + d, mid.saturating_sub(d)])
        .find(|&i| ok(i))
        .unwrap_or(mid);
    let (a, b) = chars.split_at(at);
    (a.iter().collect(), b.iter().collect())
}

fn blank_back(f: &CounterFace) -> CounterFace {
    CounterFace::new(f.bg, "")
}

/// Counter sheets: each front page is followed by its mirrored back page when `opts.backs`. Every
/// page carries the legend and, when some counter is a placeholder, the note explaining the mark.
pub fn render_counters(
    doc: &mut Doc,
    counters: &[Counter],
    legend: &[String],
    opts: &PrintOptions,
) {
    let s = opts.counter_mm;
    let offset = if opts.backs {
        opts.duplex_offset_mm
    } else {
        (0.0, 0.0)
    };
    let grid = Grid::with_offset(doc.paper, s, s, opts.bleed_mm, COUNTER_HEADER_MM, offset);
    let all: Vec<&Counter> = counters
        .iter()
        .flat_map(|c| std::iter::repeat_n(c, c.copies.max(1) as usize))
        .collect();
    let pages = all.chunks(grid.per_page()).count();
    let placeholders = counters
        .iter()
        .any(|c| c.front.placeholder || c.back.as_ref().is_some_and(|b| b.placeholder));
    let lang = opts.lang;
    let mut lines: Vec<(bool, String)> = legend.iter().map(|l| (false, l.clone())).collect();
    if placeholders {
        lines.push((true, say(lang, msg!("print-sheet-placeholder-note"))));
    }
    for (pi, chunk) in all.chunks(grid.per_page()).enumerate() {
        let p = doc.page();
        notes(p, &grid, &lines);
        heading(
            p,
            &grid,
            &say(
                lang,
                msg!(
                    "print-sheet-counters-front",
                    size = format!("{s}"),
                    sheet = pi + 1,
                    pages = pages,
                    cut = cut_hint(grid.bleed, lang)
                ),
            ),
            lang,
        );
        for (i, c) in chunk.iter().enumerate() {
            draw_counter(p, grid.front(i), grid.bleed, &c.front);
        }
        cut_marks(p, &grid, chunk.len());
        if opts.backs {
            let p = doc.page();
            notes(p, &grid, &lines);
            heading(
                p,
                &grid,
                &back_heading(lang, false, pi + 1, pages, opts.duplex_offset_mm),
                lang,
            );
            for (i, c) in chunk.iter().enumerate() {
                let back = c.back.clone().unwrap_or_else(|| blank_back(&c.front));
                draw_counter(p, grid.back(i, opts.duplex_offset_mm), grid.bleed, &back);
            }
        }
    }
}

/// `s` cut short with "…" so that it is no wider than `max_w` at `size_pt`.
fn shorten(s: &str, size_pt: f32, max_w: f32) -> String {
    if text_width_mm(s, size_pt) <= max_w {
        return s.to_string();
    }
    let mut out: String = s.to_string();
    while !out.is_empty() && text_width_mm(&format!("{out}…"), size_pt) > max_w {
        out.pop();
    }
    format!("{}…", out.trim_end())
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
        CARD_MIN_PT,
        r.w - 2.0 * pad,
        fg,
        &shorten(&f.title, CARD_MIN_PT, r.w - 2.0 * pad),
    );
    if !f.subtitle.is_empty() {
        p.text_fit(
            cx,
            r.y + r.h - band_h + 1.4,
            CARD_MIN_PT,
            CARD_MIN_PT,
            r.w - 2.0 * pad,
            fg,
            &shorten(&f.subtitle, CARD_MIN_PT, r.w - 2.0 * pad),
        );
    }
    let body = f.bg.contrast();
    let avail = r.h - band_h - 2.0 * pad;
    let lines: Vec<String> = f.lines.iter().map(|l| players_words(l)).collect();
    // The largest size at which every line fits the card.
    let fits = |size: f32| {
        let lh = size * PT_MM * 1.3;
        let n: usize = lines
            .iter()
            .map(|l| wrap(l, size, r.w - 2.0 * pad).len())
            .sum();
        n as f32 * lh + lines.len() as f32 * lh * 0.3 <= avail
    };
    let size = [8.0, 7.5, 7.0]
        .into_iter()
        .find(|s| fits(*s))
        .unwrap_or(7.0);
    let lh = size * PT_MM * 1.3;
    let mut y = r.y + r.h - band_h - pad - size * PT_MM;
    for line in &lines {
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

/// Smallest type on a card (pt).
pub const CARD_MIN_PT: f32 = 7.0;
const CARD_PAD: f32 = 3.0;

/// Splits a card whose lines do not fit at [`CARD_MIN_PT`] into continuation cards ("k/n" in the
/// subtitle), each with the same back.
pub fn paginate_card(card: &Card, w: f32, h: f32, lang: Lang) -> Vec<Card> {
    let band_h = 14.0_f32.min(h * 0.2);
    let avail = h - band_h - 2.0 * CARD_PAD;
    let lh = CARD_MIN_PT * PT_MM * 1.3;
    let mut pages: Vec<Vec<String>> = vec![Vec::new()];
    let mut used = 0.0;
    for l in &card.front.lines {
        let n = wrap(&players_words(l), CARD_MIN_PT, w - 2.0 * CARD_PAD).len() as f32;
        let need = n * lh + lh * 0.3;
        if used + need > avail && !pages.last().is_some_and(Vec::is_empty) {
            pages.push(Vec::new());
            used = 0.0;
        }
        used += need;
        pages.last_mut().expect("one page").push(l.clone());
    }
    let n = pages.len();
    pages
        .into_iter()
        .enumerate()
        .map(|(i, lines)| {
            let mut front = card.front.clone();
            front.lines = lines;
            if n > 1 {
                let k = say(lang, msg!("print-sheet-card-part", k = i + 1, n = n));
                front.subtitle = if front.subtitle.is_empty() {
                    k
                } else {
                    format!("{} · {k}", front.subtitle)
                };
            }
            Card {
                front,
                back: card.back.clone(),
            }
        })
        .collect()
}

/// Card sheets (poker size), fronts then mirrored backs like counters.
pub fn render_cards(doc: &mut Doc, cards: &[Card], opts: &PrintOptions) {
    let lang = opts.lang;
    let (cw, ch) = layout().card_mm;
    let cards: Vec<Card> = cards
        .iter()
        .flat_map(|c| paginate_card(c, cw, ch, lang))
        .collect();
    let cards = cards.as_slice();
    let grid = Grid::with_offset(
        doc.paper,
        layout().card_mm.0,
        layout().card_mm.1,
        opts.bleed_mm,
        HEADER_MM,
        if opts.backs {
            opts.duplex_offset_mm
        } else {
            (0.0, 0.0)
        },
    );
    let pages = cards.chunks(grid.per_page()).count();
    for (pi, chunk) in cards.chunks(grid.per_page()).enumerate() {
        let p = doc.page();
        heading(
            p,
            &grid,
            &say(
                lang,
                msg!(
                    "print-sheet-cards-front",
                    size = format!("{}×{}", layout().card_mm.0, layout().card_mm.1),
                    sheet = pi + 1,
                    pages = pages,
                    cut = cut_hint(grid.bleed, lang)
                ),
            ),
            lang,
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
                &back_heading(lang, true, pi + 1, pages, opts.duplex_offset_mm),
                lang,
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

/// Size of the calibration scales' labels (pt).
pub const CAL_LABEL_PT: f32 = 7.0;

/// Range of the calibration scales, in mm either side of the centre: the whole accepted duplex
/// offset range.
pub const CAL_RANGE: i32 = 10;
/// Distance of the calibration rulers from the target centre (mm): beyond the ±10 mm scales.
const RULER_MM: f32 = 16.0;

/// The calibration page: a front with targets and scales, and a back with crosses at the mirrored
/// positions (with the current offset applied). Held to the light, the back cross sits on the
/// front scales at the correction to enter.
pub fn render_calibration(doc: &mut Doc, opts: &PrintOptions) {
    let lang = opts.lang;
    let (w, h) = doc.paper.size_mm();
    let targets = calibration_targets(doc.paper);
    let p = doc.page();
    scale_bar(p, w - layout().margin_mm, h - 9.0, lang);
    p.text(
        layout().margin_mm,
        h - 18.0,
        14.0,
        Rgbf::BLACK,
        &say(lang, msg!("print-cal-title")),
    );
    let lines = [
        say(lang, msg!("print-cal-step-1")),
        say(lang, msg!("print-cal-step-2")),
        say(lang, msg!("print-cal-step-3")),
        say(lang, msg!("print-cal-step-4")),
        say(
            lang,
            msg!(
                "print-cal-offset",
                x = format!("{:+.1}", opts.duplex_offset_mm.0),
                y = format!("{:+.1}", opts.duplex_offset_mm.1)
            ),
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
        p.line(cx - 6.0, cy, cx + 6.0, cy, Rgbf::BLACK, 0.3);
        p.line(cx, cy - 6.0, cx, cy + 6.0, Rgbf::BLACK, 0.3);
        // Rulers away from the cross: x along y = cy − RULER_MM, y along x = cx − RULER_MM.
        let (rx, ry) = (cx - RULER_MM, cy - RULER_MM);
        let span = CAL_RANGE as f32;
        p.line(cx - span, ry, cx + span, ry, Rgbf::BLACK, 0.2);
        p.line(rx, cy - span, rx, cy + span, Rgbf::BLACK, 0.2);
        for k in -2 * CAL_RANGE..=2 * CAL_RANGE {
            let d = k as f32 * 0.5;
            let len = if k % 10 == 0 {
                2.5
            } else if k % 2 == 0 {
                1.8
            } else {
                1.1
            };
            p.line(cx + d, ry, cx + d, ry - len, Rgbf::BLACK, 0.2);
            p.line(rx, cy + d, rx - len, cy + d, Rgbf::BLACK, 0.2);
            // A label every 5 mm, at a size players can read (issue 22 point 5: nothing under 7 pt);
            // the 1 mm and 0.5 mm steps are counted on the ticks.
            if k % 10 == 0 {
                p.text_center(
                    cx + d,
                    ry - 2.5 - CAL_LABEL_PT * PT_MM,
                    CAL_LABEL_PT,
                    Rgbf::BLACK,
                    &cal_label(ox - d),
                );
                p.text_right(
                    rx - 3.2,
                    cy + d - CAL_LABEL_PT * PT_MM * 0.35,
                    CAL_LABEL_PT,
                    Rgbf::BLACK,
                    &cal_label(oy - d),
                );
            }
        }
        p.text(
            cx + span + 4.0,
            ry - 2.5 - CAL_LABEL_PT * PT_MM,
            CAL_LABEL_PT,
            Rgbf::GREY,
            &say(lang, msg!("print-cal-x")),
        );
        p.text_right(
            rx - 3.2,
            cy + span + 2.5,
            CAL_LABEL_PT,
            Rgbf::GREY,
            &say(lang, msg!("print-cal-y")),
        );
    }
    if opts.backs {
        let p = doc.page();
        scale_bar(p, w - layout().margin_mm, h - 9.0, lang);
        p.text(
            layout().margin_mm,
            h - 18.0,
            14.0,
            Rgbf::BLACK,
            &say(lang, msg!("print-cal-back")),
        );
        for &(cx, cy) in &targets {
            let bx = mirror_x(w, cx, 0.0, ox);
            let by = cy + oy;
            p.line(bx - 26.0, by, bx + 26.0, by, Rgbf::RED, 0.4);
            p.line(bx, by - 26.0, bx, by + 26.0, Rgbf::RED, 0.4);
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
