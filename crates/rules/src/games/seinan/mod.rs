//! 西南战争 1877 (Seinan War 1877): a two-player point-to-point game of the Satsuma Rebellion.
//!
//! Source: seed 004 (authoritative) and the digest `rules/seinan-1877.md`; rule numbers below are the
//! rulebook's. Decisions on ambiguous rules are Gunbai's rulings ([`ruling`]), shown to players by
//! number; code comments also name the digest's B-numbers they come from.

pub mod actions;
pub mod board;
pub mod check;
pub mod data;
pub mod invariants;
pub mod procedures;
pub mod setup;
pub mod sheets;
pub mod state;
mod table_now;
pub mod view;

/// Gunbai's rulings where the rules are silent or ambiguous, numbered as players read them
/// ("Gunbai's ruling 3"); each is one line `seinan-ruling-N` of the catalogue, listed by
/// [`Ruleset::rulings`] and printed in the aid.
pub mod ruling {
    /// Digest B5: at most 2 march actions per unit in a player turn (rule 5.0).
    pub const MARCH_TWICE: u32 = 1;
    /// Digest B6: units marching together start in the same box (rule 5.0).
    pub const SAME_BOX: u32 = 2;
    /// Digest B7: every contested box is fought (rule 6.1).
    pub const FIGHT_ALL: u32 = 3;
    /// Digest B8: the Saigo player allocates all hits; the excess is lost (rule 6.4①).
    pub const HITS: u32 = 4;
    /// Digest B10: the 鹿儿岛 breakout (rule 6.4③).
    pub const BREAKOUT: u32 = 5;
    /// Digest B12: the line to 鹿儿岛 (rule 7.0(3)).
    pub const LINE: u32 = 6;
    /// Digest B13: replacement goes on once started (rule 7.0(3)).
    pub const REPLACEMENT: u32 = 7;
    /// Digest B15: the 熊本城 siege without a way back (rule 9.1).
    pub const SIEGE: u32 = 8;
    /// Digest B16: the optional turn limit, a house rule.
    pub const TURN_LIMIT: u32 = 9;
    /// Digest B17: stacking is checked after replacement; 西乡隆盛 is never removed for it.
    pub const STACKING_AFTER: u32 = 10;
    /// Rule 5.0(6): no stacking limit in 本州.
    pub const HONSHU_NO_LIMIT: u32 = 11;
    /// How many there are (1..=LAST).
    pub const LAST: u32 = 11;
}

use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::odds::Odds;
use crate::core::ruleset::generic_outcome_text;
use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, DieNote, Game, GameInfo, KeySpec,
    Loaded, Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Sep,
    Setup, Status,
};
use crate::msg;
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
            // Every die sequence, each outcome worded as its result is (the key stays for scripts).
            None => {
                let words: std::cell::RefCell<Vec<(String, Msg)>> = Default::default();
                crate::core::enumerate_odds(|d| {
                    let r = self.resolve(data, p, params, d)?;
                    let key = r.outcome_key();
                    let mut w = words.borrow_mut();
                    if !w.iter().any(|(k, _)| *k == key) {
                        w.push((key.clone(), self.outcome_text(data, &r)));
                    }
                    Ok(key)
                })
                .map(|mut v| {
                    let w = words.borrow();
                    for x in &mut v {
                        x.label = w
                            .iter()
                            .find(|(k, _)| *k == x.outcome)
                            .map(|(_, m)| m.clone());
                    }
                    v
                })
            }
        }
    }

    fn scenarios(&self, data: &SeinanData) -> Vec<ScenarioInfo> {
        let mut checklist = Vec::new();
        for t in &data.towns {
            let names: Vec<Msg> = data
                .units
                .iter()
                .filter(|u| u.setup == t.id)
                .map(|u| Msg::plain(u.id.clone()))
                .collect();
            if !names.is_empty() {
                checklist.push(msg!(
                    "seinan-show-box",
                    place = &t.id,
                    units = Msg::join(names, Sep::Comma)
                ));
            }
        }
        checklist.push(msg!("seinan-scenario-neutral"));
        vec![ScenarioInfo {
            id: "1877".into(),
            // The whole campaign is the only scenario: its title is the name.
            title: msg!("seinan-scenario-title"),
            min_players: 2,
            max_players: 2,
            blurb: msg!("seinan-scenario-blurb"),
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

    /// Issue 23: replay works on the state in place (a Seinan state is many named counters: a copy
    /// per action was about a third of reopening a long game).
    fn apply_owned(
        &self,
        data: &SeinanData,
        s: State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply_owned(data, s, a, dice)
    }

    fn status(&self, _: &SeinanData, s: &State) -> Status {
        // Numbers read the same in every language: "3/8" stays as it is.
        let mut track = vec![
            (
                msg!("seinan-status-turn"),
                Msg::plain(match s.options.turn_limit {
                    Some(l) => format!("{}/{l}", s.turn),
                    None => s.turn.to_string(),
                }),
            ),
            (msg!("seinan-status-player"), s.player.say()),
        ];
        if s.phase == Phase::March
            && s.winner.is_none()
            && let Some(p) = s.march.points
        {
            track.push((
                msg!("seinan-status-march-points"),
                Msg::plain(format!("{}/{p}", s.march.left())),
            ));
        }
        track.push((
            msg!("seinan-status-pool"),
            Msg::plain(s.pool().len().to_string()),
        ));
        Status {
            track,
            // After the end (a turn-limit win included) there is no phase to play.
            phase: if s.winner.is_some() {
                msg!("seinan-game-over")
            } else {
                s.phase.say()
            },
            winner: s.winner.as_ref().map(|w| w.say()),
        }
    }

    fn setup_checklist(&self, data: &SeinanData, _: &Setup, s: &State) -> Vec<Msg> {
        view::setup_checklist(data, s)
    }

    fn legend(&self, _: &SeinanData) -> Vec<(String, Msg)> {
        view::legend()
    }

    fn view(&self, data: &SeinanData, s: &State) -> crate::core::View {
        board::view(data, s)
    }

    fn rulings(&self, _: &SeinanData) -> Vec<(u32, Msg)> {
        rulings()
    }

    fn undo_hints(&self, _: &SeinanData, before: &State, after: &State) -> Vec<Msg> {
        view::undo_hints(before, after)
    }

    fn table_now(&self, _: &SeinanData, before: &State, after: &State) -> Vec<Msg> {
        table_now::table_now(before, after)
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
            // The reason as data (`takamori-removed`, `{"turn-limit": 3}`): it reads in no one language.
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
        view::show_text(data, s)
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
        view::outcome_text(res).unwrap_or_else(|| generic_outcome_text(res))
    }

    fn die_notes(&self, _: &SeinanData, res: &Resolution) -> Vec<DieNote> {
        view::die_notes(res)
    }

    fn action_label(&self, _: &SeinanData, action: &str) -> Msg {
        view::action_label(action).unwrap_or_else(|| Msg::plain(action))
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

/// Gunbai's rulings, numbered 1..=[`ruling::LAST`], one catalogue line each.
pub fn rulings() -> Vec<(u32, Msg)> {
    (1..=ruling::LAST)
        .map(|n| (n, Msg::dynamic(format!("seinan-ruling-{n}"))))
        .collect()
}

/// The shipped data, for the rules crate's own tests.
#[doc(hidden)] // test support: the unit tests in `tests/rules/unit` call it (issue 23)
pub fn test_data() -> SeinanData {
    SeinanData::load(&TableFiles::embedded(ID, TABLES)).expect("shipped tables load")
}

/// This game's words in 中文, English and 日本語 (issue 20), as translators edit them.
pub const WORDS: crate::core::msg::Words = crate::core::msg::Words {
    en: include_str!("../../../../../locales/en/seinan.ftl"),
    zh: include_str!("../../../../../locales/zh/seinan.ftl"),
    ja: include_str!("../../../../../locales/ja/seinan.ftl"),
};
