//! 西国之雄 (Saigoku no Yū): the Sengoku Gunyuden title about 毛利元就. Rules digest:
//! `shared/rules/saigoku-no-yu.md`; rule numbers in comments and test names are the source's.
//!
//! Files: `mod.rs` (registration and the `Ruleset` answers), `data.rs` (tables), `procedures.rs`
//! (one pure function per procedure, shared by `resolve` and the session), `procedure_inputs.rs`
//! (each procedure's typed inputs, key specs and call: what `resolve` runs), `state.rs`,
//! `scenarios.rs` (the four set-ups), `action.rs` (the typed actions: one `Action` every guard,
//! move, label and key spec matches), `names.rs` (action names as the edge spells them), `inputs.rs` (each action's typed
//! inputs and labelled keys), `guards.rs` (who may do what now: one guard per action, used by the
//! prompt, the pick-lists and `apply`), `candidates.rs` (pick-lists, outcome words), `actions.rs`
//! (action specs, dispatcher, sequence of play, movement, supply, recovery, replacement,
//! reorganisation), `siege.rs` (siege warfare, 17–21), `combat.rs` (field battles, 22–24),
//! `effects.rs` (losses, morale, castle falls, 25), `view.rs` (prompt, status, undo hints, score,
//! listing). Imports run one way: guards ← effects ← siege/combat ← actions ← view; tests by chapter
//! in `tests/`.

pub mod action;
pub mod actions;
pub mod candidates;
pub mod check;
pub mod combat;
pub mod data;
pub mod dialog;
pub mod effects;
pub mod guards;
pub mod hex;
pub mod inputs;
pub mod invariants;
pub mod names;
pub mod procedure_inputs;
pub mod procedures;
pub mod scenarios;
pub mod sheets;
pub mod siege;
pub mod state;
mod table_now;
pub mod view;

use std::sync::Arc;

use serde_json::Value;

use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg,
    Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Sep, Setup,
    Status,
};
use crate::tables::{TableError, TableFiles};
pub use data::{Rank, SaigokuData, TABLES};
pub use state::State;

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "saigoku";

pub struct SaigokuRules;

/// How many rulings the catalogue lists (`saigoku-ruling-1` …): where the rules are silent or
/// ambiguous, the choice Gunbai makes, cited as "Gunbai's ruling N".
pub const RULINGS: u32 = 20;

/// Registry hook.
pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(SaigokuRules, files)?))
}

impl Ruleset for SaigokuRules {
    type Data = SaigokuData;
    type State = State;
    fn sheets(&self, data: &Self::Data) -> crate::core::Sheets {
        sheets::sheets(data)
    }

    fn check_state(&self, data: &SaigokuData, state: &State) -> Result<(), RuleError> {
        check::check_state(data, state)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "saigoku",
            title: "西国之雄",
            english: "Saigoku no Yū — Mori Motonari's Ambition",
            min_players: 2,
            max_players: 2,
            blurb: "Hex-and-counter, two sides: castles with durability and morale, sieges, supply lines (战国群雄传 series).",
        }
    }

    fn load(&self, files: &TableFiles) -> Result<SaigokuData, TableError> {
        let d = SaigokuData::load(files)?;
        check::check_tables(files, &d)?;
        Ok(d)
    }

    fn procedures(&self, d: &SaigokuData) -> Vec<ProcedureSpec> {
        procedure_inputs::specs(d)
    }

    fn resolve(
        &self,
        d: &SaigokuData,
        procedure: &str,
        p: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        procedure_inputs::resolve(d, procedure, p, dice).unwrap_or_else(|| {
            Err(RuleError::UnknownProcedure {
                name: procedure.into(),
                valid: procedure_inputs::ALL
                    .iter()
                    .map(|e| e.name)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        })
    }

    fn scenarios(&self, d: &SaigokuData) -> Vec<ScenarioInfo> {
        scenarios::infos(d)
    }

    fn setup_options(&self, _: &SaigokuData) -> Vec<KeySpec> {
        let mut v = vec![
            KeySpec::choice(
                "victory",
                &["game", "historical"],
                "victory conditions: game, or historical (scenarios 2 and 3 only, 35.6 / 36.6)",
            )
            .optional()
            .say_label(crate::msg!("saigoku-setup-victory"))
            .say_help(crate::msg!("saigoku-setup-victory-help")),
        ];
        for (k, help) in state::OPTIONS {
            v.push(
                KeySpec::bool(k, help)
                    .say_label(state::option_label(k))
                    .say_help(state::option_help(k)),
            );
        }
        v.push(
            KeySpec::list(
                "ungarrisoned",
                "units in a castle hex that start outside the castle (33.2 (2)); the others start garrisoned",
            )
            .say_label(crate::msg!("saigoku-setup-ungarrisoned"))
            .say_help(crate::msg!("saigoku-setup-ungarrisoned-help")),
        );
        v
    }

    fn setup(&self, d: &SaigokuData, setup: &Setup) -> Result<State, RuleError> {
        scenarios::setup(d, setup)
    }

    fn setup_checklist(&self, d: &SaigokuData, _setup: &Setup, s: &State) -> Vec<Msg> {
        scenarios::setup_checklist(d, s)
    }

    fn legend(&self, _d: &SaigokuData) -> Vec<(String, Msg)> {
        view::legend()
    }

    fn actions(&self, d: &SaigokuData) -> Vec<ActionSpec> {
        actions::specs(d)
    }

    fn prompt(&self, d: &SaigokuData, s: &State) -> Prompt {
        view::prompt(d, s)
    }

    fn apply(
        &self,
        d: &SaigokuData,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply(d, s, a, dice)
    }

    fn apply_owned(
        &self,
        d: &SaigokuData,
        s: State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply_owned(d, s, a, dice)
    }

    fn status(&self, d: &SaigokuData, s: &State) -> Status {
        view::status(d, s)
    }

    fn undo_hints(&self, _d: &SaigokuData, before: &State, after: &State) -> Vec<Msg> {
        view::undo_hints(before, after)
    }

    fn table_now(&self, _d: &SaigokuData, before: &State, after: &State) -> Vec<Msg> {
        table_now::table_now(before, after)
    }

    fn score(&self, d: &SaigokuData, s: &State) -> Value {
        view::score_state(d, s)
    }

    fn show_text(&self, d: &SaigokuData, s: &State) -> Msg {
        let mut lines = view::show_text(d, s);
        // Issue 10 (12): the listing says which of its numbers are placeholders.
        let ph = self.placeholders(d);
        if !ph.is_empty() {
            lines.push(crate::msg!(
                "saigoku-placeholder-tables-not-yet-printed",
                ph = Msg::join(ph.iter().map(|t| data::table_title(t)), Sep::Comma)
            ));
        }
        Msg::join(lines, Sep::Line)
    }

    fn candidates(&self, d: &SaigokuData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
        candidates::candidates(d, s, action, key)
    }

    fn candidates_given(
        &self,
        d: &SaigokuData,
        s: &State,
        action: &str,
        key: &str,
        given: &crate::core::Params,
    ) -> Vec<Candidate> {
        candidates::candidates_given(d, s, action, key, given)
    }

    fn table_words(&self, _d: &SaigokuData, id: &str) -> Option<crate::core::TableWords> {
        data::table_words(id)
    }

    fn view(&self, d: &SaigokuData, s: &State) -> crate::core::View {
        view::board(d, s)
    }

    fn action_view(&self, _d: &SaigokuData, s: &State, call: &ActionCall) -> crate::core::View {
        dialog::action_view(s, call)
    }

    /// Gunbai's rulings for 西国之雄, numbered as the lines that cite them (`Msg::ruling(n)`).
    fn rulings(&self, _d: &SaigokuData) -> Vec<(u32, Msg)> {
        (1..=RULINGS)
            .map(|n| (n, Msg::dynamic(format!("saigoku-ruling-{n}"))))
            .collect()
    }

    fn action_label(&self, _d: &SaigokuData, action: &str) -> Msg {
        match action::Action::from_name(action) {
            Some(a) => a.label(),
            // A name no action has (an old or hand-edited journal): shown as written.
            None => Msg::plain(action),
        }
    }

    fn outcome_text(&self, _d: &SaigokuData, res: &Resolution) -> Msg {
        candidates::outcome_text(res)
    }

    fn placeholders(&self, d: &SaigokuData) -> Vec<String> {
        let mut v = vec![
            &d.crt,
            &d.siege,
            &d.siege_event,
            &d.garrison_limit,
            &d.surrender,
            &d.terrain,
            &d.ouchi,
            &d.castles_grid,
            &d.castle_list,
            &d.counters_grid,
            &d.scoring,
        ];
        v.extend(d.replacement.values());
        v.into_iter()
            .filter(|g| g.placeholder)
            .map(|g| g.id.clone())
            .collect()
    }
}

/// This game's words in 中文, English and 日本語 (issue 20), as translators edit them.
pub const WORDS: crate::core::msg::Words = crate::core::msg::Words {
    en: include_str!("../../../../../locales/en/saigoku.ftl"),
    zh: include_str!("../../../../../locales/zh/saigoku.ftl"),
    ja: include_str!("../../../../../locales/ja/saigoku.ftl"),
};
