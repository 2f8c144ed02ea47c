//! The session's error words: what went wrong opening, reading or writing a session, and why a
//! journaled action does not play now, as messages the front ends say in the players' language.

use super::*;

#[derive(Debug, Error)]
pub enum SessionError {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    /// Damage the journal cannot recover from by itself.
    #[error("{path}: line {line}: {message}{}", backup_hint(.backups))]
    Corrupt {
        path: String,
        line: usize,
        message: Msg,
        backups: Vec<PathBuf>,
    },
    #[error("{path}: {message}")]
    Version { path: String, message: String },
    /// The set-up the session was started with is refused by the current rules (a save from before a
    /// rule was corrected). There is no earlier state to open at: the file is left as it is.
    #[error(
        "{path}: line 1: the set-up this session was started with is refused by the current rules ({reason}); the file is left as it is: start a new session with a legal set-up"
    )]
    SetupRefused {
        path: String,
        /// The game id in the header (a front end words the reason with that game's phrasebook).
        game: String,
        reason: Box<RuleError>,
    },
    /// Another program (a second Gunbai window or command) is writing the file.
    #[error(
        "{path}: in use by another program (another Gunbai window or command is saving it); try again in a moment"
    )]
    Busy { path: String },
    #[error("{0}")]
    NeedsConfirmation(Msg),
    #[error("{0}")]
    Nothing(Msg),
    #[error("{0}")]
    Game(Msg),
}

pub(crate) fn backup_hint(b: &[PathBuf]) -> String {
    match b.first() {
        Some(p) => format!(
            "; last good backup: {} (restore it with `gunbai session restore FILE`)",
            p.display()
        ),
        None => "; no backup is available".into(),
    }
}

impl SessionError {
    pub(crate) fn io(path: &Path, e: impl std::fmt::Display) -> Self {
        SessionError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        }
    }
}

/// A session error as a message (the players' language is the front end's): keys are named as
/// given; [`error_in`] names them by the form's labels.
pub fn error_msg(e: &SessionError) -> Msg {
    match e {
        SessionError::Rule(r) => rule_error_msg(r),
        SessionError::Io { path, message } => msg!(
            "session-error-io",
            file = path.as_str(),
            detail = message.as_str()
        ),
        SessionError::Corrupt {
            path,
            line,
            message,
            backups,
        } => {
            let hint = match backups.first() {
                Some(p) => msg!("session-backup-hint", backup = p.display().to_string()),
                None => msg!("session-no-backup"),
            };
            msg!(
                "session-error-corrupt",
                file = path.as_str(),
                line = *line,
                detail = message.clone(),
                hint = hint
            )
        }
        SessionError::Version { path, message } => msg!(
            "session-error-version",
            file = path.as_str(),
            detail = message.as_str()
        ),
        SessionError::SetupRefused { path, reason, .. } => msg!(
            "session-error-setup-refused",
            file = path.as_str(),
            reason = rule_error_msg(reason)
        ),
        SessionError::Busy { path } => msg!("session-error-busy", file = path.as_str()),
        SessionError::NeedsConfirmation(m) | SessionError::Nothing(m) | SessionError::Game(m) => {
            m.clone()
        }
    }
}

/// A rule error as a message, the key it names by its label in `keys` (the specs of the action,
/// procedure or set-up form the input came from).
pub fn rule_error_msg_with(e: &RuleError, keys: &[crate::core::KeySpec]) -> Msg {
    e.msg(keys)
}

/// A refusal as a player reads it in `lang`: a rule's refusal names its rule, an input error names
/// the key by its label (`keys`: the specs of the form the input came from), the game's words through
/// [`Game::say`].
pub fn error_in(
    game: &dyn Game,
    e: &SessionError,
    lang: Lang,
    keys: &[crate::core::KeySpec],
) -> String {
    let m = match e {
        SessionError::Rule(r) => rule_error_msg_with(r, keys),
        other => error_msg(other),
    };
    game.say(&m, lang)
}

/// A whole message kept to a readable length (300 characters, then "…").
pub fn shorten_long_line(s: &str) -> String {
    match s.char_indices().nth(300) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// Why a journaled action does not play now (issue 19): the current rules refuse it, or they reach
/// another state than the one recorded with it.
#[derive(Debug, Clone, PartialEq)]
pub enum Unplayable {
    /// A rule of the current code refuses the action (a save recorded under older rules).
    Refused(RuleError),
    /// The action plays, but to another state than the one the journal recorded after it (a rule the
    /// code corrects since).
    Differs,
    /// Recorded after an action that does not play: its state never existed under the current code.
    After,
}

/// Why an action does not play under the current rules, as a message (`rule X: reason` for a rule's
/// refusal).
pub fn refusal_msg(e: &Unplayable) -> Msg {
    match e {
        Unplayable::Refused(RuleError::Forbidden { rule, reason }) => msg!(
            "session-refused-by-rule",
            rule = Msg::rule(rule.as_str()),
            reason = reason.clone()
        ),
        Unplayable::Refused(e) => msg!("session-refused", reason = rule_error_msg(e)),
        Unplayable::Differs => msg!("session-result-differs"),
        Unplayable::After => msg!("session-after-unplayable"),
    }
}

/// A rule error as a message, as the command line says it: the key named as typed, a rule's refusal
/// "not allowed by rule X: …" (see [`error_in`] for the key by its label).
pub fn rule_error_msg(e: &RuleError) -> Msg {
    match e {
        RuleError::Input { field, message } => msg!(
            "session-input-error",
            field = field.as_str(),
            message = message.clone()
        ),
        RuleError::Forbidden { rule, reason } => msg!(
            "session-forbidden",
            rule = Msg::rule(rule.as_str()),
            reason = reason.clone()
        ),
        other => other.msg(&[]),
    }
}
