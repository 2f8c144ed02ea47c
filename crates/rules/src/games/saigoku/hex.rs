//! Hex geometry from the map's own numbers [2-1-1]: a hex is four digits, column (first two) then
//! row (last two), e.g. 3418 = column 34, row 18. Columns run north–south and neighbouring columns
//! are offset by half a hex, so a hex has 6 neighbours: the two in its column and two in each
//! neighbouring column.
//!
//! Ruling (2-1-1, issue 25 item 7): the app has no map data and does not know which columns the
//! printed map shifts down by half a hex (odd or even ones). It checks every distance against both
//! layouts: a claim one of them allows is accepted, one that neither allows is refused. So a legal
//! play on the real map is never refused, and an impossible one (a battle from 3418 on 3425, a
//! 1-MP move from 3418 to 1424) always is.

/// A hex on the map: column and row, both 1..=99 (`0000`, `0017` and `3400` are not hexes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hex {
    pub col: i32,
    pub row: i32,
}

/// Which columns sit half a hex lower: the two possible layouts of the printed map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    OddColumnsLower,
    EvenColumnsLower,
}

pub const LAYOUTS: [Layout; 2] = [Layout::OddColumnsLower, Layout::EvenColumnsLower];

impl Hex {
    /// The hex of a four-digit number, or None.
    pub fn parse(s: &str) -> Option<Hex> {
        // Digits by hand: hexes are parsed on every adjacency test of every prompt (issue 23).
        let &[a, b, c, d] = crate::core::index::trim_name(s).as_bytes() else {
            return None;
        };
        if ![a, b, c, d].iter().all(u8::is_ascii_digit) {
            return None;
        }
        let two = |x: u8, y: u8| i32::from(x - b'0') * 10 + i32::from(y - b'0');
        let (col, row) = (two(a, b), two(c, d));
        (col >= 1 && row >= 1).then_some(Hex { col, row })
    }

    /// Cube coordinates (x, z) under a layout (y = −x − z).
    fn cube(self, layout: Layout) -> (i32, i32) {
        let odd = self.col & 1;
        let shift = match layout {
            Layout::OddColumnsLower => (self.col - odd) / 2,
            Layout::EvenColumnsLower => (self.col + odd) / 2,
        };
        (self.col, self.row - shift)
    }

    /// Hexes between the two (0 for the same hex) under one layout.
    pub fn distance_in(self, other: Hex, layout: Layout) -> i32 {
        let (x1, z1) = self.cube(layout);
        let (x2, z2) = other.cube(layout);
        let (dx, dz) = (x1 - x2, z1 - z2);
        let dy = -dx - dz;
        dx.abs().max(dy.abs()).max(dz.abs())
    }
}

/// True when `check` holds for the distances of at least one layout (see the module ruling).
/// `check` gets a distance function for that layout. Unparsable hexes never pass.
pub fn some_layout(hexes: &[&str], check: impl Fn(&dyn Fn(&str, &str) -> i32) -> bool) -> bool {
    if hexes.iter().any(|h| Hex::parse(h).is_none()) {
        return false;
    }
    LAYOUTS.iter().any(|&l| {
        let dist = move |a: &str, b: &str| match (Hex::parse(a), Hex::parse(b)) {
            (Some(a), Some(b)) => a.distance_in(b, l),
            _ => i32::MAX,
        };
        check(&dist)
    })
}

/// The fewest hexes between two hexes the map may have (the smaller of the two layouts); None when
/// either is not a hex number.
pub fn min_distance(a: &str, b: &str) -> Option<i32> {
    let (a, b) = (Hex::parse(a)?, Hex::parse(b)?);
    LAYOUTS.iter().map(|&l| a.distance_in(b, l)).min()
}

/// Two different hexes that touch on the map (under one of the layouts) [22-1-2, 15-1-2].
pub fn adjacent(a: &str, b: &str) -> bool {
    match (Hex::parse(a), Hex::parse(b)) {
        (Some(a), Some(b)) => a.touches(b),
        _ => false,
    }
}

/// Whether `near` is a hex touching `h` ([`adjacent`] with `h` already read: the prompt asks it of
/// one force against every other, issue 23).
pub fn touches(h: Option<Hex>, near: &str) -> bool {
    h.zip(Hex::parse(near)).is_some_and(|(a, b)| a.touches(b))
}

impl Hex {
    /// Two different hexes that touch under one of the layouts (see [`adjacent`]).
    pub fn touches(self, other: Hex) -> bool {
        // A neighbour is at most one column and one row away under either layout: the distances
        // are worked out only for those (issue 23: the prompt asks this of every pair of forces).
        (self.col - other.col).abs() <= 1
            && (self.row - other.row).abs() <= 1
            && LAYOUTS.iter().map(|&l| self.distance_in(other, l)).min() == Some(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_2_1_1_a_hex_number_is_column_and_row_from_01() {
        assert_eq!(Hex::parse("3418"), Some(Hex { col: 34, row: 18 }));
        assert_eq!(Hex::parse("0000"), None);
        assert_eq!(Hex::parse("3400"), None);
        assert_eq!(Hex::parse("0018"), None);
        assert_eq!(Hex::parse("341"), None);
        assert_eq!(Hex::parse("34a8"), None);
        assert_eq!(Hex::parse(" 3418\u{3000}"), Some(Hex { col: 34, row: 18 }));
    }

    #[test]
    fn rule_2_1_1_six_neighbours_in_each_layout() {
        let h = Hex::parse("3418").unwrap();
        for l in LAYOUTS {
            let mut n = 0;
            for col in 30..=38 {
                for row in 14..=22 {
                    if h.distance_in(Hex { col, row }, l) == 1 {
                        n += 1;
                        assert!((col - 34).abs() <= 1 && (row - 18).abs() <= 1);
                    }
                }
            }
            assert_eq!(n, 6, "{l:?}");
        }
        // Same column: one per row; the other column's neighbours depend on the layout.
        assert!(adjacent("3418", "3419") && adjacent("3418", "3417"));
        assert!(adjacent("3418", "3518") && adjacent("3418", "3317"));
        assert!(!adjacent("3418", "3418"));
        assert!(!adjacent("3418", "3420"));
        assert!(!adjacent("3418", "3425"));
    }

    #[test]
    fn rule_2_1_1_distances_along_a_column_and_across_columns() {
        assert_eq!(min_distance("3418", "3425"), Some(7));
        assert_eq!(min_distance("3418", "1424"), Some(20));
        // Six columns east, the rows absorb half of it: 3 rows up or down are free in one layout.
        let a = Hex::parse("1010").unwrap();
        let b = Hex::parse("1613").unwrap();
        assert_eq!(a.distance_in(b, Layout::OddColumnsLower), 6);
        assert_eq!(a.distance_in(b, Layout::EvenColumnsLower), 6);
        assert_eq!(min_distance("1010", "1614"), Some(7));
        assert_eq!(min_distance("zz", "1010"), None);
    }

    #[test]
    fn rule_2_1_1_the_two_layouts_differ_only_by_the_column_shift() {
        // 3418 (even column) and 3519: neighbours only when the even columns sit lower.
        let a = Hex::parse("3418").unwrap();
        let b = Hex::parse("3519").unwrap();
        assert_eq!(a.distance_in(b, Layout::EvenColumnsLower), 1);
        assert_eq!(a.distance_in(b, Layout::OddColumnsLower), 2);
        // And 3517 only when the odd ones do.
        let c = Hex::parse("3517").unwrap();
        assert_eq!(a.distance_in(c, Layout::OddColumnsLower), 1);
        assert_eq!(a.distance_in(c, Layout::EvenColumnsLower), 2);
        assert!(some_layout(&["3418", "3519"], |d| d("3418", "3519") == 1));
        assert!(!some_layout(&["3418", "3519"], |d| d("3418", "3519") == 0));
        assert!(!some_layout(&["3418", "0000"], |_| true));
    }

    #[test]
    fn rule_2_1_1_adjacent_is_a_distance_of_one_under_some_layout() {
        let hex = |c: i32, r: i32| format!("{c:02}{r:02}");
        for c in 1..=12 {
            for r in 1..=12 {
                for dc in -3..=3 {
                    for dr in -3..=3 {
                        let (a, b) = (hex(c, r), hex(c + dc, r + dr));
                        assert_eq!(adjacent(&a, &b), min_distance(&a, &b) == Some(1), "{a} {b}");
                    }
                }
            }
        }
        assert!(!adjacent("3418", "zz"));
        for (a, b) in [
            ("3418", "3419"),
            ("3418", "3518"),
            ("3418", "3418"),
            ("3418", "zz"),
        ] {
            assert_eq!(touches(Hex::parse(a), b), adjacent(a, b), "{a} {b}");
        }
        assert!(!touches(None, "3418"));
    }
}
