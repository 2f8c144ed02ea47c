//! 简体中文 for what a session says when it refuses (issue 11 point 4): nothing to undo or redo, an undo
//! that needs confirming, the file in use, a journal edited by hand. The English is written once in
//! `lib.rs`; the GUI shows these in 中文 mode. The CLI's `error:` line stays English (scripts read it).

use std::sync::LazyLock;

use crate::SessionError;
use crate::core::text::{Lang, Phrasebook};
use crate::core::{Game, KeySpec};

const PAIRS: &[(&str, &str)] = &[
    ("nothing to undo", "没有可以撤销的行动"),
    ("nothing to redo", "没有可以重做的行动"),
    (
        "cannot undo to action {}: the session is at action {}",
        "无法撤销到第 {0} 个行动：对局目前在第 {1} 个行动",
    ),
    ("cannot move to action {}", "无法移动到第 {} 个行动"),
    (
        "this undo takes back something the table has already seen (a drawn card, turned chips, a revealed plan); confirm to undo anyway",
        "此次撤销会收回全桌已经看到的信息（已抽的牌、已翻开的筹码、已公开的计划）；确认后才会撤销",
    ),
    (
        "the dice policy is chosen at set-up, before the first action",
        "骰子规则须在开局设置时、第一个行动之前选定",
    ),
    ("app die numbers run out", "程序骰子的编号已用尽"),
    (
        "app die #{} is out of sequence: the next app die is #{} (the file was edited)",
        "程序骰子 #{0} 顺序不对：下一颗应为 #{1}（文件被改动过）",
    ),
    (
        "a dice stream position is recorded for an action without app dice",
        "一个没有程序骰子的行动记录了骰子序列位置",
    ),
    (
        "the dice stream position {} goes backwards (the file was edited)",
        "骰子序列位置 {} 倒退了（文件被改动过）",
    ),
    (
        "a new seed does not match its commitment",
        "新的种子与其承诺值不符",
    ),
    (
        "a new seed must start at the next app die #{}, not #{} (the file was edited)",
        "新的种子应从下一颗程序骰子 #{0} 开始，而不是 #{1}（文件被改动过）",
    ),
];

static PHRASES: LazyLock<Phrasebook> = LazyLock::new(|| Phrasebook::new(PAIRS));

/// A session message in `lang` (as given when no template fits).
pub fn session_words(text: &str, lang: Lang) -> String {
    PHRASES.words(text, lang)
}

/// A session's refusal as a player reads it in `lang`: a rule error through the game's and the core's
/// words with the key's label ([`crate::core::words::error_in`]; `keys` are the specs of the form the
/// input came from), the session's own refusals through [`session_words`]. File paths are left out of
/// the 中文 lines. English: the error's own text, the key named by its label.
pub fn error_in(game: &dyn Game, e: &SessionError, lang: Lang, keys: &[KeySpec]) -> String {
    let words = |t: &str| game.words(t, lang);
    match e {
        SessionError::Rule(r) => crate::core::words::error_in(r, lang, keys, &words),
        _ if lang == Lang::En => e.to_string(),
        SessionError::Nothing(m) | SessionError::NeedsConfirmation(m) => session_words(m, lang),
        SessionError::Game(m) => format!("对局文件有误：{}", session_words(m, lang)),
        SessionError::Busy { .. } => {
            "对局文件正被另一个程序使用（另一个 Gunbai 窗口或命令正在保存）；请稍后再试".into()
        }
        SessionError::Io { .. } => "读写对局文件失败；请检查磁盘空间和文件权限".into(),
        SessionError::Corrupt { line, .. } => format!("对局文件第 {line} 行已损坏；可从备份恢复"),
        SessionError::Version { .. } => "此对局文件由其他版本的 Gunbai 保存，无法打开".into(),
        SessionError::SetupRefused { reason, .. } => format!(
            "此对局开局时的设置不符合现行规则（{}）；文件保持原样：请以合规的设置开始新对局",
            crate::core::words::error_in(reason, lang, &game.setup_options(), &words)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::latin_words;

    #[test]
    fn issue_11_point_4_session_refusals_read_in_chinese() {
        for (en, _) in PAIRS {
            // Holes filled with numbers, as the session writes them.
            let line = en.replace("{}", "3");
            let zh = session_words(&line, Lang::Zh);
            assert!(latin_words(&zh, &[]).is_empty(), "{line} → {zh}");
        }
        assert_eq!(
            session_words("nothing to undo", Lang::En),
            "nothing to undo"
        );
    }
}
