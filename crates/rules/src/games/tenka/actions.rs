//! Tenka session actions: the sequence of play (rules 3-1, 3-2, 4, 5) as pure moves over [`State`].
//! Every action's inputs are a typed struct; [`view::blocked`] guards each one.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::action::Action;
use super::data::TenkaData;
use super::moves::{
    after_gain, check_last_region, check_targets, counts, displacement_regions, dissolve, gain,
    judge_thick, next_turn, place_tile, redeploy_regions, thick_bonus,
};
use super::procedures::{self, ATTACK_CHIPS, DEFENCE_CHIPS, Winner};
use super::state::{State, Step, War};
use super::view::regions;
use super::view::{blocked_action, defence_actor, unfought};
use super::{RULING_ALL_CHIPS, RULING_DRAW_NEUTRAL};
use crate::core::commit::{commitment, short};
use crate::core::typed::{NoInputs, TypedAction, parse};
use crate::core::{
    ActionCall, ActionSpec, Applied, DiceSource, KeySpec, Msg, Resolution, RuleError, Sep,
};
use crate::msg;

/// Scenario 1: a starting region (rule 3-1).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChooseStart {
    pub region: String,
}
impl TypedAction for ChooseStart {
    const NAME: &'static str = "choose-start";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("region", "")
                .say_help(msg!("tenka-key-start-region-help"))
                .say_label(msg!("tenka-key-region")),
        ]
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
            KeySpec::text("a", "")
                .say_help(msg!("tenka-key-ally-a-help"))
                .say_label(msg!("tenka-key-player")),
            KeySpec::text("b", "")
                .say_help(msg!("tenka-key-ally-b-help"))
                .say_label(msg!("tenka-key-partner")),
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
            chip_key(
                "chip-3",
                msg!("tenka-key-chip", chip = 3),
                msg!("tenka-key-chip-help", chip = 3),
            ),
            chip_key(
                "chip-2",
                msg!("tenka-key-chip", chip = 2),
                msg!("tenka-key-chip-help", chip = 2),
            ),
            chip_key(
                "chip-1",
                msg!("tenka-key-chip", chip = 1),
                msg!("tenka-key-chip-help", chip = 1),
            ),
            chip_key(
                "chip-0a",
                msg!("tenka-key-chip", chip = 0),
                msg!("tenka-key-chip-0a-help"),
            ),
            chip_key(
                "chip-0b",
                msg!("tenka-key-chip-0b"),
                msg!("tenka-key-chip-0b-help"),
            ),
            salt_key(),
        ]
    }
}

/// The secret that seals a placement. Optional: left blank, the app draws one and keeps it with the
/// record, so nobody needs to think of a word (rule 3-2: the chips stay face down until the reveal).
fn salt_key() -> KeySpec {
    KeySpec::text("salt", "")
        .optional()
        .say_help(msg!("tenka-key-salt-help"))
        .say_label(msg!("tenka-key-salt"))
}

/// A chip's region: optional in the form (the all-chips check names it when it is missing).
fn chip_key(key: &str, label: Msg, help: Msg) -> KeySpec {
    KeySpec::text(key, "")
        .optional()
        .say_help(help)
        .say_label(label)
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
        vec![
            KeySpec::list("regions", "")
                .say_help(msg!("tenka-key-targets-help"))
                .say_label(msg!("tenka-key-regions")),
        ]
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
        let one = |k: &str, n: u32| {
            chip_key(
                k,
                msg!("tenka-key-chip-1-nth", n = n),
                msg!("tenka-key-chip-1-help"),
            )
        };
        vec![
            chip_key(
                "chip-2",
                msg!("tenka-key-chip", chip = 2),
                msg!("tenka-key-chip-help", chip = 2),
            ),
            one("chip-1a", 1),
            one("chip-1b", 2),
            one("chip-1c", 3),
            one("chip-1d", 4),
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
        vec![next_region_key()]
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
            next_region_key(),
            KeySpec::list("attack-chips", "")
                .say_help(msg!("tenka-key-revealed-attack-help"))
                .say_label(msg!("tenka-key-attack-chips")),
            KeySpec::list("defence-chips", "")
                .say_help(msg!("tenka-key-revealed-defence-help"))
                .say_label(msg!("tenka-key-defence-chips")),
        ]
    }
}

fn next_region_key() -> KeySpec {
    KeySpec::text("region", "")
        .say_help(msg!("tenka-key-next-region-help"))
        .say_label(msg!("tenka-key-region"))
}

/// Rule 3-2: both sides roll their die for the region whose chips are face up.
pub type Roll = NoInputs;

/// Rule 3-2 with the real chips: the defending side has put its defence chips face down.
pub type DefencePlaced = NoInputs;

/// Rule 3-2: what the defender returns after a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Return {
    /// The troop pieces go to the storage; the control tile stays.
    ReturnPieces,
    /// The control tile goes back; the pieces move to adjacent regions of the defender's side.
    ReturnTile,
}

impl Return {
    pub const ALL: [Return; 2] = [Return::ReturnPieces, Return::ReturnTile];
    /// The value typed at the edge (CLI, journal).
    pub fn id(self) -> &'static str {
        match self {
            Return::ReturnPieces => "return-pieces",
            Return::ReturnTile => "return-tile",
        }
    }
    pub fn label(self) -> crate::core::Msg {
        match self {
            Return::ReturnPieces => msg!("tenka-choice-return-pieces"),
            Return::ReturnTile => msg!("tenka-choice-return-tile"),
        }
    }
}

/// Rule 3-2: after a draw the defender returns the pieces or the tile (then the pieces move).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DrawChoice {
    pub choice: Return,
    pub moves: Vec<String>,
}
impl TypedAction for DrawChoice {
    const NAME: &'static str = "draw-choice";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::choice("choice", &Return::ALL.map(Return::id), "")
                .say_help(msg!("tenka-key-choice-help"))
                .say_label(msg!("tenka-key-choice")),
            KeySpec::list("moves", "")
                .say_help(msg!("tenka-key-moves-help"))
                .say_label(msg!("tenka-key-moves")),
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
            KeySpec::list("placement", "")
                .say_help(msg!("tenka-key-placement-help"))
                .say_label(msg!("tenka-key-placement")),
        ]
    }
}

pub fn specs() -> Vec<ActionSpec> {
    Action::ALL
        .into_iter()
        .map(|a| ActionSpec {
            name: a.name().into(),
            title: a.label(),
            rule: a.rule().into(),
            keys: a.keys(),
            rolls: a.rolls(),
        })
        .collect()
}

fn region_of(data: &TenkaData, field: &str, name: &str) -> Result<String, RuleError> {
    data.region(name).map(|r| r.id.clone()).ok_or_else(|| {
        RuleError::input(
            field,
            msg!(
                "tenka-error-unknown-region",
                region = name,
                regions = regions(&data.region_ids())
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
                    msg!(
                        "tenka-error-every-chip",
                        ruling = Msg::ruling(RULING_ALL_CHIPS)
                    ),
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

fn face_down(p: &BTreeMap<String, Vec<u8>>) -> Msg {
    Msg::join(
        p.iter()
            .map(|(r, v)| Msg::plain(format!("{r} ×{}", v.len()))),
        Sep::Comma,
    )
}

pub fn apply(
    data: &TenkaData,
    s0: &State,
    call: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let Some(action) = Action::from_name(&call.name) else {
        return Err(RuleError::UnknownAction {
            name: call.name.clone(),
            valid: Action::ALL.map(Action::name).join(", "),
        });
    };
    if let Some((rule, why)) = blocked_action(s0, action) {
        return Err(RuleError::forbidden(&rule, why));
    }
    let mut s = s0.clone();
    let mut log: Vec<crate::core::Msg> = Vec::new();
    let mut resolution = None;
    let t = s.active;
    match action {
        Action::ChooseStart => {
            choose_start(data, &mut s, parse(&call.params)?, &mut log)?;
        }
        Action::Ally => {
            ally(&mut s, parse(&call.params)?, &mut log)?;
        }
        Action::NoWar => {
            let _: NoInputs = parse(&call.params)?;
            log.push(msg!("tenka-log-no-war", who = s.who(t)));
            gain(data, &mut s, t, 2, &mut log);
            after_gain(&mut s, t, &mut log);
        }
        Action::AttackChips => {
            attack_chips(data, &mut s, t, parse(&call.params)?, &mut log)?;
        }
        Action::AttackTargets => {
            attack_targets(data, &mut s, t, parse(&call.params)?, &mut log)?;
        }
        Action::DefenceChips => {
            defence_chips(data, &mut s, parse(&call.params)?, &mut log)?;
        }
        Action::DefencePlaced => {
            let _: DefencePlaced = parse(&call.params)?;
            let Some(war) = s.war.as_ref() else {
                return Err(RuleError::forbidden(
                    "3-2",
                    msg!("tenka-refuse-no-war-declared"),
                ));
            };
            log.push(msg!(
                "tenka-log-defence-placed",
                who = s.who(defence_actor(&s, &war.defenders))
            ));
            s.step = Step::Fight;
        }
        Action::Fight | Action::FightRevealed => {
            resolution = fight(data, &mut s, t, action, call, dice, &mut log)?;
        }
        Action::Roll => {
            let _: Roll = parse(&call.params)?;
            let Step::Roll {
                region,
                attack,
                defence,
            } = s.step.clone()
            else {
                return Err(RuleError::forbidden("3-2", msg!("tenka-blocked-roll-when")));
            };
            if s.war.is_none() || !s.regions.contains_key(&region) {
                return Err(RuleError::forbidden(
                    "3-2",
                    msg!("tenka-blocked-no-war-waiting"),
                ));
            }
            s.step = Step::Fight;
            resolution = Some(fight_out(
                data, &mut s, t, &region, &attack, &defence, dice, &mut log,
            )?);
        }
        Action::DrawChoice => {
            draw_choice(data, &mut s, t, parse(&call.params)?, &mut log)?;
        }
        Action::Redeploy => {
            redeploy(&mut s, t, parse(&call.params)?, &mut log)?;
        }
    }
    let mut out = Applied::new(s);
    out.resolution = resolution;
    out.log = log;
    out.reveals_hidden = action == Action::Fight;
    Ok(out)
}

/// Rule 3-1 (scenario 1): the chooser places a tile on a starting region.
fn choose_start(
    data: &TenkaData,
    s: &mut State,
    a: ChooseStart,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let r = region_of(data, "region", &a.region)?;
    let Step::ChooseStart { player } = s.step else {
        return Err(RuleError::forbidden(
            "3-1",
            msg!("tenka-blocked-start-before"),
        ));
    };
    // Digest Q13: only a region nobody has chosen yet.
    let Some(region) = s.regions.get_mut(&r).filter(|x| x.owner.is_none()) else {
        return Err(RuleError::forbidden(
            "3-1",
            msg!("tenka-refuse-chosen", region = r),
        ));
    };
    let Some(left) = s.players.get(player).and_then(|p| p.tiles.checked_sub(1)) else {
        return Err(RuleError::forbidden(
            "3-1",
            msg!("tenka-refuse-no-tile-to-place", who = s.who(player)),
        ));
    };
    region.owner = Some(player);
    s.players[player].tiles = left;
    log.push(msg!("tenka-log-starts", who = s.who(player), region = r));
    s.step = if player == 0 {
        Step::TurnStart
    } else {
        Step::ChooseStart { player: player - 1 }
    };
    Ok(())
}

/// Rule 4: two players ally, exchanging a tile each.
fn ally(s: &mut State, a: Ally, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let pa = s
        .player(&a.a)
        .ok_or_else(|| RuleError::input("a", msg!("tenka-error-no-player", name = a.a.clone())))?;
    let pb = s
        .player(&a.b)
        .ok_or_else(|| RuleError::input("b", msg!("tenka-error-no-player", name = a.b.clone())))?;
    if pa == pb {
        return Err(RuleError::input("b", msg!("tenka-error-ally-itself")));
    }
    // Digest Q12: one alliance per pair; each partner needs a tile in hand to exchange.
    if s.allied(pa, pb) {
        return Err(RuleError::forbidden(
            "4",
            msg!("tenka-refuse-already-allied"),
        ));
    }
    for p in [pa, pb] {
        if s.players[p].tiles == 0 {
            return Err(RuleError::forbidden(
                "4",
                msg!("tenka-refuse-no-tile-exchange", who = s.who(p)),
            ));
        }
    }
    s.players[pa].tiles -= 1;
    s.players[pb].tiles -= 1;
    s.alliances.push((pa.min(pb), pa.max(pb)));
    log.push(msg!("tenka-log-alliance", a = s.who(pa), b = s.who(pb)));
    Ok(())
}

/// Rule 3-2: the active player declares war with attack chips placed face down.
fn attack_chips(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    a: AttackChips,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let places = chip_places(
        data,
        s,
        &[
            ("chip-3", 3, &a.chip_3),
            ("chip-2", 2, &a.chip_2),
            ("chip-1", 1, &a.chip_1),
            ("chip-0a", 0, &a.chip_0a),
            ("chip-0b", 0, &a.chip_0b),
        ],
    )?;
    let targets: Vec<String> = places.keys().cloned().collect();
    let defenders = declare(data, s, t, &targets, log)?;
    let c = commitment(a.salt.as_deref().unwrap_or(""), &payload(&places));
    log.push(msg!(
        "tenka-log-attack-chips",
        who = s.who(t),
        places = face_down(&places),
        seal = short(&c)
    ));
    let thick = thick_at_declaration(data, s, t, &targets);
    s.war = Some(War {
        targets,
        attack: places,
        attack_commitment: Some(c),
        defenders,
        thick,
        ..War::default()
    });
    s.step = Step::DefenceChips;
    Ok(())
}

/// Rule 3-2: the active player declares war on regions, the chips kept on the table.
fn attack_targets(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    a: AttackTargets,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let mut targets = Vec::new();
    for r in &a.regions {
        let r = region_of(data, "regions", r)?;
        if !targets.contains(&r) {
            targets.push(r);
        }
    }
    if targets.len() > ATTACK_CHIPS.len() {
        return Err(RuleError::input(
            "regions",
            msg!("tenka-error-five-chips", n = ATTACK_CHIPS.len()),
        ));
    }
    let defenders = declare(data, s, t, &targets, log)?;
    log.push(msg!(
        "tenka-log-attack-targets",
        who = s.who(t),
        regions = regions(&targets)
    ));
    let thick = thick_at_declaration(data, s, t, &targets);
    s.war = Some(War {
        targets,
        defenders,
        thick,
        ..War::default()
    });
    // Rule 3-2: the defending side (the next player for neutral targets) now puts its defence
    // chips face down, as with app-held chips.
    s.step = Step::DefenceChips;
    Ok(())
}

/// Rule 3-2: the defending side puts its defence chips face down.
fn defence_chips(
    data: &TenkaData,
    s: &mut State,
    a: DefenceChips,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let places = chip_places(
        data,
        s,
        &[
            ("chip-2", 2, &a.chip_2),
            ("chip-1a", 1, &a.chip_1a),
            ("chip-1b", 1, &a.chip_1b),
            ("chip-1c", 1, &a.chip_1c),
            ("chip-1d", 1, &a.chip_1d),
        ],
    )?;
    let Some(war) = s.war.as_ref() else {
        return Err(RuleError::forbidden(
            "3-2",
            msg!("tenka-refuse-no-war-declared"),
        ));
    };
    if let Some(r) = places.keys().find(|r| !war.targets.contains(r)) {
        return Err(RuleError::input(
            "chip-2",
            msg!(
                "tenka-error-not-attacked",
                region = r,
                regions = regions(&war.targets)
            ),
        ));
    }
    let c = commitment(a.salt.as_deref().unwrap_or(""), &payload(&places));
    let who = s.who(defence_actor(s, &war.defenders));
    log.push(if places.is_empty() {
        msg!("tenka-log-defence-none", who = who, seal = short(&c))
    } else {
        msg!(
            "tenka-log-defence-chips",
            who = who,
            places = face_down(&places),
            seal = short(&c)
        )
    });
    if let Some(war) = s.war.as_mut() {
        war.defence = places;
        war.defence_commitment = Some(c);
    }
    s.step = Step::Fight;
    Ok(())
}

/// Rule 3-2: reveal the chips on one attacked region and fight it out (or wait for the dice).
fn fight(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    action: Action,
    call: &ActionCall,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Option<Resolution>, RuleError> {
    let mut resolution = None;
    let Some(w) = s.war.as_ref() else {
        return Err(RuleError::forbidden(
            "3-2",
            msg!("tenka-blocked-no-war-waiting"),
        ));
    };
    let (region, attack, defence) = if action == Action::Fight {
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
                msg!("tenka-error-target-chip"),
            ));
        }
        (r, at, de)
    };
    if !unfought(s).contains(&region) {
        return Err(RuleError::forbidden(
            "3-2",
            msg!("tenka-refuse-not-at-war", region = region),
        ));
    }
    log.push(if defence.is_empty() {
        msg!(
            "tenka-log-revealed-no-defence",
            region = region.clone(),
            attack = fmt_chips(&attack)
        )
    } else {
        msg!(
            "tenka-log-revealed",
            region = region.clone(),
            attack = fmt_chips(&attack),
            defence = fmt_chips(&defence)
        )
    });
    let rolls = attack.iter().any(|c| *c > 0);
    if action == Action::Fight && rolls {
        // Rule 3-2: the chips are face up; the dice come next (`roll`), once everyone knows
        // that this region is fought with dice.
        log.push(msg!("tenka-log-both-roll", region = region.clone()));
        s.step = Step::Roll {
            region,
            attack,
            defence,
        };
    } else {
        resolution = Some(fight_out(
            data, s, t, &region, &attack, &defence, dice, log,
        )?);
    }
    Ok(resolution)
}

/// Rule 3-2: after a draw the owner returns the pieces or the tile.
fn draw_choice(
    data: &TenkaData,
    s: &mut State,
    t: usize,
    a: DrawChoice,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let Step::DrawChoice { region } = s.step.clone() else {
        return Err(RuleError::forbidden("3-2", msg!("tenka-blocked-draw-when")));
    };
    let Some(pieces) = s
        .regions
        .get(&region)
        .filter(|r| r.owner.is_some())
        .map(|r| r.total())
    else {
        return Err(RuleError::forbidden(
            "3-2",
            msg!("tenka-refuse-no-tile-return", region = region),
        ));
    };
    match a.choice {
        Return::ReturnPieces => {
            if pieces == 0 {
                return Err(RuleError::forbidden(
                    "3-2",
                    msg!("tenka-refuse-must-return-tile"),
                ));
            }
            if !a.moves.is_empty() {
                return Err(RuleError::input("moves", msg!("tenka-error-moves-empty")));
            }
            // Digest Q10: all the pieces on the region.
            if let Some(r) = s.regions.get_mut(&region) {
                r.troops.clear();
            }
            s.storage += pieces;
            log.push(msg!(
                "tenka-log-draw-pieces-back",
                region = region.clone(),
                n = pieces
            ));
            s.step = Step::Fight;
        }
        Return::ReturnTile => {
            let to = displacement_regions(data, s, &region);
            let moves = counts("moves", &a.moves)?;
            if let Some(r) = moves.keys().find(|r| !to.contains(r)) {
                return Err(RuleError::forbidden(
                    "3-2",
                    if to.is_empty() {
                        msg!("tenka-refuse-move-none", region = r)
                    } else {
                        msg!("tenka-refuse-move-to", region = r, regions = regions(&to))
                    },
                ));
            }
            let moved: u32 = moves.values().sum();
            if !to.is_empty() && moved != pieces {
                return Err(RuleError::input(
                    "moves",
                    msg!(
                        "tenka-error-move-all",
                        n = pieces,
                        region = region.clone(),
                        got = moved
                    ),
                ));
            }
            s.step = Step::Fight;
            return_tile(s, t, &region, Some(moves), log);
        }
    }
    finish_war_if_done(data, s, t, log);
    Ok(())
}

/// Rule 3-2: the active player redeploys every troop at the end of the turn.
fn redeploy(s: &mut State, t: usize, a: Redeploy, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let place = counts("placement", &a.placement)?;
    let legal = redeploy_regions(s, t);
    if let Some(r) = place.keys().find(|r| !legal.contains(r)) {
        return Err(RuleError::forbidden(
            "3-2",
            msg!(
                "tenka-refuse-redeploy-where",
                region = r,
                regions = regions(&legal)
            ),
        ));
    }
    let total = s.players[t].hand + s.troops_on_board(t);
    let placed: u32 = place.values().sum();
    if placed != total {
        return Err(RuleError::input(
            "placement",
            msg!("tenka-error-redeploy-all", n = total, got = placed),
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
    let placed = Msg::join(
        place.iter().map(|(r, n)| Msg::plain(format!("{r} {n}"))),
        Sep::Comma,
    );
    log.push(msg!(
        "tenka-log-redeploys",
        who = s.who(t),
        placement = placed
    ));
    next_turn(s);
    Ok(())
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

/// Revealed chip values as they add up: "3+1".
fn fmt_chips(v: &[u8]) -> String {
    v.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
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
                log.push(msg!("tenka-log-tile-back", who = s.who(o), region = region));
            }
            if pieces > 0 {
                s.regions.get_mut(region).unwrap().troops.clear();
                s.storage += pieces;
                log.push(msg!(
                    "tenka-log-pieces-storage",
                    n = pieces,
                    region = region
                ));
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
                log.push(msg!(
                    "tenka-log-draw-neutral",
                    region = region,
                    ruling = Msg::ruling(RULING_DRAW_NEUTRAL)
                ));
            } else if r.total() == 0 {
                log.push(msg!("tenka-log-draw-no-pieces", region = region));
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
        log.push(msg!("tenka-log-no-adjacent-storage", n = total));
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
            log.push(msg!(
                "tenka-log-pieces-move",
                n = take,
                who = s.who(slot.0),
                from = region,
                to = dest.clone()
            ));
        }
    }
    s.players[owner].tiles += 1;
    s.regions.get_mut(region).unwrap().owner = None;
    log.push(msg!(
        "tenka-log-tile-back-draw",
        who = s.who(owner),
        region = region
    ));
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
        log.push(msg!("tenka-log-seals"));
    }
    gain(data, s, t, 1, log);
    after_gain(s, t, log);
}
