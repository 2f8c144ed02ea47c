use gunbai_rules::tables::*;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Spec {
    name: String,
    level: u8,
}

#[test]
fn unknown_field_is_named_with_position() {
    let e =
        parse_toml::<Spec>("tables/x/a.toml", "name = \"a\"\nlevel = 1\nlevle = 2\n").unwrap_err();
    let s = e.to_string();
    assert!(s.starts_with("tables/x/a.toml:3:1: levle:"), "{s}");
}

#[test]
fn wrong_type_has_line() {
    let e = parse_toml::<Spec>("a.toml", "name = \"a\"\nlevel = \"high\"\n").unwrap_err();
    match e {
        TableError::Parse { line, .. } => assert_eq!(line, 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn validation_errors_point_at_the_users_file_and_line() {
    let text = "id = \"t\"\ncolumns = [\"a\", \"b\"]\n\n[[rows]]\nkey = \"1\"\ncells = [\"x\", \"y\"]\n\n[[rows]]\nkey = \"2\"\ncells = [\"z\", \"banana\"]\n";
    let mut files = TableFiles::embedded("g", &[("t.toml", text)]);
    let inv = |field: &str| TableError::invalid("tables/g/t.toml", field, "bad");
    let at = |e: TableError| match e {
        TableError::Parse {
            file, line, column, ..
        } => (file, line, column),
        other => panic!("{other:?}"),
    };
    assert_eq!(at(files.locate(inv("rows.2.cells[1]"))).1, 10);
    assert_eq!(at(files.locate(inv("rows.2.b"))).1, 10);
    assert_eq!(at(files.locate(inv("rows[1].key"))).1, 9);
    assert_eq!(
        at(files.locate(inv("columns[1]"))),
        ("tables/g/t.toml".into(), 2, 17)
    );
    files.put(
        "t.toml",
        text.into(),
        Origin::User("/home/me/t.toml".into()),
    );
    let (file, line, _) = at(files.locate(inv("rows.2.cells[1]")));
    assert_eq!((file.as_str(), line), ("/home/me/t.toml", 10));
    assert!(matches!(
        files.locate(TableError::invalid("other.toml", "x", "y")),
        TableError::Invalid { .. }
    ));
}

#[test]
fn missing_field_named() {
    let e = parse_toml::<Spec>("a.toml", "name = \"a\"\n").unwrap_err();
    assert!(e.to_string().contains("level"), "{e}");
}
