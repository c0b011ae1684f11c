//! The SGF error enum and the repairs and heuristics reported as warnings.

use std::fmt;

use thiserror::Error;

use crate::base::Color;
use crate::base::{ErrorKind, IllegalMove, Point, SetupError};

/// Why an SGF text could not be read, mapped to a game or replayed.
///
/// Every variant that points into the text carries a 1-based `line` and
/// `column` (the column counts bytes of the line as stored, so a multi-byte
/// character counts for more than one). Both are 0 when the place is unknown
/// (a tree built in memory rather than parsed).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SgfError {
    /// The input holds no game tree (no `(` followed by a node).
    #[error("line {line}, column {column}: no SGF game tree found")]
    NoGameTree {
        /// 1-based line where the search ended.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// A byte that SGF's grammar does not allow here (strict mode; lenient
    /// mode repairs most of these and reports an [`SgfWarning`]).
    #[error("line {line}, column {column}: unexpected {found}, expected {expected}")]
    Unexpected {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was found, printable (`'x'`, `byte 0x1a`).
        found: String,
        /// What the grammar expects there.
        expected: &'static str,
    },
    /// The text ends inside a property value or a game tree (strict mode).
    #[error("line {line}, column {column}: unexpected end of input: {what}")]
    UnexpectedEnd {
        /// 1-based line of the construct left open.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was left open.
        what: &'static str,
    },
    /// A property identifier with no upper-case letter (strict mode).
    #[error("line {line}, column {column}: property identifier {ident:?} has no upper-case letter")]
    InvalidIdentifier {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The identifier as written.
        ident: String,
    },
    /// The input is binary data, not text. Control characters that no
    /// text holds (0x00-0x08, 0x0E-0x1A, 0x1C-0x1F; tab, line breaks, form
    /// feed and ESC are text) make more than 1 in 100 bytes of the input
    /// outside property values, or, in the values, more than 8 of them
    /// and more than 1 in 100 of their bytes beyond a first one (a few
    /// stray ones in a comment are text). A run of NUL and Ctrl-Z bytes at the very end
    /// (padding left by a crash or an old editor) is not counted. Refused
    /// in both parse modes; an input that also breaks the grammar gets
    /// this error when such characters outside the values read before the
    /// syntax error make more than 1 in 100 of its bytes, and the syntax
    /// error otherwise.
    #[error("line {line}, column {column}: binary data, not SGF text ({control} control characters in {bytes} bytes)")]
    BinaryInput {
        /// 1-based line of the first such control character.
        line: usize,
        /// 1-based column.
        column: usize,
        /// How many such control characters the input holds.
        control: usize,
        /// How many bytes were looked at (the input without its padding).
        bytes: usize,
    },
    /// A character set label that names no character set this library can
    /// decode ([`super::Charset::from_label`]).
    #[error("unknown character set {label:?}")]
    UnknownCharset {
        /// The label as given (at most 40 characters of it).
        label: String,
    },
    /// The input is larger than the parser's 32-bit offsets allow
    /// ([`SgfCollection::MAX_INPUT`](crate::SgfCollection::MAX_INPUT)).
    #[error("input of {bytes} bytes is too large (at most 4 GiB - 3)")]
    InputTooLarge {
        /// The input's length.
        bytes: usize,
    },
    /// The input's parse needs more memory than can be allocated: its
    /// arenas (a node per `;`, a property and a value per `[`) are reserved
    /// before the parse, and a reservation refused is this error, not an
    /// abort of the process. Its kind is
    /// [`ErrorKind::SgfInputTooLarge`], an input too large to read here.
    #[error("input of {bytes} bytes is too large for the memory at hand: its parse needs {needed} bytes more")]
    TooLargeForMemory {
        /// The input's length.
        bytes: usize,
        /// The bytes the refused reservation asked for.
        needed: usize,
    },
    /// A property value that cannot be read for its type: a size, a point,
    /// a number, a colour.
    #[error("line {line}, column {column}: {property}[{value}]: {reason}")]
    InvalidValue {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The property identifier.
        property: String,
        /// The value (at most 40 characters of it).
        value: String,
        /// Why it cannot be read.
        reason: &'static str,
    },
    /// A game tree whose `GM` is not 1 (Go).
    #[error("line {line}, column {column}: GM[{game}] is not Go (GM[1])")]
    NotGo {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The `GM` value.
        game: String,
    },
    /// A game index beyond the collection (kind
    /// [`ErrorKind::SgfNoSuchVariation`], as a path that leaves the tree).
    #[error("there is no game {game} (0-based): the collection holds {games}")]
    NoSuchGame {
        /// The 0-based index asked for.
        game: usize,
        /// Games in the collection.
        games: usize,
    },
    /// A path of child indexes that leaves the tree.
    #[error(
        "variation path step {step} asks for child {child}, but the node has {children} {}",
        if *.children == 1 { "child" } else { "children" }
    )]
    NoSuchVariation {
        /// 0-based index into the path.
        step: usize,
        /// The child index asked for.
        child: usize,
        /// Children the node has.
        children: usize,
    },
    /// A move off the board (strict replay; tolerant replay lists and skips it).
    #[error("line {line}, column {column}: move {move_number} ({color} {value}) is off the {size} board")]
    OffBoard {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// 1-based move number in the replayed line.
        move_number: usize,
        /// Who moved.
        color: Color,
        /// The value as written.
        value: String,
        /// The board size, `9x9`.
        size: String,
    },
    /// The first move the rules forbid (strict replay). The message names
    /// the point once, as the record writes it (found from outside: it
    /// named it again as a 0-based pair, `(4, 6)` beside `eg`).
    #[error(
        "line {line}, column {column}: move {move_number} ({color} {}) is illegal: {}",
        written_move(value),
        .reason.reason()
    )]
    IllegalMove {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// 1-based move number in the replayed line.
        move_number: usize,
        /// Who moved.
        color: Color,
        /// The value as written.
        value: String,
        /// Why the game refused it.
        reason: IllegalMove,
    },
    /// A move by the colour that is not to move (strict replay; tolerant
    /// replay records an implied pass).
    #[error("line {line}, column {column}: move {move_number} is by {color}, but it is the other colour's turn")]
    WrongColor {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// 1-based move number.
        move_number: usize,
        /// Who moved.
        color: Color,
    },
    /// Setup stones (`AB`/`AW`/`AE`, `HA` placement) the game refuses.
    #[error("line {line}, column {column}: setup refused: {reason}")]
    Setup {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The game's reason.
        reason: SetupError,
    },
}

impl SgfError {
    /// The stable kind of this error (its code and name): one `sgf_*` kind
    /// per variant, whatever error it wraps (the refused move's or setup's
    /// own reason stays in the variant).
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            SgfError::NoGameTree { .. } => ErrorKind::SgfNoGameTree,
            SgfError::Unexpected { .. } => ErrorKind::SgfUnexpected,
            SgfError::UnexpectedEnd { .. } => ErrorKind::SgfUnexpectedEnd,
            SgfError::InvalidIdentifier { .. } => ErrorKind::SgfInvalidIdentifier,
            SgfError::BinaryInput { .. } => ErrorKind::SgfBinaryInput,
            SgfError::UnknownCharset { .. } => ErrorKind::SgfUnknownCharset,
            SgfError::InputTooLarge { .. } | SgfError::TooLargeForMemory { .. } => ErrorKind::SgfInputTooLarge,
            SgfError::InvalidValue { .. } => ErrorKind::SgfInvalidValue,
            SgfError::NotGo { .. } => ErrorKind::SgfNotGo,
            SgfError::NoSuchVariation { .. } | SgfError::NoSuchGame { .. } => ErrorKind::SgfNoSuchVariation,
            SgfError::OffBoard { .. } => ErrorKind::SgfOffBoard,
            SgfError::IllegalMove { .. } => ErrorKind::SgfIllegalMove,
            SgfError::WrongColor { .. } => ErrorKind::SgfWrongColor,
            SgfError::Setup { .. } => ErrorKind::SgfSetup,
        }
    }

    /// Where in the text the error lies, for the variants that point into
    /// it (1-based line and byte column; 0, 0 for a tree built in memory);
    /// `None` for an unknown character set, an input too large and a
    /// variation path, which concern no place in the text.
    #[must_use]
    pub fn position(&self) -> Option<TextPosition> {
        match *self {
            SgfError::NoGameTree { line, column }
            | SgfError::Unexpected { line, column, .. }
            | SgfError::UnexpectedEnd { line, column, .. }
            | SgfError::InvalidIdentifier { line, column, .. }
            | SgfError::BinaryInput { line, column, .. }
            | SgfError::InvalidValue { line, column, .. }
            | SgfError::NotGo { line, column, .. }
            | SgfError::OffBoard { line, column, .. }
            | SgfError::IllegalMove { line, column, .. }
            | SgfError::WrongColor { line, column, .. }
            | SgfError::Setup { line, column, .. } => Some(TextPosition { line, column }),
            SgfError::UnknownCharset { .. }
            | SgfError::InputTooLarge { .. }
            | SgfError::TooLargeForMemory { .. }
            | SgfError::NoSuchVariation { .. }
            | SgfError::NoSuchGame { .. } => None,
        }
    }

    /// The board point the error names: the point of a refused move
    /// ([`SgfError::IllegalMove`]) or of refused setup stones
    /// ([`SgfError::Setup`]), when the game's reason names one.
    #[must_use]
    pub fn point(&self) -> Option<Point> {
        match self {
            SgfError::IllegalMove { reason, .. } => reason.point(),
            SgfError::Setup { reason, .. } => reason.point(),
            _ => None,
        }
    }
}

/// A place in the text: 1-based line and byte column (0, 0 when unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TextPosition {
    /// 1-based line (0 when unknown).
    pub line: usize,
    /// 1-based byte column within the line (0 when unknown).
    pub column: usize,
}

impl fmt::Display for TextPosition {
    /// Writes `line 3, column 14`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A repair made by the lenient parser, or a heuristic applied when a
/// record was mapped to a game: nothing is changed silently.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfWarning {
    /// Where in the text (0, 0 when unknown).
    pub position: TextPosition,
    /// What was repaired or assumed.
    pub kind: WarningKind,
}

impl fmt::Display for SgfWarning {
    /// Writes `line 3, column 14: <what>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.position, self.kind)
    }
}

/// What a warning reports.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WarningKind {
    /// A game tree began without `;`: a node was inserted.
    MissingNodeStart,
    /// A `(` directly after `(`: the extra level (and its `)`) was ignored.
    ExtraParenthesis,
    /// An empty game tree `()` was dropped.
    EmptyTree,
    /// A `]` inside a text value was not escaped: it was kept in the value.
    UnescapedBracket,
    /// The input ended inside a property value: the value was closed there;
    /// a move's (`B`, `W`) shorter than a point's two letters was left out
    /// with its property, its point being unknown (closed, `B[` would read
    /// as a pass).
    UnclosedValue,
    /// The input ended with this many game trees open: they were closed.
    UnclosedTrees(usize),
    /// Bytes that are not SGF inside or after a game tree were skipped.
    Garbage {
        /// How many bytes were skipped.
        bytes: usize,
    },
    /// A node after a variation in the same tree (`(;a(;b);c)`): it was
    /// read as a further child of the node before the variations.
    NodeAfterVariation,
    /// A property identifier with no value was dropped.
    PropertyWithoutValue(String),
    /// A property identifier with no upper-case letter was kept, upper-cased.
    IdentifierWithoutCapitals(String),
    /// A property appears more than once in one node, which FF\[4\]
    /// forbids (`AB[dd]AB[pp]`). Strict parsing reports it and keeps the
    /// node as written; lenient parsing (`repaired`) appends the later
    /// values to the first occurrence (`AB[dd][pp]`), and joins the texts of
    /// a repeated `C` or `GC` into one value with a line break between.
    /// (Two moves in one node are [`WarningKind::TwoMoves`].)
    RepeatedProperty {
        /// The identifier (upper-case letters).
        ident: String,
        /// Whether the node was repaired (lenient parsing).
        repaired: bool,
    },
    /// A node mixes a move (`B`, `W`, `KO`, `MN`) with setup (`AB`, `AW`,
    /// `AE`, `PL`), which FF\[4\] forbids (`;B[cc]AE[cc]`). Strict parsing
    /// reports it and keeps the node; lenient parsing (`repaired`) splits
    /// the node where the kind changes, in written order, each later part
    /// a child of the part before (`;B[cc];AE[cc]`), other properties
    /// staying with the part they are written in.
    MoveWithSetup {
        /// Whether the node was split (lenient parsing).
        repaired: bool,
    },
    /// A node holds two moves (`;B[aa]W[bb]`, `;B[aa]B[bb]`): FF\[4\]
    /// allows one. Strict parsing reports it; lenient parsing (`repaired`)
    /// splits the node before the second move.
    TwoMoves {
        /// Whether the node was split (lenient parsing).
        repaired: bool,
    },
    /// A property identifier with lower-case letters in a game tree that
    /// declares `FF[4]`, where only upper-case letters are allowed
    /// (`CoPyright`; FF\[1\]-FF\[3\] allowed them, and trees without
    /// `FF[4]` keep them silently). The identifier is read as its
    /// upper-case letters (`CP`) in both modes; strict parsing keeps the
    /// spelling for writing back, lenient parsing (`repaired`) writes `CP`.
    LowerCaseInIdentifier {
        /// The identifier as written.
        name: String,
        /// Whether the spelling was replaced (lenient parsing).
        repaired: bool,
    },
    /// How the text's character set was chosen when the bytes and `CA`
    /// disagree, or when no `CA` was given and the bytes are not UTF-8.
    Charset {
        /// The `CA` value, if any.
        declared: Option<String>,
        /// The encoding used to read the text.
        used: &'static str,
        /// Why.
        reason: &'static str,
    },
    /// A second game tree declares another character set than the first;
    /// the first one's is used for the whole collection.
    CharsetConflict(String),
    /// This many values could not be decoded in the text's character set
    /// (the warning's position is the first one's; in a UTF-16 text that
    /// is malformed, the start of the text):
    /// their raw bytes are kept (exact when written back in the original
    /// encoding) and replaced by U+FFFD when read as text or written as UTF-8.
    Undecodable(usize),
    /// A game tree's stored warnings were as many as are kept (1000 a
    /// tree, 100,000 in all): this many more of that tree were dropped.
    MoreWarnings(usize),
    /// A non-standard `KM` value was read by a documented heuristic.
    KomiHeuristic {
        /// The value as written.
        raw: String,
        /// The komi used, as `Komi`'s text (`6.5`).
        komi: String,
        /// Which heuristic.
        reason: &'static str,
    },
    /// An `RU` value that is not a known rule set: the default rules
    /// (Japanese, or Chinese without the `japanese` feature) are used.
    UnknownRules(String),
    /// `HA[n]` does not match the stones set up in the root node (a
    /// handicap is `n` black stones and no white one): they are plain
    /// setup stones and no handicap compensation applies.
    HandicapMismatch {
        /// The `HA` value.
        declared: u32,
        /// The `AB` stones of the root node.
        stones: usize,
        /// The `AW` stones of the root node.
        white_stones: usize,
    },
    /// A root value that cannot be read for its type or lies out of range
    /// (tolerant reading; strict reading refuses it as
    /// [`SgfError::InvalidValue`]). Nothing is invented in its place: the
    /// reason says what the game information holds instead (`komi: None`,
    /// no handicap, the text kept, ordinary Go). The property stays in the
    /// tree as it was.
    UnreadableValue {
        /// The identifier (`KM`).
        property: String,
        /// The value as written, trimmed (at most 40 characters of it).
        value: String,
        /// Why, and what is used instead.
        reason: &'static str,
    },
}

impl WarningKind {
    /// A stable snake_case name of the warning's kind, for summaries and
    /// bindings (`repeated_property`, `charset`, `komi_heuristic`, ...):
    /// the variant's name; its data is in the variant and its `Display`.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            WarningKind::MissingNodeStart => "missing_node_start",
            WarningKind::ExtraParenthesis => "extra_parenthesis",
            WarningKind::EmptyTree => "empty_tree",
            WarningKind::UnescapedBracket => "unescaped_bracket",
            WarningKind::UnclosedValue => "unclosed_value",
            WarningKind::UnclosedTrees(_) => "unclosed_trees",
            WarningKind::Garbage { .. } => "garbage",
            WarningKind::NodeAfterVariation => "node_after_variation",
            WarningKind::PropertyWithoutValue(_) => "property_without_value",
            WarningKind::IdentifierWithoutCapitals(_) => "identifier_without_capitals",
            WarningKind::RepeatedProperty { .. } => "repeated_property",
            WarningKind::MoveWithSetup { .. } => "move_with_setup",
            WarningKind::TwoMoves { .. } => "two_moves",
            WarningKind::LowerCaseInIdentifier { .. } => "lower_case_in_identifier",
            WarningKind::Charset { .. } => "charset",
            WarningKind::CharsetConflict(_) => "charset_conflict",
            WarningKind::Undecodable(_) => "undecodable",
            WarningKind::MoreWarnings(_) => "more_warnings",
            WarningKind::KomiHeuristic { .. } => "komi_heuristic",
            WarningKind::UnknownRules(_) => "unknown_rules",
            WarningKind::HandicapMismatch { .. } => "handicap_mismatch",
            WarningKind::UnreadableValue { .. } => "unreadable_value",
        }
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::MissingNodeStart => f.write_str("game tree without ';': node inserted"),
            WarningKind::ExtraParenthesis => f.write_str("'(' directly after '(': extra level ignored"),
            WarningKind::EmptyTree => f.write_str("empty game tree '()' dropped"),
            WarningKind::UnescapedBracket => f.write_str("unescaped ']' kept inside the value"),
            WarningKind::UnclosedValue => f.write_str("input ended inside a value: value closed (a move's left out)"),
            WarningKind::UnclosedTrees(n) => write!(f, "input ended with {n} game tree(s) open: closed"),
            WarningKind::Garbage { bytes } => write!(f, "{bytes} byte(s) that are not SGF skipped"),
            WarningKind::NodeAfterVariation => f.write_str("node after a variation read as a further variation"),
            WarningKind::PropertyWithoutValue(id) => write!(f, "property {id} without a value dropped"),
            WarningKind::IdentifierWithoutCapitals(id) => {
                write!(f, "identifier {id:?} has no upper-case letter: upper-cased")
            }
            WarningKind::Charset { declared, used, reason } => match declared {
                Some(d) => write!(f, "CA[{d}]: text read as {used} ({reason})"),
                None => write!(f, "no CA: text read as {used} ({reason})"),
            },
            WarningKind::RepeatedProperty { ident, repaired } => {
                write!(f, "property {ident} repeated in one node (FF[4] allows one)")?;
                if *repaired { f.write_str(": values merged") } else { Ok(()) }
            }
            WarningKind::MoveWithSetup { repaired } => {
                f.write_str("a node mixes a move with setup properties (FF[4] forbids it)")?;
                if *repaired { f.write_str(": node split in written order") } else { Ok(()) }
            }
            WarningKind::TwoMoves { repaired } => {
                f.write_str("two moves in one node (FF[4] allows one)")?;
                if *repaired { f.write_str(": node split before the second") } else { Ok(()) }
            }
            WarningKind::LowerCaseInIdentifier { name, repaired } => {
                write!(f, "identifier {name:?} has lower-case letters (not allowed in FF[4])")?;
                if *repaired { f.write_str(": written as its capitals") } else { Ok(()) }
            }
            WarningKind::CharsetConflict(ca) => write!(f, "CA[{ca}] differs from the first tree's: ignored"),
            WarningKind::Undecodable(n) => {
                write!(f, "{n} value(s) not decodable: raw bytes kept, U+FFFD when read as text")
            }
            WarningKind::MoreWarnings(n) => write!(f, "{n} more warning(s) not stored"),
            WarningKind::KomiHeuristic { raw, komi, reason } => write!(f, "KM[{raw}] read as {komi}: {reason}"),
            WarningKind::UnknownRules(raw) => write!(f, "RU[{raw}] unknown: default rules used"),
            WarningKind::HandicapMismatch { declared, stones, white_stones: 0 } => {
                write!(f, "HA[{declared}] but {stones} AB stone(s) in the root: no handicap compensation")
            }
            WarningKind::HandicapMismatch { declared, stones, white_stones } => {
                write!(
                    f,
                    "HA[{declared}] but {stones} AB and {white_stones} AW stone(s) in the root (a handicap has no white stone): no handicap compensation"
                )
            }
            WarningKind::UnreadableValue { property, value, reason } => write!(f, "{property}[{value}]: {reason}"),
        }
    }
}

/// A move's value as a message shows it: as written, or `pass` for an
/// empty value (found from outside: a refused pass read `(Black )`).
fn written_move(value: &str) -> &str {
    if value.is_empty() { "pass" } else { value }
}
