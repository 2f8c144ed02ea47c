//! 天下布武 through the GUI (egui_kittest, no display): a war ending in a draw where the defender returns
//! the control tile and its troop pieces move to an adjacent region of its own (rule 3-2).

#![allow(clippy::disallowed_methods)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gunbai::games::tenka::{State, Step};
use gunbai::gui::GunbaiApp;

fn harness(home: &std::path::Path) -> Harness<'static, GunbaiApp> {
    crate::kit::app_harness(home, 1600.0, 1200.0)
}

fn new_tenka_session(h: &mut Harness<'static, GunbaiApp>) {
    crate::kit::new_session_on_card(h, "天下布武");
}

fn set_field(h: &mut Harness<'static, GunbaiApp>, key: &str, value: &str) {
    let v = h.state_mut().session.as_mut().unwrap();
    let form = &mut v.open.as_mut().expect("an action form is open").form;
    form.values.insert(
        key.into(),
        gunbai::gui::form::FieldValue::Text(value.into()),
    );
}

fn state(h: &Harness<'static, GunbaiApp>) -> State {
    h.state()
        .session
        .as_ref()
        .unwrap()
        .session
        .state()
        .downcast_ref::<State>()
        .unwrap()
        .clone()
}

fn no_error(h: &Harness<'static, GunbaiApp>) {
    assert_eq!(h.state().session.as_ref().unwrap().error, None);
}

/// Opens an action by its label, fills the fields and submits (no dice).
fn act(h: &mut Harness<'static, GunbaiApp>, label: &str, fields: &[(&str, &str)]) {
    h.get_by_label(label).click();
    h.run();
    for (k, v) in fields {
        set_field(h, k, v);
    }
    h.run();
    submit(h);
}

/// Submits the open form: an action without inputs was already submitted by its button (one click);
/// a private input is hidden and committed, then the screen goes back to the table.
fn submit(h: &mut Harness<'static, GunbaiApp>) {
    if let Some(b) = h.query_by_label("✔ Hide and commit") {
        b.click();
        h.run();
        no_error(h);
        // Rule 3-2: the screen reads out the seal the ruleset put on the war (the log's hash), not
        // a second one of its own.
        let war = h.state().session.as_ref().unwrap().session.state_json()["war"].clone();
        let seals: Vec<String> = ["attack_commitment", "defence_commitment"]
            .iter()
            .filter_map(|k| war[*k].as_str())
            .map(gunbai::core::commit::short)
            .collect();
        let shown = h.state().session.as_ref().unwrap().committed.clone();
        let (_, short) = shown.expect("the hand-over shows a commitment");
        assert!(seals.contains(&short), "{short} is not one of {seals:?}");
        h.get_by_label(&format!("Commitment: {short}"));
        // Once hidden, the heading says so, without the "look away" line of the hand-over.
        h.get_by_label("Entry hidden and committed");
        assert!(h.query_all_by_label_contains("look away").next().is_none());
        h.get_by_label("▶ Next").click();
        h.run();
    } else if let Some(b) = h.query_by_label("Submit") {
        b.click();
        h.run();
    }
    no_error(h);
}

/// Fills the already open form and submits (no dice).
fn act_open(h: &mut Harness<'static, GunbaiApp>, fields: &[(&str, &str)]) {
    for (k, v) in fields {
        set_field(h, k, v);
    }
    h.run();
    submit(h);
}

/// Opens a rolling action, fills the fields, types the faces in the dice tray and submits.
fn act_rolled(
    h: &mut Harness<'static, GunbaiApp>,
    label: &str,
    fields: &[(&str, &str)],
    faces: &[u8],
) {
    h.get_by_label(label).click();
    h.run();
    for (k, v) in fields {
        set_field(h, k, v);
    }
    h.run();
    roll_and_submit(h, faces);
}

/// Types the faces in the dice tray and submits the open action.
fn roll_and_submit(h: &mut Harness<'static, GunbaiApp>, faces: &[u8]) {
    for f in faces {
        // The dice tray's face buttons are the big ones (other "1"s may be counts on the board).
        h.get_all_by_label(&f.to_string())
            .max_by_key(|n| (n.rect().width() * n.rect().height()) as i64)
            .unwrap()
            .click();
        h.run();
    }
    assert_eq!(h.state().session.as_ref().unwrap().tray.typed, faces);
    h.get_by_label("✔ Submit").click();
    h.run();
    no_error(h);
}

#[test]
fn rule_3_2_gui_draw_defender_returns_the_tile_and_pieces_move_to_an_adjacent_region() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_tenka_session(&mut h);
    h.run();
    h.state_mut().home.players = 2;
    h.state_mut().home.options_text = "chips=real".into();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    no_error(&h);
    assert!(
        h.query_all_by_label_contains("blue (青) chooses a starting region")
            .next()
            .is_some()
    );
    // Rule 3-1: blue chooses first, then red.
    act(&mut h, "Choose a starting region", &[("region", "近江")]);
    act(&mut h, "Choose a starting region", &[("region", "尾張")]);
    // Red takes the neutral 美濃: 6 + 6 = 12 against 0 + 0 + 1.
    act(&mut h, "Attack chips placed on…", &[("regions", "美濃")]);
    // Rule 3-2: the defender puts its real defence chips face down first.
    act(&mut h, "Defence chips placed face down", &[]);
    act_rolled(
        &mut h,
        "Fight a region (revealed chips)",
        &[
            ("region", "美濃"),
            ("attack-chips", "3,2,1,0,0"),
            ("defence-chips", "2,1,1,1,1"),
        ],
        &[6, 1],
    );
    assert_eq!(state(&h).regions["美濃"].owner, Some(0));
    act(&mut h, "Redeploy troops", &[("placement", "美濃=1")]);
    // Blue attacks 美濃 with the 3 chip: 3 + 1 = 4 against 0 + 1 troop + 3 = 4, a draw.
    act(&mut h, "Attack chips placed on…", &[("regions", "美濃")]);
    // Rule 3-2: the defender puts its real defence chips face down first.
    act(&mut h, "Defence chips placed face down", &[]);
    h.get_by_label("Fight a region (revealed chips)").click();
    h.run();
    set_field(&mut h, "region", "美濃");
    set_field(&mut h, "attack-chips", "3");
    set_field(&mut h, "defence-chips", "");
    h.run();
    // The war panel above the form: what the defence adds on 美濃 before chips and dice.
    assert!(
        h.query_all_by_label_contains(
            "Defence adds before the die: troop pieces on the region 1 + thick border 0 = 1"
        )
        .next()
        .is_some()
    );
    roll_and_submit(&mut h, &[1, 3]);
    // The result strip says whose die is whose (rule 3-2: the attack die first).
    h.get_by_label("→ draw 4–4 (attack die 1, defence die 3): the defender chooses");
    // Issue 21 point 4: the strip shows each side's total with its parts (the attack chips and die;
    // the defence chips, troops and die), not only "[1 3] +0 +1".
    // In the strip (and the log): the log's line, read as the strip shows it.
    h.get_by_label_contains("· Attack 3 + die 1 = 4 against defence 0 + 1 troops + die 3 = 4");
    let w = gunbai::gui::session_view::last_words(
        h.state_mut().session.as_mut().unwrap(),
        gunbai::gui::Lang::En,
    )
    .unwrap();
    assert!(
        w.dice.contains("troop pieces on the region (3-2)"),
        "{}",
        w.dice
    );
    // The dice tray marks each die (hover): the attack die first, then the defence die.
    let v = h.state().session.as_ref().unwrap();
    let notes = v.session.game.die_notes(v.last.as_ref().unwrap());
    assert!(notes[0].note.starts_with("attack die 1: attack total 4"));
    assert!(notes[1].note.starts_with("defence die 3: defence total 4"));
    assert_eq!(
        state(&h).step,
        Step::DrawChoice {
            region: "美濃".into()
        }
    );
    assert!(
        h.query_all_by_label_contains("Draw on 美濃")
            .next()
            .is_some()
    );
    // Red returns the tile; its piece moves to 尾張 next door.
    act(
        &mut h,
        "Draw: defender's choice",
        &[("choice", "return-tile"), ("moves", "尾張=1")],
    );
    let s = state(&h);
    assert_eq!(s.regions["美濃"].owner, Some(1), "blue places its tile");
    assert_eq!(s.regions["尾張"].troops.get(&0), Some(&1));
    assert_eq!(s.regions["美濃"].total(), 0);
    // The board shows it.
    h.get_by_label_contains("美濃 · 2 pt · blue (青)");
    h.get_by_label_contains("尾張 · 1 pt · red (赤) · 1 troop");
    assert!(
        h.state()
            .session
            .as_ref()
            .unwrap()
            .session
            .log()
            .iter()
            .any(|e| e.lines.iter().any(|l| l.contains("move from 美濃 to 尾張"))),
        "the log says where the pieces went"
    );
}

#[test]
fn rule_4_gui_shows_alliances_as_links_and_app_held_chips_face_down() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_tenka_session(&mut h);
    h.run();
    h.state_mut().home.players = 3;
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    for r in ["尾張", "近江", "美濃"] {
        act(&mut h, "Choose a starting region", &[("region", r)]);
    }
    act(
        &mut h,
        "Form an alliance",
        &[("a", "blue"), ("b", "yellow")],
    );
    assert!(
        h.query_all_by_label_contains("blue (青) ↔ yellow (黄)")
            .next()
            .is_some(),
        "the alliance link"
    );
    // Hand-over: the form stays covered until red has the screen.
    h.get_by_label("Place attack chips (in private)").click();
    h.run();
    assert!(
        h.query_all_by_label_contains("red (赤) places the attack chips: the others look away")
            .next()
            .is_some()
    );
    assert!(h.query_by_label("salt").is_none(), "form covered");
    assert!(h.query_by_label("Submit").is_none());
    h.get_by_label("I have the screen: show the form").click();
    h.run();
    // Red has the screen: the form's heading speaks to red, and no longer tells the others to look
    // away (the line of the hand-over screen, not one to read while entering).
    h.get_by_label("For your eyes only: enter your choice, then hide it");
    assert!(
        h.query_all_by_label_contains("look away").next().is_none(),
        "the hand-over line is not repeated over the form"
    );
    // The key by its label (players' words).
    assert!(
        h.query_by_label("Secret word").is_some(),
        "the form is shown"
    );
    act_open(
        &mut h,
        &[
            ("chip-3", "越前"),
            ("chip-2", "越前"),
            ("chip-1", "甲斐"),
            ("chip-0a", "甲斐"),
            ("chip-0b", "越前"),
            ("salt", "kawa"),
        ],
    );
    // The log never shows the sealed inputs.
    assert!(h.query_all_by_label_contains("(sealed)").next().is_some());
    assert!(h.query_all_by_label_contains("chip-3=").next().is_none());
    // Face down: the number of chips on each region shows, their values do not.
    h.get_by_label_contains("■×3 to resolve");
    h.get_by_label_contains("■×2 to resolve");
    assert!(h.query_all_by_label_contains("3, 2").next().is_none());
    // The same screen in 简体中文 (every glyph must be in the fonts).
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    assert!(h.query_all_by_label_contains("攻守同盟").next().is_some());
    h.state_mut().settings.lang = gunbai::gui::Lang::En;
    h.run();
    assert!(
        h.query_all_by_label_contains("blue (青) places the defence chips")
            .next()
            .is_some()
    );
}

/// "No war" and full redeploys on the first own region until the game ends (bounded).
fn no_war_to_the_end(h: &mut Harness<'static, GunbaiApp>) {
    for _ in 0..40 {
        let s = state(h);
        if s.ending.is_some() {
            return;
        }
        match &s.step {
            Step::TurnStart => act(h, "No war: draw 2 troops", &[]),
            Step::Redeploy => {
                let t = s.active;
                let r = s.owned(t)[0].clone();
                let n = s.players[t].hand + s.troops_on_board(t);
                act(h, "Redeploy troops", &[("placement", &format!("{r}={n}"))]);
            }
            other => panic!("unexpected step {other:?}"),
        }
    }
    panic!("the game did not end");
}

#[test]
fn rule_5_gui_tenka_fubu_plays_from_setup_to_the_storage_end() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_tenka_session(&mut h);
    h.run();
    h.state_mut().home.players = 2;
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    act(&mut h, "Choose a starting region", &[("region", "尾張")]);
    act(&mut h, "Choose a starting region", &[("region", "美濃")]);
    no_war_to_the_end(&mut h);
    let e = state(&h).ending.unwrap();
    // Red 美濃 (2 points) against blue 尾張 (1 point).
    assert_eq!((e.winner, e.rule.as_str()), (Some(0), "5"));
    assert!(
        h.query_all_by_label_contains("red (赤) wins")
            .next()
            .is_some()
    );
}

#[test]
fn rule_5_gui_gekokujo_plays_from_setup_to_the_storage_end() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_tenka_session(&mut h);
    h.run();
    h.state_mut().home.players = 3;
    h.state_mut().home.scenario = 1;
    h.state_mut().home.options_text = "chips=real".into();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert!(state(&h).regions.values().all(|r| r.owner.is_none()));
    // Red, without regions, puts every chip on 大和 and takes it.
    act(&mut h, "Attack chips placed on…", &[("regions", "大和")]);
    act(&mut h, "Defence chips placed face down", &[]);
    act_rolled(
        &mut h,
        "Fight a region (revealed chips)",
        &[
            ("region", "大和"),
            ("attack-chips", "3,2,1,0,0"),
            ("defence-chips", "2,1,1,1,1"),
        ],
        &[6, 1],
    );
    no_war_to_the_end(&mut h);
    let e = state(&h).ending.unwrap();
    assert_eq!((e.winner, e.rule.as_str()), (Some(0), "5"));
    assert_eq!(e.points, vec![2, 0, 0]);
}

#[test]
fn rule_1_the_board_is_edited_in_the_table_editor_and_checked_before_saving() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    h.get_by_label("▦ Tables").click();
    h.run();
    h.get_by_label("天下布武").click();
    h.run();
    // Tables are listed by name in words; the map opens as text when it is not a plain list of records.
    h.get_all_by_label_contains("Map")
        .next()
        .expect("the map in the list")
        .click();
    h.run();
    if let Some(b) = h.query_by_label("Edit as text") {
        b.click();
        h.run();
    }
    let saved = home.path().join("tables/tenka/map.toml");
    crate::kit::table_edit_refused_then_saved(
        &mut h,
        &saved,
        "[[borders]]\na = \"山城\"\nb = \"京都\"\n",
    );
}

/// Issue 11 (the board at 1024 px): the region boxes never meet, at every width the left column can
/// have (尾張 met 三河 and 摂津 covered 大和 where the map file puts them).
#[test]
fn rule_1_board_regions_never_overlap_at_any_panel_width() {
    use gunbai::core::view::Row;
    use gunbai::gui::games::tenka::{MAP_FIT, map_nodes};
    let g = gunbai::games::load_embedded("tenka").unwrap();
    let s = g
        .setup(&gunbai::core::Setup {
            players: 3,
            ..Default::default()
        })
        .unwrap();
    let places = g
        .view(&s)
        .sections
        .into_iter()
        .flat_map(|x| x.rows)
        .find_map(|r| match r {
            Row::Map { places, .. } => Some(places),
            _ => None,
        })
        .unwrap();
    let nodes = map_nodes(&places);
    assert!(nodes.len() >= 10);
    crate::kit::assert_map_boxes_apart(&nodes, &MAP_FIT);
}

/// Rule 3-1: starting regions are chosen in reverse play order, so the first to act is the last player
/// (yellow of three). The top bar and the player list mark the player who acts now, the one the step
/// line names, never the turn's first player; from turn 1 on it is the turn's player again.
#[test]
fn rule_3_1_top_bar_and_player_list_mark_who_chooses_now() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_tenka_session(&mut h);
    h.run();
    h.state_mut().home.players = 3;
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    let chooser = |h: &Harness<'static, GunbaiApp>| match state(h).step {
        Step::ChooseStart { player } => player,
        s => panic!("{s:?}"),
    };
    assert_eq!(chooser(&h), 2, "the last of three chooses first");
    h.get_by_label("To act yellow (黄)");
    h.get_by_label("▶ yellow (黄)");
    assert!(h.query_by_label("▶ red (赤)").is_none());
    act(&mut h, "Choose a starting region", &[("region", "尾張")]);
    assert_eq!(chooser(&h), 1);
    h.get_by_label("To act blue (青)");
    h.get_by_label("▶ blue (青)");
    for r in ["近江", "美濃"] {
        if h.query_by_label("Choose a starting region").is_some() {
            act(&mut h, "Choose a starting region", &[("region", r)]);
        }
    }
    assert_eq!(state(&h).step, Step::TurnStart);
    h.get_by_label("To act red (赤)");
    h.get_by_label("▶ red (赤)");
    // 中文: the track's name reads in 中文 too.
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    h.get_by_label("行动方 赤");
}

/// Rule 3-2 on the board: the legend explains the 中文 mark under a region's name and names the
/// English one (the lines themselves come from the view: `rule_3_2_board_region_troops_in_every_language`).
#[test]
fn rule_3_2_board_legend_names_the_troops_mark_in_both_scripts() {
    let g = gunbai::games::load_embedded("tenka").unwrap();
    let legend = g.legend();
    let (_, troops) = legend.iter().find(|(sym, _)| sym == "兵 3").unwrap();
    assert!(troops.contains("3 troops"), "{}", troops.en());
}

/// Issue 21: a name typed at set-up shows as "name (colour)" in the top bar and the player list.
#[test]
fn issue_21_rule_3_1_gui_names_the_player_to_choose_by_the_name_given_at_set_up() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(home.path());
    h.run();
    new_tenka_session(&mut h);
    h.run();
    h.state_mut().home.players = 3;
    h.state_mut().home.options_text = "name-3=家康".into();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    assert_eq!(state(&h).players[2].name.as_deref(), Some("家康"));
    // Rule 3-1: the last of three (yellow) chooses first.
    h.get_by_label("To act 家康 (yellow 黄)");
    h.get_by_label("▶ 家康 (yellow 黄)");
    assert!(h.query_by_label("▶ yellow (黄)").is_none());
    h.state_mut().settings.lang = gunbai::gui::Lang::Zh;
    h.run();
    h.get_by_label("行动方 家康（黄）");
}
