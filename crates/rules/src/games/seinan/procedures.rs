//! The Seinan procedures that `gunbai resolve seinan PROC` runs without a session. The session actions
//! call the same functions, so a rule lives in one place.

use serde_json::Value;

use super::data::{HAKATA, KOKURA, KUMAMOTO_CASTLE};
use crate::core::odds::{Odds, binomial};
use crate::core::{DiceSource, KeySpec, Params, ProcedureSpec, Resolution, RuleError};

pub const GAME: &str = "seinan";

pub fn specs() -> Vec<ProcedureSpec> {
    vec![
        ProcedureSpec {
            id: "march".into(),
            title: "March points".into(),
            rule: "5.0".into(),
            keys: vec![],
            dice: "one d6".into(),
        },
        ProcedureSpec {
            id: "attack".into(),
            title: "Attack (one die per unit, 4–6 hits)".into(),
            rule: "6.2".into(),
            keys: vec![
                KeySpec::int(
                    "units",
                    0,
                    60,
                    "rolling units (Saigo Takamori is not counted)",
                ),
                KeySpec::bool("kumamoto-siege", "a battle in 熊本城 (rule 9.1)"),
                KeySpec::choice("side", &["saigo", "government"], "the attacking side")
                    .default("saigo"),
            ],
            dice: "one d6 per unit".into(),
        },
        ProcedureSpec {
            id: "replenish".into(),
            title: "Replacement from the pool".into(),
            rule: "7.0(3)".into(),
            keys: vec![
                KeySpec::int("pool", 0, 99, "Saigo units in the replacement pool"),
                KeySpec::bool("line-cut", "Saigo Takamori's line to 鹿儿岛 is cut"),
            ],
            dice: "none".into(),
        },
        ProcedureSpec {
            id: "victory".into(),
            title: "Victory check".into(),
            rule: "8.0".into(),
            keys: vec![
                KeySpec::list("saigo-in", "boxes holding Saigo units"),
                KeySpec::bool("saigo-takamori-removed", "西乡隆盛 has been removed"),
            ],
            dice: "none".into(),
        },
    ]
}

/// Rule 5.0(1): one die, and a 1 counts as 2, so march points run 2..=6.
pub fn march_points(face: u8) -> u8 {
    if face == 1 { 2 } else { face }
}

/// Rule 6.2(2): each die of 4, 5 or 6 is one hit.
pub fn is_hit(face: u8) -> bool {
    face >= 4
}

pub fn march(dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let face = dice.d6()?;
    let mp = march_points(face);
    let mut r = Resolution::new(GAME, "march");
    r.rolls.push(face);
    if face == 1 {
        r.modifier("5.0", "a 1 counts as 2", 1);
    }
    r.modified_roll = Some(i32::from(mp));
    r.set("march_points", mp).rule("5.0");
    r.log(format!("March roll {face} → {mp} march points (rule 5.0)"));
    Ok(r)
}

/// Rule 6.2: `units` dice; in a 熊本城 siege each government hit removes a whole Saigo unit (rule 9.1(2)).
pub fn attack(
    units: u32,
    siege: bool,
    side: &str,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = Resolution::new(GAME, "attack");
    let mut hits = 0u32;
    for _ in 0..units {
        let f = dice.d6()?;
        r.rolls.push(f);
        if is_hit(f) {
            hits += 1;
        }
    }
    let whole = if siege && side == "government" {
        hits
    } else {
        0
    };
    r.set("hits", hits)
        .set("whole_units_removed", whole)
        .rule("6.2");
    if siege {
        r.rule("9.1");
    }
    let faces: Vec<String> = r.rolls.iter().map(u8::to_string).collect();
    r.log(format!(
        "{side} attack, {units} dice [{}]: {hits} hit(s) on 4–6 (rule 6.2)",
        faces.join(" ")
    ));
    if whole > 0 {
        r.log(format!(
            "siege of {KUMAMOTO_CASTLE}: each government hit removes a whole Saigo unit (rule 9.1)"
        ));
    }
    Ok(r)
}

/// Rule 7.0(3): while the line is open and the pool holds 2+, take two, place one, remove one; repeat.
pub fn replenish(pool: u32, line_cut: bool) -> Resolution {
    let mut r = Resolution::new(GAME, "replenish");
    let pairs = if line_cut { 0 } else { pool / 2 };
    r.set("placed", pairs)
        .set("removed", pairs)
        .set("remaining", pool - 2 * pairs)
        .rule("7.0(3)");
    if line_cut {
        r.log("The line to 鹿儿岛 is cut: no replacements (rule 7.0(3))");
    } else {
        r.log(format!("{pairs} pair(s): {pairs} placed with 西乡隆盛, {pairs} removed from the game (rule 7.0(3))"));
    }
    r
}

/// Rule 8.0: Saigo wins with units in both 波多 and 小仓, or in 熊本城; the government wins when
/// Saigo Takamori is removed (checked first: it ends the game at once).
pub fn victory(saigo_in: &[String], takamori_removed: bool) -> Resolution {
    let mut r = Resolution::new(GAME, "victory");
    let has = |b: &str| {
        saigo_in
            .iter()
            .any(|s| s == b || (b == HAKATA && s == "博多") || (b == KOKURA && s == "小倉"))
    };
    let (winner, why) = if takamori_removed {
        ("government", "西乡隆盛 removed".to_string())
    } else if has(KUMAMOTO_CASTLE) {
        ("saigo", format!("Saigo units in {KUMAMOTO_CASTLE}"))
    } else if has(HAKATA) && has(KOKURA) {
        ("saigo", format!("Saigo units in {HAKATA} and {KOKURA}"))
    } else {
        ("none", "no condition met".to_string())
    };
    r.set("winner", winner).rule("8.0");
    r.log(format!("Victory check: {winner} ({why}; rule 8.0)"));
    r
}

pub fn resolve(
    procedure: &str,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    match procedure {
        "march" => march(dice),
        "attack" => attack(
            p.int("units")? as u32,
            p.bool("kumamoto-siege")?,
            &p.text("side")?,
            dice,
        ),
        "replenish" => Ok(replenish(p.int("pool")? as u32, p.bool("line-cut")?)),
        "victory" => Ok(victory(
            &p.list("saigo-in")?,
            p.bool("saigo-takamori-removed")?,
        )),
        other => Err(RuleError::UnknownProcedure {
            name: other.into(),
            valid: specs()
                .iter()
                .map(|s| s.id.clone())
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

/// Odds in closed form for the many-dice attack (exact binomial, p = 1/2); enumeration otherwise.
pub fn odds(procedure: &str, p: &Params) -> Option<Result<Vec<Odds>, RuleError>> {
    if procedure != "attack" {
        return None;
    }
    let units = match p.int("units") {
        Ok(u) => u as u32,
        Err(e) => return Some(Err(e)),
    };
    let whole = p.bool("kumamoto-siege").unwrap_or(false)
        && p.text("side").map(|s| s == "government").unwrap_or(false);
    Some(Ok(binomial(units, 0.5, |k| {
        format!(
            "hits={k}, whole_units_removed={}",
            if whole { k } else { 0 }
        )
    })))
}

pub fn value_list(v: &[String]) -> Value {
    Value::Array(v.iter().map(|s| Value::String(s.clone())).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{ManualDice, enumerate_odds};

    #[test]
    fn rule_5_0_a_one_counts_as_two() {
        let r = march(&mut ManualDice::new([1]).unwrap()).unwrap();
        assert_eq!(r.result["march_points"], 2);
        assert_eq!(r.modifiers[0].rule, "5.0");
        for f in 2..=6u8 {
            assert_eq!(march_points(f), f);
        }
    }

    #[test]
    fn rule_5_0_march_odds() {
        let o = enumerate_odds(|d| march(d).map(|r| r.outcome_key())).unwrap();
        let two = o.iter().find(|x| x.outcome == "march_points=2").unwrap();
        assert!((two.probability - 2.0 / 6.0).abs() < 1e-12);
        assert_eq!(o.len(), 5);
    }

    #[test]
    fn rule_6_2_hits_on_four_to_six() {
        let r = attack(
            6,
            false,
            "saigo",
            &mut ManualDice::new([1, 2, 3, 4, 5, 6]).unwrap(),
        )
        .unwrap();
        assert_eq!(r.result["hits"], 3);
        assert_eq!(r.result["whole_units_removed"], 0);
    }

    #[test]
    fn rule_9_1_government_siege_hits_remove_whole_units() {
        let r = attack(2, true, "government", &mut ManualDice::new([4, 6]).unwrap()).unwrap();
        assert_eq!(r.result["whole_units_removed"], 2);
        let s = attack(2, true, "saigo", &mut ManualDice::new([4, 6]).unwrap()).unwrap();
        assert_eq!(s.result["whole_units_removed"], 0);
    }

    #[test]
    fn rule_7_0_3_replenish_pairs() {
        let r = replenish(5, false);
        assert_eq!(
            (r.result["placed"].clone(), r.result["remaining"].clone()),
            (2.into(), 1.into())
        );
        let c = replenish(5, true);
        assert_eq!(c.result["placed"], 0);
        assert_eq!(c.result["remaining"], 5);
    }

    #[test]
    fn rule_8_0_victory_conditions() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            victory(&s(&["波多", "小仓"]), false).result["winner"],
            "saigo"
        );
        assert_eq!(victory(&s(&["波多"]), false).result["winner"], "none");
        assert_eq!(victory(&s(&["熊本城"]), false).result["winner"], "saigo");
        assert_eq!(
            victory(&s(&["熊本城"]), true).result["winner"],
            "government"
        );
    }

    #[test]
    fn rule_6_2_attack_odds_are_binomial() {
        let p = Params::new()
            .with("units", 3)
            .with("kumamoto-siege", false)
            .with("side", "saigo");
        let o = odds("attack", &p).unwrap().unwrap();
        let enumerated =
            enumerate_odds(|d| attack(3, false, "saigo", d).map(|r| r.outcome_key())).unwrap();
        for e in &enumerated {
            let c = o.iter().find(|x| x.outcome == e.outcome).unwrap();
            assert!(
                (c.probability - e.probability).abs() < 1e-12,
                "{}",
                e.outcome
            );
        }
    }
}
