//! The session screen (design/ui.md): top bar (game · scenario | track | phase | undo/redo/print/settings),
//! left the game state, centre "what now", right the dice tray above the log.

use std::collections::BTreeMap;

use egui::{Color32, RichText, Ui};

use super::dice::{self, DiceTray, ResultEvent, TrayEvent};
use super::form::FormState;
use super::log::{self, LogEvent};
use super::{GunbaiApp, Lang, Screen, games, tr, util};
use crate::core::{ActionCall, ActionSpec, Odds, Resolution};
use crate::session::{Session, SessionError};
use crate::tables::grid::Grid;

/// An action being filled in, inline in the "what now" panel.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAction {
    pub spec: ActionSpec,
    pub label: String,
    pub form: FormState,
    /// Private inputs (the ruleset's `hidden_action`): who enters them. The form stays covered until that
    /// player has the screen (`handed_over`).
    pub private: Option<crate::core::Text>,
    pub handed_over: bool,
}

/// The log as last read from the session, shared with the frame that draws it.
type SharedLog = std::sync::Arc<Vec<crate::session::LogEntry>>;

/// Session screen state around a [`Session`]; every change goes through `Session::act/undo/redo`.
pub struct SessionView {
    pub session: Session,
    pub open: Option<OpenAction>,
    pub tray: DiceTray,
    pub error: Option<String>,
    /// What to put back on the table after the last undo.
    pub undo_hints: Vec<String>,
    /// An undo waiting for confirmation because it takes back hidden information.
    pub confirm_undo: Option<(Option<usize>, String)>,
    pub last: Option<Resolution>,
    pub notice: Option<String>,
    pub grids: BTreeMap<String, Option<(String, Grid)>>,
    /// The log line clicked (its position), offering "undo from here".
    pub log_selected: Option<usize>,
    /// Bumped on every change made through this view (keys the log cache).
    version: u64,
    log_cache: Option<((u64, usize), SharedLog)>,
    /// Show the whole log, not only the most recent entries.
    pub log_all: bool,
    odds_cache: Option<(String, Result<Vec<Odds>, String>)>,
}

impl SessionView {
    pub fn new(session: Session) -> Self {
        let last = session.last_resolution.clone();
        Self {
            session,
            open: None,
            tray: DiceTray::default(),
            error: None,
            undo_hints: Vec::new(),
            confirm_undo: None,
            last,
            notice: None,
            grids: BTreeMap::new(),
            log_selected: None,
            version: 0,
            log_cache: None,
            log_all: false,
            odds_cache: None,
        }
    }

    /// `西南战争 · scenario`.
    pub fn title(&self) -> String {
        let info = self.session.game.info();
        let sc = self.session.header.setup.scenario.clone();
        let sc_title = sc.as_ref().and_then(|id| {
            self.session
                .game
                .scenarios()
                .into_iter()
                .find(|s| &s.id == id)
                .map(|s| s.title)
        });
        match (sc_title, sc) {
            (Some(t), _) => format!("{} · {t}", info.title),
            (None, Some(id)) => format!("{} · {id}", info.title),
            _ => info.title.to_string(),
        }
    }

    /// Opens the inline form of an action from the prompt.
    pub fn open_action(&mut self, name: &str, label: &str, preset: &crate::core::Params) {
        match self.session.game.action(name) {
            Ok(spec) => {
                let form = FormState::new(&spec.keys, preset);
                let private = self.session.game.hidden_action(self.session.state(), name);
                self.open = Some(OpenAction {
                    spec,
                    label: label.to_string(),
                    form,
                    private,
                    handed_over: false,
                });
                self.error = None;
                self.odds_cache = None;
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    pub fn cancel(&mut self) {
        if self.confirm_undo.take().is_some() {
            return;
        }
        if !self.tray.typed.is_empty() {
            self.tray.clear();
        } else {
            self.open = None;
            self.error = None;
        }
    }

    /// Submits the open action with the typed faces; `app_dice` lets the session's seeded dice supply the rest.
    pub fn submit(&mut self, app_dice: bool) {
        let Some(open) = &self.open else {
            if !self.tray.typed.is_empty() {
                self.error = Some("pick an action first (centre panel)".into());
            }
            return;
        };
        let call = ActionCall {
            name: open.spec.name.clone(),
            params: open.form.params(),
        };
        let faces = self.tray.typed.clone();
        match self.session.act(call, &faces, app_dice) {
            Ok(res) => {
                self.version += 1;
                self.last = res;
                self.open = None;
                self.tray.clear();
                self.error = None;
                self.undo_hints.clear();
            }
            Err(e) => self.error = Some(error_text(&e)),
        }
    }

    pub fn undo(&mut self, to: Option<usize>, confirm: bool) {
        match self.session.undo(to, confirm) {
            Ok(r) => {
                self.version += 1;
                self.undo_hints = r.hints;
                if self.undo_hints.is_empty() {
                    self.undo_hints = r
                        .undone
                        .iter()
                        .map(|a| format!("take back: {}", a.name))
                        .collect();
                }
                self.last = self.session.last_resolution.clone();
                self.error = None;
                self.confirm_undo = None;
                self.open = None;
            }
            Err(SessionError::NeedsConfirmation(m)) => self.confirm_undo = Some((to, m)),
            Err(e) => self.error = Some(error_text(&e)),
        }
    }

    pub fn redo(&mut self) {
        match self.session.redo() {
            Ok(_) => {
                self.version += 1;
                self.last = self.session.last_resolution.clone();
                self.undo_hints.clear();
                self.error = None;
            }
            Err(e) => self.error = Some(error_text(&e)),
        }
    }

    /// Puts a value tapped on the game panel (a town box, a unit) into the first field of the open
    /// form that offers it (a list key adds or drops it; a text key takes it).
    pub fn apply_pick(&mut self, value: &str) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        let game = self.session.game.clone();
        let state = self.session.state().clone();
        for k in &open.spec.keys {
            let list = matches!(k.kind, crate::core::KeyKind::List);
            if !list && !matches!(k.kind, crate::core::KeyKind::Text) {
                continue;
            }
            let offered = game.candidates(&state, &open.spec.name, &k.name);
            if !offered.iter().any(|c| c.value == value) {
                continue;
            }
            if let Some(super::form::FieldValue::Text(t)) = open.form.values.get_mut(&k.name) {
                let present = t.split(',').any(|x| x.trim() == value);
                *t = super::form::pick(t, value, list, present);
                self.odds_cache = None;
                return;
            }
        }
    }

    /// The session log, recomputed only after a change.
    pub fn log_entries(&mut self) -> SharedLog {
        let key = (self.version, self.session.position());
        match &self.log_cache {
            Some((k, entries)) if *k == key => entries.clone(),
            _ => {
                let entries = std::sync::Arc::new(self.session.log());
                self.log_cache = Some((key, entries.clone()));
                entries
            }
        }
    }

    fn odds(&mut self) -> Option<Result<Vec<Odds>, String>> {
        let open = self.open.as_ref()?;
        let game = &self.session.game;
        let form_params = open.form.params();
        // The position is in the key: a game's odds may read the state.
        let key = format!(
            "{}:{}:{}",
            open.spec.name,
            self.session.position(),
            serde_json::to_string(&form_params.0).unwrap_or_default()
        );
        if self
            .odds_cache
            .as_ref()
            .map(|(k, _)| k != &key)
            .unwrap_or(true)
        {
            let state = self.session.state();
            // The ruleset answers the odds of the whole action as the form stands (an interception and
            // an assault together, an attack with the attacker's rolling units); None: it rolls no dice.
            let call = crate::core::ActionCall {
                name: open.spec.name.clone(),
                params: form_params,
            };
            let o = game.action_odds(state, &call)?.map_err(|e| e.to_string());
            self.odds_cache = Some((key, o));
        }
        self.odds_cache.as_ref().map(|(_, o)| o.clone())
    }
}

/// Rule errors name their rule: `rule 5.2: …`.
pub fn error_text(e: &SessionError) -> String {
    match e {
        SessionError::Rule(crate::core::RuleError::Forbidden { rule, reason }) => {
            format!("rule {rule}: {reason}")
        }
        other => other.to_string(),
    }
}

pub fn show(ui: &mut Ui, app: &mut GunbaiApp) {
    if app.session.is_none() {
        app.screen = Screen::Home;
        return;
    }
    let lang = app.settings.lang;
    top_bar(ui, app);
    let show_odds = app.settings.show_odds;
    let Some(v) = app.session.as_mut() else {
        return;
    };
    let mut open_table = None;
    // Side panels scale with the window so the centre keeps room at large UI scales.
    let w = ui.available_width();
    egui::Panel::left("state_panel")
        .resizable(true)
        .default_size((w * 0.27).clamp(200.0, 460.0))
        .min_size(180.0)
        .max_size((w * 0.38).max(200.0))
        .show(ui, |ui| {
            state_panel(ui, v, lang);
        });
    egui::Panel::right("dice_log_panel")
        .resizable(true)
        .default_size((w * 0.3).clamp(240.0, 480.0))
        .min_size(220.0)
        .max_size((w * 0.38).max(240.0))
        .show(ui, |ui| {
            open_table = dice_panel(ui, v, lang, show_odds);
            ui.separator();
            log_panel(ui, v, lang);
        });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("what_now_scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| what_now(ui, v, lang));
    });
    confirm_window(ui.ctx(), v, lang);
    if let Some(ResultEvent::OpenTable { game, file, cell }) = open_table {
        app.tables.select(&game, &file);
        app.tables.focus = cell;
        app.screen = Screen::Tables;
    }
}

fn top_bar(ui: &mut Ui, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let mut go_home = false;
    let mut go_print = false;
    egui::Panel::top("session_top").show(ui, |ui| {
        let Some(v) = app.session.as_mut() else {
            return;
        };
        let status = v.session.game.status(v.session.state());
        let title = v.title();
        egui::Sides::new().show(
            ui,
            |ui| {
                if util::big_button(ui, format!("◀ {}", tr(lang, "home"))).clicked() {
                    go_home = true;
                }
                ui.label(RichText::new(title).size(22.0).strong());
            },
            |ui| {
                // Right to left.
                if util::big_button(ui, tr(lang, "settings"))
                    .on_hover_text(tr(lang, "shortcuts"))
                    .clicked()
                {
                    app.settings.open = !app.settings.open;
                }
                if util::big_button(ui, tr(lang, "print")).clicked() {
                    go_print = true;
                }
                let can_redo = v.session.can_redo();
                if util::big_button_enabled(ui, can_redo, format!("↷ {}", tr(lang, "redo")))
                    .on_hover_text("Ctrl+Shift+Z")
                    .clicked()
                {
                    v.redo();
                }
                let can_undo = v.session.can_undo();
                if util::big_button_enabled(ui, can_undo, format!("↶ {}", tr(lang, "undo")))
                    .on_hover_text("Ctrl+Z")
                    .clicked()
                {
                    v.undo(None, false);
                }
            },
        );
        ui.horizontal_wrapped(|ui| {
            for (i, (k, val)) in status.track.iter().enumerate() {
                if i > 0 {
                    ui.separator();
                }
                ui.label(RichText::new(format!("{k} {val}")).size(22.0).strong());
            }
            if !status.phase.is_empty() {
                ui.separator();
                ui.label(RichText::new(&status.phase).size(20.0));
            }
            if let Some(w) = &status.winner {
                ui.separator();
                ui.label(
                    RichText::new(format!("★ {}: {w}", tr(lang, "winner")))
                        .size(22.0)
                        .color(Color32::from_rgb(200, 140, 0)),
                );
            }
        });
    });
    if go_home {
        app.home.refresh();
        app.screen = Screen::Home;
    }
    if go_print {
        app.screen = Screen::Print;
    }
}

fn state_panel(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    ui.heading(tr(lang, "game_state"));
    egui::ScrollArea::vertical()
        .id_salt("state_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if let Some(value) =
                games::game_panel(ui, v.session.game.as_ref(), v.session.state(), lang)
            {
                v.apply_pick(&value);
            }
            egui::CollapsingHeader::new(RichText::new(tr(lang, "listing")).small())
                .id_salt("show_text")
                .default_open(!games::has_panel(v.session.game.as_ref()))
                .show(ui, |ui| {
                    // The listing keeps its columns: no wrapping, scroll sideways instead.
                    egui::ScrollArea::horizontal()
                        .id_salt("show_text_scroll")
                        .show(ui, |ui| {
                            ui.add(
                                egui::Label::new(
                                    RichText::new(v.session.game.show_text(v.session.state()))
                                        .monospace()
                                        .size(14.0),
                                )
                                .extend(),
                            );
                        });
                });
            ui.separator();
            let commitment: String = v.session.header.seed.commitment.chars().take(16).collect();
            ui.weak(format!("{}: {commitment}…", tr(lang, "seed_hash")));
            ui.horizontal_wrapped(|ui| {
                if v.session.seed_revealed() {
                    ui.weak(format!(
                        "{}: {}",
                        tr(lang, "seed"),
                        v.session.header.seed.seed
                    ));
                } else if ui.small_button(tr(lang, "reveal_seed")).clicked()
                    && let Err(e) = v.session.reveal_seed()
                {
                    v.error = Some(e.to_string());
                }
                if ui.small_button(tr(lang, "verify_dice")).clicked() {
                    v.notice = Some(match v.session.verify_dice() {
                        Ok(n) => format!("{n} app dice match the seed"),
                        Err(e) => e,
                    });
                }
            });
        });
}

fn what_now(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    let game = v.session.game.clone();
    let prompt = game.prompt(v.session.state());
    ui.label(RichText::new(tr(lang, "what_now")).small());
    ui.label(RichText::new(&prompt.step).size(26.0).strong());
    for h in &prompt.hints {
        ui.label(RichText::new(format!("• {h}")).size(16.0));
    }
    if let Some(n) = &v.notice {
        ui.colored_label(Color32::from_rgb(200, 140, 0), n);
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        for a in &prompt.actions {
            let text = RichText::new(&a.label).size(18.0);
            let selected = v
                .open
                .as_ref()
                .map(|o| o.spec.name == a.name && o.label == a.label)
                .unwrap_or(false);
            let btn = egui::Button::new(text)
                .min_size(egui::vec2(util::TOUCH, util::TOUCH))
                .selected(selected);
            let r = ui.add_enabled(a.blocked.is_none(), btn);
            let r = match &a.blocked {
                Some((rule, reason)) => r.on_disabled_hover_text(format!("rule {rule}: {reason}")),
                None => r.on_hover_text(&a.name),
            };
            if r.clicked() {
                v.open_action(&a.name, &a.label, &a.preset);
            }
        }
    });
    if !v.undo_hints.is_empty() {
        ui.add_space(8.0);
        egui::Frame::group(ui.style())
            .fill(Color32::from_rgb(255, 244, 214))
            .show(ui, |ui| {
                ui.label(
                    RichText::new(tr(lang, "put_back"))
                        .strong()
                        .color(Color32::BLACK),
                );
                for h in &v.undo_hints {
                    ui.label(
                        RichText::new(format!("↩ {h}"))
                            .size(17.0)
                            .color(Color32::BLACK),
                    );
                }
            });
    }
    ui.add_space(8.0);
    ui.separator();
    let mut submit_plain = false;
    let mut cancel = false;
    if let Some(open) = v.open.as_mut() {
        ui.label(
            RichText::new(format!("{} · rule {}", open.label, open.spec.rule))
                .size(20.0)
                .strong(),
        );
        if open.spec.title != open.label {
            ui.weak(&open.spec.title);
        }
        let state = v.session.state().clone();
        let action = open.spec.name.clone();
        // Hand-over: private inputs stay covered until the player who enters them has the screen.
        if let Some(p) = &open.private
            && !open.handed_over
        {
            ui.label(
                RichText::new(p.get(lang))
                    .size(20.0)
                    .color(Color32::from_rgb(200, 120, 0)),
            );
            let ready = match lang {
                Lang::En => "I have the screen: show the form",
                Lang::Zh => "我已拿到屏幕：显示表单",
            };
            if util::big_button(ui, ready).clicked() {
                open.handed_over = true;
            }
            if util::big_button(ui, tr(lang, "cancel")).clicked() {
                cancel = true;
            }
        } else {
            games::action_panel(ui, game.as_ref(), &state, &action, &mut open.form, lang);
            open.form.show_with(ui, &open.spec.name, &|key| {
                games::pick_list(game.as_ref(), &state, &action, key)
            });
        }
    }
    if let Some(open) = v.open.as_mut()
        && (open.private.is_none() || open.handed_over)
    {
        ui.add_space(6.0);
        if open.spec.rolls {
            ui.label(RichText::new(format!("→ {}", tr(lang, "type_die"))).italics());
        }
        ui.horizontal(|ui| {
            if !open.spec.rolls
                && util::big_button(ui, tr(lang, "submit"))
                    .on_hover_text("Enter")
                    .clicked()
            {
                submit_plain = true;
            }
            if util::big_button(ui, tr(lang, "cancel"))
                .on_hover_text("Esc")
                .clicked()
            {
                cancel = true;
            }
        });
    }
    if let Some(e) = &v.error {
        ui.add_space(6.0);
        ui.label(
            RichText::new(e)
                .color(ui.visuals().error_fg_color)
                .size(17.0),
        );
    }
    if submit_plain {
        v.submit(false);
    }
    if cancel {
        v.open = None;
        v.error = None;
    }
}

fn dice_panel(
    ui: &mut Ui,
    v: &mut SessionView,
    lang: Lang,
    show_odds: bool,
) -> Option<ResultEvent> {
    ui.heading(tr(lang, "dice"));
    let armed = v.open.as_ref().map(|o| o.spec.rolls).unwrap_or(false);
    if let Some(ev) = dice::show_tray(ui, &mut v.tray, lang, armed) {
        v.submit(ev == TrayEvent::Roll);
    }
    if show_odds && let Some(Ok(odds)) = v.odds() {
        ui.label(RichText::new(tr(lang, "odds")).strong());
        dice::odds_chart(ui, &odds, None);
    }
    let mut ev = None;
    if let Some(res) = v.last.clone() {
        ui.separator();
        ui.label(
            RichText::new(format!("{} · {}", tr(lang, "last_result"), res.procedure)).strong(),
        );
        egui::ScrollArea::vertical()
            .id_salt("result_scroll")
            .max_height(320.0)
            .show(ui, |ui| {
                ev = dice::show_resolution(ui, v.session.game.as_ref(), &res, lang, &mut v.grids);
            });
    }
    ev
}

fn log_panel(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    ui.horizontal(|ui| {
        ui.heading(tr(lang, "log"));
        if ui
            .add_enabled(v.session.can_undo(), egui::Button::new("↶"))
            .on_hover_text(format!("{} (Ctrl+Z)", tr(lang, "undo")))
            .clicked()
        {
            v.undo(None, false);
        }
        if ui
            .add_enabled(v.session.can_redo(), egui::Button::new("↷"))
            .on_hover_text(format!("{} (Ctrl+Shift+Z)", tr(lang, "redo")))
            .clicked()
        {
            v.redo();
        }
    });
    let entries = v.log_entries();
    // Long sessions: draw the recent end of the log unless asked for all of it.
    const RECENT: usize = 200;
    let shown = if entries.len() > RECENT && !v.log_all {
        if ui
            .button(format!("{} ({})", tr(lang, "show_all"), entries.len()))
            .clicked()
        {
            v.log_all = true;
        }
        &entries[entries.len() - RECENT..]
    } else {
        &entries[..]
    };
    // A session restored from a pack-up snapshot: the earlier actions, summarised (they cannot be undone).
    if let Some(base) = &v.session.header.base {
        egui::CollapsingHeader::new(format!("{} ({})", tr(lang, "before_packup"), base.position))
            .id_salt("before_packup")
            .show(ui, |ui| {
                for l in &base.log {
                    ui.weak(l);
                }
            });
    }
    // Sealed actions (a `salt` key: inputs committed in private) never show their inputs in the log; the
    // ruleset's own lines say what is public (how many chips, the seal) and reveal the rest later.
    let game = v.session.game.clone();
    let sealed = move |name: &str| {
        game.action(name)
            .is_ok_and(|a| a.keys.iter().any(|k| k.name == "salt"))
    };
    if let Some(LogEvent::UndoTo(n)) = log::show_log(ui, shown, lang, &mut v.log_selected, &sealed)
    {
        v.undo(Some(n), false);
    }
}

fn confirm_window(ctx: &egui::Context, v: &mut SessionView, lang: Lang) {
    let Some((to, msg)) = v.confirm_undo.clone() else {
        return;
    };
    egui::Window::new(tr(lang, "undo"))
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(RichText::new(msg).size(17.0));
            ui.horizontal(|ui| {
                if util::big_button(ui, tr(lang, "confirm_undo")).clicked() {
                    v.undo(to, true);
                }
                if util::big_button(ui, tr(lang, "cancel")).clicked() {
                    v.confirm_undo = None;
                }
            });
        });
}
