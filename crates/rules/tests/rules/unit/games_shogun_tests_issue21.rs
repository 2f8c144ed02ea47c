//! Issue 20 (typed actions) and issue 21 (the table's set-up and names) for Shogun: every session
//! action is one [`Command`]; each seat's colour is a pick-list of the game's colours; the table may
//! name its players, shown as "name (colour)"; the daimyo's space is picked by its special card.

// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::odds::Odds;
    pub(super) use gunbai_rules::core::{
        ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded,
        Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
        Status,
    };
    pub(super) use gunbai_rules::games::shogun::command::Command;
    pub(super) use gunbai_rules::games::shogun::data::{ShogunData, Side, TABLES};
    pub(super) use gunbai_rules::games::shogun::state::{Phase, State};
    pub(super) use gunbai_rules::msg;
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use serde_json::{Value, json};
    pub(super) use std::collections::BTreeMap;
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use crate::unit::games_shogun_tests_words::{inputs, play};
use gunbai_rules::core::{KeyKind, Lang, SeededDice};
use gunbai_rules::games::shogun::*;

fn setup(players: u8, opts: &[(&str, &str)]) -> Result<State, RuleError> {
    let mut s = Setup {
        scenario: Some("standard".into()),
        players,
        options: Default::default(),
    };
    for (k, v) in opts {
        s.options.insert(k.to_string(), Value::from(*v));
    }
    ShogunRules.setup(&test_data(), &s)
}

/// Plays from the prompts (seed 3) until `stop` holds.
fn play_until(state: State, stop: impl Fn(&State) -> bool) -> State {
    let d = test_data();
    let r = &ShogunRules;
    let mut s = state;
    let mut dice = SeededDice::new(3);
    for _ in 0..500 {
        if stop(&s) {
            return s;
        }
        let pr = r.prompt(&d, &s);
        let a = pr
            .actions
            .iter()
            .find(|a| a.blocked.is_none() && a.name != Command::Calibrate.name())
            .expect("an action to take");
        let call = inputs(&d, &s, &a.name, &a.preset);
        s = r.apply(&d, &s, &call, &mut dice).expect("accepted").state;
    }
    panic!("never reached the phase wanted");
}

#[test]
fn issue_20_every_shogun_action_is_one_command_from_its_name_to_its_guard() {
    let d = test_data();
    let specs = ShogunRules.actions(&d);
    assert_eq!(specs.len(), Command::ALL.len());
    for (spec, c) in specs.iter().zip(Command::ALL) {
        // The name typed at the edge comes back as the same command; the spec is the command's.
        assert_eq!(spec.name, c.name());
        assert_eq!(Command::from_name(&spec.name), Some(c));
        assert_eq!(spec.rule, c.rule());
        assert_eq!(spec.rolls, c.rolls());
        let keys: Vec<&str> = spec.keys.iter().map(|k| k.name.as_str()).collect();
        let raw: Vec<String> = c.raw_keys().into_iter().map(|k| k.name).collect();
        assert_eq!(keys, raw, "{}", c.name());
        // A button reads as words, not the name typed at the edge.
        let label = ShogunRules.action_label(&d, c.name());
        assert!(
            !label.en().is_empty() && label.en() != c.name(),
            "{label:?}"
        );
        assert_ne!(label.render(Lang::Zh), label.en());
        // Rules 3.9, 5.1, 5.4, 6 A9: nothing in Shogun is a die.
        assert_ne!(c.chance(), gunbai_rules::core::Chance::Dice, "{}", c.name());
    }
    // The set-up's choices read into their types: every pick the form offers is taken.
    for key in ["start", "decks", "tower"] {
        for c in ShogunRules.setup_candidates(&d, key) {
            let s = setup(4, &[(key, c.value.as_str())]).unwrap_or_else(|e| panic!("{key}: {e}"));
            match (key, c.value.as_str()) {
                ("start", "draft") => assert_eq!(s.phase, Phase::DraftDeal),
                ("start", _) => assert_eq!(s.phase, Phase::Prime),
                ("decks", v) => assert_eq!(s.options.virtual_decks, v == "virtual"),
                (_, v) => assert_eq!(s.options.model_tower, v == "model"),
            }
        }
    }
    // A name that is no action is refused, listing the actions there are.
    let s = setup(4, &[]).unwrap();
    assert_eq!(Command::from_name("march"), None);
    match ShogunRules.apply(&d, &s, &ActionCall::new("march"), &mut SeededDice::new(1)) {
        Err(RuleError::UnknownAction { name, valid }) => {
            assert_eq!(name, "march");
            for c in Command::ALL {
                assert!(valid.contains(c.name()), "{valid}");
            }
        }
        other => panic!("{other:?}"),
    }
    // Rule 1.(5): at the start only the tower's priming (and its calibration) is open; the guard the
    // prompt uses is the one `apply` uses.
    let open: Vec<Command> = Command::ALL
        .into_iter()
        .filter(|c| view::blocked_command(&d, &s, *c).is_none())
        .collect();
    assert_eq!(open, [Command::PrimeTower, Command::Calibrate]);
    let e = ShogunRules
        .apply(&d, &s, &ActionCall::new("deal"), &mut SeededDice::new(1))
        .unwrap_err();
    assert!(e.to_string().contains("2.(1)"), "{e}");
    // Rule 2.(6): each action card is carried out by the command the prompt offers for it.
    let s = play_until(s, |s| s.phase == Phase::Actions && s.current().is_some());
    let (act, _) = s.current().unwrap();
    let pr = ShogunRules.prompt(&d, &s);
    assert_eq!(pr.actions[0].name, Command::for_card(act).name());
    for a in state::ACTS {
        let c = Command::for_card(a);
        assert!(
            matches!(
                (a.building().is_some(), c),
                (true, Command::Build)
                    | (false, Command::Collect | Command::Recruit | Command::War)
            ),
            "{a:?} → {c:?}"
        );
    }
}

#[test]
fn issue_21_rule_1_2_each_seat_colour_is_a_pick_list_of_the_games_colours() {
    let d = test_data();
    let specs = ShogunRules.setup_options(&d);
    for i in 1..=SEATS {
        let k = specs
            .iter()
            .find(|k| k.name == colour_key(i))
            .expect("a colour per seat");
        // A choice (the GUI's drop-down), of the game's five colours, each seat its own by default.
        match &k.kind {
            KeyKind::Choice { options } => assert_eq!(options, &data::COLOURS.map(String::from)),
            other => panic!("{other:?}"),
        }
        assert_eq!(k.default, Some(Value::from(data::COLOURS[i - 1])));
        let picks = ShogunRules.setup_candidates(&d, &k.name);
        let values: Vec<&str> = picks.iter().map(|c| c.value.as_str()).collect();
        assert_eq!(values, data::COLOURS);
        for c in &picks {
            let zh = c.text().render(Lang::Zh);
            assert!(
                gunbai_rules::core::text::latin_words(&zh, &[]).is_empty(),
                "{zh}"
            );
        }
        let label = k.label_msg();
        assert!(label.en().contains(&i.to_string()), "{label:?}");
        assert!(!label.render(Lang::Ja).contains("shogun"));
    }
    // The picks, in seat order.
    let s = setup(
        3,
        &[
            ("colour-1", "blue"),
            ("colour-2", "black"),
            ("colour-3", "red"),
        ],
    )
    .unwrap();
    assert_eq!(s.colours(), ["blue", "black", "red"]);
    // A colour picked twice is refused naming the later seat and the seat that has it.
    match setup(4, &[("colour-1", "blue"), ("colour-3", "blue")]) {
        Err(RuleError::Input { field, message }) => {
            assert_eq!(field, "colour-3");
            assert!(message.contains("seat 1"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    // Seats beyond the table's count are not used (seat 4 keeps purple while seat 3 picks it).
    let s = setup(3, &[("colour-3", "purple")]).unwrap();
    assert_eq!(s.colours(), ["red", "yellow", "purple"]);
    // A colour that is not the game's is refused by the option itself, naming the seat's key.
    let e = Setup::parse_options(&[("colour-2".into(), "green".into())], &specs).unwrap_err();
    assert!(e.to_string().starts_with("colour-2:"), "{e}");
    // The one-line form of older sessions and scripts still sets every seat.
    let s = setup(3, &[("colours", "black,blue,red")]).unwrap();
    assert_eq!(s.colours(), ["black", "blue", "red"]);
}

#[test]
fn issue_21_player_names_entered_at_set_up_read_as_name_and_colour() {
    let d = test_data();
    let r = &ShogunRules;
    let s = setup(3, &[("name-1", "織田信長"), ("name-3", " 徳川家康 ")]).unwrap();
    assert_eq!(s.players[0].name.as_deref(), Some("織田信長"));
    assert_eq!(s.players[1].name, None);
    // Trimmed, shown as entered.
    assert_eq!(s.players[2].name.as_deref(), Some("徳川家康"));
    assert_eq!(say::who(&s, "red").en(), "織田信長 (red)");
    assert_eq!(say::who(&s, "red").render(Lang::Zh), "織田信長（红方）");
    assert_eq!(say::who(&s, "yellow").en(), "yellow");
    // The daimyo table of the view names each player.
    let view = r.view(&d, &s);
    let texts: Vec<String> = view.messages().into_iter().map(|m| m.en()).collect();
    assert!(texts.iter().any(|t| t == "織田信長 (red)"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "徳川家康 (blue)"), "{texts:?}");
    // The prompt at planning, and the hand-over screen, name the player to plan.
    let s = play_until(s, |s| s.phase == Phase::Planning);
    let pr = r.prompt(&d, &s);
    let hints: Vec<String> = pr.hints.iter().map(Msg::en).collect();
    assert!(
        hints.iter().any(|h| h.contains("織田信長 (red)")),
        "{hints:?}"
    );
    // The top bar's track says whose turn it is.
    let track: Vec<String> = r
        .status(&d, &s)
        .track
        .iter()
        .map(|(k, v)| format!("{} {}", k.en(), v.en()))
        .collect();
    assert!(
        track.contains(&"To act 織田信長 (red)".to_string()),
        "{track:?}"
    );
    let hand = r.hidden_action(&d, &s, "plan").expect("a hand-over");
    assert!(hand.en().contains("織田信長 (red)"), "{}", hand.en());
    assert!(
        hand.render(Lang::Ja).contains("織田信長（赤）"),
        "{}",
        hand.render(Lang::Ja)
    );
    // A name longer than the field takes is refused naming the seat.
    let long = "長".repeat(NAME_MAX + 1);
    match setup(3, &[("name-2", long.as_str())]) {
        Err(RuleError::Input { field, .. }) => assert_eq!(field, "name-2"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn issue_21_a_state_saved_before_names_loads_and_keeps_its_form() {
    // Without names the state is written as before (no `name`), so older saves' digests still match …
    let s = setup(3, &[]).unwrap();
    let v = serde_json::to_value(&s).unwrap();
    assert!(v["players"][0].get("name").is_none(), "{}", v["players"][0]);
    // … and a state written before the field existed reads with no names.
    let back: State = serde_json::from_value(v).unwrap();
    assert_eq!(back, s);
    assert!(back.players.iter().all(|p| p.name.is_none()));
    // A named state keeps its names through a save.
    let s = setup(3, &[("name-2", "秀吉")]).unwrap();
    let back: State = serde_json::from_value(serde_json::to_value(&s).unwrap()).unwrap();
    assert_eq!(back.players[1].name.as_deref(), Some("秀吉"));
}

#[test]
fn issue_21_rule_2_5_the_daimyo_space_is_picked_by_its_special_card() {
    let d = test_data();
    let r = &ShogunRules;
    let s = play_until(setup(3, &[]).unwrap(), |s| s.phase == Phase::Seating);
    let spec = r
        .actions(&d)
        .into_iter()
        .find(|a| a.name == "take-seat")
        .unwrap();
    // A pick-list (the GUI's drop-down), not a bare number …
    assert!(
        matches!(spec.keys[0].kind, KeyKind::Choice { .. }),
        "{:?}",
        spec.keys[0].kind
    );
    // … each space named by the special card lying there (dealt by the app, rule 2.(1)).
    let picks = r.candidates(&d, &s, "take-seat", "position");
    assert_eq!(picks.len(), 5);
    for (p, sp) in picks.iter().zip(&s.special_order) {
        let text = p.text();
        assert!(
            text.en().starts_with(&format!("{}: ", p.value)),
            "{}",
            text.en()
        );
        assert!(text.en().contains(&say::special(*sp).en()), "{}", text.en());
        assert!(
            text.render(Lang::Zh)
                .contains(&say::special(*sp).render(Lang::Zh)),
            "{}",
            text.render(Lang::Zh)
        );
    }
    // The prompt opens the list on the first free space.
    let pr = r.prompt(&d, &s);
    assert_eq!(
        pr.actions[0].preset.get("position"),
        Some(&Value::from("1"))
    );
    // The pick ("2") and the number older journals hold (2) both seat the daimyo on space 2.
    for v in [Value::from("2"), Value::from(2)] {
        let mut call = ActionCall::new("take-seat");
        call.params.insert("position", v.clone());
        let checked = call.params.checked(&spec.keys).expect("accepted");
        let a = r
            .apply(
                &d,
                &s,
                &ActionCall {
                    name: call.name.clone(),
                    params: checked,
                },
                &mut SeededDice::new(1),
            )
            .unwrap_or_else(|e| panic!("{v}: {e}"));
        assert!(a.state.seats.values().any(|p| *p == 2), "{v}");
        // Unchecked, as a test or an old caller hands it to the rules.
        let a = r.apply(&d, &s, &call, &mut SeededDice::new(1)).unwrap();
        assert!(a.state.seats.values().any(|p| *p == 2), "{v}");
    }
    // A space that is none is refused naming the key.
    let mut call = ActionCall::new("take-seat");
    call.params.insert("position", Value::from(9));
    let e = call.params.checked(&spec.keys).unwrap_err();
    assert!(e.to_string().starts_with("position:"), "{e}");
}

#[test]
fn issue_21_a_whole_game_with_names_plays_and_names_every_player() {
    let mut named: std::collections::BTreeMap<String, usize> = Default::default();
    let s = play(
        3,
        &[("name-1", "信長"), ("name-2", "秀吉"), ("name-3", "家康")],
        11,
        &mut |what: &str, m: &Msg| {
            if m.en().contains("信長 (red)") && m.render(Lang::Zh).contains("信長（红方）")
            {
                *named.entry(what.to_string()).or_default() += 1;
            }
        },
    );
    assert_eq!(s.phase, Phase::Over);
    // The prompts, the log, the top bar's track and the view name the player.
    for what in ["prompt", "log", "status value", "view"] {
        assert!(named.get(what).is_some_and(|n| *n > 0), "{what}: {named:?}");
    }
}
