//! Hardening (issue 23): a fault inside a ruleset (a panic in its `apply`) refuses the action instead
//! of ending the program. At the table the window stays open, the file is not written, and a journal
//! holding an act that now faults opens just before it, as when the current rules refuse an act.
//!
//! Only a build for players refuses: a debug build (the tests, random play) and a fuzzing build let
//! the panic through, so that every fault is still found where it is looked for. A test of the
//! refusal itself asks for it on its own thread ([`refuse_faults_on_this_thread`]).

use std::cell::{Cell, RefCell};
use std::sync::Once;

use crate::core::RuleError;

thread_local! {
    static REFUSE: Cell<bool> = const { Cell::new(!cfg!(any(debug_assertions, fuzzing))) };
    /// A guarded call is running on this thread: a panic now is a fault that will be refused.
    static GUARDING: Cell<bool> = const { Cell::new(false) };
    /// Where and how the last refused fault of this thread panicked (for a report, not for players).
    static LAST_FAULT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A fault that is refused prints nothing: the front end says what happened in the players' words,
/// and the standard panic line names a source file. The line is kept in [`last_fault`]; with
/// `RUST_BACKTRACE` set to other than 0 (a developer reproducing a report) it is printed as usual. Panics outside a
/// guarded call go to the hook that was there before.
fn quiet_refused_faults() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if GUARDING.get() {
                LAST_FAULT.set(Some(info.to_string()));
                if std::env::var_os("RUST_BACKTRACE").is_none_or(|v| v == "0") {
                    return;
                }
            }
            before(info)
        }));
    });
}

/// Runs `f` with panics caught, as a refused fault (see [`quiet_refused_faults`]).
fn refusing<T>(f: impl FnOnce() -> T) -> Option<T> {
    quiet_refused_faults();
    let was = GUARDING.replace(true);
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    GUARDING.set(was);
    r.ok()
}

/// `apply` (a call into the rules), with a panic inside it turned into [`RuleError::Fault`] in a
/// build for players.
pub(crate) fn guarded<T>(apply: impl FnOnce() -> Result<T, RuleError>) -> Result<T, RuleError> {
    if !REFUSE.get() {
        return apply();
    }
    refusing(apply).unwrap_or(Err(RuleError::Fault))
}

/// `draw` (a front end's drawing of a screen, which asks the rules for a view, a prompt or odds), with
/// a panic inside it turned into `None` in a build for players: the front end then says that the screen
/// could not be drawn and offers a way back (an undo, home), and the window stays open. A session whose
/// state draws badly still opens and can be undone; nothing is written.
pub fn contained<T>(draw: impl FnOnce() -> T) -> Option<T> {
    if !REFUSE.get() {
        return Some(draw());
    }
    refusing(draw)
}

/// The panic line of the last fault refused on this thread, for a bug report (players read
/// `core-error-fault` or the GUI's note instead).
pub fn last_fault() -> Option<String> {
    LAST_FAULT.with_borrow(Clone::clone)
}

/// Whether faults are refused on this thread (a front end's worker threads refuse as the thread that
/// started them does).
pub fn faults_refused_here() -> bool {
    REFUSE.get()
}

/// Faults in the rules are refused on this thread as in a build for players (tests of the refusal).
#[doc(hidden)]
pub fn refuse_faults_on_this_thread() {
    REFUSE.set(true);
}
