//! Session actions: the deck cycle (4.1), card effects (§3 of the digest), commander actions (5.1:
//! move 6.0, attack 7.0, recover 8.0, march 9.0) and subversion (12.0), as pure moves over [`State`].

use serde::Deserialize;

use super::cards::{self, Card, Variant};
use super::data::{
    ECHIZEN, HIDEYORI, Hexside, IEYASU, Kind, OSAKA, OTANI, SekigaharaData, Side, Terrain,
    WEST_MARKERS,
};
use super::procedures::{self, AttackTerms, Ground};
use super::rules::{self, morale};
use super::state::{
    CardPlay, Combat, CombatStage, DeckMode, Loc, MarkerGrant, State, Strategic, WinKind,
    WinReason, Winner,
};
use super::view::blocked;
use crate::core::typed::{TypedAction, parse};
use crate::core::{
    ActionCall, ActionSpec, Applied, DiceSource, KeySpec, Msg, Resolution, RuleError, Sep,
};
use crate::msg;

macro_rules! typed {
    ($ty:ident, $name:literal, [$($key:expr),* $(,)?]) => {
        impl TypedAction for $ty {
            const NAME: &'static str = $name;
            fn keys() -> Vec<KeySpec> {
                vec![$($key),*]
            }
        }
    };
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Draw {
    pub cards: Vec<String>,
}
typed!(
    Draw,
    "draw",
    [KeySpec::list(
        "cards",
        "shadow deck: the cards the table turned, in order (leave empty with the app's deck)"
    )
    .say_label(msg!("sekigahara-key-cards"))
    .say_help(msg!("sekigahara-help-cards"))]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MoveMarker {
    pub marker: String,
}
typed!(
    MoveMarker,
    "move-marker",
    [KeySpec::text("marker", "the morale marker the card moves")
        .say_label(msg!("sekigahara-key-marker"))
        .say_help(msg!("sekigahara-help-marker"))]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Check {
    pub kind: String,
    pub hex: String,
}
typed!(
    Check,
    "check",
    [
        KeySpec::choice(
            "kind",
            &["subversion", "intimidation"],
            "subversion (marker on your side) or intimidation"
        )
        .say_label(msg!("sekigahara-key-check"))
        .say_help(msg!("sekigahara-help-check")),
        KeySpec::text("hex", "a hex with enemy counters")
            .say_label(msg!("sekigahara-key-target-hex"))
            .say_help(msg!("sekigahara-help-check-hex")),
    ]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Move {
    pub commander: String,
    pub group: Vec<String>,
    pub kind: String,
    pub path: Vec<String>,
}
typed!(
    Move,
    "move",
    [
        KeySpec::text("commander", "the commander who moves")
            .say_label(msg!("sekigahara-key-commander"))
            .say_help(msg!("sekigahara-help-move-commander")),
        KeySpec::list("group", "counters he leads from his hex")
            .say_label(msg!("sekigahara-key-led"))
            .say_help(msg!("sekigahara-help-led")),
        KeySpec::choice(
            "kind",
            &["normal", "strategic"],
            "normal (morale hexes) or strategic (rolled first, roads only)"
        )
        .say_label(msg!("sekigahara-key-movement"))
        .say_help(msg!("sekigahara-help-movement")),
        KeySpec::list("path", "the hexes entered, in order")
            .say_label(msg!("sekigahara-key-path"))
            .say_help(msg!("sekigahara-help-path")),
    ]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CommanderOnly {
    pub commander: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Attack {
    pub commander: String,
    pub group: Vec<String>,
    pub target: String,
    pub preemptive: bool,
}
typed!(
    Attack,
    "attack",
    [
        KeySpec::text("commander", "the attacking commander")
            .say_label(msg!("sekigahara-key-commander"))
            .say_help(msg!("sekigahara-help-attack-commander")),
        KeySpec::list("group", "counters he leads into the attack")
            .say_label(msg!("sekigahara-key-attacking"))
            .say_help(msg!("sekigahara-help-attacking")),
        KeySpec::text("target", "the adjacent hex attacked")
            .say_label(msg!("sekigahara-key-target-hex"))
            .say_help(msg!("sekigahara-help-target")),
        KeySpec::bool(
            "preemptive",
            "siege only: the defender strikes first (the defender decides, rule 7.2)"
        )
        .say_label(msg!("sekigahara-key-preemptive"))
        .say_help(msg!("sekigahara-help-preemptive")),
    ]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AssignHits {
    pub counters: Vec<String>,
}
typed!(
    AssignHits,
    "assign-hits",
    [KeySpec::list(
        "counters",
        "one counter per hit (a counter may be named twice: flipped, then eliminated)"
    )
    .say_label(msg!("sekigahara-key-counters-hit"))
    .say_help(msg!("sekigahara-help-counters-hit"))]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Advance {
    pub counters: Vec<String>,
}
typed!(
    Advance,
    "advance",
    [
        KeySpec::list("counters", "attackers who advance with the commander")
            .say_label(msg!("sekigahara-key-advancing"))
            .say_help(msg!("sekigahara-help-advancing"))
    ]
);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Recover {
    pub commander: String,
    pub counters: Vec<String>,
}
typed!(
    Recover,
    "recover",
    [
        KeySpec::text("commander", "the commander who recovers")
            .say_label(msg!("sekigahara-key-commander"))
            .say_help(msg!("sekigahara-help-recover-commander")),
        KeySpec::list("counters", "flipped counters in his hex to turn face up")
            .say_label(msg!("sekigahara-key-recovered"))
            .say_help(msg!("sekigahara-help-recovered")),
    ]
);

impl TypedAction for CommanderOnly {
    const NAME: &'static str = "march";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("commander", "the commander")
                .say_label(msg!("sekigahara-key-commander"))
                .say_help(msg!("sekigahara-help-march-commander")),
        ]
    }
}

pub const NO_INPUT: [&str; 4] = ["skip-check", "siege-roll", "no-advance", "end-card"];

/// The actions of a 关原 session (issue 20: one enum, matched exhaustively by `blocked`, `apply` and
/// the titles; the name is the stored form, at the edges only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Act {
    Draw,
    MoveMarker,
    Check,
    SkipCheck,
    Move,
    StrategicRoll,
    Attack,
    AssignHits,
    SiegeRoll,
    Advance,
    NoAdvance,
    Recover,
    March,
    EndCard,
}

impl Act {
    pub const ALL: [Act; 14] = [
        Act::Draw,
        Act::MoveMarker,
        Act::Check,
        Act::SkipCheck,
        Act::Move,
        Act::StrategicRoll,
        Act::Attack,
        Act::AssignHits,
        Act::SiegeRoll,
        Act::Advance,
        Act::NoAdvance,
        Act::Recover,
        Act::March,
        Act::EndCard,
    ];
    /// The name the journal and the CLI use.
    pub fn name(self) -> &'static str {
        match self {
            Act::Draw => "draw",
            Act::MoveMarker => "move-marker",
            Act::Check => "check",
            Act::SkipCheck => "skip-check",
            Act::Move => "move",
            Act::StrategicRoll => "strategic-roll",
            Act::Attack => "attack",
            Act::AssignHits => "assign-hits",
            Act::SiegeRoll => "siege-roll",
            Act::Advance => "advance",
            Act::NoAdvance => "no-advance",
            Act::Recover => "recover",
            Act::March => "march",
            Act::EndCard => "end-card",
        }
    }
    pub fn parse(name: &str) -> Option<Act> {
        Act::ALL.into_iter().find(|a| a.name() == name)
    }
    /// The title a player reads.
    pub fn title(self) -> Msg {
        match self {
            Act::Draw => msg!("sekigahara-action-draw"),
            Act::MoveMarker => msg!("sekigahara-action-move-marker"),
            Act::Check => msg!("sekigahara-action-check"),
            Act::SkipCheck => msg!("sekigahara-action-skip-check"),
            Act::Move => msg!("sekigahara-action-move"),
            Act::StrategicRoll => msg!("sekigahara-action-strategic-roll"),
            Act::Attack => msg!("sekigahara-action-attack"),
            Act::AssignHits => msg!("sekigahara-action-assign-hits"),
            Act::SiegeRoll => msg!("sekigahara-action-siege-roll"),
            Act::Advance => msg!("sekigahara-action-advance"),
            Act::NoAdvance => msg!("sekigahara-action-no-advance"),
            Act::Recover => msg!("sekigahara-action-recover"),
            Act::March => msg!("sekigahara-action-march"),
            Act::EndCard => msg!("sekigahara-action-end-card"),
        }
    }
    /// The rule the action follows, its keys, and whether it rolls dice.
    fn spec(self) -> (&'static str, Vec<KeySpec>, bool) {
        match self {
            Act::Draw => ("4.1", Draw::keys(), true),
            Act::MoveMarker => ("11.0(3)", MoveMarker::keys(), false),
            Act::Check => ("12.0", Check::keys(), true),
            Act::SkipCheck => ("12.0", vec![], false),
            Act::Move => ("6.0", Move::keys(), false),
            Act::StrategicRoll => ("6.2(2)", CommanderOnly::keys(), true),
            Act::Attack => ("7.0", Attack::keys(), true),
            Act::AssignHits => ("7.1(4)", AssignHits::keys(), false),
            Act::SiegeRoll => ("7.2(2)", vec![], true),
            Act::Advance => ("7.3", Advance::keys(), false),
            Act::NoAdvance => ("7.3", vec![], false),
            Act::Recover => ("8.0", Recover::keys(), false),
            Act::March => ("9.0", CommanderOnly::keys(), false),
            Act::EndCard => ("4.1(2)", vec![], false),
        }
    }
}

/// The kind of check a card allows (rule 12.0): a choice, read from its name at the edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckKind {
    Subversion,
    Intimidation,
}

impl CheckKind {
    pub fn parse(s: &str) -> Result<CheckKind, RuleError> {
        match s.trim() {
            "subversion" => Ok(CheckKind::Subversion),
            "intimidation" => Ok(CheckKind::Intimidation),
            other => Err(RuleError::input(
                "kind",
                msg!(
                    "sekigahara-expected",
                    options = "subversion, intimidation",
                    got = other
                ),
            )),
        }
    }
}

/// How a commander moves (rules 6.2(1), 6.2(2)): a choice, read from its name at the edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    Normal,
    Strategic,
}

impl MoveKind {
    pub fn parse(s: &str) -> Result<MoveKind, RuleError> {
        match s.trim() {
            "normal" => Ok(MoveKind::Normal),
            "strategic" => Ok(MoveKind::Strategic),
            other => Err(RuleError::input(
                "kind",
                msg!(
                    "sekigahara-expected",
                    options = "normal, strategic",
                    got = other
                ),
            )),
        }
    }
}

/// The title of an action as a player reads it.
pub fn action_title(name: &str) -> Msg {
    match Act::parse(name) {
        Some(a) => a.title(),
        None => msg!("sekigahara-action-other", name = name),
    }
}

pub fn specs() -> Vec<ActionSpec> {
    Act::ALL
        .into_iter()
        .map(|a| {
            let (rule, keys, rolls) = a.spec();
            ActionSpec {
                name: a.name().into(),
                title: a.title(),
                rule: rule.into(),
                keys,
                rolls,
            }
        })
        .collect()
}

/// A list of counter names as a player reads it (、 in 中文 and 日本語).
pub fn names(ids: &[String]) -> Msg {
    Msg::join(ids.iter().map(|x| Msg::plain(x.clone())), Sep::Comma)
}

/// What a card allows when it is turned (digest §3, A1–A8, A34).
pub fn card_play(data: &SekigaharaData, s: &State, card: Card, repeat: bool) -> CardPlay {
    let zh = s.options.variant == Variant::Zh;
    let side = card.side().unwrap_or(Side::East);
    let grant = |markers: &[&str], toward: Side| {
        Some(MarkerGrant {
            markers: markers.iter().map(|m| m.to_string()).collect(),
            toward,
            done: false,
        })
    };
    let (marker, check, acts, exclusive) = match card {
        Card::IeyasuActs | Card::Hidetada | Card::Ukita => (None, None, 1, false),
        Card::IeyasuLetter => (grant(&WEST_MARKERS, Side::East), None, 0, false),
        Card::IeyasuTakesField | Card::HideyoriSortie => (None, Some(false), 1, false),
        Card::Tozama3 | Card::Tozama2 => (None, None, 2, false),
        Card::Tozama13 => (None, None, 1, false),
        Card::ForcedMarch => (None, None, 0, false),
        Card::Mitsunari => (grant(&WEST_MARKERS, Side::West), None, 1, !zh),
        Card::Otani => (grant(&[super::data::TOSHINAGA], Side::West), None, 1, !zh),
        Card::MitsunariOrder => (
            if zh {
                grant(&WEST_MARKERS, Side::West)
            } else {
                None
            },
            None,
            1,
            false,
        ),
        Card::Terumoto => (grant(&[super::data::TERUMOTO], Side::West), None, 1, !zh),
        Card::Motoyasu => (grant(&[super::data::MOTOYASU], Side::West), None, 1, !zh),
        Card::WestLords => (grant(&["西军诸将"], Side::West), None, 1, !zh),
    };
    let _ = data;
    CardPlay {
        card,
        side,
        repeat,
        marker_first: marker.is_some() && !exclusive && card != Card::IeyasuLetter,
        marker,
        check,
        acts_left: acts,
        acted: vec![],
        exclusive,
    }
}

/// True when the card's marker move can happen now (大谷吉继's needs him in 越前).
pub fn marker_available(data: &SekigaharaData, s: &State) -> bool {
    let Some(cp) = &s.card else { return false };
    let Some(g) = &cp.marker else { return false };
    if g.done || (cp.exclusive && !cp.acted.is_empty()) {
        return false;
    }
    if cp.card == Card::Otani {
        return in_echizen(data, s);
    }
    true
}

pub fn in_echizen(data: &SekigaharaData, s: &State) -> bool {
    s.counter(OTANI)
        .and_then(|c| c.hex())
        .and_then(|h| data.hex(h))
        .is_some_and(|h| h.province == ECHIZEN)
}

/// Why a commander may not act on the current card now (None: he may): the rule and the reason.
pub fn eligible(data: &SekigaharaData, s: &State, id: &str) -> Result<(), (String, Msg)> {
    eligible_as::<Worded>(data, s, id)
}

/// True when the commander may act on the current card now ([`eligible`] without the words: the
/// prompt and the pick-lists ask it of every commander; issue 23).
pub fn may_act(data: &SekigaharaData, s: &State, id: &str) -> bool {
    eligible_as::<Bare>(data, s, id).is_ok()
}

/// How [`eligible_as`] says no: with the rule and the words, or bare.
trait Answer {
    type No;
    fn no(rule: &str, why: impl FnOnce() -> Msg) -> Self::No;
}
struct Worded;
impl Answer for Worded {
    type No = (String, Msg);
    fn no(rule: &str, why: impl FnOnce() -> Msg) -> Self::No {
        (rule.to_string(), why())
    }
}
struct Bare;
impl Answer for Bare {
    type No = ();
    fn no(_: &str, _: impl FnOnce() -> Msg) -> Self::No {}
}
fn no<A: Answer>(rule: &str, why: impl FnOnce() -> Msg) -> Result<(), A::No> {
    Err(A::no(rule, why))
}

fn eligible_as<A: Answer>(data: &SekigaharaData, s: &State, id: &str) -> Result<(), A::No> {
    let Some(cp) = &s.card else {
        return no::<A>("4.1", || msg!("sekigahara-no-draw-first"));
    };
    let Some(c) = s.counter(id) else {
        return no::<A>("5.1", || msg!("sekigahara-no-counter", id = id));
    };
    if c.kind != Kind::Commander {
        return no::<A>("2.3.2", || msg!("sekigahara-not-commander", id = id));
    }
    if c.at == Loc::Removed {
        return no::<A>("5.1", || msg!("sekigahara-is-removed", id = id));
    }
    if c.side != cp.side {
        return no::<A>("5.1(1)", || {
            msg!("sekigahara-not-card-side", id = id, side = cp.side.msg())
        });
    }
    if cp.acted.iter().any(|a| a == id) {
        return no::<A>("5.1(2)", || msg!("sekigahara-acted-already", id = id));
    }
    if cp.acts_left == 0 {
        return no::<A>("5.1", || {
            if cp.exclusive && cp.marker.as_ref().is_some_and(|m| m.done) {
                msg!("sekigahara-marker-instead", ruling = Msg::ruling(1))
            } else {
                msg!("sekigahara-no-more-act")
            }
        });
    }
    // Gunbai's ruling 20: under the Chinese text the card's marker moves first.
    if cp.marker_first && cp.marker.as_ref().is_some_and(|m| !m.done) && marker_available(data, s) {
        return no::<A>(FIRST_STEP_MARKER, || {
            msg!("sekigahara-marker-first", ruling = Msg::ruling(20))
        });
    }
    if cp.check == Some(false) {
        return no::<A>(FIRST_STEP_CHECK, || {
            msg!("sekigahara-check-first", ruling = Msg::ruling(3))
        });
    }
    let m = morale(data, s, id);
    let tozama = c.side == Side::East && c.faction == super::data::Faction::Tozama;
    let named = |who: &str| {
        if id == who {
            Ok(())
        } else {
            no::<A>("5.1(1)", || msg!("sekigahara-card-names", who = who))
        }
    };
    match cp.card {
        Card::IeyasuActs => named(IEYASU),
        Card::Hidetada => named(super::data::HIDETADA),
        Card::Mitsunari => named(super::data::MITSUNARI),
        Card::Ukita => named(super::data::UKITA),
        Card::Otani => named(OTANI),
        Card::Terumoto | Card::Motoyasu => {
            let who = if cp.card == Card::Terumoto {
                super::data::TERUMOTO
            } else {
                super::data::MOTOYASU
            };
            named(who)?;
            if m < 1 {
                no::<A>("5.1(1)", || {
                    msg!("sekigahara-morale-needs-1", id = id, m = m)
                })
            } else {
                Ok(())
            }
        }
        Card::IeyasuTakesField => Ok(()), // Gunbai's ruling 19: any East commander.
        Card::Tozama3 | Card::Tozama2 | Card::Tozama13 => {
            if !tozama {
                return no::<A>("5.1(1)", || msg!("sekigahara-not-tozama", id = id));
            }
            if tozama_gate(cp.card, s.options.variant, m) {
                Ok(())
            } else {
                no::<A>("5.1(1)", || {
                    msg!(
                        "sekigahara-tozama-gate",
                        id = id,
                        m = m,
                        gate = tozama_gate_msg(cp.card, s.options.variant),
                        ruling = Msg::ruling(4)
                    )
                })
            }
        }
        Card::HideyoriSortie | Card::MitsunariOrder => {
            if m < 1 {
                no::<A>("5.1(1)", || {
                    msg!("sekigahara-morale-needs-1", id = id, m = m)
                })
            } else {
                Ok(())
            }
        }
        Card::WestLords => {
            if c.faction != super::data::Faction::WestLords {
                return no::<A>("5.1(1)", || msg!("sekigahara-not-west-lord", id = id));
            }
            let v = rules::marker_value(data, s, "西军诸将");
            if v < 1 {
                return no::<A>("5.1(1)", || msg!("sekigahara-west-lords-morale", m = v));
            }
            Ok(())
        }
        Card::ForcedMarch | Card::IeyasuLetter => {
            no::<A>("5.1", || msg!("sekigahara-lets-nobody-act"))
        }
    }
}

/// The rule [`eligible`] cites when the card's marker must move first (rule 11.0(3) with Gunbai's
/// ruling 20) and when the card's check comes first (rule 12.0 with ruling 3).
const FIRST_STEP_MARKER: &str = "11.0(3)";
const FIRST_STEP_CHECK: &str = "12.0";

/// The morale gate of the three 东军外样诸将 cards (digest A6: 1ないし3 reads "1 to 3", 1 或 3 "1 or 3").
pub fn tozama_gate(card: Card, v: Variant, m: i32) -> bool {
    match (card, v) {
        (Card::Tozama3, _) => m == 3,
        (Card::Tozama2, _) => m == 2,
        (_, Variant::Ja) => (1..=3).contains(&m),
        (_, Variant::Zh) => m == 1 || m == 3,
    }
}

fn tozama_gate_msg(card: Card, v: Variant) -> Msg {
    let g = match (card, v) {
        (Card::Tozama3, _) => "three",
        (Card::Tozama2, _) => "two",
        (_, Variant::Ja) => "ja",
        (_, Variant::Zh) => "zh",
    };
    msg!("sekigahara-gate", g = g)
}

/// Why no commander may act on the card in play although it still allows an action (rule 5.1 and the
/// card's gate): the first step still owed (marker, check), else the gate with the morale values that
/// fail it. `None` when somebody may act or the card allows no action.
/// Why nobody may act on the card in play: the rule, the reason and, when the card's own gate is the
/// reason, the card's name.
#[derive(Debug, Clone, PartialEq)]
pub struct Nobody {
    pub rule: String,
    pub why: Msg,
    pub card: Option<String>,
}

pub fn nobody_may_act(data: &SekigaharaData, s: &State) -> Option<Nobody> {
    let cp = s.card.as_ref()?;
    if cp.acts_left == 0 {
        return None;
    }
    let alive: Vec<&super::state::Counter> = s
        .counters
        .iter()
        .filter(|c| c.kind == Kind::Commander && c.at != Loc::Removed)
        .collect();
    if alive.iter().any(|c| may_act(data, s, &c.id)) {
        return None;
    }
    // A step the card orders first (digest A34, A5) is the reason, not the gate.
    for c in &alive {
        if let Err((rule, why)) = eligible(data, s, &c.id)
            && (rule == FIRST_STEP_MARKER || rule == FIRST_STEP_CHECK)
        {
            return Some(Nobody {
                rule,
                why,
                card: None,
            });
        }
    }
    let v = s.options.variant;
    let values = |pred: &dyn Fn(&super::state::Counter) -> bool| -> Msg {
        let list: Vec<Msg> = alive
            .iter()
            .filter(|c| c.side == cp.side && pred(c))
            .map(|c| {
                msg!(
                    "sekigahara-morale-of",
                    id = c.id.as_str(),
                    m = morale(data, s, &c.id)
                )
            })
            .collect();
        if list.is_empty() {
            msg!("sekigahara-nobody")
        } else {
            Msg::join(list, Sep::Comma)
        }
    };
    let why = match cp.card {
        Card::IeyasuActs
        | Card::Hidetada
        | Card::Mitsunari
        | Card::Ukita
        | Card::Otani
        | Card::Terumoto
        | Card::Motoyasu => {
            let who = match cp.card {
                Card::IeyasuActs => IEYASU,
                Card::Hidetada => super::data::HIDETADA,
                Card::Mitsunari => super::data::MITSUNARI,
                Card::Ukita => super::data::UKITA,
                Card::Otani => OTANI,
                Card::Terumoto => super::data::TERUMOTO,
                _ => super::data::MOTOYASU,
            };
            match eligible(data, s, who) {
                Err((_, why)) => why,
                Ok(()) => return None,
            }
        }
        Card::Tozama3 | Card::Tozama2 | Card::Tozama13 => msg!(
            "sekigahara-no-tozama-morale",
            gate = tozama_gate_msg(cp.card, v),
            values = values(&|c| c.faction == super::data::Faction::Tozama)
        ),
        Card::HideyoriSortie | Card::MitsunariOrder => {
            msg!("sekigahara-no-west-morale", values = values(&|_| true))
        }
        Card::WestLords => {
            let m = rules::marker_value(data, s, "西军诸将");
            if m < 1 {
                msg!("sekigahara-west-lords-morale", m = m)
            } else {
                msg!("sekigahara-no-west-lord-left")
            }
        }
        _ => msg!("sekigahara-no-act-now"),
    };
    Some(Nobody {
        rule: "5.1(1)".into(),
        why,
        card: Some(cp.card.name(v)),
    })
}

/// Cards resolved so far, for the draw limit (digest A12): every card drawn but 强行军.
pub fn cards_resolved(s: &State) -> u32 {
    s.draws.saturating_sub(s.forced_marches)
}

fn activate(s: &mut State, id: &str) {
    if let Some(cp) = s.card.as_mut() {
        cp.acts_left = cp.acts_left.saturating_sub(1);
        cp.acted.push(id.to_string());
    }
}

fn resolution_from(r: Resolution) -> Option<Resolution> {
    Some(r)
}

pub fn apply(
    data: &SekigaharaData,
    s: &State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    // Refused before the copy: a blocked action costs no state copy.
    let act = admitted(data, s, a)?;
    carry_out(data, s.clone(), act, a, dice)
}

/// [`apply`] on a state the caller hands over (issue 23: a replay works in place instead of on a
/// copy per step); on a refusal the state is gone.
pub fn apply_owned(
    data: &SekigaharaData,
    s: State,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let act = admitted(data, &s, a)?;
    carry_out(data, s, act, a, dice)
}

/// The action named by `a` when the game is not over and no rule blocks it now.
fn admitted(data: &SekigaharaData, s: &State, a: &ActionCall) -> Result<Act, RuleError> {
    if let Some(w) = &s.winner {
        return Err(RuleError::GameOver(w.msg()));
    }
    if let Some((rule, why)) = blocked(data, s, &a.name) {
        return Err(RuleError::forbidden(&rule, why));
    }
    Act::parse(&a.name).ok_or_else(|| RuleError::UnknownAction {
        name: a.name.clone(),
        valid: specs()
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>()
            .join(", "),
    })
}

fn carry_out(
    data: &SekigaharaData,
    mut n: State,
    act: Act,
    a: &ActionCall,
    dice: &mut dyn DiceSource,
) -> Result<Applied<State>, RuleError> {
    let mut log: Vec<Msg> = Vec::new();
    let mut res = None;
    let mut reveals = false;
    match act {
        Act::Draw => {
            let (r, shown) = draw(data, &mut n, parse(&a.params)?, dice, &mut log)?;
            res = resolution_from(r);
            reveals = shown;
        }
        Act::MoveMarker => {
            move_marker(data, &mut n, parse(&a.params)?, &mut log)?;
        }
        Act::Check => {
            let p: Check = parse(&a.params)?;
            let (r, l) = check(data, &mut n, &p, dice)?;
            res = Some(r);
            log.extend(l);
            if let Some(c) = n.card.as_mut() {
                c.check = Some(true);
            }
        }
        Act::SkipCheck => {
            log.push(msg!("sekigahara-skip-check-log"));
            if let Some(c) = n.card.as_mut() {
                c.check = Some(true);
            }
        }
        Act::StrategicRoll => {
            res = Some(strategic_roll(
                data,
                &mut n,
                parse(&a.params)?,
                dice,
                &mut log,
            )?);
        }
        Act::Move => {
            let p: Move = parse(&a.params)?;
            log.extend(movement(data, &mut n, &p)?);
        }
        Act::Attack => {
            let p: Attack = parse(&a.params)?;
            let (r, l) = attack(data, &mut n, &p, dice)?;
            res = r;
            log.extend(l);
        }
        Act::SiegeRoll => {
            let (r, l) = main_roll(data, &mut n, dice)?;
            res = Some(r);
            log.extend(l);
        }
        Act::AssignHits => {
            let p: AssignHits = parse(&a.params)?;
            log.extend(assign(data, &mut n, &p.counters)?);
        }
        Act::Advance => {
            let p: Advance = parse(&a.params)?;
            log.extend(advance(data, &mut n, &p.counters)?);
        }
        Act::NoAdvance => {
            log.push(msg!("sekigahara-no-advance-log"));
            n.combat = None;
        }
        Act::Recover => {
            let p: Recover = parse(&a.params)?;
            log.extend(recover(data, &mut n, &p)?);
        }
        Act::March => {
            let p: CommanderOnly = parse(&a.params)?;
            log.extend(march(data, &mut n, p.commander.trim())?);
        }
        Act::EndCard => {
            end_card(&mut n, &mut log)?;
        }
    }
    rules::check_victory(data, &mut n);
    if let Some(w) = &n.winner {
        log.push(w.msg());
    }
    // Results that used placeholder data say so (the GUI shows the badge, the log the note).
    if let Some(r) = res.as_mut() {
        mark_placeholders(data, act, r);
    }
    n.lists_changed();
    let mut out = Applied::new(n);
    out.log = log;
    out.resolution = res;
    out.reveals_hidden = reveals;
    Ok(out)
}

/// Names the placeholder tables a result of `act` used (the GUI shows the badge, the log the note).
fn mark_placeholders(data: &SekigaharaData, act: Act, r: &mut Resolution) {
    let used: &[(&str, bool)] = match act {
        Act::Attack | Act::SiegeRoll => &[
            ("counters", data.counters_placeholder),
            ("map", data.map_placeholder),
        ],
        Act::Check => &[
            ("tracks", data.tracks_placeholder),
            ("map", data.map_placeholder),
        ],
        Act::StrategicRoll => &[
            ("counters", data.counters_placeholder),
            ("tracks", data.tracks_placeholder),
        ],
        Act::Draw
        | Act::MoveMarker
        | Act::SkipCheck
        | Act::Move
        | Act::AssignHits
        | Act::Advance
        | Act::NoAdvance
        | Act::Recover
        | Act::March
        | Act::EndCard => &[],
    };
    for (t, p) in used {
        if *p && !r.placeholders.iter().any(|x| x == t) {
            r.placeholders.push(t.to_string());
        }
    }
}

/// Rule 4.1: turn the next card (the players name it with a shadow deck).
fn draw(
    data: &SekigaharaData,
    n: &mut State,
    p: Draw,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<(Resolution, bool), RuleError> {
    let typed: Vec<Card> = p
        .cards
        .iter()
        .map(|c| {
            Card::parse(c).ok_or_else(|| {
                RuleError::input(
                    "cards",
                    msg!(
                        "sekigahara-unknown-card",
                        card = c.as_str(),
                        list = procedures::card_list()
                    ),
                )
            })
        })
        .collect::<Result<_, _>>()?;
    let shadow = n.options.deck == DeckMode::Shadow;
    if shadow && typed.is_empty() {
        return Err(RuleError::input(
            "cards",
            msg!("sekigahara-shadow-name-card"),
        ));
    }
    if !shadow && !typed.is_empty() {
        return Err(RuleError::input("cards", msg!("sekigahara-app-deck-empty")));
    }
    let mut counting = procedures::Counting {
        inner: dice,
        faces: vec![],
    };
    let d = cards::draw(
        &mut n.deck,
        n.options.variant,
        shadow.then_some(typed.as_slice()),
        &mut counting,
    )?;
    n.draws = n.draws.saturating_add(d.turned.len() as u32);
    let fm = d.turned.iter().filter(|c| **c == Card::ForcedMarch).count() as u32;
    n.forced_marches = n.forced_marches.saturating_add(fm);
    n.last_turned = d.turned.clone();
    let mut r = Resolution::new(procedures::GAME, "draw");
    r.rolls = counting.faces;
    r.set("card", d.card.id())
        .set("repeat", d.repeat)
        .rule("4.1");
    for c in &d.turned {
        log.push(msg!(
            "sekigahara-card-turned",
            card = c.name(n.options.variant),
            n = n.draws
        ));
    }
    if d.turned.contains(&Card::ForcedMarch) {
        let fm = Card::ForcedMarch.name(n.options.variant);
        log.push(if d.repeat {
            msg!(
                "sekigahara-forced-repeat",
                fm = fm,
                card = d.card.name(n.options.variant),
                ruling = Msg::ruling(2)
            )
        } else {
            msg!("sekigahara-forced-again", fm = fm)
        });
    }
    n.card = Some(card_play(data, n, d.card, d.repeat));
    Ok((r, !shadow))
}

/// Rule 11.0(3): move a marker of the card's group one box.
fn move_marker(
    data: &SekigaharaData,
    n: &mut State,
    p: MoveMarker,
    log: &mut Vec<Msg>,
) -> Result<(), RuleError> {
    let cp = n
        .card
        .clone()
        .ok_or_else(|| RuleError::forbidden("4.1", msg!("sekigahara-no-card")))?;
    let g = cp
        .marker
        .clone()
        .ok_or_else(|| RuleError::forbidden("11.0(3)", msg!("sekigahara-no-marker-card")))?;
    let m = p.marker.trim();
    if !g.markers.iter().any(|x| x == m) {
        return Err(RuleError::input(
            "marker",
            msg!(
                "sekigahara-marker-one-of",
                markers = Msg::join(g.markers.iter().map(Msg::plain), Sep::Comma)
            ),
        ));
    }
    let (line, _) = rules::move_marker(data, n, m, g.toward, 1);
    log.push(msg!(
        "sekigahara-card-line",
        card = cp.card.name(n.options.variant),
        line = line
    ));
    if let Some(c) = n.card.as_mut() {
        if let Some(g) = c.marker.as_mut() {
            g.done = true;
        }
        if c.exclusive {
            c.acts_left = 0;
        }
    }
    Ok(())
}

/// Rule 6.2(2): a commander on a road rolls for a strategic move.
fn strategic_roll(
    data: &SekigaharaData,
    n: &mut State,
    p: CommanderOnly,
    dice: &mut dyn DiceSource,
    log: &mut Vec<Msg>,
) -> Result<Resolution, RuleError> {
    let id = p.commander.trim().to_string();
    eligible(data, n, &id).map_err(|(r, w)| RuleError::forbidden(&r, w))?;
    let hex = n
        .counter(&id)
        .and_then(|c| c.hex())
        .ok_or_else(|| {
            RuleError::forbidden("6.2(2)", msg!("sekigahara-not-on-map", id = id.as_str()))
        })?
        .to_string();
    if !data.hex(&hex).is_some_and(|h| h.road) {
        return Err(RuleError::forbidden(
            "6.2(2)",
            msg!(
                "sekigahara-strategic-road-start",
                id = id.as_str(),
                hex = hex.as_str()
            ),
        ));
    }
    let r = procedures::strategic_move(morale(data, n, &id), dice)?;
    let mp = r.result["movement_points"].as_i64().unwrap_or(0) as i32;
    log.push(msg!(
        "sekigahara-strategic-declare",
        id = id.as_str(),
        line = Msg::join(r.log.clone(), Sep::Semi)
    ));
    activate(n, &id);
    n.strategic = Some(Strategic {
        commander: id,
        points: mp,
    });
    Ok(r)
}

/// Rule 4.1: the card is done; discard it (a reshuffle after 家康出马).
fn end_card(n: &mut State, log: &mut Vec<Msg>) -> Result<(), RuleError> {
    let cp = n
        .card
        .take()
        .ok_or_else(|| RuleError::forbidden("4.1", msg!("sekigahara-no-card")))?;
    if !cp.repeat {
        n.deck.discard.push(cp.card);
    }
    n.deck.previous = Some(cp.card);
    log.push(msg!(
        "sekigahara-card-done",
        card = cp.card.name(n.options.variant)
    ));
    if cp.card == Card::IeyasuActs {
        n.deck.reshuffle();
        n.reshuffles += 1;
        log.push(msg!("sekigahara-reshuffle", n = n.deck.draw_pile.len()));
    }
    // Gunbai's ruling 7: the limit counts the cards resolved; 强行军 itself is not one of them.
    if n.options.draw_cap > 0 && cards_resolved(n) >= n.options.draw_cap {
        n.winner = Some(Winner {
            side: None,
            reason: WinReason::Known(WinKind::DrawLimit(n.options.draw_cap)),
            rule: String::new(),
        });
    }
    Ok(())
}

/// Rules 12.0–12.2: the check of 家康出马 / 秀赖出阵.
fn check(
    data: &SekigaharaData,
    s: &mut State,
    p: &Check,
    dice: &mut dyn DiceSource,
) -> Result<(Resolution, Vec<Msg>), RuleError> {
    let me = s
        .card
        .as_ref()
        .map(|c| c.side)
        .ok_or_else(|| RuleError::forbidden("12.0", msg!("sekigahara-no-card")))?;
    let hex = p.hex.trim().to_string();
    if data.hex(&hex).is_none() {
        return Err(RuleError::input(
            "hex",
            msg!("sekigahara-unknown-hex", hex = hex.as_str()),
        ));
    }
    if !s.in_hex(&hex).any(|c| c.side != me) {
        return Err(RuleError::forbidden(
            "12.0",
            msg!(
                "sekigahara-hex-no-side",
                hex = hex.as_str(),
                side = me.other().msg()
            ),
        ));
    }
    let mut log: Vec<Msg> = Vec::new();
    let kind = CheckKind::parse(&p.kind)?;
    let r = match kind {
        CheckKind::Subversion => {
            if !rules::subversion_on(data, s, me) {
                return Err(RuleError::forbidden(
                    "12.1",
                    msg!("sekigahara-subversion-not-on-side", side = me.msg()),
                ));
            }
            let t = data.subversion.columns[s.subversion].value;
            procedures::subversion(t, dice)?
        }
        CheckKind::Intimidation => {
            let adj = adjacency(data, s, &hex, me);
            let mut r = procedures::intimidation(adj, dice)?;
            r.set("adjacent", adj);
            r
        }
    };
    log.extend(r.log.iter().cloned());
    let ok = r.result["success"].as_bool().unwrap_or(false);
    if ok {
        defect(data, s, &hex, me, &mut log);
    } else if kind == CheckKind::Intimidation {
        let why = msg!("sekigahara-why-intimidation-failed");
        rules::move_all(data, s, me.other(), 2, why, &mut log);
    }
    Ok((r, log))
}

/// Rule 12.2(1): what the target hex is next to.
pub fn adjacency(data: &SekigaharaData, s: &State, hex: &str, me: Side) -> &'static str {
    let leader = if me == Side::East { IEYASU } else { HIDEYORI };
    let near = |pred: &dyn Fn(&super::state::Counter) -> bool| {
        data.neighbours(hex)
            .iter()
            .any(|(n, k)| *k != Hexside::Sea && s.in_hex(n).any(|c| c.side == me && pred(c)))
    };
    if near(&|c| c.id == leader) {
        "leader"
    } else if near(&|_| true) {
        "friendly"
    } else {
        "none"
    }
}

/// Rule 12.1(2)–(4): the hex changes side.
fn defect(data: &SekigaharaData, s: &mut State, hex: &str, me: Side, log: &mut Vec<Msg>) {
    let turn: Vec<String> = s
        .in_hex(hex)
        .filter(|c| c.side != me && c.faction.subvertible())
        .map(|c| c.id.clone())
        .collect();
    if turn.is_empty() {
        log.push(msg!("sekigahara-no-subvertible", hex = hex));
        return;
    }
    let stay: Vec<String> = s
        .in_hex(hex)
        .filter(|c| c.side != me && !c.faction.subvertible())
        .map(|c| c.id.clone())
        .collect();
    let mut commanders = 0;
    for id in &turn {
        if let Some(c) = s.counter_mut(id) {
            c.side = me;
            c.faction = rules::defected_faction(me);
            c.defected = true;
            if c.kind == Kind::Commander {
                commanders += 1;
            }
        }
    }
    log.push(msg!(
        "sekigahara-defection",
        hex = hex,
        who = names(&turn),
        side = me.msg()
    ));
    for id in &stay {
        log.push(msg!("sekigahara-cannot-defect", id = id.as_str()));
        rules::remove(data, s, id, me, log);
    }
    for _ in 0..commanders {
        let why = msg!("sekigahara-why-won-over", side = me.msg());
        rules::move_all(data, s, me, 1, why, log);
    }
    if let Some(c) = s.castles.get(hex).copied()
        && c.owner != me
    {
        s.castles.insert(
            hex.to_string(),
            super::state::Castle {
                owner: me,
                functional: c.functional,
            },
        );
        let major = data.hex(hex).is_some_and(|h| h.major);
        log.push(msg!("sekigahara-castle-defects", hex = hex));
        let why = msg!("sekigahara-why-took", side = me.msg(), hex = hex);
        rules::move_all(data, s, me, if major { 2 } else { 1 }, why, log);
    }
}

/// Rules 6.1–6.3, 10.0, 13.0: a move along a path.
fn movement(data: &SekigaharaData, s: &mut State, p: &Move) -> Result<Vec<Msg>, RuleError> {
    let id = p.commander.trim().to_string();
    let strategic = MoveKind::parse(&p.kind)? == MoveKind::Strategic;
    let mp = if strategic {
        match &s.strategic {
            Some(st) if st.commander == id => st.points,
            _ => {
                return Err(RuleError::forbidden(
                    "6.2(2)①",
                    msg!("sekigahara-roll-strategic-first", id = id.as_str()),
                ));
            }
        }
    } else {
        if s.strategic.is_some() {
            return Err(RuleError::forbidden(
                "6.2",
                msg!("sekigahara-no-finish-strategic-short"),
            ));
        }
        eligible(data, s, &id).map_err(|(r, w)| RuleError::forbidden(&r, w))?;
        morale(data, s, &id).max(0)
    };
    if strategic && p.path.is_empty() {
        // Unused movement is lost (Gunbai's ruling 17): the group may stay where it is.
        s.strategic = None;
        return Ok(vec![msg!("sekigahara-strategic-stays", id = id.as_str())]);
    }
    let members = rules::group(data, s, &id, &p.group, "group")?;
    let side = s.counter(&id).map(|c| c.side).unwrap_or(Side::East);
    let start = s
        .counter(&id)
        .and_then(|c| c.hex())
        .unwrap_or_default()
        .to_string();
    if p.path.is_empty() {
        return Err(RuleError::input("path", msg!("sekigahara-path-empty")));
    }
    if p.path.len() as i32 > mp {
        return Err(RuleError::forbidden(
            if strategic { "6.2(2)①" } else { "6.2(1)" },
            msg!(
                "sekigahara-path-too-long",
                id = id.as_str(),
                mp = mp,
                n = p.path.len()
            ),
        ));
    }
    if members.iter().any(|m| m == HIDEYORI) && start == OSAKA {
        rules::hideyori_may_leave(data, s).map_err(|w| {
            RuleError::forbidden(
                "13.0(1)",
                msg!(
                    "sekigahara-may-not-leave",
                    who = HIDEYORI,
                    place = OSAKA,
                    why = w
                ),
            )
        })?;
    }
    let here = walk_path(data, s, p, side, strategic, &start)?;
    let others = s.stack(&here) - s.in_hex(&here).filter(|c| members.contains(&c.id)).count();
    let enemy_here = s.in_hex(&here).filter(|c| c.side != side).count();
    if others - enemy_here + members.len() > 6 {
        return Err(RuleError::forbidden(
            "6.1(3)",
            msg!("sekigahara-over-stack", hex = here.as_str()),
        ));
    }
    for m in &members {
        if let Some(c) = s.counter_mut(m) {
            c.at = Loc::Hex(here.clone());
        }
    }
    s.strategic = None;
    if !strategic {
        activate(s, &id);
    }
    let others = if members.len() > 1 {
        names(&members[1..])
    } else {
        msg!("sekigahara-no-other-counter")
    };
    let path = Msg::join(
        p.path.iter().map(|h| Msg::plain(h.trim().to_string())),
        Sep::Arrow,
    );
    let mut log: Vec<Msg> = vec![if strategic {
        msg!(
            "sekigahara-moves-strategic",
            id = id.as_str(),
            from = start.as_str(),
            path = path,
            others = others
        )
    } else {
        msg!(
            "sekigahara-moves",
            id = id.as_str(),
            from = start.as_str(),
            path = path,
            others = others
        )
    }];
    rules::entered(data, s, &here, side, &mut log);
    rules::after_hideyori_moved(s, &mut log);
    Ok(log)
}

/// Rules 6.1, 6.2(2)②, 6.3(1), 10.0(2), 13.0(4): each hex of the path is next to the one before and
/// may be entered on this move; where the move ends.
fn walk_path(
    data: &SekigaharaData,
    s: &State,
    p: &Move,
    side: Side,
    strategic: bool,
    start: &str,
) -> Result<String, RuleError> {
    let zoc = rules::zone(data, s, side.other());
    let mut here = start.to_string();
    for (i, h) in p.path.iter().enumerate() {
        let h = h.trim().to_string();
        let last = i + 1 == p.path.len();
        let hx = data.hex(&h).ok_or_else(|| {
            RuleError::input("path", msg!("sekigahara-unknown-hex", hex = h.as_str()))
        })?;
        let side_kind = data.hexside(&here, &h).ok_or_else(|| {
            RuleError::forbidden(
                "6.1",
                msg!(
                    "sekigahara-not-adjacent",
                    to = h.as_str(),
                    from = here.as_str()
                ),
            )
        })?;
        step_allowed(side_kind, hx.terrain, &here, &h)?;
        if strategic && (!hx.road || !matches!(side_kind, Hexside::Road | Hexside::RiverRoad)) {
            return Err(RuleError::forbidden(
                "6.2(2)②",
                msg!(
                    "sekigahara-strategic-not-road",
                    from = here.as_str(),
                    to = h.as_str()
                ),
            ));
        }
        let enemy: Vec<&super::state::Counter> = s.in_hex(&h).filter(|c| c.side != side).collect();
        if !enemy.is_empty() {
            let lone_hideyori =
                enemy.iter().all(|c| c.kind == Kind::Hideyori) && side == Side::East;
            if !lone_hideyori {
                return Err(RuleError::forbidden(
                    "6.1",
                    msg!(
                        "sekigahara-enemy-in-hex",
                        hex = h.as_str(),
                        ruling = Msg::ruling(15)
                    ),
                ));
            }
            if !last {
                return Err(RuleError::forbidden(
                    "13.0(4)",
                    msg!(
                        "sekigahara-capture-ends-move",
                        who = HIDEYORI,
                        hex = h.as_str()
                    ),
                ));
            }
        }
        if !last && zoc.contains(h.as_str()) {
            return Err(RuleError::forbidden(
                "6.3(1)",
                msg!("sekigahara-zoc-ends-move", hex = h.as_str()),
            ));
        }
        if !last && s.castles.get(&h).is_some_and(|c| c.owner != side) {
            return Err(RuleError::forbidden(
                "10.0(2)",
                msg!("sekigahara-castle-ends-move", hex = h.as_str()),
            ));
        }
        here = h;
    }
    Ok(here)
}

fn step_allowed(k: Hexside, t: Terrain, from: &str, to: &str) -> Result<(), RuleError> {
    match k {
        Hexside::Sea => {
            return Err(RuleError::forbidden(
                "6.2(1)③",
                msg!("sekigahara-full-sea-between", from = from, to = to),
            ));
        }
        Hexside::River => {
            return Err(RuleError::forbidden(
                "6.2(1)③",
                msg!("sekigahara-river-no-road", from = from, to = to),
            ));
        }
        _ => {}
    }
    match t {
        Terrain::Mountain => Err(RuleError::forbidden(
            "6.2(1)①",
            msg!("sekigahara-mountain-hex", hex = to),
        )),
        Terrain::Sea => Err(RuleError::forbidden(
            "6.2(1)②",
            msg!("sekigahara-sea-hex", hex = to),
        )),
        _ => Ok(()),
    }
}

fn ground(data: &SekigaharaData, h: &str) -> Ground {
    if data.hex(h).is_some_and(|x| x.terrain == Terrain::Hill) {
        Ground::Hill
    } else {
        Ground::Plain
    }
}

fn strength(data: &SekigaharaData, s: &State, id: &str) -> i32 {
    let spec = data.counter(id);
    let flipped = s.counter(id).is_some_and(|c| c.flipped);
    spec.map(|c| if flipped { c.back } else { c.front })
        .unwrap_or(0)
}

/// Rules 7.1, 7.2: declare an attack.
fn attack(
    data: &SekigaharaData,
    s: &mut State,
    p: &Attack,
    dice: &mut dyn DiceSource,
) -> Result<(Option<Resolution>, Vec<Msg>), RuleError> {
    let id = p.commander.trim().to_string();
    eligible(data, s, &id).map_err(|(r, w)| RuleError::forbidden(&r, w))?;
    let members = rules::group(data, s, &id, &p.group, "group")?;
    let c = s
        .counter(&id)
        .cloned()
        .ok_or_else(|| RuleError::input("commander", msg!("sekigahara-no-such-counter")))?;
    let from = c.hex().unwrap_or_default().to_string();
    let (target, defenders) = attack_target(data, s, p, &c, &from)?;
    let siege = s.castle_works(&target);
    if p.preemptive && !siege {
        return Err(RuleError::forbidden(
            "7.2(1)",
            msg!("sekigahara-preemptive-only-siege", hex = target.as_str()),
        ));
    }
    activate(s, &id);
    let mut log: Vec<Msg> = vec![if siege {
        msg!(
            "sekigahara-attacks-siege",
            id = id.as_str(),
            target = target.as_str(),
            from = from.as_str(),
            group = names(&members)
        )
    } else {
        msg!(
            "sekigahara-attacks",
            id = id.as_str(),
            target = target.as_str(),
            from = from.as_str(),
            group = names(&members)
        )
    }];
    // Rule 11.0(2), digest A26: each marker of an attacked commander moves once toward his own side.
    let mut moved = Vec::new();
    for d in &defenders {
        if let Some(m) = rules::marker_of(data, s, d)
            && !moved.contains(&m)
        {
            moved.push(m);
            let own = s.counter(d).map(|x| x.side).unwrap_or(Side::West);
            let (line, _) = rules::move_marker(data, s, m, own, 1);
            log.push(msg!(
                "sekigahara-attacked-marker",
                who = d.as_str(),
                line = line
            ));
        }
    }
    s.combat = Some(Combat {
        side: c.side,
        commander: id,
        attackers: members,
        from,
        target: target.clone(),
        siege,
        stage: CombatStage::MainRoll,
    });
    if siege && p.preemptive {
        return preemptive(data, s, &defenders, &target, dice, log);
    }
    let (r, l) = main_roll(data, s, dice)?;
    log.extend(l);
    Ok((Some(r), log))
}

/// Rules 7.1, 7.1(3)③, 13.0(3): the hex attacked is next to the attackers, across land, and holds
/// enemies a Tozama group may attack; the hex and its defenders.
fn attack_target(
    data: &SekigaharaData,
    s: &State,
    p: &Attack,
    c: &super::state::Counter,
    from: &str,
) -> Result<(String, Vec<String>), RuleError> {
    let target = p.target.trim().to_string();
    if data.hex(&target).is_none() {
        return Err(RuleError::input(
            "target",
            msg!("sekigahara-unknown-hex", hex = target.as_str()),
        ));
    }
    match data.hexside(from, &target) {
        None => {
            return Err(RuleError::forbidden(
                "7.1",
                msg!(
                    "sekigahara-not-next-to",
                    target = target.as_str(),
                    from = from
                ),
            ));
        }
        Some(Hexside::Sea) => {
            return Err(RuleError::forbidden(
                "7.1(3)③",
                msg!("sekigahara-no-sea-attack"),
            ));
        }
        _ => {}
    }
    let defenders: Vec<String> = s
        .in_hex(&target)
        .filter(|x| x.side != c.side)
        .map(|x| x.id.clone())
        .collect();
    if defenders.is_empty() {
        return Err(RuleError::forbidden(
            "7.1",
            msg!("sekigahara-target-no-enemy", hex = target.as_str()),
        ));
    }
    if c.side == Side::East
        && c.faction == super::data::Faction::Tozama
        && defenders.iter().any(|d| d == HIDEYORI)
    {
        return Err(RuleError::forbidden(
            "13.0(3)",
            msg!("sekigahara-tozama-hideyori", who = HIDEYORI),
        ));
    }
    Ok((target, defenders))
}

/// Rule 7.2(1), digest A22: every defender strikes first, garrisons included, no terrain; then the
/// attackers roll unless the strike ended the attack.
fn preemptive(
    data: &SekigaharaData,
    s: &mut State,
    defenders: &[String],
    target: &str,
    dice: &mut dyn DiceSource,
    mut log: Vec<Msg>,
) -> Result<(Option<Resolution>, Vec<Msg>), RuleError> {
    // Rule 7.2(1), digest A22: every defender strikes first, garrisons included, no terrain.
    let strengths: Vec<i32> = defenders.iter().map(|d| strength(data, s, d)).collect();
    let terms = AttackTerms {
        from: Ground::Plain,
        to: Ground::Plain,
        river: false,
        castle: true,
        siege: false,
    };
    let mut r = procedures::attack(&strengths, terms, dice)?;
    r.procedure = "preemptive".into();
    r.rule("7.2(1)");
    let hits = r.result["hits"].as_u64().unwrap_or(0) as u32;
    log.push(msg!(
        "sekigahara-preemptive-log",
        hex = target,
        line = Msg::join(r.log.clone(), Sep::Semi)
    ));
    if hits > 0 {
        let forced = set_hits(data, s, hits, true, &mut log);
        if !forced {
            return Ok((Some(r), log));
        }
    }
    if s.combat.is_none() || s.winner.is_some() {
        return Ok((Some(r), log));
    }
    let (r2, l2) = main_roll(data, s, dice)?;
    log.extend(l2);
    let mut merged = r2;
    let mut rolls = r.rolls.clone();
    rolls.extend(merged.rolls.iter());
    merged.rolls = rolls;
    merged.set("preemptive_hits", hits);
    // One entry per die, in the order rolled: the pre-emptive strike first (die notes stay
    // aligned).
    let mut per = r
        .result
        .get("per_counter")
        .and_then(|v| v.as_array().cloned())
        .unwrap_or_default();
    per.extend(
        merged
            .result
            .get("per_counter")
            .and_then(|v| v.as_array().cloned())
            .unwrap_or_default(),
    );
    merged.set("per_counter", serde_json::Value::Array(per));
    Ok((Some(merged), log))
}

/// The attackers roll (rule 7.1(2)/(3), 7.2(2)).
fn main_roll(
    data: &SekigaharaData,
    s: &mut State,
    dice: &mut dyn DiceSource,
) -> Result<(Resolution, Vec<Msg>), RuleError> {
    let cb = s
        .combat
        .clone()
        .ok_or_else(|| RuleError::forbidden("7.1", msg!("sekigahara-no-attack")))?;
    let alive: Vec<String> = cb
        .attackers
        .iter()
        .filter(|a| {
            s.counter(a)
                .is_some_and(|c| c.hex() == Some(cb.from.as_str()))
        })
        .cloned()
        .collect();
    let strengths: Vec<i32> = alive.iter().map(|a| strength(data, s, a)).collect();
    let side_kind = data.hexside(&cb.from, &cb.target).unwrap_or(Hexside::Open);
    let terms = AttackTerms {
        from: ground(data, &cb.from),
        to: ground(data, &cb.target),
        river: matches!(side_kind, Hexside::River | Hexside::RiverRoad),
        castle: s.castle_works(&cb.from),
        siege: cb.siege,
    };
    let r = procedures::attack(&strengths, terms, dice)?;
    let hits = r.result["hits"].as_u64().unwrap_or(0) as u32;
    let mut log = vec![Msg::join(r.log.clone(), Sep::Semi)];
    if let Some(c) = s.combat.as_mut() {
        c.attackers = alive;
    }
    if hits == 0 {
        log.push(msg!("sekigahara-no-hits-over"));
        s.combat = None;
    } else {
        set_hits(data, s, hits, false, &mut log);
    }
    Ok((r, log))
}

/// The counters that take hits now: the attackers (pre-emptive strike) or the defenders.
pub fn hit_pool(s: &State) -> Vec<String> {
    let Some(cb) = &s.combat else { return vec![] };
    match cb.stage {
        CombatStage::PreemptiveHits { .. } => cb
            .attackers
            .iter()
            .filter(|a| s.counter(a).is_some_and(|c| c.on_map()))
            .cloned()
            .collect(),
        CombatStage::Hits { .. } => s
            .in_hex(&cb.target)
            .filter(|c| c.side != cb.side)
            .map(|c| c.id.clone())
            .collect(),
        _ => vec![],
    }
}

/// Records hits to assign; when every counter must take all it can, they are applied at once. Returns
/// true when applied.
fn set_hits(
    data: &SekigaharaData,
    s: &mut State,
    hits: u32,
    pre: bool,
    log: &mut Vec<Msg>,
) -> bool {
    if let Some(c) = s.combat.as_mut() {
        c.stage = if pre {
            CombatStage::PreemptiveHits { hits }
        } else {
            CombatStage::Hits { hits }
        };
    }
    let pool = hit_pool(s);
    let capacity: u32 = pool
        .iter()
        .map(|p| {
            if s.counter(p).is_some_and(|c| c.flipped) {
                1
            } else {
                2
            }
        })
        .sum();
    if capacity <= hits {
        let mut all = Vec::new();
        for p in &pool {
            all.push(p.clone());
            if !s.counter(p).is_some_and(|c| c.flipped) {
                all.push(p.clone());
            }
        }
        log.push(msg!("sekigahara-hits-all-eliminated", n = hits));
        let l = apply_hits(data, s, &all);
        log.extend(l);
        true
    } else {
        log.push(msg!(
            "sekigahara-hits-to-assign",
            n = hits,
            by = if pre { "attacker" } else { "defender" }
        ));
        false
    }
}

fn apply_hits(data: &SekigaharaData, s: &mut State, list: &[String]) -> Vec<Msg> {
    let mut log: Vec<Msg> = Vec::new();
    let Some(cb) = s.combat.clone() else {
        return log;
    };
    let pre = matches!(cb.stage, CombatStage::PreemptiveHits { .. });
    let by = if pre { cb.side.other() } else { cb.side };
    for id in list {
        let flipped = s.counter(id).is_some_and(|c| c.flipped);
        if flipped {
            rules::remove(data, s, id, by, &mut log);
        } else if let Some(c) = s.counter_mut(id) {
            c.flipped = true;
            log.push(msg!("sekigahara-flipped-log", id = id.as_str()));
        }
    }
    if s.winner.is_some() {
        s.combat = None;
        return log;
    }
    if pre {
        let alive = cb
            .attackers
            .iter()
            .any(|a| s.counter(a).is_some_and(|c| c.on_map()));
        if let Some(c) = s.combat.as_mut() {
            c.stage = CombatStage::MainRoll;
        }
        if !alive {
            log.push(msg!("sekigahara-all-attackers-gone"));
            s.combat = None;
        }
    } else if s.stack(&cb.target) == 0
        && s.counter(&cb.commander)
            .is_some_and(|c| c.hex() == Some(cb.from.as_str()))
    {
        log.push(msg!(
            "sekigahara-may-advance",
            hex = cb.target.as_str(),
            id = cb.commander.as_str()
        ));
        if let Some(c) = s.combat.as_mut() {
            c.stage = CombatStage::Advance;
        }
    } else {
        s.combat = None;
    }
    log
}

fn assign(data: &SekigaharaData, s: &mut State, list: &[String]) -> Result<Vec<Msg>, RuleError> {
    let cb = s
        .combat
        .clone()
        .ok_or_else(|| RuleError::forbidden("7.1(4)", msg!("sekigahara-no-hits")))?;
    let hits = match cb.stage {
        CombatStage::PreemptiveHits { hits } | CombatStage::Hits { hits } => hits,
        _ => return Err(RuleError::forbidden("7.1(4)", msg!("sekigahara-no-hits"))),
    };
    let pool = hit_pool(s);
    let list: Vec<String> = list.iter().map(|x| x.trim().to_string()).collect();
    let capacity: u32 = pool
        .iter()
        .map(|p| {
            if s.counter(p).is_some_and(|c| c.flipped) {
                1
            } else {
                2
            }
        })
        .sum();
    let need = hits.min(capacity) as usize;
    if list.len() != need {
        return Err(RuleError::input(
            "counters",
            msg!("sekigahara-assign-count", need = need, n = list.len()),
        ));
    }
    for id in &list {
        if !pool.contains(id) {
            return Err(RuleError::input(
                "counters",
                msg!(
                    "sekigahara-not-among-hit",
                    id = id.as_str(),
                    pool = names(&pool)
                ),
            ));
        }
        let times = list.iter().filter(|x| *x == id).count();
        let max = if s.counter(id).is_some_and(|c| c.flipped) {
            1
        } else {
            2
        };
        if times > max {
            return Err(RuleError::input(
                "counters",
                msg!("sekigahara-at-most-hits", id = id.as_str(), max = max),
            ));
        }
    }
    if s.options.flip_first {
        let up: Vec<&String> = pool
            .iter()
            .filter(|p| !s.counter(p).is_some_and(|c| c.flipped))
            .collect();
        let eliminating = list.iter().any(|id| {
            s.counter(id).is_some_and(|c| c.flipped) || list.iter().filter(|x| *x == id).count() > 1
        });
        if eliminating && !up.iter().all(|u| list.contains(u)) {
            return Err(RuleError::forbidden(
                "7.1(4)",
                msg!("sekigahara-flip-first", ruling = Msg::ruling(11)),
            ));
        }
    }
    Ok(apply_hits(data, s, &list))
}

fn advance(data: &SekigaharaData, s: &mut State, list: &[String]) -> Result<Vec<Msg>, RuleError> {
    let cb = s
        .combat
        .clone()
        .ok_or_else(|| RuleError::forbidden("7.3", msg!("sekigahara-no-advance-possible")))?;
    let mut members = vec![cb.commander.clone()];
    for id in list {
        let id = id.trim().to_string();
        if id == cb.commander || members.contains(&id) {
            continue;
        }
        let took_part = cb.attackers.contains(&id)
            && s.counter(&id)
                .is_some_and(|c| c.hex() == Some(cb.from.as_str()));
        if !took_part {
            return Err(RuleError::input(
                "counters",
                msg!(
                    "sekigahara-not-in-attack",
                    id = id.as_str(),
                    ruling = Msg::ruling(13)
                ),
            ));
        }
        members.push(id);
    }
    let k = data.hexside(&cb.from, &cb.target).unwrap_or(Hexside::Open);
    let t = data
        .hex(&cb.target)
        .map(|h| h.terrain)
        .unwrap_or(Terrain::Plain);
    step_allowed(k, t, &cb.from, &cb.target).map_err(|e| match e {
        RuleError::Forbidden { rule, reason } => {
            RuleError::forbidden(&format!("7.3①, {rule}"), reason)
        }
        e => e,
    })?;
    if members.iter().any(|m| m == HIDEYORI) && cb.from == OSAKA {
        rules::hideyori_may_leave(data, s).map_err(|w| RuleError::forbidden("13.0(1)", w))?;
    }
    if members.len() > 6 {
        return Err(RuleError::forbidden("6.1(3)", msg!("sekigahara-max-six")));
    }
    for m in &members {
        if let Some(c) = s.counter_mut(m) {
            c.at = Loc::Hex(cb.target.clone());
        }
    }
    s.combat = None;
    let mut log: Vec<Msg> = vec![msg!(
        "sekigahara-advances",
        id = cb.commander.as_str(),
        hex = cb.target.as_str(),
        group = names(&members)
    )];
    rules::entered(data, s, &cb.target, cb.side, &mut log);
    rules::after_hideyori_moved(s, &mut log);
    Ok(log)
}

fn recover(data: &SekigaharaData, s: &mut State, p: &Recover) -> Result<Vec<Msg>, RuleError> {
    let id = p.commander.trim().to_string();
    eligible(data, s, &id).map_err(|(r, w)| RuleError::forbidden(&r, w))?;
    let c = s
        .counter(&id)
        .cloned()
        .ok_or_else(|| RuleError::input("commander", msg!("sekigahara-no-such-counter")))?;
    let hex = c
        .hex()
        .ok_or_else(|| {
            RuleError::forbidden("8.0", msg!("sekigahara-not-on-map", id = id.as_str()))
        })?
        .to_string();
    if rules::in_zoc(data, s, c.side.other(), &hex) {
        return Err(RuleError::forbidden(
            "8.0(3)",
            msg!("sekigahara-zoc-no-recovery", hex = hex.as_str()),
        ));
    }
    let cmd = data.counter(&id).map(|x| x.command).unwrap_or(1) as usize;
    if p.counters.is_empty() {
        return Err(RuleError::input(
            "counters",
            msg!("sekigahara-name-flipped"),
        ));
    }
    if p.counters.len() > cmd {
        return Err(RuleError::forbidden(
            "8.0(1)",
            msg!("sekigahara-recover-max", id = id.as_str(), n = cmd),
        ));
    }
    for x in &p.counters {
        let x = x.trim();
        let ok = s
            .counter(x)
            .is_some_and(|k| k.hex() == Some(hex.as_str()) && k.side == c.side && k.flipped);
        if !ok {
            return Err(RuleError::input(
                "counters",
                msg!(
                    "sekigahara-not-flipped-friendly",
                    id = x,
                    hex = hex.as_str()
                ),
            ));
        }
    }
    for x in &p.counters {
        if let Some(k) = s.counter_mut(x.trim()) {
            k.flipped = false;
        }
    }
    activate(s, &id);
    let list: Vec<String> = p.counters.iter().map(|x| x.trim().to_string()).collect();
    Ok(vec![msg!(
        "sekigahara-recovers",
        id = id.as_str(),
        list = names(&list)
    )])
}

/// The counters of `leader`'s group still on his entry track while he himself is on the map (they waited
/// in 登场 for room, digest A32).
pub fn waiting_group(s: &State, leader: &str) -> Vec<String> {
    if !s.counter(leader).is_some_and(|c| c.on_map()) {
        return vec![];
    }
    s.counters
        .iter()
        .filter(|c| matches!(&c.at, Loc::Entry { leader: l, .. } if l == leader))
        .map(|c| c.id.clone())
        .collect()
}

/// Rules 5.3, 9.0: the group moves one column; at 登场 it is placed on its entry hex.
///
/// Ruling (digest A32, rule 9.0(3)): counters of the group left waiting in 登场 (the entry hex was full)
/// enter when their leader spends a later action on "march": as many as the entry hex has room for go onto
/// it; he need not stand there. While the entry hex holds enemy counters or has no room, the march is
/// refused and the action is not spent.
fn march(data: &SekigaharaData, s: &mut State, id: &str) -> Result<Vec<Msg>, RuleError> {
    eligible(data, s, id).map_err(|(r, w)| RuleError::forbidden(&r, w))?;
    let waiting = waiting_group(s, id);
    if !waiting.is_empty() {
        let track = data
            .entry_track(id)
            .ok_or_else(|| RuleError::Data(format!("no entry track for {id}")))?;
        let hex = track.hex.clone();
        let side = s.counter(id).map(|c| c.side).unwrap_or(Side::East);
        if s.in_hex(&hex).any(|c| c.side != side) {
            return Err(RuleError::forbidden(
                "9.0(3)",
                msg!(
                    "sekigahara-entry-enemy",
                    hex = hex.as_str(),
                    id = id,
                    ruling = Msg::ruling(18)
                ),
            ));
        }
        let room = 6usize.saturating_sub(s.stack(&hex));
        if room == 0 {
            return Err(RuleError::forbidden(
                "6.1(3)",
                msg!(
                    "sekigahara-entry-full",
                    hex = hex.as_str(),
                    id = id,
                    ruling = Msg::ruling(18)
                ),
            ));
        }
        let placed: Vec<String> = waiting.iter().take(room).cloned().collect();
        for x in &placed {
            if let Some(c) = s.counter_mut(x) {
                c.at = Loc::Hex(hex.clone());
            }
        }
        activate(s, id);
        let mut log: Vec<Msg> = vec![msg!(
            "sekigahara-brings-rest",
            id = id,
            hex = hex.as_str(),
            list = names(&placed),
            ruling = Msg::ruling(18)
        )];
        if placed.len() < waiting.len() {
            log.push(msg!("sekigahara-others-wait", ruling = Msg::ruling(18)));
        }
        rules::entered(data, s, &hex, side, &mut log);
        return Ok(log);
    }
    let (leader, col) = match &s.counter(id).map(|c| c.at.clone()) {
        Some(Loc::Entry { leader, column }) => (leader.clone(), *column),
        _ => {
            return Err(RuleError::forbidden(
                "9.0",
                msg!("sekigahara-not-on-entry", id = id),
            ));
        }
    };
    let track = data
        .entry_track(&leader)
        .ok_or_else(|| RuleError::Data(format!("no entry track for {leader}")))?;
    let last = track.columns.saturating_sub(1);
    let new = col.saturating_add(1).min(last);
    let ids: Vec<String> = s
        .counters
        .iter()
        .filter(|c| matches!(&c.at, Loc::Entry { leader: l, .. } if *l == leader))
        .map(|c| c.id.clone())
        .collect();
    for x in &ids {
        if let Some(c) = s.counter_mut(x) {
            c.at = Loc::Entry {
                leader: leader.clone(),
                column: new,
            };
        }
    }
    activate(s, id);
    let mut log: Vec<Msg> = vec![msg!(
        "sekigahara-marches",
        leader = leader.as_str(),
        col = new + 1,
        n = track.columns
    )];
    if new == last {
        let hex = track.hex.clone();
        let side = s.counter(id).map(|c| c.side).unwrap_or(Side::East);
        if s.in_hex(&hex).any(|c| c.side != side) {
            log.push(msg!(
                "sekigahara-entry-enemy-wait",
                hex = hex.as_str(),
                ruling = Msg::ruling(18)
            ));
            return Ok(log);
        }
        let room = 6usize.saturating_sub(s.stack(&hex));
        let mut order = ids.clone();
        order.sort_by_key(|x| x != id);
        let placed: Vec<String> = order.into_iter().take(room).collect();
        for x in &placed {
            if let Some(c) = s.counter_mut(x) {
                c.at = Loc::Hex(hex.clone());
            }
        }
        log.push(msg!(
            "sekigahara-group-enters",
            hex = hex.as_str(),
            list = names(&placed)
        ));
        if placed.len() < ids.len() {
            log.push(msg!(
                "sekigahara-others-wait-later",
                ruling = Msg::ruling(18),
                leader = leader.as_str()
            ));
        }
        if placed.iter().any(|x| x == IEYASU) && s.deck.release(Card::IeyasuTakesField) {
            log.push(msg!(
                "sekigahara-on-map-release",
                who = IEYASU,
                card = Card::IeyasuTakesField.name(s.options.variant)
            ));
        }
        rules::entered(data, s, &hex, side, &mut log);
    }
    Ok(log)
}

#[doc(hidden)] // test support: the unit tests in `tests/rules/unit` call it (issue 23)
pub fn typed_checks() -> Vec<Result<(), String>> {
    use crate::core::typed::check_keys_match;
    vec![
        check_keys_match::<Draw>(),
        check_keys_match::<MoveMarker>(),
        check_keys_match::<Check>(),
        check_keys_match::<Move>(),
        check_keys_match::<CommanderOnly>(),
        check_keys_match::<Attack>(),
        check_keys_match::<AssignHits>(),
        check_keys_match::<Advance>(),
        check_keys_match::<Recover>(),
    ]
}

/// The modified strengths the next roll of an attack uses (for its odds): the defenders' pre-emptive
/// strike when the defender strikes first in a siege (rule 7.2(1)), else the attackers (7.1(3), 7.2(2)).
/// `None` for the attack action means "the attack as declared by these params".
pub fn next_roll_strengths(
    data: &SekigaharaData,
    s: &State,
    p: Option<&Attack>,
) -> Result<(bool, Vec<i32>), RuleError> {
    let (from, target, attackers, siege, pre) = match p {
        Some(p) => {
            let id = p.commander.trim().to_string();
            eligible(data, s, &id).map_err(|(r, w)| RuleError::forbidden(&r, w))?;
            let members = rules::group(data, s, &id, &p.group, "group")?;
            let from = s
                .counter(&id)
                .and_then(|c| c.hex())
                .unwrap_or_default()
                .to_string();
            let target = p.target.trim().to_string();
            let siege = s.castle_works(&target);
            if p.preemptive && !siege {
                return Err(RuleError::forbidden(
                    "7.2(1)",
                    msg!("sekigahara-preemptive-only-siege", hex = target.as_str()),
                ));
            }
            (from, target, members, siege, p.preemptive)
        }
        None => {
            let cb = s
                .combat
                .clone()
                .ok_or_else(|| RuleError::forbidden("7.1", msg!("sekigahara-no-attack")))?;
            (cb.from, cb.target, cb.attackers, cb.siege, false)
        }
    };
    if pre {
        let me = s
            .counter(&attackers[0])
            .map(|c| c.side)
            .unwrap_or(Side::East);
        let v = s
            .in_hex(&target)
            .filter(|c| c.side != me)
            .map(|c| strength(data, s, &c.id))
            .collect();
        return Ok((true, v));
    }
    let side_kind = data.hexside(&from, &target).unwrap_or(Hexside::Open);
    let terms = AttackTerms {
        from: ground(data, &from),
        to: ground(data, &target),
        river: matches!(side_kind, Hexside::River | Hexside::RiverRoad),
        castle: s.castle_works(&from),
        siege,
    };
    Ok((
        false,
        attackers
            .iter()
            .filter(|a| s.counter(a).is_some_and(|c| c.hex() == Some(from.as_str())))
            .map(|a| procedures::modified_strength(strength(data, s, a), terms).0)
            .collect(),
    ))
}
