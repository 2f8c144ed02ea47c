#![allow(clippy::disallowed_methods)]
use gunbai_print::{PrintOptions, What, render};
use gunbai_rules::core::{Lang, Setup};
use gunbai_session::Session;

#[test]
fn dump() {
    for id in ["seinan", "tenka", "shogun", "sekigahara", "saigoku"] {
        let g = gunbai_rules::games::load_embedded(id).unwrap();
        let setup = Setup {
            scenario: g.scenarios().first().map(|s| s.id.clone()),
            players: g.info().min_players.max(2),
            ..Default::default()
        };
        let s = Session::create(g.clone(), setup, Some(7), None).ok();
        for lang in Lang::ALL {
            for what in What::ALL {
                let o = PrintOptions {
                    lang,
                    date: "2026-11-26".into(),
                    ..Default::default()
                };
                let sess = if what == What::Packup {
                    s.as_ref()
                } else {
                    None
                };
                match render(g.as_ref(), what, sess, &o) {
                    Ok(pdf) => {
                        std::fs::write(format!("/tmp/pdfs/{id}-{what}-{}.pdf", lang.code()), pdf)
                            .unwrap()
                    }
                    Err(e) => eprintln!("{id} {what} {lang:?}: {e}"),
                }
            }
        }
    }
}
