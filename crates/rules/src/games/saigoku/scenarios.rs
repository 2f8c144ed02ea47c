//! The four scenarios [33–37]: session set-up and the players' set-up checklist.

use super::data::{SaigokuData, ScenarioSpec};
use super::state::{Army, Castle, Force, OPTIONS, State, Step, Unit};
use crate::core::{RuleError, ScenarioInfo, Setup, Text};

pub fn infos(d: &SaigokuData) -> Vec<ScenarioInfo> {
    d.scenarios
        .iter()
        .map(|s| ScenarioInfo {
            id: s.id.clone(),
            title: s.title.clone().into(),
            min_players: 2,
            max_players: 2,
            blurb: format!(
                "{} — {}, {} Innings; {}; victory: {}",
                s.full_title,
                s.date,
                s.innings,
                s.side
                    .iter()
                    .map(|x| format!("{} ({})", x.name, x.id))
                    .collect::<Vec<_>>()
                    .join(" vs "),
                s.victory.join(" or ")
            )
            .into(),
            checklist: checklist(d, s).into_iter().map(Into::into).collect(),
        })
        .collect()
}

/// One line per thing to place on the table [33.2].
pub fn checklist(d: &SaigokuData, s: &ScenarioSpec) -> Vec<String> {
    let mut out = Vec::new();
    out.push(format!(
        "Inning marker on Inning 1 of {} ({}).",
        s.innings, s.rule
    ));
    let first = s
        .side
        .iter()
        .find(|x| x.id == s.first_setup)
        .map(|x| x.name.clone())
        .unwrap_or_default();
    out.push(format!("{first} sets up first."));
    for p in &s.place {
        let army = s
            .army
            .iter()
            .find(|a| a.id == p.army)
            .map(|a| a.name.clone())
            .unwrap_or_default();
        let castle = d.castle(&p.hex).map(|c| c.name.clone()).unwrap_or_default();
        out.push(format!(
            "{army} · {} {castle}: {}",
            p.hex,
            p.units.join("、")
        ));
    }
    for a in &s.army {
        let castles: Vec<String> = d
            .castles
            .iter()
            .filter(|c| c.owners.get(&s.id) == Some(&a.id))
            .map(|c| format!("{} {}", c.hex, c.name))
            .collect();
        if !castles.is_empty() {
            out.push(format!("{} castle markers: {}", a.name, castles.join(", ")));
        }
    }
    out.push("Castle markers for castles that start without units: from your 保有城一览表 (not in the rule text).".into());
    out.push("Form forces of units in the same hex (free at set-up, 33.2 (2)) with `reorganise`, then `advance`.".into());
    if s.victory.len() > 1 {
        out.push(format!(
            "Choose the victory condition before play: option victory={} (default game; {}).",
            s.victory.join("|"),
            if s.id == "2" { "35.6" } else { "36.6" }
        ));
    }
    for n in &s.notes {
        out.push(n.clone());
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
    let id = setup
        .scenario
        .clone()
        .ok_or_else(|| RuleError::input("scenario", format!("missing; expected {ids}")))?;
    let s = d
        .scenario(&id)
        .ok_or_else(|| RuleError::input("scenario", format!("expected {ids}, got {id}")))?;
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
                format!("expected a list of units, got {other}"),
            ));
        }
    };
    for u in &ungarrisoned {
        let placed = s.place.iter().find(|p| p.units.contains(u));
        match placed {
            None => {
                return Err(RuleError::input(
                    "ungarrisoned",
                    format!("{u} is not a unit of scenario {}", s.id),
                ));
            }
            Some(p) if d.castle(&p.hex).is_none() => {
                return Err(RuleError::input(
                    "ungarrisoned",
                    format!("{u} starts in {}, which has no castle (33.2 (2))", p.hex),
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
            format!(
                "scenario {} offers {}, got {victory}",
                s.id,
                s.victory.join("|")
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
                format!(
                    "unknown option; valid: victory, {}, ungarrisoned",
                    valid.join(", ")
                ),
            ));
        }
        let b = v
            .as_bool()
            .ok_or_else(|| RuleError::input(k, "expected true|false"))?;
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
        units,
        forces,
        castles,
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
    })
}

/// The set-up checklist in both languages, read from the set-up STATE [33.2], so that it follows the
/// set-up options: a unit named in `ungarrisoned` is listed outside its castle (33.2 (2)), the others
/// of a castle hex inside it; the chosen victory condition is named (35.6 / 36.6).
pub fn setup_checklist(d: &SaigokuData, s: &State) -> Vec<Text> {
    let Some(spec) = d.scenario(&s.scenario) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    out.push(Text::new(
        format!(
            "Inning marker on Inning 1 of {} ({}).",
            s.innings, spec.rule
        ),
        format!(
            "回合标记放在第 1 回合（共 {} 回合，{}）。",
            s.innings, spec.rule
        ),
    ));
    if let Some(first) = spec.side.iter().find(|x| x.id == spec.first_setup) {
        out.push(Text::new(
            format!("{} sets up first.", first.name),
            format!("{} 先布置。", first.name),
        ));
    }
    for a in &s.armies {
        for f in s
            .forces
            .iter()
            .filter(|f| s.unit(&f.leader).map(|u| &u.army) == Some(&a.id))
        {
            let castle = s
                .castle(&f.hex)
                .map(|c| c.name.clone())
                .or_else(|| d.castle(&f.hex).map(|c| c.name.clone()))
                .unwrap_or_default();
            let units = f.all().join("、");
            let (en, zh) = if castle.is_empty() {
                (String::new(), String::new())
            } else if f.garrison {
                (
                    " (inside the castle)".to_string(),
                    "（城内籠城）".to_string(),
                )
            } else {
                (" (outside the castle)".to_string(), "（城外）".to_string())
            };
            let at = format!("{} {castle}", f.hex);
            let at = at.trim_end();
            out.push(Text::new(
                format!("{} · {at}: {units}{en}", a.name),
                format!("{} · {at}：{units}{zh}", a.name),
            ));
        }
    }
    for a in &s.armies {
        let castles: Vec<String> = s
            .castles
            .iter()
            .filter(|c| c.owner.as_deref() == Some(a.id.as_str()))
            .map(|c| format!("{} {}", c.hex, c.name))
            .collect();
        if !castles.is_empty() {
            out.push(Text::new(
                format!("{} castle markers: {}", a.name, castles.join(", ")),
                format!("{} 城标：{}", a.name, castles.join("、")),
            ));
        }
    }
    out.push(Text::new(
        "Castle markers for castles that start without units: from your 保有城一览表 (not in the rule text).",
        "开局无单位的城的城标：按你的保有城一览表放置（规则正文未给出）。",
    ));
    out.push(Text::new(
        "Form forces of units in the same hex (free at set-up, 33.2 (2)), then end the set-up step.",
        "把同一格的单位编成部队（布置时免费，33.2 (2)），然后结束布置步骤。",
    ));
    // Ruling 2-1-1 (issue 25 item 7): said once at the table, since moves, attacks, retreats and
    // pursuits are refused by it.
    out.push(Text::new(
        "Hex distances (ruling 2-1-1): counted from the hex numbers (column, then row). The app does not know which columns your map sets half a hex lower, so it accepts a move, attack, retreat or pursuit that fits either way and refuses one that fits neither.",
        "格距（本作裁定 2-1-1）：按格号（先列后行）计算。本程序不知道地图上哪些列下移半格，因此两种排法之一成立即接受，两者都不成立才拒绝移动、攻击、撤退或追击。",
    ));
    if spec.victory.len() > 1 {
        let rule = if spec.id == "2" { "35.6" } else { "36.6" };
        let (en, zh) = if s.victory == "historical" {
            ("historical", "历史胜利")
        } else {
            ("game", "游戏胜利")
        };
        out.push(Text::new(
            format!("Victory condition chosen: {en} ({rule})."),
            format!("所选胜利条件：{zh}（{rule}）。"),
        ));
    }
    for n in &spec.notes {
        let en = n.replace("the `release` action", "the release action");
        let en = en.replace(" (use the `activate` action)", "");
        let zh = super::words::note_zh(n).unwrap_or(&en).to_string();
        out.push(Text::new(en, zh));
    }
    out
}
