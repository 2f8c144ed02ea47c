//! Checks a Shogun state that did not come from set-up and play (a pack-up snapshot, a hand-edited file)
//! as strictly as a set-up: the provinces of the chosen side and player count, owners at the table,
//! every cube of each colour accounted for, buildings within slots and stock, the round within range.

use std::collections::BTreeSet;

use super::data::{COLOURS, PEASANT, ShogunData};
use super::state::{Building, Phase, State};
use super::tower;
use super::war::Bid;
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
    // P20: peasants are virtual, but not beyond any game's reach.
    for (k, c) in [
        ("tower.inside", &s.tower.inside),
        ("tower.tray", &s.tower.tray),
        ("tower.last_in", &s.tower.last_in),
        ("tower.last_out", &s.tower.last_out),
    ] {
        for (colour, n) in c {
            if *n > tower::MAX_PEASANTS {
                return Err(bad(
                    k,
                    format!("{n} {colour} cubes is more than play reaches"),
                ));
            }
        }
    }
    for (i, t) in s.tower.log.iter().enumerate() {
        if t.cubes_in > tower::MAX_THROW || t.cubes_out > t.cubes_in + tower::MAX_THROW {
            return Err(bad(
                &format!("tower.log[{i}]"),
                format!("{}:{} is not a throw of this game", t.cubes_in, t.cubes_out),
            ));
        }
    }
    if s.tower.log.len() > tower::MAX_THROWS {
        return Err(bad("tower.log", "more throws than any game makes"));
    }
    // Rule 2.1: 62 cubes per colour, all somewhere (counted wide, so damage cannot overflow).
    for p in &s.players {
        let board: u64 = s
            .provinces
            .values()
            .filter(|v| v.owner.as_deref() == Some(p.colour.as_str()))
            .map(|v| u64::from(v.cubes))
            .sum();
        let total = u64::from(p.supply)
            + board
            + u64::from(tower::count(&s.tower.inside, &p.colour))
            + u64::from(tower::count(&s.tower.tray, &p.colour));
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
    // The action in progress (the step is left over from the last round until the daimyo are seated).
    if s.phase == Phase::Actions && (s.step > s.action_order.len() || s.actor > s.turn.len()) {
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
        // Rule 5.3: the bid space holds a chest card 0..4, a province card, or nothing.
        let bid_ok = match Bid::parse("bid", &plan.bid) {
            Ok(Bid::Card) => false,
            Ok(_) => true,
            Err(_) => s.provinces.contains_key(&plan.bid),
        };
        if !bid_ok {
            return Err(bad(
                &format!("plans.{c}.bid"),
                format!(
                    "{} is neither a chest card 0..4, a province in play nor none",
                    plan.bid
                ),
            ));
        }
    }
    // Rule 5.3–5.4: planning ends when everyone has planned; from the reveal to the last action
    // every player's plan is on the table.
    let planned_all = s.players.iter().all(|p| s.plans.contains_key(&p.colour));
    match s.phase {
        Phase::Planning if planned_all => {
            return Err(bad(
                "plans",
                "everyone has planned, but the table is still planning",
            ));
        }
        Phase::Reveal | Phase::Seating | Phase::Actions if !planned_all => {
            return Err(bad("plans", "a player's plan is missing (rule 5.3)"));
        }
        _ => {}
    }
    // Rule 5.1: 10 action cards and 5 special cards once dealt; with real decks cards 6–10 are
    // typed as each is turned (rule 5.6.4).
    if matches!(
        s.phase,
        Phase::Planning | Phase::Reveal | Phase::Seating | Phase::Actions
    ) {
        let least = if s.options.virtual_decks { 10 } else { 5 };
        if s.action_order.len() < least || s.special_order.len() != 5 {
            return Err(bad(
                "action-order",
                "the action and special cards of this round are not all dealt (rule 5.1–5.2)",
            ));
        }
        if s.phase == Phase::Actions && s.action_order.len() < 10 && s.step >= s.action_order.len()
        {
            return Err(bad("step", "the action in progress has no action card yet"));
        }
    }
    if matches!(s.phase, Phase::Reveal) && s.options.virtual_decks && s.events_up.is_empty() {
        return Err(bad("events", "no event card face up to draw (rule 5.4)"));
    }
    // Rule 5.5: seats are distinct spaces that hold a special card.
    let mut taken = BTreeSet::new();
    for (c, p) in &s.seats {
        if !taken.insert(*p) || usize::from(*p) > s.special_order.len() {
            return Err(bad(
                &format!("seats.{c}"),
                format!("space {p} is taken twice or has no special card"),
            ));
        }
    }
    // Rule 8.2: each winter entry is a player with a revolt from the table, drawing that player's
    // provinces.
    let max_row = d
        .winter
        .iter()
        .map(|r| r.provinces.max(r.peasants))
        .max()
        .unwrap_or(0);
    for (i, w) in s.winter.iter().enumerate() {
        let field = format!("winter[{i}]");
        if s.player(&w.colour).is_none() {
            return Err(bad(&field, format!("{} is not at the table", w.colour)));
        }
        if w.count > max_row || w.peasants > max_row || w.resolved > max_row {
            return Err(bad(
                &field,
                "more revolts or peasants than the winter table gives (rule 8.2)",
            ));
        }
        for x in &w.drawn {
            if !s.provinces.contains_key(x) {
                return Err(bad(&field, format!("{x} is not a province in play")));
            }
        }
        if !w.drawn_done && !w.drawn.is_empty() {
            return Err(bad(&field, "provinces drawn before the draw"));
        }
    }
    if matches!(s.phase, Phase::WinterRevolt) && !s.winter.iter().any(|w| !w.drawn.is_empty()) {
        return Err(bad(
            "winter",
            "no drawn province waits for its revolt (rule 8.2)",
        ));
    }
    if matches!(s.phase, Phase::WinterDraw) && !s.winter.iter().any(|w| !w.drawn_done) {
        return Err(bad("winter", "no draw is waiting (rule 8.2)"));
    }
    // Rule 3.6: the draft's turn is a seat at the table, portions are 1..5 cubes of those at it.
    if let Some(dr) = &s.draft {
        if dr.turn >= n {
            return Err(bad("draft.turn", format!("seat {} of {n}", dr.turn)));
        }
        for (c, v) in &dr.portions {
            if s.player(c).is_none() || v.iter().any(|p| !(1..=5).contains(p)) {
                return Err(bad(
                    &format!("draft.portions.{c}"),
                    "portions of 1..5 cubes for a player at the table (rule 3.5)",
                ));
            }
            let left: u64 = v.iter().map(|p| u64::from(*p)).sum();
            if s.player(c).is_some_and(|p| u64::from(p.supply) < left) {
                return Err(bad(
                    &format!("draft.portions.{c}"),
                    "more cubes in the portions than in the supply",
                ));
            }
        }
        // During the draft only: afterwards the leftover deck is the bank's, and play takes from it.
        let drafting = matches!(s.phase, Phase::DraftDeal | Phase::Draft);
        for x in dr.face_up.iter().chain(&dr.deck).filter(|_| drafting) {
            if s.provinces.get(x).is_none_or(|p| p.owner.is_some()) {
                return Err(bad(
                    "draft",
                    format!("{x} is not a neutral province in play"),
                ));
            }
        }
    }
    if matches!(s.phase, Phase::DraftDeal | Phase::Draft) && s.draft.is_none() {
        return Err(bad("draft", "the draft has no state"));
    }
    // Rule 3.9: priming takes 7 cubes from each supply.
    if s.phase == Phase::Prime && s.players.iter().any(|p| p.supply < 7) {
        return Err(bad(
            "players",
            "7 cubes from each supply prime the tower (rule 3.9)",
        ));
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
    for c in s.specials.keys() {
        if s.player(c).is_none() {
            return Err(bad("specials", format!("{c} is not at the table")));
        }
    }
    for (c, x) in &s.lost {
        if s.player(c).is_none() || !s.provinces.contains_key(x) {
            return Err(bad("lost", format!("{c}: {x} is not a card of this game")));
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
