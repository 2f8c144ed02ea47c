//! The session screen (design/ui.md): top bar (game · scenario | track | phase | undo/redo/print/settings),
//! left the game state, centre "what now", right the dice tray above the log.

use std::collections::BTreeMap;

use egui::{Color32, RichText, Ui};

use super::dice::{self, DiceTray, ResultEvent, TrayEvent};
use super::form::{FormState, Pick};
use super::log::{self, LogEvent};
use super::{GunbaiApp, Lang, Screen, games, tr, util};
use crate::core::{ActionCall, ActionSpec, Game, Odds, Resolution, Text};
use crate::session::{Session, SessionError};
use crate::tables::grid::Grid;

/// An action being filled in, inline in the "what now" panel.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAction {
    pub spec: ActionSpec,
    pub label: String,
    pub form: FormState,
    /// Private inputs (the ruleset's `hidden_action`): who enters them. The screen is handed over
    /// first; the form shows only once that player has it (`handed_over`).
    pub private: Option<Text>,
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
    /// The language of the screen (set every frame), for messages made outside drawing.
    pub lang: Lang,
    /// "Reveal seed" was clicked and waits for the table to confirm.
    pub confirm_reveal: bool,
    /// The private input just committed: (who, short commitment), shown until "Next".
    pub committed: Option<(Text, String)>,
    /// Commitments of private inputs entered so far: (player, short commitment), newest last.
    pub commitments: Vec<(Text, String)>,
    /// A form was just opened from the what-now panel: scroll the centre column to it once, so a form
    /// below a long prompt (关原's card, many action buttons) opens where the eye is, at 1024×768 too.
    scroll_to_form: bool,
    /// The table asked for fresh dice instead of the undone ones for the next action (issue 19).
    pub reroll: bool,
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
            lang: Lang::En,
            confirm_reveal: false,
            committed: None,
            commitments: Vec::new(),
            scroll_to_form: false,
            reroll: false,
        }
    }

    /// After the table chose about the session's past (go on from an action, adopt tables): the log,
    /// the result and the form start again from the session.
    pub fn after_past_change(&mut self) {
        self.version += 1;
        self.last = self.session.last_resolution.clone();
        self.open = None;
        self.error = None;
        self.notice = None;
    }

    /// True when this table chose at set-up to keep undone dice (the next app rolls use them again).
    pub fn keeps_undone_dice(&self) -> bool {
        self.session.header.keep_undone_dice
    }

    /// The name of the action that produced the last result (the newest live log entry).
    pub fn last_action_name(&mut self) -> Option<String> {
        self.last.as_ref()?;
        let entries = self.log_entries();
        let pos = self.session.position();
        entries
            .iter()
            .rev()
            .find(|e| e.n == Some(pos) && !e.undone)
            .map(|e| e.action.name.clone())
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
                .map(|s| self.session.game.words(&s.title, self.lang))
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
                // A private input: the screen is handed over first; the form is never drawn in public.
                let private = self.session.game.hidden_action(self.session.state(), name);
                self.open = Some(OpenAction {
                    spec,
                    label: label.to_string(),
                    form,
                    private,
                    handed_over: false,
                });
                self.scroll_to_form = true;
                self.error = None;
                self.odds_cache = None;
            }
            Err(e) => self.error = Some(self.error_words(&e.into())),
        }
    }

    /// True while a private input is being handed over, entered or its commitment shown: the whole
    /// screen is the hand-over screen then.
    pub fn in_handover(&self) -> bool {
        self.committed.is_some() || self.open.as_ref().is_some_and(|o| o.private.is_some())
    }

    /// Submits the private input and shows only its commitment.
    pub fn commit_handover(&mut self) {
        let Some(open) = self.open.as_ref() else {
            return;
        };
        let player = open.private.clone().unwrap_or_default();
        let call = ActionCall {
            name: open.spec.name.clone(),
            params: open.form.params(),
        };
        // The commitment shown is the ruleset's (the one its log line and its reveal use), so the table
        // hears one hash, never a second one made up by the screen. The session draws the secret when
        // the player left it blank.
        match self.session.act(call.clone(), &[], false) {
            Ok(res) => {
                self.version += 1;
                self.last = res;
                self.error = None;
                self.undo_hints.clear();
                let short = self
                    .session
                    .game
                    .sealed_commitment(self.session.state(), &call)
                    .map(|c| crate::core::commit::short(&c))
                    .unwrap_or_default();
                if !short.is_empty() {
                    self.commitments.push((player.clone(), short.clone()));
                }
                // The form is dropped: the inputs stay only in the journal until the ruleset reveals them.
                self.open = None;
                self.committed = Some((player, short));
            }
            Err(e) => self.error = Some(self.error_words(&e)),
        }
    }

    /// An error of this session in the player's language (the open form's keys by their labels).
    pub fn error_words(&self, e: &SessionError) -> String {
        let keys = self
            .open
            .as_ref()
            .map(|o| o.spec.keys.as_slice())
            .unwrap_or(&[]);
        error_text(self.session.game.as_ref(), e, self.lang, keys)
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
                self.error = Some(tr(self.lang, "pick_action_first").into());
            }
            return;
        };
        let call = ActionCall {
            name: open.spec.name.clone(),
            params: open.form.params(),
        };
        // A table that keeps undone dice: the session uses the kept faces before fresh app dice.
        let reroll = self.reroll && !self.session.kept_dice().is_empty();
        let result = self
            .session
            .act_with(call, &self.tray.typed, app_dice, reroll);
        match result {
            Ok(res) => {
                self.reroll = false;
                self.version += 1;
                self.last = res;
                self.open = None;
                self.tray.clear();
                self.error = None;
                self.undo_hints.clear();
            }
            Err(e) => self.error = Some(self.error_words(&e)),
        }
    }

    pub fn undo(&mut self, to: Option<usize>, confirm: bool) {
        match self.session.undo(to, confirm) {
            Ok(r) => {
                self.version += 1;
                self.undo_hints = r.hints;
                if self.undo_hints.is_empty() {
                    let game = self.session.game.clone();
                    self.undo_hints = r
                        .undone
                        .iter()
                        .map(|a| {
                            format!(
                                "{} {}",
                                tr(self.lang, "take_back"),
                                game.action_label(&a.name).get(self.lang)
                            )
                        })
                        .collect();
                }
                self.last = self.session.last_resolution.clone();
                self.error = None;
                self.confirm_undo = None;
                self.open = None;
            }
            Err(SessionError::NeedsConfirmation(m)) => {
                self.confirm_undo = Some((to, crate::session::words::session_words(&m, self.lang)))
            }
            Err(e) => self.error = Some(self.error_words(&e)),
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
            Err(e) => self.error = Some(self.error_words(&e)),
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
                let entries = std::sync::Arc::new(self.session.public_log());
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

/// A refusal in the player's language: a rule error names its rule (`规则 5.2`), an input error the key by
/// its label (`keys`: the form's specs), the reason in the ruleset's words (the game's phrasebook, then
/// the core's); the session's own refusals (nothing to undo, file in use…) from the session's words.
pub fn error_text(
    game: &dyn Game,
    e: &SessionError,
    lang: Lang,
    keys: &[crate::core::KeySpec],
) -> String {
    crate::session::words::error_in(game, e, lang, keys)
}

/// An action's name as a player reads it. The prompt's own label (which may name a castle or a unit) in
/// English; in 中文 the ruleset's label of the action, followed by the names the prompt label carries
/// (words without Latin letters: 郡山城, 2番大队).
pub fn action_words(game: &dyn Game, name: &str, prompt_label: &str, lang: Lang) -> String {
    match lang {
        Lang::En => prompt_label.to_string(),
        // A label the phrasebook already put in 中文 (the prompt comes through `prompt_in`) is shown
        // as it is: it carries its numbers (开始第 1 回合), which the name-picking below would drop.
        Lang::Zh if crate::core::text::latin_words(prompt_label, &[]).is_empty() => {
            prompt_label.to_string()
        }
        Lang::Zh => {
            let base = game.action_label(name).zh;
            let names: Vec<&str> = prompt_label
                .split_whitespace()
                .filter(|w| !w.chars().any(|c| c.is_ascii_alphabetic()))
                .filter(|w| !w.is_ascii())
                // A name has letters (CJK ones count): a lone "·" or "（" is not one.
                .filter(|w| w.chars().any(char::is_alphanumeric))
                .filter(|w| !base.contains(*w))
                .collect();
            if names.is_empty() {
                base
            } else {
                format!("{base} {}", names.join(" "))
            }
        }
    }
}

/// Pick-list entries for a key of an action: the ruleset's candidates, labelled in the player's language.
pub fn action_picks(
    game: &dyn Game,
    state: &crate::core::ruleset::AnyState,
    action: &str,
    key: &str,
    lang: Lang,
) -> Vec<Pick> {
    game.candidates(state, action, key)
        .into_iter()
        .map(|c| Pick {
            label: c.text().get(lang).to_string(),
            // A group's name is a place (read as it is) or a word the game's phrasebook puts into
            // the player's language (Shogun's "Chest cards" → 宝箱卡).
            group: if c.group.is_empty() {
                c.group
            } else {
                game.words(&c.group, lang)
            },
            value: c.value,
        })
        .collect()
}

pub fn show(ui: &mut Ui, app: &mut GunbaiApp) {
    if app.session.is_none() {
        app.screen = Screen::Home;
        return;
    }
    let lang = app.settings.lang;
    if let Some(v) = app.session.as_mut() {
        v.lang = lang;
    }
    // A private input in progress takes the whole screen: nothing else is drawn behind it.
    if app.session.as_ref().is_some_and(|v| v.in_handover()) {
        if let Some(v) = app.session.as_mut() {
            handover_screen(ui, v, lang);
        }
        return;
    }
    top_bar(ui, app);
    let show_odds = app.settings.show_odds;
    let Some(v) = app.session.as_mut() else {
        return;
    };
    let mut open_table = None;
    // The result strip: always on screen, under the three columns, at every window size (issue 11, 1).
    egui::Panel::bottom("result_strip")
        .resizable(false)
        .exact_size(if ui.available_height() < 700.0 {
            84.0
        } else {
            104.0
        })
        .show(ui, |ui| result_strip(ui, v, lang));
    // Side panels scale with the window so the centre keeps room at large UI scales; they are not
    // resizable by their content (fixed fractions), so opening a form or a dialog does not move them.
    let w = ui.available_width();
    let left_w = (w * 0.27).clamp(200.0, 460.0);
    let right_w = (w * 0.3).clamp(240.0, 480.0);
    egui::Panel::left("state_panel")
        .resizable(true)
        .default_size(left_w)
        .size_range(180.0..=(w * 0.38).max(200.0))
        .show(ui, |ui| {
            state_panel(ui, v, lang);
        });
    egui::Panel::right("dice_log_panel")
        .resizable(true)
        .default_size(right_w)
        .size_range(220.0..=(w * 0.38).max(240.0))
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
    reveal_window(ui.ctx(), v, lang);
    if let Some(ResultEvent::OpenTable { game, file, cell }) = open_table {
        app.tables.select(&game, &file);
        app.tables.focus = cell;
        app.screen = Screen::Tables;
    }
}

/// The last result in plain words, or the refusal with its rule: where the eye is after Roll/Submit.
fn result_strip(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    if let Some(e) = v.error.clone() {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!("✕ {}", tr(lang, "refused")))
                    .size(20.0)
                    .strong()
                    .color(ui.visuals().error_fg_color),
            );
            ui.label(
                RichText::new(e)
                    .size(20.0)
                    .color(ui.visuals().error_fg_color),
            );
        });
        return;
    }
    let Some(res) = v.last.clone() else {
        ui.label(RichText::new(tr(lang, "no_result_yet")).weak().size(16.0));
        return;
    };
    let game = v.session.game.clone();
    let who = v
        .last_action_name()
        .map(|n| game.action_label(&n).get(lang).to_string())
        .unwrap_or_else(|| res.procedure.clone());
    let mark = {
        let entries = v.log_entries();
        let marks = log::dice_marks(&entries);
        marks.last().copied().filter(|_| {
            entries
                .last()
                .is_some_and(|e| e.n == Some(v.session.position()) && !e.undone)
        })
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("{} · {who}", tr(lang, "last_result"))).strong());
        ui.label(RichText::new(dice_line(&res)).size(22.0).strong());
        if let Some(m) = mark.and_then(|m| log::mark_text(m, lang)) {
            ui.label(
                RichText::new(format!("↶⚅ {m}"))
                    .strong()
                    .color(Color32::from_rgb(200, 110, 0)),
            );
        }
    });
    let outcome = game.outcome_text(&res);
    ui.add(
        egui::Label::new(
            RichText::new(format!("→ {}", outcome.get(lang)))
                .size(24.0)
                .strong(),
        )
        .wrap(),
    );
}

/// `[4 2] +1 −1 = 6` for a result line.
pub fn dice_line(res: &Resolution) -> String {
    let faces: Vec<String> = res.rolls.iter().map(|f| f.to_string()).collect();
    let mut s = if faces.is_empty() {
        String::new()
    } else {
        format!("[{}]", faces.join(" "))
    };
    for m in &res.modifiers {
        s.push_str(&format!(" {:+}", m.value));
    }
    if let Some(mr) = res.modified_roll
        && (!res.modifiers.is_empty() || res.rolls.len() > 1)
    {
        s.push_str(&format!(" = {mr}"));
    }
    s
}

fn handover_screen(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    let title = v.title();
    egui::CentralPanel::default().show(ui, |ui| {
        ui.add_space(24.0);
        ui.vertical_centered(|ui| {
            ui.label(RichText::new(tr(lang, "private_input")).size(18.0).weak());
            // 3. Committed: only the commitment shows.
            if let Some((_, short)) = v.committed.clone() {
                ui.label(RichText::new(tr(lang, "committed")).size(26.0).strong());
                if !short.is_empty() {
                    ui.label(
                        RichText::new(format!("{} {short}", tr(lang, "commitment")))
                            .size(30.0)
                            .monospace(),
                    );
                    ui.label(RichText::new(tr(lang, "commitment_hint")).size(15.0));
                }
                ui.add_space(16.0);
                if util::big_button(
                    ui,
                    RichText::new(format!("▶ {}", tr(lang, "next"))).size(22.0),
                )
                .clicked()
                {
                    v.committed = None;
                }
                return;
            }
            let game = v.session.game.clone();
            let state = v.session.state().clone();
            let Some(open) = v.open.as_mut() else {
                return;
            };
            let player = open.private.clone().unwrap_or_default();
            ui.label(
                RichText::new(format!("{title} · {}", game.words(&open.label, lang)))
                    .size(20.0)
                    .strong(),
            );
            ui.add_space(16.0);
            if !open.handed_over {
                // 1. Pass the screen: who enters the input, nothing of the form yet.
                ui.label(
                    RichText::new(player.get(lang))
                        .size(32.0)
                        .strong()
                        .color(Color32::from_rgb(200, 120, 0)),
                );
                ui.label(RichText::new(tr(lang, "pass_hint")).size(16.0));
                ui.add_space(16.0);
                if util::big_button(ui, RichText::new(tr(lang, "show_form")).size(22.0)).clicked() {
                    open.handed_over = true;
                }
                if util::big_button(ui, tr(lang, "cancel")).clicked() {
                    v.open = None;
                }
                return;
            }
            // 2. The form, for that player's eyes only; then hide and commit.
            // The player has the screen now: no second "pass the screen" / "look away" line.
            ui.label(RichText::new(tr(lang, "enter_private")).size(22.0).strong());
            ui.add_space(8.0);
            let action = open.spec.name.clone();
            // A long form (Shogun's plan: bid + ten spaces) scrolls; Commit and Cancel stay below it,
            // inside the window at 1024×768.
            let room = (ui.available_height() - 110.0).max(120.0);
            egui::ScrollArea::vertical()
                .id_salt("handover_scroll")
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    games::action_panel(ui, game.as_ref(), &state, &action, &mut open.form, lang);
                    open.form.show_with(ui, "handover_form", lang, &|key| {
                        action_picks(game.as_ref(), &state, &action, key, lang)
                    });
                });
            ui.add_space(12.0);
            let mut commit = false;
            ui.horizontal(|ui| {
                if util::big_button(
                    ui,
                    RichText::new(format!("✔ {}", tr(lang, "hide_commit"))).size(22.0),
                )
                .clicked()
                {
                    commit = true;
                }
                if util::big_button(ui, tr(lang, "cancel")).clicked() {
                    v.open = None;
                }
            });
            if commit {
                v.commit_handover();
            }
            if let Some(e) = &v.error {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
        });
    });
}

fn top_bar(ui: &mut Ui, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let mut go_home = false;
    let mut go_print = false;
    let mut save_as = false;
    egui::Panel::top("session_top").show(ui, |ui| {
        let Some(v) = app.session.as_mut() else {
            return;
        };
        let status = v.session.game.status_in(v.session.state(), lang);
        let title = v.title();
        egui::Sides::new().show(
            ui,
            |ui| {
                if util::big_button(ui, format!("◀ {}", tr(lang, "home"))).clicked() {
                    go_home = true;
                }
                ui.add(
                    egui::Label::new(RichText::new(title).size(22.0).strong())
                        .wrap_mode(egui::TextWrapMode::Truncate),
                );
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
                if util::big_button(ui, tr(lang, "save_as")).clicked() {
                    save_as = true;
                }
                let can_redo = v.session.can_redo();
                if util::big_button_enabled(ui, can_redo, format!("↷ {}", tr(lang, "redo")))
                    .on_hover_text("Ctrl+Y · Ctrl+Shift+Z")
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
    if save_as {
        save_session_as(app);
    }
}

/// Saves a copy of the session where the player chooses (the system's dialog); play continues in the
/// copy, so the journal keeps growing there.
pub fn save_session_as(app: &mut GunbaiApp) {
    let Some(v) = app.session.as_ref() else {
        return;
    };
    let name = v
        .session
        .path
        .as_ref()
        .and_then(|p| p.file_name())
        .and_then(|n| n.to_str())
        .map(str::to_string)
        .unwrap_or_else(|| format!("{}.gunbai", v.session.game.id()));
    let dir = crate::session::store::sessions_in(&app.data_dir);
    let Some(mut to) = (app.dialogs)(&super::FileAsk::SaveSessionAs(name), &dir) else {
        return;
    };
    if to.extension().is_none() {
        to.set_extension("gunbai");
    }
    let lang = app.settings.lang;
    let Some(v) = app.session.as_mut() else {
        return;
    };
    match crate::session::store::atomic_write(&to, &v.session.to_bytes()) {
        Ok(()) => {
            v.notice = Some(format!(
                "{}: {}",
                tr(lang, "saved_as"),
                to.file_stem().and_then(|n| n.to_str()).unwrap_or_default()
            ));
            v.session.path = Some(to);
            app.home.refresh();
        }
        Err(e) => v.error = Some(format!("{}: {e}", to.display())),
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
            legend(ui, v.session.game.as_ref(), lang);
            if !v.commitments.is_empty() {
                ui.separator();
                ui.label(RichText::new(tr(lang, "commitments")).strong());
                for (who, short) in &v.commitments {
                    ui.label(format!("{} · {short}", who.get(lang)));
                }
            }
            ui.separator();
            let commitment: String = v.session.commitment().chars().take(16).collect();
            ui.weak(format!("{}: {commitment}…", tr(lang, "seed_hash")));
            if v.keeps_undone_dice() {
                ui.weak(tr(lang, "keeps_undone_dice"));
            }
            ui.horizontal_wrapped(|ui| {
                for (_, seed) in v.session.revealed_seeds() {
                    ui.weak(format!("{}: {}", tr(lang, "seed"), seed.seed));
                }
                if !v.session.seed_revealed() && ui.small_button(tr(lang, "reveal_seed")).clicked()
                {
                    v.confirm_reveal = true;
                }
                if ui.small_button(tr(lang, "verify_dice")).clicked() {
                    v.notice = Some(match v.session.verify_dice() {
                        Ok(n) => format!("{n} {}", tr(lang, "dice_match")),
                        Err(e) => e,
                    });
                }
            });
        });
}

/// The legend: the game's own symbols (from the ruleset), then the app's.
fn legend(ui: &mut Ui, game: &dyn Game, lang: Lang) {
    egui::CollapsingHeader::new(RichText::new(tr(lang, "legend")).strong())
        .id_salt("legend")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("legend_grid")
                .num_columns(2)
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    let mut rows: Vec<(String, String)> = game
                        .legend()
                        .into_iter()
                        .map(|(sym, t)| (sym, t.get(lang).to_string()))
                        .collect();
                    for (sym, key) in [
                        ("⚅", "legend_app_die"),
                        ("★", "legend_placeholder"),
                        ("↶⚅", "rerolled_after_undo"),
                        ("✕", "legend_refused"),
                    ] {
                        rows.push((sym.to_string(), tr(lang, key).to_string()));
                    }
                    for (sym, words) in rows {
                        ui.label(RichText::new(sym).size(18.0).strong());
                        ui.label(words);
                        ui.end_row();
                    }
                });
        });
}

fn what_now(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    let game = v.session.game.clone();
    let prompt = game.prompt_in(v.session.state(), lang);
    ui.label(RichText::new(tr(lang, "what_now")).small());
    ui.label(RichText::new(&prompt.step).size(26.0).strong());
    for h in &prompt.hints {
        ui.label(RichText::new(format!("• {h}")).size(16.0));
    }
    if let Some(n) = &v.notice {
        ui.colored_label(Color32::from_rgb(200, 140, 0), n);
    }
    super::past::banner(ui, v, lang);
    ui.add_space(8.0);
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        for a in &prompt.actions {
            let words = action_words(game.as_ref(), &a.name, &a.label, lang);
            let text = RichText::new(&words).size(18.0);
            let selected = v
                .open
                .as_ref()
                .map(|o| o.spec.name == a.name && o.label == a.label)
                .unwrap_or(false);
            // Names never break mid-word: a button keeps its text on one line.
            let btn = egui::Button::new(text)
                .wrap_mode(egui::TextWrapMode::Extend)
                .min_size(egui::vec2(util::TOUCH, util::TOUCH))
                .selected(selected);
            let r = ui.add_enabled(a.blocked.is_none(), btn);
            let r = match &a.blocked {
                Some((rule, reason)) => {
                    r.on_disabled_hover_text(format!("{} {rule}: {reason}", tr(lang, "rule")))
                }
                None => r,
            };
            if r.clicked() {
                clicked = Some((a.name.clone(), words.clone(), a.preset.clone()));
            }
        }
    });
    if let Some((name, words, preset)) = clicked {
        v.open_action(&name, &words, &preset);
        // Nothing to fill in and nothing to roll: the click submits it (issue 11, point 9).
        if v.open
            .as_ref()
            .is_some_and(|o| o.spec.keys.is_empty() && !o.spec.rolls)
        {
            v.submit(false);
        }
    }
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
                        RichText::new(format!("↩ {}", game.words(h, lang)))
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
        let heading = ui.label(
            RichText::new(format!(
                "{} · {} {}",
                game.words(&open.label, lang),
                tr(lang, "rule"),
                open.spec.rule
            ))
            .size(20.0)
            .strong(),
        );
        if std::mem::take(&mut v.scroll_to_form) {
            heading.scroll_to_me(Some(egui::Align::TOP));
        }
        let state = v.session.state().clone();
        let action = open.spec.name.clone();
        games::action_panel(ui, game.as_ref(), &state, &action, &mut open.form, lang);
        open.form.show_with(ui, &open.spec.name, lang, &|key| {
            action_picks(game.as_ref(), &state, &action, key, lang)
        });
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
    // Honest dice (issue 11 point 7): the faces the app's next rolls will use again, in order.
    let kept = v.session.kept_dice();
    if !kept.is_empty() {
        let faces: Vec<String> = kept.iter().map(|(_, f)| f.to_string()).collect();
        ui.label(
            RichText::new(format!("↶⚅ {}: {}", tr(lang, "kept_next"), faces.join(" "))).strong(),
        )
        .on_hover_text(tr(lang, "keep_undone_hint"));
    }
    if show_odds && let Some(Ok(odds)) = v.odds() {
        ui.label(RichText::new(tr(lang, "odds")).strong());
        dice::odds_chart(ui, &odds, None, lang);
    }
    let mut ev = None;
    egui::CollapsingHeader::new(RichText::new(tr(lang, "dice_stats")).strong())
        .id_salt("dice_stats")
        .default_open(false)
        .show(ui, |ui| {
            let stats = dice::dice_stats(&v.log_entries());
            dice::dice_stats_view(ui, &stats, lang);
        });
    if let Some(res) = v.last.clone() {
        ui.separator();
        let room = (ui.available_height() * 0.6).max(160.0);
        egui::CollapsingHeader::new(RichText::new(tr(lang, "result_details")).strong())
            .id_salt("result_details")
            .default_open(true)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("result_scroll")
                    .max_height(room)
                    .show(ui, |ui| {
                        ev = dice::show_resolution(
                            ui,
                            v.session.game.as_ref(),
                            &res,
                            lang,
                            &mut v.grids,
                        );
                    });
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
            .on_hover_text(format!("{} (Ctrl+Y)", tr(lang, "redo")))
            .clicked()
        {
            v.redo();
        }
    });
    let entries = v.log_entries();
    let marks = log::dice_marks(&entries);
    // Long sessions: draw the recent end of the log unless asked for all of it.
    const RECENT: usize = 200;
    let from = if entries.len() > RECENT && !v.log_all {
        if ui
            .button(format!("{} ({})", tr(lang, "show_all"), entries.len()))
            .clicked()
        {
            v.log_all = true;
        }
        entries.len() - RECENT
    } else {
        0
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
    for (from, seed) in v.session.revealed_seeds() {
        ui.weak(format!(
            "✔ {}: {} (#{from}–)",
            tr(lang, "seed_revealed"),
            seed.seed
        ));
    }
    let game = v.session.game.clone();
    // Sealed actions (inputs entered in private: a hidden action, or a `salt` key that seals them) never
    // show their inputs in the log; the ruleset's own lines say what is public and reveal the rest later.
    let g2 = game.clone();
    let sealed = move |name: &str| {
        g2.action(name)
            .is_ok_and(|a| a.keys.iter().any(|k| k.name == "salt"))
    };
    if let Some(LogEvent::UndoTo(n)) = log::show_log(
        ui,
        game.as_ref(),
        &entries[from..],
        &marks[from..],
        lang,
        &mut v.log_selected,
        &sealed,
    ) {
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
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
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

/// "Reveal seed" asks first: once shown, the app's future dice are predictable (the reveal is journaled).
fn reveal_window(ctx: &egui::Context, v: &mut SessionView, lang: Lang) {
    if !v.confirm_reveal {
        return;
    }
    egui::Window::new(tr(lang, "reveal_seed"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(RichText::new(tr(lang, "reveal_seed_warning")).size(17.0));
            ui.horizontal(|ui| {
                if util::big_button(ui, tr(lang, "reveal_seed_confirm")).clicked() {
                    v.confirm_reveal = false;
                    match v.session.reveal_seed() {
                        Ok(_) => v.notice = Some(tr(lang, "seed_revealed_logged").to_string()),
                        Err(e) => {
                            v.error = Some(error_text(v.session.game.as_ref(), &e, lang, &[]))
                        }
                    }
                }
                if util::big_button(ui, tr(lang, "cancel")).clicked() {
                    v.confirm_reveal = false;
                }
            });
        });
}
