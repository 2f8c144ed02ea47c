//! What Seinan prints from its data (issue 20: the printer takes validated data, never the table
//! files): the counter sheet (government and Saigo units on both faces, the 13 disaffected samurai with
//! their neutral and Saigo sides, 西乡隆盛, markers) and the aid's set-up list (rule 3.0).

use crate::core::{CounterSpec, FaceSpec, Msg, Row, Section, Sep, Sheets};
use crate::msg;

use super::data::{Kind, SeinanData};

const GOV: &str = "#23456b";
const SAIGO: &str = "#8c2424";
const NEUTRAL: &str = "#d9cfb8";
const MARKER: &str = "#eddb8c";
const GOLD: &str = "#d9ad33";
const FLIP_BAND: &str = "#f2f2f2";

/// The counters the rule text names (units.toml header); in a placeholder list every other name is
/// a stand-in and is marked on the sheet.
pub const NAMED: [&str; 6] = [
    "步兵第14连队",
    "熊本镇台",
    "步兵第13连队",
    "6番大队",
    "7番大队",
    "西乡隆盛",
];

fn body(main: bool) -> Msg {
    if main {
        msg!("print-seinan-main-body")
    } else {
        msg!("print-seinan-detachment")
    }
}

fn side(kind: Kind) -> Msg {
    match kind {
        Kind::Government => msg!("print-seinan-government"),
        _ => msg!("print-seinan-saigo"),
    }
}

/// The counters, the sheet's legend and the set-up list.
pub fn sheets(data: &SeinanData) -> Sheets {
    let mut counters = Vec::new();
    for u in &data.units {
        let ph = data.units_placeholder && !NAMED.contains(&u.id.as_str());
        let c = match u.kind {
            Kind::Government | Kind::Saigo => {
                let bg = if u.kind == Kind::Government {
                    GOV
                } else {
                    SAIGO
                };
                let top = Msg::join([side(u.kind), body(u.main_body)], Sep::Space);
                // With the placeholder mark "政府军 本队" is too long at 7 pt: the colour gives the side.
                let face = |values: Msg| {
                    FaceSpec::new(bg, u.id.clone())
                        .top(top.clone())
                        .top_short(body(u.main_body))
                        .bottom(values)
                        .placeholder(ph)
                };
                CounterSpec::new(
                    face(msg!("print-seinan-front")),
                    Some(face(msg!("print-seinan-flipped")).band(FLIP_BAND)),
                )
            }
            Kind::Samurai => CounterSpec::new(
                FaceSpec::new(NEUTRAL, u.id.clone())
                    .top(msg!("print-seinan-samurai"))
                    .bottom(msg!("print-seinan-neutral"))
                    .placeholder(ph),
                Some(
                    FaceSpec::new(SAIGO, u.id.clone())
                        .top(Msg::join(
                            [msg!("print-seinan-samurai"), body(false)],
                            Sep::Space,
                        ))
                        .top_short(body(false))
                        .bottom(msg!("print-seinan-saigo"))
                        .placeholder(ph),
                ),
            ),
            Kind::Takamori => CounterSpec::new(
                FaceSpec::new(SAIGO, u.id.clone())
                    .top(Msg::join([side(Kind::Saigo), body(true)], Sep::Space))
                    .top_short(body(true))
                    .bottom(msg!("print-seinan-no-roll"))
                    .band(GOLD)
                    .placeholder(ph),
                None,
            ),
        };
        counters.push(c);
    }
    // Markers (not counted by the rules; table aids).
    let m = |name: Msg, top: Msg, back: Msg, back_top: Msg| {
        CounterSpec::new(
            FaceSpec::said(MARKER, name).top(top),
            Some(FaceSpec::said(MARKER, back).top(back_top)),
        )
    };
    counters.push(m(
        msg!("print-seinan-m-turn"),
        msg!("print-seinan-m-turn-top"),
        msg!("print-seinan-m-turn"),
        msg!("print-seinan-m-turn-top"),
    ));
    counters.push(m(
        msg!("print-seinan-saigo"),
        msg!("print-seinan-m-player-turn"),
        msg!("print-seinan-government"),
        msg!("print-seinan-m-player-turn"),
    ));
    counters.push(
        m(
            msg!("print-seinan-m-mp"),
            msg!("print-seinan-m-mp-top"),
            msg!("print-seinan-m-mp"),
            msg!("print-seinan-m-mp-top"),
        )
        .top_short(msg!("print-seinan-m-mp-short")),
    );
    counters.push(m(
        msg!("print-seinan-m-breakout"),
        msg!(
            "print-seinan-m-breakout-top",
            rule = "6.4③",
            place = "鹿儿岛"
        ),
        msg!("print-seinan-m-breakout-used"),
        msg!(
            "print-seinan-m-breakout-top",
            rule = "6.4③",
            place = "鹿儿岛"
        ),
    ));
    counters.push(
        m(
            msg!("print-seinan-m-battle"),
            msg!("print-seinan-m-battle-top"),
            msg!("print-seinan-m-battle"),
            msg!("print-seinan-m-battle-top"),
        )
        .copies(6),
    );
    counters.push(m(
        msg!("print-seinan-m-siege"),
        msg!("print-seinan-m-siege-top", rule = "9.1", place = "熊本城"),
        msg!("print-seinan-m-siege"),
        msg!("print-seinan-m-siege-top", rule = "9.1", place = "熊本城"),
    ));

    // The set-up list (rule 3.0): by side, then box, in the order of the list.
    let mut rows = Vec::new();
    for kind in [Kind::Government, Kind::Saigo, Kind::Takamori] {
        let mut by_box: Vec<(String, Vec<String>)> = Vec::new();
        for u in data.units.iter().filter(|u| u.kind == kind) {
            match by_box.iter_mut().find(|(b, _)| *b == u.setup) {
                Some((_, v)) => v.push(u.id.clone()),
                None => by_box.push((u.setup.clone(), vec![u.id.clone()])),
            }
        }
        for (b, v) in by_box {
            rows.push(Row::Line(msg!(
                "print-seinan-setup-row",
                side = side(kind),
                place = b,
                units = Msg::join(v.into_iter().map(Msg::plain), Sep::Comma)
            )));
        }
    }
    if data.units_placeholder {
        rows.push(Row::Line(msg!("print-seinan-setup-placeholder")));
    }
    let setup = Section {
        title: msg!("print-seinan-setup"),
        rule: Some("3.0".into()),
        rows,
    };
    Sheets {
        counters,
        counter_legend: vec![msg!("print-seinan-legend")],
        cards: Vec::new(),
        aid: vec![("setup".into(), setup)],
    }
}
