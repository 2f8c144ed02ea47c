//! Checks a 西国之雄 state that did not come from set-up and play (a pack-up snapshot, a hand-edited
//! file) as strictly as a set-up: the scenario exists, Inning and stage within range, every unit once
//! with a known counter and army, forces made of those units in real hexes, castles from the castle list,
//! values within the ranges the rules give them (issue 9, item 12).

use rustc_hash::{FxHashMap, FxHashSet};

use super::data::{SaigokuData, parse_siege_cell};
use super::state::{Pending, State};
use crate::core::RuleError;
use crate::core::params::shorten;
use crate::tables::grid::Grid;
use crate::tables::{TableError, TableFiles};

/// The app has no map: a hex is the four-digit number printed on the board (column, row), as the
/// scenarios and the castle list write them. Choice: anything else is refused in a snapshot.
fn is_hex(h: &str) -> bool {
    super::hex::Hex::parse(h).is_some() && h.trim() == h
}

/// A set of names sized for `n` of them at the start (issue 23: growing the sets of `check_state` one
/// rehash at a time was a tenth of it, and it runs after every step of random play).
fn sized<'a>(n: usize) -> FxHashSet<&'a str> {
    FxHashSet::with_capacity_and_hasher(n, Default::default())
}

pub fn check_state(d: &SaigokuData, s: &State) -> Result<(), RuleError> {
    let Some(sc) = d.scenario(&s.scenario) else {
        return Err(RuleError::input(
            "scenario",
            crate::msg!(
                "saigoku-not-scenario-this-game",
                scenario = shorten(&s.scenario)
            ),
        ));
    };
    // [4-1]: Innings 1..=the scenario's count, stages 0 (start) to 4.
    if s.innings != sc.innings {
        return Err(RuleError::input(
            "innings",
            crate::msg!(
                "saigoku-scenario-has-innings-got",
                id = &sc.id,
                innings = sc.innings,
                innings2 = s.innings
            ),
        ));
    }
    if !(1..=s.innings).contains(&s.inning) {
        return Err(RuleError::input(
            "inning",
            crate::msg!(
                "saigoku-expected-got-5",
                innings = s.innings,
                inning = s.inning
            ),
        ));
    }
    if s.stage > 4 {
        return Err(RuleError::input(
            "stage",
            crate::msg!("saigoku-expected-got-6", stage = s.stage),
        ));
    }
    // Hash sets: `check_state` runs after every step of random play (issue 23).
    let mut armies = sized(s.armies.len());
    for a in &s.armies {
        if !armies.insert(a.id.as_str()) {
            return Err(RuleError::input(
                "armies",
                crate::msg!("saigoku-appears-twice", id = shorten(&a.id)),
            ));
        }
        let Some(spec) = sc.army.iter().find(|x| x.id == a.id) else {
            return Err(RuleError::input(
                "armies",
                crate::msg!(
                    "saigoku-not-army-scenario",
                    id = shorten(&a.id),
                    id2 = &sc.id
                ),
            ));
        };
        // [29.0, 14-2]: side, ops phase and replacement table are the scenario's, never changed in
        // play (the sequence of play and the replacement roll rely on them).
        if a.side != spec.side || a.phase != spec.phase || a.table != spec.table {
            return Err(RuleError::input(
                "armies",
                crate::msg!(
                    "saigoku-side-ops-phase-replacement-table",
                    id = &a.id,
                    id2 = &sc.id,
                    side = &spec.side,
                    phase = &spec.phase,
                    table = &spec.table
                ),
            ));
        }
    }
    if let Some(a) = sc.army.iter().find(|x| !armies.contains(x.id.as_str())) {
        return Err(RuleError::input(
            "armies",
            crate::msg!("saigoku-scenario-missing", id = &a.id, id2 = &sc.id),
        ));
    }
    // [2-2-1]: a unit has 2 steps (full), 1 (reduced) or 0 (eliminated); action rating 1..=4.
    let mut units = sized(s.units.len());
    for u in &s.units {
        if !units.insert(u.name.as_str()) {
            return Err(RuleError::input(
                "units",
                crate::msg!("saigoku-appears-twice-2", shorten = shorten(&u.name)),
            ));
        }
        if !d.has_counter(&u.counter) {
            return Err(RuleError::input(
                "units",
                crate::msg!(
                    "saigoku-no-counter",
                    shorten = shorten(&u.name),
                    counter = shorten(&u.counter)
                ),
            ));
        }
        if !armies.contains(u.army.as_str()) {
            return Err(RuleError::input(
                "units",
                crate::msg!(
                    "saigoku-no-army",
                    shorten = shorten(&u.name),
                    army = shorten(&u.army)
                ),
            ));
        }
        if u.steps > 2 {
            return Err(RuleError::input(
                "units",
                crate::msg!("saigoku-steps-at-most", name = &u.name, steps = u.steps),
            ));
        }
        if !(1..=4).contains(&u.action) {
            return Err(RuleError::input(
                "units",
                crate::msg!("saigoku-action-rating", name = &u.name, action = u.action),
            ));
        }
        for (what, v) in [
            ("strength", u.strength),
            ("reduced", u.reduced),
            ("field", u.field),
        ] {
            if !(0..=99).contains(&v) {
                return Err(RuleError::input(
                    "units",
                    crate::msg!("saigoku-out-range", name = &u.name, what = what, v = v),
                ));
            }
        }
    }
    // [9-1]: a force is a leader and the units in its command boxes; no unit in two forces.
    let mut placed = sized(s.units.len());
    for f in &s.forces {
        for m in f.names() {
            if !units.contains(m) {
                return Err(RuleError::input(
                    "forces",
                    crate::msg!("saigoku-not-unit", m = shorten(m)),
                ));
            }
            if !placed.insert(m) {
                return Err(RuleError::input(
                    "forces",
                    crate::msg!("saigoku-two-forces", m = m),
                ));
            }
        }
        if !is_hex(&f.hex) {
            return Err(RuleError::input(
                "forces",
                crate::msg!(
                    "saigoku-not-hex-number",
                    leader = &f.leader,
                    hex = shorten(&f.hex)
                ),
            ));
        }
        // [10-3]: morale 0 to −4.
        if !(-4..=0).contains(&f.morale) {
            return Err(RuleError::input(
                "forces",
                crate::msg!("saigoku-morale-3", leader = &f.leader, morale = f.morale),
            ));
        }
    }
    let mut castles = sized(s.castles.len());
    for c in &s.castles {
        if !castles.insert(c.hex.as_str()) {
            return Err(RuleError::input(
                "castles",
                crate::msg!("saigoku-appears-twice-3", hex = shorten(&c.hex)),
            ));
        }
        if d.castle(&c.hex).is_none() {
            return Err(RuleError::input(
                "castles",
                crate::msg!("saigoku-not-castle-list", hex = shorten(&c.hex)),
            ));
        }
        // [16], [18]: level 0..=3, durability 0..=10 (at most its full value), castle morale 0 to −4.
        if !(0..=3).contains(&c.level)
            || !(0..=10).contains(&c.max_durability)
            || !(0..=c.max_durability).contains(&c.durability)
            || !(-4..=0).contains(&c.morale)
        {
            return Err(RuleError::input(
                "castles",
                crate::msg!("saigoku-level-durability-or-morale-out", hex = &c.hex),
            ));
        }
        if let Some(o) = &c.owner
            && !armies.contains(o.as_str())
        {
            return Err(RuleError::input(
                "castles",
                crate::msg!("saigoku-no-army-2", hex = &c.hex, o = shorten(o)),
            ));
        }
    }
    for h in s.demanded.iter().chain(&s.siege_checked) {
        if !castles.contains(h.as_str()) {
            return Err(RuleError::input(
                "castles",
                crate::msg!("saigoku-not-castle", h = shorten(h)),
            ));
        }
    }
    check_positions(s)
}

/// What play keeps true and `apply` relies on (issue 25 "every game"): every living unit is on the
/// map in one force and no dead one is [25-1]; a leader is alive; a garrison sits in a castle of
/// its own side that is not a ruin [16-1-1, 21-1 (1)]; a besieger in an enemy castle's hex [18-1];
/// the two sides' forces outside castles never share a hex [15-6-2, 23-4-3], except forces that
/// still have to withdraw or retreat (the step waiting for them says so).
pub fn check_positions(s: &State) -> Result<(), RuleError> {
    let mut in_force = sized(s.units.len());
    in_force.extend(s.forces.iter().flat_map(|f| f.names()));
    for u in &s.units {
        let army_gone = s.army(&u.army).map(|a| a.destroyed).unwrap_or(false);
        if u.steps > 0 && !in_force.contains(u.name.as_str()) && !army_gone {
            return Err(RuleError::input(
                "units",
                crate::msg!("saigoku-has-steps-but-no-force", name = &u.name),
            ));
        }
        if u.steps == 0 && in_force.contains(u.name.as_str()) {
            return Err(RuleError::input(
                "forces",
                crate::msg!("saigoku-eliminated-but-still-force", name = &u.name),
            ));
        }
    }
    // Each force's side, looked up once (issue 23: a look-up through its leader and army).
    let sides: Vec<&str> = s.forces.iter().map(|f| s.side_of(f)).collect();
    for (f, &side) in s.forces.iter().zip(&sides) {
        let castle = s.castle(&f.hex);
        let owner_side = castle
            .and_then(|c| c.owner.as_ref())
            .map(|o| s.army(o).map_or("", |a| a.side.as_str()));
        if f.garrison {
            match castle {
                None => {
                    return Err(RuleError::input(
                        "forces",
                        crate::msg!(
                            "saigoku-garrisoned-which-has-no-castle",
                            leader = &f.leader,
                            hex = &f.hex
                        ),
                    ));
                }
                Some(c) if c.ruined => {
                    return Err(RuleError::input(
                        "forces",
                        crate::msg!(
                            "saigoku-garrisoned-ruin",
                            leader = &f.leader,
                            name = &c.name
                        ),
                    ));
                }
                Some(c) if owner_side != Some(side) => {
                    return Err(RuleError::input(
                        "forces",
                        crate::msg!(
                            "saigoku-garrisoned-castle-other-side",
                            leader = &f.leader,
                            name = &c.name
                        ),
                    ));
                }
                Some(_) => {}
            }
            if f.besieging {
                return Err(RuleError::input(
                    "forces",
                    crate::msg!("saigoku-both-garrisoned-besieging", leader = &f.leader),
                ));
            }
        }
        if f.besieging {
            let ok = castle.map(|c| !c.ruined).unwrap_or(false) && owner_side != Some(side);
            if !ok {
                return Err(RuleError::input(
                    "forces",
                    crate::msg!(
                        "saigoku-besieges-where-there-no-enemy",
                        leader = &f.leader,
                        hex = &f.hex
                    ),
                ));
            }
        }
    }
    let waiting: Vec<&String> = match &s.pending {
        Some(Pending::SkirmishDamage { defenders, .. }) => defenders.iter().collect(),
        Some(Pending::BattleRetreat { forces, .. }) | Some(Pending::Withdraw { forces, .. }) => {
            forces.iter().collect()
        }
        _ => Vec::new(),
    };
    // The forces outside castles by hex, with their sides: each force is compared with the few
    // others of its hex, not with every force (issue 23).
    let outside: Vec<(&super::state::Force, &str)> = s
        .forces
        .iter()
        .zip(sides)
        .filter(|(f, _)| !f.garrison && !waiting.contains(&&f.leader))
        .collect();
    let mut by_hex: FxHashMap<&str, Vec<(&super::state::Force, &str)>> =
        FxHashMap::with_capacity_and_hasher(outside.len(), Default::default());
    for &(f, side) in &outside {
        by_hex.entry(&f.hex).or_default().push((f, side));
    }
    for &(f, side) in &outside {
        if let Some((e, _)) = by_hex[f.hex.as_str()].iter().find(|(_, es)| *es != side) {
            return Err(RuleError::input(
                "forces",
                crate::msg!(
                    "saigoku-are-enemies-outside-any-castle",
                    leader = &f.leader,
                    leader2 = &e.leader,
                    hex = &f.hex
                ),
            ));
        }
    }
    Ok(())
}

/// The castle tables against the scenarios [8-1, 8-3, 33.2]: every castle a map hex; every row of
/// the castle list a castle of castles.toml; every owner cell an army of its scenario and every 本城
/// an army of some scenario — so a set-up, a save and a restore never meet an unknown army.
fn check_castles(files: &TableFiles, d: &SaigokuData) -> Result<(), TableError> {
    let castles = files.display_name("castles.toml");
    let list = files.display_name("castle-list.toml");
    for c in &d.castles {
        if super::hex::Hex::parse(&c.hex).is_none() {
            return Err(TableError::invalid(
                &castles,
                format!("rows.{}", shorten(&c.hex)),
                "a castle's key is its hex: four digits, column then row, each from 01",
            ));
        }
    }
    for r in &d.castle_list.rows {
        if d.castle(&r.key).is_none() {
            return Err(TableError::invalid(
                &list,
                format!("rows.{}", shorten(&r.key)),
                "no castle of castles.toml has this hex",
            ));
        }
    }
    for c in &d.castles {
        for (scenario, army) in &c.owners {
            let Some(sc) = d.scenario(scenario) else {
                return Err(TableError::invalid(
                    &list,
                    format!("rows.{}.s{scenario}", c.hex),
                    format!("there is no scenario {scenario}"),
                ));
            };
            if !sc.army.iter().any(|a| a.id == *army) {
                return Err(TableError::invalid(
                    &list,
                    format!("rows.{}.s{scenario}", c.hex),
                    format!(
                        "'{}' is not an army of scenario {scenario} ({})",
                        shorten(army),
                        sc.army
                            .iter()
                            .map(|a| a.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                ));
            }
        }
        if let Some(h) = &c.home
            && !d
                .scenarios
                .iter()
                .any(|sc| sc.army.iter().any(|a| a.id == *h))
        {
            return Err(TableError::invalid(
                &list,
                format!("rows.{}.home", c.hex),
                format!("'{}' is not an army of any scenario", shorten(h)),
            ));
        }
    }
    Ok(())
}

/// Result grammar of siege and castle-event cells [18-2]: `-`, or effects joined by `,` from `event`,
/// `fall`, `lift`, `morale N`, `durability N`; the castle-event table also takes `hand: …` for an effect
/// the players apply by hand. Choice (issue 9): any other word is refused when the table is loaded,
/// checked or saved: a typo like "banana" used to count silently as no effect.
fn siege_cell_error(cell: &str, hand_allowed: bool) -> Option<String> {
    let e = parse_siege_cell(cell);
    let bad: Vec<&String> = e
        .text
        .iter()
        .filter(|t| !(hand_allowed && t.starts_with("hand:")))
        .collect();
    let first = bad.first()?;
    Some(format!(
        "'{}' is not a result: use '-', 'event', 'fall', 'lift', 'morale N', 'durability N'{}, joined by ','",
        shorten(first),
        if hand_allowed { " or 'hand: …'" } else { "" }
    ))
}

fn check_cells(
    files: &TableFiles,
    name: &str,
    g: &Grid,
    bad: impl Fn(&str) -> Option<String>,
) -> Result<(), TableError> {
    for r in &g.rows {
        for (i, c) in r.cells.iter().enumerate() {
            if let Some(m) = bad(c) {
                return Err(TableError::invalid(
                    &files.display_name(name),
                    format!("rows.{}.cells[{i}]", r.key),
                    m,
                ));
            }
        }
    }
    Ok(())
}

/// What loading the data does not check but play needs: every result cell in its table's grammar,
/// numbered rows without gaps where the modified roll picks the row, and a counter for every unit a
/// scenario places. Run by every load, so `tables check`, the table editor and play agree.
pub fn check_tables(files: &TableFiles, d: &SaigokuData) -> Result<(), TableError> {
    check_cells(files, "siege.toml", &d.siege, |c| {
        siege_cell_error(c, false)
    })?;
    check_cells(files, "siege-event.toml", &d.siege_event, |c| {
        siege_cell_error(c, true)
    })?;
    // Rows read with a modified roll, clamped to the table [18-2-1 (3)], [20-3], [36.7 (1)], and the
    // CRT [23-2, 24-2-3]: numbered without gaps, so every clamped roll finds its row (an extra row
    // '8' without a '7' used to fail only in play).
    for (name, g) in [
        ("crt.toml", &d.crt),
        ("siege-event.toml", &d.siege_event),
        ("surrender.toml", &d.surrender),
        ("ouchi-activation.toml", &d.ouchi),
    ] {
        g.check_numbered_rows(&files.display_name(name))?;
    }
    // [14-2]: a replacement table is read with the bare die: rows 1 to 6, no more.
    for (army, g) in &d.replacement {
        let file = files.display_name(&format!("replacement-{army}.toml"));
        if let Some(r) = g
            .rows
            .iter()
            .find(|r| !["1", "2", "3", "4", "5", "6"].contains(&r.key.trim()))
        {
            return Err(TableError::invalid(
                &file,
                "rows",
                format!(
                    "row '{}' is never read: the replacement roll is one die, rows 1 to 6",
                    shorten(&r.key)
                ),
            ));
        }
    }
    check_castles(files, d)?;
    // [36.7 (1)]: '○' activates, blank or '-' does not.
    check_cells(files, "ouchi-activation.toml", &d.ouchi, |c| {
        (!matches!(c.trim(), "" | "-" | "○")).then(|| {
            format!(
                "'{}' is not a result: use '○' (activates) or leave it blank",
                shorten(c)
            )
        })
    })?;
    let counters = files.display_name("counters.toml");
    if d.counters_grid.rows.is_empty() {
        return Err(TableError::invalid(
            &counters,
            "rows",
            "the counter list has no rows",
        ));
    }
    for sc in &d.scenarios {
        for p in &sc.place {
            if let Some(name) = p.units.iter().find(|n| d.counter(n).is_none()) {
                return Err(TableError::invalid(
                    &counters,
                    "rows",
                    format!(
                        "no row for {} (scenario {} places it)",
                        shorten(d.counter_id(name)),
                        sc.id
                    ),
                ));
            }
        }
    }
    Ok(())
}
