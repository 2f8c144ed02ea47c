//! Chapter 35: scenario 2 sea movement (issue 10, Saigoku item 5).

use super::*;

fn sail(f: &str, to: &str) -> ActionCall {
    ActionCall::new("move")
        .with("force", f)
        .with("to", to)
        .with("mp", 7)
        .with("sea", true)
}

fn phase_of(d: &SaigokuData, s: &State, phase: &str) -> State {
    let mut s = s.clone();
    while s.current_phase() != Some(phase) {
        s = go(d, &s, ActionCall::new("advance"), &[]);
    }
    s
}

#[test]
fn rule_35_7_6_after_the_free_sailing_each_unit_rolls_and_needs_a_6() {
    let d = data();
    let s = to_stage1(&d, &start("2"));
    let s = go(
        &d,
        &s,
        sail("伊香贺房明", "2226").with("free-sea", true),
        &[],
    );
    // The next phase: the free sailing is spent; a force of n units rolls n dice.
    let s = phase_of(&d, &s, "mori");
    let s = phase_of(&d, &s, "ouchi");
    let f = s.force("陶晴贤").unwrap().clone();
    let n = s.force_units(&f);
    let sixes = vec![6u8; n];
    let sailed = go(&d, &s, sail("陶晴贤", "2226"), &sixes);
    assert_eq!(sailed.force("陶晴贤").unwrap().hex, "2226");
    if n > 1 {
        let mut one_miss = sixes.clone();
        one_miss[n - 1] = 5;
        let stayed = go(&d, &s, sail("陶晴贤", "2226"), &one_miss);
        assert_eq!(stayed.force("陶晴贤").unwrap().hex, f.hex);
    }
}

#[test]
fn rule_35_7_7_one_mori_roll_lets_the_whole_hex_sail() {
    let d = data();
    let s = phase_of(&d, &to_stage1(&d, &start("2")), "mori");
    let hex = s.force("毛利元就").unwrap().hex.clone();
    let others: Vec<String> = s
        .forces
        .iter()
        .filter(|f| f.hex == hex && f.leader != "毛利元就" && !f.garrison)
        .map(|f| f.leader.clone())
        .collect();
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", "毛利元就")
            .with("to", hex.as_str()),
        &[],
    );
    let second = others.first().cloned().unwrap_or_else(|| "吉川元春".into());
    let s = go(
        &d,
        &s,
        ActionCall::new("relocate")
            .with("force", second.as_str())
            .with("to", hex.as_str()),
        &[],
    );
    // 5: the hex sails; the second force sails on the same roll (no die).
    let a = go(&d, &s, sail("毛利元就", "2920"), &[5]);
    let b = go(&d, &a, sail(&second, "2920"), &[]);
    assert_eq!(b.force(&second).unwrap().hex, "2920");
    // 4: nobody of that hex sails this phase, and nobody rolls again.
    let a = go(&d, &s, sail("毛利元就", "2920"), &[4]);
    let b = go(&d, &a, sail(&second, "2920"), &[]);
    assert_eq!(b.force(&second).unwrap().hex, hex);
}

/// Issue 25 item 3: with the historical victory the holder of 宮之尾城 decides scenario 2 (35.6 (2)):
/// the last step of the game asks it, and the game does not end before it is recorded.
#[test]
fn rule_35_6_2_the_last_step_of_the_game_asks_who_holds_miyanoo() {
    let d = data();
    let mut s = start_with("2", &[("victory", json!("historical"))]).unwrap();
    let last = ["ouchi", "amago", "mori"]
        .into_iter()
        .rfind(|p| s.armies.iter().any(|a| a.phase == *p))
        .unwrap();
    s.inning = s.innings;
    s.stage = 4;
    s.step = Step::Ops { phase: last.into() };
    s.supply_done = true;
    let p = SaigokuRules.prompt(&d, &s);
    assert!(
        p.actions
            .iter()
            .any(|a| a.name == "miyanoo" && a.blocked.is_none())
    );
    let adv = p.actions.iter().find(|a| a.name == "advance").unwrap();
    assert_eq!(adv.blocked.as_ref().map(|b| b.0.as_str()), Some("35.6 (2)"));
    assert_eq!(
        rule_of(&d, &s, ActionCall::new("advance"), &[]).as_deref(),
        Some("35.6 (2)")
    );
    let s = go(&d, &s, ActionCall::new("miyanoo").with("side", "none"), &[]);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    assert_eq!(s.step, Step::End);
    let score = view::score_state(&d, &s);
    assert_eq!(score["historical"]["miyanoo_recorded"], true);
    assert_eq!(score["winner"], "mori");
    // An earlier step does not ask.
    let mut early = start_with("2", &[("victory", json!("historical"))]).unwrap();
    early.stage = 4;
    early.step = Step::Ops { phase: last.into() };
    let p = SaigokuRules.prompt(&d, &early);
    assert!(p.actions.iter().all(|a| a.name != "miyanoo"));
}

/// Issue 25 item 6: the forces sailing together from the launch hex end in the same coastal hex
/// (35.7 (2) ④).
#[test]
fn rule_35_7_2_4_forces_sailing_together_end_in_the_same_coastal_hex() {
    let d = data();
    let s = to_stage1(&d, &start("2"));
    let s = go(
        &d,
        &s,
        sail("伊香贺房明", "2226").with("free-sea", true),
        &[],
    );
    assert_eq!(
        rule_of(&d, &s, sail("陶晴贤", "2227"), &[]).as_deref(),
        Some("35.7 (2) ④")
    );
    let s = go(&d, &s, sail("陶晴贤", "2226"), &[]);
    assert_eq!(s.force("陶晴贤").unwrap().hex, "2226");
}
