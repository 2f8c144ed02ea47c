//! Checks a Shogun state that did not come from set-up and play (a pack-up snapshot, a hand-edited file)
//! as strictly as a set-up: the provinces of the chosen side and player count, owners at the table,
//! every cube of each colour accounted for, buildings within slots and stock, the round within range.

use std::collections::BTreeSet;

use super::data::{COLOURS, PEASANT, ShogunData};
use super::state::{Building, State};
use super::tower;
use crate::core::RuleError;

/// Coins, rice and score beyond this are refused as damaged rather than believed (the tracks have no
/// printed end, P27).
pub const MAX_TRACK: u32 = 999;

fn bad(field: &str, message: impl Into<String>) -> RuleError {
    RuleError::input(field, message.into())
}

pub fn check_state(d: &ShogunData, s: &State) -> Result<(), RuleError> {
    let n = s.players.len();
    if !(3..=5).contains(&n) {
        return Err(bad("players", format!("3 to 5 players, found {n}")));
    }
    let mut seen = BTreeSet::new();
    for (i, p) in s.players.iter().enumerate() {
        if !COLOURS.contains(&p.colour.as_str()) || !seen.insert(p.colour.clone()) {
            return Err(bad(
                &format!("players[{i}].colour"),
                format!("{} is not a distinct player colour", p.colour),
            ));
        }
        for (k, v) in [("coins", p.coins), ("rice", p.rice), ("score", p.score)] {
            if v > MAX_TRACK {
                return Err(bad(
                    &format!("players[{i}].{k}"),
                    format!("{v} is beyond {MAX_TRACK}"),
                ));
            }
        }
    }
    if !(1..=2).contains(&s.year) {
        return Err(bad(
            "year",
            format!("the game has 2 years (rule 4), found {}", s.year),
        ));
    }
    if s.season > 3 {
        return Err(bad(
            "season",
            format!("0..3 (spring to winter), found {}", s.season),
        ));
    }
    let cards: BTreeSet<String> = d
        .provinces(s.side, n as u8)
        .into_iter()
        .map(|p| p.name)
        .collect();
    let have: BTreeSet<String> = s.provinces.keys().cloned().collect();
    if cards != have {
        let missing: Vec<&String> = cards.difference(&have).collect();
        let extra: Vec<&String> = have.difference(&cards).collect();
        return Err(bad(
            "provinces",
            format!(
                "the {} side with {n} players: missing {missing:?}, not in play {extra:?}",
                s.side.id()
            ),
        ));
    }
    for (name, p) in &s.provinces {
        let field = format!("provinces.{name}");
        let card = d
            .card(s.side, name)
            .ok_or_else(|| bad(&field, "unknown province"))?;
        match &p.owner {
            None => {
                if p.cubes > 0 || p.buildings() > 0 || p.revolts > 0 {
                    return Err(bad(
                        &field,
                        "a neutral province holds no cubes, buildings or revolt markers (rule 7.1)",
                    ));
                }
            }
            Some(o) => {
                if s.player(o).is_none() {
                    return Err(bad(&field, format!("owner {o} is not at the table")));
                }
                if p.cubes == 0 {
                    return Err(bad(
                        &field,
                        "an own province holds at least 1 cube (rule 7.1)",
                    ));
                }
            }
        }
        if p.buildings() > card.slots {
            return Err(bad(
                &field,
                format!("{} buildings in {} slot(s)", p.buildings(), card.slots),
            ));
        }
        if p.revolts > 42 {
            return Err(bad(&field, "more revolt markers than the box holds (42)"));
        }
    }
    for b in [Building::Castle, Building::Temple, Building::Theatre] {
        if s.built(b) > b.stock() {
            return Err(bad(
                "provinces",
                format!(
                    "more {} markers than the box holds ({})",
                    b.words().0,
                    b.stock()
                ),
            ));
        }
    }
    for (k, c) in [
        ("tower.inside", &s.tower.inside),
        ("tower.tray", &s.tower.tray),
    ] {
        for colour in c.keys() {
            if colour != PEASANT && s.player(colour).is_none() {
                return Err(bad(
                    k,
                    format!("{colour} cubes, but {colour} is not at the table"),
                ));
            }
        }
    }
    // Rule 2.1: 62 cubes per colour, all somewhere.
    for p in &s.players {
        let board: u32 = s
            .provinces
            .values()
            .filter(|v| v.owner.as_deref() == Some(p.colour.as_str()))
            .map(|v| v.cubes)
            .sum();
        let total = p.supply
            + board
            + tower::count(&s.tower.inside, &p.colour)
            + tower::count(&s.tower.tray, &p.colour);
        if total != 62 {
            return Err(bad(
                &format!("players.{}.supply", p.colour),
                format!("{total} cubes of {} counted, the box has 62", p.colour),
            ));
        }
    }
    let m = s.tower.model;
    if !(0.0..=1.0).contains(&m.stick) || !(0.0..=1.0).contains(&m.release) {
        return Err(bad(
            "tower.model",
            "stick and release are probabilities 0..1",
        ));
    }
    let distinct = |v: Vec<String>| v.iter().collect::<BTreeSet<_>>().len() == v.len();
    if s.action_order.len() > 10
        || !distinct(s.action_order.iter().map(|a| a.key().to_string()).collect())
    {
        return Err(bad(
            "action-order",
            "at most the 10 action cards, each once",
        ));
    }
    if s.special_order.len() > 5
        || !distinct(
            s.special_order
                .iter()
                .map(|a| a.key().to_string())
                .collect(),
        )
    {
        return Err(bad(
            "special-order",
            "at most the 5 special cards, each once",
        ));
    }
    if s.step > s.action_order.len() || s.actor > s.turn.len() {
        return Err(bad(
            "step",
            "the action in progress is beyond the action cards or the turn order",
        ));
    }
    for (c, plan) in &s.plans {
        if s.player(c).is_none() {
            return Err(bad("plans", format!("{c} is not at the table")));
        }
        for (a, p) in &plan.spaces {
            if p != "chest" && !s.provinces.contains_key(p) {
                return Err(bad(
                    &format!("plans.{c}.{}", a.key()),
                    format!("{p} is not a province in play"),
                ));
            }
        }
    }
    for c in s.turn.iter().chain(&s.bid_order).chain(s.seats.keys()) {
        if s.player(c).is_none() {
            return Err(bad("turn", format!("{c} is not at the table")));
        }
    }
    for (c, p) in &s.seats {
        if !(1..=5).contains(p) {
            return Err(bad(&format!("seats.{c}"), "positions are 1..5"));
        }
    }
    for e in s.events_up.iter().chain(&s.event_deck).chain(&s.event) {
        if d.event(e).is_none() {
            return Err(bad("events", format!("unknown event card {e}")));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Ruleset, Setup};
    use crate::games::shogun::{ShogunRules, test_data};

    fn state() -> State {
        ShogunRules
            .setup(
                &test_data(),
                &Setup {
                    players: 4,
                    ..Setup::default()
                },
            )
            .unwrap()
    }

    #[test]
    fn a_fresh_state_passes_and_damage_is_named() {
        let d = test_data();
        let s = state();
        check_state(&d, &s).unwrap();
        let mut bad_cubes = s.clone();
        bad_cubes.players[0].supply += 1;
        let e = check_state(&d, &bad_cubes).unwrap_err();
        assert!(e.to_string().starts_with("players.red.supply"), "{e}");
        let mut neutral = s.clone();
        neutral.provinces.get_mut("Bizen").unwrap().castle = true;
        assert!(
            check_state(&d, &neutral)
                .unwrap_err()
                .to_string()
                .contains("Bizen")
        );
        let mut year = s.clone();
        year.year = 7;
        assert!(
            check_state(&d, &year)
                .unwrap_err()
                .to_string()
                .starts_with("year")
        );
        let mut stranger = s;
        stranger.provinces.get_mut("Yamato").unwrap().owner = Some("black".into());
        assert!(
            check_state(&d, &stranger)
                .unwrap_err()
                .to_string()
                .contains("not at the table")
        );
    }
}
