//! `fuzz-play`: seeded random games through a real session (journal, dice, undo), per scenario and
//! player count, checking after every step: no panic; an action offered until the end; every offered
//! action applies or is refused naming a rule or key; `check_state` and the game's own invariants
//! (`games/<id>/invariants.rs`); the public state holds no sealed value's secret. At the end: the journal
//! read back gives the live state, and undo to the start gives the initial state.

use std::panic::{AssertUnwindSafe, catch_unwind};

use gunbai_rules::core::play::{TestRng, check_state_and, improper_refusal, offered, random_call};
use gunbai_rules::core::{Game, Setup};
use gunbai_rules::games;
use gunbai_session::{Session, SessionError};

/// What a run found.
#[derive(Debug, Default, Clone)]
pub struct Report {
    pub games: usize,
    pub ended: usize,
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
        self.steps += o.steps;
        self.refused += o.refused;
        self.panics += o.panics;
        self.violations.extend(o.violations);
    }
}

/// Every (scenario, players) of a game.
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
    out
}

/// Plays `games` seeded games of every set-up of `id`, each of at most `max_steps` tries.
pub fn run(id: &str, games_per_setup: usize, seed: u64, max_steps: usize) -> Report {
    let mut r = Report::default();
    let Ok(g) = games::load_embedded(id) else {
        r.violations.push(format!("{id}: unknown game"));
        return r;
    };
    for setup in setups(g.as_ref()) {
        for k in 0..games_per_setup {
            let s = seed.wrapping_add(k as u64);
            let one = catch_unwind(AssertUnwindSafe(|| one_game(&g, &setup, s, max_steps)));
            match one {
                Ok(o) => r.add(o),
                Err(p) => {
                    let what = p
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    r.games += 1;
                    r.panics += 1;
                    r.violations.push(format!(
                        "{id} {:?}/{} seed {s}: panic: {what}",
                        setup.scenario, setup.players
                    ));
                }
            }
        }
    }
    r
}

fn one_game(g: &std::sync::Arc<dyn Game>, setup: &Setup, seed: u64, max_steps: usize) -> Report {
    let mut r = Report {
        games: 1,
        ..Report::default()
    };
    let at = |i: usize| {
        format!(
            "{} {:?}/{} seed {seed} step {i}",
            g.id(),
            setup.scenario,
            setup.players
        )
    };
    let mut s = match Session::create(g.clone(), setup.clone(), Some(seed), None) {
        Ok(s) => s,
        Err(e) => {
            r.violations.push(format!("{}: set-up refused: {e}", at(0)));
            return r;
        }
    };
    let initial = s.state_json();
    let mut rng = TestRng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x23);
    let mut in_a_row = 0;
    // `FUZZ_PLAY_TRACE=1`: print every refusal (to see where a random player gets stuck).
    let trace = std::env::var_os("FUZZ_PLAY_TRACE").is_some();
    for i in 0..max_steps {
        let v = check_state_and(g.as_ref(), s.state(), &games::invariants);
        if !v.is_empty() {
            r.violations
                .extend(v.into_iter().map(|m| format!("{}: {m}", at(i))));
            return r;
        }
        if g.status(s.state()).winner.is_some() {
            r.ended += 1;
            break;
        }
        let prompt = g.prompt(s.state());
        let Some((name, preset)) = rng.pick(&offered(&prompt)).cloned() else {
            r.violations
                .push(format!("{}: dead end before the end", at(i)));
            return r;
        };
        let call = random_call(g.as_ref(), s.state(), &name, &preset, &mut rng);
        match s.act(call.clone(), &[], true) {
            Ok(_) => {
                r.steps += 1;
                in_a_row = 0;
            }
            Err(SessionError::Rule(e)) => {
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
            Err(e) => {
                r.violations
                    .push(format!("{}: {name}: the session refused: {e}", at(i)));
                return r;
            }
        }
    }
    // The journal read back gives the live state.
    match Session::from_bytes(&s.to_bytes(), None, &games::load_embedded) {
        Ok(back) if back.state_json() == s.state_json() => {}
        Ok(_) => r.violations.push(format!(
            "{}: replay of the journal differs from the live state",
            at(max_steps)
        )),
        Err(e) => r.violations.push(format!(
            "{}: the journal does not read back: {e}",
            at(max_steps)
        )),
    }
    // Undo to the start gives the initial state.
    if s.can_undo() {
        match s.undo(Some(0), true) {
            Ok(_) if s.state_json() == initial => {}
            Ok(_) => r.violations.push(format!(
                "{}: undo to the start differs from the initial state",
                at(max_steps)
            )),
            Err(e) => r
                .violations
                .push(format!("{}: undo to the start refused: {e}", at(max_steps))),
        }
    }
    r
}
