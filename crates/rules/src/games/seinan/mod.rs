//! 西南战争 1877 (Seinan War 1877): a two-player point-to-point game of the Satsuma Rebellion.
//!
//! Source: seed 004 (authoritative) and the digest `rules/seinan-1877.md`; rule numbers below are the
//! rulebook's. Decisions on ambiguous rules cite the digest's B-numbers.

pub mod actions;
mod check;
pub mod data;
pub mod procedures;
pub mod setup;
pub mod sheets;
pub mod state;
#[cfg(test)]
mod tests;
pub mod view;
pub mod words;

use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::odds::Odds;
use crate::core::ruleset::generic_outcome_text;
use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, DieNote, Game, GameInfo, KeySpec,
    Loaded, Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo,
    Setup, Status, Text,
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
    fn sheets(&self, data: &Self::Data) -> crate::core::Sheets {
        sheets::sheets(data)
    }

    fn check_state(&self, data: &SeinanData, state: &State) -> Result<(), RuleError> {
        check::check_state(data, state)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: ID,
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
        data: &SeinanData,
        p: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        procedures::resolve(data, p, params, dice)
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
                checklist.push(format!("{}: {}", t.id, names.join("、")).into());
            }
        }
        checklist.push(
            "不平士族 counters neutral side up (中立); replacement pool empty (rule 3.0)".into(),
        );
        vec![ScenarioInfo {
            id: "1877".into(),
            // The whole campaign is the only scenario: its title is the name, the same in both languages.
            title: "西南战争 1877".into(),
            min_players: 2,
            max_players: 2,
            blurb: "The whole rebellion; no turn limit unless you set one.".into(),
            checklist,
        }]
    }

    fn setup_options(&self, _: &SeinanData) -> Vec<KeySpec> {
        setup::options()
    }

    fn setup(&self, data: &SeinanData, s: &Setup) -> Result<State, RuleError> {
        setup::setup(data, s)
    }

    fn actions(&self, _: &SeinanData) -> Vec<ActionSpec> {
        actions::specs()
    }

    fn prompt(&self, data: &SeinanData, s: &State) -> Prompt {
        view::prompt(data, s)
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
            && s.winner.is_none()
            && let Some(p) = s.march.points
        {
            track.push(("March points".into(), format!("{}/{p}", s.march.left())));
        }
        track.push(("Pool".into(), s.pool().len().to_string()));
        Status {
            track: track
                .into_iter()
                .map(|(a, b)| (a.into(), b.into()))
                .collect(),
            // After the end (a turn-limit win included) there is no phase to play.
            phase: if s.winner.is_some() {
                "Game over".into()
            } else {
                s.phase.name().into()
            },
            winner: s
                .winner
                .as_ref()
                .map(|w| format!("{} wins: {} ({})", w.side.name(), w.reason, w.cite()).into()),
        }
    }

    fn phrasebook(&self, _: &SeinanData) -> Option<&crate::core::text::Phrasebook> {
        Some(words::phrasebook())
    }

    fn setup_checklist(&self, data: &SeinanData, _: &Setup, s: &State) -> Vec<Msg> {
        view::setup_checklist(data, s)
            .into_iter()
            .map(Msg::from)
            .collect()
    }

    fn legend(&self, _: &SeinanData) -> Vec<(String, Msg)> {
        view::legend()
            .into_iter()
            .map(|(k, t)| (k, t.into()))
            .collect()
    }

    fn undo_hints(&self, _: &SeinanData, before: &State, after: &State) -> Vec<Msg> {
        view::undo_hints(before, after)
            .into_iter()
            .map(Msg::from)
            .collect()
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
                // Rule 8.0 needs the boxes held (no government unit there either).
                "saigo_hold_hakata": s.holds(data::HAKATA, Side::Saigo),
                "saigo_hold_kokura": s.holds(data::KOKURA, Side::Saigo),
                "saigo_hold_kumamoto_castle": s.holds(data::KUMAMOTO_CASTLE, Side::Saigo),
                "saigo_takamori_removed": s.takamori().map(|t| t.place == Place::Removed).unwrap_or(false),
            },
            "saigo_in": boxes(Side::Saigo),
            "pool": s.pool().len(),
        })
    }

    fn show_text(&self, data: &SeinanData, s: &State) -> Msg {
        view::show_text(data, s).into()
    }

    fn candidates(&self, data: &SeinanData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
        view::candidates(data, s, action, key)
    }

    fn setup_candidates(&self, data: &SeinanData, key: &str) -> Vec<Candidate> {
        setup::candidates(data, key)
    }

    fn action_odds(
        &self,
        data: &SeinanData,
        s: &State,
        call: &ActionCall,
    ) -> Option<Result<Vec<Odds>, RuleError>> {
        view::action_odds(data, s, call)
    }

    fn outcome_text(&self, _: &SeinanData, res: &Resolution) -> Msg {
        view::outcome_text(res)
            .unwrap_or_else(|| generic_outcome_text(res))
            .into()
    }

    fn die_notes(&self, _: &SeinanData, res: &Resolution) -> Vec<DieNote> {
        view::die_notes(res)
    }

    fn action_label(&self, _: &SeinanData, action: &str) -> Msg {
        view::action_label(action)
            .unwrap_or_else(|| Text::same(action))
            .into()
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

/// The shipped data, for the rules crate's own tests.
#[cfg(test)]
pub(crate) fn test_data() -> SeinanData {
    SeinanData::load(&TableFiles::embedded(ID, TABLES)).expect("shipped tables load")
}
