//! The dice tray: Roll (the app's seeded dice) or six big face buttons (the table's physical dice), the
//! faces typed so far, and the result view: raw faces + each modifier (rule, label, value) = modified
//! roll → the table with the used cell highlighted → result, a placeholder badge and the odds chart.

use std::collections::BTreeMap;

use egui::{Color32, RichText, Ui, Vec2};

use super::{Lang, tr, util};
use crate::core::{Game, Odds, Resolution};
use crate::tables::grid::Grid;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct DiceTray {
    /// Faces of physical dice typed so far, in order.
    pub typed: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrayEvent {
    /// Roll with the app's dice (typed faces first).
    Roll,
    /// Submit with the typed faces only.
    Submit,
}

impl DiceTray {
    pub fn type_face(&mut self, f: u8) {
        if (1..=6).contains(&f) && self.typed.len() < 60 {
            self.typed.push(f);
        }
    }
    pub fn clear(&mut self) {
        self.typed.clear();
    }
}

/// Die face as a glyph for the result line (⚀…⚅ are not in every font, so digits in a box).
pub fn face_text(f: u8) -> RichText {
    RichText::new(format!(" {f} "))
        .size(26.0)
        .strong()
        .background_color(Color32::from_gray(235))
        .color(Color32::BLACK)
}

/// Draws the tray. `armed` says whether an action/procedure is ready to take dice.
pub fn show_tray(ui: &mut Ui, tray: &mut DiceTray, lang: Lang, armed: bool) -> Option<TrayEvent> {
    let mut ev = None;
    let roll = util::big_button_enabled(
        ui,
        armed,
        RichText::new(format!("⚅ {}", tr(lang, "roll"))).size(20.0),
    )
    .on_hover_text(tr(lang, "roll_hint"));
    if roll.clicked() {
        ev = Some(TrayEvent::Roll);
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for f in 1..=6u8 {
            let b = ui
                .add(
                    egui::Button::new(RichText::new(f.to_string()).size(24.0).strong())
                        .min_size(Vec2::new(44.0, 44.0)),
                )
                .on_hover_text(format!("{} · key {f}", tr(lang, "type_die")));
            if b.clicked() {
                tray.type_face(f);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("{}:", tr(lang, "typed")));
        if tray.typed.is_empty() {
            ui.weak("—");
        }
        for f in &tray.typed {
            ui.label(face_text(*f));
        }
        if !tray.typed.is_empty() && ui.small_button("×").on_hover_text("Esc").clicked() {
            tray.typed.pop();
        }
        let submit = util::big_button_enabled(
            ui,
            armed && !tray.typed.is_empty(),
            format!("✔ {}", tr(lang, "submit")),
        )
        .on_hover_text(tr(lang, "submit_hint"));
        if submit.clicked() {
            ev = Some(TrayEvent::Submit);
        }
    });
    ui.label(RichText::new(tr(lang, "tray_keys")).small().weak());
    ev
}

/// Finds the grid file of a table id among the game's files.
pub fn find_grid(game: &dyn Game, table: &str) -> Option<(String, Grid)> {
    let files = game.files();
    let direct = format!("{table}.toml");
    if let Ok(g) = Grid::load(files, &direct) {
        return Some((direct, g));
    }
    files.files.keys().find_map(|name| {
        Grid::load(files, name)
            .ok()
            .filter(|g| g.id == table)
            .map(|g| (name.clone(), g))
    })
}

/// What the player clicked in a result view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultEvent {
    /// The placeholder badge: open the table editor at this table file.
    OpenTable {
        game: String,
        file: String,
        /// The cell the resolution used (row, column), to highlight in the editor.
        cell: Option<(String, String)>,
    },
}

/// The result of a procedure: faces, modifiers, modified roll, cells, result fields, placeholders.
pub fn show_resolution(
    ui: &mut Ui,
    game: &dyn Game,
    res: &Resolution,
    lang: Lang,
    grids: &mut BTreeMap<String, Option<(String, Grid)>>,
) -> Option<ResultEvent> {
    let mut ev = None;
    // Games that judge dice one by one say how each counted (e.g. Seinan rule 6.2: hits on 4–6).
    let notes = game.die_notes(res);
    ui.horizontal_wrapped(|ui| {
        for (i, f) in res.rolls.iter().enumerate() {
            match notes.get(i) {
                Some(n) if n.hit => {
                    ui.label(face_text(*f).background_color(Color32::from_rgb(120, 200, 120)))
                        .on_hover_text(n.note.get(lang));
                }
                Some(n) => {
                    ui.label(face_text(*f).color(Color32::from_gray(120)))
                        .on_hover_text(n.note.get(lang));
                }
                None => {
                    ui.label(face_text(*f));
                }
            }
        }
    });
    for m in &res.modifiers {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{:+}", m.value)).size(20.0).strong());
            ui.label(&m.label);
            ui.weak(format!("{} {}", tr(lang, "rule"), m.rule));
        });
    }
    if let Some(mr) = res.modified_roll {
        ui.label(
            RichText::new(format!("= {mr}  ({})", tr(lang, "modified_roll")))
                .size(22.0)
                .strong(),
        );
    }
    for (i, cell) in res.cells.iter().enumerate() {
        let entry = grids
            .entry(cell.table.clone())
            .or_insert_with(|| find_grid(game, &cell.table));
        // The table by its title (words), never its file name.
        let title = entry
            .as_ref()
            .map(|(_, g)| g.title.clone())
            .unwrap_or_else(|| cell.table.replace(['-', '_'], " "));
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("→ {title} [{} / {}] = ", cell.row, cell.column));
            ui.label(RichText::new(&cell.value).size(20.0).strong());
        });
        if let Some((_, g)) = entry {
            // One action can look the same table up twice (Saigoku: interception and assault).
            ui.push_id(("cell", i), |ui| mini_grid(ui, g, &cell.row, &cell.column));
        }
    }
    ui.add_space(4.0);
    ui.add(
        egui::Label::new(
            RichText::new(format!("⇒ {}", game.outcome_text(res).get(lang)))
                .size(22.0)
                .strong(),
        )
        .wrap(),
    );
    if !res.placeholders.is_empty() {
        for p in &res.placeholders {
            let badge = ui
                .add(
                    egui::Button::new(
                        RichText::new(format!(
                            "★ {}: {}",
                            tr(lang, "placeholder"),
                            grids
                                .get(p)
                                .cloned()
                                .flatten()
                                .map(|(_, g)| g.title)
                                .unwrap_or_else(|| p.replace(['-', '_'], " "))
                        ))
                        .color(Color32::BLACK),
                    )
                    .fill(Color32::from_rgb(255, 200, 60)),
                )
                .on_hover_text(tr(lang, "placeholder_hint"));
            if badge.clicked() {
                let file = grids
                    .get(p)
                    .cloned()
                    .flatten()
                    .or_else(|| find_grid(game, p))
                    .map(|(f, _)| f)
                    .unwrap_or_else(|| format!("{p}.toml"));
                let cell = res
                    .cells
                    .iter()
                    .find(|c| &c.table == p)
                    .map(|c| (c.row.clone(), c.column.clone()));
                ev = Some(ResultEvent::OpenTable {
                    game: res.game.clone(),
                    file,
                    cell,
                });
            }
        }
    }
    if !res.rules.is_empty() {
        ui.weak(format!("{}: {}", tr(lang, "rules"), res.rules.join(", ")));
    }
    ev
}

/// The table with the used row and column shaded and the cell framed.
pub fn mini_grid(ui: &mut Ui, g: &Grid, row: &str, column: &str) {
    let hi = ui.visuals().selection.bg_fill;
    let soft = hi.gamma_multiply(0.35);
    egui::ScrollArea::horizontal()
        .id_salt(("mini", &g.id))
        .max_height(220.0)
        .show(ui, |ui| {
            egui::Grid::new(("mini_grid", &g.id))
                .spacing([6.0, 2.0])
                .show(ui, |ui| {
                    ui.weak(&g.row_axis);
                    for c in &g.columns {
                        let t = RichText::new(c).strong();
                        ui.label(if c == column {
                            t.background_color(soft)
                        } else {
                            t
                        });
                    }
                    ui.end_row();
                    for r in &g.rows {
                        let t = RichText::new(&r.key).strong();
                        ui.label(if r.key == row {
                            t.background_color(soft)
                        } else {
                            t
                        });
                        for (ci, v) in r.cells.iter().enumerate() {
                            let on_row = r.key == row;
                            let on_col = g.columns[ci] == column;
                            let t = RichText::new(v);
                            let t = if on_row && on_col {
                                t.background_color(hi).strong().size(18.0)
                            } else if on_row || on_col {
                                t.background_color(soft)
                            } else {
                                t
                            };
                            ui.label(t);
                        }
                        ui.end_row();
                    }
                });
        });
}

/// Odds as horizontal bars with percentages; `current` (an outcome key) is drawn in bold.
pub fn odds_chart(ui: &mut Ui, odds: &[Odds], current: Option<&str>, lang: Lang) {
    let bar = ui.visuals().selection.bg_fill;
    egui::Grid::new("odds_chart")
        .num_columns(3)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for o in odds {
                let now = current == Some(o.outcome.as_str());
                let words = o
                    .label
                    .as_ref()
                    .map(|t| t.get(lang).to_string())
                    .unwrap_or_else(|| o.outcome.clone());
                let t = RichText::new(words);
                ui.label(if now { t.strong().underline() } else { t });
                let (rect, _) =
                    ui.allocate_exact_size(Vec2::new(120.0, 14.0), egui::Sense::hover());
                ui.painter()
                    .rect_filled(rect, 2.0, ui.visuals().faint_bg_color);
                let mut filled = rect;
                filled.set_width(rect.width() * o.probability.clamp(0.0, 1.0) as f32);
                ui.painter().rect_filled(filled, 2.0, bar);
                let p = RichText::new(format!("{:.1}%", o.probability * 100.0));
                ui.label(if now { p.strong() } else { p });
                ui.end_row();
            }
        });
}
