//! What the players see: the prompt (the current step and what may be done), the text listing, undo
//! hints, and everything a front end asks the ruleset (pick-lists, odds, die notes, labels, outcome
//! words). Front ends draw; they do not re-derive any of this.

use super::actions::{
    self, Allocate, Attack, BattleAt, EndCombat, EndMarch, EndTurn, March, MarchRoll, RemoveExcess,
    Replace, Retreat, STACK_LIMIT, attacker, blocked, over_stacked,
};
use super::data::{HONSHU, KAGOSHIMA, KUMAMOTO_CASTLE, Kind, SeinanData};
use super::procedures;
use super::state::{Phase, Place, Side, State, Unit};
use crate::core::odds::binomial;
use crate::core::{
    ActionCall, Candidate, DieNote, Odds, Prompt, PromptAction, Resolution, RuleError, Text,
    TypedAction,
};

pub fn prompt(data: &SeinanData, s: &State) -> Prompt {
    let mut p = Prompt {
        step: format!(
            "Turn {} · {} player turn · {}",
            s.turn,
            s.player.name(),
            s.phase.name()
        )
        .into(),
        ..Default::default()
    };
    if let Some(w) = &s.winner {
        p.step = format!("Game over · {} wins", w.side.name()).into();
        p.hints.push(format!("{} ({})", w.reason, w.cite()).into());
        return p;
    }
    let act = |name: &str, label: String| {
        let mut a = PromptAction::new(name, label);
        if let Some((r, why)) = blocked(data, s, name) {
            a = a.blocked(&r, why);
        }
        a
    };
    match s.phase {
        Phase::March => {
            match s.march.points {
                None => p.hints.push("Roll one die for march points; a 1 counts as 2 (rule 5.0).".into()),
                Some(mp) => p.hints.push(format!(
                    "{} of {mp} march points left. a: 1–2 units to an adjacent box · b: 1 unit two boxes · c: 1 unit over an obstacle route. At most 2 actions per unit.",
                    s.march.left()
                ).into()),
            }
            p.actions
                .push(act("march-roll", "Roll march points".into()));
            p.actions.push(act("march", "March".into()));
            p.actions.push(act("end-march", "End march phase".into()));
        }
        Phase::Combat => {
            if let Some(b) = &s.battle {
                let who = attacker(s, b);
                p.step = format!("{} · battle at {} round {}", p.step.en(), b.at, b.round).into();
                if let Some((target, hits)) = b.pending {
                    p.hints.push(
                        format!(
                            "{hits} hit(s) on {}: the Saigo player allocates them (rule 6.4).",
                            target.name()
                        )
                        .into(),
                    );
                    p.actions
                        .push(act("allocate", format!("Allocate {hits} hit(s)")));
                } else {
                    let dice = s.in_box(&b.at, who).filter(|u| u.rolls()).count();
                    p.hints.push(
                        format!(
                            "{} attacks with {dice} dice, or retreats instead (rules 6.2, 6.3).",
                            who.name()
                        )
                        .into(),
                    );
                    p.hints.push(
                        "A retreat may be partial: the Saigo player chooses which units go and where \
                         (rule 6.4②)."
                            .into(),
                    );
                    if b.siege {
                        p.hints.push(
                            format!("Siege of {KUMAMOTO_CASTLE}: one round only (rule 9.1).")
                                .into(),
                        );
                    }
                    p.actions.push(act(
                        "attack",
                        format!("{} attacks ({dice} dice)", who.name()),
                    ));
                    p.actions
                        .push(act("retreat", format!("{} retreats", who.name())));
                }
            } else {
                let left = s.battles_left(data);
                if left.is_empty() {
                    p.hints
                        .push("No battles left: end the combat phase.".into());
                } else {
                    p.hints.push(
                        format!(
                            "Battles to fight, in the order {} chooses: {}",
                            s.player.name(),
                            left.join("、")
                        )
                        .into(),
                    );
                }
                for b in &left {
                    p.actions
                        .push(act("battle", format!("Battle at {b}")).preset("at", b.clone()));
                }
                if left.is_empty() {
                    p.actions.push(act("battle", "Battle".into()));
                }
                p.actions.push(act("end-combat", "End combat phase".into()));
            }
        }
        Phase::Reorganisation => {
            p.hints
                .push("Recovery and conscription are done (rule 7.0).".into());
            if s.player == Side::Saigo {
                let open = s.line_open(data);
                p.hints.push(
                    format!(
                        "Replacement: pool {} · line to {KAGOSHIMA} {} on the map{}.",
                        s.pool().len(),
                        if open { "open" } else { "cut" },
                        if data.map_placeholder {
                            " (placeholder roads: check your board)"
                        } else {
                            ""
                        }
                    )
                    .into(),
                );
                p.actions.push(act("replace", "Replace a pair".into()));
            }
            if s.options.stacking {
                for (b, n) in over_stacked(s) {
                    p.hints.push(format!(
                        "{b}: {n} units, over the limit of {STACK_LIMIT}: {} removes {} (rule 5.0(6)).",
                        s.player.other().name(),
                        n - STACK_LIMIT
                    ).into());
                }
                if s.player == Side::Saigo && !over_stacked(s).is_empty() && !s.stacking_checked {
                    p.hints.push(
                        "Stacking is checked after replacement (rule 7.0 order): removing units \
                         ends replacement for this phase."
                            .into(),
                    );
                }
                p.actions
                    .push(act("remove-excess", "Remove excess units".into()));
            }
            p.actions.push(act("end-turn", "End player turn".into()));
        }
    }
    p
}

fn place_text(p: &Place) -> String {
    match p {
        Place::Map(b) => b.clone(),
        Place::Pool => "the replacement pool".into(),
        Place::Removed => "out of the game".into(),
    }
}

/// Words for the table: what to change to go from `after` back to `before`.
pub fn undo_hints(before: &State, after: &State) -> Vec<String> {
    let mut v = Vec::new();
    for (b, a) in before.units.iter().zip(&after.units) {
        if b.place != a.place {
            v.push(format!(
                "move {} from {} back to {}",
                b.id,
                place_text(&a.place),
                place_text(&b.place)
            ));
        }
        if b.flipped != a.flipped {
            v.push(if b.flipped {
                format!("flip {} back to its reduced side", b.id)
            } else {
                format!("flip {} back to full strength", b.id)
            });
        }
        if b.converted != a.converted {
            v.push(format!("turn {} back to its neutral (中立) side", b.id));
        }
    }
    if before.turn != after.turn || before.player != after.player || before.phase != after.phase {
        v.push(format!(
            "set the track back to turn {}, {} player turn, {}",
            before.turn,
            before.player.name(),
            before.phase.name()
        ));
    }
    if before.march.points != after.march.points {
        v.push(match before.march.points {
            None => "forget the march roll (march points not rolled yet)".into(),
            Some(p) => format!("march points back to {p}"),
        });
    }
    if before.winner.is_none() && after.winner.is_some() {
        v.push("the game is no longer decided".into());
    }
    v
}

pub fn show_text(data: &SeinanData, s: &State) -> String {
    let mut out = String::new();
    if let Some(w) = &s.winner {
        // The game is over: no turn, phase or march points to play on (issue 10 item 7).
        out.push_str(&format!(
            "西南战争 1877 · game over after turn {}\n",
            if s.player == Side::Saigo && s.phase == Phase::March && s.turn > 1 {
                s.turn - 1
            } else {
                s.turn
            }
        ));
        out.push_str(&format!(
            "WINNER: {} — {} ({})\n",
            w.side.name(),
            w.reason,
            w.cite()
        ));
    } else {
        out.push_str(&format!(
            "西南战争 1877 · turn {} · {} player turn · {}\n",
            s.turn,
            s.player.name(),
            s.phase.name()
        ));
        if s.phase == Phase::March
            && let Some(p) = s.march.points
        {
            out.push_str(&format!("march points: {} of {p} left\n", s.march.left()));
        }
    }
    if let Some(b) = &s.battle {
        out.push_str(&format!(
            "battle at {} round {} ({} attacks)\n",
            b.at,
            b.round,
            attacker(s, b).name()
        ));
    }
    let face = |u: &Unit| -> String {
        let side = match u.kind {
            Kind::Samurai if u.converted => " [西乡军]",
            Kind::Samurai => " [中立]",
            _ => "",
        };
        format!(
            "{}{}{}",
            u.id,
            if u.flipped { " (flipped)" } else { "" },
            side
        )
    };
    for t in &data.towns {
        let here: Vec<String> = s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()))
            .map(face)
            .collect();
        if !here.is_empty() {
            out.push_str(&format!("{}: {}\n", t.id, here.join(", ")));
        }
    }
    let pool: Vec<String> = s.pool().into_iter().map(face).collect();
    out.push_str(&format!(
        "replacement pool ({}): {}\n",
        pool.len(),
        pool.join(", ")
    ));
    let gone: Vec<String> = s
        .units
        .iter()
        .filter(|u| u.place == Place::Removed)
        .map(|u| u.id.clone())
        .collect();
    if !gone.is_empty() {
        out.push_str(&format!("out of the game: {}\n", gone.join(", ")));
    }
    out.push_str(&format!(
        "Kagoshima breakout: {}\n",
        if s.breakout_used { "used" } else { "available" }
    ));
    // Rule 2.4 names the towns but prints no roads (issue 25): say so wherever the state is listed.
    if data.map_placeholder {
        out.push_str(
            "roads: placeholders from Kyushu's geography (the rules print none); check them against your board and correct them under Tables\n",
        );
    }
    out
}

// --- What the front ends ask (pick-lists, odds, die notes, labels, outcome words). ---

/// Units on the map that pass `keep`, listed under their box in map order.
fn units_by_box(data: &SeinanData, s: &State, keep: &dyn Fn(&Unit) -> bool) -> Vec<Candidate> {
    let mut out = Vec::new();
    for t in &data.towns {
        for u in s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()) && keep(u))
        {
            out.push(Candidate::grouped(t.id.clone(), u.id.clone()));
        }
    }
    out
}

fn boxes(v: impl IntoIterator<Item = String>) -> Vec<Candidate> {
    v.into_iter().map(Candidate::new).collect()
}

/// Boxes some march of the phasing side can reach: one road from a box holding a unit that may still
/// march, or a second normal road for action b; never 本州 for the Saigo side (rule 2.4(4)).
fn march_boxes(data: &SeinanData, s: &State) -> Vec<String> {
    let may_march = |u: &Unit| {
        u.side() == Some(s.player)
            && !s.march.stopped.contains(&u.id)
            && s.march.used.get(&u.id).copied().unwrap_or(0) < 2
    };
    let starts: Vec<String> = s
        .units
        .iter()
        .filter(|u| may_march(u))
        .filter_map(|u| u.at().map(String::from))
        .collect();
    let allowed = |t: &str| !(s.player == Side::Saigo && t == HONSHU);
    let mut reach: Vec<String> = Vec::new();
    for from in &starts {
        for (mid, obstacle) in data.neighbours(from) {
            if !allowed(mid) {
                continue;
            }
            reach.push(mid.clone());
            if *obstacle || s.has(mid, s.player.other()) {
                continue;
            }
            for (far, obstacle2) in data.neighbours(mid) {
                if !obstacle2 && allowed(far) {
                    reach.push(far.clone());
                }
            }
        }
    }
    data.towns
        .iter()
        .map(|t| t.id.clone())
        .filter(|t| reach.contains(t))
        .collect()
}

/// Legal values for a key of an action in this state (empty: free input, or the action is not
/// allowed now). Every value offered is one the action accepts with suitable other inputs.
pub fn candidates(data: &SeinanData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
    if blocked(data, s, action).is_some() {
        return Vec::new();
    }
    let battle = s.battle.as_ref();
    let in_battle = |side: Side| {
        let at = battle.map(|b| b.at.clone()).unwrap_or_default();
        move |u: &Unit| u.at() == Some(at.as_str()) && u.side() == Some(side)
    };
    match (action, key) {
        (March::NAME, "units") => units_by_box(data, s, &|u| {
            u.side() == Some(s.player)
                && !s.march.stopped.contains(&u.id)
                && s.march.used.get(&u.id).copied().unwrap_or(0) < 2
        }),
        (March::NAME, "to") => boxes(march_boxes(data, s)),
        // Rule 5.0: the three march actions keep the letters the rules give them, with what each buys.
        (March::NAME, "kind") => [
            ("a", "a · 1–2 units, one box", "a · 1–2 个单位走一格"),
            ("b", "b · 1 unit, two boxes", "b · 1 个单位走两格"),
            (
                "c",
                "c · 1 unit over an obstacle route",
                "c · 1 个单位走障碍路线",
            ),
        ]
        .into_iter()
        .map(|(v, en, zh)| Candidate::new(v).label(Text::new(en, zh)))
        .collect(),
        (BattleAt::NAME, "at") => boxes(s.battles_left(data)),
        (Attack::NAME, "allocate") => match battle {
            Some(b) => units_by_box(data, s, &in_battle(attacker(s, b).other())),
            None => Vec::new(),
        },
        (Allocate::NAME, "units") => match battle.and_then(|b| b.pending) {
            Some((target, _)) => units_by_box(data, s, &in_battle(target)),
            None => Vec::new(),
        },
        (Retreat::NAME, "to") => boxes(actions::retreat_destinations(data, s)),
        (Retreat::NAME, "moves") => {
            let Some(b) = battle else {
                return Vec::new();
            };
            let dest = actions::retreat_destinations(data, s);
            let mut out = Vec::new();
            for u in s.in_box(&b.at, attacker(s, b)) {
                for t in &dest {
                    out.push(
                        Candidate::grouped(u.id.clone(), format!("{}={t}", u.id))
                            .label(Text::same(format!("{} → {t}", u.id))),
                    );
                }
            }
            out
        }
        (Retreat::NAME, "breakout-unit") if actions::breakout_open(s) => {
            units_by_box(data, s, &|u| {
                in_battle(Side::Saigo)(u) && u.kind != Kind::Takamori
            })
        }
        (Retreat::NAME, "evict-to")
            if actions::breakout_open(s) && s.has(KAGOSHIMA, Side::Government) =>
        {
            boxes(actions::evict_destinations(data, s))
        }
        (Replace::NAME, "keep" | "remove") => s
            .pool()
            .iter()
            .map(|u| Candidate::grouped("西乡军补充区域", u.id.clone()))
            .collect(),
        (RemoveExcess::NAME, "units") => {
            let over: Vec<String> = over_stacked(s).into_iter().map(|(b, _)| b).collect();
            units_by_box(data, s, &|u| {
                u.side() == Some(s.player)
                    && u.kind != Kind::Takamori
                    && u.at().is_some_and(|b| over.iter().any(|o| o == b))
            })
        }
        _ => Vec::new(),
    }
}

/// The player-facing name of each action (front ends show its rule number beside it).
pub fn action_label(action: &str) -> Option<Text> {
    let (en, zh) = match action {
        MarchRoll::NAME => ("Roll march points", "掷行军点"),
        March::NAME => ("March", "行军"),
        EndMarch::NAME => ("End the march phase", "结束行军阶段"),
        BattleAt::NAME => ("Start a battle", "开始战斗"),
        Attack::NAME => ("Attack", "攻击"),
        Allocate::NAME => ("Allocate hits", "分配伤害"),
        Retreat::NAME => ("Retreat", "撤退"),
        EndCombat::NAME => ("End the combat phase", "结束战斗阶段"),
        Replace::NAME => ("Replacement pair", "补充一组"),
        RemoveExcess::NAME => ("Remove over-stacked units", "移除超出堆叠的单位"),
        EndTurn::NAME => ("End the player turn", "结束玩家回合"),
        _ => return None,
    };
    Some(Text::new(en, zh))
}

/// An attack's result in words: "2 hits" / "2 次命中", with the siege removals of rule 9.1(2).
pub fn attack_text(hits: u32, whole: u32) -> Text {
    let base = if hits == 0 {
        Text::new("no hits", "未命中")
    } else if hits == 1 {
        Text::new("1 hit", "1 次命中")
    } else {
        Text::new(format!("{hits} hits"), format!("{hits} 次命中"))
    };
    if whole == 0 {
        return base;
    }
    Text::join(
        &[
            base,
            Text::new(
                format!("{whole} Saigo unit(s) removed (rule 9.1)"),
                format!("移除 {whole} 个西乡军单位（规则 9.1）"),
            ),
        ],
        " · ",
    )
}

pub fn march_text(points: u8) -> Text {
    Text::new(format!("{points} march points"), format!("{points} 行军点"))
}

/// A result in players' words, read from the procedure's typed outcome.
pub fn outcome_text(res: &Resolution) -> Option<Text> {
    use procedures::{AttackOutcome, MarchOutcome, ReplenishOutcome, VictoryOutcome, read};
    Some(match res.procedure.as_str() {
        "march" => march_text(read::<MarchOutcome>(res)?.march_points),
        "attack" => {
            let o = read::<AttackOutcome>(res)?;
            attack_text(o.hits, o.whole_units_removed)
        }
        "replenish" => {
            let o = read::<ReplenishOutcome>(res)?;
            Text::new(
                format!(
                    "{} placed with 西乡隆盛 · {} removed · {} left in the pool",
                    o.placed, o.removed, o.remaining
                ),
                format!(
                    "{} 个放到西乡隆盛处 · 移除 {} 个 · 补充区域剩 {} 个",
                    o.placed, o.removed, o.remaining
                ),
            )
        }
        "victory" => match read::<VictoryOutcome>(res)?.winner.as_str() {
            "saigo" => Text::new("西乡军 wins (rule 8.0)", "西乡军 胜（规则 8.0）"),
            "government" => Text::new("明治政府军 wins (rule 8.0)", "明治政府军 胜（规则 8.0）"),
            _ => Text::new("no winner yet (rule 8.0)", "尚无胜者（规则 8.0）"),
        },
        _ => return None,
    })
}

/// Rule 6.2(2): how each die of an attack counted, judged by the rule's own [`procedures::is_hit`].
pub fn die_notes(res: &Resolution) -> Vec<DieNote> {
    if res.procedure != "attack" {
        return Vec::new();
    }
    res.rolls
        .iter()
        .map(|f| {
            let hit = procedures::is_hit(*f);
            DieNote {
                hit,
                note: if hit {
                    Text::new("hit: 4–6 (rule 6.2)", "命中：4–6（规则 6.2）").into()
                } else {
                    Text::new("miss: 1–3 (rule 6.2)", "未中：1–3（规则 6.2）").into()
                },
            }
        })
        .collect()
}

fn worded(o: Vec<(Text, f64)>) -> Vec<Odds> {
    o.into_iter()
        .map(|(t, p)| Odds {
            outcome: t.en.clone(),
            probability: p,
            label: Some(t.into()),
        })
        .collect()
}

/// Odds of a rolling action before its dice, in closed form (an attack may roll a dozen dice): the
/// march roll (rule 5.0(1)) and an attack with the attacking side's rolling units (rules 6.2, 9.1(2)).
pub fn action_odds(
    data: &SeinanData,
    s: &State,
    call: &ActionCall,
) -> Option<Result<Vec<Odds>, RuleError>> {
    if call.name != MarchRoll::NAME && call.name != Attack::NAME {
        return None;
    }
    if let Some((rule, why)) = blocked(data, s, &call.name) {
        return Some(Err(RuleError::forbidden(&rule, why)));
    }
    if call.name == MarchRoll::NAME {
        let mut v: Vec<(Text, f64)> = Vec::new();
        for face in 1..=6u8 {
            let t = march_text(procedures::march_points(face));
            match v.iter_mut().find(|(x, _)| *x == t) {
                Some((_, p)) => *p += 1.0 / 6.0,
                None => v.push((t, 1.0 / 6.0)),
            }
        }
        return Some(Ok(worded(v)));
    }
    let (side, dice, siege) = actions::attack_dice(s)?;
    // Rule 9.1(2): no more Saigo units are removed than stand in the castle.
    let saigo = s
        .battle
        .as_ref()
        .map(|b| s.in_box(&b.at, Side::Saigo).count() as u32);
    let o = binomial(dice, 0.5, |k| k.to_string())
        .into_iter()
        .enumerate()
        .map(|(k, o)| {
            let k = k as u32;
            (
                attack_text(k, procedures::whole_units_removed(siege, side, k, saigo)),
                o.probability,
            )
        })
        .collect();
    Some(Ok(worded(o)))
}

/// Rule 3.0: what goes where before the first action, read from the set-up state, so it follows the
/// options (a Saigo group placed in 熊本 is listed in 熊本, not 鹿儿岛). One line per box and side.
pub fn setup_checklist(data: &SeinanData, s: &State) -> Vec<Text> {
    let mut v = vec![Text::new(
        "Set up (rule 3.0): every counter on its full-strength side, box by box:",
        "布置（规则 3.0）：所有单位满员面朝上，逐格如下：",
    )];
    for t in &data.towns {
        let here: Vec<&Unit> = s
            .units
            .iter()
            .filter(|u| u.at() == Some(t.id.as_str()))
            .collect();
        let names = |f: &dyn Fn(&Unit) -> bool| -> Option<String> {
            let n: Vec<&str> = here
                .iter()
                .filter(|u| f(u))
                .map(|u| u.id.as_str())
                .collect();
            (!n.is_empty()).then(|| n.join("、"))
        };
        if let Some(n) = names(&|u| u.side() == Some(Side::Government)) {
            v.push(Text::new(
                format!("{}: {} {n}", t.id, Side::Government.name()),
                format!("{}：{} {n}", t.id, Side::Government.name()),
            ));
        }
        if let Some(n) = names(&|u| u.side() == Some(Side::Saigo)) {
            v.push(Text::new(
                format!("{}: {} {n}", t.id, Side::Saigo.name()),
                format!("{}：{} {n}", t.id, Side::Saigo.name()),
            ));
        }
        if let Some(n) = names(&|u| u.side().is_none()) {
            v.push(Text::new(
                format!("{}: {n}, neutral side up (中立, rule 9.2)", t.id),
                format!("{}：{n}，中立面朝上（规则 9.2）", t.id),
            ));
        }
    }
    v.push(Text::new(
        "Replacement pool (西乡军补充区域) empty; 鹿儿岛 breakout not used (rule 3.0, 6.4)",
        "西乡军补充区域为空；鹿儿岛突围尚未使用（规则 3.0、6.4）",
    ));
    v.push(Text::new(
        format!(
            "Turn marker on turn 1, {} player first (rule 4.0)",
            s.player.name()
        ),
        format!(
            "回合标记放在第 1 回合，{} 玩家先行（规则 4.0）",
            s.player.name()
        ),
    ));
    if s.options.command_rule {
        v.push(Text::new(
            "Optional rule 10.1 in use: two detachments (支队) never march together; keep main bodies (本队, ★) apart",
            "采用可选规则 10.1：两个支队不能一同行军；请分清本队（★）",
        ));
    }
    if s.options.stacking {
        v.push(Text::new(
            format!(
                "Stacking limit {STACK_LIMIT} units per side per box in use (rule 5.0(6)); ruling: no limit in {HONSHU}, where eliminated government units gather"
            ),
            format!(
                "采用堆叠上限：每格每方 {STACK_LIMIT} 个单位（规则 5.0(6)）；本程序裁定：{HONSHU}不设上限，被消灭的政府军单位集中于此"
            ),
        ));
    }
    if let Some(l) = s.options.turn_limit {
        v.push(Text::new(
            format!("House rule: 明治政府军 wins after turn {l} unless 西乡军 has won"),
            format!("自定规则：第 {l} 回合结束时西乡军仍未获胜则明治政府军胜"),
        ));
    }
    v
}

/// The symbols the Seinan panel draws (counter marks, map lines and chips, battle and victory marks).
pub fn legend() -> Vec<(String, Text)> {
    let e = |sym: &str, en: &str, zh: &str| (sym.to_string(), Text::new(en, zh));
    vec![
        e("☆", "西乡隆盛 himself", "西乡隆盛本人"),
        e("★", "main body (本队), rule 10.1", "本队（规则 10.1）"),
        e(
            "▼",
            "flipped to its reduced side after a hit (rule 6.2)",
            "受命中后翻到减员面（规则 6.2）",
        ),
        e(
            "(中立)",
            "不平士族 still neutral: no effect until it joins (rule 9.2)",
            "不平士族仍为中立：加入西乡军之前不起作用（规则 9.2）",
        ),
        e(
            "■■■",
            "counters of 西乡军 / 明治政府军 / neutral 不平士族; a chip on a box shows how many are there",
            "西乡军 / 明治政府军 / 中立不平士族 的单位；格子上的色块是该方单位数",
        ),
        e(
            "——",
            "road between two boxes (rule 2.4)",
            "两格之间的道路（规则 2.4）",
        ),
        e(
            "- - -",
            "red dashed line: obstacle route, crossed only by march action c (rule 5.0)",
            "红色虚线：障碍路线，只能用行军 c 越过（规则 5.0）",
        ),
        e(
            "▭",
            "orange border: the box of the battle being fought (rule 6.1)",
            "橙色边框：正在进行战斗的格子（规则 6.1）",
        ),
        e(
            "●",
            "one march action this unit took this turn; at most 2 (rule 5.0)",
            "该单位本回合已做的一次行军；最多 2 次（规则 5.0）",
        ),
        e(
            "⚀",
            "this unit rolls one die when its side attacks (rule 6.2)",
            "本方攻击时该单位掷一颗骰子（规则 6.2）",
        ),
        e(
            "◀",
            "the side whose attack step comes next (rule 6.1)",
            "下一个进行攻击的一方（规则 6.1）",
        ),
        e(
            "✔ / –",
            "a victory condition met / not met (rule 8.0)",
            "胜利条件已满足 / 未满足（规则 8.0）",
        ),
    ]
}
