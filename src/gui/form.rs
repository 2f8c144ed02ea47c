//! An input form generated from `KeySpec`s: Int → drag value in range, Bool → checkbox, Choice → combo,
//! Text/List/Json → text edit. Pre-filled from the prompt's preset, then the key's default.

use std::collections::BTreeMap;

use egui::{RichText, Ui};
use serde_json::Value;

use super::Lang;
use crate::core::{KeyKind, KeySpec, Msg, Params};
use gunbai_rules::msg;

/// One entry of a pick-list under a field: what goes into the params, the heading it is listed under,
/// and what the player reads (a label in the current language, or the value itself).
#[derive(Debug, Clone, PartialEq)]
pub struct Pick {
    pub group: String,
    pub value: String,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq)]
pub enum FieldValue {
    Int(i64),
    Bool(bool),
    /// Choice, Text, List (comma-separated) and Json are edited as text.
    Text(String),
    /// An optional key left empty.
    Empty,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct FormState {
    pub keys: Vec<KeySpec>,
    pub values: BTreeMap<String, FieldValue>,
    /// The group of the pick-list entry last clicked, by key: two groups can offer the same value
    /// (Saigoku's replacement columns per table), and only the one clicked lights up.
    pub picked_group: BTreeMap<String, String>,
    /// A long action form folds the options left at their defaults under "More options" (the set-up
    /// form and a private input show every field).
    pub fold_defaults: bool,
}

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(a) => a
            .iter()
            .map(|x| match x {
                Value::String(s) => s.clone(),
                o => o.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", "),
        Value::Null => String::new(),
        o => o.to_string(),
    }
}

impl FormState {
    pub fn new(keys: &[KeySpec], preset: &Params) -> Self {
        let mut values = BTreeMap::new();
        for k in keys {
            let given = preset.get(&k.name).or(k.default.as_ref());
            let v = match (&k.kind, given) {
                (KeyKind::Int { min, max }, g) => FieldValue::Int(
                    g.and_then(Value::as_i64)
                        .unwrap_or(*min.max(&0).min(max))
                        .clamp(*min, *max),
                ),
                (KeyKind::Bool, g) => FieldValue::Bool(g.and_then(Value::as_bool).unwrap_or(false)),
                (KeyKind::Choice { options }, g) => match g.and_then(Value::as_str) {
                    Some(s) => FieldValue::Text(s.to_string()),
                    None => FieldValue::Text(options.first().cloned().unwrap_or_default()),
                },
                (_, Some(Value::Null)) | (_, None) => FieldValue::Text(String::new()),
                (_, Some(v)) => FieldValue::Text(text_of(v)),
            };
            values.insert(k.name.clone(), v);
        }
        Self {
            keys: keys.to_vec(),
            values,
            picked_group: BTreeMap::new(),
            fold_defaults: false,
        }
    }

    /// The typed params the form currently holds (empty optional text keys are left out so their
    /// defaults apply).
    pub fn params(&self) -> Params {
        let mut p = Params::new();
        for k in &self.keys {
            let Some(v) = self.values.get(&k.name) else {
                continue;
            };
            match (v, &k.kind) {
                (FieldValue::Int(i), _) => p.insert(&k.name, *i),
                (FieldValue::Bool(b), _) => p.insert(&k.name, *b),
                (FieldValue::Text(t), _) if t.trim().is_empty() && k.default.is_some() => {}
                (FieldValue::Text(t), KeyKind::List) => p.insert(
                    &k.name,
                    Value::Array(
                        t.split(',')
                            .map(str::trim)
                            .filter(|s| !s.is_empty())
                            .map(|s| Value::String(s.into()))
                            .collect(),
                    ),
                ),
                (FieldValue::Text(t), KeyKind::Json) => p.insert(
                    &k.name,
                    serde_json::from_str(t).unwrap_or_else(|_| Value::String(t.clone())),
                ),
                (FieldValue::Text(t), _) => p.insert(&k.name, t.trim().to_string()),
                (FieldValue::Empty, _) => {}
            }
        }
        p
    }

    /// Draws the form; returns true when a value changed.
    pub fn show(&mut self, ui: &mut Ui, id: &str, lang: Lang) -> bool {
        self.show_with(ui, id, lang, &|_| Vec::new())
    }

    /// Draws the form with pick-lists: `suggest(key)` gives the entries shown as buttons under a text or
    /// list field (clicking sets a text key, or adds to a list key), so names need not be typed; a choice
    /// key shows their labels in its drop-down. Labels are the ruleset's (`KeySpec::label_text`), never keys.
    pub fn show_with(
        &mut self,
        ui: &mut Ui,
        id: &str,
        lang: Lang,
        suggest: &dyn Fn(&str) -> Vec<Pick>,
    ) -> bool {
        let mut changed = false;
        if self.keys.is_empty() {
            return false;
        }
        // One field under another, each label on its own line above its field: the value gets the
        // column's whole width (a label column left the values ~100 px at 1024×768).
        let picked_group = &mut self.picked_group;
        // A long form shows what the players choose: the keys without a default and those changed
        // from it; the others (options left as they are, e.g. Saigoku's move by sea or garrison) fold
        // under "More options" (issue 21 point 2).
        let long = self.fold_defaults && self.keys.len() > 4;
        let (main, more): (Vec<&KeySpec>, Vec<&KeySpec>) = self
            .keys
            .iter()
            .partition(|k| !long || !at_default(k, self.values.get(&k.name)));
        let values = &mut self.values;
        let builder = egui::UiBuilder::new()
            .id_salt(("form", id))
            .layout(egui::Layout::top_down(egui::Align::Min));
        let mut draw = |ui: &mut Ui, k: &KeySpec| -> bool {
            let mut changed = false;
            {
                let label = ui.add(
                    egui::Label::new(RichText::new(k.label_msg().render(lang)).strong()).wrap(),
                );
                let label_id = label.id;
                // The help in the player's language, from the ruleset's catalogue.
                let help = k.help_msg().render(lang);
                if !help.is_empty() {
                    label.on_hover_text(&help);
                }
                let Some(v) = values.get_mut(&k.name) else {
                    return false;
                };
                let r = ui
                    .push_id(("field", &k.name), |ui| {
                        let r = match (&k.kind, v) {
                            (KeyKind::Int { min, max }, FieldValue::Int(i)) => {
                                // − value + with touch-sized buttons; the value can also be dragged or typed.
                                ui.horizontal(|ui| {
                                    let minus = ui.add_enabled(
                                        *i > *min,
                                        egui::Button::new(RichText::new("−").size(20.0))
                                            .min_size(egui::vec2(40.0, 40.0))
                                            .sense(STEP_SENSE),
                                    );
                                    let mut r = ui
                                        .add(egui::DragValue::new(i).range(*min..=*max).speed(0.1));
                                    let plus = ui.add_enabled(
                                        *i < *max,
                                        egui::Button::new(RichText::new("+").size(20.0))
                                            .min_size(egui::vec2(40.0, 40.0))
                                            .sense(STEP_SENSE),
                                    );
                                    if minus.clicked() {
                                        *i = (*i - 1).max(*min);
                                        r.mark_changed();
                                    }
                                    if plus.clicked() {
                                        *i = (*i + 1).min(*max);
                                        r.mark_changed();
                                    }
                                    r
                                })
                                .inner
                            }
                            (KeyKind::Bool, FieldValue::Bool(b)) => {
                                ui.checkbox(b, msg!("frame-yes").render(lang))
                            }
                            (KeyKind::Choice { options }, FieldValue::Text(t)) => {
                                let picks = suggest(&k.name);
                                let word = |o: &str| {
                                    picks
                                        .iter()
                                        .find(|p| p.value == o)
                                        .map(|p| p.label.clone())
                                        .unwrap_or_else(|| o.to_string())
                                };
                                let mut r = egui::ComboBox::from_id_salt(("combo", id, &k.name))
                                    .selected_text(word(t))
                                    .show_ui(ui, |ui| {
                                        let mut any = false;
                                        for o in options {
                                            any |= ui
                                                .selectable_value(t, o.clone(), word(o))
                                                .changed();
                                        }
                                        any
                                    });
                                if r.inner == Some(true) {
                                    r.response.mark_changed();
                                }
                                r.response
                            }
                            (kind, FieldValue::Text(t)) => {
                                let list = matches!(kind, KeyKind::List);
                                let picks = suggest(&k.name);
                                // The field and its picks fit the room the column has (the
                                // centre column is about 320 px at 1024×768): fixed widths
                                // pushed the picks, the field and its help past its edge.
                                let room = ui.available_width().max(160.0);
                                ui.vertical(|ui| {
                                    let mut r = ui.add(
                                        egui::TextEdit::singleline(t)
                                            .hint_text(hint(k, lang, !picks.is_empty()))
                                            .desired_width(room.min(280.0)),
                                    );
                                    if !picks.is_empty() {
                                        let chosen = picked_group.get(&k.name).cloned();
                                        if let Some((v, g, on)) =
                                            pick_buttons(ui, &picks, t, chosen.as_deref(), room)
                                        {
                                            *t = pick(t, &v, list, on);
                                            if on {
                                                picked_group.remove(&k.name);
                                            } else {
                                                picked_group.insert(k.name.clone(), g);
                                            }
                                            r.mark_changed();
                                        }
                                    }
                                    r
                                })
                                .inner
                            }
                            (_, _) => ui.label("—"),
                        };
                        // Under the field in the player's language; a help not yet in 中文 is
                        // shown on hover only.
                        if !help.is_empty() {
                            ui.label(RichText::new(help.clone()).small().weak());
                        }
                        r
                    })
                    .inner;
                changed |= r.changed();
                let hover = msg!(
                    "frame-help-expected",
                    help = help.clone(),
                    expected = expected(k)
                )
                .render(lang);
                r.labelled_by(label_id).on_hover_text(hover);
                ui.add_space(6.0);
            }
            changed
        };
        ui.scope_builder(builder, |ui| {
            for k in &main {
                changed |= draw(ui, k);
            }
            if !more.is_empty() {
                let title = msg!("frame-more-options-n", n = more.len()).render(lang);
                egui::CollapsingHeader::new(RichText::new(title).strong())
                    .id_salt(("more", id))
                    .default_open(false)
                    .show(ui, |ui| {
                        for k in &more {
                            changed |= draw(ui, k);
                        }
                    });
            }
        });
        changed
    }
}

/// True when a key with a default holds that default (an option the players left as it is).
fn at_default(k: &KeySpec, v: Option<&FieldValue>) -> bool {
    if k.default.is_none() {
        return false;
    }
    let fresh = FormState::new(std::slice::from_ref(k), &Params::new());
    match (fresh.values.get(&k.name), v) {
        (Some(d), Some(v)) => d == v || matches!(v, FieldValue::Text(t) if t.trim().is_empty()),
        _ => true,
    }
}

/// A group heading a player reads: a place, a leader, a word the phrasebook put into 中文; never an
/// id (`masuda`, `ouchi`: lower-case Latin letters only), which the buttons under it stand without.
fn group_words(g: &str) -> &str {
    let id = !g.is_empty()
        && g.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
        && g.chars().any(|c| c.is_ascii_lowercase());
    if id { "" } else { g }
}

/// The pick-list under a field: each group's heading on a line of its own, then its entries as
/// buttons that never break inside a name. An entry is lit when its value is in the field and, where
/// two groups offer the same value, only under the group clicked (`chosen`). Returns the click:
/// (value, group, was lit).
fn pick_buttons(
    ui: &mut Ui,
    picks: &[Pick],
    current: &str,
    chosen: Option<&str>,
    room: f32,
) -> Option<(String, String, bool)> {
    let mut clicked = None;
    let mut seen: Vec<(&str, &str)> = Vec::new();
    let mut group: Option<&str> = None;
    let mut i = 0;
    while i < picks.len() {
        let g = group_words(&picks[i].group);
        let end = picks[i..]
            .iter()
            .position(|p| group_words(&p.group) != g)
            .map_or(picks.len(), |n| i + n);
        if group != Some(g) && !g.is_empty() {
            ui.add(egui::Label::new(RichText::new(g).small().strong()).wrap());
        }
        group = Some(g);
        ui.push_id(i, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.set_max_width(room.min(560.0));
                for p in &picks[i..end] {
                    if seen.contains(&(g, p.value.as_str())) {
                        continue;
                    }
                    seen.push((g, p.value.as_str()));
                    let shared = picks
                        .iter()
                        .any(|q| q.value == p.value && group_words(&q.group) != g);
                    let on = current.split(',').any(|x| x.trim() == p.value)
                        && (!shared || chosen.is_none_or(|c| group_words(c) == g));
                    // A name stays whole; an entry longer than the row (an event card's text)
                    // wraps rather than running past the column.
                    let wide = egui::WidgetText::from(p.label.as_str())
                        .into_galley(
                            ui,
                            Some(egui::TextWrapMode::Extend),
                            f32::INFINITY,
                            egui::TextStyle::Button,
                        )
                        .size()
                        .x
                        + 2.0 * ui.spacing().button_padding.x
                        > room.min(560.0);
                    let b = egui::Button::selectable(on, p.label.as_str()).wrap_mode(if wide {
                        egui::TextWrapMode::Wrap
                    } else {
                        egui::TextWrapMode::Extend
                    });
                    if ui.add(b).clicked() {
                        clicked = Some((p.value.clone(), p.group.clone(), on));
                    }
                }
            });
        });
        i = end;
    }
    clicked
}

/// The − and + buttons beside a number answer clicks and taps but take no keyboard focus: Tab goes from
/// field to field in screen order (issue 11 point 9), and the arrow keys already step a focused number.
const STEP_SENSE: egui::Sense = egui::Sense::CLICK;

/// The hint in an empty text field, in the player's language: "pick below" only when there is a
/// pick-list below (a field without one, such as Shogun's seat colours or a probability, said so too).
fn hint(k: &KeySpec, lang: Lang, picks: bool) -> String {
    match (&k.kind, picks) {
        (KeyKind::List, _) => msg!("frame-hint-list"),
        (_, true) => msg!("frame-hint-pick"),
        (_, false) => msg!("frame-hint-type"),
    }
    .render(lang)
}

/// What a key accepts, in words (a choice's options are listed by their labels in the field itself).
fn expected(k: &KeySpec) -> Msg {
    match &k.kind {
        KeyKind::Int { min, max } => msg!("frame-expect-int", min = *min, max = *max),
        KeyKind::Bool => msg!("frame-expect-bool"),
        KeyKind::Choice { .. } => msg!("frame-expect-choice"),
        KeyKind::Text => msg!("frame-expect-text"),
        KeyKind::List => msg!("frame-expect-list"),
        KeyKind::Json => msg!("frame-expect-json"),
    }
}

/// Applies a pick-list click: a text key takes the value; a list key adds it, or drops it when present.
pub fn pick(current: &str, value: &str, list: bool, present: bool) -> String {
    if !list {
        return value.to_string();
    }
    let mut items: Vec<String> = current
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    if present {
        items.retain(|x| x != value);
    } else {
        items.push(value.to_string());
    }
    items.join(", ")
}
