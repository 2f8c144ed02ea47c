//! `gunbai print GAME WHAT …`: the command line's print options into the print crate's options, and the
//! PDF into a file.

#![allow(clippy::disallowed_methods)] // edge code: writes the PDF

use std::path::PathBuf;

use super::PrintArgs;
use crate::core::Lang;
use crate::print::{Paper, PrintOptions, What};

/// Parses a duplex offset written `X,Y` (mm), e.g. `0.5,-1`; a refusal names the option.
pub fn parse_offset(s: &str) -> Result<(f32, f32), crate::core::Msg> {
    let bad = || crate::core::Msg::new("print-err-offset").arg("got", s);
    let (x, y) = s.split_once(',').ok_or_else(bad)?;
    Ok((
        x.trim().parse().map_err(|_| bad())?,
        y.trim().parse().map_err(|_| bad())?,
    ))
}

/// The options a `gunbai print` command line asks for.
pub fn options(p: &PrintArgs, lang: Lang) -> Result<PrintOptions, String> {
    let mut o = PrintOptions {
        paper: p.paper.parse::<Paper>().map_err(|e| e.msg().render(lang))?,
        ..Default::default()
    };
    if let Some(mm) = p.counter_mm {
        o.counter_mm = mm;
    }
    if let Some(b) = p.bleed_mm {
        o.bleed_mm = b;
    }
    if let Some(d) = &p.duplex_offset {
        o.duplex_offset_mm = parse_offset(d).map_err(|m| m.render(lang))?;
    }
    o.backs = !p.no_backs;
    o.scenario = p.scenario.clone();
    o.date = crate::clock::today();
    o.created_unix = crate::clock::now_unix();
    o.check().map_err(|e| e.msg().render(lang))?;
    Ok(o)
}

/// `KEY=VALUE` pairs of the command line.
pub type Pairs = Vec<(String, String)>;

/// The printed language a `--option lang=…` pair asks for (the older way to say `--lang`), and the
/// other pairs. A value that is not a language is an error naming the option.
pub fn lang_option(pairs: Pairs) -> Result<(Option<Lang>, Pairs), String> {
    let mut lang = None;
    let mut rest = Vec::new();
    for (k, v) in pairs {
        if k == "lang" {
            lang = Some(Lang::parse(&v).ok_or_else(|| {
                format!(
                    "lang: expected zh, en or ja, got '{}'",
                    crate::session::shorten(&v)
                )
            })?);
        } else {
            rest.push((k, v));
        }
    }
    Ok((lang, rest))
}

/// `gunbai print GAME WHAT …` in the command line's language (`--lang`, else the environment's; see
/// [`print_command_in`]).
pub fn print_command(p: &PrintArgs) -> Result<PathBuf, String> {
    print_command_in(p, super::lang())
}

/// `gunbai print GAME WHAT … --lang L`: writes the PDF (default `GAME-WHAT.pdf` in the current
/// folder) in `lang` (a `--option lang=…` pair overrides it) and returns its path.
pub fn print_command_in(p: &PrintArgs, lang: Lang) -> Result<PathBuf, String> {
    let what: What = p
        .what
        .parse()
        .map_err(|e: crate::print::PrintError| e.msg().render(lang))?;
    let mut opts = options(p, lang)?;
    let game = crate::app::load_game(&p.game)?;
    let (asked, pairs) = lang_option(super::split_pairs(&p.options).map_err(|e| e.0)?)?;
    opts.lang = asked.unwrap_or(lang);
    // Set-up options (`--option card-text=zh`): checked against the game's, the error names the key.
    opts.setup_options = crate::core::Setup::parse_options(&pairs, &game.setup_options())
        .map_err(|e| crate::session::rule_error_msg(&e).render(opts.lang))?;
    let out = p
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{}-{}.pdf", p.game, what.id())));
    // Issue 19 item 5: never over a session file or anything that is not a PDF; a PDF with --force.
    crate::session::store::check_pdf_target(&out, p.force)
        .map_err(|e| format!("out: {}: {e}", out.display()))?;
    let session = match &p.session {
        Some(path) => Some(crate::app::open_session(path).map_err(|e| e.to_string())?),
        None => None,
    };
    let bytes = crate::print::render(game.as_ref(), what, session.as_ref(), &opts)
        .map_err(|e| e.msg().render(opts.lang))?;
    crate::session::store::atomic_write(&out, &bytes)
        .map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(out)
}
