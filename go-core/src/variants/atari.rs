//! Atari Go (RULES.md section 6): the first side to capture wins at once, or
//! the first to capture a given number of stones. If play ends by two passes
//! with no such capture, the game is counted normally.

/// The Atari Go win condition, set with `GameBuilder::atari_go`.
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
    /// wins (at least 1).
    #[must_use]
    pub const fn captures(stones: u32) -> AtariGo {
        AtariGo { stones: if stones == 0 { 1 } else { stones } }
    }

    /// The number of captured stones that wins.
    #[must_use]
    pub const fn stones(self) -> u32 {
        self.stones
    }
}

impl Default for AtariGo {
    /// [`AtariGo::first_capture`].
    fn default() -> AtariGo {
        AtariGo::first_capture()
    }
}
