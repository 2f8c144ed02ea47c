//! 將軍 Shogun (Dirk Henn, 2006): 3–5 daimyo, two years of secret planning, bids, actions, the cube
//! tower and winter.
//!
//! Source: seed 001 (authoritative) and the digest `rules/shogun.md`; rule numbers below are the digest's
//! section numbers (rule 5 = the action round, 6 A1–A10 = the actions, 7 = wars and revolts, 8 = winter,
//! 9 = scoring) and its P-numbers for the choices made where the seed is silent.

pub mod board;
pub mod check;
pub mod command;
pub mod data;
pub mod input;
pub mod invariants;
pub mod play;
pub mod player;
pub mod procedures;
pub mod public;
pub mod say;
pub mod setup_words;
pub mod sheets;
pub mod state;
mod table_now;
pub mod tower;
pub mod view;
pub mod war;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::odds::Odds;
use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg,
    Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup, Status,
};
use crate::msg;
use crate::tables::{TableError, TableFiles};
pub use command::Command;
pub use data::{ShogunData, Side, TABLES};
pub use state::{Phase, State};

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "shogun";

/// The most seats at the table (rule 1.(2): 3–5 players).
pub const SEATS: usize = 5;
/// The longest player name the set-up takes (characters).
pub const NAME_MAX: usize = 24;

/// The set-up key of seat `i`'s colour (1-based).
pub fn colour_key(i: usize) -> String {
    format!("colour-{i}")
}

/// The set-up key of seat `i`'s player name (1-based).
pub fn name_key(i: usize) -> String {
    format!("name-{i}")
}

/// The seat a set-up key is about, and whether it is its colour (true) or its name (false).
fn seat_of_key(key: &str) -> Option<(usize, bool)> {
    let (what, i) = key.split_once('-')?;
    let i: usize = i.parse().ok().filter(|i| (1..=SEATS).contains(i))?;
    match what {
        "colour" => Some((i, true)),
        "name" => Some((i, false)),
        _ => None,
    }
}

/// Rule 1.(4): the starting provinces from the designated tables or by the draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    #[default]
    Designated,
    Draft,
}

/// Who keeps the decks: the app (virtual) or the table (real cards typed as turned).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decks {
    #[default]
    Virtual,
    Real,
}

/// The cube tower: the app's model throws, or the real tower's cubes are typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TowerChoice {
    #[default]
    Model,
    Real,
}

/// A set-up choice read into its type (its default when not given).
fn setup_choice<T: serde::de::DeserializeOwned + Default>(
    setup: &Setup,
    key: &str,
) -> Result<T, RuleError> {
    match setup.options.get(key) {
        None => Ok(T::default()),
        Some(v) => serde_json::from_value(v.clone())
            .map_err(|_| RuleError::input(key, msg!("core-err-bad-value", detail = v.to_string()))),
    }
}

/// A seat's help; seats 4 and 5 say they count only at a table that large.
fn seat_help(i: usize, help: Msg) -> Msg {
    if i > 3 {
        msg!("shogun-option-seat-only", help = help, n = i)
    } else {
        help
    }
}

pub struct ShogunRules;

pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(ShogunRules, files)?))
}

#[doc(hidden)] // test support: the unit tests in `tests/rules/unit` call it (issue 23)
pub fn test_data() -> ShogunData {
    ShogunData::load(&TableFiles::embedded(ID, TABLES)).expect("embedded Shogun tables load")
}

impl Ruleset for ShogunRules {
    type Data = ShogunData;
    type State = State;
    fn sheets(&self, data: &Self::Data) -> crate::core::Sheets {
        sheets::sheets(data)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: ID,
            title: "將軍",
            english: "Shogun",
            min_players: 3,
            max_players: 5,
            blurb: "Two years of secret plans, bids and the cube tower; winter revolts and region majorities.",
        }
    }

    fn load(&self, files: &TableFiles) -> Result<ShogunData, TableError> {
        ShogunData::load(files)
    }

    fn procedures(&self, _: &ShogunData) -> Vec<ProcedureSpec> {
        procedures::specs()
    }

    fn resolve(
        &self,
        data: &ShogunData,
        p: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        procedures::resolve(data, p, params, dice)
    }

    fn odds(&self, data: &ShogunData, p: &str, params: &Params) -> Result<Vec<Odds>, RuleError> {
        match procedures::odds(data, p, params) {
            Some(o) => o,
            None => crate::core::enumerate_odds(|d| {
                self.resolve(data, p, params, d).map(|r| r.outcome_key())
            }),
        }
    }

    fn scenarios(&self, _: &ShogunData) -> Vec<ScenarioInfo> {
        vec![ScenarioInfo {
            id: "standard".into(),
            title: msg!("shogun-scenario-title"),
            min_players: 3,
            max_players: 5,
            blurb: msg!("shogun-scenario-blurb", rule = say::rule("6")),
            checklist: vec![
                msg!("shogun-scenario-board", rule = say::rule("1.(1)")),
                msg!("shogun-scenario-material", rule = say::rule("1.(2)")),
                msg!("shogun-scenario-provinces", rule = say::rule("6")),
                msg!("shogun-scenario-markers", rule = say::rule("1.(5)")),
                msg!("shogun-scenario-bank", rule = say::rule("1.(6)")),
            ],
        }]
    }

    fn setup_options(&self, _: &ShogunData) -> Vec<KeySpec> {
        [
            KeySpec::choice("side", &["sun", "moon"], "board side").default("sun"),
        ]
        .into_iter()
        // Issue 21: each seat's colour is picked from the game's colours, and the table may name
        // its player (shown as entered).
        .chain((1..=SEATS).flat_map(|i| {
            [
                KeySpec::choice(&colour_key(i), &data::COLOURS, "seat colour")
                    .default(data::COLOURS[i - 1]),
                KeySpec::text(&name_key(i), "player name").optional(),
            ]
        }))
        .chain([
            KeySpec::text(
                "colours",
                "player colours in seat order, clockwise from the oldest player (red,yellow,blue,…)",
            )
            .optional(),
            KeySpec::choice(
                "start",
                &["designated", "draft"],
                "starting provinces: the designated tables or the draft",
            )
            .default("designated"),
            KeySpec::choice(
                "decks",
                &["virtual", "real"],
                "virtual: the app shuffles and draws; real: players type the cards they turned",
            )
            .default("virtual"),
            KeySpec::choice(
                "tower",
                &["model", "real"],
                "model: the app's tower model throws; real: players type the cubes that came out",
            )
            .default("model"),
            KeySpec::bool(
                "literal-winter",
                "variant: winter compares province cards with the event's loss itself",
            ),
            KeySpec::bool(
                "e11-adds",
                "variant: event E11 adds 2 peasants to the usual 1 (3 in all) instead of 2 in all",
            ),
            KeySpec::bool(
                "winter-peasants-once",
                "variant: the winter table's peasants join only each player's first revolt",
            ),
            KeySpec::text(
                "stick",
                "tower model: chance an entering cube sticks (default from the tables)",
            )
            .optional(),
            KeySpec::text(
                "release",
                "tower model: chance a stuck cube comes loose per throw",
            )
            .optional(),
        ])
        .map(|k| match seat_of_key(&k.name) {
            Some((i, true)) => k
                .say_label(msg!("shogun-option-seat-colour-label", seat = i))
                .say_help(seat_help(i, msg!("shogun-option-seat-colour-help"))),
            Some((i, false)) => k
                .say_label(msg!("shogun-option-seat-name-label", seat = i))
                .say_help(seat_help(i, msg!("shogun-option-seat-name-help"))),
            None => {
                let label = Msg::dynamic(format!("shogun-option-{}-label", k.name));
                let help = Msg::dynamic(format!("shogun-option-{}-help", k.name));
                k.say_label(label).say_help(help)
            }
        })
        .collect()
    }

    fn setup_candidates(&self, _: &ShogunData, key: &str) -> Vec<Candidate> {
        if let Some((_, true)) = seat_of_key(key) {
            // Issue 21: a seat's colour is one of the game's five (rule 1.(2)).
            return data::COLOURS
                .iter()
                .map(|c| Candidate::new(*c).label(say::colour(c)))
                .collect();
        }
        match key {
            "side" => vec![
                Candidate::new("sun").label(say::side(Side::Sun)),
                Candidate::new("moon").label(say::side(Side::Moon)),
            ],
            "start" => vec![
                Candidate::new("designated")
                    .label(msg!("shogun-start-designated", rule = say::rule("6"))),
                Candidate::new("draft")
                    .label(msg!("shogun-start-draft", rule = say::rule("1.(4)"))),
            ],
            "decks" => vec![
                Candidate::new("virtual").label(msg!("shogun-decks-virtual")),
                Candidate::new("real").label(msg!("shogun-decks-real")),
            ],
            "tower" => vec![
                Candidate::new("model").label(msg!("shogun-tower-choice-model")),
                Candidate::new("real").label(msg!("shogun-tower-choice-real")),
            ],
            _ => vec![],
        }
    }

    fn setup(&self, data: &ShogunData, setup: &Setup) -> Result<State, RuleError> {
        let setup = &Setup {
            options: setup.checked_options(&self.setup_options(data))?,
            ..setup.clone()
        };
        if let Some(s) = &setup.scenario
            && s != "standard"
        {
            return Err(RuleError::input(
                "scenario",
                msg!("shogun-err-scenario", got = s.clone()),
            ));
        }
        let n = if setup.players == 0 { 4 } else { setup.players };
        if !(3..=5).contains(&n) {
            return Err(RuleError::input(
                "players",
                msg!("shogun-err-players", n = n),
            ));
        }
        let side = setup
            .options
            .get("side")
            .and_then(Value::as_str)
            .and_then(Side::parse)
            .unwrap_or(Side::Sun);
        let colours: Vec<String> = match setup.options.get("colours").and_then(Value::as_str) {
            Some(t) => t
                .split(',')
                .map(|c| c.trim().to_ascii_lowercase())
                .filter(|c| !c.is_empty())
                .collect(),
            // Issue 21: each seat's pick (the seats beyond the table's count are not used).
            None => {
                let mut v: Vec<String> = Vec::new();
                for i in 1..=n as usize {
                    let c = setup
                        .options
                        .get(&colour_key(i))
                        .and_then(Value::as_str)
                        .unwrap_or(data::COLOURS[i - 1])
                        .to_string();
                    if let Some(j) = v.iter().position(|x| *x == c) {
                        return Err(RuleError::input(
                            &colour_key(i),
                            msg!(
                                "shogun-err-colour-taken",
                                colour = say::colour(&c),
                                seat = j + 1
                            ),
                        ));
                    }
                    v.push(c);
                }
                v
            }
        };
        let mut names: Vec<Option<String>> = Vec::new();
        for i in 1..=n as usize {
            let name = setup
                .options
                .get(&name_key(i))
                .and_then(Value::as_str)
                .map(str::trim)
                .filter(|t| !t.is_empty());
            if let Some(t) = name
                && t.chars().count() > NAME_MAX
            {
                return Err(RuleError::input(
                    &name_key(i),
                    msg!("shogun-err-name-long", n = NAME_MAX),
                ));
            }
            names.push(name.map(str::to_string));
        }
        if colours.len() != n as usize {
            return Err(RuleError::input(
                "colours",
                msg!("shogun-err-colour-count", n = n, got = colours.len()),
            ));
        }
        for (i, c) in colours.iter().enumerate() {
            if !data::COLOURS.contains(&c.as_str()) || colours[..i].contains(c) {
                return Err(RuleError::input(
                    "colours",
                    msg!(
                        "shogun-err-colours",
                        got = c.clone(),
                        colours = data::COLOURS.join(", ")
                    ),
                ));
            }
        }
        let draft = setup_choice::<Start>(setup, "start")? == Start::Draft;
        // P14: designated mode with 3 players is for the sun side only.
        if n == 3 && side == Side::Moon && !draft {
            return Err(RuleError::forbidden(
                "6",
                msg!("shogun-err-designated-moon", rule = say::ruling(14)),
            ));
        }
        let mut provinces: BTreeMap<String, state::Prov> = data
            .provinces(side, n)
            .into_iter()
            .map(|p| (p.name, state::Prov::default()))
            .collect();
        let seats = data
            .designated
            .get(&n)
            .ok_or_else(|| RuleError::Data(format!("no designated start for {n} players")))?;
        let coins = data.coins[&n];
        let mut players = Vec::new();
        for ((c, seat), name) in colours.iter().zip(seats).zip(names) {
            let mut placed = 0;
            if !draft {
                for (p, k) in seat {
                    let prov = provinces.get_mut(p).ok_or_else(|| {
                        RuleError::Data(format!("designated province {p} is not in play"))
                    })?;
                    prov.owner = Some(c.clone());
                    prov.cubes = *k;
                    placed += k;
                }
            }
            players.push(state::Player {
                colour: c.clone(),
                coins,
                rice: 0,
                score: 0,
                supply: 62 - placed,
                name,
            });
        }
        let draft_state = draft.then(|| state::Draft {
            portions: colours
                .iter()
                .map(|c| (c.clone(), data.portions[&n].clone()))
                .collect(),
            ..Default::default()
        });
        let prob = |k: &str, d: f64| -> Result<f64, RuleError> {
            match setup.options.get(k).and_then(Value::as_str) {
                Some(t) => tower::parse_probability(k, t),
                None => Ok(d),
            }
        };
        let model = tower::Model {
            stick: prob("stick", data.tower.stick)?,
            release: prob("release", data.tower.release)?,
        };
        let calibrated =
            setup.options.contains_key("stick") && setup.options.contains_key("release");
        Ok(State {
            side,
            options: state::Options {
                virtual_decks: setup_choice::<Decks>(setup, "decks")? == Decks::Virtual,
                model_tower: setup_choice::<TowerChoice>(setup, "tower")? == TowerChoice::Model,
                literal_winter: setup.option_bool("literal-winter", false),
                e11_adds: setup.option_bool("e11-adds", false),
                winter_peasants_once: setup.option_bool("winter-peasants-once", false),
            },
            players,
            provinces,
            tower: state::Tower {
                model,
                calibrated,
                ..Default::default()
            },
            year: 1,
            season: 0,
            phase: if draft {
                Phase::DraftDeal
            } else {
                Phase::Prime
            },
            event_deck: vec![],
            events_up: vec![],
            event: None,
            action_order: vec![],
            special_order: vec![],
            plans: BTreeMap::new(),
            bid_order: vec![],
            seats: BTreeMap::new(),
            turn: vec![],
            specials: BTreeMap::new(),
            step: 0,
            actor: 0,
            lost: vec![],
            winter: vec![],
            year_scores: BTreeMap::new(),
            winners: vec![],
            draft: draft_state,
        })
    }

    /// Rule 3: the set-up checklist follows the set-up state (side, players, colours, provinces dealt,
    /// cubes placed, tower and deck options).
    fn setup_checklist(&self, data: &ShogunData, _: &Setup, s: &State) -> Vec<Msg> {
        setup_words::setup_checklist(data, s)
    }

    fn legend(&self, _: &ShogunData) -> Vec<(String, Msg)> {
        setup_words::legend()
    }

    fn actions(&self, _: &ShogunData) -> Vec<ActionSpec> {
        command::specs()
    }

    fn prompt(&self, data: &ShogunData, s: &State) -> Prompt {
        view::prompt(data, s)
    }

    fn apply(
        &self,
        data: &ShogunData,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        play::apply(data, s, a, dice)
    }

    fn status(&self, data: &ShogunData, s: &State) -> Status {
        let mut track = vec![
            (
                msg!("shogun-track-year"),
                msg!("shogun-track-of", n = s.year, of = 2),
            ),
            (msg!("shogun-track-season"), say::season(s.season)),
        ];
        if let Some(e) = &s.event {
            // Seed 2.(4): the event with its text, never the code alone.
            track.push((msg!("shogun-track-event"), say::event(data, e)));
        }
        if s.phase == Phase::Actions {
            track.push((
                msg!("shogun-track-action"),
                msg!("shogun-track-of", n = s.step + 1, of = 10),
            ));
        }
        // Issue 21: whose turn it is, by name where the table entered one.
        if let Some(c) = view::to_act(s) {
            track.push((msg!("shogun-track-to-act"), say::who(s, &c)));
        }
        Status {
            track,
            phase: say::phase(s.phase),
            winner: (!s.winners.is_empty()).then(|| view::game_over_words(s)),
        }
    }

    fn undo_hints(&self, data: &ShogunData, before: &State, after: &State) -> Vec<Msg> {
        view::undo_hints(data, before, after)
    }

    fn table_now(&self, data: &ShogunData, before: &State, after: &State) -> Vec<Msg> {
        table_now::table_now(data, before, after)
    }

    fn score(&self, _: &ShogunData, s: &State) -> Value {
        json!({
            "players": s.players.iter().map(|p| (p.colour.clone(), p.score)).collect::<BTreeMap<_, _>>(),
            "coins": s.players.iter().map(|p| (p.colour.clone(), p.coins)).collect::<BTreeMap<_, _>>(),
            "years": s.year_scores,
            "winners": s.winners,
        })
    }

    /// Rule 5 phases 3–6: see `public.rs`.
    fn public_state(&self, _: &ShogunData, s: &State) -> State {
        public::public_state(s)
    }

    fn public_action(&self, _: &ShogunData, a: &State, n: &State, c: &ActionCall) -> ActionCall {
        public::public_action(a, n, c)
    }

    fn show_text(&self, data: &ShogunData, s: &State) -> Msg {
        view::show_text(data, s)
    }

    fn placeholders(&self, data: &ShogunData) -> Vec<String> {
        data.placeholder_ids()
    }

    fn candidates(&self, data: &ShogunData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
        view::candidates(data, s, action, key)
    }

    fn candidates_given(
        &self,
        data: &ShogunData,
        s: &State,
        action: &str,
        key: &str,
        given: &crate::core::Params,
    ) -> Vec<Candidate> {
        view::candidates_given(data, s, action, key, given)
    }

    /// Issue 24, seed 2.(3): every player who has not planned yet may plan now, in any order (the
    /// players lay their cards face down at the same time; nothing is seen before 2.(5)'s reveal).
    fn private_players(&self, _: &ShogunData, s: &State, action: &str) -> Option<Vec<String>> {
        (Command::from_name(action) == Some(Command::Plan)).then(|| view::may_plan(s))
    }

    fn hidden_action(&self, _: &ShogunData, s: &State, action: &str) -> Option<Msg> {
        if Command::from_name(action) != Some(Command::Plan) || s.phase != Phase::Planning {
            return None;
        }
        // Seed 2.(3): the next player to plan takes the screen alone.
        let next = s
            .colours()
            .into_iter()
            .find(|c| !s.plans.contains_key(c))
            .unwrap_or_default();
        Some(msg!(
            "shogun-hidden-plan",
            player = say::who(s, &next),
            rule = say::rule("2.(3)")
        ))
    }

    /// Rule 5.3: the plan's commitment as `plan` recorded it (the hand-over screen shows this hash).
    fn sealed_commitment(&self, _: &ShogunData, s: &State, call: &ActionCall) -> Option<String> {
        if Command::from_name(&call.name) != Some(Command::Plan) {
            return None;
        }
        let c = call
            .params
            .get("player")?
            .as_str()?
            .trim()
            .to_ascii_lowercase();
        s.plans.get(&c).map(|p| p.commitment.clone())
    }

    fn action_odds(
        &self,
        data: &ShogunData,
        s: &State,
        call: &ActionCall,
    ) -> Option<Result<Vec<Odds>, RuleError>> {
        view::action_odds(data, s, call)
    }

    fn outcome_text(&self, _: &ShogunData, res: &Resolution) -> Msg {
        view::outcome_text(res)
    }

    fn action_label(&self, _: &ShogunData, action: &str) -> Msg {
        command::label(action)
    }

    fn view(&self, data: &ShogunData, s: &State) -> crate::core::View {
        board::view(data, &public::public_state(s))
    }

    fn rulings(&self, _: &ShogunData) -> Vec<(u32, Msg)> {
        say::rulings()
    }

    /// Shogun has no dice (rules 3.9, 5.1, 5.4, 6 A9): the app keeps the decks and the tower model, so
    /// a step that "rolls" is a throw, a draw or a deal, never a die.
    fn chance(&self, _: &ShogunData, action: &str) -> crate::core::Chance {
        Command::from_name(action)
            .map(Command::chance)
            .unwrap_or(crate::core::Chance::Deal)
    }
    fn check_state(&self, data: &ShogunData, state: &State) -> Result<(), RuleError> {
        check::check_state(data, state)
    }
}

/// This game's words in 中文, English and 日本語 (issue 20), as translators edit them.
pub const WORDS: crate::core::msg::Words = crate::core::msg::Words {
    en: include_str!("../../../../../locales/en/shogun.ftl"),
    zh: include_str!("../../../../../locales/zh/shogun.ftl"),
    ja: include_str!("../../../../../locales/ja/shogun.ftl"),
};
