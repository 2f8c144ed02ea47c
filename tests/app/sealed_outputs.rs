//! Issue 19 item 3: no sealed value in any output before the rules turn it face up, for Shogun and
//! Tenka, through the real binary: `session log` (plain and `--json`), `session show` (plain and
//! `--json`), the pack-up PDF, its QR payload (decoded) and the session imported from it. After the
//! reveal, what the rules have turned is shown.

#![allow(clippy::disallowed_methods)]

use serde_json::Value;

use crate::clienv::Env;
use crate::common;
use gunbai::print::qr::{self, PayloadKind};
use gunbai::session::Session;

const SEALED: &str = "(sealed)";
/// The action spaces of a Shogun player board, in the board's order (A1–A10).
const ACTS: [&str; 10] = [
    "castle",
    "temple",
    "theatre",
    "rice",
    "tax",
    "recruit-5",
    "recruit-3",
    "recruit-1",
    "war-a",
    "war-b",
];

/// The session as the library reads it (no write: from the bytes).
fn load(path: &std::path::Path) -> Session {
    let bytes = std::fs::read(path).unwrap();
    Session::from_bytes(&bytes, None, &gunbai::games::load_embedded).unwrap()
}

/// Every text output of the session and its pack-up, with a name for the failure message: the log and
/// the listing (plain and JSON), the pack-up PDF's text, and the QR payload's content, decoded.
fn outputs(e: &Env, game: &str, file: &str) -> Vec<(String, String)> {
    let mut out = vec![
        (
            "session log --json".to_string(),
            e.json(&["session", "log", file, "--json"]).to_string(),
        ),
        ("session log".into(), e.ok(&["session", "log", file])),
        (
            "session show --json".into(),
            e.json(&["session", "show", file, "--json"]).to_string(),
        ),
        ("session show".into(), e.ok(&["session", "show", file])),
    ];
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let pdf = e.path(&format!("{game}-packup-{n}.pdf"));
    e.ok(&[
        "print",
        game,
        "packup",
        "--session",
        file,
        "--out",
        pdf.to_str().unwrap(),
    ]);
    let (_, _, _, text) = common::inspect(&std::fs::read(&pdf).unwrap());
    out.push(("pack-up PDF text".into(), text));
    let (kind, bytes) = qr::join(&qr::encode_codes(&load(file.as_ref())).codes).unwrap();
    out.push((
        format!("pack-up QR payload ({kind:?})"),
        String::from_utf8_lossy(&bytes).into_owned(),
    ));
    out
}

/// Asserts no output holds any of `secrets` (the secret words, and `"key":"value"` pairs of sealed
/// placements as JSON writes them).
fn assert_hidden(outs: &[(String, String)], secrets: &[String]) {
    for (name, text) in outs {
        for s in secrets {
            assert!(!text.contains(s.as_str()), "{name} shows the sealed {s}");
        }
    }
}

/// `"key":"value"` as compact JSON writes it (the journal, `--json` outputs).
fn pair(k: &str, v: &str) -> String {
    format!("\"{k}\":\"{v}\"")
}

/// Imports every code of the session's pack-up into a new file; returns it.
fn import(e: &Env, file: &str, name: &str) -> String {
    let codes = qr::encode_codes(&load(file.as_ref())).codes;
    let out = e.path(name);
    let mut args = vec!["session", "import"];
    for c in &codes {
        args.push("--qr-text");
        args.push(c);
    }
    let o = out.to_str().unwrap().to_string();
    args.extend(["--out", o.as_str()]);
    e.ok(&args);
    o
}

fn show(e: &Env, f: &str) -> Value {
    e.json(&["session", "show", f, "--json"])
}

fn plan_entries(e: &Env, f: &str) -> Vec<Value> {
    e.json(&["session", "log", f, "--json"])
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["action"]["name"] == "plan")
        .cloned()
        .collect()
}

#[test]
fn rule_5_3_shogun_plans_stay_sealed_in_every_output_until_their_cards_are_turned() {
    let e = Env::new();
    let f = e.path("shogun.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "shogun",
        "--players",
        "4",
        "--seed",
        "13",
        "--out",
        fs,
    ]);
    e.ok(&["session", "act", fs, "prime-tower"]);
    e.ok(&["session", "act", fs, "deal"]);
    let st = show(&e, fs)["state"].clone();
    let colours: Vec<String> = st["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["colour"].as_str().unwrap().to_string())
        .collect();
    // Each player: bids its seat number (0–3, all different), its provinces on A1–A8, chest cards on
    // both wars, and a secret word of its own.
    let mut plans: Vec<(String, Vec<(String, String)>)> = vec![];
    for (i, c) in colours.iter().enumerate() {
        let mut held: Vec<String> = st["provinces"]
            .as_object()
            .unwrap()
            .iter()
            .filter(|(_, p)| p["owner"] == c.as_str())
            .map(|(n, _)| n.clone())
            .collect();
        held.sort();
        let mut kv = vec![
            ("bid".to_string(), (i % 4).to_string()),
            ("salt".into(), format!("hush-{c}-4711")),
            ("war-a".into(), "chest".into()),
            ("war-b".into(), "chest".into()),
        ];
        for (k, p) in ACTS[..8].iter().zip(&held) {
            kv.push((k.to_string(), p.clone()));
        }
        let mut args: Vec<String> = vec![
            "session".into(),
            "act".into(),
            fs.into(),
            "plan".into(),
            format!("player={c}"),
        ];
        args.extend(kv.iter().map(|(k, v)| format!("{k}={v}")));
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        e.ok(&a);
        plans.push((c.clone(), kv));
    }
    let salts: Vec<String> = plans
        .iter()
        .map(|(_, kv)| kv.iter().find(|(k, _)| k == "salt").unwrap().1.clone())
        .collect();
    // Every placement and bid as the journal writes it.
    let placements = |only: &dyn Fn(&str) -> bool| -> Vec<String> {
        plans
            .iter()
            .flat_map(|(_, kv)| {
                kv.iter()
                    .filter(|(k, v)| only(k) && v != "chest" && k != "salt")
                    .map(|(k, v)| pair(k, v))
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let mut secrets = salts.clone();
    secrets.extend(placements(&|_| true));

    // 1. All planned, nothing revealed: every output, and the pack-up with its import.
    let outs = outputs(&e, "shogun", fs);
    assert_hidden(&outs, &secrets);
    for p in plan_entries(&e, fs) {
        for k in ["bid", "castle", "recruit-1", "war-b", "salt"] {
            assert_eq!(p["action"]["params"][k], SEALED, "{k}: {p}");
        }
    }
    let pdf = &outs
        .iter()
        .find(|(n, _)| n == "pack-up PDF text")
        .unwrap()
        .1;
    assert!(
        common::compact(pdf).contains("Sealedordersnotyetrevealed"),
        "{pdf}"
    );
    let g = import(&e, fs, "shogun-imported.gunbai");
    assert_hidden(&outputs(&e, "shogun", &g), &secrets);
    // The import stops before the first plan; the players enter their plans again.
    assert_eq!(show(&e, &g)["n"], 2);
    assert!(plan_entries(&e, &g).is_empty());

    // 2. The reveal: the bids are up, the action cards still face down until the actions begin.
    e.ok(&["session", "act", fs, "reveal"]);
    for (p, (_, kv)) in plan_entries(&e, fs).iter().zip(&plans) {
        let bid = &kv.iter().find(|(k, _)| k == "bid").unwrap().1;
        assert_eq!(&p["action"]["params"]["bid"], bid.as_str());
        assert_eq!(p["action"]["params"]["castle"], SEALED);
    }
    let mut sealed_now = salts.clone();
    sealed_now.extend(placements(&|k| k != "bid"));
    assert_hidden(&outputs(&e, "shogun", fs), &sealed_now);
    for pos in ["5", "4", "3", "2"] {
        e.ok(&[
            "session",
            "act",
            fs,
            "take-seat",
            &format!("position={pos}"),
        ]);
    }

    // 3. Mid-actions: each card shows from its player's turn at that action on, no earlier.
    let mut steps = 0;
    loop {
        let v = show(&e, fs);
        let st = &v["state"];
        if st["phase"] != "actions" {
            break;
        }
        let step = st["step"].as_u64().unwrap() as usize;
        if steps % 5 == 0 {
            let order: Vec<&str> = st["action_order"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap())
                .collect();
            let up = (5 + step).min(10);
            // Face-down action cards are listed in the board's order, not as dealt.
            let board_order: Vec<&str> = ACTS
                .iter()
                .copied()
                .filter(|a| order[up..].contains(a))
                .collect();
            assert_eq!(order[up..], board_order[..], "{order:?}");
            let turn: Vec<&str> = st["turn"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap())
                .collect();
            let actor = st["actor"].as_u64().unwrap() as usize;
            let entries = plan_entries(&e, fs);
            let mut shown = 0;
            let mut hidden = salts.clone();
            for (p, (c, kv)) in entries.iter().zip(&plans) {
                let me = turn.iter().position(|t| t == c).unwrap();
                let spaces = &st["plans"][c.as_str()]["spaces"];
                for (k, v) in kv.iter().filter(|(k, _)| k != "bid" && k != "salt") {
                    // Seed 001 2.(6): turned from this player's turn at that action on (a face-down
                    // card is listed after the face-up ones, so it is never reached here).
                    let i = order.iter().position(|a| a == k).unwrap();
                    let turned = i < step || (i == step && me <= actor);
                    let want = if turned { v.as_str() } else { SEALED };
                    assert_eq!(p["action"]["params"][k.as_str()], want, "log: {c} {k}");
                    assert_eq!(spaces[k.as_str()], want, "state: {c} {k}");
                    if turned {
                        shown += 1;
                    } else if v != "chest" {
                        hidden.push(pair(k, v));
                    }
                }
            }
            assert!(shown > 0);
            let outs = outputs(&e, "shogun", fs);
            assert_hidden(&outs, &hidden);
            // The pack-up stops before the plans and lists them to enter again.
            let g = import(&e, fs, &format!("shogun-mid-{steps}.gunbai"));
            assert_eq!(show(&e, &g)["n"], 2);
            let mut all = salts.clone();
            all.extend(placements(&|_| true));
            assert_hidden(&outputs(&e, "shogun", &g), &all);
        }
        // The first action the prompt offers that is allowed, else "cannot do it".
        let acts = v["prompt"]["actions"].as_array().unwrap();
        let name = acts
            .iter()
            .find(|a| a["blocked"].is_null() && a["name"] != "calibrate")
            .map(|a| a["name"].as_str().unwrap())
            .unwrap_or("skip");
        e.ok(&["session", "act", fs, name]);
        steps += 1;
        assert!(steps < 60, "the round does not end");
    }
    // 4. The round is over: every plan is public whole, the secret words too (the seals can be
    // checked against the log).
    for (p, (_, kv)) in plan_entries(&e, fs).iter().zip(&plans) {
        for (k, v) in kv {
            assert_eq!(&p["action"]["params"][k.as_str()], v.as_str(), "{k}");
        }
    }
    let log = e.json(&["session", "log", fs, "--json"]).to_string();
    for s in &salts {
        assert!(log.contains(s.as_str()));
    }
    // Nothing sealed is left: the pack-up carries the whole journal again.
    let packed = qr::encode_codes(&load(f.as_path()));
    assert_ne!(packed.kind, PayloadKind::Snapshot);
    assert!(load(f.as_path()).sealed_cut().is_none());
}

fn tenka_act(e: &Env, f: &str, name: &str, kv: &[(&str, &str)], rolls: &[&str]) {
    let mut args: Vec<String> = vec!["session".into(), "act".into(), f.into(), name.into()];
    args.extend(kv.iter().map(|(k, v)| format!("{k}={v}")));
    for r in rolls {
        args.push("--roll".into());
        args.push(r.to_string());
    }
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    e.ok(&a);
}

fn chip_entry(e: &Env, f: &str, name: &str) -> Value {
    e.json(&["session", "log", f, "--json"])
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["action"]["name"] == name)
        .cloned()
        .unwrap()
}

#[test]
fn rule_3_2_tenka_chips_stay_sealed_in_every_output_until_their_region_is_fought() {
    let e = Env::new();
    let f = e.path("tenka.gunbai");
    let fs = f.to_str().unwrap();
    e.ok(&[
        "session",
        "new",
        "tenka",
        "--scenario",
        "tenka-fubu",
        "--players",
        "3",
        "--out",
        fs,
    ]);
    for r in ["尾張", "近江", "美濃"] {
        tenka_act(&e, fs, "choose-start", &[("region", r)], &[]);
    }
    // Red attacks the neutral 越前 and 甲斐 with app-held chips; blue (next player) defends them.
    let attack = [
        ("chip-3", "越前"),
        ("chip-2", "越前"),
        ("chip-1", "甲斐"),
        ("chip-0a", "甲斐"),
        ("chip-0b", "越前"),
        ("salt", "sora-attack-1331"),
    ];
    let defence = [
        ("chip-2", "甲斐"),
        ("chip-1a", "越前"),
        ("chip-1b", "越前"),
        ("chip-1c", "越前"),
        ("chip-1d", "越前"),
        ("salt", "umi-defence-2662"),
    ];
    tenka_act(&e, fs, "attack-chips", &attack, &[]);
    tenka_act(&e, fs, "defence-chips", &defence, &[]);
    let all: Vec<String> = attack
        .iter()
        .chain(&defence)
        .map(|(k, v)| {
            if *k == "salt" {
                v.to_string()
            } else {
                pair(k, v)
            }
        })
        .collect();

    // 1. Placed, nothing fought: every output, the pack-up and its import.
    let outs = outputs(&e, "tenka", fs);
    assert_hidden(&outs, &all);
    for name in ["attack-chips", "defence-chips"] {
        let p = chip_entry(&e, fs, name);
        for (k, v) in p["action"]["params"].as_object().unwrap() {
            assert!(v.is_null() || v == SEALED, "{name} {k}: {v}");
        }
    }
    let st = show(&e, fs);
    assert!(st["state"]["war"]["attack"].as_object().unwrap().is_empty());
    let pdf = &outs
        .iter()
        .find(|(n, _)| n == "pack-up PDF text")
        .unwrap()
        .1;
    assert!(
        common::compact(pdf).contains("Sealedordersnotyetrevealed"),
        "{pdf}"
    );
    let g = import(&e, fs, "tenka-imported.gunbai");
    assert_eq!(show(&e, &g)["n"], 3, "restored before the attack chips");
    assert_hidden(&outputs(&e, "tenka", &g), &all);

    // 2. 甲斐 is fought (attack die 1, defence die 6): its chips are turned, 越前's are not.
    // Rule 3-2: the chips are turned, then the dice are rolled.
    tenka_act(&e, fs, "fight", &[("region", "甲斐")], &[]);
    tenka_act(&e, fs, "roll", &[], &["1", "6"]);
    let a = chip_entry(&e, fs, "attack-chips");
    assert_eq!(a["action"]["params"]["chip-1"], "甲斐");
    assert_eq!(a["action"]["params"]["chip-0a"], "甲斐");
    assert_eq!(a["action"]["params"]["chip-3"], SEALED);
    let d = chip_entry(&e, fs, "defence-chips");
    assert_eq!(d["action"]["params"]["chip-2"], "甲斐");
    assert_eq!(d["action"]["params"]["chip-1a"], SEALED);
    let still: Vec<String> = attack
        .iter()
        .chain(&defence)
        .filter(|(_, v)| *v != "甲斐")
        .map(|(k, v)| {
            if *k == "salt" {
                v.to_string()
            } else {
                pair(k, v)
            }
        })
        .collect();
    assert_hidden(&outputs(&e, "tenka", fs), &still);
    let st = show(&e, fs);
    let w = st["state"]["war"]["attack"].as_object().unwrap();
    assert!(w.contains_key("甲斐") && !w.contains_key("越前"), "{w:?}");

    // 3. 越前 is fought: the war is over, both placements and their secret words show.
    // Rule 3-2: the chips are turned, then the dice are rolled.
    tenka_act(&e, fs, "fight", &[("region", "越前")], &[]);
    tenka_act(&e, fs, "roll", &[], &["1", "6"]);
    for (name, kv) in [("attack-chips", &attack), ("defence-chips", &defence)] {
        let p = chip_entry(&e, fs, name);
        for (k, v) in kv.iter() {
            assert_eq!(p["action"]["params"][*k], *v, "{name} {k}");
        }
    }
    assert!(load(f.as_path()).sealed_cut().is_none());
}

/// A plan entered, undone and entered again: the undone one was never turned at the table, so it
/// stays sealed; as the first sealed record is off the line of play, the pack-up is a snapshot of the
/// state before the plans (the journal up to it would lose the line of play).
#[test]
fn rule_5_3_an_undone_plan_stays_sealed_and_the_pack_up_is_a_snapshot_before_the_plans() {
    use gunbai::core::{ActionCall, Setup};
    let game = gunbai::games::load_embedded("shogun").unwrap();
    let setup = Setup {
        players: 3,
        ..Setup::default()
    };
    let mut s = Session::create(game, setup, Some(21), None).unwrap();
    s.act(ActionCall::new("prime-tower"), &[], true).unwrap();
    s.act(ActionCall::new("deal"), &[], true).unwrap();
    let st = s.state_json();
    let mut held: Vec<String> = st["provinces"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, p)| p["owner"] == "red")
        .map(|(n, _)| n.clone())
        .collect();
    held.sort();
    let plan = |salt: &str, first: usize| {
        let mut c = ActionCall::new("plan")
            .with("player", "red")
            .with("bid", "1")
            .with("war-a", "chest")
            .with("war-b", "chest")
            .with("salt", salt);
        for (i, k) in ACTS[..8].iter().enumerate() {
            c = c.with(k, held[(i + first) % held.len()].clone());
        }
        c
    };
    s.act(plan("first-thought-8080", 0), &[], true).unwrap();
    s.undo(None, false).unwrap();
    s.act(plan("second-thought-9090", 1), &[], true).unwrap();
    let log = serde_json::to_string(&s.public_log()).unwrap();
    assert!(!log.contains("first-thought-8080") && !log.contains("second-thought-9090"));
    let entries = s.public_log();
    let undone = entries.iter().find(|e| e.undone).unwrap();
    assert_eq!(undone.action.params.get("castle").unwrap(), SEALED);
    let cut = s.sealed_cut().unwrap();
    assert_eq!(
        cut.records, None,
        "the first sealed record is off the line of play"
    );
    assert_eq!(cut.position, 2);
    let packed = qr::encode_codes(&s);
    assert_eq!(packed.kind, PayloadKind::Snapshot);
    let (_, bytes) = qr::join(&packed.codes).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(
        !text.contains("thought"),
        "the payload carries a secret word"
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.gunbai");
    let rep = qr::import_codes_with(&packed.codes, &out, &gunbai::games::load_embedded).unwrap();
    assert_eq!(rep.position, 2);
    let r = load(&out);
    assert!(r.state_json()["plans"].as_object().unwrap().is_empty());
    let bytes = std::fs::read(&out).unwrap();
    assert!(!String::from_utf8_lossy(&bytes).contains("thought"));
}
