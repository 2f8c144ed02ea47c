use gunbai_print::layout::*;

#[test]
fn shipped_layout_parses_and_is_sane() {
    let l = parse(SHEETS_TOML).unwrap();
    assert!(
        l.qr_module_mm >= 0.5,
        "tech notes §6: at least 0.5 mm per module"
    );
    assert!(l.counter_sizes_mm.contains(&l.default_counter_mm));
    assert!(
        l.counter_sizes_mm
            .iter()
            .all(|s| (l.counter_mm_range.0..=l.counter_mm_range.1).contains(s))
    );
}

#[test]
fn unknown_layout_key_is_named() {
    let e = parse(&format!("{SHEETS_TOML}\ngutter = 2\n")).unwrap_err();
    assert!(e.to_string().contains("gutter"), "{e}");
}
