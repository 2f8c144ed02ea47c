//! The inputs of every procedure `gunbai resolve saigoku PROC` runs, as a typed struct (kebab-case
//! keys, unknown keys refused) with its key specs, title, rule and dice written beside it, and the call
//! of its pure function in `procedures.rs`. [`specs`] and [`resolve`] are built from the one list
//! [`ALL`], and a test proves each struct's fields equal its key specs (`check_keys_match`). Terrain keys
//! are text here and become a choice of the loaded terrain table's names in [`specs`] (as for the
//! actions); the procedure still checks the name against the table.

use serde::Deserialize;
use serde_json::Value;

use super::data::{self, Rank, SaigokuData};
use super::procedures as pr;
use crate::core::typed::{TypedAction, parse};
use crate::core::{DiceSource, KeySpec, Params, ProcedureSpec, Resolution, RuleError};

/// One procedure: its typed inputs and keys ([`TypedAction`], `NAME` = the procedure id), what the
/// procedure list shows, and how the inputs run.
pub trait Procedure: TypedAction {
    const TITLE: &'static str;
    const RULE: &'static str;
    const DICE: &'static str;
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError>;
}

type Run = fn(&SaigokuData, &Params, &mut dyn DiceSource) -> Result<Resolution, RuleError>;

/// A procedure in the list: its id, spec, runner and (for the tests) its keys check.
pub struct Entry {
    pub name: &'static str,
    pub spec: fn(&SaigokuData) -> ProcedureSpec,
    pub run: Run,
    pub check_keys: fn() -> Result<(), String>,
}

const fn entry<T: Procedure>() -> Entry {
    Entry {
        name: T::NAME,
        spec: spec::<T>,
        run: run::<T>,
        check_keys: crate::core::typed::check_keys_match::<T>,
    }
}

/// Every procedure, in the order `gunbai resolve saigoku` lists them.
pub const ALL: &[Entry] = &[
    entry::<SiegeRequirementInput>(),
    entry::<SiegeCheckInput>(),
    entry::<InterceptionInput>(),
    entry::<AssaultInput>(),
    entry::<SurrenderInput>(),
    entry::<SkirmishInput>(),
    entry::<CounterattackInput>(),
    entry::<BattleRoundInput>(),
    entry::<BattleRetreatInput>(),
    entry::<ReplacementInput>(),
    entry::<RallyInput>(),
    entry::<OuchiActivationInput>(),
    entry::<SeaMoveInput>(),
    entry::<ScoreInput>(),
];

/// The procedure specs, terrain keys as a choice of the terrain table's names.
pub fn specs(d: &SaigokuData) -> Vec<ProcedureSpec> {
    ALL.iter().map(|e| (e.spec)(d)).collect()
}

/// Runs procedure `name`; `None` when there is no such procedure.
pub fn resolve(
    d: &SaigokuData,
    name: &str,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Option<Result<Resolution, RuleError>> {
    ALL.iter()
        .find(|e| e.name == name)
        .map(|e| (e.run)(d, p, dice))
}

fn spec<T: Procedure>(d: &SaigokuData) -> ProcedureSpec {
    let terrains = d.terrain_names();
    let t: Vec<&str> = terrains.iter().map(String::as_str).collect();
    ProcedureSpec {
        id: T::NAME.into(),
        title: crate::core::Msg::dynamic(format!("saigoku-procedure-{}", T::NAME)),
        rule: T::RULE.into(),
        keys: T::keys()
            .into_iter()
            .map(|k| {
                if k.name.ends_with("terrain") {
                    KeySpec::choice(&k.name, &t, &k.help)
                } else {
                    k
                }
            })
            .map(|k| super::inputs::say_key(&format!("proc-{}", T::NAME), k))
            .collect(),
        dice: crate::core::Msg::dynamic(format!("saigoku-procedure-{}-dice", T::NAME)),
    }
}

/// Checks the params against the procedure's specs (ranges, choices, defaults: the same refusals,
/// naming the key, whoever calls), then reads them into the typed struct and runs it.
fn run<T: Procedure>(
    d: &SaigokuData,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let p = p.checked(&spec::<T>(d).keys)?;
    parse::<T>(&p)?.run(d, dice)
}

fn morale_key(name: &str, help: &str) -> KeySpec {
    KeySpec::int(name, -4, 0, help)
}
fn strength_key(name: &str, help: &str) -> KeySpec {
    KeySpec::int(name, 0, 300, help)
}
fn field_key(name: &str, help: &str) -> KeySpec {
    KeySpec::int(name, -9, 9, help)
}
const LEVEL_HELP: &str = "castle level 0..3 (8-1)";

// ------------------------------------------------------------------- the procedures

/// 18-1: siege requirement.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SiegeRequirementInput {
    pub level: i64,
    pub strength: i64,
}

impl TypedAction for SiegeRequirementInput {
    const NAME: &'static str = "siege-requirement";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::int("level", 0, 3, LEVEL_HELP),
            strength_key(
                "strength",
                "total strength of the besieging forces in the castle hex",
            ),
        ]
    }
}

impl Procedure for SiegeRequirementInput {
    const TITLE: &'static str = "Siege requirement";
    const RULE: &'static str = "18-1";
    const DICE: &'static str = "none";
    fn run(self, _: &SaigokuData, _: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        Ok(pr::siege_requirement(self.level, self.strength))
    }
}

/// 18-2: siege result check.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SiegeCheckInput {
    pub level: i64,
    pub garrison_units: i64,
    pub garrison_morale: i64,
    pub besieger_morale: i64,
}

impl TypedAction for SiegeCheckInput {
    const NAME: &'static str = "siege-check";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::int("level", 0, 3, LEVEL_HELP),
            KeySpec::int(
                "garrison-units",
                0,
                100,
                "units in the garrison (18-2-1 (1))",
            ),
            morale_key(
                "garrison-morale",
                "lowest garrison morale, or the castle's own",
            ),
            morale_key("besieger-morale", "lowest morale of the besieging forces"),
        ]
    }
}

impl Procedure for SiegeCheckInput {
    const TITLE: &'static str = "Siege result check";
    const RULE: &'static str = "18-2";
    const DICE: &'static str = "one d6; a second d6 on a 1 (castle event)";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::siege_check(
            d,
            self.level,
            self.garrison_units,
            self.garrison_morale,
            self.besieger_morale,
            dice,
        )
    }
}

/// 19-2: interception.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct InterceptionInput {
    pub garrison_strength: i64,
    pub field_mod: i64,
    pub garrison_morale: i64,
    pub assault_morale: i64,
}

impl TypedAction for InterceptionInput {
    const NAME: &'static str = "interception";
    fn keys() -> Vec<KeySpec> {
        vec![
            strength_key(
                "garrison-strength",
                "total strength of the garrison (0 = empty castle, 19-2-3)",
            ),
            field_key(
                "field-mod",
                "field modifier of the highest-ranked garrison unit (0 if none)",
            ),
            morale_key("garrison-morale", "castle / lowest garrison morale"),
            morale_key("assault-morale", "morale of the assaulting force"),
        ]
    }
}

impl Procedure for InterceptionInput {
    const TITLE: &'static str = "Interception";
    const RULE: &'static str = "19-2";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::interception(
            d,
            self.garrison_strength,
            self.field_mod,
            self.garrison_morale,
            self.assault_morale,
            dice,
        )
    }
}

/// 19-3: assault.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AssaultInput {
    pub strength: i64,
    pub level: i64,
    pub terrain: String,
    pub assault_morale: i64,
    pub castle_morale: i64,
}

impl TypedAction for AssaultInput {
    const NAME: &'static str = "assault";
    fn keys() -> Vec<KeySpec> {
        vec![
            strength_key("strength", "assaulting strength after the interception"),
            KeySpec::int("level", 0, 3, LEVEL_HELP),
            KeySpec::text("terrain", "terrain of the castle hex (terrain table)"),
            morale_key("assault-morale", "morale of the assaulting force"),
            morale_key("castle-morale", "castle / lowest garrison morale"),
        ]
    }
}

impl Procedure for AssaultInput {
    const TITLE: &'static str = "Assault";
    const RULE: &'static str = "19-3";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::assault(
            d,
            self.strength,
            self.level,
            &self.terrain,
            self.assault_morale,
            self.castle_morale,
            dice,
        )
    }
}

/// The highest rank in a garrison, `none` when it has no commander (20-2-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GarrisonLeader {
    None,
    Busho,
    Taisho,
    Sotaisho,
}

impl GarrisonLeader {
    /// No commander counts as a 武将: neither gives a modifier (20-2-1).
    pub fn rank(self) -> Rank {
        match self {
            GarrisonLeader::None | GarrisonLeader::Busho => Rank::Busho,
            GarrisonLeader::Taisho => Rank::Taisho,
            GarrisonLeader::Sotaisho => Rank::Sotaisho,
        }
    }
}

/// 20-2: surrender demand.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SurrenderInput {
    pub durability: i64,
    pub garrison_leader: GarrisonLeader,
    pub demander_morale: i64,
    pub castle_morale: i64,
    pub refused_before: bool,
}

impl TypedAction for SurrenderInput {
    const NAME: &'static str = "surrender";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::int(
                "durability",
                0,
                10,
                "current castle durability (0 = castle fall roll, 21 (2))",
            ),
            KeySpec::choice(
                "garrison-leader",
                &["none", "busho", "taisho", "sotaisho"],
                "highest rank in the garrison",
            ),
            morale_key("demander-morale", "morale of the demanding force"),
            morale_key("castle-morale", "castle / lowest garrison morale"),
            KeySpec::bool(
                "refused-before",
                "the castle gave a B result before (20-3 B)",
            ),
        ]
    }
}

impl Procedure for SurrenderInput {
    const TITLE: &'static str = "Surrender demand";
    const RULE: &'static str = "20-2";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::surrender(
            d,
            self.durability,
            self.garrison_leader.rank(),
            self.demander_morale,
            self.castle_morale,
            self.refused_before,
            dice,
        )
    }
}

/// 23-2: skirmish attack.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SkirmishInput {
    pub attacker_strength: i64,
    pub defender_terrain: String,
    pub river: bool,
    pub attacker_field_mod: i64,
    pub defender_field_mod: i64,
    pub attacker_morale: i64,
    pub defender_morale: i64,
    pub garrison_attack: bool,
}

impl TypedAction for SkirmishInput {
    const NAME: &'static str = "skirmish";
    fn keys() -> Vec<KeySpec> {
        vec![
            strength_key("attacker-strength", "strength of the attacking force"),
            KeySpec::text("defender-terrain", "terrain of the defender's hex"),
            KeySpec::bool("river", "a river hexside lies between the forces"),
            field_key("attacker-field-mod", "attacking leader's field modifier"),
            field_key(
                "defender-field-mod",
                "defending leader's field modifier (highest-ranked commander)",
            ),
            morale_key("attacker-morale", "attacking force's morale"),
            morale_key("defender-morale", "lowest defending morale"),
            KeySpec::bool(
                "garrison-attack",
                "a garrison attacks enemies in its own hex (23-7)",
            ),
        ]
    }
}

impl Procedure for SkirmishInput {
    const TITLE: &'static str = "Skirmish attack";
    const RULE: &'static str = "23-2";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::skirmish(
            d,
            self.attacker_strength,
            &self.defender_terrain,
            self.river,
            self.attacker_field_mod,
            self.defender_field_mod,
            self.attacker_morale,
            self.defender_morale,
            self.garrison_attack,
            dice,
        )
    }
}

/// 23-6: counterattack.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CounterattackInput {
    pub defender_strength: i64,
    pub defender_terrain: String,
    pub river: bool,
    pub defender_field_mod: i64,
    pub attacker_field_mod: i64,
    pub defender_morale: i64,
    pub attacker_morale: i64,
    pub vs_garrison: bool,
}

impl TypedAction for CounterattackInput {
    const NAME: &'static str = "counterattack";
    fn keys() -> Vec<KeySpec> {
        vec![
            strength_key(
                "defender-strength",
                "defending strength after the attack's losses",
            ),
            KeySpec::text(
                "defender-terrain",
                "terrain of the counterattacking force's hex",
            ),
            KeySpec::bool("river", "a river hexside lies between the forces"),
            field_key("defender-field-mod", "defending leader's field modifier"),
            field_key("attacker-field-mod", "attacking leader's field modifier"),
            morale_key("defender-morale", "lowest defending morale"),
            morale_key("attacker-morale", "attacking force's morale"),
            KeySpec::bool("vs-garrison", "the attacker was a garrison (23-7-3)"),
        ]
    }
}

impl Procedure for CounterattackInput {
    const TITLE: &'static str = "Counterattack";
    const RULE: &'static str = "23-6";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::counterattack(
            d,
            self.defender_strength,
            &self.defender_terrain,
            self.river,
            self.defender_field_mod,
            self.attacker_field_mod,
            self.defender_morale,
            self.attacker_morale,
            self.vs_garrison,
            dice,
        )
    }
}

/// 24-2: one exchange of a decisive battle.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct BattleRoundInput {
    pub attacker_strength: i64,
    pub defender_strength: i64,
    pub attacker_field_mod: i64,
    pub defender_field_mod: i64,
    pub attacker_morale: i64,
    pub defender_morale: i64,
}

impl TypedAction for BattleRoundInput {
    const NAME: &'static str = "battle-round";
    fn keys() -> Vec<KeySpec> {
        vec![
            strength_key("attacker-strength", "total attacking strength"),
            strength_key("defender-strength", "total defending strength"),
            field_key("attacker-field-mod", "attacking 总大将's field modifier"),
            field_key("defender-field-mod", "defending 总大将's field modifier"),
            morale_key("attacker-morale", "lowest attacking morale"),
            morale_key("defender-morale", "lowest defending morale"),
        ]
    }
}

impl Procedure for BattleRoundInput {
    const TITLE: &'static str = "Decisive battle exchange";
    const RULE: &'static str = "24-2";
    const DICE: &'static str = "two d6 (attacker, then defender)";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::battle_round(
            d,
            self.attacker_strength,
            self.defender_strength,
            self.attacker_field_mod,
            self.defender_field_mod,
            self.attacker_morale,
            self.defender_morale,
            dice,
        )
    }
}

/// 24-3: the retreat die after a decisive battle (no inputs).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattleRetreatInput {}

impl TypedAction for BattleRetreatInput {
    const NAME: &'static str = "battle-retreat";
    fn keys() -> Vec<KeySpec> {
        vec![]
    }
}

impl Procedure for BattleRetreatInput {
    const TITLE: &'static str = "Retreat after a decisive battle";
    const RULE: &'static str = "24-3";
    const DICE: &'static str = "one d6";
    fn run(self, _: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::battle_retreat(dice)
    }
}

/// 14-2: replacement.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ReplacementInput {
    pub army: String,
    pub column: String,
    pub morale: i64,
}

impl TypedAction for ReplacementInput {
    const NAME: &'static str = "replacement";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::choice(
                "army",
                &data::REPLACEMENT_ARMIES,
                "whose replacement table (minor = a minor daimyo)",
            ),
            KeySpec::text(
                "column",
                "column of the table (province × own castle / elsewhere, or 本城)",
            ),
            morale_key("morale", "morale of the replenishing force"),
        ]
    }
}

impl Procedure for ReplacementInput {
    const TITLE: &'static str = "Replacement";
    const RULE: &'static str = "14-2";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::replacement(d, &self.army, &self.column, self.morale, dice)
    }
}

/// 26: morale recovery.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RallyInput {
    pub supplied: bool,
    pub leader: Rank,
}

impl TypedAction for RallyInput {
    const NAME: &'static str = "rally";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::bool("supplied", "the force traces a supply line (26-1-1)"),
            KeySpec::choice(
                "leader",
                &["busho", "taisho", "sotaisho"],
                "rank of the force's leader",
            )
            .default("busho"),
        ]
    }
}

impl Procedure for RallyInput {
    const TITLE: &'static str = "Morale recovery";
    const RULE: &'static str = "26";
    const DICE: &'static str = "one d6 without supply, none with";
    fn run(self, _: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::rally(self.supplied, self.leader, dice)
    }
}

/// 36.7 (1): 大内氏 activation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct OuchiActivationInput {
    pub inning: i64,
    pub fallen_castles: i64,
}

impl TypedAction for OuchiActivationInput {
    const NAME: &'static str = "ouchi-activation";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::int("inning", 1, 20, "current Inning"),
            KeySpec::int("fallen-castles", 0, 50, "大内方 castles fallen so far"),
        ]
    }
}

impl Procedure for OuchiActivationInput {
    const TITLE: &'static str = "大内氏 activation (scenario 3)";
    const RULE: &'static str = "36.7 (1)";
    const DICE: &'static str = "one d6";
    fn run(self, d: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::ouchi_activation(d, self.inning, self.fallen_castles, dice)
    }
}

/// 35.7 (2): sea movement.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SeaMoveInput {
    pub army: pr::SeaArmy,
    pub free_move: bool,
    pub units: i64,
}

impl TypedAction for SeaMoveInput {
    const NAME: &'static str = "sea-move";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::choice("army", &pr::SeaArmy::NAMES, "the sailing army"),
            KeySpec::bool("free-move", "大内氏 uses its one free sailing (35.7 ⑥)"),
            KeySpec::int(
                "units",
                1,
                20,
                "units in the sailing 大内氏 force (one d6 each, 35.7 ⑥)",
            )
            .default(1),
        ]
    }
}

impl Procedure for SeaMoveInput {
    const TITLE: &'static str = "Sea movement (scenario 2)";
    const RULE: &'static str = "35.7 (2)";
    const DICE: &'static str = "one d6 unless free";
    fn run(self, _: &SaigokuData, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        pr::sea_move(self.army, self.free_move, self.units, dice)
    }
}

/// 32: scoring. The three keys are JSON the procedure reads itself, so that a value of the wrong
/// shape is refused naming its key (`castles`, not a field inside it) and `scenario` takes a number
/// or a name.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ScoreInput {
    pub scenario: Value,
    pub castles: Value,
    pub eliminated: Value,
}

impl TypedAction for ScoreInput {
    const NAME: &'static str = "score";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::json("scenario", "scenario 1..4"),
            KeySpec::json("castles", "[{hex, level, side}] held at the end")
                .default(Value::Array(vec![])),
            KeySpec::json(
                "eliminated",
                "[{rank, side}] removed units; side = the side that lost it",
            )
            .default(Value::Array(vec![])),
        ]
    }
}

/// A JSON key read into its type; a mismatch is refused naming the key.
fn json_key<T: serde::de::DeserializeOwned>(key: &str, v: Value) -> Result<T, RuleError> {
    serde_json::from_value(v).map_err(|e| {
        RuleError::input(
            key,
            crate::msg!("core-err-bad-value", detail = e.to_string()),
        )
    })
}

impl Procedure for ScoreInput {
    const TITLE: &'static str = "Scoring";
    const RULE: &'static str = "32";
    const DICE: &'static str = "none";
    fn run(self, d: &SaigokuData, _: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
        let scenario = match self.scenario {
            Value::Number(n) => n.to_string(),
            Value::String(s) => s,
            Value::Null => {
                return Err(RuleError::input(
                    "scenario",
                    crate::msg!("saigoku-missing-expected"),
                ));
            }
            // `scenario=[1]` is given, just not a scenario number (issue 9, item 13).
            other => {
                return Err(RuleError::input(
                    "scenario",
                    crate::msg!(
                        "saigoku-expected-got-2",
                        other = crate::core::params::shorten(&other.to_string())
                    ),
                ));
            }
        };
        let input = pr::ScoreInput {
            scenario,
            castles: json_key("castles", self.castles)?,
            eliminated: json_key("eliminated", self.eliminated)?,
        };
        pr::score(d, &input)
    }
}
