//! A small stand-in ruleset for print tests: game id "seinan" with the Seinan unit list, a state of
//! unit positions, and actions that move units, roll dice and write long log lines.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::sync::Arc;

use gunbai::core::{
    ActionCall, ActionSpec, Applied, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg, Params,
    ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup, Status,
};
use gunbai::tables::{TableError, TableFiles};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

pub struct Double {
    pub id: &'static str,
    pub title: &'static str,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub turn: u32,
    pub at: BTreeMap<String, String>,
    pub rolls: Vec<u8>,
    pub note: String,
}

#[derive(Deserialize)]
struct Units {
    units: Vec<Unit>,
}
#[derive(Deserialize)]
struct Unit {
    id: String,
    #[serde(default)]
    setup: String,
}

impl Ruleset for Double {
    type Data = Vec<(String, String)>;
    type State = State;
    fn info(&self) -> GameInfo {
        GameInfo {
            id: self.id,
            title: self.title,
            english: "Test double",
            min_players: 2,
            max_players: 2,
            blurb: "",
        }
    }
    fn load(&self, files: &TableFiles) -> Result<Self::Data, TableError> {
        if files.text("units.toml").is_err() {
            return Ok(Vec::new());
        }
        let u: Units = files.parse("units.toml")?;
        Ok(u.units.into_iter().map(|u| (u.id, u.setup)).collect())
    }
    fn procedures(&self, _: &Self::Data) -> Vec<ProcedureSpec> {
        vec![]
    }
    fn resolve(
        &self,
        _: &Self::Data,
        p: &str,
        _: &Params,
        _: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        Err(RuleError::UnknownProcedure {
            name: p.into(),
            valid: String::new(),
        })
    }
    fn scenarios(&self, _: &Self::Data) -> Vec<ScenarioInfo> {
        vec![ScenarioInfo {
            id: "campaign".into(),
            title: gunbai::core::Msg::plain("1877 全战役"),
            min_players: 2,
            max_players: 2,
            blurb: gunbai::core::Msg::plain("The whole campaign."),
            checklist: vec![gunbai::core::Msg::plain("Place 不平士族 in their 13 towns")],
        }]
    }
    fn setup(&self, d: &Self::Data, _: &Setup) -> Result<State, RuleError> {
        Ok(State {
            turn: 1,
            at: d.iter().cloned().collect(),
            rolls: vec![],
            note: String::new(),
        })
    }
    fn actions(&self, _: &Self::Data) -> Vec<ActionSpec> {
        let a = |n: &str, keys: Vec<KeySpec>, rolls| ActionSpec {
            name: n.into(),
            title: gunbai::core::Msg::plain(n),
            rule: "5.0".into(),
            keys,
            rolls,
        };
        vec![
            a(
                "move",
                vec![KeySpec::text("unit", "unit"), KeySpec::text("to", "box")],
                false,
            ),
            a("roll", vec![], true),
            a("pad", vec![KeySpec::text("text", "noise")], false),
            a("chatty", vec![KeySpec::int("n", 0, 1_000_000, "n")], false),
        ]
    }
    fn prompt(&self, _: &Self::Data, s: &State) -> Prompt {
        Prompt {
            step: Msg::plain(format!("Turn {}", s.turn)),
            hints: vec![],
            actions: vec![],
        }
    }
    fn apply(
        &self,
        _: &Self::Data,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        let mut n = s.clone();
        match a.name.as_str() {
            "move" => {
                let u = a.params.text("unit")?;
                let to = a.params.text("to")?;
                if !n.at.contains_key(&u) {
                    return Err(RuleError::input(
                        "unit",
                        gunbai::core::Msg::plain(format!("no unit {u}")),
                    ));
                }
                n.at.insert(u.clone(), to.clone());
                Ok(Applied::new(n).log(gunbai::core::Msg::plain(format!("{u} → {to}"))))
            }
            "roll" => {
                let f = dice.d6()?;
                n.rolls.push(f);
                n.turn += 1;
                Ok(Applied::new(n).log(gunbai::core::Msg::plain(format!("rolled {f}"))))
            }
            "pad" => {
                n.note = a.params.text("text")?;
                Ok(Applied::new(n).log(gunbai::core::Msg::plain("pad")))
            }
            "chatty" => {
                let k = a.params.int("n")?;
                // An incompressible log line (hex of a hash), so the full journal gets big.
                let h: String = Sha256::digest(k.to_le_bytes())
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect();
                n.turn = k as u32;
                Ok(Applied::new(n).log(gunbai::core::Msg::plain(format!("chatty {k}: {h}{h}"))))
            }
            _ => Err(RuleError::UnknownAction {
                name: a.name.clone(),
                valid: String::new(),
            }),
        }
    }
    fn status(&self, _: &Self::Data, s: &State) -> Status {
        Status {
            track: vec![(Msg::plain("大回合"), Msg::plain(s.turn.to_string()))],
            phase: Msg::plain("西乡军 march"),
            winner: None,
        }
    }
    fn undo_hints(&self, _: &Self::Data, _: &State, _: &State) -> Vec<Msg> {
        vec![]
    }
    fn score(&self, _: &Self::Data, _: &State) -> Value {
        Value::Null
    }
    fn show_text(&self, _: &Self::Data, s: &State) -> Msg {
        let mut out = format!("大回合 {}\n", s.turn);
        for (u, b) in &s.at {
            out.push_str(&format!("  {u}: {b}\n"));
        }
        Msg::plain(out)
    }
    fn placeholders(&self, _: &Self::Data) -> Vec<String> {
        vec!["crt".into()]
    }
}

pub fn files() -> TableFiles {
    TableFiles::embedded(
        "seinan",
        &[
            (
                "units.toml",
                include_str!("../../fixtures/seinan_units.toml"),
            ),
            ("crt.toml", include_str!("../../fixtures/crt.toml")),
        ],
    )
}

pub fn game() -> Arc<dyn Game> {
    Arc::new(
        Loaded::new(
            Double {
                id: "seinan",
                title: "西南战争",
            },
            files(),
        )
        .expect("fixture loads"),
    )
}

/// A Saigoku stand-in with copies of the Saigoku helper's table files.
pub fn saigoku() -> Arc<dyn Game> {
    let files = TableFiles::embedded(
        "saigoku",
        &[
            (
                "counters.toml",
                include_str!("../../fixtures/saigoku/counters.toml"),
            ),
            (
                "scenarios.toml",
                include_str!("../../fixtures/saigoku/scenarios.toml"),
            ),
            ("crt.toml", include_str!("../../fixtures/saigoku/crt.toml")),
        ],
    );
    Arc::new(
        Loaded::new(
            Double {
                id: "saigoku",
                title: "西国之雄",
            },
            files,
        )
        .expect("fixture loads"),
    )
}

/// The real game when this build has it, else the stand-in.
pub fn any_loader(id: &str) -> Result<Arc<dyn Game>, String> {
    gunbai::games::load_embedded(id).or_else(|e| match id {
        "saigoku" => Ok(saigoku()),
        "seinan" => Ok(game()),
        _ => Err(e),
    })
}

pub fn loader(id: &str) -> Result<Arc<dyn Game>, String> {
    if id == "seinan" {
        Ok(game())
    } else {
        Err(format!("unknown game '{id}'"))
    }
}

/// Parses a PDF and returns (page count, font base names, FontFile2 sizes, all page text).
pub fn inspect(bytes: &[u8]) -> (usize, Vec<String>, Vec<usize>, String) {
    let doc = lopdf::Document::load_mem(bytes).expect("valid PDF");
    let pages = doc.get_pages();
    let mut names = Vec::new();
    let mut sizes = Vec::new();
    for (_, obj) in doc.objects.iter() {
        if let Ok(d) = obj.as_dict() {
            if let Ok(n) = d.get(b"BaseFont").and_then(|o| o.as_name()) {
                names.push(String::from_utf8_lossy(n).to_string());
            }
            if let Ok(r) = d.get(b"FontFile2").and_then(|o| o.as_reference())
                && let Ok(s) = doc.get_object(r).and_then(|o| o.as_stream())
            {
                sizes.push(s.content.len());
            }
        }
    }
    let nums: Vec<u32> = pages.keys().copied().collect();
    let text = doc.extract_text(&nums).unwrap_or_default();
    (pages.len(), names, sizes, text)
}

/// Text with all whitespace removed (a long counter name is printed on two lines).
pub fn compact(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}
