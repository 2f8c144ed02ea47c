use gunbai_rules::core::text::*;

#[test]
fn a_key_reads_as_words_when_nothing_labels_it() {
    assert_eq!(humanise_key("assault-morale"), "assault morale");
    assert_eq!(Lang::parse("ja_JP.UTF-8"), Some(Lang::Ja));
}
