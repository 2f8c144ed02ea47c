//! The Tenka procedures that `gunbai resolve tenka PROC` runs without a session: one war over a region
//! (rule 3-2) and the final scoring (rule 5). The session actions call the same functions.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::core::{DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep};
use crate::msg;

pub const GAME: &str = "tenka";

/// The attack chips (攻撃コマ, black): values 3, 2, 1, 0, 0 (rule 1).
pub const ATTACK_CHIPS: [u8; 5] = [3, 2, 1, 0, 0];
/// The defence chips (防御コマ, white): values 2, 1, 1, 1, 1 (rule 1).
pub const DEFENCE_CHIPS: [u8; 5] = [2, 1, 1, 1, 1];

pub fn specs() -> Vec<ProcedureSpec> {
    vec![
        ProcedureSpec {
            id: "war".into(),
            title: msg!("tenka-proc-war"),
            rule: "3-2".into(),
            keys: vec![
                KeySpec::list("attack-chips", "")
                    .say_help(msg!("tenka-key-war-attack-help"))
                    .say_label(msg!("tenka-key-attack-chips")),
                KeySpec::list("defence-chips", "")
                    .say_help(msg!("tenka-key-war-defence-help"))
                    .say_label(msg!("tenka-key-defence-chips")),
                KeySpec::int("troops", 0, 60, "")
                    .say_help(msg!("tenka-key-war-troops-help"))
                    .say_label(msg!("tenka-key-troops")),
                KeySpec::bool("thick-border", "")
                    .say_help(msg!("tenka-key-war-thick-help"))
                    .say_label(msg!("tenka-key-thick-border")),
            ],
            dice: msg!("tenka-proc-war-dice"),
        },
        ProcedureSpec {
            id: "score".into(),
            title: msg!("tenka-proc-score"),
            rule: "5".into(),
            keys: vec![
                KeySpec::json("regions", "")
                    .say_help(msg!("tenka-key-score-regions-help"))
                    .say_label(msg!("tenka-key-regions")),
                KeySpec::json("alliances", "")
                    .default(json!([]))
                    .say_help(msg!("tenka-key-score-alliances-help"))
                    .say_label(msg!("tenka-key-alliances")),
                KeySpec::json("troops", "")
                    .default(json!({}))
                    .say_help(msg!("tenka-key-score-troops-help"))
                    .say_label(msg!("tenka-key-troops")),
                KeySpec::text("three-point-region", "")
                    .optional()
                    .say_help(msg!("tenka-key-score-three-help"))
                    .say_label(msg!("tenka-key-three-point-region")),
            ],
            dice: msg!("tenka-proc-score-dice"),
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
            .map_err(|_| RuleError::input(field, msg!("tenka-error-chip-value", got = v)))?;
        match left.iter().position(|c| *c == n) {
            Some(i) => {
                left.remove(i);
                out.push(n);
            }
            None => {
                return Err(RuleError::input(
                    field,
                    msg!("tenka-error-no-chip-left", chip = n, set = chip_list(set)),
                ));
            }
        }
    }
    Ok(out)
}

/// Chip values as a list ("3, 2, 1" / "3、2、1").
pub fn chip_list(set: &[u8]) -> Msg {
    Msg::join(set.iter().map(|c| Msg::plain(c.to_string())), Sep::Comma)
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
    /// The result in words: "the attacker wins", "a draw, the defender chooses what to return".
    pub fn msg(self) -> Msg {
        match self {
            Winner::Attacker => msg!("tenka-result-attacker"),
            Winner::Defender => msg!("tenka-result-defender"),
            Winner::Draw => msg!("tenka-result-draw"),
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
        r.log(msg!("tenka-log-zero-attack"));
        return Ok((r, Winner::Defender));
    }
    let da = dice.d6()?;
    let dd = dice.d6()?;
    r.rolls.push(da);
    r.rolls.push(dd);
    r.modifier("3-2", msg!("tenka-mod-defence-chips"), sd);
    r.modifier("3-2", msg!("tenka-mod-troops"), troops as i32);
    if thick {
        r.modifier("3-2", msg!("tenka-mod-thick-border"), 1);
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
    let line = if thick {
        msg!(
            "tenka-log-war-thick",
            sa = sa,
            da = da,
            a = a,
            sd = sd,
            troops = troops,
            dd = dd,
            d = d,
            result = w.msg()
        )
    } else {
        msg!(
            "tenka-log-war",
            sa = sa,
            da = da,
            a = a,
            sd = sd,
            troops = troops,
            dd = dd,
            d = d,
            result = w.msg()
        )
    };
    r.log(line);
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
    /// How the winner was found.
    pub how: How,
}

/// How the final score found its winner (rule 5), as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum How {
    MostPoints,
    MostTroops,
    ThreePointRegion,
    NoWinner,
}

impl How {
    pub fn id(self) -> &'static str {
        match self {
            How::MostPoints => "most-points",
            How::MostTroops => "most-troops",
            How::ThreePointRegion => "three-point-region",
            How::NoWinner => "no-winner",
        }
    }
    pub fn msg(self) -> Msg {
        match self {
            How::MostPoints => msg!("tenka-how-most-points"),
            How::MostTroops => msg!("tenka-how-most-troops"),
            How::ThreePointRegion => msg!("tenka-how-three-point"),
            How::NoWinner => msg!("tenka-how-no-winner"),
        }
    }
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
            how: How::MostPoints,
        };
    }
    let t = |p: &String| troops.get(p).copied().unwrap_or(0);
    let most = tied.iter().map(t).max().unwrap_or(0);
    tied.retain(|p| t(p) == most);
    if tied.len() == 1 {
        return Standing {
            winner: tied.pop(),
            points,
            how: How::MostTroops,
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
            how: How::ThreePointRegion,
        },
        None => Standing {
            winner: None,
            points,
            how: How::NoWinner,
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
    .set("how", s.how.id())
    .rule("5");
    let parts = Msg::join(
        s.points.iter().map(|(k, v)| Msg::plain(format!("{k} {v}"))),
        Sep::Comma,
    );
    r.log(match &s.winner {
        Some(w) => msg!(
            "tenka-log-score",
            points = parts,
            who = w,
            how = s.how.msg()
        ),
        None => msg!("tenka-log-score-none", points = parts, how = s.how.msg()),
    });
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
            msg!("tenka-error-no-player-named"),
        ));
    }
    // Rule 5 counts each region once, under its one controller.
    let mut seen = std::collections::BTreeSet::new();
    for r in &regions {
        if !seen.insert(r.name.trim()) {
            return Err(RuleError::input(
                "regions",
                msg!("tenka-error-region-twice", region = r.name.clone()),
            ));
        }
    }
    // Rule 4: a pair of players holds one alliance (one tile each way).
    let mut pairs = std::collections::BTreeSet::new();
    for (a, b) in &alliances {
        if a == b {
            return Err(RuleError::input(
                "alliances",
                msg!("tenka-error-self-ally", who = a),
            ));
        }
        let k = if a < b { (a, b) } else { (b, a) };
        if !pairs.insert(k) {
            return Err(RuleError::input(
                "alliances",
                msg!("tenka-error-alliance-twice", a = a, b = b),
            ));
        }
    }
    // Points add up without wrapping around.
    let total: u64 =
        regions.iter().map(|r| u64::from(r.points)).sum::<u64>() + 2 * alliances.len() as u64;
    if total > u64::from(u32::MAX) {
        return Err(RuleError::input(
            "regions",
            msg!("tenka-error-points-too-large"),
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
            msg!("tenka-error-three-point-worth", region = tp, n = r.points),
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
                    msg!("tenka-error-one-attack-chip"),
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
