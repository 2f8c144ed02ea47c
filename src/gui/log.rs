//! The session log: every journaled action, undone ones struck through, "undo from here" on each live line.

use egui::{RichText, Ui};

use super::{Lang, tr, util};
use crate::session::LogEntry;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogEvent {
    /// Undo back to this many actions on the timeline.
    UndoTo(usize),
}

/// One-line summary of an entry: `3 march · 1 → march points 2`.
/// `sealed`: the inputs were entered in private and are not shown.
pub fn entry_text(e: &LogEntry, sealed: bool) -> String {
    let mut s = e.action.name.clone();
    if sealed {
        s.push_str(" (sealed)");
    } else if !e.action.params.0.is_empty() {
        let ps: Vec<String> = e
            .action
            .params
            .0
            .iter()
            .filter(|(_, v)| {
                !(v.is_null()
                    || v.as_str().is_some_and(str::is_empty)
                    || v.as_array().is_some_and(|a| a.is_empty()))
            })
            .map(|(k, v)| match v {
                serde_json::Value::String(t) => format!("{k}={t}"),
                serde_json::Value::Array(a) => format!(
                    "{k}={}",
                    a.iter()
                        .map(|x| x
                            .as_str()
                            .map(str::to_string)
                            .unwrap_or_else(|| x.to_string()))
                        .collect::<Vec<_>>()
                        .join("、")
                ),
                o => format!("{k}={o}"),
            })
            .collect();
        if !ps.is_empty() {
            s.push_str(&format!(" ({})", ps.join(", ")));
        }
    }
    if !e.dice.is_empty() {
        let faces: Vec<String> = e
            .dice
            .iter()
            .map(|d| {
                if d.app.is_some() {
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
pub fn show_log(
    ui: &mut Ui,
    entries: &[LogEntry],
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
                let head = format!("{num}  {}", entry_text(e, sealed(&e.action.name)));
                let t = RichText::new(&head).monospace();
                let live_n = if e.undone { None } else { e.n };
                if let Some(n) = live_n {
                    let on = *selected == Some(n);
                    let r = ui
                        .selectable_label(on, t.strong())
                        .on_hover_text(tr(lang, "undo_to_here_hint"));
                    if r.clicked() {
                        *selected = if on { None } else { Some(n) };
                    }
                } else {
                    ui.label(t.strikethrough().color(weak));
                }
                for line in &e.lines {
                    let t = RichText::new(format!("      {line}"));
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
                        let b = util::big_button(ui, format!("↶ {}", tr(lang, "undo_to_here")))
                            .on_hover_text(tr(lang, "undo_to_here_hint"));
                        if b.clicked() {
                            ev = Some(LogEvent::UndoTo(n - 1));
                            *selected = None;
                        }
                        if ui.button(tr(lang, "cancel")).clicked() {
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
