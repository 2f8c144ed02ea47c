//! The sequence of play through `session act`: set-up draft, the tower priming, dealing, private
//! planning, the reveal and seating, the ten actions with wars and revolts, winter and scoring. Every
//! action is checked first by its one guard, [`super::view::blocked`], which the prompt also uses.

use std::collections::BTreeMap;

use super::command::Command;
use super::data::{Effect, PEASANT, ShogunData};
use super::input::*;
use super::say::{self, rule, ruling};
use super::state::{ACTS, Act, Building, Phase, Plan, SPECIALS, Special, State};
use super::tower::{self, Cubes};
use super::view::{blocked_command, impossible, war_targets};
use super::war::{self, Bid, Holder, Kind, ScoredProvince};
use crate::core::typed::parse;
use crate::core::{ActionCall, Applied, DiceSource, Msg, Resolution, RuleError, Sep};
use crate::msg;

fn next_phase_after_round(s: &mut State) {
    // Rule 5 phase 7: clean-up.
    s.event = None;
    s.plans.clear();
    s.lost.clear();
    if s.season < 2 {
        s.specials.clear();
        s.seats.clear();
        s.season += 1;
        s.phase = Phase::Deal;
    } else {
        // Autumn: daimyo stay for the winter order (rule 5 phase 7.4).
        s.season = 3;
        s.phase = Phase::Winter;
    }
}

/// Moves to the next (action, player) that has something to do (rule 5 phase 6.1–6.4).
fn advance(s: &mut State, log: &mut Vec<Msg>) {
    let names = say::Names::of(s);
    loop {
        // Rule 5.6.4 (real decks): wait for the next action card to be typed as it is turned.
        if s.awaiting_action_card() {
            return;
        }
        if s.step >= s.action_order.len() {
            next_phase_after_round(s);
            return;
        }
        if s.actor >= s.turn.len() {
            s.step += 1;
            s.actor = 0;
            continue;
        }
        let act = s.action_order[s.step];
        let c = s.turn[s.actor].clone();
        if s.planned(&c, act).is_some() {
            return;
        }
        if s.plans
            .get(&c)
            .and_then(|p| p.spaces.get(&act))
            .is_some_and(|p| p != "chest")
        {
            // Seed 5.(1) and Gunbai's ruling 17: a space whose card was lost does nothing.
            log.push(msg!(
                "shogun-log-card-lost",
                player = names.who(&c),
                act = say::act(act),
                rule = say::and(rule("5.(1)"), ruling(17))
            ));
        }
        s.actor += 1;
    }
}

fn finish_action(s: &mut State, log: &mut Vec<Msg>) {
    s.actor += 1;
    advance(s, log);
}

/// A throw of the tower with the new cubes and the tray; the tray afterwards holds what came out.
fn throw(
    s: &mut State,
    new: &Cubes,
    out: Option<&str>,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let mut thrown = new.clone();
    tower::add(&mut thrown, &s.tower.tray);
    let (outc, inside) = match (s.options.model_tower, out) {
        (true, Some(_)) => {
            return Err(RuleError::input("out", msg!("shogun-err-out-model")));
        }
        (true, None) => tower::throw(s.tower.model, &thrown, &s.tower.inside, dice)?,
        (false, None) => {
            return Err(RuleError::input("out", msg!("shogun-err-out-required")));
        }
        (false, Some(t)) => {
            let o = tower::parse_cubes("out", t)?;
            let inside = tower::typed_throw("out", &thrown, &s.tower.inside, &o)?;
            (o, inside)
        }
    };
    s.tower.log.push(tower::LoggedThrow {
        cubes_in: tower::total(&thrown),
        cubes_out: tower::total(&outc),
    });
    log.push(msg!(
        "shogun-log-tower",
        thrown = tower::cubes_msg(&thrown),
        out = tower::cubes_msg(&outc),
        rule = rule("5")
    ));
    s.tower.last_in = thrown;
    s.tower.last_out = outc.clone();
    s.tower.tray = outc;
    s.tower.inside = inside;
    Ok(())
}

/// The action now, who acts and the province planned for it, as the actions assume them (issue 19:
/// a loaded state without them is refused, never a panic).
fn acting(n: &State) -> Result<(Act, String, String), RuleError> {
    let (act, c) = n
        .current()
        .ok_or_else(|| RuleError::forbidden("2.(6)", msg!("shogun-err-no-action")))?;
    let x = n.planned(&c, act).ok_or_else(|| {
        RuleError::forbidden(
            "2.(6)",
            msg!(
                "shogun-err-nothing-planned",
                player = say::colour(&c),
                act = say::act(act)
            ),
        )
    })?;
    if n.player(&c).is_none() {
        return Err(RuleError::input(
            "turn",
            msg!("shogun-err-not-at-table", player = say::colour(&c)),
        ));
    }
    Ok((act, c, x))
}

fn player_mut<'a>(n: &'a mut State, c: &str) -> Result<&'a mut super::state::Player, RuleError> {
    n.player_mut(c).ok_or_else(|| {
        RuleError::input(
            "players",
            msg!("shogun-err-not-at-table", player = say::colour(c)),
        )
    })
}

fn province_mut<'a>(n: &'a mut State, x: &str) -> Result<&'a mut super::state::Prov, RuleError> {
    n.provinces
        .get_mut(x)
        .ok_or_else(|| RuleError::input("province", msg!("shogun-err-not-in-play", province = x)))
}

/// Pays an action's cost to the bank (rule 6); `blocked` has checked it can be paid (P16).
fn pay(n: &mut State, c: &str, cost: u32) -> Result<(), RuleError> {
    let p = player_mut(n, c)?;
    p.coins = p.coins.checked_sub(cost).ok_or_else(|| {
        RuleError::forbidden(
            "2.(6)",
            msg!(
                "shogun-err-coins",
                cost = cost,
                player = say::colour(c),
                coins = p.coins
            ),
        )
    })?;
    Ok(())
}

fn cubes_of(pairs: &[(&str, u32)]) -> Cubes {
    let mut c = Cubes::new();
    for (k, v) in pairs {
        if *v > 0 {
            *c.entry(k.to_string()).or_insert(0) += v;
        }
    }
    c
}

/// Applies the accounting of rule 7 to the tray, supplies and the province; returns the resolution.
fn settle(
    data: &ShogunData,
    s: &mut State,
    kind: Kind,
    attacker: Option<&str>,
    defender: Option<&str>,
    province: &str,
    marker: bool,
) -> Resolution {
    let names = say::Names::of(s);
    let a = attacker
        .map(|c| tower::count(&s.tower.tray, c))
        .unwrap_or(0);
    let d = defender
        .map(|c| tower::count(&s.tower.tray, c))
        .unwrap_or(0);
    let p = tower::count(&s.tower.tray, PEASANT);
    let w = war::resolve(kind, a, d, p, marker);
    let mut res = super::procedures::war_res(kind, a, d, p, marker);
    let before = s.provinces.get(province).cloned().unwrap_or_default();
    if let Some(c) = attacker {
        tower::take(&mut s.tower.tray, c, a);
        if let Some(pl) = s.player_mut(c) {
            pl.supply += w.attacker_returned;
        }
    }
    if let Some(c) = defender {
        tower::take(&mut s.tower.tray, c, d);
        if let Some(pl) = s.player_mut(c) {
            pl.supply += w.defender_returned;
        }
    }
    tower::take(&mut s.tower.tray, PEASANT, w.peasants_to_bank);
    let prov = s.provinces.entry(province.to_string()).or_default();
    match w.province {
        Holder::Attacker => {
            prov.owner = attacker.map(String::from);
            prov.cubes = w.attacker_placed;
        }
        Holder::Defender => {
            prov.cubes = w.defender_placed;
            if w.revolt_marker_added {
                prov.revolts += 1;
            }
        }
        Holder::Neutral => {
            if w.clear_province || prov.owner.is_some() {
                prov.clear();
            }
        }
    }
    // Rule 7.2 step 8 (and P17 for a card lost to a revolt): a space whose card was lost does nothing
    // this round, even if the province is won back.
    if let (Some(q), Holder::Attacker | Holder::Neutral) = (defender, w.province) {
        s.lost.push((q.to_string(), province.to_string()));
    }
    res.log(match w.province {
        Holder::Attacker => msg!(
            "shogun-log-taken",
            province = say::prov(data, province),
            player = names.who(attacker.unwrap_or("?"))
        ),
        Holder::Defender => match defender {
            Some(q) => msg!(
                "shogun-log-held",
                province = say::prov(data, province),
                player = names.who(q)
            ),
            None => msg!(
                "shogun-log-stays-neutral",
                province = say::prov(data, province)
            ),
        },
        Holder::Neutral => msg!(
            "shogun-log-becomes-neutral",
            province = say::prov(data, province)
        ),
    });
    let after = s.provinces.get(province).cloned().unwrap_or_default();
    let mut returned: Vec<(&str, u32)> = Vec::new();
    if let Some(c) = attacker {
        returned.push((c, w.attacker_returned));
    }
    if let Some(q) = defender {
        returned.push((q, w.defender_returned));
    }
    for line in table_lines(
        data,
        kind,
        province,
        &before,
        &after,
        &returned,
        w.peasants_to_bank,
        &s.tower.tray,
    ) {
        res.log(line);
    }
    res
}

/// Every-game item "tell the table what to do with its pieces" for a war or revolt (seed 5): where the
/// cubes stand now, which go back to the supplies and the bank, where the province card goes, what
/// leaves the province, and what stays in the tray.
#[allow(clippy::too_many_arguments)]
fn table_lines(
    data: &ShogunData,
    kind: Kind,
    y: &str,
    before: &super::state::Prov,
    after: &super::state::Prov,
    returned: &[(&str, u32)],
    peasants_to_bank: u32,
    tray: &Cubes,
) -> Vec<Msg> {
    let r = rule(kind.rule());
    let py = say::prov(data, y);
    let mut v = Vec::new();
    match &after.owner {
        Some(o) => v.push(msg!(
            "shogun-table-holds",
            province = py.clone(),
            n = after.cubes,
            player = say::colour(o),
            rule = r.clone()
        )),
        None => v.push(msg!(
            "shogun-table-holds-none",
            province = py.clone(),
            rule = r.clone()
        )),
    }
    for (c, k) in returned {
        if *k > 0 {
            v.push(msg!(
                "shogun-table-back-to-supply",
                n = *k,
                player = say::colour(c),
                rule = r.clone()
            ));
        }
    }
    if peasants_to_bank > 0 {
        v.push(msg!(
            "shogun-table-peasants-to-bank",
            n = peasants_to_bank,
            rule = r.clone()
        ));
    }
    match (&before.owner, &after.owner) {
        // Gunbai's ruling 17: the card won goes to the winner's hand.
        (Some(q), Some(c)) if q != c => v.push(msg!(
            "shogun-table-card-moves",
            province = py.clone(),
            from = say::colour(q),
            to = say::colour(c),
            rule = say::and(r.clone(), ruling(17))
        )),
        (None, Some(c)) => v.push(msg!(
            "shogun-table-card-from-bank",
            province = py.clone(),
            player = say::colour(c),
            rule = r.clone()
        )),
        (Some(q), None) => {
            v.push(msg!(
                "shogun-table-card-to-bank",
                province = py.clone(),
                player = say::colour(q),
                rule = r.clone()
            ));
            let mut gone: Vec<Msg> = Vec::new();
            for (had, b) in [
                (before.castle, Building::Castle),
                (before.temple, Building::Temple),
                (before.theatre, Building::Theatre),
            ] {
                if had {
                    gone.push(say::building(b));
                }
            }
            if !gone.is_empty() {
                v.push(msg!(
                    "shogun-table-remove-buildings",
                    buildings = Msg::join(gone, Sep::Comma),
                    province = py.clone(),
                    rule = r.clone()
                ));
            }
            if before.revolts > 0 {
                v.push(msg!(
                    "shogun-table-remove-revolts",
                    n = before.revolts,
                    province = py.clone(),
                    rule = r.clone()
                ));
            }
        }
        _ => {}
    }
    if after.owner.is_some() && after.revolts > before.revolts {
        v.push(msg!(
            "shogun-table-add-revolt",
            province = py.clone(),
            rule = r.clone()
        ));
    }
    if tray.is_empty() {
        v.push(msg!("shogun-table-tray-empty", rule = rule("5")));
    } else {
        // Gunbai's ruling 1: what the resolution does not move stays in the tray.
        v.push(msg!(
            "shogun-table-tray-keeps",
            cubes = tower::cubes_msg(tray),
            rule = say::and(rule("5"), ruling(1))
        ));
    }
    v
}

pub fn apply(
    data: &ShogunData,
    s: &State,
    call: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let Some(command) = Command::from_name(&call.name) else {
        return Err(RuleError::UnknownAction {
            name: call.name.clone(),
            valid: Command::ALL.map(Command::name).join(", "),
        });
    };
    if s.phase == Phase::Over && command != Command::Calibrate {
        return Err(RuleError::GameOver(msg!(
            "shogun-err-game-over",
            rule = rule("4")
        )));
    }
    if let Some((r, why)) = blocked_command(data, s, command) {
        return Err(RuleError::forbidden(&r, why));
    }
    // The fit reads the state and changes only the tower, so it is made before the state is copied:
    // a refused calibration copies nothing (issue 23: random play tries it at every step, and a model
    // tower refuses it without typed throws).
    let fitted = match command {
        Command::Calibrate => Some(calibration(s, parse(&call.params)?)?),
        _ => None,
    };
    let mut n = s.clone();
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let mut resolution = None;
    let mut reveals = false;
    match command {
        Command::DraftDeal => {
            let a: DraftDeal = parse(&call.params)?;
            draft_deal(data, &mut n, a, dice, &mut log)?;
            reveals = true;
        }
        Command::Draft => {
            let a: DraftTake = parse(&call.params)?;
            draft_take(data, &mut n, a, dice, &mut log)?;
            reveals = true;
        }
        Command::PrimeTower => {
            prime_tower(s, &mut n, parse(&call.params)?, dice, &mut log)?;
        }
        Command::Deal => {
            let a: Deal = parse(&call.params)?;
            deal(data, &mut n, a, dice, &mut log)?;
            reveals = n.options.virtual_decks;
            n.phase = Phase::Planning;
        }
        Command::Plan => {
            let a: PlanIn = parse(&call.params)?;
            plan(data, &mut n, a, &mut log)?;
            if n.plans.len() == n.players.len() {
                n.phase = Phase::Reveal;
            }
        }
        Command::Reveal => {
            let a: Reveal = parse(&call.params)?;
            resolution = Some(reveal(data, &mut n, a, dice, &mut log)?);
            reveals = true;
        }
        Command::TurnAction => {
            turn_action_card(&mut n, parse(&call.params)?, &mut log)?;
            reveals = true;
        }
        Command::TakeSeat => {
            take_seat(s, &mut n, parse(&call.params)?, &mut log)?;
        }
        Command::Build => {
            build(data, s, &mut n, parse(&call.params)?, &mut log)?;
            finish_action(&mut n, &mut log);
        }
        Command::Collect => {
            resolution = collect(data, s, &mut n, parse(&call.params)?, dice, &mut log)?;
            finish_action(&mut n, &mut log);
        }
        Command::Recruit => {
            recruit(data, s, &mut n, parse(&call.params)?, &mut log)?;
            finish_action(&mut n, &mut log);
        }
        Command::War => {
            let a: War = parse(&call.params)?;
            resolution = war_action(data, &mut n, a, dice, &mut log)?;
            finish_action(&mut n, &mut log);
        }
        Command::Skip => {
            let _: Skip = parse(&call.params)?;
            skip(data, s, &mut n, &mut log)?;
            finish_action(&mut n, &mut log);
        }
        Command::Winter => {
            let _: Winter = parse(&call.params)?;
            winter(data, &mut n, &mut log)?;
            reveals = true;
        }
        Command::WinterDraw => {
            let a: WinterDraw = parse(&call.params)?;
            winter_draw(data, &mut n, a, dice, &mut log)?;
            reveals = true;
        }
        Command::WinterRevolt => {
            resolution = winter_revolt(data, s, &mut n, parse(&call.params)?, dice, &mut log)?;
        }
        Command::ScoreYear => {
            let _: ScoreYear = parse(&call.params)?;
            resolution = Some(score_year(data, &mut n, &mut log)?);
        }
        Command::Calibrate => {
            if let Some((model, said)) = fitted {
                n.tower.model = model;
                n.tower.calibrated = true;
                log.push(said);
            }
        }
    }
    let mut ap = Applied::new(n);
    ap.log = log;
    ap.resolution = resolution;
    ap.reveals_hidden = reveals;
    Ok(ap)
}

/// Rule 3.9: prime the tower before the first year.
fn prime_tower(
    s: &State,
    n: &mut State,
    a: PrimeTower,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    // Rule 3.9: 7 cubes from each supply and 10 peasants.
    let mut new = Cubes::new();
    for p in &mut n.players {
        p.supply = p.supply.checked_sub(7).ok_or_else(|| {
            RuleError::forbidden(
                "1.(5)",
                msg!(
                    "shogun-err-prime-supply",
                    player = say::who(s, &p.colour),
                    n = p.supply
                ),
            )
        })?;
        new.insert(p.colour.clone(), 7);
    }
    new.insert(PEASANT.into(), 10);
    throw(n, &new, a.out.as_deref(), dice, log)?;
    let tray = std::mem::take(&mut n.tower.tray);
    for (c, k) in &tray {
        if let Some(p) = n.player_mut(c) {
            p.supply += k;
        }
    }
    log.push(msg!("shogun-log-prime-back", rule = rule("1.(5)")));
    n.phase = Phase::Deal;
    Ok(())
}

/// Rule 2.(6): turn the next action card.
fn turn_action_card(n: &mut State, a: TurnAction, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let act = Act::parse(&a.card).ok_or_else(|| {
        RuleError::input(
            "card",
            msg!("shogun-err-unknown-act", card = a.card.clone()),
        )
    })?;
    if n.action_order.contains(&act) {
        return Err(RuleError::input(
            "card",
            msg!(
                "shogun-err-act-up",
                act = say::act(act),
                rule = rule("2.(6)")
            ),
        ));
    }
    n.action_order.push(act);
    log.push(msg!(
        "shogun-log-act-turned",
        n = n.action_order.len(),
        act = say::act(act),
        rule = rule("2.(6)")
    ));
    // The last card is the one left: no need to type it.
    if n.action_order.len() == ACTS.len() - 1
        && let Some(last) = ACTS.iter().find(|x| !n.action_order.contains(x))
    {
        n.action_order.push(*last);
        log.push(msg!(
            "shogun-log-act-last",
            act = say::act(*last),
            rule = rule("2.(6)")
        ));
    }
    advance(n, log);
    Ok(())
}

/// Rule 2.(5): the next bidder takes a space on the turn-order track.
fn take_seat(s: &State, n: &mut State, a: TakeSeat, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let c = n
        .bid_order
        .iter()
        .find(|c| !n.seats.contains_key(*c))
        .cloned()
        .ok_or_else(|| RuleError::forbidden("2.(5)", msg!("shogun-err-all-seated")))?;
    let pos = u8::try_from(a.position)
        .ok()
        .filter(|p| (1..=5).contains(p))
        .ok_or_else(|| RuleError::input("position", msg!("shogun-err-space-range")))?;
    if n.seats.values().any(|p| *p == pos) {
        return Err(RuleError::input(
            "position",
            msg!("shogun-err-space-taken", n = pos),
        ));
    }
    let sp = *n
        .special_order
        .get(usize::from(pos - 1))
        .ok_or_else(|| RuleError::input("position", msg!("shogun-err-space-empty", n = pos)))?;
    n.seats.insert(c.clone(), pos);
    n.specials.insert(c.clone(), sp);
    log.push(msg!(
        "shogun-log-seat",
        player = say::who(s, &c),
        n = pos,
        special = say::special(sp),
        rule = rule("2.(5)")
    ));
    if n.seats.len() == n.players.len() {
        let mut order: Vec<(u8, String)> = n.seats.iter().map(|(c, p)| (*p, c.clone())).collect();
        order.sort();
        n.turn = order.into_iter().map(|(_, c)| c).collect();
        log.push(msg!(
            "shogun-log-turn-order",
            order = say::whos(s, &n.turn, Sep::Arrow),
            rule = rule("2.(5)")
        ));
        n.phase = Phase::Actions;
        n.step = 0;
        n.actor = 0;
        advance(n, log);
    }
    Ok(())
}

/// Rule 2.(6): build in the planned province.
fn build(
    data: &ShogunData,
    s: &State,
    n: &mut State,
    a: Build,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let (act, c, x) = acting(n)?;
    let b = act.building().unwrap_or(Building::Theatre);
    let calm = n.event_effect(data) == Some(Effect::TheatreCalm);
    if a.remove_revolt && !(b == Building::Theatre && calm) {
        return Err(RuleError::input(
            "remove-revolt",
            msg!(
                "shogun-err-remove-revolt",
                rule = say::and(rule("2.(4)"), ruling(24))
            ),
        ));
    }
    pay(n, &c, act.cost())?;
    let prov = province_mut(n, &x)?;
    prov.set(b, true);
    if a.remove_revolt && prov.revolts > 0 {
        prov.revolts -= 1;
        log.push(msg!(
            "shogun-log-revolt-removed",
            province = say::prov(data, &x),
            rule = ruling(24)
        ));
    }
    log.push(msg!(
        "shogun-log-build",
        player = say::who(s, &c),
        building = say::building(b),
        province = say::prov(data, &x),
        n = act.cost(),
        rule = rule(&act.rule())
    ));
    Ok(())
}

/// Rule 2.(6): collect rice or tax from the planned province (rule 7.4 first when it holds revolt
/// markers).
fn collect(
    data: &ShogunData,
    s: &State,
    n: &mut State,
    a: Collect,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Option<Resolution>, RuleError> {
    let mut resolution = None;
    let (act, c, x) = acting(n)?;
    let card = data.card(n.side, &x).ok_or_else(|| {
        RuleError::input(
            "province",
            msg!("shogun-err-not-in-play", province = x.clone()),
        )
    })?;
    let markers = province_mut(n, &x)?.revolts;
    let mut won = true;
    if markers > 0 {
        // Rule 7.4 (P9: the revolt comes first; P10: all of P's cubes in X defend).
        let cubes = std::mem::take(&mut province_mut(n, &x)?.cubes);
        let new = cubes_of(&[(c.as_str(), cubes), (PEASANT, markers)]);
        throw(n, &new, a.out.as_deref(), dice, log)?;
        let r = settle(data, n, Kind::CollectionRevolt, None, Some(&c), &x, true);
        won = n.provinces.get(&x).and_then(|p| p.owner.as_deref()) == Some(c.as_str());
        log.extend(r.log.clone());
        resolution = Some(r);
    } else if a.out.is_some() {
        return Err(RuleError::input(
            "out",
            msg!(
                "shogun-err-no-marker",
                province = say::prov(data, &x),
                rule = rule("2.(6)")
            ),
        ));
    }
    if won {
        let fx = n.event_effect(data);
        let bonus = |sp: Special| u32::from(n.specials.get(&c) == Some(&sp));
        if act == Act::Rice {
            let mut r = card.rice;
            if fx == Some(Effect::RiceMax3) {
                r = r.min(3);
            }
            if fx == Some(Effect::RiceMin4) {
                r = r.max(4);
            }
            r += bonus(Special::Rice); // P11: the card's +1 after the event
            player_mut(n, &c)?.rice += r;
            log.push(msg!(
                "shogun-log-collect-rice",
                player = say::who(s, &c),
                n = r,
                province = say::prov(data, &x),
                rule = rule("2.(6)")
            ));
        } else {
            let mut t = card.tax;
            if fx == Some(Effect::TaxMax5) {
                t = t.min(5);
            }
            if fx == Some(Effect::TaxMin6) {
                t = t.max(6);
            }
            t += bonus(Special::Tax);
            player_mut(n, &c)?.coins += t;
            log.push(msg!(
                "shogun-log-collect-tax",
                player = say::who(s, &c),
                n = t,
                province = say::prov(data, &x),
                rule = rule("2.(6)")
            ));
        }
        if markers == 0 {
            province_mut(n, &x)?.revolts = 1;
            log.push(msg!(
                "shogun-log-marker-placed",
                province = say::prov(data, &x),
                rule = rule("2.(6)")
            ));
        }
    } else {
        log.push(msg!(
            "shogun-log-lost-to-revolt",
            player = say::who(s, &c),
            province = say::prov(data, &x),
            rule = ruling(9)
        ));
    }
    Ok(resolution)
}

/// Rule 2.(6): recruit armies in the planned province.
fn recruit(
    data: &ShogunData,
    s: &State,
    n: &mut State,
    a: Recruit,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let (act, c, x) = acting(n)?;
    let small = n.event_effect(data) == Some(Effect::SmallRecruits);
    let mut k = match act {
        Act::Recruit5 => {
            if small {
                3
            } else {
                5
            }
        }
        Act::Recruit3 => {
            if small {
                2
            } else {
                3
            }
        }
        _ => 1,
    };
    if act == Act::Recruit5 && n.specials.get(&c) == Some(&Special::Recruit) {
        k += 1; // P11
    }
    if act != Act::Recruit1 && (a.to.is_some() || a.cubes > 0) {
        return Err(RuleError::input(
            "to",
            msg!("shogun-err-only-recruit-1-moves", rule = rule("2.(6)")),
        ));
    }
    pay(n, &c, act.cost())?;
    let p = player_mut(n, &c)?;
    let placed = k.min(p.supply); // P16: what is left, full price
    p.supply -= placed;
    province_mut(n, &x)?.cubes += placed;
    log.push(msg!(
        "shogun-log-recruit",
        player = say::who(s, &c),
        n = placed,
        province = say::prov(data, &x),
        cost = act.cost(),
        rule = rule(&act.rule())
    ));
    if act == Act::Recruit1 {
        match (&a.to, a.cubes) {
            (None, 0) => {}
            (None, _) => {
                return Err(RuleError::input("to", msg!("shogun-err-move-where")));
            }
            (Some(_), 0) => {
                return Err(RuleError::input("cubes", msg!("shogun-err-move-one")));
            }
            (Some(y), m) => {
                let y = data.card(n.side, y).map(|c| c.name).ok_or_else(|| {
                    RuleError::input(
                        "to",
                        msg!("shogun-err-unknown-province", province = y.clone()),
                    )
                })?;
                if !data.adjacent(n.side, &x, &y)
                    || n.provinces.get(&y).and_then(|p| p.owner.as_deref()) != Some(c.as_str())
                {
                    return Err(RuleError::forbidden(
                        "2.(6)",
                        msg!(
                            "shogun-err-not-own-neighbour",
                            to = say::prov(data, &y),
                            from = say::prov(data, &x)
                        ),
                    ));
                }
                let m = m as u32;
                let have = province_mut(n, &x)?.cubes;
                if m >= have {
                    return Err(RuleError::input(
                        "cubes",
                        msg!(
                            "shogun-err-move-at-most",
                            n = have.saturating_sub(1),
                            province = say::prov(data, &x)
                        ),
                    ));
                }
                province_mut(n, &x)?.cubes -= m;
                province_mut(n, &y)?.cubes += m;
                log.push(msg!(
                    "shogun-log-move",
                    player = say::who(s, &c),
                    n = m,
                    from = say::prov(data, &x),
                    to = say::prov(data, &y),
                    rule = say::and(rule("2.(6)"), ruling(28))
                ));
            }
        }
    }
    Ok(())
}

/// Rule 2.(6): the acting player cannot carry out the planned action.
fn skip(data: &ShogunData, s: &State, n: &mut State, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let why = impossible(data, n)
        .map(|(r, w)| say::paren(w, rule(&r)))
        .unwrap_or_default();
    let (act, c) = n
        .current()
        .ok_or_else(|| RuleError::forbidden("2.(6)", msg!("shogun-err-no-action")))?;
    log.push(msg!(
        "shogun-log-cannot",
        player = say::who(s, &c),
        act = say::act(act),
        why = why
    ));
    Ok(())
}

/// Rule 3.(2), 7.5: resolve one drawn winter revolt.
fn winter_revolt(
    data: &ShogunData,
    s: &State,
    n: &mut State,
    a: WinterRevolt,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Option<Resolution>, RuleError> {
    let mut resolution = None;
    let i = n
        .winter
        .iter()
        .position(|w| !w.drawn.is_empty())
        .ok_or_else(|| RuleError::forbidden("3.(2)", msg!("shogun-err-no-revolt-waiting")))?;
    let x = data
        .card(n.side, &a.province)
        .map(|c| c.name)
        .unwrap_or(a.province.clone());
    let Some(j) = n.winter[i].drawn.iter().position(|p| *p == x) else {
        return Err(RuleError::input(
            "province",
            msg!(
                "shogun-err-not-drawn",
                province = a.province.clone(),
                drawn = say::provs(data, &n.winter[i].drawn)
            ),
        ));
    };
    n.winter[i].drawn.remove(j);
    let c = n.winter[i].colour.clone();
    // P8: the table's peasants join every revolting province (default), or only the player's
    // first revolt with the "once" option.
    let first = n.winter[i].resolved == 0;
    let k = if n.options.winter_peasants_once && !first {
        0
    } else {
        n.winter[i].peasants
    };
    n.winter[i].resolved += 1;
    let prov = province_mut(n, &x)?.clone();
    if prov.owner.as_deref() == Some(c.as_str()) {
        // Rule 7.5: all cubes in X, one peasant per revolt marker, k peasants (P8).
        province_mut(n, &x)?.cubes = 0;
        let new = cubes_of(&[(c.as_str(), prov.cubes), (PEASANT, prov.revolts + k)]);
        throw(n, &new, a.out.as_deref(), dice, log)?;
        let r = settle(
            data,
            n,
            Kind::WinterRevolt,
            None,
            Some(&c),
            &x,
            prov.revolts > 0,
        );
        log.extend(r.log.clone());
        resolution = Some(r);
    } else {
        log.push(msg!(
            "shogun-log-no-longer",
            province = say::prov(data, &x),
            player = say::who(s, &c)
        ));
    }
    if n.winter.iter().all(|w| w.drawn_done && w.drawn.is_empty()) {
        n.phase = Phase::Scoring;
    } else if n.winter.iter().all(|w| w.drawn.is_empty()) {
        n.phase = Phase::WinterDraw;
    }
    Ok(resolution)
}

/// Fit the model tower to the logged and typed throws (ruling 1): the fitted model and its log line.
fn calibration(s: &State, a: Calibrate) -> Result<(tower::Model, crate::core::Msg), RuleError> {
    // P1: "extra throws" (typed, each run from an empty tower) join this game's logged throws
    // when the tower is real; a model tower's log is the model's own, so only typed throws fit.
    let extra = match &a.throws {
        Some(t) if !t.trim().is_empty() => tower::parse_throws("throws", t)?,
        _ => Vec::new(),
    };
    if extra.is_empty() && s.options.model_tower {
        return Err(RuleError::input(
            "throws",
            msg!("shogun-err-calibrate-model"),
        ));
    }
    let logged: &[tower::LoggedThrow] = if s.options.model_tower {
        &[]
    } else {
        &s.tower.log
    };
    let fit = tower::calibrate_runs(&[(logged, 0), (extra.as_slice(), 0)])?;
    let said = msg!(
        "shogun-log-calibrated",
        n = fit.throws,
        game = logged.len(),
        typed = extra.len(),
        stick = format!("{:.2} ± {:.2}", fit.model.stick, fit.stick_error),
        release = format!("{:.2} ± {:.2}", fit.model.release, fit.release_error),
        rule = ruling(1)
    );
    Ok((fit.model, said))
}

/// Virtual decks: the app shuffles and deals the action, special and (in spring) event cards.
fn deal_by_app(
    data: &ShogunData,
    n: &mut State,
    a: &Deal,
    spring: bool,
    dice: &mut dyn DiceSource,
) -> Result<(), RuleError> {
    for (k, v) in [
        ("action-order", &a.action_order),
        ("special-order", &a.special_order),
        ("events", &a.events),
    ] {
        if !v.is_empty() {
            return Err(RuleError::input(k, msg!("shogun-err-app-deals")));
        }
    }
    if spring {
        // Rule 3.10 / 8.4.1: 4 events face up from the shuffled deck.
        if n.year == 1 {
            let mut deck: Vec<String> = data.events.iter().map(|e| e.id.clone()).collect();
            tower::shuffle(&mut deck, dice)?;
            n.event_deck = deck;
        }
        n.events_up = n.event_deck.drain(..4.min(n.event_deck.len())).collect();
    }
    let mut acts = ACTS.to_vec();
    tower::shuffle(&mut acts, dice)?;
    n.action_order = acts;
    let mut sp = SPECIALS.to_vec();
    tower::shuffle(&mut sp, dice)?;
    n.special_order = sp;
    Ok(())
}

/// The cards typed under `key`, each read by `parse` and none twice (rule 5.1: a deck holds each card
/// once).
fn distinct_cards<T: PartialEq>(
    key: &str,
    typed: &[String],
    parse: impl Fn(&str) -> Option<T>,
    unknown: impl Fn(String) -> crate::core::Msg,
) -> Result<Vec<T>, RuleError> {
    let mut out = Vec::new();
    for t in typed {
        let card = parse(t).ok_or_else(|| RuleError::input(key, unknown(t.clone())))?;
        if out.contains(&card) {
            return Err(RuleError::input(
                key,
                msg!("shogun-err-twice", value = t.clone()),
            ));
        }
        out.push(card);
    }
    Ok(out)
}

/// Real decks: the players type the cards dealt (rules 5.1, 1.(6)).
fn deal_typed(data: &ShogunData, n: &mut State, a: &Deal, spring: bool) -> Result<(), RuleError> {
    // Rule 5.1: cards 1–5 are face up at the deal, 6–10 face down until each is turned (rule
    // 5.6.4, typed then with `turn-action`). All 10 at once is still read, as older sessions did.
    if a.action_order.len() != 5 && a.action_order.len() != 10 {
        return Err(RuleError::input(
            "action-order",
            msg!("shogun-err-action-order", rule = rule("2.(1)")),
        ));
    }
    let acts = distinct_cards("action-order", &a.action_order, Act::parse, |t| {
        msg!("shogun-err-unknown-act", card = t)
    })?;
    if a.special_order.len() != 5 {
        return Err(RuleError::input(
            "special-order",
            msg!("shogun-err-special-order"),
        ));
    }
    let sp = distinct_cards("special-order", &a.special_order, Special::parse, |t| {
        msg!("shogun-err-unknown-special", card = t)
    })?;
    if spring {
        if a.events.len() != 4 {
            return Err(RuleError::input("events", msg!("shogun-err-events-four")));
        }
        let mut ev = Vec::new();
        for t in &a.events {
            let e = data.event(t).ok_or_else(|| {
                RuleError::input("events", msg!("shogun-err-unknown-event", card = t.clone()))
            })?;
            if ev.contains(&e.id) || n.event_deck.contains(&e.id) {
                return Err(RuleError::input(
                    "events",
                    msg!("shogun-err-event-unavailable", card = t.clone()),
                ));
            }
            ev.push(e.id.clone());
        }
        // event_deck records the cards already used (shadow mode).
        n.event_deck.extend(ev.iter().cloned());
        n.events_up = ev;
    } else if !a.events.is_empty() {
        return Err(RuleError::input(
            "events",
            msg!("shogun-err-events-spring", rule = rule("1.(6)")),
        ));
    }
    n.action_order = acts;
    n.special_order = sp;
    Ok(())
}

fn deal(
    data: &ShogunData,
    n: &mut State,
    a: Deal,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let spring = n.season == 0;
    if n.options.virtual_decks {
        deal_by_app(data, n, &a, spring, dice)?;
    } else {
        deal_typed(data, n, &a, spring)?;
    }
    log.push(msg!(
        "shogun-log-acts-up",
        acts = Msg::join(
            n.action_order.iter().take(5).map(|a| say::act(*a)),
            Sep::Comma
        ),
        rule = rule("2.(1)")
    ));
    log.push(msg!(
        "shogun-log-specials",
        specials = Msg::join(n.special_order.iter().map(|a| say::special(*a)), Sep::Comma),
        rule = rule("2.(2)")
    ));
    if spring {
        log.push(msg!(
            "shogun-log-events-up",
            events = Msg::join(n.events_up.iter().map(|e| say::event(data, e)), Sep::Comma),
            rule = rule("1.(6)")
        ));
    }
    Ok(())
}

/// Rule 2.(3): a card placed on a plan space: "chest", or a province the player holds.
fn plan_card(
    data: &ShogunData,
    n: &State,
    names: &say::Names,
    held: &[String],
    c: &str,
    key: &str,
    t: &str,
) -> Result<String, RuleError> {
    let t = t.trim();
    if t.eq_ignore_ascii_case("chest") {
        return Ok("chest".into());
    }
    let name = data
        .card(n.side, t)
        .map(|c| c.name)
        .ok_or_else(|| RuleError::input(key, msg!("shogun-err-unknown-province", province = t)))?;
    if !held.contains(&name) {
        return Err(RuleError::input(
            key,
            msg!(
                "shogun-err-not-held",
                player = names.who(c),
                province = say::prov(data, &name)
            ),
        ));
    }
    Ok(name)
}

/// Rule 5.3: the bid space and what is stored for it.
fn plan_bid(
    data: &ShogunData,
    names: &say::Names,
    held: &[String],
    c: &str,
    bid: &str,
    norm: &dyn Fn(&str, &str) -> Result<String, RuleError>,
) -> Result<(Bid, String), RuleError> {
    let bid_text = bid.trim().to_string();
    let bid_lower = bid_text.to_ascii_lowercase();
    // Rule 5.3: the bid space takes a chest card (its value 0..4 is the bid), one province card
    // (named, since it returns to hand unused, P26), or nothing. A bare "chest" or "card" says neither.
    let (bid, bid_store) = match bid_lower.as_str() {
        "chest" => {
            return Err(RuleError::input(
                "bid",
                msg!("shogun-err-bid-chest", rule = rule("2.(3)")),
            ));
        }
        "card" | "province" => {
            return Err(RuleError::input(
                "bid",
                msg!(
                    "shogun-err-bid-card",
                    player = names.who(c),
                    cards = say::provs(data, held),
                    rule = rule("2.(3)")
                ),
            ));
        }
        _ => match Bid::parse("bid", &bid_text) {
            Ok(b) => (b, b.text()),
            Err(_) => (Bid::Card, norm("bid", &bid_text)?),
        },
    };
    Ok((bid, bid_store))
}

fn plan(data: &ShogunData, n: &mut State, a: PlanIn, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let names = say::Names::of(n);
    let c = a.player.trim().to_ascii_lowercase();
    if n.player(&c).is_none() {
        return Err(RuleError::input(
            "player",
            msg!(
                "shogun-err-not-at-table-players",
                player = c.clone(),
                players = names.whos(&n.colours(), Sep::Comma)
            ),
        ));
    }
    if n.plans.contains_key(&c) {
        return Err(RuleError::forbidden(
            "2.(3)",
            msg!("shogun-err-planned-already", player = names.who(&c)),
        ));
    }
    let held = n.holdings(&c);
    let mut used: Vec<String> = Vec::new();
    let mut chests = 0u32;
    let norm = |key: &str, t: &str| plan_card(data, n, &names, &held, &c, key, t);
    let (bid, bid_store) = plan_bid(data, &names, &held, &c, &a.bid, &norm)?;
    if bid == Bid::Card {
        used.push(bid_store.clone());
    }
    if let Bid::Chest(_) = bid {
        chests += 1;
    }
    let mut spaces = BTreeMap::new();
    let vals = [
        a.castle,
        a.temple,
        a.theatre,
        a.rice,
        a.tax,
        a.recruit_5,
        a.recruit_3,
        a.recruit_1,
        a.war_a,
        a.war_b,
    ];
    for (act, v) in ACTS.iter().zip(vals) {
        // An empty space may be left out or typed as "empty" / "none" (the plan's help, P26).
        let Some(v) = v.filter(|v| {
            let t = v.trim();
            !(t.is_empty() || t.eq_ignore_ascii_case("empty") || t.eq_ignore_ascii_case("none"))
        }) else {
            continue;
        };
        let x = norm(act.key(), &v)?;
        if x == "chest" {
            chests += 1;
        } else {
            if used.contains(&x) {
                return Err(RuleError::input(
                    act.key(),
                    msg!(
                        "shogun-err-card-placed",
                        province = say::prov(data, &x),
                        rule = rule("2.(3)")
                    ),
                ));
            }
            used.push(x.clone());
        }
        spaces.insert(*act, x);
    }
    if chests > 5 {
        return Err(RuleError::input(
            "bid",
            msg!("shogun-err-five-chests", rule = rule("1.(2)")),
        ));
    }
    // Rule 5.3 / P26: with 11 or more cards every space is filled.
    let cards = held.len() as u32 + 5;
    let filled = spaces.len() as u32 + u32::from(bid != Bid::None);
    if cards >= 11 && filled < 11 {
        return Err(RuleError::forbidden(
            "2.(3)",
            msg!(
                "shogun-err-fill-all",
                player = names.who(&c),
                n = cards,
                filled = filled,
                rule = ruling(26)
            ),
        ));
    }
    let payload = serde_json::to_string(&(&bid_store, &spaces)).unwrap_or_default();
    let salt = a
        .salt
        .unwrap_or_else(|| format!("{}-{}-{}-{c}", n.year, n.season, n.players.len()));
    let commitment = crate::core::commit::commitment(&salt, &payload);
    log.push(msg!(
        "shogun-log-planned",
        player = names.who(&c),
        commitment = crate::core::commit::short(&commitment)
    ));
    n.plans.insert(
        c,
        Plan {
            bid: bid_store,
            spaces,
            commitment,
        },
    );
    Ok(())
}

fn reveal(
    data: &ShogunData,
    n: &mut State,
    a: Reveal,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Resolution, RuleError> {
    let names = say::Names::of(n);
    // Rule 5 phase 4: one of the face-up events, drawn blind.
    let ev = if n.options.virtual_decks {
        if a.event.is_some() {
            return Err(RuleError::input(
                "event",
                msg!("shogun-err-app-draws-event"),
            ));
        }
        if n.events_up.is_empty() {
            return Err(RuleError::forbidden(
                "2.(4)",
                msg!("shogun-err-no-event-up"),
            ));
        }
        let i = tower::uniform(n.events_up.len(), dice)?;
        n.events_up.remove(i)
    } else {
        let t = a
            .event
            .ok_or_else(|| RuleError::input("event", msg!("shogun-err-event-required")))?;
        let id = data.event(&t).map(|e| e.id.clone()).unwrap_or(t.clone());
        let i = n.events_up.iter().position(|e| *e == id).ok_or_else(|| {
            RuleError::input(
                "event",
                msg!(
                    "shogun-err-event-not-up",
                    card = t.clone(),
                    up = Msg::join(n.events_up.iter().map(|e| say::event(data, e)), Sep::Comma)
                ),
            )
        })?;
        n.events_up.remove(i)
    };
    log.push(msg!(
        "shogun-log-event",
        event = say::event(data, &ev),
        rule = rule("2.(4)")
    ));
    n.event = Some(ev);
    // Rule 5 phase 5.
    let mut bids: Vec<(String, Bid)> = Vec::new();
    for p in &n.players {
        let b = &n
            .plans
            .get(&p.colour)
            .ok_or_else(|| {
                RuleError::forbidden(
                    "2.(3)",
                    msg!("shogun-err-not-planned", player = names.who(&p.colour)),
                )
            })?
            .bid;
        bids.push((p.colour.clone(), Bid::parse("bid", b).unwrap_or(Bid::Card)));
    }
    let coins: BTreeMap<String, u32> = n
        .players
        .iter()
        .map(|p| (p.colour.clone(), p.coins))
        .collect();
    for (c, b) in &bids {
        log.push(match b {
            Bid::Card => msg!(
                "shogun-log-bids-card",
                player = names.who(c),
                province = say::prov(data, &n.plans[c].bid)
            ),
            other => msg!("shogun-log-bids", player = names.who(c), bid = other.msg()),
        });
    }
    // Rule 5.5.3: ties are drawn with the daimyo cards; with real decks the table types the draw.
    let ties: Vec<String> = a
        .ties
        .iter()
        .map(|t| t.trim().to_ascii_lowercase())
        .filter(|t| !t.is_empty())
        .collect();
    // Ruling: with real decks and no draw typed, the app draws (as sessions before the `ties` key
    // did, so their journals replay); the prompt asks the table to type its draw.
    let r = if n.options.virtual_decks || ties.is_empty() {
        if !ties.is_empty() {
            return Err(RuleError::input("ties", msg!("shogun-err-app-draws-ties")));
        }
        super::procedures::turn_order_res(&bids, &coins, dice)?
    } else {
        super::procedures::turn_order_res_with(&bids, &coins, Some(&ties), dice)?
    };
    let order: Vec<String> = serde_json::from_value(r.result["order"].clone()).unwrap_or_default();
    let paid: BTreeMap<String, u32> =
        serde_json::from_value(r.result["paid"].clone()).unwrap_or_default();
    for (c, k) in &paid {
        if let Some(p) = n.player_mut(c) {
            p.coins = p.coins.saturating_sub(*k);
        }
    }
    log.extend(r.log.clone());
    n.bid_order = order;
    n.seats.clear();
    n.specials.clear();
    n.phase = Phase::Seating;
    Ok(r)
}

/// Rules 1.(1), 2.(4), 2.(6): the province a war goes to is in play, next to the planned one and
/// not protected by the temple event.
fn war_target(
    data: &ShogunData,
    n: &State,
    a: &War,
    c: &str,
    x: &str,
) -> Result<String, RuleError> {
    let y = data.card(n.side, &a.to).map(|c| c.name).ok_or_else(|| {
        RuleError::input(
            "to",
            msg!("shogun-err-unknown-province", province = a.to.clone()),
        )
    })?;
    if !war_targets(data, n, c, x).contains(&y) {
        // Rule 3.2 / P21: with 3 players the 8 marked provinces are out of play (no card, no entry);
        // rule 2.6 E3/E4: a temple province of another player is protected during the temple event.
        return Err(if !n.provinces.contains_key(&y) {
            RuleError::forbidden(
                "1.(1)",
                msg!(
                    "shogun-err-out-of-play",
                    province = say::prov(data, &y),
                    n = n.players.len(),
                    rule = ruling(21)
                ),
            )
        } else if data.adjacent(n.side, x, &y) {
            RuleError::forbidden(
                "2.(4)",
                msg!("shogun-err-temple-safe", province = say::prov(data, &y)),
            )
        } else {
            RuleError::forbidden(
                "2.(6)",
                msg!(
                    "shogun-err-not-next",
                    to = say::prov(data, &y),
                    from = say::prov(data, x)
                ),
            )
        });
    }
    Ok(y)
}

/// Rules 2.(2), 2.(4), 7.2: war on another player's province `y`: `m` attacking cubes (the attack
/// card's extra included) against the defender's cubes and extras, through the tower.
#[allow(clippy::too_many_arguments)]
fn invade(
    data: &ShogunData,
    n: &mut State,
    a: &War,
    (c, q): (&str, &str),
    y: &str,
    m: u32,
    fx: Option<Effect>,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Resolution, RuleError> {
    if a.defence_extra && n.specials.get(q) != Some(&Special::Defence) {
        return Err(RuleError::forbidden(
            "2.(2)",
            msg!(
                "shogun-err-no-defence-card",
                player = say::Names::of(n).who(q)
            ),
        ));
    }
    if a.castle_extra && !(fx == Some(Effect::CastleDefence) && province_mut(n, y)?.castle) {
        return Err(RuleError::forbidden(
            "2.(4)",
            msg!("shogun-err-castle-event"),
        ));
    }
    let mut extra = u32::from(a.defence_extra) + u32::from(a.castle_extra);
    let qp = player_mut(n, q)?;
    extra = extra.min(qp.supply);
    qp.supply -= extra;
    let yp = province_mut(n, y)?;
    let dcubes = std::mem::take(&mut yp.cubes);
    let marker = yp.revolts > 0;
    let new = cubes_of(&[(c, m), (q, dcubes + extra)]);
    throw(n, &new, a.out.as_deref(), dice, log)?;
    Ok(settle(data, n, Kind::Invasion, Some(c), Some(q), y, marker))
}

/// Rules 5.(2), 7.3: war on the neutral province `y`: `m` attacking cubes against the peasants.
#[allow(clippy::too_many_arguments)]
fn expand(
    data: &ShogunData,
    n: &mut State,
    a: &War,
    c: &str,
    y: &str,
    m: u32,
    fx: Option<Effect>,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Resolution, RuleError> {
    if a.defence_extra || a.castle_extra {
        return Err(RuleError::input(
            "defence-extra",
            msg!("shogun-err-neutral-no-defender", rule = rule("5.(2)")),
        ));
    }
    // Rule 7.3 / P13: 1 peasant; under E11 2 in all (or 1 + 2 with the "add" option).
    let k = match (fx == Some(Effect::TwoPeasants), n.options.e11_adds) {
        (false, _) => 1,
        (true, false) => 2,
        (true, true) => 3,
    };
    let new = cubes_of(&[(c, m), (PEASANT, k)]);
    throw(n, &new, a.out.as_deref(), dice, log)?;
    Ok(settle(data, n, Kind::Expansion, Some(c), None, y, false))
}

fn war_action(
    data: &ShogunData,
    n: &mut State,
    a: War,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Option<Resolution>, RuleError> {
    let names = say::Names::of(n);
    let (_, c, x) = acting(n)?;
    let y = war_target(data, n, &a, &c, &x)?;
    let m = a.cubes as u32;
    let have = province_mut(n, &x)?.cubes;
    if m >= have {
        return Err(RuleError::input(
            "cubes",
            msg!(
                "shogun-err-move-at-most",
                n = have.saturating_sub(1),
                province = say::prov(data, &x)
            ),
        ));
    }
    let owner = province_mut(n, &y)?.owner.clone();
    let fx = n.event_effect(data);
    if owner.as_deref() == Some(c.as_str()) {
        if a.attack_extra || a.defence_extra || a.castle_extra || a.out.is_some() {
            return Err(RuleError::input(
                "to",
                msg!(
                    "shogun-err-plain-move",
                    province = say::prov(data, &y),
                    player = names.who(&c),
                    rule = ruling(29)
                ),
            ));
        }
        province_mut(n, &x)?.cubes -= m;
        province_mut(n, &y)?.cubes += m;
        log.push(msg!(
            "shogun-log-move",
            player = names.who(&c),
            n = m,
            from = say::prov(data, &x),
            to = say::prov(data, &y),
            rule = say::and(rule("2.(6)"), ruling(29))
        ));
        return Ok(None);
    }
    let specials = n.specials.clone();
    let holds = |who: &str, sp: Special| specials.get(who) == Some(&sp);
    if a.attack_extra && !holds(&c, Special::Attack) {
        return Err(RuleError::forbidden(
            "2.(2)",
            msg!("shogun-err-no-attack-card", player = names.who(&c)),
        ));
    }
    let attack_extra = u32::from(a.attack_extra && player_mut(n, &c)?.supply > 0);
    province_mut(n, &x)?.cubes -= m;
    player_mut(n, &c)?.supply -= attack_extra;
    let res = match owner {
        Some(q) => invade(data, n, &a, (&c, &q), &y, m + attack_extra, fx, dice, log)?,
        None => expand(data, n, &a, &c, &y, m + attack_extra, fx, dice, log)?,
    };
    log.extend(res.log.clone());
    Ok(Some(res))
}

fn winter(data: &ShogunData, n: &mut State, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let names = say::Names::of(n);
    // Rule 8 phase 1: the one event card left face up gives the loss.
    let ev = n.events_up.first().cloned();
    let loss = ev
        .as_deref()
        .and_then(|e| data.event(e))
        .map(|e| e.rice_loss)
        .unwrap_or(0);
    log.push(msg!(
        "shogun-log-winter",
        event = ev
            .as_deref()
            .map(|e| say::event(data, e))
            .unwrap_or_else(|| Msg::plain("?")),
        n = loss,
        rule = rule("3.(1)")
    ));
    n.winter.clear();
    // Rule 8.2.3: autumn turn order.
    let order = if n.turn.is_empty() {
        n.colours()
    } else {
        n.turn.clone()
    };
    for c in order {
        let held = n.holdings(&c).len() as u32;
        let rice = n.player(&c).map(|p| p.rice).unwrap_or(0);
        let w = war::winter(data, held, rice, loss, n.options.literal_winter);
        player_mut(n, &c)?.rice = w.rice_after;
        log.push(msg!(
            "shogun-log-winter-player",
            player = names.who(&c),
            rice = rice,
            after = w.rice_after,
            cards = held,
            shortage = w.shortage,
            revolts = w.revolting_provinces,
            rule = rule("3.(2)")
        ));
        if w.revolting_provinces > 0 {
            n.winter.push(super::state::WinterEntry {
                colour: c,
                count: w.revolting_provinces,
                peasants: w.peasant_cubes,
                drawn: vec![],
                drawn_done: false,
                resolved: 0,
            });
        }
    }
    n.phase = if n.winter.is_empty() {
        Phase::Scoring
    } else {
        Phase::WinterDraw
    };
    Ok(())
}

fn winter_draw(
    data: &ShogunData,
    n: &mut State,
    a: WinterDraw,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let names = say::Names::of(n);
    let i = n
        .winter
        .iter()
        .position(|w| !w.drawn_done)
        .ok_or_else(|| RuleError::forbidden("3.(2)", msg!("shogun-err-no-draw-waiting")))?;
    let c = n.winter[i].colour.clone();
    let mut held = n.holdings(&c);
    let k = (n.winter[i].count as usize).min(held.len());
    let drawn: Vec<String> = if n.options.virtual_decks {
        if !a.provinces.is_empty() {
            return Err(RuleError::input("provinces", msg!("shogun-err-app-draws")));
        }
        // P5: uniform, without replacement.
        let mut v = Vec::new();
        for _ in 0..k {
            let j = tower::uniform(held.len(), dice)?;
            v.push(held.remove(j));
        }
        v
    } else {
        if a.provinces.len() != k {
            return Err(RuleError::input(
                "provinces",
                msg!("shogun-err-draw-count", n = k, player = names.who(&c)),
            ));
        }
        let mut v = Vec::new();
        for t in &a.provinces {
            let name = data.card(n.side, t).map(|c| c.name).unwrap_or(t.clone());
            if !held.contains(&name) || v.contains(&name) {
                return Err(RuleError::input(
                    "provinces",
                    msg!(
                        "shogun-err-not-their-card",
                        province = t.clone(),
                        player = names.who(&c)
                    ),
                ));
            }
            v.push(name);
        }
        v
    };
    log.push(msg!(
        "shogun-log-winter-draw",
        drawer = names.who(&n.left_of(&c)),
        player = names.who(&c),
        drawn = say::provs(data, &drawn),
        rule = say::and(rule("3.(2)"), ruling(5))
    ));
    n.winter[i].drawn = drawn;
    n.winter[i].drawn_done = true;
    n.phase = if n.winter[i].drawn.is_empty() {
        if n.winter.iter().all(|w| w.drawn_done) {
            Phase::Scoring
        } else {
            Phase::WinterDraw
        }
    } else {
        Phase::WinterRevolt
    };
    Ok(())
}

fn score_year(
    data: &ShogunData,
    n: &mut State,
    log: &mut Vec<Msg>,
) -> Result<Resolution, RuleError> {
    let board: Vec<ScoredProvince> = n
        .provinces
        .iter()
        .map(|(name, p)| ScoredProvince {
            name: name.clone(),
            owner: p.owner.clone(),
            castle: p.castle,
            temple: p.temple,
            theatre: p.theatre,
        })
        .collect();
    let r = super::procedures::score_res(data, n.side, &board)?;
    let s = war::score(data, n.side, &board)?;
    let mut year = BTreeMap::new();
    for p in &mut n.players {
        let pts = s.get(&p.colour).map(|b| b.total).unwrap_or(0);
        p.score += pts;
        year.insert(p.colour.clone(), pts);
    }
    log.extend(r.log.clone());
    n.year_scores.insert(n.year, year);
    if n.year >= 2 {
        // Rule 10: highest score, then most coins; still tied = shared (P22).
        let best = n
            .players
            .iter()
            .map(|p| (p.score, p.coins))
            .max()
            .unwrap_or((0, 0));
        n.winners = n
            .players
            .iter()
            .filter(|p| (p.score, p.coins) == best)
            .map(|p| p.colour.clone())
            .collect();
        log.push(super::view::game_over_words(n));
        n.phase = Phase::Over;
    } else {
        // Rule 8 phase 4: prepare year 2.
        n.events_up.clear();
        for p in &mut n.players {
            p.rice = 0;
        }
        for p in n.provinces.values_mut() {
            p.revolts = 0;
        }
        n.specials.clear();
        n.seats.clear();
        n.turn.clear();
        n.winter.clear();
        n.year = 2;
        n.season = 0;
        n.phase = Phase::Deal;
        log.push(msg!("shogun-log-year-two", rule = rule("3.(4)")));
    }
    Ok(r)
}

/// Province cards in the bank that are not face up (the draft deck, as far as the app knows).
fn bank_cards(n: &State) -> Vec<String> {
    let up = n
        .draft
        .as_ref()
        .map(|d| d.face_up.clone())
        .unwrap_or_default();
    n.provinces
        .iter()
        .filter(|(name, p)| p.owner.is_none() && !up.contains(name))
        .map(|(name, _)| name.clone())
        .collect()
}

fn draft_deal(
    data: &ShogunData,
    n: &mut State,
    a: DraftDeal,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let virtual_decks = n.options.virtual_decks;
    let bank = bank_cards(n);
    let d = n.draft.get_or_insert_with(Default::default);
    if virtual_decks {
        if !a.face_up.is_empty() {
            return Err(RuleError::input("face-up", msg!("shogun-err-app-deals")));
        }
        // Rule 3.4 / P4: the cards in use, shuffled with d6 draws.
        let mut deck = bank;
        tower::shuffle(&mut deck, dice)?;
        d.face_up = deck.drain(..2.min(deck.len())).collect();
        d.deck = deck;
    } else {
        let want = 2.min(bank.len());
        if a.face_up.len() != want {
            return Err(RuleError::input(
                "face-up",
                msg!("shogun-err-face-up-count", n = want),
            ));
        }
        let mut up = Vec::new();
        for t in &a.face_up {
            let name = data.card(n.side, t).map(|c| c.name).unwrap_or(t.clone());
            if !bank.contains(&name) || up.contains(&name) {
                return Err(RuleError::input(
                    "face-up",
                    msg!("shogun-err-not-in-deck", province = t.clone()),
                ));
            }
            up.push(name);
        }
        d.face_up = up;
    }
    log.push(msg!(
        "shogun-log-face-up",
        cards = say::provs(data, &d.face_up),
        rule = rule("1.(3)")
    ));
    n.phase = Phase::Draft;
    Ok(())
}

/// Rule 3.6.2: the card a drafter takes, face up (the top deck card, or the card the players turn,
/// replaces it) or from the deck; true when it was face up. `name`: the card typed, None for
/// "deck".
#[allow(clippy::too_many_arguments)]
fn draft_card(
    data: &ShogunData,
    side: super::data::Side,
    d: &mut super::state::Draft,
    a: &DraftTake,
    name: Option<String>,
    bank: &[String],
    virtual_decks: bool,
) -> Result<(String, bool), RuleError> {
    let card_text = a.card.trim();
    let from_face_up = name.as_ref().is_some_and(|x| d.face_up.contains(x));
    let taken = if from_face_up {
        let x = name.clone().unwrap_or_default();
        d.face_up.retain(|f| *f != x);
        // Rule 3.6.2: the top deck card replaces it.
        if virtual_decks {
            if a.turned.is_some() {
                return Err(RuleError::input("turned", msg!("shogun-err-app-turns")));
            }
            if !d.deck.is_empty() {
                d.face_up.push(d.deck.remove(0));
            }
        } else if !bank.is_empty() {
            let t = a
                .turned
                .as_deref()
                .ok_or_else(|| RuleError::input("turned", msg!("shogun-err-turned-required")))?;
            let t = data.card(side, t).map(|c| c.name).unwrap_or(t.to_string());
            if !bank.contains(&t) {
                return Err(RuleError::input(
                    "turned",
                    msg!("shogun-err-not-in-deck", province = t.clone()),
                ));
            }
            d.face_up.push(t);
        }
        d.since_taken = 0;
        x
    } else {
        if a.turned.is_some() {
            return Err(RuleError::input("turned", msg!("shogun-err-turned-only")));
        }
        let x = if virtual_decks {
            if name.is_some() {
                return Err(RuleError::input(
                    "card",
                    msg!("shogun-err-not-face-up", province = card_text),
                ));
            }
            if d.deck.is_empty() {
                return Err(RuleError::input("card", msg!("shogun-err-deck-empty")));
            }
            d.deck.remove(0)
        } else {
            let x =
                name.ok_or_else(|| RuleError::input("card", msg!("shogun-err-card-from-deck")))?;
            if !bank.contains(&x) {
                return Err(RuleError::input(
                    "card",
                    msg!("shogun-err-not-in-deck", province = x.clone()),
                ));
            }
            x
        };
        d.since_taken += 1;
        x
    };
    Ok((taken, from_face_up))
}

/// P15: a full round without a face-up card taken: both go under the deck, two new ones (rule
/// 1.(4), ruling 15).
fn new_face_up(data: &ShogunData, n: &mut State, d: &mut super::state::Draft, log: &mut Vec<Msg>) {
    log.push(msg!(
        "shogun-log-draft-cycle",
        cards = say::provs(data, &d.face_up),
        rule = say::and(rule("1.(4)"), ruling(15))
    ));
    let old = std::mem::take(&mut d.face_up);
    d.since_taken = 0;
    if n.options.virtual_decks {
        d.deck.extend(old);
        d.face_up = d.deck.drain(..2.min(d.deck.len())).collect();
        log.push(msg!(
            "shogun-log-face-up",
            cards = say::provs(data, &d.face_up),
            rule = rule("1.(4)")
        ));
    } else {
        n.phase = Phase::DraftDeal;
    }
}

fn draft_take(
    data: &ShogunData,
    n: &mut State,
    a: DraftTake,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let names = say::Names::of(n);
    let virtual_decks = n.options.virtual_decks;
    let bank = bank_cards(n);
    let players = n.players.len();
    let mut d = n
        .draft
        .clone()
        .ok_or_else(|| RuleError::forbidden("1.(4)", msg!("shogun-err-no-draft")))?;
    let c = n
        .players
        .get(d.turn)
        .ok_or_else(|| RuleError::forbidden("1.(4)", msg!("shogun-err-no-drafter")))?
        .colour
        .clone();
    let portion = a.portion as u32;
    let left = d.portions.entry(c.clone()).or_default();
    let Some(i) = left.iter().position(|p| *p == portion) else {
        return Err(RuleError::input(
            "portion",
            msg!(
                "shogun-err-no-portion",
                player = names.who(&c),
                n = portion,
                left = Msg::join(left.iter().map(|p| Msg::plain(p.to_string())), Sep::Comma)
            ),
        ));
    };
    let card_text = a.card.trim();
    let name = if card_text.eq_ignore_ascii_case("deck") {
        None
    } else {
        Some(
            data.card(n.side, card_text)
                .map(|c| c.name)
                .ok_or_else(|| {
                    RuleError::input(
                        "card",
                        msg!("shogun-err-unknown-province", province = card_text),
                    )
                })?,
        )
    };
    let (taken, from_face_up) = draft_card(data, n.side, &mut d, &a, name, &bank, virtual_decks)?;
    if let Some(left) = d.portions.get_mut(&c) {
        left.remove(i);
    }
    let prov = n.provinces.get_mut(&taken).ok_or_else(|| {
        RuleError::input(
            "card",
            msg!("shogun-err-not-in-play", province = taken.clone()),
        )
    })?;
    prov.owner = Some(c.clone());
    prov.cubes = portion;
    let p = player_mut(n, &c)?;
    p.supply = p.supply.checked_sub(portion).ok_or_else(|| {
        RuleError::forbidden(
            "1.(4)",
            msg!(
                "shogun-err-portion-supply",
                player = names.who(&c),
                n = p.supply,
                portion = portion
            ),
        )
    })?;
    log.push(if from_face_up {
        msg!(
            "shogun-log-draft-face-up",
            player = names.who(&c),
            province = say::prov(data, &taken),
            n = portion,
            rule = rule("1.(4)")
        )
    } else {
        msg!(
            "shogun-log-draft-deck",
            player = names.who(&c),
            province = say::prov(data, &taken),
            n = portion,
            rule = rule("1.(4)")
        )
    });
    let done = d.portions.values().all(Vec::is_empty);
    if !done && d.since_taken as usize >= players {
        new_face_up(data, n, &mut d, log);
    }
    d.turn = (d.turn + 1) % players;
    let _ = dice;
    n.draft = Some(d);
    if done {
        log.push(msg!("shogun-log-draft-done", rule = rule("1.(4)")));
        n.phase = Phase::Prime;
    }
    Ok(())
}
