//! Issue 24 in a real browser: headless Chromium (the distribution's `chromium-headless-shell` or
//! `chromium`) loads red's seat page, fills Tenka's attack chips in the page's own form and submits
//! it; the table view, open in another tab, shows the entry by its own polling, and never the chips.
//! Skipped (with a line on stderr) when no Chromium is installed: `apt-get install
//! chromium-headless-shell` to run it. Chromium is driven over its DevTools pipe (file descriptors 3
//! and 4, here two named pipes), so the test needs no WebSocket or driver crate.

#![allow(clippy::disallowed_methods)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use gunbai::core::{ActionCall, Params, Setup};
use gunbai::serve::Server;
use gunbai::session::Session;
use serde_json::{Value, json};

/// The first Chromium on the PATH.
fn chromium() -> Option<String> {
    ["chromium-headless-shell", "chromium", "chromium-browser"]
        .into_iter()
        .find(|b| {
            Command::new("sh")
                .args(["-c", &format!("command -v {b}")])
                .stdout(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
        .map(str::to_string)
}

/// Chromium with its DevTools pipe; killed when dropped.
struct Browser {
    child: Child,
    to: std::fs::File,
    from: BufReader<std::fs::File>,
    next: u64,
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Ask the browser to close; then end `timeout` with a signal it passes on to the browser.
        self.next += 1;
        let m = json!({"id": self.next, "method": "Browser.close"}).to_string();
        let _ = self.to.write_all(m.as_bytes());
        let _ = self.to.write_all(&[0]);
        let _ = self.to.flush();
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
    }
}

impl Browser {
    fn start(bin: &str, dir: &Path) -> Browser {
        let (i, o) = (dir.join("cdp-in"), dir.join("cdp-out"));
        for p in [&i, &o] {
            assert!(Command::new("mkfifo").arg(p).status().unwrap().success());
        }
        // `timeout`: the browser never outlives a stuck test.
        let child = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "exec timeout 120 {bin} --headless --no-sandbox --disable-gpu --no-first-run \
                 --user-data-dir={} --remote-debugging-pipe about:blank 3<{} 4>{}",
                dir.join("profile").display(),
                i.display(),
                o.display()
            ))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let to = std::fs::OpenOptions::new().write(true).open(&i).unwrap();
        let from = BufReader::new(std::fs::File::open(&o).unwrap());
        Browser {
            child,
            to,
            from,
            next: 0,
        }
    }

    /// Sends one DevTools command (to a page's session when given) and waits for its answer.
    fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut m = json!({"id": id, "method": method, "params": params});
        if let Some(s) = session {
            m["sessionId"] = json!(s);
        }
        let mut bytes = m.to_string().into_bytes();
        bytes.push(0);
        self.to.write_all(&bytes).unwrap();
        self.to.flush().unwrap();
        loop {
            let mut buf = Vec::new();
            let n = self.from.read_until(0, &mut buf).unwrap();
            assert!(n > 0, "the browser closed its pipe");
            buf.pop();
            let v: Value = serde_json::from_slice(&buf).unwrap();
            if v["id"] == id {
                assert!(v.get("error").is_none(), "{method}: {v}");
                return v["result"].clone();
            }
        }
    }

    /// Opens `url` in a new tab; returns the tab's session.
    fn open(&mut self, url: &str) -> String {
        let t = self.call(None, "Target.createTarget", json!({"url": url}));
        let s = self.call(
            None,
            "Target.attachToTarget",
            json!({"targetId": t["targetId"], "flatten": true}),
        );
        s["sessionId"].as_str().unwrap().to_string()
    }

    /// Evaluates `js` in a tab; its value.
    fn eval(&mut self, tab: &str, js: &str) -> Value {
        let r = self.call(
            Some(tab),
            "Runtime.evaluate",
            json!({"expression": js, "returnByValue": true}),
        );
        r["result"]["value"].clone()
    }

    /// Waits (up to 15 s) until `js` is true in a tab.
    fn wait_for(&mut self, tab: &str, js: &str) -> bool {
        for _ in 0..75 {
            if self.eval(tab, js) == json!(true) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        false
    }
}

#[test]
fn issue_24_a_browser_fills_tenka_attack_chips_on_a_seat_page_and_the_table_view_updates() {
    let Some(bin) = chromium() else {
        eprintln!("skipped: no Chromium installed (apt-get install chromium-headless-shell)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let game = gunbai::games::load_embedded("tenka").unwrap();
    let setup = Setup {
        scenario: Some("tenka-fubu".into()),
        players: 3,
        options: Default::default(),
    };
    let mut s = Session::create(game, setup, Some(5), Some(dir.path().join("t.gunbai"))).unwrap();
    for r in ["尾張", "近江", "美濃"] {
        let mut p = Params::new();
        p.insert("region", r);
        let call = ActionCall {
            name: "choose-start".into(),
            params: p,
        };
        s.act(call, &[], true).unwrap();
    }
    let server = Server::start(s, "127.0.0.1:0".parse().unwrap()).unwrap();
    let red = server
        .seat_urls()
        .into_iter()
        .find(|(n, _)| n == "red")
        .unwrap()
        .1;
    let mut b = Browser::start(&bin, dir.path());
    let table = b.open(&format!("{}?lang=en", server.table_url()));
    let seat = b.open(&format!("{red}?lang=en"));
    assert!(
        b.wait_for(&seat, "!!document.querySelector('select[name=\"chip-3\"]')"),
        "the seat page shows red's chip form"
    );
    assert!(b.wait_for(&table, "document.body.innerText.includes('Turn 1')"));
    let before = b.eval(&table, "document.body.innerText");
    assert!(!before.as_str().unwrap().contains("Place attack chips"));
    // Fill the form as a player does (the pick-lists and the secret word) and press the button.
    let fill = r#"(function () {
        const set = (n, v) => { document.querySelector('[name="' + n + '"]').value = v; };
        set('chip-3', '越前'); set('chip-2', '越前'); set('chip-1', '甲斐');
        set('chip-0a', '甲斐'); set('chip-0b', '越前'); set('salt', 'sora-browser-1331');
        document.querySelector('form button[type=submit]').click();
        return true;
    })()"#;
    assert_eq!(b.eval(&seat, fill), json!(true));
    assert!(
        b.wait_for(&seat, "document.body.innerText.includes('Entered.')"),
        "the seat page says it was entered: {}",
        b.eval(&seat, "document.body.innerText")
    );
    // The table view, by its own polling, shows the placement, sealed.
    assert!(
        b.wait_for(
            &table,
            "document.body.innerText.includes('Place attack chips')"
        ),
        "the table view updates: {}",
        b.eval(&table, "document.body.innerText")
    );
    let text = b.eval(&table, "document.body.innerText");
    let text = text.as_str().unwrap();
    assert!(!text.contains("sora-browser-1331"), "{text}");
    assert_eq!(server.table().session.position(), 4);
}
