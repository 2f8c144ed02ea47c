//! The session screen (design/ui.md): top bar (game · scenario | track | phase | undo/redo/print/settings),
//! left the game state, centre "what now", right the dice tray above the log.

use std::collections::BTreeMap;

use egui::{Color32, RichText, Ui};

use super::dice::{self, DiceTray, ResultEvent, TrayEvent};
use super::form::{FormState, Pick};
use super::log::{self, LogEvent};
use super::{GunbaiApp, Lang, Screen, games, util};
use crate::core::{ActionCall, ActionSpec, Game, Msg, Odds, Resolution};
use crate::session::{Session, SessionError};
use crate::tables::grid::Grid;
use gunbai_rules::msg;

/// An action being filled in, inline in the "what now" panel.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAction {
    pub spec: ActionSpec,
    /// The prompt's label of the action (it may name a castle or a unit).
    pub label: Msg,
    pub form: FormState,
    /// Private inputs (the ruleset's `hidden_action`): who enters them. The screen is handed over
    /// first; the form shows only once that player has it (`handed_over`).
    pub private: Option<Msg>,
    pub handed_over: bool,
}

/// Below this width (logical points: a 1024 px window at 150 % is 683) the session screen is one
/// column with tabs (what now · game state · result and log) and the dice tray sits under the form:
/// a column becomes a tab before any text, die or button is cut (design/ui.md principle 9).
pub const NARROW: f32 = 820.0;

/// The tab shown in the one-column layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    WhatNow,
    State,
    Log,
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
    pub undo_hints: Vec<Msg>,
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
    pub committed: Option<(Msg, String)>,
    /// Commitments of private inputs entered so far: (player, short commitment), newest last.
    pub commitments: Vec<(Msg, String)>,
    /// A form was just opened from the what-now panel: scroll the centre column to it once, so a form
    /// below a long prompt (关原's card, many action buttons) opens where the eye is, at 1024×768 too.
    scroll_to_form: bool,
    /// The table asked for fresh dice instead of the undone ones for the next action (issue 19).
    pub reroll: bool,
    /// The tab shown when the window is narrow (see [`NARROW`]).
    pub tab: Tab,
    /// The state column folded away (a drawer) in the three-column layout, to give the form room.
    pub state_hidden: bool,
    /// What to do with the physical pieces after the last action ("on the table now", design/ui.md
    /// principle 10): the ruleset's `Game::table_now`.
    pub table_now: Vec<Msg>,
    /// Save as… without a system file dialog: the path typed in the app instead (None: not asked).
    pub save_as_path: Option<String>,
    /// Phones at the table (issue 24): the invitation and its server.
    pub phones: super::phones::Phones,
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
            tab: Tab::WhatNow,
            state_hidden: false,
            table_now: Vec::new(),
            save_as_path: None,
            phones: Default::default(),
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
                .map(|s| self.session.game.say(&s.title, self.lang))
        });
        match (sc_title, sc) {
            (Some(t), _) => format!("{} · {t}", info.title),
            (None, Some(id)) => format!("{} · {id}", info.title),
            _ => info.title.to_string(),
        }
    }

    /// Opens the inline form of an action from the prompt.
    pub fn open_action(&mut self, name: &str, label: &Msg, preset: &crate::core::Params) {
        match self.session.game.action(name) {
            Ok(spec) => {
                // What the state decides is filled in (the ruleset's prefill, as the CLI's help
                // shows it), then the prompt's own preset on top (issue 21 point 2).
                let mut filled = self.session.game.prefill(self.session.state(), name);
                for (k, v) in preset.0.iter() {
                    filled.insert(k, v.clone());
                }
                // Only the keys the state asks for (`Ruleset::asks`), as every form shows them.
                let asked: Vec<_> = crate::core::asked_keys(
                    self.session.game.as_ref(),
                    self.session.state(),
                    &spec,
                )
                .cloned()
                .collect();
                let mut form = FormState::new(&asked, &filled);
                // A private input: the screen is handed over first; the form is never drawn in public.
                let private = self.session.game.hidden_action(self.session.state(), name);
                form.fold_defaults = private.is_none();
                self.open = Some(OpenAction {
                    spec,
                    label: label.clone(),
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
                // A private input changes nothing on the table until it is revealed.
                self.table_now.clear();
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
                self.error = Some(msg!("frame-pick-action-first").render(self.lang));
            }
            return;
        };
        let call = ActionCall {
            name: open.spec.name.clone(),
            params: open.form.params(),
        };
        // A draw or a throw (no dice to type: Shogun, a Sekigahara card) is the app's to make.
        let app_dice = app_dice
            || (open.spec.rolls
                && games::chance(self.session.game.as_ref(), &open.spec.name)
                    != games::Chance::Dice);
        let before = self.session.state().clone();
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
                self.table_now = self.session.game.table_now(&before, self.session.state());
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
                            msg!(
                                "frame-take-back-action",
                                action = game.action_label(&a.name)
                            )
                        })
                        .collect();
                }
                self.last = self.session.last_resolution.clone();
                self.error = None;
                self.confirm_undo = None;
                self.open = None;
                self.table_now.clear();
            }
            Err(SessionError::NeedsConfirmation(m)) => {
                self.confirm_undo = Some((to, self.session.game.say(&m, self.lang)))
            }
            Err(e) => self.error = Some(self.error_words(&e)),
        }
    }

    pub fn redo(&mut self) {
        let before = self.session.state().clone();
        match self.session.redo() {
            Ok(_) => {
                self.version += 1;
                self.table_now = self.session.game.table_now(&before, self.session.state());
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
            let given = open.form.params();
            let offered = game.candidates_given(&state, &open.spec.name, &k.name, &given);
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
/// its label (`keys`: the form's specs), the reason in the ruleset's words (its catalogue, then
/// the core's); the session's own refusals (nothing to undo, file in use…) from the session's words.
pub fn error_text(
    game: &dyn Game,
    e: &SessionError,
    lang: Lang,
    keys: &[crate::core::KeySpec],
) -> String {
    crate::session::error_in(game, e, lang, keys)
}

/// Pick-list entries for a key of an action: the ruleset's candidates given what the form holds so far
/// (`given`: the defenders of the chosen target), labelled in the player's language.
pub fn action_picks(
    game: &dyn Game,
    state: &crate::core::ruleset::AnyState,
    action: &str,
    key: &str,
    given: &crate::core::Params,
    lang: Lang,
) -> Vec<Pick> {
    game.candidates_given(state, action, key, given)
        .into_iter()
        .map(|c| Pick {
            label: game.say(&c.text(), lang),
            // A group's name is a place, read as it is.
            group: c.group,
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
    let mut show_odds = app.settings.show_odds;
    let Some(v) = app.session.as_mut() else {
        return;
    };
    super::phones::show(ui, v, lang);
    let mut open_table = None;
    // The result strip: always on screen, under the columns, at every window size (issue 11, 1).
    // Before the first action the strip holds one line; after it, room for the result and its lines
    // (less on a short screen: 768 px at 150 % is 512 points).
    let height = ui.available_height();
    let strip = if v.error.is_none() && v.session.position() == 0 {
        44.0
    } else if height >= 700.0 {
        132.0
    } else if height >= 560.0 {
        104.0
    } else {
        88.0
    };
    egui::Panel::bottom("result_strip")
        .resizable(false)
        .exact_size(strip)
        .show(ui, |ui| result_strip(ui, v, lang));
    let w = ui.available_width();
    if w < NARROW {
        // One column: the state and the log become tabs; the dice tray sits under the form.
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (tab, words) in [
                    (Tab::WhatNow, msg!("frame-tab-what-now")),
                    (Tab::State, msg!("frame-tab-state")),
                    (Tab::Log, msg!("frame-tab-log")),
                ] {
                    let b = egui::Button::selectable(
                        v.tab == tab,
                        RichText::new(words.render(lang)).size(17.0),
                    )
                    .min_size(egui::vec2(util::TOUCH, util::TOUCH));
                    if ui.add(b).clicked() {
                        v.tab = tab;
                    }
                }
            });
            ui.separator();
            match v.tab {
                Tab::WhatNow => {
                    egui::ScrollArea::vertical()
                        .id_salt("what_now_scroll")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            what_now(ui, v, lang);
                            tray_section(ui, v, lang, &mut show_odds);
                        });
                }
                Tab::State => state_panel(ui, v, lang),
                Tab::Log => {
                    let room = ui.available_height() * 0.5;
                    egui::ScrollArea::vertical()
                        .id_salt("results_scroll")
                        .max_height(room)
                        .show(ui, |ui| open_table = results_section(ui, v, lang));
                    ui.separator();
                    log_panel(ui, v, lang);
                }
            }
        });
    } else {
        // Three columns whose widths follow the window (not the content, not a drag that would
        // stick after a resize); the state column folds away as a drawer to give a form room.
        let left_w = (w * 0.32).clamp(240.0, 520.0);
        let right_w = (w * 0.29).clamp(290.0, 520.0);
        if !v.state_hidden {
            egui::Panel::left("state_panel")
                .resizable(false)
                .exact_size(left_w)
                .show(ui, |ui| {
                    if ui
                        .small_button(msg!("frame-hide-state").render(lang))
                        .clicked()
                    {
                        v.state_hidden = true;
                    }
                    state_panel(ui, v, lang);
                });
        }
        egui::Panel::right("dice_log_panel")
            .resizable(false)
            .exact_size(right_w)
            .show(ui, |ui| {
                tray_section(ui, v, lang, &mut show_odds);
                open_table = results_section(ui, v, lang);
                ui.separator();
                log_panel(ui, v, lang);
            });
        egui::CentralPanel::default().show(ui, |ui| {
            if v.state_hidden
                && util::big_button(ui, msg!("frame-show-state").render(lang)).clicked()
            {
                v.state_hidden = false;
            }
            egui::ScrollArea::vertical()
                .id_salt("what_now_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| what_now(ui, v, lang));
        });
    }
    confirm_window(ui.ctx(), v, lang);
    reveal_window(ui.ctx(), v, lang);
    save_as_window(ui.ctx(), app);
    if let Some(ResultEvent::OpenTable { game, file, cell }) = open_table {
        app.tables.select(&game, &file);
        app.tables.focus = cell;
        app.screen = Screen::Tables;
    }
    app.settings.show_odds = show_odds;
}

/// What the last action did, in the words the strip and the table display show.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LastWords {
    /// The action's name as the players read it.
    pub action: String,
    /// The dice and each modifier with its label (`[4 5] · +4 defence chips (3-2)`); empty for an
    /// action without dice, or a draw (the card is the outcome).
    pub dice: String,
    /// The result in words (the card drawn, who won), when the action resolved a procedure.
    pub outcome: Option<String>,
    /// The action's own log lines: each side's total with its parts, what changed.
    pub lines: Vec<String>,
    /// The dice mark of an undo (kept / rolled again), if any.
    pub mark: Option<String>,
}

/// The newest live action of the session in words (None before the first action).
pub fn last_words(v: &mut SessionView, lang: Lang) -> Option<LastWords> {
    let game = v.session.game.clone();
    let entries = v.log_entries();
    let pos = v.session.position();
    let i = entries
        .iter()
        .rposition(|e| e.n == Some(pos) && !e.undone)?;
    let e = &entries[i];
    let marks = log::dice_marks(&entries);
    let mut w = LastWords {
        action: game.say(&game.action_label(&e.action.name), lang),
        mark: marks.get(i).and_then(|m| log::mark_text(*m, lang)),
        lines: e.lines.iter().map(|l| game.say(l, lang)).collect(),
        ..Default::default()
    };
    if let Some(res) = v.last.clone() {
        if games::shows_faces(game.as_ref(), &e.action.name) {
            w.dice = dice_parts(game.as_ref(), &res, lang);
        }
        w.outcome = Some(game.say(&game.outcome_text(&res), lang));
    }
    Some(w)
}

/// `[4 5] · +4 defence chips (3-2) · +1 thick border (3-2) = 10`: the faces and every modifier by
/// its label and rule, so a total reads with its parts.
pub fn dice_parts(game: &dyn Game, res: &Resolution, lang: Lang) -> String {
    let faces: Vec<String> = res.rolls.iter().map(|f| f.to_string()).collect();
    let mut parts = Vec::new();
    if !faces.is_empty() {
        parts.push(format!("[{}]", faces.join(" ")));
    }
    for m in &res.modifiers {
        parts.push(format!(
            "{:+} {} ({})",
            m.value,
            game.say(&m.label, lang),
            m.rule
        ));
    }
    let mut s = parts.join(" · ");
    if let Some(mr) = res.modified_roll
        && (!res.modifiers.is_empty() || res.rolls.len() > 1)
    {
        s.push_str(&format!(" = {mr}"));
    }
    s
}

/// The last result in plain words, or the refusal with its rule: where the eye is after Roll/Submit.
/// Every action shows what it did (its log lines), with or without dice.
fn result_strip(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    if let Some(e) = v.error.clone() {
        egui::ScrollArea::vertical()
            .id_salt("strip_scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(format!("✕ {}", msg!("frame-refused").render(lang)))
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
            });
        return;
    }
    let Some(w) = last_words(v, lang) else {
        ui.label(
            RichText::new(msg!("frame-no-result-yet").render(lang))
                .weak()
                .size(16.0),
        );
        return;
    };
    egui::ScrollArea::vertical()
        .id_salt("strip_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let head = if w.outcome.is_some() {
                    msg!("frame-last-result").render(lang)
                } else {
                    msg!("frame-consequence").render(lang)
                };
                ui.label(RichText::new(format!("{head} · {}", w.action)).strong());
                if !w.dice.is_empty() {
                    ui.label(RichText::new(&w.dice).size(20.0).strong());
                }
                if let Some(m) = &w.mark {
                    ui.label(
                        RichText::new(format!("↶⚅ {m}"))
                            .strong()
                            .color(Color32::from_rgb(200, 110, 0)),
                    );
                }
            });
            if let Some(o) = &w.outcome {
                ui.add(
                    egui::Label::new(RichText::new(format!("→ {o}")).size(22.0).strong()).wrap(),
                );
            }
            for l in &w.lines {
                ui.add(egui::Label::new(RichText::new(format!("· {l}")).size(15.0)).wrap());
            }
        });
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
            ui.label(
                RichText::new(msg!("frame-private-input").render(lang))
                    .size(18.0)
                    .weak(),
            );
            // 3. Committed: only the commitment shows.
            if let Some((_, short)) = v.committed.clone() {
                ui.label(
                    RichText::new(msg!("frame-committed").render(lang))
                        .size(26.0)
                        .strong(),
                );
                if !short.is_empty() {
                    ui.label(
                        RichText::new(format!("{} {short}", msg!("frame-commitment").render(lang)))
                            .size(30.0)
                            .monospace(),
                    );
                    ui.label(RichText::new(msg!("frame-commitment-hint").render(lang)).size(15.0));
                }
                ui.add_space(16.0);
                if util::big_button(
                    ui,
                    RichText::new(format!("▶ {}", msg!("frame-next").render(lang))).size(22.0),
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
                RichText::new(format!("{title} · {}", game.say(&open.label, lang)))
                    .size(20.0)
                    .strong(),
            );
            ui.add_space(16.0);
            if !open.handed_over {
                // 1. Pass the screen: who enters the input, nothing of the form yet.
                ui.label(
                    RichText::new(game.say(&player, lang))
                        .size(32.0)
                        .strong()
                        .color(Color32::from_rgb(200, 120, 0)),
                );
                ui.label(RichText::new(msg!("frame-pass-hint").render(lang)).size(16.0));
                ui.add_space(16.0);
                if util::big_button(
                    ui,
                    RichText::new(msg!("frame-show-form").render(lang)).size(22.0),
                )
                .clicked()
                {
                    open.handed_over = true;
                }
                if util::big_button(ui, msg!("frame-cancel").render(lang)).clicked() {
                    v.open = None;
                }
                return;
            }
            // 2. The form, for that player's eyes only; then hide and commit.
            // The player has the screen now: no second "pass the screen" / "look away" line.
            ui.label(
                RichText::new(msg!("frame-enter-private").render(lang))
                    .size(22.0)
                    .strong(),
            );
            ui.add_space(8.0);
            let action = open.spec.name.clone();
            // A long form (Shogun's plan: bid + ten spaces) scrolls; Commit and Cancel stay below it,
            // inside the window at 1024×768.
            let room = (ui.available_height() - 110.0).max(120.0);
            // A scroll position of its own per entry: a later plan opens at its top (Player, Bid).
            egui::ScrollArea::vertical()
                .id_salt(("handover_scroll", v.session.position()))
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    games::action_panel(ui, game.as_ref(), &state, &action, &mut open.form, lang);
                    let given = open.form.params();
                    open.form.show_with(ui, "handover_form", lang, &|key| {
                        action_picks(game.as_ref(), &state, &action, key, &given, lang)
                    });
                });
            ui.add_space(12.0);
            let mut commit = false;
            ui.horizontal(|ui| {
                if util::big_button(
                    ui,
                    RichText::new(format!("✔ {}", msg!("frame-hide-commit").render(lang)))
                        .size(22.0),
                )
                .clicked()
                {
                    commit = true;
                }
                if util::big_button(ui, msg!("frame-cancel").render(lang)).clicked() {
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
        let game = v.session.game.clone();
        let status = game.status(v.session.state());
        let title = v.title();
        // The buttons, right to left in a wide window; on a row of their own in a narrow one (at
        // 150 % the title was drawn under Undo).
        let buttons = |ui: &mut Ui,
                       v: &mut SessionView,
                       settings_open: &mut bool,
                       go_print: &mut bool,
                       save_as: &mut bool| {
            if util::big_button(ui, msg!("frame-settings").render(lang))
                .on_hover_text(msg!("frame-shortcuts").render(lang))
                .clicked()
            {
                *settings_open = !*settings_open;
            }
            if util::big_button(ui, msg!("frame-print").render(lang)).clicked() {
                *go_print = true;
            }
            if util::big_button(ui, msg!("frame-serve-invite").render(lang)).clicked() {
                v.phones.open = true;
            }
            if util::big_button(ui, msg!("frame-save-as").render(lang)).clicked() {
                *save_as = true;
            }
            let can_redo = v.session.can_redo();
            if util::big_button_enabled(
                ui,
                can_redo,
                format!("↷ {}", msg!("frame-redo").render(lang)),
            )
            .on_hover_text("Ctrl+Y · Ctrl+Shift+Z")
            .clicked()
            {
                v.redo();
            }
            let can_undo = v.session.can_undo();
            if util::big_button_enabled(
                ui,
                can_undo,
                format!("↶ {}", msg!("frame-undo").render(lang)),
            )
            .on_hover_text("Ctrl+Z")
            .clicked()
            {
                v.undo(None, false);
            }
        };
        let mut settings_open = app.settings.open;
        if ui.available_width() < 900.0 {
            ui.horizontal_wrapped(|ui| {
                if util::big_button(ui, format!("◀ {}", msg!("frame-home").render(lang))).clicked()
                {
                    go_home = true;
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    buttons(ui, v, &mut settings_open, &mut go_print, &mut save_as)
                });
            });
            ui.add(
                egui::Label::new(RichText::new(title).size(20.0).strong())
                    .wrap_mode(egui::TextWrapMode::Truncate),
            );
        } else {
            egui::Sides::new().show(
                ui,
                |ui| {
                    if util::big_button(ui, format!("◀ {}", msg!("frame-home").render(lang)))
                        .clicked()
                    {
                        go_home = true;
                    }
                    ui.add(
                        egui::Label::new(RichText::new(title).size(22.0).strong())
                            .wrap_mode(egui::TextWrapMode::Truncate),
                    );
                },
                |ui| buttons(ui, v, &mut settings_open, &mut go_print, &mut save_as),
            );
        }
        app.settings.open = settings_open;
        ui.horizontal_wrapped(|ui| {
            for (i, (k, val)) in status.track.iter().enumerate() {
                if i > 0 {
                    ui.separator();
                }
                // Each part whole, on the next line when it does not fit (never "行 / 军").
                ui.add(
                    egui::Label::new(
                        RichText::new(format!("{} {}", game.say(k, lang), game.say(val, lang)))
                            .size(22.0)
                            .strong(),
                    )
                    .wrap_mode(egui::TextWrapMode::Extend),
                );
            }
            if !status.phase.is_empty() {
                ui.separator();
                let room = ui.available_width();
                let mode = if room < 200.0 {
                    egui::TextWrapMode::Extend
                } else {
                    egui::TextWrapMode::Wrap
                };
                ui.add(
                    egui::Label::new(RichText::new(game.say(&status.phase, lang)).size(20.0))
                        .wrap_mode(mode),
                );
            }
            if let Some(w) = &status.winner {
                ui.separator();
                ui.label(
                    RichText::new(format!(
                        "★ {}",
                        msg!(
                            "frame-pair",
                            label = msg!("frame-winner"),
                            value = game.say(w, lang)
                        )
                        .render(lang)
                    ))
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

/// The name Save as… suggests: the game, the scenario and the local date (`seinan-campaign-2026-11-25`),
/// never a clock number.
pub fn default_file_name(v: &SessionView) -> String {
    let mut parts = vec![v.session.game.id().to_string()];
    if let Some(sc) = &v.session.header.setup.scenario {
        parts.push(sc.clone());
    }
    parts.push(crate::clock::today());
    let stem: String = parts
        .join("-")
        .chars()
        .map(|c| if "/\\:*?\"<>| ".contains(c) { '-' } else { c })
        .collect();
    format!("{stem}.gunbai")
}

/// Why Save as… cannot ask the system for a file here (Linux without an XDG desktop portal and
/// without zenity, which rfd needs), or None when a dialog can open.
pub fn file_dialogs_missing() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let on_path = |exe: &str| {
        std::env::var_os("PATH")
            .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(exe).is_file()))
    };
    let portal = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        && [
            "/usr/share/dbus-1/services/org.freedesktop.portal.Desktop.service",
            "/usr/local/share/dbus-1/services/org.freedesktop.portal.Desktop.service",
        ]
        .iter()
        .any(|f| std::path::Path::new(f).is_file());
    if portal || on_path("zenity") {
        None
    } else {
        Some("no XDG desktop portal, no zenity".into())
    }
}

/// Saves a copy of the session where the player chooses (the system's dialog, or a path typed in the
/// app where there is no dialog); play continues in the copy, so the journal keeps growing there.
pub fn save_session_as(app: &mut GunbaiApp) {
    let Some(v) = app.session.as_mut() else {
        return;
    };
    let name = default_file_name(v);
    let dir = crate::session::store::sessions_in(&app.data_dir);
    if app.dialogs_missing.is_some() {
        // No system dialog: the in-app path field, which says why.
        v.save_as_path = Some(dir.join(name).display().to_string());
        return;
    }
    let Some(to) = (app.dialogs)(&super::FileAsk::SaveSessionAs(name), &dir) else {
        return;
    };
    save_session_to(app, to);
}

/// Writes the session to `to` and continues there; Resume lists `to` from then on (a file outside the
/// sessions folder is remembered in the settings).
pub fn save_session_to(app: &mut GunbaiApp, mut to: std::path::PathBuf) {
    if to.extension().is_none() {
        to.set_extension("gunbai");
    }
    let lang = app.settings.lang;
    let sessions = crate::session::store::sessions_in(&app.data_dir);
    let Some(v) = app.session.as_mut() else {
        return;
    };
    match crate::session::store::atomic_write(&to, &v.session.to_bytes()) {
        Ok(()) => {
            v.notice = Some(
                msg!(
                    "frame-pair",
                    label = msg!("frame-saved-as"),
                    value = to.file_stem().and_then(|n| n.to_str()).unwrap_or_default()
                )
                .render(lang),
            );
            v.save_as_path = None;
            v.error = None;
            let inside = to
                .parent()
                .is_some_and(|d| d.canonicalize().ok() == sessions.canonicalize().ok());
            if !inside && !app.settings.elsewhere.contains(&to) {
                app.settings.elsewhere.push(to.clone());
            }
            v.session.path = Some(to);
            app.home.refresh();
        }
        Err(e) => v.error = Some(format!("{}: {e}", to.display())),
    }
}

/// Save as… without a system file dialog: a path field, with the reason.
fn save_as_window(ctx: &egui::Context, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let Some(v) = app.session.as_mut() else {
        return;
    };
    let Some(path) = v.save_as_path.as_mut() else {
        return;
    };
    let mut save = None;
    let mut cancel = false;
    egui::Window::new(msg!("frame-save-as").render(lang))
        .id(egui::Id::unique("save_as_window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.add(
                egui::Label::new(
                    RichText::new(msg!("frame-no-file-dialog").render(lang)).size(15.0),
                )
                .wrap(),
            );
            let l = ui.label(RichText::new(msg!("frame-save-as-path").render(lang)).strong());
            let w = (ctx.content_rect().width() * 0.6).clamp(200.0, 640.0);
            let r = ui
                .add(egui::TextEdit::singleline(path).desired_width(w))
                .labelled_by(l.id);
            let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.horizontal(|ui| {
                if util::big_button(ui, msg!("frame-save").render(lang)).clicked() || enter {
                    save = Some(std::path::PathBuf::from(path.trim()));
                }
                if util::big_button(ui, msg!("frame-cancel").render(lang)).clicked() {
                    cancel = true;
                }
            });
        });
    if cancel {
        v.save_as_path = None;
    }
    if let Some(to) = save.filter(|p| !p.as_os_str().is_empty()) {
        save_session_to(app, to);
    }
}

fn state_panel(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    ui.heading(msg!("frame-game-state").render(lang));
    egui::ScrollArea::vertical()
        .id_salt("state_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if let Some(value) =
                games::game_panel(ui, v.session.game.as_ref(), v.session.state(), lang)
            {
                v.apply_pick(&value);
            }
            egui::CollapsingHeader::new(RichText::new(msg!("frame-listing").render(lang)).small())
                .id_salt("show_text")
                .default_open(!games::has_panel(v.session.game.as_ref()))
                .show(ui, |ui| {
                    // The listing keeps its columns: no wrapping, scroll sideways instead.
                    egui::ScrollArea::horizontal()
                        .id_salt("show_text_scroll")
                        .show(ui, |ui| {
                            ui.add(
                                egui::Label::new(
                                    RichText::new(
                                        v.session.game.say(
                                            &v.session.game.show_text(v.session.state()),
                                            lang,
                                        ),
                                    )
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
                ui.label(RichText::new(msg!("frame-commitments").render(lang)).strong());
                for (who, short) in &v.commitments {
                    ui.label(format!("{} · {short}", v.session.game.say(who, lang)));
                }
            }
            ui.separator();
            let commitment: String = v.session.commitment().chars().take(16).collect();
            ui.weak(
                msg!(
                    "frame-pair",
                    label = msg!("frame-seed-hash"),
                    value = format!("{commitment}…")
                )
                .render(lang),
            );
            if v.keeps_undone_dice() {
                ui.weak(msg!("frame-keeps-undone-dice").render(lang));
            }
            ui.horizontal_wrapped(|ui| {
                for (_, seed) in v.session.revealed_seeds() {
                    ui.weak(
                        msg!(
                            "frame-pair",
                            label = msg!("frame-seed"),
                            value = seed.seed.to_string()
                        )
                        .render(lang),
                    );
                }
                if !v.session.seed_revealed()
                    && ui
                        .small_button(msg!("frame-reveal-seed").render(lang))
                        .clicked()
                {
                    v.confirm_reveal = true;
                }
                if ui
                    .small_button(msg!("frame-verify-dice").render(lang))
                    .clicked()
                {
                    v.notice = Some(match v.session.verify_dice_msg() {
                        Ok(n) => msg!("frame-dice-match-n", n = n).render(lang),
                        Err(e) => v.session.game.say(&e, lang),
                    });
                }
            });
        });
}

/// The legend: the game's own symbols (from the ruleset), then the app's.
fn legend(ui: &mut Ui, game: &dyn Game, lang: Lang) {
    egui::CollapsingHeader::new(RichText::new(msg!("frame-legend").render(lang)).strong())
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
                        .map(|(sym, t)| (sym, game.say(&t, lang)))
                        .collect();
                    for (sym, words) in [
                        ("⚅", msg!("frame-legend-app-die")),
                        ("★", msg!("frame-legend-placeholder")),
                        ("↶⚅", msg!("frame-rerolled-after-undo")),
                        ("✕", msg!("frame-legend-refused")),
                    ] {
                        rows.push((sym.to_string(), words.render(lang)));
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
    let prompt = game.prompt(v.session.state());
    ui.label(RichText::new(msg!("frame-what-now").render(lang)).small());
    ui.label(
        RichText::new(game.say(&prompt.step, lang))
            .size(26.0)
            .strong(),
    );
    for h in &prompt.hints {
        let r = ui.label(RichText::new(format!("• {}", game.say(h, lang))).size(16.0));
        // A hint that cites one of Gunbai's rulings shows its text on hover (issue 20).
        let notes = game.cited_rulings(&[h]);
        if !notes.is_empty() {
            let text: Vec<String> = notes.iter().map(|m| game.say(m, lang)).collect();
            r.on_hover_text(text.join("\n"));
        }
    }
    if let Some(n) = &v.notice {
        ui.colored_label(Color32::from_rgb(200, 140, 0), n);
    }
    super::past::banner(ui, v, lang);
    ui.add_space(8.0);
    let mut clicked = None;
    // The column's width: a button whose one line is wider than that wraps (else it is cut at the edge).
    let full = ui.available_width();
    ui.horizontal_wrapped(|ui| {
        for a in &prompt.actions {
            let words = game.say(&a.label, lang);
            let text = RichText::new(&words).size(18.0);
            let selected = v
                .open
                .as_ref()
                .map(|o| o.spec.name == a.name && o.label == a.label)
                .unwrap_or(false);
            // Names never break mid-word: a button keeps its text on one line, unless that line is
            // wider than the column (a long activation trigger), which then wraps.
            let one_line = egui::WidgetText::from(text.clone())
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Button,
                )
                .size()
                .x
                + 2.0 * ui.spacing().button_padding.x;
            let mode = if one_line > full {
                egui::TextWrapMode::Wrap
            } else {
                egui::TextWrapMode::Extend
            };
            let btn = egui::Button::new(text)
                .wrap_mode(mode)
                .min_size(egui::vec2(util::TOUCH, util::TOUCH))
                .selected(selected);
            let r = ui.add_enabled(a.blocked.is_none(), btn);
            let r = match &a.blocked {
                Some((rule, reason)) => {
                    let mut lines = vec![
                        msg!(
                            "frame-pair",
                            label = Msg::rule(rule.clone()),
                            value = game.say(reason, lang)
                        )
                        .render(lang),
                    ];
                    // The text of each of Gunbai's rulings the refusal cites (issue 20).
                    lines.extend(
                        game.cited_rulings(&[reason])
                            .iter()
                            .map(|m| game.say(m, lang)),
                    );
                    r.on_disabled_hover_text(lines.join("\n"))
                }
                None => r,
            };
            if r.clicked() {
                clicked = Some((a.name.clone(), a.label.clone(), a.preset.clone()));
            }
        }
    });
    if let Some((name, label, preset)) = clicked {
        v.open_action(&name, &label, &preset);
        // Nothing to fill in and nothing to roll: the click submits it (issue 11, point 9).
        if v.open
            .as_ref()
            .is_some_and(|o| o.form.keys.is_empty() && !o.spec.rolls)
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
                    RichText::new(msg!("frame-put-back").render(lang))
                        .strong()
                        .color(Color32::BLACK),
                );
                for h in &v.undo_hints {
                    ui.add(
                        egui::Label::new(
                            RichText::new(format!("↩ {}", game.say(h, lang)))
                                .size(17.0)
                                .color(Color32::BLACK),
                        )
                        .wrap(),
                    );
                }
            });
    }
    if !v.table_now.is_empty() {
        ui.add_space(8.0);
        egui::Frame::group(ui.style())
            .fill(Color32::from_rgb(222, 240, 255))
            .show(ui, |ui| {
                ui.label(
                    RichText::new(msg!("frame-on-table-now").render(lang))
                        .strong()
                        .color(Color32::BLACK),
                );
                for h in &v.table_now {
                    ui.add(
                        egui::Label::new(
                            RichText::new(format!("→ {}", game.say(h, lang)))
                                .size(17.0)
                                .color(Color32::BLACK),
                        )
                        .wrap(),
                    );
                }
            });
    }
    ui.add_space(8.0);
    ui.separator();
    let mut submit_plain = false;
    let mut submit_chance = false;
    let mut cancel = false;
    if let Some(open) = v.open.as_mut() {
        let heading = ui.label(
            RichText::new(format!(
                "{} · {}",
                game.say(&open.label, lang),
                Msg::rule(open.spec.rule.clone()).render(lang)
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
        // The pick-lists see the inputs entered so far (issue 25: the defenders of the chosen target).
        let given = open.form.params();
        open.form.show_with(ui, &open.spec.name, lang, &|key| {
            action_picks(game.as_ref(), &state, &action, key, &given, lang)
        });
        ui.add_space(6.0);
        let chance = games::chance(game.as_ref(), &open.spec.name);
        if open.spec.rolls && chance == games::Chance::Dice {
            ui.label(RichText::new(format!("→ {}", msg!("frame-type-die").render(lang))).italics());
        }
        ui.horizontal_wrapped(|ui| {
            if !open.spec.rolls
                && util::big_button(ui, msg!("frame-submit").render(lang))
                    .on_hover_text("Enter")
                    .clicked()
            {
                submit_plain = true;
            }
            // A draw or a throw: one button, the app draws (nothing to type).
            if open.spec.rolls
                && chance != games::Chance::Dice
                && util::big_button(
                    ui,
                    RichText::new(games::ChanceButton::button(chance, lang)).size(18.0),
                )
                .on_hover_text(msg!("frame-chance-hint").render(lang))
                .clicked()
            {
                submit_chance = true;
            }
            if util::big_button(ui, msg!("frame-cancel").render(lang))
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
    if submit_chance {
        v.submit(true);
    }
    if cancel {
        v.open = None;
        v.error = None;
    }
}

/// The dice tray, only while a step that rolls dice is open (design/ui.md principle 11): Roll, the six
/// faces, the kept dice and the odds. A draw or a throw has its own button under the form instead.
fn tray_section(ui: &mut Ui, v: &mut SessionView, lang: Lang, show_odds: &mut bool) {
    let Some(open) = v.open.as_ref() else {
        return;
    };
    if !open.spec.rolls
        || games::chance(v.session.game.as_ref(), &open.spec.name) != games::Chance::Dice
    {
        return;
    }
    ui.heading(msg!("frame-dice").render(lang));
    if let Some(ev) = dice::show_tray(ui, &mut v.tray, lang, true) {
        v.submit(ev == TrayEvent::Roll);
    }
    // The odds stay the players' choice (off at first), one tick away under the tray.
    let has_odds = v.odds().is_some_and(|o| o.is_ok());
    if has_odds {
        ui.checkbox(show_odds, msg!("frame-show-odds-here").render(lang));
    }
    if *show_odds && let Some(Ok(odds)) = v.odds() {
        ui.label(RichText::new(msg!("frame-odds").render(lang)).strong());
        dice::odds_chart(ui, &odds, None, lang);
    }
    ui.separator();
}

/// Under the tray: the kept dice, the dice statistics and how the last result was reached.
fn results_section(ui: &mut Ui, v: &mut SessionView, lang: Lang) -> Option<ResultEvent> {
    let dice_free = games::dice_free(v.session.game.as_ref());
    // Honest dice (issue 11 point 7): the faces the app's next rolls will use again, in order.
    let kept = v.session.kept_dice();
    if !kept.is_empty() && !dice_free {
        let faces: Vec<String> = kept.iter().map(|(_, f)| f.to_string()).collect();
        ui.label(
            RichText::new(format!(
                "↶⚅ {}",
                msg!(
                    "frame-pair",
                    label = msg!("frame-kept-next"),
                    value = faces.join(" ")
                )
                .render(lang)
            ))
            .strong(),
        )
        .on_hover_text(msg!("frame-keep-undone-hint").render(lang));
    }
    let mut ev = None;
    if !dice_free {
        egui::CollapsingHeader::new(RichText::new(msg!("frame-dice-stats").render(lang)).strong())
            .id_salt("dice_stats")
            .default_open(false)
            .show(ui, |ui| {
                let stats = dice::dice_stats(&v.log_entries());
                dice::dice_stats_view(ui, &stats, lang);
            });
    }
    if let Some(res) = v.last.clone() {
        let faces = v
            .last_action_name()
            .is_none_or(|n| games::shows_faces(v.session.game.as_ref(), &n));
        let room = (ui.available_height() * 0.6).max(160.0);
        egui::CollapsingHeader::new(
            RichText::new(msg!("frame-result-details").render(lang)).strong(),
        )
        .id_salt("result_details")
        .default_open(true)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("result_scroll")
                .max_height(room)
                .show(ui, |ui| {
                    ev = dice::show_resolution_with(
                        ui,
                        v.session.game.as_ref(),
                        &res,
                        lang,
                        &mut v.grids,
                        faces,
                    );
                });
        });
    }
    ev
}

fn log_panel(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    ui.horizontal(|ui| {
        ui.heading(msg!("frame-log").render(lang));
        if ui
            .add_enabled(v.session.can_undo(), egui::Button::new("↶"))
            .on_hover_text(format!("{} (Ctrl+Z)", msg!("frame-undo").render(lang)))
            .clicked()
        {
            v.undo(None, false);
        }
        if ui
            .add_enabled(v.session.can_redo(), egui::Button::new("↷"))
            .on_hover_text(format!("{} (Ctrl+Y)", msg!("frame-redo").render(lang)))
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
            .button(msg!("frame-show-all-n", n = entries.len()).render(lang))
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
        egui::CollapsingHeader::new(msg!("frame-before-packup-n", n = base.position).render(lang))
            .id_salt("before_packup")
            .show(ui, |ui| {
                for l in &base.log {
                    ui.weak(v.session.game.say(l, lang));
                }
            });
    }
    for (from, seed) in v.session.revealed_seeds() {
        ui.weak(format!(
            "✔ {} (#{from}–)",
            msg!(
                "frame-pair",
                label = msg!("frame-seed-revealed"),
                value = seed.seed.to_string()
            )
            .render(lang)
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
    egui::Window::new(msg!("frame-undo").render(lang))
        .id(egui::Id::unique("confirm_undo_window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(RichText::new(msg).size(17.0));
            ui.horizontal(|ui| {
                if util::big_button(ui, msg!("frame-confirm-undo").render(lang)).clicked() {
                    v.undo(to, true);
                }
                if util::big_button(ui, msg!("frame-cancel").render(lang)).clicked() {
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
    egui::Window::new(msg!("frame-reveal-seed").render(lang))
        .id(egui::Id::unique("reveal_seed_window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(RichText::new(msg!("frame-reveal-seed-warning").render(lang)).size(17.0));
            ui.horizontal(|ui| {
                if util::big_button(ui, msg!("frame-reveal-seed-confirm").render(lang)).clicked() {
                    v.confirm_reveal = false;
                    match v.session.reveal_seed() {
                        Ok(_) => {
                            v.notice =
                                Some(msg!("frame-seed-revealed-logged").render(lang).to_string())
                        }
                        Err(e) => {
                            v.error = Some(error_text(v.session.game.as_ref(), &e, lang, &[]))
                        }
                    }
                }
                if util::big_button(ui, msg!("frame-cancel").render(lang)).clicked() {
                    v.confirm_reveal = false;
                }
            });
        });
}
