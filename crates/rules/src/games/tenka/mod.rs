//! 天下布武 (Tenka Fubu): a small area-control game for 2–6 players with hidden attack and defence chips.
//!
//! Source: seed 002 (authoritative, Japanese) and the digest `rules/tenka-fubu.md`. Rule numbers are the
//! rule sheet's sections: 1 components, 2 scenarios, 3-1 setup, 3-2 sequence of play and war, 4 alliances,
//! 5 end and victory. Choices on ambiguous rules are Gunbai's rulings ([`rulings`], cited on screen as
//! "Gunbai's ruling N"); the code notes the digest's Q-numbers they answer.

pub mod action;
pub mod actions;
pub mod aid;
pub mod check;
pub mod data;
pub mod invariants;
pub mod moves;
pub mod player;
pub mod procedures;
pub mod public;
pub mod sheets;
pub mod state;
pub mod view;

use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg,
    Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Sep, Setup,
    Status,
};
use crate::msg;
use crate::tables::{TableError, TableFiles};
pub use data::{TABLES, TenkaData};
pub use state::{ChipMode, Options, Scenario, State, Step};

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "tenka";

/// The longest player name a set-up takes (issue 21), in characters.
pub const NAME_MAX: usize = 24;

/// The set-up key of seat `i`'s player name (1-based, in play order).
pub fn name_key(i: usize) -> String {
    format!("name-{i}")
}

pub struct TenkaRules;

/// Gunbai's rulings where the rule sheet is silent or ambiguous, numbered as players read them
/// ("Gunbai's ruling 2"). Each has a one-line `tenka-ruling-N` message, listed by [`rulings`].
/// Ruling 1 (digest Q3): every chip is placed unless the set-up option allows fewer.
pub const RULING_ALL_CHIPS: u32 = 1;
/// Ruling 2 (digest Q7): a draw against a neutral region changes nothing.
pub const RULING_DRAW_NEUTRAL: u32 = 2;
/// Ruling 3 (digest Q8): the thick-border +1 is judged once, when the attack chips go down.
pub const RULING_THICK_BORDER: u32 = 3;
/// Ruling 4 (digest Q6): the next player in play order defends neutral regions.
pub const RULING_NEUTRAL_DEFENDER: u32 = 4;
/// Ruling 5 (digest Q11): pieces of several owners on a drawn region move the defender's first.
pub const RULING_PIECES_ORDER: u32 = 5;
/// Ruling 6 (digest Q16): when an alliance ends, pieces on the former partner's regions go to their
/// owner's first region, or to the storage.
pub const RULING_ALLIANCE_PIECES: u32 = 6;
/// Ruling 7 (digest Q9): a storage emptied exactly does not end the game; the next piece due does.
pub const RULING_STORAGE_EXACT: u32 = 7;
/// Ruling 8 (digest Q17): the holder of the 3-point region wins the last tie even when not among the
/// tied players, as the sheet says.
pub const RULING_THREE_POINT: u32 = 8;

/// Every ruling with its one line (see the `RULING_*` numbers).
pub fn rulings() -> Vec<(u32, Msg)> {
    vec![
        (RULING_ALL_CHIPS, msg!("tenka-ruling-1")),
        (RULING_DRAW_NEUTRAL, msg!("tenka-ruling-2")),
        (RULING_THICK_BORDER, msg!("tenka-ruling-3")),
        (RULING_NEUTRAL_DEFENDER, msg!("tenka-ruling-4")),
        (RULING_PIECES_ORDER, msg!("tenka-ruling-5")),
        (RULING_ALLIANCE_PIECES, msg!("tenka-ruling-6")),
        (RULING_STORAGE_EXACT, msg!("tenka-ruling-7")),
        (RULING_THREE_POINT, msg!("tenka-ruling-8")),
    ]
}

/// A war's result in players' words, without the dice (the odds group by it).
fn result_words(r: &Resolution) -> Msg {
    match r.result["winner"].as_str() {
        _ if r.result["rolled"] == false => msg!("tenka-result-no-war"),
        Some("attacker") => procedures::Winner::Attacker.msg(),
        Some("defender") => procedures::Winner::Defender.msg(),
        _ => procedures::Winner::Draw.msg(),
    }
}

/// "2 troops of red (赤), 1 troop of blue (青)": the pieces on a region by owner (uncoloured pieces,
/// but each belongs to a player).
fn troops_by_owner(s: &State, r: &state::Region) -> Msg {
    Msg::join(
        r.troops
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|(o, n)| msg!("tenka-show-troops-of", n = *n, who = s.who(*o))),
        Sep::Comma,
    )
}

pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(TenkaRules, files)?))
}

fn scenario_of(id: &str) -> Option<Scenario> {
    match id {
        "tenka-fubu" => Some(Scenario::TenkaFubu),
        "gekokujo" => Some(Scenario::Gekokujo),
        _ => None,
    }
}

impl Ruleset for TenkaRules {
    type Data = TenkaData;
    type State = State;
    fn sheets(&self, data: &Self::Data) -> crate::core::Sheets {
        sheets::sheets(data)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: ID,
            title: "天下布武",
            english: "Tenka Fubu",
            min_players: 2,
            max_players: 6,
            blurb: "Area control for 2–6: hidden attack and defence chips, one die a side, alliances by tile exchange.",
        }
    }

    fn load(&self, files: &TableFiles) -> Result<TenkaData, TableError> {
        TenkaData::load(files)
    }

    fn procedures(&self, _: &TenkaData) -> Vec<ProcedureSpec> {
        procedures::specs()
    }

    fn resolve(
        &self,
        _: &TenkaData,
        p: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        procedures::resolve(p, params, dice)
    }

    /// Rule 3-2: a war's odds are the three results (attacker, draw, defender), not every pair of dice;
    /// the final score rolls nothing, so it has no odds.
    fn odds(
        &self,
        _: &TenkaData,
        procedure: &str,
        params: &Params,
    ) -> Result<Vec<crate::core::Odds>, RuleError> {
        match procedure {
            "war" => crate::core::enumerate_odds_text(|dice| {
                let r = procedures::resolve(procedure, params, dice)?;
                Ok(result_words(&r))
            }),
            _ => {
                // Checks the inputs as the resolution would; nothing is rolled.
                procedures::resolve(procedure, params, &mut crate::core::ManualDice::new([])?)?;
                Ok(vec![])
            }
        }
    }

    fn scenarios(&self, _: &TenkaData) -> Vec<ScenarioInfo> {
        let checklist = |start: Msg| {
            vec![
                msg!("tenka-scenario-storage"),
                msg!("tenka-scenario-tiles"),
                msg!("tenka-scenario-chips"),
                msg!("tenka-scenario-order"),
                start,
            ]
        };
        vec![
            ScenarioInfo {
                id: "tenka-fubu".into(),
                title: Msg::plain("天下布武"),
                min_players: 2,
                max_players: 6,
                blurb: msg!("tenka-scenario-tenka-fubu-blurb"),
                checklist: checklist(msg!("tenka-scenario-tenka-fubu-start")),
            },
            ScenarioInfo {
                id: "gekokujo".into(),
                title: Msg::plain("下克上"),
                min_players: 3,
                max_players: 6,
                blurb: msg!("tenka-scenario-gekokujo-blurb"),
                checklist: checklist(msg!("tenka-scenario-gekokujo-start")),
            },
        ]
    }

    fn setup_options(&self, _: &TenkaData) -> Vec<KeySpec> {
        vec![
            KeySpec::choice("chips", &["app", "real"], "")
                .default("app")
                .say_help(msg!("tenka-option-chips-help"))
                .say_label(msg!("tenka-option-chips")),
            KeySpec::bool("partial-chips", "")
                .say_help(msg!(
                    "tenka-option-partial-help",
                    ruling = Msg::ruling(RULING_ALL_CHIPS)
                ))
                .say_label(msg!("tenka-option-partial")),
            KeySpec::choice("thick-border", &["all", "any"], "")
                .default("all")
                .say_help(msg!(
                    "tenka-option-thick-help",
                    ruling = Msg::ruling(RULING_THICK_BORDER)
                ))
                .say_label(msg!("tenka-option-thick")),
        ]
        .into_iter()
        // Issue 21: the table may name each seat's player (shown as entered, beside the colour).
        .chain(state::COLOURS.iter().enumerate().map(|(i, (colour, _))| {
            KeySpec::text(&name_key(i + 1), "")
                .optional()
                .say_label(msg!(
                    "tenka-option-name",
                    seat = i + 1,
                    colour = msg!("tenka-player", colour = *colour)
                ))
                .say_help({
                    let help = msg!("tenka-option-name-help", n = NAME_MAX);
                    // Seats past the smallest game (2 players) are used only in larger ones.
                    if i + 1 > 2 {
                        msg!("tenka-option-name-only", help = help, n = i + 1)
                    } else {
                        help
                    }
                })
        }))
        .collect()
    }

    fn setup_candidates(&self, _: &TenkaData, key: &str) -> Vec<Candidate> {
        match key {
            "chips" => vec![
                Candidate::new("app").label(msg!("tenka-option-chips-app")),
                Candidate::new("real").label(msg!("tenka-option-chips-real")),
            ],
            "thick-border" => vec![
                Candidate::new("all").label(msg!("tenka-option-thick-all")),
                Candidate::new("any").label(msg!("tenka-option-thick-any")),
            ],
            _ => vec![],
        }
    }

    fn setup(&self, data: &TenkaData, setup: &Setup) -> Result<State, RuleError> {
        let setup = &Setup {
            options: setup.checked_options(&self.setup_options(data))?,
            ..setup.clone()
        };
        let scenario = match setup.scenario.as_deref() {
            None => Scenario::TenkaFubu,
            Some(id) => scenario_of(id).ok_or_else(|| {
                RuleError::input("scenario", msg!("tenka-error-scenario", got = id))
            })?,
        };
        let min = if scenario == Scenario::Gekokujo { 3 } else { 2 };
        if setup.players < min || setup.players > 6 {
            return Err(RuleError::input(
                "players",
                msg!(
                    "tenka-error-players",
                    min = min,
                    max = 6,
                    got = setup.players
                ),
            ));
        }
        if (setup.players as usize) > data.regions.len() {
            return Err(RuleError::input(
                "players",
                msg!("tenka-error-fewer-regions"),
            ));
        }
        let options = Options {
            chips: match setup.options.get("chips").and_then(Value::as_str) {
                Some("real") => ChipMode::Real,
                _ => ChipMode::App,
            },
            all_chips: !setup.option_bool("partial-chips", false),
            thick_all_borders: setup.options.get("thick-border").and_then(Value::as_str)
                != Some("any"),
        };
        let mut names = Vec::new();
        for i in 1..=setup.players as usize {
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
                    msg!("tenka-error-name-long", n = NAME_MAX),
                ));
            }
            names.push(name.map(str::to_string));
        }
        let mut state = State::new(data, scenario, setup.players, options);
        for (p, name) in state.players.iter_mut().zip(names) {
            p.name = name;
        }
        Ok(state)
    }

    fn actions(&self, _: &TenkaData) -> Vec<ActionSpec> {
        actions::specs()
    }

    fn prompt(&self, data: &TenkaData, s: &State) -> Prompt {
        view::prompt(data, s)
    }

    fn apply(
        &self,
        data: &TenkaData,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply(data, s, a, dice)
    }

    fn status(&self, _: &TenkaData, s: &State) -> Status {
        Status {
            track: vec![
                (msg!("tenka-track-turn"), Msg::plain(s.turn.to_string())),
                // Who has to act now (the chooser of a starting region in rule 3-1, the defender placing
                // chips in rule 3-2), the same player the step line names: not always the turn's player.
                (
                    msg!("tenka-track-to-act"),
                    s.who(view::actor(s).unwrap_or(s.active)),
                ),
                (
                    msg!("tenka-track-storage"),
                    Msg::plain(s.storage.to_string()),
                ),
            ],
            phase: view::step_text(s),
            winner: s.ending.as_ref().map(|e| match e.winner {
                Some(w) => msg!(
                    "tenka-winner",
                    who = s.who(w),
                    reason = e.reason.msg(),
                    rule = e.rule.clone()
                ),
                None => msg!(
                    "tenka-winner-none",
                    reason = e.reason.msg(),
                    rule = e.rule.clone()
                ),
            }),
        }
    }

    fn undo_hints(&self, _: &TenkaData, before: &State, after: &State) -> Vec<Msg> {
        let mut v = Vec::new();
        for (id, b) in &before.regions {
            let a = &after.regions[id];
            if a.owner != b.owner {
                v.push(match b.owner {
                    Some(o) => msg!("tenka-undo-tile", region = id, who = before.who(o)),
                    None => msg!("tenka-undo-no-tile", region = id),
                });
            }
            if a.troops != b.troops {
                // Whose pieces they are: one line per owner.
                let owners: Vec<(&usize, &u32)> =
                    b.troops.iter().filter(|(_, n)| **n > 0).collect();
                if owners.is_empty() {
                    v.push(msg!("tenka-undo-no-troops", region = id));
                }
                for (o, n) in owners {
                    v.push(msg!(
                        "tenka-undo-troops",
                        region = id,
                        n = *n,
                        who = before.who(*o)
                    ));
                }
            }
        }
        if after.storage != before.storage {
            v.push(msg!("tenka-undo-storage", n = before.storage));
        }
        for (i, p) in before.players.iter().enumerate() {
            if after.players[i].tiles != p.tiles {
                v.push(msg!(
                    "tenka-undo-hand-tiles",
                    who = before.who(i),
                    n = p.tiles
                ));
            }
        }
        if after.alliances != before.alliances {
            v.push(msg!("tenka-undo-alliances"));
        }
        v
    }

    fn table_now(&self, _: &TenkaData, before: &State, after: &State) -> Vec<Msg> {
        view::table_now(before, after)
    }

    fn score(&self, data: &TenkaData, s: &State) -> Value {
        let st = moves::standing_of(data, s);
        json!({
            "players": st.points,
            "leader": st.winner,
            "how": st.how,
            "winner": s.ending.as_ref().and_then(|e| e.winner).map(|w| s.name(w)),
            "over": s.is_over(),
            "storage": s.storage,
        })
    }

    /// Rule 3-2: see `public.rs`.
    fn public_state(&self, _: &TenkaData, s: &State) -> State {
        public::public_state(s)
    }

    fn public_action(&self, d: &TenkaData, a: &State, n: &State, c: &ActionCall) -> ActionCall {
        public::public_action(d, a, n, c)
    }

    fn show_text(&self, data: &TenkaData, s: &State) -> Msg {
        let mut out = vec![
            view::step_text(s),
            msg!("tenka-show-storage", n = s.storage),
        ];
        for (i, p) in s.players.iter().enumerate() {
            out.push(msg!(
                "tenka-show-player",
                who = s.who(i),
                tiles = p.tiles,
                hand = p.hand,
                board = s.troops_on_board(i)
            ));
        }
        for r in &data.regions {
            let st = &s.regions[&r.id];
            let owner = st.owner.map(|o| s.who(o)).unwrap_or(msg!("tenka-neutral"));
            out.push(if st.total() > 0 {
                msg!(
                    "tenka-show-region-troops",
                    region = r.id.clone(),
                    points = r.points,
                    owner = owner,
                    troops = troops_by_owner(s, st)
                )
            } else {
                msg!(
                    "tenka-show-region",
                    region = r.id.clone(),
                    points = r.points,
                    owner = owner
                )
            });
        }
        for (a, b) in &s.alliances {
            out.push(msg!("tenka-show-alliance", a = s.who(*a), b = s.who(*b)));
        }
        Msg::join(out, Sep::Line)
    }

    fn placeholders(&self, data: &TenkaData) -> Vec<String> {
        if data.map_placeholder {
            vec!["map".into()]
        } else {
            vec![]
        }
    }

    fn check_state(&self, data: &TenkaData, s: &State) -> Result<(), RuleError> {
        check::check_state(data, s)
    }

    fn candidates(&self, data: &TenkaData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
        view::candidates(data, s, action, key)
    }

    fn outcome_text(&self, _: &TenkaData, res: &Resolution) -> Msg {
        if res.procedure != "war" {
            // The final score: its one log line names the points, the winner and how (rule 5).
            return Msg::join(res.log.clone(), Sep::Dot);
        }
        let num = |k: &str| res.result[k].as_i64().unwrap_or_default();
        let (a, d) = (num("attack_total"), num("defence_total"));
        // Rule 3-2: whose die is whose, so the strip's "[4 2]" reads at the table (the first die is
        // the attacker's).
        let (da, dd) = (
            res.rolls.first().copied().unwrap_or_default(),
            res.rolls.get(1).copied().unwrap_or_default(),
        );
        match res.result["winner"].as_str() {
            _ if res.result["rolled"] == false => msg!("tenka-result-no-war"),
            Some("attacker") => msg!("tenka-outcome-attacker", a = a, d = d, da = da, dd = dd),
            Some("defender") => msg!("tenka-outcome-defender", a = a, d = d, da = da, dd = dd),
            _ => msg!("tenka-outcome-draw", a = a, d = d, da = da, dd = dd),
        }
    }

    /// Rule 3-2: the first die is the attacker's, the second the defender's.
    fn die_notes(&self, _: &TenkaData, res: &Resolution) -> Vec<crate::core::DieNote> {
        if res.procedure != "war" || res.rolls.len() != 2 {
            return vec![];
        }
        // Marked: the winning side's die (neither on a draw).
        let attacker_won = res.result["winner"] == "attacker";
        let defender_won = res.result["winner"] == "defender";
        let num = |k: &str| res.result[k].as_i64().unwrap_or_default();
        let (a, d) = (num("attack_total"), num("defence_total"));
        vec![
            crate::core::DieNote {
                hit: attacker_won,
                note: msg!("tenka-die-attack", die = res.rolls[0], total = a),
            },
            crate::core::DieNote {
                hit: defender_won,
                note: msg!("tenka-die-defence", die = res.rolls[1], total = d),
            },
        ]
    }

    /// Odds of a fight with app-held chips would tell the attacker the defence chips before the reveal
    /// (and so the best order of regions): none are offered then. Typed-in chips are public: exact odds.
    fn action_odds(
        &self,
        data: &TenkaData,
        s: &State,
        call: &ActionCall,
    ) -> Option<Result<Vec<crate::core::Odds>, RuleError>> {
        match call.name.as_str() {
            // Typed-in chips, or app chips already face up (`roll`): grouped by who wins (rule 3-2).
            "fight-revealed" | "roll" => Some(crate::core::enumerate_odds_text(|dice| {
                let a = actions::apply(data, s, call, dice)?;
                Ok(a.resolution
                    .map(|r| result_words(&r))
                    .unwrap_or_else(|| msg!("core-no-roll")))
            })),
            _ => None,
        }
    }

    fn setup_checklist(&self, data: &TenkaData, _: &Setup, s: &State) -> Vec<Msg> {
        aid::checklist(data, s)
    }

    fn legend(&self, _: &TenkaData) -> Vec<(String, Msg)> {
        aid::legend()
    }

    fn action_label(&self, _: &TenkaData, action: &str) -> Msg {
        view::label(action)
    }

    /// The board for the panels and sheets. Chips face down show as a count per region (the table
    /// sees them lie there), their values only once turned up (rule 3-2).
    fn view(&self, data: &TenkaData, s: &State) -> crate::core::View {
        aid::board_view(data, s)
    }

    fn rulings(&self, _: &TenkaData) -> Vec<(u32, Msg)> {
        rulings()
    }

    /// Rule 3-2: the seal `attack-chips` / `defence-chips` recorded on the war (chips face down).
    fn sealed_commitment(&self, _: &TenkaData, s: &State, call: &ActionCall) -> Option<String> {
        let war = s.war.as_ref()?;
        match call.name.as_str() {
            "attack-chips" => war.attack_commitment.clone(),
            "defence-chips" => war.defence_commitment.clone(),
            _ => None,
        }
    }

    fn hidden_action(&self, _: &TenkaData, s: &State, action: &str) -> Option<Msg> {
        if s.options.chips != ChipMode::App || view::blocked(s, action).is_some() {
            return None;
        }
        match action {
            "attack-chips" => Some(msg!("tenka-hidden-attack", who = s.who(s.active))),
            "defence-chips" => Some(msg!("tenka-hidden-defence", who = s.who(view::actor(s)?))),
            _ => None,
        }
    }
}

/// This game's words in 中文, English and 日本語 (issue 20), as translators edit them.
pub const WORDS: crate::core::msg::Words = crate::core::msg::Words {
    en: include_str!("../../../../../locales/en/tenka.ftl"),
    zh: include_str!("../../../../../locales/zh/tenka.ftl"),
    ja: include_str!("../../../../../locales/ja/tenka.ftl"),
};
