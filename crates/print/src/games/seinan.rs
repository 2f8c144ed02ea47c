//! 西南战争 1877: the player aid (our own words, with rule numbers) and the counter sheet (government
//! and Saigo units on both faces, the 13 disaffected samurai with their neutral and Saigo sides,
//! Saigo Takamori, markers). Units come from `tables/seinan/units.toml`.

use serde::Deserialize;

use crate::PrintError;
use crate::content::{AidSection, Counter, CounterFace, GameSheets};
use crate::core::Game;
use crate::pdf::Rgbf;

pub struct Seinan;

const GOV: Rgbf = Rgbf(0.14, 0.27, 0.42);
const SAIGO: Rgbf = Rgbf(0.55, 0.14, 0.14);
const NEUTRAL: Rgbf = Rgbf(0.85, 0.81, 0.72);
const MARKER: Rgbf = Rgbf(0.93, 0.86, 0.55);
const GOLD: Rgbf = Rgbf(0.85, 0.68, 0.2);
const FLIP_BAND: Rgbf = Rgbf(0.95, 0.95, 0.95);

/// The fields of `units.toml` the sheet needs (unknown fields are ignored, so the ruleset's file can grow).
#[derive(Debug, Deserialize)]
struct UnitsFile {
    #[serde(default)]
    placeholder: bool,
    units: Vec<UnitSpec>,
}

#[derive(Debug, Deserialize)]
struct UnitSpec {
    id: String,
    kind: String,
    /// Per-unit flag, when the file gives one; otherwise see [`NAMED`].
    #[serde(default)]
    placeholder: Option<bool>,
    #[serde(default)]
    main_body: bool,
    #[serde(default)]
    setup: String,
}

fn units(game: &dyn Game) -> Result<UnitsFile, PrintError> {
    game.files()
        .parse::<UnitsFile>("units.toml")
        .map_err(|e| PrintError::Data(e.to_string()))
}

/// The counters the rule text names (units.toml header); in a placeholder list every other name is
/// a stand-in and is marked on the sheet.
const NAMED: [&str; 6] = [
    "步兵第14连队",
    "熊本镇台",
    "步兵第13连队",
    "6番大队",
    "7番大队",
    "西乡隆盛",
];

fn body(main: bool) -> &'static str {
    if main { "本队" } else { "支队" }
}

impl GameSheets for Seinan {
    fn counter_legend(&self) -> Vec<String> {
        vec!["正面 front · 反面 flipped side (band) · 本队 main body / 支队 detachment (optional rule 10.1) · 中立 neutral samurai (9.2).".into()]
    }

    fn aid(&self, game: &dyn Game, _scenario: Option<&str>) -> Result<Vec<AidSection>, PrintError> {
        let u = units(game)?;
        let mut out = vec![
            AidSection::new("Sequence of play 游戏顺序", "4.0")
                .text("A game turn (大回合) has two player turns, Saigo first. The phasing player runs three phases:")
                .steps([
                    "March — roll for march points and move (5.0).",
                    "Combat — fight out every contested box (6.0).",
                    "Reorganisation — flip units back, conscript samurai, take replacements (7.0).",
                ])
                .text("Then the government player does the same. There is no turn limit: play until a side wins (8.0)."),
            AidSection::new("March 行军", "5.0")
                .text("Roll one d6: that many march points (MP); a roll of 1 gives 2 MP. Unspent MP are lost.")
                .table(
                    &["action", "1 MP buys", "roads"],
                    vec![
                        vec!["a".into(), "1–2 units of one box → 1 adjacent box".into(), "normal".into()],
                        vec!["b".into(), "1 unit → 2 boxes in a row".into(), "both normal".into()],
                        vec!["c".into(), "1 unit → 1 box".into(), "obstacle (must use c)".into()],
                    ],
                )
                .bullets([
                    "A unit joins at most 2 march actions per player turn.",
                    "Entering a box with enemy units ends that unit's move at once (action b loses its 2nd step).",
                    "Saigo-side units never enter 本州.",
                    "Neutral 不平士族 do not move and do not block.",
                    "Optional stacking (5.0(6)): max 10 units of a side per box (ruling: 本州 exempt, eliminated government units gather there), checked at the end of reorganisation after replacement; the opponent removes only the excess, counted as units go.",
                ]),
            AidSection::new("Combat 战斗", "6.0–6.3")
                .text("Every box holding units of both sides is a battle (neutral samurai do not count). The phasing player picks the order; finish each before the next.")
                .steps([
                    "Non-phasing side attacks (or declares a retreat); apply its hits.",
                    "Phasing side attacks (or declares a retreat); apply its hits.",
                    "Repeat until only one side is left in the box.",
                ])
                .text("An attack: one d6 per attacking unit (西乡隆盛 does not roll). Each 4, 5 or 6 is one hit (6.2).")
                .table(
                    &["unit hit", "result"],
                    vec![
                        vec!["2-step unit, front".into(), "flip to 反面 (same strength)".into()],
                        vec!["西乡军 unit, flipped".into(), "to the replacement pool 西乡军补充区域".into()],
                        vec!["政府军 unit, flipped".into(), "to the 本州 box".into()],
                        vec!["converted 不平士族".into(), "to the replacement pool".into()],
                        vec!["西乡隆盛".into(), "removed — the government wins".into()],
                    ],
                )
                .bullets([
                    "Retreat (6.3): instead of attacking, move units to adjacent boxes free of enemy units (Saigo never into 本州). No legal box, no retreat.",
                    "Tip from the designer's note: a non-phasing side that retreats in round 1 avoids the fight entirely.",
                ]),
            AidSection::new("Saigo advantages 西乡军的优势", "6.4")
                .steps([
                    "The Saigo player allocates the hits.",
                    "The Saigo player decides every retreat: which units go, and where (6.4②). A retreat may be partial: the units that stay fight on, and the retreating side makes no attack that step.",
                    "Once per game, on a Saigo retreat: 西乡隆盛 plus one unit may go straight to 鹿儿岛; government units there are pushed to an adjacent box.",
                ]),
            AidSection::new("Reorganisation 重编", "7.0")
                .steps([
                    "Recovery: flip every flipped unit of both sides back to the front.",
                    "Conscription: a neutral 不平士族 sharing a box with a 西乡军 unit turns to its 西乡军 side for good.",
                    "Replacement (Saigo turn only): if 西乡隆盛 can trace roads to 鹿儿岛 free of government units and the pool holds 2+ units, pick 2: one returns face-up in 西乡隆盛's box, the other leaves the game. Repeat while 2+ remain.",
                    "Stacking check, if the optional limit is used: only the excess is removed, and the first removal ends replacement for the phase.",
                ]),
            AidSection::new("熊本城 siege", "9.1")
                .bullets([
                    "熊本城 and 熊本 are joined by an obstacle route: march in or out with action c only.",
                    "A battle in 熊本城 lasts one round: government fires first, then the Saigo side.",
                    "Each government hit there removes a whole Saigo unit (no flipping); Saigo hits work as usual.",
                    "If government units are still inside, all Saigo units there fall back to 熊本, and government units lost in this siege return to the castle.",
                ]),
            AidSection::new("Victory 胜利条件", "8.0")
                .table(
                    &["when", "winner"],
                    vec![
                        vec!["after a battle, Saigo units hold both 波多 and 小仓 (no government unit left there)".into(), "西乡军".into()],
                        vec!["after a battle, Saigo units hold 熊本城 (no government unit left there)".into(), "西乡军".into()],
                        vec!["西乡隆盛 removed from the game".into(), "政府军".into()],
                    ],
                ),
            AidSection::new("Special units 特殊单位", "9.2, 9.3, 10.1")
                .bullets([
                    "不平士族: start 中立 — no effect at all until conscripted; then a 1-step Saigo unit that can come back as a replacement.",
                    "西乡隆盛: 1 step, never rolls, can be hit; replacements appear in his box.",
                    "Optional command rule (10.1): action a with two units needs one 本队 (Saigo 大队 or 西乡隆盛; government 旅团). Two 支队 cannot pair up.",
                ]),
            AidSection::new("Choices Gunbai makes 规则解释", "")
                .note("Where the rules are unclear Gunbai uses these readings (changeable in the session options where marked).")
                .bullets([
                    "3.0: the Saigo setup boxes are not given; all Saigo units start in 鹿儿岛 unless you pick other boxes or place units one by one. Never in 本州, in a box where government units set up (久留米, 熊本城), or in both 波多 and 小仓.",
                    "5.0: the 2-action limit counts actions, not consecutive ones.",
                    "6.4: the Saigo player allocates hits for both sides; excess hits are lost.",
                    "6.4②: a retreat moves the units the Saigo player picks; moving the whole side is the quick choice.",
                    "7.0: conscription happens in both players' reorganisation phases.",
                    "7.0: the supply line to 鹿儿岛 may use any road; neutral samurai do not cut it.",
                    "8.0: victory (8.0) is checked after each battle and at the end of each combat phase.",
                    "9.1: in the siege the Saigo player picks which units the government hits remove.",
                ]),
        ];
        let mut setup = AidSection::new("Setup 配置", "3.0")
            .text("Everything starts face-up; the replacement pool starts empty. One 不平士族 (中立 side up) in each of its 13 towns.");
        let mut rows: Vec<String> = Vec::new();
        for kind in ["government", "saigo", "takamori"] {
            let mut by_box: Vec<(String, Vec<String>)> = Vec::new();
            for x in u.units.iter().filter(|x| x.kind == kind) {
                match by_box.iter_mut().find(|(b, _)| *b == x.setup) {
                    Some((_, v)) => v.push(x.id.clone()),
                    None => by_box.push((x.setup.clone(), vec![x.id.clone()])),
                }
            }
            for (b, v) in by_box {
                rows.push(format!("{} · {b}: {}", side_name(kind), v.join("、")));
            }
        }
        setup = setup.bullets(rows);
        if u.placeholder {
            setup = setup.note("PLACEHOLDER — the counter list is partly invented (only six counters are named in the rules); enter the names from your copy in the app's table editor.");
        }
        out.insert(1, setup);
        Ok(out)
    }

    fn counters(&self, game: &dyn Game) -> Result<Vec<Counter>, PrintError> {
        let u = units(game)?;
        let user = game.files().is_user("units.toml");
        let mut out = Vec::new();
        for x in &u.units {
            let ph = !user
                && x.placeholder
                    .unwrap_or(u.placeholder && !NAMED.contains(&x.id.as_str()));
            let c = match x.kind.as_str() {
                "government" | "saigo" => {
                    let (bg, side) = if x.kind == "government" {
                        (GOV, "政府军")
                    } else {
                        (SAIGO, "西乡军")
                    };
                    let top = format!("{side} {}", body(x.main_body));
                    // With the placeholder mark "政府军 本队" is too long at 7 pt: the colour
                    // gives the side.
                    let short = body(x.main_body).to_string();
                    let front = CounterFace::new(bg, x.id.clone())
                        .top(top.clone())
                        .top_short(short.clone())
                        .bottom("正面");
                    let back = CounterFace::new(bg, x.id.clone())
                        .top(top)
                        .top_short(short)
                        .bottom("反面")
                        .band(FLIP_BAND);
                    Counter::new(front, Some(back))
                }
                "samurai" => {
                    let front = CounterFace::new(NEUTRAL, x.id.clone())
                        .top("不平士族")
                        .bottom("中立");
                    let back = CounterFace::new(SAIGO, x.id.clone())
                        .top("不平士族 支队")
                        .top_short("支队")
                        .bottom("西乡军");
                    Counter::new(front, Some(back))
                }
                "takamori" => {
                    let front = CounterFace::new(SAIGO, x.id.clone())
                        .top("西乡军 本队")
                        .top_short("本队")
                        .bottom("不掷骰")
                        .band(GOLD);
                    Counter::new(front, None)
                }
                other => {
                    return Err(PrintError::Data(format!(
                        "tables/seinan/units.toml: unit '{}': unknown kind '{other}'",
                        x.id
                    )));
                }
            };
            out.push(Counter {
                front: c.front.placeholder(ph),
                back: c.back.map(|b| b.placeholder(ph)),
                copies: c.copies,
            });
        }
        // Markers (not counted by the rules; table aids).
        let m = |name: &str, top: &str, back_name: &str, back_top: &str| {
            Counter::new(
                CounterFace::new(MARKER, name).top(top),
                Some(CounterFace::new(MARKER, back_name).top(back_top)),
            )
        };
        out.push(m("大回合", "turn", "大回合", "turn"));
        out.push(m("西乡军", "player turn", "政府军", "player turn"));
        out.push(m("行军点", "march points", "行军点", "march points").map_top_short("MP"));
        out.push(m("突破可用", "6.4③ 鹿儿岛", "突破已用", "6.4③ 鹿儿岛"));
        out.push(m("交战", "battle", "交战", "battle").copies(6));
        out.push(m("围城", "9.1 熊本城", "围城", "9.1 熊本城"));
        Ok(out)
    }
}

fn side_name(kind: &str) -> &'static str {
    match kind {
        "government" => "政府军",
        _ => "西乡军",
    }
}
