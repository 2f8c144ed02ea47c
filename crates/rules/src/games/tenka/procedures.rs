//! The Tenka procedures that `gunbai resolve tenka PROC` runs without a session: one war over a region
//! (rule 3-2) and the final scoring (rule 5). The session actions call the same functions.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{Value, json};

use crate::core::{DiceSource, KeySpec, Params, ProcedureSpec, Resolution, RuleError};

pub const GAME: &str = "tenka";

/// The attack chips (攻撃コマ, black): values 3, 2, 1, 0, 0 (rule 1).
pub const ATTACK_CHIPS: [u8; 5] = [3, 2, 1, 0, 0];
/// The defence chips (防御コマ, white): values 2, 1, 1, 1, 1 (rule 1).
pub const DEFENCE_CHIPS: [u8; 5] = [2, 1, 1, 1, 1];

pub fn specs() -> Vec<ProcedureSpec> {
    vec![
        ProcedureSpec {
            id: "war".into(),
            title: "War over one region".into(),
            rule: "3-2".into(),
            keys: vec![
                KeySpec::list(
                    "attack-chips",
                    "values of the attack chips on the region (3, 2, 1, 0, 0)",
                )
                .label("Attack chips", "攻击筹码"),
                KeySpec::list(
                    "defence-chips",
                    "values of the defence chips on the region (2, 1, 1, 1, 1); may be empty",
                )
                .label("Defence chips", "防御筹码"),
                KeySpec::int("troops", 0, 60, "troop pieces on the region").label("Troops", "兵力"),
                KeySpec::bool(
                    "thick-border",
                    "the attack crosses a thick border (+1 defence)",
                )
                .label("Thick border", "粗国境"),
            ],
            dice: "attack die, then defence die (none when the attack chips sum to 0)".into(),
        },
        ProcedureSpec {
            id: "score".into(),
            title: "Final score (storage empty)".into(),
            rule: "5".into(),
            keys: vec![
                KeySpec::json("regions", "controlled regions: [{name, points, owner}]")
                    .label("Regions", "地域"),
                KeySpec::json("alliances", "alliances as pairs of players: [[a, b]]")
                    .default(json!([]))
                    .label("Alliances", "同盟"),
                KeySpec::json("troops", "troop pieces per player: {player: n}")
                    .default(json!({}))
                    .label("Troops", "兵力"),
                KeySpec::text("three-point-region", "the 3-point region (last tie-break)")
                    .optional()
                    .label("3-point region", "3分地域"),
            ],
            dice: "none".into(),
        },
    ]
}

/// Reads chip values and checks they are chips of the set (each chip used at most once).
pub fn chips(field: &str, raw: &[String], set: &[u8]) -> Result<Vec<u8>, RuleError> {
    let mut left: Vec<u8> = set.to_vec();
    let mut out = Vec::new();
    for v in raw {
        let n: u8 = v
            .trim()
            .parse()
            .map_err(|_| RuleError::input(field, format!("expected chip values, got {v}")))?;
        match left.iter().position(|c| *c == n) {
            Some(i) => {
                left.remove(i);
                out.push(n);
            }
            None => {
                return Err(RuleError::input(
                    field,
                    format!(
                        "no chip {n} left: the set is {} (rule 1)",
                        set.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// Who won one region's war (rule 3-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    Attacker,
    Defender,
    Draw,
}

impl Winner {
    pub fn id(self) -> &'static str {
        match self {
            Winner::Attacker => "attacker",
            Winner::Defender => "defender",
            Winner::Draw => "draw",
        }
    }
}

/// Rule 3-2: attack = chips + attack die; defence = chips + troops + 1 across a thick border + defence die.
/// An attack whose chips sum to 0 is no war: the defender wins and no die is rolled. The attack die is
/// drawn first, then the defence die.
pub fn war(
    attack: &[u8],
    defence: &[u8],
    troops: u32,
    thick: bool,
    dice: &mut dyn DiceSource,
) -> Result<(Resolution, Winner), RuleError> {
    let mut r = Resolution::new(GAME, "war");
    let sa: i32 = attack.iter().map(|c| i32::from(*c)).sum();
    let sd: i32 = defence.iter().map(|c| i32::from(*c)).sum();
    let b = i32::from(thick);
    let base_d = sd + troops as i32 + b;
    r.rule("3-2");
    if sa == 0 {
        r.set("attack_total", 0)
            .set("defence_total", base_d)
            .set("winner", "defender")
            .set("rolled", false);
        r.log("Attack chips sum to 0: no war, the defender holds (rule 3-2)");
        return Ok((r, Winner::Defender));
    }
    let da = dice.d6()?;
    let dd = dice.d6()?;
    r.rolls.push(da);
    r.rolls.push(dd);
    r.modifier("3-2", "defence chips", sd);
    r.modifier("3-2", "troop pieces on the region", troops as i32);
    if thick {
        r.modifier("3-2", "thick border", 1);
    }
    let a = sa + i32::from(da);
    let d = base_d + i32::from(dd);
    let w = match a.cmp(&d) {
        std::cmp::Ordering::Greater => Winner::Attacker,
        std::cmp::Ordering::Less => Winner::Defender,
        std::cmp::Ordering::Equal => Winner::Draw,
    };
    r.set("attack_total", a)
        .set("defence_total", d)
        .set("winner", w.id())
        .set("rolled", true);
    r.log(format!(
        "Attack {sa} + die {da} = {a} against defence {sd} + {troops} troops{} + die {dd} = {d}: {} (rule 3-2)",
        if thick { " + 1 thick border" } else { "" },
        match w {
            Winner::Attacker => "the attacker wins",
            Winner::Defender => "the defender wins",
            Winner::Draw => "a draw, the defender chooses what to return",
        }
    ));
    Ok((r, w))
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreRegion {
    pub name: String,
    pub points: u32,
    pub owner: Option<String>,
}

/// The standing at the end by storage exhaustion (rule 5).
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub points: BTreeMap<String, u32>,
    pub winner: Option<String>,
    /// How the winner was found, in words with the rule.
    pub how: String,
}

/// Rule 5: region points + alliances (partner tiles held); ties by troop pieces (those drawn), then the
/// player who holds the 3-point region wins. The sheet says so "whatever the regions and pieces", and
/// no winner only when nobody holds it: Gunbai follows the sheet, so the holder wins even when it is not
/// among the tied players (digest Q17 proposed the tied players only).
pub fn standing(
    regions: &[ScoreRegion],
    alliances: &[(String, String)],
    troops: &BTreeMap<String, u32>,
    players: &[String],
    three_point: Option<&str>,
) -> Standing {
    let mut points: BTreeMap<String, u32> = players.iter().map(|p| (p.clone(), 0)).collect();
    for r in regions {
        if let Some(o) = &r.owner {
            let p = points.entry(o.clone()).or_default();
            *p = p.saturating_add(r.points);
        }
    }
    for (a, b) in alliances {
        for x in [a, b] {
            let p = points.entry(x.clone()).or_default();
            *p = p.saturating_add(1);
        }
    }
    let best = points.values().copied().max().unwrap_or(0);
    let mut tied: Vec<String> = points
        .iter()
        .filter(|(_, v)| **v == best)
        .map(|(k, _)| k.clone())
        .collect();
    if tied.len() == 1 {
        return Standing {
            winner: tied.pop(),
            points,
            how: "most points (rule 5)".into(),
        };
    }
    let t = |p: &String| troops.get(p).copied().unwrap_or(0);
    let most = tied.iter().map(t).max().unwrap_or(0);
    tied.retain(|p| t(p) == most);
    if tied.len() == 1 {
        return Standing {
            winner: tied.pop(),
            points,
            how: "tied on points: most troop pieces (rule 5)".into(),
        };
    }
    let holder = three_point.and_then(|tp| {
        regions
            .iter()
            .find(|r| r.name == tp)
            .and_then(|r| r.owner.clone())
    });
    match holder {
        Some(h) => Standing {
            winner: Some(h),
            points,
            how: "tied on points and troops: the holder of the 3-point region wins (rule 5)".into(),
        },
        None => Standing {
            winner: None,
            points,
            how:
                "tied on points and troops, and nobody holds the 3-point region: no winner (rule 5)"
                    .into(),
        },
    }
}

pub fn standing_resolution(s: &Standing) -> Resolution {
    let mut r = Resolution::new(GAME, "score");
    r.set(
        "players",
        Value::Object(
            s.points
                .iter()
                .map(|(k, v)| (k.clone(), Value::from(*v)))
                .collect(),
        ),
    )
    .set(
        "winner",
        s.winner.clone().map(Value::String).unwrap_or(Value::Null),
    )
    .set("how", s.how.clone())
    .rule("5");
    let parts: Vec<String> = s.points.iter().map(|(k, v)| format!("{k} {v}")).collect();
    r.log(format!(
        "Score: {}; {} — {}",
        parts.join(", "),
        s.winner
            .as_ref()
            .map(|w| format!("{w} wins"))
            .unwrap_or_else(|| "no winner".into()),
        s.how
    ));
    r
}

fn score_from_params(p: &Params) -> Result<Resolution, RuleError> {
    let regions: Vec<ScoreRegion> = p.json("regions")?;
    let alliances: Vec<(String, String)> = p.json("alliances")?;
    let troops: BTreeMap<String, u32> = p.json("troops")?;
    let mut players: Vec<String> = regions.iter().filter_map(|r| r.owner.clone()).collect();
    players.extend(alliances.iter().flat_map(|(a, b)| [a.clone(), b.clone()]));
    players.extend(troops.keys().cloned());
    players.sort();
    players.dedup();
    if players.is_empty() {
        return Err(RuleError::input(
            "regions",
            "no player named: give at least one owner, alliance or troop count",
        ));
    }
    // Rule 5 counts each region once, under its one controller.
    let mut seen = std::collections::BTreeSet::new();
    for r in &regions {
        if !seen.insert(r.name.trim()) {
            return Err(RuleError::input(
                "regions",
                format!(
                    "{} is listed twice: a region has one controller (rule 5)",
                    r.name
                ),
            ));
        }
    }
    // Rule 4: a pair of players holds one alliance (one tile each way).
    let mut pairs = std::collections::BTreeSet::new();
    for (a, b) in &alliances {
        if a == b {
            return Err(RuleError::input(
                "alliances",
                format!("{a} cannot ally with itself"),
            ));
        }
        let k = if a < b { (a, b) } else { (b, a) };
        if !pairs.insert(k) {
            return Err(RuleError::input(
                "alliances",
                format!("{a} and {b} are listed twice: one alliance per pair (rule 4)"),
            ));
        }
    }
    // Points add up without wrapping around.
    let total: u64 =
        regions.iter().map(|r| u64::from(r.points)).sum::<u64>() + 2 * alliances.len() as u64;
    if total > u64::from(u32::MAX) {
        return Err(RuleError::input(
            "regions",
            "the points are too large to add up",
        ));
    }
    // An uncontrolled 3-point region may be left out of the list: then nobody holds it.
    let tp = p.opt_text("three-point-region");
    if let Some(tp) = &tp
        && let Some(r) = regions.iter().find(|r| r.name.trim() == tp.trim())
        && r.points != 3
    {
        return Err(RuleError::input(
            "three-point-region",
            format!(
                "{tp} is listed with {} point(s): the 3-point region is worth 3 (rule 5)",
                r.points
            ),
        ));
    }
    Ok(standing_resolution(&standing(
        &regions,
        &alliances,
        &troops,
        &players,
        tp.as_deref(),
    )))
}

pub fn resolve(
    procedure: &str,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    match procedure {
        "war" => {
            let a = chips("attack-chips", &p.list("attack-chips")?, &ATTACK_CHIPS)?;
            let d = chips("defence-chips", &p.list("defence-chips")?, &DEFENCE_CHIPS)?;
            if a.is_empty() {
                return Err(RuleError::input(
                    "attack-chips",
                    "at least one attack chip marks a target (rule 3-2)",
                ));
            }
            Ok(war(
                &a,
                &d,
                p.int("troops")? as u32,
                p.bool("thick-border")?,
                dice,
            )?
            .0)
        }
        "score" => score_from_params(p),
        other => Err(RuleError::UnknownProcedure {
            name: other.into(),
            valid: "war, score".into(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{ManualDice, enumerate_odds};

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn rule_3_2_attack_is_chips_plus_die_defence_adds_troops_and_thick_border() {
        let (r, w) = war(
            &[3, 1],
            &[1],
            2,
            true,
            &mut ManualDice::new([4, 2]).unwrap(),
        )
        .unwrap();
        assert_eq!(r.result["attack_total"], 8);
        assert_eq!(r.result["defence_total"], 6);
        assert_eq!(w, Winner::Attacker);
        assert_eq!(r.rolls, vec![4, 2], "attack die first, then defence die");
    }

    #[test]
    fn rule_3_2_equal_totals_are_a_draw() {
        let (r, w) = war(
            &[2],
            &[1, 1],
            0,
            false,
            &mut ManualDice::new([1, 1]).unwrap(),
        )
        .unwrap();
        assert_eq!(w, Winner::Draw);
        assert_eq!(r.result["winner"], "draw");
    }

    #[test]
    fn rule_3_2_zero_attack_chips_means_no_war_and_no_dice() {
        let mut dice = ManualDice::new([6, 6]).unwrap();
        let (r, w) = war(&[0, 0], &[], 0, false, &mut dice).unwrap();
        assert_eq!(w, Winner::Defender);
        assert_eq!(r.result["rolled"], false);
        assert!(r.rolls.is_empty());
        let odds =
            enumerate_odds(|d| war(&[0], &[], 0, false, d).map(|x| x.0.outcome_key())).unwrap();
        assert_eq!(odds.len(), 1);
    }

    #[test]
    fn rule_1_chips_must_come_from_the_set() {
        assert!(chips("attack-chips", &s(&["3", "0", "0"]), &ATTACK_CHIPS).is_ok());
        let e = chips("attack-chips", &s(&["3", "3"]), &ATTACK_CHIPS).unwrap_err();
        assert!(e.to_string().starts_with("attack-chips:"), "{e}");
        let e = chips("defence-chips", &s(&["3"]), &DEFENCE_CHIPS).unwrap_err();
        assert!(e.to_string().starts_with("defence-chips:"), "{e}");
    }

    #[test]
    fn rule_5_points_plus_alliances_then_troops_then_three_point_region() {
        let reg = |n: &str, p: u32, o: &str| ScoreRegion {
            name: n.into(),
            points: p,
            owner: Some(o.into()),
        };
        let players = s(&["a", "b", "c"]);
        let regions = vec![reg("X", 3, "a"), reg("Y", 2, "b"), reg("Z", 1, "c")];
        let alliances = vec![("b".to_string(), "c".to_string())];
        let troops: BTreeMap<String, u32> = [("a".into(), 1), ("b".into(), 4)].into();
        let st = standing(&regions, &alliances, &troops, &players, Some("X"));
        assert_eq!(st.points["b"], 3);
        assert_eq!(st.points["c"], 2);
        // a and b tie on 3: b has more troops.
        assert_eq!(st.winner.as_deref(), Some("b"));
        let even: BTreeMap<String, u32> = [("a".into(), 2), ("b".into(), 2)].into();
        let st = standing(&regions, &alliances, &even, &players, Some("X"));
        assert_eq!(
            st.winner.as_deref(),
            Some("a"),
            "a holds the 3-point region"
        );
        let st = standing(&regions, &alliances, &even, &players, None);
        assert_eq!(st.winner, None, "nobody holds a 3-point region");
    }
}
