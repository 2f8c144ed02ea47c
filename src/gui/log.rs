//! The session log: every journaled action, undone ones struck through, "undo from here" on each live line.

use egui::{RichText, Ui};

use super::{Lang, util};
use crate::core::Game;
use crate::session::LogEntry;
use gunbai_rules::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogEvent {
    /// Undo back to this many actions on the timeline.
    UndoTo(usize),
}

/// How the dice of a log entry relate to an undo just before it (issue 11, point 7: honest dice).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceMark {
    /// Nothing was rolled and taken back at this point.
    Plain,
    /// The app rolled again after an app roll at this point was undone (a new value, not a redo).
    Rerolled,
    /// The faces of the undone roll were kept and used again (the table chose so at set-up).
    Kept,
}

/// For each entry (journal order), how its dice relate to an undo: Kept when it used kept dice (the
/// session journals them as such, issue 11 point 7); Rerolled when it drew fresh app dice after an app
/// roll was undone at the same point of play (between the previous entry on the timeline and this one,
/// the journal holds an undone action that used app dice).
pub fn dice_marks(entries: &[LogEntry]) -> Vec<DiceMark> {
    let mut out = vec![DiceMark::Plain; entries.len()];
    for (i, e) in entries.iter().enumerate() {
        let Some(n) = e.n else { continue };
        if e.dice.iter().any(|d| d.kept.is_some()) {
            out[i] = DiceMark::Kept;
            continue;
        }
        if !e.dice.iter().any(|d| d.app.is_some()) {
            continue;
        }
        let undone_app = entries[..i]
            .iter()
            .rev()
            .take_while(|p| p.n.is_none_or(|m| m >= n))
            .any(|p| p.undone && p.dice.iter().any(|d| d.origin().is_some()));
        if undone_app {
            out[i] = DiceMark::Rerolled;
        }
    }
    out
}

/// The words of a mark, for the log and the table display.
pub fn mark_text(m: DiceMark, lang: Lang) -> Option<String> {
    match m {
        DiceMark::Plain => None,
        DiceMark::Rerolled => Some(msg!("frame-rerolled-after-undo").render(lang)),
        DiceMark::Kept => Some(msg!("frame-kept-after-undo").render(lang)),
    }
}

/// One-line summary of an entry in players' words: the action's name as the ruleset words it and the
/// dice (⚅ = the app's die). The inputs are left to the ruleset's own log lines (a private input must
/// not show before its reveal); `sealed` marks an action whose inputs are still face down.
pub fn entry_text(game: &dyn Game, e: &LogEntry, lang: Lang, sealed: bool) -> String {
    let mut s = game.say(&game.action_label(&e.action.name), lang);
    if sealed {
        s.push_str(&format!(" {}", msg!("frame-sealed").render(lang)));
    }
    // A draw or a tower throw journals the app's internal faces: no die the players read.
    if !e.dice.is_empty() && super::games::shows_faces(game, &e.action.name) {
        let faces: Vec<String> = e
            .dice
            .iter()
            .map(|d| {
                // A kept die is the app's die too (its face came from an undone app die).
                if d.origin().is_some() {
                    format!("{}⚅", d.face)
                } else {
                    d.face.to_string()
                }
            })
            .collect();
        s.push_str(&format!(" · [{}]", faces.join(" ")));
    }
    s
}

/// The log. Clicking a live line selects it and offers a big "undo from here" button under it.
/// `entries` are the public log (`Session::public_log`, issue 19 item 3): an action entered in private
/// (`sealed` says which) is marked "(sealed)" while the rules still hold some of its inputs face down.
pub fn show_log(
    ui: &mut Ui,
    game: &dyn Game,
    entries: &[LogEntry],
    marks: &[DiceMark],
    lang: Lang,
    selected: &mut Option<usize>,
    sealed: &dyn Fn(&str) -> bool,
) -> Option<LogEvent> {
    let mut ev = None;
    egui::ScrollArea::vertical()
        .id_salt("log_scroll")
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (i, e) in entries.iter().enumerate() {
                let weak = ui.visuals().weak_text_color();
                let num =
                    e.n.map(|n| format!("{n:>3}"))
                        .unwrap_or_else(|| "  ·".into());
                let mut head = format!(
                    "{num}  {}",
                    entry_text(
                        game,
                        e,
                        lang,
                        sealed(&e.action.name) && e.action.has_sealed()
                    )
                );
                let mark = marks.get(i).copied().and_then(|m| mark_text(m, lang));
                if let Some(m) = mark {
                    head.push_str(&format!("  ↶⚅ {m}"));
                }
                // Issue 19: an action the current rules do not play as recorded stays in the log,
                // marked, until the table chooses (no "undo from here" on it).
                if e.not_played.is_some() {
                    head.push_str(&format!("  — {}", msg!("frame-not-played").render(lang)));
                }
                let t = RichText::new(&head);
                let live_n = if e.undone || e.not_played.is_some() {
                    None
                } else {
                    e.n
                };
                if let Some(n) = live_n {
                    let on = *selected == Some(n);
                    let r = ui
                        .selectable_label(on, t.strong())
                        .on_hover_text(msg!("frame-undo-to-here-hint").render(lang));
                    if r.clicked() {
                        *selected = if on { None } else { Some(n) };
                    }
                } else {
                    ui.label(t.strikethrough().color(weak));
                }
                for line in &e.lines {
                    // Derived by replay as messages, rendered in the player's language.
                    let t = RichText::new(format!("      {}", game.say(line, lang)));
                    if e.undone {
                        ui.label(t.strikethrough().color(weak));
                    } else {
                        ui.label(t);
                    }
                }
                if let Some(n) = live_n
                    && *selected == Some(n)
                {
                    ui.horizontal(|ui| {
                        let b = util::big_button(
                            ui,
                            format!("↶ {}", msg!("frame-undo-to-here").render(lang)),
                        )
                        .on_hover_text(msg!("frame-undo-to-here-hint").render(lang));
                        if b.clicked() {
                            ev = Some(LogEvent::UndoTo(n - 1));
                            *selected = None;
                        }
                        if ui.button(msg!("frame-cancel").render(lang)).clicked() {
                            *selected = None;
                        }
                    });
                }
                if i + 1 < entries.len() {
                    ui.add_space(2.0);
                }
            }
        });
    ev
}
