//! Messages as data (issue 20): a ruleset, the session and the front ends say what they mean as a
//! [`Msg`] — a catalogue id and typed arguments — and only the edge (GUI, CLI, paper) puts it into a
//! language, from the Project Fluent catalogues in `locales/<lang>/<domain>.ftl`. Translators edit those
//! files, not Rust. Names of people, castles and provinces are arguments and stay in their own script.
//!
//! The catalogues are embedded at build time, so the app needs nothing beside the binary. Every id is
//! checked in every language with the same arguments by `tests::catalogues_agree` and by the catalogue
//! test over the whole source tree (`crates/rules/tests/rules/catalogue.rs` at the workspace root).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::{LazyLock, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

use super::text::Lang;

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number: Fluent picks plural forms by it (`{ $n -> [one] … *[other] … }`).
    Num(i64),
    /// A name or value shown as it is in every language (毛利元就, 熊本城, 3fa9c1d0).
    Text(String),
    /// Another message, put into the same language first.
    Msg(Box<Msg>),
}

/// How the parts of a [`Msg::Join`] are separated, language by language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sep {
    /// " · " in every language.
    Dot,
    /// "; " in English, "；" in 中文 and 日本語.
    Semi,
    /// ", " in English, "、" in 中文 and 日本語 (a list of names).
    Comma,
    /// " " in English, nothing in 中文 and 日本語.
    Space,
    /// A new line.
    Line,
    /// " → " in every language.
    Arrow,
}

impl Sep {
    fn text(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Sep::Dot, _) => " · ",
            (Sep::Semi, Lang::En) => "; ",
            (Sep::Semi, _) => "；",
            (Sep::Comma, Lang::En) => ", ",
            (Sep::Comma, _) => "、",
            (Sep::Space, Lang::En) => " ",
            (Sep::Space, _) => "",
            (Sep::Line, _) => "\n",
            (Sep::Arrow, _) => " → ",
        }
    }
}

/// A message: what a player reads, as data.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Msg {
    /// A catalogue message: its id (`seinan-battle-begins`) and named arguments.
    Id {
        id: Cow<'static, str>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        args: Vec<(Cow<'static, str>, Arg)>,
    },
    /// Several messages in a row.
    Join { join: Vec<Msg>, sep: Sep },
    /// A name, number or value that reads the same in every language (毛利元就, 3, 熊本城); also the
    /// words an older save stored as text, shown as stored.
    Plain(String),
}

impl Default for Msg {
    fn default() -> Self {
        Msg::Plain(String::new())
    }
}

impl Msg {
    /// A catalogue message with no arguments yet.
    pub fn new(id: &'static str) -> Self {
        Msg::Id {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }
    /// A catalogue message whose id is built at run time (`seinan-side-{side}`): the catalogue test
    /// cannot see these in the source, so each use lists its possible ids in a test.
    pub fn dynamic(id: String) -> Self {
        Msg::Id {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }
    /// Adds a named argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        if let Msg::Id { args, .. } = &mut self {
            args.push((Cow::Borrowed(name), value.into()));
        }
        self
    }
    /// A name or value shown as it is.
    pub fn plain(s: impl Into<String>) -> Self {
        Msg::Plain(s.into())
    }
    pub fn join(parts: impl IntoIterator<Item = Msg>, sep: Sep) -> Self {
        Msg::Join {
            join: parts.into_iter().collect(),
            sep,
        }
    }
    /// "rule 6.1" as the rulebook numbers it.
    pub fn rule(number: impl Into<String>) -> Self {
        Msg::new("core-rule").arg("rule", number.into())
    }
    /// "Gunbai's ruling N": a decision of ours where the rules are silent or ambiguous. Each game lists
    /// its rulings (id `<game>-ruling-<n>`) and prints them as an appendix of its aid.
    pub fn ruling(number: u32) -> Self {
        Msg::new("core-ruling").arg("n", number as i64)
    }
    /// The first catalogue id, at any depth, that some language's catalogue lacks (a message would
    /// read as its id there); `None` when every id is in all three. Played-game tests call this on
    /// every line they meet, which reaches ids built at run time ([`Msg::dynamic`]).
    pub fn unknown_id(&self) -> Option<String> {
        match self {
            Msg::Id { id, args } => Lang::ALL
                .iter()
                .find(|l| !catalogue().has(**l, id))
                .map(|l| format!("{id} ({})", l.code()))
                .or_else(|| {
                    args.iter().find_map(|(_, a)| match a {
                        Arg::Msg(m) => m.unknown_id(),
                        _ => None,
                    })
                }),
            Msg::Join { join, .. } => join.iter().find_map(Msg::unknown_id),
            Msg::Plain(_) => None,
        }
    }
    /// The numbers of Gunbai's rulings this message cites ([`Msg::ruling`]), at any depth, in order.
    pub fn rulings_cited(&self) -> Vec<u32> {
        let mut out = Vec::new();
        self.collect_rulings(&mut out);
        out
    }
    fn collect_rulings(&self, out: &mut Vec<u32>) {
        match self {
            Msg::Id { id, args } => {
                if id == "core-ruling" {
                    for (name, a) in args {
                        if name == "n"
                            && let Arg::Num(n) = a
                            && let Ok(n) = u32::try_from(*n)
                            && !out.contains(&n)
                        {
                            out.push(n);
                        }
                    }
                }
                for (_, a) in args {
                    if let Arg::Msg(m) = a {
                        m.collect_rulings(out);
                    }
                }
            }
            Msg::Join { join, .. } => {
                for m in join {
                    m.collect_rulings(out);
                }
            }
            _ => {}
        }
    }
    pub fn id(&self) -> Option<&str> {
        match self {
            Msg::Id { id, .. } => Some(id),
            _ => None,
        }
    }
    pub fn is_empty(&self) -> bool {
        match self {
            Msg::Plain(s) => s.is_empty(),
            Msg::Join { join, .. } => join.iter().all(Msg::is_empty),
            Msg::Id { .. } => false,
        }
    }

    /// The message in `lang`, from the catalogues.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Msg::Plain(s) => s.clone(),
            Msg::Join { join, sep } => join
                .iter()
                .filter(|m| !m.is_empty())
                .map(|m| m.render(lang))
                .collect::<Vec<_>>()
                .join(sep.text(lang)),
            Msg::Id { id, args } => catalogue().format(lang, id, args),
        }
    }

    /// English, for tests and for logs that have no language.
    pub fn en(&self) -> String {
        self.render(Lang::En)
    }
    /// True when the English rendering contains `pat` (tests read messages this way).
    pub fn contains(&self, pat: &str) -> bool {
        self.en().contains(pat)
    }
    /// True when the English rendering starts with `pat`.
    pub fn starts_with(&self, pat: &str) -> bool {
        self.en().starts_with(pat)
    }
}

impl fmt::Display for Msg {
    /// English, for error chains and logs that have no language setting.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

impl PartialEq<str> for Msg {
    fn eq(&self, other: &str) -> bool {
        self.en() == other
    }
}
impl PartialEq<&str> for Msg {
    fn eq(&self, other: &&str) -> bool {
        self.en() == *other
    }
}
impl PartialEq<String> for Msg {
    fn eq(&self, other: &String) -> bool {
        &self.en() == other
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(Box::new(m))
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

/// `msg!("seinan-battle-begins", place = name, n = 3)`: a catalogue message with named arguments. The
/// catalogue test reads these ids from the source and checks each is in every language.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::core::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}

/// The catalogue domains that belong to no game: the core, the frame, the CLI, the paper and the
/// session. Each is a file `locales/<lang>/<domain>.ftl`; ids start with the domain (`frame-…`). A game's
/// own words come with its registry entry ([`crate::games::Entry::words`]).
pub const FRAME_DOMAINS: &[&str] = &["core", "frame", "cli", "print", "session"];

/// One catalogue file in each language: a domain's words.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    pub en: &'static str,
    pub zh: &'static str,
    pub ja: &'static str,
}

impl Words {
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
            Lang::Ja => self.ja,
        }
    }
}

macro_rules! frame_words {
    ($($domain:literal),*) => {
        &[$(($domain, Words {
            en: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/en/", $domain, ".ftl")),
            zh: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/zh/", $domain, ".ftl")),
            ja: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/ja/", $domain, ".ftl")),
        })),*]
    };
}

pub const FRAME_WORDS: &[(&str, Words)] = frame_words!("core", "frame", "cli", "print", "session");

/// Every domain: the frame's, then each registered game's (its id).
pub fn domains() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = FRAME_DOMAINS.to_vec();
    out.extend(crate::games::REGISTRY.iter().map(|e| e.id));
    out
}

/// The embedded catalogue files of one language, by domain.
pub fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    FRAME_WORDS
        .iter()
        .map(|(d, w)| (*d, w.get(lang)))
        .chain(
            crate::games::REGISTRY
                .iter()
                .map(|e| (e.id, e.words.get(lang))),
        )
        .collect()
}

/// The three bundles, each built on first use with only the messages asked for (issue 23: a command
/// that says a few lines of one game in one language parsed every catalogue of every game in three
/// languages at start, then every file of its domains). A message's domain is the start of its id
/// (`seinan-…`, `core-…`; the catalogue test holds every id to it): a lookup scans that domain's file
/// once for where each entry starts (no parsing) and parses just the entry asked for, with the
/// messages it names. An id under no known domain scans every file before it is called missing. A
/// ruleset loaded from outside the registry adds its own words ([`register`]).
pub struct Catalogue {
    bundles: RwLock<Bundles>,
}

pub struct Bundles {
    #[doc(hidden)]
    pub by_lang: HashMap<Lang, LangBundle>,
    /// Every domain and its words: the frame's, each registered game's, then any [`register`]ed.
    sources: Vec<(&'static str, Words)>,
}

/// One language's bundle, the files scanned so far (by index into [`Bundles::sources`]) and the
/// entries already parsed into the bundle.
pub struct LangBundle {
    #[doc(hidden)]
    pub bundle: FluentBundle<FluentResource>,
    /// Per source: where each entry of the file is (id → its text), once the file was scanned.
    index: Vec<Option<Index>>,
    #[doc(hidden)]
    pub added: std::collections::HashSet<&'static str>,
    /// Every file is in whole: a message said with errors (a name it refers to that the scan missed)
    /// is said again after this, once.
    everything: bool,
    lang: Lang,
}

/// A file's entries by id.
type Entries = rustc_hash::FxHashMap<&'static str, &'static str>;

/// Where each entry of a Fluent file starts and ends (see [`super::ftl_spans::each_entry`]). The first
/// of two entries with one id wins, as in a bundle. The shipped files are indexed at build time
/// ([`Index::Shipped`]); this scan serves words registered at run time.
pub fn entries(src: &'static str) -> Entries {
    // About one entry in 50 bytes: one allocation, rarely a rehash.
    let mut out = Entries::with_capacity_and_hasher(src.len() / 50 + 1, Default::default());
    super::ftl_spans::each_entry(src, |id, start, end| {
        out.entry(&src[start..start + id.len()])
            .or_insert(&src[start..end]);
    });
    out
}

mod shipped {
    include!(concat!(env!("OUT_DIR"), "/ftl_index.rs"));
}

/// The index of a shipped catalogue file made by the build script, if `src` is that file.
pub fn shipped_index(lang: Lang, domain: &str, src: &str) -> Option<&'static [u8]> {
    shipped::SHIPPED
        .iter()
        // The length guards against a file that is not the one indexed (a registered domain that
        // shares a shipped name).
        .find(|(l, d, len, _)| *l == lang.code() && *d == domain && *len == src.len())
        .map(|(.., index)| *index)
}

/// Where the entries of one catalogue file are: read from the build's index for a shipped file, or
/// scanned when the file arrived at run time.
pub enum Index {
    Shipped {
        src: &'static str,
        spans: &'static [u8],
    },
    Scanned(Entries),
}

impl Index {
    /// The entry `id`, as (its id, its text), both borrowed from the file.
    pub fn get(&self, id: &str) -> Option<(&'static str, &'static str)> {
        match self {
            Index::Scanned(e) => e.get_key_value(id).map(|(k, v)| (*k, *v)),
            Index::Shipped { src, spans } => {
                let (entries, _) = spans.as_chunks();
                entries
                    .binary_search_by(|e| super::ftl_spans::entry_in(src, e).0.cmp(id))
                    .ok()
                    .map(|k| super::ftl_spans::entry_in(src, &entries[k]))
            }
        }
    }

    /// Every entry as (id, text), in id order for a shipped file.
    pub fn all(&self) -> Vec<(&'static str, &'static str)> {
        match self {
            Index::Scanned(e) => e.iter().map(|(k, v)| (*k, *v)).collect(),
            Index::Shipped { src, spans } => spans
                .as_chunks()
                .0
                .iter()
                .map(|e| super::ftl_spans::entry_in(src, e))
                .collect(),
        }
    }
}

/// The messages an entry names (`{ other-id }`, `{ other-id.attr }`); functions (`{ NUMBER($n) }`),
/// variables and literals are not names.
pub fn named_in(entry: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = entry;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        let inner = rest.trim_start_matches([' ', '\t']);
        if !inner.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        let n = inner
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_')
            .count();
        let after = inner[n..].trim_start_matches([' ', '\t']);
        if after.starts_with('}') || after.starts_with('.') {
            out.push(&inner[..n]);
        }
    }
    out
}

/// The catalogue every [`Msg`] renders from.
pub fn catalogue() -> &'static Catalogue {
    static CAT: LazyLock<Catalogue> = LazyLock::new(Catalogue::embedded);
    &CAT
}

/// How many catalogue files this process has read (scanned for its entries) so far (issue 23: a test
/// holds a command to the files it needs).
pub fn catalogue_files_parsed() -> usize {
    PARSED.load(std::sync::atomic::Ordering::Relaxed)
}

static PARSED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Adds the words of a ruleset that is not in the registry (a game under development, a test double)
/// to the catalogue, once per domain: its messages then render like every game's. The registered
/// games' words are in from the start ([`crate::games::Entry::words`]).
pub fn register(domain: &'static str, words: Words) {
    let cat = catalogue();
    let mut b = cat.bundles.write().unwrap_or_else(|e| e.into_inner());
    if b.sources.iter().any(|(d, _)| *d == domain) {
        return;
    }
    b.sources.push((domain, words));
    for lb in b.by_lang.values_mut() {
        lb.everything = false;
    }
}

fn add_source(bundle: &mut FluentBundle<FluentResource>, src: &str) {
    // A broken entry is caught by the catalogue test; here the good ones still load.
    let res = match FluentResource::try_new(src.to_string()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    // An id given twice keeps its first text.
    let _ = bundle.add_resource(res);
}

impl LangBundle {
    fn new(lang: Lang) -> Self {
        let mut bundle = FluentBundle::new_concurrent(vec![
            lang.code().parse().expect("a language code parses"),
        ]);
        // Names in CJK inside Latin text need no bidi isolation marks; they would show as boxes.
        bundle.set_use_isolating(false);
        LangBundle {
            bundle,
            index: Vec::new(),
            added: Default::default(),
            everything: false,
            lang,
        }
    }

    /// The entries of source `i` (domain `domain`), from the build's index or, for words that arrived
    /// at run time, by scanning its file the first time.
    fn index_of(&mut self, i: usize, domain: &str, src: &'static str) -> &Index {
        if self.index.len() <= i {
            self.index.resize_with(i + 1, || None);
        }
        let lang = self.lang;
        self.index[i].get_or_insert_with(|| {
            PARSED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            match shipped_index(lang, domain, src) {
                Some(spans) => Index::Shipped { src, spans },
                None => Index::Scanned(entries(src)),
            }
        })
    }
}

impl Bundles {
    /// The domains `id` may belong to: the one its start names, else (an id under no domain) all.
    fn domains_of(&self, id: &str) -> Vec<usize> {
        let named = self
            .sources
            .iter()
            .enumerate()
            .filter(|(_, (d, _))| id.strip_prefix(d).is_some_and(|rest| rest.starts_with('-')))
            .max_by_key(|(_, (d, _))| d.len())
            .map(|(i, _)| i);
        match named {
            Some(i) => vec![i],
            None => (0..self.sources.len()).collect(),
        }
    }

    /// Whether the bundle of `lang` may lack the entry `id`: its file is not scanned yet, or the
    /// entry is there and not parsed yet.
    fn lacks(&self, lang: Lang, id: &str) -> bool {
        let Some(lb) = self.by_lang.get(&lang) else {
            return true;
        };
        if lb.added.contains(id) {
            return false;
        }
        self.domains_of(id)
            .into_iter()
            .any(|i| match lb.index.get(i).and_then(Option::as_ref) {
                None => true,
                Some(entries) => entries.get(id).is_some() && !lb.everything,
            })
    }

    /// Adds to the bundle of `lang` the entry `id` and the messages it names (the bundle is made on
    /// first use).
    fn load(&mut self, lang: Lang, id: &str) {
        let mut wanted = vec![id.to_string()];
        while let Some(id) = wanted.pop() {
            for i in self.domains_of(&id) {
                let (domain, words) = self.sources[i];
                let src = words.get(lang);
                let lb = self
                    .by_lang
                    .entry(lang)
                    .or_insert_with(|| LangBundle::new(lang));
                let Some((key, text)) = lb.index_of(i, domain, src).get(id.as_str()) else {
                    continue;
                };
                if lb.everything || !lb.added.insert(key) {
                    continue;
                }
                add_source(&mut lb.bundle, text);
                wanted.extend(named_in(text).into_iter().map(str::to_string));
            }
        }
    }

    /// Every file of `lang` in whole (a message that names another one the scan did not see).
    fn load_everything(&mut self, lang: Lang) {
        let lb = self
            .by_lang
            .entry(lang)
            .or_insert_with(|| LangBundle::new(lang));
        for (i, (domain, words)) in self.sources.iter().enumerate() {
            lb.index_of(i, domain, words.get(lang));
            add_source(&mut lb.bundle, words.get(lang));
        }
        lb.everything = true;
    }
}

impl Catalogue {
    fn embedded() -> Self {
        let sources = FRAME_WORDS
            .iter()
            .copied()
            .chain(crate::games::REGISTRY.iter().map(|e| (e.id, e.words)))
            .collect();
        Catalogue {
            bundles: RwLock::new(Bundles {
                by_lang: HashMap::new(),
                sources,
            }),
        }
    }

    /// A read lock on the bundles once the bundle of `lang` holds the entry `id`, if any file has it.
    fn read_for(&self, lang: Lang, id: &str) -> std::sync::RwLockReadGuard<'_, Bundles> {
        {
            let b = self.read();
            if !b.lacks(lang, id) {
                return b;
            }
        }
        self.bundles
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .load(lang, id);
        self.read()
    }

    pub fn read(&self) -> std::sync::RwLockReadGuard<'_, Bundles> {
        self.bundles.read().unwrap_or_else(|e| e.into_inner())
    }

    /// The domains whose words in `lang` this process has read so far (issue 23: a command reads
    /// only the ones it says something from).
    pub fn domains_read(&self, lang: Lang) -> Vec<&'static str> {
        let b = self.read();
        b.by_lang
            .get(&lang)
            .map(|lb| {
                b.sources
                    .iter()
                    .zip(&lb.index)
                    .filter(|(_, index)| index.is_some())
                    .map(|((d, _), _)| *d)
                    .collect()
            })
            .unwrap_or_default()
    }

    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.read_for(lang, id)
            .by_lang
            .get(&lang)
            .is_some_and(|lb| lb.bundle.has_message(id))
    }

    fn format(&self, lang: Lang, id: &str, args: &[(Cow<'static, str>, Arg)]) -> String {
        // Arguments that are messages render first, with no lock held (a nested read could wait on a
        // writer that waits on us).
        // A message missing in a language reads in English rather than as its id (the catalogue test
        // keeps this from happening in a build we ship).
        let lang = if self.has(lang, id) { lang } else { Lang::En };
        let mut fargs = FluentArgs::new();
        for (name, arg) in args {
            let v: FluentValue = match arg {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Text(s) => FluentValue::from(s.clone()),
                Arg::Msg(m) => FluentValue::from(m.render(lang)),
            };
            fargs.set(name.clone(), v);
        }
        let said = |b: &Bundles| {
            let bundle = &b.by_lang.get(&lang)?.bundle;
            let pattern = bundle.get_message(id).and_then(|m| m.value())?;
            let mut errors = Vec::new();
            let text = bundle
                .format_pattern(pattern, Some(&fargs), &mut errors)
                .into_owned();
            Some((text, errors.is_empty()))
        };
        let first = said(&self.read_for(lang, id));
        let everything = |b: &Bundles| b.by_lang.get(&lang).is_some_and(|lb| lb.everything);
        match first {
            // A message that names another one the scan did not see: every file of the language is
            // read in whole, and it is said again.
            Some((_, false)) if !everything(&self.read()) => {
                self.bundles
                    .write()
                    .unwrap_or_else(|e| e.into_inner())
                    .load_everything(lang);
                said(&self.read()).map(|(t, _)| t)
            }
            other => other.map(|(t, _)| t),
        }
        .unwrap_or_else(|| id.replace('-', " "))
    }
}
