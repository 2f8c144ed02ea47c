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
