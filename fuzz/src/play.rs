//! `fuzz-play`: seeded random games through a real session (journal, dice, undo), per scenario and
//! player count, checking after every step: no panic; an action offered until the end; every offered
//! action applies or is refused naming a rule or key; `check_state` and the game's own invariants
//! (`games/<id>/invariants.rs`); public outputs hold no sealed value (see [`one_game`]). At the end (the
//! whole-game checks, once a game so a game costs O(steps)): the journal read back gives the live
//! state, and undo to the start gives the initial state.

use std::panic::{AssertUnwindSafe, catch_unwind};

use gunbai_rules::core::dice::SeededDice;
use gunbai_rules::core::play::{
    Kept, Recording, Step, TestRng, check_state_and, improper_refusal, offered, player_call_kept,
    player_of, public_outputs, replay_matches, sealed_keys, step_leaks,
};
use gunbai_rules::core::ruleset::AnyState;
use gunbai_rules::core::{ActionCall, Game, Setup};
use gunbai_rules::games;
use gunbai_session::{Record, Session};

/// What a run found.
#[derive(Debug, Default, Clone)]
pub struct Report {
    pub games: usize,
    pub ended: usize,
    /// Games also played again through a real session ([`session_replay`]).
    pub sessions: usize,
    pub steps: usize,
    pub refused: usize,
    pub panics: usize,
    /// One line per violation: game, set-up, seed, what.
    pub violations: Vec<String>,
}

impl Report {
    fn add(&mut self, o: Report) {
        self.games += o.games;
        self.ended += o.ended;
        self.sessions += o.sessions;
        self.steps += o.steps;
        self.refused += o.refused;
        self.panics += o.panics;
        self.violations.extend(o.violations);
    }
}

/// How a run plays.
#[derive(Debug, Clone)]
pub struct Plan {
    /// Tries per game (an action applied or refused), at most.
    pub max_steps: usize,
    /// Every how many games one is also played through a real session (1: every game; 0: none).
    pub session_every: usize,
    /// Threads playing games side by side (default: one per core).
    pub workers: usize,
}

impl Default for Plan {
    fn default() -> Self {
        Self {
            max_steps: 1500,
            session_every: 10,
            workers: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// Every (scenario, players) of a game; for Seinan each once more with the house turn limit (Gunbai's
/// ruling 9, digest B16: the rules have no last turn, so a random game ends only by it).
pub fn setups(g: &dyn Game) -> Vec<Setup> {
    let mut out = Vec::new();
    for sc in g.scenarios() {
        for players in sc.min_players..=sc.max_players {
            out.push(Setup {
                scenario: Some(sc.id.clone()),
                players,
                ..Setup::default()
            });
        }
    }
    if out.is_empty() {
        let i = g.info();
        for players in i.min_players..=i.max_players {
            out.push(Setup {
                players,
                ..Setup::default()
            });
        }
    }
    // A game whose rules have no last turn offers a house turn limit at set-up (Seinan's ruling 9): its
    // set-ups are played once more with a limit of 3, so some of its games reach an end.
    if g.setup_options().iter().any(|k| k.name == "turn-limit") {
        let limited: Vec<Setup> = out
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.options.insert("turn-limit".into(), 3.into());
                s
            })
            .collect();
        out.extend(limited);
    }
    out
}

/// Plays `games` seeded games of every set-up of `id`.
pub fn run(id: &str, games_per_setup: usize, seed: u64, plan: &Plan) -> Report {
    let n = games::load_embedded(id)
        .map(|g| setups(g.as_ref()).len())
        .unwrap_or(1);
    run_total(id, games_per_setup * n, seed, plan)
}

/// Plays `total` seeded games of `id`, spread over its set-ups (the first set-ups play one more when
/// `total` does not divide evenly), on [`Plan::workers`] threads. Every game is the same whatever the
/// number of threads (its seed and whether it also goes through a session follow from its place in
/// the run), and the report lists the games' findings in that order.
pub fn run_total(id: &str, total: usize, seed: u64, plan: &Plan) -> Report {
    let mut r = Report::default();
    let Ok(g) = games::load_embedded(id) else {
        r.violations.push(format!("{id}: unknown game"));
        return r;
    };
    let all = setups(g.as_ref());
    // (set-up, seed, through a session) of every game, in the order of a single-threaded run.
    let mut plays = Vec::with_capacity(total);
    for (i, setup) in all.iter().enumerate() {
        let count = total / all.len() + usize::from(i < total % all.len());
        for k in 0..count {
            let with_session =
                plan.session_every > 0 && plays.len().is_multiple_of(plan.session_every);
            plays.push((setup, seed.wrapping_add(k as u64), with_session));
        }
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = plan.workers.clamp(1, plays.len().max(1));
    let mut done: Vec<(usize, Report)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let n = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&(setup, s, with_session)) = plays.get(n) else {
                            break;
                        };
                        mine.push((n, play_one(&g, setup, s, plan.max_steps, with_session)));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    done.sort_by_key(|(n, _)| *n);
    for (_, o) in done {
        r.add(o);
    }
    r
}

/// One game with its panic caught and reported as a violation.
fn play_one(
    g: &std::sync::Arc<dyn Game>,
    setup: &Setup,
    s: u64,
    max_steps: usize,
    with_session: bool,
) -> Report {
    match catch_unwind(AssertUnwindSafe(|| {
        one_game(g, setup, s, max_steps, with_session)
    })) {
        Ok(o) => o,
        Err(p) => {
            let what = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Report {
                games: 1,
                panics: 1,
                violations: vec![format!(
                    "{} {:?}/{} {:?} seed {s}: panic: {what}",
                    g.id(),
                    setup.scenario,
                    setup.players,
                    setup.options
                )],
                ..Report::default()
            }
        }
    }
}

/// How many journal records the public log (a replay of the whole journal) is read for sealed values
/// at every sealing step: beyond it the log is read once at the end, so a game stays O(steps).
const LOG_CHECK_RECORDS: usize = 64;

/// A call whose values are still face down: the state right after it and the call as journaled
/// (with the secret word the session drew).
struct Pending {
    after: AnyState,
    call: ActionCall,
}

/// The secret words of the pending calls still sealed at `now` (their calls stay pending).
fn sealed_secrets(g: &dyn Game, now: &AnyState, pending: &mut Vec<Pending>) -> Vec<String> {
    pending.retain(|p| {
        sealed_keys(g, &p.after, now, &p.call)
            .iter()
            .any(|k| k == "salt")
    });
    pending
        .iter()
        .filter_map(|p| p.call.params.get("salt").and_then(|v| v.as_str()))
        .filter(|t| !t.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The outputs of a session a table sees: the public state, the view, the prompt and the public log.
fn session_outputs(g: &dyn Game, s: &Session, with_log: bool) -> Vec<(&'static str, String)> {
    let mut out = vec![("public state", s.public_state_json().to_string())];
    out.extend(public_outputs(g, s.state()).into_iter().skip(1));
    if with_log {
        out.push((
            "public log",
            serde_json::to_string(&s.public_log()).unwrap_or_default(),
        ));
    }
    out
}

/// Which of `secrets` an output shows (`what: secret`), empty when none.
pub fn shown_secrets(outputs: &[(&'static str, String)], secrets: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for (what, text) in outputs {
        for secret in secrets {
            if text.contains(secret.as_str()) {
                found.push(format!(
                    "the {what} shows the secret word of a sealed input"
                ));
            }
        }
    }
    found
}

/// A secret word for a sealed input, as the session draws one when the table types none (a Shogun
/// plan, Tenka chips): drawn here from the game's seed, so the live game and its session agree.
fn with_a_secret(g: &dyn Game, call: &mut ActionCall, rng: &mut TestRng) {
    let takes_salt = g
        .action(&call.name)
        .is_ok_and(|a| a.keys.iter().any(|k| k.name == "salt"));
    let blank = call
        .params
        .get("salt")
        .and_then(|v| v.as_str())
        .is_none_or(|t| t.trim().is_empty());
    if takes_salt && blank {
        call.params
            .insert("salt", format!("fuzz-secret-{:016x}", rng.next_u64()));
    }
}

/// One seeded game. It is played on the rules core (the session's dice stream for the seed, a die
/// drawn only by an action that applies, as the session draws them), checking after every step: no
/// panic; an action offered until the end; every offered action applies or is refused naming a rule
/// or key; `check_state` and the game's invariants. Where a step seals values (Shogun's plans, Tenka's
/// chips): the same call with the sealed values moved and another secret word gives the same public
/// outputs (`sealed_leaks`), and as long as a value is sealed its secret word shows in no public state.
/// At the end, once: the steps replayed with their dice give the live state and a fresh set-up gives
/// the first state; and when `with_session`, the whole game again through a real session
/// ([`session_replay`]).
fn one_game(
    g: &std::sync::Arc<dyn Game>,
    setup: &Setup,
    seed: u64,
    max_steps: usize,
    with_session: bool,
) -> Report {
    let mut r = Report {
        games: 1,
        ..Report::default()
    };
    let at = |i: usize| {
        format!(
            "{} {:?}/{} {:?} seed {seed} step {i}",
            g.id(),
            setup.scenario,
            setup.players,
            setup.options
        )
    };
    let initial = match g.setup(setup) {
        Ok(s) => s,
        Err(e) => {
            r.violations.push(format!("{}: set-up refused: {e}", at(0)));
            return r;
        }
    };
    let mut state = initial.clone();
    let mut rng = TestRng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x23);
    let mut twins = TestRng::new(seed ^ 0x5ea1);
    // The session's stream for this seed.
    let mut dice = SeededDice::new(seed);
    let mut steps: Vec<Step> = Vec::new();
    let mut pending: Vec<Pending> = Vec::new();
    let mut in_a_row = 0;
    let mut last = 0;
    // `FUZZ_PLAY_TRACE=1`: print every refusal (to see where a random player gets stuck).
    let trace = std::env::var_os("FUZZ_PLAY_TRACE").is_some();
    // The actions offered in `state`, kept while tries are refused: a refusal leaves the state (and
    // the sealed values) as they were, so the checks of a state and its prompt are made once per state
    // (issue 23: refusals were a third to three fifths of the tries).
    let mut offers: Option<Vec<(String, gunbai_rules::core::Params)>> = None;
    let mut kept = Kept::default();
    for i in 0..max_steps {
        last = i;
        let now = match &mut offers {
            Some(o) => o,
            None => {
                let v = check_state_and(g.as_ref(), &state, &games::invariants);
                if !v.is_empty() {
                    r.violations
                        .extend(v.into_iter().map(|m| format!("{}: {m}", at(i))));
                    return r;
                }
                if !pending.is_empty() {
                    let secrets = sealed_secrets(g.as_ref(), &state, &mut pending);
                    let shown =
                        shown_secrets(&[("public state", g.public_state_text(&state))], &secrets);
                    if !shown.is_empty() {
                        r.violations
                            .extend(shown.into_iter().map(|m| format!("{}: {m}", at(i))));
                        return r;
                    }
                }
                if g.status(&state).winner.is_some() {
                    r.ended += 1;
                    break;
                }
                offers.insert(offered(&g.prompt(&state)))
            }
        };
        let Some((name, preset)) = rng.pick(now).cloned() else {
            r.violations
                .push(format!("{}: dead end before the end", at(i)));
            return r;
        };
        let mut call = player_call_kept(
            player_of(g.id()),
            g.as_ref(),
            &state,
            &name,
            &preset,
            &mut rng,
            &mut kept,
        );
        with_a_secret(g.as_ref(), &mut call, &mut twins);
        // A refused action draws no die from the stream (the session keeps its stream then too).
        let mut tried = dice.clone();
        let (result, faces) = {
            let mut rec = Recording::new(&mut tried);
            let result = g.apply(&state, &call, &mut rec);
            (result, rec.faces)
        };
        match result {
            Ok(applied) => {
                dice = tried;
                r.steps += 1;
                in_a_row = 0;
                if let Some(leaks) =
                    step_leaks(g.as_ref(), &state, &call, &applied, &faces, &mut twins)
                {
                    if !leaks.is_empty() {
                        r.violations
                            .extend(leaks.into_iter().map(|m| format!("{}: {m}", at(i))));
                        return r;
                    }
                    pending.push(Pending {
                        after: applied.state.clone(),
                        call: call.clone(),
                    });
                }
                state = applied.state;
                steps.push(Step { call, faces });
                offers = None;
                kept.forget();
            }
            Err(e) => {
                if let Some(why) = improper_refusal(&e) {
                    r.violations
                        .push(format!("{}: {name} {:?}: {why}", at(i), call.params));
                    return r;
                }
                if trace {
                    eprintln!("{}: {name} {:?} refused: {e}", at(i), call.params);
                }
                r.refused += 1;
                in_a_row += 1;
                if in_a_row > 400 {
                    break;
                }
            }
        }
    }
    // The whole-game checks, once a game.
    let end = at(last);
    r.violations.extend(
        replay_matches(g.as_ref(), setup, &initial, &steps, &state)
            .into_iter()
            .map(|m| format!("{end}: {m}")),
    );
    if with_session {
        r.sessions += 1;
        r.violations.extend(
            session_replay(g, setup, seed, &initial, &steps, &state)
                .into_iter()
                .map(|m| format!("{end}: session: {m}")),
        );
    }
    r
}

/// A game played live, again through a real session (journal, the app's dice from the same seed,
/// undo): every step that applied live applies in the session with the same dice; the session's state
/// is the live one at the end; the journal read back gives it too; undo to the start gives the first
/// state. The session's public outputs (its public state and public log) show no secret word of a
/// value still sealed: checked after the sealing steps among the first journal records (the public
/// log replays the whole journal) and at the end.
pub fn session_replay(
    g: &std::sync::Arc<dyn Game>,
    setup: &Setup,
    seed: u64,
    initial: &AnyState,
    steps: &[Step],
    live: &AnyState,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut s = match Session::create(g.clone(), setup.clone(), Some(seed), None) {
        Ok(s) => s,
        Err(e) => return vec![format!("set-up refused: {e}")],
    };
    let first = g.state_json(initial);
    if s.state_json() != first {
        out.push("the session's first state differs from the set-up".into());
    }
    let mut pending: Vec<Pending> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        if let Err(e) = s.act(step.call.clone(), &[], true) {
            out.push(format!(
                "step {} ({}) applied live, the session refused it: {e}",
                i + 1,
                step.call.name
            ));
            return out;
        }
        let Some(Record::Act { action, .. }) = s.records().last() else {
            continue;
        };
        if sealed_keys(g.as_ref(), s.state(), s.state(), action).is_empty() {
            continue;
        }
        pending.push(Pending {
            after: s.state().clone(),
            call: action.clone(),
        });
        if s.records().len() <= LOG_CHECK_RECORDS {
            let secrets = sealed_secrets(g.as_ref(), s.state(), &mut pending);
            out.extend(shown_secrets(
                &session_outputs(g.as_ref(), &s, true),
                &secrets,
            ));
        }
    }
    let secrets = sealed_secrets(g.as_ref(), s.state(), &mut pending);
    if !secrets.is_empty() {
        out.extend(shown_secrets(
            &session_outputs(g.as_ref(), &s, true),
            &secrets,
        ));
    }
    let now = s.state_json();
    if now != g.state_json(live) {
        out.push("the session's state differs from the live state".into());
    }
    // The journal read back gives the live state (the game already loaded: its tables are the
    // embedded ones the journal names).
    let loaded = |_: &str| Ok(g.clone());
    match Session::from_bytes(&s.to_bytes(), None, &loaded) {
        Ok(back) if back.state_json() == now => {}
        Ok(_) => out.push("replay of the journal differs from the live state".into()),
        Err(e) => out.push(format!("the journal does not read back: {e}")),
    }
    // Undo to the start gives the initial state.
    if s.can_undo() {
        match s.undo(Some(0), true) {
            Ok(_) if s.state_json() == first => {}
            Ok(_) => out.push("undo to the start differs from the initial state".into()),
            Err(e) => out.push(format!("undo to the start refused: {e}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The secret-word check can fail: an output holding the secret word of a sealed input is named.
    #[test]
    fn issue_23_an_output_showing_a_sealed_secret_is_caught() {
        let secrets = vec!["k9-secret-word".to_string()];
        let clean = [(
            "public state",
            r#"{"plans":{"red":"(sealed)"}}"#.to_string(),
        )];
        assert!(shown_secrets(&clean, &secrets).is_empty());
        let leaking = [
            (
                "public state",
                r#"{"plans":{"red":"(sealed)"}}"#.to_string(),
            ),
            ("public log", r#"[{"salt":"k9-secret-word"}]"#.to_string()),
        ];
        let found = shown_secrets(&leaking, &secrets);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("public log"), "{found:?}");
    }
}
