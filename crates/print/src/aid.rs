//! Player aids: sections of text, steps and small tables flowed into two columns, then the game's
//! result tables (grid files) with a visible placeholder mark where the values are not the rulebook's.

use super::PrintError;
use super::content::{AidLine, AidSection, players_words};
use super::pdf::{Doc, PT_MM, Rgbf, text_width_mm, wrap};
use crate::core::{Game, GameInfo};
use crate::layout::layout;
use crate::tables::grid::Grid;

const BODY_PT: f32 = 8.0;
const HEAD_PT: f32 = 10.5;
const GAP_MM: f32 = 6.0;
const ACCENT: Rgbf = Rgbf(0.55, 0.1, 0.1);
const NOTE: Rgbf = Rgbf(0.1, 0.25, 0.55);

/// The game's result tables: every table file of the grid shape (user values when overridden).
/// Each comes with `true` when it is the players' own edited copy.
pub fn grid_tables(game: &dyn Game, skip: &[&str]) -> Result<Vec<(Grid, bool)>, PrintError> {
    let files = game.files();
    let mut out = Vec::new();
    for name in files.files.keys().filter(|n| !skip.contains(&n.as_str())) {
        if let Ok(g) = Grid::load(files, name) {
            out.push((g, files.is_user(name)));
        }
    }
    Ok(out)
}

/// Turns a grid table into an aid section.
pub fn grid_section(g: &Grid, user: bool) -> AidSection {
    let mut s = AidSection::new(g.title.clone(), g.rule.clone());
    if g.placeholder && !user {
        s = s.note("PLACEHOLDER — fill in from your copy (values here are not the rulebook's)");
    } else if user {
        s = s.note("Your own values (edited table)");
    }
    if !g.note.is_empty() {
        s.lines.push(AidLine::Small(g.note.clone()));
    }
    s = s.text(format!("Rows: {} · columns: {}", g.row_axis, g.column_axis));
    let mut head = vec![String::new()];
    head.extend(g.columns.iter().cloned());
    let rows = g
        .rows
        .iter()
        .map(|r| {
            std::iter::once(r.key.clone())
                .chain(r.cells.iter().cloned())
                .collect()
        })
        .collect();
    s.lines.push(AidLine::Table(head, rows));
    s
}

/// Flows text into two columns over as many pages as needed.
struct Flow<'a> {
    doc: &'a mut Doc,
    col: usize,
    y: f32,
    top: f32,
    col_w: f32,
}

impl<'a> Flow<'a> {
    fn new(doc: &'a mut Doc, first_top: f32) -> Self {
        let col_w = (doc.w - 2.0 * layout().margin_mm - GAP_MM) / 2.0;
        Flow {
            doc,
            col: 0,
            y: first_top,
            top: first_top,
            col_w,
        }
    }
    fn x(&self) -> f32 {
        layout().margin_mm + self.col as f32 * (self.col_w + GAP_MM)
    }
    /// Makes room for `h` mm, moving to the next column or page.
    fn need(&mut self, h: f32) {
        if self.y - h >= layout().footer_mm + 4.0 {
            return;
        }
        if self.col == 0 {
            self.col = 1;
        } else {
            self.col = 0;
            self.doc.page();
            self.top = self.doc.h - layout().margin_mm;
        }
        self.y = self.top;
    }
    fn lines(&mut self, indent: f32, marker: &str, text: &str, size: f32, color: Rgbf) {
        let lh = size * PT_MM * 1.35;
        let text = players_words(text);
        if text.is_empty() {
            return;
        }
        let wrapped = wrap(&text, size, self.col_w - indent);
        for (i, l) in wrapped.iter().enumerate() {
            self.need(lh);
            self.y -= lh;
            if i == 0 && !marker.is_empty() {
                let x = self.x();
                self.doc.current().text(
                    x + indent - text_width_mm(marker, size) - 1.0,
                    self.y,
                    size,
                    color,
                    marker,
                );
            }
            let x = self.x() + indent;
            self.doc.current().text(x, self.y, size, color, l);
        }
    }
    fn table(&mut self, head: &[String], rows: &[Vec<String>]) {
        let ncol = head.len().max(1);
        let mut widths = vec![0f32; ncol];
        for r in std::iter::once(head).chain(rows.iter().map(|r| r.as_slice())) {
            for (i, c) in r.iter().enumerate().take(ncol) {
                widths[i] = widths[i].max(text_width_mm(c, BODY_PT) + 2.0).max(6.0);
            }
        }
        let total: f32 = widths.iter().sum();
        let scale = if total > self.col_w {
            self.col_w / total
        } else {
            1.0
        };
        let size = BODY_PT * scale.max(0.45);
        let widths: Vec<f32> = widths.iter().map(|w| w * scale).collect();
        let rh = size * PT_MM * 1.5;
        // Keep short tables together, and clear the descenders of the line above.
        self.need((rh * (rows.len() + 1) as f32).min(40.0) + 1.0);
        self.y -= 1.0;
        for (ri, r) in std::iter::once(head)
            .chain(rows.iter().map(|r| r.as_slice()))
            .enumerate()
        {
            self.need(rh);
            self.y -= rh;
            let x0 = self.x();
            let mut x = x0;
            let y = self.y;
            let p = self.doc.current();
            if ri == 0 {
                p.fill_rect(x, y, widths.iter().sum(), rh, Rgbf::LIGHT);
            }
            for (i, c) in r.iter().enumerate().take(ncol) {
                p.text(x + 1.0, y + rh * 0.28, size, Rgbf::BLACK, c);
                x += widths[i];
            }
            p.line(x0, y, x0 + widths.iter().sum::<f32>(), y, Rgbf::GREY, 0.25);
        }
        self.y -= 1.5;
    }
    fn section(&mut self, s: &AidSection) {
        let hh = HEAD_PT * PT_MM * 1.6;
        self.need(hh + 3.0 * BODY_PT * PT_MM * 1.35);
        self.y -= hh;
        let (x, w) = (self.x(), self.col_w);
        let p = self.doc.current();
        p.fill_rect(x, self.y - 1.2, w, hh, Rgbf(0.93, 0.9, 0.85));
        p.text(x + 1.0, self.y, HEAD_PT, ACCENT, &s.title);
        let rule = if s.rule.is_empty() {
            String::new()
        } else {
            format!("rule {}", s.rule)
        };
        let fits = text_width_mm(&s.title, HEAD_PT) + text_width_mm(&rule, BODY_PT) + 4.0 <= w;
        if fits {
            p.text_right(x + w - 1.0, self.y, BODY_PT, Rgbf::GREY, &rule);
        }
        if !fits && !rule.is_empty() {
            self.y -= 1.2;
            self.lines(0.0, "", &rule, BODY_PT - 1.0, Rgbf::GREY);
            self.y += 1.2;
        }
        self.y -= 1.2;
        for l in &s.lines {
            match l {
                AidLine::Text(t) => self.lines(0.0, "", t, BODY_PT, Rgbf::BLACK),
                AidLine::Item(m, t) => self.lines(5.0, m, t, BODY_PT, Rgbf::BLACK),
                AidLine::Note(t) => self.lines(2.0, "", t, BODY_PT, NOTE),
                AidLine::Small(t) => self.lines(0.0, "", t, BODY_PT - 1.5, Rgbf(0.35, 0.35, 0.35)),
                AidLine::Table(h, r) => self.table(h, r),
            }
        }
        self.y -= 2.5;
    }
}

/// Renders the aid: title, the game's sections, then its result tables.
pub fn render(doc: &mut Doc, info: &GameInfo, sections: &[AidSection], tables: &[(Grid, bool)]) {
    let top = doc.h - layout().margin_mm;
    let p = doc.page();
    p.text(layout().margin_mm, top - 8.0, 18.0, Rgbf::BLACK, info.title);
    p.text(
        layout().margin_mm + text_width_mm(info.title, 18.0) + 4.0,
        top - 8.0,
        11.0,
        Rgbf::GREY,
        &format!("{} — player aid", info.english),
    );
    p.line(
        layout().margin_mm,
        top - 11.0,
        p.w - layout().margin_mm,
        top - 11.0,
        ACCENT,
        0.8,
    );
    let mut flow = Flow::new(doc, top - 14.0);
    for s in sections {
        flow.section(s);
    }
    for (g, user) in tables {
        flow.section(&grid_section(g, *user));
    }
}
