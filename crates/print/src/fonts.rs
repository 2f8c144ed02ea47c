//! The one embedded CJK font (WenQuanYi Micro Hei, Apache-2.0; see `print/fonts/`), used by the GUI and
//! every PDF, so a fresh machine needs no font package.

/// The font collection; face 0 is used.
pub static CJK_FONT: &[u8] = include_bytes!("../../../print/fonts/wqy-microhei.ttc");

/// Face 0's PostScript name, as a PDF names the font ([`crate::pdf`] prefixes a subset tag).
pub const CJK_FONT_NAME: &str = "WenQuanYiMicroHei";
