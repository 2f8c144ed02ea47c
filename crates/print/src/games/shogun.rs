//! 將軍 Shogun: the player aid (round structure, actions and costs, events with their rice losses, the
//! winter table, wars and revolts, scoring) in our own words with rule numbers, in the reader's
//! language (the print catalogue). Cards, markers and the data tables come from the ruleset's sheets
//! (its validated data); Gunbai's rulings are the aid's appendix.

use crate::PrintError;
use crate::content::{AidLine, AidSection, GameSheets, data_part};
use crate::core::{Game, Lang, Msg, Sheets};
use crate::say;
use gunbai_rules::msg;

pub struct Shogun;

impl GameSheets for Shogun {
    fn aid(
        &self,
        game: &dyn Game,
        sheets: &Sheets,
        _scenario: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<AidSection>, PrintError> {
        let t = |m: Msg| say(lang, m);
        let part = |key: &str, title: Msg, rule: &str| {
            data_part(game, sheets, key, lang)
                .unwrap_or_else(|| AidSection::new(t(title), rule.to_string()))
        };
        let mut out = vec![
            AidSection::new(t(msg!("print-shogun-sequence")), "4")
                .text(t(msg!("print-shogun-sequence-intro")))
                .steps([
                    t(msg!("print-shogun-sequence-1", rule = "5.1")),
                    t(msg!("print-shogun-sequence-2", rule = "5.2")),
                    t(msg!("print-shogun-sequence-3", rule = "5.3")),
                    t(msg!("print-shogun-sequence-4", rule = "5.4")),
                    t(msg!("print-shogun-sequence-5", rule = "5.5")),
                    t(msg!("print-shogun-sequence-6", rule = "5.6")),
                ])
                .text(t(msg!("print-shogun-setup", rule = "3"))),
            AidSection::new(t(msg!("print-shogun-bids")), "5.5")
                .text(t(msg!("print-shogun-bids-rank")))
                .bullets([
                    t(msg!("print-shogun-bids-1")),
                    t(msg!("print-shogun-bids-2")),
                ]),
            part("actions", msg!("print-shogun-actions"), "6").bullets([
                t(msg!("print-shogun-actions-build")),
                t(msg!("print-shogun-actions-collect", rule = "7.4")),
                t(msg!("print-shogun-actions-recruit")),
                t(msg!(
                    "print-shogun-actions-war",
                    invasion = "7.2",
                    expansion = "7.3"
                )),
                t(msg!("print-shogun-actions-skip")),
            ]),
            part("specials", msg!("print-shogun-specials"), "2.4"),
            part("events", msg!("print-shogun-events"), "2.6, 8.1"),
        ];
        let mut wars = AidSection::new(t(msg!("print-shogun-wars")), "7").bullets([
            t(msg!("print-shogun-wars-1", rule = "7.1")),
            t(msg!("print-shogun-wars-2", rule = "7.2")),
            t(msg!("print-shogun-wars-3", rule = "7.3")),
            t(msg!("print-shogun-wars-4", rule = "7.4")),
            t(msg!("print-shogun-wars-5", rule = "7.5")),
        ]);
        if let Some(tower) = data_part(game, sheets, "tower", lang) {
            for l in tower.lines {
                if let AidLine::Item(_, s) | AidLine::Text(s) = l {
                    wars = wars.note(s);
                }
            }
        }
        out.push(wars);
        let mut winter = AidSection::new(t(msg!("print-shogun-winter")), "8").steps([
            t(msg!("print-shogun-winter-1")),
            t(msg!("print-shogun-winter-2")),
            t(msg!("print-shogun-winter-3", rule = "7.5")),
            t(msg!("print-shogun-winter-4", rule = "9")),
        ]);
        if let Some(table) = data_part(game, sheets, "winter", lang) {
            winter.lines.extend(table.lines);
        }
        out.push(winter);
        out.push(
            AidSection::new(t(msg!("print-shogun-scoring")), "9, 10")
                .table(
                    &[
                        t(msg!("print-shogun-col-what")),
                        t(msg!("print-shogun-col-points")),
                    ],
                    vec![
                        vec![t(msg!("print-shogun-score-card")), "1".into()],
                        vec![t(msg!("print-shogun-score-building")), "1".into()],
                        vec![
                            t(msg!("print-shogun-score-castles")),
                            t(msg!("print-shogun-score-tied", n = 3, tied = 2)),
                        ],
                        vec![
                            t(msg!("print-shogun-score-temples")),
                            t(msg!("print-shogun-score-tied", n = 2, tied = 1)),
                        ],
                        vec![
                            t(msg!("print-shogun-score-theatres")),
                            t(msg!("print-shogun-score-tied", n = 1, tied = 0)),
                        ],
                    ],
                )
                .text(t(msg!("print-shogun-score-end"))),
        );
        Ok(out)
    }
}
