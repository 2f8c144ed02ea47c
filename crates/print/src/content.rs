//! What a game prints, as data. A game's ruleset gives its counters, cards and data-built aid sections
//! ([`crate::core::Sheets`], words as messages); a [`GameSheets`] implementation (in
//! `print/games/<id>.rs`) gives the aid's sections in our own words; the engine lays them out in the
//! language asked for.

use std::collections::BTreeMap;

use super::PrintError;
use super::pdf::Rgbf;
use crate::core::{CardFaceSpec, FaceSpec, Game, Lang, Msg, Row, Section, Sheets};

/// One section of a player aid: a heading with its rule numbers and lines in our own words.
#[derive(Debug, Clone, PartialEq)]
pub struct AidSection {
    pub title: String,
    /// Rule numbers the section summarises (e.g. "5.0, 10.1").
    pub rule: String,
    pub lines: Vec<AidLine>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum AidLine {
    /// A paragraph.
    Text(String),
    /// A numbered or bulleted step: (marker, text), e.g. ("1.", "Roll one d6").
    Item(String, String),
    /// A small table: header row, then rows.
    Table(Vec<String>, Vec<Vec<String>>),
    /// A highlighted note (a choice we made where the rules are ambiguous, a placeholder warning).
    Note(String),
    /// Small grey print (long explanations that come with a table).
    Small(String),
}

impl AidSection {
    pub fn new(title: impl Into<String>, rule: impl Into<String>) -> Self {
        Self {
            title: title.into(),
            rule: rule.into(),
            lines: Vec::new(),
        }
    }
    pub fn text(mut self, s: impl Into<String>) -> Self {
        self.lines.push(AidLine::Text(s.into()));
        self
    }
    pub fn item(mut self, marker: impl Into<String>, s: impl Into<String>) -> Self {
        self.lines.push(AidLine::Item(marker.into(), s.into()));
        self
    }
    /// Items numbered 1., 2., … from a list.
    pub fn steps<S: Into<String>>(mut self, steps: impl IntoIterator<Item = S>) -> Self {
        for (i, s) in steps.into_iter().enumerate() {
            self.lines
                .push(AidLine::Item(format!("{}.", i + 1), s.into()));
        }
        self
    }
    pub fn bullets<S: Into<String>>(mut self, items: impl IntoIterator<Item = S>) -> Self {
        for s in items {
            self.lines.push(AidLine::Item("•".into(), s.into()));
        }
        self
    }
    pub fn table<S: AsRef<str>>(mut self, head: &[S], rows: Vec<Vec<String>>) -> Self {
        self.lines.push(AidLine::Table(
            head.iter().map(|s| s.as_ref().to_string()).collect(),
            rows,
        ));
        self
    }
    pub fn note(mut self, s: impl Into<String>) -> Self {
        self.lines.push(AidLine::Note(s.into()));
        self
    }
}

/// One face of a counter.
#[derive(Debug, Clone, PartialEq)]
pub struct CounterFace {
    pub bg: Rgbf,
    /// Text colour (defaults to black or white by contrast).
    pub fg: Rgbf,
    /// Small line at the top (type, side).
    pub top: String,
    /// A shorter top line for when `top` does not fit at [`crate::sheet::COUNTER_MIN_PT`] (empty:
    /// none). When neither fits, the top line is left out: it is secondary to the name and values.
    pub top_short: String,
    /// The big name in the middle (CJK, shrunk to fit).
    pub name: String,
    /// Bottom line (values, e.g. "4-3" or "2 step").
    pub bottom: String,
    /// A shorter bottom line (values without their labels) for small counters, where `bottom`
    /// does not fit at [`crate::sheet::COUNTER_MIN_PT`] (empty: none).
    pub bottom_short: String,
    /// Rank stars drawn under the top line.
    pub stars: u8,
    /// A band along the bottom, behind the values, marking a reduced (flipped) face.
    pub band: Option<Rgbf>,
    /// The values or name on this face are Gunbai's stand-ins, not the rulebook's: the sheet
    /// marks the counter (a diamond in the top-right corner) and explains the mark.
    pub placeholder: bool,
}

impl CounterFace {
    pub fn new(bg: Rgbf, name: impl Into<String>) -> Self {
        Self {
            bg,
            fg: bg.contrast(),
            top: String::new(),
            top_short: String::new(),
            name: name.into(),
            bottom: String::new(),
            bottom_short: String::new(),
            stars: 0,
            band: None,
            placeholder: false,
        }
    }
    pub fn placeholder(mut self, yes: bool) -> Self {
        self.placeholder = yes;
        self
    }
    pub fn top(mut self, s: impl Into<String>) -> Self {
        self.top = s.into();
        self
    }
    pub fn bottom(mut self, s: impl Into<String>) -> Self {
        self.bottom = s.into();
        self
    }
    /// The top line's short form (see [`CounterFace::top_short`]).
    pub fn top_short(mut self, s: impl Into<String>) -> Self {
        self.top_short = s.into();
        self
    }
    /// The values' short form (see [`CounterFace::bottom_short`]).
    pub fn bottom_short(mut self, s: impl Into<String>) -> Self {
        self.bottom_short = s.into();
        self
    }
    pub fn stars(mut self, n: u8) -> Self {
        self.stars = n;
        self
    }
    pub fn band(mut self, c: Rgbf) -> Self {
        self.band = Some(c);
        self
    }
}

/// A counter: front, optional back, and how many copies the sheet needs.
#[derive(Debug, Clone, PartialEq)]
pub struct Counter {
    pub front: CounterFace,
    /// `None` prints a blank back of the front's colour.
    pub back: Option<CounterFace>,
    pub copies: u32,
}

impl Counter {
    pub fn new(front: CounterFace, back: Option<CounterFace>) -> Self {
        Self {
            front,
            back,
            copies: 1,
        }
    }
    pub fn copies(mut self, n: u32) -> Self {
        self.copies = n;
        self
    }
    /// Gives both faces' top lines this short form (see [`CounterFace::top_short`]).
    pub fn map_top_short(mut self, s: &str) -> Self {
        self.front.top_short = s.into();
        if let Some(b) = &mut self.back {
            b.top_short = s.into();
        }
        self
    }
}

/// One face of a card.
#[derive(Debug, Clone, PartialEq)]
pub struct CardFace {
    pub bg: Rgbf,
    /// Colour of the title band.
    pub accent: Rgbf,
    pub title: String,
    pub subtitle: String,
    /// Body lines (wrapped to the card width).
    pub lines: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    pub front: CardFace,
    pub back: Option<CardFace>,
}

/// The aid of one game: its sections in our own words (from the print catalogue), with the sections
/// the ruleset builds from its data ([`Sheets::aid`]) placed among them.
pub trait GameSheets: Sync {
    /// Aid sections with rule numbers, in `lang`. `scenario` adds that scenario's special rules.
    fn aid(
        &self,
        game: &dyn Game,
        sheets: &Sheets,
        scenario: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<AidSection>, PrintError>;
    /// Table files printed first in the aid (the combat results and terrain tables players look
    /// up most), in this order.
    fn aid_first(&self) -> &'static [&'static str] {
        &[]
    }
    /// A table key or column id in players' words (castle names for hex numbers, names for ids).
    fn label(&self, _game: &dyn Game, id: &str, _lang: Lang) -> String {
        humanise(id)
    }
    /// Table files (grid shape) left out of the aid, e.g. data already printed on the counters.
    fn aid_skips(&self) -> &'static [&'static str] {
        &[]
    }
    /// The set-up options (keys of `Game::setup_options`) the cards depend on: the print screen asks for
    /// them when it prints without a session. Default: none.
    fn card_options(&self) -> &'static [&'static str] {
        &[]
    }
}

/// A section the ruleset built from its data, in `lang`.
pub fn data_section(game: &dyn Game, s: &Section, lang: Lang) -> AidSection {
    let say = |m: &Msg| game.say(m, lang);
    let mut out = AidSection::new(say(&s.title), s.rule.clone().unwrap_or_default());
    for r in &s.rows {
        match r {
            Row::Line(m) => out.lines.push(AidLine::Item("•".into(), say(m))),
            Row::Value { label, value } => out.lines.push(AidLine::Item(
                "•".into(),
                format!("{}: {}", say(label), say(value)),
            )),
            Row::Track { label, value, max } => out.lines.push(AidLine::Text(match max {
                Some(m) => format!("{}: {value} / {m}", say(label)),
                None => format!("{}: {value}", say(label)),
            })),
            Row::Table { header, rows } => out.lines.push(AidLine::Table(
                header.iter().map(say).collect(),
                rows.iter().map(|r| r.iter().map(say).collect()).collect(),
            )),
            Row::Formula {
                label,
                terms,
                total,
                ..
            } => {
                let parts: Vec<String> = terms
                    .iter()
                    .map(|(m, v)| format!("{} {v:+}", say(m)))
                    .collect();
                out.lines.push(AidLine::Text(format!(
                    "{}: {} = {total}",
                    say(label),
                    parts.join(" ")
                )));
            }
            Row::Place(p) => out.lines.push(AidLine::Item(
                "•".into(),
                format!(
                    "{}: {}",
                    p.name,
                    p.pieces
                        .iter()
                        .map(|x| x.name.as_str())
                        .collect::<Vec<_>>()
                        .join(if lang == Lang::En { ", " } else { "、" })
                ),
            )),
            Row::Map { .. } => {}
        }
    }
    out
}

/// The ruleset's aid section with this key in `lang`, if it gives one; a note line of a section
/// starting with a placeholder warning is kept as a note.
pub fn data_part(game: &dyn Game, sheets: &Sheets, key: &str, lang: Lang) -> Option<AidSection> {
    sheets.aid_part(key).map(|s| data_section(game, s, lang))
}

fn colour(hex: &str) -> Rgbf {
    Rgbf::hex(hex).unwrap_or(Rgbf::GREY)
}

fn face(game: &dyn Game, f: &FaceSpec, lang: Lang) -> CounterFace {
    let say = |m: &Option<Msg>| m.as_ref().map(|m| game.say(m, lang)).unwrap_or_default();
    let mut out = CounterFace::new(colour(&f.colour), game.say(&f.name, lang))
        .top(say(&f.top))
        .top_short(say(&f.top_short))
        .bottom(say(&f.bottom))
        .bottom_short(say(&f.bottom_short))
        .stars(f.stars)
        .placeholder(f.placeholder);
    if let Some(b) = &f.band {
        out = out.band(colour(b));
    }
    out
}

/// The game's counters (from its ruleset's [`Sheets`]) in `lang`.
pub fn counters(game: &dyn Game, sheets: &Sheets, lang: Lang) -> Vec<Counter> {
    sheets
        .counters
        .iter()
        .map(|c| {
            Counter::new(
                face(game, &c.front, lang),
                c.back.as_ref().map(|b| face(game, b, lang)),
            )
            .copies(c.copies)
        })
        .collect()
}

fn card_face(game: &dyn Game, f: &CardFaceSpec, lang: Lang) -> CardFace {
    CardFace {
        bg: colour(&f.colour),
        accent: colour(&f.accent),
        title: game.say(&f.title, lang),
        subtitle: game.say(&f.subtitle, lang),
        lines: f.lines.iter().map(|m| game.say(m, lang)).collect(),
    }
}

/// The game's cards for a table's set-up options (KEY → value, already checked): a card that belongs
/// to a set-up choice (关原's card text) prints only when that choice is made, or, when the option is
/// not given, if the ruleset marks it for that case.
pub fn cards(
    game: &dyn Game,
    sheets: &Sheets,
    options: &BTreeMap<String, serde_json::Value>,
    lang: Lang,
) -> Vec<Card> {
    sheets
        .cards
        .iter()
        .filter(|c| match &c.when {
            None => true,
            Some((k, v)) => match options.get(k).and_then(|x| x.as_str()) {
                Some(x) => x == v,
                None => c.unchosen,
            },
        })
        .map(|c| Card {
            front: card_face(game, &c.front, lang),
            back: c.back.as_ref().map(|b| card_face(game, b, lang)),
        })
        .collect()
}

/// Is this fragment for developers rather than players (file paths, commands, backticks, digest
/// references)?
fn technical(s: &str) -> bool {
    let l = s.to_lowercase();
    s.contains('`')
        || l.contains("digest")
        || l.contains(".toml")
        || l.contains(".md")
        || l.contains("tables/")
        || [
            "gunbai session",
            "gunbai print",
            "gunbai tables",
            "gunbai new",
        ]
        .iter()
        .any(|c| l.contains(c))
        || l.contains(" --")
        || l.contains("found-data")
}

/// Players' words for paper: bracketed asides that cite files, commands or digests are dropped,
/// then any sentence that still does; remaining backticks go.
pub fn players_words(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let close = match chars[i] {
            '(' => Some(')'),
            '[' => Some(']'),
            '（' => Some('）'),
            _ => None,
        };
        if let Some(close) = close
            && let Some(len) = chars[i..].iter().position(|&c| c == close)
        {
            let inner: String = chars[i..=i + len].iter().collect();
            if technical(&inner) {
                while out.ends_with(' ') {
                    out.pop();
                }
                i += len + 1;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    if technical(&out) {
        let kept: Vec<&str> = out
            .split_inclusive(". ")
            .filter(|sentence| !technical(sentence))
            .collect();
        out = kept.concat();
    }
    out.replace('`', "").trim().to_string()
}

/// An id in plain words: `assault-drm` → "assault modifier", `strategic-mp` → "strategic MP",
/// `level-0` → "level 0". A hyphen after a word of letters joins words and becomes a space; any
/// other hyphen is part of the label and stays: ranges (`1-2`, `10-14`), CJK pairs (`自国-自城`),
/// signs (`-1`).
pub fn humanise(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    for (i, w) in id.split('-').enumerate() {
        if i > 0 {
            let prev_word = out.rsplit([' ', '-']).next().is_some_and(|p: &str| {
                !p.is_empty()
                    && p.chars()
                        .all(|c| c.is_ascii_alphabetic() || c.is_ascii_digit())
                    && p.chars().any(|c| c.is_ascii_alphabetic())
            });
            out.push(if prev_word { ' ' } else { '-' });
        }
        out.push_str(match w {
            "mp" => "MP",
            "drm" => "modifier",
            _ => w,
        });
    }
    out
}
