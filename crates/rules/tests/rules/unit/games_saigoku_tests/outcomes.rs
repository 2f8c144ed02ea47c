//! Typed procedure outcomes (issue 8): each procedure writes its result from a struct, and the
//! session actions read it back with `procedures::read`, which refuses a missing or mistyped field.

use super::*;

fn data_error(e: RuleError) -> String {
    match e {
        RuleError::Data(m) => m,
        other => panic!("expected a table-data error, got {other:?}"),
    }
}

#[test]
fn rule_23_2_a_skirmish_result_missing_damage_is_refused_naming_the_field() {
    let d = data();
    let mut r = pr::skirmish(&d, 5, "clear", false, 0, 0, 0, 0, false, &mut dice(&[3])).unwrap();
    let full: pr::CombatOutcome = pr::read(&r).unwrap();
    assert_eq!(Some(&json!(full.damage)), r.result.get("damage"));
    r.result.remove("damage");
    let m = data_error(pr::read::<pr::CombatOutcome>(&r).unwrap_err());
    assert!(m.contains("damage"), "{m}");
    assert!(m.contains("skirmish"), "{m}");
}

#[test]
fn rule_20_2_a_surrender_result_with_a_mistyped_letter_is_refused_not_defaulted() {
    let d = data();
    let mut r = pr::surrender(&d, 3, Rank::Busho, 0, 0, false, &mut dice(&[4])).unwrap();
    r.set("applied", 7);
    let m = data_error(pr::read::<pr::SurrenderOutcome>(&r).unwrap_err());
    assert!(m.contains("surrender"), "{m}");
    assert!(m.contains("invalid type"), "{m}");
}

#[test]
fn rule_26_1_optional_outcome_fields_are_absent_not_null() {
    // 26-1-1: supplied, no die, so no threshold is written.
    let r = pr::rally(true, Rank::Taisho, &mut dice(&[])).unwrap();
    assert!(!r.result.contains_key("threshold"));
    assert_eq!(
        pr::read::<pr::RallyOutcome>(&r).unwrap(),
        pr::RallyOutcome {
            recovered: true,
            threshold: None
        }
    );
    // 26-1-2: unsupplied 大将 recovers below 3.
    let r = pr::rally(false, Rank::Taisho, &mut dice(&[2])).unwrap();
    assert_eq!(
        pr::read::<pr::RallyOutcome>(&r).unwrap(),
        pr::RallyOutcome {
            recovered: true,
            threshold: Some(3)
        }
    );
}

#[test]
fn rules_18_to_36_every_procedure_result_reads_back_into_its_outcome() {
    let d = data();
    let r = pr::siege_requirement(2, 15);
    assert_eq!(
        pr::read::<pr::SiegeRequirementOutcome>(&r).unwrap(),
        pr::SiegeRequirementOutcome {
            required: 20,
            can_besiege: false
        }
    );
    let r = pr::siege_check(&d, 1, 1, 0, 0, &mut dice(&[1, 3, 3])).unwrap();
    let o: pr::SiegeCheckOutcome = pr::read(&r).unwrap();
    assert!(o.event, "18-2-1 (3): a 1 is the castle event");
    assert_eq!(Some(&json!(o.outcome)), r.result.get("outcome"));
    let r = pr::interception(&d, 3, 0, 0, 0, &mut dice(&[4])).unwrap();
    let o: pr::InterceptionOutcome = pr::read(&r).unwrap();
    assert_eq!(Some(&json!(o.steps)), r.result.get("steps"));
    let r = pr::assault(&d, 0, 1, "clear", 0, 0, &mut dice(&[])).unwrap();
    assert_eq!(
        pr::read::<pr::AssaultOutcome>(&r).unwrap().durability_loss,
        0
    );
    let r = pr::battle_round(&d, 5, 5, 0, 0, 0, 0, &mut dice(&[4, 2])).unwrap();
    let o: pr::BattleRoundOutcome = pr::read(&r).unwrap();
    assert_eq!((o.attacker_roll, o.defender_roll), (4, 2));
    let r = pr::battle_retreat(&mut dice(&[6])).unwrap();
    assert_eq!(
        pr::read::<pr::BattleRetreatOutcome>(&r).unwrap(),
        pr::BattleRetreatOutcome {
            hexes: 4,
            steps_lost: 2
        }
    );
    let r = pr::sea_move(pr::SeaArmy::Mori, false, 1, &mut dice(&[5])).unwrap();
    assert!(pr::read::<pr::SeaMoveOutcome>(&r).unwrap().allowed);
    let r = pr::ouchi_activation(&d, 1, 0, &mut dice(&[1])).unwrap();
    let o: pr::ActivationOutcome = pr::read(&r).unwrap();
    assert_eq!(Some(&json!(o.active)), r.result.get("active"));
    // Another procedure's result is not mistaken for this one's.
    assert!(pr::read::<pr::CombatOutcome>(&r).is_err());
}

/// Rule 35.7 (2) ⑥: 大内氏's sea move logs one die per unit, in the reader's comma.
#[test]
fn rule_35_7_2_ouchi_sea_move_lists_its_dice_with_the_readers_comma() {
    use gunbai_rules::core::Lang;
    let r = pr::sea_move(pr::SeaArmy::Ouchi, false, 3, &mut dice(&[2, 5, 6])).unwrap();
    let line = |lang| {
        r.log
            .iter()
            .map(|m| m.render(lang))
            .find(|t| t.contains('5'))
            .unwrap_or_else(|| panic!("{:?}", r.log))
    };
    assert!(line(Lang::Ja).contains("2、5、6"), "{}", line(Lang::Ja));
    assert!(line(Lang::Zh).contains("2、5、6"), "{}", line(Lang::Zh));
    assert!(line(Lang::En).contains("2, 5, 6"), "{}", line(Lang::En));
}
