//! What the board looks like, as data the ruleset builds (issue 20): sections of tracks, places with the
//! pieces in them, formulas with the numbers they used, tables and a legend. The GUI's panels and the
//! printed sheets draw a [`View`]; none of them reads a game's state or restates a rule. Every word is a
//! [`Msg`]; names of people and places are `String`s kept in their own script.

use serde::{Deserialize, Serialize};

use super::msg::Msg;

/// The board as the table sees it (only public information: build it from the public state).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct View {
    pub sections: Vec<Section>,
    /// What each symbol of this view means (★ a commander, a colour a side).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legend: Vec<(String, Msg)>,
}

/// One heading of the board view: a track, an area of the map, a hand of cards.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Section {
    pub title: Msg,
    /// The rule the section follows, as the rulebook numbers it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    pub rows: Vec<Row>,
}

/// One line of a section.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    /// A sentence (a standing, an instruction, a warning).
    Line(Msg),
    /// A value on a track: turn 3 of 9, morale 4, 城 durability 2 of 5.
    Track {
        label: Msg,
        value: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<i64>,
    },
    /// A labelled value that is not a number (owner, phase, the card in play).
    Value { label: Msg, value: Msg },
    /// A place of the map (box, hex, castle, province) and what stands there.
    Place(Place),
    /// A sum term by term, as the rules compute it: every number the result used.
    Formula {
        label: Msg,
        terms: Vec<(Msg, i64)>,
        total: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// A small table (a score sheet, a hand of cards).
    Table {
        header: Vec<Msg>,
        rows: Vec<Vec<Msg>>,
    },
    /// A map diagram: places at the map file's coordinates (`Place::at`) and the links between them.
    Map {
        places: Vec<Place>,
        links: Vec<Link>,
    },
}

/// A line between two places of a [`Row::Map`] (indices into its places).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Link {
    pub a: usize,
    pub b: usize,
    #[serde(default)]
    pub style: LinkStyle,
}

/// How a link is drawn; the view's legend says what each style means in this game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkStyle {
    #[default]
    Plain,
    Thick,
    Dashed,
}

/// A place and what stands in it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Place {
    /// The place's name in its own script (熊本城, 安芸).
    pub name: String,
    /// Who holds it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Msg>,
    /// A colour for the holder's side, as the game's counters print it (`#c03030`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<String>,
    pub pieces: Vec<Piece>,
    /// Markers on the place (besieged, ruined, supply cut).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<Msg>,
    /// Where the map file puts it (x, y in the map's own coordinates), for a [`Row::Map`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<(f32, f32)>,
    /// The value a tap on this place puts into the open action form (usually its id or name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pick: Option<String>,
}

/// A unit, leader, card or chip on the board.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Piece {
    /// Its name in its own script (西乡隆盛, 6番大队).
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<Msg>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<String>,
    /// Steps left of steps at full strength.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<(i64, i64)>,
    /// Other marks (★ commander, morale 3, face down).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<Msg>,
}

impl Place {
    fn messages_mut<'a>(&'a mut self, out: &mut Vec<&'a mut Msg>) {
        out.extend(self.owner.iter_mut());
        out.extend(self.markers.iter_mut());
        for pc in &mut self.pieces {
            out.extend(pc.side.iter_mut());
            out.extend(pc.marks.iter_mut());
        }
    }
    fn messages<'a>(&'a self, out: &mut Vec<&'a Msg>) {
        out.extend(self.owner.iter());
        out.extend(self.markers.iter());
        for pc in &self.pieces {
            out.extend(pc.side.iter());
            out.extend(pc.marks.iter());
        }
    }
}

impl View {
    /// The view with every message already said (`say`: a message into one language, as plain text).
    /// A screen drawn every frame says each message once per state and language instead of once per
    /// frame (issue 23: frame time).
    pub fn said(mut self, say: impl Fn(&Msg) -> String) -> View {
        for m in self.messages_mut() {
            let text = say(m);
            *m = Msg::Plain(text);
        }
        self
    }

    fn messages_mut(&mut self) -> Vec<&mut Msg> {
        let mut out: Vec<&mut Msg> = Vec::new();
        for s in &mut self.sections {
            out.push(&mut s.title);
            for r in &mut s.rows {
                match r {
                    Row::Line(m) => out.push(m),
                    Row::Track { label, .. } => out.push(label),
                    Row::Value { label, value } => {
                        out.push(label);
                        out.push(value);
                    }
                    Row::Place(p) => p.messages_mut(&mut out),
                    Row::Map { places, .. } => {
                        for p in places {
                            p.messages_mut(&mut out);
                        }
                    }
                    Row::Formula { label, terms, .. } => {
                        out.push(label);
                        out.extend(terms.iter_mut().map(|(m, _)| m));
                    }
                    Row::Table { header, rows } => {
                        out.extend(header.iter_mut());
                        out.extend(rows.iter_mut().flatten());
                    }
                }
            }
        }
        out.extend(self.legend.iter_mut().map(|(_, m)| m));
        out
    }

    /// Every message of the view, for the catalogue and language tests.
    pub fn messages(&self) -> Vec<&Msg> {
        let mut out: Vec<&Msg> = Vec::new();
        for s in &self.sections {
            out.push(&s.title);
            for r in &s.rows {
                match r {
                    Row::Line(m) => out.push(m),
                    Row::Track { label, .. } => out.push(label),
                    Row::Value { label, value } => {
                        out.push(label);
                        out.push(value);
                    }
                    Row::Place(p) => p.messages(&mut out),
                    Row::Map { places, .. } => {
                        for p in places {
                            p.messages(&mut out);
                        }
                    }
                    Row::Formula { label, terms, .. } => {
                        out.push(label);
                        out.extend(terms.iter().map(|(m, _)| m));
                    }
                    Row::Table { header, rows } => {
                        out.extend(header.iter());
                        out.extend(rows.iter().flatten());
                    }
                }
            }
        }
        out.extend(self.legend.iter().map(|(_, m)| m));
        out
    }
}
