//! The board as the table sees it (issue 20): the view the Shogun panel and sheets draw — the year and
//! round track, the daimyo, the round (draft, event, action cards, plans, bids), the five regions with
//! every province, the cube tower and the winter report, and the legend. Built from the public state
//! only; every number a panel shows (years, actions per round, costs) comes from here.

use super::data::REGIONS;
use super::say::{self, rule};
use super::state::{Phase, Prov};
use super::{ShogunData, State, setup_words, tower, view};
use crate::core::view::{Piece, Place, Row, Section, View};
use crate::core::{Msg, Sep};
use crate::msg;

/// The years of a game (seed 1.(7): two years of four rounds).
pub const YEARS: i64 = 2;

/// A player's colour as the counters print it.
pub fn colour_hex(c: &str) -> &'static str {
    match c {
        "red" => "#c82828",
        "yellow" => "#be8c00",
        "blue" => "#2850c8",
        "purple" => "#8232a0",
        "black" => "#1e1e1e",
        "green" => "#28963c",
        _ => "#808080",
    }
}

/// A region's colour on the board (pale, as the board's fill).
pub fn region_hex(r: &str) -> &'static str {
    match r {
        "green" => "#c8e6c8",
        "red" => "#f0cdcd",
        "purple" => "#e1d2f0",
        "yellow" => "#f5eebe",
        _ => "#e1d2be",
    }
}

pub fn view(data: &ShogunData, s: &State) -> View {
    let mut sections = vec![track(data, s), daimyo(s)];
    let round = round(data, s);
    if !round.rows.is_empty() {
        sections.push(round);
    }
    sections.extend(regions(data, s));
    sections.push(tower_section(s));
    if !s.winter.is_empty() {
        sections.push(winter(data, s));
    }
    View {
        sections,
        legend: setup_words::legend(),
    }
}

/// Seed 1.(7): the year, the season and the phase; the event in force; the action being carried out.
fn track(data: &ShogunData, s: &State) -> Section {
    let mut rows = vec![
        Row::Track {
            label: msg!("shogun-track-year"),
            value: i64::from(s.year),
            max: Some(YEARS),
        },
        Row::Value {
            label: msg!("shogun-track-season"),
            value: say::season(s.season),
        },
        Row::Value {
            label: msg!("shogun-view-phase"),
            value: say::phase(s.phase),
        },
    ];
    if let Some(e) = &s.event {
        rows.push(Row::Value {
            label: msg!("shogun-track-event"),
            value: say::event(data, e),
        });
    }
    if s.phase == Phase::Actions {
        rows.push(Row::Track {
            label: msg!("shogun-track-action"),
            value: (s.step + 1) as i64,
            max: Some(s.action_order.len().max(10) as i64),
        });
    }
    Section {
        title: msg!("shogun-view-track"),
        rule: Some("1.(7)".into()),
        rows,
    }
}

/// Seed 1.(2) and 1.(5): each daimyo's coins, rice, score, cards, supply and special card.
fn daimyo(s: &State) -> Section {
    let header = vec![
        msg!("shogun-view-daimyo"),
        msg!("shogun-view-coins"),
        msg!("shogun-view-rice"),
        msg!("shogun-view-score"),
        msg!("shogun-view-cards"),
        msg!("shogun-view-supply"),
        msg!("shogun-view-special"),
    ];
    let n = |x: u32| Msg::plain(x.to_string());
    let rows = s
        .players
        .iter()
        .map(|p| {
            vec![
                say::who(s, &p.colour),
                n(p.coins),
                n(p.rice),
                n(p.score),
                n(s.holdings(&p.colour).len() as u32),
                n(p.supply),
                s.specials
                    .get(&p.colour)
                    .map(|x| say::special(*x))
                    .unwrap_or_default(),
            ]
        })
        .collect();
    Section {
        title: msg!("shogun-view-daimyo-title"),
        rule: Some("1.(2)".into()),
        rows: vec![Row::Table { header, rows }],
    }
}

/// The round: the draft (seed 1.(3)–(4)), the events face up (1.(6), 2.(4)), the action cards
/// (2.(1), 2.(6)), the plans (2.(3)) and the bid and turn order (2.(5)).
fn round(data: &ShogunData, s: &State) -> Section {
    let mut rows = Vec::new();
    if let Some(d) = s
        .draft
        .as_ref()
        .filter(|_| matches!(s.phase, Phase::Draft | Phase::DraftDeal))
    {
        rows.push(Row::Value {
            label: msg!("shogun-view-face-up"),
            value: say::provs(data, &d.face_up),
        });
        for p in &s.players {
            let left = d.portions.get(&p.colour).cloned().unwrap_or_default();
            rows.push(Row::Value {
                label: msg!("shogun-view-portions-left", player = say::who(s, &p.colour)),
                value: Msg::join(left.iter().map(|x| Msg::plain(x.to_string())), Sep::Space),
            });
        }
    }
    if !s.events_up.is_empty() {
        rows.push(Row::Value {
            label: msg!("shogun-view-events-up"),
            value: Msg::join(s.events_up.iter().map(|e| say::event(data, e)), Sep::Comma),
        });
    }
    if !s.action_order.is_empty() && s.phase != Phase::Deal {
        let up = s.actions_face_up();
        let table = s
            .action_order
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let state = if s.phase == Phase::Actions && i == s.step {
                    msg!("shogun-view-act-now")
                } else if s.phase == Phase::Actions && i < s.step {
                    msg!("shogun-view-act-done")
                } else if i < up {
                    msg!("shogun-view-act-up")
                } else {
                    msg!("shogun-view-act-down")
                };
                let card = if i < up {
                    say::act(*a)
                } else {
                    Msg::plain("▒")
                };
                vec![Msg::plain(format!("{}.", i + 1)), card, state]
            })
            .collect();
        rows.push(Row::Table {
            header: vec![
                msg!("shogun-view-space"),
                msg!("shogun-view-action-card"),
                msg!("shogun-view-act-state"),
            ],
            rows: table,
        });
    }
    if matches!(s.phase, Phase::Planning | Phase::Reveal) {
        for p in &s.players {
            rows.push(Row::Value {
                label: say::who(s, &p.colour),
                value: match s.plans.get(&p.colour) {
                    Some(plan) => msg!(
                        "shogun-view-planned",
                        commitment = crate::core::commit::short(&plan.commitment)
                    ),
                    None => msg!("shogun-view-not-planned"),
                },
            });
        }
    }
    if !s.bid_order.is_empty() && matches!(s.phase, Phase::Seating | Phase::Actions) {
        let bids = s.bid_order.iter().map(|c| {
            let bid = s.plans.get(c).map(|p| p.bid.clone()).unwrap_or_default();
            let bid = match super::war::Bid::parse("bid", &bid) {
                Ok(b) => b.msg(),
                Err(_) => say::prov(data, &bid),
            };
            msg!("shogun-view-bid", player = say::who(s, c), bid = bid)
        });
        rows.push(Row::Value {
            label: msg!("shogun-view-bid-order"),
            value: Msg::join(bids, Sep::Arrow),
        });
        if !s.turn.is_empty() {
            rows.push(Row::Value {
                label: msg!("shogun-view-turn-order"),
                value: say::whos(s, &s.turn, Sep::Arrow),
            });
        }
    }
    Section {
        title: msg!("shogun-view-round"),
        rule: Some("2".into()),
        rows,
    }
}

/// One province as a place: its name in its own script, the owner's colour, cubes, buildings, revolt
/// markers and the card's values (tax, rice, building slots).
pub fn place(data: &ShogunData, s: &State, name: &str, p: &Prov) -> Place {
    let card = data.card(s.side, name);
    let mut markers = view::buildings(p);
    if p.revolts > 0 {
        markers.push(msg!("shogun-view-revolts", n = p.revolts));
    }
    if let Some(c) = &card {
        markers.push(msg!(
            "shogun-view-card",
            tax = c.tax,
            rice = c.rice,
            slots = c.slots
        ));
    }
    Place {
        name: card.map(|c| c.zh).unwrap_or_else(|| name.to_string()),
        owner: Some(match p.owner.as_deref() {
            Some(o) => say::colour(o),
            None => msg!("shogun-neutral"),
        }),
        colour: Some(
            p.owner
                .as_deref()
                .map(colour_hex)
                .unwrap_or("#808080")
                .into(),
        ),
        pieces: p
            .owner
            .as_deref()
            .filter(|_| p.cubes > 0)
            .map(|o| Piece {
                name: format!("×{}", p.cubes),
                colour: Some(colour_hex(o).into()),
                ..Piece::default()
            })
            .into_iter()
            .collect(),
        markers,
        at: None,
        pick: Some(name.to_string()),
    }
}

/// Seed 1.(1): the board as its five regions, each with its provinces in play.
fn regions(data: &ShogunData, s: &State) -> Vec<Section> {
    let all = data.provinces(s.side, s.players.len() as u8);
    REGIONS
        .iter()
        .map(|region| Section {
            title: Msg::dynamic(format!("shogun-region-head-{region}")),
            rule: Some("1.(1)".into()),
            rows: all
                .iter()
                .filter(|c| c.region == *region)
                .filter_map(|c| {
                    s.provinces
                        .get(&c.name)
                        .map(|p| Row::Place(place(data, s, &c.name, p)))
                })
                .collect(),
        })
        .collect()
}

/// Seed 5 and Gunbai's ruling 1: what lies in the tray, what is stuck inside, the last throw and the
/// model.
fn tower_section(s: &State) -> Section {
    let t = &s.tower;
    let mut rows = vec![
        Row::Value {
            label: msg!("shogun-view-tray"),
            value: tower::cubes_msg(&t.tray),
        },
        Row::Value {
            label: msg!("shogun-view-inside"),
            value: tower::cubes_msg(&t.inside),
        },
        Row::Value {
            label: msg!("shogun-view-last-out"),
            value: tower::cubes_msg(&t.last_out),
        },
        Row::Line(msg!(
            "shogun-view-model",
            stick = format!("{:.2}", t.model.stick),
            release = format!("{:.2}", t.model.release),
            fit = if t.calibrated {
                msg!("shogun-tower-calibrated")
            } else {
                msg!("shogun-tower-uncalibrated")
            }
        )),
    ];
    if !s.options.model_tower {
        rows.push(Row::Line(msg!(
            "shogun-view-throws-logged",
            n = t.log.len()
        )));
    }
    Section {
        title: msg!("shogun-view-tower"),
        rule: Some("5".into()),
        rows,
    }
}

/// Seed 3.(2): each player's revolts this winter, the peasants per revolt and the provinces drawn.
fn winter(data: &ShogunData, s: &State) -> Section {
    Section {
        title: msg!("shogun-view-winter"),
        rule: Some("3.(2)".into()),
        rows: s
            .winter
            .iter()
            .map(|w| Row::Value {
                label: say::who(s, &w.colour),
                value: Msg::join(
                    [
                        msg!(
                            "shogun-view-winter-revolts",
                            n = w.count,
                            peasants = w.peasants,
                            rule = rule("3.(2)")
                        ),
                        say::provs(data, &w.drawn),
                    ],
                    Sep::Dot,
                ),
            })
            .collect(),
    }
}
