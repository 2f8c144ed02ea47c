//! The procedure dialogs of 西国之雄. The generic action form (`gui/form.rs`) asks only what the board
//! shows (terrain, river, hexes, which units take the steps) and the generic dice tray takes physical
//! or app dice; this file adds, above the form, what the state already knows — strengths, morale,
//! ranks, levels, durability — as `view::procedure_inputs` pre-fills them for the procedure, the
//! pick-lists for unit and hex keys (loss allocation by the owner), and the exact odds of the whole
//! action before the roll (enumerated through the ruleset's own `apply`).

use egui::{Color32, RichText, Ui};
use serde_json::Value;

use super::{l, morale_text, typed, unit_label};
use crate::core::ruleset::AnyState;
use crate::core::{ActionCall, Game, Odds, Params, enumerate_odds};
use crate::games::saigoku::State;
use crate::games::saigoku::state::{Force, Pending};
use crate::games::saigoku::view::procedure_inputs;
use crate::gui::Lang;
use crate::gui::form::{FieldValue, FormState};

fn value_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Bool(b) => if *b { "yes" } else { "no" }.into(),
        Value::Number(n) => n.to_string(),
        o => o.to_string(),
    }
}

/// Phasing armies (the current ops phase), or every army outside the ops phases.
fn phasing(s: &State) -> Vec<String> {
    match s.current_phase() {
        Some(p) => s.phase_armies(p).iter().map(|a| a.id.clone()).collect(),
        None => s.armies.iter().map(|a| a.id.clone()).collect(),
    }
}

fn own(s: &State, f: &Force) -> bool {
    phasing(s).contains(&s.force_army(f))
}

/// A force that may take an action now: in an ops phase the rating / acted / activity checks of the
/// panel (12-2, 29.0, 36.7); outside them (set-up) any force.
fn acting(s: &State, f: &Force) -> bool {
    match s.current_phase() {
        Some(_) => super::may_act(s, f),
        None => own(s, f),
    }
}

/// The enemy castle in a force's hex, if any (17-1-1).
fn enemy_castle<'a>(s: &'a State, f: &Force) -> Option<&'a crate::games::saigoku::state::Castle> {
    s.castle(&f.hex).filter(|c| {
        !c.ruined && c.owner.as_ref().map(|o| s.side_of_army(o)) != Some(s.force_side(f))
    })
}

fn units_of(s: &State, leaders: &[String]) -> Vec<(String, String)> {
    leaders
        .iter()
        .filter_map(|l| s.force(l))
        .flat_map(|f| {
            f.all()
                .into_iter()
                .filter(|n| s.unit(n).map(|u| u.steps > 0).unwrap_or(false))
                .map(|n| (f.leader.clone(), n))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn forces_where(s: &State, keep: &dyn Fn(&Force) -> bool) -> Vec<(String, String)> {
    s.forces
        .iter()
        .filter(|f| keep(f))
        .map(|f| (f.hex.clone(), f.leader.clone()))
        .collect()
}

/// Pick-lists for the Saigoku action forms, as (group, value): forces grouped by hex, units grouped by
/// force (the owner allocates step losses by picking them in order), castles and hexes.
pub fn suggestions(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    key: &str,
) -> Vec<(String, String)> {
    let Some((_, s)) = typed(game, state) else {
        return Vec::new();
    };
    let leaders = |keep: &dyn Fn(&Force) -> bool| -> Vec<String> {
        s.forces
            .iter()
            .filter(|f| keep(f))
            .map(|f| f.leader.clone())
            .collect()
    };
    let commander = |f: &Force| s.leader(f).map(|u| u.rank.is_commander()).unwrap_or(false);
    match (action, key) {
        ("assault", "force") => forces_where(s, &|f| {
            acting(s, f) && !f.garrison && enemy_castle(s, f).is_some()
        }),
        ("surrender", "force") => forces_where(s, &|f| acting(s, f) && f.besieging && commander(f)),
        ("surrender", "eliminate") => {
            let hexes: Vec<String> = s
                .forces
                .iter()
                .filter(|f| own(s, f) && f.besieging)
                .map(|f| f.hex.clone())
                .collect();
            let g: Vec<String> = s
                .forces
                .iter()
                .filter(|f| f.garrison && hexes.contains(&f.hex))
                .map(|f| f.leader.clone())
                .collect();
            units_of(s, &g)
        }
        ("siege", "forces") => forces_where(s, &|f| {
            acting(s, f) && !f.besieging && !f.garrison && enemy_castle(s, f).is_some()
        }),
        ("lift-siege", "forces") => forces_where(s, &|f| own(s, f) && f.besieging),
        ("siege-check" | "open-castle", "castle") => match s.current_phase() {
            Some(p) => s
                .siege_checks_due(p)
                .into_iter()
                .map(|h| {
                    let name = s.castle(&h).map(|c| c.name.clone()).unwrap_or_default();
                    (name, h)
                })
                .collect(),
            None => Vec::new(),
        },
        ("open-castle", "eliminate") => {
            let hexes: Vec<String> = s
                .current_phase()
                .map(|p| s.siege_checks_due(p))
                .unwrap_or_default();
            units_of(s, &leaders(&|f| f.garrison && hexes.contains(&f.hex)))
        }
        ("move", "force") => forces_where(s, &|f| acting(s, f) && !f.besieging),
        ("skirmish", "force") => forces_where(s, &|f| {
            acting(s, f)
                && !f.besieging
                && (!f.garrison
                    || s.forces.iter().any(|e| {
                        e.hex == f.hex && !e.garrison && s.force_side(e) != s.force_side(f)
                    }))
        }),
        ("rally", "force") => forces_where(s, &|f| acting(s, f) && f.morale < 0),
        ("battle", "force") => forces_where(s, &|f| {
            acting(s, f)
                && !f.garrison
                && !f.besieging
                && s.leader(f).map(|u| u.rank) == Some(crate::games::saigoku::Rank::Sotaisho)
        }),
        ("skirmish", "target") | ("battle", "target") => {
            let mine: Vec<String> = phasing(s).iter().map(|a| s.side_of_army(a)).collect();
            let mut hexes: Vec<(String, String)> = s
                .forces
                .iter()
                .filter(|f| !f.garrison && !mine.contains(&s.force_side(f)))
                .map(|f| (String::new(), f.hex.clone()))
                .collect();
            hexes.sort();
            hexes.dedup();
            hexes
        }
        ("replace" | "reorganise", "commander") => {
            forces_where(s, &|f| acting(s, f) && commander(f))
        }
        ("reorganise", "absorb") => units_of(s, &leaders(&|f| own(s, f))),
        ("reorganise", "detach") => units_of(s, &leaders(&|f| own(s, f) && commander(f))),
        ("replace", "column") => {
            // The columns of the replacement tables of the phasing armies (14-2), grouped by table.
            let Some((d, _)) = typed(game, state) else {
                return Vec::new();
            };
            let mut tables: Vec<String> = phasing(s)
                .iter()
                .filter_map(|a| s.army(a))
                .map(|a| a.table.clone())
                .collect();
            tables.sort();
            tables.dedup();
            tables
                .iter()
                .filter_map(|t| d.replacement.get(t).map(|g| (t, g)))
                .flat_map(|(t, g)| g.columns.iter().map(|c| (t.clone(), c.clone())))
                .collect()
        }
        // Step losses ("losses", "steps", "attacker-losses", "defender-losses") are allocated with
        // the "+1" buttons of the dialog, which can name a unit twice.
        ("battle-retreat", "force") => match &s.pending {
            Some(Pending::BattleRetreat { forces }) => {
                forces.iter().map(|f| (String::new(), f.clone())).collect()
            }
            _ => Vec::new(),
        },
        ("supply-check", "unsupplied") => {
            let mut v: Vec<(String, String)> = s
                .forces
                .iter()
                .filter(|f| !f.garrison)
                .map(|f| {
                    let army = s.force_army(f);
                    let name = s.army(&army).map(|a| a.name.clone()).unwrap_or(army);
                    (name, f.leader.clone())
                })
                .collect();
            v.sort();
            v
        }
        ("release", "unit") => s
            .units
            .iter()
            .filter(|u| u.immobile)
            .map(|u| (String::new(), u.name.clone()))
            .collect(),
        ("relocate", "force") => forces_where(s, &|_| true),
        ("surrender", "restore") => units_of(s, &leaders(&|f| own(s, f) && f.besieging)),
        ("adjust", "target") => {
            let mut v = forces_where(s, &|_| true);
            v.extend(s.castles.iter().map(|c| (c.name.clone(), c.hex.clone())));
            v
        }
        _ => Vec::new(),
    }
}

fn param_text(p: &Params, key: &str) -> Option<String> {
    p.get(key)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
}

fn param_list(p: &Params, key: &str) -> Vec<String> {
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

/// One line of pre-filled procedure inputs: `assault (19-3): strength 9 · level 1 · …`.
fn inputs_line(ui: &mut Ui, title: &str, p: &Params, board: &[&str]) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(title).strong());
        for (k, v) in &p.0 {
            if board.contains(&k.as_str()) {
                continue;
            }
            ui.label(
                RichText::new(format!("{k} {}", value_text(v)))
                    .background_color(ui.visuals().faint_bg_color),
            );
        }
        for k in board {
            ui.weak(format!("{k}: ← board"));
        }
    });
}

fn force_line(ui: &mut Ui, s: &State, f: &Force, role: &str) {
    let units: Vec<String> = f
        .all()
        .iter()
        .filter_map(|n| s.unit(n))
        .filter(|u| u.steps > 0)
        .map(|u| {
            format!(
                "{} {}",
                unit_label(u),
                if u.steps == 2 { "●●" } else { "●○" }
            )
        })
        .collect();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(role).weak());
        ui.label(RichText::new(&f.leader).strong().size(17.0));
        ui.label(format!(
            "({}) str {} · morale {} · field {:+} · rating {}",
            f.hex,
            s.force_strength(f),
            morale_text(f.morale),
            s.leader(f).map(|u| u.field).unwrap_or(0),
            s.action_rating(f)
        ));
    });
    ui.horizontal_wrapped(|ui| {
        ui.add_space(16.0);
        ui.weak(units.join("、"));
    });
}

fn castle_line(ui: &mut Ui, s: &State, hex: &str, lang: Lang) {
    let Some(c) = s.castle(hex) else { return };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(l(lang, "castle", "城")).weak());
        ui.label(RichText::new(super::castle_title(c)).strong().size(17.0));
        ui.label(format!(
            "{} · morale {}",
            super::durability_text(c, lang),
            morale_text(s.castle_morale(hex))
        ));
        let g: i64 = s.garrison_of(hex).iter().map(|f| s.force_strength(f)).sum();
        let best = s
            .garrison_best(hex)
            .map(|u| format!(" · {} {:+}", unit_label(u), u.field))
            .unwrap_or_default();
        ui.weak(format!("籠城 str {g}{best}"));
    });
}

/// Loss allocation by the owner: the order the steps go in (one entry per step), a "+1" button per
/// living unit (a unit may be named twice: both its steps), and "clear". Steps beyond the list follow
/// the default order (subordinates first, lower ranks first, digest A48).
fn allocate(
    ui: &mut Ui,
    s: &State,
    form: &mut FormState,
    key: &str,
    leaders: &[String],
    lang: Lang,
) {
    allocate_with(ui, s, form, key, leaders, true, lang);
}

/// As [`allocate`]; `limit` = a unit is named at most once per step it has (losses), else freely
/// (replacement: the order units regain or lose steps in, 14-2).
fn allocate_with(
    ui: &mut Ui,
    s: &State,
    form: &mut FormState,
    key: &str,
    leaders: &[String],
    limit: bool,
    lang: Lang,
) {
    let Some(FieldValue::Text(t)) = form.values.get_mut(key) else {
        return;
    };
    let order: Vec<String> = t
        .split(',')
        .map(|x| x.trim().to_string())
        .filter(|x| !x.is_empty())
        .collect();
    let title = if limit {
        l(lang, "Step losses", "步数损失")
    } else {
        l(lang, "Step order", "步数顺序")
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("{title} ({key}):")).strong());
        let retreat = key == "steps";
        if order.is_empty() {
            ui.weak(if retreat {
                l(
                    lang,
                    "none: all the damage as retreat hexes",
                    "无：全部伤害以撤退格数承受",
                )
            } else {
                l(
                    lang,
                    "default order (subordinates first, lower ranks first)",
                    "默认顺序（先部下、先低阶）",
                )
            });
        } else {
            ui.label(RichText::new(order.join(" → ")).strong());
            if !retreat {
                ui.weak(l(lang, "then the default order", "之后按默认顺序"));
            }
            if ui.small_button(l(lang, "clear", "清除")).clicked() {
                t.clear();
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (_, name) in units_of(s, leaders) {
            let Some(u) = s.unit(&name) else { continue };
            let taken = order.iter().filter(|x| **x == name).count();
            let left = (u.steps as usize).saturating_sub(taken);
            let text = if limit {
                format!(
                    "+1 {} {}",
                    unit_label(u),
                    "●".repeat(left) + &"○".repeat(2usize.saturating_sub(left))
                )
            } else {
                format!("+1 {} ×{taken}", unit_label(u))
            };
            let b = ui
                .add_enabled(!limit || left > 0, egui::Button::new(text))
                .on_hover_text(if limit {
                    l(
                        lang,
                        "this unit takes the next step loss",
                        "该单位承受下一步损失",
                    )
                } else {
                    l(lang, "this unit comes next", "该单位排在下一位")
                });
            if b.clicked() {
                *t = crate::gui::form::pick(t, &name, true, false);
            }
        }
    });
}

/// Defenders of a skirmish target: enemy forces in that hex, garrisons excepted (23-1-2).
fn defenders<'a>(s: &'a State, attacker: &Force, hex: &str) -> Vec<&'a Force> {
    let side = s.force_side(attacker);
    s.forces
        .iter()
        .filter(|f| f.hex == hex && !f.garrison && s.force_side(f) != side)
        .collect()
}

/// What the state says about the open action, above its form (the "dialog" of a procedure).
pub fn action_panel(
    ui: &mut Ui,
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    form: &mut FormState,
    lang: Lang,
) {
    let Some((_, s)) = typed(game, state) else {
        return;
    };
    let p = form.params();
    let force = param_text(&p, "force")
        .or_else(|| param_text(&p, "commander"))
        .and_then(|n| s.force(&n));
    egui::ScrollArea::vertical()
        .id_salt("saigoku_dialog")
        .max_height(300.0)
        .show(ui, |ui| {
            egui::Frame::group(ui.style())
                .fill(ui.visuals().extreme_bg_color)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(l(
                            lang,
                            "From the state (nothing to type):",
                            "来自当前状态（无需输入）：",
                        ))
                        .small()
                        .color(Color32::from_rgb(40, 110, 170)),
                    );
                    match action {
                        "assault" => {
                            let Some(f) = force else {
                                return missing(ui, lang);
                            };
                            force_line(ui, s, f, l(lang, "assault by", "强攻："));
                            castle_line(ui, s, &f.hex, lang);
                            if let Some(i) = procedure_inputs(s, "interception", &f.leader) {
                                inputs_line(ui, "① interception (19-2):", &i, &[]);
                            }
                            if let Some(i) = procedure_inputs(s, "assault", &f.leader) {
                                inputs_line(ui, "② assault (19-3):", &i, &["terrain"]);
                                ui.weak("   strength: the survivors after the interception");
                            }
                            allocate(ui, s, form, "losses", std::slice::from_ref(&f.leader), lang);
                        }
                        "surrender" => {
                            let Some(f) = force else {
                                return missing(ui, lang);
                            };
                            force_line(ui, s, f, l(lang, "demand by", "劝降："));
                            castle_line(ui, s, &f.hex, lang);
                            if let Some(i) = procedure_inputs(s, "surrender", &f.leader) {
                                inputs_line(ui, "surrender (20-2):", &i, &[]);
                            }
                        }
                        "siege-check" | "open-castle" => {
                            let Some(h) = param_text(&p, "castle") else {
                                return missing(ui, lang);
                            };
                            castle_line(ui, s, &h, lang);
                            for b in s.besiegers_of(&h) {
                                force_line(ui, s, b, l(lang, "besieger", "围城方"));
                            }
                            if let Some(i) = procedure_inputs(s, "siege-check", &h) {
                                inputs_line(ui, "siege check (18-2):", &i, &[]);
                            }
                        }
                        "siege" => {
                            let leaders = param_list(&p, "forces");
                            let fs: Vec<&Force> =
                                leaders.iter().filter_map(|n| s.force(n)).collect();
                            let Some(first) = fs.first() else {
                                return missing(ui, lang);
                            };
                            for f in &fs {
                                force_line(ui, s, f, l(lang, "besieger", "围城方"));
                            }
                            castle_line(ui, s, &first.hex, lang);
                            if let (Some(c), Some(i)) = (
                                s.castle(&first.hex),
                                procedure_inputs(s, "siege-requirement", &first.hex),
                            ) {
                                let add: i64 = fs.iter().map(|f| s.force_strength(f)).sum();
                                let now = i.get("strength").and_then(Value::as_i64).unwrap_or(0);
                                let i = Params::new()
                                    .with("level", c.level)
                                    .with("strength", now + add);
                                inputs_line(ui, "siege requirement (18-1):", &i, &[]);
                            }
                        }
                        "rally" => {
                            let Some(f) = force else {
                                return missing(ui, lang);
                            };
                            force_line(ui, s, f, l(lang, "rally", "恢复士气"));
                            if let Some(i) = procedure_inputs(s, "rally", &f.leader) {
                                inputs_line(ui, "rally (26):", &i, &["supplied"]);
                            }
                        }
                        "skirmish" => {
                            let Some(f) = force else {
                                return missing(ui, lang);
                            };
                            force_line(ui, s, f, l(lang, "attacker", "攻方"));
                            let target = param_text(&p, "target").unwrap_or_default();
                            let ds = defenders(s, f, &target);
                            if ds.is_empty() {
                                ui.weak(l(
                                    lang,
                                    "pick the defenders' hex below",
                                    "在下方选择守方所在的格",
                                ));
                            }
                            for d in &ds {
                                force_line(ui, s, d, l(lang, "defender", "守方"));
                            }
                            if !ds.is_empty() {
                                let i = Params::new()
                                    .with("attacker-strength", s.force_strength(f))
                                    .with(
                                        "attacker-field-mod",
                                        s.leader(f).map(|u| u.field).unwrap_or(0),
                                    )
                                    .with(
                                        "defender-field-mod",
                                        ds.iter()
                                            .filter_map(|d| s.leader(d))
                                            .max_by_key(|u| (u.rank, u.field))
                                            .map(|u| u.field)
                                            .unwrap_or(0),
                                    )
                                    .with("attacker-morale", f.morale)
                                    .with(
                                        "defender-morale",
                                        ds.iter().map(|d| d.morale).min().unwrap_or(0),
                                    );
                                inputs_line(ui, "skirmish (23-2):", &i, &["terrain", "river"]);
                            }
                        }
                        "take-damage" => {
                            if let Some(Pending::SkirmishDamage {
                                defenders,
                                damage,
                                eliminate,
                                ..
                            }) = &s.pending
                            {
                                ui.label(
                                    RichText::new(format!(
                                        "{} {damage}{}",
                                        l(lang, "damage to split", "待分配伤害"),
                                        if *eliminate { " ●" } else { "" }
                                    ))
                                    .size(18.0)
                                    .strong(),
                                );
                                for d in defenders.iter().filter_map(|d| s.force(d)) {
                                    force_line(ui, s, d, l(lang, "defender", "守方"));
                                }
                                allocate(ui, s, form, "steps", defenders, lang);
                                let steps = param_list(&p, "steps").len() as i64;
                                ui.label(format!(
                                    "{steps} step(s) → {} retreat hex(es) (23-3; at most 4, 23-4)",
                                    (damage - steps).max(0)
                                ));
                            }
                        }
                        "counterattack" | "pursue" | "end-combat" => {
                            if let Some(Pending::SkirmishAfter {
                                attacker,
                                defenders,
                                ..
                            }) = &s.pending
                            {
                                for d in defenders.iter().filter_map(|d| s.force(d)) {
                                    force_line(ui, s, d, l(lang, "defender", "守方"));
                                }
                                if let Some(a) = s.force(attacker) {
                                    force_line(ui, s, a, l(lang, "attacker", "攻方"));
                                }
                                if action == "counterattack" {
                                    allocate(
                                        ui,
                                        s,
                                        form,
                                        "losses",
                                        std::slice::from_ref(attacker),
                                        lang,
                                    );
                                }
                            }
                        }
                        "battle-round" | "battle-end" => {
                            if let Some(Pending::Battle {
                                attackers,
                                defenders,
                                ..
                            }) = &s.pending
                            {
                                for a in attackers.iter().filter_map(|d| s.force(d)) {
                                    force_line(ui, s, a, l(lang, "attacker", "攻方"));
                                }
                                for d in defenders.iter().filter_map(|d| s.force(d)) {
                                    force_line(ui, s, d, l(lang, "defender", "守方"));
                                }
                                if action == "battle-round" {
                                    allocate(ui, s, form, "attacker-losses", attackers, lang);
                                    allocate(ui, s, form, "defender-losses", defenders, lang);
                                }
                            }
                        }
                        "battle" => {
                    let Some(f) = force else {
                        return missing(ui, lang);
                    };
                    force_line(ui, s, f, l(lang, "attacker", "攻方"));
                    let target = param_text(&p, "target").unwrap_or_default();
                    let ds = defenders(s, f, &target);
                    if ds.is_empty() {
                        ui.weak(l(
                            lang,
                            "pick the hex of the enemy 总大将 below (24-1)",
                            "在下方选择敌方总大将所在的格（24-1）",
                        ));
                    }
                    for d in &ds {
                        force_line(ui, s, d, l(lang, "defender", "守方"));
                    }
                    ui.weak(l(
                        lang,
                        "exchanges until one side ends the battle; then the retreat rolls (24-2, 24-3)",
                        "反复交战直到一方结束决战；之后掷撤退骰（24-2、24-3）",
                    ));
                }
                "supply-check" => {
                    let field: Vec<&Force> = s.forces.iter().filter(|f| !f.garrison).collect();
                    ui.label(format!(
                        "{} {} · {} {}",
                        field.len(),
                        l(lang, "forces outside castles must trace to their 本城", "个城外部队须追溯补给线至本城"),
                        s.forces.len() - field.len(),
                        l(lang, "garrisons (exempt in own castles, 11-3)", "个籠城部队（在己方城中免检，11-3）")
                    ));
                    ui.weak(l(
                        lang,
                        "each force that cannot trace loses 1 morale (11-4-1)",
                        "无法追溯补给线的部队士气 −1（11-4-1）",
                    ));
                }
                "replace" => {
                            let Some(f) = force else {
                                return missing(ui, lang);
                            };
                            force_line(ui, s, f, l(lang, "replenishing", "补充"));
                            if let Some(a) = s.army(&s.force_army(f)) {
                                ui.weak(format!(
                                    "replacement table {} (14-2) · 本城 {}",
                                    a.table,
                                    a.home.clone().unwrap_or("—".into())
                                ));
                            }
                            if s.castle(&f.hex).is_some() {
                                castle_line(ui, s, &f.hex, lang);
                            }
                            allocate_with(
                                ui,
                                s,
                                form,
                                "units",
                                std::slice::from_ref(&f.leader),
                                false,
                                lang,
                            );
                        }
                        "move" => {
                            let Some(f) = force else {
                                return missing(ui, lang);
                            };
                            force_line(ui, s, f, l(lang, "moving", "移动"));
                            ui.label(format!(
                                "MP allowance {} (8 − |morale|, 15-1)",
                                8 - f.morale.abs()
                            ));
                        }
                        _ => match force {
                            Some(f) => force_line(ui, s, f, ""),
                            None => {
                                ui.weak(l(lang, "nothing else to look up", "无需查阅其他数值"));
                            }
                        },
                    }
                });
        });
}

fn missing(ui: &mut Ui, lang: Lang) {
    ui.weak(l(
        lang,
        "pick the force (or castle) below",
        "在下方选择部队（或城）",
    ));
}

/// Short names for result fields in the odds chart (unknown fields show as `key value`).
fn outcome_part(k: &str, v: &Value) -> Option<String> {
    let n = v.as_i64();
    Some(match (k, v) {
        (_, Value::Bool(false) | Value::Null) => return None,
        ("durability_loss", _) => match n.unwrap_or(0) {
            0 => "no durability loss".into(),
            d => format!("durability −{d}"),
        },
        ("interception_steps", _) => format!("intercepted {} step(s)", n.unwrap_or(0)),
        ("interception_eliminate" | "eliminate", _) => "●".into(),
        ("steps_lost", _) => format!("−{} step(s)", n.unwrap_or(0)),
        ("hexes", _) => format!("{} hex(es)", n.unwrap_or(0)),
        ("attacker_damage", _) => format!("attacker dealt {}", n.unwrap_or(0)),
        ("defender_damage", _) => format!("defender dealt {}", n.unwrap_or(0)),
        ("letter" | "outcome" | "row", Value::String(t)) => t.clone(),
        (k, Value::Bool(true)) => k.replace('_', " "),
        (k, o) => {
            let t = value_text(o);
            if t.chars().count() > 16 {
                return None;
            }
            format!("{} {t}", k.replace('_', " "))
        }
    })
}

/// One outcome of an action as a short key for the odds chart.
fn outcome_key(res: &crate::core::Resolution) -> String {
    let parts: Vec<String> = res
        .result
        .iter()
        .filter_map(|(k, v)| outcome_part(k, v))
        .collect();
    if parts.is_empty() {
        "no effect".into()
    } else {
        parts.join(" · ")
    }
}

/// Exact odds of a rolling Saigoku action as the form stands, by running the ruleset's own `apply` on
/// every die sequence it can consume (interception and assault together, castle-fall rolls, events).
/// None when the game is not Saigoku or the action does not roll.
pub fn whole_action_odds(
    game: &dyn Game,
    state: &AnyState,
    action: &str,
    params: &Params,
) -> Option<Result<Vec<Odds>, String>> {
    typed(game, state)?;
    if !game.action(action).map(|a| a.rolls).unwrap_or(false) {
        return None;
    }
    let call = ActionCall {
        name: action.to_string(),
        params: params.clone(),
    };
    let r = enumerate_odds(|dice| {
        let applied = game.apply(state, &call, dice)?;
        Ok(applied
            .resolution
            .as_ref()
            .map(outcome_key)
            .unwrap_or_else(|| "no roll".into()))
    });
    Some(r.map_err(|e| e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Setup;

    fn scenario3() -> (std::sync::Arc<dyn Game>, AnyState) {
        let g = crate::games::load_embedded("saigoku").unwrap();
        let st = g
            .setup(&Setup {
                scenario: Some("3".into()),
                players: 2,
                ..Default::default()
            })
            .unwrap();
        (g, st)
    }

    #[test]
    fn rule_11_3_supply_check_lists_every_field_force() {
        let (g, st) = scenario3();
        let s = st.downcast_ref::<State>().unwrap();
        let picks = suggestions(g.as_ref(), &st, "supply-check", "unsupplied");
        let field = s.forces.iter().filter(|f| !f.garrison).count();
        assert_eq!(picks.len(), field);
        assert!(matches!(s.step, crate::games::saigoku::state::Step::Setup));
    }

    #[test]
    fn odds_only_for_rolling_saigoku_actions() {
        let (g, st) = scenario3();
        assert!(whole_action_odds(g.as_ref(), &st, "advance", &Params::new()).is_none());
        // At set-up no force may rally: the odds say why instead of a chart.
        let r = whole_action_odds(
            g.as_ref(),
            &st,
            "rally",
            &Params::new()
                .with("force", "尼子晴久")
                .with("supplied", false),
        )
        .unwrap();
        assert!(r.is_err());
    }
}
