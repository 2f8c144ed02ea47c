//! Issue 19 item 10 (generic part): `tables check` reports every problem of every game at once, each
//! with file:line where there is one; a file name a game does not have is refused (it was reported as
//! "in use" and silently ignored); a name players type may not hold `,` or `=`.

#![allow(clippy::disallowed_methods)]

use std::path::PathBuf;

use crate::clienv;
use clienv::Env;

fn user_file(e: &Env, game: &str, name: &str, text: &str) -> PathBuf {
    let dir = e.path("mine").join(game);
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn check(e: &Env) -> (Option<i32>, String, String) {
    let o = e.run(&["tables", "check", e.path("mine").to_str().unwrap()]);
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).to_string(),
        String::from_utf8_lossy(&o.stderr).to_string(),
    )
}

#[test]
fn issue_19_10_every_broken_game_and_file_is_reported_at_once() {
    let e = Env::new();
    // Two broken files in Seinan, one in Tenka, and Shogun left good.
    let seinan_map = user_file(&e, "seinan", "map.toml", "placeholder = [\n");
    let seinan_units = user_file(&e, "seinan", "units.toml", "units = 3\nunits = 4\n");
    let tenka = user_file(
        &e,
        "tenka",
        "map.toml",
        &include_str!("../../tables/tenka/map.toml").replacen(
            "placeholder = true",
            "placeholder = 7",
            1,
        ),
    );
    user_file(
        &e,
        "shogun",
        "map.toml",
        include_str!("../../tables/shogun/map.toml"),
    );
    let (code, out, err) = check(&e);
    assert_eq!(code, Some(2), "{out}{err}");
    for p in [&seinan_map, &seinan_units, &tenka] {
        let shown = format!("{}:", p.display());
        let line = err
            .lines()
            .find(|l| l.contains(&shown))
            .unwrap_or_else(|| panic!("{} is reported: {err}", p.display()));
        // file:line:column right after the path.
        let after = &line[line.find(&shown).unwrap() + shown.len()..];
        assert!(after.starts_with(|c: char| c.is_ascii_digit()), "{line}");
        assert!(line.starts_with("error: "), "{line}");
    }
    assert!(
        err.lines().last().unwrap().contains("3 problems"),
        "the count closes the list: {err}"
    );
    // The good game is still reported as good.
    assert!(out.contains("ok: shogun"), "{out}");
    assert!(
        !out.contains("ok: seinan") && !out.contains("ok: tenka"),
        "{out}"
    );
}

#[test]
fn issue_19_10_a_file_name_the_game_does_not_have_is_refused() {
    let e = Env::new();
    let p = user_file(
        &e,
        "seinan",
        "maps.toml",
        include_str!("../../tables/seinan/map.toml"),
    );
    let (code, out, err) = check(&e);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains(&p.display().to_string()), "{err}");
    assert!(err.contains("not a table file of seinan"), "{err}");
    assert!(err.contains("map.toml"), "names the real files: {err}");
    assert!(
        !out.contains("maps.toml"),
        "never reported as in use: {out}"
    );
    // Play refuses it the same way: the players' edit would otherwise be silently ignored.
    let home = e.home.path().join("tables/seinan");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::copy(&p, home.join("maps.toml")).unwrap();
    let m = e.err(&["session", "new", "seinan"]);
    assert!(m.contains("not a table file of seinan"), "{m}");
}

#[test]
fn issue_19_10_a_region_named_with_a_comma_is_refused_with_its_line() {
    let e = Env::new();
    let text = include_str!("../../tables/tenka/map.toml").replace("\"山城\"", "\"Kyo, north\"");
    let p = user_file(&e, "tenka", "map.toml", &text);
    let line = text
        .lines()
        .position(|l| l.starts_with("id = \"Kyo, north\""))
        .unwrap()
        + 1;
    let (code, out, err) = check(&e);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains(&format!("{}:{line}:", p.display())),
        "line {line}: {err}"
    );
    assert!(err.contains("Kyo, north") && err.contains("','"), "{err}");
    // A unit id with '=' in Seinan, too.
    let e = Env::new();
    let text =
        include_str!("../../tables/seinan/units.toml").replacen("\"6番大队\"", "\"6番=大队\"", 1);
    user_file(&e, "seinan", "units.toml", &text);
    let (code, _, err) = check(&e);
    assert_eq!(code, Some(2));
    assert!(err.contains("6番=大队") && err.contains("'='"), "{err}");
}

/// The GUI table editor's save check refuses such a name too (play would refuse the saved file).
#[test]
fn issue_19_10_the_table_editor_refuses_a_name_with_a_comma() {
    let data = tempfile::tempdir().unwrap();
    let text = include_str!("../../tables/tenka/map.toml").replace("\"山城\"", "\"Kyo, north\"");
    let e = gunbai::gui::tables_editor::check_with(data.path(), "tenka", "map.toml", &text)
        .unwrap_err();
    assert!(e.contains("Kyo, north") && e.contains("map.toml:"), "{e}");
    gunbai::gui::tables_editor::check_with(
        data.path(),
        "tenka",
        "map.toml",
        include_str!("../../tables/tenka/map.toml"),
    )
    .unwrap();
}
