//! The desktop front end (eframe/egui). A thin layer over the library: every change to a game goes
//! through `Session::act/undo/redo`; the state of the screens lives in plain structs outside the UI
//! code, and each panel is a small function taking `&mut Ui`.

pub mod dice;
pub mod form;
pub mod games;
pub mod home;
pub mod log;
pub mod node_map;
pub mod past;
pub mod phones;
pub mod print_preview;
pub mod print_screen;
pub mod procedures;
pub mod session_view;
pub mod table_display;
pub mod tables_editor;
pub mod toml_form;
pub mod util;
pub mod view;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{Key, KeyboardShortcut, Modifiers, RichText};

use crate::core::Game;
/// The language setting is the rules core's: 中文, English and 日本語 (`Lang::ALL`).
pub use crate::core::Lang;
use gunbai_rules::msg;

/// A game as loaded, or why it did not load.
pub type GameSlot = Result<Arc<dyn Game>, String>;

/// Turns a game id into a loaded ruleset. Front ends and tests can swap it (user overrides, test doubles).
pub type Loader = Arc<dyn Fn(&str) -> Result<Arc<dyn Game>, String> + Send + Sync>;

/// The loader of a data dir: the embedded tables with that dir's table overrides on top.
pub fn loader_for(data: &std::path::Path) -> Loader {
    let data = data.to_path_buf();
    Arc::new(move |id: &str| crate::app::load_game_from(&data, id))
}

/// Opens the GUI window. `session` opens that session file at start; the language is `lang` (the
/// command line's `--lang`) when given, else the one saved in the settings, else `env` (see
/// [`GunbaiApp::start_language`]).
#[cfg(feature = "desktop")]
pub fn run(session: Option<PathBuf>, lang: Option<Lang>, env: Lang) -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("軍配 Gunbai")
            .with_inner_size([1280.0, 800.0]),
        ..Default::default()
    };
    eframe::run_native(
        "軍配 Gunbai",
        options,
        Box::new(move |cc| {
            install_fonts(&cc.egui_ctx);
            let mut app = GunbaiApp::in_data_dir(crate::session::store::data_dir());
            let settings = app.data_dir.join("settings.json");
            let saved = settings.is_file();
            app.use_settings_file(settings);
            app.start_language(lang, env, saved);
            app.dialogs_missing = session_view::file_dialogs_missing();
            if let Some(p) = session {
                app.open_session(&p);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| e.to_string())
}

/// A build without the `desktop` feature (the test build, issue 23) has no window to open: it says
/// so in the players' language instead.
#[cfg(not(feature = "desktop"))]
pub fn run(_session: Option<PathBuf>, lang: Option<Lang>, env: Lang) -> Result<(), String> {
    Err(msg!("frame-no-window").render(lang.unwrap_or(env)))
}

/// Adds the embedded CJK font after egui's own Latin fonts, for every family.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.set_fonts(font_definitions());
}

pub fn font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "cjk".into(),
        Arc::new(egui::FontData::from_static(crate::fonts::CJK_FONT)),
    );
    for fam in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(fam).or_default().push("cjk".into());
    }
    fonts
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    #[default]
    Home,
    NewSession,
    Checklist,
    Session,
    Procedures,
    Tables,
    Print,
}

/// Display settings (language, theme, scale, odds, table display window).
/// Kept in `<data dir>/settings.json` between runs.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    pub dark: bool,
    pub scale: f32,
    /// The odds chart is off by default (the players decide whether they want to see it).
    pub show_odds: bool,
    pub table_display: bool,
    pub open: bool,
    /// Session files saved outside the sessions folder (Save as…): Resume lists them too, since play
    /// continues there.
    pub elsewhere: Vec<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            lang: Lang::En,
            dark: false,
            scale: 1.0,
            show_odds: false,
            table_display: false,
            open: false,
            elsewhere: Vec::new(),
        }
    }
}

/// A file the player is asked for through the system's file dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileAsk {
    /// A session file to open.
    OpenSession,
    /// Where to save a copy of the open session (suggested file name).
    SaveSessionAs(String),
    /// Where to save a PDF (suggested file name).
    SavePdf(String),
}

/// Asks the player for a file: the system's own dialog (rfd: the XDG desktop portal on Linux, with
/// zenity as fallback; the native dialogs on Windows and macOS). Tests put a closure in its place.
pub type FileDialogs = Arc<dyn Fn(&FileAsk, &Path) -> Option<PathBuf> + Send + Sync>;

/// The system file dialogs, starting in `dir`.
#[cfg(feature = "desktop")]
pub fn native_dialogs() -> FileDialogs {
    Arc::new(|ask, dir| {
        let d = rfd::FileDialog::new().set_directory(dir);
        match ask {
            FileAsk::OpenSession => d.add_filter("Gunbai", &["gunbai"]).pick_file(),
            FileAsk::SaveSessionAs(name) => d
                .add_filter("Gunbai", &["gunbai"])
                .set_file_name(name)
                .save_file(),
            FileAsk::SavePdf(name) => d
                .add_filter("PDF", &["pdf"])
                .set_file_name(name)
                .save_file(),
        }
    })
}

/// Without the `desktop` feature there is no system dialog: every ask is answered as cancelled (tests
/// put their own closure in its place).
#[cfg(not(feature = "desktop"))]
pub fn native_dialogs() -> FileDialogs {
    Arc::new(|_, _| None)
}

/// The whole GUI state. `show` draws it into any `Ui` (the window, or a kittest harness).
pub struct GunbaiApp {
    /// The players' data folder (sessions, table overrides, settings), handed in at start: tests give
    /// each app its own temporary folder.
    pub data_dir: PathBuf,
    pub screen: Screen,
    pub settings: Settings,
    pub loader: Loader,
    /// Open / save-as / export: the system's file dialogs (a test double in tests).
    pub dialogs: FileDialogs,
    /// Why the system file dialogs cannot open here (None: they can): Save as… then asks for a path
    /// in the app and says why.
    pub dialogs_missing: Option<String>,
    /// Game ids shown on the home screen, in order.
    pub game_ids: Vec<String>,
    pub home: home::HomeState,
    pub session: Option<session_view::SessionView>,
    pub procedures: procedures::ProceduresState,
    pub tables: tables_editor::TablesState,
    pub print: print_screen::PrintState,
    /// A message for the bottom of the screen (errors in red).
    pub message: Option<Message>,
    applied_style: Option<(bool, f32)>,
    /// A damaged session file that has good backups (offered for restoring).
    pub recover: Option<PathBuf>,
    cache: std::cell::RefCell<std::collections::BTreeMap<String, GameSlot>>,
    /// Where settings are saved, and the settings as last saved (None: not persisted, e.g. in tests).
    settings_file: Option<(PathBuf, Settings)>,
    /// The message last seen and the screen and language it was said on: a message stays with them
    /// and goes when the players change either (it is stale then).
    said_on: Option<(Message, Screen, Lang)>,
    /// The screen the players came from to the current one (Back and Esc return there).
    pub came_from: Screen,
    /// The screen drawn by the last frame.
    shown: Screen,
    /// Where drawing faulted (issue 23): the screen and the session's position. While the players stay
    /// there the screen is not drawn again; a note and a way back stand in for it.
    pub faulted: Option<(Screen, Option<usize>)>,
}

/// A message for the bottom of the screen: the words, and whether it is an error.
pub type Message = (String, bool);

impl GunbaiApp {
    /// The app over every game, with its files in `data_dir`.
    pub fn in_data_dir(data_dir: impl Into<PathBuf>) -> Self {
        let data_dir = data_dir.into();
        let loader = loader_for(&data_dir);
        Self::with_loader(
            crate::games::ALL_IDS
                .iter()
                .map(|s| s.to_string())
                .collect(),
            loader,
            data_dir,
        )
    }

    /// An app over other games (tests use a test-double ruleset).
    pub fn with_loader(game_ids: Vec<String>, loader: Loader, data_dir: PathBuf) -> Self {
        Self {
            data_dir,
            screen: Screen::Home,
            settings: Settings::default(),
            loader,
            dialogs: native_dialogs(),
            dialogs_missing: None,
            game_ids,
            home: home::HomeState::default(),
            session: None,
            procedures: procedures::ProceduresState::default(),
            tables: tables_editor::TablesState::default(),
            print: print_screen::PrintState::default(),
            message: None,
            applied_style: None,
            recover: None,
            cache: Default::default(),
            settings_file: None,
            said_on: None,
            came_from: Screen::Home,
            shown: Screen::Home,
            faulted: None,
        }
    }

    /// Where Back (and Esc) go from Tables or Print: the screen the players came from (the open
    /// session only when they came from it, issue 21 point 7), else home.
    pub fn back_screen(&self) -> Screen {
        match self.came_from {
            Screen::Session if self.session.is_some() => Screen::Session,
            Screen::Procedures => Screen::Procedures,
            _ => Screen::Home,
        }
    }

    /// A loaded game, cached (loading parses the TOML tables; screens ask every frame).
    pub fn load(&self, id: &str) -> Result<Arc<dyn Game>, String> {
        if let Some(g) = self.cache.borrow().get(id) {
            return g.clone();
        }
        let g = (self.loader)(id);
        self.cache.borrow_mut().insert(id.to_string(), g.clone());
        g
    }

    /// Ids of the games that load in this build, in home-screen order.
    pub fn implemented(&self) -> Vec<String> {
        self.game_ids
            .iter()
            .filter(|id| self.load(id).is_ok())
            .cloned()
            .collect()
    }

    /// Titles (original script) of [`Self::implemented`] games, in the same order.
    pub fn implemented_titles(&self, ids: &[String]) -> Vec<String> {
        ids.iter()
            .map(|id| {
                self.load(id)
                    .map(|g| g.info().title.to_string())
                    .unwrap_or_default()
            })
            .collect()
    }

    /// Drops cached games (after the players saved or reverted a table override).
    pub fn reload_games(&mut self) {
        self.cache.borrow_mut().clear();
        self.home.games = None;
    }

    /// Opens a session file and switches to the session screen (errors go to the message line).
    pub fn open_session(&mut self, path: &Path) {
        let loader = self.loader.clone();
        match crate::session::Session::open(path, |id| loader(id)) {
            Ok(s) => {
                let mut v = session_view::SessionView::new(s);
                if let Some(n) = v.session.take_recovery_note_in(self.settings.lang) {
                    v.notice = Some(n);
                }
                self.session = Some(v);
                self.screen = Screen::Session;
                self.message = None;
            }
            Err(e) => {
                if let crate::session::SessionError::Corrupt { backups, .. } = &e
                    && !backups.is_empty()
                {
                    self.recover = Some(path.to_path_buf());
                }
                let text = self.session_error_text(&e);
                self.message = Some((text, true));
            }
        }
    }

    /// A session that could not be opened, said in the player's language: the game the file names words
    /// a refused set-up; the other reasons need no game's words.
    fn session_error_text(&self, e: &crate::session::SessionError) -> String {
        let lang = self.settings.lang;
        let id = match e {
            crate::session::SessionError::SetupRefused { game, .. } => Some(game.clone()),
            _ => self.implemented().first().cloned(),
        };
        match id.and_then(|id| self.load(&id).ok()) {
            Some(g) => crate::session::error_in(g.as_ref(), e, lang, &[]),
            None => crate::session::error_msg(e).render(lang),
        }
    }

    pub fn error(&mut self, e: impl ToString) {
        self.message = Some((e.to_string(), true));
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        let want = (self.settings.dark, self.settings.scale);
        if self.applied_style == Some(want) {
            return;
        }
        self.applied_style = Some(want);
        ctx.set_theme(if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        ctx.set_zoom_factor(self.settings.scale);
        ctx.all_styles_mut(|s| {
            s.spacing.interact_size.y = s.spacing.interact_size.y.max(28.0);
            s.spacing.button_padding = egui::vec2(10.0, 6.0);
            // Bigger checkboxes and radio buttons (touch).
            s.spacing.icon_width = 22.0;
            s.spacing.icon_width_inner = 12.0;
            // Disabled buttons must look disabled in the dark theme too (egui's 0.5 is too faint a change
            // on dark grey): fade them further.
            s.visuals.disabled_alpha = 0.3;
            for (ts, size) in [
                (egui::TextStyle::Body, 16.0),
                (egui::TextStyle::Button, 16.0),
                (egui::TextStyle::Heading, 24.0),
                (egui::TextStyle::Monospace, 15.0),
                (egui::TextStyle::Small, 12.0),
            ] {
                if let Some(f) = s.text_styles.get_mut(&ts) {
                    f.size = size;
                }
            }
        });
    }

    /// Keyboard: digits 1–6 type a die, Enter confirms, Esc cancels, Ctrl+Z undo, Ctrl+Y or
    /// Ctrl+Shift+Z redo (the list is in the settings window and on the Settings button).
    fn keyboard(&mut self, ctx: &egui::Context) {
        let typing = ctx.egui_wants_keyboard_input();
        let redo = ctx.input_mut(|i| {
            i.consume_shortcut(&KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::Z,
            )) || i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Y))
        });
        let undo = ctx
            .input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)));
        let mut digits = Vec::new();
        let (mut enter, mut esc) = (false, false);
        if !typing {
            ctx.input_mut(|i| {
                for (k, f) in [
                    (Key::Num1, 1),
                    (Key::Num2, 2),
                    (Key::Num3, 3),
                    (Key::Num4, 4),
                    (Key::Num5, 5),
                    (Key::Num6, 6),
                ] {
                    if i.consume_key(Modifiers::NONE, k) {
                        digits.push(f);
                    }
                }
                enter = i.consume_key(Modifiers::NONE, Key::Enter);
                esc = i.consume_key(Modifiers::NONE, Key::Escape);
            });
        }
        match self.screen {
            Screen::Session => {
                if let Some(v) = self.session.as_mut() {
                    if undo {
                        v.undo(None, false);
                    }
                    if redo {
                        v.redo();
                    }
                    // Digits type a die only where the open step rolls dice (a draw has none).
                    let dice_step = v.open.as_ref().is_none_or(|o| {
                        games::chance(v.session.game.as_ref(), &o.spec.name) == games::Chance::Dice
                    }) && !games::dice_free(v.session.game.as_ref());
                    for d in digits.into_iter().filter(|_| dice_step) {
                        v.tray.type_face(d);
                    }
                    if enter {
                        v.submit(false);
                    }
                    if esc {
                        v.cancel();
                    }
                }
            }
            Screen::Procedures => {
                for d in digits {
                    self.procedures.tray.type_face(d);
                }
                if esc {
                    self.procedures.tray.clear();
                }
                if enter {
                    self.procedures.pending_resolve = Some(false);
                }
            }
            _ => {
                // Esc goes back: to the open session from Tables/Print, else home.
                if esc {
                    self.screen = match self.screen {
                        Screen::Tables | Screen::Print => self.back_screen(),
                        _ => Screen::Home,
                    };
                }
            }
        }
    }

    /// Draws the whole app into `ui` (one pass).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // Stale messages go with the screen or the language they were said on (issue 21 point 7).
        if self.screen != self.shown {
            self.came_from = self.shown;
            self.shown = self.screen;
        }
        self.note_message();
        if let (Some(m), Some((seen, screen, lang))) = (&self.message, &self.said_on)
            && m == seen
            && (*screen != self.screen || *lang != self.settings.lang)
            && self.recover.is_none()
        {
            self.message = None;
        }
        self.apply_style(&ctx);
        self.keyboard(&ctx);
        util::settings_window(&ctx, &mut self.settings);
        if self.faulted.is_some_and(|at| at != self.fault_key()) {
            self.faulted = None;
        }
        if self.settings.table_display
            && self.faulted.is_none()
            && crate::session::contained(|| table_display::show(&ctx, self)).is_none()
        {
            self.faulted = Some(self.fault_key());
        }
        if let Some((msg, is_err)) = self.message.clone() {
            egui::Panel::bottom("message").show(ui, |ui| {
                let color = if is_err {
                    ui.visuals().error_fg_color
                } else {
                    ui.visuals().text_color()
                };
                ui.add(egui::Label::new(RichText::new(msg).color(color).size(16.0)).wrap());
                ui.horizontal(|ui| {
                    if let Some(p) = self.recover.clone()
                        && util::big_button(
                            ui,
                            msg!("frame-restore-backup").render(self.settings.lang),
                        )
                        .clicked()
                    {
                        self.recover = None;
                        match home::restore_backup(&p, &self.loader, self.settings.lang) {
                            Ok(m) => {
                                self.open_session(&p);
                                if self.message.is_none() {
                                    self.message = Some((m, false));
                                }
                            }
                            Err(e) => self.message = Some((e, true)),
                        }
                    }
                    if ui.button("✕").clicked() {
                        self.message = None;
                        self.recover = None;
                    }
                });
            });
        }
        // Issue 23 (hardening): a fault while drawing (a view, a prompt or odds from the rules) leaves
        // the window open. A build for players catches it; the screen is not drawn again until the
        // players move away from where it faulted (an undo, another screen).
        if self.faulted.is_some() {
            util::fault_panel(ui, self);
        } else if crate::session::contained(|| self.draw_screen(ui)).is_none() {
            self.faulted = Some(self.fault_key());
        }
        self.note_message();
    }

    fn draw_screen(&mut self, ui: &mut egui::Ui) {
        match self.screen {
            Screen::Home => home::show_home(ui, self),
            Screen::NewSession => home::show_new_session(ui, self),
            Screen::Checklist => home::show_checklist(ui, self),
            Screen::Session => session_view::show(ui, self),
            Screen::Procedures => procedures::show(ui, self),
            Screen::Tables => tables_editor::show(ui, self),
            Screen::Print => print_screen::show(ui, self),
        }
    }

    /// Where the players are, for [`GunbaiApp::faulted`]: the screen and the session's position.
    pub fn fault_key(&self) -> (Screen, Option<usize>) {
        (
            self.screen,
            self.session.as_ref().map(|v| v.session.position()),
        )
    }

    /// A message not seen before belongs to the screen and language shown now.
    fn note_message(&mut self) {
        if let Some(m) = &self.message
            && self.said_on.as_ref().is_none_or(|(seen, _, _)| seen != m)
        {
            self.said_on = Some((m.clone(), self.screen, self.settings.lang));
        }
    }
}

#[cfg(feature = "desktop")]
impl eframe::App for GunbaiApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        self.save_settings_if_changed();
    }
}

impl GunbaiApp {
    /// Loads settings from `path` (a missing or unreadable file keeps the defaults and says so) and
    /// saves every later change there.
    pub fn use_settings_file(&mut self, path: PathBuf) {
        #[allow(clippy::disallowed_methods)] // the GUI is an edge module
        if let Ok(text) = std::fs::read_to_string(&path) {
            match serde_json::from_str::<Settings>(&text) {
                Ok(s) => self.settings = s,
                Err(e) => {
                    self.message = Some((
                        msg!(
                            "frame-settings-unreadable",
                            path = path.display().to_string(),
                            error = e.to_string()
                        )
                        .render(self.settings.lang),
                        true,
                    ))
                }
            }
        }
        self.settings_file = Some((path, self.settings.clone()));
    }

    /// The language the window opens in: `flag` (`gunbai --lang X`) for this run when given; else
    /// the player's choice saved in the settings (`saved`: a settings file was there); else the
    /// desktop's language (`env`, from LC_ALL, LC_MESSAGES or LANG), so that a first start on a
    /// Japanese or Chinese desktop does not open in English. Neither is written to the settings file
    /// by itself: it is saved with the next change the player makes in the settings.
    pub fn start_language(&mut self, flag: Option<Lang>, env: Lang, saved: bool) {
        let lang = match flag {
            Some(l) => l,
            None if saved => return,
            None => env,
        };
        self.settings.lang = lang;
        if let Some((_, kept)) = &mut self.settings_file {
            kept.lang = lang;
        }
    }

    /// Writes the settings (atomically) when they changed since the last save.
    pub fn save_settings_if_changed(&mut self) {
        let Some((path, saved)) = &self.settings_file else {
            return;
        };
        if *saved == self.settings {
            return;
        }
        let text = serde_json::to_string_pretty(&self.settings).unwrap_or_default();
        if let Err(e) = crate::session::store::atomic_write(path, text.as_bytes()) {
            self.message = Some((format!("{}: {e}", path.display()), true));
        }
        self.settings_file = Some((path.clone(), self.settings.clone()));
    }
}
