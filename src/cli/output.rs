//! Plain-text rendering for the terminal, in the language of `--lang`: the CLI's own words from
//! `locales/*/cli.ftl`, the game's through [`Game::say`]. Names stay in their own script; action and
//! key names stay as typed (they are what a player types on the command line).

use serde_json::Value;

use crate::core::odds::Odds;
use crate::core::params::KeyKind;
use crate::core::{Game, KeySpec, Lang, Msg, Prompt, Resolution};
use crate::session::LogEntry;
use gunbai_rules::msg;

/// What the terminal says in: the language, and the game whose messages are shown (if any).
#[derive(Clone, Copy)]
pub struct Say<'a> {
    pub lang: Lang,
    pub game: Option<&'a dyn Game>,
}

impl Say<'_> {
    /// A message in the terminal's language.
    pub fn m(&self, m: &Msg) -> String {
        match self.game {
            Some(g) => g.say(m, self.lang),
            None => m.render(self.lang),
        }
    }
}

pub fn prompt_text(p: &Prompt, say: Say<'_>) -> String {
    let mut s = say.m(&msg!("cli-now", step = p.step.clone()));
    s.push('\n');
    for h in &p.hints {
        s.push_str(&format!("  {}\n", say.m(h)));
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
                    say.m(&a.label),
                    if preset.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", preset.join(" "))
                    }
                ));
            }
            Some((rule, why)) => s.push_str(&format!(
                "  x {} — {} [{}]\n",
                a.name,
                say.m(&a.label),
                say.m(&msg!(
                    "cli-rule-says",
                    rule = Msg::rule(rule.as_str()),
                    why = why.clone()
                ))
            )),
        }
    }
    s
}

/// What a key accepts, in the terminal's language (`0..=3`, the choice's values as typed).
fn expected(spec: &KeySpec, say: Say<'_>) -> String {
    match &spec.kind {
        KeyKind::Int { min, max } => say.m(&msg!("cli-expected-int", min = *min, max = *max)),
        KeyKind::Bool => say.m(&msg!("cli-expected-bool")),
        KeyKind::Choice { options } => options.join("|"),
        KeyKind::Text => say.m(&msg!("cli-expected-text")),
        KeyKind::List => say.m(&msg!("cli-expected-list")),
        KeyKind::Json => say.m(&msg!("cli-expected-json")),
    }
}

/// `session act FILE ACTION --help-action`: the keys with their legal values, then the odds.
pub fn action_help_text(h: &crate::core::ActionHelp, say: Say<'_>) -> String {
    let mut s = format!(
        "{} — {} ({})\n",
        h.name,
        say.m(&h.label),
        say.m(&Msg::rule(h.rule.as_str()))
    );
    if let Some((rule, why)) = &h.blocked {
        s.push_str(&format!(
            "  {}\n",
            say.m(&msg!(
                "cli-help-not-allowed",
                rule = Msg::rule(rule.as_str()),
                why = why.clone()
            ))
        ));
    }
    for k in &h.keys {
        let mut line = format!("  {}", k.name);
        let label = say.m(&k.spec.label_msg());
        if label != k.name.replace('-', " ") && label != k.name {
            line.push_str(&format!(" ({label})"));
        }
        line.push_str(&format!(": {}", expected(&k.spec, say)));
        if let Some(v) = &k.prefill {
            line.push_str(&say.m(&msg!("cli-help-state-gives", value = plain(v))));
        } else if let Some(d) = k.spec.default.as_ref().filter(|d| !d.is_null()) {
            line.push_str(&say.m(&msg!("cli-help-default", value = plain(d))));
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
            match c.label.as_ref().map(|l| say.m(l)) {
                Some(l) if l != c.value => s.push_str(&format!("      {} ({l})\n", c.value)),
                _ => s.push_str(&format!("      {}\n", c.value)),
            }
        }
    }
    if let Some(odds) = &h.odds {
        s.push_str(&say.m(&msg!("cli-odds-before")));
        s.push('\n');
        for o in odds {
            let words = o
                .label
                .as_ref()
                .map(|l| say.m(l))
                .unwrap_or_else(|| o.outcome.clone());
            s.push_str(&format!("  {:5.1} %  {words}\n", o.probability * 100.0));
        }
    } else if let Some(why) = &h.odds_unavailable {
        s.push_str(&say.m(&msg!("cli-odds-not-yet", why = why.clone())));
        s.push('\n');
    }
    s
}

fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

pub fn resolution_text(
    title: &Msg,
    rule: &str,
    r: &Resolution,
    odds: &[Odds],
    say: Say<'_>,
) -> String {
    let mut s = format!(
        "{} · {} ({})\n",
        r.game,
        say.m(title),
        say.m(&Msg::rule(rule))
    );
    if !r.rolls.is_empty() {
        let f: Vec<String> = r.rolls.iter().map(u8::to_string).collect();
        s.push_str(&say.m(&msg!("cli-dice", faces = f.join(" "))));
        s.push('\n');
    }
    for m in &r.modifiers {
        s.push_str(&format!(
            "  {:+} {} ({})\n",
            m.value,
            say.m(&m.label),
            say.m(&Msg::rule(m.rule.as_str()))
        ));
    }
    if let Some(m) = r.modified_roll {
        s.push_str(&say.m(&msg!("cli-modified-roll", n = m)));
        s.push('\n');
    }
    for c in &r.cells {
        let cell = msg!(
            "cli-table-cell",
            table = c.table.as_str(),
            row = c.row.as_str(),
            column = c.column.as_str(),
            value = c.value.as_str()
        );
        s.push_str(&say.m(&cell));
        if c.placeholder {
            s.push_str("  ");
            s.push_str(&say.m(&msg!("cli-placeholder-cell")));
        }
        s.push('\n');
    }
    if let Some(g) = say.game {
        s.push_str(&say.m(&msg!("cli-result", result = g.outcome_text(r))));
        s.push('\n');
    }
    for l in &r.log {
        s.push_str(&format!("  {}\n", say.m(l)));
    }
    if !odds.is_empty() {
        s.push_str(&say.m(&msg!("cli-odds-before")));
        s.push('\n');
        for o in odds {
            let words = o
                .label
                .as_ref()
                .map(|l| say.m(l))
                .unwrap_or_else(|| o.outcome.clone());
            s.push_str(&format!("  {:6.2}%  {words}\n", o.probability * 100.0));
        }
    }
    s
}

/// The log as text: each action by its label (the game's words), its dice, then its lines.
pub fn log_text(log: &[LogEntry], say: Say<'_>) -> String {
    let mut s = String::new();
    for e in log {
        let n = e.n.map(|n| n.to_string()).unwrap_or_else(|| "-".into());
        let dice: Vec<String> = e
            .dice
            .iter()
            .map(|d| match (d.app, d.kept) {
                (Some(_), _) => d.face.to_string(),
                (None, Some(o)) => say.m(&msg!("cli-kept-die", face = d.face, die = o)),
                (None, None) => format!("{}*", d.face),
            })
            .collect();
        let label = match say.game {
            _ if e.action.name == "tables" => say.m(&msg!("cli-tables-step")),
            Some(g) => g.say(&g.action_label(&e.action.name), say.lang),
            None => e.action.name.clone(),
        };
        s.push_str(&format!(
            "{:>4}{} {}{}{}\n",
            n,
            match (&e.not_played, e.undone) {
                (Some(why), _) =>
                    format!(" ({})", say.m(&msg!("cli-not-played", why = why.clone()))),
                (None, true) => format!(" ({})", say.m(&msg!("cli-undone"))),
                (None, false) => String::new(),
            },
            label,
            // An entry of the public log with inputs still face down (issue 19 item 3).
            if e.action.has_sealed() {
                format!(" ({})", say.m(&msg!("cli-sealed")))
            } else {
                String::new()
            },
            if dice.is_empty() {
                String::new()
            } else {
                format!(" {}", say.m(&msg!("cli-log-dice", faces = dice.join(" "))))
            }
        ));
        for l in &e.lines {
            s.push_str(&format!("       {}\n", say.m(l)));
        }
    }
    if log
        .iter()
        .any(|e| e.dice.iter().any(|d| d.app.is_none() && d.kept.is_none()))
    {
        s.push_str(&say.m(&msg!("cli-physical-die-legend")));
        s.push('\n');
    }
    s
}

/// `gunbai games`: every game with its scenarios, procedures and actions.
pub fn games_text(games: &[std::sync::Arc<dyn Game>], say: Say<'_>) -> String {
    let mut s = String::new();
    for g in games {
        let say = Say {
            lang: say.lang,
            game: Some(g.as_ref()),
        };
        let info = g.info();
        // The English name beside the title in English only (names stay in their own script).
        if say.lang == Lang::En {
            s.push_str(&format!(
                "{} — {} ({})\n",
                info.id, info.title, info.english
            ));
        } else {
            s.push_str(&format!("{} — {}\n", info.id, info.title));
        }
        for x in g.scenarios() {
            s.push_str("  ");
            s.push_str(&say.m(&msg!(
                "cli-games-scenario",
                id = x.id.as_str(),
                title = x.title.clone()
            )));
            s.push('\n');
        }
        for p in g.procedures() {
            let keys: Vec<&str> = p.keys.iter().map(|k| k.name.as_str()).collect();
            s.push_str("  ");
            s.push_str(&say.m(&msg!(
                "cli-games-procedure",
                id = p.id.as_str(),
                keys = keys.join(", "),
                title = p.title.clone(),
                rule = Msg::rule(p.rule.as_str())
            )));
            s.push('\n');
        }
        let names: Vec<String> = g.actions().into_iter().map(|a| a.name).collect();
        s.push_str("  ");
        s.push_str(&say.m(&msg!("cli-games-actions", names = names.join(", "))));
        s.push('\n');
    }
    s
}

/// A game's status in words: its tracks (turn, stage, …), the phase, and the winner once decided.
pub fn status_text(st: &crate::core::Status, say: Say<'_>) -> String {
    let mut s = String::new();
    for (label, value) in &st.track {
        s.push_str(&say.m(&msg!(
            "cli-status-pair",
            label = label.clone(),
            value = value.clone()
        )));
        s.push('\n');
    }
    if !st.phase.is_empty() {
        s.push_str(&say.m(&msg!("cli-status-phase", phase = st.phase.clone())));
        s.push('\n');
    }
    if let Some(w) = &st.winner {
        s.push_str(&say.m(&msg!("cli-status-winner", winner = w.clone())));
        s.push('\n');
    }
    s
}

/// `session score` without `--json` (issue 25, "Every game"): the game's score object as indented lines
/// of words ("Saigo in hakata: yes"), not JSON.
pub fn score_text(score: &Value, say: Say<'_>) -> String {
    fn words(key: &str) -> String {
        let w = key.replace(['_', '-'], " ");
        let mut c = w.chars();
        match c.next() {
            Some(f) => f.to_uppercase().chain(c).collect(),
            None => w,
        }
    }
    fn scalar(v: &Value, say: Say<'_>) -> Option<String> {
        Some(match v {
            Value::Null => "—".into(),
            Value::Bool(true) => say.m(&msg!("cli-yes")),
            Value::Bool(false) => say.m(&msg!("cli-no")),
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            Value::Array(a) if a.iter().all(scalar_only) => {
                if a.is_empty() {
                    say.m(&msg!("cli-none"))
                } else {
                    a.iter()
                        .filter_map(|x| scalar(x, say))
                        .collect::<Vec<_>>()
                        .join(", ")
                }
            }
            _ => return None,
        })
    }
    fn scalar_only(v: &Value) -> bool {
        !matches!(v, Value::Object(_) | Value::Array(_))
    }
    fn walk(v: &Value, depth: usize, out: &mut String, say: Say<'_>) {
        let pad = "  ".repeat(depth);
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    match scalar(x, say) {
                        Some(t) => out.push_str(&format!("{pad}{}: {t}\n", words(k))),
                        None => {
                            out.push_str(&format!("{pad}{}:\n", words(k)));
                            walk(x, depth + 1, out, say);
                        }
                    }
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    match scalar(x, say) {
                        Some(t) => out.push_str(&format!("{pad}{}. {t}\n", i + 1)),
                        None => {
                            out.push_str(&format!("{pad}{}.\n", i + 1));
                            walk(x, depth + 1, out, say);
                        }
                    }
                }
            }
            other => {
                if let Some(t) = scalar(other, say) {
                    out.push_str(&format!("{pad}{t}\n"));
                }
            }
        }
    }
    let mut out = String::new();
    walk(score, 0, &mut out, say);
    out
}

/// A JSON output with every message in it put into words (`--json` keeps its structure; a message
/// reads as text in the language of `--lang`, so scripts need no catalogue). A message is an object
/// `{"id": …, "args": …}` whose id is in the catalogue, or `{"join": …, "sep": …}`.
pub fn said_json(v: Value, say: Say<'_>) -> Value {
    match v {
        Value::Object(map) => {
            let is_msg = {
                let keys: Vec<&str> = map.keys().map(String::as_str).collect();
                let by_id = map
                    .get("id")
                    .and_then(Value::as_str)
                    .is_some_and(|id| crate::core::catalogue().has(Lang::En, id))
                    && keys.iter().all(|k| *k == "id" || *k == "args");
                let joined = keys.len() == 2 && map.contains_key("join") && map.contains_key("sep");
                by_id || joined
            };
            if is_msg && let Ok(m) = serde_json::from_value::<Msg>(Value::Object(map.clone())) {
                return Value::String(say.m(&m));
            }
            Value::Object(
                map.into_iter()
                    .map(|(k, x)| (k, said_json(x, say)))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.into_iter().map(|x| said_json(x, say)).collect()),
        other => other,
    }
}
