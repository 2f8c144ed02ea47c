use gunbai::gui::dice::*;

#[test]
fn fairness_needs_enough_dice_and_flags_a_loaded_die() {
    assert_eq!(fairness(&[1, 1, 1, 1, 1, 1]), Fairness::TooFew);
    assert!(matches!(
        fairness(&[10, 10, 10, 10, 10, 10]),
        Fairness::LooksFair(c) if c == 0.0
    ));
    // 60 dice, 30 of them sixes: chi-square = 5·(6−10)²/10 + (30−10)²/10 = 8 + 40 = 48
    assert!(matches!(
        fairness(&[6, 6, 6, 6, 6, 30]),
        Fairness::VeryUnusual(c) if (c - 48.0).abs() < 1e-9
    ));
    // chi-square 12 lies between the 5 % and 1 % points
    assert!(matches!(
        fairness(&[18, 2, 10, 10, 10, 10]),
        Fairness::Unusual(_)
    ));
}
