//! The board as front ends draw it (issue 20): [`view`] builds a [`View`] from the public state, with
//! every number a rule uses (march points, actions per unit, dice and hit faces, the stacking limit)
//! taken from the rules here, so no panel or sheet restates them.

use super::actions::{MARCHES_PER_UNIT, STACK_LIMIT, attack_dice};
use super::data::{HAKATA, KAGOSHIMA, KOKURA, KUMAMOTO_CASTLE, Kind, SeinanData};
use super::procedures::is_hit;
use super::state::{Phase, Place, Side, State, Step, Unit, WinReason};
use crate::core::view::{Link, LinkStyle, Piece, Place as ViewPlace, Row, Section, View};
use crate::core::{Msg, Sep};
use crate::msg;

/// Counter colours: 西乡军 dark red, 明治政府军 dark blue, neutral 不平士族 grey.
pub const SAIGO_COLOUR: &str = "#aa1e1e";
pub const GOVERNMENT_COLOUR: &str = "#1e3c96";
pub const NEUTRAL_COLOUR: &str = "#787878";
/// The border of the box whose battle is being fought (rule 6.1).
pub const BATTLE_COLOUR: &str = "#e69600";

/// The name of the replacement pool box as the map prints it.
pub const POOL_BOX: &str = "西乡军补充区域";

pub fn side_colour(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Saigo) => SAIGO_COLOUR,
        Some(Side::Government) => GOVERNMENT_COLOUR,
        None => NEUTRAL_COLOUR,
    }
}

/// A counter as the board shows it: its name, its side's colour, steps, and the marks the legend
/// explains (☆ 西乡隆盛, ★ main body, ▼ reduced, (中立) neutral).
pub fn piece(u: &Unit) -> Piece {
    let mut marks = Vec::new();
    if u.kind == Kind::Takamori {
        marks.push(Msg::plain("☆"));
    }
    if u.main_body {
        marks.push(Msg::plain("★"));
    }
    if u.flipped {
        marks.push(Msg::plain("▼"));
    }
    if u.kind == Kind::Samurai && !u.converted {
        marks.push(Msg::plain("(中立)"));
    }
    let full = match u.kind {
        Kind::Saigo | Kind::Government => 2,
        Kind::Samurai | Kind::Takamori => 1,
    };
    Piece {
        name: u.id.clone(),
        side: u.side().map(Side::say),
        colour: Some(side_colour(u.side()).to_string()),
        steps: Some((i64::from(u.steps()), full)),
        marks,
    }
}

fn names<'a>(v: impl IntoIterator<Item = &'a str>) -> Msg {
    Msg::join(v.into_iter().map(Msg::plain), Sep::Comma)
}

/// The faces that hit (rule 6.2(2)), read from the rule's own test: (lowest, highest).
pub fn hit_faces() -> (u8, u8) {
    let hits: Vec<u8> = (1..=6).filter(|f| is_hit(*f)).collect();
    (
        hits.first().copied().unwrap_or(0),
        hits.last().copied().unwrap_or(0),
    )
}

pub fn view(data: &SeinanData, s: &State) -> View {
    let mut sections = vec![turn_section(s), march_section(s)];
    if let Some(b) = battle_section(s) {
        sections.push(b);
    }
    sections.push(map_section(data, s));
    sections.push(pool_section(s));
    sections.push(victory_section(data, s));
    View {
        sections,
        legend: super::view::legend(),
    }
}

fn turn_section(s: &State) -> Section {
    let mut rows = vec![Row::Track {
        label: msg!("seinan-status-turn"),
        value: i64::from(s.turn),
        max: s.options.turn_limit.map(i64::from),
    }];
    rows.push(Row::Value {
        label: msg!("seinan-status-player"),
        value: s.player.say(),
    });
    rows.push(Row::Value {
        label: msg!("seinan-view-phase"),
        value: if s.winner.is_some() {
            msg!("seinan-game-over")
        } else {
            s.phase.say()
        },
    });
    Section {
        title: msg!(
            "seinan-view-turn-head",
            turn = s.turn,
            side = s.player.say()
        ),
        rule: Some("4.0".into()),
        rows,
    }
}

fn march_section(s: &State) -> Section {
    let m = &s.march;
    let mut rows = Vec::new();
    match m.points {
        None => rows.push(Row::Line(msg!("seinan-view-not-rolled"))),
        Some(p) => {
            rows.push(Row::Track {
                label: msg!("seinan-view-points-left"),
                value: i64::from(m.left()),
                max: Some(i64::from(p)),
            });
            rows.push(Row::Value {
                label: msg!("seinan-view-spent"),
                value: Msg::plain(m.spent.to_string()),
            });
        }
    }
    if s.phase == Phase::March && m.points.is_none() {
        rows.push(Row::Line(msg!("seinan-hint-roll")));
    }
    for (u, n) in &m.used {
        rows.push(Row::Value {
            label: Msg::plain(u.clone()),
            value: msg!(
                "seinan-view-used",
                dots = "●".repeat(usize::from(*n)),
                n = *n,
                max = MARCHES_PER_UNIT
            ),
        });
    }
    rows.push(Row::Line(msg!(
        "seinan-view-used-max",
        n = MARCHES_PER_UNIT
    )));
    if !m.stopped.is_empty() {
        rows.push(Row::Line(msg!(
            "seinan-view-stopped",
            units = names(m.stopped.iter().map(String::as_str))
        )));
    }
    Section {
        title: msg!("seinan-status-march-points"),
        rule: Some("5.0".into()),
        rows,
    }
}

fn battle_section(s: &State) -> Option<Section> {
    let b = s.battle.as_ref()?;
    let non = s.player.other();
    let mark = |step: Step| if b.step == step { " ◀" } else { "" };
    let mut rows = vec![Row::Line(msg!(
        "seinan-view-order",
        round = b.round,
        first = non.say(),
        first_mark = mark(Step::NonPhasing),
        second = s.player.say(),
        second_mark = mark(Step::Phasing)
    ))];
    for side in [non, s.player] {
        let pieces = s
            .in_box(&b.at, side)
            .map(|u| {
                let mut p = piece(u);
                if u.rolls() {
                    // One die per rolling unit (rule 6.2(1)); 西乡隆盛 does not roll.
                    p.marks.insert(0, Msg::plain("⚀"));
                }
                p
            })
            .collect();
        rows.push(Row::Place(ViewPlace {
            name: b.at.clone(),
            owner: Some(side.say()),
            colour: Some(side_colour(Some(side)).to_string()),
            pieces,
            ..Default::default()
        }));
    }
    if let Some((side, dice, siege)) = attack_dice(s)
        && b.pending.is_none()
    {
        let (lo, hi) = hit_faces();
        rows.push(Row::Formula {
            label: msg!("seinan-view-dice", side = side.say()),
            terms: vec![(msg!("seinan-view-rolling-units"), i64::from(dice))],
            total: i64::from(dice),
            rule: Some("6.2".into()),
        });
        rows.push(Row::Line(msg!("seinan-view-hits-on", low = lo, high = hi)));
        if siege && side == Side::Government {
            rows.push(Row::Line(msg!(
                "seinan-log-siege-whole",
                place = KUMAMOTO_CASTLE
            )));
        }
    }
    if let Some((target, hits)) = b.pending {
        rows.push(Row::Line(msg!(
            "seinan-hint-hits",
            hits = hits,
            side = target.say()
        )));
    }
    if !b.siege_losses.is_empty() {
        rows.push(Row::Line(msg!(
            "seinan-view-siege-losses",
            units = names(b.siege_losses.iter().map(String::as_str))
        )));
    }
    Some(Section {
        title: if b.siege {
            msg!("seinan-view-siege", place = &b.at)
        } else {
            msg!("seinan-view-battle", place = &b.at)
        },
        rule: Some(if b.siege { "9.1" } else { "6.1" }.into()),
        rows,
    })
}

fn map_section(data: &SeinanData, s: &State) -> Section {
    let battle = s.battle.as_ref().map(|b| b.at.as_str());
    let places: Vec<ViewPlace> = data
        .towns
        .iter()
        .map(|t| {
            let here = battle == Some(t.id.as_str());
            ViewPlace {
                name: t.id.clone(),
                owner: None,
                colour: here.then(|| BATTLE_COLOUR.to_string()),
                pieces: s
                    .units
                    .iter()
                    .filter(|u| u.at() == Some(t.id.as_str()))
                    .map(piece)
                    .collect(),
                markers: if here {
                    vec![msg!("seinan-legend-battle")]
                } else {
                    Vec::new()
                },
                at: Some((t.x, t.y)),
                pick: Some(t.id.clone()),
            }
        })
        .collect();
    let index = |id: &str| data.towns.iter().position(|t| t.id == id);
    let links = data
        .links
        .iter()
        .filter_map(|l| {
            Some(Link {
                a: index(&l.a)?,
                b: index(&l.b)?,
                // Obstacle routes (rule 5.0(3)) dashed, roads plain.
                style: if l.obstacle {
                    LinkStyle::Dashed
                } else {
                    LinkStyle::Plain
                },
            })
        })
        .collect();
    let mut rows = vec![Row::Map { places, links }];
    if data.map_placeholder {
        rows.push(Row::Line(msg!("seinan-show-roads")));
    }
    Section {
        title: msg!("seinan-view-map"),
        rule: Some("2.4".into()),
        rows,
    }
}

fn pool_section(s: &State) -> Section {
    let mut rows = vec![Row::Place(ViewPlace {
        name: POOL_BOX.into(),
        owner: Some(Side::Saigo.say()),
        colour: Some(SAIGO_COLOUR.into()),
        pieces: s.pool().into_iter().map(piece).collect(),
        ..Default::default()
    })];
    rows.push(Row::Line(msg!("seinan-view-pool-help")));
    let removed: Vec<&str> = s
        .units
        .iter()
        .filter(|u| u.place == Place::Removed)
        .map(|u| u.id.as_str())
        .collect();
    if !removed.is_empty() {
        rows.push(Row::Line(msg!("seinan-show-gone", units = names(removed))));
    }
    rows.push(Row::Line(if s.breakout_used {
        msg!("seinan-show-breakout-used")
    } else {
        msg!("seinan-show-breakout-open")
    }));
    Section {
        title: msg!("seinan-view-pool", n = s.pool().len()),
        rule: Some("7.0".into()),
        rows,
    }
}

fn victory_section(data: &SeinanData, s: &State) -> Section {
    let cond = |ok: bool, text: Msg| {
        Row::Line(msg!(
            "seinan-view-cond",
            mark = if ok { "✔" } else { "–" },
            text = text
        ))
    };
    let saigo = || Side::Saigo.say();
    let government = || Side::Government.say();
    // Rule 8.0: the boxes must be held (Saigo units there, no government unit).
    let mut rows = vec![
        cond(
            s.holds(HAKATA, Side::Saigo),
            msg!("seinan-view-cond-hold", side = saigo(), place = HAKATA),
        ),
        cond(
            s.holds(KOKURA, Side::Saigo),
            msg!(
                "seinan-view-cond-both",
                side = saigo(),
                place = KOKURA,
                first = HAKATA
            ),
        ),
        cond(
            s.holds(KUMAMOTO_CASTLE, Side::Saigo),
            msg!(
                "seinan-view-cond-castle",
                side = saigo(),
                place = KUMAMOTO_CASTLE
            ),
        ),
        cond(
            s.takamori().is_some_and(|t| t.place == Place::Removed),
            msg!("seinan-view-cond-takamori", side = government()),
        ),
    ];
    if let Some(limit) = s.options.turn_limit {
        rows.push(cond(
            s.winner
                .as_ref()
                .is_some_and(|w| matches!(w.reason, WinReason::TurnLimit(_))),
            msg!(
                "seinan-view-cond-turn-limit",
                n = limit,
                side = government()
            ),
        ));
    }
    rows.push(Row::Line(msg!(
        "seinan-view-line",
        place = KAGOSHIMA,
        state = if s.line_open(data) {
            msg!("seinan-line-open")
        } else {
            msg!("seinan-line-cut")
        }
    )));
    if let Some(w) = &s.winner {
        rows.push(Row::Line(Msg::join([Msg::plain("★"), w.say()], Sep::Space)));
    }
    let mut opts = Vec::new();
    if s.options.command_rule {
        opts.push(msg!("seinan-view-opt-command"));
    }
    if s.options.stacking {
        opts.push(msg!("seinan-view-opt-stacking", limit = STACK_LIMIT));
    }
    if !opts.is_empty() {
        rows.push(Row::Value {
            label: msg!("seinan-view-options"),
            value: Msg::join(opts, Sep::Comma),
        });
    }
    Section {
        title: msg!("seinan-view-victory"),
        rule: Some("8.0".into()),
        rows,
    }
}
