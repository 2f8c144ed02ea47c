//! The Seinan procedures that `gunbai resolve seinan PROC` runs without a session. The session actions
//! call the same functions, so a rule lives in one place.

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::data::{HAKATA, HONSHU, KOKURA, KUMAMOTO_CASTLE, SeinanData};
use super::state::Side;
use crate::core::odds::{Odds, binomial};
use crate::core::typed::parse;
use crate::core::{DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep};
use crate::msg;

pub const GAME: &str = "seinan";

pub fn specs() -> Vec<ProcedureSpec> {
    vec![
        ProcedureSpec {
            id: "march".into(),
            title: msg!("seinan-proc-march"),
            rule: "5.0".into(),
            keys: vec![],
            dice: msg!("seinan-dice-one"),
        },
        ProcedureSpec {
            id: "attack".into(),
            title: msg!("seinan-proc-attack"),
            rule: "6.2".into(),
            keys: vec![
                KeySpec::int(
                    "units",
                    0,
                    60,
                    "rolling units (Saigo Takamori is not counted)",
                )
                .say_label(msg!("seinan-key-rolling-units"))
                .say_help(msg!("seinan-help-rolling-units")),
                KeySpec::bool("kumamoto-siege", "a battle in 熊本城 (rule 9.1)")
                    .say_label(msg!("seinan-key-siege"))
                    .say_help(msg!("seinan-help-siege")),
                KeySpec::choice("side", &["saigo", "government"], "the attacking side")
                    .default("saigo")
                    .say_label(msg!("seinan-key-attacking-side"))
                    .say_help(msg!("seinan-help-attacking-side")),
                KeySpec::int(
                    "saigo-units",
                    0,
                    60,
                    "siege: Saigo units in 熊本城 (each government hit removes one; no more can go)",
                )
                .optional()
                .say_label(msg!("seinan-key-saigo-units"))
                .say_help(msg!("seinan-help-saigo-units")),
            ],
            dice: msg!("seinan-dice-per-unit"),
        },
        ProcedureSpec {
            id: "replenish".into(),
            title: msg!("seinan-proc-replenish"),
            rule: "7.0(3)".into(),
            keys: vec![
                KeySpec::int("pool", 0, 99, "Saigo units in the replacement pool")
                    .say_label(msg!("seinan-key-pool"))
                    .say_help(msg!("seinan-help-pool")),
                KeySpec::bool("line-cut", "Saigo Takamori's line to 鹿儿岛 is cut")
                    .say_label(msg!("seinan-key-line-cut"))
                    .say_help(msg!("seinan-help-line-cut")),
            ],
            dice: msg!("seinan-dice-none"),
        },
        ProcedureSpec {
            id: "victory".into(),
            title: msg!("seinan-proc-victory"),
            rule: "8.0".into(),
            keys: vec![
                KeySpec::list("saigo-in", "boxes the Saigo side holds")
                    .say_label(msg!("seinan-key-saigo-in"))
                    .say_help(msg!("seinan-help-saigo-in")),
                KeySpec::bool("saigo-takamori-removed", "西乡隆盛 has been removed")
                    .say_label(msg!("seinan-key-takamori-removed"))
                    .say_help(msg!("seinan-help-takamori-removed")),
            ],
            dice: msg!("seinan-dice-none"),
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

/// The chance that one die hits (rule 6.2(2)), from [`is_hit`].
pub fn hit_chance() -> f64 {
    (1..=6u8).filter(|f| is_hit(*f)).count() as f64 / 6.0
}

/// Hits among the faces of an attack.
pub fn hits(faces: &[u8]) -> u32 {
    faces.iter().filter(|f| is_hit(**f)).count() as u32
}

/// Rule 9.1(2): in the 熊本城 siege each government hit removes a whole Saigo unit.
pub fn removes_whole_units(siege: bool, side: Side) -> bool {
    siege && side == Side::Government
}

// --- Typed outcomes: what a resolution's result map holds, read back by name (never a default). ---

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct MarchOutcome {
    pub march_points: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct AttackOutcome {
    pub hits: u32,
    pub whole_units_removed: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct ReplenishOutcome {
    pub placed: u32,
    pub removed: u32,
    pub remaining: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct VictoryOutcome {
    pub winner: String,
}

/// Reads a resolution's result into its typed outcome; `None` when it is another procedure's.
pub fn read<T: DeserializeOwned>(res: &Resolution) -> Option<T> {
    serde_json::from_value(Value::Object(res.result.clone())).ok()
}

// --- Typed inputs of the procedures `gunbai resolve seinan PROC` runs. ---

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct AttackInput {
    units: u32,
    kumamoto_siege: bool,
    side: Side,
    #[serde(default)]
    saigo_units: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ReplenishInput {
    pool: u32,
    line_cut: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct VictoryInput {
    saigo_in: Vec<String>,
    saigo_takamori_removed: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct MarchInput {}

pub fn march(dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let face = dice.d6()?;
    let mp = march_points(face);
    let mut r = Resolution::new(GAME, "march");
    r.rolls.push(face);
    if face == 1 {
        r.modifier("5.0", msg!("seinan-mod-one-is-two"), 1);
    }
    r.modified_roll = Some(i32::from(mp));
    r.set("march_points", mp).rule("5.0");
    r.log(msg!("seinan-log-march-roll", face = face, points = mp));
    Ok(r)
}

/// Rule 9.1(2): the Saigo units a government attack in the siege removes: one per hit, but no more
/// than the `saigo_units` in 熊本城 (hits beyond them are lost, digest B8); none outside the siege.
pub fn whole_units_removed(siege: bool, side: Side, hits: u32, saigo_units: Option<u32>) -> u32 {
    if removes_whole_units(siege, side) {
        hits.min(saigo_units.unwrap_or(u32::MAX))
    } else {
        0
    }
}

/// Rule 6.2: `units` dice; in a 熊本城 siege each government hit removes a whole Saigo unit (rule 9.1(2)),
/// as many as there are (`saigo_units`, when known).
pub fn attack(
    units: u32,
    siege: bool,
    side: Side,
    saigo_units: Option<u32>,
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
    let whole = whole_units_removed(siege, side, hits, saigo_units);
    r.set("hits", hits)
        .set("whole_units_removed", whole)
        .rule("6.2");
    if siege {
        r.rule("9.1");
    }
    let faces: Vec<String> = r.rolls.iter().map(u8::to_string).collect();
    r.log(msg!(
        "seinan-log-attack",
        side = side.say(),
        dice = units,
        faces = faces.join(" "),
        hits = hits
    ));
    if whole > 0 {
        r.log(msg!("seinan-log-siege-whole", place = KUMAMOTO_CASTLE));
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
        r.log(msg!("seinan-log-line-cut"));
    } else {
        r.log(msg!("seinan-log-pairs", n = pairs));
    }
    r
}

/// Rule 8.0: Saigo wins holding both 波多 and 小仓, or 熊本城; the government wins when Saigo
/// Takamori is removed (checked first: it ends the game at once). `saigo_in` lists the boxes the Saigo
/// side holds, by name or by any alias the map gives; an unknown box is refused, naming it.
pub fn victory(
    data: &SeinanData,
    saigo_in: &[String],
    takamori_removed: bool,
) -> Result<Resolution, RuleError> {
    let mut held: Vec<&str> = Vec::new();
    for b in saigo_in {
        if data.town(b) == Some(HONSHU) {
            return Err(RuleError::input(
                "saigo-in",
                msg!("seinan-err-victory-honshu", place = HONSHU),
            ));
        }
        held.push(data.town(b).ok_or_else(|| {
            RuleError::input(
                "saigo-in",
                msg!(
                    "seinan-err-no-box",
                    name = b,
                    boxes = Msg::join(
                        data.towns.iter().map(|t| Msg::plain(t.id.clone())),
                        Sep::Comma
                    )
                ),
            )
        })?);
    }
    let mut r = Resolution::new(GAME, "victory");
    let has = |b: &str| held.contains(&b);
    let (winner, line) = if takamori_removed {
        ("government", msg!("seinan-log-victory-takamori"))
    } else if has(KUMAMOTO_CASTLE) {
        (
            "saigo",
            msg!("seinan-log-victory-castle", place = KUMAMOTO_CASTLE),
        )
    } else if has(HAKATA) && has(KOKURA) {
        (
            "saigo",
            msg!("seinan-log-victory-both", first = HAKATA, second = KOKURA),
        )
    } else {
        ("none", msg!("seinan-log-victory-none"))
    };
    r.set("winner", winner).rule("8.0");
    r.log(line);
    Ok(r)
}

pub fn resolve(
    data: &SeinanData,
    procedure: &str,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    match procedure {
        "march" => {
            let MarchInput {} = parse(p)?;
            march(dice)
        }
        "attack" => {
            let a: AttackInput = parse(p)?;
            attack(a.units, a.kumamoto_siege, a.side, a.saigo_units, dice)
        }
        "replenish" => {
            let a: ReplenishInput = parse(p)?;
            Ok(replenish(a.pool, a.line_cut))
        }
        "victory" => {
            let a: VictoryInput = parse(p)?;
            victory(data, &a.saigo_in, a.saigo_takamori_removed)
        }
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
    let a: AttackInput = match parse(p) {
        Ok(a) => a,
        Err(e) => return Some(Err(e)),
    };
    let whole = |k: u32| whole_units_removed(a.kumamoto_siege, a.side, k, a.saigo_units);
    let mut o = binomial(a.units, hit_chance(), |k| {
        format!("hits={k}, whole_units_removed={}", whole(k))
    });
    // The key stays for scripts; players read the result in their words.
    for (k, x) in o.iter_mut().enumerate() {
        x.label = Some(super::view::attack_text(k as u32, whole(k as u32)));
    }
    Some(Ok(o))
}

pub fn value_list(v: &[String]) -> Value {
    Value::Array(v.iter().map(|s| Value::String(s.clone())).collect())
}
