//! Inputs of procedures and actions: kebab-case keys with typed values, checked against a spec so every
//! error names the key (`level: expected 0..=3, got 7`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::msg::Msg;
use super::rules::RuleError;
use super::text::{Lang, humanise_key};

/// A value as it may be quoted back in a message: at most 40 characters, then "…" (a 100 000-character
/// bad value is not echoed whole).
pub fn shorten(s: &str) -> String {
    const MAX: usize = 40;
    match s.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// What a key accepts.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum KeyKind {
    Int {
        min: i64,
        max: i64,
    },
    Bool,
    Choice {
        options: Vec<String>,
    },
    /// Free text (a unit name, a box name); the ruleset checks it against its data.
    Text,
    /// Comma-separated list of text items.
    List,
    /// Structured value, given through `--input FILE.json`.
    Json,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KeySpec {
    pub name: String,
    pub kind: KeyKind,
    pub help: String,
    /// Value used when the key is not given; `None` makes the key required.
    pub default: Option<Value>,
    /// What a player reads for this key (form labels, CLI help), from the ruleset's catalogue; `None`
    /// reads as the key in plain words (only test doubles leave it so: a test over every game checks).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said_label: Option<Msg>,
    /// The help a player reads, from the ruleset's catalogue; `None` reads `help` as written (the
    /// developer's note, for test doubles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said_help: Option<Msg>,
}

impl KeySpec {
    pub fn int(name: &str, min: i64, max: i64, help: &str) -> Self {
        Self {
            name: name.into(),
            kind: KeyKind::Int { min, max },
            help: help.into(),
            default: None,
            said_label: None,
            said_help: None,
        }
    }
    pub fn bool(name: &str, help: &str) -> Self {
        Self {
            name: name.into(),
            kind: KeyKind::Bool,
            help: help.into(),
            default: Some(Value::Bool(false)),
            said_label: None,
            said_help: None,
        }
    }
    pub fn choice(name: &str, options: &[&str], help: &str) -> Self {
        Self {
            name: name.into(),
            kind: KeyKind::Choice {
                options: options.iter().map(|s| s.to_string()).collect(),
            },
            help: help.into(),
            default: None,
            said_label: None,
            said_help: None,
        }
    }
    pub fn text(name: &str, help: &str) -> Self {
        Self {
            name: name.into(),
            kind: KeyKind::Text,
            help: help.into(),
            default: None,
            said_label: None,
            said_help: None,
        }
    }
    pub fn list(name: &str, help: &str) -> Self {
        Self {
            name: name.into(),
            kind: KeyKind::List,
            help: help.into(),
            default: Some(Value::Array(vec![])),
            said_label: None,
            said_help: None,
        }
    }
    pub fn json(name: &str, help: &str) -> Self {
        Self {
            name: name.into(),
            kind: KeyKind::Json,
            help: help.into(),
            default: None,
            said_label: None,
            said_help: None,
        }
    }
    pub fn default(mut self, v: impl Into<Value>) -> Self {
        self.default = Some(v.into());
        self
    }
    /// The label as a catalogue message.
    pub fn say_label(mut self, m: Msg) -> Self {
        self.said_label = Some(m);
        self
    }
    /// The help as a catalogue message.
    pub fn say_help(mut self, m: Msg) -> Self {
        self.said_help = Some(m);
        self
    }
    /// The label a player reads, as a message (the front end renders it in its language).
    pub fn label_msg(&self) -> Msg {
        match &self.said_label {
            Some(m) => m.clone(),
            None => Msg::plain(humanise_key(&self.name)),
        }
    }
    /// The help a player reads, as a message.
    pub fn help_msg(&self) -> Msg {
        match &self.said_help {
            Some(m) => m.clone(),
            // A key no ruleset says in its catalogue reads as written (the test
            // `every_key_of_every_game_is_said_from_the_catalogue` keeps this from happening).
            None => Msg::plain(self.help.clone()),
        }
    }
    /// What the key accepts, in the player's language (`0 至 3 的整数`, `是 / 否`); a choice's options
    /// are the ruleset's values, which front ends list by their labels.
    pub fn expected_in(&self, lang: Lang) -> String {
        self.expected_msg().render(lang)
    }
    /// What the key accepts, as a message (`0..=3`, `true|false`, the choice's values).
    pub fn expected_msg(&self) -> Msg {
        match &self.kind {
            KeyKind::Int { min, max } => crate::msg!("core-expect-int", min = *min, max = *max),
            KeyKind::Bool => crate::msg!("core-expect-bool"),
            KeyKind::Choice { options } => {
                crate::msg!("core-expect-choice", options = options.join("|"))
            }
            KeyKind::Text => crate::msg!("core-expect-text"),
            KeyKind::List => crate::msg!("core-expect-list"),
            KeyKind::Json => crate::msg!("core-expect-json"),
        }
    }
    pub fn optional(mut self) -> Self {
        self.default = Some(Value::Null);
        self
    }

    /// A human hint of the accepted values, e.g. `0..=3`, `true|false`.
    pub fn expected(&self) -> String {
        match &self.kind {
            KeyKind::Int { min, max } => format!("{min}..={max}"),
            KeyKind::Bool => "true|false".into(),
            KeyKind::Choice { options } => options.join("|"),
            KeyKind::Text => "text".into(),
            KeyKind::List => "comma-separated list".into(),
            KeyKind::Json => "JSON value".into(),
        }
    }

    /// Parses a command-line text value into a checked JSON value.
    pub fn parse_text(&self, raw: &str) -> Result<Value, RuleError> {
        let bad = || {
            RuleError::input(
                &self.name,
                crate::msg!(
                    "core-err-expected-got",
                    expected = self.expected_msg(),
                    got = shorten(raw)
                ),
            )
        };
        match &self.kind {
            KeyKind::Int { .. } => {
                let v: i64 = raw.trim().parse().map_err(|_| bad())?;
                self.check(&Value::from(v))
            }
            KeyKind::Bool => match raw.trim() {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                _ => Err(bad()),
            },
            KeyKind::Choice { .. } | KeyKind::Text => {
                self.check(&Value::String(raw.trim().to_string()))
            }
            KeyKind::List => Ok(Value::Array(
                raw.split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| Value::String(s.into()))
                    .collect(),
            )),
            KeyKind::Json => {
                serde_json::from_str(raw).or_else(|_| Ok(Value::String(raw.to_string())))
            }
        }
    }

    /// Checks a JSON value (from `--input`, the GUI or a journal) against the spec.
    pub fn check(&self, v: &Value) -> Result<Value, RuleError> {
        if v.is_null()
            && let Some(d) = &self.default
        {
            return Ok(d.clone());
        }
        let got = match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let bad = || {
            RuleError::input(
                &self.name,
                crate::msg!(
                    "core-err-expected-got",
                    expected = self.expected_msg(),
                    got = shorten(&got)
                ),
            )
        };
        match &self.kind {
            KeyKind::Int { min, max } => {
                let n = match v {
                    Value::Number(n) => n.as_i64().ok_or_else(bad)?,
                    Value::String(s) => s.trim().parse().map_err(|_| bad())?,
                    _ => return Err(bad()),
                };
                if n < *min || n > *max {
                    return Err(bad());
                }
                Ok(Value::from(n))
            }
            KeyKind::Bool => match v {
                Value::Bool(_) => Ok(v.clone()),
                Value::String(s) if s == "true" || s == "false" => Ok(Value::Bool(s == "true")),
                _ => Err(bad()),
            },
            KeyKind::Choice { options } => match v {
                Value::String(s) if options.iter().any(|o| o == s) => Ok(v.clone()),
                Value::Number(_) if options.contains(&got) => Ok(Value::String(got.clone())),
                _ => Err(bad()),
            },
            KeyKind::Text => match v {
                Value::String(s) if !s.is_empty() => Ok(v.clone()),
                Value::Number(_) => Ok(Value::String(got.clone())),
                _ => Err(bad()),
            },
            KeyKind::List => match v {
                Value::Array(_) => Ok(v.clone()),
                Value::String(s) => self.parse_text(s),
                _ => Err(bad()),
            },
            KeyKind::Json => Ok(v.clone()),
        }
    }
}

/// Checked inputs of one procedure or action.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Params(pub BTreeMap<String, Value>);

impl Params {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with(mut self, key: &str, v: impl Into<Value>) -> Self {
        self.0.insert(key.into(), v.into());
        self
    }

    pub fn insert(&mut self, key: &str, v: impl Into<Value>) {
        self.0.insert(key.into(), v.into());
    }

    /// Builds checked params from `KEY=VALUE` texts and an optional JSON object, rejecting unknown keys
    /// and filling defaults. The error for an unknown key lists the valid ones.
    pub fn from_inputs(
        specs: &[KeySpec],
        pairs: &[(String, String)],
        json: Option<&Map<String, Value>>,
    ) -> Result<Self, RuleError> {
        let mut raw: BTreeMap<String, Value> = BTreeMap::new();
        if let Some(obj) = json {
            for (k, v) in obj {
                raw.insert(k.replace('_', "-"), v.clone());
            }
        }
        let mut texts: BTreeMap<String, String> = BTreeMap::new();
        for (k, v) in pairs {
            // A key given twice (`units=99 units=3`) is a slip; keeping either value silently would hide it.
            if let Some(first) = texts.insert(k.replace('_', "-"), v.clone()) {
                return Err(RuleError::input(
                    &shorten(k),
                    crate::msg!(
                        "core-err-twice",
                        first = shorten(&first),
                        second = shorten(v)
                    ),
                ));
            }
        }
        let valid = || {
            specs
                .iter()
                .map(|s| s.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        for k in raw.keys().chain(texts.keys()) {
            if !specs.iter().any(|s| &s.name == k) {
                let v = valid();
                return Err(RuleError::input(
                    &shorten(k),
                    if v.is_empty() {
                        crate::msg!("core-err-unknown-key-none")
                    } else {
                        crate::msg!("core-err-unknown-key", valid = v)
                    },
                ));
            }
        }
        Self::filled(specs, |spec| {
            texts
                .get(&spec.name)
                .map(|t| spec.parse_text(t))
                .or_else(|| raw.get(&spec.name).map(|v| spec.check(v)))
        })
    }

    /// Every key of `specs` with the value `given` checked for it, else its default; a required key
    /// not given is refused. What `from_inputs` and `checked` share once the keys are known.
    fn filled(
        specs: &[KeySpec],
        given: impl Fn(&KeySpec) -> Option<Result<Value, RuleError>>,
    ) -> Result<Self, RuleError> {
        let mut out = Params::new();
        for spec in specs {
            let v = match (given(spec), &spec.default) {
                (Some(v), _) => v?,
                (None, Some(d)) => d.clone(),
                (None, None) => {
                    return Err(RuleError::input(
                        &spec.name,
                        crate::msg!("core-err-missing", expected = spec.expected_msg()),
                    ));
                }
            };
            out.0.insert(spec.name.clone(), v);
        }
        Ok(out)
    }

    /// Re-checks params (from the GUI or a journal) against specs: what [`Self::from_inputs`] gives
    /// for them as a JSON object. Keys already written with '-' (every key a front end or a journal
    /// writes) are checked where they are, without the two copies `from_inputs` makes (issue 23: every
    /// action of random play is checked so, refused tries too).
    pub fn checked(&self, specs: &[KeySpec]) -> Result<Self, RuleError> {
        if self.0.keys().any(|k| k.contains('_')) {
            let obj: Map<String, Value> = self.0.clone().into_iter().collect();
            return Self::from_inputs(specs, &[], Some(&obj));
        }
        if let Some(k) = self.0.keys().find(|k| !specs.iter().any(|s| &s.name == *k)) {
            // The same refusal, naming the same key (the first unknown one in key order).
            let obj: Map<String, Value> = [(k.clone(), Value::Null)].into_iter().collect();
            return Self::from_inputs(specs, &[], Some(&obj));
        }
        Self::filled(specs, |spec| self.0.get(&spec.name).map(|v| spec.check(v)))
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.get(key).filter(|v| !v.is_null())
    }

    pub fn int(&self, key: &str) -> Result<i64, RuleError> {
        match self.get(key) {
            None => Err(RuleError::input(
                key,
                crate::msg!(
                    "core-err-missing",
                    expected = crate::msg!("core-expect-whole")
                ),
            )),
            Some(v) => v.as_i64().ok_or_else(|| {
                RuleError::input(
                    key,
                    crate::msg!(
                        "core-err-expected-got",
                        expected = crate::msg!("core-expect-whole"),
                        got = shorten(&v.to_string())
                    ),
                )
            }),
        }
    }

    pub fn bool(&self, key: &str) -> Result<bool, RuleError> {
        match self.get(key) {
            None => Ok(false),
            Some(v) => v.as_bool().ok_or_else(|| {
                RuleError::input(
                    key,
                    crate::msg!(
                        "core-err-expected",
                        expected = crate::msg!("core-expect-bool")
                    ),
                )
            }),
        }
    }

    pub fn text(&self, key: &str) -> Result<String, RuleError> {
        match self.get(key) {
            Some(Value::String(s)) => Ok(s.clone()),
            Some(Value::Number(n)) => Ok(n.to_string()),
            None => Err(RuleError::input(
                key,
                crate::msg!(
                    "core-err-missing",
                    expected = crate::msg!("core-expect-text")
                ),
            )),
            // `scenario=[1]`: present, but a list, not a name.
            Some(other) => Err(RuleError::input(
                key,
                crate::msg!(
                    "core-err-expected-got",
                    expected = crate::msg!("core-expect-text"),
                    got = shorten(&other.to_string())
                ),
            )),
        }
    }

    pub fn opt_text(&self, key: &str) -> Option<String> {
        self.text(key).ok()
    }

    pub fn list(&self, key: &str) -> Result<Vec<String>, RuleError> {
        match self.get(key) {
            None => Ok(Vec::new()),
            Some(Value::Array(a)) => Ok(a
                .iter()
                .map(|v| match v {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect()),
            Some(Value::String(s)) => Ok(s
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect()),
            Some(other) => Err(RuleError::input(
                key,
                crate::msg!(
                    "core-err-expected-got",
                    expected = crate::msg!("core-expect-a-list"),
                    got = shorten(&other.to_string())
                ),
            )),
        }
    }

    pub fn json<T: serde::de::DeserializeOwned>(&self, key: &str) -> Result<T, RuleError> {
        let v = self.get(key).cloned().unwrap_or(Value::Null);
        serde_json::from_value(v).map_err(|e| RuleError::input(key, Msg::plain(e.to_string())))
    }

    pub fn to_json(&self) -> Value {
        Value::Object(self.0.clone().into_iter().collect())
    }
}
