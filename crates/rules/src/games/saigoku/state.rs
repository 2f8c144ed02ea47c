//! Session state of 西国之雄: units, forces, castles, armies, the sequence-of-play position, and the
//! bookkeeping helpers every action shares (step losses, morale loss, elimination, castle fall).

use serde::{Deserialize, Serialize};

use super::data::Rank;
use crate::core::index::NameIndex;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Army {
    pub id: String,
    pub name: String,
    pub side: String,
    /// Ops phase it acts in: `ouchi`, `amago`, `mori` [29.0].
    pub phase: String,
    /// Replacement table id.
    pub table: String,
    /// Hex of its 本城 [8-3].
    pub home: Option<String>,
    /// False while inactive (scenario 3: 大内氏, 益田氏 until activated, 36.7).
    pub active: bool,
    /// Its 总大将 was killed: every unit removed [25-2].
    pub destroyed: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    /// The name as the scenario writes it (unique within a scenario).
    pub name: String,
    /// Counter id in counters.toml (digest A38).
    pub counter: String,
    pub army: String,
    pub rank: Rank,
    /// 2 = full, 1 = reduced, 0 = eliminated [2-2-1 (5)].
    pub steps: u8,
    pub strength: i64,
    pub reduced: i64,
    pub field: i64,
    pub action: u8,
    pub command: u8,
    /// Scenarios 1–2: 刺贺长信 may not move until released (34.7 (2)).
    #[serde(default)]
    pub immobile: bool,
}

impl Unit {
    pub fn current_strength(&self) -> i64 {
        match self.steps {
            0 => 0,
            1 => self.reduced,
            _ => self.strength,
        }
    }
}

/// A force: a commander with the units in its command boxes, or a single unit [9-1]. Identified by its
/// leader's name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Force {
    pub leader: String,
    /// Subordinates (not the leader).
    pub members: Vec<String>,
    pub hex: String,
    /// 0..=−4 [10-3].
    pub morale: i64,
    /// 籠城 in the castle of its hex [16].
    pub garrison: bool,
    /// Besieging the enemy castle of its hex [18-1].
    pub besieging: bool,
    /// Took its action this ops phase [12-2-3].
    pub acted: bool,
    /// Was under a superior at the start of this phase (cannot reorganise or replenish, 13-1-2, 14-1-2).
    #[serde(default)]
    pub detached: bool,
    /// Reorganised this phase as its action: it may still replenish in the same action (14-1-1).
    #[serde(default)]
    pub reorganised: bool,
    /// Where the leader's unit was found last (issue 23; never saved): see [`State::leader`].
    #[serde(skip)]
    pub leader_at: crate::core::index::Hint,
}

impl Force {
    /// The leader's and the members' names, borrowed ([`Self::all`] without the copies).
    pub fn names(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.leader.as_str()).chain(self.members.iter().map(String::as_str))
    }
    pub fn all(&self) -> Vec<String> {
        let mut v = vec![self.leader.clone()];
        v.extend(self.members.iter().cloned());
        v
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Castle {
    pub hex: String,
    pub name: String,
    pub level: i64,
    pub durability: i64,
    /// Starting durability (cap for replacement, digest §4.5 proposal).
    pub max_durability: i64,
    /// Own morale, used while ungarrisoned [10-4].
    pub morale: i64,
    pub owner: Option<String>,
    /// The army whose 本城 this is.
    pub home_of: Option<String>,
    /// 废城 [8-2-5, 21-1].
    pub ruined: bool,
    /// Result A: no more demands [20-3 A].
    pub no_more_demands: bool,
    /// Result B: −1 to later demands [20-3 B].
    pub refused: bool,
    /// A commander replenished it this stage [14-3-3].
    pub replenished: bool,
    /// Belonged to a 大内方 army at setup (scenario 3 activation count, digest A42).
    pub ouchi_side: bool,
    /// Fell at least once (counted once for 36.7, digest A42).
    pub fallen: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Eliminated {
    pub unit: String,
    pub army: String,
    pub side: String,
    pub rank: Rank,
    pub cause: crate::core::Msg,
    pub inning: u32,
    pub stage: u8,
}

/// Where the game is in its sequence of play [4-1, 29.0].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
pub enum Step {
    /// Before Inning 1: place counters, form forces for free (33.2 (2)).
    Setup,
    /// Start stage ① situation change (scenario 3: Ouchi activation, 36.7).
    Situation,
    /// Start stage ② supply-line check [11-3-1].
    Supply,
    /// An army's ops phase in stage 1–4 [4-1-2].
    Ops { phase: String },
    /// The phasing army's siege checks after its actions [4-1-2 (3-2), 18-2].
    SiegeChecks { phase: String },
    /// After the last Inning [32].
    End,
}

/// A combat waiting for the next decision at the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Pending {
    /// The defender splits the skirmish damage into steps and retreat hexes [23-3].
    SkirmishDamage {
        attacker: String,
        defenders: Vec<String>,
        from: String,
        damage: i64,
        eliminate: bool,
        terrain: String,
        river: bool,
        garrison_attack: bool,
    },
    /// After the damage: counterattack [23-6] or pursuit [23-5], or end.
    SkirmishAfter {
        attacker: String,
        defenders: Vec<String>,
        from: String,
        retreated: bool,
        terrain: String,
        river: bool,
        garrison_attack: bool,
        /// Where the retreat ended (the pursuit follows its path, 23-5).
        #[serde(default)]
        retreat_to: Option<String>,
        /// Hexes retreated.
        #[serde(default)]
        retreat_hexes: i64,
    },
    /// A decisive battle in progress [24-2].
    Battle {
        attackers: Vec<String>,
        defenders: Vec<String>,
        attacker_hex: String,
        defender_hex: String,
        /// Damage inflicted in the last exchange: (by attacker, by defender).
        last: Option<(i64, i64)>,
    },
    /// Forces that must roll their retreat after a decisive battle [24-3].
    /// Garrison units that must leave a fallen or ruined castle for one hex with friendly units or
    /// a friendly castle [20-3-2, 21 (2)]: placed with `relocate`, all in the same hex.
    Withdraw {
        forces: Vec<String>,
        from: String,
        /// The hex the first of them went to: the others follow (20-3-2).
        #[serde(default)]
        to: Option<String>,
    },
    BattleRetreat {
        forces: Vec<String>,
        /// The attacker's and the defender's hex: each hex of a retreat moves away from the other
        /// side's (23-4-2, 24-3).
        #[serde(default)]
        battle_hexes: Vec<String>,
        /// The 1-hex retreat without roll or morale loss of 24-2-5 and 24-2-7 (else the roll of 24-3).
        #[serde(default)]
        withdraw: bool,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub scenario: String,
    /// `game` or `historical` (scenarios 2 and 3, 35.6 / 36.6).
    pub victory: String,
    pub innings: u32,
    pub inning: u32,
    /// 0 = start stage, 1..=4.
    pub stage: u8,
    pub step: Step,
    pub armies: Vec<Army>,
    pub units: crate::core::shared::Shared<Unit>,
    pub forces: crate::core::shared::Shared<Force>,
    pub castles: crate::core::shared::Shared<Castle>,
    pub eliminated: Vec<Eliminated>,
    /// Scenario 3: fallen 大内方 castles (36.7 (1)).
    pub ouchi_fallen: i64,
    /// Scenario 3: the activation roll of this Inning was made.
    pub activation_rolled: bool,
    /// The supply check of this Inning was made.
    pub supply_done: bool,
    /// Scenario 2: 大内氏 used its free sailing (35.7 ⑥).
    pub ouchi_free_sea_used: bool,
    /// Scenario 2: the coastal hex that launched sea movement this phase (35.7 ②).
    pub sea_hex: Option<String>,
    /// Scenario 2: the launch hex's verdict this phase, shared by every force there: `true` after
    /// 大内氏's free sailing (35.7 ⑥) or a 毛利氏 5–6 (35.7 ⑦), `false` after a 毛利氏 1–4.
    #[serde(default)]
    pub sea_pass: Option<bool>,
    /// Scenario 2: the coastal hex where this phase's sailing ends: every force sailing from the
    /// launch hex ends there too (35.7 (2) ④).
    #[serde(default)]
    pub sea_to: Option<String>,
    /// Castles with a surrender demand this phase (20-1-2) — no assault on them (20-1-1, digest A20).
    pub demanded: Vec<String>,
    /// Castles assaulted this phase: no surrender demand on them after the assault (20-1-1).
    #[serde(default)]
    pub assaulted: Vec<String>,
    /// Castles whose siege check was made this phase.
    pub siege_checked: Vec<String>,
    pub pending: Option<Pending>,
    /// Alternative readings chosen at set-up (see [`OPTIONS`]); absent = the digest's default.
    #[serde(default)]
    pub options: std::collections::BTreeMap<String, bool>,
    /// Scenario 2: the side holding 宮之尾城 (entered by the players, 35.6 (2)).
    #[serde(default)]
    pub miyanoo: Option<String>,
    /// Lookups by name (not part of the state: never saved, always equal; issue 23).
    #[serde(skip)]
    pub index: Indexes,
}

/// The name caches of a state's lists ([`NameIndex`]): units by name, forces by leader, castles by
/// hex. An action refreshes them when it is done ([`State::lists_changed`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Indexes {
    units: NameIndex,
    forces: NameIndex,
    castles: NameIndex,
}

/// Set-up options (`--option KEY=true`): each switches one ambiguity to its alternative reading.
pub const OPTIONS: [(&str, &str); 6] = [
    (
        "demand-on-siege-start",
        "A21: a force may demand surrender in the action that starts its siege",
    ),
    (
        "honjo-column-castle-only",
        "A14: the 本城 replacement column only for replenishing the 本城 castle itself",
    ),
    (
        "desertion-clamp",
        "A13: a negative replacement result costs at most 2 steps",
    ),
    (
        "inactive-supply-exempt",
        "A43: inactive 大内氏 / 益田氏 forces skip the supply check",
    ),
    (
        "allied-castle-replacement",
        "A36: commanders of an allied army may replenish a castle",
    ),
    (
        "sotaisho-any-loss",
        "25-2: a 总大将 lost to desertion or to lack of supply also removes his army",
    ),
];

/// A set-up option by name (ids `saigoku-option-<key>`, each rendered in a test); its help is
/// `saigoku-option-<key>-help`.
pub fn option_label(key: &str) -> crate::core::Msg {
    if OPTIONS.iter().any(|(k, _)| *k == key) {
        crate::core::Msg::dynamic(format!("saigoku-option-{key}"))
    } else {
        crate::core::Msg::plain(key)
    }
}

/// The help line of a set-up option (see [`option_label`]).
pub fn option_help(key: &str) -> crate::core::Msg {
    crate::core::Msg::dynamic(format!("saigoku-option-{key}-help"))
}

impl State {
    pub fn option(&self, key: &str) -> bool {
        self.options.get(key).copied().unwrap_or(false)
    }
}

impl State {
    pub fn army(&self, id: &str) -> Option<&Army> {
        self.armies.iter().find(|a| a.id == id)
    }
    pub fn side_of_army(&self, id: &str) -> String {
        self.army(id).map(|a| a.side.clone()).unwrap_or_default()
    }
    /// Forgets the name caches that an action made stale (issue 23).
    pub fn lists_changed(&mut self) {
        let Indexes {
            units,
            forces,
            castles,
        } = &mut self.index;
        units.refresh(&self.units, |u| &u.name);
        forces.refresh(&self.forces, |f| &f.leader);
        castles.refresh(&self.castles, |c| &c.hex);
    }
    fn unit_at(&self, name: &str) -> Option<usize> {
        self.index.units.position(&self.units, name, |u| &u.name)
    }
    fn force_at(&self, leader: &str) -> Option<usize> {
        self.index
            .forces
            .position(&self.forces, leader, |f| &f.leader)
    }
    fn castle_at(&self, hex: &str) -> Option<usize> {
        self.index.castles.position(&self.castles, hex, |c| &c.hex)
    }
    pub fn unit(&self, name: &str) -> Option<&Unit> {
        self.unit_at(name).map(|i| &self.units[i])
    }
    pub fn unit_mut(&mut self, name: &str) -> Option<&mut Unit> {
        self.unit_at(name).map(|i| &mut self.units[i])
    }
    pub fn force(&self, leader: &str) -> Option<&Force> {
        self.force_at(leader).map(|i| &self.forces[i])
    }
    pub fn force_mut(&mut self, leader: &str) -> Option<&mut Force> {
        self.force_at(leader).map(|i| &mut self.forces[i])
    }
    /// The force a unit belongs to (as leader or member).
    pub fn force_of(&self, unit: &str) -> Option<&Force> {
        self.forces
            .iter()
            .find(|f| f.leader == unit || f.members.iter().any(|m| m == unit))
    }
    pub fn castle(&self, hex: &str) -> Option<&Castle> {
        self.castle_at(hex).map(|i| &self.castles[i])
    }
    pub fn castle_mut(&mut self, hex: &str) -> Option<&mut Castle> {
        self.castle_at(hex).map(|i| &mut self.castles[i])
    }
    pub fn force_army(&self, f: &Force) -> String {
        self.leader(f).map(|u| u.army.clone()).unwrap_or_default()
    }
    pub fn force_side(&self, f: &Force) -> String {
        self.side_of(f).to_string()
    }
    /// The side a force fights for, borrowed: what the prompt's guards compare for every pair of
    /// forces (issue 23), without the two copies [`Self::force_side`] makes.
    pub fn side_of(&self, f: &Force) -> &str {
        self.leader(f)
            .and_then(|u| self.army(&u.army))
            .map_or("", |a| a.side.as_str())
    }
    pub fn force_strength(&self, f: &Force) -> i64 {
        f.all()
            .iter()
            .filter_map(|n| self.unit(n))
            .map(Unit::current_strength)
            .sum()
    }
    pub fn force_units(&self, f: &Force) -> usize {
        f.all()
            .iter()
            .filter(|n| self.unit(n).map(|u| u.steps > 0).unwrap_or(false))
            .count()
    }
    /// The leader's unit, found where it was last time when it is still there (issue 23).
    pub fn leader(&self, f: &Force) -> Option<&Unit> {
        f.leader_at
            .position(&self.index.units, &self.units, &f.leader, |u| &u.name)
            .map(|i| &self.units[i])
    }
    /// Action rating of a force: its leader's [12-2-1, 12-2-2].
    pub fn action_rating(&self, f: &Force) -> u8 {
        self.leader(f).map(|u| u.action).unwrap_or(0)
    }
    pub fn garrison_of(&self, hex: &str) -> Vec<&Force> {
        self.forces
            .iter()
            .filter(|f| f.garrison && f.hex == hex)
            .collect()
    }
    pub fn besiegers_of(&self, hex: &str) -> Vec<&Force> {
        self.besiegers(hex).collect()
    }
    /// The forces besieging the castle in `hex` [18-1]: besieging there, and not of the side of the
    /// army that holds it ("" for an army not in the state, as [`Self::side_of_army`] says).
    fn besiegers<'a>(&'a self, hex: &str) -> impl Iterator<Item = &'a Force> {
        let owner_side = self
            .castle(hex)
            .and_then(|c| c.owner.as_deref())
            .map(|o| self.army(o).map_or("", |a| a.side.as_str()));
        self.forces
            .iter()
            .filter(move |f| f.besieging && f.hex == hex && Some(self.side_of(f)) != owner_side)
    }
    /// Whether a force besieges the castle in `hex`, without listing them (issue 23: the prompt asks
    /// it of every castle of the phasing armies).
    pub fn is_besieged(&self, hex: &str) -> bool {
        self.besiegers(hex).next().is_some()
    }
    /// Morale used for a castle: the lowest garrison morale, else its own [10-4, 16-4-2].
    pub fn castle_morale(&self, hex: &str) -> i64 {
        let g = self.garrison_of(hex);
        if g.is_empty() {
            self.castle(hex).map(|c| c.morale).unwrap_or(0)
        } else {
            g.iter().map(|f| f.morale).min().unwrap_or(0)
        }
    }
    /// Highest-ranked unit in a castle's garrison (for surrender and interception).
    pub fn garrison_best(&self, hex: &str) -> Option<&Unit> {
        self.garrison_of(hex)
            .iter()
            .flat_map(|f| f.all())
            .filter_map(|n| self.unit(&n))
            .filter(|u| u.steps > 0)
            .max_by_key(|u| (u.rank, u.field))
    }
    pub fn phase_name(phase: &str) -> &'static str {
        match phase {
            "ouchi" => "大内氏",
            "amago" => "尼子氏",
            _ => "毛利氏",
        }
    }
    /// Armies acting in a phase.
    pub fn phase_armies(&self, phase: &str) -> Vec<&Army> {
        self.armies.iter().filter(|a| a.phase == phase).collect()
    }
    pub fn current_phase(&self) -> Option<&str> {
        match &self.step {
            Step::Ops { phase } | Step::SiegeChecks { phase } => Some(phase),
            _ => None,
        }
    }
    /// Castles owned by the phasing armies that the enemy besieges, not yet checked this phase.
    pub fn siege_checks_due(&self, phase: &str) -> Vec<String> {
        let armies: Vec<&str> = self
            .phase_armies(phase)
            .iter()
            .map(|a| a.id.as_str())
            .collect();
        self.castles
            .iter()
            .filter(|c| {
                !c.ruined
                    && c.owner
                        .as_ref()
                        .is_some_and(|o| armies.contains(&o.as_str()))
            })
            .filter(|c| self.is_besieged(&c.hex) && !self.siege_checked.contains(&c.hex))
            .map(|c| c.hex.clone())
            .collect()
    }
}
