//! The error of reading the vocabulary from text: names, vertices, points,
//! seats, results.

use thiserror::Error;

use super::error_kind::ErrorKind;

/// A text that does not name what was asked for. Returned by the `FromStr`
/// implementations of the vocabulary (colours, phases, rules axes, presets,
/// seats, moves, results) and by GTP vertex parsing.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ParseError {
    /// A word that is not a name (or alias) of the vocabulary.
    #[error("{text:?} is not a known {}; expected one of: {expected}", words(vocabulary))]
    UnknownName {
        /// The vocabulary's type name (`KoRule`).
        vocabulary: &'static str,
        /// The text given (at most 40 characters of it).
        text: String,
        /// The names accepted, comma-separated.
        expected: String,
    },
    /// A text that is not a GTP vertex (`D4`: a column letter `A`..`Z`
    /// without `I`, then the row from the bottom) of a point on this board,
    /// nor `pass` where a move is read.
    #[error("{text:?} is not a vertex of the {size} board: {vertices}")]
    InvalidVertex {
        /// The text given (at most 16 characters of it).
        text: String,
        /// The board size, `9x9`.
        size: String,
        /// The vertices the board has, as a hint for a person typing
        /// them: `vertices run from A1 to J9, without the letter I`.
        vertices: String,
    },
    /// A text that is not a point (`3,4` or `(3, 4)`, 0-based column and
    /// row from the top-left corner).
    #[error("{0:?} is not a point: expected `x,y` with 0-based column and row, as `3,4`")]
    InvalidPoint(String),
    /// A text that is not a seat (`B1`, `W2`: the colour's letter and the
    /// seat's number from 1).
    #[error("{0:?} is not a seat: expected B or W and a number from 1, as `B1`")]
    InvalidSeat(String),
    /// A text that is not a result as SGF's `RE` writes it (`B+3.5`, `W+R`,
    /// `B+T`, `W+F`, `B+`, `0`, `Void`).
    #[error("{0:?} is not a result: expected B+3.5, W+R, B+T, W+F, B+, 0 or Void")]
    InvalidResult(String),
}

impl ParseError {
    /// The stable kind of this error (its code and name).
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            ParseError::UnknownName { .. } => ErrorKind::UnknownName,
            ParseError::InvalidVertex { .. } => ErrorKind::InvalidVertex,
            ParseError::InvalidPoint(_) => ErrorKind::InvalidPoint,
            ParseError::InvalidSeat(_) => ErrorKind::InvalidSeat,
            ParseError::InvalidResult(_) => ErrorKind::InvalidResult,
        }
    }
}

/// The first `n` characters of `text`, for error messages, with `…` after
/// them when the text goes on (found from outside: a cut text was quoted
/// as if it were the whole input).
pub(crate) fn excerpt(text: &str, n: usize) -> String {
    let mut cut: String = text.chars().take(n).collect();
    if text.chars().nth(n).is_some() {
        cut.push('…');
    }
    cut
}

/// A type name as words for a person: `KoRule` reads "ko rule"; a name
/// already in words ("rules axis") is kept. The rules axes whose type
/// names are not nouns of a rule read as one: `Suicide` "suicide rule",
/// `DeadStones` "dead-stone rule", `PassStones` "pass-stone rule",
/// `UnfilledDame` "unfilled-dame rule", `OutOfTurn` "out-of-turn rule",
/// `Counting` "counting method".
fn words(type_name: &str) -> String {
    let noun = match type_name {
        "Suicide" => Some("suicide rule"),
        "DeadStones" => Some("dead-stone rule"),
        "PassStones" => Some("pass-stone rule"),
        "UnfilledDame" => Some("unfilled-dame rule"),
        "OutOfTurn" => Some("out-of-turn rule"),
        "Counting" => Some("counting method"),
        _ => None,
    };
    if let Some(noun) = noun {
        return noun.to_owned();
    }
    let mut out = String::with_capacity(type_name.len() + 4);
    for (i, c) in type_name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push(' ');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::words;
    use crate::rules::{Counting, DeadStones, Suicide};

    #[test]
    fn vocabularies_read_as_words() {
        assert_eq!(words("KoRule"), "ko rule");
        assert_eq!(words("rules axis"), "rules axis");
        assert_eq!(words("Suicide"), "suicide rule");
        assert_eq!(words("OutOfTurn"), "out-of-turn rule");
        let suicide = "often".parse::<Suicide>().unwrap_err().to_string();
        assert!(suicide.starts_with("\"often\" is not a known suicide rule; expected one of: "), "{suicide}");
        let dead = "x".parse::<DeadStones>().unwrap_err().to_string();
        assert!(dead.starts_with("\"x\" is not a known dead-stone rule;"), "{dead}");
        let counting = "x".parse::<Counting>().unwrap_err().to_string();
        assert!(counting.starts_with("\"x\" is not a known counting method;"), "{counting}");
    }
}
