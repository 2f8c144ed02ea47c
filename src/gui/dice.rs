//! The dice tray: Roll (the app's seeded dice) or six big face buttons (the table's physical dice), the
//! faces typed so far, and the result view: raw faces + each modifier (rule, label, value) = modified
//! roll → the table with the used cell highlighted → result, a placeholder badge and the odds chart.

use std::collections::BTreeMap;

use egui::{Color32, RichText, Ui, Vec2};

use super::{Lang, util};
use crate::core::{Game, Odds, Resolution};
use crate::tables::grid::Grid;
use gunbai_rules::msg;

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
        RichText::new(format!("⚅ {}", msg!("frame-roll").render(lang))).size(20.0),
    )
    .on_hover_text(msg!("frame-roll-hint").render(lang));
    if roll.clicked() {
        ev = Some(TrayEvent::Roll);
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        // Six faces on one row down to the dice column's width at 1024×768 (the 6 wrapped onto a
        // line of its own): 44 px each when there is room, never under the 40 px touch size.
        let side = ((ui.available_width() - 5.0 * 4.0 - 2.0) / 6.0)
            .floor()
            .clamp(util::TOUCH, 44.0);
        for f in 1..=6u8 {
            let b = ui
                .add(
                    egui::Button::new(RichText::new(f.to_string()).size(24.0).strong())
                        .min_size(Vec2::new(side, 44.0)),
                )
                .on_hover_text(msg!("frame-die-face-hint", face = f).render(lang));
            if b.clicked() {
                tray.type_face(f);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(msg!("frame-pair", label = msg!("frame-typed"), value = "").render(lang));
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
            format!("✔ {}", msg!("frame-submit").render(lang)),
        )
        .on_hover_text(msg!("frame-submit-hint").render(lang));
        if submit.clicked() {
            ev = Some(TrayEvent::Submit);
        }
    });
    ui.label(
        RichText::new(msg!("frame-tray-keys").render(lang))
            .small()
            .weak(),
    );
    ev
}

/// Finds the grid file of a table id among the game's files.
pub fn find_grid(game: &dyn Game, table: &str) -> Option<(String, Grid)> {
    Grid::find(game.files(), table)
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
    show_resolution_with(ui, game, res, lang, grids, true)
}

/// [`show_resolution`]; `faces` false for a draw or a tower throw, whose faces are the app's internal
/// draws and no die the players read.
pub fn show_resolution_with(
    ui: &mut Ui,
    game: &dyn Game,
    res: &Resolution,
    lang: Lang,
    grids: &mut BTreeMap<String, Option<(String, Grid)>>,
    faces: bool,
) -> Option<ResultEvent> {
    let mut ev = None;
    // Games that judge dice one by one say how each counted (e.g. Seinan rule 6.2: hits on 4–6).
    let notes = game.die_notes(res);
    let shown: &[u8] = if faces { &res.rolls } else { &[] };
    ui.horizontal_wrapped(|ui| {
        for (i, f) in shown.iter().enumerate() {
            match notes.get(i) {
                Some(n) if n.hit => {
                    ui.label(face_text(*f).background_color(Color32::from_rgb(120, 200, 120)))
                        .on_hover_text(game.say(&n.note, lang));
                }
                Some(n) => {
                    ui.label(face_text(*f).color(Color32::from_gray(120)))
                        .on_hover_text(game.say(&n.note, lang));
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
            ui.label(game.say(&m.label, lang));
            ui.weak(crate::core::Msg::rule(m.rule.clone()).render(lang));
        });
    }
    if let Some(mr) = res.modified_roll.filter(|_| faces) {
        ui.label(
            RichText::new(msg!("frame-modified-roll-is", n = mr).render(lang))
                .size(22.0)
                .strong(),
        );
    }
    for (i, cell) in res.cells.iter().enumerate() {
        let entry = grids
            .entry(cell.table.clone())
            .or_insert_with(|| find_grid(game, &cell.table));
        // The table by its title in the players' language (issue 20), never its file name; its row,
        // column and cell in words where the game has words for them.
        let words = entry.as_ref().map(|(_, g)| game.grid_words(g));
        let say = |m: &crate::core::Msg| game.say(m, lang);
        let title = words
            .as_ref()
            .map(|w| say(&w.title))
            .unwrap_or_else(|| cell.table.replace(['-', '_'], " "));
        let label = |id: &str| {
            words
                .as_ref()
                .and_then(|w| w.label(id))
                .map(say)
                .unwrap_or_else(|| id.to_string())
        };
        let value = match &words {
            Some(w) => w.cell(&cell.value, &say),
            None => cell.value.clone(),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(format!(
                "→ {title} [{} / {}] = ",
                label(&cell.row),
                label(&cell.column)
            ));
            ui.label(RichText::new(value).size(20.0).strong());
        });
        if let (Some((_, g)), Some(w)) = (entry, &words) {
            // One action can look the same table up twice (Saigoku: interception and assault).
            ui.push_id(("cell", i), |ui| {
                mini_grid(ui, g, w, &say, &cell.row, &cell.column)
            });
        }
    }
    ui.add_space(4.0);
    ui.add(
        egui::Label::new(
            RichText::new(format!("⇒ {}", game.say(&game.outcome_text(res), lang)))
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
                        RichText::new(
                            msg!(
                                "frame-placeholder-badge",
                                // In the players' language (issue 20).
                                table = grids
                                    .get(p)
                                    .cloned()
                                    .flatten()
                                    .map(|(_, g)| game.grid_words(&g).title)
                                    .or_else(|| game.table_words(p).map(|w| w.title))
                                    .map(|t| game.say(&t, lang))
                                    .unwrap_or_else(|| p.replace(['-', '_'], " "))
                            )
                            .render(lang),
                        )
                        .color(Color32::BLACK),
                    )
                    .fill(Color32::from_rgb(255, 200, 60)),
                )
                .on_hover_text(msg!("frame-placeholder-hint").render(lang));
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
        let rules = crate::core::Msg::join(
            res.rules.iter().map(crate::core::Msg::plain),
            crate::core::msg::Sep::Comma,
        );
        ui.weak(msg!("frame-rules-used", rules = rules).render(lang));
    }
    ev
}

/// The table with the used row and column shaded and the cell framed, its axis, columns, row keys
/// and cells in the players' words (`words`, said by `say`).
pub fn mini_grid(
    ui: &mut Ui,
    g: &Grid,
    words: &crate::core::TableWords,
    say: &dyn Fn(&crate::core::Msg) -> String,
    row: &str,
    column: &str,
) {
    let label = |id: &str| words.label(id).map(say).unwrap_or_else(|| id.to_string());
    let hi = ui.visuals().selection.bg_fill;
    let soft = hi.gamma_multiply(0.35);
    egui::ScrollArea::horizontal()
        .id_salt(("mini", &g.id))
        .max_height(220.0)
        .show(ui, |ui| {
            egui::Grid::new(("mini_grid", &g.id))
                .spacing([6.0, 2.0])
                .show(ui, |ui| {
                    ui.weak(say(&words.rows));
                    for c in &g.columns {
                        let t = RichText::new(label(c)).strong();
                        ui.label(if c == column {
                            t.background_color(soft)
                        } else {
                            t
                        });
                    }
                    ui.end_row();
                    for r in &g.rows {
                        let t = RichText::new(label(&r.key)).strong();
                        ui.label(if r.key == row {
                            t.background_color(soft)
                        } else {
                            t
                        });
                        for (ci, v) in r.cells.iter().enumerate() {
                            let on_row = r.key == row;
                            let on_col = g.columns[ci] == column;
                            let t = RichText::new(words.cell(v, say));
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

/// The words of one outcome: the ruleset's label in the player's language, else its key.
fn odds_words(o: &Odds, lang: Lang) -> String {
    o.label
        .as_ref()
        .map(|t| t.render(lang))
        .unwrap_or_else(|| o.outcome.clone())
}

/// Odds as a bar chart (egui_plot: one numbered bar per outcome) and the same numbers as text under it,
/// `1 · outcome · 34.7%`; `current` (an outcome key) is drawn highlighted and in bold.
pub fn odds_chart(ui: &mut Ui, odds: &[Odds], current: Option<&str>, lang: Lang) {
    use egui_plot::{Bar, BarChart, Plot};
    let bar = ui.visuals().selection.bg_fill;
    let now_fill = Color32::from_rgb(230, 150, 30);
    let bars: Vec<Bar> = odds
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let now = current == Some(o.outcome.as_str());
            Bar::new((i + 1) as f64, o.probability * 100.0)
                .name(odds_words(o, lang))
                .width(0.7)
                .fill(if now { now_fill } else { bar })
        })
        .collect();
    let n = odds.len();
    let top = odds
        .iter()
        .map(|o| o.probability * 100.0)
        .fold(0.0, f64::max)
        .max(10.0);
    Plot::new(("odds_plot", n))
        .height(120.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .include_x(0.4)
        .include_x(n as f64 + 0.6)
        .include_y(0.0)
        .include_y(top * 1.1)
        .x_axis_formatter(move |m, _| {
            let v = m.value;
            if v.fract() == 0.0 && v >= 1.0 && v <= n as f64 {
                format!("{v}")
            } else {
                String::new()
            }
        })
        .y_axis_formatter(|m, _| format!("{}%", m.value))
        // The bars are numbered; the list under the chart names each outcome by its number.
        .x_axis_label(msg!("frame-odds-axis").render(lang))
        .show(ui, |p| {
            p.bar_chart(BarChart::new(msg!("frame-odds").render(lang), bars))
        });
    egui::Grid::new("odds_chart")
        .num_columns(3)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for (i, o) in odds.iter().enumerate() {
                let now = current == Some(o.outcome.as_str());
                ui.weak(format!("{}.", i + 1));
                let t = RichText::new(odds_words(o, lang));
                ui.label(if now { t.strong().underline() } else { t });
                let p = RichText::new(format!("{:.1}%", o.probability * 100.0));
                ui.label(if now { p.strong() } else { p });
                ui.end_row();
            }
        });
}

/// Faces rolled in a session, app dice and the table's physical dice counted apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DiceStats {
    pub app: [u32; 6],
    pub table: [u32; 6],
}

/// Counts every die in the journal, undone actions included (they were rolled too). A kept die is the
/// face of an app die counted where it was rolled, so it is not counted again.
pub fn dice_stats(entries: &[crate::session::LogEntry]) -> DiceStats {
    let mut s = DiceStats::default();
    for e in entries {
        for d in e.dice.iter().filter(|d| d.kept.is_none()) {
            let i = (d.face.clamp(1, 6) - 1) as usize;
            if d.app.is_some() {
                s.app[i] += 1;
            } else {
                s.table[i] += 1;
            }
        }
    }
    s
}

/// How a set of faces compares with a fair die: Pearson's chi-square with 5 degrees of freedom
/// against the 5 % and 1 % critical values (11.07, 15.09).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fairness {
    TooFew,
    LooksFair(f64),
    Unusual(f64),
    VeryUnusual(f64),
}

/// Fewer dice than this say nothing about fairness (expected count per face under 5).
pub const MIN_DICE_FOR_FAIRNESS: u32 = 30;

pub fn fairness(counts: &[u32; 6]) -> Fairness {
    let n: u32 = counts.iter().sum();
    if n < MIN_DICE_FOR_FAIRNESS {
        return Fairness::TooFew;
    }
    let e = n as f64 / 6.0;
    let chi: f64 = counts.iter().map(|&c| (c as f64 - e).powi(2) / e).sum();
    if chi >= 15.09 {
        Fairness::VeryUnusual(chi)
    } else if chi >= 11.07 {
        Fairness::Unusual(chi)
    } else {
        Fairness::LooksFair(chi)
    }
}

fn fairness_text(f: Fairness, lang: Lang) -> String {
    let chi = |c: f64| format!("{c:.1}");
    match f {
        Fairness::TooFew => msg!("frame-fair-too-few", n = MIN_DICE_FOR_FAIRNESS),
        Fairness::LooksFair(c) => msg!("frame-fair-looks-fair", chi = chi(c)),
        Fairness::Unusual(c) => msg!("frame-fair-unusual", chi = chi(c)),
        Fairness::VeryUnusual(c) => msg!("frame-fair-very-unusual", chi = chi(c)),
    }
    .render(lang)
}

/// Per-session dice statistics: a bar chart of the faces (app and table dice side by side), the counts
/// as text, and a fairness note for each kind.
pub fn dice_stats_view(ui: &mut Ui, stats: &DiceStats, lang: Lang) {
    use egui_plot::{Bar, BarChart, Legend, Plot};
    let app_bars: Vec<Bar> = (0..6)
        .map(|i| Bar::new(i as f64 + 1.0 - 0.18, stats.app[i] as f64).width(0.34))
        .collect();
    let table_bars: Vec<Bar> = (0..6)
        .map(|i| Bar::new(i as f64 + 1.0 + 0.18, stats.table[i] as f64).width(0.34))
        .collect();
    let (app_name, table_name) = (
        msg!("frame-app-dice").render(lang),
        msg!("frame-table-dice").render(lang),
    );
    Plot::new("dice_stats_plot")
        .height(130.0)
        .legend(Legend::default())
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_x(0.4)
        .include_x(6.6)
        .include_y(0.0)
        .include_y(1.0)
        .x_axis_formatter(|m, _| {
            if m.value.fract() == 0.0 && (1.0..=6.0).contains(&m.value) {
                format!("{}", m.value)
            } else {
                String::new()
            }
        })
        .show(ui, |p| {
            p.bar_chart(
                BarChart::new(app_name.clone(), app_bars).color(Color32::from_rgb(70, 120, 200)),
            );
            p.bar_chart(
                BarChart::new(table_name.clone(), table_bars)
                    .color(Color32::from_rgb(200, 120, 50)),
            );
        });
    for (name, counts) in [(&app_name, &stats.app), (&table_name, &stats.table)] {
        let n: u32 = counts.iter().sum();
        let per: Vec<String> = counts
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{}:{c}", i + 1))
            .collect();
        ui.label(
            RichText::new(msg!("frame-dice-count", name = name.clone(), n = n).render(lang))
                .strong(),
        );
        ui.label(per.join("  "));
        ui.weak(fairness_text(fairness(counts), lang));
    }
}
