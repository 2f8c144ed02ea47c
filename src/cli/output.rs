//! Plain-text rendering for the terminal.

use serde_json::Value;

use crate::core::odds::Odds;
use crate::core::{Prompt, Resolution};
use crate::session::LogEntry;

pub fn prompt_text(p: &Prompt) -> String {
    let mut s = format!("now: {}\n", p.step);
    for h in &p.hints {
        s.push_str(&format!("  {h}\n"));
    }
    for a in &p.actions {
        match &a.blocked {
            None => {
                let preset: Vec<String> = a
                    .preset
                    .0
                    .iter()
                    .map(|(k, v)| format!("{k}={}", plain(v)))
                    .collect();
                s.push_str(&format!(
                    "  > {} — {}{}\n",
                    a.name,
                    a.label,
                    if preset.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", preset.join(" "))
                    }
                ));
            }
            Some((rule, why)) => s.push_str(&format!(
                "  x {} — {} [rule {rule}: {why}]\n",
                a.name, a.label
            )),
        }
    }
    s
}

/// `session act FILE ACTION --help-action`: the keys with their legal values, then the odds.
pub fn action_help_text(h: &crate::core::ActionHelp) -> String {
    let mut s = format!("{} — {} (rule {})\n", h.name, h.label.en, h.rule);
    if let Some((rule, why)) = &h.blocked {
        s.push_str(&format!("  not allowed now [rule {rule}: {why}]\n"));
    }
    for k in &h.keys {
        let mut line = format!("  {}", k.name);
        if k.label.en != k.name.replace('-', " ") {
            line.push_str(&format!(" ({})", k.label.en));
        }
        line.push_str(&format!(": {}", k.spec.expected()));
        if let Some(v) = &k.prefill {
            line.push_str(&format!("; the state gives {}", plain(v)));
        } else if let Some(d) = k.spec.default.as_ref().filter(|d| !d.is_null()) {
            line.push_str(&format!("; default {}", plain(d)));
        }
        s.push_str(&line);
        s.push('\n');
        let mut group: Option<&str> = None;
        for c in &k.candidates {
            if group != Some(c.group.as_str()) {
                group = Some(c.group.as_str());
                if !c.group.is_empty() {
                    s.push_str(&format!("      [{}]\n", c.group));
                }
            }
            match &c.label {
                Some(l) if l.en != c.value => {
                    s.push_str(&format!("      {} ({})\n", c.value, l.en))
                }
                _ => s.push_str(&format!("      {}\n", c.value)),
            }
        }
    }
    if let Some(odds) = &h.odds {
        s.push_str("odds before the roll:\n");
        for o in odds {
            let words = o
                .label
                .as_ref()
                .map(|l| l.en.as_str())
                .unwrap_or(&o.outcome);
            s.push_str(&format!("  {:5.1} %  {words}\n", o.probability * 100.0));
        }
    } else if let Some(why) = &h.odds_unavailable {
        s.push_str(&format!("odds: not yet ({why})\n"));
    }
    s
}

fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

pub fn resolution_text(title: &str, rule: &str, r: &Resolution, odds: &[Odds]) -> String {
    let mut s = format!("{} · {title} (rule {rule})\n", r.game);
    if !r.rolls.is_empty() {
        let f: Vec<String> = r.rolls.iter().map(u8::to_string).collect();
        s.push_str(&format!("dice: {}\n", f.join(" ")));
    }
    for m in &r.modifiers {
        s.push_str(&format!("  {:+} {} (rule {})\n", m.value, m.label, m.rule));
    }
    if let Some(m) = r.modified_roll {
        s.push_str(&format!("modified roll: {m}\n"));
    }
    for c in &r.cells {
        s.push_str(&format!(
            "table {} row {} column {}: {}{}\n",
            c.table,
            c.row,
            c.column,
            c.value,
            if c.placeholder {
                "  [PLACEHOLDER table: fill in from your copy]"
            } else {
                ""
            }
        ));
    }
    let res: Vec<String> = r
        .result
        .iter()
        .map(|(k, v)| format!("{k} = {}", plain(v)))
        .collect();
    s.push_str(&format!("result: {}\n", res.join(", ")));
    for l in &r.log {
        s.push_str(&format!("  {l}\n"));
    }
    if !odds.is_empty() {
        s.push_str("odds before the roll:\n");
        for o in odds {
            s.push_str(&format!(
                "  {:6.2}%  {}\n",
                o.probability * 100.0,
                o.outcome
            ));
        }
    }
    s
}

/// The log as text; `words` puts each ruleset line in players' words (see `Game::words`).
pub fn log_text(log: &[LogEntry], words: &dyn Fn(&str) -> String) -> String {
    let mut s = String::new();
    for e in log {
        let n = e.n.map(|n| n.to_string()).unwrap_or_else(|| "-".into());
        let dice: Vec<String> = e
            .dice
            .iter()
            .map(|d| match (d.app, d.kept) {
                (Some(_), _) => d.face.to_string(),
                (None, Some(o)) => format!("{} (kept from die #{o})", d.face),
                (None, None) => format!("{}*", d.face),
            })
            .collect();
        s.push_str(&format!(
            "{:>4}{} {}{}{}\n",
            n,
            match (&e.not_played, e.undone) {
                (Some(why), _) => format!(" (not played: {why})"),
                (None, true) => " (undone)".into(),
                (None, false) => String::new(),
            },
            e.action.name,
            // An entry of the public log with inputs still face down (issue 19 item 3).
            if e.action.has_sealed() {
                " (sealed)"
            } else {
                ""
            },
            if dice.is_empty() {
                String::new()
            } else {
                format!(" dice [{}]", dice.join(" "))
            }
        ));
        for l in &e.lines {
            s.push_str(&format!("       {}\n", words(l)));
        }
    }
    if log
        .iter()
        .any(|e| e.dice.iter().any(|d| d.app.is_none() && d.kept.is_none()))
    {
        s.push_str("(* = a physical die typed at the table)\n");
    }
    s
}

pub fn games_text(list: &[Value]) -> String {
    let mut s = String::new();
    for g in list {
        s.push_str(&format!(
            "{} — {} ({})\n",
            g["id"].as_str().unwrap_or(""),
            plain(&g["title"]),
            plain(&g["english"])
        ));
        if let Some(sc) = g["scenarios"].as_array() {
            for x in sc {
                s.push_str(&format!(
                    "  scenario {}: {}\n",
                    plain(&x["id"]),
                    plain(&x["title"])
                ));
            }
        }
        if let Some(ps) = g["procedures"].as_array() {
            for p in ps {
                let keys: Vec<String> = p["keys"]
                    .as_array()
                    .map(|k| k.iter().map(|k| plain(&k["name"])).collect())
                    .unwrap_or_default();
                s.push_str(&format!(
                    "  resolve {} [{}] (rule {})\n",
                    plain(&p["id"]),
                    keys.join(", "),
                    plain(&p["rule"])
                ));
            }
        }
        if let Some(acts) = g["actions"].as_array() {
            let names: Vec<String> = acts.iter().map(|a| plain(&a["name"])).collect();
            s.push_str(&format!("  actions: {}\n", names.join(", ")));
        }
    }
    s
}

/// `session score` without `--json` (issue 25, "Every game"): the game's score object as indented lines
/// of words ("Saigo in hakata: yes"), not JSON.
pub fn score_text(score: &Value) -> String {
    fn words(key: &str) -> String {
        let w = key.replace(['_', '-'], " ");
        let mut c = w.chars();
        match c.next() {
            Some(f) => f.to_uppercase().chain(c).collect(),
            None => w,
        }
    }
    fn scalar(v: &Value) -> Option<String> {
        Some(match v {
            Value::Null => "—".into(),
            Value::Bool(true) => "yes".into(),
            Value::Bool(false) => "no".into(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            Value::Array(a) if a.iter().all(scalar_only) => {
                if a.is_empty() {
                    "none".into()
                } else {
                    a.iter().filter_map(scalar).collect::<Vec<_>>().join(", ")
                }
            }
            _ => return None,
        })
    }
    fn scalar_only(v: &Value) -> bool {
        !matches!(v, Value::Object(_) | Value::Array(_))
    }
    fn walk(v: &Value, depth: usize, out: &mut String) {
        let pad = "  ".repeat(depth);
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    match scalar(x) {
                        Some(t) => out.push_str(&format!("{pad}{}: {t}\n", words(k))),
                        None => {
                            out.push_str(&format!("{pad}{}:\n", words(k)));
                            walk(x, depth + 1, out);
                        }
                    }
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    match scalar(x) {
                        Some(t) => out.push_str(&format!("{pad}{}. {t}\n", i + 1)),
                        None => {
                            out.push_str(&format!("{pad}{}.\n", i + 1));
                            walk(x, depth + 1, out);
                        }
                    }
                }
            }
            other => {
                if let Some(t) = scalar(other) {
                    out.push_str(&format!("{pad}{t}\n"));
                }
            }
        }
    }
    let mut out = String::new();
    walk(score, 0, &mut out);
    out
}
