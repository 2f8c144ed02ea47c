//! What the players see: the current step of the sequence of play, the legal actions (illegal ones carry
//! the rule that forbids them) and the pick-lists. [`blocked`] is the one guard per action that both the
//! prompt and `apply` use.

use super::data::TenkaData;
use super::moves::{displacement_regions, reachable, redeploy_regions};
use super::state::{ChipMode, State, Step};
use crate::core::{Candidate, Prompt, PromptAction, Text};

/// Every action, in the order the prompt lists them.
pub const ACTIONS: [&str; 10] = [
    "choose-start",
    "ally",
    "no-war",
    "attack-chips",
    "attack-targets",
    "defence-chips",
    "fight",
    "fight-revealed",
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
        ("defence-chips", Step::DefenceChips) => None,
        ("defence-chips", _) => b("3-2", "defence chips are placed after the attack chips"),
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
        ("fight" | "fight-revealed", _) => b("3-2", "no war is waiting to be resolved"),
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
    let mut hints = Vec::new();
    if let Some(w) = &s.war {
        let left: Vec<&String> = w
            .targets
            .iter()
            .filter(|t| !w.fought.iter().any(|(f, _)| f == *t))
            .collect();
        if !left.is_empty() {
            hints.push(format!(
                "Regions at war still to resolve: {}",
                left.iter()
                    .map(|x| x.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    match &s.step {
        Step::TurnStart => {
            hints.push("No war: draw 2 troop pieces, then redeploy (rule 3-2)".into());
            hints.push(
                "War: attack chips 3, 2, 1, 0, 0 face down on adjacent regions of one power (rule 3-2)"
                    .into(),
            );
        }
        Step::Redeploy => {
            let t = s.active;
            hints.push(format!(
                "Place all {} troop piece(s) on: {}",
                s.players[t].hand + s.troops_on_board(t),
                redeploy_regions(s, t).join(", ")
            ));
        }
        Step::DrawChoice { region } => {
            let to = displacement_regions(data, s, region);
            hints.push(if to.is_empty() {
                "Returning the tile sends the pieces to the storage: no adjacent region of the defender's side"
                    .into()
            } else {
                format!("Returning the tile moves the pieces to: {}", to.join(", "))
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
            ("attack-targets" | "fight-revealed", true)
                | ("attack-chips" | "defence-chips" | "fight", false)
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

pub fn label(name: &str) -> Text {
    let (en, zh) = match name {
        "choose-start" => ("Choose a starting region", "选择起始地域"),
        "ally" => ("Form an alliance", "结成攻守同盟"),
        "no-war" => ("No war: draw 2 troops", "不开战：取2个兵力"),
        "attack-chips" => ("Place attack chips (in private)", "秘密放置攻击筹码"),
        "attack-targets" => ("Attack chips placed on…", "攻击筹码已放在…"),
        "defence-chips" => ("Place defence chips (in private)", "秘密放置防御筹码"),
        "fight" => ("Reveal and fight a region", "翻开筹码并交战"),
        "fight-revealed" => ("Fight a region (revealed chips)", "交战（输入翻开的筹码）"),
        "draw-choice" => ("Draw: defender's choice", "平局：防守方选择"),
        "redeploy" => ("Redeploy troops", "重新部署兵力"),
        other => (other, other),
    };
    Text::new(en, zh)
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
        ("attack-chips", k) if k.starts_with("chip-") => {
            region_candidates(reachable(data, s, t, &[]))
        }
        ("attack-targets", "regions") => region_candidates(reachable(data, s, t, &[])),
        ("defence-chips", k) if k.starts_with("chip-") => region_candidates(
            s.war
                .as_ref()
                .map(|w| w.targets.clone())
                .unwrap_or_default(),
        ),
        ("fight" | "fight-revealed", "region") => region_candidates(unfought(s)),
        ("fight-revealed", "attack-chips") => ["3", "2", "1", "0"].map(Candidate::new).to_vec(),
        ("fight-revealed", "defence-chips") => ["2", "1"].map(Candidate::new).to_vec(),
        ("draw-choice", "choice") => {
            let Step::DrawChoice { region } = &s.step else {
                return vec![];
            };
            let mut v = vec![];
            if s.regions[region].total() > 0 {
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
