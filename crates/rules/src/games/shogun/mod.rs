//! 將軍 Shogun (Dirk Henn, 2006): 3–5 daimyo, two years of secret planning, bids, actions, the cube
//! tower and winter.
//!
//! Source: seed 001 (authoritative) and the digest `rules/shogun.md`; rule numbers below are the digest's
//! section numbers (rule 5 = the action round, 6 A1–A10 = the actions, 7 = wars and revolts, 8 = winter,
//! 9 = scoring) and its P-numbers for the choices made where the seed is silent.

mod check;
pub mod data;
pub mod input;
pub mod play;
pub mod procedures;
pub mod public;
pub mod setup_words;
pub mod sheets;
pub mod state;
pub mod tower;
pub mod view;
pub mod war;
pub mod words;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_round3;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::odds::Odds;
use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Lang, Loaded,
    Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
    Status, Text,
};
use crate::tables::{TableError, TableFiles};
pub use data::{ShogunData, Side, TABLES};
pub use state::{Phase, State};

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "shogun";

pub struct ShogunRules;

/// The ruleset's English → 中文 phrase templates (`words.rs`), built once.
static PHRASES: std::sync::LazyLock<crate::core::text::Phrasebook> =
    std::sync::LazyLock::new(words::phrasebook);

pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(ShogunRules, files)?))
}

#[cfg(test)]
pub(crate) fn test_data() -> ShogunData {
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
            title: "將軍 Shogun: two years".into(),
            min_players: 3,
            max_players: 5,
            blurb: "Designated starting provinces (rule 3.1); sun or moon side.".into(),
            checklist: vec![
                "Board on the chosen side; with 3 players the 8 marked provinces are out (rule 3.2)".into(),
                "Each player: player board, daimyo card, 62 cubes, chest cards 0–4, coins 18/15/12 (rule 3.3)".into(),
                "Starting provinces and cubes as the app lists them (rule 3.1)".into(),
                "Score markers on 0, rice markers on the start space (rule 3.8)".into(),
                "Buildings and revolt markers sorted into the bank (rule 3.10)".into(),
            ],
        }]
    }

    fn setup_options(&self, _: &ShogunData) -> Vec<KeySpec> {
        vec![
            KeySpec::choice("side", &["sun", "moon"], "board side (rule 3.1)")
                .default("sun")
                .label("Board side", "版图面"),
            KeySpec::text(
                "colours",
                "player colours in seat order, clockwise from the oldest player (red,yellow,blue,…)",
            )
            .optional()
            .label("Colours in seat order", "座次颜色"),
            KeySpec::choice(
                "start",
                &["designated", "draft"],
                "starting provinces: the designated tables (rule 3.1) or the draft (rule 3 step 6)",
            )
            .default("designated")
            .label("Starting provinces", "起始领地"),
            KeySpec::choice(
                "decks",
                &["virtual", "real"],
                "virtual: the app shuffles and draws; real: players type the cards they turned",
            )
            .default("virtual")
            .label("Decks", "牌堆"),
            KeySpec::choice(
                "tower",
                &["model", "real"],
                "model: the app's tower model throws; real: players type the cubes that came out",
            )
            .default("model")
            .label("Cube tower", "骰塔"),
            KeySpec::bool(
                "literal-winter",
                "variant (P6): winter compares province cards with the event's loss itself",
            )
            .label("Literal winter comparison (P6)", "冬季字面比较（P6）"),
            KeySpec::bool(
                "e11-adds",
                "variant (P13): event E11 adds 2 peasants to the usual 1 (3 in all) instead of 2 in all",
            )
            .label("E11 adds peasants (P13)", "E11 追加民军（P13）"),
            KeySpec::bool(
                "winter-peasants-once",
                "variant (P8): the winter table's peasants join only each player's first revolt",
            )
            .label("Winter peasants once (P8)", "冬季民军只投一次（P8）"),
            KeySpec::text("stick", "tower model: chance an entering cube sticks (default from the tables)")
                .optional()
                .label("Tower stick chance", "骰塔卡住概率"),
            KeySpec::text("release", "tower model: chance a stuck cube comes loose per throw")
                .optional()
                .label("Tower release chance", "骰塔松脱概率"),
        ]
    }

    fn setup_candidates(&self, _: &ShogunData, key: &str) -> Vec<Candidate> {
        match key {
            "side" => vec![
                Candidate::new("sun").label(Text::new("Sun side", "太阳面")),
                Candidate::new("moon").label(Text::new("Moon side", "月亮面")),
            ],
            "start" => vec![
                Candidate::new("designated").label(Text::new(
                    "Designated provinces (rule 3.1)",
                    "指定领地（规则 3.1）",
                )),
                Candidate::new("draft").label(Text::new(
                    "Draft (rule 3 step 6)",
                    "轮流选地（规则 3 第 6 步）",
                )),
            ],
            "decks" => vec![
                Candidate::new("virtual").label(Text::new("The app shuffles", "应用洗牌")),
                Candidate::new("real").label(Text::new("We type our draws", "输入实际抽牌")),
            ],
            "tower" => vec![
                Candidate::new("model").label(Text::new("Tower model", "骰塔模型")),
                Candidate::new("real").label(Text::new("Real tower", "实体骰塔")),
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
                format!("expected standard, got {s}"),
            ));
        }
        let n = if setup.players == 0 { 4 } else { setup.players };
        if !(3..=5).contains(&n) {
            return Err(RuleError::input(
                "players",
                format!("expected 3..=5, got {n}"),
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
            None => data::COLOURS[..n as usize]
                .iter()
                .map(|c| c.to_string())
                .collect(),
        };
        if colours.len() != n as usize {
            return Err(RuleError::input(
                "colours",
                format!("{n} colours needed, got {}", colours.len()),
            ));
        }
        for (i, c) in colours.iter().enumerate() {
            if !data::COLOURS.contains(&c.as_str()) || colours[..i].contains(c) {
                return Err(RuleError::input(
                    "colours",
                    format!(
                        "{c}: expected distinct colours of {}",
                        data::COLOURS.join(", ")
                    ),
                ));
            }
        }
        let draft = setup.options.get("start").and_then(Value::as_str) == Some("draft");
        // P14: designated mode with 3 players is for the sun side only.
        if n == 3 && side == Side::Moon && !draft {
            return Err(RuleError::forbidden(
                "3.1",
                "the 3-player designated start uses provinces that are out of play on the moon side (P14): play the sun side or the draft",
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
        for (c, seat) in colours.iter().zip(seats) {
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
                virtual_decks: setup.options.get("decks").and_then(Value::as_str) != Some("real"),
                model_tower: setup.options.get("tower").and_then(Value::as_str) != Some("real"),
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
            .into_iter()
            .map(Msg::from)
            .collect()
    }

    fn legend(&self, _: &ShogunData) -> Vec<(String, Msg)> {
        setup_words::legend()
            .into_iter()
            .map(|(k, t)| (k, t.into()))
            .collect()
    }

    fn actions(&self, _: &ShogunData) -> Vec<ActionSpec> {
        input::specs()
    }

    fn prompt(&self, data: &ShogunData, s: &State) -> Prompt {
        view::prompt(data, s)
    }

    fn prompt_in(&self, data: &ShogunData, s: &State, lang: Lang) -> Prompt {
        // Step and buttons are already in `lang`; the English hints and refusals go through the words
        // (a line with no Latin left passes unchanged).
        view::prompt_lang(data, s, lang)
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
        let (sen, _) = s.season_words();
        let mut track = vec![
            ("Year".to_string(), format!("{}/2", s.year)),
            ("Season".to_string(), sen.to_string()),
        ];
        if let Some(e) = &s.event {
            // Rule 2.6: the event with its text, never the code alone.
            track.push(("Event".into(), data.event_words(e)));
        }
        if s.phase == Phase::Actions {
            track.push(("Action".into(), format!("{}/10", s.step + 1)));
        }
        Status {
            track: track
                .into_iter()
                .map(|(a, b)| (a.into(), b.into()))
                .collect(),
            phase: s.phase.words().0.into(),
            winner: if s.winners.is_empty() {
                None
            } else {
                Some(format!("{} (rule 10)", s.winners.join(", ")).into())
            },
        }
    }

    fn undo_hints(&self, _: &ShogunData, before: &State, after: &State) -> Vec<Msg> {
        view::undo_hints(before, after)
            .into_iter()
            .map(Msg::from)
            .collect()
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
        view::show_text(data, s).into()
    }

    fn placeholders(&self, data: &ShogunData) -> Vec<String> {
        data.placeholder_ids()
    }

    fn candidates(&self, data: &ShogunData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
        view::candidates(data, s, action, key)
    }

    fn hidden_action(&self, _: &ShogunData, s: &State, action: &str) -> Option<Msg> {
        if action != "plan" || s.phase != Phase::Planning {
            return None;
        }
        // Rule 5.3: the next player to plan takes the screen alone.
        let next = s
            .colours()
            .into_iter()
            .find(|c| !s.plans.contains_key(c))
            .unwrap_or_default();
        Some(
            Text::new(
                format!("Pass the screen to {next}: plan in private (rule 5.3)"),
                format!(
                    "请把屏幕交给{}方：秘密规划（规则 5.3）",
                    data::colour_zh(&next)
                ),
            )
            .into(),
        )
    }

    /// Rule 5.3: the plan's commitment as `plan` recorded it (the hand-over screen shows this hash).
    fn sealed_commitment(&self, _: &ShogunData, s: &State, call: &ActionCall) -> Option<String> {
        if call.name != "plan" {
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
        view::outcome_text(res).into()
    }

    fn action_label(&self, _: &ShogunData, action: &str) -> Msg {
        view::action_label(action).into()
    }

    fn phrasebook(&self, _: &ShogunData) -> Option<&crate::core::text::Phrasebook> {
        Some(&PHRASES)
    }

    /// The phrasebook's 中文, with the English names its holes carried put into 中文 as well
    /// (`words::names_zh`); a line the phrasebook does not know stays as written.
    fn words(&self, data: &ShogunData, text: &str, lang: Lang) -> String {
        match PHRASES.translate(text, lang) {
            Some(t) if lang != Lang::En => words::names_zh(data, &t),
            Some(t) => t,
            None => text.to_string(),
        }
    }

    /// Shogun has no dice (rules 3.9, 5.1, 5.4, 6 A9): the app keeps the decks and the tower model, so
    /// a step that "rolls" is a throw, a draw or a deal, never a die.
    fn chance(&self, _: &ShogunData, action: &str) -> crate::core::Chance {
        use crate::core::Chance;
        match action {
            "prime-tower" | "war" | "winter-revolt" => Chance::Tower,
            "reveal" | "winter-draw" => Chance::Card,
            _ => Chance::Deal,
        }
    }
    fn check_state(&self, data: &ShogunData, state: &State) -> Result<(), RuleError> {
        check::check_state(data, state)
    }
}
