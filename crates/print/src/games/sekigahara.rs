//! 关原大作战: the player aid (deck procedure, the 16 cards, attack and siege modifiers, marker triggers,
//! subversion and intimidation, victory, Gunbai's readings), counters for the units and track markers from
//! `tables/sekigahara/counters.toml`, and the 16 action cards (Japanese text, plus the seven cards whose
//! Chinese text differs, to swap in when playing with the Chinese text).

use serde::Deserialize;

use crate::PrintError;
use crate::content::{AidSection, Card, CardFace, Counter, CounterFace, GameSheets};
use crate::core::Game;
use crate::pdf::Rgbf;
use gunbai_rules::games::sekigahara::cards::{ALL, Card as Action, Variant};
use gunbai_rules::games::sekigahara::data::Side;

pub struct Sekigahara;

const EAST: Rgbf = Rgbf(0.14, 0.27, 0.5);
const WEST: Rgbf = Rgbf(0.55, 0.14, 0.14);
const NEITHER: Rgbf = Rgbf(0.35, 0.35, 0.35);
const MARKER: Rgbf = Rgbf(0.93, 0.86, 0.55);
const CARD_BG: Rgbf = Rgbf(0.98, 0.96, 0.9);
const FLIP_BAND: Rgbf = Rgbf(0.95, 0.95, 0.95);

/// The fields of `counters.toml` the sheet needs (unknown fields are ignored).
#[derive(Debug, Deserialize)]
struct CountersFile {
    #[serde(default)]
    placeholder: bool,
    counters: Vec<CounterSpec>,
}

#[derive(Debug, Deserialize)]
struct CounterSpec {
    id: String,
    side: String,
    faction: String,
    kind: String,
    front: i32,
    back: i32,
    #[serde(default)]
    command: u8,
    #[serde(default)]
    morale: i32,
    #[serde(default)]
    setup: String,
}

fn counters_file(game: &dyn Game) -> Result<CountersFile, PrintError> {
    game.files()
        .parse::<CountersFile>("counters.toml")
        .map_err(|e| PrintError::Data(e.to_string()))
}

fn faction(f: &str) -> &'static str {
    match f {
        "tokugawa" => "德川/谱代",
        "tozama" => "东军外样",
        "main-war" => "西军主战派",
        _ => "西军诸将",
    }
}

fn side_colour(side: Option<Side>) -> Rgbf {
    match side {
        Some(Side::East) => EAST,
        Some(Side::West) => WEST,
        None => NEITHER,
    }
}

fn card_face(c: Action, v: Variant) -> CardFace {
    let side = c.side().map(|s| s.name()).unwrap_or("东西两军");
    let t = c.text(v);
    CardFace {
        bg: CARD_BG,
        accent: side_colour(c.side()),
        title: c.name(v),
        subtitle: format!(
            "{side} · No. {}{}",
            c.number(),
            if c.differs() {
                match v {
                    Variant::Ja => " · ★ 日文版",
                    Variant::Zh => " · ★ 中文版",
                }
            } else {
                ""
            }
        ),
        lines: vec![t.en, t.zh],
    }
}

fn card_back() -> CardFace {
    CardFace {
        bg: Rgbf(0.2, 0.2, 0.25),
        accent: Rgbf(0.85, 0.68, 0.2),
        title: "关原大作战".into(),
        subtitle: "行动卡 action card".into(),
        lines: vec![],
    }
}

impl GameSheets for Sekigahara {
    fn aid(&self, game: &dyn Game, scenario: Option<&str>) -> Result<Vec<AidSection>, PrintError> {
        let cf = counters_file(game)?;
        let v = Variant::Ja;
        let card_rows: Vec<String> = ALL
            .iter()
            .map(|c| {
                let mut line = format!(
                    "{} {} / {} ({}): {}",
                    c.number(),
                    c.name(Variant::Zh),
                    c.ja_name(),
                    c.side().map(|s| s.name()).unwrap_or("—"),
                    c.text(v).en
                );
                if c.differs() {
                    line.push_str(&format!(" ★ Chinese text: {}", c.text(Variant::Zh).en));
                }
                line
            })
            .collect();
        let mut setup = AidSection::new("Setup 游戏准备", "3.0")
            .text("Every counter face up. Morale markers on START; 京 held by the West; 家康出马 and 秀赖出阵 set aside; the other 14 cards shuffled.");
        let mut places: Vec<String> = Vec::new();
        for c in &cf.counters {
            if !places.contains(&c.setup) {
                places.push(c.setup.clone());
            }
        }
        let rows: Vec<String> = places
            .iter()
            .map(|p| {
                let names: Vec<&str> = cf
                    .counters
                    .iter()
                    .filter(|c| c.setup == *p)
                    .map(|c| c.id.as_str())
                    .collect();
                let place = p
                    .strip_prefix("entry:")
                    .map(|l| format!("{l} 登场轨道 START"))
                    .unwrap_or(p.clone());
                format!("{place}: {}", names.join("、"))
            })
            .collect();
        // With a scenario chosen its section (printed first) lists the placements: not twice.
        setup = if scenario.is_some() {
            setup.text("Placements: see the scenario section at the top of the aid.")
        } else {
            setup.bullets(rows)
        };
        if cf.placeholder {
            setup = setup.note("PLACEHOLDER — attack strengths, command, printed morale, garrisons and the map are not in the rules; copy your own counters and board into the tables (the GUI's table editor).");
        }
        Ok(vec![
            AidSection::new("Sequence of play 游戏顺序", "4.1")
                .steps([
                    "Draw the top card of the shared deck (no turns, no turn limit).",
                    "Resolve it: the side named on the card acts; every action is optional (5.1(3)).",
                    "Discard it. After 家康行动 the discards and the rest of the deck are shuffled into a new deck (4.1(4)).",
                ])
                .bullets([
                    "家康出马 enters the deck once 德川家康's group is placed on the map; 秀赖出阵 once 丰臣秀赖 leaves 大坂 (4.2). Gunbai shuffles them into the draw pile.",
                    "强行军 (card 8): Japanese text — the previous card counts as drawn again; Chinese text — draw another. As the very first card: draw another.",
                ]),
            setup,
            AidSection::new("The 16 action cards 行动卡", "2.5, 4.2")
                .note("The Japanese text is the default; the session option 'card text' switches all seven ★ cards together.")
                .bullets(card_rows),
            AidSection::new("Commander actions 指挥官行动", "5.1–9.0")
                .text("An acting commander declares one action and leads up to his command (统率力) in counters from his own hex, himself included:")
                .steps([
                    "Move (6.0): normal = morale hexes; strategic = one die + morale, starting on a road and following roads only. No mountains, no full sea, no river without a road. Entering an enemy zone of control or an enemy castle ends the move. At most 6 counters per hex at the end.",
                    "Attack (7.0) an adjacent hex — never across full sea.",
                    "Recover (8.0): turn flipped counters in his hex face up (not in an enemy zone of control).",
                    "March (9.0): 德川家康 or 德川秀忠 moves his whole group one column on the entry track; at 登场 they enter at 东海道 / 中山道.",
                ])
                .bullets([
                    "Leading (5.1(5)): his own house; any 武将; 足轻 of another house only together with a 武将 of that house. Garrisons never act.",
                    "Morale (5.2): printed for East commanders, 石田三成, 宇喜多秀家 and 大谷吉继; 前田利长, 毛利辉元 and 毛利元康 read their own track; every other West commander reads the 西军诸将 track; a West lord who went East has morale 1.",
                ]),
            AidSection::new("Attack and siege 攻击与攻城", "7.1–7.3")
                .text("One die per attacking counter; a roll at or under its strength is a hit. The defender assigns hits: a hit flips a counter, a second eliminates it.")
                .table(
                    &["situation", "strength"],
                    vec![
                        vec!["plain → hill".into(), "−1".into()],
                        vec!["across a river hexside".into(), "−1".into()],
                        vec!["hill → plain (not from a working castle, A19)".into(), "+1".into()],
                        vec!["strength 0 or less".into(), "cannot hit".into()],
                        vec!["siege of a working castle".into(), "−2, at least 1; no terrain".into()],
                    ],
                )
                .bullets([
                    "Siege (7.2): the defender may strike first with every counter in the castle, garrisons included; the attacker assigns those hits, then the survivors attack.",
                    "Advance (7.3): if the hex is emptied the commander may move in with attackers, within his command and the movement rules.",
                    "East outside-lord commanders may not attack the hex of 丰臣秀赖 (13.0(3)).",
                ]),
            AidSection::new("Tracks and triggers 轨道", "11.0")
                .text("The subversion marker and every morale marker move toward the side that:")
                .table(
                    &["trigger", "columns"],
                    vec![
                        vec!["removes an enemy commander".into(), "1 each".into()],
                        vec!["wins over an enemy commander (defection)".into(), "1 each".into()],
                        vec!["takes an enemy castle (大阪、大津、田边、岐阜、清洲、大垣、佐和山、金泽: 2)".into(), "1 or 2".into()],
                        vec!["takes 京".into(), "2".into()],
                        vec!["fails an intimidation check (toward the opponent)".into(), "2".into()],
                    ],
                )
                .bullets([
                    "An attacked commander's own marker moves 1 toward his side (11.0(2)); the 西军诸将 marker if any of its commanders is attacked.",
                    "Cards move morale markers only, never the subversion marker.",
                    "A marker that reaches an end of its track stays there (11.0(4)).",
                ]),
            AidSection::new("Subversion and intimidation 调略与恫吓", "12.0–12.2")
                .text("When 家康出马 or 秀赖出阵 is resolved, pick a hex with enemy counters and roll one die:")
                .table(
                    &["check", "succeeds on"],
                    vec![
                        vec!["subversion (marker on your side only)".into(), "≤ the marker's column value".into()],
                        vec!["intimidation, next to your leader (德川家康 / 丰臣秀赖)".into(), "≤ 4".into()],
                        vec!["intimidation, next to another counter of yours".into(), "≤ 3".into()],
                        vec!["intimidation, otherwise".into(), "≤ 2".into()],
                    ],
                )
                .bullets([
                    "Success: every 西军诸将 / 东军外样 counter in the hex changes side; 西军主战派 / 德川・谱代 counters there are removed. A castle taken this way keeps its castle function (10.0(5)).",
                    "丰臣秀赖 may leave 大坂 only while 毛利辉元's morale is 1+ and the subversion marker is on the West side (13.0(1)).",
                ]),
            AidSection::new("Victory 胜利条件", "14.0")
                .table(
                    &["at once when", "winner"],
                    vec![
                        vec!["德川家康 removed".into(), "西军".into()],
                        vec!["石田三成 or 丰臣秀赖 removed".into(), "东军".into()],
                        vec!["the subversion marker reaches a 胜利 box".into(), "that box's side".into()],
                    ],
                ),
            AidSection::new("Choices Gunbai makes 规则解释", "digest A1–A40")
                .note("Where the rules are unclear Gunbai uses these readings; marked ones are session options.")
                .bullets([
                    "A1/A3/A4: Japanese text — 'or' cards allow one effect; Chinese text — both, the marker first (option: card text).",
                    "A2: 强行军 under the Japanese text re-resolves the previous card, reshuffle included.",
                    "A6: card 7 reads morale 1 to 3 (Japanese) or 1 or 3 (Chinese).",
                    "A10: the subversion marker starts on the centre column: no subversion check until it moves.",
                    "A11: markers at a track end are frozen (option: let them come back).",
                    "A12: no draw limit (option: a limit that ends the game drawn).",
                    "A13: returning cards are shuffled into the draw pile.",
                    "A21: the owner assigns hits freely (option: flip all before eliminating any).",
                    "A22: the pre-emptive strike does not move markers; the attacker assigns its hits.",
                    "A24/A25: no zone of control into working castles; no entering enemy hexes except a lone 丰臣秀赖.",
                    "A30: any East commander may capture a lone 丰臣秀赖; 丰臣秀赖 is led like a 武将.",
                    "A19: the hill → plain +1 is withheld only when attacking from a castle that still works; a fallen castle is an ordinary hex (+1 from it and into it); a working castle attacked is a siege (no terrain).",
                    "A32: the whole group marches; entry waits while the entry hex holds enemies; counters left in 登场 by the stacking limit enter on a later march of their leader.",
                    "A15: one garrison per castle with room (placeholder data); garrisons take the castle owner's lords' faction.",
                ]),
        ])
    }

    fn counter_legend(&self) -> Vec<String> {
        vec!["攻 attack strength (7.1) · 统 command 统率力 (5.1) · 战 morale 战意 (5.2); on small counters 4-4-3 = 攻-统-战. The back (band) is the flipped side.".into()]
    }

    fn counters(&self, game: &dyn Game) -> Result<Vec<Counter>, PrintError> {
        let cf = counters_file(game)?;
        // Stand-in values (攻/统/战 are not in the rules) carry the placeholder mark, as Saigoku's
        // and Seinan's do, until the players enter their own counters (issue 22 point 1).
        let placeholder = cf.placeholder && !game.files().is_user("counters.toml");
        let mut out = Vec::new();
        for c in &cf.counters {
            let bg = if c.side == "east" { EAST } else { WEST };
            let top = faction(&c.faction).to_string();
            // The short forms for small counters: "主战派" (the colour gives the side), and the
            // values without their labels in the legend's order 攻-统-战.
            let top_short = top.strip_prefix("西军").unwrap_or("").to_string();
            let (front_bottom, back_bottom, front_short, back_short) = match c.kind.as_str() {
                "commander" => (
                    format!("攻{} 统{} 战{}", c.front, c.command, c.morale),
                    format!("攻{} 统{} 战{}", c.back, c.command, c.morale),
                    format!("{}-{}-{}", c.front, c.command, c.morale),
                    format!("{}-{}-{}", c.back, c.command, c.morale),
                ),
                "garrison" => (
                    format!("守备队 攻{}", c.front),
                    format!("守备队 攻{}", c.back),
                    format!("守备 攻{}", c.front),
                    format!("守备 攻{}", c.back),
                ),
                _ => (
                    format!("攻{}", c.front),
                    format!("攻{}", c.back),
                    String::new(),
                    String::new(),
                ),
            };
            out.push(Counter::new(
                CounterFace::new(bg, c.id.clone())
                    .top(top.clone())
                    .top_short(top_short.clone())
                    .bottom(front_bottom)
                    .bottom_short(front_short)
                    .placeholder(placeholder),
                Some(
                    CounterFace::new(bg, c.id.clone())
                        .top(top)
                        .top_short(top_short)
                        .bottom(back_bottom)
                        .bottom_short(back_short)
                        .band(FLIP_BAND)
                        .placeholder(placeholder),
                ),
            ));
        }
        let m = |name: &str, top: &str| Counter::new(CounterFace::new(MARKER, name).top(top), None);
        out.push(Counter::new(
            CounterFace::new(MARKER, "调略")
                .top("subversion 12.1")
                .top_short("12.1"),
            None,
        ));
        for t in ["毛利辉元", "毛利元康", "西军诸将", "前田利长"] {
            out.push(m(t, "战意 morale"));
        }
        out.push(Counter::new(
            CounterFace::new(WEST, "京").top("支配 control"),
            Some(CounterFace::new(EAST, "京").top("支配 control")),
        ));
        out.push(
            Counter::new(
                CounterFace::new(MARKER, "城 陷落")
                    .top("castle lost 10.0(4)")
                    .top_short("10.0(4)"),
                Some(
                    CounterFace::new(MARKER, "城 寝返")
                        .top("kept 10.0(5)")
                        .top_short("10.0(5)"),
                ),
            )
            .copies(4),
        );
        Ok(out)
    }

    /// Without a set-up choice: the 16 cards in the Japanese text and the 7 ★ cards in the Chinese text
    /// (swap them in to play with the Chinese card texts).
    fn cards(&self, _game: &dyn Game) -> Result<Vec<Card>, PrintError> {
        let mut out = deck(Variant::Ja);
        out.extend(ALL.iter().filter(|c| c.differs()).map(|c| Card {
            front: card_face(*c, Variant::Zh),
            back: Some(card_back()),
        }));
        Ok(out)
    }

    fn card_options(&self) -> &'static [&'static str] {
        &["card-text"]
    }

    /// With the table's set-up option `card-text` (rule 4.1: the card text in force): only the 16 cards
    /// in that text. The option is always there in a session (its default is the Japanese text).
    fn cards_for(
        &self,
        game: &dyn Game,
        options: &std::collections::BTreeMap<String, serde_json::Value>,
    ) -> Result<Vec<Card>, PrintError> {
        match options.get("card-text").and_then(|v| v.as_str()) {
            Some("zh") => Ok(deck(Variant::Zh)),
            Some(_) => Ok(deck(Variant::Ja)),
            None => self.cards(game),
        }
    }
}

/// The 16 action cards in one card text.
fn deck(v: Variant) -> Vec<Card> {
    ALL.iter()
        .map(|c| Card {
            front: card_face(*c, v),
            back: Some(card_back()),
        })
        .collect()
}
