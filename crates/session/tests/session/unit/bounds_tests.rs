// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_session::format::BaseState;
}
use tested_imports::*;

use gunbai_session::bounds::*;

fn base(position: usize, next_die: u64) -> BaseState {
    BaseState {
        state: serde_json::Value::Null,
        position,
        log: vec![],
        next_die,
    }
}

#[test]
fn issue_19_7_counters_beyond_the_bounds_are_refused_naming_the_field() {
    assert!(check_base(&base(12, 40)).is_ok());
    assert!(check_base(&base(MAX_POSITION, MAX_NEXT_DIE)).is_ok());
    let e = check_base(&base(1, u64::MAX)).unwrap_err();
    assert!(e.starts_with("next_die:"), "{e}");
    let e = check_base(&base(usize::MAX, 0)).unwrap_err();
    assert!(e.starts_with("position:"), "{e}");
}
