//! 简体中文 for the English lines this ruleset writes (issue 11 point 2): prompt steps and hints,
//! action labels, blocked and refusal reasons, status, journaled log lines, undo hints. Names of
//! people and boxes and rule numbers are carried over by the `{}` holes. Our own words, not the
//! rulebook's. The digest's decision numbers (B8, B16 …) are not shown in 中文: they read as
//! "本程序裁定" (this program's ruling), since players do not have the digest.

use std::sync::LazyLock;

use crate::core::text::Phrasebook;

/// Player-facing 中文 for the English lines. More specific templates come first (first match wins).
const PAIRS: &[(&str, &str)] = &[
    // ---- step, status, phases
    ("March phase (行军)", "行军阶段"),
    ("Combat phase (战斗)", "战斗阶段"),
    ("Reorganisation phase (再编成)", "再编成阶段"),
    ("Game over", "游戏结束"),
    ("Turn", "回合"),
    (
        "Satsuma Rebellion, point to point: march rolls, 4–6 hits, the siege of 熊本城.",
        "萨摩叛乱，点对点移动：掷骰行军，4–6 命中，熊本城围城战。",
    ),
    (
        "The whole rebellion; no turn limit unless you set one.",
        "完整的叛乱战役；除非自行设定，否则不限回合数。",
    ),
    ("Player", "玩家"),
    ("March points", "行军点"),
    ("Pool", "补充池"),
    // ---- winners and their reasons (rule 8.0, B16)
    (
        "{} wins: Saigo units hold both {} and {} (rule {})",
        "{0} 胜：西乡军占据 {1} 与 {2}（规则 {3}）",
    ),
    (
        "{} wins: Saigo units hold {} (rule {})",
        "{0} 胜：西乡军占据 {1}（规则 {2}）",
    ),
    (
        "{} wins: the turn limit ({}) was reached (house rule)",
        "{0} 胜：已到回合上限（{1}）（自定回合上限）",
    ),
    (
        "Saigo units hold both {} and {} (rule {})",
        "西乡军占据 {} 与 {}（规则 {}）",
    ),
    ("Saigo units hold {} (rule {})", "西乡军占据 {}（规则 {}）"),
    (
        "the turn limit ({}) was reached (house rule)",
        "已到回合上限（{}）（自定回合上限）",
    ),
    // ---- hints
    (
        "Roll one die for march points; a 1 counts as 2 (rule 5.0).",
        "掷一颗骰子决定行军点，掷出 1 按 2 计（规则 5.0）。",
    ),
    (
        "{} of {} march points left. a: 1–2 units to an adjacent box · b: 1 unit two boxes · c: 1 unit over an obstacle route. At most 2 actions per unit.",
        "行军点剩余 {} / {}。行军 a：1–2 个单位移入相邻格 · 行军 b：1 个单位移动两格 · 行军 c：1 个单位越过障碍路线。每个单位最多 2 次行动。",
    ),
    (
        "{} hit(s) on {}: the Saigo player allocates them (rule 6.4).",
        "{1} 受到 {0} 次命中：由西乡军玩家分配（规则 6.4）。",
    ),
    (
        "{} attacks with {} dice, or retreats instead (rules 6.2, 6.3).",
        "{} 以 {} 颗骰子攻击，或改为撤退（规则 6.2、6.3）。",
    ),
    (
        "A retreat may be partial: the Saigo player chooses which units go and where (rule 6.4②).",
        "撤退可以只撤一部分：由西乡军玩家决定哪些单位撤往何处（规则 6.4②）。",
    ),
    (
        "Siege of {}: one round only (rule 9.1).",
        "{} 围城战：只打一轮（规则 9.1）。",
    ),
    (
        "No battles left: end the combat phase.",
        "已无待战之处：请结束战斗阶段。",
    ),
    (
        "Battles to fight, in the order {} chooses: {}",
        "待战之处（顺序由 {} 决定）：{}",
    ),
    (
        "Recovery and conscription are done (rule 7.0).",
        "恢复与征兵已完成（规则 7.0）。",
    ),
    (
        "roads: placeholders from Kyushu's geography (the rules print none); check them against your board and correct them under Tables",
        "道路：依九州地理拟定的占位数据（规则未给出）；请对照实物地图核对，并在“数据表”中更正",
    ),
    (
        "Replacement: pool {} · line to {} open on the map (placeholder roads: check your board).",
        "补充：补充池 {} · 通往 {} 的路线畅通（道路为占位数据：请对照实物地图）。",
    ),
    (
        "Replacement: pool {} · line to {} cut on the map (placeholder roads: check your board).",
        "补充：补充池 {} · 通往 {} 的路线被切断（道路为占位数据：请对照实物地图）。",
    ),
    (
        "Replacement: pool {} · line to {} open on the map.",
        "补充：补充池 {} · 通往 {} 的路线畅通。",
    ),
    (
        "Replacement: pool {} · line to {} cut on the map.",
        "补充：补充池 {} · 通往 {} 的路线被切断。",
    ),
    (
        "{}: {} units, over the limit of {}: {} removes {} (rule 5.0(6)).",
        "{0}：{1} 个单位，超过上限 {2}：由 {3} 移除 {4} 个（规则 5.0(6)）。",
    ),
    (
        "Stacking is checked after replacement (rule 7.0 order): removing units ends replacement for this phase.",
        "堆叠在补充之后检查（规则 7.0 的顺序）：一旦移除单位，本阶段的补充即告结束。",
    ),
    // ---- action buttons
    ("Roll march points", "掷行军点"),
    ("March", "行军"),
    ("End march phase", "结束行军阶段"),
    ("Allocate {} hit(s)", "分配 {} 次命中"),
    ("{} attacks ({} dice)", "{} 攻击（{} 颗骰子）"),
    ("{} retreats", "{} 撤退"),
    ("Battle at {}", "{} 之战"),
    ("Battle", "战斗"),
    ("End combat phase", "结束战斗阶段"),
    ("Replace a pair", "补充一组"),
    ("Remove excess units", "移除超出堆叠的单位"),
    ("End player turn", "结束玩家回合"),
    // ---- blocked and refused (rule numbers are shown by the front end)
    ("the game is over", "游戏已结束"),
    ("only in the march phase", "只能在行军阶段进行"),
    (
        "march points are rolled once per player turn",
        "每个玩家回合只掷一次行军点",
    ),
    ("roll march points first", "请先掷行军点"),
    ("no march points left", "行军点已用完"),
    ("only in the combat phase", "只能在战斗阶段进行"),
    ("finish the current battle first", "请先结束当前的战斗"),
    ("no box holds units of both sides", "没有双方单位同处的格子"),
    ("no battle in progress", "当前没有进行中的战斗"),
    (
        "the Saigo player must allocate the hits first",
        "西乡军玩家须先分配命中",
    ),
    (
        "no adjacent box is free of enemy units",
        "相邻格都有敌军单位",
    ),
    ("no hits to allocate", "没有需要分配的命中"),
    (
        "every box with both sides must be fought (digest B7)",
        "每个双方同处的格子都必须进行战斗（本程序裁定）",
    ),
    (
        "only in the Saigo player's reorganisation phase",
        "只能在西乡军玩家的再编成阶段进行",
    ),
    (
        "replacement comes before the stacking check, which has begun",
        "补充须在堆叠检查之前，而堆叠检查已经开始",
    ),
    (
        "the pool needs 2 or more units",
        "补充池须有 2 个或以上单位",
    ),
    ("the stacking rule is not in use", "未采用堆叠规则"),
    ("checked in the reorganisation phase", "在再编成阶段检查"),
    ("no box is over the limit", "没有超过上限的格子"),
    (
        "finish replacement first: stacking is checked after it (digest B13, B17)",
        "请先完成补充：堆叠在补充之后检查（本程序裁定）",
    ),
    (
        "finish the march and combat phases first",
        "请先完成行军与战斗阶段",
    ),
    (
        "once replacement has started it goes on while the pool holds 2 (digest B13)",
        "补充一旦开始，只要补充池还有 2 个单位就须继续（本程序裁定）",
    ),
    (
        "remove the units over the stacking limit first",
        "请先移除超过堆叠上限的单位",
    ),
    (
        "{} does not hold units of both sides, or was fought already",
        "{} 没有双方单位，或已经战斗过",
    ),
    (
        "allocate exactly {} hit(s), got {}",
        "须恰好分配 {} 次命中，实际为 {}",
    ),
    (
        "{} is not a {} unit in the battle at {}: only the retreating side's units there retreat",
        "{0} 不是 {2} 之战中的 {1} 单位：只有撤退一方在该处的单位可以撤退",
    ),
    (
        "{} is not a Saigo unit in the battle at {}",
        "{} 不是 {} 之战中的西乡军单位",
    ),
    (
        "{} is not a {} unit in the battle at {}",
        "{0} 不是 {2} 之战中的 {1} 单位",
    ),
    (
        "{} cannot take more than {} hit(s)",
        "{} 最多只能承受 {} 次命中",
    ),
    (
        "{} is not adjacent to {} or holds Saigo units (digest B10)",
        "{} 不与 {} 相邻，或有西乡军单位（本程序裁定）",
    ),
    ("{} is not adjacent to {}", "{} 与 {} 不相邻"),
    (
        "Saigo units may not retreat into {}",
        "西乡军单位不得撤入 {}",
    ),
    ("{} holds enemy units", "{} 有敌军单位"),
    ("{} is listed twice", "{} 被列了两次"),
    (
        "{} breaks out to {}; it cannot also retreat elsewhere",
        "{} 已突围至 {}，不能再撤往别处",
    ),
    (
        "no government units in {} to push out",
        "{} 没有可逐出的政府军单位",
    ),
    (
        "breakout-unit goes with the Kagoshima breakout: set breakout too",
        "随行突围的单位只用于鹿儿岛突围：请同时选择突围",
    ),
    (
        "evict-to goes with the Kagoshima breakout: set breakout too",
        "逐出去向只用于鹿儿岛突围：请同时选择突围",
    ),
    (
        "only the Saigo side can break out to 鹿儿岛",
        "只有西乡军可以突围至鹿儿岛",
    ),
    (
        "the Kagoshima breakout is once per game and was used",
        "鹿儿岛突围每局只有一次，已经用过",
    ),
    (
        "西乡隆盛 must be in the battle to break out (digest B10)",
        "西乡隆盛须身在此战才能突围（本程序裁定）",
    ),
    (
        "the unit breaking out with 西乡隆盛 is one other Saigo unit, not 西乡隆盛 himself",
        "随西乡隆盛突围的是另一个西乡军单位，而非西乡隆盛本人",
    ),
    (
        "{} does not belong to the phasing player {}",
        "{} 不属于行动方玩家 {}",
    ),
    (
        "units marching together must start in the same box (digest B6)",
        "一同行军的单位须从同一格出发（本程序裁定）",
    ),
    (
        "{} entered a box with enemy units and must stop",
        "{} 已进入有敌军单位的格子，必须停止",
    ),
    (
        "{} already took part in 2 march actions this turn (digest B5)",
        "{} 本回合已参与 2 次行军（本程序裁定）",
    ),
    (
        "two detachments (支队) cannot march together: one must be a main body (本队)",
        "两个支队不能一同行军：其中一个须为本队",
    ),
    (
        "no road from {} to {} on the map",
        "地图上没有从 {} 到 {} 的道路",
    ),
    (
        "{}–{} is an obstacle route: use march action c",
        "{}–{} 是障碍路线：请用行军 c",
    ),
    (
        "Saigo units may never enter {}",
        "西乡军单位永远不得进入 {}",
    ),
    (
        "西乡隆盛's line to {} is cut by government units (digest B12)",
        "西乡隆盛通往 {} 的路线被政府军切断（本程序裁定）",
    ),
    ("{} is not in the replacement pool", "{} 不在补充池中"),
    ("西乡隆盛 is not on the map", "西乡隆盛不在地图上"),
    (
        "西乡隆盛 may not be removed for stacking (digest B17)",
        "西乡隆盛不能因堆叠而被移除（本程序裁定）",
    ),
    (
        "{} is not on the map (listed twice?)",
        "{} 不在地图上（是否列了两次？）",
    ),
    (
        "{} is not a unit of the phasing side",
        "{} 不是行动方的单位",
    ),
    (
        "only the excess is removed: {} is down to the limit of {} after {} removal(s)",
        "只移除超出部分：{} 在移除 {2} 个后已降到上限 {1}",
    ),
    ("{} is not over the limit of {}", "{} 没有超过上限 {}"),
    (
        "Saigo units may never be in {} (rule 2.4(4))",
        "西乡军单位永远不得位于 {}（规则 2.4(4)）",
    ),
    (
        "government units set up in {} (rule 3.0(1)); the Saigo army starts apart from them",
        "政府军单位在 {} 布置（规则 3.0(1)）；西乡军不得与其同处开局",
    ),
    (
        "Saigo units set up in both {} and {} would win at once (rule 8.0(1)); choose other boxes",
        "西乡军同时布置在 {} 与 {} 会立即获胜（规则 8.0(1)）；请选择其他格子",
    ),
    // ---- log lines
    (
        "March roll {} → {} march points (rule 5.0)",
        "行军掷骰 {} → {} 行军点（规则 5.0）",
    ),
    (
        "{} attack, {} dice [{}]: {} hit(s) on 4–6 (rule 6.2)",
        "{} 攻击，{} 颗骰子 [{}]：4–6 为命中，共 {} 次（规则 6.2）",
    ),
    (
        "siege of {}: each government hit removes a whole Saigo unit (rule 9.1)",
        "{} 围城战：政府军每次命中移除一整个西乡军单位（规则 9.1）",
    ),
    (
        "The line to 鹿儿岛 is cut: no replacements (rule 7.0(3))",
        "通往鹿儿岛的路线被切断：不能补充（规则 7.0(3)）",
    ),
    (
        "{} pair(s): {} placed with 西乡隆盛, {} removed from the game (rule 7.0(3))",
        "{} 组：{} 个放到西乡隆盛处，{} 个移出游戏（规则 7.0(3)）",
    ),
    (
        "Victory check: saigo (Saigo units in {} and {}; rule 8.0)",
        "胜负判定：西乡军（西乡军在 {} 与 {}；规则 8.0）",
    ),
    (
        "Victory check: saigo (Saigo units in {}; rule 8.0)",
        "胜负判定：西乡军（西乡军在 {}；规则 8.0）",
    ),
    (
        "Victory check: none (no condition met; rule 8.0)",
        "胜负判定：无（未满足任何条件；规则 8.0）",
    ),
    ("Siege of {} begins (rule 9.1)", "{} 围城战开始（规则 9.1）"),
    ("Battle at {} begins (rule 6.1)", "{} 之战开始（规则 6.1）"),
    (
        "{} hit(s) more than the stack can take are lost (digest B8)",
        "超出该处单位承受能力的 {} 次命中作废（本程序裁定）",
    ),
    (
        "{}: {} holds government units (digest B15)",
        "{}：{} 有政府军单位（本程序裁定）",
    ),
    (
        "{} falls back from {} to {} (rule 9.1(3))",
        "{} 从 {} 退回 {}（规则 9.1(3)）",
    ),
    (
        "{} returns to {} face-up: the castle held (rule 9.1(4))",
        "{} 正面朝上回到 {}：守城成功（规则 9.1(4)）",
    ),
    ("round {} at {} (rule 6.1)", "{1} 第 {0} 轮（规则 6.1）"),
    (
        "the battle at {} is over (rule 6.1)",
        "{} 之战结束（规则 6.1）",
    ),
    (
        "{} retreats from {} to {} (rule 6.3)",
        "{} 从 {} 撤退至 {}（规则 6.3）",
    ),
    (
        "{} breaks out to {} (rule 6.4, once per game)",
        "{} 突围至 {}（规则 6.4，每局一次）",
    ),
    (
        "{} is pushed out of {} to {} (rule 6.4, digest B10)",
        "{} 被逐出 {}，移至 {}（规则 6.4，本程序裁定）",
    ),
    (
        "the garrison leaves {} (digest B15)",
        "守军离开 {}（本程序裁定）",
    ),
    (
        "partial retreat: {} {} unit(s) stay at {} and fight on; no attack this step (rule 6.4②)",
        "部分撤退：{} 个{}单位留在 {} 继续战斗；本步不攻击（规则 6.4②）",
    ),
    (
        "stopped at {}: enemy units (rule 5.0); the second step is lost",
        "在 {} 停止：有敌军单位（规则 5.0）；第二步作废",
    ),
    ("{}: {} (march {}, rule 5.0)", "{}：{}（行军 {}，规则 5.0）"),
    (
        "enemy units in {}: the marching units stop (rule 5.0)",
        "{} 有敌军单位：行军单位停止（规则 5.0）",
    ),
    (
        "{} ends the march phase (rule 4.0)",
        "{} 结束行军阶段（规则 4.0）",
    ),
    (
        "{} ends the combat phase (rule 4.0)",
        "{} 结束战斗阶段（规则 4.0）",
    ),
    (
        "{} ends the player turn (rule 4.0)",
        "{} 结束玩家回合（规则 4.0）",
    ),
    (
        "{} recovers to full strength (rule 7.0(1))",
        "{} 恢复满员（规则 7.0(1)）",
    ),
    (
        "{} joins the Saigo army in {} (rules 7.0(2), 9.2)",
        "{} 在 {} 加入西乡军（规则 7.0(2)、9.2）",
    ),
    (
        "{} returns to {} face-up; {} is removed from the game (rule 7.0(3))",
        "{} 正面朝上回到 {}；{} 移出游戏（规则 7.0(3)）",
    ),
    (
        "Stacking: {} is eliminated to the replacement pool (rule {})",
        "堆叠：{} 被消灭，进入补充池（规则 {}）",
    ),
    (
        "Stacking: {} is removed from the game (rules {}, 9.3)",
        "堆叠：{} 移出游戏（规则 {}、9.3）",
    ),
    (
        "Stacking: {} is eliminated to {} (rule {})",
        "堆叠：{} 被消灭，移至 {}（规则 {}）",
    ),
    (
        "{} is eliminated to the replacement pool (rule {})",
        "{} 被消灭，进入补充池（规则 {}）",
    ),
    (
        "{} is eliminated to {} (rule {})",
        "{} 被消灭，移至 {}（规则 {}）",
    ),
    (
        "{} is removed from the game (rules {}, 9.3)",
        "{} 移出游戏（规则 {}、9.3）",
    ),
    (
        "{} is flipped to its reduced side (rule 6.2)",
        "{} 翻到减员面（规则 6.2）",
    ),
    // ---- undo hints
    (
        "move {} from out of the game back to the replacement pool",
        "把 {} 从游戏外放回补充池",
    ),
    (
        "move {} from the replacement pool back to {}",
        "把 {} 从补充池放回 {}",
    ),
    (
        "move {} from out of the game back to {}",
        "把 {} 从游戏外放回 {}",
    ),
    (
        "move {} from {} back to the replacement pool",
        "把 {} 从 {} 放回补充池",
    ),
    (
        "move {} from {} back to out of the game",
        "把 {} 从 {} 移出游戏",
    ),
    ("move {} from {} back to {}", "把 {} 从 {} 移回 {}"),
    ("flip {} back to its reduced side", "把 {} 翻回减员面"),
    ("flip {} back to full strength", "把 {} 翻回满员面"),
    (
        "turn {} back to its neutral (中立) side",
        "把 {} 翻回中立面",
    ),
    (
        "set the track back to turn {}, {} player turn, March phase (行军)",
        "把记录轨调回第 {} 回合、{} 玩家回合、行军阶段",
    ),
    (
        "set the track back to turn {}, {} player turn, Combat phase (战斗)",
        "把记录轨调回第 {} 回合、{} 玩家回合、战斗阶段",
    ),
    (
        "set the track back to turn {}, {} player turn, Reorganisation phase (再编成)",
        "把记录轨调回第 {} 回合、{} 玩家回合、再编成阶段",
    ),
    (
        "forget the march roll (march points not rolled yet)",
        "取消行军掷骰（尚未掷行军点）",
    ),
    ("march points back to {}", "行军点调回 {}"),
    ("the game is no longer decided", "胜负尚未决定"),
    // ---- generic pieces last (the first matching template wins)
    ("Turn {}", "第 {} 回合"),
    ("{} player turn", "{} 玩家回合"),
    ("battle at {} round {}", "{} 之战 第 {} 轮"),
    ("{} wins", "{} 胜"),
    ("{}: {}", "{}：{}"),
];

/// 中文 for the inputs this ruleset refuses in its own words (issue 11 point 4): a unit, a box, a card
/// that is not there, a value out of its range. Tried after [`HELP`], before the other templates.
const INPUT: &[(&str, &str)] = &[
    ("expected unit=box, got {}", "应为 单位=格，实际为 {}"),
    (
        "name where the units go: to=BOX for the whole side, or moves=UNIT=BOX for some (rule 6.4②)",
        "请指明单位的去向：全军撤往的格，或为部分单位逐个填写 单位=格（规则 6.4②）",
    ),
    ("no unit named {}", "没有名为 {} 的单位"),
    (
        "unknown box {}; boxes: {}",
        "没有名为 {0} 的格；可用的格：{1}",
    ),
    (
        "action {} moves 1..={} unit(s), got {}",
        "行军「{0}」可移动 1 至 {1} 个单位，实际为 {2}",
    ),
    (
        "action {} needs {} box(es), got {}",
        "行军「{0}」需要 {1} 个格，实际为 {2}",
    ),
    ("the same unit twice", "同一单位填了两次"),
    (
        "choose two different pool units",
        "请选择补充池中两个不同的单位",
    ),
    (
        "name the unit(s) to remove, one per unit over the limit",
        "请指定要移除的单位，超出上限几个就指定几个",
    ),
    ("unknown town box {}", "没有名为 {} 的城镇格"),
    (
        "{} is not a Saigo army unit (rule 3.0(2) places only those freely)",
        "{} 不是西乡军单位（规则 3.0(2) 只允许自由放置西乡军单位）",
    ),
    ("{} is placed twice", "{} 放置了两次"),
    ("expected 1877, got {}", "应为 1877，实际为 {}"),
    ("expected 2, got {}", "应为 2，实际为 {}"),
];

/// 中文 for the help of every input (actions, procedures, set-up options; issue 11 point 4). Tried before
/// [`PAIRS`]: a help is one whole text.
const HELP: &[(&str, &str)] = &[
    // Procedure titles and their dice, as the Procedures screen shows them.
    ("one d6", "一颗骰子"),
    (
        "Attack (one die per unit, 4–6 hits)",
        "攻击（每个单位一颗骰子，4–6 命中）",
    ),
    ("one d6 per unit", "每个单位一颗骰子"),
    ("Replacement from the pool", "从补充池补充"),
    ("Victory check", "胜利判定"),
    (
        "one unit per hit (a unit may take two)",
        "每次命中指定一个单位（一个单位可承受两次）",
    ),
    (
        "optional: the Saigo player's allocation of the hits, one unit per hit",
        "可不填：西乡军玩家对命中的分配，每次命中一个单位",
    ),
    ("the box where both sides stand", "双方同在的格"),
    (
        "a: 1–2 units one box; b: 1 unit two boxes; c: 1 unit over an obstacle route",
        "行军「a」：1–2 个单位移动一格；行军「b」：1 个单位移动两格；行军「c」：1 个单位越过障碍路线",
    ),
    (
        "destination box (action b: both boxes in order)",
        "目的格（行军「b」：按顺序填两格）",
    ),
    ("the unit(s) marching", "行军的单位"),
    ("units the opposing player removes", "由对方玩家移除的单位"),
    (
        "pool unit placed with 西乡隆盛",
        "从补充池放到 西乡隆盛 所在格的单位",
    ),
    (
        "Saigo's line to 鹿儿岛 (auto = trace it on the map)",
        "西乡隆盛 通往 鹿儿岛 的联络线（自动 = 按地图判定）",
    ),
    ("pool unit removed from the game", "从补充池移出游戏的单位"),
    (
        "the Saigo unit that breaks out with 西乡隆盛",
        "随 西乡隆盛 突围的西乡军单位",
    ),
    (
        "use the once-per-game Kagoshima breakout (rule 6.4)",
        "使用每局一次的 鹿儿岛 突围（规则 6.4）",
    ),
    (
        "where government units in 鹿儿岛 go",
        "鹿儿岛 的政府军单位移往何处",
    ),
    (
        "each retreating unit with its box (unit=box); with no whole-side box, only these units retreat and the others fight on (rule 6.4②)",
        "每个撤退单位及其去向（单位=格）；若未填全军撤退格，只有这些单位撤退，其余单位继续战斗（规则 6.4②）",
    ),
    (
        "box the whole side retreats to (a unit given its own box goes there); leave it empty to retreat only the units given their own box",
        "全军撤往的格（单独指定了格的单位去往其指定格）；留空则只撤退单独指定了格的单位",
    ),
    (
        "a battle in 熊本城 (rule 9.1)",
        "在 熊本城 的战斗（规则 9.1）",
    ),
    ("the attacking side", "进攻方"),
    (
        "rolling units (Saigo Takamori is not counted)",
        "掷骰的单位数（西乡隆盛 不计入）",
    ),
    (
        "siege: Saigo units in 熊本城 (each government hit removes one; no more can go)",
        "攻城战：熊本城内的西乡军单位数（政府军每次命中移除一个，最多移除这么多）",
    ),
    (
        "{}: Saigo units may never enter {} (rule 2.4)",
        "{0}：西乡军单位不得进入 {1}（规则 2.4）",
    ),
    (
        "Saigo Takamori's line to 鹿儿岛 is cut",
        "西乡隆盛 通往 鹿儿岛 的联络线被切断",
    ),
    (
        "Saigo units in the replacement pool",
        "补充池中的西乡军单位数",
    ),
    ("boxes the Saigo side holds", "西乡军占据的格"),
    ("西乡隆盛 has been removed", "西乡隆盛 已被移除"),
    (
        "optional rule 10.1: the command system (main body / detachment)",
        "可选规则 10.1：指挥体系（本队 / 支队）",
    ),
    (
        "box of the other Saigo units and 西乡隆盛 (鹿儿岛 if empty)",
        "其余西乡军单位与 西乡隆盛 的起始格（留空为 鹿儿岛）",
    ),
    (
        "box of Saigo group ① (6番大队, 7番大队; the rules leave it to the player: 鹿儿岛 if empty)",
        "西乡军第①组（6番大队、7番大队）的起始格（规则交由玩家决定；留空为 鹿儿岛）",
    ),
    (
        "place single Saigo units, unit=box (overrides the group boxes; rule 3.0(2) 任意)",
        "逐个放置西乡军单位，单位=格（优先于分组的起始格；规则 3.0(2) 任意）",
    ),
    (
        "suggested stacking limit of 10 units per side per box (rule 5.0(6)); ruling: no limit in 本州, where eliminated government units gather",
        "建议的堆叠上限：每格每方 10 个单位（规则 5.0(6)）；本程序裁定：本州不设上限，被消灭的政府军单位集中于此",
    ),
    (
        "house rule: the government wins after this turn (0 = no limit)",
        "自定规则：到此回合结束时政府军获胜（0 = 不设上限）",
    ),
];

static PHRASES: LazyLock<Phrasebook> =
    LazyLock::new(|| Phrasebook::new(&[HELP, INPUT, PAIRS].concat()));

pub fn phrasebook() -> &'static Phrasebook {
    &PHRASES
}
