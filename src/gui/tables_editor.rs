//! The table editor: every `tables/<game>/*.toml` that parses as a [`Grid`] can be edited cell by cell and
//! saved as the players' override (`tables::disk::save_override`). Placeholder tables are marked.

use egui::{Color32, RichText, Ui};

use super::{GunbaiApp, Screen, tr, util};
use crate::tables::disk;
use crate::tables::grid::Grid;

#[derive(Default)]
pub struct TablesState {
    pub game: Option<String>,
    pub file: Option<String>,
    /// The grid being edited (a copy; saved only on Save).
    pub grid: Option<Grid>,
    pub status: Option<(String, bool)>,
    /// Column to scroll to / highlight after opening from a placeholder badge.
    pub focus: Option<String>,
}

impl TablesState {
    /// Opens a table file of a game (from the placeholder badge or the list).
    pub fn select(&mut self, game: &str, file: &str) {
        self.game = Some(game.to_string());
        self.file = Some(file.to_string());
        self.grid = None;
        self.status = None;
    }
}

/// The current text of a table file: the user's override when there is one, else the shipped one.
fn current_text(app: &GunbaiApp, game: &str, file: &str) -> Option<(String, bool)> {
    let user = disk::user_tables_dir().join(game).join(file);
    if let Ok(t) = std::fs::read_to_string(&user) {
        return Some((t, true));
    }
    let g = app.load(game).ok()?;
    g.files()
        .files
        .get(file)
        .map(|f| (f.text.clone(), g.files().is_user(file)))
}

fn grid_files(app: &GunbaiApp, game: &str) -> Vec<(String, bool)> {
    let Ok(g) = app.load(game) else {
        return Vec::new();
    };
    let files = g.files();
    files
        .files
        .keys()
        .filter_map(|name| {
            let text = current_text(app, game, name).map(|(t, _)| t)?;
            let grid: Grid = toml::from_str(&text).ok()?;
            Some((name.clone(), grid.placeholder))
        })
        .collect()
}

pub fn show(ui: &mut Ui, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let implemented: Vec<String> = app
        .game_ids
        .iter()
        .filter(|id| app.load(id).is_ok())
        .cloned()
        .collect();
    let mut back = false;
    let files = app
        .tables
        .game
        .clone()
        .map(|g| grid_files(app, &g))
        .unwrap_or_default();
    if app.tables.grid.is_none() {
        if let (Some(g), Some(f)) = (app.tables.game.clone(), app.tables.file.clone()) {
            match current_text(app, &g, &f).map(|(t, _)| crate::tables::parse_toml::<Grid>(&f, &t))
            {
                Some(Ok(grid)) => app.tables.grid = Some(grid),
                Some(Err(e)) => app.tables.status = Some((e.to_string(), true)),
                None => app.tables.status = Some((format!("{f}: not found"), true)),
            }
        }
    }
    let st = &mut app.tables;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.horizontal(|ui| {
            if util::big_button(ui, format!("◀ {}", tr(lang, "back"))).clicked() {
                back = true;
            }
            ui.heading(RichText::new(tr(lang, "tables")).size(26.0));
        });
        ui.label(tr(lang, "table_editor_hint"));
        ui.weak(disk::user_tables_dir().display().to_string());
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            ui.label(tr(lang, "game"));
            for id in &implemented {
                if ui
                    .selectable_label(st.game.as_deref() == Some(id), RichText::new(id).size(18.0))
                    .clicked()
                {
                    st.select(id, "");
                    st.file = None;
                }
            }
            if implemented.is_empty() {
                ui.weak(tr(lang, "not_loaded"));
            }
        });
        if st.game.is_none() {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(tr(lang, "tables"));
            for (f, ph) in &files {
                let text = if *ph {
                    RichText::new(format!("★ {f}")).color(Color32::from_rgb(200, 120, 0))
                } else {
                    RichText::new(f)
                };
                if ui
                    .selectable_label(st.file.as_deref() == Some(f), text)
                    .clicked()
                {
                    let g = st.game.clone().unwrap_or_default();
                    st.select(&g, f);
                }
            }
            if files.is_empty() {
                ui.weak(tr(lang, "no_tables"));
            }
        });
        ui.separator();
        if let Some((msg, err)) = &st.status {
            let c = if *err {
                ui.visuals().error_fg_color
            } else {
                Color32::from_rgb(40, 140, 60)
            };
            ui.colored_label(c, msg);
        }
        let Some(grid) = st.grid.as_mut() else { return };
        ui.label(
            RichText::new(format!("{} · rule {}", grid.title, grid.rule))
                .size(20.0)
                .strong(),
        );
        ui.checkbox(&mut grid.placeholder, tr(lang, "is_placeholder"));
        ui.horizontal(|ui| {
            let l = ui.label(tr(lang, "note"));
            ui.add(egui::TextEdit::singleline(&mut grid.note).desired_width(600.0))
                .labelled_by(l.id);
        });
        ui.weak(format!("{} ↓ · {} →", grid.row_axis, grid.column_axis));
        egui::ScrollArea::both()
            .max_height(ui.available_height() - 60.0)
            .show(ui, |ui| {
                egui::Grid::new("table_editor")
                    .striped(true)
                    .spacing([4.0, 4.0])
                    .show(ui, |ui| {
                        ui.label("");
                        for c in &grid.columns {
                            ui.label(RichText::new(c).strong());
                        }
                        ui.end_row();
                        for r in grid.rows.iter_mut() {
                            let l = ui.label(RichText::new(&r.key).strong());
                            for cell in r.cells.iter_mut() {
                                ui.add(egui::TextEdit::singleline(cell).desired_width(56.0))
                                    .labelled_by(l.id);
                            }
                            ui.end_row();
                        }
                    });
            });
        let mut revert = false;
        let user = disk::user_tables_dir()
            .join(st.game.clone().unwrap_or_default())
            .join(st.file.clone().unwrap_or_default());
        let mut status = None;
        ui.horizontal(|ui| {
            if util::big_button(ui, format!("{}", tr(lang, "save"))).clicked() {
                let file = st.file.clone().unwrap_or_default();
                let game = st.game.clone().unwrap_or_default();
                status = Some(match grid.validate(&file) {
                    Err(e) => (e.to_string(), true),
                    Ok(()) => match disk::save_override(&game, &file, &grid.to_toml()) {
                        Ok(p) => (format!("{}: {}", tr(lang, "saved"), p.display()), false),
                        Err(e) => (e.to_string(), true),
                    },
                });
            }
            if user.is_file() && ui.button(tr(lang, "revert")).clicked() {
                revert = true;
            }
        });
        if status.is_some() {
            st.status = status;
        }
        if revert {
            st.status = Some(match std::fs::remove_file(&user) {
                Ok(()) => ("reverted to the shipped table".into(), false),
                Err(e) => (e.to_string(), true),
            });
            st.grid = None;
        }
    });
    if back {
        app.screen = if app.session.is_some() {
            Screen::Session
        } else {
            Screen::Home
        };
    }
}
