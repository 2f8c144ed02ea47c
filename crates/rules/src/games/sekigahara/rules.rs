//! The rules that many actions share: morale (5.2), the tracks and their triggers (11.0), ZOC (6.3),
//! leading (5.1(5)), castles and 京 (10.0, 11.0(1)), 丰臣秀赖 (13.0) and victory (14.0).

use std::collections::BTreeSet;

use super::cards::Card;
use super::data::{
    ColumnSide, Faction, HIDEYORI, Hexside, IEYASU, Kind, MITSUNARI, MOTOYASU, OSAKA, OTANI,
    SekigaharaData, Side, TERUMOTO, TOSHINAGA, Terrain, UKITA,
};
use super::state::{Loc, State, WinKind, WinReason, Winner};
use crate::core::Msg;
use crate::msg;

/// Rule 5.2: the morale a commander uses now.
pub fn morale(data: &SekigaharaData, s: &State, id: &str) -> i32 {
    let Some(c) = s.counter(id) else { return 0 };
    let spec = data.counter(id);
    let printed = spec.map(|x| x.morale).unwrap_or(0);
    let born = spec.map(|x| x.side).unwrap_or(c.side);
    match c.side {
        // 5.2(1)③: a West lord who defected to the East always counts 1.
        Side::East if born == Side::West => 1,
        // 5.2(1)②
        Side::East if id == TOSHINAGA => marker_value(data, s, TOSHINAGA),
        Side::East => printed,
        // 5.2(2)①: fixed values.
        Side::West if [MITSUNARI, UKITA, OTANI].contains(&id) && born == Side::West => printed,
        // 5.2(2)②
        Side::West if (id == TERUMOTO || id == MOTOYASU) && born == Side::West => {
            marker_value(data, s, id)
        }
        // 5.2(2)③: every other West commander, those who came over from the East included.
        Side::West => marker_value(data, s, "西军诸将"),
    }
}

/// The morale marker a commander "has" (rule 11.0(2)), if any.
pub fn marker_of(data: &SekigaharaData, s: &State, id: &str) -> Option<&'static str> {
    let c = s.counter(id)?;
    if c.kind != Kind::Commander {
        return None;
    }
    let born = data.counter(id).map(|x| x.side).unwrap_or(c.side);
    match c.side {
        Side::East if id == TOSHINAGA && born == Side::East => Some(TOSHINAGA),
        Side::East => None,
        Side::West if [MITSUNARI, UKITA, OTANI].contains(&id) && born == Side::West => None,
        Side::West if id == TERUMOTO && born == Side::West => Some(TERUMOTO),
        Side::West if id == MOTOYASU && born == Side::West => Some(MOTOYASU),
        Side::West => Some("西军诸将"),
    }
}

pub fn marker_value(data: &SekigaharaData, s: &State, marker: &str) -> i32 {
    let Some(t) = data.track(marker) else {
        return 0;
    };
    let col = s.morale.get(marker).copied().unwrap_or(t.start);
    t.values.get(col).copied().unwrap_or(0)
}

pub fn subversion_column(data: &SekigaharaData, s: &State) -> ColumnSide {
    data.subversion
        .columns
        .get(s.subversion)
        .map(|c| c.side)
        .unwrap_or(ColumnSide::Neutral)
}

/// True when the subversion marker is on this side's half (victory box included).
pub fn subversion_on(data: &SekigaharaData, s: &State, side: Side) -> bool {
    matches!(
        (subversion_column(data, s), side),
        (ColumnSide::East | ColumnSide::EastVictory, Side::East)
            | (ColumnSide::West | ColumnSide::WestVictory, Side::West)
    )
}

fn step(col: usize, len: usize, toward: Side, cols: usize, freeze: bool) -> usize {
    let last = len.saturating_sub(1);
    // Rule 11.0(4) / digest A11: a marker at an end no longer moves (or, with clamping, may come back).
    if freeze && (col == 0 || col == last) {
        return col;
    }
    match toward {
        Side::East => col.saturating_sub(cols),
        Side::West => (col + cols).min(last),
    }
}

/// Moves one morale marker; returns a log line and whether the marker stayed where it was.
pub fn move_marker(
    data: &SekigaharaData,
    s: &mut State,
    marker: &str,
    toward: Side,
    cols: usize,
) -> (Msg, bool) {
    let Some(t) = data.track(marker) else {
        return (msg!("sekigahara-no-track", marker = marker), true);
    };
    let col = s.morale.get(marker).copied().unwrap_or(t.start);
    let new = step(col, t.values.len(), toward, cols, s.options.freeze_ends);
    s.morale.insert(marker.to_string(), new);
    if new == col {
        (msg!("sekigahara-marker-stays", marker = marker), true)
    } else {
        (
            msg!(
                "sekigahara-marker-moves",
                marker = marker,
                arrow = if new < col { "←" } else { "→" },
                n = col.abs_diff(new),
                side = toward.msg(),
                m = t.values.get(new).copied().unwrap_or(0)
            ),
            false,
        )
    }
}

/// Rule 11.0(1) and 12.2(3): the subversion marker and every morale marker move toward `toward`.
pub fn move_all(
    data: &SekigaharaData,
    s: &mut State,
    toward: Side,
    cols: usize,
    why: Msg,
    log: &mut Vec<Msg>,
) {
    let len = data.subversion.columns.len();
    let before = s.subversion;
    s.subversion = step(s.subversion, len, toward, cols, s.options.freeze_ends);
    log.push(msg!(
        "sekigahara-markers-move",
        why = why,
        n = before.abs_diff(s.subversion),
        side = toward.msg(),
        cols = cols
    ));
    for m in super::data::MARKERS {
        let (l, stayed) = move_marker(data, s, m, toward, cols);
        if stayed {
            log.push(l);
        }
    }
    check_victory(data, s);
}

/// Rule 14.0: checked after every change.
pub fn check_victory(data: &SekigaharaData, s: &mut State) {
    if s.winner.is_some() {
        return;
    }
    let gone = |id: &str| s.counter(id).is_some_and(|c| c.at == Loc::Removed);
    let w = if gone(IEYASU) {
        Some((Side::West, WinKind::IeyasuRemoved))
    } else if gone(MITSUNARI) {
        Some((Side::East, WinKind::MitsunariRemoved))
    } else if gone(HIDEYORI) {
        Some((Side::East, WinKind::HideyoriRemoved))
    } else {
        match subversion_column(data, s) {
            ColumnSide::EastVictory => Some((Side::East, WinKind::EastVictoryBox)),
            ColumnSide::WestVictory => Some((Side::West, WinKind::WestVictoryBox)),
            _ => None,
        }
    };
    if let Some((side, kind)) = w {
        s.winner = Some(Winner {
            side: Some(side),
            rule: kind.rule().into(),
            reason: WinReason::Known(kind),
        });
        s.combat = None;
        s.strategic = None;
    }
}

/// Removes a counter from the game; an enemy commander removed by `by` moves every marker (rule 11.0(1)①).
pub fn remove(data: &SekigaharaData, s: &mut State, id: &str, by: Side, log: &mut Vec<Msg>) {
    let Some(c) = s.counter_mut(id) else { return };
    c.at = Loc::Removed;
    let (side, kind) = (c.side, c.kind);
    log.push(msg!("sekigahara-removed-log", id = id));
    if kind == Kind::Commander && side != by {
        let why = msg!("sekigahara-why-removed", side = by.msg(), id = id);
        move_all(data, s, by, 1, why, log);
    }
    check_victory(data, s);
}

/// Hexes in the ZOC of `side`'s counters (rule 6.3): their own hex and the neighbours, except full-sea
/// hexes, across a full-sea hexside, and hexes of working castles (digest A24). 丰臣秀赖 has none (13.0(4)).
pub fn zoc(data: &SekigaharaData, s: &State, side: Side) -> BTreeSet<String> {
    zone(data, s, side).into_iter().map(String::from).collect()
}

/// [`zoc`] borrowed from the state and the map, unordered (issue 23: a move's walk asks it for every
/// hex it reaches).
pub fn zone<'a>(
    data: &'a SekigaharaData,
    s: &'a State,
    side: Side,
) -> rustc_hash::FxHashSet<&'a str> {
    let mut out = rustc_hash::FxHashSet::default();
    // The hexes whose neighbours are in already (a stack is walked round once).
    let mut stood = rustc_hash::FxHashSet::default();
    for c in s
        .counters
        .iter()
        .filter(|c| c.side == side && c.kind != Kind::Hideyori)
    {
        let Some(h) = c.hex() else { continue };
        out.insert(h);
        if !stood.insert(h) {
            continue;
        }
        for (n, k) in data.neighbours(h) {
            let sea = data.hex(n).is_some_and(|x| x.terrain == Terrain::Sea);
            if *k != Hexside::Sea && !sea && !s.castle_works(n) {
                out.insert(n.as_str());
            }
        }
    }
    out
}

/// Whether `hex` is in the ZOC of `side`'s counters (rule 6.3; recovery, 8.0(3), asks it of one hex).
pub fn in_zoc(data: &SekigaharaData, s: &State, side: Side, hex: &str) -> bool {
    zone(data, s, side).contains(hex)
}

/// Rule 5.1(5), digest A16/A17: may `leader` lead `member`?
pub fn may_lead(
    data: &SekigaharaData,
    s: &State,
    leader: &str,
    member: &str,
    group: &[String],
) -> Result<(), Msg> {
    let house = |id: &str| {
        data.counter(id)
            .map(|c| c.house.clone())
            .unwrap_or_default()
    };
    let m = s
        .counter(member)
        .ok_or_else(|| msg!("sekigahara-no-counter", id = member))?;
    match m.kind {
        Kind::Garrison => Err(msg!("sekigahara-garrison-never-acts", id = member)),
        // Digest: 丰臣秀赖 is led like a 武将 by any West commander (rule 13.0(5) note).
        Kind::Commander | Kind::General | Kind::Hideyori => Ok(()),
        Kind::Ashigaru => {
            let h = house(member);
            if h == house(leader) {
                return Ok(());
            }
            let with_general = group.iter().any(|g| {
                g != member
                    && house(g) == h
                    && s.counter(g)
                        .is_some_and(|c| matches!(c.kind, Kind::General | Kind::Commander))
            });
            if with_general {
                Ok(())
            } else {
                Err(msg!("sekigahara-ashigaru-other-house", id = member))
            }
        }
    }
}

/// Checks a group led by a commander from his hex (rules 6.1(1), 5.1(5)). Returns the group with him first.
pub fn group(
    data: &SekigaharaData,
    s: &State,
    commander: &str,
    others: &[String],
    limit_key: &str,
) -> Result<Vec<String>, crate::core::RuleError> {
    use crate::core::RuleError;
    let c = s.counter(commander).ok_or_else(|| {
        RuleError::input("commander", msg!("sekigahara-no-counter", id = commander))
    })?;
    let hex = c
        .hex()
        .ok_or_else(|| RuleError::forbidden("5.1", msg!("sekigahara-not-on-map", id = commander)))?
        .to_string();
    let mut all = vec![commander.to_string()];
    for o in others {
        let o = o.trim().to_string();
        if o == commander || all.contains(&o) {
            continue;
        }
        let x = s.counter(&o).ok_or_else(|| {
            RuleError::input(limit_key, msg!("sekigahara-no-counter", id = o.as_str()))
        })?;
        if x.hex() != Some(hex.as_str()) || x.side != c.side {
            return Err(RuleError::forbidden(
                "6.1",
                msg!(
                    "sekigahara-not-with",
                    id = o.as_str(),
                    hex = hex.as_str(),
                    cmd = commander
                ),
            ));
        }
        all.push(o);
    }
    for o in &all[1..] {
        may_lead(data, s, commander, o, &all).map_err(|m| RuleError::forbidden("5.1(5)", m))?;
    }
    let cmd = data.counter(commander).map(|x| x.command).unwrap_or(1) as usize;
    if all.len() > cmd {
        return Err(RuleError::forbidden(
            "6.1(1)",
            msg!(
                "sekigahara-leads-at-most",
                cmd = commander,
                n = cmd,
                named = all.len()
            ),
        ));
    }
    Ok(all)
}

/// What happens when `side`'s counters end a move or advance in `hex`: castles fall (10.0), 京 changes
/// hands (11.0(1)④), a lone 丰臣秀赖 is captured (13.0(4)).
pub fn entered(data: &SekigaharaData, s: &mut State, hex: &str, side: Side, log: &mut Vec<Msg>) {
    let enemies: Vec<Kind> = s
        .in_hex(hex)
        .filter(|c| c.side != side)
        .map(|c| c.kind)
        .collect();
    let hideyori_alone = !enemies.is_empty() && enemies.iter().all(|k| *k == Kind::Hideyori);
    if hideyori_alone {
        log.push(msg!(
            "sekigahara-hideyori-captured",
            who = HIDEYORI,
            hex = hex
        ));
        remove(data, s, HIDEYORI, side, log);
    }
    if let Some(c) = s.castles.get(hex).copied()
        && c.owner != side
    {
        s.castles.insert(
            hex.to_string(),
            super::state::Castle {
                owner: side,
                functional: false,
            },
        );
        let major = data.hex(hex).is_some_and(|h| h.major);
        log.push(msg!(
            "sekigahara-castle-falls",
            hex = hex,
            side = side.msg()
        ));
        move_all(
            data,
            s,
            side,
            if major { 2 } else { 1 },
            msg!("sekigahara-why-took", side = side.msg(), hex = hex),
            log,
        );
    }
    if data.hex(hex).is_some_and(|h| h.kyo) && s.kyo != side {
        s.kyo = side;
        log.push(msg!("sekigahara-takes-kyo", side = side.msg()));
        let why = msg!("sekigahara-why-took", side = side.msg(), hex = "京");
        move_all(data, s, side, 2, why, log);
    }
}

/// Rule 13.0(1): 丰臣秀赖 may leave 大坂 only with 毛利辉元's morale 1+ and the subversion marker on the West side.
pub fn hideyori_may_leave(data: &SekigaharaData, s: &State) -> Result<(), Msg> {
    if morale(data, s, TERUMOTO) < 1 {
        return Err(msg!("sekigahara-morale-below-1", who = TERUMOTO));
    }
    if !matches!(
        subversion_column(data, s),
        ColumnSide::West | ColumnSide::WestVictory
    ) {
        return Err(msg!(
            "sekigahara-subversion-not-on-side",
            side = Side::West.msg()
        ));
    }
    Ok(())
}

/// Rule 4.2②: 秀赖出阵 enters the deck the moment 丰臣秀赖 leaves 大坂.
pub fn after_hideyori_moved(s: &mut State, log: &mut Vec<Msg>) {
    let out = s
        .counter(HIDEYORI)
        .is_some_and(|c| c.hex().is_some_and(|h| h != OSAKA));
    if out && s.deck.release(Card::HideyoriSortie) {
        log.push(msg!(
            "sekigahara-left-release",
            who = HIDEYORI,
            place = OSAKA,
            card = Card::HideyoriSortie.name(s.options.variant)
        ));
    }
}

/// The side a faction belongs to after defecting to `to` (rule 12.1(4)).
pub fn defected_faction(to: Side) -> Faction {
    match to {
        Side::East => Faction::Tozama,
        Side::West => Faction::WestLords,
    }
}
