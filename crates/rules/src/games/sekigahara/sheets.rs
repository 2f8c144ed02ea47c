//! What 关原大作战 prints from its data (issue 20: the printer takes validated data, never the table
//! files): counters for the units and track markers, the 16 action cards in the card text in force
//! (the seven ★ cards in both texts when none is chosen, rule 4.1), and the aid's set-up list (3.0).

use crate::core::{CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Msg, Row, Section, Sep, Sheets};
use crate::msg;

use super::cards::{ALL, Card, Variant};
use super::data::{Faction, Kind, SekigaharaData, Side};

const EAST: &str = "#234580";
const WEST: &str = "#8c2424";
const NEITHER: &str = "#595959";
const MARKER: &str = "#eddb8c";
const CARD_BG: &str = "#faf5e6";
const FLIP_BAND: &str = "#f2f2f2";

fn side_msg(side: Option<Side>) -> Msg {
    match side {
        Some(Side::East) => msg!("print-sekigahara-east"),
        Some(Side::West) => msg!("print-sekigahara-west"),
        None => msg!("print-sekigahara-both"),
    }
}

fn faction(f: Faction) -> Msg {
    match f {
        Faction::Tokugawa => msg!("print-sekigahara-tokugawa"),
        Faction::Tozama => msg!("print-sekigahara-tozama"),
        Faction::MainWar => msg!("print-sekigahara-main-war"),
        Faction::WestLords => msg!("print-sekigahara-west-lords"),
    }
}

/// The short top line of a small counter: the faction without its side (the colour gives it).
fn faction_short(f: Faction) -> Option<Msg> {
    match f {
        Faction::MainWar => Some(msg!("print-sekigahara-main-war-short")),
        Faction::WestLords => Some(msg!("print-sekigahara-west-lords-short")),
        _ => None,
    }
}

fn side_colour(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::East) => EAST,
        Some(Side::West) => WEST,
        None => NEITHER,
    }
}

fn card_face(c: Card, v: Variant) -> CardFaceSpec {
    let star = match (c.differs(), v) {
        (false, _) => None,
        (true, Variant::Ja) => Some(msg!("print-sekigahara-card-ja")),
        (true, Variant::Zh) => Some(msg!("print-sekigahara-card-zh")),
    };
    let mut sub = vec![
        side_msg(c.side()),
        msg!("print-sekigahara-card-no", n = c.number()),
    ];
    sub.extend(star);
    CardFaceSpec {
        colour: CARD_BG.into(),
        accent: side_colour(c.side()).into(),
        title: Msg::plain(c.name(v)),
        subtitle: Msg::join(sub, Sep::Dot),
        lines: vec![c.say(v)],
    }
}

fn card_back() -> CardFaceSpec {
    CardFaceSpec {
        colour: "#333340".into(),
        accent: "#d9ad33".into(),
        title: Msg::plain("关原大作战"),
        subtitle: msg!("print-sekigahara-card-back"),
        lines: Vec::new(),
    }
}

pub fn sheets(data: &SekigaharaData) -> Sheets {
    // Stand-in values (攻/统/战 are not in the rules) carry the placeholder mark.
    let placeholder = data.counters_placeholder;
    let mut counters = Vec::new();
    for c in &data.counters {
        let bg = if c.side == Side::East { EAST } else { WEST };
        let values = |strength: i32| match c.kind {
            Kind::Commander => (
                msg!(
                    "print-sekigahara-values-commander",
                    attack = strength,
                    command = c.command,
                    morale = c.morale
                ),
                Some(Msg::plain(format!("{strength}-{}-{}", c.command, c.morale))),
            ),
            Kind::Garrison => (
                msg!("print-sekigahara-values-garrison", attack = strength),
                Some(msg!(
                    "print-sekigahara-values-garrison-short",
                    attack = strength
                )),
            ),
            _ => (msg!("print-sekigahara-values", attack = strength), None),
        };
        let face = |strength: i32| {
            let (bottom, short) = values(strength);
            let mut f = FaceSpec::new(bg, c.id.clone())
                .top(faction(c.faction))
                .bottom(bottom)
                .placeholder(placeholder);
            f.top_short = faction_short(c.faction);
            f.bottom_short = short;
            f
        };
        counters.push(CounterSpec::new(
            face(c.front),
            Some(face(c.back).band(FLIP_BAND)),
        ));
    }
    counters.push(CounterSpec::new(
        FaceSpec::said(MARKER, msg!("print-sekigahara-m-subversion"))
            .top(msg!("print-sekigahara-m-subversion-top", rule = "12.1"))
            .top_short(Msg::plain("12.1")),
        None,
    ));
    for t in ["毛利辉元", "毛利元康", "西军诸将", "前田利长"] {
        counters.push(CounterSpec::new(
            FaceSpec::new(MARKER, t).top(msg!("print-sekigahara-m-morale")),
            None,
        ));
    }
    counters.push(CounterSpec::new(
        FaceSpec::new(WEST, "京").top(msg!("print-sekigahara-m-control")),
        Some(FaceSpec::new(EAST, "京").top(msg!("print-sekigahara-m-control"))),
    ));
    counters.push(
        CounterSpec::new(
            FaceSpec::said(MARKER, msg!("print-sekigahara-m-fallen"))
                .top(msg!("print-sekigahara-m-fallen-top", rule = "10.0(4)"))
                .top_short(Msg::plain("10.0(4)")),
            Some(
                FaceSpec::said(MARKER, msg!("print-sekigahara-m-kept"))
                    .top(msg!("print-sekigahara-m-kept-top", rule = "10.0(5)"))
                    .top_short(Msg::plain("10.0(5)")),
            ),
        )
        .copies(4),
    );

    // Both decks of 16 cards, each marked with its card text (the set-up option `card-text`, rule
    // 4.1). Without that choice: the Japanese deck and the seven ★ cards of the Chinese text, to
    // swap in.
    let mut cards = Vec::new();
    for v in [Variant::Ja, Variant::Zh] {
        for c in ALL {
            cards.push(CardSpec {
                front: card_face(c, v),
                back: Some(card_back()),
                when: Some(("card-text".into(), v.id().into())),
                unchosen: v == Variant::Ja || c.differs(),
            });
        }
    }

    // The set-up list (3.0): place → counters, in the order of the list.
    let mut places: Vec<&str> = Vec::new();
    for c in &data.counters {
        if !places.contains(&c.setup.as_str()) {
            places.push(&c.setup);
        }
    }
    let mut rows: Vec<Row> = places
        .iter()
        .map(|p| {
            let names = Msg::join(
                data.counters
                    .iter()
                    .filter(|c| c.setup == *p)
                    .map(|c| Msg::plain(c.id.clone())),
                Sep::Comma,
            );
            let place = match p.strip_prefix("entry:") {
                Some(leader) => msg!("print-sekigahara-entry", leader = leader),
                None => Msg::plain(*p),
            };
            Row::Line(msg!(
                "print-sekigahara-setup-row",
                place = place,
                units = names
            ))
        })
        .collect();
    if data.counters_placeholder {
        rows.push(Row::Line(msg!("print-sekigahara-setup-placeholder")));
    }
    Sheets {
        counters,
        counter_legend: vec![msg!("print-sekigahara-legend")],
        cards,
        aid: vec![(
            "setup".into(),
            Section {
                title: msg!("print-sekigahara-placements"),
                rule: Some("3.0".into()),
                rows,
            },
        )],
    }
}
