//! Hardening (issue 23): a fault inside a ruleset (a panic in its `apply`) refuses the action instead
//! of ending the program. At the table the window stays open, the file is not written, and a journal
//! holding an act that now faults opens just before it, as when the current rules refuse an act.
//!
//! Only a build for players refuses: a debug build (the tests, random play) and a fuzzing build let
//! the panic through, so that every fault is still found where it is looked for. A test of the
//! refusal itself asks for it on its own thread ([`refuse_faults_on_this_thread`]).

use std::cell::Cell;

use crate::core::RuleError;

thread_local! {
    static REFUSE: Cell<bool> = const { Cell::new(!cfg!(any(debug_assertions, fuzzing))) };
}

/// `apply` (a call into the rules), with a panic inside it turned into [`RuleError::Fault`] in a
/// build for players.
pub(crate) fn guarded<T>(apply: impl FnOnce() -> Result<T, RuleError>) -> Result<T, RuleError> {
    if !REFUSE.get() {
        return apply();
    }
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(apply)).unwrap_or(Err(RuleError::Fault))
}

/// `draw` (a front end's drawing of a screen, which asks the rules for a view, a prompt or odds), with
/// a panic inside it turned into `None` in a build for players: the front end then says that the screen
/// could not be drawn and offers a way back (an undo, home), and the window stays open. A session whose
/// state draws badly still opens and can be undone; nothing is written.
pub fn contained<T>(draw: impl FnOnce() -> T) -> Option<T> {
    if !REFUSE.get() {
        return Some(draw());
    }
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(draw)).ok()
}

/// Faults in the rules are refused on this thread as in a build for players (tests of the refusal).
#[doc(hidden)]
pub fn refuse_faults_on_this_thread() {
    REFUSE.set(true);
}
