//! What the players see: the current step of the sequence of play, the legal actions (illegal ones carry
//! the rule that forbids them) and the pick-lists. [`blocked`] is the one guard per action that both the
//! prompt and `apply` use.

use super::data::TenkaData;
use super::moves::{check_targets, displacement_regions, reachable, redeploy_regions};
use super::procedures::{ATTACK_CHIPS, DEFENCE_CHIPS};
use super::state::{ChipMode, State, Step};
use crate::core::{Candidate, Prompt, PromptAction, Text};

/// Every action, in the order the prompt lists them.
pub const ACTIONS: [&str; 12] = [
    "choose-start",
    "ally",
    "no-war",
    "attack-chips",
    "attack-targets",
    "defence-chips",
    "defence-placed",
    "fight",
    "fight-revealed",
    "roll",
    "draw-choice",
    "redeploy",
];

/// Why an action is not allowed now: `(rule, reason)`.
pub fn blocked(s: &State, name: &str) -> Option<(String, String)> {
    let b = |rule: &str, why: &str| Some((rule.to_string(), why.to_string()));
    if s.is_over() {
        return b("5", "the game is over");
    }
    let app = s.options.chips == ChipMode::App;
    match (name, &s.step) {
        ("choose-start", Step::ChooseStart { .. }) => None,
        ("choose-start", _) => b("3-1", "starting regions are chosen before the first turn"),
        (_, Step::ChooseStart { .. }) => b("3-1", "first choose the starting regions"),
        ("ally", Step::TurnStart) => {
            let with_tile = s.players.iter().filter(|p| p.tiles > 0).count();
            if with_tile < 2 {
                b(
                    "4",
                    "an alliance needs two players with a control tile in hand",
                )
            } else {
                None
            }
        }
        ("ally", _) => b("4", "alliances are formed before a turn begins"),
        ("no-war", Step::TurnStart) => None,
        ("attack-chips" | "attack-targets", Step::TurnStart) => {
            if (name == "attack-chips") != app {
                if app {
                    b("3-2", "the app holds the chips: place them in private")
                } else {
                    b(
                        "3-2",
                        "real chips are in use: say which regions got attack chips",
                    )
                }
            } else {
                None
            }
        }
        ("no-war" | "attack-chips" | "attack-targets", _) => {
            b("3-2", "war or no war is chosen at the start of a turn")
        }
        ("defence-chips" | "defence-placed", Step::DefenceChips) => {
            if (name == "defence-chips") != app {
                if app {
                    b("3-2", "the app holds the chips: place them in private")
                } else {
                    b(
                        "3-2",
                        "real chips are in use: put them face down on the attacked regions, then confirm",
                    )
                }
            } else {
                None
            }
        }
        ("defence-chips" | "defence-placed", _) => {
            b("3-2", "defence chips are placed after the attack chips")
        }
        ("fight" | "fight-revealed", Step::Fight) => {
            if (name == "fight") != app {
                if app {
                    b("3-2", "the app holds the chips: it reveals them")
                } else {
                    b("3-2", "real chips are in use: type the revealed values")
                }
            } else {
                None
            }
        }
        ("fight" | "fight-revealed", Step::DefenceChips) => {
            b("3-2", "the defence chips are placed first")
        }
        ("fight" | "fight-revealed", Step::Roll { region, .. }) => {
            Some(("3-2".into(), format!("first roll the dice for {region}")))
        }
        ("fight" | "fight-revealed", Step::DrawChoice { region }) => Some((
            "3-2".into(),
            format!("first the defender settles the draw on {region}"),
        )),
        ("fight" | "fight-revealed", _) => b("3-2", "no war is waiting to be resolved"),
        ("roll", Step::Roll { .. }) => None,
        ("roll", _) => b(
            "3-2",
            "the dice are rolled after a region's chips are revealed",
        ),
        ("draw-choice", Step::DrawChoice { .. }) => None,
        ("draw-choice", _) => b("3-2", "only after a draw"),
        ("redeploy", Step::Redeploy) => None,
        ("redeploy", _) => b("3-2", "troops are redeployed after the gain"),
        _ => b("3-2", "not a step of this turn"),
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

pub fn step_text(s: &State) -> String {
    let who = actor(s).map(|p| s.name(p)).unwrap_or_default();
    let what = match &s.step {
        Step::ChooseStart { .. } => "chooses a starting region (rule 3-1)".to_string(),
        Step::TurnStart => "turn: alliances may be formed, then war or no war (rule 3-2)".into(),
        Step::DefenceChips if s.options.chips == ChipMode::Real => {
            let neutral = s.war.as_ref().is_some_and(|w| w.defenders.is_empty());
            if neutral {
                "puts the defence chips face down on the attacked neutral regions, then confirms (rule 3-2)"
                    .into()
            } else {
                "puts the defence chips face down on the attacked regions, then confirms (rule 3-2)"
                    .into()
            }
        }
        Step::DefenceChips => {
            let d = s
                .war
                .as_ref()
                .map(|w| w.defenders.clone())
                .unwrap_or_default();
            if d.len() > 1 {
                format!(
                    "places the defence chips (shared with {} by agreement, rule 4)",
                    d[1..]
                        .iter()
                        .map(|p| s.name(*p))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            } else if d.is_empty() {
                "places the defence chips for the neutral regions (rule 3-2)".into()
            } else {
                "places the defence chips (rule 3-2)".into()
            }
        }
        Step::Fight => "resolves the war region by region, in any order (rule 3-2)".into(),
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
            format!(
                "and {} roll their dice for {region}: attack chips {}, defence chips {} (rule 3-2)",
                s.name(d),
                sum(attack),
                sum(defence)
            )
        }
        Step::DrawChoice { region } => {
            format!("draw on {region}: return the troop pieces or the control tile (rule 3-2)")
        }
        Step::Redeploy => "redeploys all of its troop pieces (rule 3-2)".into(),
        Step::Over => String::new(),
    };
    match &s.ending {
        Some(e) => format!(
            "Game over · {}",
            e.winner
                .map(|w| format!("{} wins ({}; rule {})", s.name(w), e.reason, e.rule))
                .unwrap_or_else(|| format!("no winner ({}; rule {})", e.reason, e.rule))
        ),
        None => format!("Turn {} · {who} {what}", s.turn),
    }
}

pub fn prompt(data: &TenkaData, s: &State) -> Prompt {
    let mut hints: Vec<crate::core::Msg> = Vec::new();
    if let Some(w) = &s.war {
        let left: Vec<&String> = w
            .targets
            .iter()
            .filter(|t| !w.fought.iter().any(|(f, _)| f == *t))
            .collect();
        if !left.is_empty() {
            hints.push(
                format!(
                    "Regions at war still to resolve: {}",
                    left.iter()
                        .map(|x| x.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
                .into(),
            );
        }
    }
    match &s.step {
        Step::TurnStart if s.owned(s.active).is_empty() => {
            // Rule 3-2: without a region there is nothing to draw, and the chips all go on one region.
            hints.push(
                "No war: you hold no region, so no war gains nothing and the turn passes (rule 3-2)"
                    .into(),
            );
            hints.push(
                "War: all attack chips face down on any one region, neutral or a player's (rule 3-2)"
                    .into(),
            );
        }
        Step::TurnStart => {
            hints.push("No war: draw 2 troop pieces, then redeploy (rule 3-2)".into());
            hints.push(
                "War: attack chips 3, 2, 1, 0, 0 face down on adjacent regions of one power (rule 3-2)"
                    .into(),
            );
        }
        Step::Roll { region, .. } => {
            let w = s.war.as_ref();
            let troops = s.regions.get(region).map(|r| r.total()).unwrap_or(0);
            let thick = w
                .and_then(|w| w.thick.get(region))
                .copied()
                .unwrap_or(false);
            hints.push(
                format!(
                    "The defence adds {troops} troop piece(s){} (rule 3-2)",
                    if thick {
                        " and 1 for the thick border"
                    } else {
                        ""
                    }
                )
                .into(),
            );
        }
        Step::Redeploy => {
            let t = s.active;
            hints.push(
                format!(
                    "Place all {} troop piece(s) on: {}",
                    s.players[t].hand + s.troops_on_board(t),
                    redeploy_regions(s, t).join(", ")
                )
                .into(),
            );
        }
        Step::DrawChoice { region } => {
            let to = displacement_regions(data, s, region);
            hints.push(if to.is_empty() {
                "Returning the tile sends the pieces to the storage: no adjacent region of the defender's side"
                    .into()
            } else {
                format!("Returning the tile moves the pieces to: {}", to.join(", ")).into()
            });
        }
        _ => {}
    }
    let mut actions = Vec::new();
    for name in ACTIONS {
        // Actions of the other chip mode are not shown at all.
        let app = s.options.chips == ChipMode::App;
        if matches!(
            (name, app),
            ("attack-targets" | "defence-placed" | "fight-revealed", true)
                | ("attack-chips" | "defence-chips" | "fight" | "roll", false)
        ) {
            continue;
        }
        let blocked = blocked(s, name);
        let mut a = PromptAction::new(name, label(name).en);
        if let Some((rule, why)) = blocked {
            a = a.blocked(&rule, why);
        } else {
            for (k, v) in preset(data, s, name) {
                a = a.preset(&k, v);
            }
        }
        actions.push(a);
    }
    Prompt {
        step: step_text(s).into(),
        hints: hints.into_iter().map(Into::into).collect(),
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

pub fn label(name: &str) -> Text {
    let (en, zh) = match name {
        "choose-start" => ("Choose a starting region", "选择起始地域"),
        "ally" => ("Form an alliance", "结成攻守同盟"),
        "no-war" => ("No war: draw 2 troops", "不开战：取2个兵力"),
        "attack-chips" => ("Place attack chips (in private)", "秘密放置攻击筹码"),
        "attack-targets" => ("Attack chips placed on…", "攻击筹码已放在…"),
        "defence-chips" => ("Place defence chips (in private)", "秘密放置防御筹码"),
        "defence-placed" => ("Defence chips placed face down", "防御筹码已背面放置"),
        "fight" => ("Reveal a region's chips", "翻开一个地域的筹码"),
        "roll" => ("Roll the attack and defence dice", "掷攻方骰与守方骰"),
        "fight-revealed" => ("Fight a region (revealed chips)", "交战（输入翻开的筹码）"),
        "draw-choice" => ("Draw: defender's choice", "平局：防守方选择"),
        "redeploy" => ("Redeploy troops", "重新部署兵力"),
        other => (other, other),
    };
    Text::new(en, zh)
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
            .map(|(i, p)| {
                Candidate::new(p.colour.clone()).label(Text::new(s.name(i), p.kanji.clone()))
            })
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
            let mut v = vec![];
            if s.regions.get(region).is_some_and(|r| r.total() > 0) {
                v.push(
                    Candidate::new("return-pieces")
                        .label(Text::new("Return the troop pieces", "退回兵力")),
                );
            }
            v.push(
                Candidate::new("return-tile")
                    .label(Text::new("Return the control tile", "退回支配棋")),
            );
            v
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
