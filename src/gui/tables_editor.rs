//! The table editor. Every `tables/<game>/*.toml` that parses as a [`Grid`] is edited cell by cell; any
//! other file (the Seinan map, unit lists) is edited as TOML text. Before saving, the whole game is
//! loaded with the edited file, so a mistake shows as `file:line:col: field: message` and is never
//! written. Saved files are the players' overrides (`session::disk::save_override`).

#![allow(clippy::disallowed_methods)] // edge module: reads session and table files

use egui::{Color32, RichText, Ui};

use super::{GunbaiApp, Screen, util};
use crate::session::disk;
use crate::tables::grid::Grid;
use gunbai_rules::msg;

#[derive(Default)]
pub struct TablesState {
    pub game: Option<String>,
    pub file: Option<String>,
    /// The grid being edited (a copy; saved only on Save).
    pub grid: Option<Grid>,
    /// The raw text being edited, for files that are not grids.
    pub text: Option<String>,
    pub status: Option<(String, bool)>,
    /// A cell to highlight (row, column): the one a placeholder badge came from.
    pub focus: Option<(String, String)>,
    /// The form over a file that is not a grid (the text stays the source of truth).
    pub form: Option<super::toml_form::TomlForm>,
    /// Edit the file as text instead of the form.
    pub raw: bool,
    /// The check as you type: the text last checked and what the game's loader said.
    pub live: Option<(String, Result<(), String>)>,
}

impl TablesState {
    /// Opens a table file of a game (from the placeholder badge or the list).
    pub fn select(&mut self, game: &str, file: &str) {
        self.game = Some(game.to_string());
        self.file = if file.is_empty() {
            None
        } else {
            Some(file.to_string())
        };
        self.grid = None;
        self.text = None;
        self.status = None;
        self.focus = None;
        self.form = None;
        self.raw = false;
        self.live = None;
    }
}

/// One file in the list: name, whether it is a grid, whether it is a placeholder, whether it is the
/// players' own copy.
#[derive(Debug, Clone, PartialEq)]
pub struct FileEntry {
    pub name: String,
    /// What a player reads: a grid's title, else the file's kind in words.
    pub title: String,
    pub grid: bool,
    pub placeholder: bool,
    pub user: bool,
}

fn user_path(data: &std::path::Path, game: &str, file: &str) -> std::path::PathBuf {
    disk::user_tables_in(data).join(game).join(file)
}

/// The current text of a table file: the user's override when there is one, else the shipped one.
fn current_text(app: &GunbaiApp, game: &str, file: &str) -> Option<(String, bool)> {
    if let Ok(t) = std::fs::read_to_string(user_path(&app.data_dir, game, file)) {
        return Some((t, true));
    }
    let shipped = crate::games::entry(game).and_then(|e| {
        e.tables
            .iter()
            .find(|(n, _)| *n == file)
            .map(|(_, t)| t.to_string())
    });
    shipped
        .or_else(|| {
            app.load(game)
                .ok()?
                .files()
                .files
                .get(file)
                .map(|f| f.text.clone())
        })
        .map(|t| (t, false))
}

fn is_placeholder_text(text: &str) -> bool {
    text.lines()
        .any(|l| l.split('#').next().unwrap_or("").replace(' ', "") == "placeholder=true")
}

/// Every table file of a game (shipped files, plus any override the players added).
pub fn list_files(app: &GunbaiApp, game: &str) -> Vec<FileEntry> {
    let mut names: Vec<String> = crate::games::entry(game)
        .map(|e| e.tables.iter().map(|(n, _)| n.to_string()).collect())
        .unwrap_or_default();
    if let Ok(g) = app.load(game) {
        for n in g.files().files.keys() {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
    }
    names.sort();
    let loaded = app.load(game).ok();
    names
        .into_iter()
        .filter_map(|name| {
            let (text, user) = current_text(app, game, &name)?;
            let parsed = toml::from_str::<Grid>(&text).ok();
            let grid = parsed.is_some();
            let stem = name.trim_end_matches(".toml").to_string();
            let title = match parsed {
                // The game's words for its table, unless the players retitled their copy (issue 20).
                Some(g) => match &loaded {
                    Some(l) => l.say(&l.grid_words(&g).title, app.settings.lang),
                    None => g.title,
                },
                None => match stem.as_str() {
                    "map" => msg!("frame-file-map").render(app.settings.lang),
                    "units" => msg!("frame-file-units").render(app.settings.lang),
                    _ => stem.replace(['-', '_'], " "),
                },
            };
            Some(FileEntry {
                placeholder: is_placeholder_text(&text),
                name,
                title,
                grid,
                user,
            })
        })
        .collect()
}

/// Loads the whole game with one file replaced: the check run before every save.
pub fn check_with(
    data: &std::path::Path,
    game: &str,
    file: &str,
    text: &str,
) -> Result<(), String> {
    crate::app::check_table_edit(data, game, file, text, user_path(data, game, file))
}

pub fn show(ui: &mut Ui, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let implemented = app.implemented();
    if app.tables.game.is_none() {
        app.tables.game = implemented.first().cloned();
    }
    let titles = app.implemented_titles(&implemented);
    let mut reload = false;
    let mut back = false;
    let files = app
        .tables
        .game
        .clone()
        .map(|g| list_files(app, &g))
        .unwrap_or_default();
    if app.tables.grid.is_none()
        && app.tables.text.is_none()
        && let (Some(g), Some(f)) = (app.tables.game.clone(), app.tables.file.clone())
    {
        match current_text(app, &g, &f) {
            Some((t, _)) => match crate::tables::parse_toml::<Grid>(&f, &t) {
                Ok(grid) => app.tables.grid = Some(grid),
                Err(_) => app.tables.text = Some(t),
            },
            None => {
                app.tables.status = Some((
                    msg!("frame-file-not-found", file = f.clone()).render(app.settings.lang),
                    true,
                ))
            }
        }
    }
    // Issue 19: with a session of this game open, an edit is the players' decision for that session
    // from this point of play on (journaled, undone like an action), or for new sessions only.
    let session_game = app.session.as_ref().map(|v| v.session.header.game.clone());
    let mut to_session: Option<(String, String)> = None;
    // The game, for its tables' words in the players' language (issue 20).
    let loaded = app.tables.game.as_ref().and_then(|g| app.load(g).ok());
    let st = &mut app.tables;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.horizontal(|ui| {
            if util::big_button(ui, format!("◀ {}", msg!("frame-back").render(lang))).clicked() {
                back = true;
            }
            ui.heading(RichText::new(msg!("frame-tables").render(lang)).size(26.0));
        });
        // Where the copies are kept is for the curious: on hover, not in the players' way.
        ui.label(msg!("frame-table-editor-hint").render(lang))
            .on_hover_text(disk::user_tables_in(&app.data_dir).display().to_string());
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            ui.label(msg!("frame-game").render(lang));
            for (id, title) in implemented.iter().zip(&titles) {
                if ui
                    .selectable_label(
                        st.game.as_deref() == Some(id),
                        RichText::new(title).size(20.0),
                    )
                    .on_hover_text(id)
                    .clicked()
                {
                    st.select(id, "");
                }
            }
            if implemented.is_empty() {
                ui.weak(msg!("frame-not-loaded").render(lang));
            }
        });
        if st.game.is_none() {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(msg!("frame-tables").render(lang));
            for f in &files {
                let mut label = f.title.clone();
                if f.grid {
                    label = format!("▦ {label}");
                }
                if f.user {
                    label.push_str(" ●");
                }
                let text = if f.placeholder {
                    RichText::new(format!("★ {label}")).color(Color32::from_rgb(200, 120, 0))
                } else {
                    RichText::new(label)
                };
                let hover = match (f.placeholder, f.user) {
                    (true, _) => msg!("frame-is-placeholder"),
                    (false, true) => msg!("frame-table-yours"),
                    _ => msg!("frame-table-shipped"),
                }
                .render(lang);
                if ui
                    .selectable_label(st.file.as_deref() == Some(f.name.as_str()), text)
                    .on_hover_text(format!("{hover} · {}", f.name))
                    .clicked()
                {
                    let g = st.game.clone().unwrap_or_default();
                    st.select(&g, &f.name);
                }
            }
            if files.is_empty() {
                ui.weak(msg!("frame-no-tables").render(lang));
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
        let game = st.game.clone().unwrap_or_default();
        let file = st.file.clone().unwrap_or_default();
        // The text to check and save, produced by whichever editor is open.
        let mut to_save: Option<String> = None;
        let mut check_only = false;
        let for_session = session_game.as_deref() == Some(game.as_str()) && !file.is_empty();
        let save_label = if for_session {
            msg!("frame-save-new-sessions").render(lang)
        } else {
            msg!("frame-save").render(lang)
        };
        if let Some(grid) = st.grid.as_mut() {
            grid_editor(ui, grid, lang, st.focus.as_ref(), loaded.as_deref());
            ui.horizontal(|ui| {
                if util::big_button(ui, save_label).clicked() {
                    to_save = Some(grid.to_toml());
                }
                if for_session
                    && util::big_button(ui, msg!("frame-use-in-session").render(lang)).clicked()
                {
                    to_session = Some((file.clone(), grid.to_toml()));
                }
            });
        } else if let Some(text) = st.text.as_mut() {
            if st.form.as_ref().is_none_or(|f| f.source != *text) {
                st.form = super::toml_form::TomlForm::parse(text);
            }
            let title = files
                .iter()
                .find(|f| f.name == file)
                .map(|f| f.title.clone())
                .unwrap_or_else(|| file.clone());
            let l = ui.label(RichText::new(title).size(20.0).strong());
            if st.form.is_some() {
                let mode = if st.raw {
                    msg!("frame-edit-as-form").render(lang)
                } else {
                    msg!("frame-edit-as-text").render(lang)
                };
                if ui.button(mode).clicked() {
                    st.raw = !st.raw;
                }
            }
            egui::ScrollArea::vertical()
                .id_salt("table_file_scroll")
                .max_height(ui.available_height() - 90.0)
                .show(ui, |ui| match st.form.as_mut().filter(|_| !st.raw) {
                    Some(form) => {
                        if form.show(ui, &file, lang) {
                            *text = form.to_text();
                            form.source = text.clone();
                        }
                    }
                    None => {
                        ui.add(
                            egui::TextEdit::multiline(text)
                                .code_editor()
                                .desired_width(f32::INFINITY)
                                .desired_rows(24),
                        )
                        .labelled_by(l.id);
                    }
                });
            ui.horizontal(|ui| {
                if util::big_button(ui, msg!("frame-check").render(lang)).clicked() {
                    to_save = Some(text.clone());
                    check_only = true;
                }
                if util::big_button(ui, save_label).clicked() {
                    to_save = Some(text.clone());
                }
                if for_session
                    && util::big_button(ui, msg!("frame-use-in-session").render(lang)).clicked()
                {
                    to_session = Some((file.clone(), text.clone()));
                }
            });
        }
        // Checked as you type: the whole game is loaded with the edited file (the rules' own validation,
        // cell grammar included), whenever the text changed.
        let current = st
            .grid
            .as_ref()
            .map(Grid::to_toml)
            .or_else(|| st.text.clone());
        if let Some(cur) = current
            && !file.is_empty()
        {
            if st.live.as_ref().is_none_or(|(t, _)| *t != cur) {
                let r = check_with(&app.data_dir, &game, &file, &cur);
                st.live = Some((cur, r));
            }
            match st.live.as_ref().map(|(_, r)| r) {
                Some(Ok(())) => {
                    ui.colored_label(
                        Color32::from_rgb(40, 140, 60),
                        format!("✔ {}", msg!("frame-valid-now").render(lang)),
                    );
                }
                Some(Err(e)) => {
                    ui.colored_label(ui.visuals().error_fg_color, format!("✕ {e}"));
                }
                None => {}
            }
        }
        if let Some(text) = to_save {
            st.status = Some(match check_with(&app.data_dir, &game, &file, &text) {
                Err(e) => (e, true),
                Ok(()) if check_only => (msg!("frame-check-ok").render(lang), false),
                Ok(()) => match disk::save_override(&app.data_dir, &game, &file, &text) {
                    Ok(p) => {
                        reload = true;
                        (
                            msg!(
                                "frame-pair",
                                label = msg!("frame-saved"),
                                value = p.display().to_string()
                            )
                            .render(lang),
                            false,
                        )
                    }
                    Err(e) => (e.to_string(), true),
                },
            });
        }
        let user = user_path(&app.data_dir, &game, &file);
        if !file.is_empty()
            && user.is_file()
            && ui.button(msg!("frame-revert").render(lang)).clicked()
        {
            st.status = Some(match std::fs::remove_file(&user) {
                Ok(()) => (msg!("frame-reverted").render(lang), false),
                Err(e) => (e.to_string(), true),
            });
            st.grid = None;
            st.text = None;
            reload = true;
        }
    });
    if let Some((file, text)) = to_session
        && let Some(v) = app.session.as_mut()
    {
        let mut files = std::collections::BTreeMap::new();
        files.insert(file, text);
        app.tables.status = Some(match v.session.change_tables(files) {
            Ok(lines) => {
                v.after_past_change();
                let lines = crate::core::Msg::join(lines, crate::core::msg::Sep::Semi);
                (v.session.game.say(&lines, app.settings.lang), false)
            }
            Err(e) => (v.error_words(&e), true),
        });
    }
    if reload {
        app.reload_games();
        if let Some(id) = app.session.as_ref().map(|v| v.session.header.game.clone())
            && let Ok(g) = app.load(&id)
            && let Some(v) = app.session.as_mut()
        {
            v.session.set_current_tables(g);
        }
    }
    if back {
        // Back to the session only when the players came from it (issue 21 point 7).
        app.screen = if app.session.is_some() && app.came_from == Screen::Session {
            Screen::Session
        } else {
            Screen::Home
        };
    }
}

fn grid_editor(
    ui: &mut Ui,
    grid: &mut Grid,
    lang: super::Lang,
    focus: Option<&(String, String)>,
    game: Option<&dyn crate::core::Game>,
) {
    // The title, note and axes in the players' language: the game's words, or the players' own
    // where they changed them (issue 20); the fields below edit the file's own text.
    let words = game.map(|g| {
        let w = g.grid_words(grid);
        let say = |m: &crate::core::Msg| g.say(m, lang);
        (
            say(&w.title),
            w.note.as_ref().map(say),
            say(&w.rows),
            say(&w.columns),
        )
    });
    let (title, note, rows, columns) = words.unwrap_or_else(|| {
        (
            grid.title.clone(),
            None,
            grid.row_axis.clone(),
            grid.column_axis.clone(),
        )
    });
    ui.label(
        RichText::new(format!(
            "{} · {}",
            title,
            crate::core::Msg::rule(grid.rule.clone()).render(lang)
        ))
        .size(20.0)
        .strong(),
    );
    if let Some(note) = note.filter(|n| *n != grid.note) {
        ui.add(egui::Label::new(RichText::new(note).weak()).wrap());
    }
    ui.checkbox(
        &mut grid.placeholder,
        msg!("frame-is-placeholder").render(lang),
    );
    ui.horizontal(|ui| {
        let l = ui.label(msg!("frame-note").render(lang));
        ui.add(egui::TextEdit::singleline(&mut grid.note).desired_width(600.0))
            .labelled_by(l.id);
    });
    ui.weak(format!("{rows} ↓ · {columns} →"));
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
                    let columns = grid.columns.clone();
                    // Each column as wide as its longest entry (header or cell), so nothing is cut off.
                    let font = egui::TextStyle::Body.resolve(ui.style());
                    let widths: Vec<f32> = (0..columns.len())
                        .map(|ci| {
                            let longest = std::iter::once(columns[ci].as_str())
                                .chain(
                                    grid.rows
                                        .iter()
                                        .filter_map(|r| r.cells.get(ci).map(String::as_str)),
                                )
                                .map(|t| {
                                    ui.fonts_mut(|f| {
                                        f.layout_no_wrap(
                                            t.to_string(),
                                            font.clone(),
                                            Color32::WHITE,
                                        )
                                        .size()
                                        .x
                                    })
                                })
                                .fold(0.0f32, f32::max);
                            (longest + 18.0).clamp(48.0, 360.0)
                        })
                        .collect();
                    for r in grid.rows.iter_mut() {
                        let l = ui.label(RichText::new(&r.key).strong());
                        for (ci, cell) in r.cells.iter_mut().enumerate() {
                            let focused =
                                focus.is_some_and(|(fr, fc)| *fr == r.key && *fc == columns[ci]);
                            let edit = egui::TextEdit::singleline(cell).desired_width(widths[ci]);
                            let edit = if focused {
                                edit.background_color(ui.visuals().selection.bg_fill)
                            } else {
                                edit
                            };
                            // Sized, not "desired": in a grid a field shrinks to last frame's column.
                            let resp = ui
                                .add_sized([widths[ci], ui.spacing().interact_size.y], edit)
                                .labelled_by(l.id);
                            if focused {
                                resp.on_hover_text(msg!("frame-cell-used").render(lang));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}
