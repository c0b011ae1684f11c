//! `go_core.Game`: a wrapper around `go_core::Game` that converts arguments,
//! maps errors and exports the board to NumPy. Every rule is go-core's.

use go_core::{
    Board, BoardSize, Bot, BotConfig, Budget, Color, Counting, Game, GameResult, Handicap, IllegalMove, Move, Phase,
    PlayoutPolicy, Point, SideScore,
};
use numpy::PyArray2;
use numpy::ndarray::Array2;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};
use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::SeedableRng;

use crate::args::{self, Int, KomiText, Text};
use crate::errors;

/// The version of the pickled state `__reduce__` writes. Version 2 adds the
/// counting phase's dead-stone marks and pending proposal; `__setstate__`
/// reads versions 1 and 2 and refuses others.
const STATE_VERSION: u32 = 2;

/// The constructor arguments `__reduce__` hands to pickle: width, height,
/// rules name, handicap stones, komi text.
type CtorArgs = (u8, u8, String, u32, String);

/// A searched move as `analyze` reports it: the point (or `None` for a
/// pass), its visits and its win rate.
type Candidate = (Option<(u8, u8)>, u32, f64);

/// What `__reduce__` returns: the class, its arguments, the state to replay.
type Reduced<'py> = (Bound<'py, PyType>, CtorArgs, Bound<'py, PyDict>);

/// A game of Go under a rule set: the board, whose turn it is, the history
/// (ko and superko), prisoners, phase and result.
///
/// ``Game(width=19, height=None, rules="studio", handicap=0, komi=None)``:
/// a board ``width`` x ``height`` (``height`` defaults to ``width``; each side
/// 1..52), a rule-set preset by name (``studio``, ``chinese``, ``aga``,
/// ``new-zealand``, ``tromp-taylor``, ``japanese``, ``korean``,
/// ``game-site``), a fixed handicap of 2..9 stones on the star points
/// (0 for none) and a komi overriding the preset's (a multiple of 0.5, as an
/// int, float or str such as ``"6.5"``).
///
/// Points are ``(x, y)``: column and row, 0-based from the top-left corner
/// as in SGF. Refused moves and setups raise subclasses of ``GoError``
/// (itself a ``ValueError``) and leave the game unchanged.
#[pyclass(name = "Game", module = "go_core")]
pub(crate) struct PyGame {
    game: Game,
    /// The game as set up, before any move: `__setstate__` replays from it.
    start: Game,
    /// The rule-set preset's name as given (for `repr` and pickling).
    rules_name: String,
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// A side's part of a count as a dict (see `Game.score`).
fn side_dict<'py>(py: Python<'py>, side: &SideScore) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("stones", side.stones)?;
    d.set_item("territory", side.territory)?;
    d.set_item("prisoners", side.prisoners)?;
    d.set_item("dead_stones", side.dead_stones)?;
    d.set_item("komi", f64::from(side.komi) / 2.0)?;
    d.set_item("bonus", side.bonus)?;
    d.set_item("seki", side.seki)?;
    d.set_item("penalty", side.penalty)?;
    d.set_item("total", side.total as f64 / 2.0)?;
    Ok(d)
}

/// Row-major colours as a NumPy `int8` array of shape (height, width): 0
/// for none, 1 Black, -1 White.
fn color_grid<'py>(py: Python<'py>, size: BoardSize, colors: &[Option<Color>]) -> PyResult<Bound<'py, PyArray2<i8>>> {
    let cells: Vec<i8> = colors
        .iter()
        .map(|c| match c {
            None => 0,
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
        })
        .collect();
    let shape = (usize::from(size.height()), usize::from(size.width()));
    let array = Array2::from_shape_vec(shape, cells).map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(PyArray2::from_owned_array(py, array))
}

/// The name of a counting method, as `Game.score` reports it.
fn counting_name(c: Counting) -> &'static str {
    match c {
        Counting::Area => "area",
        Counting::Territory => "territory",
        _ => "game_site",
    }
}

fn xy(p: Point) -> (u8, u8) {
    (p.x, p.y)
}

fn move_xy(mv: Move) -> Option<(u8, u8)> {
    mv.point().map(xy)
}

impl PyGame {
    /// The point the side to move may not take at once because of ko: the
    /// single stone the last move captured, when go-core refuses playing
    /// there as a ko or superko repetition. For the light playout's ko
    /// argument.
    fn ko_point(&self) -> Option<Point> {
        let last = self.game.moves().last()?;
        match last.captured.as_slice() {
            [p] => {
                let refused = self.game.is_legal(Move::Play(*p));
                matches!(refused, Err(IllegalMove::Ko(_) | IllegalMove::Superko(_))).then_some(*p)
            }
            _ => None,
        }
    }

    fn size(&self) -> BoardSize {
        self.game.board().size()
    }

    fn captured(record: &go_core::MoveRecord) -> Vec<(u8, u8)> {
        record.captured.iter().copied().map(xy).collect()
    }
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(
        signature = (width = Int::Small(19), height = None, rules = Text("studio".to_owned()), handicap = Int::Small(0), komi = None),
        text_signature = "(width=19, height=None, rules='studio', handicap=0, komi=None)"
    )]
    fn new(width: Int, height: Option<Int>, rules: Text, handicap: Int, komi: Option<KomiText>) -> PyResult<PyGame> {
        let height = height.unwrap_or_else(|| width.clone());
        let size = args::board_size(&width, &height)?;
        let stones = args::handicap_stones(&handicap)?;
        let Text(rules_name) = rules;
        let mut preset = rules_name
            .parse::<go_core::Preset>()
            .map(|p| p.rules(size))
            .map_err(|e| errors::setup_argument("unknown_rules", e.to_string()))?;
        if let Some(KomiText(text)) = komi {
            preset = preset.with_komi(text.parse().map_err(errors::setup)?);
        }
        let handicap = if stones == 0 { Handicap::None } else { Handicap::Fixed(stones) };
        let game = Game::builder(size).rules(preset).handicap(handicap).build().map_err(errors::setup)?;
        Ok(PyGame { start: game.clone(), game, rules_name })
    }

    /// Plays a stone for the side to move on ``(x, y)`` and returns the
    /// points of the stones it captured.
    ///
    /// Raises ``IllegalMoveError`` (``reason``: ``off_board``, ``occupied``,
    /// ``suicide``, ``ko``, ``superko`` or ``not_playing``); the game is then
    /// unchanged.
    #[pyo3(signature = (x, y))]
    fn play(&mut self, x: Int, y: Int) -> PyResult<Vec<(u8, u8)>> {
        let p = args::point(&x, &y)?;
        let record = self.game.play(Move::Play(p)).map_err(errors::illegal_move)?;
        Ok(PyGame::captured(record))
    }

    /// Plays a GTP vertex such as ``"D4"`` (column letters skip ``I``, rows
    /// count from the bottom; case-insensitive) or ``"pass"``, and returns
    /// the points captured.
    ///
    /// Raises ``SetupError`` (``reason="invalid_vertex"``) for a text that is
    /// not a vertex of this board, ``IllegalMoveError`` as ``play``.
    #[pyo3(signature = (vertex))]
    fn play_vertex(&mut self, vertex: Text) -> PyResult<Vec<(u8, u8)>> {
        let mv = Move::parse_vertex(&vertex.0, self.size())
            .map_err(|e| errors::setup_argument("invalid_vertex", e.to_string()))?;
        let record = self.game.play(mv).map_err(errors::illegal_move)?;
        Ok(PyGame::captured(record))
    }

    /// Passes for the side to move. Two passes in a row end play (``phase``
    /// becomes ``"counting"``).
    ///
    /// Raises ``IllegalMoveError`` (``reason="not_playing"``) outside play.
    fn pass_(&mut self) -> PyResult<()> {
        self.game.pass().map(|_| ()).map_err(errors::illegal_move)
    }

    /// The same as ``pass_()``.
    fn pass_move(&mut self) -> PyResult<()> {
        self.pass_()
    }

    /// Takes back the last move (a play or a pass): position, prisoners,
    /// turn and phase return to what they were.
    ///
    /// Raises ``GameStateError`` (``reason``: ``nothing_to_undo``, or
    /// ``wrong_phase`` after a resignation or an accepted count; a game
    /// finished by a move, such as the second pass under Tromp-Taylor, can
    /// be undone).
    fn undo(&mut self) -> PyResult<()> {
        self.game.undo().map(|_| ()).map_err(errors::game_state)
    }

    /// The side to move resigns; returns the result, e.g. ``"W+R"``.
    ///
    /// Raises ``GameStateError`` (``reason="wrong_phase"``) when the game is
    /// already finished.
    fn resign(&mut self) -> PyResult<String> {
        self.game.resign().map(|r| r.to_string()).map_err(errors::game_state)
    }

    /// Whether the side to move may play on ``(x, y)`` now. Off-board points
    /// of any size are simply not legal; non-integers raise ``TypeError``.
    #[pyo3(signature = (x, y))]
    fn is_legal(&self, x: Int, y: Int) -> bool {
        args::point(&x, &y).is_ok_and(|p| self.game.is_legal(Move::Play(p)).is_ok())
    }

    /// Every legal move of the side to move: points ``(x, y)`` in row-major
    /// order, then ``None`` for the pass. Empty when the game is not being
    /// played.
    fn legal_moves(&self) -> Vec<Option<(u8, u8)>> {
        self.game.legal_moves().into_iter().map(move_xy).collect()
    }

    /// Counts the position now under the game's rules, with the stones
    /// marked dead removed (any phase: during play it counts the position
    /// as it stands). Returns a dict:
    ///
    /// - ``"counting"``: ``"area"``, ``"territory"`` or ``"game_site"``;
    /// - ``"black"``, ``"white"``: each a dict of ``stones``, ``territory``,
    ///   ``prisoners``, ``dead_stones`` (own stones marked dead), ``komi``
    ///   (points, float), ``bonus`` (handicap compensation), ``seki``
    ///   (empty points in seki, territory methods), ``penalty`` and
    ///   ``total`` (points, float);
    /// - ``"margin"``: White's total minus Black's, in points (float);
    /// - ``"result"``: the result this count gives, e.g. ``"B+3.5"``, ``"0"``;
    /// - ``"dame"``: unfilled dame ``(x, y)``; ``"neutral"``: empty points
    ///   counted for nobody;
    /// - ``"ownership"``: NumPy ``int8`` array ``(height, width)``, indexed
    ///   ``[y, x]``: 1 counted for Black, -1 for White, 0 for nobody.
    fn score<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let score = self.game.score();
        let d = PyDict::new(py);
        d.set_item("counting", counting_name(score.counting))?;
        d.set_item("black", side_dict(py, &score.black)?)?;
        d.set_item("white", side_dict(py, &score.white)?)?;
        d.set_item("margin", score.margin as f64 / 2.0)?;
        d.set_item("result", score.result.to_string())?;
        d.set_item("dame", score.dame.iter().map(|&p| xy(p)).collect::<Vec<_>>())?;
        d.set_item("neutral", score.neutral.iter().map(|&p| xy(p)).collect::<Vec<_>>())?;
        d.set_item("ownership", color_grid(py, self.size(), &score.ownership)?)?;
        Ok(d)
    }

    /// The stones marked dead in the counting phase, ``(x, y)`` row-major.
    #[getter]
    fn dead_stones(&self) -> Vec<(u8, u8)> {
        self.game.dead_stones().into_iter().map(xy).collect()
    }

    /// The side whose proposed marking awaits an answer (``"black"`` or
    /// ``"white"``), else ``None``.
    #[getter]
    fn proposal(&self) -> Option<&'static str> {
        self.game.proposal().map(color_name)
    }

    /// In the counting phase, marks the whole chain at ``(x, y)`` dead, or
    /// alive again if it was marked; returns the points whose mark changed.
    /// Withdraws any pending proposal.
    ///
    /// Raises ``GameStateError`` (``reason``: ``wrong_phase`` outside
    /// counting, ``not_a_stone`` for an empty point, ``off_board`` for any
    /// point off the board, negative or huge coordinates included);
    /// ``TypeError`` for coordinates that are not integers.
    #[pyo3(signature = (x, y))]
    fn toggle_dead(&mut self, x: Int, y: Int) -> PyResult<Vec<(u8, u8)>> {
        let p = args::point(&x, &y).map_err(errors::as_game_state)?;
        self.game.toggle_dead_chain(p).map(|v| v.into_iter().map(xy).collect()).map_err(errors::game_state)
    }

    /// In the counting phase, marks dead every stone of the colour at
    /// ``(x, y)`` inside the region the other colour encloses (one click
    /// marks a whole group of dead stones, as on the game site of the
    /// source documents), or unmarks them all if they all were; returns the
    /// points whose mark changed.
    ///
    /// Raises ``GameStateError`` as ``toggle_dead``.
    #[pyo3(signature = (x, y))]
    fn toggle_dead_region(&mut self, x: Int, y: Int) -> PyResult<Vec<(u8, u8)>> {
        let p = args::point(&x, &y).map_err(errors::as_game_state)?;
        self.game.toggle_dead_region(p).map(|v| v.into_iter().map(xy).collect()).map_err(errors::game_state)
    }

    /// ``color`` (``"black"`` or ``"white"``) proposes the current marking;
    /// the other side may ``accept`` or ``reject`` it.
    ///
    /// Raises ``SetupError`` (``reason="invalid_color"``) for another text,
    /// ``GameStateError`` (``reason="wrong_phase"``) outside counting.
    #[pyo3(signature = (color))]
    fn propose(&mut self, color: Text) -> PyResult<()> {
        let color = args::color(&color)?;
        self.game.propose(color).map_err(errors::game_state)
    }

    /// ``color`` accepts the other side's proposal: the game is finished
    /// and counted with the marked stones removed; returns the result.
    ///
    /// Raises ``GameStateError`` (``reason``: ``wrong_phase``, or
    /// ``no_proposal`` when the other side has proposed nothing).
    #[pyo3(signature = (color))]
    fn accept(&mut self, color: Text) -> PyResult<String> {
        let color = args::color(&color)?;
        self.game.accept(color).map(|r| r.to_string()).map_err(errors::game_state)
    }

    /// ``color`` rejects the other side's proposal: the marks are cleared
    /// and play resumes from the same position (who moves first is the
    /// rule set's resume order).
    ///
    /// Raises ``GameStateError`` as ``accept``.
    #[pyo3(signature = (color))]
    fn reject(&mut self, color: Text) -> PyResult<()> {
        let color = args::color(&color)?;
        self.game.reject(color).map_err(errors::game_state)
    }

    /// Asks the computer player for the side to move, without playing: a
    /// Monte-Carlo tree search of ``playouts`` playouts (1..=10,000,000)
    /// over ``threads`` threads (1..=64), seeded by ``seed`` (an int in
    /// ``0..2**64``; with one thread the same seed and the same game, the
    /// same moves from the same start, give the same answer),
    /// with the interpreter released. The move is always legal. Returns a
    /// dict:
    ///
    /// - ``"move"``: ``(x, y)``, or ``None`` for a pass (also when the game
    ///   is not being played);
    /// - ``"win_rate"``: the estimated chance, 0..1, that the side to move
    ///   wins after that move;
    /// - ``"playouts"``: playouts made, exactly ``playouts`` (split over the
    ///   threads, never more threads than playouts);
    /// - ``"ownership"``: NumPy ``float32`` array ``(height, width)``
    ///   indexed ``[y, x]``: how often each point ended as Black's minus
    ///   how often as White's in the playouts, in -1..1;
    /// - ``"candidates"``: ``(move, visits, win_rate)`` for each move
    ///   searched, most visited first.
    ///
    /// Raises ``ValueError`` for ``playouts``, ``threads`` or ``seed`` out of
    /// range, ``TypeError`` for non-integers.
    #[pyo3(
        signature = (playouts = Int::Small(1000), seed = Int::Small(1), threads = Int::Small(1)),
        text_signature = "($self, playouts=1000, seed=1, threads=1)"
    )]
    fn analyze<'py>(slf: &Bound<'py, PyGame>, playouts: Int, seed: Int, threads: Int) -> PyResult<Bound<'py, PyDict>> {
        let py = slf.py();
        let playouts = args::in_range(&playouts, 1, 10_000_000, "playouts")?;
        let threads = usize::try_from(args::in_range(&threads, 1, 64, "threads")?).unwrap_or(1);
        let seed = args::seed(&seed)?;
        let game = slf.borrow().game.clone();
        let size = game.board().size();
        let config = BotConfig { budget: Budget::Playouts(playouts), threads, seed, ..BotConfig::default() };
        let analysis = py.detach(move || Bot::new(config).analyze(&game));
        let d = PyDict::new(py);
        d.set_item("move", move_xy(analysis.best))?;
        d.set_item("win_rate", analysis.win_rate)?;
        d.set_item("playouts", analysis.playouts)?;
        let shape = (usize::from(size.height()), usize::from(size.width()));
        let ownership =
            Array2::from_shape_vec(shape, analysis.ownership).map_err(|e| PyValueError::new_err(e.to_string()))?;
        d.set_item("ownership", PyArray2::from_owned_array(py, ownership))?;
        let candidates: Vec<Candidate> =
            analysis.candidates.iter().map(|&(m, visits, rate)| (move_xy(m), visits, rate)).collect();
        d.set_item("candidates", candidates)?;
        Ok(d)
    }

    /// Plays a light random playout (uniform among empty points that are not
    /// the ko point, suicide or the mover's own single-point eye; two passes
    /// or a move limit of ``3 * width * height + 20`` end it) on a copy of
    /// the board, with the interpreter released, and returns the number of
    /// moves made, passes included. The game is not changed.
    ///
    /// ``seed`` (an int in ``0..2**64``) makes it reproducible: the same
    /// position, side to move, ko point and seed give the same playout,
    /// however the position was reached. Superko is not checked.
    #[pyo3(signature = (seed))]
    fn random_playout(slf: &Bound<'_, PyGame>, seed: Int) -> PyResult<u32> {
        let seed = args::seed(&seed)?;
        let (board, to_move, ko) = {
            let this = slf.borrow();
            (this.game.board().clone(), this.game.to_move(), this.ko_point())
        };
        let policy = PlayoutPolicy::for_area(board.size().area());
        let outcome = slf.py().detach(move || {
            // The playout draws from the board's internal list of empty
            // points, whose order depends on the history (captures, undo):
            // a board rebuilt from its colours makes it depend on the
            // position alone.
            let mut board = Board::from_colors(board.size(), board.topology(), &board.colors())?;
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            Ok(board.playout(to_move, ko, &mut rng, policy, |_, _| {}))
        });
        outcome.map(|o| o.moves).map_err(errors::setup)
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

    /// The side to move: ``"black"`` or ``"white"``.
    #[getter]
    fn to_move(&self) -> &'static str {
        color_name(self.game.to_move())
    }

    /// The phase: ``"playing"``, ``"counting"`` (after two passes) or
    /// ``"finished"``.
    #[getter]
    fn phase(&self) -> String {
        self.game.phase().to_string()
    }

    /// Stones each side has captured: ``{"black": n, "white": m}``
    /// (``"black"`` counts the white stones Black took).
    #[getter]
    fn prisoners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let p = self.game.prisoners();
        let d = PyDict::new(py);
        d.set_item("black", p.black)?;
        d.set_item("white", p.white)?;
        Ok(d)
    }

    /// Number of moves made (passes included, handicap stones not).
    #[getter]
    fn move_count(&self) -> usize {
        self.game.moves().len()
    }

    /// The moves made, in order: ``(x, y)`` for a play, ``None`` for a pass.
    #[getter]
    fn moves(&self) -> Vec<Option<(u8, u8)>> {
        self.game.moves().iter().map(|m| move_xy(m.mv)).collect()
    }

    /// The result once the game is finished, as SGF writes it (``"W+R"``,
    /// ``"B+3.5"``, ``"0"``, ``"Void"``), else ``None``.
    #[getter]
    fn result(&self) -> Option<String> {
        self.game.result().map(|r| r.to_string())
    }

    /// The rule-set preset's name as given to the constructor.
    #[getter]
    fn rules(&self) -> String {
        self.rules_name.clone()
    }

    /// Komi in points (exact: always a multiple of 0.5).
    #[getter]
    fn komi(&self) -> f64 {
        self.game.rules().komi().points()
    }

    /// The number of handicap stones (0 for an even game).
    #[getter]
    fn handicap(&self) -> u32 {
        self.game.handicap().stones()
    }

    /// The position as a new NumPy ``int8`` array of shape ``(height,
    /// width)``, indexed ``[y, x]``: 0 empty, 1 black, -1 white.
    #[getter]
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        color_grid(py, self.size(), &self.game.board().colors())
    }

    /// The board diagram: one line per row, top first; ``X`` black, ``O``
    /// white, ``.`` empty.
    fn __str__(&self) -> String {
        self.game.board().to_string()
    }

    /// A summary line, then the board diagram.
    fn __repr__(&self) -> String {
        let size = self.size();
        let result = self.game.result().map(|r| format!(", result='{r}'")).unwrap_or_default();
        format!(
            "Game({}x{}, rules='{}', komi={}, handicap={}, moves={}, to_move='{}', phase='{}'{result})\n{}",
            size.width(),
            size.height(),
            self.rules_name,
            self.game.rules().komi(),
            self.game.handicap().stones(),
            self.game.moves().len(),
            color_name(self.game.to_move()),
            self.game.phase(),
            self.game.board()
        )
    }

    /// An independent copy of the game.
    fn copy(&self) -> PyGame {
        PyGame { game: self.game.clone(), start: self.start.clone(), rules_name: self.rules_name.clone() }
    }

    /// An independent copy of the game (``copy.copy``).
    fn __copy__(&self) -> PyGame {
        self.copy()
    }

    /// An independent copy of the game (``copy.deepcopy``).
    #[pyo3(signature = (memo, /))]
    fn __deepcopy__(&self, memo: &Bound<'_, PyAny>) -> PyGame {
        let _ = memo;
        self.copy()
    }

    /// Pickle support: the constructor's arguments, and the moves to replay.
    fn __reduce__<'py>(slf: &Bound<'py, PyGame>) -> PyResult<Reduced<'py>> {
        let py = slf.py();
        let this = slf.borrow();
        let size = this.size();
        let ctor = (
            size.width(),
            size.height(),
            this.rules_name.clone(),
            this.game.handicap().stones(),
            this.game.rules().komi().to_string(),
        );
        let state = PyDict::new(py);
        state.set_item("version", STATE_VERSION)?;
        state.set_item("moves", this.moves())?;
        let resigned = matches!(this.game.result(), Some(GameResult::Resignation { .. }));
        state.set_item("resigned", resigned)?;
        state.set_item("dead", this.dead_stones())?;
        state.set_item("proposal", this.proposal())?;
        // Finished otherwise than by resignation: by an accepted count, or
        // by a move (a long cycle), which the replay itself reproduces.
        state.set_item("accepted", this.game.phase() == Phase::Finished && !resigned)?;
        Ok((slf.get_type(), ctor, state))
    }

    /// Pickle support: replays the pickled moves (and resignation) from the
    /// game's start, then the counting phase's marks, pending proposal and
    /// accepted count (state version 2; version 1 has none of these).
    /// Raises ``TypeError`` or ``ValueError`` for a state that is not one
    /// ``__reduce__`` wrote, and ``IllegalMoveError`` or ``GameStateError``
    /// if it does not replay; the game is then unchanged.
    #[pyo3(signature = (state, /))]
    fn __setstate__(&mut self, state: &Bound<'_, PyAny>) -> PyResult<()> {
        let state = state.cast::<PyDict>().map_err(|_| PyTypeError::new_err("Game state must be a dict"))?;
        let field = |name: &str| {
            state.get_item(name)?.ok_or_else(|| PyValueError::new_err(format!("Game state has no {name:?}")))
        };
        let version: u32 = field("version")?.extract()?;
        if version != 1 && version != STATE_VERSION {
            return Err(PyValueError::new_err(format!("unknown Game state version {version}")));
        }
        let moves: Vec<Option<(Int, Int)>> = field("moves")?.extract()?;
        let resigned: bool = field("resigned")?.extract()?;
        let (dead, proposal, accepted): (Vec<(Int, Int)>, Option<Text>, bool) = if version >= 2 {
            (field("dead")?.extract()?, field("proposal")?.extract()?, field("accepted")?.extract()?)
        } else {
            (Vec::new(), None, false)
        };
        let mut game = self.start.clone();
        for mv in &moves {
            let mv = match mv {
                Some((x, y)) => Move::Play(args::point(x, y)?),
                None => Move::Pass,
            };
            game.play(mv).map_err(errors::illegal_move)?;
        }
        if resigned {
            game.resign().map_err(errors::game_state)?;
        }
        if game.phase() == Phase::Counting {
            for (x, y) in &dead {
                let p = args::point(x, y).map_err(errors::as_game_state)?;
                if !game.dead_stones().contains(&p) {
                    game.toggle_dead_chain(p).map_err(errors::game_state)?;
                }
            }
            let marked: Vec<(u8, u8)> = game.dead_stones().into_iter().map(xy).collect();
            let wanted: Result<Vec<(u8, u8)>, PyErr> = dead.iter().map(|(x, y)| args::point(x, y).map(xy)).collect();
            let mut wanted = wanted?;
            wanted.sort_by_key(|&(x, y)| (y, x));
            if marked != wanted {
                return Err(PyValueError::new_err("Game state marks stones dead apart from their chains"));
            }
            // An accepted count keeps its proposer as the pending proposal.
            let proposer = proposal.as_ref().map(args::color).transpose()?;
            match (proposer, accepted) {
                (Some(color), true) => {
                    game.propose(color).map_err(errors::game_state)?;
                    game.accept(color.opponent()).map_err(errors::game_state)?;
                }
                (Some(color), false) => game.propose(color).map_err(errors::game_state)?,
                (None, true) => return Err(PyValueError::new_err("Game state has an accepted count with no proposal")),
                (None, false) => {}
            }
        } else if !dead.is_empty() || proposal.is_some() || (accepted && game.phase() != Phase::Finished) {
            return Err(PyValueError::new_err("Game state has counting marks but the moves do not end play"));
        }
        self.game = game;
        Ok(())
    }
}
