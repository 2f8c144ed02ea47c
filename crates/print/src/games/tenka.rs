//! 天下布武 (Tenka Fubu): the player aid (turn structure, war formula, draw choices, alliances, end and
//! scoring), in our own words with the rule sheet's section numbers, in the reader's language (the
//! print catalogue). The chips and tiles and the board's regions come from the ruleset's sheets (its
//! validated data); Gunbai's rulings are the aid's appendix.

use crate::PrintError;
use crate::content::{AidSection, GameSheets, data_part};
use crate::core::{Game, Lang, Msg, Sheets};
use crate::say;
use gunbai_rules::msg;

pub struct Tenka;

impl GameSheets for Tenka {
    fn aid(
        &self,
        game: &dyn Game,
        sheets: &Sheets,
        scenario: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<AidSection>, PrintError> {
        let t = |m: Msg| say(lang, m);
        let both = t(msg!("print-tenka-both-scenarios"));
        let mut setup = AidSection::new(t(msg!("print-tenka-setup")), "3-1")
            .table(
                &[
                    t(msg!("print-tenka-col-players")),
                    t(msg!("print-tenka-col-troops")),
                    t(msg!("print-tenka-col-tiles")),
                    t(msg!("print-tenka-col-scenarios")),
                ],
                vec![
                    vec!["2".into(), "6".into(), "6".into(), "天下布武".into()],
                    vec!["3".into(), "8".into(), "6".into(), both.clone()],
                    vec!["4".into(), "9".into(), "5".into(), both.clone()],
                    vec!["5–6".into(), "10".into(), "4".into(), both],
                ],
            )
            .bullets([
                t(msg!("print-tenka-setup-1")),
                t(msg!("print-tenka-setup-2")),
                t(msg!("print-tenka-setup-3")),
            ]);
        if scenario == Some("gekokujo") {
            setup = setup.note(t(msg!("print-tenka-setup-gekokujo")));
        }
        let mut out = vec![
            AidSection::new(t(msg!("print-tenka-turn")), "3-2")
                .steps([
                    t(msg!("print-tenka-turn-1", rule = "4")),
                    t(msg!("print-tenka-turn-2")),
                    t(msg!("print-tenka-turn-3")),
                    t(msg!("print-tenka-turn-4")),
                    t(msg!("print-tenka-turn-5")),
                ])
                .bullets([
                    t(msg!("print-tenka-redeploy")),
                    t(msg!("print-tenka-no-region")),
                ]),
            setup,
            AidSection::new(t(msg!("print-tenka-war")), "3-2").bullets([
                t(msg!("print-tenka-war-1")),
                t(msg!("print-tenka-war-2")),
                t(msg!("print-tenka-war-3")),
                t(msg!("print-tenka-war-4")),
            ]),
            AidSection::new(t(msg!("print-tenka-resolve")), "3-2")
                .text(t(msg!("print-tenka-resolve-intro")))
                .table(
                    &[
                        t(msg!("print-tenka-col-side")),
                        t(msg!("print-tenka-col-total")),
                    ],
                    vec![
                        vec![
                            t(msg!("print-tenka-attacker")),
                            t(msg!("print-tenka-attack-total")),
                        ],
                        vec![
                            t(msg!("print-tenka-defender")),
                            t(msg!("print-tenka-defence-total")),
                        ],
                    ],
                )
                .bullets([
                    t(msg!("print-tenka-resolve-1")),
                    t(msg!("print-tenka-resolve-2")),
                    t(msg!("print-tenka-resolve-3")),
                ]),
            AidSection::new(t(msg!("print-tenka-draw")), "3-2")
                .text(t(msg!("print-tenka-draw-intro")))
                .table(
                    &[
                        t(msg!("print-tenka-col-choice")),
                        t(msg!("print-tenka-col-happens")),
                    ],
                    vec![
                        vec![
                            t(msg!("print-tenka-return-troops")),
                            t(msg!("print-tenka-return-troops-result")),
                        ],
                        vec![
                            t(msg!("print-tenka-return-tile")),
                            t(msg!("print-tenka-return-tile-result")),
                        ],
                    ],
                )
                .bullets([
                    t(msg!("print-tenka-draw-1")),
                    t(msg!("print-tenka-draw-2")),
                    t(msg!("print-tenka-draw-3")),
                ]),
            AidSection::new(t(msg!("print-tenka-alliances")), "4").bullets([
                t(msg!("print-tenka-alliance-1")),
                t(msg!("print-tenka-alliance-2")),
                t(msg!("print-tenka-alliance-3")),
                t(msg!("print-tenka-alliance-4")),
            ]),
            AidSection::new(t(msg!("print-tenka-end")), "5")
                .table(
                    &[
                        t(msg!("print-tenka-col-when")),
                        t(msg!("print-tenka-col-result")),
                    ],
                    vec![
                        vec![
                            t(msg!("print-tenka-end-no-tile")),
                            t(msg!("print-tenka-end-no-tile-result")),
                        ],
                        vec![
                            t(msg!("print-tenka-end-storage")),
                            t(msg!("print-tenka-end-storage-result")),
                        ],
                    ],
                )
                .steps([
                    t(msg!("print-tenka-score-1")),
                    t(msg!("print-tenka-score-2")),
                    t(msg!("print-tenka-score-3")),
                ]),
        ];
        if let Some(board) = data_part(game, sheets, "board", lang) {
            out.push(board);
        }
        Ok(out)
    }
}
