//! The procedure dialogs of 西国之雄. The generic action form (`gui/form.rs`) asks only what the board
//! shows (terrain, river, hexes, which units take the steps) and the generic dice tray takes physical
//! or app dice; this file adds, above the form, what the state already knows — strengths, morale,
//! ranks, levels, durability — as `view::procedure_inputs` pre-fills them for the procedure, the
//! "+1" buttons of loss allocation by the owner. Pick-lists and odds come from the ruleset
//! (`Game::candidates`, `Game::action_odds`).

use egui::{Color32, RichText, Ui};
use serde_json::Value;

use super::{l, morale_text, typed, unit_label};
use crate::core::ruleset::AnyState;
use crate::core::{Game, Params};
use crate::games::saigoku::state::{Force, Pending};
use crate::games::saigoku::view::procedure_inputs;
use crate::games::saigoku::{State, guards};
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

/// Living units of the given forces, as (force leader, unit) (the "+1" loss buttons).
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
        ui.label(
            RichText::new(super::castle_title(c, lang))
                .strong()
                .size(17.0),
        );
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

/// Defenders of a skirmish or battle target, as the rules find them (23-1-2).
fn defenders<'a>(s: &'a State, attacker: &Force, hex: &str) -> Vec<&'a Force> {
    guards::skirmish_defenders(s, attacker, hex)
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
                                let i = guards::skirmish_inputs(s, f, &ds);
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
                                "MP allowance {} (8 − |morale|, 15-6-3)",
                                guards::move_allowance(s, f)
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
