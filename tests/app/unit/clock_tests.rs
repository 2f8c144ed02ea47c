// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use jiff::Timestamp;
    pub(super) use jiff::tz::TimeZone;
}
use tested_imports::*;

use gunbai::clock::*;

#[test]
fn times_read_in_the_zone_given() {
    assert_eq!(time_in(0, &TimeZone::UTC), "1970-01-01 00:00");
    assert_eq!(time_in(1_795_313_861, &TimeZone::UTC), "2026-11-22 02:17");
    let tokyo = TimeZone::fixed(jiff::tz::offset(9));
    assert_eq!(time_in(1_795_313_861, &tokyo), "2026-11-22 11:17");
    assert_eq!(time_in(u64::MAX, &TimeZone::UTC), "?");
    assert_eq!(today().len(), 10);
}
