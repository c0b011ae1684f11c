//! `go_core.Board`: a read-only view of a position (a copy of a
//! `go_core::Board`): stones, chains and liberties, "what would this move
//! do", pass-alive analysis, suggested dead stones, the Zobrist hash, a
//! count under any rules.

use go_core::{Board, BoardSize, ByColor, Color, Grid, Point, Topology};
use numpy::PyArray2;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple, PyType};

use crate::convert::{self, Place};
use crate::errors;
use crate::guard::guard;
use crate::score::PyScore;

/// A board position: stones on points, with chains and liberties, on a
/// planar or wrapped board (RULES.md sections 2 and 6). A ``Board`` never
/// changes: ``Game.board`` gives a copy of the game's position at the time.
///
/// ``Board(size=None, *, topology=None)`` is an empty board (``size`` an
/// int or ``(width, height)``, each side 1..52, default 19x19; topology
/// default ``"planar"``); ``Board.from_diagram`` and
/// ``Board.from_array`` build positions. Points are ``(x, y)``: column and
/// row, 0-based from the top-left corner as in SGF, or GTP vertices such as
/// ``"D4"``. Colours are ``"black"`` and ``"white"``.
///
/// ``numpy.asarray(board)`` (or ``board.array()``) is the position as an
/// ``int8`` array of shape ``(height, width)`` indexed ``[y, x]``: +1 a
/// black stone, -1 a white stone, 0 empty (go-core's sign encoding).
#[pyclass(name = "Board", module = "go_core", frozen)]
#[derive(Clone)]
pub(crate) struct PyBoard(pub(crate) Board);

/// A chain (``Board.chains()``): ``color``, its ``stones`` and its
/// ``liberties``, each a list of ``(x, y)`` in row-major order.
#[pyclass(name = "Chain", module = "go_core", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyChain {
    /// ``"black"`` or ``"white"``.
    color: &'static str,
    /// The chain's stones ``(x, y)``, row-major.
    stones: Vec<(u8, u8)>,
    /// The chain's liberties ``(x, y)``, row-major.
    liberties: Vec<(u8, u8)>,
}

crate::pickling::pickled!(PyChain { color, stones, liberties });

#[pymethods]
impl PyChain {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Chain(color={}, stones={:?}, liberties={:?})",
            convert::repr(py, self.color),
            self.stones,
            self.liberties
        )
    }
}

/// What a stone would do (``Board.analyze``), the board unchanged:
/// ``captured`` (opponent stones it captures), ``captured_point`` (the
/// single captured stone's ``(x, y)`` when exactly one is captured, else
/// ``None``), ``suicide`` (own stones it would remove as suicide, the played
/// stone included; 0 when it is not suicide), ``hash_after`` (the Zobrist
/// hash of the position after it, an int in ``0..2**64``).
#[pyclass(name = "MoveEffect", module = "go_core", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyMoveEffect {
    /// Opponent stones the stone would capture.
    captured: u32,
    /// The single captured stone's ``(x, y)`` when exactly one is captured.
    captured_point: Option<(u8, u8)>,
    /// Own stones removed as suicide (the played stone included), or 0.
    suicide: u32,
    /// The Zobrist hash after the move (an int in ``0..2**64``).
    hash_after: u64,
}

crate::pickling::pickled!(PyMoveEffect { captured, captured_point, suicide, hash_after });

#[pymethods]
impl PyMoveEffect {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "MoveEffect(captured={}, captured_point={}, suicide={}, hash_after={})",
            self.captured,
            convert::repr(py, self.captured_point),
            self.suicide,
            self.hash_after
        )
    }
}

/// Pass-alive (Benson) analysis of one colour (``Board.pass_alive``):
/// ``stones`` of chains that can never be captured even if their owner
/// always passes, and ``territory`` (empty points and opponent stones
/// inside it) that the opponent can never live in; row-major ``(x, y)``.
#[pyclass(name = "PassAlive", module = "go_core", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyPassAlive {
    /// Stones of pass-alive chains ``(x, y)``, row-major.
    stones: Vec<(u8, u8)>,
    /// Points of pass-alive territory ``(x, y)`` (empty points and the
    /// opponent's stones there), row-major.
    territory: Vec<(u8, u8)>,
}

crate::pickling::pickled!(PyPassAlive { stones, territory });

impl From<&go_core::PassAlive> for PyPassAlive {
    fn from(pa: &go_core::PassAlive) -> PyPassAlive {
        PyPassAlive { stones: convert::xys(&pa.stones), territory: convert::xys(&pa.territory) }
    }
}

#[pymethods]
impl PyPassAlive {
    fn __repr__(&self) -> String {
        format!("PassAlive(stones={:?}, territory={:?})", self.stones, self.territory)
    }
}

/// The colour of a whole-board sign (go-core's `Color::sign`): +1, -1, 0.
fn from_sign(v: i64) -> Option<Option<Color>> {
    if v == 0 {
        return Some(None);
    }
    Color::ALL.into_iter().find(|c| i64::from(c.sign()) == v).map(Some)
}

impl PyBoard {
    fn size(&self) -> BoardSize {
        self.0.size()
    }

    fn sorted(points: Vec<Point>) -> Vec<(u8, u8)> {
        convert::sorted_xys(&points)
    }
}

#[pymethods]
impl PyBoard {
    /// The board as an SVG picture (``str``): grid, coordinates, star
    /// points, stones, and on a torus or cylinder the seams dashed in red.
    /// ``options``: ``last=(x, y)`` (ringed), ``numbers=[(n, (x, y))]``,
    /// ``dead=[(x, y)]`` (crossed), ``ownership`` (``(height, width)``
    /// array in ``[-1, 1]``, +1 black, -1 white: ``Score.ownership``, or
    /// an analysis' mean ownership, shaded with the value's strength as
    /// opacity),
    /// ``coordinates=True``, ``title=None``. 24 pixels per line spacing.
    /// The text always parses as XML: every option is checked first,
    /// ``ValueError`` naming it for a point off the board, a number out of
    /// range or NaN, a ``title`` with a character XML 1.0 cannot hold (NUL,
    /// the other C0 controls but tab, newline and carriage return, a lone
    /// surrogate); ``TypeError`` for a value of another type or an unknown
    /// option (``topology`` too: the board's own is drawn).
    #[pyo3(signature = (**options))]
    fn to_svg(slf: &Bound<'_, Self>, options: Option<&Bound<'_, pyo3::types::PyDict>>) -> PyResult<String> {
        convert::svg(slf.as_any(), "board_svg", options)
    }

    /// Jupyter's picture of the board: ``to_svg()``.
    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        convert::svg(slf.as_any(), "board_svg", None)
    }

    #[new]
    #[pyo3(signature = (size = None, *, topology = None))]
    fn new(size: Option<&Bound<'_, PyAny>>, topology: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        guard(|| {
            let size = size.map_or(Ok(BoardSize::NINETEEN), |s| convert::board_size(s, "size"))?;
            let topology = topology.map_or(Ok(Topology::Planar), |t| convert::word(t, "topology"))?;
            Board::with_topology(size, topology).map(PyBoard).map_err(errors::arg("topology"))
        })
    }

    /// A board read from an ASCII diagram: one line per row, top row first;
    /// ``X``/``x``/``B``/``#`` Black, ``O``/``o``/``W``/``@`` White,
    /// ``.``/``+``/``,``/``-`` empty; spaces ignored; rows of equal length
    /// (1..52). Raises ``SetupError`` (``invalid_diagram`` with ``line`` and
    /// ``column``, ``setup_no_liberties`` for a chain without liberties,
    /// ``wrap_too_small``) or ``ParseError`` for an unknown topology.
    #[classmethod]
    #[pyo3(signature = (text, *, topology = None))]
    fn from_diagram(
        _cls: &Bound<'_, PyType>,
        text: &Bound<'_, PyAny>,
        topology: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        guard(|| {
            let text = &convert::text(text, "text")?;
            let topology = topology.map_or(Ok(Topology::Planar), |t| convert::word(t, "topology"))?;
            Board::from_diagram(text, topology).map(PyBoard).map_err(errors::arg("text"))
        })
    }

    /// A board from a 2-D array (or nested sequences) of shape ``(height,
    /// width)`` indexed ``[y, x]``: +1 Black, -1 White, 0 empty (any integer
    /// dtype). Raises ``SetupError`` (``invalid_size``, ``wrong_length``
    /// for ragged rows, ``setup_no_liberties``), ``ValueError`` for another
    /// integer value, ``TypeError`` for an entry that is no integer (a
    /// float array, NumPy's default, included: ``.astype(np.int8)`` it
    /// first).
    #[classmethod]
    #[pyo3(signature = (array, *, topology = None))]
    fn from_array(
        _cls: &Bound<'_, PyType>,
        array: &Bound<'_, PyAny>,
        topology: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        guard(|| {
            let topology = topology.map_or(Ok(Topology::Planar), |t| convert::word(t, "topology"))?;
            // An array that states its shape (NumPy's, and others of the
            // array protocol) is judged by it: its dimensions, and the
            // width of an array with no rows.
            let shape: Option<Vec<usize>> = array
                .getattr("shape")
                .ok()
                .and_then(|s| s.extract::<Vec<usize>>().ok())
                .filter(|_| !array.is_instance_of::<PyString>());
            if let Some(shape) = &shape {
                if shape.len() != 2 {
                    return Err(convert::about(
                        pyo3::exceptions::PyValueError::new_err(format!(
                            "array must be 2-D (height, width), not of shape {shape:?}"
                        )),
                        "array",
                    ));
                }
                if shape.contains(&0) {
                    let side = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
                    let e = go_core::SetupError::InvalidSize { width: side(shape[1]), height: side(shape[0]) };
                    return Err(errors::arg("array")(e));
                }
            }
            let mut colors = Vec::new();
            let mut height = 0u32;
            let mut width = None;
            for row in array
                .try_iter()
                .map_err(|e| convert::as_type_error(e, array, || convert::type_error("array", "a 2-D array", array)))?
            {
                let row = row?;
                if row.is_instance_of::<PyString>() {
                    return Err(convert::type_error("array", "a 2-D array", array));
                }
                let mut n = 0u32;
                for v in row.try_iter().map_err(|e| {
                    convert::as_type_error(e, &row, || convert::type_error("array", "a 2-D array", array))
                })? {
                    let v = convert::int(&v?, "array")?;
                    let c = v.to::<i64>().and_then(from_sign).ok_or_else(|| {
                        convert::about(
                            pyo3::exceptions::PyValueError::new_err(format!(
                                "array values must be +1 (Black), -1 (White) or 0 (empty), got {v}"
                            )),
                            "array",
                        )
                    })?;
                    colors.push(c);
                    n = n.saturating_add(1);
                }
                let first = *width.get_or_insert(n);
                if first != n {
                    return Err(errors::Raised::new(
                        errors::Class::Setup,
                        go_core::ErrorKind::WrongLength,
                        format!("array rows must have one length: row {height} has {n} values, row 0 has {first}"),
                    )
                    .argument("array")
                    .into_pyerr());
                }
                height = height.saturating_add(1);
            }
            let size = BoardSize::new(width.unwrap_or(0), height).map_err(errors::arg("array"))?;
            Board::from_colors(size, topology, &colors).map(PyBoard).map_err(errors::arg("array"))
        })
    }

    /// Number of columns.
    #[getter]
    fn width(&self) -> u8 {
        self.size().width()
    }

    /// Number of rows.
    #[getter]
    fn height(&self) -> u8 {
        self.size().height()
    }

    /// ``(width, height)``.
    #[getter(size)]
    fn size_pair(&self) -> (u8, u8) {
        (self.size().width(), self.size().height())
    }

    /// How the edges connect: ``"planar"``, ``"torus"``, ``"hcylinder"``
    /// (left and right edges joined) or ``"vcylinder"`` (top and bottom).
    #[getter]
    fn topology(&self) -> &'static str {
        self.0.topology().name()
    }

    /// The Zobrist hash of the position (an int in ``0..2**64``): the XOR of
    /// one fixed key per (colour, point) over the stones; 0 when empty.
    /// Equal positions on boards of the same size and topology hash alike.
    #[getter]
    fn hash(&self) -> u64 {
        self.0.hash()
    }

    /// The number of stones of ``color`` on the board. Raises
    /// ``ParseError`` for a word that is not a colour.
    fn stone_count(&self, color: &Bound<'_, PyAny>) -> PyResult<u32> {
        guard(|| Ok(self.0.stone_count(convert::color(color, "color")?)))
    }

    /// The number of empty points.
    fn empty_count(&self) -> usize {
        self.0.empty_count()
    }

    /// The position as a new NumPy ``int8`` array of shape ``(height,
    /// width)`` indexed ``[y, x]``: +1 Black, -1 White, 0 empty.
    fn array<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        guard(|| convert::grid_array(py, &self.0.grid().signs()))
    }

    /// NumPy's array protocol: ``numpy.asarray(board)`` is ``array()``
    /// (cast to ``dtype`` when one is given). A board holds no NumPy
    /// array, so every conversion makes a new one: ``copy=False`` ("never
    /// copy", NumPy 2) raises ``ValueError``, as the protocol asks of an
    /// object that cannot give an array without making one.
    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if copy == Some(false) {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "a Board holds no NumPy array: numpy.asarray(board, copy=False) cannot avoid making one \
                 (leave copy at None)",
            ));
        }
        let a = self.array(py)?.into_any();
        match dtype {
            Some(d) if !d.is_none() => a.call_method1("astype", (d,)),
            _ => Ok(a),
        }
    }

    /// The colour on ``point`` (``"black"``, ``"white"``), or ``None`` when
    /// it is empty or off the board.
    fn get(&self, point: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        guard(|| Ok(convert::query_point(point, self.size(), "point")?.and_then(|p| self.0.get(p)).map(Color::name)))
    }

    /// ``board[point]``: as ``get``.
    fn __getitem__(&self, point: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        self.get(point)
    }

    /// The stones of the chain on ``point``, row-major; empty when the
    /// point is empty or off the board.
    fn chain(&self, point: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
        guard(|| {
            let p = convert::query_point(point, self.size(), "point")?;
            Ok(PyBoard::sorted(p.map(|p| self.0.chain(p)).unwrap_or_default()))
        })
    }

    /// The liberties of the chain on ``point``, row-major; empty when the
    /// point is empty or off the board.
    fn liberties(&self, point: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
        guard(|| {
            let p = convert::query_point(point, self.size(), "point")?;
            Ok(PyBoard::sorted(p.map(|p| self.0.liberties(p)).unwrap_or_default()))
        })
    }

    /// The number of liberties of the chain on ``point``, ``None`` when
    /// the point is empty or off the board.
    fn liberty_count(&self, point: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
        guard(|| Ok(convert::query_point(point, self.size(), "point")?.and_then(|p| self.0.liberty_count(p))))
    }

    /// The on-board neighbours of ``point`` under the board's topology
    /// (no duplicates), row-major; empty off the board.
    fn neighbors(&self, point: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
        guard(|| {
            let p = convert::query_point(point, self.size(), "point")?;
            Ok(PyBoard::sorted(p.map(|p| self.0.neighbors_of(p)).unwrap_or_default()))
        })
    }

    /// Every chain on the board, in row-major order of each chain's first
    /// stone.
    fn chains(&self) -> PyResult<Vec<PyChain>> {
        guard(|| {
            let size = self.size();
            let mut seen = Grid::filled(size, false);
            let mut out = Vec::new();
            for p in size.points() {
                let Some(color) = self.0.get(p) else { continue };
                if seen[p] {
                    continue;
                }
                let stones = self.0.chain(p);
                for &q in &stones {
                    seen[q] = true;
                }
                out.push(PyChain {
                    color: color.name(),
                    stones: PyBoard::sorted(stones),
                    liberties: PyBoard::sorted(self.0.liberties(p)),
                });
            }
            Ok(out)
        })
    }

    /// What a stone of ``color`` on ``point`` would do, without changing
    /// anything: a ``MoveEffect``. Which moves the rules allow is the
    /// game's question (``Game.is_legal``): the board reports suicide, it
    /// does not forbid it. Raises ``IllegalMoveError`` (``off_board``,
    /// ``occupied``).
    fn analyze(&self, point: &Bound<'_, PyAny>, color: &Bound<'_, PyAny>) -> PyResult<PyMoveEffect> {
        guard(|| {
            let p = convert::point(point, self.size(), Place::Move, "point")?;
            let color = convert::color(color, "color")?;
            let e = self.0.analyze(color, p).map_err(errors::point_arg("point"))?;
            Ok(PyMoveEffect {
                captured: e.captured,
                captured_point: e.captured_point.map(convert::xy),
                suicide: e.suicide,
                hash_after: e.hash_after,
            })
        })
    }

    /// Pass-alive chains and territory of ``color`` (Benson's algorithm, on
    /// every topology) under the suicide rule ``suicide`` (``"forbidden"``,
    /// the default, or ``"allowed"``: where multi-stone suicide is allowed
    /// the opponent can empty a region of its own stones, RULES.md section
    /// 2): a ``PassAlive``. ``Game.pass_alive`` takes the game's rule.
    #[pyo3(signature = (color, *, suicide = None))]
    fn pass_alive(&self, color: &Bound<'_, PyAny>, suicide: Option<&Bound<'_, PyAny>>) -> PyResult<PyPassAlive> {
        let color = convert::color(color, "color")?;
        let suicide = suicide_arg(suicide)?;
        guard(|| Ok(PyPassAlive::from(&go_core::pass_alive(&self.0, color, suicide))))
    }

    /// The stones that pass-alive analysis proves dead under ``suicide``
    /// (as in ``pass_alive``): stones in the other colour's pass-alive
    /// territory that are not pass-alive themselves, row-major. Stones it
    /// leaves out may still be dead: ``Game.estimate_dead_stones`` is the
    /// full estimate; the players decide (RULES.md section 4).
    #[pyo3(signature = (*, suicide = None))]
    fn suggest_dead_stones(&self, suicide: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(u8, u8)>> {
        let suicide = suicide_arg(suicide)?;
        guard(|| Ok(convert::xys(&go_core::suggest_dead_stones(&self.0, suicide))))
    }

    /// Counts the position under ``rules`` (a ``Rules``, a preset name:
    /// that preset's rules for this board's size, or a rules text) with
    /// the stones of ``dead`` removed: a ``Score`` (under rules whose dead
    /// stones are never removed, Tromp-Taylor's ``dead_stones =
    /// "never_removed"``, ``dead`` is checked and then not used: every
    /// stone counts as it stands). ``prisoners`` is
    /// ``(black, white)``, the stones each side captured (``None``: none);
    /// ``handicap_stones`` sets the area-counting compensation (``None``:
    /// 0). Raises ``CountingError`` (``mark_off_board``, ``not_a_stone``)
    /// for a point of ``dead``, or (``margin_too_large``) when the margin
    /// is beyond what a result holds (4,294,967,295 half points: prisoners
    /// or handicap stones beyond any game's); ``ValueError`` for a count of
    /// ``prisoners`` or ``handicap_stones`` outside ``0..=4294967295``.
    #[pyo3(signature = (rules, *, dead = None, prisoners = None, handicap_stones = None))]
    fn score(
        &self,
        py: Python<'_>,
        rules: &Bound<'_, PyAny>,
        dead: Option<&Bound<'_, PyAny>>,
        prisoners: Option<&Bound<'_, PyAny>>,
        handicap_stones: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyScore> {
        guard(|| {
            let prisoners = match prisoners {
                Some(p) if !p.is_none() => convert::unsigned_pair::<u32>(p, "prisoners")?,
                _ => (0, 0),
            };
            let handicap_stones = convert::opt_unsigned::<u32>(handicap_stones, "handicap_stones")?.unwrap_or(0);
            // A preset name gives that preset's rules for this board's size
            // (a game site komi by size), as `Game` reads it.
            let rules = crate::setup::rules_arg(rules, self.size())?;
            let dead = match dead {
                Some(d) => convert::points(d, self.size(), Place::Mark, "dead")?,
                None => Vec::new(),
            };
            let prisoners = ByColor::new(prisoners.0, prisoners.1);
            let s = go_core::score(&self.0, &dead, prisoners, &rules, handicap_stones).map_err(|e| match e {
                // Not the marks' fault: no one argument is named.
                go_core::CountingError::MarginTooLarge { .. } => errors::err(e),
                e => errors::arg("dead")(e),
            })?;
            PyScore::new(py, self.size(), &s)
        })
    }

    /// The diagram: one line per row, top first; ``X`` black, ``O`` white,
    /// ``.`` empty.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Board({}, topology='{}')\n{}", self.size(), self.0.topology().name(), self.0)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        convert::compared(other.py(), other.cast::<PyBoard>().ok().map(|o| o.get().0 == self.0))
    }

    fn __hash__(&self) -> u64 {
        self.0.hash()
    }

    /// Pickle support: the private ``Board._from_parts`` with the width,
    /// the height, the topology's name and the points' colours as signs
    /// (+1 Black, -1 White, 0 empty; row-major from the top row).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let method = slf.get_type().getattr("_from_parts")?;
        let b = &slf.get().0;
        let signs: Vec<i8> = b.grid().signs().into_vec();
        let args = PyTuple::new(
            py,
            [
                b.size().width().into_pyobject(py)?.into_any(),
                b.size().height().into_pyobject(py)?.into_any(),
                b.topology().name().into_pyobject(py)?.into_any(),
                signs.into_pyobject(py)?.into_any(),
            ],
        )?;
        Ok((method, args))
    }

    /// Pickle support (private): a board from its size, topology and signs.
    #[classmethod]
    fn _from_parts(
        _cls: &Bound<'_, PyType>,
        width: &Bound<'_, PyAny>,
        height: &Bound<'_, PyAny>,
        topology: &Bound<'_, PyAny>,
        signs: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        guard(|| {
            let width = convert::unsigned::<u32>(width, "width")?;
            let height = convert::unsigned::<u32>(height, "height")?;
            let size = BoardSize::new(width, height).map_err(errors::arg("width"))?;
            let topology: Topology = convert::word(topology, "topology")?;
            if signs.is_instance_of::<PyString>() {
                return Err(convert::type_error("signs", "an iterable of -1, 0 and 1", signs));
            }
            let mut colors = Vec::new();
            let items = signs.try_iter().map_err(|e| {
                convert::as_type_error(e, signs, || convert::type_error("signs", "an iterable of -1, 0 and 1", signs))
            })?;
            for item in items {
                let sign = convert::ranged::<i8>(&item?, "signs", -1..=1)?;
                colors.push(from_sign(i64::from(sign)).flatten());
            }
            Board::from_colors(size, topology, &colors).map(PyBoard).map_err(errors::err)
        })
    }
}

/// The ``suicide`` argument of the pass-alive queries: a ``Suicide`` name
/// from go-core's vocabulary, ``"forbidden"`` when absent. Raises
/// ``ParseError`` naming the argument for another word.
fn suicide_arg(suicide: Option<&Bound<'_, PyAny>>) -> PyResult<go_core::Suicide> {
    suicide.map_or(Ok(go_core::Suicide::Forbidden), |obj| convert::word(obj, "suicide"))
}
