use gunbai_rules::core::index::*;

fn name(s: &String) -> &str {
    s
}

#[test]
fn issue_23_a_hint_answers_as_the_index_even_when_the_list_changes() {
    let mut items: Vec<String> = ["甲", "乙", "丙", "丁"].map(String::from).to_vec();
    let ix = NameIndex::default();
    let hint = Hint::default();
    let ask = |items: &[String], n: &str| hint.position(&ix, items, n, name);
    assert_eq!(ask(&items, "丙"), Some(2));
    assert_eq!(ask(&items, "丙"), Some(2));
    // A copy keeps where it was found, and answers the same.
    let copy = hint.clone();
    assert_eq!(copy.position(&ix, &items, "丙", name), Some(2));
    assert_eq!(copy, hint);
    // Moved, renamed, gone: the hint is not trusted.
    items.swap(0, 2);
    assert_eq!(ask(&items, "丙"), Some(0));
    items[0] = "戊".into();
    assert_eq!(ask(&items, "丙"), None);
    assert_eq!(ask(&items, "戊"), Some(0));
    for n in ["甲", "乙", "丁", "戊", "己"] {
        assert_eq!(ask(&items, n), items.iter().position(|x| x == n), "{n}");
    }
}

#[test]
fn issue_23_the_index_answers_as_a_linear_search_even_when_stale() {
    let mut items: Vec<String> = ["甲", "乙", "丙", "丁"].map(String::from).to_vec();
    let ix = NameIndex::default();
    for n in ["甲", "乙", "丙", "丁", "戊"] {
        assert_eq!(
            ix.position(&items, n, name),
            items.iter().position(|x| x == n)
        );
    }
    // The list changes under the cache: moved, renamed, added.
    items.swap(0, 3);
    items[1] = "己".into();
    items.push("庚".into());
    for n in ["甲", "乙", "丙", "丁", "己", "庚"] {
        assert_eq!(
            ix.position(&items, n, name),
            items.iter().position(|x| x == n),
            "{n}"
        );
    }
    // A copy shares the cache and answers the same.
    let copy = ix.clone();
    assert_eq!(copy.position(&items, "庚", name), Some(4));
    assert_eq!(ix, NameIndex::default());
    let mut ix = ix;
    ix.refresh(&items, name);
    for n in ["甲", "丁", "己", "庚", "辛"] {
        assert_eq!(
            ix.position(&items, n, name),
            items.iter().position(|x| x == n),
            "{n}"
        );
    }
    ix.clear();
    for n in ["甲", "丁", "己", "庚", "辛"] {
        assert_eq!(
            ix.position(&items, n, name),
            items.iter().position(|x| x == n),
            "{n}"
        );
    }
}

#[test]
fn issue_23_a_name_is_trimmed_as_trim_trims_it() {
    for n in [
        "甲",
        " 甲",
        "甲\u{3000}",
        "\u{a0}甲 ",
        "",
        " ",
        "a b",
        "\t",
        "x\n",
        "丙丁",
    ] {
        assert_eq!(trim_name(n), n.trim(), "{n:?}");
    }
}
