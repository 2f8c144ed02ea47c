//! The typed inputs of `gunbai resolve saigoku PROC`: each struct's fields equal its key specs, and
//! a missing, unknown or mistyped key is refused naming the key.

use super::*;
use gunbai_rules::core::typed::{check_keys_match, parse};
use gunbai_rules::games::saigoku::procedure_inputs::{self as pi, *};

fn input_error(e: RuleError) -> (String, String) {
    match e {
        RuleError::Input { field, message } => (field, message.en()),
        other => panic!("expected an input error, got {other:?}"),
    }
}

#[test]
fn every_procedure_struct_has_exactly_the_keys_of_its_spec() {
    for r in [
        check_keys_match::<SiegeRequirementInput>(),
        check_keys_match::<SiegeCheckInput>(),
        check_keys_match::<InterceptionInput>(),
        check_keys_match::<AssaultInput>(),
        check_keys_match::<SurrenderInput>(),
        check_keys_match::<SkirmishInput>(),
        check_keys_match::<CounterattackInput>(),
        check_keys_match::<BattleRoundInput>(),
        check_keys_match::<BattleRetreatInput>(),
        check_keys_match::<ReplacementInput>(),
        check_keys_match::<RallyInput>(),
        check_keys_match::<OuchiActivationInput>(),
        check_keys_match::<SeaMoveInput>(),
        check_keys_match::<ScoreInput>(),
    ] {
        r.unwrap();
    }
    // The list the procedures are served from: every entry checked, every spec from it.
    let bad: Vec<String> = pi::ALL
        .iter()
        .filter_map(|e| (e.check_keys)().err())
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
    let ids: Vec<String> = SaigokuRules
        .procedures(&data())
        .into_iter()
        .map(|p| p.id)
        .collect();
    let names: Vec<&str> = pi::ALL.iter().map(|e| e.name).collect();
    assert_eq!(ids, names);
    assert_eq!(ids.len(), 14);
}

#[test]
fn rule_19_3_terrain_keys_are_a_choice_of_the_terrain_table() {
    let d = data();
    let specs = SaigokuRules.procedures(&d);
    for (proc_, key) in [
        ("assault", "terrain"),
        ("skirmish", "defender-terrain"),
        ("counterattack", "defender-terrain"),
    ] {
        let k = specs
            .iter()
            .find(|p| p.id == proc_)
            .and_then(|p| p.keys.iter().find(|k| k.name == key))
            .unwrap();
        assert_eq!(k.expected(), d.terrain_names().join("|"), "{proc_} {key}");
    }
}

#[test]
fn rule_20_2_an_unknown_key_is_refused_naming_it() {
    let d = data();
    let p = Params::new()
        .with("durability", 3)
        .with("garrison-leader", "taisho")
        .with("demander-morale", 0)
        .with("castle-morale", 0)
        .with("refused-before", false)
        .with("bribe", 3);
    let (field, message) = input_error(
        SaigokuRules
            .resolve(&d, "surrender", &p, &mut dice(&[4]))
            .unwrap_err(),
    );
    assert_eq!(field, "bribe");
    assert!(message.contains("unknown key"), "{message}");
    // The typed struct on its own refuses it too, by name.
    let (field, _) = input_error(parse::<SurrenderInput>(&p).unwrap_err());
    assert_eq!(field, "bribe");
}

#[test]
fn rule_26_a_bad_rank_is_refused_naming_the_key() {
    let d = data();
    let p = Params::new()
        .with("supplied", false)
        .with("leader", "shogun");
    let (field, message) = input_error(
        SaigokuRules
            .resolve(&d, "rally", &p, &mut dice(&[1]))
            .unwrap_err(),
    );
    assert_eq!(field, "leader");
    assert!(message.contains("busho|taisho|sotaisho"), "{message}");
    let p = Params::new()
        .with("durability", 3)
        .with("garrison-leader", "daimyo")
        .with("demander-morale", 0)
        .with("castle-morale", 0)
        .with("refused-before", false);
    let (field, _) = input_error(
        SaigokuRules
            .resolve(&d, "surrender", &p, &mut dice(&[4]))
            .unwrap_err(),
    );
    assert_eq!(field, "garrison-leader");
}

#[test]
fn rule_26_the_leader_rank_reads_as_its_enum_and_defaults_to_busho() {
    let p = Params::new()
        .with("supplied", false)
        .with("leader", "sotaisho");
    assert_eq!(parse::<RallyInput>(&p).unwrap().leader, Rank::Sotaisho);
    // 26-1-2: 总大将 recovers below 4; 武将 (the default) only below 2.
    let d = data();
    let r = SaigokuRules
        .resolve(&d, "rally", &p, &mut dice(&[3]))
        .unwrap();
    assert_eq!(r.result["recovered"], true);
    let p = Params::new().with("supplied", false);
    let r = SaigokuRules
        .resolve(&d, "rally", &p, &mut dice(&[3]))
        .unwrap();
    assert_eq!(r.result["recovered"], false);
    assert_eq!(r.result["threshold"], 2);
}

#[test]
fn rule_20_2_1_a_garrison_without_commander_gives_no_rank_modifier() {
    let d = data();
    let base = Params::new()
        .with("durability", 3)
        .with("demander-morale", 0)
        .with("castle-morale", 0)
        .with("refused-before", false);
    let r = SaigokuRules
        .resolve(
            &d,
            "surrender",
            &base.clone().with("garrison-leader", "none"),
            &mut dice(&[4]),
        )
        .unwrap();
    assert_eq!(labels(&r), vec![("20-2-1 (3)".to_string(), 0)]);
    let r = SaigokuRules
        .resolve(
            &d,
            "surrender",
            &base.with("garrison-leader", "sotaisho"),
            &mut dice(&[4]),
        )
        .unwrap();
    assert_eq!(labels(&r)[0], ("20-2-1 (1)".to_string(), -2));
}

/// A complete skirmish attack over a river, without `attacker-strength`.
fn skirmish_without_strength() -> Params {
    Params::new()
        .with("defender-terrain", "clear")
        .with("river", true)
        .with("attacker-field-mod", 0)
        .with("defender-field-mod", 0)
        .with("attacker-morale", 0)
        .with("defender-morale", 0)
        .with("garrison-attack", false)
}

fn skirmish_error(p: &Params) -> (String, String) {
    input_error(
        SaigokuRules
            .resolve(&data(), "skirmish", p, &mut dice(&[3]))
            .unwrap_err(),
    )
}

#[test]
fn rule_23_2_a_missing_key_is_refused_naming_it() {
    let d = data();
    let p = skirmish_without_strength();
    let (field, message) = skirmish_error(&p);
    assert_eq!(field, "attacker-strength");
    assert!(message.contains("missing"), "{message}");
    let (field, message) = input_error(parse::<SkirmishInput>(&p).unwrap_err());
    assert_eq!(field, "attacker-strength");
    assert_eq!(message, "required, not given");
    // A yes/no key left out means no (its spec's default), as before: no river modifier (23-2-1 (3)).
    let p = p.with("attacker-strength", 5);
    let mut p2 = p.clone();
    p2.0.remove("river");
    let r = SaigokuRules
        .resolve(&d, "skirmish", &p2, &mut dice(&[3]))
        .unwrap();
    assert!(!labels(&r).iter().any(|(rule, _)| rule == "23-2-1 (3)"));
    let r = SaigokuRules
        .resolve(&d, "skirmish", &p, &mut dice(&[3]))
        .unwrap();
    assert!(labels(&r).contains(&("23-2-1 (3)".to_string(), -2)));
}

#[test]
fn rule_23_2_an_unknown_terrain_is_refused_naming_the_key() {
    let p = skirmish_without_strength()
        .with("attacker-strength", 5)
        .with("defender-terrain", "swamp");
    let (field, message) = skirmish_error(&p);
    assert_eq!(field, "defender-terrain");
    assert!(message.contains("swamp"), "{message}");
}

#[test]
fn an_unknown_procedure_lists_the_valid_ones() {
    let e = SaigokuRules
        .resolve(&data(), "ambush", &Params::new(), &mut dice(&[]))
        .unwrap_err();
    match e {
        RuleError::UnknownProcedure { name, valid } => {
            assert_eq!(name, "ambush");
            assert!(
                valid.starts_with("siege-requirement, siege-check"),
                "{valid}"
            );
            assert!(valid.ends_with("sea-move, score"), "{valid}");
        }
        other => panic!("{other:?}"),
    }
}
