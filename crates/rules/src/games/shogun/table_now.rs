//! "On the table now" (issue 25): what the players do with the cards, cubes, buildings and markers
//! after an action, in forward words (the undo hints in `view.rs` say the opposite way). After a war
//! or a revolt (seed 5) the lines say how many cubes stand in the province, whose card it is, what
//! goes to each supply and what stays in the tray; the action cards are turned one by one
//! (2.(6)), the event card is turned up (2.(4)), the turn order is seated from the bids (2.(5)).

use super::data::ShogunData;
use super::say;
use super::state::{Building, Phase, State};
use super::tower::{self, Cubes};
use crate::core::{Msg, Sep};
use crate::msg;

/// Every colour in either set of cubes.
fn colours<'a>(a: &'a Cubes, b: &'a Cubes) -> Vec<&'a str> {
    let mut v: Vec<&str> = a.keys().chain(b.keys()).map(String::as_str).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// What to do on the table after an action took `before` to `after`. Never empty when the two
/// differ: a step that moves no piece (a plan laid face down, a bid noted) says so.
pub fn table_now(data: &ShogunData, before: &State, after: &State) -> Vec<Msg> {
    let mut v = Vec::new();
    // Cubes thrown into the tower (seed 5, the tower of 7.1 in the digest) and what came out.
    if after.tower.log.len() > before.tower.log.len() && !after.tower.last_in.is_empty() {
        v.push(msg!(
            "shogun-now-thrown",
            cubes = tower::cubes_msg(&after.tower.last_in),
            rule = say::rule("5")
        ));
    }
    for (name, a) in &after.provinces {
        let b = before.provinces.get(name).cloned().unwrap_or_default();
        if *a == b {
            continue;
        }
        let mut parts = Vec::new();
        match (&b.owner, &a.owner) {
            (Some(q), Some(c)) if q != c => parts.push(msg!(
                "shogun-now-card-moves",
                from = say::who(after, q),
                to = say::who(after, c)
            )),
            (None, Some(c)) => parts.push(msg!(
                "shogun-now-card-from-bank",
                player = say::who(after, c)
            )),
            (Some(q), None) => {
                parts.push(msg!("shogun-now-card-to-bank", player = say::who(after, q)))
            }
            _ => {}
        }
        if a.cubes != b.cubes || a.owner != b.owner {
            parts.push(match a.owner.as_deref() {
                Some(c) if a.cubes > 0 => msg!(
                    "shogun-now-cubes-stand",
                    n = a.cubes,
                    player = say::who(after, c)
                ),
                _ => msg!("shogun-now-cubes-none"),
            });
        }
        for bd in [Building::Castle, Building::Temple, Building::Theatre] {
            if b.has(bd) != a.has(bd) {
                parts.push(if a.has(bd) {
                    msg!("shogun-now-build", building = say::building(bd))
                } else {
                    msg!("shogun-now-remove", building = say::building(bd))
                });
            }
        }
        if a.revolts != b.revolts {
            parts.push(msg!("shogun-now-revolts", n = a.revolts));
        }
        v.push(msg!(
            "shogun-now-province",
            province = say::prov(data, name),
            what = Msg::join(parts, Sep::Comma)
        ));
    }
    for a in &after.players {
        let Some(b) = before.player(&a.colour) else {
            continue;
        };
        let mut parts = Vec::new();
        if a.supply > b.supply {
            parts.push(msg!(
                "shogun-now-supply-gains",
                n = a.supply - b.supply,
                total = a.supply
            ));
        } else if a.supply < b.supply {
            parts.push(msg!(
                "shogun-now-supply-gives",
                n = b.supply - a.supply,
                total = a.supply
            ));
        }
        if a.coins != b.coins {
            parts.push(msg!("shogun-now-coins", n = a.coins));
        }
        if a.rice != b.rice {
            parts.push(msg!("shogun-now-rice", n = a.rice));
        }
        if a.score != b.score {
            parts.push(msg!("shogun-now-score", n = a.score));
        }
        if !parts.is_empty() {
            v.push(msg!(
                "shogun-now-player",
                player = say::who(after, &a.colour),
                what = Msg::join(parts, Sep::Comma)
            ));
        }
    }
    // Peasant cubes that left the tray and went nowhere on the board go to the bank (seed 5).
    let (bt, at) = (&before.tower.tray, &after.tower.tray);
    if bt != at {
        let gone: u32 = colours(bt, at)
            .iter()
            .filter(|c| **c == super::data::PEASANT)
            .map(|c| tower::count(bt, c).saturating_sub(tower::count(at, c)))
            .sum();
        if gone > 0 && after.tower.log.len() == before.tower.log.len() {
            v.push(msg!(
                "shogun-now-peasants-to-bank",
                n = gone,
                rule = say::rule("5")
            ));
        }
        v.push(if at.is_empty() {
            msg!("shogun-now-tray-empty")
        } else {
            msg!("shogun-now-tray", cubes = tower::cubes_msg(at))
        });
    }
    // Seed 2.(1): the deal lays five action cards face up in order, the rest face down below them.
    let extended = after.action_order.len() > before.action_order.len()
        && after.action_order.starts_with(&before.action_order);
    if after.action_order != before.action_order
        && !after.action_order.is_empty()
        && !(extended && before.phase == Phase::Actions)
    {
        let up = after.action_order.iter().take(5).map(|a| say::act(*a));
        v.push(msg!(
            "shogun-now-deal",
            acts = Msg::join(up, Sep::Comma),
            rule = say::rule("2.(1)")
        ));
    } else if after.phase == Phase::Actions
        && before.phase == Phase::Actions
        && after.step > before.step
    {
        // Seed 2.(6): after each action one more card of the row below is turned face up.
        let up: Vec<Msg> = (before.step..after.step)
            .filter_map(|k| after.action_order.get(k + 5))
            .map(|a| say::act(*a))
            .collect();
        if !up.is_empty() {
            v.push(msg!(
                "shogun-now-face-up",
                acts = Msg::join(up, Sep::Comma),
                rule = say::rule("2.(6)")
            ));
        }
    }
    // Seed 2.(6) with real decks: each card typed as it is turned.
    if extended && before.phase == Phase::Actions {
        let up = after.action_order[before.action_order.len()..]
            .iter()
            .map(|a| say::act(*a));
        v.push(msg!(
            "shogun-now-face-up",
            acts = Msg::join(up, Sep::Comma),
            rule = say::rule("2.(6)")
        ));
    }
    // Seed 2.(4): the year's event cards are laid face up, and each round's event is turned.
    if after.events_up != before.events_up && !after.events_up.is_empty() {
        let events = after.events_up.iter().map(|e| say::event(data, e));
        v.push(msg!(
            "shogun-now-events-up",
            events = Msg::join(events, Sep::Comma),
            rule = say::rule("2.(4)")
        ));
    }
    if after.event != before.event
        && let Some(e) = &after.event
    {
        v.push(msg!(
            "shogun-now-event",
            event = say::event(data, e),
            rule = say::rule("2.(4)")
        ));
    }
    // Seed 2.(5): the daimyo are seated in the turn order the bids gave.
    if after.seats != before.seats && !after.seats.is_empty() {
        let mut order: Vec<(&u8, &String)> = after.seats.iter().map(|(c, n)| (n, c)).collect();
        order.sort();
        let who: Vec<&String> = order.into_iter().map(|(_, c)| c).collect();
        v.push(msg!(
            "shogun-now-seats",
            players = say::whos(after, &who, Sep::Comma),
            rule = say::rule("2.(5)")
        ));
    }
    if !after.winners.is_empty() && before.winners.is_empty() {
        v.push(msg!(
            "shogun-now-over",
            players = say::whos(after, &after.winners, Sep::Comma)
        ));
    } else if (after.year, after.season) != (before.year, before.season) {
        v.push(msg!(
            "shogun-now-season",
            year = after.year,
            season = say::season(after.season)
        ));
    } else if after.phase != before.phase {
        v.push(msg!("shogun-now-phase", phase = say::phase(after.phase)));
    }
    if v.is_empty() && before != after {
        v.push(msg!("shogun-now-nothing"));
    }
    v
}
