//! The procedures of 西国之雄, one pure function each. Every function names its rules, pushes every
//! rule-given modifier, sets the modified roll and the table cell, and rolls only the dice it needs.
//! The session actions call the same functions, so `resolve`, `odds` and play agree.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::data::{Rank, SaigokuData, parse_siege_cell};
use crate::core::{DiceSource, Msg, Resolution, RuleError, Sep};

pub const GAME: &str = "saigoku";

fn new(proc: &str) -> Resolution {
    Resolution::new(GAME, proc)
}

/// Writes a procedure's typed outcome into `Resolution.result` (field names are the CLI contract).
fn put<T: Serialize>(r: &mut Resolution, out: &T) {
    match serde_json::to_value(out) {
        Ok(Value::Object(m)) => r.result.extend(m),
        // Every outcome below is a plain struct of numbers, booleans and strings: always an object.
        _ => unreachable!("a procedure outcome serialises to a JSON object"),
    }
}

/// Reads a resolution's result back into its typed outcome. A missing or mistyped field is a
/// [`RuleError::Data`] naming the procedure and the field, never a default.
pub fn read<T: DeserializeOwned>(r: &Resolution) -> Result<T, RuleError> {
    serde_json::from_value(Value::Object(r.result.clone())).map_err(|e| {
        let msg = e.to_string();
        let msg = msg.split(" at line").next().unwrap_or(&msg);
        RuleError::Data(format!("result of {}: {msg}", r.procedure))
    })
}

/// Rolls one d6 and records it.
fn roll(r: &mut Resolution, dice: &mut dyn DiceSource) -> Result<u8, RuleError> {
    let die = dice.d6()?;
    r.rolls.push(die);
    Ok(die)
}

/// The die plus every modifier pushed so far, crossed with the `strength` column of the combat
/// results table (used by 19-2, 19-3, 23-2, 23-6): sets the modified roll and records the cell.
/// Returns the modified roll, the damage and whether ● (a unit eliminated) came up.
fn crt_roll(
    r: &mut Resolution,
    d: &SaigokuData,
    die: u8,
    strength: i64,
) -> Result<(i32, i64, bool), RuleError> {
    let m = die as i32 + r.modifier_total();
    r.modified_roll = Some(m);
    let (cell, n, elim) = d.crt_lookup(m as i64, strength)?;
    r.cell(cell);
    Ok((m, n, elim))
}

/// The modifiers a skirmish attack [23-2-1 (3)–(5)] and a counterattack [23-6-2 (2)–(4)] share, at
/// the rule numbers the caller gives: river −2 (not when a garrison fights inside its own hex, 23-7),
/// the field modifier difference and the morale difference, `who` naming the order (`attacker −
/// defender`).
fn fight_modifiers(
    r: &mut Resolution,
    [river_rule, field_rule, morale_rule]: [&str; 3],
    who: crate::core::Msg,
    river: bool,
    field_difference: i64,
    morale_difference: i64,
) {
    if river {
        r.modifier(river_rule, crate::msg!("saigoku-river-between-forces"), -2);
    }
    r.modifier(
        field_rule,
        crate::msg!("saigoku-field-modifier-difference", who = who.clone()),
        field_difference as i32,
    );
    r.modifier(
        morale_rule,
        crate::msg!("saigoku-morale-difference", who = who),
        morale_difference as i32,
    );
}

/// The damage of a skirmish attack or counterattack as its outcome.
fn put_combat(r: &mut Resolution, damage: i64, eliminate: bool) {
    put(r, &CombatOutcome { damage, eliminate });
}

/// ` ●` after a damage that eliminates a unit, for the log.
fn dot(eliminate: bool) -> &'static str {
    if eliminate { " ●" } else { "" }
}

/// A terrain name that is not in the terrain table, refused naming the key.
fn unknown_terrain(d: &SaigokuData, key: &str, terrain: &str) -> RuleError {
    RuleError::input(
        key,
        crate::msg!(
            "saigoku-expected-one-got",
            terrain_names = d.terrain_names().join("|"),
            terrain = terrain
        ),
    )
}

// --- Typed outcomes, one per procedure (field names as written into `Resolution.result`). ---

/// 18-1: siege requirement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiegeRequirementOutcome {
    pub required: i64,
    pub can_besiege: bool,
}

/// 18-2: siege check. `text` only when the cell names further effects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiegeCheckOutcome {
    pub row: String,
    pub event: bool,
    pub outcome: String,
    pub morale: i64,
    pub durability: i64,
    pub fall: bool,
    pub lift: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// 19-2: interception.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct InterceptionOutcome {
    pub steps: i64,
    pub eliminate: bool,
}

/// 19-3: assault.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssaultOutcome {
    pub durability_loss: i64,
}

/// 20-2: surrender demand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SurrenderOutcome {
    pub letter: String,
    pub applied: String,
    pub meaning: String,
}

/// 23-2 skirmish and 23-6 counterattack: damage, ● = a unit eliminated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatOutcome {
    pub damage: i64,
    pub eliminate: bool,
}

/// 24-2: one exchange of a decisive battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleRoundOutcome {
    pub attacker_roll: i32,
    pub defender_roll: i32,
    pub defender_damage: i64,
    pub defender_eliminate: bool,
    pub attacker_damage: i64,
    pub attacker_eliminate: bool,
}

/// 24-3: battle retreat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleRetreatOutcome {
    pub hexes: i64,
    pub steps_lost: i64,
}

/// 14-2: replacement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplacementOutcome {
    pub table_value: i64,
    pub steps: i64,
}

/// 26: morale recovery; `threshold` only when a die was rolled (26-1-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RallyOutcome {
    pub recovered: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threshold: Option<i32>,
}

/// 36.7 (1): 大内氏 activation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivationOutcome {
    pub active: bool,
}

/// 35.7 (2): sea movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeaMoveOutcome {
    pub allowed: bool,
}

/// One line of the score breakdown (32).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub side: String,
    pub item: crate::core::Msg,
    pub rule: crate::core::Msg,
    pub points: i64,
}

/// 32: score by side, its breakdown and the leader (`tie` when level).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreOutcome {
    pub sides: std::collections::BTreeMap<String, i64>,
    pub breakdown: Vec<ScoreLine>,
    pub leader: String,
}

/// Rule 18-1 / 18-1-1: the besiegers need at least 10 × castle level strength (10 for level 0).
pub fn siege_requirement(level: i64, strength: i64) -> Resolution {
    let mut r = new("siege-requirement");
    r.rule("18-1").rule("18-1-1");
    let required = 10 * level.max(1);
    let ok = strength >= required;
    put(
        &mut r,
        &SiegeRequirementOutcome {
            required,
            can_besiege: ok,
        },
    );
    r.log(crate::msg!(
        "saigoku-siege-requirement-level-needs-strength",
        level = level,
        required = required,
        strength = strength,
        besiege = if ok { "yes" } else { "no" }
    ));
    r
}

/// Rule 18-2: the siege check at the end of the castle owner's ops phase. Row `within`/`over` the
/// garrison limit of the level [18-2-1 (1)], one unmodified d6 [18-2-1 (2)]; on a 1 the castle event
/// roll, modified by the besiegers' lowest morale − the garrison/castle lowest morale (digest A6 sign
/// choice: a higher roll is worse for the castle) [18-2-1 (3)].
pub fn siege_check(
    d: &SaigokuData,
    level: i64,
    garrison_units: i64,
    garrison_morale: i64,
    besieger_morale: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("siege-check");
    r.rule("18-2").rule("18-2-1");
    let (limit_cell, limit) = d.garrison_limit(level)?;
    r.cell(limit_cell);
    let row = if garrison_units <= limit {
        "within"
    } else {
        "over"
    };
    let die = roll(&mut r, dice)?;
    r.modified_roll = Some(die as i32);
    let cell = d.siege.lookup(row, &die.to_string())?;
    let mut eff = parse_siege_cell(&cell.value);
    let main_text = cell.value.clone();
    r.cell(cell);
    // 18-2-1 (3): a roll of 1 is always the castle event, whatever the placeholder cell says.
    let event = die == 1 || eff.event;
    let mut outcome = main_text.clone();
    if event {
        r.rule("18-2-1 (3)");
        let e = roll(&mut r, dice)?;
        let drm = (besieger_morale - garrison_morale) as i32;
        r.modifier(
            "18-2-1 (3)",
            crate::msg!(
                "saigoku-morale-difference-besiegers-garrison-sign",
                ruling = crate::core::Msg::ruling(20)
            ),
            drm,
        );
        let m = e as i32 + drm;
        r.modified_roll = Some(m);
        let ec = d.siege_event.lookup_clamped(m as i64, "effect")?;
        eff = parse_siege_cell(&ec.value);
        outcome = ec.value.clone();
        r.cell(ec);
    }
    if eff.morale != 0 {
        r.rule("18-2-2");
    }
    if eff.durability != 0 {
        r.rule("8-2-2");
    }
    put(
        &mut r,
        &SiegeCheckOutcome {
            row: row.to_string(),
            event,
            outcome: outcome.clone(),
            morale: eff.morale,
            durability: eff.durability,
            fall: eff.fall,
            lift: eff.lift,
            text: (!eff.text.is_empty()).then(|| eff.text.join(", ")),
        },
    );
    r.log(crate::msg!(
        "saigoku-siege-check-garrison-unit-limit",
        garrison_units = garrison_units,
        limit = limit,
        row = row,
        die = die,
        outcome = &outcome
    ));
    Ok(r)
}

/// Rule 19-2: interception. Column = garrison strength (0 for an empty castle [19-2-3]); modifiers +1
/// [19-2-5 (1)], the garrison's field modifier [19-2-5 (2)] and garrison − assaulting morale
/// [19-2-5 (3)]. Result: steps lost by the assaulting force, ● = a unit eliminated [19-2-4].
pub fn interception(
    d: &SaigokuData,
    garrison_strength: i64,
    field_mod: i64,
    garrison_morale: i64,
    assault_morale: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("interception");
    r.rule("19-2");
    let die = roll(&mut r, dice)?;
    r.modifier("19-2-5 (1)", crate::msg!("saigoku-interception"), 1);
    r.modifier(
        "19-2-5 (2)",
        crate::msg!("saigoku-garrison-field-modifier"),
        field_mod as i32,
    );
    r.modifier(
        "19-2-5 (3)",
        crate::msg!("saigoku-morale-difference-garrison-assaulting-force"),
        (garrison_morale - assault_morale) as i32,
    );
    let (m, n, elim) = crt_roll(&mut r, d, die, garrison_strength)?;
    put(
        &mut r,
        &InterceptionOutcome {
            steps: n,
            eliminate: elim,
        },
    );
    r.log(crate::msg!(
        "saigoku-interception-strength-d-step",
        garrison_strength = garrison_strength,
        die = die,
        m = m,
        n = n,
        eliminated = if elim {
            crate::msg!("saigoku-one-unit-eliminated")
        } else {
            crate::core::Msg::default()
        }
    ));
    Ok(r)
}

/// Rule 19-3: assault. Column = the assaulting force's strength after interception; modifiers −level
/// [19-3-2 (1)], the terrain's assault modifier [19-3-2 (2)], assaulting − castle morale [19-3-2 (3)]
/// (sign: digest A6). The damage is durability loss; ● is ignored [19-3-1 (2)]. A force wiped out by
/// the interception does not assault (digest proposal): no die is rolled.
pub fn assault(
    d: &SaigokuData,
    strength: i64,
    level: i64,
    terrain: &str,
    assault_morale: i64,
    castle_morale: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("assault");
    r.rule("19-3");
    if strength <= 0 {
        put(&mut r, &AssaultOutcome { durability_loss: 0 });
        r.log(crate::msg!("saigoku-assault-assaulting-force-has-no"));
        return Ok(r);
    }
    let tcell = d
        .terrain
        .lookup(terrain, "assault-drm")
        .map_err(|_| unknown_terrain(d, "terrain", terrain))?;
    let tdrm: i64 = tcell.value.trim().parse().unwrap_or(0);
    r.cell(tcell);
    let die = roll(&mut r, dice)?;
    r.modifier(
        "19-3-2 (1)",
        crate::msg!("saigoku-castle-level"),
        -(level as i32),
    );
    r.modifier(
        "19-3-2 (2)",
        crate::msg!("saigoku-terrain", terrain = terrain_name(terrain)),
        tdrm as i32,
    );
    r.modifier(
        "19-3-2 (3)",
        crate::msg!(
            "saigoku-morale-difference-assaulting-force-castle",
            ruling = crate::core::Msg::ruling(20)
        ),
        (assault_morale - castle_morale) as i32,
    );
    let (m, n, _elim) = crt_roll(&mut r, d, die, strength)?;
    r.rule("19-3-1 (2)");
    put(&mut r, &AssaultOutcome { durability_loss: n });
    r.log(crate::msg!(
        "saigoku-assault-strength-d-durability",
        strength = strength,
        die = die,
        m = m,
        n = n
    ));
    Ok(r)
}

/// Rule 20-2: surrender demand (also the durability-0 roll on column 0, 21 (2)). Column = durability;
/// modifiers: −2 with a 总大将 in the garrison, else −1 with a 大将 (20-2-1 ※, digest A16), demanding −
/// castle morale [20-2-1 (3)], −1 after an earlier B [20-3 B] (no stacking, digest A17). `applied` is
/// the letter to apply: in column 0 A–C act as D (digest A11).
pub fn surrender(
    d: &SaigokuData,
    durability: i64,
    garrison_leader: Rank,
    demander_morale: i64,
    castle_morale: i64,
    refused_before: bool,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("surrender");
    r.rule("20-2");
    if durability == 0 {
        r.rule("21 (2)");
    }
    let die = roll(&mut r, dice)?;
    match garrison_leader {
        Rank::Sotaisho => {
            r.modifier("20-2-1 (1)", crate::msg!("saigoku-garrison"), -2);
        }
        Rank::Taisho => {
            r.modifier("20-2-1 (2)", crate::msg!("saigoku-garrison-2"), -1);
        }
        Rank::Busho => {}
    }
    r.modifier(
        "20-2-1 (3)",
        crate::msg!("saigoku-morale-difference-demanding-force-castle"),
        (demander_morale - castle_morale) as i32,
    );
    if refused_before {
        r.modifier("20-3 B", crate::msg!("saigoku-castle-refused-before-b"), -1);
    }
    let m = die as i32 + r.modifier_total();
    r.modified_roll = Some(m);
    let cell = d
        .surrender
        .lookup_clamped(m as i64, &durability.clamp(0, 10).to_string())?;
    let letter = cell.value.trim().to_string();
    r.cell(cell);
    let applied = if durability == 0 && matches!(letter.as_str(), "A" | "B" | "C") {
        r.log(crate::msg!(
            "saigoku-column-applied-as-d-garrison",
            letter = &letter,
            ruling = crate::core::Msg::ruling(2)
        ));
        "D".to_string()
    } else {
        letter.clone()
    };
    r.rule("20-3");
    put(
        &mut r,
        &SurrenderOutcome {
            letter: letter.clone(),
            applied: applied.clone(),
            meaning: letter_meaning(&applied).to_string(),
        },
    );
    r.log(crate::msg!(
        "saigoku-surrender-durability-d",
        durability = durability,
        die = die,
        m = m,
        letter = &letter,
        letter2 = letter_meaning(&letter)
    ));
    Ok(r)
}

pub fn letter_meaning(l: &str) -> &'static str {
    match l {
        "A" => "彻底抗战: no further demands against this castle",
        "B" => "拒不开城: −1 to later demands",
        "C" => "无应答: no effect",
        "D" => "开城: the garrison withdraws",
        "E" => "城主切腹并开城: 1 garrison unit eliminated, the rest withdraw",
        "F" => "主战派切腹并开城: 2 garrison units eliminated, the rest withdraw",
        "G" => "解散部队并开城: half the garrison units (rounded up) eliminated, the rest withdraw",
        "H" => "投降: every garrison unit removed; the demander may restore half their steps",
        _ => "",
    }
}

/// Terrain modifier of a skirmish attack [23-2-1 (1)(2)], by the terrain's class.
fn skirmish_terrain(d: &SaigokuData, terrain: &str) -> Result<(String, i32), RuleError> {
    let class = d
        .terrain_class(terrain)
        .ok_or_else(|| unknown_terrain(d, "defender-terrain", terrain))?;
    let v = match class.as_str() {
        "rough" | "marsh" => -1,
        "mountain" => -2,
        _ => 0,
    };
    Ok((class, v))
}

/// Rule 23-2: the skirmish attack. Column = attacking strength; modifiers: defender's terrain (rough or
/// marsh −1, mountain −2) [23-2-1 (1)(2)], river −2 [23-2-1 (3)], field modifier difference
/// [23-2-1 (4)], morale difference [23-2-1 (5)], −1 for a garrison attacking in its own hex [23-7-1]
/// (no river then: both sides are in one hex). Result: damage N for the defender to split into steps
/// and retreat hexes [23-3]; ● = at least one unit eliminated [23-3-3].
#[allow(clippy::too_many_arguments)]
pub fn skirmish(
    d: &SaigokuData,
    attacker_strength: i64,
    defender_terrain: &str,
    river: bool,
    attacker_field: i64,
    defender_field: i64,
    attacker_morale: i64,
    defender_morale: i64,
    garrison_attack: bool,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("skirmish");
    r.rule("23-2").rule("23-2-1");
    let (class, tv) = skirmish_terrain(d, defender_terrain)?;
    let die = roll(&mut r, dice)?;
    if tv != 0 {
        let rule = if class == "mountain" {
            "23-2-1 (2)"
        } else {
            "23-2-1 (1)"
        };
        r.modifier(
            rule,
            crate::msg!(
                "saigoku-defender",
                defender_terrain = terrain_name(defender_terrain)
            ),
            tv,
        );
    }
    // 23-2-1 (3) river −2, (4) field modifier difference, (5) morale difference.
    fight_modifiers(
        &mut r,
        ["23-2-1 (3)", "23-2-1 (4)", "23-2-1 (5)"],
        crate::msg!("saigoku-attacker-defender"),
        river && !garrison_attack,
        attacker_field - defender_field,
        attacker_morale - defender_morale,
    );
    if garrison_attack {
        r.rule("23-7");
        r.modifier(
            "23-7-1",
            crate::msg!("saigoku-garrison-attacking-own-hex"),
            -1,
        );
        if river {
            r.log(crate::msg!("saigoku-no-river-modifier-garrison-attack"));
        }
    }
    let (m, n, elim) = crt_roll(&mut r, d, die, attacker_strength)?;
    r.rule("23-3");
    put_combat(&mut r, n, elim);
    r.log(crate::msg!(
        "saigoku-skirmish-strength-d-damage",
        attacker_strength = attacker_strength,
        die = die,
        m = m,
        n = n,
        elim = dot(elim)
    ));
    Ok(r)
}

/// Rule 23-6: counterattack by defenders that did not retreat. Column = defending strength after
/// losses; modifiers: counterattacking side in 山地 or 沼泽 −1, as written (digest A23) [23-6-2 (1)],
/// river −2 [23-6-2 (2)], field modifier difference [23-6-2 (3)], morale difference [23-6-2 (4)], +1
/// against a garrison that attacked [23-7-3]. The attacker takes all of it as steps [23-6-3]; ●
/// applies (digest A32).
#[allow(clippy::too_many_arguments)]
pub fn counterattack(
    d: &SaigokuData,
    defender_strength: i64,
    defender_terrain: &str,
    river: bool,
    defender_field: i64,
    attacker_field: i64,
    defender_morale: i64,
    attacker_morale: i64,
    vs_garrison: bool,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("counterattack");
    r.rule("23-6");
    let class = d
        .terrain_class(defender_terrain)
        .ok_or_else(|| unknown_terrain(d, "defender-terrain", defender_terrain))?;
    let die = roll(&mut r, dice)?;
    if class == "mountain" || class == "marsh" {
        r.modifier(
            "23-6-2 (1)",
            crate::msg!(
                "saigoku-counterattacking-force-as-written-digest",
                defender_terrain = terrain_name(defender_terrain),
                ruling = crate::core::Msg::ruling(7)
            ),
            -1,
        );
    }
    // 23-6-2 (2) river −2, (3) field modifier difference, (4) morale difference.
    fight_modifiers(
        &mut r,
        ["23-6-2 (2)", "23-6-2 (3)", "23-6-2 (4)"],
        crate::msg!("saigoku-defender-attacker"),
        river && !vs_garrison,
        defender_field - attacker_field,
        defender_morale - attacker_morale,
    );
    if vs_garrison {
        r.rule("23-7");
        r.modifier(
            "23-7-3",
            crate::msg!("saigoku-counterattack-against-attacking-garrison"),
            1,
        );
    }
    let (m, n, elim) = crt_roll(&mut r, d, die, defender_strength)?;
    r.rule("23-6-3");
    put_combat(&mut r, n, elim);
    r.log(crate::msg!(
        "saigoku-counterattack-strength-d-step",
        defender_strength = defender_strength,
        die = die,
        m = m,
        n = n,
        elim = dot(elim)
    ));
    Ok(r)
}

/// Rule 24-2: one exchange of a decisive battle. The attacker rolls, then the defender [24-2-2]; each
/// roll + own − enemy 总大将 field modifier and + own − enemy lowest morale, no terrain or river
/// [24-2-3, digest A30]. Each side loses the steps the other's roll gives [24-2-4, digest A47]; ●
/// applies (digest A32).
#[allow(clippy::too_many_arguments)]
pub fn battle_round(
    d: &SaigokuData,
    attacker_strength: i64,
    defender_strength: i64,
    attacker_field: i64,
    defender_field: i64,
    attacker_morale: i64,
    defender_morale: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("battle-round");
    r.rule("24-2");
    let a = roll(&mut r, dice)?;
    let b = roll(&mut r, dice)?;
    let af = (attacker_field - defender_field) as i32;
    let am = (attacker_morale - defender_morale) as i32;
    r.modifier(
        "24-2-3",
        crate::msg!("saigoku-attacker-roll-field-modifier-difference"),
        af,
    );
    r.modifier(
        "24-2-3",
        crate::msg!("saigoku-attacker-roll-morale-difference"),
        am,
    );
    r.modifier(
        "24-2-3",
        crate::msg!("saigoku-defender-roll-field-modifier-difference"),
        -af,
    );
    r.modifier(
        "24-2-3",
        crate::msg!("saigoku-defender-roll-morale-difference"),
        -am,
    );
    let ma = a as i32 + af + am;
    let mb = b as i32 - af - am;
    r.modified_roll = Some(ma);
    let (ca, dd, de) = d.crt_lookup(ma as i64, attacker_strength)?;
    let (cb, ad, ae) = d.crt_lookup(mb as i64, defender_strength)?;
    r.cell(ca);
    r.cell(cb);
    r.rule("24-2-4");
    put(
        &mut r,
        &BattleRoundOutcome {
            attacker_roll: ma,
            defender_roll: mb,
            defender_damage: dd,
            defender_eliminate: de,
            attacker_damage: ad,
            attacker_eliminate: ae,
        },
    );
    r.log(crate::msg!(
        "saigoku-decisive-battle-attacker-d-defender",
        a = a,
        ma = ma,
        dd = dd,
        de = dot(de),
        b = b,
        mb = mb,
        ad = ad,
        ae = dot(ae)
    ));
    Ok(r)
}

/// Rule 24-3: the retreat die after a decisive battle: 1–4 = that many hexes [24-3-1]; 5 = 1 step and
/// 4 hexes, 6 = 2 steps and 4 hexes [24-3-2].
pub fn battle_retreat(dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let mut r = new("battle-retreat");
    r.rule("24-3").rule("24-3-1");
    let die = roll(&mut r, dice)?;
    r.modified_roll = Some(die as i32);
    let (hexes, steps) = match die {
        1..=4 => (die as i64, 0),
        5 => (4, 1),
        _ => (4, 2),
    };
    if steps > 0 {
        r.rule("24-3-2");
    }
    put(
        &mut r,
        &BattleRetreatOutcome {
            hexes,
            steps_lost: steps,
        },
    );
    r.log(crate::msg!(
        "saigoku-battle-retreat-d-retreat-hex",
        die = die,
        hexes = hexes,
        steps = steps
    ));
    Ok(r)
}

/// Rule 14-2: replacement. One d6 on the army's table in the chosen column [14-2-1, 14-2-2]; the 本城
/// column only for 毛利, 大内, 尼子 [31-1]; result − |morale| [14-2-3]. Positive = steps (or
/// durability) restored; negative = desertion of that many steps (any negative, digest A13).
pub fn replacement(
    d: &SaigokuData,
    table: &str,
    column: &str,
    morale: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("replacement");
    r.rule("14-2");
    let g = d.replacement.get(table).ok_or_else(|| {
        RuleError::input(
            "army",
            crate::msg!(
                "saigoku-expected-one-got-2",
                list = d.replacement.keys().cloned().collect::<Vec<_>>().join("|"),
                table = table
            ),
        )
    })?;
    if g.column_index(column).is_none() {
        if column == "本城" {
            return Err(RuleError::forbidden(
                "31-1",
                crate::msg!(
                    "saigoku-only-have-column-does-not",
                    table = army_table_name(table)
                ),
            ));
        }
        return Err(RuleError::input(
            "column",
            crate::msg!(
                "saigoku-expected-one-got-3",
                columns = g.columns.join("|"),
                column = column
            ),
        ));
    }
    if column == "本城" {
        r.rule("31-1");
    }
    let die = roll(&mut r, dice)?;
    r.modified_roll = Some(die as i32);
    let cell = g.lookup(&die.to_string(), column)?;
    let value: i64 = cell.value.trim().parse().unwrap_or(0);
    r.cell(cell);
    if morale != 0 {
        r.rule("14-2-3");
        r.modifier(
            "14-2-3",
            crate::msg!("saigoku-force-morale-reduces-result"),
            morale as i32,
        );
    }
    let steps = value + morale.min(0);
    if steps < 0 {
        r.rule("14-2-4");
    }
    put(
        &mut r,
        &ReplacementOutcome {
            table_value: value,
            steps,
        },
    );
    r.log(crate::msg!(
        "saigoku-replacement-table-column-d-morale",
        table = army_table_name(table),
        column = column,
        die = die,
        value = value,
        morale = morale,
        steps = steps,
        desertion = if steps < 0 { "yes" } else { "no" }
    ));
    Ok(r)
}

/// Rule 26: morale recovery. With a supply line +1 and no die [26-1-1]; without, +1 if the d6 is
/// below 2 (武将), 3 (大将) or 4 (总大将) [26-1-2].
pub fn rally(
    supplied: bool,
    leader: Rank,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("rally");
    r.rule("26");
    if supplied {
        r.rule("26-1-1");
        put(
            &mut r,
            &RallyOutcome {
                recovered: true,
                threshold: None,
            },
        );
        r.log(crate::msg!("saigoku-morale-recovery-supplied-without-roll"));
        return Ok(r);
    }
    r.rule("26-1-2");
    let threshold = match leader {
        Rank::Busho => 2,
        Rank::Taisho => 3,
        Rank::Sotaisho => 4,
    };
    let die = roll(&mut r, dice)?;
    r.modified_roll = Some(die as i32);
    let ok = (die as i32) < threshold;
    put(
        &mut r,
        &RallyOutcome {
            recovered: ok,
            threshold: Some(threshold),
        },
    );
    r.log(crate::msg!(
        "saigoku-morale-recovery-no-supply-led",
        leader = rank_name(leader),
        die = die,
        ok = if ok { "<" } else { "≥" },
        threshold = threshold,
        recovery = if ok {
            crate::msg!("saigoku-morale-4")
        } else {
            crate::msg!("saigoku-no-recovery")
        }
    ));
    Ok(r)
}

/// Rule 36.7 (1): scenario 3 activation of 大内氏 and 益田氏: d6 + 1 per fallen 大内方 castle, crossed
/// with the Inning's column; ○ activates.
pub fn ouchi_activation(
    d: &SaigokuData,
    inning: i64,
    fallen: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("ouchi-activation");
    r.rule("36.7 (1)");
    let die = roll(&mut r, dice)?;
    r.modifier(
        "36.7 (1)",
        crate::msg!("saigoku-fallen-castles-3"),
        fallen as i32,
    );
    let m = die as i32 + fallen as i32;
    r.modified_roll = Some(m);
    let cell = d
        .ouchi
        .lookup_clamped(m as i64, &inning.clamp(1, 20).to_string())?;
    let active = cell.value.contains('○');
    r.cell(cell);
    put(&mut r, &ActivationOutcome { active });
    r.log(crate::msg!(
        "saigoku-activation-inning-d",
        inning = inning,
        die = die,
        fallen = fallen,
        m = m,
        activation = if active {
            crate::msg!("saigoku-activate")
        } else {
            crate::msg!("saigoku-no-activation")
        }
    ));
    Ok(r)
}

/// The armies that sail in scenario 2 [35.7 (2) ⑥ ⑦].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeaArmy {
    Ouchi,
    Mori,
}

impl SeaArmy {
    pub const NAMES: [&'static str; 2] = ["ouchi", "mori"];

    /// The sailing army of an army id, or an error naming `key` for any other army.
    pub fn of(key: &str, army: &str) -> Result<SeaArmy, RuleError> {
        match army {
            "ouchi" => Ok(SeaArmy::Ouchi),
            "mori" => Ok(SeaArmy::Mori),
            other => Err(RuleError::input(
                key,
                crate::msg!("saigoku-expected-ouchi-mori-got", other = other),
            )),
        }
    }
}

/// Rule 35.7 (2): may a force sail? 大内氏: its one free sailing, else one d6 per unit of the force
/// (`units`), and it sails only if every unit rolls a 6 (our reading: a force moves as one) [⑥];
/// 毛利氏: one d6 for the hex, 5–6 = every force there sails [⑦].
pub fn sea_move(
    army: SeaArmy,
    free_move: bool,
    units: i64,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = new("sea-move");
    r.rule("35.7 (2)");
    match army {
        SeaArmy::Ouchi => {
            r.rule("35.7 (2) ⑥");
            if free_move {
                put(&mut r, &SeaMoveOutcome { allowed: true });
                r.log(crate::msg!("saigoku-sea-movement-uses-one-free"));
                return Ok(r);
            }
            let mut faces = Vec::new();
            for _ in 0..units.max(1) {
                faces.push(dice.d6()?);
            }
            r.rolls.extend(faces.iter().copied());
            let ok = faces.iter().all(|f| *f == 6);
            put(&mut r, &SeaMoveOutcome { allowed: ok });
            r.log(crate::msg!(
                "saigoku-sea-movement-ouchi",
                faces = Msg::join(faces.iter().map(|f| Msg::plain(f.to_string())), Sep::Comma),
                sail = if ok { "yes" } else { "no" }
            ));
        }
        SeaArmy::Mori => {
            r.rule("35.7 (2) ⑦");
            if free_move {
                return Err(RuleError::input(
                    "free-move",
                    crate::msg!("saigoku-only-has-free-sailing"),
                ));
            }
            let die = roll(&mut r, dice)?;
            r.modified_roll = Some(die as i32);
            put(&mut r, &SeaMoveOutcome { allowed: die >= 5 });
            r.log(crate::msg!(
                "saigoku-sea-movement-d",
                die = die,
                sail = if die >= 5 { "yes" } else { "no" }
            ));
        }
    }
    Ok(r)
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScoreCastle {
    pub hex: String,
    pub level: i64,
    pub side: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScoreElim {
    pub rank: String,
    /// The side that lost the unit; the other side scores it.
    pub side: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScoreInput {
    pub scenario: String,
    #[serde(default)]
    pub castles: Vec<ScoreCastle>,
    #[serde(default)]
    pub eliminated: Vec<ScoreElim>,
}

/// Rule 32: scoring. Castles by level (32.1), 郡山城 5 and 山吹城 10 replacing their level value
/// (digest proposal), 山吹城 by level in scenario 2 (35.6 (1)); removed enemy units by rank (32.2),
/// every removal counting (digest A33).
pub fn score(d: &SaigokuData, input: &ScoreInput) -> Result<Resolution, RuleError> {
    let mut r = new("score");
    r.rule("32").rule("32.1").rule("32.2");
    let scen = d.scenario(&input.scenario).ok_or_else(|| {
        RuleError::input(
            "scenario",
            crate::msg!("saigoku-expected-got-3", scenario = &input.scenario),
        )
    })?;
    let sides: Vec<String> = scen.side.iter().map(|s| s.id.clone()).collect();
    let mut points: std::collections::BTreeMap<String, i64> =
        sides.iter().map(|s| (s.clone(), 0)).collect();
    let mut breakdown = Vec::new();
    for c in &input.castles {
        if !sides.contains(&c.side) {
            return Err(RuleError::input(
                "castles",
                crate::msg!(
                    "saigoku-side-not-scenario-sides",
                    side = &c.side,
                    id = &scen.id,
                    sides = Msg::join(sides.iter().map(Msg::plain), Sep::Comma)
                ),
            ));
        }
        let (pts, why) = castle_points(d, &scen.id, &c.hex, c.level)?;
        *points.entry(c.side.clone()).or_default() += pts;
        breakdown.push(ScoreLine {
            side: c.side.clone(),
            item: crate::msg!(
                "saigoku-castle",
                hex = &c.hex,
                hex2 = d.castle(&c.hex).map(|x| x.name.as_str()).unwrap_or("")
            ),
            rule: why,
            points: pts,
        });
    }
    for e in &input.eliminated {
        let rank = Rank::parse(&e.rank).ok_or_else(|| {
            RuleError::input(
                "eliminated",
                crate::msg!(
                    "saigoku-rank-expected-busho-taisho-sotaisho",
                    rank = &e.rank
                ),
            )
        })?;
        let other = sides
            .iter()
            .find(|s| **s != e.side)
            .cloned()
            .ok_or_else(|| {
                RuleError::input(
                    "eliminated",
                    crate::msg!("saigoku-side-not-scenario", side = &e.side, id = &scen.id),
                )
            })?;
        if !sides.contains(&e.side) {
            return Err(RuleError::input(
                "eliminated",
                crate::msg!("saigoku-side-not-scenario", side = &e.side, id = &scen.id),
            ));
        }
        let pts = d.score_value(rank.id());
        *points.entry(other.clone()).or_default() += pts;
        breakdown.push(ScoreLine {
            side: other,
            item: crate::msg!("saigoku-removed-enemy", rank = rank_name(rank)),
            rule: crate::core::Msg::rule("32.2"),
            points: pts,
        });
    }
    let mut best: Option<(&String, i64)> = None;
    let mut tie = false;
    for (s, p) in &points {
        match best {
            Some((_, bp)) if *p == bp => tie = true,
            Some((_, bp)) if *p < bp => {}
            _ => {
                best = Some((s, *p));
                tie = false;
            }
        }
    }
    let leader = if tie {
        "tie".to_string()
    } else {
        best.map(|b| b.0.clone()).unwrap_or_default()
    };
    let summary = points.iter().map(|(s, p)| {
        let name = scen
            .side
            .iter()
            .find(|x| &x.id == s)
            .map(|x| x.name.as_str())
            .unwrap_or(s);
        format!("{name} {p}")
    });
    // The reader's comma between the sides (rule 32).
    let summary = Msg::join(summary.map(Msg::plain), Sep::Comma);
    put(
        &mut r,
        &ScoreOutcome {
            sides: points,
            breakdown,
            leader,
        },
    );
    r.log(crate::msg!("saigoku-score", summary = summary));
    Ok(r)
}

/// Points of one held castle [32.1, 35.6 (1)].
pub fn castle_points(
    d: &SaigokuData,
    scenario: &str,
    hex: &str,
    level: i64,
) -> Result<(i64, crate::core::Msg), RuleError> {
    if !(0..=3).contains(&level) {
        return Err(RuleError::input(
            "castles",
            crate::msg!("saigoku-level-expected-got", level = level),
        ));
    }
    Ok(if hex == "3418" {
        (
            d.score_value("3418"),
            crate::msg!("saigoku-score-named-castle", name = "郡山城"),
        )
    } else if hex == "3010" && scenario != "2" {
        (
            d.score_value("3010"),
            crate::msg!("saigoku-score-named-castle", name = "山吹城"),
        )
    } else if hex == "3010" {
        (
            d.score_value(&format!("level-{level}")),
            crate::msg!("saigoku-by-level"),
        )
    } else {
        (
            d.score_value(&format!("level-{level}")),
            crate::msg!("saigoku-level-2", level = level),
        )
    })
}

/// A rank's name (武将, 大将, 总大将) as the catalogue gives it; the ids are listed in a test.
pub fn rank_name(rank: Rank) -> crate::core::Msg {
    crate::core::Msg::dynamic(format!("saigoku-rank-{}", rank.id()))
}

/// The terrain types the shipped terrain table names (ids `saigoku-terrain-<key>`, each rendered in a
/// test); a terrain a player added to the table shows as written.
pub const TERRAINS: &[&str] = &["clear", "rough", "marsh", "mountain", "peak"];

/// A terrain type by name.
pub fn terrain_name(t: &str) -> crate::core::Msg {
    if TERRAINS.contains(&t) {
        crate::core::Msg::dynamic(format!("saigoku-terrain-{t}"))
    } else {
        crate::core::Msg::plain(t)
    }
}

/// The armies whose replacement tables the game ships (ids `saigoku-army-<key>`, each rendered in a
/// test).
pub const ARMY_TABLES: &[&str] = &["mori", "ouchi", "amago", "masuda", "urakami", "minor"];

/// A replacement table by its army.
pub fn army_table_name(a: &str) -> crate::core::Msg {
    if ARMY_TABLES.contains(&a) {
        crate::core::Msg::dynamic(format!("saigoku-army-{a}"))
    } else {
        crate::core::Msg::plain(a)
    }
}
