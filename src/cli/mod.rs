//! The command-line front end: parses arguments, submits to the library, prints. Errors exit 2 with one
//! line on stderr naming the field.

#![allow(clippy::disallowed_methods)] // edge module: I/O and the clock belong here, not in the rules core

/// Prints to stdout, ignoring a closed pipe (`gunbai session log F | head` must not panic).
macro_rules! outln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}

pub mod help;
pub mod output;
pub mod print;

pub use help::{command_in, help_ids};

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use clap::{Args, FromArgMatches, Parser, Subcommand};
use serde_json::{Map, Value, json};

use crate::app;
use crate::core::{ActionCall, Game, Lang, Msg, Params, SeededDice, Setup, TableDice};
use crate::session::{Session, store};
use gunbai_rules::msg;
use output::Say;

// The command line. Its doc comments (and those of the commands below) are notes for developers: the
// help a player reads is said from `locales/*/cli.ftl` in the language of the run (`help.rs`, ids
// `cli-about-<command path>`, `cli-arg-<command path>-<argument>`, `cli-value-<name>`), so a new
// command or argument with a doc comment needs its words there in every language.
#[derive(Parser, Debug)]
#[command(
    name = "gunbai",
    version,
    about = "軍配 Gunbai: referee for physical Japanese-history wargames"
)]
pub struct Cli {
    /// The language of every line: zh (中文), en (English) or ja (日本語); default: the environment's
    /// LC_ALL, LC_MESSAGES or LANG, else English.
    #[arg(long, global = true, value_parser = parse_lang_flag, value_name = "zh|en|ja")]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The language of this run (`--lang`, else the environment's, else English).
static LANG: OnceLock<Lang> = OnceLock::new();

/// The language the command line speaks in this run: `--lang`, else [`env_lang`]. The print command
/// (`print.rs`) takes it from here.
pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or_else(env_lang)
}

/// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
/// (POSIX order) decides; one that names no language of ours (`C`, `fr_FR.UTF-8`) means English.
pub fn env_lang() -> Lang {
    lang_from_env(|k| std::env::var(k).ok())
}

/// [`env_lang`] over any source of variables (the tests give their own).
pub fn lang_from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| var(k).filter(|v| !v.trim().is_empty()))
        .and_then(|v| Lang::parse(&v))
        .unwrap_or(Lang::En)
}

/// `--lang zh|en|ja`: anything else is refused with the values it takes (clap names the flag).
fn parse_lang_flag(s: &str) -> Result<Lang, String> {
    match Lang::parse(s) {
        Some(l) if s.trim().len() == 2 => Ok(l),
        _ => Err(msg!("cli-bad-lang", value = crate::session::shorten(s)).render(env_lang())),
    }
}

/// A CLI message (the CLI's own words) in this run's language.
fn t(m: Msg) -> String {
    m.render(lang())
}

/// The terminal's words for `game` (or for none).
fn say(game: Option<&dyn Game>) -> Say<'_> {
    Say { lang: lang(), game }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the GUI (the default).
    Gui {
        /// A session file to open at start.
        #[arg(long)]
        session: Option<PathBuf>,
    },
    /// List games, scenarios, procedures and actions with their keys.
    Games {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Resolve one procedure without a session.
    Resolve(ResolveArgs),
    /// Sessions: new, act, undo, redo, show, log, score, verify, restore, import.
    #[command(subcommand)]
    Session(SessionCmd),
    /// Check table files, or print where user overrides live.
    #[command(subcommand)]
    Tables(TablesCmd),
    /// Print PDFs (aid, counters, cards, packup, calibration).
    Print(PrintArgs),
    /// Phones at the table: serve the session to each seat's phone (its private orders) and the table
    /// view to any browser, until stopped (Ctrl+C).
    Serve {
        /// The session file to serve.
        file: PathBuf,
        /// Where to listen. The default is this computer only; 0.0.0.0:PORT lets phones on the
        /// network connect (the players' choice).
        #[arg(long, default_value = "127.0.0.1:7241", value_name = "ADDR:PORT")]
        listen: String,
    },
}

#[derive(Args, Debug)]
pub struct ResolveArgs {
    /// The game, as `gunbai games` lists it.
    pub game: String,
    /// The procedure, as `gunbai games` lists it for the game.
    pub procedure: String,
    /// KEY=VALUE inputs (kebab-case keys).
    pub pairs: Vec<String>,
    /// Die faces the players rolled, in the order the procedure uses them (repeat, or 3,5).
    #[arg(long = "roll", allow_negative_numbers = true)]
    pub rolls: Vec<String>,
    /// Seed for the dice not given with --roll.
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// The same keys as a JSON object.
    #[arg(long)]
    pub input: Option<PathBuf>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Subcommand, Debug)]
pub enum SessionCmd {
    /// Start a session file.
    New {
        /// The game, as `gunbai games` lists it.
        game: String,
        /// The scenario, as `gunbai games` lists it for the game.
        #[arg(long)]
        scenario: Option<String>,
        /// The number of players, for a game whose player count varies.
        #[arg(long, allow_negative_numbers = true)]
        players: Option<u8>,
        /// Seed of the app's dice (default: a random one, kept in the file).
        #[arg(long, allow_negative_numbers = true)]
        seed: Option<u64>,
        /// The session file to write (default: a new file in your sessions folder).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Optional rules, KEY=VALUE (e.g. command-rule=true).
        #[arg(long = "option")]
        options: Vec<String>,
        /// Keep undone dice (the default): after an undo, the app's next rolls use the undone faces
        /// again, in the order they were rolled, before any new die. Accepted for older scripts.
        #[arg(long)]
        keep_undone_dice: bool,
        /// Roll fresh dice after an undo for the whole session (a choice made at set-up; a single
        /// re-roll is `session act --reroll`).
        #[arg(long, conflicts_with = "keep_undone_dice")]
        fresh_dice_after_undo: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Submit an action.
    Act {
        /// The session file.
        file: PathBuf,
        /// The action, as `session show` lists it.
        action: String,
        /// The action's inputs, KEY=VALUE (kebab-case keys).
        pairs: Vec<String>,
        /// Die faces the players rolled, in the order the action uses them (repeat, or 3,5).
        #[arg(long = "roll", allow_negative_numbers = true)]
        rolls: Vec<String>,
        /// Physical dice only: refuse instead of rolling app dice for faces not given with --roll.
        #[arg(long)]
        physical: bool,
        /// After an undo: roll fresh app dice instead of the undone ones (the log marks a re-roll).
        #[arg(long)]
        reroll: bool,
        /// Submit nothing: list the action's keys with their legal values in this state, and its odds
        /// once the keys given (with the values the state fills in) are complete.
        #[arg(long)]
        help_action: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Undo the last action, or back to action N.
    Undo {
        /// The session file.
        file: PathBuf,
        /// Go back to action N: every action after it is undone.
        #[arg(long)]
        to: Option<usize>,
        /// Confirm undoing past revealed hidden information.
        #[arg(long)]
        confirm: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Redo the last undone action.
    Redo {
        /// The session file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Show the state and what to do next.
    Show {
        /// The session file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Reveal the dice seed (journaled).
        #[arg(long)]
        reveal_seed: bool,
    },
    /// Show the actions played so far.
    Log {
        /// The session file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// When an action no longer plays as recorded (corrected rules): go on from the last action that
    /// does; the later ones stay in the file, not played.
    Continue {
        /// The session file.
        file: PathBuf,
    },
    /// The tables this session plays with: which differ from the current ones (shipped + your
    /// copies), and changing them from this point of play on (undo takes a change back).
    Tables {
        /// The session file.
        file: PathBuf,
        /// Take every current table that differs into this session, from now on.
        #[arg(long)]
        adopt: bool,
        /// Use this TOML file (named like the table file it replaces, e.g. crt.toml) from now on.
        #[arg(long = "use")]
        use_files: Vec<PathBuf>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Show the score.
    Score {
        /// The session file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Re-derive every app die from the seed.
    Verify {
        /// The session file.
        file: PathBuf,
    },
    /// Replace a session file that does not load with its newest good backup (or --from FILE).
    Restore {
        /// The session file.
        file: PathBuf,
        /// The file to restore from (default: the newest good backup).
        #[arg(long)]
        from: Option<PathBuf>,
        /// Replace the file even though it loads.
        #[arg(long)]
        force: bool,
    },
    /// Restore a session from a pack-up QR code (or every code of a multi-code sheet: repeat
    /// --qr-text or --image, any order).
    Import {
        /// The text of a pack-up code, as a QR reader gives it (repeat for each code of a sheet).
        #[arg(long)]
        qr_text: Vec<String>,
        /// A photo or scan of a pack-up sheet (repeat for several).
        #[arg(long)]
        image: Vec<PathBuf>,
        /// The session file to write.
        #[arg(long)]
        out: PathBuf,
    },
}

#[derive(Subcommand, Debug)]
pub enum TablesCmd {
    /// Validate table files: DIR holds `<game>/*.toml` folders (default: the shipped tables plus your overrides).
    Check {
        /// A folder of table files laid out as `<game>/*.toml`.
        dir: Option<PathBuf>,
    },
    /// Print the folder where your own table copies live.
    Path,
}

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// The game, as `gunbai games` lists it.
    pub game: String,
    /// aid | counters | cards | packup | calibration
    pub what: String,
    /// A session to print from (the pack-up sheet prints its state).
    #[arg(long)]
    pub session: Option<PathBuf>,
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4")]
    pub paper: String,
    /// The PDF file to write (default: the game and the sheet, in this folder).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Counter size in mm (12.7, 14.3, 15.9, 19 or any size).
    #[arg(long)]
    pub counter_mm: Option<f32>,
    /// Extra artwork beyond each cut line, in mm (0: shared cut lines).
    #[arg(long)]
    pub bleed_mm: Option<f32>,
    /// Duplex drift of your printer, "X,Y" in mm.
    #[arg(long)]
    pub duplex_offset: Option<String>,
    /// Leave out the back sheets.
    #[arg(long)]
    pub no_backs: bool,
    /// The scenario the sheets are for.
    #[arg(long)]
    pub scenario: Option<String>,
    /// Set-up options the material depends on, KEY=VALUE (e.g. card-text=zh for 关原's cards); a
    /// session's own options are used first.
    #[arg(long = "option")]
    pub options: Vec<String>,
    /// Replace an existing PDF of the same name (any other file, a session file above all, is never
    /// replaced).
    #[arg(long)]
    pub force: bool,
}

/// One line to stdout (broken pipes ignored).
pub fn say_line(line: &str) {
    outln!("{line}");
}

/// A CLI failure: printed as `error: <message>`, exit code 2. The message is in this run's language.
#[derive(Debug)]
pub struct CliError(pub String);

impl CliError {
    /// A CLI message in this run's language.
    fn say(m: Msg) -> Self {
        CliError(t(m))
    }
}

impl From<crate::session::SessionError> for CliError {
    fn from(e: crate::session::SessionError) -> Self {
        CliError::say(crate::session::error_msg(&e))
    }
}
impl From<crate::core::RuleError> for CliError {
    fn from(e: crate::core::RuleError) -> Self {
        CliError::say(crate::session::rule_error_msg(&e))
    }
}
impl From<String> for CliError {
    fn from(e: String) -> Self {
        CliError(e)
    }
}
impl From<serde_json::Error> for CliError {
    fn from(e: serde_json::Error) -> Self {
        CliError(e.to_string())
    }
}

type Res = Result<(), CliError>;

/// Entry point of the binary. Returns the process exit code.
pub fn main() -> i32 {
    let cli = match parse(std::env::args_os().collect()) {
        Ok(c) => c,
        Err(e) => return clap_error(e),
    };
    let _ = LANG.set(cli.lang.unwrap_or_else(env_lang));
    match run_contained(|| run(cli)) {
        Ok(()) => 0,
        Err(CliError(m)) => {
            // One line whatever the message: a value with line breaks or 100 000 characters is cut.
            let m = m.replace(['\n', '\r'], " ");
            eprintln!("error: {}", crate::session::shorten_long_line(&m));
            2
        }
    }
}

/// Runs a command with a fault in the rules contained (issue 23, hardening): a panic in a view, a
/// prompt or odds is, in a build for players, an error in the reader's words and exit code 2, not the
/// standard panic line. (`apply` is refused by the session already; what was saved before stands.)
pub fn run_contained(run: impl FnOnce() -> Res) -> Res {
    crate::session::contained(run).unwrap_or_else(|| Err(CliError::say(msg!("cli-error-fault"))))
}

/// The command line read by the derive of [`Cli`], its help in the language it asks for (issue 20):
/// `help A B` is answered as `A B --help`, as clap answers it.
pub fn parse(args: Vec<std::ffi::OsString>) -> Result<Cli, clap::Error> {
    // A command line that parses needs no help words: the command tree in the reader's language
    // (every about and value name read from the catalogue, 0.8 ms of a `resolve` process, issue 23)
    // is built only for help, version and errors. Both trees take the same command lines alike:
    // only their words differ, and whatever asks for help or a version fails the plain parse.
    if let Ok(cli) = Cli::try_parse_from(args.iter()) {
        return Ok(cli);
    }
    let mut cmd = command_in(lang_of_args());
    let matches = cmd.try_get_matches_from_mut(args.iter())?;
    let mut path: Vec<std::ffi::OsString> = args.iter().take(1).cloned().collect();
    let mut m = &matches;
    while let Some((name, sub)) = m.subcommand() {
        if name == "help" {
            path.extend(
                sub.get_many::<String>(help::HELP_COMMANDS)
                    .into_iter()
                    .flatten()
                    .map(Into::into),
            );
            path.push("--help".into());
            let mut cmd = command_in(lang_of_args());
            return Err(match cmd.try_get_matches_from_mut(path) {
                Err(e) => e,
                Ok(_) => cmd.error(clap::error::ErrorKind::DisplayHelp, ""),
            });
        }
        path.push(name.into());
        m = sub;
    }
    Cli::from_arg_matches(&matches)
}

/// Help and version go to stdout as clap prints them; any other clap error becomes one `error:` line
/// (clap's first line, long values shortened) and a hint where to find the usage.
fn clap_error(e: clap::Error) -> i32 {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = e.print();
        return if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
            2
        } else {
            0
        };
    }
    eprintln!(
        "error: {}",
        one_line_clap_message_in(&e.to_string(), lang_of_args())
    );
    2
}

/// The language a command line asks for before clap has read it (for clap's own errors): `--lang X`
/// or `--lang=X` when X is one of ours, else the environment's.
fn lang_of_args() -> Lang {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .enumerate()
        .find_map(|(i, a)| match a.strip_prefix("--lang") {
            Some(rest) if rest.starts_with('=') => Lang::parse(&rest[1..]),
            Some("") => args.get(i + 1).and_then(|v| Lang::parse(v)),
            _ => None,
        })
        .unwrap_or_else(env_lang)
}

/// The first line of a clap message without its `error: ` prefix, quoted values shortened, plus a hint
/// (in English).
pub fn one_line_clap_message(rendered: &str) -> String {
    one_line_clap_message_in(rendered, Lang::En)
}

/// [`one_line_clap_message`] with the hint in `lang` (clap's own sentence stays as clap words it; it
/// names the flag or argument).
pub fn one_line_clap_message_in(rendered: &str, lang: Lang) -> String {
    let mut lines = rendered.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("invalid command line");
    let mut first = first
        .strip_prefix("error:")
        .unwrap_or(first)
        .trim()
        .to_string();
    // "the following required arguments were not provided:" names them on the next line.
    if first.ends_with(':')
        && let Some(next) = lines.next()
    {
        first.push(' ');
        first.push_str(next);
    }
    let first = first.as_str();
    // Shorten every '…'-quoted value (clap quotes the values it echoes).
    let mut out = String::new();
    let mut rest = first;
    while let Some(open) = rest.find('\'') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        match rest.find('\'') {
            Some(close) => {
                out.push_str(&crate::session::shorten(&rest[..close]));
                out.push('\'');
                rest = &rest[close + 1..];
            }
            None => break,
        }
    }
    out.push_str(rest);
    let out = crate::session::shorten_long_line(&out);
    format!("{out} {}", msg!("cli-see-help").render(lang))
}

/// Opens a session for a command; anything opening had to repair is said on stderr (`note: …`), so
/// text and JSON output alike tell the players.
fn open_session(file: &Path) -> Result<Session, CliError> {
    let s = app::open_session(file)?;
    if let Some(n) = s.recovery_note_in(lang()) {
        eprintln!(
            "{}",
            t(msg!(
                "cli-note",
                file = file.display().to_string(),
                note = n
            ))
        );
    }
    Ok(s)
}

/// `--out` must name a file in a folder that exists: a mistyped folder is refused, never created.
fn check_out(path: &Path) -> Res {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && !dir.is_dir()
    {
        return Err(CliError::say(msg!(
            "cli-out-no-folder",
            folder = crate::session::shorten(&dir.display().to_string())
        )));
    }
    Ok(())
}

pub fn run(cli: Cli) -> Res {
    match cli.command {
        None => gui(None, cli.lang),
        Some(Command::Gui { session }) => gui(session, cli.lang),
        Some(Command::Games { json }) => games(json),
        Some(Command::Resolve(a)) => resolve(a),
        Some(Command::Session(c)) => session(c),
        Some(Command::Tables(c)) => tables(c),
        Some(Command::Print(p)) => print(p),
        Some(Command::Serve { file, listen }) => serve(&file, &listen),
    }
}

/// `gunbai serve FILE [--listen ADDR:PORT]` (issue 24): one line per seat with its address, the table
/// view's address, and whether phones on the network can reach it; then serves until stopped.
fn serve(file: &Path, listen: &str) -> Res {
    let addr: std::net::SocketAddr = listen.trim().parse().map_err(|_| {
        CliError::say(msg!(
            "cli-serve-bad-listen",
            got = crate::session::shorten(listen)
        ))
    })?;
    let s = open_session(file)?;
    let server = crate::serve::Server::start(s, addr)
        .map_err(|e| CliError::say(msg!("cli-serve-failed", detail = e)))?;
    let seats = server.seat_urls();
    if seats.is_empty() {
        outln!("{}", t(msg!("cli-serve-no-seats")));
    }
    let game = server.table().session.game.clone();
    for (seat, url) in &seats {
        // The seat in the players' words (红方, 赤): the colour as the game says it.
        let seat = crate::serve::seat_words(game.as_ref(), seat, lang());
        outln!(
            "{}",
            t(msg!("cli-serve-seat", seat = seat, url = url.as_str()))
        );
    }
    outln!("{}", t(msg!("cli-serve-table", url = server.table_url())));
    let where_ = server.addr().to_string();
    if server.on_all_interfaces() {
        outln!("{}", t(msg!("cli-serve-network", addr = where_)));
    } else {
        outln!("{}", t(msg!("cli-serve-local", addr = where_)));
    }
    outln!("{}", t(msg!("cli-serve-stop")));
    server.wait();
    Ok(())
}

/// The GUI, in the `--lang` language when given (else the saved one, else the environment's).
fn gui(session: Option<PathBuf>, lang: Option<Lang>) -> Res {
    crate::gui_entry(session, lang, env_lang()).map_err(CliError)
}

fn print(p: PrintArgs) -> Res {
    if let Some(o) = &p.out {
        check_out(o)?;
    }
    let out = print::print_command_in(&p, lang()).map_err(CliError)?;
    say_line(&t(msg!("cli-wrote", file = out.display().to_string())));
    Ok(())
}

/// `KEY=VALUE` texts into pairs; a missing `=` is an error naming the text.
pub fn split_pairs(pairs: &[String]) -> Result<Vec<(String, String)>, CliError> {
    let mut out: Vec<(String, String)> = Vec::new();
    for p in pairs {
        let (k, v) = p
            .split_once('=')
            .map(|(k, v)| (k.trim().to_string(), v.to_string()))
            .ok_or_else(|| {
                CliError::say(msg!("cli-expected-pair", text = crate::session::shorten(p)))
            })?;
        // `units=99 units=3`: refused rather than silently keeping the last.
        if let Some((_, first)) = out
            .iter()
            .find(|(o, _)| o.replace('_', "-") == k.replace('_', "-"))
        {
            return Err(CliError::say(msg!(
                "cli-given-twice",
                key = crate::session::shorten(&k),
                first = crate::session::shorten(first),
                second = crate::session::shorten(&v)
            )));
        }
        out.push((k, v));
    }
    Ok(out)
}

/// `--roll 3 --roll 5` or `--roll 3,5`; faces must be 1..=6.
pub fn parse_rolls(rolls: &[String]) -> Result<Vec<u8>, CliError> {
    let mut out = Vec::new();
    for r in rolls {
        for part in r.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            // Digits only: Rust's parser would take "+3" as 3.
            match part.parse::<u8>() {
                Ok(f) if (1..=6).contains(&f) && part.bytes().all(|b| b.is_ascii_digit()) => {
                    out.push(f)
                }
                _ => {
                    return Err(CliError::say(msg!(
                        "cli-bad-roll",
                        got = crate::session::shorten(part)
                    )));
                }
            }
        }
    }
    Ok(out)
}

fn read_json_object(path: &Path) -> Result<Map<String, Value>, CliError> {
    let file = path.display().to_string();
    let bad = |e: String| {
        CliError::say(msg!(
            "cli-input-unreadable",
            file = file.clone(),
            detail = e
        ))
    };
    let text =
        store::read_bounded_text(path, store::ReadKind::Input).map_err(|e| bad(e.to_string()))?;
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Object(m)) => Ok(m),
        Ok(_) => Err(CliError::say(msg!(
            "cli-input-not-object",
            file = file.clone()
        ))),
        Err(e) => Err(bad(e.to_string())),
    }
}

fn games(json: bool) -> Res {
    let mut list = Vec::new();
    let mut loaded = Vec::new();
    for id in crate::games::implemented() {
        let g = app::load_game(id)?;
        loaded.push(g.clone());
        list.push(json!({
            "id": id,
            "title": g.info().title,
            "english": g.info().english,
            "players": [g.info().min_players, g.info().max_players],
            "scenarios": g.scenarios(),
            "procedures": g.procedures(),
            "actions": g.actions(),
            "placeholders": g.placeholders(),
        }));
    }
    if json {
        let list: Vec<Value> = list
            .into_iter()
            .zip(&loaded)
            .map(|(v, g)| output::said_json(v, say(Some(g.as_ref()))))
            .collect();
        outln!("{}", serde_json::to_string_pretty(&Value::Array(list))?);
    } else {
        out!("{}", output::games_text(&loaded, say(None)));
    }
    Ok(())
}

fn resolve(a: ResolveArgs) -> Res {
    let game = app::load_game(&a.game)?;
    let spec = game.procedure(&a.procedure)?;
    let json_in = a.input.as_deref().map(read_json_object).transpose()?;
    let params = Params::from_inputs(&spec.keys, &split_pairs(&a.pairs)?, json_in.as_ref())?;
    let faces = parse_rolls(&a.rolls)?;
    let odds = game.odds(&a.procedure, &params)?;
    let mut stream = match a.seed {
        Some(s) => SeededDice::new(s),
        None => SeededDice::new(crate::session::random_seed().0),
    };
    let mut dice = TableDice::new(&faces, Some(&mut stream))?;
    let r = game.resolve(&a.procedure, &params, &mut dice)?;
    dice.finish()?;
    let mut obj = json!({
        "game": game.id(),
        "procedure": a.procedure,
        "inputs": params.to_json(),
        "rolls": r.rolls,
        "modifiers": r.modifiers,
        "result": r.result,
        "odds": odds,
        "placeholders": r.placeholders,
    });
    if let Some(m) = r.modified_roll {
        obj["modified_roll"] = json!(m);
    }
    if !r.cells.is_empty() {
        obj["cells"] = json!(r.cells);
    }
    if a.json {
        let obj = output::said_json(obj, say(Some(game.as_ref())));
        outln!("{}", serde_json::to_string(&obj)?);
    } else {
        out!(
            "{}",
            output::resolution_text(&spec.title, &spec.rule, &r, &odds, say(Some(game.as_ref())))
        );
    }
    Ok(())
}

/// A JSON value with the messages in it put into words in `lang`, as every `--json` output prints
/// them (the structure stays; see [`output::said_json`]).
pub fn said_json(v: Value, game: &dyn Game, lang: Lang) -> Value {
    output::said_json(
        v,
        Say {
            lang,
            game: Some(game),
        },
    )
}

/// The prompt of the session's state, in this run's language.
fn prompt_of(s: &Session) -> String {
    output::prompt_text(&s.game.prompt(s.state()), say(Some(s.game.as_ref())))
}

/// A JSON object with its messages in words (see [`output::said_json`]).
fn said(v: Value, s: &Session) -> Value {
    output::said_json(v, say(Some(s.game.as_ref())))
}

fn session(c: SessionCmd) -> Res {
    match c {
        SessionCmd::New {
            game,
            scenario,
            players,
            seed,
            out,
            options,
            keep_undone_dice: _,
            fresh_dice_after_undo,
            json,
        } => {
            let g = app::load_game(&game)?;
            if let Some(p) = &out {
                check_out(p)?;
            }
            let setup = Setup {
                scenario,
                players: players.unwrap_or(0),
                options: Setup::parse_options(&split_pairs(&options)?, &g.setup_options())?,
            };
            let path = match out {
                Some(p) => p,
                None => {
                    store::sessions_dir().join(format!("{game}-{}.gunbai", crate::session::now()))
                }
            };
            let mut s = Session::create(g, setup, seed, Some(path.clone()))?;
            if fresh_dice_after_undo {
                s.set_keep_undone_dice(false)?;
            }
            if json {
                let obj = json!({"file": path, "game": s.header.game, "seed_commitment": s.header.seed.commitment,
                       "keep_undone_dice": s.header.keep_undone_dice,
                       "prompt": s.game.prompt(s.state())});
                outln!("{}", said(obj, &s));
            } else {
                outln!(
                    "{}",
                    t(msg!("cli-created", file = path.display().to_string()))
                );
                if s.header.keep_undone_dice {
                    outln!("{}", t(msg!("cli-dice-kept")));
                } else {
                    outln!("{}", t(msg!("cli-dice-fresh")));
                }
                outln!(
                    "{}",
                    t(msg!(
                        "cli-commitment",
                        commitment = s.header.seed.commitment.as_str()
                    ))
                );
                out!("{}", prompt_of(&s));
            }
            Ok(())
        }
        SessionCmd::Act {
            file,
            action,
            pairs,
            rolls,
            physical,
            help_action,
            reroll,
            json,
        } => {
            let mut s = open_session(&file)?;
            let spec = s.game.action(&action)?;
            if help_action {
                // The keys given so far may be partial: each is checked on its own.
                let mut given = Params::new();
                for (k, v) in split_pairs(&pairs)? {
                    let key = spec.keys.iter().find(|x| x.name == k).ok_or_else(|| {
                        crate::core::RuleError::input(
                            &k,
                            msg!("cli-not-a-key-of", action = spec.name.as_str()),
                        )
                    })?;
                    given.insert(&k, key.parse_text(&v)?);
                }
                let help =
                    crate::core::describe_action(s.game.as_ref(), s.state(), &action, &given)?;
                if json {
                    let v = said(serde_json::to_value(&help)?, &s);
                    outln!("{}", serde_json::to_string(&v)?);
                } else {
                    out!(
                        "{}",
                        output::action_help_text(&help, say(Some(s.game.as_ref())))
                    );
                    // The text of each of Gunbai's rulings the action's refusal cites (issue 20).
                    if let Some((_, reason)) = &help.blocked {
                        for m in s.game.cited_rulings(&[reason]) {
                            outln!("{}", t(m));
                        }
                    }
                }
                return Ok(());
            }
            let params = Params::from_inputs(&spec.keys, &split_pairs(&pairs)?, None)?;
            let faces = parse_rolls(&rolls)?;
            let call = ActionCall {
                name: action,
                params,
            };
            let res = match s.act_with(call, &faces, !physical, reroll) {
                // Not a mistake of the player's: the game has ended, and says so plainly.
                // Issue 25 ("Every game"): exit 0, but said on stderr, not printed as a result.
                Err(crate::session::SessionError::Rule(crate::core::RuleError::GameOver(w))) => {
                    // The winner as the game words it, in this run's language.
                    let winner = s.game.say(&w, lang());
                    if json {
                        eprintln!("{}", json!({"n": s.position(), "game_over": winner}));
                    } else {
                        eprintln!("{}", t(msg!("cli-game-over", winner = winner)));
                    }
                    return Ok(());
                }
                r => r?,
            };
            let log = s.log().last().map(|e| e.lines.clone()).unwrap_or_default();
            let sy = say(Some(s.game.as_ref()));
            if json {
                let lines: Vec<String> = log.iter().map(|l| sy.m(l)).collect();
                let mut obj = json!({
                    "n": s.position(),
                    "log": lines,
                    "status": s.game.status(s.state()),
                    "prompt": s.game.prompt(s.state()),
                });
                if let Some(r) = res {
                    obj["rolls"] = json!(r.rolls);
                    obj["modifiers"] = json!(r.modifiers);
                    obj["result"] = json!(r.result);
                    obj["placeholders"] = json!(r.placeholders);
                    if let Some(m) = r.modified_roll {
                        obj["modified_roll"] = json!(m);
                    }
                }
                outln!("{}", said(obj, &s));
            } else {
                for l in &log {
                    outln!("{}", sy.m(l));
                }
                // Issue 25 (Saigoku 9): the placeholder tables that shaped the result are named
                // by the log itself (one of its lines), as `session log` shows it.
                out!("{}", prompt_of(&s));
            }
            Ok(())
        }
        SessionCmd::Undo {
            file,
            to,
            confirm,
            json,
        } => {
            let mut s = open_session(&file)?;
            let rep = s.undo(to, confirm)?;
            let sy = say(Some(s.game.as_ref()));
            if json {
                let hints: Vec<String> = rep.hints.iter().map(|h| sy.m(h)).collect();
                outln!(
                    "{}",
                    json!({"n": s.position(), "undone": rep.undone, "hints": hints})
                );
            } else {
                outln!(
                    "{}",
                    t(msg!(
                        "cli-undone-actions",
                        n = rep.undone.len(),
                        at = s.position()
                    ))
                );
                for h in &rep.hints {
                    outln!("  {}", t(msg!("cli-on-the-table", hint = sy.m(h))));
                }
            }
            Ok(())
        }
        SessionCmd::Redo { file, json } => {
            let mut s = open_session(&file)?;
            let lines = s.redo()?;
            let sy = say(Some(s.game.as_ref()));
            let lines: Vec<String> = lines.iter().map(|l| sy.m(l)).collect();
            if json {
                outln!("{}", json!({"n": s.position(), "log": lines}));
            } else {
                for l in lines {
                    outln!("{l}");
                }
            }
            Ok(())
        }
        SessionCmd::Show {
            file,
            json,
            reveal_seed,
        } => {
            let mut s = open_session(&file)?;
            let seed = if reveal_seed {
                let seed = s.reveal_seed()?;
                if s.seeds().len() > 1 && !s.seed_revealed() {
                    eprintln!(
                        "{}",
                        t(msg!("cli-new-seed-note", commitment = s.commitment()))
                    );
                }
                Some(seed)
            } else {
                None
            };
            if json {
                let mut obj = json!({
                    "game": s.header.game,
                    "setup": s.header.setup,
                    "n": s.position(),
                    "status": s.game.status(s.state()),
                    "prompt": s.game.prompt(s.state()),
                    // Every action of the current step with its keys, legal candidates and odds.
                    "actions": crate::core::describe_prompt(s.game.as_ref(), s.state()),
                    // Private inputs not yet revealed stay private here too.
                    "state": s.public_state_json(),
                    "seed_commitment": s.commitment(),
                    "placeholders": s.game.placeholders(),
                });
                if let Some(seed) = seed {
                    obj["seed"] = json!(seed.to_string());
                    obj["salt"] = json!(s.header.seed.salt);
                    obj["seeds"] = json!(s.seeds().iter().map(|(from, si)| json!({
                        "from_die": from, "seed": si.seed.to_string(), "salt": si.salt, "commitment": si.commitment
                    })).collect::<Vec<_>>());
                }
                outln!("{}", said(obj, &s));
            } else {
                // The public view (issue 19 item 3), as `--json` prints it.
                let sy = say(Some(s.game.as_ref()));
                let shown = sy.m(&s.game.show_text(&s.public_state()));
                out!("{shown}");
                if !shown.is_empty() && !shown.ends_with('\n') {
                    outln!();
                }
                outln!("{}", t(msg!("cli-commitment", commitment = s.commitment())));
                if seed.is_some() {
                    for (from, si) in s.seeds() {
                        outln!(
                            "{}",
                            t(msg!(
                                "cli-seed-from",
                                die = *from,
                                seed = si.seed.to_string(),
                                salt = si.salt.as_str()
                            ))
                        );
                    }
                }
                out!("{}", prompt_of(&s));
            }
            Ok(())
        }
        SessionCmd::Log { file, json } => {
            let s = open_session(&file)?;
            // Each action as the table may see it: sealed inputs read "(sealed)" until the rules turn
            // them face up (issue 19 item 3).
            let log = s.public_log();
            let sy = say(Some(s.game.as_ref()));
            if json {
                let v = said(serde_json::to_value(&log)?, &s);
                outln!("{}", serde_json::to_string(&v)?);
            } else {
                if let Some(base) = &s.header.base {
                    outln!("{}", t(msg!("cli-before-packup", n = base.position)));
                    for l in &base.log {
                        outln!("       {}", sy.m(l));
                    }
                }
                out!("{}", output::log_text(&log, sy));
            }
            Ok(())
        }
        SessionCmd::Continue { file } => {
            let mut s = open_session(&file)?;
            let p = s.go_on_from_agreeing()?;
            outln!("{}", t(msg!("cli-goes-on-from", n = p)));
            out!("{}", prompt_of(&s));
            Ok(())
        }
        SessionCmd::Tables {
            file,
            adopt,
            use_files,
            json,
        } => {
            let mut s = open_session(&file)?;
            let mut lines = Vec::new();
            if adopt {
                lines.extend(s.adopt_current_tables()?);
            }
            if !use_files.is_empty() {
                let mut files = std::collections::BTreeMap::new();
                for p in &use_files {
                    let name = p
                        .file_name()
                        .and_then(|n| n.to_str())
                        .ok_or_else(|| {
                            CliError::say(msg!(
                                "cli-use-not-a-file",
                                file = p.display().to_string()
                            ))
                        })?
                        .to_string();
                    let text = crate::session::disk::read_text(p).map_err(|e| {
                        CliError::say(msg!("cli-use-unreadable", detail = e.to_string()))
                    })?;
                    files.insert(name, text);
                }
                lines.extend(s.change_tables(files)?);
            }
            let drift = s.table_drift().to_vec();
            let sy = say(Some(s.game.as_ref()));
            let lines: Vec<String> = lines.iter().map(|l| sy.m(l)).collect();
            if json {
                outln!(
                    "{}",
                    json!({"n": s.position(), "changed": lines, "differ": drift})
                );
            } else {
                for l in &lines {
                    outln!("{l}");
                }
                if drift.is_empty() {
                    outln!("{}", t(msg!("cli-current-tables")));
                } else {
                    let titles = crate::session::table_titles(s.game.as_ref(), &drift);
                    outln!(
                        "{}",
                        t(msg!(
                            "cli-own-tables",
                            tables = Msg::join(
                                titles.into_iter().map(Msg::plain),
                                crate::core::Sep::Comma
                            )
                        ))
                    );
                }
            }
            Ok(())
        }
        SessionCmd::Score { file, json } => {
            let s = open_session(&file)?;
            let sc = s.game.score(s.state());
            if json {
                outln!("{sc}");
            } else if lang() == Lang::En {
                out!("{}", output::score_text(&sc, say(Some(s.game.as_ref()))));
            } else {
                // The score object's keys are the game's identifiers (English words): in another
                // language the standing reads as the game words it, its status.
                out!(
                    "{}",
                    output::status_text(&s.game.status(s.state()), say(Some(s.game.as_ref())))
                );
            }
            Ok(())
        }
        SessionCmd::Verify { file } => {
            let s = open_session(&file)?;
            if !s.seed_revealed() {
                outln!("{}", t(msg!("cli-seed-not-revealed")));
            }
            let n = s.verify_dice_msg().map_err(CliError::say)?;
            outln!(
                "{}",
                t(msg!("cli-verify-ok", n = n, commitment = s.commitment()))
            );
            Ok(())
        }
        SessionCmd::Restore { file, from, force } => {
            let r = crate::session::restore(&file, from.as_deref(), force, &app::load_game)?;
            outln!("{}", t(r.message));
            Ok(())
        }
        SessionCmd::Import {
            qr_text,
            image,
            out,
        } => {
            check_out(&out)?;
            let r = crate::print_entry::import_command(qr_text, image, &out)
                .map_err(|m| CliError(t(m)))?;
            say_line(&t(r.message));
            Ok(())
        }
    }
}

fn tables(c: TablesCmd) -> Res {
    match c {
        TablesCmd::Path => {
            outln!("{}", crate::session::disk::user_tables_dir().display());
            Ok(())
        }
        TablesCmd::Check { dir } => tables_check(dir),
    }
}

/// `gunbai tables check [DIR]` (issue 19 item 10): everything play will meet, every game, every file,
/// and every problem at once (not only the first of the first broken game): files that cannot be read,
/// file names a game does not have, TOML errors with file:line, names holding `,` or `=`, each grid's
/// own shape, then the game's own validation (the one loading for play runs). Each problem is one
/// `error:` line on stderr (exit 2).
fn tables_check(dir: Option<PathBuf>) -> Res {
    let mut checked = 0;
    let mut problems: Vec<String> = Vec::new();
    for e in crate::games::REGISTRY {
        let mut files = crate::tables::TableFiles::embedded(e.id, e.tables);
        let base = dir
            .clone()
            .unwrap_or_else(crate::session::disk::user_tables_dir);
        // DIR may be the folder of one game, or a folder of game folders.
        let is_game_dir = base.file_name().and_then(|n| n.to_str()) == Some(e.id);
        if dir.is_some() && !is_game_dir && !base.join(e.id).is_dir() {
            continue;
        }
        let parent = if is_game_dir {
            base.parent().map(Path::to_path_buf).unwrap_or_default()
        } else {
            base
        };
        checked += 1;
        let mut found: Vec<String> = crate::session::disk::overlay_all(&mut files, &parent)
            .into_iter()
            .map(|x| x.to_string())
            .collect();
        // Each file on its own: TOML syntax, and a grid's shape (rows, columns, keys).
        let mut unreadable = false;
        for f in files.files.values() {
            let shown = files.display_name(&f.name);
            if let Err(x) = crate::tables::parse_toml::<toml::Table>(&shown, &f.text) {
                found.push(x.to_string());
                unreadable = true;
                continue;
            }
            if let Ok(g) = crate::tables::parse_toml::<crate::tables::grid::Grid>(&shown, &f.text)
                && let Err(x) = g.validate(&shown)
            {
                found.push(files.locate(x).to_string());
            }
        }
        // The same validation as loading the game to play (`Entry::load_files`), once every file
        // reads (else it would only repeat the first TOML error).
        let loaded = if unreadable {
            None
        } else {
            match e.load_files(files.clone()) {
                Ok(g) => Some(g),
                Err(x) => {
                    let x = x.to_string();
                    if !found.contains(&x) {
                        found.push(x);
                    }
                    None
                }
            }
        };
        match loaded {
            Some(g) if found.is_empty() => {
                let user: Vec<&str> = files
                    .files
                    .values()
                    .filter(|f| files.is_user(&f.name))
                    .map(|f| f.name.as_str())
                    .collect();
                let ph = g.placeholders();
                let mut parts = vec![msg!("cli-check-files", n = files.files.len())];
                if !user.is_empty() {
                    parts.push(msg!("cli-check-yours", files = user.join(" ")));
                }
                if !ph.is_empty() {
                    parts.push(msg!("cli-check-placeholders", tables = ph.join(" ")));
                }
                outln!(
                    "{}",
                    t(msg!(
                        "cli-check-ok",
                        game = e.id,
                        details = Msg::join(parts, crate::core::Sep::Comma)
                    ))
                );
            }
            _ => {
                let mut seen = std::collections::BTreeSet::new();
                found.retain(|x| seen.insert(x.clone()));
                problems.extend(found);
            }
        }
    }
    if checked == 0 {
        return Err(CliError::say(msg!(
            "cli-check-no-games",
            dir = dir.map(|d| d.display().to_string()).unwrap_or_default(),
            games = crate::games::implemented().join(", ")
        )));
    }
    // One problem: the usual one `error:` line. Several: one `error:` line each, then how many.
    match problems.as_slice() {
        [] => Ok(()),
        [one] => Err(CliError(one.clone())),
        many => {
            for x in many {
                let x = x.replace(['\n', '\r'], " ");
                eprintln!("error: {}", crate::session::shorten_long_line(&x));
            }
            Err(CliError::say(msg!("cli-check-problems", n = many.len())))
        }
    }
}
