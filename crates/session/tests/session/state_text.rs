//! Issue 23: the digest of a replayed state is taken from its text written straight from the state
//! (`Game::state_text`); it must be the text of the state's JSON value, the form digests were always
//! recorded from. The random games of every ruleset check it at their end.

use gunbai_session::Session;

/// Asserts that the session's state reads the same written straight and through its JSON value.
pub fn holds(s: &Session, what: &str) {
    let straight = s.game.state_text(s.state());
    let by_value = serde_json::to_string(&s.state_json()).unwrap();
    assert_eq!(straight, by_value, "{what}: the state's text");
}
