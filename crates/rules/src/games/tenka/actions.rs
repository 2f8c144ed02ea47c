//! Tenka session actions: the sequence of play (rules 3-1, 3-2, 4, 5) as pure moves over [`State`].
//! Every action's inputs are a typed struct; [`view::blocked`] guards each one.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::data::TenkaData;
use super::moves::{
    after_gain, check_last_region, check_targets, counts, displacement_regions, dissolve, gain,
    judge_thick, next_turn, place_tile, redeploy_regions, thick_bonus,
};
use super::procedures::{self, ATTACK_CHIPS, DEFENCE_CHIPS, Winner};
use super::state::{State, Step, War};
use super::view::{self, blocked, defence_actor, unfought};
use crate::core::commit::{commitment, short};
use crate::core::typed::{NoInputs, TypedAction, parse};
use crate::core::{ActionCall, ActionSpec, Applied, DiceSource, KeySpec, RuleError};

/// Scenario 1: a starting region (rule 3-1).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChooseStart {
    pub region: String,
}
impl TypedAction for ChooseStart {
    const NAME: &'static str = "choose-start";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::text("region", "a region nobody has chosen").label("Region", "地域")]
    }
}

/// Rule 4: two players exchange a control tile.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Ally {
    pub a: String,
    pub b: String,
}
impl TypedAction for Ally {
    const NAME: &'static str = "ally";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("a", "one player (colour)").label("Player", "玩家"),
            KeySpec::text("b", "the other player (colour)").label("Partner", "同盟方"),
        ]
    }
}

/// Rule 3-2: the attack chips, one region per chip (app chips; entered in private).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AttackChips {
    pub chip_3: Option<String>,
    pub chip_2: Option<String>,
    pub chip_1: Option<String>,
    pub chip_0a: Option<String>,
    pub chip_0b: Option<String>,
    #[serde(default)]
    pub salt: Option<String>,
}
impl TypedAction for AttackChips {
    const NAME: &'static str = "attack-chips";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("chip-3", "region for the 3 chip")
                .optional()
                .label("Chip 3", "筹码3"),
            KeySpec::text("chip-2", "region for the 2 chip")
                .optional()
                .label("Chip 2", "筹码2"),
            KeySpec::text("chip-1", "region for the 1 chip")
                .optional()
                .label("Chip 1", "筹码1"),
            KeySpec::text("chip-0a", "region for a 0 chip")
                .optional()
                .label("Chip 0", "筹码0"),
            KeySpec::text("chip-0b", "region for the other 0 chip")
                .optional()
                .label("Chip 0 (second)", "筹码0（第二枚）"),
            salt_key(),
        ]
    }
}

/// The secret that seals a placement. Optional: left blank, the app draws one and keeps it with the
/// record, so nobody needs to think of a word (rule 3-2: the chips stay face down until the reveal).
fn salt_key() -> KeySpec {
    KeySpec::text(
        "salt",
        "optional secret word that seals the placement until the reveal; left blank, the app draws one",
    )
    .optional()
    .label("Secret word", "保密词")
}

/// Rule 3-2 with the real chips: the regions that received face-down attack chips.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AttackTargets {
    pub regions: Vec<String>,
}
impl TypedAction for AttackTargets {
    const NAME: &'static str = "attack-targets";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::list("regions", "regions with attack chips on them").label("Regions", "地域")]
    }
}

/// Rule 3-2: the defence chips on attacked regions (app chips; entered in private).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DefenceChips {
    pub chip_2: Option<String>,
    pub chip_1a: Option<String>,
    pub chip_1b: Option<String>,
    pub chip_1c: Option<String>,
    pub chip_1d: Option<String>,
    #[serde(default)]
    pub salt: Option<String>,
}
impl TypedAction for DefenceChips {
    const NAME: &'static str = "defence-chips";
    fn keys() -> Vec<KeySpec> {
        let one = |k: &str, n: &str| {
            KeySpec::text(k, "region for a 1 chip")
                .optional()
                .label(&format!("Chip 1 ({n})"), &format!("筹码1（{n}）"))
        };
        vec![
            KeySpec::text("chip-2", "region for the 2 chip")
                .optional()
                .label("Chip 2", "筹码2"),
            one("chip-1a", "a"),
            one("chip-1b", "b"),
            one("chip-1c", "c"),
            one("chip-1d", "d"),
            salt_key(),
        ]
    }
}

/// Rule 3-2: reveal the chips on one region (app chips); the dice follow with [`Roll`] unless the attack
/// chips there sum to 0.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Fight {
    pub region: String,
}
impl TypedAction for Fight {
    const NAME: &'static str = "fight";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::text("region", "the region to resolve next").label("Region", "地域")]
    }
}

/// Rule 3-2 with the real chips: the revealed values on one region.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FightRevealed {
    pub region: String,
    pub attack_chips: Vec<String>,
    pub defence_chips: Vec<String>,
}
impl TypedAction for FightRevealed {
    const NAME: &'static str = "fight-revealed";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("region", "the region to resolve next").label("Region", "地域"),
            KeySpec::list("attack-chips", "values of the attack chips revealed there")
                .label("Attack chips", "攻击筹码"),
            KeySpec::list(
                "defence-chips",
                "values of the defence chips revealed there (may be none)",
            )
            .label("Defence chips", "防御筹码"),
        ]
    }
}

/// Rule 3-2: both sides roll their die for the region whose chips are face up.
pub type Roll = NoInputs;

/// Rule 3-2 with the real chips: the defending side has put its defence chips face down.
pub type DefencePlaced = NoInputs;

/// Rule 3-2: after a draw the defender returns the pieces or the tile (then the pieces move).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DrawChoice {
    pub choice: String,
    pub moves: Vec<String>,
}
impl TypedAction for DrawChoice {
    const NAME: &'static str = "draw-choice";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::choice("choice", &["return-pieces", "return-tile"], "what the defender returns")
                .label("Return", "退回"),
            KeySpec::list(
                "moves",
                "returning the tile: where the pieces go (region=n; adjacent regions of the defender or its allies)",
            )
            .label("Pieces move to", "兵力移至"),
        ]
    }
}

/// Rule 3-2: all of the active player's pieces on its own or allied regions.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Redeploy {
    pub placement: Vec<String>,
}
impl TypedAction for Redeploy {
    const NAME: &'static str = "redeploy";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::list("placement", "region=n for each region that gets pieces")
                .label("Placement", "部署"),
        ]
    }
}

pub fn specs() -> Vec<ActionSpec> {
    let a = |name: &str, rule: &str, keys: Vec<KeySpec>, rolls: bool| ActionSpec {
        name: name.into(),
        title: view::label(name).en.into(),
        rule: rule.into(),
        keys,
        rolls,
    };
    vec![
        a("choose-start", "3-1", ChooseStart::keys(), false),
        a("ally", "4", Ally::keys(), false),
        a("no-war", "3-2", vec![], false),
        a("attack-chips", "3-2", AttackChips::keys(), false),
        a("attack-targets", "3-2", AttackTargets::keys(), false),
        a("defence-chips", "3-2", DefenceChips::keys(), false),
        a("defence-placed", "3-2", vec![], false),
        a("fight", "3-2", Fight::keys(), false),
        a("roll", "3-2", vec![], true),
        a("fight-revealed", "3-2", FightRevealed::keys(), true),
        a("draw-choice", "3-2", DrawChoice::keys(), false),
        a("redeploy", "3-2", Redeploy::keys(), false),
    ]
}

fn forbid(rule: &str, why: impl Into<crate::core::Msg>) -> RuleError {
    RuleError::forbidden(rule, why)
}

fn region_of(data: &TenkaData, field: &str, name: &str) -> Result<String, RuleError> {
    data.region(name).map(|r| r.id.clone()).ok_or_else(|| {
        RuleError::input(
            field,
            format!(
                "unknown region {name}; regions: {}",
                data.region_ids().join(", ")
            ),
        )
    })
}

/// Chips as (key, value, region): checks every region and, with all chips required, that none is left out.
fn chip_places(
    data: &TenkaData,
    s: &State,
    chips: &[(&str, u8, &Option<String>)],
) -> Result<BTreeMap<String, Vec<u8>>, RuleError> {
    let mut out: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for (key, value, region) in chips {
        match region.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
            Some(r) => out
                .entry(region_of(data, key, r)?)
                .or_default()
                .push(*value),
            None if s.options.all_chips => {
                return Err(RuleError::input(
                    key,
                    "required: every chip is placed (Gunbai's reading of rule 3-2; the set-up option \"chips may be left off\" allows fewer)",
                ));
            }
            None => {}
        }
    }
    Ok(out)
}

fn payload(p: &BTreeMap<String, Vec<u8>>) -> String {
    p.iter()
        .map(|(r, v)| {
            format!(
                "{r}:{}",
                v.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
            )
        })
        .collect::<Vec<_>>()
        .join(";")
}

fn face_down(p: &BTreeMap<String, Vec<u8>>) -> String {
    p.iter()
        .map(|(r, v)| format!("{r} ×{}", v.len()))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn apply(
    data: &TenkaData,
    s0: &State,
    call: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    if let Some((rule, why)) = blocked(s0, &call.name) {
        return Err(forbid(&rule, why));
    }
    let mut s = s0.clone();
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let mut resolution = None;
    let t = s.active;
    match call.name.as_str() {
        "choose-start" => {
            let a: ChooseStart = parse(&call.params)?;
            let r = region_of(data, "region", &a.region)?;
            let Step::ChooseStart { player } = s.step else {
                return Err(forbid(
                    "3-1",
                    "starting regions are chosen before the first turn",
                ));
            };
            // Digest Q13: only a region nobody has chosen yet.
            let Some(region) = s.regions.get_mut(&r).filter(|x| x.owner.is_none()) else {
                return Err(forbid("3-1", format!("{r} has already been chosen")));
            };
            let Some(left) = s.players.get(player).and_then(|p| p.tiles.checked_sub(1)) else {
                return Err(forbid(
                    "3-1",
                    format!("{} has no control tile to place", s.name(player)),
                ));
            };
            region.owner = Some(player);
            s.players[player].tiles = left;
            log.push(format!("{} starts in {r} (rule 3-1)", s.name(player)).into());
            s.step = if player == 0 {
                Step::TurnStart
            } else {
                Step::ChooseStart { player: player - 1 }
            };
        }
        "ally" => {
            let a: Ally = parse(&call.params)?;
            let pa = s
                .player(&a.a)
                .ok_or_else(|| RuleError::input("a", format!("no player {}", a.a)))?;
            let pb = s
                .player(&a.b)
                .ok_or_else(|| RuleError::input("b", format!("no player {}", a.b)))?;
            if pa == pb {
                return Err(RuleError::input("b", "a player cannot ally with itself"));
            }
            // Digest Q12: one alliance per pair; each partner needs a tile in hand to exchange.
            if s.allied(pa, pb) {
                return Err(forbid("4", "these players are already allied"));
            }
            for p in [pa, pb] {
                if s.players[p].tiles == 0 {
                    return Err(forbid(
                        "4",
                        format!("{} has no control tile in hand to exchange", s.name(p)),
                    ));
                }
            }
            s.players[pa].tiles -= 1;
            s.players[pb].tiles -= 1;
            s.alliances.push((pa.min(pb), pa.max(pb)));
            log.push(
                format!(
                    "{} and {} form an alliance and exchange a control tile (rule 4)",
                    s.name(pa),
                    s.name(pb)
                )
                .into(),
            );
        }
        "no-war" => {
            let _: NoInputs = parse(&call.params)?;
            log.push(format!("{} declares no war (rule 3-2)", s.name(t)).into());
            gain(data, &mut s, t, 2, &mut log);
            after_gain(&mut s, t, &mut log);
        }
        "attack-chips" => {
            let a: AttackChips = parse(&call.params)?;
            let places = chip_places(
                data,
                &s,
                &[
                    ("chip-3", 3, &a.chip_3),
                    ("chip-2", 2, &a.chip_2),
                    ("chip-1", 1, &a.chip_1),
                    ("chip-0a", 0, &a.chip_0a),
                    ("chip-0b", 0, &a.chip_0b),
                ],
            )?;
            let targets: Vec<String> = places.keys().cloned().collect();
            let defenders = declare(data, &mut s, t, &targets, &mut log)?;
            let c = commitment(a.salt.as_deref().unwrap_or(""), &payload(&places));
            log.push(
                format!(
                    "{} places the attack chips face down: {} (seal {})",
                    s.name(t),
                    face_down(&places),
                    short(&c)
                )
                .into(),
            );
            let thick = thick_at_declaration(data, &s, t, &targets);
            s.war = Some(War {
                targets,
                attack: places,
                attack_commitment: Some(c),
                defenders,
                thick,
                ..War::default()
            });
            s.step = Step::DefenceChips;
        }
        "attack-targets" => {
            let a: AttackTargets = parse(&call.params)?;
            let mut targets = Vec::new();
            for r in &a.regions {
                let r = region_of(data, "regions", r)?;
                if !targets.contains(&r) {
                    targets.push(r);
                }
            }
            if targets.len() > ATTACK_CHIPS.len() {
                return Err(RuleError::input("regions", "there are only 5 attack chips"));
            }
            let defenders = declare(data, &mut s, t, &targets, &mut log)?;
            log.push(
                format!(
                    "{} has attack chips face down on {} (rule 3-2)",
                    s.name(t),
                    targets.join(", ")
                )
                .into(),
            );
            let thick = thick_at_declaration(data, &s, t, &targets);
            s.war = Some(War {
                targets,
                defenders,
                thick,
                ..War::default()
            });
            // Rule 3-2: the defending side (the next player for neutral targets) now puts its defence
            // chips face down, as with app-held chips.
            s.step = Step::DefenceChips;
        }
        "defence-chips" => {
            let a: DefenceChips = parse(&call.params)?;
            let places = chip_places(
                data,
                &s,
                &[
                    ("chip-2", 2, &a.chip_2),
                    ("chip-1a", 1, &a.chip_1a),
                    ("chip-1b", 1, &a.chip_1b),
                    ("chip-1c", 1, &a.chip_1c),
                    ("chip-1d", 1, &a.chip_1d),
                ],
            )?;
            let Some(war) = s.war.as_ref() else {
                return Err(forbid("3-2", "no war is declared"));
            };
            if let Some(r) = places.keys().find(|r| !war.targets.contains(r)) {
                return Err(RuleError::input(
                    "chip-2",
                    format!(
                        "{r} is not attacked: defence chips go on attacked regions only ({})",
                        war.targets.join(", ")
                    ),
                ));
            }
            let c = commitment(a.salt.as_deref().unwrap_or(""), &payload(&places));
            log.push(
                format!(
                    "{} places the defence chips face down: {} (seal {})",
                    s.name(defence_actor(&s, &war.defenders)),
                    face_down(&places),
                    short(&c)
                )
                .into(),
            );
            if let Some(war) = s.war.as_mut() {
                war.defence = places;
                war.defence_commitment = Some(c);
            }
            s.step = Step::Fight;
        }
        "defence-placed" => {
            let _: DefencePlaced = parse(&call.params)?;
            let Some(war) = s.war.as_ref() else {
                return Err(forbid("3-2", "no war is declared"));
            };
            log.push(
                format!(
                    "{} has put the defence chips face down on the attacked regions (rule 3-2)",
                    s.name(defence_actor(&s, &war.defenders))
                )
                .into(),
            );
            s.step = Step::Fight;
        }
        "fight" | "fight-revealed" => {
            let Some(w) = s.war.as_ref() else {
                return Err(forbid("3-2", "no war is waiting to be resolved"));
            };
            let (region, attack, defence) = if call.name == "fight" {
                let a: Fight = parse(&call.params)?;
                let r = region_of(data, "region", &a.region)?;
                (
                    r.clone(),
                    w.attack.get(&r).cloned().unwrap_or_default(),
                    w.defence.get(&r).cloned().unwrap_or_default(),
                )
            } else {
                let a: FightRevealed = parse(&call.params)?;
                let r = region_of(data, "region", &a.region)?;
                // Each real chip is revealed once per war.
                let left_a = chips_left(&ATTACK_CHIPS, &w.revealed_attack);
                let left_d = chips_left(&DEFENCE_CHIPS, &w.revealed_defence);
                let at = procedures::chips("attack-chips", &a.attack_chips, &left_a)?;
                let de = procedures::chips("defence-chips", &a.defence_chips, &left_d)?;
                if at.is_empty() {
                    return Err(RuleError::input(
                        "attack-chips",
                        "a target region has at least one attack chip (rule 3-2)",
                    ));
                }
                (r, at, de)
            };
            if !unfought(&s).contains(&region) {
                return Err(forbid(
                    "3-2",
                    format!("{region} is not a region at war still to resolve"),
                ));
            }
            log.push(
                format!(
                    "{region}: attack chips {} against defence chips {} (revealed)",
                    fmt_chips(&attack),
                    fmt_chips(&defence),
                )
                .into(),
            );
            let rolls = attack.iter().any(|c| *c > 0);
            if call.name == "fight" && rolls {
                // Rule 3-2: the chips are face up; the dice come next (`roll`), once everyone knows
                // that this region is fought with dice.
                log.push(format!(
                    "{region}: the attack chips sum to more than 0, both sides roll their die (rule 3-2)"
                ).into());
                s.step = Step::Roll {
                    region,
                    attack,
                    defence,
                };
            } else {
                resolution = Some(fight_out(
                    data, &mut s, t, &region, &attack, &defence, dice, &mut log,
                )?);
            }
        }
        "roll" => {
            let _: Roll = parse(&call.params)?;
            let Step::Roll {
                region,
                attack,
                defence,
            } = s.step.clone()
            else {
                return Err(forbid(
                    "3-2",
                    "the dice are rolled after a region's chips are revealed",
                ));
            };
            if s.war.is_none() || !s.regions.contains_key(&region) {
                return Err(forbid("3-2", "no war is waiting to be resolved"));
            }
            s.step = Step::Fight;
            resolution = Some(fight_out(
                data, &mut s, t, &region, &attack, &defence, dice, &mut log,
            )?);
        }
        "draw-choice" => {
            let a: DrawChoice = parse(&call.params)?;
            let Step::DrawChoice { region } = s.step.clone() else {
                return Err(forbid("3-2", "only after a draw"));
            };
            let Some(pieces) = s
                .regions
                .get(&region)
                .filter(|r| r.owner.is_some())
                .map(|r| r.total())
            else {
                return Err(forbid(
                    "3-2",
                    format!("{region} has no control tile to return"),
                ));
            };
            match a.choice.as_str() {
                "return-pieces" => {
                    if pieces == 0 {
                        return Err(forbid(
                            "3-2",
                            "no troop pieces on the region: the control tile must be returned",
                        ));
                    }
                    if !a.moves.is_empty() {
                        return Err(RuleError::input(
                            "moves",
                            "returned pieces go to the storage: leave moves empty",
                        ));
                    }
                    // Digest Q10: all the pieces on the region.
                    if let Some(r) = s.regions.get_mut(&region) {
                        r.troops.clear();
                    }
                    s.storage += pieces;
                    log.push(format!(
                        "Draw on {region}: the defender returns its {pieces} troop piece(s) to the storage and keeps the tile (rule 3-2)"
                    ).into());
                    s.step = Step::Fight;
                }
                _ => {
                    let to = displacement_regions(data, &s, &region);
                    let moves = counts("moves", &a.moves)?;
                    if let Some(r) = moves.keys().find(|r| !to.contains(r)) {
                        return Err(forbid(
                            "3-2",
                            format!(
                                "{r} is not an adjacent region of the defender or its allies ({})",
                                if to.is_empty() {
                                    "none".into()
                                } else {
                                    to.join(", ")
                                }
                            ),
                        ));
                    }
                    let moved: u32 = moves.values().sum();
                    if !to.is_empty() && moved != pieces {
                        return Err(RuleError::input(
                            "moves",
                            format!("place all {pieces} troop piece(s) of {region}, got {moved}"),
                        ));
                    }
                    s.step = Step::Fight;
                    return_tile(&mut s, t, &region, Some(moves), &mut log);
                }
            }
            finish_war_if_done(data, &mut s, t, &mut log);
        }
        "redeploy" => {
            let a: Redeploy = parse(&call.params)?;
            let place = counts("placement", &a.placement)?;
            let legal = redeploy_regions(&s, t);
            if let Some(r) = place.keys().find(|r| !legal.contains(r)) {
                return Err(forbid(
                    "3-2",
                    format!("{r} is not your region or an ally's ({})", legal.join(", ")),
                ));
            }
            let total = s.players[t].hand + s.troops_on_board(t);
            let placed: u32 = place.values().sum();
            if placed != total {
                return Err(RuleError::input(
                    "placement",
                    format!("place all {total} of your troop pieces, got {placed} (rule 3-2)"),
                ));
            }
            for r in s.regions.values_mut() {
                r.troops.remove(&t);
            }
            for (r, n) in &place {
                if let Some(x) = s.regions.get_mut(r) {
                    x.troops.insert(t, *n);
                }
            }
            s.players[t].hand = 0;
            log.push(
                format!(
                    "{} redeploys: {} (rule 3-2)",
                    s.name(t),
                    place
                        .iter()
                        .map(|(r, n)| format!("{r} {n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
                .into(),
            );
            next_turn(&mut s);
        }
        other => {
            return Err(RuleError::UnknownAction {
                name: other.into(),
                valid: view::ACTIONS.join(", "),
            });
        }
    }
    let mut out = Applied::new(s);
    out.resolution = resolution;
    out.log = log;
    out.reveals_hidden = call.name == "fight";
    Ok(out)
}

/// The chips of a set not yet revealed in this war (each real chip is used once).
fn chips_left(set: &[u8], revealed: &[u8]) -> Vec<u8> {
    let mut left = set.to_vec();
    for c in revealed {
        if let Some(i) = left.iter().position(|x| x == c) {
            left.remove(i);
        }
    }
    left
}

/// Rule 3-2 / digest Q8 ruling: each target's thick-border +1, judged when the war is declared.
fn thick_at_declaration(
    data: &TenkaData,
    s: &State,
    t: usize,
    targets: &[String],
) -> BTreeMap<String, bool> {
    targets
        .iter()
        .map(|r| (r.clone(), judge_thick(data, s, t, r)))
        .collect()
}

/// Rule 3-2: one region's war with its face-up chips: the dice (none for a 0 attack), the outcome, and
/// after the last region the gain and the redeploy.
#[allow(clippy::too_many_arguments)]
fn fight_out(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    region: &str,
    attack: &[u8],
    defence: &[u8],
    dice: &mut dyn DiceSource,
    log: &mut Vec<crate::core::Msg>,
) -> Result<crate::core::Resolution, RuleError> {
    let troops = s.regions.get(region).map(|r| r.total()).unwrap_or(0);
    let thick = thick_bonus(data, s, t, region);
    let (mut res, w) = procedures::war(attack, defence, troops, thick, dice)?;
    res.set("region", region.to_string());
    log.extend(res.log.iter().cloned());
    if let Some(war) = s.war.as_mut() {
        war.fought.push((region.to_string(), w));
        war.revealed_attack.extend(attack);
        war.revealed_defence.extend(defence);
    }
    outcome(data, s, t, region, w, log);
    finish_war_if_done(data, s, t, log);
    Ok(res)
}

fn fmt_chips(v: &[u8]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
    }
}

/// Checks the targets, dissolving any alliance with an attacked player first (digest Q14).
fn declare(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    targets: &[String],
    log: &mut Vec<crate::core::Msg>,
) -> Result<Vec<usize>, RuleError> {
    let defenders = check_targets(data, s, t, targets)?;
    for d in &defenders {
        dissolve(s, t, *d, log);
    }
    Ok(defenders)
}

/// Rule 3-2: applies the result of one region's war.
fn outcome(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    region: &str,
    w: Winner,
    log: &mut Vec<crate::core::Msg>,
) {
    let r = &s.regions[region];
    match w {
        Winner::Defender => {}
        Winner::Attacker => {
            let owner = r.owner;
            let pieces = r.total();
            if let Some(o) = owner {
                s.players[o].tiles += 1;
                log.push(
                    format!(
                        "{}'s control tile on {region} goes back to its hand",
                        s.name(o)
                    )
                    .into(),
                );
            }
            if pieces > 0 {
                s.regions.get_mut(region).unwrap().troops.clear();
                s.storage += pieces;
                log.push(
                    format!("{pieces} troop piece(s) on {region} go back to the storage").into(),
                );
            }
            s.regions.get_mut(region).unwrap().owner = None;
            place_tile(s, t, region, log);
            if let Some(o) = owner {
                check_last_region(s, o, log);
            }
        }
        Winner::Draw => {
            if r.owner.is_none() {
                // Digest Q7: a draw against a neutral region changes nothing.
                log.push(
                    format!(
                        "Draw on neutral {region}: it stays neutral (Gunbai's reading of rule 3-2)"
                    )
                    .into(),
                );
            } else if r.total() == 0 {
                log.push(format!(
                    "Draw on {region} with no troop pieces: the control tile goes back (rule 3-2)"
                ).into());
                return_tile(s, t, region, None, log);
            } else {
                s.step = Step::DrawChoice {
                    region: region.into(),
                };
            }
        }
    }
    let _ = data;
}

/// The defender's tile on a drawn region goes back; its pieces move (`moves`) or go to the storage; the
/// attacker places a tile (rule 3-2). Pieces of several owners are moved owner by owner, the defender's
/// first (a choice: the rules do not say whose pieces go where, digest Q11).
fn return_tile(
    s: &mut State,
    t: usize,
    region: &str,
    moves: Option<BTreeMap<String, u32>>,
    log: &mut Vec<crate::core::Msg>,
) {
    let Some(r) = s.regions.get_mut(region) else {
        return;
    };
    let Some(owner) = r.owner else {
        // Not reached: a draw on a region without a tile changes nothing (digest Q7), and check_state
        // refuses a waiting draw choice on such a region.
        return;
    };
    let troops = std::mem::take(&mut r.troops);
    let mut pool: Vec<(usize, u32)> = troops.into_iter().collect();
    pool.sort_by_key(|(o, _)| (*o != owner, *o));
    let moves = moves.unwrap_or_default();
    let total: u32 = pool.iter().map(|(_, n)| n).sum();
    if moves.is_empty() && total > 0 {
        s.storage += total;
        log.push(format!(
            "No adjacent region of the defender's side: {total} troop piece(s) go to the storage (rule 3-2)"
        ).into());
    }
    for (dest, mut n) in moves {
        while n > 0 {
            let Some(slot) = pool.iter_mut().find(|(_, k)| *k > 0) else {
                break;
            };
            let take = n.min(slot.1);
            slot.1 -= take;
            n -= take;
            *s.regions
                .get_mut(&dest)
                .unwrap()
                .troops
                .entry(slot.0)
                .or_default() += take;
            log.push(
                format!(
                    "{take} troop piece(s) of {} move from {region} to {dest} (rule 3-2)",
                    s.name(slot.0)
                )
                .into(),
            );
        }
    }
    s.players[owner].tiles += 1;
    s.regions.get_mut(region).unwrap().owner = None;
    log.push(
        format!(
            "{}'s control tile on {region} goes back to its hand (rule 3-2)",
            s.name(owner)
        )
        .into(),
    );
    place_tile(s, t, region, log);
    check_last_region(s, owner, log);
}

/// After the last region: Gain(T, 1) and the redeploy (rule 3-2).
fn finish_war_if_done(data: &TenkaData, s: &mut State, t: usize, log: &mut Vec<crate::core::Msg>) {
    if s.is_over() || matches!(s.step, Step::DrawChoice { .. }) {
        return;
    }
    if !unfought(s).is_empty() {
        return;
    }
    if let Some(w) = &s.war
        && w.attack_commitment.is_some()
    {
        log.push(
            "All regions resolved: the sealed placements can now be checked against their seals"
                .into(),
        );
    }
    gain(data, s, t, 1, log);
    after_gain(s, t, log);
}
