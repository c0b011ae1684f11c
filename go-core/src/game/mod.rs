//! The game: setup, turn order and seats, moves under the rules in force,
//! history, undo, and the phases playing → counting → finished.
//!
//! Every action comes in two forms (DESIGN.md): one that names the seat and
//! is refused from the wrong seat (`play_as`, `pass_as`, ...), for servers,
//! and one that acts for the seat whose turn it is (`play`, `pass`, ...), for
//! analysis tools and replays. A failed call leaves the game exactly as it
//! was.
//!
//! The superko history starts with the position after setup and handicap
//! stones (RULES.md section 3): a play may repeat nothing that stood before
//! them, because nothing did. Setup stones added in the middle of a game
//! ([`Game::edit_stones`]) start the history afresh from the position they
//! create.

mod clock;
mod handicap;
mod history;
mod result;
mod seat;

use std::fmt;

use crate::board::{Board, Topology};
use crate::color::{ByColor, Color};
use crate::error::CountingError;
use crate::error::{GameError, IllegalMove, SetupError};
use crate::point::{BoardSize, Move, Point};
use crate::rules::{DeadStones, KoRule, PassStones, ResumeOrder, Rules, Suicide};
use crate::scoring::{self, Score};

use clock::Clocks;
pub use clock::TimeControl;
pub use clock::TimeLeft;
pub use handicap::{CornerLine12, Handicap, fixed_handicap_points, max_fixed_handicap};
use history::{Creator, History};
pub use result::GameResult;
pub use seat::{OutOfTurn, Seat, SeatKind, Table};

/// The phase of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Phase {
    /// Black must place a free handicap before play starts.
    HandicapPlacement,
    /// Moves are being made.
    Playing,
    /// Two passes ended play; dead stones are agreed here.
    Counting,
    /// The game has a result.
    Finished,
}

impl fmt::Display for Phase {
    /// Writes `handicap placement`, `playing`, `counting` or `finished`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::HandicapPlacement => "handicap placement",
            Phase::Playing => "playing",
            Phase::Counting => "counting",
            Phase::Finished => "finished",
        })
    }
}

/// A move the rules forbid that a tolerant replay applied anyway (RULES.md
/// section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Irregularity {
    /// A stone played on an occupied point: the stone there was replaced,
    /// then captures were resolved.
    Occupied,
    /// A forbidden suicide: the mover's chain was removed and counted as
    /// captured by the opponent.
    Suicide,
    /// An immediate ko recapture; it stands.
    Ko,
    /// A superko repetition; it stands.
    Superko,
    /// This pass was not in the record: the same colour moved twice, so the
    /// other colour is recorded as having passed in between.
    ImpliedPass,
    /// A move after play had ended (two passes or a long cycle): play resumed.
    PlayAfterEnd,
}

/// One move of the game's history.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveRecord {
    /// Who moved.
    pub seat: Seat,
    /// The move.
    pub mv: Move,
    /// Opponent stones the move captured, in no particular order.
    pub captured: Vec<Point>,
    /// The mover's own stones removed because the move was suicide (the
    /// played stone included), or empty.
    pub suicided: Vec<Point>,
    /// Set when a tolerant replay applied a move the rules forbid.
    pub irregularity: Option<Irregularity>,
    /// Whether the move was made out of turn by a partner and accepted with
    /// the Pair Go penalty (RULES.md section 6).
    pub out_of_turn: bool,
}

impl MoveRecord {
    /// The colour that moved.
    #[must_use]
    pub fn color(&self) -> Color {
        self.seat.color
    }
}

/// What a move changes besides the board and the counts it records: kept
/// per move so that undo restores it exactly.
#[derive(Clone, Copy, Debug)]
struct Before {
    turns: ByColor<u32>,
    to_move: Color,
    phase: Phase,
    result: Option<GameResult>,
    ended_by_move: bool,
    resumed_at: usize,
}

/// Everything needed to start a game; build with [`Game::builder`].
#[derive(Clone, Debug)]
pub struct GameBuilder {
    size: BoardSize,
    topology: Topology,
    rules: Rules,
    handicap: Handicap,
    corner_line_12: CornerLine12,
    setup: Vec<(Point, Color)>,
    table: Table,
    to_move: Option<Color>,
    time_control: TimeControl,
    #[cfg(feature = "atari")]
    atari: Option<crate::variants::AtariGo>,
}

impl GameBuilder {
    /// The clocks (default none), one per side (RULES.md section 7).
    #[must_use]
    pub fn time_control(mut self, control: TimeControl) -> Self {
        self.time_control = control;
        self
    }

    /// Plays Atari Go: the first capture (or the given number of captured
    /// stones) wins at once (RULES.md section 6).
    #[cfg(feature = "atari")]
    #[must_use]
    pub fn atari_go(mut self, rule: crate::variants::AtariGo) -> Self {
        self.atari = Some(rule);
        self
    }

    /// The rules (default: the studio rules).
    #[must_use]
    pub fn rules(mut self, rules: Rules) -> Self {
        self.rules = rules;
        self
    }

    /// The board topology (default planar).
    #[must_use]
    pub fn topology(mut self, topology: Topology) -> Self {
        self.topology = topology;
        self
    }

    /// The handicap (default none).
    #[must_use]
    pub fn handicap(mut self, handicap: Handicap) -> Self {
        self.handicap = handicap;
        self
    }

    /// The corner line of a fixed handicap on 12x12 (default third).
    #[must_use]
    pub fn corner_line_12(mut self, line: CornerLine12) -> Self {
        self.corner_line_12 = line;
        self
    }

    /// Adds setup stones (SGF's `AB`/`AW`), placed before any handicap.
    #[must_use]
    pub fn setup_stones(mut self, stones: impl IntoIterator<Item = (Point, Color)>) -> Self {
        self.setup.extend(stones);
        self
    }

    /// The seats at the table (default one person per side).
    #[must_use]
    pub fn table(mut self, table: Table) -> Self {
        self.table = table;
        self
    }

    /// Who moves first (default: Black, or White after a handicap).
    #[must_use]
    pub fn to_move(mut self, color: Color) -> Self {
        self.to_move = Some(color);
        self
    }

    /// Builds the game.
    ///
    /// # Errors
    /// [`SetupError`] for a board the topology refuses, setup stones off the
    /// board, doubled, or leaving a chain without liberties, and a handicap
    /// that cannot be placed (RULES.md section 5: fixed placement only on
    /// square planar boards of side 7 or more).
    pub fn build(self) -> Result<Game, SetupError> {
        let mut colors = vec![None; self.size.area()];
        for &(p, c) in &self.setup {
            let i = self.size.index_of(p).ok_or(SetupError::OffBoard(p))?;
            if colors[i].is_some() {
                return Err(SetupError::Duplicate(p));
            }
            colors[i] = Some(c);
        }
        let mut handicap_turn = false;
        match self.handicap {
            Handicap::None => {}
            Handicap::Fixed(n) => {
                if self.topology != Topology::Planar {
                    return Err(SetupError::FixedHandicapUnavailable {
                        stones: n,
                        reason: "fixed placement needs a planar board",
                    });
                }
                for p in fixed_handicap_points(self.size, n, self.corner_line_12)? {
                    let i = self.size.index_of(p).ok_or(SetupError::OffBoard(p))?;
                    if colors[i].is_some() {
                        return Err(SetupError::Occupied(p));
                    }
                    colors[i] = Some(Color::Black);
                }
                handicap_turn = true;
            }
            Handicap::Free(n) => {
                let empty = colors.iter().filter(|c| c.is_none()).count();
                if n < 2 || n as usize >= empty {
                    return Err(SetupError::InvalidHandicap(n));
                }
            }
        }
        let board = Board::from_colors(self.size, self.topology, &colors)?;
        let free = matches!(self.handicap, Handicap::Free(_));
        let to_move = self.to_move.unwrap_or(if handicap_turn { Color::White } else { Color::Black });
        let history = History::new(&board, to_move);
        Ok(Game {
            rules: self.rules,
            board,
            table: self.table,
            phase: if free { Phase::HandicapPlacement } else { Phase::Playing },
            to_move: if free { Color::Black } else { to_move },
            history,
            moves: Vec::new(),
            prisoners: ByColor::default(),
            handicap: self.handicap,
            handicap_stones: if handicap_turn { self.handicap.stones() } else { 0 },
            turns: ByColor::new(u32::from(handicap_turn), 0),
            result: None,
            dead: vec![false; self.size.area()],
            proposal: None,
            resumed_at: 0,
            ended_by_move: false,
            before: Vec::new(),
            penalties: ByColor::default(),
            captures: ByColor::default(),
            clocks: Clocks::new(self.time_control),
            #[cfg(feature = "atari")]
            atari: self.atari,
        })
    }
}

/// A game of Go under a rule set: the board, whose turn it is, the history,
/// the prisoners, the phase and, once finished, the result.
///
/// ```
/// use go_core::{BoardSize, Game, Move, Point, Rules};
/// let mut game = Game::new(BoardSize::NINE, Rules::studio());
/// game.play(Move::Play(Point::new(2, 2)))?;
/// game.pass()?;
/// assert_eq!(game.board().get(Point::new(2, 2)), Some(go_core::Color::Black));
/// # Ok::<(), go_core::IllegalMove>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    board: Board,
    table: Table,
    phase: Phase,
    to_move: Color,
    history: History,
    moves: Vec<MoveRecord>,
    prisoners: ByColor<u32>,
    handicap: Handicap,
    /// Handicap stones actually placed.
    handicap_stones: u32,
    /// Turns each side has taken (the handicap placement counts as Black's).
    turns: ByColor<u32>,
    result: Option<GameResult>,
    /// Dead-stone marks of the counting phase, row-major.
    dead: Vec<bool>,
    /// The side whose proposed marking awaits an answer.
    proposal: Option<Color>,
    /// Moves made before play last resumed after a rejected count: passes
    /// before it do not count towards the two that end play.
    resumed_at: usize,
    /// Whether a move (a long cycle, an Atari Go capture) finished the game,
    /// so undo may reopen it.
    ended_by_move: bool,
    /// The state before each move, for undo.
    before: Vec<Before>,
    /// Pair Go penalty points received by each side.
    penalties: ByColor<u32>,
    /// Opponent stones each side captured by its plays.
    captures: ByColor<u32>,
    clocks: Clocks,
    #[cfg(feature = "atari")]
    atari: Option<crate::variants::AtariGo>,
}

impl Game {
    /// An even game on an empty planar board of `size`, Black to move.
    #[must_use]
    pub fn new(size: BoardSize, rules: Rules) -> Game {
        match Game::builder(size).rules(rules).build() {
            Ok(g) => g,
            // An empty planar board with no handicap cannot fail to build.
            Err(_) => unreachable!("an even game on an empty planar board always builds"),
        }
    }

    /// A builder for any other start: handicap, setup stones, seats,
    /// topology, first player.
    #[must_use]
    pub fn builder(size: BoardSize) -> GameBuilder {
        GameBuilder {
            size,
            topology: Topology::Planar,
            rules: Rules::studio(),
            handicap: Handicap::None,
            corner_line_12: CornerLine12::Third,
            setup: Vec::new(),
            table: Table::default(),
            to_move: None,
            time_control: TimeControl::None,
            #[cfg(feature = "atari")]
            atari: None,
        }
    }

    /// The current position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seats at the table.
    #[must_use]
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The current phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The colour whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The seat whose turn it is.
    #[must_use]
    pub fn seat_to_move(&self) -> Seat {
        self.table.seat_for_turn(self.to_move, self.turns[self.to_move])
    }

    /// The moves made so far, in order (handicap placement not included).
    #[must_use]
    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }

    /// Stones each colour has captured (its prisoners), including stones
    /// removed by the opponent's suicide and, under AGA pass stones, one per
    /// opponent pass.
    #[must_use]
    pub fn prisoners(&self) -> ByColor<u32> {
        self.prisoners
    }

    /// The handicap the game was set up with.
    #[must_use]
    pub fn handicap(&self) -> Handicap {
        self.handicap
    }

    /// Handicap stones placed so far (0 before a free placement).
    #[must_use]
    pub fn handicap_stones(&self) -> u32 {
        self.handicap_stones
    }

    /// Whether this is a handicap game (such games are flagged: the game site
    /// does not rate them, RULES.md section 5).
    #[must_use]
    pub fn is_handicap_game(&self) -> bool {
        self.handicap.stones() > 0
    }

    /// The result, once the game is finished.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Consecutive passes at the end of the move list (since play last
    /// resumed after a rejected count).
    #[must_use]
    pub fn consecutive_passes(&self) -> usize {
        self.moves[self.resumed_at.min(self.moves.len())..].iter().rev().take_while(|m| m.mv == Move::Pass).count()
    }

    /// The simple-ko point: where the side to move may not play at once
    /// because the last move captured exactly one stone with a single stone
    /// that now has that point as its only liberty (RULES.md section 3).
    /// `None` when there is no such point. This is the ko point of the light
    /// playouts; superko rules may forbid more (see [`Game::is_legal`]).
    #[must_use]
    pub fn simple_ko_point(&self) -> Option<Point> {
        let last = self.moves.last()?;
        let (Move::Play(p), [captured]) = (last.mv, last.captured.as_slice()) else {
            return None;
        };
        (self.board.chain(p).len() == 1 && self.board.liberties(p) == [*captured]).then_some(*captured)
    }

    /// Whether `mv` is legal for the seat whose turn it is.
    ///
    /// # Errors
    /// The reason it is not: [`IllegalMove::NotPlaying`],
    /// [`IllegalMove::OffBoard`], [`IllegalMove::Occupied`],
    /// [`IllegalMove::Suicide`], [`IllegalMove::Ko`] or
    /// [`IllegalMove::Superko`].
    pub fn is_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        self.check(self.to_move, mv).map(|_| ())
    }

    /// Whether `seat` may make `mv` now: as [`Game::is_legal`], and also
    /// [`IllegalMove::UnknownSeat`] or [`IllegalMove::WrongSeat`].
    ///
    /// # Errors
    /// As above.
    pub fn is_legal_as(&self, seat: Seat, mv: Move) -> Result<(), IllegalMove> {
        self.check_seat(seat)?;
        self.is_legal(mv)
    }

    /// Every legal move for the seat whose turn it is, points in row-major
    /// order, then [`Move::Pass`]; empty when the game is not being played.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.phase != Phase::Playing {
            return Vec::new();
        }
        let mut out: Vec<Move> = self
            .board
            .size()
            .points()
            .filter(|&p| self.check(self.to_move, Move::Play(p)).is_ok())
            .map(Move::Play)
            .collect();
        out.push(Move::Pass);
        out
    }

    /// Makes `mv` for the seat whose turn it is. Two passes in a row end play
    /// and start counting; under simple ko, the third occurrence of a
    /// situation since the last pass ends the game with the rules' cycle
    /// outcome (RULES.md section 3).
    ///
    /// # Errors
    /// As [`Game::is_legal`]; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<&MoveRecord, IllegalMove> {
        let color = self.to_move;
        let removes = self.check(color, mv)?;
        self.commit(color, mv, removes, None);
        Ok(self.moves.last().unwrap_or_else(|| unreachable!()))
    }

    /// Makes `mv` for `seat`, refused unless it is that seat's turn.
    ///
    /// # Errors
    /// [`IllegalMove::UnknownSeat`], [`IllegalMove::WrongSeat`], or as
    /// [`Game::is_legal`]; the game is unchanged.
    pub fn play_as(&mut self, seat: Seat, mv: Move) -> Result<&MoveRecord, IllegalMove> {
        if self.check_seat(seat)? {
            // Out of turn by a partner, under the Pair Go penalty: the stone
            // stays, the rotation continues after the offender, and the other
            // side receives 3 points.
            let removes = self.check(seat.color, mv)?;
            self.commit_as(seat.color, mv, removes, None, Some(seat), None);
            self.penalties[seat.color.opponent()] += 3;
            return Ok(self.moves.last().unwrap_or_else(|| unreachable!()));
        }
        self.play(mv)
    }

    /// Passes for the seat whose turn it is (see [`Game::play`]).
    ///
    /// # Errors
    /// [`IllegalMove::NotPlaying`] outside the playing phase.
    pub fn pass(&mut self) -> Result<&MoveRecord, IllegalMove> {
        self.play(Move::Pass)
    }

    /// Passes for `seat` (see [`Game::play_as`]).
    ///
    /// # Errors
    /// As [`Game::play_as`].
    pub fn pass_as(&mut self, seat: Seat) -> Result<&MoveRecord, IllegalMove> {
        self.play_as(seat, Move::Pass)
    }

    /// The side to move resigns: the game ends, won by the other side.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] when the game is already finished.
    pub fn resign(&mut self) -> Result<GameResult, GameError> {
        self.resign_color(self.to_move)
    }

    /// `seat` resigns for its whole side, whether or not it is its turn
    /// (RULES.md section 4 and 6: a member's resignation loses for the side).
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`]; [`GameError::WrongPhase`] when the game
    /// is already finished.
    pub fn resign_as(&mut self, seat: Seat) -> Result<GameResult, GameError> {
        if !self.table.contains(seat) {
            return Err(GameError::UnknownSeat(seat));
        }
        self.resign_color(seat.color)
    }

    fn resign_color(&mut self, color: Color) -> Result<GameResult, GameError> {
        if self.phase == Phase::Finished {
            return Err(GameError::WrongPhase { action: "resigning", phase: self.phase });
        }
        let result = GameResult::Resignation { winner: color.opponent() };
        self.finish(result);
        Ok(result)
    }

    /// Ends the game with `result` (used for counted results, timeouts,
    /// forfeits and cycles).
    fn finish(&mut self, result: GameResult) {
        self.phase = Phase::Finished;
        self.result = Some(result);
        self.ended_by_move = false;
    }

    /// Places Black's free handicap stones as Black's first turn, then White
    /// moves (RULES.md section 5). The position after them starts the superko
    /// history.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless a free handicap is pending;
    /// [`SetupError::HandicapCount`], [`SetupError::OffBoard`],
    /// [`SetupError::Occupied`] or [`SetupError::Duplicate`] (inside
    /// [`GameError::Setup`]) for a bad list.
    pub fn place_free_handicap(&mut self, points: &[Point]) -> Result<(), GameError> {
        if self.phase != Phase::HandicapPlacement {
            return Err(GameError::WrongPhase { action: "placing a free handicap", phase: self.phase });
        }
        let expected = self.handicap.stones();
        if points.len() != expected as usize {
            return Err(SetupError::HandicapCount { expected, got: points.len() }.into());
        }
        let mut colors = self.board.colors();
        let size = self.board.size();
        for &p in points {
            let i = size.index_of(p).ok_or(SetupError::OffBoard(p))?;
            if points.iter().filter(|&&q| q == p).count() > 1 {
                return Err(SetupError::Duplicate(p).into());
            }
            if colors[i].is_some() {
                return Err(SetupError::Occupied(p).into());
            }
            colors[i] = Some(Color::Black);
        }
        let board = Board::from_colors(size, self.board.topology(), &colors)?;
        self.board = board;
        self.handicap_stones = expected;
        self.turns.black += 1;
        self.to_move = Color::White;
        self.phase = Phase::Playing;
        self.history = History::new(&self.board, self.to_move);
        Ok(())
    }

    /// Places the free handicap for `seat`, which must be Black's first seat.
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], [`GameError::WrongSeat`], or as
    /// [`Game::place_free_handicap`].
    pub fn place_free_handicap_as(&mut self, seat: Seat, points: &[Point]) -> Result<(), GameError> {
        if !self.table.contains(seat) {
            return Err(GameError::UnknownSeat(seat));
        }
        let expected = Seat::first(Color::Black);
        if seat != expected {
            return Err(GameError::WrongSeat { expected, got: seat });
        }
        self.place_free_handicap(points)
    }

    /// Takes back the last move: the position, prisoners, turn and phase
    /// return to what they were before it. A finished game can be undone only
    /// when a move finished it: a long cycle, a capture in Atari Go, or the
    /// second pass under rules that count at once (Tromp-Taylor).
    ///
    /// # Errors
    /// [`GameError::NothingToUndo`] with no move since the superko history
    /// started; [`GameError::WrongPhase`] after a resignation or other
    /// non-move result.
    pub fn undo(&mut self) -> Result<MoveRecord, GameError> {
        if self.phase == Phase::Finished && !self.ended_by_move {
            return Err(GameError::WrongPhase { action: "undo", phase: self.phase });
        }
        if self.moves.is_empty() || self.history.len() < 2 {
            return Err(GameError::NothingToUndo);
        }
        let record = self.moves.pop().unwrap_or_else(|| unreachable!());
        self.history.pop();
        let n = self.history.len() - 1;
        self.board = Board::from_packed(self.board.size(), self.board.topology(), self.history.packed(n));
        let color = record.color();
        match record.mv {
            Move::Play(_) => {
                self.prisoners[color] -= count(&record.captured);
                self.captures[color] -= count(&record.captured);
                self.prisoners[color.opponent()] -= count(&record.suicided);
                if record.out_of_turn {
                    self.penalties[color.opponent()] -= 3;
                }
            }
            Move::Pass => {
                if self.rules.pass_stones() == PassStones::Aga && record.irregularity.is_none() {
                    self.prisoners[color.opponent()] -= 1;
                }
            }
        }
        let before = self.before.pop().unwrap_or_else(|| unreachable!("one state per move"));
        self.turns = before.turns;
        self.to_move = before.to_move;
        self.phase = before.phase;
        self.result = before.result;
        self.ended_by_move = before.ended_by_move;
        self.resumed_at = before.resumed_at.min(self.moves.len());
        self.clear_marks();
        let _ = color;
        Ok(record)
    }

    /// Replays `mv` by `color` as a record demands, even where the rules
    /// forbid it (RULES.md section 3, tolerant replay): a stone on an
    /// occupied point replaces the stone there, then captures are resolved; a
    /// forbidden suicide removes the mover's chain (captured by the
    /// opponent); a ko or superko violation stands; when `color` is not the
    /// side to move, the other colour is first recorded as passing; a move
    /// after play ended resumes play. Each such move carries its
    /// [`Irregularity`], and the list of those applied is returned.
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] (nothing can be applied); the game is then
    /// unchanged.
    pub fn replay_move(&mut self, color: Color, mv: Move) -> Result<Vec<Irregularity>, IllegalMove> {
        if let Move::Play(p) = mv
            && !self.board.size().contains(p)
        {
            return Err(IllegalMove::OffBoard(p));
        }
        let mut found = Vec::new();
        // The state each record restores on undo: taken before any resumption.
        let mut before = self.snapshot();
        if self.phase != Phase::Playing {
            self.resume_for_replay();
            found.push(Irregularity::PlayAfterEnd);
        }
        if color != self.to_move {
            let other = self.to_move;
            self.commit_as(other, Move::Pass, false, Some(Irregularity::ImpliedPass), None, Some(before));
            before = self.snapshot();
            if self.phase != Phase::Playing {
                // The implied pass ended play (and, under Tromp-Taylor, the
                // game): the record goes on.
                self.resume_for_replay();
            }
            found.push(Irregularity::ImpliedPass);
        }
        match self.check(color, mv) {
            Ok(removes) => {
                let flag = found.first().copied().filter(|i| *i == Irregularity::PlayAfterEnd);
                self.commit_as(color, mv, removes, flag, None, Some(before));
            }
            Err(e) => {
                let irregularity = match e {
                    IllegalMove::Occupied(p) => {
                        // Replace the stone there (setup-style), then play.
                        let mut colors = self.board.colors();
                        if let Some(i) = self.board.size().index_of(p) {
                            colors[i] = None;
                        }
                        if let Ok(b) = Board::from_colors(self.board.size(), self.board.topology(), &colors) {
                            self.board = b;
                        }
                        Irregularity::Occupied
                    }
                    IllegalMove::Suicide(_) => Irregularity::Suicide,
                    IllegalMove::Ko(_) => Irregularity::Ko,
                    IllegalMove::Superko(_) => Irregularity::Superko,
                    _ => Irregularity::PlayAfterEnd,
                };
                let removes = match mv {
                    Move::Play(p) => {
                        self.board.analyze(color, p).map(|e| e.captured > 0 || e.suicide > 0).unwrap_or(true)
                    }
                    Move::Pass => false,
                };
                // A replaced stone also changed the position without a play.
                let removes = removes || irregularity == Irregularity::Occupied;
                self.commit_as(color, mv, removes, Some(irregularity), None, Some(before));
                found.push(irregularity);
            }
        }
        Ok(found)
    }

    /// Changes stones in the middle of a game, as SGF's `AB`, `AW` and `AE`
    /// do: each point gets the given colour or becomes empty. The superko
    /// history starts afresh from the new position (RULES.md section 3).
    ///
    /// # Errors
    /// [`SetupError::OffBoard`] or [`SetupError::NoLiberties`]; the game is
    /// then unchanged.
    pub fn edit_stones(&mut self, changes: &[(Point, Option<Color>)]) -> Result<(), SetupError> {
        let size = self.board.size();
        let mut colors = self.board.colors();
        for &(p, c) in changes {
            let i = size.index_of(p).ok_or(SetupError::OffBoard(p))?;
            colors[i] = c;
        }
        self.board = Board::from_colors(size, self.board.topology(), &colors)?;
        self.history = History::new(&self.board, self.to_move);
        Ok(())
    }

    /// Sets who moves next (SGF's `PL`), keeping everything else.
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    // ----- clocks (RULES.md section 7) -----

    /// The Atari Go win condition, when this is an Atari Go game.
    #[cfg(feature = "atari")]
    #[must_use]
    pub fn atari_go(&self) -> Option<crate::variants::AtariGo> {
        self.atari
    }

    /// The time control.
    #[must_use]
    pub fn time_control(&self) -> TimeControl {
        self.clocks.control()
    }

    /// Starts the clock of the side to move at `at_ms` (a monotonic
    /// timestamp in milliseconds from the caller; the engine never reads a
    /// wall clock). Each timed move then stops the mover's clock and starts
    /// the other side's. Calling it again restarts the count from `at_ms`.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless the game is being played.
    pub fn start_clock(&mut self, at_ms: u64) -> Result<(), GameError> {
        if self.phase != Phase::Playing {
            return Err(GameError::WrongPhase { action: "starting the clock", phase: self.phase });
        }
        self.clocks.start(self.to_move, at_ms);
        Ok(())
    }

    /// `color`'s time left at `at_ms`, counting its clock if it is running.
    /// A side shares one clock among all its seats.
    #[must_use]
    pub fn time_left(&self, color: Color, at_ms: u64) -> TimeLeft {
        self.clocks.left_at(color, at_ms)
    }

    /// Looks at the running clock at `at_ms`: if its side's flag has fallen,
    /// the game ends, won by the other side on time (`B+T` / `W+T`), and that
    /// result is returned.
    pub fn check_time(&mut self, at_ms: u64) -> Option<GameResult> {
        let (color, _) = self.clocks.running()?;
        if self.phase == Phase::Finished || !self.clocks.left_at(color, at_ms).flagged {
            return None;
        }
        self.clocks.complete_move(color, at_ms);
        self.clocks.stop();
        let result = GameResult::Time { winner: color.opponent() };
        self.finish(result);
        Some(result)
    }

    /// Makes `mv` for the seat whose turn it is at `at_ms`: the mover's clock
    /// is charged up to `at_ms` (then Fischer increment, byo-yomi period or
    /// Canadian stone count apply) and the other side's clock starts. If the
    /// mover's flag fell before `at_ms`, the game ends on time instead and
    /// [`IllegalMove::TimeExpired`] is returned; this is the one error that
    /// changes the game, because the flag fall is itself an event.
    ///
    /// # Errors
    /// [`IllegalMove::ClockBackwards`] when `at_ms` is earlier than the
    /// clock's start; as [`Game::play`] otherwise (the game unchanged).
    pub fn play_at(&mut self, mv: Move, at_ms: u64) -> Result<&MoveRecord, IllegalMove> {
        let seat = self.seat_to_move();
        self.play_as_at(seat, mv, at_ms)
    }

    /// Makes `mv` for `seat` at `at_ms`: [`Game::play_as`] with the clock
    /// handling of [`Game::play_at`].
    ///
    /// # Errors
    /// As [`Game::play_as`] and [`Game::play_at`].
    pub fn play_as_at(&mut self, seat: Seat, mv: Move, at_ms: u64) -> Result<&MoveRecord, IllegalMove> {
        if let Some((_, since)) = self.clocks.running()
            && at_ms < since
        {
            return Err(IllegalMove::ClockBackwards { at_ms, since_ms: since });
        }
        if self.phase == Phase::Playing && self.check_time(at_ms).is_some() {
            return Err(IllegalMove::TimeExpired(self.to_move));
        }
        self.check_seat(seat)?;
        self.check(seat.color, mv)?;
        let color = seat.color;
        if self.clocks.is_timed() {
            if self.clocks.running().is_none() {
                self.clocks.start(color, at_ms);
            }
            self.clocks.complete_move(color, at_ms);
        }
        self.play_as(seat, mv)?;
        if self.clocks.is_timed() {
            if self.phase == Phase::Playing {
                self.clocks.start(self.to_move, at_ms);
            } else {
                self.clocks.stop();
            }
        }
        Ok(self.moves.last().unwrap_or_else(|| unreachable!()))
    }

    // ----- the counting phase (RULES.md section 4) -----

    /// The stones marked dead, row-major.
    #[must_use]
    pub fn dead_stones(&self) -> Vec<Point> {
        let size = self.board.size();
        size.points().zip(&self.dead).filter(|&(_, &d)| d).map(|(p, _)| p).collect()
    }

    /// The side whose proposed marking awaits an answer, if any.
    #[must_use]
    pub fn proposal(&self) -> Option<Color> {
        self.proposal
    }

    /// Counts the position now, with the stones marked dead removed, under
    /// the game's rules (see [`crate::score`]). Any phase: during play this
    /// is a count of the position as it stands.
    #[must_use]
    pub fn score(&self) -> Score {
        let dead = self.dead_stones();
        match scoring::score(&self.board, &dead, self.prisoners, &self.rules, self.handicap_stones) {
            Ok(s) => s.with_penalties(self.penalties),
            // The marks are stones of this board by construction.
            Err(_) => unreachable!("dead-stone marks always name stones of the board"),
        }
    }

    /// Empty points next to living stones of both colours (with the marked
    /// dead stones removed): the unfilled dame, which a territory count does
    /// not forgive (RULES.md section 4). Row-major order.
    #[must_use]
    pub fn unfilled_dame(&self) -> Vec<Point> {
        scoring::unfilled_dame(&self.board, &self.dead_stones()).unwrap_or_default()
    }

    /// Toggles the dead mark of the whole chain at `p` in the counting
    /// phase; returns the points whose mark changed. Withdraws any proposal.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside counting; [`GameError::Counting`]
    /// for an empty or off-board point.
    pub fn toggle_dead_chain(&mut self, p: Point) -> Result<Vec<Point>, GameError> {
        self.check_marking(p)?;
        let chain = self.board.chain(p);
        let i = self.board.size().index_of(p).unwrap_or_default();
        let dead = !self.dead[i];
        Ok(self.set_marks(&chain, dead))
    }

    /// Marks dead every stone of the colour at `p` in the region enclosed by
    /// the other colour, as the game site does (003: one stone marks all
    /// such stones); if they are all marked already, unmarks them. Returns
    /// the points whose mark changed. Withdraws any proposal.
    ///
    /// # Errors
    /// As [`Game::toggle_dead_chain`].
    pub fn toggle_dead_region(&mut self, p: Point) -> Result<Vec<Point>, GameError> {
        self.check_marking(p)?;
        let stones = scoring::region_stones(&self.board, p);
        let size = self.board.size();
        let all_dead = stones.iter().all(|&q| size.index_of(q).is_some_and(|i| self.dead[i]));
        Ok(self.set_marks(&stones, !all_dead))
    }

    /// [`Game::toggle_dead_chain`] by `seat` (either side may mark).
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], or as [`Game::toggle_dead_chain`].
    pub fn toggle_dead_chain_as(&mut self, seat: Seat, p: Point) -> Result<Vec<Point>, GameError> {
        self.check_member(seat)?;
        self.toggle_dead_chain(p)
    }

    /// [`Game::toggle_dead_region`] by `seat` (either side may mark).
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], or as [`Game::toggle_dead_region`].
    pub fn toggle_dead_region_as(&mut self, seat: Seat, p: Point) -> Result<Vec<Point>, GameError> {
        self.check_member(seat)?;
        self.toggle_dead_region(p)
    }

    /// `color` proposes the current marking; the other side may accept or
    /// reject it. Proposing again replaces the earlier proposal.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside counting.
    pub fn propose(&mut self, color: Color) -> Result<(), GameError> {
        self.check_counting("proposing a count")?;
        self.proposal = Some(color);
        Ok(())
    }

    /// `color` accepts the other side's proposal: the game is finished and
    /// counted with the marked stones removed.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside counting; [`GameError::NoProposal`]
    /// when the other side has no proposal pending.
    pub fn accept(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.check_counting("accepting a count")?;
        if self.proposal != Some(color.opponent()) {
            return Err(GameError::NoProposal);
        }
        Ok(self.finish_counted())
    }

    /// `color` rejects the other side's proposal: the marks are cleared and
    /// play resumes from the same position. The first to move is the side
    /// that passed first under [`ResumeOrder::SidePassedFirst`], or the
    /// opponent of `color` under [`ResumeOrder::OpponentOfRejecter`]
    /// (RULES.md section 4).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside counting; [`GameError::NoProposal`]
    /// when the other side has no proposal pending.
    pub fn reject(&mut self, color: Color) -> Result<(), GameError> {
        self.check_counting("rejecting a count")?;
        if self.proposal != Some(color.opponent()) {
            return Err(GameError::NoProposal);
        }
        self.clear_marks();
        self.phase = Phase::Playing;
        self.resumed_at = self.moves.len();
        if self.rules.resume_order() == ResumeOrder::OpponentOfRejecter {
            self.to_move = color.opponent();
        }
        Ok(())
    }

    /// [`Game::propose`] by `seat`.
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], or as [`Game::propose`].
    pub fn propose_as(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_member(seat)?;
        self.propose(seat.color)
    }

    /// [`Game::accept`] by `seat`.
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], or as [`Game::accept`].
    pub fn accept_as(&mut self, seat: Seat) -> Result<GameResult, GameError> {
        self.check_member(seat)?;
        self.accept(seat.color)
    }

    /// [`Game::reject`] by `seat`.
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], or as [`Game::reject`].
    pub fn reject_as(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_member(seat)?;
        self.reject(seat.color)
    }

    /// `color`'s clock fell: the game ends, won by the other side on time
    /// (`B+T` / `W+T`, RULES.md section 8).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] when the game is already finished.
    pub fn time_out(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.end_early(color, "a timeout", GameResult::Time { winner: color.opponent() })
    }

    /// `seat` left the table: its whole side forfeits (`W+F` / `B+F`,
    /// RULES.md sections 4 and 8).
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`]; [`GameError::WrongPhase`] when the game is
    /// already finished.
    pub fn leave(&mut self, seat: Seat) -> Result<GameResult, GameError> {
        self.check_member(seat)?;
        self.end_early(seat.color, "leaving", GameResult::Forfeit { winner: seat.color.opponent() })
    }

    fn end_early(&mut self, _loser: Color, action: &'static str, result: GameResult) -> Result<GameResult, GameError> {
        if self.phase == Phase::Finished {
            return Err(GameError::WrongPhase { action, phase: self.phase });
        }
        self.finish(result);
        Ok(result)
    }

    fn finish_counted(&mut self) -> GameResult {
        let result = self.score().result;
        self.finish(result);
        result
    }

    fn check_counting(&self, action: &'static str) -> Result<(), GameError> {
        if self.phase == Phase::Counting { Ok(()) } else { Err(GameError::WrongPhase { action, phase: self.phase }) }
    }

    fn check_marking(&self, p: Point) -> Result<(), GameError> {
        self.check_counting("marking dead stones")?;
        if !self.board.size().contains(p) {
            return Err(CountingError::OffBoard(p).into());
        }
        if self.board.get(p).is_none() {
            return Err(CountingError::NotAStone(p).into());
        }
        Ok(())
    }

    fn check_member(&self, seat: Seat) -> Result<(), GameError> {
        if self.table.contains(seat) { Ok(()) } else { Err(GameError::UnknownSeat(seat)) }
    }

    fn set_marks(&mut self, points: &[Point], dead: bool) -> Vec<Point> {
        let size = self.board.size();
        let mut changed = Vec::new();
        for &q in points {
            if let Some(i) = size.index_of(q)
                && self.dead[i] != dead
            {
                self.dead[i] = dead;
                changed.push(q);
            }
        }
        if !changed.is_empty() {
            self.proposal = None;
        }
        changed
    }

    fn clear_marks(&mut self) {
        self.dead.iter_mut().for_each(|d| *d = false);
        self.proposal = None;
    }

    /// Checks that `seat` may move now; `Ok(true)` when it is a partner
    /// moving out of turn under the Pair Go penalty.
    fn check_seat(&self, seat: Seat) -> Result<bool, IllegalMove> {
        if !self.table.contains(seat) {
            return Err(IllegalMove::UnknownSeat(seat));
        }
        let expected = self.seat_to_move();
        if seat != expected {
            let penalty = seat.color == expected.color && self.table.out_of_turn() != OutOfTurn::Refuse;
            if !penalty {
                return Err(IllegalMove::WrongSeat { expected, got: seat });
            }
            return Ok(true);
        }
        Ok(false)
    }

    /// Checks `mv` by `color`; on success tells whether it removes stones.
    fn check(&self, color: Color, mv: Move) -> Result<bool, IllegalMove> {
        if self.phase != Phase::Playing {
            return Err(IllegalMove::NotPlaying(self.phase));
        }
        let p = match mv {
            Move::Pass => return Ok(false),
            Move::Play(p) => p,
        };
        let effect = self.board.analyze(color, p)?;
        if effect.suicide > 0 {
            let allowed = self.rules.suicide() == Suicide::MultiStoneAllowed && effect.suicide > 1;
            if !allowed {
                return Err(IllegalMove::Suicide(p));
            }
        }
        let removes = effect.captured > 0 || effect.suicide > 0;
        let ko = self.rules.ko();
        let board = &self.board;
        let after = || {
            let mut b = board.clone();
            let _ = b.play(color, p);
            let mut v = Vec::new();
            b.pack_into(&mut v);
            v
        };
        if self.history.violates(ko, color, effect.hash_after, removes, after) {
            return Err(if ko == KoRule::Simple { IllegalMove::Ko(p) } else { IllegalMove::Superko(p) });
        }
        Ok(removes)
    }

    /// Applies a checked (or tolerated) move.
    fn commit(&mut self, color: Color, mv: Move, removes: bool, irregularity: Option<Irregularity>) {
        self.commit_as(color, mv, removes, irregularity, None, None);
    }

    fn snapshot(&self) -> Before {
        Before {
            turns: self.turns,
            to_move: self.to_move,
            phase: self.phase,
            result: self.result,
            ended_by_move: self.ended_by_move,
            resumed_at: self.resumed_at,
        }
    }

    /// Tolerant replay of a move after play ended: play resumes, the result
    /// and marks are dropped.
    fn resume_for_replay(&mut self) {
        self.phase = Phase::Playing;
        self.result = None;
        self.ended_by_move = false;
        self.clear_marks();
        self.resumed_at = self.moves.len();
    }

    /// Applies a move; `offender` is a seat moving out of turn under the Pair
    /// Go penalty, after which the side's rotation continues.
    fn commit_as(
        &mut self,
        color: Color,
        mv: Move,
        removes: bool,
        irregularity: Option<Irregularity>,
        offender: Option<Seat>,
        before: Option<Before>,
    ) {
        let seat = offender.unwrap_or_else(|| self.table.seat_for_turn(color, self.turns[color]));
        let before = before.unwrap_or_else(|| self.snapshot());
        self.before.push(before);
        let mut captured = Vec::new();
        let mut suicided = Vec::new();
        match mv {
            Move::Play(p) => {
                if let Ok(placement) = self.board.play(color, p) {
                    self.prisoners[color] += count(&placement.captured);
                    self.captures[color] += count(&placement.captured);
                    self.prisoners[color.opponent()] += count(&placement.suicided);
                    captured = placement.captured;
                    suicided = placement.suicided;
                }
            }
            Move::Pass => {
                if self.rules.pass_stones() == PassStones::Aga && irregularity.is_none() {
                    self.prisoners[color.opponent()] += 1;
                }
            }
        }
        match offender {
            Some(s) => self.turns[color] = u32::from(s.number),
            None => self.turns[color] += 1,
        }
        self.to_move = color.opponent();
        let creator = match mv {
            Move::Play(_) => Creator::Play(color),
            Move::Pass => Creator::Pass(color),
        };
        self.history.push(&self.board, self.to_move, creator, removes);
        let captured_now = count(&captured);
        self.moves.push(MoveRecord { seat, mv, captured, suicided, irregularity, out_of_turn: offender.is_some() });
        #[cfg(feature = "atari")]
        if let Some(rule) = self.atari
            && captured_now > 0
            && self.captures[color] >= rule.stones()
        {
            self.finish(GameResult::Capture { winner: color });
            self.ended_by_move = true;
            return;
        }
        let _ = captured_now;

        if mv == Move::Pass {
            let aga = self.rules.pass_stones() == PassStones::Aga;
            if self.consecutive_passes() >= 2 && (!aga || color == Color::White) {
                self.phase = Phase::Counting;
                self.clear_marks();
                if self.rules.dead_stones() == DeadStones::NeverRemoved {
                    // Tromp-Taylor: nothing is removed, so the count is final;
                    // the pass made it, so undo may take the pass back.
                    self.finish_counted();
                    self.ended_by_move = true;
                }
            }
        } else if self.rules.ko() == KoRule::Simple && self.history.occurrences_since_last_pass() >= 3 {
            let result = match self.rules.cycle_outcome() {
                crate::rules::CycleOutcome::NoResult => GameResult::Void,
                crate::rules::CycleOutcome::Draw => GameResult::Draw,
            };
            self.finish(result);
            self.ended_by_move = true;
        }
    }
}

/// The number of points in a list, as the u32 that prisoner counts use (a
/// board has at most 2704 points).
fn count(points: &[Point]) -> u32 {
    u32::try_from(points.len()).unwrap_or(u32::MAX)
}
