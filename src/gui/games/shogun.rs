//! 將軍 Shogun panel: the round/phase track, the daimyo (coins, rice, score, supply, special card), the
//! board as its five colour regions (owner colour, cubes, buildings, revolt markers per province), the
//! planning and bid status (commitments only until the reveal), the cube tower and the winter report.

use egui::{Color32, Frame, RichText, Sense, Stroke, Ui};

use crate::core::Game;
use crate::core::Loaded;
use crate::core::ruleset::AnyState;
use crate::games::shogun::data::{REGIONS, colour_zh};
use crate::games::shogun::state::Phase;
use crate::games::shogun::{ShogunData, ShogunRules, State, tower};
use crate::gui::Lang;

pub struct Panel;

impl super::GamePanel for Panel {
    fn panel(&self, ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
        panel(ui, game, state, lang)
    }
}

/// Player colours on screen.
pub fn colour(c: &str) -> Color32 {
    match c {
        "red" => Color32::from_rgb(200, 40, 40),
        "yellow" => Color32::from_rgb(190, 140, 0),
        "blue" => Color32::from_rgb(40, 80, 200),
        "purple" => Color32::from_rgb(130, 50, 160),
        "black" => Color32::from_rgb(30, 30, 30),
        "green" => Color32::from_rgb(40, 150, 60),
        _ => Color32::GRAY,
    }
}

/// Region colours (the board's, not the players').
fn region_colour(r: &str) -> Color32 {
    match r {
        "green" => Color32::from_rgb(200, 230, 200),
        "red" => Color32::from_rgb(240, 205, 205),
        "purple" => Color32::from_rgb(225, 210, 240),
        "yellow" => Color32::from_rgb(245, 238, 190),
        _ => Color32::from_rgb(225, 210, 190),
    }
}

fn l(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => en,
        Lang::Zh => zh,
    }
}

fn colour_name(lang: Lang, c: &str) -> String {
    match lang {
        Lang::En | Lang::Ja => c.to_string(),
        Lang::Zh => colour_zh(c).to_string(),
    }
}

fn typed<'a>(game: &'a dyn Game, state: &'a AnyState) -> Option<(&'a ShogunData, &'a State)> {
    let l = game.as_any().downcast_ref::<Loaded<ShogunRules>>()?;
    Some((&l.data, state.downcast_ref::<State>()?))
}

pub fn panel(ui: &mut Ui, game: &dyn Game, state: &AnyState, lang: Lang) -> Option<String> {
    let (data, s) = typed(game, state)?;
    track(ui, s, lang);
    ui.separator();
    // The daimyo table and the five region columns scroll sideways in a column narrower than they
    // are (1024×768), never cut at its edge.
    egui::ScrollArea::horizontal()
        .id_salt("shogun_players")
        .show(ui, |ui| players(ui, s, lang));
    ui.separator();
    round_panel(ui, data, s, lang);
    ui.separator();
    let picked = egui::ScrollArea::horizontal()
        .id_salt("shogun_board")
        .show(ui, |ui| board(ui, data, s, lang))
        .inner;
    ui.separator();
    tower_panel(ui, s, lang);
    winter_panel(ui, s, lang);
    picked
}

fn track(ui: &mut Ui, s: &State, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{} {}/2", l(lang, "Year", "年"), s.year))
                .size(22.0)
                .strong(),
        );
        for (i, (en, zh)) in [
            ("Spring", "春"),
            ("Summer", "夏"),
            ("Autumn", "秋"),
            ("Winter", "冬"),
        ]
        .iter()
        .enumerate()
        {
            let t = RichText::new(l(lang, en, zh)).size(18.0);
            if i as u8 == s.season {
                ui.label(t.strong().underline());
            } else {
                ui.weak(t);
            }
        }
        let (en, zh) = s.phase.words();
        ui.label(RichText::new(l(lang, en, zh)).size(16.0));
    });
}

fn players(ui: &mut Ui, s: &State, lang: Lang) {
    egui::Grid::new("shogun_players")
        .striped(true)
        .show(ui, |ui| {
            for h in [
                l(lang, "Daimyo", "大名"),
                l(lang, "Coins", "金钱"),
                l(lang, "Rice", "稻米"),
                l(lang, "Score", "分数"),
                l(lang, "Cards", "领地卡"),
                l(lang, "Supply", "供应区"),
                l(lang, "Special", "特殊卡"),
            ] {
                ui.strong(h);
            }
            ui.end_row();
            for p in &s.players {
                ui.label(
                    RichText::new(format!("■ {}", colour_name(lang, &p.colour)))
                        .color(colour(&p.colour))
                        .strong(),
                );
                ui.label(p.coins.to_string());
                ui.label(p.rice.to_string());
                ui.label(p.score.to_string());
                ui.label(s.holdings(&p.colour).len().to_string());
                ui.label(p.supply.to_string());
                ui.label(
                    s.specials
                        .get(&p.colour)
                        .map(|x| {
                            let (en, zh) = x.words();
                            l(lang, en, zh).to_string()
                        })
                        .unwrap_or_default(),
                );
                ui.end_row();
            }
        });
}

fn round_panel(ui: &mut Ui, data: &ShogunData, s: &State, lang: Lang) {
    if let Some(d) = s
        .draft
        .as_ref()
        .filter(|_| matches!(s.phase, Phase::Draft | Phase::DraftDeal))
    {
        ui.horizontal_wrapped(|ui| {
            ui.strong(l(lang, "Face up:", "明牌："));
            ui.label(d.face_up.join(" · "));
        });
        for p in &s.players {
            let left: Vec<String> = d
                .portions
                .get(&p.colour)
                .map(|v| v.iter().map(u32::to_string).collect())
                .unwrap_or_default();
            ui.label(
                RichText::new(format!(
                    "{}: {} {}",
                    colour_name(lang, &p.colour),
                    l(lang, "portions left", "剩余兵力份额"),
                    left.join(" ")
                ))
                .color(colour(&p.colour)),
            );
        }
    }
    if let Some(e) = s.event.as_deref().and_then(|e| data.event(e)) {
        let (en, zh) = e.effect.words();
        ui.label(
            RichText::new(format!(
                "{} {}: {}",
                l(lang, "Event", "事件"),
                e.id,
                l(lang, en, zh)
            ))
            .strong(),
        );
    }
    if !s.events_up.is_empty() {
        ui.weak(format!(
            "{}: {}",
            l(lang, "Events face up", "翻开的事件"),
            s.events_up.join(", ")
        ));
    }
    if !s.action_order.is_empty() && s.phase != Phase::Deal {
        let up = s.actions_face_up();
        ui.horizontal_wrapped(|ui| {
            ui.weak(l(lang, "Action cards:", "行动卡："));
            for (i, a) in s.action_order.iter().enumerate() {
                let (en, zh) = a.words();
                let t = if i < up {
                    format!("{}. {}", i + 1, l(lang, en, zh))
                } else {
                    format!("{}. ▒", i + 1)
                };
                let current = s.phase == Phase::Actions && i == s.step;
                let rt = RichText::new(t);
                if current {
                    ui.label(rt.strong().color(Color32::from_rgb(200, 120, 0)));
                } else if s.phase == Phase::Actions && i < s.step {
                    ui.weak(rt.strikethrough());
                } else {
                    ui.label(rt);
                }
            }
        });
    }
    if s.phase == Phase::Planning || s.phase == Phase::Reveal {
        ui.horizontal_wrapped(|ui| {
            ui.weak(l(lang, "Planned:", "已规划："));
            for p in &s.players {
                match s.plans.get(&p.colour) {
                    Some(plan) => {
                        ui.label(
                            RichText::new(format!(
                                "✔ {} {}",
                                colour_name(lang, &p.colour),
                                crate::core::commit::short(&plan.commitment)
                            ))
                            .color(colour(&p.colour)),
                        );
                    }
                    None => {
                        ui.weak(format!("… {}", colour_name(lang, &p.colour)));
                    }
                }
            }
        });
    }
    if !s.bid_order.is_empty() && matches!(s.phase, Phase::Seating | Phase::Actions) {
        ui.horizontal_wrapped(|ui| {
            ui.strong(l(lang, "Bid order:", "出价顺序："));
            let order: Vec<String> = s
                .bid_order
                .iter()
                .map(|c| {
                    let bid = s.plans.get(c).map(|p| p.bid.clone()).unwrap_or_default();
                    format!("{} ({bid})", colour_name(lang, c))
                })
                .collect();
            ui.label(order.join(" → "));
        });
        if !s.turn.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.strong(l(lang, "Turn order:", "行动顺序："));
                ui.label(
                    s.turn
                        .iter()
                        .map(|c| colour_name(lang, c))
                        .collect::<Vec<_>>()
                        .join(" → "),
                );
            });
        }
    }
}

fn board(ui: &mut Ui, data: &ShogunData, s: &State, lang: Lang) -> Option<String> {
    let mut picked = None;
    let all = data.provinces(s.side, s.players.len() as u8);
    ui.label(RichText::new(l(lang, "Board: the five regions", "版图：五个区域")).strong());
    ui.columns(REGIONS.len(), |cols| {
        for (col, region) in cols.iter_mut().zip(REGIONS) {
            // The region's name on one line, left-aligned: "Region green" wrapped in a justified
            // column at 1024 px was stretched letter by letter ("R e g i o n"); the heading above
            // already says these are the regions.
            let name = match lang {
                Lang::En | Lang::Ja => {
                    let c = colour_name(lang, region);
                    let mut cs = c.chars();
                    cs.next()
                        .map(|f| f.to_uppercase().chain(cs).collect())
                        .unwrap_or(c)
                }
                Lang::Zh => format!("{}区", colour_name(lang, region)),
            };
            col.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.add(
                    egui::Label::new(RichText::new(name).strong())
                        .wrap_mode(egui::TextWrapMode::Extend),
                );
            });
            for card in all.iter().filter(|c| c.region == region) {
                let p = &s.provinces[&card.name];
                let frame = Frame::new()
                    .fill(region_colour(region))
                    .stroke(Stroke::new(
                        2.0,
                        p.owner.as_deref().map(colour).unwrap_or(Color32::GRAY),
                    ))
                    .inner_margin(3.0)
                    .corner_radius(3.0);
                let r = frame
                    .show(col, |ui| {
                        ui.set_width(ui.available_width());
                        // `columns` lays out justified, which would stretch a wrapped name letter by
                        // letter ("A w a - Shikoku"): the card's own lines are left-aligned.
                        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                            // The name in its own script, then the card's romanised name, each on one
                            // line: a narrow column never breaks a name (備/後) in two.
                            for (text, strong) in [(&card.zh, true), (&card.name, false)] {
                                let t = RichText::new(text).small().color(Color32::BLACK);
                                ui.add(
                                    egui::Label::new(if strong { t.strong() } else { t })
                                        .wrap_mode(egui::TextWrapMode::Truncate),
                                );
                            }
                            let mut line = String::new();
                            if let Some(o) = &p.owner {
                                line.push_str(&format!("{} ×{}", colour_name(lang, o), p.cubes));
                            } else {
                                line.push_str(l(lang, "neutral", "中立"));
                            }
                            for (has, en, zh) in [
                                (p.castle, "C", "城"),
                                (p.temple, "T", "社"),
                                (p.theatre, "Th", "剧"),
                            ] {
                                if has {
                                    line.push(' ');
                                    line.push_str(l(lang, en, zh));
                                }
                            }
                            // Revolt markers (rule 7.4): ▲ and their number (a glyph the fonts have).
                            if p.revolts > 0 {
                                line.push_str(&format!(" ▲{}", p.revolts));
                            }
                            ui.label(RichText::new(line).small().color(
                                p.owner.as_deref().map(colour).unwrap_or(Color32::DARK_GRAY),
                            ));
                        });
                    })
                    .response
                    .interact(Sense::click());
                if r.on_hover_text(format!(
                    "{} {} · {} {} · {} {} · {} {}",
                    card.zh,
                    card.name,
                    l(lang, "tax", "税"),
                    card.tax,
                    l(lang, "rice", "米"),
                    card.rice,
                    l(lang, "slots", "建筑位"),
                    card.slots
                ))
                .clicked()
                {
                    picked = Some(card.name.clone());
                }
            }
        }
    });
    picked
}

fn tower_panel(ui: &mut Ui, s: &State, lang: Lang) {
    let t = &s.tower;
    ui.label(RichText::new(l(lang, "Cube tower", "骰塔")).strong());
    let cubes = |ui: &mut Ui, label: &str, c: &tower::Cubes| {
        ui.horizontal_wrapped(|ui| {
            ui.weak(label);
            if c.is_empty() {
                ui.weak("—");
            }
            for (k, n) in c {
                ui.label(RichText::new(format!("■×{n}")).color(colour(k)));
            }
        });
    };
    cubes(ui, l(lang, "Tray:", "底盘："), &t.tray);
    cubes(ui, l(lang, "Inside:", "塔内："), &t.inside);
    cubes(ui, l(lang, "Last throw out:", "上次出塔："), &t.last_out);
    ui.weak(format!(
        "{} {:.2} · {} {:.2} · {}",
        l(lang, "stick", "卡住"),
        t.model.stick,
        l(lang, "release", "松脱"),
        t.model.release,
        if t.calibrated {
            l(lang, "calibrated", "已校准")
        } else {
            l(lang, "default values, not calibrated", "默认值，未校准")
        }
    ));
    if !s.options.model_tower {
        ui.weak(format!(
            "{} {}",
            t.log.len(),
            l(lang, "throws logged for calibration", "次投掷可用于校准")
        ));
    }
}

fn winter_panel(ui: &mut Ui, s: &State, lang: Lang) {
    if s.winter.is_empty() {
        return;
    }
    ui.separator();
    ui.label(RichText::new(l(lang, "Winter report", "冬季报告")).strong());
    for w in &s.winter {
        ui.label(format!(
            "{}: {} {} · {} {}{}",
            colour_name(lang, &w.colour),
            w.count,
            l(lang, "revolt(s)", "处起义"),
            w.peasants,
            l(lang, "peasant cube(s) each", "个民军/处"),
            if w.drawn.is_empty() {
                String::new()
            } else {
                format!(" · {}", w.drawn.join(", "))
            }
        ));
    }
}
