//! The pack-up sheet: everything the players need to set the table up again (the game's own listing
//! of every unit/place/track, turn and phase, recent log) and a QR code that restores the session.
//! Uses only the `Game` face and the session, so it works for every game.

use super::PrintError;
use super::content::players_words;
use super::pdf::{Doc, PT_MM, Page, Rgbf, wrap};
use super::qr::{self, PayloadKind, QUIET};
use crate::core::{Game, Lang, Msg};
use crate::layout::layout;
use crate::say;
use crate::session::Session;
use gunbai_rules::msg;

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
        for l in wrap(&players_words(s), size, self.w - indent) {
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

/// What the code(s) carry, in players' words.
fn carries(kind: PayloadKind, n: usize, lang: Lang) -> String {
    let m = match (kind, n > 1) {
        (PayloadKind::Journal, _) => msg!("print-packup-carries-journal"),
        (PayloadKind::LiteJournal, false) => msg!("print-packup-carries-lite"),
        (PayloadKind::LiteJournal, true) => msg!("print-packup-carries-lite-many"),
        (PayloadKind::Snapshot, false) => msg!("print-packup-carries-snapshot"),
        (PayloadKind::Snapshot, true) => msg!("print-packup-carries-snapshot-many"),
    };
    say(lang, m)
}

/// Module size for a code of `width` modules: about 70 mm across, never under the layout minimum.
fn module_mm(width: usize) -> f32 {
    (70.0 / (width + 2 * QUIET) as f32).clamp(layout().qr_module_mm, 1.0)
}

/// Lines for the sheet when the codes stop before a sealed input (issue 19 item 3; the decision is at
/// [`qr::encode_codes`]): where the code restores to, what is left off and who enters what again.
fn sealed_lines(game: &dyn Game, s: &Session, lang: Lang) -> Vec<String> {
    let Some(cut) = s.sealed_cut() else {
        return vec![];
    };
    let p = cut.position;
    let last = cut.left_off.last().map(|(n, _)| *n).unwrap_or(p);
    let mut out = vec![
        say(
            lang,
            msg!("print-packup-sealed", at = p, from = p + 1, to = last),
        ),
        say(lang, msg!("print-packup-sealed-again")),
    ];
    for (n, a) in cut.left_off.iter().filter(|(_, a)| a.has_sealed()) {
        let label = game.action_label(&a.name);
        // A key that names who entered it (Shogun's `player`) is public; its value is a colour.
        let who = a
            .params
            .get("player")
            .and_then(|v| v.as_str())
            .filter(|w| *w != crate::core::ruleset::SEALED)
            .map(|w| format!(" — {w}"))
            .unwrap_or_default();
        out.push(format!("  {n}. {}{who}", game.say(&label, lang)));
    }
    out
}

/// The table files Gunbai names as placeholders, by id: their names in players' words.
pub const TABLE_NAMES: [&str; 7] = [
    "map", "units", "counters", "tracks", "map-sun", "map-moon", "tower",
];

/// A placeholder table's name in `lang`: a result table's own title or the game's words for it
/// ([`Game::table_title`], which reads the table file), else the print catalogue's name for the kind
/// of table (`print-table-<id>`), else the id in plain words.
fn placeholder_name(game: &dyn Game, id: &str, lang: Lang) -> String {
    // The game's words for its table in `lang` (issue 20), the players' own title if they changed it.
    if let Some(t) = game.table_title(id) {
        return game.say(&t, lang);
    }
    if TABLE_NAMES.contains(&id) {
        return say(lang, Msg::dynamic(format!("print-table-{id}")));
    }
    crate::content::humanise(id)
}

pub fn render(doc: &mut Doc, game: &dyn Game, s: &Session, lang: Lang) -> Result<(), PrintError> {
    let info = game.info();
    // Every listing on the sheet is the public view (issue 19 item 3).
    let public = s.public_state();
    let state = &public;
    let status = game.status(state);
    let packed = qr::encode_codes(s);
    let sealed = sealed_lines(game, s, lang);
    let n = packed.codes.len();
    let mut matrices = Vec::with_capacity(n);
    for c in &packed.codes {
        matrices.push(qr::matrix(c)?);
    }
    let m = layout().margin_mm;
    let (pw, ph) = (doc.w, doc.h);
    let top = ph - m;
    let p = doc.page();
    p.text(
        m,
        top - 8.0,
        16.0,
        Rgbf::BLACK,
        &say(lang, msg!("print-packup-title", title = info.title)),
    );
    // One code: top right of the first page. Several: their own page(s) after the table state.
    let (text_w, below_qr) = if n == 1 {
        let (width, dark) = &matrices[0];
        let module = module_mm(*width);
        let side = (width + 2 * QUIET) as f32 * module;
        let qx = pw - m - side;
        let qy = top - 12.0 - side;
        draw_qr(p, qx, qy, module, *width, dark);
        p.text(
            qx,
            qy - 4.0,
            7.0,
            Rgbf::GREY,
            &say(
                lang,
                msg!(
                    "print-packup-modules",
                    width = *width,
                    module = format!("{module:.2}")
                ),
            ),
        );
        (qx - m - 5.0, qy - 8.0)
    } else {
        (pw - 2.0 * m, top)
    };

    let mut l = Lines {
        doc,
        y: top - 12.0,
        x: m,
        w: text_w,
    };
    l.line(
        &say(
            lang,
            msg!(
                "print-footer-game",
                title = info.title,
                english = crate::english_subtitle(&info, lang)
            ),
        ),
        10.0,
        Rgbf::BLACK,
        0.0,
    );
    // Only what the set-up says: no "Players: 0" or "Scenario: —" for games without them.
    let mut setup_parts = Vec::new();
    if let Some(id) = &s.header.setup.scenario {
        let title = game
            .scenarios()
            .into_iter()
            .find(|x| &x.id == id)
            .map(|x| game.say(&x.title, lang))
            .unwrap_or_else(|| id.clone());
        setup_parts.push(say(lang, msg!("print-packup-scenario", title = title)));
    }
    if s.header.setup.players > 0 {
        setup_parts.push(say(
            lang,
            msg!("print-packup-players", n = s.header.setup.players),
        ));
    }
    if !setup_parts.is_empty() {
        l.line(&setup_parts.join(" · "), 10.0, Rgbf::BLACK, 0.0);
    }
    l.line(
        &say(
            lang,
            msg!(
                "print-packup-played",
                n = s.position(),
                seed = s
                    .header
                    .seed
                    .commitment
                    .chars()
                    .take(16)
                    .collect::<String>()
            ),
        ),
        BODY_PT,
        Rgbf::BLACK,
        0.0,
    );
    // Set-up options by their labels and values in words, not their keys.
    let specs = game.setup_options();
    for (k, v) in &s.header.setup.options {
        let label = specs
            .iter()
            .find(|x| &x.name == k)
            .map(|x| game.say(&x.label_msg(), lang))
            .unwrap_or_else(|| crate::content::humanise(k));
        let value = match v {
            serde_json::Value::Bool(true) => say(lang, msg!("print-packup-yes")),
            serde_json::Value::Bool(false) => say(lang, msg!("print-packup-no")),
            serde_json::Value::String(t) => game
                .setup_candidates(k)
                .into_iter()
                .find(|c| &c.value == t)
                .map(|c| game.say(&c.text(), lang))
                .unwrap_or_else(|| t.clone()),
            other => other.to_string(),
        };
        l.line(
            &say(
                lang,
                msg!("print-packup-option", label = label, value = value),
            ),
            BODY_PT,
            Rgbf::BLACK,
            0.0,
        );
    }
    l.line(&carries(packed.kind, n, lang), BODY_PT, Rgbf::BLACK, 0.0);
    for line in &sealed {
        l.line(line, BODY_PT, Rgbf::RED, 0.0);
    }
    let mut restore = vec![
        if n == 1 {
            say(lang, msg!("print-packup-restore-one"))
        } else {
            say(lang, msg!("print-packup-restore-many", n = n))
        },
        say(lang, msg!("print-packup-quotes")),
    ];
    if n > 1 {
        restore.push(say(lang, msg!("print-packup-codes-follow", n = n)));
    }
    l.y = l.y.min(below_qr);
    // Below the QR the text runs the full width.
    l.w = pw - 2.0 * m;
    for r in &restore {
        l.line(r, 7.5, Rgbf(0.3, 0.3, 0.3), 0.0);
    }
    l.heading(&say(lang, msg!("print-packup-tracks")));
    for (k, v) in &status.track {
        l.line(
            &format!("{}: {}", game.say(k, lang), game.say(v, lang)),
            BODY_PT,
            Rgbf::BLACK,
            2.0,
        );
    }
    l.line(
        &say(
            lang,
            msg!("print-packup-phase", phase = game.say(&status.phase, lang)),
        ),
        BODY_PT,
        Rgbf::BLACK,
        2.0,
    );
    if let Some(w) = &status.winner {
        l.line(
            &say(
                lang,
                msg!("print-packup-winner", winner = game.say(w, lang)),
            ),
            BODY_PT,
            Rgbf::RED,
            2.0,
        );
    }
    l.heading(&say(lang, msg!("print-packup-table")));
    let shown = game.say(&game.show_text(state), lang);
    // Every game's sheet names the tables still holding stand-in values (issue 22 point 8), unless
    // its own listing already does.
    let placeholders = game.placeholders();
    if !placeholders.is_empty() {
        let names: Vec<String> = placeholders
            .iter()
            .map(|id| placeholder_name(game, id, lang))
            .collect();
        l.line(
            &say(
                lang,
                msg!(
                    "print-packup-placeholders",
                    names = names.join(if lang == Lang::En { ", " } else { "、" })
                ),
            ),
            BODY_PT,
            Rgbf(0.1, 0.25, 0.55),
            0.0,
        );
    }
    for line in shown.lines() {
        let indent = (line.len() - line.trim_start().len()) as f32 * 1.2;
        l.line(line.trim_start(), BODY_PT, Rgbf::BLACK, indent);
    }
    let log: Vec<_> = s.public_log().into_iter().filter(|e| !e.undone).collect();
    if !log.is_empty() {
        l.heading(&say(
            lang,
            msg!("print-packup-log", shown = log.len().min(12), n = log.len()),
        ));
        for e in log.iter().rev().take(12).rev() {
            let what = e
                .lines
                .first()
                .map(|m| game.say(m, lang))
                .unwrap_or_default();
            l.line(
                &format!(
                    "{}. {} {}",
                    e.n.unwrap_or(0),
                    game.say(&game.action_label(&e.action.name), lang),
                    what
                ),
                7.0,
                Rgbf::BLACK,
                2.0,
            );
        }
    }
    if n > 1 {
        code_pages(doc, info.title, &matrices, lang);
    }
    Ok(())
}

/// The codes of a multi-code pack-up in a grid, each labelled "k / n", as many pages as needed.
fn code_pages(doc: &mut Doc, title: &str, matrices: &[(usize, Vec<bool>)], lang: Lang) {
    let n = matrices.len();
    let m = layout().margin_mm;
    let widest = matrices.iter().map(|(w, _)| *w).max().unwrap_or(21);
    let module = module_mm(widest);
    let cell = (widest + 2 * QUIET) as f32 * module;
    let label_h = 6.0;
    let gap = 6.0;
    let (pw, ph) = (doc.w, doc.h);
    let head = 14.0;
    let cols = (((pw - 2.0 * m + gap) / (cell + gap)).floor() as usize).max(1);
    let avail_h = ph - 2.0 * m - head - layout().footer_mm;
    let rows = (((avail_h + gap) / (cell + label_h + gap)).floor() as usize).max(1);
    let per = cols * rows;
    let pages = n.div_ceil(per);
    let x0 = (pw - (cols as f32 * cell + (cols - 1) as f32 * gap)) / 2.0;
    for (pi, chunk) in matrices.chunks(per).enumerate() {
        let p = doc.page();
        p.text(
            m,
            ph - m - 8.0,
            13.0,
            Rgbf::BLACK,
            &say(
                lang,
                msg!(
                    "print-packup-codes-title",
                    title = title,
                    page = pi + 1,
                    pages = pages,
                    n = n
                ),
            ),
        );
        for (i, (width, dark)) in chunk.iter().enumerate() {
            let k = pi * per + i + 1;
            let (c, r) = (i % cols, i / cols);
            let x = x0 + c as f32 * (cell + gap);
            let y_top = ph - m - head - r as f32 * (cell + label_h + gap);
            p.text(
                x,
                y_top - 4.5,
                11.0,
                Rgbf::BLACK,
                &say(lang, msg!("print-packup-code", k = k, n = n)),
            );
            // Smaller codes (the last part) keep the same module size, centred in the cell.
            let side = (width + 2 * QUIET) as f32 * module;
            let off = (cell - side) / 2.0;
            draw_qr(
                p,
                x + off,
                y_top - label_h - cell + off,
                module,
                *width,
                dark,
            );
        }
    }
}
