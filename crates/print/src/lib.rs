//! Printing: player aids, counter and card sheets, the calibration page and the pack-up sheet with a
//! restoring QR code. Everything renders to PDF bytes (vector only, the embedded CJK font subset).
//!
//! Layout: [`pdf`] is a thin page builder over printpdf; [`sheet`] lays out counters and cards (grid,
//! cut lines, bleed, mirrored backs for long-edge duplex, duplex offset, calibration); [`qr`] is the
//! pack-up payload and its import; [`aid`] renders aid sections; [`packup`] the table-freeze sheet.
//! A game's printed material is data: it implements [`content::GameSheets`] in `games/<id>.rs` and
//! gets one line in [`games::sheets_for`].

pub mod aid;
pub mod content;
pub mod fonts;
pub mod games;
pub mod layout;
pub mod packup;
pub mod pdf;
pub mod qr;
#[doc(hidden)]
pub mod qr_testset;
pub mod sheet;

// The rules and session crates under their old paths, so `crate::core::...` reads the same here.
pub use gunbai_rules::{core, tables};
pub use gunbai_session as session;

use crate::layout::layout;
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::core::{Game, Lang, Msg};
use crate::session::Session;
use gunbai_rules::msg;

/// The game's English name after its title, for English readers only (" Seinan"); nothing in 中文 and
/// 日本語, whose readers read the title itself.
pub(crate) fn english_subtitle(info: &gunbai_rules::core::GameInfo, lang: Lang) -> String {
    match lang {
        Lang::En => info.english.to_string(),
        _ => String::new(),
    }
}

/// A print word in `lang` (print's own catalogue and the core's; a game's words go through
/// `game.say`).
pub fn say(lang: Lang, m: Msg) -> String {
    m.render(lang)
}

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum What {
    Aid,
    Counters,
    Cards,
    Packup,
    Calibration,
}

impl What {
    pub const ALL: [What; 5] = [
        What::Aid,
        What::Counters,
        What::Cards,
        What::Packup,
        What::Calibration,
    ];
    /// Its name in players' words.
    pub fn msg(self) -> Msg {
        match self {
            What::Aid => msg!("print-what-aid"),
            What::Counters => msg!("print-what-counters"),
            What::Cards => msg!("print-what-cards"),
            What::Packup => msg!("print-what-packup"),
            What::Calibration => msg!("print-what-calibration"),
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            What::Aid => "aid",
            What::Counters => "counters",
            What::Cards => "cards",
            What::Packup => "packup",
            What::Calibration => "calibration",
        }
    }
}

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

impl FromStr for What {
    type Err = PrintError;
    fn from_str(s: &str) -> Result<Self, PrintError> {
        What::ALL
            .into_iter()
            .find(|w| w.id() == s.trim().to_ascii_lowercase())
            .ok_or_else(|| {
                PrintError::Input(gunbai_rules::msg!(
                    "print-err-what",
                    expected = What::ALL.map(What::id).join(", "),
                    got = s
                ))
            })
    }
}

/// Paper size (portrait).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    /// Width and height in mm.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

impl FromStr for Paper {
    type Err = PrintError;
    fn from_str(s: &str) -> Result<Self, PrintError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" | "us-letter" => Ok(Paper::Letter),
            _ => Err(PrintError::Input(gunbai_rules::msg!(
                "print-err-paper",
                got = s
            ))),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct PrintOptions {
    pub paper: Paper,
    /// Counter edge length in mm (square counters).
    pub counter_mm: f32,
    /// Extra artwork beyond each cut line, in mm (0 = shared cut lines).
    pub bleed_mm: f32,
    /// Moves everything on back pages by (x, y) mm, as seen from the FRONT when the sheet is held to
    /// the light (x right, y up). Measured once per printer with the calibration page.
    pub duplex_offset_mm: (f32, f32),
    /// Print back sheets (counter and card backs) after each front sheet.
    pub backs: bool,
    /// Scenario id (for the aid's special rules and the footer); defaults to the session's.
    pub scenario: Option<String>,
    /// Set-up options (KEY → value, as a session's set-up holds them) for material that depends on them:
    /// 关原's card sheet prints the 16 cards of the chosen card text. A session's own options are used
    /// first; these override them. Keys and values are checked against the game's set-up options.
    pub setup_options: std::collections::BTreeMap<String, serde_json::Value>,
    /// Shown in the footer (the caller supplies it: the library reads no clock).
    pub date: String,
    /// The PDF's creation date, seconds since 1970 UTC (the caller reads the clock; 0 = unknown).
    pub created_unix: i64,
    /// The language every printed word is in (names stay in their own script).
    pub lang: Lang,
}

impl Default for PrintOptions {
    fn default() -> Self {
        Self {
            paper: Paper::A4,
            counter_mm: layout().default_counter_mm,
            bleed_mm: 0.0,
            duplex_offset_mm: (0.0, 0.0),
            backs: true,
            scenario: None,
            setup_options: Default::default(),
            date: String::new(),
            created_unix: 0,
            lang: Lang::En,
        }
    }
}

impl PrintOptions {
    /// Checks the numeric options; errors name the option and the accepted range.
    pub fn check(&self) -> Result<(), PrintError> {
        let (lo, hi) = layout().counter_mm_range;
        if !(self.counter_mm.is_finite() && (lo..=hi).contains(&self.counter_mm)) {
            return Err(PrintError::Input(gunbai_rules::msg!(
                "print-err-range",
                key = "counter-mm",
                range = format!("{lo}..={hi}"),
                got = self.counter_mm.to_string()
            )));
        }
        if !(self.bleed_mm.is_finite() && (0.0..=layout().bleed_mm_max).contains(&self.bleed_mm)) {
            return Err(PrintError::Input(gunbai_rules::msg!(
                "print-err-range",
                key = "bleed-mm",
                range = format!("0..={}", layout().bleed_mm_max),
                got = self.bleed_mm.to_string()
            )));
        }
        let (x, y) = self.duplex_offset_mm;
        for (k, v) in [("x", x), ("y", y)] {
            if !(v.is_finite() && v.abs() <= layout().duplex_offset_mm_max) {
                return Err(PrintError::Input(gunbai_rules::msg!(
                    "print-err-range",
                    key = format!("duplex-offset {k}"),
                    range = format!("-{m}..={m} mm", m = layout().duplex_offset_mm_max),
                    got = v.to_string()
                )));
            }
        }
        Ok(())
    }
}

#[derive(Debug, Error)]
pub enum PrintError {
    /// An option or argument the command line or the print screen refuses, naming it.
    #[error("{0}")]
    Input(Msg),
    /// The game has no printed material of this kind yet (`reason` names the game and the kind).
    #[error("{game}: nothing to print for '{what}' ({reason})")]
    Nothing {
        game: String,
        what: String,
        reason: Msg,
    },
    #[error("packup needs a session (--session FILE)")]
    NeedsSession,
    #[error("the session is of game '{session}', not '{game}'")]
    WrongGame { session: String, game: String },
    #[error("font: {0}")]
    Font(String),
    #[error("table data: {0}")]
    Data(String),
    #[error(transparent)]
    Qr(#[from] qr::QrError),
}

impl PrintError {
    /// The refusal as a player reads it, in any language (issue 20); `Display` stays English for logs.
    pub fn msg(&self) -> Msg {
        use gunbai_rules::msg;
        match self {
            PrintError::Input(m) => m.clone(),
            PrintError::Nothing { reason, .. } => reason.clone(),
            PrintError::NeedsSession => msg!("print-err-needs-session"),
            PrintError::WrongGame { session, game } => msg!(
                "print-err-wrong-game",
                session = session.as_str(),
                game = game.as_str()
            ),
            PrintError::Font(d) => msg!("print-err-font", detail = d.as_str()),
            PrintError::Data(d) => msg!("print-err-data", detail = d.as_str()),
            PrintError::Qr(e) => e.msg(),
        }
    }
}

/// Renders one kind of printed material of a game to PDF bytes.
pub fn render(
    game: &dyn Game,
    what: What,
    session: Option<&Session>,
    opts: &PrintOptions,
) -> Result<Vec<u8>, PrintError> {
    Ok(build(game, what, session, opts)?.finish())
}

/// The same pages as [`render`], as display lists in mm (for the GUI's preview of the first page:
/// `preview(..)?[0]`; y grows upwards from the bottom edge).
pub fn preview(
    game: &dyn Game,
    what: What,
    session: Option<&Session>,
    opts: &PrintOptions,
) -> Result<Vec<pdf::PagePreview>, PrintError> {
    Ok(build(game, what, session, opts)?.preview())
}

fn build(
    game: &dyn Game,
    what: What,
    session: Option<&Session>,
    opts: &PrintOptions,
) -> Result<pdf::Doc, PrintError> {
    opts.check()?;
    let info = game.info();
    if let Some(s) = session
        && s.header.game != info.id
    {
        return Err(PrintError::WrongGame {
            session: s.header.game.clone(),
            game: info.id.into(),
        });
    }
    // A scenario the game does not have is an error naming the option (issue 22 point 8), not an
    // aid without special rules.
    if let Some(id) = &opts.scenario {
        let known: Vec<String> = game.scenarios().into_iter().map(|s| s.id).collect();
        if !known.contains(id) {
            return Err(PrintError::Input(if known.is_empty() {
                gunbai_rules::msg!(
                    "print-err-scenario-none",
                    game = info.title,
                    id = id.as_str()
                )
            } else {
                gunbai_rules::msg!(
                    "print-err-scenario",
                    game = info.title,
                    id = id.as_str(),
                    expected = known.join(", ")
                )
            }));
        }
    }
    let scenario = opts
        .scenario
        .clone()
        .or_else(|| session.and_then(|s| s.header.setup.scenario.clone()));
    let lang = opts.lang;
    let scenario_title = scenario.as_ref().map(|id| {
        game.scenarios()
            .into_iter()
            .find(|s| &s.id == id)
            .map(|s| game.say(&s.title, lang))
            .unwrap_or_else(|| id.clone())
    });
    let footer = pdf::Footer {
        game: say(
            lang,
            msg!(
                "print-footer-game",
                title = info.title,
                english = english_subtitle(&info, lang)
            ),
        ),
        scenario: scenario_title,
        date: opts.date.clone(),
        brand: say(lang, msg!("print-footer-brand")),
    };
    let mut doc = pdf::Doc::new(
        &format!("{} — {}", info.title, say(lang, what.msg())),
        opts.paper,
        footer,
        opts.created_unix,
    )?;
    let sheets = games::sheets_for(info.id);
    let nothing = |reason: Msg| PrintError::Nothing {
        game: info.id.into(),
        what: what.id().into(),
        reason,
    };
    let data = game.sheets();
    match what {
        What::Aid => {
            let sheets = sheets.ok_or_else(|| {
                nothing(gunbai_rules::msg!(
                    "print-err-nothing-material",
                    game = info.title
                ))
            })?;
            let mut sections = sheets.aid(game, &data, scenario.as_deref(), lang)?;
            if let Some(sc) = scenario
                .as_ref()
                .and_then(|id| game.scenarios().into_iter().find(|s| &s.id == id))
            {
                let mut sec = content::AidSection::new(
                    say(
                        lang,
                        msg!("print-aid-scenario", title = game.say(&sc.title, lang)),
                    ),
                    "",
                )
                .text(game.say(&sc.blurb, lang));
                sec = sec.bullets(sc.checklist.iter().map(|m| game.say(m, lang)));
                sections.insert(0, sec);
            }
            let mut tables = aid::grid_tables(game, sheets.aid_skips())?;
            // Labels in players' words for row keys and columns.
            for (g, _) in &mut tables {
                // The title, note and axes in the players' language: the game's words, or the
                // players' own where they changed them (issue 20).
                let w = game.grid_words(g);
                let said_note = w.note.as_ref().is_some_and(|n| n.id().is_some());
                g.title = game.say(&w.title, lang);
                g.row_axis = game.say(&w.rows, lang);
                g.column_axis = game.say(&w.columns, lang);
                if let Some(n) = &w.note {
                    g.note = game.say(n, lang);
                }
                // Notes name columns and rows by id: the same words as the table, longest first
                // (the game's own notes already say them in words).
                let mut ids: Vec<String> = if said_note {
                    Vec::new()
                } else {
                    g.columns.clone()
                };
                if !said_note {
                    ids.extend(g.rows.iter().map(|r| r.key.clone()));
                }
                ids.sort_by_key(|i| std::cmp::Reverse(i.len()));
                for id in ids {
                    let label = sheets.label(game, &id, lang);
                    if label != id
                        && (id.contains('-') || id.chars().all(|c| c.is_ascii_lowercase()))
                        && id.len() > 2
                    {
                        g.note = g.note.replace(&id, &label);
                    }
                }
                // Columns, row keys and the words in cells: the game's words for its tables first.
                let say = |m: &Msg| game.say(m, lang);
                let label = |id: &str| match w.label(id) {
                    Some(m) => say(m),
                    None => sheets.label(game, id, lang),
                };
                g.columns = g.columns.iter().map(|c| label(c)).collect();
                for r in &mut g.rows {
                    r.key = label(&r.key);
                    if !w.labels.is_empty() {
                        for c in &mut r.cells {
                            *c = w.cell(c, &say);
                        }
                    }
                }
            }
            let first: Vec<(tables::grid::Grid, bool)> = sheets
                .aid_first()
                .iter()
                .filter_map(|f| {
                    let i = tables.iter().position(|(g, _)| {
                        game.files().files.keys().any(|k| {
                            k == f
                                && tables::grid::Grid::load(game.files(), k)
                                    .is_ok_and(|x| x.id == g.id)
                        })
                    })?;
                    Some(tables.remove(i))
                })
                .collect();
            let rulings: Vec<(u32, String)> = game
                .rulings()
                .iter()
                .map(|(n, m)| (*n, game.say(m, lang)))
                .collect();
            aid::render(
                &mut doc,
                &info,
                lang,
                &aid::Parts {
                    first: &first,
                    sections: &sections,
                    tables: &tables,
                    rulings: &rulings,
                },
            );
        }
        What::Counters => {
            let counters = content::counters(game, &data, lang);
            if counters.is_empty() {
                return Err(nothing(gunbai_rules::msg!(
                    "print-err-nothing-counters",
                    game = info.title
                )));
            }
            let legend: Vec<String> = data
                .counter_legend
                .iter()
                .map(|m| game.say(m, lang))
                .collect();
            sheet::render_counters(&mut doc, &counters, &legend, opts);
        }
        What::Cards => {
            // The session's set-up options (with the game's defaults for those it left out: the
            // session plays them), overridden by the caller's (checked: a wrong key or value is an
            // error naming it).
            let mut options = std::collections::BTreeMap::new();
            if let Some(s) = session {
                for spec in game.setup_options() {
                    if let Some(d) = spec.default {
                        options.insert(spec.name, d);
                    }
                }
                options.extend(s.header.setup.options.clone());
            }
            let asked = gunbai_rules::core::Setup {
                options: opts.setup_options.clone(),
                ..Default::default()
            }
            .checked_options(&game.setup_options())
            // The option as typed (`--option card-text=…`), as the command line names it.
            .map_err(|e| PrintError::Input(crate::session::rule_error_msg(&e)))?;
            options.extend(asked);
            let cards = content::cards(game, &data, &options, lang);
            if cards.is_empty() {
                return Err(nothing(gunbai_rules::msg!(
                    "print-err-nothing-cards",
                    game = info.title
                )));
            }
            sheet::render_cards(&mut doc, &cards, opts);
        }
        What::Packup => {
            let s = session.ok_or(PrintError::NeedsSession)?;
            packup::render(&mut doc, game, s, lang)?;
        }
        What::Calibration => sheet::render_calibration(&mut doc, opts),
    }
    Ok(doc)
}
