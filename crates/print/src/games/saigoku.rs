//! 西国之雄 (Saigoku no Yū): the player aid in our own words, with rule numbers, in the reader's
//! language (the print catalogue). Counters, markers, scenario cards and each scenario's special rules
//! come from the ruleset's sheets (its validated data); the result tables are the game's grid tables;
//! Gunbai's rulings are the aid's appendix.

use crate::PrintError;
use crate::content::{AidSection, GameSheets, data_part};
use crate::core::{Game, Lang, Msg, Sheets};
use crate::say;
use crate::tables::grid::Grid;
use gunbai_rules::msg;

pub struct Saigoku;

/// Rows of a two- or three-column table: a message, then rule numbers or values as printed.
fn rows(lang: Lang, rows: Vec<(Msg, Vec<&str>)>) -> Vec<Vec<String>> {
    rows.into_iter()
        .map(|(m, rest)| {
            std::iter::once(say(lang, m))
                .chain(rest.into_iter().map(String::from))
                .collect()
        })
        .collect()
}

impl GameSheets for Saigoku {
    fn aid(
        &self,
        game: &dyn Game,
        sheets: &Sheets,
        scenario: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<AidSection>, PrintError> {
        let t = |m: Msg| say(lang, m);
        let yes = "○".to_string();
        let no = "×".to_string();
        let stage_rows = (1..=4)
            .map(|r| {
                std::iter::once(r.to_string())
                    .chain((1..=4).map(|s| if s <= r { yes.clone() } else { no.clone() }))
                    .collect()
            })
            .collect();
        let interception = || msg!("print-saigoku-interception");
        let assault = || msg!("print-saigoku-assault-roll");
        let mut out = vec![
            AidSection::new(t(msg!("print-saigoku-inning")), "4-1, 29.0")
                .steps([
                    t(msg!("print-saigoku-inning-1")),
                    t(msg!("print-saigoku-inning-2")),
                    t(msg!("print-saigoku-inning-3")),
                    t(msg!("print-saigoku-inning-4")),
                ])
                .table(
                    &[
                        t(msg!("print-saigoku-col-action-rating")),
                        t(msg!("print-saigoku-col-stage", n = 1)),
                        "2".into(),
                        "3".into(),
                        "4".into(),
                    ],
                    stage_rows,
                ),
            AidSection::new(t(msg!("print-saigoku-actions")), "12, 13, 14, 26")
                .text(t(msg!("print-saigoku-actions-intro")))
                .bullets([
                    t(msg!("print-saigoku-actions-reorganise")),
                    t(msg!("print-saigoku-actions-move")),
                    t(msg!("print-saigoku-actions-siege")),
                    t(msg!("print-saigoku-actions-field")),
                    t(msg!("print-saigoku-actions-morale")),
                ]),
            AidSection::new(t(msg!("print-saigoku-garrison")), "16, 17, 18").bullets([
                t(msg!("print-saigoku-garrison-1")),
                t(msg!("print-saigoku-garrison-2")),
                t(msg!("print-saigoku-garrison-3")),
                t(msg!("print-saigoku-garrison-4")),
                t(msg!("print-saigoku-garrison-5")),
                t(msg!("print-saigoku-garrison-6")),
            ]),
            AidSection::new(t(msg!("print-saigoku-assault")), "19")
                .text(t(msg!("print-saigoku-assault-intro")))
                .table(
                    &[
                        t(msg!("print-saigoku-col-roll")),
                        t(msg!("print-saigoku-col-modifier")),
                        t(msg!("print-saigoku-col-rule")),
                    ],
                    vec![
                        vec![
                            t(interception()),
                            t(msg!("print-saigoku-mod-always")),
                            "19-2-5 (1)".into(),
                        ],
                        vec![
                            t(interception()),
                            t(msg!("print-saigoku-mod-leader")),
                            "19-2-5 (2)".into(),
                        ],
                        vec![
                            t(interception()),
                            t(msg!("print-saigoku-mod-castle-morale")),
                            "19-2-5 (3)".into(),
                        ],
                        vec![
                            t(assault()),
                            t(msg!("print-saigoku-mod-level")),
                            "19-3-2 (1)".into(),
                        ],
                        vec![
                            t(assault()),
                            t(msg!("print-saigoku-mod-terrain")),
                            "19-3-2 (2)".into(),
                        ],
                        vec![
                            t(assault()),
                            t(msg!("print-saigoku-mod-assault-morale")),
                            "19-3-2 (3)".into(),
                        ],
                    ],
                )
                .text(t(msg!("print-saigoku-assault-result")))
                .note(t(msg!("print-saigoku-assault-sign"))),
            AidSection::new(t(msg!("print-saigoku-surrender")), "20")
                .bullets([
                    t(msg!("print-saigoku-surrender-1")),
                    t(msg!("print-saigoku-surrender-2")),
                ])
                .table(
                    &[
                        t(msg!("print-saigoku-col-result")),
                        t(msg!("print-saigoku-col-effect")),
                    ],
                    vec![
                        vec!["A".into(), t(msg!("print-saigoku-surrender-a"))],
                        vec!["B".into(), t(msg!("print-saigoku-surrender-b"))],
                        vec!["C".into(), t(msg!("print-saigoku-surrender-c"))],
                        vec!["D".into(), t(msg!("print-saigoku-surrender-d"))],
                        vec!["E / F".into(), t(msg!("print-saigoku-surrender-ef"))],
                        vec!["G".into(), t(msg!("print-saigoku-surrender-g"))],
                        vec!["H".into(), t(msg!("print-saigoku-surrender-h"))],
                    ],
                ),
            AidSection::new(t(msg!("print-saigoku-fall")), "21").bullets([
                t(msg!("print-saigoku-fall-1")),
                t(msg!("print-saigoku-fall-2")),
                t(msg!("print-saigoku-fall-3", rule = "21-1")),
            ]),
            AidSection::new(t(msg!("print-saigoku-skirmish")), "23")
                .table(
                    &[
                        t(msg!("print-saigoku-col-mod-attack")),
                        t(msg!("print-saigoku-col-rule")),
                    ],
                    rows(
                        lang,
                        vec![
                            (msg!("print-saigoku-sk-rough"), vec!["23-2-1 (1)"]),
                            (msg!("print-saigoku-sk-mountain"), vec!["23-2-1 (2)"]),
                            (msg!("print-saigoku-sk-river"), vec!["23-2-1 (3)"]),
                            (msg!("print-saigoku-sk-leaders"), vec!["23-2-1 (4)"]),
                            (msg!("print-saigoku-sk-morale"), vec!["23-2-1 (5)"]),
                            (msg!("print-saigoku-sk-garrison"), vec!["23-7-1"]),
                        ],
                    ),
                )
                .table(
                    &[
                        t(msg!("print-saigoku-col-mod-counter")),
                        t(msg!("print-saigoku-col-rule")),
                    ],
                    rows(
                        lang,
                        vec![
                            (msg!("print-saigoku-ca-terrain"), vec!["23-6-2 (1)"]),
                            (msg!("print-saigoku-sk-river"), vec!["23-6-2 (2)"]),
                            (msg!("print-saigoku-sk-leaders"), vec!["23-6-2 (3)"]),
                            (msg!("print-saigoku-sk-morale"), vec!["23-6-2 (4)"]),
                            (msg!("print-saigoku-ca-garrison"), vec!["23-7-3"]),
                        ],
                    ),
                )
                .bullets([
                    t(msg!("print-saigoku-skirmish-1")),
                    t(msg!("print-saigoku-skirmish-2", rule = "23-4")),
                    t(msg!("print-saigoku-skirmish-3", rule = "23-6")),
                ]),
            AidSection::new(t(msg!("print-saigoku-decisive")), "24")
                .bullets([
                    t(msg!("print-saigoku-decisive-1")),
                    t(msg!("print-saigoku-decisive-2", rule = "24-2-3")),
                    t(msg!("print-saigoku-decisive-3")),
                ])
                .table(
                    &[
                        t(msg!("print-saigoku-col-retreat-die")),
                        t(msg!("print-saigoku-col-effect")),
                    ],
                    vec![
                        vec!["1–4".into(), t(msg!("print-saigoku-retreat-1-4"))],
                        vec!["5".into(), t(msg!("print-saigoku-retreat-lose", n = 1))],
                        vec!["6".into(), t(msg!("print-saigoku-retreat-lose", n = 2))],
                    ],
                ),
            AidSection::new(t(msg!("print-saigoku-supply")), "11")
                .table(
                    &[
                        t(msg!("print-saigoku-col-leg")),
                        t(msg!("print-saigoku-col-max-mp")),
                        t(msg!("print-saigoku-col-rule")),
                    ],
                    rows(
                        lang,
                        vec![
                            (msg!("print-saigoku-leg-home"), vec!["16", "11-2-2 (1)"]),
                            (msg!("print-saigoku-leg-castle"), vec!["8", "11-2-2 (2)"]),
                            (msg!("print-saigoku-leg-force"), vec!["8", "11-2-2 (3)"]),
                        ],
                    ),
                )
                .bullets([
                    t(msg!("print-saigoku-supply-1", rule = "11-1-3")),
                    t(msg!("print-saigoku-supply-2", rule = "11-3")),
                    t(msg!("print-saigoku-supply-3", rule = "8-3-2")),
                ]),
            AidSection::new(t(msg!("print-saigoku-morale")), "10, 25, 26")
                .bullets([
                    t(msg!("print-saigoku-morale-1")),
                    t(msg!("print-saigoku-morale-2")),
                    t(msg!("print-saigoku-morale-3", rule = "25-2")),
                ])
                .table(
                    &[
                        t(msg!("print-saigoku-col-recovery")),
                        t(msg!("print-saigoku-col-die-needed")),
                        t(msg!("print-saigoku-col-rule")),
                    ],
                    rows(
                        lang,
                        vec![
                            (msg!("print-saigoku-rec-busho"), vec!["1", "26-1-2"]),
                            (msg!("print-saigoku-rec-taisho"), vec!["1–2", "26-1-2"]),
                            (msg!("print-saigoku-rec-sotaisho"), vec!["1–3", "26-1-2"]),
                        ],
                    ),
                ),
            AidSection::new(t(msg!("print-saigoku-scoring")), "32").table(
                &[
                    t(msg!("print-saigoku-col-item")),
                    t(msg!("print-saigoku-col-points")),
                ],
                rows(
                    lang,
                    vec![
                        (msg!("print-saigoku-score-level"), vec!["1 / 2 / 3 / 5"]),
                        (
                            msg!(
                                "print-saigoku-score-castle",
                                castle = "郡山城",
                                hex = "3418"
                            ),
                            vec!["5"],
                        ),
                        (
                            msg!(
                                "print-saigoku-score-castle",
                                castle = "山吹城",
                                hex = "3010"
                            ),
                            vec!["10"],
                        ),
                        (msg!("print-saigoku-score-removed"), vec!["10 / 3 / 1"]),
                    ],
                ),
            ),
        ];
        // The scenario's own rules (from the ruleset's data), when one is chosen.
        if let Some(id) = scenario
            && let Some(sec) = data_part(game, sheets, &format!("scenario-{id}"), lang)
        {
            out.insert(0, sec);
        }
        Ok(out)
    }

    fn aid_skips(&self) -> &'static [&'static str] {
        // Unit values are on the counters themselves; castle data is set-up data (on the scenario
        // cards), not a result table; scoring is the aid's own Scoring section (32).
        &[
            "counters.toml",
            "castles.toml",
            "castle-list.toml",
            "scoring.toml",
        ]
    }

    fn aid_first(&self) -> &'static [&'static str] {
        &["crt.toml", "terrain.toml"]
    }

    fn label(&self, game: &dyn Game, id: &str, lang: Lang) -> String {
        if let Ok(g) = Grid::load(game.files(), "castles.toml")
            && let Some(c) = g.column_index("name")
            && let Some(name) = g
                .rows
                .iter()
                .find(|r| r.key == id)
                .and_then(|r| r.cells.get(c))
        {
            return format!("{name} ({id})");
        }
        let named = match id {
            "clear" => msg!("print-saigoku-terrain-clear"),
            "rough" => msg!("print-saigoku-terrain-rough"),
            "marsh" => msg!("print-saigoku-terrain-marsh"),
            "mountain" => msg!("print-saigoku-terrain-mountain"),
            "sotaisho" => msg!("print-saigoku-rank-sotaisho"),
            "taisho" => msg!("print-saigoku-rank-taisho"),
            "busho" => msg!("print-saigoku-rank-busho"),
            "ouchi" => Msg::plain("大内氏"),
            "amago" => Msg::plain("尼子氏"),
            "mori" => Msg::plain("毛利氏"),
            "masuda" => Msg::plain("益田氏"),
            "urakami" => Msg::plain("浦上氏"),
            "minor" => msg!("print-saigoku-minor"),
            _ => return crate::content::humanise(id),
        };
        say(lang, named)
    }
}
