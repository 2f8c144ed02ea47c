//! What the players read beside the board: the set-up checklist (rule 3-1) and the legend of the board
//! view's symbols. Every line is a catalogue message (`locales/<lang>/tenka.ftl`).

use super::data::TenkaData;
use super::moves::thick_bonus;
use super::state::{ChipMode, State, Step, War, storage_for};
use super::view::{actor, defence_actor};
use super::{RULING_ALL_CHIPS, RULING_NEUTRAL_DEFENDER, RULING_THICK_BORDER, RULING_THREE_POINT};
use crate::core::view::{Link, LinkStyle, Piece, Place, Row, Section, View};
use crate::core::{Msg, Sep};
use crate::msg;

/// What the players put out before the first action, read from the set-up state (rule 3-1): the
/// storage and the tiles follow the player count, the chips line the chip option, the regions line
/// the scenario (and any region a state already gives a player, e.g. a resumed pack-up).
pub fn checklist(data: &TenkaData, s: &State) -> Vec<Msg> {
    let n = s.players.len();
    let mut v = vec![msg!("tenka-check-storage", n = s.storage, players = n)];
    for (i, p) in s.players.iter().enumerate() {
        v.push(msg!("tenka-check-tiles", who = s.who(i), n = p.tiles));
    }
    let order = Msg::join((0..n).map(|i| s.who(i)), Sep::Comma);
    v.push(msg!("tenka-check-order", order = order));
    v.push(match s.options.chips {
        ChipMode::App => msg!("tenka-check-chips-app"),
        ChipMode::Real => msg!("tenka-check-chips-real"),
    });
    if !s.options.all_chips {
        v.push(msg!(
            "tenka-check-partial",
            ruling = Msg::ruling(RULING_ALL_CHIPS)
        ));
    }
    let thick = Msg::ruling(RULING_THICK_BORDER);
    v.push(if s.options.thick_all_borders {
        msg!("tenka-check-thick-all", ruling = thick)
    } else {
        msg!("tenka-check-thick-any", ruling = thick)
    });
    let owned: Vec<(&String, usize)> = s
        .regions
        .iter()
        .filter_map(|(id, r)| r.owner.map(|o| (id, o)))
        .collect();
    if owned.is_empty() {
        v.push(match &s.step {
            Step::ChooseStart { player } => msg!("tenka-check-start", who = s.who(*player)),
            _ => msg!("tenka-check-neutral"),
        });
    }
    for (id, o) in owned {
        v.push(msg!(
            "tenka-check-region",
            region = id,
            who = s.who(o),
            n = s.regions[id].total()
        ));
    }
    if data.map_placeholder {
        v.push(msg!("tenka-check-placeholder"));
    }
    v
}

/// The symbols the board view draws, and what each means (the attacked and 3-point frames are the
/// region markers [`ATTACKED`] and [`THREE_POINT`]).
pub fn legend() -> Vec<(String, Msg)> {
    let e = |sym: &str, m: Msg| (sym.to_string(), m);
    vec![
        e("■", msg!("tenka-legend-owned")),
        e("中立", msg!("tenka-legend-neutral")),
        e("近江 2", msg!("tenka-legend-points")),
        e("兵 3", msg!("tenka-legend-troops")),
        e("━━", msg!("tenka-legend-thick")),
        e("──", msg!("tenka-legend-border")),
        e(ATTACKED, msg!("tenka-legend-attacked")),
        e(
            THREE_POINT,
            msg!(
                "tenka-legend-three-point",
                ruling = Msg::ruling(RULING_THREE_POINT)
            ),
        ),
        e("■×2", msg!("tenka-legend-attack-chips")),
        e("□×2", msg!("tenka-legend-defence-chips")),
        e("▶", msg!("tenka-legend-actor")),
        e("↔", msg!("tenka-legend-alliance")),
        e("★", msg!("tenka-legend-placeholder")),
    ]
}

/// The colour each player's counters print in (play order red, blue, yellow, green, purple, orange).
pub const HEX: [&str; 6] = [
    "#c82828", "#2850c8", "#d7aa00", "#28963c", "#823caa", "#e67814",
];

fn hex(p: usize) -> String {
    HEX[p % HEX.len()].to_string()
}

/// The marker symbols of a region on the board view, explained by [`legend`]: attacked in this war,
/// the 3-point region.
pub const ATTACKED: &str = "◇";
pub const THREE_POINT: &str = "◎";

/// The board as the panels and sheets draw it (only what the table sees: build it from the public
/// state): where the turn stands, the players' hands, the war in progress region by region with the
/// numbers the defence adds, and the map. Region places carry their points first, then their troop
/// pieces (or "neutral"), then the legend's symbols.
pub fn board_view(data: &TenkaData, s: &State) -> View {
    let mut sections = vec![now_section(s), players_section(s)];
    if let Some(w) = &s.war {
        sections.push(war_section(s, w));
        for t in &w.targets {
            sections.push(target_section(data, s, w, t));
        }
    }
    sections.push(map_section(data, s));
    View {
        sections,
        legend: legend(),
    }
}

fn now_section(s: &State) -> Section {
    let mut rows = vec![Row::Track {
        label: msg!("tenka-track-turn"),
        value: i64::from(s.turn),
        max: None,
    }];
    if let Some(p) = actor(s) {
        rows.push(Row::Value {
            label: msg!("tenka-track-to-act"),
            value: s.who(p),
        });
    }
    rows.push(Row::Track {
        label: msg!("tenka-view-storage"),
        value: i64::from(s.storage),
        max: Some(i64::from(storage_for(s.players.len() as u8))),
    });
    rows.push(Row::Line(msg!("tenka-view-storage-end")));
    Section {
        title: msg!("tenka-view-now"),
        rule: Some("5".into()),
        rows,
    }
}

fn players_section(s: &State) -> Section {
    // The marker follows who acts now, as the step line does (rule 3-1: the starting regions are
    // chosen in reverse play order).
    let acting = actor(s).unwrap_or(s.active);
    let rows = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let who = if i == acting {
                msg!("tenka-view-acting", who = s.who(i))
            } else {
                s.who(i)
            };
            vec![
                who,
                Msg::plain(p.tiles.to_string()),
                Msg::plain(p.hand.to_string()),
                Msg::plain(s.troops_on_board(i).to_string()),
            ]
        })
        .collect();
    let mut out = vec![Row::Table {
        header: vec![
            msg!("tenka-key-player"),
            msg!("tenka-view-tiles"),
            msg!("tenka-view-hand"),
            msg!("tenka-view-on-board"),
        ],
        rows,
    }];
    for (a, b) in &s.alliances {
        out.push(Row::Line(msg!(
            "tenka-view-alliance",
            a = s.who(*a),
            b = s.who(*b)
        )));
    }
    if !s.alliances.is_empty() {
        out.push(Row::Line(msg!("tenka-view-alliance-note")));
    }
    Section {
        title: msg!("tenka-view-players"),
        rule: Some("4".into()),
        rows: out,
    }
}

fn war_section(s: &State, w: &War) -> Section {
    let defender = defence_actor(s, &w.defenders);
    let defence = if w.defenders.is_empty() {
        msg!(
            "tenka-view-defence-neutral",
            who = s.who(defender),
            ruling = Msg::ruling(RULING_NEUTRAL_DEFENDER)
        )
    } else {
        Msg::join(w.defenders.iter().map(|d| s.who(*d)), Sep::Comma)
    };
    let mut rows = vec![
        Row::Value {
            label: msg!("tenka-view-attacker"),
            value: s.who(s.active),
        },
        Row::Value {
            label: msg!("tenka-view-defender"),
            value: defence,
        },
        // Rule 3-2: how each side's total is made, once for the whole war.
        Row::Line(msg!("tenka-view-formula")),
    ];
    if let Step::DrawChoice { region } = &s.step {
        rows.push(Row::Line(msg!("tenka-view-draw", region = region)));
    }
    Section {
        title: msg!("tenka-view-war"),
        rule: Some("3-2".into()),
        rows,
    }
}

/// One target of the war: its chips (face down: how many; face up: the values), its result once
/// fought, and what the defence adds there before the chips and the die (rule 3-2). Titled with the
/// region's name, so a panel finds the section of the region its form names.
fn target_section(data: &TenkaData, s: &State, w: &War, t: &str) -> Section {
    let fought = w.fought.iter().find(|(r, _)| r == t).map(|(_, x)| *x);
    let attack = w.attack.get(t).cloned().unwrap_or_default();
    let defence = w.defence.get(t).cloned().unwrap_or_default();
    let sum = |v: &[u8]| v.iter().map(|c| i64::from(*c)).sum::<i64>();
    let mut rows = Vec::new();
    let face_up = match &s.step {
        Step::Roll {
            region,
            attack,
            defence,
        } if region == t => Some((attack.clone(), defence.clone())),
        _ => None,
    };
    match (fought, &face_up) {
        (Some(x), _) => {
            if !attack.is_empty() {
                rows.push(Row::Line(msg!(
                    "tenka-view-chips-shown",
                    attack = chips(&attack),
                    defence = chips(&defence)
                )));
            }
            rows.push(Row::Line(x.msg()));
        }
        (None, Some((a, d))) => {
            rows.push(Row::Formula {
                label: msg!("tenka-view-attack-before-die"),
                terms: vec![(msg!("tenka-key-attack-chips"), sum(a))],
                total: sum(a),
                rule: Some("3-2".into()),
            });
            let _ = d;
        }
        (None, None) => {
            let marks: Vec<Msg> = [("■", attack.len()), ("□", defence.len())]
                .into_iter()
                .filter(|(_, n)| *n > 0)
                .map(|(sym, n)| Msg::plain(format!("{sym}×{n}")))
                .chain([msg!("tenka-view-to-resolve")])
                .collect();
            rows.push(Row::Line(Msg::join(marks, Sep::Space)));
        }
    }
    if fought.is_none() {
        let troops = s.regions.get(t).map(|r| r.total()).unwrap_or(0);
        let thick = thick_bonus(data, s, s.active, t);
        let chips_d = face_up.as_ref().map(|(_, d)| sum(d));
        let mut terms = Vec::new();
        if let Some(d) = chips_d {
            terms.push((msg!("tenka-mod-defence-chips"), d));
        }
        terms.push((msg!("tenka-mod-troops"), i64::from(troops)));
        terms.push((msg!("tenka-mod-thick-border"), i64::from(thick)));
        let total = terms.iter().map(|(_, n)| n).sum();
        rows.push(Row::Formula {
            label: msg!("tenka-view-defence-before-die"),
            terms,
            total,
            rule: Some("3-2".into()),
        });
    }
    Section {
        title: Msg::plain(t),
        rule: Some("3-2".into()),
        rows,
    }
}

fn chips(v: &[u8]) -> Msg {
    if v.is_empty() {
        msg!("tenka-view-no-chips")
    } else {
        Msg::plain(v.iter().map(u8::to_string).collect::<Vec<_>>().join("+"))
    }
}

fn map_section(data: &TenkaData, s: &State) -> Section {
    let targets: Vec<&String> = s
        .war
        .as_ref()
        .map(|w| w.targets.iter().collect())
        .unwrap_or_default();
    let places = data
        .regions
        .iter()
        .map(|r| {
            let st = s.regions.get(&r.id).cloned().unwrap_or_default();
            let troops = st.total();
            let mut markers = vec![
                msg!("tenka-view-points", n = r.points),
                match st.owner {
                    None => msg!("tenka-neutral"),
                    Some(_) => msg!("tenka-view-troops", n = troops),
                },
            ];
            if targets.contains(&&r.id) {
                markers.push(Msg::plain(ATTACKED));
            }
            if data.three_point_region.as_deref() == Some(r.id.as_str()) {
                markers.push(Msg::plain(THREE_POINT));
            }
            // Whose pieces they are, when the region holds any (allies may stand on each other's).
            let pieces = st
                .troops
                .iter()
                .filter(|(_, n)| **n > 0)
                .map(|(o, n)| Piece {
                    name: n.to_string(),
                    side: Some(s.who(*o)),
                    colour: Some(hex(*o)),
                    ..Piece::default()
                })
                .collect();
            Place {
                name: r.id.clone(),
                owner: Some(st.owner.map(|o| s.who(o)).unwrap_or(msg!("tenka-neutral"))),
                colour: st.owner.map(hex),
                pieces,
                markers,
                at: Some((r.x, r.y)),
                pick: Some(r.id.clone()),
            }
        })
        .collect();
    let index = |id: &str| data.regions.iter().position(|r| r.id == id);
    let links = data
        .borders
        .iter()
        .filter_map(|b| {
            Some(Link {
                a: index(&b.a)?,
                b: index(&b.b)?,
                style: if b.thick {
                    LinkStyle::Thick
                } else {
                    LinkStyle::Plain
                },
            })
        })
        .collect();
    let mut rows = vec![Row::Map { places, links }];
    if data.map_placeholder {
        rows.push(Row::Line(msg!("tenka-check-placeholder")));
    }
    Section {
        title: msg!("tenka-view-board"),
        rule: Some("1".into()),
        rows,
    }
}
