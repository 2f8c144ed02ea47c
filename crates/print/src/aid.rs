//! Player aids: sections of text, steps and small tables flowed into two columns, then the game's
//! result tables (grid files) with a visible placeholder mark where the values are not the rulebook's.

use super::PrintError;
use super::content::{AidLine, AidSection, players_words};
use super::pdf::{Doc, PT_MM, Rgbf, text_width_mm, wrap};
use crate::core::{Game, GameInfo, Lang, Msg};
use crate::layout::layout;
use crate::say;
use crate::tables::grid::Grid;
use gunbai_rules::msg;

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

/// Marks the title of a placeholder table; one note on the page explains it.
pub const PLACEHOLDER_TITLE_MARK: &str = "*";
/// The one note that explains the mark.
pub fn placeholder_note() -> Msg {
    msg!("print-aid-placeholder-note", mark = PLACEHOLDER_TITLE_MARK)
}

/// Turns a grid table into an aid section.
pub fn grid_section(g: &Grid, user: bool, lang: Lang) -> AidSection {
    let title = if g.placeholder && !user {
        format!("{PLACEHOLDER_TITLE_MARK} {}", g.title)
    } else {
        g.title.clone()
    };
    let mut s = AidSection::new(title, g.rule.clone());
    if user {
        s = s.note(say(lang, msg!("print-aid-user-table")));
    }
    // The placeholder warning is said once for all tables (PLACEHOLDER_NOTE); keep the rest.
    let note: String = if g.placeholder {
        g.note
            .split_inclusive(". ")
            .filter(|x| {
                let l = x.to_lowercase();
                !(l.contains("placeholder")
                    || l.contains("stand-in")
                    || l.contains("not the game")
                    || l.contains("fill them in"))
            })
            .collect()
    } else {
        g.note.clone()
    };
    if !note.trim().is_empty() {
        s.lines.push(AidLine::Small(note.trim().to_string()));
    }
    s = s.text(say(
        lang,
        msg!(
            "print-aid-axes",
            rows = g.row_axis.as_str(),
            columns = g.column_axis.as_str()
        ),
    ));
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
    /// Where the left column ended on this page (for a band across both columns).
    left_y: f32,
    /// A full-width table is being drawn.
    spanning: bool,
}

const TABLE_MIN_PT: f32 = 7.0;
/// Small grey print under a table (never below 7 pt: issue 22 point 5).
const SMALL_PT: f32 = 7.0;

impl<'a> Flow<'a> {
    fn new(doc: &'a mut Doc, first_top: f32) -> Self {
        let col_w = (doc.w - 2.0 * layout().margin_mm - GAP_MM) / 2.0;
        Flow {
            doc,
            col: 0,
            y: first_top,
            top: first_top,
            col_w,
            left_y: first_top,
            spanning: false,
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
        if self.col == 0 && !self.spanning {
            self.left_y = self.y;
            self.col = 1;
        } else {
            self.spanning = false;
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
    /// How a table is laid out: (spans the page, type size, column widths, row height).
    fn table_layout(&self, head: &[String], rows: &[Vec<String>]) -> (bool, f32, Vec<f32>, f32) {
        let ncol = head.len().max(1);
        let mut widths = vec![0f32; ncol];
        for r in std::iter::once(head).chain(rows.iter().map(|r| r.as_slice())) {
            for (i, c) in r.iter().enumerate().take(ncol) {
                widths[i] = widths[i].max(text_width_mm(c, BODY_PT) + 2.0).max(6.0);
            }
        }
        let total: f32 = widths.iter().sum();
        let full_w = self.doc.w - 2.0 * layout().margin_mm;
        // Never below TABLE_MIN_PT: a table too wide for a column at that size spans the page.
        let wide = total * TABLE_MIN_PT / BODY_PT > self.col_w;
        let room = if wide { full_w } else { self.col_w };
        let scale = (room / total).min(1.0);
        let size = (BODY_PT * scale).max(TABLE_MIN_PT);
        let widths: Vec<f32> = widths.iter().map(|w| w * size / BODY_PT).collect();
        let rh = size * PT_MM * 1.5;
        (wide, size, widths, rh)
    }
    /// Room a table asks for before its first row: the whole of a short table, else 40 mm.
    fn table_keep(rows: usize, rh: f32) -> f32 {
        (rh * (rows + 1) as f32).min(40.0) + 2.0
    }
    fn table(&mut self, head: &[String], rows: &[Vec<String>]) {
        let ncol = head.len().max(1);
        let (wide, size, widths, rh) = self.table_layout(head, rows);
        if wide {
            self.full_width();
        }
        // Keep short tables together, and clear the descenders of the line above.
        self.need(Self::table_keep(rows.len(), rh) - 1.0);
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
        if wide {
            // Both columns continue below the wide table.
            self.top = self.y;
            self.spanning = false;
        }
    }
    /// Starts a band across the whole page width below everything printed so far on the page.
    fn full_width(&mut self) {
        let lowest = if self.col == 1 {
            self.y.min(self.left_y)
        } else {
            self.y
        };
        if self.col == 1 && lowest < self.y {
            self.y = lowest;
        }
        self.col = 0;
        self.spanning = true;
    }
    fn section(&mut self, s: &AidSection, lang: Lang) {
        let hh = HEAD_PT * PT_MM * 1.6;
        // The heading stays with the start of what it heads (issue 22 point 4): the lines before
        // the first table and the table's first rows (a short table whole), else three lines.
        let mut keep = 0.0;
        let mut wide = false;
        let mut table_found = false;
        for l in &s.lines {
            let (size, indent, text) = match l {
                AidLine::Table(h, r) => {
                    let (w, _, _, rh) = self.table_layout(h, r);
                    wide = w;
                    keep += Self::table_keep(r.len(), rh);
                    table_found = true;
                    break;
                }
                AidLine::Text(t) => (BODY_PT, 0.0, t),
                AidLine::Item(_, t) => (BODY_PT, 5.0, t),
                AidLine::Note(t) => (BODY_PT, 2.0, t),
                AidLine::Small(t) => (SMALL_PT, 0.0, t),
            };
            let text = players_words(text);
            if !text.is_empty() {
                keep += wrap(&text, size, self.col_w - indent).len() as f32 * size * PT_MM * 1.35;
            }
        }
        if !table_found {
            keep = keep.min(3.0 * BODY_PT * PT_MM * 1.35);
        }
        if wide {
            // A section whose table spans the page spans it too, heading included.
            self.full_width();
        }
        self.need(hh + keep + 2.0);
        if wide {
            // (again: a new page ends the band)
            self.full_width();
        }
        self.y -= hh;
        let x = self.x();
        let w = if self.spanning {
            self.doc.w - 2.0 * layout().margin_mm
        } else {
            self.col_w
        };
        let rule = players_words(&s.rule);
        let rule = if rule.is_empty() {
            String::new()
        } else {
            say(lang, Msg::rule(rule))
        };
        // The title shrinks to stay inside its bar (down to 7 pt, then it is cut short).
        let tw = text_width_mm(&s.title, HEAD_PT);
        let head_pt = if tw + 2.0 > w {
            (HEAD_PT * (w - 2.0) / tw).max(7.0)
        } else {
            HEAD_PT
        };
        let p = self.doc.current();
        p.fill_rect(x, self.y - 1.2, w, hh, Rgbf(0.93, 0.9, 0.85));
        p.text(x + 1.0, self.y, head_pt, ACCENT, &s.title);
        let fits = text_width_mm(&s.title, head_pt) + text_width_mm(&rule, BODY_PT) + 4.0 <= w;
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
                AidLine::Small(t) => self.lines(0.0, "", t, SMALL_PT, Rgbf(0.3, 0.3, 0.3)),
                AidLine::Table(h, r) => self.table(h, r),
            }
        }
        self.y -= 2.5;
    }
}

/// What an aid holds besides its title: the tables players look up most, the game's sections, its
/// other result tables, and Gunbai's rulings (number, one line) for the appendix.
pub struct Parts<'a> {
    pub first: &'a [(Grid, bool)],
    pub sections: &'a [AidSection],
    pub tables: &'a [(Grid, bool)],
    pub rulings: &'a [(u32, String)],
}

/// The appendix "Gunbai's rulings": each ruling under the number messages cite it by.
pub fn rulings_section(rulings: &[(u32, String)], lang: Lang) -> AidSection {
    let mut s = AidSection::new(say(lang, msg!("print-aid-rulings")), "")
        .note(say(lang, msg!("print-aid-rulings-note")));
    for (n, text) in rulings {
        s = s.item(format!("{n}."), text.clone());
    }
    s
}

/// Renders the aid: title, the tables players look up most (`first`), the game's sections, then its
/// other result tables, then the appendix of Gunbai's rulings; one note explains the placeholder mark
/// when any table carries it.
pub fn render(doc: &mut Doc, info: &GameInfo, lang: Lang, parts: &Parts) {
    let top = doc.h - layout().margin_mm;
    let p = doc.page();
    p.text(layout().margin_mm, top - 8.0, 18.0, Rgbf::BLACK, info.title);
    p.text(
        layout().margin_mm + text_width_mm(info.title, 18.0) + 4.0,
        top - 8.0,
        11.0,
        Rgbf::GREY,
        &say(
            lang,
            msg!(
                "print-aid-heading",
                english = crate::english_subtitle(info, lang)
            ),
        ),
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
    let any_placeholder = parts
        .first
        .iter()
        .chain(parts.tables)
        .any(|(g, user)| g.placeholder && !user);
    if any_placeholder {
        flow.lines(0.0, "", &say(lang, placeholder_note()), BODY_PT, NOTE);
        flow.y -= 1.5;
    }
    for (g, user) in parts.first {
        flow.section(&grid_section(g, *user, lang), lang);
    }
    for s in parts.sections {
        flow.section(s, lang);
    }
    for (g, user) in parts.tables {
        flow.section(&grid_section(g, *user, lang), lang);
    }
    if !parts.rulings.is_empty() {
        flow.section(&rulings_section(parts.rulings, lang), lang);
    }
}
