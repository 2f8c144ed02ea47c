//! What the front ends show: the prompt (the current step of the sequence of play and its actions, each
//! with the one guard [`blocked`] that `apply` also uses), the state listing, undo hints, pick-lists,
//! odds and words for results.

use serde_json::Value;

use super::command::Command;
use super::data::{Effect, PEASANT, REGIONS, ShogunData};
use super::input::War;
use super::procedures::Procedure;
use super::say::{self, rule, ruling};
use super::state::{ACTS, Act, Building, Phase, SPECIALS, State};
use super::tower::{self, Cubes};
use super::war::{self, BattleSetup, Kind};
use crate::core::odds::Odds;
use crate::core::typed::parse;
use crate::core::{ActionCall, Candidate, Msg, Prompt, PromptAction, Resolution, RuleError, Sep};
use crate::msg;

/// Trials of the seeded Monte Carlo for the odds of a battle.
pub const TRIALS: u32 = 4000;

/// `session show` and the pack-up listing: one line each, in the player's language.
pub fn show_text(data: &ShogunData, s: &State) -> Msg {
    let mut o: Vec<Msg> = Vec::new();
    o.push(msg!(
        "shogun-show-head",
        side = say::side(s.side),
        year = s.year,
        season = say::season(s.season),
        phase = say::phase(s.phase)
    ));
    for p in &s.players {
        let mut line = msg!(
            "shogun-show-player",
            player = say::who(s, &p.colour),
            coins = p.coins,
            rice = p.rice,
            score = p.score,
            supply = p.supply,
            provinces = s.holdings(&p.colour).len()
        );
        if let Some(x) = s.specials.get(&p.colour) {
            line = Msg::join(
                [
                    line,
                    msg!("shogun-show-special", special = say::special(*x)),
                ],
                Sep::Dot,
            );
        }
        o.push(line);
    }
    for region in REGIONS {
        o.push(msg!("shogun-show-region", region = say::region(region)));
        for card in data.provinces(s.side, s.players.len() as u8) {
            if card.region != region {
                continue;
            }
            let Some(p) = s.provinces.get(&card.name) else {
                continue;
            };
            o.push(province_line(data, &card.name, p));
        }
    }
    o.push(msg!(
        "shogun-show-tower",
        tray = tower::cubes_msg(&s.tower.tray),
        inside = tower::cubes_msg(&s.tower.inside),
        source = if s.options.model_tower {
            msg!("shogun-tower-model")
        } else {
            msg!("shogun-tower-typed")
        },
        stick = format!("{:.2}", s.tower.model.stick),
        release = format!("{:.2}", s.tower.model.release),
        fit = if s.tower.calibrated {
            msg!("shogun-tower-calibrated")
        } else {
            msg!("shogun-tower-uncalibrated")
        }
    ));
    if !s.action_order.is_empty() && s.phase != Phase::Deal {
        o.push(msg!("shogun-show-acts", acts = action_cards(s)));
    }
    if let Some(e) = s.event.as_deref() {
        o.push(msg!("shogun-show-event", event = say::event(data, e)));
    }
    if !s.events_up.is_empty() {
        o.push(msg!(
            "shogun-show-events-up",
            events = Msg::join(s.events_up.iter().map(|e| say::event(data, e)), Sep::Comma)
        ));
    }
    if !s.turn.is_empty() {
        o.push(msg!(
            "shogun-show-turn",
            order = say::whos(s, &s.turn, Sep::Arrow)
        ));
    }
    Msg::join(o, Sep::Line)
}

/// The action cards on spaces 1–10 as the table sees them: face up by name, the others face down.
pub fn action_cards(s: &State) -> Msg {
    let up = s.actions_face_up();
    Msg::join(
        s.action_order.iter().enumerate().map(|(i, a)| {
            if i < up {
                msg!("shogun-act-space", n = i + 1, act = say::act(*a))
            } else {
                msg!("shogun-act-space-down", n = i + 1)
            }
        }),
        Sep::Dot,
    )
}

/// One province of the board: owner, cubes, buildings and revolt markers.
pub fn province_line(data: &ShogunData, name: &str, p: &super::state::Prov) -> Msg {
    let mut parts = vec![msg!(
        "shogun-show-province",
        province = say::prov(data, name),
        owner = match p.owner.as_deref() {
            Some(c) => say::colour(c),
            None => msg!("shogun-neutral"),
        }
    )];
    if p.cubes > 0 {
        parts.push(msg!("shogun-show-cubes", n = p.cubes));
    }
    let b = buildings(p);
    if !b.is_empty() {
        parts.push(Msg::join(b, Sep::Comma));
    }
    if p.revolts > 0 {
        parts.push(msg!("shogun-show-revolts", n = p.revolts));
    }
    Msg::join(parts, Sep::Dot)
}

/// The buildings of a province, in words.
pub fn buildings(p: &super::state::Prov) -> Vec<Msg> {
    [Building::Castle, Building::Temple, Building::Theatre]
        .into_iter()
        .filter(|b| p.has(*b))
        .map(say::building)
        .collect()
}

pub fn undo_hints(data: &ShogunData, before: &State, after: &State) -> Vec<Msg> {
    let mut v = Vec::new();
    for (name, b) in &before.provinces {
        let Some(a) = after.provinces.get(name) else {
            continue;
        };
        if a == b {
            continue;
        }
        let mut parts = Vec::new();
        if a.owner != b.owner {
            parts.push(match b.owner.as_deref() {
                Some(c) => msg!("shogun-undo-card-to", player = say::who(after, c)),
                None => msg!("shogun-undo-card-to-bank"),
            });
        }
        if a.cubes != b.cubes {
            parts.push(match b.owner.as_deref() {
                Some(c) => msg!(
                    "shogun-undo-cubes-of",
                    n = b.cubes,
                    player = say::who(after, c)
                ),
                None => msg!("shogun-undo-cubes-none", n = b.cubes),
            });
        }
        for bd in [Building::Castle, Building::Temple, Building::Theatre] {
            if b.has(bd) != a.has(bd) {
                parts.push(if b.has(bd) {
                    msg!("shogun-undo-put-back", building = say::building(bd))
                } else {
                    msg!("shogun-undo-remove", building = say::building(bd))
                });
            }
        }
        if a.revolts != b.revolts {
            parts.push(msg!("shogun-undo-revolts", n = b.revolts));
        }
        v.push(msg!(
            "shogun-undo-province",
            province = say::prov(data, name),
            what = Msg::join(parts, Sep::Comma)
        ));
    }
    for b in &before.players {
        if let Some(a) = after.player(&b.colour)
            && a != b
        {
            v.push(msg!(
                "shogun-undo-player",
                player = say::who(after, &b.colour),
                coins = b.coins,
                rice = b.rice,
                score = b.score,
                supply = b.supply
            ));
        }
    }
    if before.tower.tray != after.tower.tray {
        v.push(msg!(
            "shogun-undo-tray",
            cubes = tower::cubes_msg(&before.tower.tray)
        ));
    }
    if before.tower.inside != after.tower.inside && !before.options.model_tower {
        v.push(msg!("shogun-undo-real-tower"));
    }
    // Seed 2.(6) (real decks): cards typed as turned are turned face down again.
    if after.action_order.len() > before.action_order.len()
        && after.action_order.starts_with(&before.action_order)
        && before.phase == Phase::Actions
    {
        let back = after.action_order[before.action_order.len()..]
            .iter()
            .map(|a| say::act(*a));
        v.push(msg!(
            "shogun-undo-face-down",
            acts = Msg::join(back, Sep::Comma)
        ));
    }
    if before.phase != after.phase {
        v.push(msg!("shogun-undo-phase", phase = say::phase(before.phase)));
    }
    v
}

pub fn candidates(data: &ShogunData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    match Command::from_name(action) {
        Some(c) => command_candidates(data, s, c, key),
        None => vec![],
    }
}

/// The players who may plan now (seed 2.(3): every player lays their cards face down, in no order
/// among the players; the bids turn up together at 2.(5)), in seat order.
pub fn may_plan(s: &State) -> Vec<String> {
    if s.phase != Phase::Planning {
        return vec![];
    }
    s.colours()
        .into_iter()
        .filter(|c| !s.plans.contains_key(c))
        .collect()
}

/// [`candidates`] of a form that already names its player (issue 24: every phone fills its own plan
/// at once, seed 2.(3)): a plan's cards are that player's own. A player who may not plan now, or no
/// player, gives the laptop's pick-lists (the next player to plan).
pub fn candidates_given(
    data: &ShogunData,
    s: &State,
    action: &str,
    key: &str,
    given: &crate::core::Params,
) -> Vec<Candidate> {
    let player = given
        .get("player")
        .and_then(Value::as_str)
        .map(|t| t.trim().to_ascii_lowercase())
        .filter(|c| may_plan(s).contains(c));
    match (Command::from_name(action), player) {
        (Some(Command::Plan), Some(who)) if key != "player" => plan_candidates(data, s, key, &who),
        _ => candidates(data, s, action, key),
    }
}

/// The pick-list of a plan's bid or action space for player `who`: the chests and `who`'s own
/// province cards (seed 2.(3)).
fn plan_candidates(data: &ShogunData, s: &State, key: &str, who: &str) -> Vec<Candidate> {
    let prov = |c: &str| -> Vec<Candidate> {
        s.holdings(c)
            .iter()
            .map(|p| Candidate::new(p.to_string()).label(say::prov(data, p)))
            .collect()
    };
    let mut v = Vec::new();
    if key == "bid" {
        for b in [4u32, 3, 2, 1, 0] {
            v.push(Candidate::new(b.to_string()).label(msg!("shogun-cand-chest", n = b)));
        }
        v.push(Candidate::new("none").label(msg!("shogun-cand-empty")));
        v.extend(prov(who));
    } else if Act::parse(key).is_some() {
        v.push(Candidate::new("chest").label(msg!("shogun-cand-chest-blank")));
        v.extend(prov(who));
    }
    v
}

/// The pick-list of one key of an action (keys stay strings: they are the typed structs' field names).
pub fn command_candidates(data: &ShogunData, s: &State, c: Command, key: &str) -> Vec<Candidate> {
    let named = |p: &str| Candidate::new(p.to_string()).label(say::prov(data, p));
    match (c, key) {
        (Command::Plan, "player") => s
            .colours()
            .into_iter()
            .filter(|c| !s.plans.contains_key(c))
            .map(|c| Candidate::new(c.clone()).label(say::who(s, &c)))
            .collect(),
        (Command::Plan, k) => {
            // The laptop's hand-over order: the next player to plan.
            let who = s
                .colours()
                .into_iter()
                .find(|c| !s.plans.contains_key(c))
                .unwrap_or_default();
            plan_candidates(data, s, k, &who)
        }
        (Command::Draft, "card") => {
            let Some(d) = &s.draft else { return vec![] };
            let mut v: Vec<Candidate> = d
                .face_up
                .iter()
                .map(|p| {
                    Candidate::new(p.clone())
                        .label(msg!("shogun-cand-face-up", province = say::prov(data, p)))
                })
                .collect();
            if s.options.virtual_decks {
                v.push(Candidate::new("deck").label(msg!("shogun-cand-deck-top")));
            } else {
                v.extend(
                    s.provinces
                        .iter()
                        .filter(|(n, p)| p.owner.is_none() && !d.face_up.contains(n))
                        .map(|(n, _)| named(n)),
                );
            }
            v
        }
        (Command::Draft, "portion") => {
            let Some(d) = &s.draft else { return vec![] };
            let Some(c) = s.players.get(d.turn).map(|p| &p.colour) else {
                return vec![];
            };
            let mut p = d.portions.get(c).cloned().unwrap_or_default();
            p.dedup();
            p.into_iter()
                .map(|x| Candidate::new(x.to_string()))
                .collect()
        }
        (Command::Draft, "turned") | (Command::DraftDeal, "face-up") => {
            let up = s
                .draft
                .as_ref()
                .map(|d| d.face_up.clone())
                .unwrap_or_default();
            s.provinces
                .iter()
                .filter(|(n, p)| p.owner.is_none() && !up.contains(n))
                .map(|(n, _)| named(n))
                .collect()
        }
        (Command::TakeSeat, "position") => (1..=5u8)
            .filter(|p| !s.seats.values().any(|x| x == p))
            .map(|p| {
                let sp = s
                    .special_order
                    .get((p - 1) as usize)
                    .map(|x| say::special(*x))
                    .unwrap_or_default();
                Candidate::new(p.to_string()).label(msg!("shogun-cand-seat", n = p, special = sp))
            })
            .collect(),
        (Command::War, "to") => match s.current() {
            Some((act, c)) => {
                let x = s.planned(&c, act).unwrap_or_default();
                war_targets(data, s, &c, &x)
                    .iter()
                    .map(|y| named(y))
                    .collect()
            }
            None => vec![],
        },
        (Command::Recruit, "to") => match s.current() {
            Some((act, c)) if act == Act::Recruit1 => {
                let x = s.planned(&c, act).unwrap_or_default();
                data.neighbours(s.side, &x)
                    .into_iter()
                    .filter(|y| {
                        s.provinces.get(y).and_then(|p| p.owner.as_deref()) == Some(c.as_str())
                    })
                    .map(|y| named(&y))
                    .collect()
            }
            _ => vec![],
        },
        (Command::WinterRevolt, "province") => s
            .winter
            .iter()
            .find(|w| !w.drawn.is_empty())
            .map(|w| w.drawn.iter().map(|y| named(y)).collect())
            .unwrap_or_default(),
        (Command::TurnAction, "card") => ACTS
            .iter()
            .filter(|a| !s.action_order.contains(a))
            .map(|a| Candidate::new(a.key()).label(say::act(*a)))
            .collect(),
        (Command::Deal, "action-order") => ACTS
            .iter()
            .map(|a| Candidate::new(a.key()).label(say::act(*a)))
            .collect(),
        (Command::Deal, "special-order") => SPECIALS
            .iter()
            .map(|a| Candidate::new(a.key()).label(say::special(*a)))
            .collect(),
        (Command::Deal, "events") | (Command::Reveal, "event") => {
            let ids: Vec<String> = if c == Command::Reveal {
                s.events_up.clone()
            } else {
                data.events
                    .iter()
                    .map(|e| e.id.clone())
                    .filter(|e| !s.event_deck.contains(e))
                    .collect()
            };
            ids.into_iter()
                .filter(|id| data.event(id).is_some())
                .map(|id| Candidate::new(id.clone()).label(say::event(data, &id)))
                .collect()
        }
        _ => vec![],
    }
}

/// Odds of a war before the throw: seeded Monte Carlo over the tower model (the seed is the number of
/// throws so far, so the same state gives the same odds).
pub fn action_odds(
    data: &ShogunData,
    s: &State,
    call: &ActionCall,
) -> Option<Result<Vec<Odds>, RuleError>> {
    let c = Command::from_name(&call.name)?;
    match c {
        Command::Collect | Command::WinterRevolt => return revolt_odds(data, s, c, call),
        Command::War => {}
        Command::DraftDeal
        | Command::Draft
        | Command::PrimeTower
        | Command::Deal
        | Command::Plan
        | Command::TurnAction
        | Command::Reveal
        | Command::TakeSeat
        | Command::Build
        | Command::Recruit
        | Command::Skip
        | Command::Winter
        | Command::WinterDraw
        | Command::ScoreYear
        | Command::Calibrate => return None,
    }
    Some((|| {
        let a: War = parse(&call.params)?;
        let (act, c) = s
            .current()
            .ok_or_else(|| RuleError::forbidden("2.(6)", msg!("shogun-err-no-action")))?;
        let x = s.planned(&c, act).unwrap_or_default();
        let y = data.card(s.side, &a.to).map(|c| c.name).ok_or_else(|| {
            RuleError::input(
                "to",
                msg!("shogun-err-unknown-province", province = a.to.clone()),
            )
        })?;
        let prov = s.provinces.get(&y).ok_or_else(|| {
            RuleError::input(
                "to",
                msg!("shogun-err-not-in-play", province = say::prov(data, &y)),
            )
        })?;
        if !war_targets(data, s, &c, &x).contains(&y) {
            return Err(RuleError::forbidden(
                "2.(6)",
                msg!(
                    "shogun-err-cannot-enter",
                    to = say::prov(data, &y),
                    from = say::prov(data, &x)
                ),
            ));
        }
        let m = a.cubes as u32 + u32::from(a.attack_extra);
        let mut thrown = Cubes::new();
        thrown.insert(c.clone(), m);
        let (kind, defender) = match &prov.owner {
            Some(q) if *q == c => {
                return Ok(vec![Odds {
                    outcome: "move".into(),
                    probability: 1.0,
                    label: Some(msg!("shogun-odds-plain-move")),
                }]);
            }
            Some(q) => {
                thrown.insert(
                    q.clone(),
                    prov.cubes + u32::from(a.defence_extra) + u32::from(a.castle_extra),
                );
                (Kind::Invasion, Some(q.clone()))
            }
            None => {
                thrown.insert(PEASANT.into(), expansion_peasants(data, s));
                (Kind::Expansion, None)
            }
        };
        let b = BattleSetup {
            kind,
            attacker: c.clone(),
            defender,
            thrown,
            inside: s.tower.inside.clone(),
            tray: s.tower.tray.clone(),
            revolt_marker: prov.revolts > 0,
        };
        let (aw, dw, tie) =
            war::battle_odds(s.tower.model, &b, 2006 + s.tower.log.len() as u64, TRIALS)?;
        let py = say::prov(data, &y);
        Ok(vec![
            Odds {
                outcome: "winner=attacker".into(),
                probability: aw,
                label: Some(msg!(
                    "shogun-odds-takes",
                    player = say::colour(&c),
                    province = py.clone()
                )),
            },
            Odds {
                outcome: "winner=defender".into(),
                probability: dw,
                label: Some(msg!("shogun-odds-holds", province = py.clone())),
            },
            Odds {
                outcome: "winner=tie".into(),
                probability: tie,
                label: Some(msg!("shogun-odds-tie", province = py)),
            },
        ])
    })())
}

/// Seed 5.(2) and Gunbai's ruling 13: the peasants thrown against an expansion (1; under E11 2 in all,
/// or 1 + 2 with the "add" option).
pub fn expansion_peasants(data: &ShogunData, s: &State) -> u32 {
    match (
        s.event_effect(data) == Some(Effect::TwoPeasants),
        s.options.e11_adds,
    ) {
        (false, _) => 1,
        (true, false) => 2,
        (true, true) => 3,
    }
}

pub fn outcome_text(res: &Resolution) -> Msg {
    let g = |k: &str| res.result.get(k).cloned().unwrap_or(Value::Null);
    let n = |k: &str| g(k).as_u64().unwrap_or(0);
    let Some(procedure) = Procedure::from_id(&res.procedure) else {
        return msg!("shogun-outcome-done");
    };
    match procedure {
        Procedure::War => {
            let w = g("winner");
            let p = g("province");
            let head = match (w.as_str(), p.as_str()) {
                (Some("attacker"), Some("attacker")) => msg!("shogun-outcome-attacker-takes"),
                (Some("attacker"), _) => msg!("shogun-outcome-rebels-win"),
                (Some("defender"), Some("defender")) => msg!("shogun-outcome-defender-holds"),
                (Some("defender"), _) => msg!("shogun-outcome-attack-fails"),
                _ => msg!("shogun-outcome-tie"),
            };
            msg!(
                "shogun-outcome-war",
                head = head,
                attacker_placed = n("attacker_placed"),
                defender_placed = n("defender_placed"),
                attacker_returned = n("attacker_returned"),
                defender_returned = n("defender_returned"),
                peasants = n("peasants_to_bank")
            )
        }
        Procedure::Winter => msg!(
            "shogun-outcome-winter",
            rice = n("rice_after"),
            shortage = n("shortage"),
            revolts = n("revolting_provinces"),
            peasants = n("peasant_cubes")
        ),
        Procedure::TurnOrder => {
            let order: Vec<String> = serde_json::from_value(g("order")).unwrap_or_default();
            msg!(
                "shogun-outcome-turn-order",
                order = say::colours(&order, Sep::Arrow)
            )
        }
        Procedure::Tower => msg!("shogun-outcome-tower", n = n("out_total")),
        Procedure::Score => msg!("shogun-outcome-score"),
        Procedure::Calibrate => msg!("shogun-outcome-done"),
    }
}

/// Odds of a collection revolt (seed 5.(3)A) or a winter revolt (seed 5.(3)B) before the throw, by the
/// same seeded Monte Carlo; `None` when the action throws nothing.
fn revolt_odds(
    data: &ShogunData,
    s: &State,
    command: Command,
    call: &ActionCall,
) -> Option<Result<Vec<Odds>, RuleError>> {
    let (kind, c, x, extra) = if command == Command::Collect {
        let (act, c) = s.current()?;
        let x = s.planned(&c, act)?;
        (Kind::CollectionRevolt, c, x, 0)
    } else {
        let w = s.winter.iter().find(|w| !w.drawn.is_empty())?;
        let x = call.params.opt_text("province")?;
        let x = data.card(s.side, &x).map(|c| c.name)?;
        (Kind::WinterRevolt, w.colour.clone(), x, w.peasants)
    };
    let prov = s.provinces.get(&x)?;
    if kind == Kind::CollectionRevolt && prov.revolts == 0 {
        return None;
    }
    let mut thrown = Cubes::new();
    thrown.insert(c.clone(), prov.cubes);
    thrown.insert(PEASANT.into(), prov.revolts + extra);
    let b = BattleSetup {
        kind,
        attacker: String::new(),
        defender: Some(c.clone()),
        thrown,
        inside: s.tower.inside.clone(),
        tray: s.tower.tray.clone(),
        revolt_marker: prov.revolts > 0,
    };
    let px = say::prov(data, &x);
    Some(
        war::battle_odds(s.tower.model, &b, 2006 + s.tower.log.len() as u64, TRIALS).map(
            |(rebels, owner, _)| {
                vec![
                    Odds {
                        outcome: "province=defender".into(),
                        probability: owner,
                        label: Some(msg!(
                            "shogun-odds-keeps",
                            player = say::colour(&c),
                            province = px.clone()
                        )),
                    },
                    Odds {
                        outcome: "province=neutral".into(),
                        probability: rebels,
                        label: Some(msg!("shogun-odds-rebels", province = px.clone())),
                    },
                ]
            },
        ),
    )
}

// ---------------------------------------------------------------- guards

fn phase_is(s: &State, p: Phase, rule: &str) -> Result<(), (String, Msg)> {
    if s.phase == p {
        Ok(())
    } else {
        Err((
            rule.into(),
            msg!("shogun-err-not-now", phase = say::phase(s.phase)),
        ))
    }
}

/// Why an action cannot be taken now (rule in the seed's numbering, reason), or `None`; a name that
/// is no action of this game is refused as such.
pub fn blocked(data: &ShogunData, s: &State, name: &str) -> Option<(String, Msg)> {
    match Command::from_name(name) {
        Some(c) => blocked_command(data, s, c),
        None => Some(("-".into(), msg!("shogun-err-unknown-action", name = name))),
    }
}

/// The one guard per action, used by the prompt and by `apply`.
pub fn blocked_command(data: &ShogunData, s: &State, c: Command) -> Option<(String, Msg)> {
    let carry_out = |fits: fn(Act) -> bool| -> Result<(), (String, Msg)> {
        if s.awaiting_action_card() {
            return Err((
                "2.(6)".into(),
                msg!("shogun-err-turn-act-first", n = s.action_order.len() + 1),
            ));
        }
        phase_is(s, Phase::Actions, "2.(6)").and_then(|_| {
            let (act, _) = s
                .current()
                .ok_or(("2.(6)".to_string(), msg!("shogun-err-no-action")))?;
            if !fits(act) {
                return Err((
                    "2.(6)".into(),
                    msg!("shogun-err-action-now", act = say::act(act)),
                ));
            }
            match impossible(data, s) {
                Some(why) => Err(why),
                None => Ok(()),
            }
        })
    };
    let r = match c {
        Command::DraftDeal => phase_is(s, Phase::DraftDeal, c.rule()),
        Command::Draft => phase_is(s, Phase::Draft, c.rule()),
        Command::PrimeTower => phase_is(s, Phase::Prime, c.rule()),
        Command::Deal => phase_is(s, Phase::Deal, c.rule()),
        Command::Plan => phase_is(s, Phase::Planning, c.rule()),
        Command::Reveal => phase_is(s, Phase::Reveal, c.rule()),
        Command::TakeSeat => phase_is(s, Phase::Seating, c.rule()),
        Command::TurnAction => phase_is(s, Phase::Actions, c.rule()).and_then(|_| {
            if s.awaiting_action_card() {
                Ok(())
            } else if s.options.virtual_decks {
                Err(("2.(6)".into(), msg!("shogun-err-app-turns-acts")))
            } else {
                Err(("2.(6)".into(), msg!("shogun-err-act-turned-later")))
            }
        }),
        Command::Build => carry_out(|a| a.building().is_some()),
        Command::Collect => carry_out(|a| matches!(a, Act::Rice | Act::Tax)),
        Command::Recruit => {
            carry_out(|a| matches!(a, Act::Recruit5 | Act::Recruit3 | Act::Recruit1))
        }
        Command::War => carry_out(|a| matches!(a, Act::WarA | Act::WarB)),
        Command::Skip if s.awaiting_action_card() => Err((
            "2.(6)".into(),
            msg!("shogun-err-turn-act-first", n = s.action_order.len() + 1),
        )),
        Command::Skip => {
            phase_is(s, Phase::Actions, "2.(6)").and_then(|_| match impossible(data, s) {
                Some(_) => Ok(()),
                None => Err((
                    "2.(6)".into(),
                    msg!("shogun-err-must-carry-out", rule = ruling(16)),
                )),
            })
        }
        Command::Winter => phase_is(s, Phase::Winter, c.rule()),
        Command::WinterDraw => phase_is(s, Phase::WinterDraw, c.rule()),
        // The revolts are drawn under seed 3.(2) and fought under 5.(3)B.
        Command::WinterRevolt => phase_is(s, Phase::WinterRevolt, "3.(2)"),
        Command::ScoreYear => phase_is(s, Phase::Scoring, c.rule()),
        Command::Calibrate => {
            if s.phase == Phase::Over {
                Err(("4".into(), msg!("shogun-err-over")))
            } else {
                Ok(())
            }
        }
    };
    r.err()
}

/// Gunbai's ruling 16: the current action truly cannot be carried out (the rule in the seed's
/// numbering and why).
pub fn impossible(data: &ShogunData, s: &State) -> Option<(String, Msg)> {
    let (act, c) = s.current()?;
    let x = s.planned(&c, act)?;
    let p = s.player(&c)?;
    let prov = s.provinces.get(&x)?;
    let rule = act.rule();
    let px = say::prov(data, &x);
    if p.coins < act.cost() {
        return Some((
            rule,
            msg!(
                "shogun-err-coins",
                cost = act.cost(),
                player = say::colour(&c),
                coins = p.coins
            ),
        ));
    }
    if let Some(b) = act.building() {
        let card = data.card(s.side, &x)?;
        if prov.has(b) {
            return Some((
                rule,
                msg!(
                    "shogun-err-has-building",
                    province = px,
                    building = say::building(b)
                ),
            ));
        }
        if prov.buildings() >= card.slots {
            return Some((rule, msg!("shogun-err-no-slot", province = px)));
        }
        if s.built(b) >= b.stock() {
            return Some((
                rule,
                msg!(
                    "shogun-err-no-markers",
                    building = say::building(b),
                    rule = ruling(20)
                ),
            ));
        }
    }
    if matches!(act, Act::WarA | Act::WarB) {
        if prov.cubes < 2 {
            return Some((
                rule,
                msg!("shogun-err-too-few-cubes", province = px, n = prov.cubes),
            ));
        }
        if war_targets(data, s, &c, &x).is_empty() {
            return Some((rule, msg!("shogun-err-no-target", province = px)));
        }
    }
    None
}

/// Legal destinations of a war & move from X (seed 2.(6), events E3/E4, Gunbai's ruling 21).
pub fn war_targets(data: &ShogunData, s: &State, c: &str, x: &str) -> Vec<String> {
    let temple_safe = s.event_effect(data) == Some(Effect::TempleSafe);
    data.neighbours(s.side, x)
        .into_iter()
        .filter(|y| match s.provinces.get(y) {
            None => false, // Gunbai's ruling 21: provinces out of play
            Some(p) => {
                let other = p.owner.is_some() && p.owner.as_deref() != Some(c);
                !(temple_safe && other && p.temple)
            }
        })
        .collect()
}

// ---------------------------------------------------------------- prompt

/// The player whose turn it is, where one player acts: the draft (seed 1.(4)), the next to plan
/// (2.(3)) or to place the daimyo (2.(5)), the action's player (2.(6)).
pub fn to_act(s: &State) -> Option<String> {
    match s.phase {
        Phase::Draft => s
            .draft
            .as_ref()
            .and_then(|d| s.players.get(d.turn))
            .map(|p| p.colour.clone()),
        Phase::Planning => s.colours().into_iter().find(|c| !s.plans.contains_key(c)),
        Phase::Seating => s
            .bid_order
            .iter()
            .find(|c| !s.seats.contains_key(*c))
            .cloned(),
        Phase::Actions => s.current().map(|(_, c)| c),
        Phase::DraftDeal
        | Phase::Prime
        | Phase::Deal
        | Phase::Reveal
        | Phase::Winter
        | Phase::WinterDraw
        | Phase::WinterRevolt
        | Phase::Scoring
        | Phase::Over => None,
    }
}

/// The current step, its hints and the buttons, as messages (the front end puts them into its language).
pub fn prompt(data: &ShogunData, s: &State) -> Prompt {
    let mut pr = Prompt {
        step: msg!(
            "shogun-step",
            year = s.year,
            season = say::season(s.season),
            phase = say::phase(s.phase)
        ),
        hints: vec![],
        actions: vec![],
    };
    let add = |c: Command| {
        let mut a = PromptAction::new(c.name(), c.label());
        if let Some((rule, why)) = blocked_command(data, s, c) {
            a = a.blocked(&rule, why);
        }
        a
    };
    match s.phase {
        Phase::DraftDeal => {
            pr.hints.push(if s.options.virtual_decks {
                msg!("shogun-hint-draft-deal-app", rule = rule("1.(3)"))
            } else {
                msg!("shogun-hint-draft-deal-table", rule = rule("1.(3)"))
            });
            pr.actions.push(add(Command::DraftDeal));
        }
        Phase::Draft => {
            if let Some(d) = &s.draft
                && let Some(c) = s.players.get(d.turn).map(|p| &p.colour)
            {
                let left = d
                    .portions
                    .get(c)
                    .map(|v| Msg::join(v.iter().map(|p| Msg::plain(p.to_string())), Sep::Comma))
                    .unwrap_or_default();
                pr.hints.push(msg!(
                    "shogun-hint-draft",
                    player = say::who(s, c),
                    cards = say::provs(data, &d.face_up),
                    left = left,
                    rule = rule("1.(4)")
                ));
            }
            pr.actions.push(add(Command::Draft));
        }
        Phase::Prime => {
            pr.hints.push(if s.options.model_tower {
                msg!("shogun-hint-prime", rule = rule("1.(5)"))
            } else {
                msg!("shogun-hint-prime-typed", rule = rule("1.(5)"))
            });
            pr.actions.push(add(Command::PrimeTower));
        }
        Phase::Deal => {
            pr.hints.push(if s.options.virtual_decks {
                msg!("shogun-hint-deal-app", rule = rule("2.(1)–(2)"))
            } else {
                msg!("shogun-hint-deal-table", rule = rule("2.(1)–(2)"))
            });
            pr.actions.push(add(Command::Deal));
        }
        Phase::Planning => {
            let waiting: Vec<String> = s
                .colours()
                .into_iter()
                .filter(|c| !s.plans.contains_key(c))
                .collect();
            pr.hints.push(msg!(
                "shogun-hint-plan",
                waiting = say::whos(s, &waiting, Sep::Comma),
                rule = rule("2.(3)")
            ));
            let mut a = add(Command::Plan);
            if let Some(c) = waiting.first() {
                a = a.preset("player", c.clone());
            }
            pr.actions.push(a);
        }
        Phase::Reveal => {
            pr.hints
                .push(msg!("shogun-hint-reveal", rule = rule("2.(4)–(5)")));
            if !s.options.virtual_decks {
                pr.hints
                    .push(msg!("shogun-hint-ties", rule = rule("2.(5)")));
            }
            pr.actions.push(add(Command::Reveal));
        }
        Phase::Seating => {
            let next = s.bid_order.iter().find(|c| !s.seats.contains_key(*c));
            if let Some(c) = next {
                pr.hints.push(msg!(
                    "shogun-hint-seat",
                    player = say::who(s, c),
                    rule = rule("2.(5)")
                ));
            }
            // The pick-list opens on the first free space, named by its special card.
            let mut a = add(Command::TakeSeat);
            if let Some(p) = (1..=5u8).find(|p| !s.seats.values().any(|x| x == p)) {
                a = a.preset("position", p.to_string());
            }
            pr.actions.push(a);
        }
        Phase::Actions if s.awaiting_action_card() => {
            pr.hints.push(msg!(
                "shogun-hint-turn-act",
                done = s.step,
                n = s.action_order.len() + 1,
                rule = rule("2.(6)")
            ));
            pr.actions.push(add(Command::TurnAction));
        }
        Phase::Actions => {
            if let Some((act, c)) = s.current() {
                let x = s.planned(&c, act).unwrap_or_default();
                pr.hints.push(msg!(
                    "shogun-hint-action",
                    n = s.step + 1,
                    act = say::act(act),
                    player = say::who(s, &c),
                    province = say::prov(data, &x),
                    rule = rule(&act.rule())
                ));
                pr.hints.extend(action_flags(data, s, act, &c, &x));
                pr.actions.push(add(Command::for_card(act)));
                pr.actions.push(add(Command::Skip));
            }
        }
        Phase::Winter => {
            pr.hints.push(msg!("shogun-hint-winter", rule = rule("3")));
            pr.actions.push(add(Command::Winter));
        }
        Phase::WinterDraw => {
            if let Some(w) = s.winter.iter().find(|w| !w.drawn_done) {
                pr.hints.push(msg!(
                    "shogun-hint-winter-draw",
                    drawer = say::who(s, &s.left_of(&w.colour)),
                    n = w.count,
                    player = say::who(s, &w.colour),
                    rule = say::and(rule("3.(2)"), ruling(5))
                ));
            }
            pr.actions.push(add(Command::WinterDraw));
        }
        Phase::WinterRevolt => {
            if let Some(w) = s.winter.iter().find(|w| !w.drawn.is_empty()) {
                pr.hints.push(msg!(
                    "shogun-hint-winter-revolt",
                    player = say::who(s, &w.colour),
                    provinces = say::provs(data, &w.drawn),
                    rule = rule("5.(3)B")
                ));
                let mut a = add(Command::WinterRevolt);
                a = a.preset("province", w.drawn[0].clone());
                pr.actions.push(a);
            }
        }
        Phase::Scoring => {
            pr.hints
                .push(msg!("shogun-hint-score", rule = rule("3.(3)")));
            pr.actions.push(add(Command::ScoreYear));
        }
        Phase::Over => {
            pr.hints.push(game_over_words(s));
        }
    }
    if s.phase != Phase::Over {
        pr.actions.push(add(Command::Calibrate));
    }
    pr
}

/// The optional flags of the action now, said where they apply (seed 2.(2) Attack/Defence, seed 2.(4)
/// E1/E2 castle cube and E5/E6 revolt marker), each with the form's label for it.
fn action_flags(data: &ShogunData, s: &State, act: Act, c: &str, x: &str) -> Vec<Msg> {
    let mut v = Vec::new();
    let fx = s.event_effect(data);
    let ev = s
        .event
        .as_deref()
        .map(|e| say::event(data, e))
        .unwrap_or_default();
    match act {
        Act::WarA | Act::WarB => {
            if s.specials.get(c) == Some(&super::state::Special::Attack) {
                v.push(msg!(
                    "shogun-flag-attack",
                    player = say::who(s, c),
                    rule = rule("2.(2)")
                ));
            }
            let targets = war_targets(data, s, c, x);
            for y in &targets {
                let Some(p) = s.provinces.get(y) else {
                    continue;
                };
                let Some(q) = p.owner.as_deref().filter(|q| *q != c) else {
                    continue;
                };
                if s.specials.get(q) == Some(&super::state::Special::Defence) {
                    v.push(msg!(
                        "shogun-flag-defence",
                        province = say::prov(data, y),
                        player = say::who(s, q),
                        rule = rule("2.(2)")
                    ));
                }
                if fx == Some(Effect::CastleDefence) && p.castle {
                    v.push(msg!(
                        "shogun-flag-castle",
                        event = ev.clone(),
                        province = say::prov(data, y),
                        player = say::who(s, q),
                        rule = rule("2.(4)")
                    ));
                }
            }
        }
        Act::Theatre
            if fx == Some(Effect::TheatreCalm)
                && s.provinces.get(x).is_some_and(|p| p.revolts > 0) =>
        {
            v.push(msg!(
                "shogun-flag-theatre",
                event = ev,
                province = say::prov(data, x),
                rule = say::and(rule("2.(4)"), ruling(24))
            ));
        }
        _ => {}
    }
    v
}

/// Seed 4 in one line: the winner, and how a tie on points was broken (coins), or shared (Gunbai's
/// ruling 22).
pub fn game_over_words(s: &State) -> Msg {
    let score = |c: &str| s.player(c).map(|p| (p.score, p.coins)).unwrap_or((0, 0));
    let Some(w) = s.winners.first() else {
        return msg!("shogun-over", rule = rule("4"));
    };
    let (pts, coins) = score(w);
    let level: Vec<String> = s
        .players
        .iter()
        .filter(|p| p.score == pts)
        .map(|p| p.colour.clone())
        .collect();
    if s.winners.len() > 1 {
        msg!(
            "shogun-over-shared",
            players = say::whos(s, &s.winners, Sep::Comma),
            points = pts,
            coins = coins,
            rule = say::and(rule("4"), ruling(22))
        )
    } else if level.len() > 1 {
        let others: Vec<&String> = level.iter().filter(|c| *c != w).collect();
        msg!(
            "shogun-over-coins",
            player = say::who(s, w),
            points = pts,
            others = say::whos(s, &others, Sep::Comma),
            coins = coins,
            against = Msg::join(
                others.iter().map(|c| msg!(
                    "shogun-cubes-of",
                    player = say::who(s, c),
                    n = score(c).1
                )),
                Sep::Comma
            ),
            rule = rule("4")
        )
    } else {
        msg!(
            "shogun-over-wins",
            player = say::who(s, w),
            points = pts,
            rule = rule("4")
        )
    }
}
