//! What the players see: the "what now" prompt, the status bar, undo hints, the score and the
//! plain-text listing of every unit and castle.

use serde_json::{Value, json};

use super::actions::step_text;
use super::data::Rank;
use super::data::SaigokuData;
use super::effects::morale_str;
use super::guards::cannot_act;
use super::guards::force_blocked;
use super::names::*;
use super::procedures as pr;
use super::state::{Force, Pending, State, Step};
use crate::core::{Params, Prompt, PromptAction, Status};

pub fn prompt(_d: &SaigokuData, s: &State) -> Prompt {
    let mut pr = Prompt {
        step: step_text(s).into(),
        ..Default::default()
    };
    let act = |n: &str, l: &str| PromptAction::new(n, l);
    if let Some(p) = &s.pending {
        match p {
            Pending::SkirmishDamage {
                damage,
                eliminate,
                defenders,
                ..
            } => {
                pr.step = format!(
                    "{}{}",
                    pr.step.en(),
                    " · skirmish: the defender takes damage"
                )
                .into();
                pr.hints.push(
                    format!(
                        "{} take {damage} damage{}: steps first, the rest as retreat hexes (max 4)",
                        defenders.join("、"),
                        if *eliminate { " ●" } else { "" }
                    )
                    .into(),
                );
                pr.actions.push(act("take-damage", "Take the damage"));
            }
            Pending::SkirmishAfter { retreated, .. } => {
                pr.step = format!("{}{}", pr.step.en(), " · skirmish: after the attack").into();
                let mut c = act("counterattack", "Counterattack");
                if *retreated {
                    c = c.blocked("23-6", "defenders that retreated cannot counterattack");
                }
                pr.actions.push(c);
                let mut pu = act("pursue", "Pursue");
                if !retreated {
                    pu = pu.blocked("23-5-1", "pursuit only follows a retreat");
                } else if let Pending::SkirmishAfter { from, .. } = p
                    && let Some((rule, why)) = super::guards::pursuit_blocked(s, from)
                {
                    pu = pu.blocked(&rule, why);
                }
                pr.actions.push(pu);
                pr.actions.push(act("end-combat", "End the combat"));
            }
            Pending::Battle { last, .. } => {
                pr.step = format!("{}{}", pr.step.en(), " · decisive battle").into();
                pr.actions.push(act("battle-round", "Fight an exchange"));
                let mut e = act("battle-end", "End the battle");
                if last.map(|(a, b)| a == b).unwrap_or(true) {
                    e = e.blocked("24-2-5", "only after an exchange one side won");
                }
                pr.actions.push(e);
            }
            Pending::Withdraw { forces, from, to } => {
                pr.step = format!("{}{}", pr.step.en(), " · the garrison withdraws").into();
                pr.hints.push(match to {
                    Some(h) => format!(
                        "{} follow the others from {from} to {h} (20-3-2)",
                        forces.join("、")
                    ).into(),
                    None => format!(
                        "{} leave {from} for one hex with friendly units or a friendly castle; with none, they surrender (20-3-2)",
                        forces.join("、")
                    ).into(),
                });
                for f in forces {
                    let mut a =
                        act("relocate", &format!("Withdraw: {f}")).preset("force", f.as_str());
                    if let Some(h) = to {
                        a = a.preset("to", h.as_str());
                    }
                    pr.actions.push(a);
                }
            }
            Pending::BattleRetreat {
                forces, withdraw, ..
            } => {
                if *withdraw {
                    // 24-2-5, 24-2-7: 1 hex each, no roll, no morale loss.
                    pr.step = format!(
                        "{}{}",
                        pr.step.en(),
                        " · the decisive battle is over: retreat 1 hex"
                    )
                    .into();
                    pr.hints.push(
                        format!(
                            "to place 1 hex away, without morale loss: {}",
                            forces.join("、")
                        )
                        .into(),
                    );
                    for f in forces {
                        pr.actions.push(
                            act("battle-retreat", &format!("Retreat 1 hex: {f}"))
                                .preset("force", f.as_str()),
                        );
                    }
                } else {
                    pr.step = format!("{}{}", pr.step.en(), " · retreat after the decisive battle")
                        .into();
                    pr.hints
                        .push(format!("to roll: {}", forces.join("、")).into());
                    for f in forces {
                        pr.actions.push(
                            act("battle-retreat", &format!("Retreat roll: {f}"))
                                .preset("force", f.as_str()),
                        );
                    }
                }
            }
        }
        return pr;
    }
    match &s.step {
        Step::Setup => {
            pr.hints.push("Place the counters and castle markers (see the checklist); form forces in each hex.".into());
            pr.actions
                .push(act("reorganise", "Form a force (free at set-up)"));
            let mut m = act("move", "Move 1 MP before play (毛利氏, scenario 1)");
            if s.scenario != "1" {
                m = m.blocked("34.7 (1)", "only in scenario 1");
            }
            pr.actions.push(m);
            pr.actions.push(act("advance", "Start Inning 1"));
        }
        Step::Situation => {
            let mut a = act("ouchi-activation", "Roll the 大内氏 activation");
            if s.activation_rolled {
                a = a.blocked("36.7 (1)", "already rolled this Inning");
            }
            pr.actions.push(a);
            pr.actions.push(act("activate", "Activation trigger"));
            let mut adv = act("advance", "Go to the supply check");
            if !s.activation_rolled {
                adv = adv.blocked("36.7 (1)", "roll the activation first");
            }
            pr.actions.push(adv);
        }
        Step::Supply => {
            pr.hints.push("Every force on the map traces to its 本城; list those that cannot (garrisons in own castles are exempt).".into());
            // 8-3-2: an army whose 本城 is ruined or in enemy hands traces no supply line at all.
            for a in s.armies.iter().filter(|a| !a.destroyed) {
                let Some(h) = &a.home else { continue };
                let lost = s
                    .castle(h)
                    .map(|c| {
                        c.ruined
                            || c.owner.as_ref().map(|o| s.side_of_army(o)) != Some(a.side.clone())
                    })
                    .unwrap_or(false);
                if lost {
                    pr.hints.push(format!("{} has lost its 本城 {h}: none of its forces outside its castles can trace (8-3-2)", a.name).into());
                }
            }
            let mut a = act("supply-check", "Supply-line check");
            if s.supply_done {
                a = a.blocked("11-3-1", "already made this Inning");
            }
            pr.actions.push(a);
            let mut adv = act("advance", "Start stage 1");
            if !s.supply_done {
                adv = adv.blocked("11-3-1", "make the supply check first");
            }
            pr.actions.push(adv);
        }
        Step::Ops { phase } => {
            let may: Vec<String> = s
                .forces
                .iter()
                .filter(|f| cannot_act(s, f).is_none())
                .map(|f| format!("{} ({})", f.leader, f.hex))
                .collect();
            if may.is_empty() {
                pr.hints.push("No force of this army may act now.".into());
            } else {
                // A long list would not fit the prompt: name a few, count the rest (the roster marks
                // every force that may act).
                const SHOWN: usize = 5;
                let more = may.len().saturating_sub(SHOWN);
                pr.hints.push(if more == 0 {
                    format!("May act: {}", may.join(", ")).into()
                } else {
                    format!(
                        "May act: {}, and {more} more (marked in the roster)",
                        may[..SHOWN].join(", ")
                    )
                    .into()
                });
            }
            let eligible: Vec<&Force> = s
                .forces
                .iter()
                .filter(|f| cannot_act(s, f).is_none())
                .collect();
            // The first force each action's own guard accepts (the guard `apply` runs too).
            let first = |n: &str| {
                eligible
                    .iter()
                    .find(|f| force_blocked(s, n, f).is_none())
                    .copied()
            };
            let candidates: [(&str, &str, &str, Option<&Force>, &str); 9] = [
                (
                    MOVE,
                    "Move",
                    "15",
                    first(MOVE),
                    "every eligible force is besieging (18-4-1) or held in place (34.7 (2))",
                ),
                (
                    SIEGE,
                    "Establish a siege",
                    "18-1",
                    first(SIEGE),
                    "no eligible force stands in an enemy castle hex (17-1-1)",
                ),
                (
                    ASSAULT,
                    "Assault",
                    "19",
                    first(ASSAULT),
                    "no eligible force outside a castle stands in an enemy castle hex (17-1-1, 19-1, 20-1-1)",
                ),
                (
                    SURRENDER,
                    "Demand surrender",
                    "20",
                    first(SURRENDER),
                    "no eligible commander is besieging a castle it may still summon (20-1)",
                ),
                (
                    SKIRMISH,
                    "Skirmish",
                    "23",
                    first(SKIRMISH),
                    "every eligible force is besieging (18-4-1) or garrisoned with no enemy in its hex (23-7)",
                ),
                (
                    BATTLE,
                    "Decisive battle",
                    "24",
                    first(BATTLE),
                    "no eligible 总大将 in the field (24-1-1, 24-1-6, 18-4-1)",
                ),
                (
                    RALLY,
                    "Morale recovery",
                    "26",
                    first(RALLY),
                    "no eligible force has lost morale (26)",
                ),
                (
                    REPLACE,
                    "Replacement",
                    "14",
                    first(REPLACE),
                    "no eligible commander (14-1-2)",
                ),
                (
                    REORGANISE,
                    "Reorganise",
                    "13",
                    first(REORGANISE),
                    "no eligible commander (13-1-1)",
                ),
            ];
            for (n, l, rule, first, why) in candidates {
                let mut a = act(n, l);
                match first {
                    _ if eligible.is_empty() => {
                        a = a.blocked(
                            rule,
                            "no force of the phasing army may act in this stage (12-2-4)",
                        );
                    }
                    Some(f) => match n {
                        "replace" | "reorganise" => a = a.preset("commander", f.leader.as_str()),
                        // 18-1: every force of the side in that hex that may still join, so
                        // the preset reaches the siege requirement the guard counted on.
                        "siege" => {
                            let side = s.force_side(f);
                            let joining: Vec<&str> = s
                                .forces
                                .iter()
                                .filter(|g| {
                                    g.hex == f.hex
                                        && !g.garrison
                                        && !g.besieging
                                        && s.force_side(g) == side
                                        && cannot_act(s, g).is_none()
                                })
                                .map(|g| g.leader.as_str())
                                .collect();
                            a = a.preset("forces", json!(joining))
                        }
                        _ => a = a.preset("force", f.leader.as_str()),
                    },
                    None => a = a.blocked(rule, why),
                }
                pr.actions.push(a);
            }
            let mut lift = act("lift-siege", "Lift a siege");
            let armies: Vec<String> = s.phase_armies(phase).iter().map(|a| a.id.clone()).collect();
            if !s
                .forces
                .iter()
                .any(|f| f.besieging && armies.contains(&s.force_army(f)))
            {
                lift = lift.blocked("18-3-1", "no force of this army is besieging");
            }
            pr.actions.push(lift);
            // 36.7 (2): an 尼子方 unit entering 周防/長門, or attacking 大内氏/益田氏, activates them at
            // once (the app has no map: the players say when).
            if s.scenario == "3" && s.armies.iter().any(|a| !a.active) {
                pr.actions.push(act(
                    ACTIVATE,
                    "Activation trigger: an 尼子方 unit entered 周防/長門 (36.7 (2))",
                ));
            }
            let due = s.siege_checks_due(phase);
            if !due.is_empty() {
                pr.hints
                    .push(format!("After the actions: siege checks of {}", due.join(", ")).into());
            }
            let mut adv = act("advance", "End the ops phase");
            if super::actions::miyanoo_due(s) && due.is_empty() {
                pr.hints.push(
                    "The game ends with this phase: record who holds 宮之尾城 (35.6 (2)).".into(),
                );
                pr.actions.push(act(MIYANOO, "Record who holds 宮之尾城"));
                adv = adv.blocked("35.6 (2)", "record who holds 宮之尾城 first");
            }
            pr.actions.push(adv);
        }
        Step::SiegeChecks { phase } => {
            let due = s.siege_checks_due(phase);
            for h in &due {
                let name = s.castle(h).map(|c| c.name.clone()).unwrap_or_default();
                pr.actions.push(
                    act("siege-check", &format!("Siege check: {name} ({h})"))
                        .preset("castle", h.as_str()),
                );
                pr.actions.push(
                    act("open-castle", &format!("Open {name} by agreement (20-4)"))
                        .preset("castle", h.as_str()),
                );
            }
            let mut adv = act("advance", "End the ops phase");
            if !due.is_empty() {
                adv = adv.blocked("18-2", "make the siege checks first");
            } else if super::actions::miyanoo_due(s) {
                pr.hints.push(
                    "The game ends with this phase: record who holds 宮之尾城 (35.6 (2)).".into(),
                );
                pr.actions.push(act(MIYANOO, "Record who holds 宮之尾城"));
                adv = adv.blocked("35.6 (2)", "record who holds 宮之尾城 first");
            }
            pr.actions.push(adv);
        }
        Step::End => {
            pr.hints.push("The game is over: see the score.".into());
        }
    }
    pr
}

pub fn status(d: &SaigokuData, s: &State) -> Status {
    let stage = match s.step {
        Step::Setup => "set-up".to_string(),
        _ if s.stage == 0 => "start".to_string(),
        _ => s.stage.to_string(),
    };
    let mut st = Status {
        track: vec![
            (
                "Inning".into(),
                format!("{}/{}", s.inning, s.innings).into(),
            ),
            ("Stage".into(), stage.into()),
        ],
        phase: step_text(s).into(),
        winner: None,
    };
    // The set-up choice between scoring (rule 32) and the scenario's historical condition, in words.
    let victory = match s.victory.as_str() {
        "game" => "by score (32)".to_string(),
        other => other.to_string(),
    };
    st.track.push(("Victory".into(), victory.into()));
    if s.scenario == "3" {
        st.track.push((
            "Fallen 大内方 castles".into(),
            s.ouchi_fallen.to_string().into(),
        ));
    }
    if s.scenario == "2" {
        let free = if s.ouchi_free_sea_used {
            "used"
        } else {
            "available"
        };
        st.track.push(("大内氏 free sailing".into(), free.into()));
    }
    if s.step == Step::End {
        let v = score_state(d, s);
        st.winner = v.get("winner").and_then(Value::as_str).map(Into::into);
    }
    st
}

pub fn undo_hints(before: &State, after: &State) -> Vec<String> {
    let mut out = Vec::new();
    for ub in &before.units {
        let Some(ua) = after.unit(&ub.name) else {
            continue;
        };
        if ub.steps == ua.steps {
            continue;
        }
        let hex = before
            .force_of(&ub.name)
            .map(|f| f.hex.clone())
            .unwrap_or_default();
        out.push(match (ub.steps, ua.steps) {
            (b, 0) => format!(
                "put {} back on the map in {hex}{}",
                ub.name,
                if b == 1 {
                    " on its reduced side"
                } else {
                    " at full strength"
                }
            ),
            (2, 1) => format!("flip {} back to full strength", ub.name),
            (1, 2) => format!("flip {} back to its reduced side", ub.name),
            _ => format!("{} back to {} step(s)", ub.name, ub.steps),
        });
    }
    for fb in &before.forces {
        let fa = after
            .force(&fb.leader)
            .or_else(|| after.force_of(&fb.leader));
        let Some(fa) = fa else { continue };
        if fa.hex != fb.hex {
            out.push(format!(
                "move {}'s force back from {} to {}",
                fb.leader, fa.hex, fb.hex
            ));
        }
        if fa.leader != fb.leader || fa.members != fb.members {
            out.push(format!(
                "rebuild {}'s force: {}",
                fb.leader,
                if fb.members.is_empty() {
                    "alone".into()
                } else {
                    fb.members.join("、")
                }
            ));
        }
        if fa.garrison != fb.garrison {
            out.push(if fb.garrison {
                format!("put the 籠城 marker back on {}", fb.leader)
            } else {
                format!("remove the 籠城 marker from {}", fb.leader)
            });
        }
        if fa.besieging != fb.besieging {
            let castle = before
                .castle(&fb.hex)
                .map(|c| c.name.clone())
                .unwrap_or(fb.hex.clone());
            out.push(if fb.besieging {
                format!("put the siege marker back on {} at {castle}", fb.leader)
            } else {
                format!("remove the siege marker of {} from {castle}", fb.leader)
            });
        }
        if fa.morale != fb.morale && fa.leader == fb.leader {
            out.push(format!(
                "set {}'s morale back to {}",
                fb.leader,
                morale_str(fb.morale)
            ));
        }
    }
    for cb in &before.castles {
        let Some(ca) = after.castle(&cb.hex) else {
            continue;
        };
        if ca.durability != cb.durability {
            out.push(format!(
                "set {} ({}) durability back to {}",
                cb.name, cb.hex, cb.durability
            ));
        }
        if ca.owner != cb.owner || ca.ruined != cb.ruined {
            out.push(match &cb.owner {
                Some(o) => format!(
                    "put the {} castle marker back on {} ({})",
                    before.army(o).map(|a| a.name.clone()).unwrap_or(o.clone()),
                    cb.name,
                    cb.hex
                ),
                None => format!(
                    "{} ({}) is a ruin again: remove its castle marker",
                    cb.name, cb.hex
                ),
            });
        }
        if ca.morale != cb.morale {
            out.push(format!(
                "set {} morale back to {}",
                cb.name,
                morale_str(cb.morale)
            ));
        }
        // The surrender answer markers A and B (20-3).
        if ca.no_more_demands != cb.no_more_demands {
            out.push(if cb.no_more_demands {
                format!("put the A marker back on {} (20-3 A)", cb.name)
            } else {
                format!("remove the A marker from {} (20-3 A)", cb.name)
            });
        }
        if ca.refused != cb.refused {
            out.push(if cb.refused {
                format!("put the B marker back on {} (20-3 B)", cb.name)
            } else {
                format!("remove the B marker from {} (20-3 B)", cb.name)
            });
        }
    }
    if before.ouchi_fallen != after.ouchi_fallen {
        out.push(format!(
            "set the 大内方 fallen-castle counter back to {} (36.7 (1))",
            before.ouchi_fallen
        ));
    }
    if before.ouchi_free_sea_used != after.ouchi_free_sea_used {
        out.push("大内氏's free sailing is unused again (35.7 ⑥)".into());
    }
    if before.inning != after.inning {
        out.push(format!("move the Inning marker back to {}", before.inning));
    }
    if before.stage != after.stage || before.step != after.step {
        out.push(format!("back to: {}", step_text(before)));
    }
    if before.activation_rolled != after.activation_rolled {
        out.push(format!(
            "the 大内氏 activation roll of Inning {} is taken back",
            before.inning
        ));
    }
    if before.supply_done != after.supply_done {
        out.push(format!(
            "the supply check of Inning {} is taken back",
            before.inning
        ));
    }
    for a in &before.armies {
        if after
            .army(&a.id)
            .map(|x| x.active != a.active)
            .unwrap_or(false)
        {
            out.push(format!("{} is inactive again", a.name));
        }
    }
    if out.is_empty() {
        out.push("nothing to change on the table".into());
    }
    out
}

/// Castle levels come from the castle list, ranks of removed units from the counters (placeholders
/// until the players fill them in): the score names them.
fn score_placeholders(d: &SaigokuData, s: &State, r: &crate::core::Resolution) -> Vec<String> {
    let mut ph = r.placeholders.clone();
    if d.castle_list.placeholder {
        ph.push("castle-list".to_string());
    }
    if d.counters_grid.placeholder && !s.eliminated.is_empty() {
        ph.push("counters".to_string());
    }
    ph.dedup();
    ph
}

pub fn score_state(d: &SaigokuData, s: &State) -> Value {
    let castles: Vec<pr::ScoreCastle> = s
        .castles
        .iter()
        .filter(|c| !c.ruined)
        .filter_map(|c| {
            let o = c.owner.as_ref()?;
            Some(pr::ScoreCastle {
                hex: c.hex.clone(),
                level: c.level,
                side: s.side_of_army(o),
            })
        })
        .collect();
    let eliminated: Vec<pr::ScoreElim> = s
        .eliminated
        .iter()
        .map(|e| pr::ScoreElim {
            rank: e.rank.id().into(),
            side: e.side.clone(),
        })
        .collect();
    let input = pr::ScoreInput {
        scenario: s.scenario.clone(),
        castles,
        eliminated,
    };
    let mut v = match pr::score(d, &input) {
        Ok(r) => match pr::read::<pr::ScoreOutcome>(&r) {
            Ok(out) => json!({
                "sides": out.sides,
                "breakdown": out.breakdown,
                "leader": out.leader,
                "placeholders": score_placeholders(d, s, &r),
            }),
            Err(e) => json!({"error": e.to_string()}),
        },
        Err(e) => json!({"error": e.to_string()}),
    };
    v["victory"] = json!(s.victory);
    if s.victory == "historical" && s.scenario == "3" {
        // 36.6 (2): 尼子方 holds 郡山城 and has removed at least half of the 毛利氏 units (≥ 3 of 5).
        let holds = s
            .castle("3418")
            .and_then(|c| c.owner.clone())
            .map(|o| s.side_of_army(&o) == "amago")
            .unwrap_or(false);
        let removed = s.eliminated.iter().filter(|e| e.army == "mori").count();
        let total = s.units.iter().filter(|u| u.army == "mori").count();
        let amago = holds && removed * 2 >= total;
        v["historical"] = json!({"holds_3418": holds, "mori_removed": removed, "mori_units": total, "amago_wins": amago});
        if s.step == Step::End {
            v["winner"] = json!(if amago { "amago" } else { "ouchi" });
        }
    } else if s.victory == "historical" && s.scenario == "2" {
        // 35.6 (2): 大内方 wins by holding 宮之尾城 (its hex is only in the castle list: the players
        // record the holder with the `miyanoo` action).
        let ouchi = s.miyanoo.as_deref() == Some("ouchi");
        let holder = s.miyanoo.as_deref().filter(|h| *h != "none");
        v["historical"] = json!({"miyanoo_holder": holder, "miyanoo_recorded": s.miyanoo.is_some(), "ouchi_wins": ouchi});
        if s.step == Step::End {
            v["winner"] = json!(if ouchi { "ouchi" } else { "mori" });
        }
    } else if s.step == Step::End {
        v["winner"] = v["leader"].clone();
    }
    v
}

pub fn show_text(d: &SaigokuData, s: &State) -> String {
    use std::fmt::Write;
    let scen = d.scenario(&s.scenario);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "西国之雄 — scenario {} {} · victory: {}",
        s.scenario,
        scen.map(|x| x.full_title.as_str()).unwrap_or(""),
        s.victory
    );
    let _ = writeln!(out, "{}", step_text(s));
    let on: Vec<&String> = s
        .options
        .iter()
        .filter(|(_, v)| **v)
        .map(|(k, _)| k)
        .collect();
    if !on.is_empty() {
        let _ = writeln!(
            out,
            "options: {}",
            on.iter().map(|k| k.as_str()).collect::<Vec<_>>().join(", ")
        );
    }
    for side in scen.map(|x| x.side.clone()).unwrap_or_default() {
        let _ = writeln!(out, "\n== {} ({}) ==", side.name, side.id);
        for a in s.armies.iter().filter(|a| a.side == side.id) {
            let _ = writeln!(
                out,
                "-- {} [{} phase]{}{} 本城 {}",
                a.name,
                State::phase_name(&a.phase),
                if a.active { "" } else { " INACTIVE" },
                if a.destroyed { " DESTROYED" } else { "" },
                a.home.clone().unwrap_or("-".into())
            );
            for f in s.forces.iter().filter(|f| s.force_army(f) == a.id) {
                let units: Vec<String> = f
                    .all()
                    .iter()
                    .filter_map(|n| s.unit(n))
                    .map(|u| {
                        format!(
                            "{}{} {}/{}{}",
                            u.rank.stars(),
                            u.name,
                            u.current_strength(),
                            if u.steps == 2 { "full" } else { "reduced" },
                            if u.immobile { " immobile" } else { "" }
                        )
                    })
                    .collect();
                let _ = writeln!(
                    out,
                    "  {} · morale {} · strength {} · rating {}{}{}{} · {}",
                    f.hex,
                    morale_str(f.morale),
                    s.force_strength(f),
                    s.action_rating(f),
                    if f.garrison { " · 籠城" } else { "" },
                    if f.besieging { " · besieging" } else { "" },
                    if f.acted { " · acted" } else { "" },
                    units.join(", ")
                );
            }
        }
    }
    let _ = writeln!(out, "\n== castles ==");
    for c in &s.castles {
        let owner = c
            .owner
            .as_ref()
            .and_then(|o| s.army(o))
            .map(|a| a.name.clone())
            .unwrap_or("—".into());
        let _ = writeln!(
            out,
            "  {} {} · level {} · durability {}/{} · morale {} · {}{}{}{}{}{}",
            c.hex,
            c.name,
            c.level,
            c.durability,
            c.max_durability,
            morale_str(s.castle_morale(&c.hex)),
            owner,
            if c.home_of.is_some() {
                " · 本城"
            } else {
                ""
            },
            if c.ruined { " · 废城" } else { "" },
            if s.is_besieged(&c.hex) {
                " · BESIEGED"
            } else {
                ""
            },
            if c.no_more_demands { " · A" } else { "" },
            if c.refused { " · B" } else { "" }
        );
    }
    if !s.eliminated.is_empty() {
        let _ = writeln!(out, "\n== eliminated ==");
        for e in &s.eliminated {
            let _ = writeln!(
                out,
                "  {}{} ({}, {}) · {} · Inning {} stage {}",
                e.rank.stars(),
                e.unit,
                e.army,
                e.side,
                e.cause,
                e.inning,
                e.stage
            );
        }
    }
    out
}

/// The inputs of a `resolve` procedure as the state gives them, for dialogs and odds before a roll.
/// `subject` is a force leader (assault, surrender, rally, interception) or a castle hex (siege-check,
/// siege-requirement). What only the board shows (terrain, river, supply) gets a neutral default the
/// players correct. None when the subject does not fit the procedure.
pub fn procedure_inputs(s: &State, procedure: &str, subject: &str) -> Option<Params> {
    let p = Params::new();
    // The enemy castle in the force's hex.
    let castle_of_force = |f: &Force| {
        s.castle(&f.hex)
            .filter(|c| {
                !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)) != Some(s.force_side(f))
            })
            .cloned()
    };
    let garrison_strength =
        |hex: &str| -> i64 { s.garrison_of(hex).iter().map(|f| s.force_strength(f)).sum() };
    let besiegers = |hex: &str| -> (i64, i64) {
        let b = s.besiegers_of(hex);
        (
            b.iter().map(|f| s.force_strength(f)).sum(),
            b.iter().map(|f| f.morale).min().unwrap_or(0),
        )
    };
    match procedure {
        "siege-requirement" => {
            let c = s.castle(subject)?;
            Some(
                p.with("level", c.level)
                    .with("strength", besiegers(subject).0),
            )
        }
        "siege-check" => {
            let c = s.castle(subject)?;
            let units: usize = s
                .garrison_of(subject)
                .iter()
                .map(|f| s.force_units(f))
                .sum();
            Some(
                p.with("level", c.level)
                    .with("garrison-units", units as i64)
                    .with("garrison-morale", s.castle_morale(subject))
                    .with("besieger-morale", besiegers(subject).1),
            )
        }
        "interception" => {
            let f = s.force(subject)?;
            let c = castle_of_force(f)?;
            Some(
                p.with("garrison-strength", garrison_strength(&c.hex))
                    .with(
                        "field-mod",
                        s.garrison_best(&c.hex).map(|u| u.field).unwrap_or(0),
                    )
                    .with("garrison-morale", s.castle_morale(&c.hex))
                    .with("assault-morale", f.morale),
            )
        }
        "assault" => {
            let f = s.force(subject)?;
            let c = castle_of_force(f)?;
            Some(
                p.with("strength", s.force_strength(f))
                    .with("level", c.level)
                    .with("terrain", "clear")
                    .with("assault-morale", f.morale)
                    .with("castle-morale", s.castle_morale(&c.hex)),
            )
        }
        "surrender" => {
            let f = s.force(subject)?;
            let c = castle_of_force(f)?;
            let leader = match s.garrison_best(&c.hex).map(|u| u.rank) {
                Some(Rank::Sotaisho) => "sotaisho",
                Some(Rank::Taisho) => "taisho",
                _ => "none",
            };
            Some(
                p.with("durability", c.durability)
                    .with("garrison-leader", leader)
                    .with("demander-morale", f.morale)
                    .with("castle-morale", s.castle_morale(&c.hex))
                    .with("refused-before", c.refused),
            )
        }
        "rally" => {
            let f = s.force(subject)?;
            let rank = s.leader(f).map(|u| u.rank).unwrap_or(Rank::Busho);
            Some(p.with("supplied", false).with("leader", rank.id()))
        }
        "ouchi-activation" => Some(
            p.with("inning", s.inning.min(20) as i64)
                .with("fallen-castles", s.ouchi_fallen),
        ),
        _ => None,
    }
}
