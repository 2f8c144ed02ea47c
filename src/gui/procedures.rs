//! Procedures: quick resolve without a session (pick game + procedure, fill the keys, roll or type the
//! physical dice, see the result with modifiers, the table cell and the odds).

use std::collections::BTreeMap;

use egui::{RichText, Ui};

use super::dice::{self, DiceTray, TrayEvent};
use super::form::FormState;
use super::{GunbaiApp, Screen, util};
use crate::core::{Msg, Odds, Resolution, SeededDice, TableDice};
use crate::tables::grid::Grid;
use gunbai_rules::msg;

#[derive(Default)]
pub struct ProceduresState {
    pub game: Option<String>,
    pub procedure: Option<String>,
    pub form: FormState,
    pub tray: DiceTray,
    pub result: Option<Result<Resolution, String>>,
    /// Set by the keyboard (Enter): resolve on the next pass; `true` = app dice.
    pub pending_resolve: Option<bool>,
    stream: Option<SeededDice>,
    grids: BTreeMap<String, Option<(String, Grid)>>,
    odds: Option<(String, Result<Vec<Odds>, String>)>,
}

pub fn show(ui: &mut Ui, app: &mut GunbaiApp) {
    let lang = app.settings.lang;
    let show_odds = app.settings.show_odds;
    let implemented = app.implemented();
    if app.procedures.game.is_none() {
        app.procedures.game = implemented.first().cloned();
    }
    let titles = app.implemented_titles(&implemented);
    let loaded = app.procedures.game.clone().and_then(|g| app.load(&g).ok());
    let mut back = false;
    // The result strip: the outcome in words or why it was refused, always on screen (issue 11, 1).
    if let Some(res) = &app.procedures.result {
        let game = loaded.clone();
        egui::Panel::bottom("procedure_strip")
            .resizable(false)
            .exact_size(84.0)
            .show(ui, |ui| match res {
                Ok(r) => {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(msg!("frame-result").render(lang)).strong());
                        ui.label(RichText::new(super::session_view::dice_line(r)).size(20.0));
                    });
                    if let Some(g) = &game {
                        ui.label(
                            RichText::new(format!("→ {}", g.say(&g.outcome_text(r), lang)))
                                .size(24.0)
                                .strong(),
                        );
                    }
                }
                Err(e) => {
                    ui.label(
                        RichText::new(format!("✕ {}", msg!("frame-refused").render(lang)))
                            .size(20.0)
                            .strong()
                            .color(ui.visuals().error_fg_color),
                    );
                    ui.label(
                        RichText::new(e)
                            .size(18.0)
                            .color(ui.visuals().error_fg_color),
                    );
                }
            });
    }
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("procedures_scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    if util::big_button(ui, format!("◀ {}", msg!("frame-back").render(lang)))
                        .clicked()
                    {
                        back = true;
                    }
                    ui.heading(RichText::new(msg!("frame-procedures").render(lang)).size(26.0));
                });
                ui.separator();
                let st = &mut app.procedures;
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
                            st.game = Some(id.clone());
                            st.procedure = None;
                            st.result = None;
                            st.grids.clear();
                        }
                    }
                    if implemented.is_empty() {
                        ui.weak(msg!("frame-not-loaded").render(lang));
                    }
                });
                let Some(game) = loaded
                    .clone()
                    .filter(|g| st.game.as_deref() == Some(g.id()))
                else {
                    return;
                };
                let procs = game.procedures();
                ui.horizontal_wrapped(|ui| {
                    ui.label(msg!("frame-procedure").render(lang));
                    for p in &procs {
                        let r = ui
                            .selectable_label(
                                st.procedure.as_deref() == Some(p.id.as_str()),
                                RichText::new(game.say(&p.title, lang)).size(18.0),
                            )
                            .on_hover_text(format!(
                                "{} · {}",
                                Msg::rule(p.rule.clone()).render(lang),
                                dice_words(game.as_ref(), &p.dice, lang)
                            ));
                        if r.clicked() {
                            st.procedure = Some(p.id.clone());
                            st.form = FormState::new(&p.keys, &Default::default());
                            st.result = None;
                            st.odds = None;
                        }
                    }
                });
                let Some(spec) = st
                    .procedure
                    .as_ref()
                    .and_then(|id| procs.iter().find(|p| &p.id == id))
                    .cloned()
                else {
                    return;
                };
                ui.separator();
                ui.label(
                    RichText::new(format!(
                        "{} · {} · {}",
                        game.say(&spec.title, lang),
                        Msg::rule(spec.rule.clone()).render(lang),
                        dice_words(game.as_ref(), &spec.dice, lang)
                    ))
                    .size(20.0)
                    .strong(),
                );
                if st.form.show(ui, &spec.id, lang) {
                    st.odds = None;
                }
                ui.add_space(6.0);
                let ev = dice::show_tray(ui, &mut st.tray, lang, true);
                let go = match ev {
                    Some(TrayEvent::Roll) => Some(true),
                    Some(TrayEvent::Submit) => Some(false),
                    None => st.pending_resolve.take(),
                };
                // A refusal in the player's language, the key by its label (issue 11 point 4).
                let refusal = |e: crate::core::RuleError| {
                    game.say(&crate::session::rule_error_msg_with(&e, &spec.keys), lang)
                };
                if let Some(app_dice) = go {
                    let stream = st
                        .stream
                        .get_or_insert_with(|| SeededDice::new(crate::session::random_seed().0));
                    let r =
                        TableDice::new(&st.tray.typed, if app_dice { Some(stream) } else { None })
                            .map_err(&refusal)
                            .and_then(|mut d| {
                                let r = game
                                    .resolve(&spec.id, &st.form.params(), &mut d)
                                    .map_err(&refusal)?;
                                // A typed face the procedure did not use is refused, as on the command line.
                                d.finish().map_err(&refusal)?;
                                Ok(r)
                            });
                    if r.is_ok() {
                        st.tray.clear();
                    }
                    st.result = Some(r);
                }
                ui.separator();
                ui.columns(2, |cols| {
                    // A refusal is in the result strip (bottom), where the eye is.
                    if let Some(Ok(res)) = &st.result {
                        cols[0].label(RichText::new(msg!("frame-result").render(lang)).strong());
                        if let Some(dice::ResultEvent::OpenTable { game, file, cell }) =
                            dice::show_resolution(
                                &mut cols[0],
                                game.as_ref(),
                                res,
                                lang,
                                &mut st.grids,
                            )
                        {
                            app.tables.select(&game, &file);
                            app.tables.focus = cell;
                            app.screen = Screen::Tables;
                        }
                    }
                    if show_odds {
                        let params = st.form.params();
                        let key = format!(
                            "{}:{}",
                            spec.id,
                            serde_json::to_string(&params.0).unwrap_or_default()
                        );
                        if st.odds.as_ref().map(|(k, _)| k != &key).unwrap_or(true) {
                            st.odds = Some((key, game.odds(&spec.id, &params).map_err(&refusal)));
                        }
                        cols[1].label(RichText::new(msg!("frame-odds").render(lang)).strong());
                        match &st.odds {
                            Some((_, Ok(o))) => {
                                let now = match &st.result {
                                    Some(Ok(r)) => Some(r.outcome_key()),
                                    _ => None,
                                };
                                dice::odds_chart(&mut cols[1], o, now.as_deref(), lang)
                            }
                            Some((_, Err(e))) => {
                                cols[1].weak(e);
                            }
                            None => {}
                        }
                    } else {
                        cols[1].horizontal(|ui| {
                            if ui.button(msg!("frame-show-odds").render(lang)).clicked() {
                                app.settings.show_odds = true;
                            }
                        });
                    }
                });
            });
    });
    if back {
        app.screen = Screen::Home;
    }
}

/// A procedure's dice in the player's language ("none": no dice).
fn dice_words(game: &dyn crate::core::Game, dice: &Msg, lang: crate::core::Lang) -> String {
    if dice.en() == "none" {
        msg!("frame-no-dice").render(lang)
    } else {
        game.say(dice, lang)
    }
}
