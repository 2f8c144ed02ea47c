//! 关原大作战: the player aid (deck procedure, the 16 cards, attack and siege modifiers, marker triggers,
//! subversion and intimidation, victory) in our own words with rule numbers, in the reader's language
//! (the print catalogue). Counters, cards and the set-up list come from the ruleset's sheets (its
//! validated data); Gunbai's rulings are the aid's appendix.

use crate::PrintError;
use crate::content::{AidSection, GameSheets, data_part};
use crate::core::{Game, Lang, Msg, Sheets};
use crate::say;
use gunbai_rules::msg;

pub struct Sekigahara;

impl GameSheets for Sekigahara {
    fn aid(
        &self,
        game: &dyn Game,
        sheets: &Sheets,
        scenario: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<AidSection>, PrintError> {
        let t = |m: Msg| say(lang, m);
        let mut setup = AidSection::new(t(msg!("print-sekigahara-setup")), "3.0")
            .text(t(msg!("print-sekigahara-setup-intro")));
        // With a scenario chosen its section (printed first) lists the placements: not twice.
        if scenario.is_some() {
            setup = setup.text(t(msg!("print-sekigahara-setup-see-scenario")));
        } else if let Some(list) = data_part(game, sheets, "setup", lang) {
            setup.lines.extend(list.lines);
        }
        // The cards as the deck prints them: the Japanese text, then the ★ cards' Chinese text.
        let card_rows: Vec<String> = sheets
            .cards
            .iter()
            .filter(|c| c.unchosen)
            .map(|c| {
                let line = |m: &Msg| game.say(m, lang);
                format!(
                    "{} · {}: {}",
                    line(&c.front.title),
                    line(&c.front.subtitle),
                    c.front.lines.iter().map(line).collect::<Vec<_>>().join(" ")
                )
            })
            .collect();
        Ok(vec![
            AidSection::new(t(msg!("print-sekigahara-sequence")), "4.1")
                .steps([
                    t(msg!("print-sekigahara-sequence-1")),
                    t(msg!("print-sekigahara-sequence-2", rule = "5.1(3)")),
                    t(msg!("print-sekigahara-sequence-3", rule = "4.1(4)")),
                ])
                .bullets([
                    t(msg!("print-sekigahara-sequence-late", rule = "4.2")),
                    t(msg!("print-sekigahara-sequence-forced")),
                ]),
            setup,
            AidSection::new(t(msg!("print-sekigahara-cards")), "2.5, 4.2")
                .note(t(msg!("print-sekigahara-cards-note")))
                .bullets(card_rows),
            AidSection::new(t(msg!("print-sekigahara-commander")), "5.1–9.0")
                .text(t(msg!("print-sekigahara-commander-intro")))
                .steps([
                    t(msg!("print-sekigahara-move", rule = "6.0")),
                    t(msg!("print-sekigahara-attack", rule = "7.0")),
                    t(msg!("print-sekigahara-recover", rule = "8.0")),
                    t(msg!("print-sekigahara-march", rule = "9.0")),
                ])
                .bullets([
                    t(msg!("print-sekigahara-leading", rule = "5.1(5)")),
                    t(msg!("print-sekigahara-morale", rule = "5.2")),
                ]),
            AidSection::new(t(msg!("print-sekigahara-combat")), "7.1–7.3")
                .text(t(msg!("print-sekigahara-combat-intro")))
                .table(
                    &[
                        t(msg!("print-sekigahara-col-situation")),
                        t(msg!("print-sekigahara-col-strength")),
                    ],
                    vec![
                        vec![t(msg!("print-sekigahara-plain-hill")), "−1".into()],
                        vec![t(msg!("print-sekigahara-river")), "−1".into()],
                        vec![t(msg!("print-sekigahara-hill-plain")), "+1".into()],
                        vec![
                            t(msg!("print-sekigahara-zero")),
                            t(msg!("print-sekigahara-cannot-hit")),
                        ],
                        vec![
                            t(msg!("print-sekigahara-siege-row")),
                            t(msg!("print-sekigahara-siege-value")),
                        ],
                    ],
                )
                .bullets([
                    t(msg!("print-sekigahara-siege", rule = "7.2")),
                    t(msg!("print-sekigahara-advance", rule = "7.3")),
                    t(msg!("print-sekigahara-hideyori", rule = "13.0(3)")),
                ]),
            AidSection::new(t(msg!("print-sekigahara-tracks")), "11.0")
                .text(t(msg!("print-sekigahara-tracks-intro")))
                .table(
                    &[
                        t(msg!("print-sekigahara-col-trigger")),
                        t(msg!("print-sekigahara-col-columns")),
                    ],
                    vec![
                        vec![t(msg!("print-sekigahara-trigger-remove")), "1".into()],
                        vec![t(msg!("print-sekigahara-trigger-defect")), "1".into()],
                        vec![t(msg!("print-sekigahara-trigger-castle")), "1 / 2".into()],
                        vec![t(msg!("print-sekigahara-trigger-kyo")), "2".into()],
                        vec![t(msg!("print-sekigahara-trigger-intimidation")), "2".into()],
                    ],
                )
                .bullets([
                    t(msg!("print-sekigahara-tracks-1", rule = "11.0(2)")),
                    t(msg!("print-sekigahara-tracks-2")),
                    t(msg!("print-sekigahara-tracks-3", rule = "11.0(4)")),
                ]),
            AidSection::new(t(msg!("print-sekigahara-subversion")), "12.0–12.2")
                .text(t(msg!("print-sekigahara-subversion-intro")))
                .table(
                    &[
                        t(msg!("print-sekigahara-col-check")),
                        t(msg!("print-sekigahara-col-succeeds")),
                    ],
                    vec![
                        vec![
                            t(msg!("print-sekigahara-check-subversion")),
                            t(msg!("print-sekigahara-check-column")),
                        ],
                        vec![t(msg!("print-sekigahara-check-leader")), "≤ 4".into()],
                        vec![t(msg!("print-sekigahara-check-next")), "≤ 3".into()],
                        vec![t(msg!("print-sekigahara-check-other")), "≤ 2".into()],
                    ],
                )
                .bullets([
                    t(msg!("print-sekigahara-subversion-1", rule = "10.0(5)")),
                    t(msg!("print-sekigahara-subversion-2", rule = "13.0(1)")),
                ]),
            AidSection::new(t(msg!("print-sekigahara-victory")), "14.0").table(
                &[
                    t(msg!("print-sekigahara-col-when")),
                    t(msg!("print-sekigahara-col-winner")),
                ],
                vec![
                    vec![
                        t(msg!("print-sekigahara-win-ieyasu")),
                        t(msg!("print-sekigahara-west")),
                    ],
                    vec![
                        t(msg!("print-sekigahara-win-mitsunari")),
                        t(msg!("print-sekigahara-east")),
                    ],
                    vec![
                        t(msg!("print-sekigahara-win-track")),
                        t(msg!("print-sekigahara-win-track-side")),
                    ],
                ],
            ),
        ])
    }

    fn card_options(&self) -> &'static [&'static str] {
        &["card-text"]
    }
}
