//! 天下布武 through sessions: both scenarios from setup to an end condition, with the app holding the chips
//! (app dice) and with real chips typed in (table dice); replay from the journal and undo are exact.

use gunbai_session::Session;
use gunbai_session::core::{ActionCall, Setup};
use gunbai_session::games::tenka::{State, Step};
use gunbai_session::games::{self};
use serde_json::Value;

fn st(s: &Session) -> &State {
    s.state().downcast_ref::<State>().unwrap()
}

fn new(scenario: &str, players: u8, options: &[(&str, &str)], seed: u64) -> Session {
    let g = games::load_embedded("tenka").unwrap();
    let mut setup = Setup {
        scenario: Some(scenario.into()),
        players,
        ..Default::default()
    };
    for (k, v) in options {
        setup
            .options
            .insert(k.to_string(), Value::String(v.to_string()));
    }
    Session::create(g, setup, Some(seed), None).unwrap()
}

fn call(name: &str, kv: &[(&str, Value)]) -> ActionCall {
    let mut c = ActionCall::new(name);
    for (k, v) in kv {
        c.params.insert(k, v.clone());
    }
    c
}

fn ok(s: &mut Session, c: ActionCall, dice: &[u8], app: bool) {
    let name = c.name.clone();
    s.act(c, dice, app)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
}

fn replay_is_exact(s: &Session) {
    let bytes = s.to_bytes();
    let back = Session::from_bytes(&bytes, None, &games::load_embedded).unwrap();
    assert_eq!(back.state_json(), s.state_json());
}

/// Plays "no war" and full redeploys on the first own region until the game ends (bounded).
fn no_war_to_the_end(s: &mut Session) {
    for _ in 0..60 {
        let state = st(s).clone();
        if state.ending.is_some() {
            return;
        }
        let prompt = s.game.prompt(s.state());
        assert!(
            prompt.actions.iter().any(|a| a.blocked.is_none()),
            "the prompt offers an action before the end: {}",
            prompt.step
        );
        match &state.step {
            Step::TurnStart => ok(s, call("no-war", &[]), &[], true),
            Step::Redeploy => {
                let preset = s.game.prefill(s.state(), "redeploy");
                ok(
                    s,
                    ActionCall {
                        name: "redeploy".into(),
                        params: preset,
                    },
                    &[],
                    true,
                )
            }
            other => panic!("unexpected step {other:?}"),
        }
    }
    panic!("the game did not end");
}

#[test]
fn rule_5_tenka_fubu_with_app_chips_plays_to_the_storage_end_and_replays() {
    let mut s = new("tenka-fubu", 2, &[], 5);
    let initial = s.state_json();
    // Rule 3-1: blue (last) chooses first.
    ok(
        &mut s,
        call("choose-start", &[("region", "尾張".into())]),
        &[],
        true,
    );
    ok(
        &mut s,
        call("choose-start", &[("region", "美濃".into())]),
        &[],
        true,
    );
    // Red attacks the neutral 越前 and 甲斐 with app-held chips; blue (next player) defends them.
    let hidden = s.game.hidden_action(s.state(), "attack-chips").unwrap();
    assert!(hidden.contains("red"));
    ok(
        &mut s,
        call(
            "attack-chips",
            &[
                ("chip-3", "越前".into()),
                ("chip-2", "越前".into()),
                ("chip-1", "甲斐".into()),
                ("chip-0a", "甲斐".into()),
                ("chip-0b", "越前".into()),
                ("salt", "matsu".into()),
            ],
        ),
        &[],
        true,
    );
    let log: Vec<String> = s
        .log()
        .iter()
        .flat_map(|e| e.lines.iter().map(|l| l.en()))
        .collect();
    assert!(
        !log.join(" ").contains("3+2"),
        "no chip value before the reveal"
    );
    // Rule 3-2: the seal the hand-over screen shows is the one in the log line.
    let attack = s.log().last().unwrap().action.clone();
    let seal = s.game.sealed_commitment(s.state(), &attack).unwrap();
    assert!(
        log.last()
            .unwrap()
            .contains(&gunbai_session::core::commit::short(&seal)),
        "{log:?}"
    );
    assert_eq!(seal, s.state_json()["war"]["attack_commitment"]);
    // Rule 4: what the table may see (session show --json) has the targets but not the face-down chips.
    assert!(
        !s.state_json()["war"]["attack"]
            .as_object()
            .unwrap()
            .is_empty()
    );
    assert!(
        s.public_state_json()["war"]["attack"]
            .as_object()
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        s.public_state_json()["war"]["targets"],
        s.state_json()["war"]["targets"]
    );
    assert!(
        s.game
            .hidden_action(s.state(), "defence-chips")
            .unwrap()
            .contains("blue")
    );
    ok(
        &mut s,
        call(
            "defence-chips",
            &[
                ("chip-2", "甲斐".into()),
                ("chip-1a", "甲斐".into()),
                ("chip-1b", "甲斐".into()),
                ("chip-1c", "甲斐".into()),
                ("chip-1d", "甲斐".into()),
                ("salt", "take".into()),
            ],
        ),
        &[],
        true,
    );
    // App dice for both fights.
    ok(
        &mut s,
        call("fight", &[("region", "越前".into())]),
        &[],
        true,
    );
    // Rule 3-2: the chips are face up first; the dice follow unless the attack there is 0.
    if matches!(st(&s).step, Step::Roll { .. }) {
        ok(&mut s, call("roll", &[]), &[], true);
    }
    ok(
        &mut s,
        call("fight", &[("region", "甲斐".into())]),
        &[],
        true,
    );
    // Rule 3-2: the chips are face up first; the dice follow unless the attack there is 0.
    if matches!(st(&s).step, Step::Roll { .. }) {
        ok(&mut s, call("roll", &[]), &[], true);
    }
    assert!(matches!(st(&s).step, Step::Redeploy | Step::TurnStart));
    replay_is_exact(&s);
    no_war_to_the_end(&mut s);
    let e = st(&s).ending.clone().unwrap();
    assert_eq!(e.rule, "5");
    assert_eq!(st(&s).storage, 0);
    assert!(s.game.status(s.state()).winner.is_some());
    replay_is_exact(&s);
    // Undo all the way back (the reveals need confirming), each undo saying what to put back.
    while s.can_undo() {
        s.undo(None, true).unwrap();
    }
    assert_eq!(s.state_json(), initial);
}

#[test]
fn rule_3_2_gekokujo_with_real_chips_typed_in_plays_to_the_storage_end() {
    let mut s = new("gekokujo", 3, &[("chips", "real")], 9);
    assert!(s.game.hidden_action(s.state(), "attack-targets").is_none());
    // Red holds no region: all chips on any one region (rule 3-2).
    ok(
        &mut s,
        call("attack-targets", &[("regions", vec!["大和"].into())]),
        &[],
        false,
    );
    // Rule 3-2: the defending side (the next player, for a neutral region) places its chips.
    ok(&mut s, call("defence-placed", &[]), &[], false);
    // Revealed 3+2+1+0+0 against 2+1+1+1+1: 6 + 6 = 12 against 6 + 0 + 1 = 7.
    ok(
        &mut s,
        call(
            "fight-revealed",
            &[
                ("region", "大和".into()),
                ("attack-chips", vec!["3", "2", "1", "0", "0"].into()),
                ("defence-chips", vec!["2", "1", "1", "1", "1"].into()),
            ],
        ),
        &[6, 1],
        false,
    );
    assert_eq!(st(&s).regions["大和"].owner, Some(0));
    assert_eq!(st(&s).players[0].hand, 1);
    no_war_to_the_end(&mut s);
    let e = st(&s).ending.clone().unwrap();
    assert_eq!(e.winner, Some(0), "red alone holds a region");
    assert_eq!(e.points[0], 2);
    replay_is_exact(&s);
}

#[test]
fn rule_3_2_the_war_die_order_is_attack_then_defence() {
    let mut s = new("gekokujo", 3, &[("chips", "real")], 9);
    ok(
        &mut s,
        call("attack-targets", &[("regions", vec!["大和"].into())]),
        &[],
        false,
    );
    // Rule 3-2: the defending side (the next player, for a neutral region) places its chips.
    ok(&mut s, call("defence-placed", &[]), &[], false);
    let r = s
        .act(
            call(
                "fight-revealed",
                &[
                    ("region", "大和".into()),
                    ("attack-chips", vec!["1"].into()),
                    ("defence-chips", Vec::<String>::new().into()),
                ],
            ),
            &[2, 5],
            false,
        )
        .unwrap()
        .unwrap();
    assert_eq!(r.rolls, vec![2, 5]);
    assert_eq!(r.result["attack_total"], 3);
    assert_eq!(r.result["defence_total"], 5);
}
