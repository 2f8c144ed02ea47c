//! A list of a state that its copies share until one of them changes it (issue 23, speed): copying a
//! state copies a pointer, and the first change through a copy copies that list alone
//! (`Arc::make_mut`). Reads and writes look as they do on a `Vec`; it is saved, compared and shown as
//! the list itself, so files and views do not see it.
//!
//! The list also keeps its canonical text ([`crate::core::canonical`]) once it has been written, until
//! it is changed: a session writes the state's canonical text after every action for the journal's
//! digest, and most actions change one list of a state or none (issue 23: the text of the unchanged
//! lists was most of that cost). Every change goes through `DerefMut`, which forgets the text, and a
//! copy made by a change starts without one, so the kept text is always the list's own.

use std::ops::{Deref, DerefMut};
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, PartialEq, Eq)]
pub struct Shared<T>(#[doc(hidden)] pub Arc<Listed<T>>);

/// The items and, once written, their canonical text (`None` inside when the writer does not take
/// them: they are then written the ordinary way, which fails the same way).
pub struct Listed<T> {
    items: Vec<T>,
    #[doc(hidden)]
    pub canonical: OnceLock<Option<Box<str>>>,
}

impl<T> Listed<T> {
    fn new(items: Vec<T>) -> Self {
        Listed {
            items,
            canonical: OnceLock::new(),
        }
    }
}

/// A copy is made only to be changed: it starts without the text.
impl<T: Clone> Clone for Listed<T> {
    fn clone(&self) -> Self {
        Listed::new(self.items.clone())
    }
}

impl<T: PartialEq> PartialEq for Listed<T> {
    fn eq(&self, other: &Self) -> bool {
        self.items == other.items
    }
}
impl<T: Eq> Eq for Listed<T> {}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared(Arc::new(Listed::new(Vec::new())))
    }
}

impl<T> Deref for Shared<T> {
    type Target = Vec<T>;
    fn deref(&self) -> &Vec<T> {
        &self.0.items
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut Vec<T> {
        let listed = Arc::make_mut(&mut self.0);
        // Whatever the caller does with the list, the kept text may no longer be its text.
        listed.canonical = OnceLock::new();
        &mut listed.items
    }
}

impl<T> From<Vec<T>> for Shared<T> {
    fn from(v: Vec<T>) -> Self {
        Shared(Arc::new(Listed::new(v)))
    }
}

impl<T> FromIterator<T> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Shared::from(iter.into_iter().collect::<Vec<T>>())
    }
}

impl<'a, T> IntoIterator for &'a Shared<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.items.iter()
    }
}

impl<T: Clone> IntoIterator for Shared<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    /// The items, copied only when another copy of the state still holds the list.
    fn into_iter(self) -> Self::IntoIter {
        Arc::unwrap_or_clone(self.0).items.into_iter()
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.items.fmt(f)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Only the canonical writer is handed the kept text; every other serializer gets the list.
        if crate::core::canonical::writing()
            && let Some(text) = self
                .0
                .canonical
                .get_or_init(|| crate::core::canonical::to_string(&self.0.items).map(Into::into))
        {
            return crate::core::canonical::written(s, text);
        }
        self.0.items.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::deserialize(d).map(Shared::from)
    }
}
