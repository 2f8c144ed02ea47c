//! Typed actions and outcomes: a ruleset reads an action's params into a `#[derive(Deserialize)]` struct
//! (kebab-case keys, `deny_unknown_fields`), so a missing, unknown or mistyped key is an error that names
//! the key, never a silent default. The key specs a front end shows are written next to the struct
//! ([`TypedAction::keys`]) and [`check_keys_match`] (run in each game's tests) proves they name exactly the
//! struct's fields, so the two cannot drift apart.

use serde::de::{self, DeserializeOwned, Visitor};
use serde::{Deserialize, Serialize};

use super::msg::Msg;
use super::params::{KeySpec, Params};
use super::rules::RuleError;

/// An action's inputs as a typed struct.
pub trait TypedAction: DeserializeOwned {
    /// The action name as submitted (`session act FILE NAME`).
    const NAME: &'static str;
    /// One spec per field, in the order a form shows them.
    fn keys() -> Vec<KeySpec>;
}

/// Reads checked params into a typed struct. Serde's messages are turned into one line naming the key:
/// a value's own fault (a wrong type, an unknown choice) by the path `serde_path_to_error` tracks, the
/// struct's complaints (a key missing, unknown or repeated) by the key inside the message.
pub fn parse<T: DeserializeOwned>(params: &Params) -> Result<T, RuleError> {
    let v = params.to_json();
    serde_path_to_error::deserialize(v).map_err(|e| {
        let msg = e.inner().to_string();
        let path = e.path().to_string();
        // "units[2]" or "castles.level": the key is the first segment.
        let key = path
            .split(['.', '['])
            .next()
            .filter(|k| !k.is_empty() && *k != "?");
        let about_keys = ["missing field", "unknown field", "duplicate field"]
            .iter()
            .any(|p| msg.starts_with(p));
        match key {
            Some(k) if !about_keys => RuleError::input(k, value_fault(&msg)),
            _ => from_serde(&msg),
        }
    })
}

/// Serde's complaint about one value, in the words the other input checks use ("expected a|b, got c").
fn value_fault(msg: &str) -> Msg {
    let msg = msg.split(" at line").next().unwrap_or(msg);
    let ticked: Vec<&str> = msg.split('`').skip(1).step_by(2).collect();
    match ticked.split_first() {
        Some((got, options)) if msg.starts_with("unknown variant") && !options.is_empty() => {
            crate::msg!(
                "core-err-expected-got",
                expected = crate::msg!("core-expect-choice", options = options.join("|")),
                got = *got
            )
        }
        // Serde's own words about a value's type ("invalid type: string, expected u8"): kept as a
        // detail inside a sentence of ours.
        _ => crate::msg!("core-err-bad-value", detail = msg.replace('`', "")),
    }
}

/// Turns a serde message (`missing field \`to\``, `unknown field \`x\`, expected one of …`) into a
/// [`RuleError::Input`] that names the key.
fn from_serde(msg: &str) -> RuleError {
    let key = msg
        .split('`')
        .nth(1)
        .filter(|k| !k.is_empty() && k.len() < 60)
        .unwrap_or("input");
    let what = if msg.starts_with("missing field") {
        crate::msg!("core-err-required")
    } else if msg.starts_with("unknown field") {
        crate::msg!("core-err-not-a-key")
    } else if msg.starts_with("duplicate field") {
        crate::msg!("core-err-given-twice")
    } else {
        crate::msg!(
            "core-err-bad-value",
            detail = msg.split(" at line").next().unwrap_or(msg)
        )
    };
    RuleError::input(key, what)
}

/// The field names serde would read for `T` (the kebab-case keys), without a value of `T`.
pub fn struct_fields<T: DeserializeOwned>() -> Vec<&'static str> {
    struct Probe(Vec<&'static str>);
    #[derive(Debug)]
    struct Stop;
    impl std::fmt::Display for Stop {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("probe")
        }
    }
    impl std::error::Error for Stop {}
    impl de::Error for Stop {
        fn custom<M: std::fmt::Display>(_: M) -> Self {
            Stop
        }
    }
    impl<'de> de::Deserializer<'de> for &mut Probe {
        type Error = Stop;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
            Err(Stop)
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0 = fields.to_vec();
            Err(Stop)
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option
            unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
        }
    }
    let mut p = Probe(Vec::new());
    let _ = T::deserialize(&mut p);
    p.0
}

/// Fails (naming the difference) when an action's specs and its struct's fields disagree.
pub fn check_keys_match<T: TypedAction>() -> Result<(), String> {
    let mut fields: Vec<&str> = struct_fields::<T>();
    let mut keys: Vec<String> = T::keys().into_iter().map(|k| k.name).collect();
    fields.sort_unstable();
    keys.sort();
    if fields == keys {
        Ok(())
    } else {
        Err(format!(
            "action {}: struct fields {fields:?} but key specs {keys:?}",
            T::NAME
        ))
    }
}

/// An empty action (no inputs): `{}` and nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoInputs {}
