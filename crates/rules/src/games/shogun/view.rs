//! What the front ends show: the prompt (the current step of the sequence of play and its actions, each
//! with the one guard [`blocked`] that `apply` also uses), the state listing, undo hints, pick-lists,
//! odds and words for results.

use std::fmt::Write;

use serde_json::Value;

use super::data::{Effect, PEASANT, REGIONS, ShogunData, colour_zh};
use super::input::War;
use super::state::{ACTS, Act, Phase, SPECIALS, State};
use super::tower::{self, Cubes};
use super::war::{self, BattleSetup, Kind};
use crate::core::odds::Odds;
use crate::core::typed::parse;
use crate::core::{
    ActionCall, Candidate, Lang, Msg, Prompt, PromptAction, Resolution, RuleError, Text,
};

/// Trials of the seeded Monte Carlo for the odds of a battle.
pub const TRIALS: u32 = 4000;

pub fn show_text(data: &ShogunData, s: &State) -> String {
    let mut o = String::new();
    let (sen, szh) = s.season_words();
    let _ = writeln!(
        o,
        "Shogun 將軍 · {} side · year {} · {sen} {szh} · {}",
        s.side.id(),
        s.year,
        s.phase.words().0
    );
    for p in &s.players {
        let _ = writeln!(
            o,
            "{} {}: coins {} · rice {} · score {} · supply {} cubes · {} province(s){}",
            p.colour,
            colour_zh(&p.colour),
            p.coins,
            p.rice,
            p.score,
            p.supply,
            s.holdings(&p.colour).len(),
            s.specials
                .get(&p.colour)
                .map(|x| format!(" · special card {}", x.words().0))
                .unwrap_or_default()
        );
    }
    for region in REGIONS {
        let _ = writeln!(o, "— {region} region {}", colour_zh(region));
        for card in data.provinces(s.side, s.players.len() as u8) {
            if card.region != region {
                continue;
            }
            let Some(p) = s.provinces.get(&card.name) else {
                continue;
            };
            let mut b = Vec::new();
            if p.castle {
                b.push("castle");
            }
            if p.temple {
                b.push("temple");
            }
            if p.theatre {
                b.push("theatre");
            }
            let _ = writeln!(
                o,
                "  {} {}: {}{}{}{}",
                card.name,
                card.zh,
                p.owner.as_deref().unwrap_or("neutral"),
                if p.cubes > 0 {
                    format!(" · {} cubes", p.cubes)
                } else {
                    String::new()
                },
                if b.is_empty() {
                    String::new()
                } else {
                    format!(" · {}", b.join(", "))
                },
                if p.revolts > 0 {
                    format!(" · {} revolt marker(s)", p.revolts)
                } else {
                    String::new()
                },
            );
        }
    }
    let _ = writeln!(
        o,
        "Tower: tray {} · inside {} ({}; stick {:.2}, release {:.2}{})",
        tower::cubes_text(&s.tower.tray),
        tower::cubes_text(&s.tower.inside),
        if s.options.model_tower {
            "model"
        } else {
            "from the typed throws"
        },
        s.tower.model.stick,
        s.tower.model.release,
        if s.tower.calibrated {
            ", calibrated"
        } else {
            ", uncalibrated defaults"
        }
    );
    if !s.action_order.is_empty() && s.phase != Phase::Deal {
        let up = s.actions_face_up();
        let shown: Vec<String> = s
            .action_order
            .iter()
            .enumerate()
            .map(|(i, a)| {
                if i < up {
                    format!("{}. {}", i + 1, a.words().0)
                } else {
                    format!("{}. (face down)", i + 1)
                }
            })
            .collect();
        let _ = writeln!(o, "Action cards: {}", shown.join(" · "));
    }
    if let Some(e) = s.event.as_deref().and_then(|e| data.event(e)) {
        let _ = writeln!(o, "Event {}: {}", e.id, e.effect.words().0);
    }
    if !s.events_up.is_empty() {
        let _ = writeln!(
            o,
            "Events face up: {}",
            s.events_up
                .iter()
                .map(|e| data.event_words(e))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    if !s.turn.is_empty() {
        let _ = writeln!(o, "Turn order: {}", s.turn.join(" → "));
    }
    o
}

pub fn undo_hints(before: &State, after: &State) -> Vec<String> {
    let mut v = Vec::new();
    for (name, b) in &before.provinces {
        let Some(a) = after.provinces.get(name) else {
            continue;
        };
        if a == b {
            continue;
        }
        let mut parts = Vec::new();
        if a.owner != b.owner {
            parts.push(format!(
                "card back to {}",
                b.owner.as_deref().unwrap_or("the bank")
            ));
        }
        if a.cubes != b.cubes {
            parts.push(format!(
                "{} cube(s) of {}",
                b.cubes,
                b.owner.as_deref().unwrap_or("nobody")
            ));
        }
        for (bb, ab, n) in [
            (b.castle, a.castle, "castle"),
            (b.temple, a.temple, "temple"),
            (b.theatre, a.theatre, "theatre"),
        ] {
            if bb != ab {
                parts.push(if bb {
                    format!("put the {n} back")
                } else {
                    format!("remove the {n}")
                });
            }
        }
        if a.revolts != b.revolts {
            parts.push(format!("{} revolt marker(s)", b.revolts));
        }
        v.push(format!("{name}: {}", parts.join(", ")));
    }
    for b in &before.players {
        if let Some(a) = after.player(&b.colour)
            && a != b
        {
            v.push(format!(
                "{}: coins {} · rice {} · score {} · supply {}",
                b.colour, b.coins, b.rice, b.score, b.supply
            ));
        }
    }
    if before.tower.tray != after.tower.tray {
        v.push(format!(
            "Tower tray back to: {}",
            tower::cubes_text(&before.tower.tray)
        ));
    }
    if before.tower.inside != after.tower.inside && !before.options.model_tower {
        v.push("The real tower cannot be un-thrown: leave its contents as they are".into());
    }
    // Rule 5.6.4 (real decks): cards typed as turned are turned face down again.
    if after.action_order.len() > before.action_order.len()
        && after.action_order.starts_with(&before.action_order)
        && before.phase == Phase::Actions
    {
        let back: Vec<&str> = after.action_order[before.action_order.len()..]
            .iter()
            .map(|a| a.words().0)
            .collect();
        v.push(format!("Turn face down again: {}", back.join(", ")));
    }
    if before.phase != after.phase {
        v.push(format!("Back to: {}", before.phase.words().0));
    }
    v
}

pub fn candidates(data: &ShogunData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    let prov = |c: &str| -> Vec<Candidate> {
        s.holdings(c)
            .into_iter()
            .map(|p| {
                let zh = data.card(s.side, &p).map(|c| c.zh).unwrap_or_default();
                Candidate::new(p.clone()).label(Text::new(p.clone(), format!("{p} {zh}")))
            })
            .collect()
    };
    match (action, key) {
        ("plan", "player") => s
            .colours()
            .into_iter()
            .filter(|c| !s.plans.contains_key(c))
            .map(|c| Candidate::new(c.clone()).label(Text::new(c.clone(), colour_zh(&c))))
            .collect(),
        ("plan", k) => {
            let who = s
                .colours()
                .into_iter()
                .find(|c| !s.plans.contains_key(c))
                .unwrap_or_default();
            let mut v = Vec::new();
            if k == "bid" {
                for b in ["4", "3", "2", "1", "0"] {
                    v.push(
                        Candidate::grouped("Chest cards", b)
                            .label(Text::new(format!("{b} chest(s)"), format!("{b} 宝箱"))),
                    );
                }
                v.push(Candidate::new("none").label(Text::new("empty", "空")));
                v.extend(prov(&who));
            } else if Act::parse(k).is_some() {
                v.push(
                    Candidate::new("chest")
                        .label(Text::new("chest card (blank)", "宝箱卡（空行动）")),
                );
                v.extend(prov(&who));
            }
            v
        }
        ("draft", "card") => {
            let Some(d) = &s.draft else { return vec![] };
            let mut v: Vec<Candidate> = d
                .face_up
                .iter()
                .map(|p| Candidate::grouped("Face up", p.clone()))
                .collect();
            if s.options.virtual_decks {
                v.push(Candidate::new("deck").label(Text::new("top card of the deck", "牌堆顶")));
            } else {
                v.extend(
                    s.provinces
                        .iter()
                        .filter(|(n, p)| p.owner.is_none() && !d.face_up.contains(n))
                        .map(|(n, _)| Candidate::grouped("In the deck", n.clone())),
                );
            }
            v
        }
        ("draft", "portion") => {
            let Some(d) = &s.draft else { return vec![] };
            let Some(c) = s.players.get(d.turn).map(|p| &p.colour) else {
                return vec![];
            };
            let mut p = d.portions.get(c).cloned().unwrap_or_default();
            p.dedup();
            p.into_iter()
                .map(|x| Candidate::new(x.to_string()))
                .collect()
        }
        ("draft", "turned") | ("draft-deal", "face-up") => {
            let up = s
                .draft
                .as_ref()
                .map(|d| d.face_up.clone())
                .unwrap_or_default();
            s.provinces
                .iter()
                .filter(|(n, p)| p.owner.is_none() && !up.contains(n))
                .map(|(n, _)| Candidate::new(n.clone()))
                .collect()
        }
        ("take-seat", "position") => (1..=5u8)
            .filter(|p| !s.seats.values().any(|x| x == p))
            .map(|p| {
                let sp = s
                    .special_order
                    .get((p - 1) as usize)
                    .map(|x| x.words())
                    .unwrap_or(("", ""));
                Candidate::new(p.to_string()).label(Text::new(
                    format!("{p}: {}", sp.0),
                    format!("{p}：{}", sp.1),
                ))
            })
            .collect(),
        ("war", "to") => match s.current() {
            Some((act, c)) => {
                let x = s.planned(&c, act).unwrap_or_default();
                war_targets(data, s, &c, &x)
                    .into_iter()
                    .map(Candidate::new)
                    .collect()
            }
            None => vec![],
        },
        ("recruit", "to") => match s.current() {
            Some((act, c)) if act == Act::Recruit1 => {
                let x = s.planned(&c, act).unwrap_or_default();
                data.neighbours(s.side, &x)
                    .into_iter()
                    .filter(|y| {
                        s.provinces.get(y).and_then(|p| p.owner.as_deref()) == Some(c.as_str())
                    })
                    .map(Candidate::new)
                    .collect()
            }
            _ => vec![],
        },
        ("winter-revolt", "province") => s
            .winter
            .iter()
            .find(|w| !w.drawn.is_empty())
            .map(|w| w.drawn.iter().cloned().map(Candidate::new).collect())
            .unwrap_or_default(),
        ("turn-action", "card") => ACTS
            .iter()
            .filter(|a| !s.action_order.contains(a))
            .map(|a| Candidate::new(a.key()).label(Text::new(a.words().0, a.words().1)))
            .collect(),
        ("deal", "action-order") => ACTS
            .iter()
            .map(|a| Candidate::new(a.key()).label(Text::new(a.words().0, a.words().1)))
            .collect(),
        ("deal", "special-order") => SPECIALS
            .iter()
            .map(|a| Candidate::new(a.key()).label(Text::new(a.words().0, a.words().1)))
            .collect(),
        ("deal", "events") | ("reveal", "event") => {
            let ids: Vec<String> = if action == "reveal" {
                s.events_up.clone()
            } else {
                data.events
                    .iter()
                    .map(|e| e.id.clone())
                    .filter(|e| !s.event_deck.contains(e))
                    .collect()
            };
            ids.into_iter()
                .filter_map(|id| data.event(&id).cloned())
                .map(|e| {
                    let (en, zh) = e.effect.words();
                    Candidate::new(e.id.clone()).label(Text::new(
                        format!("{}: {en}", e.id),
                        format!("{}：{zh}", e.id),
                    ))
                })
                .collect()
        }
        _ => vec![],
    }
}

/// Odds of a war before the throw: seeded Monte Carlo over the tower model (the seed is the number of
/// throws so far, so the same state gives the same odds).
pub fn action_odds(
    data: &ShogunData,
    s: &State,
    call: &ActionCall,
) -> Option<Result<Vec<Odds>, RuleError>> {
    if call.name == "collect" || call.name == "winter-revolt" {
        return revolt_odds(data, s, call);
    }
    if call.name != "war" {
        return None;
    }
    Some((|| {
        let a: War = parse(&call.params)?;
        let (act, c) = s
            .current()
            .ok_or_else(|| RuleError::forbidden("5.6", "no action now"))?;
        let x = s.planned(&c, act).unwrap_or_default();
        let y = data
            .card(s.side, &a.to)
            .map(|c| c.name)
            .ok_or_else(|| RuleError::input("to", "unknown province"))?;
        let prov = s
            .provinces
            .get(&y)
            .ok_or_else(|| RuleError::input("to", "not in play"))?;
        if !war_targets(data, s, &c, &x).contains(&y) {
            return Err(RuleError::forbidden(
                "6 A9",
                format!("{y} cannot be entered from {x}"),
            ));
        }
        let m = a.cubes as u32 + u32::from(a.attack_extra);
        let mut thrown = Cubes::new();
        thrown.insert(c.clone(), m);
        let (kind, defender) = match &prov.owner {
            Some(q) if *q == c => {
                return Ok(vec![Odds {
                    outcome: "move".into(),
                    probability: 1.0,
                    label: Some(Text::new("plain move, no throw", "普通移动，不投塔").into()),
                }]);
            }
            Some(q) => {
                thrown.insert(
                    q.clone(),
                    prov.cubes + u32::from(a.defence_extra) + u32::from(a.castle_extra),
                );
                (Kind::Invasion, Some(q.clone()))
            }
            None => {
                let k = match (
                    s.event_effect(data) == Some(Effect::TwoPeasants),
                    s.options.e11_adds,
                ) {
                    (false, _) => 1,
                    (true, false) => 2,
                    (true, true) => 3,
                };
                thrown.insert(PEASANT.into(), k);
                (Kind::Expansion, None)
            }
        };
        let b = BattleSetup {
            kind,
            attacker: c.clone(),
            defender,
            thrown,
            inside: s.tower.inside.clone(),
            tray: s.tower.tray.clone(),
            revolt_marker: prov.revolts > 0,
        };
        let (aw, dw, tie) =
            war::battle_odds(s.tower.model, &b, 2006 + s.tower.log.len() as u64, TRIALS)?;
        Ok(vec![
            Odds {
                outcome: "winner=attacker".into(),
                probability: aw,
                label: Some(Text::new(format!("{c} takes {y}"), format!("{c} 夺取 {y}")).into()),
            },
            Odds {
                outcome: "winner=defender".into(),
                probability: dw,
                label: Some(Text::new(format!("{y} holds"), format!("{y} 守住")).into()),
            },
            Odds {
                outcome: "winner=tie".into(),
                probability: tie,
                label: Some(
                    Text::new(
                        format!("tie: {y} becomes neutral"),
                        format!("平局：{y} 成为中立"),
                    )
                    .into(),
                ),
            },
        ])
    })())
}

pub fn outcome_text(res: &Resolution) -> Text {
    let g = |k: &str| res.result.get(k).cloned().unwrap_or(Value::Null);
    let n = |k: &str| g(k).as_u64().unwrap_or(0);
    match res.procedure.as_str() {
        "war" => {
            let w = g("winner");
            let p = g("province");
            let (en, zh) = match (w.as_str(), p.as_str()) {
                (Some("attacker"), Some("attacker")) => {
                    ("attacker wins and takes the province", "攻方获胜，夺取领地")
                }
                (Some("attacker"), _) => (
                    "the rebels win: the province becomes neutral",
                    "起义成功：领地成为中立",
                ),
                (Some("defender"), Some("defender")) => ("defender holds", "守方守住"),
                (Some("defender"), _) => (
                    "attack fails; the province is neutral",
                    "进攻失败；领地为中立",
                ),
                _ => ("tie: the province becomes neutral", "平局：领地成为中立"),
            };
            Text::new(
                format!(
                    "{en} · placed {}/{} · back to supply {}/{} · peasants to bank {}",
                    n("attacker_placed"),
                    n("defender_placed"),
                    n("attacker_returned"),
                    n("defender_returned"),
                    n("peasants_to_bank")
                ),
                format!(
                    "{zh} · 留驻 {}/{} · 回供应区 {}/{} · 民军回公区 {}",
                    n("attacker_placed"),
                    n("defender_placed"),
                    n("attacker_returned"),
                    n("defender_returned"),
                    n("peasants_to_bank")
                ),
            )
        }
        "winter" => Text::new(
            format!(
                "rice left {} · shortage {} · {} revolt(s), {} peasant cube(s) each",
                n("rice_after"),
                n("shortage"),
                n("revolting_provinces"),
                n("peasant_cubes")
            ),
            format!(
                "剩余稻米 {} · 短缺 {} · {} 处起义，每处 {} 个民军",
                n("rice_after"),
                n("shortage"),
                n("revolting_provinces"),
                n("peasant_cubes")
            ),
        ),
        "turn-order" => {
            let order: Vec<String> = serde_json::from_value(g("order")).unwrap_or_default();
            Text::new(
                format!("turn order {}", order.join(" → ")),
                format!("顺位 {}", order.join(" → ")),
            )
        }
        "tower" => Text::new(
            format!("{} cube(s) out", n("out_total")),
            format!("出塔 {} 个方块", n("out_total")),
        ),
        _ => crate::core::ruleset::generic_outcome_text(res),
    }
}

pub fn action_label(action: &str) -> Text {
    let (en, zh) = match action {
        "draft-deal" => ("Turn up two province cards", "翻开两张领地卡"),
        "draft" => ("Take a province", "选取领地"),
        "prime-tower" => ("Prime the tower", "初始投塔"),
        "deal" => ("Deal the cards", "发牌"),
        "plan" => ("Plan (private)", "秘密规划"),
        "reveal" => ("Draw the event and reveal the bids", "抽事件并亮出价"),
        "take-seat" => ("Place daimyo", "大名就位"),
        "turn-action" => ("Turn up the next action card", "翻开下一张行动卡"),
        "build" => ("Build", "建造"),
        "collect" => ("Collect", "征收"),
        "recruit" => ("Recruit", "招募"),
        "war" => ("War / move", "战争/调动"),
        "skip" => ("Cannot do it", "无法执行"),
        "winter" => ("Winter", "冬季"),
        "winter-draw" => ("Draw the revolting provinces", "抽起义领地"),
        "winter-revolt" => ("Resolve a revolt", "镇压起义"),
        "score-year" => ("Score the year", "年终计分"),
        "calibrate" => ("Calibrate the tower", "校准骰塔"),
        other => return crate::core::text::humanise_key(other),
    };
    Text::new(en, zh)
}

/// Odds of a collection revolt (rule 7.4) or a winter revolt (rule 7.5) before the throw, by the same
/// seeded Monte Carlo; `None` when the action throws nothing.
fn revolt_odds(
    data: &ShogunData,
    s: &State,
    call: &ActionCall,
) -> Option<Result<Vec<Odds>, RuleError>> {
    let (kind, c, x, extra) = if call.name == "collect" {
        let (act, c) = s.current()?;
        let x = s.planned(&c, act)?;
        (Kind::CollectionRevolt, c, x, 0)
    } else {
        let w = s.winter.iter().find(|w| !w.drawn.is_empty())?;
        let x = call.params.opt_text("province")?;
        let x = data.card(s.side, &x).map(|c| c.name)?;
        (Kind::WinterRevolt, w.colour.clone(), x, w.peasants)
    };
    let prov = s.provinces.get(&x)?;
    if kind == Kind::CollectionRevolt && prov.revolts == 0 {
        return None;
    }
    let mut thrown = Cubes::new();
    thrown.insert(c.clone(), prov.cubes);
    thrown.insert(PEASANT.into(), prov.revolts + extra);
    let b = BattleSetup {
        kind,
        attacker: String::new(),
        defender: Some(c.clone()),
        thrown,
        inside: s.tower.inside.clone(),
        tray: s.tower.tray.clone(),
        revolt_marker: prov.revolts > 0,
    };
    Some(
        war::battle_odds(s.tower.model, &b, 2006 + s.tower.log.len() as u64, TRIALS).map(
            |(rebels, owner, _)| {
                vec![
                    Odds {
                        outcome: "province=defender".into(),
                        probability: owner,
                        label: Some(
                            Text::new(format!("{c} keeps {x}"), format!("{c} 保住 {x}")).into(),
                        ),
                    },
                    Odds {
                        outcome: "province=neutral".into(),
                        probability: rebels,
                        label: Some(
                            Text::new(
                                format!("the rebels win: {x} becomes neutral"),
                                format!("起义成功：{x} 成为中立"),
                            )
                            .into(),
                        ),
                    },
                ]
            },
        ),
    )
}

// ---------------------------------------------------------------- guards

fn phase_is(s: &State, p: Phase, rule: &str) -> Result<(), (String, String)> {
    if s.phase == p {
        Ok(())
    } else {
        let (en, _) = s.phase.words();
        Err((rule.into(), format!("not now: the table is at “{en}”")))
    }
}

/// Why an action cannot be taken now (rule, reason), or `None`. The one guard per action, used by the
/// prompt and by `apply`.
pub fn blocked(data: &ShogunData, s: &State, name: &str) -> Option<(String, String)> {
    let r = match name {
        "draft-deal" => phase_is(s, Phase::DraftDeal, "3.4"),
        "draft" => phase_is(s, Phase::Draft, "3.6"),
        "prime-tower" => phase_is(s, Phase::Prime, "3.9"),
        "deal" => phase_is(s, Phase::Deal, "5.1"),
        "plan" => phase_is(s, Phase::Planning, "5.3"),
        "reveal" => phase_is(s, Phase::Reveal, "5.4"),
        "take-seat" => phase_is(s, Phase::Seating, "5.5"),
        "turn-action" => phase_is(s, Phase::Actions, "5.6.4").and_then(|_| {
            if s.awaiting_action_card() {
                Ok(())
            } else if s.options.virtual_decks {
                Err((
                    "5.6.4".into(),
                    "the app turns the action cards in this game".into(),
                ))
            } else {
                Err((
                    "5.6.4".into(),
                    "the next action card is turned when this action is done".into(),
                ))
            }
        }),
        "build" | "collect" | "recruit" | "war" | "skip" if s.awaiting_action_card() => Err((
            "5.6.4".into(),
            format!(
                "first turn action card {} face up and type it",
                s.action_order.len() + 1
            ),
        )),
        "build" | "collect" | "recruit" | "war" => {
            phase_is(s, Phase::Actions, "5.6").and_then(|_| {
                let (act, _) = s
                    .current()
                    .ok_or(("5.6".to_string(), "no action".to_string()))?;
                let fits = match name {
                    "build" => act.building().is_some(),
                    "collect" => matches!(act, Act::Rice | Act::Tax),
                    "recruit" => matches!(act, Act::Recruit5 | Act::Recruit3 | Act::Recruit1),
                    _ => matches!(act, Act::WarA | Act::WarB),
                };
                if !fits {
                    return Err((
                        "5.6".into(),
                        format!("the action now is “{}”", act.words().0),
                    ));
                }
                match impossible(data, s) {
                    Some(why) => Err(why),
                    None => Ok(()),
                }
            })
        }
        "skip" => phase_is(s, Phase::Actions, "5.6").and_then(|_| match impossible(data, s) {
            Some(_) => Ok(()),
            None => Err((
                "6".into(),
                "the action can be carried out, so it must be (P16)".into(),
            )),
        }),
        "winter" => phase_is(s, Phase::Winter, "8.1"),
        "winter-draw" => phase_is(s, Phase::WinterDraw, "8.2"),
        "winter-revolt" => phase_is(s, Phase::WinterRevolt, "8.2"),
        "score-year" => phase_is(s, Phase::Scoring, "9"),
        "calibrate" => {
            if s.phase == Phase::Over {
                Err(("10".into(), "the game is over".into()))
            } else {
                Ok(())
            }
        }
        _ => Err(("-".into(), format!("unknown action {name}"))),
    };
    r.err()
}

/// Digest P16: the current action truly cannot be carried out.
pub fn impossible(data: &ShogunData, s: &State) -> Option<(String, String)> {
    let (act, c) = s.current()?;
    let x = s.planned(&c, act)?;
    let p = s.player(&c)?;
    let prov = s.provinces.get(&x)?;
    let rule = act.rule();
    if p.coins < act.cost() {
        return Some((
            rule,
            format!("{} coins needed, {c} has {}", act.cost(), p.coins),
        ));
    }
    if let Some(b) = act.building() {
        let card = data.card(s.side, &x)?;
        if prov.has(b) {
            return Some((rule, format!("{x} already has a {}", b.words().0)));
        }
        if prov.buildings() >= card.slots {
            return Some((rule, format!("{x} has no free building slot")));
        }
        if s.built(b) >= b.stock() {
            return Some((rule, format!("no {} markers left (P20)", b.words().0)));
        }
    }
    if matches!(act, Act::WarA | Act::WarB) {
        if prov.cubes < 2 {
            return Some((
                rule,
                format!(
                    "{x} has {} cube(s): at least 2 are needed to move one",
                    prov.cubes
                ),
            ));
        }
        if war_targets(data, s, &c, &x).is_empty() {
            return Some((rule, format!("no province next to {x} may be entered")));
        }
    }
    None
}

/// Legal destinations of a war & move from X (rule 6 A9, event E3/E4).
pub fn war_targets(data: &ShogunData, s: &State, c: &str, x: &str) -> Vec<String> {
    let temple_safe = s.event_effect(data) == Some(Effect::TempleSafe);
    data.neighbours(s.side, x)
        .into_iter()
        .filter(|y| match s.provinces.get(y) {
            None => false, // P21: provinces out of play
            Some(p) => {
                let other = p.owner.is_some() && p.owner.as_deref() != Some(c);
                !(temple_safe && other && p.temple)
            }
        })
        .collect()
}

// ---------------------------------------------------------------- prompt

/// The prompt in English (what the journal and the CLI show).
pub fn prompt(data: &ShogunData, s: &State) -> Prompt {
    prompt_lang(data, s, Lang::En)
}

/// The prompt with its step and action buttons in `lang` (one language at a time, never both side by
/// side); the hints are written in English and put into 中文 by the phrasebook (`Ruleset::prompt_in`).
pub fn prompt_lang(data: &ShogunData, s: &State, lang: Lang) -> Prompt {
    let (sen, szh) = s.season_words();
    let (pen, pzh) = s.phase.words();
    let step = match lang {
        Lang::En | Lang::Ja => format!("Year {} · {sen} · {pen}", s.year),
        Lang::Zh => format!("第 {} 年 · {szh} · {pzh}", s.year),
    };
    let mut pr = Prompt {
        step: step.into(),
        hints: vec![],
        actions: vec![],
    };
    let add = |name: &str, en: &str, zh: &str| {
        let words = match lang {
            Lang::En | Lang::Ja => en,
            Lang::Zh => zh,
        };
        let mut a = PromptAction::new(name, words);
        if let Some((rule, why)) = blocked(data, s, name) {
            a = a.blocked(&rule, why);
        }
        a
    };
    match s.phase {
        Phase::DraftDeal => {
            pr.hints.push(if s.options.virtual_decks {
                "The app shuffles the province cards in use and turns two face up (rule 3.4)".into()
            } else {
                "Shuffle the province cards in use, turn two face up and type them (rule 3.4)"
                    .into()
            });
            pr.actions.push(add(
                "draft-deal",
                "Turn up two province cards",
                "翻开两张领地卡",
            ));
        }
        Phase::Draft => {
            if let Some(d) = &s.draft
                && let Some(c) = s.players.get(d.turn).map(|p| &p.colour)
            {
                let left: Vec<String> = d
                    .portions
                    .get(c)
                    .map(|v| v.iter().map(u32::to_string).collect())
                    .unwrap_or_default();
                pr.hints.push(format!(
                    "{c} takes {} or the top card of the deck, and places one portion ({}) there (rule 3.6)",
                    d.face_up.join(" / "),
                    left.join(", ")
                ).into());
            }
            pr.actions.push(add("draft", "Take a province", "选取领地"));
        }
        Phase::Prime => {
            pr.hints.push(format!(
                "Each player throws 7 cubes, with 10 peasant cubes, into the tower at once (rule 3.9){}",
                if s.options.model_tower { "" } else { "; type the cubes that came out" }
            ).into());
            pr.actions
                .push(add("prime-tower", "Prime the tower", "初始投塔"));
        }
        Phase::Deal => {
            pr.hints.push(if s.options.virtual_decks {
                "The app shuffles and deals the action and special cards (rule 5.1–5.2)".into()
            } else {
                "Deal the action cards and special cards; type action cards 1–5 (face up) and the special cards in the order dealt (rule 5.1–5.2)".into()
            });
            pr.actions.push(add("deal", "Deal the cards", "发牌"));
        }
        Phase::Planning => {
            let waiting: Vec<String> = s
                .colours()
                .into_iter()
                .filter(|c| !s.plans.contains_key(c))
                .collect();
            pr.hints.push(format!(
                "In private, one at a time: bid card and action spaces (rule 5.3). Still to plan: {}",
                waiting.join(", ")
            ).into());
            let mut a = add("plan", "Plan (private)", "秘密规划");
            if let Some(c) = waiting.first() {
                a = a.preset("player", c.clone());
            }
            pr.actions.push(a);
        }
        Phase::Reveal => {
            pr.hints.push(
                "Draw this round's event, then everyone turns the bid card up (rule 5.4–5.5)"
                    .into(),
            );
            if !s.options.virtual_decks {
                pr.hints.push(
                    "Equal bids: shuffle those players' daimyo cards, draw them one at a time and type the order drawn (rule 5.5.3)"
                        .into(),
                );
            }
            pr.actions.push(add(
                "reveal",
                "Draw the event and reveal the bids",
                "抽事件并亮出价",
            ));
        }
        Phase::Seating => {
            let next = s.bid_order.iter().find(|c| !s.seats.contains_key(*c));
            if let Some(c) = next {
                pr.hints.push(
                    format!("{c} places the daimyo on a free special card (rule 5.5)").into(),
                );
            }
            pr.actions
                .push(add("take-seat", "Place daimyo", "大名就位"));
        }
        Phase::Actions if s.awaiting_action_card() => {
            pr.hints.push(
                format!(
                    "Action {} is done: turn action card {} face up and type it (rule 5.6.4)",
                    s.step,
                    s.action_order.len() + 1
                )
                .into(),
            );
            pr.actions.push(add(
                "turn-action",
                "Turn up the next action card",
                "翻开下一张行动卡",
            ));
        }
        Phase::Actions => {
            if let Some((act, c)) = s.current() {
                let x = s.planned(&c, act).unwrap_or_default();
                // One language at a time: the English name here, its 中文 from the phrasebook
                // (`words::names_zh`), never both side by side.
                let en = act.words().0;
                pr.hints.push(
                    format!(
                        "Action {} of 10: {en} — {c} on {x} (rule {})",
                        s.step + 1,
                        act.rule()
                    )
                    .into(),
                );
                pr.hints.extend(
                    action_flags(data, s, act, &c, &x)
                        .into_iter()
                        .map(Msg::from),
                );
                let (name, en2, zh2) = match act {
                    Act::Castle | Act::Temple | Act::Theatre => ("build", "Build", "建造"),
                    Act::Rice | Act::Tax => ("collect", "Collect", "征收"),
                    Act::Recruit5 | Act::Recruit3 | Act::Recruit1 => ("recruit", "Recruit", "招募"),
                    Act::WarA | Act::WarB => ("war", "War / move", "战争/调动"),
                };
                pr.actions.push(add(name, en2, zh2));
                pr.actions.push(add("skip", "Cannot do it", "无法执行"));
            }
        }
        Phase::Winter => {
            pr.hints.push(
                "Rice loss from the event card left face up, then the revolt table (rule 8)".into(),
            );
            pr.actions.push(add("winter", "Winter", "冬季"));
        }
        Phase::WinterDraw => {
            if let Some(w) = s.winter.iter().find(|w| !w.drawn_done) {
                pr.hints.push(
                    format!(
                        "{} draws {} of {}'s province cards (rule 8.2, P5)",
                        s.left_of(&w.colour),
                        w.count,
                        w.colour
                    )
                    .into(),
                );
            }
            pr.actions.push(add(
                "winter-draw",
                "Draw the revolting provinces",
                "抽起义领地",
            ));
        }
        Phase::WinterRevolt => {
            if let Some(w) = s.winter.iter().find(|w| !w.drawn.is_empty()) {
                pr.hints.push(
                    format!(
                        "{} resolves a revolt in one of: {} (rule 7.5)",
                        w.colour,
                        w.drawn.join(", ")
                    )
                    .into(),
                );
                let mut a = add("winter-revolt", "Resolve a revolt", "镇压起义");
                a = a.preset("province", w.drawn[0].clone());
                pr.actions.push(a);
            }
        }
        Phase::Scoring => {
            pr.hints
                .push("Score provinces, buildings and region majorities (rule 9)".into());
            pr.actions
                .push(add("score-year", "Score the year", "年终计分"));
        }
        Phase::Over => {
            pr.hints.push(game_over_words(s).into());
        }
    }
    if s.phase != Phase::Over {
        pr.actions
            .push(add("calibrate", "Calibrate the tower", "校准骰塔"));
    }
    pr
}

/// The optional flags of the action now, said where they apply (rule 2.4 Attack/Defence, rule 2.6
/// E1/E2 castle cube and E5/E6 revolt marker), each with the form's label for it.
fn action_flags(data: &ShogunData, s: &State, act: Act, c: &str, x: &str) -> Vec<String> {
    let mut v = Vec::new();
    let fx = s.event_effect(data);
    let ev = s
        .event
        .as_deref()
        .map(|e| data.event_words(e))
        .unwrap_or_default();
    match act {
        Act::WarA | Act::WarB => {
            if s.specials.get(c) == Some(&super::state::Special::Attack) {
                v.push(format!(
                    "{c} holds the Attack card: 1 more cube from the supply may join an attack (Attack card +1, rule 2.4)"
                ));
            }
            let targets = war_targets(data, s, c, x);
            for y in &targets {
                let Some(p) = s.provinces.get(y) else {
                    continue;
                };
                let Some(q) = p.owner.as_deref().filter(|q| *q != c) else {
                    continue;
                };
                if s.specials.get(q) == Some(&super::state::Special::Defence) {
                    v.push(format!(
                        "If {y} is attacked, {q} holds the Defence card and may add 1 cube from the supply (Defence card +1, rule 2.4)"
                    ));
                }
                if fx == Some(Effect::CastleDefence) && p.castle {
                    v.push(format!(
                        "Event {ev}: if {y} is attacked, its castle lets {q} add 1 cube from the supply (Castle event +1, rule 2.6)"
                    ));
                }
            }
        }
        Act::Theatre
            if fx == Some(Effect::TheatreCalm)
                && s.provinces.get(x).is_some_and(|p| p.revolts > 0) =>
        {
            v.push(format!(
                "Event {ev}: building the theatre may also remove 1 revolt marker from {x} (Remove a revolt marker, rule 2.6, P24)"
            ));
        }
        _ => {}
    }
    v
}

/// Rule 10 in one line: the winner, and how a tie on points was broken (coins), or shared (P22).
pub fn game_over_words(s: &State) -> String {
    let score = |c: &str| s.player(c).map(|p| (p.score, p.coins)).unwrap_or((0, 0));
    let Some(w) = s.winners.first() else {
        return "Game over (rule 10)".into();
    };
    let (pts, coins) = score(w);
    let level: Vec<String> = s
        .players
        .iter()
        .filter(|p| p.score == pts)
        .map(|p| p.colour.clone())
        .collect();
    if s.winners.len() > 1 {
        format!(
            "Game over: shared victory of {}, tied on {pts} points and {coins} coins (rule 10, P22)",
            s.winners.join(", ")
        )
    } else if level.len() > 1 {
        let others: Vec<String> = level
            .iter()
            .filter(|c| *c != w)
            .map(|c| format!("{c} {}", score(c).1))
            .collect();
        format!(
            "Game over: {w} wins: tied on {pts} points with {}, {w} has the most coins ({coins} against {}) (rule 10)",
            level
                .iter()
                .filter(|c| *c != w)
                .cloned()
                .collect::<Vec<_>>()
                .join(", "),
            others.join(", ")
        )
    } else {
        format!("Game over: {w} wins with {pts} points (rule 10)")
    }
}
