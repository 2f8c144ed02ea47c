//! What the players read: errors name the key they typed, undo hints name every marker (issue 10,
//! item 13).

use super::*;

fn input_key(d: &SaigokuData, s: &State, a: ActionCall) -> Option<String> {
    match act(d, s, checked(a, d), &[]) {
        Err(RuleError::Input { field, .. }) => Some(field),
        other => panic!("expected an input error, got {other:?}"),
    }
}

#[test]
fn rule_13_1_errors_name_the_key_the_player_typed() {
    let d = data();
    let s = amago_phase(&d);
    for (a, key) in [
        (
            ActionCall::new("replace")
                .with("commander", "nobody")
                .with("target", "force")
                .with("column", "x"),
            "commander",
        ),
        (
            ActionCall::new("reorganise").with("commander", "nobody"),
            "commander",
        ),
        (ActionCall::new("siege").with("forces", "nobody"), "forces"),
        (
            ActionCall::new("lift-siege").with("forces", "nobody"),
            "forces",
        ),
    ] {
        let name = a.name.clone();
        assert_eq!(input_key(&d, &s, a).as_deref(), Some(key), "{name}");
    }
}

#[test]
fn rule_20_3_undo_hints_name_the_a_and_b_markers_and_the_fallen_castle_counter() {
    let d = data();
    let before = start("3");
    let mut after = before.clone();
    let c = after.castles.iter_mut().find(|c| c.hex == "3021").unwrap();
    c.no_more_demands = true;
    c.refused = true;
    after.ouchi_fallen += 1;
    let hints = SaigokuRules
        .undo_hints(&d, &before, &after)
        .iter()
        .map(|m| m.en())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(hints.contains("A marker"), "{hints}");
    assert!(hints.contains("B marker"), "{hints}");
    assert!(hints.contains("fallen-castle counter"), "{hints}");
}

#[test]
fn rule_12_placeholder_counters_and_castle_levels_are_named_where_they_shape_a_result() {
    let d = data();
    assert!(d.counters_grid.placeholder && d.castle_list.placeholder);
    let s = amago_phase(&d);
    // A rally roll depends on the leader's rank (counters): named with the result.
    let mut st = s.clone();
    st.force_mut("尼子晴久").unwrap().morale = -1;
    let r = SaigokuRules
        .apply(
            &d,
            &st,
            &checked(ActionCall::new("rally").with("force", "尼子晴久"), &d),
            &mut dice(&[1]),
        )
        .unwrap();
    assert!(
        r.resolution
            .unwrap()
            .placeholders
            .contains(&"counters".to_string())
    );
    // The listing marks them too.
    let text = SaigokuRules.show_text(&d, &s).en();
    assert!(text.contains("★ placeholder"), "{text}");
    for t in ["counters", "castle-list"] {
        let name = gunbai_rules::games::saigoku::data::table_title(t).en();
        assert!(text.contains(&name), "{name}: {text}");
    }
}

/// Issue 11 (4), rule 33.2 (2): the set-up checklist is read from the set-up state, so a unit the
/// players start outside its castle (option `ungarrisoned`) is listed outside it, in both languages,
/// and the chosen victory condition (36.6) is named.
#[test]
fn rule_33_2_setup_checklist_follows_the_set_up_options() {
    use gunbai_rules::core::Lang;
    let d = data();
    let spec = d.scenario("3").unwrap();
    let p = spec
        .place
        .iter()
        .find(|p| d.castle(&p.hex).is_some())
        .expect("a unit set up in a castle hex");
    let unit = p.units[0].clone();
    let g = gunbai_rules::games::load_embedded("saigoku").unwrap();
    let zh = |m: &gunbai_rules::core::Msg| g.say(m, Lang::Zh);
    let line = |s: &State| -> gunbai_rules::core::Msg {
        let setup = Setup::default();
        SaigokuRules
            .setup_checklist(&d, &setup, s)
            .into_iter()
            .find(|t| t.contains(&unit))
            .unwrap_or_else(|| panic!("{unit} is in the checklist"))
    };
    let inside = line(&start("3"));
    assert!(inside.contains("inside the castle"), "{inside}");
    assert!(zh(&inside).contains("城内"), "{}", zh(&inside));
    assert!(inside.contains(&p.hex), "{inside}");
    let out = start_with(
        "3",
        &[
            ("ungarrisoned", json!([unit.clone()])),
            ("victory", json!("historical")),
        ],
    )
    .unwrap();
    let outside = line(&out);
    assert!(outside.contains("outside the castle"), "{outside}");
    assert!(zh(&outside).contains("城外"), "{}", zh(&outside));
    let all = SaigokuRules.setup_checklist(&d, &Setup::default(), &out);
    let chosen =
        |t: &gunbai_rules::core::Msg| t.starts_with("Victory condition chosen: historical");
    assert!(all.iter().any(|t| chosen(t) && zh(t).contains("历史胜利")));
    assert!(
        !SaigokuRules
            .setup_checklist(&d, &Setup::default(), &start("3"))
            .iter()
            .any(chosen)
    );
    // Every line reads in 中文 (names stay as they are).
    for t in &all {
        assert!(
            gunbai_rules::core::text::latin_words(&zh(t), &[]).is_empty(),
            "{}",
            zh(t)
        );
    }
}

/// Issue 11 (6): the legend names every symbol the panel draws, in both languages.
#[test]
fn legend_names_every_symbol_both_languages() {
    let legend = SaigokuRules.legend(&data());
    for sym in ["☆", "☆☆", "●●", "●○", "籠城", "本城", "废城", "•"] {
        assert!(legend.iter().any(|(s, _)| s == sym), "{sym} missing");
    }
    for (sym, t) in &legend {
        let zh = t.render(gunbai_rules::core::Lang::Zh);
        assert!(!t.en().is_empty() && !zh.is_empty(), "{sym}");
        assert_ne!(t.en(), zh, "{sym}: not translated");
        assert!(
            gunbai_rules::core::text::latin_words(&zh, &[]).is_empty(),
            "{sym}: {zh}"
        );
    }
}

/// Rule 24-2-5 and Gunbai's ruling 9: a ruling is cited as "Gunbai's ruling N" in every language and
/// listed with its one line; actions are named by their labels, never by their keys.
#[test]
fn rule_24_2_5_lines_cite_gunbais_ruling_and_name_actions_by_label() {
    use gunbai_rules::core::Lang;
    let m = gunbai_rules::msg!(
        "saigoku-ends-battle-retreats-forces-hex",
        side = "attacker",
        ruling = gunbai_rules::core::Msg::ruling(9)
    );
    let en = m.en();
    assert!(
        en.contains("Gunbai's ruling 9") && en.contains("24-2-5"),
        "{en}"
    );
    assert!(!en.contains("digest") && !en.contains('`'), "{en}");
    assert!(
        m.render(Lang::Zh).contains("军配裁定 9"),
        "{}",
        m.render(Lang::Zh)
    );
    assert!(
        m.render(Lang::Ja).contains("軍配裁定 9"),
        "{}",
        m.render(Lang::Ja)
    );
    let rulings = SaigokuRules.rulings(&data());
    assert!(rulings.iter().any(|(n, r)| *n == 9 && r.contains("24-2-5")));
    let relocate = gunbai_rules::msg!("saigoku-must-withdraw-one-hex-with", left = "吉川元春");
    let label = SaigokuRules.action_label(&data(), "relocate").en();
    assert!(
        relocate.en().ends_with(&format!("“{label}”")),
        "{}",
        relocate.en()
    );
}
