//! Issue 22 ("Print, round 3"), measured on the produced PDFs: every text run read back from the
//! content streams with its page, position and size (lopdf, through each font's ToUnicode map), and
//! the filled rectangles and paths with their colours.

use std::collections::BTreeMap;
use std::sync::Arc;

use gunbai::core::{Game, Setup};
use gunbai::print::{self, PrintOptions, What};
use gunbai::session::Session;

const PT_MM: f32 = 25.4 / 72.0;

/// One text run of a PDF page: baseline start in mm, size in pt, the decoded text.
#[derive(Debug, Clone)]
pub struct Run {
    pub page: usize,
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub text: String,
}

/// A filled shape: its page, bounding box in mm and fill colour.
#[derive(Debug, Clone)]
pub struct FillShape {
    pub page: usize,
    pub x: f32,
    pub y: f32,
    pub w: f32,
    /// Height (read by tests that compare shapes).
    #[allow(dead_code)]
    pub h: f32,
    pub rgb: (f32, f32, f32),
    /// A path of straight segments (not a `re` rectangle).
    pub path: bool,
}

/// Everything drawn, page by page, in drawing order: text runs and fills.
#[derive(Debug, Clone)]
pub enum Drawn {
    Text(Run),
    Fill(FillShape),
}

/// Parses every page of a PDF into what it draws (pages numbered from 0).
pub fn parse(pdf: &[u8]) -> Vec<Drawn> {
    let doc = lopdf::Document::load_mem(pdf).expect("valid PDF");
    let mut out = Vec::new();
    for (pi, (_, id)) in doc.get_pages().into_iter().enumerate() {
        let fonts = doc.get_page_fonts(id).unwrap_or_default();
        let encodings: BTreeMap<Vec<u8>, lopdf::Encoding> = fonts
            .iter()
            .filter_map(|(name, f)| Some((name.clone(), f.get_font_encoding(&doc).ok()?)))
            .collect();
        let content = doc.get_and_decode_page_content(id).unwrap();
        let (mut font, mut size, mut pos) = (Vec::new(), 0.0f32, (0.0f32, 0.0f32));
        let mut rgb = (0.0, 0.0, 0.0);
        let mut path: Vec<(f32, f32)> = Vec::new();
        let mut rect: Option<(f32, f32, f32, f32)> = None;
        for op in content.operations {
            let f = |i: usize| {
                op.operands
                    .get(i)
                    .and_then(|o| o.as_float().ok())
                    .unwrap_or(0.0)
            };
            let decode = |bytes: &[u8]| {
                encodings
                    .get(&font)
                    .and_then(|e| lopdf::Document::decode_text(e, bytes).ok())
                    .unwrap_or_default()
            };
            match op.operator.as_str() {
                "Tf" => {
                    font = op.operands[0].as_name().unwrap_or_default().to_vec();
                    size = f(1);
                }
                "Td" => pos = (f(0) * PT_MM, f(1) * PT_MM),
                "Tj" => {
                    let text = op.operands[0].as_str().map(&decode).unwrap_or_default();
                    out.push(Drawn::Text(Run {
                        page: pi,
                        x: pos.0,
                        y: pos.1,
                        size,
                        text,
                    }));
                }
                "TJ" => {
                    let mut text = String::new();
                    for o in op.operands[0]
                        .as_array()
                        .map(|a| a.as_slice())
                        .unwrap_or(&[])
                    {
                        if let Ok(b) = o.as_str() {
                            text.push_str(&decode(b));
                        }
                    }
                    out.push(Drawn::Text(Run {
                        page: pi,
                        x: pos.0,
                        y: pos.1,
                        size,
                        text,
                    }));
                }
                "rg" => rgb = (f(0), f(1), f(2)),
                "re" => rect = Some((f(0), f(1), f(2), f(3))),
                "m" => path = vec![(f(0), f(1))],
                "l" => path.push((f(0), f(1))),
                "f" | "f*" | "B" | "b" => {
                    if let Some((x, y, w, h)) = rect.take() {
                        out.push(Drawn::Fill(FillShape {
                            page: pi,
                            x: x * PT_MM,
                            y: y * PT_MM,
                            w: w * PT_MM,
                            h: h * PT_MM,
                            rgb,
                            path: false,
                        }));
                    } else if !path.is_empty() {
                        let xs = path.iter().map(|p| p.0);
                        let ys = path.iter().map(|p| p.1);
                        let (x0, x1) = (
                            xs.clone().fold(f32::MAX, f32::min),
                            xs.fold(f32::MIN, f32::max),
                        );
                        let (y0, y1) = (
                            ys.clone().fold(f32::MAX, f32::min),
                            ys.fold(f32::MIN, f32::max),
                        );
                        out.push(Drawn::Fill(FillShape {
                            page: pi,
                            x: x0 * PT_MM,
                            y: y0 * PT_MM,
                            w: (x1 - x0) * PT_MM,
                            h: (y1 - y0) * PT_MM,
                            rgb,
                            path: true,
                        }));
                    }
                    path.clear();
                }
                "n" | "S" | "s" => {
                    rect = None;
                    path.clear();
                }
                _ => {}
            }
        }
    }
    out
}

pub fn runs(pdf: &[u8]) -> Vec<Run> {
    parse(pdf)
        .into_iter()
        .filter_map(|d| match d {
            Drawn::Text(r) => Some(r),
            Drawn::Fill(_) => None,
        })
        .collect()
}

fn close(a: (f32, f32, f32), b: (f32, f32, f32)) -> bool {
    (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01 && (a.2 - b.2).abs() < 0.01
}

fn opts() -> PrintOptions {
    PrintOptions {
        date: "2026-11-25".into(),
        created_unix: 1_795_000_000,
        ..Default::default()
    }
}

fn game(id: &str) -> Arc<dyn Game> {
    gunbai::games::load_embedded(id).unwrap()
}

const GAMES: [&str; 5] = ["saigoku", "seinan", "sekigahara", "shogun", "tenka"];

// ------------------------------------------------------------------ point 3

#[test]
fn rule_print_table_headings_keep_their_hyphens_ranges_and_cjk_pairs() {
    let g = game("saigoku");
    let pdf = print::render(g.as_ref(), What::Aid, None, &opts()).unwrap();
    let cells: Vec<String> = runs(&pdf).into_iter().map(|r| r.text).collect();
    for want in ["1-2", "3-4", "10-14", "15-19", "自国-自城", "他国-其他"] {
        assert!(
            cells.iter().any(|c| c == want),
            "no table cell reads '{want}'"
        );
    }
    for bad in ["1 2", "10 14", "自国 自城"] {
        assert!(
            !cells.iter().any(|c| c == bad),
            "a heading lost its hyphen: '{bad}'"
        );
    }
}

// ------------------------------------------------------------------ point 4

/// Colour of the aid's heading bars and of a table's header row.
const HEAD_BAR: (f32, f32, f32) = (0.93, 0.9, 0.85);
const TABLE_HEAD: (f32, f32, f32) = (0.9, 0.9, 0.9);

#[test]
fn rule_print_aid_headings_stay_with_the_first_rows_of_their_tables_in_every_game() {
    let mut orphans = Vec::new();
    for id in GAMES {
        let g = game(id);
        for scenario in [None, g.scenarios().first().map(|s| s.id.clone())] {
            let o = PrintOptions {
                scenario: scenario.clone(),
                ..opts()
            };
            let pdf = print::render(g.as_ref(), What::Aid, None, &o).unwrap();
            let drawn = parse(&pdf);
            let heads: Vec<usize> = drawn
                .iter()
                .enumerate()
                .filter(|(_, d)| matches!(d, Drawn::Fill(f) if !f.path && close(f.rgb, HEAD_BAR)))
                .map(|(i, _)| i)
                .collect();
            assert!(heads.len() > 3, "{id}: aid headings not found");
            for (k, &h) in heads.iter().enumerate() {
                let Drawn::Fill(bar) = &drawn[h] else {
                    unreachable!()
                };
                let end = heads.get(k + 1).copied().unwrap_or(drawn.len());
                let section = &drawn[h + 1..end];
                let title = section
                    .iter()
                    .find_map(|d| match d {
                        Drawn::Text(r) => Some(r.text.clone()),
                        _ => None,
                    })
                    .unwrap_or_default();
                let here = format!("{id} {scenario:?} '{title}' (page {})", bar.page + 1);
                // Something under the heading on its own page and in its own column.
                let under = section.iter().any(|d| match d {
                    Drawn::Text(r) => {
                        r.page == bar.page
                            && r.y < bar.y - 0.5
                            && r.x >= bar.x - 6.0
                            && r.x < bar.x + bar.w
                    }
                    _ => false,
                });
                if !under {
                    orphans.push(format!("{here}: nothing under the heading"));
                    continue;
                }
                // A table: its header row and first data row on the heading's page, below it.
                let Some(t) = section.iter().position(
                    |d| matches!(d, Drawn::Fill(f) if !f.path && close(f.rgb, TABLE_HEAD)),
                ) else {
                    continue;
                };
                let Drawn::Fill(th) = &section[t] else {
                    unreachable!()
                };
                let first_row = section[t + 1..].iter().any(|d| match d {
                    Drawn::Text(r) => r.page == th.page && r.y < th.y - 0.5,
                    _ => false,
                });
                if th.page != bar.page || th.y > bar.y || !first_row {
                    orphans.push(format!(
                        "{here}: its table starts on page {} (first row there: {first_row})",
                        th.page + 1
                    ));
                }
            }
        }
    }
    assert!(orphans.is_empty(), "orphaned headings: {orphans:#?}");
}

// ------------------------------------------------------------------ point 1

/// Colour of the placeholder diamond (sheet::PLACEHOLDER_MARK).
const MARK: (f32, f32, f32) = (0.95, 0.55, 0.05);

#[test]
fn rule_print_sekigahara_stand_in_counter_values_carry_the_placeholder_mark_and_legend() {
    let g = game("sekigahara");
    let pdf = print::render(g.as_ref(), What::Counters, None, &opts()).unwrap();
    let drawn = parse(&pdf);
    let front: Vec<&Run> = drawn
        .iter()
        .filter_map(|d| match d {
            Drawn::Text(r) if r.page == 0 => Some(r),
            _ => None,
        })
        .collect();
    let valued = front
        .iter()
        .filter(|r| r.text.contains('攻') && !r.text.contains("attack"))
        .count();
    let marks = drawn
        .iter()
        .filter(|d| matches!(d, Drawn::Fill(f) if f.page == 0 && f.path && close(f.rgb, MARK)))
        .count();
    assert!(valued > 40, "unit values on the first sheet: {valued}");
    // One mark per counter with stand-in values, plus the one in front of the note.
    assert!(
        marks > valued,
        "{marks} placeholder marks for {valued} counters with stand-in values"
    );
    let text: String = front.iter().map(|r| r.text.as_str()).collect();
    assert!(text.contains("placeholder"), "no note explaining the mark");
    assert!(text.contains("攻 attack"), "no legend for 攻/统/战");
    // The markers (调略, 京, castle markers) carry no stand-in values and no mark: fewer marks than
    // counters on the sheet.
    let counters = front.iter().filter(|r| r.text == "调略").count();
    assert!(counters >= 1);
}

// ------------------------------------------------------------------ point 2

#[test]
fn rule_34_7_2_saigoku_scenario_1_card_and_aid_say_刺贺长信_waits_for_an_adjacent_大内方_unit() {
    let g = game("saigoku");
    let pdf = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap();
    let rs = runs(&pdf);
    let title = rs
        .iter()
        .find(|r| r.text.starts_with("1 ") && r.text.contains("折敷畑"))
        .expect("scenario 1 card title");
    let (cw, ch) = (63.5, 88.9);
    let on_card: String = rs
        .iter()
        .filter(|r| {
            r.page == title.page
                && (r.x - title.x).abs() < cw / 2.0
                && r.y < title.y
                && r.y > title.y - ch
        })
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join(" ");
    let flat = gunbai_compact(&on_card);
    assert!(
        flat.contains("34.7(2)") && flat.contains("刺賀長信") && flat.contains("大内方"),
        "scenario 1 card: {on_card}"
    );
    for scenario in ["1", "2"] {
        let o = PrintOptions {
            scenario: Some(scenario.into()),
            ..opts()
        };
        let pdf = print::render(g.as_ref(), What::Aid, None, &o).unwrap();
        let flat = gunbai_compact(
            &runs(&pdf)
                .into_iter()
                .map(|r| r.text)
                .collect::<Vec<_>>()
                .join(" "),
        );
        assert!(
            flat.contains("34.7(2)") && flat.contains("刺賀長信staysw"),
            "scenario {scenario} aid leaves out 34.7 (2)"
        );
    }
}

fn gunbai_compact(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

// ------------------------------------------------------------------ point 5

fn session_of(g: &Arc<dyn Game>) -> Session {
    let setup = Setup {
        scenario: g.scenarios().first().map(|s| s.id.clone()),
        ..Default::default()
    };
    (g.info().min_players.max(1)..=g.info().max_players.max(2))
        .find_map(|n| {
            Session::create(
                g.clone(),
                Setup {
                    players: n,
                    ..setup.clone()
                },
                Some(3),
                None,
            )
            .ok()
        })
        .unwrap()
}

#[test]
fn rule_print_nothing_below_7_pt_at_the_default_counter_size_and_values_kept_at_every_size() {
    let mut small = Vec::new();
    for id in GAMES {
        let g = game(id);
        let s = session_of(&g);
        for what in What::ALL {
            let o = PrintOptions {
                scenario: g.scenarios().first().map(|s| s.id.clone()),
                ..opts()
            };
            let Ok(pdf) = print::render(g.as_ref(), what, Some(&s), &o) else {
                continue;
            };
            for r in runs(&pdf) {
                if r.size < 6.95 {
                    small.push(format!("{id} {what}: '{}' at {:.1} pt", r.text, r.size));
                }
            }
        }
        // At every counter size the unit values stay at 7 pt or more (secondary text goes first);
        // at the default size nothing is left out: every top line prints, whole or short.
        let counters =
            gunbai::print::content::counters(g.as_ref(), &g.sheets(), gunbai::core::Lang::En);
        let pdf = print::render(g.as_ref(), What::Counters, None, &opts()).unwrap();
        let printed: Vec<String> = runs(&pdf).into_iter().map(|r| r.text).collect();
        for c in &counters {
            for f in std::iter::once(&c.front).chain(c.back.as_ref()) {
                if !f.top.is_empty() && !printed.contains(&f.top) && !printed.contains(&f.top_short)
                {
                    small.push(format!(
                        "{id} counters: top line '{}' left out at the default size",
                        f.top
                    ));
                }
            }
        }
        let values: Vec<String> = counters
            .iter()
            .flat_map(|c| {
                std::iter::once(c.front.bottom.clone())
                    .chain(c.back.as_ref().map(|b| b.bottom.clone()))
            })
            .filter(|b| !b.is_empty())
            .collect();
        for &mm in &gunbai::print::layout::layout().counter_sizes_mm {
            let o = PrintOptions {
                counter_mm: mm,
                ..opts()
            };
            let pdf = print::render(g.as_ref(), What::Counters, None, &o).unwrap();
            for r in runs(&pdf) {
                if r.size < 6.95 && values.contains(&r.text) {
                    small.push(format!(
                        "{id} counters {mm} mm: value '{}' at {:.1} pt",
                        r.text, r.size
                    ));
                }
            }
        }
    }
    small.sort();
    small.dedup();
    assert!(
        small.is_empty(),
        "{} texts under 7 pt: {small:#?}",
        small.len()
    );
}

// ------------------------------------------------------------------ point 8

#[test]
fn rule_print_an_unknown_scenario_is_refused_naming_the_option() {
    let g = game("saigoku");
    let o = PrintOptions {
        scenario: Some("nonsense".into()),
        ..opts()
    };
    let e = print::render(g.as_ref(), What::Aid, None, &o).unwrap_err();
    let e = e.to_string();
    assert!(e.starts_with("scenario:") && e.contains("nonsense"), "{e}");
    // Through the CLI body: an error (the command exits non-zero), not a PDF.
    let dir = tempfile::tempdir().unwrap();
    let args = gunbai::cli::PrintArgs {
        game: "saigoku".into(),
        what: "aid".into(),
        session: None,
        paper: "a4".into(),
        out: Some(dir.path().join("aid.pdf")),
        counter_mm: None,
        bleed_mm: None,
        duplex_offset: None,
        no_backs: false,
        scenario: Some("nonsense".into()),
        options: vec![],
        force: false,
    };
    assert!(gunbai::cli::print::print_command(&args).is_err());
    assert!(!dir.path().join("aid.pdf").exists());
}

#[test]
fn rule_print_sekigahara_aid_with_its_scenario_lists_the_set_up_once() {
    let g = game("sekigahara");
    let id = g.scenarios()[0].id.clone();
    let o = PrintOptions {
        scenario: Some(id),
        ..opts()
    };
    let pdf = print::render(g.as_ref(), What::Aid, None, &o).unwrap();
    let flat = gunbai_compact(
        &runs(&pdf)
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join(" "),
    );
    // Every placement line names the place then its counters: "金泽:前田利长、…".
    let n = flat.matches("金泽:前田利长").count();
    assert_eq!(n, 1, "the 金泽 placement printed {n} times");
}

#[test]
fn rule_print_shogun_cards_are_not_cut_short_and_its_counter_sheet_says_spares() {
    let g = game("shogun");
    let pdf = print::render(g.as_ref(), What::Cards, None, &opts()).unwrap();
    let cut: Vec<String> = runs(&pdf)
        .into_iter()
        .map(|r| r.text)
        .filter(|t| t.contains('…'))
        .collect();
    assert!(cut.is_empty(), "cut short: {cut:?}");
    let flat = gunbai_compact(
        &runs(&pdf)
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join(" "),
    );
    let pdf = print::render(g.as_ref(), What::Counters, None, &opts()).unwrap();
    let counters = gunbai_compact(
        &runs(&pdf)
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join(" "),
    );
    assert!(
        counters.contains("SPARE"),
        "the sheet does not say its markers are spares"
    );
    // One form per game: the 中文 cards' 剧场 and 起义 on the 中文 counters too, never 劇場 / 起義.
    let zh = PrintOptions {
        lang: gunbai::core::Lang::Zh,
        ..opts()
    };
    let counters = gunbai_compact(
        &runs(&print::render(g.as_ref(), What::Counters, None, &zh).unwrap())
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join(" "),
    );
    for (want, not) in [("剧场", "劇場"), ("起义", "起義")] {
        assert!(counters.contains(want) && !counters.contains(not), "{want}");
        assert!(!flat.contains(not), "cards: {not}");
    }
}

#[test]
fn rule_print_saigoku_names_one_form_on_counters_and_cards() {
    let g = game("saigoku");
    let cards = gunbai_compact(
        &runs(&print::render(g.as_ref(), What::Cards, None, &opts()).unwrap())
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join(" "),
    );
    let counters = gunbai_compact(
        &runs(&print::render(g.as_ref(), What::Counters, None, &opts()).unwrap())
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join(" "),
    );
    for (counter_form, other) in [("大内義長", "大内义长"), ("刺賀長信", "刺贺长信")]
    {
        assert!(
            counters.contains(counter_form),
            "{counter_form} on the counters"
        );
        assert!(cards.contains(counter_form), "{counter_form} on the cards");
        assert!(!cards.contains(other), "cards print {other} too");
    }
}

#[test]
fn rule_print_packups_speak_players_words_and_list_placeholder_tables_in_every_game() {
    for id in GAMES {
        let g = game(id);
        let s = session_of(&g);
        let pdf = print::render(g.as_ref(), What::Packup, Some(&s), &opts()).unwrap();
        let text = runs(&pdf)
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join("\n");
        assert!(!text.contains("玩家: 0"), "{id}: Players 0");
        assert!(
            !text.contains("剧本: —"),
            "{id}: a scenario line without a scenario"
        );
        for k in s.header.setup.options.keys() {
            if k.contains('-') {
                assert!(!text.contains(k.as_str()), "{id}: option key {k} on paper");
            }
        }
        if !g.placeholders().is_empty() {
            assert!(
                text.to_lowercase().contains("placeholder"),
                "{id}: the pack-up does not list its placeholder tables"
            );
        }
    }
}

#[test]
fn rule_print_back_art_stays_clear_of_the_footer_with_bleed_and_offset() {
    let footer = gunbai::print::layout::layout().footer_mm;
    for id in ["saigoku", "sekigahara"] {
        let g = game(id);
        for what in [What::Counters, What::Cards] {
            let o = PrintOptions {
                counter_mm: 20.0,
                bleed_mm: 3.0,
                duplex_offset_mm: (10.0, -10.0),
                ..opts()
            };
            let Ok(pdf) = print::render(g.as_ref(), what, None, &o) else {
                continue;
            };
            let (pw, _) = o.paper.size_mm();
            for d in parse(&pdf) {
                if let Drawn::Fill(f) = d
                    && !f.path
                {
                    assert!(
                        f.y >= footer - 0.01 && f.x >= 4.99 && f.x + f.w <= pw - 4.99,
                        "{id} {what} page {}: art at x {:.1}..{:.1}, y {:.1} (footer line at {footer})",
                        f.page + 1,
                        f.x,
                        f.x + f.w,
                        f.y
                    );
                }
            }
        }
    }
}
