// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::RuleError;
    pub(super) use gunbai_rules::core::params::shorten;
    pub(super) use gunbai_rules::games::saigoku::data::{SaigokuData, parse_siege_cell};
    pub(super) use gunbai_rules::games::saigoku::state::{Pending, State};
    pub(super) use gunbai_rules::tables::grid::Grid;
    pub(super) use gunbai_rules::tables::{TableError, TableFiles};
    pub(super) use rustc_hash::{FxHashMap, FxHashSet};
}
use tested_imports::*;

use gunbai_rules::core::{Ruleset, Setup};
use gunbai_rules::games::saigoku::SaigokuRules;
use gunbai_rules::games::saigoku::check::*;

fn data() -> SaigokuData {
    let files =
        gunbai_rules::tables::TableFiles::embedded("saigoku", gunbai_rules::games::saigoku::TABLES);
    SaigokuData::load(&files).unwrap()
}

fn setup(d: &SaigokuData, scenario: &str) -> State {
    let setup = Setup {
        scenario: Some(scenario.into()),
        ..Setup::default()
    };
    SaigokuRules.setup(d, &setup).unwrap()
}

fn load_with(name: &str, edit: impl Fn(&str) -> String) -> Result<SaigokuData, TableError> {
    let mut files =
        gunbai_rules::tables::TableFiles::embedded("saigoku", gunbai_rules::games::saigoku::TABLES);
    let text = edit(&files.text(name).unwrap().text);
    files.put(
        name,
        text,
        gunbai_rules::tables::Origin::User(format!("/home/me/{name}").into()),
    );
    let d = SaigokuData::load(&files).map_err(|e| files.locate(e))?;
    check_tables(&files, &d).map_err(|e| files.locate(e))?;
    Ok(d)
}

#[test]
fn the_shipped_tables_pass() {
    check_tables(
        &gunbai_rules::tables::TableFiles::embedded(
            "saigoku",
            gunbai_rules::games::saigoku::TABLES,
        ),
        &data(),
    )
    .unwrap();
}

#[test]
fn rule_18_2_a_siege_cell_outside_the_grammar_is_refused_with_file_and_line() {
    let e = load_with("siege.toml", |t| {
        t.replacen("\"morale -1\"", "\"banana\"", 1)
    })
    .unwrap_err()
    .to_string();
    assert!(e.starts_with("/home/me/siege.toml:1"), "{e}");
    assert!(e.contains("banana"), "{e}");
    // Free text the players apply by hand is allowed on the event table, marked as such.
    load_with("siege-event.toml", |t| {
        t.replacen("\"morale -1\"", "\"hand: lose one unit\"", 1)
    })
    .unwrap();
    assert!(
        load_with("siege-event.toml", |t| t.replacen(
            "\"morale -1\"",
            "\"banana\"",
            1
        ))
        .is_err()
    );
}

#[test]
fn rule_18_2_1_a_renamed_event_row_is_refused_at_load() {
    let e = load_with("siege-event.toml", |t| {
        t.replacen("key = \"4\"", "key = \"four\"", 1)
    })
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("/home/me/siege-event.toml") && e.contains("whole number"),
        "{e}"
    );
    let e = load_with("siege-event.toml", |t| {
        t.replacen("key = \"4\"", "key = \"40\"", 1)
    })
    .unwrap_err()
    .to_string();
    assert!(e.contains("missing"), "{e}");
}

/// Issue 19 item 10: `tables check` refuses what would fail in play, naming the file and the row.
#[test]
fn rule_23_2_an_extra_crt_row_that_leaves_a_gap_is_refused_at_load() {
    let e = load_with("crt.toml", |t| {
        let row = t
            .split("[[rows]]")
            .nth(1)
            .unwrap()
            .replacen("\"1\"", "\"8\"", 1);
        format!("{t}\n[[rows]]{row}")
    })
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("/home/me/crt.toml") && e.contains("row 7 is missing"),
        "{e}"
    );
}

#[test]
fn rule_14_2_a_replacement_row_the_die_never_reads_is_refused() {
    let e = load_with("replacement-mori.toml", |t| {
        let row = t
            .split("[[rows]]")
            .nth(1)
            .unwrap()
            .replacen("\"1\"", "\"7\"", 1);
        format!("{t}\n[[rows]]{row}")
    })
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("/home/me/replacement-mori.toml") && e.contains("'7'"),
        "{e}"
    );
}

#[test]
fn rule_33_2_a_castle_list_owner_that_is_no_army_of_its_scenario_is_refused() {
    let e = load_with("castle-list.toml", |t| {
        t.replacen("\"ouchi\", \"ouchi\"]", "\"ouchi\", \"oda\"]", 1)
    })
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("/home/me/castle-list.toml") && e.contains("'oda'") && e.contains("scenario 4"),
        "{e}"
    );
    let e = load_with("castle-list.toml", |t| {
        t.replacen("key = \"0824\"", "key = \"0000\"", 1)
    })
    .unwrap_err()
    .to_string();
    assert!(e.contains("0000") && e.contains("no castle"), "{e}");
}

#[test]
fn a_counter_list_without_rows_is_refused_at_load() {
    let e = load_with("counters.toml", |t| {
        t.split("[[rows]]").next().unwrap().to_string() + "rows = []\n"
    })
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("/home/me/counters.toml") && e.contains("no rows"),
        "{e}"
    );
}

#[test]
fn every_scenario_set_up_passes() {
    let d = data();
    for sc in &d.scenarios {
        check_state(&d, &setup(&d, &sc.id)).unwrap_or_else(|e| panic!("{}: {e}", sc.id));
    }
}

/// Issue 25 "every game": what play keeps true is refused in a snapshot, naming the force.
#[test]
fn rule_15_6_2_and_16_1_1_check_state_refuses_positions_play_never_reaches() {
    let d = data();
    let s = setup(&d, "3");
    let garrison = s.forces.iter().find(|f| f.garrison).unwrap().clone();
    let enemy_side = |x: &State, f: &gunbai_rules::games::saigoku::state::Force| x.force_side(f);
    // A garrison in a ruin (21-1 (1)).
    let mut x = s.clone();
    x.castle_mut(&garrison.hex).unwrap().ruined = true;
    let e = check_state(&d, &x).unwrap_err().to_string();
    assert!(e.contains(&garrison.leader) && e.contains("21-1"), "{e}");
    // A garrison in a castle of the other side (16-1-1).
    let mut x = s.clone();
    let other = x
        .armies
        .iter()
        .find(|a| a.side != x.side_of_army(&x.force_army(&garrison)))
        .unwrap()
        .id
        .clone();
    x.castle_mut(&garrison.hex).unwrap().owner = Some(other);
    let e = check_state(&d, &x).unwrap_err().to_string();
    assert!(e.contains("16-1-1"), "{e}");
    // Enemies outside any castle in one hex (15-6-2).
    let mut x = s.clone();
    let a = x.forces[0].clone();
    let b = x
        .forces
        .iter()
        .find(|f| enemy_side(&x, f) != enemy_side(&x, &a))
        .unwrap()
        .leader
        .clone();
    for f in x.forces.iter_mut() {
        if f.leader == a.leader || f.leader == b {
            f.hex = "3030".into();
            f.garrison = false;
        }
    }
    let e = check_state(&d, &x).unwrap_err().to_string();
    assert!(e.contains("15-6-2"), "{e}");
    // A living unit in no force (off the map) and a dead one still in a force.
    let mut x = s.clone();
    let u = x.forces[0].leader.clone();
    x.forces.remove(0);
    let e = check_state(&d, &x).unwrap_err().to_string();
    assert!(e.contains(&u) && e.contains("no force"), "{e}");
    let mut x = s.clone();
    x.unit_mut(&u).unwrap().steps = 0;
    assert!(check_state(&d, &x).is_err());
    // Hex 0000 is no hex of the map.
    let mut x = s.clone();
    x.forces[0].hex = "0000".into();
    assert!(check_state(&d, &x).unwrap_err().to_string().contains("hex"));
}

/// Issue 19 item 10 (b): the sequence of play indexes the phases of the armies present; an edited
/// phase, side or table, or a missing army, is refused before `apply` meets it.
#[test]
fn rule_29_check_state_keeps_each_army_in_its_scenario_phase() {
    let d = data();
    let s = setup(&d, "3");
    let mut x = s.clone();
    for a in x.armies.iter_mut() {
        a.phase = "nobody".into();
    }
    let e = check_state(&d, &x).unwrap_err().to_string();
    assert!(e.starts_with("armies:"), "{e}");
    let mut x = s.clone();
    x.armies.pop();
    assert!(check_state(&d, &x).is_err());
}

#[test]
fn rule_4_1_inning_within_the_scenario() {
    let d = data();
    let s = setup(&d, &d.scenarios[0].id);
    let mut x = s.clone();
    x.inning = u32::MAX;
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .starts_with("inning:")
    );
    let mut x = s.clone();
    x.stage = 9;
    assert!(check_state(&d, &x).is_err());
}

#[test]
fn rule_9_1_units_once_in_forces_in_real_hexes() {
    let d = data();
    let s = setup(&d, &d.scenarios[0].id);
    let mut x = s.clone();
    let dup = x.units[0].clone();
    x.units.push(dup);
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .contains("twice")
    );
    let mut x = s.clone();
    x.forces[0].hex = "nowhere".into();
    assert!(check_state(&d, &x).unwrap_err().to_string().contains("hex"));
    let mut x = s.clone();
    let leader = x.forces[0].leader.clone();
    x.forces[1].members.push(leader);
    assert!(
        check_state(&d, &x)
            .unwrap_err()
            .to_string()
            .contains("two forces")
    );
    let mut x = s.clone();
    x.forces[0].morale = 5;
    assert!(check_state(&d, &x).is_err());
    let mut x = s.clone();
    x.castles[0].hex = "9999".into();
    assert!(check_state(&d, &x).is_err());
}
