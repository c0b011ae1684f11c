//! A game as data: Python keyword arguments to a `go_core::GameSetup`, and
//! the clock types (`TimeControl`, `TimeLeft`).
//!
//! The setup is built one argument at a time, and the core checks it
//! (`GameSetup::validate`) after each: the first refusal names the
//! argument just added. No rule is checked here.

use go_core::{
    AtariGo, BoardSize, Color, CornerLine12, ErrorKind, Game, GameSetup, Handicap, HandicapKind, OutOfTurn, Point,
    Preset, RefereeConvention, Rules, SeatKind, SetupError, Table, TimeControl, TimeLeft, Topology, Variant,
};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple, PyType};

use crate::convert::{self, Place};
use crate::errors::{self, Class, Raised};
use crate::guard::guard;
use crate::rules::PyRules;

/// A time control, the same for both sides (RULES.md section 7). Times are
/// in milliseconds (ints). Build one with a class method:
///
/// - ``TimeControl.none()``: no clock;
/// - ``TimeControl.absolute(main_ms)``: sudden death;
/// - ``TimeControl.fischer(main_ms, increment_ms)``: the increment added
///   after each move;
/// - ``TimeControl.byo_yomi(main_ms, periods, period_ms)``: after the main
///   time, ``periods`` periods of ``period_ms``; a move made within a period
///   keeps it, a period used up is lost, and the flag falls with the last;
/// - ``TimeControl.canadian(main_ms, stones, period_ms)``: after the main
///   time, ``stones`` moves in each period of ``period_ms``.
///
/// Boundaries are exact: a side with ``t`` ms left may use all ``t`` of them;
/// one more millisecond makes its flag fall (or costs a byo-yomi period).
/// Raises ``SetupError`` (``invalid_time_control``) for a clock with no time
/// at all, ``ValueError`` for a negative or too large number.
#[pyclass(name = "TimeControl", module = "go_core", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyTimeControl(pub(crate) TimeControl);

fn ms(obj: &Bound<'_, PyAny>, what: &'static str) -> PyResult<u64> {
    convert::unsigned(obj, what)
}

fn count(obj: &Bound<'_, PyAny>, what: &'static str) -> PyResult<u32> {
    convert::unsigned(obj, what)
}

fn checked(control: TimeControl) -> PyResult<PyTimeControl> {
    // The refusals: overtime periods with no length (period_ms named),
    // else a clock with no time at all, whose main_ms is 0: the argument
    // that gives it some.
    let argument = match control {
        TimeControl::ByoYomi { periods: 1.., period_ms: 0, .. }
        | TimeControl::Canadian { stones: 1.., period_ms: 0, .. } => "period_ms",
        _ => "main_ms",
    };
    control.validate().map_err(errors::arg(argument))?;
    Ok(PyTimeControl(control))
}

#[pymethods]
impl PyTimeControl {
    /// No clock.
    #[classmethod]
    fn none(_cls: &Bound<'_, PyType>) -> Self {
        PyTimeControl(TimeControl::None)
    }

    /// Sudden death: ``main_ms`` for the whole game.
    #[classmethod]
    fn absolute(_cls: &Bound<'_, PyType>, main_ms: &Bound<'_, PyAny>) -> PyResult<Self> {
        guard(|| checked(TimeControl::Absolute { main_ms: ms(main_ms, "main_ms")? }))
    }

    /// Fischer: ``main_ms`` to start, ``increment_ms`` added after each move.
    #[classmethod]
    fn fischer(
        _cls: &Bound<'_, PyType>,
        main_ms: &Bound<'_, PyAny>,
        increment_ms: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        guard(|| {
            checked(TimeControl::Fischer {
                main_ms: ms(main_ms, "main_ms")?,
                increment_ms: ms(increment_ms, "increment_ms")?,
            })
        })
    }

    /// Byo-yomi: ``main_ms``, then ``periods`` periods of ``period_ms``.
    #[classmethod]
    fn byo_yomi(
        _cls: &Bound<'_, PyType>,
        main_ms: &Bound<'_, PyAny>,
        periods: &Bound<'_, PyAny>,
        period_ms: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        guard(|| {
            checked(TimeControl::ByoYomi {
                main_ms: ms(main_ms, "main_ms")?,
                periods: count(periods, "periods")?,
                period_ms: ms(period_ms, "period_ms")?,
            })
        })
    }

    /// Canadian overtime: ``main_ms``, then ``stones`` moves in each period
    /// of ``period_ms``.
    #[classmethod]
    fn canadian(
        _cls: &Bound<'_, PyType>,
        main_ms: &Bound<'_, PyAny>,
        stones: &Bound<'_, PyAny>,
        period_ms: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        guard(|| {
            checked(TimeControl::Canadian {
                main_ms: ms(main_ms, "main_ms")?,
                stones: count(stones, "stones")?,
                period_ms: ms(period_ms, "period_ms")?,
            })
        })
    }

    /// The kind: ``"none"``, ``"absolute"``, ``"fischer"``, ``"byo_yomi"``
    /// or ``"canadian"`` (``go_core.types.ClockKindName``).
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind().name()
    }

    /// The settings as ``{name: int}`` (milliseconds, periods, stones), the
    /// keyword arguments of the class method named by ``kind``.
    fn settings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (key, value) in self.fields() {
            d.set_item(key, value)?;
        }
        Ok(d)
    }

    fn __repr__(&self) -> String {
        let args: Vec<String> = self.fields().iter().map(|(k, v)| format!("{k}={v}")).collect();
        format!("TimeControl.{}({})", self.0.kind().name(), args.join(", "))
    }

    /// Pickle support: the class method and its arguments.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let this = slf.get();
        let method = slf.get_type().getattr(this.0.kind().name())?;
        let values: Vec<u64> = this.fields().iter().map(|&(_, v)| v).collect();
        Ok((method, PyTuple::new(slf.py(), values)?))
    }
}

impl PyTimeControl {
    fn fields(&self) -> Vec<(&'static str, u64)> {
        match self.0 {
            TimeControl::Absolute { main_ms } => vec![("main_ms", main_ms)],
            TimeControl::Fischer { main_ms, increment_ms } => {
                vec![("main_ms", main_ms), ("increment_ms", increment_ms)]
            }
            TimeControl::ByoYomi { main_ms, periods, period_ms } => {
                vec![("main_ms", main_ms), ("periods", u64::from(periods)), ("period_ms", period_ms)]
            }
            TimeControl::Canadian { main_ms, stones, period_ms } => {
                vec![("main_ms", main_ms), ("stones", u64::from(stones)), ("period_ms", period_ms)]
            }
            _ => Vec::new(),
        }
    }
}

/// A side's time left at some moment (``Game.time_left``): ``main_ms``
/// (main time left, ms), ``periods`` (byo-yomi periods left), ``period_ms``
/// (time left in the current overtime period, ms), ``stones`` (Canadian:
/// moves still to make in the period) and ``flagged`` (whether the flag
/// has fallen).
#[pyclass(name = "TimeLeft", module = "go_core", frozen, get_all, eq)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PyTimeLeft {
    /// Main time left, in milliseconds.
    main_ms: u64,
    /// Byo-yomi periods left (0 for other clocks).
    periods: u32,
    /// Time left in the current overtime period, in milliseconds.
    period_ms: u64,
    /// Canadian overtime: moves still to make in the current period.
    stones: u32,
    /// Whether the flag has fallen.
    flagged: bool,
}

crate::pickling::pickled!(PyTimeLeft { main_ms, periods, period_ms, stones, flagged });

impl From<TimeLeft> for PyTimeLeft {
    fn from(t: TimeLeft) -> PyTimeLeft {
        PyTimeLeft {
            main_ms: t.main_ms,
            periods: t.periods,
            period_ms: t.period_ms,
            stones: t.stones,
            flagged: t.flagged,
        }
    }
}

#[pymethods]
impl PyTimeLeft {
    fn __repr__(&self) -> String {
        format!(
            "TimeLeft(main_ms={}, periods={}, period_ms={}, stones={}, flagged={})",
            self.main_ms,
            self.periods,
            self.period_ms,
            self.stones,
            if self.flagged { "True" } else { "False" }
        )
    }
}

/// The keyword arguments that describe a game (see `Game`'s docstring).
pub(crate) struct SetupArgs<'a, 'py> {
    pub(crate) size: &'a Bound<'py, PyAny>,
    pub(crate) rules: Option<&'a Bound<'py, PyAny>>,
    pub(crate) komi: Option<&'a Bound<'py, PyAny>>,
    pub(crate) handicap: Option<&'a Bound<'py, PyAny>>,
    pub(crate) handicap_kind: Option<&'a Bound<'py, PyAny>>,
    pub(crate) corner_line_12: Option<&'a Bound<'py, PyAny>>,
    pub(crate) topology: Option<&'a Bound<'py, PyAny>>,
    pub(crate) setup: Option<&'a Bound<'py, PyAny>>,
    pub(crate) to_move: Option<&'a Bound<'py, PyAny>>,
    pub(crate) seats: Option<&'a Bound<'py, PyAny>>,
    pub(crate) out_of_turn: Option<&'a Bound<'py, PyAny>>,
    pub(crate) clock: Option<&'a Bound<'py, PyAny>>,
    pub(crate) atari: Option<&'a Bound<'py, PyAny>>,
    pub(crate) phantom: Option<&'a Bound<'py, PyAny>>,
    /// The Python name of the argument `phantom` comes from (`"phantom"`
    /// for `Game`, `"convention"` for `PhantomGame`), for its errors.
    pub(crate) phantom_argument: &'static str,
}

/// The setup checked so far by the core; a refusal names `argument`.
fn check(setup: &GameSetup, argument: &'static str) -> PyResult<()> {
    setup.validate().map_err(errors::arg(argument))
}

/// The rules an argument names: a `Rules`, or a text: a preset name (its
/// rules for this board size), else the rules' text form.
pub(crate) fn rules_arg(obj: &Bound<'_, PyAny>, size: BoardSize) -> PyResult<Rules> {
    if let Ok(r) = obj.cast::<PyRules>() {
        return Ok(r.get().0);
    }
    let text = convert::text(obj, "rules").map_err(|_| convert::type_error("rules", "a Rules or a str", obj))?;
    if let Ok(preset) = text.parse::<Preset>() {
        return Ok(preset.rules(size));
    }
    text.parse::<Rules>().map_err(errors::named("rules"))
}

/// A side's seats: a count, or the kinds of its seats in turn order.
fn side_seats(obj: &Bound<'_, PyAny>, side: &str) -> PyResult<Vec<SeatKind>> {
    if obj.is_instance_of::<PyString>() {
        return Err(convert::type_error("seats", "a count or a sequence of seat kinds", obj));
    }
    if let Ok(i) = convert::int(obj, "seats") {
        // A count beyond what the core's table can hold (1..=255, checked
        // by the core) is refused here, before any allocation.
        return match i.to::<usize>().filter(|&n| n <= 256) {
            Some(n) => Ok(vec![SeatKind::Person; n]),
            None => Err(Raised::new(
                Class::Setup,
                ErrorKind::InvalidSeats,
                format!("invalid number of seats for {side}: {i} (a side needs 1..=255 seats)"),
            )
            .argument("seats")
            .into_pyerr()),
        };
    }
    let mut kinds = Vec::new();
    for item in obj.try_iter().map_err(|e| {
        convert::as_type_error(e, obj, || convert::type_error("seats", "a count or a sequence of seat kinds", obj))
    })? {
        kinds.push(convert::word::<SeatKind>(&item?, "seats")?);
    }
    Ok(kinds)
}

/// Builds and checks the setup; returns it with the free handicap points
/// to place once the game exists (`handicap` given as points).
pub(crate) fn build(a: &SetupArgs<'_, '_>) -> PyResult<(GameSetup, Option<Vec<Point>>)> {
    let size = convert::board_size(a.size, "size")?;
    let mut setup = GameSetup::new(size);
    check(&setup, "size")?;
    if let Some(t) = a.topology {
        setup.topology = convert::word::<Topology>(t, "topology")?;
        check(&setup, "topology")?;
    }
    if let Some(r) = a.rules {
        setup.rules = rules_arg(r, size)?;
        check(&setup, "rules")?;
    }
    if let Some(k) = a.komi {
        setup.rules = setup.rules.with_komi(convert::komi(k, "komi")?);
    }
    if let Some(stones) = a.setup {
        let map =
            stones.cast::<PyDict>().map_err(|_| convert::type_error("setup", "a dict {point: colour}", stones))?;
        for (p, c) in convert::dict_items(map)? {
            let p = convert::point(&p, size, Place::Setup, "setup")?;
            setup.stones.push((p, convert::color(&c, "setup")?));
        }
        check(&setup, "setup")?;
    }
    if let Some(line) = a.corner_line_12 {
        setup.corner_line_12 = convert::word::<CornerLine12>(line, "corner_line_12")?;
    }
    let kind = a.handicap_kind.map(|k| convert::word::<HandicapKind>(k, "handicap_kind")).transpose()?;
    let mut free_points = None;
    if let Some(h) = a.handicap {
        let refuse = |message: String| {
            Raised::new(Class::Setup, ErrorKind::InvalidHandicap, message).argument("handicap").into_pyerr()
        };
        // A number of stones, or the points of a free handicap.
        let (n, points) = if h.is_instance_of::<PyString>() || h.try_iter().is_err() {
            let n = convert::int(h, "handicap").map_err(|e| {
                convert::as_type_error(e, h, || {
                    convert::type_error("handicap", "a number of stones or a sequence of points", h)
                })
            })?;
            let n = n.to::<u32>().ok_or_else(|| {
                refuse(format!("invalid handicap of {n} stones: it must be 2 or more and fit on the board"))
            })?;
            (n, None)
        } else {
            let points = convert::points(h, size, Place::Setup, "handicap")?;
            let n = u32::try_from(points.len()).unwrap_or(u32::MAX);
            if n < 2 {
                return Err(errors::arg("handicap")(SetupError::InvalidHandicap(n)));
            }
            (n, Some(points))
        };
        setup.handicap = match (kind, &points) {
            // Found from outside: the kind was ignored beside points.
            (Some(k @ (HandicapKind::Fixed | HandicapKind::None)), Some(_)) => {
                return Err(Raised::new(
                    Class::Setup,
                    ErrorKind::InvalidHandicap,
                    format!(
                        "handicap_kind '{}' with the points of a free handicap: give a number of stones for a fixed handicap",
                        k.name()
                    ),
                )
                .argument("handicap_kind")
                .into_pyerr());
            }
            (_, Some(_)) | (Some(HandicapKind::Free), None) if n > 0 => Handicap::Free(n),
            (Some(HandicapKind::None), None) if n > 0 => {
                return Err(refuse(format!("handicap_kind 'none' with a handicap of {n} stones")));
            }
            (Some(HandicapKind::Fixed), None) => Handicap::Fixed(n),
            // The rules' own kind (go-core's `Handicap::of`): free under
            // the game site's preset, fixed otherwise.
            _ => Handicap::of(n, &setup.rules),
        };
        free_points = points;
        check(&setup, "handicap")?;
    }
    if let Some(c) = a.to_move {
        setup.to_move = Some(convert::color(c, "to_move")?);
        check(&setup, "to_move")?;
    }
    if let Some(s) = a.seats {
        let pair = s.cast::<PyTuple>().ok().filter(|t| t.len() == 2);
        let Some(pair) = pair else {
            return Err(convert::type_error("seats", "a pair (black, white)", s));
        };
        let black = side_seats(&pair.get_item(0)?, "Black")?;
        let white = side_seats(&pair.get_item(1)?, "White")?;
        setup.table = Table::with_kinds(black, white).map_err(errors::arg("seats"))?;
        check(&setup, "seats")?;
    }
    if let Some(o) = a.out_of_turn {
        let rule = convert::word::<OutOfTurn>(o, "out_of_turn")?;
        setup.table = setup.table.clone().with_out_of_turn(rule);
        check(&setup, "out_of_turn")?;
    }
    if let Some(c) = a.clock {
        let control = c.cast::<PyTimeControl>().map_err(|_| convert::type_error("clock", "a TimeControl", c))?;
        setup.time_control = control.get().0;
        check(&setup, "clock")?;
    }
    if let Some(n) = a.atari {
        let n = convert::int(n, "atari")?;
        let rule = n.to::<u32>().map(AtariGo::captures).unwrap_or(Err(SetupError::InvalidAtariGo));
        setup.variant = Variant::AtariGo(rule.map_err(errors::arg("atari"))?);
        check(&setup, "atari")?;
    }
    if let Some(c) = a.phantom {
        let argument = a.phantom_argument;
        let convention = convert::word::<RefereeConvention>(c, argument)?;
        if setup.variant != Variant::Standard {
            return Err(errors::arg(argument)(SetupError::Incompatible("a game is Atari Go or Phantom Go, not both")));
        }
        setup.variant = Variant::Phantom(convention);
        check(&setup, argument)?;
    }
    Ok((setup, free_points))
}

/// The game a checked setup describes, with its free handicap placed.
pub(crate) fn start(setup: GameSetup, free_points: Option<Vec<Point>>) -> PyResult<Game> {
    let mut game = Game::from_setup(setup).map_err(errors::err)?;
    if let Some(points) = free_points {
        game.place_free_handicap(&points).map_err(errors::arg("handicap"))?;
    }
    Ok(game)
}

/// The keyword arguments that rebuild `setup` (see `Game.setup`).
pub(crate) fn kwargs<'py>(py: Python<'py>, setup: &GameSetup) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("size", (setup.size.width(), setup.size.height()))?;
    d.set_item("rules", PyRules(setup.rules))?;
    d.set_item("komi", setup.rules.komi().points())?;
    d.set_item("handicap", setup.handicap.stones())?;
    d.set_item("handicap_kind", setup.handicap.kind().name())?;
    d.set_item("corner_line_12", setup.corner_line_12.name())?;
    d.set_item("topology", setup.topology.name())?;
    let stones = PyDict::new(py);
    for &(p, c) in &setup.stones {
        stones.set_item(convert::xy(p), c.name())?;
    }
    d.set_item("setup", stones)?;
    d.set_item("to_move", setup.to_move.map(Color::name))?;
    let side = |c: Color| -> Vec<&'static str> {
        (1..=setup.table.seats(c))
            .filter_map(|n| setup.table.kind(go_core::Seat::new(c, n)))
            .map(SeatKind::name)
            .collect()
    };
    d.set_item("seats", (side(Color::Black), side(Color::White)))?;
    d.set_item("out_of_turn", setup.table.out_of_turn().name())?;
    d.set_item("clock", PyTimeControl(setup.time_control))?;
    d.set_item("atari", setup.variant.atari_go().map(AtariGo::stones))?;
    d.set_item("phantom", setup.variant.phantom().map(RefereeConvention::name))?;
    Ok(d)
}
