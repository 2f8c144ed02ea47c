//! A scripted full Inning of scenario 3 (郡山) through an in-memory session with physical dice:
//! supply check, moves, a siege and its checks, an assault with interception, a skirmish with retreat
//! and pursuit, a rally; then undo step by step back to the initial state.
//!
//! The dice are chosen against the shipped placeholder tables (crt.toml, siege.toml, counters.toml);
//! if the players replace those tables the embedded ones used here stay the same.

use gunbai_session::core::{ActionCall, Setup};
use gunbai_session::games::saigoku::State;
use gunbai_session::games::saigoku::state::Step;
use gunbai_session::games::{self};
use gunbai_session::{Session, SessionError};

fn st(s: &Session) -> &State {
    s.state().downcast_ref::<State>().unwrap()
}

fn call(name: &str, kv: &[(&str, &str)]) -> ActionCall {
    let mut c = ActionCall::new(name);
    for (k, v) in kv {
        let val = match *v {
            "true" => serde_json::Value::Bool(true),
            "false" => serde_json::Value::Bool(false),
            _ => serde_json::Value::String(v.to_string()),
        };
        c.params.insert(k, val);
    }
    c
}

fn act(s: &mut Session, name: &str, kv: &[(&str, &str)], dice: &[u8]) -> Result<(), SessionError> {
    s.act(call(name, kv), dice, false).map(|_| ())
}

fn ok(s: &mut Session, name: &str, kv: &[(&str, &str)], dice: &[u8]) {
    act(s, name, kv, dice).unwrap_or_else(|e| panic!("{name} {kv:?}: {e}"));
    // Every state play reaches passes the snapshot check (issue 9, item 12).
    s.game
        .check_state(s.state())
        .unwrap_or_else(|e| panic!("after {name} {kv:?}: {e}"));
}

fn step(s: &Session) -> String {
    s.game.prompt(s.state()).step.en()
}

fn new_session() -> Session {
    let g = games::load_embedded("saigoku").unwrap();
    let setup = Setup {
        scenario: Some("3".into()),
        players: 2,
        ..Default::default()
    };
    Session::create(g, setup, Some(11), None).unwrap()
}

#[test]
fn scenario_3_full_inning_and_undo_to_start() {
    let mut s = new_session();
    let initial = s.state_json();

    // Set-up: form forces in 富田月山城 (free, 33.2 (2)).
    ok(
        &mut s,
        "reorganise",
        &[
            ("commander", "尼子晴久"),
            ("absorb", "立原久綱,本田家吉,横道政光,古志重信,秋上綱平"),
        ],
        &[],
    );
    ok(
        &mut s,
        "reorganise",
        &[("commander", "尼子国久"), ("absorb", "松田誠保,屋葺幸保")],
        &[],
    );
    assert_eq!(st(&s).force("尼子晴久").unwrap().members.len(), 5);
    // The two forces are placed next to 郡山城 (a correction at set-up): from 富田月山城 it is 15
    // hexes, more than one move can cover (15-2-2).
    for f in ["尼子晴久", "尼子国久"] {
        ok(&mut s, "relocate", &[("force", f), ("to", "3419")], &[]);
    }
    ok(&mut s, "advance", &[], &[]);

    // Start stage ①: the 大内氏 activation roll (36.7 (1)); 2 gives no ○.
    assert_eq!(step(&s), "Inning 1 · Start stage · ① situation change");
    let e = act(&mut s, "advance", &[], &[]).unwrap_err();
    assert!(e.to_string().contains("36.7 (1)"), "{e}");
    ok(&mut s, "ouchi-activation", &[], &[2]);
    assert!(!st(&s).army("ouchi").unwrap().active);
    ok(&mut s, "advance", &[], &[]);

    // Start stage ②: supply check; every force is garrisoned in its own castle.
    assert_eq!(step(&s), "Inning 1 · Start stage · ② supply-line check");
    ok(&mut s, "supply-check", &[], &[]);
    ok(&mut s, "advance", &[], &[]);

    // Stage 1 · 大内氏 ops phase: 大内氏 is inactive, the 大内方 minor daimyo may act.
    assert_eq!(step(&s), "Inning 1 · Stage 1 · 大内氏 ops phase");
    let e = act(&mut s, "move", &[("force", "陶晴賢"), ("to", "1629")], &[]).unwrap_err();
    assert!(e.to_string().contains("36.7"), "{e}");
    ok(
        &mut s,
        "move",
        &[("force", "小早川興景"), ("to", "3724"), ("mp", "2")],
        &[],
    );
    ok(&mut s, "advance", &[], &[]);

    // Stage 1 · 尼子氏: two forces march on 郡山城 (enemy units there are all garrisoned, 15-6-2).
    assert_eq!(step(&s), "Inning 1 · Stage 1 · 尼子氏 ops phase");
    ok(
        &mut s,
        "move",
        &[("force", "尼子晴久"), ("to", "3418"), ("mp", "6")],
        &[],
    );
    ok(
        &mut s,
        "move",
        &[("force", "尼子国久"), ("to", "3418"), ("mp", "6")],
        &[],
    );
    ok(
        &mut s,
        "move",
        &[("force", "吉川興経"), ("to", "3019"), ("mp", "2")],
        &[],
    );
    let e = act(&mut s, "siege", &[("forces", "尼子晴久")], &[]).unwrap_err();
    assert!(e.to_string().contains("12-2-3"), "{e}");
    ok(&mut s, "advance", &[], &[]);

    // Stage 1 · 毛利氏: 熊谷信直 leaves 高松城.
    ok(
        &mut s,
        "move",
        &[("force", "熊谷信直"), ("to", "3020"), ("mp", "1")],
        &[],
    );
    assert!(!st(&s).force("熊谷信直").unwrap().garrison);
    ok(&mut s, "advance", &[], &[]);

    // Stage 2 · 大内氏: nothing to do.
    assert_eq!(step(&s), "Inning 1 · Stage 2 · 大内氏 ops phase");
    ok(&mut s, "advance", &[], &[]);

    // Stage 2 · 尼子氏: siege, assault with interception, skirmish with retreat and pursuit.
    ok(&mut s, "siege", &[("forces", "尼子晴久")], &[]);
    assert!(st(&s).is_besieged("3418"));
    // Interception: garrison strength 9, +1, +3 (毛利元就's field modifier), die 1 → 5: 3 steps.
    // Assault: strength 3 after losses, −1 for level 1, die 6 → 5: durability −2.
    ok(
        &mut s,
        "assault",
        &[
            ("force", "尼子国久"),
            ("terrain", "clear"),
            ("losses", "松田誠保,松田誠保,屋葺幸保"),
        ],
        &[1, 6],
    );
    let r = s.last_resolution.clone().unwrap();
    assert!(
        r.modifiers
            .iter()
            .any(|m| m.rule == "19-2-5 (1)" && m.value == 1)
    );
    assert!(
        r.modifiers
            .iter()
            .any(|m| m.rule == "19-3-2 (1)" && m.value == -1)
    );
    assert_eq!(r.result["durability_loss"], 2);
    assert!(r.placeholders.contains(&"crt".to_string()));
    assert_eq!(st(&s).castle("3418").unwrap().durability, 8);
    assert_eq!(st(&s).unit("松田誠保").unwrap().steps, 0);
    assert_eq!(st(&s).unit("屋葺幸保").unwrap().steps, 1);
    // Skirmish: 吉川興経 (strength 2) on 熊谷信直 in clear terrain, die 6: damage 2.
    ok(
        &mut s,
        "skirmish",
        &[
            ("force", "吉川興経"),
            ("target", "3020"),
            ("terrain", "clear"),
        ],
        &[6],
    );
    assert!(step(&s).ends_with("skirmish: the defender takes damage"));
    let e = act(&mut s, "advance", &[], &[]).unwrap_err();
    assert!(e.to_string().contains("finish the combat"), "{e}");
    ok(
        &mut s,
        "take-damage",
        &[("steps", "熊谷信直"), ("retreat-to", "3121")],
        &[],
    );
    let e = act(&mut s, "counterattack", &[], &[]).unwrap_err();
    assert!(e.to_string().contains("23-6"), "{e}");
    ok(&mut s, "pursue", &[("to", "3020")], &[]);
    assert_eq!(st(&s).force("熊谷信直").unwrap().hex, "3121");
    assert_eq!(st(&s).force("熊谷信直").unwrap().morale, -1);
    assert_eq!(st(&s).unit("熊谷信直").unwrap().steps, 1);
    assert_eq!(st(&s).force("吉川興経").unwrap().hex, "3020");
    ok(&mut s, "advance", &[], &[]);

    // Stage 2 · 毛利氏: rally without supply (大将: succeeds on 1–2), then the siege check of 郡山城.
    assert_eq!(step(&s), "Inning 1 · Stage 2 · 毛利氏 ops phase");
    ok(&mut s, "rally", &[("force", "熊谷信直")], &[2]);
    assert_eq!(st(&s).force("熊谷信直").unwrap().morale, 0);
    ok(&mut s, "advance", &[], &[]);
    assert_eq!(
        step(&s),
        "Inning 1 · Stage 2 · 毛利氏 ops phase · siege checks"
    );
    let e = act(&mut s, "advance", &[], &[]).unwrap_err();
    assert!(e.to_string().contains("18-2"), "{e}");
    // 4 garrison units over the level-1 limit of 2 → row over; die 3 → morale −1.
    ok(&mut s, "siege-check", &[("castle", "3418")], &[3]);
    assert_eq!(s.last_resolution.clone().unwrap().result["row"], "over");
    for u in ["毛利元就", "穴戸隆家", "桂元澄", "福原貞俊"] {
        assert_eq!(st(&s).force(u).unwrap().morale, -1, "{u}");
    }
    ok(&mut s, "advance", &[], &[]);

    // Stages 3 and 4: only the siege checks (die 2: no effect).
    for stage in [3, 4] {
        assert_eq!(
            step(&s),
            format!("Inning 1 · Stage {stage} · 大内氏 ops phase")
        );
        ok(&mut s, "advance", &[], &[]);
        ok(&mut s, "advance", &[], &[]);
        ok(&mut s, "advance", &[], &[]);
        ok(&mut s, "siege-check", &[("castle", "3418")], &[2]);
        ok(&mut s, "advance", &[], &[]);
    }

    // Inning 2 begins with the situation change.
    let end = st(&s).clone();
    assert_eq!(end.inning, 2);
    assert_eq!(end.step, Step::Situation);
    assert_eq!(step(&s), "Inning 2 · Start stage · ① situation change");
    assert_eq!(end.castle("3418").unwrap().durability, 8);
    assert_eq!(end.castle_morale("3418"), -1);
    assert!(end.force("尼子晴久").unwrap().besieging);
    assert_eq!(end.eliminated.len(), 1);
    assert_eq!(end.eliminated[0].unit, "松田誠保");
    assert_eq!(end.eliminated[0].cause, "interception");
    let text = s.game.show_text(s.state());
    assert!(text.contains("BESIEGED") && text.contains("松田誠保"));
    let score = s.game.score(s.state());
    // 15 castles of the 大内方 (郡山城 5, the rest level 1 = 2 each) + 松田誠保 removed (1);
    // 12 of the 尼子方 (山吹城 10, the rest 2 each).
    assert_eq!(score["sides"]["ouchi"], 14 * 2 + 5 + 1, "{score}");
    assert_eq!(score["sides"]["amago"], 11 * 2 + 10, "{score}");

    crate::state_text::holds(&s, "saigoku, inning 2");

    // Undo step by step back to the start; every undo of a table change says what to put back.
    let n = s.position();
    assert!(n > 30);
    let mut hinted = 0;
    while s.can_undo() {
        let r = s.undo(None, false).unwrap();
        if !r.hints.is_empty() {
            hinted += 1;
        }
    }
    assert_eq!(hinted, n, "every undo says what to do at the table");
    assert_eq!(s.state_json(), initial);
}

#[test]
fn undo_of_the_assault_restores_durability_and_the_eliminated_unit() {
    let mut s = new_session();
    ok(
        &mut s,
        "reorganise",
        &[("commander", "尼子国久"), ("absorb", "松田誠保,屋葺幸保")],
        &[],
    );
    ok(
        &mut s,
        "relocate",
        &[("force", "尼子国久"), ("to", "3419")],
        &[],
    );
    ok(&mut s, "advance", &[], &[]);
    ok(&mut s, "ouchi-activation", &[], &[2]);
    ok(&mut s, "advance", &[], &[]);
    ok(&mut s, "supply-check", &[], &[]);
    ok(&mut s, "advance", &[], &[]);
    ok(&mut s, "advance", &[], &[]);
    ok(
        &mut s,
        "move",
        &[("force", "尼子国久"), ("to", "3418"), ("mp", "6")],
        &[],
    );
    ok(&mut s, "advance", &[], &[]);
    ok(&mut s, "advance", &[], &[]);
    ok(&mut s, "advance", &[], &[]);
    let before = s.state_json();
    ok(
        &mut s,
        "assault",
        &[
            ("force", "尼子国久"),
            ("terrain", "clear"),
            ("losses", "松田誠保,松田誠保,屋葺幸保"),
        ],
        &[1, 6],
    );
    let r = s.undo(None, false).unwrap();
    assert!(
        r.hints
            .iter()
            .any(|h| h.contains("郡山城") && h.contains("durability back to 10")),
        "{:?}",
        r.hints
    );
    assert!(
        r.hints
            .iter()
            .any(|h| h.starts_with("put 松田誠保 back on the map")),
        "{:?}",
        r.hints
    );
    assert!(
        r.hints
            .iter()
            .any(|h| h == "flip 屋葺幸保 back to full strength"),
        "{:?}",
        r.hints
    );
    assert_eq!(s.state_json(), before);
}
