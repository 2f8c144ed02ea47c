//! 將軍 Shogun: the player aid (round structure, actions and costs, events with their rice losses, the
//! winter table, wars and revolts, scoring, the choices Gunbai makes), spare markers, and card sheets for
//! the action, special and event cards — all in our own words, with rule numbers. Event and winter data
//! come from `tables/shogun/game.toml`.

use crate::PrintError;
use crate::content::{AidSection, Card, CardFace, Counter, CounterFace, GameSheets};
use crate::core::{Game, Loaded};
use gunbai_rules::games::shogun::state::{ACTS, SPECIALS};
use gunbai_rules::games::shogun::{ShogunData, ShogunRules};

use crate::pdf::Rgbf;

pub struct Shogun;

const PAPER: Rgbf = Rgbf(0.96, 0.93, 0.85);
const ACTION: Rgbf = Rgbf(0.55, 0.14, 0.14);
const SPECIAL: Rgbf = Rgbf(0.14, 0.27, 0.42);
const EVENT: Rgbf = Rgbf(0.25, 0.42, 0.2);
const MARKER: Rgbf = Rgbf(0.93, 0.86, 0.55);
const REVOLT: Rgbf = Rgbf(0.8, 0.3, 0.2);

fn data(game: &dyn Game) -> Result<&ShogunData, PrintError> {
    game.as_any()
        .downcast_ref::<Loaded<ShogunRules>>()
        .map(|l| &l.data)
        .ok_or_else(|| PrintError::Data("not the Shogun ruleset".into()))
}

/// What an action card does, in our words (rule 6 A1–A10).
fn action_lines(i: usize) -> Vec<String> {
    let v: &[&str] = match i {
        0..=2 => &[
            "Pay the cost; put the building on a free slot of the province.",
            "One of each kind per province; never more buildings than slots.",
        ],
        3 => &[
            "Rice track up by the province's rice value.",
            "No revolt marker there: place one. Already one: a revolt first (7.4).",
        ],
        4 => &[
            "Take coins equal to the province's tax value.",
            "No revolt marker there: place one. Already one: a revolt first (7.4).",
        ],
        5 => &["Pay 3: put 5 cubes from your supply into the province."],
        6 => &["Pay 2: put 3 cubes from your supply into the province."],
        7 => &[
            "Pay 1: put 1 cube into the province.",
            "You may then move cubes to one neighbouring province of yours (leave 1).",
        ],
        _ => &[
            "Move cubes to one neighbouring province, leaving at least 1 behind.",
            "Someone else's: invasion (7.2). Neutral: expansion (7.3).",
        ],
    };
    v.iter().map(|s| s.to_string()).collect()
}

impl GameSheets for Shogun {
    fn aid(&self, game: &dyn Game, _scenario: Option<&str>) -> Result<Vec<AidSection>, PrintError> {
        let d = data(game)?;
        let mut actions = Vec::new();
        for (i, a) in ACTS.iter().enumerate() {
            let (en, zh) = a.words();
            actions.push(vec![
                format!("A{}", i + 1),
                format!("{en} {zh}"),
                if a.cost() > 0 {
                    a.cost().to_string()
                } else {
                    "—".into()
                },
            ]);
        }
        let mut events = Vec::new();
        for e in &d.events {
            let (en, zh) = e.effect.words();
            let _ = zh;
            events.push(vec![
                e.id.clone(),
                en.to_string(),
                format!("−{}", e.rice_loss),
            ]);
        }
        let mut winter = Vec::new();
        for (i, r) in d.winter.iter().enumerate() {
            let to = d.winter.get(i + 1).map(|n| n.from - 1);
            let range = match to {
                Some(t) if t == r.from => r.from.to_string(),
                Some(t) => format!("{}–{t}", r.from),
                None => format!("{}+", r.from),
            };
            winter.push(vec![range, r.provinces.to_string(), r.peasants.to_string()]);
        }
        let tower_note = if d.tower.placeholder {
            format!(
                "Tower model defaults (stick {:.2}, release {:.2}) are PLACEHOLDERS: calibrate from your own tower's throws.",
                d.tower.stick, d.tower.release
            )
        } else {
            format!(
                "Tower model: stick {:.2}, release {:.2}.",
                d.tower.stick, d.tower.release
            )
        };
        Ok(vec![
            AidSection::new("Sequence of play 游戏顺序", "4")
                .text("Two years. Each year: spring, summer and autumn action rounds, then winter.")
                .steps([
                    "Deal the 10 action cards face down in a row; turn the first 5 up (5.1).",
                    "Deal the 5 special cards onto spaces 1–5 (5.2).",
                    "Plan in secret: one card on the bid space, province cards on action spaces; chest cards are blanks. Holding 11+ cards, fill every space (5.3).",
                    "Draw one of the face-up events for this round (5.4).",
                    "Reveal bids and pay them; highest bid places its daimyo first on a special card; the positions give the turn order (5.5).",
                    "Carry out the 10 actions in the order of the action cards, each in turn order; turn one more action card up after each (5.6).",
                ])
                .text("Set-up: coins 18 / 15 / 12 for 3 / 4 / 5 players; 7 cubes each and 10 peasants primed through the tower (3)."),
            AidSection::new("Bids 出价", "5.5")
                .text("Rank: 4 > 3 > 2 > 1 chests > a province card > 0 chests > nothing. Equal bids draw at random.")
                .bullets([
                    "A chest bid you cannot pay counts as 0 and costs nothing.",
                    "A province card on the bid space costs nothing and comes back at the end of the round.",
                ]),
            AidSection::new("Actions and costs 行动与费用", "6")
                .table(&["card", "action", "coins"], actions)
                .bullets([
                    "Build: one castle, temple and theatre per province at most, and no more buildings than slots (A1–A3).",
                    "Collect rice / tax: gain the province's value; place a revolt marker, or fight a revolt first if one is there (A4–A5, 7.4).",
                    "Recruit: cubes from your supply into the province; recruit 1 may then move cubes to a neighbouring own province (A6–A8).",
                    "War & move: cubes to one neighbouring province, leaving 1; someone else's is an invasion, a neutral one an expansion (A9–A10).",
                    "An action you truly cannot do is skipped; otherwise it must be done (P16).",
                ]),
            AidSection::new("Special cards 特殊卡", "2.4").bullets(SPECIALS.iter().map(|s| {
                let (en, zh) = s.words();
                format!("{en} · {zh}")
            })),
            AidSection::new("Events and winter rice loss 事件与冬季损失", "2.6, 8.1")
                .text("Four events are turned up each year; one is drawn per round; the one left at winter gives the rice loss.")
                .table(&["card", "effect this round", "winter rice"], events),
            AidSection::new("Wars and revolts 战争与起义", "7")
                .bullets([
                    "Throw the new cubes together with everything in the tray. Count only what lands in the tray; other colours stay there (7.1).",
                    "Invasion: attacker against defender plus peasants (peasants do not help a province with a revolt marker). More wins; losses equal the loser's count; a tie makes the province neutral (7.2).",
                    "Expansion into a neutral province: 1 peasant (2 with event E11); the attacker needs more cubes than peasants (7.3).",
                    "Collection revolt: all your cubes there against 1 peasant per revolt marker; win and add a marker, lose and the province turns neutral (7.4).",
                    "Winter revolt: your cubes against 1 peasant per marker plus the winter table's peasants (7.5).",
                ])
                .note(tower_note),
            AidSection::new("Winter 冬季", "8")
                .steps([
                    "Everyone loses the rice shown on the event card left face up.",
                    "Province cards minus rice left: look up the table below (equal or less: no revolt).",
                    "In autumn turn order, the player on the left draws that many of your province cards blind; each revolts (7.5).",
                    "Score (9). After the first winter: rice to 0, revolt markers off, 4 new events.",
                ])
                .table(&["cards − rice", "provinces revolt", "peasants each"], winter),
            AidSection::new("Scoring 计分", "9, 10")
                .table(
                    &["what", "points"],
                    vec![
                        vec!["each province card held".into(), "1".into()],
                        vec!["each building in your provinces".into(), "1".into()],
                        vec!["most castles in a region".into(), "3 (tied: 2 each)".into()],
                        vec!["most temples in a region".into(), "2 (tied: 1 each)".into()],
                        vec!["most theatres in a region".into(), "1 (tied: 0)".into()],
                    ],
                )
                .text("After the second winter the highest score wins; ties go to the most coins."),
            AidSection::new("Choices Gunbai makes 规则解释", "digest P1–P29")
                .note("Where the rules are silent Gunbai plays these readings (the ones marked * can be switched when a session starts).")
                .bullets([
                    "P6*: winter compares province cards with the rice left after the loss.",
                    "P8: the winter table's peasants are thrown for each revolting province, on top of one per marker.",
                    "P9: a collection revolt is fought first; lose it and there is no income.",
                    "P11: events cap or raise the printed value first, then a special card adds 1.",
                    "P13: event E11 means 2 peasants instead of 1.",
                    "P14: the 3-player designated start is for the sun side only.",
                    "P16: an action you cannot pay for or cannot place is skipped; otherwise it is compulsory.",
                    "P21: the sun-side map comes from a public computer port and is not checked against a board; the moon-side map is a copy of it until you enter yours.",
                ]),
        ])
    }

    fn counter_legend(&self) -> Vec<String> {
        vec![
            "SPARE markers, for a set that runs short (the box has 42 revolt markers and 28 castles, 26 temples, 26 theatres; rule 2.1):".into(),
            "12 起义 revolt · 6 each 城堡 castle, 神社 temple, 剧场 theatre · 5 稻米 rice and 5 分数 score markers for the tracks. 备用标记。".into(),
        ]
    }

    fn counters(&self, _game: &dyn Game) -> Result<Vec<Counter>, PrintError> {
        // Spare markers a table may be missing (rule 2.1 counts: 42 revolt markers, 28/26/26 buildings).
        // Names in the simplified forms the cards, the aid and the app use (one form per game:
        // 剧场, 起义, 分数; issue 22 point 8); the sheet's legend says these are spares.
        let m = |bg: Rgbf, name: &str, top: &str, n: u32| {
            Counter::new(CounterFace::new(bg, name).top(top), None).copies(n)
        };
        Ok(vec![
            m(REVOLT, "起义", "revolt marker", 12).map_top_short("revolt"),
            m(MARKER, "城堡", "castle", 6),
            m(MARKER, "神社", "temple", 6),
            m(MARKER, "剧场", "theatre", 6),
            m(PAPER, "稻米", "rice", 5),
            m(PAPER, "分数", "score", 5),
        ])
    }

    fn cards(&self, game: &dyn Game) -> Result<Vec<Card>, PrintError> {
        let d = data(game)?;
        let mut out = Vec::new();
        for (i, a) in ACTS.iter().enumerate() {
            let (en, zh) = a.words();
            out.push(Card {
                front: CardFace {
                    bg: PAPER,
                    accent: ACTION,
                    title: format!("A{} {zh}", i + 1),
                    subtitle: en.into(),
                    lines: action_lines(i),
                },
                back: None,
            });
        }
        for s in SPECIALS {
            let (en, zh) = s.words();
            out.push(Card {
                front: CardFace {
                    bg: PAPER,
                    accent: SPECIAL,
                    title: zh.into(),
                    subtitle: en.into(),
                    lines: vec!["Holds for this round only (2.4).".into()],
                },
                back: None,
            });
        }
        for e in &d.events {
            let (en, zh) = e.effect.words();
            out.push(Card {
                front: CardFace {
                    bg: PAPER,
                    accent: EVENT,
                    title: format!("{} · 冬 −{}", e.id, e.rice_loss),
                    // The band holds only a short subtitle: the event's name (before "："); the
                    // whole 中文 text goes in the body, never cut short.
                    subtitle: match zh.split_once('：') {
                        Some((head, _)) => head.into(),
                        None if zh.chars().count() <= 10 => zh.into(),
                        None => String::new(),
                    },
                    lines: vec![
                        zh.into(),
                        en.into(),
                        format!(
                            "If left face up at winter: lose {} rice (8.1).",
                            e.rice_loss
                        ),
                    ],
                },
                back: None,
            });
        }
        Ok(out)
    }
}
