//! Playing through the prompts: the pick-lists (`candidates`), odds and outcome words through the
//! trait, and seeded random games that pick among the legal actions and their candidates (issue 10:
//! no dead end; replay equals the live state).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use super::{data, start};
use gunbai_rules::core::{
    ActionCall, DiceSource, KeyKind, ManualDice, RuleError, Ruleset, SeededDice,
};
use gunbai_rules::games::saigoku::SaigokuRules;
use gunbai_rules::games::saigoku::data::SaigokuData;
use gunbai_rules::games::saigoku::names::*;
use gunbai_rules::games::saigoku::state::{Pending, State, Step};

/// Seeded dice that remember the faces they gave (the journal's record, for replay).
struct Recording {
    inner: SeededDice,
    faces: Vec<u8>,
}

impl DiceSource for Recording {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let f = self.inner.d6()?;
        self.faces.push(f);
        Ok(f)
    }
}

fn pick<'a, T>(rng: &mut ChaCha8Rng, v: &'a [T]) -> Option<&'a T> {
    if v.is_empty() {
        None
    } else {
        Some(&v[(rng.next_u32() as usize) % v.len()])
    }
}

fn chance(rng: &mut ChaCha8Rng, percent: u32) -> bool {
    rng.next_u32() % 100 < percent
}

/// A hex a retreat or withdrawal may end in: a castle of the acting side when there is one (the app
/// has no map; any hex the players name is taken).
fn some_hex(s: &State, near: Option<&str>, rng: &mut ChaCha8Rng) -> String {
    // Mostly a hex a few hexes from where the action happens (hex distances are checked, 2-1-1);
    // sometimes a castle or a hex with friendly units anywhere (withdrawals, far moves refused).
    if let Some(h) = near.and_then(gunbai_rules::games::saigoku::hex::Hex::parse)
        && chance(rng, 75)
    {
        let dc = (rng.next_u32() % 9) as i32 - 4;
        let dr = (rng.next_u32() % 9) as i32 - 4;
        let (c, r) = ((h.col + dc).clamp(1, 99), (h.row + dr).clamp(1, 99));
        return format!("{c:02}{r:02}");
    }
    let mut hexes: Vec<String> = s.castles.iter().map(|c| c.hex.clone()).collect();
    hexes.extend(s.forces.iter().map(|f| f.hex.clone()));
    pick(rng, &hexes).cloned().unwrap_or_else(|| "0101".into())
}

/// Where the action of a call happens: its force's hex, or the hex of the combat or castle waiting.
fn action_hex(s: &State, call: &ActionCall) -> Option<String> {
    if let Some(f) = call
        .params
        .get("force")
        .and_then(Value::as_str)
        .and_then(|l| s.force(l))
    {
        return Some(f.hex.clone());
    }
    match &s.pending {
        Some(Pending::SkirmishDamage { from, .. }) => Some(from.clone()),
        Some(Pending::Withdraw { from, .. }) => Some(from.clone()),
        _ => call
            .params
            .get("castle")
            .and_then(Value::as_str)
            .map(str::to_string)
            .or_else(|| s.forces.first().map(|f| f.hex.clone())),
    }
}

/// What the rules answer about an action in one state: its spec, the pre-set inputs and the
/// pick-list of each key (asked once per state, then filled many times).
struct Asked {
    spec: gunbai_rules::core::ActionSpec,
    preset: gunbai_rules::core::Params,
    cands: Vec<Vec<gunbai_rules::core::Candidate>>,
}

fn ask(d: &SaigokuData, s: &State, action: &str) -> Asked {
    let spec = SaigokuRules
        .actions(d)
        .into_iter()
        .find(|a| a.name == action)
        .expect("action spec");
    let cands = spec
        .keys
        .iter()
        .map(|k| SaigokuRules.candidates(d, s, action, &k.name))
        .collect();
    Asked {
        preset: SaigokuRules.prefill(d, s, action),
        spec,
        cands,
    }
}

/// A call of `action` with every key filled: the pre-set values, a candidate where the rules give a
/// pick-list, else a plausible value.
fn fill_asked(s: &State, action: &str, asked: &Asked, rng: &mut ChaCha8Rng) -> ActionCall {
    let Asked {
        spec,
        preset,
        cands: all_cands,
    } = asked;
    let mut call = ActionCall::new(action);
    for (k, cands) in spec.keys.iter().zip(all_cands) {
        let cands = cands.as_slice();
        if let Some(v) = preset.get(&k.name)
            && (cands.is_empty() || chance(rng, 50))
        {
            call.params.insert(&k.name, v.clone());
            continue;
        }
        let v: Value = match &k.kind {
            KeyKind::Text => match pick(rng, cands) {
                Some(c) => json!(c.value),
                None => match k.name.as_str() {
                    "to" | "retreat-to" | "withdraw-to" => {
                        if chance(rng, 25) {
                            Value::Null
                        } else {
                            let near = action_hex(s, &call);
                            json!(some_hex(s, near.as_deref(), rng))
                        }
                    }
                    _ => Value::Null,
                },
            },
            KeyKind::List => {
                if cands.is_empty() {
                    json!([])
                } else {
                    let n = match (action, k.name.as_str()) {
                        (TAKE_DAMAGE, "steps") => match &s.pending {
                            Some(Pending::SkirmishDamage {
                                damage, eliminate, ..
                            }) => {
                                let most = if *eliminate {
                                    (*damage).max(1)
                                } else {
                                    *damage
                                };
                                (rng.next_u32() as i64 % (most + 1)) as usize
                            }
                            _ => 0,
                        },
                        (_, "forces") => 1,
                        (_, "unsupplied" | "absorb" | "detach") => (rng.next_u32() % 2) as usize,
                        _ => (rng.next_u32() % 3) as usize,
                    };
                    let v: Vec<String> = (0..n)
                        .filter_map(|_| pick(rng, cands).map(|c| c.value.clone()))
                        .collect();
                    json!(v)
                }
            }
            KeyKind::Choice { options } => json!(pick(rng, options).cloned().unwrap_or_default()),
            KeyKind::Bool => json!(chance(rng, 20)),
            KeyKind::Int { min, max } => match k.name.as_str() {
                "mp" => json!(rng.next_u32() % 7),
                _ => json!(
                    k.default
                        .as_ref()
                        .and_then(Value::as_i64)
                        .unwrap_or(*min)
                        .min(*max)
                ),
            },
            KeyKind::Json => Value::Null,
        };
        call.params.insert(&k.name, v);
    }
    // The retreat hex fits the damage the steps leave (23-4-2): a hex of the pick-list as far as
    // the retreat goes, or none when the steps take it all.
    if action == TAKE_DAMAGE
        && let Some(Pending::SkirmishDamage {
            attacker,
            defenders,
            from,
            damage,
            ..
        }) = &s.pending
        && !chance(rng, 10)
    {
        let steps = call
            .params
            .get("steps")
            .and_then(Value::as_array)
            .map(|v| v.len() as i64)
            .unwrap_or(0);
        let n = (damage - steps).clamp(0, 4);
        let side = defenders
            .first()
            .and_then(|l| s.force(l))
            .map(|f| s.force_side(f))
            .unwrap_or_default();
        let enemy = s.force(attacker).map(|f| f.hex.clone());
        let fits = gunbai_rules::games::saigoku::combat::retreat_hexes(
            s,
            &side,
            from,
            enemy.as_deref(),
            Some(n),
        );
        match pick(rng, &fits) {
            Some(h) if n > 0 => call.params.insert("retreat-to", h.clone()),
            _ => call.params.insert("retreat-to", Value::Null),
        }
        call.params.insert("garrison", false);
        call.params.insert("penalty", (rng.next_u32() % 2) as i64);
    }
    // A garrison fights enemies in its own hex (23-7).
    if action == SKIRMISH
        && let Some(f) = call
            .params
            .get("force")
            .and_then(Value::as_str)
            .and_then(|l| s.force(l))
        && f.garrison
    {
        call.params.insert("garrison-attack", true);
        call.params.insert("target", f.hex.clone());
    }
    call
}

/// The action as a front end submits it: checked against its spec.
fn checked(d: &SaigokuData, call: &ActionCall) -> Result<ActionCall, RuleError> {
    let spec = SaigokuRules
        .actions(d)
        .into_iter()
        .find(|a| a.name == call.name)
        .expect("spec");
    Ok(ActionCall {
        name: call.name.clone(),
        params: call.params.checked(&spec.keys)?,
    })
}

struct Game {
    state: State,
    journal: Vec<(ActionCall, Vec<u8>)>,
    /// Every English line the rules wrote along the way (log lines, modifier labels, refusal reasons),
    /// for the 中文 check.
    lines: Vec<gunbai_rules::core::Msg>,
}

/// One seeded game of `max_actions` actions at most: at each step every legal action of the prompt
/// is tried (a few fillings each) and one that the rules accept is played. Panics on a dead end.
fn random_game(d: &SaigokuData, scenario: &str, seed: u64, max_actions: usize) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = Game {
        state: start(scenario),
        journal: Vec::new(),
        lines: Vec::new(),
    };
    for n in 0..max_actions {
        if g.state.step == Step::End {
            break;
        }
        let prompt = SaigokuRules.prompt(d, &g.state);
        let mut legal: Vec<String> = prompt
            .actions
            .iter()
            .filter(|a| a.blocked.is_none())
            .map(|a| a.name.clone())
            .collect();
        legal.dedup();
        assert!(
            !legal.is_empty(),
            "seed {seed}, action {n}: no legal action at {}",
            prompt.step
        );
        // Fight more than we advance, so that combats and sieges happen.
        let advance_last = chance(&mut rng, 85);
        let mut order: Vec<String> = Vec::new();
        while !legal.is_empty() {
            let i = (rng.next_u32() as usize) % legal.len();
            order.push(legal.remove(i));
        }
        if advance_last && let Some(i) = order.iter().position(|a| a == ADVANCE) {
            let a = order.remove(i);
            order.push(a);
        }
        let mut played = false;
        let mut errors = Vec::new();
        'actions: for action in &order {
            let asked = ask(d, &g.state, action);
            for _ in 0..12 {
                let call = fill_asked(&g.state, action, &asked, &mut rng);
                let Ok(call) = checked(d, &call) else {
                    continue;
                };
                let mut dice = Recording {
                    inner: SeededDice::new(rng.next_u32() as u64),
                    faces: Vec::new(),
                };
                match SaigokuRules.apply(d, &g.state, &call, &mut dice) {
                    Ok(a) => {
                        g.lines.extend(a.log.iter().cloned());
                        if let Some(r) = &a.resolution {
                            g.lines.extend(r.log.iter().cloned());
                            g.lines.extend(r.modifiers.iter().map(|m| m.label.clone()));
                            g.lines.push(SaigokuRules.outcome_text(d, r));
                        }
                        g.lines
                            .extend(SaigokuRules.undo_hints(d, &g.state, &a.state));
                        g.state = a.state;
                        // Every state play reaches passes the snapshot check (issue 9, item 12).
                        SaigokuRules.check_state(d, &g.state).unwrap_or_else(|e| {
                            panic!("seed {seed}, action {n}: after {action}, check_state: {e}")
                        });
                        g.journal.push((call, dice.faces));
                        played = true;
                        break 'actions;
                    }
                    Err(e) => {
                        if let RuleError::Forbidden { reason, .. } = &e {
                            g.lines.push(reason.clone());
                        }
                        errors.push(format!("{action}: {e}"))
                    }
                }
            }
        }
        assert!(
            played,
            "seed {seed}, action {n}: dead end at {} (pending {:?}); tried: {}",
            prompt.step,
            g.state.pending,
            errors.join(" | ")
        );
    }
    g
}

fn replay(d: &SaigokuData, scenario: &str, journal: &[(ActionCall, Vec<u8>)]) -> State {
    let mut s = start(scenario);
    for (call, faces) in journal {
        let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
        s = SaigokuRules.apply(d, &s, call, &mut dice).unwrap().state;
        assert!(
            dice.d6().is_err(),
            "replay used fewer dice in {}",
            call.name
        );
    }
    s
}

/// Issue 23: a replay hands each state to the rules (`apply_owned`, in place) instead of copying it;
/// along random games every step gives the same state, resolution and log as `apply` on a copy, and a
/// refused call the same refusal.
#[test]
fn issue_23_apply_owned_is_apply_without_the_copy() {
    let d = data();
    for scenario in ["1", "4"] {
        let g = random_game(&d, scenario, 23, 300);
        let mut s = start(scenario);
        for (call, faces) in &g.journal {
            let dice = || ManualDice::new(faces.iter().copied()).unwrap();
            let copy = SaigokuRules.apply(&d, &s, call, &mut dice()).unwrap();
            let owned = SaigokuRules
                .apply_owned(&d, s.clone(), call, &mut dice())
                .unwrap();
            assert_eq!(
                serde_json::to_value(&owned.state).unwrap(),
                serde_json::to_value(&copy.state).unwrap(),
                "{}",
                call.name
            );
            assert_eq!(format!("{:?}", owned.log), format!("{:?}", copy.log));
            assert_eq!(
                format!("{:?}", owned.resolution),
                format!("{:?}", copy.resolution)
            );
            s = copy.state;
        }
        let wrong = ActionCall::new("advance").with("force", "nobody");
        let a = SaigokuRules.apply(&d, &s, &wrong, &mut ManualDice::new([]).unwrap());
        let b = SaigokuRules.apply_owned(&d, s.clone(), &wrong, &mut ManualDice::new([]).unwrap());
        assert_eq!(
            a.map(|x| x.state.step).unwrap_err().to_string(),
            b.map(|x| x.state.step).unwrap_err().to_string()
        );
        assert!(g.journal.len() > 50, "{}", g.journal.len());
    }
}

/// Issue 10 "done when": seeded random games per scenario (one whole game each in the quick loop, 25
/// with `heavy-tests`, 1 000 in release with `fuzz-play`), picking among the legal actions and their
/// candidates; the legal list is never empty and some legal action is always accepted before the end
/// (no dead end, e.g. 24-2-6/25-2 and 24-1-6 of Part B); replaying the journal gives the live state.
#[test]
fn rule_29_random_play_has_no_dead_end_and_replays_exactly() {
    let d = data();
    // Whole games (to the last Inning). 100 games per scenario were played once while writing this.
    let (games, actions) = (games_to_play(1, 25), 5000);
    for scenario in ["1", "2", "3", "4"] {
        let mut ended = 0;
        for seed in 0..games {
            let g = random_game(&d, scenario, seed * 7919 + 17, actions);
            ended += usize::from(g.state.step == Step::End);
            let again = replay(&d, scenario, &g.journal);
            assert_eq!(
                serde_json::to_value(&again).unwrap(),
                serde_json::to_value(&g.state).unwrap(),
                "scenario {scenario} seed {seed}: replay differs"
            );
        }
        println!(
            "scenario {scenario}: {games} games of up to {actions} actions, {ended} played to the end"
        );
    }
}

/// Issue 8/10 (13): a pick-list never offers a force the action then refuses. Along random games,
/// every candidate force of every force-picking action is applied with friendly other inputs.
#[test]
fn rule_12_2_every_offered_force_is_accepted_by_its_action() {
    let d = data();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut tried = 0;
    for scenario in ["1", "2", "3", "4"] {
        for seed in 0..games_to_play(2, 40) {
            let g = random_game(&d, scenario, seed, 120);
            let mut s = start(scenario);
            for (call, faces) in &g.journal {
                tried += offered_forces_are_accepted(&d, &s, &mut rng);
                let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
                s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
            }
        }
    }
    assert!(tried > 500, "only {tried} candidates tried");
}

fn offered_forces_are_accepted(d: &SaigokuData, s: &State, rng: &mut ChaCha8Rng) -> usize {
    let mut n = 0;
    for (action, key) in [
        (MOVE, "force"),
        (SIEGE, "forces"),
        (ASSAULT, "force"),
        (SURRENDER, "force"),
        (SKIRMISH, "force"),
        (BATTLE, "force"),
        (RALLY, "force"),
        (LIFT_SIEGE, "forces"),
        (BATTLE_RETREAT, "force"),
    ] {
        for c in SaigokuRules.candidates(d, s, action, key) {
            let f = s
                .force(&c.value)
                .expect("a candidate names a force")
                .clone();
            let mut call = ActionCall::new(action);
            match action {
                // 18-1: everyone offered in the hex besieges together.
                SIEGE => {
                    let all: Vec<String> = SaigokuRules
                        .candidates(d, s, SIEGE, "forces")
                        .into_iter()
                        .filter(|c| {
                            c.group == f.hex
                                && s.force(&c.value).map(|g| s.force_side(g))
                                    == Some(s.force_side(&f))
                        })
                        .map(|c| c.value)
                        .collect();
                    call = call.with("forces", json!(all))
                }
                LIFT_SIEGE => call = call.with("forces", json!([f.leader])),
                _ => call = call.with(key, f.leader.clone()),
            }
            match action {
                MOVE => {
                    call = call
                        .with("to", f.hex.clone())
                        .with("mp", 0)
                        .with("garrison", f.garrison)
                }
                ASSAULT => call = call.with("terrain", "clear"),
                RALLY => call = call.with("supplied", true),
                SKIRMISH => {
                    if f.garrison {
                        call = call
                            .with("garrison-attack", true)
                            .with("target", f.hex.clone())
                            .with("terrain", "clear");
                    } else {
                        let targets = SaigokuRules.candidates(d, s, SKIRMISH, "target");
                        let Some(t) = targets.iter().find(|t| t.value != f.hex) else {
                            continue;
                        };
                        call = call
                            .with("target", t.value.clone())
                            .with("terrain", "clear");
                    }
                }
                BATTLE => {
                    let targets = SaigokuRules.candidates(d, s, BATTLE, "target");
                    let Some(t) = pick(rng, &targets) else {
                        continue;
                    };
                    call = call
                        .with("target", t.value.clone())
                        .with("attacker-terrain", "clear")
                        .with("defender-terrain", "clear")
                        .with("consent", true);
                }
                _ => {}
            }
            let call = checked(d, &call).unwrap_or_else(|e| panic!("{action} {}: {e}", f.leader));
            let mut dice = SeededDice::new(rng.next_u32() as u64);
            if let Err(e) = SaigokuRules.apply(d, s, &call, &mut dice) {
                panic!(
                    "{action}: {} was offered but refused: {e} (state {})",
                    f.leader,
                    gunbai_rules::games::saigoku::actions::step_text(s)
                );
            }
            n += 1;
        }
    }
    n
}

#[test]
fn rule_11_3_supply_check_lists_every_force_that_needs_a_supply_line() {
    let d = data();
    let s = start("3");
    // At set-up there is no supply check to make: no pick-list.
    assert!(
        SaigokuRules
            .candidates(&d, &s, SUPPLY_CHECK, "unsupplied")
            .is_empty()
    );
    let s = super::go(&d, &s, ActionCall::new(ADVANCE), &[]);
    let s = super::go(&d, &s, ActionCall::new(OUCHI_ACTIVATION), &[1]);
    let s = super::go(&d, &s, ActionCall::new(ADVANCE), &[]);
    assert_eq!(s.step, Step::Supply);
    let picks = SaigokuRules.candidates(&d, &s, SUPPLY_CHECK, "unsupplied");
    let need = s
        .forces
        .iter()
        .filter(|f| gunbai_rules::games::saigoku::guards::supply_exempt(&s, f).is_none())
        .count();
    assert_eq!(picks.len(), need);
    assert!(picks.len() >= s.forces.iter().filter(|f| !f.garrison).count());
    // Every one of them is accepted together.
    let all: Vec<String> = picks.iter().map(|c| c.value.clone()).collect();
    super::go(
        &d,
        &s,
        ActionCall::new(SUPPLY_CHECK).with("unsupplied", json!(all)),
        &[],
    );
}

#[test]
fn odds_through_the_trait_only_for_rolling_actions_and_worded_in_both_languages() {
    let d = data();
    let s = start("3");
    assert!(
        SaigokuRules
            .action_odds(&d, &s, &ActionCall::new(ADVANCE))
            .is_none()
    );
    // At set-up no force may rally: the odds say which rule forbids it instead of a chart.
    let r = SaigokuRules
        .action_odds(
            &d,
            &s,
            &ActionCall::new(RALLY)
                .with("force", "尼子晴久")
                .with("supplied", false),
        )
        .unwrap();
    assert!(matches!(r, Err(RuleError::Forbidden { .. })), "{r:?}");
    // A battle retreat roll: 1–4 hexes, 5 and 6 cost steps (24-3-2); both languages.
    let mut st = s.clone();
    st.pending = Some(Pending::BattleRetreat {
        forces: vec!["尼子晴久".into()],
        battle_hexes: vec![],
        withdraw: false,
    });
    let call = checked(
        &d,
        &ActionCall::new(BATTLE_RETREAT).with("force", "尼子晴久"),
    )
    .unwrap();
    let odds = SaigokuRules.action_odds(&d, &st, &call).unwrap().unwrap();
    let total: f64 = odds.iter().map(|o| o.probability).sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert_eq!(odds.len(), 6, "{odds:?}");
    let labels: Vec<_> = odds.iter().filter_map(|o| o.label.clone()).collect();
    assert!(
        labels
            .iter()
            .any(|l| l.contains("retreat 4 hexes") && l.contains("−2 steps"))
    );
    let g = gunbai_rules::games::load_embedded("saigoku").unwrap();
    assert!(
        labels
            .iter()
            .any(|l| g.say(l, gunbai_rules::core::Lang::Zh).contains("撤退 4 格"))
    );
    assert!(labels.iter().all(|l| !l.contains("_")), "{labels:?}");
}

/// Issue 8: every action's key specs name exactly its typed struct's fields, and every action has one.
#[test]
fn rule_4_1_every_action_reads_into_a_typed_struct_with_matching_keys() {
    let bad = gunbai_rules::games::saigoku::inputs::check_all();
    assert!(bad.is_empty(), "{bad:?}");
    let d = data();
    let names: Vec<String> = SaigokuRules
        .actions(&d)
        .into_iter()
        .map(|a| a.name)
        .collect();
    let mut typed: Vec<String> = gunbai_rules::games::saigoku::inputs::ALL
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut all = names.clone();
    all.sort();
    typed.sort();
    assert_eq!(all, typed);
    // Every key has a label in both languages.
    for a in SaigokuRules.actions(&d) {
        for k in &a.keys {
            let l = k.label_msg();
            assert!(l.id().is_some(), "{} {} has no label", a.name, k.name);
            let zh = l.render(gunbai_rules::core::Lang::Zh);
            assert!(
                !l.en().is_empty() && !zh.is_empty() && zh != l.en(),
                "{} {}",
                a.name,
                k.name
            );
        }
    }
    // Every action is named in both languages.
    for a in SaigokuRules.actions(&d) {
        let l = SaigokuRules.action_label(&d, &a.name);
        assert!(
            !l.en().is_empty()
                && !l.render(gunbai_rules::core::Lang::Zh).is_empty()
                && l.en() != l.render(gunbai_rules::core::Lang::Zh),
            "{}",
            a.name
        );
    }
    // An unknown key is refused by name, not ignored.
    let s = start("3");
    let call = ActionCall::new(ADVANCE).with("speed", 3);
    let e = SaigokuRules
        .apply(&d, &s, &call, &mut SeededDice::new(1))
        .unwrap_err();
    assert!(
        matches!(&e, RuleError::Input { field, .. } if field == "speed"),
        "{e}"
    );
}

/// Issue 20 (a): a whole game in 中文 and in 日本語 — every prompt (step, hints, buttons, blocked
/// reasons), every status line and winner, every log line, modifier label, outcome text, refusal
/// reason and undo hint, and the listing of every state — renders from the catalogue with no Latin
/// word and no untranslated id. The keep-list is empty: even "d6" and "MP" are translated.
#[test]
fn issue_20_every_line_of_a_played_game_reads_in_chinese_and_japanese() {
    use gunbai_rules::core::{Lang, Msg, text::latin_words};
    let d = data();
    let mut missing: std::collections::BTreeMap<String, String> = Default::default();
    let mut checked = 0usize;
    let mut note = |m: &Msg| {
        checked += 1;
        for lang in [Lang::Zh, Lang::Ja] {
            let t = m.render(lang);
            if !latin_words(&t, &[]).is_empty() || t.contains("saigoku-") || t.contains("saigoku ")
            {
                missing.entry(m.en()).or_insert(t);
            }
        }
    };
    for scenario in ["1", "2", "3", "4"] {
        for seed in 0..games_to_play(1, 12) {
            let mut s = start(scenario);
            let g = random_game(&d, scenario, seed * 31 + 5, 800);
            let mut states = vec![s.clone()];
            for (call, faces) in &g.journal {
                let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
                s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
                states.push(s.clone());
            }
            for s in &states {
                let p = SaigokuRules.prompt(&d, s);
                note(&p.step);
                for h in &p.hints {
                    note(h);
                }
                for a in &p.actions {
                    note(&a.label);
                    if let Some((_, e)) = &a.blocked {
                        note(e);
                    }
                }
                let st = SaigokuRules.status(&d, s);
                for (k, v) in &st.track {
                    note(k);
                    note(v);
                }
                note(&st.phase);
                if let Some(w) = &st.winner {
                    note(w);
                }
            }
            // The listing of the last state of each game (every unit, castle and removal).
            note(&SaigokuRules.show_text(&d, &s));
            for l in &g.lines {
                note(l);
            }
        }
    }
    assert!(checked > 1000, "only {checked} lines seen");
    let list: Vec<String> = missing
        .iter()
        .map(|(e, z)| format!("{e}\n    => {z}"))
        .collect();
    assert!(
        missing.is_empty(),
        "{} lines not in 中文 or 日本語:\n{}",
        list.len(),
        list.join("\n")
    );
}

/// How many games a random-play test plays per scenario: `quick` in `cargo test`, `heavy` with
/// `--features heavy-tests` (issue 23: heavy property tests sized for the test loop, large counts
/// behind a flag; the rules crate reads no environment, `crates/rules/tests/rules/purity.rs`).
/// Random play at scale, in release, is `fuzz-play` (`fuzz/README.md`).
fn games_to_play(quick: u64, heavy: u64) -> u64 {
    if cfg!(feature = "heavy-tests") {
        heavy
    } else {
        quick
    }
}

/// Issue 25 "every game": many short seeded games per scenario, the invariants of `check_state`
/// (no unit among enemies outside a castle, no garrison in a ruin or an enemy castle, every living
/// counter on the map in one force, …) checked after every step by `random_game`, and replay equal
/// to live play. A quick count here; `--features heavy-tests` plays 500 per scenario.
#[test]
fn rule_29_invariants_hold_after_every_step_of_many_short_games() {
    let d = data();
    let games = games_to_play(6, 500);
    for scenario in ["1", "2", "3", "4"] {
        for seed in 0..games {
            let g = random_game(&d, scenario, seed * 104_729 + 3, 150);
            let again = replay(&d, scenario, &g.journal);
            assert_eq!(
                serde_json::to_value(&again).unwrap(),
                serde_json::to_value(&g.state).unwrap(),
                "scenario {scenario} seed {seed}: replay differs"
            );
        }
    }
}

/// One random edit of a state's JSON: a leaf replaced by a value of another shape or range, an
/// element of a list removed or doubled.
fn mutate(v: &mut Value, rng: &mut ChaCha8Rng, names: &[String]) {
    let leaves = [
        json!(null),
        json!(-100),
        json!(-5),
        json!(-1),
        json!(0),
        json!(1),
        json!(2),
        json!(5),
        json!(99),
        json!(4_000_000_000u64),
        json!(true),
        json!(""),
        json!("0000"),
        json!("9999"),
        json!("3418"),
        json!("3419"),
        json!("mori"),
        json!("amago"),
        json!("ouchi"),
        json!([]),
    ];
    let deeper = chance(rng, 80);
    match v {
        Value::Object(m) if !m.is_empty() && deeper => {
            let k = m
                .keys()
                .nth(rng.next_u32() as usize % m.len())
                .unwrap()
                .clone();
            mutate(m.get_mut(&k).unwrap(), rng, names);
        }
        Value::Array(a) if !a.is_empty() && deeper => {
            let i = rng.next_u32() as usize % a.len();
            if chance(rng, 15) {
                a.remove(i);
            } else if chance(rng, 15) {
                let x = a[i].clone();
                a.push(x);
            } else {
                mutate(&mut a[i], rng, names);
            }
        }
        _ => {
            *v = if chance(rng, 30) && !names.is_empty() {
                json!(pick(rng, names).unwrap())
            } else {
                pick(rng, &leaves).unwrap().clone()
            };
        }
    }
}

/// Issue 19 item 10 (b): what `check_state` lets through, `apply` can take. States of random games
/// are edited at random (seeded); each edit that passes `state_from_json` is offered every prompt
/// action (pre-set and pick-list inputs), and neither the prompt, the pick-lists nor `apply` may
/// panic.
#[test]
fn a_state_that_passes_check_state_never_makes_apply_panic() {
    use std::panic::{AssertUnwindSafe, catch_unwind};
    let d = data();
    let game = gunbai_rules::games::load_embedded("saigoku").unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(19);
    let mut passed = 0usize;
    let rounds = games_to_play(2, 20) as usize;
    for scenario in ["1", "2", "3", "4"] {
        for seed in 0..rounds as u64 {
            let g = random_game(&d, scenario, seed * 31 + 11, 200);
            let mut s = start(scenario);
            let mut states = vec![s.clone()];
            for (call, faces) in &g.journal {
                let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
                s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
                states.push(s.clone());
            }
            let names: Vec<String> = s.units.iter().map(|u| u.name.clone()).collect();
            for (i, st) in states.iter().enumerate().step_by(7) {
                for m in 0..6 {
                    let mut v = serde_json::to_value(st).unwrap();
                    for _ in 0..(1 + rng.next_u32() % 3) {
                        mutate(&mut v, &mut rng, &names);
                    }
                    let Ok(any) = game.state_from_json(&v) else {
                        continue;
                    };
                    passed += 1;
                    let typed: State = serde_json::from_value(v.clone()).unwrap();
                    let r = catch_unwind(AssertUnwindSafe(|| {
                        let p = game.prompt(&any);
                        let _ = game.status(&any);
                        let _ = game.show_text(&any);
                        let mut r2 = ChaCha8Rng::seed_from_u64(i as u64 * 10 + m);
                        for a in p.actions.iter() {
                            let asked = ask(&d, &typed, &a.name);
                            for _ in 0..3 {
                                let call = fill_asked(&typed, &a.name, &asked, &mut r2);
                                let Ok(call) = checked(&d, &call) else {
                                    continue;
                                };
                                let mut dice = SeededDice::new(r2.next_u32() as u64);
                                let _ = game.apply(&any, &call, &mut dice);
                            }
                        }
                    }));
                    assert!(
                        r.is_ok(),
                        "scenario {scenario}, state {i}, edit {m}: a state check_state accepts made the rules panic:\n{}",
                        serde_json::to_string(&v).unwrap()
                    );
                }
            }
        }
    }
    assert!(
        passed > 50,
        "only {passed} edited states passed check_state"
    );
}

/// Issue 20 (typed actions): every [`Action`] name round-trips through `from_name`, an unknown name
/// is refused naming it, and along played games every action of `Action::ALL` is either offered by
/// the prompt (a blocked button names its rule) or, tried at the states of those games with inputs
/// filled from its pick-lists, refused with a rule — no action is silently out of reach.
#[test]
fn issue_20_every_action_round_trips_and_is_offered_or_refused_with_a_rule() {
    use gunbai_rules::games::saigoku::action::Action;
    use std::collections::BTreeSet;
    let d = data();
    for a in Action::ALL {
        assert_eq!(Action::from_name(a.name()), Some(a), "{}", a.name());
        assert_eq!(SaigokuRules.action_label(&d, a.name()), a.label());
    }
    let names: Vec<String> = SaigokuRules
        .actions(&d)
        .into_iter()
        .map(|a| a.name)
        .collect();
    let all: Vec<String> = Action::ALL.iter().map(|a| a.name().to_string()).collect();
    assert_eq!(names, all, "the action specs are Action::ALL, in order");
    assert_eq!(Action::from_name("march"), None);
    let e = SaigokuRules
        .apply(
            &d,
            &start("1"),
            &ActionCall::new("march"),
            &mut SeededDice::new(1),
        )
        .unwrap_err();
    assert!(
        matches!(&e, RuleError::UnknownAction { name, valid } if name == "march" && valid.contains("advance")),
        "{e}"
    );

    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let mut offered: BTreeSet<String> = BTreeSet::new();
    let mut states: Vec<State> = Vec::new();
    for scenario in ["1", "2", "3", "4"] {
        for seed in 0..1u64 {
            let g = random_game(&d, scenario, seed * 13 + 2, 1500);
            let mut s = start(scenario);
            states.push(s.clone());
            for (call, faces) in &g.journal {
                let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
                s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
                states.push(s.clone());
            }
        }
    }
    for s in &states {
        for a in SaigokuRules.prompt(&d, s).actions {
            assert!(
                Action::from_name(&a.name).is_some(),
                "prompt offers {}",
                a.name
            );
            if let Some((rule, _)) = &a.blocked {
                assert!(!rule.is_empty(), "{} blocked without a rule", a.name);
            }
            offered.insert(a.name);
        }
    }
    let mut refused: BTreeSet<String> = BTreeSet::new();
    for a in Action::ALL.iter().filter(|a| !offered.contains(a.name())) {
        'states: for s in states.iter().step_by(2) {
            let asked = ask(&d, s, a.name());
            // A key the pick-lists leave empty gets a name the state knows (a unit, a castle hex)
            // or a plain value.
            let mut pool: Vec<String> = s.units.iter().map(|u| u.name.clone()).collect();
            pool.extend(s.castles.iter().map(|c| c.hex.clone()));
            pool.extend(["true", "0", "1", "none"].map(String::from));
            for _ in 0..12 {
                let mut call = fill_asked(s, a.name(), &asked, &mut rng);
                for k in &asked.spec.keys {
                    if k.kind == KeyKind::Text
                        && call.params.get(&k.name).is_none()
                        && let Some(v) = pick(&mut rng, &pool)
                    {
                        call.params.insert(&k.name, v.clone());
                    }
                }
                if let Err(RuleError::Forbidden { rule, .. }) =
                    SaigokuRules.apply(&d, s, &call, &mut SeededDice::new(3))
                    && !rule.is_empty()
                {
                    refused.insert(a.name().to_string());
                    break 'states;
                }
            }
        }
    }
    let missing: Vec<&str> = Action::ALL
        .iter()
        .map(|a| a.name())
        .filter(|n| !offered.contains(*n) && !refused.contains(*n))
        .collect();
    assert!(
        missing.is_empty(),
        "never offered nor refused with a rule: {missing:?}"
    );
}

/// Words that tell the table to undo something ("put … back"): an "on the table now" line must never
/// read backwards (issue 25).
fn reads_backwards(text: &str) -> bool {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == "back" || w == "again")
        || [
            "放回", "归回", "翻回", "移回", "改回", "恢复", "戻", "再び", "再次",
        ]
        .iter()
        .any(|w| text.contains(w))
}

/// Issue 25, "tell the table what to do with its pieces" (a Saigoku retreat, 23-4/24-3): over the
/// loaded game's `Game::table_now`, after every action of seeded random games in the four scenarios
/// that changed the public state, the list is not empty, reads forward in 中文, English and 日本語
/// and every id is in the catalogue; forces moved (15), steps were lost (22–24) and the Inning
/// marker moved (4-1).
#[test]
fn issue_25_rule_4_1_table_now_after_every_action_reads_forward_in_three_languages() {
    use gunbai_rules::core::ruleset::AnyState;
    use gunbai_rules::core::{Lang, Msg, msg::Arg};
    use std::collections::BTreeSet;
    use std::sync::Arc;
    fn ids(m: &Msg, out: &mut BTreeSet<String>) {
        match m {
            Msg::Id { id, args } => {
                out.insert(id.to_string());
                for (_, a) in args {
                    if let Arg::Msg(x) = a {
                        ids(x, out);
                    }
                }
            }
            Msg::Join { join, .. } => join.iter().for_each(|x| ids(x, out)),
            Msg::Plain(_) => {}
        }
    }
    let d = data();
    let game = super::game();
    let (mut changed, mut bad, mut seen) = (0, Vec::new(), BTreeSet::new());
    for scenario in ["1", "2", "3", "4"] {
        for seed in 0..games_to_play(1, 12) {
            let g = random_game(&d, scenario, seed * 7919 + 5, 400);
            let mut s = start(scenario);
            for (call, faces) in &g.journal {
                let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
                let next = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
                let (b, a): (AnyState, AnyState) = (Arc::new(s.clone()), Arc::new(next.clone()));
                s = next;
                if game.public_state_json(&b) == game.public_state_json(&a) {
                    continue;
                }
                changed += 1;
                let now = game.table_now(&b, &a);
                if now.is_empty() {
                    bad.push(format!(
                        "{scenario}/{seed}: nothing said after {}",
                        call.name
                    ));
                }
                for m in &now {
                    ids(m, &mut seen);
                    if let Some(id) = m.unknown_id() {
                        bad.push(format!("{scenario}/{seed}: {id} is not in the catalogue"));
                    }
                    for lang in [Lang::En, Lang::Zh, Lang::Ja] {
                        let text = game.say(m, lang);
                        if reads_backwards(&text) || text.contains("saigoku-") {
                            bad.push(format!(
                                "{scenario}/{seed} {} {}: {text}",
                                call.name,
                                lang.code()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} lines: {:#?}",
        bad.len(),
        &bad[..bad.len().min(20)]
    );
    let cat = gunbai_rules::core::msg::catalogue();
    for id in &seen {
        for lang in [Lang::En, Lang::Zh, Lang::Ja] {
            assert!(cat.has(lang, id), "{id} missing in {lang:?}");
        }
    }
    for want in [
        "saigoku-now-move-force",
        "saigoku-now-inning",
        "saigoku-now-table-step",
    ] {
        assert!(seen.contains(want), "{want} never said: {seen:?}");
    }
    assert!(
        seen.contains("saigoku-now-flip-reduced") || seen.contains("saigoku-now-eliminated"),
        "no step lost: {seen:?}"
    );
    assert!(changed > 300, "{changed} changes");
}

/// Issue 23, rules 12-2-3, 22 and each action's own guard: for a force that may act now, with no combat
/// pending, the guard's own checks (`action_blocked`, what the prompt asks) refuse what the whole
/// guard (`blocked`, what `apply` asks) refuses, with the same rule, along the states of random games.
#[test]
fn rule_12_2_3_the_prompt_asks_only_the_actions_own_checks_of_a_force_that_may_act() {
    use gunbai_rules::games::saigoku::action::Action;
    use gunbai_rules::games::saigoku::guards::{action_blocked, blocked, can_act, pending_blocks};
    let d = data();
    let (mut compared, mut refused) = (0, 0);
    for scenario in ["1", "4"] {
        let g = random_game(&d, scenario, 7, 300);
        let mut s = start(scenario);
        for (call, faces) in &g.journal {
            if matches!(s.step, Step::Ops { .. }) && pending_blocks(&s).is_none() {
                for f in s.forces.iter().filter(|f| can_act(&s, f)) {
                    for a in [
                        Action::Move,
                        Action::Siege,
                        Action::Assault,
                        Action::Surrender,
                        Action::Skirmish,
                        Action::Battle,
                        Action::Rally,
                        Action::Replace,
                        Action::Reorganise,
                    ] {
                        let whole = blocked(&s, a, f).map(|(rule, _)| rule);
                        let own = action_blocked(&s, a, f).map(|(rule, _)| rule);
                        assert_eq!(own, whole, "{a:?} {}", f.leader);
                        compared += 1;
                        refused += usize::from(whole.is_some());
                    }
                }
            }
            let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
            s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
        }
    }
    assert!(
        compared > 500 && refused > 100,
        "{compared} asked, {refused} refused"
    );
}

/// Issue 23, rule 18-1: `is_besieged` (asked of every castle of the phasing armies by the prompt)
/// answers as the list of besiegers does, for every castle along random games, and with each force that
/// stands on a castle's hex marked besieging in turn (a castle of its own side), and a force of the
/// other side brought to a held castle to besiege it.
#[test]
fn rule_18_1_is_besieged_answers_as_the_list_of_besiegers() {
    let d = data();
    let (mut asked, mut besieged, mut own) = (0, 0, 0);
    for scenario in ["1", "4"] {
        let g = random_game(&d, scenario, 11, 300);
        let mut s = start(scenario);
        for (i, (call, faces)) in g.journal.iter().enumerate() {
            let mut states = vec![s.clone()];
            if i % 10 == 0 {
                for (n, f) in s.forces.iter().enumerate() {
                    if s.castle(&f.hex).is_some() {
                        let mut t = s.clone();
                        t.forces[n].besieging = true;
                        states.push(t);
                    }
                }
                // A force of the other side brought to each held castle, besieging it.
                for c in s.castles.iter().filter(|c| c.owner.is_some()).take(8) {
                    let holder = s.side_of_army(c.owner.as_deref().unwrap_or_default());
                    if let Some(n) = s.forces.iter().position(|f| s.side_of(f) != holder) {
                        let mut t = s.clone();
                        t.forces[n].hex = c.hex.clone();
                        t.forces[n].besieging = true;
                        states.push(t);
                    }
                }
            }
            for t in &states {
                for c in &t.castles {
                    let listed = !t.besiegers_of(&c.hex).is_empty();
                    assert_eq!(t.is_besieged(&c.hex), listed, "{}", c.hex);
                    asked += 1;
                    besieged += usize::from(listed);
                    own += usize::from(
                        !listed && t.forces.iter().any(|f| f.besieging && f.hex == c.hex),
                    );
                }
            }
            let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
            s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
        }
    }
    assert!(
        asked > 1000 && besieged > 10 && own > 10,
        "{asked} asked, {besieged} besieged, {own} marked on a castle of their own side"
    );
}

/// Issue 23, rule 9-1: a force's leader is found where it was last time when it is still there
/// (`State::leader`). Along random games, and after the units are shuffled under the forces' copied
/// hints, it is always the unit bearing the leader's name.
#[test]
fn rule_9_1_a_forces_leader_is_the_unit_of_its_name_even_when_the_units_move() {
    let d = data();
    let mut asked = 0;
    for scenario in ["1", "4"] {
        let g = random_game(&d, scenario, 19, 200);
        let mut s = start(scenario);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for (call, faces) in &g.journal {
            let mut shuffled = s.clone();
            // Every hint taken from the state as it was, then the units moved under them.
            for f in s.forces.iter() {
                s.leader(f);
            }
            let n = shuffled.units.len();
            for i in (1..n).rev() {
                shuffled.units.swap(i, (rng.next_u32() as usize) % (i + 1));
            }
            shuffled.lists_changed();
            for t in [&s, &shuffled] {
                for f in t.forces.iter() {
                    let found = t.leader(f).map(|u| u.name.as_str());
                    let named = t.units.iter().find(|u| u.name == f.leader);
                    assert_eq!(found, named.map(|u| u.name.as_str()));
                    assert!(found.is_some_and(|x| x == f.leader));
                    asked += 1;
                }
            }
            let mut dice = ManualDice::new(faces.iter().copied()).unwrap();
            s = SaigokuRules.apply(&d, &s, call, &mut dice).unwrap().state;
        }
    }
    assert!(asked > 1000, "only {asked} leaders asked");
}
