//! Questions about the position that several actions, the prompt and the pick-lists ask (who attacks,
//! where a retreat may go, what is over-stacked). A leaf: it reads the state and the map only.

use std::collections::BTreeMap;

use crate::games::seinan::data::{HONSHU, KAGOSHIMA, SeinanData};
use crate::games::seinan::state::{Battle, Side, State, Step};

/// Suggested stacking limit (rule 5.0(6)).
pub const STACK_LIMIT: usize = 10;

/// Digest B13: once replacement has started it goes on while the pool holds 2 and the line is open;
/// the stacking check (which comes after it, rule 7.0 order) closes it.
pub fn replacement_must_continue(data: &SeinanData, s: &State) -> bool {
    s.player == Side::Saigo
        && s.replaced > 0
        && !s.stacking_checked
        && s.pool().len() >= 2
        && s.line_open(data)
}

/// Boxes where the phasing side has more than the stacking limit (rule 5.0(6), digest B17). Ruling
/// (rule 5.0(6)): 本州 is exempt. Eliminated government units go there whatever the count, so a limit
/// there could never be met; the limit applies to the boxes of Kyushu. Players read it in the set-up
/// option's help and the set-up checklist.
pub fn over_stacked(s: &State) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.side() == Some(s.player)) {
        if let Some(b) = u.at().filter(|b| *b != HONSHU) {
            *counts.entry(b.to_string()).or_default() += 1;
        }
    }
    counts
        .into_iter()
        .filter(|(_, n)| *n > STACK_LIMIT)
        .collect()
}

/// The side attacking (or retreating) in the current step of a battle (rule 6.1(3)).
pub fn attacker(s: &State, b: &Battle) -> Side {
    match b.step {
        Step::NonPhasing => s.player.other(),
        Step::Phasing => s.player,
    }
}

/// The dice of an attack: the attacking side's units in the battle that roll (rule 6.2(1): not 西乡隆盛).
pub fn attack_dice(s: &State) -> Option<(Side, u32, bool)> {
    let b = s.battle.as_ref()?;
    let side = attacker(s, b);
    let n = s.in_box(&b.at, side).filter(|u| u.rolls()).count() as u32;
    Some((side, n, b.siege))
}

/// How many hits an allocation must name: every hit, up to what the stack can take (digest B8).
pub fn hits_to_allocate(s: &State) -> Option<(Side, usize)> {
    let b = s.battle.as_ref()?;
    let (target, hits) = b.pending?;
    let whole = b.siege && target == Side::Saigo;
    let capacity: u32 = s
        .in_box(&b.at, target)
        .map(|u| if whole { 1 } else { u32::from(u.steps()) })
        .sum();
    Some((target, hits.min(capacity) as usize))
}

/// Boxes the side retreating now may go to (rule 6.3(3), digest B20): adjacent by any road, without
/// enemy units, and never 本州 for the Saigo side. Empty: no retreat may be declared (rule 6.3(4)).
pub fn retreat_destinations(data: &SeinanData, s: &State) -> Vec<String> {
    let Some(b) = s.battle.as_ref() else {
        return Vec::new();
    };
    let side = attacker(s, b);
    data.neighbours(&b.at)
        .iter()
        .map(|(t, _)| t.clone())
        .filter(|t| !s.has(t, side.other()))
        .filter(|t| !(side == Side::Saigo && t == HONSHU))
        .collect()
}

/// Whether the Kagoshima breakout (rule 6.4③) is open to the side retreating now.
pub fn breakout_open(s: &State) -> bool {
    let Some(b) = s.battle.as_ref() else {
        return false;
    };
    attacker(s, b) == Side::Saigo
        && !s.breakout_used
        && s.takamori().and_then(|t| t.at()) == Some(b.at.as_str())
}

/// Where government units pushed out of 鹿儿岛 by the breakout may go (digest B10): adjacent boxes
/// without Saigo units; 本州 only when there is none.
pub fn evict_destinations(data: &SeinanData, s: &State) -> Vec<String> {
    let v: Vec<String> = data
        .neighbours(KAGOSHIMA)
        .iter()
        .map(|(t, _)| t.clone())
        .filter(|t| !s.has(t, Side::Saigo) && t != HONSHU)
        .collect();
    if v.is_empty() {
        vec![HONSHU.to_string()]
    } else {
        v
    }
}
