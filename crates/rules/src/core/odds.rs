//! Exact odds by enumerating every sequence of die faces a procedure can consume.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::dice::DiceSource;
use super::msg::Msg;
use super::rules::RuleError;

/// One outcome and its probability; a distribution sums to 1.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    pub outcome: String,
    pub probability: f64,
    /// The outcome in players' words, when the ruleset worded it (the odds of a whole action).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<Msg>,
}

/// Enumeration stops past this many dice sequences (6^7); procedures that roll many dice
/// (one die per unit) give their distribution in closed form instead.
pub const MAX_SEQUENCES: u64 = 279_936;

/// The odds walker's own signal that a die sequence needs one more die (never shown to a player).
const NEED_MORE: &str = "core-dice-need-more";

struct PrefixDice<'a> {
    prefix: &'a [u8],
    used: usize,
}

impl DiceSource for PrefixDice<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let f = self.prefix.get(self.used).copied();
        self.used += 1;
        f.ok_or_else(|| RuleError::Dice(Msg::new(NEED_MORE)))
    }
}

/// Runs `f` for every die sequence it can consume (it may consume a variable number of dice) and
/// groups the outcomes by the key it returns. Each complete sequence of k dice weighs 6^-k.
pub fn enumerate_odds<F>(mut f: F) -> Result<Vec<Odds>, RuleError>
where
    F: FnMut(&mut dyn DiceSource) -> Result<String, RuleError>,
{
    let mut acc: BTreeMap<String, f64> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    let mut stack: Vec<Vec<u8>> = vec![Vec::new()];
    let mut visited: u64 = 0;
    while let Some(prefix) = stack.pop() {
        visited += 1;
        if visited > MAX_SEQUENCES * 2 {
            return Err(RuleError::Dice(crate::msg!("core-dice-too-many-to-count")));
        }
        let mut dice = PrefixDice {
            prefix: &prefix,
            used: 0,
        };
        match f(&mut dice) {
            Ok(key) => {
                if dice.used < prefix.len() {
                    // The procedure consumed fewer dice than this branch fixed: it never branches here.
                    continue;
                }
                let p = (1.0f64 / 6.0).powi(prefix.len() as i32);
                if !acc.contains_key(&key) {
                    order.push(key.clone());
                }
                *acc.entry(key).or_insert(0.0) += p;
            }
            Err(RuleError::Dice(m)) if m.id() == Some(NEED_MORE) => {
                for face in (1..=6).rev() {
                    let mut next = prefix.clone();
                    next.push(face);
                    stack.push(next);
                }
            }
            Err(e) => return Err(e),
        }
    }
    Ok(order
        .into_iter()
        .map(|k| Odds {
            probability: acc[&k],
            outcome: k,
            label: None,
        })
        .collect())
}

/// [`enumerate_odds`] with outcomes worded in both languages (grouped by their English words).
pub fn enumerate_odds_text<F>(mut f: F) -> Result<Vec<Odds>, RuleError>
where
    F: FnMut(&mut dyn DiceSource) -> Result<Msg, RuleError>,
{
    // Outcomes are grouped by the message as data (cheap to compare), worded once per outcome.
    let mut words: BTreeMap<String, Msg> = BTreeMap::new();
    let mut odds = enumerate_odds(|d| {
        let t = f(d)?;
        let key = format!("{t:?}");
        words.entry(key.clone()).or_insert(t);
        Ok(key)
    })?;
    for o in &mut odds {
        o.label = words.remove(&o.outcome);
        if let Some(l) = &o.label {
            o.outcome = l.en();
        }
    }
    Ok(odds)
}

/// Exact binomial distribution of hits when `n` dice each hit with probability `p_hit` (e.g. 4–6 = 1/2).
pub fn binomial(n: u32, p_hit: f64, label: impl Fn(u32) -> String) -> Vec<Odds> {
    let mut out = Vec::with_capacity(n as usize + 1);
    for k in 0..=n {
        let mut c = 1.0f64;
        for i in 0..k {
            c = c * f64::from(n - i) / f64::from(i + 1);
        }
        let p = c * p_hit.powi(k as i32) * (1.0 - p_hit).powi((n - k) as i32);
        out.push(Odds {
            outcome: label(k),
            probability: p,
            label: None,
        });
    }
    out
}
