//! ASCII diagrams: `X` a black stone, `O` a white stone, `.` an empty point,
//! one text line per board row, top row first.

use std::fmt;
use std::str::FromStr;

use super::{Board, Topology};
use crate::base::Color;
use crate::base::SetupError;
use crate::base::{BoardSize, MAX_SIDE};

impl fmt::Display for Board {
    /// Writes one line per row, top row first, `X` for Black, `O` for White
    /// and `.` for an empty point, with no spaces; every line ends in `\n`.
    /// The text parses back to an equal board with [`str::parse`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::with_capacity(usize::from(self.size.width()) + 1);
        for y in 0..self.size.height() {
            line.clear();
            for x in 0..self.size.width() {
                line.push(match self.get(crate::base::Point::new(x, y)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                });
            }
            line.push('\n');
            f.write_str(&line)?;
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = SetupError;

    /// Reads a planar board from a diagram: each non-blank line (ended by
    /// LF, CR LF or a bare CR) is a row, top row first; `X`/`x`/`B`/`#`
    /// Black, `O`/`o`/`W`/`@` White, `.`/`+`/`,`/`-` empty;
    /// spaces and tabs are ignored. Every row must have the same length
    /// (1..=52), and there may be 1..=52 rows.
    ///
    /// # Errors
    /// [`SetupError::Diagram`] with the 1-based line and column of the first
    /// problem; [`SetupError::NoLiberties`] when a chain has no liberties.
    fn from_str(text: &str) -> Result<Board, SetupError> {
        Board::from_diagram(text, Topology::Planar)
    }
}

impl Board {
    /// Reads a board of the given topology from a diagram, in the format of
    /// [`str::parse`] (see `Board`'s `FromStr`): on a wrapped board a chain
    /// may take its liberties across the seam.
    ///
    /// # Errors
    /// As for parsing, plus [`SetupError::WrapTooSmall`].
    pub fn from_diagram(text: &str, topology: Topology) -> Result<Board, SetupError> {
        let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
        let mut width = None;
        // A bare CR ends a line too, as in old Mac text (found from
        // outside: `X.O\r...\r` was read as one row of six).
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        for (ln, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            // Refused where the diagram passes 52 rows or a row 52 points,
            // not after reading it all (found from outside: 100 MB of
            // rows took 3 GB before the size was refused).
            let too_large = |column: usize, what: &str| SetupError::Diagram {
                line: ln + 1,
                column,
                message: format!("more than {MAX_SIDE} {what}: a side has 1..={MAX_SIDE} points"),
            };
            if rows.len() == usize::from(MAX_SIDE) {
                return Err(too_large(1, "rows"));
            }
            let mut row = Vec::new();
            for (col, ch) in line.chars().enumerate() {
                if row.len() == usize::from(MAX_SIDE) && !matches!(ch, ' ' | '\t' | '\r') {
                    return Err(too_large(col + 1, "points in a row"));
                }
                let v = match ch {
                    ' ' | '\t' | '\r' => continue,
                    'X' | 'x' | 'B' | '#' => Some(Color::Black),
                    'O' | 'o' | 'W' | '@' => Some(Color::White),
                    '.' | '+' | ',' | '-' => None,
                    other => {
                        return Err(SetupError::Diagram {
                            line: ln + 1,
                            column: col + 1,
                            message: format!("unexpected character {other:?}"),
                        });
                    }
                };
                row.push(v);
            }
            match width {
                None => width = Some(row.len()),
                Some(w) if w != row.len() => {
                    return Err(SetupError::Diagram {
                        line: ln + 1,
                        column: 1,
                        message: format!("row has {} points, earlier rows {w}", row.len()),
                    });
                }
                Some(_) => {}
            }
            rows.push(row);
        }
        let width =
            width.ok_or(SetupError::Diagram { line: 1, column: 1, message: "the diagram has no rows".to_owned() })?;
        let size =
            BoardSize::new(u32::try_from(width).unwrap_or(u32::MAX), u32::try_from(rows.len()).unwrap_or(u32::MAX))
                .map_err(|_| SetupError::Diagram {
                    line: 1,
                    column: 1,
                    message: format!("size {width}x{} is outside 1..=52 per side", rows.len()),
                })?;
        let colors: Vec<Option<Color>> = rows.into_iter().flatten().collect();
        Board::from_colors(size, topology, &colors)
    }
}
