//! The app's clock and calendar (jiff): the date on printed sheets and the local times in session lists.
//! Only the front ends read the clock; the rules never do.

#![allow(clippy::disallowed_methods)] // edge module: the clock belongs here

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// Today's date in the machine's time zone, `YYYY-MM-DD` (print footers).
pub fn today() -> String {
    jiff::ZonedDateTime::now().strftime("%Y-%m-%d").to_string()
}

/// Seconds since 1970 (UTC) now: the creation date written into printed PDFs.
pub fn now_unix() -> i64 {
    Timestamp::now().as_second()
}

/// Unix seconds as a date and time in the time zone `tz` (`YYYY-MM-DD HH:MM`).
pub fn time_in(secs: u64, tz: &TimeZone) -> String {
    i64::try_from(secs)
        .ok()
        .and_then(|s| Timestamp::from_second(s).ok())
        .map(|t| {
            t.to_zoned_datetime(tz.clone())
                .strftime("%Y-%m-%d %H:%M")
                .to_string()
        })
        .unwrap_or_else(|| "?".into())
}

/// Unix seconds as the players' local date and time (session lists).
pub fn local_time(secs: u64) -> String {
    time_in(secs, &TimeZone::system())
}
