//! 西南战争 1877: the player aid in our own words, with rule numbers, in the reader's language (the
//! print catalogue). The counters and the set-up list come from the ruleset's sheets (its validated
//! data); Gunbai's rulings are the aid's appendix.

use crate::PrintError;
use crate::content::{AidSection, GameSheets, data_part};
use crate::core::{Game, Lang, Msg, Sheets};
use crate::say;
use gunbai_rules::msg;

pub struct Seinan;

impl GameSheets for Seinan {
    fn aid(
        &self,
        game: &dyn Game,
        sheets: &Sheets,
        _scenario: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<AidSection>, PrintError> {
        let t = |m: Msg| say(lang, m);
        let mut out = vec![
            AidSection::new(t(msg!("print-seinan-sequence")), "4.0")
                .text(t(msg!("print-seinan-sequence-intro")))
                .steps([
                    t(msg!("print-seinan-sequence-1", rule = "5.0")),
                    t(msg!("print-seinan-sequence-2", rule = "6.0")),
                    t(msg!("print-seinan-sequence-3", rule = "7.0")),
                ])
                .text(t(msg!("print-seinan-sequence-end", rule = "8.0"))),
            AidSection::new(t(msg!("print-seinan-march")), "5.0")
                .text(t(msg!("print-seinan-march-intro")))
                .table(
                    &[
                        &t(msg!("print-seinan-col-action")),
                        &t(msg!("print-seinan-col-buys")),
                        &t(msg!("print-seinan-col-roads")),
                    ],
                    vec![
                        vec![
                            "①".into(),
                            t(msg!("print-seinan-march-a")),
                            t(msg!("print-seinan-road-normal")),
                        ],
                        vec![
                            "②".into(),
                            t(msg!("print-seinan-march-b")),
                            t(msg!("print-seinan-road-both-normal")),
                        ],
                        vec![
                            "(3)".into(),
                            t(msg!("print-seinan-march-c")),
                            t(msg!("print-seinan-road-obstacle")),
                        ],
                    ],
                )
                .bullets([
                    t(msg!("print-seinan-march-limit")),
                    t(msg!("print-seinan-march-enemy")),
                    t(msg!("print-seinan-march-honshu")),
                    t(msg!("print-seinan-march-neutral")),
                    t(msg!("print-seinan-march-stacking", rule = "5.0(6)")),
                ]),
            AidSection::new(t(msg!("print-seinan-combat")), "6.0–6.3")
                .text(t(msg!("print-seinan-combat-intro")))
                .steps([
                    t(msg!("print-seinan-combat-1")),
                    t(msg!("print-seinan-combat-2")),
                    t(msg!("print-seinan-combat-3")),
                ])
                .text(t(msg!("print-seinan-combat-attack", rule = "6.2")))
                .table(
                    &[
                        &t(msg!("print-seinan-col-hit")),
                        &t(msg!("print-seinan-col-result")),
                    ],
                    vec![
                        vec![
                            t(msg!("print-seinan-hit-front")),
                            t(msg!("print-seinan-hit-front-result")),
                        ],
                        vec![
                            t(msg!("print-seinan-hit-saigo")),
                            t(msg!("print-seinan-hit-saigo-result")),
                        ],
                        vec![
                            t(msg!("print-seinan-hit-gov")),
                            t(msg!("print-seinan-hit-gov-result")),
                        ],
                        vec![
                            t(msg!("print-seinan-hit-samurai")),
                            t(msg!("print-seinan-hit-samurai-result")),
                        ],
                        vec![
                            t(msg!("print-seinan-hit-takamori")),
                            t(msg!("print-seinan-hit-takamori-result")),
                        ],
                    ],
                )
                .bullets([
                    t(msg!("print-seinan-retreat", rule = "6.3")),
                    t(msg!("print-seinan-retreat-tip")),
                ]),
            AidSection::new(t(msg!("print-seinan-advantages")), "6.4").steps([
                t(msg!("print-seinan-advantage-1")),
                t(msg!("print-seinan-advantage-2", rule = "6.4②")),
                t(msg!("print-seinan-advantage-3")),
            ]),
            AidSection::new(t(msg!("print-seinan-reorg")), "7.0").steps([
                t(msg!("print-seinan-reorg-1")),
                t(msg!("print-seinan-reorg-2")),
                t(msg!("print-seinan-reorg-3")),
                t(msg!("print-seinan-reorg-4")),
            ]),
            AidSection::new(t(msg!("print-seinan-siege")), "9.1").bullets([
                t(msg!("print-seinan-siege-1")),
                t(msg!("print-seinan-siege-2")),
                t(msg!("print-seinan-siege-3")),
                t(msg!("print-seinan-siege-4")),
            ]),
            AidSection::new(t(msg!("print-seinan-victory")), "8.0").table(
                &[
                    &t(msg!("print-seinan-col-when")),
                    &t(msg!("print-seinan-col-winner")),
                ],
                vec![
                    vec![
                        t(msg!("print-seinan-win-hata-kokura")),
                        t(msg!("print-seinan-saigo")),
                    ],
                    vec![
                        t(msg!("print-seinan-win-kumamoto")),
                        t(msg!("print-seinan-saigo")),
                    ],
                    vec![
                        t(msg!("print-seinan-win-takamori")),
                        t(msg!("print-seinan-government")),
                    ],
                ],
            ),
            AidSection::new(t(msg!("print-seinan-special")), "9.2, 9.3, 10.1").bullets([
                t(msg!("print-seinan-special-samurai")),
                t(msg!("print-seinan-special-takamori")),
                t(msg!("print-seinan-special-command", rule = "10.1")),
            ]),
        ];
        if let Some(mut setup) = data_part(game, sheets, "setup", lang) {
            setup.lines.insert(
                0,
                crate::content::AidLine::Text(t(msg!("print-seinan-setup-intro"))),
            );
            out.insert(1, setup);
        }
        Ok(out)
    }
}
