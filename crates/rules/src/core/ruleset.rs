//! The ruleset trait every game implements, and its object-safe face used by sessions and front ends.
//!
//! A game is data (`Data`, loaded from `tables/<id>/`), a state, pure actions and procedures, and a
//! prompt that names the current step of the sequence of play. Randomness comes in only through the
//! `DiceSource` argument.

use std::any::Any;
use std::collections::BTreeMap;
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::dice::DiceSource;
use super::msg::Msg;
use super::odds::{Odds, enumerate_odds, enumerate_odds_text};
use super::params::{KeySpec, Params};
use super::rules::{Resolution, RuleError};
use super::text::{Lang, humanise_key};
use crate::tables::{TableError, TableFiles};

/// A result table's words in the players' language (issue 20): what a grid file (`tables/<id>/*.toml`)
/// writes in `title`, `note`, `row_axis` and `column_axis`, from the game's catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct TableWords {
    pub title: Msg,
    /// What the table holds and how to read it (the placeholder warning is said apart, once).
    pub note: Option<Msg>,
    /// The name of the row axis.
    pub rows: Msg,
    /// The name of the column axis.
    pub columns: Msg,
    /// The players' words for the table's own ids: column names, row keys and the words a cell is
    /// written in (`morale -1`), where they are words and not numbers or names. Default: none.
    pub labels: Vec<(String, Msg)>,
}

impl TableWords {
    /// The players' words for one of the table's ids (a column, a row key, a word in a cell).
    pub fn label(&self, id: &str) -> Option<&Msg> {
        self.labels.iter().find(|(k, _)| k == id).map(|(_, m)| m)
    }
    /// A cell in the players' words: each run of lower-case Latin letters the table has words for is
    /// said (`morale -1` → `士气 -1`); numbers, signs, names and unknown words stay as written.
    pub fn cell(&self, cell: &str, say: &dyn Fn(&Msg) -> String) -> String {
        let mut out = String::new();
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            if !word.is_empty() {
                match self.label(word) {
                    Some(m) => out.push_str(&say(m)),
                    None => out.push_str(word),
                }
                word.clear();
            }
        };
        for c in cell.chars() {
            if c.is_ascii_lowercase() {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }
    /// The words of `grid` (a table of a game, perhaps the players' own copy) given the game's words
    /// for its shipped version (`game`) and the shipped file (`shipped`): each of title, note and axes
    /// is the game's while the grid's own text is the shipped one, and the players' own text once
    /// they changed it (theirs wins: Gunbai cannot translate words it did not write). Without a
    /// shipped file to compare with (a table the game does not ship), the grid's own text.
    pub fn of_grid(
        game: Option<TableWords>,
        shipped: Option<&crate::tables::grid::Grid>,
        grid: &crate::tables::grid::Grid,
    ) -> TableWords {
        let own = |t: &str| Msg::plain(t);
        let Some((w, sh)) = game.zip(shipped) else {
            return TableWords {
                title: own(&grid.title),
                note: (!grid.note.trim().is_empty()).then(|| own(&grid.note)),
                rows: own(&grid.row_axis),
                columns: own(&grid.column_axis),
                labels: Vec::new(),
            };
        };
        TableWords {
            title: if grid.title == sh.title {
                w.title
            } else {
                own(&grid.title)
            },
            note: if grid.note == sh.note {
                w.note
            } else {
                (!grid.note.trim().is_empty()).then(|| own(&grid.note))
            },
            rows: if grid.row_axis == sh.row_axis {
                w.rows
            } else {
                own(&grid.row_axis)
            },
            columns: if grid.column_axis == sh.column_axis {
                w.columns
            } else {
                own(&grid.column_axis)
            },
            // An id of the players' own copy that is still one of the game's reads in words.
            labels: w.labels,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameInfo {
    /// Game id used everywhere: CLI, `tables/<id>/`, `src/games/<id>/`.
    pub id: &'static str,
    /// Title in the original script (西南战争).
    pub title: &'static str,
    pub english: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    pub blurb: &'static str,
}

/// A procedure that `gunbai resolve GAME PROC` can run without a session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProcedureSpec {
    pub id: String,
    pub title: Msg,
    pub rule: String,
    pub keys: Vec<KeySpec>,
    /// What the dice are, in words ("one d6", "one d6 per unit").
    pub dice: Msg,
}

/// An action that can be submitted to a session (`gunbai session act FILE ACTION`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ActionSpec {
    pub name: String,
    pub title: Msg,
    pub rule: String,
    pub keys: Vec<KeySpec>,
    /// True when the action rolls dice (the front end offers the dice tray).
    pub rolls: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScenarioInfo {
    pub id: String,
    pub title: Msg,
    pub min_players: u8,
    pub max_players: u8,
    pub blurb: Msg,
    /// What the players place on the table before the first action, one line each (ticked off in the GUI).
    pub checklist: Vec<Msg>,
}

/// The setup chosen when a session starts; stored in the session header.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Setup {
    #[serde(default)]
    pub scenario: Option<String>,
    #[serde(default)]
    pub players: u8,
    /// Optional rules and variants, by key (e.g. `command-rule = true`).
    #[serde(default)]
    pub options: BTreeMap<String, Value>,
}

impl Setup {
    /// Checks the given options against the game's specs: unknown keys and bad values are errors that
    /// name the key; values are normalised (text "true" becomes a boolean). Absent keys stay absent.
    pub fn checked_options(&self, specs: &[KeySpec]) -> Result<BTreeMap<String, Value>, RuleError> {
        let mut out = BTreeMap::new();
        for (k, v) in &self.options {
            let spec = specs.iter().find(|s| &s.name == k).ok_or_else(|| {
                let valid: Vec<&str> = specs.iter().map(|s| s.name.as_str()).collect();
                RuleError::input(
                    k,
                    if valid.is_empty() {
                        crate::msg!("core-err-unknown-option-none")
                    } else {
                        crate::msg!("core-err-unknown-option", valid = valid.join(", "))
                    },
                )
            })?;
            out.insert(k.clone(), spec.check(v)?);
        }
        Ok(out)
    }

    /// Set-up options typed as `KEY=VALUE` texts (the CLI's `--option`, the GUI's options line), read by the
    /// game's option specs: a key it does not have, a value it does not accept or a key given twice is an
    /// error naming the key.
    pub fn parse_options(
        pairs: &[(String, String)],
        specs: &[KeySpec],
    ) -> Result<BTreeMap<String, Value>, RuleError> {
        let mut out = BTreeMap::new();
        for (k, raw) in pairs {
            let k = k.trim();
            let spec = specs.iter().find(|s| s.name == k).ok_or_else(|| {
                let valid: Vec<&str> = specs.iter().map(|s| s.name.as_str()).collect();
                RuleError::input(
                    k,
                    if valid.is_empty() {
                        crate::msg!("core-err-unknown-option-none")
                    } else {
                        crate::msg!("core-err-unknown-option", valid = valid.join(", "))
                    },
                )
            })?;
            if out.insert(k.to_string(), spec.parse_text(raw)?).is_some() {
                return Err(RuleError::input(k, crate::msg!("core-err-given-twice")));
            }
        }
        Ok(out)
    }

    pub fn option_bool(&self, key: &str, default: bool) -> bool {
        self.options
            .get(key)
            .and_then(Value::as_bool)
            .unwrap_or(default)
    }
    pub fn option_int(&self, key: &str) -> Option<i64> {
        self.options.get(key).and_then(Value::as_i64)
    }
}

/// An action as submitted and as stored in the journal: its name and checked params.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ActionCall {
    pub name: String,
    #[serde(default)]
    pub params: Params,
}

/// What a sealed value reads in every public view (issue 19 item 3): the value of a key entered in
/// private and not yet turned face up by the rules is replaced by this marker, the key itself stays
/// (a face-down card or chip on the table is seen to be there; an empty space stays empty). See
/// [`Ruleset::public_action`].
pub const SEALED: &str = "(sealed)";

impl ActionCall {
    /// Replaces the value of `key` by the [`SEALED`] marker (a key that is absent or empty stays so).
    pub fn seal(&mut self, key: &str) {
        if let Some(v) = self.params.0.get_mut(key)
            && !v.is_null()
        {
            *v = Value::from(SEALED);
        }
    }
    /// True when some value of this call is still sealed (it is a public view with something face down).
    pub fn has_sealed(&self) -> bool {
        self.params.0.values().any(|v| v.as_str() == Some(SEALED))
    }
    pub fn new(name: &str) -> Self {
        Self {
            name: name.into(),
            params: Params::new(),
        }
    }
    pub fn with(mut self, key: &str, v: impl Into<Value>) -> Self {
        self.params.insert(key, v);
        self
    }
}

/// One button of the "what now" panel.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PromptAction {
    pub name: String,
    pub label: Msg,
    /// Params the front end should pre-fill (e.g. the battle box).
    pub preset: Params,
    /// `Some((rule, reason))` when the action is shown but not allowed now.
    pub blocked: Option<(String, Msg)>,
}

impl PromptAction {
    pub fn new(name: &str, label: impl Into<Msg>) -> Self {
        Self {
            name: name.into(),
            label: label.into(),
            preset: Params::new(),
            blocked: None,
        }
    }
    pub fn preset(mut self, key: &str, v: impl Into<Value>) -> Self {
        self.preset.insert(key, v);
        self
    }
    pub fn blocked(mut self, rule: &str, reason: impl Into<Msg>) -> Self {
        self.blocked = Some((rule.into(), reason.into()));
        self
    }
}

/// The current step of the sequence of play and what may be done in it.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Prompt {
    /// The step in the game's own words ("Turn 3 · 西乡军 player turn · March phase").
    pub step: Msg,
    /// Short instructions for the table, one line each.
    pub hints: Vec<Msg>,
    pub actions: Vec<PromptAction>,
}

impl Prompt {
    /// The prompt with every line a player reads (step, hints, button labels, refusal reasons) passed
    /// through `f`: how a front end or a ruleset puts it into other words.
    pub fn map_text(mut self, f: impl Fn(&Msg) -> Msg) -> Self {
        self.step = f(&self.step);
        for h in &mut self.hints {
            *h = f(h);
        }
        for a in &mut self.actions {
            a.label = f(&a.label);
            if let Some((_, why)) = &mut a.blocked {
                *why = f(why);
            }
        }
        self
    }

    /// Every line a player reads, in screen order (step, hints, then each button and its refusal).
    pub fn texts(&self) -> Vec<&Msg> {
        let mut out = vec![&self.step];
        out.extend(self.hints.iter());
        for a in &self.actions {
            out.push(&a.label);
            if let Some((_, why)) = &a.blocked {
                out.push(why);
            }
        }
        out
    }
}

/// Turn track and headline state for the top bar and the pack-up sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Status {
    /// e.g. `("Turn", "3")`, `("Inning", "4/20")`, `("Stage", "2")`.
    pub track: Vec<(Msg, Msg)>,
    pub phase: Msg,
    /// Set once the game is decided.
    pub winner: Option<Msg>,
}

/// One legal value for a key of an action or set-up option: an entry of a pick-list in the GUI, a line of
/// `session act --help-action` in the CLI.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Candidate {
    /// What goes into the params.
    pub value: String,
    /// The heading it is listed under (a hex, a box, an army); empty for none.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub group: String,
    /// What a player reads, when it differs from the value (a castle's name for its hex).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<Msg>,
}

impl Candidate {
    pub fn new(value: impl Into<String>) -> Self {
        Self {
            value: value.into(),
            group: String::new(),
            label: None,
        }
    }
    pub fn grouped(group: impl Into<String>, value: impl Into<String>) -> Self {
        Self {
            group: group.into(),
            ..Self::new(value)
        }
    }
    pub fn label(mut self, label: impl Into<Msg>) -> Self {
        self.label = Some(label.into());
        self
    }
    /// What a player reads: the label, else the value itself (names stay in their own script).
    pub fn text(&self) -> Msg {
        self.label
            .clone()
            .unwrap_or_else(|| Msg::plain(self.value.clone()))
    }
}

/// How one die of a result counted, and why (with the rule number), for dice judged one by one.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DieNote {
    pub hit: bool,
    pub note: Msg,
}

/// An outcome in plain words from a result map, for rulesets that have not worded their own:
/// `true` flags by name, numbers as "name n"; `false`, null and empty values are left out.
pub fn generic_outcome_text(res: &Resolution) -> Msg {
    let parts: Vec<Msg> = res
        .result
        .iter()
        .filter_map(|(k, v)| {
            let name = k.replace(['-', '_'], " ");
            match v {
                Value::Bool(true) => Some(Msg::plain(name)),
                Value::Bool(false) | Value::Null => None,
                Value::Number(n) => Some(Msg::plain(format!("{name} {n}"))),
                Value::String(t) if !t.is_empty() => Some(Msg::plain(format!("{name} {t}"))),
                _ => None,
            }
        })
        .collect();
    if parts.is_empty() {
        crate::msg!("core-no-effect")
    } else {
        Msg::join(parts, super::msg::Sep::Dot)
    }
}

/// What applying one action produced.
#[derive(Debug, Clone)]
pub struct Applied<S> {
    pub state: S,
    /// The procedure resolved by this action, if it rolled or looked anything up.
    pub resolution: Option<Resolution>,
    pub log: Vec<Msg>,
    /// True when the action revealed hidden information (a card drawn from a virtual deck).
    pub reveals_hidden: bool,
}

impl<S> Applied<S> {
    pub fn new(state: S) -> Self {
        Self {
            state,
            resolution: None,
            log: Vec::new(),
            reveals_hidden: false,
        }
    }
    pub fn log(mut self, line: impl Into<Msg>) -> Self {
        self.log.push(line.into());
        self
    }
}

/// A ruleset, typed. Implement this; the engine wraps it as a [`Game`].
/// Where the chance of a rolling action (`ActionSpec::rolls`) comes from. Front ends show only what
/// the step uses (the dice tray for dice, the card for a draw, the cubes for a tower throw), and the
/// session takes typed die faces only for dice: a card, a deal or a throw is the app's to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chance {
    /// Six-sided dice: the players may roll their own and type the faces.
    Dice,
    /// A card drawn from a deck the app keeps.
    Card,
    /// Cubes thrown into a cube tower the app models.
    Tower,
    /// Cards dealt or turned up by the app.
    Deal,
}

pub trait Ruleset: Send + Sync + 'static {
    type Data: Send + Sync + 'static;
    type State: Clone + Serialize + DeserializeOwned + Send + Sync + 'static;

    fn info(&self) -> GameInfo;
    /// The words of a ruleset that is not in the registry (a game under development, a test double):
    /// its catalogue domain (the prefix of its ids) and its catalogue files; [`Loaded::new`] adds them
    /// to the catalogue. The registered games' words come with their registry entry. Default: none.
    fn own_words(&self) -> Option<(&'static str, super::msg::Words)> {
        None
    }
    /// Parses and validates the game's table files (pure: the files are already in memory).
    fn load(&self, files: &TableFiles) -> Result<Self::Data, TableError>;

    fn procedures(&self, data: &Self::Data) -> Vec<ProcedureSpec>;
    fn resolve(
        &self,
        data: &Self::Data,
        procedure: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError>;
    /// The exact distribution of outcomes before the roll. The default enumerates every die sequence.
    fn odds(
        &self,
        data: &Self::Data,
        procedure: &str,
        params: &Params,
    ) -> Result<Vec<Odds>, RuleError> {
        enumerate_odds(|d| {
            self.resolve(data, procedure, params, d)
                .map(|r| r.outcome_key())
        })
    }

    fn scenarios(&self, data: &Self::Data) -> Vec<ScenarioInfo>;
    /// Optional rules and set-up choices the game reads from `Setup.options` (shown as a form when a
    /// session starts; `session new --option KEY=VALUE` is checked against them).
    fn setup_options(&self, _data: &Self::Data) -> Vec<KeySpec> {
        Vec::new()
    }
    fn setup(&self, data: &Self::Data, setup: &Setup) -> Result<Self::State, RuleError>;
    fn actions(&self, data: &Self::Data) -> Vec<ActionSpec>;
    fn prompt(&self, data: &Self::Data, state: &Self::State) -> Prompt;
    fn apply(
        &self,
        data: &Self::Data,
        state: &Self::State,
        action: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<Self::State>, RuleError>;
    /// [`Ruleset::apply`] to a state the caller gives up (issue 23, linear replay): a ruleset whose
    /// state is costly to copy works on it in place instead of on a clone. On a refusal the state is
    /// gone: only a caller that can find it again (a replay, from its snapshots) uses this. Default:
    /// [`Ruleset::apply`].
    fn apply_owned(
        &self,
        data: &Self::Data,
        state: Self::State,
        action: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<Self::State>, RuleError> {
        self.apply(data, &state, action, dice)
    }
    fn status(&self, data: &Self::Data, state: &Self::State) -> Status;
    /// What the players must change on the table to go from `after` back to `before`, in words.
    fn undo_hints(&self, data: &Self::Data, before: &Self::State, after: &Self::State) -> Vec<Msg>;
    /// "On the table now" ([`Game::table_now`]): what the players do with the pieces after an action
    /// took the state from `before` to `after`, in forward words. Every game of Gunbai gives its own
    /// lines (issue 25). Default, for a game that has no words for a change ([`table_now_from_views`]):
    /// a neutral "set the table as the board shows" line naming the places, tracks and values of the
    /// board view that changed. It never reads the undo hints the other way round: those are worded to
    /// put things back, and reversed they would tell the table to do the opposite of what happened.
    fn table_now(&self, data: &Self::Data, before: &Self::State, after: &Self::State) -> Vec<Msg> {
        let changed = serde_json::to_value(before).ok() != serde_json::to_value(after).ok();
        table_now_from_views(&self.view(data, before), &self.view(data, after), changed)
    }
    /// Score or victory standing (`session score`).
    fn score(&self, data: &Self::Data, state: &Self::State) -> Value;
    /// A plain-text listing of the state (`session show`, the pack-up sheet).
    fn show_text(&self, data: &Self::Data, state: &Self::State) -> Msg;
    /// Placeholder tables this game's data still uses (ids).
    fn placeholders(&self, data: &Self::Data) -> Vec<String>;

    // --- What the front ends ask. Every front end uses these; none re-implements a rule. ---

    /// Legal values for `key` of `action` in this state: the pick-list of a form, the candidates of
    /// `session act --help-action`. Offer only values the action then accepts. Empty: free input.
    fn candidates(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _action: &str,
        _key: &str,
    ) -> Vec<Candidate> {
        Vec::new()
    }
    /// Whether the forms ask for `key` of `action` in this state: false for an input the state makes
    /// meaningless (Sekigahara's drawn cards when the app keeps the deck), which the GUI's and the
    /// phones' forms and `--help-action` then leave out. The action still takes the key's default.
    /// Default: every key is asked.
    fn asks(&self, _data: &Self::Data, _state: &Self::State, _action: &str, _key: &str) -> bool {
        true
    }
    /// [`Ruleset::candidates`] knowing the inputs entered so far (`given`, perhaps partial or blank):
    /// a list that depends on another key of the same action (the defenders in the chosen target hex)
    /// is narrowed by it; so is a private form that names its player when several players may fill it
    /// at once (issue 24: Shogun's plans on the phones). The form's pick-lists, `--help-action` and the
    /// phones' forms ask this. Default: `candidates`.
    fn candidates_given(
        &self,
        data: &Self::Data,
        state: &Self::State,
        action: &str,
        key: &str,
        _given: &Params,
    ) -> Vec<Candidate> {
        self.candidates(data, state, action, key)
    }
    /// The words of a shipped table (`id`: the file name without `.toml`) in the players' language:
    /// title, note and axis names from the game's catalogue. Default: none (front ends show the
    /// file's own text).
    fn table_words(&self, _data: &Self::Data, _id: &str) -> Option<TableWords> {
        None
    }
    /// Legal values for a set-up option (e.g. the boxes a group may start in).
    fn setup_candidates(&self, _data: &Self::Data, _key: &str) -> Vec<Candidate> {
        Vec::new()
    }
    /// Inputs the state already answers for an action (pre-filled in forms). Default: the prompt's preset.
    fn prefill(&self, data: &Self::Data, state: &Self::State, action: &str) -> Params {
        self.prompt(data, state)
            .actions
            .into_iter()
            .find(|a| a.name == action)
            .map(|a| a.preset)
            .unwrap_or_default()
    }
    /// Exact odds of an action with these (checked) inputs, before its dice; `None` when it rolls no dice.
    /// Default: every die sequence `apply` can consume is enumerated and its outcome worded by
    /// [`Ruleset::outcome_text`]; override with a closed form when many dice make that too slow.
    fn action_odds(
        &self,
        data: &Self::Data,
        state: &Self::State,
        call: &ActionCall,
    ) -> Option<Result<Vec<Odds>, RuleError>> {
        if !self
            .actions(data)
            .iter()
            .any(|a| a.name == call.name && a.rolls)
        {
            return None;
        }
        Some(enumerate_odds_text(|dice| {
            let applied = self.apply(data, state, call, dice)?;
            Ok(match &applied.resolution {
                Some(r) => self.outcome_text(data, r),
                None => crate::msg!("core-no-roll"),
            })
        }))
    }
    /// A result in players' words (odds chart, table display, log). Default: worded from the result map.
    fn outcome_text(&self, _data: &Self::Data, res: &Resolution) -> Msg {
        generic_outcome_text(res)
    }
    /// How each die of a result counted; empty when the dice are not judged one by one.
    fn die_notes(&self, _data: &Self::Data, _res: &Resolution) -> Vec<DieNote> {
        Vec::new()
    }
    /// Who must enter this action's inputs in private (Shogun planning, Tenka chips): the front end then
    /// hands the screen over ("pass to …"), hides the inputs once entered, shows the commitment and
    /// reveals nothing until the ruleset's own reveal action. `None` (the default): a public action.
    /// The ruleset's log lines and prompt must not show hidden inputs before the reveal.
    fn hidden_action(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _action: &str,
    ) -> Option<Msg> {
        None
    }
    /// Issue 24: the players (each by the value its `player` key takes) who may enter the private
    /// action `action` now, each on their own device, in any order (Shogun: everyone who has not
    /// planned yet). `None` (the default): only the one [`Ruleset::hidden_action`] names, one at a time.
    fn private_players(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _action: &str,
    ) -> Option<Vec<String>> {
        None
    }
    /// The commitment (full hex hash, [`crate::core::commit::commitment`]) this ruleset recorded for the
    /// private input `action` that was just applied, read from the state after it. The hand-over screen
    /// shows this one, so the table hears the same hash the log and the reveal use. Default: none kept.
    fn sealed_commitment(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _action: &ActionCall,
    ) -> Option<String> {
        None
    }
    /// The state as the table may see it (`session show`, the table display, the pack-up sheet's
    /// listing): inputs entered in private and not yet revealed (planned bids, face-down chips) and the
    /// order of face-down cards are left out or read [`SEALED`]. Default: the whole state (a game without
    /// private inputs).
    fn public_state(&self, _data: &Self::Data, state: &Self::State) -> Self::State {
        state.clone()
    }
    /// A journaled action as the table may see it (issue 19 item 3): the one function that decides
    /// what of a record is public, used by every output (`session log`, the GUI log, the pack-up).
    /// `after` is the state right after the action, `now` the state the table is at; the values the
    /// rules have not yet turned face up by `now` read [`SEALED`] (see [`ActionCall::seal`]), so a
    /// private input shows in part as its cards are turned and whole once its round is over. A record
    /// that is not on the line of play is asked with `now = after` (nothing of it was ever turned).
    /// Default: the whole action (a game without private inputs).
    fn public_action(
        &self,
        _data: &Self::Data,
        _after: &Self::State,
        _now: &Self::State,
        action: &ActionCall,
    ) -> ActionCall {
        action.clone()
    }
    /// What the players place before the first action, one line each, built from the set-up state (so
    /// it follows the set-up options: a group that starts in another box is listed there).
    /// Default: the scenario's fixed checklist.
    fn setup_checklist(&self, data: &Self::Data, setup: &Setup, _state: &Self::State) -> Vec<Msg> {
        self.scenarios(data)
            .into_iter()
            .find(|s| Some(&s.id) == setup.scenario.as_ref())
            .map(|s| s.checklist)
            .unwrap_or_default()
    }
    /// The symbols the game's board view uses and what each means (a map legend: "- - -" an obstacle
    /// route, ★ a commander, a colour a side), in both languages. Front ends add their own generic
    /// symbols (app die, placeholder) to it. Default: none.
    fn legend(&self, _data: &Self::Data) -> Vec<(String, Msg)> {
        Vec::new()
    }
    /// The player-facing name of an action. Default: its title in both languages.
    fn action_label(&self, data: &Self::Data, action: &str) -> Msg {
        self.actions(data)
            .into_iter()
            .find(|a| a.name == action)
            .map(|a| a.title)
            .unwrap_or_else(|| Msg::plain(humanise_key(action)))
    }
    /// Checks a state that did not come from [`Ruleset::setup`] and [`Ruleset::apply`] (a pack-up
    /// snapshot, a hand-edited file) as strictly as a set-up: places exist, no unit twice, turn and
    /// values within their ranges. The default accepts everything.
    /// How the chance of `action` is drawn (see [`Chance`]); dice by default.
    fn chance(&self, _data: &Self::Data, _action: &str) -> Chance {
        Chance::Dice
    }
    fn check_state(&self, _data: &Self::Data, _state: &Self::State) -> Result<(), RuleError> {
        Ok(())
    }
    /// The board as the table sees it (issue 20): what the game's panel and sheets draw. Build it from
    /// [`Ruleset::public_state`]'s view of the state. Default: empty.
    fn view(&self, _data: &Self::Data, _state: &Self::State) -> super::view::View {
        super::view::View::default()
    }
    /// What the state says about an action being filled in (`call` holds the inputs typed so far): the
    /// numbers the roll will use, the pieces it concerns. The GUI draws it above the action's form.
    /// Default: empty.
    fn action_view(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _call: &ActionCall,
    ) -> super::view::View {
        super::view::View::default()
    }
    /// Gunbai's rulings for this game, numbered as messages cite them ([`Msg::ruling`]): each a one-line
    /// message `<game>-ruling-<n>`. Shown where cited (hover, `--help-action`) and printed as the
    /// appendix "Gunbai's rulings" of the game's aid. Default: none.
    fn rulings(&self, _data: &Self::Data) -> Vec<(u32, Msg)> {
        Vec::new()
    }
    /// The game's printed counters, cards and data-built aid sections, from its validated data (issue
    /// 20: the printer reads neither the game's files nor its state). Default: none.
    fn sheets(&self, _data: &Self::Data) -> super::sheets::Sheets {
        super::sheets::Sheets::default()
    }
}

/// Session state behind the object-safe [`Game`]; front ends downcast it to the game's own type.
pub type AnyState = Arc<dyn Any + Send + Sync>;

/// The object-safe face of a loaded ruleset (rules + data).
pub trait Game: Send + Sync {
    fn info(&self) -> GameInfo;
    fn as_any(&self) -> &dyn Any;
    fn files(&self) -> &TableFiles;
    /// The same rules loaded with other table files (a session's pinned tables, a table change
    /// during play), through the same validation as every load.
    fn with_files(&self, files: TableFiles) -> Result<Arc<dyn Game>, TableError>;
    fn procedures(&self) -> Vec<ProcedureSpec>;
    fn resolve(
        &self,
        procedure: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError>;
    fn odds(&self, procedure: &str, params: &Params) -> Result<Vec<Odds>, RuleError>;
    fn scenarios(&self) -> Vec<ScenarioInfo>;
    fn setup_options(&self) -> Vec<KeySpec>;
    fn setup(&self, setup: &Setup) -> Result<AnyState, RuleError>;
    fn actions(&self) -> Vec<ActionSpec>;
    fn prompt(&self, state: &AnyState) -> Prompt;
    fn apply(
        &self,
        state: &AnyState,
        action: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<AnyState>, RuleError>;
    /// [`Game::apply`] to a state the caller gives up (issue 23, linear replay): when nothing else
    /// holds it the ruleset works on it in place ([`Ruleset::apply_owned`]), else on a copy. On a
    /// refusal the state is gone: a live act, which must leave the state as it was, uses
    /// [`Game::apply`]. Default: [`Game::apply`].
    fn apply_owned(
        &self,
        state: AnyState,
        action: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<AnyState>, RuleError> {
        self.apply(&state, action, dice)
    }
    fn status(&self, state: &AnyState) -> Status;
    fn undo_hints(&self, before: &AnyState, after: &AnyState) -> Vec<Msg>;
    /// "On the table now": what the players do with the physical pieces after an action took the
    /// state from `before` to `after` (place, flip, remove, return cards), in words the game's
    /// phrasebook translates. Default: the neutral lines of [`table_now_from_views`] (never the undo
    /// hints reversed, which read backwards); a loaded ruleset answers with [`Ruleset::table_now`].
    fn table_now(&self, before: &AnyState, after: &AnyState) -> Vec<Msg> {
        let changed = self.state_json(before) != self.state_json(after);
        table_now_from_views(&self.view(before), &self.view(after), changed)
    }
    fn score(&self, state: &AnyState) -> Value;
    fn show_text(&self, state: &AnyState) -> Msg;
    fn state_json(&self, state: &AnyState) -> Value;
    /// The text of [`Game::state_json`] (keys sorted), what a session's state digest covers. Written
    /// straight from the state where it can be (issue 23: building the JSON value first was most of
    /// the digest check of a replay).
    fn state_text(&self, state: &AnyState) -> String {
        serde_json::to_string(&self.state_json(state)).unwrap_or_default()
    }
    /// [`Ruleset::public_state`] as JSON: what `session show --json` prints.
    fn public_state_json(&self, state: &AnyState) -> Value;
    /// [`Game::public_state_json`] as text, written straight from the state (issue 23: random play
    /// reads it after every step while a value is sealed). Its fields keep the state's order, so the
    /// text is the JSON's, not byte for byte.
    fn public_state_text(&self, state: &AnyState) -> String {
        self.public_state_json(state).to_string()
    }
    /// [`Ruleset::public_state`]: what a screen or sheet the players read may show.
    fn public_state(&self, state: &AnyState) -> AnyState;
    /// [`Ruleset::public_action`]: a journaled action as the table may see it.
    fn public_action(&self, after: &AnyState, now: &AnyState, action: &ActionCall) -> ActionCall;
    /// A state from JSON (a snapshot), checked with [`Game::check_state`].
    fn state_from_json(&self, v: &Value) -> Result<AnyState, RuleError>;
    fn placeholders(&self) -> Vec<String>;
    fn candidates(&self, state: &AnyState, action: &str, key: &str) -> Vec<Candidate>;
    /// See [`Ruleset::asks`].
    fn asks(&self, state: &AnyState, action: &str, key: &str) -> bool;
    /// See [`Ruleset::candidates_given`].
    fn candidates_given(
        &self,
        state: &AnyState,
        action: &str,
        key: &str,
        given: &Params,
    ) -> Vec<Candidate>;
    /// See [`Ruleset::table_words`]: the game's words for its shipped table `id`, whatever the
    /// players' copy says. Front ends use [`Game::grid_words`] or [`Game::table_title`].
    fn table_words(&self, id: &str) -> Option<TableWords>;
    /// The words of `grid` (a table of this game as loaded, or as the table editor holds it): the
    /// game's words where the grid still says what the shipped file says, the players' own text where
    /// they changed it ([`TableWords::of_grid`]).
    fn grid_words(&self, grid: &crate::tables::grid::Grid) -> TableWords {
        let info = self.info();
        let shipped = crate::games::entry(info.id)
            .and_then(|e| {
                e.tables
                    .iter()
                    .find(|(n, _)| n.strip_suffix(".toml") == Some(grid.id.as_str()))
            })
            .and_then(|(_, text)| toml::from_str::<crate::tables::grid::Grid>(text).ok());
        TableWords::of_grid(self.table_words(&grid.id), shipped.as_ref(), grid)
    }
    /// A table's title in players' words (`id`: the file name without `.toml`): the loaded table's
    /// ([`Game::grid_words`]), else the game's words for it, else `None` (front ends show the id in
    /// plain words).
    fn table_title(&self, id: &str) -> Option<Msg> {
        read_table_title(self, id)
    }
    fn setup_candidates(&self, key: &str) -> Vec<Candidate>;
    fn prefill(&self, state: &AnyState, action: &str) -> Params;
    /// Odds of an action before its dice: `None` when it rolls none, an error when its inputs are not
    /// complete or a rule forbids it (the error says which key or rule).
    fn action_odds(
        &self,
        state: &AnyState,
        call: &ActionCall,
    ) -> Option<Result<Vec<Odds>, RuleError>>;
    fn outcome_text(&self, res: &Resolution) -> Msg;
    fn die_notes(&self, res: &Resolution) -> Vec<DieNote>;
    fn action_label(&self, action: &str) -> Msg;
    fn hidden_action(&self, state: &AnyState, action: &str) -> Option<Msg>;
    /// See [`Ruleset::private_players`].
    fn private_players(&self, _state: &AnyState, _action: &str) -> Option<Vec<String>> {
        None
    }
    /// See [`Ruleset::sealed_commitment`].
    fn sealed_commitment(&self, state: &AnyState, action: &ActionCall) -> Option<String>;
    /// A message in `lang`, from the catalogues.
    fn say(&self, msg: &Msg, lang: Lang) -> String {
        msg.render(lang)
    }
    fn setup_checklist(&self, setup: &Setup, state: &AnyState) -> Vec<Msg>;
    fn legend(&self) -> Vec<(String, Msg)>;
    /// See [`Ruleset::view`].
    fn view(&self, state: &AnyState) -> super::view::View;
    /// See [`Ruleset::action_view`].
    fn action_view(&self, state: &AnyState, call: &ActionCall) -> super::view::View;
    /// See [`Ruleset::rulings`].
    fn rulings(&self) -> Vec<(u32, Msg)>;
    /// The one-line text of each of Gunbai's rulings `msgs` cite ("Gunbai's ruling 3: …"), for the hover
    /// and `--help-action` where a ruling is cited.
    fn cited_rulings(&self, msgs: &[&Msg]) -> Vec<Msg> {
        let mut cited: Vec<u32> = Vec::new();
        for m in msgs {
            for n in m.rulings_cited() {
                if !cited.contains(&n) {
                    cited.push(n);
                }
            }
        }
        if cited.is_empty() {
            return Vec::new();
        }
        let all = self.rulings();
        cited
            .into_iter()
            .filter_map(|n| {
                all.iter().find(|(k, _)| *k == n).map(|(_, text)| {
                    crate::msg!(
                        "core-ruling-note",
                        ruling = Msg::ruling(n),
                        text = text.clone()
                    )
                })
            })
            .collect()
    }
    /// See [`Ruleset::sheets`].
    fn sheets(&self) -> super::sheets::Sheets;

    /// The game id (`seinan`, `saigoku`, …): the one front ends use to file sessions and settings.
    fn id(&self) -> &'static str {
        let GameInfo { id, .. } = self.info();
        id
    }
    /// See [`Ruleset::chance`].
    fn chance(&self, _action: &str) -> Chance {
        Chance::Dice
    }
    /// See [`Ruleset::check_state`]. The default accepts everything.
    fn check_state(&self, _state: &AnyState) -> Result<(), RuleError> {
        Ok(())
    }

    /// Looks up a procedure spec, or says which ones exist.
    fn procedure(&self, id: &str) -> Result<ProcedureSpec, RuleError> {
        find_procedure(&self.procedures(), id).cloned()
    }
    /// Looks up an action spec, or says which ones exist.
    fn action(&self, name: &str) -> Result<ActionSpec, RuleError> {
        find_action(&self.actions(), name).cloned()
    }
}

/// The spec of action `name` among `all`, or the refusal naming the ones there are.
fn find_action<'a>(all: &'a [ActionSpec], name: &str) -> Result<&'a ActionSpec, RuleError> {
    all.iter()
        .find(|a| a.name == name)
        .ok_or_else(|| RuleError::UnknownAction {
            name: name.into(),
            valid: all
                .iter()
                .map(|a| a.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })
}

/// The spec of procedure `id` among `all`, or the refusal naming the ones there are.
fn find_procedure<'a>(all: &'a [ProcedureSpec], id: &str) -> Result<&'a ProcedureSpec, RuleError> {
    all.iter()
        .find(|p| p.id == id)
        .ok_or_else(|| RuleError::UnknownProcedure {
            name: id.into(),
            valid: all
                .iter()
                .map(|p| p.id.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })
}

/// [`Game::table_title`] read from the game's files: the loaded table's title, else the game's words.
fn read_table_title<G: Game + ?Sized>(game: &G, id: &str) -> Option<Msg> {
    match crate::tables::grid::Grid::find(game.files(), id) {
        Some((_, g)) => Some(game.grid_words(&g).title),
        None => game.table_words(id).map(|w| w.title),
    }
}

/// A ruleset with its loaded data.
pub struct Loaded<R: Ruleset> {
    /// Shared so the same rules can be loaded again with other table files ([`Game::with_files`]).
    pub rules: Arc<R>,
    pub data: R::Data,
    pub files: TableFiles,
    /// The action and procedure specs, built once per loaded game (issue 23: `apply`, `resolve` and
    /// every live act look a spec up; building them all on each call was a large part of a replay step).
    /// They depend on the rules and the data only.
    specs: std::sync::OnceLock<Vec<ActionSpec>>,
    procedure_specs: std::sync::OnceLock<Vec<ProcedureSpec>>,
    /// [`Game::table_title`] of each table asked, kept (issue 23: a session names the placeholder
    /// tables of every result in its log, and reading a table and the shipped copy each time was a
    /// twentieth of a random game's time). The files never change under a loaded game.
    table_titles: std::sync::Mutex<std::collections::BTreeMap<String, Option<Msg>>>,
}

impl<R: Ruleset> Loaded<R> {
    pub fn new(rules: R, files: TableFiles) -> Result<Self, TableError> {
        if let Some((domain, words)) = rules.own_words() {
            super::msg::register(domain, words);
        }
        let data = rules.load(&files)?;
        Ok(Self {
            rules: Arc::new(rules),
            data,
            files,
            specs: Default::default(),
            procedure_specs: Default::default(),
            table_titles: Default::default(),
        })
    }
    /// Every action spec of the game, built on first use and kept (issue 23).
    pub fn action_specs(&self) -> &[ActionSpec] {
        self.specs.get_or_init(|| self.rules.actions(&self.data))
    }
    /// Every procedure spec of the game, built on first use and kept (issue 23).
    pub fn procedure_specs(&self) -> &[ProcedureSpec] {
        self.procedure_specs
            .get_or_init(|| self.rules.procedures(&self.data))
    }
    /// One action's spec by reference, or the refusal naming the ones there are.
    fn action_spec(&self, name: &str) -> Result<&ActionSpec, RuleError> {
        find_action(self.action_specs(), name)
    }
    /// The call with its inputs checked against its action's keys (what `apply` and `apply_owned` hand
    /// the rules).
    fn checked_call(&self, action: &ActionCall) -> Result<ActionCall, RuleError> {
        let spec = self.action_spec(&action.name)?;
        Ok(ActionCall {
            name: action.name.clone(),
            params: action.params.checked(&spec.keys)?,
        })
    }
    /// One procedure's spec by reference, or the refusal naming the ones there are.
    fn procedure_spec(&self, id: &str) -> Result<&ProcedureSpec, RuleError> {
        find_procedure(self.procedure_specs(), id)
    }
    /// The typed state behind an [`AnyState`] of this game.
    pub fn typed<'a>(&self, s: &'a AnyState) -> &'a R::State {
        s.downcast_ref::<R::State>()
            .expect("state belongs to another game")
    }
}

impl<R: Ruleset> Game for Loaded<R> {
    fn info(&self) -> GameInfo {
        self.rules.info()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn files(&self) -> &TableFiles {
        &self.files
    }
    fn with_files(&self, files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
        let data = self.rules.load(&files).map_err(|e| files.locate(e))?;
        Ok(Arc::new(Loaded {
            rules: self.rules.clone(),
            data,
            files,
            specs: Default::default(),
            procedure_specs: Default::default(),
            table_titles: Default::default(),
        }))
    }
    fn procedures(&self) -> Vec<ProcedureSpec> {
        self.procedure_specs().to_vec()
    }
    /// One procedure's spec, from the specs built once.
    fn procedure(&self, id: &str) -> Result<ProcedureSpec, RuleError> {
        self.procedure_spec(id).cloned()
    }
    fn resolve(
        &self,
        procedure: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        let spec = self.procedure_spec(procedure)?;
        let params = params.checked(&spec.keys)?;
        self.rules.resolve(&self.data, procedure, &params, dice)
    }
    fn odds(&self, procedure: &str, params: &Params) -> Result<Vec<Odds>, RuleError> {
        let spec = self.procedure_spec(procedure)?;
        let params = params.checked(&spec.keys)?;
        self.rules.odds(&self.data, procedure, &params)
    }
    fn scenarios(&self) -> Vec<ScenarioInfo> {
        self.rules.scenarios(&self.data)
    }
    fn setup_options(&self) -> Vec<KeySpec> {
        self.rules.setup_options(&self.data)
    }
    fn setup(&self, setup: &Setup) -> Result<AnyState, RuleError> {
        Ok(Arc::new(self.rules.setup(&self.data, setup)?))
    }
    fn actions(&self) -> Vec<ActionSpec> {
        self.action_specs().to_vec()
    }
    /// One action's spec (this runs on every submit and every replayed act), from the specs built
    /// once (issue 23).
    fn action(&self, name: &str) -> Result<ActionSpec, RuleError> {
        self.action_spec(name).cloned()
    }
    fn prompt(&self, state: &AnyState) -> Prompt {
        self.rules.prompt(&self.data, self.typed(state))
    }
    fn apply(
        &self,
        state: &AnyState,
        action: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<AnyState>, RuleError> {
        let checked = self.checked_call(action)?;
        let a = self
            .rules
            .apply(&self.data, self.typed(state), &checked, dice)?;
        Ok(Applied {
            state: Arc::new(a.state),
            resolution: a.resolution,
            log: a.log,
            reveals_hidden: a.reveals_hidden,
        })
    }
    fn apply_owned(
        &self,
        state: AnyState,
        action: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<AnyState>, RuleError> {
        let checked = self.checked_call(action)?;
        let Ok(typed) = state.downcast::<R::State>() else {
            return Err(RuleError::Data("the state belongs to another game".into()));
        };
        // Issue 23: the state itself when nothing else holds it (a replay's running state), else a copy.
        let owned = Arc::unwrap_or_clone(typed);
        let a = self.rules.apply_owned(&self.data, owned, &checked, dice)?;
        Ok(Applied {
            state: Arc::new(a.state),
            resolution: a.resolution,
            log: a.log,
            reveals_hidden: a.reveals_hidden,
        })
    }
    fn status(&self, state: &AnyState) -> Status {
        self.rules.status(&self.data, self.typed(state))
    }
    fn undo_hints(&self, before: &AnyState, after: &AnyState) -> Vec<Msg> {
        self.rules
            .undo_hints(&self.data, self.typed(before), self.typed(after))
    }
    fn table_now(&self, before: &AnyState, after: &AnyState) -> Vec<Msg> {
        self.rules
            .table_now(&self.data, self.typed(before), self.typed(after))
    }
    fn score(&self, state: &AnyState) -> Value {
        self.rules.score(&self.data, self.typed(state))
    }
    fn show_text(&self, state: &AnyState) -> Msg {
        self.rules.show_text(&self.data, self.typed(state))
    }
    fn state_json(&self, state: &AnyState) -> Value {
        serde_json::to_value(self.typed(state)).unwrap_or(Value::Null)
    }
    fn state_text(&self, state: &AnyState) -> String {
        super::canonical::to_string(self.typed(state))
            .unwrap_or_else(|| serde_json::to_string(&self.state_json(state)).unwrap_or_default())
    }
    fn public_state_json(&self, state: &AnyState) -> Value {
        serde_json::to_value(self.rules.public_state(&self.data, self.typed(state)))
            .unwrap_or(Value::Null)
    }
    fn public_state_text(&self, state: &AnyState) -> String {
        serde_json::to_string(&self.rules.public_state(&self.data, self.typed(state)))
            .unwrap_or_default()
    }
    fn public_state(&self, state: &AnyState) -> AnyState {
        Arc::new(self.rules.public_state(&self.data, self.typed(state)))
    }
    fn public_action(&self, after: &AnyState, now: &AnyState, action: &ActionCall) -> ActionCall {
        // States of another game (never given by a session) are judged by nothing: all of it sealed.
        match (
            after.downcast_ref::<R::State>(),
            now.downcast_ref::<R::State>(),
        ) {
            (Some(a), Some(n)) => self.rules.public_action(&self.data, a, n, action),
            _ => {
                let mut p = action.clone();
                let keys: Vec<String> = p.params.0.keys().cloned().collect();
                for k in keys {
                    p.seal(&k);
                }
                p
            }
        }
    }
    fn state_from_json(&self, v: &Value) -> Result<AnyState, RuleError> {
        let s: R::State =
            serde_json::from_value(v.clone()).map_err(|e| RuleError::Data(e.to_string()))?;
        self.rules.check_state(&self.data, &s)?;
        Ok(Arc::new(s))
    }
    fn placeholders(&self) -> Vec<String> {
        self.rules.placeholders(&self.data)
    }
    fn candidates(&self, state: &AnyState, action: &str, key: &str) -> Vec<Candidate> {
        self.rules
            .candidates(&self.data, self.typed(state), action, key)
    }
    fn asks(&self, state: &AnyState, action: &str, key: &str) -> bool {
        self.rules.asks(&self.data, self.typed(state), action, key)
    }
    fn candidates_given(
        &self,
        state: &AnyState,
        action: &str,
        key: &str,
        given: &Params,
    ) -> Vec<Candidate> {
        self.rules
            .candidates_given(&self.data, self.typed(state), action, key, given)
    }
    fn table_title(&self, id: &str) -> Option<Msg> {
        let mut kept = self
            .table_titles
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(t) = kept.get(id) {
            return t.clone();
        }
        let t = read_table_title(self, id);
        kept.insert(id.to_string(), t.clone());
        t
    }
    fn table_words(&self, id: &str) -> Option<TableWords> {
        self.rules.table_words(&self.data, id)
    }
    fn setup_candidates(&self, key: &str) -> Vec<Candidate> {
        self.rules.setup_candidates(&self.data, key)
    }
    fn prefill(&self, state: &AnyState, action: &str) -> Params {
        self.rules.prefill(&self.data, self.typed(state), action)
    }
    fn action_odds(
        &self,
        state: &AnyState,
        call: &ActionCall,
    ) -> Option<Result<Vec<Odds>, RuleError>> {
        let spec = match self.action_spec(&call.name) {
            Ok(s) => s,
            Err(e) => return Some(Err(e)),
        };
        if !spec.rolls {
            return None;
        }
        let checked = match call.params.checked(&spec.keys) {
            Ok(p) => ActionCall {
                name: call.name.clone(),
                params: p,
            },
            Err(e) => return Some(Err(e)),
        };
        self.rules
            .action_odds(&self.data, self.typed(state), &checked)
    }
    fn outcome_text(&self, res: &Resolution) -> Msg {
        self.rules.outcome_text(&self.data, res)
    }
    fn die_notes(&self, res: &Resolution) -> Vec<DieNote> {
        self.rules.die_notes(&self.data, res)
    }
    fn action_label(&self, action: &str) -> Msg {
        self.rules.action_label(&self.data, action)
    }
    fn hidden_action(&self, state: &AnyState, action: &str) -> Option<Msg> {
        self.rules
            .hidden_action(&self.data, self.typed(state), action)
    }
    fn private_players(&self, state: &AnyState, action: &str) -> Option<Vec<String>> {
        self.rules
            .private_players(&self.data, self.typed(state), action)
    }
    fn sealed_commitment(&self, state: &AnyState, action: &ActionCall) -> Option<String> {
        self.rules
            .sealed_commitment(&self.data, self.typed(state), action)
    }
    fn setup_checklist(&self, setup: &Setup, state: &AnyState) -> Vec<Msg> {
        self.rules
            .setup_checklist(&self.data, setup, self.typed(state))
    }
    fn check_state(&self, state: &AnyState) -> Result<(), RuleError> {
        self.rules.check_state(&self.data, self.typed(state))
    }
    fn chance(&self, action: &str) -> Chance {
        self.rules.chance(&self.data, action)
    }
    fn legend(&self) -> Vec<(String, Msg)> {
        self.rules.legend(&self.data)
    }
    fn view(&self, state: &AnyState) -> super::view::View {
        self.rules.view(&self.data, self.typed(state))
    }
    fn action_view(&self, state: &AnyState, call: &ActionCall) -> super::view::View {
        self.rules.action_view(&self.data, self.typed(state), call)
    }
    fn rulings(&self) -> Vec<(u32, Msg)> {
        self.rules.rulings(&self.data)
    }
    fn sheets(&self) -> super::sheets::Sheets {
        self.rules.sheets(&self.data)
    }
}

/// The default "on the table now" (issue 25), for a game with no words of its own for a change: compare
/// the board view before and after and name what changed, in neutral forward words: "set these places
/// as the board shows" (every [`super::view::Place`] whose owner, pieces or markers differ, or that
/// came or went), "set these tracks and values as the board shows" (every labelled track or value whose
/// value differs). When the state changed but the view shows nothing different, one line says to
/// follow the board as shown. Choice: the default never reverses the undo hints (worded to put things
/// back, reversed they would read backwards); empty only when the state did not change.
pub fn table_now_from_views(
    before: &super::view::View,
    after: &super::view::View,
    changed: bool,
) -> Vec<Msg> {
    use super::view::{Place, Row, View};
    fn places(v: &View) -> Vec<&Place> {
        let mut out = Vec::new();
        for sec in &v.sections {
            for r in &sec.rows {
                match r {
                    Row::Place(p) => out.push(p),
                    Row::Map { places, .. } => out.extend(places.iter()),
                    _ => {}
                }
            }
        }
        out
    }
    /// A labelled track or value: its label and what it shows.
    fn values(v: &View) -> Vec<(&Msg, String)> {
        let mut out = Vec::new();
        for sec in &v.sections {
            for r in &sec.rows {
                match r {
                    Row::Track { label, value, .. } => out.push((label, value.to_string())),
                    Row::Value { label, value } => {
                        out.push((label, serde_json::to_string(value).unwrap_or_default()))
                    }
                    _ => {}
                }
            }
        }
        out
    }
    let same_place =
        |a: &Place, b: &Place| a.owner == b.owner && a.pieces == b.pieces && a.markers == b.markers;
    let (pb, pa) = (places(before), places(after));
    let mut changed_places: Vec<String> = Vec::new();
    for p in pa.iter().chain(pb.iter()) {
        let b = pb.iter().find(|x| x.name == p.name);
        let a = pa.iter().find(|x| x.name == p.name);
        let differs = match (b, a) {
            (Some(b), Some(a)) => !same_place(b, a),
            _ => true,
        };
        if differs && !changed_places.contains(&p.name) {
            changed_places.push(p.name.clone());
        }
    }
    let (vb, va) = (values(before), values(after));
    let mut changed_values: Vec<Msg> = Vec::new();
    for (label, value) in &va {
        let was = vb.iter().find(|(l, _)| l == label).map(|(_, v)| v);
        if was != Some(value) && !changed_values.contains(label) {
            changed_values.push((*label).clone());
        }
    }
    let mut out = Vec::new();
    if !changed_places.is_empty() {
        out.push(crate::msg!(
            "core-now-places",
            places = Msg::join(
                changed_places.into_iter().map(Msg::plain),
                super::msg::Sep::Comma
            )
        ));
    }
    if !changed_values.is_empty() {
        out.push(crate::msg!(
            "core-now-values",
            values = Msg::join(changed_values, super::msg::Sep::Comma)
        ));
    }
    if out.is_empty() && (changed || before != after) {
        out.push(crate::msg!("core-now-as-shown"));
    }
    out
}
