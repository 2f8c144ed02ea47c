//! The set-up checklist (rule 3) read from the set-up state, and the legend of the symbols the Shogun
//! panel and aid draw, in both languages.

use crate::core::Text;

use super::data::{Side, colour_zh};
use super::{ShogunData, State};

/// A colour in both languages ("red" / "红").
fn colour(c: &str) -> Text {
    Text::new(c, colour_zh(c))
}

/// What the table puts where before the first round (rule 3), read from the set-up STATE: the board side
/// and the provinces out of play for the player count, each player's material and coins as the state has
/// them, the provinces and cubes each player starts with (designated, rule 3.1) or the portions still to
/// place (draft, rule 3 step 5–6), the bank, the tracks, the tower and the decks as the options say.
pub fn setup_checklist(data: &ShogunData, s: &State) -> Vec<Text> {
    let mut out = Vec::new();
    let n = s.players.len() as u8;
    let (side_en, side_zh) = match s.side {
        Side::Sun => ("sun", "太阳面"),
        Side::Moon => ("moon", "月亮面"),
    };
    // Rule 3 steps 1–2: the side, and with 3 players the 8 marked provinces out of the game.
    let in_play: Vec<String> = s.provinces.keys().cloned().collect();
    let out_of_play: Vec<_> = data
        .provinces(s.side, 5)
        .into_iter()
        .filter(|p| !in_play.contains(&p.name))
        .collect();
    if out_of_play.is_empty() {
        out.push(Text::new(
            format!(
                "Board on the {side_en} side; all {} provinces are in play (rule 3 step 1)",
                in_play.len()
            ),
            format!(
                "版图使用{side_zh}；全部 {} 个领地参与游戏（规则 3 第 1 步）",
                in_play.len()
            ),
        ));
    } else {
        let zh: Vec<&str> = out_of_play.iter().map(|p| p.zh.as_str()).collect();
        let en: Vec<String> = out_of_play
            .iter()
            .map(|p| format!("{} {}", p.name, p.zh))
            .collect();
        out.push(Text::new(
            format!(
                "Board on the {side_en} side; with {n} players these {} marked provinces are out, their cards leave the game: {} (rule 3 step 2)",
                out_of_play.len(),
                en.join(", ")
            ),
            format!(
                "版图使用{side_zh}；{n} 人游戏时以下 {} 个带标记的领地不参与，其领地卡移出游戏：{}（规则 3 第 2 步）",
                out_of_play.len(),
                zh.join("、")
            ),
        ));
    }
    // Rule 3 step 3: each player's material, in seat order.
    for (i, p) in s.players.iter().enumerate() {
        let c = colour(&p.colour);
        out.push(Text::new(
            format!(
                "Seat {}: {} — player board, daimyo card, 62 cubes, chest cards 0–4 and {} coins (rule 3 step 3)",
                i + 1,
                c.en,
                p.coins
            ),
            format!(
                "第 {} 座：{}方 — 玩家版图、大名卡、62 个方块、宝箱卡 0–4 及 {} 枚金钱（规则 3 第 3 步）",
                i + 1,
                c.zh,
                p.coins
            ),
        ));
    }
    match &s.draft {
        // Rule 3.1: designated start — the provinces and cubes the state gives each player.
        None => {
            for p in &s.players {
                let c = colour(&p.colour);
                let held = s.holdings(&p.colour);
                let mut en = Vec::new();
                let mut zh = Vec::new();
                for name in &held {
                    let cubes = s.provinces[name].cubes;
                    let z = data
                        .card(s.side, name)
                        .map(|c| c.zh)
                        .unwrap_or_else(|| name.clone());
                    en.push(format!("{name} {z} ×{cubes}"));
                    zh.push(format!("{z}×{cubes}"));
                }
                out.push(Text::new(
                    format!(
                        "{}: take {} province cards and put the cubes on the board: {}; {} cubes stay in the supply (rule 3.1)",
                        c.en,
                        held.len(),
                        en.join(", "),
                        p.supply
                    ),
                    format!(
                        "{}方：拿取 {} 张领地卡，并在版图上放置方块：{}；{} 个方块留在供应区（规则 3.1）",
                        c.zh,
                        held.len(),
                        zh.join("、"),
                        p.supply
                    ),
                ));
            }
        }
        // Rule 3 steps 4–6: the draft — the deck, the portions on the player boards.
        Some(d) => {
            let cards = in_play.len();
            out.push(if s.options.virtual_decks {
                Text::new(
                    format!(
                        "Province deck: the app shuffles the {cards} cards in play and turns up two; take the real cards it names (rule 3 step 4)"
                    ),
                    format!(
                        "领地牌库：应用洗匀参与游戏的 {cards} 张卡并翻开两张；按应用所示拿取实体卡（规则 3 第 4 步）"
                    ),
                )
            } else {
                Text::new(
                    format!(
                        "Province deck: shuffle the {cards} cards in play face down and turn up the top two (rule 3 step 4)"
                    ),
                    format!(
                        "领地牌库：将参与游戏的 {cards} 张卡背面朝上洗匀，翻开最上面两张（规则 3 第 4 步）"
                    ),
                )
            });
            for p in &s.players {
                let c = colour(&p.colour);
                let portions: Vec<String> = d
                    .portions
                    .get(&p.colour)
                    .map(|v| v.iter().map(u32::to_string).collect())
                    .unwrap_or_default();
                let total: u32 = d
                    .portions
                    .get(&p.colour)
                    .map(|v| v.iter().sum())
                    .unwrap_or(0);
                out.push(Text::new(
                    format!(
                        "{}: {} portions on the player board ({} cubes: {}), placed one per province card drawn (rule 3 step 5–6)",
                        c.en,
                        portions.len(),
                        total,
                        portions.join(", ")
                    ),
                    format!(
                        "{}方：在玩家版图上分出 {} 份兵力（共 {} 个方块：{}），每拿一张领地卡放置一份（规则 3 第 5–6 步）",
                        c.zh,
                        portions.len(),
                        total,
                        portions.join("、")
                    ),
                ));
            }
        }
    }
    // Rule 3 step 7: the neutral provinces' cards form the bank.
    let neutral = s.provinces.values().filter(|p| p.owner.is_none()).count();
    if s.draft.is_none() {
        out.push(Text::new(
            format!("The other {neutral} province cards go beside the board: the bank's neutral provinces (rule 3 step 7)"),
            format!("其余 {neutral} 张领地卡放在版图旁：属于银行的中立领地（规则 3 第 7 步）"),
        ));
    }
    // Rule 3 step 8.
    out.push(Text::new(
        "Score markers on 0, rice markers on the start space 0 (rule 3 step 8)",
        "计分标记放在 0，稻米标记放在起点 0（规则 3 第 8 步）",
    ));
    // Rule 3 step 9: the tower, as the tower option says.
    let primed = 7 * u32::from(n);
    out.push(if s.options.model_tower {
        Text::new(
            format!(
                "Cube tower: the app's model primes it with 7 cubes per player ({primed}) and 10 peasants; set the real tower aside (rule 3 step 9)"
            ),
            format!(
                "骰塔：由应用的骰塔模型初始投塔，每位玩家 7 个方块（共 {primed} 个）加 10 个民军；实体骰塔放在一旁（规则 3 第 9 步）"
            ),
        )
    } else {
        Text::new(
            format!(
                "Cube tower: throw 7 cubes per player ({primed}) and 10 green peasants into the real tower together, then type what reached the tray (rule 3 step 9)"
            ),
            format!(
                "骰塔：每位玩家 7 个方块（共 {primed} 个）与 10 个绿色民军一同投入实体骰塔，然后输入落入底盘的方块（规则 3 第 9 步）"
            ),
        )
    });
    // Rule 3 step 10: the bank and the three decks, as the deck option says.
    out.push(Text::new(
        "Castles, temples, theatres and revolt markers sorted into the bank (rule 3 step 10)",
        "城堡、神社、剧场及起义标记分类放入银行（规则 3 第 10 步）",
    ));
    out.push(if s.options.virtual_decks {
        Text::new(
            "Event, special and action cards: the app shuffles and deals them; lay out the real cards as it names them (rule 3 step 10)",
            "事件卡、特殊卡与行动卡：由应用洗牌发牌；按应用所示摆出实体卡（规则 3 第 10 步）",
        )
    } else {
        Text::new(
            "Shuffle the event cards and turn up 4; shuffle the special and the action cards into two face-down decks; type each card you turn (rule 3 step 10)",
            "洗匀事件卡并翻开 4 张；特殊卡与行动卡各自洗成背面朝上的牌堆；每翻一张卡都输入应用（规则 3 第 10 步）",
        )
    });
    // The readings switched on at set-up (digest P6, P8, P13).
    for (on, en, zh) in [
        (
            s.options.literal_winter,
            "Variant in force: winter compares province cards with the event's loss itself (P6)",
            "生效的变体：冬季以事件的损失本身比较领地卡数（P6）",
        ),
        (
            s.options.winter_peasants_once,
            "Variant in force: the winter table's peasants join only each player's first revolt (P8)",
            "生效的变体：冬季表的民军只加入每位玩家的第一处起义（P8）",
        ),
        (
            s.options.e11_adds,
            "Variant in force: event E11 adds 2 peasants to the usual 1 (P13)",
            "生效的变体：事件 E11 在原有 1 个民军之外再加 2 个（P13）",
        ),
    ] {
        if on {
            out.push(Text::new(en, zh));
        }
    }
    out
}

/// The symbols and colours the 將軍 panel (track, daimyo table, action cards, plans, board, tower) and its
/// aid use, and what each means. The symbol column holds glyphs only; colours are named in the words.
pub fn legend() -> Vec<(String, Text)> {
    let e = |sym: &str, en: &str, zh: &str| (sym.to_string(), Text::new(en, zh));
    vec![
        e(
            "■",
            "a daimyo's colour: red, yellow, blue, purple or black, as the player's cubes (rule 3 step 3)",
            "大名的颜色：红、黄、蓝、紫或黑，与该玩家的方块相同（规则 3 第 3 步）",
        ),
        e(
            "□",
            "a province box: its fill is the board region (pale green, red, purple, yellow or brown, rule 2.2); its frame is the owner's colour, grey when neutral",
            "领地框：底色为版图区域（淡绿、红、紫、黄或棕，规则 2.2）；边框为领有者的颜色，中立时为灰色",
        ),
        e(
            "×3",
            "in a province: the owner's army cubes there",
            "领地中：领有者在此的军队方块数",
        ),
        e(
            "城 社 剧",
            "buildings in a province: castle, temple, theatre (rule 6 A1–A3); the English screen writes C, T, Th",
            "领地中的建筑：城堡、神社、剧场（规则 6 第 1–3 号行动）",
        ),
        e(
            "▲",
            "revolt markers in a province, with their number (rule 7.4)",
            "领地中的起义标记及其数量（规则 7.4）",
        ),
        e(
            "▒",
            "an action card still face down (rule 5 phase 1)",
            "尚未翻开的行动卡（规则 5 第 1 阶段）",
        ),
        e(
            "1.",
            "action cards in order: orange is the action being carried out, struck through are done (rule 5 phase 6)",
            "按顺序排列的行动卡：橙色为正在执行的行动，划线为已完成（规则 5 第 6 阶段）",
        ),
        e(
            "✔",
            "a player has planned: only the short commitment code shows until the reveal (rule 5.3)",
            "该玩家已完成规划：揭示前只显示简短的承诺码（规则 5.3）",
        ),
        e(
            "…",
            "a player who has not planned yet (rule 5.3)",
            "尚未规划的玩家（规则 5.3）",
        ),
        e(
            "■×2",
            "cubes in the tower's tray or stuck inside it, in their colour; green are peasants (rule 7.1)",
            "骰塔底盘中或卡在塔内的方块，按其颜色显示；绿色为民军（规则 7.1）",
        ),
        e(
            "—",
            "nothing there (an empty tray, a cost of no coins in the aid's action table)",
            "无（底盘为空，或辅助表中不需花费金钱的行动）",
        ),
        e(
            "A1–A10",
            "the ten action cards by number, as the aid's action table lists them (rule 6)",
            "十张行动卡的编号，与辅助表的行动表一致（规则 6）",
        ),
        e(
            "E1–E12",
            "the event cards by number; the aid gives each one's effect and winter rice loss (rule 2.6, 8.1)",
            "事件卡的编号；辅助表列出每张的效果与冬季稻米损失（规则 2.6、8.1）",
        ),
        e(
            "P6*",
            "a reading Gunbai chose where the rules are silent; with * it can be switched when a session starts",
            "规则未明确时软件采用的解释；带 * 者可在开局时切换",
        ),
    ]
}
