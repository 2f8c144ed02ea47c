//! The prompt (the step of the sequence of play and the legal actions), the one `blocked` guard per
//! action that both the prompt and `apply` use, pick-lists, the text listing and undo hints.

use super::actions::{eligible, hit_pool, marker_available, specs, waiting_group};
use super::cards::Card;
use super::data::{Faction, Kind, MARKERS, SekigaharaData, Side};
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
        "move" | "attack" | "recover" | "strategic-roll" | "march" if !any_eligible() => Some(
            super::actions::nobody_may_act(data, s)
                .unwrap_or(("5.1".into(), "no commander may act on this card now".into())),
        ),
        "march" if !commanders(s).iter().any(|c| may_march(data, s, c)) => b(
            "9.0",
            "no commander who may act is on an entry track or has counters waiting there",
        ),
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

/// A commander who may act and march: on an entry track, or a leader on the map whose group still waits
/// in 登场 (digest A32).
fn may_march(data: &SekigaharaData, s: &State, id: &str) -> bool {
    (on_entry(s, id) || !waiting_group(s, id).is_empty()) && eligible(data, s, id).is_ok()
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
    let mut hints: Vec<crate::core::Msg> = Vec::new();
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
        let who: Vec<String> = commanders(s)
            .into_iter()
            .filter(|c| eligible(data, s, c).is_ok())
            .collect();
        // Only commanders the card's gate lets act are counted (rule 5.1 with the card's morale gate).
        let may = usize::from(cp.acts_left).min(who.len());
        if may > 0 {
            t.push_str(&format!(" · {may} commander(s) may still act"));
        }
        hints.push(cp.card.text(v).into());
        if let Some((rule, why)) = super::actions::nobody_may_act(data, s)
            && let Some(card) = rule.strip_prefix("card ")
        {
            hints.push(format!("Nobody may act now (card {card}) · {why}").into());
        }
        if !who.is_empty() && cp.acts_left > 0 {
            hints.push(format!("May act: {}", who.join("、")).into());
        }
        if let Some(g) = &cp.marker
            && !g.done
            && marker_available(data, s)
        {
            hints.push(
                format!(
                    "{} marker move: {} → 1 column toward {}{}",
                    if cp.exclusive { "Or a" } else { "A" },
                    g.markers.join(" / "),
                    g.toward.name(),
                    if cp.exclusive {
                        " (instead of an action, digest A1)"
                    } else {
                        ""
                    }
                )
                .into(),
            );
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
            ).into());
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
        hints.push(
            format!(
                "{} has {} hexes of strategic movement (roads only)",
                st.commander, st.points
            )
            .into(),
        );
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
        step: step.into(),
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
        ("march", "commander") => {
            let mut v = cmd_list(true);
            for c in commanders(s) {
                if !on_entry(s, &c) && may_march(data, s, &c) {
                    v.push(Candidate::grouped("登场轨道", c.clone()).label(Text::new(
                        format!("{c}: bring on the counters waiting in 登场"),
                        format!("{c}：让在登场格等待的军势上场"),
                    )));
                }
            }
            v
        }
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
        ("move", "path") => {
            // Narrowed per commander: the hexes his move can reach now (rules 6.1–6.3, 10.0(2)).
            let mut v = Vec::new();
            let movers: Vec<(String, bool)> = match &s.strategic {
                Some(st) => vec![(st.commander.clone(), true)],
                None => commanders(s)
                    .into_iter()
                    .filter(|c| !on_entry(s, c) && eligible(data, s, c).is_ok())
                    .map(|c| (c, false))
                    .collect(),
            };
            for (c, strategic) in movers {
                for h in reachable(data, s, &c, strategic) {
                    v.push(Candidate::grouped(c.clone(), h));
                }
            }
            v
        }
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
                // Narrowed to what this commander may attack: outside lords never the hex of 丰臣秀赖
                // (rule 13.0(3)); a hex next to two commanders is listed under each.
                let tozama = s
                    .counter(&c)
                    .is_some_and(|x| x.side == Side::East && x.faction == Faction::Tozama);
                for (n, k) in data.neighbours(&h) {
                    let hideyori = s
                        .in_hex(n)
                        .any(|x| x.kind == Kind::Hideyori && x.side != me);
                    if *k != super::data::Hexside::Sea
                        && s.in_hex(n).any(|x| x.side != me)
                        && !(tozama && hideyori)
                        && !v.iter().any(|x: &Candidate| x.value == *n && x.group == c)
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

/// The hexes a commander's move can end in now, by a breadth-first walk over his movement (morale, or the
/// strategic points along roads): no mountain, full sea or uncrossable hexside, no enemy hex but a lone
/// 丰臣秀赖 for the East, and a walk stops in an enemy zone of control or an enemy castle (rules 6.1–6.3,
/// 10.0(2), 13.0(4)). Stacking is checked when the move is made.
pub fn reachable(data: &SekigaharaData, s: &State, id: &str, strategic: bool) -> Vec<String> {
    use super::data::{Hexside, Terrain};
    let Some(c) = s.counter(id) else {
        return vec![];
    };
    let Some(start) = c.hex().map(String::from) else {
        return vec![];
    };
    let side = c.side;
    let mp = if strategic {
        s.strategic.as_ref().map(|x| x.points).unwrap_or(0)
    } else {
        morale(data, s, id)
    }
    .clamp(0, 64) as usize;
    let zoc = rules::zoc(data, s, side.other());
    let mut seen = std::collections::BTreeSet::from([start.clone()]);
    let mut out = Vec::new();
    let mut frontier = vec![start];
    for _ in 0..mp {
        let mut next = Vec::new();
        for here in &frontier {
            for (n, k) in data.neighbours(here) {
                if seen.contains(n) || matches!(k, Hexside::Sea | Hexside::River) {
                    continue;
                }
                let Some(hx) = data.hex(n) else { continue };
                if matches!(hx.terrain, Terrain::Mountain | Terrain::Sea) {
                    continue;
                }
                if strategic && (!hx.road || !matches!(k, Hexside::Road | Hexside::RiverRoad)) {
                    continue;
                }
                let enemies: Vec<Kind> = s
                    .in_hex(n)
                    .filter(|x| x.side != side)
                    .map(|x| x.kind)
                    .collect();
                let lone_hideyori = !enemies.is_empty()
                    && side == Side::East
                    && enemies.iter().all(|k| *k == Kind::Hideyori);
                if !enemies.is_empty() && !lone_hideyori {
                    continue;
                }
                seen.insert(n.clone());
                out.push(n.clone());
                let stops = lone_hideyori
                    || zoc.contains(n)
                    || s.castles.get(n).is_some_and(|x| x.owner != side);
                if !stops {
                    next.push(n.clone());
                }
            }
        }
        frontier = next;
    }
    out
}

fn loc_text(c: &super::state::Counter) -> String {
    match &c.at {
        Loc::Hex(h) => h.clone(),
        Loc::Entry { leader, column } => format!("{leader} entry track column {}", column + 1),
        Loc::Removed => "removed".into(),
    }
}

pub fn show_text(data: &SekigaharaData, s: &State) -> crate::core::Msg {
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
    if let Some(col) = data.subversion.columns.get(s.subversion) {
        out.push_str(&format!(
            "Subversion marker: column {} of {} ({}, value {})\n",
            s.subversion + 1,
            data.subversion.columns.len(),
            col.side.name(),
            col.value
        ));
    }
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
    out.into()
}

/// What to put back on the table, in words.
pub fn undo_hints(data: &SekigaharaData, before: &State, after: &State) -> Vec<crate::core::Msg> {
    let v = before.options.variant;
    let mut out: Vec<String> = Vec::new();
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
    out.into_iter().map(Into::into).collect()
}

/// What the table puts where before the first card (rule 3.0), read from the set-up STATE: every counter
/// where the state has it (an entry track's column, a hex), the markers on the columns the state holds,
/// the cards set aside by name in the card text in force, and the deck as the deck option says.
pub fn setup_checklist(data: &SekigaharaData, s: &State) -> Vec<crate::core::Msg> {
    let v = s.options.variant;
    let mut out: Vec<Text> = Vec::new();
    // Places in the order the counter table lists them; each with its counters.
    let mut places: Vec<&Loc> = Vec::new();
    for c in &s.counters {
        if c.at != Loc::Removed && !places.contains(&&c.at) {
            places.push(&c.at);
        }
    }
    for at in places {
        let names: Vec<String> = s
            .counters
            .iter()
            .filter(|c| c.at == *at)
            .map(|c| format!("{}{}", c.id, if c.flipped { "▼" } else { "" }))
            .collect();
        let names = names.join("、");
        out.push(match at {
            Loc::Hex(h) => Text::new(format!("{h}: {names}"), format!("{h}：{names}")),
            Loc::Entry { leader, column } => Text::new(
                format!(
                    "{leader} entry track, {}: {names} (rule 9.0)",
                    if *column == 0 {
                        "start box S".to_string()
                    } else {
                        format!("column {}", column + 1)
                    }
                ),
                format!(
                    "{leader} 登场轨道{}：{names}（规则 9.0）",
                    if *column == 0 {
                        "起点格 S".to_string()
                    } else {
                        format!("第 {} 列", column + 1)
                    }
                ),
            ),
            Loc::Removed => continue,
        });
    }
    // Morale markers (rule 11.0) and the subversion marker (rule 12.0), where the state has them.
    for m in MARKERS {
        let Some(t) = data.track(m) else { continue };
        let col = s.morale.get(m).copied().unwrap_or(t.start);
        let value = t.values.get(col).copied().unwrap_or(0);
        let start = if col == t.start { " (START)" } else { "" };
        let start_zh = if col == t.start { "（起点）" } else { "" };
        out.push(Text::new(
            format!(
                "{m} morale marker: column {} of {}, morale {value}{start} (rule 11.0)",
                col + 1,
                t.values.len()
            ),
            format!(
                "{m} 战意标记：第 {} 列（共 {} 列），战意 {value}{start_zh}（规则 11.0）",
                col + 1,
                t.values.len()
            ),
        ));
    }
    // Digest A11, the set-up option: say what freezing means for the game (issue 25 item 8).
    out.push(if s.options.freeze_ends {
        Text::new(
            "A marker that reaches either end of its track stays there for the rest of the game (digest A11, set-up option); once all four morale markers are frozen, the cards that move them do nothing",
            "标记一旦到达轨道任一端点，便停在那里直到游戏结束（本应用裁定第 11 条，开局选项）；四个战意标记都停住后，移动它们的卡便没有效果",
        )
    } else {
        Text::new(
            "A marker at an end of its track may move back again (digest A11, set-up option)",
            "到达轨道端点的标记之后仍可移回（本应用裁定第 11 条，开局选项）",
        )
    });
    let n = data.subversion.columns.len();
    out.push(Text::new(
        format!(
            "Subversion marker: column {} of {n}, counted from the East end (rule 12.0)",
            s.subversion + 1
        ),
        format!(
            "调略标记：自东端起第 {} 列（共 {n} 列）（规则 12.0）",
            s.subversion + 1
        ),
    ));
    out.push(Text::new(
        format!("京 is held by {} (rule 2.4)", s.kyo.name()),
        format!("京 由{}控制（规则 2.4）", s.kyo.name()),
    ));
    // The deck (rule 3.0, 4.2): the held-out cards by the names of the card text in force.
    let held: Vec<String> = s.deck.held_out.iter().map(|c| c.name(v)).collect();
    let held = held.join("、");
    let pile = s.deck.draw_pile.len();
    out.push(Text::new(
        format!("Set {held} aside: they join the deck later (rule 4.2)"),
        format!("将 {held} 放在一旁：稍后才加入牌库（规则 4.2）"),
    ));
    out.push(match s.options.deck {
        DeckMode::Virtual => Text::new(
            format!("The app shuffles and draws the other {pile} cards: the real cards stay in the box"),
            format!("其余 {pile} 张卡由应用洗牌抽卡：实体卡留在盒中"),
        ),
        DeckMode::Shadow => Text::new(
            format!("Shuffle the other {pile} real cards face down: the table turns them and types each one in"),
            format!("将其余 {pile} 张实体卡洗匀背面朝上：桌上翻卡，并逐张输入"),
        ),
    });
    let vl = v.label();
    out.push(Text::new(
        format!("Card text in force: {}", vl.en),
        format!("生效的卡牌文字：{}", vl.zh),
    ));
    out.into_iter().map(Into::into).collect()
}

/// The symbols the 关原 panel draws (map, tracks, commander list, card box) and what each means. The
/// symbol column holds glyphs only; colours are named in the words, in both languages.
pub fn legend() -> Vec<(String, crate::core::Msg)> {
    let e = |sym: &str, en: &str, zh: &str| (sym.to_string(), Text::new(en, zh).into());
    vec![
        e(
            "▼",
            "a flipped counter (it took a hit, rule 7.1(4)①)",
            "已翻面的军势（受过一次损害，规则 7.1(4)①）",
        ),
        e(
            "━",
            "map lines between hexes — brown: road (strategic moves follow roads, rule 6.2(2)); dark blue: river with a road; light blue: river without a road (rule 6.2(1)③)",
            "格与格之间的线 — 棕色：道路（战略移动须沿道路，规则 6.2(2)）；深蓝：有道路的河流；浅蓝：无道路的河流（规则 6.2(1)③）",
        ),
        e(
            "─",
            "thin lines — pale blue: full sea, no move or attack across (rule 6.2(1)②); grey: open hexside",
            "细线 — 淡蓝：全海，不可跨越移动或攻击（规则 6.2(1)②）；灰色：普通格边",
        ),
        e(
            "●",
            "hex fill — cream: plain; green: hill; brown: mountain, no entry (rule 6.2(1)①); pale blue: full sea",
            "格的底色 — 米色：平地；绿色：山丘；棕色：山地，不可进入（规则 6.2(1)①）；淡蓝：全海",
        ),
        e(
            "◯",
            "ring of a castle hex — blue: 东军, red: 西军; thick: the castle works, thin: it lost its castle function (rule 10.0)",
            "城格的外圈 — 蓝色：东军，红色：西军；粗圈：城有效，细圈：已失去城的功能（规则 10.0）",
        ),
        e(
            "3",
            "the number in a hex: how many counters stand there, in their side's colour (blue 东军, red 西军)",
            "格中的数字：该格的军势数，颜色为所属阵营（蓝：东军，红：西军）",
        ),
        e(
            "胜",
            "victory box at either end of the subversion track (rule 14.0)",
            "调略轨道两端的胜利格（规则 14.0）",
        ),
        e(
            "□",
            "track boxes — pale green: the START box of a morale track; orange frame with a dot: where the marker stands",
            "轨道格 — 淡绿：战意轨道的起点格；橙色框加圆点：标记当前位置",
        ),
        e(
            "S  登",
            "entry track: S the start box, 登 the last box before the group enters the map (rule 9.0)",
            "登场轨道：S 为起点格，登 为登场前的最后一格（规则 9.0）",
        ),
        e(
            "2·1 @",
            "commander list: command · morale, @ where he stands (rule 5.2)",
            "指挥官列表：统率力 · 战意，@ 后为所在位置（规则 5.2）",
        ),
        e(
            "★",
            "in the card box: the Japanese and Chinese texts of this card differ",
            "卡牌栏中：此卡日文与中文文字不同",
        ),
    ]
}
