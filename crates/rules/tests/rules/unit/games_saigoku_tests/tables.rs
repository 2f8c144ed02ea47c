//! Chapters 8, 31, 32: castles, 本城 and scoring tables.

use super::*;

#[test]
fn rule_31_3_ouchi_yakata_durability_one_is_real_data() {
    let d = data();
    let c = d.castle("1226").unwrap();
    assert_eq!(c.name, "大内館");
    assert_eq!(c.durability, 1);
    assert!(!d.castles_grid.placeholder);
    assert_eq!(d.castle("3418").unwrap().durability, 10);
}

#[test]
fn rule_31_1_honjo_column_only_for_mori_ouchi_amago() {
    let d = data();
    assert!(pr::replacement(&d, "amago", "本城", 0, &mut dice(&[2])).is_ok());
    let e = pr::replacement(&d, "masuda", "本城", 0, &mut dice(&[2])).unwrap_err();
    assert_eq!(e.rule(), Some("31-1"));
}

#[test]
fn rule_32_scoring_castles_and_removed_units() {
    let g = game();
    let p = Params::new()
        .with("scenario", 3)
        .with(
            "castles",
            json!([{"hex": "3418", "level": 2, "side": "ouchi"}, {"hex": "3010", "level": 1, "side": "amago"}, {"hex": "4307", "level": 3, "side": "amago"}]),
        )
        .with("eliminated", json!([{"rank": "sotaisho", "side": "ouchi"}, {"rank": "busho", "side": "amago"}]));
    let r = g.resolve("score", &p, &mut dice(&[])).unwrap();
    assert_eq!(r.result["sides"]["ouchi"], 5 + 1);
    assert_eq!(r.result["sides"]["amago"], 10 + 5 + 10);
    // 35.6 (1): scenario 2 scores 山吹城 by level.
    let p2 = Params::new().with("scenario", 2).with(
        "castles",
        json!([{"hex": "3010", "level": 1, "side": "mori"}]),
    );
    let r = g.resolve("score", &p2, &mut dice(&[])).unwrap();
    assert_eq!(r.result["sides"]["mori"], 2);
}

#[test]
fn rule_8_3_2_lost_honjo_is_named_at_the_supply_check() {
    let d = data();
    let mut s = start("3");
    // The garrison leaves first: a ruin holds none (21-1 (1)).
    for f in s.forces.iter_mut().filter(|f| f.hex == "4307") {
        f.garrison = false;
    }
    let s = go(
        &d,
        &s,
        ActionCall::new("adjust")
            .with("target", "4307")
            .with("field", "ruined")
            .with("value", "true"),
        &[],
    );
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let s = go(&d, &s, ActionCall::new("ouchi-activation"), &[1]);
    let s = go(&d, &s, ActionCall::new("advance"), &[]);
    let p = view::prompt(&d, &s);
    assert!(
        p.hints
            .iter()
            .any(|h| h.contains("尼子氏") && h.contains("8-3-2")),
        "{:?}",
        p.hints
    );
    assert!(!p.hints.iter().any(|h| h.contains("毛利氏 has lost")));
}

#[test]
fn rule_31_2_ruined_honjo_replenished_without_supply() {
    let mut d = data();
    fill(d.replacement.get_mut("amago").unwrap(), "1");
    let mut s = amago_phase(&d);
    {
        let c = s.castle_mut("4307").unwrap();
        c.ruined = true;
        c.owner = None;
        c.durability = 0;
    }
    let call = |col: &str| {
        ActionCall::new("replace")
            .with("commander", "尼子国久")
            .with("target", "castle")
            .with("column", col)
    };
    assert_eq!(
        rule_of(&d, &s, call("自国-自城"), &[2]).as_deref(),
        Some("11-4-2")
    );
    let s = go(&d, &s, call("本城"), &[2]);
    assert_eq!(s.castle("4307").unwrap().owner.as_deref(), Some("amago"));
}

/// Issue 23: `check_state` asks the hashed ids whether a unit's counter exists (rule 2-2-1); they
/// answer as the counter table does, for every counter, every scenario's unit and names that are none.
#[test]
fn rule_2_2_1_the_hashed_counter_ids_answer_as_the_counter_table() {
    let d = data();
    assert!(!d.counters.is_empty());
    for id in d.counters.keys() {
        assert!(d.has_counter(id), "{id}");
    }
    for sc in ["1", "2", "3", "4"] {
        for u in start(sc).units.iter() {
            assert_eq!(
                d.has_counter(&u.counter),
                d.counters.contains_key(&u.counter)
            );
        }
    }
    for none in ["", " ", "毛利元就x", "no-such-counter"] {
        assert_eq!(
            d.has_counter(none),
            d.counters.contains_key(none),
            "{none:?}"
        );
    }
}
