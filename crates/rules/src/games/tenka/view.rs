//! What the players see: the current step of the sequence of play, the legal actions (illegal ones carry
//! the rule that forbids them) and the pick-lists. [`blocked`] is the one guard per action that both the
//! prompt and `apply` use.

use super::RULING_NEUTRAL_DEFENDER;
use super::action::Action;
use super::actions::Return;
use super::data::TenkaData;
use super::moves::{check_targets, displacement_regions, reachable, redeploy_regions};
use super::procedures::{ATTACK_CHIPS, DEFENCE_CHIPS};
use super::state::{ChipMode, State, Step};
use crate::core::{Candidate, Msg, Prompt, PromptAction, Sep};
use crate::msg;

/// Why an action is not allowed now: `(rule, reason)`. A name that is no action of this game is not
/// a step of this turn.
pub fn blocked(s: &State, name: &str) -> Option<(String, Msg)> {
    match Action::from_name(name) {
        Some(a) => blocked_action(s, a),
        None => Some(("3-2".into(), msg!("tenka-blocked-not-now"))),
    }
}

/// The one guard per action that both the prompt and `apply` use.
pub fn blocked_action(s: &State, a: Action) -> Option<(String, Msg)> {
    let b = |rule: &str, why: Msg| Some((rule.to_string(), why));
    if s.is_over() {
        return b("5", msg!("tenka-blocked-over"));
    }
    let choosing = matches!(s.step, Step::ChooseStart { .. });
    if choosing && a != Action::ChooseStart {
        return b("3-1", msg!("tenka-blocked-start-first"));
    }
    // An action of the other chip mode says which one is in use.
    let app = s.options.chips == ChipMode::App;
    let mode = |app_says: Msg, real_says: Msg| match a.app_chips() {
        Some(x) if x != app => b("3-2", if app { app_says } else { real_says }),
        _ => None,
    };
    match a {
        Action::ChooseStart => {
            (!choosing).then(|| ("3-1".to_string(), msg!("tenka-blocked-start-before")))
        }
        Action::Ally => match s.step {
            Step::TurnStart if s.players.iter().filter(|p| p.tiles > 0).count() < 2 => {
                b("4", msg!("tenka-blocked-ally-tiles"))
            }
            Step::TurnStart => None,
            _ => b("4", msg!("tenka-blocked-ally-when")),
        },
        Action::NoWar => match s.step {
            Step::TurnStart => None,
            _ => b("3-2", msg!("tenka-blocked-war-when")),
        },
        Action::AttackChips | Action::AttackTargets => match s.step {
            Step::TurnStart => mode(
                msg!("tenka-blocked-app-private"),
                msg!("tenka-blocked-real-attack"),
            ),
            _ => b("3-2", msg!("tenka-blocked-war-when")),
        },
        Action::DefenceChips | Action::DefencePlaced => match s.step {
            Step::DefenceChips => mode(
                msg!("tenka-blocked-app-private"),
                msg!("tenka-blocked-real-defence"),
            ),
            _ => b("3-2", msg!("tenka-blocked-defence-when")),
        },
        Action::Fight | Action::FightRevealed => match &s.step {
            Step::Fight => mode(
                msg!("tenka-blocked-app-reveals"),
                msg!("tenka-blocked-real-values"),
            ),
            Step::DefenceChips => b("3-2", msg!("tenka-blocked-defence-first")),
            Step::Roll { region, .. } => {
                b("3-2", msg!("tenka-blocked-roll-first", region = region))
            }
            Step::DrawChoice { region } => {
                b("3-2", msg!("tenka-blocked-draw-first", region = region))
            }
            _ => b("3-2", msg!("tenka-blocked-no-war-waiting")),
        },
        Action::Roll => match s.step {
            Step::Roll { .. } => None,
            _ => b("3-2", msg!("tenka-blocked-roll-when")),
        },
        Action::DrawChoice => match s.step {
            Step::DrawChoice { .. } => None,
            _ => b("3-2", msg!("tenka-blocked-draw-when")),
        },
        Action::Redeploy => match s.step {
            Step::Redeploy => None,
            _ => b("3-2", msg!("tenka-blocked-redeploy-when")),
        },
    }
}

/// Who acts now (for the step line).
pub fn actor(s: &State) -> Option<usize> {
    match &s.step {
        Step::ChooseStart { player } => Some(*player),
        Step::DefenceChips => s.war.as_ref().map(|w| defence_actor(s, &w.defenders)),
        Step::DrawChoice { region } => s.regions.get(region).and_then(|r| r.owner),
        Step::Over => None,
        _ => Some(s.active),
    }
}

/// The player who places the defence chips (and rolls the defence die): the first defender, or the next
/// player in play order for neutral targets (rule 3-2; digest Q6).
pub fn defence_actor(s: &State, defenders: &[usize]) -> usize {
    defenders
        .first()
        .copied()
        .unwrap_or_else(|| s.next(s.active))
}

/// The step line: whose turn, who acts and what they do (rule 3-1, 3-2), or how the game ended.
pub fn step_text(s: &State) -> Msg {
    if let Some(e) = &s.ending {
        return msg!("tenka-step-over", result = s.ending_msg(e));
    }
    let who = actor(s).map(|p| s.who(p)).unwrap_or_default();
    let what = match &s.step {
        Step::ChooseStart { .. } => msg!("tenka-step-choose-start", who = who),
        Step::TurnStart => msg!("tenka-step-turn-start", who = who),
        Step::DefenceChips if s.options.chips == ChipMode::Real => {
            let neutral = s.war.as_ref().is_some_and(|w| w.defenders.is_empty());
            if neutral {
                msg!(
                    "tenka-step-real-defence-neutral",
                    who = who,
                    ruling = Msg::ruling(RULING_NEUTRAL_DEFENDER)
                )
            } else {
                msg!("tenka-step-real-defence", who = who)
            }
        }
        Step::DefenceChips => {
            let d = s
                .war
                .as_ref()
                .map(|w| w.defenders.clone())
                .unwrap_or_default();
            if d.len() > 1 {
                let partners = Msg::join(d[1..].iter().map(|p| s.who(*p)), Sep::Comma);
                msg!("tenka-step-defence-shared", who = who, partners = partners)
            } else if d.is_empty() {
                msg!(
                    "tenka-step-defence-neutral",
                    who = who,
                    ruling = Msg::ruling(RULING_NEUTRAL_DEFENDER)
                )
            } else {
                msg!("tenka-step-defence", who = who)
            }
        }
        Step::Fight => msg!("tenka-step-fight", who = who),
        Step::Roll {
            region,
            attack,
            defence,
        } => {
            let sum = |v: &[u8]| v.iter().map(|c| u32::from(*c)).sum::<u32>();
            let d = s
                .war
                .as_ref()
                .map(|w| defence_actor(s, &w.defenders))
                .unwrap_or_else(|| s.next(s.active));
            msg!(
                "tenka-step-roll",
                who = who,
                defender = s.who(d),
                region = region,
                attack = sum(attack),
                defence = sum(defence)
            )
        }
        Step::DrawChoice { region } => msg!("tenka-step-draw", who = who, region = region),
        Step::Redeploy => msg!("tenka-step-redeploy", who = who),
        Step::Over => Msg::default(),
    };
    msg!("tenka-step-turn", turn = s.turn, what = what)
}

/// A list of region names, in the reader's list style ("美濃, 近江" / "美濃、近江").
pub fn regions(ids: &[String]) -> Msg {
    Msg::join(ids.iter().map(Msg::plain), Sep::Comma)
}

pub fn prompt(data: &TenkaData, s: &State) -> Prompt {
    let mut hints: Vec<Msg> = Vec::new();
    let left = unfought(s);
    if s.war.is_some() && !left.is_empty() {
        hints.push(msg!("tenka-hint-left", regions = regions(&left)));
    }
    match &s.step {
        Step::TurnStart if s.owned(s.active).is_empty() => {
            // Rule 3-2: without a region there is nothing to draw, and the chips all go on one region.
            hints.push(msg!("tenka-hint-no-war-no-region"));
            hints.push(msg!("tenka-hint-war-no-region"));
        }
        Step::TurnStart => {
            hints.push(msg!("tenka-hint-no-war"));
            hints.push(msg!("tenka-hint-war"));
        }
        Step::Roll { region, .. } => {
            let troops = s.regions.get(region).map(|r| r.total()).unwrap_or(0);
            let thick = s
                .war
                .as_ref()
                .and_then(|w| w.thick.get(region))
                .copied()
                .unwrap_or(false);
            hints.push(if thick {
                msg!("tenka-hint-defence-adds-thick", n = troops)
            } else {
                msg!("tenka-hint-defence-adds", n = troops)
            });
        }
        Step::Redeploy => {
            let t = s.active;
            hints.push(msg!(
                "tenka-hint-redeploy",
                n = s.players[t].hand + s.troops_on_board(t),
                regions = regions(&redeploy_regions(s, t))
            ));
        }
        Step::DrawChoice { region } => {
            let to = displacement_regions(data, s, region);
            hints.push(if to.is_empty() {
                msg!("tenka-hint-tile-storage")
            } else {
                msg!("tenka-hint-tile-moves", regions = regions(&to))
            });
        }
        _ => {}
    }
    let mut actions = Vec::new();
    let app = s.options.chips == ChipMode::App;
    // Actions of the other chip mode are not shown at all.
    for a in Action::ALL
        .into_iter()
        .filter(|a| a.app_chips() != Some(!app))
    {
        let mut pa = PromptAction::new(a.name(), a.label());
        if let Some((rule, why)) = blocked_action(s, a) {
            pa = pa.blocked(&rule, why);
        } else {
            for (k, v) in preset(data, s, a.name()) {
                pa = pa.preset(&k, v);
            }
        }
        actions.push(pa);
    }
    Prompt {
        step: step_text(s),
        hints,
        actions,
    }
}

fn preset(data: &TenkaData, s: &State, name: &str) -> Vec<(String, serde_json::Value)> {
    match name {
        "fight" | "fight-revealed" => unfought(s)
            .first()
            .map(|r| vec![("region".to_string(), serde_json::Value::from(r.clone()))])
            .unwrap_or_default(),
        "redeploy" => {
            let t = s.active;
            let n = s.players[t].hand + s.troops_on_board(t);
            s.owned(t)
                .first()
                .map(|r| {
                    vec![(
                        "placement".to_string(),
                        serde_json::json!([format!("{r}={n}")]),
                    )]
                })
                .unwrap_or_default()
        }
        _ => {
            let _ = data;
            vec![]
        }
    }
}

pub fn unfought(s: &State) -> Vec<String> {
    s.war
        .as_ref()
        .map(|w| {
            w.targets
                .iter()
                .filter(|t| !w.fought.iter().any(|(f, _)| f == *t))
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// The action's name as a player reads it.
pub fn label(name: &str) -> Msg {
    Action::from_name(name)
        .map(Action::label)
        .unwrap_or_else(|| Msg::plain(name))
}

/// Regions the active player may make the target of a war on their own (rule 3-2, digest Q14/Q15).
pub fn targetable(data: &TenkaData, s: &State, t: usize) -> Vec<String> {
    reachable(data, s, t, &[])
        .into_iter()
        .filter(|r| check_targets(data, s, t, std::slice::from_ref(r)).is_ok())
        .collect()
}

fn region_candidates(ids: Vec<String>) -> Vec<Candidate> {
    ids.into_iter().map(Candidate::new).collect()
}

pub fn candidates(data: &TenkaData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    if blocked(s, action).is_some() {
        return vec![];
    }
    let t = s.active;
    match (action, key) {
        ("choose-start", "region") => region_candidates(
            s.regions
                .iter()
                .filter(|(_, r)| r.owner.is_none())
                .map(|(k, _)| k.clone())
                .collect(),
        ),
        ("ally", "a" | "b") => s
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.tiles > 0)
            .map(|(i, p)| Candidate::new(p.colour.clone()).label(s.who(i)))
            .collect(),
        // Only regions the war may target: an ally's region reachable only through that ally is left
        // out (digest Q14), as is any region the targets check would refuse on its own.
        ("attack-chips", k) if k.starts_with("chip-") => region_candidates(targetable(data, s, t)),
        ("attack-targets", "regions") => region_candidates(targetable(data, s, t)),
        ("defence-chips", k) if k.starts_with("chip-") => region_candidates(
            s.war
                .as_ref()
                .map(|w| w.targets.clone())
                .unwrap_or_default(),
        ),
        ("fight" | "fight-revealed", "region") => region_candidates(unfought(s)),
        // Real chips: only the values of chips not yet revealed in this war.
        ("fight-revealed", "attack-chips" | "defence-chips") => {
            let (set, used): (&[u8], Vec<u8>) = match (key, &s.war) {
                ("attack-chips", Some(w)) => (&ATTACK_CHIPS, w.revealed_attack.clone()),
                ("attack-chips", None) => (&ATTACK_CHIPS, vec![]),
                (_, Some(w)) => (&DEFENCE_CHIPS, w.revealed_defence.clone()),
                (_, None) => (&DEFENCE_CHIPS, vec![]),
            };
            let mut left: Vec<u8> = set.to_vec();
            for c in &used {
                if let Some(i) = left.iter().position(|x| x == c) {
                    left.remove(i);
                }
            }
            left.dedup();
            left.iter().map(|v| Candidate::new(v.to_string())).collect()
        }
        ("draw-choice", "choice") => {
            let Step::DrawChoice { region } = &s.step else {
                return vec![];
            };
            // Without troop pieces on the region only the tile can go back (rule 3-2).
            let pieces = s.regions.get(region).is_some_and(|r| r.total() > 0);
            Return::ALL
                .into_iter()
                .filter(|c| pieces || *c == Return::ReturnTile)
                .map(|c| Candidate::new(c.id()).label(c.label()))
                .collect()
        }
        ("draw-choice", "moves") => {
            let Step::DrawChoice { region } = &s.step else {
                return vec![];
            };
            region_candidates(displacement_regions(data, s, region))
        }
        ("redeploy", "placement") => region_candidates(redeploy_regions(s, t)),
        _ => vec![],
    }
}

/// "On the table now" (issue 25): what the players do with the pieces after an action took the state
/// from `before` to `after`, in forward words: control tiles placed or taken off, the troop pieces on
/// each region, pieces drawn from storage into hand (rule 3-2: no war draws 2), tiles in hand and
/// alliances (rule 4), the chips of a war (rule 3-2: with real chips the attacker and then the defending
/// side place theirs face down; app-held chips stay hidden in the app), a region's chips turned up,
/// a draw's choice, the war's end and whose turn is next. Never a chip hidden in the app. An action
/// that changes nothing a player moves says so, so the list is never empty when the state changed.
pub fn table_now(before: &State, after: &State) -> Vec<Msg> {
    let mut out = Vec::new();
    for (id, a) in &after.regions {
        let b = before.regions.get(id).cloned().unwrap_or_default();
        if a.owner != b.owner {
            out.push(match a.owner {
                Some(o) => msg!("tenka-now-tile", region = id, who = after.who(o)),
                None => msg!("tenka-now-no-tile", region = id),
            });
        }
        if a.troops != b.troops {
            let owners: Vec<(&usize, &u32)> = a.troops.iter().filter(|(_, n)| **n > 0).collect();
            if owners.is_empty() {
                out.push(msg!("tenka-now-no-troops", region = id));
            }
            for (o, n) in owners {
                out.push(msg!(
                    "tenka-now-troops",
                    region = id,
                    n = *n,
                    who = after.who(*o)
                ));
            }
        }
    }
    for (i, p) in after.players.iter().enumerate() {
        let Some(b) = before.players.get(i) else {
            continue;
        };
        if p.hand > b.hand {
            out.push(msg!(
                "tenka-now-draw",
                who = after.who(i),
                n = p.hand - b.hand,
                total = p.hand
            ));
        } else if p.hand < b.hand && p.hand > 0 {
            out.push(msg!("tenka-now-hand", who = after.who(i), n = p.hand));
        }
        if p.tiles != b.tiles {
            out.push(msg!(
                "tenka-now-hand-tiles",
                who = after.who(i),
                n = p.tiles
            ));
        }
    }
    if after.storage != before.storage {
        out.push(msg!("tenka-now-storage", n = after.storage));
    }
    for (x, y) in &after.alliances {
        if !before.alliances.contains(&(*x, *y)) {
            out.push(msg!(
                "tenka-now-alliance",
                a = after.who(*x),
                b = after.who(*y)
            ));
        }
    }
    for (x, y) in &before.alliances {
        if !after.alliances.contains(&(*x, *y)) {
            out.push(msg!(
                "tenka-now-alliance-ends",
                a = after.who(*x),
                b = after.who(*y)
            ));
        }
    }
    let real = after.options.chips == ChipMode::Real;
    match (&before.war, &after.war) {
        (None, Some(w)) => {
            let who = after.who(after.active);
            out.push(if real {
                msg!(
                    "tenka-now-war-real",
                    who = who,
                    regions = regions(&w.targets)
                )
            } else {
                msg!(
                    "tenka-now-war-app",
                    who = who,
                    regions = regions(&w.targets)
                )
            });
        }
        (Some(_), None) => out.push(msg!("tenka-now-war-over")),
        _ => {}
    }
    if after.step != before.step {
        match &after.step {
            Step::DefenceChips => {
                if let Some(w) = &after.war {
                    let who = after.who(defence_actor(after, &w.defenders));
                    out.push(if real {
                        msg!("tenka-now-defence-real", who = who)
                    } else {
                        msg!("tenka-now-defence-app", who = who)
                    });
                }
            }
            Step::Fight if matches!(before.step, Step::DefenceChips) => {
                out.push(msg!("tenka-now-fight"));
            }
            Step::Roll { region, .. } => out.push(msg!("tenka-now-roll", region = region)),
            Step::DrawChoice { region } => {
                out.push(msg!("tenka-now-draw-choice", region = region));
            }
            Step::Redeploy => out.push(msg!("tenka-now-redeploy", who = after.who(after.active))),
            Step::Over => out.push(msg!("tenka-now-over")),
            Step::TurnStart | Step::ChooseStart { .. } | Step::Fight => {}
        }
    }
    // Rule 3-2: a player with no region gains nothing by not going to war.
    if before.step == Step::TurnStart
        && after.active != before.active
        && before.owned(before.active).is_empty()
        && after.players.get(before.active).map(|p| p.hand)
            == before.players.get(before.active).map(|p| p.hand)
    {
        out.push(msg!("tenka-now-no-gain", who = after.who(before.active)));
    }
    if after.active != before.active && !after.is_over() {
        out.push(msg!("tenka-now-next", who = after.who(after.active)));
    }
    if out.is_empty() && before != after {
        out.push(msg!("tenka-now-nothing"));
    }
    out
}
