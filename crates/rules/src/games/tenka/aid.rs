//! What the players read beside the board: the set-up checklist (rule 3-1) and the legend of the board
//! view's symbols. Every line is a catalogue message (`locales/<lang>/tenka.ftl`).

use super::data::TenkaData;
use super::state::{ChipMode, State, Step};
use super::{RULING_ALL_CHIPS, RULING_THICK_BORDER, RULING_THREE_POINT};
use crate::core::{Msg, Sep};
use crate::msg;

/// What the players put out before the first action, read from the set-up state (rule 3-1): the
/// storage and the tiles follow the player count, the chips line the chip option, the regions line
/// the scenario (and any region a state already gives a player, e.g. a resumed pack-up).
pub fn checklist(data: &TenkaData, s: &State) -> Vec<Msg> {
    let n = s.players.len();
    let mut v = vec![msg!("tenka-check-storage", n = s.storage, players = n)];
    for (i, p) in s.players.iter().enumerate() {
        v.push(msg!("tenka-check-tiles", who = s.who(i), n = p.tiles));
    }
    let order = Msg::join((0..n).map(|i| s.who(i)), Sep::Comma);
    v.push(msg!("tenka-check-order", order = order));
    v.push(match s.options.chips {
        ChipMode::App => msg!("tenka-check-chips-app"),
        ChipMode::Real => msg!("tenka-check-chips-real"),
    });
    if !s.options.all_chips {
        v.push(msg!(
            "tenka-check-partial",
            ruling = Msg::ruling(RULING_ALL_CHIPS)
        ));
    }
    let thick = Msg::ruling(RULING_THICK_BORDER);
    v.push(if s.options.thick_all_borders {
        msg!("tenka-check-thick-all", ruling = thick)
    } else {
        msg!("tenka-check-thick-any", ruling = thick)
    });
    let owned: Vec<(&String, usize)> = s
        .regions
        .iter()
        .filter_map(|(id, r)| r.owner.map(|o| (id, o)))
        .collect();
    if owned.is_empty() {
        v.push(match &s.step {
            Step::ChooseStart { player } => msg!("tenka-check-start", who = s.who(*player)),
            _ => msg!("tenka-check-neutral"),
        });
    }
    for (id, o) in owned {
        v.push(msg!(
            "tenka-check-region",
            region = id,
            who = s.who(o),
            n = s.regions[id].total()
        ));
    }
    if data.map_placeholder {
        v.push(msg!("tenka-check-placeholder"));
    }
    v
}

/// The symbols the board view draws, and what each means.
pub fn legend() -> Vec<(String, Msg)> {
    let e = |sym: &str, m: Msg| (sym.to_string(), m);
    vec![
        e("■", msg!("tenka-legend-owned")),
        e("中立", msg!("tenka-legend-neutral")),
        e("近江 2", msg!("tenka-legend-points")),
        e("兵 3", msg!("tenka-legend-troops")),
        e("━━", msg!("tenka-legend-thick")),
        e("──", msg!("tenka-legend-border")),
        e("▢", msg!("tenka-legend-attacked")),
        e(
            "▣",
            msg!(
                "tenka-legend-three-point",
                ruling = Msg::ruling(RULING_THREE_POINT)
            ),
        ),
        e("■×2", msg!("tenka-legend-attack-chips")),
        e("□×2", msg!("tenka-legend-defence-chips")),
        e("▶", msg!("tenka-legend-actor")),
        e("↔", msg!("tenka-legend-alliance")),
        e("★", msg!("tenka-legend-placeholder")),
    ]
}
