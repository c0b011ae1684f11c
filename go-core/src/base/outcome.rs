//! The result of a finished game, as SGF's `RE` property writes it.

use std::fmt;
use std::str::FromStr;

use super::codes::vocabulary;
use super::color::Color;
use super::parse::{ParseError, excerpt};

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

    /// How the game ended, as a stable code and name ([`ResultKind`]).
    #[must_use]
    pub const fn kind(&self) -> ResultKind {
        match self {
            GameResult::Score { .. } => ResultKind::Score,
            GameResult::Draw => ResultKind::Draw,
            GameResult::Resignation { .. } => ResultKind::Resignation,
            GameResult::Time { .. } => ResultKind::Time,
            GameResult::Forfeit { .. } => ResultKind::Forfeit,
            GameResult::Capture { .. } => ResultKind::Capture,
            GameResult::Void => ResultKind::Void,
        }
    }

    /// The margin in half points for a counted win (`Score`), 0 for a
    /// draw, `None` otherwise.
    #[must_use]
    pub const fn margin(&self) -> Option<u32> {
        match *self {
            GameResult::Score { margin, .. } => Some(margin),
            GameResult::Draw => Some(0),
            _ => None,
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
            GameResult::Capture { winner } => write!(f, "{}+", winner.letter()),
        }
    }
}

impl FromStr for GameResult {
    type Err = ParseError;

    /// Reads the `Display` form (SGF's `RE` as this engine writes it):
    /// `B+3.5` or `W+12` (a margin in points, a multiple of 0.5 above 0 and
    /// at most 2,147,483,647.5, trailing zeros after the point allowed),
    /// `B+R`/`B+Resign`, `W+T`/`W+Time`, `B+F`/`B+Forfeit`, `B+` (Atari Go:
    /// a win without a margin), `0`/`Draw`/`Jigo`, `Void`. Case-insensitive,
    /// white space around it ignored. Other
    /// wordings found in real records are the SGF reader's business
    /// (`RecordedResult`).
    fn from_str(text: &str) -> Result<GameResult, ParseError> {
        let bad = || ParseError::InvalidResult(excerpt(text, 24));
        let t = text.trim();
        if t == "0" || t.eq_ignore_ascii_case("draw") || t.eq_ignore_ascii_case("jigo") {
            return Ok(GameResult::Draw);
        }
        if t.eq_ignore_ascii_case("void") {
            return Ok(GameResult::Void);
        }
        let (who, rest) = t.split_once('+').ok_or_else(bad)?;
        let winner = match who.to_ascii_uppercase().as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => return Err(bad()),
        };
        let r = rest.to_ascii_lowercase();
        Ok(match r.as_str() {
            "" => GameResult::Capture { winner },
            "r" | "resign" => GameResult::Resignation { winner },
            "t" | "time" => GameResult::Time { winner },
            "f" | "forfeit" => GameResult::Forfeit { winner },
            _ => {
                let (int, frac) = r.split_once('.').unwrap_or((r.as_str(), ""));
                // `.5`, `.50`, `.0`, `.`: trailing zeros say nothing more
                // (found from outside: `B+7.50` was refused, `B+5.`
                // taken).
                if !frac.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad());
                }
                let half = match frac.trim_end_matches('0') {
                    "" => 0,
                    "5" => 1,
                    _ => return Err(bad()),
                };
                if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad());
                }
                // Any margin the result holds (half points in a u32; found
                // from outside: a limit of six digits refused `B+1000000`).
                let whole: u32 = int.parse().map_err(|_| bad())?;
                let margin = whole.checked_mul(2).and_then(|m| m.checked_add(half)).ok_or_else(bad)?;
                if margin == 0 {
                    return Err(bad());
                }
                GameResult::Score { winner, margin }
            }
        })
    }
}

vocabulary! {
    /// How a game ended ([`GameResult::kind`]), as a stable code and name.
    pub enum ResultKind {
        /// Counted, with a winner and a margin.
        Score = 0 => "score" | "counted",
        /// Counted equal (jigo), or a long cycle under rules that call it a draw.
        Draw = 1 => "draw",
        /// A side resigned.
        Resignation = 2 => "resignation",
        /// A side ran out of time.
        Time = 3 => "time",
        /// A side forfeited (for example a player left).
        Forfeit = 4 => "forfeit",
        /// Atari Go: the winner captured first.
        Capture = 5 => "capture",
        /// No result.
        Void = 6 => "void",
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

    #[test]
    fn re_text_reads_back() {
        for text in ["B+3.5", "W+12", "W+R", "B+T", "W+F", "B+", "0", "Void", "W+0.5"] {
            let r: GameResult = text.parse().unwrap();
            assert_eq!(r.to_string(), text);
        }
        assert_eq!("w+resign".parse::<GameResult>(), Ok(GameResult::Resignation { winner: Color::White }));
        assert_eq!("B+7.5".parse::<GameResult>().map(|r| r.margin()), Ok(Some(15)));
        for bad in ["", "X+1", "B+0", "B+1.25", "B+-3", "W+abc", "B3.5", "B+0.00", "B+7.5x", "B+.", "B+2147483648"] {
            assert!(bad.parse::<GameResult>().is_err(), "{bad}");
        }
        // Trailing zeros and any margin a u32 of half points holds.
        let margin = |t: &str| t.parse::<GameResult>().map(|r| r.margin());
        assert_eq!(margin("B+7.50"), Ok(Some(15)));
        assert_eq!(margin("W+5."), Ok(Some(10)));
        assert_eq!(margin("B+07.500"), Ok(Some(15)));
        assert_eq!(margin("B+1000000"), Ok(Some(2_000_000)));
        assert_eq!(margin("B+2147483647.5"), Ok(Some(u32::MAX)));
    }
}
