// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::ActionCall;
    pub(super) use gunbai_rules::games::tenka::data::TenkaData;
    pub(super) use gunbai_rules::games::tenka::state::{State, War};
}
use tested_imports::*;

use gunbai_rules::core::ruleset::SEALED;
use gunbai_rules::core::{ManualDice, Ruleset, Setup};
use gunbai_rules::games::tenka::public::*;
use gunbai_rules::games::tenka::{ID, TABLES, TenkaRules};
use gunbai_rules::tables::TableFiles;

fn data() -> TenkaData {
    TenkaData::load(&TableFiles::embedded(ID, TABLES)).unwrap()
}

fn ok(s: &State, call: &ActionCall, dice: &[u8]) -> State {
    let mut d = ManualDice::new(dice.iter().copied()).unwrap();
    let spec = TenkaRules
        .actions(&data())
        .into_iter()
        .find(|a| a.name == call.name)
        .unwrap();
    let call = ActionCall {
        params: call.params.checked(&spec.keys).unwrap(),
        ..call.clone()
    };
    TenkaRules.apply(&data(), s, &call, &mut d).unwrap().state
}

fn call(name: &str, salt: &str, chips: &[(&str, &str)]) -> ActionCall {
    let mut c = ActionCall::new(name).with("salt", salt);
    for (k, v) in chips {
        c = c.with(k, *v);
    }
    c
}

#[test]
fn rule_3_2_chips_show_region_by_region_as_they_are_fought() {
    let d = data();
    let setup = Setup {
        scenario: Some("tenka-fubu".into()),
        players: 3,
        ..Setup::default()
    };
    let mut s = TenkaRules.setup(&d, &setup).unwrap();
    for r in ["尾張", "近江", "美濃"] {
        s = ok(&s, &ActionCall::new("choose-start").with("region", r), &[]);
    }
    // Red attacks the neutral 越前 and 甲斐; blue (the next player) defends them.
    let attack = call(
        "attack-chips",
        "kawa-secret",
        &[
            ("chip-3", "越前"),
            ("chip-2", "越前"),
            ("chip-1", "甲斐"),
            ("chip-0a", "甲斐"),
            ("chip-0b", "越前"),
        ],
    );
    let after_a = ok(&s, &attack, &[]);
    let defence = call(
        "defence-chips",
        "yama-secret",
        &[
            ("chip-2", "甲斐"),
            ("chip-1a", "越前"),
            ("chip-1b", "越前"),
            ("chip-1c", "越前"),
            ("chip-1d", "越前"),
        ],
    );
    let after_d = ok(&after_a, &defence, &[]);
    // Before any fight: every chip and both secret words are sealed.
    for (after, c) in [(&after_a, &attack), (&after_d, &defence)] {
        let p = public_action(&d, after, &after_d, c);
        assert!(
            p.params.0.iter().all(|(_, v)| v.is_null() || v == SEALED),
            "{p:?}"
        );
    }
    // The state leaves the chips out, keeps the targets and the seals.
    let ps = public_state(&after_d);
    let w = ps.war.as_ref().unwrap();
    assert!(w.attack.is_empty() && w.defence.is_empty());
    assert_eq!(w.targets, after_d.war.as_ref().unwrap().targets);
    assert!(w.attack_commitment.is_some());
    // 甲斐 is fought (attack 1 + die 1 against defence 2 + die 6: the defender holds).
    let turned = ok(
        &after_d,
        &ActionCall::new("fight").with("region", "甲斐"),
        &[],
    );
    // Turned up before the dice (rule 3-2: reveal, then roll).
    let p = public_action(&d, &after_a, &turned, &attack);
    assert_eq!(p.params.get("chip-1").unwrap(), "甲斐");
    assert_eq!(p.params.get("chip-3").unwrap(), SEALED);
    let after_f = ok(&turned, &ActionCall::new("roll"), &[1, 6]);
    let p = public_action(&d, &after_a, &after_f, &attack);
    assert_eq!(p.params.get("chip-1").unwrap(), "甲斐");
    assert_eq!(p.params.get("chip-0a").unwrap(), "甲斐");
    for k in ["chip-3", "chip-2", "chip-0b", "salt"] {
        assert_eq!(p.params.get(k).unwrap(), SEALED, "{k}");
    }
    let p = public_action(&d, &after_d, &after_f, &defence);
    assert_eq!(p.params.get("chip-2").unwrap(), "甲斐");
    assert_eq!(p.params.get("chip-1a").unwrap(), SEALED);
    assert_eq!(p.params.get("salt").unwrap(), SEALED);
    let ps = public_state(&after_f);
    let w = ps.war.as_ref().unwrap();
    assert!(w.attack.contains_key("甲斐") && !w.attack.contains_key("越前"));
    // Asked as an action off the line of play (now = after): nothing shows.
    let p = public_action(&d, &after_a, &after_a, &attack);
    assert_eq!(p.params.get("chip-1").unwrap(), SEALED);
    // 越前 is fought: the war is over, everything shows, the secret words too (the seals can be
    // checked).
    let end = ok(
        &ok(
            &after_f,
            &ActionCall::new("fight").with("region", "越前"),
            &[],
        ),
        &ActionCall::new("roll"),
        &[1, 6],
    );
    assert!(
        end.war.is_none() || end.turn > after_a.turn,
        "{:?}",
        end.step
    );
    assert_eq!(public_action(&d, &after_a, &end, &attack), attack);
    assert_eq!(public_action(&d, &after_d, &end, &defence), defence);
}
