//! What the players see: the "what now" prompt, the status bar, undo hints, the score and the
//! plain-text listing of every unit and castle.

use serde_json::{Value, json};

use super::action::Action;
use super::actions::step_text;
use super::data::Rank;
use super::data::SaigokuData;
use super::effects::morale_str;
use super::guards::can_act;
use super::procedures as pr;
use super::state::{Force, Pending, State, Step};
use crate::core::{Msg, Params, Prompt, PromptAction, Sep, Status};

/// The step as the heading, the status line and the listing name it. Once the supply-line check of
/// the start stage is made [11-3-1] the step still waits for "start stage 1", but the heading says the
/// check is done and what comes next instead of asking for it again (issue 21 point 7).
pub fn step_heading(s: &State) -> Msg {
    match s.step {
        Step::Supply if s.supply_done => {
            crate::msg!("saigoku-inning-start-stage-supply-done", inning = s.inning)
        }
        _ => step_text(s),
    }
}

pub fn prompt(_d: &SaigokuData, s: &State) -> Prompt {
    let mut pr = Prompt {
        step: step_heading(s),
        ..Default::default()
    };
    let act = |a: Action, l: crate::core::Msg| PromptAction::new(a.name(), l);
    if let Some(p) = &s.pending {
        match p {
            Pending::SkirmishDamage {
                damage,
                eliminate,
                defenders,
                ..
            } => {
                pr.step = Msg::join(
                    [pr.step.clone(), crate::msg!("saigoku-step-skirmish-damage")],
                    Sep::Dot,
                );
                pr.hints.push(crate::msg!(
                    "saigoku-take-damage-steps-first-rest",
                    defenders = defenders.join("、"),
                    damage = *damage,
                    eliminate = if *eliminate { " ●" } else { "" }
                ));
                pr.actions
                    .push(act(Action::TakeDamage, crate::msg!("saigoku-take-damage")));
            }
            Pending::SkirmishAfter { retreated, .. } => {
                pr.step = Msg::join(
                    [pr.step.clone(), crate::msg!("saigoku-step-skirmish-after")],
                    Sep::Dot,
                );
                let mut c = act(Action::Counterattack, crate::msg!("saigoku-counterattack"));
                if *retreated {
                    c = c.blocked(
                        "23-6",
                        crate::msg!("saigoku-defenders-that-retreated-cannot-counterattack"),
                    );
                }
                pr.actions.push(c);
                let mut pu = act(Action::Pursue, crate::msg!("saigoku-pursue"));
                if !retreated {
                    pu = pu.blocked(
                        "23-5-1",
                        crate::msg!("saigoku-pursuit-only-follows-retreat"),
                    );
                } else if let Pending::SkirmishAfter { from, .. } = p
                    && let Some((rule, why)) = super::guards::pursuit_blocked(s, from)
                {
                    pu = pu.blocked(&rule, why);
                }
                pr.actions.push(pu);
                pr.actions
                    .push(act(Action::EndCombat, crate::msg!("saigoku-end-combat")));
            }
            Pending::Battle { last, .. } => {
                pr.step = Msg::join(
                    [pr.step.clone(), crate::msg!("saigoku-step-battle")],
                    Sep::Dot,
                );
                pr.actions.push(act(
                    Action::BattleRound,
                    crate::msg!("saigoku-fight-exchange"),
                ));
                let mut e = act(Action::BattleEnd, crate::msg!("saigoku-end-battle"));
                if last.map(|(a, b)| a == b).unwrap_or(true) {
                    e = e.blocked(
                        "24-2-5",
                        crate::msg!("saigoku-only-after-exchange-one-side"),
                    );
                }
                pr.actions.push(e);
            }
            Pending::Withdraw { forces, from, to } => {
                pr.step = Msg::join(
                    [pr.step.clone(), crate::msg!("saigoku-step-withdraw")],
                    Sep::Dot,
                );
                pr.hints.push(match to {
                    Some(h) => crate::msg!(
                        "saigoku-follow-others-from",
                        forces = forces.join("、"),
                        from = from,
                        h = h
                    ),
                    None => crate::msg!(
                        "saigoku-leave-for-one-hex-with",
                        forces = forces.join("、"),
                        from = from
                    ),
                });
                for f in forces {
                    let mut a = act(Action::Relocate, crate::msg!("saigoku-withdraw-2", f = f))
                        .preset("force", f.as_str());
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
                    pr.step = Msg::join(
                        [pr.step.clone(), crate::msg!("saigoku-step-battle-over")],
                        Sep::Dot,
                    );
                    pr.hints.push(crate::msg!(
                        "saigoku-place-hex-away-without-morale",
                        forces = forces.join("、")
                    ));
                    for f in forces {
                        pr.actions.push(
                            act(
                                Action::BattleRetreat,
                                crate::msg!("saigoku-retreat-hex", f = f),
                            )
                            .preset("force", f.as_str()),
                        );
                    }
                } else {
                    pr.step = Msg::join(
                        [pr.step.clone(), crate::msg!("saigoku-step-battle-retreat")],
                        Sep::Dot,
                    );
                    pr.hints
                        .push(crate::msg!("saigoku-roll", forces = forces.join("、")));
                    for f in forces {
                        pr.actions.push(
                            act(
                                Action::BattleRetreat,
                                crate::msg!("saigoku-retreat-roll", f = f),
                            )
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
            pr.hints
                .push(crate::msg!("saigoku-place-counters-castle-markers-see"));
            pr.actions.push(act(
                Action::Reorganise,
                crate::msg!("saigoku-form-force-free-at-set"),
            ));
            let mut m = act(
                Action::Move,
                crate::msg!("saigoku-move-mp-before-play-scenario"),
            );
            if s.scenario != "1" {
                m = m.blocked("34.7 (1)", crate::msg!("saigoku-only-scenario"));
            }
            pr.actions.push(m);
            pr.actions
                .push(act(Action::Advance, crate::msg!("saigoku-start-inning")));
        }
        Step::Situation => {
            let mut a = act(
                Action::OuchiActivation,
                crate::msg!("saigoku-roll-activation"),
            );
            if s.activation_rolled {
                a = a.blocked(
                    "36.7 (1)",
                    crate::msg!("saigoku-already-rolled-this-inning"),
                );
            }
            pr.actions.push(a);
            pr.actions.push(act(
                Action::Activate,
                crate::msg!("saigoku-activation-trigger"),
            ));
            let mut adv = act(Action::Advance, crate::msg!("saigoku-go-supply-check"));
            if !s.activation_rolled {
                adv = adv.blocked("36.7 (1)", crate::msg!("saigoku-roll-activation-first"));
            }
            pr.actions.push(adv);
        }
        Step::Supply => {
            pr.hints
                .push(crate::msg!("saigoku-every-force-on-map-traces"));
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
                    pr.hints.push(crate::msg!(
                        "saigoku-has-lost-none-forces-outside",
                        name = &a.name,
                        h = h
                    ));
                }
            }
            let mut a = act(
                Action::SupplyCheck,
                crate::msg!("saigoku-supply-line-check"),
            );
            if s.supply_done {
                a = a.blocked("11-3-1", crate::msg!("saigoku-already-made-this-inning"));
            }
            pr.actions.push(a);
            let mut adv = act(Action::Advance, crate::msg!("saigoku-start-stage"));
            if !s.supply_done {
                adv = adv.blocked("11-3-1", crate::msg!("saigoku-make-supply-check-first"));
            }
            pr.actions.push(adv);
        }
        Step::Ops { phase } => {
            let eligible: Vec<&Force> = s.forces.iter().filter(|f| can_act(s, f)).collect();
            if eligible.is_empty() {
                pr.hints.push(crate::msg!("saigoku-no-force-this-army-may"));
            } else {
                // A long list would not fit the prompt: name a few, count the rest (the roster marks
                // every force that may act). Only the few named are written (issue 23).
                const SHOWN: usize = 5;
                // Listed with the reader's comma ("、" in 中文 and 日本語).
                let may = Msg::join(
                    eligible
                        .iter()
                        .take(SHOWN)
                        .map(|f| Msg::plain(format!("{} ({})", f.leader, f.hex))),
                    Sep::Comma,
                );
                let more = eligible.len().saturating_sub(SHOWN);
                pr.hints.push(if more == 0 {
                    crate::msg!("saigoku-may-act", may = may)
                } else {
                    crate::msg!("saigoku-may-act-more-marked-roster", may = may, more = more)
                });
            }
            // The first force each action's own guard accepts (the guard `apply` runs too). These
            // forces may act, so of the guard only the action's own checks are left, unless a
            // combat under way holds every force back (22).
            let pending = super::guards::pending_blocks(s).is_some();
            let first = |n: Action| {
                eligible
                    .iter()
                    .find(|f| !pending && super::guards::action_blocked(s, n, f).is_none())
                    .copied()
            };
            let candidates: [(
                Action,
                crate::core::Msg,
                &str,
                Option<&Force>,
                crate::core::Msg,
            ); 9] = [
                (
                    Action::Move,
                    crate::msg!("saigoku-move"),
                    "15",
                    first(Action::Move),
                    crate::msg!("saigoku-every-eligible-force-besieging-or"),
                ),
                (
                    Action::Siege,
                    crate::msg!("saigoku-establish-siege"),
                    "18-1",
                    first(Action::Siege),
                    crate::msg!("saigoku-no-eligible-force-stands-enemy"),
                ),
                (
                    Action::Assault,
                    crate::msg!("saigoku-assault"),
                    "19",
                    first(Action::Assault),
                    crate::msg!("saigoku-no-eligible-force-outside-castle"),
                ),
                (
                    Action::Surrender,
                    crate::msg!("saigoku-demand-surrender"),
                    "20",
                    first(Action::Surrender),
                    crate::msg!("saigoku-no-eligible-commander-besieging-castle"),
                ),
                (
                    Action::Skirmish,
                    crate::msg!("saigoku-skirmish"),
                    "23",
                    first(Action::Skirmish),
                    crate::msg!("saigoku-every-eligible-force-besieging-or-2"),
                ),
                (
                    Action::Battle,
                    crate::msg!("saigoku-decisive-battle"),
                    "24",
                    first(Action::Battle),
                    crate::msg!("saigoku-no-eligible-field"),
                ),
                (
                    Action::Rally,
                    crate::msg!("saigoku-morale-recovery"),
                    "26",
                    first(Action::Rally),
                    crate::msg!("saigoku-no-eligible-force-has-lost"),
                ),
                (
                    Action::Replace,
                    crate::msg!("saigoku-replacement"),
                    "14",
                    first(Action::Replace),
                    crate::msg!("saigoku-no-eligible-commander"),
                ),
                (
                    Action::Reorganise,
                    crate::msg!("saigoku-reorganise"),
                    "13",
                    first(Action::Reorganise),
                    crate::msg!("saigoku-no-eligible-commander-2"),
                ),
            ];
            for (n, l, rule, first, why) in candidates {
                let mut a = act(n, l);
                match first {
                    _ if eligible.is_empty() => {
                        a = a.blocked(rule, crate::msg!("saigoku-no-force-phasing-army-may"));
                    }
                    Some(f) => match n {
                        Action::Replace | Action::Reorganise => {
                            a = a.preset("commander", f.leader.as_str())
                        }
                        // 18-1: every force of the side in that hex that may still join, so
                        // the preset reaches the siege requirement the guard counted on.
                        Action::Siege => {
                            let side = s.force_side(f);
                            let joining: Vec<&str> = s
                                .forces
                                .iter()
                                .filter(|g| {
                                    g.hex == f.hex
                                        && !g.garrison
                                        && !g.besieging
                                        && s.side_of(g) == side
                                        && can_act(s, g)
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
            let mut lift = act(Action::LiftSiege, crate::msg!("saigoku-lift-siege"));
            let armies: Vec<String> = s.phase_armies(phase).iter().map(|a| a.id.clone()).collect();
            if !s
                .forces
                .iter()
                .any(|f| f.besieging && armies.contains(&s.force_army(f)))
            {
                lift = lift.blocked(
                    "18-3-1",
                    crate::msg!("saigoku-no-force-this-army-besieging"),
                );
            }
            pr.actions.push(lift);
            // 36.7 (2): an 尼子方 unit entering 周防/長門, or attacking 大内氏/益田氏, activates them at
            // once (the app has no map: the players say when).
            if s.scenario == "3" && s.armies.iter().any(|a| !a.active) {
                pr.actions.push(act(
                    Action::Activate,
                    crate::msg!("saigoku-activation-trigger-unit-entered"),
                ));
            }
            let due = s.siege_checks_due(phase);
            if !due.is_empty() {
                pr.hints.push(crate::msg!(
                    "saigoku-after-actions-siege-checks",
                    due = Msg::join(due.iter().map(Msg::plain), Sep::Comma)
                ));
            }
            let mut adv = act(Action::Advance, crate::msg!("saigoku-end-ops-phase"));
            if super::actions::miyanoo_due(s) && due.is_empty() {
                pr.hints
                    .push(crate::msg!("saigoku-game-ends-with-this-phase"));
                pr.actions.push(act(
                    Action::Miyanoo,
                    crate::msg!("saigoku-record-who-holds"),
                ));
                adv = adv.blocked("35.6 (2)", crate::msg!("saigoku-record-who-holds-first"));
            }
            pr.actions.push(adv);
        }
        Step::SiegeChecks { phase } => {
            let due = s.siege_checks_due(phase);
            for h in &due {
                let name = s.castle(h).map(|c| c.name.clone()).unwrap_or_default();
                pr.actions.push(
                    act(
                        Action::SiegeCheck,
                        crate::msg!("saigoku-siege-check", name = &name, h = h),
                    )
                    .preset("castle", h.as_str()),
                );
                pr.actions.push(
                    act(
                        Action::OpenCastle,
                        crate::msg!("saigoku-open-by-agreement", name = &name),
                    )
                    .preset("castle", h.as_str()),
                );
            }
            let mut adv = act(Action::Advance, crate::msg!("saigoku-end-ops-phase"));
            if !due.is_empty() {
                adv = adv.blocked("18-2", crate::msg!("saigoku-make-siege-checks-first"));
            } else if super::actions::miyanoo_due(s) {
                pr.hints
                    .push(crate::msg!("saigoku-game-ends-with-this-phase"));
                pr.actions.push(act(
                    Action::Miyanoo,
                    crate::msg!("saigoku-record-who-holds"),
                ));
                adv = adv.blocked("35.6 (2)", crate::msg!("saigoku-record-who-holds-first"));
            }
            pr.actions.push(adv);
        }
        Step::End => {
            pr.hints.push(crate::msg!("saigoku-game-over-see-score"));
        }
    }
    pr
}

pub fn status(d: &SaigokuData, s: &State) -> Status {
    let stage = match s.step {
        Step::Setup => crate::msg!("saigoku-stage-set-up"),
        _ if s.stage == 0 => crate::msg!("saigoku-stage-start"),
        _ => Msg::plain(s.stage.to_string()),
    };
    let mut st = Status {
        track: vec![
            (
                crate::msg!("saigoku-inning"),
                Msg::plain(format!("{}/{}", s.inning, s.innings)),
            ),
            (crate::msg!("saigoku-stage"), stage),
        ],
        phase: step_heading(s),
        winner: None,
    };
    // The set-up choice between scoring (rule 32) and the scenario's historical condition, in words.
    st.track.push((
        crate::msg!("saigoku-victory"),
        super::scenarios::victory_name(&s.victory),
    ));
    if s.scenario == "3" {
        st.track.push((
            crate::msg!("saigoku-fallen-castles-2"),
            Msg::plain(s.ouchi_fallen.to_string()),
        ));
    }
    if s.scenario == "2" {
        let free = if s.ouchi_free_sea_used {
            crate::msg!("saigoku-used")
        } else {
            crate::msg!("saigoku-available")
        };
        st.track.push((crate::msg!("saigoku-free-sailing"), free));
    }
    if s.step == Step::End {
        let v = score_state(d, s);
        st.winner = v.get("winner").and_then(Value::as_str).map(|w| {
            let historical = v.get("historical").is_some();
            winner_text(d, s, w, historical)
        });
    }
    st
}

pub fn undo_hints(before: &State, after: &State) -> Vec<crate::core::Msg> {
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
            (b, 0) => crate::msg!(
                "saigoku-put-back-on-map",
                ub = &ub.name,
                hex = &hex,
                strength = if b == 1 {
                    crate::msg!("saigoku-on-reduced-side")
                } else {
                    crate::msg!("saigoku-at-full-strength")
                }
            ),
            (2, 1) => crate::msg!("saigoku-flip-back-full-strength", ub = &ub.name),
            (1, 2) => crate::msg!("saigoku-flip-back-reduced-side", ub = &ub.name),
            _ => crate::msg!("saigoku-back-step", ub = &ub.name, steps = ub.steps),
        });
    }
    for fb in &before.forces {
        let fa = after
            .force(&fb.leader)
            .or_else(|| after.force_of(&fb.leader));
        let Some(fa) = fa else { continue };
        if fa.hex != fb.hex {
            out.push(crate::msg!(
                "saigoku-move-force-back-from",
                leader = &fb.leader,
                hex = &fa.hex,
                hex2 = &fb.hex
            ));
        }
        if fa.leader != fb.leader || fa.members != fb.members {
            out.push(crate::msg!(
                "saigoku-rebuild-force",
                leader = &fb.leader,
                members = if fb.members.is_empty() {
                    crate::msg!("saigoku-alone")
                } else {
                    crate::core::Msg::plain(fb.members.join("、"))
                }
            ));
        }
        if fa.garrison != fb.garrison {
            out.push(if fb.garrison {
                crate::msg!("saigoku-put-marker-back-on", leader = &fb.leader)
            } else {
                crate::msg!("saigoku-remove-marker-from", leader = &fb.leader)
            });
        }
        if fa.besieging != fb.besieging {
            let castle = before
                .castle(&fb.hex)
                .map(|c| c.name.clone())
                .unwrap_or(fb.hex.clone());
            out.push(if fb.besieging {
                crate::msg!(
                    "saigoku-put-siege-marker-back-on",
                    leader = &fb.leader,
                    castle = &castle
                )
            } else {
                crate::msg!(
                    "saigoku-remove-siege-marker-from",
                    leader = &fb.leader,
                    castle = &castle
                )
            });
        }
        if fa.morale != fb.morale && fa.leader == fb.leader {
            out.push(crate::msg!(
                "saigoku-set-morale-back",
                leader = &fb.leader,
                morale = morale_str(fb.morale)
            ));
        }
    }
    for cb in &before.castles {
        let Some(ca) = after.castle(&cb.hex) else {
            continue;
        };
        if ca.durability != cb.durability {
            out.push(crate::msg!(
                "saigoku-set-durability-back",
                cb = &cb.name,
                hex = &cb.hex,
                durability = cb.durability
            ));
        }
        if ca.owner != cb.owner || ca.ruined != cb.ruined {
            out.push(match &cb.owner {
                Some(o) => crate::msg!(
                    "saigoku-put-castle-marker-back-on",
                    o = before.army(o).map(|a| a.name.clone()).unwrap_or(o.clone()),
                    cb = &cb.name,
                    hex = &cb.hex
                ),
                None => crate::msg!(
                    "saigoku-ruin-again-remove-castle-marker",
                    cb = &cb.name,
                    hex = &cb.hex
                ),
            });
        }
        if ca.morale != cb.morale {
            out.push(crate::msg!(
                "saigoku-set-morale-back-2",
                cb = &cb.name,
                morale = morale_str(cb.morale)
            ));
        }
        // The surrender answer markers A and B (20-3).
        if ca.no_more_demands != cb.no_more_demands {
            out.push(if cb.no_more_demands {
                crate::msg!("saigoku-put-marker-back-on-2", cb = &cb.name)
            } else {
                crate::msg!("saigoku-remove-marker-from-2", cb = &cb.name)
            });
        }
        if ca.refused != cb.refused {
            out.push(if cb.refused {
                crate::msg!("saigoku-put-b-marker-back-on", cb = &cb.name)
            } else {
                crate::msg!("saigoku-remove-b-marker-from-b", cb = &cb.name)
            });
        }
    }
    if before.ouchi_fallen != after.ouchi_fallen {
        out.push(crate::msg!(
            "saigoku-set-fallen-castle-counter-back",
            ouchi_fallen = before.ouchi_fallen
        ));
    }
    if before.ouchi_free_sea_used != after.ouchi_free_sea_used {
        out.push(crate::msg!("saigoku-free-sailing-unused-again"));
    }
    if before.inning != after.inning {
        out.push(crate::msg!(
            "saigoku-move-inning-marker-back",
            inning = before.inning
        ));
    }
    if before.stage != after.stage || before.step != after.step {
        out.push(crate::msg!("saigoku-back", before = step_text(before)));
    }
    if before.activation_rolled != after.activation_rolled {
        out.push(crate::msg!(
            "saigoku-activation-roll-inning-taken-back",
            inning = before.inning
        ));
    }
    if before.supply_done != after.supply_done {
        out.push(crate::msg!(
            "saigoku-supply-check-inning-taken-back",
            inning = before.inning
        ));
    }
    for a in &before.armies {
        if after
            .army(&a.id)
            .map(|x| x.active != a.active)
            .unwrap_or(false)
        {
            out.push(crate::msg!("saigoku-inactive-again", name = &a.name));
        }
    }
    if out.is_empty() {
        out.push(crate::msg!("saigoku-nothing-change-on-table"));
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

/// The winner in words: the side's name, and whether it won by score (32) or by the scenario's
/// historical condition (35.6 / 36.6); a level score is a tie.
pub fn winner_text(d: &SaigokuData, s: &State, side: &str, historical: bool) -> Msg {
    if side == "tie" {
        return crate::msg!("saigoku-winner-tie");
    }
    let name = d
        .scenario(&s.scenario)
        .and_then(|x| x.side.iter().find(|y| y.id == side))
        .map(|y| y.name.clone())
        .unwrap_or_else(|| side.to_string());
    if historical {
        let rule = if s.scenario == "2" { "35.6" } else { "36.6" };
        crate::msg!("saigoku-winner-historical", side = name, rule = rule)
    } else {
        crate::msg!("saigoku-winner-score", side = name)
    }
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

pub fn show_text(d: &SaigokuData, s: &State) -> Vec<Msg> {
    let scen = d.scenario(&s.scenario);
    let mut out = vec![
        crate::msg!(
            "saigoku-show-title",
            scenario = &s.scenario,
            title = scen.map(|x| x.full_title.as_str()).unwrap_or(""),
            victory = super::scenarios::victory_name(&s.victory)
        ),
        step_heading(s),
    ];
    let on: Vec<Msg> = s
        .options
        .iter()
        .filter(|(_, v)| **v)
        .map(|(k, _)| super::state::option_label(k))
        .collect();
    if !on.is_empty() {
        out.push(crate::msg!(
            "saigoku-show-options",
            options = Msg::join(on, Sep::Semi)
        ));
    }
    for side in scen.map(|x| x.side.clone()).unwrap_or_default() {
        out.push(Msg::plain(""));
        out.push(Msg::plain(format!("== {} ==", side.name)));
        for a in s.armies.iter().filter(|a| a.side == side.id) {
            out.push(crate::msg!(
                "saigoku-show-army",
                name = &a.name,
                phase = State::phase_name(&a.phase),
                state = if a.destroyed {
                    "destroyed"
                } else if !a.active {
                    "inactive"
                } else {
                    "active"
                },
                home = a.home.clone().unwrap_or("-".into())
            ));
            for f in s.forces.iter().filter(|f| s.force_army(f) == a.id) {
                let units: Vec<Msg> = f
                    .all()
                    .iter()
                    .filter_map(|n| s.unit(n))
                    .map(|u| {
                        crate::msg!(
                            "saigoku-show-unit",
                            rank = u.rank.stars(),
                            name = &u.name,
                            strength = u.current_strength(),
                            steps = u.steps,
                            immobile = if u.immobile { "yes" } else { "no" }
                        )
                    })
                    .collect();
                let mut marks = Vec::new();
                if f.garrison {
                    marks.push(crate::msg!("saigoku-mark-garrison"));
                }
                if f.besieging {
                    marks.push(crate::msg!("saigoku-mark-besieging"));
                }
                if f.acted {
                    marks.push(crate::msg!("saigoku-mark-acted"));
                }
                out.push(crate::msg!(
                    "saigoku-show-force",
                    hex = &f.hex,
                    morale = morale_str(f.morale),
                    strength = s.force_strength(f),
                    rating = s.action_rating(f),
                    marks = Msg::join(marks, Sep::Dot),
                    units = Msg::join(units, Sep::Comma)
                ));
            }
        }
    }
    out.push(Msg::plain(""));
    out.push(crate::msg!("saigoku-show-castles"));
    for c in &s.castles {
        let owner = c
            .owner
            .as_ref()
            .and_then(|o| s.army(o))
            .map(|a| a.name.clone())
            .unwrap_or("—".into());
        let mut marks = vec![Msg::plain(owner)];
        if c.home_of.is_some() {
            marks.push(Msg::plain("本城"));
        }
        if c.ruined {
            marks.push(crate::msg!("saigoku-mark-ruin"));
        }
        if s.is_besieged(&c.hex) {
            marks.push(crate::msg!("saigoku-mark-besieged"));
        }
        if c.no_more_demands {
            marks.push(Msg::plain("A"));
        }
        if c.refused {
            marks.push(Msg::plain("B"));
        }
        out.push(crate::msg!(
            "saigoku-show-castle",
            hex = &c.hex,
            name = &c.name,
            level = c.level,
            durability = c.durability,
            max = c.max_durability,
            morale = morale_str(s.castle_morale(&c.hex)),
            marks = Msg::join(marks, Sep::Dot)
        ));
    }
    if !s.eliminated.is_empty() {
        out.push(Msg::plain(""));
        out.push(crate::msg!("saigoku-show-eliminated"));
        for e in &s.eliminated {
            let army = s
                .army(&e.army)
                .map(|a| a.name.clone())
                .unwrap_or(e.army.clone());
            out.push(crate::msg!(
                "saigoku-show-eliminated-unit",
                rank = e.rank.stars(),
                name = &e.unit,
                army = army,
                cause = e.cause.clone(),
                inning = e.inning,
                stage = e.stage
            ));
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

/// The symbols and colours of the 西国之雄 panel and what each means (a map legend).
pub fn legend() -> Vec<(String, Msg)> {
    let t = |s: &str, m: Msg| (s.to_string(), m);
    vec![
        t("☆", crate::msg!("saigoku-legend-taisho")),
        t("☆☆", crate::msg!("saigoku-legend-sotaisho")),
        t("●●", crate::msg!("saigoku-legend-full")),
        t("●○", crate::msg!("saigoku-legend-reduced")),
        t("■□□□□", crate::msg!("saigoku-legend-morale")),
        t("▮▮▮▯", crate::msg!("saigoku-legend-durability")),
        t("•", crate::msg!("saigoku-legend-force")),
        t("■", crate::msg!("saigoku-legend-colours")),
        t("籠城", crate::msg!("saigoku-legend-garrison")),
        t("本城", crate::msg!("saigoku-legend-home")),
        t("废城", crate::msg!("saigoku-legend-ruin")),
        t("●", crate::msg!("saigoku-legend-eliminates")),
        t("—", crate::msg!("saigoku-legend-no-owner")),
        t("毛̶利̶", crate::msg!("saigoku-legend-struck")),
    ]
}

/// An army's counter colour (the rules give each army its own colour, 7, without naming them: 尼子氏
/// red and 毛利氏 gold as design/ui.md has them, the others our choice); the legend says which is which.
pub fn army_colour(id: &str) -> &'static str {
    match id {
        "mori" => "#b08000",
        "amago" => "#b41e1e",
        "ouchi" => "#6e3296",
        "masuda" => "#285aaa",
        "urakami" => "#1e7850",
        _ => "#696969",
    }
}

/// The board as the panel draws it [4, 7, 8, 10, 15, 16, 17, 25]: the turn track, the combat in
/// progress, each army's forces by hex (units with rank, steps and strength; force morale, strength
/// as the sum of its units and movement allowance 8 − |morale|, 15-6-3), the castles (owner, level,
/// durability, morale, markers) and the removed units. Only public information.
pub fn board(d: &SaigokuData, s: &State) -> crate::core::View {
    use crate::core::view::{Piece, Place, Row, Section, View};
    let mut sections = Vec::new();
    let st = status(d, s);
    let mut track = vec![
        Row::Track {
            label: crate::msg!("saigoku-inning"),
            value: s.inning as i64,
            max: Some(s.innings as i64),
        },
        Row::Value {
            label: crate::msg!("saigoku-view-step"),
            value: step_heading(s),
        },
    ];
    for (k, v) in st.track.iter().skip(1) {
        track.push(Row::Value {
            label: k.clone(),
            value: v.clone(),
        });
    }
    if let Some(w) = st.winner {
        track.push(Row::Line(w));
    }
    sections.push(Section {
        title: crate::msg!("saigoku-view-turn"),
        rule: Some("4".into()),
        rows: track,
    });
    if s.pending.is_some() {
        let p = prompt(d, s);
        let mut rows = vec![Row::Line(p.step)];
        rows.extend(p.hints.into_iter().map(Row::Line));
        sections.push(Section {
            title: crate::msg!("saigoku-view-combat"),
            rule: Some("22".into()),
            rows,
        });
    }
    let sides = d
        .scenario(&s.scenario)
        .map(|x| x.side.clone())
        .unwrap_or_default();
    let mut armies: Vec<&super::state::Army> = s.armies.iter().collect();
    armies.sort_by_key(|a| {
        sides
            .iter()
            .position(|x| x.id == a.side)
            .unwrap_or(sides.len())
    });
    let mut last_side = None;
    for a in armies {
        if last_side != Some(a.side.clone()) {
            last_side = Some(a.side.clone());
            if let Some(side) = sides.iter().find(|x| x.id == a.side) {
                sections.push(Section {
                    title: Msg::plain(side.name.clone()),
                    rule: None,
                    rows: Vec::new(),
                });
            }
        }
        let mut rows = Vec::new();
        let mut state = Vec::new();
        if !a.active {
            state.push(crate::msg!("saigoku-view-inactive"));
        }
        if a.destroyed {
            state.push(crate::msg!("saigoku-view-destroyed"));
        }
        if !state.is_empty() {
            rows.push(Row::Line(Msg::join(state, Sep::Dot)));
        }
        for f in s.forces.iter().filter(|f| s.force_army(f) == a.id) {
            let units: Vec<&super::state::Unit> =
                f.all().iter().filter_map(|n| s.unit(n)).collect();
            let castle = s.castle(&f.hex).map(|c| c.name.clone()).unwrap_or_default();
            let mut markers = vec![crate::msg!(
                "saigoku-view-morale",
                morale = super::dialog::morale_str(f.morale)
            )];
            if f.garrison {
                markers.push(crate::msg!("saigoku-mark-garrison"));
            }
            if f.besieging {
                markers.push(crate::msg!("saigoku-mark-besieging"));
            }
            if f.acted {
                markers.push(crate::msg!("saigoku-mark-acted"));
            }
            rows.push(Row::Place(Place {
                name: format!("{} {castle}", f.hex).trim_end().to_string(),
                owner: None,
                colour: Some(army_colour(&a.id).into()),
                pieces: units
                    .iter()
                    .map(|u| {
                        let mut marks = Vec::new();
                        marks.push(crate::msg!(
                            "saigoku-view-unit",
                            strength = u.current_strength(),
                            field = u.field,
                            action = u.action
                        ));
                        if u.immobile {
                            marks.push(crate::msg!("saigoku-view-immobile"));
                        }
                        Piece {
                            // The counter as it reads: the name, then ☆☆ (总大将) or ☆ (大将).
                            name: format!("{} {}", u.name, u.rank.stars())
                                .trim_end()
                                .to_string(),
                            side: None,
                            colour: Some(army_colour(&a.id).into()),
                            steps: Some((u.steps as i64, 2)),
                            marks,
                        }
                    })
                    .collect(),
                markers,
                at: None,
                pick: Some(f.leader.clone()),
            }));
            rows.push(Row::Formula {
                label: crate::msg!("saigoku-view-strength", leader = &f.leader),
                terms: units
                    .iter()
                    .map(|u| (Msg::plain(u.name.clone()), u.current_strength()))
                    .collect(),
                total: s.force_strength(f),
                rule: Some("9".into()),
            });
            rows.push(Row::Formula {
                label: crate::msg!("saigoku-view-allowance", leader = &f.leader),
                terms: if s.step == Step::Setup {
                    vec![(crate::msg!("saigoku-view-setup-move"), 1)]
                } else {
                    vec![
                        (crate::msg!("saigoku-view-base-mp"), 8),
                        (crate::msg!("saigoku-view-morale-mp"), -f.morale.abs()),
                    ]
                },
                total: super::guards::move_allowance(s, f),
                rule: Some(
                    if s.step == Step::Setup {
                        "34.7 (1)"
                    } else {
                        "15-6-3"
                    }
                    .into(),
                ),
            });
        }
        sections.push(Section {
            title: crate::msg!(
                "saigoku-view-army",
                name = &a.name,
                phase = State::phase_name(&a.phase),
                home = a.home.clone().unwrap_or("—".into())
            ),
            rule: Some("7".into()),
            rows,
        });
    }
    let castles = s
        .castles
        .iter()
        .map(|c| {
            let mut markers = vec![
                crate::msg!(
                    "saigoku-view-durability",
                    durability = c.durability,
                    max = c.max_durability
                ),
                crate::msg!(
                    "saigoku-view-morale",
                    morale = super::dialog::morale_str(s.castle_morale(&c.hex))
                ),
            ];
            if c.home_of.is_some() {
                markers.push(Msg::plain("本城"));
            }
            if c.ruined {
                markers.push(crate::msg!("saigoku-mark-ruin"));
            }
            if s.is_besieged(&c.hex) {
                let by: Vec<String> = s
                    .besiegers_of(&c.hex)
                    .iter()
                    .map(|f| format!("{} ({})", f.leader, s.force_strength(f)))
                    .collect();
                markers.push(crate::msg!(
                    "saigoku-view-besieged-by",
                    forces = by.join("、")
                ));
            }
            if c.no_more_demands {
                markers.push(Msg::plain("A"));
            }
            if c.refused {
                markers.push(Msg::plain("B"));
            }
            let owner = c.owner.as_ref().and_then(|o| s.army(o));
            Row::Place(Place {
                // The castle as the castle list reads: name, hex, level (L0..L3, 8-1).
                name: format!("{} {} L{}", c.name, c.hex, c.level),
                owner: Some(Msg::plain(
                    owner.map(|a| a.name.clone()).unwrap_or("—".into()),
                )),
                colour: owner.map(|a| army_colour(&a.id).to_string()),
                pieces: Vec::new(),
                markers,
                at: None,
                pick: Some(c.hex.clone()),
            })
        })
        .collect();
    sections.push(Section {
        title: crate::msg!("saigoku-view-castles", n = s.castles.len() as i64),
        rule: Some("8".into()),
        rows: castles,
    });
    if !s.eliminated.is_empty() {
        sections.push(Section {
            title: crate::msg!("saigoku-view-eliminated", n = s.eliminated.len() as i64),
            rule: Some("25".into()),
            rows: vec![Row::Table {
                header: vec![
                    crate::msg!("saigoku-view-col-unit"),
                    crate::msg!("saigoku-view-col-army"),
                    crate::msg!("saigoku-view-col-cause"),
                    crate::msg!("saigoku-view-col-when"),
                ],
                rows: s
                    .eliminated
                    .iter()
                    .map(|e| {
                        vec![
                            Msg::plain(format!("{}{}", e.rank.stars(), e.unit)),
                            Msg::plain(
                                s.army(&e.army)
                                    .map(|a| a.name.clone())
                                    .unwrap_or(e.army.clone()),
                            ),
                            e.cause.clone(),
                            crate::msg!("saigoku-view-when", inning = e.inning, stage = e.stage),
                        ]
                    })
                    .collect(),
            }],
        });
    }
    View {
        sections,
        legend: legend(),
    }
}
