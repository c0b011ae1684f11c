//! The two colours of stones, and a pair of values indexed by colour.

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

use super::codes::{Coded, Term, Vocabulary};
use super::parse::ParseError;

/// The colour of a stone, and of the side that plays it.
///
/// Black moves first in an even game (RULES.md section 2); after fixed handicap
/// White moves first (section 5).
///
/// Codes and names ([`Coded`]): Black is 1 (`black`, also `b`), White is 2
/// (`white`, also `w`); `FromStr` reads either, case-insensitive. Whole-board
/// colour data has two encodings, both defined here: the code as `u8` with 0
/// for an empty point (the C ABI's board buffers), and the sign as `i8`,
/// +1 Black, −1 White, 0 empty (Python's NumPy boards and every ownership
/// map, where positive means Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[repr(u16)]
pub enum Color {
    /// The side that moves first in an even game.
    Black = 1,
    /// The side that receives komi.
    White = 2,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other colour.
    #[inline]
    #[must_use]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: the index used by [`ByColor`].
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }

    /// The SGF letter of this colour: `'B'` or `'W'`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// The stable code: 1 for Black, 2 for White (0 is an empty point in
    /// whole-board `u8` data).
    #[inline]
    #[must_use]
    pub const fn code(self) -> u16 {
        self as u16
    }

    /// The name: `black` or `white`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The sign: +1 for Black, −1 for White (0 is an empty point in
    /// whole-board `i8` data and ownership maps).
    #[inline]
    #[must_use]
    pub const fn sign(self) -> i8 {
        match self {
            Color::Black => 1,
            Color::White => -1,
        }
    }
}

const COLOR_TERMS: &[Term] = &[
    Term {
        code: 1,
        name: "black",
        variant: "Black",
        aliases: &["b"],
        doc: " The side that moves first in an even game.\n",
    },
    Term { code: 2, name: "white", variant: "White", aliases: &["w"], doc: " The side that receives komi.\n" },
];

impl Coded for Color {
    const VOCABULARY: &'static Vocabulary = &Vocabulary {
        type_name: "Color",
        doc: " The colour of a stone, and of the side that plays it.\n",
        terms: COLOR_TERMS,
    };
    const ALL: &'static [Color] = &Color::ALL;

    fn code(self) -> u16 {
        self as u16
    }

    fn name(self) -> &'static str {
        Color::name(self)
    }
}

impl FromStr for Color {
    type Err = ParseError;

    /// Reads `black`/`b` or `white`/`w`, case-insensitive.
    fn from_str(text: &str) -> Result<Color, ParseError> {
        Color::parse_name(text)
    }
}

impl fmt::Display for Color {
    /// Writes `Black` or `White`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::White => "White",
        })
    }
}

/// One value per colour, indexed by [`Color`] (for prisoners, stone counts,
/// clocks and the like).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ByColor<T> {
    /// Black's value.
    pub black: T,
    /// White's value.
    pub white: T,
}

impl<T> ByColor<T> {
    /// A pair from Black's and White's values.
    pub const fn new(black: T, white: T) -> Self {
        ByColor { black, white }
    }

    /// A pair built by calling `f` for Black, then for White.
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> Self {
        let black = f(Color::Black);
        let white = f(Color::White);
        ByColor { black, white }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor { black: f(self.black), white: f(self.white) }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline]
    fn index(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}
