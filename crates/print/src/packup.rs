//! The pack-up sheet: everything the players need to set the table up again (the game's own listing
//! of every unit/place/track, turn and phase, recent log) and a QR code that restores the session.
//! Uses only the `Game` face and the session, so it works for every game.

use super::PrintError;
use super::pdf::{Doc, PT_MM, Page, Rgbf, wrap};
use super::qr::{self, PayloadKind, QUIET};
use crate::core::Game;
use crate::layout::layout;
use crate::session::Session;

const BODY_PT: f32 = 8.0;

/// Draws a QR module matrix as vector rects (one per horizontal run), quiet zone included, with its
/// bottom-left corner at (x, y). Returns the side length in mm.
pub fn draw_qr(p: &mut Page, x: f32, y: f32, module_mm: f32, width: usize, dark: &[bool]) -> f32 {
    let side = (width + 2 * QUIET) as f32 * module_mm;
    p.fill_rect(x, y, side, side, Rgbf::WHITE);
    let top = y + side - QUIET as f32 * module_mm;
    for (row, col, len) in qr::dark_runs(width, dark) {
        // Slight overlap between rows avoids hairline gaps in some renderers.
        p.fill_rect(
            x + (QUIET + col) as f32 * module_mm,
            top - (row + 1) as f32 * module_mm,
            len as f32 * module_mm,
            module_mm * 1.001,
            Rgbf::BLACK,
        );
    }
    side
}

struct Lines<'a> {
    doc: &'a mut Doc,
    y: f32,
    x: f32,
    w: f32,
}

impl Lines<'_> {
    fn line(&mut self, s: &str, size: f32, color: Rgbf, indent: f32) {
        let lh = size * PT_MM * 1.35;
        for l in wrap(s, size, self.w - indent) {
            if self.y - lh < layout().footer_mm + 3.0 {
                self.doc.page();
                self.y = self.doc.h - layout().margin_mm;
                self.x = layout().margin_mm;
                self.w = self.doc.w - 2.0 * layout().margin_mm;
            }
            self.y -= lh;
            let x = self.x + indent;
            self.doc.current().text(x, self.y, size, color, &l);
        }
    }
    fn heading(&mut self, s: &str) {
        self.y -= 2.0;
        self.line(s, 10.5, Rgbf(0.55, 0.1, 0.1), 0.0);
    }
}

pub fn render(doc: &mut Doc, game: &dyn Game, s: &Session) -> Result<(), PrintError> {
    let info = game.info();
    let state = s.state();
    let status = game.status(state);
    let (kind, text) = qr::encode(s)?;
    let (width, dark) = qr::matrix(&text)?;
    let module = (70.0 / (width + 2 * QUIET) as f32).clamp(layout().qr_module_mm, 1.0);
    let side = (width + 2 * QUIET) as f32 * module;

    let (pw, ph) = (doc.w, doc.h);
    let top = ph - layout().margin_mm;
    let p = doc.page();
    p.text(
        layout().margin_mm,
        top - 8.0,
        16.0,
        Rgbf::BLACK,
        &format!("{} — pack-up sheet", info.title),
    );
    let qx = pw - layout().margin_mm - side;
    let qy = top - 12.0 - side;
    draw_qr(p, qx, qy, module, width, &dark);
    let how = match kind {
        PayloadKind::Journal => "QR: the whole session (exact, with undo history)",
        PayloadKind::LiteJournal => "QR: the whole session (exact; log re-derived on import)",
        PayloadKind::Snapshot => "QR: current state only (the log was too long; no undo history)",
    };
    p.text(qx, qy - 4.0, 6.5, Rgbf::GREY, how);
    p.text(
        qx,
        qy - 7.0,
        6.5,
        Rgbf::GREY,
        &format!("{} modules, {:.2} mm/module, EC M", width, module),
    );

    let mut l = Lines {
        doc,
        y: top - 12.0,
        x: layout().margin_mm,
        w: qx - layout().margin_mm - 5.0,
    };
    let scen = match &s.header.setup.scenario {
        Some(id) => game
            .scenarios()
            .into_iter()
            .find(|x| &x.id == id)
            .map(|x| x.title)
            .unwrap_or_else(|| id.clone()),
        None => "—".into(),
    };
    l.line(
        &format!(
            "Game: {} ({}) · scenario: {scen} · players: {}",
            info.title, info.english, s.header.setup.players
        ),
        BODY_PT,
        Rgbf::BLACK,
        0.0,
    );
    l.line(
        &format!(
            "Actions played: {} · seed commitment: {}…",
            s.position(),
            &s.header.seed.commitment[..16.min(s.header.seed.commitment.len())]
        ),
        BODY_PT,
        Rgbf::BLACK,
        0.0,
    );
    for (k, v) in &s.header.setup.options {
        l.line(&format!("Option {k} = {v}"), BODY_PT, Rgbf::BLACK, 0.0);
    }
    l.heading("Turn and tracks");
    for (k, v) in &status.track {
        l.line(&format!("{k}: {v}"), BODY_PT, Rgbf::BLACK, 2.0);
    }
    l.line(
        &format!("Phase: {}", status.phase),
        BODY_PT,
        Rgbf::BLACK,
        2.0,
    );
    if let Some(w) = &status.winner {
        l.line(&format!("Winner: {w}"), BODY_PT, Rgbf::RED, 2.0);
    }
    let restore = [
        "To restore: gunbai session import --qr-text TEXT --out FILE (or --image PHOTO.png),",
        "or paste the scanned text into the Import box of the app.",
    ];
    l.y = l.y.min(qy - 10.0);
    // Below the QR the text runs the full width.
    l.w = pw - 2.0 * layout().margin_mm;
    for r in restore {
        l.line(r, 7.0, Rgbf::GREY, 0.0);
    }
    l.heading("Table state (every unit, place and track)");
    for line in game.show_text(state).lines() {
        let indent = (line.len() - line.trim_start().len()) as f32 * 1.2;
        l.line(line.trim_start(), BODY_PT, Rgbf::BLACK, indent);
    }
    let log: Vec<_> = s.log().into_iter().filter(|e| !e.undone).collect();
    if !log.is_empty() {
        l.heading(&format!(
            "Recent log (last {} of {} actions)",
            log.len().min(12),
            log.len()
        ));
        for e in log.iter().rev().take(12).rev() {
            let what = e.lines.first().cloned().unwrap_or_default();
            l.line(
                &format!("{}. {} {}", e.n.unwrap_or(0), e.action.name, what),
                7.0,
                Rgbf::BLACK,
                2.0,
            );
        }
    }
    Ok(())
}
