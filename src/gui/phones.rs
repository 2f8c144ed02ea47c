//! "Invite phones" (issue 24): the session screen hands its session to the server (one writer) and
//! shows one QR code per seat and one for watchers, until the table stops inviting; then the session
//! comes back with what the phones entered. While phones are invited the laptop shows this window
//! (a modal: nothing is entered behind it). Dropping the session screen drops the server, which stops.

use std::net::{SocketAddr, TcpListener};

use egui::{Color32, RichText, Ui, Vec2};
use gunbai_rules::msg;

use super::session_view::SessionView;
use super::util;
use crate::core::Lang;
use crate::serve::{Limits, Server};
use crate::session::Session;

/// The port tried first (the CLI's default); any free port when it is taken.
const PORT: u16 = 7241;

/// The invitation's state, part of the session screen.
#[derive(Default)]
pub struct Phones {
    /// The window is shown.
    pub open: bool,
    /// The players chose to let phones on the network connect (every interface).
    pub network: bool,
    server: Option<Server>,
    error: Option<String>,
}

impl Phones {
    /// True while the server runs.
    pub fn serving(&self) -> bool {
        self.server.is_some()
    }
}

/// Binds where the players chose: this computer only, or every interface.
fn bind(network: bool) -> std::io::Result<TcpListener> {
    let ip: [u8; 4] = if network {
        [0, 0, 0, 0]
    } else {
        [127, 0, 0, 1]
    };
    TcpListener::bind(SocketAddr::from((ip, PORT)))
        .or_else(|_| TcpListener::bind(SocketAddr::from((ip, 0))))
}

/// Starts serving the session: the server takes the session, the screen keeps a copy (no file) to
/// draw behind the window.
fn start(v: &mut SessionView) {
    let listener = match bind(v.phones.network) {
        Ok(l) => l,
        Err(e) => {
            v.phones.error = Some(e.to_string());
            return;
        }
    };
    let copy = match Session::from_bytes(&v.session.to_bytes(), None, &crate::app::load_game) {
        Ok(c) => c,
        Err(e) => {
            v.phones.error = Some(crate::session::error_msg(&e).render(v.lang));
            return;
        }
    };
    let real = std::mem::replace(&mut v.session, copy);
    match Server::serve(real, listener, Limits::default()) {
        Ok(s) => {
            v.phones.server = Some(s);
            v.phones.error = None;
        }
        Err(e) => {
            if let Some(s) = e.session {
                v.session = s;
            }
            v.phones.error = Some(e.detail);
        }
    }
}

/// Stops serving and takes the session back with what the phones entered.
pub fn stop(v: &mut SessionView) {
    if let Some(server) = v.phones.server.take() {
        let table_now = server.table().table_now.clone();
        if let Some(s) = server.into_session() {
            v.session = s;
            v.table_now = table_now;
            v.after_past_change();
        }
    }
}

/// A QR code of `text`, `side` points wide, black on white with its quiet zone.
fn qr(ui: &mut Ui, text: &str, side: f32) {
    let Ok((w, dark)) = crate::print::qr::matrix(text) else {
        return;
    };
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), egui::Sense::hover());
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 0.0, Color32::WHITE);
    let m = side / (w as f32 + 8.0);
    for (y, x, len) in crate::print::qr::dark_runs(w, &dark) {
        let min = rect.min + Vec2::new((x as f32 + 4.0) * m, (y as f32 + 4.0) * m);
        p.rect_filled(
            egui::Rect::from_min_size(min, Vec2::new(len as f32 * m, m)),
            0.0,
            Color32::BLACK,
        );
    }
}

/// One code with its heading and address under it.
fn card(ui: &mut Ui, heading: &str, url: &str) {
    ui.vertical(|ui| {
        ui.set_max_width(240.0);
        ui.add(egui::Label::new(RichText::new(heading).strong()).wrap());
        qr(ui, url, 220.0);
        ui.add(egui::Label::new(RichText::new(url).small().monospace()).wrap());
    });
}

/// Draws the invitation window when it is open.
pub fn show(ui: &mut Ui, v: &mut SessionView, lang: Lang) {
    if !v.phones.open {
        return;
    }
    let ctx = ui.ctx().clone();
    let screen = ctx.content_rect();
    let mut close = false;
    let mut go = false;
    let mut halt = false;
    let r = egui::Modal::new(egui::Id::unique("invite_phones")).show(&ctx, |ui| {
        ui.set_max_width(screen.width() * 0.9);
        // The window opens small (the checkbox) and grows with the codes: without a floor the
        // scroll area keeps the small frame's height and shows the codes in a 64-point strip.
        egui::ScrollArea::vertical()
            .max_height(screen.height() * 0.85)
            .min_scrolled_height(screen.height() * 0.85)
            .show(ui, |ui| {
                ui.heading(msg!("frame-serve-invite").render(lang));
                match &v.phones.server {
                    None => {
                        ui.checkbox(
                            &mut v.phones.network,
                            msg!("frame-serve-on-network").render(lang),
                        );
                        if let Some(e) = &v.phones.error {
                            ui.colored_label(
                                Color32::from_rgb(180, 0, 0),
                                msg!("frame-serve-failed", detail = e.as_str()).render(lang),
                            );
                        }
                        ui.horizontal(|ui| {
                            if util::big_button(ui, msg!("frame-serve-start").render(lang))
                                .clicked()
                            {
                                go = true;
                            }
                            if util::big_button(ui, msg!("frame-cancel").render(lang)).clicked() {
                                close = true;
                            }
                        });
                    }
                    Some(server) => {
                        let note = if server.on_all_interfaces() {
                            msg!("frame-serve-network")
                        } else {
                            msg!("frame-serve-local")
                        };
                        ui.add(egui::Label::new(note.render(lang)).wrap());
                        // First, so it is on screen however small the window.
                        if util::big_button(ui, msg!("frame-serve-stop").render(lang)).clicked() {
                            halt = true;
                        }
                        let game = server.table().session.game.clone();
                        ui.horizontal_wrapped(|ui| {
                            for (seat, url) in server.seat_urls() {
                                let name = crate::serve::seat_words(game.as_ref(), &seat, lang);
                                card(
                                    ui,
                                    &msg!("frame-serve-seat", seat = name).render(lang),
                                    &url,
                                );
                            }
                            card(
                                ui,
                                &msg!("frame-serve-watch").render(lang),
                                &server.table_url(),
                            );
                        });
                        ui.separator();
                        {
                            let t = server.table();
                            let prompt = game.prompt(t.session.state());
                            ui.label(RichText::new(game.say(&prompt.step, lang)).strong());
                            for h in &prompt.hints {
                                ui.add(egui::Label::new(game.say(h, lang)).wrap());
                            }
                        }
                        // The phones' entries show here as they come.
                        ctx.request_repaint_after(std::time::Duration::from_secs(1));
                    }
                }
            });
    });
    if go {
        start(v);
    }
    if halt {
        stop(v);
        v.phones.open = false;
    }
    if close || (r.should_close() && !v.phones.serving()) {
        v.phones.open = false;
    }
}
