//! 西国之雄 (Saigoku no Yū): the player aid (our own words, with rule numbers), counters (name, rank
//! stars, values on the front and the reduced back, army colour) and markers, and one scenario card
//! per scenario. Unit values come from `tables/saigoku/counters.toml` (a grid; placeholder values are
//! marked), armies and scenarios from `scenarios.toml`. Both are read leniently (as TOML values) so the
//! ruleset's files can grow without breaking the sheets.

use std::collections::BTreeMap;

use toml::Value;

use crate::PrintError;
use crate::content::{AidLine, AidSection, Card, CardFace, Counter, CounterFace, GameSheets};
use crate::core::Game;
use crate::pdf::Rgbf;
use crate::tables::grid::Grid;

pub struct Saigoku;

// Army colours are Gunbai's choice (the rules name the armies but not the counter colours).
fn army_colour(army: &str, side: &str) -> Rgbf {
    match army {
        "ouchi" => Rgbf(0.42, 0.22, 0.52),
        "amago" => Rgbf(0.16, 0.33, 0.6),
        "mori" => Rgbf(0.16, 0.42, 0.26),
        "masuda" => Rgbf(0.62, 0.5, 0.72),
        "urakami" => Rgbf(0.52, 0.36, 0.16),
        _ => match side {
            "mori" => Rgbf(0.6, 0.78, 0.62),
            "ouchi" => Rgbf(0.78, 0.68, 0.84),
            _ => Rgbf(0.62, 0.74, 0.88),
        },
    }
}

const MARKER: Rgbf = Rgbf(0.93, 0.86, 0.55);
const MORALE: Rgbf = Rgbf(0.85, 0.3, 0.25);
const CASTLE: Rgbf = Rgbf(0.55, 0.55, 0.55);
const REDUCED_BAND: Rgbf = Rgbf(0.95, 0.95, 0.95);

fn scenarios(game: &dyn Game) -> Result<Value, PrintError> {
    let f = game
        .files()
        .text("scenarios.toml")
        .map_err(|e| PrintError::Data(e.to_string()))?;
    toml::from_str::<Value>(&f.text)
        .map_err(|e| PrintError::Data(format!("tables/saigoku/scenarios.toml: {e}")))
}

fn s<'a>(v: &'a Value, k: &str) -> &'a str {
    v.get(k).and_then(Value::as_str).unwrap_or("")
}

fn arr<'a>(v: &'a Value, k: &str) -> &'a [Value] {
    v.get(k)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

/// Rule 34.7 (2) (and 35.7 (1), which repeats it for scenario 2), in our own words, for every unit
/// the scenario lists as `immobile`: it may not move until a unit of the other side first stands
/// next to it. Ruling (as the session plays it): once that has happened he moves freely for the
/// rest of the game, even if the enemy steps away again.
fn immobile_lines(scen: &Value) -> Vec<String> {
    let side_of = |unit: &str| {
        arr(scen, "place")
            .iter()
            .find(|p| arr(p, "units").iter().any(|u| u.as_str() == Some(unit)))
            .and_then(|p| {
                arr(scen, "army")
                    .iter()
                    .find(|a| s(a, "id") == s(p, "army"))
            })
            .map(|a| s(a, "side"))
            .unwrap_or("")
    };
    arr(scen, "immobile")
        .iter()
        .filter_map(Value::as_str)
        .map(|unit| {
            let own = side_of(unit);
            let enemy: Vec<&str> = arr(scen, "side")
                .iter()
                .filter(|x| !own.is_empty() && s(x, "id") != own)
                .map(|x| s(x, "name"))
                .collect();
            let enemy = if enemy.is_empty() {
                "an enemy".to_string()
            } else {
                format!("a {}", enemy.join("/"))
            };
            format!(
                "{unit} stays where he is until {enemy} unit first stands next to him; from then on he moves freely (34.7 (2))."
            )
        })
        .collect()
}

/// Is this scenario note the data's own wording of the 34.7 (2) restriction (printed by
/// [`immobile_lines`] instead)?
fn says_immobile(scen: &Value, note: &str) -> bool {
    note.contains("may not move")
        && arr(scen, "immobile")
            .iter()
            .filter_map(Value::as_str)
            .any(|u| note.contains(u))
}

/// Names as the counters print them (one form per game, issue 22 point 8): the counters carry
/// the Japanese forms (大内義長), which the scenario list of scenarios 1–2 writes simplified
/// (大内义长); `aliases` in scenarios.toml maps one to the other, longest name first.
fn as_on_counters(sc: &Value, text: &str) -> String {
    let mut pairs: Vec<(&str, &str)> = sc
        .get("aliases")
        .and_then(Value::as_table)
        .map(|t| {
            t.iter()
                .filter_map(|(k, v)| Some((k.as_str(), v.as_str()?)))
                .filter(|(k, v)| k != v)
                .collect()
        })
        .unwrap_or_default();
    pairs.sort_by_key(|(k, _)| std::cmp::Reverse(k.chars().count()));
    let mut out = text.to_string();
    for (k, v) in pairs {
        out = out.replace(k, v);
    }
    out
}

/// Counter id → (army id, army name, side id), from the first scenario that places the unit.
fn armies_of_units(sc: &Value) -> BTreeMap<String, (String, String, String)> {
    let aliases: BTreeMap<String, String> = sc
        .get("aliases")
        .and_then(Value::as_table)
        .map(|t| {
            t.iter()
                .filter_map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_string())))
                .collect()
        })
        .unwrap_or_default();
    let mut out = BTreeMap::new();
    for scen in arr(sc, "scenario") {
        let armies = arr(scen, "army");
        for place in arr(scen, "place") {
            let army_id = s(place, "army");
            let Some(army) = armies.iter().find(|a| s(a, "id") == army_id) else {
                continue;
            };
            for u in arr(place, "units").iter().filter_map(Value::as_str) {
                let id = aliases.get(u).cloned().unwrap_or_else(|| u.to_string());
                out.entry(id).or_insert_with(|| {
                    (
                        army_id.to_string(),
                        s(army, "name").to_string(),
                        s(army, "side").to_string(),
                    )
                });
            }
        }
    }
    out
}

/// Castle control markers (33.2): for every clan, and for the minor daimyo of each side, as many as
/// the scenario that needs most gives them at the start, plus spares for castles taken in play.
/// Front: the owner; back: 废城 (a castle that falls by durability is ruined, 21-1), so a marker is
/// flipped rather than swapped. Owners per scenario come from the castle list (columns s1–s4),
/// else from the set-up places.
fn castle_markers(game: &dyn Game, sc: &Value) -> Vec<Counter> {
    const SPARE: u32 = 2;
    let list = Grid::load(game.files(), "castle-list.toml").ok();
    // (key, name, top line, colour) → most needed in one scenario.
    let mut need: Vec<(MarkerKey, u32)> = Vec::new();
    for scen in arr(sc, "scenario") {
        let id = s(scen, "id");
        let armies = arr(scen, "army");
        let sides = arr(scen, "side");
        let owners: Vec<String> = match list
            .as_ref()
            .and_then(|g| g.column_index(&format!("s{id}")).map(|c| (g, c)))
        {
            Some((g, c)) => g
                .rows
                .iter()
                .filter_map(|r| r.cells.get(c).filter(|o| !o.is_empty()).cloned())
                .collect(),
            None => arr(scen, "place")
                .iter()
                .map(|p| s(p, "army").to_string())
                .collect(),
        };
        let mut here: Vec<(MarkerKey, u32)> = Vec::new();
        for o in owners {
            let Some(a) = armies.iter().find(|a| s(a, "id") == o) else {
                continue;
            };
            let side = s(a, "side");
            let side_name = sides
                .iter()
                .find(|x| s(x, "id") == side)
                .map(|x| s(x, "name"))
                .unwrap_or(side);
            let key = if s(a, "table") == "minor" {
                let c = army_colour("", side);
                (
                    format!("minor-{side}"),
                    "中小大名".to_string(),
                    format!("城 {side_name}"),
                    c,
                )
            } else {
                let c = army_colour(&o, side);
                (
                    o.clone(),
                    s(a, "name").to_string(),
                    "城 castle".to_string(),
                    c,
                )
            };
            let key = (key.0, key.1, key.2, rgb_key(key.3));
            match here.iter_mut().find(|(k, _)| *k == key) {
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
            let bg = Rgbf(
                c.0 as f32 / 1000.0,
                c.1 as f32 / 1000.0,
                c.2 as f32 / 1000.0,
            );
            Counter::new(
                CounterFace::new(bg, name).top(top),
                Some(CounterFace::new(CASTLE, "废城").top("21-1 ruined")),
            )
            .copies(n + SPARE)
        })
        .collect()
}

/// A kind of castle marker: (key, name, top line, colour in thousandths).
type MarkerKey = (String, String, String, (u32, u32, u32));

fn rgb_key(c: Rgbf) -> (u32, u32, u32) {
    let k = |v: f32| (v * 1000.0).round() as u32;
    (k(c.0), k(c.1), k(c.2))
}

/// Hex → castle name, from castles.toml (empty when the file is missing).
fn castle_names(game: &dyn Game) -> BTreeMap<String, String> {
    let Ok(g) = Grid::load(game.files(), "castles.toml") else {
        return BTreeMap::new();
    };
    let Some(c) = g.column_index("name") else {
        return BTreeMap::new();
    };
    g.rows
        .iter()
        .filter_map(|r| r.cells.get(c).map(|n| (r.key.clone(), n.clone())))
        .collect()
}

fn stars(rank: &str) -> u8 {
    match rank {
        "sotaisho" => 2,
        "taisho" => 1,
        _ => 0,
    }
}

impl GameSheets for Saigoku {
    fn aid(&self, game: &dyn Game, scenario: Option<&str>) -> Result<Vec<AidSection>, PrintError> {
        let mut out = vec![
            AidSection::new("Inning sequence イニング", "4-1, 29.0")
                .steps([
                    "Start stage: ① situation change (scenario 3 only: 大内 activation roll, 36.7); ② supply check for every force on the map — no line, morale −1 at once (11-3, 11-4-1).",
                    "Stages 1–4: each army runs its ops phase in the order 大内 → 尼子 → 毛利 (29.0). A force acts only if its action rating ≥ the stage number (12-2-4).",
                    "At the end of its own ops phase, an army checks the siege result of each of its besieged castles (18-2).",
                    "Advance the Inning marker; after the scenario's last Inning, score (32).",
                ])
                .table(
                    &["行动力", "stage 1", "2", "3", "4"],
                    vec![
                        vec!["1".into(), "○".into(), "×".into(), "×".into(), "×".into()],
                        vec!["2".into(), "○".into(), "○".into(), "×".into(), "×".into()],
                        vec!["3".into(), "○".into(), "○".into(), "○".into(), "×".into()],
                        vec!["4".into(), "○".into(), "○".into(), "○".into(), "○".into()],
                    ],
                ),
            AidSection::new("Actions 行动", "12, 13, 14, 26")
                .text("One action per force per ops phase, forces one at a time (12-1-1):")
                .bullets([
                    "部队编成: reorganise under a commander (☆☆ commands ☆ and 武将, ☆ commands 武将; capacity = 统率力) and/or replace (13, 14). Replacement: d6 on the army's table − |morale|; negative = desertion.",
                    "移动: 8 MP − |morale|; strong ZOC +1 in, +1 out; strategic movement needs supply, morale 0 and no adjacent enemy (15).",
                    "攻城战: siege, assault or surrender demand (17–20).",
                    "野战: skirmish or decisive battle (22–24).",
                    "士气回复: +1 with supply; without, d6 below 2 / 3 / 4 for 武将 / ☆ / ☆☆-led forces (26).",
                ]),
            AidSection::new("Garrison 籠城 and siege 包围", "16, 17, 18")
                .bullets([
                    "Garrisoning or leaving costs 1 MP; leaving is barred while enemy units share the hex (16-1, 16-3).",
                    "A garrison needs no supply and uses its lowest morale; the castle's own morale marker comes off (10-4, 16-4).",
                    "Establish a siege with besieging strength ≥ 10 × castle level (10 for level 0) (18-1).",
                    "Besiegers cannot move or fight field battles; attacked, they fight at half strength unless they lift the siege (18-4).",
                    "Siege check by the castle owner: d6 on the siege table by garrison size vs limit; a 1 triggers a castle event roll (18-2).",
                    "Lifting a siege sets castle and garrison morale back to 0 (18-3-2).",
                ]),
            AidSection::new("Assault 强袭 (with interception)", "19")
                .text("Every assault is met by an interception first, then the assault itself:")
                .table(
                    &["roll", "modifier", "rule"],
                    vec![
                        vec!["interception".into(), "+1 always".into(), "19-2-5 (1)".into()],
                        vec!["interception".into(), "+ field mod. of the best garrison leader".into(), "19-2-5 (2)".into()],
                        vec!["interception".into(), "+ (castle morale − assaulter morale)".into(), "19-2-5 (3)".into()],
                        vec!["assault".into(), "− castle level".into(), "19-3-2 (1)".into()],
                        vec!["assault".into(), "− terrain assault modifier".into(), "19-3-2 (2)".into()],
                        vec!["assault".into(), "+ (assaulter morale − castle morale)*".into(), "19-3-2 (3)".into()],
                    ],
                )
                .text("Interception costs the assaulter steps; the assault only lowers durability. Durability 0: the castle falls (21).")
                .note("* The sign of the morale modifier is not given; Gunbai uses the same convention as 20-2-1."),
            AidSection::new("Surrender demand 降服劝告", "20")
                .bullets([
                    "A besieging force led by a commander; one demand per castle per ops phase, and no assault on that castle in that phase.",
                    "Column = current durability. Modifiers: −2 if a ☆☆ is in the garrison, else −1 if a ☆; + (demander morale − castle morale); −1 after an earlier B.",
                ])
                .table(
                    &["result", "effect"],
                    vec![
                        vec!["A".into(), "no more demands on this castle".into()],
                        vec!["B".into(), "−1 on later demands".into()],
                        vec!["C".into(), "nothing".into()],
                        vec!["D".into(), "garrison withdraws; castle changes hands".into()],
                        vec!["E / F".into(), "besieger removes 1 / 2 units, the rest withdraw".into()],
                        vec!["G".into(), "half the garrison (round up) removed, the rest withdraw".into()],
                        vec!["H".into(), "whole garrison removed; demander may regain up to half their steps".into()],
                    ],
                ),
            AidSection::new("Castle fall 城池陷落", "21")
                .bullets([
                    "Morale already at −4 and dropping again: the castle falls.",
                    "Durability 0: the player who caused it rolls at once on the surrender table's 0 column for the garrison; the castle becomes 废城 (ruined).",
                    "A ruined castle has no function until a castle replacement restores durability (21-1).",
                ])
                .note("Gunbai's reading: a fall by durability leaves the castle ruined and ownerless."),
            AidSection::new("Skirmish 小摩擦", "23")
                .table(
                    &["modifier (attack)", "rule"],
                    vec![
                        vec!["−1 defender in 荒地 or 沼泽".into(), "23-2-1 (1)".into()],
                        vec!["−2 defender in 山地".into(), "23-2-1 (2)".into()],
                        vec!["−2 across a river".into(), "23-2-1 (3)".into()],
                        vec!["+ field mod. difference (leaders)".into(), "23-2-1 (4)".into()],
                        vec!["+ morale difference".into(), "23-2-1 (5)".into()],
                        vec!["−1 garrison attacking its own hex".into(), "23-7-1".into()],
                    ],
                )
                .table(
                    &["modifier (counterattack)", "rule"],
                    vec![
                        vec!["−1 counterattacker in 山地 or 沼泽".into(), "23-6-2 (1)".into()],
                        vec!["−2 across a river".into(), "23-6-2 (2)".into()],
                        vec!["+ field mod. difference (leaders)".into(), "23-6-2 (3)".into()],
                        vec!["+ morale difference".into(), "23-6-2 (4)".into()],
                        vec!["+1 against a garrison that attacked".into(), "23-7-3".into()],
                    ],
                )
                .bullets([
                    "The result number is split by the defender between step losses (first) and retreat hexes (at most 4); ● = at least one unit removed.",
                    "Retreat: −1 morale per hex; −1 step per hex entered that is in enemy ZOC, an enemy castle, across a river, or 山地/沼泽 (23-4).",
                    "Defenders that did not retreat may counterattack with their remaining strength; the attacker takes it all as steps (23-6).",
                ]),
            AidSection::new("Decisive battle 合战", "24")
                .bullets([
                    "Both 总大将 take part; forces stacked with them may join; not in 山地 or 沼泽; garrisons never join.",
                    "Both sides roll each round, losses applied together, no retreat during the rounds. Modifiers: + (own 总大将 field mod. − enemy's) + (own lowest morale − enemy's); no terrain modifier (24-2-3).",
                    "It ends when one side is down to 1-step or gone (it retreats), when both are (both step back 1 hex), or when the side that did better chooses to stop (it steps back 1 hex).",
                ])
                .table(
                    &["retreat d6", "effect"],
                    vec![
                        vec!["1–4".into(), "retreat that many hexes".into()],
                        vec!["5".into(), "lose 1 step, retreat 4".into()],
                        vec!["6".into(), "lose 2 steps, retreat 4".into()],
                    ],
                ),
            AidSection::new("Supply 联络线", "11")
                .table(
                    &["leg of the line", "max MP", "rule"],
                    vec![
                        vec!["本城 → castle or force".into(), "16".into(), "11-2-2 (1)".into()],
                        vec!["castle → castle or force".into(), "8".into(), "11-2-2 (2)".into()],
                        vec!["force → castle or force".into(), "8".into(), "11-2-2 (3)".into()],
                    ],
                )
                .bullets([
                    "Traced from the army's 本城 through friendly forces and castles; not into enemy units, enemy castles, enemy ZOC, swamp, or across sea/lake (11-1-3).",
                    "Checked at the start of each Inning and before replacement, strategic movement and morale recovery (11-3).",
                    "A lost 本城 means no supply at all for that army until it is friendly again (8-3-2).",
                ]),
            AidSection::new("Morale 士气 and leaders 讨死", "10, 25, 26")
                .bullets([
                    "Morale runs 0 to −4; one more loss at −4 removes the force (or makes the castle fall).",
                    "Low morale cuts MP, replacements and most combat rolls, and forbids strategic movement.",
                    "A unit eliminated in battle or siege never returns; if a 总大将 dies, every unit of that army leaves the map (25-2).",
                ])
                .table(
                    &["recovery without supply", "d6 needed", "rule"],
                    vec![
                        vec!["武将-only force".into(), "1".into(), "26-1-2".into()],
                        vec!["led by a ☆ 大将".into(), "1–2".into(), "26-1-2".into()],
                        vec!["led by a ☆☆ 总大将".into(), "1–3".into(), "26-1-2".into()],
                    ],
                ),
            AidSection::new("Scoring 得点", "32")
                .table(
                    &["item", "points"],
                    vec![
                        vec!["own castle level 0 / 1 / 2 / 3".into(), "1 / 2 / 3 / 5".into()],
                        vec!["郡山城 (3418)".into(), "5".into()],
                        vec!["山吹城 (3010)".into(), "10".into()],
                        vec!["enemy 总大将 / 大将 / 武将 removed".into(), "10 / 3 / 1".into()],
                    ],
                )
                .note("Gunbai's reading: the special castle values replace the level value; ruined castles score nothing."),
        ];
        // The scenario's own notes (from scenarios.toml), when one is chosen.
        if let Some(id) = scenario {
            let sc = scenarios(game)?;
            if let Some(scen) = arr(&sc, "scenario").iter().find(|x| s(x, "id") == id) {
                let mut sec = AidSection::new(
                    format!(
                        "Scenario {} {} — special rules",
                        s(scen, "id"),
                        s(scen, "full_title")
                    ),
                    s(scen, "rule").to_string(),
                )
                .text(format!(
                    "{} · {} innings · {}",
                    s(scen, "date"),
                    scen.get("innings").and_then(Value::as_integer).unwrap_or(0),
                    s(scen, "area")
                ));
                sec = sec.bullets(
                    arr(scen, "notes")
                        .iter()
                        .filter_map(Value::as_str)
                        .filter(|n| !says_immobile(scen, n))
                        .map(String::from)
                        .chain(immobile_lines(scen)),
                );
                for l in &mut sec.lines {
                    if let AidLine::Item(_, t) | AidLine::Text(t) = l {
                        *t = as_on_counters(&sc, t);
                    }
                }
                sec = sec.note("Names are written as on the counters (Japanese forms such as 大内義長, 刺賀長信); the Chinese rule text writes some of them in simplified characters.");
                out.insert(0, sec);
            }
        }
        Ok(out)
    }

    fn counter_legend(&self) -> Vec<String> {
        vec!["Unit values 2-0-2 = strength – field-battle modifier – action rating (兵力-野战修正-行动力); the back (band) shows the reduced strength. ☆☆ 总大将 · ☆ 大将 · no star 武将.".into()]
    }

    fn aid_skips(&self) -> &'static [&'static str] {
        // Unit values are on the counters themselves; castle data is set-up data (on the scenario
        // cards), not a result table; scoring is the aid's own Scoring section (32).
        &[
            "counters.toml",
            "castles.toml",
            "castle-list.toml",
            "scoring.toml",
        ]
    }

    fn aid_first(&self) -> &'static [&'static str] {
        &["crt.toml", "terrain.toml"]
    }

    fn label(&self, game: &dyn Game, id: &str) -> String {
        if let Some(name) = castle_names(game).get(id) {
            return format!("{name} ({id})");
        }
        let named = match id {
            "clear" => "平地 clear",
            "rough" => "荒地 rough",
            "marsh" => "沼泽 marsh",
            "mountain" => "山地 mountain",
            "sotaisho" => "☆☆ 总大将",
            "taisho" => "☆ 大将",
            "busho" => "武将",
            "ouchi" => "大内氏",
            "amago" => "尼子氏",
            "mori" => "毛利氏",
            "masuda" => "益田氏",
            "urakami" => "浦上氏",
            "minor" => "中小大名",
            _ => "",
        };
        if named.is_empty() {
            crate::content::humanise(id)
        } else {
            named.to_string()
        }
    }

    fn counters(&self, game: &dyn Game) -> Result<Vec<Counter>, PrintError> {
        let grid = Grid::load(game.files(), "counters.toml")
            .map_err(|e| PrintError::Data(e.to_string()))?;
        let col = |name: &str| grid.column_index(name);
        let (rank_c, str_c, red_c, field_c, act_c) = (
            col("rank"),
            col("strength"),
            col("reduced"),
            col("field"),
            col("action"),
        );
        let cell = |row: &crate::tables::grid::GridRow, c: Option<usize>| {
            c.and_then(|i| row.cells.get(i))
                .cloned()
                .unwrap_or_default()
        };
        let sc = scenarios(game)?;
        let armies = armies_of_units(&sc);
        // Shipped stand-in values are marked on every unit counter until the players enter theirs.
        let placeholder = grid.placeholder && !game.files().is_user("counters.toml");
        let mut out = Vec::new();
        for row in &grid.rows {
            let (army, army_name, side) = armies.get(&row.key).cloned().unwrap_or_default();
            let bg = army_colour(&army, &side);
            let top = if army_name.is_empty() {
                "?".to_string()
            } else {
                army_name.split(' ').next().unwrap_or("").to_string()
            };
            // "毛利方中小大名" is too long for a counter at 7 pt: the colour gives the side.
            let top_short = top
                .split_once('方')
                .map(|(_, rest)| rest.to_string())
                .unwrap_or_default();
            let n = stars(&cell(row, rank_c));
            let values = |strength: String| {
                format!("{}-{}-{}", strength, cell(row, field_c), cell(row, act_c))
            };
            let front = CounterFace::new(bg, row.key.clone())
                .top(top.clone())
                .top_short(top_short.clone())
                .stars(n)
                .bottom(values(cell(row, str_c)))
                .placeholder(placeholder);
            let back = CounterFace::new(bg, row.key.clone())
                .top(top)
                .top_short(top_short)
                .stars(n)
                .bottom(values(cell(row, red_c)))
                .band(REDUCED_BAND)
                .placeholder(placeholder);
            out.push(Counter::new(front, Some(back)));
        }
        // Markers: morale −1…−4 (10), durability 1…9 (8-2), siege (18-1), 籠城 (16-1), castle control per
        // army (33.2), 非使用 (28-2), Inning and Stage (4-1).
        for m in 1..=4 {
            let f = CounterFace::new(MORALE, format!("−{m}")).top("士气 morale");
            out.push(Counter::new(f.clone(), Some(f)).copies(4));
        }
        for d in 1..=9 {
            let f = CounterFace::new(CASTLE, d.to_string()).top("耐久力");
            out.push(Counter::new(f.clone(), Some(f)).copies(2));
        }
        let two = |name: &str, top: &str, bg: Rgbf, back: &str, n: u32| {
            Counter::new(
                CounterFace::new(bg, name).top(top),
                Some(CounterFace::new(bg, back).top(top)),
            )
            .copies(n)
        };
        out.push(two("包围", "siege 18", MARKER, "包围", 6));
        out.push(two("籠城", "garrison 16", MARKER, "籠城", 6));
        out.push(two("非使用", "28-2", CASTLE, "非使用", 2));
        out.push(two("废城", "21-1", CASTLE, "废城", 2));
        out.extend(castle_markers(game, &sc));
        out.push(two("Inning", "4-1", MARKER, "Inning", 1));
        out.push(two("Stage", "4-1", MARKER, "Stage", 1));
        Ok(out)
    }

    fn cards(&self, game: &dyn Game) -> Result<Vec<Card>, PrintError> {
        let sc = scenarios(game)?;
        let castle_names = castle_names(game);
        let mut out = Vec::new();
        for scen in arr(&sc, "scenario") {
            let sides = arr(scen, "side");
            let mut lines = vec![
                format!(
                    "{} · {} innings (rule {})",
                    s(scen, "date"),
                    scen.get("innings").and_then(Value::as_integer).unwrap_or(0),
                    s(scen, "rule")
                ),
                format!("Map: {}", s(scen, "area")),
            ];
            for side in sides {
                let armies: Vec<&str> = arr(scen, "army")
                    .iter()
                    .filter(|a| s(a, "side") == s(side, "id"))
                    .map(|a| s(a, "name"))
                    .collect();
                lines.push(format!("{}: {}", s(side, "name"), armies.join("、")));
            }
            let first = s(scen, "first_setup");
            if !first.is_empty() {
                lines.push(format!(
                    "Sets up first: {}",
                    sides
                        .iter()
                        .find(|x| s(x, "id") == first)
                        .map(|x| s(x, "name"))
                        .unwrap_or(first)
                ));
            }
            let victory: Vec<&str> = arr(scen, "victory")
                .iter()
                .filter_map(Value::as_str)
                .collect();
            lines.push(format!("Victory: {}", victory.join(" or ")));
            // Notes, less what the lines above already say.
            for n in arr(scen, "notes").iter().filter_map(Value::as_str) {
                if (!first.is_empty() && n.to_lowercase().contains("sets up first"))
                    || says_immobile(scen, n)
                {
                    continue;
                }
                lines.push(n.to_string());
            }
            lines.extend(immobile_lines(scen));
            // The set-up: which units start where (castle names, hex numbers for finding them).
            lines.push("Set-up 配置:".into());
            let armies = arr(scen, "army");
            for place in arr(scen, "place") {
                let hex = s(place, "hex");
                let castle = castle_names.get(hex).cloned().unwrap_or_default();
                let army = armies
                    .iter()
                    .find(|a| s(a, "id") == s(place, "army"))
                    .map(|a| s(a, "name"))
                    .unwrap_or(s(place, "army"));
                let units: Vec<&str> = arr(place, "units")
                    .iter()
                    .filter_map(Value::as_str)
                    .collect();
                let at = if castle.is_empty() {
                    format!("hex {hex}")
                } else {
                    format!("{castle} ({hex})")
                };
                lines.push(if units.is_empty() {
                    format!("{at} · {army}")
                } else {
                    format!("{at} · {army}: {}", units.join("、"))
                });
            }
            let mut lines: Vec<String> = lines.iter().map(|l| as_on_counters(&sc, l)).collect();
            let mut seen = std::collections::BTreeSet::new();
            lines.retain(|l| seen.insert(l.clone()));
            let accent = Rgbf(0.45, 0.12, 0.12);
            out.push(Card {
                front: CardFace {
                    bg: Rgbf(0.98, 0.96, 0.9),
                    accent,
                    title: format!("{} {}", s(scen, "id"), s(scen, "full_title")),
                    subtitle: "西国之雄 scenario".into(),
                    lines,
                },
                back: Some(CardFace {
                    bg: accent,
                    accent,
                    title: "西国之雄".into(),
                    subtitle: format!("scenario {}", s(scen, "id")),
                    lines: Vec::new(),
                }),
            });
        }
        Ok(out)
    }
}
