//! `go_core.PhantomGame`: the Phantom Go referee (RULES.md section 6),
//! wrapping `go_core::PhantomGame`: per-player views and announcements, the
//! full board for the referee.

use go_core::{Announcement, ErrorKind, PhantomCounting, PhantomGame, RefereeConvention, SgfCollection, TryOutcome};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::board::PyBoard;
use crate::convert::{self, Place};
use crate::errors::{self, Class, Raised};
use crate::game::PyGame;
use crate::guard::{Poisonable, guard};
use crate::score::PyScore;
use crate::setup::{self, SetupArgs};

/// A Phantom Go game (RULES.md section 6): each player sees only their own
/// stones and what the referee revealed; a try that is illegal for a reason
/// the player cannot see (an unseen opponent stone, suicide, ko) is
/// answered "illegal, try again" and the same player moves again; captures
/// are announced to both. At the end the full board is revealed and counted
/// normally.
///
/// ``PhantomGame(size=None, *, convention=None, rules=None,
/// komi=None, handicap=None, topology=None, setup=None, to_move=None,
/// clock=None)``: the arguments of ``Game`` (19x19 by default; no teams:
/// Phantom Go is played one against one; no ``atari``: a game is set up
/// as Atari Go or as Phantom Go, not both (``from_game`` referees an Atari
/// Go game); no ``clock``: the referee runs none,
/// so a clock is kept by the caller, who ends the game with ``time_out``),
/// and the referee
/// convention (``go_core.types.RefereeConventionName``): ``"illegal_only"``
/// (the default: an illegal try is answered only "illegal"; captures
/// announced as a number),
/// ``"illegal_with_reason"`` (with its reason, and an opponent stone found
/// that way is revealed to the player who tried), ``"atari_announcements"``
/// (also "atari" to both) or ``"capture_with_points"`` (also the captured
/// points). Raises as ``Game``. ``PhantomGame.from_game(game,
/// convention=None)`` takes a ``Game`` instead (a free handicap placed on
/// it first). The referee's game is ``game``. A referee pickles (and
/// ``copy`` copies it) whole, its views, logs and refused points
/// included (``to_json``/``from_json``: go-core's ``PhantomRecord``).
#[pyclass(name = "PhantomGame", module = "go_core", frozen)]
pub(crate) struct PyPhantomGame {
    inner: Poisonable<PhantomGame>,
}

/// The referee's answer to a try (``PhantomGame.try_move``): ``played``
/// (whether the move was made), ``captured`` (opponent stones it captured;
/// 0 for a refused try) and ``reason`` (for a refused try, under
/// conventions that state it: the core's error kind name such as
/// ``"occupied"``, ``"suicide"``, ``"ko"``, ``"superko"``; else ``None``).
#[pyclass(name = "TryOutcome", module = "go_core", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyTryOutcome {
    /// Whether the move was made.
    played: bool,
    /// Opponent stones it captured (0 for a refused try).
    captured: u32,
    /// Why a try was refused, under conventions that say (the core's error
    /// kind name: ``"occupied"``, ``"suicide"``, ``"ko"``, ``"superko"``).
    reason: Option<&'static str>,
}

crate::pickling::pickled!(PyTryOutcome { played, captured, reason });

#[pymethods]
impl PyTryOutcome {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "TryOutcome(played={}, captured={}, reason={})",
            convert::repr(py, self.played),
            self.captured,
            convert::repr(py, self.reason)
        )
    }
}

/// One announcement of the referee, as a side received it
/// (``PhantomGame.log``). ``kind`` says which, and the fields that apply
/// are set (the others ``None``):
///
/// - ``"illegal"``: to the player who tried: ``tried`` (the point) and
///   ``reason`` (under conventions that give it);
/// - ``"moved"``: to the other player: ``by`` moved (the point hidden);
/// - ``"passed"``: to both: ``by`` passed;
/// - ``"captured"``: to both: ``by`` captured ``stones`` stones (their
///   ``points`` under ``"capture_with_points"``); stones removed by their
///   own side's suicide, where the rules allow it, count as captured by
///   the opponent, who is ``by``;
/// - ``"atari"``: to both: stones of ``color`` are in atari;
/// - ``"game_over"``: to both: the game ended during play with ``result``
///   (a move that ends it, a resignation, a departure, a time-out); an
///   end by an agreed count, after play with the board revealed, is the
///   game's ``phase`` and ``result``, not an announcement.
#[pyclass(name = "Announcement", module = "go_core", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyAnnouncement {
    /// ``"illegal"``, ``"moved"``, ``"passed"``, ``"captured"``,
    /// ``"atari"`` or ``"game_over"``.
    kind: &'static str,
    /// The side that moved, passed or captured.
    by: Option<&'static str>,
    /// The point an illegal try named.
    tried: Option<(u8, u8)>,
    /// Why a try was illegal, under conventions that say (an error kind
    /// name).
    reason: Option<&'static str>,
    /// The number of stones captured.
    stones: Option<u32>,
    /// The captured points ``(x, y)``, under ``"capture_with_points"``.
    points: Option<Vec<(u8, u8)>>,
    /// The colour of the stones in atari.
    color: Option<&'static str>,
    /// The result of the game that ended (``"W+3.5"``).
    result: Option<String>,
}

crate::pickling::pickled!(PyAnnouncement { kind, by, tried, reason, stones, points, color, result });

impl PyAnnouncement {
    fn new(kind: &'static str) -> PyAnnouncement {
        PyAnnouncement {
            kind,
            by: None,
            tried: None,
            reason: None,
            stones: None,
            points: None,
            color: None,
            result: None,
        }
    }

    fn from_core(a: &Announcement) -> PyAnnouncement {
        match a {
            Announcement::Illegal { tried, reason } => PyAnnouncement {
                tried: Some(convert::xy(*tried)),
                reason: reason.as_ref().map(|r| r.kind().name()),
                ..PyAnnouncement::new("illegal")
            },
            Announcement::Moved { by } => PyAnnouncement { by: Some(by.name()), ..PyAnnouncement::new("moved") },
            Announcement::Passed { by } => PyAnnouncement { by: Some(by.name()), ..PyAnnouncement::new("passed") },
            Announcement::Captured { by, stones, points } => PyAnnouncement {
                by: Some(by.name()),
                stones: Some(*stones),
                points: points.as_ref().map(|p| convert::xys(p)),
                ..PyAnnouncement::new("captured")
            },
            Announcement::Atari { color } => {
                PyAnnouncement { color: Some(color.name()), ..PyAnnouncement::new("atari") }
            }
            Announcement::GameOver { result } => {
                PyAnnouncement { result: Some(result.to_string()), ..PyAnnouncement::new("game_over") }
            }
            // An announcement of a newer core than this binding knows.
            _ => PyAnnouncement::new("unknown"),
        }
    }
}

#[pymethods]
impl PyAnnouncement {
    fn __repr__(&self, py: Python<'_>) -> String {
        let mut fields = vec![format!("kind={}", convert::repr(py, self.kind))];
        let mut add = |name: &str, v: Option<String>| {
            if let Some(v) = v {
                fields.push(format!("{name}={v}"));
            }
        };
        add("by", self.by.map(|b| convert::repr(py, b)));
        add("tried", self.tried.map(|t| convert::repr(py, t)));
        add("reason", self.reason.map(|r| convert::repr(py, r)));
        add("stones", self.stones.map(|s| s.to_string()));
        add("points", self.points.clone().map(|p| convert::repr(py, p)));
        add("color", self.color.map(|c| convert::repr(py, c)));
        add("result", self.result.clone().map(|r| convert::repr(py, r)));
        format!("Announcement({})", fields.join(", "))
    }
}

impl PyPhantomGame {
    fn read<T>(&self, f: impl FnOnce(&PhantomGame) -> PyResult<T>) -> PyResult<T> {
        self.inner.read(f)
    }

    fn write<T>(&self, f: impl FnOnce(&mut PhantomGame) -> PyResult<T>) -> PyResult<T> {
        self.inner.write(f)
    }

    /// A dead-stone toggle after play (`toggle`: go-core's chain or region
    /// toggle) at `point`; the points whose mark changed, row-major.
    fn toggle(
        &self,
        point: &Bound<'_, PyAny>,
        toggle: impl FnOnce(&mut PhantomCounting<'_>, go_core::Point) -> Result<Vec<go_core::Point>, go_core::GameError>,
    ) -> PyResult<Vec<(u8, u8)>> {
        self.write(|p| {
            let mut g = PyPhantomGame::after_play(p, "marking dead stones")?;
            let pt = convert::point(point, g.game().board().size(), Place::Mark, "point")?;
            toggle(&mut g, pt).map(|v| convert::sorted_xys(&v)).map_err(errors::point_arg("point"))
        })
    }

    /// The referee's game once play has ended, for counting.
    fn after_play<'a>(p: &'a mut PhantomGame, action: &str) -> PyResult<PhantomCounting<'a>> {
        let phase = p.game().phase().name();
        p.game_after_play().ok_or_else(|| {
            Raised::new(
                Class::GameState,
                ErrorKind::WrongPhase,
                format!("{action} is not possible in the {phase} phase: the board is hidden until play ends"),
            )
            .into_pyerr()
        })
    }
}

#[pymethods]
impl PyPhantomGame {
    #[new]
    #[pyo3(signature = (
        size = None, *, convention = None, rules = None, komi = None, handicap = None, topology = None, setup = None,
        to_move = None, clock = None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        size: Option<&Bound<'_, PyAny>>,
        convention: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        komi: Option<&Bound<'_, PyAny>>,
        handicap: Option<&Bound<'_, PyAny>>,
        topology: Option<&Bound<'_, PyAny>>,
        setup: Option<&Bound<'_, PyAny>>,
        to_move: Option<&Bound<'_, PyAny>>,
        clock: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyPhantomGame> {
        guard(|| {
            let nineteen = 19u8.into_pyobject(py)?.into_any();
            let default = RefereeConvention::default().name().into_pyobject(py)?.into_any();
            let args = SetupArgs {
                size: size.unwrap_or(&nineteen),
                rules,
                komi,
                handicap,
                handicap_kind: None,
                corner_line_12: None,
                topology,
                setup,
                to_move,
                seats: None,
                out_of_turn: None,
                clock,
                atari: None,
                phantom: Some(convention.unwrap_or(&default)),
                phantom_argument: "convention",
            };
            let (setup, free) = setup::build(&args)?;
            let convention = setup.variant.phantom().unwrap_or_default();
            let game = setup::start(setup, free)?;
            // The core refuses a clock (the referee runs none): the
            // refusal names the argument that gave it.
            let timed = game.time_control() != go_core::TimeControl::None;
            let inner = PhantomGame::new(game, convention)
                .map_err(|e| if timed { errors::arg("clock")(e) } else { errors::err(e) })?;
            Ok(PyPhantomGame { inner: Poisonable::new(inner, "PhantomGame") })
        })
    }

    /// ``PhantomGame.from_game(game, *, convention=None)``: a referee over a
    /// copy of ``game`` (a ``Game`` with any of its arguments, before or
    /// after some moves; ``game`` itself is not changed) under the referee
    /// ``convention``, as C's ``go_phantom_new``; without one, the
    /// convention the game was set up with as Phantom Go (``Game(phantom=
    /// ...)``, or the ``game`` of a ``PhantomGame(size, convention=...)``;
    /// found from outside: it fell back to ``"illegal_only"`` and wrote that
    /// in its SGF), else ``"illegal_only"`` (go-core's
    /// ``PhantomGame::with_own_convention``). A referee made over an
    /// ordinary game keeps its convention only in itself: pickle the
    /// referee, not its ``game``, to keep it (and its views and logs).
    /// ``game`` may be an Atari Go game: its referee plays Phantom Atari
    /// Go, and its SGF has ``AG`` with ``PG`` (the replay of that record is
    /// the Atari Go game; the convention is ``Record.info["PG"]``). This is the way to a free handicap: place it on
    /// the ``Game`` (``place_free_handicap``), then hand the game over
    /// (found from outside: ``PhantomGame(handicap=2,
    /// rules="game_site")`` said to place the handicap on the game first,
    /// which Python had no way to do). The referee follows ``convention``
    /// even when ``game`` was built as Phantom Go under another one.
    /// Raises ``TypeError`` when ``game`` is not a ``Game``; ``ParseError``
    /// for an unknown convention; ``SetupError`` (``incompatible_options``)
    /// for a game with teams, a free handicap still to be placed, or a
    /// clock (the referee runs none).
    #[classmethod]
    #[pyo3(signature = (game, *, convention = None))]
    fn from_game(
        _cls: &Bound<'_, PyType>,
        game: &Bound<'_, PyAny>,
        convention: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyPhantomGame> {
        let game = game.cast::<PyGame>().map_err(|_| convert::type_error("game", "a go_core.Game", game))?;
        let convention = convention.map(|c| convert::word::<RefereeConvention>(c, "convention")).transpose()?;
        let copy = game.get().read(|g| Ok(g.clone()))?;
        guard(|| {
            let inner = match convention {
                Some(c) => PhantomGame::new(copy, c),
                None => PhantomGame::with_own_convention(copy),
            }
            .map_err(errors::err)?;
            Ok(PyPhantomGame { inner: Poisonable::new(inner, "PhantomGame") })
        })
    }

    /// The side to move tries ``move`` (a point, ``None`` or ``"pass"``): a
    /// ``TryOutcome``. A refused try (an unseen opponent stone, suicide, ko,
    /// superko) is logged for the player and the same player tries again.
    /// Raises ``IllegalMoveError`` for what is not a try because the player
    /// can see it (``off_board``; ``occupied`` by their own stone or one
    /// already revealed to them; ``not_playing``, ``game_over``) or knows
    /// it (a point already refused this turn: its refusal again, ``occupied``,
    /// ``suicide``, ``ko`` or ``superko``, nothing logged), the game
    /// unchanged. Under the ``illegal_only`` convention, which keeps the
    /// reason from the player, such a retry is answered as the first try
    /// was (not played, no reason), nothing logged.
    #[pyo3(signature = (r#move))]
    fn try_move(&self, r#move: &Bound<'_, PyAny>) -> PyResult<PyTryOutcome> {
        self.write(|p| {
            let mv = convert::move_(r#move, p.game().board().size(), "move")?;
            Ok(match p.try_move(mv).map_err(errors::point_arg("move"))? {
                TryOutcome::Played { captured } => PyTryOutcome { played: true, captured, reason: None },
                TryOutcome::TryAgain { reason } => {
                    PyTryOutcome { played: false, captured: 0, reason: reason.map(|r| r.kind().name()) }
                }
                // An outcome of a newer core than this binding knows.
                _ => return Err(PyRuntimeError::new_err("an outcome this build of go_core does not know")),
            })
        })
    }

    /// ``color`` resigns, in its turn or not (RULES.md section 4). Returns
    /// the result (``"W+R"``); the board stays hidden until ``reveal``.
    /// Raises ``GameStateError`` (``wrong_phase``) when the game is already
    /// finished, the referee unchanged.
    fn resign(&self, color: &Bound<'_, PyAny>) -> PyResult<String> {
        let color = convert::color(color, "color")?;
        self.write(|p| p.resign(color).map(|r| r.to_string()).map_err(errors::err))
    }

    /// ``color`` leaves the table: its side forfeits (``"W+F"``). Raises as
    /// ``resign``.
    fn leave(&self, color: &Bound<'_, PyAny>) -> PyResult<String> {
        let color = convert::color(color, "color")?;
        self.write(|p| p.leave(color).map(|r| r.to_string()).map_err(errors::err))
    }

    /// ``color`` is out of time on a clock the caller keeps (the referee
    /// runs none: a ``PhantomGame`` with a ``clock`` is refused): the other
    /// side wins on time (``"W+T"``). Raises as ``resign``.
    fn time_out(&self, color: &Bound<'_, PyAny>) -> PyResult<String> {
        let color = convert::color(color, "color")?;
        self.write(|p| p.time_out(color).map(|r| r.to_string()).map_err(errors::err))
    }

    /// The computer player's try for the side to move, from that player's
    /// knowledge only (go-core's ``Bot::choose_phantom_move``): its own
    /// view, its announcements, the points refused this turn and the public
    /// facts of the game. The hidden opponent stones (as many as the
    /// announcements imply) are placed at random, first on points refused
    /// before, in four samples that are each searched, and the searches'
    /// visits are summed; a point refused this turn is never chosen again.
    /// Nothing is played: hand the answer to ``try_move``. Returns a point
    /// ``(x, y)``, or ``None`` for a pass (no point left to try, or a game
    /// not being played). The budget is read as ``Game.analyze`` reads it
    /// (a time by default, 1000 ms, shared among the samples; ``millis``
    /// 1..86,400,000, ``playouts`` 1..10,000,000, both: at most that many
    /// within that time; ``seed`` an int in ``0..2**64``; ``threads``
    /// 1..256), with the interpreter released; Ctrl-C stops it
    /// (``KeyboardInterrupt``, nothing changed). Raises ``ValueError`` for an
    /// argument out of range, ``TypeError`` for one of the wrong type.
    #[pyo3(signature = (*, millis = None, playouts = None, seed = None, threads = None))]
    fn suggest_move(
        &self,
        py: Python<'_>,
        millis: Option<&Bound<'_, PyAny>>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<(u8, u8)>> {
        let referee = self.read(|p| Ok(p.clone()))?;
        let config = crate::game::untimed_bot_config(referee.game(), millis, playouts, seed, threads)?;
        guard(|| {
            let bot = go_core::Bot::new(config);
            let mv =
                crate::interrupt::interruptible(py, true, |stop| bot.choose_phantom_move_with_stop(&referee, stop))?;
            Ok(convert::move_xy(mv))
        })
    }

    /// What ``color`` sees: its own stones and the opponent stones revealed
    /// to it and not captured since, as a ``Board``.
    fn view(&self, color: &Bound<'_, PyAny>) -> PyResult<PyBoard> {
        let color = convert::color(color, "color")?;
        self.read(|p| Ok(PyBoard(p.view(color))))
    }

    /// The announcements ``color`` received, in order: ``Announcement``s.
    fn log(&self, color: &Bound<'_, PyAny>) -> PyResult<Vec<PyAnnouncement>> {
        let color = convert::color(color, "color")?;
        self.read(|p| Ok(p.log(color).iter().map(PyAnnouncement::from_core).collect()))
    }

    /// The points the side to move has tried in vain this turn (known to
    /// that player), in order.
    #[getter]
    fn refused_this_turn(&self) -> PyResult<Vec<(u8, u8)>> {
        self.read(|p| Ok(convert::xys(p.refused_this_turn())))
    }

    /// The full board once play has ended (counting or finished), else
    /// ``None``: what the players may see.
    fn reveal(&self) -> PyResult<Option<PyBoard>> {
        self.read(|p| Ok(p.reveal().map(|b| PyBoard(b.clone()))))
    }

    /// The full board for the referee at any time (the truth: show it to
    /// no player before the end).
    #[getter]
    fn referee_board(&self) -> PyResult<PyBoard> {
        self.read(|p| Ok(PyBoard(p.game().board().clone())))
    }

    /// A copy of the referee's whole game (the truth), as a ``Game``.
    #[getter]
    fn game(&self) -> PyResult<PyGame> {
        self.read(|p| Ok(PyGame::wrap(p.game().clone())))
    }

    /// The referee as data: go-core's ``PhantomRecord`` (the game's record,
    /// the convention, the opponent stones each side has seen, each side's
    /// announcements and the points refused this turn) as JSON text.
    fn to_json(&self) -> PyResult<String> {
        self.read(|p| {
            serde_json::to_string(&p.record()).map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))
        })
    }

    /// The referee a ``to_json`` text describes: its game replayed from its
    /// record, refereed with the record's views, logs and refused points.
    /// Raises ``GameStateError`` (``invalid_record``) for a text that is no
    /// such record or a game event that does not replay,
    /// ``GameStateError`` (``invalid_referee_record``) when the referee's
    /// state does not fit its game (a seen point without an opponent stone
    /// or that no try of that side found under its convention, a point off
    /// the board, a refused point holding a stone of the side to move,
    /// listed twice or never tried, announcements other than those the
    /// game gives when played again through a referee, a game event no
    /// referee makes), as ``PhantomGame.from_game`` for a game no referee
    /// takes.
    #[classmethod]
    fn from_json(_cls: &Bound<'_, PyType>, text: &Bound<'_, PyAny>) -> PyResult<PyPhantomGame> {
        let text = convert::text(text, "text")?;
        guard(|| {
            let record: go_core::PhantomRecord = serde_json::from_str(&text)
                .map_err(|e| crate::game::json_error(&e, "a Phantom Go referee's record"))?;
            let inner = PhantomGame::from_record(&record).map_err(errors::arg("text"))?;
            Ok(PyPhantomGame { inner: Poisonable::new(inner, "PhantomGame") })
        })
    }

    /// Pickle support: ``PhantomGame.from_json`` with the referee's JSON
    /// (views, logs and refused points included).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, pyo3::types::PyTuple>)> {
        let json = slf.get().to_json()?;
        let method = slf.get_type().getattr("from_json")?;
        Ok((method, pyo3::types::PyTuple::new(slf.py(), [pyo3::types::PyString::new(slf.py(), &json)])?))
    }

    /// An independent copy of the referee.
    fn __copy__(&self) -> PyResult<PyPhantomGame> {
        self.read(|p| Ok(PyPhantomGame { inner: Poisonable::new(p.clone(), "PhantomGame") }))
    }

    #[pyo3(signature = (memo, /))]
    fn __deepcopy__(&self, memo: &Bound<'_, PyAny>) -> PyResult<PyPhantomGame> {
        let _ = memo;
        self.__copy__()
    }

    /// The referee convention in force.
    #[getter]
    fn convention(&self) -> PyResult<&'static str> {
        self.read(|p| Ok(p.convention().name()))
    }

    /// The side to move: ``"black"`` or ``"white"``.
    #[getter]
    fn to_move(&self) -> PyResult<&'static str> {
        self.read(|p| Ok(p.game().to_move().name()))
    }

    /// The phase (as ``Game.phase``).
    #[getter]
    fn phase(&self) -> PyResult<&'static str> {
        self.read(|p| Ok(p.game().phase().name()))
    }

    /// The result once finished (as ``Game.result``), else ``None``.
    #[getter]
    fn result(&self) -> PyResult<Option<String>> {
        self.read(|p| Ok(p.game().result().map(|r| r.to_string())))
    }

    /// After play: toggles the dead mark of the chain on ``point`` (as
    /// ``Game.toggle_dead``). Raises ``GameStateError`` (``wrong_phase``)
    /// while the board is hidden.
    fn toggle_dead(&self, point: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
        self.toggle(point, |g, p| g.toggle_dead_chain(p))
    }

    /// After play: toggles the dead marks of the stones of the colour on
    /// ``point`` in the region the other colour encloses (as
    /// ``Game.toggle_dead_region``); returns the points whose mark changed.
    /// Raises as ``toggle_dead``.
    fn toggle_dead_region(&self, point: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
        self.toggle(point, |g, p| g.toggle_dead_region(p))
    }

    /// After play: ``color`` proposes the marking (as ``Game.propose``).
    fn propose(&self, color: &Bound<'_, PyAny>) -> PyResult<()> {
        let color = convert::color(color, "color")?;
        self.write(|p| PyPhantomGame::after_play(p, "proposing a count")?.propose(color).map_err(errors::err))
    }

    /// After play: ``color`` accepts the other's proposal; returns the
    /// result (as ``Game.accept``).
    fn accept(&self, color: &Bound<'_, PyAny>) -> PyResult<String> {
        let color = convert::color(color, "color")?;
        self.write(|p| {
            let mut g = PyPhantomGame::after_play(p, "accepting a count")?;
            g.accept(color).map(|r| r.to_string()).map_err(errors::err)
        })
    }

    /// After play: ``color`` rejects the other's proposal (as
    /// ``Game.reject``); play resumes in the dark.
    fn reject(&self, color: &Bound<'_, PyAny>) -> PyResult<()> {
        let color = convert::color(color, "color")?;
        self.write(|p| PyPhantomGame::after_play(p, "rejecting a count")?.reject(color).map_err(errors::err))
    }

    /// After play: the count with the marked stones removed (as
    /// ``Game.score``). Raises ``GameStateError`` while the board is hidden.
    fn score(&self, py: Python<'_>) -> PyResult<PyScore> {
        self.write(|p| {
            let g = PyPhantomGame::after_play(p, "counting")?;
            PyScore::new(py, g.game().board().size(), &g.score())
        })
    }

    /// The referee's record as SGF FF[4] text (the full game, with
    /// ``PG[convention]``; refused tries are not moves and are not written).
    fn to_sgf(&self, py: Python<'_>) -> PyResult<Py<pyo3::types::PyString>> {
        let text = self
            .read(|p| Ok(SgfCollection::from_phantom(p).try_to_utf8().map_err(|e| crate::convert::no_memory(&e))?.0))?;
        Ok(crate::convert::large_text(py, &text)?.unbind())
    }

    fn __repr__(&self) -> PyResult<String> {
        self.read(|p| {
            let g = p.game();
            Ok(format!(
                "PhantomGame({}, convention='{}', moves={}, to_move='{}', phase='{}')",
                g.board().size(),
                p.convention().name(),
                g.moves().len(),
                g.to_move().name(),
                g.phase().name()
            ))
        })
    }
}
