//! A name → position cache beside a list of a state or a table (issue 23, speed): the guards of a
//! prompt and `check_state` look pieces up by name for every pair of forces, and a linear search of a
//! hundred names was a third of a random game's time; a result table finds its rows by key.
//!
//! The cache is never serialised, always compares equal and is shared by the copies of a state. It
//! may go stale when a list changes (a name renamed, a piece added, removed or moved): a lookup
//! trusts a hit only when the item at that position still bears the name, and otherwise searches the
//! list as before. So every answer is the one a linear search gives, for a fresh cache always and for
//! a stale one whenever the names are unique (what every game's `check_state` demands). A game
//! refreshes its caches once an action is done ([`NameIndex::refresh`]: kept when still right,
//! forgotten otherwise), so the next lookups are quick again.

use std::hash::BuildHasher;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use rustc_hash::{FxBuildHasher, FxHashMap};

/// Positions by the hash of a name: no copy of the names (a hit is confirmed against the list, so
/// two names of one hash only send the second to the linear search).
#[derive(Default, Clone)]
pub struct NameIndex(OnceLock<Arc<FxHashMap<u64, usize>>>);

fn key(name: &str) -> u64 {
    FxBuildHasher.hash_one(name)
}

impl NameIndex {
    /// The position of the item named `name` in `items` (`name_of` reads an item's name): the first
    /// such item, as `iter().position` finds it.
    pub fn position<T>(
        &self,
        items: &[T],
        name: &str,
        name_of: impl Fn(&T) -> &str,
    ) -> Option<usize> {
        let map = self.0.get_or_init(|| {
            let mut m = FxHashMap::default();
            m.reserve(items.len());
            for (i, it) in items.iter().enumerate() {
                m.entry(key(name_of(it))).or_insert(i);
            }
            Arc::new(m)
        });
        if let Some(&i) = map.get(&key(name))
            && items.get(i).is_some_and(|it| name_of(it) == name)
        {
            return Some(i);
        }
        items.iter().position(|it| name_of(it) == name)
    }

    /// Forgets the cache: the next lookup builds it from the list as it is then.
    pub fn clear(&mut self) {
        self.0 = OnceLock::new();
    }

    /// Forgets the cache unless it still gives every item of `items` its position (an action that
    /// changed no name keeps the cache its state was copied with).
    pub fn refresh<T>(&mut self, items: &[T], name_of: impl Fn(&T) -> &str) {
        let fresh = self.0.get().is_none_or(|m| {
            m.len() == items.len()
                && items
                    .iter()
                    .enumerate()
                    .all(|(i, it)| m.get(&key(name_of(it))) == Some(&i))
        });
        if !fresh {
            self.clear();
        }
    }
}

/// Where an item was found last time in a list of a state (issue 23: a force looks up its leader's
/// unit for its side, rank and rating many times per step, and the hash and probe of a name were a
/// tenth of a random Saigoku game). A hint is trusted only when the item at that position still bears
/// the name, and is otherwise found again through the [`NameIndex`], so the answer is the index's, for
/// unique names (what `check_state` demands). Never saved, always equal, copied with its item.
#[derive(Default)]
pub struct Hint(AtomicUsize);

impl Hint {
    /// The position of the item named `name` in `items`, as [`NameIndex::position`] finds it.
    pub fn position<T>(
        &self,
        index: &NameIndex,
        items: &[T],
        name: &str,
        name_of: impl Fn(&T) -> &str,
    ) -> Option<usize> {
        let at = self.0.load(Ordering::Relaxed);
        if items.get(at).is_some_and(|it| name_of(it) == name) {
            return Some(at);
        }
        let at = index.position(items, name, name_of)?;
        self.0.store(at, Ordering::Relaxed);
        Some(at)
    }
}

impl Clone for Hint {
    fn clone(&self) -> Self {
        Hint(AtomicUsize::new(self.0.load(Ordering::Relaxed)))
    }
}

/// `name.trim()`, without the trimming search when the name neither starts nor ends with a space (issue
/// 23: every lookup by name trims what it is given, and the names a state holds never need it).
pub fn trim_name(name: &str) -> &str {
    let plain = |c: Option<char>| c.is_some_and(|c| !c.is_whitespace());
    if plain(name.chars().next()) && plain(name.chars().next_back()) {
        name
    } else {
        name.trim()
    }
}

/// A cache is no part of the state it sits in: any two compare equal (states compare by their
/// values), and it prints as its name only.
macro_rules! not_part_of_the_value {
    ($($cache:ident),*) => {$(
        impl PartialEq for $cache {
            fn eq(&self, _: &Self) -> bool {
                true
            }
        }
        impl Eq for $cache {}
        impl std::fmt::Debug for $cache {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(stringify!($cache))
            }
        }
    )*};
}
not_part_of_the_value!(NameIndex, Hint);
