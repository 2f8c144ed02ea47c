//! Issue 21 item 7: the players' names, entered at set-up, shown as "name (colour)" wherever Tenka
//! names a player; saves from before names load.

// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::{
        ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded,
        Msg, Params, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Sep,
        Setup, Status,
    };
    pub(super) use gunbai_rules::games::tenka::data::{TABLES, TenkaData};
    pub(super) use gunbai_rules::games::tenka::state::{ChipMode, Options, Scenario, State, Step};
    pub(super) use gunbai_rules::msg;
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use serde_json::{Value, json};
    pub(super) use std::sync::Arc;
}
use tested_imports::*;

use gunbai_rules::core::Lang;
use gunbai_rules::games::tenka::*;

fn data() -> TenkaData {
    TenkaData::load(&TableFiles::embedded(ID, TABLES)).unwrap()
}

fn setup(players: u8, opts: &[(&str, &str)]) -> Result<State, RuleError> {
    let mut s = Setup {
        scenario: Some("tenka-fubu".into()),
        players,
        ..Setup::default()
    };
    for (k, v) in opts {
        s.options.insert(k.to_string(), Value::from(*v));
    }
    TenkaRules.setup(&data(), &s)
}

#[test]
fn issue_21_tenka_names_entered_at_setup_show_beside_the_colour() {
    let s = setup(3, &[("name-1", "織田信長"), ("name-3", " 徳川家康 ")]).unwrap();
    assert_eq!(s.players[0].name.as_deref(), Some("織田信長"));
    assert_eq!(s.players[1].name, None);
    assert_eq!(s.players[2].name.as_deref(), Some("徳川家康"), "trimmed");
    let en = |m: &Msg| m.render(Lang::En);
    assert_eq!(en(&s.who(0)), "織田信長 (red 赤)");
    assert_eq!(s.who(0).render(Lang::Zh), "織田信長（赤）");
    assert_eq!(s.who(0).render(Lang::Ja), "織田信長（赤）");
    // A player without a name keeps the colour alone.
    assert_eq!(
        en(&s.who(1)),
        en(&msg!("tenka-player", colour = s.players[1].colour.clone()))
    );
    // The step line names the player to act by name (rule 3-1: the last player chooses first).
    let step = en(&TenkaRules.prompt(&data(), &s).step);
    assert!(step.contains("徳川家康"), "{step}");
    // So do the status track and the players' pick-lists.
    let track = TenkaRules.status(&data(), &s).track;
    assert!(
        track.iter().any(|(_, v)| en(v).contains("徳川家康")),
        "{track:?}"
    );
}

#[test]
fn issue_21_tenka_a_name_too_long_is_refused_naming_its_field() {
    let long = "あ".repeat(NAME_MAX + 1);
    match setup(3, &[("name-2", long.as_str())]) {
        Err(RuleError::Input { field, .. }) => assert_eq!(field, "name-2"),
        other => panic!("expected a refusal of name-2, got {other:?}"),
    }
    // At the bound it is taken; a name for a seat beyond the players is ignored.
    let ok = "あ".repeat(NAME_MAX);
    let s = setup(2, &[("name-2", ok.as_str()), ("name-5", "nobody")]).unwrap();
    assert_eq!(s.players[1].name.as_deref(), Some(ok.as_str()));
    assert_eq!(s.players.len(), 2);
}

#[test]
fn issue_21_tenka_saves_from_before_names_load_and_names_round_trip() {
    let plain = setup(3, &[]).unwrap();
    let v = serde_json::to_value(&plain).unwrap();
    // Without names the state is written as before (no `name` key), and such a save loads.
    assert!(
        v["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p.get("name").is_none())
    );
    let back: State = serde_json::from_value(v).unwrap();
    assert_eq!(back, plain);
    let named = setup(3, &[("name-2", "羽柴秀吉")]).unwrap();
    let v = serde_json::to_value(&named).unwrap();
    assert_eq!(v["players"][1]["name"], "羽柴秀吉");
    let back: State = serde_json::from_value(v).unwrap();
    assert_eq!(back, named);
}
