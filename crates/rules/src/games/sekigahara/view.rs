//! The prompt (the step of the sequence of play and the legal actions), the one `blocked` guard per
//! action that both the prompt and `apply` use, pick-lists, the text listing and undo hints.

use super::actions::{eligible, hit_pool, marker_available, specs};
use super::cards::Card;
use super::data::{Kind, MARKERS, SekigaharaData, Side};
use super::rules::{self, morale};
use super::state::{CombatStage, DeckMode, Loc, State};
use crate::core::{Candidate, Prompt, PromptAction, Text};

/// Why an action is not allowed now: `(rule, reason)`.
pub fn blocked(data: &SekigaharaData, s: &State, name: &str) -> Option<(String, String)> {
    let b = |rule: &str, why: &str| Some((rule.to_string(), why.to_string()));
    if s.winner.is_some() {
        return b("14.0", "the game is over");
    }
    let in_combat = s.combat.is_some();
    let stage = s.combat.as_ref().map(|c| &c.stage);
    if in_combat
        && !matches!(
            (name, stage),
            (
                "assign-hits",
                Some(CombatStage::PreemptiveHits { .. } | CombatStage::Hits { .. })
            ) | ("siege-roll", Some(CombatStage::MainRoll))
                | ("advance" | "no-advance", Some(CombatStage::Advance))
        )
    {
        return b("7.1", "finish the attack first");
    }
    if in_combat {
        return None;
    }
    if s.strategic.is_some() {
        // The die is rolled and the activation spent (rule 6.2(2)①): only the move itself remains.
        return if name == "move" {
            None
        } else {
            b(
                "6.2(2)",
                "finish the strategic move first (move, kind strategic)",
            )
        };
    }
    let Some(cp) = &s.card else {
        return match name {
            "draw" => None,
            _ => b("4.1(1)", "draw a card first"),
        };
    };
    let any_eligible = || commanders(s).iter().any(|c| eligible(data, s, c).is_ok());
    match name {
        "draw" => b("4.1(2)", "finish the card in play first"),
        "move-marker" if cp.marker.is_none() => b("11.0(3)", "this card moves no marker"),
        "move-marker" if cp.marker.as_ref().is_some_and(|m| m.done) => {
            b("11.0(3)", "the marker has been moved")
        }
        "move-marker" if cp.exclusive && !cp.acted.is_empty() => b(
            "digest A1",
            "a commander acted: the Japanese text allows one or the other",
        ),
        "move-marker" if !marker_available(data, s) => {
            b("card 大谷吉继", "大谷吉继 is not in 越前")
        }
        "check" | "skip-check" if cp.check != Some(false) => {
            b("12.0", "this card has no check, or it is done")
        }
        "move" | "attack" | "recover" | "strategic-roll" | "march" if cp.acts_left == 0 => {
            b("5.1", "no commander may act on this card now")
        }
        "move" | "attack" | "recover" | "strategic-roll" | "march" if !any_eligible() => {
            b("5.1", "no commander may act on this card now")
        }
        "march"
            if !commanders(s)
                .iter()
                .any(|c| on_entry(s, c) && eligible(data, s, c).is_ok()) =>
        {
            b("9.0", "no commander who may act is on an entry track")
        }
        "move" | "attack" | "recover" | "strategic-roll"
            if !commanders(s)
                .iter()
                .any(|c| !on_entry(s, c) && eligible(data, s, c).is_ok()) =>
        {
            b(
                "5.1",
                "the commander who may act is on an entry track: he may only march",
            )
        }
        "assign-hits" => b("7.1(4)", "no hits to assign"),
        "siege-roll" => b("7.2", "no siege waiting for its roll"),
        "advance" | "no-advance" => b("7.3", "no advance possible"),
        "end-card"
            if cp.marker.as_ref().is_some_and(|m| !m.done)
                && !cp.exclusive
                && marker_available(data, s) =>
        {
            b("11.0(3)", "move the marker the card names first")
        }
        _ => None,
    }
}

fn on_entry(s: &State, id: &str) -> bool {
    matches!(s.counter(id).map(|c| &c.at), Some(Loc::Entry { .. }))
}

fn commanders(s: &State) -> Vec<String> {
    s.counters
        .iter()
        .filter(|c| c.kind == Kind::Commander && c.at != Loc::Removed)
        .map(|c| c.id.clone())
        .collect()
}

pub fn prompt(data: &SekigaharaData, s: &State) -> Prompt {
    let v = s.options.variant;
    let mut hints = Vec::new();
    let step = if let Some(w) = &s.winner {
        match w.side {
            Some(side) => format!("{} wins: {} (rule {})", side.name(), w.reason, w.rule),
            None => format!("Game over: {}", w.reason),
        }
    } else if let Some(cb) = &s.combat {
        match &cb.stage {
            CombatStage::PreemptiveHits { hits } => {
                format!(
                    "Siege of {}: {hits} pre-emptive hit(s) — the attacker assigns them",
                    cb.target
                )
            }
            CombatStage::MainRoll => format!(
                "Siege of {}: the attackers roll (strength −2, minimum 1)",
                cb.target
            ),
            CombatStage::Hits { hits } => format!(
                "Attack on {}: {hits} hit(s) — the defender assigns them",
                cb.target
            ),
            CombatStage::Advance => format!("{} is empty: advance after combat?", cb.target),
        }
    } else if let Some(cp) = &s.card {
        let mut t = format!(
            "Card {}: {} — {}",
            cp.card.number(),
            cp.card.name(v),
            cp.side.name()
        );
        if cp.acts_left > 0 {
            t.push_str(&format!(" · {} commander(s) may still act", cp.acts_left));
        }
        hints.push(cp.card.text(v).en);
        let who: Vec<String> = commanders(s)
            .into_iter()
            .filter(|c| eligible(data, s, c).is_ok())
            .collect();
        if !who.is_empty() && cp.acts_left > 0 {
            hints.push(format!("May act: {}", who.join("、")));
        }
        if let Some(g) = &cp.marker
            && !g.done
            && marker_available(data, s)
        {
            hints.push(format!(
                "{} marker move: {} → 1 column toward {}{}",
                if cp.exclusive { "Or a" } else { "A" },
                g.markers.join(" / "),
                g.toward.name(),
                if cp.exclusive {
                    " (instead of an action, digest A1)"
                } else {
                    ""
                }
            ));
        }
        if cp.check == Some(false) {
            hints.push(format!(
                "Check first: subversion{} or intimidation on a hex with {} counters (rule 12.0)",
                if rules::subversion_on(data, s, cp.side) {
                    ""
                } else {
                    " (not now: marker not on your side)"
                },
                cp.side.other().name()
            ));
        }
        t
    } else {
        match s.options.deck {
            DeckMode::Virtual => {
                format!("Draw a card ({} in the draw pile)", s.deck.draw_pile.len())
            }
            DeckMode::Shadow => "Turn the top card of the deck and say which it is".to_string(),
        }
    };
    if let Some(st) = &s.strategic {
        hints.push(format!(
            "{} has {} hexes of strategic movement (roads only)",
            st.commander, st.points
        ));
    }
    let mut actions = Vec::new();
    for spec in specs() {
        let mut pa = PromptAction::new(&spec.name, spec.title.clone());
        if let Some((rule, why)) = blocked(data, s, &spec.name) {
            pa = pa.blocked(&rule, why);
        }
        if spec.name == "move"
            && let Some(st) = &s.strategic
        {
            pa = pa
                .preset("commander", st.commander.clone())
                .preset("kind", "strategic");
        }
        if spec.name == "move-marker"
            && let Some(g) = s.card.as_ref().and_then(|c| c.marker.as_ref())
            && g.markers.len() == 1
        {
            pa = pa.preset("marker", g.markers[0].clone());
        }
        actions.push(pa);
    }
    Prompt {
        step,
        hints,
        actions,
    }
}

pub fn candidates(data: &SekigaharaData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    let side = s.card.as_ref().map(|c| c.side);
    let cmd_list = |entry: bool| -> Vec<Candidate> {
        commanders(s)
            .into_iter()
            .filter(|c| on_entry(s, c) == entry && eligible(data, s, c).is_ok())
            .map(|c| {
                let m = morale(data, s, &c);
                let at = s
                    .counter(&c)
                    .and_then(|x| x.hex())
                    .unwrap_or("登场轨道")
                    .to_string();
                Candidate::grouped(at, c.clone()).label(Text::new(
                    format!("{c} (morale {m})"),
                    format!("{c}（战意 {m}）"),
                ))
            })
            .collect()
    };
    match (action, key) {
        ("draw", "cards") => s
            .deck
            .draw_pile
            .iter()
            .map(|c| Candidate::new(c.id()).label(Text::same(c.name(s.options.variant))))
            .collect(),
        ("move-marker", "marker") => s
            .card
            .as_ref()
            .and_then(|c| c.marker.as_ref())
            .map(|g| g.markers.iter().map(Candidate::new).collect())
            .unwrap_or_default(),
        ("check", "hex") => {
            let Some(me) = side else { return vec![] };
            let mut hexes: Vec<String> = s
                .counters
                .iter()
                .filter(|c| c.side != me)
                .filter_map(|c| c.hex().map(String::from))
                .collect();
            hexes.sort();
            hexes.dedup();
            hexes.into_iter().map(Candidate::new).collect()
        }
        ("check", "kind") => {
            let mut v =
                vec![Candidate::new("intimidation").label(Text::new("intimidation", "恫吓判定"))];
            if side.is_some_and(|me| rules::subversion_on(data, s, me)) {
                v.insert(
                    0,
                    Candidate::new("subversion").label(Text::new("subversion", "调略判定")),
                );
            }
            v
        }
        ("move" | "attack" | "recover" | "strategic-roll", "commander") => {
            if let Some(st) = &s.strategic {
                return vec![Candidate::new(st.commander.clone())];
            }
            cmd_list(false)
        }
        ("march", "commander") => cmd_list(true),
        ("move" | "attack" | "recover", "group" | "counters") => {
            let mut v = Vec::new();
            for c in commanders(s).into_iter().filter(|c| {
                !on_entry(s, c) && eligible(data, s, c).is_ok()
                    || s.strategic.as_ref().is_some_and(|x| x.commander == *c)
            }) {
                let Some(h) = s.counter(&c).and_then(|x| x.hex()).map(String::from) else {
                    continue;
                };
                for x in s
                    .in_hex(&h)
                    .filter(|x| x.id != c && x.kind != Kind::Garrison)
                {
                    if action == "recover" && !x.flipped {
                        continue;
                    }
                    v.push(Candidate::grouped(c.clone(), x.id.clone()));
                }
                if action == "recover" && s.counter(&c).is_some_and(|x| x.flipped) {
                    v.push(Candidate::grouped(c.clone(), c.clone()));
                }
            }
            v
        }
        ("move", "path") => data
            .hexes
            .iter()
            .filter(|h| {
                !matches!(
                    h.terrain,
                    super::data::Terrain::Mountain | super::data::Terrain::Sea
                )
            })
            .map(|h| Candidate::new(h.id.clone()))
            .collect(),
        ("move", "kind") => vec![
            Candidate::new("normal").label(Text::new("normal", "通常移动")),
            Candidate::new("strategic").label(Text::new("strategic", "战略移动")),
        ],
        ("attack", "target") => {
            let Some(me) = side else { return vec![] };
            let mut v = Vec::new();
            for c in commanders(s)
                .into_iter()
                .filter(|c| !on_entry(s, c) && eligible(data, s, c).is_ok())
            {
                let Some(h) = s.counter(&c).and_then(|x| x.hex()).map(String::from) else {
                    continue;
                };
                for (n, k) in data.neighbours(&h) {
                    if *k != super::data::Hexside::Sea
                        && s.in_hex(n).any(|x| x.side != me)
                        && !v.iter().any(|x: &Candidate| x.value == *n)
                    {
                        v.push(Candidate::grouped(c.clone(), n.clone()));
                    }
                }
            }
            v
        }
        ("assign-hits", "counters") => hit_pool(s).into_iter().map(Candidate::new).collect(),
        ("advance", "counters") => s
            .combat
            .as_ref()
            .map(|cb| {
                cb.attackers
                    .iter()
                    .filter(|a| {
                        **a != cb.commander
                            && s.counter(a)
                                .is_some_and(|c| c.hex() == Some(cb.from.as_str()))
                    })
                    .map(Candidate::new)
                    .collect()
            })
            .unwrap_or_default(),
        _ => vec![],
    }
}

fn loc_text(c: &super::state::Counter) -> String {
    match &c.at {
        Loc::Hex(h) => h.clone(),
        Loc::Entry { leader, column } => format!("{leader} entry track column {}", column + 1),
        Loc::Removed => "removed".into(),
    }
}

pub fn show_text(data: &SekigaharaData, s: &State) -> String {
    let v = s.options.variant;
    let mut out = String::new();
    out.push_str(&format!(
        "Card text: {} · deck: {}\n",
        v.label().en,
        match s.options.deck {
            DeckMode::Virtual => "app's deck",
            DeckMode::Shadow => "shadow of the real deck",
        }
    ));
    out.push_str(&format!(
        "Draw pile {} · discard: {} · held out: {}\n",
        s.deck.draw_pile.len(),
        s.deck
            .discard
            .iter()
            .map(|c| c.name(v))
            .collect::<Vec<_>>()
            .join("、"),
        s.deck
            .held_out
            .iter()
            .map(|c| c.name(v))
            .collect::<Vec<_>>()
            .join("、")
    ));
    if let Some(cp) = &s.card {
        out.push_str(&format!(
            "Card in play: {} — {}\n",
            cp.card.name(v),
            cp.card.text(v).en
        ));
    }
    let col = &data.subversion.columns[s.subversion];
    out.push_str(&format!(
        "Subversion marker: column {} of {} ({:?}, value {})\n",
        s.subversion + 1,
        data.subversion.columns.len(),
        col.side,
        col.value
    ));
    for m in MARKERS {
        out.push_str(&format!(
            "Morale {m}: {}\n",
            rules::marker_value(data, s, m)
        ));
    }
    out.push_str(&format!("京: {}\n", s.kyo.name()));
    for side in [Side::East, Side::West] {
        out.push_str(&format!("{}:\n", side.name()));
        for c in s
            .counters
            .iter()
            .filter(|c| c.side == side && c.at != Loc::Removed)
        {
            let extra = if c.kind == Kind::Commander {
                format!(
                    " [command {}, morale {}]",
                    data.counter(&c.id).map(|x| x.command).unwrap_or(0),
                    morale(data, s, &c.id)
                )
            } else {
                String::new()
            };
            out.push_str(&format!(
                "  {} — {}{}{}\n",
                c.id,
                loc_text(c),
                if c.flipped { " (flipped)" } else { "" },
                extra
            ));
        }
    }
    let removed: Vec<&str> = s
        .counters
        .iter()
        .filter(|c| c.at == Loc::Removed)
        .map(|c| c.id.as_str())
        .collect();
    if !removed.is_empty() {
        out.push_str(&format!("Removed: {}\n", removed.join("、")));
    }
    out
}

/// What to put back on the table, in words.
pub fn undo_hints(data: &SekigaharaData, before: &State, after: &State) -> Vec<String> {
    let v = before.options.variant;
    let mut out = Vec::new();
    for c in &after.last_turned {
        if after.draws > before.draws {
            out.push(format!("Put the card {} back on the draw pile", c.name(v)));
        }
    }
    if after.reshuffles > before.reshuffles {
        out.push(
            "The deck was reshuffled: rebuild the discard pile as it was (see the log)".into(),
        );
    }
    for held in [Card::IeyasuTakesField, Card::HideyoriSortie] {
        if before.deck.held_out.contains(&held) && !after.deck.held_out.contains(&held) {
            out.push(format!("Take {} out of the deck again", held.name(v)));
        }
    }
    for b in &before.counters {
        let Some(a) = after.counter(&b.id) else {
            continue;
        };
        if a.at != b.at {
            out.push(format!("{}: back to {}", b.id, loc_text(b)));
        }
        if a.flipped != b.flipped {
            out.push(format!(
                "{}: {}",
                b.id,
                if b.flipped {
                    "flip it back face down"
                } else {
                    "turn it face up"
                }
            ));
        }
        if a.side != b.side {
            out.push(format!("{}: back to {}", b.id, b.side.name()));
        }
    }
    if before.subversion != after.subversion {
        out.push(format!(
            "Subversion marker back to column {}",
            before.subversion + 1
        ));
    }
    for m in MARKERS {
        if before.morale.get(m) != after.morale.get(m) {
            out.push(format!(
                "{m} marker back to morale {}",
                rules::marker_value(data, before, m)
            ));
        }
    }
    for (h, c) in &before.castles {
        if after.castles.get(h) != Some(c) {
            out.push(format!("{h}: castle back to {}", c.owner.name()));
        }
    }
    if before.kyo != after.kyo {
        out.push(format!("京 back to {}", before.kyo.name()));
    }
    out
}
