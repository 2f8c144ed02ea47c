//! Gunbai's fuzz targets and random play at scale (issue 23).
//!
//! [`targets`] holds one plain function per fuzz target; the libFuzzer entry points in `fuzz_targets/`
//! call them, and so do the stable runners (`fuzz-run`, `tests/corpus.rs`) over seed corpora
//! ([`seeds`]) and seeded mutations ([`gunbai_rules::core::fuzz::mutate`]). A target body fails only by
//! panicking: a bad input must come back as an error, never a crash. [`play`] is `fuzz-play`.

pub mod play;
pub mod seeds;

pub mod targets {
    use std::sync::Arc;

    use gunbai_print::qr::{self, PayloadKind, Restored};
    use gunbai_rules::core::Game;
    use gunbai_rules::core::fuzz as core_fuzz;
    use gunbai_rules::games;
    use gunbai_rules::tables::TableFiles;
    use gunbai_session::{Session, disk};

    thread_local! {
        /// Each game loaded once per process (issue 23: parsing a game's tables cost more than most
        /// inputs; a fuzzer runs millions of them). A loaded game is immutable, so sharing it between
        /// inputs changes nothing an input can see.
        static LOADED: std::cell::RefCell<std::collections::BTreeMap<String, Arc<dyn Game>>> =
            const { std::cell::RefCell::new(std::collections::BTreeMap::new()) };
    }

    /// A game with its embedded tables, loaded once per process.
    pub fn load(id: &str) -> Result<Arc<dyn Game>, String> {
        if let Some(g) = LOADED.with(|m| m.borrow().get(id).cloned()) {
            return Ok(g);
        }
        let g = games::load_embedded(id)?;
        LOADED.with(|m| m.borrow_mut().insert(id.to_string(), g.clone()));
        Ok(g)
    }

    /// Reads what a front end reads of an opened session; a session it read must write back and read
    /// again to the same state.
    fn exercise(s: &mut Session) {
        let Ok(game) = load(&s.header.game) else {
            return;
        };
        core_fuzz::read_all(game.as_ref(), s.state());
        let _ = s.log();
        let _ = s.public_state_json();
        let _ = s.verify_dice();
        let live = s.state_json();
        let bytes = s.to_bytes();
        match Session::from_bytes(&bytes, None, &load) {
            Ok(back) => assert_eq!(
                back.state_json(),
                live,
                "a session written back reads another state"
            ),
            Err(e) => panic!("a session written back does not read again: {e}"),
        }
        if s.can_undo() {
            let _ = s.undo(Some(0), true);
            core_fuzz::read_all(game.as_ref(), s.state());
            let _ = s.redo();
        }
    }

    /// Load a save (a journal file's bytes), as `session continue`/`show` and the GUI do.
    pub fn load_save(data: &[u8]) {
        if let Ok(mut s) = Session::from_bytes(data, None, &load) {
            exercise(&mut s);
        }
    }

    /// Load a table folder: `== GAME/FILE` lines each start a file of the players' folder; the files are
    /// written to a temporary folder and laid over the game's own tables as `tables check DIR` and a new
    /// session do.
    pub fn load_tables(data: &[u8]) {
        let Ok(text) = std::str::from_utf8(data) else {
            return;
        };
        let Ok(dir) = tempfile::tempdir() else {
            return;
        };
        let mut games_seen = Vec::new();
        for part in text.split("== ").skip(1) {
            let (head, body) = part.split_once('\n').unwrap_or((part, ""));
            let Some((game, file)) = head.trim().split_once('/') else {
                continue;
            };
            // Only plain names: the input chooses file names, not where they go.
            let plain = |s: &str| {
                !s.is_empty()
                    && s.len() < 64
                    && s.chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
                    && !s.starts_with('.')
            };
            if !plain(game) || !plain(file) {
                continue;
            }
            let d = dir.path().join(game);
            if std::fs::create_dir_all(&d).is_err() {
                return;
            }
            let _ = std::fs::write(d.join(file), body);
            games_seen.push(game.to_string());
        }
        for id in games_seen {
            let Some(entry) = games::entry(&id) else {
                continue;
            };
            let mut files = TableFiles::embedded(entry.id, entry.tables);
            let errors = disk::overlay_all(&mut files, dir.path());
            if let Ok(g) = entry.load_files(files) {
                for sc in g.scenarios() {
                    let setup = gunbai_rules::core::Setup {
                        scenario: Some(sc.id.clone()),
                        players: sc.min_players,
                        ..Default::default()
                    };
                    if let Ok(s) = g.setup(&setup) {
                        core_fuzz::read_all(g.as_ref(), &s);
                    }
                }
            }
            drop(errors);
        }
    }

    /// Import a pack-up payload as scanned text (`session import --qr-text`), one code or several parts
    /// (one a line).
    pub fn import_packup(data: &[u8]) {
        let text = String::from_utf8_lossy(data);
        let codes: Vec<String> = text.lines().map(str::to_string).collect();
        if codes.is_empty() {
            return;
        }
        match qr::restore_codes(&codes, &load) {
            Ok(Restored::Session(mut s)) => exercise(&mut s),
            Ok(Restored::Snapshot(snap)) => {
                if let Ok(mut s) = qr::snapshot_session(&snap, &load) {
                    exercise(&mut s);
                }
            }
            Err(_) => {}
        }
    }

    /// Import a CBOR snapshot: the bytes are packed as a snapshot payload (deflated, framed) and
    /// restored as a scanned code is.
    pub fn import_snapshot(data: &[u8]) {
        let text = qr::pack(PayloadKind::Snapshot, data);
        import_packup(text.as_bytes());
    }

    /// `check_state` then `apply` of candidate actions on a mutated state.
    pub fn state_apply(data: &[u8]) {
        let bad = core_fuzz::state_then_apply_with(data, &load);
        assert!(bad.is_empty(), "{bad:?}");
    }

    /// `resolve` with arbitrary keys and dice.
    pub fn resolve(data: &[u8]) {
        core_fuzz::resolve_with(data, &load);
    }

    /// A target's body.
    pub type Body = fn(&[u8]);

    /// Every target by name, for the runners.
    pub const ALL: &[(&str, Body)] = &[
        ("load_save", load_save),
        ("load_tables", load_tables),
        ("import_packup", import_packup),
        ("import_snapshot", import_snapshot),
        ("state_apply", state_apply),
        ("resolve", resolve),
    ];
}
