//! What 西国之雄 prints from its data (issue 20: the printer takes validated data, never the table
//! files): counters (name, rank stars, values on the front and the reduced back, army colour) and
//! markers, one scenario card per scenario, and each scenario's special rules for the aid
//! (`scenario-<id>`).

use std::collections::BTreeMap;

use crate::core::{CardFaceSpec, CardSpec, CounterSpec, FaceSpec, Msg, Row, Section, Sep, Sheets};
use crate::msg;

use super::data::{Rank, SaigokuData, ScenarioSpec};

// Army colours are Gunbai's choice (the rules name the armies but not the counter colours).
fn army_colour(army: &str, side: &str) -> &'static str {
    match army {
        "ouchi" => "#6b3885",
        "amago" => "#295499",
        "mori" => "#296b42",
        "masuda" => "#9e80b8",
        "urakami" => "#855c29",
        _ => match side {
            "mori" => "#99c79e",
            "ouchi" => "#c7add6",
            _ => "#9ebde0",
        },
    }
}

const MARKER: &str = "#eddb8c";
const MORALE: &str = "#d94d40";
const CASTLE: &str = "#8c8c8c";
const REDUCED_BAND: &str = "#f2f2f2";

fn stars(rank: Rank) -> u8 {
    match rank {
        Rank::Sotaisho => 2,
        Rank::Taisho => 1,
        Rank::Busho => 0,
    }
}

/// Names as the counters print them (the scenario list of scenarios 1–2 writes some simplified).
fn as_on_counters(d: &SaigokuData, text: &str) -> String {
    let mut pairs: Vec<(&String, &String)> = d.aliases.iter().filter(|(k, v)| k != v).collect();
    pairs.sort_by_key(|(k, _)| std::cmp::Reverse(k.chars().count()));
    let mut out = text.to_string();
    for (k, v) in pairs {
        out = out.replace(k.as_str(), v);
    }
    out
}

fn name(d: &SaigokuData, s: &str) -> Msg {
    Msg::plain(as_on_counters(d, s))
}

/// Counter id → (army id, army name, side id), from the first scenario that places the unit.
fn armies_of_units(d: &SaigokuData) -> BTreeMap<String, (String, String, String)> {
    let mut out = BTreeMap::new();
    for scen in &d.scenarios {
        for place in &scen.place {
            let Some(army) = scen.army.iter().find(|a| a.id == place.army) else {
                continue;
            };
            for u in &place.units {
                let id = d.aliases.get(u).cloned().unwrap_or_else(|| u.clone());
                out.entry(id)
                    .or_insert_with(|| (army.id.clone(), army.name.clone(), army.side.clone()));
            }
        }
    }
    out
}

/// Rule 34.7 (2) (and 35.7 (1)) for every unit the scenario lists as `immobile`: it may not move until
/// a unit of the other side first stands next to it; from then on it moves freely.
fn immobile_lines(d: &SaigokuData, scen: &ScenarioSpec) -> Vec<Msg> {
    scen.immobile
        .iter()
        .map(|unit| {
            let own = scen
                .place
                .iter()
                .find(|p| p.units.contains(unit))
                .and_then(|p| scen.army.iter().find(|a| a.id == p.army))
                .map(|a| a.side.as_str())
                .unwrap_or("");
            let enemy: Vec<Msg> = scen
                .side
                .iter()
                .filter(|x| !own.is_empty() && x.id != own)
                .map(|x| Msg::plain(x.name.clone()))
                .collect();
            msg!(
                "print-saigoku-immobile",
                unit = name(d, unit),
                enemy = Msg::join(enemy, Sep::Comma),
                rule = "34.7 (2)"
            )
        })
        .collect()
}

/// Is this scenario note the data's own wording of the 34.7 (2) restriction?
fn says_immobile(scen: &ScenarioSpec, note: &str) -> bool {
    note.contains("may not move") && scen.immobile.iter().any(|u| note.contains(u.as_str()))
}

/// A kind of castle marker: (key, name, top line, colour).
type MarkerKind = (String, Msg, Msg, &'static str);

/// Castle control markers (33.2): for every clan, and for the minor daimyo of each side, as many as the
/// scenario that needs most gives them at the start, plus spares. Back: 废城 (21-1).
fn castle_markers(d: &SaigokuData) -> Vec<CounterSpec> {
    const SPARE: u32 = 2;
    // (key, name, top line, colour) → most needed in one scenario.
    let mut need: Vec<(MarkerKind, u32)> = Vec::new();
    for scen in &d.scenarios {
        let owners: Vec<String> = {
            let from_list: Vec<String> = d
                .castles
                .iter()
                .filter_map(|c| c.owners.get(&scen.id).cloned())
                .collect();
            if from_list.is_empty() {
                scen.place.iter().map(|p| p.army.clone()).collect()
            } else {
                from_list
            }
        };
        let mut here: Vec<(MarkerKind, u32)> = Vec::new();
        for o in owners {
            let Some(a) = scen.army.iter().find(|a| a.id == o) else {
                continue;
            };
            let side_name = scen
                .side
                .iter()
                .find(|x| x.id == a.side)
                .map(|x| x.name.clone())
                .unwrap_or_else(|| a.side.clone());
            let key = if a.table == "minor" {
                (
                    format!("minor-{}", a.side),
                    msg!("print-saigoku-minor"),
                    msg!("print-saigoku-m-castle-of", side = side_name),
                    army_colour("", &a.side),
                )
            } else {
                (
                    o.clone(),
                    name(d, &a.name),
                    msg!("print-saigoku-m-castle"),
                    army_colour(&o, &a.side),
                )
            };
            match here.iter_mut().find(|(k, _)| k.0 == key.0) {
                Some((_, n)) => *n += 1,
                None => here.push((key, 1)),
            }
        }
        for (k, n) in here {
            match need.iter_mut().find(|(q, _)| q.0 == k.0) {
                Some((_, m)) => *m = (*m).max(n),
                None => need.push((k, n)),
            }
        }
    }
    need.into_iter()
        .map(|((_, name, top, c), n)| {
            CounterSpec::new(
                // A long top line ("castle · 毛利方") gives way to "castle" on small counters.
                FaceSpec::said(c, name)
                    .top(top)
                    .top_short(msg!("print-saigoku-m-castle")),
                Some(
                    FaceSpec::said(CASTLE, msg!("print-saigoku-m-ruined"))
                        .top(msg!("print-saigoku-m-ruined-top", rule = "21-1")),
                ),
            )
            .copies(n + SPARE)
        })
        .collect()
}

fn castle_name(d: &SaigokuData, hex: &str) -> Option<String> {
    d.castles
        .iter()
        .find(|c| c.hex == hex && !c.name.is_empty())
        .map(|c| c.name.clone())
}

fn side_name(scen: &ScenarioSpec, id: &str) -> String {
    scen.side
        .iter()
        .find(|x| x.id == id)
        .map(|x| x.name.clone())
        .unwrap_or_else(|| id.to_string())
}

fn scenario_card(d: &SaigokuData, scen: &ScenarioSpec) -> CardSpec {
    let mut lines = vec![
        msg!(
            "print-saigoku-card-when",
            date = scen.date.as_str(),
            n = scen.innings,
            rule = scen.rule.as_str()
        ),
        msg!("print-saigoku-card-map", area = scen.area.as_str()),
    ];
    for side in &scen.side {
        let armies = scen
            .army
            .iter()
            .filter(|a| a.side == side.id)
            .map(|a| name(d, &a.name));
        lines.push(msg!(
            "print-saigoku-card-side",
            side = side.name.as_str(),
            armies = Msg::join(armies, Sep::Comma)
        ));
    }
    if !scen.first_setup.is_empty() {
        lines.push(msg!(
            "print-saigoku-card-first",
            side = side_name(scen, &scen.first_setup)
        ));
    }
    let victory = scen.victory.iter().map(|v| match v.as_str() {
        "game" => msg!("print-saigoku-victory-game", rule = "32"),
        "historical" => msg!("print-saigoku-victory-historical"),
        other => Msg::plain(other),
    });
    lines.push(msg!(
        "print-saigoku-card-victory",
        victory = Msg::join(victory, Sep::Comma)
    ));
    for n in &scen.notes {
        if (!scen.first_setup.is_empty() && n.to_lowercase().contains("sets up first"))
            || says_immobile(scen, n)
        {
            continue;
        }
        lines.push(name(d, n));
    }
    lines.extend(immobile_lines(d, scen));
    lines.push(msg!("print-saigoku-card-setup"));
    for place in &scen.place {
        let army = scen
            .army
            .iter()
            .find(|a| a.id == place.army)
            .map(|a| as_on_counters(d, &a.name))
            .unwrap_or_else(|| place.army.clone());
        let at = match castle_name(d, &place.hex) {
            Some(c) => msg!(
                "print-saigoku-at-castle",
                castle = c,
                hex = place.hex.as_str()
            ),
            None => msg!("print-saigoku-at-hex", hex = place.hex.as_str()),
        };
        lines.push(if place.units.is_empty() {
            msg!("print-saigoku-place-army", at = at, army = army)
        } else {
            msg!(
                "print-saigoku-place-units",
                at = at,
                army = army,
                units = Msg::join(place.units.iter().map(|u| name(d, u)), Sep::Comma)
            )
        });
    }
    let mut seen = Vec::new();
    lines.retain(|l| {
        if seen.contains(l) {
            false
        } else {
            seen.push(l.clone());
            true
        }
    });
    let accent = "#731f1f";
    CardSpec {
        front: CardFaceSpec {
            colour: "#faf5e6".into(),
            accent: accent.into(),
            title: Msg::plain(format!("{} {}", scen.id, scen.full_title)),
            subtitle: msg!("print-saigoku-card-scenario"),
            lines,
        },
        back: Some(CardFaceSpec {
            colour: accent.into(),
            accent: accent.into(),
            title: Msg::plain("西国之雄"),
            subtitle: msg!("print-saigoku-card-back", id = scen.id.as_str()),
            lines: Vec::new(),
        }),
        when: None,
        unchosen: true,
    }
}

fn scenario_section(d: &SaigokuData, scen: &ScenarioSpec) -> Section {
    let mut rows = vec![Row::Line(msg!(
        "print-saigoku-scenario-when",
        date = scen.date.as_str(),
        n = scen.innings,
        area = scen.area.as_str()
    ))];
    rows.extend(
        scen.notes
            .iter()
            .filter(|n| !says_immobile(scen, n))
            .map(|n| Row::Line(name(d, n))),
    );
    rows.extend(immobile_lines(d, scen).into_iter().map(Row::Line));
    rows.push(Row::Line(msg!("print-saigoku-names-note")));
    Section {
        title: msg!(
            "print-saigoku-scenario-rules",
            id = scen.id.as_str(),
            title = scen.full_title.as_str()
        ),
        rule: Some(scen.rule.clone()),
        rows,
    }
}

pub fn sheets(d: &SaigokuData) -> Sheets {
    let armies = armies_of_units(d);
    // Shipped stand-in values are marked on every unit counter until the players enter theirs.
    let placeholder = d.counters_grid.placeholder;
    let mut counters = Vec::new();
    for (id, c) in &d.counters {
        let (army, army_name, side) = armies.get(id).cloned().unwrap_or_default();
        let bg = army_colour(&army, &side);
        let top = if army_name.is_empty() {
            "?".to_string()
        } else {
            army_name.split(' ').next().unwrap_or("").to_string()
        };
        // "毛利方中小大名" is too long for a counter at 7 pt: the colour gives the side.
        let top_short = top.split_once('方').map(|(_, rest)| rest.to_string());
        let face = |strength: i64| {
            let mut f = FaceSpec::new(bg, id.clone())
                .top(Msg::plain(top.clone()))
                .stars(stars(c.rank))
                .bottom(Msg::plain(format!("{strength}-{}-{}", c.field, c.action)))
                .placeholder(placeholder);
            f.top_short = top_short.clone().map(Msg::plain);
            f
        };
        counters.push(CounterSpec::new(
            face(c.strength),
            Some(face(c.reduced).band(REDUCED_BAND)),
        ));
    }
    // Markers: morale −1…−4 (10), durability 1…9 (8-2), siege (18-1), 籠城 (16-1), castle control per
    // army (33.2), 非使用 (28-2), Inning and Stage (4-1).
    for m in 1..=4 {
        let f = FaceSpec::new(MORALE, format!("−{m}")).top(msg!("print-saigoku-m-morale"));
        counters.push(CounterSpec::new(f.clone(), Some(f)).copies(4));
    }
    for n in 1..=9 {
        let f = FaceSpec::new(CASTLE, n.to_string()).top(msg!("print-saigoku-m-durability"));
        counters.push(CounterSpec::new(f.clone(), Some(f)).copies(2));
    }
    let two = |name: Msg, top: Msg, bg: &str, n: u32| {
        let f = FaceSpec::said(bg, name).top(top);
        CounterSpec::new(f.clone(), Some(f)).copies(n)
    };
    counters.push(two(
        msg!("print-saigoku-m-siege"),
        msg!("print-saigoku-m-rule", rule = "18"),
        MARKER,
        6,
    ));
    counters.push(two(
        msg!("print-saigoku-m-garrison"),
        msg!("print-saigoku-m-rule", rule = "16"),
        MARKER,
        6,
    ));
    counters.push(two(
        msg!("print-saigoku-m-unused"),
        msg!("print-saigoku-m-rule", rule = "28-2"),
        CASTLE,
        2,
    ));
    counters.push(two(
        msg!("print-saigoku-m-ruined"),
        msg!("print-saigoku-m-rule", rule = "21-1"),
        CASTLE,
        2,
    ));
    counters.extend(castle_markers(d));
    counters.push(two(
        msg!("print-saigoku-m-inning"),
        msg!("print-saigoku-m-rule", rule = "4-1"),
        MARKER,
        1,
    ));
    counters.push(two(
        msg!("print-saigoku-m-stage"),
        msg!("print-saigoku-m-rule", rule = "4-1"),
        MARKER,
        1,
    ));
    let cards = d.scenarios.iter().map(|s| scenario_card(d, s)).collect();
    let aid = d
        .scenarios
        .iter()
        .map(|s| (format!("scenario-{}", s.id), scenario_section(d, s)))
        .collect();
    Sheets {
        counters,
        counter_legend: vec![msg!("print-saigoku-legend")],
        cards,
        aid,
    }
}
