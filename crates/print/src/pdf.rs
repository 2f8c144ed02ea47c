//! A thin page builder over printpdf 0.12: text in the embedded CJK font (face 0 of
//! [`crate::fonts::CJK_FONT`], subset on save), filled and stroked rectangles, lines, and a footer
//! with page numbers and game/scenario/date on every page. Units are mm, origin bottom-left.

use crate::layout::layout;
use std::sync::OnceLock;

use printpdf::{
    Color, FontId, Line, LineDashPattern, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument,
    PdfFontHandle, PdfPage, PdfSaveOptions, Point, Pt, Rect, Rgb, TextItem,
};

use super::{Paper, PrintError};

/// An RGB colour, components 0..=1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgbf(pub f32, pub f32, pub f32);

impl Rgbf {
    pub const BLACK: Rgbf = Rgbf(0.0, 0.0, 0.0);
    pub const WHITE: Rgbf = Rgbf(1.0, 1.0, 1.0);
    pub const GREY: Rgbf = Rgbf(0.55, 0.55, 0.55);
    pub const LIGHT: Rgbf = Rgbf(0.9, 0.9, 0.9);
    pub const RED: Rgbf = Rgbf(0.75, 0.1, 0.1);

    /// Parses `#rrggbb`.
    pub fn hex(s: &str) -> Option<Rgbf> {
        let s = s.trim().trim_start_matches('#');
        if s.len() != 6 {
            return None;
        }
        let c = |i: usize| {
            u8::from_str_radix(&s[i..i + 2], 16)
                .ok()
                .map(|v| v as f32 / 255.0)
        };
        Some(Rgbf(c(0)?, c(2)?, c(4)?))
    }
    /// Black or white, whichever reads better on this background.
    pub fn contrast(self) -> Rgbf {
        if 0.299 * self.0 + 0.587 * self.1 + 0.114 * self.2 > 0.55 {
            Rgbf::BLACK
        } else {
            Rgbf::WHITE
        }
    }
    fn color(self) -> Color {
        Color::Rgb(Rgb::new(self.0, self.1, self.2, None))
    }
}

/// The parsed embedded font (parsed once per process: about 4.6 MB of tables).
pub fn font() -> Result<&'static ParsedFont, PrintError> {
    static FONT: OnceLock<Option<ParsedFont>> = OnceLock::new();
    FONT.get_or_init(|| ParsedFont::from_bytes(crate::fonts::CJK_FONT, 0, &mut Vec::new()))
        .as_ref()
        .ok_or_else(|| PrintError::Font("the embedded CJK font could not be parsed".into()))
}

/// Width of `s` at `size_pt` in mm (advance widths from the font's hmtx table; no kerning).
pub fn text_width_mm(s: &str, size_pt: f32) -> f32 {
    let Ok(f) = font() else {
        return s.chars().count() as f32 * size_pt * 0.3528;
    };
    let upem = f.pdf_font_metrics.units_per_em.max(1) as f32;
    let units: f32 = s
        .chars()
        .map(|c| {
            match f
                .lookup_glyph_index(c as u32)
                .and_then(|g| f.get_glyph_width(g))
            {
                Some(w) => w as f32,
                None => upem,
            }
        })
        .sum();
    units / upem * size_pt * PT_MM
}

/// Millimetres per point.
pub const PT_MM: f32 = 25.4 / 72.0;

/// Characters a line never starts with (closing punctuation, CJK and Latin).
pub fn no_line_start(c: char) -> bool {
    "、。，．,.:;：；？！?!）)」』】〉》〕”’・ー…％%〜~·".contains(c)
}

/// Characters a line never ends with (opening brackets).
fn no_line_end(c: char) -> bool {
    "（(「『【〈《〔“‘".contains(c)
}

/// A short CJK run (a name between spaces or Latin text) stays on one line up to this length.
const NAME_RUN: usize = 6;

/// Breakable pieces of one paragraph: Latin words (with their trailing space), CJK names (short
/// runs, with the digits inside them: 第13连队) whole, long CJK runs one character each; closing
/// punctuation sticks to what it follows and opening brackets to what they open.
fn tokens(para: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut run: Vec<char> = Vec::new();
    let mut open = String::new();
    fn push(out: &mut Vec<String>, open: &mut String, t: String) {
        out.push(format!("{}{t}", std::mem::take(open)));
    }
    fn flush_run(out: &mut Vec<String>, open: &mut String, run: &mut Vec<char>) {
        if run.is_empty() {
            return;
        }
        let cjk = run.iter().filter(|c| !c.is_ascii()).count();
        if cjk <= NAME_RUN {
            push(out, open, run.iter().collect());
        } else {
            for c in run.iter() {
                push(out, open, c.to_string());
            }
        }
        run.clear();
    }
    for c in para.chars() {
        if no_line_start(c) && (word.is_empty() || !c.is_ascii()) {
            // Glue to what came before.
            if !run.is_empty() {
                flush_run(&mut out, &mut open, &mut run);
            }
            if !word.is_empty() {
                word.push(c);
            } else if let Some(last) = out.last_mut() {
                last.push(c);
            } else {
                word.push(c);
            }
        } else if no_line_end(c) {
            flush_run(&mut out, &mut open, &mut run);
            if !word.is_empty() {
                push(&mut out, &mut open, std::mem::take(&mut word));
            }
            open.push(c);
        } else if c == ' ' {
            flush_run(&mut out, &mut open, &mut run);
            word.push(c);
            push(&mut out, &mut open, std::mem::take(&mut word));
        } else if c.is_ascii() {
            if c.is_ascii_digit() && !run.is_empty() {
                run.push(c);
            } else {
                flush_run(&mut out, &mut open, &mut run);
                word.push(c);
            }
        } else {
            // A CJK character: digits written just before it belong to the same name (13连队).
            if !word.is_empty() && word.chars().all(|d| d.is_ascii_digit()) && !run.is_empty() {
                run.extend(word.drain(..));
            } else if !word.is_empty() {
                push(&mut out, &mut open, std::mem::take(&mut word));
            }
            run.push(c);
        }
    }
    flush_run(&mut out, &mut open, &mut run);
    if !word.is_empty() || !open.is_empty() {
        push(&mut out, &mut open, word);
    }
    out
}

/// Splits text into lines no wider than `width_mm`: Latin at spaces, CJK between characters
/// except inside a short name, never starting a line with closing punctuation (、。，) nor ending
/// one with an opening bracket (a token longer than the line is broken by characters).
pub fn wrap(s: &str, size_pt: f32, width_mm: f32) -> Vec<String> {
    let mut out = Vec::new();
    for para in s.split('\n') {
        let mut line = String::new();
        for t in tokens(para) {
            let candidate = format!("{line}{t}");
            if text_width_mm(candidate.trim_end(), size_pt) <= width_mm || line.is_empty() {
                line = candidate;
                // A single over-long token: hard-break it by characters (still not before 、。).
                while text_width_mm(line.trim_end(), size_pt) > width_mm && line.chars().count() > 1
                {
                    let chars: Vec<char> = line.chars().collect();
                    let mut n = 0;
                    while n < chars.len() {
                        let head: String = chars[..=n].iter().collect();
                        if text_width_mm(&head, size_pt) > width_mm && n > 0 {
                            break;
                        }
                        n += 1;
                    }
                    while n > 1 && n < chars.len() && no_line_start(chars[n]) {
                        n -= 1;
                    }
                    out.push(chars[..n].iter().collect::<String>().trim_end().to_string());
                    line = chars[n..].iter().collect();
                }
            } else {
                out.push(line.trim_end().to_string());
                line = t.trim_start().to_string();
            }
        }
        out.push(line.trim_end().to_string());
    }
    out
}

/// What a page draws, in page mm (origin bottom-left): a display list for on-screen previews (the
/// GUI paints these with its own painter; no PDF rasteriser needed).
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    Fill {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        color: Rgbf,
    },
    Stroke {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        color: Rgbf,
        width_pt: f32,
    },
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        color: Rgbf,
        width_pt: f32,
    },
    /// Text with its baseline starting at (x, y).
    Text {
        x: f32,
        y: f32,
        size_pt: f32,
        color: Rgbf,
        text: String,
    },
    /// A filled polygon (stars, circles as polygons).
    Poly {
        points: Vec<(f32, f32)>,
        color: Rgbf,
    },
}

/// One page as a display list.
#[derive(Debug, Clone, PartialEq)]
pub struct PagePreview {
    pub w: f32,
    pub h: f32,
    pub shapes: Vec<Shape>,
}

/// One page being built.
pub struct Page {
    pub w: f32,
    pub h: f32,
    ops: Vec<Op>,
    shapes: Vec<Shape>,
    font: FontId,
    /// The finished size (x, y, w, h mm) when it is not the whole page, and the bleed around it.
    trim: Option<(f32, f32, f32, f32)>,
    bleed: f32,
}

impl Page {
    /// Sets the page's trim box (what is left after cutting) and the bleed beyond it; the PDF's
    /// BleedBox is the trim box grown by the bleed, kept inside the page.
    pub fn set_trim(&mut self, x: f32, y: f32, w: f32, h: f32, bleed: f32) {
        self.trim = Some((x, y, w, h));
        self.bleed = bleed.max(0.0);
    }
    /// Text with its baseline starting at (x, y).
    pub fn text(&mut self, x: f32, y: f32, size_pt: f32, color: Rgbf, s: &str) {
        if s.is_empty() {
            return;
        }
        self.shapes.push(Shape::Text {
            x,
            y,
            size_pt,
            color,
            text: s.into(),
        });
        self.ops.extend([
            Op::SetFillColor { col: color.color() },
            Op::StartTextSection,
            Op::SetFont {
                font: PdfFontHandle::External(self.font.clone()),
                size: Pt(size_pt),
            },
            Op::SetTextCursor {
                pos: Point::new(Mm(x), Mm(y)),
            },
            Op::ShowText {
                items: vec![TextItem::Text(s.into())],
            },
            Op::EndTextSection,
        ]);
    }
    /// Text centred on `cx`.
    pub fn text_center(&mut self, cx: f32, y: f32, size_pt: f32, color: Rgbf, s: &str) {
        self.text(cx - text_width_mm(s, size_pt) / 2.0, y, size_pt, color, s);
    }
    /// Text ending at `right`.
    pub fn text_right(&mut self, right: f32, y: f32, size_pt: f32, color: Rgbf, s: &str) {
        self.text(right - text_width_mm(s, size_pt), y, size_pt, color, s);
    }
    /// Centred text shrunk (down to `min_pt`) to fit `max_w` mm; returns the size used.
    #[allow(clippy::too_many_arguments)]
    pub fn text_fit(
        &mut self,
        cx: f32,
        y: f32,
        size_pt: f32,
        min_pt: f32,
        max_w: f32,
        color: Rgbf,
        s: &str,
    ) -> f32 {
        let w = text_width_mm(s, size_pt);
        let size = if w > max_w {
            (size_pt * max_w / w).max(min_pt)
        } else {
            size_pt
        };
        self.text_center(cx, y, size, color, s);
        size
    }
    pub fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Rgbf) {
        self.shapes.push(Shape::Fill { x, y, w, h, color });
        let mut r = Rect::from_xywh(Mm(x).into(), Mm(y).into(), Mm(w).into(), Mm(h).into());
        r.mode = Some(PaintMode::Fill);
        self.ops.push(Op::SetFillColor { col: color.color() });
        self.ops.push(Op::DrawRectangle { rectangle: r });
    }
    pub fn stroke_rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Rgbf, width_pt: f32) {
        self.shapes.push(Shape::Stroke {
            x,
            y,
            w,
            h,
            color,
            width_pt,
        });
        let mut r = Rect::from_xywh(Mm(x).into(), Mm(y).into(), Mm(w).into(), Mm(h).into());
        r.mode = Some(PaintMode::Stroke);
        self.stroke_style(color, width_pt, &[]);
        self.ops.push(Op::DrawRectangle { rectangle: r });
    }
    fn stroke_style(&mut self, color: Rgbf, width_pt: f32, dash: &[f32]) {
        self.ops.push(Op::SetOutlineColor { col: color.color() });
        self.ops.push(Op::SetOutlineThickness { pt: Pt(width_pt) });
        let dash = if dash.is_empty() {
            LineDashPattern::solid()
        } else {
            LineDashPattern::new(0.0, dash)
        };
        self.ops.push(Op::SetLineDashPattern { dash });
    }
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, color: Rgbf, width_pt: f32) {
        self.dashed_line(x1, y1, x2, y2, color, width_pt, &[]);
    }
    /// A line with a dash pattern in points (`&[]` = solid).
    #[allow(clippy::too_many_arguments)]
    pub fn dashed_line(
        &mut self,
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        color: Rgbf,
        width_pt: f32,
        dash: &[f32],
    ) {
        self.shapes.push(Shape::Line {
            x1,
            y1,
            x2,
            y2,
            color,
            width_pt,
        });
        self.stroke_style(color, width_pt, dash);
        let p = |x, y| LinePoint {
            p: Point::new(Mm(x), Mm(y)),
            bezier: false,
        };
        self.ops.push(Op::DrawLine {
            line: Line {
                points: vec![p(x1, y1), p(x2, y2)],
                is_closed: false,
            },
        });
    }
    /// Fills one closed path (non-zero winding) in `color`.
    fn fill_ring(&mut self, ring: printpdf::PolygonRing, color: Rgbf) {
        self.ops.push(Op::SetFillColor { col: color.color() });
        self.ops.push(Op::DrawPolygon {
            polygon: printpdf::Polygon {
                rings: vec![ring],
                mode: PaintMode::Fill,
                winding_order: printpdf::WindingOrder::NonZero,
            },
        });
    }
    /// A filled diamond (the placeholder mark), half-diagonal `r`.
    pub fn fill_diamond(&mut self, cx: f32, cy: f32, r: f32, color: Rgbf) {
        let pts = [(cx, cy + r), (cx + r, cy), (cx, cy - r), (cx - r, cy)];
        self.shapes.push(Shape::Poly {
            points: pts.to_vec(),
            color,
        });
        let ring = printpdf::PolygonRing {
            points: pts
                .iter()
                .map(|&(x, y)| LinePoint {
                    p: Point::new(Mm(x), Mm(y)),
                    bezier: false,
                })
                .collect(),
        };
        self.fill_ring(ring, color);
    }
    /// A filled five-pointed star (a rank star on a counter), outer radius `r`.
    pub fn fill_star(&mut self, cx: f32, cy: f32, r: f32, color: Rgbf) {
        let inner = r * 0.42;
        self.shapes.push(Shape::Poly {
            points: (0..10)
                .map(|i| {
                    let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                    let rad = if i % 2 == 0 { r } else { inner };
                    (cx + rad * a.cos(), cy + rad * a.sin())
                })
                .collect(),
            color,
        });
        let ring = printpdf::PolygonRing {
            points: (0..10)
                .map(|i| {
                    let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                    let rad = if i % 2 == 0 { r } else { inner };
                    LinePoint {
                        p: Point::new(Mm(cx + rad * a.cos()), Mm(cy + rad * a.sin())),
                        bezier: false,
                    }
                })
                .collect(),
        };
        self.fill_ring(ring, color);
    }
    /// A filled circle (four Bézier arcs).
    pub fn fill_circle(&mut self, cx: f32, cy: f32, r: f32, color: Rgbf) {
        self.shapes.push(Shape::Poly {
            points: (0..24)
                .map(|i| {
                    let a = i as f32 * std::f32::consts::TAU / 24.0;
                    (cx + r * a.cos(), cy + r * a.sin())
                })
                .collect(),
            color,
        });
        let k = 0.552_284_8 * r;
        let pts = [
            (cx + r, cy, false),
            (cx + r, cy + k, true),
            (cx + k, cy + r, true),
            (cx, cy + r, false),
            (cx - k, cy + r, true),
            (cx - r, cy + k, true),
            (cx - r, cy, false),
            (cx - r, cy - k, true),
            (cx - k, cy - r, true),
            (cx, cy - r, false),
            (cx + k, cy - r, true),
            (cx + r, cy - k, true),
        ];
        let ring = printpdf::PolygonRing {
            points: pts
                .iter()
                .map(|&(x, y, b)| LinePoint {
                    p: Point::new(Mm(x), Mm(y)),
                    bezier: b,
                })
                .collect(),
        };
        self.fill_ring(ring, color);
    }
}

/// What the footer of every page says.
#[derive(Debug, Clone, Default)]
pub struct Footer {
    pub game: String,
    pub scenario: Option<String>,
    pub date: String,
    /// The app's name as the language writes it ("軍配 Gunbai", "軍配").
    pub brand: String,
}

/// A document: pages in order, finished with footers and saved with the font subset.
pub struct Doc {
    pub paper: Paper,
    pub w: f32,
    pub h: f32,
    pdf: PdfDocument,
    font: FontId,
    pages: Vec<Page>,
    footer: Footer,
}

const PT_PER_MM: f32 = 72.0 / 25.4;

impl Doc {
    /// A document whose creation date is `created_unix` (seconds since 1970, UTC; the caller reads
    /// the clock so tests can fix it).
    pub fn new(
        title: &str,
        paper: Paper,
        footer: Footer,
        created_unix: i64,
    ) -> Result<Self, PrintError> {
        let mut pdf = PdfDocument::new(title);
        if let Ok(t) = printpdf::OffsetDateTime::from_unix_timestamp(created_unix) {
            pdf.metadata.info.creation_date = t;
            pdf.metadata.info.modification_date = t;
            pdf.metadata.info.metadata_date = t;
        }
        pdf.metadata.info.creator = "Gunbai 軍配".into();
        pdf.metadata.info.producer = "Gunbai 軍配".into();
        // The face's place in the document; [`Doc::finish`] puts the subset of the glyphs the pages
        // show there. Until then an empty stand-in, not a copy of the whole face (5 MB and its maps).
        font()?;
        let font = pdf.add_font(&ParsedFont::with_glyph_data(
            Vec::new(),
            0,
            None,
            Default::default(),
            Default::default(),
            1000,
            printpdf::FontMetrics {
                ascent: 0,
                descent: 0,
            },
        ));
        let (w, h) = paper.size_mm();
        Ok(Self {
            paper,
            w,
            h,
            pdf,
            font,
            pages: Vec::new(),
            footer,
        })
    }
    /// Starts a new page and returns it.
    pub fn page(&mut self) -> &mut Page {
        self.pages.push(Page {
            w: self.w,
            h: self.h,
            ops: Vec::new(),
            shapes: Vec::new(),
            font: self.font.clone(),
            trim: None,
            bleed: 0.0,
        });
        self.pages.last_mut().expect("just pushed")
    }
    /// The page being built (starts one if there is none).
    pub fn current(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.page();
        }
        self.pages.last_mut().expect("non-empty")
    }
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }
    /// Adds the footer (page n / N, game · scenario · date) to every page.
    fn add_footers(&mut self) {
        if self.pages.is_empty() {
            self.page();
        }
        let n = self.pages.len();
        let mut left = self.footer.game.clone();
        if let Some(s) = &self.footer.scenario {
            left.push_str(" · ");
            left.push_str(s);
        }
        if !self.footer.date.is_empty() {
            left.push_str(" · ");
            left.push_str(&self.footer.date);
        }
        if !self.footer.brand.is_empty() {
            left.push_str(" · ");
            left.push_str(&self.footer.brand);
        }
        for (i, p) in self.pages.iter_mut().enumerate() {
            // The baseline sits high enough that descenders stay ≥ 5 mm from the paper edge.
            let y = layout().footer_mm - 3.0;
            p.line(
                layout().margin_mm,
                layout().footer_mm,
                p.w - layout().margin_mm,
                layout().footer_mm,
                Rgbf::LIGHT,
                0.4,
            );
            p.text(layout().margin_mm, y, 7.0, Rgbf::GREY, &left);
            let right = p.w - layout().margin_mm;
            p.text_right(right, y, 7.0, Rgbf::GREY, &format!("{} / {n}", i + 1));
        }
    }

    /// The pages as display lists (footers included), for on-screen previews.
    pub fn preview(mut self) -> Vec<PagePreview> {
        self.add_footers();
        self.pages
            .into_iter()
            .map(|p| PagePreview {
                w: p.w,
                h: p.h,
                shapes: p.shapes,
            })
            .collect()
    }

    /// Adds the footers and serialises the PDF (fonts subset to the glyphs used), then sets every
    /// page's TrimBox inside its BleedBox and drops the empty PDF/X version field printpdf writes.
    pub fn finish(mut self) -> Vec<u8> {
        self.add_footers();
        let boxes: Vec<_> = self
            .pages
            .iter()
            .map(|p| (p.w, p.h, p.trim, p.bleed))
            .collect();
        let pages: Vec<PdfPage> = std::mem::take(&mut self.pages)
            .into_iter()
            .map(|p| PdfPage::new(Mm(p.w), Mm(p.h), p.ops))
            .collect();
        // The document's font is the subset of the glyphs its pages show. If subsetting fails the
        // whole face is embedded: a larger file that prints the same.
        let face = subset_font(&pages).or_else(|| font().ok().cloned());
        if let Some(face) = face {
            self.pdf
                .resources
                .fonts
                .map
                .insert(self.font.clone(), printpdf::font::PdfFont::new(face));
        }
        self.pdf.with_pages(pages);
        let bytes = self.pdf.save(&PdfSaveOptions::default(), &mut Vec::new());
        fix_boxes_and_info(&bytes, &boxes).unwrap_or(bytes)
    }
}

/// The embedded face cut down to `.notdef` and the glyphs of every character the pages show, with a
/// Unicode cmap for them, parsed again so printpdf maps characters to the subset's glyph ids.
///
/// We subset before handing the font to printpdf instead of asking printpdf to: its own subsetting
/// needs its `text_layout` feature, whose layout engine we never use and which was a quarter of a
/// clean build (issue 23).
pub fn subset_font(pages: &[PdfPage]) -> Option<ParsedFont> {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{CmapTarget, SubsetProfile, subset};
    let face = font().ok()?;
    let mut glyphs = std::collections::BTreeSet::new();
    for op in pages.iter().flat_map(|p| &p.ops) {
        if let Op::ShowText { items } = op {
            for item in items {
                if let TextItem::Text(t) = item {
                    glyphs.extend(t.chars().filter_map(|c| face.lookup_glyph_index(c as u32)));
                }
            }
        }
    }
    // allsorts numbers the subset's glyphs in the order given: `.notdef` must come first.
    glyphs.remove(&0);
    let ids: Vec<u16> = std::iter::once(0).chain(glyphs).collect();
    let file = ReadScope::new(crate::fonts::CJK_FONT)
        .read::<FontData<'_>>()
        .ok()?;
    let provider = file.table_provider(0).ok()?;
    let bytes = subset(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode).ok()?;
    let mut sub = ParsedFont::from_bytes(&bytes, 0, &mut Vec::new())?;
    // A subset font's name carries a six-letter tag (ISO 32000-1, 9.6.4), here from the glyphs it
    // holds, so the same pages give the same file.
    let digest = <sha2::Sha256 as sha2::Digest>::digest(
        ids.iter()
            .flat_map(|g| g.to_be_bytes())
            .collect::<Vec<u8>>(),
    );
    let tag: String = digest[..6]
        .iter()
        .map(|b| char::from(b'A' + b % 26))
        .collect();
    sub.font_name = Some(format!("{tag}+{}", crate::fonts::CJK_FONT_NAME));
    Some(sub)
}

type Boxes = (f32, f32, Option<(f32, f32, f32, f32)>, f32);

/// Page boxes (TrimBox ⊆ BleedBox ⊆ MediaBox) and a document info without empty fields.
fn fix_boxes_and_info(bytes: &[u8], boxes: &[Boxes]) -> Option<Vec<u8>> {
    use lopdf::Object;
    let mut doc = lopdf::Document::load_mem(bytes).ok()?;
    let arr = |x: f32, y: f32, w: f32, h: f32| {
        Object::Array(
            [x, y, x + w, y + h]
                .into_iter()
                .map(|v| Object::Real(v * PT_PER_MM))
                .collect(),
        )
    };
    let ids: Vec<_> = doc.get_pages().into_values().collect();
    for (id, &(pw, ph, trim, bleed)) in ids.iter().zip(boxes) {
        let (t, b) = match trim {
            Some((x, y, w, h)) => {
                let bx = (x - bleed).max(0.0);
                let by = (y - bleed).max(0.0);
                let bx2 = (x + w + bleed).min(pw);
                let by2 = (y + h + bleed).min(ph);
                (arr(x, y, w, h), arr(bx, by, bx2 - bx, by2 - by))
            }
            None => (arr(0.0, 0.0, pw, ph), arr(0.0, 0.0, pw, ph)),
        };
        let page = doc.get_object_mut(*id).ok()?.as_dict_mut().ok()?;
        page.set("TrimBox", t);
        page.set("BleedBox", b);
    }
    if let Ok(Object::Reference(info)) = doc.trailer.get(b"Info").cloned()
        && let Ok(d) = doc.get_object_mut(info).and_then(Object::as_dict_mut)
    {
        let empty: Vec<Vec<u8>> = d
            .iter()
            .filter(|(_, v)| matches!(v, Object::String(s, _) if s.is_empty() || s == b"\xFE\xFF"))
            .map(|(k, _)| k.clone())
            .collect();
        for k in empty {
            d.remove(&k);
        }
        d.remove(b"GTS_PDFXVersion");
    }
    let mut out = Vec::new();
    doc.save_to(&mut out).ok()?;
    Some(out)
}
