//! 西国之雄 panel: the Inning / stage / phase track, the combat in progress, the roster by side, army
//! and hex (collapsible stacks: force morale 0..−4, units with rank ☆☆/☆, steps, front/back strength,
//! field modifier, action rating, acted flag), the castles with durability bars, morale pips and siege
//! markers, and the eliminated units. The procedure dialogs (state summary, odds, loss allocation pick
//! lists) are in `saigoku/dialog.rs`.

pub mod dialog;

use std::collections::BTreeMap;

use egui::{Color32, CornerRadius, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};

use crate::core::ruleset::AnyState;
use crate::core::{Game, Loaded};
use crate::games::saigoku::state::{Castle, Force, Pending, Step, Unit};
use crate::games::saigoku::{SaigokuData, SaigokuRules, State, guards};
use crate::gui::Lang;

pub use dialog::action_panel;

/// English or 简体中文 for a panel string (names stay in their original script either way).
pub(crate) fn l(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => en,
        Lang::Zh => zh,
    }
}

pub(crate) fn typed<'a>(
    game: &'a dyn Game,
    state: &'a AnyState,
) -> Option<(&'a SaigokuData, &'a State)> {
    let g = game.as_any().downcast_ref::<Loaded<SaigokuRules>>()?;
    Some((&g.data, state.downcast_ref::<State>()?))
}

/// Counter colours. The rules say each army has its own colour (7) without naming them: 尼子氏 red and
/// 毛利氏 yellow follow design/ui.md; the others are our choice.
pub fn army_colour(id: &str) -> Color32 {
    match id {
        "mori" => Color32::from_rgb(176, 128, 0),
        "amago" => Color32::from_rgb(180, 30, 30),
        "ouchi" => Color32::from_rgb(110, 50, 150),
        "masuda" => Color32::from_rgb(40, 90, 170),
        "urakami" => Color32::from_rgb(30, 120, 80),
        _ => Color32::from_rgb(105, 105, 105),
    }
}

/// A unit as the counter reads: its name as written, then ☆☆ (总大将) or ☆ (大将).
pub fn unit_label(u: &Unit) -> String {
    let stars = u.rank.stars();
    if stars.is_empty() {
        u.name.clone()
    } else {
        format!("{} {stars}", u.name)
    }
}

/// Morale as text: `0`, `−1` … `−4`.
pub fn morale_text(m: i64) -> String {
    if m < 0 {
        format!("−{}", -m)
    } else {
        "0".into()
    }
}

/// Five boxes 0, −1 … −4 with the current one filled (green at 0 to red at −4); below −4 is gone (10-1-2).
pub fn morale_pips(ui: &mut Ui, m: i64) -> egui::Response {
    let size = Vec2::new(5.0 * 13.0, 14.0);
    let (rect, resp) = ui.allocate_exact_size(size, Sense::hover());
    let p = ui.painter_at(rect);
    let line = ui.visuals().weak_text_color();
    for i in 0..5i64 {
        let r = egui::Rect::from_min_size(
            rect.min + Vec2::new(i as f32 * 13.0, 1.0),
            Vec2::new(11.0, 12.0),
        );
        if -i == m {
            let t = i as f32 / 4.0;
            let c = Color32::from_rgb((60.0 + 170.0 * t) as u8, (160.0 - 120.0 * t) as u8, 50);
            p.rect_filled(r, 2.0, c);
        }
        p.rect_stroke(r, 2.0, Stroke::new(1.0, line), StrokeKind::Inside);
    }
    resp.on_hover_text(format!(
        "morale {} (0 best, −4 worst; below −4 the force is eliminated, 10-1-2)",
        morale_text(m)
    ))
}

/// A durability bar: one segment per point of the starting durability, the remaining ones filled.
pub fn durability_bar(ui: &mut Ui, c: &Castle) -> egui::Response {
    let max = c.max_durability.max(c.durability).max(1);
    let seg = (80.0 / max as f32).clamp(5.0, 12.0);
    let (rect, resp) = ui.allocate_exact_size(Vec2::new(seg * max as f32, 14.0), Sense::hover());
    let p = ui.painter_at(rect);
    let fill = if c.durability * 3 <= max {
        Color32::from_rgb(200, 60, 40)
    } else {
        Color32::from_rgb(70, 130, 70)
    };
    let line = ui.visuals().weak_text_color();
    for i in 0..max {
        let r = egui::Rect::from_min_size(
            rect.min + Vec2::new(i as f32 * seg, 1.0),
            Vec2::new(seg - 2.0, 12.0),
        );
        if i < c.durability {
            p.rect_filled(r, CornerRadius::same(1), fill);
        }
        p.rect_stroke(r, 1.0, Stroke::new(1.0, line), StrokeKind::Inside);
    }
    resp.on_hover_text(format!(
        "durability {}/{} (0 = the castle is ruined, 21)",
        c.durability, c.max_durability
    ))
}

/// The whole panel (left side of the session screen and the table display). Returns the force
/// leader, unit or castle hex the player tapped (the session screen puts it into the open form).
pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let (d, s) = typed(game, state)?;
    let mut picked = None;
    track(ui, s, lang);
    pending_panel(ui, s, lang);
    sieges(ui, s, lang);
    ui.separator();
    roster(ui, d, s, lang, &mut picked);
    ui.separator();
    castles(ui, d, s, lang, &mut picked);
    eliminated(ui, s, lang);
    picked
}

/// A label that can be tapped to put `value` into the open action form.
fn tap(ui: &mut Ui, text: RichText, value: &str, picked: &mut Option<String>) -> egui::Response {
    let r = ui.add(egui::Label::new(text).sense(Sense::click()));
    if r.clicked() {
        *picked = Some(value.to_string());
    }
    r
}

fn chip(ui: &mut Ui, text: &str, on: bool, colour: Color32) -> egui::Response {
    let t = RichText::new(format!(" {text} ")).size(15.0);
    let t = if on {
        t.strong().color(Color32::WHITE).background_color(colour)
    } else {
        t.weak()
    };
    ui.label(t)
}

/// Inning, the stage boxes (start, 1–4) and the ops phases of this scenario in their order (29.0).
fn track(ui: &mut Ui, s: &State, lang: Lang) {
    let hi = Color32::from_rgb(40, 100, 160);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!(
                "{} {}/{}",
                l(lang, "Inning", "回合"),
                s.inning,
                s.innings
            ))
            .size(22.0)
            .strong(),
        );
        if s.step == Step::Setup {
            chip(ui, l(lang, "set-up", "布置"), true, hi);
            return;
        }
        if s.step == Step::End {
            chip(ui, l(lang, "game over", "游戏结束"), true, hi);
            return;
        }
        chip(ui, l(lang, "start", "开始"), s.stage == 0, hi)
            .on_hover_text("start stage: ① situation change, ② supply-line check (4-1-1)");
        for st in 1..=4u8 {
            chip(ui, &st.to_string(), s.stage == st, hi).on_hover_text(format!(
                "stage {st}: a force acts only if its action rating ≥ {st} (12-2-1)"
            ));
        }
    });
    ui.horizontal_wrapped(|ui| {
        match &s.step {
            Step::Situation => {
                chip(ui, l(lang, "① situation", "① 情势变化"), true, hi);
            }
            Step::Supply => {
                chip(ui, l(lang, "② supply", "② 补给"), true, hi);
            }
            _ => {}
        }
        let current = s.current_phase();
        let mut phases: Vec<&str> = Vec::new();
        for p in ["ouchi", "amago", "mori"] {
            if s.armies.iter().any(|a| a.phase == p) {
                phases.push(p);
            }
        }
        if s.stage > 0 {
            for (i, p) in phases.iter().enumerate() {
                if i > 0 {
                    ui.weak("→");
                }
                let on = current == Some(*p);
                chip(ui, State::phase_name(p), on, army_colour(p)).on_hover_text(
                    "ops phases in this title's order (29.0); every army of the phase acts",
                );
            }
            if matches!(s.step, Step::SiegeChecks { .. }) {
                chip(ui, l(lang, "siege checks", "围城检定"), true, hi)
                    .on_hover_text("after the phasing army's actions (4-1-2, 18-2)");
            }
        }
    });
    let flags: Vec<String> = [
        (
            s.scenario == "3",
            format!(
                "{} {}",
                l(lang, "大内方 fallen castles", "大内方 已陷落城数"),
                s.ouchi_fallen
            ),
        ),
        (
            s.scenario == "2",
            format!(
                "{} {}",
                l(lang, "大内氏 free sailing", "大内氏 免费渡海"),
                if s.ouchi_free_sea_used {
                    l(lang, "used", "已用")
                } else {
                    l(lang, "available", "可用")
                }
            ),
        ),
        (
            s.victory != "game",
            format!("{}: {}", l(lang, "victory", "胜利条件"), s.victory),
        ),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, t)| t)
    .collect();
    if !flags.is_empty() {
        ui.weak(flags.join(" · "));
    }
}

fn names(v: &[String]) -> String {
    v.join("、")
}

/// The combat waiting for the table's next decision.
fn pending_panel(ui: &mut Ui, s: &State, lang: Lang) {
    let Some(p) = &s.pending else { return };
    egui::Frame::group(ui.style())
        .stroke(Stroke::new(2.0, Color32::from_rgb(220, 140, 0)))
        .show(ui, |ui| {
            let (title, lines): (&str, Vec<String>) = match p {
                Pending::SkirmishDamage {
                    attacker,
                    defenders,
                    from,
                    damage,
                    eliminate,
                    terrain,
                    river,
                    ..
                } => (
                    l(lang, "Skirmish: damage to take", "小规模战斗：待承受伤害"),
                    vec![
                        format!("{attacker} → {} ({from})", names(defenders)),
                        format!(
                            "damage {damage}{} · {terrain}{}",
                            if *eliminate { " ●" } else { "" },
                            if *river { " · river" } else { "" }
                        ),
                        "the defender splits it into steps and retreat hexes (23-3)".into(),
                    ],
                ),
                Pending::SkirmishAfter {
                    attacker,
                    defenders,
                    retreated,
                    ..
                } => (
                    l(lang, "Skirmish: after the attack", "小规模战斗：攻击之后"),
                    vec![
                        format!("{attacker} → {}", names(defenders)),
                        if *retreated {
                            "the defenders retreated: pursue or end (23-5)".into()
                        } else {
                            "the defenders held: counterattack or end (23-6)".into()
                        },
                    ],
                ),
                Pending::Battle {
                    attackers,
                    defenders,
                    attacker_hex,
                    defender_hex,
                    last,
                } => (
                    l(lang, "Decisive battle", "决战"),
                    vec![
                        format!("{} ({attacker_hex})", names(attackers)),
                        format!("vs {} ({defender_hex})", names(defenders)),
                        match last {
                            Some((a, b)) => {
                                format!("last exchange: attacker dealt {a}, defender {b}")
                            }
                            None => "no exchange yet (24-2)".into(),
                        },
                    ],
                ),
                Pending::BattleRetreat { forces, .. } => (
                    l(lang, "Retreat after the battle", "决战后撤退"),
                    vec![format!("to retreat (24-3): {}", names(forces))],
                ),
                Pending::Withdraw { forces, from, .. } => (
                    l(lang, "The garrison withdraws", "守军退去"),
                    vec![format!("{} leave {from} (20-3-2)", names(forces))],
                ),
            };
            ui.label(RichText::new(title).size(18.0).strong());
            for t in lines {
                ui.label(t);
            }
        });
}

/// The siege markers at a glance, above the roster (the full castle list is below it).
fn sieges(ui: &mut Ui, s: &State, lang: Lang) {
    for c in s.castles.iter().filter(|c| s.is_besieged(&c.hex)) {
        let b = s.besiegers_of(&c.hex);
        let army = b.first().map(|f| s.force_army(f)).unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!(" {} ", l(lang, "siege", "包围")))
                    .strong()
                    .color(Color32::WHITE)
                    .background_color(army_colour(&army)),
            )
            .on_hover_text("siege marker (18-1)");
            ui.label(RichText::new(format!("{} ({})", c.name, c.hex)).strong());
            ui.label(format!(
                "← {}",
                b.iter()
                    .map(|f| f.leader.clone())
                    .collect::<Vec<_>>()
                    .join("、")
            ));
            durability_bar(ui, c);
            ui.weak(format!("{}/{}", c.durability, c.max_durability));
            morale_pips(ui, s.castle_morale(&c.hex));
        });
    }
}

/// Roster rows of one army: hex → forces (in state order), for the panel and the tests.
pub fn stacks<'a>(s: &'a State, army: &str) -> BTreeMap<String, Vec<&'a Force>> {
    let mut by_hex: BTreeMap<String, Vec<&Force>> = BTreeMap::new();
    for f in s.forces.iter().filter(|f| s.force_army(f) == army) {
        by_hex.entry(f.hex.clone()).or_default().push(f);
    }
    by_hex
}

fn roster(ui: &mut Ui, d: &SaigokuData, s: &State, lang: Lang, picked: &mut Option<String>) {
    let expand_id = ui.scope_id().with("saigoku_expand_all");
    let expand: Option<bool> = ui.data(|d| d.get_temp(expand_id));
    ui.data_mut(|d| d.remove::<bool>(expand_id));
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(l(lang, "Armies and forces", "军队与部队"))
                .size(18.0)
                .strong(),
        );
        if ui.small_button(l(lang, "Expand all", "全部展开")).clicked() {
            ui.data_mut(|d| d.insert_temp(expand_id, true));
        }
        if ui
            .small_button(l(lang, "Collapse all", "全部收起"))
            .clicked()
        {
            ui.data_mut(|d| d.insert_temp(expand_id, false));
        }
    });
    // Stacks of the phasing army (and of a combat in progress) start open, the rest closed; the
    // open state starts afresh with each step of the sequence of play.
    let phase = s.current_phase().unwrap_or("").to_string();
    let step_key = format!("{}:{}:{phase}", s.inning, s.stage);
    let busy: Vec<String> = match &s.pending {
        Some(Pending::SkirmishDamage {
            from, defenders, ..
        })
        | Some(Pending::SkirmishAfter {
            from, defenders, ..
        }) => {
            let mut v = vec![from.clone()];
            v.extend(
                defenders
                    .iter()
                    .filter_map(|d| s.force(d))
                    .map(|f| f.hex.clone()),
            );
            v
        }
        Some(Pending::Battle {
            attacker_hex,
            defender_hex,
            ..
        }) => vec![attacker_hex.clone(), defender_hex.clone()],
        Some(Pending::BattleRetreat { forces, .. }) | Some(Pending::Withdraw { forces, .. }) => {
            forces
                .iter()
                .filter_map(|f| s.force(f))
                .map(|f| f.hex.clone())
                .collect()
        }
        None => Vec::new(),
    };
    let sides = d
        .scenario(&s.scenario)
        .map(|x| x.side.clone())
        .unwrap_or_default();
    for side in &sides {
        let main = s
            .armies
            .iter()
            .find(|a| a.id == side.id)
            .map(|a| army_colour(&a.id))
            .unwrap_or(Color32::GRAY);
        ui.label(RichText::new(&side.name).size(20.0).strong().color(main));
        for a in s.armies.iter().filter(|a| a.side == side.id) {
            let col = army_colour(&a.id);
            let mut head = a.name.clone();
            if !a.active {
                head.push_str(&format!(" · {}", l(lang, "inactive", "未启动")));
            }
            if a.destroyed {
                head.push_str(&format!(
                    " · {}",
                    l(lang, "destroyed (25-2)", "全灭（25-2）")
                ));
            }
            let by_hex = stacks(s, &a.id);
            ui.horizontal_wrapped(|ui| {
                ui.add_space(6.0);
                ui.label(RichText::new(head).size(17.0).strong().color(col));
                ui.weak(format!(
                    "{} {} · 本城 {}",
                    State::phase_name(&a.phase),
                    l(lang, "phase", "阶段"),
                    a.home.clone().unwrap_or("—".into())
                ));
            });
            if by_hex.is_empty() {
                ui.weak(format!(
                    "   {}",
                    l(lang, "no forces on the map", "地图上无部队")
                ));
            }
            for (hex, forces) in by_hex {
                let castle = s.castle(&hex);
                let units: usize = forces.iter().map(|f| f.all().len()).sum();
                let mut title = hex.clone();
                if let Some(c) = castle {
                    title.push_str(&format!(" {}", c.name));
                }
                title.push_str(&format!(
                    " · {} {} · {} {} {}",
                    units,
                    match (lang, units) {
                        (Lang::En | Lang::Ja, 1) => "unit",
                        (Lang::En | Lang::Ja, _) => "units",
                        (Lang::Zh, _) => "单位",
                    },
                    l(lang, "str", "战力"),
                    forces.iter().map(|f| s.force_strength(f)).sum::<i64>(),
                    match (
                        forces.iter().any(|f| f.garrison),
                        forces.iter().any(|f| f.besieging),
                    ) {
                        (true, true) => "籠城 包围",
                        (true, false) => "籠城",
                        (false, true) => "包围",
                        _ => "",
                    }
                ));
                ui.indent(("sg_army", &a.id), |ui| {
                    egui::CollapsingHeader::new(RichText::new(title).size(16.0).strong())
                        .id_salt(("sg_hex", &a.id, &hex, &step_key))
                        .default_open(a.phase == phase || busy.contains(&hex))
                        .open(expand)
                        .show(ui, |ui| {
                            for f in forces {
                                force_rows(ui, s, f, col, lang, picked);
                            }
                        });
                });
            }
        }
    }
}

/// One force: the leader's counter on the first line with the force's morale and markers, then one
/// line per subordinate (a force of one unit takes one line).
fn force_rows(
    ui: &mut Ui,
    s: &State,
    f: &Force,
    col: Color32,
    lang: Lang,
    picked: &mut Option<String>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("•").color(col).strong());
        match s.unit(&f.leader) {
            Some(u) => unit_cells(ui, u, Some(col), lang, picked),
            None => {
                ui.label(RichText::new(&f.leader).color(col));
            }
        }
        morale_pips(ui, f.morale);
        if f.morale < 0 {
            ui.label(
                RichText::new(format!(
                    "{} {}",
                    l(lang, "morale", "士气"),
                    morale_text(f.morale)
                ))
                .strong(),
            );
        }
        if !f.members.is_empty() {
            ui.weak(format!(
                "{} {} · {} {}",
                l(lang, "force str", "部队战力"),
                s.force_strength(f),
                f.all().len(),
                l(lang, "units", "单位")
            ));
        }
        if f.garrison {
            ui.label(RichText::new("籠城").strong()).on_hover_text(l(
                lang,
                "garrisoned in the castle of its hex (16)",
                "在本格的城中籠城（16）",
            ));
        }
        if f.besieging {
            ui.label(RichText::new(l(lang, "besieging", "围城中")).strong())
                .on_hover_text(l(lang, "siege marker (18-1)", "包围标记（18-1）"));
        }
        if f.acted {
            ui.label(RichText::new(l(lang, "acted", "已行动")).weak().italics())
                .on_hover_text(l(
                    lang,
                    "took its action this ops phase (12-2-3)",
                    "本作战阶段已行动（12-2-3）",
                ));
        } else if guards::may_act(s, f) {
            ui.label(
                RichText::new(l(lang, "may act", "可行动"))
                    .color(Color32::from_rgb(40, 140, 60))
                    .strong(),
            )
            .on_hover_text(l(
                lang,
                "its action rating reaches this stage (12-2-1) and it has not acted",
                "行动值达到本轮（12-2-1）且尚未行动",
            ));
        }
    });
    for n in &f.members {
        let Some(u) = s.unit(n) else { continue };
        ui.horizontal_wrapped(|ui| {
            ui.add_space(22.0);
            unit_cells(ui, u, None, lang, picked);
        });
    }
}

/// A counter: name with rank stars, steps ●●/●○, strength front/back (the side in play in bold),
/// field modifier, action rating and command capacity.
fn unit_cells(
    ui: &mut Ui,
    u: &Unit,
    leader: Option<Color32>,
    lang: Lang,
    picked: &mut Option<String>,
) {
    let name = RichText::new(unit_label(u)).size(16.0);
    let name = match leader {
        Some(c) => name.strong().color(c),
        None => name,
    };
    let name = if u.steps == 0 {
        name.strikethrough().weak()
    } else {
        name
    };
    tap(ui, name, &u.name, picked).on_hover_text(match lang {
        Lang::En | Lang::Ja => format!(
            "counter {} · {} · tap to put it into the open form",
            u.counter,
            u.rank.id()
        ),
        Lang::Zh => format!("棋子 {} · 点击填入打开的表单", u.counter),
    });
    let pips: String = (0..2)
        .map(|i| if i < u.steps { '●' } else { '○' })
        .collect();
    ui.label(RichText::new(pips).size(15.0)).on_hover_text(l(
        lang,
        "steps: ●● full, ●○ reduced (2-2-1)",
        "级数：●● 满编，●○ 减员（2-2-1）",
    ));
    let (front, back) = (
        RichText::new(u.strength.to_string()),
        RichText::new(u.reduced.to_string()),
    );
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        ui.label(if u.steps == 2 {
            front.strong()
        } else {
            front.weak()
        });
        ui.weak("/");
        ui.label(if u.steps == 1 {
            back.strong()
        } else {
            back.weak()
        });
    })
    .response
    .on_hover_text(l(
        lang,
        "strength: front / back (the side in play in bold)",
        "战力：正面 / 背面（粗体为当前面）",
    ));
    ui.label(format!("{:+}", u.field))
        .on_hover_text(l(lang, "field modifier", "野战修正"));
    let mut a = format!("{} {}", l(lang, "act", "行动"), u.action);
    if u.rank.is_commander() {
        a.push_str(&format!(" {} {}", l(lang, "cmd", "统率"), u.command));
    }
    if u.immobile {
        a.push_str(l(lang, " immobile", " 不动"));
    }
    ui.weak(a).on_hover_text(l(
        lang,
        "act: action rating (12-2) · cmd: command capacity (9-2)",
        "行动：行动值（12-2） · 统率：统率力（9-2）",
    ));
}

/// `郡山城 3418 L1` (中文: `郡山城 3418 1级`).
pub fn castle_title(c: &Castle, lang: Lang) -> String {
    match lang {
        Lang::En | Lang::Ja => format!("{} {} L{}", c.name, c.hex, c.level),
        Lang::Zh => format!("{} {} {}级", c.name, c.hex, c.level),
    }
}

/// The text of a castle's durability in the panel: `durability 8/10`.
pub fn durability_text(c: &Castle, lang: Lang) -> String {
    format!(
        "{} {}/{}",
        l(lang, "durability", "耐久"),
        c.durability,
        c.max_durability
    )
}

fn castles(ui: &mut Ui, d: &SaigokuData, s: &State, lang: Lang, picked: &mut Option<String>) {
    let n_besieged = s.castles.iter().filter(|c| s.is_besieged(&c.hex)).count();
    let title = format!(
        "{} ({}){}",
        l(lang, "Castles", "城"),
        s.castles.len(),
        if n_besieged > 0 {
            format!(" · {n_besieged} {}", l(lang, "besieged", "被围"))
        } else {
            String::new()
        }
    );
    egui::CollapsingHeader::new(RichText::new(title).size(18.0).strong())
        .id_salt("sg_castles")
        .default_open(true)
        .show(ui, |ui| {
            let sides = d
                .scenario(&s.scenario)
                .map(|x| x.side.clone())
                .unwrap_or_default();
            // Besieged castles first, then by the holder's side and army, then by hex.
            let mut order: Vec<&Castle> = s.castles.iter().collect();
            let side_ix = |c: &Castle| {
                c.owner
                    .as_ref()
                    .map(|o| s.side_of_army(o))
                    .and_then(|sd| sides.iter().position(|x| x.id == sd))
                    .unwrap_or(sides.len())
            };
            order.sort_by_key(|c| {
                (
                    !s.is_besieged(&c.hex),
                    side_ix(c),
                    c.owner.clone(),
                    c.hex.clone(),
                )
            });
            for c in order {
                castle_rows(ui, s, c, lang, picked);
            }
        });
}

fn castle_rows(ui: &mut Ui, s: &State, c: &Castle, lang: Lang, picked: &mut Option<String>) {
    let owner_col = c.owner.as_deref().map(army_colour).unwrap_or(Color32::GRAY);
    ui.horizontal_wrapped(|ui| {
        let t = RichText::new(castle_title(c, lang)).size(16.0).strong();
        let t = if c.ruined {
            t.strikethrough().weak()
        } else {
            t.color(owner_col)
        };
        tap(ui, t, &c.hex, picked).on_hover_text(l(
            lang,
            "tap to put its hex into the open form",
            "点击把其格号填入打开的表单",
        ));
        if c.home_of.is_some() {
            ui.label(RichText::new("本城").strong()).on_hover_text(l(
                lang,
                "an army's home castle (8-3)",
                "某军的本城（8-3）",
            ));
        }
        let owner = c
            .owner
            .as_ref()
            .and_then(|o| s.army(o))
            .map(|a| a.name.clone())
            .unwrap_or("—".into());
        ui.weak(owner);
    });
    if c.ruined {
        ui.weak(format!(
            "   废城 · {}",
            l(lang, "ruined (21-1)", "已成废城（21-1）")
        ));
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.add_space(12.0);
        durability_bar(ui, c);
        ui.label(durability_text(c, lang));
        let m = s.castle_morale(&c.hex);
        let garrison = s.garrison_of(&c.hex);
        let why = if garrison.is_empty() {
            "the castle's own morale (10-4)"
        } else {
            "the lowest garrison morale (16-4-2)"
        };
        morale_pips(ui, m).on_hover_text(why);
        if m < 0 {
            ui.label(
                RichText::new(format!("{} {}", l(lang, "morale", "士气"), morale_text(m))).strong(),
            )
            .on_hover_text(why);
        }
        if c.no_more_demands {
            ui.label("A")
                .on_hover_text("result A: no more surrender demands (20-3 A)");
        }
        if c.refused {
            ui.label("B")
                .on_hover_text("result B: −1 to later demands (20-3 B)");
        }
        if !garrison.is_empty() {
            ui.weak(format!(
                "籠城: {}",
                garrison
                    .iter()
                    .map(|f| format!("{} ({})", f.leader, s.force_strength(f)))
                    .collect::<Vec<_>>()
                    .join("、")
            ));
        }
    });
    let besiegers = s.besiegers_of(&c.hex);
    if !besiegers.is_empty() {
        let army = s.force_army(besiegers[0]);
        let text = format!(
            "{} {}",
            l(lang, "besieged by", "被围："),
            besiegers
                .iter()
                .map(|f| format!("{} ({})", f.leader, s.force_strength(f)))
                .collect::<Vec<_>>()
                .join("、")
        );
        ui.horizontal_wrapped(|ui| {
            ui.add_space(12.0);
            ui.label(
                RichText::new(text)
                    .strong()
                    .color(Color32::WHITE)
                    .background_color(army_colour(&army)),
            )
            .on_hover_text("siege marker (18-1); the siege check follows the owner's phase (18-2)");
        });
    }
}

fn eliminated(ui: &mut Ui, s: &State, lang: Lang) {
    if s.eliminated.is_empty() {
        return;
    }
    ui.separator();
    egui::CollapsingHeader::new(
        RichText::new(format!(
            "{} ({})",
            l(lang, "Eliminated", "已消灭"),
            s.eliminated.len()
        ))
        .size(18.0)
        .strong(),
    )
    .id_salt("sg_eliminated")
    .default_open(true)
    .show(ui, |ui| {
        for e in &s.eliminated {
            ui.horizontal_wrapped(|ui| {
                let stars = e.rank.stars();
                ui.label(
                    RichText::new(format!(
                        "{}{}",
                        e.unit,
                        if stars.is_empty() {
                            String::new()
                        } else {
                            format!(" {stars}")
                        }
                    ))
                    .strikethrough()
                    .color(army_colour(&e.army)),
                );
                ui.weak(format!(
                    "{} · {} {} {} {}",
                    e.cause,
                    l(lang, "Inning", "回合"),
                    e.inning,
                    l(lang, "stage", "阶段"),
                    e.stage
                ));
            });
        }
    });
}

/// The Saigoku panel and procedure dialogs in the session screen's registry.
pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }
    fn action_panel(
        &self,
        ui: &mut Ui,
        game: &dyn Game,
        state: &AnyState,
        action: &str,
        form: &mut crate::gui::form::FormState,
        lang: Lang,
    ) {
        action_panel(ui, game, state, action, form, lang);
    }
}
