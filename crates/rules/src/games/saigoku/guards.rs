//! Who may do what now: one guard per action that picks a force, used by the prompt, the pick-lists
//! (`candidates.rs`) and the action itself, so a rule's refusal is written once. Depends only on the
//! state (no import loop with the action files).

use super::action::Action;
use super::data::Rank;
use super::state::{Castle, Force, State, Step};
use crate::core::{Params, RuleError};

/// A refusal: the rule number and why, in players' words.
pub type Blocked = (String, crate::core::Msg);

fn no(rule: &str, reason: impl Into<crate::core::Msg>) -> Option<Blocked> {
    Some((rule.into(), reason.into()))
}

/// The guard as an error for `apply`.
pub fn check(b: Option<Blocked>) -> Result<(), RuleError> {
    match b {
        Some((rule, reason)) => Err(RuleError::forbidden(&rule, reason)),
        None => Ok(()),
    }
}

/// A hex as the map numbers it: four digits, column then row (3418). The app has no map, so this is
/// all it can check of a hex the players type.
pub fn hex_ok(key: &str, v: &str) -> Result<String, RuleError> {
    let t = v.trim();
    if super::hex::Hex::parse(t).is_some() {
        Ok(t.to_string())
    } else {
        Err(RuleError::input(
            key,
            crate::msg!("saigoku-expected-hex-number-four-digits", v = v),
        ))
    }
}

/// An optional hex as typed (see [`hex_ok`]).
pub fn opt_hex(key: &str, v: Option<&str>) -> Result<Option<String>, RuleError> {
    v.map(|h| hex_ok(key, h)).transpose()
}

/// A list of names where each may appear once (forces, units to absorb or detach): a repeat is an
/// error naming the key, never counted twice.
pub fn distinct(key: &str, v: &[String]) -> Result<Vec<String>, RuleError> {
    for (i, x) in v.iter().enumerate() {
        if v[..i].contains(x) {
            return Err(RuleError::input(
                key,
                crate::msg!("saigoku-named-twice-2", x = x),
            ));
        }
    }
    Ok(v.to_vec())
}

/// The force led by `leader`, or an error naming the key the player typed.
pub fn find_force_as<'a>(s: &'a State, key: &str, leader: &str) -> Result<&'a Force, RuleError> {
    s.force(leader).ok_or_else(|| {
        let hint = match s.force_of(leader) {
            Some(f) => crate::msg!(
                "saigoku-under-name-force-by-leader",
                leader = leader,
                leader2 = &f.leader
            ),
            None => crate::msg!("saigoku-no-force-led-by-3", leader = leader),
        };
        RuleError::input(key, hint)
    })
}

pub fn find_force<'a>(s: &'a State, leader: &str) -> Result<&'a Force, RuleError> {
    find_force_as(s, "force", leader)
}

/// Why a force may not act now, before it is worded: the prompt asks this of every force, and most
/// of them belong to an army not in its phase (issue 23: wording each refusal cost more than the
/// check).
enum NoAction<'a> {
    NotOps,
    UnknownArmy,
    OtherPhase(&'a super::state::Army),
    Inactive(&'a super::state::Army),
    Destroyed(&'a super::state::Army),
    Acted,
    Rating(u8),
}

fn no_action<'a>(s: &'a State, f: &Force) -> Option<NoAction<'a>> {
    let Step::Ops { phase } = &s.step else {
        return Some(NoAction::NotOps);
    };
    let Some(army) = s.leader(f).and_then(|u| s.army(&u.army)) else {
        return Some(NoAction::UnknownArmy);
    };
    if &army.phase != phase {
        return Some(NoAction::OtherPhase(army));
    }
    if !army.active {
        return Some(NoAction::Inactive(army));
    }
    if army.destroyed {
        return Some(NoAction::Destroyed(army));
    }
    if f.acted {
        return Some(NoAction::Acted);
    }
    let rating = s.action_rating(f);
    if rating < s.stage {
        return Some(NoAction::Rating(rating));
    }
    None
}

/// True when the force may act now ([`cannot_act`] is None), without wording why not.
pub fn can_act(s: &State, f: &Force) -> bool {
    no_action(s, f).is_none()
}

/// Why a force may not act now, or None [4-1-2, 12-2-3, 12-2-4, 29.0, 36.7].
pub fn cannot_act(s: &State, f: &Force) -> Option<Blocked> {
    match no_action(s, f)? {
        NoAction::NotOps => no("4-1", crate::msg!("saigoku-forces-act-only-ops-phase")),
        NoAction::UnknownArmy => no("7", crate::msg!("saigoku-unknown-army")),
        NoAction::OtherPhase(army) => no(
            "29.0",
            crate::msg!(
                "saigoku-acts-ops-phase",
                leader = &f.leader,
                army = &army.name,
                phase = State::phase_name(&army.phase)
            ),
        ),
        NoAction::Inactive(army) => no(
            "36.7",
            crate::msg!("saigoku-not-active-yet", army = &army.name),
        ),
        NoAction::Destroyed(army) => no(
            "25-2",
            crate::msg!("saigoku-was-destroyed", army = &army.name),
        ),
        NoAction::Acted => no(
            "12-2-3",
            crate::msg!("saigoku-already-acted-this-phase", leader = &f.leader),
        ),
        NoAction::Rating(rating) => no(
            "12-2-4",
            crate::msg!(
                "saigoku-has-action-rating-acts-stages",
                leader = &f.leader,
                rating = rating
            ),
        ),
    }
}

/// True when the force may still act in the current ops phase (the roster's "may act" mark).
pub fn may_act(s: &State, f: &Force) -> bool {
    pending_blocks(s).is_none() && can_act(s, f)
}

/// A combat in progress blocks every other action [22].
pub fn pending_blocks(s: &State) -> Option<Blocked> {
    s.pending
        .as_ref()
        .and_then(|_| no("22", crate::msg!("saigoku-finish-combat-progress-first")))
}

pub fn no_pending(s: &State) -> Result<(), RuleError> {
    check(pending_blocks(s))
}

/// The force of `leader` if it may act now (named under `key` when unknown).
pub fn acting_force_as(s: &State, key: &str, leader: &str) -> Result<Force, RuleError> {
    no_pending(s)?;
    let f = find_force_as(s, key, leader)?.clone();
    check(cannot_act(s, &f))?;
    Ok(f)
}

pub fn acting_force(s: &State, leader: &str) -> Result<Force, RuleError> {
    acting_force_as(s, "force", leader)
}

/// Why the castle in a force's hex is not an enemy castle it could besiege or assault [17-1-1, 21-1].
pub fn enemy_castle_blocked(s: &State, f: &Force) -> Result<Castle, Blocked> {
    let Some(c) = s.castle(&f.hex) else {
        return Err((
            "17-1-1".into(),
            crate::msg!("saigoku-no-castle", hex = &f.hex),
        ));
    };
    if c.ruined {
        return Err(("21-1".into(), crate::msg!("saigoku-castle-ruin")));
    }
    let owner_side = c
        .owner
        .as_ref()
        .map(|o| s.side_of_army(o))
        .unwrap_or_default();
    if owner_side == s.force_side(f) {
        return Err(("17-1-1".into(), crate::msg!("saigoku-that-castle-friendly")));
    }
    Ok(c.clone())
}

pub fn enemy_castle_in_hex(s: &State, f: &Force) -> Result<Castle, RuleError> {
    enemy_castle_blocked(s, f).map_err(|(r, w)| RuleError::forbidden(&r, w))
}

fn rank(s: &State, f: &Force) -> Rank {
    s.leader(f).map(|u| u.rank).unwrap_or(Rank::Busho)
}

/// Enemy forces outside the castle in a force's own hex (what a garrison attack would hit, 23-7).
fn ungarrisoned_enemies_here(s: &State, f: &Force) -> bool {
    let side = s.force_side(f);
    s.forces
        .iter()
        .any(|e| e.hex == f.hex && !e.garrison && s.side_of(e) != side)
}

/// The one guard of each force-picking action: why `f` may not take `action` now, or None (also
/// for the actions that pick no force: their own checks run in `apply`). Used by the prompt, the
/// pick-lists and `apply`.
pub fn blocked(s: &State, action: Action, f: &Force) -> Option<Blocked> {
    if let Some(b) = pending_blocks(s) {
        return Some(b);
    }
    // The set-up move before play [34.7 (1)] is the only action of a force outside an ops phase
    // (forming forces at set-up is `reorganise`).
    if s.step == Step::Setup {
        return setup_blocked(s, action, f);
    }
    // 14-1-1: a replacement may follow a reorganisation in the same action.
    let reorganised_then_replace = action == Action::Replace
        && f.acted
        && f.reorganised
        && can_act(
            s,
            &Force {
                acted: false,
                ..f.clone()
            },
        );
    if !reorganised_then_replace && let Some(b) = cannot_act(s, f) {
        return Some(b);
    }
    action_blocked(s, action, f)
}

/// Of [`blocked`]'s checks, the action's own: what is left for a force that may act now (no combat
/// pending, an ops phase, `can_act`). The prompt asks it for each action of every such force (issue
/// 23: asking the force's own checks again for each action was a twentieth of a random game).
pub fn action_blocked(s: &State, action: Action, f: &Force) -> Option<Blocked> {
    match action {
        Action::Move => move_blocked(s, f),
        Action::Siege => siege_blocked(s, f),
        Action::Assault => assault_blocked(s, f),
        Action::Surrender => surrender_blocked(s, f),
        Action::Skirmish => skirmish_blocked(s, f),
        Action::Battle => battle_blocked(s, f),
        Action::Rally => {
            (f.morale >= 0).then(|| ("26".to_string(), crate::msg!("saigoku-morale-already")))
        }
        Action::Replace => replace_blocked(s, f),
        Action::Reorganise => reorganise_blocked(s, f),
        // Actions that pick no force of their own choosing, or whose checks are their own (a
        // combat step, a correction): nothing here refuses them.
        Action::Advance
        | Action::OuchiActivation
        | Action::Activate
        | Action::SupplyCheck
        | Action::LiftSiege
        | Action::SiegeCheck
        | Action::TakeDamage
        | Action::Counterattack
        | Action::Pursue
        | Action::EndCombat
        | Action::BattleRound
        | Action::BattleEnd
        | Action::BattleRetreat
        | Action::OpenCastle
        | Action::Miyanoo
        | Action::Release
        | Action::Relocate
        | Action::Adjust => None,
    }
}

/// 34.7 (1), 33.2, 13-1-1, 4-1: what a force may do at set-up, before play.
fn setup_blocked(s: &State, action: Action, f: &Force) -> Option<Blocked> {
    match action {
        // Our reading of 34.7 (1): each 毛利氏 force may make one move of 1 MP (not one for the
        // whole army, not several).
        Action::Move if s.scenario == "1" && s.force_army(f) == "mori" => {
            if f.acted {
                return no(
                    "34.7 (1)",
                    crate::msg!("saigoku-already-made-move-before-play", leader = &f.leader),
                );
            }
            immobile(s, f)
        }
        Action::Move => no("33.2", crate::msg!("saigoku-no-movement-before-play-this")),
        Action::Reorganise if rank(s, f).is_commander() => None,
        Action::Reorganise => no("13-1-1", crate::msg!("saigoku-only-commander-or-can-form")),
        Action::Advance
        | Action::OuchiActivation
        | Action::Activate
        | Action::SupplyCheck
        | Action::Siege
        | Action::LiftSiege
        | Action::SiegeCheck
        | Action::Assault
        | Action::Surrender
        | Action::Skirmish
        | Action::TakeDamage
        | Action::Counterattack
        | Action::Pursue
        | Action::EndCombat
        | Action::Battle
        | Action::BattleRound
        | Action::BattleEnd
        | Action::BattleRetreat
        | Action::Rally
        | Action::Replace
        | Action::OpenCastle
        | Action::Miyanoo
        | Action::Release
        | Action::Relocate
        | Action::Adjust => no("4-1", crate::msg!("saigoku-forces-act-only-ops-phase")),
    }
}

/// 18-4-1, 34.7 (2): why `f` may not move.
fn move_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if f.besieging {
        return no(
            "18-4-1",
            crate::msg!("saigoku-besieging-forces-may-not-move"),
        );
    }
    immobile(s, f)
}

/// 18-1: why `f` may not besiege the castle in its hex.
fn siege_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if f.garrison {
        return no(
            "18-1",
            crate::msg!("saigoku-garrisoned", leader = &f.leader),
        );
    }
    if f.besieging {
        return no(
            "18-1",
            crate::msg!("saigoku-already-besieging", leader = &f.leader),
        );
    }
    let c = match enemy_castle_blocked(s, f) {
        Ok(c) => c,
        Err(b) => return Some(b),
    };
    // 18-1: even with every force of its side in the hex that may still join, the siege
    // requirement must be reachable.
    let side = s.force_side(f);
    let joinable: i64 = s
        .forces
        .iter()
        .filter(|g| {
            g.hex == f.hex && !g.garrison && !g.besieging && s.side_of(g) == side && can_act(s, g)
        })
        .map(|g| s.force_strength(g))
        .sum();
    siege_short(s, &c, joinable)
}

/// 19-1, 20-1-1: why `f` may not assault the castle in its hex.
fn assault_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if f.garrison {
        return no(
            "19-1",
            crate::msg!("saigoku-garrisoned-force-cannot-assault"),
        );
    }
    let c = match enemy_castle_blocked(s, f) {
        Ok(c) => c,
        Err(b) => return Some(b),
    };
    if s.demanded.contains(&c.hex) {
        return no(
            "20-1-1",
            crate::msg!(
                "saigoku-surrender-demand-was-made-against",
                ruling = crate::core::Msg::ruling(5)
            ),
        );
    }
    None
}

/// 20-1, 20-1-2, 20-3: why `f` may not demand the surrender of the castle in its hex.
fn surrender_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if !rank(s, f).is_commander() {
        return no(
            "20-1",
            crate::msg!("saigoku-surrender-demand-needs-force-led"),
        );
    }
    let c = match enemy_castle_blocked(s, f) {
        Ok(c) => c,
        Err(b) => return Some(b),
    };
    if !f.besieging {
        if !s.option("demand-on-siege-start") {
            return no(
                "20-1",
                crate::msg!(
                    "saigoku-demanding-force-must-already-be",
                    ruling = crate::core::Msg::ruling(6)
                ),
            );
        }
        if let Some(b) = siege_short(s, &c, s.force_strength(f)) {
            return Some(b);
        }
    }
    if f.garrison {
        return no(
            "20-1",
            crate::msg!("saigoku-garrison-does-not-demand-surrender"),
        );
    }
    if c.no_more_demands {
        return no(
            "20-3 A",
            crate::msg!("saigoku-this-castle-answered-no-more"),
        );
    }
    if s.demanded.contains(&c.hex) {
        return no(
            "20-1-2",
            crate::msg!("saigoku-one-surrender-demand-per-castle"),
        );
    }
    if s.assaulted.contains(&c.hex) {
        return no(
            "20-1-1",
            crate::msg!("saigoku-this-castle-was-assaulted-this"),
        );
    }
    None
}

/// 18-4-1, 22-1-2, 23-7: why `f` may not skirmish.
fn skirmish_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if f.besieging {
        return no(
            "18-4-1",
            crate::msg!("saigoku-besieging-forces-may-not-fight"),
        );
    }
    if f.garrison && !ungarrisoned_enemies_here(s, f) {
        return no(
            "23-7",
            crate::msg!("saigoku-garrison-attacks-only-enemies-own"),
        );
    }
    // 22-1-2: a target next to it (ruling 2-1-1 in hex.rs).
    if !f.garrison && !has_skirmish_target(s, f) {
        return no(
            "22-1-2",
            crate::msg!(
                "saigoku-no-enemy-forces-outside-castle",
                leader = &f.leader,
                hex = &f.hex
            ),
        );
    }
    None
}

/// 24-1-1, 24-1-6, 18-4-1, 22-1-2: why `f` may not open a decisive battle.
fn battle_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if rank(s, f) != Rank::Sotaisho {
        return no("24-1-1", crate::msg!("saigoku-decisive-battle-led-by"));
    }
    if f.garrison {
        return no(
            "24-1-6",
            crate::msg!("saigoku-garrisoned-forces-take-no-part"),
        );
    }
    if f.besieging {
        return no(
            "18-4-1",
            crate::msg!("saigoku-besieging-forces-may-not-fight"),
        );
    }
    // 24-1-1, 24-1-6, 22-1-2: an enemy 总大将 outside a castle next to it.
    if battle_targets(s, f).is_empty() {
        let side = s.force_side(f);
        let here = super::hex::Hex::parse(&f.hex);
        let garrisoned = s.forces.iter().any(|e| {
            e.garrison
                && super::hex::touches(here, &e.hex)
                && s.side_of(e) != side
                && s.leader(e).map(|u| u.rank) == Some(Rank::Sotaisho)
        });
        return if garrisoned {
            no(
                "24-1-6",
                crate::msg!(
                    "saigoku-enemy-next-garrisoned-no-decisive",
                    leader = &f.leader
                ),
            )
        } else {
            no(
                "22-1-2",
                crate::msg!(
                    "saigoku-no-enemy-outside-castle-next",
                    leader = &f.leader,
                    hex = &f.hex
                ),
            )
        };
    }
    None
}

/// 14-1-2: why `f` may not take replacements.
fn replace_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if !rank(s, f).is_commander() {
        return no(
            "14-1-2",
            crate::msg!("saigoku-only-commander-replenishes-digest-only"),
        );
    }
    if f.detached {
        return no(
            "14-1-2",
            crate::msg!(
                "saigoku-commander-detached-from-superior-this",
                ruling = crate::core::Msg::ruling(1)
            ),
        );
    }
    None
}

/// 13-1-1, 13-1-2: why `f` may not reorganise.
fn reorganise_blocked(s: &State, f: &Force) -> Option<Blocked> {
    if !rank(s, f).is_commander() {
        return no("13-1-1", crate::msg!("saigoku-only-commander-or-can-form"));
    }
    if f.detached {
        return no(
            "13-1-2",
            crate::msg!("saigoku-this-commander-was-under-superior"),
        );
    }
    None
}

/// Hexes next to `f` holding enemy forces outside a castle: what it may skirmish [22-1-2, 23-1-2].
pub fn skirmish_targets(s: &State, f: &Force) -> Vec<String> {
    let mut v: Vec<String> = skirmish_target_forces(s, f)
        .map(|e| e.hex.clone())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The enemy forces outside castles next to `f` [22-1-2].
fn skirmish_target_forces<'a>(s: &'a State, f: &'a Force) -> impl Iterator<Item = &'a Force> + 'a {
    let side = s.side_of(f);
    let here = super::hex::Hex::parse(&f.hex);
    s.forces
        .iter()
        // Adjacency first: a force's side is a look-up through its leader and army (issue 23).
        .filter(move |e| !e.garrison && super::hex::touches(here, &e.hex) && s.side_of(e) != side)
}

/// Whether [`skirmish_targets`] names any hex, without listing them (issue 23: the prompt asks it of
/// every force that may act).
fn has_skirmish_target(s: &State, f: &Force) -> bool {
    skirmish_target_forces(s, f).next().is_some()
}

/// Hexes next to `f` holding an enemy 总大将 outside a castle: where it may start a decisive battle
/// [24-1-1, 24-1-6, 22-1-2].
pub fn battle_targets(s: &State, f: &Force) -> Vec<String> {
    let side = s.force_side(f);
    let here = super::hex::Hex::parse(&f.hex);
    let mut v: Vec<String> = s
        .forces
        .iter()
        .filter(|e| {
            !e.garrison
                && super::hex::touches(here, &e.hex)
                && s.side_of(e) != side
                && s.leader(e).map(|u| u.rank) == Some(Rank::Sotaisho)
        })
        .map(|e| e.hex.clone())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// 23-5-4: no pursuit when ungarrisoned enemy forces stand in the hex the defenders left, nor into a
/// hex holding them (the pursuit stops before it). `to` = where the pursuer would end.
pub fn pursuit_blocked(s: &State, to: &str) -> Option<Blocked> {
    let Some(super::state::Pending::SkirmishAfter {
        attacker,
        from,
        retreat_to,
        retreat_hexes,
        ..
    }) = &s.pending
    else {
        return no("23-5", crate::msg!("saigoku-no-skirmish-pursue-from"));
    };
    if s.force(attacker).map(|f| f.garrison).unwrap_or(false) {
        return no("23-5", crate::msg!("saigoku-garrison-does-not-pursue"));
    }
    let side = s
        .force(attacker)
        .map(|f| s.force_side(f))
        .unwrap_or_default();
    let enemies_in = |hex: &str| {
        s.forces
            .iter()
            .any(|e| e.hex == hex && !e.garrison && s.side_of(e) != side)
    };
    if enemies_in(from) {
        return no(
            "23-5-4",
            crate::msg!("saigoku-ungarrisoned-enemy-forces-still-stand", from = from),
        );
    }
    if enemies_in(to) {
        return no(
            "23-5-4",
            crate::msg!("saigoku-ungarrisoned-enemy-forces-stand-pursuit", to = to),
        );
    }
    // 23-5, digest A27: the pursuer follows the retreat path, so it ends on it — at most as far from
    // the vacated hex as the retreat went, and no further from the retreat's end than that hex
    // (hex distances: ruling 2-1-1 in hex.rs).
    let n = (*retreat_hexes).clamp(0, 4) as i32;
    let on_path = match retreat_to {
        Some(end) => super::hex::some_layout(&[from, to, end], |d| {
            d(from, to) + d(to, end) == d(from, end) && d(from, to) <= n
        }),
        None => super::hex::min_distance(from, to).is_some_and(|k| k <= n.max(1)),
    };
    if !on_path {
        return no(
            "23-5",
            crate::msg!(
                "saigoku-not-on-retreat-path-from",
                to = to,
                from = from,
                e = retreat_to
                    .as_ref()
                    .map(|e| crate::msg!("saigoku-to-hex", hex = e))
                    .unwrap_or_default()
            ),
        );
    }
    None
}

/// 18-1: the besiegers of the castle plus `adding` strength must reach 10 × level (10 at level 0).
pub fn siege_short(s: &State, c: &Castle, adding: i64) -> Option<Blocked> {
    let existing: i64 = s
        .besiegers_of(&c.hex)
        .iter()
        .map(|g| s.force_strength(g))
        .sum();
    let required = 10 * c.level.max(1);
    (existing + adding < required).then(|| {
        (
            "18-1".to_string(),
            crate::msg!(
                "saigoku-strength-below-siege-requirement",
                adding = existing + adding,
                required = required
            ),
        )
    })
}

fn immobile(s: &State, f: &Force) -> Option<Blocked> {
    f.all()
        .iter()
        .filter_map(|n| s.unit(n))
        .find(|u| u.immobile)
        .map(|u| {
            (
                "34.7 (2)".to_string(),
                crate::msg!("saigoku-may-not-move-until-unit", name = &u.name),
            )
        })
}

/// Why a force is exempt from the supply-line check, or None [11-1-6, 16-4; option A43].
pub fn supply_exempt(s: &State, f: &Force) -> Option<Blocked> {
    if f.garrison {
        let own = s
            .castle(&f.hex)
            .and_then(|c| c.owner.clone())
            .map(|o| s.side_of_army(&o) == s.force_side(f))
            .unwrap_or(false);
        if own {
            return Some((
                "11-1-6".into(),
                crate::msg!("saigoku-garrisoned-own-castle-needs-no", leader = &f.leader),
            ));
        }
    }
    if s.option("inactive-supply-exempt")
        && s.army(&s.force_army(f)).map(|a| !a.active).unwrap_or(false)
    {
        return Some((
            "36.7".into(),
            crate::msg!(
                "saigoku-army-inactive-exempt-option-inactive",
                leader = &f.leader,
                ruling = crate::core::Msg::ruling(15)
            ),
        ));
    }
    None
}

/// The defenders of a skirmish on `hex`: every enemy force there, garrisons excepted [23-1-2].
pub fn skirmish_defenders<'a>(s: &'a State, attacker: &Force, hex: &str) -> Vec<&'a Force> {
    let side = s.force_side(attacker);
    s.forces
        .iter()
        .filter(|f| f.hex == hex && !f.garrison && s.side_of(f) != side)
        .collect()
}

/// The numbers a skirmish reads from the state [23-2-1]: the attacker's strength, field modifier and
/// morale; the defenders' best field modifier (highest rank) and lowest morale.
pub fn skirmish_inputs(s: &State, attacker: &Force, defenders: &[&Force]) -> Params {
    let x = skirmish_sides(s, attacker, defenders);
    Params::new()
        .with("attacker-strength", x.attacker_strength)
        .with("attacker-field-mod", x.attacker_field_mod)
        .with("defender-field-mod", x.defender_field_mod)
        .with("attacker-morale", x.attacker_morale)
        .with("defender-morale", x.defender_morale)
}

/// The same numbers, typed, for the skirmish action itself.
pub fn skirmish_sides(s: &State, attacker: &Force, defenders: &[&Force]) -> SkirmishSides {
    SkirmishSides {
        attacker_strength: s.force_strength(attacker),
        attacker_field_mod: s.leader(attacker).map(|u| u.field).unwrap_or(0),
        defender_field_mod: defenders
            .iter()
            .filter_map(|d| s.leader(d))
            .max_by_key(|u| (u.rank, u.field))
            .map(|u| u.field)
            .unwrap_or(0),
        attacker_morale: attacker.morale,
        defender_morale: defenders.iter().map(|d| d.morale).min().unwrap_or(0),
    }
}

/// The numbers of both sides a skirmish roll needs (23-2-1 (4)(5)), read from the state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkirmishSides {
    pub attacker_strength: i64,
    pub attacker_field_mod: i64,
    pub defender_field_mod: i64,
    pub attacker_morale: i64,
    pub defender_morale: i64,
}

/// Movement points of a force: 8 − |morale| [15-6-3]; 1 for the move before play [34.7 (1)].
pub fn move_allowance(s: &State, f: &Force) -> i64 {
    if s.step == Step::Setup {
        1
    } else {
        8 - f.morale.abs()
    }
}
