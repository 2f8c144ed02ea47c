//! `check_state`: what every action assumes of a state, checked once when a state is read (a save, a
//! snapshot, a pack-up) and after every step of the random-play tests. A state that passes it can be
//! given to `apply` with any action without reaching an index out of range, an overflow or a draw that
//! never ends: each of those is a checked error here instead (issue 19 item 10(b)).

use super::cards::{ALL, Card, HELD_OUT};
use super::data::{Faction, HIDEYORI, Hexside, IEYASU, Kind, MARKERS, OSAKA, SekigaharaData, Side};
use super::state::{CombatStage, Loc, State};
use crate::core::{Msg, RuleError};
use crate::msg;

/// Counts kept in the state (draws, reshuffles) stay below this: far beyond any game, far from overflow.
pub const MAX_COUNT: u32 = 1_000_000;
/// Movement points a strategic move can hold (a d6 plus a morale of at most 6).
pub const MAX_POINTS: i32 = 12;

/// Faction and side agree (rule 2.3.1; a defector takes the faction of its new side, rule 12.1(4)).
pub fn faction_side(f: Faction) -> Side {
    match f {
        Faction::Tokugawa | Faction::Tozama => Side::East,
        Faction::MainWar | Faction::WestLords => Side::West,
    }
}

pub fn check_state(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    check_counters(data, s)?;
    check_entry_groups(data, s)?;
    check_none_missing(data, s)?;
    check_hexes(s)?;
    check_tracks(data, s)?;
    check_castles(data, s)?;
    check_deck(s)?;
    check_card(s)?;
    check_combat(data, s)?;
    check_counts(s)?;
    Ok(())
}

/// Counters: exactly the counters of the table, each once, of its printed kind (rule 2.3).
fn check_counters(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    let mut ids =
        rustc_hash::FxHashSet::with_capacity_and_hasher(s.counters.len(), Default::default());
    for (i, c) in s.counters.iter().enumerate() {
        if !ids.insert(c.id.as_str()) {
            return Err(RuleError::input(
                "counters",
                msg!("sekigahara-bad-twice", id = c.id.as_str()),
            ));
        }
        // A state lists its counters in the table's order (`State::new`): the counter at the same
        // place is tried before a lookup by name (issue 23).
        let spec = data
            .counters
            .get(i)
            .filter(|x| x.id == c.id)
            .or_else(|| data.counter(&c.id).filter(|x| x.id == c.id))
            .ok_or_else(|| {
                RuleError::input(
                    "counters",
                    msg!("sekigahara-bad-not-counter", id = c.id.as_str()),
                )
            })?;
        if c.kind != spec.kind {
            return Err(RuleError::input(
                "counters",
                msg!("sekigahara-bad-kind", id = c.id.as_str()),
            ));
        }
        if faction_side(c.faction) != c.side {
            return Err(RuleError::input(
                "counters",
                msg!("sekigahara-bad-faction", id = c.id.as_str()),
            ));
        }
        match &c.at {
            Loc::Hex(h) => {
                if data.hex(h).is_none_or(|x| x.id != *h) {
                    return Err(RuleError::input(
                        "counters",
                        msg!("sekigahara-bad-hex", id = c.id.as_str(), hex = h.as_str()),
                    ));
                }
            }
            Loc::Entry { leader, column } => {
                let track = data.entry_track(leader).ok_or_else(|| {
                    RuleError::input(
                        "counters",
                        msg!(
                            "sekigahara-bad-no-entry",
                            id = c.id.as_str(),
                            leader = leader.as_str()
                        ),
                    )
                })?;
                if *column >= track.columns {
                    return Err(RuleError::input(
                        "counters",
                        msg!(
                            "sekigahara-bad-entry-column",
                            id = c.id.as_str(),
                            col = u16::from(*column) + 1,
                            leader = leader.as_str()
                        ),
                    ));
                }
                if spec.setup != format!("entry:{leader}") || c.side != Side::East {
                    return Err(RuleError::input(
                        "counters",
                        msg!(
                            "sekigahara-bad-group",
                            id = c.id.as_str(),
                            leader = leader.as_str()
                        ),
                    ));
                }
            }
            Loc::Removed => {}
        }
        // Rule 5.1(6), 6.4: a garrison never leaves its castle.
        if c.kind == Kind::Garrison && c.at != Loc::Removed && c.hex() != Some(spec.setup.as_str())
        {
            return Err(RuleError::input(
                "counters",
                msg!("sekigahara-bad-garrison", id = c.id.as_str()),
            ));
        }
    }
    Ok(())
}

/// Rule 9.0(2), digest A32: a group marches together; only the counters left by the stacking limit
/// wait in 登场 (the last column) once their leader is on the map.
fn check_entry_groups(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    for c in &s.counters {
        if let Loc::Entry { leader, column } = &c.at {
            let last = data
                .entry_track(leader)
                .map(|t| t.columns.saturating_sub(1))
                .unwrap_or(0);
            let ok = match s.counter(leader).map(|l| &l.at) {
                Some(Loc::Entry { column: lc, .. }) => lc == column,
                Some(Loc::Hex(_)) => *column == last,
                _ => true,
            };
            if !ok {
                return Err(RuleError::input(
                    "counters",
                    msg!(
                        "sekigahara-bad-not-with-group",
                        id = c.id.as_str(),
                        leader = leader.as_str()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Counters: none of the table's counters is missing (rule 2.3).
fn check_none_missing(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    // After `check_counters` every counter of the state is a distinct counter of the table, whose ids
    // are unique (checked when it loads): as many as the table has is all of them (issue 23).
    if s.counters.len() == data.counters.len() {
        return Ok(());
    }
    let ids: rustc_hash::FxHashSet<&str> = s.counters.iter().map(|c| c.id.as_str()).collect();
    if let Some(missing) = data.counters.iter().find(|c| !ids.contains(c.id.as_str())) {
        return Err(RuleError::input(
            "counters",
            msg!("sekigahara-bad-missing", id = missing.id.as_str()),
        ));
    }
    Ok(())
}

/// Hexes: one side only (digest A25), at most 6 counters (rule 6.1(3)), a castle held by who stands
/// in it.
fn check_hexes(s: &State) -> Result<(), RuleError> {
    /// Who stands in a hex: how many counters, the side of the first, and whether the other side too.
    struct Here {
        n: usize,
        side: Side,
        mixed: bool,
    }
    // Counted in a hash map (issue 23: this runs after every step of random play); of the hexes that
    // break a rule, the first in the hexes' order is reported, as before.
    let mut here: rustc_hash::FxHashMap<&str, Here> =
        rustc_hash::FxHashMap::with_capacity_and_hasher(s.counters.len(), Default::default());
    for c in &s.counters {
        if let Some(h) = c.hex() {
            here.entry(h)
                .and_modify(|e| {
                    e.n += 1;
                    e.mixed |= e.side != c.side;
                })
                .or_insert(Here {
                    n: 1,
                    side: c.side,
                    mixed: false,
                });
        }
    }
    let castle_of_other = |h: &str, e: &Here| s.castles.get(h).filter(|c| c.owner != e.side);
    let Some((h, e)) = here
        .into_iter()
        .filter(|(h, e)| e.n > 6 || e.mixed || castle_of_other(h, e).is_some())
        .min_by(|a, b| a.0.cmp(b.0))
    else {
        return Ok(());
    };
    if e.n > 6 {
        return Err(RuleError::input(
            "counters",
            msg!("sekigahara-bad-stack", hex = h, n = e.n),
        ));
    }
    if e.mixed {
        return Err(RuleError::input(
            "counters",
            msg!(
                "sekigahara-bad-both-sides",
                hex = h,
                ruling = Msg::ruling(15)
            ),
        ));
    }
    let owner = castle_of_other(h, &e).map_or(e.side, |c| c.owner);
    Err(RuleError::input(
        "castles",
        msg!(
            "sekigahara-bad-castle-owner",
            hex = h,
            owner = owner.msg(),
            side = e.side.msg()
        ),
    ))
}

/// Tracks (rule 11.0, 12.0): every marker on a column of its track.
fn check_tracks(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    if s.subversion >= data.subversion.columns.len() {
        return Err(RuleError::input(
            "subversion",
            msg!(
                "sekigahara-bad-subversion",
                col = s.subversion.saturating_add(1)
            ),
        ));
    }
    for m in s.morale.keys() {
        if !MARKERS.contains(&m.as_str()) {
            return Err(RuleError::input(
                "morale",
                msg!("sekigahara-bad-no-marker", marker = m.as_str()),
            ));
        }
    }
    for m in MARKERS {
        let t = data
            .track(m)
            .ok_or_else(|| RuleError::Data(format!("no track {m}")))?;
        match s.morale.get(m) {
            None => {
                return Err(RuleError::input(
                    "morale",
                    msg!("sekigahara-bad-marker-missing", marker = m),
                ));
            }
            Some(c) if *c >= t.values.len() => {
                return Err(RuleError::input(
                    "morale",
                    msg!(
                        "sekigahara-bad-marker-off",
                        marker = m,
                        col = c.saturating_add(1)
                    ),
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Castles: exactly the castle hexes of the map.
fn check_castles(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    // As many as the map has, each on a castle hex of the map: the same sets (the state's keys are
    // unique), without building either (issue 23: this runs after every step of random play).
    let castles = data.hexes.iter().filter(|h| h.castle).count();
    let on_castle_hexes = s
        .castles
        .keys()
        .all(|k| data.hex(k).is_some_and(|h| h.castle && h.id == *k));
    if castles != s.castles.len() || !on_castle_hexes {
        return Err(RuleError::input("castles", msg!("sekigahara-bad-castles")));
    }
    Ok(())
}

/// The deck (rules 4.1, 4.2): every card once; only 家康出马 and 秀赖出阵 ever held out, and each of them
/// back in the deck once its condition has come true.
fn check_deck(s: &State) -> Result<(), RuleError> {
    let in_play = s.card.as_ref().filter(|c| !c.repeat).map(|c| c.card);
    let mut all = ALL.to_vec();
    all.sort();
    if s.deck.all_cards(in_play) != all {
        return Err(RuleError::input("deck", msg!("sekigahara-bad-deck")));
    }
    if let Some(c) = s.deck.held_out.iter().find(|c| !HELD_OUT.contains(c)) {
        return Err(RuleError::input(
            "deck",
            msg!("sekigahara-bad-held", card = c.id()),
        ));
    }
    if s.counter(IEYASU).is_some_and(|c| c.on_map())
        && s.deck.held_out.contains(&Card::IeyasuTakesField)
    {
        return Err(RuleError::input(
            "deck",
            msg!(
                "sekigahara-bad-released",
                who = IEYASU,
                card = Card::IeyasuTakesField.name(s.options.variant)
            ),
        ));
    }
    if s.counter(HIDEYORI)
        .is_some_and(|c| c.hex().is_some_and(|h| h != OSAKA))
        && s.deck.held_out.contains(&Card::HideyoriSortie)
    {
        return Err(RuleError::input(
            "deck",
            msg!(
                "sekigahara-bad-released-left",
                who = HIDEYORI,
                place = OSAKA,
                card = Card::HideyoriSortie.name(s.options.variant)
            ),
        ));
    }
    if s.deck.previous == Some(Card::ForcedMarch) {
        return Err(RuleError::input(
            "deck",
            msg!(
                "sekigahara-bad-repeat",
                fm = Card::ForcedMarch.name(s.options.variant)
            ),
        ));
    }
    Ok(())
}

/// The card in play.
fn check_card(s: &State) -> Result<(), RuleError> {
    if let Some(cp) = &s.card {
        if cp.card == Card::ForcedMarch || Some(cp.side) != cp.card.side() {
            return Err(RuleError::input(
                "card",
                msg!("sekigahara-bad-in-play", card = cp.card.id()),
            ));
        }
        if cp.acts_left > 2 {
            return Err(RuleError::input("card", msg!("sekigahara-bad-acts")));
        }
        for a in &cp.acted {
            if !s.counter(a).is_some_and(|c| c.kind == Kind::Commander) {
                return Err(RuleError::input(
                    "card",
                    msg!("sekigahara-bad-acted", id = a.as_str()),
                ));
            }
        }
        if let Some(g) = &cp.marker
            && g.markers.iter().any(|m| !MARKERS.contains(&m.as_str()))
        {
            return Err(RuleError::input("card", msg!("sekigahara-bad-card-marker")));
        }
    } else if s.combat.is_some() || s.strategic.is_some() {
        return Err(RuleError::input("card", msg!("sekigahara-bad-no-card")));
    }
    Ok(())
}

/// An attack under way (rules 7.1–7.3).
fn check_combat(data: &SekigaharaData, s: &State) -> Result<(), RuleError> {
    if let Some(cb) = &s.combat {
        let cmd = s
            .counter(&cb.commander)
            .filter(|c| c.kind == Kind::Commander)
            .ok_or_else(|| {
                RuleError::input(
                    "combat",
                    msg!("sekigahara-not-commander", id = cb.commander.as_str()),
                )
            })?;
        if cmd.side != cb.side {
            return Err(RuleError::input(
                "combat",
                msg!("sekigahara-bad-attacker-side"),
            ));
        }
        for a in &cb.attackers {
            if s.counter(a).is_none_or(|c| c.side != cb.side) {
                return Err(RuleError::input(
                    "combat",
                    msg!("sekigahara-bad-attacker", id = a.as_str()),
                ));
            }
        }
        if data
            .hexside(&cb.from, &cb.target)
            .is_none_or(|k| k == Hexside::Sea)
            || !data.hexes.iter().any(|h| h.id == cb.from)
            || !data.hexes.iter().any(|h| h.id == cb.target)
        {
            return Err(RuleError::input(
                "combat",
                msg!(
                    "sekigahara-bad-attack",
                    from = cb.from.as_str(),
                    target = cb.target.as_str()
                ),
            ));
        }
        if let CombatStage::Hits { hits } | CombatStage::PreemptiveHits { hits } = cb.stage
            && (hits == 0 || hits > 12)
        {
            return Err(RuleError::input(
                "combat",
                msg!("sekigahara-bad-hits", n = hits),
            ));
        }
        if cb.siege && !s.castles.contains_key(&cb.target) {
            return Err(RuleError::input("combat", msg!("sekigahara-bad-siege")));
        }
    }
    if let Some(st) = &s.strategic {
        if !s
            .counter(&st.commander)
            .is_some_and(|c| c.kind == Kind::Commander && c.on_map())
        {
            return Err(RuleError::input(
                "strategic",
                msg!("sekigahara-bad-strategic", id = st.commander.as_str()),
            ));
        }
        if !(0..=MAX_POINTS).contains(&st.points) {
            return Err(RuleError::input(
                "strategic",
                msg!("sekigahara-bad-points", n = st.points),
            ));
        }
    }
    if s.combat.is_some() && s.strategic.is_some() {
        return Err(RuleError::input(
            "combat",
            msg!("sekigahara-bad-attack-strategic"),
        ));
    }
    Ok(())
}

/// Counts and options.
fn check_counts(s: &State) -> Result<(), RuleError> {
    if s.draws > MAX_COUNT || s.reshuffles > MAX_COUNT || s.forced_marches > s.draws {
        return Err(RuleError::input("draws", msg!("sekigahara-bad-draws")));
    }
    if s.options.draw_cap > 500 {
        return Err(RuleError::input(
            "draw-cap",
            msg!("sekigahara-bad-draw-cap"),
        ));
    }
    Ok(())
}
