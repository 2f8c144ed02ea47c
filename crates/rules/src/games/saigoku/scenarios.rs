//! The four scenarios [33–37]: session set-up and the players' set-up checklist.

use super::data::{SaigokuData, ScenarioSpec};
use super::state::{Army, Castle, Force, OPTIONS, State, Step, Unit};
use crate::core::{Msg, RuleError, ScenarioInfo, Sep, Setup};

pub fn infos(d: &SaigokuData) -> Vec<ScenarioInfo> {
    d.scenarios
        .iter()
        .map(|s| ScenarioInfo {
            id: s.id.clone(),
            title: Msg::plain(s.title.clone()),
            min_players: 2,
            max_players: 2,
            blurb: crate::msg!(
                "saigoku-scenario-blurb",
                full_title = &s.full_title,
                date = &s.date,
                innings = s.innings,
                sides = Msg::join(
                    s.side.iter().map(|x| Msg::plain(x.name.clone())),
                    Sep::Comma
                ),
                victory = Msg::join(s.victory.iter().map(|v| victory_name(v)), Sep::Comma)
            ),
            checklist: checklist(d, s),
        })
        .collect()
}

/// A victory condition of the scenario table (`game`, `historical`) by name; the ids are listed in
/// a test.
pub fn victory_name(v: &str) -> Msg {
    match v {
        "game" | "historical" => Msg::dynamic(format!("saigoku-victory-{v}")),
        other => Msg::plain(other),
    }
}

/// A scenario note of the table in the players' language: the notes the embedded table gives have
/// catalogue lines (ids `saigoku-note-N`, listed in a test); a note a player wrote shows as written.
pub fn note(n: &str) -> Msg {
    match NOTES.iter().find(|(e, _)| *e == n) {
        Some((_, i)) => {
            let m = Msg::dynamic(format!("saigoku-note-{i}"));
            match NOTE_RULINGS.iter().find(|(k, _)| k == i) {
                Some((_, r)) => m.arg("ruling", Msg::ruling(*r)),
                None => m,
            }
        }
        None => Msg::plain(n),
    }
}

/// The notes of the embedded scenario table and their catalogue numbers.
pub const NOTES: &[(&str, u32)] = &[
    ("Before play starts 毛利氏 may move 1 MP (34.7 (1)).", 1),
    (
        "刺贺长信 may not move until a 大内方 unit is adjacent to him; release him with the `release` action (34.7 (2)).",
        2,
    ),
    (
        "毛利氏 command capacities: 毛利元就 5; 毛利隆元, 吉川元春, 小早川隆景 2; the other 大将 0 (34.7 (3)).",
        3,
    ),
    (
        "毛利隆元, 吉川元春 and 小早川隆景 may command the other 4 大将 (34.7 (4), exception to 9-2-3).",
        4,
    ),
    ("Victory: higher score under rule 32 (34.6).", 5),
    (
        "Sides are blank in the source; 毛利方 = 毛利氏 + 吉见正赖, 福屋隆兼, 刺贺长信; 大内方 = 大内氏 + 益田氏 (digest A39).",
        6,
    ),
    (
        "Scenario 1 rules (2)–(4) apply: 刺贺长信 immobile, 毛利氏 command capacities, 大将 commanding 大将 (35.7 (1)).",
        7,
    ),
    (
        "Sea movement (35.7 (2)): one coastal hex per ops phase; 大内氏 one free sailing per game, then a 6 for each unit that sails; 毛利氏 5–6 once for the hex; forces sailing together end in the same coastal hex.",
        8,
    ),
    (
        "Victory (35.6): game = score under 32 with 山吹城 scored by level; historical = 大内方 wins by holding 宮之尾城.",
        9,
    ),
    (
        "大内氏 and 益田氏 may not act until activated (36.7 (1)): each Inning's situation-change phase the 大内方 player rolls on the 大内氏行动判定表, +1 per fallen 大内方 castle.",
        10,
    ),
    (
        "Immediate activation (36.7 (2)): a 尼子方 unit entering 周防 or 長門 activates both; attacking a 大内氏 force or castle activates 大内氏; attacking a 益田氏 force or castle activates 益田氏 (use the `activate` action).",
        11,
    ),
    (
        "Victory (36.6): game = score under 32; historical = 尼子方 wins by holding 郡山城 (3418) and removing at least 3 of the 5 毛利氏 units.",
        12,
    ),
    ("毛利方 sets up first (37.4).", 13),
    (
        "Victory: higher score under rule 32 (37.5). No special rules are given (digest A41).",
        14,
    ),
];
/// The notes that cite one of Gunbai's rulings (note, ruling).
const NOTE_RULINGS: &[(u32, u32)] = &[(6, 12), (14, 13)];

/// One line per thing to place on the table [33.2], from the scenario table.
pub fn checklist(d: &SaigokuData, s: &ScenarioSpec) -> Vec<Msg> {
    let mut out = Vec::new();
    out.push(crate::msg!(
        "saigoku-checklist-inning-marker",
        innings = s.innings,
        rule = &s.rule
    ));
    if let Some(first) = s.side.iter().find(|x| x.id == s.first_setup) {
        out.push(crate::msg!(
            "saigoku-checklist-sets-up-first",
            name = &first.name
        ));
    }
    for p in &s.place {
        let army = s
            .army
            .iter()
            .find(|a| a.id == p.army)
            .map(|a| a.name.clone())
            .unwrap_or_default();
        let castle = d.castle(&p.hex).map(|c| c.name.clone()).unwrap_or_default();
        let at = format!("{} {castle}", p.hex);
        out.push(crate::msg!(
            "saigoku-checklist-place",
            army = army,
            at = at.trim_end(),
            units = Msg::join(p.units.iter().map(|u| Msg::plain(u.clone())), Sep::Comma),
            where_ = "none"
        ));
    }
    for a in &s.army {
        let castles: Vec<Msg> = d
            .castles
            .iter()
            .filter(|c| c.owners.get(&s.id) == Some(&a.id))
            .map(|c| Msg::plain(format!("{} {}", c.hex, c.name)))
            .collect();
        if !castles.is_empty() {
            out.push(crate::msg!(
                "saigoku-checklist-castle-markers",
                name = &a.name,
                castles = Msg::join(castles, Sep::Comma)
            ));
        }
    }
    out.push(crate::msg!("saigoku-checklist-empty-castles"));
    out.push(crate::msg!("saigoku-checklist-form-forces"));
    out.push(crate::msg!(
        "saigoku-checklist-hex-distances",
        ruling = Msg::ruling(17)
    ));
    if s.victory.len() > 1 {
        let rule = if s.id == "2" { "35.6" } else { "36.6" };
        out.push(crate::msg!("saigoku-checklist-choose-victory", rule = rule));
    }
    for n in &s.notes {
        out.push(note(n));
    }
    out
}

pub fn setup(d: &SaigokuData, setup: &Setup) -> Result<State, RuleError> {
    let ids = d
        .scenarios
        .iter()
        .map(|s| s.id.clone())
        .collect::<Vec<_>>()
        .join("|");
    let id = setup.scenario.clone().ok_or_else(|| {
        RuleError::input(
            "scenario",
            crate::msg!("saigoku-missing-expected-2", ids = &ids),
        )
    })?;
    let s = d.scenario(&id).ok_or_else(|| {
        RuleError::input(
            "scenario",
            crate::msg!("saigoku-expected-got-4", ids = &ids, id = &id),
        )
    })?;
    // 33.2 (2): units in a castle hex may start garrisoned — they do unless named here.
    let ungarrisoned: Vec<String> = match setup.options.get("ungarrisoned") {
        None | Some(serde_json::Value::Null) => Vec::new(),
        Some(serde_json::Value::Array(a)) => a
            .iter()
            .map(|v| v.as_str().unwrap_or_default().to_string())
            .collect(),
        Some(serde_json::Value::String(t)) => t
            .split(',')
            .map(|x| x.trim().to_string())
            .filter(|x| !x.is_empty())
            .collect(),
        Some(other) => {
            return Err(RuleError::input(
                "ungarrisoned",
                crate::msg!("saigoku-expected-list-units-got", other = other.to_string()),
            ));
        }
    };
    for u in &ungarrisoned {
        let placed = s.place.iter().find(|p| p.units.contains(u));
        match placed {
            None => {
                return Err(RuleError::input(
                    "ungarrisoned",
                    crate::msg!("saigoku-not-unit-scenario", u = u, id = &s.id),
                ));
            }
            Some(p) if d.castle(&p.hex).is_none() => {
                return Err(RuleError::input(
                    "ungarrisoned",
                    crate::msg!("saigoku-starts-which-has-no-castle", u = u, hex = &p.hex),
                ));
            }
            Some(_) => {}
        }
    }
    let victory = setup
        .options
        .get("victory")
        .and_then(|v| v.as_str())
        .unwrap_or("game")
        .to_string();
    if !s.victory.contains(&victory) {
        return Err(RuleError::input(
            "victory",
            crate::msg!(
                "saigoku-scenario-offers-got",
                id = &s.id,
                victory = s.victory.join("|"),
                victory2 = &victory
            ),
        ));
    }
    let mut options = std::collections::BTreeMap::new();
    for (k, v) in &setup.options {
        if k == "victory" || k == "ungarrisoned" {
            continue;
        }
        if !OPTIONS.iter().any(|(o, _)| o == k) {
            let valid: Vec<&str> = OPTIONS.iter().map(|(o, _)| *o).collect();
            return Err(RuleError::input(
                k,
                crate::msg!(
                    "saigoku-unknown-option-valid-victory-ungarrisoned",
                    valid = valid.join(", ")
                ),
            ));
        }
        let b = v
            .as_bool()
            .ok_or_else(|| RuleError::input(k, crate::msg!("saigoku-expected-true-false")))?;
        options.insert(k.clone(), b);
    }
    let mut units = Vec::new();
    let mut forces = Vec::new();
    for p in &s.place {
        for name in &p.units {
            let c = d.counter(name).ok_or_else(|| {
                RuleError::Data(format!(
                    "counters.toml has no row for {} (scenario {})",
                    d.counter_id(name),
                    s.id
                ))
            })?;
            let command = s.command.get(name).copied().unwrap_or(c.command);
            // Scenario 1 rule (3)(4): the Mori 大将 listed there are ☆ (34.7).
            units.push(Unit {
                name: name.clone(),
                counter: d.counter_id(name).to_string(),
                army: p.army.clone(),
                rank: c.rank,
                steps: 2,
                strength: c.strength,
                reduced: c.reduced,
                field: c.field,
                action: c.action,
                command,
                immobile: s.immobile.contains(name),
            });
            // Each unit starts as its own force, garrisoned when it stands in a castle (33.2 (2)).
            forces.push(Force {
                leader: name.clone(),
                members: vec![],
                hex: p.hex.clone(),
                morale: 0,
                garrison: d.castle(&p.hex).is_some() && !ungarrisoned.contains(name),
                besieging: false,
                acted: false,
                detached: false,
                reorganised: false,
                leader_at: Default::default(),
            });
        }
    }
    let mut castles = Vec::new();
    for c in &d.castles {
        let Some(owner) = c.owners.get(&s.id) else {
            continue;
        };
        if !s.army.iter().any(|a| &a.id == owner) {
            return Err(RuleError::Data(format!(
                "castle-list.toml: castle {} names army '{owner}' that scenario {} does not have",
                c.hex, s.id
            )));
        }
        let side = s
            .army
            .iter()
            .find(|a| &a.id == owner)
            .map(|a| a.side.clone())
            .unwrap_or_default();
        castles.push(Castle {
            hex: c.hex.clone(),
            name: c.name.clone(),
            level: c.level,
            durability: c.durability,
            max_durability: c.durability,
            morale: 0,
            owner: Some(owner.clone()),
            home_of: c.home.clone().filter(|h| s.army.iter().any(|a| &a.id == h)),
            ruined: c.durability == 0,
            no_more_demands: false,
            refused: false,
            replenished: false,
            ouchi_side: s.id == "3" && side == "ouchi",
            fallen: false,
        });
    }
    let mut armies = Vec::new();
    for a in &s.army {
        // The 本城 from the castle list; an army without one uses its first set-up castle (placeholder
        // data, see castle-list.toml).
        let home = castles
            .iter()
            .find(|c| c.home_of.as_deref() == Some(a.id.as_str()))
            .map(|c| c.hex.clone())
            .or_else(|| {
                s.place
                    .iter()
                    .find(|p| p.army == a.id)
                    .map(|p| p.hex.clone())
            });
        armies.push(Army {
            id: a.id.clone(),
            name: a.name.clone(),
            side: a.side.clone(),
            phase: a.phase.clone(),
            table: a.table.clone(),
            home,
            active: !s.inactive.contains(&a.id),
            destroyed: false,
        });
    }
    for c in castles.iter_mut() {
        if c.home_of.is_none() {
            c.home_of = armies
                .iter()
                .find(|a| a.home.as_deref() == Some(c.hex.as_str()))
                .map(|a| a.id.clone());
        }
    }
    Ok(State {
        scenario: s.id.clone(),
        victory,
        innings: s.innings,
        inning: 1,
        stage: 0,
        step: Step::Setup,
        armies,
        units: units.into(),
        forces: forces.into(),
        castles: castles.into(),
        eliminated: vec![],
        ouchi_fallen: 0,
        activation_rolled: false,
        supply_done: false,
        ouchi_free_sea_used: false,
        sea_hex: None,
        sea_pass: None,
        sea_to: None,
        demanded: vec![],
        assaulted: vec![],
        siege_checked: vec![],
        pending: None,
        options,
        miyanoo: None,
        index: Default::default(),
    })
}

/// The set-up checklist, read from the set-up STATE [33.2], so that it follows the set-up options:
/// a unit named in `ungarrisoned` is listed outside its castle (33.2 (2)), the others of a castle hex
/// inside it; the chosen victory condition is named (35.6 / 36.6).
pub fn setup_checklist(d: &SaigokuData, s: &State) -> Vec<Msg> {
    let Some(spec) = d.scenario(&s.scenario) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    out.push(crate::msg!(
        "saigoku-checklist-inning-marker",
        innings = s.innings,
        rule = &spec.rule
    ));
    if let Some(first) = spec.side.iter().find(|x| x.id == spec.first_setup) {
        out.push(crate::msg!(
            "saigoku-checklist-sets-up-first",
            name = &first.name
        ));
    }
    for a in &s.armies {
        for f in s
            .forces
            .iter()
            .filter(|f| s.leader(f).map(|u| &u.army) == Some(&a.id))
        {
            let castle = s
                .castle(&f.hex)
                .map(|c| c.name.clone())
                .or_else(|| d.castle(&f.hex).map(|c| c.name.clone()))
                .unwrap_or_default();
            let where_ = if castle.is_empty() {
                "none"
            } else if f.garrison {
                "inside"
            } else {
                "outside"
            };
            let at = format!("{} {castle}", f.hex);
            out.push(crate::msg!(
                "saigoku-checklist-place",
                army = &a.name,
                at = at.trim_end(),
                units = Msg::join(f.all().into_iter().map(Msg::plain), Sep::Comma),
                where_ = where_
            ));
        }
    }
    for a in &s.armies {
        let castles: Vec<Msg> = s
            .castles
            .iter()
            .filter(|c| c.owner.as_deref() == Some(a.id.as_str()))
            .map(|c| Msg::plain(format!("{} {}", c.hex, c.name)))
            .collect();
        if !castles.is_empty() {
            out.push(crate::msg!(
                "saigoku-checklist-castle-markers",
                name = &a.name,
                castles = Msg::join(castles, Sep::Comma)
            ));
        }
    }
    out.push(crate::msg!("saigoku-checklist-empty-castles"));
    out.push(crate::msg!("saigoku-checklist-form-forces"));
    // Ruling 2-1-1 (Gunbai's ruling 17): said once at the table, since moves, attacks, retreats and
    // pursuits are refused by it.
    out.push(crate::msg!(
        "saigoku-checklist-hex-distances",
        ruling = Msg::ruling(17)
    ));
    if spec.victory.len() > 1 {
        let rule = if spec.id == "2" { "35.6" } else { "36.6" };
        out.push(crate::msg!(
            "saigoku-checklist-victory-chosen",
            victory = victory_name(&s.victory),
            rule = rule
        ));
    }
    for n in &spec.notes {
        out.push(note(n));
    }
    out
}
