//! 西国之雄 panel, laid out as design/ui.md draws it: forces grouped by side and army, then by hex
//! (leader ☆/☆☆, steps ●●/●○, morale, 籠城 ▼, besieging, acted ✔), then the castles with their
//! durability bar, morale, owner and siege state, the combat in progress and the eliminated units.

use egui::{Color32, RichText, Sense, Ui};

use crate::core::ruleset::AnyState;
use crate::core::{Game, KeySpec, Loaded};
use crate::games::saigoku::SaigokuRules;
use crate::games::saigoku::data::SaigokuData;
use crate::games::saigoku::state::{Force, Pending, State, Unit};
use crate::gui::Lang;

fn l(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

fn typed<'a>(game: &'a dyn Game, state: &'a AnyState) -> Option<(&'a SaigokuData, &'a State)> {
    let l = game.as_any().downcast_ref::<Loaded<SaigokuRules>>()?;
    Some((&l.data, state.downcast_ref::<State>()?))
}

/// Army colours after the counters: 尼子氏 red, 毛利氏 yellow, 大内氏 purple, others blue-grey.
pub fn army_colour(army: &str) -> Color32 {
    match army {
        "amago" => Color32::from_rgb(190, 40, 40),
        "mori" => Color32::from_rgb(160, 110, 0),
        "ouchi" => Color32::from_rgb(120, 60, 170),
        "masuda" => Color32::from_rgb(30, 130, 130),
        _ => Color32::from_rgb(70, 100, 160),
    }
}

fn steps_text(u: &Unit) -> &'static str {
    match u.steps {
        0 => "○○",
        1 => "●○",
        _ => "●●",
    }
}

fn unit_line(u: &Unit) -> String {
    format!(
        "{}{} {} {}",
        u.rank.stars(),
        u.name,
        steps_text(u),
        u.current_strength()
    )
}

/// The whole panel. Returns a force leader, unit or castle hex the player tapped.
pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let (data, s) = typed(game, state)?;
    let mut picked = None;
    if let Some(p) = &s.pending {
        pending_panel(ui, p, lang);
        ui.separator();
    }
    let scenario = data.scenario(&s.scenario);
    let sides: Vec<(String, String)> = match scenario {
        Some(sc) => sc
            .side
            .iter()
            .map(|x| (x.id.clone(), x.name.clone()))
            .collect(),
        None => {
            let mut v: Vec<(String, String)> = Vec::new();
            for a in &s.armies {
                if !v.iter().any(|(id, _)| id == &a.side) {
                    v.push((a.side.clone(), a.side.clone()));
                }
            }
            v
        }
    };
    ui.label(RichText::new(l(lang, "FORCES", "部队")).small().strong());
    for (side, side_name) in &sides {
        ui.label(RichText::new(side_name).size(18.0).strong());
        for a in s.armies.iter().filter(|a| &a.side == side) {
            let c = army_colour(&a.id);
            let mut head = a.name.clone();
            if let Some(h) = &a.home {
                let castle = s.castle(h).map(|c| c.name.clone()).unwrap_or_default();
                head.push_str(&format!("  本城 {h} {castle}"));
            }
            if !a.active {
                head.push_str(l(lang, "  (inactive)", "（未启动）"));
            }
            if a.destroyed {
                head.push_str(l(lang, "  (destroyed)", "（覆灭）"));
            }
            ui.label(RichText::new(head).color(c).strong());
            let mut forces: Vec<&Force> = s
                .forces
                .iter()
                .filter(|f| s.unit(&f.leader).map(|u| u.army == a.id).unwrap_or(false))
                .collect();
            forces.sort_by(|x, y| x.hex.cmp(&y.hex));
            let mut prev_hex = "";
            for f in forces {
                if f.hex != prev_hex {
                    ui.horizontal_wrapped(|ui| {
                        ui.add_space(8.0);
                        ui.label(RichText::new(&f.hex).monospace().strong());
                        if let Some(cs) = s.castle(&f.hex) {
                            ui.weak(&cs.name);
                        }
                    });
                    prev_hex = &f.hex;
                }
                if let Some(p) = force_block(ui, s, f, c, lang) {
                    picked = Some(p);
                }
            }
        }
    }
    ui.separator();
    ui.label(RichText::new(l(lang, "CASTLES", "城")).small().strong());
    for castle in &s.castles {
        let besieged = s.forces.iter().any(|f| f.besieging && f.hex == castle.hex);
        let owner_col = castle
            .owner
            .as_deref()
            .map(army_colour)
            .unwrap_or(Color32::GRAY);
        let max = castle.max_durability.max(castle.durability).max(1);
        let mut extra = format!("  m{}", castle.morale);
        if besieged {
            extra.push_str(l(lang, " · besieged", " · 被围"));
        }
        if castle.ruined {
            extra.push_str(l(lang, " · ruined", " · 废城"));
        }
        let r = ui
            .horizontal_wrapped(|ui| {
                let r = ui.add(
                    egui::Label::new(
                        RichText::new(format!("{} {} L{}", castle.name, castle.hex, castle.level))
                            .color(owner_col)
                            .strong(),
                    )
                    .sense(Sense::click()),
                );
                durability_bar(ui, castle.durability, max, owner_col)
                    .on_hover_text(format!("durability {}/{max}", castle.durability));
                ui.weak(extra);
                r
            })
            .inner;
        if r.clicked() {
            picked = Some(castle.hex.clone());
        }
    }
    if !s.eliminated.is_empty() {
        ui.separator();
        ui.label(
            RichText::new(format!(
                "{}: {}",
                l(lang, "Eliminated", "已消灭"),
                s.eliminated.len()
            ))
            .strong(),
        );
        let names: Vec<&str> = s.eliminated.iter().map(|e| e.unit.as_str()).collect();
        ui.weak(names.join("、"));
    }
    picked
}

/// Durability as a row of cells, filled up to the current value.
fn durability_bar(ui: &mut Ui, cur: i64, max: i64, colour: Color32) -> egui::Response {
    let cell = egui::vec2(7.0, 14.0);
    let n = max.clamp(1, 30) as usize;
    let (rect, resp) = ui.allocate_exact_size(
        egui::vec2(n as f32 * (cell.x + 2.0), cell.y),
        Sense::hover(),
    );
    for i in 0..n {
        let r =
            egui::Rect::from_min_size(rect.min + egui::vec2(i as f32 * (cell.x + 2.0), 0.0), cell);
        if (i as i64) < cur {
            ui.painter().rect_filled(r, 1.0, colour);
        } else {
            ui.painter().rect_stroke(
                r,
                1.0,
                egui::Stroke::new(1.0, colour),
                egui::StrokeKind::Inside,
            );
        }
    }
    resp
}

fn force_block(ui: &mut Ui, s: &State, f: &Force, c: Color32, lang: Lang) -> Option<String> {
    let mut picked = None;
    let mut marks = format!("m{}", f.morale);
    if f.garrison {
        marks.push_str(" ▼籠城");
    }
    if f.besieging {
        marks.push_str(l(lang, " · besieging", " · 围城中"));
    }
    if f.acted {
        marks.push_str(" ✔");
    }
    // One line per force: leader first (bold), then its subordinates, then morale and state.
    ui.horizontal_wrapped(|ui| {
        ui.add_space(22.0);
        for name in f.all() {
            let Some(u) = s.unit(&name) else { continue };
            let text = RichText::new(unit_line(u)).color(c);
            let text = if name == f.leader {
                text.strong()
            } else {
                text
            };
            let r = ui.add(egui::Label::new(text).sense(Sense::click()));
            if r.clicked() {
                picked = Some(name.clone());
            }
            if u.immobile {
                ui.weak(l(lang, "(immobile)", "（不可移动）"));
            }
        }
        ui.weak(marks);
    });
    picked
}

fn pending_panel(ui: &mut Ui, p: &Pending, lang: Lang) {
    let (title, lines): (&str, Vec<String>) = match p {
        Pending::SkirmishDamage {
            attacker,
            defenders,
            damage,
            ..
        } => (
            l(
                lang,
                "Skirmish: damage to take (23-3)",
                "小战：承受损伤（23-3）",
            ),
            vec![
                format!("{attacker} → {}", defenders.join("、")),
                format!("damage {damage}"),
            ],
        ),
        Pending::SkirmishAfter {
            attacker,
            defenders,
            retreated,
            ..
        } => (
            l(
                lang,
                "Skirmish: counterattack or pursuit (23-5, 23-6)",
                "小战：反击或追击（23-5、23-6）",
            ),
            vec![
                format!("{attacker} → {}", defenders.join("、")),
                if *retreated {
                    "the defender retreated".into()
                } else {
                    String::new()
                },
            ],
        ),
        Pending::Battle {
            attackers,
            defenders,
            last,
            ..
        } => (
            l(lang, "Decisive battle (24-2)", "决战（24-2）"),
            vec![
                format!("{} vs {}", attackers.join("、"), defenders.join("、")),
                last.map(|(a, d)| format!("last exchange: {a} / {d}"))
                    .unwrap_or_default(),
            ],
        ),
        Pending::BattleRetreat { forces } => (
            l(
                lang,
                "Retreat after the battle (24-3)",
                "决战后撤退（24-3）",
            ),
            vec![forces.join("、")],
        ),
    };
    ui.label(RichText::new(title).size(18.0).strong());
    for line in lines.into_iter().filter(|x| !x.is_empty()) {
        ui.label(line);
    }
}

/// Pick-lists: force leaders, castle hexes, and the units a combat is about.
pub fn suggestions(
    game: &dyn Game,
    state: &AnyState,
    _action: &str,
    key: &str,
) -> Vec<(String, String)> {
    let Some((_, s)) = typed(game, state) else {
        return Vec::new();
    };
    let leaders = || -> Vec<(String, String)> {
        s.forces
            .iter()
            .filter_map(|f| {
                s.unit(&f.leader)
                    .map(|u| (army_name(s, &u.army), f.leader.clone()))
            })
            .collect()
    };
    let castles = || -> Vec<(String, String)> {
        s.castles
            .iter()
            .filter(|c| !c.ruined)
            .map(|c| (String::new(), c.hex.clone()))
            .collect()
    };
    match key {
        "force" | "commander" => leaders(),
        "castle" => castles(),
        "target" => {
            let mut v = leaders();
            v.extend(castles());
            v
        }
        "steps" | "losses" | "units" | "restore" | "eliminate" | "detach" => {
            let names: Vec<String> = match &s.pending {
                Some(Pending::SkirmishDamage { defenders, .. }) => defenders.clone(),
                Some(Pending::SkirmishAfter {
                    attacker,
                    defenders,
                    ..
                }) => {
                    let mut v = vec![attacker.clone()];
                    v.extend(defenders.iter().cloned());
                    v
                }
                Some(Pending::Battle {
                    attackers,
                    defenders,
                    ..
                }) => attackers.iter().chain(defenders.iter()).cloned().collect(),
                Some(Pending::BattleRetreat { forces }) => forces.clone(),
                None => s.forces.iter().map(|f| f.leader.clone()).collect(),
            };
            names
                .iter()
                .filter_map(|leader| s.force(leader))
                .flat_map(|f| f.all().into_iter().map(move |u| (f.leader.clone(), u)))
                .collect()
        }
        _ => Vec::new(),
    }
}

fn army_name(s: &State, id: &str) -> String {
    s.army(id)
        .map(|a| a.name.clone())
        .unwrap_or_else(|| id.to_string())
}

/// The set-up options the Saigoku ruleset reads: each switches one ambiguity to its other reading.
pub fn setup_options() -> Vec<KeySpec> {
    crate::games::saigoku::state::OPTIONS
        .iter()
        .map(|(k, help)| KeySpec::bool(k, help))
        .collect()
}
