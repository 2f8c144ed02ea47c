//! Issue 12 point 8: words on paper are players' words (no file paths, commands, backticks or
//! digest references), and the line breaker keeps CJK names whole and never starts a line with
//! closing punctuation.

use crate::common;

use gunbai::core::Setup;
use gunbai::print::content::players_words;
use gunbai::print::pdf::{no_line_start, wrap};
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

#[test]
fn rule_print_every_pdf_speaks_players_words() {
    let mut ids = gunbai::games::implemented();
    for id in ["saigoku", "seinan"] {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    for id in ids {
        let g = gunbai::games::load_embedded(id).unwrap();
        for sc in g.scenarios().into_iter().map(|s| Some(s.id)).chain([None]) {
            let Some(s) = (g.info().min_players..=g.info().max_players.max(2)).find_map(|n| {
                let setup = Setup {
                    scenario: sc.clone(),
                    players: n,
                    ..Default::default()
                };
                Session::create(g.clone(), setup, Some(5), None).ok()
            }) else {
                continue;
            };
            let o = PrintOptions {
                scenario: sc.clone(),
                ..Default::default()
            };
            for what in What::ALL {
                let Ok(pdf) = print::render(g.as_ref(), what, Some(&s), &o) else {
                    continue;
                };
                let (_, _, _, text) = common::inspect(&pdf);
                let lower = text.to_lowercase();
                for bad in [
                    "`",
                    "digest",
                    ".toml",
                    "tables/",
                    "gunbai session",
                    "gunbai print",
                    "--qr-text",
                    "the cli",
                ] {
                    assert!(
                        !lower.contains(bad),
                        "{id} {what} scenario {sc:?}: '{bad}' on paper"
                    );
                }
            }
        }
    }
}

#[test]
fn rule_print_players_words_drops_technical_asides() {
    assert_eq!(
        players_words("Victory: higher score (37.5). No special rules are given (digest A41)."),
        "Victory: higher score (37.5). No special rules are given."
    );
    assert_eq!(
        players_words("Attacking activates 大内氏 (use the `activate` action)."),
        "Attacking activates 大内氏."
    );
    assert_eq!(
        players_words("Fill in from your copy. See tables/x.toml for more."),
        "Fill in from your copy."
    );
    // The app's name is fine; its commands are not.
    let how = "To restore: in Gunbai choose Import on the home screen.";
    assert_eq!(players_words(how), how);
    assert_eq!(
        players_words("Restore it. Run gunbai session import for that."),
        "Restore it."
    );
}

#[test]
fn rule_print_cjk_lines_never_start_with_closing_punctuation_nor_split_a_name() {
    let texts = [
        "Once per game, on a Saigo retreat: 西乡隆盛 plus one unit may go straight to 鹿儿岛; government units there are pushed to an adjacent box.",
        "熊本城、熊本、鹿儿岛、人吉、宫崎、延冈、大分、小仓、福冈、久留米、佐贺、长崎、八代。西乡军在每个回合开始时，掷一个骰子决定行军点数。",
        "A battle in 熊本城 lasts one round (政府军 fires first), then 步兵第13连队 and 别働第2旅团 may move.",
    ];
    let names = [
        "西乡隆盛",
        "鹿儿岛",
        "熊本城",
        "步兵第13连队",
        "别働第2旅团",
        "政府军",
    ];
    for t in texts {
        for w in (12..90).map(|w| w as f32) {
            let lines = wrap(t, 8.0, w);
            assert_eq!(
                lines.concat().replace(' ', ""),
                t.replace(' ', ""),
                "nothing lost at {w} mm"
            );
            for (i, l) in lines.iter().enumerate() {
                if i > 0 {
                    let first = l.chars().next().unwrap_or(' ');
                    assert!(
                        !no_line_start(first),
                        "{w} mm: line {i} starts with '{first}': {lines:?}"
                    );
                }
            }
            for pair in lines.windows(2) {
                let joint = format!("{}|{}", pair[0], pair[1]);
                for n in names {
                    for k in 1..n.chars().count() {
                        let (a, b): (String, String) =
                            (n.chars().take(k).collect(), n.chars().skip(k).collect());
                        assert!(
                            !joint.contains(&format!("{a}|{b}")),
                            "{w} mm: {n} split as {a}|{b}"
                        );
                    }
                }
            }
        }
    }
}
