//! Issue 19 items 7 and 8: every file a player names is read only if it is an ordinary file, up to a
//! bound for its kind (a link to `/dev/zero` grew to 8 GB, a FIFO blocked for ever, a 20000×20000 PNG
//! of 439 KB took ≥ 3.8 GB); an imported pack-up's counters are held to what a session can hold.
//!
//! Every command runs with a generous guard: a hang fails the test (it is not a timing assert).

#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use gunbai::print::qr::{self, PayloadKind};

/// Runs `gunbai ARGS` in the data dir `home`; a run that has not ended after two minutes is killed and
/// fails the test (the old code blocked for ever on a pipe, or read without end).
fn run(home: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(args)
        .env("GUNBAI_HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} did not end: it hung on the file");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The command fails with one `error:` line; returns it.
fn refused(home: &Path, args: &[&str]) -> String {
    let o = run(home, args);
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    err
}

fn fifo(p: &Path) -> PathBuf {
    let ok = Command::new("mkfifo").arg(p).status().unwrap().success();
    assert!(ok, "mkfifo {}", p.display());
    p.to_path_buf()
}

fn zero_link(p: &Path) -> PathBuf {
    std::os::unix::fs::symlink("/dev/zero", p).unwrap();
    p.to_path_buf()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn new_session(home: &Path, name: &str) -> PathBuf {
    let f = home.join(name);
    let o = run(
        home,
        &["session", "new", "seinan", "--seed", "4", "--out", s(&f)],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    f
}

#[test]
fn issue_19_8_a_session_that_is_a_pipe_or_a_device_is_refused() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path();
    let p = fifo(&home.join("pipe.gunbai"));
    let z = zero_link(&home.join("zero.gunbai"));
    let pdf = home.join("never.pdf");
    for f in [&p, &z] {
        for args in [
            vec!["session", "show", s(f)],
            vec!["session", "log", s(f)],
            vec![
                "print",
                "seinan",
                "packup",
                "--session",
                s(f),
                "--out",
                s(&pdf),
            ],
        ] {
            let m = refused(home, &args);
            assert!(m.contains("not an ordinary file"), "{args:?}: {m}");
            assert!(m.contains(s(f)), "names the file: {m}");
        }
    }
}

#[test]
fn issue_19_8_restore_from_a_pipe_or_a_device_is_refused() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path();
    let f = new_session(home, "a.gunbai");
    let before = std::fs::read(&f).unwrap();
    let p = fifo(&home.join("pipe"));
    let z = zero_link(&home.join("zero"));
    for from in [&p, &z] {
        let m = refused(
            home,
            &["session", "restore", s(&f), "--from", s(from), "--force"],
        );
        assert!(m.contains("not an ordinary file"), "{m}");
    }
    assert_eq!(std::fs::read(&f).unwrap(), before);
}

#[test]
fn issue_19_8_an_input_file_that_is_a_pipe_or_a_device_is_refused() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path();
    let p = fifo(&home.join("in.json"));
    let z = zero_link(&home.join("zero.json"));
    for f in [&p, &z] {
        let m = refused(home, &["resolve", "seinan", "march", "--input", s(f)]);
        assert!(
            m.contains("input:") && m.contains("not an ordinary file"),
            "{m}"
        );
    }
    // Too large is refused by its size, before reading.
    let big = home.join("big.json");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(17 << 20).unwrap();
    let m = refused(home, &["resolve", "seinan", "march", "--input", s(&big)]);
    assert!(m.contains("too large"), "{m}");
}

#[test]
fn issue_19_8_a_table_override_that_is_a_pipe_or_a_device_is_refused() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path();
    let dir = home.join("tables/seinan");
    std::fs::create_dir_all(&dir).unwrap();
    let map = zero_link(&dir.join("map.toml"));
    fifo(&dir.join("units.toml"));
    let m = refused(home, &["session", "new", "seinan"]);
    assert!(m.contains("not an ordinary file"), "{m}");
    let o = run(home, &["tables", "check"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains(s(&map)), "{err}");
    assert!(err.contains("units.toml"), "both are reported: {err}");
}

/// A PNG whose header claims `w × h` pixels (the image data is a small one's: never decoded).
fn png_claiming(w: u32, h: u32) -> Vec<u8> {
    let img = image::GrayImage::from_pixel(16, 16, image::Luma([255u8]));
    let mut bytes = Vec::new();
    img.write_to(
        &mut std::io::Cursor::new(&mut bytes),
        image::ImageFormat::Png,
    )
    .unwrap();
    // Signature (8), chunk length (4), "IHDR" (4), then width and height; the CRC covers type + data.
    assert_eq!(&bytes[12..16], b"IHDR");
    bytes[16..20].copy_from_slice(&w.to_be_bytes());
    bytes[20..24].copy_from_slice(&h.to_be_bytes());
    let crc = crc32(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

fn crc32(data: &[u8]) -> u32 {
    let mut c = 0xffff_ffffu32;
    for b in data {
        c ^= u32::from(*b);
        for _ in 0..8 {
            c = if c & 1 == 1 {
                (c >> 1) ^ 0xedb8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

#[test]
fn issue_19_8_an_image_claiming_huge_dimensions_is_refused_before_decoding() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path();
    // The patched header is read back as such (the test's PNG is well formed).
    let bytes = png_claiming(20_000, 20_000);
    let dims = image::ImageReader::new(std::io::Cursor::new(&bytes))
        .with_guessed_format()
        .unwrap()
        .into_dimensions()
        .unwrap();
    assert_eq!(dims, (20_000, 20_000));
    let big = home.join("big.png");
    std::fs::write(&big, &bytes).unwrap();
    let out = home.join("x.gunbai");
    let m = refused(
        home,
        &["session", "import", "--image", s(&big), "--out", s(&out)],
    );
    assert!(
        m.contains("20000 × 20000") && m.contains("too large"),
        "{m}"
    );
    assert!(!out.exists());
    // 30 000 × 10 pixels is small in area but too long a side.
    std::fs::write(&big, png_claiming(30_000, 10)).unwrap();
    let m = refused(
        home,
        &["session", "import", "--image", s(&big), "--out", s(&out)],
    );
    assert!(m.contains("30000 × 10"), "{m}");
    // A pipe or a device as the image.
    for f in [fifo(&home.join("p.png")), zero_link(&home.join("z.png"))] {
        let m = refused(
            home,
            &["session", "import", "--image", s(&f), "--out", s(&out)],
        );
        assert!(m.contains("not an ordinary file"), "{m}");
    }
}

/// A snapshot pack-up of a fresh Seinan session with its counters replaced.
fn crafted_snapshot(position: usize, next_die: u64) -> String {
    let g = gunbai::games::load_embedded("seinan").unwrap();
    let sess = gunbai::session::Session::create(g, Default::default(), Some(9), None).unwrap();
    let mut snap = qr::snapshot(&sess, 5);
    snap.position = position;
    snap.next_die = next_die;
    qr::pack(PayloadKind::Snapshot, &qr::snapshot_bytes(&snap))
}

#[test]
fn issue_19_7_import_bounds_next_die_and_position() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path();
    let out = home.join("i.gunbai");
    let m = refused(
        home,
        &[
            "session",
            "import",
            "--qr-text",
            &crafted_snapshot(3, u64::MAX),
            "--out",
            s(&out),
        ],
    );
    assert!(m.contains("next_die"), "{m}");
    assert!(!out.exists());
    let m = refused(
        home,
        &[
            "session",
            "import",
            "--qr-text",
            &crafted_snapshot(usize::MAX, 12),
            "--out",
            s(&out),
        ],
    );
    assert!(m.contains("position"), "{m}");
    assert!(!out.exists());
    // Within the bounds the import works and the next app roll is readable afterwards.
    let o = run(
        home,
        &[
            "session",
            "import",
            "--qr-text",
            &crafted_snapshot(3, 1 << 40),
            "--out",
            s(&out),
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(home, &["session", "act", s(&out), "march-roll"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(home, &["session", "show", s(&out)]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
