//! 天下布武 (Tenka Fubu): the player aid (turn structure, war formula, draw choices, alliances, end and
//! scoring, in our own words with the rule sheet's section numbers) and a sheet of chips, control tiles
//! and troop tokens. The board's region list comes from `tables/tenka/map.toml`.

use serde::Deserialize;

use crate::PrintError;
use crate::content::{AidSection, Counter, CounterFace, GameSheets};
use crate::core::Game;
use crate::pdf::Rgbf;

pub struct Tenka;

const BLACK: Rgbf = Rgbf(0.1, 0.1, 0.1);
const WHITE: Rgbf = Rgbf(0.97, 0.97, 0.97);
const WOOD: Rgbf = Rgbf(0.80, 0.65, 0.42);
/// Control-tile colours in play order: red, blue, yellow, green (base set), purple, orange (expansion).
const TILES: [(Rgbf, &str, &str); 6] = [
    (Rgbf(0.78, 0.16, 0.16), "red", "赤"),
    (Rgbf(0.16, 0.31, 0.78), "blue", "青"),
    (Rgbf(0.85, 0.67, 0.0), "yellow", "黄"),
    (Rgbf(0.16, 0.59, 0.24), "green", "緑"),
    (Rgbf(0.51, 0.24, 0.67), "purple", "紫"),
    (Rgbf(0.90, 0.47, 0.08), "orange", "橙"),
];

/// The fields of `map.toml` the aid needs (other fields are ignored).
#[derive(Debug, Deserialize)]
struct MapFile {
    #[serde(default)]
    placeholder: bool,
    #[serde(default)]
    three_point_region: Option<String>,
    regions: Vec<Region>,
}

#[derive(Debug, Deserialize)]
struct Region {
    id: String,
    points: u32,
}

fn map(game: &dyn Game) -> Result<MapFile, PrintError> {
    game.files()
        .parse::<MapFile>("map.toml")
        .map_err(|e| PrintError::Data(e.to_string()))
}

impl GameSheets for Tenka {
    fn aid(&self, game: &dyn Game, scenario: Option<&str>) -> Result<Vec<AidSection>, PrintError> {
        let m = map(game)?;
        let mut setup = AidSection::new("Setup 准备", "3-1")
            .table(
                &["players 人数", "troops in storage 兵力", "tiles each 支配棋", "scenarios 剧本"],
                vec![
                    vec!["2".into(), "6".into(), "6".into(), "天下布武".into()],
                    vec!["3".into(), "8".into(), "6".into(), "天下布武, 下克上".into()],
                    vec!["4".into(), "9".into(), "5".into(), "天下布武, 下克上".into()],
                    vec!["5–6".into(), "10".into(), "4".into(), "天下布武, 下克上".into()],
                ],
            )
            .bullets([
                "Fill the troop storage, each player takes a colour and its control tiles, fix the play order.",
                "天下布武: from the last player back to the first, each puts one tile on a region nobody has taken yet. No troops are placed.",
                "下克上: every region starts neutral (中立).",
            ]);
        if scenario == Some("gekokujo") {
            setup = setup.note("This game: 下克上 — nobody starts with a region.");
        }
        let mut board = AidSection::new("The board 地图", "1")
            .text("Regions and their points (the number under the name):")
            .table(
                &["region 地域", "points 分数"],
                m.regions
                    .iter()
                    .map(|r| vec![r.id.clone(), r.points.to_string()])
                    .collect(),
            );
        if let Some(t) = &m.three_point_region {
            board = board.text(format!("Last tie-break region (3-point region): {t}"));
        }
        if m.placeholder {
            board = board.note("PLACEHOLDER — the rule sheet does not describe the board: enter your regions, points and borders in Gunbai's Tables screen (天下布武, map).");
        }
        Ok(vec![
            AidSection::new("Your turn 回合流程", "3-2")
                .steps([
                    "Before any turn: players may form alliances (rule 4).",
                    "The active player chooses: no war, or war.",
                    "No war: take 2 troop pieces from the storage, then redeploy.",
                    "War: place the attack chips, the defender places the defence chips, resolve region by region; then take 1 troop piece and redeploy.",
                    "Next player in play order.",
                ])
                .bullets([
                    "Redeploy: pick up all your pieces and put them back on your regions (and allies' regions) as you like; you never move an ally's pieces.",
                    "No region of your own: you take no pieces, and all your pieces go back to the storage.",
                ]),
            setup,
            AidSection::new("Declaring war 宣战", "3-2")
                .bullets([
                    "Attack chips 3, 2, 1, 0, 0 go face down on the target regions; several on one region is fine. The 0 chips bluff.",
                    "Targets: adjacent to your regions (or an ally's), and all of one power — one player's regions (or mutually allied players'), or only neutral regions. Never a player's region together with a neutral one.",
                    "No region of your own: all attack chips on any one region.",
                    "Defence chips 2, 1, 1, 1, 1 go face down on the attacked regions. Neutral targets: the next player in play order defends them. Allies attacked together share the chips.",
                ]),
            AidSection::new("Resolving a region 交战", "3-2")
                .text("The attacker picks the order. Reveal both sides' chips on the region:")
                .table(
                    &["side 方", "total 合计"],
                    vec![
                        vec!["attack 攻".into(), "attack chips + attack die".into()],
                        vec!["defence 守".into(), "defence chips + troops there + 1 thick border + die".into()],
                    ],
                )
                .bullets([
                    "Attack chips summing to 0: no war, the defender holds, nobody rolls.",
                    "Higher total wins. Attacker wins: the defender's tile goes back to its hand, its pieces to the storage, the attacker places a tile.",
                    "Needing a tile with none usable in hand: the attacker wins the game on the spot.",
                ]),
            AidSection::new("Draw 平局", "3-2")
                .text("Equal totals: the defender chooses one:")
                .table(
                    &["choice 选择", "what happens 结果"],
                    vec![
                        vec!["return the troops 退回兵力".into(), "pieces to the storage; the tile stays".into()],
                        vec!["return the tile 退回支配棋".into(), "tile home; pieces move; attacker places a tile".into()],
                    ],
                )
                .bullets([
                    "Returning the tile: the pieces move to adjacent regions of the defender or its allies (they may be split); with no such region they go to the storage.",
                    "No pieces on the region: the tile must be returned.",
                    "A neutral region stays neutral on a draw.",
                ]),
            AidSection::new("Alliances 攻守同盟", "4")
                .bullets([
                    "Formed before any turn by two players, each giving the other one control tile. Held tiles cannot be placed.",
                    "Allies' regions count as one side: attack next to an ally's region, defend together, move draw pieces onto an ally's region, place your pieces on an ally's region in a redeploy.",
                    "At the end each partner's tile you hold is worth 1 point.",
                    "Ends only when one attacks the other, or one loses all its regions; both tiles go home.",
                ]),
            AidSection::new("End and scoring 终局与计分", "5")
                .table(
                    &["when 何时", "result 结果"],
                    vec![
                        vec!["a player must place a tile and has none usable".into(), "that player wins at once".into()],
                        vec!["a troop piece is due and the storage is empty".into(), "the game ends: score it".into()],
                    ],
                )
                .steps([
                    "Score = points of your regions + alliances you hold.",
                    "Tie: most troop pieces (pieces never drawn do not count).",
                    "Still tied: whoever holds the 3-point region wins, tied or not; if nobody holds it, there is no winner.",
                ]),
            board,
            AidSection::new("Choices Gunbai makes 规则解释", "3-2, 4, 5")
                .note("Where the rule sheet is unclear Gunbai uses these readings (session options where marked).")
                .bullets([
                    "Every chip is placed; each target has at least one attack chip (session option).",
                    "both dice are ordinary six-sided dice.",
                    "the next player who defends neutral regions also rolls for them.",
                    "The thick-border +1 applies when every border from the attacker's side to the region is thick (session option).",
                    "Ruling: each target's thick-border +1 is judged when the attack chips go down, so the order of the fights does not change it.",
                    "pieces are drawn one by one; emptying the storage exactly does not end the game, the next draw does.",
                    "returning troops returns all of them; displaced pieces may be split.",
                    "each piece has an owner; all pieces on a region defend it.",
                    "attacking an ally ends the alliance as the chips go down; its regions no longer help you reach targets.",
                    "your pieces left on a former ally's region move to your first region, or to the storage.",
                    "the 3-point region's holder wins the last tie even when not among the tied (the sheet's words).",
                ]),
        ])
    }

    fn counters(&self, _game: &dyn Game) -> Result<Vec<Counter>, PrintError> {
        let mut out = Vec::new();
        // Attack chips (black): value face and a blank back for placing face down.
        for v in [3, 2, 1, 0, 0] {
            out.push(Counter::new(
                CounterFace::new(BLACK, v.to_string())
                    .top("攻击")
                    .bottom("attack"),
                Some(CounterFace::new(BLACK, "攻").top("attack")),
            ));
        }
        for v in [2, 1, 1, 1, 1] {
            out.push(Counter::new(
                CounterFace::new(WHITE, v.to_string())
                    .top("防御")
                    .bottom("defence"),
                Some(CounterFace::new(WHITE, "防").top("defence")),
            ));
        }
        // Control tiles: 6 per colour (5–6 players use purple and orange from the expansion).
        for (bg, en, kanji) in TILES {
            out.push(
                Counter::new(
                    CounterFace::new(bg, kanji).top("支配").bottom(en),
                    Some(CounterFace::new(bg, kanji).top("支配").bottom(en)),
                )
                .copies(6),
            );
        }
        // Troop pieces: one uncoloured pool of 10 (the rules' maximum).
        out.push(
            Counter::new(
                CounterFace::new(WOOD, "兵").bottom("troop"),
                Some(CounterFace::new(WOOD, "兵").bottom("troop")),
            )
            .copies(10),
        );
        Ok(out)
    }
}
