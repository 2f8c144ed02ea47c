//! The English lines Shogun writes once (journaled log lines, prompt hints, refusals, undo hints) in
//! 简体中文: phrase templates for the core's [`Phrasebook`]. Names and numbers carry over as they are.

use super::state::Phase;
use crate::core::text::Phrasebook;

const PAIRS: &[(&str, &str)] = &[
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
        "Deal the action cards and special cards, and type them in the order dealt (rule 5.1–5.2)",
        "发出行动卡与特殊卡，并按发牌顺序输入（规则 5.1–5.2）",
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
    ("Event", "事件"),
    ("Action", "行动"),
    ("spring", "春"),
    ("summer", "夏"),
    ("autumn", "秋"),
    ("winter", "冬"),
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

pub fn phrasebook() -> Phrasebook {
    let mut pairs: Vec<(&str, &str)> = PHASES.iter().map(|p| p.words()).collect();
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
}
