//! What of a Shogun plan and of the table the players may see (issue 19 item 3): the one public view
//! every output uses (`Ruleset::public_action`, `Ruleset::public_state`).
//!
//! Rule 5 phase 3 (seed 001 2.(3)): each daimyo lays its bid card and its action cards face down on its
//! player board. Rule 5 phase 5 (2.(5)): the bid cards are turned up together after the event is
//! drawn. Rule 5 phase 6 (2.(6)): a daimyo turns the card on an action space only when it carries out
//! that action, in turn order; the action cards on the board below stay five face up, one more turned
//! after each action. So a plan is public as far as the cards have been turned: the bid from the
//! seating on, each action space from the daimyo's turn at that action on, the whole plan (and the
//! secret word that seals it, so its hash can be checked) once the round is over.
//!
//! Ruling (issue 19): an empty action space is seen on the table, so an absent key stays absent; every
//! card lying face down (a province or a chest card, they look alike from above) reads
//! [`SEALED`]. Cards still face down in a deck (action cards 6–10, the event deck, the draft deck) keep
//! their number but are listed in a fixed order (action cards in the board's order A1–A10, event and
//! province cards by name), so the order they were dealt in cannot be read.

use super::state::{ACTS, Act, Phase, State};
use crate::core::ActionCall;
use crate::core::ruleset::SEALED;

/// Rule 5 phase 6 (seed 001 2.(6)): has `c` turned the card on action space `act` by state `s`? True
/// from `c`'s turn at that action on, within the round of `s`.
pub fn turned(s: &State, c: &str, act: Act) -> bool {
    if s.phase != Phase::Actions {
        return false;
    }
    let Some(i) = s.action_order.iter().position(|a| *a == act) else {
        return false;
    };
    match i.cmp(&s.step) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => s
            .turn
            .iter()
            .position(|x| x == c)
            .is_some_and(|p| p <= s.actor),
    }
}

/// Rule 5 phase 5: the bid cards lie face up from the reveal to the end of the round.
fn bids_up(s: &State) -> bool {
    matches!(s.phase, Phase::Seating | Phase::Actions)
}

/// The round a state is in: (year, season); winter counts as season 3.
fn round(s: &State) -> (u8, u8) {
    (s.year, s.season)
}

/// A `plan` as the table may see it at `now` (see the module doc); other actions are public.
pub fn public_action(after: &State, now: &State, a: &ActionCall) -> ActionCall {
    if super::Command::from_name(&a.name) != Some(super::Command::Plan) {
        return a.clone();
    }
    // Rule 5 phase 7: the round is over, every card was turned: the plan and its salt are public.
    if round(now) > round(after) {
        return a.clone();
    }
    let c = a
        .params
        .get("player")
        .and_then(|v| v.as_str())
        .map(|t| t.trim().to_ascii_lowercase())
        .unwrap_or_default();
    let mut p = a.clone();
    if !bids_up(now) {
        p.seal("bid");
    }
    for act in ACTS {
        if !turned(now, &c, act) {
            p.seal(act.key());
        }
    }
    p.seal("salt");
    p
}

/// The table as the players may see it (see the module doc).
pub fn public_state(s: &State) -> State {
    let mut p = s.clone();
    let bids = bids_up(s);
    for (c, plan) in p.plans.iter_mut() {
        if !bids {
            plan.bid = SEALED.into();
        }
        for (act, x) in plan.spaces.iter_mut() {
            if !turned(s, c, *act) {
                *x = SEALED.into();
            }
        }
    }
    // Rule 5 phase 1 and 6.4: during a round only the first five cards and one more per finished
    // action are face up; at the end of the round all ten were turned.
    if matches!(
        s.phase,
        Phase::Planning | Phase::Reveal | Phase::Seating | Phase::Actions
    ) {
        let up = s.actions_face_up();
        if let Some(rest) = p.action_order.get_mut(up..) {
            rest.sort();
        }
    }
    // Virtual decks: the app's face-down event and province decks, in play order (rule 3.10, 8.4.1;
    // rule 3 step 6). With real decks `event_deck` lists the cards already used, which are public.
    if s.options.virtual_decks {
        p.event_deck.sort();
        if let Some(d) = p.draft.as_mut() {
            d.deck.sort();
        }
    }
    p
}
