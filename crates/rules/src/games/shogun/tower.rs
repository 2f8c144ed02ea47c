//! The cube tower (骰塔, rule 7.1 and digest P1) as a model: cubes stuck inside are hidden state, the tray
//! is what came out. Each entering cube sticks with probability `stick`; each cube already inside comes
//! loose with probability `release` per throw. The rules give no numbers (see `tables/shogun/game.toml`);
//! [`calibrate`] fits both to throws logged at the table. Every random draw is made from d6 faces.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::core::{DiceSource, RuleError};
use crate::msg;

/// Cubes by colour (`red`, …, `green` = peasants).
pub type Cubes = BTreeMap<String, u32>;

pub fn total(c: &Cubes) -> u32 {
    c.values().sum()
}

pub fn add(into: &mut Cubes, from: &Cubes) {
    for (k, v) in from {
        if *v > 0 {
            *into.entry(k.clone()).or_insert(0) += v;
        }
    }
}

/// Removes `n` cubes of colour `c` (as many as there are); returns how many were removed.
pub fn take(from: &mut Cubes, c: &str, n: u32) -> u32 {
    let have = from.get(c).copied().unwrap_or(0);
    let t = have.min(n);
    if have - t == 0 {
        from.remove(c);
    } else {
        from.insert(c.to_string(), have - t);
    }
    t
}

pub fn count(c: &Cubes, colour: &str) -> u32 {
    c.get(colour).copied().unwrap_or(0)
}

/// `red:3,green:1` → cubes. Errors name the key.
pub fn parse_cubes(key: &str, text: &str) -> Result<Cubes, RuleError> {
    let mut out = Cubes::new();
    // The app writes an empty tray or tower as "none" (`cubes_text`); the same word reads back.
    if matches!(text.trim().to_ascii_lowercase().as_str(), "none" | "empty") {
        return Ok(out);
    }
    for part in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (c, n) = part.split_once(':').ok_or_else(|| {
            RuleError::input(key, msg!("shogun-err-colour-count-pair", got = part))
        })?;
        let c = c.trim().to_ascii_lowercase();
        let c = if c == "peasant" || c == "peasants" {
            super::data::PEASANT.to_string()
        } else {
            c
        };
        if !super::data::COLOURS.contains(&c.as_str()) && c != super::data::PEASANT {
            return Err(RuleError::input(
                key,
                msg!(
                    "shogun-err-unknown-colour",
                    got = c.clone(),
                    colours = format!(
                        "{}, {}",
                        super::data::COLOURS.join(", "),
                        super::data::PEASANT
                    )
                ),
            ));
        }
        let n: u32 = n
            .trim()
            .parse()
            .map_err(|_| RuleError::input(key, msg!("shogun-err-count", got = n)))?;
        if n > 0 {
            let t = out.entry(c.clone()).or_insert(0);
            *t = t.saturating_add(n);
            // Rule 2.1: 62 army cubes per colour. Peasants are virtual in play (P20: stand-ins may
            // replace the 20 green cubes while they are stuck), so only a sanity bound applies here.
            let cap = if c == super::data::PEASANT {
                MAX_PEASANTS
            } else {
                ARMY_CUBES
            };
            if *t > cap {
                return Err(RuleError::input(
                    key,
                    msg!(
                        "shogun-err-cube-cap",
                        n = *t,
                        colour = super::say::colour(&c),
                        cap = cap,
                        rule = super::say::rule("1.(2)")
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// Rule 2.1: 62 army cubes of each player colour and 20 peasant (green) cubes are in the box.
pub fn box_count(colour: &str) -> u32 {
    if colour == super::data::PEASANT {
        PEASANTS_IN_BOX
    } else {
        ARMY_CUBES
    }
}

/// Rule 2.1: army cubes per colour.
pub const ARMY_CUBES: u32 = 62;
/// Rule 2.1: peasant cubes in the box.
pub const PEASANTS_IN_BOX: u32 = 20;
/// P20: peasants are virtual in play; more than this many in one place is damage, not play.
pub const MAX_PEASANTS: u32 = 999;

/// Refuses more cubes of a colour thrown in, inside, or both together than the box holds (rule 2.1):
/// a throw described for the `tower` procedure is a physical one (ruling: there the 20 green cubes of
/// the box are the limit, while play counts peasants as virtual, P20).
pub fn check_box(thrown: &Cubes, inside: &Cubes) -> Result<(), RuleError> {
    for (key, c) in [("inside", inside), ("thrown", thrown)] {
        for (colour, n) in c {
            let cap = box_count(colour);
            if *n > cap {
                return Err(RuleError::input(
                    key,
                    msg!(
                        "shogun-err-box-cap",
                        n = *n,
                        colour = super::say::colour(colour),
                        cap = cap
                    ),
                ));
            }
        }
    }
    let mut all = thrown.clone();
    add(&mut all, inside);
    for (colour, n) in &all {
        let cap = box_count(colour);
        if *n > cap {
            return Err(RuleError::input(
                "thrown",
                msg!(
                    "shogun-err-box-cap-both",
                    n = *n,
                    colour = super::say::colour(colour),
                    cap = cap
                ),
            ));
        }
    }
    Ok(())
}

pub fn cubes_text(c: &Cubes) -> String {
    if c.is_empty() {
        return "none".into();
    }
    c.iter()
        .map(|(k, v)| format!("{k}:{v}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// Cubes in words, colour by colour ("red 3, peasants 1"); "none" when empty.
pub fn cubes_msg(c: &Cubes) -> crate::core::Msg {
    use crate::core::{Msg, Sep};
    if c.is_empty() {
        return crate::msg!("shogun-cubes-none");
    }
    Msg::join(
        c.iter().map(|(k, v)| {
            if k == super::data::PEASANT {
                crate::msg!("shogun-cubes-peasants", n = *v)
            } else {
                crate::msg!("shogun-cubes-of", player = super::say::colour(k), n = *v)
            }
        }),
        Sep::Comma,
    )
}

/// The model's two probabilities.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Model {
    pub stick: f64,
    pub release: f64,
}

impl Default for Model {
    /// The shipped placeholder (see `tables/shogun/game.toml`).
    fn default() -> Self {
        Model {
            stick: 1.0 / 3.0,
            release: 1.0 / 3.0,
        }
    }
}

/// A probability 0..=1 typed as `0.3`, `30%` or `1/3`. Errors name the key.
pub fn parse_probability(key: &str, t: &str) -> Result<f64, RuleError> {
    let t = t.trim();
    let v = if let Some(p) = t.strip_suffix('%') {
        p.trim().parse::<f64>().map(|x| x / 100.0).ok()
    } else if let Some((a, b)) = t.split_once('/') {
        match (a.trim().parse::<f64>(), b.trim().parse::<f64>()) {
            (Ok(a), Ok(b)) if b > 0.0 => Some(a / b),
            _ => None,
        }
    } else {
        t.parse::<f64>().ok()
    };
    match v {
        Some(x) if (0.0..=1.0).contains(&x) => Ok(x),
        _ => Err(RuleError::input(
            key,
            msg!("shogun-err-probability", got = t),
        )),
    }
}

/// True with probability `p`, from d6 faces read as base-6 digits of a uniform number, compared with `p`
/// digit by digit (about 1.2 dice per draw; exact to 6^-12).
pub fn bernoulli(p: f64, dice: &mut dyn DiceSource) -> Result<bool, RuleError> {
    if p <= 0.0 {
        return Ok(false);
    }
    if p >= 1.0 {
        return Ok(true);
    }
    let mut x = p;
    for _ in 0..12 {
        x *= 6.0;
        let digit = x.floor();
        x -= digit;
        let f = f64::from(dice.d6()? - 1);
        if f < digit {
            return Ok(true);
        }
        if f > digit {
            return Ok(false);
        }
    }
    Ok(false)
}

/// A uniform index 0..n from d6 faces (base-6 digits with rejection), for shuffles and random draws:
/// [`crate::core::dice::uniform`] (issue 23: one bounded pick shared with Sekigahara's card draw; the same
/// faces give the same index as before, so old saves replay exactly).
pub use crate::core::dice::uniform;

/// Fisher–Yates with d6-drawn indices.
pub fn shuffle<T>(items: &mut [T], dice: &mut dyn DiceSource) -> Result<(), RuleError> {
    for i in (1..items.len()).rev() {
        let j = uniform(i + 1, dice)?;
        items.swap(i, j);
    }
    Ok(())
}

/// One throw through the model: returns (out, inside after).
pub fn throw(
    model: Model,
    thrown: &Cubes,
    inside: &Cubes,
    dice: &mut dyn DiceSource,
) -> Result<(Cubes, Cubes), RuleError> {
    let mut out = Cubes::new();
    let mut after = Cubes::new();
    for (c, n) in thrown {
        for _ in 0..*n {
            if bernoulli(model.stick, dice)? {
                *after.entry(c.clone()).or_insert(0) += 1;
            } else {
                *out.entry(c.clone()).or_insert(0) += 1;
            }
        }
    }
    for (c, n) in inside {
        for _ in 0..*n {
            if bernoulli(model.release, dice)? {
                *out.entry(c.clone()).or_insert(0) += 1;
            } else {
                *after.entry(c.clone()).or_insert(0) += 1;
            }
        }
    }
    Ok((out, after))
}

/// A real throw as typed at the table: what went in and what came out. The cubes inside after are
/// inside + thrown − out; more out of a colour than could come out is an error naming `key`.
pub fn typed_throw(
    key: &str,
    thrown: &Cubes,
    inside: &Cubes,
    out: &Cubes,
) -> Result<Cubes, RuleError> {
    let mut pool = inside.clone();
    add(&mut pool, thrown);
    for (c, n) in out {
        let have = count(&pool, c);
        if *n > have {
            return Err(RuleError::input(
                key,
                msg!(
                    "shogun-err-typed-out",
                    n = *n,
                    colour = super::say::colour(c),
                    have = have
                ),
            ));
        }
        take(&mut pool, c, *n);
    }
    Ok(pool)
}

fn binom_pmf(n: u32, p: f64) -> Vec<f64> {
    let mut v = vec![0.0; n as usize + 1];
    let mut c = 1.0f64;
    for k in 0..=n {
        if k > 0 {
            c = c * f64::from(n - k + 1) / f64::from(k);
        }
        v[k as usize] = c * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32);
    }
    v
}

/// Distribution of the number of cubes out when `thrown` enter and `inside` are stuck (exact).
pub fn out_distribution(model: Model, thrown: u32, inside: u32) -> Vec<f64> {
    let a = binom_pmf(thrown, 1.0 - model.stick);
    let b = binom_pmf(inside, model.release);
    let mut v = vec![0.0; (thrown + inside) as usize + 1];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            v[i + j] += x * y;
        }
    }
    v
}

/// One logged throw for calibration: cubes in, cubes out (totals).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedThrow {
    pub cubes_in: u32,
    pub cubes_out: u32,
}

/// `8:5,10:7` → throws (in:out). Errors name the key.
pub fn parse_throws(key: &str, t: &str) -> Result<Vec<LoggedThrow>, RuleError> {
    let mut v = Vec::new();
    for part in t.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (a, b) = part
            .split_once(':')
            .ok_or_else(|| RuleError::input(key, msg!("shogun-err-in-out", got = part)))?;
        let p = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| RuleError::input(key, msg!("shogun-err-in-out", got = part)))
        };
        v.push(LoggedThrow {
            cubes_in: p(a)?,
            cubes_out: p(b)?,
        });
    }
    Ok(v)
}

/// The result of a calibration.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Fit {
    pub model: Model,
    pub throws: usize,
    pub log_likelihood: f64,
    /// About one standard error of each probability (from the curvature of the likelihood at the fit).
    pub stick_error: f64,
    pub release_error: f64,
}

/// P1 ruling: fewer throws than this do not make a fit (two probabilities from a handful of totals are
/// guesses; `throws=10:0,10:0` would "fit" a tower that keeps everything).
pub const MIN_THROWS: usize = 10;
/// P1 ruling: a fit this close to "keeps every cube" (release below, or stick above) is refused: over
/// a game such a model would swallow most cubes, and a real tower lets stuck cubes out again.
pub const MIN_RELEASE: f64 = 0.05;
pub const MAX_STICK: f64 = 0.95;
/// P1 ruling: a fit whose error (one standard error) is wider than this is refused as too uncertain.
pub const MAX_ERROR: f64 = 0.2;

fn log_likelihood(model: Model, throws: &[LoggedThrow], start_inside: u32) -> Option<f64> {
    let mut inside = start_inside;
    let mut ll = 0.0;
    for t in throws {
        let d = out_distribution(model, t.cubes_in, inside);
        let p = d.get(t.cubes_out as usize).copied().unwrap_or(0.0);
        if p <= 0.0 {
            return None;
        }
        ll += p.ln();
        inside = inside.checked_add(t.cubes_in)?.checked_sub(t.cubes_out)?;
    }
    Some(ll)
}

fn runs_likelihood(model: Model, runs: &[(&[LoggedThrow], u32)]) -> Option<f64> {
    let mut ll = 0.0;
    for (throws, start) in runs {
        ll += log_likelihood(model, throws, *start)?;
    }
    Some(ll)
}

/// Cubes one throw may hold (all 5 colours and more than the box's peasants): beyond it a log is damage.
pub const MAX_THROW: u32 = 5 * ARMY_CUBES + 2 * PEASANTS_IN_BOX;
/// Throws fitted at once (a whole game logs about a hundred).
pub const MAX_THROWS: usize = 1000;

/// Digest P1: fits `stick` and `release` by maximum likelihood to a sequence of throws that starts with
/// `start_inside` cubes in the tower (0 after emptying it). See [`calibrate_runs`].
pub fn calibrate(throws: &[LoggedThrow], start_inside: u32) -> Result<Fit, RuleError> {
    calibrate_runs(&[(throws, start_inside)])
}

/// Digest P1: fits `stick` and `release` by maximum likelihood to one or more independent sequences of
/// throws, each from a known number of cubes inside (0 after emptying the tower). The cubes inside
/// before each throw follow from the log (inside + in − out), so the likelihood of each throw is
/// exact. Grid search, then a finer grid around the best point; the error of each probability comes
/// from the curvature of the likelihood there. Refused (P1 rulings): fewer than [`MIN_THROWS`] throws,
/// a fit that would keep (almost) every cube, and a fit too uncertain to use.
pub fn calibrate_runs(runs: &[(&[LoggedThrow], u32)]) -> Result<Fit, RuleError> {
    let n: usize = runs.iter().map(|(t, _)| t.len()).sum();
    if n == 0 {
        return Err(RuleError::input("throws", msg!("shogun-err-no-throws")));
    }
    for (throws, start) in runs {
        let mut inside = *start;
        for (i, t) in throws.iter().enumerate() {
            if t.cubes_in > MAX_THROW {
                return Err(RuleError::input(
                    "throws",
                    msg!(
                        "shogun-err-throw-big",
                        i = i + 1,
                        n = t.cubes_in,
                        max = MAX_THROW
                    ),
                ));
            }
            inside = inside
                .checked_add(t.cubes_in)
                .and_then(|x| x.checked_sub(t.cubes_out))
                .ok_or_else(|| {
                    RuleError::input("throws", msg!("shogun-err-throw-more-out", i = i + 1))
                })?;
            if inside > MAX_THROW {
                return Err(RuleError::input(
                    "throws",
                    msg!("shogun-err-throw-inside", i = i + 1, n = inside),
                ));
            }
        }
    }
    if n > MAX_THROWS {
        return Err(RuleError::input(
            "throws",
            msg!("shogun-err-throws-many", n = n, max = MAX_THROWS),
        ));
    }
    if n < MIN_THROWS {
        return Err(RuleError::input(
            "throws",
            msg!(
                "shogun-err-throws-few",
                n = n,
                min = MIN_THROWS,
                rule = super::say::ruling(1)
            ),
        ));
    }
    let mut best: Option<(f64, Model)> = None;
    let search = |best: &mut Option<(f64, Model)>,
                  lo_s: f64,
                  hi_s: f64,
                  lo_r: f64,
                  hi_r: f64,
                  steps: u32| {
        for i in 0..=steps {
            for j in 0..=steps {
                let m = Model {
                    stick: lo_s + (hi_s - lo_s) * f64::from(i) / f64::from(steps),
                    release: lo_r + (hi_r - lo_r) * f64::from(j) / f64::from(steps),
                };
                if let Some(ll) = runs_likelihood(m, runs)
                    && best.is_none_or(|(b, _)| ll > b)
                {
                    *best = Some((ll, m));
                }
            }
        }
    };
    search(&mut best, 0.0, 1.0, 0.0, 1.0, 50);
    if let Some((_, m)) = best {
        let (s, r) = (m.stick, m.release);
        search(
            &mut best,
            (s - 0.02).max(0.0),
            (s + 0.02).min(1.0),
            (r - 0.02).max(0.0),
            (r + 0.02).min(1.0),
            16,
        );
    }
    let (ll, model) =
        best.ok_or_else(|| RuleError::input("throws", msg!("shogun-err-no-model")))?;
    if model.release < MIN_RELEASE || model.stick > MAX_STICK {
        return Err(RuleError::input(
            "throws",
            msg!(
                "shogun-err-fit-keeps",
                n = n,
                stick = format!("{:.2}", model.stick),
                release = format!("{:.2}", model.release),
                rule = super::say::ruling(1)
            ),
        ));
    }
    let (stick_error, release_error) = errors(model, runs).ok_or_else(|| {
        RuleError::input(
            "throws",
            msg!("shogun-err-fit-loose", n = n, rule = super::say::ruling(1)),
        )
    })?;
    if stick_error > MAX_ERROR || release_error > MAX_ERROR {
        return Err(RuleError::input(
            "throws",
            msg!(
                "shogun-err-fit-uncertain",
                n = n,
                stick = format!("{:.2} ± {stick_error:.2}", model.stick),
                release = format!("{:.2} ± {release_error:.2}", model.release),
                rule = super::say::ruling(1)
            ),
        ));
    }
    Ok(Fit {
        model,
        throws: n,
        log_likelihood: ll,
        stick_error,
        release_error,
    })
}

/// One standard error of each probability: the inverse of the negative Hessian of the log-likelihood
/// at the fit, by central differences. `None` where the surface is not curved downwards there.
fn errors(m: Model, runs: &[(&[LoggedThrow], u32)]) -> Option<(f64, f64)> {
    let h = 0.005;
    let s = m.stick.clamp(h, 1.0 - h);
    let r = m.release.clamp(h, 1.0 - h);
    let f = |ds: f64, dr: f64| {
        runs_likelihood(
            Model {
                stick: s + ds,
                release: r + dr,
            },
            runs,
        )
    };
    let f0 = f(0.0, 0.0)?;
    let fss = (f(h, 0.0)? - 2.0 * f0 + f(-h, 0.0)?) / (h * h);
    let frr = (f(0.0, h)? - 2.0 * f0 + f(0.0, -h)?) / (h * h);
    let fsr = (f(h, h)? - f(h, -h)? - f(-h, h)? + f(-h, -h)?) / (4.0 * h * h);
    // Information matrix I = −H; covariance = I⁻¹.
    let (a, b, d) = (-fss, -fsr, -frr);
    let det = a * d - b * b;
    if !(a > 0.0 && d > 0.0 && det > 0.0 && det.is_finite()) {
        return None;
    }
    let var_s = d / det;
    let var_r = a / det;
    Some((var_s.sqrt(), var_r.sqrt()))
}
