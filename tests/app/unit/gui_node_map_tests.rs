// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use egui::{Painter, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2};
}
use tested_imports::*;

use gunbai::gui::node_map::*;

const FIT: MapFit = MapFit {
    max_width: 900.0,
    height_ratio: (0.8, 1.5),
    margin: Vec2::new(40.0, 24.0),
    keep_apart: true,
};

fn node(x: f32, y: f32, w: f32) -> MapNode {
    MapNode {
        x,
        y,
        size: Vec2::new(w, 38.0),
    }
}

#[test]
fn close_boxes_are_moved_apart_and_far_ones_stay_where_the_map_puts_them() {
    let nodes = [
        node(45.0, 48.0, 44.0),
        node(30.0, 50.0, 54.0),
        node(0.0, 0.0, 44.0),
        node(100.0, 100.0, 44.0),
    ];
    let (r, h) = layout(&nodes, 260.0, &FIT);
    assert!(!r[0].expand(1.0).intersects(r[1].expand(1.0)), "{r:?}");
    assert!(h >= 260.0 * 0.8);
    // Wide enough: no box moves off its place.
    let (wide, _) = layout(&nodes, 900.0, &FIT);
    let inner_w = 900.0 - 80.0;
    assert!((wide[0].center().x - (40.0 + inner_w * 0.45)).abs() < 0.01);
    assert!((wide[1].center().x - (40.0 + inner_w * 0.30)).abs() < 0.01);
    assert!((wide[2].center().y - 24.0).abs() < 0.01);
}

#[test]
fn boxes_on_one_spot_stack_inside_the_width() {
    let nodes = [
        node(50.0, 50.0, 200.0),
        node(50.0, 50.0, 200.0),
        node(50.0, 50.0, 200.0),
        node(0.0, 0.0, 10.0),
        node(100.0, 100.0, 10.0),
    ];
    // As the file says when asked: all three on one spot.
    let (r, _) = layout(
        &nodes,
        240.0,
        &MapFit {
            keep_apart: false,
            ..FIT
        },
    );
    assert_eq!(r[0], r[1]);
    let (r, h) = layout(&nodes, 240.0, &FIT);
    for (i, a) in r.iter().enumerate() {
        assert!(
            a.left() >= 0.0 && a.right() <= 240.0 && a.bottom() <= h,
            "{a:?}"
        );
        for b in &r[i + 1..] {
            assert!(!a.intersects(*b), "{a:?} {b:?}");
        }
    }
}
