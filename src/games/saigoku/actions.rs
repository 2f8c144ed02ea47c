//! Session actions of 西国之雄: the sequence of play, every procedure applied to the state, the prompt,
//! undo hints, the listing and scoring. Positions on the map are entered by the players (the app has
//! no map): hexes, terrain, rivers, supply, penalty hexes.

use super::data::{Rank, SaigokuData};
use super::procedures::{self as pr, get_bool, get_i64, get_str};
use super::state::{Castle, Eliminated, Force, Pending, State, Step};
use crate::core::{
    ActionCall, ActionSpec, Applied, DiceSource, KeySpec, Params, Resolution, RuleError,
};

const PHASES: [&str; 3] = ["ouchi", "amago", "mori"];

fn spec(name: &str, title: &str, rule: &str, rolls: bool, keys: Vec<KeySpec>) -> ActionSpec {
    ActionSpec {
        name: name.into(),
        title: title.into(),
        rule: rule.into(),
        keys,
        rolls,
    }
}

fn opt_text(name: &str, help: &str) -> KeySpec {
    KeySpec::text(name, help).optional()
}

pub fn specs(d: &SaigokuData) -> Vec<ActionSpec> {
    let terrains = d.terrain_names();
    let t: Vec<&str> = terrains.iter().map(String::as_str).collect();
    vec![
        spec("advance", "End this step", "4-1, 29.0", false, vec![]),
        spec(
            "ouchi-activation",
            "大内氏 activation roll (scenario 3)",
            "36.7 (1)",
            true,
            vec![],
        ),
        spec(
            "activate",
            "Activate 大内氏 / 益田氏 by a trigger (scenario 3)",
            "36.7 (2)",
            false,
            vec![KeySpec::choice(
                "army",
                &["ouchi", "masuda", "both"],
                "which army the trigger activates",
            )],
        ),
        spec(
            "supply-check",
            "Supply-line check",
            "11-3-1, 11-4-1",
            false,
            vec![KeySpec::list(
                "unsupplied",
                "leaders of the forces that cannot trace a supply line",
            )],
        ),
        spec(
            "move",
            "Move a force",
            "15, 16",
            false,
            vec![
                KeySpec::text("force", "leader of the moving force"),
                opt_text("to", "hex where the force ends (default: where it is)"),
                KeySpec::int(
                    "mp",
                    0,
                    40,
                    "movement points spent on hexes (the app adds 1 per garrison in/out)",
                )
                .default(0),
                KeySpec::bool("strategic", "strategic movement (15-3)"),
                KeySpec::bool(
                    "supplied",
                    "the force traces a supply line (needed for strategic movement, 15-3-2)",
                ),
                KeySpec::bool(
                    "garrison",
                    "garrison the castle of the destination hex (16-1)",
                ),
                KeySpec::bool("sea", "sea movement (scenario 2, 35.7 (2))"),
                KeySpec::bool("free-sea", "大内氏 uses its one free sailing (35.7 ⑥)"),
            ],
        ),
        spec(
            "siege",
            "Establish a siege",
            "18-1",
            false,
            vec![KeySpec::list(
                "forces",
                "leaders of the forces that besiege (each uses its action)",
            )],
        ),
        spec(
            "lift-siege",
            "Lift a siege (fully or partly)",
            "18-3-1",
            false,
            vec![KeySpec::list(
                "forces",
                "leaders of the besieging forces that lift",
            )],
        ),
        spec(
            "siege-check",
            "Siege result check",
            "18-2",
            true,
            vec![
                KeySpec::text("castle", "hex of the besieged castle"),
                opt_text(
                    "withdraw-to",
                    "hex the garrison withdraws to if the castle falls (20-3-2)",
                ),
            ],
        ),
        spec(
            "assault",
            "Assault a castle (with interception)",
            "19",
            true,
            vec![
                KeySpec::text("force", "leader of the assaulting force"),
                KeySpec::choice("terrain", &t, "terrain of the castle hex"),
                KeySpec::list(
                    "losses",
                    "units of the assaulting force in the order they take steps",
                ),
                KeySpec::bool("siege", "also establish the siege in this action (17-1-2)"),
                opt_text(
                    "withdraw-to",
                    "hex the garrison withdraws to if the castle falls (20-3-2)",
                ),
            ],
        ),
        spec(
            "surrender",
            "Demand surrender",
            "20",
            true,
            vec![
                KeySpec::text("force", "leader of the demanding (besieging) force"),
                opt_text("withdraw-to", "hex the garrison withdraws to (20-3-2)"),
                KeySpec::list(
                    "eliminate",
                    "garrison units the besieger removes first on E/F/G",
                ),
                KeySpec::list("restore", "own units to restore on H, in order"),
            ],
        ),
        spec(
            "skirmish",
            "Skirmish attack",
            "23",
            true,
            vec![
                KeySpec::text("force", "leader of the attacking force"),
                KeySpec::text(
                    "target",
                    "hex of the defending forces (adjacent; the own hex for a garrison attack)",
                ),
                KeySpec::choice("terrain", &t, "terrain of the defender's hex"),
                KeySpec::bool("river", "a river hexside lies between the forces"),
                KeySpec::bool(
                    "garrison-attack",
                    "a garrison attacks enemy forces in its own hex (23-7)",
                ),
            ],
        ),
        spec(
            "take-damage",
            "Defender splits skirmish damage",
            "23-3, 23-4",
            false,
            vec![
                KeySpec::list("steps", "defending units taking a step, one entry per step"),
                opt_text("retreat-to", "hex where the retreat ends"),
                KeySpec::int(
                    "penalty",
                    0,
                    4,
                    "penalty hexes entered on the retreat (23-4-4)",
                )
                .default(0),
                KeySpec::bool(
                    "garrison",
                    "the retreating forces garrison a friendly castle (23-4-6)",
                ),
            ],
        ),
        spec(
            "counterattack",
            "Counterattack",
            "23-6",
            true,
            vec![
                KeySpec::list("losses", "attacking units in the order they take steps"),
                KeySpec::bool(
                    "lift-siege",
                    "besieging defenders lift the siege to fight at full strength (18-4-2)",
                ),
            ],
        ),
        spec(
            "pursue",
            "Pursue the retreating defender",
            "23-5",
            false,
            vec![KeySpec::text("to", "hex the attacker ends in")],
        ),
        spec("end-combat", "End the combat", "23", false, vec![]),
        spec(
            "battle",
            "Start a decisive battle",
            "24-1",
            false,
            vec![
                KeySpec::text("force", "the attacking 总大将"),
                KeySpec::text("target", "hex of the defending 总大将"),
                KeySpec::choice("attacker-terrain", &t, "terrain of the attacker's hex"),
                KeySpec::choice("defender-terrain", &t, "terrain of the defender's hex"),
                KeySpec::bool(
                    "consent",
                    "the defender agrees to a battle in its own castle's hex (24-1-8)",
                ),
            ],
        ),
        spec(
            "battle-round",
            "Decisive battle exchange",
            "24-2",
            true,
            vec![
                KeySpec::list(
                    "attacker-losses",
                    "attacking units in the order they take steps",
                ),
                KeySpec::list(
                    "defender-losses",
                    "defending units in the order they take steps",
                ),
            ],
        ),
        spec(
            "battle-end",
            "End the battle after winning the exchange",
            "24-2-5",
            false,
            vec![KeySpec::choice(
                "side",
                &["attacker", "defender"],
                "the player ending the battle",
            )],
        ),
        spec(
            "battle-retreat",
            "Retreat roll after a decisive battle",
            "24-3",
            true,
            vec![
                KeySpec::text("force", "leader of the retreating force"),
                opt_text("to", "hex where the retreat ends"),
                KeySpec::int("penalty", 0, 4, "penalty hexes entered (23-4-4)").default(0),
            ],
        ),
        spec(
            "rally",
            "Morale recovery",
            "26",
            true,
            vec![
                KeySpec::text("force", "leader of the force"),
                KeySpec::bool("supplied", "the force traces a supply line (26-1-1)"),
            ],
        ),
        spec(
            "replace",
            "Replacement",
            "14",
            true,
            vec![
                KeySpec::text("commander", "the replenishing commander"),
                KeySpec::choice(
                    "target",
                    &["force", "castle"],
                    "replenish its force or the castle in its hex",
                ),
                KeySpec::text(
                    "column",
                    "replacement table column (province × own castle / elsewhere, or 本城)",
                ),
                KeySpec::bool("supplied", "the force traces a supply line (11-3 (2))"),
                KeySpec::list("units", "units in the order they regain or lose steps"),
            ],
        ),
        spec(
            "reorganise",
            "Reorganise forces in one hex",
            "13",
            false,
            vec![
                KeySpec::text("commander", "the acting commander"),
                KeySpec::list(
                    "absorb",
                    "units of other forces in the hex to put under the commander",
                ),
                KeySpec::list("detach", "subordinates to split off"),
                opt_text(
                    "detach-leader",
                    "a detached 大将 who commands the other detached units",
                ),
            ],
        ),
        spec(
            "open-castle",
            "The garrison opens the castle by agreement",
            "20-4",
            false,
            vec![
                KeySpec::text("castle", "hex of the besieged castle"),
                KeySpec::list("eliminate", "garrison units removed as agreed"),
                opt_text("withdraw-to", "hex the rest withdraw to (20-3-2)"),
                opt_text(
                    "to-army",
                    "besieging army receiving the castle (default: the strongest, digest A50)",
                ),
            ],
        ),
        spec(
            "miyanoo",
            "Record who holds 宮之尾城 (scenario 2)",
            "35.6 (2)",
            false,
            vec![KeySpec::choice(
                "side",
                &["ouchi", "mori", "none"],
                "the side holding 宮之尾城",
            )],
        ),
        spec(
            "release",
            "Release an immobile unit (scenarios 1–2)",
            "34.7 (2)",
            false,
            vec![KeySpec::text(
                "unit",
                "the unit (刺贺长信) now adjacent to a 大内方 unit",
            )],
        ),
        spec(
            "relocate",
            "Place a force (withdrawal, retreat path, correction)",
            "20-3-2",
            false,
            vec![
                KeySpec::text("force", "leader of the force"),
                KeySpec::text("to", "hex"),
                KeySpec::bool("garrison", "the force is garrisoned there"),
            ],
        ),
        spec(
            "adjust",
            "Correct a value by hand (event results, table corrections)",
            "18-2-1 (3)",
            false,
            vec![
                KeySpec::text("target", "unit name, force leader or castle hex"),
                KeySpec::choice(
                    "field",
                    &[
                        "steps",
                        "morale",
                        "durability",
                        "castle-morale",
                        "owner",
                        "level",
                        "ruined",
                    ],
                    "what to set",
                ),
                KeySpec::text("value", "new value"),
            ],
        ),
    ]
}

// ---------------------------------------------------------------- helpers

fn forbid(rule: &str, reason: impl Into<String>) -> RuleError {
    RuleError::forbidden(rule, reason)
}

pub(super) fn step_text(s: &State) -> String {
    match &s.step {
        Step::Setup => format!("Set-up · scenario {}", s.scenario),
        Step::Situation => format!("Inning {} · Start stage · ① situation change", s.inning),
        Step::Supply => format!("Inning {} · Start stage · ② supply-line check", s.inning),
        Step::Ops { phase } => format!(
            "Inning {} · Stage {} · {} ops phase",
            s.inning,
            s.stage,
            State::phase_name(phase)
        ),
        Step::SiegeChecks { phase } => {
            format!(
                "Inning {} · Stage {} · {} ops phase · siege checks",
                s.inning,
                s.stage,
                State::phase_name(phase)
            )
        }
        Step::End => format!("Game over after Inning {}", s.innings),
    }
}

fn find_force<'a>(s: &'a State, leader: &str) -> Result<&'a Force, RuleError> {
    s.force(leader).ok_or_else(|| {
        let hint = match s.force_of(leader) {
            Some(f) => format!(
                "{leader} is under {} — name the force by its leader",
                f.leader
            ),
            None => format!("no force led by {leader}"),
        };
        RuleError::input("force", hint)
    })
}

/// Why a force may not act now, or None [4-1-2, 12-2-3, 12-2-4, 29.0, 36.7].
pub(super) fn cannot_act(s: &State, f: &Force) -> Option<(String, String)> {
    let Step::Ops { phase } = &s.step else {
        return Some(("4-1".into(), "forces act only in an ops phase".into()));
    };
    let army_id = s.force_army(f);
    let Some(army) = s.army(&army_id) else {
        return Some(("7".into(), "unknown army".into()));
    };
    if &army.phase != phase {
        return Some((
            "29.0".into(),
            format!(
                "{} ({}) acts in the {} ops phase",
                f.leader,
                army.name,
                State::phase_name(&army.phase)
            ),
        ));
    }
    if !army.active {
        return Some(("36.7".into(), format!("{} is not active yet", army.name)));
    }
    if army.destroyed {
        return Some(("25-2".into(), format!("{} was destroyed", army.name)));
    }
    if f.acted {
        return Some((
            "12-2-3".into(),
            format!("{} already acted this phase", f.leader),
        ));
    }
    let rating = s.action_rating(f);
    if rating < s.stage {
        return Some((
            "12-2-4".into(),
            format!(
                "{} has action rating {rating}: it acts in stages 1–{rating} only",
                f.leader
            ),
        ));
    }
    None
}

fn acting_force(s: &State, leader: &str) -> Result<Force, RuleError> {
    if s.pending.is_some() {
        return Err(forbid("22", "finish the combat in progress first"));
    }
    let f = find_force(s, leader)?.clone();
    if let Some((rule, reason)) = cannot_act(s, &f) {
        return Err(forbid(&rule, reason));
    }
    Ok(f)
}

fn no_pending(s: &State) -> Result<(), RuleError> {
    if s.pending.is_some() {
        return Err(forbid("22", "finish the combat in progress first"));
    }
    Ok(())
}

pub(super) fn morale_str(m: i64) -> String {
    if m == 0 { "0".into() } else { format!("{m}") }
}

/// Merges the rolls, modifiers, cells and log of a sub-procedure into one resolution.
fn merge(into: &mut Resolution, other: &Resolution, prefix: &str) {
    into.rolls.extend(other.rolls.iter().copied());
    for m in &other.modifiers {
        let mut m = m.clone();
        m.label = format!("{prefix}: {}", m.label);
        into.modifiers.push(m);
    }
    for c in &other.cells {
        into.cell(c.clone());
    }
    for p in &other.placeholders {
        if !into.placeholders.contains(p) {
            into.placeholders.push(p.clone());
        }
    }
    for r in &other.rules {
        into.rule(r);
    }
    for (k, v) in &other.result {
        into.result.insert(format!("{prefix}_{k}"), v.clone());
    }
    into.log.extend(other.log.iter().cloned());
}

fn record_elim(s: &mut State, unit: &str, cause: &str, log: &mut Vec<String>) {
    let Some(u) = s.unit(unit).cloned() else {
        return;
    };
    let side = s.side_of_army(&u.army);
    if let Some(um) = s.unit_mut(unit) {
        um.steps = 0;
    }
    s.eliminated.push(Eliminated {
        unit: u.name.clone(),
        army: u.army.clone(),
        side,
        rank: u.rank,
        cause: cause.into(),
        inning: s.inning,
        stage: s.stage,
    });
    log.push(
        format!("{} {} eliminated ({cause})", u.rank.stars(), u.name)
            .trim()
            .to_string(),
    );
}

/// Removes dead units from their forces; a force whose leader died breaks into single-unit forces
/// (our choice: the rules do not say); a dead 总大将 removes the whole army [25-2].
fn cleanup(s: &mut State, log: &mut Vec<String>) {
    let mut destroyed_armies = Vec::new();
    for e in &s.eliminated {
        if e.rank == Rank::Sotaisho
            && let Some(a) = s.army(&e.army)
            && !a.destroyed
        {
            destroyed_armies.push(a.id.clone());
        }
    }
    for a in destroyed_armies {
        if let Some(am) = s.armies.iter_mut().find(|x| x.id == a) {
            am.destroyed = true;
        }
        let alive: Vec<String> = s
            .units
            .iter()
            .filter(|u| u.army == a && u.steps > 0)
            .map(|u| u.name.clone())
            .collect();
        log.push(format!(
            "25-2: the 总大将 of {} is dead; every unit of that army is removed",
            s.army(&a).map(|x| x.name.clone()).unwrap_or(a.clone())
        ));
        for u in alive {
            record_elim(s, &u, "25-2 总大将 killed", log);
        }
    }
    let mut new_forces = Vec::new();
    let forces = std::mem::take(&mut s.forces);
    for mut f in forces {
        f.members
            .retain(|m| s.unit(m).map(|u| u.steps > 0).unwrap_or(false));
        let leader_alive = s.unit(&f.leader).map(|u| u.steps > 0).unwrap_or(false);
        if leader_alive {
            new_forces.push(f);
        } else {
            for m in &f.members {
                let mut g = f.clone();
                g.leader = m.clone();
                g.members = vec![];
                new_forces.push(g);
            }
            if !f.members.is_empty() {
                log.push(format!(
                    "{}'s force breaks up: {} now stand alone",
                    f.leader,
                    f.members.join("、")
                ));
            }
        }
    }
    s.forces = new_forces;
    check_sieges(s, log);
}

/// Applies `n` step losses to the units of `forces`: first the units named in `priority` (one step per
/// entry), then subordinates before leaders, lower ranks first, full units first. With ● at least one
/// unit is eliminated; if the steps did not remove one, the first named (or weakest) unit is removed
/// as well (digest A48).
fn take_steps(
    s: &mut State,
    forces: &[String],
    n: i64,
    elim: bool,
    priority: &[String],
    cause: &str,
    log: &mut Vec<String>,
) {
    let pool: Vec<(String, bool)> = forces
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| {
            let mut v = vec![(f.leader.clone(), true)];
            v.extend(f.members.iter().map(|m| (m.clone(), false)));
            v
        })
        .collect();
    let alive = |s: &State, n: &str| s.unit(n).map(|u| u.steps > 0).unwrap_or(false);
    let mut queue: Vec<String> = priority
        .iter()
        .filter(|p| pool.iter().any(|(n, _)| n == *p))
        .cloned()
        .collect();
    queue.reverse();
    let mut killed = false;
    for _ in 0..n.max(0) {
        let mut pick = None;
        while let Some(c) = queue.pop() {
            if alive(s, &c) {
                pick = Some(c);
                break;
            }
        }
        if pick.is_none() {
            pick = pool
                .iter()
                .filter(|(n, _)| alive(s, n))
                .min_by_key(|(n, lead)| {
                    let u = s.unit(n).expect("unit");
                    (*lead, u.rank, std::cmp::Reverse(u.steps))
                })
                .map(|(n, _)| n.clone());
        }
        let Some(name) = pick else { break };
        let steps = s.unit(&name).map(|u| u.steps).unwrap_or(0);
        if steps <= 1 {
            record_elim(s, &name, cause, log);
            killed = true;
        } else {
            if let Some(u) = s.unit_mut(&name) {
                u.steps -= 1;
            }
            log.push(format!("{name} loses a step ({cause})"));
        }
    }
    if elim && !killed {
        let first = priority
            .iter()
            .find(|p| pool.iter().any(|(n, _)| n == *p) && alive(s, p))
            .cloned()
            .or_else(|| {
                pool.iter()
                    .filter(|(n, _)| alive(s, n))
                    .min_by_key(|(n, lead)| {
                        let u = s.unit(n).expect("unit");
                        (*lead, u.rank, u.steps)
                    })
                    .map(|(n, _)| n.clone())
            });
        if let Some(name) = first {
            log.push("● : one unit must be eliminated".into());
            record_elim(s, &name, cause, log);
        }
    }
    cleanup(s, log);
}

/// Morale loss of one force; below −4 the whole force is eliminated [10-1-2].
fn lose_morale(s: &mut State, leader: &str, n: i64, cause: &str, log: &mut Vec<String>) {
    let Some(f) = s.force_mut(leader) else { return };
    f.morale -= n;
    let m = f.morale;
    let all = f.all();
    if m < -4 {
        log.push(format!(
            "{leader}'s force falls below morale −4 and is eliminated (10-1-2)"
        ));
        for u in all {
            record_elim(s, &u, &format!("morale ({cause})"), log);
        }
        cleanup(s, log);
    } else if n != 0 {
        log.push(format!(
            "{leader}'s force: morale {} ({cause})",
            morale_str(m)
        ));
    }
}

fn siege_required(level: i64) -> i64 {
    10 * level.max(1)
}

/// Ends a siege: besiegers lose the marker; the castle's and the garrison's morale return to 0
/// [18-3-2, digest A45].
fn end_siege(s: &mut State, hex: &str, log: &mut Vec<String>) {
    let owner_side = s
        .castle(hex)
        .and_then(|c| c.owner.clone())
        .map(|o| s.side_of_army(&o));
    let besiegers: Vec<String> = s
        .forces
        .iter()
        .filter(|f| f.besieging && f.hex == hex)
        .filter(|f| Some(s.force_side(f)) != owner_side)
        .map(|f| f.leader.clone())
        .collect();
    for b in &besiegers {
        if let Some(f) = s.force_mut(b) {
            f.besieging = false;
        }
    }
    for f in s.forces.iter_mut().filter(|f| f.garrison && f.hex == hex) {
        f.morale = 0;
    }
    let name = if let Some(c) = s.castle_mut(hex) {
        c.morale = 0;
        c.name.clone()
    } else {
        String::new()
    };
    log.push(format!(
        "the siege of {name} ({hex}) ends; castle and garrison morale back to 0 (18-3-2)"
    ));
}

/// Lifts every siege whose besiegers no longer meet the requirement [18-3-1].
fn check_sieges(s: &mut State, log: &mut Vec<String>) {
    let hexes: Vec<String> = s.castles.iter().map(|c| c.hex.clone()).collect();
    for h in hexes {
        let b = s.besiegers_of(&h);
        let any_marker = s.forces.iter().any(|f| f.besieging && f.hex == h);
        if !any_marker {
            continue;
        }
        let strength: i64 = b.iter().map(|f| s.force_strength(f)).sum();
        let c = s.castle(&h).cloned();
        let Some(c) = c else { continue };
        if c.ruined || b.is_empty() || strength < siege_required(c.level) {
            end_siege(s, &h, log);
        }
    }
}

/// Counts a 大内方 castle falling (scenario 3, 36.7 (1), digest A42: once per castle, never decreasing).
fn note_fall(s: &mut State, hex: &str, log: &mut Vec<String>) {
    let count = if let Some(c) = s.castle_mut(hex) {
        let first = c.ouchi_side && !c.fallen;
        c.fallen = true;
        first
    } else {
        false
    };
    if count {
        s.ouchi_fallen += 1;
        log.push(format!(
            "fallen 大内方 castles: {} (36.7 (1))",
            s.ouchi_fallen
        ));
    }
}

/// The besieging army with the most besieging strength (digest A50).
fn main_besieger_army(s: &State, hex: &str) -> Option<String> {
    let mut by: std::collections::BTreeMap<String, i64> = Default::default();
    for f in s.besiegers_of(hex) {
        *by.entry(s.force_army(f)).or_default() += s.force_strength(f);
    }
    by.into_iter().max_by_key(|(_, v)| *v).map(|(k, _)| k)
}

/// The castle passes to `army` [20-3-1, 21 (1)]: marker, morale 0, the siege ends, flags cleared.
fn transfer_castle(s: &mut State, hex: &str, army: &str, log: &mut Vec<String>) {
    let army_name = s.army(army).map(|a| a.name.clone()).unwrap_or(army.into());
    for f in s.forces.iter_mut().filter(|f| f.hex == hex) {
        f.besieging = false;
    }
    if let Some(c) = s.castle_mut(hex) {
        c.owner = Some(army.into());
        c.morale = 0;
        c.no_more_demands = false;
        c.refused = false;
        log.push(format!(
            "{} ({hex}) becomes a castle of {army_name}: replace the castle marker",
            c.name
        ));
    }
    note_fall(s, hex, log);
}

/// Applies a surrender letter D–H to a garrison [20-3]; A–C set their flags. `transfer` = the castle
/// changes hands (not for a ruin, digest A11).
#[allow(clippy::too_many_arguments)]
fn apply_letter(
    s: &mut State,
    hex: &str,
    letter: &str,
    demander: Option<&str>,
    eliminate: &[String],
    restore: &[String],
    withdraw_to: Option<&str>,
    log: &mut Vec<String>,
) {
    match letter {
        "A" => {
            if let Some(c) = s.castle_mut(hex) {
                c.no_more_demands = true;
            }
            log.push("A: no more surrender demands against this castle (20-3 A)".into());
            return;
        }
        "B" => {
            if let Some(c) = s.castle_mut(hex) {
                c.refused = true;
            }
            log.push("B: −1 to later demands against this castle (20-3 B)".into());
            return;
        }
        "C" => {
            log.push("C: no answer (20-3 C)".into());
            return;
        }
        _ => {}
    }
    let garrison: Vec<String> = s
        .garrison_of(hex)
        .iter()
        .map(|f| f.leader.clone())
        .collect();
    let units: Vec<String> = garrison
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .collect();
    let kill_n = match letter {
        "E" => 1,
        "F" => 2,
        "G" => units.len().div_ceil(2),
        "H" => units.len(),
        _ => 0,
    };
    // The besieger chooses: named units first, then the highest ranks (most points).
    let mut order: Vec<String> = eliminate
        .iter()
        .filter(|e| units.contains(e))
        .cloned()
        .collect();
    let mut rest: Vec<String> = units
        .iter()
        .filter(|u| !order.contains(u))
        .cloned()
        .collect();
    rest.sort_by_key(|u| std::cmp::Reverse(s.unit(u).map(|x| x.rank).unwrap_or(Rank::Busho)));
    order.extend(rest);
    let removed: Vec<String> = order.into_iter().take(kill_n).collect();
    let removed_steps: i64 = removed
        .iter()
        .filter_map(|u| s.unit(u))
        .map(|u| u.steps as i64)
        .sum();
    for u in &removed {
        record_elim(s, u, &format!("surrender {letter} (20-3)"), log);
    }
    if letter == "H" {
        // Half the removed steps, rounded up, to the demanding force's reduced units (digest A18).
        if let Some(dem) = demander.and_then(|d| s.force(d)).cloned() {
            let mut budget = (removed_steps + 1) / 2;
            let mut order: Vec<String> = restore
                .iter()
                .filter(|r| dem.all().contains(r))
                .cloned()
                .collect();
            order.extend(dem.all().into_iter().filter(|u| !restore.contains(u)));
            for u in order {
                if budget == 0 {
                    break;
                }
                if let Some(x) = s.unit_mut(&u)
                    && x.steps == 1
                {
                    x.steps = 2;
                    budget -= 1;
                    log.push(format!("{u} is restored to full strength (20-3 H)"));
                }
            }
        }
    }
    cleanup(s, log);
    // The rest withdraw to one friendly hex [20-3-2].
    let left: Vec<String> = garrison
        .iter()
        .filter(|l| s.force(l).is_some())
        .cloned()
        .collect();
    if !left.is_empty() {
        match withdraw_to {
            Some(to) => {
                let side = s
                    .force(&left[0])
                    .map(|f| s.force_side(f))
                    .unwrap_or_default();
                let into_besieged = s
                    .castle(to)
                    .map(|c| {
                        c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(side.clone())
                            && s.is_besieged(to)
                    })
                    .unwrap_or(false);
                for l in &left {
                    if let Some(f) = s.force_mut(l) {
                        f.hex = to.into();
                        f.garrison = into_besieged;
                    }
                }
                log.push(format!(
                    "{} withdraw to {to}{} (20-3-2)",
                    left.join("、"),
                    if into_besieged {
                        " and garrison the besieged castle there"
                    } else {
                        ""
                    }
                ));
            }
            None => {
                for l in &left {
                    if let Some(f) = s.force_mut(l) {
                        f.garrison = false;
                    }
                }
                log.push(format!(
                    "{} must withdraw to one hex with friendly units or a friendly castle (20-3-2): place them with `relocate`",
                    left.join("、")
                ));
            }
        }
    }
}

/// Durability 0: the castle becomes a ruin without owner; the player who caused it rolls on column 0
/// [21 (2), digest A11]; the letter acts on the garrison only.
#[allow(clippy::too_many_arguments)]
fn castle_ruined(
    d: &SaigokuData,
    s: &mut State,
    hex: &str,
    causer_morale: i64,
    withdraw_to: Option<&str>,
    dice: &mut dyn DiceSource,
    res: &mut Resolution,
    log: &mut Vec<String>,
) -> Result<(), RuleError> {
    let leader = s.garrison_best(hex).map(|u| u.rank).unwrap_or(Rank::Busho);
    let cm = s.castle_morale(hex);
    let refused = s.castle(hex).map(|c| c.refused).unwrap_or(false);
    let has_garrison = !s.garrison_of(hex).is_empty();
    let name = s.castle(hex).map(|c| c.name.clone()).unwrap_or_default();
    log.push(format!(
        "{name} ({hex}) is at durability 0: it becomes a ruin (废城) without owner (8-2-5, 21 (2))"
    ));
    end_siege(s, hex, log);
    if let Some(c) = s.castle_mut(hex) {
        c.ruined = true;
        c.owner = None;
        c.no_more_demands = false;
        c.refused = false;
    }
    note_fall(s, hex, log);
    if has_garrison {
        let r = pr::surrender(d, 0, leader, causer_morale, cm, refused, dice)?;
        let applied = get_str(&r, "applied");
        merge(res, &r, "castle fall");
        apply_letter(s, hex, &applied, None, &[], &[], withdraw_to, log);
        for f in s.forces.iter_mut().filter(|f| f.hex == hex) {
            f.garrison = false;
        }
    }
    Ok(())
}

/// The castle falls to the besiegers by morale [21 (1), digest A10].
fn castle_falls_by_morale(s: &mut State, hex: &str, log: &mut Vec<String>) {
    if let Some(army) = main_besieger_army(s, hex) {
        log.push("the castle falls (21 (1))".into());
        transfer_castle(s, hex, &army, log);
    }
}

fn trigger_activation(
    s: &mut State,
    attacker_side: &str,
    target_army: &str,
    log: &mut Vec<String>,
) {
    // 36.7 (2): a 尼子方 attack on 大内氏 or 益田氏 activates that army at once.
    if s.scenario != "3" || attacker_side != "amago" {
        return;
    }
    if (target_army == "ouchi" || target_army == "masuda")
        && let Some(a) = s
            .armies
            .iter_mut()
            .find(|a| a.id == target_army && !a.active)
    {
        a.active = true;
        log.push(format!(
            "{} is attacked and activates at once (36.7 (2))",
            a.name
        ));
    }
}

// ---------------------------------------------------------------- sequence of play

fn phases_in_play(s: &State) -> Vec<&'static str> {
    PHASES
        .iter()
        .copied()
        .filter(|p| s.armies.iter().any(|a| a.phase == *p))
        .collect()
}

fn begin_phase(s: &mut State, phase: &str) {
    s.step = Step::Ops {
        phase: phase.into(),
    };
    for f in s.forces.iter_mut() {
        f.acted = false;
        f.detached = false;
        f.reorganised = false;
    }
    s.demanded.clear();
    s.siege_checked.clear();
    s.sea_hex = None;
}

fn begin_inning_start(s: &mut State) {
    s.stage = 0;
    s.activation_rolled = false;
    s.supply_done = false;
    let needs_situation = s.scenario == "3" && s.armies.iter().any(|a| !a.active);
    s.step = if needs_situation {
        Step::Situation
    } else {
        Step::Supply
    };
}

fn next_phase(s: &mut State, log: &mut Vec<String>) {
    let phases = phases_in_play(s);
    let cur = s.current_phase().map(str::to_string).unwrap_or_default();
    let pos = phases.iter().position(|p| *p == cur);
    if let Some(p) = pos.and_then(|i| phases.get(i + 1)) {
        begin_phase(s, p);
        return;
    }
    if s.stage < 4 {
        s.stage += 1;
        for c in s.castles.iter_mut() {
            c.replenished = false;
        }
        begin_phase(s, phases[0]);
        return;
    }
    // End of the Inning [4-1, 29.0].
    if s.inning >= s.innings {
        s.step = Step::End;
        log.push("the last Inning is over: score the game (32)".into());
        return;
    }
    s.inning += 1;
    log.push(format!("move the Inning marker to {}", s.inning));
    begin_inning_start(s);
}

fn advance(s: &mut State, log: &mut Vec<String>) -> Result<(), RuleError> {
    no_pending(s)?;
    match s.step.clone() {
        Step::Setup => begin_inning_start(s),
        Step::Situation => {
            if !s.activation_rolled && s.armies.iter().any(|a| !a.active) {
                return Err(forbid(
                    "36.7 (1)",
                    "roll the 大内氏 activation first (ouchi-activation)",
                ));
            }
            s.step = Step::Supply;
        }
        Step::Supply => {
            if !s.supply_done {
                return Err(forbid(
                    "11-3-1",
                    "make the supply-line check first (supply-check, with an empty list if every force traces)",
                ));
            }
            s.stage = 1;
            for c in s.castles.iter_mut() {
                c.replenished = false;
            }
            let first = phases_in_play(s)[0];
            begin_phase(s, first);
        }
        Step::Ops { phase } => {
            if s.siege_checks_due(&phase).is_empty() {
                next_phase(s, log);
            } else {
                s.step = Step::SiegeChecks { phase };
            }
        }
        Step::SiegeChecks { phase } => {
            let due = s.siege_checks_due(&phase);
            if !due.is_empty() {
                return Err(forbid(
                    "18-2",
                    format!("check the siege of {} first", due.join(", ")),
                ));
            }
            next_phase(s, log);
        }
        Step::End => return Err(RuleError::GameOver("the last Inning is over".into())),
    }
    log.push(format!("→ {}", step_text(s)));
    Ok(())
}

// ---------------------------------------------------------------- actions

type Out = (Option<Resolution>, Vec<String>);

fn act_ouchi_activation(
    d: &SaigokuData,
    s: &mut State,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    if s.scenario != "3" {
        return Err(forbid("36.7", "only scenario 3 has the 大内氏 activation"));
    }
    if s.step != Step::Situation {
        return Err(forbid(
            "36.7 (1)",
            "the activation roll is made in the situation-change phase",
        ));
    }
    if s.activation_rolled {
        return Err(forbid(
            "36.7 (1)",
            "the activation roll of this Inning was already made",
        ));
    }
    let r = pr::ouchi_activation(d, s.inning as i64, s.ouchi_fallen, dice)?;
    s.activation_rolled = true;
    let mut log = r.log.clone();
    if get_bool(&r, "active") {
        for a in s
            .armies
            .iter_mut()
            .filter(|a| a.id == "ouchi" || a.id == "masuda")
        {
            a.active = true;
        }
        log.push("大内氏 and 益田氏 are active from now on (digest A42)".into());
    }
    Ok((Some(r), log))
}

fn act_activate(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    if s.scenario != "3" {
        return Err(forbid("36.7", "only scenario 3 has inactive armies"));
    }
    let which = p.text("army")?;
    let mut log = Vec::new();
    for a in s.armies.iter_mut() {
        if (which == "both" || a.id == which) && (a.id == "ouchi" || a.id == "masuda") && !a.active
        {
            a.active = true;
            log.push(format!("{} activates (36.7 (2))", a.name));
        }
    }
    if log.is_empty() {
        return Err(forbid("36.7 (2)", "that army is already active"));
    }
    Ok((None, log))
}

fn act_supply(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    if s.step != Step::Supply {
        return Err(forbid(
            "11-3-1",
            "the supply-line check is made in the start stage",
        ));
    }
    if s.supply_done {
        return Err(forbid(
            "11-3-1",
            "the supply-line check of this Inning was already made",
        ));
    }
    let list = p.list("unsupplied")?;
    let mut log = Vec::new();
    for l in &list {
        let f = find_force(s, l)?;
        if f.garrison {
            let own = s
                .castle(&f.hex)
                .and_then(|c| c.owner.clone())
                .map(|o| s.side_of_army(&o) == s.force_side(f))
                .unwrap_or(false);
            if own {
                return Err(forbid(
                    "11-1-6",
                    format!("{l} is garrisoned in its own castle and needs no supply line (16-4)"),
                ));
            }
        }
    }
    if s.option("inactive-supply-exempt") {
        for l in &list {
            let f = find_force(s, l)?;
            if s.army(&s.force_army(f)).map(|a| !a.active).unwrap_or(false) {
                return Err(forbid(
                    "36.7",
                    format!(
                        "{l}'s army is inactive and exempt (option inactive-supply-exempt, digest A43)"
                    ),
                ));
            }
        }
    }
    for l in &list {
        lose_morale(s, l, 1, "no supply line, 11-4-1", &mut log);
    }
    if list.is_empty() {
        log.push("supply check (11-3-1): every force traces its supply line".into());
    }
    s.supply_done = true;
    Ok((None, log))
}

fn enemy_forces_in(s: &State, hex: &str, side: &str) -> Vec<String> {
    s.forces
        .iter()
        .filter(|f| f.hex == hex && s.force_side(f) != side)
        .map(|f| f.leader.clone())
        .collect()
}

fn act_move(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    let setup_move = s.step == Step::Setup;
    let f = if setup_move {
        find_force(s, &leader)?.clone()
    } else {
        acting_force(s, &leader)?
    };
    let to = p.opt_text("to").unwrap_or(f.hex.clone());
    let side = s.force_side(&f);
    let army = s.force_army(&f);
    let mut log = Vec::new();
    if let Some(u) = f
        .all()
        .iter()
        .filter_map(|n| s.unit(n))
        .find(|u| u.immobile)
    {
        return Err(forbid(
            "34.7 (2)",
            format!(
                "{} may not move until a 大内方 unit is adjacent (use release)",
                u.name
            ),
        ));
    }
    if f.besieging {
        return Err(forbid(
            "18-4-1",
            "besieging forces may not move: lift the siege first",
        ));
    }
    let garrison = p.bool("garrison")?;
    let leaving = f.garrison && (to != f.hex || !garrison);
    let entering = garrison && (!f.garrison || to != f.hex);
    if leaving && !enemy_forces_in(s, &f.hex, &side).is_empty() {
        return Err(forbid(
            "16-3-1",
            "a garrison may not leave while enemy units are in the castle hex",
        ));
    }
    if to != f.hex {
        let enemies = enemy_forces_in(s, &to, &side);
        if enemies
            .iter()
            .any(|e| s.force(e).map(|x| !x.garrison).unwrap_or(false))
        {
            return Err(forbid(
                "15-6-2",
                format!("{to} holds enemy units that are not garrisoned"),
            ));
        }
    }
    if entering {
        let ok = s
            .castle(&to)
            .map(|c| {
                !c.ruined
                    && c.owner
                        .as_ref()
                        .map(|o| s.side_of_army(o) == side)
                        .unwrap_or(false)
            })
            .unwrap_or(false);
        if !ok {
            return Err(forbid(
                "16-1-1",
                format!("no own or allied castle in {to} to garrison"),
            ));
        }
    }
    let mp = p.int("mp")? + i64::from(leaving) + i64::from(entering);
    let allowance = if setup_move { 1 } else { 8 - f.morale.abs() };
    if mp > allowance {
        let rule = if setup_move { "34.7 (1)" } else { "15-6-3" };
        return Err(forbid(
            rule,
            format!("{mp} MP needed, allowance {allowance} (8 − |morale|; 1 for the set-up move)"),
        ));
    }
    if setup_move && !(s.scenario == "1" && army == "mori") {
        return Err(forbid(
            "33.2",
            "no movement before play in this scenario (only 毛利氏 in scenario 1, 34.7 (1))",
        ));
    }
    if p.bool("strategic")? {
        if !p.bool("supplied")? {
            return Err(forbid(
                "15-3-2",
                "strategic movement needs a supply line at the start",
            ));
        }
        if f.morale != 0 {
            return Err(forbid("15-3-3", "strategic movement needs morale 0"));
        }
        log.push(
            "strategic movement: never adjacent to enemy units or castles on the way (15-3-1)"
                .into(),
        );
    }
    let mut res = None;
    if p.bool("sea")? {
        if s.scenario != "2" {
            return Err(forbid("35.7 (2)", "sea movement exists only in scenario 2"));
        }
        if army != "ouchi" && army != "mori" {
            return Err(forbid(
                "35.7 (2) ⑤",
                "only 大内氏 and 毛利氏 forces may move by sea",
            ));
        }
        if let Some(h) = &s.sea_hex
            && h != &f.hex
        {
            return Err(forbid(
                "35.7 (2) ②",
                format!("sea movement already launched from {h} this phase"),
            ));
        }
        let free = p.bool("free-sea")?;
        if free && (army != "ouchi" || s.ouchi_free_sea_used) {
            return Err(forbid(
                "35.7 (2) ⑥",
                "the free sailing is 大内氏's, once per game",
            ));
        }
        let r = pr::sea_move(&army, free, dice)?;
        s.sea_hex = Some(f.hex.clone());
        if free {
            s.ouchi_free_sea_used = true;
        }
        log.extend(r.log.iter().cloned());
        if !get_bool(&r, "allowed") {
            log.push(format!(
                "{leader} may not sail this phase and has not acted (digest A44)"
            ));
            return Ok((Some(r), log));
        }
        res = Some(r);
    }
    let was_garrison_hex = f.garrison.then(|| f.hex.clone());
    if let Some(fm) = s.force_mut(&leader) {
        fm.hex = to.clone();
        fm.garrison = garrison;
        if !setup_move {
            fm.acted = true;
        }
    }
    if let Some(h) = was_garrison_hex
        && leaving
        && s.garrison_of(&h).is_empty()
        && let Some(c) = s.castle_mut(&h)
    {
        c.morale = 0; // digest A46
    }
    log.push(format!(
        "{leader}'s force moves to {to} ({mp} MP){}",
        if entering {
            " and garrisons the castle"
        } else if leaving {
            ", leaving the garrison"
        } else {
            ""
        }
    ));
    let _ = d;
    Ok((res, log))
}

fn act_siege(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let list = p.list("forces")?;
    if list.is_empty() {
        return Err(RuleError::input("forces", "name at least one force"));
    }
    let mut hex = None;
    let mut side = None;
    for l in &list {
        let f = acting_force(s, l)?;
        if f.garrison {
            return Err(forbid("18-1", format!("{l} is garrisoned")));
        }
        if let Some(h) = &hex
            && h != &f.hex
        {
            return Err(forbid(
                "18-1",
                "all besieging forces must be in the castle hex",
            ));
        }
        hex = Some(f.hex.clone());
        side = Some(s.force_side(&f));
    }
    let hex = hex.unwrap_or_default();
    let side = side.unwrap_or_default();
    let c = s
        .castle(&hex)
        .cloned()
        .ok_or_else(|| forbid("17-1-1", format!("no castle in {hex}")))?;
    if c.ruined {
        return Err(forbid("21-1", "a ruined castle cannot be besieged"));
    }
    let owner = c.owner.clone().unwrap_or_default();
    if s.side_of_army(&owner) == side {
        return Err(forbid("17-1-1", "that castle is friendly"));
    }
    let existing: i64 = s
        .besiegers_of(&hex)
        .iter()
        .map(|f| s.force_strength(f))
        .sum();
    let added: i64 = list
        .iter()
        .filter_map(|l| s.force(l))
        .map(|f| s.force_strength(f))
        .sum();
    let r = pr::siege_requirement(c.level, existing + added);
    if !get_bool(&r, "can_besiege") {
        return Err(forbid(
            "18-1",
            format!(
                "strength {} is below the requirement {}",
                existing + added,
                get_i64(&r, "required")
            ),
        ));
    }
    let mut log = r.log.clone();
    for l in &list {
        if let Some(f) = s.force_mut(l) {
            f.besieging = true;
            f.acted = true;
        }
    }
    log.push(format!(
        "put the siege marker on {} at {} ({hex})",
        list.join("、"),
        c.name
    ));
    trigger_activation(s, &side, &owner, &mut log);
    Ok((Some(r), log))
}

fn act_lift(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    no_pending(s)?;
    let list = p.list("forces")?;
    let mut log = Vec::new();
    for l in &list {
        let f = find_force(s, l)?;
        if !f.besieging {
            return Err(forbid("18-3-1", format!("{l} is not besieging")));
        }
    }
    for l in &list {
        if let Some(f) = s.force_mut(l) {
            f.besieging = false;
        }
        log.push(format!("{l} lifts its part of the siege (18-3-1)"));
    }
    // Morale resets only when the siege as a whole ends.
    let hexes: Vec<String> = list
        .iter()
        .filter_map(|l| s.force(l))
        .map(|f| f.hex.clone())
        .collect();
    for h in hexes {
        let remaining: i64 = s.besiegers_of(&h).iter().map(|f| s.force_strength(f)).sum();
        let level = s.castle(&h).map(|c| c.level).unwrap_or(0);
        if remaining < siege_required(level) {
            end_siege(s, &h, &mut log);
        }
    }
    Ok((None, log))
}

fn act_siege_check(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    no_pending(s)?;
    let hex = p.text("castle")?;
    let Step::SiegeChecks { phase } = s.step.clone() else {
        return Err(forbid(
            "4-1-2 (3-2)",
            "siege checks come after the phasing army's actions (advance first)",
        ));
    };
    if !s.siege_checks_due(&phase).contains(&hex) {
        return Err(forbid(
            "18-2",
            format!("{hex} is not a besieged castle of the phasing army awaiting its check"),
        ));
    }
    let c = s
        .castle(&hex)
        .cloned()
        .ok_or_else(|| RuleError::input("castle", "no such castle"))?;
    let garrison_units: i64 = s
        .garrison_of(&hex)
        .iter()
        .map(|f| s.force_units(f) as i64)
        .sum();
    let gm = s.castle_morale(&hex);
    let bm = s
        .besiegers_of(&hex)
        .iter()
        .map(|f| f.morale)
        .min()
        .unwrap_or(0);
    let mut r = pr::siege_check(d, c.level, garrison_units, gm, bm, dice)?;
    let mut log = r.log.clone();
    s.siege_checked.push(hex.clone());
    let dm = get_i64(&r, "morale");
    let dd = get_i64(&r, "durability");
    let garrison: Vec<String> = s
        .garrison_of(&hex)
        .iter()
        .map(|f| f.leader.clone())
        .collect();
    if dm != 0 {
        if garrison.is_empty() {
            let m = c.morale + dm;
            if m < -4 {
                castle_falls_by_morale(s, &hex, &mut log);
            } else if let Some(cm) = s.castle_mut(&hex) {
                cm.morale = m.min(0);
                log.push(format!(
                    "{} morale {} (18-2-2)",
                    c.name,
                    morale_str(cm.morale)
                ));
            }
        } else {
            // Each garrison force; those pushed below −4 are removed (digest A10).
            for g in &garrison {
                if dm < 0 {
                    lose_morale(s, g, -dm, "siege result, 18-2-2", &mut log);
                } else if let Some(f) = s.force_mut(g) {
                    f.morale = (f.morale + dm).min(0);
                }
            }
            if s.garrison_of(&hex).is_empty() {
                castle_falls_by_morale(s, &hex, &mut log);
            }
        }
    }
    if dd != 0 && s.castle(&hex).map(|c| c.owner.is_some()).unwrap_or(false) {
        let nd = (s.castle(&hex).map(|c| c.durability).unwrap_or(0) + dd).clamp(0, 10);
        if let Some(cm) = s.castle_mut(&hex) {
            cm.durability = nd;
        }
        log.push(format!("{} durability {nd} (8-2-2)", c.name));
        if nd == 0 {
            castle_ruined(
                d,
                s,
                &hex,
                bm,
                p.opt_text("withdraw-to").as_deref(),
                dice,
                &mut r,
                &mut log,
            )?;
        }
    }
    if get_bool(&r, "fall") && s.castle(&hex).map(|c| !c.ruined).unwrap_or(false) {
        castle_falls_by_morale(s, &hex, &mut log);
    }
    if get_bool(&r, "lift") {
        end_siege(s, &hex, &mut log);
    }
    let text = get_str(&r, "text");
    if !text.is_empty() {
        log.push(format!("apply by hand: {text} (use `adjust`)"));
    }
    Ok((Some(r), log))
}

fn enemy_castle_in_hex(s: &State, f: &Force) -> Result<Castle, RuleError> {
    let c = s
        .castle(&f.hex)
        .cloned()
        .ok_or_else(|| forbid("17-1-1", format!("no castle in {}", f.hex)))?;
    if c.ruined {
        return Err(forbid("21-1", "the castle is a ruin"));
    }
    let owner_side = c
        .owner
        .as_ref()
        .map(|o| s.side_of_army(o))
        .unwrap_or_default();
    if owner_side == s.force_side(f) {
        return Err(forbid("17-1-1", "that castle is friendly"));
    }
    Ok(c)
}

fn act_assault(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    let f = acting_force(s, &leader)?;
    if f.garrison {
        return Err(forbid("19-1", "a garrisoned force cannot assault"));
    }
    let c = enemy_castle_in_hex(s, &f)?;
    if s.demanded.contains(&c.hex) {
        return Err(forbid(
            "20-1-1",
            "a surrender demand was made against this castle this phase: no assault (digest A20)",
        ));
    }
    let terrain = p.text("terrain")?;
    let mut log = Vec::new();
    let mut res = Resolution::new(pr::GAME, "assault");
    if p.bool("siege")? {
        let existing: i64 = s
            .besiegers_of(&c.hex)
            .iter()
            .map(|x| s.force_strength(x))
            .sum();
        let r = pr::siege_requirement(c.level, existing + s.force_strength(&f));
        if !get_bool(&r, "can_besiege") {
            return Err(forbid(
                "18-1",
                format!(
                    "strength is below the siege requirement {}",
                    get_i64(&r, "required")
                ),
            ));
        }
        if let Some(fm) = s.force_mut(&leader) {
            fm.besieging = true;
        }
        log.extend(r.log.iter().cloned());
        log.push(format!(
            "put the siege marker on {leader} at {} (17-1-2)",
            c.name
        ));
    }
    let owner = c.owner.clone().unwrap_or_default();
    trigger_activation(s, &s.force_side(&f).clone(), &owner, &mut log);
    // A. Interception [19-2].
    let gstr: i64 = s
        .garrison_of(&c.hex)
        .iter()
        .map(|g| s.force_strength(g))
        .sum();
    let gfield = s.garrison_best(&c.hex).map(|u| u.field).unwrap_or(0);
    let gm = s.castle_morale(&c.hex);
    let ri = pr::interception(d, gstr, gfield, gm, f.morale, dice)?;
    merge(&mut res, &ri, "interception");
    log.extend(ri.log.iter().cloned());
    let losses = p.list("losses")?;
    take_steps(
        s,
        std::slice::from_ref(&leader),
        get_i64(&ri, "steps"),
        get_bool(&ri, "eliminate"),
        &losses,
        "interception",
        &mut log,
    );
    // B. Assault [19-3].
    let (strength, am) = s
        .force(&leader)
        .map(|x| (s.force_strength(x), x.morale))
        .unwrap_or((0, 0));
    let ra = pr::assault(
        d,
        strength,
        c.level,
        &terrain,
        am,
        s.castle_morale(&c.hex),
        dice,
    )?;
    res.rolls.extend(ra.rolls.iter().copied());
    res.modifiers.extend(ra.modifiers.iter().cloned());
    for cell in &ra.cells {
        res.cell(cell.clone());
    }
    for r in &ra.rules {
        res.rule(r);
    }
    res.modified_roll = ra.modified_roll;
    let loss = get_i64(&ra, "durability_loss");
    res.set("durability_loss", loss);
    res.log.extend(ra.log.iter().cloned());
    log.extend(ra.log.iter().cloned());
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
    }
    if loss > 0 {
        let nd = (c.durability - loss).max(0);
        if let Some(cm) = s.castle_mut(&c.hex) {
            cm.durability = nd;
        }
        log.push(format!("{} durability {} → {nd}", c.name, c.durability));
        if nd == 0 {
            castle_ruined(
                d,
                s,
                &c.hex,
                am,
                p.opt_text("withdraw-to").as_deref(),
                dice,
                &mut res,
                &mut log,
            )?;
        }
    }
    res.log = log.clone();
    Ok((Some(res), log))
}

fn act_surrender(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    let f = acting_force(s, &leader)?;
    let rank = s.leader(&f).map(|u| u.rank).unwrap_or(Rank::Busho);
    if !rank.is_commander() {
        return Err(forbid(
            "20-1",
            "a surrender demand needs a force led by a commander",
        ));
    }
    let c = enemy_castle_in_hex(s, &f)?;
    let mut log = Vec::new();
    if !f.besieging {
        if !s.option("demand-on-siege-start") {
            return Err(forbid(
                "20-1",
                "the demanding force must already be besieging the castle (digest A21)",
            ));
        }
        // Option (digest A21): the siege starts in the same action.
        let existing: i64 = s
            .besiegers_of(&c.hex)
            .iter()
            .map(|x| s.force_strength(x))
            .sum();
        let rq = pr::siege_requirement(c.level, existing + s.force_strength(&f));
        if !get_bool(&rq, "can_besiege") {
            return Err(forbid(
                "18-1",
                format!(
                    "strength is below the siege requirement {}",
                    get_i64(&rq, "required")
                ),
            ));
        }
        if let Some(fm) = s.force_mut(&leader) {
            fm.besieging = true;
        }
        log.push(format!(
            "put the siege marker on {leader} at {} (18-1)",
            c.name
        ));
    }
    if c.no_more_demands {
        return Err(forbid("20-3 A", "this castle answered A: no more demands"));
    }
    if s.demanded.contains(&c.hex) {
        return Err(forbid(
            "20-1-2",
            "one surrender demand per castle per ops phase",
        ));
    }
    let leader_rank = s
        .garrison_best(&c.hex)
        .map(|u| u.rank)
        .unwrap_or(Rank::Busho);
    let r = pr::surrender(
        d,
        c.durability,
        leader_rank,
        f.morale,
        s.castle_morale(&c.hex),
        c.refused,
        dice,
    )?;
    log.extend(r.log.iter().cloned());
    s.demanded.push(c.hex.clone());
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
    }
    let letter = get_str(&r, "applied");
    let elim = p.list("eliminate")?;
    let restore = p.list("restore")?;
    let army = s.force_army(&f);
    apply_letter(
        s,
        &c.hex,
        &letter,
        Some(&leader),
        &elim,
        &restore,
        p.opt_text("withdraw-to").as_deref(),
        &mut log,
    );
    if matches!(letter.as_str(), "D" | "E" | "F" | "G" | "H") {
        transfer_castle(s, &c.hex, &army, &mut log);
    }
    Ok((Some(r), log))
}

fn act_skirmish(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    let f = acting_force(s, &leader)?;
    let target = p.text("target")?;
    let garrison_attack = p.bool("garrison-attack")?;
    let side = s.force_side(&f);
    if garrison_attack {
        if !f.garrison || target != f.hex {
            return Err(forbid(
                "23-7",
                "a garrison attack is made by a garrison against enemies in its own hex",
            ));
        }
    } else {
        if f.garrison {
            return Err(forbid(
                "23-7",
                "a garrison attacks only enemies in its own hex (garrison-attack)",
            ));
        }
        if f.besieging {
            return Err(forbid(
                "18-4-1",
                "besieging forces may not fight field battles: lift the siege first",
            ));
        }
        if target == f.hex {
            return Err(forbid("22-1-2", "the target must be an adjacent hex"));
        }
    }
    // All enemy forces in the hex, garrisons excepted (23-1-2, digest proposal).
    let defenders: Vec<String> = s
        .forces
        .iter()
        .filter(|x| x.hex == target && !x.garrison && s.force_side(x) != side)
        .map(|x| x.leader.clone())
        .collect();
    if defenders.is_empty() {
        return Err(forbid(
            "22-1-2",
            format!("no ungarrisoned enemy forces in {target}"),
        ));
    }
    let terrain = p.text("terrain")?;
    let river = p.bool("river")?;
    let def_best = defenders
        .iter()
        .filter_map(|l| s.leader(s.force(l)?))
        .max_by_key(|u| (u.rank, u.field))
        .map(|u| u.field)
        .unwrap_or(0);
    let def_morale = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| x.morale)
        .min()
        .unwrap_or(0);
    let att_field = s.leader(&f).map(|u| u.field).unwrap_or(0);
    let r = pr::skirmish(
        d,
        s.force_strength(&f),
        &terrain,
        river,
        att_field,
        def_best,
        f.morale,
        def_morale,
        garrison_attack,
        dice,
    )?;
    let mut log = r.log.clone();
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
    }
    let armies: Vec<String> = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| s.force_army(x))
        .collect();
    for a in armies {
        trigger_activation(s, &side, &a, &mut log);
    }
    let damage = get_i64(&r, "damage");
    let elim = get_bool(&r, "eliminate");
    s.pending = Some(if damage == 0 && !elim {
        log.push("no damage: the defenders may counterattack (23-6)".into());
        Pending::SkirmishAfter {
            attacker: leader,
            defenders,
            from: target,
            retreated: false,
            terrain,
            river,
            garrison_attack,
        }
    } else {
        log.push(format!(
            "the defender splits {damage} damage into steps and retreat hexes (take-damage, 23-3)"
        ));
        Pending::SkirmishDamage {
            attacker: leader,
            defenders,
            from: target,
            damage,
            eliminate: elim,
            terrain,
            river,
            garrison_attack,
        }
    });
    Ok((Some(r), log))
}

fn act_take_damage(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let Some(Pending::SkirmishDamage {
        attacker,
        defenders,
        from,
        damage,
        eliminate,
        terrain,
        river,
        garrison_attack,
    }) = s.pending.clone()
    else {
        return Err(forbid("23-3", "no skirmish damage is waiting"));
    };
    let steps = p.list("steps")?;
    let units: Vec<String> = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .collect();
    for u in &steps {
        if !units.contains(u) {
            return Err(RuleError::input(
                "steps",
                format!("{u} is not a defending unit ({})", units.join("、")),
            ));
        }
    }
    let total_steps: i64 = units
        .iter()
        .filter_map(|u| s.unit(u))
        .map(|u| u.steps as i64)
        .sum();
    let taken = (steps.len() as i64).min(damage);
    if (steps.len() as i64) > damage {
        return Err(forbid("23-3", format!("only {damage} damage to take")));
    }
    if eliminate {
        let kills = units.iter().any(|u| {
            let n = steps.iter().filter(|x| *x == u).count() as u8;
            s.unit(u)
                .map(|x| x.steps > 0 && n >= x.steps)
                .unwrap_or(false)
        });
        if !kills && taken < total_steps {
            return Err(forbid(
                "23-3-3",
                "● : list enough steps of one unit to eliminate it",
            ));
        }
    }
    let mut retreat = damage - taken;
    let mut log = Vec::new();
    if retreat > 4 && taken < total_steps {
        return Err(forbid(
            "23-4-2",
            format!(
                "at most 4 retreat hexes: take at least {} as steps",
                damage - 4
            ),
        ));
    }
    let garrison = p.bool("garrison")?;
    let to = p.opt_text("retreat-to");
    if retreat > 0 && to.is_none() && !garrison {
        return Err(RuleError::input(
            "retreat-to",
            format!("{retreat} retreat hex(es): enter where the retreat ends"),
        ));
    }
    take_steps(s, &defenders, taken, false, &steps, "skirmish", &mut log);
    if retreat > 4 {
        retreat = 4; // everything is gone anyway (digest A26)
    }
    let alive: Vec<String> = defenders
        .iter()
        .filter(|l| s.force(l).is_some())
        .cloned()
        .collect();
    if retreat > 0 && !alive.is_empty() {
        let dest = to.clone().unwrap_or(from.clone());
        if garrison {
            let side = s
                .force(&alive[0])
                .map(|f| s.force_side(f))
                .unwrap_or_default();
            let ok = s
                .castle(&dest)
                .map(|c| {
                    !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(side.clone())
                })
                .unwrap_or(false);
            if !ok {
                return Err(forbid(
                    "23-4-6",
                    format!("no own or allied castle in {dest} to garrison"),
                ));
            }
        }
        for l in &alive {
            if let Some(f) = s.force_mut(l) {
                f.hex = dest.clone();
                f.garrison = garrison;
                f.besieging = false;
            }
        }
        log.push(format!(
            "{} retreat{} to {dest}{} (23-4)",
            alive.join("、"),
            if garrison { " and garrison" } else { "" },
            if garrison {
                "; remaining damage ignored (23-4-6)"
            } else {
                ""
            }
        ));
        let penalty = p.int("penalty")?;
        if penalty > 0 {
            // 23-4-4: each retreating force (部队) loses 1 step per penalty hex (our reading when
            // several forces retreat together: every force pays).
            for l in &alive {
                take_steps(
                    s,
                    std::slice::from_ref(l),
                    penalty,
                    false,
                    &[],
                    "retreat penalty hexes, 23-4-4",
                    &mut log,
                );
            }
        }
        // Morale −1 per retreat hex allocated, also when garrisoning (23-4-5, digest A24).
        for l in &alive {
            lose_morale(s, l, retreat, "retreat, 23-4-5", &mut log);
        }
        check_sieges(s, &mut log);
    }
    let retreated = retreat > 0;
    s.pending = Some(Pending::SkirmishAfter {
        attacker,
        defenders: defenders
            .into_iter()
            .filter(|l| s.force(l).is_some())
            .collect(),
        from,
        retreated,
        terrain,
        river,
        garrison_attack,
    });
    if s.pending
        .as_ref()
        .map(|p| matches!(p, Pending::SkirmishAfter { defenders, .. } if defenders.is_empty()))
        .unwrap_or(false)
        && !retreated
    {
        s.pending = None;
        log.push("the defenders are gone: the combat ends".into());
    }
    Ok((None, log))
}

fn act_counterattack(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let Some(Pending::SkirmishAfter {
        attacker,
        defenders,
        retreated,
        terrain,
        river,
        garrison_attack,
        ..
    }) = s.pending.clone()
    else {
        return Err(forbid("23-6", "no skirmish is waiting for a counterattack"));
    };
    if retreated {
        return Err(forbid(
            "23-6",
            "defenders that retreated cannot counterattack",
        ));
    }
    let mut log = Vec::new();
    let lift = p.bool("lift-siege")?;
    let mut strength = 0;
    for l in &defenders {
        let Some(f) = s.force(l).cloned() else {
            continue;
        };
        let st = s.force_strength(&f);
        if f.besieging && !garrison_attack && !lift {
            strength += (st + 1) / 2; // 18-4-2: half, rounded up
            log.push(format!(
                "{l} besieges: half strength {} (18-4-2)",
                (st + 1) / 2
            ));
        } else {
            strength += st;
        }
    }
    if lift {
        let hexes: Vec<String> = defenders
            .iter()
            .filter_map(|l| s.force(l))
            .filter(|f| f.besieging)
            .map(|f| f.hex.clone())
            .collect();
        for l in &defenders {
            if let Some(f) = s.force_mut(l) {
                f.besieging = false;
            }
        }
        for h in hexes {
            check_sieges(s, &mut log);
            let _ = h;
        }
    }
    let def_field = defenders
        .iter()
        .filter_map(|l| s.leader(s.force(l)?))
        .max_by_key(|u| (u.rank, u.field))
        .map(|u| u.field)
        .unwrap_or(0);
    let def_morale = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| x.morale)
        .min()
        .unwrap_or(0);
    let af = s.force(&attacker).cloned();
    let Some(af) = af else {
        s.pending = None;
        return Err(forbid("23-6", "the attacker is gone"));
    };
    let att_field = s.leader(&af).map(|u| u.field).unwrap_or(0);
    let r = pr::counterattack(
        d,
        strength,
        &terrain,
        river,
        def_field,
        att_field,
        def_morale,
        af.morale,
        garrison_attack,
        dice,
    )?;
    log.extend(r.log.iter().cloned());
    let losses = p.list("losses")?;
    take_steps(
        s,
        &[attacker],
        get_i64(&r, "damage"),
        get_bool(&r, "eliminate"),
        &losses,
        "counterattack",
        &mut log,
    );
    s.pending = None;
    Ok((Some(r), log))
}

fn act_pursue(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let Some(Pending::SkirmishAfter {
        attacker,
        retreated,
        ..
    }) = s.pending.clone()
    else {
        return Err(forbid("23-5", "no skirmish to pursue from"));
    };
    if !retreated {
        return Err(forbid("23-5-1", "pursuit only follows a retreat"));
    }
    let to = p.text("to")?;
    let mut log = Vec::new();
    if let Some(f) = s.force_mut(&attacker) {
        if f.garrison {
            return Err(forbid("23-5", "a garrison does not pursue"));
        }
        f.hex = to.clone();
        log.push(format!(
            "{attacker} pursues to {to} along the retreat path (23-5, digest A27)"
        ));
    }
    s.pending = None;
    Ok((None, log))
}

fn act_end_combat(s: &mut State) -> Result<Out, RuleError> {
    match &s.pending {
        Some(Pending::SkirmishAfter { .. }) => {
            s.pending = None;
            Ok((None, vec!["the skirmish ends".into()]))
        }
        Some(Pending::SkirmishDamage { .. }) => {
            Err(forbid("23-3", "the defender must take the damage first"))
        }
        Some(Pending::Battle { .. }) => Err(forbid(
            "24-2-8",
            "a decisive battle goes on until a side retreats (battle-end or the retreat)",
        )),
        Some(Pending::BattleRetreat { .. }) => {
            Err(forbid("24-3", "the retreating forces must roll first"))
        }
        None => Err(forbid("22", "no combat in progress")),
    }
}

fn act_battle(d: &SaigokuData, s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    let f = acting_force(s, &leader)?;
    if s.leader(&f).map(|u| u.rank) != Some(Rank::Sotaisho) {
        return Err(forbid("24-1-1", "a decisive battle is led by the 总大将"));
    }
    let target = p.text("target")?;
    let side = s.force_side(&f);
    let d_sota = s.forces.iter().find(|x| {
        x.hex == target
            && !x.garrison
            && s.force_side(x) != side
            && s.leader(x).map(|u| u.rank) == Some(Rank::Sotaisho)
    });
    let Some(d_sota) = d_sota.cloned() else {
        return Err(forbid(
            "24-1-1",
            format!("no enemy 总大将 outside a castle in {target}"),
        ));
    };
    for key in ["attacker-terrain", "defender-terrain"] {
        let t = p.text(key)?;
        if matches!(
            d.terrain_class(&t).as_deref(),
            Some("mountain") | Some("marsh")
        ) {
            return Err(forbid(
                "24-1-7",
                "no decisive battle when either side is in 山地 or 沼泽",
            ));
        }
    }
    let own_castle = s
        .castle(&target)
        .map(|c| c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(s.force_side(&d_sota)))
        .unwrap_or(false);
    if own_castle && !p.bool("consent")? {
        return Err(forbid(
            "24-1-8",
            "the defender is in its own castle's hex: a decisive battle needs its consent",
        ));
    }
    // Attacker: the stack with its 总大将, unacted, not garrisoned or besieging [24-1-2, 24-1-4, 24-1-6].
    let attackers: Vec<String> = s
        .forces
        .iter()
        .filter(|x| {
            x.hex == f.hex && !x.garrison && !x.besieging && !x.acted && s.force_side(x) == side
        })
        .map(|x| x.leader.clone())
        .collect();
    let defenders: Vec<String> = s
        .forces
        .iter()
        .filter(|x| x.hex == target && !x.garrison && s.force_side(x) != side)
        .map(|x| x.leader.clone())
        .collect();
    for a in &attackers {
        if let Some(x) = s.force_mut(a) {
            x.acted = true;
        }
    }
    let mut log = vec![format!(
        "decisive battle (24): {} attack {} in {target}",
        attackers.join("、"),
        defenders.join("、")
    )];
    let armies: Vec<String> = defenders
        .iter()
        .filter_map(|l| s.force(l))
        .map(|x| s.force_army(x))
        .collect();
    for a in armies {
        trigger_activation(s, &side, &a, &mut log);
    }
    s.pending = Some(Pending::Battle {
        attackers,
        defenders,
        attacker_hex: f.hex.clone(),
        defender_hex: target,
        last: None,
    });
    Ok((None, log))
}

fn all_reduced(s: &State, forces: &[String]) -> bool {
    forces
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .filter_map(|u| s.unit(&u))
        .all(|u| u.steps <= 1)
}

fn act_battle_round(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let Some(Pending::Battle {
        attackers,
        defenders,
        attacker_hex,
        defender_hex,
        ..
    }) = s.pending.clone()
    else {
        return Err(forbid("24-2", "no decisive battle in progress"));
    };
    let best = |s: &State, fs: &[String]| -> i64 {
        fs.iter()
            .filter_map(|l| s.leader(s.force(l)?))
            .filter(|u| u.rank == Rank::Sotaisho)
            .map(|u| u.field)
            .max()
            .unwrap_or(0)
    };
    let strength = |s: &State, fs: &[String]| -> i64 {
        fs.iter()
            .filter_map(|l| s.force(l))
            .map(|f| s.force_strength(f))
            .sum()
    };
    let morale = |s: &State, fs: &[String]| -> i64 {
        fs.iter()
            .filter_map(|l| s.force(l))
            .map(|f| f.morale)
            .min()
            .unwrap_or(0)
    };
    let r = pr::battle_round(
        d,
        strength(s, &attackers),
        strength(s, &defenders),
        best(s, &attackers),
        best(s, &defenders),
        morale(s, &attackers),
        morale(s, &defenders),
        dice,
    )?;
    let mut log = r.log.clone();
    let (ad, dd) = (
        get_i64(&r, "attacker_damage"),
        get_i64(&r, "defender_damage"),
    );
    take_steps(
        s,
        &attackers,
        ad,
        get_bool(&r, "attacker_eliminate"),
        &p.list("attacker-losses")?,
        "decisive battle",
        &mut log,
    );
    take_steps(
        s,
        &defenders,
        dd,
        get_bool(&r, "defender_eliminate"),
        &p.list("defender-losses")?,
        "decisive battle",
        &mut log,
    );
    let attackers: Vec<String> = attackers
        .into_iter()
        .filter(|l| s.force(l).is_some())
        .collect();
    let defenders: Vec<String> = defenders
        .into_iter()
        .filter(|l| s.force(l).is_some())
        .collect();
    let a_done = attackers.is_empty() || all_reduced(s, &attackers);
    let d_done = defenders.is_empty() || all_reduced(s, &defenders);
    if a_done && d_done {
        s.pending = None;
        log.push("both sides are spent: each retreats 1 hex without morale loss; the battle ends (24-2-7) — place them with `relocate`".into());
    } else if a_done {
        log.push(
            "the attacker is spent and must retreat: roll battle-retreat for each force (24-2-6)"
                .into(),
        );
        s.pending = Some(Pending::BattleRetreat { forces: attackers });
    } else if d_done {
        log.push(
            "the defender is spent and must retreat: roll battle-retreat for each force (24-2-6)"
                .into(),
        );
        s.pending = Some(Pending::BattleRetreat { forces: defenders });
    } else {
        if dd != ad {
            log.push(format!(
                "the {} inflicted more and may end the battle (battle-end, 24-2-5), or fight on (battle-round)",
                if dd > ad { "attacker" } else { "defender" }
            ));
        }
        s.pending = Some(Pending::Battle {
            attackers,
            defenders,
            attacker_hex,
            defender_hex,
            last: Some((dd, ad)),
        });
    }
    Ok((Some(r), log))
}

fn act_battle_end(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let Some(Pending::Battle { last, .. }) = s.pending.clone() else {
        return Err(forbid("24-2-5", "no decisive battle in progress"));
    };
    let side = p.text("side")?;
    let Some((by_att, by_def)) = last else {
        return Err(forbid("24-2-5", "fight at least one exchange first"));
    };
    let ok = if side == "attacker" {
        by_att > by_def
    } else {
        by_def > by_att
    };
    if !ok {
        return Err(forbid(
            "24-2-5",
            "only the player who inflicted more damage in the last exchange may end the battle",
        ));
    }
    s.pending = None;
    // Literal reading (digest A29): the player ending the battle retreats 1 hex without morale loss.
    Ok((
        None,
        vec![format!(
            "the {side} ends the battle and retreats its forces 1 hex without morale loss (24-2-5, digest A29): place them with `relocate`"
        )],
    ))
}

fn act_battle_retreat(
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let Some(Pending::BattleRetreat { forces }) = s.pending.clone() else {
        return Err(forbid("24-3", "no retreat roll is due"));
    };
    let leader = p.text("force")?;
    if !forces.contains(&leader) {
        return Err(RuleError::input(
            "force",
            format!("expected one of {}", forces.join("、")),
        ));
    }
    let r = pr::battle_retreat(dice)?;
    let mut log = r.log.clone();
    let steps = get_i64(&r, "steps_lost");
    let hexes = get_i64(&r, "hexes");
    take_steps(
        s,
        std::slice::from_ref(&leader),
        steps,
        false,
        &[],
        "battle retreat, 24-3-2",
        &mut log,
    );
    if let Some(to) = p.opt_text("to") {
        if let Some(f) = s.force_mut(&leader) {
            f.hex = to.clone();
        }
        log.push(format!("{leader} retreats {hexes} hex(es) to {to}"));
    }
    let pen = p.int("penalty")?;
    if pen > 0 {
        take_steps(
            s,
            std::slice::from_ref(&leader),
            pen,
            false,
            &[],
            "retreat penalty hexes, 23-4-4",
            &mut log,
        );
    }
    lose_morale(s, &leader, hexes, "retreat, 23-4-5 (digest A31)", &mut log);
    let rest: Vec<String> = forces
        .into_iter()
        .filter(|f| *f != leader && s.force(f).is_some())
        .collect();
    s.pending = if rest.is_empty() {
        None
    } else {
        Some(Pending::BattleRetreat { forces: rest })
    };
    Ok((Some(r), log))
}

fn act_rally(s: &mut State, p: &Params, dice: &mut dyn DiceSource) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    let f = acting_force(s, &leader)?;
    if f.morale >= 0 {
        return Err(forbid("26", "morale is already 0"));
    }
    // A garrison in its own castle counts as supplied (11-1-6, digest A34).
    let own_garrison = f.garrison
        && s.castle(&f.hex)
            .and_then(|c| c.owner.clone())
            .map(|o| s.side_of_army(&o) == s.force_side(&f))
            .unwrap_or(false);
    let supplied = p.bool("supplied")? || own_garrison;
    let rank = s.leader(&f).map(|u| u.rank).unwrap_or(Rank::Busho);
    let r = pr::rally(supplied, rank, dice)?;
    let mut log = r.log.clone();
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
        if get_bool(&r, "recovered") {
            fm.morale = (fm.morale + 1).min(0);
            log.push(format!(
                "{leader}'s force: morale {}",
                morale_str(fm.morale)
            ));
        }
    }
    Ok((Some(r), log))
}

/// The replacement result, clamped at −2 with the option `desertion-clamp` (digest A13).
fn desertion_clamp(s: &State, r: &Resolution, log: &mut Vec<String>) -> i64 {
    let steps = get_i64(r, "steps");
    if steps < -2 && s.option("desertion-clamp") {
        log.push("desertion limited to 2 steps (option desertion-clamp, digest A13)".into());
        return -2;
    }
    steps
}

fn act_replace(
    d: &SaigokuData,
    s: &mut State,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Out, RuleError> {
    let leader = p.text("commander")?;
    // 14-1-1: a replacement may follow a reorganisation in the same action.
    let f = match acting_force(s, &leader) {
        Ok(f) => f,
        Err(e) => match s.force(&leader) {
            Some(f) if f.acted && f.reorganised && s.pending.is_none() => f.clone(),
            _ => return Err(e),
        },
    };
    let rank = s.leader(&f).map(|u| u.rank).unwrap_or(Rank::Busho);
    if !rank.is_commander() {
        return Err(forbid(
            "14-1-2",
            "only a commander replenishes (digest: 武将-only forces cannot)",
        ));
    }
    if f.detached {
        return Err(forbid(
            "14-1-2",
            "a commander detached from a superior this stage may not replenish (digest A4)",
        ));
    }
    let army_id = s.force_army(&f);
    let army = s
        .army(&army_id)
        .cloned()
        .ok_or_else(|| RuleError::Data("army".into()))?;
    let column = p.text("column")?;
    let target = p.text("target")?;
    let castle = s.castle(&f.hex).cloned();
    let besieged_here = s.is_besieged(&f.hex);
    let own_castle = castle
        .as_ref()
        .map(|c| {
            !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(army.side.clone())
        })
        .unwrap_or(false);
    let ruined_home = castle
        .as_ref()
        .map(|c| c.ruined && army.home.as_deref() == Some(&c.hex))
        .unwrap_or(false);
    if column == "本城" && target != "castle" && s.option("honjo-column-castle-only") {
        return Err(forbid(
            "31-1",
            "the 本城 column replenishes only the 本城 castle (option honjo-column-castle-only, digest A14)",
        ));
    }
    if column == "本城" && army.home.as_deref() != Some(f.hex.as_str()) {
        return Err(forbid(
            "31-1",
            "the 本城 column is used only at the army's own 本城 (digest A14)",
        ));
    }
    // Supply [11-3 (2), 11-4-2]; exceptions: an unbesieged own garrison [16-5], a ruined 本城 [31-2].
    let garrison_ok = f.garrison && own_castle && !besieged_here;
    let ruined_home_ok = target == "castle" && ruined_home && column == "本城";
    if !(p.bool("supplied")? || garrison_ok || ruined_home_ok) {
        return Err(forbid("11-4-2", "no supply line: no replacement"));
    }
    if f.garrison && besieged_here && target == "force" {
        return Err(forbid("16-5", "a besieged garrison may not replenish"));
    }
    let mut log = Vec::new();
    let r;
    if target == "castle" {
        let c = castle.ok_or_else(|| forbid("14-3-1", format!("no castle in {}", f.hex)))?;
        let allied = s.option("allied-castle-replacement")
            && c.owner.as_ref().map(|o| s.side_of_army(o)) == Some(army.side.clone());
        let owner_ok = c.ruined || c.owner.as_deref() == Some(army_id.as_str()) || allied;
        if !owner_ok {
            return Err(forbid(
                "14-3-2",
                "only the owning army's commanders replenish a castle (allies off, digest A36)",
            ));
        }
        if c.replenished {
            return Err(forbid("14-3-3", "one commander per castle per stage"));
        }
        if f.garrison && besieged_here {
            return Err(forbid(
                "14-3-5",
                "a garrison commander cannot replenish a besieged castle",
            ));
        }
        r = pr::replacement(d, &army.table, &column, f.morale, dice)?;
        log.extend(r.log.iter().cloned());
        let steps = desertion_clamp(s, &r, &mut log);
        let cm = s.castle_mut(&c.hex).expect("castle");
        cm.replenished = true;
        if steps > 0 && cm.ruined {
            // 21-1 (2)(3): a restored ruin becomes the replenisher's castle (digest A12: needs a gain).
            cm.ruined = false;
            cm.owner = Some(army_id.clone());
            cm.morale = 0;
            cm.durability = steps.min(cm.max_durability);
            log.push(format!(
                "{} is restored as a castle of {}: place a control marker (21-1)",
                cm.name, army.name
            ));
        } else if !cm.ruined {
            let nd = (cm.durability + steps).clamp(0, cm.max_durability);
            cm.durability = nd;
            log.push(format!("{} durability {nd} (14-3-4)", cm.name));
            if nd == 0 {
                cm.ruined = true;
                cm.owner = None;
                log.push(format!(
                    "{} becomes a ruin (digest A13: no surrender roll)",
                    cm.name
                ));
                let h = c.hex.clone();
                end_siege(s, &h, &mut log);
                note_fall(s, &h, &mut log);
            }
        }
    } else {
        r = pr::replacement(d, &army.table, &column, f.morale, dice)?;
        log.extend(r.log.iter().cloned());
        let steps = desertion_clamp(s, &r, &mut log);
        let order = p.list("units")?;
        if steps > 0 {
            let mut budget = steps;
            let mut seq: Vec<String> = order
                .iter()
                .filter(|u| f.all().contains(u))
                .cloned()
                .collect();
            seq.extend(f.all().into_iter().filter(|u| !order.contains(u)));
            for u in seq {
                while budget > 0 && s.unit(&u).map(|x| x.steps == 1).unwrap_or(false) {
                    if let Some(x) = s.unit_mut(&u) {
                        x.steps = 2;
                    }
                    budget -= 1;
                    log.push(format!(
                        "{u} regains a step: flip to full strength (14-2-4)"
                    ));
                }
            }
            if budget > 0 {
                log.push(format!("{budget} step(s) of the result are lost (14-2-6)"));
            }
        } else if steps < 0 {
            take_steps(
                s,
                std::slice::from_ref(&leader),
                -steps,
                false,
                &order,
                "desertion, 14-2-4",
                &mut log,
            );
        }
    }
    if let Some(fm) = s.force_mut(&leader) {
        fm.acted = true;
        fm.reorganised = false;
    }
    Ok((Some(r), log))
}

fn act_reorganise(d: &SaigokuData, s: &mut State, p: &Params) -> Result<Out, RuleError> {
    no_pending(s)?;
    let leader = p.text("commander")?;
    let setup = s.step == Step::Setup;
    let f = find_force(s, &leader)?.clone();
    let commander = s
        .unit(&leader)
        .cloned()
        .ok_or_else(|| RuleError::input("commander", "unknown unit"))?;
    if !commander.rank.is_commander() {
        return Err(forbid(
            "13-1-1",
            "only a commander (☆☆ or ☆) can form a force",
        ));
    }
    let absorb = p.list("absorb")?;
    let detach = p.list("detach")?;
    let mut log = Vec::new();
    if !setup {
        let Step::Ops { .. } = &s.step else {
            return Err(forbid("12", "reorganisation is an action of an ops phase"));
        };
        if f.detached {
            return Err(forbid(
                "13-1-2",
                "this commander was under a superior at the start of the phase",
            ));
        }
        let mut any_may_act = cannot_act(s, &f).is_none();
        if let Some((rule, reason)) = cannot_act(s, &f)
            && rule != "12-2-4"
        {
            return Err(forbid(&rule, reason));
        }
        for a in &absorb {
            if let Some(src) = s.force_of(a) {
                if src.acted {
                    return Err(forbid(
                        "13-2-2",
                        format!("{}'s force already acted", src.leader),
                    ));
                }
                any_may_act |= cannot_act(s, src).is_none();
            }
        }
        if !any_may_act {
            return Err(forbid(
                "13-2-3",
                "at least one force involved must be able to act in this stage",
            ));
        }
    }
    // Scenario 1 rule (4), also scenario 2: these 大将 may command 大将 (34.7 (4), 35.7 (1)).
    let scen_senior: Vec<String> = d
        .scenario(&s.scenario)
        .map(|x| x.senior_taisho.clone())
        .unwrap_or_default();
    let mut members = f.members.clone();
    let mut morale = f.morale;
    let mut new_forces: Vec<Force> = s.forces.clone();
    for a in &absorb {
        let u = s
            .unit(a)
            .cloned()
            .ok_or_else(|| RuleError::input("absorb", format!("unknown unit {a}")))?;
        let src = s
            .force_of(a)
            .cloned()
            .ok_or_else(|| RuleError::input("absorb", format!("{a} is not on the map")))?;
        if src.leader == leader {
            return Err(RuleError::input(
                "absorb",
                format!("{a} is already in this force"),
            ));
        }
        if src.hex != f.hex {
            return Err(forbid("13-1-4", format!("{a} is not in {}", f.hex)));
        }
        if u.army != commander.army {
            return Err(forbid("9-2-6", format!("{a} belongs to another army")));
        }
        if src.leader != *a {
            let sup = s.unit(&src.leader).map(|x| x.rank).unwrap_or(Rank::Busho);
            if sup > commander.rank {
                return Err(forbid(
                    "13-2-2",
                    format!("{a} is commanded by a superior ({})", src.leader),
                ));
            }
        }
        let senior_ok = scen_senior.contains(&leader)
            && u.rank == Rank::Taisho
            && commander.rank == Rank::Taisho;
        if u.rank >= commander.rank && !senior_ok {
            return Err(forbid(
                "9-2-3",
                format!("{a} is not of lower rank than {leader}"),
            ));
        }
        morale = morale.min(src.morale);
        // Take the unit out of its force; a leader taken away leaves his subordinates alone.
        new_forces = new_forces
            .into_iter()
            .flat_map(|g| {
                if g.leader == src.leader && g.leader == *a {
                    g.members
                        .iter()
                        .filter(|m| !absorb.contains(m))
                        .map(|m| Force {
                            leader: m.clone(),
                            members: vec![],
                            ..g.clone()
                        })
                        .collect::<Vec<_>>()
                } else if g.leader == src.leader {
                    let mut g = g;
                    g.members.retain(|m| m != a);
                    vec![g]
                } else {
                    vec![g]
                }
            })
            .collect();
        members.push(a.clone());
    }
    for x in &detach {
        if !members.contains(x) {
            return Err(RuleError::input(
                "detach",
                format!("{x} is not a subordinate of {leader}"),
            ));
        }
    }
    members.retain(|m| !detach.contains(m));
    if members.len() > commander.command as usize {
        return Err(forbid(
            "9-2-2",
            format!("{leader} commands at most {} units", commander.command),
        ));
    }
    if members.iter().any(|m| {
        new_forces
            .iter()
            .any(|g| &g.leader == m && !g.members.is_empty())
    }) {
        return Err(forbid(
            "9-2-4",
            "a commanded commander cannot command others",
        ));
    }
    let acted = !setup;
    for g in new_forces.iter_mut() {
        if g.leader == leader {
            g.members = members.clone();
            g.morale = morale;
            if acted {
                g.acted = true;
                g.reorganised = true;
            }
        }
    }
    if !detach.is_empty() {
        let dl = p.opt_text("detach-leader");
        let mk = |l: &str, ms: Vec<String>| Force {
            leader: l.to_string(),
            members: ms,
            hex: f.hex.clone(),
            morale,
            garrison: f.garrison,
            besieging: f.besieging,
            acted,
            detached: !setup,
            reorganised: false,
        };
        match dl {
            Some(dl) => {
                if !detach.contains(&dl) {
                    return Err(RuleError::input(
                        "detach-leader",
                        "must be one of the detached units",
                    ));
                }
                let du = s
                    .unit(&dl)
                    .cloned()
                    .ok_or_else(|| RuleError::input("detach-leader", "unknown unit"))?;
                let rest: Vec<String> = detach.iter().filter(|x| **x != dl).cloned().collect();
                if !du.rank.is_commander() || rest.len() > du.command as usize {
                    return Err(forbid(
                        "9-2-2",
                        format!("{dl} cannot command {} units", rest.len()),
                    ));
                }
                if rest
                    .iter()
                    .any(|r| s.unit(r).map(|u| u.rank >= du.rank).unwrap_or(true))
                {
                    return Err(forbid("9-2-3", format!("{dl} commands lower ranks only")));
                }
                new_forces.push(mk(&dl, rest));
            }
            None => {
                for x in &detach {
                    new_forces.push(mk(x, vec![]));
                }
            }
        }
        log.push(format!(
            "{} detach from {leader}'s force{}",
            detach.join("、"),
            if setup {
                ""
            } else {
                " (they count as having acted, 13-2-4)"
            }
        ));
    }
    s.forces = new_forces;
    log.push(format!(
        "{leader}'s force: {}; morale {} (13-2-5)",
        if members.is_empty() {
            "alone".to_string()
        } else {
            members.join("、")
        },
        morale_str(morale)
    ));
    if setup {
        log.push("set-up reorganisation is free (33.2 (2))".into());
    }
    Ok((None, log))
}

/// 20-4: during its own siege check the garrison may offer to open the castle; the players agree
/// the terms (digest A22: a manual outcome). Named units are removed, the rest withdraw, the castle
/// passes to a besieging army.
fn act_open_castle(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    no_pending(s)?;
    let hex = p.text("castle")?;
    let Step::SiegeChecks { phase } = s.step.clone() else {
        return Err(forbid(
            "20-4",
            "a garrison offers to open the castle during its own siege check",
        ));
    };
    let owner = s
        .castle(&hex)
        .and_then(|c| c.owner.clone())
        .unwrap_or_default();
    let owner_phase = s.army(&owner).map(|a| a.phase.clone()).unwrap_or_default();
    if owner_phase != phase || !s.is_besieged(&hex) {
        return Err(forbid(
            "20-4",
            format!("{hex} is not a besieged castle of the phasing army"),
        ));
    }
    let to_army = match p.opt_text("to-army") {
        Some(a) => {
            if !s.besiegers_of(&hex).iter().any(|f| s.force_army(f) == a) {
                return Err(RuleError::input(
                    "to-army",
                    format!("{a} is not besieging {hex}"),
                ));
            }
            a
        }
        None => main_besieger_army(s, &hex).unwrap_or_default(),
    };
    let garrison_units: Vec<String> = s.garrison_of(&hex).iter().flat_map(|f| f.all()).collect();
    let elim = p.list("eliminate")?;
    for u in &elim {
        if !garrison_units.contains(u) {
            return Err(RuleError::input(
                "eliminate",
                format!("{u} is not in the garrison"),
            ));
        }
    }
    let mut log = vec![format!(
        "the garrison of {hex} opens the castle by agreement (20-4)"
    )];
    for u in &elim {
        record_elim(s, u, "20-4 agreed surrender", &mut log);
    }
    cleanup(s, &mut log);
    apply_letter(
        s,
        &hex,
        "D",
        None,
        &[],
        &[],
        p.opt_text("withdraw-to").as_deref(),
        &mut log,
    );
    transfer_castle(s, &hex, &to_army, &mut log);
    if !s.siege_checked.contains(&hex) {
        s.siege_checked.push(hex.clone());
    }
    Ok((None, log))
}

fn act_miyanoo(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    if s.scenario != "2" {
        return Err(forbid("35.6 (2)", "宮之尾城 matters only in scenario 2"));
    }
    let side = p.text("side")?;
    s.miyanoo = (side != "none").then(|| side.clone());
    Ok((
        None,
        vec![format!("宮之尾城 is held by: {side} (35.6 (2))")],
    ))
}

fn act_release(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let u = p.text("unit")?;
    let unit = s
        .unit_mut(&u)
        .ok_or_else(|| RuleError::input("unit", format!("unknown unit {u}")))?;
    if !unit.immobile {
        return Err(forbid("34.7 (2)", format!("{u} is not held in place")));
    }
    unit.immobile = false;
    Ok((
        None,
        vec![format!(
            "{u} may move from now on: a 大内方 unit is adjacent (34.7 (2))"
        )],
    ))
}

fn act_relocate(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let leader = p.text("force")?;
    find_force(s, &leader)?;
    let to = p.text("to")?;
    let g = p.bool("garrison")?;
    if let Some(f) = s.force_mut(&leader) {
        f.hex = to.clone();
        f.garrison = g;
        f.besieging = false;
    }
    let mut log = vec![format!(
        "{leader}'s force is placed in {to}{}",
        if g { ", garrisoned" } else { "" }
    )];
    check_sieges(s, &mut log);
    Ok((None, log))
}

fn act_adjust(s: &mut State, p: &Params) -> Result<Out, RuleError> {
    let target = p.text("target")?;
    let field = p.text("field")?;
    let value = p.text("value")?;
    let int = || {
        value
            .trim()
            .parse::<i64>()
            .map_err(|_| RuleError::input("value", format!("expected a whole number, got {value}")))
    };
    let mut log = Vec::new();
    match field.as_str() {
        "steps" => {
            let n = int()?;
            if !(0..=2).contains(&n) {
                return Err(RuleError::input("value", "steps: expected 0..=2"));
            }
            if s.unit(&target).is_none() {
                return Err(RuleError::input("target", format!("unknown unit {target}")));
            }
            if n == 0 {
                record_elim(s, &target, "adjusted by hand", &mut log);
                cleanup(s, &mut log);
            } else if let Some(u) = s.unit_mut(&target) {
                u.steps = n as u8;
            }
        }
        "morale" => {
            let n = int()?;
            if !(-4..=0).contains(&n) {
                return Err(RuleError::input("value", "morale: expected -4..=0"));
            }
            let f = s
                .force_mut(&target)
                .ok_or_else(|| RuleError::input("target", format!("no force led by {target}")))?;
            f.morale = n;
        }
        _ => {
            let c = s
                .castle_mut(&target)
                .ok_or_else(|| RuleError::input("target", format!("no castle in hex {target}")))?;
            match field.as_str() {
                "durability" => c.durability = int()?.clamp(0, 10),
                "castle-morale" => c.morale = int()?.clamp(-4, 0),
                "level" => c.level = int()?.clamp(0, 3),
                "ruined" => c.ruined = value == "true",
                _ => {
                    c.owner = if value.is_empty() || value == "none" {
                        None
                    } else {
                        Some(value.clone())
                    }
                }
            }
        }
    }
    log.push(format!("{target}: {field} set to {value} by hand"));
    Ok((None, log))
}

pub fn apply(
    d: &SaigokuData,
    s: &State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    if s.step == Step::End {
        return Err(RuleError::GameOver("the last Inning is over".into()));
    }
    let mut st = s.clone();
    let p = &a.params;
    let (res, log) = match a.name.as_str() {
        "advance" => {
            let mut log = Vec::new();
            advance(&mut st, &mut log)?;
            (None, log)
        }
        "ouchi-activation" => act_ouchi_activation(d, &mut st, dice)?,
        "activate" => act_activate(&mut st, p)?,
        "supply-check" => act_supply(&mut st, p)?,
        "move" => act_move(d, &mut st, p, dice)?,
        "siege" => act_siege(&mut st, p)?,
        "lift-siege" => act_lift(&mut st, p)?,
        "siege-check" => act_siege_check(d, &mut st, p, dice)?,
        "assault" => act_assault(d, &mut st, p, dice)?,
        "surrender" => act_surrender(d, &mut st, p, dice)?,
        "skirmish" => act_skirmish(d, &mut st, p, dice)?,
        "take-damage" => act_take_damage(&mut st, p)?,
        "counterattack" => act_counterattack(d, &mut st, p, dice)?,
        "pursue" => act_pursue(&mut st, p)?,
        "end-combat" => act_end_combat(&mut st)?,
        "battle" => act_battle(d, &mut st, p)?,
        "battle-round" => act_battle_round(d, &mut st, p, dice)?,
        "battle-end" => act_battle_end(&mut st, p)?,
        "battle-retreat" => act_battle_retreat(&mut st, p, dice)?,
        "rally" => act_rally(&mut st, p, dice)?,
        "replace" => act_replace(d, &mut st, p, dice)?,
        "reorganise" => act_reorganise(d, &mut st, p)?,
        "open-castle" => act_open_castle(&mut st, p)?,
        "miyanoo" => act_miyanoo(&mut st, p)?,
        "release" => act_release(&mut st, p)?,
        "relocate" => act_relocate(&mut st, p)?,
        "adjust" => act_adjust(&mut st, p)?,
        other => {
            return Err(RuleError::UnknownAction {
                name: other.into(),
                valid: specs(d)
                    .iter()
                    .map(|x| x.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    };
    let mut out = Applied::new(st);
    out.resolution = res;
    out.log = log;
    Ok(out)
}
