//! The Print screen: what to print, paper, counter size, bleed, duplex offset, backs; makes the PDF
//! through [`make_pdf`] (the one place that calls the print module) and saves it in the data dir.

use egui::{RichText, Ui};

use super::form::FormState;
use super::{GunbaiApp, util};
use crate::core::Game;
use crate::session::Session;
use gunbai_rules::msg;

#[derive(Debug, Clone, PartialEq)]
pub struct PrintState {
    pub game: Option<String>,
    pub what: String,
    pub letter: bool,
    pub counter_mm: f32,
    pub bleed_mm: f32,
    pub duplex: (f32, f32),
    pub backs: bool,
    pub use_session: bool,
    /// Open the finished PDF in the system viewer.
    pub open_after: bool,
    pub status: Option<(String, bool)>,
    /// The game the status message is about (shown only while that game is picked).
    pub status_game: Option<String>,
    /// The first page of the current options, keyed by the options it was built from.
    pub preview: Option<(String, Result<crate::print::pdf::PagePreview, String>)>,
    /// The set-up choices the cards depend on (关原's card text, rule 4.1), asked when the cards are
    /// printed without a session: (game id, its form).
    pub card_form: Option<(String, FormState)>,
    /// The language the sheets print in: the app's (issue 20).
    pub lang: crate::core::Lang,
}

impl Default for PrintState {
    fn default() -> Self {
        Self {
            game: None,
            what: "aid".into(),
            letter: false,
            counter_mm: crate::print::PrintOptions::default().counter_mm,
            bleed_mm: crate::print::PrintOptions::default().bleed_mm,
            duplex: (0.0, 0.0),
            backs: true,
            use_session: true,
            open_after: true,
            status: None,
            status_game: None,
            preview: None,
            card_form: None,
            lang: crate::core::Lang::default(),
        }
    }
}

/// Renders the PDF through the print module.
pub fn make_pdf(
    game: &dyn Game,
    st: &PrintState,
    session: Option<&Session>,
) -> Result<Vec<u8>, String> {
    let (what, opts) = options(st, session)?;
    crate::print::render(game, what, session, &opts).map_err(|e| e.msg().render(st.lang))
}

/// The first page as a display list, for the preview.
pub fn make_preview(
    game: &dyn Game,
    st: &PrintState,
    session: Option<&Session>,
    lang: super::Lang,
) -> Result<crate::print::pdf::PagePreview, String> {
    let (what, opts) = options(st, session)?;
    crate::print::preview(game, what, session, &opts)
        .map_err(|e| e.msg().render(lang))?
        .into_iter()
        .next()
        .ok_or_else(|| msg!("frame-nothing-to-print").render(lang))
}

fn options(
    st: &PrintState,
    session: Option<&Session>,
) -> Result<(crate::print::What, crate::print::PrintOptions), String> {
    use crate::print::{Paper, PrintOptions, What};
    let what: What = st
        .what
        .parse()
        .map_err(|e: crate::print::PrintError| e.msg().render(st.lang))?;
    let opts = PrintOptions {
        paper: if st.letter { Paper::Letter } else { Paper::A4 },
        counter_mm: st.counter_mm,
        bleed_mm: st.bleed_mm,
        duplex_offset_mm: st.duplex,
        backs: st.backs,
        scenario: session.and_then(|s| s.header.setup.scenario.clone()),
        // The session's set-up options (关原's card text) reach the card sheet through the session;
        // without one, the choices asked on this screen.
        setup_options: match (session, &st.card_form) {
            (None, Some((id, form))) if st.game.as_ref() == Some(id) => form.params().0,
            _ => Default::default(),
        },
        date: crate::clock::today(),
        created_unix: crate::clock::now_unix(),
        lang: st.lang,
    };
    opts.check().map_err(|e| e.msg().render(st.lang))?;
    Ok((what, opts))
}

pub fn show(ui: &mut Ui, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    app.print.lang = lang;
    let implemented = app.implemented();
    let titles = app.implemented_titles(&implemented);
    if app.print.game.is_none() {
        app.print.game = app
            .session
            .as_ref()
            .map(|v| v.session.game.id().to_string())
            .or_else(|| implemented.first().cloned());
    }
    let mut back = false;
    let mut make = false;
    let mut save_as = false;
    ensure_card_form(app);
    let session_used = used_session(app).is_some();
    // The game whose set-up choices the card form asks (its pick-lists word the choices).
    let card_game = app
        .print
        .card_form
        .as_ref()
        .and_then(|(id, _)| app.load(id).ok());
    refresh_preview(app);
    let lang_p = lang;
    let preview = app.print.preview.clone();
    let w = ui.available_width();
    // A fixed width from the window (not from the page drawn last frame), so the preview keeps its
    // size from click to click.
    let panel_w = (w * 0.4).clamp(260.0, 620.0);
    egui::Panel::right("print_preview")
        .resizable(false)
        .exact_size(panel_w)
        .show(ui, |ui| {
            ui.label(RichText::new(msg!("frame-preview").render(lang_p)).strong());
            match preview.as_ref().map(|(_, p)| p) {
                Some(Ok(page)) => {
                    let room = egui::vec2(panel_w - 24.0, (ui.available_height() - 8.0).max(80.0));
                    super::print_preview::page(ui, page, room);
                }
                Some(Err(e)) => {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
                None => {}
            }
        });
    egui::CentralPanel::default().show(ui, |ui| {
        let st = &mut app.print;
        ui.horizontal(|ui| {
            if util::big_button(ui, format!("◀ {}", msg!("frame-back").render(lang))).clicked() {
                back = true;
            }
            ui.heading(RichText::new(msg!("frame-print").render(lang)).size(26.0));
        });
        ui.separator();
        egui::Grid::new("print_opts")
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                ui.label(msg!("frame-game").render(lang));
                ui.horizontal_wrapped(|ui| {
                    for (id, title) in implemented.iter().zip(&titles) {
                        ui.selectable_value(
                            &mut st.game,
                            Some(id.clone()),
                            RichText::new(title).size(18.0),
                        )
                        .on_hover_text(id);
                    }
                    if implemented.is_empty() {
                        ui.weak(msg!("frame-not-loaded").render(lang));
                    }
                });
                ui.end_row();
                ui.label(msg!("frame-what").render(lang));
                ui.horizontal_wrapped(|ui| {
                    for w in crate::print::What::ALL {
                        let label = match w {
                            crate::print::What::Aid => msg!("frame-what-aid").render(lang),
                            crate::print::What::Counters => {
                                msg!("frame-what-counters").render(lang)
                            }
                            crate::print::What::Cards => msg!("frame-what-cards").render(lang),
                            crate::print::What::Packup => msg!("frame-what-packup").render(lang),
                            crate::print::What::Calibration => {
                                msg!("frame-what-calibration").render(lang)
                            }
                        };
                        ui.selectable_value(&mut st.what, w.id().to_string(), label)
                            .on_hover_text(w.id());
                    }
                });
                ui.end_row();
                if let Some((_, form)) = st
                    .card_form
                    .as_mut()
                    .filter(|(id, _)| st.game.as_ref() == Some(id) && st.what == "cards")
                    .filter(|_| !session_used)
                {
                    ui.label(msg!("frame-card-choices").render(lang));
                    form.show_with(ui, "print_card_options", lang, &|k| {
                        card_game
                            .as_ref()
                            .map(|g| g.setup_candidates(k))
                            .unwrap_or_default()
                            .into_iter()
                            .map(|c| super::form::Pick {
                                label: card_game
                                    .as_ref()
                                    .map(|g| g.say(&c.text(), lang))
                                    .unwrap_or_else(|| c.text().render(lang)),
                                group: c.group,
                                value: c.value,
                            })
                            .collect()
                    });
                    ui.end_row();
                }
                ui.label(msg!("frame-paper").render(lang));
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut st.letter, false, "A4");
                    ui.selectable_value(
                        &mut st.letter,
                        true,
                        msg!("frame-paper-letter").render(lang),
                    );
                });
                ui.end_row();
                let l = ui.label(msg!("frame-counter-mm").render(lang));
                ui.add(
                    egui::Slider::new(
                        &mut st.counter_mm,
                        crate::print::layout::layout().counter_mm_range.0
                            ..=crate::print::layout::layout().counter_mm_range.1,
                    )
                    .step_by(0.1),
                )
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(msg!("frame-bleed-mm").render(lang));
                ui.add(
                    egui::Slider::new(
                        &mut st.bleed_mm,
                        0.0..=crate::print::layout::layout().bleed_mm_max,
                    )
                    .step_by(0.25),
                )
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(msg!("frame-duplex").render(lang));
                ui.horizontal(|ui| {
                    let max = crate::print::layout::layout().duplex_offset_mm_max;
                    for v in [&mut st.duplex.0, &mut st.duplex.1] {
                        ui.add(
                            egui::DragValue::new(v)
                                .range(-max..=max)
                                .speed(0.1)
                                .suffix(" mm"),
                        )
                        .labelled_by(l.id);
                    }
                });
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut st.backs, msg!("frame-backs").render(lang));
                ui.end_row();
                ui.label("");
                ui.checkbox(
                    &mut st.use_session,
                    msg!("frame-current-session").render(lang),
                );
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut st.open_after, msg!("frame-open-after").render(lang));
                ui.end_row();
            });
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if util::big_button(ui, msg!("frame-make-pdf").render(lang)).clicked() {
                make = true;
            }
            if util::big_button(ui, msg!("frame-save-pdf-as").render(lang)).clicked() {
                save_as = true;
            }
        });
        // A message belongs to the game it was for: picking another game hides it.
        if st.status_game == st.game
            && let Some((m, err)) = &st.status
        {
            let c = if *err {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(c, m);
        }
    });
    if make {
        app.print.status = Some(print_now(app, None));
        app.print.status_game = app.print.game.clone();
    }
    if save_as {
        let name = format!(
            "{}-{}.pdf",
            app.print.game.clone().unwrap_or_default(),
            app.print.what
        );
        let dir = app.data_dir.join("print");
        if let Some(p) = (app.dialogs)(&super::FileAsk::SavePdf(name), &dir) {
            app.print.status = Some(print_now(app, Some(p)));
            app.print.status_game = app.print.game.clone();
        }
    }
    if back {
        app.screen = app.back_screen();
    }
}

/// The open session, when it is used for this print (ticked, and of the game picked).
fn used_session(app: &GunbaiApp) -> Option<&Session> {
    let st = &app.print;
    let id = st.game.as_ref()?;
    app.session
        .as_ref()
        .filter(|v| st.use_session && v.session.game.id() == id)
        .map(|v| &v.session)
}

/// Builds the form of the set-up choices the picked game's cards depend on (none for most games).
fn ensure_card_form(app: &mut GunbaiApp) {
    let Some(id) = app.print.game.clone() else {
        return;
    };
    if app.print.card_form.as_ref().is_some_and(|(g, _)| *g == id) {
        return;
    }
    let wanted = crate::print::games::sheets_for(&id)
        .map(|s| s.card_options())
        .unwrap_or_default();
    app.print.card_form = match app.load(&id) {
        Ok(g) if !wanted.is_empty() => {
            let keys: Vec<_> = g
                .setup_options()
                .into_iter()
                .filter(|k| wanted.contains(&k.name.as_str()))
                .collect();
            Some((id, FormState::new(&keys, &Default::default())))
        }
        _ => None,
    };
}

/// Rebuilds the preview when the options (or the open session) changed.
fn refresh_preview(app: &mut GunbaiApp) {
    let st = &app.print;
    let Some(id) = st.game.clone() else { return };
    let session = used_session(app);
    let key = format!(
        "{id}|{:?}|{}|{}|{}|{}|{:?}|{}|{:?}|{:?}",
        app.settings.lang,
        st.what,
        st.letter,
        st.counter_mm,
        st.bleed_mm,
        st.duplex,
        st.backs,
        session.map(|s| s.position()),
        st.card_form.as_ref().map(|(_, f)| f.params().0)
    );
    if st.preview.as_ref().is_some_and(|(k, _)| *k == key) {
        return;
    }
    let lang = app.settings.lang;
    let result = app
        .load(&id)
        .and_then(|g| make_preview(g.as_ref(), st, session, lang));
    app.print.preview = Some((key, result));
}

/// Makes the PDF and writes it to `to`, or to the data folder's print folder.
fn print_now(app: &GunbaiApp, to: Option<std::path::PathBuf>) -> (String, bool) {
    let st = &app.print;
    let Some(id) = st.game.clone() else {
        return (msg!("frame-pick-a-game").render(app.settings.lang), true);
    };
    let game = match app.load(&id) {
        Ok(g) => g,
        Err(e) => return (e, true),
    };
    let session = app
        .session
        .as_ref()
        .filter(|v| st.use_session && v.session.game.id() == id)
        .map(|v| &v.session);
    match make_pdf(game.as_ref(), st, session) {
        Ok(bytes) => {
            let path = to.unwrap_or_else(|| {
                app.data_dir
                    .join("print")
                    .join(format!("{id}-{}.pdf", st.what))
            });
            // Issue 19 item 5, the same rule as `gunbai print --out`: a session file or any file
            // that is not a PDF is never written over. An existing PDF is replaced: the save dialog
            // has already asked the players to confirm it, and the print folder's default names are
            // the app's own earlier PDFs.
            if let Err(e) = crate::session::store::check_pdf_target(&path, true) {
                return (format!("{}: {e}", path.display()), true);
            }
            match crate::session::store::atomic_write(&path, &bytes) {
                Ok(()) => {
                    let lang = app.settings.lang;
                    let saved = msg!(
                        "frame-pair",
                        label = msg!("frame-saved"),
                        value = path.display().to_string()
                    );
                    let words = if st.open_after && open::that_detached(&path).is_err() {
                        msg!(
                            "frame-no-viewer-after",
                            saved = saved,
                            why = msg!("frame-no-viewer")
                        )
                    } else {
                        saved
                    };
                    (words.render(lang), false)
                }
                Err(e) => (format!("{}: {e}", path.display()), true),
            }
        }
        Err(e) => (e, true),
    }
}
