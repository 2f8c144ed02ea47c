//! A value's canonical JSON text (its JSON value with every object's keys sorted, as
//! `serde_json::to_string(&serde_json::to_value(v))` writes it) written straight from the value,
//! without building the JSON value first (issue 23, linear replay: a session checks the digest of the
//! state it replays, and building the value was most of that check).
//!
//! Each object's entries are written to a buffer of their own, sorted by key, then joined; scalars and
//! strings are written by `serde_json` itself, so they read exactly as in the value's text. A shape this
//! writer does not take (a map key that is no string, number, character or unit variant) is an
//! error: the caller then takes the JSON value's way.

use std::borrow::Cow;
use std::cell::Cell;

use serde::ser::{self, Serialize};

thread_local! {
    /// How many canonical writes are under way on this thread (a kept list text writes itself with a
    /// write of its own inside the state's).
    static WRITING: Cell<u32> = const { Cell::new(0) };
}

/// The name under which a value hands the writer its kept canonical text ([`written`]).
const KEPT: &str = "\0gunbai: canonical text kept";

/// Whether this thread is writing a canonical text, so that a value that keeps its own
/// ([`crate::core::shared::Shared`]) may hand it over instead of being written again.
pub fn writing() -> bool {
    WRITING.with(|w| w.get() > 0)
}

/// Hands the canonical writer `text`, a value's kept canonical text: the writer copies it as it is.
/// Called only while [`writing`], when `s` is the canonical writer.
pub(crate) fn written<S: ser::Serializer>(s: S, text: &str) -> Result<S::Ok, S::Error> {
    s.serialize_newtype_struct(KEPT, text)
}

/// Counts a write under way for as long as it lives (also when a value's `serialize` panics).
struct Writing;

impl Writing {
    fn start() -> Self {
        WRITING.with(|w| w.set(w.get() + 1));
        Writing
    }
}

impl Drop for Writing {
    fn drop(&mut self) {
        WRITING.with(|w| w.set(w.get().saturating_sub(1)));
    }
}

/// The canonical JSON text of `v`, or `None` when `v` has a shape this writer does not take.
pub fn to_string<T: Serialize + ?Sized>(v: &T) -> Option<String> {
    let mut out = Vec::new();
    let _writing = Writing::start();
    v.serialize(Writer { out: &mut out }).ok()?;
    String::from_utf8(out).ok()
}

#[derive(Debug)]
pub struct Error;

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not written canonically")
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Error
    }
}

type Res = Result<(), Error>;

/// Writes a JSON scalar or string exactly as `serde_json` writes it.
fn json<T: Serialize + ?Sized>(out: &mut Vec<u8>, v: &T) -> Res {
    serde_json::to_writer(out, v).map_err(|_| Error)
}

/// Writes an object's key as `serde_json` writes the string: a key of letters, digits and plain
/// punctuation (every field name) needs no escape and is copied as it is (issue 23: a session writes
/// the state's text at every act, and the keys were a fifth of it).
fn key_text(out: &mut Vec<u8>, key: &str) -> Res {
    if key
        .bytes()
        .all(|b| (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\')
    {
        out.push(b'"');
        out.extend_from_slice(key.as_bytes());
        out.push(b'"');
        Ok(())
    } else {
        json(out, key)
    }
}

/// Writes one value to `out`.
struct Writer<'a> {
    out: &'a mut Vec<u8>,
}

/// An array being written.
struct Seq<'a> {
    out: &'a mut Vec<u8>,
    first: bool,
    /// Closes a `{"variant":[` of a tuple variant with `]}` instead of `]`.
    variant: bool,
}

/// An object being written: its entries' values written one after the other to a buffer of its own,
/// each with its key and where its text lies; sorted by key when it ends.
struct Obj<'a> {
    out: &'a mut Vec<u8>,
    text: Vec<u8>,
    entries: Vec<(Cow<'static, str>, usize, usize)>,
    key: Option<String>,
    /// The variant name of a struct variant (`{"variant":{…}}`).
    variant: Option<&'static str>,
}

impl Obj<'_> {
    fn entry<T: Serialize + ?Sized>(&mut self, key: Cow<'static, str>, v: &T) -> Res {
        let start = self.text.len();
        v.serialize(Writer {
            out: &mut self.text,
        })?;
        self.entries.push((key, start, self.text.len()));
        Ok(())
    }

    fn finish(mut self) -> Res {
        if let Some(v) = self.variant {
            self.out.push(b'{');
            json(self.out, v)?;
            self.out.push(b':');
        }
        // As a JSON value's map: sorted by key, a later entry of the same key replaces the earlier
        // (the sort is stable).
        if !self.entries.is_sorted_by(|a, b| a.0 <= b.0) {
            self.entries.sort_by(|a, b| a.0.cmp(&b.0));
        }
        let n = self.entries.len();
        self.out.reserve(self.text.len() + 16 * n + 2);
        self.out.push(b'{');
        let mut first = true;
        for i in 0..n {
            if i + 1 < n && self.entries[i].0 == self.entries[i + 1].0 {
                continue;
            }
            if !first {
                self.out.push(b',');
            }
            first = false;
            let (key, start, end) = &self.entries[i];
            key_text(self.out, key)?;
            self.out.push(b':');
            self.out.extend_from_slice(&self.text[*start..*end]);
        }
        self.out.push(b'}');
        if self.variant.is_some() {
            self.out.push(b'}');
        }
        Ok(())
    }
}

impl<'a> Writer<'a> {
    fn obj(self, variant: Option<&'static str>, len: Option<usize>) -> Obj<'a> {
        Obj {
            out: self.out,
            text: Vec::new(),
            entries: Vec::with_capacity(len.unwrap_or(0)),
            key: None,
            variant,
        }
    }
    fn seq(self, variant: Option<&'static str>) -> Result<Seq<'a>, Error> {
        if let Some(v) = variant {
            self.out.push(b'{');
            json(self.out, v)?;
            self.out.push(b':');
        }
        self.out.push(b'[');
        Ok(Seq {
            out: self.out,
            first: true,
            variant: variant.is_some(),
        })
    }
}

impl<'a> ser::Serializer for Writer<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Seq<'a>;
    type SerializeTuple = Seq<'a>;
    type SerializeTupleStruct = Seq<'a>;
    type SerializeTupleVariant = Seq<'a>;
    type SerializeMap = Obj<'a>;
    type SerializeStruct = Obj<'a>;
    type SerializeStructVariant = Obj<'a>;

    fn serialize_bool(self, v: bool) -> Res {
        json(self.out, &v)
    }
    fn serialize_i8(self, v: i8) -> Res {
        json(self.out, &v)
    }
    fn serialize_i16(self, v: i16) -> Res {
        json(self.out, &v)
    }
    fn serialize_i32(self, v: i32) -> Res {
        json(self.out, &v)
    }
    fn serialize_i64(self, v: i64) -> Res {
        json(self.out, &v)
    }
    fn serialize_i128(self, v: i128) -> Res {
        // A JSON value holds 64-bit numbers only.
        match (i64::try_from(v), u64::try_from(v)) {
            (Ok(x), _) => json(self.out, &x),
            (_, Ok(x)) => json(self.out, &x),
            _ => Err(Error),
        }
    }
    fn serialize_u8(self, v: u8) -> Res {
        json(self.out, &v)
    }
    fn serialize_u16(self, v: u16) -> Res {
        json(self.out, &v)
    }
    fn serialize_u32(self, v: u32) -> Res {
        json(self.out, &v)
    }
    fn serialize_u64(self, v: u64) -> Res {
        json(self.out, &v)
    }
    fn serialize_u128(self, v: u128) -> Res {
        u64::try_from(v)
            .map_err(|_| Error)
            .and_then(|x| json(self.out, &x))
    }
    fn serialize_f32(self, v: f32) -> Res {
        // As the JSON value keeps it (a number made from the float, or null).
        json(self.out, &serde_json::Value::from(v))
    }
    fn serialize_f64(self, v: f64) -> Res {
        json(self.out, &serde_json::Value::from(v))
    }
    fn serialize_char(self, v: char) -> Res {
        json(self.out, &v)
    }
    fn serialize_str(self, v: &str) -> Res {
        json(self.out, v)
    }
    fn serialize_bytes(self, v: &[u8]) -> Res {
        // A JSON value holds bytes as an array of numbers.
        json(self.out, v)
    }
    fn serialize_none(self) -> Res {
        self.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Res {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        self.serialize_none()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Res {
        json(self.out, variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, name: &'static str, v: &T) -> Res {
        if name == KEPT {
            // A kept text: written by this writer before, copied as it is.
            let text = v.serialize(KeyWriter)?;
            self.out.extend_from_slice(text.as_bytes());
            return Ok(());
        }
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Res {
        self.out.push(b'{');
        json(self.out, variant)?;
        self.out.push(b':');
        v.serialize(Writer { out: self.out })?;
        self.out.push(b'}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Seq<'a>, Error> {
        self.seq(None)
    }
    fn serialize_tuple(self, _: usize) -> Result<Seq<'a>, Error> {
        self.seq(None)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Seq<'a>, Error> {
        self.seq(None)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Seq<'a>, Error> {
        self.seq(Some(variant))
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Obj<'a>, Error> {
        Ok(self.obj(None, len))
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Obj<'a>, Error> {
        Ok(self.obj(None, Some(len)))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Obj<'a>, Error> {
        Ok(self.obj(Some(variant), Some(len)))
    }
}

impl Seq<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        if !self.first {
            self.out.push(b',');
        }
        self.first = false;
        v.serialize(Writer { out: self.out })
    }
    fn close(self) -> Res {
        self.out.push(b']');
        if self.variant {
            self.out.push(b'}');
        }
        Ok(())
    }
}

impl ser::SerializeSeq for Seq<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        self.element(v)
    }
    fn end(self) -> Res {
        self.close()
    }
}

impl ser::SerializeTuple for Seq<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        self.element(v)
    }
    fn end(self) -> Res {
        self.close()
    }
}

impl ser::SerializeTupleStruct for Seq<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        self.element(v)
    }
    fn end(self) -> Res {
        self.close()
    }
}

impl ser::SerializeTupleVariant for Seq<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        self.element(v)
    }
    fn end(self) -> Res {
        self.close()
    }
}

impl ser::SerializeMap for Obj<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Res {
        self.key = Some(key.serialize(KeyWriter)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        let key = self.key.take().ok_or(Error)?;
        self.entry(Cow::Owned(key), v)
    }
    fn end(self) -> Res {
        self.finish()
    }
}

impl ser::SerializeStruct for Obj<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Res {
        self.entry(Cow::Borrowed(key), v)
    }
    fn end(self) -> Res {
        self.finish()
    }
}

impl ser::SerializeStructVariant for Obj<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Res {
        self.entry(Cow::Borrowed(key), v)
    }
    fn end(self) -> Res {
        self.finish()
    }
}

/// A map key as a JSON value's map takes it: a string, or a number, character or unit variant written
/// as a string; anything else is not taken here.
struct KeyWriter;

impl ser::Serializer for KeyWriter {
    type Ok = String;
    type Error = Error;
    type SerializeSeq = ser::Impossible<String, Error>;
    type SerializeTuple = ser::Impossible<String, Error>;
    type SerializeTupleStruct = ser::Impossible<String, Error>;
    type SerializeTupleVariant = ser::Impossible<String, Error>;
    type SerializeMap = ser::Impossible<String, Error>;
    type SerializeStruct = ser::Impossible<String, Error>;
    type SerializeStructVariant = ser::Impossible<String, Error>;

    fn serialize_bool(self, _: bool) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_i8(self, v: i8) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i16(self, v: i16) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i32(self, v: i32) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i64(self, v: i64) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u16(self, v: u16) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u32(self, v: u32) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u64(self, v: u64) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_f32(self, _: f32) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_f64(self, _: f64) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_char(self, v: char) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_str(self, v: &str) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_none(self) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_unit(self) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<String, Error> {
        Ok(variant.to_string())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<String, Error> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<String, Error> {
        Err(Error)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(Error)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        Err(Error)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        Err(Error)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(Error)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(Error)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        Err(Error)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(Error)
    }
}
