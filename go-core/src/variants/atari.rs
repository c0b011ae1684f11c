//! Atari Go (RULES.md section 6): the first side to capture wins at once, or
//! the first to capture a given number of stones. If play ends by two passes
//! with no such capture, the game is counted normally.

use crate::base::SetupError;

/// The Atari Go win condition: the number of captured stones that wins
/// (set in a game's setup as `Variant::AtariGo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AtariGo {
    stones: u32,
}

impl AtariGo {
    /// The classic rule: the first capture of any size wins.
    #[must_use]
    pub const fn first_capture() -> AtariGo {
        AtariGo { stones: 1 }
    }

    /// The first side to have captured at least `stones` stones in total
    /// wins.
    ///
    /// # Errors
    /// [`SetupError::InvalidAtariGo`] for 0 stones.
    pub const fn captures(stones: u32) -> Result<AtariGo, SetupError> {
        if stones == 0 { Err(SetupError::InvalidAtariGo) } else { Ok(AtariGo { stones }) }
    }

    /// The number of captured stones that wins.
    #[must_use]
    pub const fn stones(self) -> u32 {
        self.stones
    }

    /// Whether the goal can be reached on a board of `size`: at least one
    /// stone (a value read from data may hold 0) and no more than the
    /// board has points.
    pub(crate) fn fits(self, size: crate::base::BoardSize) -> bool {
        self.stones > 0 && usize::try_from(self.stones).is_ok_and(|n| n <= size.area())
    }
}

impl Default for AtariGo {
    /// [`AtariGo::first_capture`].
    fn default() -> AtariGo {
        AtariGo::first_capture()
    }
}
