//! 天下布武 in 简体中文: the English lines the ruleset writes (prompt steps and hints, action labels,
//! blocked and refusal reasons, status, journaled log lines, modifiers, undo hints) as templates, our
//! own words. Names of regions stay as printed on the board; rule numbers stay.
//!
//! Two steps run before the templates (see [`words`]): a player's name "red (赤)" reads as its
//! colour character 赤, and the few phrases that sit inside other lines (how the game was won, the
//! result of a war) are put into 中文 first, so one template covers every line that carries them.

use std::sync::LazyLock;

use super::data::TenkaData;
use super::state::{COLOURS, ChipMode, State, Step};
use crate::core::{Lang, Phrasebook, Text};

/// Phrases that appear inside other lines, put into 中文 before the templates are tried.
/// Longest first, so no phrase is cut by a shorter one.
const INNER: &[(&str, &str)] = &[
    (
        "tied on points and troops, and nobody holds the 3-point region: no winner (rule 5)",
        "得分与兵力均相同，且无人占有 3 分地域：无胜者（规则 5）",
    ),
    (
        "tied on points and troops: the holder of the 3-point region wins (rule 5)",
        "得分与兵力均相同：占有 3 分地域者胜（规则 5）",
    ),
    (
        "tied on points: most troop pieces (rule 5)",
        "得分相同：兵力最多者胜（规则 5）",
    ),
    ("most points (rule 5)", "得分最多（规则 5）"),
    ("storage exhausted: ", "兵力存放处已空："),
    ("no control tile left to place", "已无可放置的支配棋"),
    (
        "a draw, the defender chooses what to return",
        "平局，由守方选择退回什么",
    ),
    ("the attacker wins", "攻方胜"),
    ("the defender wins", "守方胜"),
];

/// English template → 中文 template (`{}` a name or number carried over; `{0}`, `{1}` by position).
/// The first match wins: a longer, more specific template comes before a shorter one.
const PAIRS: &[(&str, &str)] = &[
    // Status track and the step line (split at " · ").
    ("Turn", "回合"),
    ("Player", "玩家"),
    ("To act", "行动方"),
    ("Storage", "兵力存放处"),
    ("Turn {}", "第 {} 回合"),
    ("Game over", "游戏结束"),
    ("{} wins ({}; rule {})", "{0} 获胜（{1}；规则 {2}）"),
    ("no winner ({}; rule {})", "无胜者（{0}；规则 {1}）"),
    ("{} wins: {} (rule {})", "{0} 获胜：{1}（规则 {2}）"),
    ("no winner: {} (rule {})", "无胜者：{0}（规则 {1}）"),
    (
        "{} chooses a starting region (rule 3-1)",
        "{} 选择起始地域（规则 3-1）",
    ),
    (
        "{} turn: alliances may be formed, then war or no war (rule 3-2)",
        "{} 的回合：可先结成同盟，再决定开战或不开战（规则 3-2）",
    ),
    (
        "{} places the defence chips (shared with {} by agreement, rule 4)",
        "{0} 放置防御筹码（可与 {1} 协商分担，规则 4）",
    ),
    (
        "{} places the defence chips for the neutral regions (rule 3-2)",
        "{} 替中立地域放置防御筹码（规则 3-2）",
    ),
    (
        "{} places the defence chips (rule 3-2)",
        "{} 放置防御筹码（规则 3-2）",
    ),
    (
        "{} resolves the war region by region, in any order (rule 3-2)",
        "{} 逐个地域结算战争，顺序自定（规则 3-2）",
    ),
    (
        "{} draw on {}: return the troop pieces or the control tile (rule 3-2)",
        "{0} 在 {1} 平局：退回兵力或退回支配棋（规则 3-2）",
    ),
    (
        "{} redeploys all of its troop pieces (rule 3-2)",
        "{} 重新部署全部兵力（规则 3-2）",
    ),
    // Hints.
    (
        "Regions at war still to resolve: {}",
        "尚待结算的交战地域：{}",
    ),
    (
        "No war: draw 2 troop pieces, then redeploy (rule 3-2)",
        "不开战：取 2 个兵力，然后重新部署（规则 3-2）",
    ),
    (
        "War: attack chips 3, 2, 1, 0, 0 face down on adjacent regions of one power (rule 3-2)",
        "开战：将攻击筹码 3、2、1、0、0 背面朝上放在同一势力的相邻地域（规则 3-2）",
    ),
    (
        "Place all {} troop piece(s) on: {}",
        "把全部 {0} 个兵力放在：{1}",
    ),
    (
        "Returning the tile sends the pieces to the storage: no adjacent region of the defender's side",
        "退回支配棋时兵力回到存放处：守方一侧没有相邻地域",
    ),
    (
        "Returning the tile moves the pieces to: {}",
        "退回支配棋时兵力移至：{}",
    ),
    // Action labels (the same as view::label's 中文).
    ("Choose a starting region", "选择起始地域"),
    ("Form an alliance", "结成攻守同盟"),
    ("No war: draw 2 troops", "不开战：取2个兵力"),
    ("Place attack chips (in private)", "秘密放置攻击筹码"),
    ("Attack chips placed on…", "攻击筹码已放在…"),
    ("Place defence chips (in private)", "秘密放置防御筹码"),
    ("Reveal a region's chips", "翻开一个地域的筹码"),
    ("Roll the attack and defence dice", "掷攻方骰与守方骰"),
    ("Defence chips placed face down", "防御筹码已背面放置"),
    (
        "{} puts the defence chips face down on the attacked neutral regions, then confirms (rule 3-2)",
        "{} 将防御筹码背面朝上放在被攻击的中立地域，然后确认（规则 3-2）",
    ),
    (
        "{} puts the defence chips face down on the attacked regions, then confirms (rule 3-2)",
        "{} 将防御筹码背面朝上放在被攻击的地域，然后确认（规则 3-2）",
    ),
    (
        "{} and {} roll their dice for {}: attack chips {}, defence chips {} (rule 3-2)",
        "{0} 与 {1} 为 {2} 掷骰：攻击筹码 {3}，防御筹码 {4}（规则 3-2）",
    ),
    (
        "The defence adds {} troop piece(s) and 1 for the thick border (rule 3-2)",
        "守方加上 {} 个兵力，另因粗国境加 1（规则 3-2）",
    ),
    (
        "The defence adds {} troop piece(s) (rule 3-2)",
        "守方加上 {} 个兵力（规则 3-2）",
    ),
    (
        "No war: you hold no region, so no war gains nothing and the turn passes (rule 3-2)",
        "不开战：你没有地域，不开战什么也得不到，回合直接结束（规则 3-2）",
    ),
    (
        "War: all attack chips face down on any one region, neutral or a player's (rule 3-2)",
        "开战：将全部攻击筹码背面朝上放在任意一个地域（中立或他人的皆可）（规则 3-2）",
    ),
    (
        "{} has put the defence chips face down on the attacked regions (rule 3-2)",
        "{} 已将防御筹码背面朝上放在被攻击的地域（规则 3-2）",
    ),
    (
        "{}: the attack chips sum to more than 0, both sides roll their die (rule 3-2)",
        "{}：攻击筹码合计大于 0，双方各掷一骰（规则 3-2）",
    ),
    ("first roll the dice for {}", "请先为 {} 掷骰"),
    (
        "first the defender settles the draw on {}",
        "请先由守方处理 {} 的平局",
    ),
    ("the defence chips are placed first", "请先放置防御筹码"),
    (
        "the dice are rolled after a region's chips are revealed",
        "翻开一个地域的筹码之后才掷骰",
    ),
    (
        "real chips are in use: put them face down on the attacked regions, then confirm",
        "正在使用实物筹码：将其背面朝上放在被攻击的地域，然后确认",
    ),
    ("{} has no control tile to place", "{} 没有可放置的支配棋"),
    ("{} has no control tile to return", "{} 没有可退回的支配棋"),
    ("no war is declared", "尚未宣战"),
    ("Fight a region (revealed chips)", "交战（输入翻开的筹码）"),
    ("Draw: defender's choice", "平局：防守方选择"),
    ("Redeploy troops", "重新部署兵力"),
    // Why an action is blocked now (view::blocked).
    ("the game is over", "游戏已结束"),
    (
        "starting regions are chosen before the first turn",
        "起始地域在第一回合之前选择",
    ),
    ("first choose the starting regions", "请先选择起始地域"),
    (
        "an alliance needs two players with a control tile in hand",
        "结盟需要两名手中有支配棋的玩家",
    ),
    (
        "alliances are formed before a turn begins",
        "同盟须在回合开始前结成",
    ),
    (
        "the app holds the chips: place them in private",
        "筹码由程序保管：请秘密放置",
    ),
    (
        "real chips are in use: say which regions got attack chips",
        "使用实物筹码：请说明哪些地域放了攻击筹码",
    ),
    (
        "war or no war is chosen at the start of a turn",
        "开战与否在回合开始时决定",
    ),
    (
        "defence chips are placed after the attack chips",
        "防御筹码在攻击筹码之后放置",
    ),
    (
        "the app holds the chips: it reveals them",
        "筹码由程序保管：由程序翻开",
    ),
    (
        "real chips are in use: type the revealed values",
        "使用实物筹码：请输入翻开的数值",
    ),
    ("no war is waiting to be resolved", "没有待结算的战争"),
    ("only after a draw", "仅在平局之后"),
    (
        "troops are redeployed after the gain",
        "取得兵力之后才重新部署",
    ),
    ("not a step of this turn", "不是本回合的步骤"),
    // Refusals (rule errors).
    ("{} has already been chosen", "{} 已被选择"),
    ("these players are already allied", "这两名玩家已是同盟"),
    (
        "{} has no control tile in hand to exchange",
        "{} 手中没有可交换的支配棋",
    ),
    ("a player cannot ally with itself", "玩家不能与自己结盟"),
    ("there are only 5 attack chips", "攻击筹码只有 5 枚"),
    (
        "{} is not a region at war still to resolve",
        "{} 不是尚待结算的交战地域",
    ),
    (
        "no troop pieces on the region: the control tile must be returned",
        "该地域没有兵力：必须退回支配棋",
    ),
    (
        "returned pieces go to the storage: leave moves empty",
        "退回的兵力回到存放处：移动栏请留空",
    ),
    (
        "{} is not an adjacent region of the defender or its allies (none)",
        "{} 不是守方或其同盟的相邻地域（没有可选地域）",
    ),
    (
        "{} is not an adjacent region of the defender or its allies ({})",
        "{0} 不是守方或其同盟的相邻地域（可选：{1}）",
    ),
    (
        "place all {} troop piece(s) of {}, got {}",
        "须放置 {1} 的全部 {0} 个兵力，实际 {2} 个",
    ),
    (
        "{} is not your region or an ally's ({})",
        "{0} 不是你或同盟的地域（可选：{1}）",
    ),
    (
        "place all {} of your troop pieces, got {} (rule 3-2)",
        "须放置你的全部 {0} 个兵力，实际 {1} 个（规则 3-2）",
    ),
    (
        "{} is not attacked: defence chips go on attacked regions only ({})",
        "{0} 未受攻击：防御筹码只能放在受攻击的地域（{1}）",
    ),
    (
        "a target region has at least one attack chip (rule 3-2)",
        "目标地域至少要有一枚攻击筹码（规则 3-2）",
    ),
    (
        "a war needs at least one target region",
        "开战至少需要一个目标地域",
    ),
    ("{} is your own region", "{} 是你自己的地域"),
    (
        "a player without regions puts all attack chips on one region",
        "没有地域的玩家须把全部攻击筹码放在同一地域",
    ),
    (
        "neutral regions and a player's regions cannot be attacked in the same war",
        "同一场战争不能同时攻击中立地域和玩家的地域",
    ),
    (
        "{} and {} are not allied: one power per war",
        "{0} 与 {1} 不是同盟：每场战争只能攻击一个势力",
    ),
    (
        "{} is not adjacent to your regions or an ally's",
        "{} 与你或同盟的地域不相邻",
    ),
    (
        "unknown region {}; regions: {}",
        "没有地域 {0}；地域有：{1}",
    ),
    ("expected chip values, got {}", "应为筹码数值，实际为 {}"),
    (
        "no chip {} left: the set is {} (rule 1)",
        "已没有筹码 {0}：整套为 {1}（规则 1）",
    ),
    (
        "required: every chip is placed (Gunbai's reading of rule 3-2; the set-up option \"chips may be left off\" allows fewer)",
        "必填：每枚筹码都要放置（本程序对规则 3-2 的解读；设置选项“允许不放全部筹码”可放宽）",
    ),
    // Journaled log lines.
    (
        "{} starts in {} (rule 3-1)",
        "{0} 以 {1} 为起始地域（规则 3-1）",
    ),
    (
        "{} and {} form an alliance and exchange a control tile (rule 4)",
        "{0} 与 {1} 结成攻守同盟并交换一枚支配棋（规则 4）",
    ),
    ("{} declares no war (rule 3-2)", "{} 宣布不开战（规则 3-2）"),
    (
        "{} places the attack chips face down: {} (seal {})",
        "{0} 背面朝上放置攻击筹码：{1}（封印 {2}）",
    ),
    (
        "{} has attack chips face down on {} (rule 3-2)",
        "{0} 已在 {1} 背面朝上放置攻击筹码（规则 3-2）",
    ),
    (
        "{} places the defence chips face down:  (seal {})",
        "{0} 未放置防御筹码（封印 {1}）",
    ),
    (
        "{} places the defence chips face down: {} (seal {})",
        "{0} 背面朝上放置防御筹码：{1}（封印 {2}）",
    ),
    (
        "{}: attack chips {} against defence chips none (revealed)",
        "{0}：攻击筹码 {1} 对 无防御筹码（已翻开）",
    ),
    (
        "{}: attack chips {} against defence chips {} (revealed)",
        "{0}：攻击筹码 {1} 对 防御筹码 {2}（已翻开）",
    ),
    (
        "Attack chips sum to 0: no war, the defender holds (rule 3-2)",
        "攻击筹码合计为 0：不交战，守方守住（规则 3-2）",
    ),
    (
        "Attack {} + die {} = {} against defence {} + {} troops + 1 thick border + die {} = {}: {} (rule 3-2)",
        "攻 {0} + 骰 {1} = {2}，对 守 {3} + 兵力 {4} + 粗国境 1 + 骰 {5} = {6}：{7}（规则 3-2）",
    ),
    (
        "Attack {} + die {} = {} against defence {} + {} troops + die {} = {}: {} (rule 3-2)",
        "攻 {0} + 骰 {1} = {2}，对 守 {3} + 兵力 {4} + 骰 {5} = {6}：{7}（规则 3-2）",
    ),
    (
        "{}'s control tile on {} goes back to its hand (rule 3-2)",
        "{0} 在 {1} 的支配棋回到手中（规则 3-2）",
    ),
    (
        "{}'s control tile on {} goes back to its hand",
        "{0} 在 {1} 的支配棋回到手中",
    ),
    (
        "{} troop piece(s) on {} go back to the storage",
        "{1} 上的 {0} 个兵力回到存放处",
    ),
    (
        "Draw on neutral {}: it stays neutral (Gunbai's reading of rule 3-2)",
        "中立地域 {} 平局：保持中立（本程序对规则 3-2 的解读）",
    ),
    (
        "Draw on {} with no troop pieces: the control tile goes back (rule 3-2)",
        "{} 平局且无兵力：支配棋退回（规则 3-2）",
    ),
    (
        "Draw on {}: the defender returns its {} troop piece(s) to the storage and keeps the tile (rule 3-2)",
        "{0} 平局：守方将 {1} 个兵力退回存放处，保留支配棋（规则 3-2）",
    ),
    (
        "No adjacent region of the defender's side: {} troop piece(s) go to the storage (rule 3-2)",
        "守方一侧没有相邻地域：{} 个兵力回到存放处（规则 3-2）",
    ),
    (
        "{} troop piece(s) of {} move from {} to {} (rule {})",
        "{1} 的 {0} 个兵力从 {2} 移至 {3}（规则 {4}）",
    ),
    (
        "{} troop piece(s) of {} on {} go back to the storage (rule 4)",
        "{1} 在 {2} 的 {0} 个兵力回到存放处（规则 4）",
    ),
    (
        "All regions resolved: the sealed placements can now be checked against their seals",
        "所有地域已结算：现在可以用封印核对秘密放置",
    ),
    (
        "{} redeploys: {} (rule 3-2)",
        "{0} 重新部署：{1}（规则 3-2）",
    ),
    (
        "The alliance of {} and {} ends: each takes its control tile back (rule 4)",
        "{0} 与 {1} 的同盟解除：各自取回支配棋（规则 4）",
    ),
    (
        "The troop storage is empty: the game ends and is scored. No winner ({})",
        "兵力存放处已空：游戏结束并计分。无胜者（{}）",
    ),
    (
        "The troop storage is empty: the game ends and is scored. {} wins ({})",
        "兵力存放处已空：游戏结束并计分。{0} 获胜（{1}）",
    ),
    (
        "{} holds no region: no troop pieces are drawn (rule 3-2)",
        "{} 没有地域：不取兵力（规则 3-2）",
    ),
    (
        "{} draws {} troop piece(s); {} left in the storage (rule 3-2)",
        "{0} 取 {1} 个兵力；存放处剩 {2} 个（规则 3-2）",
    ),
    (
        "{} draws {} troop piece(s) (rule 3-2)",
        "{0} 取 {1} 个兵力（规则 3-2）",
    ),
    (
        "{} holds no region: its {} troop piece(s) go back to the storage (rule 3-2)",
        "{0} 没有地域：其 {1} 个兵力回到存放处（规则 3-2）",
    ),
    (
        "{} takes {} with no control tile left: {} wins (rule 5)",
        "{0} 攻取 {1} 时已无支配棋可放：{2} 获胜（规则 5）",
    ),
    (
        "{} places a control tile on {} (rule 3-2)",
        "{0} 在 {1} 放置支配棋（规则 3-2）",
    ),
    ("Score: {}; {} wins — {}", "计分：{0}；{1} 获胜 — {2}"),
    ("Score: {}; no winner — {}", "计分：{0}；无胜者 — {1}"),
    // The game, its scenarios and set-up options (for front ends that word them).
    (
        "Area control for 2–6: hidden attack and defence chips, one die a side, alliances by tile exchange.",
        "2–6 人的地域争夺：暗置攻击与防御筹码，每方一颗骰子，交换支配棋结成同盟。",
    ),
    (
        "Tenka Fubu: each player starts with one region, chosen in reverse play order. Play this one first.",
        "天下布武：每名玩家按行动顺序倒序各选一个起始地域。建议先玩这个剧本。",
    ),
    (
        "Gekokujō: nobody starts with a region; all regions are neutral.",
        "下克上：无人拥有起始地域，所有地域均为中立。",
    ),
    (
        "app: the app keeps each side's chips in private; real: use the real chips and type the revealed values",
        "由程序秘密保管各方筹码；或使用实物筹码并输入翻开的数值",
    ),
    (
        "chips may be left off the board (rule 3-2 does not say; by default every chip is placed)",
        "允许有筹码不放上棋盘（规则 3-2 未说明；默认每枚筹码都要放置）",
    ),
    (
        "defence +1 when all (or any) borders from the attacker's side to the region are thick (rule 3-2 does not say which); judged when the attack chips go down, whatever the order of the fights",
        "攻方一侧通往该地域的国境全部（或任一）为粗国境时守方 +1（规则 3-2 未说明取哪种）；在放下攻击筹码时判定，与交战顺序无关",
    ),
    // Modifiers of the war roll.
    ("defence chips", "防御筹码"),
    ("troop pieces on the region", "地域上的兵力"),
    ("thick border", "粗国境"),
    // Undo hints.
    (
        "{}: put back no control tile (neutral)",
        "{}：不放支配棋（中立）",
    ),
    ("{}: put back {}'s control tile", "{0}：放回 {1} 的支配棋"),
    ("{}: {} troop piece(s) as before", "{0}：恢复为 {1} 个兵力"),
    ("{}: no troop pieces, as before", "{}：恢复为没有兵力"),
    (
        "{}: {} troop piece(s) of {}, as before",
        "{0}：恢复为 {2} 的 {1} 个兵力",
    ),
    ("Troop storage back to {}", "兵力存放处恢复为 {}"),
    ("{}: {} control tile(s) in hand", "{0}：手中 {1} 枚支配棋"),
    (
        "Alliance tiles as before the action",
        "同盟支配棋恢复为行动之前",
    ),
];

/// 中文 for the inputs this ruleset refuses in its own words (issue 11 point 4): a unit, a box, a card
/// that is not there, a value out of its range. Tried after [`HELP`], before the other templates.
const INPUT: &[(&str, &str)] = &[
    ("a player cannot ally with itself", "玩家不能与自己结盟"),
    (
        "no player named: give at least one owner, alliance or troop count",
        "没有指明任何玩家：请至少填写一个支配者、同盟或兵力数",
    ),
    ("no player {}", "没有玩家 {}"),
    (
        "expected region=number, got {}",
        "应为 地域=数量，实际为 {}",
    ),
    (
        "at least one attack chip marks a target (rule 3-2)",
        "至少要有一枚攻击筹码标出目标（规则 3-2）",
    ),
    (
        "no player named: give at least one owner, alliance or troop count",
        "没有指明任何玩家：请至少填写一个支配者、同盟或兵力数",
    ),
    ("{} cannot ally with itself", "{} 不能与自己结盟"),
    ("the points are too large to add up", "分数过大，无法相加"),
    (
        "{} and {} are listed twice: one alliance per pair (rule 4)",
        "{0} 与 {1} 被列出两次：每对玩家只能有一个同盟（规则 4）",
    ),
    (
        "{} is listed twice: a region has one controller (rule 5)",
        "{} 被列出两次：一个地域只有一个支配者（规则 5）",
    ),
    (
        "{} is listed with {} point(s): the 3-point region is worth 3 (rule 5)",
        "{0} 记为 {1} 分：3 分地域应值 3 分（规则 5）",
    ),
];

/// 中文 for the help of every input (actions, procedures, set-up options; issue 11 point 4). Tried before
/// [`PAIRS`]: a help is one whole text. Examples of a structured input keep their field names.
const HELP: &[(&str, &str)] = &[
    // Procedure titles and their dice, as the Procedures screen shows them.
    ("War over one region", "一个地域的战争"),
    (
        "attack die, then defence die (none when the attack chips sum to 0)",
        "先掷攻击骰，再掷防御骰（攻击筹码合计为 0 时不掷）",
    ),
    ("Final score (storage empty)", "最终计分（兵力存放处已空）"),
    ("one player (colour)", "一方玩家（颜色）"),
    ("the other player (colour)", "另一方玩家（颜色）"),
    ("region for a 0 chip", "放 0 筹码的地域"),
    ("region for the other 0 chip", "放另一枚 0 筹码的地域"),
    ("region for the 1 chip", "放 1 筹码的地域"),
    ("region for the 2 chip", "放 2 筹码的地域"),
    ("region for the 3 chip", "放 3 筹码的地域"),
    (
        "optional secret word that seals the placement until the reveal; left blank, the app draws one",
        "可选的保密词：在翻开之前封存你的部署；不填则由程序抽取",
    ),
    ("regions with attack chips on them", "放有攻击筹码的地域"),
    ("a region nobody has chosen", "尚无人选择的地域"),
    ("region for a 1 chip", "放 1 筹码的地域"),
    ("what the defender returns", "守方退回什么"),
    (
        "returning the tile: where the pieces go (region=n; adjacent regions of the defender or its allies)",
        "退回支配棋时兵力的去向（地域=数量；限守方或其盟友的相邻地域）",
    ),
    ("the region to resolve next", "下一个要结算的地域"),
    (
        "values of the attack chips revealed there",
        "该处翻开的攻击筹码数值",
    ),
    (
        "values of the defence chips revealed there (may be none)",
        "该处翻开的防御筹码数值（可以没有）",
    ),
    (
        "region=n for each region that gets pieces",
        "每个得到兵力的地域写成 地域=数量",
    ),
    (
        "alliances as pairs of players: [[a, b]]",
        "同盟，按两名玩家一组：[[a, b]]",
    ),
    (
        "controlled regions: [{name, points, owner}]",
        "被支配的地域，每项写地域名、分值与支配者：[{name, points, owner}]",
    ),
    (
        "the 3-point region (last tie-break)",
        "3 分地域（最后的平局判定）",
    ),
    (
        "troop pieces per player: {player: n}",
        "每名玩家的兵力数：{player: n}",
    ),
    (
        "values of the attack chips on the region (3, 2, 1, 0, 0)",
        "该地域上攻击筹码的数值（3、2、1、0、0）",
    ),
    (
        "values of the defence chips on the region (2, 1, 1, 1, 1); may be empty",
        "该地域上防御筹码的数值（2、1、1、1、1）；可以为空",
    ),
    (
        "the attack crosses a thick border (+1 defence)",
        "攻击越过粗边界（防御 +1）",
    ),
];

pub static PHRASES: LazyLock<Phrasebook> =
    LazyLock::new(|| Phrasebook::new(&[HELP, INPUT, PAIRS].concat()));

/// A player's name "red (赤)" in 中文: the colour character alone.
fn names_in_zh(text: &str) -> String {
    let mut out = text.to_string();
    for (en, zh) in COLOURS {
        out = out.replace(&format!("{en} ({zh})"), zh);
    }
    out
}

/// A line the ruleset wrote in English, in `lang` (see the module note for the steps before the
/// templates). English lines are returned as they are.
pub fn words(text: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    let mut t = names_in_zh(text);
    for (en, zh) in INNER {
        t = t.replace(en, zh);
    }
    PHRASES.translate(&t, lang).unwrap_or(t)
}

/// A player as the checklist names it: "red (赤)" / "赤".
fn who(s: &State, p: usize) -> Text {
    Text::new(s.name(p), s.players[p].kanji.clone())
}

/// What the players put out before the first action, read from the set-up state (rule 3-1): the
/// storage and the tiles follow the player count, the chips line the chip option, the regions line
/// the scenario (and any region a state already gives a player, e.g. a resumed pack-up).
pub fn checklist(data: &TenkaData, s: &State) -> Vec<Text> {
    let n = s.players.len();
    let mut v = vec![Text::new(
        format!(
            "Troop storage: {} troop pieces for {n} players (rule 3-1)",
            s.storage
        ),
        format!("兵力存放处：{n} 名玩家放 {} 个兵力（规则 3-1）", s.storage),
    )];
    for (i, p) in s.players.iter().enumerate() {
        let w = who(s, i);
        v.push(Text::new(
            format!("{}: {} control tile(s) in hand (rule 3-1)", w.en, p.tiles),
            format!("{}：手中 {} 枚支配棋（规则 3-1）", w.zh, p.tiles),
        ));
    }
    let order: Vec<Text> = (0..n).map(|i| who(s, i)).collect();
    let order = Text::join(&order, ", ");
    v.push(Text::new(
        format!("Play order: {} (rule 3-1)", order.en),
        format!("行动顺序：{}（规则 3-1）", order.zh.replace(", ", "、")),
    ));
    v.push(match s.options.chips {
        ChipMode::App => Text::new(
            "Chips: the app keeps every side's attack and defence chips in private; put out the two dice",
            "筹码：由程序秘密保管各方的攻击与防御筹码；只需准备两颗骰子",
        ),
        ChipMode::Real => Text::new(
            "Chips: attack chips 3, 2, 1, 0, 0 and defence chips 2, 1, 1, 1, 1 beside the board, and the two dice (rule 1)",
            "筹码：攻击筹码 3、2、1、0、0 与防御筹码 2、1、1、1、1 放在棋盘旁，另备两颗骰子（规则 1）",
        ),
    });
    if !s.options.all_chips {
        v.push(Text::new(
            "Set-up choice: chips may be left off the board (rule 3-2 does not say)",
            "设置选择：允许不放全部筹码（规则 3-2 未说明）",
        ));
    }
    v.push(if s.options.thick_all_borders {
        Text::new(
            "Set-up choice: defence +1 when every border from the attacker's side is thick (rule 3-2)",
            "设置选择：攻方一侧通往该地域的国境全部为粗国境时守方 +1（规则 3-2）",
        )
    } else {
        Text::new(
            "Set-up choice: defence +1 when any border from the attacker's side is thick (rule 3-2)",
            "设置选择：攻方一侧通往该地域的国境任一为粗国境时守方 +1（规则 3-2）",
        )
    });
    let owned: Vec<(&String, usize)> = s
        .regions
        .iter()
        .filter_map(|(id, r)| r.owner.map(|o| (id, o)))
        .collect();
    if owned.is_empty() {
        v.push(match (&s.step, s.scenario) {
            (Step::ChooseStart { player }, _) => {
                let first = who(s, *player);
                Text::new(
                    format!(
                        "Starting regions: chosen in reverse play order, {} first, one control tile each (rule 3-1)",
                        first.en
                    ),
                    format!(
                        "起始地域：按行动顺序倒序选择，{} 先选，各放一枚支配棋（规则 3-1）",
                        first.zh
                    ),
                )
            }
            _ => Text::new(
                "Every region is neutral: no control tile on the board (rule 2)",
                "所有地域均为中立：棋盘上不放支配棋（规则 2）",
            ),
        });
    }
    for (id, o) in owned {
        let w = who(s, o);
        let troops = s.regions[id].total();
        v.push(Text::new(
            format!("{id}: {}'s control tile, {troops} troop piece(s)", w.en),
            format!("{id}：{} 的支配棋，{troops} 个兵力", w.zh),
        ));
    }
    if data.map_placeholder {
        v.push(Text::new(
            "★ The board shipped with the app is a placeholder: enter your board's regions, points and borders in the tables",
            "★ 程序自带的地图为占位数据：请在数据表中输入你的棋盘的地域、分数与国境",
        ));
    }
    v
}

/// The symbols the board panel draws (src/gui/games/tenka.rs), in both languages.
pub fn legend() -> Vec<(String, Text)> {
    let e = |sym: &str, en: &str, zh: &str| (sym.to_string(), Text::new(en, zh));
    vec![
        e(
            "■",
            "a region in a player's colour: that player's control tile is on it",
            "填充玩家颜色的地域：该玩家的支配棋在此",
        ),
        e(
            "中立",
            "a neutral region (\"neutral\" on the English board): no control tile on it",
            "没有支配棋的地域",
        ),
        e(
            "近江 2",
            "the region's name and its points at the end of the game (rule 5)",
            "地域名称及其终局分数（规则 5）",
        ),
        e(
            "兵 3",
            "troop pieces on the region (\"3 troops\" on the English board)",
            "地域上的兵力（兵 0 表示没有）",
        ),
        e(
            "━━",
            "a thick border: the defender adds 1 (rule 3-2)",
            "粗国境：守方 +1（规则 3-2）",
        ),
        e(
            "──",
            "an ordinary border: the regions are adjacent",
            "普通国境：两地域相邻",
        ),
        e(
            "▢",
            "orange frame: a region attacked in the current war",
            "橙色边框：本次战争中受攻击的地域",
        ),
        e(
            "▣",
            "gold frame: the 3-point region, which breaks the last tie (rule 5)",
            "金色边框：3 分地域，用于最后的平手判定（规则 5）",
        ),
        e(
            "■×2",
            "attack chips face down on the region",
            "背面朝上的攻击筹码",
        ),
        e(
            "□×2",
            "defence chips face down on the region",
            "背面朝上的防御筹码",
        ),
        e("▶", "the player to act", "当前行动的玩家"),
        e(
            "↔",
            "an alliance: the partners exchanged a control tile (rule 4)",
            "攻守同盟：双方已交换支配棋（规则 4）",
        ),
        e(
            "★",
            "the shipped board is a placeholder: enter your own",
            "自带地图为占位数据：请输入你的棋盘",
        ),
    ]
}
