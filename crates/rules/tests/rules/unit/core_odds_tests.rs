use gunbai_rules::core::odds::*;

#[test]
fn one_die_is_uniform() {
    let o = enumerate_odds(|d| Ok(d.d6()?.to_string())).unwrap();
    assert_eq!(o.len(), 6);
    for x in &o {
        assert!((x.probability - 1.0 / 6.0).abs() < 1e-12);
    }
}

#[test]
fn two_dice_sum_seven() {
    let o = enumerate_odds(|d| Ok((d.d6()? + d.d6()?).to_string())).unwrap();
    let seven = o.iter().find(|x| x.outcome == "7").unwrap();
    assert!((seven.probability - 6.0 / 36.0).abs() < 1e-12);
    let total: f64 = o.iter().map(|x| x.probability).sum();
    assert!((total - 1.0).abs() < 1e-12);
}

#[test]
fn variable_dice_count() {
    // Roll again on a 6: P(total = 7) = 1/36 (6 then 1).
    let o = enumerate_odds(|d| {
        let a = d.d6()?;
        let t = if a == 6 { a + d.d6()? } else { a };
        Ok(t.to_string())
    })
    .unwrap();
    let total: f64 = o.iter().map(|x| x.probability).sum();
    assert!((total - 1.0).abs() < 1e-12);
    let seven = o.iter().find(|x| x.outcome == "7").unwrap();
    assert!((seven.probability - 1.0 / 36.0).abs() < 1e-12);
}

#[test]
fn worded_odds_keep_both_languages() {
    let o = enumerate_odds_text(|d| {
        Ok(if d.d6()? >= 4 {
            gunbai_rules::msg!("core-rule", rule = "hit")
        } else {
            gunbai_rules::msg!("core-rule", rule = "miss")
        })
    })
    .unwrap();
    let hit = o.iter().find(|x| x.outcome == "rule hit").unwrap();
    assert_eq!(
        hit.label
            .as_ref()
            .unwrap()
            .render(gunbai_rules::core::Lang::Zh),
        "规则 hit"
    );
    assert!((hit.probability - 0.5).abs() < 1e-12);
}

#[test]
fn binomial_sums_to_one() {
    let o = binomial(5, 0.5, |k| k.to_string());
    let total: f64 = o.iter().map(|x| x.probability).sum();
    assert!((total - 1.0).abs() < 1e-12);
    assert!((o[0].probability - 1.0 / 32.0).abs() < 1e-12);
}
