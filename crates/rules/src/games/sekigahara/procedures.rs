//! The procedures `gunbai resolve sekigahara PROC` runs without a session. Session actions call the same
//! functions, so each rule lives in one place.

use serde::Deserialize;
use serde_json::{Value, json};

use super::cards::{self, Card, Deck, Variant};
use crate::core::{DiceSource, KeySpec, Msg, Params, ProcedureSpec, Resolution, RuleError, Sep};
use crate::msg;

pub const GAME: &str = "sekigahara";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    Plain,
    Hill,
}

/// What modifies an attack (rules 7.1(3), 7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttackTerms {
    pub from: Ground,
    pub to: Ground,
    pub river: bool,
    /// The attacking hex is a castle that still works (digest A19 ruling: no hill→plain +1).
    pub castle: bool,
    pub siege: bool,
}

/// What a modifier key of [`modified_strength`] reads as.
pub fn mod_label(key: &str) -> Msg {
    match key {
        "siege" => msg!("sekigahara-mod-siege"),
        "uphill" => msg!("sekigahara-mod-uphill"),
        "river" => msg!("sekigahara-mod-river"),
        "downhill" => msg!("sekigahara-mod-downhill"),
        _ => msg!("sekigahara-mod-morale"),
    }
}

/// The modified strength of one attacking counter and the rules that changed it (rule, key of
/// [`mod_label`], value).
pub fn modified_strength(
    base: i32,
    t: AttackTerms,
) -> (i32, Vec<(&'static str, &'static str, i32)>) {
    let mut mods = Vec::new();
    if t.siege {
        // Rule 7.2(2)/(3): −2, never below 1; terrain is ignored.
        let s = (base - 2).max(1);
        mods.push(("7.2(2)", "siege", s - base));
        return (s, mods);
    }
    if t.from == Ground::Plain && t.to == Ground::Hill {
        mods.push(("7.1(3)①", "uphill", -1));
    }
    if t.river {
        mods.push(("7.1(3)①", "river", -1));
    }
    // Rule 7.1(3)② "城塞除外", ruling (digest A19): the +1 is withheld only when the attacking hex is a
    // castle that still works. A castle that fell (rule 10.0(4)) is an ordinary hex, so the +1 applies from
    // it and into it alike; an attack into a working castle is a siege, where terrain does not count.
    if t.from == Ground::Hill && t.to == Ground::Plain && !t.castle {
        mods.push(("7.1(3)②", "downhill", 1));
    }
    (base + mods.iter().map(|m| m.2).sum::<i32>(), mods)
}

/// Rule 7.1(2)/(3): one die per counter; a roll ≤ the modified strength is a hit. A counter whose strength
/// is 0 or less cannot hit and rolls no die (digest A20).
pub fn attack(
    strengths: &[i32],
    terms: AttackTerms,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    let mut r = Resolution::new(GAME, "attack");
    let mut per = Vec::new();
    let mut hits = 0u32;
    for (i, &base) in strengths.iter().enumerate() {
        let (s, mods) = modified_strength(base, terms);
        if i == 0 {
            for (rule, label, v) in &mods {
                if *v != 0 || terms.siege {
                    r.modifier(rule, mod_label(label), *v);
                }
            }
        }
        let (roll, hit) = if s <= 0 {
            (Value::Null, false)
        } else {
            let f = dice.d6()?;
            r.rolls.push(f);
            (Value::from(f), i32::from(f) <= s)
        };
        if hit {
            hits += 1;
        }
        per.push(json!({"strength": s, "roll": roll, "hit": hit}));
    }
    r.set("hits", hits)
        .set("per_counter", Value::Array(per.clone()));
    r.rule("7.1");
    if terms.siege {
        r.rule("7.2");
    }
    let faces: Vec<String> = r.rolls.iter().map(u8::to_string).collect();
    // The line says what each counter rolled against and why: pieces joined so each reads on its own.
    let used: Vec<String> = per
        .iter()
        .map(|p| p["strength"].as_i64().unwrap_or(0).to_string())
        .collect();
    let mut line = vec![
        msg!(
            "sekigahara-attack-roll",
            n = strengths.len(),
            siege = if terms.siege { "yes" } else { "no" },
            dice = faces.join(" "),
            hits = hits
        ),
        // The reader's comma: "3, 2" in English, "3、2" in 中文 and 日本語.
        msg!(
            "sekigahara-attack-strengths",
            list = Msg::join(used.into_iter().map(Msg::plain), Sep::Comma)
        ),
    ];
    let (_, mods) = modified_strength(strengths.first().copied().unwrap_or(0), terms);
    if terms.siege {
        line.push(msg!("sekigahara-siege-mod-line"));
    } else if mods.is_empty() {
        line.push(msg!("sekigahara-no-modifier"));
    }
    for (rule, label, v) in mods.iter().filter(|_| !terms.siege) {
        line.push(msg!(
            "sekigahara-mod-line",
            label = mod_label(label),
            v = format!("{v:+}"),
            rule = Msg::rule(*rule)
        ));
    }
    r.log(Msg::join(line, Sep::Semi));
    Ok(r)
}

/// Rule 12.1(1): succeeds on a roll ≤ the value of the marker's column.
pub fn subversion(track_value: u8, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let f = dice.d6()?;
    let mut r = Resolution::new(GAME, "subversion");
    r.rolls.push(f);
    let ok = f <= track_value;
    r.set("success", ok).set("target", track_value).rule("12.1");
    r.log(msg!(
        "sekigahara-subversion-roll",
        f = f,
        t = track_value,
        ok = if ok { "yes" } else { "no" }
    ));
    Ok(r)
}

/// Rule 12.2(1): 4 next to the checker's leader, 3 next to another friendly counter, else 2.
pub fn intimidation_target(adjacent: &str) -> Option<u8> {
    match adjacent {
        "leader" => Some(4),
        "friendly" => Some(3),
        "none" => Some(2),
        _ => None,
    }
}

pub fn intimidation(adjacent: &str, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let t = intimidation_target(adjacent).ok_or_else(|| {
        RuleError::input(
            "adjacent",
            msg!(
                "sekigahara-expected",
                options = "leader, friendly, none",
                got = adjacent
            ),
        )
    })?;
    let f = dice.d6()?;
    let mut r = Resolution::new(GAME, "intimidation");
    r.rolls.push(f);
    let ok = f <= t;
    r.set("success", ok)
        .set("target", t)
        .set("markers_moved", if ok { 0 } else { 2 })
        .rule("12.2");
    r.log(msg!(
        "sekigahara-intimidation-roll",
        f = f,
        t = t,
        ok = if ok { "yes" } else { "no" }
    ));
    Ok(r)
}

/// Rule 6.2(2)①: one die plus the commander's morale (never below 0).
pub fn strategic_move(morale: i32, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let f = dice.d6()?;
    let mp = (i32::from(f) + morale).max(0);
    let mut r = Resolution::new(GAME, "strategic-move");
    r.rolls.push(f);
    r.modifier("6.2(2)①", mod_label("morale"), morale);
    r.modified_roll = Some(mp);
    r.set("movement_points", mp).rule("6.2(2)");
    r.log(msg!(
        "sekigahara-strategic-roll-log",
        f = f,
        m = morale,
        mp = mp
    ));
    Ok(r)
}

/// The deck state of the `draw` procedure (`--input` JSON).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct DeckInput {
    draw_pile: Vec<String>,
    #[serde(default)]
    discard: Vec<String>,
    #[serde(default)]
    held_out: Vec<String>,
    #[serde(default)]
    previous: Option<String>,
    variant: String,
}

fn cards_of(key: &str, names: &[String]) -> Result<Vec<Card>, RuleError> {
    names
        .iter()
        .map(|n| {
            Card::parse(n).ok_or_else(|| {
                RuleError::input(
                    key,
                    msg!(
                        "sekigahara-unknown-card",
                        card = n.as_str(),
                        list = card_list()
                    ),
                )
            })
        })
        .collect()
}

/// Every card's name, in the reader's comma (they are typed as they are named).
pub fn card_list() -> Msg {
    Msg::join(cards::ALL.iter().map(|c| Msg::plain(c.id())), Sep::Comma)
}

fn names(v: &[Card]) -> Value {
    Value::Array(v.iter().map(|c| Value::from(c.id())).collect())
}

/// The deck as the `draw` procedure reads it, checked: every card once at most.
pub fn deck_from_params(p: &Params) -> Result<(Deck, Variant), RuleError> {
    let v = p.to_json();
    let d: DeckInput = serde_json::from_value(v).map_err(|e| {
        let m = e.to_string();
        let key = m.split('`').nth(1).unwrap_or("input").replace('_', "-");
        RuleError::input(&key, Msg::plain(m.split(" at line").next().unwrap_or(&m)))
    })?;
    let variant = Variant::parse(&d.variant).ok_or_else(|| {
        RuleError::input(
            "variant",
            msg!(
                "sekigahara-expected",
                options = "ja, zh",
                got = d.variant.as_str()
            ),
        )
    })?;
    let deck = Deck {
        draw_pile: cards_of("draw-pile", &d.draw_pile)?,
        discard: cards_of("discard", &d.discard)?,
        held_out: cards_of("held-out", &d.held_out)?,
        previous: match &d.previous {
            None => None,
            Some(s) if s.is_empty() => None,
            Some(s) => Some(cards_of("previous", std::slice::from_ref(s))?[0]),
        },
    };
    let mut all = deck.all_cards(None);
    let n = all.len();
    all.dedup();
    if all.len() != n {
        return Err(RuleError::input("draw-pile", msg!("sekigahara-card-twice")));
    }
    if deck.draw_pile.is_empty() && deck.discard.is_empty() {
        return Err(RuleError::input(
            "draw-pile",
            msg!("sekigahara-no-card-to-draw"),
        ));
    }
    Ok((deck, variant))
}

/// Rules 4.1, 4.2 and card 强行军: draw from the given deck state, discard the card, reshuffle after 家康行动.
pub fn draw(p: &Params, dice: &mut dyn DiceSource) -> Result<Resolution, RuleError> {
    let (mut deck, variant) = deck_from_params(p)?;
    let mut r = Resolution::new(GAME, "draw");
    let mut counting = Counting {
        inner: dice,
        faces: vec![],
    };
    let d = cards::draw(&mut deck, variant, None, &mut counting)?;
    r.rolls = counting.faces;
    if !d.repeat {
        deck.discard.push(d.card);
    }
    let reshuffled = d.card == Card::IeyasuActs;
    if reshuffled {
        deck.reshuffle();
    }
    deck.previous = Some(d.card);
    r.set("card", d.card.id())
        .set("turned", names(&d.turned))
        .set("repeat", d.repeat)
        .set("reshuffled", reshuffled)
        .set("draw_pile", names(&deck.draw_pile))
        .set("discard", names(&deck.discard))
        .set("held_out", names(&deck.held_out))
        .set("previous", d.card.id())
        .set("variant", variant.id());
    r.rule("4.1");
    if d.turned.contains(&Card::ForcedMarch) {
        r.rule("4.1 强行军");
    }
    // The reader's comma between the cards turned ("、" in 中文 and 日本語).
    let turned = Msg::join(d.turned.iter().map(|c| Msg::plain(c.id())), Sep::Comma);
    r.log(if reshuffled {
        msg!(
            "sekigahara-draw-log-reshuffle",
            turned = turned,
            card = d.card.id()
        )
    } else {
        msg!("sekigahara-draw-log", turned = turned, card = d.card.id())
    });
    Ok(r)
}

/// Records the faces a draw used.
pub struct Counting<'a> {
    pub inner: &'a mut dyn DiceSource,
    pub faces: Vec<u8>,
}

impl DiceSource for Counting<'_> {
    fn d6(&mut self) -> Result<u8, RuleError> {
        let f = self.inner.d6()?;
        self.faces.push(f);
        Ok(f)
    }
}

pub fn specs() -> Vec<ProcedureSpec> {
    vec![
        ProcedureSpec {
            id: "attack".into(),
            title: msg!("sekigahara-proc-attack"),
            rule: "7.1".into(),
            keys: vec![
                KeySpec::list("strengths", "attack strength of each attacking counter (face shown)")
                    .say_label(msg!("sekigahara-key-strengths"))
                    .say_help(msg!("sekigahara-help-strengths")),
                KeySpec::choice("from", &["plain", "hill"], "terrain of the attacking hex")
                    .default("plain")
                    .say_label(msg!("sekigahara-key-from"))
                    .say_help(msg!("sekigahara-help-from")),
                KeySpec::choice("to", &["plain", "hill"], "terrain of the target hex")
                    .default("plain")
                    .say_label(msg!("sekigahara-key-to"))
                    .say_help(msg!("sekigahara-help-to")),
                KeySpec::bool("river", "across a river hexside")
                    .say_label(msg!("sekigahara-key-river"))
                    .say_help(msg!("sekigahara-help-river")),
                KeySpec::bool(
                    "castle",
                    "the attacking hex is a castle that still works (then no hill-to-plain +1)",
                )
                .say_label(msg!("sekigahara-key-castle"))
                .say_help(msg!("sekigahara-help-castle", ruling = Msg::ruling(9))),
                KeySpec::bool("siege", "a siege of a working castle (rule 7.2)")
                    .say_label(msg!("sekigahara-key-siege"))
                    .say_help(msg!("sekigahara-help-siege")),
            ],
            dice: msg!("sekigahara-dice-per-counter"),
        },
        ProcedureSpec {
            id: "subversion".into(),
            title: msg!("sekigahara-proc-subversion"),
            rule: "12.1".into(),
            keys: vec![
                KeySpec::int("track-value", 0, 6, "value of the subversion marker's column")
                    .say_label(msg!("sekigahara-key-track-value"))
                    .say_help(msg!("sekigahara-help-track-value")),
            ],
            dice: msg!("sekigahara-dice-one"),
        },
        ProcedureSpec {
            id: "intimidation".into(),
            title: msg!("sekigahara-proc-intimidation"),
            rule: "12.2".into(),
            keys: vec![
                KeySpec::choice(
                    "adjacent",
                    &["leader", "friendly", "none"],
                    "the target hex is next to: your leader (德川家康 / 丰臣秀赖), another counter of yours, or none",
                )
                .say_label(msg!("sekigahara-key-adjacent"))
                .say_help(msg!("sekigahara-help-adjacent")),
            ],
            dice: msg!("sekigahara-dice-one"),
        },
        ProcedureSpec {
            id: "strategic-move".into(),
            title: msg!("sekigahara-proc-strategic"),
            rule: "6.2(2)".into(),
            keys: vec![
                KeySpec::int("morale", -6, 6, "the commander's morale")
                    .say_label(msg!("sekigahara-key-morale"))
                    .say_help(msg!("sekigahara-help-morale")),
            ],
            dice: msg!("sekigahara-dice-one"),
        },
        ProcedureSpec {
            id: "draw".into(),
            title: msg!("sekigahara-proc-draw"),
            rule: "4.1".into(),
            keys: vec![
                KeySpec::list("draw-pile", "cards in the draw pile")
                    .say_label(msg!("sekigahara-key-draw-pile"))
                    .say_help(msg!("sekigahara-help-draw-pile")),
                KeySpec::list("discard", "cards in the discard pile")
                    .say_label(msg!("sekigahara-key-discard"))
                    .say_help(msg!("sekigahara-help-discard")),
                KeySpec::list("held-out", "cards held out (家康出马, 秀赖出阵)")
                    .say_label(msg!("sekigahara-key-held-out"))
                    .say_help(msg!("sekigahara-help-held-out")),
                KeySpec::text("previous", "the card drawn last (for 强行军)")
                    .optional()
                    .say_label(msg!("sekigahara-key-previous"))
                    .say_help(msg!("sekigahara-help-previous")),
                KeySpec::choice("variant", &["ja", "zh"], "card text in force")
                    .default("ja")
                    .say_label(msg!("sekigahara-key-card-text"))
                    .say_help(msg!("sekigahara-help-card-text")),
            ],
            dice: msg!("sekigahara-dice-draw"),
        },
    ]
}

fn ground(p: &Params, key: &str) -> Result<Ground, RuleError> {
    match p.text(key)?.as_str() {
        "plain" => Ok(Ground::Plain),
        "hill" => Ok(Ground::Hill),
        other => Err(RuleError::input(
            key,
            msg!("sekigahara-expected", options = "plain, hill", got = other),
        )),
    }
}

pub fn resolve(
    procedure: &str,
    p: &Params,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, RuleError> {
    match procedure {
        "attack" => {
            let strengths: Vec<i32> = p
                .list("strengths")?
                .iter()
                .map(|s| {
                    s.trim()
                        .parse::<i32>()
                        .ok()
                        .filter(|v| (-6..=12).contains(v))
                        .ok_or_else(|| {
                            RuleError::input(
                                "strengths",
                                msg!("sekigahara-whole-numbers", got = s.as_str()),
                            )
                        })
                })
                .collect::<Result<_, _>>()?;
            if strengths.is_empty() {
                return Err(RuleError::input(
                    "strengths",
                    msg!("sekigahara-one-attacker"),
                ));
            }
            let terms = AttackTerms {
                from: ground(p, "from")?,
                to: ground(p, "to")?,
                river: p.bool("river")?,
                castle: p.bool("castle")?,
                siege: p.bool("siege")?,
            };
            attack(&strengths, terms, dice)
        }
        "subversion" => subversion(p.int("track-value")? as u8, dice),
        "intimidation" => intimidation(&p.text("adjacent")?, dice),
        "strategic-move" => strategic_move(p.int("morale")? as i32, dice),
        "draw" => draw(p, dice),
        other => Err(RuleError::UnknownProcedure {
            name: other.into(),
            valid: specs()
                .iter()
                .map(|s| s.id.clone())
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}
