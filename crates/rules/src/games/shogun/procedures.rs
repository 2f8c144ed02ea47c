//! The Shogun procedures that `gunbai resolve shogun PROC` runs without a session. Session actions call
//! the same functions in `war.rs` and `tower.rs`.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::data::{COLOURS, PEASANT, ShogunData, Side};
use super::say::{self, rule, ruling};
use super::tower::{self, Model};
use super::war::{self, Bid, Kind, ScoredProvince, Winner};
use crate::core::odds::Odds;
use crate::core::{DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep};
use crate::msg;

pub const GAME: &str = "shogun";

/// The procedures `gunbai resolve shogun PROC` runs (issue 20: one type; the id is the edge's word and
/// the resolution's record).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Procedure {
    Winter,
    War,
    TurnOrder,
    Score,
    Tower,
    Calibrate,
}

impl Procedure {
    pub const ALL: [Procedure; 6] = [
        Procedure::Winter,
        Procedure::War,
        Procedure::TurnOrder,
        Procedure::Score,
        Procedure::Tower,
        Procedure::Calibrate,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Procedure::Winter => "winter",
            Procedure::War => "war",
            Procedure::TurnOrder => "turn-order",
            Procedure::Score => "score",
            Procedure::Tower => "tower",
            Procedure::Calibrate => "calibrate",
        }
    }

    pub fn from_id(id: &str) -> Option<Procedure> {
        Procedure::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// The procedures, each key with its label and help from the catalogue
/// (`shogun-proc-<procedure>-<key>-label` / `-help`).
pub fn specs() -> Vec<ProcedureSpec> {
    let mut v = raw_specs();
    for p in &mut v {
        let id = p.id.clone();
        p.keys = std::mem::take(&mut p.keys)
            .into_iter()
            .map(|k| {
                let label = Msg::dynamic(format!("shogun-proc-{id}-{}-label", k.name));
                let help = Msg::dynamic(format!("shogun-proc-{id}-{}-help", k.name));
                k.say_label(label).say_help(help)
            })
            .collect();
    }
    v
}

fn raw_specs() -> Vec<ProcedureSpec> {
    vec![
        ProcedureSpec {
            id: Procedure::Winter.id().into(),
            title: msg!("shogun-proc-winter"),
            rule: "3".into(),
            keys: vec![
                KeySpec::int("provinces", 0, 45, "province cards the player holds"),
                KeySpec::int("rice", 0, 200, "the player's rice before the winter loss"),
                KeySpec::int(
                    "event-loss",
                    0,
                    20,
                    "rice loss of the event card left face up",
                ),
                KeySpec::bool(
                    "literal",
                    "compare the cards with the loss itself (the literal wording) instead of the rice left",
                ),
            ],
            dice: msg!("shogun-dice-none"),
        },
        ProcedureSpec {
            id: Procedure::War.id().into(),
            title: msg!("shogun-proc-war"),
            rule: "5".into(),
            keys: vec![
                KeySpec::choice(
                    "kind",
                    &[
                        "invasion",
                        "expansion",
                        "collection-revolt",
                        "winter-revolt",
                    ],
                    "which battle",
                ),
                KeySpec::int("attacker-out", 0, 99, "attacker's cubes in the tray").default(0),
                KeySpec::int(
                    "defender-out",
                    0,
                    99,
                    "defender's (owner's) cubes in the tray",
                )
                .default(0),
                KeySpec::int("peasants-out", 0, 99, "peasant (green) cubes in the tray").default(0),
                KeySpec::bool(
                    "revolt-marker",
                    "the province has at least one revolt marker",
                ),
            ],
            dice: msg!("shogun-dice-tower"),
        },
        ProcedureSpec {
            id: Procedure::TurnOrder.id().into(),
            title: msg!("shogun-proc-turn-order"),
            rule: "2.(5)".into(),
            keys: vec![
                KeySpec::text(
                    "bids",
                    "colour:bid, bid = 0..4, card or none (red:3,blue:card)",
                ),
                KeySpec::text("coins", "colour:coins before paying (red:5,blue:2)"),
            ],
            dice: msg!("shogun-dice-ties"),
        },
        ProcedureSpec {
            id: Procedure::Score.id().into(),
            title: msg!("shogun-proc-score"),
            rule: "3.(3)".into(),
            keys: vec![
                KeySpec::choice("side", &["sun", "moon"], "board side"),
                KeySpec::json(
                    "provinces",
                    "[{name, owner, castle, temple, theatre}] (owner null for neutral)",
                ),
            ],
            dice: msg!("shogun-dice-none"),
        },
        ProcedureSpec {
            id: Procedure::Tower.id().into(),
            title: msg!("shogun-proc-tower"),
            rule: "5".into(),
            keys: vec![
                KeySpec::text("thrown", "cubes thrown in, colour:count (red:3,green:1)"),
                KeySpec::text("inside", "cubes stuck inside before the throw").optional(),
                KeySpec::text(
                    "stick",
                    "chance that an entering cube sticks (0.33, 33% or 1/3)",
                )
                .optional(),
                KeySpec::text("release", "chance that a stuck cube comes loose per throw")
                    .optional(),
            ],
            dice: msg!("shogun-dice-digits"),
        },
        ProcedureSpec {
            id: Procedure::Calibrate.id().into(),
            title: msg!("shogun-proc-calibrate"),
            rule: "5".into(),
            keys: vec![
                KeySpec::text(
                    "throws",
                    "cubes in:cubes out per throw, in order (8:5,10:7); at least 10 throws",
                ),
                KeySpec::int(
                    "start-inside",
                    0,
                    200,
                    "cubes inside the tower before the first throw",
                )
                .default(0),
            ],
            dice: msg!("shogun-dice-none"),
        },
    ]
}

fn colour_map(key: &str, t: &str) -> Result<Vec<(String, String)>, RuleError> {
    let mut v: Vec<(String, String)> = Vec::new();
    for part in t.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (c, x) = part
            .split_once(':')
            .ok_or_else(|| RuleError::input(key, msg!("shogun-err-colour-value", got = part)))?;
        let c = c.trim().to_ascii_lowercase();
        if !COLOURS.contains(&c.as_str()) {
            return Err(RuleError::input(
                key,
                msg!(
                    "shogun-err-unknown-colour",
                    got = c.clone(),
                    colours = COLOURS.join(", ")
                ),
            ));
        }
        if v.iter().any(|(k, _)| *k == c) {
            return Err(RuleError::input(
                key,
                msg!("shogun-err-twice", value = c.clone()),
            ));
        }
        v.push((c, x.trim().to_string()));
    }
    if v.is_empty() {
        return Err(RuleError::input(key, msg!("shogun-err-colour-pairs")));
    }
    Ok(v)
}

pub fn parse_bids(t: &str) -> Result<Vec<(String, Bid)>, RuleError> {
    colour_map("bids", t)?
        .into_iter()
        .map(|(c, b)| Ok((c, Bid::parse("bids", &b)?)))
        .collect()
}

pub fn parse_coins(t: &str) -> Result<BTreeMap<String, u32>, RuleError> {
    colour_map("coins", t)?
        .into_iter()
        .map(|(c, n)| {
            n.parse::<u32>()
                .map(|n| (c, n))
                .map_err(|_| RuleError::input("coins", msg!("shogun-err-number", got = n.clone())))
        })
        .collect()
}

pub fn winter_res(
    data: &ShogunData,
    provinces: u32,
    rice: u32,
    loss: u32,
    literal: bool,
) -> Resolution {
    let w = war::winter(data, provinces, rice, loss, literal);
    let mut r = Resolution::new(GAME, Procedure::Winter.id());
    r.set("rice_after", w.rice_after)
        .set("shortage", w.shortage)
        .set("revolting_provinces", w.revolting_provinces)
        .set("peasant_cubes", w.peasant_cubes)
        .rule("3");
    r.log(msg!(
        "shogun-res-winter",
        rice = rice,
        loss = loss,
        after = w.rice_after,
        rule1 = rule("3.(1)"),
        n = provinces,
        against = if literal { loss } else { w.rice_after },
        shortage = w.shortage,
        reading = if literal {
            msg!("shogun-res-literal", rule = rule("3.(2)"))
        } else {
            msg!(
                "shogun-res-rice-left",
                rule = say::and(rule("3.(2)"), ruling(6))
            )
        }
    ));
    if w.revolting_provinces > 0 {
        r.log(msg!(
            "shogun-res-winter-revolts",
            n = w.revolting_provinces,
            peasants = w.peasant_cubes,
            rule = say::and(rule("5.(3)B"), ruling(8))
        ));
    }
    r
}

pub fn war_res(kind: Kind, a: u32, d: u32, p: u32, marker: bool) -> Resolution {
    let w = war::resolve(kind, a, d, p, marker);
    let mut r = Resolution::new(GAME, Procedure::War.id());
    r.set("winner", name(&w.winner))
        .set("province", name(&w.province))
        .set("attacker_placed", w.attacker_placed)
        .set("defender_placed", w.defender_placed)
        .set("attacker_returned", w.attacker_returned)
        .set("defender_returned", w.defender_returned)
        .set("peasants_to_bank", w.peasants_to_bank)
        .set("peasants_stay", w.peasants_stay)
        .set("revolt_marker_added", w.revolt_marker_added)
        .set("clear_province", w.clear_province)
        .rule(kind.rule());
    let counts = if kind.is_revolt() {
        msg!("shogun-res-counts-revolt", owner = d, rebels = p)
    } else if kind == Kind::Expansion {
        msg!("shogun-res-counts-expansion", attacker = a, peasants = p)
    } else {
        msg!(
            "shogun-res-counts-invasion",
            attacker = a,
            defender = d,
            peasants = p
        )
    };
    let outcome = match (w.winner, kind.is_revolt()) {
        (Winner::Tie, _) => msg!("shogun-res-tie"),
        (Winner::Attacker, true) => msg!("shogun-res-rebels-win"),
        (Winner::Defender, true) => msg!("shogun-res-owner-wins"),
        (Winner::Attacker, false) => msg!("shogun-res-attacker-wins"),
        (Winner::Defender, false) => msg!("shogun-res-defence-holds"),
    };
    r.log(msg!(
        "shogun-res-war",
        kind = Msg::dynamic(format!("shogun-kind-{}", kind.id())),
        rule = rule(kind.rule()),
        counts = counts,
        outcome = outcome
    ));
    r
}

/// The kebab-case name of a small enum.
pub fn name<T: serde::Serialize>(x: &T) -> String {
    match serde_json::to_value(x) {
        Ok(Value::String(s)) => s,
        _ => String::new(),
    }
}

/// Records the faces a procedure draws, so its resolution lists them.
struct Recording<'a> {
    inner: &'a mut dyn DiceSource,
    faces: Vec<u8>,
}

impl DiceSource for Recording<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let f = self.inner.d6()?;
        self.faces.push(f);
        Ok(f)
    }
}

pub fn turn_order_res(
    bids: &[(String, Bid)],
    coins: &BTreeMap<String, u32>,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    turn_order_res_with(bids, coins, None, dice)
}

/// As [`turn_order_res`]; with `drawn`, the tied players are in the order their daimyo cards were
/// drawn at the table (rule 5.5.3, real decks) and no dice are used.
pub fn turn_order_res_with(
    bids: &[(String, Bid)],
    coins: &BTreeMap<String, u32>,
    drawn: Option<&[String]>,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut rec = Recording {
        inner: dice,
        faces: Vec::new(),
    };
    let t = match drawn {
        Some(d) => war::turn_order_drawn(bids, coins, d)?,
        None => war::turn_order(bids, coins, &mut rec)?,
    };
    let mut r = Resolution::new(GAME, Procedure::TurnOrder.id());
    r.rolls = rec.faces;
    r.set("order", json!(t.order))
        .set("paid", json!(t.paid))
        .set("tie_draws", json!(t.draws))
        .rule("2.(5)");
    r.log(msg!(
        "shogun-res-bids",
        order = say::colours(&t.order, Sep::Arrow),
        rule = rule("2.(5)")
    ));
    for d in &t.draws {
        r.log(if drawn.is_some() {
            msg!(
                "shogun-res-tie-table",
                order = say::colours(d, Sep::Arrow),
                rule = rule("2.(5)")
            )
        } else {
            msg!("shogun-res-tie-random", order = say::colours(d, Sep::Arrow))
        });
    }
    Ok(r)
}

pub fn score_res(
    data: &ShogunData,
    side: Side,
    provinces: &[ScoredProvince],
) -> Result<Resolution, RuleError> {
    let s = war::score(data, side, provinces)?;
    let mut r = Resolution::new(GAME, Procedure::Score.id());
    let players: BTreeMap<&String, u32> = s.iter().map(|(k, b)| (k, b.total)).collect();
    let breakdown: BTreeMap<&String, Value> = s
        .iter()
        .map(|(k, b)| {
            (
                k,
                json!({
                    "provinces": b.provinces,
                    "buildings": b.buildings,
                    "majorities": b.majorities.iter().map(|(reg, bld, p)| json!({"region": reg, "building": bld, "points": p})).collect::<Vec<_>>(),
                    "total": b.total,
                }),
            )
        })
        .collect();
    r.set("players", json!(players))
        .set("breakdown", json!(breakdown))
        .rule("3.(3)");
    for (k, b) in &s {
        r.log(msg!(
            "shogun-res-score",
            player = say::colour(k),
            provinces = b.provinces,
            buildings = b.buildings,
            majorities = b.majorities.iter().map(|m| m.2).sum::<u32>(),
            total = b.total,
            rule = rule("3.(3)")
        ));
        // Seed 3.(3): each majority by region and building (a shared one scores 1 less).
        if !b.majorities.is_empty() {
            let mut by_region: Vec<(String, Vec<Msg>)> = Vec::new();
            for (reg, bld, p) in &b.majorities {
                let item = msg!(
                    "shogun-res-majority",
                    building = say::building(*bld),
                    n = *p
                );
                match by_region.iter_mut().find(|(r, _)| r == reg) {
                    Some((_, v)) => v.push(item),
                    None => by_region.push((reg.clone(), vec![item])),
                }
            }
            r.log(msg!(
                "shogun-res-majorities",
                player = say::colour(k),
                regions = Msg::join(
                    by_region.into_iter().map(|(reg, v)| msg!(
                        "shogun-res-region",
                        region = say::region(&reg),
                        items = Msg::join(v, Sep::Comma)
                    )),
                    Sep::Semi
                ),
                rule = rule("3.(3)")
            ));
        }
    }
    Ok(r)
}

pub fn model_from(data: &ShogunData, p: &Params) -> Result<(Model, bool), RuleError> {
    let mut placeholder = true;
    let mut m = Model {
        stick: data.tower.stick,
        release: data.tower.release,
    };
    if let Some(t) = p.opt_text("stick").filter(|t| !t.trim().is_empty()) {
        m.stick = tower::parse_probability("stick", &t)?;
        placeholder = false;
    }
    if let Some(t) = p.opt_text("release").filter(|t| !t.trim().is_empty()) {
        m.release = tower::parse_probability("release", &t)?;
    } else {
        placeholder = true;
    }
    Ok((m, placeholder && data.tower.placeholder))
}

pub fn tower_res(
    data: &ShogunData,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let thrown = tower::parse_cubes("thrown", &p.text("thrown")?)?;
    let inside = tower::parse_cubes("inside", &p.opt_text("inside").unwrap_or_default())?;
    tower::check_box(&thrown, &inside)?;
    let (m, placeholder) = model_from(data, p)?;
    let mut rec = Recording {
        inner: dice,
        faces: Vec::new(),
    };
    let (out, after) = tower::throw(m, &thrown, &inside, &mut rec)?;
    let mut r = Resolution::new(GAME, Procedure::Tower.id());
    r.rolls = rec.faces;
    r.set("out", json!(out))
        .set("inside", json!(after))
        .set("out_total", tower::total(&out))
        .rule("5");
    if placeholder {
        r.placeholders.push("tower".into());
    }
    r.log(msg!(
        "shogun-res-tower",
        stick = format!("{:.2}", m.stick),
        release = format!("{:.2}", m.release),
        thrown = tower::cubes_msg(&thrown),
        inside = tower::cubes_msg(&inside),
        out = tower::cubes_msg(&out),
        after = tower::cubes_msg(&after),
        rule = say::and(rule("5"), ruling(1))
    ));
    Ok(r)
}

pub fn calibrate_res(p: &Params) -> Result<Resolution, RuleError> {
    let throws = tower::parse_throws("throws", &p.text("throws")?)?;
    let fit = tower::calibrate(&throws, p.int("start-inside")? as u32)?;
    let mut r = Resolution::new(GAME, Procedure::Calibrate.id());
    let round = |x: f64| (x * 1000.0).round() / 1000.0;
    r.set("stick", round(fit.model.stick))
        .set("release", round(fit.model.release))
        .set("stick_error", round(fit.stick_error))
        .set("release_error", round(fit.release_error))
        .set("throws", fit.throws)
        .rule("5");
    r.log(msg!(
        "shogun-res-calibrate",
        n = fit.throws,
        stick = format!("{:.3} ± {:.3}", fit.model.stick, fit.stick_error),
        release = format!("{:.3} ± {:.3}", fit.model.release, fit.release_error)
    ));
    Ok(r)
}

pub fn resolve(
    data: &ShogunData,
    procedure: &str,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let Some(procedure) = Procedure::from_id(procedure) else {
        return Err(RuleError::UnknownProcedure {
            name: procedure.into(),
            valid: Procedure::ALL.map(Procedure::id).join(", "),
        });
    };
    match procedure {
        Procedure::Winter => Ok(winter_res(
            data,
            p.int("provinces")? as u32,
            p.int("rice")? as u32,
            p.int("event-loss")? as u32,
            p.bool("literal")?,
        )),
        Procedure::War => {
            let kind = Kind::parse(&p.text("kind")?)
                .ok_or_else(|| RuleError::input("kind", msg!("shogun-err-unknown-battle")))?;
            let a = p.int("attacker-out")? as u32;
            let d = p.int("defender-out")? as u32;
            if kind.is_revolt() && a > 0 {
                return Err(RuleError::input(
                    "attacker-out",
                    msg!("shogun-err-revolt-attacker", rule = rule("5.(3)")),
                ));
            }
            if kind == Kind::Expansion && d > 0 {
                return Err(RuleError::input(
                    "defender-out",
                    msg!("shogun-err-expansion-defender", rule = rule("5.(2)")),
                ));
            }
            Ok(war_res(
                kind,
                a,
                d,
                p.int("peasants-out")? as u32,
                p.bool("revolt-marker")?,
            ))
        }
        Procedure::TurnOrder => turn_order_res(
            &parse_bids(&p.text("bids")?)?,
            &parse_coins(&p.text("coins")?)?,
            dice,
        ),
        Procedure::Score => {
            let side = Side::parse(&p.text("side")?)
                .ok_or_else(|| RuleError::input("side", msg!("shogun-err-side")))?;
            let provinces: Vec<ScoredProvince> = p.json("provinces")?;
            score_res(data, side, &provinces)
        }
        Procedure::Tower => tower_res(data, p, dice),
        Procedure::Calibrate => calibrate_res(p),
    }
}

/// Odds where the default enumeration cannot finish: the tower throw (exact distribution of the total
/// out) and the bids (ties drawn with rejection: each order of a tied group is equally likely).
pub fn odds(
    data: &ShogunData,
    procedure: &str,
    p: &Params,
) -> Option<Result<Vec<Odds>, RuleError>> {
    match Procedure::from_id(procedure)? {
        Procedure::Tower => Some((|| {
            let thrown = tower::parse_cubes("thrown", &p.text("thrown")?)?;
            let inside = tower::parse_cubes("inside", &p.opt_text("inside").unwrap_or_default())?;
            tower::check_box(&thrown, &inside)?;
            let (m, _) = model_from(data, p)?;
            let d = tower::out_distribution(m, tower::total(&thrown), tower::total(&inside));
            Ok(d.into_iter()
                .enumerate()
                .map(|(k, pr)| Odds {
                    outcome: format!("out_total={k}"),
                    probability: pr,
                    label: None,
                })
                .collect())
        })()),
        Procedure::TurnOrder => Some((|| {
            let bids = parse_bids(&p.text("bids")?)?;
            let coins = parse_coins(&p.text("coins")?)?;
            // With no ties the order is certain; with ties each arrangement is equally likely.
            let t = war::turn_order(&bids, &coins, &mut FirstDice)?;
            let ways: u64 = t
                .draws
                .iter()
                .map(|g| (1..=g.len() as u64).product::<u64>())
                .product();
            Ok(vec![Odds {
                outcome: if ways == 1 {
                    format!("order={}", t.order.join(","))
                } else {
                    format!("each of {ways} orders of the tied players")
                },
                probability: 1.0,
                label: None,
            }])
        })()),
        // The others are enumerated by the default.
        Procedure::Winter | Procedure::War | Procedure::Score | Procedure::Calibrate => None,
    }
}

/// Always rolls 1 (used only to read the ranking's tie groups, never for a result).
struct FirstDice;
impl DiceSource for FirstDice {
    fn d6(&mut self) -> Result<u8, RuleError> {
        Ok(1)
    }
}

pub fn peasant() -> &'static str {
    PEASANT
}
