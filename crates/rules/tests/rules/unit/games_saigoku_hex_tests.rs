use gunbai_rules::games::saigoku::hex::*;

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
