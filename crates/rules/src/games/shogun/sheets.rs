//! What 將軍 Shogun prints from its data (issue 20: the printer takes validated data, never the table
//! files nor the game's state): the action, special and event cards, spare markers, and the aid's
//! tables of actions and costs (rule 6), events with their winter rice loss (2.6, 8.1) and the winter
//! table (8).

use crate::core::{CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Msg, Row, Section, Sheets};
use crate::msg;

use super::data::{Effect, ShogunData};
use super::state::{ACTS, Act, SPECIALS, Special};

const PAPER: &str = "#f5edd9";
const ACTION: &str = "#8c2424";
const SPECIAL: &str = "#23456b";
const EVENT: &str = "#406b33";
const MARKER: &str = "#eddb8c";
const REVOLT: &str = "#cc4d33";

/// An action card's name (rule 6, A1–A10).
pub fn act_name(a: Act) -> Msg {
    match a {
        Act::Castle => msg!("print-shogun-act-castle"),
        Act::Temple => msg!("print-shogun-act-temple"),
        Act::Theatre => msg!("print-shogun-act-theatre"),
        Act::Rice => msg!("print-shogun-act-rice"),
        Act::Tax => msg!("print-shogun-act-tax"),
        Act::Recruit5 => msg!("print-shogun-act-recruit-5"),
        Act::Recruit3 => msg!("print-shogun-act-recruit-3"),
        Act::Recruit1 => msg!("print-shogun-act-recruit-1"),
        Act::WarA => msg!("print-shogun-act-war-a"),
        Act::WarB => msg!("print-shogun-act-war-b"),
    }
}

/// What an action card does, in our words (rule 6 A1–A10).
fn act_lines(a: Act) -> Vec<Msg> {
    match a {
        Act::Castle | Act::Temple | Act::Theatre => vec![
            msg!("print-shogun-card-build-1"),
            msg!("print-shogun-card-build-2"),
        ],
        Act::Rice => vec![
            msg!("print-shogun-card-rice"),
            msg!("print-shogun-card-revolt", rule = "7.4"),
        ],
        Act::Tax => vec![
            msg!("print-shogun-card-tax"),
            msg!("print-shogun-card-revolt", rule = "7.4"),
        ],
        Act::Recruit5 => vec![msg!("print-shogun-card-recruit", cost = 3, n = 5)],
        Act::Recruit3 => vec![msg!("print-shogun-card-recruit", cost = 2, n = 3)],
        Act::Recruit1 => vec![
            msg!("print-shogun-card-recruit", cost = 1, n = 1),
            msg!("print-shogun-card-recruit-move"),
        ],
        Act::WarA | Act::WarB => vec![
            msg!("print-shogun-card-war"),
            msg!(
                "print-shogun-card-war-2",
                invasion = "7.2",
                expansion = "7.3"
            ),
        ],
    }
}

/// A special card's name (rule 2.4).
pub fn special_name(s: Special) -> Msg {
    match s {
        Special::Tax => msg!("print-shogun-special-tax"),
        Special::Rice => msg!("print-shogun-special-rice"),
        Special::Recruit => msg!("print-shogun-special-recruit"),
        Special::Attack => msg!("print-shogun-special-attack"),
        Special::Defence => msg!("print-shogun-special-defence"),
    }
}

/// An event's effect in our words (rule 2.6).
pub fn effect(e: Effect) -> Msg {
    match e {
        Effect::CastleDefence => msg!("print-shogun-event-castle-defence"),
        Effect::TempleSafe => msg!("print-shogun-event-temple-safe"),
        Effect::TheatreCalm => msg!("print-shogun-event-theatre-calm"),
        Effect::RiceMax3 => msg!("print-shogun-event-rice-max", n = 3),
        Effect::RiceMin4 => msg!("print-shogun-event-rice-min", n = 4),
        Effect::TaxMax5 => msg!("print-shogun-event-tax-max", n = 5),
        Effect::TaxMin6 => msg!("print-shogun-event-tax-min", n = 6),
        Effect::TwoPeasants => msg!("print-shogun-event-two-peasants"),
        Effect::SmallRecruits => msg!("print-shogun-event-small-recruits"),
    }
}

fn plain(s: impl Into<String>) -> Msg {
    Msg::plain(s)
}

pub fn sheets(d: &ShogunData) -> Sheets {
    let mut cards = Vec::new();
    for a in ACTS {
        cards.push(CardSpec {
            front: CardFaceSpec {
                colour: PAPER.into(),
                accent: ACTION.into(),
                title: plain(format!("A{}", a.number())),
                subtitle: act_name(a),
                lines: act_lines(a),
            },
            back: None,
            when: None,
            unchosen: true,
        });
    }
    for s in SPECIALS {
        cards.push(CardSpec {
            front: CardFaceSpec {
                colour: PAPER.into(),
                accent: SPECIAL.into(),
                title: special_name(s),
                subtitle: msg!("print-shogun-special"),
                lines: vec![msg!("print-shogun-card-special", rule = "2.4")],
            },
            back: None,
            when: None,
            unchosen: true,
        });
    }
    for e in &d.events {
        cards.push(CardSpec {
            front: CardFaceSpec {
                colour: PAPER.into(),
                accent: EVENT.into(),
                title: msg!(
                    "print-shogun-event-title",
                    id = e.id.as_str(),
                    n = e.rice_loss
                ),
                subtitle: msg!("print-shogun-event"),
                lines: vec![
                    effect(e.effect),
                    msg!("print-shogun-card-winter", n = e.rice_loss, rule = "8.1"),
                ],
            },
            back: None,
            when: None,
            unchosen: true,
        });
    }

    // Spare markers a table may be missing (rule 2.1 counts: 42 revolt markers, 28/26/26 buildings).
    let m = |bg: &str, name: Msg, top: Msg, n: u32| {
        CounterSpec::new(FaceSpec::said(bg, name.clone()).top(top), None).copies(n)
    };
    let counters = vec![
        m(
            REVOLT,
            msg!("print-shogun-m-revolt"),
            msg!("print-shogun-m-revolt-top"),
            12,
        ),
        m(
            MARKER,
            msg!("print-shogun-m-castle"),
            msg!("print-shogun-m-building"),
            6,
        ),
        m(
            MARKER,
            msg!("print-shogun-m-temple"),
            msg!("print-shogun-m-building"),
            6,
        ),
        m(
            MARKER,
            msg!("print-shogun-m-theatre"),
            msg!("print-shogun-m-building"),
            6,
        ),
        m(
            PAPER,
            msg!("print-shogun-m-rice"),
            msg!("print-shogun-m-track"),
            5,
        ),
        m(
            PAPER,
            msg!("print-shogun-m-score"),
            msg!("print-shogun-m-track"),
            5,
        ),
    ];

    let actions = Section {
        title: msg!("print-shogun-actions"),
        rule: Some("6".into()),
        rows: vec![Row::Table {
            header: vec![
                msg!("print-shogun-col-card"),
                msg!("print-shogun-col-action"),
                msg!("print-shogun-col-coins"),
            ],
            rows: ACTS
                .iter()
                .map(|a| {
                    vec![
                        plain(format!("A{}", a.number())),
                        act_name(*a),
                        plain(if a.cost() > 0 {
                            a.cost().to_string()
                        } else {
                            "—".into()
                        }),
                    ]
                })
                .collect(),
        }],
    };
    let specials = Section {
        title: msg!("print-shogun-specials"),
        rule: Some("2.4".into()),
        rows: SPECIALS
            .iter()
            .map(|s| Row::Line(special_name(*s)))
            .collect(),
    };
    let events = Section {
        title: msg!("print-shogun-events"),
        rule: Some("2.6, 8.1".into()),
        rows: vec![
            Row::Line(msg!("print-shogun-events-intro")),
            Row::Table {
                header: vec![
                    msg!("print-shogun-col-card"),
                    msg!("print-shogun-col-effect"),
                    msg!("print-shogun-col-winter-rice"),
                ],
                rows: d
                    .events
                    .iter()
                    .map(|e| {
                        vec![
                            plain(e.id.clone()),
                            effect(e.effect),
                            plain(format!("−{}", e.rice_loss)),
                        ]
                    })
                    .collect(),
            },
        ],
    };
    let winter_rows = d
        .winter
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let to = d.winter.get(i + 1).map(|n| n.from.saturating_sub(1));
            let range = match to {
                Some(t) if t == r.from => r.from.to_string(),
                Some(t) => format!("{}–{t}", r.from),
                None => format!("{}+", r.from),
            };
            vec![
                plain(range),
                plain(r.provinces.to_string()),
                plain(r.peasants.to_string()),
            ]
        })
        .collect();
    let winter = Section {
        title: msg!("print-shogun-winter-table"),
        rule: Some("8".into()),
        rows: vec![Row::Table {
            header: vec![
                msg!("print-shogun-col-cards-rice"),
                msg!("print-shogun-col-revolts"),
                msg!("print-shogun-col-peasants"),
            ],
            rows: winter_rows,
        }],
    };
    let (stick, release) = (
        format!("{:.2}", d.tower.stick),
        format!("{:.2}", d.tower.release),
    );
    let tower = Section {
        title: msg!("print-shogun-tower"),
        rule: Some("7".into()),
        rows: vec![Row::Line(if d.tower.placeholder {
            msg!(
                "print-shogun-tower-placeholder",
                stick = stick,
                release = release
            )
        } else {
            msg!("print-shogun-tower-model", stick = stick, release = release)
        })],
    };
    Sheets {
        counters,
        counter_legend: vec![msg!("print-shogun-legend-1"), msg!("print-shogun-legend-2")],
        cards,
        aid: vec![
            ("actions".into(), actions),
            ("specials".into(), specials),
            ("events".into(), events),
            ("winter".into(), winter),
            ("tower".into(), tower),
        ],
    }
}
