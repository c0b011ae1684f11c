//! The exception tree: one Python class per go-core error family, all under
//! `GoError(ValueError)`, with the core's stable kinds.
//!
//! | go-core family                  | Python class                          |
//! |---------------------------------|---------------------------------------|
//! | `SetupError`                    | `SetupError`                          |
//! | `IllegalMove`                   | `IllegalMoveError`                    |
//! | `GameError`                     | `GameStateError`                      |
//! | `CountingError`                 | `CountingError(GameStateError)`       |
//! | `ParseError`                    | `ParseError`                          |
//! | `SgfError`                      | `SgfError`                            |
//!
//! `GameError` wraps the errors of other families (`GameError::Setup`,
//! `::Illegal`, `::Counting`): those keep their own family's class.
//!
//! Every instance carries `reason` (the core's `ErrorKind` name, as
//! `e.kind().name()`: never mapped here by hand), `code` (its stable
//! number), `point` (`(x, y)` when the error names one), `line` and
//! `column` (1-based, SGF errors that point into the text) and `argument`
//! (the name of the Python argument that was refused, when the error comes
//! from one: a point off the board names its argument whether the
//! converter or the engine finds it off, see [`point_arg`]). The classes
//! hold `None` for each, so that every attribute exists even on an
//! instance raised by hand. The message is the core's `Display` text; a
//! word the core could not read has the argument's name before it
//! ([`named`]).
//!
//! A few argument errors have no core value to carry them (a coordinate or
//! a size beyond the core's integer types): they get the kind the core
//! would give a value just inside its types, and a message in the core's
//! words, written here.

use go_core::{CountingError as CoreCounting, ErrorKind, GameError, IllegalMove, ParseError as CoreParse, Point};
use go_core::{SetupError as CoreSetup, SgfError as CoreSgf, TextPosition};
use pyo3::create_exception;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::type_object::PyTypeInfo;

create_exception!(
    go_core,
    GoError,
    pyo3::exceptions::PyValueError,
    "Base class of every error go_core raises for a refused argument, setup,\n\
     move, action, text or SGF record (itself a ``ValueError``).\n\n\
     Attributes (``None`` where they do not apply): ``reason`` (str, the\n\
     engine's error kind name, one of ``go_core.types.ErrorKindName``),\n\
     ``code`` (int, its stable number: 2xx setup, 3xx move, 4xx other\n\
     action, 5xx text, 6xx SGF), ``point`` (``(x, y)``), ``line`` and\n\
     ``column`` (1-based place in an SGF text), ``argument`` (the name of\n\
     the Python argument whose value was refused: malformed, of the wrong\n\
     kind, off the board, or a setup or dead list that cannot stand; a\n\
     well-formed move that the rules refuse in the position, an occupied\n\
     point, ko, superko or suicide, or a seat out of turn, names none: the\n\
     position refuses it, not the argument). The object the call was made on is\n\
     unchanged. A number outside its range that is no value of the game\n\
     (a thread or worker count, a budget, a stride, a batch size) is a\n\
     plain ``ValueError`` instead, whose ``argument`` attribute names the\n\
     argument too."
);
create_exception!(
    go_core,
    SetupError,
    GoError,
    "A game or board that cannot be set up as asked: size, topology, rules,\n\
     komi, handicap, setup stones, seats, clock or variant (reasons 2xx)."
);
create_exception!(
    go_core,
    IllegalMoveError,
    GoError,
    "A move the rules or the game's state refuse now: off the board,\n\
     occupied, suicide, ko, superko, not the phase of moves, the game over,\n\
     the wrong or an unknown seat, the flag fallen, a clock timestamp\n\
     running backwards (reasons 3xx). The game is unchanged, except that a\n\
     timed move after the flag fell ends the game on time (reason\n\
     ``time_expired``)."
);
create_exception!(
    go_core,
    GameStateError,
    GoError,
    "An action other than a move that the game's state refuses: the wrong\n\
     phase, nothing to undo, no proposal to answer, a seat that cannot act,\n\
     a record that does not replay (reasons 4xx, and the seat reasons).\n\
     The game is unchanged."
);
create_exception!(
    go_core,
    CountingError,
    GameStateError,
    "A dead-stone mark on a point that cannot take it: off the board or\n\
     empty (reasons ``mark_off_board``, ``not_a_stone``); or a count whose\n\
     margin is beyond what a result holds (``margin_too_large``)."
);
create_exception!(
    go_core,
    ParseError,
    GoError,
    "A text that does not name what was asked for: a vocabulary word (ko\n\
     rule, topology, colour, ...), a GTP vertex, a point, a seat or a\n\
     result (reasons 5xx)."
);
create_exception!(
    go_core,
    SgfError,
    GoError,
    "An SGF text that cannot be read, mapped to a game or replayed\n\
     (reasons 6xx), with ``line`` and ``column`` where the error lies in\n\
     the text (1-based; the column counts bytes of the line)."
);

/// The Python class of an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Setup,
    Illegal,
    GameState,
    Counting,
    Parse,
    Sgf,
}

/// An error on its way to Python: class, message and attributes.
#[derive(Clone, Debug)]
pub(crate) struct Raised {
    class: Class,
    message: String,
    kind: ErrorKind,
    point: Option<(i128, i128)>,
    position: Option<TextPosition>,
    argument: Option<&'static str>,
}

impl Raised {
    /// An error of `class` and `kind` with a message written here.
    pub(crate) fn new(class: Class, kind: ErrorKind, message: String) -> Raised {
        Raised { class, message, kind, point: None, position: None, argument: None }
    }

    /// The same error naming the Python argument it comes from.
    pub(crate) fn argument(mut self, name: &'static str) -> Raised {
        self.argument = Some(name);
        self
    }

    /// The same error naming a point given as two integers.
    pub(crate) fn at(mut self, x: i128, y: i128) -> Raised {
        self.point = Some((x, y));
        self
    }

    /// The exception, with its attributes set.
    pub(crate) fn into_pyerr(self) -> PyErr {
        Python::attach(|py| {
            let err = match self.class {
                Class::Setup => PyErr::new::<SetupError, _>(self.message),
                Class::Illegal => PyErr::new::<IllegalMoveError, _>(self.message),
                Class::GameState => PyErr::new::<GameStateError, _>(self.message),
                Class::Counting => PyErr::new::<CountingError, _>(self.message),
                Class::Parse => PyErr::new::<ParseError, _>(self.message),
                Class::Sgf => PyErr::new::<SgfError, _>(self.message),
            };
            // Normalised by the interpreter (see `convert::normalized`):
            // this runs inside a game's lock.
            let err = crate::convert::normalized(py, err);
            let value = err.value(py);
            let set = || -> PyResult<()> {
                value.setattr(intern!(py, "reason"), self.kind.name())?;
                value.setattr(intern!(py, "code"), self.kind.code())?;
                value.setattr(intern!(py, "point"), self.point)?;
                value.setattr(intern!(py, "line"), self.position.map(|p| p.line))?;
                value.setattr(intern!(py, "column"), self.position.map(|p| p.column))?;
                value.setattr(intern!(py, "argument"), self.argument)?;
                Ok(())
            };
            match set() {
                Ok(()) => err,
                Err(e) => e,
            }
        })
    }
}

impl From<Raised> for PyErr {
    fn from(r: Raised) -> PyErr {
        r.into_pyerr()
    }
}

fn xy(p: Point) -> (i128, i128) {
    (i128::from(p.x), i128::from(p.y))
}

/// A go-core error, as the exception tree sees it.
pub(crate) trait CoreError: std::fmt::Display {
    /// The Python class.
    fn class(&self) -> Class;
    /// The core's stable kind.
    fn kind(&self) -> ErrorKind;
    /// The point the error names.
    fn point(&self) -> Option<Point>;
    /// The place in an SGF text.
    fn position(&self) -> Option<TextPosition> {
        None
    }

    /// The error on its way to Python.
    fn raised(&self) -> Raised {
        Raised {
            class: self.class(),
            message: self.to_string(),
            kind: self.kind(),
            point: self.point().map(xy),
            position: self.position(),
            argument: None,
        }
    }
}

impl CoreError for CoreSetup {
    fn class(&self) -> Class {
        Class::Setup
    }
    fn kind(&self) -> ErrorKind {
        CoreSetup::kind(self)
    }
    fn point(&self) -> Option<Point> {
        CoreSetup::point(self)
    }
    fn position(&self) -> Option<TextPosition> {
        match *self {
            CoreSetup::Diagram { line, column, .. } => Some(TextPosition { line, column }),
            _ => None,
        }
    }
}

impl CoreError for IllegalMove {
    fn class(&self) -> Class {
        Class::Illegal
    }
    fn kind(&self) -> ErrorKind {
        IllegalMove::kind(self)
    }
    fn point(&self) -> Option<Point> {
        IllegalMove::point(self)
    }
}

impl CoreError for CoreCounting {
    fn class(&self) -> Class {
        Class::Counting
    }
    fn kind(&self) -> ErrorKind {
        CoreCounting::kind(self)
    }
    fn point(&self) -> Option<Point> {
        CoreCounting::point(self)
    }
}

impl CoreError for GameError {
    /// The wrapped family's class for the transparent wrappers; every other
    /// game error is a game-state error.
    fn class(&self) -> Class {
        match self {
            GameError::Setup(_) => Class::Setup,
            GameError::Illegal(_) => Class::Illegal,
            GameError::Counting(_) => Class::Counting,
            _ => Class::GameState,
        }
    }
    fn kind(&self) -> ErrorKind {
        GameError::kind(self)
    }
    fn point(&self) -> Option<Point> {
        GameError::point(self)
    }
}

impl CoreError for CoreParse {
    fn class(&self) -> Class {
        Class::Parse
    }
    fn kind(&self) -> ErrorKind {
        CoreParse::kind(self)
    }
    fn point(&self) -> Option<Point> {
        None
    }
}

impl CoreError for CoreSgf {
    fn class(&self) -> Class {
        Class::Sgf
    }
    fn kind(&self) -> ErrorKind {
        CoreSgf::kind(self)
    }
    fn point(&self) -> Option<Point> {
        CoreSgf::point(self)
    }
    fn position(&self) -> Option<TextPosition> {
        CoreSgf::position(self)
    }
}

/// The exception for a core error.
pub(crate) fn err<E: CoreError>(e: E) -> PyErr {
    e.raised().into_pyerr()
}

/// The exception for a core error caused by the Python argument `name`.
pub(crate) fn arg<E: CoreError>(name: &'static str) -> impl FnOnce(E) -> PyErr {
    move |e| e.raised().argument(name).into_pyerr()
}

/// The exception for a core error reading the text of the Python argument
/// `name` (a vocabulary word, rules, a seat): `argument` set, and the
/// message led by the argument's name (`convention: "x" is not a
/// RefereeConvention; expected one of: ...`), since the core's text names
/// only the vocabulary.
pub(crate) fn named<E: CoreError>(name: &'static str) -> impl FnOnce(E) -> PyErr {
    move |e| {
        let mut r = e.raised().argument(name);
        r.message = format!("{name}: {}", r.message);
        r.into_pyerr()
    }
}

/// The exception for a core error refusing a point of the Python argument
/// `name` as off the board (`off_board`, `setup_off_board`,
/// `mark_off_board`) names the argument, as the converters do for a point
/// beyond the core's coordinates; any other refusal is the game's or the
/// board's state speaking, and is [`err`]'s.
pub(crate) fn point_arg<E: CoreError>(name: &'static str) -> impl FnOnce(E) -> PyErr {
    move |e| {
        let r = e.raised();
        match r.kind {
            ErrorKind::OffBoard | ErrorKind::SetupOffBoard | ErrorKind::MarkOffBoard => r.argument(name).into_pyerr(),
            _ => r.into_pyerr(),
        }
    }
}

/// Sets `None` for every attribute on the base class, so that every
/// instance has them.
pub(crate) fn add_class_defaults(py: Python<'_>) -> PyResult<()> {
    let base = GoError::type_object(py);
    for name in ["reason", "code", "point", "line", "column", "argument"] {
        base.setattr(name, py.None())?;
    }
    Ok(())
}
