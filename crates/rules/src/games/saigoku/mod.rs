//! 西国之雄 (Saigoku no Yū): the Sengoku Gunyuden title about 毛利元就. Rules digest:
//! `shared/rules/saigoku-no-yu.md`; rule numbers in comments and test names are the source's.
//!
//! Files: `mod.rs` (registration and the `Ruleset` answers), `data.rs` (tables), `procedures.rs`
//! (one pure function per procedure, shared by `resolve` and the session), `state.rs`,
//! `scenarios.rs` (the four set-ups), `names.rs` (action names), `inputs.rs` (each action's typed
//! inputs and labelled keys), `guards.rs` (who may do what now: one guard per action, used by the
//! prompt, the pick-lists and `apply`), `candidates.rs` (pick-lists, outcome words), `actions.rs`
//! (action specs, dispatcher, sequence of play, movement, supply, recovery, replacement,
//! reorganisation), `siege.rs` (siege warfare, 17–21), `combat.rs` (field battles, 22–24),
//! `effects.rs` (losses, morale, castle falls, 25), `view.rs` (prompt, status, undo hints, score,
//! listing). Imports run one way: guards ← effects ← siege/combat ← actions ← view; tests by chapter
//! in `tests/`.

pub mod actions;
pub mod candidates;
mod check;
pub mod combat;
pub mod data;
pub mod effects;
pub mod guards;
pub mod inputs;
pub mod names;
pub mod procedures;
pub mod scenarios;
pub mod siege;
pub mod state;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

use std::sync::Arc;

use serde_json::Value;

use crate::core::{
    ActionCall, ActionSpec, Applied, Candidate, DiceSource, Game, GameInfo, KeySpec, Loaded,
    Params, Phrasebook, ProcedureSpec, Prompt, Resolution, RuleError, Ruleset, ScenarioInfo, Setup,
    Status, Text,
};
use crate::tables::{TableError, TableFiles};
pub use data::{Rank, SaigokuData, TABLES};
pub use state::State;

/// The game id: the CLI's game name, the folder of its tables, the key of its front-end registrations.
pub const ID: &str = "saigoku";

pub struct SaigokuRules;

/// Registry hook.
pub fn load(files: TableFiles) -> Result<Arc<dyn Game>, TableError> {
    Ok(Arc::new(Loaded::new(SaigokuRules, files)?))
}

fn morale_key(name: &str, help: &str) -> KeySpec {
    KeySpec::int(name, -4, 0, help)
}
fn strength_key(name: &str, help: &str) -> KeySpec {
    KeySpec::int(name, 0, 300, help)
}
fn field_key(name: &str, help: &str) -> KeySpec {
    KeySpec::int(name, -9, 9, help)
}
const LEVEL_HELP: &str = "castle level 0..3 (8-1)";

fn proc(id: &str, title: &str, rule: &str, dice: &str, keys: Vec<KeySpec>) -> ProcedureSpec {
    ProcedureSpec {
        id: id.into(),
        title: title.into(),
        rule: rule.into(),
        keys,
        dice: dice.into(),
    }
}

pub(crate) fn rank_param(p: &Params, key: &str) -> Result<Rank, RuleError> {
    let s = p.text(key)?;
    Rank::parse(&s)
        .ok_or_else(|| RuleError::input(key, format!("expected busho|taisho|sotaisho, got {s}")))
}

impl Ruleset for SaigokuRules {
    type Data = SaigokuData;
    type State = State;

    fn check_state(&self, data: &SaigokuData, state: &State) -> Result<(), RuleError> {
        check::check_state(data, state)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "saigoku",
            title: "西国之雄",
            english: "Saigoku no Yū — Mori Motonari's Ambition",
            min_players: 2,
            max_players: 2,
            blurb: "Hex-and-counter, two sides: castles with durability and morale, sieges, supply lines (战国群雄传 series).",
        }
    }

    fn load(&self, files: &TableFiles) -> Result<SaigokuData, TableError> {
        let d = SaigokuData::load(files)?;
        check::check_tables(files, &d)?;
        Ok(d)
    }

    fn procedures(&self, d: &SaigokuData) -> Vec<ProcedureSpec> {
        let terrains: Vec<String> = d.terrain_names();
        let t: Vec<&str> = terrains.iter().map(String::as_str).collect();
        let tables: Vec<&str> = data::REPLACEMENT_ARMIES.to_vec();
        vec![
            proc(
                "siege-requirement",
                "Siege requirement",
                "18-1",
                "none",
                vec![
                    KeySpec::int("level", 0, 3, LEVEL_HELP),
                    strength_key(
                        "strength",
                        "total strength of the besieging forces in the castle hex",
                    ),
                ],
            ),
            proc(
                "siege-check",
                "Siege result check",
                "18-2",
                "one d6; a second d6 on a 1 (castle event)",
                vec![
                    KeySpec::int("level", 0, 3, LEVEL_HELP),
                    KeySpec::int(
                        "garrison-units",
                        0,
                        100,
                        "units in the garrison (18-2-1 (1))",
                    ),
                    morale_key(
                        "garrison-morale",
                        "lowest garrison morale, or the castle's own",
                    ),
                    morale_key("besieger-morale", "lowest morale of the besieging forces"),
                ],
            ),
            proc(
                "interception",
                "Interception",
                "19-2",
                "one d6",
                vec![
                    strength_key(
                        "garrison-strength",
                        "total strength of the garrison (0 = empty castle, 19-2-3)",
                    ),
                    field_key(
                        "field-mod",
                        "field modifier of the highest-ranked garrison unit (0 if none)",
                    ),
                    morale_key("garrison-morale", "castle / lowest garrison morale"),
                    morale_key("assault-morale", "morale of the assaulting force"),
                ],
            ),
            proc(
                "assault",
                "Assault",
                "19-3",
                "one d6",
                vec![
                    strength_key("strength", "assaulting strength after the interception"),
                    KeySpec::int("level", 0, 3, LEVEL_HELP),
                    KeySpec::choice("terrain", &t, "terrain of the castle hex (terrain table)"),
                    morale_key("assault-morale", "morale of the assaulting force"),
                    morale_key("castle-morale", "castle / lowest garrison morale"),
                ],
            ),
            proc(
                "surrender",
                "Surrender demand",
                "20-2",
                "one d6",
                vec![
                    KeySpec::int(
                        "durability",
                        0,
                        10,
                        "current castle durability (0 = castle fall roll, 21 (2))",
                    ),
                    KeySpec::choice(
                        "garrison-leader",
                        &["none", "busho", "taisho", "sotaisho"],
                        "highest rank in the garrison",
                    ),
                    morale_key("demander-morale", "morale of the demanding force"),
                    morale_key("castle-morale", "castle / lowest garrison morale"),
                    KeySpec::bool(
                        "refused-before",
                        "the castle gave a B result before (20-3 B)",
                    ),
                ],
            ),
            proc(
                "skirmish",
                "Skirmish attack",
                "23-2",
                "one d6",
                vec![
                    strength_key("attacker-strength", "strength of the attacking force"),
                    KeySpec::choice("defender-terrain", &t, "terrain of the defender's hex"),
                    KeySpec::bool("river", "a river hexside lies between the forces"),
                    field_key("attacker-field-mod", "attacking leader's field modifier"),
                    field_key(
                        "defender-field-mod",
                        "defending leader's field modifier (highest-ranked commander)",
                    ),
                    morale_key("attacker-morale", "attacking force's morale"),
                    morale_key("defender-morale", "lowest defending morale"),
                    KeySpec::bool(
                        "garrison-attack",
                        "a garrison attacks enemies in its own hex (23-7)",
                    ),
                ],
            ),
            proc(
                "counterattack",
                "Counterattack",
                "23-6",
                "one d6",
                vec![
                    strength_key(
                        "defender-strength",
                        "defending strength after the attack's losses",
                    ),
                    KeySpec::choice(
                        "defender-terrain",
                        &t,
                        "terrain of the counterattacking force's hex",
                    ),
                    KeySpec::bool("river", "a river hexside lies between the forces"),
                    field_key("defender-field-mod", "defending leader's field modifier"),
                    field_key("attacker-field-mod", "attacking leader's field modifier"),
                    morale_key("defender-morale", "lowest defending morale"),
                    morale_key("attacker-morale", "attacking force's morale"),
                    KeySpec::bool("vs-garrison", "the attacker was a garrison (23-7-3)"),
                ],
            ),
            proc(
                "battle-round",
                "Decisive battle exchange",
                "24-2",
                "two d6 (attacker, then defender)",
                vec![
                    strength_key("attacker-strength", "total attacking strength"),
                    strength_key("defender-strength", "total defending strength"),
                    field_key("attacker-field-mod", "attacking 总大将's field modifier"),
                    field_key("defender-field-mod", "defending 总大将's field modifier"),
                    morale_key("attacker-morale", "lowest attacking morale"),
                    morale_key("defender-morale", "lowest defending morale"),
                ],
            ),
            proc(
                "battle-retreat",
                "Retreat after a decisive battle",
                "24-3",
                "one d6",
                vec![],
            ),
            proc(
                "replacement",
                "Replacement",
                "14-2",
                "one d6",
                vec![
                    KeySpec::choice(
                        "army",
                        &tables,
                        "whose replacement table (minor = a minor daimyo)",
                    ),
                    KeySpec::text(
                        "column",
                        "column of the table (province × own castle / elsewhere, or 本城)",
                    ),
                    morale_key("morale", "morale of the replenishing force"),
                ],
            ),
            proc(
                "rally",
                "Morale recovery",
                "26",
                "one d6 without supply, none with",
                vec![
                    KeySpec::bool("supplied", "the force traces a supply line (26-1-1)"),
                    KeySpec::choice(
                        "leader",
                        &["busho", "taisho", "sotaisho"],
                        "rank of the force's leader",
                    )
                    .default("busho"),
                ],
            ),
            proc(
                "ouchi-activation",
                "大内氏 activation (scenario 3)",
                "36.7 (1)",
                "one d6",
                vec![
                    KeySpec::int("inning", 1, 20, "current Inning"),
                    KeySpec::int("fallen-castles", 0, 50, "大内方 castles fallen so far"),
                ],
            ),
            proc(
                "sea-move",
                "Sea movement (scenario 2)",
                "35.7 (2)",
                "one d6 unless free",
                vec![
                    KeySpec::choice("army", &["ouchi", "mori"], "the sailing army"),
                    KeySpec::bool("free-move", "大内氏 uses its one free sailing (35.7 ⑥)"),
                    KeySpec::int(
                        "units",
                        1,
                        20,
                        "units in the sailing 大内氏 force (one d6 each, 35.7 ⑥)",
                    )
                    .default(1),
                ],
            ),
            proc(
                "score",
                "Scoring",
                "32",
                "none",
                vec![
                    KeySpec::json("scenario", "scenario 1..4"),
                    KeySpec::json("castles", "[{hex, level, side}] held at the end")
                        .default(Value::Array(vec![])),
                    KeySpec::json(
                        "eliminated",
                        "[{rank, side}] removed units; side = the side that lost it",
                    )
                    .default(Value::Array(vec![])),
                ],
            ),
        ]
    }

    fn resolve(
        &self,
        d: &SaigokuData,
        procedure: &str,
        p: &Params,
        dice: &mut dyn DiceSource,
    ) -> Result<Resolution, RuleError> {
        use procedures as pr;
        match procedure {
            "siege-requirement" => Ok(pr::siege_requirement(p.int("level")?, p.int("strength")?)),
            "siege-check" => pr::siege_check(
                d,
                p.int("level")?,
                p.int("garrison-units")?,
                p.int("garrison-morale")?,
                p.int("besieger-morale")?,
                dice,
            ),
            "interception" => pr::interception(
                d,
                p.int("garrison-strength")?,
                p.int("field-mod")?,
                p.int("garrison-morale")?,
                p.int("assault-morale")?,
                dice,
            ),
            "assault" => pr::assault(
                d,
                p.int("strength")?,
                p.int("level")?,
                &p.text("terrain")?,
                p.int("assault-morale")?,
                p.int("castle-morale")?,
                dice,
            ),
            "surrender" => {
                let leader = match p.text("garrison-leader")?.as_str() {
                    "none" => Rank::Busho,
                    _ => rank_param(p, "garrison-leader")?,
                };
                pr::surrender(
                    d,
                    p.int("durability")?,
                    leader,
                    p.int("demander-morale")?,
                    p.int("castle-morale")?,
                    p.bool("refused-before")?,
                    dice,
                )
            }
            "skirmish" => pr::skirmish(
                d,
                p.int("attacker-strength")?,
                &p.text("defender-terrain")?,
                p.bool("river")?,
                p.int("attacker-field-mod")?,
                p.int("defender-field-mod")?,
                p.int("attacker-morale")?,
                p.int("defender-morale")?,
                p.bool("garrison-attack")?,
                dice,
            ),
            "counterattack" => pr::counterattack(
                d,
                p.int("defender-strength")?,
                &p.text("defender-terrain")?,
                p.bool("river")?,
                p.int("defender-field-mod")?,
                p.int("attacker-field-mod")?,
                p.int("defender-morale")?,
                p.int("attacker-morale")?,
                p.bool("vs-garrison")?,
                dice,
            ),
            "battle-round" => pr::battle_round(
                d,
                p.int("attacker-strength")?,
                p.int("defender-strength")?,
                p.int("attacker-field-mod")?,
                p.int("defender-field-mod")?,
                p.int("attacker-morale")?,
                p.int("defender-morale")?,
                dice,
            ),
            "battle-retreat" => pr::battle_retreat(dice),
            "replacement" => pr::replacement(
                d,
                &p.text("army")?,
                &p.text("column")?,
                p.int("morale")?,
                dice,
            ),
            "rally" => pr::rally(p.bool("supplied")?, rank_param(p, "leader")?, dice),
            "ouchi-activation" => {
                pr::ouchi_activation(d, p.int("inning")?, p.int("fallen-castles")?, dice)
            }
            "sea-move" => pr::sea_move(
                &p.text("army")?,
                p.bool("free-move")?,
                p.int("units")?,
                dice,
            ),
            "score" => {
                let scenario = match p.get("scenario") {
                    Some(Value::Number(n)) => n.to_string(),
                    Some(Value::String(s)) => s.clone(),
                    None | Some(Value::Null) => {
                        return Err(RuleError::input("scenario", "missing; expected 1..=4"));
                    }
                    // `scenario=[1]` is given, just not a scenario number (issue 9, item 13).
                    Some(other) => {
                        return Err(RuleError::input(
                            "scenario",
                            format!(
                                "expected 1..=4, got {}",
                                crate::core::params::shorten(&other.to_string())
                            ),
                        ));
                    }
                };
                let input = pr::ScoreInput {
                    scenario,
                    castles: p.json("castles")?,
                    eliminated: p.json("eliminated")?,
                };
                pr::score(d, &input)
            }
            other => Err(RuleError::UnknownProcedure {
                name: other.into(),
                valid: self
                    .procedures(d)
                    .iter()
                    .map(|p| p.id.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }

    fn scenarios(&self, d: &SaigokuData) -> Vec<ScenarioInfo> {
        scenarios::infos(d)
    }

    fn setup_options(&self, _: &SaigokuData) -> Vec<KeySpec> {
        let mut v = vec![
            KeySpec::choice(
                "victory",
                &["game", "historical"],
                "victory conditions: game, or historical (scenarios 2 and 3 only, 35.6 / 36.6)",
            )
            .optional(),
        ];
        for (k, help) in state::OPTIONS {
            v.push(KeySpec::bool(k, help));
        }
        v.push(
            KeySpec::list(
                "ungarrisoned",
                "units in a castle hex that start outside the castle (33.2 (2)); the others start garrisoned",
            )
            .label("Start outside the castle", "在城外开始的单位"),
        );
        v
    }

    fn setup(&self, d: &SaigokuData, setup: &Setup) -> Result<State, RuleError> {
        scenarios::setup(d, setup)
    }

    fn setup_checklist(&self, d: &SaigokuData, _setup: &Setup, s: &State) -> Vec<Text> {
        scenarios::setup_checklist(d, s)
    }

    fn legend(&self, _d: &SaigokuData) -> Vec<(String, Text)> {
        words::legend()
    }

    fn actions(&self, d: &SaigokuData) -> Vec<ActionSpec> {
        actions::specs(d)
    }

    fn prompt(&self, d: &SaigokuData, s: &State) -> Prompt {
        view::prompt(d, s)
    }

    fn apply(
        &self,
        d: &SaigokuData,
        s: &State,
        a: &ActionCall,
        dice: &mut dyn DiceSource,
    ) -> Result<Applied<State>, RuleError> {
        actions::apply(d, s, a, dice)
    }

    fn status(&self, d: &SaigokuData, s: &State) -> Status {
        view::status(d, s)
    }

    fn undo_hints(&self, _d: &SaigokuData, before: &State, after: &State) -> Vec<String> {
        view::undo_hints(before, after)
    }

    fn score(&self, d: &SaigokuData, s: &State) -> Value {
        view::score_state(d, s)
    }

    fn show_text(&self, d: &SaigokuData, s: &State) -> String {
        let mut t = view::show_text(d, s);
        // Issue 10 (12): the listing says which of its numbers are placeholders.
        let ph = self.placeholders(d);
        if !ph.is_empty() {
            t.push_str(&format!(
                "\n★ placeholder tables (not yet the printed values; strengths, modifiers, ranks, ratings and castle levels may differ): {}\n",
                ph.join(", ")
            ));
        }
        t
    }

    fn candidates(&self, d: &SaigokuData, s: &State, action: &str, key: &str) -> Vec<Candidate> {
        candidates::candidates(d, s, action, key)
    }

    fn action_label(&self, d: &SaigokuData, action: &str) -> Text {
        match self.actions(d).into_iter().find(|a| a.name == action) {
            Some(a) => Text::new(a.title, actions::title_zh(action)),
            None => Text::same(action),
        }
    }

    fn phrasebook(&self, _d: &SaigokuData) -> Option<&Phrasebook> {
        Some(&words::PHRASES)
    }

    fn outcome_text(&self, _d: &SaigokuData, res: &Resolution) -> Text {
        candidates::outcome_text(res)
    }

    fn placeholders(&self, d: &SaigokuData) -> Vec<String> {
        let mut v = vec![
            &d.crt,
            &d.siege,
            &d.siege_event,
            &d.garrison_limit,
            &d.surrender,
            &d.terrain,
            &d.ouchi,
            &d.castles_grid,
            &d.castle_list,
            &d.counters_grid,
            &d.scoring,
        ];
        v.extend(d.replacement.values());
        v.into_iter()
            .filter(|g| g.placeholder)
            .map(|g| g.id.clone())
            .collect()
    }
}
