//! "On the table now" (issue 25): what the players do with the counters after an action, in forward
//! words (the undo hints in `view.rs` say the opposite way). Each line follows the rule that moved
//! the piece: a march (rule 5.0), a hit that flips or removes a unit (6.2, 6.4, 9.1), a retreat
//! (6.3), the reorganisation's recovery, conscription and replacement (7.0(1)–(3)), the stacking
//! check (5.0(6)), the track of the sequence of play (4.0) and the end of the game (8.0).

use super::state::{Place, State};
use crate::core::Msg;
use crate::msg;

fn place_text(p: &Place) -> Msg {
    match p {
        Place::Map(b) => Msg::plain(b.clone()),
        Place::Pool => msg!("seinan-place-pool"),
        Place::Removed => msg!("seinan-place-removed"),
    }
}

/// What to do on the table after an action took `before` to `after`. Never empty when the two
/// differ: a step that moves no piece (a battle declared, a round begun) says so.
pub fn table_now(before: &State, after: &State) -> Vec<Msg> {
    let mut v = Vec::new();
    for (b, a) in before.units.iter().zip(&after.units) {
        if b.place != a.place {
            v.push(match &a.place {
                // Rules 6.2/6.4: a flipped Saigo unit (or a converted samurai) goes to the pool.
                Place::Pool => msg!(
                    "seinan-now-to-pool",
                    unit = &a.id,
                    from = place_text(&b.place)
                ),
                // Rule 7.0(3) replacement, or the 西乡隆盛 unit lost (8.0).
                Place::Removed => msg!(
                    "seinan-now-remove",
                    unit = &a.id,
                    from = place_text(&b.place)
                ),
                Place::Map(_) => msg!(
                    "seinan-now-move",
                    unit = &a.id,
                    from = place_text(&b.place),
                    to = place_text(&a.place)
                ),
            });
        }
        if b.flipped != a.flipped && a.place != Place::Removed {
            v.push(if a.flipped {
                msg!("seinan-now-flip-reduced", unit = &a.id)
            } else {
                // Rule 7.0(1) recovery.
                msg!("seinan-now-flip-full", unit = &a.id)
            });
        }
        if b.converted != a.converted {
            v.push(if a.converted {
                // Rule 7.0(2) conscription.
                msg!(
                    "seinan-now-joined",
                    unit = &a.id,
                    side = super::state::Side::Saigo.say()
                )
            } else {
                msg!("seinan-now-neutral", unit = &a.id)
            });
        }
    }
    if before.breakout_used != after.breakout_used && after.breakout_used {
        v.push(msg!("seinan-now-breakout"));
    }
    if before.winner.is_none()
        && let Some(w) = &after.winner
    {
        v.push(msg!(
            "seinan-now-over",
            side = w.side.say(),
            reason = w.reason.say(),
            cite = w.cite()
        ));
    } else if before.turn != after.turn
        || before.player != after.player
        || before.phase != after.phase
    {
        // Rule 4.0: the turn track.
        v.push(msg!(
            "seinan-now-track",
            turn = after.turn,
            side = after.player.say(),
            phase = after.phase.say()
        ));
    }
    if before.march.points != after.march.points
        && let Some(p) = after.march.points
    {
        v.push(msg!("seinan-now-points", n = p));
    }
    if v.is_empty() && before != after {
        v.push(msg!("seinan-now-nothing"));
    }
    v
}
