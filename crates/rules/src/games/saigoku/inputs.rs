//! The inputs of every 西国之雄 action as a typed struct (kebab-case keys, unknown keys refused), with
//! its key specs written beside it (labels and help come from the catalogue: [`say_key`]).
//! `actions::specs` is built from these (through `Action::keys`), and `apply` reads each action's
//! params into its struct first, so a missing, unknown or mistyped key is an error naming it (never
//! a silent default); a closed choice is an enum (`choice!`). Terrain keys become a choice of the
//! loaded terrain table's names in `specs`.

use serde::Deserialize;

use super::names::*;
use crate::core::{KeySpec, TypedAction};

macro_rules! inputs {
    ($($t:ident = $name:ident ; { $($f:ident : $ty:ty),* $(,)? } => $keys:expr ;)*) => {$(
        #[derive(Debug, Clone, PartialEq, Deserialize)]
        #[serde(rename_all = "kebab-case", deny_unknown_fields)]
        #[allow(dead_code)]
        pub struct $t { $(pub $f: $ty),* }
        impl TypedAction for $t {
            const NAME: &'static str = $name;
            fn keys() -> Vec<KeySpec> {
                $keys
            }
        }
    )*
        #[doc(hidden)] // test support: the unit tests in `tests/rules/unit` call it (issue 23)
        pub fn check_all() -> Vec<String> {
            let mut bad = Vec::new();
            $(if let Err(e) = crate::core::typed::check_keys_match::<$t>() { bad.push(e); })*
            bad
        }

        #[doc(hidden)] // test support: the unit tests in `tests/rules/unit` call it (issue 23)
        pub const ALL: &[&str] = &[$($name),*];
    };
}

/// A choice an action takes as a closed set of values (kebab-case in params and the journal): the
/// key spec lists [`Self::NAMES`], serde refuses any other value naming the key, and the action's
/// body matches the variants exhaustively.
macro_rules! choice {
    ($(#[$m:meta])* $t:ident { $($v:ident = $n:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
        pub enum $t { $(#[serde(rename = $n)] $v),* }
        impl $t {
            pub const ALL: &'static [$t] = &[$($t::$v),*];
            pub const NAMES: &'static [&'static str] = &[$($n),*];
            /// The value as params and the journal spell it.
            pub const fn name(self) -> &'static str {
                match self { $($t::$v => $n),* }
            }
        }
    };
}

choice!(
    /// Which army a trigger activates [36.7 (2)].
    ActivateArmy { Ouchi = "ouchi", Masuda = "masuda", Both = "both" }
);
choice!(
    /// The player ending a decisive battle [24-2-5].
    BattleSide { Attacker = "attacker", Defender = "defender" }
);
choice!(
    /// What a replacement replenishes: the commander's force or the castle in its hex [14].
    ReplaceTarget { Force = "force", Castle = "castle" }
);
choice!(
    /// The side holding 宮之尾城 when scenario 2 ends [35.6 (2)].
    MiyanooSide { Ouchi = "ouchi", Mori = "mori", None = "none" }
);
choice!(
    /// The value a hand correction sets.
    AdjustField {
        Steps = "steps",
        Morale = "morale",
        Durability = "durability",
        CastleMorale = "castle-morale",
        Owner = "owner",
        Level = "level",
        Ruined = "ruined",
    }
);

impl AdjustField {
    /// The value's name as a player reads it (the log of a hand correction).
    pub fn label(self) -> crate::core::Msg {
        match self {
            AdjustField::Steps => crate::msg!("saigoku-adjust-field-steps"),
            AdjustField::Morale => crate::msg!("saigoku-adjust-field-morale"),
            AdjustField::Durability => crate::msg!("saigoku-adjust-field-durability"),
            AdjustField::CastleMorale => crate::msg!("saigoku-adjust-field-castle-morale"),
            AdjustField::Owner => crate::msg!("saigoku-adjust-field-owner"),
            AdjustField::Level => crate::msg!("saigoku-adjust-field-level"),
            AdjustField::Ruined => crate::msg!("saigoku-adjust-field-ruined"),
        }
    }
}

impl MiyanooSide {
    /// The holder as a player reads it: the clan's name, or nobody.
    pub fn label(self) -> crate::core::Msg {
        match self {
            MiyanooSide::Ouchi => crate::core::Msg::plain("大内氏"),
            MiyanooSide::Mori => crate::core::Msg::plain("毛利氏"),
            MiyanooSide::None => crate::msg!("saigoku-miyanoo-nobody"),
        }
    }
}

fn force_key(help: &str) -> KeySpec {
    KeySpec::text("force", help)
}
fn opt_hex(name: &str, help: &str) -> KeySpec {
    KeySpec::text(name, help).optional()
}
fn terrain(name: &str, help: &str) -> KeySpec {
    KeySpec::text(name, help)
}
fn losses(name: &str, help: &str) -> KeySpec {
    KeySpec::list(name, help)
}
/// 23-3-1: the owner picks the units that lose the steps of penalty hexes and of a 5 or 6 on the
/// battle retreat roll.
fn penalty_losses() -> KeySpec {
    losses(
        "penalty-losses",
        "retreating units that lose those steps, in order (the owner chooses, 23-3-1)",
    )
}

fn withdraw() -> KeySpec {
    opt_hex(
        "withdraw-to",
        "hex the garrison withdraws to if the castle falls (20-3-2)",
    )
}

inputs! {
    Advance = ADVANCE; {} => vec![];
    OuchiActivation = OUCHI_ACTIVATION; {} => vec![];
    EndCombat = END_COMBAT; {} => vec![];
    Activate = ACTIVATE; { army: ActivateArmy } => vec![
        KeySpec::choice("army", ActivateArmy::NAMES, "which army the trigger activates"),
    ];
    SupplyCheck = SUPPLY_CHECK; { unsupplied: Vec<String> } => vec![
        KeySpec::list("unsupplied", "leaders of the forces that cannot trace a supply line"),
    ];
    Move = MOVE; {
        force: String, to: Option<String>, mp: i64, strategic: bool, supplied: bool,
        garrison: bool, sea: bool, free_sea: bool, drop: Vec<String>, drop_at: Option<String>,
    } => vec![
        force_key("leader of the moving force"),
        opt_hex("to", "hex where the force ends (default: where it is)"),
        KeySpec::int("mp", 0, 40, "movement points spent on hexes (the app adds 1 per garrison in/out)")
            .default(0),
        KeySpec::bool("strategic", "strategic movement (15-3)"),
        KeySpec::bool("supplied", "the force traces a supply line (needed for strategic movement, 15-3-2)"),
        KeySpec::bool("garrison", "garrison the castle of the destination hex (16-1)"),
        KeySpec::bool("sea", "sea movement (scenario 2, 35.7 (2))"),
        KeySpec::bool("free-sea", "大内氏 uses its one free sailing (35.7 ⑥)"),
        KeySpec::list("drop", "subordinates dropped off on the way, no MP (15-5-1); they count as having acted"),
        opt_hex("drop-at", "hex where they are dropped off (default: where the move starts)"),
    ];
    Siege = SIEGE; { forces: Vec<String> } => vec![
        KeySpec::list("forces", "leaders of the forces that besiege (each uses its action)"),
    ];
    LiftSiege = LIFT_SIEGE; { forces: Vec<String> } => vec![
        KeySpec::list("forces", "leaders of the besieging forces that lift"),
    ];
    SiegeCheck = SIEGE_CHECK; { castle: String, withdraw_to: Option<String>, eliminate: Vec<String> } => vec![
        KeySpec::text("castle", "hex of the besieged castle"),
        withdraw(),
        losses("eliminate", "garrison units the besieger removes first if the castle is ruined and the roll is E/F/G (21 (2))"),
    ];
    Assault = ASSAULT; {
        force: String, terrain: String, losses: Vec<String>, siege: bool,
        withdraw_to: Option<String>, eliminate: Vec<String>,
    } => vec![
        force_key("leader of the assaulting force"),
        terrain("terrain", "terrain of the castle hex"),
        losses("losses", "units of the assaulting force in the order they take steps"),
        KeySpec::bool("siege", "also establish the siege in this action (17-1-2)"),
        withdraw(),
        losses("eliminate", "garrison units the assaulting player removes first if the castle is ruined and the roll is E/F/G (21 (2))"),
    ];
    Surrender = SURRENDER; {
        force: String, withdraw_to: Option<String>, eliminate: Vec<String>, restore: Vec<String>,
    } => vec![
        force_key("leader of the demanding (besieging) force"),
        opt_hex("withdraw-to", "hex the garrison withdraws to (20-3-2)"),
        losses("eliminate", "garrison units the besieger removes first on E/F/G"),
        losses("restore", "own units to restore on H, in order"),
    ];
    Skirmish = SKIRMISH; {
        force: String, target: String, terrain: String, river: bool, garrison_attack: bool,
    } => vec![
        force_key("leader of the attacking force"),
        KeySpec::text("target", "hex of the defending forces (adjacent; the own hex for a garrison attack)"),
        terrain("terrain", "terrain of the defender's hex"),
        KeySpec::bool("river", "a river hexside lies between the forces"),
        KeySpec::bool("garrison-attack", "a garrison attacks enemy forces in its own hex (23-7)"),
    ];
    TakeDamage = TAKE_DAMAGE; {
        steps: Vec<String>, retreat_to: Option<String>, penalty: i64, garrison: bool,
        penalty_losses: Vec<String>,
    } => vec![
        losses("steps", "defending units taking a step, one entry per step (with ●: the unit removed first)"),
        opt_hex("retreat-to", "hex where the retreat ends"),
        KeySpec::int("penalty", 0, 4, "penalty hexes entered on the retreat (23-4-4)")
            .default(0),
        KeySpec::bool("garrison", "the retreating forces garrison a friendly castle (23-4-6)"),
        penalty_losses(),
    ];
    Counterattack = COUNTERATTACK; { losses: Vec<String>, lift_siege: bool } => vec![
        losses("losses", "attacking units in the order they take steps"),
        KeySpec::bool("lift-siege", "besieging defenders lift the siege to fight at full strength (18-4-2)"),
    ];
    Pursue = PURSUE; { to: String } => vec![
        KeySpec::text("to", "hex the attacker ends in"),
    ];
    Battle = BATTLE; {
        force: String, target: String, attacker_terrain: String, defender_terrain: String,
        consent: bool, attackers: Vec<String>, defenders: Vec<String>, lift_siege: bool,
    } => vec![
        force_key("the attacking 总大将"),
        KeySpec::text("target", "hex of the defending 总大将"),
        terrain("attacker-terrain", "terrain of the attacker's hex"),
        terrain("defender-terrain", "terrain of the defender's hex"),
        KeySpec::bool("consent", "the defender agrees to a battle in its own castle's hex (24-1-8)"),
        KeySpec::list("attackers", "forces stacked with the 总大将 that join (24-1-2; none named: all that may)"),
        KeySpec::list("defenders", "forces stacked with the defending 总大将 that join (24-1-3; none named: all)"),
        KeySpec::bool("lift-siege", "besieging defenders lift the siege to fight at full strength (18-4-2)"),
    ];
    BattleRound = BATTLE_ROUND; { attacker_losses: Vec<String>, defender_losses: Vec<String> } => vec![
        losses("attacker-losses", "attacking units in the order they take steps"),
        losses("defender-losses", "defending units in the order they take steps"),
    ];
    BattleEnd = BATTLE_END; { side: BattleSide } => vec![
        KeySpec::choice("side", BattleSide::NAMES, "the player ending the battle"),
    ];
    BattleRetreat = BATTLE_RETREAT; {
        force: String, to: Option<String>, penalty: i64, penalty_losses: Vec<String>,
    } => vec![
        force_key("leader of the retreating force"),
        opt_hex("to", "hex where the retreat ends"),
        KeySpec::int("penalty", 0, 4, "penalty hexes entered (23-4-4)")
            .default(0),
        penalty_losses(),
    ];
    Rally = RALLY; { force: String, supplied: bool } => vec![
        force_key("leader of the force"),
        KeySpec::bool("supplied", "the force traces a supply line (26-1-1)"),
    ];
    Replace = REPLACE; {
        commander: String, target: ReplaceTarget, column: String, supplied: bool, units: Vec<String>,
    } => vec![
        KeySpec::text("commander", "the replenishing commander"),
        KeySpec::choice("target", ReplaceTarget::NAMES, "replenish its force or the castle in its hex"),
        KeySpec::text("column", "replacement table column (province × own castle / elsewhere, or 本城)"),
        KeySpec::bool("supplied", "the force traces a supply line (11-3 (2))"),
        KeySpec::list("units", "units in the order they regain or lose steps"),
    ];
    Reorganise = REORGANISE; {
        commander: String, absorb: Vec<String>, detach: Vec<String>, detach_leader: Option<String>,
    } => vec![
        KeySpec::text("commander", "the acting commander"),
        KeySpec::list("absorb", "units of other forces in the hex to put under the commander"),
        KeySpec::list("detach", "subordinates to split off"),
        KeySpec::text("detach-leader", "a detached 大将 who commands the other detached units")
            .optional(),
    ];
    OpenCastle = OPEN_CASTLE; {
        castle: String, eliminate: Vec<String>, withdraw_to: Option<String>, to_army: Option<String>,
    } => vec![
        KeySpec::text("castle", "hex of the besieged castle"),
        KeySpec::list("eliminate", "garrison units removed as agreed"),
        opt_hex("withdraw-to", "hex the rest withdraw to (20-3-2)"),
        KeySpec::text("to-army", "besieging army receiving the castle (default: the strongest, digest A50)")
            .optional(),
    ];
    Miyanoo = MIYANOO; { side: MiyanooSide } => vec![
        KeySpec::choice("side", MiyanooSide::NAMES, "the side holding 宮之尾城"),
    ];
    Release = RELEASE; { unit: String } => vec![
        KeySpec::text("unit", "the unit (刺贺长信) now adjacent to a 大内方 unit"),
    ];
    Relocate = RELOCATE; { force: String, to: String, garrison: bool } => vec![
        force_key("leader of the force"),
        KeySpec::text("to", "hex"),
        KeySpec::bool("garrison", "the force is garrisoned there"),
    ];
    Adjust = ADJUST; { target: String, field: AdjustField, value: String } => vec![
        KeySpec::text("target", "unit name, force leader or castle hex"),
        KeySpec::choice("field", AdjustField::NAMES, "what to set"),
        KeySpec::text("value", "new value"),
    ];
}

/// The label and help of an action's or procedure's key as a player reads them: ids
/// `saigoku-key-<owner>-<key>` and `…-help`, each rendered in all three languages by a test.
pub fn say_key(owner: &str, k: KeySpec) -> KeySpec {
    let id = format!("saigoku-key-{owner}-{}", k.name);
    let help = crate::core::Msg::dynamic(format!("{id}-help"));
    k.say_label(crate::core::Msg::dynamic(id)).say_help(help)
}
