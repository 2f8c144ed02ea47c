use gunbai_print::content::humanise;

#[test]
fn humanise_keeps_hyphens_of_ranges_and_cjk_pairs_and_joins_words() {
    assert_eq!(humanise("assault-drm"), "assault modifier");
    assert_eq!(humanise("strategic-mp"), "strategic MP");
    assert_eq!(humanise("level-0"), "level 0");
    assert_eq!(humanise("1-2"), "1-2");
    assert_eq!(humanise("10-14"), "10-14");
    assert_eq!(humanise("自国-自城"), "自国-自城");
    assert_eq!(humanise("-1"), "-1");
    assert_eq!(humanise("d6-roll"), "d6 roll");
}
