//! Seed corpora from real files (tests/fixtures, tables/) and from sessions of seeded random games.

use std::path::PathBuf;

use gunbai_print::qr;
use gunbai_rules::core::play::{TestRng, offered, random_call};
use gunbai_rules::core::{Game, Setup};
use gunbai_rules::games;
use gunbai_session::Session;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Sessions of seeded random games of every game (with an undo and a redo in some), in memory.
pub fn sessions() -> Vec<Session> {
    let mut out = Vec::new();
    for id in games::implemented() {
        let Ok(g) = games::load_embedded(id) else {
            continue;
        };
        for (i, sc) in g.scenarios().iter().enumerate() {
            let setup = Setup {
                scenario: Some(sc.id.clone()),
                players: sc.max_players,
                ..Setup::default()
            };
            let Ok(mut s) = Session::create(g.clone(), setup, Some(i as u64 + 1), None) else {
                continue;
            };
            let mut rng = TestRng::new(i as u64 + 7);
            for step in 0..40 {
                let prompt = g.prompt(s.state());
                let Some((name, preset)) = rng.pick(&offered(&prompt)).cloned() else {
                    break;
                };
                let call = random_call(g.as_ref(), s.state(), &name, &preset, &mut rng);
                let _ = s.act(call, &[], true);
                if step == 20 && s.can_undo() {
                    let _ = s.undo(None, true);
                    if i % 2 == 0 {
                        let _ = s.redo();
                    }
                }
            }
            out.push(s);
        }
    }
    out
}

fn fixtures(ext: &str) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    if let Ok(rd) = std::fs::read_dir(repo().join("tests/fixtures")) {
        let mut paths: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.to_string_lossy().ends_with(ext)
                && let Ok(b) = std::fs::read(&p)
            {
                out.push(b);
            }
        }
    }
    out
}

/// The seed corpus of a target (see [`crate::targets::ALL`]).
pub fn corpus(target: &str, sessions: &[Session]) -> Vec<Vec<u8>> {
    match target {
        "load_save" => {
            let mut out = fixtures(".gunbai");
            out.extend(fixtures(".bak1"));
            out.extend(sessions.iter().map(|s| s.to_bytes()));
            out
        }
        "load_tables" => {
            let mut out = Vec::new();
            for e in games::REGISTRY {
                for (name, text) in e.tables {
                    out.push(format!("== {}/{name}\n{text}", e.id).into_bytes());
                }
            }
            // The players' copies in the fixtures (a Seinan CRT, Saigoku's own folder).
            for (game, name, path) in [
                ("seinan", "crt.toml", "tests/fixtures/crt.toml"),
                ("seinan", "units.toml", "tests/fixtures/seinan_units.toml"),
                ("saigoku", "crt.toml", "tests/fixtures/saigoku/crt.toml"),
                (
                    "saigoku",
                    "counters.toml",
                    "tests/fixtures/saigoku/counters.toml",
                ),
                (
                    "saigoku",
                    "scenarios.toml",
                    "tests/fixtures/saigoku/scenarios.toml",
                ),
            ] {
                if let Ok(t) = std::fs::read_to_string(repo().join(path)) {
                    out.push(format!("== {game}/{name}\n{t}").into_bytes());
                }
            }
            out
        }
        "import_packup" => {
            let mut out = Vec::new();
            for s in sessions {
                out.push(qr::encode_payload(s).into_bytes());
                let codes = qr::encode_codes(s);
                out.push(codes.codes.join("\n").into_bytes());
            }
            out
        }
        "import_snapshot" => sessions
            .iter()
            .map(|s| qr::snapshot_bytes(&qr::snapshot(s, 6)))
            .collect(),
        "state_apply" => sessions
            .iter()
            .map(|s| format!("{}\n{}", s.header.game, s.state_json()).into_bytes())
            .collect(),
        "resolve" => {
            let mut out = Vec::new();
            for id in games::implemented() {
                let Ok(g) = games::load_embedded(id) else {
                    continue;
                };
                out.extend(resolve_seeds(id, g.as_ref()));
            }
            out
        }
        _ => Vec::new(),
    }
}

fn resolve_seeds(id: &str, g: &dyn Game) -> Vec<Vec<u8>> {
    g.procedures()
        .iter()
        .map(|p| {
            let mut text = format!("{id}\n{}\n", p.id);
            for k in &p.keys {
                if let Some(d) = &k.default {
                    let v = match d {
                        serde_json::Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    text.push_str(&format!("{}={v}\n", k.name));
                }
            }
            text.push_str("#\x02\x05\x00");
            text.into_bytes()
        })
        .collect()
}
