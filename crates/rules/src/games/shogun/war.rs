//! The pure arithmetic of Shogun: the cube accounting of wars and revolts (rule 7), the winter check
//! (rule 8), bid ranking (rule 5 phase 5) and year-end scoring (rule 9). Procedures and session actions
//! both call these, so each rule lives in one place.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::data::{REGIONS, ShogunData};
use super::state::Building;
use super::tower::{Cubes, Model, add, count, throw, uniform};
use crate::core::{DiceSource, RuleError, SeededDice};

/// Which battle (rule 7.2–7.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Invasion,
    Expansion,
    CollectionRevolt,
    WinterRevolt,
}

impl Kind {
    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "invasion" => Some(Kind::Invasion),
            "expansion" => Some(Kind::Expansion),
            "collection-revolt" => Some(Kind::CollectionRevolt),
            "winter-revolt" => Some(Kind::WinterRevolt),
            _ => None,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Kind::Invasion => "invasion",
            Kind::Expansion => "expansion",
            Kind::CollectionRevolt => "collection-revolt",
            Kind::WinterRevolt => "winter-revolt",
        }
    }
    pub fn rule(self) -> &'static str {
        match self {
            Kind::Invasion => "5.(1)",
            Kind::Expansion => "5.(2)",
            Kind::CollectionRevolt => "5.(3)A",
            Kind::WinterRevolt => "5.(3)B",
        }
    }
    pub fn is_revolt(self) -> bool {
        matches!(self, Kind::CollectionRevolt | Kind::WinterRevolt)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    Attacker,
    Defender,
    Tie,
}

/// Who holds the province after the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Holder {
    Attacker,
    Defender,
    Neutral,
}

/// Where every counted cube goes. Cubes not named here stay in the tray (digest P1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct WarResult {
    pub winner: Winner,
    pub province: Holder,
    pub attacker_placed: u32,
    pub defender_placed: u32,
    pub attacker_returned: u32,
    pub defender_returned: u32,
    pub peasants_to_bank: u32,
    /// Peasants in the tray that counted for nobody and stay there (invasion with a revolt marker, P2).
    pub peasants_stay: u32,
    /// Rule 7.4 step 3.4: one more revolt marker after a won collection revolt.
    pub revolt_marker_added: bool,
    /// Buildings and revolt markers of the province go to the bank (it became neutral).
    pub clear_province: bool,
}

/// Rule 7.2–7.5 with the tray counts a (attacker), d (defender), p (peasants). For revolts the rebels
/// are the "attacker" side and `a` is ignored; for an expansion `d` is ignored (peasants defend).
pub fn resolve(kind: Kind, a: u32, d: u32, p: u32, revolt_marker: bool) -> WarResult {
    let mut r = WarResult {
        winner: Winner::Tie,
        province: Holder::Neutral,
        attacker_placed: 0,
        defender_placed: 0,
        attacker_returned: 0,
        defender_returned: 0,
        peasants_to_bank: 0,
        peasants_stay: 0,
        revolt_marker_added: false,
        clear_province: false,
    };
    match kind {
        Kind::Invasion => {
            // Rule 7.2 step 3 / P2: peasants defend only a province without a revolt marker.
            let counted = !revolt_marker;
            let dd = if counted { d + p } else { d };
            if !counted {
                r.peasants_stay = p;
            }
            if a > dd {
                // Rule 7.2 step 4: losses are D each; buildings and markers stay (P18).
                r.winner = Winner::Attacker;
                r.province = Holder::Attacker;
                r.defender_returned = d;
                r.attacker_returned = dd;
                r.attacker_placed = a - dd;
                r.peasants_to_bank = if counted { p } else { 0 };
            } else if a < dd {
                // Rule 7.2 step 5: the attacker's a losses are taken from the peasants first.
                r.winner = Winner::Defender;
                r.attacker_returned = a;
                let ld = if counted { a - a.min(p) } else { a };
                r.defender_returned = ld;
                r.defender_placed = d - ld;
                r.peasants_to_bank = if counted { p } else { 0 };
                if d == 0 {
                    // Rule 7.2 step 5.5: won by peasants alone — the province becomes neutral.
                    r.province = Holder::Neutral;
                    r.clear_province = true;
                } else {
                    r.province = Holder::Defender;
                }
            } else {
                // Rule 7.2 step 6: a tie empties the province and makes it neutral.
                r.winner = Winner::Tie;
                r.province = Holder::Neutral;
                r.clear_province = true;
                r.attacker_returned = a;
                r.defender_returned = d;
                r.peasants_to_bank = if counted { p } else { 0 };
            }
        }
        Kind::Expansion => {
            // Rule 7.3: peasants defend; a ≤ p loses.
            r.peasants_to_bank = p;
            if a > p {
                r.winner = Winner::Attacker;
                r.province = Holder::Attacker;
                r.attacker_returned = p;
                r.attacker_placed = a - p;
            } else {
                r.winner = Winner::Defender;
                r.province = Holder::Neutral;
                r.attacker_returned = a;
            }
        }
        Kind::CollectionRevolt | Kind::WinterRevolt => {
            // Rules 7.4 / 7.5: the owner's cubes d against the rebels p; d ≤ p loses (P3: all peasants
            // in the tray go to the bank either way).
            r.peasants_to_bank = p;
            if d > p {
                r.winner = Winner::Defender;
                r.province = Holder::Defender;
                r.defender_returned = p;
                r.defender_placed = d - p;
                r.revolt_marker_added = kind == Kind::CollectionRevolt;
            } else {
                r.winner = Winner::Attacker;
                r.province = Holder::Neutral;
                r.defender_returned = d;
                r.clear_province = true;
            }
        }
    }
    r
}

/// Rule 8 phases 1–2 for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct WinterCheck {
    pub rice_after: u32,
    pub shortage: u32,
    pub revolting_provinces: u32,
    pub peasant_cubes: u32,
}

/// Rule 8: rice after the loss; province cards minus rice (P6: the rice left; `literal` compares with
/// the loss itself, the seed's literal wording); P7: no shortage when equal or less; P8: peasant cubes
/// are per revolting province.
pub fn winter(
    data: &ShogunData,
    provinces: u32,
    rice: u32,
    loss: u32,
    literal: bool,
) -> WinterCheck {
    let rice_after = rice.saturating_sub(loss);
    let compare = if literal { loss } else { rice_after };
    let shortage = provinces.saturating_sub(compare);
    let row = if shortage == 0 {
        None
    } else {
        data.winter_row(shortage)
    };
    WinterCheck {
        rice_after,
        shortage,
        revolting_provinces: row.map(|r| r.provinces.min(provinces)).unwrap_or(0),
        peasant_cubes: row.map(|r| r.peasants).unwrap_or(0),
    }
}

/// A bid as revealed (rule 5 phase 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bid {
    Chest(u32),
    Card,
    None,
}

impl Bid {
    pub fn parse(key: &str, t: &str) -> Result<Bid, RuleError> {
        match t.trim() {
            "card" | "province" => Ok(Bid::Card),
            "none" | "empty" | "" => Ok(Bid::None),
            n => match n.parse::<u32>() {
                Ok(v @ 0..=4) => Ok(Bid::Chest(v)),
                _ => Err(RuleError::input(
                    key,
                    crate::msg!("shogun-err-bid", got = n),
                )),
            },
        }
    }
    /// The bid in words (a chest value, a province card, none).
    pub fn msg(self) -> crate::core::Msg {
        match self {
            Bid::Chest(n) => crate::msg!("shogun-bid-chest", n = n),
            Bid::Card => crate::msg!("shogun-bid-card"),
            Bid::None => crate::msg!("shogun-bid-none"),
        }
    }
    pub fn text(self) -> String {
        match self {
            Bid::Chest(n) => n.to_string(),
            Bid::Card => "card".into(),
            Bid::None => "none".into(),
        }
    }
    /// Rank: chest 4 > 3 > 2 > 1 > province card > chest 0 > empty.
    fn rank(self) -> u32 {
        match self {
            Bid::Chest(0) => 1,
            Bid::Chest(n) => n + 2,
            Bid::Card => 2,
            Bid::None => 0,
        }
    }
}

/// The outcome of the bids.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnOrder {
    pub order: Vec<String>,
    pub paid: BTreeMap<String, u32>,
    /// Tied groups drawn at random (each in drawn order).
    pub draws: Vec<Vec<String>>,
}

/// Rule 5 phase 5: pay, rank, and draw ties at random (digest P26: an unaffordable chest bid ranks as
/// 0 and pays nothing). `players` lists the colours in seat order; ties are drawn with d6 faces.
pub fn turn_order(
    bids: &[(String, Bid)],
    coins: &BTreeMap<String, u32>,
    dice: &mut dyn DiceSource,
) -> Result<TurnOrder, RuleError> {
    ranked_order(bids, coins, |mut group| {
        // Rule 5 phase 5.3: the tied daimyo cards are drawn blind one at a time.
        let mut drawn = Vec::new();
        while !group.is_empty() {
            let i = uniform(group.len(), dice)?;
            drawn.push(group.remove(i));
        }
        Ok(drawn)
    })
}

/// The tied groups of these bids (each in seat order), before any draw.
pub fn tied_groups(
    bids: &[(String, Bid)],
    coins: &BTreeMap<String, u32>,
) -> Result<Vec<Vec<String>>, RuleError> {
    let mut groups = Vec::new();
    ranked_order(bids, coins, |g| {
        groups.push(g.clone());
        Ok(g)
    })?;
    Ok(groups)
}

/// Rule 5 phase 5.3 with real decks: the tied players' daimyo cards were shuffled and drawn at the
/// table, and `drawn` lists the tied players in the order drawn (every tied player once, no other).
pub fn turn_order_drawn(
    bids: &[(String, Bid)],
    coins: &BTreeMap<String, u32>,
    drawn: &[String],
) -> Result<TurnOrder, RuleError> {
    let groups = tied_groups(bids, coins)?;
    let tied: Vec<&String> = groups.iter().flatten().collect();
    for (i, c) in drawn.iter().enumerate() {
        if !tied.contains(&c) || drawn[..i].contains(c) {
            return Err(RuleError::input(
                "ties",
                crate::msg!(
                    "shogun-err-not-tied",
                    player = c.clone(),
                    tied = super::say::colours(&tied, crate::core::Sep::Comma),
                    rule = super::say::rule("2.(5)")
                ),
            ));
        }
    }
    if drawn.len() != tied.len() {
        return Err(RuleError::input(
            "ties",
            crate::msg!(
                "shogun-err-ties-all",
                groups = crate::core::Msg::join(
                    groups.iter().map(|g| {
                        // Tied players read "red = yellow".
                        let mut parts = Vec::new();
                        for (i, c) in g.iter().enumerate() {
                            if i > 0 {
                                parts.push(crate::core::Msg::plain("="));
                            }
                            parts.push(super::say::colour(c));
                        }
                        crate::core::Msg::join(parts, crate::core::Sep::Space)
                    }),
                    crate::core::Sep::Semi
                ),
                rule = super::say::rule("2.(5)")
            ),
        ));
    }
    ranked_order(bids, coins, |group| {
        Ok(drawn
            .iter()
            .filter(|c| group.contains(c))
            .cloned()
            .collect())
    })
}

/// Rule 5 phase 5: pay and rank; `order_group` puts each tied group in its drawn order.
fn ranked_order(
    bids: &[(String, Bid)],
    coins: &BTreeMap<String, u32>,
    mut order_group: impl FnMut(Vec<String>) -> Result<Vec<String>, RuleError>,
) -> Result<TurnOrder, RuleError> {
    let mut paid = BTreeMap::new();
    let mut ranked: Vec<(u32, String)> = Vec::new();
    for (c, b) in bids {
        let have = coins.get(c).copied().ok_or_else(|| {
            RuleError::input(
                "coins",
                crate::msg!("shogun-err-no-coins", player = c.clone()),
            )
        })?;
        let eff = match b {
            Bid::Chest(n) if *n > have => Bid::Chest(0),
            other => *other,
        };
        paid.insert(
            c.clone(),
            match eff {
                Bid::Chest(n) => n,
                _ => 0,
            },
        );
        ranked.push((eff.rank(), c.clone()));
    }
    let mut ranks: Vec<u32> = ranked.iter().map(|(r, _)| *r).collect();
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    ranks.dedup();
    let mut order = Vec::new();
    let mut draws = Vec::new();
    for r in ranks {
        let mut group: Vec<String> = ranked
            .iter()
            .filter(|(x, _)| *x == r)
            .map(|(_, c)| c.clone())
            .collect();
        if group.len() > 1 {
            let drawn = order_group(std::mem::take(&mut group))?;
            draws.push(drawn.clone());
            order.extend(drawn);
        } else {
            order.extend(group);
        }
    }
    Ok(TurnOrder { order, paid, draws })
}

/// One province as scored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoredProvince {
    pub name: String,
    #[serde(default)]
    pub owner: Option<String>,
    #[serde(default)]
    pub castle: bool,
    #[serde(default)]
    pub temple: bool,
    #[serde(default)]
    pub theatre: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Breakdown {
    pub provinces: u32,
    pub buildings: u32,
    /// (region, building, points)
    pub majorities: Vec<(String, Building, u32)>,
    pub total: u32,
}

/// Rule 9: 1 per province, 1 per building, per region the most castles 3 / temples 2 / theatres 1,
/// tied leaders each 1 less; a region without that building scores nothing for it (P23).
pub fn score(
    data: &ShogunData,
    side: super::data::Side,
    provinces: &[ScoredProvince],
) -> Result<BTreeMap<String, Breakdown>, RuleError> {
    let mut out: BTreeMap<String, Breakdown> = BTreeMap::new();
    let mut region_of = Vec::new();
    for (i, p) in provinces.iter().enumerate() {
        let card = data.card(side, &p.name).ok_or_else(|| {
            RuleError::input(
                "provinces",
                crate::msg!(
                    "shogun-err-score-unknown",
                    i = i,
                    province = p.name.clone(),
                    side = super::say::side(side)
                ),
            )
        })?;
        if let Some(o) = &p.owner {
            if !super::data::COLOURS.contains(&o.as_str()) {
                return Err(RuleError::input(
                    "provinces",
                    crate::msg!("shogun-err-score-owner", i = i, got = o.clone()),
                ));
            }
            let b = out.entry(o.clone()).or_default();
            b.provinces += 1;
            b.buildings += u32::from(p.castle) + u32::from(p.temple) + u32::from(p.theatre);
        } else if p.castle || p.temple || p.theatre {
            return Err(RuleError::input(
                "provinces",
                crate::msg!(
                    "shogun-err-score-neutral",
                    i = i,
                    province = super::say::prov(data, &p.name),
                    rule = super::say::rule("5")
                ),
            ));
        }
        // Rule 2.3: each province has one card, so it is scored once; its buildings fit its slots
        // (rule 6 A1–A3: at most one of each kind, within the card's building slots).
        if let Some(j) = provinces[..i].iter().position(|q| {
            data.card(side, &q.name)
                .is_some_and(|c| c.name == card.name)
        }) {
            return Err(RuleError::input(
                "provinces",
                crate::msg!(
                    "shogun-err-score-twice",
                    i = i,
                    province = super::say::prov(data, &card.name),
                    j = j
                ),
            ));
        }
        let built = u32::from(p.castle) + u32::from(p.temple) + u32::from(p.theatre);
        if built > card.slots {
            return Err(RuleError::input(
                "provinces",
                crate::msg!(
                    "shogun-err-score-slots",
                    i = i,
                    province = super::say::prov(data, &card.name),
                    slots = card.slots,
                    n = built
                ),
            ));
        }
        region_of.push(card.region);
    }
    for region in REGIONS {
        // Rule 9: the most castles 3, temples 2, theatres 1.
        for (building, points) in [
            (Building::Castle, 3u32),
            (Building::Temple, 2),
            (Building::Theatre, 1),
        ] {
            let mut counts: BTreeMap<String, u32> = BTreeMap::new();
            for (p, r) in provinces.iter().zip(&region_of) {
                let has = match building {
                    Building::Castle => p.castle,
                    Building::Temple => p.temple,
                    Building::Theatre => p.theatre,
                };
                if r == region
                    && has
                    && let Some(o) = &p.owner
                {
                    *counts.entry(o.clone()).or_insert(0) += 1;
                }
            }
            let Some(best) = counts.values().copied().max() else {
                continue;
            };
            let leaders: Vec<&String> = counts
                .iter()
                .filter(|(_, v)| **v == best)
                .map(|(k, _)| k)
                .collect();
            let pts = if leaders.len() > 1 {
                points - 1
            } else {
                points
            };
            for l in leaders {
                out.entry(l.clone()).or_default().majorities.push((
                    region.to_string(),
                    building,
                    pts,
                ));
            }
        }
    }
    for b in out.values_mut() {
        b.total = b.provinces + b.buildings + b.majorities.iter().map(|m| m.2).sum::<u32>();
    }
    Ok(out)
}

/// Who throws what in a battle, for the Monte Carlo odds.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleSetup {
    pub kind: Kind,
    pub attacker: String,
    /// Defender colour (None: peasants only).
    pub defender: Option<String>,
    /// New cubes thrown in (attacker, defender, peasants).
    pub thrown: Cubes,
    pub inside: Cubes,
    pub tray: Cubes,
    pub revolt_marker: bool,
}

/// Seeded Monte Carlo over the model (pure: the seed is an input): the chances of attacker win,
/// defender win and tie, and the mean number of attacker cubes placed when winning.
pub fn battle_odds(
    model: Model,
    b: &BattleSetup,
    seed: u64,
    trials: u32,
) -> Result<(f64, f64, f64), RuleError> {
    let mut dice = SeededDice::new(seed);
    let (mut aw, mut dw, mut tie) = (0u32, 0u32, 0u32);
    let mut thrown = b.thrown.clone();
    add(&mut thrown, &b.tray);
    for _ in 0..trials {
        let (out, _) = throw(model, &thrown, &b.inside, &mut dice)?;
        let r = resolve(
            b.kind,
            count(&out, &b.attacker),
            b.defender.as_deref().map(|d| count(&out, d)).unwrap_or(0),
            count(&out, super::data::PEASANT),
            b.revolt_marker,
        );
        match r.winner {
            Winner::Attacker => aw += 1,
            Winner::Defender => dw += 1,
            Winner::Tie => tie += 1,
        }
    }
    let t = f64::from(trials.max(1));
    Ok((f64::from(aw) / t, f64::from(dw) / t, f64::from(tie) / t))
}
