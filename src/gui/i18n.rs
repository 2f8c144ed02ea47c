//! UI strings in English and 简体中文. Names of people and places are data and stay in their original
//! script; only the interface words are translated here.

/// The language setting is the rules core's, so rulesets answer in the same two languages.
pub use crate::core::Lang;

/// key → (English, 简体中文)
const STRINGS: &[(&str, &str, &str)] = &[
    ("home", "Home", "首页"),
    (
        "pick_action_first",
        "pick an action first (centre panel)",
        "请先选择一个行动（中间一栏）",
    ),
    ("rules", "rules", "规则"),
    (
        "begin_anyway",
        "(you can begin before every item is ticked)",
        "（未全部勾选也可以开始）",
    ),
    ("check", "Check", "检查"),
    (
        "check_ok",
        "OK: the game loads with this file",
        "通过：游戏可以用此文件加载",
    ),
    (
        "reverted",
        "reverted to the shipped table",
        "已恢复为内置数据表",
    ),
    ("show_all", "Show the whole log", "显示全部记录"),
    (
        "restore_backup",
        "Restore last good backup",
        "恢复最近的完好备份",
    ),
    ("what_aid", "Player aid", "玩家辅助卡"),
    ("what_counters", "Counters", "算子"),
    ("what_cards", "Cards", "卡牌"),
    ("what_packup", "Pack-up sheet (QR)", "收纳单（二维码）"),
    ("what_calibration", "Calibration page", "校准页"),
    (
        "tray_keys",
        "keys 1–6 type a die · Enter submits · Esc clears",
        "按 1–6 输入骰子 · 回车 提交 · Esc 清除",
    ),
    ("listing", "Full listing", "完整列表"),
    ("new_session", "New session", "新对局"),
    ("resume", "Resume", "继续对局"),
    ("recent", "Recent sessions", "最近的对局"),
    (
        "no_sessions",
        "No saved sessions yet.",
        "还没有保存的对局。",
    ),
    ("open_file", "Open file…", "打开文件…"),
    ("open", "Open", "打开"),
    ("import_qr", "Pack-up QR…", "收纳二维码…"),
    (
        "import_hint",
        "photos/scans of the pack-up sheet, or the code texts (one per line; every code of the sheet)",
        "收纳单的照片/扫描件，或二维码文本（每行一个；收纳单上的所有二维码）",
    ),
    ("import", "Import", "导入"),
    ("path", "Path", "路径"),
    ("print", "Print", "打印"),
    ("tables", "Tables", "数据表"),
    ("procedures", "Procedures", "程序速查"),
    ("settings", "Settings", "设置"),
    ("coming", "coming", "即将推出"),
    ("players", "Players", "玩家人数"),
    ("scenario", "Scenario", "剧本"),
    ("seed", "Seed", "随机种子"),
    ("random", "random", "随机"),
    ("options", "Optional rules", "可选规则"),
    ("more_options", "Other options", "其他选项"),
    (
        "options_hint",
        "key=value, comma separated (e.g. command-rule=true)",
        "键=值，逗号分隔（如 command-rule=true）",
    ),
    ("start", "Start", "开始"),
    ("setup_checklist", "Setup checklist", "布置清单"),
    (
        "checklist_hint",
        "Tick each item as it is placed on the table.",
        "每放好一项就勾选。",
    ),
    ("begin_play", "Begin play", "开始游戏"),
    ("back", "Back", "返回"),
    ("turn", "Turn", "回合"),
    ("last_played", "last played", "上次"),
    ("undo", "Undo", "撤销"),
    ("redo", "Redo", "重做"),
    ("roll", "Roll", "掷骰"),
    ("submit", "Submit", "提交"),
    ("cancel", "Cancel", "取消"),
    ("dice", "Dice", "骰子"),
    ("chance_card", "▶ Draw the card", "▶ 抽牌"),
    ("chance_tower", "▶ Throw into the tower", "▶ 投入塔中"),
    (
        "chance_deal",
        "▶ Carry out (the app deals)",
        "▶ 执行（由程序发牌）",
    ),
    (
        "chance_hint",
        "the app draws it (no die to type) · Enter",
        "由程序抽取（无需输入骰子）· 回车",
    ),
    ("tab_what_now", "What now", "当前"),
    (
        "odds_axis",
        "outcome (numbered as in the list below)",
        "结果（编号见下表）",
    ),
    (
        "show_odds_here",
        "Show the odds of this roll",
        "显示本次掷骰的概率",
    ),
    ("tab_state", "Game state", "局面"),
    ("tab_log", "Result & log", "结果与记录"),
    ("hide_state", "◀ Hide the state column", "◀ 收起局面栏"),
    ("show_state", "▶ Game state", "▶ 局面"),
    ("on_table_now", "On the table now:", "现在在桌面上："),
    ("consequence", "What happened", "结果"),
    (
        "save_as_path",
        "Save as: type the path of the new file",
        "另存为：输入新文件的路径",
    ),
    (
        "no_file_dialog",
        "No system file dialog here (no XDG desktop portal and no zenity): type the path instead.",
        "此系统没有文件对话框（没有 XDG 桌面门户，也没有 zenity）：请直接输入路径。",
    ),
    ("log", "Log", "记录"),
    ("what_now", "What now", "现在做什么"),
    ("game_state", "Game state", "局面"),
    ("odds", "Odds", "概率"),
    ("show_odds", "Show odds", "显示概率"),
    ("placeholder", "placeholder table", "占位数据表"),
    (
        "placeholder_hint",
        "This result used a placeholder table: open the table editor and type the real values from your copy.",
        "此结果用了占位数据表：请打开数据表编辑器，按你手上的规则书填入真实数值。",
    ),
    ("undo_to_here", "undo from here", "从此处撤销"),
    (
        "undo_to_here_hint",
        "Take back this action and every later one",
        "撤销这一步及其后所有步骤",
    ),
    ("confirm_undo", "Undo anyway", "仍然撤销"),
    ("put_back", "Put back on the table:", "请在桌面上恢复："),
    ("table_display", "Table display", "桌面展示窗"),
    ("language", "Language", "语言"),
    ("theme", "Theme", "主题"),
    ("dark", "Dark", "深色"),
    ("light", "Light", "浅色"),
    ("scale", "Scale", "缩放"),
    ("save", "Save", "保存"),
    ("saved", "Saved", "已保存"),
    ("result", "Result", "结果"),
    ("modified_roll", "modified roll", "修正后点数"),
    ("procedure", "Procedure", "程序"),
    ("game", "Game", "游戏"),
    ("resolve", "Resolve", "结算"),
    ("clear", "Clear", "清除"),
    ("typed", "Typed dice", "已输入的骰子"),
    (
        "type_die",
        "Type the physical die (keys 1–6)",
        "输入实体骰子点数（按键 1–6）",
    ),
    (
        "roll_hint",
        "Roll with the app's verifiable dice (typed faces are used first)",
        "用程序的可验证骰子掷骰（先用已输入的点数）",
    ),
    (
        "submit_hint",
        "Submit with the typed dice (Enter)",
        "用已输入的点数提交（回车）",
    ),
    ("winner", "Winner", "胜者"),
    (
        "no_action",
        "Pick an action in the centre panel first.",
        "请先在中间选择一个行动。",
    ),
    ("blocked", "not allowed now", "现在不可用"),
    (
        "shortcuts",
        "Keys: 1–6 die · Enter confirm · Esc cancel · Ctrl+Z undo · Ctrl+Y or Ctrl+Shift+Z redo",
        "按键：1–6 骰子 · 回车 确认 · Esc 取消 · Ctrl+Z 撤销 · Ctrl+Y 或 Ctrl+Shift+Z 重做",
    ),
    ("refused", "Not allowed:", "不允许："),
    (
        "no_result_yet",
        "Nothing done yet: what each action does and refusals appear here.",
        "还没有行动：每个行动的结果和被拒绝的原因会显示在这里。",
    ),
    ("private_input", "Private input", "秘密输入"),
    ("pass_to", "Pass the screen to", "请把屏幕交给"),
    (
        "pass_hint",
        "Everyone else looks away until the entry is hidden.",
        "在输入隐藏之前，其他人请不要看屏幕。",
    ),
    ("i_am", "I am", "我是"),
    (
        "enter_private",
        "For your eyes only: enter your choice, then hide it",
        "仅供你本人查看：输入你的选择，然后隐藏",
    ),
    ("hide_commit", "Hide and commit", "隐藏并提交"),
    (
        "committed",
        "Entry hidden and committed",
        "输入已隐藏并提交",
    ),
    ("commitment", "Commitment:", "承诺值："),
    (
        "commitment_hint",
        "Read the commitment aloud; at the reveal anyone can check the entry against it.",
        "请大声读出承诺值；公开时任何人都可以据此核对输入。",
    ),
    ("next", "Next", "下一步"),
    (
        "commitments",
        "Hidden entries (commitments)",
        "已隐藏的输入（承诺值）",
    ),
    (
        "keeps_undone_dice",
        "This table keeps undone dice.",
        "本局保留撤销前的骰子点数。",
    ),
    (
        "dice_match",
        "app dice match the seed",
        "个程序骰子与种子一致",
    ),
    ("rule", "rule", "规则"),
    ("take_back", "take back:", "收回："),
    (
        "result_details",
        "How the result was reached",
        "结果的计算过程",
    ),
    (
        "reveal_seed_warning",
        "Once the seed is shown, anyone can work out the app's next dice. The reveal is written in the session. Show it?",
        "种子公开后，任何人都能算出程序之后的骰子。公开会记录在对局中。确定公开吗？",
    ),
    ("reveal_seed_confirm", "Show the seed", "公开种子"),
    (
        "seed_revealed_logged",
        "The seed was revealed (written in the session). Before the end of the game a new committed seed rolls every later die.",
        "种子已公开（已记录在对局中）。对局未结束时，之后的骰子改由新承诺的种子掷出。",
    ),
    ("seed_revealed", "seed revealed", "种子已公开"),
    ("rerolled_after_undo", "re-rolled after undo", "撤销后重掷"),
    (
        "kept_after_undo",
        "same dice as before the undo",
        "沿用撤销前的骰子",
    ),
    ("app_dice", "App dice", "程序骰子"),
    ("sealed", "(sealed)", "（密封）"),
    (
        "show_form",
        "I have the screen: show the form",
        "我已拿到屏幕：显示表单",
    ),
    ("advanced", "Advanced: by key", "高级：按键名输入"),
    ("legend", "Legend (symbols)", "图例（符号）"),
    (
        "legend_app_die",
        "a die the app rolled (seeded, verifiable)",
        "程序掷出的骰子（有种子，可验证）",
    ),
    (
        "legend_placeholder",
        "a placeholder table: values not from the rulebook",
        "占位数据表：数值并非来自规则书",
    ),
    (
        "legend_refused",
        "refused, with the rule that forbids it",
        "被拒绝，并注明禁止它的规则",
    ),
    ("edit_as_text", "Edit as text", "以文本编辑"),
    ("edit_as_form", "Edit as a form", "以表单编辑"),
    (
        "valid_now",
        "the game loads with this table",
        "游戏可以用此数据表加载",
    ),
    ("shortcut_title", "Keyboard shortcuts", "键盘快捷键"),
    ("sc_die", "type a die face", "输入骰子点数"),
    ("sc_enter", "confirm / submit", "确认 / 提交"),
    (
        "sc_esc",
        "clear the dice, cancel, go back",
        "清除骰子、取消、返回",
    ),
    ("sc_undo", "undo", "撤销"),
    ("sc_redo", "redo", "重做"),
    ("sc_tab", "next field", "下一个输入项"),
    ("rename", "Rename", "重命名"),
    ("delete", "Delete", "删除"),
    (
        "delete_confirm",
        "Delete this session and its backups?",
        "删除此对局及其备份？",
    ),
    (
        "imported_session",
        "Imported from a pack-up sheet",
        "从收纳单导入",
    ),
    ("save_as", "Save as…", "另存为…"),
    ("saved_as", "Saved as", "已另存为"),
    ("save_pdf_as", "Save PDF as…", "PDF 另存为…"),
    ("name", "Name", "名称"),
    ("ok", "OK", "确定"),
    ("table_dice", "Table dice", "实体骰子"),
    ("dice_stats", "Dice statistics", "骰子统计"),
    ("keep_undone_dice", "Keep undone dice", "保留撤销前的骰子"),
    (
        "kept_next",
        "the app's next rolls use the undone dice again",
        "程序接下来的掷骰沿用撤销前的骰子",
    ),
    (
        "keep_undone_hint",
        "After an undo, the app's next rolls give the undone faces again, in the order they were rolled, instead of new ones.",
        "撤销后，程序接下来的掷骰按原来的顺序再次给出撤销前的点数，而不是新的点数。",
    ),
    (
        "fresh_after_undo",
        "Roll fresh dice after an undo",
        "撤销后重新掷骰",
    ),
    (
        "fresh_after_undo_hint",
        "Normally an undo keeps luck honest: the app's next rolls and card draws give the undone results again. Tick this to roll fresh dice after every undo instead.",
        "通常撤销不改变运气：程序接下来的掷骰和抽牌再次给出撤销前的结果。勾选此项则每次撤销后都重新掷骰。",
    ),
    ("go_on_from", "Go on from action", "从该行动继续："),
    ("go_on_from_start", "Go on from the start", "从开局继续"),
    ("not_played", "not played as recorded", "未按记录执行"),
    (
        "own_tables",
        "This session plays with its own copy of its tables; the current ones differ:",
        "本局使用开局时固定的表格；当前表格与之不同：",
    ),
    (
        "adopt_tables",
        "Use the current tables from now on",
        "从现在起使用当前表格",
    ),
    (
        "reroll",
        "Roll fresh dice (re-roll)",
        "重新掷骰（不用撤销前的骰子）",
    ),
    (
        "reroll_hint",
        "After an undo the app gives the undone dice again. Tick this only if the whole table agrees to roll anew; the log marks it as a re-roll.",
        "撤销后程序会再次给出撤销前的骰子。只有全桌同意重新掷骰时才勾选；日志会标明这是重掷。",
    ),
    (
        "use_in_session",
        "Use in this session from now on",
        "从现在起用于本局",
    ),
    (
        "save_new_sessions",
        "Save for new sessions",
        "保存（用于新对局）",
    ),
    ("seed_hash", "Seed commitment", "种子承诺值"),
    ("reveal_seed", "Reveal seed", "公开种子"),
    ("verify_dice", "Verify dice", "验证骰子"),
    ("close", "Close", "关闭"),
    (
        "table_editor_hint",
        "Edit the cells from your own copy of the rules, then save: the file is kept as your override.",
        "按你手上的规则书修改单元格后保存：文件将作为你的覆盖版本。",
    ),
    (
        "no_tables",
        "This game has no editable result tables.",
        "该游戏没有可编辑的结果表。",
    ),
    (
        "is_placeholder",
        "placeholder (values not from the rulebook)",
        "占位（数值并非来自规则书）",
    ),
    ("note", "Note", "说明"),
    ("what", "What", "内容"),
    ("paper", "Paper", "纸张"),
    ("counter_mm", "Counter size (mm)", "算子尺寸（毫米）"),
    ("bleed_mm", "Bleed (mm)", "出血（毫米）"),
    ("duplex", "Duplex offset x/y (mm)", "双面偏移 x/y（毫米）"),
    ("backs", "Print backs", "打印背面"),
    ("make_pdf", "Make PDF", "生成 PDF"),
    (
        "before_packup",
        "Before the pack-up, summarised",
        "打包前（摘要）",
    ),
    ("open_after", "Open the PDF when done", "完成后打开 PDF"),
    ("preview", "Preview (first page)", "预览（第一页）"),
    (
        "no_viewer",
        "no PDF viewer could be started",
        "无法启动 PDF 阅读器",
    ),
    ("current_session", "Use the open session", "使用当前对局"),
    ("card_choices", "Card set-up", "卡牌设置"),
    ("game_over", "Game over", "游戏结束"),
    ("step", "Step", "步骤"),
    ("public_state", "Public state", "公开局面"),
    ("last_result", "Last result", "上一次结果"),
    (
        "not_loaded",
        "not available in this build",
        "此版本尚未提供",
    ),
    ("revert", "Revert to shipped", "恢复为内置版本"),
];

/// Looks a UI string up; unknown keys come back as the key itself (visible, never a panic).
pub fn tr(lang: Lang, key: &'static str) -> &'static str {
    match STRINGS.iter().find(|(k, _, _)| *k == key) {
        Some((_, en, zh)) => match lang {
            Lang::En => en,
            Lang::Zh => zh,
        },
        None => key,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages() {
        assert_eq!(tr(Lang::En, "undo"), "Undo");
        assert_eq!(tr(Lang::Zh, "undo"), "撤销");
        assert_eq!(tr(Lang::Zh, "nope"), "nope");
    }

    #[test]
    fn keys_unique() {
        for (i, (k, _, _)) in STRINGS.iter().enumerate() {
            assert!(
                !STRINGS[..i].iter().any(|(o, _, _)| o == k),
                "duplicate key {k}"
            );
        }
    }
}
