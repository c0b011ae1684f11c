//! `go_core.Game`: a wrapper around `go_core::Game` that converts
//! arguments, calls the core and converts back. Every rule is go-core's.

use go_core::{Bot, BotConfig, Color, ErrorKind, Game, GameRecord, Move, MoveRecord, Seat, SgfCollection};
use numpy::PyArray2;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple, PyType};

use crate::analysis::{self, PyAnalysis};
use crate::board::PyBoard;
use crate::convert::{self, Place, sorted_xys as sorted};
use crate::errors::{self, Class, Raised};
use crate::guard::{Poisonable, guard};
use crate::interrupt;
use crate::rules::PyRules;
use crate::score::PyScore;
use crate::setup::{self, PyTimeControl, PyTimeLeft, SetupArgs};

/// One move of a game (``Game.moves``, ``Game.undo``): ``seat`` (``"B1"``),
/// ``color`` (``"black"``/``"white"``), ``move`` (``(x, y)`` or ``None``
/// for a pass), ``captured`` (opponent stones it captured, row-major),
/// ``suicided`` (own stones removed as suicide, the played stone
/// included), ``irregularity`` (what a tolerant replay let through, a
/// ``go_core.types.IrregularityName``, else ``None``) and ``out_of_turn``
/// (a partner's move accepted with the Pair Go penalty).
#[pyclass(name = "MoveRecord", module = "go_core", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyMoveRecord {
    /// Who moved: ``"B1"``, ``"W2"``, ...
    seat: String,
    /// The colour that moved: ``"black"`` or ``"white"``.
    color: &'static str,
    /// The move: ``(x, y)``, or ``None`` for a pass.
    #[pyo3(name = "move")]
    mv: Option<(u8, u8)>,
    /// Opponent stones it captured ``(x, y)``, row-major.
    captured: Vec<(u8, u8)>,
    /// Own stones removed as suicide (the played stone included).
    suicided: Vec<(u8, u8)>,
    /// What a tolerant replay let through (``"occupied"``, ``"suicide"``,
    /// ``"ko"``, ``"superko"``, ``"implied_pass"``, ``"play_after_end"``),
    /// else ``None``.
    irregularity: Option<&'static str>,
    /// Whether a partner's move out of turn was accepted with the Pair Go
    /// penalty.
    out_of_turn: bool,
}

crate::pickling::pickled!(PyMoveRecord { seat, color, mv, captured, suicided, irregularity, out_of_turn });

impl From<&MoveRecord> for PyMoveRecord {
    fn from(r: &MoveRecord) -> PyMoveRecord {
        PyMoveRecord {
            seat: r.seat.to_string(),
            color: r.color().name(),
            mv: convert::move_xy(r.mv),
            captured: sorted(&r.captured),
            suicided: sorted(&r.suicided),
            irregularity: r.irregularity.map(|i| i.name()),
            out_of_turn: r.out_of_turn,
        }
    }
}

#[pymethods]
impl PyMoveRecord {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!("MoveRecord(seat='{}', move={}, captured={:?})", self.seat, convert::repr(py, self.mv), self.captured)
    }
}

/// A game of Go: the board, whose turn it is, the history (ko and superko),
/// prisoners, clocks, phase and result, under a rule set and a variant. A
/// refused call raises a ``GoError`` subclass and leaves the game unchanged,
/// with one exception the rules make: a timed move or pass after the
/// mover's time has run out raises ``IllegalMoveError`` (``time_expired``)
/// and the game ends on time (RULES.md section 4: a timeout ends the game
/// at once, a loss for that side).
///
/// ``Game(size=None, *, rules=None, komi=None, handicap=None,
/// handicap_kind=None, corner_line_12=None, topology=None, setup=None,
/// to_move=None, seats=None, out_of_turn=None, clock=None, atari=None,
/// phantom=None)`` describes the game as go-core's ``GameSetup``:
///
/// - ``size``: an int (square) or ``(width, height)``, each side 1..52
///   (default 19x19);
/// - ``rules``: a ``Rules``, a preset name (``"japanese"``: that preset's
///   rules for this size) or the rules' text form (``"chinese ko=simple"``);
///   default the studio rules;
/// - ``komi``: overrides the rules' komi (int, float or str, a multiple of
///   0.5);
/// - ``handicap``: a number of stones on the standard star points (fixed,
///   RULES.md section 5; White moves first), or a sequence of points for a
///   free handicap placed at once; with ``handicap_kind="free"`` and a
///   number, Black places them later (``place_free_handicap``), as a
///   number does under the game site's rules unless ``handicap_kind`` is
///   ``"fixed"`` (its preset plays free handicap, RULES.md section 9); a
///   sequence of points with ``handicap_kind`` ``"fixed"`` or ``"none"``
///   is a ``SetupError`` (``invalid_handicap``, argument
///   ``handicap_kind``); the komi stays the rules' (RULES.md names none
///   for handicap games; 0.5 or none is common: pass ``komi``);
///   ``corner_line_12`` (``"third"``/``"fourth"``): the corner line of a
///   fixed handicap on 12x12;
/// - ``topology``: ``"planar"``, ``"torus"``, ``"hcylinder"`` or
///   ``"vcylinder"`` (RULES.md section 6; a wrapped axis needs 3 points);
/// - ``setup``: ``{point: colour}`` stones before the first move and any
///   handicap (SGF's ``AB``/``AW``); ``to_move``: who moves first;
/// - ``seats``: ``(black, white)``, each a number of seats or the kinds of
///   the seats in turn order (``"person"``, ``"computer"``): team Go plays
///   B1, W1, B2, W2, ...; ``out_of_turn``: ``"refuse"`` (default) or
///   ``"pair_go_penalty"`` (a partner's move out of turn stands and the
///   other side receives 3 points);
/// - ``clock``: a ``TimeControl``; times are passed to each call in
///   milliseconds (``at_ms``), the engine reads no clock;
/// - ``atari``: Atari Go, won by the first side to capture that many
///   stones; ``phantom``: Phantom Go's referee convention (use
///   ``PhantomGame`` to referee it).
///
/// Each refused argument raises a ``GoError`` subclass whose ``argument``
/// names it (``SetupError`` for a setting the core refuses, ``ParseError``
/// for an unknown word); other types are a ``TypeError``.
///
/// Points are ``(x, y)``, column and row 0-based from the top-left corner
/// as in SGF, or GTP vertices (``"D4"``); moves are points, ``None`` or
/// ``"pass"``; colours ``"black"``/``"white"`` (``"b"``/``"w"``); seats
/// ``"B1"``, ``"W2"``. Games pickle (through go-core's ``GameRecord``: the
/// setup and every event, replayed on loading) and copy.
#[pyclass(name = "Game", module = "go_core", frozen)]
pub(crate) struct PyGame {
    /// The game; a change that panicked leaves it refusing every call.
    game: Poisonable<Game>,
}

/// A colour or a seat: who acts in the counting phase.
enum Who {
    Color(Color),
    Seat(Seat),
}

fn who(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<Who> {
    let text = convert::text(obj, argument)?;
    match text.parse::<Seat>() {
        Ok(seat) => Ok(Who::Seat(seat)),
        Err(_) => text.parse::<Color>().map(Who::Color).map_err(errors::named(argument)),
    }
}

fn captured(record: &MoveRecord) -> Vec<(u8, u8)> {
    sorted(&record.captured)
}

impl PyGame {
    pub(crate) fn wrap(game: Game) -> PyGame {
        PyGame { game: Poisonable::new(game, "Game") }
    }

    /// Runs a read of the game inside the panic boundary.
    pub(crate) fn read<T>(&self, f: impl FnOnce(&Game) -> PyResult<T>) -> PyResult<T> {
        self.game.read(f)
    }

    /// Runs a change of the game inside the panic boundary.
    pub(crate) fn write<T>(&self, f: impl FnOnce(&mut Game) -> PyResult<T>) -> PyResult<T> {
        self.game.write(f)
    }

    /// The game's record as JSON (go-core's serde form of `GameRecord`).
    pub(crate) fn record_json(game: &Game) -> PyResult<String> {
        serde_json::to_string(&game.record()).map_err(|e| PyRuntimeError::new_err(e.to_string()))
    }

    /// The game a record's JSON describes.
    pub(crate) fn from_record_json(text: &str) -> PyResult<Game> {
        let record: GameRecord = serde_json::from_str(text).map_err(|e| json_error(&e, "a game record"))?;
        Game::from_record(&record).map_err(errors::arg("text"))
    }
}

/// A `GameStateError` (``invalid_record``, argument ``text``) for a JSON
/// text that is not `what`.
pub(crate) fn json_error(e: &serde_json::Error, what: &str) -> PyErr {
    // serde quotes the offending value whole (found from outside: a 10 MB
    // string made a 10 MB message); its place comes last.
    let why = e.to_string();
    let why = match (why.char_indices().nth(160), why.char_indices().rev().nth(79)) {
        (Some((head, _)), Some((tail, _))) if tail > head => format!("{} [...] {}", &why[..head], &why[tail..]),
        _ => why,
    };
    Raised::new(Class::GameState, ErrorKind::InvalidRecord, format!("not {what}: {why}")).argument("text").into_pyerr()
}

#[pymethods]
impl PyGame {
    /// The position as an SVG picture (``str``), the last move ringed
    /// (``last=(x, y)`` rings another point, ``last=None`` none):
    /// ``numbers=True`` writes each standing stone's move number (an
    /// ``int`` n: the last n moves only), ``score=`` a ``Score`` shades its
    /// ownership (``Score.ownership``), or ``ownership=`` an array as
    /// ``Board.to_svg`` takes it (``Analysis.ownership``; not both),
    /// ``dead=[(x, y)]`` crosses those stones, ``coordinates=True``,
    /// ``title=None``. Tori and cylinders show their seams dashed in red. 24
    /// pixels per line spacing. Raises as ``Board.to_svg`` for an option it
    /// cannot draw; ``numbers`` is a ``bool`` or an int in
    /// ``0..=sys.maxsize``.
    #[pyo3(signature = (**options))]
    fn to_svg(slf: &Bound<'_, Self>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        convert::svg(slf.as_any(), "game_svg", options)
    }

    /// The current position as input planes for machine learning: a NumPy
    /// array ``(1, C, H, W)`` (``C`` planes, board height, width; indexed
    /// ``[0, c, y, x]``) of ``dtype`` ``"float32"`` (default) or
    /// ``"uint8"`` (or the NumPy dtype or spelling of either, ``"f4"``), each value 0 or 1.
    /// ``planes``: names, in order (default
    /// ``go_core.FEATURE_PLANES``): ``own`` / ``opponent`` (stones of the
    /// side to move / of the other side), ``empty``, ``liberties_1``,
    /// ``liberties_2``, ``liberties_3`` (stones of either colour whose
    /// chain has 1, 2, 3 or more liberties), ``ko`` (the point the simple
    /// ko rule forbids now), ``last_k`` (k = 1..64: where the k-th last
    /// move was played, if its stone stands: not captured, not replaced by
    /// a later stone on the point in a tolerant replay, and a stone of its
    /// colour there after any edit; a pass marks nothing),
    /// ``legal`` (``legal_mask()``), ``black_to_move`` (all ones when
    /// Black moves), ``ones``; at most 256 names (repeats allowed), at
    /// least one. Raises ``ValueError`` for an unknown plane or dtype, no
    /// names (``[]``) or more than 256, ``TypeError`` for ``planes`` that
    /// is not a sequence of str, ``MemoryError`` when the array cannot be
    /// allocated.
    #[pyo3(signature = (planes = None, *, dtype = None))]
    fn features<'py>(
        slf: &Bound<'py, Self>,
        planes: Option<&Bound<'py, PyAny>>,
        dtype: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let planes = convert::opt_texts(planes, "planes")?;
        let dtype = dtype.filter(|d| !d.is_none()).map(convert::dtype_name).transpose()?;
        let dtype = dtype.as_deref().unwrap_or("float32");
        let game = slf.get().read(|g| Ok(g.clone()))?;
        guard(|| crate::features::game_features(py, &game, planes, dtype))
    }

    /// Jupyter's picture of the game: ``to_svg()``.
    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        convert::svg(slf.as_any(), "game_svg", None)
    }

    #[new]
    #[pyo3(signature = (
        size = None, *, rules = None, komi = None, handicap = None, handicap_kind = None, corner_line_12 = None,
        topology = None, setup = None, to_move = None, seats = None, out_of_turn = None, clock = None, atari = None,
        phantom = None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        size: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        komi: Option<&Bound<'_, PyAny>>,
        handicap: Option<&Bound<'_, PyAny>>,
        handicap_kind: Option<&Bound<'_, PyAny>>,
        corner_line_12: Option<&Bound<'_, PyAny>>,
        topology: Option<&Bound<'_, PyAny>>,
        setup: Option<&Bound<'_, PyAny>>,
        to_move: Option<&Bound<'_, PyAny>>,
        seats: Option<&Bound<'_, PyAny>>,
        out_of_turn: Option<&Bound<'_, PyAny>>,
        clock: Option<&Bound<'_, PyAny>>,
        atari: Option<&Bound<'_, PyAny>>,
        phantom: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        guard(|| {
            let nineteen = 19u8.into_pyobject(py)?.into_any();
            let args = SetupArgs {
                size: size.unwrap_or(&nineteen),
                rules,
                komi,
                handicap,
                handicap_kind,
                corner_line_12,
                topology,
                setup,
                to_move,
                seats,
                out_of_turn,
                clock,
                atari,
                phantom,
                phantom_argument: "phantom",
            };
            let (setup, free) = setup::build(&args)?;
            Ok(PyGame::wrap(setup::start(setup, free)?))
        })
    }

    /// Makes ``move`` for the seat whose turn it is and returns the points
    /// of the stones it captured (row-major). Two passes in a row end play
    /// (``phase`` becomes ``"counting"``; under Tromp-Taylor the game is
    /// counted at once); under simple ko a long cycle ends the game as the
    /// rules say (RULES.md section 3).
    ///
    /// With ``at_ms`` (the caller's monotonic timestamp in milliseconds)
    /// the mover's clock is charged up to then and the other side's starts;
    /// a move after the flag fell ends the game on time instead. Without
    /// it the move has no time and the clocks are left as they are: a
    /// running clock keeps running for the side that was to move (which a
    /// later ``check_time`` may flag), so a timed game gives ``at_ms`` on
    /// every move.
    ///
    /// Raises ``IllegalMoveError`` (``reason``: ``off_board``,
    /// ``occupied``, ``suicide``, ``ko``, ``superko``, ``not_playing``,
    /// ``game_over``, ``time_expired``, ``clock_backwards``) or
    /// ``ParseError`` (``invalid_vertex``).
    #[pyo3(signature = (r#move, *, at_ms = None))]
    fn play(&self, r#move: &Bound<'_, PyAny>, at_ms: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(u8, u8)>> {
        self.write(|g| {
            let at = convert::opt_unsigned::<u64>(at_ms, "at_ms")?;
            let mv = convert::move_(r#move, g.board().size(), "move")?;
            let record = match at {
                None => g.play(mv),
                Some(t) => g.play_at(mv, t),
            };
            record.map(captured).map_err(errors::point_arg("move"))
        })
    }

    /// Makes ``move`` for ``seat`` (``"B1"``, ``"W2"``), refused unless it
    /// is that seat's turn (under the ``"pair_go_penalty"`` rule a partner's
    /// move out of turn stands, the other side receives 3 points, and play
    /// continues from the seat after the offender, as if it had moved in its
    /// own turn: at seats B1 W1 B2 W2, W2 moving in W1's turn is followed by
    /// B1). Returns the points captured.
    ///
    /// Raises ``IllegalMoveError`` (``wrong_seat``, ``unknown_seat``, or as
    /// ``play``) or ``ParseError`` (``invalid_seat``).
    #[pyo3(signature = (seat, r#move, *, at_ms = None))]
    fn play_as(
        &self,
        seat: &Bound<'_, PyAny>,
        r#move: &Bound<'_, PyAny>,
        at_ms: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<(u8, u8)>> {
        self.write(|g| {
            let seat = convert::seat(seat, "seat")?;
            let at = convert::opt_unsigned::<u64>(at_ms, "at_ms")?;
            let mv = convert::move_(r#move, g.board().size(), "move")?;
            let record = match at {
                None => g.play_as(seat, mv),
                Some(t) => g.play_as_at(seat, mv, t),
            };
            record.map(captured).map_err(errors::point_arg("move"))
        })
    }

    /// Makes ``move`` for ``color`` whatever the turn, as GTP's ``play`` and
    /// SGF records do: after two passes play resumes first, and ``color``
    /// becomes the side to move first (both recorded). Returns the points
    /// captured. Raises ``IllegalMoveError`` as ``play``. ``undo`` then takes
    /// back the move alone: play stays resumed and ``color`` stays the side
    /// to move.
    #[pyo3(signature = (color, r#move))]
    fn play_for(&self, color: &Bound<'_, PyAny>, r#move: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
        self.write(|g| {
            let color = convert::color(color, "color")?;
            let mv = convert::move_(r#move, g.board().size(), "move")?;
            g.play_for(color, mv).map(captured).map_err(errors::point_arg("move"))
        })
    }

    /// Passes for the seat whose turn it is (``play(None)``).
    #[pyo3(signature = (*, at_ms = None))]
    fn pass_(&self, at_ms: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        self.write(|g| {
            let at = convert::opt_unsigned::<u64>(at_ms, "at_ms")?;
            match at {
                None => g.pass(),
                Some(t) => g.play_at(Move::Pass, t),
            }
            .map(|_| ())
            .map_err(errors::err)
        })
    }

    /// Replays ``move`` by ``color`` as a record demands, even where the
    /// rules forbid it (RULES.md section 3, tolerant replay): a stone on an
    /// occupied point replaces it, a forbidden suicide removes the chain, a
    /// ko or superko repetition stands, a move by the side not to move is
    /// preceded by the other side's pass, a move after play ended on the
    /// board (two passes, a count, a long cycle, an Atari Go capture)
    /// resumes play. Returns the irregularities applied (names of
    /// ``go_core.types.IrregularityName``), empty for a legal move. Raises
    /// ``IllegalMoveError`` (``off_board``) when nothing can be applied,
    /// (``not_playing``) before a free handicap is placed: play has not
    /// begun, so ``place_free_handicap`` comes first, and (``game_over``)
    /// after a resignation, a loss on time or a forfeit. The game is then
    /// unchanged.
    #[pyo3(signature = (color, r#move))]
    fn replay_move(&self, color: &Bound<'_, PyAny>, r#move: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
        self.write(|g| {
            let color = convert::color(color, "color")?;
            let mv = convert::move_(r#move, g.board().size(), "move")?;
            let found = g.replay_move(color, mv).map_err(errors::point_arg("move"))?;
            Ok(found.into_iter().map(|i| i.name()).collect())
        })
    }

    /// Whether ``move`` is legal now for the seat to move (or for ``seat``:
    /// then also its turn). Never raises for an illegal move: see
    /// ``check_move`` for the reason. A text that is not a vertex raises
    /// ``ParseError``.
    #[pyo3(signature = (r#move, *, seat = None))]
    fn is_legal(&self, r#move: &Bound<'_, PyAny>, seat: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
        self.read(|g| {
            let seat = seat.map(|s| convert::seat(s, "seat")).transpose()?;
            let mv = match convert::move_(r#move, g.board().size(), "move") {
                Ok(mv) => mv,
                Err(e) => {
                    // Normalised by the interpreter before its class is
                    // read (see `convert::normalized`: a wrong type's
                    // error read as it came let other threads find the
                    // game in use, found from outside).
                    let py = r#move.py();
                    let e = convert::normalized(py, e);
                    // Coordinates beyond the core's types lie off every board.
                    if e.is_instance_of::<errors::IllegalMoveError>(py) {
                        return Ok(false);
                    }
                    return Err(e);
                }
            };
            Ok(match seat {
                None => g.is_legal(mv).is_ok(),
                Some(s) => g.is_legal_as(s, mv).is_ok(),
            })
        })
    }

    /// Checks ``move`` as ``play`` (or ``play_as`` with ``seat``) would,
    /// changing nothing: returns ``None`` when legal, else raises the
    /// ``IllegalMoveError`` that ``play`` would.
    #[pyo3(signature = (r#move, *, seat = None))]
    fn check_move(&self, r#move: &Bound<'_, PyAny>, seat: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        self.read(|g| {
            let seat = seat.map(|s| convert::seat(s, "seat")).transpose()?;
            let mv = convert::move_(r#move, g.board().size(), "move")?;
            match seat {
                None => g.is_legal(mv),
                Some(s) => g.is_legal_as(s, mv),
            }
            .map_err(errors::point_arg("move"))
        })
    }

    /// Every legal move of the seat to move: points ``(x, y)`` in row-major
    /// order, then ``None`` for the pass; empty when the game is not being
    /// played.
    fn legal_moves(&self) -> PyResult<Vec<Option<(u8, u8)>>> {
        self.read(|g| Ok(g.legal_moves().into_iter().map(convert::move_xy).collect()))
    }

    /// The points the seat to move may play now, as a NumPy ``bool`` array
    /// of shape ``(height, width)`` indexed ``[y, x]`` (all ``False`` when
    /// the game is not being played; a pass is always legal in play). The
    /// same answers as ``is_legal`` point by point.
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<bool>>> {
        self.read(|g| convert::grid_array(py, &g.legal_mask()))
    }

    /// Takes back the last move (a play or a pass) and returns it as a
    /// ``MoveRecord``: position, prisoners, turn and phase return to what
    /// they were, and the stones edited in, dead-stone marks and proposals
    /// made since are dropped with it (stones edited in with no move before
    /// them are not a move: ``nothing_to_undo``); in a timed game the
    /// clocks are turned back to what they were before the move. Raises ``GameStateError``
    /// (``nothing_to_undo``; ``wrong_phase`` after a resignation or another
    /// result not made by a move).
    fn undo(&self) -> PyResult<PyMoveRecord> {
        self.write(|g| g.undo().map(|r| PyMoveRecord::from(&r)).map_err(errors::err))
    }

    /// The side to move resigns, or, with ``seat``, that seat resigns for
    /// its side whatever the turn (RULES.md sections 4 and 6). Returns the
    /// result (``"W+R"``). Raises ``GameStateError`` (``wrong_phase`` when
    /// finished, ``unknown_seat``).
    #[pyo3(signature = (*, seat = None))]
    fn resign(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        self.write(|g| {
            let seat = seat.map(|s| convert::seat(s, "seat")).transpose()?;
            match seat {
                None => g.resign(),
                Some(s) => g.resign_as(s),
            }
            .map(|r| r.to_string())
            .map_err(errors::err)
        })
    }

    /// ``seat`` left the table: its side forfeits (``"W+F"``/``"B+F"``).
    /// Returns the result. Raises ``GameStateError`` (``wrong_phase``,
    /// ``unknown_seat``).
    fn leave(&self, seat: &Bound<'_, PyAny>) -> PyResult<String> {
        self.write(|g| {
            let seat = convert::seat(seat, "seat")?;
            g.leave(seat).map(|r| r.to_string()).map_err(errors::err)
        })
    }

    /// ``color``'s time ran out: the game ends, won by the other side on
    /// time (``"B+T"``/``"W+T"``). Returns the result. Raises
    /// ``GameStateError`` (``wrong_phase`` when finished).
    fn time_out(&self, color: &Bound<'_, PyAny>) -> PyResult<String> {
        self.write(|g| {
            let color = convert::color(color, "color")?;
            g.time_out(color).map(|r| r.to_string()).map_err(errors::err)
        })
    }

    /// Starts the clock of the side to move at ``at_ms`` (milliseconds,
    /// the caller's monotonic time). Each timed move then stops the mover's
    /// clock and starts the other's. Before a free handicap is placed it
    /// starts Black's clock: the placement is Black's first turn
    /// (``place_free_handicap(..., at_ms=)``). Raises ``GameStateError``
    /// (``wrong_phase``) outside play and the placement.
    fn start_clock(&self, at_ms: &Bound<'_, PyAny>) -> PyResult<()> {
        self.write(|g| {
            let at = convert::unsigned::<u64>(at_ms, "at_ms")?;
            g.start_clock(at).map_err(errors::err)
        })
    }

    /// Looks at the running clock at ``at_ms``: when its side's flag has
    /// fallen the game ends on time and the result (``"W+T"``) is
    /// returned; else ``None``. Raises ``IllegalMoveError`` (reason
    /// ``clock_backwards``) when ``at_ms`` is earlier than the running
    /// clock's start, the game unchanged.
    fn check_time(&self, at_ms: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
        self.write(|g| {
            let at = convert::unsigned::<u64>(at_ms, "at_ms")?;
            Ok(g.check_time(at).map_err(errors::err)?.map(|r| r.to_string()))
        })
    }

    /// ``color``'s time left at ``at_ms`` (milliseconds), counting its clock
    /// if it is running: a ``TimeLeft``. A game without a time control has
    /// no clock: every field 0 and ``flagged`` false (``time_control``
    /// tells it from a clock run down). Raises ``IllegalMoveError``
    /// (reason ``clock_backwards``) when a clock is running and ``at_ms`` is
    /// earlier than its start.
    fn time_left(&self, color: &Bound<'_, PyAny>, at_ms: &Bound<'_, PyAny>) -> PyResult<PyTimeLeft> {
        self.read(|g| {
            let color = convert::color(color, "color")?;
            let at = convert::unsigned::<u64>(at_ms, "at_ms")?;
            Ok(g.time_left(color, at).map_err(errors::err)?.into())
        })
    }

    /// Sets who moves next, as SGF's ``PL`` does (recorded). Raises
    /// ``GameStateError`` (``wrong_phase``) outside play.
    fn set_player(&self, color: &Bound<'_, PyAny>) -> PyResult<()> {
        self.write(|g| {
            let color = convert::color(color, "color")?;
            g.set_player(color).map_err(errors::err)
        })
    }

    /// Changes stones in the middle of a game, as SGF's ``AB``/``AW``/``AE``:
    /// ``changes`` is ``{point: colour or None}``, with no captures (a point
    /// named twice, as ``(x, y)`` and as a vertex, takes its last change, in
    /// the dict's order, as the engine's ``edit_stones`` does; unlike
    /// ``Game(setup=)``, which refuses it); the superko history starts
    /// afresh (RULES.md section 3). An edit that leaves every point as it
    /// was does nothing (not recorded; a ko ban stays). Raises
    /// ``SetupError`` (``setup_off_board``, ``setup_no_liberties``) or
    /// ``GameStateError`` (``wrong_phase``).
    fn edit_stones(&self, changes: &Bound<'_, PyAny>) -> PyResult<()> {
        self.write(|g| {
            let map = changes
                .cast::<PyDict>()
                .map_err(|_| convert::type_error("changes", "a dict {point: colour or None}", changes))?;
            let size = g.board().size();
            let mut list = Vec::new();
            // Over a copy of the items: a key's `__index__` may change the
            // dict, which pyo3's iterator answers with a panic (found from
            // outside).
            for (p, c) in convert::dict_items(map)? {
                let p = convert::point(&p, size, Place::Setup, "changes")?;
                let c = if c.is_none() { None } else { Some(convert::color(&c, "changes")?) };
                list.push((p, c));
            }
            g.edit_stones(&list).map_err(errors::arg("changes"))
        })
    }

    /// Places Black's free handicap stones (``points``) as Black's first
    /// turn, then White moves (RULES.md section 5); with ``seat``, refused
    /// unless it is ``"B1"``. The stones are not a move: ``undo`` never
    /// takes them back.
    ///
    /// With ``at_ms`` (milliseconds, the caller's monotonic time) the
    /// placement is Black's first turn on the clock, as ``play``'s
    /// ``at_ms`` is a move's: Black's clock (started by ``start_clock``
    /// before the placement, or else at ``at_ms``) is charged up to then,
    /// the placement counts as Black's move for the overtime, and White's
    /// clock starts; a placement after Black's flag fell ends the game on
    /// time (``"W+T"``) instead.
    ///
    /// Raises ``SetupError`` (``handicap_count``, ``setup_off_board``,
    /// ``setup_occupied``, ``duplicate_point``, ``setup_no_liberties``
    /// when the stones leave a chain without liberties; ``argument`` is
    /// ``"points"``), ``GameStateError`` (``wrong_phase`` unless a free
    /// handicap is pending; ``wrong_seat``, ``unknown_seat``) or
    /// ``IllegalMoveError`` (``time_expired``, ``clock_backwards``); the
    /// game is unchanged but after a flag fall.
    #[pyo3(signature = (points, *, seat = None, at_ms = None))]
    fn place_free_handicap(
        &self,
        points: &Bound<'_, PyAny>,
        seat: Option<&Bound<'_, PyAny>>,
        at_ms: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        self.write(|g| {
            let seat = seat.map(|s| convert::seat(s, "seat")).transpose()?;
            let at = convert::opt_unsigned::<u64>(at_ms, "at_ms")?;
            let points = convert::points(points, g.board().size(), Place::Setup, "points")?;
            match (seat, at) {
                (None, None) => g.place_free_handicap(&points),
                (Some(s), None) => g.place_free_handicap_as(s, &points),
                (None, Some(t)) => g.place_free_handicap_at(&points, t),
                (Some(s), Some(t)) => g.place_free_handicap_as_at(s, &points, t),
            }
            .map_err(|e| match e {
                // The list is refused: the argument is named. The phase,
                // the seat or the clock speak for themselves, as in
                // `play_as`.
                go_core::GameError::Setup(_) => errors::arg("points")(e),
                _ => errors::err(e),
            })
        })
    }

    /// Takes a game in the counting phase back to play without a count, as
    /// GTP and SGF records do when a move follows two passes. In a timed
    /// game the clocks stay stopped: ``start_clock(at_ms)`` starts the
    /// clock of the side to move. Raises ``GameStateError`` (``wrong_phase``).
    fn resume(&self) -> PyResult<()> {
        self.write(|g| g.resume().map_err(errors::err))
    }

    /// In the counting phase, toggles the dead mark of the whole chain on
    /// ``point`` (by ``seat`` when given); returns the points whose mark
    /// changed. Withdraws any proposal. Raises ``GameStateError``
    /// (``wrong_phase``), ``CountingError`` (``mark_off_board``,
    /// ``not_a_stone``).
    #[pyo3(signature = (point, *, seat = None))]
    fn toggle_dead(&self, point: &Bound<'_, PyAny>, seat: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(u8, u8)>> {
        self.write(|g| {
            let seat = seat.map(|s| convert::seat(s, "seat")).transpose()?;
            let p = convert::point(point, g.board().size(), Place::Mark, "point")?;
            match seat {
                None => g.toggle_dead_chain(p),
                Some(s) => g.toggle_dead_chain_as(s, p),
            }
            .map(|v| sorted(&v))
            .map_err(errors::point_arg("point"))
        })
    }

    /// In the counting phase, marks dead every stone of the colour on
    /// ``point`` inside the region the other colour encloses (one click
    /// for a whole dead group, as on the game site), or unmarks them all if
    /// they all were; returns the points whose mark changed. Raises as
    /// ``toggle_dead``.
    #[pyo3(signature = (point, *, seat = None))]
    fn toggle_dead_region(&self, point: &Bound<'_, PyAny>, seat: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(u8, u8)>> {
        self.write(|g| {
            let seat = seat.map(|s| convert::seat(s, "seat")).transpose()?;
            let p = convert::point(point, g.board().size(), Place::Mark, "point")?;
            match seat {
                None => g.toggle_dead_region(p),
                Some(s) => g.toggle_dead_region_as(s, p),
            }
            .map(|v| sorted(&v))
            .map_err(errors::point_arg("point"))
        })
    }

    /// ``who`` (a colour, or a seat such as ``"W2"``) proposes the current
    /// marking; the other side may ``accept`` or ``reject`` it. Raises
    /// ``GameStateError`` (``wrong_phase``, ``unknown_seat``).
    fn propose(&self, who: &Bound<'_, PyAny>) -> PyResult<()> {
        self.write(|g| {
            let who = who_arg(who)?;
            match who {
                Who::Color(c) => g.propose(c),
                Who::Seat(s) => g.propose_as(s),
            }
            .map_err(errors::err)
        })
    }

    /// ``who`` accepts the other side's proposal: the game is finished and
    /// counted with the marked stones removed; returns the result. Raises
    /// ``GameStateError`` (``wrong_phase``, ``no_proposal``,
    /// ``unknown_seat``).
    fn accept(&self, who: &Bound<'_, PyAny>) -> PyResult<String> {
        self.write(|g| {
            let who = who_arg(who)?;
            match who {
                Who::Color(c) => g.accept(c),
                Who::Seat(s) => g.accept_as(s),
            }
            .map(|r| r.to_string())
            .map_err(errors::err)
        })
    }

    /// ``who`` rejects the other side's proposal: the marks are cleared and
    /// play resumes (who moves first is the rules' resume order). In a
    /// timed game the clocks stay stopped, as they stopped when play ended:
    /// ``start_clock(at_ms)`` starts the clock of the side to move (until
    /// then a timed move starts its mover's clock at its own ``at_ms`` and
    /// charges nothing). Raises as ``accept``.
    fn reject(&self, who: &Bound<'_, PyAny>) -> PyResult<()> {
        self.write(|g| {
            let who = who_arg(who)?;
            match who {
                Who::Color(c) => g.reject(c),
                Who::Seat(s) => g.reject_as(s),
            }
            .map_err(errors::err)
        })
    }

    /// Counts the position now under the game's rules with the marked
    /// stones removed, Pair Go penalties included (any phase: during play
    /// it counts the position as it stands): a ``Score``.
    fn score(&self, py: Python<'_>) -> PyResult<PyScore> {
        self.read(|g| PyScore::new(py, g.board().size(), &g.score()))
    }

    /// Counts as ``score`` with ``dead`` (points) as the dead stones instead
    /// of the marks (under rules whose dead stones are never removed,
    /// Tromp-Taylor's ``dead_stones = "never_removed"``, ``dead`` is
    /// checked and then not used: every stone counts as it stands). Raises
    /// ``CountingError`` (``mark_off_board``, ``not_a_stone``).
    fn score_with(&self, py: Python<'_>, dead: &Bound<'_, PyAny>) -> PyResult<PyScore> {
        self.read(|g| {
            let dead = convert::points(dead, g.board().size(), Place::Mark, "dead")?;
            let s = g.score_with(&dead).map_err(errors::arg("dead"))?;
            PyScore::new(py, g.board().size(), &s)
        })
    }

    /// The unfilled dame with the marked dead stones removed (RULES.md
    /// section 4), row-major: the empty points of empty regions bordered by
    /// living stones of both colours (a wide neutral gap included), but the
    /// seki liberties neither side can fill without self-atari. The engine
    /// never fills them.
    fn unfilled_dame(&self) -> PyResult<Vec<(u8, u8)>> {
        self.read(|g| Ok(convert::xys(&g.unfilled_dame())))
    }

    /// Asks the computer player for the side to move, without playing:
    /// Monte-Carlo tree search with the interpreter released (Ctrl-C stops
    /// it: ``KeyboardInterrupt``, the game unchanged). The search works on
    /// a copy of the game taken at the call: the game stays usable
    /// meanwhile (from another thread), and the answer is for the position
    /// at the call. The budget is
    /// a time by default (1000 ms, so that it scales with the machine);
    /// ``millis`` sets the time, ``playouts`` a playout count instead (with
    /// one thread, the same seed and the same game, the same answer: the
    /// deterministic choice), both: at most that many playouts within that
    /// time. With ``at_ms`` and a clock, the budget is kept within the side's
    /// share of its time left then (go-core's ``Budget.within_clock``); an
    /// ``at_ms`` earlier than the running clock's start raises
    /// ``IllegalMoveError`` (reason ``clock_backwards``). ``millis`` is 1..86,400,000 (a day), ``playouts`` 1..10,000,000
    /// (go-core's ``Budget::MAX_MILLIS`` and ``Budget::MAX_PLAYOUTS``, as in
    /// GTP and C), ``seed`` an int in ``0..2**64`` (``None`` is the fixed
    /// seed 1: pass seeds for different searches), ``threads`` 1..256.
    /// Returns an ``Analysis``; for a game that is not being played (a free
    /// handicap still to be placed, counting, finished) no search is made:
    /// ``move`` is ``None`` (a pass), ``win_rate`` 0.5, ``playouts`` 0.
    /// Raises ``ValueError`` for an argument out of
    /// range, ``GameStateError`` (reason ``hidden_information``) for a
    /// Phantom Go game: the search would see the stones hidden from the
    /// player to move (go-core's ``Bot::check_game``); a referee's
    /// ``PhantomGame.suggest_move`` asks from that player's view. With
    /// ``cleanup=True`` (a bool; default ``False``), for play that removes
    /// dead stones after a rejected count (KGS's ``kgs-genmove_cleanup``;
    /// go-core's ``Bot::analyze_cleanup``): the move is no pass while
    /// opponent stones that the dead-stone estimate marks dead stand on the
    /// board and another move than filling an own eye or giving stones
    /// away is left: where the search would pass, the move is the most
    /// visited searched move on a liberty of such a chain (else the most
    /// visited stone move), and ``win_rate`` the search's rate for it; a
    /// stone move the search chooses itself stands, on a liberty or not.
    /// ``TypeError`` for a non-bool ``cleanup``.
    #[pyo3(signature = (*, millis = None, playouts = None, seed = None, threads = None, at_ms = None, cleanup = None))]
    fn analyze(
        slf: &Bound<'_, Self>,
        millis: Option<&Bound<'_, PyAny>>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        at_ms: Option<&Bound<'_, PyAny>>,
        cleanup: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyAnalysis> {
        let py = slf.py();
        let cleanup = convert::opt_flag(cleanup, "cleanup")?.unwrap_or(false);
        let (game, config) = bot_config(slf, millis, playouts, seed, threads, at_ms)?;
        Bot::check_game(&game).map_err(errors::err)?;
        guard(|| {
            let bot = Bot::new(config);
            let analysis = interrupt::interruptible(py, true, |stop| {
                if cleanup { bot.analyze_cleanup_with_stop(&game, stop) } else { bot.analyze_with_stop(&game, stop) }
            })?;
            PyAnalysis::new(py, &game, analysis)
        })
    }

    /// The suggested dead stones of the position, whole chains, row-major:
    /// go-core's one estimator (``Game::estimate_dead_stones``), the same
    /// answer as GTP's ``final_status_list dead`` and the C ABI's
    /// ``go_game_suggested_dead_stones``. Pass-alive analysis (Benson,
    /// under the game's suicide rule) gives the hard facts, chains in seki
    /// stay alive, and ``playouts`` heavy playouts with each side moving
    /// first (an int in ``0..2**32``, default 300, 0: pass-alive analysis
    /// only) judge the rest; a group that lives only if its owner moves
    /// first is dead, and so is one whose only eye space is too small for
    /// two eyes (at most 3 points or a square of 4 once the stones inside
    /// are captured). ``playouts`` is the most that run: with
    /// ``early_stop=True`` (the default) each side's playouts stop after
    /// 8, or later after a round of 4, once the verdicts of the chains
    /// they judge (the other colour's) are settled (1.5 standard errors
    /// from each threshold that can decide it, 2 before 16 a side);
    /// ``early_stop=False`` runs them
    /// all; on a board with stones of one colour or none nothing is dead
    /// and no playout runs (nothing contests that colour). ``seed`` (``0..2**64``; ``None`` is a fixed default) makes it
    /// reproducible: the same
    /// position, rules, playouts, seed and ``early_stop`` give the same
    /// list. A suggestion for the counting phase, never a decision
    /// (RULES.md section 4): nothing is marked. Runs with the GIL
    /// released on a copy of the position taken at the call (the game
    /// stays usable meanwhile; the list is for the position at the call);
    /// Ctrl-C stops it (``KeyboardInterrupt``). Raises
    /// ``ValueError`` for an argument out of range, ``TypeError`` for a
    /// non-int ``playouts`` or ``seed`` or a non-bool ``early_stop``.
    #[pyo3(signature = (*, playouts = None, seed = None, early_stop = None))]
    fn estimate_dead_stones(
        slf: &Bound<'_, Self>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        early_stop: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<(u8, u8)>> {
        let py = slf.py();
        let defaults = go_core::EstimateOptions::default();
        let playouts = convert::opt_unsigned::<u32>(playouts, "playouts")?.unwrap_or(defaults.playouts);
        let seed = convert::opt_unsigned::<u64>(seed, "seed")?.unwrap_or(defaults.seed);
        let early_stop = convert::opt_flag(early_stop, "early_stop")?.unwrap_or(defaults.early_stop);
        let game = slf.get().read(|g| Ok(g.clone()))?;
        let options = go_core::EstimateOptions::new(playouts, seed).with_early_stop(early_stop);
        let long = 2 * u64::from(playouts) * game.board().size().area() as u64 > interrupt::INLINE_WORK;
        guard(|| {
            let estimate =
                interrupt::interruptible(py, long, |stop| game.estimate_dead_stones_with_stop(&options, stop))?;
            Ok(convert::xys(&estimate.dead))
        })
    }

    /// Runs ``n`` random playouts from the position (an int in
    /// ``0..=10_000_000``) with the side to move first, each to two passes
    /// (or ``3 * area + 20`` moves), and counts each final position by area
    /// under the game's komi and handicap compensation, every stone left
    /// counted alive (go-core's ``Game::playouts``): a ``Playouts`` with the
    /// margins per playout and the mean ownership. The playouts are a
    /// statistic, not games under the game's rules: they keep the simple-ko
    /// rule only (never superko), so on very small boards, where repeated
    /// positions are common, their margins can differ from games played
    /// under positional superko. ``style`` is ``"light"`` (uniform
    /// among moves that fill no own eye, the fastest; the default),
    /// ``"heavy"`` (captures, atari escapes and 3x3 shapes first, as the
    /// dead-stone estimate plays) or ``"heavy_races"`` (heavy with the
    /// capturing races of two-liberty chains next to the last move, as the
    /// computer player plays). ``seed`` (``0..2**64``; ``None`` is the
    /// fixed seed 1, so that a call repeats: pass seeds for different
    /// playouts) fixes them: playout ``i`` draws from its own generator,
    /// seeded with a SplitMix64 mix of ``seed`` plus ``i`` (go-core's
    /// ``PlayoutBatch::playout_seed``), so the result does not depend on
    /// ``threads`` (1..256) and nearby seeds give unrelated playouts. The interpreter is released while they run,
    /// on a copy of the position taken at the call (the game stays usable
    /// meanwhile), and Ctrl-C stops them (``KeyboardInterrupt``; nothing
    /// partial).
    /// Raises ``ValueError`` for an argument out of range.
    #[pyo3(signature = (n, *, seed = None, threads = None, style = None))]
    fn playouts(
        slf: &Bound<'_, Self>,
        n: &Bound<'_, PyAny>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        style: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<crate::analysis::PyPlayouts> {
        let py = slf.py();
        let n = convert::ranged::<u32>(n, "n", 0..=go_core::PlayoutBatch::MAX_PLAYOUTS)?;
        let seed = convert::opt_unsigned::<u64>(seed, "seed")?.unwrap_or(1);
        let threads = convert::opt_ranged(threads, "threads", 1..=analysis::MAX_THREADS)?.unwrap_or(1);
        let style: go_core::PlayoutStyle = style.map(|s| convert::word(s, "style")).transpose()?.unwrap_or_default();
        let game = slf.get().read(|g| Ok(g.clone()))?;
        let batch = go_core::PlayoutBatch::new(n, seed)
            .with_threads(u32::try_from(threads).unwrap_or(u32::MAX))
            .with_style(style);
        let long = u64::from(n) * game.board().size().area() as u64 > interrupt::INLINE_WORK;
        let stats = guard(|| interrupt::interruptible(py, long, |stop| game.playouts_with_stop(&batch, stop)))?;
        crate::analysis::PyPlayouts::new(py, &game, stats)
    }

    /// Pass-alive analysis (Benson's algorithm) of ``color``'s chains and
    /// territory under the game's suicide rule: a ``PassAlive`` (chains that
    /// can never be captured; regions the opponent can never live in).
    fn pass_alive(&self, color: &Bound<'_, PyAny>) -> PyResult<crate::board::PyPassAlive> {
        self.read(|g| {
            let color = convert::color(color, "color")?;
            Ok(crate::board::PyPassAlive::from(&g.pass_alive(color)))
        })
    }

    /// The position now: a ``Board`` (a copy; it does not follow the game).
    #[getter]
    fn board(&self) -> PyResult<PyBoard> {
        self.read(|g| Ok(PyBoard(g.board().clone())))
    }

    /// Number of columns.
    #[getter]
    fn width(&self) -> PyResult<u8> {
        self.read(|g| Ok(g.board().size().width()))
    }

    /// Number of rows.
    #[getter]
    fn height(&self) -> PyResult<u8> {
        self.read(|g| Ok(g.board().size().height()))
    }

    /// ``(width, height)``.
    #[getter]
    fn size(&self) -> PyResult<(u8, u8)> {
        self.read(|g| Ok((g.board().size().width(), g.board().size().height())))
    }

    /// The rules in force, komi included: a ``Rules``.
    #[getter]
    fn rules(&self) -> PyResult<PyRules> {
        self.read(|g| Ok(PyRules(*g.rules())))
    }

    /// Komi in points (float, an exact multiple of 0.5).
    #[getter]
    fn komi(&self) -> PyResult<f64> {
        self.read(|g| Ok(g.rules().komi().points()))
    }

    /// The handicap the game was set up with, in stones (0 for none).
    #[getter]
    fn handicap(&self) -> PyResult<u32> {
        self.read(|g| Ok(g.handicap().stones()))
    }

    /// Handicap stones placed so far (0 before a free placement).
    #[getter]
    fn handicap_stones(&self) -> PyResult<u32> {
        self.read(|g| Ok(g.handicap_stones()))
    }

    /// The board's topology: ``"planar"``, ``"torus"``, ``"hcylinder"`` or
    /// ``"vcylinder"``.
    #[getter]
    fn topology(&self) -> PyResult<&'static str> {
        self.read(|g| Ok(g.board().topology().name()))
    }

    /// The variant: ``"standard"``, ``"atari_go"`` or ``"phantom"``.
    #[getter]
    fn variant(&self) -> PyResult<&'static str> {
        self.read(|g| Ok(g.variant().kind().name()))
    }

    /// The Atari Go goal (stones to capture to win), or ``None``.
    #[getter]
    fn atari(&self) -> PyResult<Option<u32>> {
        self.read(|g| Ok(g.atari_go().map(|a| a.stones())))
    }

    /// The phase: ``"handicap_placement"``, ``"playing"``, ``"counting"``
    /// (after two passes) or ``"finished"``.
    #[getter]
    fn phase(&self) -> PyResult<&'static str> {
        self.read(|g| Ok(g.phase().name()))
    }

    /// The side to move: ``"black"`` or ``"white"``.
    #[getter]
    fn to_move(&self) -> PyResult<&'static str> {
        self.read(|g| Ok(g.to_move().name()))
    }

    /// The seat whose turn it is: ``"B1"``, ``"W2"``, ...
    #[getter]
    fn seat_to_move(&self) -> PyResult<String> {
        self.read(|g| Ok(g.seat_to_move().to_string()))
    }

    /// Every seat in the order of play when Black starts (B1, W1, B2, W2,
    /// ...).
    #[getter]
    fn seats(&self) -> PyResult<Vec<String>> {
        self.read(|g| Ok(g.table().seats_in_order().iter().map(Seat::to_string).collect()))
    }

    /// Stones each side has captured: ``{"black": n, "white": m}``
    /// (``"black"`` counts the white stones Black took; AGA pass stones and
    /// stones removed by the opponent's suicide included).
    #[getter]
    fn prisoners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.read(|g| by_color(py, g.prisoners()))
    }

    /// Pair Go penalty points each side has received:
    /// ``{"black": n, "white": m}``.
    #[getter]
    fn penalties<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.read(|g| by_color(py, g.penalties()))
    }

    /// The moves made, in order, as ``MoveRecord``s (handicap placement not
    /// included).
    #[getter]
    fn moves(&self) -> PyResult<Vec<PyMoveRecord>> {
        self.read(|g| Ok(g.moves().iter().map(PyMoveRecord::from).collect()))
    }

    /// Number of moves made (passes included).
    #[getter]
    fn move_count(&self) -> PyResult<usize> {
        self.read(|g| Ok(g.moves().len()))
    }

    /// Consecutive passes at the end of the moves.
    #[getter]
    fn consecutive_passes(&self) -> PyResult<usize> {
        self.read(|g| Ok(g.consecutive_passes()))
    }

    /// The simple-ko point: where the side to move may not play at once
    /// because the last move took a single stone in a ko (RULES.md section
    /// 3), or ``None``. Superko rules may forbid more (``is_legal``).
    #[getter]
    fn ko_point(&self) -> PyResult<Option<(u8, u8)>> {
        self.read(|g| Ok(g.simple_ko_point().map(convert::xy)))
    }

    /// The result once the game is finished, as SGF writes it (``"W+R"``,
    /// ``"B+3.5"``, ``"0"``, ``"Void"``, ``"B+T"``, ``"W+F"``, ``"B+"`` for
    /// an Atari Go capture), else ``None``.
    #[getter]
    fn result(&self) -> PyResult<Option<String>> {
        self.read(|g| Ok(g.result().map(|r| r.to_string())))
    }

    /// How the game ended (``"score"``, ``"draw"``, ``"resignation"``,
    /// ``"time"``, ``"forfeit"``, ``"capture"``, ``"void"``), else ``None``.
    #[getter]
    fn result_kind(&self) -> PyResult<Option<&'static str>> {
        self.read(|g| Ok(g.result().map(|r| r.kind().name())))
    }

    /// The winner once finished (``"black"``/``"white"``), ``None`` for a
    /// draw, no result, or a game not finished.
    #[getter]
    fn winner(&self) -> PyResult<Option<&'static str>> {
        self.read(|g| Ok(g.result().and_then(|r| r.winner()).map(Color::name)))
    }

    /// The stones marked dead in the counting phase, row-major.
    #[getter]
    fn dead_stones(&self) -> PyResult<Vec<(u8, u8)>> {
        self.read(|g| Ok(convert::xys(&g.dead_stones())))
    }

    /// The side whose proposed marking awaits an answer, else ``None``.
    #[getter]
    fn proposal(&self) -> PyResult<Option<&'static str>> {
        self.read(|g| Ok(g.proposal().map(Color::name)))
    }

    /// The time control: a ``TimeControl``.
    #[getter]
    fn time_control(&self) -> PyResult<PyTimeControl> {
        self.read(|g| Ok(PyTimeControl(g.time_control())))
    }

    /// The keyword arguments that describe this game's setup (``Game(**
    /// game.setup())`` starts the same game again): ``size``, ``rules``,
    /// ``komi``, ``handicap`` (a number of stones, or the points of a free
    /// handicap once placed), ``handicap_kind``, ``corner_line_12``,
    /// ``topology``, ``setup``, ``to_move``, ``seats`` (the kinds of each
    /// side's seats), ``out_of_turn``, ``clock``, ``atari``, ``phantom``.
    fn setup<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.read(|g| {
            let d = setup::kwargs(py, g.setup())?;
            // A free handicap already placed: its points, so that the
            // game starts again with them on the board.
            if let Some(points) = g.free_handicap_points() {
                d.set_item("handicap", convert::xys(points))?;
            }
            Ok(d)
        })
    }

    /// The game as an SGF FF[4] record (UTF-8 text): the setup, every move,
    /// the result; variants in go-core's properties (see ``go_core.sgf``).
    /// A move a tolerant replay made irregularly is written as the record
    /// gave it (one colour moving twice, without the pass the replay
    /// implied): such a record replays tolerantly to the same game, and a
    /// strict replay refuses it as it refused its source.
    ///
    /// ``source``: the ``go_core.sgf.Record`` this game was replayed from,
    /// whose game information and node properties are then kept
    /// (go-core's ``SgfCollection::from_game_with_source``): the root's
    /// ``PB``, ``PW``, ``BR``, ``WR``, ``DT``, ``EV``, ``GN``, ``C`` and
    /// every other property that does not describe the setup; ``RE`` while
    /// the game has no result of its own and has made exactly the record's
    /// main line (a move played on or taken back leaves it out); ``TM`` and
    /// ``OT`` when the game has no clock; and on each move of the main line
    /// that the game still makes, in order, that node's other properties
    /// (comments, marks, times left) and those of the nodes without a move
    /// before it; the nodes after the record's last move (a closing
    /// comment) when the game has made exactly its moves; the record's
    /// count marks (``TB``, ``TW``) only while the game has made exactly
    /// its moves and has no result of its own.
    /// ``path``: for a game replayed from a variation
    /// (``Record.replay(path=...)``), the same path: the game information
    /// and node properties are then taken along that line (go-core's
    /// ``SgfCollection::from_game_with_source_path``); ``None`` (the
    /// default) or ``[]`` is the main line. The path is the caller's word
    /// for the line the game came from: another line's game information
    /// is written as that line gives it (its moves' properties only where
    /// the game makes the same moves).
    /// Raises ``TypeError`` when ``source``
    /// is neither ``None`` nor a ``Record``, or ``path`` is no iterable of
    /// ints; ``ValueError`` for a negative child index or a non-empty
    /// ``path`` without ``source``; ``SgfError``
    /// (reason ``sgf_no_such_variation``) for a path that leaves the
    /// record's tree, as ``Record.replay(path=...)`` raises it.
    #[pyo3(signature = (source = None, path = None))]
    fn to_sgf(
        &self,
        py: Python<'_>,
        source: Option<&Bound<'_, PyAny>>,
        path: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Py<pyo3::types::PyString>> {
        let path = match path {
            Some(p) if !p.is_none() => convert::unsigned_list::<usize>(p, "path")?,
            _ => Vec::new(),
        };
        // A path names a line of the source: without one it would say
        // nothing (found from outside: it was ignored with no word).
        if !path.is_empty() && source.is_none_or(|s| s.is_none()) {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "path: a variation path needs the source record it leads through (source=...)",
            ));
        }
        let source = match source {
            Some(s) if !s.is_none() => Some(
                s.cast::<crate::sgf::PyRecord>()
                    .map_err(|_| convert::type_error("source", "a go_core.sgf.Record or None", s))?
                    .get()
                    .source(),
            ),
            _ => None,
        };
        let text = self.read(|g| {
            let collection = match source {
                Some((c, index)) => {
                    SgfCollection::from_game_with_source_path(g, c, index, &path).map_err(crate::errors::arg("path"))?
                }
                None => SgfCollection::from_game(g),
            };
            Ok(collection.try_to_utf8().map_err(|e| convert::no_memory(&e))?.0)
        })?;
        Ok(convert::large_text(py, &text)?.unbind())
    }

    /// The game as data: go-core's ``GameRecord`` (the setup and every event
    /// since) as JSON text.
    fn to_json(&self) -> PyResult<String> {
        self.read(PyGame::record_json)
    }

    /// The game a ``to_json`` text describes: its setup, with its events
    /// replayed in order through the calls that made them. Raises
    /// ``GameStateError`` (``invalid_record``, naming the first event that
    /// does not replay) or ``SetupError``.
    #[classmethod]
    fn from_json(_cls: &Bound<'_, PyType>, text: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        guard(|| PyGame::from_record_json(&convert::text(text, "text")?).map(PyGame::wrap))
    }

    /// An independent copy of the game.
    fn copy(&self) -> PyResult<PyGame> {
        self.read(|g| Ok(PyGame::wrap(g.clone())))
    }

    fn __copy__(&self) -> PyResult<PyGame> {
        self.copy()
    }

    #[pyo3(signature = (memo, /))]
    fn __deepcopy__(&self, memo: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let _ = memo;
        self.copy()
    }

    /// Pickle support: ``Game.from_json`` with the record's JSON.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let json = slf.get().read(PyGame::record_json)?;
        let method = slf.get_type().getattr("from_json")?;
        Ok((method, PyTuple::new(slf.py(), [PyString::new(slf.py(), &json)])?))
    }

    /// The board diagram: one line per row, top first; ``X`` black, ``O``
    /// white, ``.`` empty.
    fn __str__(&self) -> PyResult<String> {
        self.read(|g| Ok(g.board().to_string()))
    }

    /// A summary line, then the board diagram.
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        self.read(|g| {
            let size = g.board().size();
            let result = g.result().map(|r| format!(", result='{r}'")).unwrap_or_default();
            Ok(format!(
                "Game({}x{}, rules={}, moves={}, to_move='{}', phase='{}'{result})\n{}",
                size.width(),
                size.height(),
                convert::repr(py, g.rules().to_string()),
                g.moves().len(),
                g.to_move().name(),
                g.phase().name(),
                g.board()
            ))
        })
    }
}

fn who_arg(obj: &Bound<'_, PyAny>) -> PyResult<Who> {
    who(obj, "who")
}

fn by_color<'py>(py: Python<'py>, v: go_core::ByColor<u32>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("black", v.black)?;
    d.set_item("white", v.white)?;
    Ok(d)
}

/// The time and playout budgets, the seed and the threads of a search.
type SearchArgs = (Option<u64>, Option<u32>, u64, usize);

/// `analyze`'s ``millis``, ``playouts``, ``seed`` and ``threads``, checked
/// in that order (seed and threads default to 1); shared with
/// ``PhantomGame.suggest_move``.
fn search_args(
    millis: Option<&Bound<'_, PyAny>>,
    playouts: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<SearchArgs> {
    let millis = convert::opt_ranged(millis, "millis", 1..=go_core::Budget::MAX_MILLIS)?;
    let playouts = convert::opt_ranged(playouts, "playouts", 1..=go_core::Budget::MAX_PLAYOUTS)?;
    let seed = convert::opt_unsigned::<u64>(seed, "seed")?.unwrap_or(1);
    let threads = convert::opt_ranged(threads, "threads", 1..=analysis::MAX_THREADS)?.unwrap_or(1);
    Ok((millis, playouts, seed, threads))
}

/// The game (a copy, to search with the interpreter released) and the
/// bot's settings from `analyze`'s arguments.
fn bot_config(
    slf: &Bound<'_, PyGame>,
    millis: Option<&Bound<'_, PyAny>>,
    playouts: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
    at_ms: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Game, BotConfig)> {
    let (millis, playouts, seed, threads) = search_args(millis, playouts, seed, threads)?;
    let at_ms = convert::opt_unsigned::<u64>(at_ms, "at_ms")?;
    let game = slf.get().read(|g| Ok(g.clone()))?;
    let budget = guard(|| analysis::budget(&game, millis, playouts, at_ms).map_err(errors::err))?;
    Ok((game, BotConfig { budget, threads, seed, ..BotConfig::default() }))
}

/// The computer player's settings for `game` from ``millis``, ``playouts``,
/// ``seed`` and ``threads`` as ``Game.analyze`` reads them (no clock: the
/// Phantom Go referee runs none).
pub(crate) fn untimed_bot_config(
    game: &Game,
    millis: Option<&Bound<'_, PyAny>>,
    playouts: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<BotConfig> {
    let (millis, playouts, seed, threads) = search_args(millis, playouts, seed, threads)?;
    let budget = guard(|| analysis::budget(game, millis, playouts, None).map_err(errors::err))?;
    Ok(BotConfig { budget, threads, seed, ..BotConfig::default() })
}
