use gunbai::gui::util::*;

#[test]
fn names_are_never_split() {
    let p = name_pieces("鹿儿岛: 西乡隆盛、10番大队、11番大队 counters");
    assert_eq!(
        p,
        vec![
            "鹿儿岛:",
            " ",
            "西乡隆盛、",
            "10番大队、",
            "11番大队 ",
            "counters"
        ]
    );
    assert_eq!(p.concat(), "鹿儿岛: 西乡隆盛、10番大队、11番大队 counters");
}
