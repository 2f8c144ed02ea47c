//! 西国之雄 in 简体中文: the English lines the ruleset writes (prompt steps and hints, action buttons,
//! blocked reasons, status, journaled log lines, refusals, modifiers, undo hints) as templates with
//! `{}` holes for names and numbers (see [`Phrasebook`]). Our own words; rule numbers stay. The
//! rulings our digest proposes ("digest A23") read as 本作裁定 in 中文: the player sees that it is
//! our reading, not a code.

use std::sync::LazyLock;

use crate::core::{Phrasebook, Text};

/// The replacement tables and the commander ranks, as their keys appear in log lines.
const ARMIES: &[(&str, &str)] = &[
    ("mori", "毛利"),
    ("ouchi", "大内"),
    ("amago", "尼子"),
    ("masuda", "益田"),
    ("urakami", "浦上"),
    ("minor", "小势力"),
];
const RANKS: &[(&str, &str)] = &[
    ("busho", "武将"),
    ("taisho", "大将"),
    ("sotaisho", "总大将"),
];
const TERRAIN: &[(&str, &str)] = &[
    ("clear", "平地"),
    ("rough", "丘陵"),
    ("mountain", "山地"),
    ("marsh", "沼泽"),
    ("peak", "险峰"),
];

/// 中文 for the inputs this ruleset refuses in its own words (issue 11 point 4): a unit, a box, a card
/// that is not there, a value out of its range. Tried after [`HELP`], before the other templates.
const INPUT: &[(&str, &str)] = &[
    ("morale: expected -4..=0", "士气：应为 -4 至 0"),
    (
        "owner: expected one of {} or none, got {}",
        "所属：应为 {0} 之一或无，实际为 {1}",
    ),
    (
        "ruined: expected true|false, got {}",
        "废城：应为“是”或“否”，实际为 {}",
    ),
    ("steps: expected 0..=2", "步数：应为 0 至 2"),
    ("unknown unit {}", "没有名为 {} 的单位"),
    ("unknown unit", "没有这个单位"),
    (
        "expected one of {}, got {}",
        "应为以下之一：{0}，实际为 {1}",
    ),
    ("expected one of {}", "应为以下之一：{}"),
    (
        "expected a hex number of four digits, column then row, each from 01 (e.g. 3418), got {}",
        "应为四位数的格号：先列后行，均从 01 起（如 3418），实际为 {}",
    ),
    (
        "expected ouchi|mori, got {}",
        "应为「ouchi」（大内方）或「mori」（毛利方），实际为 {}",
    ),
    (
        "level: expected 0..=3, got {}",
        "等级：应为 0 至 3，实际为 {}",
    ),
    (
        "rank: expected busho|taisho|sotaisho, got {}",
        "身份：应为「busho」（武将）、「taisho」（大将）或「sotaisho」（总大将），实际为 {}",
    ),
    (
        "side '{}' is not in scenario {} (sides: {})",
        "阵营「{0}」不在剧本 {1} 中（可选阵营：{2}）",
    ),
    (
        "side '{}' is not in scenario {}",
        "阵营「{0}」不在剧本 {1} 中",
    ),
    (
        "expected a list of units, got {}",
        "应为单位列表，实际为 {}",
    ),
    (
        "scenario {} offers {}, got {}",
        "剧本 {0} 可选 {1}，实际为 {2}",
    ),
    ("{} is not a unit of scenario {}", "{0} 不是剧本 {1} 的单位"),
    (
        "{} starts in {}, which has no castle (33.2 (2))",
        "{0} 的起始格 {1} 没有城（33.2 (2)）",
    ),
    ("{} is not in the garrison", "{} 不在守军中"),
    (
        "{} may not join: stacked with the 总大将, not garrisoned, besieging (attacker) or acted (24-1-2, 24-1-4, 24-1-6); may: {}",
        "{0} 不能参战：参战部队须与总大将同格、不在城内守城、（攻方）不在包围中且尚未行动（24-1-2、24-1-4、24-1-6）；可参战：{1}",
    ),
    (
        "{}: expected {}..={}, got {}",
        "{0}：应为 {1} 至 {2}，实际为 {3}",
    ),
];

/// 中文 for the help of every input (actions, procedures, set-up options; issue 11 point 4). Tried
/// before the templates: a help is one whole text. A digest decision reads as "本作裁定".
const HELP: &[(&str, &str)] = &[
    // Procedure titles and their dice, as the Procedures screen shows them.
    ("Siege requirement", "包围条件"),
    ("Siege result check", "包围结果判定"),
    (
        "one d6; a second d6 on a 1 (castle event)",
        "一颗骰子；掷出 1 时再掷一颗（城事件）",
    ),
    ("Interception", "迎击"),
    ("one d6", "一颗骰子"),
    ("Surrender demand", "劝降"),
    ("Skirmish attack", "野战攻击"),
    ("Decisive battle exchange", "合战交战"),
    (
        "two d6 (attacker, then defender)",
        "两颗骰子（先攻方，后守方）",
    ),
    ("Retreat after a decisive battle", "合战后的撤退"),
    (
        "one d6 without supply, none with",
        "无补给时掷一颗骰子，有补给时不掷",
    ),
    ("大内氏 activation (scenario 3)", "大内氏 启动（剧本 3）"),
    ("Sea movement (scenario 2)", "海上移动（剧本 2）"),
    ("one d6 unless free", "一颗骰子（免费渡海时不掷）"),
    ("Scoring", "计分"),
    ("which army the trigger activates", "触发条件启动哪一支军队"),
    ("what to set", "要修改的项目"),
    (
        "unit name, force leader or castle hex",
        "单位名、部队指挥官或城所在格",
    ),
    ("new value", "新的值"),
    (
        "garrison units the assaulting player removes first if the castle is ruined and the roll is E/F/G (21 (2))",
        "若城成为废城且结果为 E/F/G，由强攻方先移除的守军单位（21 (2)）",
    ),
    ("leader of the assaulting force", "强攻部队的指挥官"),
    (
        "units of the assaulting force in the order they take steps",
        "强攻部队的单位，按损失步数的顺序",
    ),
    (
        "also establish the siege in this action (17-1-2)",
        "在此行动中同时建立包围（17-1-2）",
    ),
    ("terrain of the castle hex", "城所在格的地形"),
    (
        "hex the garrison withdraws to if the castle falls (20-3-2)",
        "城陷落时守军撤往的格（20-3-2）",
    ),
    ("terrain of the attacker's hex", "攻方所在格的地形"),
    (
        "forces stacked with the 总大将 that join (24-1-2; none named: all that may)",
        "与总大将同格并参战的部队（24-1-2；不填：所有可参战者）",
    ),
    (
        "the defender agrees to a battle in its own castle's hex (24-1-8)",
        "守方同意在己方城所在格进行合战（24-1-8）",
    ),
    ("terrain of the defender's hex", "守方所在格的地形"),
    (
        "forces stacked with the defending 总大将 that join (24-1-3; none named: all)",
        "与守方总大将同格并参战的部队（24-1-3；不填：全部）",
    ),
    ("the attacking 总大将", "进攻的总大将"),
    (
        "besieging defenders lift the siege to fight at full strength (18-4-2)",
        "正在包围的守方解除包围，以全部兵力作战（18-4-2）",
    ),
    ("hex of the defending 总大将", "守方总大将所在格"),
    ("the player ending the battle", "结束合战的玩家"),
    ("leader of the retreating force", "撤退部队的指挥官"),
    ("penalty hexes entered (23-4-4)", "进入的惩罚格数（23-4-4）"),
    ("hex where the retreat ends", "撤退终点格"),
    (
        "attacking units in the order they take steps",
        "攻方单位，按损失步数的顺序",
    ),
    (
        "defending units in the order they take steps",
        "守方单位，按损失步数的顺序",
    ),
    (
        "leaders of the besieging forces that lift",
        "解除包围的部队的指挥官",
    ),
    ("the side holding 宮之尾城", "占有 宮之尾城 的一方"),
    (
        "hex where they are dropped off (default: where the move starts)",
        "分离单位留下的格（默认：移动起点）",
    ),
    (
        "subordinates dropped off on the way, no MP (15-5-1); they count as having acted",
        "途中分离的部下，不耗移动力（15-5-1）；视为已行动",
    ),
    ("leader of the moving force", "移动部队的指挥官"),
    (
        "garrison the castle of the destination hex (16-1)",
        "进入目的格的城内守城（16-1）",
    ),
    (
        "movement points spent on hexes (the app adds 1 per garrison in/out)",
        "在格子上消耗的移动力（进出城各 1 点由程序另加）",
    ),
    (
        "sea movement (scenario 2, 35.7 (2))",
        "海上移动（剧本 2，35.7 (2)）",
    ),
    ("strategic movement (15-3)", "战略移动（15-3）"),
    (
        "the force traces a supply line (needed for strategic movement, 15-3-2)",
        "部队可追溯补给线（战略移动所需，15-3-2）",
    ),
    (
        "hex where the force ends (default: where it is)",
        "部队的终点格（默认：原地）",
    ),
    ("hex of the besieged castle", "被包围的城所在格"),
    (
        "besieging army receiving the castle (default: the strongest, digest A50)",
        "接收该城的包围方军队（默认：兵力最强者，本作裁定）",
    ),
    (
        "hex the rest withdraw to (20-3-2)",
        "其余单位撤往的格（20-3-2）",
    ),
    ("hex the attacker ends in", "攻方最终所在格"),
    ("leader of the force", "部队的指挥官"),
    (
        "the force traces a supply line (26-1-1)",
        "部队可追溯补给线（26-1-1）",
    ),
    (
        "the unit (刺贺长信) now adjacent to a 大内方 unit",
        "现与大内方单位相邻的单位（刺贺长信）",
    ),
    ("the force is garrisoned there", "部队在该格城内守城"),
    ("hex", "格"),
    (
        "units of other forces in the hex to put under the commander",
        "同格其他部队中编入该指挥官麾下的单位",
    ),
    ("the acting commander", "行动的指挥官"),
    (
        "a detached 大将 who commands the other detached units",
        "统率其他分离单位的分离大将",
    ),
    ("subordinates to split off", "要分离的部下"),
    (
        "replacement table column (province × own castle / elsewhere, or 本城)",
        "补充表的栏（国 × 己方城 / 其他地点，或 本城）",
    ),
    ("the replenishing commander", "进行补充的指挥官"),
    (
        "the force traces a supply line (11-3 (2))",
        "部队可追溯补给线（11-3 (2)）",
    ),
    (
        "replenish its force or the castle in its hex",
        "补充其部队，或其所在格的城",
    ),
    (
        "units in the order they regain or lose steps",
        "单位，按恢复或损失步数的顺序",
    ),
    (
        "leaders of the forces that besiege (each uses its action)",
        "进行包围的部队的指挥官（各自消耗其行动）",
    ),
    (
        "garrison units the besieger removes first if the castle is ruined and the roll is E/F/G (21 (2))",
        "若城成为废城且结果为 E/F/G，由包围方先移除的守军单位（21 (2)）",
    ),
    ("leader of the attacking force", "进攻部队的指挥官"),
    (
        "hex of the defending forces (adjacent; the own hex for a garrison attack)",
        "守方部队所在格（相邻格；守军出击时为本格）",
    ),
    (
        "leaders of the forces that cannot trace a supply line",
        "无法追溯补给线的部队的指挥官",
    ),
    (
        "garrison units the besieger removes first on E/F/G",
        "结果为 E/F/G 时由包围方先移除的守军单位",
    ),
    (
        "leader of the demanding (besieging) force",
        "劝降（包围）部队的指挥官",
    ),
    (
        "own units to restore on H, in order",
        "结果为 H 时依次恢复的己方单位",
    ),
    (
        "hex the garrison withdraws to (20-3-2)",
        "守军撤往的格（20-3-2）",
    ),
    (
        "the retreating forces garrison a friendly castle (23-4-6)",
        "撤退部队进入己方城内守城（23-4-6）",
    ),
    (
        "penalty hexes entered on the retreat (23-4-4)",
        "撤退时进入的惩罚格数（23-4-4）",
    ),
    (
        "retreating units that lose those steps, in order (the owner chooses, 23-3-1)",
        "承受这些减级的撤退单位，按顺序（由所有者选择，23-3-1）",
    ),
    (
        "defending units taking a step, one entry per step (with ●: the unit removed first)",
        "损失步数的守方单位，每步一项（有 ● 时：先移除的单位）",
    ),
    ("morale of the assaulting force", "强攻部队的士气"),
    ("castle / lowest garrison morale", "城的士气 / 守军最低士气"),
    ("castle level 0..3 (8-1)", "城的等级 0 至 3（8-1）"),
    (
        "assaulting strength after the interception",
        "迎击后的强攻兵力",
    ),
    (
        "terrain of the castle hex (terrain table)",
        "城所在格的地形（地形表）",
    ),
    ("attacking 总大将's field modifier", "攻方总大将的野战修正"),
    ("lowest attacking morale", "攻方最低士气"),
    ("total attacking strength", "攻方总兵力"),
    ("defending 总大将's field modifier", "守方总大将的野战修正"),
    ("lowest defending morale", "守方最低士气"),
    ("total defending strength", "守方总兵力"),
    ("attacking leader's field modifier", "攻方指挥官的野战修正"),
    ("attacking force's morale", "攻方部队的士气"),
    ("defending leader's field modifier", "守方指挥官的野战修正"),
    (
        "defending strength after the attack's losses",
        "攻击造成损失后的守方兵力",
    ),
    (
        "terrain of the counterattacking force's hex",
        "反击部队所在格的地形",
    ),
    (
        "field modifier of the highest-ranked garrison unit (0 if none)",
        "守军中身份最高单位的野战修正（没有则为 0）",
    ),
    (
        "total strength of the garrison (0 = empty castle, 19-2-3)",
        "守军总兵力（0 = 空城，19-2-3）",
    ),
    ("大内方 castles fallen so far", "至今已陷落的大内方城数"),
    ("current Inning", "当前回合"),
    ("rank of the force's leader", "部队指挥官的身份"),
    (
        "whose replacement table (minor = a minor daimyo)",
        "使用谁的补充表（小势力 = 小大名）",
    ),
    (
        "column of the table (province × own castle / elsewhere, or 本城)",
        "表的栏（国 × 己方城 / 其他地点，或 本城）",
    ),
    ("morale of the replenishing force", "进行补充的部队的士气"),
    (
        "[{hex, level, side}] held at the end",
        "结束时占有的城，每项写格、等级与阵营：[{hex, level, side}]",
    ),
    (
        "[{rank, side}] removed units; side = the side that lost it",
        "被移除的单位，每项写身份与失去它的阵营：[{rank, side}]",
    ),
    ("the sailing army", "渡海的军队"),
    (
        "units in the sailing 大内氏 force (one d6 each, 35.7 ⑥)",
        "渡海的大内氏部队中的单位数（每个单位掷一颗骰子，35.7 ⑥）",
    ),
    (
        "lowest morale of the besieging forces",
        "包围部队的最低士气",
    ),
    (
        "lowest garrison morale, or the castle's own",
        "守军最低士气，或城本身的士气",
    ),
    (
        "units in the garrison (18-2-1 (1))",
        "守军的单位数（18-2-1 (1)）",
    ),
    (
        "total strength of the besieging forces in the castle hex",
        "城所在格中包围部队的总兵力",
    ),
    ("strength of the attacking force", "攻方部队的兵力"),
    (
        "defending leader's field modifier (highest-ranked commander)",
        "守方指挥官的野战修正（身份最高的指挥官）",
    ),
    ("morale of the demanding force", "劝降部队的士气"),
    (
        "current castle durability (0 = castle fall roll, 21 (2))",
        "城当前的耐久（0 = 进行陷落掷骰，21 (2)）",
    ),
    ("highest rank in the garrison", "守军中的最高身份"),
    (
        "A36: commanders of an allied army may replenish a castle",
        "本作裁定：同盟军的指挥官可以补充城",
    ),
    (
        "25-2: a 总大将 lost to desertion or to lack of supply also removes his army",
        "25-2：总大将 因逃散或缺乏补给而损失时，其军队也全部移除",
    ),
    (
        "A21: a force may demand surrender in the action that starts its siege",
        "本作裁定：部队可在开始包围的同一行动中劝降",
    ),
    (
        "A13: a negative replacement result costs at most 2 steps",
        "本作裁定：补充结果为负时最多损失 2 步",
    ),
    (
        "A14: the 本城 replacement column only for replenishing the 本城 castle itself",
        "本作裁定：本城 栏只用于补充 本城 本身",
    ),
    (
        "A43: inactive 大内氏 / 益田氏 forces skip the supply check",
        "本作裁定：未启动的 大内氏 / 益田氏 部队不做补给检查",
    ),
    (
        "units in a castle hex that start outside the castle (33.2 (2)); the others start garrisoned",
        "开局时位于城所在格但在城外的单位（33.2 (2)）；其余单位开局即在城内守城",
    ),
    (
        "victory conditions: game, or historical (scenarios 2 and 3 only, 35.6 / 36.6)",
        "胜利条件：游戏规则，或历史结果（仅限剧本 2 与 3，35.6 / 36.6）",
    ),
];

pub static PHRASES: LazyLock<Phrasebook> = LazyLock::new(|| {
    let mut pairs: Vec<(String, String)> = HELP
        .iter()
        .chain(INPUT)
        .map(|(e, z)| (e.to_string(), z.to_string()))
        .collect();
    // Templates whose holes would otherwise catch an English key come first, spelled out per key.
    for (en, zh) in ARMIES {
        pairs.push((
            format!("replacement ({{}}): table {en}, column {{}}, d6 {{}} → {{}}, morale {{}} → {{}} (desertion)"),
            format!("补充（{{0}}）：{zh}表，{{1}} 栏，骰 {{2}} → {{3}}，士气 {{4}} → {{5}}（逃散）"),
        ));
        pairs.push((
            format!(
                "replacement ({{}}): table {en}, column {{}}, d6 {{}} → {{}}, morale {{}} → {{}}"
            ),
            format!("补充（{{0}}）：{zh}表，{{1}} 栏，骰 {{2}} → {{3}}，士气 {{4}} → {{5}}"),
        ));
        pairs.push((format!("{en} does not"), format!("{zh} 没有")));
    }
    for (_, zh) in RANKS {
        pairs.push((
            format!(
                "morale recovery ({{}}): no supply, led by a {zh}: d6 {{}} < {{}}: +{{}} morale"
            ),
            format!("士气恢复（{{0}}）：无补给，由{zh}率领：骰 {{1}} < {{2}}：士气 +{{3}}"),
        ));
        pairs.push((
            format!(
                "morale recovery ({{}}): no supply, led by a {zh}: d6 {{}} ≥ {{}}: no recovery"
            ),
            format!("士气恢复（{{0}}）：无补给，由{zh}率领：骰 {{1}} ≥ {{2}}：未恢复"),
        ));
    }
    for (en, zh) in TERRAIN {
        pairs.push((format!("terrain ({en})"), format!("地形（{zh}）")));
        pairs.push((format!("defender in {en}"), format!("守方在{zh}")));
        pairs.push((
            format!("counterattacking force in {en} (as written, digest A{{}})"),
            format!("反击部队在{zh}（按原文，本作裁定）"),
        ));
    }
    pairs.extend(TABLE.iter().map(|(e, z)| (e.to_string(), z.to_string())));
    let refs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(e, z)| (e.as_str(), z.as_str()))
        .collect();
    Phrasebook::new(&refs)
});

/// English template → 中文 template. More specific templates first: the first that matches wins.
const TABLE: &[(&str, &str)] = &[
    // ---- prompt: steps and phases
    ("Set-up", "布置"),
    ("set-up", "布置"),
    ("Inning", "回合"),
    (
        "Hex-and-counter, two sides: castles with durability and morale, sieges, supply lines (战国群雄传 series).",
        "六角格兵棋，两方对抗：城郭有耐久与士气，围城，补给线（战国群雄传系列）。",
    ),
    ("Stage", "轮"),
    ("Game over after Inning {}", "第 {} 回合后游戏结束"),
    ("back to: Inning {}", "退回：第 {} 回合"),
    ("back to: Set-up", "退回：布置"),
    ("back to: {}", "退回：{}"),
    ("End the ops phase", "结束作战阶段"),
    ("scenario {}", "剧本 {}"),
    ("game", "游戏"),
    ("start", "开始"),
    ("available", "可用"),
    ("used", "已用"),
    ("castle level", "城郭等级"),
    ("Victory", "胜利条件"),
    ("by score (32)", "按得分（32）"),
    ("historical", "史实条件"),
    ("Fallen {} castles", "{} 失陷城数"),
    ("fallen {} castles: {} ({})", "{0} 失陷城数：{1}（{2}）"),
    ("fallen {} castles", "{} 失陷城数"),
    ("skirmish: after the attack", "野战：攻击之后"),
    ("skirmish: the defender takes damage", "野战：守方承受伤害"),
    ("decisive battle", "合战"),
    ("retreat after the decisive battle", "合战后撤退"),
    // ---- prompt: hints
    (
        "May act: {}, and {} more (marked in the roster)",
        "可行动：{0}，另有 {1} 支（名册中已标出）",
    ),
    ("May act: {}", "可行动：{}"),
    (
        "No force of this army may act now.",
        "此军现在没有可行动的部队。",
    ),
    (
        "{} take {} damage: steps first, the rest as retreat hexes (max {})",
        "{0} 承受 {1} 点伤害：先减级，余下为撤退格数（最多 {2}）",
    ),
    ("to roll: {}", "待掷骰：{}"),
    (
        "Place the counters and castle markers (see the checklist); form forces in each hex.",
        "放置棋子与城标（见清单）；在各格编成部队。",
    ),
    (
        "Every force on the map traces to its 本城; list those that cannot (garrisons in own castles are exempt).",
        "图上每支部队向其本城追溯补给；列出无法追溯者（己方城中的守军不必）。",
    ),
    (
        "{} has lost its 本城 {}: none of its forces outside its castles can trace ({})",
        "{0} 已失去本城 {1}：其城外部队均无法追溯补给（{2}）",
    ),
    ("The game is over: see the score.", "游戏结束：请看计分。"),
    // ---- prompt: buttons
    ("Take the damage", "承受伤害"),
    ("Counterattack", "反击"),
    ("Pursue", "追击"),
    ("End the combat", "结束战斗"),
    ("Fight an exchange", "进行一次交战"),
    ("End the battle", "结束合战"),
    ("Retreat roll: {}", "撤退掷骰：{}"),
    ("Form a force (free at set-up)", "编成部队（布置时免费）"),
    (
        "Move {} MP before play (毛利氏, scenario {})",
        "开局前移动 {0} 点移动力（毛利氏，剧本 {1}）",
    ),
    ("Start Inning {}", "开始第 {} 回合"),
    ("Start stage {}", "开始第 {} 轮"),
    ("Start stage", "开始下一轮"),
    ("Roll the {} activation", "掷 {} 启动骰"),
    ("Activation trigger", "触发启动"),
    ("Go to the supply check", "进入补给检查"),
    ("Supply-line check", "补给线检查"),
    ("End the ops phase", "结束作战阶段"),
    ("Move", "移动"),
    ("Establish a siege", "建立包围"),
    ("Lift a siege", "解除包围"),
    ("Assault", "强攻"),
    ("Demand surrender", "劝降"),
    ("Skirmish", "野战攻击"),
    ("Decisive battle", "合战"),
    ("Morale recovery", "恢复士气"),
    ("Replacement", "补充"),
    ("Reorganise", "重组"),
    // ---- blocked reasons and refusals
    (
        "defenders that retreated cannot counterattack",
        "已撤退的守方不能反击",
    ),
    ("pursuit only follows a retreat", "只有对方撤退后才能追击"),
    ("only after an exchange one side won", "须有一方赢得交战后"),
    ("only in scenario {}", "仅限剧本 {}"),
    ("already rolled this Inning", "本回合已掷过"),
    ("roll the activation first", "请先掷启动骰"),
    ("already made this Inning", "本回合已做过"),
    ("make the supply check first", "请先做补给检查"),
    ("{} is not in {}", "{0} 不在 {1}"),
    ("{}'s force already acted", "{} 的部队已行动过"),
    (
        "{} holds enemy units that are not garrisoned",
        "{} 有未籠城的敌军",
    ),
    (
        "no own or allied castle in {} to garrison",
        "{} 没有可籠城的己方或同盟城",
    ),
    ("{} is not of lower rank than {}", "{0} 的身份不低于 {1}"),
    ("{} belongs to another army", "{} 属于另一军"),
    ("{} commands at most {} units", "{0} 最多统率 {1} 个单位"),
    (
        "{} MP needed, allowance {} ({} − |morale|; {} for the set-up move)",
        "需要 {0} 点移动力，可用 {1}（{2} − |士气|；布置移动为 {3}）",
    ),
    (
        "{} MP needed, allowance {} ({} − |morale|)",
        "需要 {0} 点移动力，可用 {1}（{2} − |士气|）",
    ),
    ("{} MP needed, allowance {}", "需要 {0} 点移动力，可用 {1}"),
    ("{}: the {} of {} is dead", "{0}：{2} 的{1}已阵亡"),
    ("every unit of that army is removed", "该军所有单位移出"),
    (
        "sea movement already launched from {} this phase",
        "本阶段已从 {} 出航",
    ),
    (
        "sea movement exists only in scenario {}",
        "海上移动仅见于剧本 {}",
    ),
    (
        "only {} and {} forces may move by sea",
        "只有 {0} 与 {1} 的部队可海上移动",
    ),
    (
        "{} may not sail this phase and has not acted (digest A{})",
        "{0} 本阶段不能出航，视为未行动（本作裁定）",
    ),
    (
        "the free sailing is {}'s, once per game",
        "免费渡海属于 {}，每局一次",
    ),
    (
        "strength {} is below the siege requirement {}",
        "兵力 {0} 低于包围所需的 {1}",
    ),
    (
        "ungarrisoned enemy forces still stand in {}: no pursuit",
        "{} 仍有未籠城的敌军：不能追击",
    ),
    ("{} activates ({})", "{0} 启动（{1}）"),
    ("{} is inactive again", "{} 恢复未启动"),
    ("that army is already active", "该军已启动"),
    (
        "only {}, {} and {} have the {} column",
        "只有 {0}、{1}、{2} 有{3}栏",
    ),
    (
        "the {} column is used only at the army's own {} (digest A{})",
        "{0}栏只用于该军自己的{1}（本作裁定）",
    ),
    (
        "a garrison attack is made by a garrison against enemies in its own hex",
        "守军攻击是守军对同格敌军的攻击",
    ),
    ("a garrison does not pursue", "守军不追击"),
    (
        "a garrison may not leave while enemy units are in the castle hex",
        "城格有敌军时守军不能离开",
    ),
    (
        "no decisive battle when either side is in {} or {}",
        "任一方在{0}或{1}时不能合战",
    ),
    ("no eligible commander ({})", "没有合格的指挥官（{}）"),
    (
        "no eligible commander is besieging a castle it may still summon ({})",
        "没有仍可劝降的包围中指挥官（{}）",
    ),
    (
        "no eligible force has lost morale ({})",
        "没有士气下降的合格部队（{}）",
    ),
    (
        "no eligible force outside a castle stands in an enemy castle hex ({})",
        "没有城外的合格部队位于敌城格（{}）",
    ),
    (
        "no eligible force stands in an enemy castle hex ({})",
        "没有合格部队位于敌城格（{}）",
    ),
    (
        "no eligible {} in the field ({})",
        "野外没有合格的{0}（{1}）",
    ),
    (
        "no force is left to retreat: the decisive battle is over ({})",
        "已无部队需撤退：合战结束（{}）",
    ),
    (
        "no force of the phasing army may act in this stage ({})",
        "行动方本轮没有可行动的部队（{}）",
    ),
    ("no force of this army is besieging", "此军没有部队在包围"),
    ("no supply line: no replacement", "无补给线：不能补充"),
    ("nothing to change on the table", "表上没有可更改之处"),
    (
        "one commander per castle per stage",
        "每城每轮只限一名指挥官",
    ),
    (
        "only the owning army's commanders replenish a castle (allies off, digest A{})",
        "只有城主军的指挥官可补充城（同盟不可，本作裁定）",
    ),
    ("set-up reorganisation is free ({})", "布置时重组免费（{}）"),
    (
        "strategic movement needs a supply line at the start",
        "战略移动开始时须有补给线",
    ),
    ("strategic movement needs morale {}", "战略移动需要士气 {}"),
    (
        "strategic movement: never adjacent to enemy units or castles on the way ({})",
        "战略移动：途中不得邻接敌军或敌城（{}）",
    ),
    (
        "every eligible force is besieging ({}) or garrisoned with no enemy in its hex ({})",
        "所有合格部队都在包围中（{0}），或籠城且同格无敌（{1}）",
    ),
    (
        "every eligible force is besieging ({}) or held in place ({})",
        "所有合格部队都在包围中（{0}）或被限制原地（{1}）",
    ),
    (
        "the defender is in its own castle's hex: a decisive battle needs its consent",
        "守方在己方城格：合战须经其同意",
    ),
    ("the target must be an adjacent hex", "目标须为相邻格"),
    // ---- hex distances (ruling 2-1-1), retreats, withdrawals (issue 25)
    (
        "{} is {} hexes from {}: {} MP on hexes reach {} hex(es) at most",
        "{0} 距 {2} 有 {1} 格：格子消耗 {3} 移动力最多到达 {4} 格",
    ),
    (
        "the target must be an adjacent hex ({} is not next to {})",
        "目标须为相邻格（{0} 不与 {1} 相邻）",
    ),
    (
        "no enemy forces outside a castle next to {} ({})",
        "{0}（{1}）旁没有城外的敌军",
    ),
    (
        "the enemy 总大将 next to {} is garrisoned: no decisive battle",
        "{} 旁的敌方总大将在籠城：不能合战",
    ),
    (
        "no enemy 总大将 outside a castle next to {} ({})",
        "{0}（{1}）旁没有城外的敌方总大将",
    ),
    (
        "{} holds enemy units that are not garrisoned: nobody is dropped off there",
        "{} 有未籠城的敌军：不能在该格分离单位",
    ),
    (
        "{} holds enemy units: a retreat may not enter it",
        "{} 有敌军：撤退不得进入",
    ),
    (
        "a retreat of {} hex(es) from {} moves one hex further from {} with each hex: it cannot end in {}",
        "自 {1} 撤退 {0} 格，每格都须离 {2} 更远一格：不能止于 {3}",
    ),
    (
        "a retreat of {} hex(es) from {} cannot end in {}",
        "自 {1} 撤退 {0} 格不能止于 {2}",
    ),
    (
        "{} penalty hexes but at most {} hex(es) entered on the retreat ({})",
        "惩罚格 {0} 个，但撤退最多只进入 {1} 格（{2}）",
    ),
    (
        "{} penalty hexes on a retreat of at most {} hex(es) ({})",
        "撤退最多 {1} 格，惩罚格却有 {0} 个（{2}）",
    ),
    (
        "these losses leave no defending unit: nobody retreats ({})",
        "这些损失后守方已无单位：无人撤退（{}）",
    ),
    (
        "all the damage is taken as steps: nobody retreats ({})",
        "全部伤害都以减级承受：无人撤退（{}）",
    ),
    (
        "the defenders are gone: no retreat and no pursuit, the combat ends ({}, {})",
        "守方已不在：无撤退也无追击，战斗结束（{0}，{1}）",
    ),
    (
        "{} is not on the retreat path from {} to {}",
        "{0} 不在自 {1} 至 {2} 的撤退路线上",
    ),
    (
        "{} is not on the retreat path from {}",
        "{0} 不在自 {1} 起的撤退路线上",
    ),
    (
        "{} is in {} already: name the hex where the retreat ends",
        "{0} 已在 {1}：请填写撤退终点格",
    ),
    (
        "the retreat of 1 hex: enter the hex where it ends ({}, {})",
        "撤退 1 格：请填写终点格（{0}，{1}）",
    ),
    (
        "{} must retreat {} hex(es) from {}, and {} is not that far: place the force by hand ({})",
        "{0} 须自 {2} 撤退 {1} 格，而 {3} 距离不符：用「放置部队」摆放该部队（{4}）",
    ),
    (
        "{} retreats {} hex(es) from {}: place the force by hand ({})",
        "{0} 自 {2} 撤退 {1} 格：用「放置部队」摆放该部队（{3}）",
    ),
    (
        "{}: no morale loss for this retreat ({}, {})",
        "{0}：此次撤退不降士气（{1}，{2}）",
    ),
    ("{} still retreat ({})", "{0} 仍须撤退（{1}）"),
    (
        "ruling 21 (2): the roll on column 0 takes the modifiers of a surrender demand ({})",
        "本作裁定 21 (2)：0 栏的掷骰适用劝降的修正（{}）",
    ),
    (
        "{} now stand alone: {} was taken under {} ({})",
        "{0} 现各自独立：{1} 已编入 {2} 麾下（{3}）",
    ),
    (
        "both sides are spent: each force retreats {} hex without morale loss; the battle ends ({})",
        "双方均已耗尽：各部队撤退 {0} 格，不降士气；合战结束（{1}）",
    ),
    (
        "the attacker ends the battle and retreats its forces {} hex without morale loss ({}, digest A{})",
        "攻方结束合战，其部队撤退 {0} 格且不降士气（{1}，本作裁定）",
    ),
    (
        "the defender ends the battle and retreats its forces {} hex without morale loss ({}, digest A{})",
        "守方结束合战，其部队撤退 {0} 格且不降士气（{1}，本作裁定）",
    ),
    ("Retreat 1 hex: {}", "撤退 1 格：{}"),
    (
        "to place 1 hex away, without morale loss: {}",
        "待放置于 1 格外、不降士气：{}",
    ),
    (
        "the decisive battle is over: retreat 1 hex",
        "合战已结束：撤退 1 格",
    ),
    ("the garrison withdraws", "守军退去"),
    ("Withdraw: {}", "退去：{}"),
    (
        "{} follow the others from {} to {} ({})",
        "{0} 随其他部队自 {1} 退往 {2}（{3}）",
    ),
    (
        "{} leave {} for one hex with friendly units or a friendly castle; with none, they surrender ({})",
        "{0} 离开 {1}，退往一个有己方单位或己方城的格；若无则投降（{2}）",
    ),
    (
        "the garrison withdraws to one hex: the others went to {}",
        "守军须退往同一格：其他部队已去 {}",
    ),
    (
        "the garrison leaves {}: name another hex",
        "守军离开 {}：请填写另一格",
    ),
    (
        "{} holds enemy units: the garrison may not withdraw there",
        "{} 有敌军：守军不得退往该格",
    ),
    (
        "{} holds neither friendly units nor a friendly castle: the garrison may not withdraw there",
        "{} 既无己方单位也无己方城：守军不得退往该格",
    ),
    (
        "{} have no hex with friendly units or a friendly castle to withdraw to: they surrender ({})",
        "{0} 无处可退（无己方单位或己方城的格）：投降（{1}）",
    ),
    (
        "place the withdrawing garrison first",
        "先摆放退去的守军（放置部队）",
    ),
    (
        "{} leave the ruin and stand in {} outside any castle: remove the 籠城 marker ({})",
        "{0} 离开废城，留在 {1} 城外：移除籠城标志（{2}）",
    ),
    (
        "a ruin holds no garrison: place the garrison outside the castle first",
        "废城不能有守军：先把守军放到城外（放置部队）",
    ),
    (
        "a ruin cannot be besieged: lift the siege first",
        "废城不能被包围：先解除包围",
    ),
    (
        "the garrison belongs to another side: it must leave the castle first",
        "守军属于另一方：须先离开该城（放置部队）",
    ),
    (
        "forces of that side besiege the castle: lift the siege first",
        "该方部队正在包围此城：先解除包围",
    ),
    (
        "the forces sailing together this phase end in the same coastal hex: {}",
        "本阶段一同渡海的部队须在同一沿岸格结束：{}",
    ),
    (
        "the game ends now: record first who holds 宮之尾城",
        "游戏即将结束：先记录 宮之尾城 的占有者",
    ),
    (
        "The game ends with this phase: record who holds 宮之尾城 ({}).",
        "游戏随本阶段结束：记录 宮之尾城 的占有者（{}）。",
    ),
    ("Record who holds 宮之尾城", "记录 宮之尾城 的占有者"),
    (
        "record who holds 宮之尾城 first",
        "先记录 宮之尾城 的占有者",
    ),
    (
        "{} loses a step (retreat penalty hexes, {})",
        "{0} 损失一级（撤退惩罚格，{1}）",
    ),
    (
        "{} eliminated (retreat penalty hexes, {})",
        "{0} 被消灭（撤退惩罚格，{1}）",
    ),
    (
        "{} eliminated (surrender H ({}))",
        "{0} 被消灭（投降 H，{1}）",
    ),
    // ---- decisive battle, retreats, morale eliminations
    (
        "battle retreat ({}): d6 {}: retreat {} hex(es), lose {} step(s)",
        "合战后撤退（{0}）：骰 {1}：撤退 {2} 格，损失 {3} 级",
    ),
    (
        "only the player who inflicted more damage in the last exchange may end the battle",
        "只有上次交战中造成伤害较多的一方可结束合战",
    ),
    (
        "the attacker ends the battle and retreats its forces {} hex without morale loss ({}, digest A{}): place them with `relocate`",
        "攻方结束合战，其部队撤退 {0} 格且不降士气（{1}，本作裁定）：用「放置部队」摆放",
    ),
    (
        "the defender ends the battle and retreats its forces {} hex without morale loss ({}, digest A{}): place them with `relocate`",
        "守方结束合战，其部队撤退 {0} 格且不降士气（{1}，本作裁定）：用「放置部队」摆放",
    ),
    (
        "the attacker inflicted more and may end the battle (battle-end, {}), or fight on (battle-round)",
        "攻方造成伤害较多，可结束合战（{}），或继续交战",
    ),
    (
        "the defender inflicted more and may end the battle (battle-end, {}), or fight on (battle-round)",
        "守方造成伤害较多，可结束合战（{}），或继续交战",
    ),
    ("{} : one unit must be eliminated", "{} ：须消灭一个单位"),
    (
        "{} eliminated (morale (no supply line, {}))",
        "{0} 被消灭（士气：无补给线，{1}）",
    ),
    (
        "{} eliminated (morale (retreat, {}))",
        "{0} 被消灭（士气：撤退，{1}）",
    ),
    ("{} eliminated (morale ({}))", "{0} 被消灭（士气：{1}）"),
    (
        "{}'s force falls below morale −4 and is eliminated ({})",
        "{0} 的部队士气低于 −4，被消灭（{1}）",
    ),
    (
        "{} take {} damage ●: steps first, the rest as retreat hexes (max {})",
        "{0} 承受 {1} 点伤害 ●：先减级，余下为撤退格数（最多 {2}）",
    ),
    (
        "{}'s force breaks up: {} now stand alone",
        "{0} 的部队解散：{1} 现各自独立",
    ),
    ("{} retreats {} hex(es) to {}", "{0} 撤退 {1} 格至 {2}"),
    (
        "{}'s force: morale {} (retreat, {} (digest A{}))",
        "{0} 的部队：士气 {1}（撤退，{2}，本作裁定）",
    ),
    // ---- sieges, surrender, castles
    (
        "siege check ({}): {} garrison unit(s), limit {} → row {}; d6 {} → {}",
        "围城检定（{0}）：守军 {1} 个单位，上限 {2} → 第 {3} 行；骰 {4} → {5}",
    ),
    (
        "siege requirement ({}): level {} needs strength {}; besiegers have {}: {}",
        "包围条件（{0}）：{1} 级城需兵力 {2}；包围方有 {3}：{4}",
    ),
    ("enough to besiege", "足以包围"),
    ("too weak to besiege", "兵力不足以包围"),
    ("Siege check: {} ({})", "围城检定：{0}（{1}）"),
    (
        "put the siege marker on {} at {} ({}) ({})",
        "把包围标记放在 {1} 的 {0}（{2}）（{3}）",
    ),
    (
        "put the siege marker back on {} at {}",
        "把包围标记放回 {1} 的 {0}",
    ),
    (
        "remove the siege marker of {} from {}",
        "从 {1} 取下 {0} 的包围标记",
    ),
    (
        "{} lifts its part of the siege ({})",
        "{0} 解除自己那部分包围（{1}）",
    ),
    (
        "{} besieges: half strength {} ({})",
        "{0} 在包围中：半数兵力 {1}（{2}）",
    ),
    ("the siege is lifted", "包围解除"),
    ("the castle falls ({})", "城陷落（{}）"),
    ("the castle falls", "城陷落"),
    ("the castle is a ruin", "城已成废城"),
    ("the garrison surrenders", "守军投降"),
    ("the garrison withdraws", "守军撤离"),
    ("no durability loss", "耐久无损"),
    ("castle event", "城事件"),
    ("castle fall", "城陷落"),
    (
        "{} garrison unit lost, the rest withdraw",
        "守军损失 {} 个单位，其余撤离",
    ),
    (
        "{} garrison units lost, the rest withdraw",
        "守军损失 {} 个单位，其余撤离",
    ),
    (
        "half the garrison units lost, the rest withdraw",
        "守军损失半数单位，其余撤离",
    ),
    ("{} agreed surrender", "{} 协议投降"),
    (
        "A: no more surrender demands against this castle ({})",
        "A：此城不再接受劝降（{}）",
    ),
    (
        "B: −1 to later demands against this castle ({})",
        "B：之后对此城劝降 −1（{}）",
    ),
    ("−1 to later demands", "之后劝降 −1"),
    ("no further demands", "不再接受劝降"),
    (
        "this castle answered A: no more demands",
        "此城已答 A：不再接受劝降",
    ),
    (
        "the castle gave a B result before ({})",
        "此城之前得过 B 结果（{}）",
    ),
    (
        "a surrender demand was made against this castle this phase: no assault (digest A{})",
        "本阶段已对此城劝降：不能强攻（本作裁定）",
    ),
    (
        "this castle was assaulted this phase: a demand would forbid that assault",
        "此城本阶段已被强攻：劝降会与之冲突",
    ),
    (
        "one surrender demand per castle per ops phase",
        "每城每作战阶段只能劝降一次",
    ),
    (
        "a surrender demand needs a force led by a commander",
        "劝降须由指挥官率领的部队进行",
    ),
    (
        "the demanding force must already be besieging the castle (digest A{})",
        "劝降部队须已在包围此城（本作裁定）",
    ),
    ("a garrison does not demand surrender", "守军不劝降"),
    ("a ruined castle cannot be besieged", "废城不能被包围"),
    (
        "a besieged garrison may not replenish",
        "被围的守军不能补充",
    ),
    ("a garrisoned force cannot assault", "籠城部队不能强攻"),
    (
        "all besieging forces must be in the castle hex",
        "所有包围部队须在城格",
    ),
    (
        "besieging forces may not fight field battles: lift the siege first",
        "包围中的部队不能野战：先解除包围",
    ),
    (
        "besieging forces may not move: lift the siege first",
        "包围中的部队不能移动：先解除包围",
    ),
    ("check the siege of {} first", "先做 {} 的围城检定"),
    ("make the siege checks first", "请先做围城检定"),
    (
        "siege checks come after the phasing army's actions (advance first)",
        "围城检定在行动方行动之后（先结束本步骤）",
    ),
    ("that castle is friendly", "那是己方的城"),
    ("no castle in hex {}", "{} 格没有城"),
    ("no castle in {} to garrison", "{} 没有可籠城的城"),
    ("no castle in {}", "{} 没有城"),
    ("no such castle", "没有这座城"),
    (
        "{} is not a besieged castle of the phasing army awaiting its check",
        "{} 不是行动方待检定的被围城",
    ),
    (
        "{} is not a besieged castle of the phasing army",
        "{} 不是行动方包围中的城",
    ),
    ("{} is not besieging {}", "{0} 没有包围 {1}"),
    ("{} is not besieging", "{} 没有在包围"),
    ("{} is already besieging", "{} 已在包围中"),
    ("{} is not in the garrison", "{} 不在守军中"),
    (
        "{} belongs to the other side: it cannot be garrisoned",
        "{} 属于对方：不能在此籠城",
    ),
    (
        "no joining defender is besieging ({})",
        "参战的守方没有在包围（{}）",
    ),
    (
        "the garrison of {} opens the castle by agreement ({})",
        "{0} 的守军协议开城（{1}）",
    ),
    (
        "{} ({}) becomes a castle of {}: replace the castle marker",
        "{0}（{1}）成为 {2} 的城：更换城标",
    ),
    (
        "{} ({}) is at durability 0: it becomes a ruin (废城) without owner ({})",
        "{0}（{1}）耐久为 0：成为无主的废城（{2}）",
    ),
    (
        "{} must withdraw to one hex with friendly units or a friendly castle ({}): place them with `relocate`",
        "{0} 须撤到有己方单位或己方城的一格（{1}）：用「放置部队」摆放",
    ),
    (
        "{} withdraw to {} and garrison the besieged castle there ({})",
        "{0} 撤至 {1} 并在那座被围的城中籠城（{2}）",
    ),
    ("{} withdraw to {} ({})", "{0} 撤至 {1}（{2}）"),
    (
        "{} is restored to full strength ({})",
        "{0} 恢复满编（{1}）",
    ),
    ("removed enemy {}", "移除的敌方 {}"),
    ("garrison units removed as agreed", "按协议移除的守军单位"),
    (
        "column 0: {} is applied as D, the garrison withdraws from the ruin (digest A{})",
        "第 0 栏：{0} 按 D 处理，守军撤出废城（本作裁定）",
    ),
    (
        "主战派切腹并开城: {} garrison units eliminated, the rest withdraw",
        "主战派切腹并开城：守军 {} 个单位被消灭，其余撤离",
    ),
    (
        "城主切腹并开城: {} garrison unit eliminated, the rest withdraw",
        "城主切腹并开城：守军 {} 个单位被消灭，其余撤离",
    ),
    (
        "解散部队并开城: half the garrison units (rounded up) eliminated, the rest withdraw",
        "解散部队并开城：守军半数单位（向上取整）被消灭，其余撤离",
    ),
    ("开城: the garrison withdraws", "开城：守军撤离"),
    (
        "彻底抗战: no further demands against this castle",
        "彻底抗战：此城不再接受劝降",
    ),
    (
        "投降: every garrison unit removed; the demander may restore half their steps",
        "投降：守军全部移除；劝降方可恢复其半数级数",
    ),
    ("拒不开城: −1 to later demands", "拒不开城：之后劝降 −1"),
    // ---- forces, commanders, acting
    (
        "{} ({}) acts in the {} ops phase",
        "{0}（{1}）在 {2} 作战阶段行动",
    ),
    ("{} already acted this phase", "{} 本阶段已行动"),
    (
        "{} already made its move before play (one move of 1 MP)",
        "{} 已做过开局前移动（一次 1 点移动力）",
    ),
    ("{} back to {} step(s)", "{0} 回到 {1} 级"),
    ("{} cannot command {} units", "{0} 不能统率 {1} 个单位"),
    ("{} commands lower ranks only", "{} 只能统率身份较低者"),
    (
        "{} has action rating {}: it acts in stages 1–{} only",
        "{0} 行动值 {1}：只在第 1–{2} 轮行动",
    ),
    ("{} is already in this force", "{} 已在此部队中"),
    (
        "{} is commanded by a superior ({})",
        "{0} 由上级统率（{1}）",
    ),
    ("{} is named twice", "{} 被写了两次"),
    ("{} is not a defending unit ({})", "{0} 不是守方单位（{1}）"),
    ("{} is not a subordinate of {}", "{0} 不是 {1} 的部下"),
    ("{} is not active yet", "{} 尚未启动"),
    ("{} is not held in place", "{} 没有被限制原地"),
    ("{} is not on the map", "{} 不在地图上"),
    (
        "{} is under {} — name the force by its leader",
        "{0} 在 {1} 麾下——请用部队首领称呼该部队",
    ),
    ("{} was destroyed", "{} 已覆灭"),
    (
        "{} may move from now on: a 大内方 unit is adjacent ({})",
        "{0} 此后可移动：已与 大内方 单位相邻（{1}）",
    ),
    (
        "{} may not move until a 大内方 unit is adjacent (use release)",
        "{} 在与 大内方 单位相邻前不能移动（用「解除单位的移动限制」）",
    ),
    (
        "{} is attacked and activates at once ({})",
        "{0} 受到攻击，立即启动（{1}）",
    ),
    (
        "{} is garrisoned in its own castle and needs no supply line ({})",
        "{0} 在己方城中籠城，无需补给线（{1}）",
    ),
    (
        "{}'s army is inactive and exempt (option inactive-supply-exempt, digest A{})",
        "{0} 所属军未启动，免于补给检查（选项，本作裁定）",
    ),
    (
        "{}'s force is placed in {}, garrisoned",
        "{0} 的部队放在 {1}，籠城",
    ),
    ("{}'s force is placed in {}", "{0} 的部队放在 {1}"),
    (
        "{} failed its roll this phase ({})",
        "{0} 本阶段掷骰失败（{1}）",
    ),
    (
        "{} retreat hex(es): enter where the retreat ends",
        "撤退 {} 格：填写撤退终点",
    ),
    ("{}: {} set to {} by hand", "{0}：{1} 手动设为 {2}"),
    ("adjusted by hand", "手动更正"),
    (
        "a commanded commander cannot command others",
        "受统率的指挥官不能统率他人",
    ),
    (
        "a commander detached from a superior this stage may not replenish (digest A{})",
        "本轮刚脱离上级的指挥官不能补充（本作裁定）",
    ),
    (
        "a decisive battle goes on until a side retreats (battle-end or the retreat)",
        "合战持续到一方撤退为止",
    ),
    ("a decisive battle is led by the 总大将", "合战由总大将率领"),
    (
        "a garrison attacks enemies in its own hex ({})",
        "守军攻击同格的敌军（{}）",
    ),
    (
        "a garrison attacks enemy forces in its own hex ({})",
        "守军攻击同格的敌方部队（{}）",
    ),
    (
        "a garrison attacks only enemies in its own hex (garrison-attack)",
        "守军只攻击同格的敌军",
    ),
    (
        "a garrison commander cannot replenish a besieged castle",
        "守军指挥官不能补充被围的城",
    ),
    (
        "a garrison offers to open the castle during its own siege check",
        "守军在自己的围城检定时提出开城",
    ),
    (
        "a river hexside lies between the forces",
        "部队之间隔着河流格边",
    ),
    (
        "at least one force involved must be able to act in this stage",
        "参与的部队中至少一支须能在本轮行动",
    ),
    (
        "at most 4 retreat hexes: take at least {} as steps",
        "撤退最多 4 格：至少 {} 须以减级承受",
    ),
    ("fight at least one exchange first", "请先进行至少一次交战"),
    (
        "finish the combat in progress first",
        "请先结束进行中的战斗",
    ),
    ("forces act only in an ops phase", "部队只在作战阶段行动"),
    (
        "garrisoned forces take no part in a decisive battle",
        "籠城部队不参加合战",
    ),
    ("must be one of the detached units", "须是脱离的单位之一"),
    ("name at least one force", "请至少指定一支部队"),
    ("no combat in progress", "没有进行中的战斗"),
    ("no decisive battle in progress", "没有进行中的合战"),
    (
        "no enemy 总大将 outside a castle in {}",
        "{} 没有城外的敌方总大将",
    ),
    ("no force led by {}", "没有由 {} 率领的部队"),
    (
        "no movement before play in this scenario (only 毛利氏 in scenario 1, {})",
        "本剧本开局前不能移动（仅剧本 1 的 毛利氏，{}）",
    ),
    ("no retreat roll is due", "没有待掷的撤退骰"),
    ("no skirmish damage is waiting", "没有待承受的野战伤害"),
    (
        "no skirmish is waiting for a counterattack",
        "没有待反击的野战",
    ),
    ("no skirmish to pursue from", "没有可追击的野战"),
    ("no ungarrisoned enemy forces in {}", "{} 没有未籠城的敌军"),
    (
        "ungarrisoned enemy forces stand in {}: the pursuit stops before it",
        "{} 有未籠城的敌军：追击在其前停止",
    ),
    ("morale is already 0", "士气已是 0"),
    (
        "only a commander (☆☆ or ☆) can form a force",
        "只有指挥官（☆☆ 或 ☆）能编成部队",
    ),
    (
        "only a commander replenishes (digest: 武将-only forces cannot)",
        "只有指挥官能补充（本作裁定：只有武将的部队不能）",
    ),
    (
        "only scenario 3 has inactive armies",
        "只有剧本 3 有未启动的军",
    ),
    (
        "only scenario 3 has the 大内氏 activation",
        "只有剧本 3 有 大内氏 启动",
    ),
    (
        "only 大内氏 has a free sailing ({})",
        "只有 大内氏 有免费渡海（{}）",
    ),
    ("only {} damage to take ({})", "只需承受 {0} 点伤害（{1}）"),
    (
        "reorganisation is an action of an ops phase",
        "重组是作战阶段的行动",
    ),
    (
        "roll the 大内氏 activation first (ouchi-activation)",
        "请先掷 大内氏 启动骰",
    ),
    (
        "the activation roll is made in the situation-change phase",
        "启动骰在形势变化阶段掷",
    ),
    (
        "the activation roll of this Inning was already made",
        "本回合的启动骰已掷过",
    ),
    ("the attacker is gone", "攻方已不在"),
    ("the attacker was a garrison ({})", "攻方是守军（{}）"),
    (
        "the defender must take the damage first",
        "守方须先承受伤害",
    ),
    (
        "the retreating forces must roll first",
        "撤退的部队须先掷骰",
    ),
    (
        "the supply-line check is made in the start stage",
        "补给线检查在开始轮进行",
    ),
    (
        "the supply-line check of this Inning was already made",
        "本回合的补给线检查已做过",
    ),
    (
        "this commander was under a superior at the start of the phase",
        "此指挥官在本阶段开始时受上级统率",
    ),
    (
        "make the supply-line check first (supply-check, with an empty list if every force traces)",
        "请先做补给线检查（所有部队都能追溯时留空）",
    ),
    (
        "desertion limited to 2 steps (option desertion-clamp, digest A{})",
        "逃散最多 2 级（选项，本作裁定）",
    ),
    (
        "the 本城 column replenishes only the 本城 castle (option honjo-column-castle-only, digest A{})",
        "本城栏只补充本城自身（选项，本作裁定）",
    ),
    (
        "{} and 益田氏 are active from now on (digest A{})",
        "{0} 与 益田氏 此后启动（本作裁定）",
    ),
    (
        "大内氏 uses its one free sailing ({})",
        "大内氏 使用唯一一次免费渡海（{}）",
    ),
    (
        "宮之尾城 is held by: {} ({})",
        "宮之尾城 的占有者：{0}（{1}）",
    ),
    (
        "宮之尾城 matters only in scenario 2",
        "宮之尾城 只在剧本 2 有意义",
    ),
    (
        "Activation trigger: an 尼子方 unit entered 周防/長門 ({})",
        "启动触发：尼子方 单位进入 周防／長門（{}）",
    ),
    ("Army activated ({})", "军已启动（{}）"),
    ("Unit released ({})", "单位已解除限制（{}）"),
    (
        "After the actions: siege checks of {}",
        "行动之后：{} 的围城检定",
    ),
    ("siege checks", "围城检定"),
    ("may act", "可行动"),
    ("may not sail", "不能出航"),
    ("may sail", "可出航"),
    ("the hex sails", "该格出航"),
    ("the last Inning is over", "最后一回合结束"),
    (
        "apply by hand: {} (use `adjust`)",
        "请手动处理：{}（用「手动更正数值」）",
    ),
    ("{} detach from {}'s force", "{0} 脱离 {1} 的部队"),
    (
        "● : name first the unit the defender removes ({})",
        "● ：先写守方移除的单位（{}）",
    ),
    ("● one unit removed", "● 移除一个单位"),
    // ---- log lines
    (
        "{}'s force moves to {} ({} MP), leaving the garrison",
        "{0} 的部队移至 {1}（{2} 点移动力），留下守军",
    ),
    (
        "{}'s force moves to {} ({} MP) and garrisons the castle",
        "{0} 的部队移至 {1}（{2} 点移动力）并籠城",
    ),
    (
        "{}'s force moves to {} ({} MP)",
        "{0} 的部队移至 {1}（{2} 点移动力）",
    ),
    ("{} dropped off in {} ({}", "{0} 在 {1} 下船（{2}"),
    ("{} dropped off in {}", "{0} 在 {1} 下船"),
    ("they have acted)", "视为已行动）"),
    (
        "{} sails with the rest of {} ({})",
        "{0} 与 {1} 的其余部队一同出航（{2}）",
    ),
    (
        "sea movement ({}): {} d6 per unit [{}]: may not sail",
        "海上移动（{0}）：{1} 每单位掷骰 [{2}]：不能出航",
    ),
    (
        "sea movement ({}): {} d6 per unit [{}]: sails",
        "海上移动（{0}）：{1} 每单位掷骰 [{2}]：出航",
    ),
    (
        "sea movement ({}): {} uses its one free sailing",
        "海上移动（{0}）：{1} 使用唯一一次免费渡海",
    ),
    (
        "sea movement ({}): {} d6 {}: may not sail",
        "海上移动（{0}）：{1} 掷骰 {2}：不能出航",
    ),
    (
        "sea movement ({}): {} d6 {}: the hex sails",
        "海上移动（{0}）：{1} 掷骰 {2}：该格出航",
    ),
    (
        "{} loses a step (desertion, {})",
        "{0} 损失一级（逃散，{1}）",
    ),
    ("{} loses a step (counterattack)", "{} 损失一级（反击）"),
    ("{} loses a step (interception)", "{} 损失一级（迎击）"),
    ("{} loses a step (skirmish)", "{} 损失一级（野战）"),
    ("{} loses a step (decisive battle)", "{} 损失一级（合战）"),
    (
        "{} eliminated ({} 总大将 killed)",
        "{0} 被消灭（{1} 总大将阵亡）",
    ),
    ("{} eliminated (desertion, {})", "{0} 被消灭（逃散，{1}）"),
    ("{} eliminated (counterattack)", "{} 被消灭（反击）"),
    ("{} eliminated (interception)", "{} 被消灭（迎击）"),
    ("{} eliminated (skirmish)", "{} 被消灭（野战）"),
    ("{} eliminated (decisive battle)", "{} 被消灭（合战）"),
    (
        "{} regains a step: flip to full strength ({})",
        "{0} 恢复一级：翻回满编面（{1}）",
    ),
    (
        "{}'s force: morale {} (retreat, {})",
        "{0} 的部队：士气 {1}（撤退，{2}）",
    ),
    (
        "{}'s force: morale {} (no supply line, {})",
        "{0} 的部队：士气 {1}（无补给线，{2}）",
    ),
    ("{}'s force: morale {}", "{0} 的部队：士气 {1}"),
    ("{} retreat and garrison to {}", "{0} 撤退并籠城于 {1}"),
    ("{} retreat to {} ({})", "{0} 撤退至 {1}（{2}）"),
    (
        "{} pursues to {} along the retreat path ({}, digest A{})",
        "{0} 沿撤退路径追击至 {1}（{2}，本作裁定）",
    ),
    (
        "{} detach from {}'s force (they count as having acted, {})",
        "{0} 脱离 {1} 的部队（视为已行动，{2}）",
    ),
    (
        "remaining damage ignored ({}) ({})",
        "剩余伤害不计（{0}）（{1}）",
    ),
    (
        "{} step(s) of the result are lost ({})",
        "结果中的 {0} 级作废（{1}）",
    ),
    (
        "skirmish ({}): strength {}, d6 {} → {}: damage {}",
        "野战（{0}）：兵力 {1}，骰 {2} → {3}：伤害 {4}",
    ),
    (
        "counterattack ({}): strength {}, d6 {} → {}: {} step(s) {}",
        "反击（{0}）：兵力 {1}，骰 {2} → {3}：{4} 级 {5}",
    ),
    (
        "counterattack ({}): strength {}, d6 {} → {}: {} step(s)",
        "反击（{0}）：兵力 {1}，骰 {2} → {3}：{4} 级",
    ),
    (
        "interception ({}): strength {}, d6 {} → {}: {} step(s), {} one unit eliminated",
        "迎击（{0}）：兵力 {1}，骰 {2} → {3}：{4} 级，{5} 消灭一个单位",
    ),
    (
        "interception ({}): strength {}, d6 {} → {}: {} step(s)",
        "迎击（{0}）：兵力 {1}，骰 {2} → {3}：{4} 级",
    ),
    (
        "assault ({}): strength {}, d6 {} → {}: durability {}",
        "强攻（{0}）：兵力 {1}，骰 {2} → {3}：耐久 {4}",
    ),
    (
        "assault ({}): the assaulting force has no strength left",
        "强攻（{}）：强攻部队已无兵力",
    ),
    ("no assault (digest proposal)", "不强攻（本作提议）"),
    (
        "decisive battle ({}): {} attack {} in {}",
        "合战（{0}）：{1} 在 {3} 攻击 {2}",
    ),
    (
        "decisive battle ({}): attacker d6 {} → {}: defender loses {}",
        "合战（{0}）：攻方骰 {1} → {2}：守方损失 {3}",
    ),
    (
        "defender d6 {} → {}: attacker loses {}",
        "守方骰 {0} → {1}：攻方损失 {2}",
    ),
    (
        "both sides are spent: each retreats {} hex without morale loss",
        "双方均已耗尽：各撤退 {} 格，不降士气",
    ),
    (
        "the battle ends ({}) — place them with `relocate`",
        "合战结束（{}）——用「放置部队」摆放它们",
    ),
    (
        "the attacker is spent and must retreat: roll battle-retreat for each force ({})",
        "攻方耗尽须撤退：为每支部队掷合战后撤退骰（{}）",
    ),
    (
        "the defender is spent and must retreat: roll battle-retreat for each force ({})",
        "守方耗尽须撤退：为每支部队掷合战后撤退骰（{}）",
    ),
    (
        "the defenders are gone: the combat ends",
        "守方已不在：战斗结束",
    ),
    ("the skirmish ends", "野战结束"),
    (
        "no damage: the defenders may counterattack ({})",
        "无伤害：守方可反击（{}）",
    ),
    (
        "the defender splits {} damage into steps and retreat hexes (take-damage, {})",
        "守方把 {0} 点伤害分为减级与撤退格数（承受伤害，{1}）",
    ),
    (
        "morale recovery ({}): supplied, +{} without a roll",
        "士气恢复（{0}）：有补给，不掷骰士气 +{1}",
    ),
    (
        "supply check ({}): every force traces its supply line",
        "补给检查（{}）：所有部队都能追溯补给线",
    ),
    (
        "the last Inning is over: score the game ({})",
        "最后一回合结束：计分（{}）",
    ),
    ("the siege of {} ({}) ends", "{0}（{1}）的包围结束"),
    (
        "castle and garrison morale back to {} ({})",
        "城与守军士气回到 {0}（{1}）",
    ),
    (
        "{} activation ({}): Inning {}, d6 {} + {} = {}: no activation",
        "{0} 启动（{1}）：第 {2} 回合，骰 {3} + {4} = {5}：未启动",
    ),
    (
        "{} activation ({}): Inning {}, d6 {} + {} = {}: activates",
        "{0} 启动（{1}）：第 {2} 回合，骰 {3} + {4} = {5}：启动",
    ),
    (
        "{} becomes a ruin (digest A{}: no surrender roll)",
        "{0} 成为废城（本作裁定：不掷投降骰）",
    ),
    (
        "{} is restored as a castle of {}: place a control marker ({})",
        "{0} 恢复为 {1} 的城：放置控制标记（{2}）",
    ),
    // ---- modifiers
    ("attacker's roll: morale difference", "攻方掷骰：士气差"),
    ("defender's roll: morale difference", "守方掷骰：士气差"),
    (
        "attacker's roll: {} field modifier difference",
        "攻方掷骰：{}野战修正差",
    ),
    (
        "defender's roll: {} field modifier difference",
        "守方掷骰：{}野战修正差",
    ),
    (
        "field modifier difference, attacker − defender",
        "野战修正差，攻方 − 守方",
    ),
    (
        "field modifier difference, defender − attacker",
        "野战修正差，守方 − 攻方",
    ),
    (
        "morale difference, attacker − defender",
        "士气差，攻方 − 守方",
    ),
    (
        "morale difference, defender − attacker",
        "士气差，守方 − 攻方",
    ),
    (
        "morale difference, assaulting force − castle (sign: digest A{})",
        "士气差，强攻部队 − 城（正负号：本作裁定）",
    ),
    (
        "interception: morale difference, garrison − assaulting force",
        "迎击：士气差，守军 − 强攻部队",
    ),
    (
        "interception: garrison field modifier",
        "迎击：守军野战修正",
    ),
    ("interception: interception", "迎击：迎击"),
    ("force morale reduces the result", "部队士气降低结果"),
    ("garrison attacking in its own hex", "守军在本格攻击"),
    (
        "counterattack against an attacking garrison",
        "对发动攻击的守军反击",
    ),
    ("river between the forces", "部队之间隔河"),
    (
        "no river modifier: a garrison attack is inside one hex ({})",
        "无河流修正：守军攻击在同一格内（{}）",
    ),
    // ---- undo hints
    (
        "move {}'s force back from {} to {}",
        "把 {0} 的部队从 {1} 移回 {2}",
    ),
    (
        "put {} back on the map in {} at full strength",
        "把 {0} 以满编面放回地图 {1}",
    ),
    (
        "put {} back on the map in {} on its reduced side",
        "把 {0} 以减员面放回地图 {1}",
    ),
    (
        "put the {} castle marker back on {} ({})",
        "把 {0} 城标放回 {1}（{2}）",
    ),
    ("put the {} marker back on {}", "把{0}标记放回 {1}"),
    ("remove the {} marker from {}", "从 {1} 取下{0}标记"),
    ("flip {} back to full strength", "把 {} 翻回满编面"),
    ("flip {} back to its reduced side", "把 {} 翻回减员面"),
    ("set {}'s morale back to {}", "把 {0} 的士气改回 {1}"),
    (
        "set {} ({}) durability back to {}",
        "把 {0}（{1}）的耐久改回 {2}",
    ),
    (
        "set the {} fallen-castle counter back to {} ({})",
        "把 {0} 失陷城计数改回 {1}（{2}）",
    ),
    ("rebuild {}'s force: alone", "重建 {} 的部队：单独"),
    ("rebuild {}'s force: {}", "重建 {0} 的部队：{1}"),
    ("move the Inning marker back to {}", "把回合标记移回 {}"),
    ("move the Inning marker to {}", "把回合标记移到 {}"),
    (
        "the supply check of Inning {} is taken back",
        "撤销第 {} 回合的补给检查",
    ),
    (
        "the {} activation roll of Inning {} is taken back",
        "撤销第 {1} 回合的 {0} 启动掷骰",
    ),
    (
        "{}'s free sailing is unused again ({})",
        "{0} 的免费渡海恢复为未用（{1}）",
    ),
    (
        "{} ({}) is a ruin again: remove its castle marker",
        "{0}（{1}）再次成为废城：取下其城标",
    ),
    // A rule number the front end appends to a line ("· 规则 13") is already 中文.
    ("规则 {}", "规则 {}"),
    // ---- short templates with a leading or trailing hole: last, so that they never catch a longer line
    ("Inning {}", "第 {} 回合"),
    ("Stage {}", "第 {} 轮"),
    ("{} ops phase", "{} 作战阶段"),
    ("{} situation change", "{} 形势变化"),
    ("{} supply-line check", "{} 补给线检查"),
    ("{} Game over after Inning {}", "{} 第 {} 回合后游戏结束"),
    ("{} Inning {}", "{} 第 {} 回合"),
    ("{} free sailing", "{} 免费渡海"),
    ("{}'s force: alone", "{} 的部队：单独"),
    ("{}'s force: {}", "{0} 的部队：{1}"),
    ("morale {} ({})", "士气 {0}（{1}）"),
    ("{} durability {} ({})", "{0} 耐久 {1}（{2}）"),
    ("{} durability {} → {}", "{0} 耐久 {1} → {2}"),
];

/// The scenario notes of the set-up checklist in 中文 (keyed by the English note of the scenario
/// table); a note without a 中文 line here shows in English.
pub fn note_zh(en: &str) -> Option<&'static str> {
    NOTES.iter().find(|(e, _)| *e == en).map(|(_, z)| *z)
}

const NOTES: &[(&str, &str)] = &[
    (
        "Before play starts 毛利氏 may move 1 MP (34.7 (1)).",
        "开局前 毛利氏 可移动 1 点移动力（34.7 (1)）。",
    ),
    (
        "刺贺长信 may not move until a 大内方 unit is adjacent to him; release him with the `release` action (34.7 (2)).",
        "大内方 单位与 刺贺长信 相邻之前，他不能移动；之后用「解除单位的移动限制」放开他（34.7 (2)）。",
    ),
    (
        "毛利氏 command capacities: 毛利元就 5; 毛利隆元, 吉川元春, 小早川隆景 2; the other 大将 0 (34.7 (3)).",
        "毛利氏 统率力：毛利元就 5；毛利隆元、吉川元春、小早川隆景 2；其他大将 0（34.7 (3)）。",
    ),
    (
        "毛利隆元, 吉川元春 and 小早川隆景 may command the other 4 大将 (34.7 (4), exception to 9-2-3).",
        "毛利隆元、吉川元春、小早川隆景 可统率其余 4 名大将（34.7 (4)，9-2-3 的例外）。",
    ),
    (
        "Victory: higher score under rule 32 (34.6).",
        "胜利：按规则 32 计分，高者胜（34.6）。",
    ),
    (
        "Sides are blank in the source; 毛利方 = 毛利氏 + 吉见正赖, 福屋隆兼, 刺贺长信; 大内方 = 大内氏 + 益田氏 (digest A39).",
        "原文未写阵营，本作裁定：毛利方 = 毛利氏 + 吉见正赖、福屋隆兼、刺贺长信；大内方 = 大内氏 + 益田氏。",
    ),
    (
        "Scenario 1 rules (2)–(4) apply: 刺贺长信 immobile, 毛利氏 command capacities, 大将 commanding 大将 (35.7 (1)).",
        "适用剧本 1 的 (2)–(4)：刺贺长信 不动、毛利氏 统率力、大将统率大将（35.7 (1)）。",
    ),
    (
        "Sea movement (35.7 (2)): one coastal hex per ops phase; 大内氏 one free sailing per game, then a 6 for each unit that sails; 毛利氏 5–6 once for the hex; forces sailing together end in the same coastal hex.",
        "海上移动（35.7 (2)）：每作战阶段一个沿岸格；大内氏 每局一次免费渡海，之后每个渡海的单位须掷出 6；毛利氏 该格掷一次 5–6；一同渡海的部队须在同一沿岸格结束。",
    ),
    (
        "Victory (35.6): game = score under 32 with 山吹城 scored by level; historical = 大内方 wins by holding 宮之尾城.",
        "胜利（35.6）：游戏胜利 = 按 32 计分，山吹城 按等级计；历史胜利 = 大内方 守住 宮之尾城 即胜。",
    ),
    (
        "大内氏 and 益田氏 may not act until activated (36.7 (1)): each Inning's situation-change phase the 大内方 player rolls on the 大内氏行动判定表, +1 per fallen 大内方 castle.",
        "大内氏 与 益田氏 启动前不能行动（36.7 (1)）：每回合形势变化阶段 大内方 玩家掷 大内氏行动判定表，每失陷一座 大内方 城 +1。",
    ),
    (
        "Immediate activation (36.7 (2)): a 尼子方 unit entering 周防 or 長門 activates both; attacking a 大内氏 force or castle activates 大内氏; attacking a 益田氏 force or castle activates 益田氏 (use the `activate` action).",
        "立即启动（36.7 (2)）：尼子方 单位进入 周防 或 長門 则两家都启动；攻击 大内氏 的部队或城则 大内氏 启动；攻击 益田氏 的部队或城则 益田氏 启动（用「因触发而启动」）。",
    ),
    (
        "Victory (36.6): game = score under 32; historical = 尼子方 wins by holding 郡山城 (3418) and removing at least 3 of the 5 毛利氏 units.",
        "胜利（36.6）：游戏胜利 = 按 32 计分；历史胜利 = 尼子方 守住 郡山城（3418）并消灭 毛利氏 5 个单位中至少 3 个即胜。",
    ),
    ("毛利方 sets up first (37.4).", "毛利方 先布置（37.4）。"),
    (
        "Victory: higher score under rule 32 (37.5). No special rules are given (digest A41).",
        "胜利：按规则 32 计分，高者胜（37.5）。原文未给特别规则（本作裁定）。",
    ),
];

/// What the symbols and colours of the 西国之雄 panel mean, in both languages.
pub fn legend() -> Vec<(String, Text)> {
    let t = |s: &str, en: &str, zh: &str| (s.to_string(), Text::new(en, zh));
    vec![
        t("☆", "大将 (taisho rank)", "大将"),
        t("☆☆", "总大将 (commander-in-chief)", "总大将"),
        t("●●", "steps: full strength (2-2-1)", "级数：满编（2-2-1）"),
        t("●○", "steps: reduced side (2-2-1)", "级数：减员面（2-2-1）"),
        t(
            "■□□□□",
            "morale boxes 0, −1 … −4: the filled one is the force's morale, green at 0 to red at −4; below −4 it is eliminated (10-1-2)",
            "士气格 0、−1 … −4：填色格为部队士气，0 为绿、−4 为红；低于 −4 即被消灭（10-1-2）",
        ),
        t(
            "▮▮▮▯",
            "castle durability: one box per point, red when a third or less is left; 0 ruins the castle (21)",
            "城耐久：每点一格，剩三分之一以下变红；为 0 时成为废城（21）",
        ),
        t(
            "•",
            "a force, in its army's colour",
            "一支部队，用所属军的颜色",
        ),
        t(
            "■",
            "army colours: 毛利 gold, 尼子 red, 大内 purple, 益田 blue, 浦上 green, others grey",
            "各军颜色：毛利 金、尼子 红、大内 紫、益田 蓝、浦上 绿、其他 灰",
        ),
        t(
            "籠城",
            "garrisoned in the castle of its hex (16)",
            "在本格的城中籠城（16）",
        ),
        t("本城", "an army's home castle (8-3)", "某军的本城（8-3）"),
        t("废城", "a ruined castle (21-1)", "已成废城（21-1）"),
        t(
            "●",
            "in a damage hint: the result also eliminates a unit",
            "伤害提示中：该结果还会消灭一个单位",
        ),
        t("—", "no owner / no 本城", "无城主／无本城"),
        t(
            "毛̶利̶",
            "struck through: an eliminated unit or a ruined castle",
            "划线：被消灭的单位或废城",
        ),
    ]
}
