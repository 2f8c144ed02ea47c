//! Issue 9, "never lose a table's evening": concurrent writers, crafted and mutated saves, honest restore.
//! Every test here failed on the build before the fix (named in each test's comment).

#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use gunbai::core::{ActionCall, SeededDice, Setup};
use gunbai::games;
use gunbai::session::format::{self, Header, Record};
use gunbai::session::{Session, SessionError, store};
use serde_json::Value;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gunbai"))
}

fn run(home: &Path, args: &[&str]) -> Output {
    bin().args(args).env("GUNBAI_HOME", home).output().unwrap()
}

fn open(p: &Path) -> Result<Session, SessionError> {
    Session::open(p, games::load_embedded)
}

/// The endless legal cycle of a quiet Seinan game: both players roll and pass.
const CYCLE: [&str; 4] = ["march-roll", "end-march", "end-combat", "end-turn"];

fn file_with_actions(dir: &Path, name: &str, n: usize) -> PathBuf {
    let p = dir.join(name);
    let g = games::load_embedded("seinan").unwrap();
    let mut s = Session::create(g, Setup::default(), Some(11), Some(p.clone())).unwrap();
    for i in 0..n {
        s.act(ActionCall::new(CYCLE[i % 4]), &[], true).unwrap();
    }
    p
}

/// Header and records of a journal, readable even when checksums no longer match (to craft files).
fn parts(text: &str) -> (Header, Vec<Record>) {
    let mut lines = text.lines();
    let mut hv: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    hv.as_object_mut().unwrap().remove("sum");
    let header: Header = serde_json::from_value(hv).unwrap();
    let records = lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            serde_json::from_value(v["r"].clone()).unwrap()
        })
        .collect();
    (header, records)
}

/// Writes a crafted journal with every checksum and the chain recomputed, so only the deeper checks
/// (dice numbering, faces, rules) can refuse it.
fn write_crafted(path: &Path, header: &Header, records: &[Record]) {
    std::fs::write(path, format::encode_journal(header, records)).unwrap();
}

fn first_app_die(records: &mut [Record]) -> &mut gunbai::core::DieRecord {
    records
        .iter_mut()
        .find_map(|r| match r {
            Record::Act { dice, .. } => dice.iter_mut().find(|d| d.app.is_some()),
            _ => None,
        })
        .unwrap()
}

// ------------------------------------------------------------------ 1. two writers

/// Item 1: two `session act` processes at once. Before: both drew app die #0 and in about a third of the
/// trials the file no longer loaded. Now each write takes the file's lock and re-reads under it.
#[test]
fn concurrent_writers_keep_the_file_loadable_and_record_each_acknowledged_action_once() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "c.gunbai", 0);
    let fs = f.to_str().unwrap();
    for trial in 0..20 {
        let before = open(&f).unwrap().position();
        let action = CYCLE[before % 4];
        let spawn = || {
            bin()
                .args(["session", "act", fs, action, "--json"])
                .env("GUNBAI_HOME", dir.path())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        };
        let (a, b) = (spawn(), spawn());
        let outs = [a.wait_with_output().unwrap(), b.wait_with_output().unwrap()];
        let acknowledged = outs.iter().filter(|o| o.status.success()).count();
        for o in &outs {
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(
                !err.contains("in use by another program"),
                "trial {trial}: a short write must not time out: {err}"
            );
        }
        let s = open(&f).unwrap_or_else(|e| panic!("trial {trial}: the file must load: {e}"));
        assert!(
            acknowledged >= 1,
            "trial {trial}: one of the two must succeed"
        );
        assert_eq!(
            s.position(),
            before + acknowledged,
            "trial {trial}: each acknowledged action is recorded exactly once"
        );
        s.verify_dice()
            .unwrap_or_else(|e| panic!("trial {trial}: no app die drawn twice: {e}"));
    }
}

/// Item 1: a writer that cannot get the lock says so in one line instead of writing.
#[test]
fn a_second_writer_waits_then_says_the_file_is_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "busy.gunbai", 0);
    let before = std::fs::read(&f).unwrap();
    let held = store::lock(&f, std::time::Duration::from_secs(1)).unwrap();
    let out = bin()
        .args(["session", "act", f.to_str().unwrap(), "march-roll"])
        .env("GUNBAI_HOME", dir.path())
        .env("GUNBAI_LOCK_WAIT_MS", "200")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("busy.gunbai"), "{err}");
    assert!(err.contains("in use by another program"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(std::fs::read(&f).unwrap(), before, "nothing was written");
    drop(held);
    assert!(
        run(
            dir.path(),
            &["session", "act", f.to_str().unwrap(), "march-roll"]
        )
        .status
        .success()
    );
}

/// Item 1: a session held open (the GUI) continues from what another program wrote meanwhile.
#[test]
fn a_session_held_open_rereads_what_another_writer_added() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "gui.gunbai", 0);
    let mut gui = open(&f).unwrap();
    let out = run(
        dir.path(),
        &["session", "act", f.to_str().unwrap(), "march-roll"],
    );
    assert!(out.status.success());
    // The GUI, still showing action 0, asks for the march roll too: it must see the CLI's roll (rule
    // 5.0: once per player turn) instead of drawing app die #0 a second time.
    let e = gui
        .act(ActionCall::new("march-roll"), &[], true)
        .unwrap_err()
        .to_string();
    assert!(e.contains("5.0"), "{e}");
    assert_eq!(gui.position(), 1, "the GUI now shows the CLI's action");
    gui.act(ActionCall::new("end-march"), &[], true).unwrap();
    let s = open(&f).unwrap();
    assert_eq!(s.position(), 2);
    let names: Vec<String> = s.log().iter().map(|e| e.action.name.clone()).collect();
    assert_eq!(names, ["march-roll", "end-march"]);
}

// ------------------------------------------------------------------ 2. bounded replay

/// Item 2: an app die numbered 2^63 made every command spin for ever (the stream was advanced die by die
/// to reach it). Now app dice must be numbered consecutively: the file is refused at once, naming it.
#[test]
fn an_app_die_index_out_of_sequence_is_refused_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "huge.gunbai", 1);
    let (h, mut recs) = parts(&std::fs::read_to_string(&f).unwrap());
    first_app_die(&mut recs).app = Some(1 << 63);
    write_crafted(&f, &h, &recs);
    let e = open(&f).err().expect("must be refused").to_string();
    assert!(e.contains("huge.gunbai: line 2"), "{e}");
    assert!(e.contains("out of sequence"), "{e}");
    for cmd in [["session", "show"], ["session", "verify"]] {
        let out = run(dir.path(), &[cmd[0], cmd[1], f.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2));
    }
}

/// Item 2: the stream position is journaled; reopening jumps to it and the next dice are the seed's
/// dice in order, exactly as if the stream had been drawn up to there.
#[test]
fn reopening_jumps_to_the_next_die_of_the_seed() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "jump.gunbai", 4 * 12);
    let s = open(&f).unwrap();
    let next = s.next_app_die();
    let drawn = s
        .log()
        .iter()
        .flat_map(|e| e.dice.clone())
        .filter(|d| d.app.is_some())
        .count();
    assert!(drawn >= 12, "one march roll per player turn");
    assert_eq!(next, drawn as u64);
    assert!(
        s.records()
            .iter()
            .any(|r| matches!(r, Record::Act { word: Some(_), .. })),
        "the stream position is journaled"
    );
    let mut s = open(&f).unwrap();
    s.act(ActionCall::new("march-roll"), &[], true).unwrap();
    let die = s.log().last().unwrap().dice[0];
    assert_eq!(die.app, Some(next));
    assert_eq!(die.face, SeededDice::face_at(11, next));
    assert_eq!(s.verify_dice().unwrap(), drawn + 1);
}

// ------------------------------------------------------------------ 3. honest restore

/// Item 3: `restore` on a healthy file replaced it with an older backup; a second restore overwrote the
/// kept copy. Now a file that loads is left alone (unless --force), kept copies are numbered, and the
/// message says what the backup lacks.
#[test]
fn restore_leaves_a_good_file_alone_and_never_overwrites_a_kept_copy() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "r.gunbai", 2);
    let fs = f.to_str().unwrap();
    open(&f).unwrap(); // backup holds 2 actions
    let mut s = open(&f).unwrap();
    s.act(ActionCall::new(CYCLE[2]), &[], true).unwrap();
    let healthy = std::fs::read(&f).unwrap();
    let out = run(dir.path(), &["session", "restore", fs]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("loads fine") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&f).unwrap(),
        healthy,
        "a good file is not touched"
    );

    let out = run(dir.path(), &["session", "restore", fs, "--force"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let msg = String::from_utf8_lossy(&out.stdout);
    assert!(msg.contains("1 later journal line"), "{msg}");
    let kept1 = dir.path().join("r.gunbai.damaged");
    assert_eq!(std::fs::read(&kept1).unwrap(), healthy);

    std::fs::write(&f, b"garbage\n").unwrap();
    let out = run(dir.path(), &["session", "restore", fs]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(&kept1).unwrap(),
        healthy,
        "the first kept copy is never overwritten"
    );
    assert_eq!(
        std::fs::read(dir.path().join("r.gunbai.2.damaged")).unwrap(),
        b"garbage\n"
    );
    assert_eq!(open(&f).unwrap().position(), 2);
}

/// Item 3: the GUI's restore button and the CLI share one implementation (the GUI used to have its own
/// copy that overwrote `FILE.damaged`).
#[test]
fn gui_restore_is_the_shared_restore() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "g.gunbai", 1);
    open(&f).unwrap();
    std::fs::write(dir.path().join("g.gunbai.damaged"), b"older copy").unwrap();
    std::fs::write(&f, b"garbage\n").unwrap();
    let loader: gunbai::gui::Loader = std::sync::Arc::new(games::load_embedded);
    let m = gunbai::gui::home::restore_backup(&f, &loader, gunbai::core::Lang::En).unwrap();
    assert!(m.contains("g.gunbai.2.damaged"), "{m}");
    assert_eq!(
        std::fs::read(dir.path().join("g.gunbai.damaged")).unwrap(),
        b"older copy"
    );
    // And refuses a file that loads.
    assert!(gunbai::gui::home::restore_backup(&f, &loader, gunbai::core::Lang::En).is_err());
}

// ------------------------------------------------------------------ 4. die faces

/// Item 4: a recorded face of 7 or 255 was replayed ("march points 255"). Now it is refused.
#[test]
fn rule_5_0_a_march_roll_face_outside_the_die_is_refused_on_replay() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "face.gunbai", 1);
    let (h, recs) = parts(&std::fs::read_to_string(&f).unwrap());
    for bad in [0u8, 7, 255] {
        let mut recs = recs.clone();
        first_app_die(&mut recs).face = bad;
        // A physical die too: no seed to compare with, only the die's range.
        first_app_die(&mut recs).app = None;
        if let Record::Act { word, .. } = &mut recs[0] {
            *word = None;
        }
        write_crafted(&f, &h, &recs);
        let e = open(&f).err().expect("refused").to_string();
        assert!(e.contains("face.gunbai: line 2"), "{e}");
        assert!(e.contains(&format!("face of {bad}")), "{e}");
    }
}

/// Item 4: an app die rewritten as a physical die left a gap in the numbering that `verify` passed.
#[test]
fn an_app_die_turned_physical_leaves_a_gap_that_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "gap.gunbai", 5); // app dice #0 and #1
    let (h, mut recs) = parts(&std::fs::read_to_string(&f).unwrap());
    let second_line = 2 + recs
        .iter()
        .enumerate()
        .filter(
            |(_, r)| matches!(r, Record::Act { dice, .. } if dice.iter().any(|d| d.app.is_some())),
        )
        .nth(1)
        .unwrap()
        .0;
    let d = first_app_die(&mut recs);
    d.app = None;
    d.face = 6;
    if let Record::Act { word, .. } = &mut recs[0] {
        *word = None;
    }
    write_crafted(&f, &h, &recs);
    let e = open(&f).err().expect("refused").to_string();
    assert!(
        e.contains(&format!("gap.gunbai: line {second_line}")),
        "{e}"
    );
    assert!(e.contains("out of sequence"), "{e}");
}

// ------------------------------------------------------------------ 5. chained records

/// Item 5: records could be deleted, swapped or duplicated whole (each line had its own checksum) and
/// the header edited. Format 2 chains every record to the one before it and to the header.
#[test]
fn deleted_swapped_or_duplicated_records_and_edited_headers_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "chain.gunbai", 6);
    let text = std::fs::read_to_string(&f).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let join = |ls: Vec<&str>| ls.join("\n") + "\n";
    let mut cases = vec![];
    let mut del = lines.clone();
    del.remove(3);
    cases.push(("delete", join(del), 4));
    let mut swap = lines.clone();
    swap.swap(2, 3);
    cases.push(("swap", join(swap), 3));
    let mut dup = lines.clone();
    dup.insert(3, lines[2]);
    cases.push(("duplicate", join(dup), 4));
    let edited_header = join(
        std::iter::once(lines[0].replacen("\"created\":", "\"created\":1", 1).leak() as &str)
            .chain(lines[1..].iter().copied())
            .collect(),
    );
    cases.push(("header", edited_header, 1));
    for (what, t, line) in cases {
        std::fs::write(&f, t).unwrap();
        let e = open(&f).err().unwrap_or_else(|| panic!("{what} accepted"));
        assert!(
            e.to_string()
                .contains(&format!("chain.gunbai: line {line}:")),
            "{what}: {e}"
        );
    }
}

/// Item 5: saves of format 2 (the chained format) written by this build keep loading: committed fixture.
#[test]
fn format_2_fixture_still_loads() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("fixture.gunbai");
    std::fs::copy("tests/fixtures/seinan-format2.gunbai", &f).unwrap();
    let s = open(&f).unwrap();
    assert_eq!(s.position(), 7);
    assert_eq!(s.log().len(), 8, "one action was undone and dropped");
    assert!(s.seed_revealed());
    assert_eq!(s.verify_dice().unwrap(), 2);
    assert_eq!(s.next_app_die(), 2);
    assert_eq!(s.state_json()["turn"], 1);
}

/// Item 5: a format 1 save loads, and its first write rewrites it in format 2 (chained), the old
/// file staying in the backup ring.
#[test]
fn a_format_1_save_is_upgraded_at_its_first_write() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("old.gunbai");
    std::fs::copy("tests/fixtures/seinan-format1.gunbai", &f).unwrap();
    let original = std::fs::read(&f).unwrap();
    let mut s = open(&f).unwrap();
    assert_eq!(
        std::fs::read(&f).unwrap(),
        original,
        "opening writes nothing"
    );
    s.act(ActionCall::new("end-combat"), &[], true).unwrap();
    assert_eq!(std::fs::read(store::backup_path(&f, 1)).unwrap(), original);
    let text = std::fs::read_to_string(&f).unwrap();
    assert!(text.starts_with("{\"app\""), "canonical header: {text}");
    let head = text.lines().next().unwrap();
    assert!(head.contains("\"format\":3"), "{head}");
    assert!(
        head.contains("\"tables\""),
        "the tables it plays with are pinned: {head}"
    );
    let s = open(&f).unwrap();
    assert_eq!(s.position(), 5);
    assert_eq!(s.log().len(), 6);
    assert_eq!(s.verify_dice().unwrap(), 1);
}

// ------------------------------------------------------------------ 6. last line without newline

/// Item 6: a complete, valid last record missing only its line end was silently dropped. Now it is kept
/// and every command says what happened; the line end is added by the next write (issue 19: reading
/// never writes).
#[test]
fn a_complete_last_record_without_newline_is_kept_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "nl.gunbai", 3);
    let full = std::fs::read(&f).unwrap();
    std::fs::write(&f, &full[..full.len() - 1]).unwrap();
    let out = run(
        dir.path(),
        &["session", "show", f.to_str().unwrap(), "--json"],
    );
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["n"], 3, "the last action is kept");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("note:") && err.contains("line end"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&f).unwrap(),
        &full[..full.len() - 1],
        "a read leaves the file as it is"
    );
    let out = run(dir.path(), &["session", "undo", f.to_str().unwrap()]);
    assert!(out.status.success());
    let now = std::fs::read(&f).unwrap();
    assert!(
        now.starts_with(&full),
        "the line end was added before the undo"
    );
    // The backup ring holds the file as it was read, before the first write changed it.
    assert_eq!(
        std::fs::read(store::backup_path(&f, 1)).unwrap(),
        &full[..full.len() - 1]
    );
}

/// Item 6: a torn last line is still dropped, and now every command (not only text `show`) says so.
#[test]
fn a_dropped_torn_line_is_reported_by_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "torn.gunbai", 3);
    let full = std::fs::read(&f).unwrap();
    for cmd in ["log", "score", "verify", "show"] {
        std::fs::write(&f, &full[..full.len() - 10]).unwrap();
        let mut args = vec!["session", cmd, f.to_str().unwrap()];
        if cmd != "verify" {
            args.push("--json");
        }
        let out = run(dir.path(), &args);
        assert!(out.status.success(), "{cmd}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("note:") && err.contains("left out"),
            "{cmd}: {err}"
        );
    }
    let s = open(&f).unwrap();
    assert_eq!(s.position(), 2);
    assert!(s.recovery_note().is_some(), "a read repairs nothing");
    // The next write cuts the torn line off first.
    let out = run(dir.path(), &["session", "undo", f.to_str().unwrap()]);
    assert!(out.status.success());
    let s = open(&f).unwrap();
    assert_eq!(s.position(), 1);
    assert!(
        s.recovery_note().is_none(),
        "the file was repaired by the write"
    );
}

// ------------------------------------------------------------------ 7, 8. header errors

/// Item 7: `"format": 4294967297` opened as format 1 (u64 → u32 truncation).
#[test]
fn a_format_number_beyond_u32_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("big.gunbai");
    let text = std::fs::read_to_string("tests/fixtures/seinan-format1.gunbai")
        .unwrap()
        .replacen("\"format\":1", "\"format\":4294967297", 1);
    std::fs::write(&f, text).unwrap();
    let e = open(&f).err().expect("refused");
    assert!(matches!(e, SessionError::Version { .. }), "{e}");
    let e = e.to_string();
    assert!(
        e.contains("big.gunbai: line 1") && e.contains("4294967297"),
        "{e}"
    );
}

/// Item 8: header errors named no file ("error: players: expected 2, got 3").
#[test]
fn header_errors_name_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "hdr.gunbai", 0);
    let (mut h, recs) = parts(&std::fs::read_to_string(&f).unwrap());
    h.setup.players = 3;
    write_crafted(&f, &h, &recs);
    let out = run(dir.path(), &["session", "show", f.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: ") && err.contains("hdr.gunbai: line 1"),
        "{err}"
    );
    assert!(err.contains("players"), "{err}");
    let (mut h, recs) =
        parts(&std::fs::read_to_string("tests/fixtures/seinan-format1.gunbai").unwrap());
    h.game = "no-such-game".into();
    write_crafted(&f, &h, &recs);
    let e = open(&f).err().unwrap().to_string();
    assert!(e.contains("hdr.gunbai: line 1"), "{e}");
    // Invalid UTF-8 names the line.
    let mut bytes = std::fs::read("tests/fixtures/seinan-format1.gunbai").unwrap();
    let second = bytes.iter().position(|b| *b == b'\n').unwrap() + 5;
    bytes[second] = 0xff;
    std::fs::write(&f, &bytes).unwrap();
    let e = open(&f).err().unwrap().to_string();
    assert!(
        e.contains("hdr.gunbai: line 2") && e.contains("UTF-8"),
        "{e}"
    );
}

// ------------------------------------------------------------------ 11. stray temp files

/// Item 11: `.F.bak1.tmp<PID>` files left by a kill during backup rotation stayed for ever.
#[test]
fn stray_temp_files_of_a_killed_writer_are_cleaned_at_the_next_write() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "s.gunbai", 1);
    let strays = [
        ".s.gunbai.bak1.tmp4242",
        ".s.gunbai.bak3.tmp7",
        ".s.gunbai.tmp99",
    ];
    let keep = [
        ".other.gunbai.bak1.tmp1",
        ".s.gunbai.bak1.tmpx",
        "s.gunbai.tmp5",
    ];
    for n in strays.iter().chain(&keep) {
        std::fs::write(dir.path().join(n), b"half").unwrap();
    }
    // Issue 19: a read leaves the folder alone; the next write cleans up.
    let mut s = open(&f).unwrap();
    for n in strays {
        assert!(dir.path().join(n).exists(), "{n} left alone by a read");
    }
    s.act(ActionCall::new(CYCLE[1]), &[], true).unwrap();
    for n in strays {
        assert!(!dir.path().join(n).exists(), "{n} removed");
    }
    for n in keep {
        assert!(dir.path().join(n).exists(), "{n} is not ours and stays");
    }
}

// ------------------------------------------------------------------ the mutation test

/// A tiny deterministic generator (xorshift), so the mutants are the same on every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(rng: &mut Rng, orig: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(orig).into_owned();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let join = |ls: &[String]| (ls.join("\n") + "\n").into_bytes();
    let n = lines.len();
    match rng.below(9) {
        0 => {
            lines.remove(rng.below(n));
            join(&lines)
        }
        1 => {
            let (a, b) = (rng.below(n), rng.below(n));
            lines.swap(a, b);
            join(&lines)
        }
        2 => {
            let i = rng.below(n);
            let l = lines[i].clone();
            lines.insert(rng.below(n + 1), l);
            join(&lines)
        }
        3 | 4 => {
            let mut b = orig.to_vec();
            let i = rng.below(b.len());
            b[i] ^= 1 << rng.below(8);
            b
        }
        5 => orig[..rng.below(orig.len())].to_vec(),
        6 => {
            // A number replaced by a huge one.
            let huge = [
                "18446744073709551615",
                "9223372036854775808",
                "4294967297",
                "-1",
                "1e308",
            ];
            let h = huge[rng.below(huge.len())];
            let digits: Vec<usize> = text
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            let at = digits[rng.below(digits.len())];
            let end = text[at..]
                .find(|c: char| !c.is_ascii_digit())
                .map(|e| at + e)
                .unwrap_or(text.len());
            format!("{}{h}{}", &text[..at], &text[end..]).into_bytes()
        }
        7 => {
            let mut b = orig.to_vec();
            let i = rng.below(b.len());
            b[i] = [b'"', b'{', b'}', b'\n', 0xff, b'0'][rng.below(6)];
            b
        }
        _ => {
            let mut b = orig.to_vec();
            let i = rng.below(b.len());
            b.insert(i, b'\n');
            b
        }
    }
}

/// Done-when: a few hundred deterministic mutants of a real save. No panic, no hang; every refusal
/// names the file; an accepted mutant replays to a prefix of the real game (never a different game),
/// and the last good backup still holds the original.
#[test]
fn mutated_saves_never_panic_hang_or_make_the_original_worse() {
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "m.gunbai", 14);
    // Fixed timestamps, so the save (and so every mutant) is the same on every run.
    let (mut h, mut recs) = parts(&std::fs::read_to_string(&f).unwrap());
    h.created = 0;
    for r in &mut recs {
        match r {
            Record::Act { at, .. }
            | Record::Undo { at, .. }
            | Record::Redo { at, .. }
            | Record::RevealSeed { at }
            | Record::Tables { at, .. }
            | Record::Reseed { at, .. } => *at = 0,
        }
    }
    write_crafted(&f, &h, &recs);
    let orig = std::fs::read(&f).unwrap();
    // The backup ring holds the original, as a previous sitting's first write left it.
    store::rotate_backup(&f, &orig).unwrap();
    let good = open(&f).unwrap();
    let full_log: Vec<String> = good
        .log()
        .iter()
        .map(|e| serde_json::to_string(&(&e.action, &e.dice, e.undone)).unwrap())
        .collect();
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let (mut tried, mut refused, mut equal, mut prefix) = (0, 0, 0, 0);
    let start = std::time::Instant::now();
    for i in 0..400 {
        let m = mutate(&mut rng, &orig);
        if m == orig {
            continue;
        }
        tried += 1;
        std::fs::write(&f, &m).unwrap();
        match open(&f) {
            Err(e) => {
                refused += 1;
                let e = e.to_string();
                assert!(
                    e.contains("m.gunbai"),
                    "mutant {i}: the refusal names the file: {e}"
                );
            }
            Ok(s) => {
                let log: Vec<String> = s
                    .log()
                    .iter()
                    .map(|e| serde_json::to_string(&(&e.action, &e.dice, e.undone)).unwrap())
                    .collect();
                assert!(
                    full_log.starts_with(&log),
                    "mutant {i} accepted but it is not the real game: {}",
                    String::from_utf8_lossy(&m)
                );
                if log.len() == full_log.len() {
                    equal += 1;
                } else {
                    prefix += 1;
                }
                assert!(s.verify_dice().is_ok(), "mutant {i}");
                // Play goes on from an accepted mutant, and the file still loads afterwards.
                let mut s = s;
                let _ = s.act(ActionCall::new(CYCLE[s.position() % 4]), &[], true);
                let after = open(&f).unwrap_or_else(|e| panic!("mutant {i}: after a write: {e}"));
                assert!(after.verify_dice().is_ok(), "mutant {i}");
            }
        }
        // Never worse: the backup ring still holds the whole original game.
        let whole = (1..=store::BACKUPS).any(|n| {
            std::fs::read(store::backup_path(&f, n))
                .ok()
                .and_then(|b| Session::from_bytes(&b, None, &games::load_embedded).ok())
                .is_some_and(|b| b.log().len() == full_log.len() && b.position() == good.position())
        });
        assert!(whole, "mutant {i}: a backup still holds the original game");
        // The original back for the next mutant, as the newest backup too.
        std::fs::write(&f, &orig).unwrap();
        store::rotate_backup(&f, &orig).unwrap();
    }
    eprintln!(
        "mutation test: {tried} mutants tried, {refused} refused, {equal} accepted and equal, {prefix} accepted as a shorter prefix ({:?})",
        start.elapsed()
    );
    assert!(tried >= 300, "{tried}");
    assert!(refused > tried / 2, "{refused} of {tried}");
}

// ------------------------------------------------------------------ 12. snapshot states

/// Item 12: a pack-up snapshot's state was taken as it came (a unit in a box that does not exist,
/// duplicate units, turn 4294967295). Now it is checked as strictly as a set-up, on import and on open.
#[test]
fn rule_2_0_imported_snapshot_states_are_checked_like_a_set_up() {
    use gunbai::print::qr::{self, PayloadKind};
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "snap.gunbai", 6);
    let s = open(&f).unwrap();
    let good = qr::snapshot(&s, 3);
    let state = good.state.clone();
    let mut bad_states = vec![];
    let mut x = state.clone();
    x["turn"] = Value::from(4294967295u64);
    bad_states.push(("turn", x));
    let mut x = state.clone();
    x["units"][0]["place"] = serde_json::json!({"where": "map", "box": "大阪"});
    bad_states.push(("not on the map", x));
    let mut x = state.clone();
    let first = x["units"][0].clone();
    x["units"].as_array_mut().unwrap().push(first);
    bad_states.push(("twice", x));
    for (what, st) in bad_states {
        let mut snap = good.clone();
        snap.state = st;
        let text = qr::pack(PayloadKind::Snapshot, &qr::snapshot_bytes(&snap));
        let e = match qr::restore(&text, &games::load_embedded) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{what}: a bad snapshot state was accepted"),
        };
        assert!(e.contains(what), "{what}: {e}");
        let out = dir.path().join("imported.gunbai");
        let o = run(
            dir.path(),
            &[
                "session",
                "import",
                "--qr-text",
                &text,
                "--out",
                out.to_str().unwrap(),
            ],
        );
        assert_eq!(o.status.code(), Some(2), "{what}");
        assert!(!out.exists(), "{what}: nothing written");
    }
    // The real snapshot still imports.
    let text = qr::pack(PayloadKind::Snapshot, &qr::snapshot_bytes(&good));
    assert!(qr::restore(&text, &games::load_embedded).is_ok());
    // And every state a real game passes through passes the same check.
    let long = file_with_actions(dir.path(), "long.gunbai", 48);
    let mut s = open(&long).unwrap();
    while s.can_undo() {
        s.game.check_state(s.state()).unwrap();
        s.undo(None, true).unwrap();
    }
}

/// Item 2: a pack-up QR whose journal holds a crafted app-die index (2^63) made `session import` spin
/// for ever. It is refused at once.
#[test]
fn a_qr_journal_with_a_huge_app_die_index_is_refused_at_once() {
    use gunbai::print::qr::{self, PayloadKind};
    let dir = tempfile::tempdir().unwrap();
    let f = file_with_actions(dir.path(), "qr.gunbai", 1);
    let (h, mut recs) = parts(&std::fs::read_to_string(&f).unwrap());
    first_app_die(&mut recs).app = Some(1 << 63);
    let text = qr::pack(PayloadKind::Journal, &format::encode_journal(&h, &recs));
    let e = match qr::restore(&text, &games::load_embedded) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("accepted"),
    };
    assert!(e.contains("out of sequence"), "{e}");
    let out = dir.path().join("imported.gunbai");
    let o = run(
        dir.path(),
        &[
            "session",
            "import",
            "--qr-text",
            &text,
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(!out.exists());
}

/// Item 13: the number of players is checked where every front end creates a session.
#[test]
fn a_session_for_more_players_than_the_game_takes_is_refused() {
    let g = games::load_embedded("seinan").unwrap();
    let setup = Setup {
        players: 7,
        ..Setup::default()
    };
    let e = Session::create(g.clone(), setup, Some(1), None)
        .err()
        .expect("refused")
        .to_string();
    assert!(e.starts_with("players:") && e.contains("7"), "{e}");
    let ok = Setup {
        players: 2,
        ..Setup::default()
    };
    assert!(Session::create(g, ok, Some(1), None).is_ok());
}
