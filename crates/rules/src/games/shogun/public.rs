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

#[cfg(test)]
mod tests {
    use super::super::ShogunRules;
    use super::super::state::Phase;
    use super::*;
    use crate::core::{Ruleset, SeededDice, Setup};

    /// As the engine does: params checked against the action's keys (defaults filled) first.
    fn apply(s: &State, a: ActionCall, dice: &mut SeededDice) -> State {
        let d = super::super::test_data();
        let spec = ShogunRules
            .actions(&d)
            .into_iter()
            .find(|x| x.name == a.name)
            .unwrap();
        let a = ActionCall {
            params: a.params.checked(&spec.keys).unwrap(),
            ..a
        };
        ShogunRules.apply(&d, s, &a, dice).unwrap().state
    }

    /// A 3-player game dealt and planned: each player puts its provinces on the action spaces A1–A8
    /// and chest cards on both wars, bids 2 with the salt `salt-<colour>`.
    fn planned() -> (Vec<State>, Vec<ActionCall>, SeededDice) {
        let d = super::super::test_data();
        let setup = Setup {
            players: 3,
            ..Default::default()
        };
        let mut dice = SeededDice::new(5);
        let mut s = ShogunRules.setup(&d, &setup).unwrap();
        s = apply(&s, ActionCall::new("prime-tower"), &mut dice);
        s = apply(&s, ActionCall::new("deal"), &mut dice);
        let mut states = vec![];
        let mut calls = vec![];
        for c in s.colours() {
            // Rule 5.3 / P26: with 11 cards or more every space is filled.
            let held = s.holdings(&c);
            let mut call = ActionCall::new("plan")
                .with("player", c.clone())
                .with("bid", "2")
                .with("war-a", "chest")
                .with("war-b", "chest")
                .with("salt", format!("salt-{c}"));
            for (act, p) in ACTS[..8].iter().zip(&held) {
                call = call.with(act.key(), p.clone());
            }
            s = apply(&s, call.clone(), &mut dice);
            states.push(s.clone());
            calls.push(call);
        }
        (states, calls, dice)
    }

    #[test]
    fn rule_5_3_a_plan_is_sealed_until_the_reveal() {
        let (states, calls, _) = planned();
        let now = states.last().unwrap();
        assert_eq!(now.phase, Phase::Reveal);
        for (after, call) in states.iter().zip(&calls) {
            let p = public_action(after, now, call);
            for k in ["bid", "castle", "rice", "war-a", "salt"] {
                assert_eq!(p.params.get(k).unwrap(), SEALED, "{k}");
            }
            // The player is public.
            assert_eq!(p.params.get("player"), call.params.get("player"));
            assert!(p.has_sealed());
        }
        // The state: commitments only.
        let pub_s = public_state(now);
        for plan in pub_s.plans.values() {
            assert_eq!(plan.bid, SEALED);
            assert!(plan.spaces.values().all(|x| x == SEALED));
            assert!(!plan.commitment.is_empty());
        }
    }

    #[test]
    fn rule_5_6_each_card_is_turned_only_at_its_action_and_the_round_end_shows_all() {
        let d = super::super::test_data();
        let (states, calls, mut dice) = planned();
        let mut s = states.last().unwrap().clone();
        s = apply(&s, ActionCall::new("reveal"), &mut dice);
        // Rule 5 phase 5: the bids are up, no action card is turned yet.
        let p = public_action(&states[0], &s, &calls[0]);
        assert_eq!(p.params.get("bid").unwrap(), "2");
        assert_eq!(p.params.get("castle").unwrap(), SEALED);
        let mut free: Vec<i64> = vec![1, 2, 3, 4, 5];
        while s.phase == Phase::Seating {
            let pos = free.remove(0);
            s = apply(
                &s,
                ActionCall::new("take-seat").with("position", pos),
                &mut dice,
            );
        }
        assert_eq!(s.phase, Phase::Actions);
        // Play on until the castle action (or rice) has been carried out by somebody, checking at
        // every step that exactly the cards of the actions reached are shown.
        let mut seen_turned = false;
        let mut seen_sealed = false;
        let year_season = (s.year, s.season);
        while (s.year, s.season) == year_season {
            for (after, call) in states.iter().zip(&calls) {
                let c = call.params.get("player").unwrap().as_str().unwrap();
                let p = public_action(after, &s, call);
                for act in [Act::Castle, Act::Rice, Act::WarA] {
                    let shown = p.params.get(act.key()) == call.params.get(act.key());
                    assert_eq!(shown, turned(&s, c, act), "{c} {act:?}");
                    seen_turned |= shown;
                    seen_sealed |= !shown;
                }
                // The salt stays sealed while any card is face down.
                assert_eq!(p.params.get("salt").unwrap(), SEALED);
            }
            let pub_s = public_state(&s);
            let up = s.actions_face_up();
            assert_eq!(pub_s.action_order[..up], s.action_order[..up]);
            let mut rest = s.action_order[up..].to_vec();
            rest.sort();
            assert_eq!(pub_s.action_order[up..], rest[..], "face down: board order");
            let Some((_, _)) = s.current() else { break };
            let prompt = ShogunRules.prompt(&d, &s);
            let name = prompt
                .actions
                .iter()
                .find(|a| a.blocked.is_none() && a.name != "calibrate" && a.name != "war")
                .map(|a| a.name.clone())
                .unwrap_or_else(|| "skip".into());
            s = apply(&s, ActionCall::new(&name), &mut dice);
        }
        assert!(seen_turned && seen_sealed);
        // The round is over: every plan of it is public whole, salt included.
        assert!((s.year, s.season) > year_season, "{:?}", s.phase);
        for (after, call) in states.iter().zip(&calls) {
            assert_eq!(&public_action(after, &s, call), call);
        }
    }

    #[test]
    fn rule_3_10_the_event_deck_order_is_not_public() {
        let (states, _, _) = planned();
        let s = states.last().unwrap();
        assert!(s.event_deck.len() > 1);
        let p = public_state(s);
        let mut sorted = s.event_deck.clone();
        sorted.sort();
        assert_eq!(p.event_deck, sorted);
    }

    #[test]
    fn rule_5_3_an_action_off_the_line_of_play_stays_sealed() {
        // Asked with now = after (an undone plan): nothing of it shows, ever.
        let (states, calls, _) = planned();
        let p = public_action(&states[0], &states[0], &calls[0]);
        assert_eq!(p.params.get("castle").unwrap(), SEALED);
        assert_eq!(p.params.get("salt").unwrap(), SEALED);
    }
}
