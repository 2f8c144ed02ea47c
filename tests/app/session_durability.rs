//! No data loss: kill -9 mid-write, torn and damaged files, future versions, old saves.

#![allow(clippy::disallowed_methods)]

use std::path::Path;
use std::process::{Command, Stdio};

use gunbai::app;
use gunbai::core::{ActionCall, Setup};
use gunbai::games;
use gunbai::session::{Session, SessionError, store};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gunbai"))
}

fn new_file(dir: &Path, name: &str) -> std::path::PathBuf {
    let p = dir.join(name);
    let g = games::load_embedded("seinan").unwrap();
    Session::create(g, Setup::default(), Some(11), Some(p.clone())).unwrap();
    p
}

fn open(p: &Path) -> Result<Session, SessionError> {
    Session::open(p, games::load_embedded)
}

/// The endless legal cycle of a quiet Seinan game: both players roll and pass.
const CYCLE: [&str; 4] = ["march-roll", "end-march", "end-combat", "end-turn"];

#[test]
fn kill_minus_nine_at_any_moment_loses_at_most_the_action_in_flight() {
    let dir = tempfile::tempdir().unwrap();
    let f = new_file(dir.path(), "k.gunbai");
    let mut acknowledged = 0usize;
    // Kill the writer after a varying number of microseconds, many times over: whatever the moment, the file
    // must open and hold every acknowledged action (plus at most the one in flight).
    for i in 0..60u64 {
        let action = CYCLE[acknowledged % 4];
        let mut child = bin()
            .args(["session", "act", f.to_str().unwrap(), action])
            .env("GUNBAI_HOME", dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let delay = (i * 397) % 4000;
        std::thread::sleep(std::time::Duration::from_micros(delay));
        let _ = child.kill(); // SIGKILL on Unix
        let status = child.wait().unwrap();
        let s = open(&f)
            .unwrap_or_else(|e| panic!("round {i}: the session must open after kill -9: {e}"));
        let n = s.position();
        if status.success() {
            acknowledged += 1;
        }
        assert!(
            n == acknowledged || n == acknowledged + 1,
            "round {i}: {n} actions on disk, {acknowledged} acknowledged"
        );
        acknowledged = n;
    }
    // And it keeps working afterwards.
    let mut s = open(&f).unwrap();
    let before = s.position();
    s.act(ActionCall::new(CYCLE[before % 4]), &[], true)
        .unwrap();
    assert_eq!(open(&f).unwrap().position(), before + 1);
}

fn file_with_actions(dir: &Path, n: usize) -> std::path::PathBuf {
    let f = new_file(dir, "t.gunbai");
    let mut s = open(&f).unwrap();
    for i in 0..n {
        s.act(ActionCall::new(CYCLE[i % 4]), &[], true).unwrap();
    }
    f
}

#[test]
fn a_torn_last_line_is_dropped_and_everything_before_kept() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), 6);
    let full = std::fs::read(&f).unwrap();
    let last_start = full[..full.len() - 1]
        .iter()
        .rposition(|b| *b == b'\n')
        .unwrap()
        + 1;
    // Cut the file at every byte of the last line: a crash during that append. (Cut only before its
    // line end, the record is complete and kept: see session_hostile.rs.)
    for cut in last_start + 1..full.len() - 1 {
        std::fs::write(&f, &full[..cut]).unwrap();
        let s = open(&f).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        assert_eq!(s.position(), 5, "cut at {cut}");
        assert!(s.recovered_tail.is_some());
        // Issue 19: opening writes nothing; the torn bytes are cut off by the next write, so the
        // next append lands on a clean line.
        assert_eq!(std::fs::read(&f).unwrap(), full[..cut]);
    }
    let mut s = open(&f).unwrap();
    s.act(ActionCall::new(CYCLE[5 % 4]), &[], true).unwrap();
    let again = open(&f).unwrap();
    assert_eq!(again.position(), 6);
    assert!(again.recovered_tail.is_none());
}

#[test]
fn damage_in_the_middle_is_a_clear_error_with_the_backup() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), 4);
    // A later sitting's first write puts the file as read (4 actions) in the backup ring.
    let mut s = open(&f).unwrap();
    s.act(ActionCall::new(CYCLE[0]), &[], true).unwrap();
    let text = std::fs::read_to_string(&f).unwrap();
    let damaged = text.replacen("end-march", "end-marxh", 1);
    std::fs::write(&f, damaged).unwrap();
    let e = open(&f).err().expect("damaged file must not open");
    let msg = e.to_string();
    assert!(msg.contains("t.gunbai: line 3"), "{msg}");
    assert!(msg.contains("checksum"), "{msg}");
    assert!(msg.contains(".bak1"), "{msg}");
    // `session restore` puts the last good backup back.
    let out = bin()
        .args(["session", "restore", f.to_str().unwrap()])
        .env("GUNBAI_HOME", dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(open(&f).unwrap().position(), 4);
}

#[test]
fn hostile_and_garbage_files_error_without_panic() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("x.gunbai");
    let cases: Vec<Vec<u8>> = vec![
        vec![],
        b"\xff\xfe\x00garbage".to_vec(),
        b"{}\n".to_vec(),
        b"not json at all\n".to_vec(),
        br#"{"magic":"gunbai-session","format":1}"#.to_vec(),
        br#"{"magic":"gunbai-session","format":"one"}"#.to_vec(),
        vec![b'{'; 100_000],
        b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n".to_vec(),
    ];
    for (i, c) in cases.iter().enumerate() {
        std::fs::write(&f, c).unwrap();
        let e = open(&f).err().unwrap_or_else(|| panic!("case {i} opened"));
        assert!(e.to_string().contains("x.gunbai"), "case {i}: {e}");
        let out = bin()
            .args(["session", "show", f.to_str().unwrap()])
            .env("GUNBAI_HOME", dir.path())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "case {i}");
    }
    // A valid header with a record that replays an illegal action (edited by hand, or recorded under
    // older rules that issue 10 corrected): the session opens just before it and says which rule
    // refuses it; the record stays in the file but is not played.
    let good = file_with_actions(dir.path(), 0);
    let mut text = std::fs::read_to_string(&good).unwrap();
    // Chained to the header's checksum like a real record, so only the rule check can refuse it.
    let header: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    let (bogus, _) = gunbai::session::format::encode_chained(
        &gunbai::session::Record::Act {
            action: ActionCall::new("end-turn"),
            dice: vec![],
            log: vec![],
            at: 0,
            reveals_hidden: false,
            word: None,
            digest: None,
            reroll: false,
        },
        header["sum"].as_str().unwrap(),
    );
    text.push_str(&bogus);
    text.push('\n');
    std::fs::write(&good, text).unwrap();
    let s = open(&good).unwrap();
    assert_eq!(s.position(), 0);
    let note = s.recovery_note().unwrap_or_default();
    assert!(
        note.contains("action 1") && note.contains("rule 4.0"),
        "{note}"
    );
    assert_eq!(s.log().len(), 1);
    assert!(s.log()[0].not_played.is_some());
}

#[test]
fn edited_seed_is_detected() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), 1);
    let text = std::fs::read_to_string(&f)
        .unwrap()
        .replacen("\"seed\":11", "\"seed\":12", 1);
    std::fs::write(&f, text).unwrap();
    assert!(open(&f).err().unwrap().to_string().contains("commitment"));
}

#[test]
fn a_future_format_is_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), 1);
    let text = std::fs::read_to_string(&f)
        .unwrap()
        .replacen("\"format\":3", "\"format\":99", 1);
    std::fs::write(&f, text).unwrap();
    let e = open(&f).err().unwrap();
    assert!(matches!(e, SessionError::Version { .. }));
    assert!(
        e.to_string().contains("newer Gunbai (session format 99"),
        "{e}"
    );
}

/// Saves written by earlier builds stay loadable: fixtures are committed and never regenerated.
#[test]
fn format_1_fixture_still_loads() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("fixture.gunbai");
    std::fs::copy("tests/fixtures/seinan-format1.gunbai", &f).unwrap();
    let s = app::open_session(&f).unwrap();
    assert_eq!(s.header.game, "seinan");
    assert_eq!(s.position(), 4);
    assert_eq!(s.log().len(), 5, "one action was undone and dropped");
    let show = s.state_json();
    assert_eq!(show["turn"], 1);
    assert_eq!(s.verify_dice().unwrap(), 1);
}

/// Issue 19: a format 3 save (pinned tables, state digests, no stored log lines, an undone action)
/// keeps loading in later builds; opening it writes nothing, and it plays with its own tables even when
/// the shipped ones change.
#[test]
fn format_3_fixture_still_loads_and_opening_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("fixture.gunbai");
    std::fs::copy("tests/fixtures/seinan-format3.gunbai", &f).unwrap();
    let bytes = std::fs::read(&f).unwrap();
    let s = app::open_session(&f).unwrap();
    assert_eq!(s.header.game, "seinan");
    assert!(s.header.tables.is_some(), "the tables are pinned");
    assert_eq!(s.position(), 3);
    assert_eq!(s.log().len(), 4, "one action was undone and dropped");
    assert!(s.divergence().is_none(), "every digest agrees");
    assert!(
        s.log()[1].lines.iter().any(|l| l.contains("八代")),
        "lines derived by replay"
    );
    assert_eq!(std::fs::read(&f).unwrap(), bytes);
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["fixture.gunbai".to_string()]);
}

#[test]
fn backups_rotate() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), 1);
    for i in 0..5 {
        let mut s = open(&f).unwrap();
        s.act(ActionCall::new(CYCLE[(1 + i) % 4]), &[], true)
            .unwrap();
    }
    open(&f).unwrap();
    for n in 1..=store::BACKUPS {
        assert!(store::backup_path(&f, n).exists(), "bak{n}");
    }
    assert!(!store::backup_path(&f, store::BACKUPS + 1).exists());
}

/// Rule 2.4(4) became a refusal after this save was made (Saigo units set up in 本州): the set-up itself
/// cannot be played, so there is no earlier state to open at. The file is not damaged, so it is not
/// called damaged: the error names the rule, the file is left byte for byte, and the CLI exits 2.
#[test]
fn rule_2_4_an_old_save_whose_set_up_is_now_refused_is_left_as_it_is_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("old.gunbai");
    let text = std::fs::read_to_string("tests/fixtures/seinan-format1.gunbai")
        .unwrap()
        .replacen(
            "\"options\":{}",
            "\"options\":{\"saigo-placement\":\"1番大队=本州\"}",
            1,
        );
    std::fs::write(&f, &text).unwrap();
    let e = open(&f).err().expect("refused");
    assert!(
        matches!(&e, SessionError::SetupRefused { game, .. } if game == "seinan"),
        "{e:?}"
    );
    let msg = e.to_string();
    assert!(msg.contains("rule 2.4") && msg.contains("本州"), "{msg}");
    assert!(!msg.contains("backup") && !msg.contains("damaged"), "{msg}");
    assert_eq!(std::fs::read_to_string(&f).unwrap(), text, "left as it is");
    let out = bin().args(["session", "show"]).arg(&f).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("set-up this session was started with is refused"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&f).unwrap(), text, "left as it is");
}
