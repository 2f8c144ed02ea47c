//! 西南战争 1877 (Seinan War 1877): a two-player point-to-point game of the Satsuma Rebellion.
//!
//! Source: seed 004 (authoritative) and the digest `rules/seinan-1877.md`; rule numbers below are the
//! rulebook's. Decisions on ambiguous rules cite the digest's B-numbers.

pub mod actions;
mod check;
pub mod data;
pub mod procedures;
pub mod state;

use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::odds::Odds;
use crate::core::{
    ActionCall, ActionSpec, Applied, DiceSource, Game, GameInfo, KeySpec, Loaded, Params,
    ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup, Status,
};
use crate::tables::{TableError, TableFiles};
pub use data::{Kind, SeinanData, TABLES};
pub use state::{Battle, Options, Phase, Place, Side, State, Step, Unit};

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "seinan";

pub struct SeinanRules;

pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(SeinanRules, files)?))
}

impl Ruleset for SeinanRules {
    type Data = SeinanData;
    type State = State;

    fn check_state(&self, data: &SeinanData, state: &State) -> Result<(), RuleError> {
        check::check_state(data, state)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "seinan",
            title: "西南战争",
            english: "Seinan War 1877",
            min_players: 2,
            max_players: 2,
            blurb: "Satsuma Rebellion, point to point: march rolls, 4–6 hits, the siege of 熊本城.",
        }
    }

    fn load(&self, files: &TableFiles) -> Result<SeinanData, TableError> {
        SeinanData::load(files)
    }

    fn procedures(&self, _: &SeinanData) -> Vec<ProcedureSpec> {
        procedures::specs()
    }

    fn resolve(
        &self,
        _: &SeinanData,
        p: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        procedures::resolve(p, params, dice)
    }

    fn odds(&self, data: &SeinanData, p: &str, params: &Params) -> Result<Vec<Odds>, RuleError> {
        match procedures::odds(p, params) {
            Some(o) => o,
            None => crate::core::enumerate_odds(|d| {
                self.resolve(data, p, params, d).map(|r| r.outcome_key())
            }),
        }
    }

    fn scenarios(&self, data: &SeinanData) -> Vec<ScenarioInfo> {
        let mut checklist = Vec::new();
        for t in &data.towns {
            let names: Vec<&str> = data
                .units
                .iter()
                .filter(|u| u.setup == t.id)
                .map(|u| u.id.as_str())
                .collect();
            if !names.is_empty() {
                checklist.push(format!("{}: {}", t.id, names.join("、")));
            }
        }
        checklist.push(
            "不平士族 counters neutral side up (中立); replacement pool empty (rule 3.0)".into(),
        );
        vec![ScenarioInfo {
            id: "1877".into(),
            title: "西南战争 1877 (campaign)".into(),
            min_players: 2,
            max_players: 2,
            blurb: "The whole rebellion; no turn limit unless you set one.".into(),
            checklist,
        }]
    }

    fn setup_options(&self, _: &SeinanData) -> Vec<KeySpec> {
        vec![
            KeySpec::bool(
                "command-rule",
                "optional rule 10.1: the command system (main body / detachment)",
            ),
            KeySpec::bool(
                "stacking",
                "suggested stacking limit of 10 units per side per box (rule 5.0(6))",
            ),
            KeySpec::int(
                "turn-limit",
                0,
                99,
                "house rule: the government wins after this turn (0 = no limit)",
            )
            .default(0),
            KeySpec::text(
                "saigo-group1-box",
                "box of Saigo group ① (the rules give none: 鹿儿岛 if empty)",
            )
            .optional(),
            KeySpec::text(
                "saigo-box",
                "box of the other Saigo units (鹿儿岛 if empty)",
            )
            .optional(),
        ]
    }

    fn setup(&self, data: &SeinanData, setup: &Setup) -> Result<State, RuleError> {
        let setup = &Setup {
            options: setup.checked_options(&self.setup_options(data))?,
            ..setup.clone()
        };
        if let Some(s) = &setup.scenario
            && s != "1877"
        {
            return Err(RuleError::input(
                "scenario",
                format!("expected 1877, got {s}"),
            ));
        }
        if setup.players != 0 && setup.players != 2 {
            return Err(RuleError::input(
                "players",
                format!("expected 2, got {}", setup.players),
            ));
        }
        // Digest B1: the rules give no box for the Saigo groups; 鹿儿岛 unless the players say otherwise.
        let box_opt = |key: &str| -> Result<Option<String>, RuleError> {
            match setup.options.get(key).and_then(Value::as_str) {
                None => Ok(None),
                Some(b) => data
                    .town(b)
                    .map(|t| Some(t.to_string()))
                    .ok_or_else(|| RuleError::input(key, format!("unknown town box {b}"))),
            }
        };
        let group1 = box_opt("saigo-group1-box")?;
        let group2 = box_opt("saigo-box")?;
        let units = data
            .units
            .iter()
            .map(|u| {
                let mut at = u.setup.clone();
                if matches!(u.kind, Kind::Saigo | Kind::Takamori) {
                    let chosen = if u.group.as_deref() == Some("1") {
                        &group1
                    } else {
                        &group2
                    };
                    if let Some(b) = chosen {
                        at = b.clone();
                    }
                }
                Unit {
                    id: u.id.clone(),
                    kind: u.kind,
                    main_body: u.main_body,
                    place: Place::Map(at),
                    flipped: false,
                    converted: false,
                }
            })
            .collect();
        let options = Options {
            command_rule: setup.option_bool("command-rule", false),
            stacking: setup.option_bool("stacking", false),
            turn_limit: setup
                .option_int("turn-limit")
                .filter(|t| *t > 0)
                .map(|t| t as u32),
        };
        Ok(State {
            turn: 1,
            player: Side::Saigo,
            phase: Phase::March,
            units,
            march: Default::default(),
            battle: None,
            fought: vec![],
            breakout_used: false,
            reorganised: false,
            replaced: 0,
            options,
            winner: None,
        })
    }

    fn actions(&self, _: &SeinanData) -> Vec<ActionSpec> {
        actions::specs()
    }

    fn prompt(&self, data: &SeinanData, s: &State) -> Prompt {
        actions::prompt(data, s)
    }

    fn apply(
        &self,
        data: &SeinanData,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply(data, s, a, dice)
    }

    fn status(&self, _: &SeinanData, s: &State) -> Status {
        let mut track = vec![
            (
                "Turn".to_string(),
                match s.options.turn_limit {
                    Some(l) => format!("{}/{l}", s.turn),
                    None => s.turn.to_string(),
                },
            ),
            ("Player".to_string(), s.player.name().to_string()),
        ];
        if s.phase == Phase::March
            && let Some(p) = s.march.points
        {
            track.push(("March points".into(), format!("{}/{p}", s.march.left())));
        }
        track.push(("Pool".into(), s.pool().len().to_string()));
        Status {
            track,
            phase: s.phase.name().into(),
            winner: s
                .winner
                .as_ref()
                .map(|w| format!("{} wins: {} (rule {})", w.side.name(), w.reason, w.rule)),
        }
    }

    fn undo_hints(&self, _: &SeinanData, before: &State, after: &State) -> Vec<String> {
        actions::undo_hints(before, after)
    }

    fn score(&self, _: &SeinanData, s: &State) -> Value {
        let boxes = |side: Side| -> Vec<String> {
            let mut v: Vec<String> = s
                .units
                .iter()
                .filter(|u| u.side() == Some(side))
                .filter_map(|u| u.at().map(String::from))
                .collect();
            v.sort();
            v.dedup();
            v
        };
        json!({
            "winner": s.winner.as_ref().map(|w| w.side.id()),
            "reason": s.winner.as_ref().map(|w| w.reason.clone()),
            "conditions": {
                "saigo_in_hakata": s.has(data::HAKATA, Side::Saigo),
                "saigo_in_kokura": s.has(data::KOKURA, Side::Saigo),
                "saigo_in_kumamoto_castle": s.has(data::KUMAMOTO_CASTLE, Side::Saigo),
                "saigo_takamori_removed": s.takamori().map(|t| t.place == Place::Removed).unwrap_or(false),
            },
            "saigo_in": boxes(Side::Saigo),
            "pool": s.pool().len(),
        })
    }

    fn show_text(&self, data: &SeinanData, s: &State) -> String {
        actions::show_text(data, s)
    }

    fn placeholders(&self, data: &SeinanData) -> Vec<String> {
        let mut v = Vec::new();
        if data.map_placeholder {
            v.push("map".into());
        }
        if data.units_placeholder {
            v.push("units".into());
        }
        v
    }
}
