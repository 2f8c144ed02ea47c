//! Issue 24, phones at the table: the server over loopback (port 0). A whole Shogun planning season
//! entered by three seats from their own tokens, with every response of every seat and of the table
//! view scanned for another seat's plan before the reveal; forged and missing tokens (403, nothing
//! else), unknown paths (404), oversized requests and too many requests refused.

#![allow(clippy::disallowed_methods)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use gunbai::core::{ActionCall, Params, Setup};
use gunbai::serve::{Limits, Server};
use gunbai::session::Session;
use serde_json::{Value, json};

/// One raw request; returns the status and the body.
pub(crate) fn raw(addr: SocketAddr, request: &[u8]) -> (u16, Vec<u8>) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    // The server may answer (and close) before a refused body is sent whole.
    let _ = s.write_all(request);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out);
    let status: u16 = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {text:?}"));
    let body = match out.windows(4).position(|w| w == b"\r\n\r\n") {
        Some(i) => out[i + 4..].to_vec(),
        None => vec![],
    };
    (status, body)
}

pub(crate) fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let (c, b) = raw(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes(),
    );
    (c, String::from_utf8(b).unwrap())
}

pub(crate) fn post(addr: SocketAddr, path: &str, body: &str) -> (u16, String) {
    let (c, b) = raw(
        addr,
        format!(
            "POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    (c, String::from_utf8(b).unwrap())
}

fn act(s: &mut Session, name: &str) {
    s.act(
        ActionCall {
            name: name.into(),
            params: Params::new(),
        },
        &[],
        true,
    )
    .unwrap();
}

/// A Shogun session of three at its first planning, in `dir`.
pub(crate) fn shogun_at_planning(dir: &std::path::Path) -> Session {
    let game = gunbai::games::load_embedded("shogun").unwrap();
    let setup = Setup {
        scenario: None,
        players: 3,
        options: Default::default(),
    };
    let mut s = Session::create(game, setup, Some(13), Some(dir.join("shogun.gunbai"))).unwrap();
    act(&mut s, "prime-tower");
    act(&mut s, "deal");
    s
}

pub(crate) fn path_of(url: &str) -> String {
    let rest = url.strip_prefix("http://").unwrap();
    rest[rest.find('/').unwrap()..].to_string()
}

/// A plan filled from a seat's form, as a player would from its pick-lists: bid `bid`, a province
/// card on each of the first eight spaces (rule 2.(3), Gunbai's ruling 26: with enough cards every
/// space is filled), chests on both wars, the secret word `salt`, and a `player` the server must
/// ignore (the seat is the token's).
pub(crate) fn plan_values(form: &Value, bid: usize, salt: &str, player: &str) -> Value {
    let keys = form["keys"].as_array().unwrap();
    let cands = |k: &str| -> Vec<String> {
        keys.iter().find(|x| x["name"] == k).unwrap()["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect()
    };
    let provinces: Vec<String> = cands("castle")
        .into_iter()
        .filter(|c| c != "chest")
        .collect();
    assert!(provinces.len() >= 8, "the seat's province cards are listed");
    assert!(cands("bid").contains(&bid.to_string()));
    let mut values = json!({
        "bid": bid.to_string(),
        "war-a": "chest",
        "war-b": "chest",
        "salt": salt,
        "player": player,
    });
    for (k, prov) in [
        "castle",
        "temple",
        "theatre",
        "rice",
        "tax",
        "recruit-5",
        "recruit-3",
        "recruit-1",
    ]
    .iter()
    .zip(&provinces)
    {
        values[*k] = json!(prov);
    }
    values
}

#[test]
fn issue_24_rule_5_3_a_shogun_planning_season_from_three_phones_never_shows_a_plan_to_another_seat()
{
    let dir = tempfile::tempdir().unwrap();
    let s = shogun_at_planning(dir.path());
    let server = Server::start(s, "127.0.0.1:0".parse().unwrap()).unwrap();
    let addr = server.addr();
    assert!(!server.on_all_interfaces());
    let seats: Vec<(String, String)> = server
        .seat_urls()
        .into_iter()
        .map(|(n, u)| (n, path_of(&u)))
        .collect();
    assert_eq!(seats.len(), 3, "one seat per player: {seats:?}");
    // Every token is its own and long (≥ 128 bits as hex).
    for (_, p) in &seats {
        let token = p.strip_prefix("/seat/").unwrap();
        assert!(token.len() >= 32, "{token}");
        assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
    }
    assert_ne!(seats[0].1, seats[1].1);

    // Every response, by who asked: Some(seat) for a seat's page, None for the table view.
    let mut seen: Vec<(Option<String>, String)> = Vec::new();
    // Each seat's secrets: what only its own page may show before the reveal.
    let mut secrets: Vec<(String, Vec<String>)> = Vec::new();
    let langs = ["en", "zh", "ja"];
    // Seed 2.(3): the players lay their plans face down at the same time, in no order among them, so
    // every seat that has not planned gets its form at once; here they send in reverse seat order.
    let order: Vec<usize> = (0..seats.len()).rev().collect();
    for (round, &who) in order.iter().enumerate() {
        let mut asked = Vec::new();
        for (i, (name, p)) in seats.iter().enumerate() {
            let lang = langs[(i + round) % 3];
            let (c, body) = get(addr, &format!("{p}/view?lang={lang}"));
            assert_eq!(c, 200, "{body}");
            let v: Value = serde_json::from_str(&body).unwrap();
            if !v["forms"].as_array().unwrap().is_empty() {
                asked.push(i);
            }
            seen.push((Some(name.clone()), body));
        }
        let (c, body) = get(addr, "/table/view?lang=en");
        assert_eq!(c, 200);
        seen.push((None, body));
        // Every seat that has not planned yet is asked now, not only the next in seat order.
        let mut waiting: Vec<usize> = order[round..].to_vec();
        waiting.sort();
        assert_eq!(asked, waiting, "round {round}");
        let (name, p) = &seats[who];
        let (c, body) = get(addr, &format!("{p}/view?lang=en"));
        assert_eq!(c, 200);
        let v: Value = serde_json::from_str(&body).unwrap();
        seen.push((Some(name.clone()), body));
        let form = &v["forms"][0];
        assert_eq!(form["action"], "plan");
        let keys = form["keys"].as_array().unwrap();
        // The seat's own form never asks which player it is: the token says it.
        assert!(keys.iter().all(|k| k["name"] != "player"));
        // A seat that has planned already is refused another plan (rule 2.(3)).
        if let Some(&done) = order[..round].first() {
            let (c, _) = post(
                addr,
                &format!("{}/act", seats[done].1),
                &json!({"action": "plan", "values": {"bid": "0"}}).to_string(),
            );
            assert_eq!(c, 409, "a seat that planned is refused");
        }
        let other = &seats[(who + 1) % seats.len()];
        let salt = format!("hush-{name}-4711");
        // The pick-lists are this seat's own cards (the plan is refused otherwise).
        let values = plan_values(form, round, &salt, &other.0);
        let (c, body) = post(
            addr,
            &format!("{p}/act?lang=en"),
            &json!({"action": "plan", "values": values}).to_string(),
        );
        assert_eq!(c, 200, "{body}");
        seen.push((Some(name.clone()), body));
        // The seat sees its own sealed plan (and only that seat: scanned below).
        let (c, body) = get(addr, &format!("{p}/view?lang=en"));
        assert_eq!(c, 200);
        let v: Value = serde_json::from_str(&body).unwrap();
        assert!(v["forms"].as_array().unwrap().is_empty(), "planned once");
        let mine = v["mine"].as_array().unwrap();
        assert_eq!(mine.len(), 1, "{body}");
        assert!(
            mine[0]["commitment"]
                .as_str()
                .is_some_and(|h| h.len() >= 16)
        );
        let mut own: Vec<String> = mine[0]["keys"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|kv| kv[1] != "chest")
            .map(|kv| kv.to_string())
            .collect();
        assert!(own.iter().any(|kv| kv.contains(&salt)), "{own:?}");
        own.push(salt.clone());
        secrets.push((name.clone(), own));
        seen.push((Some(name.clone()), body));
    }
    // Replay and undo are exact with the plans in any order: the journal read again gives the same
    // state; undoing the last plan asks that seat alone again, and redo gives the same state back.
    let end = {
        let mut t = server.table();
        let end = t.session.state_json();
        let again = Session::from_bytes(&t.session.to_bytes(), None, &gunbai::games::load_embedded)
            .unwrap();
        assert_eq!(again.state_json(), end);
        let plans: Vec<String> = t
            .session
            .log()
            .iter()
            .filter(|e| e.action.name == "plan")
            .filter_map(|e| {
                e.action
                    .params
                    .get("player")
                    .and_then(Value::as_str)
                    .map(str::to_string)
            })
            .collect();
        let expected: Vec<String> = order.iter().map(|&i| seats[i].0.clone()).collect();
        assert_eq!(plans, expected, "journaled in the order sent");
        t.session.undo(None, true).unwrap();
        end
    };
    for (i, (name, p)) in seats.iter().enumerate() {
        let body = get(addr, &format!("{p}/view")).1;
        let v: Value = serde_json::from_str(&body).unwrap();
        let forms = v["forms"].as_array().unwrap().len();
        assert_eq!(
            forms,
            usize::from(i == order[order.len() - 1]),
            "seat {i} after undo"
        );
        seen.push((Some(name.clone()), body));
    }
    seen.push((None, get(addr, "/table/view").1));
    {
        let mut t = server.table();
        t.session.redo().unwrap();
        assert_eq!(t.session.state_json(), end);
        let again = Session::from_bytes(&t.session.to_bytes(), None, &gunbai::games::load_embedded)
            .unwrap();
        assert_eq!(again.state_json(), t.session.state_json());
    }
    // All three planned: the session journaled them as the rules took them.
    {
        let t = server.table();
        let planned = t
            .session
            .log()
            .iter()
            .filter(|e| e.action.name == "plan" && !e.undone)
            .count();
        assert_eq!(planned, 3);
    }
    // Once more, every view after the last plan, then the scan.
    for (name, p) in &seats {
        for lang in langs {
            let (_, body) = get(addr, &format!("{p}/view?lang={lang}"));
            seen.push((Some(name.clone()), body));
        }
    }
    for lang in langs {
        seen.push((None, get(addr, &format!("/table/view?lang={lang}")).1));
    }
    for (who, body) in &seen {
        for (owner, own) in &secrets {
            if who.as_deref() == Some(owner.as_str()) {
                continue;
            }
            for s in own {
                assert!(
                    !body.contains(s.as_str()),
                    "{who:?} was shown {owner}'s sealed {s} before the reveal"
                );
            }
        }
    }
    // The table view says the plans are sealed in its log.
    let table: Value = serde_json::from_str(&get(addr, "/table/view?lang=en").1).unwrap();
    let log = table["log"].as_array().unwrap();
    assert_eq!(
        log.iter()
            .filter(|l| l.as_str().unwrap().contains("(sealed)"))
            .count(),
        3,
        "{log:?}"
    );
}

#[test]
fn issue_24_a_bad_or_missing_token_gets_403_with_nothing_else_and_unknown_paths_404() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        shogun_at_planning(dir.path()),
        "127.0.0.1:0".parse().unwrap(),
    )
    .unwrap();
    let addr = server.addr();
    let (_, url) = server.seat_urls().remove(0);
    let good = path_of(&url);
    let token = good.strip_prefix("/seat/").unwrap().to_string();
    // One character changed, the same length: a forged token.
    let mut forged: Vec<char> = token.chars().collect();
    forged[0] = if forged[0] == 'a' { 'b' } else { 'a' };
    let forged: String = forged.into_iter().collect();
    for p in [
        format!("/seat/{forged}"),
        format!("/seat/{forged}/view"),
        "/seat".to_string(),
        "/seat/".to_string(),
        "/seat//view".to_string(),
        format!("/seat/{}", &token[..token.len() - 1]),
        format!("/seat/{token}0/view"),
    ] {
        let (c, body) = get(addr, &p);
        assert_eq!(c, 403, "{p}");
        assert!(body.is_empty(), "{p}: {body}");
    }
    let (c, body) = post(
        addr,
        &format!("/seat/{forged}/act"),
        &json!({"action": "plan", "values": {"bid": "1"}}).to_string(),
    );
    assert_eq!((c, body.as_str()), (403, ""));
    assert_eq!(server.table().session.position(), 2, "nothing entered");
    // The good token works; unknown paths are 404.
    assert_eq!(get(addr, &good).0, 200);
    assert_eq!(get(addr, &format!("{good}/view")).0, 200);
    for p in [
        "/",
        "/nope",
        "/table/nope",
        "/table/view/x",
        &format!("{good}/nope"),
    ] {
        assert_eq!(get(addr, p).0, 404, "{p}");
    }
    // The pages and their script and style, embedded.
    let (c, page) = get(addr, "/table");
    assert_eq!(c, 200);
    assert!(page.contains("/gunbai.js"));
    assert_eq!(get(addr, "/gunbai.js").0, 200);
    assert_eq!(get(addr, "/gunbai.css").0, 200);
}

#[test]
fn issue_24_oversized_requests_and_too_many_requests_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        per_window: 12,
        window: Duration::from_secs(3600),
        ..Limits::default()
    };
    let server = Server::start_with(
        shogun_at_planning(dir.path()),
        "127.0.0.1:0".parse().unwrap(),
        limits.clone(),
    )
    .unwrap();
    let addr = server.addr();
    let (_, url) = server.seat_urls().remove(0);
    let p = path_of(&url);
    // A body over the bound is refused from its length, before it is read.
    let big = "x".repeat(limits.body + 1);
    let (c, _) = post(addr, &format!("{p}/act"), &big);
    assert_eq!(c, 413);
    // A head over the bound.
    let (c, _) = raw(
        addr,
        format!(
            "GET /table/view HTTP/1.1\r\nX-Pad: {}\r\n\r\n",
            "y".repeat(limits.head + 10)
        )
        .as_bytes(),
    );
    assert_eq!(c, 431);
    // A chunked body (no length) is refused.
    let (c, _) = raw(
        addr,
        format!("POST {p}/act HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n").as_bytes(),
    );
    assert_eq!(c, 411);
    // Not HTTP at all, or a body that is not the form's JSON: refused, nothing entered.
    assert_eq!(raw(addr, b"HELLO\r\n\r\n").0, 400);
    assert_eq!(post(addr, &format!("{p}/act"), "[1, 2]").0, 400);
    assert_eq!(server.table().session.position(), 2, "nothing entered");
    // Too many requests from one address within the window: refused with 429.
    let mut codes = Vec::new();
    for _ in 0..12 {
        codes.push(get(addr, "/table/view").0);
    }
    assert!(codes.contains(&429), "{codes:?}");
    assert_eq!(codes.last(), Some(&429));
}
