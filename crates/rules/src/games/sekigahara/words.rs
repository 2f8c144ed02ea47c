//! 简体中文 for the English lines the 关原 ruleset writes (prompt steps and hints, action labels, refusal
//! reasons, status tracks, log lines, modifiers, undo hints). Names of people, castles and hexes and the
//! rule numbers are carried over through the `{}` holes. Our own words, not the rulebook's.

use std::sync::LazyLock;

use super::cards::{ALL, Variant};
use crate::core::Phrasebook;

/// Fixed templates: English with `{}` holes → 中文 (`{}` in order, `{0}`, `{1}` by position).
const TEMPLATES: &[(&str, &str)] = &[
    // Status tracks (rule 4.1, 12.0).
    ("Cards drawn", "已抽卡数"),
    ("Draw pile", "牌库剩余"),
    ("Subversion", "调略"),
    ("{} (centre)", "{}（中央）"),
    ("Card", "当前卡"),
    ("morale", "战意"),
    // Action buttons (the spec titles).
    ("Draw a card", "抽卡"),
    ("Move a morale marker (card)", "移动战意标记（卡牌）"),
    ("Subversion or intimidation check", "调略/恫吓判定"),
    ("No check", "不判定"),
    ("Move", "移动"),
    ("Strategic move: roll", "战略移动：掷骰"),
    ("Attack", "攻击"),
    ("Assign hits", "分配损害"),
    ("Siege: the attackers roll", "攻城：攻方掷骰"),
    ("Advance after combat", "战斗后前进"),
    ("Do not advance", "不前进"),
    ("Recover", "回复"),
    ("March on the entry track", "登场轨道行军"),
    ("Finish the card", "结束此卡"),
    // Prompt steps and hints (view.rs).
    ("Draw a card ({} in the draw pile)", "抽卡（牌库剩 {} 张）"),
    (
        "Turn the top card of the deck and say which it is",
        "翻开牌库顶的卡，并输入是哪张",
    ),
    ("Card {}: {} — {}", "第 {} 号卡：{} — {}"),
    ("{} commander(s) may still act", "还可有 {} 名指挥官行动"),
    ("May act: {}", "可行动：{}"),
    (
        "A marker move: {} → 1 column toward {} (instead of an action, digest A1)",
        "标记移动：{} → 向{}移 1 列（代替行动，本应用裁定第 1 条）",
    ),
    (
        "Or a marker move: {} → 1 column toward {} (instead of an action, digest A1)",
        "或标记移动：{} → 向{}移 1 列（代替行动，本应用裁定第 1 条）",
    ),
    (
        "A marker move: {} → 1 column toward {}",
        "标记移动：{} → 向{}移 1 列",
    ),
    (
        "Check first: subversion (not now: marker not on your side) or intimidation on a hex with {} counters (rule 12.0)",
        "先判定：对有{}军势的格进行调略（现在不行：标记不在己方）或恫吓（规则 12.0）",
    ),
    (
        "Check first: subversion or intimidation on a hex with {} counters (rule 12.0)",
        "先判定：对有{}军势的格进行调略或恫吓（规则 12.0）",
    ),
    (
        "{} has {} hexes of strategic movement (roads only)",
        "{} 有 {} 格战略移动力（仅沿道路）",
    ),
    (
        "Siege of {}: {} pre-emptive hit(s) — the attacker assigns them",
        "{} 攻城战：先制攻击命中 {} 次 — 由攻方分配",
    ),
    (
        "Siege of {}: the attackers roll (strength −2, minimum 1)",
        "{} 攻城战：攻方掷骰（攻击力 −2，最低 1）",
    ),
    (
        "Attack on {}: {} hit(s) — the defender assigns them",
        "攻击 {}：命中 {} 次 — 由守方分配",
    ),
    (
        "{} is empty: advance after combat?",
        "{} 已空：战斗后是否前进？",
    ),
    // The end of the game (rule 14.0, digest A12): the specific lines before the general one.
    (
        "{} wins: subversion marker on the East victory box (rule {})",
        "{}获胜：调略标记到达东军胜利格（规则 {}）",
    ),
    (
        "{} wins: subversion marker on the West victory box (rule {})",
        "{}获胜：调略标记到达西军胜利格（规则 {}）",
    ),
    (
        "{} wins: {} removed (rule {})",
        "{}获胜：{}已被移除（规则 {}）",
    ),
    (
        "Game over: draw limit of {} cards reached (digest A12)",
        "游戏结束：已达到 {} 张的抽卡上限（本应用裁定第 12 条）",
    ),
    (
        "Drawn game: draw limit of {} cards reached (digest A12)",
        "平局：已达到 {} 张的抽卡上限（本应用裁定第 12 条）",
    ),
    (
        "Card-driven hex wargame of 1600: one shared deck, morale and subversion tracks, defections.",
        "1600 年的卡牌驱动六角格战棋：双方共用一副牌，战意与调略轨道，阵前倒戈。",
    ),
    (
        "The whole campaign: no turns, one shared deck, until a victory condition.",
        "完整战役：不分回合，共用一副牌，直到满足胜利条件。",
    ),
    ("{} wins: {} (rule {})", "{}获胜：{}（规则 {}）"),
    ("Drawn game: {} ({})", "平局：{}（{}）"),
    (
        "Game over: draw limit of {} cards reached",
        "游戏结束：已达到 {} 张的抽卡上限（本应用裁定第 12 条）",
    ),
    ("Game over: {}", "游戏结束：{}"),
    // Blocked reasons and refusals.
    ("draw a card first", "请先抽卡"),
    ("finish the attack first", "请先结束攻击"),
    ("finish the card in play first", "请先结束当前的卡"),
    (
        "finish the strategic move first (move, kind strategic)",
        "请先完成战略移动（移动，方式选战略）",
    ),
    (
        "move the marker the card names first",
        "请先移动此卡指定的标记",
    ),
    ("no advance possible", "无法前进"),
    (
        "no commander may act on this card now",
        "此卡现在没有指挥官可行动",
    ),
    (
        "no commander who may act is on an entry track or has counters waiting there",
        "可行动的指挥官都不在登场轨道上，也没有在登场格等待的军势",
    ),
    ("no hits to assign", "没有需要分配的损害"),
    ("no siege waiting for its roll", "没有等待掷骰的攻城战"),
    (
        "the commander who may act is on an entry track: he may only march",
        "可行动的指挥官在登场轨道上：只能行军",
    ),
    ("the marker has been moved", "标记已移动"),
    (
        "this card has no check, or it is done",
        "此卡没有判定，或已判定",
    ),
    ("this card moves no marker", "此卡不移动标记"),
    (
        "a commander acted: the Japanese text allows one or the other",
        "已有指挥官行动：日文版只允许二选一",
    ),
    (
        "the marker was moved instead (the Japanese text: one or the other, digest A1)",
        "已改为移动标记（日文版二选一，本应用裁定第 1 条）",
    ),
    (
        "no more commanders may act on this card",
        "此卡不再允许指挥官行动",
    ),
    (
        "move the marker first (Chinese text: marker, then the action)",
        "请先移动标记（中文版：先标记，后行动）",
    ),
    (
        "make or skip the check first (digest A5)",
        "请先判定或放弃判定（本应用裁定第 5 条）",
    ),
    ("this card lets nobody act", "此卡不让任何人行动"),
    ("the 西军诸将 morale is below 1", "西军诸将的战意低于 1"),
    (
        "the 西军诸将 morale is {}; the card needs 1 or more",
        "西军诸将的战意为 {}；此卡需要 1 以上",
    ),
    (
        "{}'s morale is {}; this card needs morale 1 to 3",
        "{} 的战意为 {}；此卡需要战意 1 至 3",
    ),
    (
        "{}'s morale is {}; this card needs morale 1 or 3",
        "{} 的战意为 {}；此卡需要战意 1 或 3",
    ),
    (
        "{}'s morale is {}; this card needs morale {}",
        "{} 的战意为 {}；此卡需要战意 {}",
    ),
    (
        "no 西军 commander has morale 1 or more now (morale: {})",
        "现在没有战意 1 以上的西军指挥官（战意：{}）",
    ),
    ("no 西军诸将 commander is left", "已没有西军诸将指挥官"),
    ("Nobody may act now (card {})", "现在无人可行动（卡牌 {}）"),
    (
        "no outside-lord commander has morale 1 to 3 now (morale: {})",
        "现在没有战意 1 至 3 的外样指挥官（战意：{}）",
    ),
    (
        "no outside-lord commander has morale 1 or 3 now (morale: {})",
        "现在没有战意为 1 或 3 的外样指挥官（战意：{}）",
    ),
    (
        "no outside-lord commander has morale {} now (morale: {})",
        "现在没有战意为 {} 的外样指挥官（战意：{}）",
    ),
    ("this card names {}", "此卡指定 {}"),
    (
        "{}'s morale is {}; the card needs 1 or more",
        "{} 的战意为 {}；此卡需要 1 以上",
    ),
    ("{}'s morale is {}", "{} 的战意为 {}"),
    (
        "{} is not an outside lord (德川、谱代 excluded)",
        "{} 不是外样大名（德川、谱代除外）",
    ),
    (
        "{} is not one of the 西军诸将 (主战派 excluded)",
        "{} 不属于西军诸将（主战派除外）",
    ),
    ("{} has already acted on this card", "{} 已在此卡上行动过"),
    (
        "{} is not on the side of the card ({})",
        "{} 不属于此卡的阵营（{}）",
    ),
    ("{} has been removed", "{} 已被移除"),
    ("{} is not a commander", "{} 不是指挥官"),
    ("no counter {}", "没有军势 {}"),
    ("no card", "没有卡"),
    ("across a river", "隔河"),
    ("siege: −2, minimum 1", "攻城：−2，最低 1"),
    (
        "counters: {} is not a flipped friendly counter in {}",
        "军势：{} 不是 {} 中已翻面的己方军势",
    ),
    (
        "counters: name the flipped counters to recover",
        "军势：请指定要回复的已翻面军势",
    ),
    (
        "{} is in an enemy zone of control: no recovery",
        "{} 在敌方控制区内：不能回复",
    ),
    (
        "{} leads at most {} counters, himself included; {} named",
        "{} 最多率领 {} 个军势（含本人）；指定了 {} 个",
    ),
    (
        "{} may not leave 大坂: the subversion marker is not on the West side",
        "{} 不能离开大坂：调略标记不在西军一侧",
    ),
    (
        "{} must start in a road hex; {} is not one",
        "{} 必须从道路格出发；{} 不是道路格",
    ),
    ("{} recovers at most {} counters", "{} 最多回复 {} 个军势"),
    ("{} would hold more than {} counters", "{} 将超过 {} 个军势"),
    (
        "{} is an ashigaru of another house: it goes only with a general of its house (rule {})",
        "{} 是他家的足轻：只能随本家武将行动（规则 {}）",
    ),
    ("{} is a mountain hex", "{} 是山地格"),
    (
        "roll the strategic move for {} first",
        "请先为 {} 掷战略移动骰",
    ),
    ("{} is a full-sea hex", "{} 是全海格"),
    (
        "a strategic move follows roads: {} → {} is not a road",
        "战略移动须沿道路：{} → {} 不是道路",
    ),
    (
        "a river without a road between {} and {}",
        "{} 与 {} 之间是无道路的河流",
    ),
    ("full sea between {} and {}", "{} 与 {} 之间是全海"),
    (
        "{} is not a friendly counter in {} with {}",
        "{} 不是与 {1} 同在 {0} 的己方军势",
    ),
    ("{} is not next to {}", "{} 与 {} 不相邻"),
    ("{} holds enemy counters", "{} 有敌方军势"),
    ("{} is not in 越前", "{} 不在越前"),
    ("{} is not on the map", "{} 不在地图上"),
    // Before the attack lines: their holes would swallow this prefix.
    (
        "Pre-emptive strike by {}: {} counter(s) attack a castle (siege, rule 7.2), dice [{}]: {} hit(s) (roll ≤ strength, rule 7.1)",
        "{} 先制攻击：{} 个军势攻城（攻城战，规则 7.2），骰子 [{}]：命中 {} 次（点数 ≤ 攻击力，规则 7.1）",
    ),
    (
        "Pre-emptive strike by {}: {} counter(s) attack, dice [{}]: {} hit(s) (roll ≤ strength, rule 7.1)",
        "{} 先制攻击：{} 个军势攻击，骰子 [{}]：命中 {} 次（点数 ≤ 攻击力，规则 7.1）",
    ),
    // Log lines (actions.rs, rules.rs).
    ("Card turned: {} (draw {})", "翻出：{}（第 {} 次抽卡）"),
    (
        "No subversion or intimidation check (rule 12.0)",
        "不进行调略或恫吓判定（规则 12.0）",
    ),
    (
        "No advance after combat (rule 7.3②)",
        "战斗后不前进（规则 7.3②）",
    ),
    ("No hits: the attack is over", "未命中：攻击结束"),
    (
        "Reshuffle: every discard and the rest of the deck make a new deck of {} cards (rule 4.1(4))",
        "重新洗牌：弃牌与剩余牌库组成 {} 张的新牌库（规则 4.1(4)）",
    ),
    (
        "{} counter(s) attack a castle (siege, rule 7.2), dice [{}]: {} hit(s) (roll ≤ strength, rule 7.1)",
        "{} 个军势攻城（攻城战，规则 7.2），骰子 [{}]：命中 {} 次（点数 ≤ 攻击力，规则 7.1）",
    ),
    (
        "{} counter(s) attack, dice [{}]: {} hit(s) (roll ≤ strength, rule 7.1)",
        "{} 个军势攻击，骰子 [{}]：命中 {} 次（点数 ≤ 攻击力，规则 7.1）",
    ),
    (
        "{} hit(s) for the defending player to assign (rule 7.1(4))",
        "{} 次命中由守方分配（规则 7.1(4)）",
    ),
    (
        "{} hit(s): every counter hit is eliminated (rule 7.1(4)②)",
        "{} 次命中：被命中的军势全部消灭（规则 7.1(4)②）",
    ),
    (
        "{} advances into {} with {} (rule 7.3)",
        "{} 率 {2} 前进至 {1}（规则 7.3）",
    ),
    (
        "{} attacked: {} marker stays (end of its track, rule 11.0(4)) (rule 11.0(2))",
        "{} 遭攻击：{} 标记不动（已在轨道端点，规则 11.0(4)）（规则 11.0(2)）",
    ),
    (
        "{} attacked: {} marker → {} column(s) toward {}: morale {} (rule 11.0(2))",
        "{} 遭攻击：{} 标记 → 向{3}移 {2} 列：战意 {4}（规则 11.0(2)）",
    ),
    (
        "{} attacked: {} marker ← {} column(s) toward {}: morale {} (rule 11.0(2))",
        "{} 遭攻击：{} 标记 ← 向{3}移 {2} 列：战意 {4}（规则 11.0(2)）",
    ),
    (
        "{} attacks {} from {} with {} — a siege (rule 7.2)",
        "{0} 率 {3} 从 {2} 攻击 {1} — 攻城战（规则 7.2）",
    ),
    (
        "{} attacks {} from {} with {}",
        "{0} 率 {3} 从 {2} 攻击 {1}",
    ),
    (
        "{} declares a strategic move: Strategic move: rolled {} + morale {} = {} hexes (rule 6.2(2))",
        "{} 宣告战略移动：掷出 {} + 战意 {} = {} 格（规则 6.2(2)）",
    ),
    (
        "Strategic move: rolled {} + morale {} = {} hexes (rule 6.2(2))",
        "战略移动：掷出 {} + 战意 {} = {} 格（规则 6.2(2)）",
    ),
    ("{} flipped (rule 7.1(4)①)", "{} 翻面（规则 7.1(4)①）"),
    ("{} eliminated (rule 7.1(4)②)", "{} 被消灭（规则 7.1(4)②）"),
    (
        "{} holds enemy counters: the group waits in 登场 (digest A32)",
        "{} 有敌方军势：该组在登场区等待（本应用裁定第 32 条）",
    ),
    (
        "{} is done and discarded (rule 4.1(2))",
        "{} 结算完毕，弃置（规则 4.1(2)）",
    ),
    (
        "{} is empty: {} may advance (rule 7.3)",
        "{} 已空：{} 可前进（规则 7.3）",
    ),
    (
        "{} is on the map: {} is shuffled into the draw pile (rule 4.2①)",
        "{} 已在地图上：{} 洗入牌库（规则 4.2①）",
    ),
    (
        "{} left 大坂: {} is shuffled into the draw pile (rule 4.2②)",
        "{} 离开大坂：{} 洗入牌库（规则 4.2②）",
    ),
    (
        "{} makes a strategic move {} → {} with no other counter (rule 6.2)",
        "{0} 单独战略移动 {1} → {2}（规则 6.2）",
    ),
    (
        "{} makes a strategic move {} → {} with {} (rule 6.2)",
        "{0} 率 {3} 战略移动 {1} → {2}（规则 6.2）",
    ),
    (
        "{} moves {} → {} with no other counter (rule 6.2)",
        "{0} 单独移动 {1} → {2}（规则 6.2）",
    ),
    (
        "{} moves {} → {} with {} (rule 6.2)",
        "{0} 率 {3} 移动 {1} → {2}（规则 6.2）",
    ),
    ("{} recovers {} (rule 8.0)", "{} 回复 {}（规则 8.0）"),
    ("{} removed", "{} 被移除"),
    (
        "{} removed {}: subversion marker {} column(s) toward {}; every morale marker {} toward {} (rule 11.0)",
        "{0} 移除了 {1}：调略标记向{3}移 {2} 列；所有战意标记向{5}移 {4} 列（规则 11.0）",
    ),
    (
        "{} took {}: subversion marker {} column(s) toward {}; every morale marker {} toward {} (rule 11.0)",
        "{0} 夺取 {1}：调略标记向{3}移 {2} 列；所有战意标记向{5}移 {4} 列（规则 11.0）",
    ),
    (
        "Intimidation failed: subversion marker {} column(s) toward {}; every morale marker {} toward {} (rule 11.0)",
        "恫吓失败：调略标记向{1}移 {0} 列；所有战意标记向{3}移 {2} 列（规则 11.0）",
    ),
    (
        "{} stays where he is; the strategic movement is lost",
        "{} 原地不动；战略移动力作废",
    ),
    ("{} takes {} (rule {})", "{} 夺取 {}（规则 {}）"),
    (
        "{}'s group marches to column {} of {} (rule 9.0(2))",
        "{} 的组行军至第 {} 列（共 {} 列）（规则 9.0(2)）",
    ),
    ("{}: turn it face up", "{}：翻回正面"),
    ("{}: flip it back face down", "{}：翻回背面"),
    (
        "{}: back to {} entry track column {}",
        "{}：回到 {} 登场轨道第 {} 列",
    ),
    ("{}: back to {}", "{}：回到 {}"),
    (
        "强行军: {} counts as drawn again (Japanese text, digest A2)",
        "强行军：{} 视为再次抽出（日文版，本应用裁定第 2 条）",
    ),
    (
        "强行军: another card is drawn (rule 4.1, card 强行军)",
        "强行军：再抽一张（规则 4.1，强行军卡）",
    ),
    (
        "{} is named twice: a draw turns each card once (rule 4.1); after 强行军 name the next card the table turned",
        "{} 被输入了两次：一次抽卡每张卡只翻开一次（规则 4.1）；强行军之后请输入桌上接着翻开的卡",
    ),
    (
        "{}: {} marker stays (end of its track, rule 11.0(4))",
        "{}：{} 标记不动（已在轨道端点，规则 11.0(4)）",
    ),
    (
        "{} marker stays (end of its track, rule 11.0(4))",
        "{} 标记不动（已在轨道端点，规则 11.0(4)）",
    ),
    (
        "{}: {} marker ← {} column(s) toward {}: morale {}",
        "{0}：{1} 标记 ← 向{3}移 {2} 列：战意 {4}",
    ),
    (
        "{}: {} marker → {} column(s) toward {}: morale {}",
        "{0}：{1} 标记 → 向{3}移 {2} 列：战意 {4}",
    ),
    ("{} marker back to morale {}", "{} 标记回到战意 {}"),
    ("Put the card {} back on the draw pile", "把 {} 放回牌库"),
    (
        "Subversion marker back to column {}",
        "调略标记回到第 {} 列",
    ),
    ("Take {} out of the deck again", "再把 {} 从牌库中取出"),
    (
        "The deck was reshuffled: rebuild the discard pile as it was (see the log)",
        "牌库已重洗：按记录恢复原来的弃牌堆",
    ),
    (
        "The group enters the map at {}: {} (rule 9.0(3))",
        "该组在 {} 登场：{}（规则 9.0(3)）",
    ),
    (
        "The others wait in 登场 (stacking limit, digest A32): {} brings them on with a later march",
        "其余军势在登场格等待（堆叠上限，本应用裁定第 32 条）：{} 之后以行军让它们上场",
    ),
    (
        "{} brings the rest of his group onto the map at {}: {} (rule 9.0(3), digest A32)",
        "{} 让其余部队在 {} 上场：{}（规则 9.0(3)，本应用裁定第 32 条）",
    ),
    (
        "{} holds enemy counters: the rest of {}'s group waits in 登场",
        "{} 有敌方军势：{} 的其余部队在登场格等待",
    ),
    (
        "{} already holds 6 counters: the rest of {}'s group waits in 登场",
        "{} 已有 6 个军势：{} 的其余部队在登场格等待",
    ),
    (
        "The others wait in 登场 (stacking limit, digest A32)",
        "其余军势在登场区等待（堆叠上限，本应用裁定第 32 条）",
    ),
    (
        "Intimidation check: rolled {}, needs {} or less: failure: the subversion marker and every morale marker move 2 columns toward the opponent (rule 12.2(3)) (rule 12.2)",
        "恫吓判定：掷出 {}，需 {} 以下：失败，调略标记与所有战意标记向敌方移 2 列（规则 12.2(3)）（规则 12.2）",
    ),
    // Lines seen less often: checks, defections, sieges, refusals of typed input.
    (
        "Subversion check: rolled {}, needs {} or less: success (rule 12.1)",
        "调略判定：掷出 {}，需 {} 以下：成功（规则 12.1）",
    ),
    (
        "Subversion check: rolled {}, needs {} or less: failure, no effect (rule 12.1)",
        "调略判定：掷出 {}，需 {} 以下：失败，无效果（规则 12.1）",
    ),
    (
        "Intimidation check: rolled {}, needs {} or less: success (rule 12.2)",
        "恫吓判定：掷出 {}，需 {} 以下：成功（规则 12.2）",
    ),
    (
        "Turned {}; card to resolve: {} — then every discard and the rest of the deck make a new deck (rule 4.1(4))",
        "翻出 {}；要结算的卡：{} — 随后弃牌与剩余牌库洗成新牌库（规则 4.1(4)）",
    ),
    ("Turned {}; card to resolve: {}", "翻出 {}；要结算的卡：{}"),
    (
        "{} hit(s) for the attacking player to assign (rule 7.1(4))",
        "{} 次命中由攻方分配（规则 7.1(4)）",
    ),
    (
        "Every attacker was eliminated: the siege is over",
        "攻方全部被消灭：攻城战结束",
    ),
    (
        "No counter in {} can be subverted: no effect (rule 12.1(2))",
        "{} 没有可调略的军势：无效果（规则 12.1(2)）",
    ),
    (
        "Defection in {}: {} go over to {} (rule 12.1(2)/(4))",
        "{} 发生寝返：{} 倒向{}（规则 12.1(2)/(4)）",
    ),
    (
        "{} cannot defect and is removed (rule 12.1(3))",
        "{} 不能寝返，被移除（规则 12.1(3)）",
    ),
    (
        "{} won over a commander: subversion marker {} column(s) toward {}; every morale marker {} toward {} (rule 11.0)",
        "{0}策反了一名指挥官：调略标记向{2}移 {1} 列；所有战意标记向{4}移 {3} 列（规则 11.0）",
    ),
    (
        "{} castle falls by defection and keeps its castle function (rule 10.0(5))",
        "{} 城因寝返易主，保留城的功能（规则 10.0(5)）",
    ),
    (
        "{} castle falls to {} and loses its castle function (rule 10.0(4))",
        "{} 城被{}攻陷，失去城的功能（规则 10.0(4)）",
    ),
    (
        "{} alone in {}: captured by the East (rule 13.0(4))",
        "{} 独自在 {}：被东军俘获（规则 13.0(4)）",
    ),
    (
        "{} is a garrison and never acts (rule 5.1(6))",
        "{} 是守备队，从不行动（规则 5.1(6)）",
    ),
    (
        "subversion marker on the East victory box",
        "调略标记到达东军胜利格",
    ),
    (
        "subversion marker on the West victory box",
        "调略标记到达西军胜利格",
    ),
    (
        "the subversion marker is not on the West side",
        "调略标记不在西军一侧",
    ),
    (
        "the subversion marker is not on the {} side",
        "调略标记不在{}一侧",
    ),
    ("draw limit of {} cards reached", "已达到 {} 张的抽卡上限"),
    ("the game is over", "游戏已结束"),
    ("unknown hex {}", "没有 {} 这一格"),
    ("{} holds no {} counters", "{} 没有{}军势"),
    ("{} holds no enemy counters", "{} 没有敌方军势"),
    ("finish the strategic move first", "请先完成战略移动"),
    ("name at least one hex to enter", "请至少指定一个要进入的格"),
    (
        "{} has {} hexes of movement; the path has {}",
        "{} 有 {} 格移动力；路线有 {} 格",
    ),
    ("{} does not touch {}", "{} 与 {} 不相邻"),
    (
        "capturing {} in {} ends the move",
        "在 {1} 俘获 {0}，移动结束",
    ),
    (
        "{} is in an enemy zone of control: the move ends there",
        "{} 在敌方控制区内：移动在此结束",
    ),
    (
        "entering the enemy castle {} ends the move",
        "进入敌城 {}，移动结束",
    ),
    ("no such counter", "没有这个军势"),
    ("no attack across a full-sea hexside", "不能隔全海格边攻击"),
    (
        "outside-lord commanders may not attack the hex of {}",
        "外样指挥官不能攻击 {} 所在的格",
    ),
    ("no attack under way", "没有进行中的攻击"),
    (
        "name {} counter(s), one per hit; {} named",
        "请指定 {} 个军势（每次命中一个）；指定了 {} 个",
    ),
    (
        "{} is not among the counters hit: {}",
        "{} 不在被攻击的军势中：{}",
    ),
    ("{} can take at most {} hit(s)", "{} 最多承受 {} 次命中"),
    (
        "flip every face-up counter before eliminating any",
        "先把所有正面军势翻面，才能消灭任何军势",
    ),
    (
        "{} did not take part in the attack (digest A23)",
        "{} 没有参加攻击（本应用裁定第 23 条）",
    ),
    ("at most 6 counters in a hex", "每格最多 6 个军势"),
    (
        "name the flipped counters to recover",
        "请指定要回复的已翻面军势",
    ),
    (
        "{} is not a flipped friendly counter in {}",
        "{} 不是 {} 中已翻面的己方军势",
    ),
    ("{} is not on an entry track", "{} 不在登场轨道上"),
    ("no entry track for {}", "{} 没有登场轨道"),
    ("this card moves one of: {}", "此卡可移动其中之一：{}"),
    (
        "shadow deck: name the card the table turned",
        "实体牌库：请输入桌上翻出的卡",
    ),
    (
        "the app's deck draws the card itself: leave this empty",
        "应用牌库自行抽卡：此项留空",
    ),
    (
        "a card is listed twice in the deck",
        "牌库中有一张卡列了两次",
    ),
    ("no card to draw", "没有可抽的卡"),
    ("{}: castle back to {}", "{}：城归还{}"),
    // Modifier labels (rule 6.2(2)①, 7.1(3), 7.2).
    ("plain to hill", "平地攻山地"),
    ("hill to plain", "山地攻平地"),
    ("siege", "攻城"),
    ("removed", "已移除"),
    // The pieces of an attack line after its first "; " (procedures::attack).
    ("strength after modifiers {}", "修正后攻击力 {}"),
    ("no modifier", "无修正"),
    (
        "siege: −2, minimum 1 (rule 7.2(2))",
        "攻城：−2，最低 1（规则 7.2(2)）",
    ),
    ("plain to hill {} (rule {})", "平地攻山地 {}（规则 {}）"),
    ("across a river {} (rule {})", "隔河 {}（规则 {}）"),
    ("hill to plain {} (rule {})", "山地攻平地 {}（规则 {}）"),
    (
        "the defender strikes first only in a siege: {} is not a working castle (leave the pre-emptive strike off)",
        "只有攻城战守方才能先制攻击：{} 不是有效的城塞（请取消先制攻击）",
    ),
    // Last: the general "back to" of undo hints.
    ("{} back to {}", "{} 回到 {}"),
];

/// 中文 for the inputs this ruleset refuses in its own words (issue 11 point 4): a unit, a box, a card
/// that is not there, a value out of its range. Tried after [`HELP`], before the other templates.
const INPUT: &[(&str, &str)] = &[
    (
        "{} is named twice: a draw turns each card once (rule 4.1); after 强行军 name the next card the table turned",
        "{} 被输入了两次：一次抽卡每张卡只翻一次（规则 4.1）；强行军 之后请输入桌上翻出的下一张卡",
    ),
    (
        "expected normal|strategic, got {}",
        "应为「normal」（普通移动）或「strategic」（战略移动），实际为 {}",
    ),
    (
        "expected subversion|intimidation, got {}",
        "应为「subversion」（调略）或「intimidation」（威吓），实际为 {}",
    ),
    ("unknown card {}; cards: {}", "没有名为 {0} 的卡；卡牌：{1}"),
    (
        "more cards named than were turned: only 强行军 makes the table turn another",
        "填写的卡多于翻出的卡：只有 强行军 会让桌上再翻一张",
    ),
    (
        "under the Japanese text 强行军 repeats the previous card: name only 强行军",
        "按日文原版，强行军 重复上一张卡的效果：只需填写 强行军",
    ),
    (
        "强行军 was turned: name the next card turned as well (rule 4.1, card 强行军)",
        "翻出了 强行军：请同时填写接着翻出的卡（规则 4.1，卡牌 强行军）",
    ),
    ("at least one attacking counter", "至少需要一个攻方军势"),
    (
        "expected ja|zh, got {}",
        "应为「ja」（日文原版）或「zh」（中文译本），实际为 {}",
    ),
    (
        "expected leader|friendly|none",
        "应为「leader」（己方总大将）、「friendly」（己方其他军势）或「none」（都没有）",
    ),
    (
        "expected plain|hill, got {}",
        "应为「plain」（平地）或「hill」（山地），实际为 {}",
    ),
    ("expected whole numbers, got {}", "应为整数，实际为 {}"),
];

/// 中文 for the help of every input (actions, procedures, set-up options; issue 11 point 4). Tried before
/// the card texts and [`TEMPLATES`]: a help is one whole text. A decision of this program reads as
/// "本程序裁定" (players do not have the digest).
const HELP: &[(&str, &str)] = &[
    // Procedure titles and their dice, as the Procedures screen shows them.
    (
        "Attack (one die per counter, hit on ≤ strength)",
        "攻击（每个军势一颗骰子，点数 ≤ 攻击力即命中）",
    ),
    ("one d6 per counter", "每个军势一颗骰子"),
    ("Subversion check", "调略判定"),
    ("one d6", "一颗骰子"),
    ("Intimidation check", "威吓判定"),
    ("Strategic move", "战略移动"),
    ("Draw an action card", "抽一张行动卡"),
    (
        "two d6 per card drawn (a uniform pick)",
        "每抽一张卡掷两颗骰子（等概率选取）",
    ),
    (
        "attackers who advance with the commander",
        "随指挥官前进的攻方军势",
    ),
    (
        "one counter per hit (a counter may be named twice: flipped, then eliminated)",
        "每次命中指定一个军势（同一军势可指定两次：先翻面，再消灭）",
    ),
    ("the attacking commander", "进攻的指挥官"),
    ("counters he leads into the attack", "他率领参加攻击的军势"),
    (
        "siege only: the defender strikes first (the defender decides, rule 7.2)",
        "仅限攻城战：守方先制攻击（由守方决定，规则 7.2）",
    ),
    ("the adjacent hex attacked", "被攻击的相邻六边格"),
    ("a hex with enemy counters", "有敌方军势的六边格"),
    (
        "subversion (marker on your side) or intimidation",
        "调略（标记在己方一侧）或威吓",
    ),
    (
        "shadow deck: the card(s) the table turned, in order (leave empty with the app's deck)",
        "实体牌库：桌上依次翻出的卡（使用程序牌库时留空）",
    ),
    ("the commander", "指挥官"),
    ("the commander who moves", "移动的指挥官"),
    ("counters he leads from his hex", "他从所在六边格率领的军势"),
    (
        "normal (morale hexes) or strategic (rolled first, roads only)",
        "普通移动（按战意格数）或战略移动（先掷骰，只能沿道路）",
    ),
    ("the hexes entered, in order", "依次进入的六边格"),
    ("the morale marker the card moves", "此卡移动的战意标记"),
    ("the commander who recovers", "回复的指挥官"),
    (
        "flipped counters in his hex to turn face up",
        "他所在六边格中要翻回正面的已翻面军势",
    ),
    (
        "the attacking hex is a castle that still works (digest A19: then no hill-to-plain +1)",
        "攻方所在格是仍有效的城塞（本应用裁定第 19 条：此时没有山地攻平地的 +1）",
    ),
    ("terrain of the attacking hex", "攻方所在六边格的地形"),
    ("across a river hexside", "隔着河流边"),
    (
        "a siege of a working castle (rule 7.2)",
        "对尚在运作的城塞的攻城战（规则 7.2）",
    ),
    (
        "attack strength of each attacking counter (face shown)",
        "每个攻方军势的攻击力（按当前朝上的一面）",
    ),
    ("terrain of the target hex", "目标六边格的地形"),
    ("cards in the discard pile", "弃牌堆中的卡"),
    ("cards in the draw pile", "牌库中的卡"),
    (
        "cards held out (家康出马, 秀赖出阵)",
        "未加入牌库的卡（家康出马、秀赖出阵）",
    ),
    (
        "the card drawn last (for 强行军)",
        "上一张抽到的卡（用于 强行军）",
    ),
    ("card text in force", "生效的卡牌文字版本"),
    (
        "the target hex is next to: your leader (德川家康 / 丰臣秀赖), another counter of yours, or none",
        "目标六边格相邻的是：己方总大将（德川家康 / 丰臣秀赖）、己方其他军势，或都没有",
    ),
    ("the commander's morale", "指挥官的战意"),
    (
        "value of the subversion marker's column",
        "调略标记所在栏的数值",
    ),
    (
        "card text in force: Japanese original (default) or the Chinese translation",
        "生效的卡牌文字：日文原版（默认）或中文译本",
    ),
    (
        "digest A11: markers at a track end may come back (default: frozen there for good; then all four morale markers are often frozen within the first hundred cards, after which the cards that move them do nothing)",
        "本程序裁定：到达轨道端点的标记可以再离开（默认：永久停在端点；这样四个战意标记常在前一百张卡内全部停住，之后移动它们的卡便没有效果）",
    ),
    (
        "virtual: the app draws; shadow: the table draws the real cards and types them",
        "虚拟牌库：由程序抽卡；实体牌库：桌上抽真实的卡并输入",
    ),
    (
        "digest A12: end the game drawn after this many cards resolved, 强行军 not counted (0 = no limit)",
        "本程序裁定：结算满这么多张卡后以平局结束，强行军 不计（0 = 不设上限）",
    ),
    (
        "digest A21: flip every face-up counter before eliminating any",
        "本程序裁定：先把所有正面朝上的军势翻面，才能消灭军势",
    ),
];

pub static PHRASES: LazyLock<Phrasebook> = LazyLock::new(|| {
    // The card texts come first (whole lines, in both card-text versions), then the templates.
    let mut owned: Vec<(String, String)> = HELP
        .iter()
        .chain(INPUT)
        .map(|(en, zh)| (en.to_string(), zh.to_string()))
        .collect();
    for c in ALL {
        for v in [Variant::Ja, Variant::Zh] {
            let t = c.text(v);
            owned.push((t.en.replace("{}", "{ }"), t.zh));
        }
    }
    let mut pairs: Vec<(&str, &str)> = owned
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    pairs.extend_from_slice(TEMPLATES);
    Phrasebook::new(&pairs)
});
