//! `gunbai serve FILE --listen ADDR:PORT` through the real binary (issue 24): one line per seat with
//! its address, the table view's address, what the listening address means; a bad `--listen` is
//! refused naming the flag.

#![allow(clippy::disallowed_methods)]

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crate::clienv::Env;
use crate::serve_season::{get, path_of};

/// Ends the child when the test ends, passed or failed.
struct Kill(std::process::Child);
impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn issue_24_serve_prints_a_line_per_seat_and_the_table_view_and_serves_them() {
    let e = Env::new();
    let f = e.path("shogun.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "shogun",
        "--players",
        "3",
        "--seed",
        "13",
        "--out",
        fs,
    ]);
    e.ok(&["session", "act", fs, "prime-tower"]);
    e.ok(&["session", "act", fs, "deal"]);
    let child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(["serve", fs, "--listen", "127.0.0.1:0", "--lang", "en"])
        .env("GUNBAI_HOME", e.home.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut child = Kill(child);
    let out = child.0.stdout.take().unwrap();
    let mut lines = Vec::new();
    for l in BufReader::new(out).lines() {
        let l = l.unwrap();
        let done = l.contains("Ctrl+C");
        lines.push(l);
        if done {
            break;
        }
    }
    let seats: Vec<&String> = lines.iter().filter(|l| l.starts_with("seat ")).collect();
    assert_eq!(seats.len(), 3, "{lines:?}");
    for c in ["red", "yellow", "blue"] {
        assert!(
            seats
                .iter()
                .any(|l| l.starts_with(&format!("seat {c}: http://127.0.0.1:"))),
            "{lines:?}"
        );
    }
    let table = lines
        .iter()
        .find_map(|l| l.strip_prefix("table view: "))
        .unwrap();
    assert!(
        lines.iter().any(|l| l.contains("this computer only")),
        "loopback said on screen: {lines:?}"
    );
    let addr: std::net::SocketAddr = table
        .strip_prefix("http://")
        .unwrap()
        .trim_end_matches("/table")
        .parse()
        .unwrap();
    let (c, body) = get(addr, "/table/view?lang=en");
    assert_eq!(c, 200);
    assert!(body.contains("Planning"), "{body}");
    let url = seats[0].split_once(": ").unwrap().1;
    assert_eq!(get(addr, &format!("{}/view", path_of(url))).0, 200);
}

#[test]
fn issue_24_serve_names_the_seats_in_the_players_language() {
    let e = Env::new();
    let f = e.path("shogun.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&["session", "new", "shogun", "--players", "3", "--out", fs]);
    let child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(["serve", fs, "--listen", "127.0.0.1:0", "--lang", "zh"])
        .env("GUNBAI_HOME", e.home.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut child = Kill(child);
    let out = child.0.stdout.take().unwrap();
    let first = BufReader::new(out).lines().next().unwrap().unwrap();
    assert!(first.starts_with("座位 红方："), "{first}");
}

#[test]
fn issue_24_serve_refuses_a_bad_listen_address_naming_the_flag() {
    let e = Env::new();
    let f = e.path("s.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&["session", "new", "shogun", "--players", "3", "--out", fs]);
    let err = e.err(&["serve", fs, "--listen", "everywhere"]);
    assert!(
        err.contains("--listen") && err.contains("everywhere"),
        "{err}"
    );
}
