//! The action view (issue 20): what the dialog above an action's form shows comes from the ruleset.

use super::*;
use gunbai_rules::core::view::Row;
use gunbai_rules::core::{Lang, Msg};

fn lines(v: &gunbai_rules::core::View) -> Vec<String> {
    v.sections
        .iter()
        .flat_map(|s| {
            std::iter::once(s.title.en()).chain(s.rows.iter().filter_map(|r| match r {
                Row::Line(m) => Some(m.en()),
                _ => None,
            }))
        })
        .collect()
}

/// Rule 15-6-3: the move dialog gives the force's movement points as the ruleset computes them.
#[test]
fn rule_15_6_3_the_move_dialog_shows_the_movement_allowance_from_the_state() {
    let mut s = start("3");
    s.step = Step::Ops {
        phase: "amago".into(),
    };
    let f = s.forces[0].leader.clone();
    s.forces[0].morale = -2;
    let call = ActionCall::new("move").with("force", f.as_str());
    let v = game_view(&s, &call);
    let total = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .find_map(|r| match r {
            Row::Formula { total, .. } => Some(*total),
            _ => None,
        });
    assert_eq!(total, Some(6));
    assert!(lines(&v)[0].contains("From the state"), "{:?}", lines(&v));
    assert!(lines(&v).iter().any(|l| l.contains("morale −2")));
}

fn game_view(s: &State, call: &ActionCall) -> gunbai_rules::core::View {
    gunbai_rules::games::saigoku::dialog::action_view(s, call)
}

/// Rule 14-2: the replacement order lists each unit named with how often; the allocation place's pick
/// is the form key the panel's "+1" buttons fill.
#[test]
fn rule_14_2_replacement_order_counts_each_named_unit() {
    let s = start("3");
    let f = &s.forces[0];
    let u = f.leader.clone();
    let call = ActionCall::new("replace")
        .with("force", f.leader.as_str())
        .with("units", format!("{u}, {u}").as_str());
    let v = game_view(&s, &call);
    let place = v
        .sections
        .iter()
        .flat_map(|x| &x.rows)
        .find_map(|r| match r {
            Row::Place(p) if p.pick.as_deref() == Some("units") => Some(p),
            _ => None,
        })
        .expect("an allocation place");
    let piece = place.pieces.iter().find(|p| p.name == u).unwrap();
    assert_eq!(piece.marks[0].en(), "×2");
    assert!(lines(&v).contains(&format!("{u} → {u}")));
}

/// An action with nothing chosen yet asks for the force; the role words exist in every language.
#[test]
fn issue_20_dialog_roles_render_in_three_languages() {
    let s = start("3");
    let v = game_view(&s, &ActionCall::new("assault"));
    assert!(lines(&v).iter().any(|l| l.contains("pick the force")));
    for id in [
        "assault", "demand", "besieger", "rally", "attacker", "defender", "replace", "move",
    ] {
        let m = Msg::dynamic(format!("saigoku-dialog-role-{id}"));
        for lang in [Lang::En, Lang::Zh, Lang::Ja] {
            let t = m.render(lang);
            assert!(
                !t.is_empty() && !t.contains("saigoku-"),
                "{id} {lang:?}: {t}"
            );
        }
    }
}
