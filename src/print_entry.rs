//! Ready-made bodies for the front ends' print and import commands (`gunbai print …`,
//! `gunbai session import …`): parse the CLI strings, load the game with the players' table
//! overrides, write the file. The `crate::print_entry` / `crate::import_entry` stubs can call these.

#![allow(clippy::disallowed_methods)] // edge code: the clock (footer date) and files belong here

use std::path::{Path, PathBuf};

use crate::cli::PrintArgs;
use crate::print::qr::{self, ImportReport};
use crate::print::{Paper, PrintOptions, What};

/// Parses a duplex offset written `X,Y` (mm), e.g. `0.5,-1`.
pub fn parse_offset(s: &str) -> Result<(f32, f32), String> {
    let bad = || format!("duplex-offset: expected X,Y in mm (e.g. 0.5,-1), got '{s}'");
    let (x, y) = s.split_once(',').ok_or_else(bad)?;
    Ok((
        x.trim().parse().map_err(|_| bad())?,
        y.trim().parse().map_err(|_| bad())?,
    ))
}

/// Seconds since 1970 (UTC) now, for the PDF's creation date.
pub fn now_unix() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Today's date (UTC) as YYYY-MM-DD, for the footer.
pub fn today() -> String {
    civil_date(now_unix() / 86_400)
}

/// Days since 1970-01-01 → YYYY-MM-DD (Howard Hinnant's civil-from-days).
pub fn civil_date(days: u64) -> String {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The options a `gunbai print` command line asks for.
pub fn options(p: &PrintArgs) -> Result<PrintOptions, String> {
    let mut o = PrintOptions {
        paper: p.paper.parse::<Paper>().map_err(|e| e.to_string())?,
        ..Default::default()
    };
    if let Some(mm) = p.counter_mm {
        o.counter_mm = mm;
    }
    if let Some(b) = p.bleed_mm {
        o.bleed_mm = b;
    }
    if let Some(d) = &p.duplex_offset {
        o.duplex_offset_mm = parse_offset(d)?;
    }
    o.backs = !p.no_backs;
    o.scenario = p.scenario.clone();
    o.date = today();
    o.created_unix = now_unix() as i64;
    o.check().map_err(|e| e.to_string())?;
    Ok(o)
}

/// `gunbai print GAME WHAT …`: writes the PDF (default `GAME-WHAT.pdf` in the current folder) and
/// returns its path.
pub fn print_command(p: &PrintArgs) -> Result<PathBuf, String> {
    let what: What = p
        .what
        .parse()
        .map_err(|e: crate::print::PrintError| e.to_string())?;
    let opts = options(p)?;
    let game = crate::app::load_game(&p.game)?;
    let session = match &p.session {
        Some(path) => Some(crate::app::open_session(path).map_err(|e| e.to_string())?),
        None => None,
    };
    let bytes = crate::print::render(game.as_ref(), what, session.as_ref(), &opts)
        .map_err(|e| e.to_string())?;
    let out = p
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{}-{}.pdf", p.game, what.id())));
    crate::session::store::atomic_write(&out, &bytes)
        .map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(out)
}

/// `gunbai session import --qr-text TEXT… | --image FILE… --out FILE` (games loaded with the
/// players' table overrides). A multi-code pack-up takes every code: several texts, or several
/// images (each may hold several codes), in any order.
pub fn import_command(
    qr_text: Vec<String>,
    image: Vec<PathBuf>,
    out: &Path,
) -> Result<ImportReport, String> {
    if qr_text.is_empty() && image.is_empty() {
        return Err(
            "give --qr-text TEXT or --image FILE (repeat them for a sheet with several codes)"
                .into(),
        );
    }
    let mut texts = qr_text;
    for img in &image {
        texts.extend(qr::decode_image_all(img).map_err(|e| e.to_string())?);
    }
    qr::import_codes_with(&texts, out, &crate::app::load_game).map_err(|e| e.to_string())
}
