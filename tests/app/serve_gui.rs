//! Issue 24 in the GUI: "Invite phones" hands the session to the server and shows one QR code per
//! seat and one for watchers; a plan entered from a phone meanwhile is in the session the screen gets
//! back when the table stops inviting, and the server is stopped then.

#![allow(clippy::disallowed_methods)]

use egui_kittest::kittest::{NodeT, Queryable};
use gunbai::gui::session_view::SessionView;
use gunbai::gui::{GunbaiApp, Screen};
use serde_json::{Value, json};

use crate::kit;
use crate::serve_season::{get, path_of, plan_values, post, shogun_at_planning};

#[test]
fn issue_24_invite_phones_shows_a_code_per_seat_and_takes_the_phones_plan_back_when_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let s = shogun_at_planning(dir.path());
    let file = s.path.clone().unwrap();
    let mut app = GunbaiApp::in_data_dir(dir.path());
    app.session = Some(SessionView::new(s));
    app.screen = Screen::Session;
    let mut h = kit::harness(app, 1400.0, 900.0);
    h.run();
    h.get_by_label("Invite phones").click();
    h.run();
    // Off until asked: this computer only unless the players tick the network box.
    assert!(!h.state().session.as_ref().unwrap().phones.serving());
    h.get_by_label("Show the codes").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert!(v.phones.serving());
    assert!(v.session.path.is_none(), "the server owns the file now");
    assert_eq!(
        h.query_all_by_label_contains("only this player may scan this code")
            .count(),
        3
    );
    assert!(h.query_by_label("Table view: anyone may watch.").is_some());
    assert!(
        h.query_by_label("Only this computer can open these addresses.")
            .is_some()
    );
    let urls: Vec<String> = h
        .query_all_by_label_contains("http://127.0.0.1:")
        .map(|n| {
            let a = n.accesskit_node();
            a.label().or(a.value()).unwrap_or_default().to_string()
        })
        .collect();
    assert_eq!(urls.len(), 4, "{urls:?}");
    let addr: std::net::SocketAddr = urls[0]
        .strip_prefix("http://")
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    // The phone whose turn it is enters its plan.
    let mut entered = false;
    for u in urls.iter().filter(|u| u.contains("/seat/")) {
        let p = path_of(u);
        let (c, body) = get(addr, &format!("{p}/view"));
        assert_eq!(c, 200);
        let view: Value = serde_json::from_str(&body).unwrap();
        if let Some(form) = view["forms"].as_array().unwrap().first() {
            let values = plan_values(form, 2, "phone-word", "");
            let (c, body) = post(
                addr,
                &format!("{p}/act"),
                &json!({"action": "plan", "values": values}).to_string(),
            );
            assert_eq!(c, 200, "{body}");
            entered = true;
            break;
        }
    }
    assert!(entered);
    h.run();
    h.get_by_label("Stop inviting phones").click();
    h.run();
    let v = h.state().session.as_ref().unwrap();
    assert!(!v.phones.serving());
    assert_eq!(v.session.path.as_deref(), Some(file.as_path()));
    assert_eq!(v.session.position(), 3, "the phone's plan came back");
    assert!(
        std::net::TcpStream::connect(addr).is_err(),
        "the server stopped"
    );
}
