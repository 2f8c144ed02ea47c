//! What the players see: the prompt (the current step and what may be done), the text listing, undo
//! hints, and everything a front end asks the ruleset (pick-lists, odds, die notes, labels, outcome
//! words). Front ends draw; they do not re-derive any of this.

use super::actions::{
    self, Action, Allocate, Attack, BattleAt, MARCHES_PER_UNIT, March, MarchRoll, RemoveExcess,
    Replace, Retreat, STACK_LIMIT, attacker, blocked, over_stacked,
};
use super::data::{HONSHU, KAGOSHIMA, KUMAMOTO_CASTLE, Kind, SeinanData};
use super::procedures;
use super::ruling;
use super::state::{Phase, Place, Side, State, Unit};
use crate::core::odds::binomial;
use crate::core::{
    ActionCall, Candidate, DieNote, Msg, Odds, Prompt, PromptAction, Resolution, RuleError, Sep,
    TypedAction,
};
use crate::msg;

/// Names as they stand, one after the other (、 in 中文 and 日本語).
fn names<S: AsRef<str>>(v: impl IntoIterator<Item = S>) -> Msg {
    Msg::join(
        v.into_iter().map(|s| Msg::plain(s.as_ref().to_string())),
        Sep::Comma,
    )
}

pub fn prompt(data: &SeinanData, s: &State) -> Prompt {
    let mut p = Prompt {
        step: msg!(
            "seinan-step",
            turn = s.turn,
            side = s.player.say(),
            phase = s.phase.say()
        ),
        ..Default::default()
    };
    if let Some(w) = &s.winner {
        p.step = msg!("seinan-step-over", side = w.side.say());
        p.hints.push(msg!(
            "seinan-win-line",
            reason = w.reason.say(),
            cite = w.cite()
        ));
        return p;
    }
    let act = |name: &str, label: Msg| {
        let mut a = PromptAction::new(name, label);
        if let Some((r, why)) = blocked(data, s, name) {
            a = a.blocked(&r, why);
        }
        a
    };
    match s.phase {
        Phase::March => {
            match s.march.points {
                None => p.hints.push(msg!("seinan-hint-roll")),
                Some(mp) => p.hints.push(msg!(
                    "seinan-hint-march-left",
                    left = s.march.left(),
                    points = mp,
                    per_unit = MARCHES_PER_UNIT
                )),
            }
            p.actions
                .push(act(Action::MarchRoll.name(), msg!("seinan-act-march-roll")));
            p.actions
                .push(act(Action::March.name(), msg!("seinan-act-march")));
            p.actions
                .push(act(Action::EndMarch.name(), msg!("seinan-act-end-march")));
        }
        Phase::Combat => {
            if let Some(b) = &s.battle {
                let who = attacker(s, b);
                p.step = Msg::join(
                    [
                        p.step,
                        msg!("seinan-step-battle", place = &b.at, round = b.round),
                    ],
                    Sep::Dot,
                );
                if let Some((target, hits)) = b.pending {
                    p.hints
                        .push(msg!("seinan-hint-hits", hits = hits, side = target.say()));
                    p.actions.push(act(
                        Action::Allocate.name(),
                        msg!("seinan-act-allocate", hits = hits),
                    ));
                } else {
                    let dice = s.in_box(&b.at, who).filter(|u| u.rolls()).count();
                    p.hints
                        .push(msg!("seinan-hint-attack", side = who.say(), dice = dice));
                    p.hints.push(msg!("seinan-hint-partial-retreat"));
                    if b.siege {
                        p.hints
                            .push(msg!("seinan-hint-siege", place = KUMAMOTO_CASTLE));
                    }
                    p.actions.push(act(
                        Action::Attack.name(),
                        msg!("seinan-act-attack", side = who.say(), dice = dice),
                    ));
                    p.actions.push(act(
                        Action::Retreat.name(),
                        msg!("seinan-act-retreat", side = who.say()),
                    ));
                }
            } else {
                let left = s.battles_left(data);
                if left.is_empty() {
                    p.hints.push(msg!("seinan-hint-no-battles"));
                } else {
                    p.hints.push(msg!(
                        "seinan-hint-battles",
                        side = s.player.say(),
                        places = names(&left)
                    ));
                }
                for b in &left {
                    p.actions.push(
                        act(
                            Action::Battle.name(),
                            msg!("seinan-act-battle-at", place = b),
                        )
                        .preset("at", b.clone()),
                    );
                }
                if left.is_empty() {
                    p.actions
                        .push(act(Action::Battle.name(), msg!("seinan-act-battle")));
                }
                p.actions
                    .push(act(Action::EndCombat.name(), msg!("seinan-act-end-combat")));
            }
        }
        Phase::Reorganisation => {
            p.hints.push(msg!("seinan-hint-recovered"));
            if s.player == Side::Saigo {
                let pool = s.pool().len();
                let line = if s.line_open(data) {
                    msg!("seinan-hint-replacement-open", n = pool, place = KAGOSHIMA)
                } else {
                    msg!("seinan-hint-replacement-cut", n = pool, place = KAGOSHIMA)
                };
                p.hints.push(if data.map_placeholder {
                    Msg::join([line, msg!("seinan-hint-roads-placeholder")], Sep::Space)
                } else {
                    line
                });
                p.actions
                    .push(act(Action::Replace.name(), msg!("seinan-act-replace")));
            }
            if s.options.stacking {
                for (b, n) in over_stacked(s) {
                    p.hints.push(msg!(
                        "seinan-hint-over-stacked",
                        place = b,
                        n = n,
                        limit = STACK_LIMIT,
                        side = s.player.other().say(),
                        excess = n - STACK_LIMIT
                    ));
                }
                if s.player == Side::Saigo && !over_stacked(s).is_empty() && !s.stacking_checked {
                    p.hints.push(msg!("seinan-hint-stacking-after"));
                }
                p.actions.push(act(
                    Action::RemoveExcess.name(),
                    msg!("seinan-act-remove-excess"),
                ));
            }
            p.actions
                .push(act(Action::EndTurn.name(), msg!("seinan-act-end-turn")));
        }
    }
    p
}

fn place_text(p: &Place) -> Msg {
    match p {
        Place::Map(b) => Msg::plain(b.clone()),
        Place::Pool => msg!("seinan-place-pool"),
        Place::Removed => msg!("seinan-place-removed"),
    }
}

/// Words for the table: what to change to go from `after` back to `before`.
pub fn undo_hints(before: &State, after: &State) -> Vec<Msg> {
    let mut v = Vec::new();
    for (b, a) in before.units.iter().zip(&after.units) {
        if b.place != a.place {
            v.push(msg!(
                "seinan-undo-move",
                unit = &b.id,
                from = place_text(&a.place),
                to = place_text(&b.place)
            ));
        }
        if b.flipped != a.flipped {
            v.push(if b.flipped {
                msg!("seinan-undo-flip-reduced", unit = &b.id)
            } else {
                msg!("seinan-undo-flip-full", unit = &b.id)
            });
        }
        if b.converted != a.converted {
            v.push(msg!("seinan-undo-neutral", unit = &b.id));
        }
    }
    if before.turn != after.turn || before.player != after.player || before.phase != after.phase {
        v.push(msg!(
            "seinan-undo-track",
            turn = before.turn,
            side = before.player.say(),
            phase = before.phase.say()
        ));
    }
    if before.march.points != after.march.points {
        v.push(match before.march.points {
            None => msg!("seinan-undo-forget-roll"),
            Some(p) => msg!("seinan-undo-points", n = p),
        });
    }
    if before.winner.is_none() && after.winner.is_some() {
        v.push(msg!("seinan-undo-undecided"));
    }
    v
}

/// The turn a finished game ended in: a win at the end of the government's turn has already moved
/// the marker to the next Saigo march phase.
pub fn last_turn(s: &State) -> u32 {
    if s.player == Side::Saigo && s.phase == Phase::March && s.turn > 1 {
        s.turn - 1
    } else {
        s.turn
    }
}

/// A counter as the listing shows it: its name, "(flipped)", and a samurai's face.
pub fn face(u: &Unit) -> Msg {
    let mut parts = vec![Msg::plain(u.id.clone())];
    if u.flipped {
        parts.push(msg!("seinan-mark-flipped"));
    }
    match u.kind {
        Kind::Samurai if u.converted => {
            parts.push(msg!("seinan-mark-joined", side = Side::Saigo.say()))
        }
        Kind::Samurai => parts.push(msg!("seinan-mark-neutral")),
        _ => {}
    }
    Msg::join(parts, Sep::Space)
}

pub fn show_text(data: &SeinanData, s: &State) -> Msg {
    let mut out: Vec<Msg> = Vec::new();
    if let Some(w) = &s.winner {
        // The game is over: no turn, phase or march points to play on (issue 10 item 7).
        out.push(msg!("seinan-show-over", turn = last_turn(s)));
        out.push(msg!(
            "seinan-show-winner",
            side = w.side.say(),
            reason = w.reason.say(),
            cite = w.cite()
        ));
    } else {
        out.push(msg!(
            "seinan-show-head",
            turn = s.turn,
            side = s.player.say(),
            phase = s.phase.say()
        ));
        if s.phase == Phase::March
            && let Some(p) = s.march.points
        {
            out.push(msg!("seinan-show-march", left = s.march.left(), points = p));
        }
    }
    if let Some(b) = &s.battle {
        out.push(msg!(
            "seinan-show-battle",
            place = &b.at,
            round = b.round,
            side = attacker(s, b).say()
        ));
    }
    for t in &data.towns {
        let here: Vec<Msg> = s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()))
            .map(face)
            .collect();
        if !here.is_empty() {
            out.push(msg!(
                "seinan-show-box",
                place = &t.id,
                units = Msg::join(here, Sep::Comma)
            ));
        }
    }
    let pool: Vec<Msg> = s.pool().into_iter().map(face).collect();
    out.push(msg!(
        "seinan-show-pool",
        n = pool.len(),
        units = Msg::join(pool, Sep::Comma)
    ));
    let gone: Vec<&str> = s
        .units
        .iter()
        .filter(|u| u.place == Place::Removed)
        .map(|u| u.id.as_str())
        .collect();
    if !gone.is_empty() {
        out.push(msg!("seinan-show-gone", units = names(gone)));
    }
    out.push(if s.breakout_used {
        msg!("seinan-show-breakout-used")
    } else {
        msg!("seinan-show-breakout-open")
    });
    // Rule 2.4 names the towns but prints no roads (issue 25): say so wherever the state is listed.
    if data.map_placeholder {
        out.push(msg!("seinan-show-roads"));
    }
    Msg::join(out, Sep::Line)
}

// --- What the front ends ask (pick-lists, odds, die notes, labels, outcome words). ---

/// Units on the map that pass `keep`, listed under their box in map order.
fn units_by_box(data: &SeinanData, s: &State, keep: &dyn Fn(&Unit) -> bool) -> Vec<Candidate> {
    let mut out = Vec::new();
    for t in &data.towns {
        for u in s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()) && keep(u))
        {
            out.push(Candidate::grouped(t.id.clone(), u.id.clone()));
        }
    }
    out
}

fn boxes(v: impl IntoIterator<Item = String>) -> Vec<Candidate> {
    v.into_iter().map(Candidate::new).collect()
}

/// Boxes some march of the phasing side can reach: one road from a box holding a unit that may still
/// march, or a second normal road for action b; never 本州 for the Saigo side (rule 2.4(4)).
fn march_boxes(data: &SeinanData, s: &State) -> Vec<String> {
    let may_march = |u: &Unit| {
        u.side() == Some(s.player)
            && !s.march.stopped.contains(&u.id)
            && s.march.used.get(&u.id).copied().unwrap_or(0) < MARCHES_PER_UNIT
    };
    let starts: Vec<String> = s
        .units
        .iter()
        .filter(|u| may_march(u))
        .filter_map(|u| u.at().map(String::from))
        .collect();
    let allowed = |t: &str| !(s.player == Side::Saigo && t == HONSHU);
    let mut reach: Vec<String> = Vec::new();
    for from in &starts {
        for (mid, obstacle) in data.neighbours(from) {
            if !allowed(mid) {
                continue;
            }
            reach.push(mid.clone());
            if *obstacle || s.has(mid, s.player.other()) {
                continue;
            }
            for (far, obstacle2) in data.neighbours(mid) {
                if !obstacle2 && allowed(far) {
                    reach.push(far.clone());
                }
            }
        }
    }
    data.towns
        .iter()
        .map(|t| t.id.clone())
        .filter(|t| reach.contains(t))
        .collect()
}

/// Legal values for a key of an action in this state (empty: free input, or the action is not
/// allowed now). Every value offered is one the action accepts with suitable other inputs.
pub fn candidates(data: &SeinanData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    if blocked(data, s, action).is_some() {
        return Vec::new();
    }
    let battle = s.battle.as_ref();
    let in_battle = |side: Side| {
        let at = battle.map(|b| b.at.clone()).unwrap_or_default();
        move |u: &Unit| u.at() == Some(at.as_str()) && u.side() == Some(side)
    };
    match (action, key) {
        (March::NAME, "units") => units_by_box(data, s, &|u| {
            u.side() == Some(s.player)
                && !s.march.stopped.contains(&u.id)
                && s.march.used.get(&u.id).copied().unwrap_or(0) < MARCHES_PER_UNIT
        }),
        (March::NAME, "to") => boxes(march_boxes(data, s)),
        // Rule 5.0: the three march actions keep the letters the rules give them, with what each buys.
        (March::NAME, "kind") => [
            ("a", msg!("seinan-kind-a")),
            ("b", msg!("seinan-kind-b")),
            ("c", msg!("seinan-kind-c")),
        ]
        .into_iter()
        .map(|(v, label)| Candidate::new(v).label(label))
        .collect(),
        (Replace::NAME, "line") => [
            ("auto", msg!("seinan-line-auto")),
            ("open", msg!("seinan-line-open")),
            ("cut", msg!("seinan-line-cut")),
        ]
        .into_iter()
        .map(|(v, label)| Candidate::new(v).label(label))
        .collect(),
        (BattleAt::NAME, "at") => boxes(s.battles_left(data)),
        (Attack::NAME, "allocate") => match battle {
            Some(b) => units_by_box(data, s, &in_battle(attacker(s, b).other())),
            None => Vec::new(),
        },
        (Allocate::NAME, "units") => match battle.and_then(|b| b.pending) {
            Some((target, _)) => units_by_box(data, s, &in_battle(target)),
            None => Vec::new(),
        },
        (Retreat::NAME, "to") => boxes(actions::retreat_destinations(data, s)),
        (Retreat::NAME, "moves") => {
            let Some(b) = battle else {
                return Vec::new();
            };
            let dest = actions::retreat_destinations(data, s);
            let mut out = Vec::new();
            for u in s.in_box(&b.at, attacker(s, b)) {
                for t in &dest {
                    out.push(
                        Candidate::grouped(u.id.clone(), format!("{}={t}", u.id)).label(Msg::join(
                            [Msg::plain(u.id.clone()), Msg::plain(t.clone())],
                            Sep::Arrow,
                        )),
                    );
                }
            }
            out
        }
        (Retreat::NAME, "breakout-unit") if actions::breakout_open(s) => {
            units_by_box(data, s, &|u| {
                in_battle(Side::Saigo)(u) && u.kind != Kind::Takamori
            })
        }
        (Retreat::NAME, "evict-to")
            if actions::breakout_open(s) && s.has(KAGOSHIMA, Side::Government) =>
        {
            boxes(actions::evict_destinations(data, s))
        }
        (Replace::NAME, "keep" | "remove") => s
            .pool()
            .iter()
            .map(|u| Candidate::grouped("西乡军补充区域", u.id.clone()))
            .collect(),
        (RemoveExcess::NAME, "units") => {
            let over: Vec<String> = over_stacked(s).into_iter().map(|(b, _)| b).collect();
            units_by_box(data, s, &|u| {
                u.side() == Some(s.player)
                    && u.kind != Kind::Takamori
                    && u.at().is_some_and(|b| over.iter().any(|o| o == b))
            })
        }
        _ => Vec::new(),
    }
}

/// The player-facing name of each action (front ends show its rule number beside it).
pub fn action_label(action: &str) -> Option<Msg> {
    actions::Action::from_name(action).map(actions::Action::label)
}

/// An attack's result in words: "2 hits" / "2 次命中", with the siege removals of rule 9.1(2).
pub fn attack_text(hits: u32, whole: u32) -> Msg {
    let base = if hits == 0 {
        msg!("seinan-out-no-hits")
    } else {
        msg!("seinan-out-hits", hits = hits)
    };
    if whole == 0 {
        return base;
    }
    Msg::join(
        [base, msg!("seinan-out-siege-removed", n = whole)],
        Sep::Dot,
    )
}

pub fn march_text(points: u8) -> Msg {
    msg!("seinan-out-march", points = points)
}

/// A result in players' words, read from the procedure's typed outcome.
pub fn outcome_text(res: &Resolution) -> Option<Msg> {
    use procedures::{AttackOutcome, MarchOutcome, ReplenishOutcome, VictoryOutcome, read};
    Some(match res.procedure.as_str() {
        "march" => march_text(read::<MarchOutcome>(res)?.march_points),
        "attack" => {
            let o = read::<AttackOutcome>(res)?;
            attack_text(o.hits, o.whole_units_removed)
        }
        "replenish" => {
            let o = read::<ReplenishOutcome>(res)?;
            msg!(
                "seinan-out-replenish",
                placed = o.placed,
                removed = o.removed,
                remaining = o.remaining
            )
        }
        "victory" => match read::<VictoryOutcome>(res)?.winner.as_str() {
            "saigo" => msg!("seinan-out-saigo-wins"),
            "government" => msg!("seinan-out-government-wins"),
            _ => msg!("seinan-out-no-winner"),
        },
        _ => return None,
    })
}

/// Rule 6.2: how each die of an attack counted, judged by the rule's own [`procedures::is_hit`].
pub fn die_notes(res: &Resolution) -> Vec<DieNote> {
    if res.procedure != "attack" {
        return Vec::new();
    }
    res.rolls
        .iter()
        .map(|f| {
            let hit = procedures::is_hit(*f);
            DieNote {
                hit,
                note: if hit {
                    msg!("seinan-die-hit")
                } else {
                    msg!("seinan-die-miss")
                },
            }
        })
        .collect()
}

fn worded(o: Vec<(Msg, f64)>) -> Vec<Odds> {
    o.into_iter()
        .map(|(t, p)| Odds {
            outcome: t.en(),
            probability: p,
            label: Some(t),
        })
        .collect()
}

/// Odds of a rolling action before its dice, in closed form (an attack may roll a dozen dice): the
/// march roll (rule 5.0(1)) and an attack with the attacking side's rolling units (rules 6.2, 9.1(2)).
pub fn action_odds(
    data: &SeinanData,
    s: &State,
    call: &ActionCall,
) -> Option<Result<Vec<Odds>, RuleError>> {
    if call.name != MarchRoll::NAME && call.name != Attack::NAME {
        return None;
    }
    if let Some((rule, why)) = blocked(data, s, &call.name) {
        return Some(Err(RuleError::forbidden(&rule, why)));
    }
    if call.name == MarchRoll::NAME {
        let mut v: Vec<(Msg, f64)> = Vec::new();
        for face in 1..=6u8 {
            let t = march_text(procedures::march_points(face));
            match v.iter_mut().find(|(x, _)| *x == t) {
                Some((_, p)) => *p += 1.0 / 6.0,
                None => v.push((t, 1.0 / 6.0)),
            }
        }
        return Some(Ok(worded(v)));
    }
    let (side, dice, siege) = actions::attack_dice(s)?;
    // Rule 9.1(2): no more Saigo units are removed than stand in the castle.
    let saigo = s
        .battle
        .as_ref()
        .map(|b| s.in_box(&b.at, Side::Saigo).count() as u32);
    let o = binomial(dice, 0.5, |k| k.to_string())
        .into_iter()
        .enumerate()
        .map(|(k, o)| {
            let k = k as u32;
            (
                attack_text(k, procedures::whole_units_removed(siege, side, k, saigo)),
                o.probability,
            )
        })
        .collect();
    Some(Ok(worded(o)))
}

/// Rule 3.0: what goes where before the first action, read from the set-up state, so it follows the
/// options (a Saigo group placed in 熊本 is listed in 熊本, not 鹿儿岛). One line per box and side.
pub fn setup_checklist(data: &SeinanData, s: &State) -> Vec<Msg> {
    let mut v = vec![msg!("seinan-check-head")];
    for t in &data.towns {
        let here: Vec<&Unit> = s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()))
            .collect();
        let listed = |f: &dyn Fn(&Unit) -> bool| -> Option<Msg> {
            let n: Vec<&str> = here
                .iter()
                .filter(|u| f(u))
                .map(|u| u.id.as_str())
                .collect();
            (!n.is_empty()).then(|| names(n))
        };
        for side in [Side::Government, Side::Saigo] {
            if let Some(n) = listed(&|u| u.side() == Some(side)) {
                v.push(msg!(
                    "seinan-check-side",
                    place = &t.id,
                    side = side.say(),
                    units = n
                ));
            }
        }
        if let Some(n) = listed(&|u| u.side().is_none()) {
            v.push(msg!("seinan-check-neutral", place = &t.id, units = n));
        }
    }
    v.push(msg!("seinan-check-pool"));
    v.push(msg!("seinan-check-turn", side = s.player.say()));
    if s.options.command_rule {
        v.push(msg!("seinan-check-command"));
    }
    if s.options.stacking {
        // Ruling on rule 5.0(6): no limit in 本州 (Gunbai's ruling 11).
        v.push(msg!(
            "seinan-check-stacking",
            limit = STACK_LIMIT,
            ruling = Msg::ruling(ruling::HONSHU_NO_LIMIT)
        ));
    }
    if let Some(l) = s.options.turn_limit {
        v.push(msg!("seinan-check-turn-limit", n = l));
    }
    v
}

/// The symbols the Seinan panel draws (counter marks, map lines and chips, battle and victory marks).
pub fn legend() -> Vec<(String, Msg)> {
    vec![
        ("☆".into(), msg!("seinan-legend-takamori")),
        ("★".into(), msg!("seinan-legend-main-body")),
        ("▼".into(), msg!("seinan-legend-flipped")),
        ("(中立)".into(), msg!("seinan-legend-neutral")),
        ("■■■".into(), msg!("seinan-legend-chips")),
        ("——".into(), msg!("seinan-legend-road")),
        ("- - -".into(), msg!("seinan-legend-obstacle")),
        ("▭".into(), msg!("seinan-legend-battle")),
        (
            "●".into(),
            msg!("seinan-legend-marched", n = MARCHES_PER_UNIT),
        ),
        ("⚀".into(), msg!("seinan-legend-die")),
        ("◀".into(), msg!("seinan-legend-next")),
        ("✔ / –".into(), msg!("seinan-legend-victory")),
    ]
}
