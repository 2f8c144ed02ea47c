//! The inputs of every Shogun session action as typed structs (kebab-case keys, unknown keys refused),
//! each with its key specs beside it, and the action list the front ends show.

use serde::Deserialize;

use super::state::ACTS;
use crate::core::typed::TypedAction;
use crate::core::{KeySpec, Msg};

/// Rule 3 step 9: prime the tower with 7 cubes per player and 10 peasants.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PrimeTower {
    pub out: Option<String>,
}
impl TypedAction for PrimeTower {
    const NAME: &'static str = "prime-tower";
    fn keys() -> Vec<KeySpec> {
        vec![out_key()]
    }
}

fn out_key() -> KeySpec {
    KeySpec::text(
        "out",
        "real tower only: cubes that came out, colour:count (red:3,green:1)",
    )
    .optional()
}

/// Rule 3 step 4 (draft mode): shuffle the province cards in use and turn up two.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DraftDeal {
    pub face_up: Vec<String>,
}
impl TypedAction for DraftDeal {
    const NAME: &'static str = "draft-deal";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::list(
            "face-up",
            "real cards only: the 2 province cards turned face up",
        )]
    }
}

/// Rule 3 step 6.2–6.3: take a province card and place a portion of cubes there.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DraftTake {
    pub card: String,
    pub portion: i64,
    pub turned: Option<String>,
}
impl TypedAction for DraftTake {
    const NAME: &'static str = "draft";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text(
                "card",
                "a face-up province card, or deck (real cards: the card drawn from the deck)",
            ),
            KeySpec::int("portion", 1, 5, "the army portion placed there (cubes)"),
            KeySpec::text(
                "turned",
                "real cards only: the card turned up to replace a face-up card taken",
            )
            .optional(),
        ]
    }
}

/// Rule 5 phases 1–2 (and the year's 4 events in spring).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Deal {
    pub action_order: Vec<String>,
    pub special_order: Vec<String>,
    pub events: Vec<String>,
}
impl TypedAction for Deal {
    const NAME: &'static str = "deal";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::list(
                "action-order",
                "real decks only: the 5 action cards face up on spaces 1–5, in order (castle,temple,…); the others are typed as each is turned",
            ),
            KeySpec::list(
                "special-order",
                "real decks only: the 5 special cards as dealt (tax,rice,recruit,attack,defence)",
            ),
            KeySpec::list(
                "events",
                "real decks, spring only: the 4 event cards turned face up (E1…E12)",
            ),
        ]
    }
}

/// Rule 5.6.4 (real decks): the action card turned face up after an action is done.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TurnAction {
    pub card: String,
}
impl TypedAction for TurnAction {
    const NAME: &'static str = "turn-action";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::text(
            "card",
            "the action card just turned face up (castle, …, war-b)",
        )]
    }
}

/// Rule 5 phase 3: one player's private plan.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlanIn {
    pub player: String,
    pub bid: String,
    pub castle: Option<String>,
    pub temple: Option<String>,
    pub theatre: Option<String>,
    pub rice: Option<String>,
    pub tax: Option<String>,
    pub recruit_5: Option<String>,
    pub recruit_3: Option<String>,
    pub recruit_1: Option<String>,
    pub war_a: Option<String>,
    pub war_b: Option<String>,
    pub salt: Option<String>,
}
impl TypedAction for PlanIn {
    const NAME: &'static str = "plan";
    fn keys() -> Vec<KeySpec> {
        let mut v = vec![
            KeySpec::text("player", "the player planning"),
            KeySpec::text(
                "bid",
                "bid space: 0..4 (chest card), a province card, or none",
            ),
        ];
        for a in ACTS {
            v.push(KeySpec::text(a.key(), "a province card, chest (a blank), or empty").optional());
        }
        v.push(KeySpec::text("salt", "secret words mixed into the commitment hash").optional());
        v
    }
}

/// Rule 5 phases 4–5.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Reveal {
    pub event: Option<String>,
    pub ties: Vec<String>,
}
impl TypedAction for Reveal {
    const NAME: &'static str = "reveal";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("event", "real decks only: the event card drawn (E1…E12)").optional(),
            KeySpec::list(
                "ties",
                "real decks, tied bids only: the tied players in the order their daimyo cards were drawn",
            ),
        ]
    }
}

/// Rule 5 phase 5.4.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TakeSeat {
    /// A number in older journals, the pick's text ("3") since the space became a pick-list.
    #[serde(deserialize_with = "int_or_text")]
    pub position: i64,
}
impl TypedAction for TakeSeat {
    const NAME: &'static str = "take-seat";
    fn keys() -> Vec<KeySpec> {
        // Issue 21: a pick-list of the five spaces, each shown with the special card lying there.
        vec![KeySpec::choice(
            "position",
            &["1", "2", "3", "4", "5"],
            "special-card space 1–5 (also the turn position)",
        )]
    }
}

/// A whole number given as a number or as its text.
fn int_or_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum IntOrText {
        Int(i64),
        Text(String),
    }
    match IntOrText::deserialize(d)? {
        IntOrText::Int(n) => Ok(n),
        IntOrText::Text(t) => t
            .trim()
            .parse()
            .map_err(|_| serde::de::Error::custom(format!("expected a whole number, got {t}"))),
    }
}

/// Rule 6 A1–A3.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Build {
    pub remove_revolt: bool,
}
impl TypedAction for Build {
    const NAME: &'static str = "build";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::bool(
            "remove-revolt",
            "theatre event only: remove 1 revolt marker from the province",
        )]
    }
}

/// Rule 6 A4–A5.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Collect {
    pub out: Option<String>,
}
impl TypedAction for Collect {
    const NAME: &'static str = "collect";
    fn keys() -> Vec<KeySpec> {
        vec![out_key()]
    }
}

/// Rule 6 A6–A8.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Recruit {
    pub to: Option<String>,
    pub cubes: i64,
}
impl TypedAction for Recruit {
    const NAME: &'static str = "recruit";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("to", "recruit 1 only: an adjacent own province to move to").optional(),
            KeySpec::int(
                "cubes",
                0,
                62,
                "recruit 1 only: cubes to move (0 = no move)",
            )
            .default(0),
        ]
    }
}

/// Rule 6 A9–A10 and rule 7.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct War {
    pub to: String,
    pub cubes: i64,
    pub attack_extra: bool,
    pub defence_extra: bool,
    pub castle_extra: bool,
    pub out: Option<String>,
}
impl TypedAction for War {
    const NAME: &'static str = "war";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("to", "the adjacent province entered"),
            KeySpec::int("cubes", 1, 62, "cubes moved (at least 1 stays behind)"),
            KeySpec::bool("attack-extra", "Attack card: throw 1 more cube from supply"),
            KeySpec::bool("defence-extra", "defender's Defence card: 1 more cube"),
            KeySpec::bool("castle-extra", "castle event: defender adds 1 cube"),
            out_key(),
        ]
    }
}

/// Rule 6 / P16: an action that truly cannot be carried out.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Skip {}
impl TypedAction for Skip {
    const NAME: &'static str = "skip";
    fn keys() -> Vec<KeySpec> {
        vec![]
    }
}

/// Rule 8 phase 1.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Winter {}
impl TypedAction for Winter {
    const NAME: &'static str = "winter";
    fn keys() -> Vec<KeySpec> {
        vec![]
    }
}

/// Rule 8 phase 2.4: the left neighbour draws.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct WinterDraw {
    pub provinces: Vec<String>,
}
impl TypedAction for WinterDraw {
    const NAME: &'static str = "winter-draw";
    fn keys() -> Vec<KeySpec> {
        vec![KeySpec::list(
            "provinces",
            "real cards only: the province cards the left neighbour drew",
        )]
    }
}

/// Rule 8 phase 2.5 and rule 7.5.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct WinterRevolt {
    pub province: String,
    pub out: Option<String>,
}
impl TypedAction for WinterRevolt {
    const NAME: &'static str = "winter-revolt";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text("province", "the drawn province resolved now"),
            out_key(),
        ]
    }
}

/// Rule 8 phase 3, rule 9 (and rule 8 phase 4 / rule 10).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ScoreYear {}
impl TypedAction for ScoreYear {
    const NAME: &'static str = "score-year";
    fn keys() -> Vec<KeySpec> {
        vec![]
    }
}

/// Digest P1: fit the tower model to the throws logged in this game.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Calibrate {
    pub throws: Option<String>,
}
impl TypedAction for Calibrate {
    const NAME: &'static str = "calibrate";
    fn keys() -> Vec<KeySpec> {
        vec![
            KeySpec::text(
                "throws",
                "extra throws from an empty tower, in:out (8:5,10:7); with a real tower they join this game's logged throws; at least 10 in all",
            )
            .optional(),
        ]
    }
}

/// A key with its label and help from the catalogue (`shogun-key-<action>-<key>-label` / `-help`).
pub fn say_key(action: super::command::Command, k: KeySpec) -> KeySpec {
    use super::command::Command;
    if let Some(a) = super::state::Act::parse(&k.name).filter(|_| action == Command::Plan) {
        // The ten action spaces of the plan read as the action cards they stand for.
        return k
            .say_label(super::say::act(a))
            .say_help(crate::msg!("shogun-key-plan-space-help"));
    }
    let action = action.name();
    let label = Msg::dynamic(format!("shogun-key-{action}-{}-label", k.name));
    let help = Msg::dynamic(format!("shogun-key-{action}-{}-help", k.name));
    k.say_label(label).say_help(help)
}
