//! 天下布武 (Tenka Fubu): a small area-control game for 2–6 players with hidden attack and defence chips.
//!
//! Source: seed 002 (authoritative, Japanese) and the digest `rules/tenka-fubu.md`. Rule numbers are the
//! rule sheet's sections: 1 components, 2 scenarios, 3-1 setup, 3-2 sequence of play and war, 4 alliances,
//! 5 end and victory. Choices on ambiguous rules cite the digest's Q-numbers.

pub mod actions;
pub mod check;
pub mod data;
pub mod moves;
pub mod procedures;
pub mod public;
pub mod sheets;
pub mod state;
#[cfg(test)]
mod tests;
pub mod view;
pub mod words;

use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Lang, Loaded,
    Params, Phrasebook, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
    Status, Text,
};
use crate::tables::{TableError, TableFiles};
pub use data::{TABLES, TenkaData};
pub use state::{ChipMode, Options, Scenario, State, Step};

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "tenka";

pub struct TenkaRules;

/// A war's result in players' words, without the dice (the odds group by it).
fn result_words(r: &Resolution) -> Text {
    match r.result["winner"].as_str() {
        _ if r.result["rolled"] == false => Text::new(
            "no war: the attack chips sum to 0, the defender holds",
            "未开战：攻击筹码合计为0，防守方胜",
        ),
        Some("attacker") => Text::new("the attacker wins", "攻方胜"),
        Some("defender") => Text::new("the defender wins", "守方胜"),
        _ => Text::new(
            "a draw, the defender chooses what to return",
            "平局，由守方选择退回什么",
        ),
    }
}

/// "2 troop(s) of red (赤), 1 of blue (青)": the pieces on a region by owner (digest Q11: uncoloured
/// pieces, but each belongs to a player).
fn troops_by_owner(s: &State, r: &state::Region) -> String {
    r.troops
        .iter()
        .filter(|(_, n)| **n > 0)
        .enumerate()
        .map(|(i, (o, n))| {
            if i == 0 {
                format!("{n} troop(s) of {}", s.name(*o))
            } else {
                format!("{n} of {}", s.name(*o))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
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
                Ok(result_words(&r).into())
            }),
            _ => {
                // Checks the inputs as the resolution would; nothing is rolled.
                procedures::resolve(procedure, params, &mut crate::core::ManualDice::new([])?)?;
                Ok(vec![])
            }
        }
    }

    fn scenarios(&self, _: &TenkaData) -> Vec<ScenarioInfo> {
        let checklist = |start: &str| {
            vec![
                "Troop pieces in the storage: 2 players 6, 3 players 8, 4 players 9, 5–6 players 10 (rule 3-1)"
                    .to_string(),
                "Control tiles per player: 2–3 players 6, 4 players 5, 5–6 players 4 (rule 3-1)".into(),
                "Attack chips 3, 2, 1, 0, 0 and defence chips 2, 1, 1, 1, 1 beside the board; both dice".into(),
                "Play order: red, blue, yellow, green, purple, orange (rule 3-1)".into(),
                start.to_string(),
            ]
        };
        vec![
            ScenarioInfo {
                id: "tenka-fubu".into(),
                title: "天下布武".into(),
                min_players: 2,
                max_players: 6,
                blurb: "Tenka Fubu: each player starts with one region, chosen in reverse play order. Play this one first.".into(),
                checklist: checklist("Starting regions: the last player chooses first, one control tile each (rule 3-1)").into_iter().map(Into::into).collect(),
            },
            ScenarioInfo {
                id: "gekokujo".into(),
                title: "下克上".into(),
                min_players: 3,
                max_players: 6,
                blurb: "Gekokujō: nobody starts with a region; all regions are neutral.".into(),
                checklist: checklist("No starting regions: every region is neutral (rule 2)").into_iter().map(Into::into).collect(),
            },
        ]
    }

    fn setup_options(&self, _: &TenkaData) -> Vec<KeySpec> {
        vec![
            KeySpec::choice(
                "chips",
                &["app", "real"],
                "app: the app keeps each side's chips in private; real: use the real chips and type the revealed values",
            )
            .default("app")
            .label("Chips", "筹码"),
            KeySpec::bool(
                "partial-chips",
                "chips may be left off the board (rule 3-2 does not say; by default every chip is placed)",
            )
            .label("Chips may be left off", "允许不放全部筹码"),
            KeySpec::choice(
                "thick-border",
                &["all", "any"],
                "defence +1 when all (or any) borders from the attacker's side to the region are thick (rule 3-2 does not say which); judged when the attack chips go down, whatever the order of the fights",
            )
            .default("all")
            .label("Thick border bonus", "粗国境加成"),
        ]
    }

    fn setup_candidates(&self, _: &TenkaData, key: &str) -> Vec<Candidate> {
        match key {
            "chips" => vec![
                Candidate::new("app").label(Text::new("The app holds the chips", "由程序保管筹码")),
                Candidate::new("real").label(Text::new(
                    "Real chips, type the values",
                    "使用实物筹码并输入数值",
                )),
            ],
            "thick-border" => vec![
                Candidate::new("all").label(Text::new("All borders thick", "全部为粗国境")),
                Candidate::new("any").label(Text::new("Any border thick", "任一为粗国境")),
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
                RuleError::input(
                    "scenario",
                    format!("expected tenka-fubu or gekokujo, got {id}"),
                )
            })?,
        };
        let min = if scenario == Scenario::Gekokujo { 3 } else { 2 };
        if setup.players < min || setup.players > 6 {
            return Err(RuleError::input(
                "players",
                format!(
                    "expected {min}–6 players for this scenario (rule 2), got {}",
                    setup.players
                ),
            ));
        }
        if (setup.players as usize) > data.regions.len() {
            return Err(RuleError::input(
                "players",
                "the board has fewer regions than players",
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
        Ok(State::new(data, scenario, setup.players, options))
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
                ("Turn".into(), s.turn.to_string().into()),
                // Who has to act now (the chooser of a starting region in rule 3-1, the defender placing
                // chips in rule 3-2), the same player the step line names: not always the turn's player.
                (
                    "To act".into(),
                    s.name(view::actor(s).unwrap_or(s.active)).into(),
                ),
                ("Storage".into(), s.storage.to_string().into()),
            ],
            phase: view::step_text(s).into(),
            winner: s.ending.as_ref().map(|e| {
                match e.winner {
                    Some(w) => format!("{} wins: {} (rule {})", s.name(w), e.reason, e.rule),
                    None => format!("no winner: {} (rule {})", e.reason, e.rule),
                }
                .into()
            }),
        }
    }

    fn undo_hints(&self, _: &TenkaData, before: &State, after: &State) -> Vec<crate::core::Msg> {
        let mut v = Vec::new();
        for (id, b) in &before.regions {
            let a = &after.regions[id];
            if a.owner != b.owner {
                v.push(format!(
                    "{id}: put back {}",
                    b.owner
                        .map(|o| format!("{}'s control tile", before.name(o)))
                        .unwrap_or_else(|| "no control tile (neutral)".into())
                ));
            }
            if a.troops != b.troops {
                // Whose pieces they are (digest Q11): one line per owner.
                let owners: Vec<(&usize, &u32)> =
                    b.troops.iter().filter(|(_, n)| **n > 0).collect();
                if owners.is_empty() {
                    v.push(format!("{id}: no troop pieces, as before"));
                }
                for (o, n) in owners {
                    v.push(format!(
                        "{id}: {n} troop piece(s) of {}, as before",
                        before.name(*o)
                    ));
                }
            }
        }
        if after.storage != before.storage {
            v.push(format!("Troop storage back to {}", before.storage));
        }
        for (i, p) in before.players.iter().enumerate() {
            if after.players[i].tiles != p.tiles {
                v.push(format!(
                    "{}: {} control tile(s) in hand",
                    before.name(i),
                    p.tiles
                ));
            }
        }
        if after.alliances != before.alliances {
            v.push("Alliance tiles as before the action".into());
        }
        v.into_iter().map(Into::into).collect()
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

    fn show_text(&self, data: &TenkaData, s: &State) -> crate::core::Msg {
        let mut out = format!("{}\n", view::step_text(s));
        out.push_str(&format!("Troop storage: {}\n", s.storage));
        for (i, p) in s.players.iter().enumerate() {
            out.push_str(&format!(
                "{}: {} tile(s) in hand, {} piece(s) in hand, {} on the board\n",
                s.name(i),
                p.tiles,
                p.hand,
                s.troops_on_board(i)
            ));
        }
        for r in &data.regions {
            let st = &s.regions[&r.id];
            out.push_str(&format!(
                "  {} ({} pt): {}{}\n",
                r.id,
                r.points,
                st.owner
                    .map(|o| s.name(o))
                    .unwrap_or_else(|| "neutral".into()),
                if st.total() > 0 {
                    format!(", {}", troops_by_owner(s, st))
                } else {
                    String::new()
                }
            ));
        }
        for (a, b) in &s.alliances {
            out.push_str(&format!("Alliance: {} – {}\n", s.name(*a), s.name(*b)));
        }
        out.into()
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

    fn outcome_text(&self, _: &TenkaData, res: &Resolution) -> crate::core::Msg {
        if res.procedure != "war" {
            return crate::core::ruleset::generic_outcome_text(res).into();
        }
        let a = &res.result["attack_total"];
        let d = &res.result["defence_total"];
        // Rule 3-2: whose die is whose, so the strip's "[4 2]" reads at the table (the first die is
        // the attacker's).
        let (da, dd) = (
            res.rolls.first().copied().unwrap_or_default(),
            res.rolls.get(1).copied().unwrap_or_default(),
        );
        let (en_dice, zh_dice) = (
            format!("(attack die {da}, defence die {dd})"),
            format!("（攻方骰 {da}，守方骰 {dd}）"),
        );
        let t = match res.result["winner"].as_str() {
            _ if res.result["rolled"] == false => Text::new(
                "no war: the attack chips sum to 0, the defender holds",
                "未开战：攻击筹码合计为0，防守方胜",
            ),
            Some("attacker") => Text::new(
                format!("attacker wins {a}–{d} {en_dice}"),
                format!("攻方胜 {a}–{d}{zh_dice}"),
            ),
            Some("defender") => Text::new(
                format!("defender wins {d}–{a} {en_dice}"),
                format!("守方胜 {d}–{a}{zh_dice}"),
            ),
            _ => Text::new(
                format!("draw {a}–{d} {en_dice}: the defender chooses"),
                format!("平局 {a}–{d}{zh_dice}：由守方选择"),
            ),
        };
        t.into()
    }

    /// Rule 3-2: the first die is the attacker's, the second the defender's.
    fn die_notes(&self, _: &TenkaData, res: &Resolution) -> Vec<crate::core::DieNote> {
        if res.procedure != "war" || res.rolls.len() != 2 {
            return vec![];
        }
        // Marked: the winning side's die (neither on a draw).
        let attacker_won = res.result["winner"] == "attacker";
        let defender_won = res.result["winner"] == "defender";
        let (a, d) = (&res.result["attack_total"], &res.result["defence_total"]);
        vec![
            crate::core::DieNote {
                hit: attacker_won,
                note: Text::new(
                    format!("attack die {}: attack total {a} (rule 3-2)", res.rolls[0]),
                    format!("攻方骰 {}：攻方合计 {a}（规则 3-2）", res.rolls[0]),
                )
                .into(),
            },
            crate::core::DieNote {
                hit: defender_won,
                note: Text::new(
                    format!("defence die {}: defence total {d} (rule 3-2)", res.rolls[1]),
                    format!("守方骰 {}：守方合计 {d}（规则 3-2）", res.rolls[1]),
                )
                .into(),
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
                    .unwrap_or_else(|| Text::new("no roll", "不掷骰"))
                    .into())
            })),
            _ => None,
        }
    }

    fn phrasebook(&self, _: &TenkaData) -> Option<&Phrasebook> {
        Some(&words::PHRASES)
    }

    /// Player names read as their colour character in 中文 (赤, 青, …); see [`words::words`].
    fn words(&self, _: &TenkaData, text: &str, lang: Lang) -> String {
        words::words(text, lang)
    }

    fn setup_checklist(&self, data: &TenkaData, _: &Setup, s: &State) -> Vec<crate::core::Msg> {
        words::checklist(data, s)
            .into_iter()
            .map(Into::into)
            .collect()
    }

    fn legend(&self, _: &TenkaData) -> Vec<(String, crate::core::Msg)> {
        words::legend()
            .into_iter()
            .map(|(k, t)| (k, t.into()))
            .collect()
    }

    fn action_label(&self, _: &TenkaData, action: &str) -> crate::core::Msg {
        view::label(action).into()
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

    fn hidden_action(&self, _: &TenkaData, s: &State, action: &str) -> Option<crate::core::Msg> {
        if s.options.chips != ChipMode::App || view::blocked(s, action).is_some() {
            return None;
        }
        let who = |p: usize| (s.name(p), s.players[p].kanji.clone());
        match action {
            "attack-chips" => {
                let (en, zh) = who(s.active);
                Some(
                    Text::new(
                        format!("{en} places the attack chips: the others look away"),
                        format!("{zh}放置攻击筹码：其他人请回避"),
                    )
                    .into(),
                )
            }
            "defence-chips" => {
                let d = view::actor(s)?;
                let (en, zh) = who(d);
                Some(
                    Text::new(
                        format!("{en} places the defence chips: the others look away"),
                        format!("{zh}放置防御筹码：其他人请回避"),
                    )
                    .into(),
                )
            }
            _ => None,
        }
    }
}
