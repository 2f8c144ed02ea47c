//! GUI tests with egui_kittest (no display needed): home → new session → type a die → log → undo.
//! A tiny test-double ruleset stands in for a real game so these tests do not depend on any game's data.

#![allow(clippy::disallowed_methods)]

use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gunbai::core::{
    ActionCall, ActionSpec, Applied, DiceSource, Game, GameInfo, KeySpec, Loaded, Msg, Params,
    ProcedureSpec, Prompt, PromptAction, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
    Status,
};
use gunbai::gui::GunbaiApp;
use gunbai::tables::grid::Grid;
use gunbai::tables::{TableError, TableFiles};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A one-rule game: the march roll, where a 1 counts as 2 (like Seinan rule 5.0).
struct Double;

#[derive(Clone, Serialize, Deserialize, Default)]
struct St {
    turn: u32,
    march_points: Option<u8>,
    /// Set by `smudge`: the prompt of such a state faults (issue 23, a fault while drawing).
    #[serde(default)]
    smudged: bool,
}

fn march(d: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let f = d.d6()?;
    let mut r = Resolution::new("double", "march");
    r.rolls.push(f);
    // rule 5.0: a 1 counts as 2
    let pts = if f == 1 { 2 } else { f };
    if f == 1 {
        r.modifier("5.0", gunbai::core::Msg::plain("a 1 counts as 2"), 1);
    }
    r.modified_roll = Some(pts as i32);
    r.set("march_points", pts);
    r.rule("5.0");
    Ok(r)
}

const CRT: &str = r#"
id = "crt"
title = "Test results"
rule = "7.1"
placeholder = true
note = "test placeholder"
row_axis = "die"
column_axis = "odds"
columns = ["1", "2"]
[[rows]]
key = "1"
cells = ["-", "A"]
[[rows]]
key = "2"
cells = ["-", "B"]
[[rows]]
key = "3"
cells = ["X", "C"]
[[rows]]
key = "4"
cells = ["Y", "D"]
[[rows]]
key = "5"
cells = ["Z", "E"]
[[rows]]
key = "6"
cells = ["W", "F"]
"#;

impl Ruleset for Double {
    type Data = Grid;
    type State = St;
    fn info(&self) -> GameInfo {
        GameInfo {
            id: "double",
            title: "西南战争",
            english: "Test double",
            min_players: 2,
            max_players: 2,
            blurb: "test",
        }
    }
    fn load(&self, files: &TableFiles) -> Result<Grid, TableError> {
        Grid::load(files, "crt.toml")
    }
    fn procedures(&self, _: &Grid) -> Vec<ProcedureSpec> {
        vec![ProcedureSpec {
            id: "march".into(),
            title: gunbai::core::Msg::plain("March roll"),
            rule: "5.0".into(),
            keys: vec![],
            dice: gunbai::core::Msg::plain("one d6"),
        }]
    }
    fn resolve(
        &self,
        _: &Grid,
        _: &str,
        _: &Params,
        d: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        march(d)
    }
    fn scenarios(&self, _: &Grid) -> Vec<ScenarioInfo> {
        vec![ScenarioInfo {
            id: "1877".into(),
            title: gunbai::core::Msg::plain("全战役"),
            min_players: 2,
            max_players: 2,
            blurb: Default::default(),
            checklist: vec![gunbai::core::Msg::plain("政府军 units at 熊本城")],
        }]
    }
    fn setup(&self, _: &Grid, _: &Setup) -> Result<St, RuleError> {
        Ok(St {
            turn: 1,
            march_points: None,
            smudged: false,
        })
    }
    fn actions(&self, _: &Grid) -> Vec<ActionSpec> {
        vec![
            ActionSpec {
                name: "march".into(),
                title: gunbai::core::Msg::plain("March roll"),
                rule: "5.0".into(),
                keys: vec![],
                rolls: true,
            },
            ActionSpec {
                name: "end".into(),
                title: gunbai::core::Msg::plain("End turn"),
                rule: "4.0".into(),
                keys: vec![KeySpec::int("turn", 1, 9, "next turn")],
                rolls: false,
            },
            ActionSpec {
                name: "fight".into(),
                title: gunbai::core::Msg::plain("Fight"),
                rule: "7.1".into(),
                keys: vec![],
                rolls: true,
            },
            ActionSpec {
                name: "draw".into(),
                title: gunbai::core::Msg::plain("Draw a card"),
                rule: "8.0".into(),
                keys: vec![],
                rolls: false,
            },
            // A fault in the rules (issue 23): its `apply` panics.
            ActionSpec {
                name: "jam".into(),
                title: gunbai::core::Msg::plain("Jam the rules"),
                rule: "9.0".into(),
                keys: vec![],
                rolls: false,
            },
            // A fault in the rules while drawing (issue 23): it applies, and the prompt of the state
            // it leaves panics.
            ActionSpec {
                name: "smudge".into(),
                title: gunbai::core::Msg::plain("Smudge the view"),
                rule: "9.1".into(),
                keys: vec![],
                rolls: false,
            },
        ]
    }
    fn prompt(&self, _: &Grid, s: &St) -> Prompt {
        assert!(!s.smudged, "a fault in the test view");
        let mut march = PromptAction::new("march", gunbai::core::Msg::plain("Roll march points"));
        if s.march_points.is_some() {
            march = march.blocked("5.0", gunbai::core::Msg::plain("already rolled this turn"));
        }
        Prompt {
            step: gunbai::core::Msg::plain(format!("Turn {} · 西乡军 march", s.turn)),
            hints: vec![],
            actions: vec![
                march,
                PromptAction::new("end", gunbai::core::Msg::plain("End turn")),
                PromptAction::new("fight", gunbai::core::Msg::plain("Fight")),
                PromptAction::new("draw", gunbai::core::Msg::plain("Draw a card")),
                PromptAction::new("jam", gunbai::core::Msg::plain("Jam the rules")),
                PromptAction::new("smudge", gunbai::core::Msg::plain("Smudge the view")),
            ],
        }
    }
    fn apply(
        &self,
        crt: &Grid,
        s: &St,
        a: &ActionCall,
        d: &mut dyn DiceSource,
    ) -> Result<Applied<St>, RuleError> {
        let mut s = s.clone();
        match a.name.as_str() {
            "fight" => {
                let f = d.d6()?;
                let mut r = Resolution::new("double", "fight");
                r.rolls.push(f);
                let cell = crt.lookup_clamped(f as i64, "1")?;
                r.set("effect", cell.value.clone());
                r.cell(cell);
                let mut ap = Applied::new(s).log(gunbai::core::Msg::plain(format!(
                    "fight: {}",
                    r.result["effect"]
                )));
                ap.resolution = Some(r);
                Ok(ap)
            }
            "jam" => panic!("a fault in the test rules"),
            "smudge" => {
                s.smudged = true;
                Ok(Applied::new(s).log(gunbai::core::Msg::plain("smudged")))
            }
            "draw" => {
                let mut ap = Applied::new(s).log(gunbai::core::Msg::plain("a card is drawn"));
                ap.reveals_hidden = true;
                Ok(ap)
            }
            "march" => {
                let r = march(d)?;
                let pts = r.result["march_points"].as_u64().unwrap_or(0) as u8;
                s.march_points = Some(pts);
                let mut ap =
                    Applied::new(s).log(gunbai::core::Msg::plain(format!("march points: {pts}")));
                ap.resolution = Some(r);
                Ok(ap)
            }
            _ => {
                s.turn += 1;
                s.march_points = None;
                Ok(Applied::new(s).log(gunbai::core::Msg::plain("turn ends")))
            }
        }
    }
    fn status(&self, _: &Grid, s: &St) -> Status {
        Status {
            track: vec![(
                gunbai::core::Msg::plain("Turn"),
                gunbai::core::Msg::plain(s.turn.to_string()),
            )],
            phase: gunbai::core::Msg::plain("March"),
            winner: None,
        }
    }
    fn undo_hints(&self, _: &Grid, b: &St, a: &St) -> Vec<Msg> {
        if b.march_points != a.march_points {
            vec![gunbai::core::Msg::plain("reset the march point marker")]
        } else {
            vec![]
        }
    }
    fn score(&self, _: &Grid, _: &St) -> Value {
        Value::Null
    }
    fn show_text(&self, _: &Grid, s: &St) -> Msg {
        gunbai::core::Msg::plain(format!("turn {}", s.turn))
    }
    fn placeholders(&self, _: &Grid) -> Vec<String> {
        vec![]
    }
}

fn app(home: &std::path::Path) -> GunbaiApp {
    let files = TableFiles::embedded("double", &[("crt.toml", CRT)]);
    let g: Arc<dyn Game> = Arc::new(Loaded::new(Double, files).unwrap());
    GunbaiApp::with_loader(
        vec!["double".into(), "tenka".into()],
        Arc::new(move |id| {
            if id == "double" {
                Ok(g.clone())
            } else {
                Err(format!("unknown game '{id}'"))
            }
        }),
        home.to_path_buf(),
    )
}

fn harness(app: GunbaiApp) -> Harness<'static, GunbaiApp> {
    crate::kit::harness(app, 1500.0, 1000.0)
}

fn start_session(h: &mut Harness<'static, GunbaiApp>) {
    h.get_by_label("▶ New session").click();
    h.run();
    h.get_by_label("▶ Start").click();
    h.run();
    // Setup checklist: tick the one item, then begin.
    h.get_by_label("政府军 units at 熊本城").click();
    h.run();
    h.get_by_label("▶ Begin play").click();
    h.run();
    h.get_by_label("Turn 1 · 西乡军 march");
}

#[test]
fn rule_5_0_march_roll_typed_one_gives_two_points_then_undo() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    h.get_by_label("西南战争");
    h.get_by_label("Test double");
    assert!(
        h.query_by_label_contains("coming").is_some(),
        "unimplemented games are shown as coming"
    );
    start_session(&mut h);

    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("1").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    // rule 5.0: the typed 1 counts as 2 march points
    h.get_by_label("→ march points 2");
    assert!(
        h.query_all_by_label_contains("march points: 2")
            .next()
            .is_some(),
        "the log shows the roll"
    );
    {
        let v = h.state().session.as_ref().unwrap();
        let log = v.session.log();
        assert_eq!(log.len(), 1);
        assert!(!log[0].undone);
        assert_eq!(log[0].dice[0].face, 1);
        assert!(
            v.session.path.as_ref().unwrap().starts_with(home.path()),
            "saved in the app's data folder"
        );
    }
    // The march action is now blocked by rule 5.0.
    h.get_by_label("Roll march points");

    h.get_by_label("↶ Undo").click();
    h.run();
    assert!(
        h.query_by_label_contains("reset the march point marker")
            .is_some(),
        "undo says what to put back"
    );
    let v = h.state().session.as_ref().unwrap();
    assert!(v.session.log()[0].undone, "the entry is marked undone");
    assert_eq!(v.session.position(), 0);
}

#[test]
fn rule_5_0_digit_key_types_a_die_and_enter_confirms() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    h.get_by_label("Roll march points").click();
    h.run();
    h.key_press(egui::Key::Num1);
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().tray.typed, vec![1]);
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("→ march points 2");
    // Ctrl+Z undoes, Ctrl+Shift+Z redoes.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 0);
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
    // The table display (a second viewport; embedded as a window in the test harness) mirrors the
    // public state and the last result.
    let before = h.query_all_by_label("Turn 1").count();
    h.state_mut().settings.table_display = true;
    h.run();
    assert_eq!(
        h.query_all_by_label("Turn 1").count(),
        before + 1,
        "the table display shows the status"
    );
    assert_eq!(
        h.query_all_by_label("→ march points 2").count(),
        2,
        "last result in both windows"
    );
}

#[test]
fn resume_lists_the_saved_session_and_reopens_it() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    roll_march_4(&mut h);
    assert_eq!(
        h.state().session.as_ref().unwrap().session.position(),
        1,
        "{:?}",
        h.state().session.as_ref().unwrap().error
    );
    h.get_by_label("◀ Home").click();
    h.run();
    // The home screen lists it with its turn from game.status.
    h.get_by_label("Turn 1");
    h.get_by_label("▶ Resume").click();
    h.run();
    assert!(
        h.query_all_by_label_contains("march points: 4")
            .next()
            .is_some(),
        "the reopened session shows its log"
    );
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
}

#[test]
fn language_switch_shows_chinese_ui() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    h.get_by_label("中文").click();
    h.run();
    h.get_by_label("▶ 新对局");
    h.get_by_label("继续对局");
}

/// Issue 20: the switch offers 中文, English and 日本語, each by its own name; 日本語 is kept in the
/// settings, and a settings file written before it ("zh", "en") still loads.
#[test]
fn issue_20_language_switch_offers_japanese_and_older_settings_still_load() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    for l in gunbai::gui::Lang::ALL {
        h.get_by_label(l.native());
    }
    h.get_by_label("日本語").click();
    h.run();
    assert_eq!(h.state().settings.lang, gunbai::gui::Lang::Ja);
    h.get_by_label("▶ 新しい対局");
    h.get_by_label("再開");
    h.get_by_label("中文").click();
    h.run();
    h.get_by_label("▶ 新对局");

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("settings.json");
    for (code, lang) in [
        ("zh", gunbai::gui::Lang::Zh),
        ("en", gunbai::gui::Lang::En),
        ("ja", gunbai::gui::Lang::Ja),
    ] {
        std::fs::write(&file, format!("{{\"lang\": \"{code}\", \"dark\": true}}")).unwrap();
        let mut a = gunbai::gui::GunbaiApp::in_data_dir(dir.path());
        a.use_settings_file(file.clone());
        assert_eq!(a.settings.lang, lang, "{code}");
        assert!(a.message.is_none(), "{code}: {:?}", a.message);
    }
    let mut a = gunbai::gui::GunbaiApp::in_data_dir(dir.path());
    a.use_settings_file(file.clone());
    a.settings.lang = gunbai::gui::Lang::Ja;
    a.save_settings_if_changed();
    let mut b = gunbai::gui::GunbaiApp::in_data_dir(dir.path());
    b.use_settings_file(file);
    assert_eq!(b.settings.lang, gunbai::gui::Lang::Ja);
}

/// Issue 20: the window opens in `gunbai --lang X`'s language for that run; without the flag, in the
/// language saved in the settings, and on a first start (no settings yet) in the desktop's (LANG).
/// Neither writes the settings file: only a change the player makes does.
#[test]
fn issue_20_the_gui_opens_in_the_flags_language_else_the_saved_one_else_the_desktops() {
    use gunbai::gui::Lang;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("settings.json");
    let open = |flag: Option<Lang>, env: Lang| {
        let mut a = GunbaiApp::in_data_dir(dir.path());
        let saved = file.is_file();
        a.use_settings_file(file.clone());
        a.start_language(flag, env, saved);
        a.save_settings_if_changed();
        a.settings.lang
    };
    // First start on a Japanese desktop: Japanese, and still no settings file.
    assert_eq!(open(None, Lang::Ja), Lang::Ja);
    assert!(!file.exists());
    // `--lang zh` on that desktop: Chinese for this run, nothing written.
    assert_eq!(open(Some(Lang::Zh), Lang::Ja), Lang::Zh);
    assert!(!file.exists());
    // The player's saved choice wins over the desktop, and the flag over both, for that run only.
    std::fs::write(&file, r#"{"lang": "en"}"#).unwrap();
    assert_eq!(open(None, Lang::Ja), Lang::En);
    assert_eq!(open(Some(Lang::Ja), Lang::Zh), Lang::Ja);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), r#"{"lang": "en"}"#);
    // What opens is what the window says: the home screen in that language.
    let home = tempfile::tempdir().unwrap();
    let mut a = app(home.path());
    a.start_language(None, Lang::Ja, false);
    let mut h = harness(a);
    h.run();
    h.get_by_label("▶ 新しい対局");
}

#[test]
fn blocked_action_is_disabled_and_forbidden_error_names_rule() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("⚅ Roll").click();
    h.run();
    let n = h.state().session.as_ref().unwrap().session.position();
    assert_eq!(n, 1, "the app die was rolled and journaled");
    // Clicking the blocked (disabled) button does nothing.
    h.get_by_label("Roll march points").click();
    h.run();
    assert!(h.state().session.as_ref().unwrap().open.is_none());
    // A non-rolling action with a form: End turn with the turn key.
    h.get_by_label("End turn").click();
    h.run();
    h.get_by_label("Submit").click();
    h.run();
    h.get_by_label("Turn 2 · 西乡军 march");
}

#[test]
fn placeholder_badge_shows_cell_and_opens_the_table_editor() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    h.get_by_label("Fight").click();
    h.run();
    h.key_press(egui::Key::Num3);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(h.query_all_by_label("→ effect X").count() >= 1);
    // The cell used is named (by the table's title, not its file) and the table is drawn with it.
    assert!(h.query_by_label_contains("Test results [3 / 1]").is_some());
    h.get_by_label("★ placeholder table: Test results").click();
    h.run();
    assert_eq!(h.state().screen, gunbai::gui::Screen::Tables);
    assert_eq!(h.state().tables.file.as_deref(), Some("crt.toml"));
    assert_eq!(
        h.state().tables.focus,
        Some(("3".to_string(), "1".to_string())),
        "the editor highlights the cell the result used"
    );
    let grid = h.state().tables.grid.clone().expect("grid editor open");
    assert!(grid.placeholder);
    assert_eq!(grid.rows[2].cells[0], "X");
}

#[test]
fn undo_across_hidden_information_asks_first() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    // An action without inputs submits in one click.
    h.get_by_label("Draw a card").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
    h.get_by_label("↶ Undo").click();
    h.run();
    assert_eq!(
        h.state().session.as_ref().unwrap().session.position(),
        1,
        "not undone before confirming"
    );
    h.get_by_label("Undo anyway").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 0);
}

#[test]
fn clicking_a_log_line_offers_undo_from_here() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("3").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    h.get_by_label("End turn").click();
    h.run();
    h.get_by_label("Submit").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 2);
    h.get_by_label("  1  March roll · [3]").click();
    h.run();
    h.get_by_label("↶ undo from here").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.session.position(), 0, "both actions taken back");
    assert!(v.session.log().iter().all(|e| e.undone));
    // Redo brings the first one back.
    h.get_by_label("↷ Redo").click();
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
}

#[test]
fn damaged_session_offers_the_last_good_backup() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    roll_march_4(&mut h);
    let path = session_path(&h);
    // Resumed in a later sitting: its first write puts the file as read in the backup ring.
    h.state_mut().open_session(&path);
    h.run();
    h.get_by_label("End turn").click();
    h.run();
    h.get_by_label("Submit").click();
    h.run();
    // Damage the first action line (not the last one, which would count as a torn write).
    let text = std::fs::read_to_string(&path).unwrap();
    let damaged = text.replacen("\"name\":\"march\"", "\"name\":\"marsh\"", 1);
    assert_ne!(damaged, text);
    std::fs::write(&path, damaged).unwrap();
    h.state_mut().session = None;
    h.state_mut().screen = gunbai::gui::Screen::Home;
    // The file is picked in the system's file dialog (a test double here).
    let picked = path.clone();
    h.state_mut().dialogs = Arc::new(move |_, _| Some(picked.clone()));
    h.run();
    h.get_by_label("Open file…").scroll_to_me();
    h.run();
    h.get_by_label("Open file…").click();
    h.run();
    let (msg, err) = h.state().message.clone().unwrap();
    assert!(err && msg.contains("line 2"), "{msg}");
    h.get_by_label("Restore last good backup").click();
    h.run();
    let v = h
        .state()
        .session
        .as_ref()
        .unwrap_or_else(|| panic!("{:?}", h.state().message));
    assert_eq!(
        v.session.position(),
        1,
        "the file as it was before that sitting's first write"
    );
    assert!(std::path::Path::new(&format!("{}.damaged", path.display())).exists());
}

#[test]
fn long_logs_draw_the_recent_end_first() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    {
        let v = h.state_mut().session.as_mut().unwrap();
        for _ in 0..250 {
            v.session
                .act(ActionCall::new("end").with("turn", 1), &[], false)
                .unwrap();
        }
    }
    h.run();
    h.get_by_label("Show the whole log (250)").click();
    h.run();
    assert!(h.state().session.as_ref().unwrap().log_all);
    assert!(h.query_by_label_contains("Show the whole log").is_none());
}

#[test]
fn settings_persist_between_runs() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("settings.json");
    let mut a = gunbai::gui::GunbaiApp::in_data_dir(dir.path());
    a.use_settings_file(file.clone());
    assert_eq!(a.settings.lang, gunbai::gui::Lang::En);
    a.settings.lang = gunbai::gui::Lang::Zh;
    a.settings.dark = true;
    a.save_settings_if_changed();
    let mut b = gunbai::gui::GunbaiApp::in_data_dir(dir.path());
    b.use_settings_file(file.clone());
    assert_eq!(b.settings.lang, gunbai::gui::Lang::Zh);
    assert!(b.settings.dark);
    // A damaged settings file keeps the defaults and says so; it never stops the app.
    std::fs::write(&file, "{not json").unwrap();
    let mut c = gunbai::gui::GunbaiApp::in_data_dir(dir.path());
    c.use_settings_file(file);
    assert_eq!(c.settings.lang, gunbai::gui::Lang::En);
    assert!(
        c.message
            .as_ref()
            .is_some_and(|(m, err)| *err && m.contains("settings.json"))
    );
}

/// Issue 9, item 6: what opening repaired is shown to the players (the shared `take_recovery_note`).
#[test]
fn a_repaired_last_line_is_shown_when_the_session_opens() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    roll_march_4(&mut h);
    let path = session_path(&h);
    let full = std::fs::read(&path).unwrap();
    std::fs::write(&path, &full[..full.len() - 1]).unwrap();
    h.state_mut().open_session(&path);
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.session.position(), 1, "the complete last record is kept");
    let notice = v.notice.clone().unwrap_or_default();
    assert!(notice.contains("line end"), "{notice}");
    h.get_by_label_contains("missing its line end");
}

/// Issue 10 left saves whose recorded actions the corrected rules refuse; issue 19: the session opens
/// just before the refused action, writes nothing, says why and offers the choice (go on from the last
/// action that plays), in the player's language.
#[test]
fn a_save_with_an_action_the_rules_now_refuse_opens_before_it_and_asks() {
    use gunbai::session::format::{self, Record};
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    roll_march_4(&mut h);
    let path = session_path(&h);
    let (header, mut records) =
        format::read_journal(&std::fs::read_to_string(&path).unwrap()).unwrap();
    // A second march roll in the same turn, recorded by a version without rule 5.0's check.
    // A fight recorded without its die (the rules now roll one): refused by the current rules.
    records.push(Record::Act {
        action: gunbai::core::ActionCall::new("fight"),
        dice: vec![],
        log: vec![],
        at: 0,
        reveals_hidden: false,
        word: None,
        digest: None,
        reroll: false,
    });
    std::fs::write(&path, format::encode_journal(&header, &records)).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    h.state_mut().open_session(&path);
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(
        v.session.position(),
        1,
        "opened just before the refused action"
    );
    let note = v.session.divergence_note(gunbai::core::Lang::En).unwrap();
    assert!(note.starts_with("action 2 (Fight)"), "{note}");
    h.get_by_label_contains("no longer plays as recorded");
    // The log keeps the action, marked, with no "undo from here" on it.
    h.get_by_label_contains("— not played as recorded");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        bytes,
        "opening wrote nothing"
    );
    h.get_by_label("Go on from action 1").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert!(v.session.divergence().is_none());
    assert!(
        h.query_by_label_contains("no longer plays as recorded")
            .is_none()
    );
    assert_ne!(
        std::fs::read(&path).unwrap(),
        bytes,
        "the choice is journaled"
    );
    // The same save opened in 中文 says it in 中文 (the action by its 中文 name).
    let zh_path = path.with_file_name("zh-copy.gunbai");
    std::fs::write(&zh_path, format::encode_journal(&header, &records)).unwrap();
    h.state_mut().settings.lang = gunbai::core::Lang::Zh;
    h.state_mut().open_session(&zh_path);
    h.run();
    let note = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .session
        .divergence_note(gunbai::core::Lang::Zh)
        .unwrap_or_default();
    assert!(
        note.starts_with("第 2 个行动") && note.contains("不再按记录执行"),
        "{note}"
    );
    h.get_by_label_contains("不再按记录执行");
    h.get_by_label("从第 1 个行动继续");
}

#[test]
fn rule_2_4_a_save_whose_set_up_is_now_refused_says_so_in_chinese() {
    let home = tempfile::tempdir().unwrap();
    let f = home.path().join("old.gunbai");
    let text = std::fs::read_to_string("tests/fixtures/seinan-format1.gunbai")
        .unwrap()
        .replacen(
            "\"options\":{}",
            "\"options\":{\"saigo-placement\":\"1番大队=本州\"}",
            1,
        );
    std::fs::write(&f, &text).unwrap();
    let mut app = gunbai::gui::GunbaiApp::in_data_dir(home.path());
    app.settings.lang = gunbai::core::Lang::Zh;
    app.open_session(&f);
    let (msg, error) = app.message.clone().unwrap();
    assert!(error);
    assert!(app.session.is_none());
    // The file is named first (as the players saved it), then the reason in the players' words.
    let msg = msg
        .strip_prefix(&f.display().to_string())
        .unwrap_or(&msg)
        .trim_start_matches(['：', ':', ' '])
        .to_string();
    assert!(msg.starts_with("此对局开局时的设置不符合现行规则"), "{msg}");
    assert!(msg.contains("2.4") && msg.contains("本州"), "{msg}");
    assert!(
        gunbai::core::text::latin_words(&msg, &[]).is_empty(),
        "{msg}"
    );
}

/// The file of the open session.
fn session_path(h: &Harness<'static, GunbaiApp>) -> std::path::PathBuf {
    h.state()
        .session
        .as_ref()
        .unwrap()
        .session
        .path
        .clone()
        .unwrap()
}

/// Rule 5.0: the march roll with a typed 4, through the GUI.
fn roll_march_4(h: &mut Harness<'static, GunbaiApp>) {
    h.get_by_label("Roll march points").click();
    h.run();
    h.get_by_label("4").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
}

/// Issue 19, done-when: a table edited after play changes neither the past results nor the result strip
/// when the session is resumed; the session says it plays with its own copy and offers the current one
/// from this point of play on (a step undo takes back).
#[test]
fn issue_19_a_table_edited_after_play_leaves_the_past_and_the_result_strip_as_played() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    // Fight with a typed 4: row 4, column 1 of the results table reads "Y".
    h.get_by_label("Fight").click();
    h.run();
    h.get_by_label("4").click();
    h.run();
    h.get_by_label("✔ Submit").click();
    h.run();
    let path = session_path(&h);
    let played = h.state().session.as_ref().unwrap().last.clone().unwrap();
    assert_eq!(played.result["effect"], "Y");
    let bytes = std::fs::read(&path).unwrap();
    // The players edit that cell (their copy of the table now reads "X"), then resume the session.
    let edited_crt = CRT.replacen("cells = [\"Y\", \"D\"]", "cells = [\"Q\", \"D\"]", 1);
    assert_ne!(edited_crt, CRT);
    let files = TableFiles::embedded("double", &[("crt.toml", edited_crt.as_str())]);
    let g: Arc<dyn Game> = Arc::new(Loaded::new(Double, files).unwrap());
    let edited_app = GunbaiApp::with_loader(
        vec!["double".into()],
        Arc::new(move |_| Ok(g.clone())),
        home.path().to_path_buf(),
    );
    let mut h = harness(edited_app);
    h.run();
    h.state_mut().open_session(&path);
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(
        v.last.as_ref().unwrap().result["effect"],
        "Y",
        "the strip as played"
    );
    // The result as played, then (issue 25) the placeholder table that shaped it.
    assert_eq!(v.session.log()[0].lines[0], "fight: \"Y\"".to_string());
    assert!(v.session.log()[0].lines[1].en().contains("Test results"));
    assert_eq!(v.session.log()[0].lines.len(), 2);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        bytes,
        "resuming wrote nothing"
    );
    h.get_by_label_contains("This session plays with its own copy of its tables");
    // The table adopts the edit from now on: journaled, and the next fight reads the new cell.
    h.get_by_label("Use the current tables from now on").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.session.position(), 2);
    assert!(v.session.table_drift().is_empty());
    assert_eq!(
        v.session.log()[0].lines[0],
        "fight: \"Y\"".to_string(),
        "the past stays"
    );
    h.get_by_label("Fight").click();
    h.run();
    h.key_press(egui::Key::Num4);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(v.last.as_ref().unwrap().result["effect"], "Q");
}

/// Issue 19: the table editor, with a session of the game open, saves an edit for new sessions only or
/// uses it in this session from now on (a journaled step; the cells it changed are in the log).
#[test]
fn issue_19_the_table_editor_uses_an_edit_in_this_session_from_now_on() {
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    {
        let app = h.state_mut();
        app.tables.select("double", "crt.toml");
        app.screen = gunbai::gui::Screen::Tables;
    }
    h.run();
    h.get_by_label("Save for new sessions");
    {
        let grid = h
            .state_mut()
            .tables
            .grid
            .as_mut()
            .expect("the results table is open");
        let row = grid.rows.iter_mut().find(|r| r.key == "4").unwrap();
        row.cells[0] = "Q".into();
    }
    h.run();
    h.get_by_label("Use in this session from now on").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert_eq!(
        v.session.position(),
        1,
        "the change is a step of the line of play"
    );
    let log = v.session.log();
    let last = log.last().unwrap();
    assert_eq!(last.action.name, "tables");
    assert!(
        last.lines[0].contains("Test results") && last.lines[0].contains("Q (was Y)"),
        "{:?}",
        last.lines
    );
    // Nothing was saved for new sessions.
    assert!(
        !home
            .path()
            .join("tables")
            .join("double")
            .join("crt.toml")
            .exists()
    );
}

/// Hardening (issue 23): a fault inside the rules (a panic) is refused on screen as in a build for
/// players: the window stays open, the file is as before, and play goes on.
#[test]
fn issue_23_a_fault_in_the_rules_is_refused_on_screen_and_play_goes_on() {
    gunbai::session::refuse_faults_on_this_thread();
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    let f = session_path(&h);
    let bytes = std::fs::read(&f).unwrap();
    h.get_by_label("Jam the rules").click();
    h.run();
    h.get_by_label_contains("an error inside Gunbai's rules stopped this action");
    assert_eq!(std::fs::read(&f).unwrap(), bytes, "nothing is written");
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 0);
    h.get_by_label("End turn").click();
    h.run();
    h.get_by_label("Submit").click();
    h.run();
    h.get_by_label("Turn 2 · 西乡军 march");
}

#[test]
fn issue_23_a_fault_while_drawing_leaves_the_window_open_with_a_way_back() {
    gunbai::session::refuse_faults_on_this_thread();
    let home = tempfile::tempdir().unwrap();
    let mut h = harness(app(home.path()));
    h.run();
    start_session(&mut h);
    let f = session_path(&h);
    h.get_by_label("Smudge the view").click();
    h.run();
    // The act is recorded (its apply was sound); its state draws badly.
    h.get_by_label("This screen could not be drawn");
    h.get_by_label_contains("nothing was changed or lost");
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 1);
    assert_eq!(
        h.state().faulted,
        Some((gunbai::gui::Screen::Session, Some(1)))
    );
    // The state stays as it is until the players move: frames go on without drawing it again.
    h.run();
    h.get_by_label("This screen could not be drawn");
    // The file opens again as it was, to the same note and the same way back.
    h.state_mut().open_session(&f);
    h.run();
    h.get_by_label("This screen could not be drawn");
    h.get_by_label("↶ Undo").click();
    h.run();
    h.get_by_label("Turn 1 · 西乡军 march");
    assert!(h.query_by_label("This screen could not be drawn").is_none());
    assert_eq!(h.state().faulted, None);
    // The file holds the act and its undo: reopened, it stands before the smudge.
    h.state_mut().open_session(&f);
    h.run();
    assert_eq!(h.state().session.as_ref().unwrap().session.position(), 0);
    h.get_by_label("Turn 1 · 西乡军 march");
}

#[test]
fn issue_23_a_fault_while_the_phones_server_answers_is_a_500_and_the_server_goes_on() {
    gunbai::session::refuse_faults_on_this_thread();
    let files = TableFiles::embedded("double", &[("crt.toml", CRT)]);
    let g: Arc<dyn Game> = Arc::new(Loaded::new(Double, files).unwrap());
    let mut s = gunbai::session::Session::create(g, Setup::default(), Some(1), None).unwrap();
    s.act(ActionCall::new("smudge"), &[], true).unwrap();
    let server = gunbai::serve::Server::start(s, "127.0.0.1:0".parse().unwrap()).unwrap();
    let addr = server.addr();
    let (code, _) = crate::serve_season::get(addr, "/table/view");
    assert_eq!(
        code, 500,
        "the faulting view is refused, not a dropped connection"
    );
    let (code, page) = crate::serve_season::get(addr, "/table");
    assert_eq!(code, 200);
    assert!(!page.is_empty());
    let (code, _) = crate::serve_season::get(addr, "/table/view");
    assert_eq!(code, 500, "the server still answers");
}
