//! 天下布武's invariants (issue 23), checked after every step of random play (`fuzz-play`, the
//! random-play tests): what must hold in every state the rules reach, beyond `check_state`.

use super::state::{State, Step};

/// The violations found in `s` (empty when every invariant holds).
pub fn check(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    let n = s.players.len();
    // Control tiles (rule 2): each player's tiles are in hand, on a region or with an ally.
    let tiles = match n {
        2 | 3 => 6,
        4 => 5,
        _ => 4,
    };
    for (i, p) in s.players.iter().enumerate() {
        let on_board = s.regions.values().filter(|r| r.owner == Some(i)).count() as u32;
        let partners = s
            .alliances
            .iter()
            .filter(|(a, b)| *a == i || *b == i)
            .count() as u32;
        if p.tiles + on_board + partners != tiles {
            out.push(format!(
                "rule 2: {} has {} tiles in hand, {on_board} on the map, {partners} with allies: not {tiles}",
                p.colour, p.tiles
            ));
        }
    }
    // Troop pieces (rule 2): storage, hands and regions hold them all.
    let pieces = match n {
        2 => 6,
        3 => 8,
        4 => 9,
        _ => 10,
    };
    let held: u32 = s.storage
        + s.players.iter().map(|p| p.hand).sum::<u32>()
        + s.regions.values().map(|r| r.total()).sum::<u32>();
    if held != pieces {
        out.push(format!(
            "rule 2: {held} troop pieces accounted for, not {pieces}"
        ));
    }
    // An alliance is one pair of two different players (rule 4).
    let mut pairs = s.alliances.clone();
    pairs.sort_unstable();
    pairs.dedup();
    if pairs.len() != s.alliances.len() {
        out.push("rule 4: an alliance is listed twice".into());
    }
    if s.alliances
        .iter()
        .any(|(a, b)| a == b || *a >= n || *b >= n)
    {
        out.push("rule 4: an alliance of a player with itself or with no player".into());
    }
    if s.active >= n {
        out.push(format!("the active player {} is not in the game", s.active));
    }
    if let Step::DrawChoice { region } = &s.step
        && s.regions.get(region).and_then(|r| r.owner).is_none()
    {
        out.push(format!("a draw in {region}, which nobody holds"));
    }
    out
}
