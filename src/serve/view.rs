//! What the pages show, as JSON in the viewer's language: the table view (public: the same public
//! state and public log every other output shows) and a seat's view (the table view, that seat's
//! private forms when the rules ask for them, and that seat's own sealed inputs).
//!
//! A seat's forms are built from `describe_action` (the keys, labels, candidates the GUI's forms use).
//! A private action (one the laptop enters behind the hand-over screen, `Game::hidden_action`) is a
//! seat's when the rules name that seat as one who may enter it now: one of `Game::private_players`
//! when the rules give them (Shogun's plan, seed 2.(3): everyone who has not planned yet, all at once,
//! each form with that seat's own pick-lists, `Game::candidates_given`), else the first of the
//! action's `player` candidates, or, for an action without a `player` key (Tenka's chips), the player
//! the hand-over screen names.

use serde_json::{Map, Value, json};

use super::Table;
use crate::core::{ActionCall, Game, Lang, Msg, Params, describe_action};
use crate::session::Session;
use gunbai_rules::msg;

/// The seats of a session: its players by colour, in seat order, as the public state lists them.
pub fn seat_names(s: &Session) -> Vec<String> {
    let st = s.public_state_json();
    let from_state: Vec<String> = st["players"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|p| p["colour"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    if !from_state.is_empty() {
        return from_state;
    }
    match s.game.score(s.state()).get("players") {
        Some(Value::Object(m)) => m.keys().cloned().collect(),
        _ => vec![],
    }
}

/// A seat as the players read it: the game's word for the colour (`shogun-colour-red`) or for a
/// player of that colour (`tenka-player`), when its catalogue has one; else the colour as the game
/// names it.
pub fn seat_words(game: &dyn Game, seat: &str, lang: Lang) -> String {
    let cat = crate::core::catalogue();
    let colour = format!("{}-colour-{seat}", game.id());
    let player = format!("{}-player", game.id());
    if cat.has(Lang::En, &colour) {
        game.say(&Msg::dynamic(colour), lang)
    } else if cat.has(Lang::En, &player) {
        game.say(&Msg::dynamic(player).arg("colour", seat.to_string()), lang)
    } else {
        seat.to_string()
    }
}

/// The words of the pages (the script has none of its own).
fn words(lang: Lang) -> Value {
    json!({
        "table": msg!("frame-serve-table").render(lang),
        "last": msg!("frame-last-result").render(lang),
        "now": msg!("frame-on-table-now").render(lang),
        "log": msg!("frame-serve-log").render(lang),
        "board": msg!("frame-serve-board").render(lang),
        "orders": msg!("frame-serve-orders").render(lang),
        "send": msg!("frame-serve-send").render(lang),
        "sent": msg!("frame-serve-sent").render(lang),
        "waiting": msg!("frame-serve-waiting").render(lang),
        "yours": msg!("frame-serve-yours").render(lang),
        "commitment": msg!("frame-serve-commitment").render(lang),
        "lost": msg!("frame-serve-lost").render(lang),
        "empty": msg!("frame-serve-empty").render(lang),
    })
}

/// The table view: what every watcher sees.
pub fn table_view(t: &Table, lang: Lang) -> Value {
    let s = &t.session;
    let game = s.game.as_ref();
    let say = |m: &Msg| game.say(m, lang);
    let status = game.status(s.state());
    let prompt = game.prompt(s.state());
    let log = s.public_log();
    let pos = s.position();
    let last = log
        .iter()
        .rfind(|e| e.n == Some(pos) && !e.undone)
        .map(|e| {
            let mut v = json!({
                "action": say(&game.action_label(&e.action.name)),
                "lines": e.lines.iter().map(say).collect::<Vec<_>>(),
            });
            if let Some(res) = &s.last_resolution {
                let dice = crate::gui::session_view::dice_parts(game, res, lang);
                if !dice.is_empty() {
                    v["dice"] = json!(dice);
                }
                v["outcome"] = json!(say(&game.outcome_text(res)));
            }
            v
        });
    let sealed = |e: &crate::session::LogEntry| e.action.has_sealed();
    let lines: Vec<String> = log
        .iter()
        .rev()
        .filter(|e| !e.undone)
        .take(40)
        .map(|e| {
            let mut l = crate::gui::log::entry_text(game, e, lang, sealed(e));
            if let Some(n) = e.n {
                l = format!("{n}. {l}");
            }
            for x in &e.lines {
                l.push_str(&format!("\n  {}", say(x)));
            }
            l
        })
        .collect();
    let track: Vec<Value> = status
        .track
        .iter()
        .map(|(k, v)| json!([say(k), say(v)]))
        .collect();
    json!({
        "words": words(lang),
        "lang": lang.code(),
        "title": game.info().title,
        "track": track,
        "phase": say(&status.phase),
        "winner": status.winner.as_ref().map(say),
        "step": say(&prompt.step),
        "hints": prompt.hints.iter().map(say).collect::<Vec<_>>(),
        "last": last,
        "table_now": t.table_now.iter().map(say).collect::<Vec<_>>(),
        "log": lines,
        "board": say(&game.show_text(&s.public_state())),
        "n": pos,
    })
}

/// The private actions the rules ask `seat` to enter now (see the module doc).
fn seat_actions(s: &Session, seat: &str) -> Vec<String> {
    let game = s.game.as_ref();
    let st = s.state();
    game.prompt(st)
        .actions
        .iter()
        .filter(|a| a.blocked.is_none())
        .filter_map(|a| {
            let hidden = game.hidden_action(st, &a.name)?;
            let spec = game.action(&a.name).ok()?;
            let mine = if let Some(players) = game.private_players(st, &a.name) {
                // Issue 24: the rules let several players enter it at once (Shogun's plan, seed
                // 2.(3)): every seat among them gets its form now.
                players.iter().any(|p| p.eq_ignore_ascii_case(seat))
            } else if spec.keys.iter().any(|k| k.name == "player") {
                game.candidates(st, &a.name, "player")
                    .first()
                    .is_some_and(|c| c.value.eq_ignore_ascii_case(seat))
            } else {
                names_seat(&serde_json::to_value(&hidden).unwrap_or_default(), seat)
            };
            mine.then(|| a.name.clone())
        })
        .collect()
}

/// True when a message (as JSON: `{"id": …, "args": [[name, value], …]}`, nested) has `seat` as the
/// value of one of its arguments, at any depth.
fn names_seat(v: &Value, seat: &str) -> bool {
    match v {
        Value::Object(m) => m
            .iter()
            .any(|(k, x)| k != "id" && (x.as_str() == Some(seat) || names_seat(x, seat))),
        // A player's own name (issue 21: "name (colour)") is what the table typed, never the seat:
        // a player named like another seat's colour does not make the form that seat's.
        Value::Array(a) if a.len() == 2 && a[0].as_str() == Some("name") => false,
        Value::Array(a) => a.iter().enumerate().any(|(i, x)| {
            // In a `[name, value]` pair only the value counts.
            let is_name = a.len() == 2 && i == 0;
            (!is_name && x.as_str() == Some(seat)) || names_seat(x, seat)
        }),
        _ => false,
    }
}

/// One form: the action's keys as the seat fills them (the `player` key is the seat itself).
fn form(s: &Session, seat: &str, action: &str, lang: Lang) -> Option<Value> {
    let game = s.game.as_ref();
    let mut given = Params::new();
    given.insert("player", seat);
    let help = describe_action(game, s.state(), action, &given).ok()?;
    let keys: Vec<Value> = help
        .keys
        .iter()
        .filter(|k| k.name != "player")
        .map(|k| {
            let (kind, min, max) = match &k.spec.kind {
                crate::core::KeyKind::Int { min, max } => ("int", Some(*min), Some(*max)),
                crate::core::KeyKind::Bool => ("bool", None, None),
                _ => ("text", None, None),
            };
            // The pick-lists of this seat's form (its own cards), not of the next seat in order.
            let mut cands: Vec<Value> = game
                .candidates_given(s.state(), action, &k.name, &given)
                .iter()
                .map(|c| json!({"value": c.value, "text": game.say(&c.text(), lang)}))
                .collect();
            if let crate::core::KeyKind::Choice { options } = &k.spec.kind
                && cands.is_empty()
            {
                cands = options
                    .iter()
                    .map(|o| json!({"value": o, "text": o}))
                    .collect();
            }
            json!({
                "name": k.name,
                "label": game.say(&k.spec.label_msg(), lang),
                "help": game.say(&k.spec.help_msg(), lang),
                "kind": kind,
                "min": min,
                "max": max,
                "required": k.spec.default.is_none(),
                "candidates": cands,
            })
        })
        .collect();
    Some(json!({
        "action": action,
        "label": game.say(&help.label, lang),
        "rule": help.rule,
        "keys": keys,
    }))
}

/// The seat's own private inputs still sealed to the table: each with its keys as entered and the
/// commitment the table can check at the reveal.
fn own_sealed(s: &Session, seat: &str, lang: Lang) -> Vec<Value> {
    let game = s.game.as_ref();
    let full = s.log();
    let public = s.public_log();
    full.iter()
        .zip(&public)
        .filter(|(e, p)| !e.undone && e.action != p.action)
        .filter(
            |(e, _)| match e.action.params.get("player").and_then(Value::as_str) {
                Some(p) => p.trim().eq_ignore_ascii_case(seat),
                // Without a `player` key (Tenka's chips): the seat the hand-over screen named when it
                // was entered.
                None => {
                    e.n.and_then(|n| n.checked_sub(1))
                        .and_then(|n| s.state_at(n))
                        .and_then(|st| game.hidden_action(&st, &e.action.name))
                        .is_some_and(|m| {
                            names_seat(&serde_json::to_value(&m).unwrap_or_default(), seat)
                        })
                }
            },
        )
        .map(|(e, _)| {
            let spec = game.action(&e.action.name).ok();
            // In the form's order (the action's keys), then any other.
            let order = |k: &str| {
                spec.as_ref()
                    .and_then(|sp| sp.keys.iter().position(|x| x.name == k))
                    .unwrap_or(usize::MAX)
            };
            let mut params: Vec<(&String, &Value)> = e.action.params.0.iter().collect();
            params.sort_by_key(|(k, _)| order(k));
            let keys: Vec<Value> = params
                .into_iter()
                .filter(|(k, _)| k.as_str() != "player")
                .map(|(k, v)| {
                    let label = spec
                        .as_ref()
                        .and_then(|sp| sp.keys.iter().find(|x| &x.name == k))
                        .map(|x| game.say(&x.label_msg(), lang))
                        .unwrap_or_else(|| k.clone());
                    let value = match v {
                        Value::String(t) => t.clone(),
                        other => other.to_string(),
                    };
                    json!([label, value])
                })
                .collect();
            json!({
                "label": game.say(&game.action_label(&e.action.name), lang),
                "keys": keys,
                "commitment": game.sealed_commitment(s.state(), &e.action),
            })
        })
        .collect()
}

/// The seat as its page names it: "name (colour)" when the table named its player at set-up (issue
/// 21, the public state's `players[].name`), else the colour in the players' words.
fn seat_title(s: &Session, seat: &str, lang: Lang) -> String {
    let colour = seat_words(s.game.as_ref(), seat, lang);
    let st = s.public_state_json();
    let name = st["players"].as_array().and_then(|ps| {
        ps.iter()
            .find(|p| p["colour"].as_str() == Some(seat))
            .and_then(|p| p["name"].as_str())
            .map(str::to_string)
    });
    match name {
        Some(name) => msg!(
            "frame-serve-seat-named",
            name = Msg::plain(name),
            seat = Msg::plain(colour)
        )
        .render(lang),
        None => colour,
    }
}

/// A seat's view: the table view, the seat, its forms, its own sealed inputs.
pub fn seat_view(t: &mut Table, seat: &str, lang: Lang) -> Value {
    let mut v = t.view(lang);
    let s = &t.session;
    let forms: Vec<Value> = seat_actions(s, seat)
        .iter()
        .filter_map(|a| form(s, seat, a, lang))
        .collect();
    v["seat"] = json!(seat_title(s, seat, lang));
    v["forms"] = json!(forms);
    v["mine"] = json!(own_sealed(s, seat, lang));
    v
}

/// Enters what a seat submitted (`{"action": …, "values": {key: text}}`): only a form the rules ask of
/// that seat now, with the seat as its `player`. Returns the HTTP status and the answer.
pub fn submit(t: &mut Table, seat: &str, body: &[u8], lang: Lang) -> (u16, Value) {
    let err = |code: u16, m: String| (code, json!({ "error": m }));
    let Ok(Value::Object(obj)) = serde_json::from_slice::<Value>(body) else {
        return err(400, msg!("frame-serve-bad-request").render(lang));
    };
    let Some(action) = obj.get("action").and_then(Value::as_str) else {
        return err(400, msg!("frame-serve-bad-request").render(lang));
    };
    let empty = Map::new();
    let values = obj
        .get("values")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    if !seat_actions(&t.session, seat).iter().any(|a| a == action) {
        return err(409, msg!("frame-serve-not-now").render(lang));
    }
    let game = t.session.game.clone();
    let Ok(spec) = game.action(action) else {
        return err(409, msg!("frame-serve-not-now").render(lang));
    };
    let mut pairs: Vec<(String, String)> = Vec::new();
    for (k, v) in values {
        if k == "player" {
            continue;
        }
        let text = match v {
            Value::String(t) => t.clone(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            _ => return err(400, msg!("frame-serve-bad-request").render(lang)),
        };
        if !text.trim().is_empty() {
            pairs.push((k.clone(), text));
        }
    }
    if spec.keys.iter().any(|k| k.name == "player") {
        pairs.push(("player".into(), seat.to_string()));
    }
    let params = match Params::from_inputs(&spec.keys, &pairs, None) {
        Ok(p) => p,
        Err(e) => {
            let m = crate::session::rule_error_msg_with(&e, &spec.keys);
            return err(422, game.say(&m, lang));
        }
    };
    let call = ActionCall {
        name: action.to_string(),
        params,
    };
    let before = t.session.state().clone();
    match t.session.act_with(call, &[], true, false) {
        Ok(_) => {
            t.table_now = game.table_now(&before, t.session.state());
            let said: Vec<String> = t
                .session
                .log()
                .last()
                .map(|e| e.lines.iter().map(|l| game.say(l, lang)).collect())
                .unwrap_or_default();
            (200, json!({ "ok": true, "said": said }))
        }
        Err(e) => err(422, game.say(&crate::session::error_msg(&e), lang)),
    }
}
