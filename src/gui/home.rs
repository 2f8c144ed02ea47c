//! Home: one card per game, New session (scenario, players, optional rules, seed) → setup checklist →
//! session screen; Resume (recent sessions); Print, Tables and Procedures.

#![allow(clippy::disallowed_methods)] // edge module: reads session and table files

use std::path::PathBuf;
use std::sync::Arc;

use egui::{Color32, RichText, Ui};

use super::{GunbaiApp, Screen, session_view::SessionView, util};
use crate::core::{Game, Msg, Setup};
use crate::session::{Session, store};
use gunbai_rules::msg;

/// A saved session as listed under Resume.
#[derive(Debug, Clone, PartialEq)]
pub struct RecentSession {
    pub path: PathBuf,
    pub game: String,
    pub scenario: String,
    pub turn: String,
    pub last_played: u64,
    pub error: Option<String>,
}

#[derive(Default)]
pub struct HomeState {
    /// Loaded games (id, game or why not), loaded once.
    pub games: Option<Vec<(String, super::GameSlot)>>,
    pub recent: Option<Vec<RecentSession>>,
    pub new_game: Option<String>,
    pub scenario: usize,
    pub players: u8,
    pub options_text: String,
    pub seed_text: String,
    pub open_path: String,
    /// A pack-up QR to import: an image path or the QR text.
    pub import_path: String,
    pub checklist: Vec<bool>,
    /// A session being renamed: its file and the name typed so far.
    pub renaming: Option<(PathBuf, String)>,
    /// A session waiting for "delete" to be confirmed.
    pub deleting: Option<PathBuf>,
    /// The table rolls fresh dice after an undo instead of keeping the undone ones (issue 19: keeping
    /// them is the default; chosen at set-up, stored in the session header).
    pub fresh_dice_after_undo: bool,
    /// The optional-rules form of the game being set up (game id, form).
    pub option_form: Option<(String, super::form::FormState)>,
}

impl HomeState {
    pub fn refresh(&mut self) {
        self.recent = None;
    }
    pub fn game(&self, id: &str) -> Option<Arc<dyn Game>> {
        self.games
            .as_ref()?
            .iter()
            .find(|(i, _)| i == id)
            .and_then(|(_, g)| g.as_ref().ok().cloned())
    }
}

fn ensure_games(app: &mut GunbaiApp) {
    if app.home.games.is_none() {
        let list = app
            .game_ids
            .iter()
            .map(|id| (id.clone(), app.load(id)))
            .collect();
        app.home.games = Some(list);
    }
}

/// Reads the session files in the sessions folder without writing anything (no backup rotation).
pub fn scan_sessions(app: &GunbaiApp) -> Vec<RecentSession> {
    let dir = store::sessions_in(&app.data_dir);
    // The sessions folder, then the files saved elsewhere with Save as… (play continues there).
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.extend(
        app.settings
            .elsewhere
            .iter()
            .filter(|p| !paths.contains(p))
            .cloned()
            .collect::<Vec<_>>(),
    );
    let mut out = Vec::new();
    for p in paths {
        let name = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if !p.is_file()
            || name.starts_with('.')
            || name.contains(".bak")
            || name.ends_with(".damaged")
        {
            continue;
        }
        let Ok(bytes) = std::fs::read(&p) else {
            continue;
        };
        let loader = app.loader.clone();
        let r = match Session::from_bytes(&bytes, None, &|id| loader(id)) {
            Ok(s) => {
                let st = s.game.status(s.state());
                let turn = st
                    .track
                    .iter()
                    .map(|(k, v)| {
                        format!(
                            "{} {}",
                            s.game.say(k, app.settings.lang),
                            s.game.say(v, app.settings.lang)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" · ");
                RecentSession {
                    path: p.clone(),
                    game: s.game.info().title.to_string(),
                    scenario: s
                        .header
                        .setup
                        .scenario
                        .as_ref()
                        .map(|id| {
                            s.game
                                .scenarios()
                                .into_iter()
                                .find(|sc| &sc.id == id)
                                .map(|sc| s.game.say(&sc.title, app.settings.lang))
                                .unwrap_or_else(|| id.clone())
                        })
                        .unwrap_or_default(),
                    turn,
                    last_played: s.last_played(),
                    error: None,
                }
            }
            Err(err) => RecentSession {
                path: p.clone(),
                game: String::new(),
                scenario: String::new(),
                turn: String::new(),
                last_played: p
                    .metadata()
                    .ok()
                    .and_then(|m| m.modified().ok())
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map(|d| d.as_secs())
                    .unwrap_or(0),
                error: Some(err.to_string()),
            },
        };
        out.push(r);
    }
    out.sort_by_key(|r| std::cmp::Reverse(r.last_played));
    out
}

fn nav_bar(ui: &mut Ui, app: &mut GunbaiApp) {
    ui.horizontal_wrapped(|ui| {
        ui.heading(RichText::new("軍配 Gunbai").size(30.0).strong());
        ui.add_space(16.0);
        if util::big_button(ui, msg!("frame-print").render(app.settings.lang)).clicked() {
            app.screen = Screen::Print;
        }
        if util::big_button(
            ui,
            format!("▦ {}", msg!("frame-tables").render(app.settings.lang)),
        )
        .clicked()
        {
            app.screen = Screen::Tables;
        }
        if util::big_button(
            ui,
            format!("⚅ {}", msg!("frame-procedures").render(app.settings.lang)),
        )
        .clicked()
        {
            app.screen = Screen::Procedures;
        }
        if util::big_button(ui, msg!("frame-settings").render(app.settings.lang))
            .on_hover_text(msg!("frame-shortcuts").render(app.settings.lang))
            .clicked()
        {
            app.settings.open = !app.settings.open;
        }
        // The language switch: each language by its own name (中文, English, 日本語).
        for lang in super::Lang::ALL {
            let on = app.settings.lang == lang;
            let b = egui::Button::selectable(on, lang.native())
                .min_size(egui::vec2(util::TOUCH, util::TOUCH));
            if ui.add(b).clicked() && !on {
                app.settings.lang = lang;
                // The resume list words each session's turn in the new language.
                app.home.refresh();
            }
        }
    });
}

pub fn show_home(ui: &mut Ui, app: &mut GunbaiApp) {
    ensure_games(app);
    if app.home.recent.is_none() {
        app.home.recent = Some(scan_sessions(app));
    }
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("home_scroll")
            .show(ui, |ui| {
                nav_bar(ui, app);
                ui.separator();
                ui.heading(msg!("frame-new-session").render(app.settings.lang));
                let games = app.home.games.clone().unwrap_or_default();
                // Cards do not know their size before drawing, so wrap them into rows by hand.
                let per_row = ((ui.available_width() + 8.0) / 262.0).floor().max(1.0) as usize;
                for row in games.chunks(per_row) {
                    ui.horizontal(|ui| {
                        for (id, g) in row {
                            game_card(ui, app, id, g.as_ref().ok());
                        }
                    });
                }
                ui.add_space(12.0);
                ui.separator();
                ui.heading(msg!("frame-resume").render(app.settings.lang));
                resume_list(ui, app);
            });
    });
}

fn game_card(ui: &mut Ui, app: &mut GunbaiApp, id: &str, game: Option<&Arc<dyn Game>>) {
    let frame = egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .corner_radius(8.0);
    frame.show(ui, |ui| {
        ui.set_width(230.0);
        ui.set_min_height(170.0);
        ui.vertical(|ui| match game {
            Some(g) => {
                let info = g.info();
                ui.label(RichText::new(info.title).size(26.0).strong());
                // The English name is for English readers; 中文 readers read the original title.
                if app.settings.lang == super::Lang::En {
                    ui.label(RichText::new(info.english).size(16.0));
                }
                // "Players 2", not "Players 2–2" (issue 21 point 7).
                let n = if info.min_players == info.max_players {
                    info.min_players.to_string()
                } else {
                    format!("{}–{}", info.min_players, info.max_players)
                };
                ui.label(msg!("frame-players-n", n = n).render(app.settings.lang));
                ui.label(RichText::new(card_blurb(g.as_ref(), app.settings.lang)).size(14.0));
                if util::big_button(
                    ui,
                    format!("▶ {}", msg!("frame-new-session").render(app.settings.lang)),
                )
                .on_hover_text(info.english)
                .clicked()
                {
                    app.home.new_game = Some(id.to_string());
                    app.home.scenario = 0;
                    app.home.players = info.max_players.max(info.min_players);
                    app.home.options_text.clear();
                    app.home.seed_text.clear();
                    app.screen = Screen::NewSession;
                }
            }
            None => {
                let (t, e) = crate::games::coming_title(id);
                let grey = ui.visuals().weak_text_color();
                ui.label(RichText::new(t).size(26.0).color(grey));
                if app.settings.lang == super::Lang::En {
                    ui.label(RichText::new(e).size(16.0).color(grey));
                }
                ui.label(
                    RichText::new(msg!("frame-coming").render(app.settings.lang))
                        .italics()
                        .color(grey),
                );
            }
        });
    });
}

/// The line under a game's title on its home card, in the player's language.
/// Each game's line is `frame-blurb-<game id>` in the frame's catalogue; a game without one shows the
/// registration's English line to English readers only (never English on a 中文 or 日本語 screen).
pub fn card_blurb(game: &dyn Game, lang: super::Lang) -> String {
    let id = format!("frame-blurb-{}", game.id());
    if crate::core::msg::catalogue().has(lang, &id) {
        Msg::dynamic(id).render(lang)
    } else if lang == super::Lang::En {
        game.info().blurb.to_string()
    } else {
        String::new()
    }
}

/// The name a player reads for a session file: "Imported from a pack-up sheet" for an import, the
/// file's own name when the players gave it one, nothing for an automatic name (`seinan-1795313861`).
pub fn session_name(path: &std::path::Path, lang: super::Lang) -> String {
    let stem = path
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    if stem.starts_with("imported-") {
        return msg!("frame-imported-session").render(lang).to_string();
    }
    // An automatic name: `game-1795313861` (older sessions) or `game-scenario-2026-11-25[-n]`; the
    // list shows the game and the scenario already.
    let automatic = stem.split_once('-').is_some_and(|(g, rest)| {
        !g.is_empty()
            && g.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            && !rest.is_empty()
            && rest
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            && rest.chars().any(|c| c.is_ascii_digit())
            && (rest.chars().all(|c| c.is_ascii_digit() || c == '-') || has_date(rest))
    });
    if automatic {
        String::new()
    } else {
        stem.to_string()
    }
}

/// True when `s` holds a `YYYY-MM-DD` date.
fn has_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.windows(10).any(|w| {
        w.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            _ => c.is_ascii_digit(),
        })
    })
}

/// Renames a session file (and its backups) within its folder; the new name is the players' own.
pub fn rename_session(path: &std::path::Path, name: &str) -> Result<PathBuf, Msg> {
    let clean: String = name
        .trim()
        .chars()
        .map(|c| {
            if "/\\:*?\"<>|".contains(c) || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect();
    if clean.is_empty() || clean.starts_with('.') {
        return Err(msg!("frame-name-empty"));
    }
    let to = path.with_file_name(format!("{clean}.gunbai"));
    if to.exists() {
        return Err(msg!("frame-name-taken", name = clean));
    }
    std::fs::rename(path, &to).map_err(|e| Msg::plain(format!("{clean}: {e}")))?;
    for n in 1..=store::BACKUPS {
        let b = store::backup_path(path, n);
        if b.exists() {
            let _ = std::fs::rename(&b, store::backup_path(&to, n));
        }
    }
    Ok(to)
}

/// Deletes a session file and its backups.
pub fn delete_session(path: &std::path::Path) -> Result<(), String> {
    std::fs::remove_file(path).map_err(|e| e.to_string())?;
    for n in 1..=store::BACKUPS {
        let _ = std::fs::remove_file(store::backup_path(path, n));
    }
    Ok(())
}

fn resume_list(ui: &mut Ui, app: &mut GunbaiApp) {
    let recent = app.home.recent.clone().unwrap_or_default();
    let lang = app.settings.lang;
    if recent.is_empty() {
        ui.weak(msg!("frame-no-sessions").render(app.settings.lang));
    }
    let mut open = None;
    let mut changed = false;
    // Two lines per session and the buttons on the right: fits a 1024 px window.
    egui::Grid::new("recent")
        .striped(true)
        .num_columns(3)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for r in &recent {
                // Grid cells size to their content: give the two text columns room, so they never
                // shrink to a few characters.
                ui.vertical(|ui| {
                    ui.set_min_width(300.0);
                    ui.set_max_width(360.0);
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(&r.game).size(18.0).strong());
                        ui.label(&r.scenario);
                    });
                    let name = session_name(&r.path, lang);
                    if !name.is_empty() {
                        ui.label(RichText::new(name).italics());
                    }
                });
                ui.vertical(|ui| {
                    ui.set_min_width(240.0);
                    ui.set_max_width(320.0);
                    if let Some(e) = &r.error {
                        ui.colored_label(ui.visuals().error_fg_color, e);
                    } else {
                        ui.label(&r.turn);
                    }
                    ui.weak(
                        msg!(
                            "frame-last-played-at",
                            when = crate::clock::local_time(r.last_played)
                        )
                        .render(lang),
                    );
                });
                ui.horizontal(|ui| {
                    if util::big_button(
                        ui,
                        format!("▶ {}", msg!("frame-resume").render(app.settings.lang)),
                    )
                    .clicked()
                    {
                        open = Some(r.path.clone());
                    }
                    if app
                        .home
                        .renaming
                        .as_ref()
                        .is_some_and(|(p, _)| p == &r.path)
                    {
                        let mut ok = false;
                        if let Some((_, text)) = app.home.renaming.as_mut() {
                            let l = ui.label(msg!("frame-name").render(lang));
                            let resp = ui
                                .add(egui::TextEdit::singleline(text).desired_width(160.0))
                                .labelled_by(l.id);
                            ok = resp.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                        }
                        if (ok || util::big_button(ui, msg!("frame-ok").render(lang)).clicked())
                            && let Some((p, text)) = app.home.renaming.take()
                        {
                            match rename_session(&p, &text) {
                                Ok(_) => changed = true,
                                Err(e) => app.message = Some((e.render(lang), true)),
                            }
                        }
                    } else if ui.button(msg!("frame-rename").render(lang)).clicked() {
                        let stem = session_name(&r.path, lang);
                        app.home.renaming = Some((r.path.clone(), stem));
                    }
                    if app.home.deleting.as_ref() != Some(&r.path)
                        && ui.button(msg!("frame-delete").render(lang)).clicked()
                    {
                        app.home.deleting = Some(r.path.clone());
                    }
                });
                ui.end_row();
                // "Delete?" on a line of its own under the session, so it fits a narrow window.
                if app.home.deleting.as_ref() == Some(&r.path) {
                    ui.label(
                        RichText::new(msg!("frame-delete-confirm").render(lang))
                            .color(ui.visuals().error_fg_color),
                    );
                    ui.label("");
                    ui.horizontal(|ui| {
                        if util::big_button(ui, msg!("frame-delete").render(lang)).clicked() {
                            app.home.deleting = None;
                            match delete_session(&r.path) {
                                Ok(()) => changed = true,
                                Err(e) => app.message = Some((e, true)),
                            }
                        }
                        if ui.button(msg!("frame-cancel").render(lang)).clicked() {
                            app.home.deleting = None;
                        }
                    });
                    ui.end_row();
                }
            }
        });
    if changed {
        app.home.refresh();
    }
    ui.horizontal(|ui| {
        if util::big_button(ui, msg!("frame-open-file").render(app.settings.lang)).clicked() {
            let dir = store::sessions_in(&app.data_dir);
            open = (app.dialogs)(&super::FileAsk::OpenSession, &dir);
        }
    });
    let mut import = None;
    ui.horizontal(|ui| {
        let l = ui.label(msg!("frame-import-qr").render(app.settings.lang));
        // One image path or code text per line: a sheet with several codes needs all of them.
        ui.add(
            egui::TextEdit::multiline(&mut app.home.import_path)
                .desired_width(420.0)
                .desired_rows(2)
                .hint_text(msg!("frame-import-hint").render(app.settings.lang)),
        )
        .labelled_by(l.id);
        if util::big_button_enabled(
            ui,
            !app.home.import_path.trim().is_empty(),
            msg!("frame-import").render(app.settings.lang),
        )
        .clicked()
        {
            import = Some(app.home.import_path.trim().to_string());
        }
    });
    if let Some(src) = import {
        import_qr(app, &src);
    }
    if let Some(p) = open {
        app.open_session(&p);
    }
}

/// Restores a session from a pack-up QR: photos or scans of the sheet (image files), or the QR
/// texts, one per line (a sheet with several codes needs every code, in any order).
fn import_qr(app: &mut GunbaiApp, src: &str) {
    let dir = store::sessions_in(&app.data_dir);
    let _ = std::fs::create_dir_all(&dir);
    let out = dir.join(format!("imported-{}.gunbai", crate::session::now()));
    let (mut texts, mut images) = (Vec::new(), Vec::new());
    for line in src.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let path = PathBuf::from(line);
        if path.is_file() {
            images.push(path);
        } else {
            texts.push(line.to_string());
        }
    }
    let r = crate::print_entry::import_command(texts, images, &out);
    let lang = app.settings.lang;
    match r {
        Ok(rep) => {
            app.home.import_path.clear();
            app.home.refresh();
            app.open_session(&rep.path);
            if app.message.is_none() {
                app.message = Some((rep.message.render(lang), false));
            }
        }
        Err(e) => app.error(e.render(lang)),
    }
}

/// The options line (`key=value, key=value`) as pairs; the game's option specs read the values.
pub fn option_pairs(text: &str) -> Result<Vec<(String, String)>, Msg> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|part| {
            part.split_once('=')
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .ok_or_else(|| msg!("frame-option-not-pair", part = part))
        })
        .collect()
}

/// A fresh file name in the sessions folder (made on first use: it is the app's own folder).
pub fn new_session_path(data_dir: &std::path::Path, game: &str, scenario: Option<&str>) -> PathBuf {
    let dir = store::sessions_in(data_dir);
    // A failure here shows when the session is created, naming the folder.
    let _ = std::fs::create_dir_all(&dir);
    // The game, the scenario and the local date (`seinan-campaign-2026-11-25`), not a clock number.
    let t = match scenario {
        Some(sc) => format!("{sc}-{}", crate::clock::today()),
        None => crate::clock::today(),
    };
    let t: String = t
        .chars()
        .map(|c| if "/\\:*?\"<>| ".contains(c) { '-' } else { c })
        .collect();
    let mut n = 0;
    loop {
        let name = if n == 0 {
            format!("{game}-{t}.gunbai")
        } else {
            format!("{game}-{t}-{n}.gunbai")
        };
        let p = dir.join(name);
        if !p.exists() {
            return p;
        }
        n += 1;
    }
}

pub fn show_new_session(ui: &mut Ui, app: &mut GunbaiApp) {
    ensure_games(app);
    let Some(id) = app.home.new_game.clone() else {
        app.screen = Screen::Home;
        return;
    };
    let Some(game) = app.home.game(&id) else {
        app.screen = Screen::Home;
        return;
    };
    let info = game.info();
    let scenarios = game.scenarios();
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("new_session_scroll")
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    if util::big_button(
                        ui,
                        format!("◀ {}", msg!("frame-back").render(app.settings.lang)),
                    )
                    .clicked()
                    {
                        app.screen = Screen::Home;
                    }
                    // The English name is for English readers; the others read the original title.
                    let head = match app.settings.lang {
                        super::Lang::En => format!("{} · {}", info.title, info.english),
                        _ => info.title.to_string(),
                    };
                    ui.heading(RichText::new(head).size(26.0));
                });
                ui.separator();
                egui::Grid::new("new_session")
                    .num_columns(2)
                    .spacing([16.0, 12.0])
                    .show(ui, |ui| {
                        ui.label(msg!("frame-scenario").render(app.settings.lang));
                        ui.vertical(|ui| {
                            for (i, s) in scenarios.iter().enumerate() {
                                let r = ui.radio_value(
                                    &mut app.home.scenario,
                                    i,
                                    RichText::new(game.say(&s.title, app.settings.lang)).size(18.0),
                                );
                                if r.clicked() {
                                    app.home.players =
                                        app.home.players.clamp(s.min_players, s.max_players);
                                }
                                if !s.blurb.is_empty() {
                                    ui.weak(game.say(&s.blurb, app.settings.lang));
                                }
                            }
                            if scenarios.is_empty() {
                                ui.weak("—");
                            }
                        });
                        ui.end_row();
                        let (lo, hi) = scenarios
                            .get(app.home.scenario)
                            .map(|s| (s.min_players, s.max_players))
                            .unwrap_or((info.min_players, info.max_players));
                        let l = ui.label(msg!("frame-players").render(app.settings.lang));
                        if hi <= lo {
                            // One possible count: say it, nothing to slide.
                            app.home.players = lo.max(1);
                            ui.label(RichText::new(lo.max(1).to_string()).size(18.0).strong())
                                .labelled_by(l.id);
                        } else {
                            ui.add(egui::Slider::new(
                                &mut app.home.players,
                                lo.max(1)..=hi.max(lo).max(1),
                            ))
                            .labelled_by(l.id);
                        }
                        ui.end_row();
                        let specs = game.setup_options();
                        if !specs.is_empty() {
                            if app
                                .home
                                .option_form
                                .as_ref()
                                .map(|(g, _)| g != &id)
                                .unwrap_or(true)
                            {
                                app.home.option_form = Some((
                                    id.clone(),
                                    super::form::FormState::new(&specs, &Default::default()),
                                ));
                            }
                            ui.label(msg!("frame-options").render(app.settings.lang));
                            if let Some((_, form)) = app.home.option_form.as_mut() {
                                let g = game.clone();
                                let lang = app.settings.lang;
                                form.show_with(ui, "setup_options", lang, &|k| {
                                    g.setup_candidates(k)
                                        .into_iter()
                                        .map(|c| super::form::Pick {
                                            label: g.say(&c.text(), lang),
                                            group: c.group,
                                            value: c.value,
                                        })
                                        .collect()
                                });
                            }
                            ui.end_row();
                        }
                        // Options typed by key are for the rare rule the form does not list: folded away.
                        let l = ui.label(msg!("frame-more-options").render(app.settings.lang));
                        egui::CollapsingHeader::new(
                            msg!("frame-advanced").render(app.settings.lang),
                        )
                        .id_salt("more_options")
                        .default_open(!app.home.options_text.is_empty())
                        .show(ui, |ui| {
                            ui.add(
                                egui::TextEdit::singleline(&mut app.home.options_text)
                                    .desired_width(360.0)
                                    .hint_text(
                                        msg!("frame-options-hint").render(app.settings.lang),
                                    ),
                            )
                            .labelled_by(l.id);
                        });
                        ui.end_row();
                        ui.label(msg!("frame-dice").render(app.settings.lang));
                        let (fresh, hint) = (
                            msg!("frame-fresh-after-undo").render(app.settings.lang),
                            msg!("frame-fresh-after-undo-hint").render(app.settings.lang),
                        );
                        ui.checkbox(&mut app.home.fresh_dice_after_undo, fresh)
                            .on_hover_text(hint);
                        ui.end_row();
                        let l = ui.label(msg!("frame-seed").render(app.settings.lang));
                        ui.add(
                            egui::TextEdit::singleline(&mut app.home.seed_text)
                                .desired_width(200.0)
                                .hint_text(msg!("frame-random").render(app.settings.lang)),
                        )
                        .labelled_by(l.id);
                        ui.end_row();
                    });
                ui.add_space(12.0);
                if util::big_button(
                    ui,
                    RichText::new(format!(
                        "▶ {}",
                        msg!("frame-start").render(app.settings.lang)
                    ))
                    .size(20.0),
                )
                .clicked()
                {
                    start_session(app, game.clone(), &scenarios);
                }
            });
    });
}

fn start_session(
    app: &mut GunbaiApp,
    game: Arc<dyn Game>,
    scenarios: &[crate::core::ScenarioInfo],
) {
    let specs = game.setup_options();
    let lang = app.settings.lang;
    // Refusals name the option by its label, in the player's language (issue 11 point 4).
    let words =
        |e: &crate::session::SessionError| crate::session::error_in(game.as_ref(), e, lang, &specs);
    let mut options = match option_pairs(&app.home.options_text)
        .map_err(|e| e.render(lang))
        .and_then(|p| Setup::parse_options(&p, &specs).map_err(|e| words(&e.into())))
    {
        Ok(o) => o,
        Err(e) => return app.error(e),
    };
    // The option form first, then anything typed as key=value on top.
    if let Some((gid, form)) = &app.home.option_form
        && gid == game.id()
    {
        for (k, v) in form.params().0 {
            let unset = matches!(&v, serde_json::Value::Bool(false))
                || v.as_i64() == Some(0)
                || v.as_str().is_some_and(|s| s.is_empty());
            if !unset {
                options.entry(k).or_insert(v);
            }
        }
    }
    let seed = match app.home.seed_text.trim() {
        "" => None,
        s => match s.parse::<u64>() {
            Ok(n) => Some(n),
            Err(_) => {
                return app.error(msg!("frame-seed-not-number", got = s).render(lang));
            }
        },
    };
    let scenario = scenarios.get(app.home.scenario);
    let setup = Setup {
        scenario: scenario.map(|s| s.id.clone()),
        players: app.home.players,
        options,
    };
    let path = new_session_path(&app.data_dir, game.id(), scenario.map(|s| s.id.as_str()));
    match Session::create(game.clone(), setup, seed, Some(path)) {
        Ok(mut s) => {
            if app.home.fresh_dice_after_undo
                && let Err(e) = s.set_keep_undone_dice(false)
            {
                return app.error(words(&e));
            }
            let items = s.game.setup_checklist(&s.header.setup, s.state());
            app.home.checklist = vec![false; items.len()];
            app.session = Some(SessionView::new(s));
            app.home.refresh();
            app.message = None;
            app.screen = if app.home.checklist.is_empty() {
                Screen::Session
            } else {
                Screen::Checklist
            };
        }
        Err(e) => app.error(words(&e)),
    }
}

pub fn show_checklist(ui: &mut Ui, app: &mut GunbaiApp) {
    // The session's words (its scenario title) in the language on screen.
    if let Some(v) = app.session.as_mut() {
        v.lang = app.settings.lang;
    }
    let Some(v) = app.session.as_ref() else {
        app.screen = Screen::Home;
        return;
    };
    // The checklist comes from the same set-up state as the board (issue 11, point 2).
    let lang = app.settings.lang;
    let items: Vec<String> = v
        .session
        .game
        .setup_checklist(&v.session.header.setup, v.session.state())
        .into_iter()
        .map(|t| v.session.game.say(&t, lang))
        .collect();
    let title = v.title();
    let seal = v.session.commitment().to_string();
    app.home.checklist.resize(items.len(), false);
    egui::CentralPanel::default().show(ui, |ui| {
        ui.heading(
            RichText::new(format!(
                "{} · {}",
                msg!("frame-setup-checklist").render(app.settings.lang),
                title
            ))
            .size(24.0),
        );
        ui.label(msg!("frame-checklist-hint").render(app.settings.lang));
        ui.separator();
        // Its own scroll position per session (it opened where the home screen was scrolled), and a
        // solid scroll bar beside the lines rather than over them (issue 21 point 7).
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        egui::ScrollArea::vertical()
            .id_salt(("checklist", title.clone(), seal))
            .max_height(ui.available_height() - 70.0)
            .show(ui, |ui| {
                for (i, item) in items.iter().enumerate() {
                    let done = app.home.checklist[i];
                    ui.add_space(2.0);
                    // The line wraps between names only (at 、 and spaces), never inside 10番大队.
                    let mut toggle = false;
                    ui.horizontal_top(|ui| {
                        let r = ui.checkbox(&mut app.home.checklist[i], "");
                        let now = app.home.checklist[i];
                        r.widget_info(|| {
                            egui::WidgetInfo::selected(egui::Role::CheckBox, true, now, item)
                        });
                        ui.horizontal_wrapped(|ui| {
                            ui.spacing_mut().item_spacing.x = 0.0;
                            for piece in util::name_pieces(item) {
                                let t = RichText::new(piece).size(18.0);
                                let t = if done {
                                    t.color(Color32::from_rgb(40, 140, 60))
                                } else {
                                    t
                                };
                                let l = ui.add(
                                    egui::Label::new(t)
                                        .wrap_mode(egui::TextWrapMode::Extend)
                                        .sense(egui::Sense::click()),
                                );
                                toggle |= l.clicked();
                            }
                        });
                    });
                    if toggle {
                        app.home.checklist[i] = !app.home.checklist[i];
                    }
                }
            });
        ui.separator();
        let all = app.home.checklist.iter().all(|b| *b);
        ui.horizontal(|ui| {
            let b = util::big_button(
                ui,
                RichText::new(format!(
                    "▶ {}",
                    msg!("frame-begin-play").render(app.settings.lang)
                ))
                .size(20.0),
            );
            if b.clicked() {
                app.screen = Screen::Session;
            }
            let n = app.home.checklist.iter().filter(|b| **b).count();
            ui.label(format!("{n}/{}", items.len()));
            if !all {
                ui.weak(msg!("frame-begin-anyway").render(app.settings.lang));
            }
        });
    });
}

/// Replaces a damaged session file with its newest backup that reads cleanly; the damaged file is kept
/// beside it under a name that overwrites nothing (the shared `gunbai session restore FILE`).
pub fn restore_backup(
    file: &std::path::Path,
    loader: &super::Loader,
    lang: super::Lang,
) -> Result<String, String> {
    crate::session::restore(file, None, false, &|id| loader(id))
        .map(|r| r.message.render(lang))
        .map_err(|e| crate::session::error_msg(&e).render(lang))
}
