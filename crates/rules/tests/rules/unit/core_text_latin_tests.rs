use gunbai_rules::core::text::*;

#[test]
fn latin_words_flag_english_but_not_numbers_letters_or_digests() {
    assert_eq!(
        latin_words("第 3 回合 · 规则 23-3-3 · 结果 E · 3fa9 c1d0", &[]),
        Vec::<String>::new()
    );
    assert_eq!(
        latin_words("行军点 2 · march points", &[]),
        vec!["march", "points"]
    );
    assert_eq!(latin_words("d6 掷骰", &["d6"]), Vec::<String>::new());
    assert_eq!(latin_words("变体（P13）· E11", &[]), Vec::<String>::new());
    assert_eq!(latin_words("digest P13", &[]), vec!["digest"]);
}
