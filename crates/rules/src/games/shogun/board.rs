//! The board as the table sees it (issue 20): the view the Shogun panel and sheets draw. Built from the
//! public state only.

use super::{ShogunData, State};
use crate::core::View;

pub fn view(_data: &ShogunData, _s: &State) -> View {
    View::default()
}
