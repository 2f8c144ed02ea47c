//! What the state says about an action being filled in (issue 20, `Ruleset::action_view`): the forces
//! and the castle it concerns, the numbers its procedures read from the state (nothing to type), and
//! the step allocations the owner makes (the panel draws a place whose `pick` is a form key as "+1"
//! buttons, one per living unit, with the steps left after the ones already named).

use serde_json::Value;

use super::action::Action;
use super::guards;
use super::state::{Force, Pending, State};
use super::view::{army_colour, procedure_inputs};
use crate::core::view::{Piece, Place, Row, Section, View};
use crate::core::{ActionCall, Msg, Params};

/// Morale as the morale track reads: `0`, `−1` … `−4` (a true minus sign).
pub(super) fn morale_str(m: i64) -> String {
    if m < 0 {
        format!("−{}", -m)
    } else {
        "0".into()
    }
}

fn text(p: &Params, key: &str) -> Option<String> {
    p.get(key)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
}

fn list(p: &Params, key: &str) -> Vec<String> {
    match p.get(key) {
        Some(Value::Array(a)) => a
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect(),
        Some(Value::String(s)) => s
            .split(',')
            .map(|x| x.trim().to_string())
            .filter(|x| !x.is_empty())
            .collect(),
        _ => Vec::new(),
    }
}

fn unit_name(s: &State, n: &str) -> String {
    match s.unit(n).map(|u| u.rank.stars()) {
        Some(st) if !st.is_empty() => format!("{n} {st}"),
        _ => n.to_string(),
    }
}

/// A force in two lines: its leader with hex, strength, morale, field modifier and action rating, then
/// its living units with their steps.
fn force(rows: &mut Vec<Row>, s: &State, f: &Force, role: Msg) {
    rows.push(Row::Line(crate::msg!(
        "saigoku-dialog-force",
        role = role,
        leader = unit_name(s, &f.leader),
        hex = &f.hex,
        strength = s.force_strength(f),
        morale = morale_str(f.morale),
        field = format!("{:+}", s.leader(f).map(|u| u.field).unwrap_or(0)),
        rating = s.action_rating(f) as i64
    )));
    let units: Vec<String> = f
        .all()
        .iter()
        .filter_map(|n| s.unit(n))
        .filter(|u| u.steps > 0)
        .map(|u| {
            format!(
                "{} {}",
                unit_name(s, &u.name),
                if u.steps == 2 { "●●" } else { "●○" }
            )
        })
        .collect();
    rows.push(Row::Line(Msg::plain(units.join("、"))));
}

/// The castle of a hex: title, durability, morale and the garrison's strength and best unit.
fn castle(rows: &mut Vec<Row>, s: &State, hex: &str) {
    let Some(c) = s.castle(hex) else { return };
    let g: i64 = s.garrison_of(hex).iter().map(|f| s.force_strength(f)).sum();
    let best = s
        .garrison_best(hex)
        .map(|u| format!("{} {:+}", unit_name(s, &u.name), u.field))
        .unwrap_or("—".into());
    rows.push(Row::Line(crate::msg!(
        "saigoku-dialog-castle",
        castle = format!("{} {} L{}", c.name, c.hex, c.level),
        durability = c.durability,
        max = c.max_durability,
        morale = morale_str(s.castle_morale(hex)),
        garrison = g,
        best = best
    )));
}

/// A procedure's inputs from the state as one section, each input "label value"; `board` = inputs
/// only the board shows (left out).
fn inputs(out: &mut Vec<Section>, title: Msg, rule: &str, proc_: &str, p: &Params, board: &[&str]) {
    let mut rows = Vec::new();
    for (k, v) in &p.0 {
        if board.contains(&k.as_str()) {
            continue;
        }
        let value = match v {
            Value::Bool(true) => crate::msg!("saigoku-dialog-yes"),
            Value::Bool(false) => crate::msg!("saigoku-dialog-no"),
            Value::Number(n) => Msg::plain(n.to_string()),
            Value::String(x) => Msg::plain(match x.as_str() {
                "sotaisho" => "总大将",
                "taisho" => "大将",
                "busho" | "none" => "—",
                other => other,
            }),
            o => Msg::plain(o.to_string()),
        };
        rows.push(Row::Line(crate::msg!(
            "saigoku-dialog-input",
            key = Msg::dynamic(format!("saigoku-key-proc-{proc_}-{k}")),
            value = value
        )));
    }
    out.push(Section {
        title,
        rule: Some(rule.into()),
        rows,
    });
}

/// The owner names the units that take the steps, one entry per step (`limit`: a unit at most as
/// often as it has steps; else the order units regain or lose steps in). The place's `pick` is the
/// form key the "+1" buttons add to.
fn allocation(
    out: &mut Vec<Section>,
    s: &State,
    call: &ActionCall,
    key: &str,
    leaders: &[String],
    limit: bool,
) {
    let order = list(&call.params, key);
    let mut rows = vec![Row::Line(if order.is_empty() {
        if key == "steps" {
            crate::msg!("saigoku-dialog-all-retreat")
        } else {
            crate::msg!("saigoku-dialog-default-order")
        }
    } else {
        Msg::plain(order.join(" → "))
    })];
    let pieces = leaders
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| f.all())
        .filter_map(|n| s.unit(&n))
        .filter(|u| u.steps > 0)
        .map(|u| {
            let taken = order.iter().filter(|x| **x == u.name).count() as i64;
            Piece {
                name: u.name.clone(),
                side: None,
                colour: Some(army_colour(&u.army).into()),
                steps: limit.then(|| ((u.steps as i64 - taken).max(0), 2)),
                marks: if limit {
                    Vec::new()
                } else {
                    vec![Msg::plain(format!("×{taken}"))]
                },
            }
        })
        .collect();
    rows.push(Row::Place(Place {
        name: String::new(),
        owner: None,
        colour: None,
        pieces,
        markers: Vec::new(),
        at: None,
        pick: Some(key.to_string()),
    }));
    out.push(Section {
        title: if limit {
            crate::msg!("saigoku-dialog-step-losses")
        } else {
            crate::msg!("saigoku-dialog-step-order")
        },
        rule: Some(if limit { "10-2" } else { "14-2" }.into()),
        rows,
    });
}

/// The action view of 西国之雄: see the module comment.
pub fn action_view(s: &State, call: &ActionCall) -> View {
    // A name no action has shows nothing (the form itself refuses it).
    let Some(action) = Action::from_name(&call.name) else {
        return View::default();
    };
    let p = &call.params;
    let f = text(p, "force")
        .or_else(|| text(p, "commander"))
        .and_then(|n| s.force(&n));
    let mut rows = Vec::new();
    let mut more = Vec::new();
    let pick = || Row::Line(crate::msg!("saigoku-dialog-pick"));
    let role = |id: &str| Msg::dynamic(format!("saigoku-dialog-role-{id}"));
    match action {
        Action::Assault => match f {
            Some(f) => {
                force(&mut rows, s, f, role("assault"));
                castle(&mut rows, s, &f.hex);
                if let Some(i) = procedure_inputs(s, "interception", &f.leader) {
                    let t = crate::msg!("saigoku-dialog-interception");
                    inputs(&mut more, t, "19-2", "interception", &i, &[]);
                }
                if let Some(i) = procedure_inputs(s, "assault", &f.leader) {
                    let t = crate::msg!("saigoku-dialog-assault");
                    inputs(&mut more, t, "19-3", "assault", &i, &["terrain"]);
                }
                allocation(
                    &mut more,
                    s,
                    call,
                    "losses",
                    std::slice::from_ref(&f.leader),
                    true,
                );
            }
            None => rows.push(pick()),
        },
        Action::Surrender => match f {
            Some(f) => {
                force(&mut rows, s, f, role("demand"));
                castle(&mut rows, s, &f.hex);
                if let Some(i) = procedure_inputs(s, "surrender", &f.leader) {
                    let t = crate::msg!("saigoku-dialog-surrender");
                    inputs(&mut more, t, "20-2", "surrender", &i, &[]);
                }
            }
            None => rows.push(pick()),
        },
        Action::SiegeCheck | Action::OpenCastle => match text(p, "castle") {
            Some(h) => {
                castle(&mut rows, s, &h);
                for b in s.besiegers_of(&h) {
                    force(&mut rows, s, b, role("besieger"));
                }
                if let Some(i) = procedure_inputs(s, "siege-check", &h) {
                    let t = crate::msg!("saigoku-dialog-siege-check");
                    inputs(&mut more, t, "18-2", "siege-check", &i, &[]);
                }
            }
            None => rows.push(pick()),
        },
        Action::Siege => {
            let fs: Vec<&Force> = list(p, "forces")
                .iter()
                .filter_map(|n| s.force(n))
                .collect();
            match fs.first() {
                Some(first) => {
                    for f in &fs {
                        force(&mut rows, s, f, role("besieger"));
                    }
                    castle(&mut rows, s, &first.hex);
                    if let (Some(c), Some(i)) = (
                        s.castle(&first.hex),
                        procedure_inputs(s, "siege-requirement", &first.hex),
                    ) {
                        let add: i64 = fs.iter().map(|f| s.force_strength(f)).sum();
                        let now = i.get("strength").and_then(Value::as_i64).unwrap_or(0);
                        rows.push(Row::Line(crate::msg!(
                            "saigoku-dialog-siege-requirement",
                            level = c.level,
                            strength = now + add
                        )));
                    }
                }
                None => rows.push(pick()),
            }
        }
        Action::Rally => match f {
            Some(f) => {
                force(&mut rows, s, f, role("rally"));
                if let Some(i) = procedure_inputs(s, "rally", &f.leader) {
                    let t = crate::msg!("saigoku-dialog-rally");
                    inputs(&mut more, t, "26", "rally", &i, &["supplied"]);
                }
            }
            None => rows.push(pick()),
        },
        Action::Skirmish | Action::Battle => match f {
            Some(f) => {
                force(&mut rows, s, f, role("attacker"));
                let target = text(p, "target").unwrap_or_default();
                let ds = guards::skirmish_defenders(s, f, &target);
                if ds.is_empty() {
                    rows.push(Row::Line(crate::msg!("saigoku-dialog-pick-target")));
                }
                for d in &ds {
                    force(&mut rows, s, d, role("defender"));
                }
                if action == Action::Skirmish && !ds.is_empty() {
                    let i = guards::skirmish_inputs(s, f, &ds);
                    let t = crate::msg!("saigoku-dialog-skirmish");
                    inputs(&mut more, t, "23-2", "skirmish", &i, &["terrain", "river"]);
                }
            }
            None => rows.push(pick()),
        },
        Action::TakeDamage => {
            if let Some(Pending::SkirmishDamage {
                defenders,
                damage,
                eliminate,
                ..
            }) = &s.pending
            {
                rows.push(Row::Line(crate::msg!(
                    "saigoku-dialog-damage",
                    damage = *damage,
                    mark = if *eliminate { " ●" } else { "" }
                )));
                for d in defenders.iter().filter_map(|d| s.force(d)) {
                    force(&mut rows, s, d, role("defender"));
                }
                let steps = list(p, "steps").len() as i64;
                rows.push(Row::Line(crate::msg!(
                    "saigoku-dialog-steps-retreat",
                    steps = steps,
                    hexes = (damage - steps).max(0)
                )));
                allocation(&mut more, s, call, "steps", defenders, true);
            }
        }
        Action::Counterattack | Action::Pursue | Action::EndCombat => {
            if let Some(Pending::SkirmishAfter {
                attacker,
                defenders,
                ..
            }) = &s.pending
            {
                for d in defenders.iter().filter_map(|d| s.force(d)) {
                    force(&mut rows, s, d, role("defender"));
                }
                if let Some(a) = s.force(attacker) {
                    force(&mut rows, s, a, role("attacker"));
                }
                if action == Action::Counterattack {
                    allocation(
                        &mut more,
                        s,
                        call,
                        "losses",
                        std::slice::from_ref(attacker),
                        true,
                    );
                }
            }
        }
        Action::BattleRound | Action::BattleEnd => {
            if let Some(Pending::Battle {
                attackers,
                defenders,
                ..
            }) = &s.pending
            {
                for a in attackers.iter().filter_map(|d| s.force(d)) {
                    force(&mut rows, s, a, role("attacker"));
                }
                for d in defenders.iter().filter_map(|d| s.force(d)) {
                    force(&mut rows, s, d, role("defender"));
                }
                if action == Action::BattleRound {
                    allocation(&mut more, s, call, "attacker-losses", attackers, true);
                    allocation(&mut more, s, call, "defender-losses", defenders, true);
                }
            }
        }
        Action::Replace => match f {
            Some(f) => {
                force(&mut rows, s, f, role("replace"));
                if let Some(a) = s.army(&s.force_army(f)) {
                    rows.push(Row::Line(crate::msg!(
                        "saigoku-dialog-replacement",
                        table = &a.table,
                        home = a.home.clone().unwrap_or("—".into())
                    )));
                }
                castle(&mut rows, s, &f.hex);
                allocation(
                    &mut more,
                    s,
                    call,
                    "units",
                    std::slice::from_ref(&f.leader),
                    false,
                );
            }
            None => rows.push(pick()),
        },
        Action::Move => match f {
            Some(f) => {
                force(&mut rows, s, f, role("move"));
                rows.push(Row::Formula {
                    label: crate::msg!("saigoku-view-allowance", leader = &f.leader),
                    terms: if s.step == super::state::Step::Setup {
                        vec![(crate::msg!("saigoku-view-setup-move"), 1)]
                    } else {
                        vec![
                            (crate::msg!("saigoku-view-base-mp"), 8),
                            (crate::msg!("saigoku-view-morale-mp"), -f.morale.abs()),
                        ]
                    },
                    total: guards::move_allowance(s, f),
                    rule: Some("15-6-3".into()),
                });
            }
            None => rows.push(pick()),
        },
        Action::Advance
        | Action::OuchiActivation
        | Action::Activate
        | Action::SupplyCheck
        | Action::LiftSiege
        | Action::BattleRetreat
        | Action::Reorganise
        | Action::Miyanoo
        | Action::Release
        | Action::Relocate
        | Action::Adjust => {
            if let Some(f) = f {
                force(&mut rows, s, f, Msg::plain(""));
            }
        }
    }
    if rows.is_empty() && more.is_empty() {
        return View::default();
    }
    let mut sections = vec![Section {
        title: crate::msg!("saigoku-dialog-title"),
        rule: None,
        rows,
    }];
    sections.extend(more);
    View {
        sections,
        legend: Vec::new(),
    }
}
