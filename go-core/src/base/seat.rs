//! Seats: one player's place at the table, and who fills it.

use std::fmt;
use std::str::FromStr;

use super::codes::vocabulary;
use super::color::Color;
use super::parse::{ParseError, excerpt};

/// One player's place at the table: the side (colour) and the player's
/// number within that side, from 1. In ordinary Go each side has one seat
/// (`B1`, `W1`); in team Go (RULES.md section 6) the order of play is B1, W1,
/// B2, W2, ... with each side rotating through its own seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat {
    /// The side the seat plays for.
    pub color: Color,
    /// The player's number within the side, from 1.
    pub number: u8,
}

impl Seat {
    /// The seat `number` (from 1) of side `color`.
    #[must_use]
    pub const fn new(color: Color, number: u8) -> Seat {
        Seat { color, number }
    }

    /// The first (or only) seat of side `color`.
    #[must_use]
    pub const fn first(color: Color) -> Seat {
        Seat { color, number: 1 }
    }
}

impl fmt::Display for Seat {
    /// Writes `B1`, `W2`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color.letter(), self.number)
    }
}

impl FromStr for Seat {
    type Err = ParseError;

    /// Reads the `Display` form: `B1`, `w2` (the colour's letter, any case,
    /// then the seat's number from 1 to 255, leading zeros allowed: `B01` is
    /// `B1`); surrounding white space is ignored.
    fn from_str(text: &str) -> Result<Seat, ParseError> {
        let bad = || ParseError::InvalidSeat(excerpt(text, 16));
        let t = text.trim();
        let color = match t.chars().next().map(|c| c.to_ascii_uppercase()) {
            Some('B') => Color::Black,
            Some('W') => Color::White,
            _ => return Err(bad()),
        };
        let digits = &t[1..];
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let number: u8 = digits.parse().map_err(|_| bad())?;
        if number == 0 {
            return Err(bad());
        }
        Ok(Seat::new(color, number))
    }
}

vocabulary! {
    /// Who fills a seat, so that callers know which seats to hand to the
    /// computer player. The rules treat both alike.
    pub enum SeatKind {
        /// A person.
        Person = 0 => "person" | "human",
        /// The computer player.
        Computer = 1 => "computer" | "bot",
    }
}

impl Default for SeatKind {
    /// [`SeatKind::Person`].
    fn default() -> SeatKind {
        SeatKind::Person
    }
}
