//! The English lines Shogun writes once (journaled log lines, prompt hints, refusals, undo hints) in
//! 简体中文: phrase templates for the core's [`Phrasebook`]. Names and numbers carry over as they are.

use super::data::{self, ShogunData};
use super::state::{ACTS, Building, Phase, SPECIALS};
use crate::core::text::Phrasebook;

const PAIRS: &[(&str, &str)] = &[
    // Refusals of a planned action, whole (the general refusal templates below would take the
    // first part of the line as a name).
    (
        "{} cannot carry out “{}”: {} coins needed, {} has {} (rule {})",
        "{0} 无法执行“{1}”：需要 {2} 金钱，{3} 只有 {4}（规则 {5}）",
    ),
    (
        "{} cannot carry out “{}”: {} already has a {} (rule {})",
        "{0} 无法执行“{1}”：{2} 已有{3}（规则 {4}）",
    ),
    (
        "{} cannot carry out “{}”: {} has no free building slot (rule {})",
        "{0} 无法执行“{1}”：{2} 没有空的建筑位（规则 {3}）",
    ),
    (
        "{} cannot carry out “{}”: {} has {} cube(s): at least 2 are needed to move one (rule {})",
        "{0} 无法执行“{1}”：{2} 只有 {3} 个方块，至少要有 2 个才能移动（规则 {4}）",
    ),
    ("{} bids a province card ({})", "{0} 以领地卡出价（{1}）"),
    ("{} already has a {}", "{0} 已有{1}"),
    ("{} bids none", "{} 不出价"),
    // Log lines of the set-up and the deal.
    (
        "Cubes in the tray go back: army cubes to their supplies, peasants to the bank (rule 3.9)",
        "托盘里的方块归还：军队方块回各自的供应区，民军方块放回公共库存（规则 3.9）",
    ),
    (
        "Action cards 1–5 face up: {} (rule 5.1)",
        "行动卡 1–5 翻开：{}（规则 5.1）",
    ),
    ("Special cards: {} (rule 5.2)", "特殊卡：{}（规则 5.2）"),
    ("tie drawn at random: {}", "平局随机决定：{}"),
    ("{} bids {}", "{} 出价 {}"),
    (
        "Bids ranked 4 > 3 > 2 > 1 > province card > 0 > none: {} (rule 5 phase 5)",
        "出价排序 4 > 3 > 2 > 1 > 领地卡 > 0 > 不出价：{}（规则 5 第 5 阶段）",
    ),
    // War, revolt and winter (rules 7–8).
    ("{}: taken by {}", "{0}：被 {1} 夺取"),
    ("{}: held by {}", "{0}：仍由 {1} 控制"),
    ("{}: stays neutral", "{}：保持中立"),
    ("{}: becomes neutral", "{}：变为中立"),
    (
        "{} (rule {}): attacker {}, defender {}, peasants {} in the tray → {}",
        "{0}（规则 {1}）：托盘中 进攻方 {2}、防守方 {3}、民军 {4} → {5}",
    ),
    (
        "{} (rule {}): attacker {}, peasants {} in the tray → {}",
        "{0}（规则 {1}）：托盘中 进攻方 {2}、民军 {3} → {4}",
    ),
    (
        "{} (rule {}): owner {}, rebels {} in the tray → {}",
        "{0}（规则 {1}）：托盘中 领主 {2}、起义军 {3} → {4}",
    ),
    (
        "{}: the card planned for “{}” was lost this round: no action (rule 7.2 step 8)",
        "{0}：为“{1}”计划的领地卡本轮已失去：不执行行动（规则 7.2 第 8 步）",
    ),
    (
        "{}: 1 revolt marker removed (event, P24)",
        "{}：移除 1 个起义标记（事件，本程序裁定 P24）",
    ),
    (
        "{} lost {} to the revolt: no income (P9)",
        "{0} 因起义失去 {1}：没有收入（本程序裁定 P9）",
    ),
    (
        "{} moves {} cube(s) {} → {} (rule 6 A8, P28)",
        "{0} 移动 {1} 个方块 {2} → {3}（规则 6 A8，P28）",
    ),
    (
        "{} moves {} cube(s) {} → {} (rule 6 A9)",
        "{0} 移动 {1} 个方块 {2} → {3}（规则 6 A9）",
    ),
    (
        "{} is no longer {}'s: no revolt",
        "{0} 已不属于 {1}：不发生起义",
    ),
    (
        "{} draws from {}'s cards: {} revolt(s) (rule 8.2, P5)",
        "{0} 从 {1} 的领地卡中抽取：{2} 起义（规则 8.2，P5）",
    ),
    (
        "Rice {} − {} = {} (rule 8 phase 1); {} province card(s) against {} → shortage {} (rule 8 phase 2, literal reading)",
        "稻米 {0} − {1} = {2}（规则 8 第 1 阶段）；{3} 张领地卡对比 {4} → 短缺 {5}（规则 8 第 2 阶段，按原文字面）",
    ),
    (
        "Rice {} − {} = {} (rule 8 phase 1); {} province card(s) against {} → shortage {} (rule 8 phase 2, rice left, digest P6)",
        "稻米 {0} − {1} = {2}（规则 8 第 1 阶段）；{3} 张领地卡对比 {4} → 短缺 {5}（规则 8 第 2 阶段，按剩余稻米，本程序裁定 P6）",
    ),
    (
        "{} province(s) revolt, {} peasant cube(s) each plus one per revolt marker (rule 8, P8)",
        "{0} 个领地起义，每处 {1} 个民军方块，每个起义标记再加 1 个（规则 8，P8）",
    ),
    // The draft (rule 3.4–3.6).
    ("Face up: {} (rule 3.4)", "翻开：{}（规则 3.4）"),
    ("Face up: {} (rule 3.6.4)", "翻开：{}（规则 3.6.4）"),
    (
        "{} takes {} (face up) and places {} cube(s) there (rule 3.6)",
        "{0} 拿取翻开的 {1}，并在该处放置 {2} 个方块（规则 3.6）",
    ),
    (
        "{} takes {} from the deck and places {} cube(s) there (rule 3.6)",
        "{0} 从牌堆拿取 {1}，并在该处放置 {2} 个方块（规则 3.6）",
    ),
    (
        "Nobody took {} for a full round: both go under the deck (rule 3.6.4)",
        "整整一轮无人拿取 {}：两张都放到牌堆底（规则 3.6.4）",
    ),
    (
        "Every portion is placed; the remaining cubes form each supply (rule 3.6.5)",
        "所有份额已放置；剩余方块组成各自的供应区（规则 3.6.5）",
    ),
    // The tower (rule 7.1).
    (
        "Tower model fitted to {} throw(s): stick {}, release {} (P1)",
        "骰塔模型按 {0} 次投掷拟合：卡住 {1}，松脱 {2}（P1）",
    ),
    (
        "Fitted to {} throw(s): stick {}, release {} (maximum likelihood)",
        "按 {0} 次投掷拟合：卡住 {1}，松脱 {2}（最大似然）",
    ),
    (
        "Tower (stick {}, release {}): in {} with {} inside → out {}, inside {} (rule 7.1, model P1)",
        "骰塔（卡住 {0}，松脱 {1}）：投入 {2}，塔内原有 {3} → 出塔 {4}，塔内剩 {5}（规则 7.1，模型 P1）",
    ),
    (
        "Events face up this year: {} (rule 3.10)",
        "本年翻开的事件：{}（规则 3.10）",
    ),
    // Pick-list groups (the plan's bid, the draft's cards).
    ("Chest cards", "宝箱卡"),
    ("Face up", "翻开的"),
    ("In the deck", "牌堆中"),
    // Prompt hints.
    (
        "Each player throws 7 cubes, with 10 peasant cubes, into the tower at once (rule 3.9); type the cubes that came out",
        "每位玩家取 7 个方块，连同 10 个民军方块一起投入骰塔（规则 3.9）；输入出塔的方块",
    ),
    (
        "Each player throws 7 cubes, with 10 peasant cubes, into the tower at once (rule 3.9)",
        "每位玩家取 7 个方块，连同 10 个民军方块一起投入骰塔（规则 3.9）",
    ),
    (
        "The app shuffles and deals the action and special cards (rule 5.1–5.2)",
        "应用洗牌并发出行动卡与特殊卡（规则 5.1–5.2）",
    ),
    (
        "In private, one at a time: bid card and action spaces (rule 5.3). Still to plan: {}",
        "逐一秘密放置：出价卡与行动格（规则 5.3）。尚未规划：{}",
    ),
    (
        "Draw this round's event, then everyone turns the bid card up (rule 5.4–5.5)",
        "抽出本轮事件，然后所有人翻开出价卡（规则 5.4–5.5）",
    ),
    (
        "{} places the daimyo on a free special card (rule 5.5)",
        "{} 把大名放到一张空着的特殊卡上（规则 5.5）",
    ),
    (
        "Action {} of 10: {} — {} on {} (rule {})",
        "第 {} / 10 个行动：{} — {} 于 {}（规则 {}）",
    ),
    (
        "Rice loss from the event card left face up, then the revolt table (rule 8)",
        "按留在场上的事件卡损失稻米，然后查起义表（规则 8）",
    ),
    (
        "{} draws {} of {}'s province cards (rule 8.2, P5)",
        "{0} 从 {2} 的领地卡中抽 {1} 张（规则 8.2，P5）",
    ),
    (
        "{} resolves a revolt in one of: {} (rule 7.5)",
        "{} 在以下领地之一镇压起义：{}（规则 7.5）",
    ),
    (
        "Score provinces, buildings and region majorities (rule 9)",
        "计分：领地、建筑与区域多数（规则 9）",
    ),
    (
        "Game over: shared victory of {} (rule 10)",
        "游戏结束：{} 共同获胜（规则 10）",
    ),
    (
        "Game over: {} wins (rule 10)",
        "游戏结束：{} 获胜（规则 10）",
    ),
    ("Game over: {} (rule 10)", "游戏结束：{}（规则 10）"),
    (
        "The app shuffles the province cards in use and turns two face up (rule 3.4)",
        "应用洗混使用中的领地卡并翻开两张（规则 3.4）",
    ),
    (
        "Shuffle the province cards in use, turn two face up and type them (rule 3.4)",
        "洗混使用中的领地卡，翻开两张并输入（规则 3.4）",
    ),
    (
        "{} takes {} or the top card of the deck, and places one portion ({}) there (rule 3.6)",
        "{0} 拿取 {1} 或牌堆顶的一张，并在该处放置一份兵力（{2}）（规则 3.6）",
    ),
    // Refusals.
    ("not now: the table is at “{}”", "现在不行：当前在“{}”"),
    ("the action now is “{}”", "当前行动是“{}”"),
    (
        "the action can be carried out, so it must be (P16)",
        "该行动可以执行，因此必须执行（P16）",
    ),
    ("{} coins needed, {} has {}", "需要 {0} 金钱，{1} 只有 {2}"),
    ("{} has no free building slot", "{} 没有空的建筑位"),
    (
        "{} has {} cube(s): at least 2 are needed to move one",
        "{} 只有 {} 个方块：至少要有 2 个才能移动",
    ),
    (
        "no province next to {} may be entered",
        "{} 旁没有可进入的领地",
    ),
    // Log lines.
    (
        "{} has planned (commitment {})",
        "{} 已完成规划（承诺值 {}）",
    ),
    ("Event {}: {} (rule 5.4)", "事件 {}：{}（规则 5.4）"),
    (
        "{} takes space {} and the special card “{}” (rule 5.5)",
        "{} 占据第 {} 格并拿取特殊卡“{}”（规则 5.5）",
    ),
    ("Turn order: {} (rule 5.5.6)", "行动顺序：{}（规则 5.5.6）"),
    (
        "{} builds a {} in {} for {} coin(s) (rule {})",
        "{0} 花 {3} 金钱在 {2} 建造 {1}（规则 {4}）",
    ),
    (
        "{} collects {} rice from {} (rule 6 A4)",
        "{0} 从 {2} 征收 {1} 稻米（规则 6 A4）",
    ),
    (
        "{} collects {} coin(s) from {} (rule 6 A5)",
        "{0} 从 {2} 征收 {1} 金钱（规则 6 A5）",
    ),
    (
        "{}: revolt marker placed (rule 6 A4)",
        "{}：放置起义标记（规则 6 A4）",
    ),
    (
        "{} recruits {} cube(s) into {} for {} coin(s) (rule {})",
        "{0} 花 {3} 金钱向 {2} 招募 {1} 个方块（规则 {4}）",
    ),
    (
        "{} moves {} cube(s) {} → {} (rule {})",
        "{0} 将 {1} 个方块从 {2} 移至 {3}（规则 {4}）",
    ),
    (
        "Tower: {} thrown in → out {} (rule 7.1)",
        "骰塔：投入 {} → 出塔 {}（规则 7.1）",
    ),
    ("{}: taken by {}", "{}：被 {} 夺取"),
    ("{}: held by {}", "{}：由 {} 守住"),
    ("{}: becomes neutral", "{}：成为中立"),
    ("{}: stays neutral", "{}：保持中立"),
    ("{} cannot carry out “{}”: {}", "{} 无法执行“{}”：{}"),
    (
        "Winter: event {} left face up, rice loss {} (rule 8.1)",
        "冬季：留在场上的事件 {}，损失稻米 {}（规则 8.1）",
    ),
    (
        "{}: rice {} → {}, {} province card(s), shortage {} → {} revolt(s) (rule 8.2)",
        "{0}：稻米 {1} → {2}，{3} 张领地卡，短缺 {4} → {5} 处起义（规则 8.2）",
    ),
    (
        "Year 2: rice to 0, revolt markers to the bank, daimyo and special cards back (rule 8.4)",
        "第 2 年：稻米归零，起义标记回公区，收回大名与特殊卡（规则 8.4）",
    ),
    (
        "{}: {} province(s) + {} building(s) + {} for majorities = {} (rule 9)",
        "{0}：{1} 领地 + {2} 建筑 + {3} 区域多数 = {4}（规则 9）",
    ),
    ("{} (rule 10)", "{}（规则 10）"),
    // Status track.
    ("Year", "年"),
    ("Season", "季节"),
    ("將軍 Shogun: two years", "將軍：两年"),
    (
        "Two years of secret plans, bids and the cube tower; winter revolts and region majorities.",
        "两年的秘密规划、出价与骰塔；冬季起义与区域多数。",
    ),
    (
        "Designated starting provinces (rule 3.1); sun or moon side.",
        "指定起始领地（规则 3.1）；太阳面或月亮面。",
    ),
    ("Event", "事件"),
    ("Action", "行动"),
    // An event card with its text (status line); last, so the longer lines above match first.
    ("E{} ({})", "E{0}（{1}）"),
    ("spring", "春"),
    ("summer", "夏"),
    ("autumn", "秋"),
    ("winter", "冬"),
];

/// Round 3 of the rules (issue 25): real-deck action cards and ties, the table told where pieces go,
/// flags said where they apply, calibration bounds, the game-over tie-break, region majorities. First,
/// so their longer literal text wins over the shorter general templates.
const ROUND3: &[(&str, &str)] = &[
    // Bids and plans (rule 5.3).
    (
        "a chest card on the bid space bids its value: type 0, 1, 2, 3 or 4 (rule 5.3)",
        "出价格上的宝箱卡以其数值出价：请输入 0、1、2、3 或 4（规则 5.3）",
    ),
    (
        "name the province card placed on the bid space (one of {}'s cards: {}) (rule 5.3)",
        "请写出放在出价格上的领地卡（{0} 的卡之一：{1}）（规则 5.3）",
    ),
    // Action cards as turned (rule 5.1, 5.6.4).
    (
        "the 5 action cards face up on spaces 1–5, in order (rule 5.1)",
        "须按顺序填写第 1–5 格翻开的 5 张行动卡（规则 5.1）",
    ),
    (
        "Action card {} turned face up: {} (rule 5.6.4)",
        "第 {0} 张行动卡翻开：{1}（规则 5.6.4）",
    ),
    (
        "Action card 10 is the one left: {} (rule 5.6.4)",
        "第 10 张行动卡是剩下的那张：{}（规则 5.6.4）",
    ),
    (
        "“{}” is already face up or done (rule 5.6.4)",
        "“{}”已经翻开或已执行（规则 5.6.4）",
    ),
    (
        "Action {} is done: turn action card {} face up and type it (rule 5.6.4)",
        "第 {0} 个行动已完成：翻开第 {1} 张行动卡并输入（规则 5.6.4）",
    ),
    (
        "first turn action card {} face up and type it",
        "请先翻开第 {} 张行动卡并输入",
    ),
    (
        "the app turns the action cards in this game",
        "本局由程序翻开行动卡",
    ),
    (
        "the next action card is turned when this action is done",
        "本行动完成后才翻开下一张行动卡",
    ),
    (
        "Deal the action cards and special cards; type action cards 1–5 (face up) and the special cards in the order dealt (rule 5.1–5.2)",
        "发出行动卡与特殊卡；按发牌顺序输入翻开的行动卡 1–5 与特殊卡（规则 5.1–5.2）",
    ),
    ("Turn up the next action card", "翻开下一张行动卡"),
    ("Turn face down again: {}", "重新盖回：{}"),
    // Ties (rule 5.5.3).
    (
        "Equal bids: shuffle those players' daimyo cards, draw them one at a time and type the order drawn (rule 5.5.3)",
        "出价相同：把这些玩家的大名卡洗混，逐张抽出并按抽出顺序输入（规则 5.5.3）",
    ),
    (
        "tie: daimyo cards drawn at the table: {} (rule 5.5.3)",
        "平局：桌上抽出大名卡的顺序：{}（规则 5.5.3）",
    ),
    (
        "type every tied player in the order their daimyo cards were drawn: {} (rule 5.5.3)",
        "请按大名卡抽出的顺序输入所有平局玩家：{}（规则 5.5.3）",
    ),
    (
        "{} is not a tied player still to draw; tied: {} (rule 5.5.3)",
        "{0} 不是待抽的平局玩家；平局玩家：{1}（规则 5.5.3）",
    ),
    (
        "the app draws tied daimyo cards in this game; leave it empty",
        "本局由程序抽平局的大名卡；请留空",
    ),
    // War refusals (rule 3.2, 2.6, 6 A9).
    (
        "{} is out of play with {} players: it cannot be entered (P21)",
        "{0} 在 {1} 人局中不使用：不能进入（P21）",
    ),
    (
        "{} has a temple and the temple event protects it (E3/E4)",
        "{} 有神社，神社事件保护它（E3/E4）",
    ),
    ("{} is not next to {}", "{0} 与 {1} 不相邻"),
    (
        "{} has no province planned for “{}”",
        "{0} 没有为“{1}”计划领地",
    ),
    // Optional flags said where they apply (rule 2.4, 2.6).
    (
        "{} holds the Attack card: 1 more cube from the supply may join an attack (Attack card +1, rule 2.4)",
        "{0} 持有攻击卡：进攻时可从供应区多投 1 个方块（攻击卡 +1，规则 2.4）",
    ),
    (
        "If {} is attacked, {} holds the Defence card and may add 1 cube from the supply (Defence card +1, rule 2.4)",
        "若 {0} 遭到攻击，{1} 持有防守卡，可从供应区加投 1 个方块（防守卡 +1，规则 2.4）",
    ),
    (
        "Event {}: if {} is attacked, its castle lets {} add 1 cube from the supply (Castle event +1, rule 2.6)",
        "事件 {0}：若 {1} 遭到攻击，其城堡让 {2} 可从供应区加投 1 个方块（城堡事件 +1，规则 2.6）",
    ),
    (
        "Event {}: building the theatre may also remove 1 revolt marker from {} (Remove a revolt marker, rule 2.6, P24)",
        "事件 {0}：建造剧场时还可移除 {1} 的 1 个起义标记（移除起义标记，规则 2.6，P24）",
    ),
    // The table told where the pieces go after a war or revolt (rule 7).
    (
        "On the table: {} now holds no cubes (rule {})",
        "桌面：{0} 现在没有方块（规则 {1}）",
    ),
    (
        "On the table: {} now holds {} {} cube(s) (rule {})",
        "桌面：{0} 现在有 {1} 个{2}方块（规则 {3}）",
    ),
    (
        "On the table: {} {} cube(s) back to {}'s supply (rule {})",
        "桌面：{0} 个{1}方块回到{2}方的供应区（规则 {3}）",
    ),
    (
        "On the table: {} peasant cube(s) back to the bank (rule {})",
        "桌面：{0} 个民军方块回公区（规则 {1}）",
    ),
    (
        "On the table: {}'s province card goes from {} to the bank (rule {})",
        "桌面：{0} 的领地卡由 {1} 放回公区（规则 {2}）",
    ),
    (
        "On the table: {}'s province card goes from {} to {} (rule {}, P17)",
        "桌面：{0} 的领地卡由 {1} 交给 {2}（规则 {3}，P17）",
    ),
    (
        "On the table: {} takes {}'s province card from the bank (rule {})",
        "桌面：{0} 从公区拿取 {1} 的领地卡（规则 {2}）",
    ),
    (
        "On the table: remove the {} from {} to the bank (rule {})",
        "桌面：把 {1} 的{0}移回公区（规则 {2}）",
    ),
    (
        "On the table: {} revolt marker(s) from {} to the bank (rule {})",
        "桌面：{1} 的 {0} 个起义标记回公区（规则 {2}）",
    ),
    (
        "On the table: put 1 more revolt marker on {} (rule {})",
        "桌面：在 {0} 再放 1 个起义标记（规则 {1}）",
    ),
    (
        "On the table: the tray is empty now (rule 7.1)",
        "桌面：托盘现在是空的（规则 7.1）",
    ),
    (
        "On the table: leave {} in the tray for the next throw (rule 7.1, P1)",
        "桌面：把 {} 留在托盘里，下次一起投（规则 7.1，P1）",
    ),
    // Calibration (P1).
    (
        "Tower model fitted to {} throw(s) ({} of this game, {} typed): stick {} ± {}, release {} ± {} (P1)",
        "骰塔模型按 {0} 次投掷拟合（本局 {1} 次，输入 {2} 次）：卡住 {3} ± {4}，松脱 {5} ± {6}（P1）",
    ),
    (
        "Fitted to {} throw(s): stick {} ± {}, release {} ± {} (maximum likelihood, ± one standard error)",
        "按 {0} 次投掷拟合：卡住 {1} ± {2}，松脱 {3} ± {4}（最大似然，± 为一个标准误）",
    ),
    (
        "{} throw(s) cannot fit the tower: at least {} are needed (P1)",
        "{0} 次投掷不足以拟合骰塔：至少需要 {1} 次（P1）",
    ),
    (
        "these {} throws fit a tower that keeps almost every cube (stick {}, release {}): such a model would swallow most cubes over a game; log more throws, including ones where stuck cubes come out (P1)",
        "这 {0} 次投掷拟合出一座几乎留住所有方块的骰塔（卡住 {1}，松脱 {2}）：这样的模型一局下来会吞掉大部分方块；请记录更多投掷，包括卡住的方块掉出来的投掷（P1）",
    ),
    (
        "these {} throws do not pin the tower down: log more throws (P1)",
        "这 {} 次投掷不足以确定骰塔：请记录更多投掷（P1）",
    ),
    (
        "these {} throws leave the fit too uncertain (stick {} ± {}, release {} ± {}): log more throws (P1)",
        "这 {0} 次投掷的拟合太不确定（卡住 {1} ± {2}，松脱 {3} ± {4}）：请记录更多投掷（P1）",
    ),
    // Rule 10 and rule 9.
    (
        "Game over: {} wins: tied on {} points with {}, {} has the most coins ({} against {}) (rule 10)",
        "游戏结束：{0} 获胜：与 {2} 同为 {1} 分，{3} 的金钱最多（{4} 对 {5}）（规则 10）",
    ),
    (
        "Game over: shared victory of {}, tied on {} points and {} coins (rule 10, P22)",
        "游戏结束：{0} 共同获胜，同为 {1} 分、{2} 金钱（规则 10，P22）",
    ),
    (
        "Game over: {} wins with {} points (rule 10)",
        "游戏结束：{0} 以 {1} 分获胜（规则 10）",
    ),
    ("Game over (rule 10)", "游戏结束（规则 10）"),
    (
        "{}: region majorities: {} (rule 9)",
        "{0}：区域多数：{1}（规则 9）",
    ),
    // Bounds on typed cubes and scored provinces (rule 2.1, 2.3).
    (
        "{} {} cubes, but the box holds {} (rule 2.1)",
        "{0} 个{1}方块，但盒中只有 {2} 个（规则 2.1）",
    ),
    (
        "{} {} cubes thrown in and inside together, but the box holds {} (rule 2.1)",
        "投入与塔内共 {0} 个{1}方块，但盒中只有 {2} 个（规则 2.1）",
    ),
    (
        "{} {} cubes, but there are at most {} (rule 2.1)",
        "{0} 个{1}方块，但最多只有 {2} 个（规则 2.1）",
    ),
    (
        "[{}]: {} is already listed at [{}]",
        "[{0}]：{1} 已在 [{2}] 列出",
    ),
    (
        "[{}]: {} has {} building slot(s), {} buildings given (rule 2.3)",
        "[{0}]：{1} 只有 {2} 个建筑位，却给了 {3} 个建筑（规则 2.3）",
    ),
];

/// Every phase name (status line) as the state words it.
const PHASES: [Phase; 13] = [
    Phase::DraftDeal,
    Phase::Draft,
    Phase::Prime,
    Phase::Deal,
    Phase::Planning,
    Phase::Reveal,
    Phase::Seating,
    Phase::Actions,
    Phase::Winter,
    Phase::WinterDraw,
    Phase::WinterRevolt,
    Phase::Scoring,
    Phase::Over,
];

/// 中文 for the inputs this ruleset refuses in its own words (issue 11 point 4): a unit, a box, a card
/// that is not there, a value out of its range. Tried after [`HELP`], before the other templates.
const INPUT: &[(&str, &str)] = &[
    (
        "a neutral province has no defending player (rule 7.3)",
        "中立领地没有防守玩家（规则 7.3）",
    ),
    (
        "all 10 action cards, in the order dealt",
        "须填全部 10 张行动卡，按发牌顺序",
    ),
    (
        "all 5 special cards, in the order dealt",
        "须填全部 5 张特殊卡，按发牌顺序",
    ),
    ("at least 1 cube moves", "至少移动 1 个方块"),
    ("a space 1–5", "须为 1–5 号格"),
    ("space {} has no special card", "{} 号格没有特殊卡"),
    ("{} is not at the table", "{} 不在本局中"),
    (
        "throw {}: {} cubes in, but a throw holds at most {}",
        "第 {0} 次投掷：投入 {1} 个方块，但一次投掷最多 {2} 个",
    ),
    (
        "throw {}: {} cubes would be inside, more than the game has",
        "第 {0} 次投掷：塔内会有 {1} 个方块，超过本游戏的方块总数",
    ),
    (
        "{} throws: at most {} are fitted at once",
        "{0} 次投掷：一次最多拟合 {1} 次",
    ),
    (
        "at most {} (1 stays in {})",
        "最多 {0} 个（{1} 至少留下 1 个）",
    ),
    (
        "events are turned up in spring only (rule 3.10)",
        "只在春季翻开事件卡（规则 3.10）",
    ),
    (
        "missing: where do the cubes move?",
        "未填写：方块移往何处？",
    ),
    (
        "only 5 chest cards per player (rule 2.1)",
        "每名玩家只有 5 张宝箱卡（规则 2.1）",
    ),
    (
        "only when a face-up card is taken",
        "只在取走翻开的卡时填写",
    ),
    (
        "only when building a theatre during a theatre event (rule 2.6 E5/E6, P24)",
        "只在剧场事件期间建造剧场时填写（规则 2.6 E5/E6，P24）",
    ),
    (
        "only “recruit 1 and move” moves cubes (rule 6 A8)",
        "只有“征兵 1 并移动”会移动方块（规则 6 A8）",
    ),
    (
        "required: the card turned face up to replace it",
        "必填：为补位而翻开的卡",
    ),
    ("required: the event card drawn", "必填：抽到的事件卡"),
    (
        "required: type the cubes that came out of the tower (colour:count)",
        "必填：输入出塔的方块（颜色:数量）",
    ),
    ("space {} is taken", "{} 号格已被占用"),
    (
        "the 4 event cards turned face up this year",
        "须填今年翻开的 4 张事件卡",
    ),
    (
        "the app deals in this game (virtual decks); leave it empty",
        "本局由程序发牌（虚拟牌堆）；请留空",
    ),
    (
        "the app draws in this game; leave it empty",
        "本局由程序抽卡；请留空",
    ),
    (
        "the app draws the event in this game; leave it empty",
        "本局由程序抽事件卡；请留空",
    ),
    (
        "the app turns the next card in this game; leave it empty",
        "本局由程序翻下一张卡；请留空",
    ),
    (
        "the app's tower model throws in this game; leave out empty",
        "本局由程序的骰塔模型投掷；请留空",
    ),
    (
        "the card {} is already placed (rule 5.3)",
        "卡 {} 已经放置（规则 5.3）",
    ),
    (
        "the deck is empty: take a face-up card",
        "牌堆已空：请取一张翻开的卡",
    ),
    (
        "the {} province card(s) turned face up",
        "须填翻开的 {} 张领地卡",
    ),
    (
        "this game's throws come from the model itself: type real throws (in:out)",
        "本局的投掷来自模型本身：请输入实际的投掷（投入:出塔）",
    ),
    (
        "type the province card drawn from the deck",
        "请输入从牌堆抽到的领地卡",
    ),
    ("unknown action card {}", "没有名为 {} 的行动卡"),
    ("unknown event card {}", "没有名为 {} 的事件卡"),
    ("unknown province {} on the {} side", "{1} 面上没有领地 {0}"),
    ("unknown province {}", "没有名为 {} 的领地"),
    ("unknown special card {}", "没有名为 {} 的特殊卡"),
    (
        "{} card(s) drawn from {}'s hand",
        "须填从 {1} 手中抽到的 {0} 张卡",
    ),
    ("{} does not hold the card {}", "{0} 没有持有卡 {1}"),
    ("{} given twice", "{} 填了两次"),
    (
        "{} has no portion of {} left; left: {}",
        "{0} 已没有剩余的 {1} 份额；剩余：{2}",
    ),
    (
        "{} has no revolt marker: nothing is thrown (rule 6 A4)",
        "{} 没有起义标记：不投方块（规则 6 A4）",
    ),
    ("{} is not a card in the deck", "{} 不是牌堆中的卡"),
    (
        "{} is not among the drawn provinces: {}",
        "{0} 不在抽到的领地中：{1}",
    ),
    (
        "{} is not at the table; players: {}",
        "{0} 不在桌上；玩家：{1}",
    ),
    ("{} is not available", "{} 不可用"),
    (
        "{} is not face up; face up: {}",
        "{0} 没有翻开；翻开的是：{1}",
    ),
    (
        "{} is not face up; take a face-up card or the deck",
        "{} 没有翻开；请取翻开的卡或牌堆",
    ),
    ("{} is not in play", "{} 不在游戏中"),
    ("{} is not in the deck", "{} 不在牌堆中"),
    ("{} is not one of {}'s cards", "{0} 不是 {1} 的卡"),
    (
        "{} is {}'s own: a plain move, no throw (P29)",
        "{0} 是 {1} 自己的领地：只是移动，不投方块（P29）",
    ),
    (
        "an expansion has no defending player: the peasants defend (rule 7.3)",
        "扩张没有防守玩家：由民军防守（规则 7.3）",
    ),
    (
        "empty; expected colour:value pairs",
        "为空；应为 颜色:数值 的组合",
    ),
    ("expected a number, got {}", "应为数字，实际为 {}"),
    ("expected colour:value, got {}", "应为 颜色:数值，实际为 {}"),
    (
        "expected sun or moon",
        "应为「sun」（日面）或「moon」（月面）",
    ),
    (
        "in a revolt the rebels are the peasants: give their cubes as peasants-out (rule 7.4/7.5)",
        "起义中叛军就是民军：请把其方块填在民军出塔方块一栏（规则 7.4/7.5）",
    ),
    ("unknown battle", "没有这种战斗"),
    ("unknown colour {}; valid: {}", "没有颜色 {0}；可用：{1}"),
    ("expected a count, got {}", "应为数量，实际为 {}"),
    (
        "expected a probability 0..1 (0.3, 30% or 1/3), got {}",
        "应为 0 至 1 的概率（0.3、30% 或 1/3），实际为 {}",
    ),
    ("expected colour:count, got {}", "应为 颜色:数量，实际为 {}"),
    (
        "expected in:out counts, got {}",
        "应为 投入:出塔 的数量，实际为 {}",
    ),
    ("expected in:out, got {}", "应为 投入:出塔，实际为 {}"),
    ("no model explains these throws", "没有模型能解释这些投掷"),
    ("no throws logged", "没有记录的投掷"),
    (
        "throw {}: more cubes out than were in the tower",
        "第 {} 次投掷：出塔的方块多于塔内的方块",
    ),
    (
        "{} {} cube(s) out, but only {} went in or were inside the tower",
        "出塔的{1}方块有 {0} 个，但投入与塔内合计只有 {2} 个",
    ),
    ("not in play", "不在游戏中"),
    ("unknown province", "没有这个领地"),
    (
        "[{}].owner: unknown colour {}",
        "[{0}] 的领主：没有颜色 {1}",
    ),
    (
        "[{}]: neutral province {} cannot hold buildings (rule 7.1)",
        "[{0}]：中立领地 {1} 不能有建筑（规则 7.1）",
    ),
    (
        "[{}]: unknown province {} on the {} side",
        "[{0}]：{2} 面上没有领地 {1}",
    ),
    (
        "expected 0..4, card or none, got {}",
        "应为 0 至 4、卡或不出价，实际为 {}",
    ),
    ("no coins given for {}", "没有填写 {} 的金钱"),
];

/// 中文 for the help of every input (actions, procedures, set-up options; issue 11 point 4). Tried before
/// the phases and [`PAIRS`]: a help is one whole text. The session's forms offer their values to pick;
/// only the Procedures screen's helps quote an example of what is typed (colours, `in:out`) in 「」. A
/// decision of this program reads as "本程序裁定".
const HELP: &[(&str, &str)] = &[
    // Procedure titles and their dice, as the Procedures screen shows them.
    (
        "Winter: rice loss and peasant revolts",
        "冬季：稻米损失与农民起义",
    ),
    (
        "War or revolt: cubes out of the tower",
        "战争或起义：出塔的方块",
    ),
    ("none (the tower decides)", "不掷骰（由骰塔决定）"),
    ("Bids: turn order and payment", "出价：行动顺序与付款"),
    (
        "ties: a d6 draw per tied place",
        "平手：每个并列名次掷一颗骰子决定",
    ),
    ("Tower model: one throw", "骰塔模型：投掷一次"),
    (
        "d6 digits per cube (about 1.2 dice each)",
        "每个方块用若干骰子点数（平均约 1.2 颗骰子）",
    ),
    (
        "Tower model: fit stick and release to logged throws",
        "骰塔模型：按记录的投掷拟合卡住与松脱概率",
    ),
    (
        "theatre event only: remove 1 revolt marker from the province (P24)",
        "仅限剧场事件：从该领地移除 1 个起义标记（P24）",
    ),
    (
        "extra throws from an empty tower, in:out (8:5,10:7); with a real tower they join this game's logged throws; at least 10 in all",
        "空塔的额外投掷记录，投入:出塔，如「8:5,10:7」；实体骰塔时与本局记录的投掷合并；总共至少 10 次",
    ),
    (
        "real tower only: cubes that came out, colour:count (red:3,green:1)",
        "仅限实体骰塔：出塔的方块，按 颜色:数量 填写，多项用逗号分隔",
    ),
    (
        "real decks only: the 5 action cards face up on spaces 1–5, in order (castle,temple,…); the others are typed as each is turned",
        "仅限实体牌堆：第 1–5 格翻开的 5 张行动卡，按顺序用逗号分隔；其余的在每张翻开时再输入",
    ),
    (
        "the action card just turned face up (castle, …, war-b)",
        "刚翻开的那张行动卡",
    ),
    (
        "real decks, tied bids only: the tied players in the order their daimyo cards were drawn",
        "仅限实体牌堆、出价相同时：按大名卡抽出的顺序填写平局玩家",
    ),
    (
        "real decks, spring only: the 4 event cards turned face up (E1…E12)",
        "仅限实体牌堆、春季：翻开的 4 张事件卡（E1…E12）",
    ),
    (
        "real decks only: the 5 special cards as dealt (tax,rice,recruit,attack,defence)",
        "仅限实体牌堆：按发牌顺序的 5 张特殊卡，用逗号分隔",
    ),
    (
        "a face-up province card, or deck (real cards: the card drawn from the deck)",
        "一张翻开的领地卡，或牌堆（实体牌：从牌堆抽到的卡）",
    ),
    (
        "the army portion placed there (cubes)",
        "放在该处的兵力份额（方块数）",
    ),
    (
        "real cards only: the card turned up to replace a face-up card taken",
        "仅限实体牌：取走翻开的卡后补翻的卡",
    ),
    (
        "real cards only: the 2 province cards turned face up",
        "仅限实体牌：翻开的 2 张领地卡",
    ),
    (
        "bid space: 0..4 (chest card), a province card, or none",
        "出价格：0 至 4（宝箱卡）、一张领地卡，或不出价",
    ),
    (
        "a province card, chest (a blank), or empty",
        "一张领地卡、宝箱（空白卡），或留空",
    ),
    ("the player planning", "正在计划的玩家"),
    (
        "secret words mixed into the commitment hash",
        "混入承诺值的保密词",
    ),
    (
        "recruit 1 only: cubes to move (0 = no move)",
        "仅限征兵 1：要移动的方块数（0 = 不移动）",
    ),
    (
        "recruit 1 only: an adjacent own province to move to",
        "仅限征兵 1：移往的相邻己方领地",
    ),
    (
        "real decks only: the event card drawn (E1…E12)",
        "仅限实体牌堆：抽到的事件卡（E1…E12）",
    ),
    (
        "special-card space 1–5 (also the turn position)",
        "特殊卡格 1–5（也是行动顺位）",
    ),
    (
        "Attack card: throw 1 more cube from supply",
        "攻击卡：从供应区多投 1 个方块",
    ),
    (
        "castle event: defender adds 1 cube",
        "城堡事件：防守方加投 1 个方块",
    ),
    (
        "cubes moved (at least 1 stays behind)",
        "移动的方块数（至少留下 1 个）",
    ),
    (
        "defender's Defence card: 1 more cube",
        "防守方的防守卡：多投 1 个方块",
    ),
    ("the adjacent province entered", "进入的相邻领地"),
    (
        "real cards only: the province cards the left neighbour drew",
        "仅限实体牌：左邻玩家抽到的领地卡",
    ),
    ("the drawn province resolved now", "现在结算的抽到的领地"),
    (
        "cubes inside the tower before the first throw",
        "第一次投掷前塔内的方块数",
    ),
    (
        "cubes in:cubes out per throw, in order (8:5,10:7); at least 10 throws",
        "每次投掷的投入:出塔方块数，依次填写，如「8:5,10:7」；至少 10 次",
    ),
    (
        "[{name, owner, castle, temple, theatre}] (owner null for neutral)",
        "每个领地的名称、领主、城堡、寺院、剧场：[{name, owner, castle, temple, theatre}]（中立领地的领主填「null」）",
    ),
    ("board side", "版图面"),
    (
        "cubes stuck inside before the throw",
        "投掷前卡在塔内的方块数",
    ),
    (
        "chance that a stuck cube comes loose per throw",
        "每次投掷时卡住的方块松脱的概率",
    ),
    (
        "chance that an entering cube sticks (0.33, 33% or 1/3)",
        "投入的方块卡住的概率（0.33、33% 或 1/3）",
    ),
    (
        "cubes thrown in, colour:count (red:3,green:1)",
        "投入的方块，颜色:数量，如「red:3,green:1」",
    ),
    (
        "colour:bid, bid = 0..4, card or none (red:3,blue:card)",
        "颜色:出价，出价为 0 至 4、卡或不出价，如「red:3,blue:card」",
    ),
    (
        "colour:coins before paying (red:5,blue:2)",
        "颜色:付款前的金钱，如「red:5,blue:2」",
    ),
    ("attacker's cubes in the tray", "托盘中攻方的方块数"),
    (
        "defender's (owner's) cubes in the tray",
        "托盘中守方（领主）的方块数",
    ),
    ("which battle", "哪一场战斗"),
    (
        "peasant (green) cubes in the tray",
        "托盘中民军（绿色）的方块数",
    ),
    (
        "the province has at least one revolt marker",
        "该领地至少有一个起义标记",
    ),
    (
        "rice loss of the event card left face up",
        "翻开的事件卡的稻米损失",
    ),
    (
        "compare the cards with the loss itself (the seed's literal wording) instead of the rice left (digest P6)",
        "用领地卡数与损失本身比较（按原文字面），而不是与剩余稻米比较（本程序裁定 P6）",
    ),
    ("province cards the player holds", "玩家持有的领地卡数"),
    (
        "the player's rice before the winter loss",
        "冬季损失前玩家的稻米",
    ),
    (
        "player colours in seat order, clockwise from the oldest player (red,yellow,blue,…)",
        "按座次的玩家颜色，从最年长的玩家起顺时针，用逗号分隔",
    ),
    (
        "virtual: the app shuffles and draws; real: players type the cards they turned",
        "虚拟：由程序洗牌抽卡；实体：玩家输入自己翻出的卡",
    ),
    (
        "variant (P13): event E11 adds 2 peasants to the usual 1 (3 in all) instead of 2 in all",
        "变体（P13）：事件 E11 在通常的 1 个之外再加 2 个民军（共 3 个），而不是共 2 个",
    ),
    (
        "variant (P6): winter compares province cards with the event's loss itself",
        "变体（P6）：冬季用领地卡数与事件的损失本身比较",
    ),
    (
        "tower model: chance a stuck cube comes loose per throw",
        "骰塔模型：每次投掷时卡住的方块松脱的概率",
    ),
    ("board side (rule 3.1)", "版图面（规则 3.1）"),
    (
        "starting provinces: the designated tables (rule 3.1) or the draft (rule 3 step 6)",
        "起始领地：按指定表（规则 3.1）或轮流挑选（规则 3 第 6 步）",
    ),
    (
        "tower model: chance an entering cube sticks (default from the tables)",
        "骰塔模型：投入的方块卡住的概率（默认取自数据表）",
    ),
    (
        "model: the app's tower model throws; real: players type the cubes that came out",
        "模型：由程序的骰塔模型投掷；实体：玩家输入出塔的方块",
    ),
    (
        "variant (P8): the winter table's peasants join only each player's first revolt",
        "变体（P8）：冬季表的民军只加入每名玩家的第一次起义",
    ),
];

/// A line already put into 中文 by the phrasebook still carries the English names its holes held:
/// colours (`red`), province cards (`Aki`), action and special cards (`Build castle (3)`). Each whole
/// name becomes its 中文 (红, 安藝, 修建城堡（3）): a 中文 screen shows no English word of the game.
pub fn names_zh(data: &ShogunData, text: &str) -> String {
    let mut names: Vec<(String, String)> =
        ["red", "yellow", "blue", "green", "purple", "black", "brown"]
            .iter()
            .map(|c| (c.to_string(), data::colour_zh(c).to_string()))
            .collect();
    names.extend(
        ACTS.iter()
            .map(|a| (a.words().0.to_string(), a.words().1.to_string())),
    );
    names.extend(
        SPECIALS
            .iter()
            .map(|a| (a.words().0.to_string(), a.words().1.to_string())),
    );
    names.extend(data.cards.iter().map(|c| (c.name.clone(), c.zh.clone())));
    // Buildings (rule 6 A1–A3) and the events in force (rule 5.4).
    for b in [Building::Castle, Building::Temple, Building::Theatre] {
        names.push((b.words().0.to_string(), b.words().1.to_string()));
    }
    names.extend(data.events.iter().map(|e| {
        let (en, zh) = e.effect.words();
        (en.to_string(), zh.to_string())
    }));
    // The kinds of war and their outcomes (rule 7), as the war line names them.
    for (en, zh) in [
        ("invasion", "入侵"),
        ("expansion", "扩张"),
        ("collection-revolt", "征收起义"),
        ("winter-revolt", "冬季起义"),
        ("a tie", "平局"),
        ("the rebels win", "起义军获胜"),
        ("the owner wins", "领主获胜"),
        ("the attacker wins", "进攻方获胜"),
        ("the defence holds", "防守成功"),
        // No cubes (the tower's "in none").
        ("none", "无"),
    ] {
        names.push((en.to_string(), zh.to_string()));
    }
    // The longest first: "Build castle (3)" before any shorter name inside it.
    names.sort_by_key(|(en, _)| std::cmp::Reverse(en.len()));
    let word_char = |c: char| c.is_ascii_alphanumeric();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    'scan: while let Some(c) = text[i..].chars().next() {
        if !text[..i].chars().next_back().is_some_and(word_char) {
            for (en, zh) in &names {
                if text[i..].starts_with(en.as_str())
                    && !text[i + en.len()..].chars().next().is_some_and(word_char)
                {
                    out.push_str(zh);
                    i += en.len();
                    continue 'scan;
                }
            }
        }
        out.push(c);
        i += c.len_utf8();
    }
    out
}

pub fn phrasebook() -> Phrasebook {
    let mut pairs: Vec<(&str, &str)> = [HELP, ROUND3, INPUT].concat();
    pairs.extend(PHASES.iter().map(|p| p.words()));
    pairs.extend_from_slice(PAIRS);
    Phrasebook::new(&pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Lang;

    #[test]
    fn log_lines_and_hints_read_in_chinese() {
        let b = phrasebook();
        assert_eq!(
            b.words("red collects 3 rice from Aki (rule 6 A4)", Lang::Zh),
            "red 从 Aki 征收 3 稻米（规则 6 A4）"
        );
        assert_eq!(
            b.words(
                "blue draws 2 of red's province cards (rule 8.2, P5)",
                Lang::Zh
            ),
            "blue 从 red 的领地卡中抽 2 张（规则 8.2，P5）"
        );
        assert_eq!(b.words("Actions", Lang::Zh), "执行行动");
        assert_eq!(b.words("Actions", Lang::En), "Actions");
        // Unknown lines stay as written.
        assert_eq!(b.words("something new", Lang::Zh), "something new");
    }

    /// Rule 5.1–5.2 and 6 A4 in 中文: the names a line carries (colours, provinces, cards) read in 中文
    /// too, whole names only ("red" in "redeploy" or "Aki" in "Akita" stay).
    #[test]
    fn rule_5_1_log_names_read_in_chinese() {
        let data = crate::games::shogun::test_data();
        let aki = data
            .cards
            .iter()
            .find(|c| c.name == "Aki")
            .unwrap()
            .zh
            .clone();
        let b = phrasebook();
        let line = b.words("red collects 3 rice from Aki (rule 6 A4)", Lang::Zh);
        assert_eq!(
            names_zh(&data, &line),
            format!("红 从 {aki} 征收 3 稻米（规则 6 A4）")
        );
        let line = b.words(
            "Action cards 1–5 face up: Build castle (3), Collect tax, War & move B (rule 5.1)",
            Lang::Zh,
        );
        assert_eq!(
            names_zh(&data, &line),
            "行动卡 1–5 翻开：修建城堡（3）, 征收税金, 战争及调动B（规则 5.1）"
        );
        assert_eq!(names_zh(&data, "redeploy Akita"), "redeploy Akita");
        assert_eq!(names_zh(&data, "blue:7,green:10"), "蓝:7,绿:10");
        assert_eq!(
            names_zh(&data, &b.words("red bids none", Lang::Zh)),
            "红 不出价"
        );
        assert_eq!(
            names_zh(&data, &b.words("red bids 2", Lang::Zh)),
            "红 出价 2"
        );
    }
}
