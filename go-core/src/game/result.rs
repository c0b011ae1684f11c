//! The result of a finished game, as SGF's `RE` property writes it.

use std::fmt;

use crate::color::Color;

/// How a game ended (RULES.md section 8). `Display` writes SGF's `RE` text:
/// `B+3.5`, `W+R`, `B+T`, `W+F`, `0`, `Void`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum GameResult {
    /// Counted: `winner` leads by `margin` half points (always > 0).
    Score {
        /// The side with more points.
        winner: Color,
        /// The margin in half points (7 is 3.5 points).
        margin: u32,
    },
    /// Counted, equal scores (jigo), or a long cycle under rules that call it
    /// a draw.
    Draw,
    /// The other side resigned.
    Resignation {
        /// The side that did not resign.
        winner: Color,
    },
    /// The other side ran out of time.
    Time {
        /// The side whose clock did not fall.
        winner: Color,
    },
    /// The other side forfeited (for example a player left).
    Forfeit {
        /// The side that did not forfeit.
        winner: Color,
    },
    /// Atari Go: the winner captured first (or captured the required number
    /// of stones first; RULES.md section 6). SGF's `RE` has no word for the
    /// reason: it is written `B+` / `W+` (a win without a margin).
    #[cfg(feature = "atari")]
    Capture {
        /// The side that captured.
        winner: Color,
    },
    /// No result: a long cycle under Japanese-style rules (RULES.md
    /// section 3), or a game annulled.
    Void,
}

impl GameResult {
    /// A counted result from White's total minus Black's total, in half
    /// points: positive White wins, negative Black wins, zero a draw.
    #[must_use]
    pub fn from_margin(white_minus_black: i64) -> GameResult {
        match white_minus_black {
            0 => GameResult::Draw,
            m if m > 0 => GameResult::Score { winner: Color::White, margin: u32::try_from(m).unwrap_or(u32::MAX) },
            m => {
                GameResult::Score { winner: Color::Black, margin: u32::try_from(m.unsigned_abs()).unwrap_or(u32::MAX) }
            }
        }
    }

    /// Why the game ended, in words: `"counted"`, `"draw"`, `"resignation"`,
    /// `"time"`, `"forfeit"`, `"capture"` (Atari Go) or `"no result"`.
    #[must_use]
    pub fn reason(&self) -> &'static str {
        match self {
            GameResult::Score { .. } => "counted",
            GameResult::Draw => "draw",
            GameResult::Resignation { .. } => "resignation",
            GameResult::Time { .. } => "time",
            GameResult::Forfeit { .. } => "forfeit",
            #[cfg(feature = "atari")]
            GameResult::Capture { .. } => "capture",
            GameResult::Void => "no result",
        }
    }

    /// The winning side, or `None` for a draw or no result.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        match *self {
            GameResult::Score { winner, .. }
            | GameResult::Resignation { winner }
            | GameResult::Time { winner }
            | GameResult::Forfeit { winner } => Some(winner),
            #[cfg(feature = "atari")]
            GameResult::Capture { winner } => Some(winner),
            GameResult::Draw | GameResult::Void => None,
        }
    }
}

impl fmt::Display for GameResult {
    /// Writes SGF's `RE` form: `B+3.5`, `W+12`, `W+R`, `B+T`, `W+F`, `0`,
    /// `Void`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GameResult::Score { winner, margin } => {
                let half = if margin % 2 == 1 { ".5" } else { "" };
                write!(f, "{}+{}{}", winner.letter(), margin / 2, half)
            }
            GameResult::Draw => f.write_str("0"),
            GameResult::Resignation { winner } => write!(f, "{}+R", winner.letter()),
            GameResult::Time { winner } => write!(f, "{}+T", winner.letter()),
            GameResult::Forfeit { winner } => write!(f, "{}+F", winner.letter()),
            GameResult::Void => f.write_str("Void"),
            #[cfg(feature = "atari")]
            GameResult::Capture { winner } => write!(f, "{}+", winner.letter()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn re_text() {
        assert_eq!(GameResult::from_margin(7).to_string(), "W+3.5");
        assert_eq!(GameResult::from_margin(-24).to_string(), "B+12");
        assert_eq!(GameResult::from_margin(0).to_string(), "0");
        assert_eq!(GameResult::Resignation { winner: Color::White }.to_string(), "W+R");
        assert_eq!(GameResult::Time { winner: Color::Black }.to_string(), "B+T");
        assert_eq!(GameResult::Forfeit { winner: Color::White }.to_string(), "W+F");
        assert_eq!(GameResult::Void.to_string(), "Void");
        assert_eq!(GameResult::Void.winner(), None);
    }
}
