//! Variants that change how a game is won or seen (RULES.md section 6).
//!
//! A game's variant is one value of its setup, [`Variant`]: ordinary Go,
//! Atari Go (a win condition the game asks after every move) or Phantom Go
//! (a referee, [`PhantomGame`], wrapping the game). The two other variants
//! enter through their own seams: the toroidal board is a topology of the
//! board, team Go is the game's table of seats.
//!
//! The cargo features `atari` and `phantom` gate playing these variants
//! (a game set up with one whose feature is off is refused with
//! `SetupError::FeatureDisabled`) and the Phantom Go referee type; the
//! types that describe a setup are always there, so that their shape never
//! depends on the features.

mod atari;
#[cfg(feature = "phantom")]
mod phantom;

pub use atari::AtariGo;
#[cfg(feature = "phantom")]
pub use phantom::{Announcement, PhantomCounting, PhantomGame, PhantomRecord, TryOutcome};

use crate::base::codes::vocabulary;
use crate::base::{ByColor, Color, GameResult, SetupError};

/// The variant a game is played under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Variant {
    /// Ordinary Go.
    #[default]
    Standard,
    /// Atari Go: the first side to capture (or to capture the given number
    /// of stones) wins at once (feature `atari`).
    AtariGo(AtariGo),
    /// Phantom Go: each player sees only their own stones; a referee
    /// ([`PhantomGame`], feature `phantom`) answers the tries under this
    /// convention. The game itself is the referee's full board.
    Phantom(RefereeConvention),
}

impl Variant {
    /// The variant's kind as a stable code and name.
    #[must_use]
    pub const fn kind(&self) -> VariantKind {
        match self {
            Variant::Standard => VariantKind::Standard,
            Variant::AtariGo(_) => VariantKind::AtariGo,
            Variant::Phantom(_) => VariantKind::Phantom,
        }
    }

    /// The Atari Go rule, when this is Atari Go.
    #[must_use]
    pub const fn atari_go(&self) -> Option<AtariGo> {
        match *self {
            Variant::AtariGo(rule) => Some(rule),
            _ => None,
        }
    }

    /// The Phantom Go referee convention, when this is Phantom Go.
    #[must_use]
    pub const fn phantom(&self) -> Option<RefereeConvention> {
        match *self {
            Variant::Phantom(convention) => Some(convention),
            _ => None,
        }
    }

    /// Whether this build can play the variant.
    ///
    /// # Errors
    /// [`SetupError::FeatureDisabled`] naming the missing feature.
    pub fn check_feature(&self) -> Result<(), SetupError> {
        let (setting, feature, on) = match self {
            Variant::Standard => return Ok(()),
            Variant::AtariGo(_) => ("Atari Go", "atari", cfg!(feature = "atari")),
            Variant::Phantom(_) => ("Phantom Go", "phantom", cfg!(feature = "phantom")),
        };
        if on { Ok(()) } else { Err(SetupError::FeatureDisabled { setting, feature }) }
    }

    /// The win condition's verdict after a move by `mover` that captured
    /// `captured_now` opponent stones and removed `suicided_now` of its own
    /// (a suicide, where the rules allow it), with `captures` the stones
    /// each side has captured so far, the stones a side removed by its own
    /// suicide counted as captured by the other side (as prisoners count
    /// them: RULES.md section 2). In Atari Go (RULES.md section 6) the
    /// first side to reach the goal wins at once: the mover by its
    /// capture, or the opponent through the mover's suicide. `None`: play
    /// goes on.
    #[must_use]
    pub fn after_move(
        &self,
        mover: Color,
        captured_now: u32,
        suicided_now: u32,
        captures: ByColor<u32>,
    ) -> Option<GameResult> {
        match self {
            Variant::AtariGo(rule) if captured_now > 0 && captures[mover] >= rule.stones() => {
                Some(GameResult::Capture { winner: mover })
            }
            Variant::AtariGo(rule) if suicided_now > 0 && captures[mover.opponent()] >= rule.stones() => {
                Some(GameResult::Capture { winner: mover.opponent() })
            }
            _ => None,
        }
    }
}

vocabulary! {
    /// The kind of a [`Variant`], as a stable code and name.
    pub enum VariantKind {
        /// Ordinary Go.
        Standard = 0 => "standard" | "go",
        /// Atari Go.
        AtariGo = 1 => "atari_go" | "atari",
        /// Phantom Go.
        Phantom = 2 => "phantom" | "phantom_go",
    }
}

vocabulary! {
    /// What the Phantom Go referee tells the players (RULES.md section 6:
    /// conventions differ, so this is a setting). Each level adds to the one
    /// before.
    pub enum RefereeConvention {
        /// An illegal try is answered only "illegal"; captures are announced
        /// to both as a number of stones. The common convention.
        IllegalOnly = 0 => "illegal_only",
        /// An illegal try is answered with its reason (an opponent stone
        /// there, suicide, ko, superko); an opponent stone found that way is
        /// revealed to the player who tried.
        IllegalWithReason = 1 => "illegal_with_reason",
        /// As `illegal_with_reason`, and a move that leaves opponent stones
        /// in atari is announced to both.
        AtariAnnouncements = 2 => "atari_announcements",
        /// As `atari_announcements`, and capture announcements name the
        /// captured stones' points.
        CaptureWithPoints = 3 => "capture_with_points",
    }
}

vocabulary! {
    /// The kind of a Phantom Go referee's announcement (the `Announcement`
    /// type of the `phantom` feature), as a stable code and name (RULES.md
    /// section 6).
    pub enum AnnouncementKind {
        /// To the player who tried: the try was illegal; the same player
        /// moves again.
        Illegal = 0 => "illegal",
        /// To the other player: the side to move made a move (its point
        /// stays hidden).
        Moved = 1 => "moved",
        /// To both: a side passed.
        Passed = 2 => "passed",
        /// To both: stones were captured (where the rules allow suicide,
        /// a suicide's stones too, as captured by the opponent).
        Captured = 3 => "captured",
        /// To both: stones of a colour are in atari after the move.
        Atari = 4 => "atari",
        /// To both: the game ended during play (a move, a resignation, a
        /// departure, a time-out; an agreed count is not announced).
        GameOver = 5 => "game_over",
    }
}

impl Default for RefereeConvention {
    /// [`RefereeConvention::IllegalOnly`].
    fn default() -> RefereeConvention {
        RefereeConvention::IllegalOnly
    }
}
