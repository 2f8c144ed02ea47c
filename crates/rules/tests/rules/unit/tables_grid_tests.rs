use gunbai_rules::tables::grid::*;

fn g() -> Grid {
    Grid::new(
        "t".into(),
        "T".into(),
        "1".into(),
        true,
        String::new(),
        "die".into(),
        "col".into(),
        vec!["a".into(), "b".into()],
        vec![
            GridRow {
                key: "1".into(),
                cells: vec!["x".into(), "y".into()],
            },
            GridRow {
                key: "2".into(),
                cells: vec!["z".into(), "w".into()],
            },
        ],
    )
}

#[test]
fn lookups_stay_right_when_rows_change_after_indexing() {
    let mut x = g();
    assert_eq!(x.lookup("2", "a").unwrap().value, "z");
    x.rows.swap(0, 1);
    x.rows[0].key = "3".into();
    assert_eq!(x.lookup("3", "a").unwrap().value, "z");
    assert_eq!(x.lookup("1", "b").unwrap().value, "y");
    assert!(x.lookup("2", "a").is_err());
}

#[test]
fn numbered_rows_without_gaps() {
    let mut x = g();
    x.check_numbered_rows("f").unwrap();
    x.rows[1].key = "two".into();
    assert!(
        x.check_numbered_rows("f")
            .unwrap_err()
            .to_string()
            .contains("whole number")
    );
    x.rows[1].key = "3".into();
    assert!(
        x.check_numbered_rows("f")
            .unwrap_err()
            .to_string()
            .contains("row 2 is missing")
    );
    x.rows.clear();
    assert!(x.check_numbered_rows("f").is_err());
}

#[test]
fn validation_of_a_big_table_is_linear() {
    // 100 000 rows: quadratic checks took tens of seconds; the bench measures it (benches/engine.rs).
    let mut x = g();
    x.rows = (0..100_000)
        .map(|i| GridRow {
            key: i.to_string(),
            cells: vec!["x".into(), "y".into()],
        })
        .collect();
    x.validate("f").unwrap();
    for i in (0..100_000).step_by(7) {
        assert_eq!(x.lookup(&i.to_string(), "b").unwrap().value, "y");
    }
    x.rows[99_999].key = "5".into();
    assert!(
        x.validate("f")
            .unwrap_err()
            .to_string()
            .contains("duplicate row '5'")
    );
}

#[test]
fn lookup_marks_placeholder() {
    let c = g().lookup("2", "b").unwrap();
    assert_eq!(c.value, "w");
    assert!(c.placeholder);
}

#[test]
fn clamped_rows() {
    assert_eq!(g().lookup_clamped(9, "a").unwrap().value, "z");
    assert_eq!(g().lookup_clamped(-3, "a").unwrap().value, "x");
}

#[test]
fn ragged_row_is_an_error() {
    let mut x = g();
    x.rows[1].cells.pop();
    assert!(
        x.validate("f")
            .unwrap_err()
            .to_string()
            .contains("rows[1].cells")
    );
}

#[test]
fn roundtrip_toml() {
    let x = g();
    let back: Grid = toml::from_str(&x.to_toml()).unwrap();
    assert_eq!(back, x);
}
