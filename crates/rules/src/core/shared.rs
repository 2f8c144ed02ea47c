//! A list of a state that its copies share until one of them changes it (issue 23, speed): copying a
//! state copies a pointer, and the first change through a copy copies that list alone
//! (`Arc::make_mut`). Reads and writes look as they do on a `Vec`; it is saved, compared and shown as
//! the list itself, so files and views do not see it.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, PartialEq, Eq)]
pub struct Shared<T>(Arc<Vec<T>>);

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared(Arc::new(Vec::new()))
    }
}

impl<T> Deref for Shared<T> {
    type Target = Vec<T>;
    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut Vec<T> {
        Arc::make_mut(&mut self.0)
    }
}

impl<T> From<Vec<T>> for Shared<T> {
    fn from(v: Vec<T>) -> Self {
        Shared(Arc::new(v))
    }
}

impl<T> FromIterator<T> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Shared(Arc::new(iter.into_iter().collect()))
    }
}

impl<'a, T> IntoIterator for &'a Shared<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: Clone> IntoIterator for Shared<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    /// The items, copied only when another copy of the state still holds the list.
    fn into_iter(self) -> Self::IntoIter {
        Arc::unwrap_or_clone(self.0).into_iter()
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::deserialize(d).map(Shared::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_23_a_shared_list_is_copied_only_when_a_copy_changes() {
        let a: Shared<String> = vec!["甲".to_string(), "乙".into()].into();
        let mut b = a.clone();
        assert!(Arc::ptr_eq(&a.0, &b.0));
        assert_eq!(a, b);
        b.push("丙".into());
        assert!(!Arc::ptr_eq(&a.0, &b.0));
        assert_eq!(a.len(), 2);
        assert_eq!(b.len(), 3);
        b[0] = "丁".into();
        assert_eq!(a[0], "甲");
        // Saved and read as the list itself.
        let text = serde_json::to_string(&b).unwrap();
        assert_eq!(text, r#"["丁","乙","丙"]"#);
        let back: Shared<String> = serde_json::from_str(&text).unwrap();
        assert_eq!(back, b);
        assert_eq!(format!("{a:?}"), format!("{:?}", vec!["甲", "乙"]));
    }
}
