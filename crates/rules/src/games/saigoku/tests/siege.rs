//! Chapters 17–21: sieges, assaults, surrender and castle falls (issue 10, Saigoku item 9).

use super::*;

#[test]
fn rule_21_2_e_after_a_fall_by_assault_the_assaulting_player_chooses_the_unit_lost() {
    let mut d = data();
    fill(&mut d.crt, "1");
    set_column(&mut d.surrender, "0", "E");
    let s = amago_phase(&d);
    let mut s = s;
    let katsura = s.force_of("桂元澄").unwrap().leader.clone();
    let mut moves = vec![
        ("尼子晴久".to_string(), false),
        ("毛利元就".to_string(), true),
    ];
    if katsura != "毛利元就" {
        moves.push((katsura, true));
    }
    for (leader, garrison) in moves {
        let hex = "3418";
        s = go(
            &d,
            &s,
            ActionCall::new("relocate")
                .with("force", leader.as_str())
                .with("to", hex)
                .with("garrison", garrison),
            &[],
        );
    }
    s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "3418")
            .with("field", "durability")
            .with("value", "1"),
        &[],
    );
    let offered = SaigokuRules.candidates(&d, &s, "assault", "eliminate");
    assert!(offered.iter().any(|c| c.value == "桂元澄"), "{offered:?}");
    let after = go(
        &d,
        &s,
        ActionCall::new("assault")
            .with("force", "尼子晴久")
            .with("terrain", "clear")
            .with("eliminate", "桂元澄")
            .with("withdraw-to", "3318"),
        &[3, 3, 3],
    );
    assert!(after.castle("3418").unwrap().ruined);
    assert_eq!(
        after.unit("桂元澄").unwrap().steps,
        0,
        "the chosen unit is lost"
    );
    assert!(
        after.unit("毛利元就").unwrap().steps > 0,
        "the 总大将 withdraws"
    );
    assert!(!after.army("mori").unwrap().destroyed, "25-2 not triggered");
}
