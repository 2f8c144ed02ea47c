//! Bounds on the counters a session file carries from elsewhere (issue 19 item 7): a crafted pack-up
//! snapshot with `next_die = 2^64−1` imported, and the next app roll then wrote a record the app
//! refused to read (the die after it has no number); `position = 2^64−1` was accepted too. Whatever
//! comes in through an import is held to what a journal can hold.

use crate::format::BaseState;

/// The highest app die index a session starts from: 2^48 dice (a game rolls a few thousand), far
/// below where the numbering would run out.
pub const MAX_NEXT_DIE: u64 = 1 << 48;

/// The most actions a session (and the summarised part before a pack-up) may count: ten million,
/// more than any journal within the session file's size bound can hold.
pub const MAX_POSITION: usize = 10_000_000;

/// Checks the counters of a pack-up's starting point; the error names the field and its bound.
pub fn check_base(base: &BaseState) -> Result<(), String> {
    check_counters(base.position, base.next_die)
}

/// Checks an action count and a next app die index as an import brings them.
pub fn check_counters(position: usize, next_die: u64) -> Result<(), String> {
    if next_die > MAX_NEXT_DIE {
        return Err(format!(
            "next_die: {next_die} is beyond what a session can hold (at most {MAX_NEXT_DIE}); the code was altered or damaged"
        ));
    }
    if position > MAX_POSITION {
        return Err(format!(
            "position: {position} actions is beyond what a session can hold (at most {MAX_POSITION}); the code was altered or damaged"
        ));
    }
    Ok(())
}
