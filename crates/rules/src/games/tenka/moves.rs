//! The sub-procedures of a turn as pure moves over [`State`]: legal war targets, gain, redeploy, placing a
//! control tile, alliances and their dissolution, the end by storage exhaustion.

use std::collections::{BTreeMap, BTreeSet};

use super::data::TenkaData;
use super::procedures::{ScoreRegion, Standing, standing};
use super::state::{EndReason, Ending, Reason, State, Step};
use super::view::regions;
use super::{RULING_ALLIANCE_PIECES, RULING_STORAGE_EXACT};
use crate::core::{Msg, RuleError};
use crate::msg;

/// Regions the active player could put an attack chip on, before the "one power" check (rule 3-2):
/// adjacent to a region of `t` or of an ally not itself attacked; any region when `t` holds none.
pub fn reachable(data: &TenkaData, s: &State, t: usize, excluded_allies: &[usize]) -> Vec<String> {
    let own = s.owned(t);
    if own.is_empty() {
        // Rule 3-2: a player without regions may attack any one region.
        return s.regions.keys().cloned().collect();
    }
    let mut side: Vec<usize> = vec![t];
    side.extend(
        s.allies(t)
            .into_iter()
            .filter(|a| !excluded_allies.contains(a)),
    );
    let mut out = BTreeSet::new();
    for (id, r) in &s.regions {
        if r.owner == Some(t) {
            continue;
        }
        if data.neighbours(id).iter().any(|(n, _)| {
            s.regions
                .get(n)
                .and_then(|x| x.owner)
                .is_some_and(|o| side.contains(&o))
        }) {
            out.insert(id.clone());
        }
    }
    out.into_iter().collect()
}

/// Checks a set of targets (rule 3-2, rule 4; digest Q14, Q15) and returns the defending players
/// (empty for neutral targets: the next player then defends).
pub fn check_targets(
    data: &TenkaData,
    s: &State,
    t: usize,
    targets: &[String],
) -> Result<Vec<usize>, RuleError> {
    if targets.is_empty() {
        return Err(RuleError::forbidden("3-2", msg!("tenka-refuse-no-target")));
    }
    for r in targets {
        if !s.regions.contains_key(r) {
            return Err(RuleError::input(
                "region",
                msg!(
                    "tenka-error-unknown-region",
                    region = r,
                    regions = regions(&data.region_ids())
                ),
            ));
        }
        if s.regions[r].owner == Some(t) {
            return Err(RuleError::forbidden(
                "3-2",
                msg!("tenka-refuse-own-region", region = r),
            ));
        }
    }
    if s.owned(t).is_empty() {
        if targets.len() > 1 {
            return Err(RuleError::forbidden("3-2", msg!("tenka-refuse-one-region")));
        }
        return Ok(s.regions[&targets[0]].owner.into_iter().collect());
    }
    let owners: BTreeSet<Option<usize>> = targets.iter().map(|r| s.regions[r].owner).collect();
    if owners.contains(&None) && owners.len() > 1 {
        return Err(RuleError::forbidden(
            "3-2",
            msg!("tenka-refuse-neutral-and-player"),
        ));
    }
    let defenders: Vec<usize> = owners.into_iter().flatten().collect();
    // Digest Q15: several players are one power only if every pair of them is allied.
    for (i, a) in defenders.iter().enumerate() {
        for b in &defenders[i + 1..] {
            if !s.allied(*a, *b) {
                return Err(RuleError::forbidden(
                    "3-2",
                    msg!("tenka-refuse-one-power", a = s.who(*a), b = s.who(*b)),
                ));
            }
        }
    }
    // Digest Q14: an attacked ally does not lend its regions for reaching the targets.
    let reach = reachable(data, s, t, &defenders);
    for r in targets {
        if !reach.contains(r) {
            return Err(RuleError::forbidden(
                "3-2",
                msg!("tenka-refuse-not-adjacent", region = r),
            ));
        }
    }
    Ok(defenders)
}

/// Ends the alliance of `a` and `b` (rule 4): each gets its tile back; pieces left on the former partner's
/// regions go to their owner's first own region, or to the storage if it has none (digest Q16).
pub fn dissolve(s: &mut State, a: usize, b: usize, log: &mut Vec<crate::core::Msg>) {
    let k = (a.min(b), a.max(b));
    if !s.alliances.contains(&k) {
        return;
    }
    s.alliances.retain(|x| *x != k);
    s.players[a].tiles += 1;
    s.players[b].tiles += 1;
    log.push(msg!("tenka-log-alliance-ends", a = s.who(a), b = s.who(b)));
    for (owner, partner) in [(a, b), (b, a)] {
        let on_partner: Vec<(String, u32)> = s
            .regions
            .iter()
            .filter(|(_, r)| r.owner == Some(partner))
            .filter_map(|(id, r)| r.troops.get(&owner).map(|n| (id.clone(), *n)))
            .filter(|(_, n)| *n > 0)
            .collect();
        let home = s.owned(owner).into_iter().next();
        for (id, n) in on_partner {
            s.regions.get_mut(&id).unwrap().troops.remove(&owner);
            match &home {
                Some(h) => {
                    *s.regions
                        .get_mut(h)
                        .unwrap()
                        .troops
                        .entry(owner)
                        .or_default() += n;
                    log.push(msg!(
                        "tenka-log-alliance-pieces-move",
                        n = n,
                        who = s.who(owner),
                        from = id.clone(),
                        to = h.clone(),
                        ruling = Msg::ruling(RULING_ALLIANCE_PIECES)
                    ));
                }
                None => {
                    s.storage += n;
                    log.push(msg!(
                        "tenka-log-alliance-pieces-storage",
                        n = n,
                        who = s.who(owner),
                        region = id.clone(),
                        ruling = Msg::ruling(RULING_ALLIANCE_PIECES)
                    ));
                }
            }
        }
    }
}

/// Rule 4: a player who loses its last region loses all its alliances.
pub fn check_last_region(s: &mut State, p: usize, log: &mut Vec<crate::core::Msg>) {
    if s.owned(p).is_empty() {
        for a in s.allies(p) {
            dissolve(s, p, a, log);
        }
    }
}

/// The standing by rule 5 over this state (troops = pieces drawn: on the board and in hand).
pub fn standing_of(data: &TenkaData, s: &State) -> Standing {
    let names: Vec<String> = (0..s.players.len()).map(|p| s.name(p)).collect();
    let regions: Vec<ScoreRegion> = s
        .regions
        .iter()
        .map(|(id, r)| ScoreRegion {
            name: id.clone(),
            points: data.points(id),
            owner: r.owner.map(|o| names[o].clone()),
        })
        .collect();
    let alliances: Vec<(String, String)> = s
        .alliances
        .iter()
        .map(|(a, b)| (names[*a].clone(), names[*b].clone()))
        .collect();
    let troops: BTreeMap<String, u32> = (0..s.players.len())
        .map(|p| (names[p].clone(), s.troops_on_board(p) + s.players[p].hand))
        .collect();
    standing(
        &regions,
        &alliances,
        &troops,
        &names,
        data.three_point_region.as_deref(),
    )
}

/// Rule 5: the storage is empty when a piece is due: the game ends and is scored.
fn end_by_storage(data: &TenkaData, s: &mut State, log: &mut Vec<crate::core::Msg>) {
    let st = standing_of(data, s);
    let names: Vec<String> = (0..s.players.len()).map(|p| s.name(p)).collect();
    let winner = st
        .winner
        .as_ref()
        .and_then(|w| names.iter().position(|n| n == w));
    log.push(match winner {
        Some(w) => msg!(
            "tenka-log-storage-empty",
            who = s.who(w),
            how = st.how.msg()
        ),
        None => msg!("tenka-log-storage-empty-none", how = st.how.msg()),
    });
    s.ending = Some(Ending {
        winner,
        reason: Reason::Kind(EndReason::StorageExhausted { how: st.how }),
        rule: "5".into(),
        points: names.iter().map(|n| st.points[n]).collect(),
    });
    s.step = Step::Over;
    s.war = None;
}

/// Gain(T, n) (rule 3-2): nothing without a region; one piece at a time; the first piece that cannot be
/// drawn ends the game (digest Q9: an exactly emptied storage does not end it).
pub fn gain(data: &TenkaData, s: &mut State, t: usize, n: u32, log: &mut Vec<crate::core::Msg>) {
    if s.owned(t).is_empty() {
        log.push(msg!("tenka-log-gain-no-region", who = s.who(t)));
        return;
    }
    for i in 0..n {
        if s.storage == 0 {
            if i > 0 {
                log.push(msg!("tenka-log-draws", who = s.who(t), n = i));
            }
            end_by_storage(data, s, log);
            return;
        }
        s.storage -= 1;
        s.players[t].hand += 1;
    }
    log.push(if s.storage == 0 {
        // Ruling: a storage emptied exactly does not end the game; the next piece due does.
        msg!(
            "tenka-log-draws-emptied",
            who = s.who(t),
            n = n,
            ruling = Msg::ruling(RULING_STORAGE_EXACT)
        )
    } else {
        msg!(
            "tenka-log-draws-left",
            who = s.who(t),
            n = n,
            left = s.storage
        )
    });
}

/// After the gain: a player without regions returns all its pieces; otherwise it redeploys (rule 3-2).
/// Moves to the next turn when there is nothing to place.
pub fn after_gain(s: &mut State, t: usize, log: &mut Vec<crate::core::Msg>) {
    if s.is_over() {
        return;
    }
    s.war = None;
    if s.owned(t).is_empty() {
        let on_board = s.troops_on_board(t);
        let back = on_board + s.players[t].hand;
        for r in s.regions.values_mut() {
            r.troops.remove(&t);
        }
        s.players[t].hand = 0;
        s.storage += back;
        if back > 0 {
            log.push(msg!(
                "tenka-log-no-region-pieces-back",
                who = s.who(t),
                n = back
            ));
        }
        next_turn(s);
    } else if s.players[t].hand + s.troops_on_board(t) == 0 {
        next_turn(s);
    } else {
        s.step = Step::Redeploy;
    }
}

pub fn next_turn(s: &mut State) {
    s.active = s.next(s.active);
    s.turn = s.turn.saturating_add(1);
    s.step = Step::TurnStart;
    s.war = None;
}

/// PlaceTile(T, R) (rule 3-2, rule 5): T puts a usable control tile on R; with none left T wins at once.
pub fn place_tile(s: &mut State, t: usize, region: &str, log: &mut Vec<crate::core::Msg>) {
    if s.players[t].tiles == 0 {
        log.push(msg!(
            "tenka-log-no-tile-wins",
            who = s.who(t),
            region = region
        ));
        s.ending = Some(Ending {
            winner: Some(t),
            reason: Reason::Kind(EndReason::NoTileLeft),
            rule: "5".into(),
            points: vec![],
        });
        s.step = Step::Over;
        s.war = None;
        return;
    }
    s.players[t].tiles -= 1;
    s.regions.get_mut(region).unwrap().owner = Some(t);
    log.push(msg!(
        "tenka-log-places-tile",
        who = s.who(t),
        region = region
    ));
}

/// Reads "region" or "region=n" entries (repeats add up) into counts per region.
pub fn counts(field: &str, entries: &[String]) -> Result<BTreeMap<String, u32>, RuleError> {
    let mut out: BTreeMap<String, u32> = BTreeMap::new();
    for e in entries {
        let (r, n) = match e.split_once('=') {
            Some((r, n)) => (
                r.trim(),
                n.trim().parse::<u32>().map_err(|_| {
                    RuleError::input(field, msg!("tenka-error-region-number", got = e))
                })?,
            ),
            None => (e.trim(), 1),
        };
        if r.is_empty() {
            return Err(RuleError::input(
                field,
                msg!("tenka-error-region-number", got = e),
            ));
        }
        *out.entry(r.to_string()).or_default() += n;
    }
    out.retain(|_, n| *n > 0);
    Ok(out)
}

/// Regions where `t` may place its pieces in a redeploy: its own and its allies' (rule 4).
pub fn redeploy_regions(s: &State, t: usize) -> Vec<String> {
    let mut side = s.allies(t);
    side.push(t);
    s.regions
        .iter()
        .filter(|(_, r)| r.owner.is_some_and(|o| side.contains(&o)))
        .map(|(k, _)| k.clone())
        .collect()
}

/// Where the pieces of a drawn region may go when its tile is returned: adjacent regions of its controller
/// or the controller's allies (rule 3-2, rule 4).
pub fn displacement_regions(data: &TenkaData, s: &State, region: &str) -> Vec<String> {
    let Some(d) = s.regions.get(region).and_then(|r| r.owner) else {
        return vec![];
    };
    let mut side = s.allies(d);
    side.push(d);
    data.neighbours(region)
        .iter()
        .filter(|(n, _)| {
            s.regions
                .get(n)
                .and_then(|r| r.owner)
                .is_some_and(|o| side.contains(&o))
        })
        .map(|(n, _)| n.clone())
        .collect()
}

/// Digest Q8: the thick-border +1 for an attack on `region` by `t`. Ruling (rule 3-2, Q8): a target's
/// +1 is judged when the war is declared and kept for the whole war ([`super::state::War::thick`]), so
/// a region taken earlier in the same war does not change the border of a later one.
pub fn thick_bonus(data: &TenkaData, s: &State, t: usize, region: &str) -> bool {
    if let Some(b) = s.war.as_ref().and_then(|w| w.thick.get(region)) {
        return *b;
    }
    judge_thick(data, s, t, region)
}

/// Digest Q8 over the board as it stands: the borders between `region` and the regions of `t` and its
/// allies are thick (all of them, or any one with the set-up option); none for a player without regions.
pub fn judge_thick(data: &TenkaData, s: &State, t: usize, region: &str) -> bool {
    let mut side = s.allies(t);
    side.push(t);
    let edges: Vec<bool> = data
        .neighbours(region)
        .iter()
        .filter(|(n, _)| {
            s.regions
                .get(n)
                .and_then(|r| r.owner)
                .is_some_and(|o| side.contains(&o))
        })
        .map(|(_, thick)| *thick)
        .collect();
    if edges.is_empty() {
        return false;
    }
    if s.options.thick_all_borders {
        edges.iter().all(|t| *t)
    } else {
        edges.iter().any(|t| *t)
    }
}
