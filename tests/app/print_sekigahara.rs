//! The real Sekigahara ruleset prints its aid, counters and the 16 action cards (parsed with lopdf).

use gunbai::games;
use gunbai::print::{self, PrintOptions, What};

use crate::common;

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-23".into(),
        ..Default::default()
    }
}

#[test]
fn rule_4_1_sekigahara_aid_lists_the_deck_cards_modifiers_and_triggers() {
    let g = games::load_embedded("sekigahara").unwrap();
    let (pages, _, sizes, text) =
        common::inspect(&print::render(g.as_ref(), What::Aid, None, &opts()).unwrap());
    assert!(pages >= 1 && sizes.iter().all(|s| *s < 600_000));
    let text = common::compact(&text);
    for want in [
        "rule4.1",
        "rule7.1",
        "rule11.0",
        "rule12.0",
        "rule14.0",
        "家康行动",
        "强行军",
        "西军诸将",
        "−2",
        "PLACEHOLDER",
    ] {
        assert!(text.contains(want), "aid lacks {want}");
    }
}

#[test]
fn sekigahara_counters_and_the_16_cards_plus_the_7_chinese_variants() {
    let g = games::load_embedded("sekigahara").unwrap();
    let (pages, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Counters, None, &opts()).unwrap());
    assert_eq!(pages % 2, 0, "fronts and backs");
    let text = common::compact(&text);
    for want in ["德川家康", "石田三成", "丰臣秀赖", "调略", "守备队"] {
        assert!(text.contains(want), "counters lack {want}");
    }
    let (_, _, _, text) =
        common::inspect(&print::render(g.as_ref(), What::Cards, None, &opts()).unwrap());
    let text = common::compact(&text);
    for want in [
        "家康動く",
        "強行軍",
        "三成の指令",
        "★Chinesetext",
        "★Japanesetext",
    ] {
        assert!(text.contains(want), "cards lack {want}");
    }
    assert_eq!(text.matches("★Chinesetext").count(), 7);
}

/// The number of card fronts on a card sheet ("No. n" is on every front) and the cards of each text.
fn card_counts(pdf: &[u8]) -> (usize, usize, usize) {
    let (_, _, _, text) = common::inspect(pdf);
    let text = common::compact(&text);
    (
        text.matches("No.").count(),
        text.matches("★Chinesetext").count(),
        text.matches("★Japanesetext").count(),
    )
}

/// Rule 4.1: the card text in force is a set-up choice; the card sheet prints only the chosen 16 cards,
/// from the caller's option or the session's set-up.
#[test]
fn rule_4_1_card_sheet_prints_the_16_cards_of_the_chosen_card_text() {
    let g = games::load_embedded("sekigahara").unwrap();
    // Without a choice: the 16 Japanese-text cards and the 7 Chinese replacements.
    let all = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap();
    assert_eq!(card_counts(&all), (23, 7, 7));
    for (text, want) in [("ja", (16, 0, 7)), ("zh", (16, 7, 0))] {
        let mut o = opts();
        o.setup_options
            .insert("card-text".into(), serde_json::Value::String(text.into()));
        let pdf = print::render(g.as_ref(), What::Cards, None, &o).unwrap();
        assert_eq!(card_counts(&pdf), want, "card-text={text}");
    }
    // A session's choice reaches the sheet with no option given.
    let mut setup = gunbai::core::Setup::default();
    setup
        .options
        .insert("card-text".into(), serde_json::Value::String("zh".into()));
    let s = gunbai::session::Session::create(g.clone(), setup, Some(3), None).unwrap();
    let pdf = print::render(g.as_ref(), What::Cards, Some(&s), &opts()).unwrap();
    assert_eq!(card_counts(&pdf), (16, 7, 0));
    let (_, _, _, text) = common::inspect(&pdf);
    assert!(
        common::compact(&text).contains(&common::compact(
            &gunbai::games::sekigahara::cards::Card::IeyasuTakesField
                .name(gunbai::games::sekigahara::cards::Variant::Zh)
        ))
    );
    // A default session (Japanese text) prints the Japanese 16.
    let s = gunbai::session::Session::create(g.clone(), Default::default(), Some(3), None).unwrap();
    let pdf = print::render(g.as_ref(), What::Cards, Some(&s), &opts()).unwrap();
    assert_eq!(card_counts(&pdf), (16, 0, 7));
    // A wrong value is refused, naming the option.
    let mut o = opts();
    o.setup_options
        .insert("card-text".into(), serde_json::Value::String("fr".into()));
    let e = print::render(g.as_ref(), What::Cards, None, &o).unwrap_err();
    assert!(e.to_string().contains("card-text"), "{e}");
}

/// `gunbai print sekigahara cards --option card-text=zh` prints the Chinese 16; a wrong key names it.
#[test]
fn rule_4_1_cli_print_passes_the_card_text_option() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cards.pdf");
    let mut a = gunbai::cli::PrintArgs {
        game: "sekigahara".into(),
        what: "cards".into(),
        session: None,
        paper: "a4".into(),
        out: Some(out.clone()),
        counter_mm: None,
        bleed_mm: None,
        duplex_offset: None,
        no_backs: true,
        scenario: None,
        options: vec!["card-text=zh".into()],
        force: false,
    };
    gunbai::cli::print::print_command(&a).unwrap();
    assert_eq!(card_counts(&std::fs::read(&out).unwrap()), (16, 7, 0));
    a.options = vec!["card-txt=zh".into()];
    let e = gunbai::cli::print::print_command(&a).unwrap_err();
    assert!(e.contains("card-txt"), "{e}");
}

/// The GUI print screen prints for the open session: its card text (rule 4.1) decides the 16 cards.
#[test]
fn rule_4_1_gui_print_screen_prints_the_sessions_card_text() {
    let g = games::load_embedded("sekigahara").unwrap();
    let mut setup = gunbai::core::Setup::default();
    setup
        .options
        .insert("card-text".into(), serde_json::Value::String("zh".into()));
    let s = gunbai::session::Session::create(g.clone(), setup, Some(3), None).unwrap();
    let st = gunbai::gui::print_screen::PrintState {
        game: Some("sekigahara".into()),
        what: "cards".into(),
        ..Default::default()
    };
    let pdf = gunbai::gui::print_screen::make_pdf(g.as_ref(), &st, Some(&s)).unwrap();
    assert_eq!(card_counts(&pdf), (16, 7, 0));
}

/// Rule 4.1 on the Print screen without a session: the screen asks for the card text (in words, not
/// codes) and the PDF holds the 16 cards of the chosen text.
#[test]
fn rule_4_1_print_screen_without_a_session_asks_the_card_text() {
    use egui_kittest::kittest::Queryable;
    let home = tempfile::tempdir().unwrap();
    let mut app = gunbai::gui::GunbaiApp::in_data_dir(home.path());
    app.screen = gunbai::gui::Screen::Print;
    app.print.game = Some("sekigahara".into());
    app.print.open_after = false;
    let mut h = crate::kit::harness(app, 1280.0, 900.0);
    h.run();
    // Not asked for the aid.
    assert!(h.query_by_label("Card set-up").is_none());
    h.get_by_label("Cards").click();
    h.run();
    h.get_by_label("Card set-up");
    h.get_by_label("Card text");
    {
        let (_, form) = h.state_mut().print.card_form.as_mut().unwrap();
        form.values.insert(
            "card-text".into(),
            gunbai::gui::form::FieldValue::Text("zh".into()),
        );
    }
    h.run();
    // The choice reads in words, never as its code.
    assert!(h.query_by_label("zh").is_none() && h.query_by_label("ja").is_none());
    h.get_by_label("Make PDF").click();
    h.run();
    let (msg, err) = h.state().print.status.clone().unwrap();
    assert!(!err, "{msg}");
    let pdf = std::fs::read(home.path().join("print").join("sekigahara-cards.pdf")).unwrap();
    assert_eq!(card_counts(&pdf), (16, 7, 0));
}
