//! Points, board sizes and moves: the coordinates every other module speaks.

use std::fmt;
use std::str::FromStr;

use super::parse::{ParseError, excerpt};
use crate::base::SetupError;

/// The largest side a board may have: 52, the most SGF can write
/// (coordinates `a`..`z`, then `A`..`Z`).
pub const MAX_SIDE: u8 = 52;

/// A point (intersection) of the board.
///
/// `x` is the column, `y` the row, both 0-based with the origin at the top-left
/// corner, as in SGF (`aa` is `Point { x: 0, y: 0 }`). A `Point` is only a pair
/// of numbers: whether it lies on a given board is asked of that board's
/// [`BoardSize::contains`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Point {
    /// Column, 0-based from the left.
    pub x: u8,
    /// Row, 0-based from the top.
    pub y: u8,
}

impl Point {
    /// The point at column `x`, row `y` (0-based, origin top-left).
    #[inline]
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Point {
        Point { x, y }
    }

    /// The GTP vertex of this point on a board of `size`: a column letter
    /// `A`..`Z` without `I`, then the row counted from the bottom, e.g. `D4`.
    ///
    /// Returns `None` when the point is off the board or the board is wider
    /// than 25 columns (GTP has no letter for them).
    #[must_use]
    pub fn to_vertex(self, size: BoardSize) -> Option<String> {
        if !size.contains(self) || self.x >= 25 {
            return None;
        }
        let letter = if self.x < 8 { b'A' + self.x } else { b'A' + self.x + 1 };
        let row = u32::from(size.height() - self.y);
        Some(format!("{}{}", letter as char, row))
    }

    /// Parses a GTP vertex (`D4`, case-insensitive; `I` is never a column) on
    /// a board of `size` into a point: a column letter, then the row from
    /// the bottom in one or two digits (`D04` is `D4`, as GNU Go reads it;
    /// three digits are refused), white space around it ignored.
    ///
    /// # Errors
    /// [`ParseError::InvalidVertex`] when the text is not a vertex or names a
    /// point off the board. The word `pass` is not a point: see
    /// [`Move::parse_vertex`].
    pub fn parse_vertex(text: &str, size: BoardSize) -> Result<Point, ParseError> {
        let bad = || ParseError::InvalidVertex {
            text: excerpt(text, 16),
            size: size.to_string(),
            vertices: vertex_range(size),
        };
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() || letter == 'I' {
            return Err(bad());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let row: u8 = digits.parse().map_err(|_| bad())?;
        let col = letter as u8 - b'A';
        let x = if letter > 'I' { col - 1 } else { col };
        if row == 0 || row > size.height() || x >= size.width() {
            return Err(bad());
        }
        Ok(Point::new(x, size.height() - row))
    }
}

/// The hint of [`ParseError::InvalidVertex`]: the first and last vertex of
/// a board of `size` (found from outside: a person who typed `I5` learned
/// only that it was not a vertex).
fn vertex_range(size: BoardSize) -> String {
    match Point::new(size.width() - 1, 0).to_vertex(size) {
        Some(last) if size.width() >= 9 => format!("vertices run from A1 to {last}, without the letter I"),
        Some(last) => format!("vertices run from A1 to {last}"),
        // Wider than GTP's 25 letters: the first 25 columns have vertices
        // (found from outside: "boards of up to 25 columns only" while A1
        // and Z30 were taken on a 30x30 board).
        None => format!(
            "vertices run from A1 to Z{}, without the letter I: columns past the 25th have no letter",
            size.height()
        ),
    }
}

impl fmt::Display for Point {
    /// Writes `(x, y)`, 0-based from the top-left corner.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

impl FromStr for Point {
    type Err = ParseError;

    /// Reads `x,y` or `(x, y)` (the `Display` form): 0-based column and row
    /// from the top-left corner, each 0..=255. Whether the point lies on a
    /// board is that board's question.
    fn from_str(text: &str) -> Result<Point, ParseError> {
        let bad = || ParseError::InvalidPoint(excerpt(text, 24));
        let t = text.trim();
        let t = t.strip_prefix('(').and_then(|r| r.strip_suffix(')')).unwrap_or(t);
        let (x, y) = t.split_once(',').ok_or_else(bad)?;
        let coord = |s: &str| s.trim().parse::<u8>().ok().filter(|_| s.trim().bytes().all(|b| b.is_ascii_digit()));
        Ok(Point::new(coord(x).ok_or_else(bad)?, coord(y).ok_or_else(bad)?))
    }
}

/// The size of a board: width (columns) and height (rows), each 1..=52.
///
/// Rectangular boards are allowed (RULES.md section 2: the engine accepts any
/// size SGF can represent). A `BoardSize` is valid by construction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "(u8, u8)", into = "(u8, u8)"))]
pub struct BoardSize {
    width: u8,
    height: u8,
}

impl BoardSize {
    /// The 9x9 board.
    pub const NINE: BoardSize = BoardSize { width: 9, height: 9 };
    /// The 13x13 board.
    pub const THIRTEEN: BoardSize = BoardSize { width: 13, height: 13 };
    /// The 19x19 board.
    pub const NINETEEN: BoardSize = BoardSize { width: 19, height: 19 };

    /// A board `width` columns wide and `height` rows high.
    ///
    /// # Errors
    /// [`SetupError::InvalidSize`] when either side is 0 or more than
    /// [`MAX_SIDE`] (52).
    pub fn new(width: u32, height: u32) -> Result<BoardSize, SetupError> {
        let side = |n: u32| u8::try_from(n).ok().filter(|s| (1..=MAX_SIDE).contains(s));
        match (side(width), side(height)) {
            (Some(width), Some(height)) => Ok(BoardSize { width, height }),
            _ => Err(SetupError::InvalidSize { width, height }),
        }
    }

    /// A square board of side `side` (1..=52).
    ///
    /// # Errors
    /// [`SetupError::InvalidSize`] as for [`BoardSize::new`].
    pub fn square(side: u32) -> Result<BoardSize, SetupError> {
        BoardSize::new(side, side)
    }

    /// Number of columns.
    #[inline]
    #[must_use]
    pub const fn width(self) -> u8 {
        self.width
    }

    /// Number of rows.
    #[inline]
    #[must_use]
    pub const fn height(self) -> u8 {
        self.height
    }

    /// Number of points, `width * height`.
    #[inline]
    #[must_use]
    pub const fn area(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// Whether the board is square.
    #[must_use]
    pub const fn is_square(self) -> bool {
        self.width == self.height
    }

    /// Whether `p` lies on this board.
    #[inline]
    #[must_use]
    pub const fn contains(self, p: Point) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// The row-major index of `p` (`y * width + x`), or `None` off the board.
    #[inline]
    #[must_use]
    pub fn index_of(self, p: Point) -> Option<usize> {
        self.contains(p).then(|| p.y as usize * self.width as usize + p.x as usize)
    }

    /// The point at row-major index `i`, or `None` when `i >= area()`.
    #[must_use]
    pub fn point_at(self, i: usize) -> Option<Point> {
        let w = usize::from(self.width);
        let x = u8::try_from(i % w).ok()?;
        let y = u8::try_from(i / w).ok().filter(|&y| y < self.height)?;
        Some(Point::new(x, y))
    }

    /// Every point in row-major order (top row first, left to right).
    pub fn points(self) -> impl Iterator<Item = Point> + Clone {
        let w = self.width;
        (0..self.height).flat_map(move |y| (0..w).map(move |x| Point::new(x, y)))
    }
}

impl TryFrom<(u8, u8)> for BoardSize {
    type Error = SetupError;
    fn try_from((w, h): (u8, u8)) -> Result<Self, SetupError> {
        BoardSize::new(u32::from(w), u32::from(h))
    }
}

impl From<BoardSize> for (u8, u8) {
    fn from(s: BoardSize) -> (u8, u8) {
        (s.width, s.height)
    }
}

impl fmt::Display for BoardSize {
    /// Writes `9x9`, `19x7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// A move: a stone on a point, or a pass.
///
/// Resignation, timeout and leaving are game events, not moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// A stone placed on the point.
    Play(Point),
    /// A pass: always legal while the game is being played.
    Pass,
}

impl Move {
    /// Parses a GTP vertex or `pass` (case-insensitive) on a board of `size`.
    ///
    /// # Errors
    /// [`ParseError::InvalidVertex`] as for [`Point::parse_vertex`].
    pub fn parse_vertex(text: &str, size: BoardSize) -> Result<Move, ParseError> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            Point::parse_vertex(text, size).map(Move::Play)
        }
    }

    /// The GTP text of this move: a vertex such as `D4`, or `pass`; `None`
    /// for a point GTP cannot name (see [`Point::to_vertex`]).
    #[must_use]
    pub fn to_vertex(self, size: BoardSize) -> Option<String> {
        match self {
            Move::Pass => Some("pass".to_owned()),
            Move::Play(p) => p.to_vertex(size),
        }
    }

    /// The point played, or `None` for a pass.
    #[must_use]
    pub const fn point(self) -> Option<Point> {
        match self {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        }
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Play(p)
    }
}

impl fmt::Display for Move {
    /// Writes `pass`, or the point as `(x, y)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Play(p) => p.fmt(f),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// Reads `pass` (case-insensitive) or a point as [`Point`]'s `FromStr`
    /// does (`3,4`). GTP vertices need the board's size: see
    /// [`Move::parse_vertex`].
    fn from_str(text: &str) -> Result<Move, ParseError> {
        if text.trim().eq_ignore_ascii_case("pass") { Ok(Move::Pass) } else { text.parse().map(Move::Play) }
    }
}
