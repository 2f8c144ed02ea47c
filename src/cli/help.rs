//! Issue 20: `--help` in the language of the run. The clap derive in `mod.rs` still parses; at run time
//! its command tree is walked and every word a player reads in the help is taken from the catalogue
//! (`locales/*/cli.ftl`): each command's about (`cli-about-<path>`), each argument's help
//! (`cli-arg-<path>-<id>`), the value names shown in the usage (`cli-value-<name>`), the section
//! headings, `[OPTIONS]`, and the help and version lines clap would otherwise write in English.
//! clap's own `-h`/`--help`, `-V`/`--version` and `help` subcommand are replaced by ours, which act the
//! same.

use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command, CommandFactory};

use crate::core::{Lang, Msg};

/// Where clap puts its own help and version flags: after every other option.
const LAST: usize = 999;

/// The id of the `help` subcommand's argument (the commands to explain).
pub(super) const HELP_COMMANDS: &str = "commands";

/// The command line of `gunbai` with its help in `lang`.
pub fn command_in(lang: Lang) -> Command {
    command_with(&|id: &str, value: Option<&str>| {
        let m = Msg::dynamic(id.to_string());
        match value {
            Some(v) => m.arg("value", v.to_string()),
            None => m,
        }
        .render(lang)
    })
}

/// Every catalogue id the help of every command uses (the tests check each is in every language).
pub fn help_ids() -> Vec<String> {
    let used = std::cell::RefCell::new(Vec::new());
    command_with(&|id: &str, _: Option<&str>| {
        used.borrow_mut().push(id.to_string());
        id.to_string()
    });
    let mut ids = used.into_inner();
    ids.sort();
    ids.dedup();
    ids
}

/// A catalogue message by its id, with the value it names if any.
type Say<'a> = &'a dyn Fn(&str, Option<&str>) -> String;

/// `s` for the life of the process: clap (without its `string` feature) keeps headings and value names
/// as `&'static str`. Each text is kept once, however often the help is built.
fn keep(s: String) -> &'static str {
    static KEPT: std::sync::Mutex<std::collections::BTreeSet<&'static str>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(k) = kept.get(s.as_str()) {
        return k;
    }
    let k: &'static str = Box::leak(s.into_boxed_str());
    kept.insert(k);
    k
}

/// The words of the help, each asked of `say` by its catalogue id.
struct Words<'a> {
    say: Say<'a>,
    arguments: &'static str,
    options: &'static str,
}

fn command_with(say_value: Say) -> Command {
    let say = |id: &str| say_value(id, None);
    let w = Words {
        say: say_value,
        arguments: keep(say("cli-heading-arguments")),
        options: keep(say("cli-heading-options")),
    };
    let cmd = localize(super::Cli::command(), &[], &w);
    let cmd = cmd.disable_version_flag(true).arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(say("cli-help-version"))
            .help_heading(w.options)
            .display_order(LAST),
    );
    // The usage lines as clap writes them from the whole tree (global flags included), with
    // `[OPTIONS]` in the language.
    let mut built = cmd.clone();
    built.build();
    with_usage(cmd, &mut built, &say("cli-usage-options"))
}

/// `cmd` (at `path` below `gunbai`) with its words from the catalogue, and its subcommands'.
fn localize(cmd: Command, path: &[String], w: &Words) -> Command {
    let say = |id: &str| (w.say)(id, None);
    let key = path.join("-");
    let about_id = if key.is_empty() {
        "cli-about".to_string()
    } else {
        format!("cli-about-{key}")
    };
    let mut cmd = cmd;
    if cmd.get_about().is_some() {
        cmd = cmd.about(say(&about_id));
    }
    // The arguments keep their order under a heading of ours (clap orders a heading's arguments by
    // their display order, which it gives options only).
    let mut position = 0;
    cmd = cmd
        .long_about(None)
        .mut_args(|a| {
            let a = localize_arg(a, &key, w);
            if a.is_positional() {
                position += 1;
                a.display_order(position)
            } else {
                a
            }
        })
        .disable_help_flag(true)
        .arg(help_flag(w, false));
    let usage = w.styles_heading(&cmd, "cli-heading-usage");
    cmd = cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    ));
    if cmd.has_subcommands() {
        cmd = cmd
            .mut_subcommands(|s| {
                let mut p = path.to_vec();
                p.push(s.get_name().to_string());
                localize(s, &p, w)
            })
            .disable_help_subcommand(true)
            .subcommand(help_subcommand(w))
            .subcommand_help_heading(keep(say("cli-heading-commands")))
            .subcommand_value_name(keep(say("cli-value-command")));
    }
    cmd
}

impl Words<'_> {
    /// A heading of the help (`Usage:`, `Arguments:`) styled as clap styles its own.
    fn styles_heading(&self, cmd: &Command, id: &str) -> String {
        let styles = cmd.get_styles();
        let style = if id == "cli-heading-usage" {
            styles.get_usage()
        } else {
            styles.get_header()
        };
        format!("{style}{}:{style:#}", (self.say)(id, None))
    }
}

/// `-h, --help`, as clap adds it (hidden where clap has none: the `help` subcommand).
fn help_flag(w: &Words, hidden: bool) -> Arg {
    Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help((w.say)("cli-help-help", None))
        .help_heading(w.options)
        .display_order(LAST)
        .hide(hidden)
}

/// `help [COMMAND]...`: the help of the command named (`mod.rs` answers it as `COMMAND... --help`).
fn help_subcommand(w: &Words) -> Command {
    let say = |id: &str| (w.say)(id, None);
    let usage = w.styles_heading(&Command::new("help"), "cli-heading-usage");
    Command::new("help")
        .about(say("cli-help-subcommand"))
        .disable_help_flag(true)
        .arg(help_flag(w, true))
        .arg(
            Arg::new(HELP_COMMANDS)
                .action(ArgAction::Append)
                .num_args(..)
                .value_name(keep(say("cli-value-command")))
                .help(say("cli-help-subcommand-commands"))
                .help_heading(w.arguments),
        )
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{heading}\n{{positionals}}{{after-help}}",
            heading = w.styles_heading(&Command::new("help"), "cli-heading-arguments"),
        ))
}

/// An argument of the command at `key` with its help, value names and default in the language.
fn localize_arg(a: Arg, key: &str, w: &Words) -> Arg {
    let say = |id: &str| (w.say)(id, None);
    let id = a.get_id().as_str().replace('_', "-");
    let help_id = if key.is_empty() {
        format!("cli-arg-{id}")
    } else {
        format!("cli-arg-{key}-{id}")
    };
    let mut help = a.get_help().map(|_| say(&help_id));
    let mut a = a.long_help(None);
    if a.get_action().takes_values() {
        let names: Vec<String> = match a.get_value_names() {
            Some(n) => n.iter().map(|s| s.as_str().to_string()).collect(),
            None => vec![a.get_id().as_str().to_uppercase()],
        };
        // `zh|en|ja` is what is typed, in every language.
        if !names.iter().any(|n| n.contains('|')) {
            let names: Vec<&'static str> = names
                .iter()
                .map(|n| {
                    keep(say(&format!(
                        "cli-value-{}",
                        n.to_lowercase().replace(['_', ':'], "-")
                    )))
                })
                .collect();
            a = a.value_names(names);
        }
    }
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !a.is_hide_default_value_set() {
        let said = (w.say)("cli-default", Some(&defaults.join(", ")));
        help = Some(match help {
            Some(h) if !h.is_empty() => format!("{h} {said}"),
            _ => said,
        });
        a = a.hide_default_value(true);
    }
    if let Some(h) = help {
        a = a.help(h);
    }
    let heading = if a.is_positional() {
        &w.arguments
    } else {
        &w.options
    };
    a.help_heading(*heading)
}

/// `cmd` and its subcommands with the usage lines of `built` (the same tree, built).
fn with_usage(cmd: Command, built: &mut Command, options: &str) -> Command {
    let raw = built.render_usage().ansi().to_string();
    let reset = format!("{:#}", built.get_styles().get_usage());
    let line = raw.split_once("Usage:").map_or(raw.as_str(), |(_, r)| r);
    let line = line
        .strip_prefix(reset.as_str())
        .unwrap_or(line)
        .trim_start();
    // The `help` subcommand lists no options (clap's has none; the global `--lang` still works).
    let line = if built.get_arguments().any(|a| a.get_id() == HELP_COMMANDS) {
        line.replace("[OPTIONS] ", "")
    } else {
        line.replace("[OPTIONS]", options)
    };
    cmd.override_usage(StyledStr::from(line))
        .mut_subcommands(|s| match built.find_subcommand_mut(s.get_name()) {
            Some(b) => with_usage(s, b, options),
            None => s,
        })
}
