//! The set-up checklist (seed 1) read from the set-up state, and the legend of the symbols the Shogun
//! panel and aid draw, as catalogue messages.

use super::say::{self, rule, ruling};
use super::{ShogunData, State};
use crate::core::{Msg, Sep};
use crate::msg;

/// What the table puts where before the first round (seed 1), read from the set-up STATE: the board side
/// and the provinces out of play for the player count, each player's material and coins as the state has
/// them, the provinces and cubes each player starts with (designated, seed 6) or the portions still to
/// place (draft, seed 1.(3)–(4)), the bank, the tracks, the tower and the decks as the options say.
pub fn setup_checklist(data: &ShogunData, s: &State) -> Vec<Msg> {
    let mut out = Vec::new();
    let n = s.players.len() as u8;
    // Seed 1.(1): the side, and with 3 players the 8 marked provinces out of the game.
    let in_play: Vec<String> = s.provinces.keys().cloned().collect();
    let out_of_play: Vec<String> = data
        .provinces(s.side, 5)
        .into_iter()
        .filter(|p| !in_play.contains(&p.name))
        .map(|p| p.name)
        .collect();
    if out_of_play.is_empty() {
        out.push(msg!(
            "shogun-check-board-all",
            side = say::side(s.side),
            n = in_play.len(),
            rule = rule("1.(1)")
        ));
    } else {
        out.push(msg!(
            "shogun-check-board-out",
            side = say::side(s.side),
            players = n,
            n = out_of_play.len(),
            provinces = say::provs(data, &out_of_play),
            rule = rule("1.(1)")
        ));
    }
    // Seed 1.(2): each player's material, in seat order.
    for (i, p) in s.players.iter().enumerate() {
        out.push(msg!(
            "shogun-check-seat",
            seat = i + 1,
            player = say::who(s, &p.colour),
            coins = p.coins,
            rule = rule("1.(2)")
        ));
    }
    match &s.draft {
        // Seed 6: designated start — the provinces and cubes the state gives each player.
        None => {
            for p in &s.players {
                let held = s.holdings(&p.colour);
                let placed = held.iter().map(|name| {
                    msg!(
                        "shogun-check-placed",
                        province = say::prov(data, name),
                        n = s.provinces[name].cubes
                    )
                });
                out.push(msg!(
                    "shogun-check-designated",
                    player = say::who(s, &p.colour),
                    n = held.len(),
                    placed = Msg::join(placed, Sep::Comma),
                    supply = p.supply,
                    rule = rule("6")
                ));
            }
        }
        // Seed 1.(3)–(4): the draft — the deck, the portions on the player boards.
        Some(d) => {
            let cards = in_play.len();
            out.push(if s.options.virtual_decks {
                msg!("shogun-check-deck-app", n = cards, rule = rule("1.(3)"))
            } else {
                msg!("shogun-check-deck-table", n = cards, rule = rule("1.(3)"))
            });
            for p in &s.players {
                let portions = d.portions.get(&p.colour).cloned().unwrap_or_default();
                let total: u32 = portions.iter().sum();
                out.push(msg!(
                    "shogun-check-portions",
                    player = say::who(s, &p.colour),
                    n = portions.len(),
                    total = total,
                    portions = Msg::join(
                        portions.iter().map(|x| Msg::plain(x.to_string())),
                        Sep::Comma
                    ),
                    rule = rule("1.(3)–(4)")
                ));
            }
        }
    }
    // Seed 1.(4): the neutral provinces' cards form the bank.
    let neutral = s.provinces.values().filter(|p| p.owner.is_none()).count();
    if s.draft.is_none() {
        out.push(msg!(
            "shogun-check-bank-cards",
            n = neutral,
            rule = rule("1.(4)")
        ));
    }
    // Seed 1.(5): the tracks.
    out.push(msg!("shogun-check-tracks", rule = rule("1.(5)")));
    // Seed 1.(5): the tower, as the tower option says.
    let primed = 7 * u32::from(n);
    out.push(if s.options.model_tower {
        msg!("shogun-check-tower-model", n = primed, rule = rule("1.(5)"))
    } else {
        msg!("shogun-check-tower-real", n = primed, rule = rule("1.(5)"))
    });
    // Seed 1.(6): the bank and the three decks, as the deck option says.
    out.push(msg!("shogun-check-bank", rule = rule("1.(6)")));
    out.push(if s.options.virtual_decks {
        msg!("shogun-check-decks-app", rule = rule("1.(6)"))
    } else {
        msg!("shogun-check-decks-table", rule = rule("1.(6)"))
    });
    // The readings switched on at set-up (Gunbai's rulings 6, 8 and 13 and their options).
    if s.options.literal_winter {
        out.push(msg!("shogun-check-variant-winter", rule = ruling(6)));
    }
    if s.options.winter_peasants_once {
        out.push(msg!("shogun-check-variant-once", rule = ruling(8)));
    }
    if s.options.e11_adds {
        out.push(msg!("shogun-check-variant-e11", rule = ruling(13)));
    }
    out
}

/// The symbols and colours the 將軍 panel (track, daimyo table, action cards, plans, board, tower) and its
/// aid use, and what each means. The symbol column holds glyphs only; colours are named in the words.
pub fn legend() -> Vec<(String, Msg)> {
    [
        ("■", msg!("shogun-legend-colour", rule = rule("1.(2)"))),
        ("□", msg!("shogun-legend-province")),
        ("×3", msg!("shogun-legend-cubes")),
        ("城", msg!("shogun-legend-buildings", rule = rule("2.(6)"))),
        ("▲", msg!("shogun-legend-revolts", rule = rule("5.(3)"))),
        ("▒", msg!("shogun-legend-face-down", rule = rule("2.(1)"))),
        ("1.", msg!("shogun-legend-act-order", rule = rule("2.(6)"))),
        ("✔", msg!("shogun-legend-planned", rule = rule("2.(3)"))),
        ("…", msg!("shogun-legend-not-planned", rule = rule("2.(3)"))),
        ("■×2", msg!("shogun-legend-tower", rule = rule("5"))),
        ("—", msg!("shogun-legend-nothing")),
        ("A1–A10", msg!("shogun-legend-acts", rule = rule("2.(6)"))),
        ("E1–E12", msg!("shogun-legend-events", rule = rule("2.(4)"))),
        ("*", msg!("shogun-legend-option")),
    ]
    .into_iter()
    .map(|(s, m)| (s.to_string(), m))
    .collect()
}
