//! A form over a table file that is not a result grid (the Seinan map: towns and roads with their
//! obstacle flags; unit lists): the file's top-level values as fields, and each list of records
//! (`[[towns]]`, `[[links]]`) as a table with one row per record, rows that can be added and removed.
//! Generic: it follows the file's own shape, no game is named here. The text it writes is checked by
//! loading the whole game (as every save is), so the rules' own validation decides what is valid.

use egui::{RichText, Ui};
use toml::{Table, Value};

use super::Lang;
use gunbai_rules::msg;

/// Field names of table files in players' words (the common ones; others are shown with spaces for
/// dashes). Games can keep to these names for their data files.
fn field_words(key: &str, lang: Lang) -> String {
    let m = match key {
        "id" => msg!("frame-field-id"),
        "name" => msg!("frame-field-name"),
        "alias" => msg!("frame-field-alias"),
        "x" => msg!("frame-field-x"),
        "y" => msg!("frame-field-y"),
        "a" => msg!("frame-field-a"),
        "b" => msg!("frame-field-b"),
        "obstacle" => msg!("frame-field-obstacle"),
        "placeholder" => msg!("frame-field-placeholder"),
        "note" => msg!("frame-field-note"),
        "towns" => msg!("frame-field-towns"),
        "links" => msg!("frame-field-links"),
        "units" => msg!("frame-field-units"),
        "side" => msg!("frame-field-side"),
        "kind" => msg!("frame-field-kind"),
        "strength" => msg!("frame-field-strength"),
        "box" => msg!("frame-field-box"),
        _ => return key.replace(['-', '_'], " "),
    };
    m.render(lang)
}

/// What the form edits: the parsed file, and the text it was parsed from (to notice outside edits).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TomlForm {
    pub source: String,
    pub table: Table,
}

/// True when every top-level value is a scalar, a list of scalars or a list of records whose fields are
/// scalars or lists of scalars: the shapes this form can show without losing anything.
pub fn fits(table: &Table) -> bool {
    let scalar = |v: &Value| {
        matches!(
            v,
            Value::String(_) | Value::Integer(_) | Value::Float(_) | Value::Boolean(_)
        )
    };
    let flat = |v: &Value| scalar(v) || matches!(v, Value::Array(a) if a.iter().all(scalar));
    table.values().all(|v| match v {
        Value::Array(a) if a.iter().all(|x| x.is_table()) => a
            .iter()
            .all(|r| r.as_table().is_some_and(|t| t.values().all(flat))),
        v => flat(v),
    })
}

impl TomlForm {
    /// Parses `text`; `None` when it is not TOML or has a shape the form cannot show.
    pub fn parse(text: &str) -> Option<Self> {
        let table: Table = toml::from_str(text).ok()?;
        fits(&table).then(|| Self {
            source: text.to_string(),
            table,
        })
    }

    pub fn to_text(&self) -> String {
        toml::to_string(&self.table).unwrap_or_default()
    }

    /// Draws the form; returns true when a value changed (the caller then takes [`Self::to_text`]).
    pub fn show(&mut self, ui: &mut Ui, id: &str, lang: Lang) -> bool {
        let mut changed = false;
        let keys: Vec<String> = self.table.keys().cloned().collect();
        // Plain values first (placeholder flag, note), then each list of records.
        egui::Grid::new((id, "top"))
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for k in &keys {
                    let Some(v) = self.table.get_mut(k) else {
                        continue;
                    };
                    if is_records(v) {
                        continue;
                    }
                    let l = ui.label(RichText::new(field_words(k, lang)).strong());
                    changed |= value_field(ui, v, 420.0, l.id);
                    ui.end_row();
                }
            });
        for k in keys {
            let Some(Value::Array(rows)) = self.table.get_mut(&k) else {
                continue;
            };
            if !rows.iter().all(Value::is_table) || rows.is_empty() {
                continue;
            }
            ui.add_space(8.0);
            ui.label(
                RichText::new(
                    msg!(
                        "frame-count-of",
                        label = field_words(&k, lang),
                        n = rows.len()
                    )
                    .render(lang),
                )
                .size(18.0)
                .strong(),
            );
            changed |= records(ui, (id, &k), rows, lang);
        }
        changed
    }
}

fn is_records(v: &Value) -> bool {
    matches!(v, Value::Array(a) if !a.is_empty() && a.iter().all(Value::is_table))
}

/// One list of records as a table: a column per field (the union over the records, in first-seen
/// order), a row per record, a button to remove a row and one to add a row like the last.
fn records(ui: &mut Ui, id: (&str, &str), rows: &mut Vec<Value>, lang: Lang) -> bool {
    let mut changed = false;
    let mut columns: Vec<(String, Value)> = Vec::new();
    for r in rows.iter() {
        for (k, v) in r.as_table().into_iter().flatten() {
            if !columns.iter().any(|(c, _)| c == k) {
                columns.push((k.clone(), blank(v)));
            }
        }
    }
    let mut remove = None;
    egui::ScrollArea::horizontal()
        .id_salt((id.0, id.1, "scroll"))
        .show(ui, |ui| {
            egui::Grid::new((id.0, id.1))
                .striped(true)
                .spacing([8.0, 4.0])
                .show(ui, |ui| {
                    ui.label("");
                    let heads: Vec<egui::Id> = columns
                        .iter()
                        .map(|(c, _)| ui.label(RichText::new(field_words(c, lang)).strong()).id)
                        .collect();
                    ui.end_row();
                    for (i, r) in rows.iter_mut().enumerate() {
                        ui.weak(format!("{}", i + 1));
                        let Some(t) = r.as_table_mut() else { continue };
                        for ((c, empty), head) in columns.iter().zip(&heads) {
                            let v = t.entry(c.clone()).or_insert_with(|| empty.clone());
                            let before = v.clone();
                            if value_field(ui, v, width_of(&before), *head) {
                                changed = true;
                            }
                        }
                        if ui
                            .small_button("✕")
                            .on_hover_text(msg!("frame-remove").render(lang))
                            .clicked()
                        {
                            remove = Some(i);
                        }
                        ui.end_row();
                    }
                });
        });
    if let Some(i) = remove {
        rows.remove(i);
        changed = true;
    }
    if ui.button("+").clicked() {
        let new = rows
            .last()
            .and_then(Value::as_table)
            .map(|t| {
                Value::Table(
                    t.iter()
                        .map(|(k, v)| (k.clone(), blank(v)))
                        .collect::<Table>(),
                )
            })
            .unwrap_or_else(|| Value::Table(Table::new()));
        rows.push(new);
        changed = true;
    }
    changed
}

/// An empty value of the same kind (a new row, a field a record leaves out).
fn blank(v: &Value) -> Value {
    match v {
        Value::String(_) => Value::String(String::new()),
        Value::Integer(_) => Value::Integer(0),
        Value::Float(_) => Value::Float(0.0),
        Value::Boolean(_) => Value::Boolean(false),
        Value::Array(_) => Value::Array(Vec::new()),
        o => o.clone(),
    }
}

fn width_of(v: &Value) -> f32 {
    match v {
        Value::Integer(_) | Value::Float(_) => 56.0,
        Value::Array(_) => 200.0,
        _ => 110.0,
    }
}

fn text_width(ui: &Ui, s: &str) -> f32 {
    let font = egui::TextStyle::Body.resolve(ui.style());
    ui.fonts_mut(|f| {
        f.layout_no_wrap(s.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}

/// One value: a checkbox, a number field, a text field, or a list typed with commas.
fn value_field(ui: &mut Ui, v: &mut Value, width: f32, label: egui::Id) -> bool {
    match v {
        Value::Boolean(b) => ui.checkbox(b, "").labelled_by(label).changed(),
        Value::Integer(i) => ui.add(egui::DragValue::new(i)).labelled_by(label).changed(),
        Value::Float(f) => ui
            .add(egui::DragValue::new(f).speed(0.5))
            .labelled_by(label)
            .changed(),
        // Sized, not "desired": inside a grid a text field would shrink to last frame's column width.
        Value::String(s) => {
            let w = width.max(text_width(ui, s) + 16.0);
            ui.add_sized(
                [w, ui.spacing().interact_size.y],
                egui::TextEdit::singleline(s),
            )
            .labelled_by(label)
            .changed()
        }
        Value::Array(a) => {
            let mut text = a
                .iter()
                .map(|x| match x {
                    Value::String(s) => s.clone(),
                    o => o.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ");
            let w = width.max(text_width(ui, &text) + 16.0);
            let r = ui
                .add_sized(
                    [w, ui.spacing().interact_size.y],
                    egui::TextEdit::singleline(&mut text),
                )
                .labelled_by(label);
            if r.changed() {
                *a = text
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| Value::String(s.to_string()))
                    .collect();
            }
            r.changed()
        }
        _ => false,
    }
}
