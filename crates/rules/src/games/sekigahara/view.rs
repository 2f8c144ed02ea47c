//! The prompt (the step of the sequence of play and the legal actions), the one `blocked` guard per
//! action that both the prompt and `apply` use, pick-lists, the text listing and undo hints.

use super::actions::names;
use super::actions::{
    Act, Attack, hit_pool, marker_available, may_act, next_roll_strengths, specs, waiting_group,
};
use super::cards::Card;
use super::data::{Faction, Kind, MARKERS, SekigaharaData, Side};
use super::rules::{self, morale};
use super::state::{CombatStage, DeckMode, Loc, State};
use crate::core::view::{Link, LinkStyle, Piece, Place, Row, Section, View};
use crate::core::{ActionCall, Candidate, Msg, Prompt, PromptAction, Sep};
use crate::msg;

/// Why an action is not allowed now: `(rule, reason)`. An unknown name is not blocked here (`apply`
/// refuses it naming the valid actions).
pub fn blocked(data: &SekigaharaData, s: &State, name: &str) -> Option<(String, Msg)> {
    blocked_act(data, s, Act::parse(name)?)
}

/// The one guard per action that both the prompt and `apply` use (exhaustive over [`Act`]).
pub fn blocked_act(data: &SekigaharaData, s: &State, act: Act) -> Option<(String, Msg)> {
    use Act::*;
    let b = |rule: &str, why: Msg| Some((rule.to_string(), why));
    if s.winner.is_some() {
        return b("14.0", msg!("sekigahara-no-game-over"));
    }
    if let Some(cb) = &s.combat {
        // Rule 7.1: an attack is finished before anything else; each stage allows its own step.
        let allowed = match act {
            AssignHits => matches!(
                cb.stage,
                CombatStage::PreemptiveHits { .. } | CombatStage::Hits { .. }
            ),
            SiegeRoll => matches!(cb.stage, CombatStage::MainRoll),
            Advance | NoAdvance => matches!(cb.stage, CombatStage::Advance),
            Draw | MoveMarker | Check | SkipCheck | Move | StrategicRoll | Attack | Recover
            | March | EndCard => false,
        };
        return if allowed {
            None
        } else {
            b("7.1", msg!("sekigahara-no-finish-attack"))
        };
    }
    if s.strategic.is_some() {
        // The die is rolled and the activation spent (rule 6.2(2)①): only the move itself remains.
        return if act == Move {
            None
        } else {
            b("6.2(2)", msg!("sekigahara-no-finish-strategic"))
        };
    }
    let Some(cp) = &s.card else {
        return if act == Draw {
            None
        } else {
            b("4.1(1)", msg!("sekigahara-no-draw-first"))
        };
    };
    let any_eligible = || commander_ids(s).any(|c| may_act(data, s, c));
    match act {
        Draw => b("4.1(2)", msg!("sekigahara-no-finish-card")),
        MoveMarker if cp.marker.is_none() => b("11.0(3)", msg!("sekigahara-no-marker-card")),
        MoveMarker if cp.marker.as_ref().is_some_and(|m| m.done) => {
            b("11.0(3)", msg!("sekigahara-no-marker-moved"))
        }
        // Gunbai's ruling 1: under the Japanese text the marker or the action, not both.
        MoveMarker if cp.exclusive && !cp.acted.is_empty() => b(
            "11.0(3)",
            msg!("sekigahara-no-marker-or-act", ruling = Msg::ruling(1)),
        ),
        MoveMarker if !marker_available(data, s) => b(
            "11.0(3)",
            msg!(
                "sekigahara-no-otani-echizen",
                who = super::data::OTANI,
                province = super::data::ECHIZEN,
                card = cp.card.name(s.options.variant)
            ),
        ),
        MoveMarker => None,
        Check | SkipCheck if cp.check != Some(false) => b("12.0", msg!("sekigahara-no-check")),
        Check | SkipCheck => None,
        Move | Attack | Recover | StrategicRoll | March if cp.acts_left == 0 => {
            b("5.1", msg!("sekigahara-no-act-now"))
        }
        Move | Attack | Recover | StrategicRoll | March if !any_eligible() => Some(
            super::actions::nobody_may_act(data, s)
                .map(|n| (n.rule, n.why))
                .unwrap_or(("5.1".into(), msg!("sekigahara-no-act-now"))),
        ),
        March if !commander_ids(s).any(|c| may_march(data, s, c)) => {
            b("9.0", msg!("sekigahara-no-march"))
        }
        March => None,
        Move | Attack | Recover | StrategicRoll
            if !commander_ids(s).any(|c| !on_entry(s, c) && may_act(data, s, c)) =>
        {
            b("5.1", msg!("sekigahara-no-entry-only-march"))
        }
        Move | Attack | Recover | StrategicRoll => None,
        AssignHits => b("7.1(4)", msg!("sekigahara-no-hits")),
        SiegeRoll => b("7.2", msg!("sekigahara-no-siege")),
        Advance | NoAdvance => b("7.3", msg!("sekigahara-no-advance-possible")),
        EndCard
            if cp.marker.as_ref().is_some_and(|m| !m.done)
                && !cp.exclusive
                && marker_available(data, s) =>
        {
            b("11.0(3)", msg!("sekigahara-no-marker-first"))
        }
        EndCard => None,
    }
}

/// A commander who may act and march: on an entry track, or a leader on the map whose group still waits
/// in 登场 (digest A32).
fn may_march(data: &SekigaharaData, s: &State, id: &str) -> bool {
    (on_entry(s, id) || !waiting_group(s, id).is_empty()) && may_act(data, s, id)
}

fn on_entry(s: &State, id: &str) -> bool {
    matches!(s.counter(id).map(|c| &c.at), Some(Loc::Entry { .. }))
}

fn commanders(s: &State) -> Vec<String> {
    commander_ids(s).map(String::from).collect()
}

/// The commanders still in the game, borrowed (issue 23: the prompt asks for each action whether
/// any of them may act).
fn commander_ids(s: &State) -> impl Iterator<Item = &str> {
    s.counters
        .iter()
        .filter(|c| c.kind == Kind::Commander && c.at != Loc::Removed)
        .map(|c| c.id.as_str())
}

pub fn prompt(data: &SekigaharaData, s: &State) -> Prompt {
    let mut hints: Vec<Msg> = Vec::new();
    let step = step_and_hints(data, s, Some(&mut hints));
    if let Some(st) = &s.strategic {
        hints.push(msg!(
            "sekigahara-hint-strategic",
            who = st.commander.as_str(),
            n = st.points
        ));
    }
    let mut actions = Vec::new();
    for spec in specs() {
        let mut pa = PromptAction::new(&spec.name, spec.title.clone());
        if let Some((rule, why)) = blocked(data, s, &spec.name) {
            pa = pa.blocked(&rule, why);
        }
        if spec.name == "move"
            && let Some(st) = &s.strategic
        {
            pa = pa
                .preset("commander", st.commander.clone())
                .preset("kind", "strategic");
        }
        if spec.name == "move-marker"
            && let Some(g) = s.card.as_ref().and_then(|c| c.marker.as_ref())
            && g.markers.len() == 1
        {
            pa = pa.preset("marker", g.markers[0].clone());
        }
        actions.push(pa);
    }
    Prompt {
        step,
        hints,
        actions,
    }
}

/// The prompt's step (what the status line shows), without working out the actions and their
/// refusals (issue 23: the status is asked at every step of play).
pub fn step(data: &SekigaharaData, s: &State) -> Msg {
    step_and_hints(data, s, None)
}

/// The prompt's step, and its hints into `hints` when asked for.
fn step_and_hints(data: &SekigaharaData, s: &State, hints: Option<&mut Vec<Msg>>) -> Msg {
    let v = s.options.variant;
    if let Some(w) = &s.winner {
        w.msg()
    } else if let Some(cb) = &s.combat {
        let hex = cb.target.as_str();
        match &cb.stage {
            CombatStage::PreemptiveHits { hits } => {
                msg!("sekigahara-step-siege-pre-hits", hex = hex, n = *hits)
            }
            CombatStage::MainRoll => msg!("sekigahara-step-siege-roll", hex = hex),
            CombatStage::Hits { hits } => msg!("sekigahara-step-hits", hex = hex, n = *hits),
            CombatStage::Advance => msg!("sekigahara-step-advance", hex = hex),
        }
    } else if let Some(cp) = &s.card {
        let mut t = vec![msg!(
            "sekigahara-step-card",
            n = cp.card.number(),
            card = cp.card.name(v),
            side = cp.side.msg()
        )];
        let who: Vec<String> = commanders(s)
            .into_iter()
            .filter(|c| may_act(data, s, c))
            .collect();
        // Only commanders the card's gate lets act are counted (rule 5.1 with the card's morale gate).
        let may = usize::from(cp.acts_left).min(who.len());
        if may > 0 {
            t.push(msg!("sekigahara-may-still-act", n = may));
        }
        if let Some(hints) = hints {
            hints.push(cp.card.say(v));
            if let Some(nobody) = super::actions::nobody_may_act(data, s)
                && let Some(card) = nobody.card
            {
                hints.push(msg!(
                    "sekigahara-nobody-may-act",
                    card = card,
                    why = nobody.why
                ));
            }
            if !who.is_empty() && cp.acts_left > 0 {
                hints.push(msg!("sekigahara-may-act", who = names(&who)));
            }
            if let Some(g) = &cp.marker
                && !g.done
                && marker_available(data, s)
            {
                let markers =
                    Msg::join(g.markers.iter().map(|m| Msg::plain(m.clone())), Sep::Comma);
                hints.push(if cp.exclusive {
                    msg!(
                        "sekigahara-hint-marker-or",
                        markers = markers,
                        side = g.toward.msg(),
                        ruling = Msg::ruling(1)
                    )
                } else {
                    msg!(
                        "sekigahara-hint-marker",
                        markers = markers,
                        side = g.toward.msg()
                    )
                });
            }
            if cp.check == Some(false) {
                let side = cp.side.other().msg();
                hints.push(if rules::subversion_on(data, s, cp.side) {
                    msg!("sekigahara-hint-check", side = side)
                } else {
                    msg!("sekigahara-hint-check-no-subversion", side = side)
                });
            }
        }
        Msg::join(t, Sep::Dot)
    } else {
        match s.options.deck {
            DeckMode::Virtual => msg!("sekigahara-step-draw", n = s.deck.draw_pile.len()),
            DeckMode::Shadow => msg!("sekigahara-step-shadow"),
        }
    }
}

/// Rule 4.1: a draw asks the table for the cards it turned only when the players keep the real
/// deck (shadow); the app's own deck draws for itself, and a named card would be refused.
pub fn asks(s: &State, action: &str, key: &str) -> bool {
    !(action == "draw" && key == "cards" && s.options.deck != DeckMode::Shadow)
}

pub fn candidates(data: &SekigaharaData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    let side = s.card.as_ref().map(|c| c.side);
    let cmd_list = |entry: bool| -> Vec<Candidate> {
        commanders(s)
            .into_iter()
            .filter(|c| on_entry(s, c) == entry && may_act(data, s, c))
            .map(|c| {
                let m = morale(data, s, &c);
                let at = s
                    .counter(&c)
                    .and_then(|x| x.hex())
                    .unwrap_or("登场轨道")
                    .to_string();
                Candidate::grouped(at, c.clone()).label(msg!(
                    "sekigahara-cand-commander",
                    id = c.as_str(),
                    m = m
                ))
            })
            .collect()
    };
    match (action, key) {
        // Rule 4.1: the app's own deck draws for itself, so the pick-list is empty then (a named
        // card is refused); a shadowed physical deck names the card turned, one of those left in
        // the draw pile, offered by card number (the digest's list, 1–16) so the list never shows the
        // pile's order.
        ("draw", "cards") if s.options.deck == DeckMode::Shadow => {
            let mut left: Vec<Card> = s.deck.draw_pile.clone();
            left.sort_by_key(|c| c.number());
            left.dedup();
            left.iter()
                .map(|c| Candidate::new(c.id()).label(Msg::plain(c.name(s.options.variant))))
                .collect()
        }
        ("draw", "cards") => Vec::new(),
        ("move-marker", "marker") => s
            .card
            .as_ref()
            .and_then(|c| c.marker.as_ref())
            .map(|g| g.markers.iter().map(Candidate::new).collect())
            .unwrap_or_default(),
        ("check", "hex") => {
            let Some(me) = side else { return vec![] };
            let mut hexes: Vec<String> = s
                .counters
                .iter()
                .filter(|c| c.side != me)
                .filter_map(|c| c.hex().map(String::from))
                .collect();
            hexes.sort();
            hexes.dedup();
            hexes.into_iter().map(Candidate::new).collect()
        }
        ("check", "kind") => {
            let mut v =
                vec![Candidate::new("intimidation").label(msg!("sekigahara-cand-intimidation"))];
            if side.is_some_and(|me| rules::subversion_on(data, s, me)) {
                v.insert(
                    0,
                    Candidate::new("subversion").label(msg!("sekigahara-cand-subversion")),
                );
            }
            v
        }
        ("move" | "attack" | "recover" | "strategic-roll", "commander") => {
            if let Some(st) = &s.strategic {
                return vec![Candidate::new(st.commander.clone())];
            }
            cmd_list(false)
        }
        ("march", "commander") => {
            let mut v = cmd_list(true);
            for c in commanders(s) {
                if !on_entry(s, &c) && may_march(data, s, &c) {
                    v.push(
                        Candidate::grouped("登场轨道", c.clone())
                            .label(msg!("sekigahara-cand-waiting", id = c.as_str())),
                    );
                }
            }
            v
        }
        ("move" | "attack" | "recover", "group" | "counters") => {
            let mut v = Vec::new();
            for c in commanders(s).into_iter().filter(|c| {
                !on_entry(s, c) && may_act(data, s, c)
                    || s.strategic.as_ref().is_some_and(|x| x.commander == *c)
            }) {
                let Some(h) = s.counter(&c).and_then(|x| x.hex()).map(String::from) else {
                    continue;
                };
                for x in s
                    .in_hex(&h)
                    .filter(|x| x.id != c && x.kind != Kind::Garrison)
                {
                    if action == "recover" && !x.flipped {
                        continue;
                    }
                    v.push(Candidate::grouped(c.clone(), x.id.clone()));
                }
                if action == "recover" && s.counter(&c).is_some_and(|x| x.flipped) {
                    v.push(Candidate::grouped(c.clone(), c.clone()));
                }
            }
            v
        }
        ("move", "path") => {
            // Narrowed per commander: the hexes his move can reach now (rules 6.1–6.3, 10.0(2)).
            let mut v = Vec::new();
            let movers: Vec<(String, bool)> = match &s.strategic {
                Some(st) => vec![(st.commander.clone(), true)],
                None => commanders(s)
                    .into_iter()
                    .filter(|c| !on_entry(s, c) && may_act(data, s, c))
                    .map(|c| (c, false))
                    .collect(),
            };
            // The movers are the phasing side's: their obstacles are worked out once.
            let mut obstacles: Option<Obstacles<'_>> = None;
            for (c, strategic) in movers {
                let Some(side) = s.counter(&c).map(|x| x.side) else {
                    continue;
                };
                let o = match obstacles.take() {
                    Some(o) if o.side == side => o,
                    _ => Obstacles::of(data, s, side),
                };
                for h in reachable_past(data, s, &c, strategic, &o) {
                    v.push(Candidate::grouped(c.clone(), h));
                }
                obstacles = Some(o);
            }
            v
        }
        ("move", "kind") => vec![
            Candidate::new("normal").label(msg!("sekigahara-cand-normal")),
            Candidate::new("strategic").label(msg!("sekigahara-cand-strategic")),
        ],
        ("attack", "target") => {
            let Some(me) = side else { return vec![] };
            let mut v = Vec::new();
            for c in commanders(s)
                .into_iter()
                .filter(|c| !on_entry(s, c) && may_act(data, s, c))
            {
                let Some(h) = s.counter(&c).and_then(|x| x.hex()).map(String::from) else {
                    continue;
                };
                // Narrowed to what this commander may attack: outside lords never the hex of 丰臣秀赖
                // (rule 13.0(3)); a hex next to two commanders is listed under each.
                let tozama = s
                    .counter(&c)
                    .is_some_and(|x| x.side == Side::East && x.faction == Faction::Tozama);
                for (n, k) in data.neighbours(&h) {
                    let hideyori = s
                        .in_hex(n)
                        .any(|x| x.kind == Kind::Hideyori && x.side != me);
                    if *k != super::data::Hexside::Sea
                        && s.in_hex(n).any(|x| x.side != me)
                        && !(tozama && hideyori)
                        && !v.iter().any(|x: &Candidate| x.value == *n && x.group == c)
                    {
                        v.push(Candidate::grouped(c.clone(), n.clone()));
                    }
                }
            }
            v
        }
        ("assign-hits", "counters") => hit_pool(s).into_iter().map(Candidate::new).collect(),
        ("advance", "counters") => s
            .combat
            .as_ref()
            .map(|cb| {
                cb.attackers
                    .iter()
                    .filter(|a| {
                        **a != cb.commander
                            && s.counter(a)
                                .is_some_and(|c| c.hex() == Some(cb.from.as_str()))
                    })
                    .map(Candidate::new)
                    .collect()
            })
            .unwrap_or_default(),
        _ => vec![],
    }
}

/// What bars or ends a move of one side's counters (rules 6.2, 6.3, 13.0(4)): the enemy's zone of
/// control, and the hexes where enemy counters stand. Worked out once for all of a side's movers: the
/// walk asked every neighbour's counters one by one, a tenth of a random game's time (issue 23).
pub struct Obstacles<'a> {
    side: Side,
    zoc: rustc_hash::FxHashSet<&'a str>,
    /// The hexes holding an enemy counter: `true` while only 丰臣秀赖 stands there.
    enemies: rustc_hash::FxHashMap<&'a str, bool>,
}

impl<'a> Obstacles<'a> {
    pub fn of(data: &'a SekigaharaData, s: &'a State, side: Side) -> Self {
        let mut enemies = rustc_hash::FxHashMap::default();
        for x in s.counters.iter().filter(|x| x.side != side) {
            if let Some(h) = x.hex() {
                let only_hideyori = enemies.entry(h).or_insert(true);
                *only_hideyori &= x.kind == Kind::Hideyori;
            }
        }
        Obstacles {
            side,
            zoc: rules::zone(data, s, side.other()),
            enemies,
        }
    }
}

/// The hexes a commander's move can end in now, by a breadth-first walk over his movement (morale, or the
/// strategic points along roads): no mountain, full sea or uncrossable hexside, no enemy hex but a lone
/// 丰臣秀赖 for the East, and a walk stops in an enemy zone of control or an enemy castle (rules 6.1–6.3,
/// 10.0(2), 13.0(4)). Stacking is checked when the move is made.
pub fn reachable(data: &SekigaharaData, s: &State, id: &str, strategic: bool) -> Vec<String> {
    let Some(side) = s.counter(id).map(|c| c.side) else {
        return vec![];
    };
    reachable_past(data, s, id, strategic, &Obstacles::of(data, s, side))
}

/// [`reachable`] with the obstacles of the commander's side already worked out.
fn reachable_past(
    data: &SekigaharaData,
    s: &State,
    id: &str,
    strategic: bool,
    obstacles: &Obstacles<'_>,
) -> Vec<String> {
    use super::data::{Hexside, Terrain};
    let Some(c) = s.counter(id) else {
        return vec![];
    };
    let Some(start) = c.hex().map(String::from) else {
        return vec![];
    };
    let side = c.side;
    if side != obstacles.side {
        return reachable(data, s, id, strategic);
    }
    let mp = if strategic {
        s.strategic.as_ref().map(|x| x.points).unwrap_or(0)
    } else {
        morale(data, s, id)
    }
    .clamp(0, 64) as usize;
    let mut seen = std::collections::BTreeSet::from([start.clone()]);
    let mut out = Vec::new();
    let mut frontier = vec![start];
    for _ in 0..mp {
        let mut next = Vec::new();
        for here in &frontier {
            for (n, k) in data.neighbours(here) {
                if seen.contains(n) || matches!(k, Hexside::Sea | Hexside::River) {
                    continue;
                }
                let Some(hx) = data.hex(n) else { continue };
                if matches!(hx.terrain, Terrain::Mountain | Terrain::Sea) {
                    continue;
                }
                if strategic && (!hx.road || !matches!(k, Hexside::Road | Hexside::RiverRoad)) {
                    continue;
                }
                let lone_hideyori = match obstacles.enemies.get(n.as_str()) {
                    None => false,
                    Some(&only_hideyori) if side == Side::East && only_hideyori => true,
                    Some(_) => continue,
                };
                seen.insert(n.clone());
                out.push(n.clone());
                let stops = lone_hideyori
                    || obstacles.zoc.contains(n.as_str())
                    || s.castles.get(n).is_some_and(|x| x.owner != side);
                if !stops {
                    next.push(n.clone());
                }
            }
        }
        frontier = next;
    }
    out
}

fn loc_text(c: &super::state::Counter) -> Msg {
    match &c.at {
        Loc::Hex(h) => Msg::plain(h.clone()),
        Loc::Entry { leader, column } => msg!(
            "sekigahara-at-entry",
            leader = leader.as_str(),
            col = *column as usize + 1
        ),
        Loc::Removed => msg!("sekigahara-at-removed"),
    }
}

fn card_names(cards: &[Card], v: super::cards::Variant) -> Msg {
    let list: Vec<String> = cards.iter().map(|c| c.name(v)).collect();
    if list.is_empty() {
        msg!("sekigahara-nobody")
    } else {
        names(&list)
    }
}

fn deck_mode(s: &State) -> Msg {
    match s.options.deck {
        DeckMode::Virtual => msg!("sekigahara-deck-mode", mode = "virtual"),
        DeckMode::Shadow => msg!("sekigahara-deck-mode", mode = "shadow"),
    }
}

/// The state as text, one line each (`gunbai session show`).
pub fn show_text(data: &SekigaharaData, s: &State) -> Msg {
    let v = s.options.variant;
    let mut out = vec![
        msg!(
            "sekigahara-show-options",
            variant = v.msg(),
            deck = deck_mode(s)
        ),
        msg!(
            "sekigahara-show-deck",
            n = s.deck.draw_pile.len(),
            discard = card_names(&s.deck.discard, v),
            held = card_names(&s.deck.held_out, v)
        ),
    ];
    if let Some(cp) = &s.card {
        out.push(msg!(
            "sekigahara-show-card",
            card = cp.card.name(v),
            text = cp.card.say(v)
        ));
    }
    if let Some(col) = data.subversion.columns.get(s.subversion) {
        out.push(msg!(
            "sekigahara-show-subversion",
            col = s.subversion + 1,
            n = data.subversion.columns.len(),
            part = col.side.msg(),
            value = col.value
        ));
    }
    for m in MARKERS {
        out.push(msg!(
            "sekigahara-show-morale",
            marker = m,
            m = rules::marker_value(data, s, m)
        ));
    }
    out.push(msg!("sekigahara-show-kyo", side = s.kyo.msg()));
    for side in [Side::East, Side::West] {
        out.push(msg!("sekigahara-show-side", side = side.msg()));
        for c in s
            .counters
            .iter()
            .filter(|c| c.side == side && c.at != Loc::Removed)
        {
            let flipped = if c.flipped { "yes" } else { "no" };
            out.push(if c.kind == Kind::Commander {
                msg!(
                    "sekigahara-show-commander",
                    id = c.id.as_str(),
                    at = loc_text(c),
                    flipped = flipped,
                    cmd = data.counter(&c.id).map(|x| x.command).unwrap_or(0),
                    m = morale(data, s, &c.id)
                )
            } else {
                msg!(
                    "sekigahara-show-counter",
                    id = c.id.as_str(),
                    at = loc_text(c),
                    flipped = flipped
                )
            });
        }
    }
    let removed: Vec<String> = s
        .counters
        .iter()
        .filter(|c| c.at == Loc::Removed)
        .map(|c| c.id.clone())
        .collect();
    if !removed.is_empty() {
        out.push(msg!("sekigahara-show-removed", list = names(&removed)));
    }
    Msg::join(out, Sep::Line)
}

/// What to put back on the table, in words.
pub fn undo_hints(data: &SekigaharaData, before: &State, after: &State) -> Vec<Msg> {
    let v = before.options.variant;
    let mut out = Vec::new();
    for c in &after.last_turned {
        if after.draws > before.draws {
            out.push(msg!("sekigahara-undo-card", card = c.name(v)));
        }
    }
    if after.reshuffles > before.reshuffles {
        out.push(msg!("sekigahara-undo-reshuffle"));
    }
    for held in [Card::IeyasuTakesField, Card::HideyoriSortie] {
        if before.deck.held_out.contains(&held) && !after.deck.held_out.contains(&held) {
            out.push(msg!("sekigahara-undo-held", card = held.name(v)));
        }
    }
    for b in &before.counters {
        let Some(a) = after.counter(&b.id) else {
            continue;
        };
        let id = b.id.as_str();
        if a.at != b.at {
            out.push(msg!("sekigahara-undo-back-to", id = id, at = loc_text(b)));
        }
        if a.flipped != b.flipped {
            out.push(if b.flipped {
                msg!("sekigahara-undo-flip-back", id = id)
            } else {
                msg!("sekigahara-undo-face-up", id = id)
            });
        }
        if a.side != b.side {
            out.push(msg!(
                "sekigahara-undo-side-back",
                id = id,
                side = b.side.msg()
            ));
        }
    }
    if before.subversion != after.subversion {
        out.push(msg!(
            "sekigahara-undo-subversion",
            col = before.subversion + 1
        ));
    }
    for m in MARKERS {
        if before.morale.get(m) != after.morale.get(m) {
            out.push(msg!(
                "sekigahara-undo-morale",
                marker = m,
                m = rules::marker_value(data, before, m)
            ));
        }
    }
    for (h, c) in &before.castles {
        if after.castles.get(h) != Some(c) {
            out.push(msg!(
                "sekigahara-undo-castle",
                hex = h.as_str(),
                side = c.owner.msg()
            ));
        }
    }
    if before.kyo != after.kyo {
        out.push(msg!("sekigahara-undo-kyo", side = before.kyo.msg()));
    }
    out
}

/// "On the table now" (issue 25): what the players do with the pieces and cards after an action took
/// the state from `before` to `after`, in forward words: the card turned (rule 4.1) or laid on the
/// discard pile (4.1(2)), each counter moved, flipped, removed or changing sides, the markers, castles
/// and 京, and what an attack asks of the table (7.1–7.3). An action that changes nothing a player
/// moves (a check skipped, a commander's march points) says so, so the list is never empty when the
/// state changed. The draw pile's order is never named.
pub fn table_now(data: &SekigaharaData, before: &State, after: &State) -> Vec<Msg> {
    let v = after.options.variant;
    let mut out = Vec::new();
    // Rule 4.1(2): the card that was in play is done: on the discard pile (one that 强行军 made count
    // again is not in hand, so nothing is laid down).
    if let Some(old) = &before.card
        && after.card.as_ref().is_none_or(|c| c.card != old.card)
    {
        out.push(if old.repeat {
            msg!("sekigahara-now-card-done", card = old.card.name(v))
        } else {
            msg!("sekigahara-now-discard", card = old.card.name(v))
        });
    }
    if after.reshuffles > before.reshuffles {
        out.push(msg!("sekigahara-now-reshuffle"));
    }
    for held in [Card::IeyasuTakesField, Card::HideyoriSortie] {
        if before.deck.held_out.contains(&held) && !after.deck.held_out.contains(&held) {
            out.push(msg!("sekigahara-now-held", card = held.name(v)));
        }
    }
    if after.draws > before.draws {
        for c in &after.last_turned {
            out.push(if *c == Card::ForcedMarch {
                msg!("sekigahara-now-forced-march", card = c.name(v))
            } else {
                match after.options.deck {
                    DeckMode::Virtual => msg!("sekigahara-now-card", card = c.name(v)),
                    DeckMode::Shadow => msg!("sekigahara-now-card-shadow", card = c.name(v)),
                }
            });
        }
        if let Some(cp) = after.card.as_ref().filter(|c| c.repeat) {
            out.push(msg!("sekigahara-now-repeat", card = cp.card.name(v)));
        }
    }
    for a in &after.counters {
        let Some(b) = before.counter(&a.id) else {
            continue;
        };
        let id = a.id.as_str();
        if a.at != b.at {
            out.push(match &a.at {
                Loc::Removed => msg!("sekigahara-now-remove", id = id),
                _ => msg!("sekigahara-now-move", id = id, at = loc_text(a)),
            });
        }
        if a.flipped != b.flipped && a.at != Loc::Removed {
            out.push(if a.flipped {
                msg!("sekigahara-now-flip", id = id)
            } else {
                msg!("sekigahara-now-face-up", id = id)
            });
        }
        if a.side != b.side {
            out.push(msg!("sekigahara-now-side", id = id, side = a.side.msg()));
        }
    }
    if before.subversion != after.subversion {
        out.push(msg!(
            "sekigahara-now-subversion",
            col = after.subversion + 1
        ));
    }
    for m in MARKERS {
        if before.morale.get(m) != after.morale.get(m) {
            out.push(msg!(
                "sekigahara-now-morale",
                marker = m,
                m = rules::marker_value(data, after, m)
            ));
        }
    }
    for (h, c) in &after.castles {
        match before.castles.get(h) {
            Some(b) if b == c => {}
            Some(b) if b.owner == c.owner && b.functional && !c.functional => {
                out.push(msg!("sekigahara-now-castle-fallen", hex = h.as_str()));
            }
            _ => out.push(msg!(
                "sekigahara-now-castle",
                hex = h.as_str(),
                side = c.owner.msg()
            )),
        }
    }
    if before.kyo != after.kyo {
        out.push(msg!("sekigahara-now-kyo", side = after.kyo.msg()));
    }
    // An attack under way (rules 7.1–7.3): what the table does next.
    if after.combat != before.combat
        && let Some(cb) = &after.combat
    {
        if before.combat.is_none() {
            out.push(msg!(
                "sekigahara-now-attack",
                from = cb.from.as_str(),
                target = cb.target.as_str(),
                units = names(&cb.attackers)
            ));
        }
        out.push(match cb.stage {
            CombatStage::PreemptiveHits { hits } => {
                msg!("sekigahara-now-preemptive-hits", n = hits as usize)
            }
            CombatStage::MainRoll => msg!("sekigahara-now-siege-roll"),
            CombatStage::Hits { hits } => msg!(
                "sekigahara-now-hits",
                n = hits as usize,
                target = cb.target.as_str()
            ),
            CombatStage::Advance => msg!("sekigahara-now-advance", target = cb.target.as_str()),
        });
    }
    if out.is_empty() && before != after {
        if let Some(st) = after
            .strategic
            .as_ref()
            .filter(|_| after.strategic != before.strategic)
        {
            out.push(msg!(
                "sekigahara-now-strategic",
                id = st.commander.as_str(),
                n = st.points
            ));
        } else if after.winner.is_some() && before.winner.is_none() {
            out.push(msg!("sekigahara-now-over"));
        } else {
            out.push(msg!("sekigahara-now-nothing"));
        }
    }
    out
}

/// What the table puts where before the first card (rule 3.0), read from the set-up STATE: every counter
/// where the state has it (an entry track's column, a hex), the markers on the columns the state holds,
/// the cards set aside by name in the card text in force, and the deck as the deck option says.
pub fn setup_checklist(data: &SekigaharaData, s: &State) -> Vec<Msg> {
    let v = s.options.variant;
    let mut out = Vec::new();
    // Places in the order the counter table lists them; each with its counters.
    let mut places: Vec<&Loc> = Vec::new();
    for c in &s.counters {
        if c.at != Loc::Removed && !places.contains(&&c.at) {
            places.push(&c.at);
        }
    }
    for at in places {
        let list: Vec<String> = s
            .counters
            .iter()
            .filter(|c| c.at == *at)
            .map(|c| format!("{}{}", c.id, if c.flipped { "▼" } else { "" }))
            .collect();
        let names = names(&list);
        out.push(match at {
            Loc::Hex(h) => msg!("sekigahara-check-hex", hex = h.as_str(), names = names),
            Loc::Entry { leader, column: 0 } => msg!(
                "sekigahara-check-entry-start",
                leader = leader.as_str(),
                names = names
            ),
            Loc::Entry { leader, column } => msg!(
                "sekigahara-check-entry-col",
                leader = leader.as_str(),
                col = *column as usize + 1,
                names = names
            ),
            Loc::Removed => continue,
        });
    }
    // Morale markers (rule 11.0) and the subversion marker (rule 12.0), where the state has them.
    for m in MARKERS {
        let Some(t) = data.track(m) else { continue };
        let col = s.morale.get(m).copied().unwrap_or(t.start);
        out.push(msg!(
            "sekigahara-check-morale",
            marker = m,
            col = col + 1,
            n = t.values.len(),
            m = t.values.get(col).copied().unwrap_or(0),
            start = if col == t.start { "yes" } else { "no" }
        ));
    }
    // Gunbai's ruling 6, the set-up option: say what freezing means for the game.
    out.push(if s.options.freeze_ends {
        msg!("sekigahara-check-frozen", ruling = Msg::ruling(6))
    } else {
        msg!("sekigahara-check-not-frozen", ruling = Msg::ruling(6))
    });
    out.push(msg!(
        "sekigahara-check-subversion",
        col = s.subversion + 1,
        n = data.subversion.columns.len()
    ));
    out.push(msg!("sekigahara-check-kyo", side = s.kyo.msg()));
    // The deck (rule 3.0, 4.2): the held-out cards by the names of the card text in force.
    out.push(msg!(
        "sekigahara-check-held",
        cards = card_names(&s.deck.held_out, v)
    ));
    let pile = s.deck.draw_pile.len();
    out.push(match s.options.deck {
        DeckMode::Virtual => msg!("sekigahara-check-virtual", n = pile),
        DeckMode::Shadow => msg!("sekigahara-check-shadow", n = pile),
    });
    out.push(msg!("sekigahara-check-variant", variant = v.msg()));
    out
}

/// The symbols the 关原 panel draws (map, tracks, commander list, card box) and what each means. The
/// symbol column holds glyphs only; colours are named in the words.
pub fn legend() -> Vec<(String, Msg)> {
    vec![
        ("▼".into(), msg!("sekigahara-legend-flipped")),
        ("━ ┄ ─".into(), msg!("sekigahara-legend-lines")),
        ("●".into(), msg!("sekigahara-legend-fill")),
        ("◯".into(), msg!("sekigahara-legend-castle")),
        ("3".into(), msg!("sekigahara-legend-count")),
        ("2·1 @".into(), msg!("sekigahara-legend-commanders")),
        ("★".into(), msg!("sekigahara-legend-star")),
    ]
}

/// The board as the table sees it (issue 20): the deck and the card in play, the tracks, 京, and every
/// place with its counters, from the public state.
pub fn board(data: &SekigaharaData, s: &State) -> View {
    let v = s.options.variant;
    let mut deck = vec![
        Row::Value {
            label: msg!("sekigahara-key-card-text"),
            value: v.msg(),
        },
        Row::Value {
            label: msg!("sekigahara-key-deck"),
            value: deck_mode(s),
        },
        Row::Track {
            label: msg!("sekigahara-status-pile"),
            value: s.deck.draw_pile.len() as i64,
            max: None,
        },
        Row::Value {
            label: msg!("sekigahara-key-discard"),
            value: card_names(&s.deck.discard, v),
        },
        Row::Value {
            label: msg!("sekigahara-key-held-out"),
            value: card_names(&s.deck.held_out, v),
        },
    ];
    if let Some(cp) = &s.card {
        deck.push(Row::Value {
            label: msg!("sekigahara-status-card"),
            value: Msg::join([Msg::plain(cp.card.name(v)), cp.side.msg()], Sep::Dot),
        });
        if cp.repeat {
            deck.push(Row::Line(msg!(
                "sekigahara-panel-repeat",
                fm = Card::ForcedMarch.name(v)
            )));
        }
        deck.push(Row::Line(cp.card.say(v)));
        if cp.card.differs() {
            deck.push(Row::Line(msg!("sekigahara-panel-differs")));
        }
    } else if let Some(last) = s.deck.previous {
        deck.push(Row::Line(msg!(
            "sekigahara-panel-last-card",
            card = last.name(v)
        )));
    }
    let mut tracks = Vec::new();
    if let Some(col) = data.subversion.columns.get(s.subversion) {
        tracks.push(Row::Track {
            label: msg!("sekigahara-status-subversion"),
            value: s.subversion as i64 + 1,
            max: Some(data.subversion.columns.len() as i64),
        });
        tracks.push(Row::Value {
            label: msg!("sekigahara-status-subversion"),
            value: msg!(
                "sekigahara-subversion-value",
                value = col.value,
                part = col.side.msg()
            ),
        });
    }
    for m in MARKERS {
        tracks.push(Row::Track {
            label: Msg::plain(m),
            value: i64::from(rules::marker_value(data, s, m)),
            max: None,
        });
    }
    tracks.push(Row::Value {
        label: Msg::plain("京"),
        value: s.kyo.msg(),
    });
    // The map (rules 6.1–6.3): every hex at its map position with the counters in it, castles with
    // their holders, the hexsides as links (roads thick, rivers dashed, full sea not drawn).
    let piece = |c: &super::state::Counter| {
        let mut marks = Vec::new();
        if c.flipped {
            marks.push(Msg::plain("▼"));
        }
        if c.kind == Kind::Commander {
            marks.push(msg!(
                "sekigahara-cand-commander",
                id = c.id.as_str(),
                m = morale(data, s, &c.id)
            ));
        }
        Piece {
            name: c.id.clone(),
            side: Some(c.side.msg()),
            colour: Some(side_colour(c.side).into()),
            steps: None,
            marks,
        }
    };
    let map_places: Vec<Place> = data
        .hexes
        .iter()
        .map(|h| {
            let here: Vec<&super::state::Counter> = s.in_hex(&h.id).collect();
            let holder = if h.kyo {
                Some(s.kyo)
            } else {
                s.castles.get(&h.id).map(|k| k.owner)
            };
            Place {
                name: h.id.clone(),
                owner: holder.map(Side::msg),
                // The holder's colour where a castle or 京 is held, else the side standing there.
                colour: holder
                    .map(|x| side_colour(x).into())
                    .or_else(|| here.first().map(|c| side_colour(c.side).into())),
                pieces: here.into_iter().map(piece).collect(),
                markers: Vec::new(),
                at: Some((h.x, h.y)),
                pick: Some(h.id.clone()),
            }
        })
        .collect();
    let index = |id: &str| data.hexes.iter().position(|h| h.id == id);
    let links: Vec<Link> = data
        .sides
        .iter()
        .filter(|x| x.kind != super::data::Hexside::Sea)
        .filter_map(|x| {
            Some(Link {
                a: index(&x.a)?,
                b: index(&x.b)?,
                style: match x.kind {
                    super::data::Hexside::Road | super::data::Hexside::RiverRoad => {
                        LinkStyle::Thick
                    }
                    super::data::Hexside::River => LinkStyle::Dashed,
                    super::data::Hexside::Open | super::data::Hexside::Sea => LinkStyle::Plain,
                },
            })
        })
        .collect();
    let mut places = vec![Row::Map {
        places: map_places,
        links,
    }];
    // The entry tracks (rule 9.0): each column that holds a group, by its leader, said in words.
    for c in s
        .counters
        .iter()
        .filter(|c| matches!(c.at, Loc::Entry { .. }))
    {
        let Loc::Entry { leader, column } = &c.at else {
            continue;
        };
        let name = format!("{leader} {}", *column as usize + 1);
        let found = places.iter_mut().find_map(|r| match r {
            Row::Place(p) if p.name == name => Some(p),
            _ => None,
        });
        match found {
            Some(p) => p.pieces.push(piece(c)),
            None => places.push(Row::Place(Place {
                name,
                pieces: vec![piece(c)],
                markers: vec![loc_text(c)],
                ..Default::default()
            })),
        }
    }
    // The commanders of each side with command · morale and where each stands (rule 5.2).
    let mut commanders = Vec::new();
    for side in [Side::East, Side::West] {
        let rows: Vec<Vec<Msg>> = s
            .counters
            .iter()
            .filter(|c| c.side == side && c.kind == Kind::Commander && c.at != Loc::Removed)
            .map(|c| {
                let cmd = data.counter(&c.id).map(|x| x.command).unwrap_or(0);
                vec![
                    Msg::plain(format!(
                        "{} {cmd}·{}{}",
                        c.id,
                        morale(data, s, &c.id),
                        if c.flipped { " ▼" } else { "" }
                    )),
                    // Short for a narrow column: the column of an entry track is in the places.
                    Msg::join(
                        [
                            Msg::plain("@"),
                            match &c.at {
                                Loc::Entry { .. } => msg!("sekigahara-entry-track"),
                                _ => loc_text(c),
                            },
                        ],
                        Sep::Space,
                    ),
                ]
            })
            .collect();
        commanders.push(Row::Table {
            header: vec![side.msg()],
            rows,
        });
    }
    let mut sections = vec![
        Section {
            title: msg!("sekigahara-view-deck"),
            rule: Some("4.1".into()),
            rows: deck,
        },
        Section {
            title: msg!("sekigahara-view-tracks"),
            rule: Some("11.0".into()),
            rows: tracks,
        },
        Section {
            title: msg!("sekigahara-view-places"),
            rule: Some("6.1".into()),
            rows: places,
        },
        Section {
            title: msg!("sekigahara-panel-commanders"),
            rule: Some("5.2".into()),
            rows: commanders,
        },
    ];
    // An attack under way: the stage, and the strength each die of the next roll must not exceed
    // (rules 7.1(3), 7.2), as the ruleset computes them.
    if let Some(cb) = &s.combat {
        let mut rows = vec![Row::Line(prompt(data, s).step)];
        if matches!(cb.stage, CombatStage::MainRoll)
            && let Ok((_, strengths)) = super::actions::next_roll_strengths(data, s, None)
        {
            let alive: Vec<&String> = cb
                .attackers
                .iter()
                .filter(|a| {
                    s.counter(a)
                        .is_some_and(|c| c.hex() == Some(cb.from.as_str()))
                })
                .collect();
            rows.push(Row::Line(msg!("sekigahara-view-next-roll")));
            rows.push(Row::Table {
                header: vec![
                    msg!("sekigahara-key-attacking"),
                    msg!("sekigahara-key-strengths"),
                ],
                rows: alive
                    .into_iter()
                    .zip(&strengths)
                    .map(|(a, v)| vec![Msg::plain(a.clone()), Msg::plain(v.to_string())])
                    .collect(),
            });
        }
        sections.insert(
            0,
            Section {
                title: msg!("sekigahara-view-combat"),
                rule: Some(if cb.siege { "7.2" } else { "7.1" }.into()),
                rows,
            },
        );
    }
    if let Some(w) = &s.winner {
        sections.insert(
            0,
            Section {
                title: w.msg(),
                rule: None,
                rows: vec![],
            },
        );
    }
    View {
        sections,
        legend: legend(),
    }
}

/// A side's colour on the counters (东军 blue, 西军 red), for views that draw it.
fn side_colour(side: Side) -> &'static str {
    match side {
        Side::East => "#1e3c96",
        Side::West => "#aa1e1e",
    }
}

/// What the state says about an action being filled in, drawn above its form: for an attack (as typed so
/// far) or a siege roll, the strength each die must not exceed (rules 7.1(3), 7.2); for a check, whether
/// subversion is open to the side in play (rule 12.1) and the intimidation target of the hex chosen
/// (rule 12.2(1)). Empty while the inputs do not yet say enough.
pub fn action_view(data: &SekigaharaData, s: &State, call: &ActionCall) -> View {
    let (title, rule, rows) = match call.name.as_str() {
        "attack" | "siege-roll" => {
            let p = if call.name == "attack" {
                let Some(spec) = specs().into_iter().find(|x| x.name == "attack") else {
                    return View::default();
                };
                match call
                    .params
                    .checked(&spec.keys)
                    .and_then(|c| crate::core::typed::parse::<Attack>(&c))
                {
                    Ok(p) => Some(p),
                    Err(_) => return View::default(),
                }
            } else {
                None
            };
            let row = match next_roll_strengths(data, s, p.as_ref()) {
                Ok((pre, v)) => {
                    let list: Vec<String> = v
                        .iter()
                        .map(|x| {
                            if *x <= 0 {
                                "—".to_string()
                            } else {
                                x.to_string()
                            }
                        })
                        .collect();
                    Row::Value {
                        label: if pre {
                            msg!("sekigahara-panel-preemptive-strengths")
                        } else {
                            msg!("sekigahara-panel-hits-at-or-under")
                        },
                        value: Msg::plain(list.join("  ")),
                    }
                }
                Err(e) => Row::Line(error_msg(&e)),
            };
            (msg!("sekigahara-view-next-roll"), "7.1", vec![row])
        }
        "check" => {
            let Some(me) = s.card.as_ref().map(|c| c.side) else {
                return View::default();
            };
            let mut rows = Vec::new();
            match data.subversion.columns.get(s.subversion) {
                Some(col) if rules::subversion_on(data, s, me) => rows.push(Row::Line(msg!(
                    "sekigahara-panel-subversion-on",
                    t = col.value
                ))),
                _ => rows.push(Row::Line(msg!("sekigahara-panel-subversion-off"))),
            }
            if let Some(hex) = call
                .params
                .get("hex")
                .and_then(|v| v.as_str())
                .filter(|h| data.hex(h).is_some())
            {
                let adj = super::actions::adjacency(data, s, hex, me);
                if let Some(t) = super::procedures::intimidation_target(adj) {
                    rows.push(Row::Line(msg!(
                        "sekigahara-panel-intimidation",
                        hex = hex,
                        t = t
                    )));
                }
            }
            (msg!("sekigahara-view-check"), "12.0", rows)
        }
        _ => return View::default(),
    };
    View {
        sections: vec![Section {
            title,
            rule: Some(rule.into()),
            rows,
        }],
        legend: Vec::new(),
    }
}

/// What a refusal says, as a message.
fn error_msg(e: &crate::core::RuleError) -> Msg {
    use crate::core::RuleError;
    match e {
        RuleError::Forbidden { rule, reason } => {
            Msg::join([reason.clone(), Msg::rule(rule.clone())], Sep::Space)
        }
        RuleError::Input { message, .. } => message.clone(),
        other => Msg::plain(other.to_string()),
    }
}
