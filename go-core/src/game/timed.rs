//! The game's clocks (RULES.md section 7): started, read and charged with
//! the caller's timestamps; the engine never reads a wall clock.

use crate::base::{Color, GameError, GameResult, IllegalMove, Move, Phase, Point, Seat};

use super::clock::{TimeControl, TimeLeft};
use super::record::Event;
use super::{Game, MoveRecord};

impl Game {
    /// The time control.
    #[must_use]
    pub fn time_control(&self) -> TimeControl {
        self.clocks.control()
    }

    /// Starts the clock of the side to move at `at_ms` (a monotonic
    /// timestamp in milliseconds from the caller; the engine never reads a
    /// wall clock). Each timed move then stops the mover's clock and starts
    /// the other side's. Calling it again restarts the count from `at_ms`:
    /// the time the side to move has used since its clock last started is
    /// not charged (a restart forgives it; a server that pauses a game
    /// calls it on resuming), even a flag that fell unseen: a caller that
    /// wants a fallen flag to end the game calls [`Game::check_time`]
    /// first. Recorded as [`Event::StartClock`]. A game
    /// without a time control ([`TimeControl::None`]) has no clock: the
    /// call does nothing and records nothing (its timestamps, like those of
    /// its timed moves, are never compared).
    ///
    /// A free handicap's placement is Black's first turn (RULES.md section
    /// 5), so the clock may start before it, in
    /// [`Phase::HandicapPlacement`]: Black's clock runs until
    /// [`Game::place_free_handicap_at`] charges it and starts White's.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless the game is being played or a free
    /// handicap is to be placed;
    /// [`IllegalMove::ClockBackwards`] (as [`GameError::Illegal`]) when
    /// `at_ms` is earlier than a timestamp the game still holds (the
    /// clock's last start, a timed move or a flag fall not taken back by
    /// [`Game::undo`]: an undone move's time no longer counts): time does
    /// not run backwards.
    pub fn start_clock(&mut self, at_ms: u64) -> Result<(), GameError> {
        if !matches!(self.phase, Phase::Playing | Phase::HandicapPlacement) {
            return Err(GameError::WrongPhase { action: "starting the clock", phase: self.phase });
        }
        if !self.clocks.is_timed() {
            return Ok(());
        }
        self.not_before_latest_timestamp(at_ms)?;
        self.clocks.start(self.to_move, at_ms);
        self.events.push(Event::StartClock { at_ms });
        Ok(())
    }

    /// `color`'s time left at `at_ms` (milliseconds, on the timestamps the
    /// game's clock calls use), counting its clock if it is running. A side
    /// shares one clock among all its seats. A game without a time control
    /// ([`TimeControl::None`]) has no clock: every field 0 and not flagged
    /// ([`Game::time_control`] tells it from a clock run down). Once the
    /// game has ended the clocks are stopped: each side keeps the time it
    /// had at its last charge.
    ///
    /// # Errors
    /// [`IllegalMove::ClockBackwards`] when a clock is running and `at_ms`
    /// is earlier than its start (found from outside: such a timestamp was
    /// taken as the start itself, and the side's full time answered).
    pub fn time_left(&self, color: Color, at_ms: u64) -> Result<TimeLeft, IllegalMove> {
        self.not_before_running_clock(at_ms)?;
        Ok(self.clocks.left_at(color, at_ms))
    }

    /// Looks at the running clock at `at_ms`: if its side's flag has fallen,
    /// the game ends, won by the other side on time (`B+T` / `W+T`), and that
    /// result is returned (recorded as [`Event::Flag`]). `None` when no
    /// clock runs, the game is finished or the flag stands.
    ///
    /// # Errors
    /// [`IllegalMove::ClockBackwards`] when `at_ms` is earlier than the
    /// running clock's start (the game unchanged).
    pub fn check_time(&mut self, at_ms: u64) -> Result<Option<GameResult>, IllegalMove> {
        self.not_before_running_clock(at_ms)?;
        let Some((color, _)) = self.clocks.running() else { return Ok(None) };
        if self.phase == Phase::Finished || !self.clocks.left_at(color, at_ms).flagged {
            return Ok(None);
        }
        self.clocks.complete_move(color, at_ms);
        self.clocks.stop();
        let result = GameResult::Time { winner: color.opponent() };
        self.finish(result);
        self.events.push(Event::Flag { at_ms });
        Ok(Some(result))
    }

    /// Refuses a timestamp earlier than the latest one the game has
    /// recorded (a start of the clock, a timed move or placement, a flag
    /// fall).
    fn not_before_latest_timestamp(&self, at_ms: u64) -> Result<(), IllegalMove> {
        let latest = self
            .events
            .iter()
            .filter_map(|e| match *e {
                Event::Move { at_ms, .. } | Event::FreeHandicap { at_ms, .. } => at_ms,
                Event::StartClock { at_ms } | Event::Flag { at_ms } => Some(at_ms),
                _ => None,
            })
            .max();
        match latest {
            Some(since) if at_ms < since => Err(IllegalMove::ClockBackwards { at_ms, since_ms: since }),
            _ => Ok(()),
        }
    }

    /// Refuses a timestamp earlier than the running clock's start.
    fn not_before_running_clock(&self, at_ms: u64) -> Result<(), IllegalMove> {
        match self.clocks.running() {
            Some((_, since)) if at_ms < since => Err(IllegalMove::ClockBackwards { at_ms, since_ms: since }),
            _ => Ok(()),
        }
    }

    /// Places Black's free handicap at `at_ms`, as Black's first turn on
    /// the clock (RULES.md sections 5 and 7): [`Game::place_free_handicap`]
    /// with the clock handling of [`Game::play_at`]. Black's clock is
    /// charged up to `at_ms` (from [`Game::start_clock`], or from `at_ms`
    /// itself when no clock runs yet: the placement then costs nothing),
    /// the placement counts as Black's move for the overtime (a byo-yomi
    /// period kept, a Canadian stone, the Fischer increment), and White's
    /// clock starts. If Black's flag fell before `at_ms`, the game ends on
    /// time, won by White, and [`IllegalMove::TimeExpired`] is returned
    /// (the one error that changes the game). Recorded as
    /// [`Event::FreeHandicap`](super::Event::FreeHandicap) with its
    /// timestamp. In a game without a time control the timestamp is
    /// recorded and never compared, as a timed move's.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless a free handicap is pending, whatever
    /// `at_ms`; [`IllegalMove::ClockBackwards`] (as [`GameError::Illegal`])
    /// when `at_ms` is earlier than the running clock's start, or, with no
    /// clock running, than a timestamp the game has recorded; as
    /// [`Game::place_free_handicap`] for a bad list (the game unchanged).
    pub fn place_free_handicap_at(&mut self, points: &[Point], at_ms: u64) -> Result<(), GameError> {
        self.place_timed(None, points, at_ms)
    }

    /// [`Game::place_free_handicap_at`] for `seat`, which must be Black's
    /// first seat. As for a timed move, the flag is looked at before the
    /// seat: when Black's flag fell before `at_ms` the game ends on time
    /// whoever places, unless the table has no such seat (a malformed
    /// request, refused first).
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`] for a seat the table does not have, then
    /// as [`Game::place_free_handicap_at`], then [`GameError::WrongSeat`]
    /// (the game unchanged).
    pub fn place_free_handicap_as_at(&mut self, seat: Seat, points: &[Point], at_ms: u64) -> Result<(), GameError> {
        self.place_timed(Some(seat), points, at_ms)
    }

    /// The timed placement, by `seat` when given.
    fn place_timed(&mut self, seat: Option<Seat>, points: &[Point], at_ms: u64) -> Result<(), GameError> {
        // A seat the table lacks is refused before the clock is looked at
        // (found from outside: it ended the game on time).
        if let Some(seat) = seat {
            self.check_member(seat)?;
        }
        self.check_placement_phase()?;
        self.not_before_running_clock(at_ms)?;
        if self.clocks.is_timed() && self.clocks.running().is_none() {
            self.not_before_latest_timestamp(at_ms)?;
        }
        if self.check_time(at_ms)?.is_some() {
            return Err(IllegalMove::TimeExpired(Color::Black).into());
        }
        if let Some(seat) = seat {
            self.check_placing_seat(seat)?;
        }
        let board = self.free_handicap_board(points)?;
        if self.clocks.is_timed() {
            if self.clocks.running().is_none() {
                self.clocks.start(Color::Black, at_ms);
            }
            self.clocks.complete_move(Color::Black, at_ms);
        }
        self.finish_placement(board, points, Some(at_ms));
        if self.clocks.is_timed() {
            self.clocks.start(self.to_move, at_ms);
        }
        Ok(())
    }

    /// Makes `mv` for the seat whose turn it is at `at_ms`: the mover's clock
    /// is charged up to `at_ms` (then Fischer increment, byo-yomi period or
    /// Canadian stone count apply) and the other side's clock starts. If the
    /// mover's flag fell before `at_ms`, the game ends on time instead and
    /// [`IllegalMove::TimeExpired`] is returned; this is the one error that
    /// changes the game, because the flag fall is itself an event.
    ///
    /// # Errors
    /// As [`Game::play`] first when the game is not being played
    /// ([`IllegalMove::GameOver`], [`IllegalMove::NotPlaying`]), whatever
    /// `at_ms`; [`IllegalMove::ClockBackwards`] when `at_ms` is earlier than the
    /// running clock's start, or, with the clocks stopped (before the first
    /// start, after play resumed from a count), than any timestamp the game
    /// has recorded; as [`Game::play`] otherwise (the game unchanged).
    pub fn play_at(&mut self, mv: Move, at_ms: u64) -> Result<&MoveRecord, IllegalMove> {
        let seat = self.seat_to_move();
        self.play_as_at(seat, mv, at_ms)
    }

    /// Makes `mv` for `seat` at `at_ms`: [`Game::play_as`] with the clock
    /// handling of [`Game::play_at`].
    ///
    /// The flag is looked at first, whoever moves: when the running clock's
    /// side has no time left at `at_ms`, the game ends on time (and
    /// [`IllegalMove::TimeExpired`] names that side) even if `seat` is not
    /// the seat to move, because the timestamp alone shows that the flag
    /// fell (RULES.md section 7). Only a seat that the table does not have
    /// is refused before that ([`IllegalMove::UnknownSeat`], the game
    /// unchanged): such a request is malformed.
    ///
    /// # Errors
    /// As [`Game::play_as`] and [`Game::play_at`].
    pub fn play_as_at(&mut self, seat: Seat, mv: Move, at_ms: u64) -> Result<&MoveRecord, IllegalMove> {
        // A game not being played refuses the move for that, whatever the
        // timestamp (found from outside: a move after a loss on time, dated
        // a millisecond before the flag, was "clock backwards", not "game
        // over").
        self.check_phase()?;
        // A seat the table lacks is a malformed request, not a move that
        // could reveal a flag fall: refused before the clock is looked at
        // (found from outside: a move for W7 at a table of one per side
        // ended the game on time).
        if !self.setup.table.contains(seat) {
            return Err(IllegalMove::UnknownSeat(seat));
        }
        self.not_before_running_clock(at_ms)?;
        // With the clocks stopped (before the first start, after a count
        // that play resumed from), the move's timestamp starts them: not
        // before any the game has seen (found from outside: a move dated
        // before the count started the next clock in the past, charging
        // the time the game spent counting). A running clock's start is
        // the latest timestamp already.
        if self.clocks.is_timed() && self.clocks.running().is_none() {
            self.not_before_latest_timestamp(at_ms)?;
        }
        if self.phase == Phase::Playing
            && let Some(GameResult::Time { winner }) = self.check_time(at_ms)?
        {
            // The side whose clock ran (found from outside: after an
            // untimed move left the mover's clock running, the error named
            // the other side, which won).
            return Err(IllegalMove::TimeExpired(winner.opponent()));
        }
        self.is_legal_as(seat, mv)?;
        let color = seat.color;
        if self.clocks.is_timed() {
            if self.clocks.running().is_none() {
                self.clocks.start(color, at_ms);
            }
            self.clocks.complete_move(color, at_ms);
        }
        self.make_move(seat, mv, Some(at_ms))?;
        if self.clocks.is_timed() {
            if self.phase == Phase::Playing {
                self.clocks.start(self.to_move, at_ms);
            } else {
                self.clocks.stop();
            }
        }
        Ok(self.last_move())
    }
}
