//! 关原大作战: seeded games played from the prompts and the ruleset's own pick-lists with random choices
//! (moves, attacks, hits, advances, recoveries, marches, checks, markers), in both deck modes' app form and
//! both card texts. Before the end the prompt always offers an action, and after every step the game's
//! invariants hold: `check_state` (every counter once, of its kind and a faction of its side, on a known hex
//! or its own entry track; one side per hex, at most 6 (rule 6.1(3)); a garrison in its castle; a castle
//! held by who stands in it; markers on their tracks; every card once; held-out cards released on their
//! condition) and the test's own deck and stack counts. Replaying the journal gives the live state.
//! `GUNBAI_RANDOM_GAMES=500 cargo test -p gunbai-session --test sekigahara_random_play` plays more games
//! (default: a quick count).

use crate::common;

use gunbai_session::Session;
use gunbai_session::core::{ActionCall, Game, Setup};
use gunbai_session::games::sekigahara::cards::ALL;
use gunbai_session::games::sekigahara::{Loc, State};
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
    fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        (!v.is_empty()).then(|| v[self.below(v.len())].clone())
    }
}

fn st(s: &Session) -> State {
    s.state().downcast_ref::<State>().unwrap().clone()
}

fn cands(g: &dyn Game, s: &Session, action: &str, key: &str) -> Vec<(String, String)> {
    g.candidates(s.state(), action, key)
        .into_iter()
        .map(|c| (c.group, c.value))
        .collect()
}

fn check(s: &State) {
    let mut all = ALL.to_vec();
    all.sort();
    let in_play = s.card.as_ref().filter(|c| !c.repeat).map(|c| c.card);
    assert_eq!(s.deck.all_cards(in_play), all, "rule 4.1: every card once");
    let mut stacks = std::collections::BTreeMap::<&str, usize>::new();
    for c in &s.counters {
        if let Loc::Hex(h) = &c.at {
            *stacks.entry(h).or_default() += 1;
        }
    }
    for (h, n) in stacks {
        assert!(n <= 6, "rule 6.1(3): {h} holds {n}");
    }
}

/// One random try at an action; false when the ruleset refused it (a typed error, never a panic).
fn try_action(g: &dyn Game, s: &mut Session, r: &mut Rng, name: &str) -> bool {
    let mut c = ActionCall::new(name);
    let commander_of = |s: &Session, r: &mut Rng, action: &str| {
        r.pick(&cands(g, s, action, "commander")).map(|x| x.1)
    };
    match name {
        "move-marker" => {
            let Some((_, m)) = r.pick(&cands(g, s, name, "marker")) else {
                return false;
            };
            c.params.insert("marker", m);
        }
        "check" => {
            let Some((_, k)) = r.pick(&cands(g, s, name, "kind")) else {
                return false;
            };
            let Some((_, h)) = r.pick(&cands(g, s, name, "hex")) else {
                return false;
            };
            c.params.insert("kind", k);
            c.params.insert("hex", h);
        }
        "move" | "attack" | "recover" => {
            let Some(cmd) = commander_of(s, r, name) else {
                return false;
            };
            let key = if name == "recover" {
                "counters"
            } else {
                "group"
            };
            let mut group: Vec<Value> = cands(g, s, name, key)
                .into_iter()
                .filter(|(grp, v)| *grp == cmd && r.below(2) == 0 && v != &cmd)
                .map(|(_, v)| Value::from(v))
                .collect();
            if name == "recover" && group.is_empty() {
                return false;
            }
            group.truncate(3);
            c.params.insert("commander", cmd.clone());
            c.params.insert(key, Value::Array(group));
            if name == "move" {
                let state = st(s);
                let strategic = state.strategic.is_some();
                c.params
                    .insert("kind", if strategic { "strategic" } else { "normal" });
                let here = state
                    .counter(&cmd)
                    .and_then(|x| x.hex().map(String::from))
                    .unwrap_or_default();
                let all = cands(g, s, name, "path");
                // A short walk: one or two hexes picked at random (the ruleset checks adjacency).
                let mut path = vec![];
                for _ in 0..1 + r.below(2) {
                    if let Some((_, h)) = r.pick(&all)
                        && h != here
                    {
                        path.push(Value::from(h));
                    }
                }
                c.params.insert("path", Value::Array(path));
            }
            if name == "attack" {
                let targets: Vec<String> = cands(g, s, name, "target")
                    .into_iter()
                    .filter(|(grp, _)| *grp == cmd)
                    .map(|x| x.1)
                    .collect();
                let Some(t) = r.pick(&targets) else {
                    return false;
                };
                c.params.insert("target", t);
                c.params.insert("preemptive", r.below(2) == 0);
            }
        }
        "strategic-roll" | "march" => {
            let Some(cmd) = commander_of(s, r, name) else {
                return false;
            };
            c.params.insert("commander", cmd);
        }
        "assign-hits" => {
            let pool: Vec<String> = cands(g, s, name, "counters")
                .into_iter()
                .map(|x| x.1)
                .collect();
            let state = st(s);
            let hits = match state.combat.as_ref().map(|c| &c.stage) {
                Some(gunbai_session::games::sekigahara::state::CombatStage::Hits { hits })
                | Some(gunbai_session::games::sekigahara::state::CombatStage::PreemptiveHits {
                    hits,
                }) => *hits as usize,
                _ => return false,
            };
            // Flip first, then eliminate: each counter takes up to its two steps, in pool order.
            let mut list = vec![];
            for round in 0..2 {
                for p in &pool {
                    if list.len() < hits && (round == 0 || !state.counter(p).unwrap().flipped) {
                        list.push(Value::from(p.clone()));
                    }
                }
            }
            c.params.insert("counters", Value::Array(list));
        }
        "advance" => {
            let v: Vec<Value> = cands(g, s, name, "counters")
                .into_iter()
                .map(|x| Value::from(x.1))
                .collect();
            c.params.insert("counters", Value::Array(v));
        }
        _ => {}
    }
    s.act(c, &[], true).is_ok()
}

fn play(variant: &str, seed: u64) -> Session {
    let g = games::load_embedded("sekigahara").unwrap();
    let mut setup = Setup::default();
    setup.options.insert("card-text".into(), variant.into());
    setup.options.insert("draw-cap".into(), Value::from(150));
    let mut s = Session::create(g.clone(), setup, Some(seed), None).unwrap();
    let mut r = Rng(seed * 7919 + 1);
    for _ in 0..4000 {
        common::assert_prompt_in_chinese(&s, "random play");
        if g.status(s.state()).winner.is_some() {
            break;
        }
        let open: Vec<String> = g
            .prompt(s.state())
            .actions
            .into_iter()
            .filter(|a| a.blocked.is_none())
            .map(|a| a.name)
            .collect();
        assert!(
            !open.is_empty(),
            "the prompt offers nothing: {}",
            g.prompt(s.state()).step
        );
        // Prefer doing something on the card before finishing it.
        let name = if open.len() > 1 && r.below(4) != 0 {
            r.pick(
                &open
                    .iter()
                    .filter(|a| *a != "end-card")
                    .cloned()
                    .collect::<Vec<_>>(),
            )
            .unwrap()
        } else {
            r.pick(&open).unwrap()
        };
        if !try_action(g.as_ref(), &mut s, &mut r, &name) {
            // A refused try: the fallback that always exists.
            for f in ["draw", "end-card", "no-advance", "siege-roll", "skip-check"] {
                if open.iter().any(|a| a == f) && s.act(ActionCall::new(f), &[], true).is_ok() {
                    break;
                }
            }
            if st(&s).strategic.is_some() {
                let cmd = st(&s).strategic.unwrap().commander;
                let c = ActionCall::new("move")
                    .with("commander", cmd)
                    .with("kind", "strategic")
                    .with("group", Vec::<String>::new())
                    .with("path", Vec::<String>::new());
                s.act(c, &[], true).unwrap();
            }
            if st(&s).combat.is_some() && open.iter().any(|a| a == "assign-hits") {
                assert!(try_action(g.as_ref(), &mut s, &mut r, "assign-hits"));
            }
        }
        check(&st(&s));
        g.check_state(s.state()).unwrap_or_else(|e| {
            panic!(
                "seed {seed}, action {}: check_state: {e}",
                s.log().last().map(|l| l.action.name.as_str()).unwrap_or("")
            )
        });
    }
    s
}

/// Games to play: `GUNBAI_RANDOM_GAMES` or a quick count.
fn games() -> u64 {
    std::env::var("GUNBAI_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6)
}

/// Every game of the count, both card texts: the invariants after every step (in `play`), a prompt that
/// always offers something, an ending, and a replay equal to live play.
#[test]
fn rule_4_1_invariants_hold_after_every_step_of_many_random_games() {
    for seed in 100..100 + games() {
        let variant = if seed % 2 == 0 { "ja" } else { "zh" };
        let s = play(variant, seed);
        assert!(
            s.game.status(s.state()).winner.is_some(),
            "seed {seed}: the game ended"
        );
        let g = s.game.clone();
        let again = Session::from_bytes(&s.to_bytes(), None, &|_| Ok(g.clone())).unwrap();
        assert_eq!(s.state_json(), again.state_json(), "seed {seed}: replay");
        crate::state_text::holds(&s, &format!("sekigahara seed {seed}"));
    }
}

#[test]
fn rule_4_1_random_games_keep_the_deck_and_stacks_and_replay_exactly() {
    for (variant, seed) in [("ja", 1u64), ("zh", 2), ("ja", 3), ("zh", 4)] {
        let s = play(variant, seed);
        assert!(
            s.game.status(s.state()).winner.is_some(),
            "seed {seed}: the game ended"
        );
        let g = s.game.clone();
        let again = Session::from_bytes(&s.to_bytes(), None, &|_| Ok(g.clone())).unwrap();
        assert_eq!(s.state_json(), again.state_json(), "seed {seed}");
        let log = s.log();
        let acted: std::collections::BTreeSet<&str> =
            log.iter().map(|l| l.action.name.as_str()).collect();
        assert!(
            acted.contains("move") || acted.contains("attack"),
            "seed {seed}: {acted:?}"
        );
    }
}

/// Issue 11 point 4 for 关原 (rules 4–12): every log line of random games reads in 中文 with no
/// English word left.
#[test]
fn rule_4_1_every_log_line_of_random_games_reads_in_chinese() {
    let mut untranslated = std::collections::BTreeSet::new();
    for (variant, seed) in [("ja", 1u64), ("zh", 2)] {
        untranslated.extend(common::untranslated_log_lines(&play(variant, seed)));
    }
    common::assert_all_translated(untranslated);
}

/// Issue 20: whole games saved and read back from their journal — every log line, the status, the
/// prompt and the text listing (`gunbai session show`) — read in 中文 and in 日本語 with no English word,
/// and the winner line of each ended game is among them.
#[test]
fn issue_20_a_saved_game_reads_in_zh_and_ja_with_no_english_word() {
    use gunbai_session::core::Lang;
    use gunbai_session::core::text::latin_words;
    let mut bad = std::collections::BTreeSet::new();
    for (variant, seed) in [("ja", 5u64), ("zh", 6)] {
        let s = play(variant, seed);
        let g = s.game.clone();
        let again = Session::from_bytes(&s.to_bytes(), None, &|_| Ok(g.clone())).unwrap();
        let status = g.status(again.state());
        assert!(status.winner.is_some(), "seed {seed}: the game ended");
        let mut msgs: Vec<gunbai_session::core::Msg> = again
            .log()
            .iter()
            .flat_map(|l| l.lines.iter().cloned())
            .collect();
        msgs.push(g.show_text(again.state()));
        msgs.push(status.phase.clone());
        msgs.extend(status.winner.clone());
        for (k, v) in &status.track {
            msgs.push(k.clone());
            msgs.push(v.clone());
        }
        msgs.push(g.prompt(again.state()).step);
        assert!(msgs.len() > 50, "seed {seed}: {} lines", msgs.len());
        for m in &msgs {
            for lang in [Lang::Zh, Lang::Ja] {
                let t = g.say(m, lang);
                let latin = latin_words(&t, &["S"]);
                if !latin.is_empty() || t.contains("sekigahara") {
                    bad.insert(format!("{lang:?}: {} => {t}", m.en()));
                }
            }
        }
        // The winner line is in the journal's last record, in the players' words.
        let log = again.log();
        let last = log.last().unwrap();
        let winner = status.winner.unwrap();
        assert!(
            last.lines
                .iter()
                .any(|l| g.say(l, Lang::Ja) == g.say(&winner, Lang::Ja)),
            "seed {seed}: {:?}",
            last.lines
        );
    }
    assert!(
        bad.is_empty(),
        "{} lines not in one language:\n{}",
        bad.len(),
        bad.into_iter().collect::<Vec<_>>().join("\n")
    );
}
