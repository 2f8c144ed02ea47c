//! Draws the first page of a print job from the print module's display list, so the Print screen shows
//! what the PDF will look like without rasterising it.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::print::pdf::{PT_MM, PagePreview, Rgbf, Shape};

fn color(c: &Rgbf) -> Color32 {
    let f = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    Color32::from_rgb(f(c.0), f(c.1), f(c.2))
}

/// Paints `page` scaled to fit `max` (points); returns the scale in points per mm.
pub fn page(ui: &mut Ui, page: &PagePreview, max: Vec2) -> f32 {
    let s = (max.x / page.w).min(max.y / page.h).max(0.1);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(page.w * s, page.h * s), Sense::hover());
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 0.0, Color32::WHITE);
    p.rect_stroke(
        rect,
        0.0,
        Stroke::new(1.0, Color32::GRAY),
        StrokeKind::Outside,
    );
    // PDF origin is bottom-left in mm; the screen's is top-left.
    let at = |x: f32, y: f32| Pos2::new(rect.left() + x * s, rect.bottom() - y * s);
    for sh in &page.shapes {
        match sh {
            Shape::Fill {
                x,
                y,
                w,
                h,
                color: c,
            } => {
                p.rect_filled(
                    Rect::from_two_pos(at(*x, *y), at(x + w, y + h)),
                    0.0,
                    color(c),
                );
            }
            Shape::Stroke {
                x,
                y,
                w,
                h,
                color: c,
                width_pt,
            } => {
                let r = Rect::from_two_pos(at(*x, *y), at(x + w, y + h));
                p.rect_stroke(
                    r,
                    0.0,
                    Stroke::new((width_pt * PT_MM * s).max(0.5), color(c)),
                    StrokeKind::Middle,
                );
            }
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                color: c,
                width_pt,
            } => {
                p.line_segment(
                    [at(*x1, *y1), at(*x2, *y2)],
                    Stroke::new((width_pt * PT_MM * s).max(0.5), color(c)),
                );
            }
            Shape::Text {
                x,
                y,
                size_pt,
                color: c,
                text,
            } => {
                let px = size_pt * PT_MM * s;
                if px >= 2.0 {
                    p.text(
                        at(*x, *y),
                        Align2::LEFT_BOTTOM,
                        text,
                        FontId::proportional(px),
                        color(c),
                    );
                }
            }
            Shape::Poly { points, color: c } => {
                let pts: Vec<Pos2> = points.iter().map(|(x, y)| at(*x, *y)).collect();
                p.add(egui::Shape::convex_polygon(pts, color(c), Stroke::NONE));
            }
        }
    }
    s
}
