//! How the core's refusals read (issue 20): a [`RuleError`] becomes one message naming the key by its
//! label and the rule by its number; every word is in `locales/<lang>/core.ftl`.

use super::msg::Msg;
use super::params::KeySpec;
use super::rules::RuleError;
use super::text::Lang;

/// A refusal in `lang`, the key named by its label in `keys`.
pub fn error_in(e: &RuleError, lang: Lang, keys: &[KeySpec]) -> String {
    e.msg(keys).render(lang)
}

/// The label of the key an input error names: the spec's own label, the dice for `roll`, else the key
/// as it is.
pub fn key_label(keys: &[KeySpec], field: &str) -> Msg {
    if let Some(k) = keys.iter().find(|k| k.name == field) {
        return k.label_msg();
    }
    match field {
        "roll" => crate::msg!("core-key-dice"),
        "input" => crate::msg!("core-key-input"),
        _ => Msg::plain(field.replace(['-', '_'], " ")),
    }
}
