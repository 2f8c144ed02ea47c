//! Issue 24 with Tenka's chips (rule 3-2): the attacker's phone, then the defender's, each gets its own
//! chip form (the seat the hand-over screen would name) and enters its chips face down; neither phone
//! nor the table view shows the other side's chips.

#![allow(clippy::disallowed_methods)]

use gunbai::core::{ActionCall, Params, Setup};
use gunbai::serve::Server;
use gunbai::session::Session;
use serde_json::{Value, json};

use crate::serve_season::{get, path_of, post};

#[test]
fn issue_24_rule_3_2_tenka_chips_from_the_attackers_and_the_defenders_phones_stay_hidden() {
    let dir = tempfile::tempdir().unwrap();
    let game = gunbai::games::load_embedded("tenka").unwrap();
    let setup = Setup {
        scenario: Some("tenka-fubu".into()),
        players: 3,
        // Issue 21: players named at set-up; the red player is called "blue", which must not hand
        // red's chip form to the blue seat.
        options: [
            ("name-1".to_string(), json!("blue")),
            ("name-2".to_string(), json!("秀吉")),
        ]
        .into_iter()
        .collect(),
    };
    let mut s = Session::create(game, setup, Some(5), Some(dir.path().join("t.gunbai"))).unwrap();
    for r in ["尾張", "近江", "美濃"] {
        let mut p = Params::new();
        p.insert("region", r);
        s.act(
            ActionCall {
                name: "choose-start".into(),
                params: p,
            },
            &[],
            true,
        )
        .unwrap();
    }
    let server = Server::start(s, "127.0.0.1:0".parse().unwrap()).unwrap();
    let addr = server.addr();
    let seats: Vec<(String, String)> = server
        .seat_urls()
        .into_iter()
        .map(|(n, u)| (n, path_of(&u)))
        .collect();
    assert_eq!(seats.len(), 3);
    let chips = [
        (
            "attack-chips",
            json!({"chip-3": "越前", "chip-2": "越前", "chip-1": "甲斐", "chip-0a": "甲斐",
                   "chip-0b": "越前", "salt": "sora-attack-1331"}),
        ),
        (
            "defence-chips",
            json!({"chip-2": "甲斐", "chip-1a": "越前", "chip-1b": "越前", "chip-1c": "越前",
                   "chip-1d": "越前", "salt": "umi-defence-2662"}),
        ),
    ];
    let mut seen: Vec<(String, String)> = Vec::new();
    let mut by: Vec<(String, String)> = Vec::new();
    for (action, values) in &chips {
        let mut asked = Vec::new();
        for (name, p) in &seats {
            let (c, body) = get(addr, &format!("{p}/view?lang=zh"));
            assert_eq!(c, 200);
            let v: Value = serde_json::from_str(&body).unwrap();
            let forms = v["forms"].as_array().unwrap();
            // The seat in the players' words (tenka-player: "红 (赤)"-style), never the bare key.
            assert_ne!(v["seat"], json!(name), "{}", v["seat"]);
            // The seat page names its player as "name (colour)" when the table named one.
            let title = v["seat"].as_str().unwrap();
            match name.as_str() {
                "red" => assert_eq!(title, "blue（赤）"),
                "blue" => assert_eq!(title, "秀吉（青）"),
                _ => assert!(!title.contains('（'), "{title}"),
            }
            if !forms.is_empty() {
                assert_eq!(forms[0]["action"], *action, "{body}");
                asked.push((name.clone(), p.clone()));
            }
            seen.push((name.clone(), body));
        }
        seen.push(("table".into(), get(addr, "/table/view?lang=ja").1));
        assert_eq!(asked.len(), 1, "one seat places {action}: {asked:?}");
        let (name, p) = asked.remove(0);
        let (c, body) = post(
            addr,
            &format!("{p}/act"),
            &json!({"action": action, "values": values}).to_string(),
        );
        assert_eq!(c, 200, "{body}");
        by.push((name, values["salt"].as_str().unwrap().to_string()));
    }
    assert_ne!(by[0].0, by[1].0, "attacker and defender are two seats");
    for (name, p) in &seats {
        let body = get(addr, &format!("{p}/view")).1;
        // Each side sees its own chips on its own phone (and the third seat none).
        let v: Value = serde_json::from_str(&body).unwrap();
        let mine = v["mine"].as_array().unwrap();
        match by.iter().find(|(n, _)| n == name) {
            Some((_, salt)) => {
                assert_eq!(mine.len(), 1, "{name}: {body}");
                assert!(mine[0].to_string().contains(salt.as_str()), "{body}");
            }
            None => assert!(mine.is_empty(), "{name}: {body}"),
        }
        seen.push((name.clone(), body));
    }
    seen.push(("table".into(), get(addr, "/table/view").1));
    for (who, body) in &seen {
        for (owner, salt) in &by {
            if who != owner {
                assert!(!body.contains(salt.as_str()), "{who} saw {owner}'s {salt}");
            }
        }
        // No chip placement as the journal writes it.
        assert!(!body.contains("\"chip-3\":\"越前\""), "{who}");
    }
    assert_eq!(server.table().session.position(), 5);
}
