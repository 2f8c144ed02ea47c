//! Issue 25 "every game" for Shogun: seeded games played to their end from the prompts with random
//! legal inputs (every set-up choice: 3–5 players, sun and moon, designated start and draft, virtual and
//! typed decks, model and typed tower). After every step the game's invariants hold (rule 2.1: 62 cubes
//! of each colour in supply, provinces, tower or tray; rule 7.1: a neutral province is empty, an own one
//! holds a cube; buildings within slots and stock; the provinces in play never change; scores never
//! fall), `check_state` accepts the state, there is always a legal action before the end, refusals are
//! not journaled, and replaying the journal gives the live state.
//!
//! A quick count runs in `cargo test`; `GUNBAI_RANDOM_GAMES=200` plays more.
//!
//! Issue 19 item 10 (b): seeded random edits of Shogun states never make `state_from_json` + `apply`
//! panic; a state `check_state` accepts is one `apply` can take (errors, not panics).

use std::collections::{BTreeMap, BTreeSet};

use gunbai_session::Session;
use gunbai_session::core::ruleset::AnyState;
use gunbai_session::core::{ActionCall, DiceSource, Game, RuleError, SeededDice, Setup};
use gunbai_session::games::shogun::state::{ACTS, Building, Prov, State};
use gunbai_session::games::shogun::{Phase, tower, war};
use gunbai_session::games::{self};
use serde_json::Value;

/// A small deterministic generator (xorshift64*), so the test needs no extra crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
    fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[self.below(v.len())].clone())
        }
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

fn games_to_play(quick: usize) -> usize {
    std::env::var("GUNBAI_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(quick)
}

fn st(s: &Session) -> &State {
    s.state().downcast_ref::<State>().unwrap()
}

fn values(g: &dyn Game, s: &AnyState, action: &str, key: &str) -> Vec<String> {
    g.candidates(s, action, key)
        .into_iter()
        .map(|c| c.value)
        .collect()
}

/// Cubes typed as "out" of a real tower: any part of what is inside or in the tray (always possible,
/// since the tray is thrown again and stuck cubes may fall).
fn typed_out(s: &State, extra: &[(&str, u32)], r: &mut Rng) -> String {
    let mut pool = s.tower.inside.clone();
    tower::add(&mut pool, &s.tower.tray);
    for (c, k) in extra {
        *pool.entry(c.to_string()).or_insert(0) += k;
    }
    let parts: Vec<String> = pool
        .iter()
        .map(|(c, k)| format!("{c}:{}", r.below(*k as usize + 1)))
        .collect();
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(",")
    }
}

/// A random plan within the rules of rule 5.3: 5 chest cards, each province card once, every space
/// filled with 11 cards or more.
fn plan(s: &State, c: &str, r: &mut Rng) -> Vec<(&'static str, Value)> {
    let mut held = s.holdings(c);
    r.shuffle(&mut held);
    let must_fill = held.len() + 5 >= 11;
    let mut chests = 0;
    let bid = match r.below(4) {
        0 if !held.is_empty() => held.pop().unwrap_or_default(),
        1 if !must_fill => "none".to_string(),
        _ => {
            chests += 1;
            r.below(5).to_string()
        }
    };
    let mut v: Vec<(&'static str, Value)> = vec![("player", c.into()), ("bid", bid.into())];
    let mut keys: Vec<&'static str> = ACTS.iter().map(|a| a.key()).collect();
    r.shuffle(&mut keys);
    for k in keys {
        if let Some(p) = held.pop() {
            v.push((k, p.into()));
        } else if chests < 5 && (must_fill || r.chance(2)) {
            chests += 1;
            v.push((k, "chest".into()));
        } else if r.chance(3) {
            v.push((k, "empty".into()));
        }
    }
    v
}

/// Who acts now and the province planned (empty when a damaged state has none).
fn here(state: &State) -> (String, Prov) {
    let Some((act, who)) = state.current() else {
        return (String::new(), Prov::default());
    };
    let x = state.planned(&who, act).unwrap_or_default();
    let p = state.provinces.get(&x).cloned().unwrap_or_default();
    (who, p)
}

/// The inputs of one try of `name`, from the prompt's presets and the ruleset's candidates.
fn inputs(g: &dyn Game, s: &AnyState, name: &str, r: &mut Rng) -> ActionCall {
    let state = s.downcast_ref::<State>().unwrap();
    let real_decks = !state.options.virtual_decks;
    let real_tower = !state.options.model_tower;
    let mut c = ActionCall::new(name);
    let list = |v: Vec<String>| Value::from(v.join(","));
    match name {
        "draft-deal" if real_decks => {
            let mut v = values(g, s, name, "face-up");
            r.shuffle(&mut v);
            v.truncate(2);
            c = c.with("face-up", list(v));
        }
        "draft" => {
            let card = r
                .pick(&values(g, s, name, "card"))
                .unwrap_or_else(|| "deck".into());
            let portion = r.pick(&values(g, s, name, "portion")).unwrap_or_default();
            c = c
                .with("card", card.clone())
                .with("portion", portion.parse::<i64>().unwrap_or(0));
            let face_up = state
                .draft
                .as_ref()
                .is_some_and(|d| d.face_up.contains(&card));
            if real_decks && face_up {
                let turned: Vec<String> = values(g, s, name, "turned")
                    .into_iter()
                    .filter(|t| *t != card)
                    .collect();
                if let Some(t) = r.pick(&turned) {
                    c = c.with("turned", t);
                }
            }
        }
        "prime-tower" if real_tower => {
            let extra: Vec<(&str, u32)> = state
                .players
                .iter()
                .map(|p| (p.colour.as_str(), 7))
                .chain([("green", 10)])
                .collect();
            c = c.with("out", typed_out(state, &extra, r));
        }
        "deal" if real_decks => {
            let mut acts: Vec<String> = ACTS.iter().map(|a| a.key().to_string()).collect();
            r.shuffle(&mut acts);
            acts.truncate(5);
            let mut sp = values(g, s, name, "special-order");
            r.shuffle(&mut sp);
            c = c
                .with("action-order", list(acts))
                .with("special-order", list(sp));
            if state.season == 0 {
                let mut ev = values(g, s, name, "events");
                r.shuffle(&mut ev);
                ev.truncate(4);
                c = c.with("events", list(ev));
            }
        }
        "plan" => {
            let who = g
                .prompt(s)
                .actions
                .first()
                .and_then(|a| a.preset.get("player").cloned())
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            for (k, v) in plan(state, &who, r) {
                c = c.with(k, v);
            }
        }
        "reveal" if real_decks => {
            let ev = r.pick(&state.events_up).unwrap_or_default();
            let bids: Vec<(String, war::Bid)> = state
                .players
                .iter()
                .map(|p| {
                    let b = state
                        .plans
                        .get(&p.colour)
                        .map(|x| x.bid.clone())
                        .unwrap_or_default();
                    (
                        p.colour.clone(),
                        war::Bid::parse("bid", &b).unwrap_or(war::Bid::Card),
                    )
                })
                .collect();
            let coins: BTreeMap<String, u32> = state
                .players
                .iter()
                .map(|p| (p.colour.clone(), p.coins))
                .collect();
            let mut ties = Vec::new();
            for mut grp in war::tied_groups(&bids, &coins).unwrap_or_default() {
                r.shuffle(&mut grp);
                ties.extend(grp);
            }
            c = c.with("event", ev).with("ties", list(ties));
        }
        "take-seat" => {
            let p = r.pick(&values(g, s, name, "position")).unwrap_or_default();
            c = c.with("position", p.parse::<i64>().unwrap_or(0));
        }
        "turn-action" => {
            c = c.with(
                "card",
                r.pick(&values(g, s, name, "card")).unwrap_or_default(),
            );
        }
        "build" => {
            c = c.with("remove-revolt", r.chance(3));
        }
        "collect" if real_tower => {
            let (who, p) = here(state);
            if p.revolts > 0 {
                let extra = [(who.as_str(), p.cubes), ("green", p.revolts)];
                c = c.with("out", typed_out(state, &extra, r));
            }
        }
        "recruit" => {
            let to = values(g, s, name, "to");
            if let Some(t) = r.pick(&to).filter(|_| r.chance(2)) {
                let have = here(state).1.cubes as usize + 1;
                c = c.with("to", t).with("cubes", 1 + r.below(have) as i64);
            }
        }
        "war" => {
            let (who, p) = here(state);
            let have = p.cubes as usize;
            let to = r.pick(&values(g, s, name, "to")).unwrap_or_default();
            let m = 1 + r.below(have.saturating_sub(1).max(1));
            c = c.with("to", to.clone()).with("cubes", m as i64);
            let owner = state.provinces.get(&to).and_then(|p| p.owner.clone());
            let hostile = owner.as_deref() != Some(who.as_str());
            if hostile {
                c = c
                    .with("attack-extra", r.chance(2))
                    .with("defence-extra", owner.is_some() && r.chance(2))
                    .with("castle-extra", owner.is_some() && r.chance(4));
                if real_tower {
                    let mut extra = vec![(who.as_str(), m as u32)];
                    let d = state.provinces.get(&to).map(|p| p.cubes).unwrap_or(0);
                    if let Some(q) = &owner {
                        extra.push((q.as_str(), d));
                    } else {
                        extra.push(("green", 1));
                    }
                    c = c.with("out", typed_out(state, &extra, r));
                }
            }
        }
        "winter-draw" if real_decks => {
            if let Some(w) = state.winter.iter().find(|w| !w.drawn_done) {
                let mut held = state.holdings(&w.colour);
                r.shuffle(&mut held);
                held.truncate(w.count as usize);
                c = c.with("provinces", list(held));
            }
        }
        "winter-revolt" => {
            let p = r.pick(&values(g, s, name, "province")).unwrap_or_default();
            c = c.with("province", p.clone());
            if real_tower
                && let (Some(w), Some(v)) = (
                    state.winter.iter().find(|w| !w.drawn.is_empty()),
                    state.provinces.get(&p),
                )
            {
                let extra = [
                    (w.colour.as_str(), v.cubes),
                    ("green", v.revolts + w.peasants),
                ];
                c = c.with("out", typed_out(state, &extra, r));
            }
        }
        _ => {}
    }
    c
}

/// The invariants of the table after every step (the checks that found issue 25's defects).
fn check_invariants(g: &dyn Game, s: &Session, start: &State, scores: &mut Vec<u32>, at: &str) {
    let state = st(s);
    g.check_state(s.state())
        .unwrap_or_else(|e| panic!("{at}: check_state refuses: {e}"));
    // Rule 2.1: 62 cubes of each colour, all somewhere.
    for p in &state.players {
        let board: u32 = state
            .provinces
            .values()
            .filter(|v| v.owner.as_deref() == Some(p.colour.as_str()))
            .map(|v| v.cubes)
            .sum();
        let total = p.supply
            + board
            + tower::count(&state.tower.inside, &p.colour)
            + tower::count(&state.tower.tray, &p.colour);
        assert_eq!(total, 62, "{at}: {} cubes", p.colour);
    }
    // The provinces in play never change (rule 3.2, P21).
    let keys = |s: &State| s.provinces.keys().cloned().collect::<BTreeSet<_>>();
    assert_eq!(keys(state), keys(start), "{at}: provinces changed");
    for (name, v) in &state.provinces {
        match &v.owner {
            Some(_) => assert!(v.cubes >= 1, "{at}: {name} is owned but empty (rule 7.1)"),
            None => assert!(
                v.cubes == 0 && v.buildings() == 0 && v.revolts == 0,
                "{at}: neutral {name} holds something (rule 7.1)"
            ),
        }
    }
    for b in [Building::Castle, Building::Temple, Building::Theatre] {
        assert!(state.built(b) <= b.stock(), "{at}: too many {b:?} (P20)");
    }
    // Scores only rise (rule 9).
    let now: Vec<u32> = state.players.iter().map(|p| p.score).collect();
    for (a, b) in scores.iter().zip(&now) {
        assert!(b >= a, "{at}: a score fell");
    }
    *scores = now;
}

/// The set-up of game `seed`: decks and tower alternate with the seed (every quick count meets all
/// four), the rest is drawn.
fn setup(seed: u64, r: &mut Rng) -> Setup {
    let players = 3 + r.below(3) as u8;
    let mut setup = Setup {
        players,
        ..Setup::default()
    };
    let side = if r.chance(2) { "sun" } else { "moon" };
    // P14: the 3-player designated start is for the sun side.
    let draft = r.chance(2) || (players == 3 && side == "moon");
    for (k, v) in [
        ("side", side),
        ("start", if draft { "draft" } else { "designated" }),
        ("decks", if seed % 2 == 1 { "real" } else { "virtual" }),
        ("tower", if seed % 4 >= 2 { "real" } else { "model" }),
    ] {
        setup.options.insert(k.into(), Value::from(v));
    }
    if r.chance(4) {
        setup.options.insert("e11-adds".into(), Value::from(true));
    }
    if r.chance(4) {
        setup
            .options
            .insert("winter-peasants-once".into(), Value::from(true));
    }
    setup
}

#[test]
fn rule_2_1_7_1_shogun_random_play_keeps_the_invariants_never_dead_ends_and_replays_exactly() {
    let g = games::load_embedded("shogun").unwrap();
    let loader = |id: &str| games::load_embedded(id);
    let n = games_to_play(6);
    let mut done: BTreeMap<String, u32> = BTreeMap::new();
    for seed in 0..n as u64 {
        let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let setup = setup(seed, &mut r);
        let mut s = Session::create(g.clone(), setup.clone(), Some(seed), None).unwrap();
        let start = st(&s).clone();
        let mut scores = vec![0; start.players.len()];
        let mut steps = 0;
        while st(&s).phase != Phase::Over {
            steps += 1;
            assert!(steps < 3000, "seed {seed}: the game does not end");
            let prompt = g.prompt(s.state());
            let legal: Vec<String> = prompt
                .actions
                .iter()
                .filter(|a| a.blocked.is_none() && a.name != "calibrate")
                .map(|a| a.name.clone())
                .collect();
            assert!(
                !legal.is_empty(),
                "seed {seed} {:?}: no legal action at {}",
                setup.options,
                prompt.step
            );
            let before = s.position();
            let mut played = false;
            for _ in 0..40 {
                let name = r.pick(&legal).unwrap();
                let call = inputs(g.as_ref(), s.state(), &name, &mut r);
                match s.act(call.clone(), &[], true) {
                    Ok(_) => {
                        *done.entry(name).or_default() += 1;
                        played = true;
                        break;
                    }
                    Err(_) => {
                        assert_eq!(s.position(), before, "seed {seed}: a refusal was journaled")
                    }
                }
            }
            assert!(
                played,
                "seed {seed} {:?}: nothing accepted at {} ({legal:?})",
                setup.options, prompt.step
            );
            check_invariants(
                g.as_ref(),
                &s,
                &start,
                &mut scores,
                &format!("seed {seed} step {steps}"),
            );
        }
        assert!(
            !st(&s).winners.is_empty(),
            "seed {seed}: no winner (rule 10)"
        );
        let replayed = Session::from_bytes(&s.to_bytes(), None, &loader).unwrap();
        assert_eq!(
            replayed.state_json(),
            s.state_json(),
            "seed {seed}: replay differs from live play"
        );
        crate::state_text::holds(&s, &format!("shogun seed {seed}"));
    }
    eprintln!("actions played: {done:?}");
    for a in [
        "plan",
        "reveal",
        "take-seat",
        "turn-action",
        "war",
        "collect",
        "build",
        "recruit",
        "score-year",
    ] {
        assert!(done.get(a).copied().unwrap_or(0) > 0, "no {a} in {n} games");
    }
}

// ---------------------------------------------------------------- issue 19 item 10 (b)

/// Dice that never run out (a mutated state may ask for many).
struct Dice(SeededDice);
impl DiceSource for Dice {
    fn d6(&mut self) -> Result<u8, RuleError> {
        self.0.d6()
    }
}

/// Fields the sequence of play indexes by (turn, step, seats, the draft's turn, winter entries …).
const HOT: [&str; 18] = [
    "phase",
    "step",
    "actor",
    "turn",
    "plans",
    "winter",
    "draft",
    "action_order",
    "special_order",
    "events_up",
    "event",
    "seats",
    "bid_order",
    "specials",
    "drawn",
    "face_up",
    "portions",
    "spaces",
];

/// One random edit of a JSON value: a number, string, bool, list or map somewhere in it changes.
fn mutate(v: &mut Value, r: &mut Rng, pool: &[Value]) {
    match v {
        Value::Object(m) if !m.is_empty() && !r.chance(6) => {
            let keys: Vec<String> = m.keys().cloned().collect();
            // Half the time, one of the fields the sequence of play reads (where a bad value hurts).
            let hot: Vec<String> = HOT
                .iter()
                .map(|k| k.to_string())
                .filter(|k| m.contains_key(k))
                .collect();
            let k = if r.chance(2) && !hot.is_empty() {
                r.pick(&hot).unwrap()
            } else {
                r.pick(&keys).unwrap()
            };
            if r.chance(12) {
                m.remove(&k);
            } else {
                mutate(m.get_mut(&k).unwrap(), r, pool);
            }
        }
        Value::Array(a) if !a.is_empty() && !r.chance(6) => match r.below(8) {
            0 => {
                a.pop();
            }
            1 => {
                let x = r.pick(a).unwrap();
                a.push(x);
            }
            _ => {
                let i = r.below(a.len());
                mutate(&mut a[i], r, pool);
            }
        },
        _ => {
            *v = match r.below(7) {
                0 | 5 => Value::from(r.below(12) as u64),
                1 => Value::from(u32::MAX as u64 - r.below(3) as u64),
                2 => Value::from(62 + r.below(3) as u64),
                3 => Value::from(0),
                4 => Value::Bool(r.chance(2)),
                _ => r.pick(pool).unwrap_or(Value::Null),
            };
        }
    }
}

/// Strings of the game (colours, provinces, actions, events) that make edits meaningful.
fn string_pool(s: &State) -> Vec<Value> {
    let mut v: Vec<Value> = s
        .provinces
        .keys()
        .map(|k| Value::from(k.as_str()))
        .collect();
    for c in [
        "red", "yellow", "blue", "purple", "black", "green", "none", "chest", "card", "",
        "Atlantis",
    ] {
        v.push(Value::from(c));
    }
    for a in ACTS {
        v.push(Value::from(a.key()));
    }
    for e in ["E1", "E5", "E9", "E11", "E13"] {
        v.push(Value::from(e));
    }
    for p in [
        "draft-deal",
        "draft",
        "prime",
        "deal",
        "planning",
        "reveal",
        "seating",
        "actions",
        "winter",
        "winter-draw",
        "winter-revolt",
        "scoring",
        "over",
    ] {
        v.push(Value::from(p));
    }
    v
}

#[test]
fn issue_19_mutated_shogun_states_never_panic_in_state_from_json_or_apply() {
    let g = games::load_embedded("shogun").unwrap();
    // Three games' states in the quick loop (issue 23); the fuzz target `state_apply` mutates at scale.
    let n = games_to_play(3).min(40);
    let mut accepted = 0usize;
    let mut applied = 0usize;
    for seed in 0..n as u64 {
        let mut r = Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
        let setup = setup(seed, &mut r);
        let mut s = Session::create(g.clone(), setup, Some(seed), None).unwrap();
        // Collect states along one random game.
        let mut states: Vec<Value> = Vec::new();
        for step in 0..600 {
            if st(&s).phase == Phase::Over {
                break;
            }
            if step % 3 == 0 {
                states.push(s.state_json());
            }
            let prompt = g.prompt(s.state());
            let legal: Vec<String> = prompt
                .actions
                .iter()
                .filter(|a| a.blocked.is_none() && a.name != "calibrate")
                .map(|a| a.name.clone())
                .collect();
            for _ in 0..40 {
                let Some(name) = r.pick(&legal) else { break };
                let call = inputs(g.as_ref(), s.state(), &name, &mut r);
                if s.act(call, &[], true).is_ok() {
                    break;
                }
            }
        }
        let pool = string_pool(st(&s));
        for base in &states {
            for _ in 0..8 {
                let mut v = base.clone();
                // Mostly one edit (more of them pass check_state), sometimes a few.
                let edits = if r.chance(4) { 2 + r.below(3) } else { 1 };
                for _ in 0..edits {
                    mutate(&mut v, &mut r, &pool);
                }
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let Ok(state) = g.state_from_json(&v) else {
                        return (false, 0);
                    };
                    let mut tried = 0;
                    let prompt = g.prompt(&state);
                    let _ = g.show_text(&state);
                    let _ = g.status(&state);
                    // Each action of the prompt, blocked or not, with inputs built from the state.
                    for a in &prompt.actions {
                        let mut r2 = Rng(seed | 3);
                        let call = inputs(g.as_ref(), &state, &a.name, &mut r2);
                        let _ = g.apply(&state, &call, &mut Dice(SeededDice::new(seed)));
                        let _ = g.candidates(&state, &a.name, "to");
                        tried += 1;
                    }
                    (true, tried)
                }));
                match result {
                    Ok((ok, tried)) => {
                        accepted += usize::from(ok);
                        applied += tried;
                    }
                    Err(_) => panic!(
                        "seed {seed}: a mutated state panicked:\n{}",
                        serde_json::to_string(&v).unwrap()
                    ),
                }
            }
        }
    }
    eprintln!("mutated states accepted by check_state: {accepted}, actions applied: {applied}");
    assert!(accepted > 0 && applied > 0, "the fuzz reached no apply");
}
