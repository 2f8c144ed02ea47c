//! 关原大作战 (Sekigahara 1600): a two-player card-driven hex wargame of the 1600 campaign.
//!
//! Source: seed 003 (authoritative) and the digest `rules/sekigahara.md`; rule numbers below are the
//! rulebook's, "digest A…" the digest's resolutions of ambiguities, "card …" the action cards.

pub mod actions;
pub mod cards;
pub mod check;
pub mod data;
pub mod invariants;
pub mod procedures;
pub mod rules;
pub mod sheets;
pub mod state;
pub mod view;

use std::sync::Arc;

use serde_json::{Value, json};

use crate::core::odds::Odds;
use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, DieNote, Game, GameInfo, KeySpec,
    Loaded, Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo,
    Setup, Status,
};
use crate::msg;
use crate::tables::{TableError, TableFiles};
pub use cards::{Card, Variant};
pub use data::{SekigaharaData, Side, TABLES};
pub use state::{DeckMode, Loc, Options, State};

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "sekigahara";

pub struct SekigaharaRules;

pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(SekigaharaRules, files)?))
}

/// Exact odds of a draw from a deck: each card of the pile equally likely; 强行军 follows the text in force.
pub fn draw_odds(deck: &cards::Deck, variant: Variant) -> Vec<Odds> {
    fn go(
        pile: &[Card],
        previous: Option<Card>,
        variant: Variant,
        p: f64,
        acc: &mut Vec<(Card, f64)>,
    ) {
        let n = pile.len() as f64;
        for (i, c) in pile.iter().enumerate() {
            let q = p / n;
            if *c == Card::ForcedMarch {
                if variant == Variant::Ja
                    && let Some(prev) = previous
                {
                    add(acc, prev, q);
                    continue;
                }
                let mut rest = pile.to_vec();
                rest.remove(i);
                if rest.is_empty() {
                    continue;
                }
                go(&rest, previous, variant, q, acc);
            } else {
                add(acc, *c, q);
            }
        }
    }
    fn add(acc: &mut Vec<(Card, f64)>, c: Card, q: f64) {
        match acc.iter_mut().find(|x| x.0 == c) {
            Some(x) => x.1 += q,
            None => acc.push((c, q)),
        }
    }
    let mut pile = deck.draw_pile.clone();
    if pile.is_empty() {
        pile = deck.discard.clone();
    }
    let mut acc = Vec::new();
    go(&pile, deck.previous, variant, 1.0, &mut acc);
    acc.into_iter()
        .map(|(c, p)| Odds {
            outcome: format!("card={}", c.id()),
            probability: p,
            label: Some(Msg::plain(c.name(variant))),
        })
        .collect()
}

/// The status line's subversion entry: the value printed in the marker's column, with the part of the
/// track it is on (a victory box shows 胜利).
pub fn subversion_status(data: &SekigaharaData, s: &State) -> Msg {
    use data::ColumnSide;
    match data.subversion.columns.get(s.subversion) {
        None => Msg::plain("?"),
        Some(c) => match c.side {
            ColumnSide::EastVictory => {
                msg!("sekigahara-subversion-victory", side = Side::East.msg())
            }
            ColumnSide::WestVictory => {
                msg!("sekigahara-subversion-victory", side = Side::West.msg())
            }
            other => msg!(
                "sekigahara-subversion-value",
                value = c.value,
                part = other.msg()
            ),
        },
    }
}

/// Exact distribution of hits from per-counter hit chances (Poisson binomial).
pub fn hits_odds(strengths: &[i32]) -> Vec<Odds> {
    let mut dist = vec![1.0f64];
    for s in strengths {
        let p = (f64::from((*s).clamp(0, 6))) / 6.0;
        let mut next = vec![0.0; dist.len() + 1];
        for (k, q) in dist.iter().enumerate() {
            next[k] += q * (1.0 - p);
            next[k + 1] += q * p;
        }
        dist = next;
    }
    dist.into_iter()
        .enumerate()
        .filter(|(_, p)| *p > 0.0)
        .map(|(k, p)| Odds {
            outcome: format!("hits={k}"),
            probability: p,
            label: Some(msg!("sekigahara-outcome-hits", n = k)),
        })
        .collect()
}

impl Ruleset for SekigaharaRules {
    type Data = SekigaharaData;
    type State = State;
    fn sheets(&self, data: &Self::Data) -> crate::core::Sheets {
        sheets::sheets(data)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: ID,
            title: "关原大作战",
            english: "Sekigahara 1600",
            min_players: 2,
            max_players: 2,
            blurb: "Card-driven hex wargame of 1600: one shared deck, morale and subversion tracks, defections.",
        }
    }

    fn load(&self, files: &TableFiles) -> Result<SekigaharaData, TableError> {
        SekigaharaData::load(files)
    }

    fn procedures(&self, _: &SekigaharaData) -> Vec<ProcedureSpec> {
        procedures::specs()
    }

    fn resolve(
        &self,
        _: &SekigaharaData,
        p: &str,
        params: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        procedures::resolve(p, params, dice)
    }

    fn odds(
        &self,
        data: &SekigaharaData,
        p: &str,
        params: &Params,
    ) -> Result<Vec<Odds>, RuleError> {
        match p {
            "draw" => {
                let (deck, v) = procedures::deck_from_params(params)?;
                Ok(draw_odds(&deck, v))
            }
            "attack" => {
                let mut r = procedures::resolve(
                    p,
                    params,
                    &mut crate::core::ManualDice::new(std::iter::repeat_n(1, 64))?,
                )?;
                let strengths: Vec<i32> = r
                    .result
                    .remove("per_counter")
                    .and_then(|v| v.as_array().cloned())
                    .unwrap_or_default()
                    .iter()
                    .map(|x| x["strength"].as_i64().unwrap_or(0) as i32)
                    .collect();
                Ok(hits_odds(&strengths))
            }
            _ => crate::core::enumerate_odds(|d| {
                self.resolve(data, p, params, d).map(|r| r.outcome_key())
            }),
        }
    }

    fn scenarios(&self, data: &SekigaharaData) -> Vec<ScenarioInfo> {
        let mut checklist = Vec::new();
        let mut places: Vec<String> = Vec::new();
        for c in &data.counters {
            if !places.contains(&c.setup) {
                places.push(c.setup.clone());
            }
        }
        for p in places {
            let names: Vec<&str> = data
                .counters
                .iter()
                .filter(|c| c.setup == p)
                .map(|c| c.id.as_str())
                .collect();
            let place = p
                .strip_prefix("entry:")
                .map(|l| msg!("sekigahara-scenario-entry", leader = l))
                .unwrap_or_else(|| Msg::plain(p.clone()));
            let names: Vec<String> = names.iter().map(|x| x.to_string()).collect();
            checklist.push(msg!(
                "sekigahara-scenario-place",
                place = place,
                names = actions::names(&names)
            ));
        }
        checklist.push(msg!("sekigahara-scenario-markers", ruling = Msg::ruling(5)));
        checklist.push(msg!("sekigahara-scenario-deck"));
        vec![ScenarioInfo {
            id: "1600".into(),
            title: msg!("sekigahara-scenario-title"),
            min_players: 2,
            max_players: 2,
            blurb: msg!("sekigahara-scenario-blurb"),
            checklist,
        }]
    }

    fn setup_options(&self, _: &SekigaharaData) -> Vec<KeySpec> {
        vec![
            KeySpec::choice(
                "card-text",
                &["ja", "zh"],
                "card text in force: Japanese original (default) or the Chinese translation",
            )
            .default("ja")
            .say_label(msg!("sekigahara-key-card-text"))
            .say_help(msg!("sekigahara-help-card-text")),
            KeySpec::choice(
                "deck",
                &["virtual", "shadow"],
                "virtual: the app draws; shadow: the table draws the real cards and types them",
            )
            .default("virtual")
            .say_label(msg!("sekigahara-key-deck"))
            .say_help(msg!("sekigahara-help-deck")),
            // Gunbai's ruling 6 (rule 11.0(4)): a marker at a track end is frozen unless this is set.
            KeySpec::bool(
                "clamp-ends",
                "markers at a track end may come back (default: frozen there for good; then all four morale markers are often frozen within the first hundred cards, after which the cards that move them do nothing)",
            )
            .say_label(msg!("sekigahara-key-clamp-ends"))
            .say_help(msg!("sekigahara-help-clamp-ends", ruling = Msg::ruling(6))),
            // Gunbai's ruling 11 (rule 7.1(4)②).
            KeySpec::bool(
                "flip-first",
                "flip every face-up counter before eliminating any",
            )
            .say_label(msg!("sekigahara-key-flip-first"))
            .say_help(msg!("sekigahara-help-flip-first", ruling = Msg::ruling(11))),
            // Gunbai's ruling 7: the rules set no length.
            KeySpec::int(
                "draw-cap",
                0,
                500,
                "end the game drawn after this many cards resolved, 强行军 not counted (0 = no limit)",
            )
            .default(0)
            .say_label(msg!("sekigahara-key-draw-cap"))
            .say_help(msg!("sekigahara-help-draw-cap", ruling = Msg::ruling(7))),
        ]
    }

    fn setup_candidates(&self, _: &SekigaharaData, key: &str) -> Vec<Candidate> {
        match key {
            "card-text" => vec![
                Candidate::new("ja").label(Variant::Ja.msg()),
                Candidate::new("zh").label(Variant::Zh.msg()),
            ],
            "deck" => vec![
                Candidate::new("virtual").label(msg!("sekigahara-deck-mode", mode = "virtual")),
                Candidate::new("shadow").label(msg!("sekigahara-deck-mode", mode = "shadow")),
            ],
            _ => vec![],
        }
    }

    fn setup(&self, data: &SekigaharaData, setup: &Setup) -> Result<State, RuleError> {
        let setup = &Setup {
            options: setup.checked_options(&self.setup_options(data))?,
            ..setup.clone()
        };
        if let Some(s) = &setup.scenario
            && s != "1600"
        {
            return Err(RuleError::input(
                "scenario",
                msg!("sekigahara-bad-scenario", got = s.as_str()),
            ));
        }
        if setup.players != 0 && setup.players != 2 {
            return Err(RuleError::input(
                "players",
                msg!("sekigahara-bad-players", got = setup.players),
            ));
        }
        let text = |k: &str, d: &str| {
            setup
                .options
                .get(k)
                .and_then(Value::as_str)
                .unwrap_or(d)
                .to_string()
        };
        let options = Options {
            variant: if text("card-text", "ja") == "zh" {
                Variant::Zh
            } else {
                Variant::Ja
            },
            deck: if text("deck", "virtual") == "shadow" {
                DeckMode::Shadow
            } else {
                DeckMode::Virtual
            },
            freeze_ends: !setup.option_bool("clamp-ends", false),
            flip_first: setup.option_bool("flip-first", false),
            draw_cap: setup.option_int("draw-cap").unwrap_or(0).max(0) as u32,
        };
        Ok(State::new(data, options))
    }

    fn actions(&self, _: &SekigaharaData) -> Vec<ActionSpec> {
        actions::specs()
    }

    fn prompt(&self, data: &SekigaharaData, s: &State) -> Prompt {
        view::prompt(data, s)
    }

    fn apply(
        &self,
        data: &SekigaharaData,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply(data, s, a, dice)
    }

    fn apply_owned(
        &self,
        data: &SekigaharaData,
        s: State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply_owned(data, s, a, dice)
    }

    fn status(&self, data: &SekigaharaData, s: &State) -> Status {
        let v = s.options.variant;
        let mut track = vec![
            (
                msg!("sekigahara-status-drawn"),
                Msg::plain(s.draws.to_string()),
            ),
            (
                msg!("sekigahara-status-pile"),
                Msg::plain(s.deck.draw_pile.len().to_string()),
            ),
            (
                msg!("sekigahara-status-subversion"),
                subversion_status(data, s),
            ),
            (Msg::plain("京"), s.kyo.msg()),
        ];
        if let Some(cp) = &s.card {
            track.push((msg!("sekigahara-status-card"), Msg::plain(cp.card.name(v))));
        }
        Status {
            track,
            phase: view::step(data, s),
            winner: s.winner.as_ref().map(|w| w.msg()),
        }
    }

    /// Issue 19 item 10(b): what `apply` assumes of a state, checked (see `check.rs`).
    /// Rule 4.1: a card is drawn from the deck, not rolled; the result shows the card, and a card draw
    /// takes no typed die faces (issue 25 item 6).
    fn chance(&self, _: &SekigaharaData, action: &str) -> crate::core::Chance {
        match action {
            "draw" => crate::core::Chance::Card,
            _ => crate::core::Chance::Dice,
        }
    }
    fn check_state(&self, data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
        check::check_state(data, s)
    }

    fn rulings(&self, _: &SekigaharaData) -> Vec<(u32, Msg)> {
        rulings()
    }

    fn view(&self, data: &SekigaharaData, s: &State) -> crate::core::View {
        view::board(data, s)
    }

    fn action_view(
        &self,
        data: &SekigaharaData,
        s: &State,
        call: &crate::core::ActionCall,
    ) -> crate::core::View {
        view::action_view(data, s, call)
    }

    fn setup_checklist(&self, data: &SekigaharaData, _: &Setup, s: &State) -> Vec<Msg> {
        view::setup_checklist(data, s)
    }

    fn legend(&self, _: &SekigaharaData) -> Vec<(String, Msg)> {
        view::legend()
    }

    fn undo_hints(&self, data: &SekigaharaData, before: &State, after: &State) -> Vec<Msg> {
        view::undo_hints(data, before, after)
    }

    fn table_now(&self, data: &SekigaharaData, before: &State, after: &State) -> Vec<Msg> {
        view::table_now(data, before, after)
    }

    fn score(&self, data: &SekigaharaData, s: &State) -> Value {
        json!({
            "winner": s.winner.as_ref().and_then(|w| w.side.map(|x| x.id())),
            "reason": s.winner.as_ref().map(|w| w.reason_msg().en()),
            "subversion_column": s.subversion,
            "subversion_side": rules::subversion_column(data, s).id(),
            "subversion_value": data.subversion.columns.get(s.subversion).map(|c| c.value),
            "morale": data::MARKERS.iter().map(|m| (m.to_string(), json!(rules::marker_value(data, s, m)))).collect::<serde_json::Map<_, _>>(),
            "kyo": s.kyo.id(),
            "draws": s.draws,
        })
    }

    fn show_text(&self, data: &SekigaharaData, s: &State) -> Msg {
        view::show_text(data, s)
    }

    fn placeholders(&self, data: &SekigaharaData) -> Vec<String> {
        let mut v = Vec::new();
        if data.map_placeholder {
            v.push("map".into());
        }
        if data.counters_placeholder {
            v.push("counters".into());
        }
        if data.tracks_placeholder {
            v.push("tracks".into());
        }
        v
    }

    fn candidates(
        &self,
        data: &SekigaharaData,
        s: &State,
        action: &str,
        key: &str,
    ) -> Vec<Candidate> {
        view::candidates(data, s, action, key)
    }

    fn asks(&self, _data: &SekigaharaData, s: &State, action: &str, key: &str) -> bool {
        view::asks(s, action, key)
    }

    fn action_odds(
        &self,
        data: &SekigaharaData,
        s: &State,
        call: &ActionCall,
    ) -> Option<Result<Vec<Odds>, RuleError>> {
        match call.name.as_str() {
            "draw" if s.options.deck == DeckMode::Virtual => {
                Some(match view::blocked(data, s, "draw") {
                    Some((r, w)) => Err(RuleError::forbidden(&r, w)),
                    None => Ok(draw_odds(&s.deck, s.options.variant)),
                })
            }
            "draw" => None,
            "attack" | "siege-roll" => Some((|| {
                if let Some((r, w)) = view::blocked(data, s, &call.name) {
                    return Err(RuleError::forbidden(&r, w));
                }
                let p = if call.name == "attack" {
                    Some(crate::core::typed::parse::<actions::Attack>(&call.params)?)
                } else {
                    None
                };
                let (pre, strengths) = actions::next_roll_strengths(data, s, p.as_ref())?;
                let mut o = hits_odds(&strengths);
                if pre {
                    for x in &mut o {
                        if let Some(l) = x.label.take() {
                            x.label = Some(msg!("sekigahara-odds-preemptive", what = l));
                        }
                    }
                }
                Ok(o)
            })()),
            _ => {
                let spec = actions::specs().into_iter().find(|a| a.name == call.name)?;
                if !spec.rolls {
                    return None;
                }
                Some(crate::core::enumerate_odds_text(|dice| {
                    let a = self.apply(data, s, call, dice)?;
                    Ok(match &a.resolution {
                        Some(r) => self.outcome_text(data, r),
                        None => msg!("core-no-roll"),
                    })
                }))
            }
        }
    }

    fn outcome_text(&self, _: &SekigaharaData, r: &Resolution) -> Msg {
        let get = |k: &str| r.result.get(k);
        match r.procedure.as_str() {
            "attack" | "preemptive" => {
                let h = get("hits").and_then(Value::as_u64).unwrap_or(0);
                msg!("sekigahara-outcome-hits", n = h)
            }
            "subversion" | "intimidation" => {
                if get("success").and_then(Value::as_bool).unwrap_or(false) {
                    msg!("sekigahara-outcome-defects")
                } else if r.procedure == "intimidation" {
                    msg!("sekigahara-outcome-intimidation-failed")
                } else {
                    msg!("sekigahara-outcome-no-effect")
                }
            }
            "strategic-move" => {
                let m = get("movement_points").and_then(Value::as_i64).unwrap_or(0);
                msg!("sekigahara-outcome-hexes", n = m)
            }
            "draw" => {
                let c = get("card").and_then(Value::as_str).unwrap_or("?");
                Msg::plain(c)
            }
            _ => Msg::plain(r.outcome_key()),
        }
    }

    fn die_notes(&self, _: &SekigaharaData, r: &Resolution) -> Vec<DieNote> {
        let Some(per) = r.result.get("per_counter").and_then(Value::as_array) else {
            return vec![];
        };
        per.iter()
            .filter(|p| !p["roll"].is_null())
            .map(|p| {
                let s = p["strength"].as_i64().unwrap_or(0);
                let hit = p["hit"].as_bool().unwrap_or(false);
                DieNote {
                    hit,
                    note: msg!(
                        "sekigahara-die-note",
                        hit = if hit { "yes" } else { "no" },
                        s = s
                    ),
                }
            })
            .collect()
    }

    fn action_label(&self, _: &SekigaharaData, action: &str) -> Msg {
        actions::action_title(action)
    }
}

/// Gunbai's rulings for 关原, numbered as the messages cite them ([`Msg::ruling`]).
pub fn rulings() -> Vec<(u32, Msg)> {
    (1..=RULINGS)
        .map(|n| (n, Msg::dynamic(format!("sekigahara-ruling-{n}"))))
        .collect()
}

/// How many rulings there are (ids `sekigahara-ruling-1` … `sekigahara-ruling-20`).
pub const RULINGS: u32 = 20;

/// This game's words in 中文, English and 日本語 (issue 20), as translators edit them.
pub const WORDS: crate::core::msg::Words = crate::core::msg::Words {
    en: include_str!("../../../../../locales/en/sekigahara.ftl"),
    zh: include_str!("../../../../../locales/zh/sekigahara.ftl"),
    ja: include_str!("../../../../../locales/ja/sekigahara.ftl"),
};
