//! A node-and-link map diagram (西南战争's towns, 天下布武's regions, 关原's places): boxes placed by the map file's
//! coordinates, fitted to the width the panel has, links drawn between box centres. Boxes that would
//! overlap at a narrow width (a 1024 px window) are moved down until they clear each other, so a name is
//! never drawn over another; the diagram grows taller instead.

use egui::{Painter, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2};

/// The gap kept between two boxes, in px (room for a link between neighbours to show).
pub const GAP: f32 = 8.0;

/// How a map diagram is fitted to the panel.
#[derive(Debug, Clone, Copy)]
pub struct MapFit {
    /// The widest the diagram gets.
    pub max_width: f32,
    /// Height as a fraction of the width: at least, at most (the map's own shape in between).
    pub height_ratio: (f32, f32),
    /// Room kept around the box centres (half a box and more), x and y.
    pub margin: Vec2,
    /// Keep boxes apart (grow taller, move a box that would meet another); `false` places every box
    /// where the map file says, overlaps and all (moved only to stay inside the diagram).
    pub keep_apart: bool,
}

/// A box on the map: its place in the map file's coordinates and its size on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapNode {
    pub x: f32,
    pub y: f32,
    pub size: Vec2,
}

/// A line between two boxes (indices into the nodes).
#[derive(Debug, Clone, Copy)]
pub struct MapLink {
    pub a: usize,
    pub b: usize,
    pub stroke: Stroke,
    pub dashed: bool,
}

/// The boxes' rectangles in a diagram `width` px wide (origin at its top left) and the diagram's
/// height. Pure: the same nodes and width give the same layout. Every rectangle lies within the width;
/// with [`MapFit::keep_apart`] no two intersect (and [`GAP`] lies between them).
pub fn layout(nodes: &[MapNode], width: f32, fit: &MapFit) -> (Vec<Rect>, f32) {
    if nodes.is_empty() {
        return (Vec::new(), width * fit.height_ratio.0);
    }
    // Fit the nodes' own bounding box (a map file rarely fills its 0..100).
    let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
    for n in nodes {
        x0 = x0.min(n.x);
        x1 = x1.max(n.x);
        y0 = y0.min(n.y);
        y1 = y1.max(n.y);
    }
    let (dx, dy) = ((x1 - x0).max(1.0), (y1 - y0).max(1.0));
    let base = (width * dy / dx).clamp(width * fit.height_ratio.0, width * fit.height_ratio.1);
    // Taller (up to the ratio's maximum) when boxes in one column would meet: rows of the map then
    // clear each other, and only boxes almost on one row are left to move sideways below.
    let inner_w = (width - 2.0 * fit.margin.x).max(1.0);
    let max_inner_h = width * fit.height_ratio.1 - 2.0 * fit.margin.y;
    let mut inner_h = base - 2.0 * fit.margin.y;
    for (i, a) in nodes.iter().enumerate().filter(|_| fit.keep_apart) {
        for b in &nodes[i + 1..] {
            let apart_x = inner_w * (a.x - b.x).abs() / dx;
            let apart_y = (a.y - b.y).abs() / dy;
            if apart_x >= (a.size.x + b.size.x) / 2.0 + GAP || apart_y == 0.0 {
                continue;
            }
            let need = ((a.size.y + b.size.y) / 2.0 + GAP) / apart_y;
            if need <= max_inner_h {
                inner_h = inner_h.max(need);
            }
        }
    }
    let height = inner_h + 2.0 * fit.margin.y;
    let inner = Rect::from_min_size(Pos2::ZERO, Vec2::new(width, height)).shrink2(fit.margin);
    let rects: Vec<Rect> = nodes
        .iter()
        .map(|n| {
            let c = Pos2::new(
                inner.left() + inner.width() * (n.x - x0) / dx,
                inner.top() + inner.height() * (n.y - y0) / dy,
            );
            let mut r = Rect::from_center_size(c, n.size);
            // Inside the width: a wide box near an edge is moved in.
            if r.left() < 0.0 {
                r = r.translate(Vec2::new(-r.left(), 0.0));
            }
            if r.right() > width {
                r = r.translate(Vec2::new(width - r.right(), 0.0));
            }
            if r.top() < 0.0 {
                r = r.translate(Vec2::new(0.0, -r.top()));
            }
            r
        })
        .collect();
    // Top to bottom, left to right: a box that meets one already placed moves the shortest way that
    // clears every placed box — right, left (staying inside the width) or down. Boxes only move when
    // they would overlap, so a wide diagram looks as the map file says.
    let mut order: Vec<usize> = (0..rects.len()).collect();
    order.sort_by(|&a, &b| {
        (rects[a].center().y, rects[a].center().x)
            .partial_cmp(&(rects[b].center().y, rects[b].center().x))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut placed: Vec<Rect> = Vec::new();
    let mut out = rects.clone();
    for i in order.into_iter().filter(|_| fit.keep_apart) {
        let r = rects[i];
        let best = [Dir::Right, Dir::Left, Dir::Down]
            .into_iter()
            .filter_map(|d| clear(&placed, r, d, width))
            .min_by(|a, b| {
                (a.center() - r.center())
                    .length()
                    .partial_cmp(&(b.center() - r.center()).length())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(r);
        out[i] = best;
        placed.push(best);
    }
    let rects = out;
    let bottom = rects.iter().map(|r| r.bottom()).fold(0.0, f32::max);
    (rects, height.max(bottom + GAP * 2.0))
}

#[derive(Clone, Copy)]
enum Dir {
    Right,
    Left,
    Down,
}

fn meets(a: Rect, b: Rect) -> bool {
    a.expand(GAP / 2.0).intersects(b.expand(GAP / 2.0))
}

/// `r` moved one way until it meets no placed box; `None` when that way leaves the width.
fn clear(placed: &[Rect], mut r: Rect, d: Dir, width: f32) -> Option<Rect> {
    // Each step passes at least one placed box, so this ends within as many steps as there are boxes.
    for _ in 0..=placed.len() {
        let hit: Vec<Rect> = placed.iter().copied().filter(|p| meets(*p, r)).collect();
        if hit.is_empty() {
            return Some(r);
        }
        let step = match d {
            Dir::Right => {
                let to = hit.iter().map(|p| p.right()).fold(f32::MIN, f32::max);
                Vec2::new(to + GAP + 0.01 - r.left(), 0.0)
            }
            Dir::Left => {
                let to = hit.iter().map(|p| p.left()).fold(f32::MAX, f32::min);
                Vec2::new(to - GAP - 0.01 - r.right(), 0.0)
            }
            Dir::Down => {
                let to = hit.iter().map(|p| p.bottom()).fold(f32::MIN, f32::max);
                Vec2::new(0.0, to + GAP + 0.01 - r.top())
            }
        };
        r = r.translate(step);
        if r.left() < 0.0 || r.right() > width {
            return None;
        }
    }
    // Down always clears in the end (every placed box is above); sideways may not.
    match d {
        Dir::Down => clear(placed, r, d, width),
        _ => None,
    }
}

/// Draws the diagram: the background, the links, then each box through `node` (its painter and its
/// rectangle on screen; the caller paints the box and adds its click target). Returns the box rects.
pub fn show(
    ui: &mut Ui,
    fit: &MapFit,
    nodes: &[MapNode],
    links: &[MapLink],
    mut node: impl FnMut(&mut Ui, &Painter, usize, Rect),
) -> Vec<Rect> {
    let width = ui.available_width().clamp(240.0, fit.max_width);
    let (rects, height) = layout(nodes, width, fit);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, ui.visuals().extreme_bg_color);
    let rects: Vec<Rect> = rects
        .into_iter()
        .map(|r| r.translate(rect.min.to_vec2()))
        .collect();
    for l in links {
        let (Some(a), Some(b)) = (rects.get(l.a), rects.get(l.b)) else {
            continue;
        };
        let ends = [a.center(), b.center()];
        if l.dashed {
            painter.extend(Shape::dashed_line(&ends, l.stroke, 6.0, 4.0));
        } else {
            painter.line_segment(ends, l.stroke);
        }
    }
    for (i, r) in rects.iter().enumerate() {
        node(ui, &painter, i, *r);
    }
    rects
}
